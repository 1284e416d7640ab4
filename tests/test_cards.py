"""Cards and their notation."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.cards import (
    Card,
    Rank,
    Suit,
    copies_alike,
    double_pack,
    format_card,
    format_cards,
    full_pack,
    parse_card,
    parse_cards,
    parse_suit,
    piquet_pack,
    quadruple_pack,
    sort_hand,
    twins_apart,
)
from tutor.errors import NotationError

cards = st.builds(Card, st.sampled_from(Suit), st.sampled_from(Rank), st.integers(0, 3))


@given(cards, st.booleans())
def test_round_trip(c: Card, ascii: bool) -> None:
    assert parse_card(format_card(c, ascii=ascii)) == c


@given(st.lists(cards, max_size=12))
def test_list_round_trip(cs: list[Card]) -> None:
    assert parse_cards(format_cards(cs)) == cs


@pytest.mark.parametrize(("text", "expected"), [
    ("♥J", Card(Suit.HEARTS, Rank.JACK)),
    ("hj", Card(Suit.HEARTS, Rank.JACK)),
    ("HB", Card(Suit.HEARTS, Rank.JACK)),  # Dutch boer
    ("h10", Card(Suit.HEARTS, Rank.TEN)),
    ("hT", Card(Suit.HEARTS, Rank.TEN)),
    ("sa", Card(Suit.SPADES, Rank.ACE)),
    ("dv", Card(Suit.DIAMONDS, Rank.QUEEN)),  # Dutch vrouw
    ("ch", Card(Suit.CLUBS, Rank.KING)),  # Dutch heer
    ("10♥", Card(Suit.HEARTS, Rank.TEN)),
    ("Js", Card(Suit.SPADES, Rank.JACK)),
    ("♠Q'", Card(Suit.SPADES, Rank.QUEEN, 1)),
    ("♡7", Card(Suit.HEARTS, Rank.SEVEN)),
])
def test_forms_players_type(text: str, expected: Card) -> None:
    assert parse_card(text) == expected


@pytest.mark.parametrize("text", ["", "x", "♥", "h1", "h11", "zz", "♥Z", "hjj"])
def test_bad_token_is_quoted(text: str) -> None:
    with pytest.raises(NotationError) as e:
        parse_card(text)
    assert repr(text) in str(e.value)
    assert "expected a suit" in str(e.value)


def test_suits() -> None:
    assert parse_suit("harten") is Suit.HEARTS
    assert parse_suit("♣") is Suit.CLUBS
    assert parse_suit("Spades") is Suit.SPADES
    with pytest.raises(NotationError, match="bad suit 'q'"):
        parse_suit("q")
    assert [s.dutch for s in Suit] == ["schoppen", "harten", "ruiten", "klaveren"]
    assert Suit.HEARTS.is_red and not Suit.CLUBS.is_red


def test_packs() -> None:
    assert len(set(piquet_pack())) == 32
    assert len(set(full_pack())) == 52
    assert len(set(double_pack())) == 64
    assert len(set(quadruple_pack())) == 128
    assert min(c.rank for c in piquet_pack()) == Rank.SEVEN
    # Identical cards of two packs are distinct values but the same face.
    a, b = Card(Suit.SPADES, Rank.QUEEN, 0), Card(Suit.SPADES, Rank.QUEEN, 1)
    assert a != b and a.same_face(b)


def test_display_order_and_names() -> None:
    hand = parse_cards("♦7 ♠10 ♥A ♣K ♠A")
    assert format_cards(sort_hand(hand)) == "♠A ♠10 ♥A ♣K ♦7"
    assert Rank.QUEEN.dutch == "Vrouw" and Rank.KING.dutch == "Heer" and Rank.JACK.dutch == "Boer"
    assert format_cards([]) == "-" and parse_cards("-") == []


def test_identical_cards_read_alike_but_for_those_marked() -> None:
    """The table's reading of cards: no copy marks, but the mark of a card told from its twin;
    the notation stays as it is."""
    q, q1 = parse_card("♠Q"), parse_card("♠Q'")
    assert copies_alike("Trick 5: ♦8'' ♦8''' (P1 led); P1 takes it.") == \
        "Trick 5: ♦8 ♦8 (P1 led); P1 takes it."
    assert copies_alike("meld ♠Q ♠Q' ♦J ♦J'", {q: "▴"}) == "meld ♠Q▴ ♠Q ♦J ♦J"
    assert copies_alike("♠V' en ♥H''") == "♠V en ♥H"  # the Dutch letters
    assert copies_alike("P1's ♠10, 'quoted'") == "P1's ♠10, 'quoted'"
    assert copies_alike("♠Q▴", {q1: "▴"}) == "♠Q▴"  # a card already marked keeps its mark
    assert format_card(q1) == "♠Q'" and str(q1) == "♠Q'"


def test_a_card_lying_apart_is_marked_only_while_its_twin_is_in_the_hand() -> None:
    table = {parse_card("♠Q"): "▴", parse_card("♦J"): "▴"}
    assert twins_apart(table, parse_cards("♠Q' ♥K")) == {parse_card("♠Q"): "▴"}
    assert twins_apart(table, parse_cards("♥K ♥Q")) == {}
