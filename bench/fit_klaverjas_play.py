"""Fit the model of how players choose a card (``tutor/bots/klaverjas/play_model.py``).

    .venv/bin/python bench/fit_klaverjas_play.py record --deals 1000 --level expert --seed 1 \
        --jobs 2 --out /tmp/plays.jsonl
    .venv/bin/python bench/fit_klaverjas_play.py fit --data /tmp/plays.jsonl \
        [--write tutor/bots/klaverjas/play_model.json] [--check]

``record``: seeded single deals (Rotterdam, verplicht, dealers in turn) with the level at all
four seats (``--samples`` fewer deals searched per card, for speed); one JSON line per deal: the
four hands as the play began, trump, who went and the tricks.

``fit``: every card chosen among two or more legal ones is an example; the conditional logit
(softmax over the legal cards) is fitted by maximum likelihood with a small ridge penalty, on the
first 80% of the deals; the rest are held out. Printed: the held-out mean log-likelihood per
card of the model, of choosing uniformly among the legal cards, and of the "points given away"
reading the expert used before (``plays.cost`` at the shipped strength), and how often the
model's likeliest card is the one chosen.

``--check``: exit 1 when the model explains the held-out cards no better than the points-given-
away reading, or when the shipped model is not this fit.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

from bench_stats import solve

from tutor.bots.klaverjas.play_model import FEATURES, Moment, features, from_json, moments
from tutor.bots.klaverjas.plays import BETA, FLOOR, cost, legal_cards
from tutor.bots.registry import make_bot
from tutor.games.klaverjas.engine import INDEX, KlaverjasState, Phase, Tables, tables
from tutor.games.klaverjas.rules import KlaverjasRules

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "tutor" / "bots" / "klaverjas" / "play_model.json"
RIDGE = 1.0
HOLDOUT = 0.2


def play_deal(args: tuple[str, int | None, int, int]) -> dict[str, Any]:
    level, samples, seed, i = args
    rules = KlaverjasRules(deals=1)
    st = KlaverjasState(rules, seed * 1000 + i, dealer=i % 4)
    bots = [make_bot("klaverjassen", level, random.Random(f"{seed}:{i}:{s}")) for s in range(4)]
    if samples is not None:
        for b in bots:
            b.level = replace(b.level, samples=samples)
    while st.phase is Phase.CALL:
        seat = st.to_move()
        assert seat is not None
        st.apply(bots[seat].choose(st.view(seat)))
    hands = list(st.hands)
    while not st.is_terminal():
        seat = st.to_move()
        assert seat is not None
        st.apply(bots[seat].choose(st.view(seat)))
    view = st.view(0)
    assert view.trump is not None and view.going is not None
    tricks = [[t.leader, [INDEX[c] for c in t.cards]] for t in view.tricks]
    return {"hands": hands, "trump": view.trump.value, "going": view.going, "tricks": tricks}


def cmd_record(a: argparse.Namespace) -> int:
    t0 = time.time()
    jobs = [(a.level, a.samples, a.seed, i) for i in range(a.deals)]
    with ProcessPoolExecutor(a.jobs) as pool, open(a.out, "w", encoding="utf-8") as out:
        for n, row in enumerate(pool.map(play_deal, jobs, chunksize=2), 1):
            out.write(json.dumps(row) + "\n")
            if n % 50 == 0:
                print(f"{n} deals, {time.time() - t0:.0f} s", file=sys.stderr, flush=True)
    print(f"{a.deals} deals recorded in {time.time() - t0:.0f} s -> {a.out}")
    return 0


Example = tuple[list[list[float]], int, float]  # features per legal card, chosen, old log-lik


def examples(row: dict[str, Any]) -> list[Example]:
    """Every card chosen among several legal ones, with each legal card's features."""
    t = tables(row["trump"])
    hands = list(row["hands"])
    tricks = [(leader, cards) for leader, cards in row["tricks"]]
    out: list[Example] = []
    for m, c in moments(tricks, t, row["going"]):
        hand = hands[m.seat]
        legal = _legal(m, hand, t)
        hands[m.seat] &= ~(1 << c)
        if legal & (legal - 1) == 0:
            continue
        alts = [x for x in range(32) if legal >> x & 1]
        feats = [features(m, hand, x, legal, t) for x in alts]
        out.append((feats, alts.index(c), _old_loglik(m, hand, c, legal, alts, t)))
    return out


def _legal(m: Moment, hand: int, t: Tables) -> int:
    if m.led < 0:
        return hand
    return legal_cards(hand, m.led, m.high, m.partner_wins, t, True)


def _old_loglik(m: Moment, hand: int, c: int, legal: int, alts: list[int], t: Tables) -> float:
    """The log of the chance the points-given-away reading gives the card chosen: each card's
    weight is its likelihood factor there, normalised over the legal cards (leads: uniform)."""
    if m.led < 0:
        return -math.log(len(alts))

    def weight(x: int) -> float:
        return max(FLOOR, math.exp(-BETA * cost(m, x, hand, t, True)))

    ws = {x: weight(x) for x in alts}
    return math.log(ws[c] / sum(ws.values()))


