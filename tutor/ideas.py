"""The ideas a game's lessons teach, by name: what a puzzle's hint and a bot's advice point to.

Each game keeps a small named set (``GamePlugin.ideas``): signal, pull trumps, spek, keep the
master; knock before the undercut, a safe discard. A puzzle's themes name the ideas it drills,
so its first hint can say which idea to think of; a lesson teaches each idea, so a learner who
does not know it can look it up. ``tutor check`` holds the names to the lessons that exist.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .i18n import Text
from .plugin import load_attr
from .registry import get_plugin


@dataclass(frozen=True, slots=True)
class Idea:
    """One idea: its id, its name as players say it, one sentence on it, where it is taught.

    The name and the sentence are translated where they are shown (``str()`` or a placeholder).
    """

    id: str
    name: Text
    sentence: Text
    #: The lesson that teaches it (its id: the lesson file's name without ``.md``).
    lesson: str
    #: Puzzle themes that drill this idea (its id is always one).
    themes: tuple[str, ...] = ()

    def covers(self, theme: str) -> bool:
        return theme == self.id or theme in self.themes


def ideas_for(game: str) -> tuple[Idea, ...]:
    """The game's ideas (none when its plugin names no set)."""
    path = get_plugin(game).ideas
    if path is None:
        return ()
    ideas: tuple[Idea, ...] = load_attr(path)
    return ideas


def idea_for(game: str, themes: Iterable[str]) -> Idea | None:
    """The first idea any of ``themes`` drills, in the order the themes are listed."""
    ideas = ideas_for(game)
    for theme in themes:
        for idea in ideas:
            if idea.covers(theme):
                return idea
    return None


def by_id(ideas: Sequence[Idea], idea_id: str) -> Idea | None:
    return next((i for i in ideas if i.id == idea_id), None)
