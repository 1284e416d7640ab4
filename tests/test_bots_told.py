"""What a learner reads of a bot's reasons (the table's log, the review) is told of the bot: one
sentence for each reason it would give the player it advises, naming the same cards, and never
addressing the reader ("you" meaning the bot), in English or in Dutch."""

from __future__ import annotations

import importlib
import random
import re
from collections import Counter
from collections.abc import Iterator

import pytest

from tutor.bots.base import Advice, Reason
from tutor.bots.registry import make_bot
from tutor.cards import cards_in_text
from tutor.i18n import set_language
from tutor.registry import get_plugin, plugins

#: A word that speaks to the reader, by language.
SECOND_PERSON = {"en": re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE),
                 "nl": re.compile(r"\b(je|jij|jou|jouw|jullie|jezelf)\b", re.IGNORECASE)}
TEXT_MODULES = ("tutor.bots.sampling_text", *(f"tutor.bots.{game}.text" for game in
                                              ("bezique", "casino", "gin", "klaverjas",
                                               "smousjas")))


def says_you(text: str) -> bool:
    return any(p.search(text) for p in SECOND_PERSON.values())


def bot_reasons() -> Iterator[tuple[str, Reason]]:
    for name in TEXT_MODULES:
        for key, value in vars(importlib.import_module(name)).items():
            if isinstance(value, Reason):
                yield f"{name}.{key}", value


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_no_reason_told_of_a_bot_addresses_the_reader(lang: str) -> None:
    set_language(lang)
    told = {name: str(r.it or r.you) for name, r in bot_reasons()}
    assert len(told) > 100
    assert [f"{name}: {text}" for name, text in told.items()
            if SECOND_PERSON[lang].search(text)] == []
    # The twin keeps the placeholders of the sentence it tells.
    for name, r in bot_reasons():
        if r.it is not None:
            fields = [set(re.findall(r"\{(\w+)", str(t))) for t in (r.you, r.it)]
            assert fields[0] == fields[1], name


def check_told(advice: Advice) -> None:
    assert len(advice.told) == len(advice.reasons), advice.reasons
    for said, told in zip(advice.reasons, advice.told, strict=True):
        assert Counter(cards_in_text(said)) == Counter(cards_in_text(told)), (said, told)
        assert not says_you(told), told


#: Every level a learner may seat, the generic sampler, and the Klaverjassen search's paths
#: that say more (the pure-Python horizon, the look-ahead).
BOTS = [(p.id, name) for p in plugins() for name in (*p.levels, "sampler")] + [
    ("klaverjassen", "expert-python"), ("klaverjassen", "expert-ahead")]


@pytest.mark.parametrize(("game", "name"), BOTS)
def test_every_bot_tells_each_reason_of_itself(game: str, name: str) -> None:
    """A round (at most 120 moves; 40 for the slow pure-Python search) with the bot in every
    seat, advice asked at each move, half of them in Dutch."""
    spec = get_plugin(game).spec
    rng = random.Random(f"told:{game}:{name}")
    bot = make_bot(game, name, random.Random(1), quick=True)
    state = spec.new_game(spec.rules_from_dict({}), 7)
    asked = 0
    try:
        for move in range(40 if name == "expert-python" else 120):
            seat = state.to_move()
            if state.is_terminal() or seat is None:
                break
            set_language("nl" if move % 2 else "en")
            advice = bot.advise(state.view(seat))
            check_told(advice)
            asked += bool(advice.reasons)
            legal = state.legal_actions()
            # Now and then another move, so that the round meets more kinds of positions.
            state.apply(advice.chosen if rng.random() < 0.8 else rng.choice(list(legal)))
    finally:
        set_language("en")
    assert asked >= 20


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("level", ["beginner", "club", "expert", "sampler"])
def test_a_casino_play_in_a_reason_is_never_the_subject_of_another_verb(
        lang: str, level: str) -> None:
    """A play's words are a clause ("♦9 trails", "♦9 legt bij"): a reason names it after a colon
    or as "the play ...", never as "♦9 trails takes nothing" or "♦9 legt bij pakt nu niets"."""
    import random

    from tutor.actions import action_forms, shown_action
    from tutor.bots.registry import make_bot
    from tutor.i18n import set_language
    from tutor.registry import get_spec

    spec = get_spec("casino")
    state = spec.new_game(spec.rules_from_dict({}), 6)
    bot = make_bot("casino", level, random.Random(1), quick=True)
    rng = random.Random(2)
    set_language(lang)
    try:
        forms = action_forms("casino")
        checked = 0
        for _ in range(20):
            seat = state.to_move()
            assert seat is not None
            advice = bot.advise(state.view(seat))
            plays = {shown_action(state.format_action(a), forms) for a in state.legal_actions()}
            for sentence in (*advice.reasons, *advice.told):
                for play in (p for p in plays if " " in p):
                    for m in re.finditer(re.escape(play) + r" (\w+)", sentence):
                        before = sentence[:m.start()].rstrip().split(" ")[-1:]
                        assert before and before[0] in ("play", "move", "zet"), (play, sentence)
                checked += 1
            state.apply(rng.choice(list(state.legal_actions())))
        assert checked > 20
    finally:
        set_language("en")
