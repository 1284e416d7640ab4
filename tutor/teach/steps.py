"""Steps of a lesson or puzzle and the judges that mark a learner's answer.

A judge holds what the engine computed when the step was built (the legal set, the count, the
truth of each option), so marking an answer never needs the author's word for a fact.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..actions import action_forms, resolve_typed, shown_action
from ..cards import Card
from ..errors import AmbiguousActionError, IllegalActionError, NotationError
from ..game import TRICK, event_level
from ..i18n import LANGUAGES, in_language
from ..numbers import read_int
from . import text as T
from .games import Count
from .table import TableView

PROSE, POSITION, PLAY = "prose", "position", "play"
LEGAL, SCORE, CHOICE = "legal", "score", "choice"
#: The info strings that make a fenced block interactive.
BLOCK_KINDS: tuple[str, ...] = (POSITION, PLAY, LEGAL, SCORE, CHOICE)


@dataclass(frozen=True, slots=True)
class Verdict:
    """A judge's mark. ``key`` names the answer for the author's notes on wrong answers."""

    correct: bool
    engine: str
    readable: bool = True
    key: str = ""
    events: tuple[str, ...] = ()
    #: Typed text that fits several actions: their canonical texts, to choose from.
    choices: tuple[str, ...] = ()


class Judge(Protocol):
    def judge(self, answer: str) -> Verdict: ...

    def solution(self) -> str:
        """The accepted answer(s) as the reader reads them."""
        ...

    def canonical(self) -> str:
        """The accepted answer(s) in the files' words, the same in every language."""
        ...


@dataclass(frozen=True, slots=True)
class Feedback:
    """What the learner sees after answering.

    ``engine`` is the engine's word (the rule an illegal card breaks, the cards missed, the count);
    ``author`` is the lesson's (its explanation when right, its note for this mistake when wrong).
    An unreadable answer (``readable`` false) is not counted as an attempt.
    """

    correct: bool
    headline: str
    engine: str
    author: str
    events: tuple[str, ...] = ()
    readable: bool = True
    #: The actions an ambiguous answer fits, as text: the front end offers them as a choice.
    choices: tuple[str, ...] = ()
    #: The answer in canonical form (a played action), when it was read.
    key: str = ""


@dataclass(frozen=True)
class Step:
    """One step: prose, a position to look at, or an exercise with a judge."""

    kind: str
    line: int
    markdown: str = ""
    table: TableView | None = None
    caption: str = ""
    question: str = ""
    options: tuple[str, ...] = ()
    #: Score steps: the quantities asked, in the order the learner gives them.
    asks: tuple[str, ...] = ()
    hint: str = ""
    explain: str = ""
    wrong: str = ""
    notes: Mapping[str, str] = field(default_factory=dict)
    judge: Judge | None = field(default=None, compare=False, repr=False)

    @property
    def interactive(self) -> bool:
        return self.judge is not None

    def submit(self, answer: str) -> Feedback:
        """Mark an answer: the engine's verdict with the author's words for it."""
        if self.judge is None:
            raise ValueError(str(T.NOT_AN_EXERCISE))
        v = self.judge.judge(answer)
        if v.choices:
            return Feedback(False, str(T.HEAD_WHICH), v.engine, "", readable=False,
                            choices=v.choices)
        if not v.readable:
            return Feedback(False, str(T.HEAD_UNREADABLE), v.engine, "", readable=False)
        if v.correct:
            return Feedback(True, str(T.HEAD_RIGHT), v.engine, self.explain, v.events, key=v.key)
        return Feedback(False, str(T.HEAD_WRONG), v.engine, self.notes.get(v.key, self.wrong),
                        key=v.key)

    def solution(self) -> str:
        """The accepted answer(s) as text, for "show me"."""
        return "" if self.judge is None else self.judge.solution()

    def canonical(self) -> str:
        """The accepted answer(s) in the same words in every language (what a fingerprint of
        the step takes)."""
        return "" if self.judge is None else self.judge.canonical()


# ---------------------------------------------------------------------------------------------
# Judges


