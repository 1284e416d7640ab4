"""The Gin Rummy table: you are player 2 against a bot, your hand grouped into its best melds."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding
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
from ...zones import Board
from .. import text as T
from ..colours import tone
from ..table_base import TableScreen
from ..widgets import Choice, ChoiceRow
from ..zone_table import ZoneTable
from . import gin_text as G

HUMAN = PLUGIN.human_seat


class GinTable(ZoneTable):
    BINDINGS = [
        *TableScreen.BASE_BINDINGS,
        Binding("s", "draw('stock')", G.KEY_STOCK.msgid),
        Binding("p", "draw('pile')", G.KEY_PILE.msgid),
        Binding("k", "mode('knock')", G.KEY_KNOCK.msgid),
        Binding("g", "mode('gin')", G.KEY_GIN.msgid),
    ]

    def __init__(self, session: PlaySession, **kw: Any) -> None:
        super().__init__(session, **kw)
        self.mode = "discard"  # or "knock", "gin": what picking a card does

    @property
    def view(self) -> GinView:
        v: GinView = self.session.view()
        return v

    # -- drawing -------------------------------------------------------------------------------

    def refresh_choices(self, board: Board) -> None:
        v = self.view
        row = self.query_one("#hand", ChoiceRow)
        prompt = self.query_one("#prompt", Static)
        mine = self.session.human_to_move() and not self.thinking
        cs = self.card_style
        hand = board.hand(board.viewer)
        # The hand as the board groups it: melds first, then the deadwood.
        ordered = [c for g in hand.groups for c in g.cards] + list(hand.cards)
        if v.phase is Phase.DRAW and mine:
            top = v.pile[-1] if v.pile else None
            choices = [Choice(STOCK, label=str(G.CHOICE_STOCK))]
            if PILE in v.legal_actions and top is not None:
                choices.append(Choice(PILE, label=G.CHOICE_PILE.format(card=cs.name(top)),
                                      suit=top.suit))
            row.set_choices(choices, style=cs)
            prompt.update(Text(str(G.DRAW), style="bold"))
            return
        if v.phase is Phase.LAYOFF and mine:
            options = [a for a in v.legal_actions if isinstance(a, LayOff)]
            choices = [Choice(a, label=" ".join(map(cs.name, a.cards)) or str(G.NO_LAYOFF))
                       for a in options[:9]]
            row.set_choices(choices, style=cs)
            prompt.update(Text(str(G.LAYOFF), style="bold"))
            return
        row.set_choices([Choice(c, card=c) for c in ordered], enabled=mine, style=cs)
        if v.phase is Phase.OVER:
            prompt.update(Text(str(T.TABLE_OVER), style="bold"))
        elif not mine:
            prompt.update(Text(str(G.THINKING), style="dim"))
        elif v.phase is Phase.OPEN:
            prompt.update(Text(str(G.OPEN), style="bold"))
        else:
            can = [str(G.CAN_KNOCK)] if any(isinstance(a, Knock) for a in v.legal_actions) else []
            if any(isinstance(a, Gin) for a in v.legal_actions):
                can.append(str(G.CAN_GIN))
            what = {"discard": G.DISCARD, "knock": G.KNOCK_WITH, "gin": G.GIN_WITH,
                    "arrange": G.ARRANGE}[self.mode]
            prompt.update(Text(str(what) + ("  " + " ".join(can) if can else ""), style="bold"))

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

    def chosen(self, choice: Choice) -> None:
        action = choice.action
        if choice.card is not None and self.view.phase is Phase.DISCARD:
            card = choice.card
            action = {"discard": Discard(card), "knock": Knock(card), "gin": Gin(card)}[self.mode]
            if self.offer_arrangements(action):
                return
        elif choice.card is not None:
            action = Discard(choice.card)
        self.human_plays(action)

    def offer_arrangements(self, action: Any) -> bool:
        """When the cards kept meld in more than one way for the least deadwood, let the
        learner choose how to lay them down (to deny a layoff); the engine's way first."""
        kind = type(action)
        ways: list[Knock | Gin] = [a for a in self.view.legal_actions
                                   if isinstance(a, Knock | Gin) and type(a) is kind
                                   and a.card == action.card]
        if len(ways) < 2:
            return False
        cs = self.card_style
        kept = cards_mask(tuple(c for c in self.view.hand if c != action.card))
        choices = []
        for a in ways:
            melds = best_arrangement(kept).meld_cards if a.melds is None else a.melds
            label = " / ".join(" ".join(map(cs.name, m)) for m in melds)
            choices.append(Choice(a, label=label))
        self.mode = "arrange"
        self.query_one("#hand", ChoiceRow).set_choices(choices, style=cs)
        self.query_one("#prompt", Static).update(Text(str(G.ARRANGE), style="bold"))
        return True

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
