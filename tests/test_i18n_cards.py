"""Cards as the learner reads them follow the language (Dutch H, V, B for King, Queen, Jack);
the notation that files, records and positions hold does not."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tutor.cards import (
    Card,
    Rank,
    Suit,
    cards_in_text,
    format_card,
    format_cards,
    parse_card,
    parse_cards,
)
from tutor.i18n import set_language
from tutor.zones import Cards, plain


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    set_language("en")


KING_OF_HEARTS = Card(Suit.HEARTS, Rank.KING)
JACK_OF_SPADES = Card(Suit.SPADES, Rank.JACK)
QUEEN_OF_CLUBS_COPY = Card(Suit.CLUBS, Rank.QUEEN, 1)


def test_english_letters_in_english() -> None:
    set_language("en")
    assert [str(c) for c in (KING_OF_HEARTS, JACK_OF_SPADES, QUEEN_OF_CLUBS_COPY)] == [
        "♥K", "♠J", "♣Q'"]
    assert f"{KING_OF_HEARTS}" == "♥K"
    assert [str(r) for r in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)] == ["J", "Q", "K", "A"]


def test_dutch_letters_in_dutch() -> None:
    set_language("nl")
    assert [str(c) for c in (KING_OF_HEARTS, JACK_OF_SPADES, QUEEN_OF_CLUBS_COPY)] == [
        "♥H", "♠B", "♣V'"]
    assert f"{JACK_OF_SPADES} en {KING_OF_HEARTS}" == "♠B en ♥H"
    assert [str(r) for r in (Rank.JACK, Rank.QUEEN, Rank.KING)] == ["B", "V", "H"]
    # The Ace and the number cards are written alike in both languages.
    assert [str(Card(Suit.DIAMONDS, r)) for r in (Rank.ACE, Rank.TEN, Rank.SEVEN)] == [
        "♦A", "♦10", "♦7"]
    assert str(Rank.ACE) == "A" and str(Rank.TEN) == "10"


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_notation_stays_english(lang: str) -> None:
    set_language(lang)
    assert format_card(KING_OF_HEARTS) == "♥K"
    assert format_card(JACK_OF_SPADES, ascii=True) == "sJ"
    assert format_cards([KING_OF_HEARTS, JACK_OF_SPADES, QUEEN_OF_CLUBS_COPY]) == "♥K ♠J ♣Q'"
    assert repr(KING_OF_HEARTS) == "Card('♥K')"
    assert Rank.KING.symbol == "K" and Rank.QUEEN.symbol == "Q" and Rank.JACK.symbol == "J"


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_dutch_letters_are_read(lang: str) -> None:
    set_language(lang)
    assert parse_card("♥H") == KING_OF_HEARTS
    assert parse_card("♠B") == JACK_OF_SPADES
    assert parse_card("♣V'") == QUEEN_OF_CLUBS_COPY
    assert parse_card("hh") == KING_OF_HEARTS and parse_card("sb") == JACK_OF_SPADES
    assert parse_cards("♥H ♠B ♥K ♠J") == [KING_OF_HEARTS, JACK_OF_SPADES] * 2


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_card_shown_reads_back(lang: str) -> None:
    """What ``str`` shows in either language, typed back, is the same card; and the cards a
    sentence names are found in either language's letters."""
    set_language(lang)
    cards = [Card(s, r, k) for s in Suit for r in Rank for k in (0, 1)]
    assert [parse_card(str(c)) for c in cards] == cards
    sentence = f"{KING_OF_HEARTS} beats {JACK_OF_SPADES}."
    assert cards_in_text(sentence) == [KING_OF_HEARTS, JACK_OF_SPADES]


def test_a_board_in_plain_text_follows_the_language() -> None:
    parts = (Cards((KING_OF_HEARTS, Card(Suit.HEARTS, Rank.TEN)), by_suit=True), " · ",
             JACK_OF_SPADES)
    assert plain(parts) == "♥ K 10 · ♠J"
    set_language("nl")
    assert plain(parts) == "♥ H 10 · ♠B"
