"""Duplicate play between two bots: every deal under every seat arrangement, so the luck cancels.

A game's sides (``GameSpec.sides``: two teams of partners, or each player alone) are shared out
between bots A and B, and every deal is played once under each arrangement, the same cards at the
same seats. The arrangements: for every side, one bot holds that side alone and the other bot all
the rest, and the same with the bots exchanged; repeats are dropped. With two sides that is the
familiar two passes (A on the first side, then on the second); with three solo seats it is six
arrangements, with four solo seats eight (A alone at one seat against three copies of B, then B
alone against three of A). The set is fair in two ways: each bot holds each side equally often, so
a seat advantage cancels, and trading the bots' names leaves it unchanged, so B against A is
exactly the negative of A against B.

A bot's score in one arrangement is the mean score of the sides it holds minus the mean of the
sides the other bot holds (a team's score is the one its seats share); the per-deal figure is the
mean over the arrangements, and its mean over the deals, with a 95% interval, measures strength.
Per side, the result also gives each bot's mean score when holding that side. An arrangement
counts there with the weight the side has in the bot's score (one over the number of sides it
holds: equal weights whenever both bots hold as many sides, as in every two-sided game), so the
differences A minus B, averaged over the sides, are exactly the per-deal figure.

With ``mirror``, each seat draws the same random stream in every arrangement, so two identical bots
replay one game in all of them and cancel to zero; a changed bot then differs only where its own
choices differ (common random numbers: the way to compare two versions of one bot).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..game import GameSpec, Sides
from ..i18n import Text
from ..registry import get_spec
from ..seats import seat_name
from . import text as T
from .registry import make_bot

#: Builds a bot from its name: ``(name, rng, quick) -> bot``; the default asks the bot registry.
#: With ``jobs > 1`` it must be picklable (a module-level function).
BotFactory = Callable[[str, random.Random, bool], Any]


@dataclass(frozen=True)
class Summary:
    n: int
    mean: float
    ci95: float  # half-width of the 95% interval of the mean; infinite below two items

    @property
    def low(self) -> float:
        return self.mean - self.ci95

    @property
    def high(self) -> float:
        return self.mean + self.ci95

    @property
    def bounded(self) -> bool:
        """True when there is an interval to show (two items or more)."""
        return math.isfinite(self.ci95)


def summarise(xs: list[float]) -> Summary:
    n = len(xs)
    if n == 0:
        return Summary(0, 0.0, math.inf)
    mean = sum(xs) / n
    if n < 2:
        return Summary(n, mean, math.inf)
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return Summary(n, mean, 1.96 * math.sqrt(var / n))


def arrangements(sides: int) -> tuple[tuple[int, ...], ...]:
    """The sides bot A holds in each arrangement (B holds the rest), in play order.

    Each side alone, then each side's complement, repeats dropped: with two sides ``((0,), (1,))``.
    """
    if sides < 2:
        raise ValueError(f"duplicate play needs at least two sides, not {sides}")  # internal
    alone = [(k,) for k in range(sides)]
    rest = [tuple(j for j in range(sides) if j != k) for k in range(sides)]
    return tuple(dict.fromkeys(alone + rest))


@dataclass(frozen=True)
class SideResult:
    """One side's seats, and each bot's mean score per deal when holding it."""

    seats: tuple[int, ...]
    name: str
    a: Summary
    b: Summary


def _side_name(seats: tuple[int, ...], players: int) -> str:
    return "-".join(seat_name(s, players) for s in seats)


def _rounded(s: Summary, digits: int = 2) -> dict[str, Any]:
    bounded = s.bounded
    return {"mean": round(s.mean, digits) if s.n else None,
            "ci95": round(s.ci95, digits) if bounded else None,
            "interval": [round(s.low, digits), round(s.high, digits)] if bounded else None}


def _interval(s: Summary, one: Text) -> str:
    """The 95% interval, or ``one`` (there is no interval of one item)."""
    if s.bounded:
        return T.INTERVAL.format(low=s.low, high=s.high)
    return str(one)


def _spread(s: Summary) -> str:
    return T.SPREAD.format(mean=s.mean, low=s.low, high=s.high) if s.bounded else f"{s.mean:.1f}"


@dataclass
class DuplicateResult:
    game: str
    bots: tuple[str, str]
    seed: int
    rules: dict[str, Any]
    deal_diffs: list[float] = field(default_factory=list)
    match_diffs: list[float] = field(default_factory=list)
    match_wins: tuple[int, int, int] = (0, 0, 0)  # A wins, B wins, draws; each arrangement counts
    #: The seats of each side, and the number of players they were drawn from.
    sides: Sides = ()
    players: int = 0
    #: Per side, per deal: bot A's (and B's) mean score when holding the side.
    side_a: list[list[float]] = field(default_factory=list)
    side_b: list[list[float]] = field(default_factory=list)

    def deals(self) -> Summary:
        return summarise(self.deal_diffs)

    def matches(self) -> Summary:
        return summarise(self.match_diffs)

    def arrangements(self) -> int:
        return len(arrangements(len(self.sides))) if len(self.sides) >= 2 else 0

    def per_side(self) -> list[SideResult]:
        return [SideResult(seats, _side_name(seats, self.players), summarise(a), summarise(b))
                for seats, a, b in zip(self.sides, self.side_a, self.side_b, strict=True)]

    def to_dict(self) -> dict[str, Any]:
        d, m = self.deals(), self.matches()
        dd = _rounded(d)
        out: dict[str, Any] = {
            "game": self.game, "bots": list(self.bots), "seed": self.seed, "rules": self.rules,
            "arrangements": self.arrangements(),
            "deals": d.n, "mean_per_deal": dd["mean"], "ci95": dd["ci95"],
            "interval": dd["interval"],
            "sides": [{"seats": list(s.seats), "name": s.name, "a": _rounded(s.a),
                       "b": _rounded(s.b)} for s in self.per_side()] if d.n else [],
        }
        if self.match_diffs:
            md = _rounded(m)
            out |= {"matches": m.n, "match_mean": md["mean"], "match_ci95": md["ci95"],
                    "match_wins": {"a": self.match_wins[0], "b": self.match_wins[1],
                                   "draws": self.match_wins[2]}}
        return out

    def describe(self) -> str:
        a, b = self.bots
        d = self.deals()
        if not d.n:
            lines = [T.DUPLICATE_NONE.format(a=a, b=b, seed=self.seed)]
        else:
            lines = [T.DUPLICATE_HEAD.format(d.n, a=a, b=b, arrangements=self.arrangements(),
                                             seed=self.seed),
                     "  " + T.DUPLICATE_MEAN.format(a=a, b=b, mean=d.mean,
                                                    interval=_interval(d, T.ONE_DEAL)),
                     "  " + str(T.PER_SIDE_INTERVAL if d.bounded else T.PER_SIDE)]
            sides = self.per_side()
            width = max(len(s.name) for s in sides)
            for s in sides:
                lines.append(f"    {s.name:<{width}}  {a} {_spread(s.a)}, {b} {_spread(s.b)}")
        if self.match_diffs:
            m = self.matches()
            w = self.match_wins
            lines.append("  " + T.MATCHES.format(a=a, b=b, a_wins=w[0], b_wins=w[1], draws=w[2],
                                                 mean=m.mean, interval=_interval(m, T.ONE_MATCH)))
        return "\n".join(lines)


def play_game(game: str | GameSpec, rules: Any, seed: int, seat_bots: list[Any]
              ) -> tuple[int, ...]:
    """Play one game to the end; returns the scores per seat.

    A bot with ``open_cards = True`` (the open-cards ceiling) chooses from the full state.
    """
    spec = get_spec(game) if isinstance(game, str) else game
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


@dataclass(frozen=True)
class _Task:
    """One duplicate game, as sent to a worker process."""

    game: str | GameSpec
    a: str
    b: str
    options: Mapping[str, Any]
    seed: int
    index: int
    quick: bool
    mirror: bool
    sides: Sides
    make: BotFactory | None


#: Per arrangement, the score of every side (exact, so that mirrored identical bots cancel to 0).
_Scores = tuple[tuple[Fraction, ...], ...]


def _one(task: _Task) -> _Scores:
    """Every side's score under every arrangement of duplicate game ``task.index``."""
    spec = get_spec(task.game) if isinstance(task.game, str) else task.game
    rules = spec.rules_from_dict(task.options)
    deal_seed = task.seed * 1_000_003 + task.index
    plan = arrangements(len(task.sides))
    out = []
    for i, held in enumerate(plan):
        # Two arrangements keep the stream names of the former two passes, so figures measured
        # before (docs/benchmarks.md) reproduce.
        label = str(bool(i)) if len(plan) == 2 else str(i)
        owner = {s: k in held for k, seats in enumerate(task.sides) for s in seats}
        bots = []
        for s in sorted(owner):
            rng = random.Random(f"duplicate:{task.seed}:{task.index}:{s}" if task.mirror
                                else f"duplicate:{task.seed}:{task.index}:{label}:{s}")
            name = task.a if owner[s] else task.b
            bots.append(make_bot(spec.id, name, rng, quick=task.quick) if task.make is None
                        else task.make(name, rng, task.quick))
        scores = play_game(spec, rules, deal_seed, bots)
        out.append(tuple(Fraction(sum(scores[s] for s in seats), len(seats))
                         for seats in task.sides))
    return tuple(out)


