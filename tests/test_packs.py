"""Several identical packs: hands by face and copy, tricks with twin cards, ambiguous input."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.actions import fits, resolve_typed
from tutor.cards import (
    PIQUET_RANKS,
    Card,
    Rank,
    Suit,
    card,
    double_pack,
    format_card,
    parse_card,
    quadruple_pack,
)
from tutor.errors import AMBIGUOUS_ACTION, AmbiguousActionError, NotationError
from tutor.packs import PackHand, copy_to_play, resolve, trick_winner

#: Bezique's order, strongest first (the ten between the ace and the king).
BEZIQUE = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT,
           Rank.SEVEN)

hands = st.lists(st.sampled_from(quadruple_pack()), unique=True, max_size=40)
faces = st.builds(Card, st.sampled_from(Suit), st.sampled_from(PIQUET_RANKS))


@given(hands, st.data())
def test_add_and_remove_conserve_cards(cards: list[Card], data: st.DataObject) -> None:
    hand = PackHand.of(cards)
    assert hand.cards() == sorted(cards, key=lambda c: c.sort_key) and len(hand) == len(cards)
    for c in quadruple_pack():
        assert hand.count(c) == sum(c.same_face(x) for x in cards)
        assert (c in hand) == (c in cards)
    gone = data.draw(st.lists(st.sampled_from(cards), unique=True) if cards else st.just([]))
    less = hand
    for c in gone:
        less = less.remove(c)
    assert set(less) == set(cards) - set(gone)
    for c in gone:
        less = less.add(c)
    assert less == hand


def test_one_copy_is_one_card() -> None:
    hand = PackHand.of([card("♠Q'")])
    with pytest.raises(ValueError, match="already"):
        hand.add(card("♠Q'"))
    with pytest.raises(ValueError, match="not in the hand"):
        hand.remove(card("♠Q"))
    with pytest.raises(ValueError, match="copies 0 to 3"):
        hand.add(Card(Suit.SPADES, Rank.QUEEN, 4))
    assert str(PackHand.of(double_pack()[:2])) == "♠8 ♠7"  # high first
    assert hand.copies(card("♠Q")) == (1,) and str(hand) == "♠Q'"


@given(hands, faces, st.integers(0, 3))
def test_resolve_picks_a_held_copy(cards: list[Card], face: Card, copy: int) -> None:
    hand = PackHand.of(cards)
    typed = Card(face.suit, face.rank, copy)
    held = [c for c in cards if c.same_face(typed)]
    got = resolve(hand, typed)
    if not held:
        assert got is None and copy_to_play(hand, typed) is None
        return
    assert got in held
    assert got == (typed if typed in held else min(held, key=lambda c: c.copy))
    assert copy_to_play(hand, typed) == min(held, key=lambda c: c.copy)


def test_typing_a_face_plays_the_second_copy_held() -> None:
    hand = PackHand.of([card("♠Q'"), card("♥A")])
    assert resolve(hand, parse_card("♠Q")) == card("♠Q'")


tricks = st.lists(st.sampled_from(double_pack()), min_size=1, max_size=4)


@given(tricks, st.sampled_from([*Suit, None]), st.booleans())
def test_first_played_of_identical_cards_wins(cards: list[Card], trump: Suit | None,
                                              twins: bool) -> None:
    if twins:  # make sure the trick holds a pair of identical cards
        cards = [*cards, Card(cards[0].suit, cards[0].rank, 1 - cards[0].copy)]
    lead = cards[0].suit
    w = trick_winner(cards, lead, trump, BEZIQUE)
    win = cards[w]
    # No card beats the winner, and no earlier card is its twin.
    assert win.suit in (lead, trump)
    assert not any(c.same_face(win) for c in cards[:w])
    for c in cards:
        if win.suit is trump:
            assert c.suit is not trump or BEZIQUE.index(c.rank) >= BEZIQUE.index(win.rank)
        else:
            assert c.suit is not trump
            assert c.suit is not lead or BEZIQUE.index(c.rank) >= BEZIQUE.index(win.rank)


def test_trick_examples() -> None:
    cs = [card(t) for t in ("♥10", "♥A'", "♥A", "♠7")]
    assert trick_winner(cs, Suit.HEARTS, None, BEZIQUE) == 1
    assert trick_winner(cs, Suit.HEARTS, Suit.SPADES, BEZIQUE) == 3
    assert trick_winner([cs[0], card("♦A")], Suit.HEARTS, Suit.CLUBS, BEZIQUE) == 0
    # A trump order of its own: the nine second, as in Klaverjassen.
    trumps = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.EIGHT,
              Rank.SEVEN)
    both = [card("♠A"), card("♠9'"), card("♠9")]
    assert trick_winner(both, Suit.SPADES, Suit.SPADES, BEZIQUE, trump_order=trumps) == 1
    with pytest.raises(ValueError, match="not in the order"):
        trick_winner([card("♠2")], Suit.SPADES, None, BEZIQUE)
    with pytest.raises(ValueError):
        trick_winner([], Suit.SPADES, None, BEZIQUE)


# Few faces in four copies, so that twins, exact matches and ambiguity all come up often.
FEW = [Card(s, r, k) for s in (Suit.SPADES, Suit.HEARTS) for r in (Rank.QUEEN, Rank.ACE)
       for k in range(4)]
legal = st.lists(st.sampled_from(FEW), unique=True, max_size=8)


@given(legal, st.sampled_from(FEW))
def test_ambiguity_raised_exactly_when_several_fit(actions: list[Card], typed: Card) -> None:
    text = format_card(typed)
    exact = [a for a in actions if a == typed]
    same = [a for a in actions if a.same_face(typed)]
    expected = exact or same
    assert fits(text, actions, format_card) == expected
    if len(expected) > 1:
        with pytest.raises(AmbiguousActionError) as info:
            resolve_typed(text, actions, format_card)
        assert list(info.value.candidates) == same
        assert all(format_card(a) in str(info.value) for a in same)
    else:
        assert resolve_typed(text, actions, format_card) == (expected[0] if expected else None)


def test_ambiguous_message_and_parsed_forms() -> None:
    twins = [card("♠Q"), card("♠Q'")]
    assert resolve_typed("sq", twins, format_card, parse_card) == card("♠Q")
    only_second = [card("♠Q'"), card("♥A")]
    assert resolve_typed("Q♠", only_second, format_card, parse_card) == card("♠Q'")
    # A face typed when both twins are listed, neither being the first copy.
    with pytest.raises(AmbiguousActionError) as info:
        resolve_typed("♠Q", [card("♠Q'"), card("♠Q''")], format_card)
    err = info.value
    assert isinstance(err, NotationError)
    assert str(err) == AMBIGUOUS_ACTION.format(text="♠Q", count=2, choices="♠Q', ♠Q''")
    assert err.texts == ("♠Q'", "♠Q''")
    with pytest.raises(NotationError):
        resolve_typed("zz", twins, format_card, parse_card)
    assert resolve_typed("♦7", twins, format_card) is None
