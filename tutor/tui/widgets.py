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
from .cards import DEFAULT_STYLE, TRUMP_MARK, CardStyle, suit_style


@dataclass(frozen=True)
class Choice:
    """One thing the player may pick: a card, or a labelled action such as a trump call."""

    action: Any
    card: Card | None = None
    label: str = ""
    note: str = ""  # shown under the card, e.g. its points
    suit: Suit | None = None  # colours a label (a trump call, a card to take)


#: The key that picks each choice, left to right: the top row of the keyboard, so a hand of
#: eleven cards is reached with 0 and - after 1 to 9.
PICK_KEYS = "1234567890-"


def pick_key(i: int) -> str:
    """The key shown under choice ``i`` (none past the eleventh)."""
    return PICK_KEYS[i] if i < len(PICK_KEYS) else " "


class ChoiceRow(Widget, can_focus=True):
    """Cards (or labels) side by side; arrows and Enter, the keys of ``PICK_KEYS``, or a click
    pick one.

    Drawn as boxes (four lines with the numbers) or, in the compact card style, on one line.
    """

    DEFAULT_CSS = """
    ChoiceRow { height: 4; width: 1fr; }
    ChoiceRow.compact { height: 1; }
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
        self.card_style = DEFAULT_STYLE

    def set_choices(self, choices: Sequence[Choice], *, trump: Suit | None = None,
                    enabled: bool = True, style: CardStyle | None = None) -> None:
        self.choices = list(choices)
        self.trump = trump
        self.enabled = enabled
        if style is not None:
            self.card_style = style
            self.set_class(not style.drawn, "compact")
        self.cursor = min(self.cursor, max(0, len(self.choices) - 1))
        self.refresh()

    def label(self, ch: Choice, *, corner: bool = False) -> str:
        """A choice's text; a drawn card shows rank then suit, as a card's corner does."""
        if ch.label or ch.card is None:
            return ch.label
        if corner:
            return f"{ch.card.rank.shown}{self.card_style.suit(ch.card.suit)}"
        return self.card_style.name(ch.card)

    def colour(self, ch: Choice) -> str:
        return suit_style(ch.card.suit if ch.card is not None else ch.suit)

    def is_trump(self, ch: Choice) -> bool:
        return ch.card is not None and self.trump is not None and ch.card.suit is self.trump

    def _spans(self) -> list[tuple[int, int]]:
        """Where each choice lies on a line (for clicks), as its text is drawn."""
        spans = []
        x = 0
        for i, ch in enumerate(self.choices):
            if self.card_style.drawn:
                w = max(3, len(self.label(ch, corner=True))) + 3
            else:
                w = len(self._compact(i, ch)) + 1
            spans.append((x, x + w))
            x += w
        return spans

    def _compact(self, i: int, ch: Choice) -> str:
        mark = TRUMP_MARK if self.is_trump(ch) else ""
        return f"{pick_key(i)} {self.label(ch)}{mark}{ch.note}"

    def render(self) -> Text:
        return self._render_boxes() if self.card_style.drawn else self._render_line()

    def _edge(self, i: int) -> str:
        sel = self.enabled and i == self.cursor and self.has_focus
        return "reverse" if sel else ("dim" if not self.enabled else "")

    def _render_line(self) -> Text:
        out = Text(no_wrap=True, overflow="ellipsis")
        for i, ch in enumerate(self.choices):
            edge = self._edge(i)
            out.append(f"{pick_key(i)} ", style=f"dim {edge}".strip())
            out.append(self.label(ch), style=f"{self.colour(ch)} {edge}".strip())
            tail = (TRUMP_MARK if self.is_trump(ch) else "") + ch.note
            if tail:
                out.append(tail, style=edge)
            out.append(" ")
        return out

    def _render_boxes(self) -> Text:
        rows = [Text(), Text(), Text(), Text()]
        for i, ch in enumerate(self.choices):
            edge = self._edge(i)
            label = self.label(ch, corner=True)
            mark = TRUMP_MARK if self.is_trump(ch) else "─"
            width = max(3, len(label))
            rows[0].append("┌" + "─" * width + "┐ ", style=edge)
            rows[1].append("│", style=edge)
            rows[1].append(label.ljust(width), style=f"{self.colour(ch)} {edge}".strip())
            rows[1].append("│ ", style=edge)
            rows[2].append("└" + "─" * (width - 2) + mark + "─┘ ", style=edge)
            rows[3].append(f"{pick_key(i)}{ch.note}".center(width + 2) + " ", style="dim")
        return Text("\n").join(rows)

    def on_click(self, event: events.Click) -> None:
        for i, (a, b) in enumerate(self._spans()):
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


class MatchChart(Widget):
    """Both players' running totals, hand by hand, as pairs of bars below the target line.

    Bars are scaled so that the target is the full height: a bar touching the line has won.
    """

    COMPONENT_CLASSES = {"match-chart--you", "match-chart--bot", "match-chart--target"}
    DEFAULT_CSS = """
    MatchChart { height: 1fr; min-height: 3; max-height: 12; width: 1fr; }
    MatchChart > .match-chart--you { color: $primary; }
    MatchChart > .match-chart--bot { color: $accent; }
    MatchChart > .match-chart--target { color: $text-muted; }
    """
    LEVELS = " ▁▂▃▄▅▆▇█"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.totals: list[tuple[int, int]] = []
        self.target = 1
        self.caption = ""
        self.names = ("", "")

    def show(self, totals: Sequence[tuple[int, int]], target: int, title: str,
             names: tuple[str, str]) -> None:
        """``totals``: (you, opponent) after each hand, oldest first."""
        self.totals = list(totals)
        self.target = max(1, target)
        self.caption = title
        self.names = names
        self.refresh()

    #: Below this height the chart is drawn compact: one bar a player, across.
    COMPACT_BELOW = 6

    def render(self) -> Text:
        you = self.get_component_rich_style("match-chart--you")
        bot = self.get_component_rich_style("match-chart--bot")
        line = self.get_component_rich_style("match-chart--target")
        out = Text(self.caption, no_wrap=True, overflow="ellipsis")
        last = self.totals[-1] if self.totals else (0, 0)
        if self.size.height < self.COMPACT_BELOW:
            # Too low for columns: each player's total as a bar towards the target, so the
            # score stays readable on a small screen.
            name_width = max(len(n) for n in self.names)
            for (name, style, total) in ((self.names[0], you, last[0]),
                                         (self.names[1], bot, last[1])):
                figure = f" {total}/{self.target}"
                room = max(3, self.size.width - name_width - len(figure) - 2)
                filled = min(room, round(max(0, total) / self.target * room))
                out.append(f"\n{name.ljust(name_width)} ")
                out.append("█" * filled, style=style)
                out.append("░" * (room - filled), style=line)
                out.append(figure)
            return out
        out.append("\n")
        out.append("█", style=you)
        out.append(f" {self.names[0]} {last[0]}  ")
        out.append("█", style=bot)
        out.append(f" {self.names[1]} {last[1]}")
        label = f" {self.target}"
        room = max(1, (self.size.width - len(label)) // 3)
        shown = self.totals[-room:]
        out.append("\n" + "┄" * max(3, 3 * len(shown)) + label, style=line)
        rows = max(1, self.size.height - 3)
        eighths = [(self._height(a, rows), self._height(b, rows)) for a, b in shown]
        for r in range(rows):
            out.append("\n")
            floor = (rows - 1 - r) * 8
            for a, b in eighths:
                out.append(self.LEVELS[min(8, max(0, a - floor))], style=you)
                out.append(self.LEVELS[min(8, max(0, b - floor))], style=bot)
                out.append(" ")
        return out

    def _height(self, total: int, rows: int) -> int:
        """A total as eighths of a row; any points at all show at least one eighth."""
        h = round(min(total, self.target) / self.target * rows * 8)
        return max(h, 1) if total > 0 else 0
