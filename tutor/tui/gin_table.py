"""The Gin Rummy table: you are player 2 against a bot, your hand grouped into its best melds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, RichLog, Static

from ..bots.base import Advice
from ..errors import IllegalActionError
from ..game import DETAIL, describe_for, event_level
from ..games.gin.engine import (
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
from ..games.gin.melds import best_arrangement, cards_mask
from ..play.session import Outcome, PlaySession
from . import text as T
from .cards import cards_line
from .kj_table import ReviewScreen
from .widgets import Choice, ChoiceRow

HUMAN = 1  # player 2; the bot is player 1 and deals first


class GinTable(Screen[None]):
    BINDINGS = [
        Binding("left", "move(-1)", "Left", show=False),
        Binding("right", "move(1)", "Right", show=False),
        Binding("enter", "pick", "Choose"),
        *[Binding(str(i), f"pick_index({i - 1})", show=False) for i in range(1, 10)],
        Binding("s", "draw('stock')", "Stock"),
        Binding("p", "draw('pile')", "Pile"),
        Binding("k", "mode('knock')", "Knock"),
        Binding("g", "mode('gin')", "Gin"),
        Binding("h", "hint", "Hint"),
        Binding("u", "undo", "Undo"),
        Binding("escape", "leave", "Home"),
    ]
    DEFAULT_CSS = """
    #info { height: 1; background: $primary-background; }
    #middle { height: 1fr; }
    #table { width: 3fr; border: round $primary; padding: 0 1; }
    #log { width: 2fr; border: round $secondary; }
    #prompt { height: 1; }
    """

    def __init__(self, session: PlaySession, *, save_to: Path | None = None,
                 bot_delay: float = 0.35, review: bool = True, note: str = "") -> None:
        super().__init__()
        self.session = session
        self.save_to = save_to
        self.bot_delay = bot_delay
        self.review_enabled = review
        self.thinking = False
        self.note = note
        self.mode = "discard"  # or "knock", "gin": what picking a card does
        self.hand_start = len(session.actions)
        self.last_hint: Advice | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="info")
        with Horizontal(id="middle"):
            with Vertical(id="table"):
                yield Static(id="board")
            yield RichLog(id="log", wrap=True, markup=False, min_width=10)
        yield Static(id="prompt")
        yield ChoiceRow(id="hand")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#table").border_title = self.session.spec.name
        self.query_one("#log").border_title = "Log"
        if self.note:
            self.log_line(Text(self.note, style="italic"))
        self.query_one("#hand", ChoiceRow).focus()
        self.next_turn()

    @property
    def view(self) -> GinView:
        v: GinView = self.session.view()
        return v

    # -- drawing -------------------------------------------------------------------------------

    def refresh_table(self) -> None:
        v = self.view
        info = Text(T.GIN_TITLE.format(hand=v.hand_no, you=v.match[HUMAN],
                                       bot=v.match[1 - HUMAN], target=v.rules.target))
        if v.limit_card is not None and v.phase is Phase.DISCARD:
            info.append("  " + T.GIN_LIMIT.format(card=v.limit_card, limit=v.limit))
        self.query_one("#info", Static).update(info)
        board = Text()
        board.append(T.GIN_OPPONENT.format(level=self.session.level, cards=v.opponent_cards)
                     + "\n")
        known = v.opponent_known()
        if known:
            board.append(T.GIN_KNOWN)
            board.append_text(cards_line(known))
            board.append("\n")
        board.append(T.GIN_STOCK.format(cards=v.stock_size) + "   ")
        board.append(T.GIN_PILE)
        board.append_text(cards_line(tuple(reversed(v.pile[-6:]))))
        board.append("\n\n")
        arr = best_arrangement(cards_mask(v.hand))
        board.append(T.GIN_MELDS)
        for i, meld in enumerate(arr.meld_cards):
            if i:
                board.append(" · ")
            board.append_text(cards_line(meld))
        if not arr.meld_cards:
            board.append(T.GIN_NO_MELDS, style="dim")
        board.append("\n" + T.GIN_DEADWOOD)
        board.append_text(cards_line(arr.deadwood_cards))
        board.append(f" ({arr.value})", style="bold")
        if v.out is not None:
            board.append("\n\n" + T.GIN_OUT.format(kind=v.out.kind,
                                                   melds=v.out.arrangement.describe()))
        self.query_one("#board", Static).update(board)
        self.refresh_hand(v, arr.meld_cards, arr.deadwood_cards)

    def refresh_hand(self, v: GinView, melds: Any, dead: Any) -> None:
        row = self.query_one("#hand", ChoiceRow)
        prompt = self.query_one("#prompt", Static)
        mine = self.session.human_to_move() and not self.thinking
        ordered = [c for meld in melds for c in meld] + list(dead)
        if v.phase is Phase.DRAW and mine:
            top = v.pile[-1] if v.pile else None
            choices = [Choice(STOCK, label=T.GIN_CHOICE_STOCK)]
            if PILE in v.legal_actions and top is not None:
                choices.append(Choice(PILE, label=T.GIN_CHOICE_PILE.format(card=top)))
            row.set_choices(choices)
            prompt.update(Text(T.GIN_DRAW, style="bold"))
            return
        if v.phase is Phase.LAYOFF and mine:
            options = [a for a in v.legal_actions if isinstance(a, LayOff)]
            choices = [Choice(a, label=" ".join(map(str, a.cards)) or T.GIN_NO_LAYOFF)
                       for a in options[:9]]
            row.set_choices(choices)
            prompt.update(Text(T.GIN_LAYOFF, style="bold"))
            return
        row.set_choices([Choice(c, card=c) for c in ordered], enabled=mine)
        if v.phase is Phase.OVER:
            prompt.update(Text(T.GIN_MATCH_OVER, style="bold"))
        elif not mine:
            prompt.update(Text(T.GIN_THINKING, style="dim"))
        elif v.phase is Phase.OPEN:
            prompt.update(Text(T.GIN_OPEN, style="bold"))
        else:
            can = [T.GIN_CAN_KNOCK] if any(isinstance(a, Knock) for a in v.legal_actions) else []
            if any(isinstance(a, Gin) for a in v.legal_actions):
                can.append(T.GIN_CAN_GIN)
            what = {"discard": T.GIN_DISCARD, "knock": T.GIN_KNOCK_WITH,
                    "gin": T.GIN_GIN_WITH}[self.mode]
            prompt.update(Text(what + ("  " + " ".join(can) if can else ""), style="bold"))

    def log_line(self, line: Text | str) -> None:
        self.query_one("#log", RichLog).write(line)

    def log_outcome(self, out: Outcome) -> None:
        for e in out.events:
            if event_level(e) > DETAIL or out.seat != HUMAN:
                self.log_line(describe_for(e, HUMAN))
            if isinstance(e, HandScored) and self.review_enabled:
                start, self.hand_start = self.hand_start, len(self.session.actions)
                self.run_review(e.result.hand_no, start)
            if isinstance(e, MatchOver):
                self.log_line(Text(e.describe(), style="bold"))

    # -- turns ---------------------------------------------------------------------------------

    def next_turn(self) -> None:
        self.refresh_table()
        if self.session.state.is_terminal() or self.session.human_to_move():
            return
        self.thinking = True
        self.refresh_table()
        if self.bot_delay > 0:
            self.set_timer(self.bot_delay, self.think)
        else:
            self.think()

    @work(thread=True, exclusive=True, group="bot")
    def think(self) -> None:
        seat, action, advice = self.session.choose_bot_action()
        self.app.call_from_thread(self.bot_done, seat, action, advice)

    def bot_done(self, seat: int, action: Any, advice: Advice | None) -> None:
        self.thinking = False
        out = self.session.apply_bot_action(seat, action, advice)
        self.log_outcome(out)
        if advice is not None and advice.reasons:
            self.log_line(Text("  " + advice.reasons[0], style="dim"))
        self.autosave()
        self.next_turn()

    def human_plays(self, action: Any) -> None:
        if self.thinking:
            return
        out = self.session.play(action)
        if out.refused is not None:
            self.log_line(Text(T.TABLE_REFUSED.format(why=out.refused), style="bold red"))
            self.notify(out.refused, title="Not allowed", severity="warning")
            return
        self.mode = "discard"
        self.log_outcome(out)
        self.autosave()
        self.next_turn()

    @work(thread=True, group="review")
    def run_review(self, hand: int, start: int) -> None:
        decisions = self.session.review(start)
        self.app.call_from_thread(self.app.push_screen, ReviewScreen(hand, decisions))

    def autosave(self) -> None:
        if self.save_to is not None:
            self.session.save(self.save_to)

    # -- actions -------------------------------------------------------------------------------

    def on_choice_row_picked(self, message: ChoiceRow.Picked) -> None:
        action = message.choice.action
        if message.choice.card is not None and self.view.phase is Phase.DISCARD:
            card = message.choice.card
            action = {"discard": Discard(card), "knock": Knock(card), "gin": Gin(card)}[self.mode]
        elif message.choice.card is not None:
            action = Discard(message.choice.card)
        self.human_plays(action)

    def action_move(self, step: int) -> None:
        self.query_one("#hand", ChoiceRow).move(step)

    def action_pick(self) -> None:
        self.query_one("#hand", ChoiceRow).pick()

    def action_pick_index(self, index: int) -> None:
        self.query_one("#hand", ChoiceRow).pick(index)

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
                self.log_line(Text(T.TABLE_REFUSED.format(why=e), style="bold red"))
            return
        self.mode = "discard" if self.mode == mode else mode
        self.refresh_table()

    def action_hint(self) -> None:
        if not self.session.hints or not self.session.human_to_move() or self.thinking:
            return
        self.log_line(Text(T.TABLE_HINT_WAIT, style="dim"))
        self.compute_hint()

    @work(thread=True, exclusive=True, group="hint")
    def compute_hint(self) -> None:
        advice = self.session.hint()
        self.app.call_from_thread(self.show_hint, advice)

    def show_hint(self, advice: Advice) -> None:
        self.last_hint = advice
        best = advice.actions[0]
        self.log_line(Text(T.TABLE_HINT_TITLE.format(card=best.text, value=best.value),
                           style="bold green"))
        for r in advice.reasons:
            self.log_line(Text("  " + r, style="green"))

    def action_undo(self) -> None:
        if not self.thinking and self.session.undo():
            self.log_line(Text(T.TABLE_UNDO_DONE, style="yellow"))
            self.autosave()
            self.next_turn()

    def action_leave(self) -> None:
        self.app.pop_screen()

