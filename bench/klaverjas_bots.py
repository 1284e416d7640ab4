"""Klaverjassen bots: decision times and the strength ladder, measured by duplicate play.

    .venv/bin/python bench/klaverjas_bots.py times [--deals 50] [--level expert]
    .venv/bin/python bench/klaverjas_bots.py ladder [--deals 400] [--jobs 2] [--seed 1]

``times`` plays seeded deals with the level at all four seats and times every decision (trump
calls included). ``ladder`` plays duplicate deals expert-club, club-beginner, expert-beginner and
each level against the open-cards ceiling, printing mean differences per deal with 95% intervals
and how much of the gap from beginner to the ceiling the expert closes.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["times", "ladder"])
    ap.add_argument("--deals", type=int)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    if a.what == "times":
        print(json.dumps(times(a.deals or 50, a.level, a.seed), indent=1))
    else:
        print(json.dumps(ladder(a.deals or 400, a.jobs, a.seed), indent=1))


if __name__ == "__main__":
    main()
