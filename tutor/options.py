"""Rules options as frozen dataclasses of enums, bools and ints, to and from plain dicts."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from functools import cache
from typing import Any, TypeVar, cast, get_type_hints

from . import text as texts
from .numbers import read_int

T = TypeVar("T")

_TRUE = ("true", "yes", "on")
_FALSE = ("false", "no", "off")


def parse_value(text: str) -> Any:
    """A rules option's value as typed (``--rule``, a lesson's ``rules:``): ``true``/``false``
    (also yes/no, on/off), a whole number in ASCII digits, else the word itself."""
    t = text.strip()
    low = t.lower()
    if low in _TRUE:
        return True
    if low in _FALSE:
        return False
    number = read_int(t, signed=True)
    return t if number is None else number


def options_to_dict(options: Any) -> dict[str, Any]:
    """Every field by its name; enums by their value."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(options):
        v = getattr(options, f.name)
        out[f.name.replace("_", "-")] = v.value if isinstance(v, enum.Enum) else v
    return out


@cache
def _fields(cls: type) -> tuple[dict[str, Any], frozenset[str]]:
    """A rules class's field types and names (looked up once: ``get_type_hints`` is slow)."""
    return get_type_hints(cls), frozenset(f.name for f in dataclasses.fields(cls))


def options_from_dict(cls: type[T], data: Mapping[str, Any]) -> T:
    """Build ``cls`` from a dict; unknown keys and bad values raise ``ValueError`` naming them.

    Keys may use ``-`` or ``_``. Missing keys take the defaults.
    """
    hints, names = _fields(cast(type, cls))
    kwargs: dict[str, Any] = {}
    for key, value in data.items():
        name = key.replace("-", "_")
        if name not in names:
            known = ", ".join(sorted(n.replace("_", "-") for n in names))
            raise ValueError(texts.UNKNOWN_OPTION.format(key=key, known=known))
        typ = hints[name]
        if isinstance(typ, type) and issubclass(typ, enum.Enum):
            try:
                kwargs[name] = typ(value)
            except ValueError:
                allowed = ", ".join(str(m.value) for m in typ)
                raise ValueError(texts.OPTION_NOT_ONE_OF.format(key=key, value=value,
                                                            allowed=allowed)) from None
        elif typ is bool:
            if not isinstance(value, bool):
                raise ValueError(texts.OPTION_NOT_A_SWITCH.format(key=key, value=value))
            kwargs[name] = value
        elif typ is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(texts.OPTION_NOT_A_NUMBER.format(key=key, value=value))
            kwargs[name] = value
        else:
            kwargs[name] = value
    return cls(**kwargs)
