"""Reading a rule card in the tests: its text, its tables and its code blocks."""

from __future__ import annotations

from markdown_it import MarkdownIt
from markdown_it.token import Token

from tutor.registry import rule_card_path


def text_of(game: str) -> str:
    return rule_card_path(game).read_text(encoding="utf-8")


def tables(game: str) -> list[list[list[str]]]:
    """Every table of the card: rows of cell texts, the header row first."""
    tokens: list[Token] = MarkdownIt().enable("table").parse(text_of(game))
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


def table(game: str, *header: str) -> list[list[str]]:
    """The rows of the table whose header starts with ``header``."""
    for t in tables(game):
        if tuple(t[0][:len(header)]) == header:
            return t[1:]
    raise AssertionError(f"no table headed {header}")


def blocks(game: str) -> list[str]:
    """The card's code blocks."""
    return text_of(game).split("```")[1::2]
