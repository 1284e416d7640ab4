"""Game ids used everywhere (CLI, files, records), their aliases, and the implemented games."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from .errors import NotationError
from .game import GameSpec

#: Every game of the product, by id, with the short forms players type.
GAME_IDS: dict[str, tuple[str, ...]] = {
    "klaverjassen": ("klaverjas", "kj"),
    "smousjas": (),
    "vijfhonderden": ("500",),
    "bezique": (),
    "rubicon": ("rubicon-bezique",),
    "fildinski": (),
    "gin-rummy": ("gin", "oklahoma"),
    "casino": (),
}

#: Games whose engine exists, with the module that holds their ``SPEC``.
_IMPLEMENTED: dict[str, str] = {
    "klaverjassen": "tutor.games.klaverjas",
    "gin-rummy": "tutor.games.gin",
}

#: The project's top-level folders (rule cards, lessons, puzzles) beside the package.
ROOT = Path(__file__).resolve().parent.parent


def canonical_id(name: str) -> str:
    """Map a game name or alias to its id; raises ``NotationError`` listing the choices."""
    key = name.strip().lower()
    for gid, aliases in GAME_IDS.items():
        if key == gid or key in aliases:
            return gid
    raise NotationError(f"unknown game {name!r}: choose from {', '.join(GAME_IDS)}")


def implemented() -> list[str]:
    return list(_IMPLEMENTED)


def get_spec(name: str) -> GameSpec:
    """The spec of an implemented game (by id or alias)."""
    gid = canonical_id(name)
    module = _IMPLEMENTED.get(gid)
    if module is None:
        raise NotationError(
            f"{gid} is not playable yet; implemented: {', '.join(_IMPLEMENTED)}")
    spec: GameSpec = import_module(module).SPEC
    return spec


def rule_card_path(name: str) -> Path:
    return ROOT / "seeds" / get_spec(name).rule_card
