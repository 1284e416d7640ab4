"""A fitted estimate of what a trump call is worth, from the caller's hand alone.

A linear model over hand features (which trumps, how many, side Aces and Tens, short suits, the
caller's place at the table) predicts the deal's result for the caller's team when the caller
goes in a suit: the average, over the ways the other 24 cards may lie, of the exact open-cards
result. It was fitted offline by ``bench/fit_klaverjas_trump.py`` to solved random deals and is
shipped as data (``trump_model.json``: the coefficients, how they were fitted and how well they
predict).

The expert uses it twice: to choose which suits to search, and as a prior that the searched
deals refine (:meth:`TrumpModel.combine`): with few searched deals the prediction weighs as
much as ``prior_deals`` deals would, so one lucky or unlucky sample cannot swing the call.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

#: Index within a suit of each rank (cards are indexed suit * 8 + rank index, 7 low to Ace).
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)

FEATURES: tuple[str, ...] = (
    "bias",
    "trump_jack", "trump_nine", "trump_ace", "trump_ten", "trump_king", "trump_queen",
    "trump_low",  # the 7 and the 8, counted
    "trumps_squared",  # (trumps held) squared: length pays more than card by card
    "jack_and_nine",
    "side_aces", "side_tens", "side_tens_with_ace", "side_tens_bare", "side_kings",
    "side_voids", "side_singletons",
    "second_hand", "third_hand", "fourth_hand",  # the caller's place after the first leader
)


def features(hand: int, trump: int, place: int) -> tuple[float, ...]:
    """The model's features of ``hand`` (a 32-bit mask) with ``trump`` as trump, the caller
    being ``place`` seats after the player who leads to the first trick (0: the caller leads)."""
    t = hand >> (8 * trump) & 0xFF
    n_trumps = t.bit_count()
    side_aces = side_tens = tens_with_ace = tens_bare = kings = voids = singles = 0
    for s in range(4):
        if s == trump:
            continue
        m = hand >> (8 * s) & 0xFF
        n = m.bit_count()
        ace, ten = m >> ACE & 1, m >> TEN & 1
        side_aces += ace
        side_tens += ten
        tens_with_ace += ace & ten
        tens_bare += int(bool(ten) and not ace and n == 1)
        kings += m >> KING & 1
        voids += int(n == 0)
        singles += int(n == 1)
    return (
        1.0,
        float(t >> JACK & 1), float(t >> NINE & 1), float(t >> ACE & 1), float(t >> TEN & 1),
        float(t >> KING & 1), float(t >> QUEEN & 1), float((t >> SEVEN & 1) + (t >> EIGHT & 1)),
        float(n_trumps * n_trumps),
        float((t >> JACK) & (t >> NINE) & 1),
        float(side_aces), float(side_tens), float(tens_with_ace), float(tens_bare), float(kings),
        float(voids), float(singles),
        float(place == 1), float(place == 2), float(place == 3),
    )


@dataclass(frozen=True)
class TrumpModel:
    """Coefficients per feature, and what the fit measured."""

    coefficients: tuple[float, ...]
    #: Spread of one deal's result around the hand's expected result (points).
    deal_sd: float
    #: Spread of the model's error in a hand's expected result (points).
    model_sd: float
    fitted: dict[str, object]

    def predict(self, hand: int, trump: int, place: int) -> float:
        """The expected result for the caller's team of going in ``trump`` with ``hand``."""
        return sum(w * x for w, x in zip(self.coefficients, features(hand, trump, place),
                                         strict=True))

    @property
    def prior_deals(self) -> float:
        """How many searched deals the prediction is worth: their spread over its own."""
        return (self.deal_sd / self.model_sd) ** 2

    def combine(self, prediction: float, mean: float, n: int) -> float:
        """The estimate from the prediction and the mean result of ``n`` searched deals."""
        w = self.prior_deals
        return (w * prediction + n * mean) / (w + n)


def coefficients(data: dict[str, Any], features: tuple[str, ...]) -> tuple[float, ...]:
    """A fitted model's weights in the code's order of ``features``, which the data must name."""
    names = tuple(data["features"])
    if names != features:
        raise ValueError(f"the model's features {names} are not the code's {features}")  # internal
    return tuple(float(data["coefficients"][f]) for f in features)


def from_json(text: str) -> TrumpModel:
    """A model from its JSON form (as ``bench/fit_klaverjas_trump.py`` writes it)."""
    data = json.loads(text)
    coef = coefficients(data, FEATURES)
    return TrumpModel(coef, float(data["deal_sd"]), float(data["model_sd"]),
                      dict(data.get("fitted", {})))


@cache
def shipped() -> TrumpModel:
    """The model shipped with the package."""
    text = resources.files(__package__).joinpath("trump_model.json").read_text("utf-8")
    return from_json(text)
