"""The Gin Rummy table: you are player 2 against a bot, your hand grouped into its best melds."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from ...errors import IllegalActionError
from ...game import DETAIL, describe_for, event_level
from ...games.gin.engine import (
    PILE,
    STOCK,
    Discard,
    Gin,
    GinView,
    HandScored,
    Knock,
    LayOff,
    MatchOver,
    Phase,
)
from ...games.gin.melds import best_arrangement, cards_mask
from ...games.gin.plugin import PLUGIN
from ...play.session import Outcome, PlaySession
from .. import text as T
from ..cards import cards_line
from ..colours import tone
from ..table_base import TableScreen
from ..widgets import Choice, ChoiceRow, MatchChart
from . import gin_text as G

HUMAN = PLUGIN.human_seat


class GinTable(TableScreen):
    BINDINGS = [
        *TableScreen.BASE_BINDINGS,
        Binding("s", "draw('stock')", "Stock"),
        Binding("p", "draw('pile')", "Pile"),
        Binding("k", "mode('knock')", "Knock"),
        Binding("g", "mode('gin')", "Gin"),
    ]

    DEFAULT_CSS = TableScreen.DEFAULT_CSS + """
    GinTable #chart { margin-top: 1; }
    """

    def __init__(self, session: PlaySession, **kw: Any) -> None:
        super().__init__(session, **kw)
        self.mode = "discard"  # or "knock", "gin": what picking a card does

    @property
    def view(self) -> GinView:
        v: GinView = self.session.view()
        return v

    def board_widgets(self) -> Iterator[Widget]:
        yield Static(id="board")
        yield MatchChart(id="chart")

    # -- drawing -------------------------------------------------------------------------------

    def refresh_table(self) -> None:
        v = self.view
        cs = self.card_style
        info = Text(G.TITLE.format(hand=v.hand_no, you=v.match[HUMAN],
                                       bot=v.match[1 - HUMAN], target=v.rules.target))
        if v.limit_card is not None and v.phase is Phase.DISCARD:
            info.append("  " + G.LIMIT.format(card=cs.name(v.limit_card), limit=v.limit))
        self.query_one("#info", Static).update(info)
        board = Text()
        board.append(G.OPPONENT.format(level=self.session.level, cards=v.opponent_cards)
                     + "\n")
        known = v.opponent_known()
        if known:
            board.append(G.KNOWN)
            board.append_text(cards_line(known, style=cs))
            board.append("\n")
        board.append(G.STOCK.format(cards=v.stock_size) + "   ")
        board.append(G.PILE)
        board.append_text(cards_line(tuple(reversed(v.pile[-6:])), style=cs))
        board.append("\n\n")
        arr = best_arrangement(cards_mask(v.hand))
        board.append(G.MELDS)
        for i, meld in enumerate(arr.meld_cards):
            if i:
                board.append(" · ")
            board.append_text(cards_line(meld, style=cs))
        if not arr.meld_cards:
            board.append(G.NO_MELDS, style="dim")
        board.append("\n" + G.DEADWOOD)
        board.append_text(cards_line(arr.deadwood_cards, style=cs))
        board.append(f" ({arr.value})", style="bold")
        if v.out is not None:
            board.append("\n\n" + G.OUT.format(
                kind=v.out.kind, melds=cs.text(v.out.arrangement.describe())))
        self.query_one("#board", Static).update(board)
        self.refresh_chart(v)
        self.refresh_hand(v, arr.meld_cards, arr.deadwood_cards)

    def refresh_chart(self, v: GinView) -> None:
        """The match to its target, hand by hand, once a hand has been scored."""
        running, totals = [0, 0], []
        for r in v.results:
            running = [running[0] + r.score[0], running[1] + r.score[1]]
            totals.append((running[HUMAN], running[1 - HUMAN]))
        chart = self.query_one("#chart", MatchChart)
        chart.display = bool(totals)
        chart.show(totals, v.rules.target, G.CHART, (G.CHART_YOU, G.CHART_BOT))

    def refresh_hand(self, v: GinView, melds: Any, dead: Any) -> None:
        row = self.query_one("#hand", ChoiceRow)
        prompt = self.query_one("#prompt", Static)
        mine = self.session.human_to_move() and not self.thinking
        cs = self.card_style
        ordered = [c for meld in melds for c in meld] + list(dead)
        if v.phase is Phase.DRAW and mine:
            top = v.pile[-1] if v.pile else None
            choices = [Choice(STOCK, label=G.CHOICE_STOCK)]
            if PILE in v.legal_actions and top is not None:
                choices.append(Choice(PILE, label=G.CHOICE_PILE.format(card=cs.name(top)),
                                      suit=top.suit))
            row.set_choices(choices, style=cs)
            prompt.update(Text(G.DRAW, style="bold"))
            return
        if v.phase is Phase.LAYOFF and mine:
            options = [a for a in v.legal_actions if isinstance(a, LayOff)]
            choices = [Choice(a, label=" ".join(map(cs.name, a.cards)) or G.NO_LAYOFF)
                       for a in options[:9]]
            row.set_choices(choices, style=cs)
            prompt.update(Text(G.LAYOFF, style="bold"))
            return
        row.set_choices([Choice(c, card=c) for c in ordered], enabled=mine, style=cs)
        if v.phase is Phase.OVER:
            prompt.update(Text(G.MATCH_OVER, style="bold"))
        elif not mine:
            prompt.update(Text(G.THINKING, style="dim"))
        elif v.phase is Phase.OPEN:
            prompt.update(Text(G.OPEN, style="bold"))
        else:
            can = [G.CAN_KNOCK] if any(isinstance(a, Knock) for a in v.legal_actions) else []
            if any(isinstance(a, Gin) for a in v.legal_actions):
                can.append(G.CAN_GIN)
            what = {"discard": G.DISCARD, "knock": G.KNOCK_WITH,
                    "gin": G.GIN_WITH}[self.mode]
            prompt.update(Text(what + ("  " + " ".join(can) if can else ""), style="bold"))

    def log_outcome(self, out: Outcome) -> None:
        for e in out.events:
            if event_level(e) > DETAIL or out.seat != HUMAN:
                self.log_line(describe_for(e, HUMAN))
            if isinstance(e, HandScored):
                self.start_review(e.result.hand_no)
            if isinstance(e, MatchOver):
                self.log_line(Text(e.describe(), style="bold"))

    def after_human(self) -> None:
        self.mode = "discard"

    # -- actions -------------------------------------------------------------------------------

    def on_choice_row_picked(self, message: ChoiceRow.Picked) -> None:
        action = message.choice.action
        if message.choice.card is not None and self.view.phase is Phase.DISCARD:
            card = message.choice.card
            action = {"discard": Discard(card), "knock": Knock(card), "gin": Gin(card)}[self.mode]
        elif message.choice.card is not None:
            action = Discard(message.choice.card)
        self.human_plays(action)

    def action_draw(self, source: str) -> None:
        if self.view.phase is Phase.DRAW:
            self.human_plays(STOCK if source == "stock" else PILE)

    def action_mode(self, mode: str) -> None:
        """Knock or gin with the next card picked; when impossible, say why now."""
        v = self.view
        if v.phase is not Phase.DISCARD or not self.session.human_to_move():
            return
        kind = Knock if mode == "knock" else Gin
        if not any(isinstance(a, kind) for a in v.legal_actions):
            arr_best = min(v.hand, key=lambda c: best_arrangement(
                cards_mask(tuple(x for x in v.hand if x != c))).value)
            try:
                self.session.state.check(kind(arr_best))
            except IllegalActionError as e:
                self.log_line(Text(T.TABLE_REFUSED.format(why=e),
                                   style=tone(self.app, "error", bold=True)))
            return
        self.mode = "discard" if self.mode == mode else mode
        self.refresh_table()
