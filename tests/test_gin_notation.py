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


# P1 knocks with the ♣K; the cards kept meld two ways for 5 deadwood: the set ♠2 ♥2 ♦2 (the
# engine's choice) or the run ♠A ♠2 ♠3. P2's ♠4 fits only the run, the ♣2 only the set.
TIE = """\
hand: 4
score: 40 30
won: 2 1
dealer: P2
P1: ♠A ♠2 ♠3 ♥2 ♦2 ♥6 ♥7 ♥8 ♥9 ♣A ♣K
P2: ♠7 ♠8 ♠4 ♣5 ♣6 ♣7 ♣2 ♦K ♦Q ♣J
pile: ♦5 ♦8
stock: 29 cards
turn: P1 discard (drew from the stock)
"""
RUN_KNOCK = "knock ♣K melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8 ♥9"


def laid_off(knock: str) -> str:
    st = parse_position(TIE)
    st.apply(st.parse_action(knock))
    return format_position(st)


def test_chosen_melds_are_written_and_read_back() -> None:
    text = laid_off(RUN_KNOCK)
    assert f"out: P1 {RUN_KNOCK}" in text.splitlines()
    back = parse_position(text)
    assert format_position(back) == text
    assert back.out is not None and back.out.arrangement.reason == "chosen"
    # The defender's layoffs follow the melds chosen: the ♠4 on the run, not the ♣2 on a set.
    assert [str(a) for a in back.legal_actions()] == ["layoff -", "layoff ♠4"]
    # The engine's own choice needs no melds, and naming them reads as the plain knock.
    plain = laid_off("knock ♣K")
    assert "out: P1 knock ♣K" in plain.splitlines()
    assert [str(a) for a in parse_position(plain).legal_actions()] == ["layoff -", "layoff ♣2"]
    named = plain.replace("out: P1 knock ♣K", "out: P1 knock ♣K melds ♠2 ♥2 ♦2 / ♥6 ♥7 ♥8 ♥9")
    assert format_position(parse_position(named)) == plain
    # Any spelling the actions accept: case, letters for suits, melds in any order.
    loose = text.replace(f"out: P1 {RUN_KNOCK}", "out: p1 KNOCK cK Melds h9 h8 h7 h6 / sa s2 s3")
    assert format_position(parse_position(loose)) == text


@pytest.mark.parametrize(("out", "words"), [
    ("out: P1 knock ♣K melds ♠A ♠2 / ♥6 ♥7 ♥8 ♥9", "♠A ♠2 is not a meld"),
    ("out: P1 knock ♣K melds ♠A ♠2 ♠3 ♣K / ♥6 ♥7 ♥8 ♥9", "the card you discard"),
    ("out: P1 knock ♣K melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8", "arrangements that leave the least, 5"),
    ("out: P1 knock ♣K melds", "each optionally followed by the melds chosen"),
    ("out: P1 knock ♣K melds ♠A' ♠2 ♠3 / ♥6 ♥7 ♥8 ♥9", "one pack"),
])
def test_bad_chosen_melds_name_the_out_line(out: str, words: str) -> None:
    text = laid_off(RUN_KNOCK)
    lines = [out if ln.startswith("out:") else ln for ln in text.splitlines()]
    with pytest.raises(NotationError) as info:
        parse_position("\n".join(lines))
    assert info.value.line == lines.index(out) + 1
    assert words in str(info.value)


def test_hands_won_are_written_and_read_back() -> None:
    st = parse_position(TIE)
    assert st.hands_won() == (2, 1)
    text = format_position(st)
    assert "won: 2 1" in text.splitlines()
    assert format_position(parse_position(text)) == text
    # Without the line nobody has won a hand before, and none is written.
    assert "won:" not in format_position(parse_position(EXAMPLE))
    assert parse_position(EXAMPLE).hands_won() == (0, 0)
    # The hand played from the position counts on: P2 lays off nothing, P1 wins the hand.
    st.apply(st.parse_action("knock ♣K"))
    st.apply(st.parse_action("layoff -"))
    after = format_position(st)
    assert "won: 3 1" in after.splitlines() and "hand: 5" in after.splitlines()
    assert parse_position(after).hands_won() == (3, 1)


def test_hands_won_count_in_the_line_bonus() -> None:
    # 140 - 30 after three hands, P1 having won two and P2 one; P1's knock ends the match.
    text = TIE.replace("score: 40 30", "score: 140 30")
    st = parse_position(text)
    events = st.apply(st.parse_action("knock ♣K"))
    events += st.apply(st.parse_action("layoff ♣2"))
    over = events[-1]
    assert over.won == (3, 1) and over.line == (75, 25)  # type: ignore[attr-defined]


@pytest.mark.parametrize(("won", "words"), [
    ("won: 2", "two counts of hands won"),
    ("won: two 1", "won: expected a whole number"),
    ("won: 3 1", "the counts add up to 4, more than the hands played before hand 4 (3)"),
    ("won: 2 1\nscore: 40 0", "P2 won a hand, so cannot have 0 points"),
])
def test_bad_hands_won_name_the_line(won: str, words: str) -> None:
    lines = [ln for ln in TIE.splitlines() if not ln.startswith(("won:", "score:"))]
    text = "\n".join([won, *lines] if "score" in won else ["score: 40 30", won, *lines])
    with pytest.raises(NotationError) as info:
        parse_position(text)
    assert info.value.line == (1 if "score" in won else 2)
    assert words in str(info.value)
