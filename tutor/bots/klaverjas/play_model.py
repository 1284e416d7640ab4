"""A fitted model of how players choose a card, for reading the cards played.

The chance that a player with a given hand chooses a card is modelled as a softmax over the
cards the rules allow it (a conditional logit): each card scores the weighted sum of its features
in the situation (leading a trump while the team went, a discard in a suit the hand is strong
in, points thrown under an opponent's trick, the cheapest card that wins, ...), and the weights
were fitted offline by ``bench/fit_klaverjas_play.py`` to the expert's own choices in self-play
(shipped as data, ``play_model.json``). Multiplied over the cards others have played, these
chances say how well a sampled deal explains the play so far: the expert draws its deals in
proportion (``tutor.bots.klaverjas.plays``).

Everything a feature uses is public but the hand: the suit led, who holds the trick, the points
on it, which cards are still out (so which card of a suit is the best left), and earlier discards.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ...games.klaverjas.engine import SUIT_MASK, Tables, bit_indices
from .trump_model import coefficients

#: Rank index within a suit: cards are indexed suit * 8 + rank, from the 7 to the Ace.
_TEN = 3
_PIT_RANKS = frozenset({0, 1, 2, 7})  # 7, 8, 9, A: the seed's PIT signal

FEATURES: tuple[str, ...] = (
    # leading
    "lead_trump", "lead_trump_going", "lead_trump_many", "lead_trump_master",
    "lead_master", "lead_points", "lead_length", "lead_lowest", "lead_singleton",
    "lead_ten_ace_out", "lead_partner_pit", "lead_partner_af",
    # adding to a trick
    "wins", "wins_over_partner", "wins_last", "wins_cheapest", "wins_points",
    "points_under_opponent", "points_to_partner", "points_to_partner_last",
    "ruff", "ruff_partner", "master", "lowest_of_suit", "highest_of_suit",
    # discarding (neither the suit led nor a trump)
    "discard_length", "discard_strong", "discard_first", "discard_singleton",
    "signal_pit", "signal_af", "discard_pit_rank",
)
_F = {name: i for i, name in enumerate(FEATURES)}


@dataclass(frozen=True, slots=True)
class Moment:
    """The public situation of one player about to add a card (or lead)."""

    seat: int
    led: int  # the suit led, -1 when leading
    win_power: int  # the power of the card holding the trick so far (-1: none)
    partner_wins: bool  # the partner holds the trick so far
    high: int  # the highest trump in the trick so far (-1: none)
    last: bool  # the fourth card of the trick
    on_table: int  # card points in the trick so far
    out: int  # the cards not yet played before this one (mask): who may still hold them
    discarded: int  # suits (bits) in which this seat has discarded already
    going: bool  # this seat's team went
    partner_went: bool
    partner_pit: int  # suits (bits) the partner signalled PIT in, or afseinen:
    partner_af: int
    masters: tuple[int, int, int, int]  # per suit, the best card still out (-1: none)


def moments(tricks: list[tuple[int, list[int]]], t: Tables,
            going: int) -> list[tuple[Moment, int]]:
    """Every card of ``tricks`` (``(leader, cards)`` in order) with the moment it was chosen."""
    trump = t.trump
    out = (1 << 32) - 1
    discarded = [0, 0, 0, 0]
    pit = [0, 0, 0, 0]
    af = [0, 0, 0, 0]
    result: list[tuple[Moment, int]] = []
    for leader, cards in tricks:
        led = cards[0] >> 3 if cards else -1
        win_power, winner, high, pts = -1, -1, -1, 0
        for k, c in enumerate(cards):
            seat = (leader + k) % 4
            mate = seat ^ 2
            m = Moment(seat, led if k else -1, win_power, k > 0 and winner == mate, high, k == 3,
                       pts, out, discarded[seat], seat % 2 == going % 2, mate == going,
                       pit[mate], af[mate], masters(out, t))
            result.append((m, c))
            s = c >> 3
            if k and s != led and s != trump:
                bit = 1 << s
                if not discarded[seat] & bit:
                    if c & 7 in _PIT_RANKS:
                        pit[seat] |= bit
                    else:
                        af[seat] |= bit
                discarded[seat] |= bit
            p = t.power[c] if s in (trump, led) else -1
            if p > win_power:
                win_power, winner = p, seat
            if s == trump and (high < 0 or t.power[c] > t.power[high]):
                high = c
            pts += t.points[c]
            out &= ~(1 << c)
    return result


def _best(cards: int, power: list[int]) -> int:
    best, bp = -1, -1
    for c in bit_indices(cards):
        if power[c] > bp:
            best, bp = c, power[c]
    return best


def masters(out: int, t: Tables) -> tuple[int, int, int, int]:
    """Per suit, the best card among ``out`` (-1: none left)."""
    m = [_best(out & SUIT_MASK[s], t.power) for s in range(4)]
    return m[0], m[1], m[2], m[3]


def sparse_features(m: Moment, hand: int, card: int, legal: int,
                    t: Tables) -> list[tuple[int, float]]:
    """The features of choosing ``card`` from ``hand`` (the ``legal`` cards as the rules allow)
    at moment ``m``, as (index in :data:`FEATURES`, value) for the ones not zero."""
    f: list[tuple[int, float]] = []
    power, pts = t.power, t.points
    s = card >> 3
    suit = hand & SUIT_MASK[s]
    n = suit.bit_count()
    pw = power[card]
    lowest = highest = True
    for x in bit_indices(suit):
        if power[x] < pw:
            lowest = False
        elif power[x] > pw:
            highest = False
    best = m.masters[s]
    bit = 1 << s
    if m.led < 0:
        if s == t.trump:
            f.append((_F["lead_trump"], 1.0))
            if m.going:
                f.append((_F["lead_trump_going"], 1.0))
            f.append((_F["lead_trump_many"], n / 4))
            if best == card:
                f.append((_F["lead_trump_master"], 1.0))
            return f
        if best == card:
            f.append((_F["lead_master"], 1.0))
        if pts[card]:
            f.append((_F["lead_points"], pts[card] / 10))
        f.append((_F["lead_length"], n / 4))
        if lowest:
            f.append((_F["lead_lowest"], 1.0))
        if n == 1:
            f.append((_F["lead_singleton"], 1.0))
        ace = 8 * s + 7
        if card & 7 == _TEN and m.out >> ace & 1 and not hand >> ace & 1:
            f.append((_F["lead_ten_ace_out"], 1.0))
        if m.partner_pit & bit:
            f.append((_F["lead_partner_pit"], 1.0))
        if m.partner_af & bit:
            f.append((_F["lead_partner_af"], 1.0))
        return f
    trumps = s == t.trump
    led_suit = s == m.led
    if (pw if trumps or led_suit else -1) > m.win_power:
        f.append((_F["wins"], 1.0))
        if m.partner_wins:
            f.append((_F["wins_over_partner"], 1.0))
        if m.last:
            f.append((_F["wins_last"], 1.0))
        if pts[card]:
            f.append((_F["wins_points"], pts[card] / 10))
        # No cheaper card of the same suit would have won as well.
        if not any(m.win_power < power[x] < pw for x in bit_indices(legal & SUIT_MASK[s])):
            f.append((_F["wins_cheapest"], 1.0))
    elif pts[card]:
        name = ("points_to_partner_last" if m.last else "points_to_partner") \
            if m.partner_wins else "points_under_opponent"
        f.append((_F[name], pts[card] / 10))
    if trumps and m.led != t.trump:
        f.append((_F["ruff"], 1.0))
        if m.partner_wins:
            f.append((_F["ruff_partner"], 1.0))
    if best == card:
        f.append((_F["master"], 1.0))
    if lowest:
        f.append((_F["lowest_of_suit"], 1.0))
    if highest:
        f.append((_F["highest_of_suit"], 1.0))
    if not led_suit and not trumps:
        strong = best >= 0 and bool(hand >> best & 1)
        first = not m.discarded & bit
        pit_rank = card & 7 in _PIT_RANKS
        f.append((_F["discard_length"], n / 4))
        if strong:
            f.append((_F["discard_strong"], 1.0))
        if first:
            f.append((_F["discard_first"], 1.0))
            if pit_rank:
                f.append((_F["discard_pit_rank"], 1.0))
            if m.partner_went and pit_rank and strong:
                f.append((_F["signal_pit"], 1.0))
            if m.partner_went and not pit_rank and not strong:
                f.append((_F["signal_af"], 1.0))
        if n == 1:
            f.append((_F["discard_singleton"], 1.0))
    return f


def features(m: Moment, hand: int, card: int, legal: int, t: Tables) -> list[float]:
    """The features of choosing ``card`` (as :func:`sparse_features`), all of them."""
    f = [0.0] * len(FEATURES)
    for i, v in sparse_features(m, hand, card, legal, t):
        f[i] = v
    return f


@dataclass(frozen=True)
class PlayModel:
    """Weights per feature, and how they were fitted."""

    coefficients: tuple[float, ...]
    fitted: dict[str, object]

    def log_chance(self, m: Moment, hand: int, card: int, legal: int, t: Tables) -> float:
        """The log of the chance that a player holding ``hand`` chooses ``card`` of ``legal``."""
        w = self.coefficients
        mine = 0.0
        scores = []
        for x in bit_indices(legal):
            v = 0.0
            for i, value in sparse_features(m, hand, x, legal, t):
                v += w[i] * value
            scores.append(v)
            if x == card:
                mine = v
        top = max(scores)
        return mine - top - math.log(sum(math.exp(v - top) for v in scores))


def from_json(text: str) -> PlayModel:
    """A model from its JSON form (as ``bench/fit_klaverjas_play.py`` writes it)."""
    data = json.loads(text)
    return PlayModel(coefficients(data, FEATURES), dict(data.get("fitted", {})))


@cache
def shipped() -> PlayModel:
    """The model shipped with the package."""
    text = resources.files(__package__).joinpath("play_model.json").read_text("utf-8")
    return from_json(text)