def loglik(w: list[float], ex: Example) -> float:
    feats, chosen, _ = ex
    scores = [sum(a * b for a, b in zip(w, f, strict=True)) for f in feats]
    top = max(scores)
    return scores[chosen] - top - math.log(sum(math.exp(s - top) for s in scores))


def fit(train: list[Example], iters: int) -> list[float]:
    """Maximum likelihood with a ridge penalty, by Newton's method on the convex objective."""
    k = len(FEATURES)
    w = [0.0] * k
    for _ in range(iters):
        grad = [-RIDGE * x for x in w]
        hess = [[0.0] * k for _ in range(k)]
        for i in range(k):
            hess[i][i] = -RIDGE
        for feats, chosen, _ in train:
            scores = [sum(a * b for a, b in zip(w, f, strict=True)) for f in feats]
            top = max(scores)
            ps = [math.exp(s - top) for s in scores]
            z = sum(ps)
            ps = [p / z for p in ps]
            mean = [sum(p * f[j] for p, f in zip(ps, feats, strict=True)) for j in range(k)]
            for j in range(k):
                grad[j] += feats[chosen][j] - mean[j]
            for p, f in zip(ps, feats, strict=True):
                d = [f[j] - mean[j] for j in range(k)]
                for i in range(k):
                    if d[i]:
                        row = hess[i]
                        pd = p * d[i]
                        for j in range(k):
                            row[j] -= pd * d[j]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(x) for x in step) < 1e-6:
            break
    return w


def cmd_fit(a: argparse.Namespace) -> int:
    rows = [json.loads(line) for line in Path(a.data).read_text("utf-8").splitlines() if line]
    cut = int(len(rows) * (1 - HOLDOUT))
    train = [e for r in rows[:cut] for e in examples(r)]
    test = [e for r in rows[cut:] for e in examples(r)]
    t0 = time.time()
    w = [round(x, 3) for x in fit(train, a.iters)]
    model_ll = sum(loglik(w, e) for e in test) / len(test)
    uniform_ll = sum(-math.log(len(e[0])) for e in test) / len(test)
    old_ll = sum(e[2] for e in test) / len(test)
    top = sum(1 for e in test if _argmax(w, e) == e[1]) / len(test)
    print(f"deals: {cut} fitted ({len(train)} cards), {len(rows) - cut} held out "
          f"({len(test)} cards); fitted in {time.time() - t0:.0f} s")
    print("held-out mean log-likelihood of the card chosen:")
    print(f"  the fitted model      {model_ll:.4f}")
    print(f"  points given away     {old_ll:.4f}")
    print(f"  uniform               {uniform_ll:.4f}")
    print(f"the model's likeliest card is the one chosen: {top:.1%}")
    for f, x in zip(FEATURES, w, strict=True):
        print(f"  {f:24} {x:+7.3f}")
    model = {
        "features": list(FEATURES),
        "coefficients": dict(zip(FEATURES, w, strict=True)),
        "fitted": {"script": "bench/fit_klaverjas_play.py", "deals": len(rows),
                   "held_out_deals": len(rows) - cut, "cards": len(train) + len(test),
                   "ridge": RIDGE, "held_out_loglik": round(model_ll, 4),
                   "uniform_loglik": round(uniform_ll, 4),
                   "points_reading_loglik": round(old_ll, 4), "data": a.source or a.data},
    }
    if a.write:
        Path(a.write).write_text(json.dumps(model, indent=2, ensure_ascii=False) + "\n", "utf-8")
        print(f"written: {a.write}")
    if a.check:
        bad = False
        if model_ll <= old_ll:
            print("CHECK FAILED: the model explains the held-out cards no better than the "
                  "points-given-away reading")
            bad = True
        shipped = from_json(SHIPPED.read_text("utf-8"))
        if any(abs(x - y) > 1e-9 for x, y in zip(shipped.coefficients, w, strict=True)):
            print("CHECK FAILED: the shipped model is not this fit")
            bad = True
        if bad:
            return 1
        print("check passed")
    return 0


def _argmax(w: list[float], ex: Example) -> int:
    feats = ex[0]
    scores = [sum(a * b for a, b in zip(w, f, strict=True)) for f in feats]
    return max(range(len(scores)), key=lambda i: scores[i])


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("--deals", type=int, default=1000)
    r.add_argument("--level", default="expert")
    r.add_argument("--samples", type=int,
                   help="deals the level searches per card (fewer: quicker, noisier choices)")
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--jobs", type=int, default=2)
    r.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("--data", required=True)
    f.add_argument("--source", help="how the data was made, recorded in the model")
    f.add_argument("--iters", type=int, default=12)
    f.add_argument("--write", help="where to write the model (JSON)")
    f.add_argument("--check", action="store_true")
    a = ap.parse_args()
    return cmd_record(a) if a.cmd == "record" else cmd_fit(a)


if __name__ == "__main__":
    sys.exit(main())
