"""Klaverjassen bots: decision times and the strength ladder, measured by duplicate play.

    .venv/bin/python bench/klaverjas_bots.py times [--deals 50] [--level expert] [--load N]
    .venv/bin/python bench/klaverjas_bots.py ladder [--deals 400] [--jobs 2] [--seed 1]
    ... --check: exit 1 when a target is missed

``times`` plays seeded deals with the level at all four seats and times every decision (trump
calls included) in wall-clock time, what the player waits. ``--load N`` keeps N other processes
busy meanwhile, as on a shared machine. Targets: median at most 0.5 s, 95th percentile at most
1.5 s. ``ladder`` plays duplicate deals expert-club, club-beginner, expert-beginner and each level
against the open-cards ceiling, printing mean differences per deal with 95% intervals and how much
of the gap from beginner to the ceiling the expert closes. Target: a strict ladder (the
expert-club and club-beginner intervals above zero).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
import time
from typing import Any

from bench_stats import pct

from tutor.bots.registry import make_bot
from tutor.bots.tournament import duplicate
from tutor.games.klaverjas.engine import KlaverjasState
from tutor.games.klaverjas.rules import KlaverjasRules


def times(deals: int, level: str, seed: int) -> dict[str, Any]:
    ts: list[float] = []
    for i in range(deals):
        state = KlaverjasState(KlaverjasRules(deals=1), seed * 1000 + i, dealer=i % 4)
        bots = [make_bot("klaverjassen", level, random.Random(f"{seed}:{i}:{s}"))
                for s in range(4)]
        while not state.is_terminal():
            seat = state.to_move()
            assert seat is not None
            view = state.view(seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(view)
            ts.append(time.perf_counter() - t0)
            state.apply(action)
    return {"level": level, "deals": deals, "decisions": len(ts),
            "median_s": round(statistics.median(ts), 4), "p95_s": round(pct(ts, 0.95), 4),
            "max_s": round(max(ts), 4)}


MEDIAN_TARGET_S = 0.5
P95_TARGET_S = 1.5


def _busy(stop: Any) -> None:
    """A process that keeps one core busy until ``stop`` is set (a loaded machine)."""
    x = 0
    while not stop.is_set():
        for _ in range(100_000):
            x += 1


def loaded_times(deals: int, level: str, seed: int, load: int) -> dict[str, Any]:
    """``times`` with ``load`` busy processes beside it."""
    if not load:
        return times(deals, level, seed)
    stop = multiprocessing.Event()
    procs = [multiprocessing.Process(target=_busy, args=(stop,), daemon=True)
             for _ in range(load)]
    for p in procs:
        p.start()
    try:
        out = times(deals, level, seed)
    finally:
        stop.set()
        for p in procs:
            p.join()
    out["load"] = load
    return out


def ladder(deals: int, jobs: int, seed: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    pairs = [("expert", "club"), ("club", "beginner"), ("expert", "beginner"),
             ("open-cards", "beginner"), ("open-cards", "club"), ("open-cards", "expert")]
    for a, b in pairs:
        r = duplicate("klaverjassen", a, b, deals=deals, seed=seed, jobs=jobs)
        d = r.deals()
        out[f"{a}-{b}"] = {"mean": round(d.mean, 1), "ci95": round(d.ci95, 1),
                           "interval": [round(d.low, 1), round(d.high, 1)]}
    ceiling = out["open-cards-beginner"]["mean"]
    if ceiling:
        out["gap_closed_by_expert"] = round(out["expert-beginner"]["mean"] / ceiling, 3)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["times", "ladder"])
    ap.add_argument("--deals", type=int)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--load", type=int, default=0, help="times: other busy processes meanwhile")
    ap.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    a = ap.parse_args()
    missed: list[str] = []
    if a.what == "times":
        out = loaded_times(a.deals or 50, a.level, a.seed, a.load)
        if out["median_s"] > MEDIAN_TARGET_S:
            missed.append(f"median {out['median_s']} s over {MEDIAN_TARGET_S} s")
        if out["p95_s"] > P95_TARGET_S:
            missed.append(f"95th percentile {out['p95_s']} s over {P95_TARGET_S} s")
    else:
        out = ladder(a.deals or 400, a.jobs, a.seed)
        for pair in ("expert-club", "club-beginner"):
            low = out[pair]["interval"][0]
            if low <= 0:
                missed.append(f"{pair}: the interval reaches {low}, not above zero")
    print(json.dumps(out, indent=1))
    for m in missed:
        print(f"target missed: {m}", file=sys.stderr)
    return 1 if a.check and missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
