"""The Klaverjassen table: you play South against three bots, with hints, undo and reviews."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, RichLog, Static

from ..bots.base import Advice
from ..bots.review import Decision
from ..cards import Card, sort_hand
from ..errors import FileFormatError
from ..game import DETAIL, describe_for, event_level
from ..games.klaverjas.engine import (
    INDEX,
    DealScored,
    KlaverjasView,
    MatchOver,
    Phase,
    TrumpCall,
    tables,
)
from ..play.session import Outcome, PlaySession
from ..seats import COMPASS_LONG
from . import text as T
from .cards import card_text, cards_line
from .widgets import Choice, ChoiceRow

HUMAN = 2  # South


class ReviewScreen(ModalScreen[None]):
    """The human's decisions of a deal against the advisor's values, costliest first."""

    BINDINGS = [Binding("escape,enter,r", "dismiss", T.CLOSE)]
    DEFAULT_CSS = """
    ReviewScreen { align: center middle; }
    #review { width: 90%; height: 80%; border: round $accent; background: $panel; }
    """

    def __init__(self, deal: int, decisions: list[Decision]) -> None:
        super().__init__()
        self.deal = deal
        self.decisions = decisions

    def compose(self) -> ComposeResult:
        log = RichLog(id="review", wrap=True, markup=False, min_width=10)
        yield log

    def on_mount(self) -> None:
        log = self.query_one("#review", RichLog)
        log.border_title = T.TABLE_REVIEW_TITLE.format(deal=self.deal)
        costly = [d for d in self.decisions if d.loss > 1e-9]
        if not costly:
            log.write(T.TABLE_REVIEW_NONE)
        for d in costly:
            log.write(d.describe())

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(result)


class KlaverjasTable(Screen[None]):
    """Free play. The session does the rules; this screen only shows and asks."""

    BINDINGS = [
        Binding("left", "move(-1)", "Left", show=False),
        Binding("right", "move(1)", "Right", show=False),
        Binding("enter", "pick", "Play"),
        *[Binding(str(i), f"pick_index({i - 1})", show=False) for i in range(1, 10)],
        Binding("h", "hint", "Hint"),
        Binding("u", "undo", "Undo"),
        Binding("m", "monitor", "Played cards"),
        Binding("v", "values", "Values"),
        Binding("n", "new_match", "New match", show=False),
        Binding("escape", "leave", "Home"),
    ]
    DEFAULT_CSS = """
    #info { height: 1; background: $primary-background; }
    #middle { height: 1fr; }
    #table { width: 3fr; border: round $primary; padding: 0 1; }
    #log { width: 2fr; border: round $secondary; }
    #prompt { height: 1; }
    #north, #trick, #south { text-align: center; width: 1fr; }
    #trick { height: 5; }
    """

    def __init__(self, session: PlaySession, *, save_to: Path | None = None,
                 bot_delay: float = 0.35, review: bool = True, note: str = "") -> None:
        super().__init__()
        self.session = session
        self.save_to = save_to
        self.bot_delay = bot_delay
        self.review_enabled = review
        self.show_monitor = False
        self.show_values = False
        self.deal_start = len(session.actions)
        self.thinking = False
        self.note = note
        self.last_hint: Advice | None = None

    # -- layout --------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="info")
        with Horizontal(id="middle"):
            with Vertical(id="table"):
                yield Static(id="north")
                yield Static(id="trick")
                yield Static(id="south")
                yield Static(id="extra")
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
        self.refresh_table()
        self.next_turn()

    # -- drawing -------------------------------------------------------------------------------

    @property
    def view(self) -> KlaverjasView:
        v: KlaverjasView = self.session.view()
        return v

    def seat_label(self, seat: int, v: KlaverjasView) -> str:
        role = T.TABLE_YOU if seat == HUMAN else T.TABLE_BOT.format(level=self.session.level)
        extra = []
        if seat == v.dealer:
            extra.append("D")
        if v.going == seat:
            extra.append("G")
        marks = f" [{' '.join(extra)}]" if extra else ""
        return T.TABLE_SEAT.format(name=COMPASS_LONG[seat], role=role,
                                   cards=v.hand_sizes[seat]) + marks

    def refresh_table(self) -> None:
        v = self.view
        trump = T.TABLE_TRUMP_NONE if v.trump is None else T.TABLE_TRUMP.format(
            suit=v.trump.symbol, dutch=v.trump.dutch, going=COMPASS_LONG[v.going or 0])
        info = Text(T.TABLE_TITLE.format(name=self.session.spec.name, deal=v.deal_no,
                                         deals=v.rules.deals, trump=trump))
        info.append("   " + T.TABLE_SCORE.format(ns=v.match[0], ew=v.match[1]), style="bold")
        self.query_one("#info", Static).update(info)
        self.query_one("#north", Static).update(Text(self.seat_label(0, v), justify="center"))
        self.query_one("#south", Static).update(Text(self.seat_label(HUMAN, v),
                                                     justify="center"))
        self.query_one("#trick", Static).update(self.trick_text(v))
        extra = Text(T.TABLE_POINTS.format(ns_p=v.points[0], ns_r=v.roem[0], ew_p=v.points[1],
                                           ew_r=v.roem[1]), style="dim")
        if v.turned is not None and v.trump is None:
            extra.append("\n" + T.TABLE_TURNED.format(card=v.turned))
        if self.show_monitor:
            extra.append("\n")
            extra.append_text(Text(T.TABLE_MONITOR.format(cards="")))
            extra.append_text(cards_line(sort_hand(v.played_cards()), trump=v.trump))
        if self.show_values:
            extra.append("\n" + T.VALUES_BODY, style="dim")
        self.query_one("#extra", Static).update(extra)
        self.refresh_hand(v)

    def trick_text(self, v: KlaverjasView) -> Text:
        by_seat: dict[int, Card] = {(v.trick_leader + i) % 4: c for i, c in enumerate(v.trick)}
        if not v.trick and v.tricks and v.phase is Phase.PLAY:
            last = v.tricks[-1]
            by_seat = {(last.leader + i) % 4: c for i, c in enumerate(last.cards)}

        def spot(seat: int) -> Text:
            c = by_seat.get(seat)
            return card_text(c, trump=v.trump) if c is not None else Text("··", style="dim")

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
            choices = [Choice(a, label="pass" if a.suit is None else a.suit.symbol)
                       for a in v.legal_actions if isinstance(a, TrumpCall)]
            row.set_choices(choices)
            state: Any = self.session.state
            prompt.update(Text(T.TABLE_YOUR_TURN.format(what=state.call_prompt()),
                               style="bold"))
            return
        t = tables(v.trump, v.rules.four_jacks_200) if v.trump is not None else None
        hand = sort_hand(v.hand)
        choices = [Choice(c, card=c, note=f"·{t.points[INDEX[c]]}"
                          if (self.show_values and t is not None) else "") for c in hand]
        row.set_choices(choices, trump=v.trump, enabled=mine)
        if v.phase is Phase.OVER:
            prompt.update(Text(T.TABLE_MATCH_OVER, style="bold"))
        elif mine:
            prompt.update(Text(T.TABLE_YOUR_TURN.format(what=T.TABLE_PLAY_CARD), style="bold"))
        else:
            seat = self.session.to_move
            prompt.update(Text(T.TABLE_THINKING.format(seat=COMPASS_LONG[seat or 0]),
                               style="dim"))

    def log_line(self, line: Text | str) -> None:
        self.query_one("#log", RichLog).write(line)

    def log_outcome(self, out: Outcome) -> None:
        for e in out.events:
            if event_level(e) > DETAIL:
                self.log_line(describe_for(e, HUMAN))
            if isinstance(e, DealScored):
                self.deal_over(e)
            if isinstance(e, MatchOver):
                self.log_line(Text(e.describe(), style="bold"))

    # -- turns ---------------------------------------------------------------------------------

    def next_turn(self) -> None:
        self.refresh_table()
        if self.session.state.is_terminal() or self.session.human_to_move():
            return
        self.thinking = True
        self.refresh_hand(self.view)
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
        if isinstance(action, Card):
            line = Text(f"{COMPASS_LONG[seat]}: ")
            line.append_text(card_text(action, trump=self.view.trump))
            if advice is not None and advice.reasons:
                line.append(" — " + _short(advice.reasons), style="dim")
            self.log_line(line)
        self.log_outcome(out)
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
        self.last_hint = None
        self.log_outcome(out)
        self.autosave()
        self.next_turn()

    def deal_over(self, e: DealScored) -> None:
        start, self.deal_start = self.deal_start, len(self.session.actions)
        if self.review_enabled:
            self.log_line(Text(T.TABLE_REVIEW_WAIT, style="dim"))
            self.run_review(e.result.deal_no, start)

    @work(thread=True, group="review")
    def run_review(self, deal: int, start: int) -> None:
        decisions = self.session.review(start)
        self.app.call_from_thread(self.app.push_screen, ReviewScreen(deal, decisions))

    def autosave(self) -> None:
        if self.save_to is not None:
            self.session.save(self.save_to)

    # -- actions -------------------------------------------------------------------------------

    def on_choice_row_picked(self, message: ChoiceRow.Picked) -> None:
        self.human_plays(message.choice.action)

    def action_move(self, step: int) -> None:
        self.query_one("#hand", ChoiceRow).move(step)

    def action_pick(self) -> None:
        self.query_one("#hand", ChoiceRow).pick()

    def action_pick_index(self, index: int) -> None:
        self.query_one("#hand", ChoiceRow).pick(index)

    def action_hint(self) -> None:
        if not self.session.hints:
            self.log_line(T.TABLE_HINT_OFF)
            return
        if not self.session.human_to_move() or self.thinking:
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
        row = self.query_one("#hand", ChoiceRow)
        for i, ch in enumerate(row.choices):
            if ch.action == advice.chosen:
                row.cursor = i

    def action_undo(self) -> None:
        if self.thinking:
            return
        if self.session.undo():
            self.deal_start = min(self.deal_start, len(self.session.actions))
            self.log_line(Text(T.TABLE_UNDO_DONE, style="yellow"))
            self.autosave()
            self.next_turn()
        else:
            self.log_line(T.TABLE_UNDO_NONE)

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
        self.deal_start = 0
        self.autosave()
        self.next_turn()

    def action_leave(self) -> None:
        self.app.pop_screen()


def _short(reasons: tuple[str, ...]) -> str:
    """The most telling reason: the first after the sampling line."""
    for r in reasons:
        if not r.startswith("Searched "):
            return r
    return reasons[0]


def open_table(session_factory: Any, save_to: Path | None) -> tuple[PlaySession, str]:
    """Resume the save at ``save_to`` when it reads, else start anew; with a note to show."""
    if save_to is not None and save_to.exists():
        try:
            return PlaySession.load(save_to), T.TABLE_RESUMED
        except FileFormatError as e:
            aside = save_to.with_suffix(".unreadable.json")
            save_to.replace(aside)
            return session_factory(), T.TABLE_SAVE_BAD.format(why=e)
    return session_factory(), ""
