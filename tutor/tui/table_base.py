"""What every game table shares: bots thinking in workers, hints, undo, reviews and saving.

A game's table draws its own board (``board_widgets``, ``refresh_table``) and says what a bot's
move looks like in the log (``log_bot``); the turn loop lives here.

Identical cards (a game of several packs) look alike everywhere at the table: the board, the log,
hints and reviews drop the notation's copy marks. Where the learner holds one card and its twin
lies apart (on the table), what names the learner's cards (choices, hints, reviews) marks the one
apart (``marks_in``); choices that still read the same are one to the learner, shown once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from rich.padding import Padding
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Footer, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from ..actions import action_forms, shown_action
from ..bots.base import RULE_ORDER, Advice
from ..bots.review import SHOWN, Decision, loss_margin
from ..cards import Card, cards_in_text, copies_alike
from ..errors import FileFormatError, TutorError
from ..files import os_reason
from ..game import DETAIL, describe_for, event_level
from ..ideas import by_id, ideas_for
from ..play.duplicate import Comparison, compare_round
from ..play.session import Outcome, PlaySession
from ..seats import seat_name
from ..teach.progress import StoreError
from . import text as T
from .cards import CardStyle, style_of
from .colours import tone
from .speak import Speaks
from .widgets import PICK_KEYS, Choice, ChoiceRow


@dataclass(frozen=True)
class BotNote:
    """A bot's move and all its reasons, told of it, kept for the review after the round."""

    index: int  # the move's place in the session's action list
    seat: str
    action: str
    reasons: tuple[str, ...]  # ``Advice.told``: in the third person

    def describe(self) -> str:
        lines = [T.TABLE_BOT_NOTE.format(seat=self.seat, action=self.action)]
        lines.extend(f"  {r}" for r in self.reasons)
        return "\n".join(lines)


class ResumeOrNewScreen(Speaks, ModalScreen[bool | None]):
    """The saved match was started with other settings than those chosen now: resume it, or
    start a new one with the new settings (``True``); Escape goes back home (``None``)."""

    BINDINGS = [Binding("escape", "home", T.KEY_HOME.msgid)]
    DEFAULT_CSS = """
    ResumeOrNewScreen { align: center middle; }
    #resume-or-new { width: 80%; max-width: 90; height: auto; border: round $accent;
                     background: $panel; padding: 0 1; }
    #resume-choices { height: auto; }
    """

    def __init__(self, changes: Sequence[str]) -> None:
        super().__init__()
        self.changes = tuple(changes)

    def compose(self) -> ComposeResult:
        with Vertical(id="resume-or-new"):
            yield Static(Text(str(T.RESUME_OR_NEW), style="bold"))
            yield Static("\n".join(self.changes))
            yield OptionList(Option(str(T.RESUME_OLD), id="resume"),
                             Option(str(T.RESUME_NEW), id="new"), id="resume-choices")

    def on_mount(self) -> None:
        self.query_one("#resume-or-new").border_title = str(T.RESUME_OR_NEW_TITLE)
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id == "new")

    def action_home(self) -> None:
        self.dismiss(None)


def hint_evidence(advice: Advice, forms: Iterable[Any],
                  marks: Mapping[Card, str] | None = None) -> list[str]:
    """One line of evidence for a hint, from the advisor's own values: what the move is worth
    on average and how it compares with the next best the learner can tell from it (level when
    the difference is within the values' sampling error); the bot's first reason when its
    values are a rule order. Its cards are as the learner reads them, ``marks`` telling
    copies apart (``TableScreen.marks_in``)."""
    forms = tuple(forms)
    best = advice.actions[0]

    def read(text: str) -> str:
        return copies_alike(shown_action(text, forms), marks)

    others = [av for av in advice.actions[1:] if read(av.text) != read(best.text)]
    if not others:
        return [str(T.HINT_ONLY)]
    if advice.extra.get("values") == RULE_ORDER:
        return [copies_alike(advice.reasons[0], marks)] if advice.reasons else []
    second = others[0]
    gap = best.value - second.value
    margin = loss_margin(best, second)
    kind = "same" if gap < SHOWN else "level" if gap <= margin else "ahead"
    sentence = T.HINT_EVIDENCE[kind, abs(best.value) < SHOWN]
    return [sentence.format(value=best.value, gap=gap, margin=margin, second=read(second.text))]


