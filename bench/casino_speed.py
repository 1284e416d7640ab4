"""Casino speed: random complete games per second, through the public protocol.

    .venv/bin/python bench/casino_speed.py [--games 200] [--rounds 3] [--seed 2024]

A game starts at ``new_game`` (the shuffle and the deal included) and goes on with uniformly
random legal plays (``legal_actions()`` + ``apply()``, every event built, every round scored)
until a side has won the game to 21. Two, three and four players, and four with partners; the
same seeded games in every round, each round starting with the engine's kept table sums
cleared, the median round counts.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tutor.games.casino.engine import clear_caches, new_game
from tutor.games.casino.rules import CasinoRules

TABLES = (("2 players", {"players": 2}), ("3 players", {"players": 3}),
          ("4 players", {"players": 4}), ("4, partners", {"players": 4, "partners": True}))


def play(rules: CasinoRules, games: int, seed: int) -> tuple[float, int, int]:
    """(seconds, plays, rounds) for ``games`` random complete games."""
    plays = rounds = 0
    clear_caches()  # each round starts cold, as a fresh process would
    start = time.perf_counter()
    for g in range(games):
        st = new_game(rules, seed + g)
        rng = random.Random(seed + g)
        while not st.is_terminal():
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
            plays += 1
        rounds += len(st.results)
    return time.perf_counter() - start, plays, rounds


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seed", type=int, default=2024)
    args = p.parse_args()
    print(f"{args.games} random complete games to 21 per table, median of {args.rounds} rounds")
    print(f"{'table':<12} {'games/s':>8} {'plays/s':>9} {'rounds/game':>12}")
    for name, options in TABLES:
        rules = CasinoRules.from_dict(options)
        runs = [play(rules, args.games, args.seed) for _ in range(args.rounds)]
        secs = statistics.median(r[0] for r in runs)
        _, plays, rounds = runs[0]
        print(f"{name:<12} {args.games / secs:>8.1f} {plays / secs:>9.0f} "
              f"{rounds / args.games:>12.2f}")


if __name__ == "__main__":
    main()
