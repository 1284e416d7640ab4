"""Gin Rummy speed: minimum deadwood per second beside OpenSpiel, and random hands per second.

    .venv/bin/python bench/gin_speed.py [--hands 100000] [--games 400] [--rounds 3] [--seed 2024]

Minimum deadwood: the same random 10- and 11-card hands go to our ``min_deadwood`` (10 cards) and
``min_deadwood_after_discard`` (11 cards: the least deadwood after the best discard, which is what
OpenSpiel's ``min_deadwood`` means for a hand one card over size) and to OpenSpiel's C++
``GinRummyUtils(13, 4, 10).min_deadwood``, each timed from a list of card numbers; every hand's
two minima are compared. For 11 cards OpenSpiel takes a shortcut: it drops the highest deadwood
card of one least-deadwood arrangement of all eleven, which can miss the best discard when two
arrangements tie (e.g. ♠9 ♥7 ♥8 ♥9 ♦A ♦7 ♦8 ♦9 ♣4 ♣6 ♣7: 19 against the true 18). Every
disagreement is therefore re-checked against OpenSpiel's own 10-card minimum over all eleven
discards; only a disagreement with that counts as a mismatch. Rounds alternate between the two
so machine drift hits both alike; the median round counts. OpenSpiel numbers cards
``suit * 13 + rank`` with suits in the order s c d h and the ace as rank 0; ours uses the same
layout with suits ♠ ♥ ♦ ♣, so the suits are mapped.

Complete hands: random legal actions from the deal to the scoring, through the public protocol
(``legal_actions`` + ``apply`` with every event), beside OpenSpiel's ``gin_rummy`` game with
``oklahoma=true`` driven from Python the same way. Without ``pyspiel`` only our figures print.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from tutor.games.gin.engine import GinState
from tutor.games.gin.melds import min_deadwood, min_deadwood_after_discard
from tutor.games.gin.rules import GinRules

#: Our suit index (♠ ♥ ♦ ♣) -> OpenSpiel's (s c d h).
OPENSPIEL_SUIT = (0, 3, 2, 1)


def openspiel() -> Any | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    return pyspiel


def to_openspiel(cards: Sequence[int]) -> list[int]:
    return [OPENSPIEL_SUIT[i // 13] * 13 + i % 13 for i in cards]


def ours_10(hand: list[int]) -> int:
    m = 0
    for i in hand:
        m |= 1 << i
    return min_deadwood(m)


def ours_11(hand: list[int]) -> int:
    m = 0
    for i in hand:
        m |= 1 << i
    return min_deadwood_after_discard(m)


def timed(fn: Callable[[list[int]], int], hands: list[list[int]]) -> tuple[float, list[int]]:
    t0 = time.perf_counter()
    out = [fn(h) for h in hands]
    return len(hands) / (time.perf_counter() - t0), out


def random_hands(rng: random.Random, n: int, size: int) -> list[list[int]]:
    return [rng.sample(range(52), size) for _ in range(n)]


def run_ours_games(games: int, seed: int) -> float:
    rng = random.Random(seed)
    t0 = time.perf_counter()
    hands = 0
    for g in range(games):
        st = GinState(GinRules(hands=1), seed * 100_003 + g)
        while not st.is_terminal():
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
        hands += 1
    return hands / (time.perf_counter() - t0)


def run_openspiel_games(pyspiel: Any, games: int, seed: int) -> float:
    game = pyspiel.load_game("gin_rummy", {"oklahoma": True})
    rng = random.Random(seed)
    t0 = time.perf_counter()
    for _ in range(games):
        st = game.new_initial_state()
        while not st.is_terminal():
            if st.is_chance_node():
                outcomes = st.chance_outcomes()
                st.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = st.legal_actions()
                st.apply_action(legal[rng.randrange(len(legal))])
    return games / (time.perf_counter() - t0)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=100_000, help="hands of each size per round")
    ap.add_argument("--games", type=int, default=400, help="complete random hands per round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=2024)
    args = ap.parse_args(argv)
    ps = openspiel()
    utils = ps.gin_rummy.GinRummyUtils(13, 4, 10) if ps is not None else None
    rng = random.Random(args.seed)
    rates: dict[str, list[float]] = {}
    compared = shortcut = mismatched = 0
    for rnd in range(args.rounds):
        for size, ours in ((10, ours_10), (11, ours_11)):
            hands = random_hands(rng, args.hands, size)
            theirs_in = [to_openspiel(h) for h in hands]
            order = ["ours", "openspiel"] if rnd % 2 == 0 else ["openspiel", "ours"]
            results: dict[str, list[int]] = {}
            for who in order:
                if who == "ours":
                    rate, results[who] = timed(ours, hands)
                elif utils is not None:
                    rate, results[who] = timed(utils.min_deadwood, theirs_in)
                else:
                    continue
                rates.setdefault(f"{who} {size}", []).append(rate)
            if "openspiel" in results and utils is not None:
                compared += len(hands)
                for k, (a, b) in enumerate(zip(results["ours"], results["openspiel"],
                                               strict=True)):
                    if a == b:
                        continue
                    cards = theirs_in[k]
                    exact = (min(utils.min_deadwood([x for x in cards if x != d]) for d in cards)
                             if size == 11 else b)
                    if a == exact:
                        shortcut += 1
                    else:
                        mismatched += 1
                        print(f"mismatch: {size} cards {hands[k]}: ours {a}, openspiel {b}")
        rates.setdefault("ours games", []).append(run_ours_games(args.games, args.seed + rnd))
        if ps is not None:
            rates.setdefault("openspiel games", []).append(
                run_openspiel_games(ps, args.games, args.seed + rnd))

    def med(key: str) -> float:
        return statistics.median(rates[key])

    print(f"minimum deadwood, {args.hands:,} hands of each size x {args.rounds} rounds "
          "(median round)")
    for size in (10, 11):
        line = f"  {size} cards: ours {med(f'ours {size}'):>12,.0f} hands/s"
        if utils is not None:
            o = med(f"openspiel {size}")
            line += f"   openspiel {o:>12,.0f} hands/s   ratio {med(f'ours {size}') / o:.2f}"
        print(line)
    if utils is not None:
        print(f"  minima compared on {compared:,} hands: {mismatched} mismatches; {shortcut} "
              "11-card hands where OpenSpiel's shortcut misses the best discard and ours equals "
              "its exact minimum over the eleven discards")
    line = f"complete random hands (deal to scoring): ours {med('ours games'):,.0f} hands/s"
    if ps is not None:
        o = med("openspiel games")
        line += f", openspiel {o:,.0f} hands/s, ratio {med('ours games') / o:.2f}"
    print(line)
    return 1 if mismatched else 0


if __name__ == "__main__":
    raise SystemExit(main())
