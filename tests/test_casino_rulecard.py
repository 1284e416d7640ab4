"""The Casino rule card's tables and quoted sentences must say what the engine does."""

from __future__ import annotations

import re

import pytest
from markdown_it import MarkdownIt
from markdown_it.token import Token

from tutor.cards import parse_card
from tutor.errors import IllegalActionError
from tutor.games.casino import rules as R
from tutor.games.casino.engine import RoundScored
from tutor.games.casino.notation import parse_position
from tutor.registry import rule_card_path

CARD = rule_card_path("casino")
TEXT = CARD.read_text(encoding="utf-8")

#: A seeded two-player round with sweeps, one play before its end (the card's example).
LAST_PLAY = """\
seed: 187
dealer: P1
P1: ♦5
P2: -
table: ♠3 ♠Q ♥Q ♦2 ♦8 ♦9 ♣A ♣5 ♣10
captured P1: ♠4 ♠5 ♠7 ♠9 ♥2 ♥5 ♥7 ♥9 ♥10 ♦A ♦3 ♦4 ♦7 ♣3 ♣6 ♣9
captured P2: ♠A ♠2 ♠6 ♠8 ♠10 ♠J ♠K ♥A ♥3 ♥4 ♥6 ♥8 ♥J ♥K ♦6 ♦10 ♦J ♦Q ♦K ♣2 ♣4 ♣7 ♣8 ♣J ♣Q ♣K
stock: -
last capture: P2
sweeps: 1 0
turn: P1
"""


def tables() -> list[list[list[str]]]:
    """Every table in the card as rows of cell texts, header row first."""
    tokens: list[Token] = MarkdownIt().enable("table").parse(TEXT)
    out: list[list[list[str]]] = []
    row: list[str] = []
    for prev, tok in zip([None, *tokens], tokens, strict=False):
        if tok.type == "table_open":
            out.append([])
        elif tok.type == "tr_open":
            row = []
        elif tok.type == "inline" and prev is not None and prev.type in ("th_open", "td_open"):
            row.append(tok.content.strip())
        elif tok.type == "tr_close":
            out[-1].append(row)
    return out


def table(*header: str) -> list[list[str]]:
    for t in tables():
        if tuple(t[0][:len(header)]) == header:
            return t[1:]
    raise AssertionError(f"no table headed {header}")


def blocks() -> list[str]:
    return TEXT.split("```")[1::2]


def test_card_names_the_seed_and_is_served_by_the_cli() -> None:
    assert "003_8a318447851a1f35.txt" in TEXT and CARD.name == "casino.md"


def test_card_values() -> None:
    rows = table("card", "value")
    assert len(rows) == 13
    values = {parse_card("s" + r[0]).rank: 0 if r[1] == "-" else int(r[1]) for r in rows}
    assert values == dict(R.CARD_VALUES)


def test_settings() -> None:
    rows = {r[0]: int(r[1]) for r in table("setting", "value")}
    assert rows == {"cards to each player in a deal": R.HAND_SIZE,
                    "cards dealt at a time": R.AT_A_TIME,
                    "cards to the table at the start of a round": R.TABLE_CARDS,
                    "the most a build is worth": R.MAX_BUILD,
                    "game target": R.GAME_TARGET}
    assert R.CasinoRules().target == R.GAME_TARGET


def test_round_points() -> None:
    rows = {r[0]: int(r[1]) for r in table("item", "points")}
    assert rows == {"most cards": R.MOST_CARDS, "most spades": R.MOST_SPADES,
                    f"big casino ({R.BIG_CASINO})": R.BIG_CASINO_POINTS,
                    f"little casino ({R.LITTLE_CASINO})": R.LITTLE_CASINO_POINTS,
                    "each ace": R.ACE_POINTS, "each sweep (option `sweeps`)": R.SWEEP_POINTS}
    assert f"a round holds {R.ROUND_POINTS} points" in " ".join(TEXT.split())
    assert R.ROUND_POINTS == 11


def test_options_and_defaults() -> None:
    def read(v: str) -> object:
        return {"true": True, "false": False}.get(v, int(v) if v.isdigit() else v)

    rows = {r[0].strip("`"): read(r[1]) for r in table("option", "default", "effect")}
    assert rows == R.CasinoRules().to_dict()


def test_the_scoring_example_is_the_engines_own_text() -> None:
    block = next(b for b in blocks() if b.strip().startswith("Round 1"))
    st = parse_position(LAST_PLAY, R.CasinoRules(sweeps=True))
    events = st.apply(st.parse_action("♦5 takes ♣5"))
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.result.describe_lines() == block.strip().splitlines()


def test_the_example_position_reads() -> None:
    block = next(b for b in blocks() if b.strip().startswith("casino position"))
    st = parse_position(block)
    assert st.to_move() == 1 and [c.value for c in st.combinations()] == [8, 5]
    assert len(st.stock_cards()) == 32 and st.returns() == (5, 3)


def quoted(prefix: str) -> str:
    """The sentence the card quotes that starts with ``prefix`` (inside double quotes)."""
    flat = " ".join(TEXT.split())
    found = re.search(r'"(' + re.escape(prefix) + r'[^"]*)"', flat)
    assert found, prefix
    return found.group(1)


@pytest.mark.parametrize(("position", "play", "prefix"), [
    (("P1: ♠7 ♣8", "P2: ♠2 ♠9", "table: ♥2", "build: 8 P1 ♥3 ♦5"), "♠7 trails",
     "You cannot trail"),
    (("P1: ♠7 ♣8", "P2: ♠2 ♠9", "table: ♥8", "build: 8 P1 ♥3 ♦5"), "♣8 takes ♥8",
     "You cannot play ♣8"),
    (("P1: ♥8 ♠9", "P2: ♠2 ♠10", "table: ♠3 ♦4 ♣2"), "♥8 takes ♠3 ♦4 ♣2", "♥8 cannot take"),
    (("P1: ♥2 ♠9", "P2: ♠8 ♠10", "table: ♣2", "call: 8 P2 ♥8 ♣8"), "♥2 raises [♥8 ♣8] to 10",
     "The call of 8"),
])
def test_quoted_refusals_are_the_engines(position: tuple[str, ...], play: str,
                                          prefix: str) -> None:
    from test_casino_rules import build

    st = build(*position)
    with pytest.raises(IllegalActionError) as refused:
        st.check(st.parse_action(play))
    assert str(refused.value).startswith(quoted(prefix))
