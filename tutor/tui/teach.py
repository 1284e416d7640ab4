"""Lessons and puzzles in the app: views on the pure runners, with progress saved every step."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Header, Input, Markdown, OptionList, Static
from textual.widgets.option_list import Option

from ..actions import action_forms, shown_action
from ..cards import CARD_IN_TEXT, Suit, parse_card
from ..errors import FileFormatError, NotationError
from ..i18n import Plural
from ..ideas import idea_for, ideas_for
from ..plugin import load_attr
from ..registry import ROOT, game_name, get_plugin
from ..teach import text as TT
from ..teach.difficulty import read_measured, start_rating
from ..teach.exercises import exercise_id, exercises, is_exercise
from ..teach.games import adapter_for
from ..teach.lesson import Lesson, load_lesson
from ..teach.progress import ProgressStore, StoreError
from ..teach.proof import Proof, refutation
from ..teach.puzzle import Puzzle, load_puzzles
from ..teach.rating import Rating
from ..teach.runner import LessonRunner, PuzzleRunner, RunnerError
from ..teach.steps import LETTERS, Feedback, Step
from ..teach.table import TableView
from ..teach.translations import lesson_for_reader, translation_of
from ..zones import listing
from . import text as T
from .cards import DEFAULT_STYLE, CardStyle, card_text, style_of
from .colours import tone
from .speak import Speaks
from .zones import lines_text

#: How long the notice of files left out stays (seconds): it names each file and line.
LEFT_OUT_SECONDS = 15.0


def progress_not_saved(app: Any, error: StoreError) -> None:
    """Tell the app a write to the progress file failed (it says so once, and retries)."""
    report = getattr(app, "progress_not_saved", None)
    if report is not None:
        report(error)


def read_lessons(game: str, root: Path | None = None
                 ) -> tuple[list[Lesson], list[FileFormatError]]:
    """The lessons of the game, after those of the games it names in ``lessons_from``, and the
    problem of each file left out. A translation that cannot be read gives way to its English
    lesson."""
    root = ROOT if root is None else root
    try:
        games = (*get_plugin(game).lessons_from, game)
    except NotationError:
        games = (game,)  # no such game: only its folder, which holds nothing
    lessons: list[Lesson] = []
    problems: list[FileFormatError] = []
    for g in games:
        for english in sorted((root / "lessons" / g).glob("*.md")):
            if translation_of(english) is not None:
                continue
            for path in dict.fromkeys((lesson_for_reader(english), english)):
                try:
                    lessons.append(load_lesson(path, within=root / "lessons"))
                    break
                except FileFormatError as e:
                    problems.append(e)
    return lessons, problems


def lessons_for(game: str, root: Path | None = None) -> list[Lesson]:
    """The lessons of the game that can be read (``read_lessons`` says why others cannot)."""
    return read_lessons(game, root)[0]


def read_puzzles(game: str, root: Path | None = None
                 ) -> tuple[list[Puzzle], list[FileFormatError]]:
    """The puzzles of the game, and the problem of each file left out."""
    root = ROOT if root is None else root
    puzzles: list[Puzzle] = []
    problems: list[FileFormatError] = []
    for path in sorted((root / "puzzles" / game).glob("*.toml")):
        try:
            puzzles.extend(load_puzzles(path, within=root / "puzzles"))
        except FileFormatError as e:
            problems.append(e)
    return puzzles, problems


def puzzles_for(game: str, root: Path | None = None) -> list[Puzzle]:
    """The puzzles of the game that can be read (``read_puzzles`` says why others cannot)."""
    return read_puzzles(game, root)[0]


def tell_left_out(screen: Screen[Any], problems: list[FileFormatError], title: Plural) -> None:
    """A notice naming each file left out, with its line and problem (paths from the project
    folder, so the learner can find them)."""
    if not problems:
        return
    shown = []
    for e in problems:
        path = Path(e.path)
        where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        shown.append(str(FileFormatError(str(where), e.message, line=e.line, field=e.field)))
    # Paths and reasons are plain text: a "[" in a file name is no markup.
    screen.notify("\n".join(shown), title=title.format(len(problems)), severity="warning",
                  timeout=LEFT_OUT_SECONDS, markup=False)


_PROOFS: dict[str, Proof] = {}


def _proof(puzzle: Puzzle) -> Proof:
    """The proof of a puzzle (or one move of a line), worked out once per run (a few seconds at
    most)."""
    if puzzle.id not in _PROOFS:
        _PROOFS[puzzle.id] = adapter_for(puzzle.game).prove(puzzle)
    return _PROOFS[puzzle.id]


@cache
def puzzle_starts(game: str) -> dict[str, Rating]:
    """Each puzzle's first rating by id: measured, or from its level (read once)."""
    measured = read_measured(game)
    return {p.id: start_rating(p, measured) for p in puzzles_for(game)}




