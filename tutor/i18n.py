"""The language the trainer speaks: English or Dutch, from gettext catalogs.

Sentences live as module constants in each package's ``text`` module. A constant is made when
its module is imported, before the learner has chosen a language, so it is a :class:`Text` (or a
:class:`Plural`) that looks up its translation each time it is used, never a translated string.
``L_`` and ``P_`` mark them for extraction (``make catalogs``); ``_`` translates at once, for
text built at run time after the language is set (the command line's help).

The catalogs are ``tutor/locale/<lang>/LC_MESSAGES/tutor.po`` (edited) and ``.mo`` (compiled,
shipped; a test checks they agree). English is the source language: its catalog is empty.
"""

from __future__ import annotations

import gettext as _gettext
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

#: The languages the trainer speaks, by code, in the order the settings list them.
LANGUAGES: dict[str, str] = {"en": "English", "nl": "Nederlands"}
DEFAULT = "en"
DOMAIN = "tutor"
LOCALE_DIR = Path(__file__).parent / "locale"

_state = {"lang": DEFAULT}


@cache
def _catalog(lang: str) -> _gettext.NullTranslations:
    if lang == DEFAULT:
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True)


def set_language(lang: str) -> None:
    """Speak ``lang`` from now on (a code of :data:`LANGUAGES`)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: expected one of {', '.join(LANGUAGES)}")
    _state["lang"] = lang


def language() -> str:
    """The code of the language spoken now."""
    return _state["lang"]


def dutch() -> bool:
    """True when the trainer speaks Dutch (card ranks shown as H, V, B)."""
    return _state["lang"] == "nl"


def detect_language(environ: Mapping[str, str]) -> str:
    """The language the system asks for: the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG``
    that is set; Dutch when it starts with ``nl``, else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return "nl" if value.lower().startswith("nl") else DEFAULT
    return DEFAULT


def _(msgid: str) -> str:
    """``msgid`` in the language spoken now."""
    return _catalog(_state["lang"]).gettext(msgid)


def in_language(text: Text, lang: str) -> str:
    """``text`` in ``lang``, whatever the language spoken now (for words a learner may type in
    any language)."""
    return _catalog(lang).gettext(text.msgid)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural sentence for ``n``, in the language spoken now."""
    return _catalog(_state["lang"]).ngettext(singular, plural, n)


#: Languages that write a decimal comma (40,7 punten).
_DECIMAL_COMMA = frozenset({"nl"})


class _Number(float):
    """A float that writes its decimal separator as the language spoken does."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        text = float.__format__(self, spec)
        return text.replace(".", ",") if _state["lang"] in _DECIMAL_COMMA else text


def _numbers(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[tuple[Any, ...],
                                                                      dict[str, Any]]:
    """The arguments of a sentence with every float in the reader's decimal notation."""
    if _state["lang"] not in _DECIMAL_COMMA:
        return args, kwargs
    return (tuple(_Number(a) if type(a) is float else a for a in args),
            {k: _Number(v) if type(v) is float else v for k, v in kwargs.items()})


class Text:
    """A sentence translated each time it is used (``str()`` or ``format``); a float filled in
    is written with the language's decimal separator."""

    __slots__ = ("msgid",)

    def __init__(self, msgid: str) -> None:
        self.msgid = msgid

    def __str__(self) -> str:
        return _(self.msgid)

    def __repr__(self) -> str:
        return f"L_({self.msgid!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and other.msgid == self.msgid

    def __hash__(self) -> int:
        return hash(self.msgid)

    def format(self, /, *args: Any, **kwargs: Any) -> str:
        args, kwargs = _numbers(args, kwargs)
        return _(self.msgid).format(*args, **kwargs)


class Plural:
    """A sentence with a count: ``format(n, ...)`` picks the singular or plural form and fills
    ``{n}`` with the count."""

    __slots__ = ("plural", "singular")

    def __init__(self, singular: str, plural: str) -> None:
        self.singular = singular
        self.plural = plural

    def __repr__(self) -> str:
        return f"P_({self.singular!r}, {self.plural!r})"

    def format(self, n: int, /, **kwargs: Any) -> str:
        _args, kwargs = _numbers((), kwargs)
        return ngettext(self.singular, self.plural, n).format(n=n, **kwargs)


def L_(msgid: str) -> Text:
    """Mark a sentence for translation; it is translated when used."""
    return Text(msgid)


def P_(singular: str, plural: str) -> Plural:
    """Mark a counted sentence for translation (singular and plural)."""
    return Plural(singular, plural)


def capitalised(text: str) -> str:
    """``text`` with a capital first letter: a phrase that opens a line, where a translation
    shared with the middle of sentences begins in lower case ("de slagen van Speler 1")."""
    return text[:1].upper() + text[1:]


_CARD = re.compile(r"([♠♥♦♣])([KQJ])(?![A-Za-z])")
_DUTCH_RANK = {"K": "H", "Q": "V", "J": "B"}


def cards_for_reader(text: str) -> str:
    """Cards written in a text (``♥Q``, always with the English letter in files) as the reader
    knows them: with the Dutch letter (``♥V``) when the trainer speaks Dutch."""
    if not dutch():
        return text
    return _CARD.sub(lambda m: m.group(1) + _DUTCH_RANK[m.group(2)], text)


_FIELD = re.compile(r"(?<!\{)\{([^{}]*)\}")


def placeholders(sentence: str) -> set[str]:
    """The ``{...}`` fields of a sentence, for checking that a translation keeps them."""
    return set(_FIELD.findall(sentence))
