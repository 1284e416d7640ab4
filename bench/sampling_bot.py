"""The generic sampling bot against existing bots, in duplicate, on both games.

    .venv/bin/python bench/sampling_bot.py [--game klaverjassen|gin-rummy|all] [--deals 200]
        [--hands 100] [--seed 1] [--jobs 1] [--sampled-deals N] [--playouts N] [--budget N]
        [--opponent NAME] [--check]
    .venv/bin/python bench/sampling_bot.py --times 4 [--game ...]

Every deal (a Gin hand) is played twice with the same cards: the sampling bot holds one side and
the opponent the other, then the other way round. The figure per deal is the sampling bot's side
score minus the opponent's, averaged over the two passes; the mean over the deals is printed with
its 95% interval. Klaverjassen is played against ``random`` and ``beginner``, Gin Rummy against
``random`` and ``baseline``. ``--check`` exits 1 unless the sampling bot beats random in both
games and the Klaverjassen beginner (the whole interval above zero), of the pairs it played;
``--opponent`` plays any other bot of the game instead. ``--times N`` instead plays
N deals with the sampling bot in every seat and prints its decision times.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tutor.bots.registry import make_bot
from tutor.bots.sampling import DEFAULT, Config, SamplingBot
from tutor.bots.tournament import Summary, play_game, summarise
from tutor.registry import get_spec

OPPONENTS = {"klaverjassen": ("random", "beginner"), "gin-rummy": ("random", "baseline")}
#: The pairs ``--check`` requires the sampling bot to beat.
MUST_BEAT = {("klaverjassen", "random"), ("klaverjassen", "beginner"), ("gin-rummy", "random")}


def one_deal(args: tuple[str, str, int, int, Config]) -> float:
    """The sampling bot's side score minus the opponent's in duplicate deal ``index``."""
    game, opponent, seed, index, config = args
    spec = get_spec(game)
    assert spec.length_option is not None
    rules = spec.rules_from_dict({spec.length_option: 1})
    deal_seed = seed * 1_000_003 + index
    sides = spec.sides(spec.players[0])
    total = 0.0
    for ours in range(2):
        bots: list[Any] = []
        for seat in range(spec.players[0]):
            rng = random.Random(f"sampling-bench:{seed}:{index}:{ours}:{seat}")
            if seat in sides[ours]:
                bots.append(SamplingBot(spec, rng, config))
            else:
                bots.append(make_bot(game, opponent, rng))
        scores = play_game(game, rules, deal_seed, bots)
        total += scores[sides[ours][0]] - scores[sides[1 - ours][0]]
    return total / 2


def match_up(game: str, opponent: str, n: int, seed: int, jobs: int,
             config: Config) -> tuple[Summary, float]:
    """(the per-deal summary, seconds taken)."""
    args = [(game, opponent, seed, i, config) for i in range(n)]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            diffs = list(pool.map(one_deal, args))
    else:
        diffs = [one_deal(a) for a in args]
    return summarise(diffs), time.perf_counter() - start


def times(game: str, n: int, seed: int, config: Config) -> str:
    """Decision times of the sampling bot in every seat over ``n`` deals (forced moves left out,
    since those are answered without sampling)."""
    spec = get_spec(game)
    assert spec.length_option is not None
    rules = spec.rules_from_dict({spec.length_option: 1})
    ts: list[float] = []
    for i in range(n):
        state = spec.new_game(rules, seed * 1_000_003 + i)
        bots = [SamplingBot(spec, random.Random(f"sampling-times:{seed}:{i}:{s}"), config)
                for s in range(state.players)]
        while not state.is_terminal():
            seat = state.to_move()
            assert seat is not None
            view = state.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            if len(view.legal_actions) > 1:
                ts.append(time.perf_counter() - start)
            state.apply(action)
    ts.sort()
    return (f"{game}: {len(ts)} decisions over {n} deals: median {statistics.median(ts):.3f} s, "
            f"95th percentile {ts[int(0.95 * (len(ts) - 1))]:.3f} s, slowest {ts[-1]:.3f} s")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="all", choices=["all", *OPPONENTS])
    ap.add_argument("--deals", type=int, default=200, help="Klaverjassen duplicate deals")
    ap.add_argument("--hands", type=int, default=100, help="Gin Rummy duplicate hands")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--sampled-deals", type=int, default=DEFAULT.deals,
                    help="states sampled per decision")
    ap.add_argument("--playouts", type=int, default=DEFAULT.playouts,
                    help="play-outs per action on each sampled state")
    ap.add_argument("--budget", type=int, default=DEFAULT.budget,
                    help="play-out actions per decision before sampling stops")
    ap.add_argument("--opponent", help="only this opponent (any bot of the game's registry)")
    ap.add_argument("--times", type=int, default=0,
                    help="time the decisions of this many deals instead")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 unless random and the Klaverjassen beginner are beaten")
    a = ap.parse_args()
    config = Config(deals=a.sampled_deals, playouts=a.playouts, budget=a.budget)
    games = list(OPPONENTS) if a.game == "all" else [a.game]
    print(f"sampling bot: at most {config.deals} sampled deals (at least {config.min_deals}, "
          f"then until {config.budget} play-out actions), play-outs per action and deal: "
          f"{config.playouts} (seed {a.seed})")
    if a.times:
        for game in games:
            print(times(game, a.times, a.seed, config), flush=True)
        return 0
    failed = []
    for game in games:
        n = a.deals if game == "klaverjassen" else a.hands
        unit = "deal" if game == "klaverjassen" else "hand"
        for opponent in (a.opponent,) if a.opponent else OPPONENTS[game]:
            s, secs = match_up(game, opponent, n, a.seed, a.jobs, config)
            print(f"{game}: sampling against {opponent}, {s.n} duplicate {unit}s: "
                  f"{s.mean:+.2f} per {unit}, 95% interval {s.low:+.2f} to {s.high:+.2f} "
                  f"({secs:.0f} s)", flush=True)
            if (game, opponent) in MUST_BEAT and not s.low > 0:
                failed.append(f"{game} against {opponent}")
    if a.check and failed:
        print("not beaten: " + ", ".join(failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
