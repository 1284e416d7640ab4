"""Smousjas and Vijfhonderden at the table: the board as zones, and the app's table played by keys
and clicks (declaring, afkeuren, mariages, the trump 7, the last two stock cards, uit, a deal
scored)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from sj_helpers import FIRST_TRICK, PHASE_TWO, build
from test_zones import shown

from tutor.bots.registry import make_bot
from tutor.cards import Card, parse_cards
from tutor.errors import IllegalActionError
from tutor.games.smousjas.engine import (
    OUT,
    SWAP,
    TAKE_TURNED,
    Declare,
    Mariage,
    Play,
    Reject,
    SmousjasState,
    TakeLast,
)
from tutor.games.smousjas.rules import SmousjasRules
from tutor.games.smousjas.table import board, round_totals
from tutor.tui.app import Settings, create_app
from tutor.tui.games.smousjas import SmousjasTable
from tutor.tui.widgets import PICK_KEYS, ChoiceRow
from tutor.zones import Kind, listing, plain


def card(text: str) -> Card:
    return parse_cards(text)[0]


def lines(st: SmousjasState, seat: int) -> list[str]:
    b = board(st.view(seat))
    return [plain(ln.parts) for ln in listing(b)]


# ---------------------------------------------------------------------------------------------
# The board


def test_the_board_shows_the_stock_the_declaration_and_the_match() -> None:
    st = build(*FIRST_TRICK)
    st.apply(st.parse_action("meld ♥Q ♥J ♥10"))
    mine = lines(st, 0)
    assert "Stock: 15 cards face down, ♥9 turned up." in mine
    assert "Trump ♥ harten; the trump 7 swap is open." in mine
    assert "Player 1 declares (20 unless rejected): ♥Q ♥J ♥10." in mine
    assert "Phase 1: any card; the winner draws first." in mine
    assert "Match: P1 0, P2 0 (to 500)." in mine
    # The other player sees the declared cards in the face-down hand, and no other card of it.
    theirs = lines(st, 1)
    assert theirs[0] == "Player 1  8 cards, face down; shown: ♥Q ♥J ♥10 (to play)"
    b = board(st.view(1))
    assert set(b.hand(0).visible()) == set(parse_cards("♥Q ♥J ♥10"))
    assert b.heading == "deal 1 · phase 1 · trump ♥ · P1 0 · P2 0 · to 500"


def test_the_board_says_whether_the_trump_7_may_be_swapped() -> None:
    holder = build("dealer: P2", "trump: ♥", "turned: ♥9", "P1: ♥7 ♠8 ♠9 ♥Q ♥J ♥10 ♣7 ♣8",
                   "P2: ♠10 ♠J ♦A ♦K ♦Q ♣9 ♣10 ♣J", "stock: 15 cards", "turn: P1")
    assert "Trump ♥ harten; swap your ♥7 for it." in lines(holder, 0)
    assert "Trump ♥ harten; the trump 7 swap is open." in lines(holder, 1)
    holder.apply(SWAP)
    assert "Stock: 15 cards face down, ♥7 turned up." in lines(holder, 1)
    assert "Trump ♥ harten; the trump 7 lies turned." in lines(holder, 1)
    # The turned ♥9, taken by the swap, is shown in the hand it went to.
    assert "shown: ♥9" in lines(holder, 1)[0]


def test_phase_two_shows_the_points_won_and_no_stock() -> None:
    st = build(*PHASE_TWO)
    drawn = lines(st, 1)
    assert "Player 1's tricks (24 points): 8 cards." in drawn
    assert "Player 2's tricks (26 points): 8 cards." in drawn
    assert "Phase 2: follow suit, trump, overtrump." in drawn
    assert not board(st.view(1)).of_kind(Kind.STOCK)
    # Vijfhonderden counts the phase-2 tricks: a player who takes none gives the other 100.
    vijf = build("dealer: P2", "trump: ♠", "turned: -", "stock: -",
                 "P1: ♠A ♠9 ♥A ♥K ♦7 ♣K ♣Q ♣7 ♣J", "P2: ♠J ♠10 ♠7 ♥Q ♦A ♦8 ♣A ♣8 ♥J",
                 "won P1: ♠K ♠Q ♥10 ♥9 ♥8 ♥7 ♦K ♦Q", "won P2: ♠8 ♦J ♦10 ♦9 ♣10 ♣9",
                 "turn: P1", rule_set="vijfhonderden")
    assert "Phase-2 tricks: P1 0, P2 0 (none gives the other 100)." in lines(vijf, 1)


def test_lives_and_the_kip_in_the_heading_and_the_score() -> None:
    st = build(*PHASE_TWO, "lives: 1 2", "round: 3", "kip: P1", lives=3)
    assert "Round 3; lives: P1 1, P2 2; P1 on the kip." in lines(st, 1)
    assert board(st.view(1)).heading.endswith(" · lives 1-2")


def test_the_track_follows_the_round_under_way() -> None:
    """A match for lives starts every round at 0: the chart shows the round's deals, ending at
    the match score; without lives, every deal."""
    for rules in ({"lives": 3}, {}):
        st = SmousjasState(SmousjasRules.from_dict({"rule-set": "smousjas", **rules}), seed=2)
        rng = random.Random(4)
        rounds = 0
        while not st.is_terminal() and st.round_no < 3 and len(st.results) < 30:
            st.apply(rng.choice(st.legal_actions()))
            totals = round_totals(st.view(1))
            assert (totals[-1] if totals else (0, 0)) == tuple(st.totals)
            rounds = st.round_no
        if rules:
            assert rounds >= 2


# ---------------------------------------------------------------------------------------------
# The app's table


def app_for(tmp_path: Path, game: str = "smousjas", review: bool = False) -> Any:
    return create_app(Settings(data_dir=tmp_path, levels={game: "random"}, bot_delay=0.0,
                               review=review, advisors={game: "sampler"}, seed=5), start=game)


async def my_turn(pilot: Any, table: SmousjasTable) -> None:
    for _ in range(400):
        await pilot.pause()
        if not table.thinking and table.session.human_to_move():
            return
    raise AssertionError("the learner's turn never came")


def screen_text(table: SmousjasTable) -> str:
    from textual.widgets import Static

    return "\n".join(shown(table.query_one(f"#{name}", Static).content)
                     for name in ("board", "prompt"))


def log_text(table: SmousjasTable) -> str:
    """The log as one line (its wrapped lines joined)."""
    return " ".join(" ".join(str(line.text) for line in table.query_one("#log").lines).split())


def row(table: SmousjasTable) -> ChoiceRow:
    return table.query_one("#hand", ChoiceRow)


async def press_choice(pilot: Any, table: SmousjasTable, action: Any) -> None:
    """Press the key under the choice of ``action`` (or of its card)."""
    choices = row(table).choices
    i = next(i for i, ch in enumerate(choices)
             if ch.action == action or (ch.card is not None and ch.card == action))
    key = PICK_KEYS[i]
    await pilot.press("minus" if key == "-" else key)
    await pilot.pause()


async def click_choice(pilot: Any, table: SmousjasTable, index: int) -> None:
    """Click the middle of choice ``index`` of the row."""
    a, b = row(table)._spans()[index]
    await pilot.click("#hand", offset=((a + b) // 2, 1))
    await pilot.pause()


async def until(pilot: Any, table: SmousjasTable, done: Any, seed: int = 1) -> None:
    """Play random legal actions (through the table) until ``done(view)`` on the learner's
    turn."""
    rng = random.Random(seed)
    for _ in range(2000):
        await my_turn(pilot, table)
        v = table.session.view()
        if done(v):
            return
        table.human_plays(rng.choice(v.legal_actions))
    raise AssertionError("never reached")


async def test_a_deal_at_the_smousjas_table_by_keys_and_clicks(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        table = app.screen
        assert isinstance(table, SmousjasTable)
        await my_turn(pilot, table)
        s = table.session
        v = s.view()
        text = screen_text(table)
        assert "Stock: 15 cards face down" in text and "Match: P1 0, P2 0 (to 500)." in text
        assert "Your lead: choose a card (d: meld, m: mariage)" in text
        # The whole hand is in the row; the log opens with the deal and the learner's hand.
        assert [ch.card for ch in row(table).choices] == list(board(v).hand(1).cards)
        log = log_text(table)
        assert "Deal 1: P1 deals 8 cards each and turns ♠J" in log and "Your hand:" in log

        # d lists the melds with their points; Escape goes back to the cards.
        melds = [a for a in v.legal_actions if isinstance(a, Declare)]
        await pilot.press("d")
        await pilot.pause()
        assert [ch.action for ch in row(table).choices] == melds
        assert [ch.note for ch in row(table).choices] == [" (20)", " (20)", " (50)"]
        assert "Declare which meld?" in screen_text(table)
        await pilot.press("escape")
        await pilot.pause()
        assert row(table).choices[0].card is not None and isinstance(app.screen, SmousjasTable)

        # A card of a meld is asked about: play it, or declare or show what it is in.
        q = card("♦Q")
        await press_choice(pilot, table, q)
        ways = [ch.action for ch in row(table).choices]
        assert ways[0] == Play(q) and len(ways) == 4
        assert {type(a) for a in ways[1:]} == {Declare, Mariage}
        assert "What does your ♦Q do?" in screen_text(table)
        # The four-card sequence, by a click.
        four = Declare(tuple(parse_cards("♦Q ♦J ♦10 ♦9")))
        await click_choice(pilot, table, ways.index(four))
        assert s.actions == ["meld ♦Q ♦J ♦10 ♦9"]
        assert "Player 2 declares (50 unless rejected): ♦Q ♦J ♦10 ♦9." in screen_text(table)
        # The mariage by m (a list of one), then a card with one way is played at once.
        await pilot.press("m")
        await pilot.pause()
        assert [ch.label for ch in row(table).choices] == ["mariage ♠Q ♦Q"]
        await pilot.press("1")
        await pilot.pause()
        assert s.actions[-1] == "mariage ♠Q ♦Q"
        await press_choice(pilot, table, card("♣7"))
        assert s.actions[2] == "♣7"  # (the bot may have answered already)
        await my_turn(pilot, table)
        text = screen_text(table)
        assert "Player 2's roem (90): ♠Q* ♦Q · ♦Q ♦J ♦10 ♦9." in text  # (trumps starred)

        # On to the end of the deal: the score is on the board, in the log and on the chart.
        await until(pilot, table, lambda v: v.deal_no == 2)
        result = s.view().results[0]
        text = screen_text(table)
        assert f"Match: P1 {result.score[0]}, P2 {result.score[1]} (to 500)." in text
        log = log_text(table)
        assert f"Deal score: P1 {result.score[0]}, P2 {result.score[1]}." in log
        assert table.board().track is not None
        assert table.board().track.totals == ((result.score[0], result.score[1]),)  # type: ignore[union-attr]


async def test_the_trump_7_swap_and_the_last_two_stock_cards(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        table = app.screen
        assert isinstance(table, SmousjasTable)
        s = table.session
        # The swap by its key, shown in the footer while it is possible.
        await until(pilot, table, lambda v: SWAP in v.legal_actions)
        assert "t: swap 7" in screen_text(table)
        assert table.check_action("swap", ()) and not table.check_action("out", ())
        await pilot.press("t")
        await pilot.pause()
        assert s.actions[-1] == "swap"
        # The trump 7 is one of the card's ways too.
        await until(pilot, table, lambda v: v.choosing)
        v = s.view()
        assert "You won the trick: take the last covered card or the turned" in screen_text(table)
        labels = [ch.label for ch in row(table).choices]
        assert labels[:2] == ["take the covered card", f"take the turned {v.turned}"]
        await click_choice(pilot, table, 1)
        assert s.actions[-1] == str(TAKE_TURNED)
        log = log_text(table)
        assert "P2 chooses the turned trump" in log and "The stock is empty" in log
        await my_turn(pilot, table)
        assert "Phase 2: follow suit, trump, overtrump." in screen_text(table)
        assert s.view().phase == 2 and not any(isinstance(a, TakeLast)
                                               for a in s.view().legal_actions)


async def test_a_card_that_may_not_be_played_is_refused_with_the_rule(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        table = app.screen
        assert isinstance(table, SmousjasTable)
        s = table.session

        def bound(v: Any) -> bool:
            return any(c not in {a.card for a in v.legal_actions if isinstance(a, Play)}
                       for c in v.hand)

        await until(pilot, table, bound)
        v = s.view()
        legal = {a.card for a in v.legal_actions if isinstance(a, Play)}
        bad = next(c for c in v.hand if c not in legal)
        with pytest.raises(IllegalActionError) as why:
            s.state.check(Play(bad))
        before = list(s.actions)
        await press_choice(pilot, table, bad)
        assert s.actions == before
        assert f"Not allowed: {why.value}" in log_text(table)


def _inject(table: SmousjasTable, state: SmousjasState) -> None:
    """Sit the learner (P2) at a position: the session's state replaced, the table redrawn."""
    table.session.state = state
    table.picked = table.offered = None
    table.next_turn()