#: What a learner types for "no action at all" (a hand with no legal card), in either language.
NO_ACTIONS = ("-", "", "none", "nothing", "geen", "niets")


def split_actions(text: str, state: Any = None) -> list[str]:
    """Answer items: comma-separated when there is a comma, else whitespace-separated.

    With a ``state``, actions of several words (``knock ♣9``) stay whole: a text that reads
    as one action is one item, and a word that reads as no action joins the next.
    """
    t = text.strip()
    if t.lower() in NO_ACTIONS:
        return []
    if "," in t:
        return [p.strip() for p in t.split(",") if p.strip()]
    words = t.split()
    if state is None or len(words) == 1:
        return words
    if _reads(state, t):
        return [t]
    out: list[str] = []
    pending = ""
    for w in words:
        pending = f"{pending} {w}".strip()
        if _reads(state, pending):
            out.append(pending)
            pending = ""
    if pending:
        out.append(pending)  # unreadable: the caller reports it
    return out


def _reads(state: Any, text: str) -> bool:
    try:
        state.parse_action(text)
    except NotationError:
        return False
    return True


@dataclass(frozen=True)
class PlayJudge:
    """Play one action: it must be legal (the engine says why not) and one the author accepts."""

    state: Any
    accepted: tuple[Any, ...]
    #: The game's id, whose notation's words the reader sees in the language spoken.
    game: str = ""

    def _shown(self, text: str) -> str:
        return shown_action(text, action_forms(self.game))

    def judge(self, answer: str) -> Verdict:
        st = self.state
        try:
            # Text that fits several legal actions is not guessed at: the learner chooses.
            found = resolve_typed(answer, st.legal_actions(), st.format_action,
                                  st.parse_action)
            action = st.parse_action(answer) if found is None else found
        except AmbiguousActionError as e:
            return Verdict(False, T.WHICH.format(answer=answer.strip(), choices=str(T.OR).join(
                self._shown(t) for t in e.texts)),
                           readable=False, choices=e.texts)
        except NotationError as e:
            return Verdict(False, T.UNREADABLE.format(error=e), readable=False)
        key = st.format_action(action)
        try:
            st.check(action)
        except IllegalActionError as e:
            return Verdict(False, str(e), key=key)
        if action not in self.accepted:
            words = T.PLAY_NOT_THIS if isinstance(action, Card) else T.PLAY_NOT_THIS_MOVE
            return Verdict(False, words.format(action=self._shown(key)), key=key)
        after = st.clone()
        events = tuple(e.describe() for e in after.apply(action) if event_level(e) >= TRICK)
        return Verdict(True, "", key=key, events=events)

    def solution(self) -> str:
        return str(T.OR).join(self._shown(self.state.format_action(a)) for a in self.accepted)

    def canonical(self) -> str:
        return T.OR.msgid.join(self.state.format_action(a) for a in self.accepted)


@dataclass(frozen=True)
class LegalJudge:
    """Name every legal action: compared with the engine's ``legal_actions``."""

    state: Any
    legal: frozenset[Any]
    #: The game's id, whose notation's words the reader sees in the language spoken.
    game: str = ""

    def judge(self, answer: str) -> Verdict:
        st = self.state
        given = []
        for tok in split_actions(answer, st):
            try:
                given.append(st.parse_action(tok))
            except NotationError as e:
                return Verdict(False, T.UNREADABLE.format(error=e), readable=False)
        named = set(given)
        if named == self.legal:
            return Verdict(True, T.LEGAL_ALL.format(actions=self._fmt(self.legal)))
        lines = []
        missing = self.legal - named
        if missing:
            lines.append(T.LEGAL_MISSED.format(actions=self._fmt(missing)))
        for a in self._order(named - self.legal):
            try:
                st.check(a)
                why = ""
            except IllegalActionError as e:
                why = str(e)
            lines.append(T.LEGAL_EXTRA.format(action=self._shown(st.format_action(a)), why=why))
        return Verdict(False, "\n".join(lines))

    def _order(self, actions: set[Any] | frozenset[Any]) -> list[Any]:
        order = {a: i for i, a in enumerate(self.state.legal_actions())}
        return sorted(actions, key=lambda a: (order.get(a, 999), self.state.format_action(a)))

    def _shown(self, text: str) -> str:
        return shown_action(text, action_forms(self.game))

    def _fmt(self, actions: set[Any] | frozenset[Any], *, canonical: bool = False) -> str:
        texts = [self.state.format_action(a) for a in self._order(actions)]
        if canonical:
            return " ".join(texts) or T.NOTHING.msgid
        return " ".join(self._shown(t) for t in texts) or str(T.NOTHING)

    def solution(self) -> str:
        return self._fmt(self.legal)

    def canonical(self) -> str:
        return self._fmt(self.legal, canonical=True)


