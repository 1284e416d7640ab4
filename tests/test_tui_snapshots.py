"""SVG snapshots of each screen at 80x24 and 120x40 (update with --snapshot-update)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tutor.tui.app import Settings, create_app
from tutor.tui.games.klaverjas import KlaverjasTable

SIZES = [(80, 24), (120, 40)]


@pytest.fixture(autouse=True)
def _no_terminal_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "auto" colours follow COLORFGBG: the tests must not depend on the terminal."""
    monkeypatch.delenv("COLORFGBG", raising=False)


def app_for(tmp_path: Path, start: str | None = None) -> Any:
    return create_app(Settings(data_dir=tmp_path, levels={"klaverjassen": "beginner"},
                               bot_delay=0.0, review=False,
                               advisors={"klaverjassen": "beginner"}, seed=5), start=start)


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

    from tutor.tui.games.gin import GinTable

    save_gin_match(tmp_path, 5)
    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                              levels={"gin-rummy": "baseline"},
                              advisors={"gin-rummy": "baseline"}), start="gin-rummy")

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


def quiet_input(pilot: Any) -> None:
    """Stop the answer box's cursor blinking (the picture would depend on the moment)."""
    from textual.widgets import Input

    for box in pilot.app.screen.query(Input):
        box.cursor_blink = False


