"""Duplicate play between two bots: every deal twice, with the bots swapping seats and cards.

Bot A plays the even seats (N-S, or player 1) in the first pass and the odd seats in the second;
the per-deal score is A's total minus B's over both passes, halved. The luck of the cards cancels,
so the mean per-deal difference and its 95% interval measure strength.

With ``mirror``, each seat draws the same random stream in both passes, so two identical bots
replay the first pass exactly and cancel to zero; a changed bot then differs only where its own
choices differ (common random numbers: the way to compare two versions of one bot).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..registry import get_spec
from .registry import make_bot


@dataclass(frozen=True)
class Summary:
    n: int
    mean: float
    ci95: float  # half-width of the 95% interval of the mean

    @property
    def low(self) -> float:
        return self.mean - self.ci95

    @property
    def high(self) -> float:
        return self.mean + self.ci95


def summarise(xs: list[float]) -> Summary:
    n = len(xs)
    if n == 0:
        return Summary(0, 0.0, math.inf)
    mean = sum(xs) / n
    if n < 2:
        return Summary(n, mean, math.inf)
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return Summary(n, mean, 1.96 * math.sqrt(var / n))


@dataclass
class DuplicateResult:
    game: str
    bots: tuple[str, str]
    seed: int
    rules: dict[str, Any]
    deal_diffs: list[float] = field(default_factory=list)
    match_diffs: list[float] = field(default_factory=list)
    match_wins: tuple[int, int, int] = (0, 0, 0)  # A wins, B wins, draws; each pass counts

    def deals(self) -> Summary:
        return summarise(self.deal_diffs)

    def matches(self) -> Summary:
        return summarise(self.match_diffs)

    def to_dict(self) -> dict[str, Any]:
        d, m = self.deals(), self.matches()
        out: dict[str, Any] = {
            "game": self.game, "bots": list(self.bots), "seed": self.seed, "rules": self.rules,
            "deals": d.n, "mean_per_deal": round(d.mean, 2), "ci95": round(d.ci95, 2),
            "interval": [round(d.low, 2), round(d.high, 2)],
        }
        if self.match_diffs:
            out |= {"matches": m.n, "match_mean": round(m.mean, 2),
                    "match_ci95": round(m.ci95, 2),
                    "match_wins": {"a": self.match_wins[0], "b": self.match_wins[1],
                                   "draws": self.match_wins[2]}}
        return out

    def describe(self) -> str:
        a, b = self.bots
        d = self.deals()
        lines = [f"{a} against {b}, {d.n} duplicate deals (seed {self.seed}):",
                 f"  {a} scores {d.mean:+.1f} per deal more than {b}, "
                 f"95% interval {d.low:+.1f} to {d.high:+.1f}"]
        if self.match_diffs:
            m = self.matches()
            w = self.match_wins
            lines.append(f"  matches: {a} won {w[0]}, {b} won {w[1]}, drawn {w[2]}; "
                         f"mean difference {m.mean:+.1f} ± {m.ci95:.1f}")
        return "\n".join(lines)


def play_game(game: str, rules: Any, seed: int, seat_bots: list[Any]) -> tuple[int, ...]:
    """Play one game to the end; returns the scores per seat.

    A bot with ``open_cards = True`` (the open-cards ceiling) chooses from the full state.
    """
    spec = get_spec(game)
    state = spec.new_game(rules, seed)
    while not state.is_terminal():
        seat = state.to_move()
        assert seat is not None
        bot = seat_bots[seat]
        if getattr(bot, "open_cards", False):
            action = bot.choose_from_state(state)
        else:
            action = bot.choose(state.view(seat))
        state.apply(action)
    return state.returns()


def _one(args: tuple[str, str, str, Mapping[str, Any], int, int, bool, bool]
         ) -> tuple[float, float]:
    """A's score minus B's in both passes of duplicate game ``index``."""
    game, a, b, options, seed, index, quick, mirror = args
    spec = get_spec(game)
    rules = spec.rules_from_dict(options)
    deal_seed = seed * 1_000_003 + index
    diffs: list[float] = []
    for swap in (False, True):
        state = spec.new_game(rules, deal_seed)
        seats = state.players
        bots = []
        for s in range(seats):
            mine = (s % 2 == 0) != swap
            rng = random.Random(f"duplicate:{seed}:{index}:{s}" if mirror
                                else f"duplicate:{seed}:{index}:{swap}:{s}")
            bots.append(make_bot(game, a if mine else b, rng, quick=quick))
        scores = play_game(game, rules, deal_seed, bots)
        a_seat = 0 if not swap else 1
        diffs.append(scores[a_seat] - scores[1 - a_seat])
    return diffs[0], diffs[1]


def duplicate(game: str, a: str, b: str, *, deals: int, seed: int = 0,
              options: Mapping[str, Any] | None = None, quick: bool = False, jobs: int = 1,
              matches: int = 0, mirror: bool = False) -> DuplicateResult:
    """Play ``deals`` duplicate single deals (and ``matches`` duplicate whole matches);
    ``mirror`` gives each seat the same random stream in both passes."""
    spec = get_spec(game)
    options = dict(options or {})
    rules_dict = spec.rules_from_dict(options).to_dict()
    result = DuplicateResult(spec.id, (a, b), seed, rules_dict)
    one_deal = {**options, **({spec.length_option: 1} if spec.length_option else {})}
    deal_args = [(spec.id, a, b, one_deal, seed, i, quick, mirror) for i in range(deals)]
    match_args = [(spec.id, a, b, options, seed + 7_919, i, quick, mirror)
                  for i in range(matches)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            deal_pairs = list(pool.map(_one, deal_args))
            match_pairs = list(pool.map(_one, match_args))
    else:
        deal_pairs = [_one(x) for x in deal_args]
        match_pairs = [_one(x) for x in match_args]
    result.deal_diffs = [(x + y) / 2 for x, y in deal_pairs]
    result.match_diffs = [(x + y) / 2 for x, y in match_pairs]
    wins = [0, 0, 0]
    for pair in match_pairs:
        for m in pair:
            wins[0 if m > 0 else 1 if m < 0 else 2] += 1
    result.match_wins = (wins[0], wins[1], wins[2])
    return result
