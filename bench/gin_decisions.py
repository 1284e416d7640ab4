"""Gin Rummy strong bot: are its choices better than its runner-up, played out from the truth?

    .venv/bin/python bench/gin_decisions.py [--hands 150] [--seed 9] [--reps 2] [--jobs 2]

The strong bot plays single hands against the baseline, in both seats. At each of its draw and
discard decisions with a choice, its two best-ranked actions are each played out from the true
position (all hands and the stock order as they really are) to the end of the hand, ``--reps``
times with fresh random streams, both bots playing on as themselves. The figure per kind of
decision is the played-out advantage of its choice over the runner-up, against the advantage it
estimated: a true gap below zero, or far below the estimate, shows where its judgement errs.
It is slow (every decision costs four play-outs): about 50 minutes for 150 hands on two cores.
"""

from __future__ import annotations

import argparse
import math
import random
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tutor.bots.registry import make_bot
from tutor.games.gin.engine import Draw, GinState, HandScored, Phase, new_game
from tutor.games.gin.rules import GinRules


def _points(ev: HandScored, names: tuple[str, str]) -> int:
    r = ev.result
    if r.winner is None:
        return 0
    return r.points if names[r.winner] == "strong" else -r.points


def _finish(state: GinState, bots: list[Any], names: tuple[str, str], action: Any) -> int:
    """The strong bot's points when ``action`` is played and the hand is played out."""
    events = state.apply(action)
    while True:
        for ev in events:
            if isinstance(ev, HandScored):
                return _points(ev, names)
        if state.is_terminal():
            return 0
        seat = state.to_move()
        assert seat is not None
        events = state.apply(bots[seat].choose(state.view(seat)))


def _kind(action: Any) -> str:
    if isinstance(action, Draw):
        return f"draw {action.source.value}"
    return type(action).__name__.lower()


def one_hand(args: tuple[int, int, int]) -> list[tuple[str, float, float]]:
    """(decision kind "chosen / runner-up", estimated gap, played-out gap) per decision."""
    seed, i, reps = args
    out: list[tuple[str, float, float]] = []
    for swap in (False, True):
        names = ("baseline", "strong") if swap else ("strong", "baseline")
        bots = [make_bot("gin", n, random.Random(f"d:{i}:{swap}:{s}"))
                for s, n in enumerate(names)]
        state = new_game(GinRules(hands=1), 1_000_003 * seed + i)
        turn = 0
        while not state.is_terminal():
            seat = state.to_move()
            assert seat is not None
            view = state.view(seat)
            if (names[seat] == "strong" and len(view.legal_actions) > 1
                    and view.phase in (Phase.DRAW, Phase.DISCARD)):
                turn += 1
                advice = bots[seat].advise(view)
                top = list(advice.actions)[:2]
                played = []
                for av in top:
                    got = 0
                    for r in range(reps):
                        fresh = [make_bot("gin", n, random.Random(f"cf:{i}:{swap}:{turn}:{r}:{s}"))
                                 for s, n in enumerate(names)]
                        got += _finish(state.clone(), fresh, names, av.action)
                    played.append(got / reps)
                kind = f"{_kind(top[0].action)} / {_kind(top[1].action)}"
                out.append((kind, top[0].value - top[1].value, played[0] - played[1]))
                action = advice.chosen
            else:
                action = bots[seat].choose(view)
            state.apply(action)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=150)
    ap.add_argument("--seed", type=int, default=9)
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    work = [(args.seed, i, args.reps) for i in range(args.hands)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        rows = [r for hand in pool.map(one_hand, work) for r in hand]
    by: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for kind, est, true in rows:
        by[kind].append((est, true))
    print(f"{len(rows)} decisions of the strong bot in {2 * args.hands} hands (seed {args.seed})")
    print("chosen / runner-up | decisions | estimated gap | played-out gap (95%)")
    for kind, xs in sorted(by.items(), key=lambda kv: -len(kv[1])):
        n = len(xs)
        est = sum(e for e, _ in xs) / n
        mean = sum(t for _, t in xs) / n
        var = sum((t - mean) ** 2 for _, t in xs) / (n - 1) if n > 1 else math.inf
        print(f"{kind} | {n} | {est:+.2f} | {mean:+.2f} ± {1.96 * math.sqrt(var / n):.2f}")


if __name__ == "__main__":
    main()
