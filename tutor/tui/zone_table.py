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

from ..actions import shown_for
from ..cards import Card, copies_alike
from ..play.session import Outcome
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

    def __init__(self, session: Any, **kw: Any) -> None:
        super().__init__(session, **kw)
        #: The card chosen when it can act in several ways: its actions are offered next.
        self.picked: Card | None = None

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
        assert path is not None, "a zone table needs a game with a board"  # internal
        shown: Board = load_attr(path)(self.view)
        return shown

    def roles(self, board: Board) -> dict[int, str]:
        """Who plays each seat: the learner, or the bots' level."""
        s = self.session
        return {seat: str(T.TABLE_YOU) if seat == s.human else T.TABLE_BOT.format(level=s.level)
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
        kind = self.session.plugin.round_kind
        if track.target is not None:
            line.display = label.display = False
            bars.display = bool(totals)
            bars.show(totals, track.target, str(T.TABLE_TRACK[kind]),
                      (names[0], names[1]))
            return
        bars.display = False
        diffs = [a - b for a, b in totals]
        shown = len(diffs) >= 2
        line.display = label.display = shown
        line.data = diffs
        if shown:
            label.update(Text(T.TABLE_LEAD[kind].format(first=names[0], second=names[1],
                                                        diff=diffs[-1]),
                              style="dim"))

    def refresh_choices(self, board: Board) -> None:
        """The legal actions as choices. Where several actions play the same card (a capture,
        a build, a trail), the card is chosen first and then what it does; a card with one
        action plays it at once; anything without a card is chosen by its text (texts that
        read the same, identical cards being alike, offered once)."""
        v = self.view
        row = self.query_one("#hand", ChoiceRow)
        prompt = self.query_one("#prompt", Static)
        mine = self.session.human_to_move() and not self.thinking
        if mine:
            marks = self.copy_marks()
            game = self.session.spec.id
            if self.picked is not None:
                ways = [Choice(a, label=copies_alike(shown_for(game, a), marks))
                        for a in self.ways(self.picked)]
                row.set_choices(self.shown_once(ways), trump=board.trump, style=self.card_style)
                name = self.card_style.name(self.picked) + marks.get(self.picked, "")
                prompt.update(Text(T.TABLE_WHICH_WAY.format(card=name), style="bold"))
                return
            choices: list[Choice] = []
            for a in v.legal_actions:
                card = _card_of(a)
                if card is None:
                    choices.append(Choice(a, label=copies_alike(shown_for(game, a), marks)))
                elif not any(ch.card == card for ch in choices):
                    choices.append(Choice(a, card=card))
            row.set_choices(self.shown_once(choices), trump=board.trump, style=self.card_style)
            prompt.update(Text(str(T.TABLE_YOUR_TURN), style="bold"))
            return
        row.set_choices([Choice(c, card=c) for c in board.hand(board.viewer).cards],
                        trump=board.trump, enabled=False, style=self.card_style)
        if self.session.state.is_terminal():
            prompt.update(Text(str(T.TABLE_OVER), style="bold"))
        else:
            seat = self.session.to_move
            name = board.names[seat] if seat is not None else ""
            prompt.update(Text(T.TABLE_THINKING.format(seat=name), style="dim"))

    def ways(self, card: Card) -> list[Any]:
        """Every legal action that plays ``card``."""
        return [a for a in self.view.legal_actions if _card_of(a) == card]

    def on_choice_row_picked(self, message: ChoiceRow.Picked) -> None:
        # The one handler (Textual would also run a subclass's): games override ``chosen``.
        self.chosen(message.choice)

    def chosen(self, choice: Choice) -> None:
        """A choice was picked from the row: play it, or offer what the card can do."""
        if self.picked is None and choice.card is not None and len(self.ways(choice.card)) > 1:
            self.picked = choice.card
            self.refresh_table()
            return
        self.picked = None
        self.human_plays(choice.action)

    def after_human(self) -> None:
        self.picked = None

    # -- the log and the review ----------------------------------------------------------------

    def log_outcome(self, out: Outcome) -> None:
        """Every event of a move as the learner may read it, and the review once a round has
        been scored."""
        super().log_outcome(out)
        number = self.scored_round(out)
        if number is not None:
            self.start_review(number)

    def scored_round(self, out: Outcome) -> int | None:
        """The number of the round ``out`` scored, if it scored one (the game's ``scores``)."""
        scores = self.session.spec.scores
        for e in out.events:
            if scores is not None and scores(e) is not None:
                return _round_number(e, len(self.session.actions))
        return None

    def action_leave(self) -> None:
        """Escape steps back from choosing what a card does; else home."""
        if self.picked is not None:
            self.picked = None
            self.refresh_table()
            return
        super().action_leave()


def _round_number(event: Any, fallback: int) -> int:
    """The number a scoring event gives its round (its deal, hand or round), or ``fallback``."""
    for holder in (event, getattr(event, "result", None)):
        for name in ("deal_no", "hand_no", "round_no"):
            number = getattr(holder, name, None)
            if isinstance(number, int):
                return number
    return fallback


def _card_of(action: Any) -> Card | None:
    """The card an action plays: the action itself, or its ``card``."""
    if isinstance(action, Card):
        return action
    card = getattr(action, "card", None)
    return card if isinstance(card, Card) else None
