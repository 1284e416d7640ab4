"""Every sentence of the program rendered with sample values in every language: each fills in,
its translation takes the same values, and a counted sentence agrees with its count."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from typing import Any

import pytest
from test_i18n_catalogs import source_messages

from tutor.i18n import LANGUAGES, Plural, Text, set_language

#: Countable nouns whose plural a count of one must not take ("1 points").
COUNTED = re.compile(r"\b1 (points|cards|tricks|deals|hands|rounds|decisions|moves|times|lives|"
                     r"entries|puzzles|lessons|exercises|melds|seconds|days|punten|kaarten|"
                     r"slagen|spellen|rondes|beslissingen|zetten|keer|levens)\b")


def fields(template: str) -> Iterator[tuple[str, str, str | None]]:
    """The placeholders of a ``str.format`` template: name, format spec, conversion."""
    for _text, name, spec, conversion in string.Formatter().parse(template):
        if name is not None and name != "":
            yield name, spec or "", conversion


class Anything:
    """A value any field takes: an attribute or item of it is itself, and it prints as a word."""

    def __getattr__(self, name: str) -> Anything:
        return self

    def __getitem__(self, key: Any) -> Anything:
        return self

    def __format__(self, spec: str) -> str:
        return "word"

    def __str__(self) -> str:
        return "word"


def sample(spec: str, count: int) -> Any:
    """A value for a field with this format spec: a number where the spec asks for one."""
    if spec and spec[-1] in "eEfFgG%":
        return 2.5
    if (spec and spec[-1] in "dnxXob") or spec in {"+", "+d"}:
        return count
    return Anything() if not spec else count


def values(templates: tuple[str, ...], count: int) -> dict[str, Any]:
    """A value for every named field (a counted sentence's ``n`` is its count, filled apart)."""
    out: dict[str, Any] = {}
    for template in templates:
        for name, spec, _conversion in fields(template):
            root = re.split(r"[.\[]", name)[0]
            if not root.isdigit() and not (root == "n" and len(templates) == 2):
                out[root] = sample(spec, count)
    return out


MESSAGES = source_messages()


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_sentence_renders_in_every_language(lang: str) -> None:
    set_language(lang)
    failures = []
    try:
        for forms in MESSAGES.values():
            for count in (1, 2):
                kw = values(forms, count)
                try:
                    if len(forms) == 2:
                        shown = Plural(*forms).format(count, **kw)
                    else:
                        if any(n.isdigit() for f in forms for n, _s, _c in fields(f)):
                            continue  # positional: filled by its own caller
                        shown = Text(forms[0]).format(**kw)
                except (KeyError, IndexError, ValueError, TypeError) as e:
                    failures.append(f"{forms[0]!r}: {e!r}")
                    continue
                if len(forms) == 2 and COUNTED.search(shown):
                    failures.append(f"{forms[0]!r} reads {shown!r}")
    finally:
        set_language("en")
    assert failures == []


def test_the_check_catches_a_count_that_disagrees() -> None:
    assert COUNTED.search("You took 1 cards.")
    assert not COUNTED.search("You took 1 card.") and not COUNTED.search("11 points")


def test_a_finished_lesson_counts_its_exercises() -> None:
    from tutor.tui import text as T

    assert "1 of 1 exercise solved" in T.LESSON_DONE.format(1, title="x", solved=1, first=1)
    assert "2 of 3 exercises solved" in T.LESSON_DONE.format(3, title="x", solved=2, first=1)
