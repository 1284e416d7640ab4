"""A fair table: while a round is in play the app never names a card the learner cannot see.

Whole deals are played through the app (the learner's moves by keys). Every line written to
the log is checked at the moment it appears: a card it names must not be hidden from the learner
both before and after the move that caused it (a card just played is fair to name). A move that
ends a round is judged against the table before it: the cards it plays and the cards its
scoring shows (the engine lays the hands open by the rules) are fair, nothing else hidden is.
Cards are compared as physical cards: in a game of several packs the log names each copy (``♠Q'``)
and the table draws a face without its copy, so a face drawn is fair while a copy of it is in
sight.
The bots' full reasons, which do name hidden cards, appear in the review once the round is over.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from test_zones import shown
from textual.widgets import Static

from tutor.bots.base import Advice
from tutor.cards import cards_in_text, copies_alike
from tutor.game import describe_for
from tutor.tui.app import Settings, create_app
from tutor.tui.table_base import ReviewScreen, TableScreen
from tutor.tui.widgets import PICK_KEYS, ChoiceRow


@pytest.fixture(autouse=True)
def _no_terminal_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COLORFGBG", raising=False)


def faces(cards: Any) -> set[tuple[Any, Any]]:
    return {(c.suit, c.rank) for c in cards}


def seen_on_board(table: TableScreen) -> set[Any]:
    """The cards a zone table shows (another table: none); the board is checked card by card
    against the hidden ones by the protocol suite."""
    board = getattr(table, "board", None)
    return set(board().visible()) if callable(board) else set()


class Watch:
    """Every log line, checked against what the learner could see when it was written; and the
    table itself (the board, the prompt, the row of choices) each time it is drawn."""

    def __init__(self, table: TableScreen) -> None:
        self.table = table
        self.before: set[Any] = self.hidden()
        #: After a move that ended a round: the cards it was fair to name (else ``None``).
        self.excused: set[Any] | None = None
        self.lines = 0
        self.drawn = 0
        self.leaks: list[str] = []

    def moved(self, action: Any, out: Any) -> None:
        """Note what a move that ends a round may name: its own cards and its scoring's."""
        s = self.table.session
        assert s.spec.scores is not None
        scoring = [e for e in out.events if s.spec.scores(e) is not None]
        if not scoring:
            self.excused = None
            return
        shown = set(cards_in_text(str(action)))
        for e in scoring:
            shown |= set(cards_in_text(describe_for(e, s.human)))
        self.excused = shown

    def hidden(self) -> set[Any]:
        s = self.table.session
        assert s.spec.hidden_cards is not None
        return set(s.spec.hidden_cards(s.state, s.human))

    def screen(self) -> None:
        """The board, the prompt and the choices as drawn now name no card hidden now."""
        t = self.table
        texts = [shown(t.query_one("#board", Static).content),
                 shown(t.query_one("#prompt", Static).content)]
        row = t.query_one("#hand", ChoiceRow)
        texts += [ch.label for ch in row.choices]
        hidden = self.hidden()
        # A face drawn names no copy: it is fair while a copy of it is in sight.
        in_sight = faces(seen_on_board(t) - hidden)
        named = faces(c for text in texts for c in cards_in_text(text)) - in_sight
        self.drawn += 1
        if (named & faces(hidden) or any(ch.card in hidden for ch in row.choices)
                or seen_on_board(t) & hidden):
            self.leaks.append(" / ".join(texts))

    def line(self, line: Text | str) -> None:
        text = line.plain if isinstance(line, Text) else line
        self.lines += 1
        ended = self.excused is not None
        secret = self.before - (self.excused or set()) if ended else self.hidden() & self.before
        named = set(cards_in_text(text)) & secret
        if named:
            self.leaks.append(text)


def watch(table: TableScreen, monkeypatch: pytest.MonkeyPatch) -> Watch:
    w = Watch(table)
    session = table.session
    write = table.log_line
    apply_bot, play = session.apply_bot_action, session.play

    def log_line(line: Text | str) -> None:
        w.line(line)
        write(line)

    def apply_bot_action(seat: int, action: Any, advice: Advice | None) -> Any:
        w.before = w.hidden()
        out = apply_bot(seat, action, advice)
        w.moved(action, out)
        return out

    def human_play(action: Any) -> Any:
        w.before = w.hidden()
        out = play(action)
        w.moved(action, out)
        return out

    refresh_table = table.refresh_table

    def refreshed() -> None:
        refresh_table()
        w.screen()

    monkeypatch.setattr(table, "refresh_table", refreshed)
    monkeypatch.setattr(table, "log_line", log_line)
    monkeypatch.setattr(session, "apply_bot_action", apply_bot_action)
    monkeypatch.setattr(session, "play", human_play)
    return w


