"""Whole numbers as people type them, read one way everywhere.

Only the ASCII digits ``0``-``9`` count: ``str.isdigit`` also accepts ``²`` and other digits that
``int`` refuses or reads differently, so no parser in the project calls ``isdigit`` or ``int`` on
typed text; each calls ``read_int`` (or ``is_int``) and words its own error. A number longer than
``MAX_DIGITS`` digits is refused too: no count, score or seed needs one, and Python's ``int``
refuses very long ones anyway.
"""

from __future__ import annotations

import re

#: The most digits a typed number may have (a seed of 18 digits still fits).
MAX_DIGITS = 18

_UNSIGNED = re.compile(rf"[0-9]{{1,{MAX_DIGITS}}}", re.ASCII)
_SIGNED = re.compile(rf"[-+]?[0-9]{{1,{MAX_DIGITS}}}", re.ASCII)


def read_int(text: str, *, signed: bool = False, low: int | None = None,
             high: int | None = None) -> int | None:
    """The whole number ``text`` spells (spaces around allowed), or ``None`` when it is not one.

    ``signed`` allows a leading ``-`` or ``+``; ``low`` and ``high`` bound the value (both
    inclusive): a number outside them gives ``None`` as well.
    """
    t = text.strip()
    if (_SIGNED if signed else _UNSIGNED).fullmatch(t) is None:
        return None
    value = int(t)
    if (low is not None and value < low) or (high is not None and value > high):
        return None
    return value


def is_int(text: str, *, signed: bool = False) -> bool:
    """True when ``read_int`` reads ``text``."""
    return read_int(text, signed=signed) is not None
