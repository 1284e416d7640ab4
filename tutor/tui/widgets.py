"""Small widgets shared by the tables: a row of choices drawn as cards."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from ..cards import Card, Suit
from .cards import BLACK, RED

BOX_WIDTH = 6  # five columns of card and one of space


@dataclass(frozen=True)
class Choice:
    """One thing the player may pick: a card, or a labelled action such as a trump call."""

    action: Any
    card: Card | None = None
    label: str = ""
    note: str = ""  # shown under the card, e.g. its points


class ChoiceRow(Widget, can_focus=True):
    """Cards (or labels) side by side; arrows and Enter, digits, or a click pick one."""

    DEFAULT_CSS = """
    ChoiceRow { height: 4; width: 1fr; }
    ChoiceRow:focus { background: $boost; }
    """

    cursor: reactive[int] = reactive(0)

    class Picked(Message):
        def __init__(self, choice: Choice) -> None:
            self.choice = choice
            super().__init__()

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.choices: list[Choice] = []
        self.trump: Suit | None = None
        self.enabled = True

    def set_choices(self, choices: Sequence[Choice], *, trump: Suit | None = None,
                    enabled: bool = True) -> None:
        self.choices = list(choices)
        self.trump = trump
        self.enabled = enabled
        self.cursor = min(self.cursor, max(0, len(self.choices) - 1))
        self.refresh()

    def render(self) -> Text:
        rows = [Text(), Text(), Text(), Text()]
        for i, ch in enumerate(self.choices):
            sel = self.enabled and i == self.cursor and self.has_focus
            edge = "reverse" if sel else ("dim" if not self.enabled else "")
            label = ch.label or (f"{ch.card.rank.symbol}{ch.card.suit.symbol}" if ch.card else "")
            colour = RED if (ch.card is not None and ch.card.suit.is_red) or \
                any(s in label for s in "♥♦") else BLACK
            mark = "*" if ch.card is not None and self.trump is not None \
                and ch.card.suit is self.trump else "─"
            width = max(3, len(label))
            rows[0].append("┌" + "─" * width + "┐ ", style=edge)
            rows[1].append("│", style=edge)
            rows[1].append(label.ljust(width), style=f"{colour} {edge}".strip())
            rows[1].append("│ ", style=edge)
            rows[2].append("└" + "─" * (width - 2) + mark + "─┘ " if width > 1 else "└─┘ ",
                           style=edge)
            rows[3].append(f"{i + 1}{ch.note}".center(width + 2) + " ", style="dim")
        return Text("\n").join(rows)

    def _box_starts(self) -> list[tuple[int, int]]:
        spans = []
        x = 0
        for ch in self.choices:
            label = ch.label or "xxx"
            w = max(3, len(label)) + 3
            spans.append((x, x + w))
            x += w
        return spans

    def on_click(self, event: events.Click) -> None:
        for i, (a, b) in enumerate(self._box_starts()):
            if a <= event.x < b:
                self.cursor = i
                self.pick()
                return

    def move(self, step: int) -> None:
        if self.choices:
            self.cursor = (self.cursor + step) % len(self.choices)

    def pick(self, index: int | None = None) -> None:
        if not self.enabled or not self.choices:
            return
        i = self.cursor if index is None else index
        if 0 <= i < len(self.choices):
            self.cursor = i
            self.post_message(self.Picked(self.choices[i]))

    def watch_cursor(self) -> None:
        self.refresh()