_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9-]*|[0-9]+")
_DIGITS = "0123456789"


def shown_label(label: str) -> str:
    """A quantity's label as the reader reads it (``punten``, ``P1-schoppen`` in Dutch); files
    write the English ones (``points``, ``P1-spades``)."""
    word = T.SCORE_WORDS.get(label)
    if word is not None:
        return str(word)
    side, _, item = label.rpartition("-")
    template = T.SCORE_SIDE_WORDS.get(item)
    return template.format(side=side) if side and template is not None else label


def label_forms(label: str) -> set[str]:
    """Every way a learner may type a label: the files' word and the reader's in each language,
    an item after its side or before it (``P1-schoppen``, ``schoppen-P1``)."""
    forms = {label}
    word = T.SCORE_WORDS.get(label)
    if word is not None:
        return forms | {in_language(word, lang) for lang in LANGUAGES}
    side, _, item = label.rpartition("-")
    template = T.SCORE_SIDE_WORDS.get(item)
    if not side or template is None:
        return forms
    for lang in LANGUAGES:
        text = in_language(template, lang)
        forms.add(text.format(side=side))
        head, mark, name = text.partition("{side}-")
        if mark and not head:
            forms.add(f"{name}-{side}")
    return forms


def _shown(labels: Sequence[str]) -> list[str]:
    return [shown_label(label) for label in labels]


def parse_quantities(text: str, asks: Sequence[str],
                     labels: Mapping[str, str] | None = None) -> dict[str, int]:
    """Read ``34 20`` (in the order of ``asks``) or labelled ``points 34, roem 20``.

    A label is one of ``asks`` or a word the game's ``labels`` map to one. Raises ``ValueError``
    with a message for the learner or author.
    """
    known = {*asks, *(labels or {}).values()}
    words = {form.lower(): label for label in known for form in label_forms(label)}
    words |= {a.lower(): a for a in asks} | {k.lower(): v for k, v in (labels or {}).items()}
    out: dict[str, int] = {}
    label: str | None = None
    unlabelled: list[int] = []
    for tok in _TOKEN.findall(text):
        if tok[0] in _DIGITS:
            number = read_int(tok)
            if number is None:  # too long to be a count
                raise ValueError(T.QTY_BAD_WORD.format(word=tok[:12] + "...",
                                                       labels=", ".join(_shown(asks))))
            if label is None:
                unlabelled.append(number)
            else:
                if label in out:
                    raise ValueError(T.QTY_TWICE.format(label=shown_label(label)))
                out[label] = number
                label = None
            continue
        name = words.get(tok.lower())
        if name is None:
            raise ValueError(T.QTY_BAD_WORD.format(word=tok, labels=", ".join(_shown(asks))))
        label = name
    if label is not None:
        raise ValueError(T.QTY_NO_NUMBER.format(label=shown_label(label)))
    if unlabelled:
        if out:
            raise ValueError(str(T.QTY_MIXED))
        if len(unlabelled) > len(asks):
            raise ValueError(T.QTY_COUNT.format(len(asks),
                                                labels=str(T.AND).join(_shown(asks))))
        out = dict(zip(asks, unlabelled, strict=False))
    return out


