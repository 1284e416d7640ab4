"""The bots of each game by name, built lazily from the ``module:factory`` paths of its plugin.

A factory takes ``(rng, quick)`` and returns a bot; ``quick`` asks for a fast configuration (the
harness's smoke test).
"""

from __future__ import annotations

import random
from typing import Any

from ..errors import NotationError
from ..plugin import load_attr
from ..registry import get_plugin


def bot_names(game: str) -> list[str]:
    return list(get_plugin(game).bots)


def make_bot(game: str, name: str, rng: random.Random, *, quick: bool = False) -> Any:
    """A bot by game and name; ``NotationError`` lists the names when unknown."""
    plugin = get_plugin(game)
    path = plugin.bots.get(name.strip().lower())
    if path is None:
        raise NotationError(f"unknown bot {name!r} for {plugin.id}: choose from "
                            f"{', '.join(plugin.bots)}")
    return load_attr(path)(rng, quick)