def level_name(level: str) -> str:
    """A lesson's or puzzle's level as the reader reads it."""
    name = TT.LEVEL_NAMES.get(level)
    return level if name is None else str(name)


@cache
def _theme_names(game: str) -> Mapping[str, Any]:
    try:
        path = get_plugin(game).theme_names
    except NotationError:
        return {}
    names: Mapping[str, Any] = load_attr(path) if path else {}
    return names


def theme_names(game: str, themes: Collection[str]) -> str:
    """A puzzle's themes as the reader reads them (its game's names for them), listed."""
    names = _theme_names(game)
    return ", ".join(str(names[t]) if t in names else t for t in themes)


def fact_text(fact: str, trump: Suit | None = None, style: CardStyle = DEFAULT_STYLE) -> Text:
    """A facts line: dim words, and every card in it drawn as the hands draw cards."""
    out = Text()
    at = 0
    for m in CARD_IN_TEXT.finditer(fact):
        out.append(style.text(fact[at:m.start()]), style="dim")
        out.append_text(card_text(parse_card(m.group()), trump=trump, style=style))
        at = m.end()
    out.append(style.text(fact[at:]), style="dim")
    return out


def table_text(view: TableView, style: CardStyle = DEFAULT_STYLE) -> Text:
    """A lesson position drawn with coloured cards: the facts, then the game's zones."""
    out = Text("\n").join(fact_text(fact, view.trump, style) for fact in view.facts)
    if view.facts:
        out.append("\n")
    out.append_text(lines_text(listing(view.board), view.trump, style))
    return out


def feedback_text(fb: Feedback, app: Any = None) -> Text:
    """The verdict (in the theme's success or error colour), the engine's account, events."""
    out = Text(fb.headline + "\n", style=tone(app, "success" if fb.correct else "error",
                                              bold=True))
    if fb.engine:
        out.append(fb.engine + "\n")
    if fb.author:
        out.append(fb.author + "\n", style="italic")
    for e in fb.events:
        out.append(e + "\n", style="dim")
    return out