@pytest.mark.parametrize("size", SIZES)
def test_settings(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    async def before(pilot: Any) -> None:
        await pilot.press("s")
        await settled(pilot)

    assert snap_compare(app_for(tmp_path), terminal_size=size, run_before=before)


@pytest.mark.parametrize("size", SIZES)
def test_lesson_list(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """One lesson done and one started, so the list shows both marks and the cursor moved."""
    from tutor.teach.progress import ProgressStore
    from tutor.tui.teach import lessons_for

    first, second = lessons_for("klaverjassen")[:2]
    store = ProgressStore.open(tmp_path)
    store.save_lesson(first.id, "klaverjassen", 3, done=True)
    store.save_lesson(second.id, "klaverjassen", 1)
    store.close()
    app = create_app(Settings(data_dir=tmp_path, seed=5), lesson="", game="klaverjassen")
    assert snap_compare(app, terminal_size=size, run_before=settled)


@pytest.mark.parametrize("size", SIZES)
def test_klaverjas_puzzle(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    app = create_app(Settings(data_dir=tmp_path, seed=5), puzzles=True, game="klaverjassen")

    async def before(pilot: Any) -> None:
        quiet_input(pilot)
        await settled(pilot)

    assert snap_compare(app, terminal_size=size, run_before=before)


async def until_review(pilot: Any, play: Any) -> None:
    """Play the human's turns with ``play`` until the review of the first deal (or hand) is
    shown; the table behind waits for it to be read (nothing of the next round moves)."""
    from tutor.tui.table_base import ReviewScreen, TableScreen

    table = pilot.app.screen
    assert isinstance(table, TableScreen)
    for _ in range(2000):
        await pilot.pause()
        if isinstance(pilot.app.screen, ReviewScreen):
            break
        if not table.thinking and table.session.human_to_move():
            await play(pilot, table)
    assert isinstance(pilot.app.screen, ReviewScreen) and table.reviewing
    for _ in range(400):
        if not table.thinking:
            break
        await pilot.pause()
    await settled(pilot)


@pytest.mark.parametrize("size", SIZES)
def test_klaverjas_review(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """The review after the first deal, the human having played the first legal card each
    time."""
    from tutor.tui.widgets import ChoiceRow

    app = create_app(Settings(data_dir=tmp_path, levels={"klaverjassen": "beginner"},
                              bot_delay=0.0, review=True, advisors={"klaverjassen": "beginner"},
                              seed=5), start="klaverjassen")

    async def first_legal(pilot: Any, table: Any) -> None:
        view = table.session.view()
        row = table.query_one("#hand", ChoiceRow)
        index = next(i for i, ch in enumerate(row.choices) if ch.action in view.legal_actions)
        await pilot.press(str(index + 1))

    async def before(pilot: Any) -> None:
        await until_review(pilot, first_legal)

    assert snap_compare(app, terminal_size=size, run_before=before)


@pytest.mark.parametrize("size", SIZES)
def test_gin_review(snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """The review after the first hand, the human drawing from the stock and throwing the
    card shown last (the worst deadwood) each time."""
    from tutor.games.gin.engine import Phase
    from tutor.tui.widgets import ChoiceRow

    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=True, seed=5,
                              levels={"gin-rummy": "baseline"},
                              advisors={"gin-rummy": "baseline"}), start="gin-rummy")

    async def stock_and_last(pilot: Any, table: Any) -> None:
        view = table.session.view()
        if view.phase is Phase.DRAW:
            await pilot.press("s")
        elif view.phase is Phase.DISCARD:
            row = table.query_one("#hand", ChoiceRow)
            row.cursor = len(row.choices) - 1
            await pilot.press("enter")
        else:
            await pilot.press("1")

    async def before(pilot: Any) -> None:
        await until_review(pilot, stock_and_last)

    assert snap_compare(app, terminal_size=size, run_before=before)


@pytest.mark.parametrize("size", SIZES)
def test_casino_table_choosing_what_a_card_does(snap_compare: Any, tmp_path: Path,
                                                size: tuple[int, int]) -> None:
    """The Casino table from its zones, a few plays in, with a card that can act in several
    ways picked: its plays offered."""
    from tutor.tui.zone_table import ZoneTable

    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=3,
                              levels={"casino": "random"}, advisors={"casino": "sampler"}),
                     start="casino")

    async def turn(pilot: Any, table: Any) -> None:
        for _ in range(400):
            await pilot.pause()
            if not table.thinking and table.session.human_to_move():
                return

    async def before(pilot: Any) -> None:
        table = pilot.app.screen
        assert isinstance(table, ZoneTable)
        await turn(pilot, table)
        for _ in range(12):
            ways = {c: table.ways(c) for c in table.session.view().hand}
            many = [c for c, w in ways.items() if len(w) > 1]
            if many:
                row = table.query_one("#hand")
                row.pick(next(i for i, ch in enumerate(row.choices) if ch.card == many[0]))
                break
            table.human_plays(table.session.view().legal_actions[0])
            await turn(pilot, table)
        await settled(pilot)

    assert snap_compare(app, terminal_size=size, run_before=before)


async def _smousjas_turn(pilot: Any, table: Any) -> None:
    for _ in range(400):
        await pilot.pause()
        if not table.thinking and table.session.human_to_move():
            return


def _smousjas_app(tmp_path: Path, game: str) -> Any:
    return create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                               levels={game: "random"}, advisors={game: "sampler"}), start=game)


