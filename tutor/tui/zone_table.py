"""A table drawn from the zones its game describes: any game with a board plays here.

The board (the seats, the trick, the stock and piles, melds, the score) comes from the game's
plugin; the row of choices offers the legal actions, each card as a card and anything else by
its own text. A game's own table subclasses this one for its keys and prompts.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rich.text import Text
from textual.widget import Widget
from textual.widgets import Sparkline, Static

from ..cards import Card
from ..plugin import load_attr
from ..zones import Board
from . import text as T
from .table_base import TableScreen
from .widgets import Choice, ChoiceRow, MatchChart
from .zones import board_renderable


class ZoneTable(TableScreen):
    """Free play on a board of zones."""

    BINDINGS = [*TableScreen.BASE_BINDINGS]
    DEFAULT_CSS = TableScreen.DEFAULT_CSS + """
    ZoneTable #chart-line { height: 2; }
    ZoneTable #chart { margin-top: 1; }
    """

    def board_widgets(self) -> Iterator[Widget]:
        yield Static(id="board")
        yield Static(id="extra")
        yield Static(id="chart-label")
        yield Sparkline([], id="chart-line")
        yield MatchChart(id="chart")

    @property
    def view(self) -> Any:
        return self.session.view()

    def board(self) -> Board:
        """The learner's view of the table, as the game describes it."""
        path = self.session.plugin.board
        assert path is not None, "a zone table needs a game with a board"
        shown: Board = load_attr(path)(self.view)
        return shown

    def roles(self, board: Board) -> dict[int, str]:
        """Who plays each seat: the learner, or the bots' level."""
        s = self.session
        return {seat: T.TABLE_YOU if seat == s.human else T.TABLE_BOT.format(level=s.level)
                for seat in range(board.players)}

    def extra(self) -> Text:
        """Lines a game's table adds under the board (a card monitor, a table of values)."""
        return Text()

    # -- drawing -------------------------------------------------------------------------------

    def refresh_table(self) -> None:
        board = self.board()
        self.query_one("#info", Static).update(
            Text(T.TABLE_INFO.format(game=self.session.spec.name, heading=board.heading)))
        self.query_one("#board", Static).update(
            board_renderable(board, self.roles(board), self.card_style))
        extra = self.extra()
        box = self.query_one("#extra", Static)
        box.display = bool(extra.plain)
        box.update(extra)
        self.refresh_track(board)
        self.refresh_choices(board)

    def refresh_track(self, board: Board) -> None:
        """The match so far, the learner's side first: bars to the target when the match has
        one, else the learner's lead after each round."""
        track = board.track
        bars = self.query_one("#chart", MatchChart)
        line = self.query_one("#chart-line", Sparkline)
        label = self.query_one("#chart-label", Static)
        if track is None or len(track.names) != 2:
            bars.display = line.display = label.display = False
            return
        ours = next((i for i, side in enumerate(track.sides) if board.viewer in side), 0)
        order = (ours, 1 - ours)
        roles = self.roles(board)
        names = [roles[track.sides[i][0]] if len(track.sides) == 2 and len(track.sides[i]) == 1
                 else track.names[i] for i in order]
        totals = [(t[order[0]], t[order[1]]) for t in track.totals]
        round_name = self.session.plugin.round_name
        if track.target is not None:
            line.display = label.display = False
            bars.display = bool(totals)
            bars.show(totals, track.target, T.TABLE_TRACK.format(round=round_name),
                      (names[0], names[1]))
            return
        bars.display = False
        diffs = [a - b for a, b in totals]
        shown = len(diffs) >= 2
        line.display = label.display = shown
        line.data = diffs
        if shown:
            label.update(Text(T.TABLE_LEAD.format(round=round_name, first=names[0],
                                                  second=names[1], diff=diffs[-1]),
                              style="dim"))

    def refresh_choices(self, board: Board) -> None:
        """The legal actions as choices: cards as cards, anything else by its text."""
        v = self.view
        row = self.query_one("#hand", ChoiceRow)
        prompt = self.query_one("#prompt", Static)
        mine = self.session.human_to_move() and not self.thinking
        if mine:
            choices = [Choice(a, card=a) if isinstance(a, Card) else Choice(a, label=str(a))
                       for a in v.legal_actions]
            row.set_choices(choices, trump=board.trump, style=self.card_style)
            prompt.update(Text(T.TABLE_YOUR_TURN, style="bold"))
            return
        row.set_choices([Choice(c, card=c) for c in board.hand(board.viewer).cards],
                        trump=board.trump, enabled=False, style=self.card_style)
        if self.session.state.is_terminal():
            prompt.update(Text(T.TABLE_OVER, style="bold"))
        else:
            seat = self.session.to_move
            name = board.names[seat] if seat is not None else ""
            prompt.update(Text(T.TABLE_THINKING.format(seat=name), style="dim"))

    def on_choice_row_picked(self, message: ChoiceRow.Picked) -> None:
        self.human_plays(message.choice.action)