class StepView(VerticalScroll):
    """One step: prose, a position, a question with its answer box and feedback."""

    DEFAULT_CSS = """
    StepView { height: 1fr; padding: 0 1; }
    #table { margin: 1 0; }
    #feedback { margin-top: 1; }
    """

    def compose(self) -> ComposeResult:
        yield Markdown(id="prose")
        yield Static(id="table")
        yield Static(id="question")
        yield Input("", str(T.LESSON_ANSWER), id="answer")  # empty, with a grey prompt
        yield Static(id="feedback")
        # When an answer fits several moves, they are offered here to pick from.
        yield OptionList(id="which")

    def on_mount(self) -> None:
        self.shown = Text()
        self.query_one("#which", OptionList).display = False

    @property
    def game(self) -> str:
        """The game of the lesson or puzzle shown: its actions read in the reader's words."""
        return str(getattr(self.screen, "game", ""))

    def show(self, step: Step) -> None:
        cs = style_of(self.app)
        prose = self.query_one("#prose", Markdown)
        prose.update(cs.text(step.markdown if step.kind == "prose" else step.caption))
        table = self.query_one("#table", Static)
        table.update(table_text(step.table, cs) if step.table is not None else "")
        table.display = step.table is not None
        q = Text(cs.text(step.question), style="bold")
        forms = action_forms(self.game)
        # Lettered as the solutions and the lessons' own questions name them (b, or "a, c").
        for letter, opt in zip(LETTERS, step.options, strict=False):
            q.append(f"\n  {letter}) {cs.text(shown_action(opt, forms))}")
        self.query_one("#question", Static).update(q if step.interactive else "")
        answer = self.query_one("#answer", Input)
        answer.value = ""
        answer.display = step.interactive
        self.query_one("#feedback", Static).update("")
        self.offer(())
        if step.interactive:
            answer.focus()

    def feedback(self, text: Text, choices: tuple[str, ...] = ()) -> None:
        self.shown = text
        self.query_one("#feedback", Static).update(style_of(self.app).rich(text))
        self.offer(choices)

    def add_feedback(self, text: Text) -> None:
        """A line under the feedback shown (the cost of a wrong answer, once worked out)."""
        shown = self.shown.copy()
        shown.append_text(text)
        self.shown = shown
        self.query_one("#feedback", Static).update(style_of(self.app).rich(shown))

    def offer(self, choices: tuple[str, ...]) -> None:
        """Show the moves an answer fits (or hide the list when there are none)."""
        which = self.query_one("#which", OptionList)
        which.clear_options()
        cs = style_of(self.app)
        forms = action_forms(self.game)
        which.add_options([Option(cs.text(shown_action(c, forms)), id=c) for c in choices])
        which.display = bool(choices)
        if choices:
            which.highlighted = 0
            which.focus()

    class Chosen(Message):
        """The learner picked one of the moves an answer fitted."""

        def __init__(self, answer: str) -> None:
            self.answer = answer
            super().__init__()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """The move chosen is answered as if typed in full."""
        if event.option_list.id != "which" or event.option.id is None:
            return
        event.stop()
        answer = self.query_one("#answer", Input)
        answer.value = event.option.id
        answer.focus()
        self.post_message(self.Chosen(event.option.id))