@dataclass(frozen=True)
class ScoreJudge:
    """Count what the step asks (points of a trick, a deal's score ...): compared with the
    engine's count."""

    count: Count
    asks: tuple[str, ...]
    #: The game's words for the quantities (the adapter's ``score_labels``).
    labels: Mapping[str, str] = field(default_factory=dict)

    def judge(self, answer: str) -> Verdict:
        try:
            given = parse_quantities(answer, self.asks, self.labels)
        except ValueError as e:
            return Verdict(False, str(e), readable=False)
        missing = [a for a in self.asks if a not in given]
        if missing or set(given) - set(self.asks):
            msg = T.QTY_COUNT.format(len(self.asks), labels=str(T.AND).join(_shown(self.asks)))
            return Verdict(False, msg, readable=False)
        wrong = [a for a in self.asks if given[a] != self.count.values[a]]
        if not wrong:
            return Verdict(True, self.count.breakdown)
        right = [a for a in self.asks if a not in wrong]
        msg = T.QTY_WRONG.format(labels=str(T.AND).join(_shown(wrong)))
        if right:
            msg = T.QTY_WRONG_RIGHT.format(wrong=str(T.AND).join(_shown(wrong)),
                                           right=str(T.AND).join(_shown(right)))
        return Verdict(False, msg)

    def solution(self) -> str:
        return ", ".join(f"{shown_label(a)} {self.count.values[a]}" for a in self.asks)

    def canonical(self) -> str:
        return ", ".join(f"{a} {self.count.values[a]}" for a in self.asks)


LETTERS = "abcdefghijklmnopqrstuvwxyz"
_LABELLED = re.compile(r"(?:^|\s)([a-z])\)\s")


def option_indices(answer: str, options: Sequence[str]) -> list[int]:
    """Read a choice: an option's text, or letters/numbers (``b``, ``2``, ``a, c``).

    Raises ``ValueError`` with a message when nothing fits.
    """
    norm = " ".join(answer.lower().split())
    for i, o in enumerate(options):
        if norm == " ".join(o.lower().split()):
            return [i]
    # The solution's own form, "b) text and d) text", reads back as its letters.
    labelled = _LABELLED.findall(answer) if _LABELLED.match(answer) else []
    if labelled and all(x in LETTERS[:len(options)] for x in labelled):
        return sorted({LETTERS.index(x) for x in labelled})
    out = []
    for tok in answer.replace(",", " ").split():
        t = tok.lower().rstrip(").")
        if len(t) == 1 and t in LETTERS[:len(options)]:
            out.append(LETTERS.index(t))
        elif (number := read_int(t, low=1, high=len(options))) is not None:
            out.append(number - 1)
        else:
            raise ValueError(T.CHOICE_UNREADABLE.format(
                answer=answer, letters=", ".join(LETTERS[:len(options)])))
    if not out:
        raise ValueError(T.CHOICE_UNREADABLE.format(answer=answer,
                                                    letters=", ".join(LETTERS[:len(options)])))
    return sorted(set(out))


@dataclass(frozen=True)
class ChoiceJudge:
    """Pick the true option(s); ``notes`` are the engine's word on each option, when checked."""

    options: tuple[str, ...]
    correct: frozenset[int]
    notes: tuple[str, ...] = ()
    #: The game's id: an option written in its notation is shown in the reader's words.
    game: str = ""

    def judge(self, answer: str) -> Verdict:
        try:
            picked = option_indices(answer, self.options)
        except ValueError as e:
            return Verdict(False, str(e), readable=False)
        key = ",".join(LETTERS[i] for i in picked)
        said = [self.notes[i] for i in picked if i < len(self.notes) and self.notes[i]]
        engine = "\n".join(dict.fromkeys(said))
        if set(picked) == self.correct:
            return Verdict(True, engine, key=key)
        if len(self.correct) > 1 and set(picked) < self.correct:
            engine = "\n".join(filter(None, [engine, str(T.CHOICE_MORE)]))
        return Verdict(False, engine, key=key)

    def solution(self) -> str:
        forms = action_forms(self.game)
        return str(T.AND).join(f"{LETTERS[i]}) {shown_action(self.options[i], forms)}"
                               for i in sorted(self.correct))

    def canonical(self) -> str:
        return T.AND.msgid.join(f"{LETTERS[i]}) {self.options[i]}" for i in sorted(self.correct))

