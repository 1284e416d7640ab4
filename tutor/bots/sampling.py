"""A bot for any game whose spec can resample: sampled deals, every legal move played out.

For each of a number of full states that fit the view (``GameSpec.resample``), every legal action
is applied and the deal (or hand) is played out to its end with random legal moves; an action is
worth the mean gain of the mover's side over the best other side in that time. All actions share
each sampled state and the random streams of its play-outs (common random numbers), so their
differences are measured more precisely than their values.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import action_forms, shown_action
from ..game import RESULT, GameSpec, GameState, Sides, event_level
from . import sampling_text as T
from .base import NO_LEGAL_ACTION, ActionValue, Advice, Said, rank_actions, spoken

#: The value given to an action the engine lists but then cannot carry out (a layoff whose
#: placement fails), so that it is never chosen.
REFUSED_VALUE = -1000.0


@dataclass(frozen=True)
class Config:
    """How much the bot samples per decision."""

    #: Full states drawn from the view, at most.
    deals: int = 48
    #: Play-outs of every action on each drawn state.
    playouts: int = 1
    #: No further state is drawn once the play-outs have applied this many actions in all...
    budget: int = 30_000
    #: ...and at least this many states were drawn. Counting actions, not seconds, keeps a
    #: seeded game the same on a loaded machine.
    min_deals: int = 8


DEFAULT = Config()
#: Enough to exercise every path, for smoke tests.
QUICK = Config(deals=3, playouts=1, min_deals=3)


class SamplingBot:
    """Values each legal action by playing it out on sampled deals; plays the best average."""

    name = "sampler"  # its name in the bots registry

    def __init__(self, spec: GameSpec, rng: random.Random, config: Config = DEFAULT) -> None:
        if spec.resample is None:
            raise ValueError(
                f"{spec.name} offers no resample, which the sampling bot needs")  # internal
        self.spec = spec
        self.rng = rng
        self.config = config

    def choose(self, view: Any) -> Any:
        return self.advise(view).chosen

    def advise(self, view: Any) -> Advice:
        actions = tuple(view.legal_actions)
        if not actions:
            raise ValueError(NO_LEGAL_ACTION)
        resample = self.spec.resample
        assert resample is not None
        if len(actions) == 1:
            # Only the action's text is needed, and only a full state can write it.
            text = shown_action(resample(view, self.rng).format_action(actions[0]),
                                action_forms(self.spec.id))
            reasons, told = spoken([T.ONLY_MOVE.format(move=text)])
            return Advice(view.seat, (ActionValue(actions[0], text, 0.0),), actions[0],
                          reasons, method=str(T.METHOD), told=told)
        sides = self.spec.sides_in(view)
        mine = next(k for k, side in enumerate(sides) if view.seat in side)
        cfg = self.config
        # gains[a][d]: action a's mean gain over the play-outs of sampled deal d (None: refused).
        gains: list[list[float | None]] = [[] for _ in actions]
        texts: list[str] = []
        steps = 0
        for d in range(cfg.deals):
            if d >= cfg.min_deals and steps >= cfg.budget:
                break
            state = resample(view, self.rng)
            if d == 0:  # the actions as the learner reads them
                forms = action_forms(self.spec.id)
                texts = [shown_action(state.format_action(a), forms) for a in actions]
            before = state.returns()
            seeds = [self.rng.getrandbits(64) for _ in range(cfg.playouts)]
            for k, action in enumerate(actions):
                total = 0.0
                refused = False
                for seed in seeds:
                    gain, n = _play_out(state.clone(), action, random.Random(seed), before,
                                        sides, mine)
                    steps += n
                    if gain is None:
                        refused = True
                        break
                    total += gain
                gains[k].append(None if refused else total / len(seeds))
        values = [_value(a, texts[k], gains[k]) for k, a in enumerate(actions)]
        ranked = rank_actions(values)
        drawn = len(gains[0])
        reasons, told = spoken(_reasons(ranked, actions, gains, drawn, cfg.playouts))
        return Advice(view.seat, ranked, ranked[0].action, reasons, method=str(T.METHOD),
                      extra={"deals": drawn, "playouts": cfg.playouts, "steps": steps},
                      told=told)


def _play_out(state: GameState[Any], action: Any, rng: random.Random, before: Sequence[int],
              sides: Sides, mine: int) -> tuple[float | None, int]:
    """(the gain of side ``mine`` over the best other side from ``action`` to the end of the
    deal, the rest played at random, or ``None`` when the engine cannot carry ``action`` out;
    the number of actions applied)."""
    try:
        events = state.apply(action)
    except ValueError:
        return None, 0
    steps = 1
    while not state.is_terminal() and not any(event_level(e) >= RESULT for e in events):
        choices = list(state.legal_actions())
        while True:
            k = rng.randrange(len(choices)) if len(choices) > 1 else 0
            try:
                events = state.apply(choices[k])
                break
            except ValueError:
                # A listed action the engine then refuses (it leaves the state as it was).
                if len(choices) == 1:
                    raise
                del choices[k]
        steps += 1
    after = state.returns()
    delta = [after[side[0]] - before[side[0]] for side in sides]
    others = [x for k, x in enumerate(delta) if k != mine]
    return float(delta[mine] - (max(others) if others else 0)), steps


def _value(action: Any, text: str, gains: list[float | None]) -> ActionValue:
    xs = [g for g in gains if g is not None]
    if not xs:
        return ActionValue(action, text, REFUSED_VALUE, None, 0, (str(T.NOTE_REFUSED),))
    mean = sum(xs) / len(xs)
    se = _stderr(xs, mean)
    note = T.NOTE_VALUE.format(value=mean, stderr=se, deals=len(xs))
    return ActionValue(action, text, round(mean, 2), round(se, 2), len(xs), (note,))


def _stderr(xs: Sequence[float], mean: float) -> float:
    if len(xs) < 2:
        return 0.0
    return math.sqrt(sum((x - mean) ** 2 for x in xs) / (len(xs) - 1) / len(xs))


def _reasons(ranked: tuple[ActionValue, ...], actions: tuple[Any, ...],
             gains: list[list[float | None]], drawn: int, playouts: int) -> list[Said]:
    """Sentences built from the computed values only: the method, the margin over the next
    best, how often the best did better deal by deal, and whether sampling error could undo it."""
    best, second = ranked[0], ranked[1]
    deals = best.samples
    out = [(T.PLAYED_ONCE if playouts == 1 else T.PLAYED_TIMES).format(
        moves=len(actions), times=playouts, deals=drawn)]
    if second.samples == 0:
        return out
    delta = best.value - second.value
    if delta > 0:
        out.append(T.BEST_BY.format(best=best.text, second=second.text, delta=delta,
                                    deals=deals, best_value=best.value,
                                    second_value=second.value))
    else:
        out.append(T.BEST_TIE.format(best=best.text, second=second.text, value=best.value,
                                     deals=deals))
    a = gains[actions.index(best.action)]
    b = gains[actions.index(second.action)]
    diffs = [x - y for x, y in zip(a, b, strict=True) if x is not None and y is not None]
    better = sum(1 for x in diffs if x > 0)
    worse = sum(1 for x in diffs if x < 0)
    out.append(T.PAIRED.format(best=best.text, second=second.text, better=better, worse=worse))
    if diffs:
        mean = sum(diffs) / len(diffs)
        margin = 1.96 * _stderr(diffs, mean)
        if delta > 0:
            clear = delta > margin
            out.append((T.CLEAR if clear else T.CLOSE).format(margin=margin, second=second.text))
    worst = ranked[-1]
    if len(ranked) > 2 and worst.samples:
        out.append(T.WEAKEST.format(worst=worst.text, value=worst.value))
    return out


def factory(spec: GameSpec, rng: random.Random, quick: bool = False) -> SamplingBot:
    """The sampling bot for a game (``quick``: a few samples, for smoke tests)."""
    return SamplingBot(spec, rng, QUICK if quick else DEFAULT)
