"""The Klaverjassen table: you play South against three bots, with hints, undo and reviews."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static

from ...bots.base import HOW_SEARCHED, Advice
from ...cards import Card, sort_hand
from ...game import DETAIL, describe_for, event_level
from ...games.klaverjas.engine import (
    INDEX,
    DealScored,
    KlaverjasView,
    MatchOver,
    Phase,
    TrumpCall,
    tables,
)
from ...games.klaverjas.plugin import PLUGIN
from ...play.session import Outcome, PlaySession
from ...seats import seat_name
from ...zones import Board
from .. import text as T
from ..cards import card_text, cards_line
from ..table_base import ReviewScreen, TableScreen, open_table
from ..widgets import Choice, ChoiceRow
from ..zone_table import ZoneTable
from . import klaverjas_text as K

HUMAN = PLUGIN.human_seat
__all__ = ["KlaverjasTable", "ReviewScreen", "open_table"]


class KlaverjasTable(ZoneTable):
    BINDINGS = [
        *TableScreen.BASE_BINDINGS,
        Binding("m", "monitor", K.KEY_MONITOR.msgid),
        Binding("v", "values", K.KEY_VALUES.msgid),
    ]

    def __init__(self, session: PlaySession, **kw: Any) -> None:
        super().__init__(session, **kw)
        self.show_monitor = False
        self.show_values = False

    @property
    def view(self) -> KlaverjasView:
        v: KlaverjasView = self.session.view()
        return v

    # -- drawing -------------------------------------------------------------------------------

    def extra(self) -> Text:
        v = self.view
        extra = Text()
        if self.show_monitor:
            extra.append_text(Text(K.MONITOR.format(cards="")))
            extra.append_text(cards_line(sort_hand(v.played_cards()), trump=v.trump,
                                         style=self.card_style))
        if self.show_values:
            extra.append(("\n" if extra.plain else "") + str(K.VALUES_BODY), style="dim")
        return extra

    def refresh_choices(self, board: Board) -> None:
        v = self.view
        row = self.query_one("#hand", ChoiceRow)
        prompt = self.query_one("#prompt", Static)
        mine = self.session.human_to_move() and not self.thinking
        if v.phase is Phase.CALL and mine:
            choices = [Choice(a, label=str(K.PASS) if a.suit is None
                              else self.card_style.suit(a.suit), suit=a.suit)
                       for a in v.legal_actions if isinstance(a, TrumpCall)]
            row.set_choices(choices, style=self.card_style)
            state: Any = self.session.state
            what = self.card_style.text(state.call_prompt())
            prompt.update(Text(K.YOUR_TURN.format(what=what), style="bold"))
            return
        t = tables(v.trump, v.rules.four_jacks_200) if v.trump is not None else None
        hand = sort_hand(v.hand)
        choices = [Choice(c, card=c, note=f"·{t.points[INDEX[c]]}"
                          if (self.show_values and t is not None) else "") for c in hand]
        row.set_choices(choices, trump=v.trump, enabled=mine, style=self.card_style)
        if v.phase is Phase.OVER:
            prompt.update(Text(str(T.TABLE_OVER), style="bold"))
        elif mine:
            prompt.update(Text(K.YOUR_TURN.format(what=K.PLAY_CARD), style="bold"))
        else:
            seat = self.session.to_move
            prompt.update(Text(K.THINKING.format(seat=seat_name(seat or 0, 4, long=True)),
                               style="dim"))

    def log_outcome(self, out: Outcome) -> None:
        for e in out.events:
            if event_level(e) > DETAIL:
                self.log_line(describe_for(e, HUMAN))
            if isinstance(e, DealScored):
                self.start_review(e.result.deal_no)
            if isinstance(e, MatchOver):
                self.log_line(Text(e.describe(), style="bold"))

    def log_bot(self, out: Outcome, action: Any, advice: Advice | None) -> None:
        """A card on one line with the bot's most telling reason the learner may read: the
        first after those that say how it searched."""
        seat = out.seat
        if isinstance(action, Card):
            line = Text(f"{seat_name(seat, 4, long=True)}: ")
            line.append_text(card_text(action, trump=self.view.trump, style=self.card_style))
            how = advice.extra.get(HOW_SEARCHED, 0) if advice is not None else 0
            shown = self.shown_reasons(advice, how) or self.shown_reasons(advice)
            if shown:
                line.append(" — " + shown[0], style="dim")
            self.log_line(line)
        self.log_outcome(out)

    # -- actions -------------------------------------------------------------------------------

    def chosen(self, choice: Choice) -> None:
        self.human_plays(choice.action)

    def action_monitor(self) -> None:
        self.show_monitor = not self.show_monitor
        self.refresh_table()

    def action_values(self) -> None:
        self.show_values = not self.show_values
        self.refresh_table()
