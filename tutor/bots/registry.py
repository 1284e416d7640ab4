"""The bots of each game by name, built lazily from the ``module:factory`` paths of its plugin.

A game's factory takes ``(rng, quick)`` and returns a bot; ``quick`` asks for a fast configuration
(the harness's smoke test). Generic bots serve every game that offers what they need: ``random``
every game, ``sampler`` (``tutor.bots.sampling``) every game whose spec can resample; their
factories take ``(spec, rng, quick)``. A game's own bot of the same name comes first.

Hints and reviews need an advisor: a bot that values every legal action from the learner's view
(``advise``). ``make_advisor`` refuses the others (the random bot, which only chooses; a bot
that reads every hand, which a view cannot serve) with a sentence naming those that can.
"""

from __future__ import annotations

import random
from functools import cache
from typing import TypeGuard

from ..errors import NotationError
from ..plugin import GamePlugin, load_attr
from ..registry import get_plugin
from . import text as T
from .base import Advisor, Bot

#: Generic bots by name: the factory, and whether the game must offer ``resample``.
GENERIC: dict[str, tuple[str, bool]] = {
    "random": ("tutor.bots.random_bot:for_game", False),
    "sampler": ("tutor.bots.sampling:factory", True),
}


def _generic(plugin: GamePlugin) -> dict[str, str]:
    return {name: path for name, (path, needs) in GENERIC.items()
            if name not in plugin.bots and (not needs or plugin.spec.resample is not None)}


def bot_names(game: str) -> list[str]:
    """The game's own bots, then the generic bots it can use."""
    plugin = get_plugin(game)
    return [*plugin.bots, *_generic(plugin)]


def make_bot(game: str, name: str, rng: random.Random, *, quick: bool = False) -> Bot:
    """A bot by game and name; ``NotationError`` lists the names when unknown."""
    plugin = get_plugin(game)
    key = name.strip().lower()
    path = plugin.bots.get(key)
    if path is not None:
        bot: Bot = load_attr(path)(rng, quick)
        return bot
    generic = _generic(plugin).get(key)
    if generic is None:
        raise NotationError(T.UNKNOWN_BOT.format(name=name, game=plugin.id,
                                                 names=", ".join(bot_names(game))))
    made: Bot = load_attr(generic)(plugin.spec, rng, quick)
    return made


def _can_advise(bot: Bot) -> TypeGuard[Advisor]:
    """Whether the bot values every move from a view (a bot reading the whole state cannot)."""
    return callable(getattr(bot, "advise", None)) and not getattr(bot, "open_cards", False)


@cache
def advisor_names(game: str) -> tuple[str, ...]:
    """The bots of ``game`` that can give hints and judge a review, in ``bot_names`` order."""
    rng = random.Random(0)
    return tuple(name for name in bot_names(game)
                 if _can_advise(make_bot(game, name, rng, quick=True)))


def make_advisor(game: str, name: str, rng: random.Random, *, quick: bool = False) -> Advisor:
    """A bot that advises, by game and name; ``NotationError`` says why another cannot."""
    bot = make_bot(game, name, rng, quick=quick)
    if not _can_advise(bot):
        plugin = get_plugin(game)
        raise NotationError(T.CANNOT_ADVISE.format(name=name, game=plugin.id,
                                                   names=", ".join(advisor_names(plugin.id))))
    return bot
