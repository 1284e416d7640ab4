"""The Gin Rummy rule card's tables must say what the engine does (parsed with markdown-it-py)."""

from __future__ import annotations

from markdown_it import MarkdownIt
from markdown_it.token import Token

from tutor.cards import parse_card
from tutor.games.gin import rules as R
from tutor.games.gin.engine import Knock, MatchOver
from tutor.games.gin.notation import parse_position
from tutor.registry import rule_card_path

CARD = rule_card_path("gin")


def tables() -> list[list[list[str]]]:
    """Every table in the card as rows of cell texts, header row first."""
    tokens: list[Token] = MarkdownIt().enable("table").parse(CARD.read_text(encoding="utf-8"))
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


def test_card_names_the_seed_and_is_served_by_the_cli() -> None:
    text = CARD.read_text(encoding="utf-8")
    assert "000_cbd05ad67eb08d4f.txt" in text and CARD.name == "gin-rummy.md"


def test_card_values() -> None:
    rows = table("card", "value")
    assert {parse_card("s" + r[0]).rank: int(r[1]) for r in rows} == dict(R.CARD_VALUES)
    assert len(rows) == 13


def test_scoring_bonuses() -> None:
    rows = {r[0].split(",")[0].split(":")[0].split(" (")[0]: int(r[3])
            for r in table("outcome", "who scores", "points", "bonus")}
    assert rows == {"knock": 0, "undercut": R.UNDERCUT_BONUS, "gin": R.GIN_BONUS,
                    "big gin": R.BIG_GIN_BONUS}
    assert [int(r[1]) for r in table("doubling", "multiplier")] == [R.SPADE_MULTIPLIER]


def test_match_settings() -> None:
    rows = {r[0]: int(r[1]) for r in table("setting", "value")}
    assert rows == {"cards in a hand": R.HAND_SIZE,
                    "cards dealt to the non-dealer": R.NON_DEALER_DEAL,
                    "cards left in the stock when a hand dies": R.DEAD_STOCK,
                    "match target": R.GAME_TARGET}
    assert R.GinRules().target == R.GAME_TARGET


def test_match_bonuses() -> None:
    rows = {r[2].strip("`"): int(r[1]) for r in table("match bonus", "points", "option")}
    assert rows == {"game-bonus": R.GAME_BONUS, "line-bonus": R.LINE_BONUS,
                    "shutout": R.SHUTOUT_MULTIPLIER}
    defaults = R.GinRules()
    assert defaults.game_bonus and defaults.line_bonus and defaults.shutout


def test_the_match_bonus_example_is_the_engines_own_text() -> None:
    """The card's example of the bonuses, line by line, is what the engine prints for it."""
    text = CARD.read_text(encoding="utf-8")
    block = next(b for b in text.split("```") if b.strip().startswith("The match is over"))
    st = parse_position("\n".join([
        "hand: 6", "score: 147 0", "dealer: P2",
        "P1: ♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♣5 ♣K", "P2: ♠7 ♠8 ♠9 ♥J ♥Q ♥K ♣2 ♣3 ♣4 ♦K",
        "pile: ♦2 ♦5", "stock: 29 cards", "turn: P1 discard (drew from the stock)"]),
        R.GinRules())
    st.won_before = (5, 0)  # the position's five earlier hands, all won by P1
    over = [e for e in st.apply(Knock(parse_card("♣K"))) if isinstance(e, MatchOver)]
    assert over[0].describe() == block.strip()


def test_options_and_defaults() -> None:
    def read(v: str) -> object:
        return {"true": True, "false": False}.get(v, int(v) if v.isdigit() else v)

    rows = {r[0].strip("`"): read(r[1]) for r in table("option", "default", "effect")}
    assert rows == R.GinRules().to_dict()
