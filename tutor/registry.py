"""The list of games: one entry per game, and the only place that names them all.

An entry gives the game's id, its name and the short forms players type, and (once the game is
implemented) the path of its plugin (``tutor.plugin.GamePlugin``). Everything else about a game
(engine, bots, teaching adapter, table) comes from the plugin, loaded when first asked for.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from . import text as T
from .errors import NotationError
from .game import GameSpec
from .i18n import language
from .plugin import GamePlugin, load_attr


@dataclass(frozen=True)
class GameEntry:
    id: str
    name: str
    aliases: tuple[str, ...] = ()
    #: ``"module:attribute"`` of the game's plugin; ``None`` while the game is planned.
    plugin: str | None = None


#: Every game of the product, in the order the app lists them.
GAMES: tuple[GameEntry, ...] = (
    GameEntry("klaverjassen", "Klaverjassen", ("klaverjas", "kj"),
              "tutor.games.klaverjas.plugin:PLUGIN"),
    GameEntry("smousjas", "Smousjas", (), "tutor.games.smousjas.plugin:PLUGIN"),
    GameEntry("vijfhonderden", "Vijfhonderden", ("500",),
              "tutor.games.smousjas.plugin:VIJFHONDERDEN"),
    GameEntry("bezique", "Bezique", ("besique",), "tutor.games.bezique.plugin:PLUGIN"),
    GameEntry("rubicon", "Rubicon Bezique", ("rubicon-bezique",),  # internal: a game's name
              "tutor.games.bezique.plugin:RUBICON"),
    GameEntry("fildinski", "Fildinski", (), "tutor.games.bezique.plugin:FILDINSKI"),
    GameEntry("gin-rummy", "Gin Rummy", ("gin", "oklahoma"),  # internal: a game's name
              "tutor.games.gin.plugin:PLUGIN"),
    GameEntry("casino", "Casino", (), "tutor.games.casino.plugin:PLUGIN"),
)

#: Game ids and their short forms.
GAME_IDS: dict[str, tuple[str, ...]] = {g.id: g.aliases for g in GAMES}
_ENTRIES: dict[str, GameEntry] = {g.id: g for g in GAMES}

#: The project's top-level folders (rule cards, lessons, puzzles) beside the package.
ROOT = Path(__file__).resolve().parent.parent


def canonical_id(name: str) -> str:
    """Map a game name or alias to its id; raises ``NotationError`` listing the choices."""
    key = name.strip().lower()
    for gid, aliases in GAME_IDS.items():
        if key == gid or key in aliases:
            return gid
    raise NotationError(T.UNKNOWN_GAME.format(name=name, games=", ".join(GAME_IDS)))


def entry(name: str) -> GameEntry:
    return _ENTRIES[canonical_id(name)]


def game_name(name: str) -> str:
    """A game's name, without loading its engine."""
    return entry(name).name


def implemented() -> list[str]:
    """The ids of the games whose engine exists, in the registry's order."""
    return [g.id for g in GAMES if g.plugin is not None]


@cache
def _load(path: str) -> GamePlugin:
    plugin = load_attr(path)
    assert isinstance(plugin, GamePlugin)
    return plugin


def get_plugin(name: str) -> GamePlugin:
    """The plugin of an implemented game (by id or alias)."""
    e = entry(name)
    if e.plugin is None:
        raise NotationError(T.NOT_PLAYABLE.format(game=e.id, games=", ".join(implemented())))
    return _load(e.plugin)


def plugins() -> list[GamePlugin]:
    """Every implemented game's plugin, in the registry's order."""
    return [get_plugin(g) for g in implemented()]


def get_spec(name: str) -> GameSpec:
    """The spec of an implemented game (by id or alias)."""
    return get_plugin(name).spec


def rule_card_path(name: str) -> Path:
    """The game's rule card, in English (the source)."""
    return ROOT / "seeds" / get_spec(name).rule_card


def rule_card_for_reader(name: str) -> Path:
    """The game's rule card in the language spoken now (``<game>.<lang>.md`` beside the English
    one), or the English one when it has no translation. Its cards still carry the English
    letters: show it through ``tutor.i18n.cards_for_reader``."""
    path = rule_card_path(name)
    translated = path.with_suffix(f".{language()}.md")
    return translated if language() != "en" and translated.is_file() else path