def _mean(xs: list[Fraction]) -> Fraction:
    return sum(xs, Fraction(0)) / len(xs)


def _diffs(sides: int, scores: _Scores) -> list[Fraction]:
    """A's score minus B's in each arrangement."""
    out = []
    for held, per_side in zip(arrangements(sides), scores, strict=True):
        mine = [per_side[k] for k in range(sides) if k in held]
        theirs = [per_side[k] for k in range(sides) if k not in held]
        out.append(_mean(mine) - _mean(theirs))
    return out


def _per_side(sides: int, scores: _Scores) -> tuple[list[Fraction], list[Fraction]]:
    """Each bot's mean score per side, each arrangement weighted by the side's share in it."""
    plan = arrangements(sides)
    result: tuple[list[Fraction], list[Fraction]] = ([], [])
    for k in range(sides):
        for bot, out in enumerate(result):
            total = weight = Fraction(0)
            for held, per_side in zip(plan, scores, strict=True):
                group = held if bot == 0 else tuple(j for j in range(sides) if j not in held)
                if k in group:
                    total += per_side[k] / len(group)
                    weight += Fraction(1, len(group))
            out.append(total / weight)
    return result


def duplicate(game: str | GameSpec, a: str, b: str, *, deals: int, seed: int = 0,
              options: Mapping[str, Any] | None = None, quick: bool = False, jobs: int = 1,
              matches: int = 0, mirror: bool = False,
              make: BotFactory | None = None) -> DuplicateResult:
    """Play ``deals`` duplicate single deals (and ``matches`` duplicate whole matches).

    ``mirror`` gives each seat the same random stream in every arrangement. ``game`` is an id or a
    spec; ``make`` builds bots the registry does not know (a made-up game in the tests).
    """
    spec = get_spec(game) if isinstance(game, str) else game
    options = dict(options or {})
    rules = spec.rules_from_dict(options)
    first = spec.new_game(rules, seed)
    players = first.players
    sides = spec.sides_in(first)
    arrangements(len(sides))  # refuses a game of one side before any play
    result = DuplicateResult(spec.id, (a, b), seed, rules.to_dict(), sides=sides,
                             players=players)
    # Workers look a registered game up by id; a spec given directly must pickle (jobs > 1).
    where: str | GameSpec = spec.id if isinstance(game, str) else spec
    one_deal = {**options, **({spec.length_option: 1} if spec.length_option else {})}
    deal_tasks = [_Task(where, a, b, one_deal, seed, i, quick, mirror, sides, make)
                  for i in range(deals)]
    match_tasks = [_Task(where, a, b, options, seed + 7_919, i, quick, mirror, sides, make)
                   for i in range(matches)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            deal_scores = list(pool.map(_one, deal_tasks))
            match_scores = list(pool.map(_one, match_tasks))
    else:
        deal_scores = [_one(t) for t in deal_tasks]
        match_scores = [_one(t) for t in match_tasks]
    n = len(sides)
    result.deal_diffs = [float(_mean(_diffs(n, s))) for s in deal_scores]
    result.side_a = [[] for _ in sides]
    result.side_b = [[] for _ in sides]
    for s in deal_scores:
        mine, theirs = _per_side(n, s)
        for k in range(n):
            result.side_a[k].append(float(mine[k]))
            result.side_b[k].append(float(theirs[k]))
    match_diffs = [_diffs(n, s) for s in match_scores]
    result.match_diffs = [float(_mean(x)) for x in match_diffs]
    wins = [0, 0, 0]
    for per_arrangement in match_diffs:
        for m in per_arrangement:
            wins[0 if m > 0 else 1 if m < 0 else 2] += 1
    result.match_wins = (wins[0], wins[1], wins[2])
    return result