def settings_changes(session: PlaySession, level: str, rules: dict[str, Any]) -> list[str]:
    """What differs between a saved match and the settings chosen now, a sentence each (empty:
    the save honours them)."""
    plugin = session.plugin
    new = session.spec.rules_from_dict(rules).to_dict()
    if session.settings_seen == seen_settings(level, new):
        return []  # the learner chose to resume under these settings before
    out = []
    if session.level != level:
        out.append(T.RESUME_CHANGED.format(what=plugin.level_label, old=session.level, new=level))
    old = session.rules.to_dict()
    labels = {option.key: str(option.label) for option in plugin.settings}
    for key in sorted(set(old) | set(new)):
        if old.get(key) != new.get(key):
            out.append(T.RESUME_CHANGED.format(what=labels.get(key, key),
                                               old=_setting(old.get(key)),
                                               new=_setting(new.get(key))))
    return out


def seen_settings(level: str, rules: dict[str, Any]) -> dict[str, Any]:
    """The settings a learner resumed a match under, as its save remembers them."""
    return {"level": level, "rules": dict(rules)}


def _setting(value: Any) -> str:
    if isinstance(value, bool):
        return str(T.SETTING_ON if value else T.SETTING_OFF)
    return "-" if value is None else str(value)


class ReviewScreen(Speaks, ModalScreen[None]):
    """The human's decisions of a deal (or hand) against the advisor's values, costliest first."""

    BINDINGS = [Binding("escape,enter,r", "dismiss", T.CLOSE.msgid)]
    DEFAULT_CSS = """
    ReviewScreen { align: center middle; }
    #review { width: 90%; height: 80%; border: round $accent; background: $panel; }
    """

    def __init__(self, deal: int, decisions: list[Decision], round_kind: str,
                 notes: Sequence[BotNote] = (), comparison: Comparison | None = None,
                 marks: Mapping[int, Mapping[Card, str]] | None = None) -> None:
        super().__init__()
        #: The same cards played by a bot in the learner's seat, when it was worked out.
        self.comparison = comparison
        self.deal = deal
        #: The copies to mark at each decision (by its index): ``TableScreen.copy_marks``.
        self.marks = dict(marks or {})
        # A move that reads as the best one is the best one to the learner: an identical card,
        # or the same meld of identical cards, has nothing to teach.
        self.decisions = [d for d in decisions if self.read(d, d.played) != self.read(d, d.best)]
        #: What the game calls the round reviewed: "deal", "hand" (its plugin's ``round_kind``).
        self.round_kind = round_kind
        #: Every bot move of the round with all its reasons, now that they reveal nothing.
        self.notes = tuple(notes)

    def compose(self) -> ComposeResult:
        # Opened at the top, where the costliest decision is, even when the list is longer
        # than the window.
        yield RichLog(id="review", wrap=True, markup=False, min_width=10, auto_scroll=False)

    def on_mount(self) -> None:
        log = self.query_one("#review", RichLog)
        kind = self.round_kind
        log.border_title = T.TABLE_REVIEW_TITLE[kind].format(number=self.deal)
        c = self.comparison
        if c is not None:
            log.write(Text(T.TABLE_REVIEW_DUPLICATE[kind].format(
                you=c.learner, level=c.level, bot=c.bot, difference=c.difference), style="bold"))
        costly = [d for d in self.decisions if d.mistake]
        level = [d for d in self.decisions if d.loss >= SHOWN and not d.mistake]
        if not costly:
            log.write(str(T.TABLE_REVIEW_NONE[kind]))
        for d in costly:
            self.write_block(log, d.describe(), self.marks.get(d.index))
        if level:
            # Within the values' sampling error: not verdicts, but the learner may ask why a
            # decision did not match the bot's.
            log.write(Text("\n" + T.TABLE_REVIEW_LEVEL.format(len(level)), style="bold"))
            for d in level:
                self.write_block(log, d.describe(), self.marks.get(d.index))
        if self.notes:
            log.write(Text("\n" + str(T.TABLE_REVIEW_BOTS[kind]), style="bold"))
            for note in self.notes:
                self.write_block(log, note.describe())

    def read(self, decision: Decision, action: str) -> str:
        """An action of ``decision`` as the learner reads it: identical cards alike, but for
        the copies marked at that decision."""
        return copies_alike(shown_action(action, action_forms(decision.game)),
                            self.marks.get(decision.index))

    def write_block(self, log: RichLog, block: str,
                    marks: Mapping[Card, str] | None = None) -> None:
        style = replace(style_of(self.app), alike=True)
        for line in copies_alike(block, marks).splitlines():
            # A wrapped reason keeps its indent, so each decision still reads as a block.
            indent = len(line) - len(line.lstrip(" "))
            log.write(Padding(style.text(line.lstrip(" ")), (0, 0, 0, indent)))

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(result)


