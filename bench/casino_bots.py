"""Casino bots: the strength ladder by duplicate rounds, game wins to 21, and decision times.

    .venv/bin/python bench/casino_bots.py ladder --players 2 --rounds 400 --games 100 --jobs 2
    .venv/bin/python bench/casino_bots.py ladder --players 4 --rounds 150 --jobs 2
    .venv/bin/python bench/casino_bots.py times --players 2 --deals 6
    .venv/bin/python bench/casino_bots.py times --players 4 --deals 3
    ... --check    exit 1 when a target is missed

``ladder`` plays duplicate single rounds through the tournament harness
(``tutor.bots.tournament.duplicate``, as ``tutor selfplay casino --bots A,B`` does) for the pairs
club-beginner, expert-club and expert-beginner: every round under every seat arrangement, the
same cards at the same seats (two players: the bots swap seats; four: one bot alone at each
seat against three of the other, and the other way round, eight arrangements, so the seats
rotate). It prints each pair's difference per round with its 95% interval. With ``--games``
(two players) it also plays that many duplicate games to 21 per pair, each twice with the
seats swapped, and prints the share of games each bot won. Targets (``--check``): a strict
ladder (every interval above zero), and at two players the expert winning at least 80% of its
games against the beginner.

``times`` plays seeded rounds with the expert at every seat and times each of its decisions
with more than one legal play (a forced play is answered without search). Targets: median at
most 0.3 s, 95th percentile at most 1 s.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from typing import Any

from bench_stats import pct

from tutor.bots.registry import make_bot
from tutor.bots.tournament import duplicate
from tutor.games.casino.engine import new_game
from tutor.games.casino.rules import CasinoRules

PAIRS = (("club", "beginner"), ("expert", "club"), ("expert", "beginner"))
MEDIAN_TARGET = 0.3
P95_TARGET = 1.0
WIN_TARGET = 0.80


def ladder(players: int, rounds: int, games: int, jobs: int, seed: int,
           pairs: tuple[tuple[str, str], ...] = PAIRS) -> dict[str, Any]:
    out: dict[str, Any] = {"players": players, "rounds": rounds, "seed": seed, "pairs": {}}
    for a, b in pairs:
        t0 = time.perf_counter()
        r = duplicate("casino", a, b, deals=rounds, seed=seed, jobs=jobs,
                      options={"players": players}, matches=games if players == 2 else 0)
        d = r.deals()
        row: dict[str, Any] = {"mean": round(d.mean, 3), "ci95": round(d.ci95, 3),
                               "interval": [round(d.low, 3), round(d.high, 3)],
                               "arrangements": r.arrangements(),
                               "seconds": round(time.perf_counter() - t0, 1)}
        if r.match_diffs:
            won, lost, drawn = r.match_wins
            n = won + lost + drawn
            share = won / n
            # The games come in pairs with the same cards; the interval treats them as
            # independent, so it is a little narrow.
            half = 1.96 * math.sqrt(share * (1 - share) / n)
            row |= {"games": n, "won": won, "lost": lost, "drawn": drawn,
                    "share": round(share, 3), "share_ci95": round(half, 3)}
        out["pairs"][f"{a}-{b}"] = row
        print(describe_pair(a, b, row), flush=True)
    return out


def describe_pair(a: str, b: str, row: dict[str, Any]) -> str:
    lo, hi = row["interval"]
    text = (f"{a} against {b}: {row['mean']:+.2f} points per round, 95% interval "
            f"{lo:+.2f} to {hi:+.2f} ({row['arrangements']} seat arrangements, "
            f"{row['seconds']:.0f} s)")
    if "games" in row:
        text += (f"; games to 21: {a} won {row['won']} of {row['games']} "
                 f"({100 * row['share']:.1f}% ± {100 * row['share_ci95']:.1f})")
    return text


def times(players: int, deals: int, seed: int, level: str = "expert") -> dict[str, Any]:
    ts: list[float] = []
    forced = 0
    rules = CasinoRules(players=players, rounds=1)
    for i in range(deals):
        state = new_game(rules, seed * 1000 + i)
        bots = [make_bot("casino", level, random.Random(f"{seed}:{i}:{s}"))
                for s in range(players)]
        while not state.is_terminal():
            seat = state.to_move()
            assert seat is not None
            view = state.view(seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(view)
            dt = time.perf_counter() - t0
            if len(view.legal_actions) > 1:
                ts.append(dt)
            else:
                forced += 1
            state.apply(action)
    return {"level": level, "players": players, "rounds": deals, "decisions": len(ts),
            "forced": forced, "median_s": round(statistics.median(ts), 4),
            "p95_s": round(pct(ts, 0.95), 4), "max_s": round(max(ts), 4)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["ladder", "times"])
    ap.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    ap.add_argument("--rounds", type=int, default=200, help="ladder: duplicate rounds per pair")
    ap.add_argument("--games", type=int, default=0,
                    help="ladder, two players: duplicate games to 21 per pair")
    ap.add_argument("--pairs", default="",
                    help="ladder: only these pairs, e.g. expert-club,expert-beginner")
    ap.add_argument("--deals", type=int, default=6, help="times: rounds played")
    ap.add_argument("--level", default="expert", help="times: the bot timed")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    a = ap.parse_args()
    missed: list[str] = []
    if a.what == "times":
        out = times(a.players, a.deals, a.seed, a.level)
        print(f"{a.level}, {a.players} players, {out['rounds']} rounds: {out['decisions']} "
              f"decisions (and {out['forced']} forced), median {out['median_s']:.3f} s, "
              f"95th percentile {out['p95_s']:.3f} s, slowest {out['max_s']:.3f} s")
        if out["median_s"] > MEDIAN_TARGET:
            missed.append(f"median {out['median_s']} s > {MEDIAN_TARGET} s")
        if out["p95_s"] > P95_TARGET:
            missed.append(f"95th percentile {out['p95_s']} s > {P95_TARGET} s")
    else:
        pairs = PAIRS
        if a.pairs:
            pairs = tuple(tuple(p.split("-", 1)) for p in a.pairs.split(","))  # type: ignore[misc]
        out = ladder(a.players, a.rounds, a.games, a.jobs, a.seed, pairs)
        for name, row in out["pairs"].items():
            if row["interval"][0] <= 0:
                missed.append(f"{name}: interval not above zero")
            if name == "expert-beginner" and "share" in row and row["share"] < WIN_TARGET:
                missed.append(f"{name}: won {row['share']:.1%} of games, under 80%")
    if a.json:
        print(json.dumps(out, indent=1))
    for m in missed:
        print(f"target missed: {m}")
    return 1 if a.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