async def test_afkeuren_and_uit_from_the_keys(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(100, 32)) as pilot:
        table = app.screen
        assert isinstance(table, SmousjasTable)
        await my_turn(pilot, table)
        # P1 declared three clubs and led: P2 rejects with the carré of queens.
        st = build("dealer: P2", "trump: ♥", "turned: ♥8",
                   "P1: ♠7 ♠8 ♣J ♣10 ♣9 ♦7 ♦8 ♦9", "P2: ♠Q ♥Q ♦Q ♣Q ♠A ♠K ♥A ♥J",
                   "stock: 15 cards", "turn: P1")
        st.apply(st.parse_action("meld ♣J ♣10 ♣9"))
        st.apply(st.parse_action("♠7"))
        _inject(table, st)
        await my_turn(pilot, table)
        assert "a: afkeuren" in screen_text(table)
        assert "Player 1 declares (20 unless rejected): ♣J ♣10 ♣9." in screen_text(table)
        await pilot.press("a")
        await pilot.pause()
        carre = Reject(tuple(parse_cards("♠Q ♥Q ♦Q ♣Q")))
        spades = Reject(tuple(parse_cards("♠A ♠K ♠Q")))
        assert [ch.action for ch in row(table).choices] == [carre, spades]
        assert [ch.note for ch in row(table).choices] == [" (100)", " (20)"]
        await press_choice(pilot, table, carre)
        log = log_text(table)
        assert "P2 rejects P1's declaration with ♠Q ♥Q ♦Q ♣Q" in log
        assert "4 cards beat 3" in log
        assert st.roem(1) == 100 and "Player 2's roem (100)" in screen_text(table)

        # P2 stood at 480 before the stuk: uit wins at once, from the row or by o.
        st = build("dealer: P1", "trump: ♥", "turned: ♥8", "P1: ♠A ♠K ♦A ♦K ♣A ♣K ♣9 ♣10",
                   "P2: ♥K ♥Q ♠7 ♠8 ♣7 ♣8 ♦7 ♦8", "stock: 15 cards", "turn: P2",
                   "score: 100 480")
        _inject(table, st)
        await my_turn(pilot, table)
        await pilot.press("m", "1")
        await pilot.pause()
        assert OUT in st.legal_actions()
        assert "o: uit" in screen_text(table) and "P2 may call uit (480 before the stuk)"
        assert row(table).choices[-1].action == OUT
        await pilot.press("o")
        await pilot.pause()
        assert st.is_terminal()
        log = log_text(table)
        assert "P2 calls uit" in log and "P2 went out (uit) and wins" in log
        assert "The match is over" in screen_text(table)


