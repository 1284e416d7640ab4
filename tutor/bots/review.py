"""Review a game: every decision of one seat valued against the best action, biggest losses first.

Works for any game whose bots give ``Advice``: each of the seat's decisions is re-advised from that
seat's view, and the loss is the advice's value of the best action minus that of the action taken.
A sampled value carries a sampling error: a loss within it (or under a twentieth of a point) is no
mistake, the two choices were level.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..actions import action_forms, shown_action
from ..record import Record, start_state
from ..registry import get_spec
from . import text as T
from .base import ActionValue, Advice
from .registry import make_advisor


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat."""

    index: int  # position in the record's action list
    #: The action played and the best one, in the game's notation (as the record writes them).
    played: str
    best: str
    loss: float
    advice: Advice
    #: The game's id, whose notation the actions are in.
    game: str = ""
    #: The sampling error of ``loss`` (95%): 0 when both values were computed exactly.
    margin: float = 0.0

    @property
    def mistake(self) -> bool:
        """Whether the choice was worse than the best by more than the values can tell apart."""
        return self.loss >= SHOWN and self.loss > self.margin

    def describe(self) -> str:
        """The decision in the learner's words (the notation's words and the cards' letters as
        the reader reads them)."""
        move = self.index + 1
        forms = action_forms(self.game)
        played = shown_action(self.played, forms)
        best = shown_action(self.best, forms)
        if self.loss < SHOWN:
            return T.NO_LOSS.format(move=move, played=played)
        if not self.mistake:
            return T.LEVEL.format(move=move, played=played, best=best, loss=self.loss,
                                  margin=self.margin)
        if self.margin > 0:
            line = T.LOSS_SAMPLED.format(move=move, played=played, best=best, loss=self.loss,
                                         margin=self.margin)
        else:
            line = T.LOSS.format(move=move, played=played, best=best, loss=self.loss)
        return "\n".join([line, *(f"  {r}" for r in self.advice.reasons)])


#: The smallest loss a review names: less is shown as 0.0 points.
SHOWN = 0.05


def loss_margin(best: ActionValue, played: ActionValue) -> float:
    """The 95% sampling error of the difference of two values: as though they were sampled
    apart, which is the larger error when they share their deals, so that a loss called a
    mistake is one for sure."""
    spread = sum(se * se for se in (best.stderr, played.stderr) if se is not None)
    return 1.96 * math.sqrt(spread)


def review(record: Record, seat: int, level: str, *, seed: int = 0, quick: bool = False,
           start: int = 0) -> list[Decision]:
    """The decisions of ``seat`` in ``record`` from action ``start`` on, largest loss first
    (ties in game order). Earlier actions are replayed, not judged."""
    spec = get_spec(record.game)
    rules = spec.rules_from_dict(record.rules)
    state = start_state(spec, rules, record.seed, record.position)
    advisor = make_advisor(spec.id, level, random.Random(seed), quick=quick)
    out: list[Decision] = []
    for i, text in enumerate(record.actions):
        action = state.parse_action(text)
        if i >= start and state.to_move() == seat and len(state.legal_actions()) > 1:
            advice = advisor.advise(state.view(seat))
            loss = advice.loss(action)
            margin = loss_margin(advice.actions[0], advice.value_of(action))
            out.append(Decision(i, state.format_action(action),
                                state.format_action(advice.actions[0].action), loss, advice,
                                spec.id, margin))
        state.apply(action)
    out.sort(key=lambda d: (-d.loss, d.index))
    return out
