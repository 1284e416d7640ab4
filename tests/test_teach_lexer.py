"""The pygments lexer for the card and position notation."""

from __future__ import annotations

from importlib.metadata import entry_points

from pygments import highlight  # type: ignore[import-untyped]
from pygments.formatters import HtmlFormatter  # type: ignore[import-untyped]
from pygments.lexers import get_lexer_by_name  # type: ignore[import-untyped]
from pygments.token import Comment, Keyword, Number, Punctuation  # type: ignore[import-untyped]

from tutor.teach.lexer import (
    BlackCard,
    BlackSuit,
    BlackTrump,
    Key,
    NotationLexer,
    NotationStyle,
    RedCard,
    RedSuit,
    RedTrump,
    Seat,
)

POSITION = """\
# the second trick
rules: rotterdam verplicht
dealer: W
trump: ♥
score: 340 290
N: ♥9 ♠10 ♣7 ♦8
trick 2: N ♠A hj 10h
"""


def tokens(text: str) -> list[tuple[object, str]]:
    return [(t, v) for t, v in NotationLexer().get_tokens(text) if v.strip()]


def test_position_tokens() -> None:
    got = tokens(POSITION)
    assert got[0] == (Comment.Single, "# the second trick")
    assert (Key, "rules") in got and (Keyword.Constant, "rotterdam") in got
    assert (Seat, "W") in got and (Seat, "N") in got
    assert (RedSuit, "♥") in got
    assert (Number.Integer, "340") in got
    # Hearts are trump: marked; other red cards red, black cards black.
    assert (RedTrump, "♥9") in got and (RedTrump, "hj") in got and (RedTrump, "10h") in got
    assert (BlackCard, "♠10") in got and (BlackCard, "♣7") in got and (RedCard, "♦8") in got
    assert (Key, "trick 2") in got and (Punctuation, ":") in got


def test_trump_from_calls_and_no_trump() -> None:
    got = tokens("calls: N pass, E ♠\nS: ♠J ♥J")
    assert (BlackTrump, "♠J") in got and (RedCard, "♥J") in got and (BlackSuit, "♠") in got
    got = tokens("S: ♠J ♥J")
    assert (BlackCard, "♠J") in got and (RedCard, "♥J") in got


def test_words_are_not_cards() -> None:
    got = tokens("hide: others\nanswer: legal\nexplain: the stuk is worth 20")
    assert not any(t in (RedCard, BlackCard) for t, _ in got)
    assert (Number.Integer, "20") in got


def test_every_character_is_kept() -> None:
    text = POSITION + "weird: @@ ♠Z 11s\n"
    assert "".join(v for _, v in NotationLexer().get_tokens(text)) == text


def test_registered_under_its_name() -> None:
    names = {e.name: e.value for e in entry_points(group="pygments.lexers")}
    assert names.get("tutor") == "tutor.teach.lexer:NotationLexer"
    assert isinstance(get_lexer_by_name("tutor"), NotationLexer)


def test_style_colours_red_cards() -> None:
    html = highlight("trump: ♠\nN: ♥A ♠J", NotationLexer(), HtmlFormatter(style=NotationStyle))
    css = HtmlFormatter(style=NotationStyle).get_style_defs()
    assert "#d70000" in css.lower() and "♥A" in html
