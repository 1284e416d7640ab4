"""The app in the learner's language, switched at run time.

Key bindings are declared in class bodies, when no language is chosen yet, so each holds its
English sentence (a catalog message id) and every screen translates its own copy when it is made
(:class:`Speaks`) and again when the language changes (:func:`switch_language`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from textual.app import App
from textual.binding import ActiveBinding, BindingsMap
from textual.dom import DOMNode

from ..i18n import _, set_language


def translate_bindings(node: DOMNode) -> None:
    """Give ``node`` its class's bindings with descriptions in the language spoken now."""
    # The node's bindings as first seen are the English source: the class's bindings plus any
    # added when it was made (the app's command palette key). Kept aside, they are translated
    # afresh at every switch.
    source: BindingsMap | None = getattr(node, "_english_bindings", None)
    if source is None:
        source = node._bindings
        node._english_bindings = source  # type: ignore[attr-defined]
    fresh = BindingsMap()
    for key, bindings in source.key_to_bindings.items():
        fresh.key_to_bindings[key] = [
            replace(b, description=_(b.description),
                    tooltip=_(b.tooltip) if b.tooltip else b.tooltip)
            if b.description else b for b in bindings]
    node._bindings = fresh


class Speaks:
    """Mix into a screen (first among the bases) so that its bindings are translated."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        assert isinstance(self, DOMNode)
        translate_bindings(self)

    def retranslate(self) -> None:
        """Show this screen's sentences in the language spoken now (a screen overrides this
        when it has words to redraw; bindings are done already)."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys in force as the footer and the keys panel list them, in the language spoken
        now: the widgets' own keys (Textual's lists, inputs and scrolling, in English) are
        looked up in the catalogs here, as they are made deep inside Textual."""
        active: dict[str, ActiveBinding] = super().active_bindings  # type: ignore[misc]
        out = {}
        for key, a in active.items():
            b = a.binding
            if b.description or b.tooltip:
                b = replace(b, description=_(b.description) if b.description else "",
                            tooltip=_(b.tooltip) if b.tooltip else "")
            out[key] = a._replace(binding=b, tooltip=_(a.tooltip) if a.tooltip else a.tooltip)
        return out


def switch_language(app: App[Any], lang: str) -> None:
    """Speak ``lang`` from now on, and redraw the words of every open screen and the footer."""
    set_language(lang)
    retitle = getattr(app, "retitle", None)
    if callable(retitle):
        retitle()
    translate_bindings(app)
    for screen in app.screen_stack:
        translate_bindings(screen)
        if isinstance(screen, Speaks):
            screen.retranslate()
        screen.refresh_bindings()
