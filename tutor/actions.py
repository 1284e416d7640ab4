"""Which legal action a player's typed text means, generic over games.

In a game of several identical packs the canonical text of an action names copies (``♠Q'``), but
a player types faces (``♠Q``). ``resolve_typed`` first looks for the legal action whose canonical
text is exactly the text typed; failing that, for those that match once copies are ignored. A game
lists one copy per face where the copies play alike (``tutor.packs.copy_to_play``), so a face
names one action; where they play differently (a card already declared on the table and its twin
in the hand), both are listed and a face fits both: rather than guess, ``AmbiguousActionError``
lists them so the player can type one in full.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from .errors import AmbiguousActionError

A = TypeVar("A")

#: The mark that numbers a card's copy in the notation (``♠Q'`` is copy 1).
_COPY_MARK = "'"


def _faces(text: str) -> str:
    return " ".join(text.replace(_COPY_MARK, "").split())


def fits(text: str, legal_actions: Sequence[A], format_action: Callable[[A], str],
         parse_action: Callable[[str], A] | None = None) -> list[A]:
    """The legal actions ``text`` fits: the exact canonical match if there is one, else every
    action equal to it once copies are ignored.

    With ``parse_action`` the text is first read and written back in canonical form, so any form
    the notation accepts (``sq``, ``Q♠``) compares; it raises ``NotationError`` on unreadable text.
    """
    typed = " ".join(text.split())
    if parse_action is not None:
        typed = format_action(parse_action(typed))
    texts = [format_action(a) for a in legal_actions]
    exact = [a for a, t in zip(legal_actions, texts, strict=True) if t == typed]
    if exact:
        return exact
    face = _faces(typed)
    return [a for a, t in zip(legal_actions, texts, strict=True) if _faces(t) == face]


def resolve_typed(text: str, legal_actions: Sequence[A], format_action: Callable[[A], str],
                  parse_action: Callable[[str], A] | None = None) -> A | None:
    """The one legal action ``text`` means, or ``None`` when it fits none (the caller then lets
    the engine's ``check`` explain the rule). Several fits raise ``AmbiguousActionError``."""
    found = fits(text, legal_actions, format_action, parse_action)
    if len(found) > 1:
        raise AmbiguousActionError(text.strip(), found, [format_action(a) for a in found])
    return found[0] if found else None
