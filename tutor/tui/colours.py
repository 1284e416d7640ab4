"""Colours that read on dark and light themes, and the choice between them.

Text drawn with Rich styles cannot use the CSS variables, so ``tone`` looks up the current
theme's text colours (``$text-success`` and so on, made to read on its background) when a line
is drawn. Red suits stay plain red: Textual maps it to a red that suits the theme.
"""

from __future__ import annotations

import os
from typing import Any

from rich.errors import StyleSyntaxError
from rich.style import Style

#: The colour choices of the settings, as saved in ``settings.json``.
COLOUR_CHOICES = ("auto", "dark", "light")
THEMES = {"dark": "textual-dark", "light": "textual-light"}

#: What each role falls back to when the theme gives no usable colour.
_FALLBACK = {"success": "green", "error": "red", "warning": "yellow", "accent": "blue"}


def tone(app: Any, role: str, *, bold: bool = False) -> str:
    """A Rich style for ``role`` (success, error, warning, accent) in the app's theme."""
    colour = getattr(app, "theme_variables", {}).get(f"text-{role}", "")
    try:
        Style.parse(colour)
    except StyleSyntaxError:
        colour = ""
    colour = colour or _FALLBACK[role]
    return f"bold {colour}" if bold else colour


def terminal_is_light(env: dict[str, str] | None = None) -> bool | None:
    """What the terminal says of its background through ``COLORFGBG`` ("fg;bg"), if anything.

    Background colours 7 and 15 (white, light grey) are light; other numbers are dark.
    """
    value = (os.environ if env is None else env).get("COLORFGBG", "")
    last = value.rsplit(";", 1)[-1]
    if not last.isdigit():
        return None
    return int(last) in (7, 15)


def theme_for(choice: str, env: dict[str, str] | None = None) -> str | None:
    """The Textual theme for a colour choice; ``None``: keep the one in use."""
    if choice in THEMES:
        return THEMES[choice]
    light = terminal_is_light(env)
    return None if light is None else THEMES["light" if light else "dark"]
