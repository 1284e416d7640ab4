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

import re
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from string import Formatter
from typing import Any, TypeVar

from .errors import AmbiguousActionError
from .i18n import LANGUAGES, Text, cards_for_reader, in_language

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


# -- The notation's words in the reader's language ----------------------------------------------
#
# A game's actions are written in its notation, in English words (``♥3 builds 8 on ♦5``, ``knock
# ♥7``): records, positions and lessons keep them so. Each game lists its forms as sentences
# whose English is the notation itself (``L_("{card} builds {value} on {cards}")``); a reader
# sees them in the language spoken and may type them in any language, as with the cards' letters.

#: What a field of a form matches: a card is one word, a value digits, anything else (cards,
#: melds) the rest up to the next word of the form.
_FIELDS = {"card": r"\S+", "value": r"[0-9]+"}


@cache
def _pattern(form: str) -> re.Pattern[str]:
    parts = []
    for literal, name, _spec, _conversion in Formatter().parse(form):
        parts.append(re.escape(literal))
        if name is not None:
            parts.append(f"(?P<{name}>{_FIELDS.get(name, '.+?')})")
    return re.compile("".join(parts), re.IGNORECASE)


def shown_action(text: str, forms: Iterable[Text]) -> str:
    """An action's canonical text as the reader reads it: the notation's words in the language
    spoken (``♥3 bouwt 8 op ♦5`` in Dutch), the cards with the reader's letters."""
    for form in forms:
        found = _pattern(form.msgid).fullmatch(text)
        if found is not None:
            return cards_for_reader(form.format(**found.groupdict()))
    return cards_for_reader(text)


def typed_action(text: str, forms: Iterable[Text]) -> str:
    """Typed text that reads as one of the forms in any language, written back in the
    notation's words (its cards as typed); any other text unchanged."""
    typed = " ".join(text.split())
    for form in forms:
        for lang in LANGUAGES:
            said = in_language(form, lang)
            found = _pattern(said).fullmatch(typed) if said != form.msgid else None
            if found is not None:
                return form.msgid.format(**found.groupdict())
    return text


@cache
def action_forms(game: str) -> tuple[Text, ...]:
    """The forms of a game's actions (its plugin's ``action_forms``; none when it names none
    or there is no such game)."""
    from .errors import NotationError
    from .plugin import load_attr
    from .registry import get_plugin

    try:
        path = get_plugin(game).action_forms
    except NotationError:
        return ()
    return tuple(load_attr(path)) if path else ()


def shown_for(game: str, action: Any) -> str:
    """An action of ``game`` (its ``str`` is its notation) as the reader reads it."""
    return shown_action(str(action), action_forms(game))
