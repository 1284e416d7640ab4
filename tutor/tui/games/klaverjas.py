"""The Klaverjassen table: you play South against three bots, with hints, undo and reviews."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Sparkline, Static

from ...bots.base import Advice
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
from ...seats import COMPASS_LONG
from ..cards import card_text, cards_line
from ..table_base import ReviewScreen, TableScreen, open_table
from ..widgets import Choice, ChoiceRow
from . import klaverjas_text as K

HUMAN = PLUGIN.human_seat
__all__ = ["KlaverjasTable", "ReviewScreen", "open_table"]


class KlaverjasTable(TableScreen):
    BINDINGS = [
        *TableScreen.BASE_BINDINGS,
        Binding("m", "monitor", "Played cards"),
        Binding("v", "values", "Values"),
        Binding("n", "new_match", "New match", show=False),
    ]
    DEFAULT_CSS = TableScreen.DEFAULT_CSS + """
    #north, #trick, #south { text-align: center; width: 1fr; }
    #trick { height: 5; }
    #chart { height: 2; }
    """

    def __init__(self, session: PlaySession, **kw: Any) -> None:
        super().__init__(session, **kw)
        self.show_monitor = False
        self.show_values = False

    def board_widgets(self) -> Iterator[Widget]:
        yield Static(id="north")
        yield Static(id="trick")
        yield Static(id="south")
        yield Static(id="extra")
        yield Static(id="chart-label")
        yield Sparkline([], id="chart")

    @property
    def view(self) -> KlaverjasView:
        v: KlaverjasView = self.session.view()
        return v

    # -- drawing -------------------------------------------------------------------------------

    def seat_label(self, seat: int, v: KlaverjasView) -> str:
        role = K.YOU if seat == HUMAN else K.BOT.format(level=self.session.level)
        extra = []
        if seat == v.dealer:
            extra.append("D")
        if v.going == seat:
            extra.append("G")
        marks = f" [{' '.join(extra)}]" if extra else ""
        return K.SEAT.format(name=COMPASS_LONG[seat], role=role,
                                   cards=v.hand_sizes[seat]) + marks

    def refresh_table(self) -> None:
        v = self.view
        cs = self.card_style
        trump = K.TRUMP_NONE if v.trump is None else K.TRUMP.format(
            suit=cs.suit(v.trump), dutch=v.trump.dutch, going=COMPASS_LONG[v.going or 0])
        info = Text(K.TITLE.format(name=self.session.spec.name, deal=v.deal_no,
                                         deals=v.rules.deals, trump=trump))
        info.append("   " + K.SCORE.format(ns=v.match[0], ew=v.match[1]), style="bold")
        self.query_one("#info", Static).update(info)
        self.query_one("#north", Static).update(Text(self.seat_label(0, v), justify="center"))
        self.query_one("#south", Static).update(Text(self.seat_label(HUMAN, v),
                                                     justify="center"))
        self.query_one("#trick", Static).update(self.trick_text(v))
        extra = Text(K.POINTS.format(ns_p=v.points[0], ns_r=v.roem[0], ew_p=v.points[1],
                                           ew_r=v.roem[1]), style="dim")
        if v.turned is not None and v.trump is None:
            extra.append("\n" + K.TURNED.format(card=cs.name(v.turned)))
        if self.show_monitor:
            extra.append("\n")
            extra.append_text(Text(K.MONITOR.format(cards="")))
            extra.append_text(cards_line(sort_hand(v.played_cards()), trump=v.trump, style=cs))
        if self.show_values:
            extra.append("\n" + K.VALUES_BODY, style="dim")
        self.query_one("#extra", Static).update(extra)
        # The match so far: N-S minus E-W after each deal, as a small chart.
        running, diffs = 0, []
        for r in v.results:
            running += r.score[0] - r.score[1]
            diffs.append(running)
        chart = self.query_one("#chart", Sparkline)
        chart.data = diffs
        shown = len(diffs) >= 2
        chart.display = shown
        label = self.query_one("#chart-label", Static)
        label.display = shown
        if shown:
            label.update(Text(K.CHART.format(diff=diffs[-1]), style="dim"))
        self.refresh_hand(v)

    def trick_text(self, v: KlaverjasView) -> Text:
        by_seat: dict[int, Card] = {(v.trick_leader + i) % 4: c for i, c in enumerate(v.trick)}
        if not v.trick and v.tricks and v.phase is Phase.PLAY:
            last = v.tricks[-1]
            by_seat = {(last.leader + i) % 4: c for i, c in enumerate(last.cards)}

        def spot(seat: int) -> Text:
            c = by_seat.get(seat)
            if c is None:
                return Text("··", style="dim")
            return card_text(c, trump=v.trump, style=self.card_style)

        middle = Text(f"West {v.hand_sizes[3]}   ")
        middle.append_text(spot(3))
        middle.append("          ")
        middle.append_text(spot(1))
        middle.append(f"   East {v.hand_sizes[1]}")
        return Text("\n").join([Text(""), spot(0), middle, spot(2), Text("")])

    def refresh_hand(self, v: KlaverjasView) -> None:
        row = self.query_one("#hand", ChoiceRow)
        prompt = self.query_one("#prompt", Static)
        mine = self.session.human_to_move() and not self.thinking
        if v.phase is Phase.CALL and mine:
            choices = [Choice(a, label=K.PASS if a.suit is None
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
            prompt.update(Text(K.MATCH_OVER, style="bold"))
        elif mine:
            prompt.update(Text(K.YOUR_TURN.format(what=K.PLAY_CARD), style="bold"))
        else:
            seat = self.session.to_move
            prompt.update(Text(K.THINKING.format(seat=COMPASS_LONG[seat or 0]),
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
        seat = out.seat
        if isinstance(action, Card):
            line = Text(f"{COMPASS_LONG[seat]}: ")
            line.append_text(card_text(action, trump=self.view.trump, style=self.card_style))
            if advice is not None and advice.reasons:
                line.append(" — " + _short(advice.reasons), style="dim")
            self.log_line(line)
        self.log_outcome(out)

    # -- actions -------------------------------------------------------------------------------

    def on_choice_row_picked(self, message: ChoiceRow.Picked) -> None:
        self.human_plays(message.choice.action)

    def action_monitor(self) -> None:
        self.show_monitor = not self.show_monitor
        self.refresh_table()

    def action_values(self) -> None:
        self.show_values = not self.show_values
        self.refresh_table()

    def action_new_match(self) -> None:
        if not self.session.state.is_terminal():
            return
        s = self.session
        self.session = PlaySession(s.spec.id, seed=s.seed + 1, human=s.human, level=s.level,
                                   rules=s.rules_dict, hints=s.hints, practice=s.practice,
                                   advisor=s.advisor_level)
        self.review_start = 0
        self.autosave()
        self.next_turn()


def _short(reasons: tuple[str, ...]) -> str:
    """The most telling reason: the first after the sampling line."""
    for r in reasons:
        if not r.startswith("Searched "):
            return r
    return reasons[0]
