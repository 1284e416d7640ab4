"""The duplicate harness: seat arrangements, exact cancellation, symmetry, per-side figures.

Besides the two real games, a tiny solo game for three or four players defined here: each player
is dealt two cards and plays one, the highest rank scores a point, and a tie goes to the earlier
seat, so seat 0 has an edge; with the ``rigged`` option seat 0 always scores, whatever is played.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import pytest

from tutor.bots.tournament import DuplicateResult, arrangements, duplicate, summarise
from tutor.cards import Card, piquet_pack
from tutor.game import GameSpec, solo_sides


@dataclass(frozen=True)
class HighRules:
    players: int = 3
    rigged: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "rigged": self.rigged}

    @staticmethod
    def from_dict(d: Mapping[str, Any]) -> HighRules:
        return HighRules(int(d.get("players", 3)), bool(d.get("rigged", False)))


@dataclass(frozen=True)
class HighView:
    seat: int
    players: int
    to_move: int | None
    hand: tuple[Card, ...]
    legal_actions: tuple[Card, ...]


class HighState:
    def __init__(self, rules: HighRules, seed: int) -> None:
        pack = piquet_pack()
        random.Random(f"high:{seed}").shuffle(pack)
        self.rules = rules
        self.players = rules.players
        self.hands = [pack[2 * s:2 * s + 2] for s in range(self.players)]
        self.played: list[Card] = []

    def to_move(self) -> int | None:
        return None if self.is_terminal() else len(self.played)

    def legal_actions(self) -> tuple[Card, ...]:
        seat = self.to_move()
        return () if seat is None else tuple(self.hands[seat])

    def apply(self, action: Card) -> list[Any]:
        assert action in self.legal_actions()
        self.played.append(action)
        return []

    def is_terminal(self) -> bool:
        return len(self.played) == self.players

    def returns(self) -> tuple[int, ...]:
        if self.rules.rigged:
            best = 0
        else:
            # max keeps the first of equal ranks: the seat advantage.
            best = max(range(self.players), key=lambda s: self.played[s].rank)
        return tuple(int(s == best) for s in range(self.players))

    def view(self, seat: int) -> HighView:
        mine = self.to_move() == seat
        return HighView(seat, self.players, self.to_move(), tuple(self.hands[seat]),
                        self.legal_actions() if mine else ())


def new_high(rules: Any, seed: int) -> Any:
    return HighState(rules, seed)


HIGH = GameSpec(id="high-card", name="High card", aliases=(), players=(3, 4),
                rules_from_dict=HighRules.from_dict, new_game=new_high, rule_card="",
                sides=solo_sides)


class Pick:
    """Plays its highest card, its lowest, or a random one."""

    def __init__(self, name: str, rng: random.Random) -> None:
        self.name, self.rng = name, rng

    def choose(self, view: HighView) -> Card:
        cards = sorted(view.legal_actions, key=lambda c: c.rank)
        if self.name == "high":
            return cards[-1]
        if self.name == "low":
            return cards[0]
        return self.rng.choice(cards)


def make(name: str, rng: random.Random, quick: bool) -> Pick:
    return Pick(name, rng)


def high(a: str, b: str, players: int, *, deals: int = 40, rigged: bool = False,
         mirror: bool = False) -> DuplicateResult:
    return duplicate(HIGH, a, b, deals=deals, seed=2, make=make, mirror=mirror,
                     options={"players": players, "rigged": rigged})


def adds_up(r: DuplicateResult) -> None:
    """Per deal, the per-side differences averaged over the sides are the deal's figure."""
    n = len(r.sides)
    for i, diff in enumerate(r.deal_diffs):
        total = sum(r.side_a[k][i] - r.side_b[k][i] for k in range(n)) / n
        assert total == pytest.approx(diff, abs=1e-9)


def negated(r: DuplicateResult) -> DuplicateResult:
    """The result with the bots' names traded, as the harness should find it."""
    return replace(r, bots=(r.bots[1], r.bots[0]), deal_diffs=[-d for d in r.deal_diffs],
                   match_diffs=[-m for m in r.match_diffs],
                   match_wins=(r.match_wins[1], r.match_wins[0], r.match_wins[2]),
                   side_a=r.side_b, side_b=r.side_a)