class TableScreen(Speaks, Screen[None]):
    """Free play against bots. The session does the rules; the screen shows and asks."""

    BASE_BINDINGS = [
        Binding("left", "move(-1)", T.KEY_LEFT.msgid, show=False),
        Binding("right", "move(1)", T.KEY_RIGHT.msgid, show=False),
        Binding("enter", "pick", T.KEY_PLAY.msgid),
        *[Binding("minus" if k == "-" else k, f"pick_index({i})", show=False)
          for i, k in enumerate(PICK_KEYS)],
        Binding("h", "hint", T.KEY_HINT.msgid),
        Binding("u", "undo", T.KEY_UNDO.msgid),
        Binding("n", "new_match", T.KEY_NEW_MATCH.msgid, show=False),
        Binding("escape", "leave", T.KEY_HOME.msgid),
    ]
    DEFAULT_CSS = """
    #info { height: 1; background: $primary-background; color: auto 90%; }
    #middle { height: 1fr; }
    #table { width: 3fr; border: round $primary; padding: 0 1; }
    #log { width: 2fr; border: round $secondary; }
    #prompt { height: 1; }
    """

    def __init__(self, session: PlaySession, *, save_to: Path | None = None,
                 bot_delay: float = 0.35, review: bool = True, note: str = "",
                 new_match: Callable[[], PlaySession] | None = None) -> None:
        super().__init__()
        self.session = session
        #: A new match with the settings in force (``None``: the same settings, the next seed).
        self.new_match = new_match
        self.save_to = save_to
        self.bot_delay = bot_delay
        self.review_enabled = review
        self.note = note
        self.thinking = False
        self.last_hint: Advice | None = None
        #: How many actions had been played when the last hint was given.
        self.hint_at = -1
        #: Where the deal (or hand) under way began in the action list: what a review judges.
        self.review_start = len(session.actions)
        #: The bots' moves of the round under way, with every reason, for the review.
        self.bot_notes: list[BotNote] = []
        self.save_failed = False
        #: A round's review is being worked out: the next round waits for it to be read.
        self.reviewing = False
        #: A review ready while another screen lay over the table, shown when it is back.
        self.pending_review: ReviewScreen | None = None

    # -- hooks for each game ------------------------------------------------------------------

    def board_widgets(self) -> Iterator[Widget]:
        """The widgets inside the table's frame (a game's table adds its own)."""
        yield Static(id="board")

    def refresh_table(self) -> None:
        """Redraw the board, the prompt and the choices from the session (each game's own)."""

    def log_bot(self, out: Outcome, action: Any, advice: Advice | None) -> None:
        """Write a bot's move, its first reason the learner may read, then what the move caused
        (the trick taken, the cards drawn, the next deal dealt): each reason right under the
        move it explains."""
        self.log_outcome(replace(out, events=out.events[:1]))
        shown = self.shown_reasons(advice)
        if shown:
            self.log_line(Text("  " + shown[0], style="dim"))
        self.log_outcome(replace(out, events=out.events[1:]))

    def shown_reasons(self, advice: Advice | None, start: int = 0) -> list[str]:
        """A bot's reasons, told of it, that the learner may read now (from the ``start``-th
        on): those that name no card hidden from the learner. The rest wait for the review
        after the round (where a bot's reasoning reveals nothing any more)."""
        if advice is None:
            return []
        told = advice.told[start:]
        hidden_cards = self.session.spec.hidden_cards
        if hidden_cards is None:
            return [r for r in told if not cards_in_text(r)]
        hidden = {(c.suit, c.rank) for c in hidden_cards(self.session.state, self.session.human)}
        return [r for r in told if not any((c.suit, c.rank) in hidden for c in cards_in_text(r))]

    def log_outcome(self, out: Outcome) -> None:
        """Write every event of a move, as the human may read it, to the log."""
        for e in out.events:
            if event_level(e) > DETAIL or out.seat != self.session.human:
                self.log_line(describe_for(e, self.session.human))

    def after_human(self) -> None:
        """Called after the human's move was applied (e.g. to reset a knock mode)."""

    def marks_in(self, view: Any) -> dict[Card, str]:
        """The learner's cards in ``view`` that must be told from an identical card, each with
        its mark (``tutor.cards.twins_apart``); none in a game of one pack."""
        return {}

    def copy_marks(self, state: Any | None = None) -> dict[Card, str]:
        """``marks_in`` the learner's view of ``state`` (now by default)."""
        state = self.session.state if state is None else state
        return self.marks_in(state.view(self.session.human))

    # -- layout --------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static(id="info")
        with Horizontal(id="middle"):
            with Vertical(id="table"):
                yield from self.board_widgets()
            yield RichLog(id="log", wrap=True, markup=False, min_width=10)
        yield Static(id="prompt")
        yield ChoiceRow(id="hand")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#table").border_title = self.session.spec.name
        self.query_one("#log").border_title = str(T.TABLE_LOG)
        if self.note:
            self.log_line(Text(self.note, style="italic"))
        self.query_one("#hand", ChoiceRow).focus()
        self.next_turn()

    @property
    def card_style(self) -> CardStyle:
        """The learner's card style, identical cards alike."""
        return replace(style_of(self.app), alike=True)

    def log_line(self, line: Text | str) -> None:
        self.query_one("#log", RichLog).write(self.card_style.rich(line))

    # -- turns ---------------------------------------------------------------------------------

    def next_turn(self) -> None:
        if self.reviewing:
            # The review comes between rounds, never over play in progress: nothing moves
            # until it has been read.
            self.refresh_table()
            self.query_one("#hand", ChoiceRow).enabled = False
            self.query_one("#prompt", Static).update(Text(str(T.TABLE_REVIEW_WAIT_NEXT),
                                                          style="dim"))
            return
        if not (self.session.state.is_terminal() or self.session.human_to_move()):
            self.thinking = True
        self.refresh_table()
        if not self.thinking:
            return
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
        if advice is not None and advice.told:  # a bot without reasons has nothing to review
            self.bot_notes.append(BotNote(len(self.session.actions),
                                          seat_name(seat, self.session.state.players,
                                                    long=True),
                                          shown_action(self.session.state.format_action(action),
                                                       action_forms(self.session.spec.id)),
                                          advice.told))
        out = self.session.apply_bot_action(seat, action, advice)
        self.log_bot(out, action, advice)
        self.autosave()
        self.next_turn()

    def human_plays(self, action: Any) -> None:
        if self.thinking or self.reviewing:
            return
        out = self.session.play(action)
        if out.refused is not None:
            self.log_line(Text(T.TABLE_REFUSED.format(why=out.refused),
                               style=tone(self.app, "error", bold=True)))
            self.notify(self.card_style.text(out.refused), title=str(T.TABLE_NOT_ALLOWED),
                        severity="warning")
            return
        self.last_hint = None
        self.after_human()
        self.log_outcome(out)
        self.autosave()
        self.next_turn()

    def start_review(self, number: int) -> None:
        """Review the human's decisions since the last review, in a worker; with reviews off,
        the bots' full reasons go to the log."""
        start, self.review_start = self.review_start, len(self.session.actions)
        notes, self.bot_notes = self.bot_notes, []
        if self.review_enabled:
            self.log_line(Text(str(T.TABLE_REVIEW_WAIT), style="dim"))
            self.reviewing = True
            self.run_review(number, start, notes)
        elif notes:
            kind = self.session.plugin.round_kind
            self.log_line(Text(str(T.TABLE_REVIEW_BOTS[kind]), style="bold"))
            for note in notes:
                for line in note.describe().splitlines():
                    self.log_line(Text(line, style="dim"))

    @work(thread=True, group="review")
    def run_review(self, number: int, start: int, notes: list[BotNote]) -> None:
        s = self.session
        decisions = s.review(start)
        # The same cards again with the advisor's bot in the learner's seat: the learner's play
        # measured against it (kept for the running figure on the home screen).
        try:
            comparison = compare_round(s.record(), start, len(s.actions), s.human, s.level,
                                       s.advisor_level, seed=s.seed, round_no=number)
        except TutorError:
            comparison = None
        screen = ReviewScreen(number, decisions, s.plugin.round_kind, notes, comparison,
                              self.review_marks([d.index for d in decisions]))
        self.app.call_from_thread(self.review_ready, screen)

    def review_marks(self, indices: Sequence[int]) -> dict[int, dict[Card, str]]:
        """The copies to mark at each of the learner's decisions (by its index in the action
        list), from the match replayed up to it."""
        s = self.session
        wanted = set(indices)
        out: dict[int, dict[Card, str]] = {}
        if not wanted:
            return out
        try:
            state = s.spec.new_game(s.rules, s.seed)
            for i, text in enumerate(s.actions[:max(wanted) + 1]):
                if i in wanted:
                    out[i] = self.copy_marks(state)
                state.apply(state.parse_action(text))
        except TutorError:
            return {}  # a match that does not replay from its seed: copies simply alike
        return out

    def review_ready(self, screen: ReviewScreen) -> None:
        """Keep the round's comparison (the progress store belongs to this thread) and show the
        review."""
        store = getattr(self.app, "store", None)
        c = screen.comparison
        if c is not None and store is not None:
            try:
                store.record_duplicate(self.session.spec.id, c.learner, c.bot, c.level)
            except StoreError as e:
                self.log_line(Text(str(e), style=tone(self.app, "warning")))
        if self.app.screen is self:
            self.app.push_screen(screen, self.review_closed)
        elif self in self.app.screen_stack:
            self.pending_review = screen  # a screen lies over the table: shown on return
        else:
            self.reviewing = False  # the table was left; a table opened later resumes

    def on_screen_resume(self) -> None:
        if self.pending_review is not None:
            screen, self.pending_review = self.pending_review, None
            self.app.push_screen(screen, self.review_closed)

    def review_closed(self, _: None = None) -> None:
        """The review was read: the next round begins."""
        self.reviewing = False
        self.next_turn()

    def autosave(self) -> None:
        if self.save_to is None:
            return
        try:
            self.session.save(self.save_to)
        except OSError as e:
            # A full disk or a folder gone: the game goes on, and the learner is told once.
            if not self.save_failed:
                self.save_failed = True
                self.log_line(Text(T.TABLE_SAVE_FAILED.format(path=self.save_to,
                                                              error=os_reason(e)),
                                   style=tone(self.app, "warning")))

    # -- actions -------------------------------------------------------------------------------

    def action_move(self, step: int) -> None:
        self.query_one("#hand", ChoiceRow).move(step)

    def action_pick(self) -> None:
        self.query_one("#hand", ChoiceRow).pick()

    def action_pick_index(self, index: int) -> None:
        self.query_one("#hand", ChoiceRow).pick(index)

    def action_hint(self) -> None:
        if not self.session.hints:
            self.log_line(str(T.TABLE_HINT_OFF))
            return
        if not self.session.human_to_move() or self.thinking or self.reviewing:
            return
        if self.last_hint is not None and self.hint_at == len(self.session.actions):
            self.show_hint_reasons(self.last_hint)  # the same decision: the full numbers
            return
        self.log_line(Text(str(T.TABLE_HINT_WAIT), style="dim"))
        self.compute_hint()

    @work(thread=True, exclusive=True, group="hint")
    def compute_hint(self) -> None:
        advice = self.session.hint()
        self.app.call_from_thread(self.show_hint, advice)

    def show_hint(self, advice: Advice) -> None:
        """The move and its idea first, then one line of evidence from the advisor's values;
        the advisor's full reasoning waits for a second ``h``."""
        self.last_hint = advice
        self.hint_at = len(self.session.actions)
        success = tone(self.app, "success")
        forms = action_forms(self.session.spec.id)
        best = advice.actions[0]
        marks = self.copy_marks()
        title = T.TABLE_HINT_TITLE.format(card=shown_action(best.text, forms))
        self.log_line(Text(copies_alike(title, marks), style=tone(self.app, "success", bold=True)))
        idea = by_id(ideas_for(self.session.spec.id), advice.idea) if advice.idea else None
        if idea is not None:
            # The idea by the name the lessons teach it under, so the learner can look it up.
            self.log_line(Text(T.TABLE_HINT_IDEA.format(name=idea.name, sentence=idea.sentence),
                               style=success))
        for line in hint_evidence(advice, forms, marks):
            self.log_line(Text(line, style=success))
        if advice.reasons:
            self.log_line(Text(str(T.TABLE_HINT_MORE), style="dim"))
        row = self.query_one("#hand", ChoiceRow)
        card = getattr(advice.chosen, "card", None)
        found = [i for i, ch in enumerate(row.choices)
                 if ch.action == advice.chosen or (card is not None and card == ch.card)]
        if not found:  # the hinted choice may be offered as its twin (``shown_once``)
            hinted = copies_alike(str(advice.chosen), marks)
            found = [i for i, ch in enumerate(row.choices)
                     if ch.card is None and copies_alike(str(ch.action), marks) == hinted]
        if found:
            row.cursor = found[-1]

    def shown_once(self, choices: Iterable[Choice]) -> list[Choice]:
        """Choices without a card that read the same to the learner (the same words, e.g. a
        meld of identical cards) offered once: the first of them."""
        seen: set[tuple[str, str]] = set()
        out = []
        for ch in choices:
            key = (ch.label, ch.note)
            if ch.card is None:
                if key in seen:
                    continue
                seen.add(key)
            out.append(ch)
        return out

    def show_hint_reasons(self, advice: Advice) -> None:
        """The advisor's whole reasoning for the hint given (a second ``h``)."""
        self.log_line(Text(str(T.TABLE_HINT_REASONS), style=tone(self.app, "success", bold=True)))
        marks = self.copy_marks()
        for r in advice.reasons:
            self.log_line(Text("  " + copies_alike(r, marks), style=tone(self.app, "success")))

    def action_undo(self) -> None:
        if self.thinking or self.reviewing:
            return
        if self.session.undo():
            self.review_start = min(self.review_start, len(self.session.actions))
            self.bot_notes = [n for n in self.bot_notes if n.index < len(self.session.actions)]
            self.log_line(Text(str(T.TABLE_UNDO_DONE), style=tone(self.app, "warning")))
            self.autosave()
            self.next_turn()
        else:
            self.log_line(str(T.TABLE_UNDO_NONE))

    def action_leave(self) -> None:
        self.app.pop_screen()

    def action_new_match(self) -> None:
        """Once the match is over, a new one at the same table (``n``)."""
        if not self.session.state.is_terminal() or self.thinking or self.reviewing:
            return
        s = self.session
        if self.new_match is not None:
            self.session = self.new_match()
        else:
            self.session = PlaySession(s.spec.id, seed=s.seed + 1, human=s.human, level=s.level,
                                       rules=s.rules_dict, hints=s.hints, practice=s.practice,
                                       advisor=s.advisor_level)
        self.review_start = len(self.session.actions)
        self.bot_notes = []
        self.last_hint = None
        self.log_line(Text(str(T.TABLE_NEW_MATCH), style="bold"))
        self.after_human()  # nothing picked, no mode left over from the last match
        self.autosave()
        self.next_turn()



