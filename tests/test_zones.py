"""The table as zones: the model, its two drawings, and the generic table that plays from it."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from rich.console import Console

from tutor.cards import parse_card, parse_cards
from tutor.games.gin import SPEC as gin_spec
from tutor.games.gin.table import board as gin_board
from tutor.games.klaverjas import SPEC as kj_spec
from tutor.games.klaverjas import engine as kj
from tutor.games.klaverjas.table import board as kj_board
from tutor.play.session import PlaySession
from tutor.tui.zones import board_renderable, lines_text
from tutor.zones import (
    Board,
    Group,
    Kind,
    Zone,
    fill,
    hand_parts,
    listing,
    place,
    plain,
    seat_marks,
    zone_lines,
)

NAMES = ("Player 1", "Player 2", "Player 3")


def shown(renderable: Any) -> str:
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


SHORT = ("P1", "P2", "P3")


def layout_board() -> Board:
    """Three players round an open layout with a build, captured piles and a score line."""
    hands = tuple(Zone(Kind.HAND, NAMES[s], owner=s, count=4, marks=seat_marks(s == 0, False),
                       cards=tuple(parse_cards("♠2 ♥9 ♦K ♣A")) if s == 0 else ())
                  for s in range(3))
    layout = Zone(Kind.LAYOUT, "Table", cards=tuple(parse_cards("♥5 ♣10")), count=4,
                  groups=(Group(tuple(parse_cards("♠3 ♦5")), "build of 8", owner=2),))
    captured = Zone(Kind.CAPTURED, "Your captures", owner=0, count=7)
    score = Zone(Kind.SCORE, "", note="Spades so far: P1 3, P2 1, P3 0")
    return Board(3, 0, (*hands, layout, captured, score), NAMES, SHORT, to_move=0)


def test_places_round_the_table() -> None:
    assert [place(s, 2, 4) for s in range(4)] == ["top", "right", "bottom", "left"]
    assert [place(s, 1, 2) for s in range(2)] == ["top", "bottom"]
    assert [place(s, 0, 3) for s in range(3)] == ["bottom", "left", "right"]


def test_fill_keeps_whole_sentences_and_cards_apart() -> None:
    parts = fill("{title}: {melds}; unmatched {cards}.", title="Melds",
                 melds=(), cards=parse_card("♣4"))
    assert parts == ("Melds", ": ", "; unmatched ", parse_card("♣4"), ".")
    assert plain(parts) == "Melds: ; unmatched ♣4."


def test_a_layout_with_builds_and_captures_reads_as_lines() -> None:
    b = layout_board()
    text = "\n".join(plain(line.parts) for line in listing(b))
    assert "Player 1  ♠ 2   ♥ 9   ♦ K   ♣ A (to play)" in text
    assert "Player 2  4 cards, face down" in text
    assert "Table: ♥5 ♣10; build of 8 (Player 3): ♠3 ♦5." in text
    assert "Your captures: 7 cards." in text
    assert "Spades so far: P1 3, P2 1, P3 0" in text
    assert text.endswith("P1 to play.")
    # The coloured drawing says the same words (a hand card by card, not by suit).
    coloured = lines_text(listing(b)).plain
    assert "Player 1  ♠2 ♥9 ♦K ♣A (to play)" in coloured
    assert coloured.splitlines()[1:] == text.splitlines()[1:]


def test_what_a_zone_shows() -> None:
    b = layout_board()
    assert b.hand(1).hidden and not b.hand(0).hidden
    assert set(b.visible()) == set(parse_cards("♠2 ♥9 ♦K ♣A ♥5 ♣10 ♠3 ♦5"))
    trick = Zone(Kind.TRICK, "Trick", played=((1, parse_card("♥K")), (2, parse_card("♥Q"))))
    assert plain(zone_lines(b, trick)[0].parts) == "Trick so far: P2 ♥K, P3 ♥Q."
    known = Zone(Kind.HAND, "Player 2", owner=1, count=10,
                 groups=(Group(tuple(parse_cards("♠5 ♠6")), "taken from the pile"),))
    assert known.hidden  # eight of its ten cards are face down


def test_klaverjassen_board_from_south() -> None:
    st = kj_spec.new_game(kj_spec.rules_from_dict({}), 3)
    while st.phase is not kj.Phase.PLAY:
        st.apply(st.legal_actions()[0])
    for _ in range(2):
        st.apply(st.legal_actions()[0])
    v = st.view(2)
    b = kj_board(v)
    assert b.hand(2).cards and all(b.hand(s).hidden for s in (0, 1, 3))
    trick = b.trick()
    assert trick is not None and [c for _, c in trick.played] == list(v.trick)
    assert b.trump is v.trump and b.track is not None and b.track.sides == ((0, 2), (1, 3))
    drawn = shown(board_renderable(b, {2: "you", 0: "club bot", 1: "club bot",
                                       3: "club bot"}))
    assert "North (club bot) · 8 cards" in drawn and "South (you) · 7 cards" in drawn
    assert f"West {v.hand_sizes[3]}" in drawn and f"East {v.hand_sizes[1]}" in drawn


def test_gin_board_groups_the_hand_and_shows_the_pile() -> None:
    st = gin_spec.new_game(gin_spec.rules_from_dict({}), 4)
    v = st.view(1)
    b = gin_board(v)
    mine = b.hand(1)
    assert len([*mine.visible()]) == len(v.hand) and mine.note.startswith("deadwood")
    pile = b.of_kind(Kind.PILE)[0]
    stock = b.of_kind(Kind.STOCK)[0]
    assert pile.cards == v.pile and stock.count == v.stock_size and stock.hidden
    assert b.hand(0).hidden and not b.hand(0).cards


async def test_any_game_with_a_board_plays_on_the_generic_table(tmp_path: Path) -> None:
    """The zone table on its own (no game's subclass): the legal actions are the choices."""
    from textual.app import App
    from textual.widgets import Static

    from tutor.tui.widgets import ChoiceRow
    from tutor.tui.zone_table import ZoneTable

    session = PlaySession("gin-rummy", seed=2, human=1, level="random", advisor="sampler")

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
        legal = list(session.view().legal_actions)
        assert [c.action for c in row.choices] == legal
        board = shown(table.query_one("#board", Static).content)
        assert "Stock" in board and "Discard pile" in board
        before = len(session.actions)
        await pilot.press("1")
        for _ in range(100):
            await pilot.pause()
            if len(session.actions) > before:
                break
        assert len(session.actions) > before


async def test_a_card_that_acts_in_several_ways_offers_them(tmp_path: Path) -> None:
    """On the generic table a card with several legal actions is chosen first, then what it
    does; Escape steps back."""
    from test_gin_arrangement import tie
    from textual.app import App
    from textual.widgets import Static

    from tutor.cards import parse_card
    from tutor.tui.widgets import ChoiceRow
    from tutor.tui.zone_table import ZoneTable

    session = PlaySession("gin-rummy", seed=1, human=0, level="baseline", advisor="baseline")
    session.state = tie()

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(ZoneTable(session, bot_delay=0.0, review=False))

    app = Host()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table: Any = app.screen
        row = table.query_one("#hand", ChoiceRow)
        king = parse_card("♣K")
        assert {ch.card for ch in row.choices if ch.card is not None} == set(
            session.view().hand)
        row.pick(next(i for i, ch in enumerate(row.choices) if ch.card == king))
        await pilot.pause()
        texts = [ch.label for ch in row.choices]
        assert texts == ["♣K", "knock ♣K", "knock ♣K melds ♠A ♠2 ♠3 / ♥6 ♥7 ♥8 ♥9"]
        assert "What does your ♣K do?" in str(table.query_one("#prompt", Static).content)
        await pilot.press("escape")
        await pilot.pause()
        assert table.picked is None and any(ch.card == king for ch in row.choices)
        row.pick(next(i for i, ch in enumerate(row.choices) if ch.card == king))
        await pilot.pause()
        row.pick(1)
        await pilot.pause()
        assert "knock ♣K" in session.actions


def test_one_card_is_a_card() -> None:
    b = layout_board()
    one = Zone(Kind.HAND, NAMES[1], owner=1, count=1)
    assert plain(hand_parts(one)) == "1 card, face down"
    stock = Zone(Kind.STOCK, "Stock", count=1)
    assert plain(zone_lines(b, stock)[0].parts) == "Stock: 1 card."
    drawn = shown(board_renderable(
        Board(2, 0, (Zone(Kind.HAND, "P1", owner=0, count=1, cards=(parse_card("♠2"),)), one),
              NAMES[:2], SHORT[:2]), {0: "you", 1: "bot"}))
    assert "Player 2 (bot) · 1 card" in drawn and "1 cards" not in drawn


def test_an_empty_table_says_so() -> None:
    empty = Zone(Kind.LAYOUT, "Table")
    assert plain(zone_lines(layout_board(), empty)[0].parts) == "Table: empty."
