"""Build a step from a block's fields: read the position, ask the engine, compare with the author.

Every expected answer is computed by the engine; the author's stated answer must agree with it,
otherwise building raises ``StepError`` naming the file line. Lessons and puzzles share this.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..actions import action_forms, shown_action
from ..errors import IllegalActionError, NotationError
from ..numbers import read_int
from . import text as T
from .blocks import Body, Field
from .games import Adapter, QueryContext
from .problems import StepError
from .steps import (
    CHOICE,
    LEGAL,
    LETTERS,
    PLAY,
    POSITION,
    SCORE,
    ChoiceJudge,
    LegalJudge,
    PlayJudge,
    ScoreJudge,
    Step,
    option_indices,
    parse_quantities,
    shown_label,
    split_actions,
)

_VIEW = frozenset({"name", "seat", "hide", "use", "then"})
_EXERCISE = _VIEW | {"ask", "answer", "hint", "explain", "wrong"}


def count_keys(adapter: Adapter) -> frozenset[str]:
    """The keys that say what a score or choice step counts: ``count`` and the game's short
    forms."""
    return frozenset({"count"}) | adapter.short_form_keys


def step_keys(adapter: Adapter) -> Mapping[str, frozenset[str]]:
    """The keys each kind of block takes (besides the game's position keys)."""
    counting = count_keys(adapter)
    return {
        POSITION: _VIEW | {"caption"},
        PLAY: _EXERCISE,
        LEGAL: _EXERCISE,
        SCORE: _EXERCISE | counting,
        CHOICE: _EXERCISE | counting | {"check"},
    }
_ANY_LEGAL = ("legal", "any legal", "any")  # internal: lesson file words


@dataclass
class Context:
    """What the blocks of one file share: the game, its rules, and the named positions."""

    adapter: Adapter
    rules: Any
    named: dict[str, tuple[Any, int]] = field(default_factory=dict)
    failed: dict[str, int] = field(default_factory=dict)


def build_step(kind: str, body: Body, line: int, ctx: Context) -> Step:
    """The step of one block; ``line`` is the block's first file line."""
    if body.problems:
        n, reason = body.problems[0]
        raise StepError(reason, n)
    step, notes, pos = _classify(kind, body, ctx)
    try:
        return _build(kind, body, line, ctx, step, notes, pos)
    except StepError:
        if "name" in step and step["name"].value not in ctx.named:
            ctx.failed[step["name"].value] = step["name"].line
        raise


def _classify(kind: str, body: Body,
              ctx: Context) -> tuple[dict[str, Field], list[Field], list[Field]]:
    keys = step_keys(ctx.adapter)
    allowed = keys[kind]
    every_key = frozenset().union(*keys.values())
    step: dict[str, Field] = {}
    notes: list[Field] = []
    pos: list[Field] = []
    for f in body.fields:
        n = f.name
        if n.startswith("wrong ") and kind in (PLAY, CHOICE):
            notes.append(f)
        elif n in every_key:
            if n not in allowed:
                raise StepError(T.KEY_NOT_HERE.format(key=f.key, kind=kind), f.line)
            if n in step:
                raise StepError(T.KEY_TWICE.format(key=f.key, first=step[n].line), f.line)
            step[n] = f
        elif ctx.adapter.is_position_key(f.key):
            pos.append(f)
        else:
            raise StepError(T.KEY_UNKNOWN.format(key=f.key, kind=kind,
                                                 keys=", ".join(sorted(allowed))), f.line)
    if body.options and kind != CHOICE:
        raise StepError(T.OPTIONS_ONLY_CHOICE.format(kind=kind), body.options[0].line)
    return step, notes, pos


def _build(kind: str, body: Body, line: int, ctx: Context, step: dict[str, Field],
           notes: list[Field], pos: list[Field]) -> Step:
    # Short forms count cards given directly; a few position keys alone make one too.
    ad = ctx.adapter
    alone = {f.name for f in pos}
    short = kind in (SCORE, CHOICE) and (any(k in step for k in ad.short_form_keys)
                                         or (bool(pos) and alone <= ad.short_form_alone))
    counting = count_keys(ad)
    count_fields: dict[str, Field] = {k: v for k, v in step.items() if k in counting}
    state: Any = None
    table = None
    if short:
        for k in ("use", "then", "name", "seat", "hide"):
            if k in step:
                raise StepError(T.SHORT_NO_POSITION.format(key=step[k].key), step[k].line)
        count_fields.update({f.name: f for f in pos})
    else:
        state = _position(step, pos, line, ctx)
        if state is not None:
            table = _table(kind, state, step, ctx, _concealed(kind, step, ad))
    if state is None and kind in (POSITION, PLAY, LEGAL):
        raise StepError(T.NEEDS_POSITION.format(kind=kind), line)
    text: dict[str, str] = {k: step[k].value for k in ("ask", "hint", "explain", "wrong", "caption")
                            if k in step}
    common: dict[str, Any] = {"table": table, "hint": text.get("hint", ""),
                              "explain": text.get("explain", ""), "wrong": text.get("wrong", "")}
    if kind == POSITION:
        return Step(POSITION, line, caption=text.get("caption", ""), table=table)
    answer = step.get("answer")
    if answer is None or not answer.value:
        raise StepError(T.NEEDS_ANSWER.format(kind=kind), line)
    if kind == PLAY:
        accepted = _accepted(state, answer)
        mover = ctx.adapter.seats[state.to_move()]
        return Step(PLAY, line, question=text.get("ask") or T.ASK_PLAY.format(seat=mover),
                    notes=_play_notes(state, notes, accepted),
                    judge=PlayJudge(state, accepted, ctx.adapter.spec.id), **common)
    if kind == LEGAL:
        legal = _legal(state, answer)
        mover = ctx.adapter.seats[state.to_move()]
        return Step(LEGAL, line, question=text.get("ask") or T.ASK_LEGAL.format(seat=mover),
                    judge=LegalJudge(state, legal, ctx.adapter.spec.id), **common)
    if kind == SCORE:
        count = ctx.adapter.count(state, count_fields, ctx.rules)
        asks = _score(count.values, count.breakdown, answer, ctx.adapter.score_labels)
        default = count.question or T.ASK_SCORE_TRICK
        return Step(SCORE, line, question=text.get("ask") or default.format(
            what=str(T.AND).join(shown_label(a) for a in asks)), asks=asks,
            judge=ScoreJudge(count, asks, ctx.adapter.score_labels), **common)
    return _choice(body, line, ctx, step, notes, state, count_fields, text, common)


def _position(step: dict[str, Field], pos: list[Field], line: int, ctx: Context) -> Any:
    if "use" in step:
        f = step["use"]
        if pos:
            raise StepError(T.USE_AND_LINES.format(name=f.value), pos[0].line)
        if f.value in ctx.failed:
            raise StepError(T.USE_FAILED.format(name=f.value, line=ctx.failed[f.value]), f.line)
        if f.value not in ctx.named:
            known = ", ".join(ctx.named) or str(T.NOTHING)
            raise StepError(T.USE_UNKNOWN.format(name=f.value, known=known), f.line)
        state = ctx.named[f.value][0].clone()
    elif pos:
        text = "\n".join(f"{f.key}: {f.value}" for f in pos)
        try:
            state = ctx.adapter.build(text, ctx.rules)
        except NotationError as e:
            # A line past the block's own (a key it lacks) is the block's problem: its first line.
            at = pos[e.line - 1].line if e.line is not None and 1 <= e.line <= len(pos) else line
            raise StepError(_file_lines(e.message, pos), at) from None
        except ValueError as e:
            raise StepError(str(e), pos[0].line) from None
    else:
        for k in ("then", "name"):
            if k in step:
                raise StepError(T.NEEDS_POSITION_FOR.format(key=step[k].key), step[k].line)
        return None
    if "then" in step:
        f = step["then"]
        for tok in split_actions(f.value, state):
            try:
                state.apply(state.parse_action(tok))
            except (NotationError, IllegalActionError) as e:
                raise StepError(T.THEN_FAILS.format(action=tok, error=e), f.line) from None
    if "name" in step:
        f = step["name"]
        if f.value in ctx.named:
            raise StepError(T.NAME_TWICE.format(name=f.value, line=ctx.named[f.value][1]), f.line)
        ctx.named[f.value] = (state.clone(), f.line)
    return state


def _file_lines(message: str, pos: list[Field]) -> str:
    """Turn the notation's "line N" (of the position text) into file lines."""
    words = str(T.LINE_REF)
    before, _, after = words.partition("{line}")
    pattern = rf"\b{re.escape(before)}([0-9]+)\b{re.escape(after)}"

    def repl(m: re.Match[str]) -> str:
        k = read_int(m.group(1))
        if k is None or not 1 <= k <= len(pos):
            return m.group(0)
        return T.LINE_REF.format(line=pos[k - 1].line)
    return re.sub(pattern, repl, message)


def _concealed(kind: str, step: dict[str, Field], adapter: Adapter) -> frozenset[str]:
    """What the table must not show because the question asks for it (the game says)."""
    if kind == POSITION:
        return frozenset()
    check = step["check"].value.strip().lower() if kind == CHOICE and "check" in step else ""
    return adapter.concealed(kind == SCORE, check)


def _table(kind: str, state: Any, step: dict[str, Field], ctx: Context,
           conceal: frozenset[str]) -> Any:
    ad = ctx.adapter
    n = state.players
    mover = state.to_move()
    if kind in (PLAY, LEGAL) and mover is None:
        raise StepError(str(T.NOBODY_TO_MOVE), step["answer"].line if "answer" in step else None)
    shown = mover if "to-move" not in conceal else None
    viewer = shown if shown is not None else ad.default_viewer
    if "seat" in step:
        f = step["seat"]
        try:
            viewer = ad.parse_seat(f.value)
        except NotationError as e:
            raise StepError(e.message, f.line) from None
        if kind in (PLAY, LEGAL) and viewer != mover:
            raise StepError(T.SEAT_NOT_TO_MOVE.format(seat=ad.seats[viewer],
                                                      mover=ad.seats[mover]), f.line)
    hidden: set[int] = set()
    if "hide" in step:
        f = step["hide"]
        words = f.value.replace(",", " ").lower().split()
        for w in words:
            if w == "none":
                continue
            if w == "others":
                hidden |= {s for s in range(n) if s != viewer}
            elif w == "opponents" and len(sides := ad.spec.sides(n)) < n:
                hidden |= {s for side in sides if viewer not in side for s in side}
            else:
                try:
                    hidden.add(ad.parse_seat(w))
                except NotationError as e:
                    raise StepError(T.HIDE_BAD.format(error=e.message), f.line) from None
        if kind in (PLAY, LEGAL) and mover in hidden:
            raise StepError(str(T.HIDE_MOVER), f.line)
    return ad.table(state, viewer, frozenset(hidden), conceal)


def _accepted(state: Any, answer: Field) -> tuple[Any, ...]:
    if answer.value.strip().lower() in _ANY_LEGAL:
        return tuple(state.legal_actions())
    out: list[Any] = []
    for tok in split_actions(answer.value, state):
        try:
            action = state.parse_action(tok)
        except NotationError as e:
            raise StepError(T.ANSWER_UNREADABLE.format(error=e), answer.line) from None
        try:
            state.check(action)
        except IllegalActionError as e:
            raise StepError(T.ANSWER_ILLEGAL.format(action=state.format_action(action), why=e),
                            answer.line) from None
        if action not in out:
            out.append(action)
    return tuple(out)


def _play_notes(state: Any, notes: list[Field], accepted: tuple[Any, ...]) -> dict[str, str]:
    out: dict[str, str] = {}
    for f in notes:
        what = f.key.split(None, 1)[1]
        try:
            action = state.parse_action(what)
        except NotationError as e:
            raise StepError(T.NOTE_UNREADABLE.format(error=e), f.line) from None
        if action in accepted:
            raise StepError(T.NOTE_ON_ACCEPTED.format(action=what), f.line)
        out[state.format_action(action)] = f.value
    return out


def _legal(state: Any, answer: Field) -> frozenset[Any]:
    stated: set[Any] = set()
    for tok in split_actions(answer.value, state):
        try:
            stated.add(state.parse_action(tok))
        except NotationError as e:
            raise StepError(T.ANSWER_UNREADABLE.format(error=e), answer.line) from None
    legal = frozenset(state.legal_actions())
    if stated == legal:
        return legal
    fmt = state.format_action
    order = {a: i for i, a in enumerate(state.legal_actions())}
    parts = []
    missing = [a for a in state.legal_actions() if a not in stated]
    if missing:
        parts.append(T.LEGAL_LEAVES_OUT.format(actions=" ".join(fmt(a) for a in missing)))
    for a in sorted(stated - legal, key=lambda a: (order.get(a, 99), fmt(a))):
        try:
            state.check(a)
            why = ""
        except IllegalActionError as e:
            why = str(e)
        parts.append(T.LEGAL_WRONGLY_IN.format(action=fmt(a), why=why))
    raise StepError(T.LEGAL_MISMATCH.format(
        engine=" ".join(fmt(a) for a in state.legal_actions()) or str(T.NOTHING),
        details="; ".join(parts)), answer.line)


def _score(values: Mapping[str, int], breakdown: str, answer: Field,
           labels: Mapping[str, str]) -> tuple[str, ...]:
    try:
        stated = parse_quantities(answer.value, tuple(values), labels)
    except ValueError as e:
        raise StepError(T.ANSWER_UNREADABLE.format(error=e), answer.line) from None
    if not stated:
        raise StepError(T.NEEDS_ANSWER.format(kind=SCORE), answer.line)
    for label, value in stated.items():
        if label not in values:
            raise StepError(T.SCORE_LABEL_NOT_HERE.format(
                label=label, labels=str(T.AND).join(values)), answer.line)
        if values[label] != value:
            raise StepError(T.SCORE_MISMATCH.format(label=label, stated=value,
                                                    engine=values[label],
                                                    why=" ".join(breakdown.split())), answer.line)
    return tuple(k for k in values if k in stated)


def _choice(body: Body, line: int, ctx: Context, step: dict[str, Field], notes: list[Field],
            state: Any, count_fields: dict[str, Field], text: dict[str, str],
            common: dict[str, Any]) -> Step:
    options = tuple(o.value for o in body.options)
    if len(options) < 2:
        raise StepError(str(T.CHOICE_FEW), body.options[0].line if body.options else line)
    if len(options) > len(LETTERS):
        raise StepError(T.CHOICE_MANY.format(n=len(LETTERS)), body.options[-1].line)
    seen: dict[str, int] = {}
    for o in body.options:
        key = " ".join(o.value.lower().split())
        if key in seen:
            raise StepError(T.CHOICE_SAME.format(option=o.value, line=seen[key]), o.line)
        seen[key] = o.line
    answer = step["answer"]
    try:
        correct = frozenset(option_indices(answer.value, options))
    except ValueError:
        raise StepError(T.CHOICE_ANSWER_NOT_OPTION.format(answer=answer.value),
                        answer.line) from None
    engine_notes: tuple[str, ...] = ()
    check = step["check"].value.strip().lower() if "check" in step else ""
    reads = ctx.adapter.check_reads.get(check, frozenset())
    counted = {k: f for k, f in count_fields.items() if k not in reads}
    if counted and check not in ctx.adapter.count_queries:
        f = next(iter(counted.values()))
        checks = ", ".join(sorted(ctx.adapter.count_queries)) or str(T.NOTHING)
        raise StepError(T.COUNT_NEEDS_CHECK.format(key=f.key, checks=checks), f.line)
    if check:
        engine_notes = _check_choice(step["check"], body, ctx, state, count_fields, options,
                                     correct, answer)
    wrong_notes: dict[str, str] = {}
    for f in notes:
        what = f.key.split(None, 1)[1]
        try:
            picked = option_indices(what, options)
        except ValueError as e:
            raise StepError(str(e), f.line) from None
        if set(picked) == correct:
            raise StepError(T.NOTE_ON_ACCEPTED.format(action=what), f.line)
        wrong_notes[",".join(LETTERS[i] for i in picked)] = f.value
    return Step(CHOICE, line, question=text.get("ask") or str(T.ASK_CHOICE), options=options,
                notes=wrong_notes, judge=ChoiceJudge(options, correct, engine_notes,
                                                       ctx.adapter.spec.id), **common)


def _check_choice(check: Field, body: Body, ctx: Context, state: Any,
                  count_fields: dict[str, Field], options: tuple[str, ...],
                  correct: frozenset[int], answer: Field) -> tuple[str, ...]:
    name = check.value.strip().lower()
    ad = ctx.adapter
    if name not in ad.queries:
        raise StepError(T.UNKNOWN_CHECK.format(check=name, known=", ".join(ad.queries)),
                        check.line)
    qctx = QueryContext(ad, state, count_fields, ctx.rules, options)
    truth = []
    for o in body.options:
        try:
            truth.append(ad.query(name, qctx, o.value))
        except StepError as e:
            raise StepError(e.reason, e.line or o.line) from None
    engine_true = frozenset(i for i, t in enumerate(truth) if t)
    if engine_true != correct:
        def say(ix: frozenset[int]) -> str:
            return (str(T.AND).join(f"{LETTERS[i]}) {options[i]}" for i in sorted(ix))
                    or str(T.NOTHING))
        raise StepError(T.CHOICE_MISMATCH.format(check=name, engine=say(engine_true),
                                                 stated=say(correct)), answer.line)
    if name == "legal":
        notes = []
        for option in options:
            action = state.parse_action(option)
            try:
                state.check(action)
                notes.append(T.NOTE_LEGAL.format(action=shown_action(
                    state.format_action(action), action_forms(ctx.adapter.spec.id))))
            except IllegalActionError as e:
                notes.append(str(e))
        return tuple(notes)
    note = ad.explain_check(name, qctx)
    return tuple(note for _ in options)
