"""A bot's reason in the table's log is written right under the move it explains, before what
the move caused (a trick taken, the cards drawn, the next deal)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text

from tutor.game import describe_for
from tutor.games.casino.engine import HandsDealt, RoundDealt
from tutor.games.smousjas.engine import Drew
from tutor.tui.app import Settings, create_app
from tutor.tui.table_base import TableScreen


def after_move(out: Any, game: str) -> bool:
    """Did the move cause what its reason must come before: Casino's next deal, Smousjas's
    draws?"""
    caused = (HandsDealt, RoundDealt) if game == "casino" else (Drew,)
    return any(isinstance(e, caused) for e in out.events[1:])


@pytest.mark.parametrize("game", ["casino", "smousjas"])
async def test_a_bot_reason_comes_before_what_its_move_caused(tmp_path: Path,
                                                               game: str) -> None:
    # The bots never move by themselves here (a long delay): the test plays the session and
    # hands the table each bot move to log.
    settings = Settings(data_dir=tmp_path, levels={game: "club"}, bot_delay=1000.0,
                        review=False, advisors={game: "club"}, seed=3)
    app = create_app(settings, start=game)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        s = table.session
        rng = random.Random(2)
        written: list[str] = []
        table.log_line = lambda line: written.append(  # type: ignore[method-assign]
            line.plain if isinstance(line, Text) else line)
        for _ in range(400):
            if s.human_to_move():
                s.play(rng.choice(list(s.view().legal_actions)))
                continue
            seat, action, advice = s.choose_bot_action()
            out = s.apply_bot_action(seat, action, advice)
            shown = table.shown_reasons(advice)
            if not (shown and after_move(out, game)):
                continue
            written.clear()
            table.log_bot(out, action, advice)
            first = describe_for(out.events[0], s.human)
            caused = [describe_for(e, s.human) for e in out.events[1:]]
            assert written[:2] == [first, "  " + shown[0]]
            assert written[2:] == caused
            return
        raise AssertionError("no bot move caused a deal or a draw")