class LessonScreen(Speaks, Screen[None]):
    BINDINGS = [
        Binding("ctrl+n", "next", T.LESSON_NEXT.msgid),
        Binding("ctrl+b", "back", T.LESSON_BACK.msgid),
        Binding("ctrl+r", "reveal", T.LESSON_REVEAL.msgid),
        Binding("ctrl+s", "skip", T.LESSON_SKIP.msgid),
        Binding("ctrl+o", "practise", T.LESSON_PRACTISE.msgid),
        Binding("escape", "app.pop_screen", T.HOME.msgid),
    ]

    def __init__(self, lesson: Lesson, store: ProgressStore | None) -> None:
        super().__init__()
        self.lesson = lesson
        self.store = store
        saved = store.lesson(lesson.id) if store is not None else None
        start = saved.step if saved is not None and not saved.done else 0
        self.runner = LessonRunner(lesson, start=start)

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="where")
        yield StepView(id="step")
        yield Footer()

    @property
    def game(self) -> str:
        return self.lesson.game

    def on_mount(self) -> None:
        self.title = self.lesson.title
        self.show()

    def show(self) -> None:
        r = self.runner
        where = self.query_one("#where", Static)
        step = r.current
        if step is None:
            s = r.summary()
            where.update(Text(T.LESSON_DONE.format(s.exercises, title=self.lesson.title,
                                                   solved=s.solved, first=s.first_try),
                              style=tone(self.app, "success", bold=True)))
            self.query_one(StepView).display = False
        else:
            self.query_one(StepView).display = True
            where.update(Text(T.LESSON_WHERE.format(index=r.index + 1, total=len(r.steps)),
                              style="dim"))
            self.query_one(StepView).show(step)
        self.save()

    def save(self) -> None:
        if self.store is not None:
            try:
                self.store.save_lesson(self.lesson.id, self.lesson.game, self.runner.index,
                                       self.runner.done)
            except StoreError as e:  # kept by the store, written again later
                progress_not_saved(self.app, e)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.answer(event.value)

    def on_step_view_chosen(self, event: StepView.Chosen) -> None:
        self.answer(event.answer)

    def answer(self, value: str) -> None:
        try:
            fb = self.runner.submit(value)
        except RunnerError as e:
            self.query_one(StepView).feedback(Text(str(e)))
            return
        text = feedback_text(fb, self.app)
        step = self.runner.current
        if fb.readable and self.runner.first_answer and self.store is not None \
                and step is not None:
            # A missed exercise joins the review queue, and comes back among the puzzles.
            try:
                review = self.store.record_exercise(exercise_id(self.lesson, step),
                                                    self.lesson.game, fb.correct)
            except StoreError as e:
                progress_not_saved(self.app, e)
                text.append(str(T.PUZZLE_ANSWER_KEPT), style="dim")
            else:
                if review is not None:
                    text.append(T.EXERCISE_AGAIN.format(due=review.due.date().isoformat()),
                                style="dim")
        if fb.correct:
            text.append(str(T.LESSON_GO_ON), style="dim")
        self.query_one(StepView).feedback(text, fb.choices)

    def themes(self) -> set[str]:
        """The puzzle themes that drill the ideas this lesson teaches."""
        out: set[str] = set()
        for idea in ideas_for(self.lesson.game):
            if idea.lesson == self.lesson.id:
                out |= {idea.id, *idea.themes}
        return out

    def action_practise(self) -> None:
        """On to the puzzles that drill what this lesson teaches."""
        themes = self.themes()
        if not any(set(p.themes) & themes for p in puzzles_for(self.lesson.game)):
            self.notify(str(T.LESSON_NO_PUZZLES), severity="warning")
            return
        self.app.push_screen(PuzzleScreen(self.lesson.game, self.store, themes=themes))

    def action_next(self) -> None:
        if self.runner.done:
            self.app.pop_screen()
            return
        if not self.runner.can_advance:
            self.query_one(StepView).feedback(Text(str(T.LESSON_ANSWER_FIRST),
                                                   style=tone(self.app, "warning")))
            return
        self.runner.advance()
        self.show()

    def action_back(self) -> None:
        self.runner.back()
        self.show()

    def action_skip(self) -> None:
        self.runner.skip()
        self.show()

    def action_reveal(self) -> None:
        step = self.runner.current
        if step is None or not step.interactive:
            return
        rv = self.runner.reveal()
        self.query_one(StepView).feedback(Text(T.LESSON_SOLUTION.format(solution=rv.solution)
                                               + ("\n" + rv.explain if rv.explain else "")))


class LessonListScreen(Speaks, Screen[None]):
    BINDINGS = [Binding("escape", "app.pop_screen", T.HOME.msgid)]

    def __init__(self, game: str, store: ProgressStore | None) -> None:
        super().__init__()
        self.game = game
        self.store = store
        self.lessons, self.left_out = read_lessons(game)

    def compose(self) -> ComposeResult:
        yield Header()
        if not self.lessons:
            yield Static(Text(T.LESSONS_NONE.format(name=game_name(self.game))), id="none")
        yield OptionList(id="lessons")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = game_name(self.game)
        tell_left_out(self, self.left_out, T.LESSONS_LEFT_OUT)
        self.refresh_list()
        self.query_one(OptionList).display = bool(self.lessons)
        self.query_one(OptionList).focus()

    def on_screen_resume(self) -> None:
        self.refresh_list()

    def refresh_list(self) -> None:
        """The lessons with their marks; the cursor on the first one not yet done."""
        ol = self.query_one(OptionList)
        ol.clear_options()
        first_open = None
        for i, lesson in enumerate(self.lessons):
            p = self.store.lesson(lesson.id) if self.store is not None else None
            mark = "✓" if p is not None and p.done else ("…" if p is not None else " ")
            if first_open is None and not (p is not None and p.done):
                first_open = i
            ol.add_option(Option(T.LESSON_ITEM.format(mark=mark, title=lesson.title,
                                                      level=level_name(lesson.level)),
                                 id=lesson.id))
        if self.lessons:
            ol.highlighted = first_open or 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        lesson = next(x for x in self.lessons if x.id == event.option.id)
        self.app.push_screen(LessonScreen(lesson, self.store))