def spy_held_back(table: TableScreen, monkeypatch: pytest.MonkeyPatch,
                  shown_now: list[str] | None = None) -> list[str]:
    """The reasons the table kept out of the log during the round (and in ``shown_now`` those
    it let the log show)."""
    held: list[str] = []
    shown_reasons = table.shown_reasons

    def spy(advice: Advice | None, start: int = 0) -> list[str]:
        shown = shown_reasons(advice, start)
        if advice is not None:
            held.extend(r for r in advice.told[start:] if r not in shown)
        if shown_now is not None:
            shown_now.extend(shown)
        return shown

    monkeypatch.setattr(table, "shown_reasons", spy)
    return held


async def play_rounds(pilot: Any, table: TableScreen, rounds: int, seed: int) -> list[str]:
    """Play ``rounds`` rounds by keys (a random legal choice each time); the review screens'
    text, one string per round."""
    rng = random.Random(seed)
    reviews: list[str] = []
    for _ in range(2000):
        await pilot.pause()
        app = pilot.app
        if isinstance(app.screen, ReviewScreen):
            log = app.screen.query_one("#review")
            # One line of text: the review wraps long reasons.
            reviews.append(" ".join(" ".join(str(line.text) for line in log.lines).split()))
            await pilot.press("escape")
            if len(reviews) >= rounds:
                return reviews
            continue
        s = table.session
        if s.state.is_terminal():
            break
        if table.thinking or not s.human_to_move():
            continue
        row = table.query_one("#hand", ChoiceRow)
        legal = set(s.view().legal_actions)
        picks = [i for i, ch in enumerate(row.choices)
                 if (ch.action in legal or ch.card is not None) and i < len(PICK_KEYS)]
        # A card that is not legal is refused with the rule (fair: it names the learner's own
        # cards); try another.
        i = rng.choice(picks)
        await pilot.press(PICK_KEYS[i] if PICK_KEYS[i] != "-" else "minus")
    raise AssertionError(f"only {len(reviews)} rounds were reviewed")


@pytest.mark.parametrize(("game", "level"), [("klaverjassen", "club"),
                                             ("gin-rummy", "baseline"),
                                             ("smousjas", "club"),
                                             ("vijfhonderden", "expert"),
                                             ("bezique", "beginner")])
async def test_no_line_during_a_round_names_a_hidden_card(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, level: str) -> None:
    settings = Settings(data_dir=tmp_path, levels={game: level}, bot_delay=0.0, review=True,
                        advisors={game: level}, seed=11)
    app = create_app(settings, start=game)
    async with app.run_test(size=(100, 30)) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        w = watch(table, monkeypatch)
        shown: list[str] = []
        held = spy_held_back(table, monkeypatch, shown)
        reviews = await play_rounds(pilot, table, 2 if game == "gin-rummy" else 1, seed=3)
        assert w.lines > 10 and w.drawn > 10
        assert not w.leaks, "lines naming hidden cards:\n" + "\n".join(w.leaks)
        # The bots' reasons, held back during the round, are all in its review (its identical
        # cards alike, as the table shows them).
        assert all("How the bots decided" in r for r in reviews)
        assert held, "no reason was held back: the test did not meet a revealing one"
        # (The next round may have begun while the last review was worked out: its reasons
        # wait for its own review.)
        pending = {r for note in table.bot_notes for r in note.reasons}
        assert all(any(copies_alike(" ".join(r.split())) in review for review in reviews)
                   for r in held if r not in pending)
        # A bot's reasons, in the log and in the review, are told of the bot: no "you".
        bots = [r.split("How the bots decided", 1)[1] for r in reviews]
        assert shown and not [r for r in shown + bots if re.search(r"\byou(r)?\b", r, re.I)]
        # The same cards replayed with the advisor's bot in the learner's seat, kept.
        assert all("with the same cards: you" in r for r in reviews)
        assert len(app.store.duplicates(game)) == len(reviews)


async def test_a_reason_naming_a_hidden_card_waits_for_the_review(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, levels={"klaverjassen": "beginner"}, bot_delay=0.0,
                        review=False, advisors={"klaverjassen": "beginner"}, seed=5)
    app = create_app(settings, start="klaverjassen")
    async with app.run_test(size=(100, 30)):
        table = app.screen
        assert isinstance(table, TableScreen)
        s = table.session
        assert s.spec.hidden_cards is not None
        secret = sorted(s.spec.hidden_cards(s.state, s.human), key=str)[0]
        mine = s.view().hand[0]
        advice = Advice(seat=3, chosen=None, actions=(), told=(
            f"West holds {secret} so the {secret} beats it.", f"It keeps {mine} for later.",
            "Nothing to lose."))
        assert table.shown_reasons(advice) == [f"It keeps {mine} for later.", "Nothing to lose."]
