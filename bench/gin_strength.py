"""Gin Rummy bot strength: the strong bot against the baseline, in duplicate, and decision times.

    .venv/bin/python bench/gin_strength.py [--hands 1000] [--matches 200] [--seed 1] [--jobs 2]
                                            [--timing-hands 20] [--json]

Strength runs the project's duplicate harness (``tutor selfplay gin --bots strong,baseline``):
every single hand twice with the bots swapping seats and cards, giving the mean per-hand
difference (strong minus baseline) with its 95% interval; then whole matches to 150, each twice
with seats swapped, giving the share of the matches the strong bot wins (each pass counts).
Target (issue 4): the interval above zero and at least 60% of the matches.

Decision times: both bots play ``--timing-hands`` seeded hands against each other (each bot in
both seats) and every ``choose`` call is timed with the process clock, per bot and per phase.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from tutor.bots.registry import make_bot
from tutor.bots.tournament import duplicate
from tutor.games.gin.engine import new_game
from tutor.games.gin.rules import GinRules

BOTS = ("strong", "baseline")


def decision_times(hands: int, seed: int) -> dict[str, dict[str, list[float]]]:
    """Seconds per ``choose`` call, by bot name and then by phase (plus ``all``)."""
    times: dict[str, dict[str, list[float]]] = {b: {"all": []} for b in BOTS}
    for n in range(hands):
        for swap in (False, True):
            names = BOTS[::-1] if swap else BOTS
            bots = [make_bot("gin", name, random.Random(f"timing:{seed}:{n}:{s}"))
                    for s, name in enumerate(names)]
            state = new_game(GinRules(hands=1), seed * 7919 + n)
            while not state.is_terminal():
                seat = state.to_move()
                assert seat is not None
                view = state.view(seat)
                t0 = time.process_time()
                action = bots[seat].choose(view)
                dt = time.process_time() - t0
                per = times[names[seat]]
                per["all"].append(dt)
                per.setdefault(view.phase.value, []).append(dt)
                state.apply(action)
    return times


def summary(xs: list[float]) -> dict[str, Any]:
    xs = sorted(xs)
    return {"decisions": len(xs), "median_ms": round(1000 * statistics.median(xs), 2),
            "p95_ms": round(1000 * xs[int(0.95 * (len(xs) - 1))], 2),
            "max_ms": round(1000 * xs[-1], 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=1000, help="duplicate single hands")
    ap.add_argument("--matches", type=int, default=200, help="duplicate matches to 150")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timing-hands", type=int, default=20)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()

    t0 = time.time()
    result = duplicate("gin-rummy", *BOTS, deals=args.hands, seed=args.seed, jobs=args.jobs,
                       options={"hands": 1})
    hands_s = time.time() - t0
    t0 = time.time()
    matches = duplicate("gin-rummy", *BOTS, deals=0, seed=args.seed, jobs=args.jobs,
                        matches=args.matches)
    matches_s = time.time() - t0
    d = result.deals()
    won, lost, drawn = matches.match_wins
    games = won + lost + drawn
    share = won / games if games else 0.0
    m = matches.matches()
    times = decision_times(args.timing_hands, args.seed)
    out: dict[str, Any] = {
        "command": (f".venv/bin/python bench/gin_strength.py --hands {args.hands} "
                    f"--matches {args.matches} --seed {args.seed} --jobs {args.jobs}"),
        "hands": d.n, "mean_per_hand": round(d.mean, 2),
        "interval": [round(d.low, 2), round(d.high, 2)],
        "matches": m.n, "match_games": games, "strong_won": won, "baseline_won": lost,
        "drawn": drawn, "match_share": round(share, 3),
        "match_mean": round(m.mean, 1), "match_ci95": round(m.ci95, 1),
        "seconds": {"hands": round(hands_s), "matches": round(matches_s)},
        "times": {b: {ph: summary(xs) for ph, xs in per.items()} for b, per in times.items()},
        "target_met": bool(d.low > 0 and share >= 0.60),
    }
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return
    print(f"strong against baseline, {d.n} duplicate hands (seed {args.seed}): "
          f"{d.mean:+.2f} per hand, 95% interval {d.low:+.2f} to {d.high:+.2f} "
          f"({hands_s:.0f} s)")
    print(f"{m.n} duplicate matches to 150 ({games} games): strong won {won}, baseline {lost}, "
          f"drawn {drawn}: {100 * share:.1f}% for strong; mean difference "
          f"{m.mean:+.1f} ± {m.ci95:.1f} per match ({matches_s:.0f} s)")
    for b, per in times.items():
        parts = ", ".join(f"{ph} {s['median_ms']:.1f}/{s['p95_ms']:.1f} ms"
                          for ph, s in ((ph, summary(xs)) for ph, xs in per.items()))
        print(f"decision times, {b} (median/95th percentile): {parts}")
    print("target (interval above zero, at least 60% of matches):",
          "met" if out["target_met"] else "NOT met")


if __name__ == "__main__":
    main()
