"""The simplest bot: a uniformly random legal action, from a seeded generator."""

from __future__ import annotations

import random
from typing import Any

from .base import NO_LEGAL_ACTION


class RandomBot:
    """Chooses uniformly among ``view.legal_actions``."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: Any) -> Any:
        actions = view.legal_actions
        if not actions:
            raise ValueError(NO_LEGAL_ACTION)
        return actions[self.rng.randrange(len(actions))]


def factory(rng: random.Random, quick: bool = False) -> RandomBot:
    return RandomBot(rng)


def for_game(spec: object, rng: random.Random, quick: bool = False) -> RandomBot:
    """The generic registry's factory: the random bot plays any game."""
    return RandomBot(rng)