def open_table(session_factory: Any, save_to: Path | None, *,
               game: str | None = None) -> tuple[PlaySession, str]:
    """Resume the save at ``save_to`` when it reads, else start anew; with a note to show.

    A save that cannot be resumed, for whatever reason (unreadable, damaged, another game's, a
    bot that no longer exists), is set aside under a new name (an earlier one is never
    overwritten) and the table opens fresh: no file can keep a table from opening. Temporary
    files a killed save left behind are removed.
    """
    from contextlib import suppress

    from ..files import clean_temporary, set_aside

    if save_to is None:
        return session_factory(), ""
    clean_temporary(save_to)
    if not (save_to.exists() or save_to.is_symlink()):
        return session_factory(), ""
    try:
        session = PlaySession.load(save_to, game=game)
    except Exception as e:  # any failure at all: the save goes aside, the table opens
        why = e if isinstance(e, FileFormatError) else FileFormatError(str(save_to), repr(e))
    else:
        if session.state.is_terminal():
            # A finished match has nothing left to play: the table opens on a new one (its
            # first save replaces the old).
            return session_factory(), str(T.TABLE_LAST_MATCH_OVER)
        return session, "\n".join([str(T.TABLE_RESUMED), *session.notes])
    with suppress(OSError):  # when it cannot move, the next save replaces it
        set_aside(save_to)
    return session_factory(), T.TABLE_SAVE_BAD.format(why=why)
