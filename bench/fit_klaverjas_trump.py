"""Fit the expert's trump model to solved random deals, and measure it.

    .venv/bin/python bench/fit_klaverjas_trump.py solve --hands 2000 --seed 1 --jobs 2 \
        --out /tmp/trump.jsonl
    .venv/bin/python bench/fit_klaverjas_trump.py fit --data /tmp/trump.jsonl \
        [--write tutor/bots/klaverjas/trump_model.json] [--check]

``solve``: random hands; the caller sits 0 to 3 places after the first leader (half of them
lead, as in verplicht). Each hand gets two random completions (the other 24 cards dealt anew),
and each completion is solved with all hands open, once per trump suit, for the deal's true
result (nat and pit included) for the caller's team. One JSON line per hand.

``fit``: ridge regression of the mean of the two completions on the features of
``tutor.bots.klaverjas.trump_model``, on the first 80% of the hands; the rest are held out. The
two completions of a hand measure how far one deal strays from the hand's expectation
(``deal_sd``); the held-out error, less that part, measures the model's own (``model_sd``).
Printed: both spreads, the held-out R², and on held-out hands the points a call gives away
against the best suit for the hand (the best of the two completions' mean): the model's choice,
the rule-of-thumb count's, and a random suit's.

``--check``: exit 1 when the model's held-out choice gives away more than the rule-of-thumb's, or
when the shipped model differs from this fit (refit after changing the data or the features).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from bench_stats import solve

from tutor.bots.klaverjas.bidding import strength
from tutor.bots.klaverjas.trump_model import FEATURES, features, from_json
from tutor.games.klaverjas.solver import Objective, Solver, SolverPosition

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "tutor" / "bots" / "klaverjas" / "trump_model.json"
RIDGE = 1.0
HOLDOUT = 0.2


def deal_rest(rng: random.Random, own: int, seat: int) -> tuple[int, int, int, int]:
    """The 24 cards ``own`` lacks, dealt eight to each other seat."""
    rest = [c for c in range(32) if not own >> c & 1]
    rng.shuffle(rest)
    hands = [0, 0, 0, 0]
    hands[seat] = own
    others = [s for s in range(4) if s != seat]
    for k, s in enumerate(others):
        for c in rest[8 * k:8 * k + 8]:
            hands[s] |= 1 << c
    return hands[0], hands[1], hands[2], hands[3]


def solve_hand(args: tuple[int, int]) -> dict[str, Any]:
    seed, i = args
    rng = random.Random(f"trump-model:{seed}:{i}")
    place = 0 if rng.random() < 0.5 else rng.randrange(1, 4)
    cards = list(range(32))
    rng.shuffle(cards)
    own = sum(1 << c for c in cards[:8])
    sign = 1 if place % 2 == 0 else -1
    values = []
    for _ in range(2):
        hands = deal_rest(rng, own, place)
        row = []
        for trump in range(4):
            pos = SolverPosition(hands, trump, 0, (), going=place)
            row.append(sign * Solver(pos, objective=Objective.RESULT).value())
        values.append(row)
    return {"hand": own, "place": place, "values": values}


def cmd_solve(a: argparse.Namespace) -> int:
    t0 = time.time()
    with ProcessPoolExecutor(a.jobs) as pool, open(a.out, "w", encoding="utf-8") as out:
        for n, row in enumerate(pool.map(solve_hand, [(a.seed, i) for i in range(a.hands)],
                                         chunksize=4), 1):
            out.write(json.dumps(row) + "\n")
            if n % 100 == 0:
                print(f"{n} hands, {time.time() - t0:.0f} s", file=sys.stderr, flush=True)
    print(f"{a.hands} hands solved in {time.time() - t0:.0f} s -> {a.out}")
    return 0


def ridge(xs: list[tuple[float, ...]], ys: list[float], lam: float) -> list[float]:
    """Least squares with a ridge penalty (not on the first, constant feature)."""
    k = len(xs[0])
    m = [[0.0] * (k + 1) for _ in range(k)]
    for x, y in zip(xs, ys, strict=True):
        for i in range(k):
            xi = x[i]
            if not xi:
                continue
            row = m[i]
            for j in range(k):
                row[j] += xi * x[j]
            row[k] += xi * y
    for i in range(1, k):
        m[i][i] += lam
    return solve([row[:k] for row in m], [row[k] for row in m])


def choice_losses(rows: list[dict[str, Any]], coef: list[float]) -> dict[str, float]:
    """Mean points given away against the hand's best suit, per way of choosing."""
    out = {"model": 0.0, "rule of thumb": 0.0, "random suit": 0.0}
    for r in rows:
        mean = [sum(v[s] for v in r["values"]) / len(r["values"]) for s in range(4)]
        best = max(mean)
        pred = [sum(w * x for w, x in zip(coef, features(r["hand"], s, r["place"]), strict=True))
                for s in range(4)]
        out["model"] += best - mean[max(range(4), key=lambda s: pred[s])]
        out["rule of thumb"] += best - mean[max(range(4), key=lambda s: strength(r["hand"], s))]
        out["random suit"] += best - sum(mean) / 4
    return {k: v / len(rows) for k, v in out.items()}


