"""The catalogs: every sentence of the source translated, nothing fuzzy, placeholders kept, the
shipped ``.mo`` compiled from the ``.po`` as it stands; and the language switch itself."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from tutor.i18n import (
    DOMAIN,
    L_,
    LANGUAGES,
    LOCALE_DIR,
    P_,
    _,
    detect_language,
    dutch,
    language,
    placeholders,
    set_language,
)

ROOT = Path(__file__).resolve().parent.parent
KEYWORDS = {"L_": None, "P_": (1, 2), "_": None, "ngettext": (1, 2)}
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


def source_messages() -> dict[str, tuple[str, ...]]:
    """Every marked sentence in ``tutor/`` (its plural too), by message id, as extracted."""
    out: dict[str, tuple[str, ...]] = {}
    for _file, _line, message, _comments, _context in extract_from_dir(
            ROOT / "tutor", method_map=[("**.py", "python")], keywords=KEYWORDS):
        forms = (message,) if isinstance(message, str) else tuple(message)
        out[forms[0]] = forms
    return out


def catalog(lang: str) -> Catalog:
    path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    with path.open("rb") as f:
        return read_po(f, locale=lang)


@pytest.fixture(scope="module")
def messages() -> dict[str, tuple[str, ...]]:
    return source_messages()


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_sentence_is_translated(lang: str, messages: dict[str, tuple[str, ...]]) -> None:
    cat = catalog(lang)
    missing = [m for m in messages if cat.get(m) is None]
    assert missing == []
    empty = [m.id for m in cat if m.id and (not m.string or (
        isinstance(m.string, tuple) and not all(m.string)))]
    assert empty == []
    fuzzy = [m.id for m in cat if m.id and m.fuzzy]
    assert fuzzy == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_translation_of_a_sentence_that_is_gone(
        lang: str, messages: dict[str, tuple[str, ...]]) -> None:
    cat = catalog(lang)
    stale = [m.id for m in cat if m.id and
             (m.id[0] if isinstance(m.id, tuple) else m.id) not in messages]
    assert stale == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_the_placeholders(lang: str) -> None:
    wrong = []
    for m in catalog(lang):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        want = placeholders(ids[-1])
        for s in strings:
            # A singular may name the count in words ("one card") where the plural uses {n}.
            got = placeholders(s)
            if got != want and not (len(ids) > 1 and got == want - {"n"}):
                wrong.append((ids[0], s))
    assert wrong == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_shipped_mo_is_compiled_from_the_po(lang: str) -> None:
    buf = io.BytesIO()
    write_mo(buf, catalog(lang))
    shipped = (LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo").read_bytes()
    assert shipped == buf.getvalue(), "run `make catalogs`"


def test_a_sentence_follows_the_language() -> None:
    sentence = L_("You do not hold {card}.")
    assert sentence.format(card="♥J") == "You do not hold ♥J."
    set_language("nl")
    assert language() == "nl" and dutch()
    dutch_text = sentence.format(card="♥J")
    assert dutch_text != "You do not hold ♥J." and "♥J" in dutch_text
    set_language("en")
    assert str(sentence) == "You do not hold {card}."


def test_plurals_follow_the_count() -> None:
    cards = P_("{name} ({role}) · {n} card{marks}", "{name} ({role}) · {n} cards{marks}")
    assert cards.format(1, name="N", role="you", marks="") == "N (you) · 1 card"
    assert cards.format(3, name="N", role="you", marks="") == "N (you) · 3 cards"
    set_language("nl")
    one, three = (cards.format(k, name="N", role="jij", marks="") for k in (1, 3))
    assert one != three and "1" in one and "3" in three


def test_numbers_in_a_sentence_take_the_languages_decimal_separator() -> None:
    sentence = L_("{a:+.1f} against {b:.2f}, {share:.0%} of {n} deals")
    plural = P_("{n} deal, {mean:.1f} on average", "{n} deals, {mean:.1f} on average")
    assert sentence.format(a=40.7, b=3.25, share=0.5, n=12) == "+40.7 against 3.25, 50% of 12 deals"
    set_language("nl")
    assert sentence.format(a=40.7, b=3.25, share=0.5, n=12) == "+40,7 against 3,25, 50% of 12 deals"
    assert plural.format(3, mean=-1.5) == "3 deals, -1,5 on average"
    # Whole numbers and strings are left as they are.
    assert L_("{n} and {s}").format(n=1000, s="1.5") == "1000 and 1.5"


def test_an_unknown_sentence_stays_english() -> None:
    set_language("nl")
    assert _("A sentence no catalog has.") == "A sentence no catalog has."


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        set_language("fr")
    assert language() == "en"


@pytest.mark.parametrize(("environ", "lang"), [
    ({}, "en"),
    ({"LANG": "nl_NL.UTF-8"}, "nl"),
    ({"LANG": "nl_BE.UTF-8"}, "nl"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LC_ALL": "nl_NL.UTF-8", "LANG": "en_US.UTF-8"}, "nl"),
    ({"LC_ALL": "en_US.UTF-8", "LANG": "nl_NL.UTF-8"}, "en"),
    ({"LC_MESSAGES": "nl_NL", "LANG": "en_US.UTF-8"}, "nl"),
    ({"LC_ALL": "", "LANG": "nl_NL"}, "nl"),
])
def test_the_system_language(environ: dict[str, str], lang: str) -> None:
    assert detect_language(environ) == lang