def test_arrangements_give_each_bot_each_side_equally_often() -> None:
    assert arrangements(2) == ((0,), (1,))
    assert len(arrangements(3)) == 6 and len(arrangements(4)) == 8
    for n in (2, 3, 4, 5):
        plan = arrangements(n)
        held = {frozenset(p) for p in plan}
        assert len(held) == len(plan)
        assert {frozenset(range(n)) - h for h in held} == held  # trading names changes nothing
        assert len({sum(k in p for p in plan) for k in range(n)}) == 1
    with pytest.raises(ValueError):
        arrangements(1)


@pytest.mark.parametrize("players", [3, 4])
def test_seat_advantage_nets_zero(players: int) -> None:
    rigged = high("high", "low", players, deals=5, rigged=True)
    assert rigged.deal_diffs == [0.0] * 5
    sides = rigged.per_side()
    assert [s.a.mean for s in sides] == [s.b.mean for s in sides] == [1.0] + [0.0] * (players - 1)
    # Identical bots: seat 0 wins ties for whichever bot holds it, and the edge cancels.
    same = high("high", "high", players)
    assert same.deal_diffs == [0.0] * 40
    seat0 = same.per_side()[0]
    assert seat0.a.mean == seat0.b.mean > 1 / players
    adds_up(same)


@pytest.mark.parametrize("players", [3, 4])
def test_the_better_bot_wins_and_the_result_is_symmetric(players: int) -> None:
    r = high("high", "low", players)
    assert r.deals().low > 0 and r.arrangements() == 2 * players
    assert all(s.a.mean > s.b.mean for s in r.per_side())
    assert high("low", "high", players) == negated(r)
    adds_up(r)
    mirrored = high("random", "random", players, mirror=True)
    assert mirrored.deal_diffs == [0.0] * 40
    assert high("random", "random", players).deal_diffs != [0.0] * 40


def test_identical_bots_cancel_under_mirror_in_both_real_games() -> None:
    kj = duplicate("klaverjassen", "random", "random", deals=3, seed=5, matches=1, mirror=True)
    assert kj.deal_diffs == [0.0] * 3 and kj.match_diffs == [0.0]
    assert kj.match_wins[0] == kj.match_wins[1]  # the same game, seen from each side
    assert [s.name for s in kj.per_side()] == ["N-S", "E-W"]
    gin = duplicate("gin", "random", "random", deals=3, seed=5, mirror=True)
    assert gin.deal_diffs == [0.0] * 3 and gin.sides == ((0,), (1,))
    for r in (kj, gin):
        for s in r.per_side():
            assert s.a == s.b


@pytest.mark.parametrize(("game", "a", "b"), [("klaverjassen", "beginner", "random"),
                                             ("gin", "baseline", "random")])
def test_real_games_are_symmetric_and_per_side_figures_add_up(game: str, a: str, b: str) -> None:
    # Mirrored, so that trading names also trades the random streams.
    r = duplicate(game, a, b, deals=4, seed=3, quick=True, matches=1, mirror=True)
    assert duplicate(game, b, a, deals=4, seed=3, quick=True, matches=1, mirror=True) == negated(r)
    adds_up(r)
    # Two sides: each side's score in each of the two passes, each counted once.
    assert r.deals().mean == pytest.approx(
        sum(r.per_side()[k].a.mean - r.per_side()[k].b.mean for k in range(2)) / 2)
    d = r.to_dict()
    assert d["deals"] == 4 and d["arrangements"] == 2 and len(d["sides"]) == 2
    assert d["sides"][0]["a"]["mean"] == round(r.per_side()[0].a.mean, 2)
    text = r.describe()
    assert "per deal more than" in text and r.per_side()[1].name in text


def test_no_deals_and_one_deal_show_no_infinite_interval() -> None:
    assert not summarise([]).bounded and not summarise([1.0]).bounded
    assert summarise([1.0, 3.0]).bounded
    none = duplicate(HIGH, "high", "low", deals=0, seed=1, make=make, matches=1)
    text = none.describe()
    assert "no duplicate deals" in text and "inf" not in text
    d = none.to_dict()
    assert d["deals"] == 0 and d["interval"] is None and d["match_ci95"] is None
    one = duplicate(HIGH, "high", "low", deals=1, seed=1, make=make)
    assert "inf" not in one.describe() and "no interval" in one.describe()
