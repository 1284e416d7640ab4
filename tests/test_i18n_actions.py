"""The notation's words in the reader's language: an action (``♥3 builds 8 on ♦5``) is shown to
a Dutch reader in Dutch (``♥3 bouwt 8 op ♦5``), and what is shown reads back, as the English
does; files keep the English words."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tutor.actions import action_forms, shown_action, shown_for, typed_action
from tutor.i18n import set_language
from tutor.registry import get_plugin

#: The notation's English words, by game, that a Dutch reader should not meet.
ENGLISH = {
    "casino": r"\b(trails|takes|builds|raises|calls|on|to)\b",
    "gin-rummy": r"\b(stock|pile|knock|melds|layoff)\b",
    "smousjas": r"\b(reject|swap|take|covered|turned)\b",
    "vijfhonderden": r"\b(reject|swap|take|covered|turned)\b",
    "bezique": r"\b(pass)\b",
    "rubicon": r"\b(pass)\b",
    "fildinski": r"\b(pass)\b",
    "klaverjassen": r"\b(pass)\b",
}


def states(game: str, seeds: int = 3, moves: int = 120) -> list:
    """States met in a few random games of ``game``."""
    spec = get_plugin(game).spec
    out = []
    for seed in range(seeds):
        state = spec.new_game(spec.rules_from_dict({}), seed)
        rng = random.Random(seed)
        for _ in range(moves):
            if state.is_terminal():
                break
            out.append(state.clone())
            state.apply(rng.choice(list(state.legal_actions())))
    return out


@pytest.mark.parametrize("game", sorted(ENGLISH))
def test_every_action_is_shown_in_dutch_and_reads_back(game: str) -> None:
    forms = action_forms(game)
    assert forms, game
    words = re.compile(ENGLISH[game], re.IGNORECASE)
    seen = 0
    for state in states(game):
        for action in state.legal_actions():
            canonical = state.format_action(action)
            set_language("en")
            assert shown_action(canonical, forms) == canonical
            set_language("nl")
            shown = shown_action(canonical, forms)
            assert not words.search(shown), shown
            assert state.parse_action(shown) == state.parse_action(canonical), shown
            seen += shown != canonical
    assert seen, f"no {game} action reads differently in Dutch"


def test_the_english_words_are_read_in_any_language() -> None:
    set_language("nl")
    forms = action_forms("casino")
    assert typed_action("♥3 builds 8 on ♦5", forms) == "♥3 builds 8 on ♦5"
    assert typed_action("♥3  BOUWT 8 op ♦5", forms) == "♥3 builds 8 on ♦5"
    assert typed_action("♥2 verhoogt [♠3 ♦5] tot 10", forms) == "♥2 raises [♠3 ♦5] to 10"
    assert typed_action("♥7 legt bij", forms) == "♥7 trails"
    assert typed_action("iets anders", forms) == "iets anders"
    set_language("en")
    assert typed_action("♥8 pakt ♣8", forms) == "♥8 takes ♣8"  # whatever the language spoken


def test_a_card_is_shown_in_the_readers_letters() -> None:
    set_language("nl")
    assert action_forms("no-such-game") == ()
    assert shown_for("no-such-game", "♥Q") == "♥V" and shown_for("klaverjassen", "♥Q") == "♥V"
    assert shown_for("gin-rummy", "knock ♠K") == "klop ♠H"


def test_a_dutch_casino_lesson_reads_and_shows_its_moves_in_dutch() -> None:
    from tutor.tui.teach import lessons_for

    set_language("nl")
    words = re.compile(ENGLISH["casino"])
    steps = [s for les in lessons_for("casino") for s in les.steps if s.kind == "play"]
    assert steps
    for step in steps:
        first = step.solution().split(" of ")[0]
        assert not words.search(step.solution()), step.solution()
        assert step.submit(first).correct, first
    build = next(s for s in steps if "bouwt" in s.solution())
    assert build.submit(build.canonical().split(" or ")[0]).correct  # the files' words too
    # A choice of moves shows them, and the engine's word on each, in Dutch.
    choices = [s for les in lessons_for("casino") for s in les.steps
               if s.kind == "choice" and any(" takes " in o for o in s.options)]
    assert choices
    for step in choices:
        said = step.submit(", ".join("abcdefgh"[: len(step.options)]))
        assert said.engine and not words.search(said.engine), said.engine
        assert not words.search(step.solution()), step.solution()


def test_a_dutch_review_names_the_moves_in_dutch() -> None:
    from tutor.bots.base import ActionValue, Advice
    from tutor.bots.review import Decision

    set_language("nl")
    advice = Advice(1, (ActionValue("x", "x", 2.0),), "x")
    said = Decision(4, "♥A builds 6 on ♠5", "♦6 takes ♠4 ♠6 ♥2", 11.0, advice,
                    "casino").describe()
    assert "je speelde ♥A bouwt 6 op ♠5; ♦6 pakt ♠4 ♠6 ♥2 was" in said


def test_a_refutation_names_the_moves_in_the_readers_words() -> None:
    from tutor.teach.proof import Proof, refutation

    proof = Proof(True, "", {"♣2 trails": 1.0, "♠4 trails": 3.0})
    assert refutation(proof, "♣2 trails", action_forms("casino")) == \
        "♣2 trails scores 2 points less than ♠4 trails."
    set_language("nl")
    said = refutation(proof, "♣2 trails", action_forms("casino"))
    assert "♣2 legt bij" in said and "♠4 legt bij" in said and "trails" not in said


async def test_what_a_casino_card_can_do_is_offered_in_dutch(tmp_path: Path) -> None:
    from tutor.tui.app import Settings, create_app
    from tutor.tui.widgets import ChoiceRow
    from tutor.tui.zone_table import ZoneTable

    app = create_app(Settings(data_dir=tmp_path, levels={"casino": "beginner"},
                              advisors={"casino": "beginner"}, bot_delay=0.0, review=False,
                              seed=5, language="nl"), start="casino")
    async with app.run_test(size=(100, 40)) as pilot:
        for _ in range(50):
            await pilot.pause()
            table = app.screen
            if isinstance(table, ZoneTable) and not table.thinking:
                break
        assert isinstance(table, ZoneTable)
        row = table.query_one("#hand", ChoiceRow)
        card = next(ch.card for ch in row.choices
                    if ch.card is not None and len(table.ways(ch.card)) > 1)
        table.picked = card
        table.refresh_table()
        labels = [ch.label for ch in row.choices]
        assert labels and any("legt bij" in x or "pakt" in x or "bouwt" in x for x in labels)
        assert not any(re.search(ENGLISH["casino"], x) for x in labels), labels


@pytest.mark.parametrize("game", sorted(ENGLISH))
def test_lessons_and_puzzles_name_every_move_in_dutch(game: str) -> None:
    from tutor.tui.teach import lessons_for, puzzles_for

    set_language("nl")
    words = re.compile(ENGLISH[game])
    steps = [s for les in lessons_for(game) for s in les.steps]
    steps += [s for p in puzzles_for(game) for s in p.steps]
    for step in steps:
        if step.kind not in ("play", "legal", "choice"):
            continue
        assert not words.search(step.solution()), step.solution()
        if step.kind == "choice":
            said = step.submit(", ".join("abcdefgh"[: len(step.options)])).engine
        elif step.kind == "legal":
            said = step.submit("-").engine
        else:
            continue
        assert not words.search(said), said
