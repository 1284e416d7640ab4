"""Typed answers that fit several moves: the judge names them and the app offers them as a choice.

No shipped game has two moves one face can mean yet (games with several packs will); a small
state with two copies of one card stands in for one.
"""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.widgets import Input, OptionList, Static

from tutor.errors import IllegalActionError, NotationError
from tutor.teach.lesson import Lesson
from tutor.teach.steps import PLAY, PlayJudge, Step
from tutor.tui.teach import LessonScreen


class TwoCopies:
    """A position in which ♠Q' lies open on the table and ♠Q'' is in the hand: "♠Q" fits both."""

    LEGAL = ("♠Q'", "♠Q''", "♥7")

    def legal_actions(self) -> tuple[str, ...]:
        return self.LEGAL

    def format_action(self, action: str) -> str:
        return action

    def parse_action(self, text: str) -> str:
        t = text.strip()
        if not t.startswith(("♠", "♥")):
            raise NotationError(f"not a card: {t!r}")
        return t

    def check(self, action: str) -> None:
        if action not in self.LEGAL:
            raise IllegalActionError(f"{action} is not yours to play")

    def clone(self) -> TwoCopies:
        return self

    def apply(self, action: str) -> list[Any]:
        return []


def step() -> Step:
    return Step(PLAY, 1, caption="", question="Which queen do you play?",
                judge=PlayJudge(TwoCopies(), ("♠Q''",)), explain="The one in your hand.")


def test_a_face_that_fits_two_moves_asks_which() -> None:
    fb = step().submit("♠Q")
    assert not fb.correct and not fb.readable  # not counted as an attempt
    assert fb.choices == ("♠Q'", "♠Q''")
    assert "fits more than one move" in fb.engine and "♠Q' or ♠Q''" in fb.engine


def test_a_move_typed_in_full_is_judged() -> None:
    assert step().submit("♠Q''").correct
    wrong = step().submit("♠Q'")
    assert not wrong.correct and wrong.readable and not wrong.choices
    refused = step().submit("♥8")
    assert not refused.correct and "not yours to play" in refused.engine


class Host(App[None]):
    def on_mount(self) -> None:
        lesson = Lesson("t", "klaverjassen", "Two queens", "beginner", (), {}, "", (step(),),
                        "t.md", {})
        self.push_screen(LessonScreen(lesson, None))


async def test_the_app_offers_the_moves_and_judges_the_one_picked() -> None:
    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        which = app.screen.query_one("#which", OptionList)
        assert not which.display
        app.screen.query_one("#answer", Input).value = "♠Q"
        await pilot.press("enter")
        await pilot.pause()
        assert which.display and which.option_count == 2
        assert [str(which.get_option_at_index(i).prompt) for i in range(2)] == ["♠Q'", "♠Q''"]
        assert app.focused is which
        await pilot.press("down", "enter")  # the second: the queen in the hand
        await pilot.pause()
        await pilot.pause()
        feedback = app.screen.query_one("#feedback", Static).content
        assert "Right." in str(feedback)
        assert not which.display
