"""Review a game: every decision of one seat valued against the best action, biggest losses first.

Works for any game whose bots give ``Advice``: each of the seat's decisions is re-advised from that
seat's view, and the loss is the advice's value of the best action minus that of the action taken.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..actions import action_forms, shown_action
from ..record import Record, start_state
from ..registry import get_spec
from . import text as T
from .base import Advice
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

    def describe(self) -> str:
        """The decision in the learner's words (the notation's words and the cards' letters as
        the reader reads them)."""
        move = self.index + 1
        forms = action_forms(self.game)
        played = shown_action(self.played, forms)
        if self.loss <= 1e-9:
            return T.NO_LOSS.format(move=move, played=played)
        lines = [T.LOSS.format(move=move, played=played, best=shown_action(self.best, forms),
                               loss=self.loss)]
        lines.extend(f"  {r}" for r in self.advice.reasons)
        return "\n".join(lines)


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
            out.append(Decision(i, state.format_action(action),
                                state.format_action(advice.actions[0].action), loss, advice,
                                spec.id))
        state.apply(action)
    out.sort(key=lambda d: (-d.loss, d.index))
    return out
