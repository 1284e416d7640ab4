"""The fitted model of how players choose a card, and the reading of the play built on it."""

from __future__ import annotations

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from kj_helpers import position
from test_klaverjas_plays import UNDER_THE_ACE, bit

from tutor.bots.klaverjas.play_model import (
    FEATURES,
    PlayModel,
    features,
    moments,
    shipped,
    sparse_features,
)
from tutor.bots.klaverjas.plays import legal_cards, model_likelihood
from tutor.cards import parse_card
from tutor.games.klaverjas.engine import INDEX, KlaverjasState, tables
from tutor.games.klaverjas.rules import KlaverjasRules, TrumpMethod


def next_moment(leader: int, cards: list[str], going: int = 0) -> object:
    """The moment of the next card to the trick (the card itself does not enter it)."""
    t = tables(parse_card("♥7").suit.value)
    trick = [INDEX[parse_card(c)] for c in cards]
    return moments([(leader, [*trick, 0])], t, going)[-1][0]


def named(m: object, hand: int, card: str, legal: int) -> dict[str, float]:
    t = tables(parse_card("♥7").suit.value)
    return {FEATURES[i]: v for i, v in sparse_features(m, hand, INDEX[parse_card(card)],  # type: ignore[arg-type]
                                                          legal, t)}


def test_moments_say_who_holds_the_trick_and_what_is_out() -> None:
    t = tables(parse_card("♥7").suit.value)
    trick = [INDEX[parse_card(c)] for c in ("♠A", "♠7", "♠8", "♠10")]
    ms = moments([(0, trick)], t, going=0)
    assert [m.seat for m, _ in ms] == [0, 1, 2, 3]
    lead, east, south, west = (m for m, _ in ms)
    assert lead.led == -1 and lead.going and not lead.partner_went
    assert east.led == parse_card("♠A").suit.value and not east.partner_wins
    assert south.partner_wins and south.partner_went and not west.partner_wins and west.last
    assert west.on_table == 11 and not west.out & bit("♠A") and west.out & bit("♠10")
    # The ♠A is gone by West's turn: the ♠10 is then the best spade left.
    assert west.masters[parse_card("♠A").suit.value] == INDEX[parse_card("♠10")]


def test_features_of_points_under_an_opponents_trick_and_spekken() -> None:
    west = next_moment(0, ["♠A", "♠7", "♠8"])
    spades = bit("♠10") | bit("♠9")
    f = named(west, spades | bit("♦7"), "♠10", spades)
    assert f["points_under_opponent"] == 1.0 and f["master"] == 1.0
    assert "wins" not in f
    # South, last to its partner's ♠A: the points go to the partner.
    south = next_moment(3, ["♠9", "♠A", "♠7"])
    assert south.partner_wins and south.last  # type: ignore[attr-defined]
    f = named(south, spades, "♠10", spades)
    assert f["points_to_partner_last"] == 1.0


def test_a_first_discard_in_a_strong_suit_while_the_partner_went_is_a_pit_signal() -> None:
    # N went and leads trump; S, void in hearts, discards the ♣A from ♣A ♣10.
    south = next_moment(0, ["♥J", "♥7"])
    hand = bit("♣A") | bit("♣10") | bit("♦7")
    f = named(south, hand, "♣A", hand)
    assert f["signal_pit"] == 1.0 and f["discard_strong"] == 1.0 and f["discard_first"] == 1.0
    f = named(south, hand, "♦7", hand)
    assert "signal_pit" not in f and f["discard_singleton"] == 1.0


def test_dense_and_sparse_features_agree() -> None:
    t = tables(parse_card("♥7").suit.value)
    west = next_moment(0, ["♠A", "♠7", "♠8"])
    hand = bit("♠10") | bit("♠9") | bit("♦7")
    dense = features(west, hand, INDEX[parse_card("♠9")], hand, t)
    assert dense == [dict(sparse_features(west, hand, INDEX[parse_card("♠9")], hand, t)).get(i, 0.0)
                     for i in range(len(FEATURES))]


@settings(max_examples=20)
@given(st.integers(0, 10**6))
def test_the_chances_of_the_legal_cards_add_up_to_one(seed: int) -> None:
    rng = random.Random(seed)
    s = KlaverjasState(KlaverjasRules(trump_method=TrumpMethod.VERPLICHT, deals=1), seed)
    s.apply(rng.choice(s.legal_actions()))
    hands = list(s.hands)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    view = s.view(0)
    assert view.going is not None
    t = tables(s.trump, False)
    model = shipped()
    tricks = [(tr.leader, [INDEX[c] for c in tr.cards]) for tr in view.tricks]
    for m, card in moments(tricks, t, view.going):
        hand = hands[m.seat]
        legal = hand if m.led < 0 else legal_cards(hand, m.led, m.high, m.partner_wins, t, True)
        assert legal >> card & 1
        total = sum(math.exp(model.log_chance(m, hand, c, legal, t))
                    for c in range(32) if legal >> c & 1)
        assert abs(total - 1) < 1e-9
        hands[m.seat] &= ~(1 << card)


def test_the_model_reads_a_ten_thrown_under_the_ace() -> None:
    s = position(UNDER_THE_ACE)
    likely = model_likelihood(s.view(2), shipped())
    assert likely is not None
    hands = list(s.hands)
    forced = likely(tuple(hands))  # type: ignore[arg-type]
    # W with the ♠9 beside the ♠10 chose to throw 10 points under the opponent's Ace.
    h = list(hands)
    h[1] ^= bit("♠9") | bit("♦7")
    h[3] ^= bit("♠9") | bit("♦7")
    assert likely(tuple(h)) < forced  # type: ignore[arg-type]


def test_nothing_to_read_before_a_card_is_played() -> None:
    s = KlaverjasState(KlaverjasRules(deals=1), 3)
    assert model_likelihood(s.view(0), shipped()) is None


def test_the_shipped_model_names_the_codes_features() -> None:
    model = shipped()
    assert len(model.coefficients) == len(FEATURES)
    assert model.fitted["script"] == "bench/fit_klaverjas_play.py"
    # The fit says what everybody knows: throwing points under an opponent's trick is unlikely.
    w = dict(zip(FEATURES, model.coefficients, strict=True))
    assert w["points_under_opponent"] < 0 < w["points_to_partner_last"]


def test_a_flat_model_counts_only_the_choices() -> None:
    s = position(UNDER_THE_ACE)
    flat = PlayModel(tuple(0.0 for _ in FEATURES), {})
    likely = model_likelihood(s.view(2), flat)
    assert likely is not None
    hands = list(s.hands)
    # Every legal card alike: N led from eight cards, E followed from five spades, S and W had
    # no choice; a deal where W held another spade had a choice more.
    assert math.isclose(likely(tuple(hands)), 1 / 8 * 1 / 5)  # type: ignore[arg-type]
    h = list(hands)
    h[1] ^= bit("♠9") | bit("♦7")
    h[3] ^= bit("♠9") | bit("♦7")
    assert math.isclose(likely(tuple(h)), 1 / 8 * 1 / 4 * 1 / 2)  # type: ignore[arg-type]
