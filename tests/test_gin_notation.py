"""The Gin Rummy position and action notation: round trips and errors that name the line."""

from __future__ import annotations

import pytest

from tutor.cards import parse_cards
from tutor.errors import NotationError
from tutor.games.gin.engine import PILE, STOCK, BigGin, Discard, Gin, Knock, LayOff, new_game
from tutor.games.gin.notation import format_position, parse_position
from tutor.games.gin.rules import GinRules

EXAMPLE = """\
gin-rummy position
seed: 7
hand: 2
score: 45 20
dealer: P1
upcard: ♦4
P1: ♠A ♠2 ♠3 ♥9 ♥Q ♦9 ♦K ♣4 ♣5 ♣9
P2: ♠5 ♠6 ♠7 ♠8 ♥2 ♥3 ♥4 ♦2 ♦3 ♣J ♣Q
pile: ♦4 ♥7
stock: 29 cards
turn: P2 discard (drew from the stock)
limit: 7 (♥7 on the pile)
history: P2 ♦4, P1 ♥7
"""


def test_example_reads_and_round_trips() -> None:
    st = parse_position(EXAMPLE)
    assert st.seed == 7 and st.hand_no == 1 and st.returns() == (45, 20) and st.dealer == 0
    assert st.to_move() == 1 and st.limit() == 7 and len(st.stock_cards()) == 29
    text = format_position(st)
    assert text.splitlines()[:9] == EXAMPLE.splitlines()[:9]
    assert format_position(parse_position(text)) == text
    # The stock order filled in from the seed is stable.
    assert format_position(parse_position(EXAMPLE)) == text


def test_new_game_round_trips() -> None:
    st = new_game(GinRules(), 12)
    text = format_position(st)
    assert "turn: P2 open" in text and "upcard: -" in text
    assert format_position(parse_position(text)) == text


def replace(line: str, new: str | None) -> str:
    out = []
    for ln in EXAMPLE.splitlines():
        if ln.startswith(line):
            if new is not None:
                out.append(new)
        else:
            out.append(ln)
    return "\n".join(out) + "\n"


@pytest.mark.parametrize(("line", "new", "lineno", "words"), [
    ("seed", "seed: x", 2, "seed"),
    ("score", "score: 45", 4, "two totals"),
    ("dealer", "dealer: P3", 5, "bad seat"),
    ("P1", "P1: ♠A ♠2 ♠3 ♥9 ♥Q ♦9 ♦K ♣4 ♣5 ♣X", 7, "bad card"),
    ("P2", "P2: ♠A ♠6 ♠7 ♠8 ♥2 ♥3 ♥4 ♦2 ♦3 ♣J ♣Q", 8, "♠A is in P2's hand and in P1's hand"),
    ("stock", "stock: 30 cards", 10, "29 cards are left"),
    ("turn", "turn: P2 dance", 11, "turn: expected"),
    ("turn", "turn: P1 discard (drew from the stock)", 11, "hands hold 10 and 11"),
    ("limit", "limit: 4 (♦4 on the pile)", 12, "not '4 (♦4 on the pile)'"),
    ("history", "history: P2 ♦4, P1 ♥8", 13, "leaves the pile as ♦4 ♥8"),
    ("history", "history: P1 ♦4, P1 ♥7", 13, "non-dealer opening"),
    ("upcard", "upcard: ♦4 ♦5", 6, "one card"),
    ("pile", "pile: ♦4 ♥7\nwhat: 3", 10, "expected 'key: value'"),
    ("hand", "hand: 2\nhand: 3", 4, "given twice"),
])
def test_errors_name_the_line(line: str, new: str, lineno: int, words: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_position(replace(line, new))
    assert info.value.line == lineno
    assert words in str(info.value)


def test_missing_lines() -> None:
    with pytest.raises(NotationError, match="missing line 'turn:'"):
        parse_position(replace("turn", None))
    with pytest.raises(NotationError, match="cards missing from the position"):
        parse_position(replace("stock", "stock: ♣A"))


def test_action_texts_round_trip() -> None:
    st = new_game(GinRules(), 1)
    for text, action in [("stock", STOCK), ("pile", PILE), ("♥7", Discard(parse_cards("♥7")[0])),
                         ("knock ♥7", Knock(parse_cards("♥7")[0])),
                         ("gin ♥7", Gin(parse_cards("♥7")[0])), ("big gin", BigGin()),
                         ("layoff ♠4 ♠5", LayOff(tuple(parse_cards("♠4 ♠5")))),
                         ("layoff -", LayOff(()))]:
        assert st.parse_action(text) == action
        assert st.format_action(action) == text
    assert st.parse_action("Draw Stock") == STOCK and st.parse_action("h7") == st.parse_action("♥7")
    assert st.parse_action("lay off ♠5 ♠4") == LayOff(tuple(parse_cards("♠4 ♠5")))
    with pytest.raises(NotationError, match="bad action 'fold'"):
        st.parse_action("fold")
