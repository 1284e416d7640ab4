"""Casino at the table and on the command line: the board as zones, the generic zone table in the
app, and ``tutor selfplay``, ``replay`` and ``position``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_casino_notation import EXAMPLE
from test_zones import shown

from tutor.cards import parse_cards
from tutor.cli import main
from tutor.games.casino.engine import new_game
from tutor.games.casino.notation import format_position, parse_position
from tutor.games.casino.rules import CasinoRules
from tutor.games.casino.table import board
from tutor.play.session import PlaySession
from tutor.zones import Kind, listing, plain


def test_the_board_shows_the_layout_with_owners_and_every_pile() -> None:
    st = parse_position(EXAMPLE)
    b = board(st.view(1))
    assert b.hand(1).cards == st.hand(1) and b.hand(0).hidden and b.hand(0).count == 4
    [layout] = b.of_kind(Kind.LAYOUT)
    assert layout.cards == st.loose_cards() and layout.count == 6
    assert [(g.label, g.owner, g.cards) for g in layout.groups] == [
        ("build of 8", 0, tuple(parse_cards("♦2 ♣6"))),
        ("call of 5", 1, tuple(parse_cards("♠5 ♥5")))]
    piles = b.of_kind(Kind.CAPTURED)
    assert [(z.owner, z.count) for z in piles] == [(0, 4), (1, 2)]
    assert piles[0].note == ""  # how many, not which: the learner counts the spades
    assert b.of_kind(Kind.STOCK)[0].count == 32
    assert b.heading == "round 2 · P1 5 · P2 3 (to 21)"
    assert b.track is not None and b.track.target == 21 and b.track.names == ("P1", "P2")
    lines = [plain(ln.parts) for ln in listing(b)]
    assert "Table: ♠3 ♥K; build of 8 (Player 1): ♦2 ♣6, call of 5 (Player 2): ♠5 ♥5." in lines
    assert "Match: P1 5, P2 3 (to 21); round 2." in lines and lines[-1] == "P2 to play."
    # A lesson may lay the other hand open.
    assert board(st.view(1), {0: st.hand(0)}).hand(0).cards == st.hand(0)


def test_partners_share_a_line_of_the_track() -> None:
    st = new_game(CasinoRules(players=4, partners=True, sweeps=True), 2)
    b = board(st.view(2))
    assert b.track is not None and b.track.names == ("N-S", "E-W")
    assert b.track.sides == ((0, 2), (1, 3)) and b.heading.startswith("round 1 · N-S 0 · E-W 0")
    assert all(z.note == "sweeps 0" for z in b.of_kind(Kind.CAPTURED))


async def test_casino_plays_on_the_generic_zone_table() -> None:
    from textual.app import App
    from textual.widgets import Static

    from tutor.tui.widgets import ChoiceRow
    from tutor.tui.zone_table import ZoneTable

    session = PlaySession("casino", seed=4, human=1, level="random", advisor="sampler")

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(ZoneTable(session, bot_delay=0.0, review=False))

    app = Host()
    async with app.run_test(size=(100, 30)) as pilot:
        table: Any = app.screen
        for _ in range(100):
            await pilot.pause()
            if session.human_to_move() and not table.thinking:
                break
        row = table.query_one("#hand", ChoiceRow)
        cards = {a.card for a in session.view().legal_actions}
        assert {ch.card for ch in row.choices} == cards
        text = shown(table.query_one("#board", Static).content)
        assert "Table" in text and "Stock" in text
        before = len(session.actions)
        for _ in range(3):  # a card with several plays asks which one first
            await pilot.press("1")
            await pilot.pause()
            if len(session.actions) > before:
                break
        assert len(session.actions) > before


def test_selfplay_replay_and_position_on_the_command_line(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    record = tmp_path / "game.json"
    assert main(["selfplay", "casino", "--deals", "1", "--seed", "3", "--rule", "players=3",
                 "--record", str(record)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Round 1 (P1 dealt):") and "The game stops after 1 round" in out
    assert main(["replay", str(record)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Casino: 3 players, game to 21, stop after 1 round, seed 3")
    # The replay starts with the first round's deal: the table cards no play put there.
    first = new_game(CasinoRules(players=3, rounds=1), 3)
    table = " ".join(str(c) for c in first.loose_cards())
    assert out.splitlines()[1] == f"Round 1: P1 deals and P2 plays first. On the table: {table}."
    assert "takes the rest of the table" in out and "Round score:" in out
    assert main(["replay", str(record), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["terminal"] and len(data["returns"]) == 3
    position = tmp_path / "position.txt"
    position.write_text(EXAMPLE, encoding="utf-8")
    assert main(["position", "casino", str(position)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("casino position\n") and "# to move: P2; legal: " in out
    assert "♣5 takes [♠5 ♥5]" in out and "♠2 builds 5 on ♠3" in out
    # A finished game prints the match.
    over = new_game(CasinoRules(rounds=1), 1)
    while not over.is_terminal():
        over.apply(over.legal_actions()[0])
    position.write_text(format_position(over), encoding="utf-8")
    assert main(["position", "casino", str(position)]) == 0
    assert "# the game is over" in capsys.readouterr().out
    # Bad input: a clear message and status 2.
    position.write_text(EXAMPLE.replace("turn: P2", "turn: P9"), encoding="utf-8")
    assert main(["position", "casino", str(position)]) == 2
    assert "position.txt:16: bad seat 'P9'" in capsys.readouterr().err
