"""Your play, measured: the same cards replayed with a strong bot in the learner's seat.

After each round (a deal, a hand) of free play, the round is played again from its start with
the same cards: the advisor's bot takes the learner's seat and the other seats' bots decide
anew. The learner's result for the round against the bot's is a duplicate comparison: luck in
the cards cancels, what is left is the play. Over many rounds the mean difference tells a learner
whether they improve (``tutor.teach.progress`` keeps the last ones).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..bots.registry import make_bot
from ..game import GameSpec, GameState, Sides
from ..record import Record, replay
from ..registry import get_spec


@dataclass(frozen=True, slots=True)
class Comparison:
    """One round: the learner's side's result and the bot's in the same seat, each as its
    side's points minus the best other side's (what a round is worth to that side)."""

    round_no: int
    learner: int
    bot: int
    level: str

    @property
    def difference(self) -> int:
        """How much better (positive) or worse the learner did than the bot."""
        return self.learner - self.bot


def side_value(spec: GameSpec, players: int, seat: int, scores: Sequence[int],
               sides: Sides | None = None) -> int:
    """What a round's scores (per side) are worth to ``seat``'s side: its points minus the best
    other side's (``sides``: the game's in play, when its rules decide them)."""
    if sides is None:
        sides = spec.sides(players)
    mine = next(i for i, side in enumerate(sides) if seat in side)
    others = [s for i, s in enumerate(scores) if i != mine]
    return scores[mine] - (max(others) if others else 0)


def round_scores(spec: GameSpec, events: Sequence[Any]) -> tuple[int, ...] | None:
    """The points per side that the round's scoring event among ``events`` gives, if any."""
    if spec.scores is None:
        return None
    for e in events:
        s = spec.scores(e)
        if s is not None:
            return tuple(s)
    return None


def compare_round(record: Record, start: int, end: int, seat: int, level: str, bot_level: str,
                  *, seed: int = 0, round_no: int = 0) -> Comparison | None:
    """Replay the round of ``record`` played by actions ``start`` to ``end`` (its last is the
    one that scored it) with the ``bot_level`` bot in ``seat`` and ``level`` bots elsewhere.

    ``None`` when the record's round did not end in a score (nothing to compare).
    """
    spec = get_spec(record.game)
    before = Record(record.game, record.rules, record.seed, list(record.actions[:start]),
                    record.position)
    state: GameState[Any] = replay(before).state
    fresh = state.clone()
    played: list[Any] = []
    for text in record.actions[start:end]:
        played.extend(state.apply(state.parse_action(text)))
    mine = round_scores(spec, played)
    if mine is None:
        return None
    players = fresh.players
    bots = {s: make_bot(spec.id, bot_level if s == seat else level,
                        random.Random(f"duplicate:{seed}:{start}:{s}"))
            for s in range(players)}
    theirs: tuple[int, ...] | None = None
    while theirs is None and not fresh.is_terminal():
        mover = fresh.to_move()
        assert mover is not None
        action = bots[mover].choose(fresh.view(mover))
        theirs = round_scores(spec, fresh.apply(action))
    if theirs is None:
        return None
    sides = spec.sides_in(fresh)
    return Comparison(round_no, side_value(spec, players, seat, mine, sides),
                      side_value(spec, players, seat, theirs, sides), bot_level)