class PuzzleScreen(Speaks, Screen[None]):
    """Puzzles: the review queue first, then the unsolved puzzle nearest your rating."""

    BINDINGS = [
        Binding("ctrl+n", "next", T.PUZZLE_NEXT.msgid),
        Binding("ctrl+t", "hint", T.PUZZLE_HINT.msgid),
        Binding("ctrl+r", "reveal", T.LESSON_REVEAL.msgid),
        Binding("escape", "app.pop_screen", T.HOME.msgid),
    ]

    def __init__(self, game: str, store: ProgressStore | None, theme: str | None = None, *,
                 themes: Collection[str] = ()) -> None:
        super().__init__()
        self.game = game
        self.store = store
        self.theme = theme
        self.puzzles, self.left_out = read_puzzles(game)
        if theme is not None:
            self.puzzles = [p for p in self.puzzles if theme in p.themes]
        if themes:
            # A lesson's own set: the puzzles that drill what it teaches.
            self.puzzles = [p for p in self.puzzles if set(p.themes) & set(themes)]
        self.filtered = theme is not None or bool(themes)
        self.runner: PuzzleRunner | None = None
        #: Whether the learner was told that a hint counts the puzzle as missed.
        self.hint_warned = False
        self.seen: set[str] = set()
        #: Each decision puzzle's measured difficulty (``tutor.teach.difficulty``).
        self.measured = read_measured(game)

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="where")
        yield StepView(id="step")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = game_name(self.game)
        tell_left_out(self, self.left_out, T.PUZZLES_LEFT_OUT)
        self.action_next()

    def choose(self) -> Puzzle | None:
        by_id = {p.id: p for p in self.puzzles}
        if self.store is not None:
            due = [d.puzzle_id for d in self.store.due(self.game)
                   if d.puzzle_id not in self.seen]
            if not self.filtered and any(is_exercise(d) for d in due):
                # Missed lesson exercises come back here too.
                by_id.update((p.id, p) for les in lessons_for(self.game)
                             for p in exercises(les))
            for item in due:
                if item in by_id:
                    return by_id[item]
        solved = {a.puzzle_id for a in self.store.attempts() if a.correct} \
            if self.store is not None else set()
        fresh = [p for p in self.puzzles if p.id not in solved and p.id not in self.seen]
        if not fresh:
            fresh = [p for p in self.puzzles if p.id not in self.seen]
        if not fresh:
            return None
        mine = self.store.rating(self.game).rating if self.store is not None else 1500.0

        def distance(p: Puzzle) -> tuple[float, str]:
            r = self.store.puzzle_rating(p.id, start_rating(p, self.measured)).rating \
                if self.store is not None else start_rating(p, self.measured).rating
            return abs(r - mine), p.id

        return min(fresh, key=distance)

    def action_next(self) -> None:
        puzzle = self.choose()
        where = self.query_one("#where", Static)
        if puzzle is None:
            none = T.PUZZLE_NONE if self.puzzles else T.HOME_NO_PUZZLES.format(
                name=game_name(self.game))
            where.update(Text(str(none), style="bold"))
            self.query_one(StepView).display = False
            return
        self.seen.add(puzzle.id)
        self.runner = PuzzleRunner(puzzle)
        self.hint_warned = False
        rating = self.store.rating(self.game).rating if self.store is not None else 1500.0
        shown = Text(T.PUZZLE_WHERE.format(title=puzzle.title, level=level_name(puzzle.level),
                                           themes=theme_names(self.game, puzzle.themes),
                                           rating=rating),
                     style="dim")
        if puzzle.assumptions:
            shown.append("\n" + T.PUZZLE_GIVEN.format(facts="; ".join(puzzle.assumptions)),
                         style="italic")
        where.update(style_of(self.app).rich(shown))
        self.query_one(StepView).display = True
        self.query_one(StepView).show(puzzle.step)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.answer(event.value)

    def on_step_view_chosen(self, event: StepView.Chosen) -> None:
        self.answer(event.answer)

    def answer(self, value: str) -> None:
        if self.runner is None:
            return
        pf = self.runner.submit(value)
        text = feedback_text(pf.feedback, self.app)
        puzzle = self.runner.puzzle
        if pf.first and pf.feedback.correct and self.runner.hints:
            text.append(str(T.HINT_COUNTED_EXERCISE if is_exercise(puzzle.id)
                            else T.HINT_COUNTED), style=tone(self.app, "warning"))
        try:
            if pf.first and self.store is not None and is_exercise(puzzle.id):
                # A lesson's exercise moves through the review queue and rates nothing.
                review = self.store.record_exercise(puzzle.id, self.game, pf.rated_correct)
                if review is not None:
                    text.append(T.EXERCISE_AGAIN.format(due=review.due.date().isoformat()),
                                style="dim")
            elif pf.first and self.store is not None:
                # A puzzle solved after a hint counts as missed for the ratings (as it would be
                # over the board: the idea was given), and so does a line with a wrong move.
                res = self.store.record_attempt(
                    puzzle.id, self.game, pf.rated_correct, answer=value,
                    puzzle_default=start_rating(puzzle, self.measured))
                text.append(T.PUZZLE_RATING.format(before=res.learner_before.rating,
                                                   after=res.learner_after.rating), style="bold")
                if res.review is not None:
                    text.append(T.PUZZLE_AGAIN.format(due=res.review.due.date().isoformat()),
                                style="dim")
        except StoreError as e:  # the store keeps the answer and writes it later
            progress_not_saved(self.app, e)
            text.append(str(T.PUZZLE_ANSWER_KEPT), style="dim")
        view = self.query_one(StepView)
        if pf.advanced:
            # The line goes on: the next move's table, with what the others played.
            text.append(T.PUZZLE_LINE_ON.format(replies=pf.replies) if pf.replies
                        else str(T.PUZZLE_LINE_ON_NOW), style="bold")
            view.show(self.runner.step)
        elif pf.feedback.correct:
            if puzzle.explanation not in pf.feedback.author:  # the judge's words may hold it
                text.append("\n" + puzzle.explanation, style="italic")
            text.append(str(T.PUZZLE_GO_ON), style="dim")
        elif pf.feedback.readable and puzzle.kind == "best" and pf.feedback.key:
            text.append(str(T.PUZZLE_WEIGHING) + "\n", style="dim")
            self.refute(self.runner.move, pf.feedback.key)
        view.feedback(text, pf.feedback.choices)

    @work(thread=True, exclusive=True, group="refute")
    def refute(self, puzzle: Puzzle, answer: str) -> None:
        """What the wrong answer costs, from the proof that the answer is best (in a worker:
        the proof plays the position out over the deals the learner cannot tell apart)."""
        why = refutation(_proof(puzzle), answer, action_forms(puzzle.game))
        self.app.call_from_thread(self.show_refutation, puzzle.id, why)

    def show_refutation(self, move_id: str, why: str) -> None:
        if self.runner is None or self.runner.move.id != move_id or not why:
            return
        self.query_one(StepView).add_feedback(Text(why, style="bold"))

    def action_hint(self) -> None:
        """The next rung of the hint ladder: the idea, where to look, then the answer."""
        if self.runner is None:
            return
        puzzle = self.runner.puzzle
        if not self.runner.rated and self.runner.hints == 0 and not self.hint_warned:
            # Said before the hint is taken: the learner may still answer without it.
            self.hint_warned = True
            warning = T.HINT_COUNTS_EXERCISE if is_exercise(puzzle.id) else T.HINT_COUNTS
            self.query_one(StepView).feedback(Text(str(warning), style=tone(self.app, "warning")))
            return
        idea = idea_for(self.game, puzzle.themes)
        title = ""
        if idea is not None:
            title = next((les.title for les in lessons_for(self.game) if les.id == idea.lesson),
                         "")
        rung = self.runner.hint(idea, title)
        if rung is None:
            self.action_reveal()
            return
        self.query_one(StepView).feedback(Text(rung, style=tone(self.app, "warning")))

    def action_reveal(self) -> None:
        if self.runner is None:
            return
        rv = self.runner.reveal()
        self.query_one(StepView).feedback(Text(T.LESSON_SOLUTION.format(solution=rv.solution)
                                               + "\n" + rv.explain))