@pytest.mark.parametrize("size", SIZES)
def test_smousjas_table_declaring_and_choosing_what_a_card_does(
        snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """Smousjas from its zones at the first lead: the four-card sequence declared (d, then its
    number), then the ♦Q picked: it may be played or shown in the dubbel."""
    from tutor.tui.games.smousjas import SmousjasTable

    async def before(pilot: Any) -> None:
        table = pilot.app.screen
        assert isinstance(table, SmousjasTable)
        await _smousjas_turn(pilot, table)
        await pilot.press("d", "3")
        await _smousjas_turn(pilot, table)
        row = table.query_one("#hand")
        await pilot.press(str(1 + next(i for i, ch in enumerate(row.choices)
                                       if str(ch.card) == "♦Q")))
        await settled(pilot)

    assert snap_compare(_smousjas_app(tmp_path, "smousjas"), terminal_size=size,
                        run_before=before)


@pytest.mark.parametrize("size", SIZES)
def test_vijfhonderden_table_in_phase_two_of_the_second_deal(
        snap_compare: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """Vijfhonderden in phase 2 of its second deal (seeded random play): the card shown from
    the other hand, the roem, the points won, the phase-2 tricks and the match to 500."""
    import random

    from tutor.tui.games.smousjas import SmousjasTable

    async def before(pilot: Any) -> None:
        table = pilot.app.screen
        assert isinstance(table, SmousjasTable)
        rng = random.Random(2)
        for _ in range(400):
            await _smousjas_turn(pilot, table)
            v = table.session.view()
            if v.phase == 2 and v.deal_no == 2 and len(v.hand) < 6:
                break
            table.human_plays(rng.choice(v.legal_actions))
        await settled(pilot)

    assert snap_compare(_smousjas_app(tmp_path, "vijfhonderden"), terminal_size=size,
                        run_before=before)


@pytest.mark.parametrize("size", SIZES)
def test_bezique_table_listing_the_melds(snap_compare: Any, tmp_path: Path,
                                         size: tuple[int, int]) -> None:
    """Bezique from its zones (seeded random play) once the learner has won a trick and melds
    lie on the table: `d` lists the melds that may be declared, with their points, and drawing."""
    import random

    from tutor.games.bezique.engine import Declare
    from tutor.tui.games.bezique import BeziqueTable

    async def before(pilot: Any) -> None:
        table = pilot.app.screen
        assert isinstance(table, BeziqueTable)
        rng = random.Random(3)
        for _ in range(400):
            await _smousjas_turn(pilot, table)
            v = table.session.view()
            if (v.melder == v.seat and any(isinstance(a, Declare) for a in v.legal_actions)
                    and (v.table[0] or v.table[1])):
                break
            table.human_plays(rng.choice(v.legal_actions))
        await pilot.press("d")
        await settled(pilot)

    assert snap_compare(_smousjas_app(tmp_path, "bezique"), terminal_size=size,
                        run_before=before)


@pytest.mark.parametrize("size", SIZES)
def test_rubicon_table_with_melds_on_the_table(snap_compare: Any, tmp_path: Path,
                                               size: tuple[int, int]) -> None:
    """Rubicon Bezique from its zones (seeded random play): trump fixed by a meld, melded cards
    on the table, and the learner's row with the hand and the melded cards (marked ▴)."""
    import random

    from tutor.tui.games.bezique import BeziqueTable

    async def before(pilot: Any) -> None:
        table = pilot.app.screen
        assert isinstance(table, BeziqueTable)
        rng = random.Random(5)
        for _ in range(400):
            await _smousjas_turn(pilot, table)
            v = table.session.view()
            if (v.trump is not None and v.table[v.seat] and v.table[1 - v.seat]
                    and not v.trick and v.melder is None):
                break
            table.human_plays(rng.choice(v.legal_actions))
        await settled(pilot)

    assert snap_compare(_smousjas_app(tmp_path, "rubicon"), terminal_size=size,
                        run_before=before)


# The app in Dutch (``--lang nl``): the home screen, a table and a lesson.


def dutch_app(tmp_path: Path, **kw: Any) -> Any:
    return create_app(Settings(data_dir=tmp_path, levels={"klaverjassen": "beginner"},
                               bot_delay=0.0, review=False, advisors={"klaverjassen": "beginner"},
                               seed=5, language="nl"), **kw)


def test_home_in_dutch(snap_compare: Any, tmp_path: Path) -> None:
    assert snap_compare(dutch_app(tmp_path), terminal_size=SIZES[1], run_before=settled)


def test_klaverjas_table_in_dutch(snap_compare: Any, tmp_path: Path) -> None:
    assert snap_compare(dutch_app(tmp_path, start="klaverjassen"), terminal_size=SIZES[1],
                        run_before=wait_for_human)


def test_lesson_in_dutch(snap_compare: Any, tmp_path: Path) -> None:
    async def before(pilot: Any) -> None:
        from textual.widgets import Input

        await pilot.press("ctrl+n")
        pilot.app.screen.query_one(Input).cursor_blink = False
        await settled(pilot)

    assert snap_compare(dutch_app(tmp_path, lesson="kj-rotterdam"), terminal_size=SIZES[1],
                        run_before=before)
