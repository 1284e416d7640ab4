"""The beginner: greedy. Take the most cards you can; with no capture, trail your lowest card.

The largest capture is the one that takes the most cards (the card played counted); between
captures of as many cards, the one taking more points (aces, the big and the little casino),
then the first in the order of the legal plays. The lowest card is by rank, the ace lowest and
the king highest. It never builds, raises or calls. Should it own a build (as when it judges a
learner's seat), a capture is always legal (the owner holds a card of the build's value), so the
rule still decides. Its advice values are its rule order (0 for its choice, then -1, -2, ...),
not points: the rule has no estimate of what a play is worth.
"""

from __future__ import annotations

import random
from typing import Any

from ...actions import shown_for
from ...cards import Rank
from ...games.casino.engine import Action, Capture, CasinoView, Trail
from ..base import NO_LEGAL_ACTION, RULE_ORDER, ActionValue, Advice, Said, spoken
from . import text as T
from .model import POINTS, capture_groups, idx

#: The game whose notation the reasons name actions in.
C = "casino"


def taken_count(action: Capture) -> int:
    """The cards a capture puts in the pile: the card played and every table card taken."""
    return 1 + sum(len(g) for g in action.taken)


def taken_points(action: Capture) -> int:
    return POINTS[idx(action.card)] + sum(POINTS[idx(c)] for g in action.taken for c in g)


class BeginnerBot:
    """Greedy rules; deterministic (the rng is accepted and unused)."""

    name = "beginner"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng

    def choose(self, view: CasinoView) -> Action:
        action: Action = self.advise(view).chosen
        return action

    def advise(self, view: CasinoView) -> Advice:
        legal = list(view.legal_actions)
        if not legal:
            raise ValueError(NO_LEGAL_ACTION)
        captures = [a for a in legal if isinstance(a, Capture)]
        captures.sort(key=lambda a: (-taken_count(a), -taken_points(a)))  # stable: legal order
        trails = [a for a in legal if isinstance(a, Trail)]
        trails.sort(key=lambda a: low_rank(a.card.rank))
        order: list[Any] = captures + trails
        order += [a for a in legal if a not in order]
        first = order[0]
        reasons: list[Said]
        idea = ""
        if isinstance(first, Capture):
            n, pts = taken_count(first), taken_points(first)
            reasons = [T.B_CAPTURE.format(move=shown_for(C, first), n=n)]
            tied = [a for a in captures[1:] if taken_count(a) == n]
            if tied:
                other = tied[0]
                if taken_points(other) < pts:
                    reasons.append(T.B_TIE_POINTS.format(move=shown_for(C, first),
                                                         other=shown_for(C, other), points=pts,
                                                         other_points=taken_points(other)))
                else:
                    reasons.append(T.B_TIE_ORDER.format(move=shown_for(C, first),
                                                        other=shown_for(C, other)))
            # Several groups, or the whole table, in one capture: the idea of a sweep.
            whole = len(first.taken) == len(view.loose) + len(view.combinations)
            idea = "sweep" if whole or capture_groups(first) >= 2 else "capture"
        elif isinstance(first, Trail):
            reasons = [T.B_TRAIL.format(card=first.card)]
            idea = "trail"
        else:
            reasons = [T.B_FIRST.format(move=shown_for(C, first))]
        actions = tuple(ActionValue(a, str(a), float(-k), notes=_note(a))
                        for k, a in enumerate(order))
        said, told = spoken(reasons)
        return Advice(view.seat, actions, first, said, method=str(T.B_METHOD),
                      extra={"values": RULE_ORDER}, idea=idea, told=told)


def low_rank(rank: Rank) -> int:
    """The order of the lowest card: the ace 1, then 2 to 10, jack, queen, king."""
    return 1 if rank is Rank.ACE else int(rank)


def _note(action: Action) -> tuple[str, ...]:
    if isinstance(action, Capture):
        return (T.B_NOTE_TAKES.format(n=taken_count(action), points=taken_points(action)),)
    return ()


def factory(rng: random.Random, quick: bool = False) -> BeginnerBot:
    return BeginnerBot(rng)
