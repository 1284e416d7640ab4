"""At a table every bot gets only its seat's view: a bot that reads the whole state cannot sit.

Every bot of every game (its own and the generic ones) is seated at a free-play session, as the
opponents and as the advisor, and plays with a spy between it and the session: each call must
pass a ``View`` of the seat to move, never the state.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import tutor.play.session as session_module
from tutor.bots.registry import bot_names, make_bot
from tutor.errors import NotationError
from tutor.game import View
from tutor.play.session import PlaySession
from tutor.registry import get_plugin, implemented

CASES = [(g, name) for g in implemented() for name in bot_names(g)]


class Spy:
    """Wraps a bot; every ``choose`` argument is checked and kept."""

    def __init__(self, bot: Any, seen: list[Any]) -> None:
        self._bot = bot
        self._seen = seen

    def _check(self, view: Any) -> None:
        assert isinstance(view, View), type(view)
        # A state would let a bot act on the game or see other hands.
        assert not hasattr(view, "apply") and not hasattr(view, "clone"), type(view)
        self._seen.append(view)

    def choose(self, view: Any) -> Any:
        self._check(view)
        return self._bot.choose(view)

    def __getattr__(self, name: str) -> Any:
        if name == "advise" or name.startswith("choose_from"):
            raise AttributeError(name)  # only what the spy itself checks reaches the bot
        return getattr(self._bot, name)


class AdvisingSpy(Spy):
    """Wraps a bot that gives advice: ``advise`` is checked too."""

    def advise(self, view: Any) -> Any:
        self._check(view)
        return self._bot.advise(view)


def _sees_everything(game: str, name: str) -> bool:
    return bool(getattr(make_bot(game, name, random.Random(0), quick=True), "open_cards", False))


@pytest.mark.parametrize(("game", "name"), CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_every_bot_at_a_table_receives_only_views(game: str, name: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    plugin = get_plugin(game)
    if _sees_everything(game, name):
        with pytest.raises(NotationError, match="cannot sit at a table"):
            PlaySession(game, seed=1, human=plugin.human_seat, level=name, advisor="random")
        return
    seen: list[Any] = []

    def spied(game_id: str, bot: str, rng: random.Random, *, quick: bool = False) -> Any:
        wrapped = make_bot(game_id, bot, rng, quick=True)  # fast settings: the calls matter
        return AdvisingSpy(wrapped, seen) if hasattr(wrapped, "advise") else Spy(wrapped, seen)

    monkeypatch.setattr(session_module, "make_bot", spied)
    advises = hasattr(make_bot(game, name, random.Random(0), quick=True), "advise")
    session = PlaySession(game, seed=2, human=plugin.human_seat, level=name,
                          advisor=name if advises else plugin.advisor)
    hinted = False
    for _ in range(12):
        if session.state.is_terminal() or (hinted and len(seen) >= 3):
            break
        if session.human_to_move():
            if not hinted:
                session.hint()  # the advisor, too, sees only the learner's view
                hinted = True
            session.play(session.view().legal_actions[0])
        else:
            session.bot_step()
    assert hinted
    assert len(seen) >= 3
    assert {v.seat for v in seen} <= set(range(session.state.players))


def test_a_bot_that_sees_every_hand_is_refused_at_the_command_line() -> None:
    from tutor.cli import main

    games = [(g, n) for g, n in CASES if _sees_everything(g, n)]
    assert games, "the test needs such a bot (the Klaverjassen open-cards ceiling)"
    for game, name in games:
        assert main(["play", game, "--level", name]) == 2
