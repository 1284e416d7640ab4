"""The Smousjas and Vijfhonderden table: you are player 2 against a bot, on the board the game
draws from its zones (``tutor.games.smousjas.table``).

Every action is chosen from the row: a card that can act in several ways (played, or declared in
a meld, a mariage or a rejection, or the trump 7 swapped) is picked first and then what it does;
the keys ``d``, ``m``, ``a``, ``t`` and ``o`` list the melds, mariages and rejections or swap and
call uit at once (the footer shows those that are possible, and a click on them works too).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static

from ...actions import shown_for
from ...cards import Card, Rank, sort_hand
from ...game import DETAIL, describe_for, event_level
from ...games.smousjas.engine import (
    OUT,
    SWAP,
    DealScored,
    Declare,
    Drew,
    Mariage,
    MatchOver,
    OutCalled,
    Play,
    Reject,
    SmousjasView,
    Swap,
    TakeLast,
)
from ...games.smousjas.melds import cards_mask, make_meld
from ...i18n import Text as I18nText
from ...play.session import Outcome, PlaySession
from ...zones import Board
from .. import text as T
from ..table_base import TableScreen
from ..widgets import Choice, ChoiceRow
from ..zone_table import ZoneTable
from . import smousjas_text as S

#: The kinds of declaration a key lists, and the prompt over each list.
KINDS: dict[str, tuple[type[Any], I18nText]] = {
    "meld": (Declare, S.WHICH_MELD),
    "mariage": (Mariage, S.WHICH_MARIAGE),
    "reject": (Reject, S.WHICH_REJECT),
}


class SmousjasTable(ZoneTable):
    BINDINGS = [
        *TableScreen.BASE_BINDINGS,
        Binding("d", "offer('meld')", S.KEY_MELD.msgid),
        Binding("m", "offer('mariage')", S.KEY_MARIAGE.msgid),
        Binding("a", "offer('reject')", S.KEY_REJECT.msgid),
        Binding("t", "swap", S.KEY_SWAP.msgid),
        Binding("o", "out", S.KEY_OUT.msgid),
    ]

    def __init__(self, session: PlaySession, **kw: Any) -> None:
        super().__init__(session, **kw)
        #: The kind of declaration listed in the row (``KINDS``), else ``None``.
        self.offered: str | None = None
        #: The deal on the table when it was last drawn (an uit names no deal of its own).
        self.deal_shown = 0

    @property
    def view(self) -> SmousjasView:
        v: SmousjasView = self.session.view()
        return v

    # -- what may be done now ------------------------------------------------------------------

    def legal(self) -> tuple[Any, ...]:
        """The learner's legal actions, when it is the learner's turn."""
        if self.thinking or not self.session.human_to_move():
            return ()
        actions: tuple[Any, ...] = self.view.legal_actions
        return actions

    def ways(self, card: Card) -> list[Any]:
        """Everything ``card`` can do now: be played, declared in a meld, shown in a mariage,
        reject with, or (the trump 7) be swapped for the turned card."""
        v = self.view
        seven = card == Card(v.trump, Rank.SEVEN)
        plays = [a for a in v.legal_actions if isinstance(a, Play) and a.card == card]
        return plays + [a for a in v.legal_actions
                        if (isinstance(a, Declare | Mariage | Reject) and card in a.cards)
                        or (isinstance(a, Swap) and seven)]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer shows a declaration's key only while there is one to make."""
        if action == "offer":
            kind = KINDS.get(str(parameters[0]) if parameters else "")
            return kind is not None and any(isinstance(a, kind[0]) for a in self.legal())
        if action == "swap":
            return SWAP in self.legal()
        if action == "out":
            return OUT in self.legal()
        return True

    # -- drawing -------------------------------------------------------------------------------

    def refresh_table(self) -> None:
        self.deal_shown = self.view.deal_no
        super().refresh_table()
        self.refresh_bindings()

    def label(self, action: Any) -> Choice:
        """One action as a box of the row, its cards in the learner's card style."""
        v = self.view
        cs = self.card_style

        def names(cards: tuple[Card, ...]) -> str:
            return " ".join(map(cs.name, cards))

        if isinstance(action, Play):
            return Choice(action, label=S.PLAY.format(card=cs.name(action.card)),
                          suit=action.card.suit)
        if isinstance(action, Declare | Mariage | Reject):
            words = {Declare: S.MELD, Mariage: S.MARIAGE, Reject: S.REJECT}[type(action)]
            meld = make_meld(cards_mask(action.cards), v.trump.value, v.rules.rs)
            suits = {c.suit for c in action.cards}
            return Choice(action, label=words.format(cards=names(action.cards)),
                          note=S.POINTS.format(points=meld.points) if meld else "",
                          suit=next(iter(suits)) if len(suits) == 1 else None)
        if isinstance(action, Swap):
            seven = Card(v.trump, Rank.SEVEN)
            turned = cs.name(v.turned) if v.turned is not None else ""
            return Choice(action, label=S.SWAP.format(seven=cs.name(seven), turned=turned),
                          suit=v.trump)
        if isinstance(action, TakeLast) and action.turned:
            card = cs.name(v.turned) if v.turned is not None else ""
            return Choice(action, label=S.TAKE_TURNED.format(card=card), suit=v.trump)
        if isinstance(action, TakeLast):
            return Choice(action, label=str(S.TAKE_COVERED))
        return Choice(action, label=str(S.OUT) if action == OUT
                      else shown_for(self.session.spec.id, action))

    def refresh_choices(self, board: Board) -> None:
        v = self.view
        row = self.query_one("#hand", ChoiceRow)
        prompt = self.query_one("#prompt", Static)
        cs = self.card_style
        legal = self.legal()
        hand = sort_hand(v.hand)
        if not legal:
            self.picked = self.offered = None
            super().refresh_choices(board)
            return
        if v.choosing:
            row.set_choices([self.label(a) for a in legal], trump=v.trump, style=cs)
            turned = cs.name(v.turned) if v.turned is not None else ""
            prompt.update(Text(S.CHOOSE.format(card=turned), style="bold"))
            return
        if self.offered is not None:
            kind, words = KINDS[self.offered]
            row.set_choices([self.label(a) for a in legal if isinstance(a, kind)],
                            trump=v.trump, style=cs)
            prompt.update(Text(str(words), style="bold"))
            return
        if self.picked is not None:
            row.set_choices([self.label(a) for a in self.ways(self.picked)], trump=v.trump,
                            style=cs)
            prompt.update(Text(T.TABLE_WHICH_WAY.format(card=cs.name(self.picked)),
                               style="bold"))
            return
        # The whole hand (a card that may not be played is refused with the rule), then what
        # no card stands for: calling uit.
        choices = [Choice(c, card=c) for c in hand]
        if OUT in legal:
            choices.append(self.label(OUT))
        row.set_choices(choices, trump=v.trump, style=cs)
        what = str(S.LEAD) if not v.trick else S.ANSWER.format(card=cs.name(v.trick[0]))
        keys = [str(text) for kind, text in ((Declare, S.ALSO_MELD), (Mariage, S.ALSO_MARIAGE),
                                        (Reject, S.ALSO_REJECT), (Swap, S.ALSO_SWAP))
                if any(isinstance(a, kind) for a in legal)]
        if OUT in legal:
            keys.append(str(S.ALSO_OUT))
        if keys:
            what += S.ALSO.format(keys=str(S.ALSO_SEP).join(keys))
        prompt.update(Text(what, style="bold"))

    # -- the log -------------------------------------------------------------------------------

    def on_mount(self) -> None:
        # A new match: the first deal, which no move caused (the learner's hand and the turned
        # trump), opens the log.
        s = self.session
        if not s.actions and s.spec.opening is not None:
            for e in s.spec.opening(s.state):
                self.log_line(describe_for(e, s.human))
        # No call up: Textual runs the base class's ``on_mount`` after this one by itself
        # (calling it too logged every line twice and started the turn loop twice).

    def log_outcome(self, out: Outcome) -> None:
        """Every event but the learner's own card (the learner's draws name the card drawn),
        the match's end in bold, and a review after each deal."""
        human = self.session.human
        for e in out.events:
            if isinstance(e, MatchOver):
                self.log_line(Text(describe_for(e, human), style="bold"))
            elif event_level(e) > DETAIL or out.seat != human or isinstance(e, Drew):
                self.log_line(describe_for(e, human))
        number = self.scored_round(out)
        if number is not None:
            self.start_review(number)

    def scored_round(self, out: Outcome) -> int | None:
        for e in out.events:
            if isinstance(e, DealScored):
                return e.result.deal_no
            if isinstance(e, OutCalled):
                return self.deal_shown
        return None

    # -- choosing ------------------------------------------------------------------------------

    def chosen(self, choice: Choice) -> None:
        """A card: what it does, asked when it can do several things (a card that cannot be
        played is refused with the rule); anything else is done at once."""
        if choice.card is not None:
            ways = self.ways(choice.card)
            if len(ways) > 1:
                self.picked = choice.card
                self.refresh_table()
                return
            action: Any = ways[0] if ways else Play(choice.card)
        else:
            action = choice.action
        self.picked = self.offered = None
        self.human_plays(action)

    def after_human(self) -> None:
        self.picked = self.offered = None

    def action_offer(self, kind: str) -> None:
        """List the melds (or mariages, or rejections) that may be made now, with their
        points."""
        found = KINDS.get(kind)
        if found is None:
            return
        actions = [a for a in self.legal() if isinstance(a, found[0])]
        if not actions:
            self.log_line(Text(str(S.NONE_NOW), style="dim"))
            return
        self.picked = None
        self.offered = kind
        self.refresh_table()

    def action_swap(self) -> None:
        if SWAP in self.legal():
            self.picked = self.offered = None
            self.human_plays(SWAP)

    def action_out(self) -> None:
        if OUT in self.legal():
            self.picked = self.offered = None
            self.human_plays(OUT)

    def action_leave(self) -> None:
        """Escape steps back from a list of melds (or a card's ways) to the cards; else home."""
        if self.offered is not None:
            self.offered = None
            self.refresh_table()
            return
        super().action_leave()
