"""Reading the cards played: the likelihood a sampled deal gives the play so far."""

from __future__ import annotations

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from kj_helpers import position

from tutor.bots.klaverjas.knowledge import read
from tutor.bots.klaverjas.plays import BETA, FLOOR, legal_cards, play_likelihood
from tutor.bots.klaverjas.sampling import sample_deals
from tutor.cards import parse_card
from tutor.games.klaverjas.engine import INDEX, KlaverjasState, tables
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule, TrumpMethod

# N leads the ♠A; W, last, follows with the ♠10 under it. In this deal W had no other spade.
UNDER_THE_ACE = """\
    dealer: W
    trump: ♥
    goes: N
    N: ♥J ♥9 ♥A ♣A ♣10 ♦A ♦10
    E: ♠9 ♠J ♠Q ♠K ♣7 ♣8 ♣9
    S: ♥10 ♥K ♥Q ♣J ♣Q ♣K ♦K
    W: ♥7 ♥8 ♦7 ♦8 ♦9 ♦J ♦Q
    trick 1: N ♠A ♠7 ♠8 ♠10
"""


def bit(card: str) -> int:
    return 1 << INDEX[parse_card(card)]


def swap(hands: list[int], a: int, card_a: str, b: int, card_b: str) -> tuple[int, ...]:
    """The deal with ``card_a`` (held by ``a``) and ``card_b`` (held by ``b``) exchanged."""
    h = list(hands)
    h[a] ^= bit(card_a) | bit(card_b)
    h[b] ^= bit(card_a) | bit(card_b)
    return tuple(h)


@settings(max_examples=25)
@given(st.sampled_from(PlayRule), st.integers(0, 10**6))
def test_legal_cards_agree_with_the_engine(play: PlayRule, seed: int) -> None:
    rng = random.Random(seed)
    s = KlaverjasState(KlaverjasRules(play=play, trump_method=TrumpMethod.VERPLICHT, deals=1),
                       seed)
    s.apply(rng.choice(s.legal_actions()))
    t = tables(s.trump, False)
    while not s.is_terminal():
        if s.trick:
            seat = s.to_move()
            assert seat is not None
            got = legal_cards(s.hands[seat], s.trick[0] >> 3, s.high_trump,
                              s.win_seat == (seat + 2) % 4, t, play is PlayRule.ROTTERDAM)
            assert got == s.legal_mask()
        s.apply(rng.choice(s.legal_actions()))


def test_a_ten_thrown_under_the_ace_makes_a_cheaper_spade_unlikely() -> None:
    s = position(UNDER_THE_ACE)
    likely = play_likelihood(s.view(2))
    assert likely is not None
    hands = list(s.hands)
    assert likely(tuple(hands)) == 1.0  # W had no other spade: the ♠10 was forced
    # W with the ♠9 (no points) would have given 10 points away needlessly.
    assert likely(swap(hands, 1, "♠9", 3, "♦7")) == math.exp(-BETA * 10)
    # With the ♠K (4 points) the ♠10 gave away 6 more.
    assert likely(swap(hands, 1, "♠K", 3, "♦7")) == math.exp(-BETA * 6)


def test_sampled_deals_follow_the_likelihood() -> None:
    s = position(UNDER_THE_ACE)
    view = s.view(2)
    k = read(view)
    spades = bit("♠9") | bit("♠J") | bit("♠Q") | bit("♠K")

    def w_share(likely: object) -> float:
        deals = sample_deals(k, random.Random(4), 600, likelihood=likely)  # type: ignore[arg-type]
        return sum(1 for d in deals if d[3] & spades) / len(deals)

    likely = play_likelihood(view)
    assert likely is not None
    plain, reading = w_share(None), w_share(likely)
    # Drawn in proportion to the likelihood: the share matches the plain deals reweighted.
    deals = sample_deals(k, random.Random(5), 600)
    weights = [likely(d) for d in deals]
    expected = sum(w for w, d in zip(weights, deals, strict=True) if d[3] & spades) / sum(weights)
    assert plain > 0.75 and reading < plain - 0.05
    assert abs(reading - expected) < 0.05


# The same hands; S dealt, so W leads the ♠7, N takes with the ♠A, E follows, S is last.
SPEK = UNDER_THE_ACE.replace("dealer: W", "dealer: S").replace(
    "trick 1: N ♠A ♠7 ♠8 ♠10", "trick 1: W ♠7 ♠A ♠8 ♠10")


def test_spekken_when_last_to_the_partners_trick() -> None:
    # W leads ♠7, N takes with the ♠A, E follows ♠8, S (last) gives the ♠10: spekken, as it
    # should (read from E's side: S's hand had no other spade, no cost).
    s = position(SPEK)
    likely = play_likelihood(s.view(1))
    assert likely is not None
    assert likely(tuple(s.hands)) == 1.0
    # Now E gives the ♠10 and S, last, the ♠8. In a deal where S also held the ♠K it kept 4
    # points from its partner's trick, and the deal is less likely by that much.
    s2 = position(SPEK.replace("♠A ♠8 ♠10", "♠A ♠10 ♠8"))
    likely2 = play_likelihood(s2.view(1))
    assert likely2 is not None
    assert likely2(tuple(s2.hands)) == 1.0
    assert likely2(swap(list(s2.hands), 2, "♦K", 1, "♠K")) == max(FLOOR, math.exp(-BETA * 4))


def test_not_taking_the_opponents_trick_when_last() -> None:
    # W leads ♠7, N plays ♠8, E ♠K (winning for E-W), S last plays the ♠9: in a deal where S
    # held the ♠A it let 4 + 0 points go to the opponents (and its own 0).
    text = SPEK.replace("trick 1: W ♠7 ♠A ♠8 ♠10", "trick 1: W ♠7 ♠8 ♠K ♠9").replace(
        "E: ♠9 ♠J ♠Q ♠K ♣7 ♣8 ♣9", "E: ♠A ♠J ♠Q ♠10 ♣7 ♣8 ♣9")
    s = position(text)
    likely = play_likelihood(s.view(1))
    assert likely is not None
    assert likely(tuple(s.hands)) == 1.0
    assert likely(swap(list(s.hands), 2, "♦K", 1, "♠A")) == math.exp(-BETA * 4)


def test_a_discard_is_not_read() -> None:
    # E cannot follow ♦ and discards the ♣10 under N's ♦A: a signal, not a cost.
    text = """\
        dealer: W
        trump: ♥
        goes: N
        N: ♥J ♥9 ♥A ♣A ♠10 ♠A ♦10
        E: ♠9 ♠J ♠Q ♠K ♣7 ♣8 ♣9
        S: ♥10 ♥K ♥Q ♣J ♣Q ♣K ♦K
        W: ♥7 ♥8 ♦9 ♦J ♦Q ♠7 ♠8
        trick 1: N ♦A ♣10 ♦7 ♦8
    """
    s = position(text)
    likely = play_likelihood(s.view(2))
    assert likely is not None
    assert likely(tuple(s.hands)) == 1.0
