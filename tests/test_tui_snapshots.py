"""SVG snapshots of each screen at 80x24 and 120x40 (update with --snapshot-update)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tutor.tui.app import Settings, create_app
from tutor.tui.kj_table import KlaverjasTable

SIZES = [(80, 24), (120, 40)]


@pytest.fixture(autouse=True)
def _no_terminal_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "auto" colours follow COLORFGBG: the tests must not depend on the terminal."""
    monkeypatch.delenv("COLORFGBG", raising=False)


def app_for(tmp_path: Path, start: str | None = None) -> Any:
    return create_app(Settings(data_dir=tmp_path, level="beginner", bot_delay=0.0,
                               review=False, advisor="beginner", seed=5), start=start)


async def wait_for_human(pilot: Any) -> None:
    table = pilot.app.screen
    assert isinstance(table, KlaverjasTable)
    for _ in range(400):
        await pilot.pause()
        if not table.thinking and table.session.human_to_move():
            break
    await settled(pilot)


async def settled(pilot: Any) -> None:
    """Let rendering finish (Markdown and lists lay out over a few frames)."""
    for _ in range(5):
        await pilot.pause()
    await pilot.wait_for_scheduled_animations()


@pytest.mark.parametrize("size", SIZES)
def test_home(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    assert snap_compare(app_for(tmp_path), terminal_size=size, run_before=settled)


@pytest.mark.parametrize("size", SIZES)
def test_rules(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def before(pilot: Any) -> None:
        await pilot.press("r")
        await settled(pilot)

    assert snap_compare(app_for(tmp_path), terminal_size=size, run_before=before)


@pytest.mark.parametrize("size", SIZES)
def test_klaverjas_table(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    assert snap_compare(app_for(tmp_path, "klaverjassen"), terminal_size=size,
                        run_before=wait_for_human)


@pytest.mark.parametrize("size", SIZES)
def test_klaverjas_table_values_and_monitor(snap_compare: Any, tmp_path: Path,
                                            size: tuple[int, int]) -> None:
    async def before(pilot: Any) -> None:
        await wait_for_human(pilot)
        await pilot.press("v", "m")

    assert snap_compare(app_for(tmp_path, "klaverjassen"), terminal_size=size,
                        run_before=before)


@pytest.mark.parametrize("size", SIZES)
def test_lesson_exercise(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = create_app(Settings(data_dir=tmp_path, seed=5), lesson="kj-rotterdam")

    async def before(pilot: Any) -> None:
        from textual.widgets import Input

        await pilot.press("ctrl+n")
        # A blinking cursor would make the picture depend on the moment it is taken.
        pilot.app.screen.query_one(Input).cursor_blink = False
        await settled(pilot)

    assert snap_compare(app, terminal_size=size, run_before=before)


@pytest.mark.parametrize("size", SIZES)
def test_gin_table_with_match_chart(snap_compare: Any, tmp_path: Path,
                                    size: tuple[int, int]) -> None:
    from tui_helpers import save_gin_match

    from tutor.tui.gin_table import GinTable

    save_gin_match(tmp_path, 5)
    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                              gin_level="baseline", gin_advisor="baseline"), start="gin-rummy")

    async def before(pilot: Any) -> None:
        table = pilot.app.screen
        assert isinstance(table, GinTable)
        for _ in range(400):
            await pilot.pause()
            if not table.thinking and table.session.human_to_move():
                break
        await settled(pilot)

    assert snap_compare(app, terminal_size=size, run_before=before)


def light(tmp_path: Path) -> None:
    """Save the light colours as the learner's choice."""
    (tmp_path / "settings.json").write_text('{"colours": "light", "level": "beginner"}',
                                            encoding="utf-8")


@pytest.mark.parametrize("size", SIZES)
def test_home_light(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    light(tmp_path)
    assert snap_compare(app_for(tmp_path), terminal_size=size, run_before=settled)


@pytest.mark.parametrize("size", SIZES)
def test_klaverjas_table_light(snap_compare: Any, tmp_path: Path,
                               size: tuple[int, int]) -> None:
    light(tmp_path)

    async def before(pilot: Any) -> None:
        await wait_for_human(pilot)
        await pilot.press("h")  # the hint's lines use the theme's success colour
        table = pilot.app.screen
        for _ in range(200):
            await pilot.pause()
            if table.last_hint is not None:
                break
        await settled(pilot)

    assert snap_compare(app_for(tmp_path, "klaverjassen"), terminal_size=size,
                        run_before=before)


@pytest.mark.parametrize("size", SIZES)
def test_gin_puzzle(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """The facts lines draw their cards as the hands do: red suits red."""
    app = create_app(Settings(data_dir=tmp_path, seed=5), puzzles=True, game="gin-rummy",
                     theme="rules-option")

    async def before(pilot: Any) -> None:
        from textual.widgets import Input

        pilot.app.screen.query_one(Input).cursor_blink = False
        await settled(pilot)

    assert snap_compare(app, terminal_size=size, run_before=before)
