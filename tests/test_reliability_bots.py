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
from tutor.bots.registry import advisor_names, bot_names, make_advisor, make_bot
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
            PlaySession(game, seed=1, human=plugin.human_seat, level=name, advisor="sampler")
        return
    seen: list[Any] = []

    def spied(game_id: str, bot: str, rng: random.Random, *, quick: bool = False) -> Any:
        wrapped = make_bot(game_id, bot, rng, quick=True)  # fast settings: the calls matter
        return AdvisingSpy(wrapped, seen) if hasattr(wrapped, "advise") else Spy(wrapped, seen)

    def spied_advisor(game_id: str, bot: str, rng: random.Random, *, quick: bool = False) -> Any:
        return AdvisingSpy(make_advisor(game_id, bot, rng, quick=True), seen)

    monkeypatch.setattr(session_module, "make_bot", spied)
    monkeypatch.setattr(session_module, "make_advisor", spied_advisor)
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


# Bots that only choose (the random bot) or read every hand (the open-cards ceiling) cannot give
# hints or judge a review; every way such a level can be asked for is refused with a sentence.
NOT_ADVISING = [(g, n) for g, n in CASES if n not in advisor_names(g)]


def test_the_advisors_are_the_bots_that_value_moves_from_a_view() -> None:
    assert ("klaverjassen", "open-cards") in NOT_ADVISING
    assert ("klaverjassen", "open-play") in NOT_ADVISING
    for game in implemented():
        assert "random" not in advisor_names(game)
        assert get_plugin(game).advisor in advisor_names(game)
        assert set(advisor_names(game)) | {n for g, n in NOT_ADVISING if g == game} \
            == set(bot_names(game))


@pytest.mark.parametrize(("game", "name"), NOT_ADVISING, ids=[f"{g}-{n}" for g, n in NOT_ADVISING])
def test_a_review_by_a_bot_that_cannot_advise_is_refused(
        game: str, name: str, tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    from tutor.cli import main

    path = tmp_path / "r.json"
    assert main(["selfplay", game, "--deals", "1", "--seed", "3", "--record", str(path)]) == 0
    capsys.readouterr()
    seat = "P2" if get_plugin(game).spec.id != "klaverjassen" else "E"
    code = main(["review", str(path), "--seat", seat, "--level", name, "--quick"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "Traceback" not in err
    assert f"the {name} bot of {get_plugin(game).id} cannot give hints or judge a review" in err
    assert get_plugin(game).advisor in err  # the levels that can are named


@pytest.mark.parametrize("name", ["random", "open-cards", "nobody"])
def test_a_session_refuses_an_advisor_that_cannot_advise(name: str) -> None:
    with pytest.raises(NotationError, match="choose from"):
        PlaySession("casino", seed=1, human=1, level="beginner", advisor=name)


@pytest.mark.parametrize("advisor", ["random", "open-cards", "retired-bot"])
async def test_a_save_naming_an_advisor_that_cannot_advise_resumes_with_the_games_own(
        tmp_path: Any, advisor: str) -> None:
    """The learner's game is kept; hints come from the game's advisor, and ``h`` works."""
    import json

    from tutor.play.session import save_path
    from tutor.tui.app import Settings, create_app
    from tutor.tui.table_base import TableScreen

    game = "klaverjassen"
    session = PlaySession(game, seed=3, human=2, level="beginner", advisor="beginner")
    while not session.human_to_move():
        session.bot_step()
    path = save_path(tmp_path, game)
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["session"]["advisor"] = advisor
    path.write_text(json.dumps(data), encoding="utf-8")

    resumed = PlaySession.load(path, game=game)
    assert resumed.advisor_level == get_plugin(game).advisor
    assert resumed.actions == session.actions
    assert resumed.notes and advisor in resumed.notes[0]

    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                              levels={game: "beginner"}), start=game)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table.session.actions == session.actions
        await pilot.press("h")
        for _ in range(400):
            await pilot.pause(0.05)
            if table.last_hint is not None:
                break
        assert table.last_hint is not None and app.is_running
    assert not list((tmp_path / "saves").glob("*.unreadable*"))


async def test_an_app_told_to_advise_with_the_random_bot_says_so_and_stays_open(
        tmp_path: Any) -> None:
    from tutor.tui.app import HomeScreen, Settings, create_app

    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                              levels={"casino": "beginner"}, advisors={"casino": "random"}),
                     start="casino")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen) and app.is_running
        said = " ".join(str(n.message) for n in app._notifications)
        assert "cannot give hints or judge a review" in said
