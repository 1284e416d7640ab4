"""The Bezique, Rubicon Bezique and Fildinski table: you are player 2 against a bot, on the board
the game draws from its zones (``tutor.games.bezique.table``).

The row holds the hand and the melded cards lying on the table (marked ▴), all playable; a legend
on the table's frame names the marks. Identical cards look alike: ▴ follows a card on the table
named in a choice, hint or review only while its twin is in the hand. After winning a trick, a
card picked is declared in the meld it is part of (asked first when it is part of several, or is
the trump 7 that makes the dix); ``d`` lists every meld that may be declared now with its points,
``x`` makes the dix and ``p`` (or the last box of the row) ends the melds and draws. In
Fildinski the melds come from the won cards, so the row lists them at once. A Rubicon hand
without king, queen or jack is first offered as carte blanche. The footer shows the keys that can
act now; what is legal is the engine's to say, and a refused card gets its rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static

from ...actions import shown_for
from ...cards import Card, Rank, copies_alike, twins_apart
from ...game import DETAIL, describe_for, event_level
from ...games.bezique.engine import (
    BLANCHE,
    DIX,
    PASS,
    BeziqueView,
    Blanche,
    Declare,
    Dix,
    Drew,
    MatchOver,
    Pass,
    Play,
)
from ...games.bezique.melds import cards_mask, classify
from ...games.bezique.table import sort_cards
from ...play.session import Outcome, PlaySession
from ...zones import Board
from .. import text as T
from ..cards import TRUMP_MARK
from ..table_base import TableScreen
from ..widgets import Choice, ChoiceRow
from ..zone_table import ZoneTable
from . import bezique_text as S


class BeziqueTable(ZoneTable):
    BINDINGS = [
        *TableScreen.BASE_BINDINGS,
        Binding("d", "melds", S.KEY_MELDS.msgid),
        Binding("x", "dix", S.KEY_DIX.msgid),
        Binding("p", "draw", S.KEY_DRAW.msgid),
    ]

    def __init__(self, session: PlaySession, **kw: Any) -> None:
        super().__init__(session, **kw)
        #: The melds that may be declared are listed in the row (``d``).
        self.offered = False

    @property
    def view(self) -> BeziqueView:
        v: BeziqueView = self.session.view()
        return v

    # -- what may be done now ------------------------------------------------------------------

    def legal(self) -> tuple[Any, ...]:
        """The learner's legal actions, when it is the learner's turn."""
        if self.thinking or not self.session.human_to_move():
            return ()
        actions: tuple[Any, ...] = self.view.legal_actions
        return actions

    def melding(self) -> bool:
        """The learner won the last trick and declares (or draws) now."""
        v = self.view
        return v.melder == v.seat and PASS in self.legal()

    def cards(self) -> list[Card]:
        """The learner's cards in the row: the hand, then the melded cards on the table."""
        v = self.view
        return sort_cards(v.hand) + sort_cards(v.table[v.seat])

    def _alike(self, a: Card, b: Card) -> bool:
        """Identical cards in the same place (both in the hand, or both on the table)."""
        hand = self.view.hand
        return a.same_face(b) and (a in hand) == (b in hand)

    def ways(self, card: Card) -> list[Any]:
        """Everything ``card`` can do now: be played, be declared in each meld it is part of,
        or (the trump 7) make the dix. A twin the engine does not list stands for the copy it
        lists in the same place."""
        legal = self.legal()
        plays = [a for a in legal if isinstance(a, Play) and a.card == card]
        if not plays:
            plays = [a for a in legal if isinstance(a, Play) and self._alike(a.card, card)]
        melds = [a for a in legal if isinstance(a, Declare)
                 and any(c == card or self._alike(c, card) for c in a.cards)]
        v = self.view
        seven = (DIX in legal and card in v.hand and card.rank is Rank.SEVEN
                 and card.suit is v.trump)
        return plays + melds + ([DIX] if seven else [])

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer shows a key only while it can act."""
        if action == "melds":
            return any(isinstance(a, Declare) for a in self.legal())
        if action == "dix":
            return DIX in self.legal()
        if action == "draw":
            return self.melding()
        return True

    # -- drawing -------------------------------------------------------------------------------

    def refresh_table(self) -> None:
        super().refresh_table()
        # The legend of the marks sits on the frame, where even a full board leaves it room.
        words = S.LEGEND_WON if self.view.rules.rs.from_won else S.LEGEND
        self.query_one("#table").border_subtitle = words.format(trump=TRUMP_MARK,
                                                                table=S.ON_TABLE)
        self.refresh_bindings()

    def extra(self) -> Text:
        """How identical cards are shown, under the board."""
        words = S.COPIES_WON if self.view.rules.rs.from_won else S.COPIES
        return Text(words.format(table=S.ON_TABLE), style="dim")

    def marks_in(self, view: Any) -> dict[Card, str]:
        """The learner's melded cards lying on the table whose twin is in the hand, marked ▴."""
        return twins_apart({c: S.ON_TABLE for c in view.table[view.seat]}, view.hand)

    def label(self, action: Any, marks: Mapping[Card, str] | None = None) -> Choice:
        """One action as a box of the row, its cards in the learner's card style (``marks``:
        the copies told apart, ``copy_marks``)."""
        v = self.view
        cs = self.card_style
        rs = v.rules.rs
        marks = self.copy_marks() if marks is None else marks

        def name(c: Card) -> str:
            return cs.name(c) + marks.get(c, "")

        if isinstance(action, Play):
            words = S.PLAY_TABLE if action.card in v.table[v.seat] else S.PLAY
            return Choice(action, label=words.format(card=cs.name(action.card)),
                          suit=action.card.suit)
        if isinstance(action, Declare):
            trump = v.trump.value if v.trump is not None else -1
            shape = classify(cards_mask(action.cards), trump, rs, v.rules.kh_bezique,
                             v.rules.trump_queen_bezique)
            suits = {c.suit for c in action.cards}
            return Choice(action, label=S.MELD.format(cards=" ".join(map(name, action.cards))),
                          note=S.POINTS.format(points=shape.points) if shape else "",
                          suit=next(iter(suits)) if len(suits) == 1 else None)
        if isinstance(action, Dix):
            seven = next((c for c in v.hand if c.rank is Rank.SEVEN and c.suit is v.trump), None)
            return Choice(action, label=S.DIX.format(
                seven=cs.name(seven) if seven is not None else "",
                turned=cs.name(v.turned) if v.turned is not None else ""),
                note=S.POINTS.format(points=rs.dix), suit=v.trump)
        if isinstance(action, Blanche):
            return Choice(action, label=str(S.BLANCHE),
                          note=S.POINTS.format(points=rs.carte_blanche))
        if isinstance(action, Pass):
            label = S.NO_BLANCHE if BLANCHE in self.legal() else S.DRAW
            return Choice(action, label=str(label))
        return Choice(action, label=copies_alike(shown_for(self.session.spec.id, action), marks))

    def card_choices(self) -> list[Choice]:
        """The learner's cards as choices, those on the table marked."""
        table = self.view.table[self.view.seat]
        return [Choice(c, card=c, note=S.ON_TABLE if c in table else "") for c in self.cards()]

    def refresh_choices(self, board: Board) -> None:
        v = self.view
        row = self.query_one("#hand", ChoiceRow)
        prompt = self.query_one("#prompt", Static)
        cs = self.card_style
        legal = self.legal()
        if not legal:
            self.picked = None
            self.offered = False
            super().refresh_choices(board)
            return
        marks = self.copy_marks()

        def label(action: Any) -> Choice:
            return self.label(action, marks)

        def show(choices: list[Choice], words: str) -> None:
            row.set_choices(self.shown_once(choices), trump=v.trump, style=cs)
            prompt.update(Text(cs.text(words), style="bold"))

        if BLANCHE in legal:
            show([label(a) for a in legal],
                 S.BLANCHE_PROMPT.format(points=v.rules.rs.carte_blanche))
            return
        if self.offered:
            show([label(a) for a in legal if isinstance(a, Declare | Pass)], str(S.WHICH_MELD))
            return
        if self.picked is not None:
            show([label(a) for a in self.ways(self.picked)],
                 T.TABLE_WHICH_WAY.format(card=cs.name(self.picked) + marks.get(self.picked, "")))
            return
        if self.melding():
            keys = [str(text) for on, text in ((any(isinstance(a, Declare) for a in legal),
                                          S.KEY_HELP_MELDS),
                                         (DIX in legal, S.KEY_HELP_DIX), (True, S.KEY_HELP_DRAW))
                    if on]
            if v.rules.rs.from_won:
                # The melds come from the won cards, not the hand: listed at once.
                show([label(a) for a in legal],
                     S.MELDING_WON.format(cards=" ".join(map(cs.name, sort_cards(v.just_won))),
                                          keys=str(S.KEYS_SEP).join(keys)))
                return
            extra = [label(a) for a in legal if isinstance(a, Dix | Pass)]
            show(self.card_choices() + extra, S.MELDING.format(keys=str(S.KEYS_SEP).join(keys)))
            return
        on_table = bool(v.table[v.seat])
        if not v.trick:
            words = str(S.LEAD_TABLE if on_table else S.LEAD)
        elif v.end_phase:
            words = S.ANSWER_END.format(card=cs.name(v.trick[0]))
        else:
            words = (S.ANSWER_TABLE if on_table else S.ANSWER).format(card=cs.name(v.trick[0]))
        show(self.card_choices(), words)

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

    # -- choosing ------------------------------------------------------------------------------

    def chosen(self, choice: Choice) -> None:
        """A card: what it does, asked when it can do several things (a card that cannot act
        now is refused with the rule); anything else is done at once."""
        if choice.card is not None:
            ways = self.ways(choice.card)
            if len(ways) > 1:
                self.picked = choice.card
                self.offered = False
                self.refresh_table()
                return
            action: Any = ways[0] if ways else Play(choice.card)
        else:
            action = choice.action
        self.picked = None
        self.offered = False
        self.human_plays(action)

    def after_human(self) -> None:
        self.picked = None
        self.offered = False

    def action_melds(self) -> None:
        """List every meld that may be declared now, with its points."""
        if not any(isinstance(a, Declare) for a in self.legal()):
            self.log_line(Text(str(S.NONE_NOW), style="dim"))
            return
        self.picked = None
        self.offered = True
        self.refresh_table()

    def action_dix(self) -> None:
        if DIX in self.legal():
            self.picked = None
            self.offered = False
            self.human_plays(DIX)

    def action_draw(self) -> None:
        if self.melding():
            self.picked = None
            self.offered = False
            self.human_plays(PASS)

    def action_leave(self) -> None:
        """Escape steps back from the list of melds (or a card's ways) to the cards; else
        home."""
        if self.offered:
            self.offered = False
            self.refresh_table()
            return
        super().action_leave()
