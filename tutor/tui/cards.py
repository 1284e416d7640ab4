"""Cards drawn as cards: rank and suit in a small box, red suits red."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from ..cards import Card, Suit

RED = "bold red"
BLACK = "bold"
TRUMP_MARK = "*"


def card_text(card: Card, *, trump: Suit | None = None, value: int | None = None) -> Text:
    """``♥J`` styled; trumps marked; with ``value`` the card's points after it."""
    style = RED if card.suit.is_red else BLACK
    t = Text(f"{card.suit.symbol}{card.rank.symbol}", style=style)
    if trump is not None and card.suit is trump:
        t.append(TRUMP_MARK, style="yellow")
    if value is not None:
        t.append(f"·{value}", style="dim")
    return t


def cards_line(cards: Sequence[Card], *, trump: Suit | None = None) -> Text:
    out = Text()
    for i, c in enumerate(cards):
        if i:
            out.append(" ")
        out.append_text(card_text(c, trump=trump))
    return out


def card_box(card: Card | None, *, trump: Suit | None = None, selected: bool = False) -> Text:
    """A three-line card (or an empty place) for the trick and the hand."""
    if card is None:
        return Text("┌───┐\n│   │\n└───┘", style="dim")
    label = f"{card.rank.symbol}{card.suit.symbol}".ljust(3)
    style = RED if card.suit.is_red else BLACK
    edge = "reverse" if selected else ""
    t = Text()
    t.append("┌───┐\n", style=edge)
    t.append("│", style=edge)
    t.append(label, style=f"{style} {edge}".strip())
    t.append("│\n", style=edge)
    mark = TRUMP_MARK if trump is not None and card.suit is trump else " "
    t.append(f"└─{mark}─┘", style=edge)
    return t
