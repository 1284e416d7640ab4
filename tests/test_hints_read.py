"""A hint leads with the move and its idea, then one line of evidence from the advisor's values;
the full reasoning comes on a second ``h``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import RichLog

from tutor.bots.base import RULE_ORDER, ActionValue, Advice
from tutor.tui.table_base import TableScreen, hint_evidence


def advice(*values: tuple[float, float | None], extra: dict[str, Any] | None = None) -> Advice:
    actions = tuple(ActionValue(f"a{k}", f"♣{k + 2}", v, stderr=se)
                    for k, (v, se) in enumerate(values))
    return Advice(seat=1, actions=actions, chosen="a0", reasons=("first reason", "second"),
                  extra=extra or {})


@pytest.mark.parametrize(("values", "words"), [
    (((1.04, None), (0.5, None)), "It is worth +1.0 points on average (your side's points minus "
                                  "the others'), 0.5 more than ♣3, the next best."),
    (((-0.77, 0.34), (-0.78, 0.33)), "as much as ♣3."),
    (((1.5, 0.3), (1.0, 0.3)), "level with ♣3: 0.5 apart, within the sampling error (± 0.8)."),
    (((-0.01, None), (-2.0, None)), "It is worth as much to your side as to the others on "
                                    "average, 2.0 more than ♣3, the next best."),
    (((3.0, None),), "It is your only legal move."),
])
def test_the_evidence_line(values: Any, words: str) -> None:
    [line] = hint_evidence(advice(*values), ())
    assert words in line and "-0.0" not in line


def test_a_rule_order_gives_its_first_reason_and_no_points() -> None:
    assert hint_evidence(advice((2, None), (1, None), extra={"values": RULE_ORDER}),
                         ()) == ["first reason"]


def log_text(table: TableScreen) -> str:
    return "\n".join(str(line.text) for line in table.query_one("#log", RichLog).lines)


async def test_h_then_h_again_at_the_casino_table(tmp_path: Path) -> None:
    from tutor.tui.app import Settings, create_app

    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=3,
                              levels={"casino": "beginner"}, advisors={"casino": "expert"}),
                     start="casino")
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        for _ in range(200):
            await pilot.pause()
            if not table.thinking and table.session.human_to_move():
                break
        await pilot.press("h")
        for _ in range(400):
            await pilot.pause(0.05)
            if table.last_hint is not None:
                break
        shown = log_text(table)
        hint = shown[shown.index("Hint: "):]
        lines = hint.splitlines()
        assert lines[0].startswith("Hint: ") and "It is worth" in hint
        assert "sampled deals" not in hint  # the numbers wait for the second press
        assert lines[-1] == "Press h again for the bot's full reasoning."
        await pilot.press("h")
        await pilot.pause()
        more = log_text(table)[len(shown):]
        assert "The bot's reasoning for the hint:" in more and "sampled deals" in more
