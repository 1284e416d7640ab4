"""The open-cards ceiling: sees every hand and plays the solver's best card for the true result.

It is not a fair opponent; the tournament harness uses it to measure how far each level is from
perfect information (it reads the state, which no other bot may).
"""

from __future__ import annotations

import random

from ...games.klaverjas.engine import CARDS, PASS, Action, KlaverjasState, Phase, TrumpCall
from ...games.klaverjas.solver import Objective, Solver, SolverPosition


class OpenCardsBot:
    name = "open-cards"
    open_cards = True

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: object) -> Action:
        raise TypeError(
            "the open-cards bot plays from the full state (choose_from_state)")  # internal

    def choose_from_state(self, state: KlaverjasState) -> Action:
        seat = state.to_move()
        assert seat is not None
        sign = 1 if seat % 2 == 0 else -1
        if state.phase is Phase.CALL:
            best: Action = PASS
            best_v = 0.0
            for a in state.legal_actions():
                assert isinstance(a, TrumpCall)
                if a.suit is None:
                    continue
                h = state.hands
                pos = SolverPosition((h[0], h[1], h[2], h[3]), a.suit.value, state.leader, (),
                                     state.rules.play, state.rules.four_jacks_200, seat)
                v = sign * Solver(pos, objective=Objective.RESULT).value()
                if best == PASS or v > best_v:
                    best, best_v = a, v
            if PASS in state.legal_actions() and best_v <= 0:
                return PASS
            return best
        values = Solver(SolverPosition.from_state(state),
                        objective=Objective.RESULT).move_values()
        c = max(values, key=lambda i: (sign * values[i], -i))
        return CARDS[c]


class OpenPlayBot(OpenCardsBot):
    """Open-cards play after a trump call made from the hand alone, as the expert makes it.

    Beside the open-cards bot in duplicate it measures what calling from the hand costs even
    with perfect play afterwards: the part of the gap to the ceiling no card play can close.
    """

    name = "open-play"

    def __init__(self, rng: random.Random, quick: bool = False) -> None:
        super().__init__(rng)
        from .search_bot import expert  # the search bots import the solver's callers too
        self.caller = expert(rng, quick)

    def choose_from_state(self, state: KlaverjasState) -> Action:
        if state.phase is Phase.CALL:
            seat = state.to_move()
            assert seat is not None
            return self.caller.choose(state.view(seat))
        return super().choose_from_state(state)


def factory(rng: random.Random, quick: bool = False) -> OpenCardsBot:
    return OpenCardsBot(rng)


def open_play(rng: random.Random, quick: bool = False) -> OpenPlayBot:
    return OpenPlayBot(rng, quick)
