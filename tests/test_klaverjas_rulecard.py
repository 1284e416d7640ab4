"""The rule card's tables must say what the engine does (parsed with markdown-it-py)."""

from __future__ import annotations

from pathlib import Path

from markdown_it import MarkdownIt

from tutor.cards import Rank, parse_card
from tutor.games.klaverjas import rules as R
from tutor.registry import rule_card_path

CARD = rule_card_path("klaverjassen")


def tables(path: Path) -> list[list[list[str]]]:
    """Every table in the file as rows of cell texts (header row first)."""
    tokens = MarkdownIt().enable("table").parse(path.read_text(encoding="utf-8"))
    out: list[list[list[str]]] = []
    row: list[str] = []
    for tok in tokens:
        if tok.type == "table_open":
            out.append([])
        elif tok.type == "tr_open":
            row = []
        elif tok.type == "inline" and out and tok.map is not None and _in_cell(tokens, tok):
            row.append(tok.content.strip())
        elif tok.type == "tr_close":
            out[-1].append(row)
    return out


def _in_cell(tokens: list, tok: object) -> bool:  # type: ignore[type-arg]
    i = tokens.index(tok)
    return tokens[i - 1].type in ("th_open", "td_open")


def table_with(header: str) -> list[list[str]]:
    for t in tables(CARD):
        if header in t[0]:
            return t[1:]
    raise AssertionError(f"no table with column {header!r}")


def rank(text: str) -> Rank:
    return parse_card("s" + text).rank


def test_card_names_the_seed() -> None:
    assert "002_8a8b841da2e9c145.txt" in CARD.read_text(encoding="utf-8")


def test_trump_order_and_points() -> None:
    rows = table_with("trump points")
    assert tuple(rank(r[0]) for r in rows) == R.TRUMP_ORDER
    assert {rank(r[0]): int(r[2]) for r in rows} == dict(R.TRUMP_POINTS)


def test_plain_order_and_points() -> None:
    rows = table_with("plain points")
    assert tuple(rank(r[0]) for r in rows) == R.PLAIN_ORDER
    assert {rank(r[0]): int(r[2]) for r in rows} == dict(R.PLAIN_POINTS)
    assert sum(R.PLAIN_POINTS.values()) * 3 + sum(R.TRUMP_POINTS.values()) + R.LAST_TRICK == 162


def test_roem_table() -> None:
    rows = {r[0]: int(r[2]) for r in table_with("roem")}
    assert rows == {"driekaart": R.ROW3, "vierkaart": R.ROW4, "stuk": R.STUK,
                    "vier gelijke": R.FOUR_OF_A_KIND, "vier boeren": R.FOUR_JACKS_OPTION}


def test_deal_scoring_table() -> None:
    rows = {r[0]: int(r[1]) for r in table_with("item")}
    assert rows["last trick"] == R.LAST_TRICK
    assert rows["pit (one team takes all 8 tricks)"] == R.PIT_BONUS
    assert rows["nat: the other team scores"] == R.DEAL_CARD_POINTS


def test_options_table_matches_rules_dataclass() -> None:
    rows = {r[0]: r for r in table_with("option")}
    defaults = R.KlaverjasRules().to_dict()
    assert set(rows) == set(defaults)
    for key, value in defaults.items():
        assert rows[key][2] == str(value).lower()
    assert rows["play"][1] == ", ".join(p.value for p in R.PlayRule)
    assert rows["trump-method"][1] == ", ".join(m.value for m in R.TrumpMethod)


def test_amsterdam_cases_table_matches_engine() -> None:
    # Each row: the trick so far (seat and card, from the leader), the hand of the next player,
    # and what that player may play under Amsterdam rules; hearts are trump.
    from kj_helpers import AMS, legal_text, trick_position

    from tutor.cards import Suit, parse_cards
    from tutor.seats import COMPASS

    rows = table_with("Amsterdam case")
    assert len(rows) == 9
    for case, trick, hand, legal in rows:
        played = [p.split() for p in trick.split(",")]
        cards = " ".join(c for _, c in played)
        size = len(parse_cards(hand))
        st = trick_position(Suit.HEARTS, hand, cards, leader=played[0][0], rules=AMS, size=size)
        assert COMPASS[(COMPASS.index(played[0][0]) + len(played)) % 4] == COMPASS[st.to_move()]
        want = sorted(parse_cards(legal), key=lambda c: (c.suit.value, -c.rank))
        assert legal_text(st) == " ".join(map(str, want)), case
