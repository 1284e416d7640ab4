"""Running a lesson or a puzzle: pure state, no UI, so any front end can be a view on it.

A ``LessonRunner`` walks the steps of a lesson. Prose and positions are read and passed; an exercise
is answered (``submit``) until it is right, or shown (``reveal``), or skipped. ``index`` is what the
progress store keeps, and ``LessonRunner(lesson, start=index)`` resumes there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ideas import Idea
from . import text as T
from .lesson import Lesson
from .puzzle import Puzzle
from .steps import Feedback, Step


class RunnerError(Exception):
    """A call that does not fit the runner's state (answering prose, moving on unanswered)."""


@dataclass(frozen=True, slots=True)
class Reveal:
    """The answer shown on request, with the author's explanation."""

    solution: str
    explain: str


@dataclass(frozen=True, slots=True)
class Summary:
    exercises: int
    first_try: int
    solved: int
    revealed: int
    skipped: int


@dataclass
class _Record:
    attempts: int = 0
    solved: bool = False
    revealed: bool = False
    skipped: bool = False


@dataclass
class LessonRunner:
    """Walk a lesson's steps; start at ``start`` to resume."""

    lesson: Lesson
    start: int = 0
    index: int = field(init=False)
    _records: dict[int, _Record] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        # A lesson may have changed since the learner stopped: resume within its length.
        self.index = max(0, min(self.start, len(self.lesson.steps)))

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.lesson.steps

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def current(self) -> Step | None:
        return None if self.done else self.steps[self.index]

    def _record(self) -> _Record:
        return self._records.setdefault(self.index, _Record())

    def _exercise(self) -> Step:
        step = self.current
        if step is None:
            raise RunnerError(str(T.RUN_FINISHED))
        if not step.interactive:
            raise RunnerError(str(T.RUN_NOTHING_TO_ANSWER))
        return step

    @property
    def first_answer(self) -> bool:
        """Whether the last answer counted was the first to the current exercise (what the
        review queue records)."""
        rec = self._records.get(self.index)
        return rec is not None and rec.attempts == 1

    def submit(self, answer: str) -> Feedback:
        """Mark an answer to the current exercise; an unreadable one is not counted."""
        step = self._exercise()
        fb = step.submit(answer)
        if fb.readable:
            rec = self._record()
            rec.attempts += 1
            rec.solved = rec.solved or fb.correct
        return fb

    def reveal(self) -> Reveal:
        """Show the answer; the exercise then counts as revealed, not solved."""
        step = self._exercise()
        self._record().revealed = True
        return Reveal(step.solution(), step.explain)

    @property
    def can_advance(self) -> bool:
        step = self.current
        if step is None:
            return False
        if not step.interactive:
            return True
        rec = self._records.get(self.index)
        return rec is not None and (rec.solved or rec.revealed)

    def advance(self) -> Step | None:
        """Go to the next step; an exercise must be solved or revealed first (or ``skip``)."""
        if not self.can_advance:
            raise RunnerError(str(T.RUN_ANSWER_FIRST if not self.done else T.RUN_FINISHED))
        self.index += 1
        return self.current

    def skip(self) -> Step | None:
        """Leave the current step without answering it."""
        if self.done:
            raise RunnerError(str(T.RUN_FINISHED))
        if self.steps[self.index].interactive:
            rec = self._record()
            rec.skipped = not (rec.solved or rec.revealed)
        self.index += 1
        return self.current

    def back(self) -> Step | None:
        if self.index > 0:
            self.index -= 1
        return self.current

    def summary(self) -> Summary:
        """How the exercises went in this sitting (steps passed before a resume are not known)."""
        ex = [i for i, s in enumerate(self.steps) if s.interactive]
        recs = [self._records.get(i, _Record()) for i in ex]
        return Summary(len(ex), sum(1 for r in recs if r.solved and r.attempts == 1),
                       sum(1 for r in recs if r.solved), sum(1 for r in recs if r.revealed),
                       sum(1 for r in recs if r.skipped))


@dataclass(frozen=True, slots=True)
class PuzzleFeedback:
    """Feedback on a puzzle answer. ``first`` marks the answer the ratings count: the first
    wrong one, or the last move of the puzzle answered right; ``rated_correct`` is its result."""

    feedback: Feedback
    first: bool
    rated_correct: bool = False
    #: In a line: the answer was right and the next move is now to play, after ``replies``.
    advanced: bool = False
    replies: str = ""


@dataclass
class PuzzleRunner:
    """One puzzle (or a line of moves): answers until each move is right; the ratings count the
    first mistake, or the whole line solved without one."""

    puzzle: Puzzle
    attempts: int = 0
    solved: bool = False
    #: How many rungs of the hint ladder were shown (before the answer: the idea, then where
    #: to look); a puzzle solved with a hint does not count as solved for the ratings.
    hints: int = 0
    #: The move of a line being answered (0: the first).
    index: int = 0
    missed: bool = False
    rated: bool = False

    @property
    def step(self) -> Step:
        return self.puzzle.steps[self.index]

    @property
    def move(self) -> Puzzle:
        """The move being answered, as a puzzle of its own."""
        return self.puzzle.move(self.index)

    def submit(self, answer: str) -> PuzzleFeedback:
        fb = self.step.submit(answer)
        if not fb.readable:
            return PuzzleFeedback(fb, False)
        self.attempts += 1
        last = self.index == len(self.puzzle.steps) - 1
        if not fb.correct:
            self.missed = True
            first, self.rated = not self.rated, True
            return PuzzleFeedback(fb, first, False)
        if not last:
            self.index += 1
            return PuzzleFeedback(fb, False, advanced=True,
                                  replies=self.puzzle.replies[self.index - 1])
        self.solved = True
        first, self.rated = not self.rated, True
        return PuzzleFeedback(fb, first, not self.missed and self.hints == 0)

    def reveal(self) -> Reveal:
        return Reveal(self.step.solution(), self.step.explain or self.puzzle.explanation)

    def hint(self, idea: Idea | None, lesson_title: str = "") -> str | None:
        """The next rung of the hint ladder: the idea the puzzle drills, then what to look at
        (the author's hint); ``None`` when only the answer is left."""
        rungs = []
        if idea is not None:
            if lesson_title:
                rungs.append(T.HINT_IDEA_LESSON.format(name=idea.name, sentence=idea.sentence,
                                                       lesson=lesson_title))
            else:
                rungs.append(T.HINT_IDEA.format(name=idea.name, sentence=idea.sentence))
        if self.step.hint:
            rungs.append(T.HINT_LOOK.format(hint=self.step.hint))
        if self.hints >= len(rungs):
            return None
        self.hints += 1
        return rungs[self.hints - 1]


