"""Reading the trump calls: the claims each method's calls make, and deals sampled to fit them."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.bots.klaverjas.beginner import GO_LIMIT, trump_strength
from tutor.bots.klaverjas.bidding import SLACK, Claim, claims, misfit, strength
from tutor.bots.klaverjas.knowledge import Signal, master_of, read
from tutor.bots.klaverjas.sampling import respects_signals, sample_deals
from tutor.bots.klaverjas.search_bot import LEVELS, SearchBot
from tutor.cards import Suit
from tutor.games.klaverjas.engine import (
    KlaverjasState,
    TrumpCall,
    cards_mask,
    mask_cards,
    tables,
)
from tutor.games.klaverjas.rules import KlaverjasRules, TrumpMethod


@given(st.integers(0, (1 << 32) - 1), st.sampled_from(list(Suit)))
def test_strength_is_the_rule_of_thumb_count(mask: int, suit: Suit) -> None:
    assert strength(mask, suit.value) == trump_strength(mask_cards(mask), suit)


def called(method: TrumpMethod, calls: list[TrumpCall], seed: int = 5) -> KlaverjasState:
    s = KlaverjasState(KlaverjasRules(trump_method=method, deals=1), seed, dealer=3)
    for c in calls:
        s.apply(c)
    return s


def test_verplicht_caller_claims_the_strongest_suit() -> None:
    s = called(TrumpMethod.VERPLICHT, [TrumpCall(Suit.HEARTS)])
    # North (seat 0) must choose; East, South and West read it.
    assert claims(s.view(1)) == (Claim(0, Suit.HEARTS.value, beats=(0, 2, 3)),)
    assert claims(s.view(0)) == ()  # nothing to learn from one's own call


def test_draaien_passes_and_a_forced_choice() -> None:
    s = KlaverjasState(KlaverjasRules(trump_method=TrumpMethod.DRAAIEN, deals=1), 9, dealer=3)
    assert s.turned is not None
    turned = s.turned.suit
    other = next(x for x in Suit if x is not turned)
    for _ in range(4):
        s.apply(TrumpCall(None))
    s.apply(TrumpCall(other))
    got = claims(s.view(2))
    passes = [c for c in got if c.below is not None]
    assert {c.seat for c in passes} == {0, 1, 3}
    assert all(c.suit == turned.value and c.below == GO_LIMIT + SLACK for c in passes)
    forced = [c for c in got if c.beats]
    assert forced == [Claim(0, other.value,
                            beats=tuple(x for x in range(4)
                                        if x not in (other.value, turned.value)))]


def test_maken_pass_claims_every_suit_weak() -> None:
    s = called(TrumpMethod.MAKEN, [TrumpCall(None), TrumpCall(Suit.SPADES)])
    got = claims(s.view(3))
    assert [c for c in got if c.seat == 0] == [Claim(0, x, below=GO_LIMIT + SLACK)
                                               for x in range(4)]
    assert [c for c in got if c.seat == 1] == [
        Claim(1, Suit.SPADES.value, at_least=GO_LIMIT - SLACK,
              beats=tuple(x for x in range(4) if x != Suit.SPADES.value))]


def test_misfit_counts_broken_claims_on_the_real_deal() -> None:
    s = called(TrumpMethod.VERPLICHT, [TrumpCall(Suit.HEARTS)])
    view = s.view(1)
    count = misfit(view)
    assert count is not None
    real = (s.hands[0], s.hands[1], s.hands[2], s.hands[3])
    caller = s.hands[0]
    best_other = max(strength(caller, x) for x in range(4) if x != Suit.HEARTS.value)
    fits = strength(caller, Suit.HEARTS.value) + SLACK >= best_other
    assert count(real) == (0 if fits else 1)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6))
def test_sampled_deals_fit_the_calls_better(seed: int) -> None:
    """Deals sampled to fit the calls break fewer claims than plain ones, and still fit the
    view."""
    s = called(TrumpMethod.MAKEN, [TrumpCall(None), TrumpCall(None), TrumpCall(Suit.CLUBS)],
               seed)
    view = s.view(3)
    count = misfit(view)
    assert count is not None
    k = read(view)
    fitted = sample_deals(k, random.Random(seed), 30, misfit=count)
    plain = sample_deals(k, random.Random(seed), 30)
    assert sum(map(count, fitted)) <= sum(map(count, plain))
    for d in fitted:
        assert d[3] == k.own
        assert sum(h.bit_count() for h in d) == 32


def test_node_budget_limits_the_deals_searched() -> None:
    s = called(TrumpMethod.VERPLICHT, [TrumpCall(Suit.HEARTS)])
    view = s.view(0)
    lv = LEVELS["expert"]
    tight = replace(lv, samples=12, node_budget=1, min_samples=3)
    wide = replace(lv, samples=12, node_budget=None)
    a = SearchBot(tight, random.Random(1)).advise(view)
    b = SearchBot(wide, random.Random(1)).advise(view)
    # Two searches run at a time: three deals needed means four searched.
    assert {v.samples for v in a.actions} == {4}
    assert {v.samples for v in b.actions} == {12}
    again = SearchBot(tight, random.Random(1)).advise(view)
    assert again.chosen == a.chosen and [v.value for v in again.actions] == [
        v.value for v in a.actions]
    assert cards_mask(view.hand) == s.hands[0]


def test_vuil_promises_nothing_but_pit_does() -> None:
    """The ruling: the vuil signal suit is not a PIT signal, so no deal is ruled out by it."""
    s = called(TrumpMethod.VERPLICHT, [TrumpCall(Suit.HEARTS)])
    k = read(s.view(0))
    hands = (s.hands[0], s.hands[1], s.hands[2], s.hands[3])
    power = tables(Suit.HEARTS.value).power
    for suit in (Suit.SPADES.value, Suit.DIAMONDS.value, Suit.CLUBS.value):
        top = master_of(suit, (1 << 32) - 1, power)
        holder = next(x for x in range(4) if hands[x] >> top & 1)
        other = (holder + 1) % 4
        assert respects_signals(replace(k, signals={other: {suit: Signal.VUIL}}), hands, other,
                                power)
        assert not respects_signals(replace(k, signals={other: {suit: Signal.PIT}}), hands,
                                    other, power)
