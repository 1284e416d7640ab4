"""The bots of each game by name, built lazily from ``module:factory`` paths.

A factory takes ``(rng, quick)`` and returns a bot; ``quick`` asks for a fast configuration (the
harness's smoke test).
"""

from __future__ import annotations

import random
from importlib import import_module
from typing import Any

from ..errors import NotationError
from ..registry import canonical_id

_BOTS: dict[str, dict[str, str]] = {
    "klaverjassen": {
        "random": "tutor.bots.random_bot:factory",
        "beginner": "tutor.bots.klaverjas.beginner:factory",
        "club": "tutor.bots.klaverjas.search_bot:club",
        "expert": "tutor.bots.klaverjas.search_bot:expert",
        "open-cards": "tutor.bots.klaverjas.cheat:factory",
    },
    "gin-rummy": {
        "random": "tutor.bots.random_bot:factory",
        "baseline": "tutor.bots.gin.baseline:factory",
        "strong": "tutor.bots.gin.strong:factory",
    },
}


def bot_names(game: str) -> list[str]:
    return list(_BOTS.get(canonical_id(game), {}))


def make_bot(game: str, name: str, rng: random.Random, *, quick: bool = False) -> Any:
    """A bot by game and name; ``NotationError`` lists the names when unknown."""
    gid = canonical_id(game)
    table = _BOTS.get(gid, {})
    path = table.get(name.strip().lower())
    if path is None:
        raise NotationError(f"unknown bot {name!r} for {gid}: choose from {', '.join(table)}")
    module, _, attr = path.partition(":")
    return getattr(import_module(module), attr)(rng, quick)