async def test_vijfhonderden_plays_nine_cards_to_500(tmp_path: Path) -> None:
    app = app_for(tmp_path, "vijfhonderden")
    async with app.run_test(size=(100, 32)) as pilot:
        table = app.screen
        assert isinstance(table, SmousjasTable)
        await my_turn(pilot, table)
        s = table.session
        assert len(s.view().hand) == 9 and s.spec.id == "vijfhonderden"
        assert "Stock: 13 cards face down" in screen_text(table)
        # No mariage but the stuk, no uit: the keys offer what the rule set allows.
        assert not table.check_action("out", ())
        await until(pilot, table, lambda v: v.phase == 2)
        assert "Phase-2 tricks: P1 " in screen_text(table)
        await until(pilot, table, lambda v: v.deal_no == 2)
        assert s.view().results[0].rule_set == "vijfhonderden"


@pytest.mark.parametrize("game", ["smousjas", "vijfhonderden"])
async def test_hint_and_undo_at_the_table(tmp_path: Path, game: str) -> None:
    app = app_for(tmp_path, game)
    async with app.run_test(size=(100, 32)) as pilot:
        table = app.screen
        assert isinstance(table, SmousjasTable)
        await my_turn(pilot, table)
        s = table.session
        # A quick advisor: the hint comes through the generic session whatever bot gives it.
        s._advisor = make_bot(game, "sampler", random.Random(1), quick=True)
        await pilot.press("h")
        for _ in range(200):
            await pilot.pause()
            if table.last_hint is not None:
                break
        assert table.last_hint is not None
        log = log_text(table)
        assert "Hint: " in log
        chosen = table.last_hint.chosen
        if isinstance(chosen, Play):  # the cursor waits on the card the hint plays
            assert row(table).choices[row(table).cursor].card == chosen.card
        played = list(s.actions)
        await pilot.press("enter")
        await pilot.pause()
        if table.picked is not None:  # a card that can do several things: play it
            await pilot.press("1")
            await pilot.pause()
        await my_turn(pilot, table)
        assert len(s.actions) > len(played)
        await pilot.press("u")
        await pilot.pause()
        await my_turn(pilot, table)
        assert s.actions == played
