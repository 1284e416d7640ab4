"""Smousjas and Vijfhonderden bots: the phase-2 solver's speed, the strength ladder by duplicate
deals, and the expert's decision times.

    .venv/bin/python bench/smousjas_bots.py solver --deals 100
    .venv/bin/python bench/smousjas_bots.py ladder --deals 200 --jobs 2
    .venv/bin/python bench/smousjas_bots.py times --deals 6
    ... --rule-set smousjas|vijfhonderden|both (default both)   ... --check: exit 1 on a miss

``solver`` plays seeded deals with the club at both seats up to the first trick of phase 2 (the
stock just empty), then solves the rest of the deal from there with an empty transposition table:
the deal's value (``solver.state_value``) and, separately, every legal move of the player to move
(``solver.move_values``, what a bot's decision costs). It prints the median, the 95th percentile
and the slowest of each, in wall-clock time on this machine, and the tricks searched. Target
(``--check``): the solve's median at most 20 ms.

``ladder`` plays duplicate single deals through the tournament harness
(``tutor.bots.tournament.duplicate``, as ``tutor selfplay smousjas --bots A,B`` does) for the
pairs club-beginner, expert-club and expert-beginner: every deal twice, the bots swapping seats
with the same cards. It prints each pair's difference in deal points per deal with its 95%
interval. Target: a strict ladder (every interval above zero).

``times`` plays seeded deals with the expert at both seats and times each decision with more
than one legal move (a forced move is answered without search), and apart the decisions it
sampled (phase 1, late in the stock; earlier it follows the club, in phase 2 it solves). Targets:
median at most 0.5 s, 95th percentile at most 1.5 s, over every decision.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any

from bench_stats import pct

from tutor.bots.registry import make_bot
from tutor.bots.smousjas import solver
from tutor.bots.tournament import duplicate
from tutor.games.smousjas.engine import SmousjasState, new_game
from tutor.games.smousjas.rules import SmousjasRules

PAIRS = (("club", "beginner"), ("expert", "club"), ("expert", "beginner"))
RULE_SETS = ("smousjas", "vijfhonderden")
SOLVE_TARGET = 0.020
MEDIAN_TARGET = 0.5
P95_TARGET = 1.5


def first_phase2_trick(rule_set: str, seed: int) -> SmousjasState:
    """A seeded deal played by the club at both seats until the stock is empty."""
    state = new_game(SmousjasRules(rule_set=rule_set, deals=1), seed)  # type: ignore[arg-type]
    bots = [make_bot(rule_set, "club", random.Random(f"{seed}:{s}")) for s in (0, 1)]
    while state.phase == 1:
        seat = state.to_move()
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat)))
    return state


def solve_times(rule_set: str, deals: int, seed: int) -> dict[str, Any]:
    value_t: list[float] = []
    moves_t: list[float] = []
    nodes: list[int] = []
    for i in range(deals):
        state = first_phase2_trick(rule_set, seed * 1000 + i)
        solver._SEARCHES.clear()
        t0 = time.perf_counter()
        solver.state_value(state)
        value_t.append(time.perf_counter() - t0)
        nodes.append(solver.card_search(state.rs, state.trump).nodes)
        solver._SEARCHES.clear()
        t0 = time.perf_counter()
        solver.move_values(state)
        moves_t.append(time.perf_counter() - t0)
    return {"rule_set": rule_set, "deals": deals,
            "solve_median_ms": round(1000 * statistics.median(value_t), 1),
            "solve_p95_ms": round(1000 * pct(value_t, 0.95), 1),
            "solve_max_ms": round(1000 * max(value_t), 1),
            "moves_median_ms": round(1000 * statistics.median(moves_t), 1),
            "moves_p95_ms": round(1000 * pct(moves_t, 0.95), 1),
            "nodes_median": int(statistics.median(nodes)), "nodes_max": max(nodes)}


def ladder(rule_set: str, deals: int, jobs: int, seed: int,
           pairs: tuple[tuple[str, str], ...] = PAIRS) -> dict[str, Any]:
    out: dict[str, Any] = {"rule_set": rule_set, "deals": deals, "seed": seed, "pairs": {}}
    for a, b in pairs:
        t0 = time.perf_counter()
        r = duplicate(rule_set, a, b, deals=deals, seed=seed, jobs=jobs)
        d = r.deals()
        row = {"mean": round(d.mean, 2), "ci95": round(d.ci95, 2),
               "interval": [round(d.low, 2), round(d.high, 2)],
               "seconds": round(time.perf_counter() - t0, 1)}
        out["pairs"][f"{a}-{b}"] = row
        lo, hi = row["interval"]
        print(f"{rule_set}: {a} against {b}: {row['mean']:+.1f} deal points per deal, 95% "
              f"interval {lo:+.1f} to {hi:+.1f} ({deals} duplicate deals, "
              f"{row['seconds']:.0f} s)", flush=True)
    return out


def times(rule_set: str, deals: int, seed: int, level: str = "expert") -> dict[str, Any]:
    ts: list[float] = []
    p1: list[float] = []
    forced = 0
    for i in range(deals):
        state = new_game(SmousjasRules(rule_set=rule_set, deals=1),  # type: ignore[arg-type]
                         seed * 1000 + i)
        bots = [make_bot(rule_set, level, random.Random(f"{seed}:{i}:{s}")) for s in (0, 1)]
        while not state.is_terminal():
            seat = state.to_move()
            assert seat is not None
            view = state.view(seat)
            t0 = time.perf_counter()
            advice = bots[seat].advise(view)
            dt = time.perf_counter() - t0
            if len(view.legal_actions) > 1:
                ts.append(dt)
                if "deals" in advice.extra:
                    p1.append(dt)
            else:
                forced += 1
            state.apply(advice.chosen)
    return {"level": level, "rule_set": rule_set, "deals": deals, "decisions": len(ts),
            "forced": forced, "median_s": round(statistics.median(ts), 3),
            "p95_s": round(pct(ts, 0.95), 3), "max_s": round(max(ts), 3),
            "sampled": len(p1), "sampled_median_s": round(statistics.median(p1), 3),
            "sampled_p95_s": round(pct(p1, 0.95), 3)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["solver", "ladder", "times"])
    ap.add_argument("--rule-set", default="both", choices=[*RULE_SETS, "both"])
    ap.add_argument("--deals", type=int, default=0,
                    help="deals per rule set (solver 100, ladder 200, times 6)")
    ap.add_argument("--pairs", default="",
                    help="ladder: only these pairs, e.g. expert-club,club-beginner")
    ap.add_argument("--level", default="expert", help="times: the bot timed")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    a = ap.parse_args()
    sets = RULE_SETS if a.rule_set == "both" else (a.rule_set,)
    missed: list[str] = []
    results: list[dict[str, Any]] = []
    for rs in sets:
        if a.what == "solver":
            out = solve_times(rs, a.deals or 100, a.seed)
            print(f"{rs}: solve from the first phase-2 trick over {out['deals']} deals: median "
                  f"{out['solve_median_ms']} ms, 95th percentile {out['solve_p95_ms']} ms, "
                  f"slowest {out['solve_max_ms']} ms ({out['nodes_median']} tricks searched, "
                  f"at most {out['nodes_max']}); every legal move valued: median "
                  f"{out['moves_median_ms']} ms, 95th percentile {out['moves_p95_ms']} ms",
                  flush=True)
            if out["solve_median_ms"] > 1000 * SOLVE_TARGET:
                missed.append(f"{rs}: solve median {out['solve_median_ms']} ms > "
                              f"{1000 * SOLVE_TARGET:.0f} ms")
        elif a.what == "times":
            out = times(rs, a.deals or 6, a.seed, a.level)
            print(f"{rs}: {a.level}, {out['deals']} deals: {out['decisions']} decisions (and "
                  f"{out['forced']} forced), median {out['median_s']:.3f} s, 95th percentile "
                  f"{out['p95_s']:.3f} s, slowest {out['max_s']:.3f} s; the {out['sampled']} "
                  f"sampled in phase 1: median {out['sampled_median_s']:.3f} s, 95th "
                  f"percentile {out['sampled_p95_s']:.3f} s",
                  flush=True)
            if out["median_s"] > MEDIAN_TARGET:
                missed.append(f"{rs}: median {out['median_s']} s > {MEDIAN_TARGET} s")
            if out["p95_s"] > P95_TARGET:
                missed.append(f"{rs}: 95th percentile {out['p95_s']} s > {P95_TARGET} s")
        else:
            pairs = PAIRS
            if a.pairs:
                pairs = tuple(tuple(p.split("-", 1)) for p in a.pairs.split(","))  # type: ignore[misc]
            out = ladder(rs, a.deals or 200, a.jobs, a.seed, pairs)
            for name, row in out["pairs"].items():
                if row["interval"][0] <= 0:
                    missed.append(f"{rs} {name}: interval not above zero")
        results.append(out)
    if a.json:
        print(json.dumps(results, indent=1))
    for m in missed:
        print(f"target missed: {m}")
    return 1 if a.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
