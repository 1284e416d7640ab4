"""A game's plugin: everything the generic code (CLI, play, teaching, app, tournament) needs to
know about one game, in one object.

Each game's folder holds its plugin (``tutor/games/<game>/plugin.py``) and the registry
(``tutor/registry.py``) names it in the game's one entry. Heavy parts (bots, the teaching adapter,
the app's table) are named as ``"module:attribute"`` paths and imported only when first used, so
listing the games loads no engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from .game import GameSpec
from .i18n import Text


@dataclass(frozen=True)
class RulesChoice:
    """One rules option the learner may set on the settings screen.

    ``choices`` lists the option's values (a list to pick from); with none it is a switch.
    Plugins are made when their module is imported, before the language is chosen, so the label
    is a ``Text`` (``L_``), translated where it is shown.
    """

    #: The rules option's key, as ``rules_from_dict`` reads it (``play``, ``first-upcard``).
    key: str
    label: Text
    choices: tuple[str, ...] = ()
    #: A whole-number default makes the choices numbers (``players``: "2", "3", "4").
    default: str | bool | int = False

    def value(self, shown: str) -> str | int:
        """A chosen entry as the rules read it: a number where the option is one."""
        numeric = isinstance(self.default, int) and not isinstance(self.default, bool)
        return int(shown) if numeric and shown.isascii() and shown.isdigit() else shown


@dataclass(frozen=True)
class GamePlugin:
    """One game, as every generic part of the program sees it."""

    spec: GameSpec
    #: Every bot of the game by name, as ``"module:factory"``; a factory takes ``(rng, quick)``.
    bots: Mapping[str, str]
    #: The levels a learner may choose for the bots at the table, weakest first.
    levels: tuple[str, ...]
    #: The bots' level at the table when the learner chose none.
    opponent: str
    #: The bot that gives hints and judges the review after each deal.
    advisor: str
    #: The seat the learner takes at the table.
    human_seat: int
    #: The settings screen's label for the choice of bots (a ``Text``: translated where shown).
    level_label: Text
    #: What the game calls one round of a match: "deal", "hand" (a ``Text``, as the label).
    round_name: Text
    #: The rules options on the settings screen, in order.
    settings: tuple[RulesChoice, ...] = ()
    #: The teaching adapter's class, ``"module:Class"`` (``None``: the generic adapter).
    teaching: str | None = None
    #: The app's table screen, ``"module:Class"`` under ``tutor.tui`` (``None``: not playable in
    #: the app yet).
    table: str | None = None
    #: The table as zones (``tutor.zones``), ``"module:function"``: ``board(view, open_hands)``
    #: gives a ``Board``; the app's tables and the lessons draw it (``None``: hands only).
    board: str | None = None
    #: The forms of the game's actions in its notation (``tutor.actions``), ``"module:FORMS"``:
    #: shown and read in the reader's language (``None``: the notation's words only).
    action_forms: str | None = None
    #: The names of the game's puzzle themes by the files' word, ``"module:THEME_NAMES"``
    #: (``None``: the words themselves).
    theme_names: str | None = None
    #: The ideas the game's lessons teach (``tutor.ideas``), ``"module:IDEAS"``: what a puzzle's
    #: first hint and a bot's advice name.
    ideas: str | None = None
    #: Cards the game's players call by a name, ``"module:CARD_NAMES"``: the name (lower case)
    #: to the card (``"♠2"``), or to a rank alone for a card of the trump suit (``"J"``), so
    #: ``tutor check`` knows a title that names an answer by it (``None``: none).
    card_names: str | None = None
    #: Other games whose lessons teach this one too, shown before its own (a variant whose own
    #: lessons teach only what differs).
    lessons_from: tuple[str, ...] = ()
    #: How the bots run on this machine, ``"module:function"`` giving one sentence (``None``:
    #: nothing to say), for ``tutor games``.
    bot_note: str | None = None
    #: Keys this game's entries had in older settings files: ``{"level": ..., "rules": ...}``.
    legacy_settings: Mapping[str, str] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def round_kind(self) -> str:
        """The files' word for one round of the match ("deal", "hand", "round"): the sentences
        that name a round have a form for each."""
        return self.round_name.msgid


def load_attr(path: str) -> Any:
    """The object named by ``"package.module:attribute"``."""
    module, _, attr = path.partition(":")
    return getattr(import_module(module), attr)