def cmd_fit(a: argparse.Namespace) -> int:
    rows = [json.loads(line) for line in Path(a.data).read_text("utf-8").splitlines() if line]
    cut = int(len(rows) * (1 - HOLDOUT))
    train, test = rows[:cut], rows[cut:]

    def design(rs: list[dict[str, Any]]) -> tuple[list[tuple[float, ...]], list[float]]:
        xs, ys = [], []
        for r in rs:
            for s in range(4):
                xs.append(features(r["hand"], s, r["place"]))
                ys.append(sum(v[s] for v in r["values"]) / len(r["values"]))
        return xs, ys

    xs, ys = design(train)
    coef = ridge(xs, ys, RIDGE)
    # Two completions of one hand differ by two deals' spread: var(v1 - v2) = 2 deal_var.
    diffs = [r["values"][0][s] - r["values"][1][s] for r in rows for s in range(4)]
    deal_var = statistics.fmean(d * d for d in diffs) / 2
    tx, ty = design(test)
    resid = [y - sum(w * x for w, x in zip(coef, xx, strict=True)) for xx, y in zip(tx, ty,
                                                                                   strict=True)]
    mse = statistics.fmean(e * e for e in resid)
    model_var = max(mse - deal_var / 2, 1.0)
    r2 = 1 - mse / statistics.pvariance(ty)
    losses = choice_losses(test, coef)
    print(f"hands: {len(train)} fitted, {len(test)} held out")
    print(f"one deal's spread around the hand's expectation (deal_sd): {deal_var ** 0.5:.1f}")
    print(f"the model's error in a hand's expectation (model_sd): {model_var ** 0.5:.1f}")
    print(f"held-out R² (against the mean of two deals): {r2:.3f}")
    print("held-out call, points given away against the best suit for the hand:")
    for k, v in losses.items():
        print(f"  {k:14} {v:6.1f}")
    for f, w in zip(FEATURES, coef, strict=True):
        print(f"  {f:20} {w:+8.2f}")
    model = {
        "features": list(FEATURES),
        "coefficients": {f: round(w, 3) for f, w in zip(FEATURES, coef, strict=True)},
        "deal_sd": round(deal_var ** 0.5, 2),
        "model_sd": round(model_var ** 0.5, 2),
        "fitted": {"script": "bench/fit_klaverjas_trump.py", "hands": len(rows),
                   "held_out": len(test), "ridge": RIDGE, "r2_held_out": round(r2, 3),
                   "data": a.source or a.data},
    }
    if a.write:
        Path(a.write).write_text(json.dumps(model, indent=2, ensure_ascii=False) + "\n", "utf-8")
        print(f"written: {a.write}")
    if a.check:
        bad = False
        if losses["model"] > losses["rule of thumb"]:
            print("CHECK FAILED: the model's calls give away more than the rule of thumb's")
            bad = True
        shipped = from_json(SHIPPED.read_text("utf-8"))
        if any(abs(x - round(y, 3)) > 1e-9 for x, y in zip(shipped.coefficients, coef,
                                                            strict=True)):
            print("CHECK FAILED: the shipped model is not this fit")
            bad = True
        if bad:
            return 1
        print("check passed")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("solve")
    s.add_argument("--hands", type=int, default=2000)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--jobs", type=int, default=2)
    s.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("--data", required=True)
    f.add_argument("--source", help="how the data was made, recorded in the model")
    f.add_argument("--write", help="where to write the model (JSON)")
    f.add_argument("--check", action="store_true")
    a = ap.parse_args()
    return cmd_solve(a) if a.cmd == "solve" else cmd_fit(a)


if __name__ == "__main__":
    sys.exit(main())
