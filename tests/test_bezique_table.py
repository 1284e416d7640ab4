"""Bezique, Rubicon Bezique and Fildinski at the table: the board as zones (and never a hidden
card on it), and the app's table played by keys and clicks (a trick, a meld by its card and by
``d``, a card played from the table, the dix, drawing, a refusal, hint and undo, the review after
a deal, carte blanche, Fildinski's melds from the won cards)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from bz_helpers import build
from test_zones import shown
from textual.widgets import Static

from tutor.bots.base import ActionValue, Advice
from tutor.bots.review import Decision
from tutor.cards import CARD_IN_TEXT, Card, parse_cards
from tutor.games.bezique.engine import (
    BLANCHE,
    DIX,
    PASS,
    BeziqueState,
    Declare,
    Play,
    hidden_cards,
    new_game,
)
from tutor.games.bezique.rules import BeziqueRules
from tutor.games.bezique.table import board, match_totals
from tutor.tui.app import Settings, create_app
from tutor.tui.games.bezique import BeziqueTable
from tutor.tui.table_base import ReviewScreen
from tutor.tui.widgets import PICK_KEYS, ChoiceRow
from tutor.zones import Kind, listing, plain


def card(text: str) -> Card:
    return parse_cards(text)[0]


def meld(text: str) -> Declare:
    return Declare(tuple(parse_cards(text)))


def lines(st: BeziqueState, seat: int) -> list[str]:
    b = board(st.view(seat))
    return [plain(ln.parts) for ln in listing(b)]


#: Bezique: P1 has the bezique and four queens on the table (sharing the ♠Q) and showed its ♣A;
#: P2 holds the trump 7 and leads.
MELDED = ("dealer: P1", "trump: ♥", "turned: ♥9", "stock: 41 cards",
          "P1: ♣A ♠7 ♦8", "table P1: ♠Q ♦J ♥Q ♣Q ♦Q", "meld P1: ♠Q ♦J",
          "meld P1: ♠Q ♥Q ♣Q ♦Q", "shown P1: ♣A",
          "P2: ♥7 ♥K ♥Q' ♠K ♠A ♦A ♣10 ♣9",
          "won P1: ♠10 ♠9", "won P2: ♦10 ♣8 ♥A ♥8", "turn: P2")
#: Bezique: P1 led ♣7; P2's ♣A wins it, and then P2 may declare the marriage ♠K ♠Q or the
#: bezique ♠Q ♦J (the ♠Q is in both), make the dix with the ♥7, or draw.
TO_MELD = ("dealer: P1", "trump: ♥", "turned: ♥9", "stock: 43 cards",
           "P1: ♣J ♠7 ♦8 ♦9 ♠8 ♠9 ♦7", "P2: ♣A ♠Q ♦J ♠K ♥7 ♣10 ♦K ♥8",
           "won P1: ♠10 ♠10'", "won P2: ♦10 ♣8", "trick: ♣7", "turn: P2")
#: Rubicon: P2's hand has no king, queen or jack; trump is not fixed yet.
BLANCHE_HAND = ("dealer: P1", "trump: -", "P1: ♠A ♠K ♥Q ♦J ♣10 ♣9 ♦8 ♥7 ♠7",
                "P2: ♠A' ♠10 ♠9 ♥A ♥8 ♦7 ♦9 ♣A ♣10'", "blanche to say: P2", "turn: P2")
#: Fildinski: P1 led the ♠7'; P2's ♠Q wins it, and the melds come from P2's won cards, each
#: holding the ♠Q or the ♠7'.
FROM_WON = ("dealer: P1", "trump: ♠", "turned: ♠9", "stock: 41 cards",
            "P1: ♣J ♠7 ♦8 ♦9 ♠8 ♥9 ♦7", "P2: ♣A ♥7 ♣10 ♦K ♥8 ♠A ♠Q ♥10",
            "won P1: ♠10 ♠10'", "won P2: ♦J ♣8 ♠K ♥Q", "trick: ♠7'", "turn: P2")


# ---------------------------------------------------------------------------------------------
# The board


def test_the_melds_lie_on_the_table_grouped_and_the_other_hand_shows_only_what_it_showed() -> None:
    st = build(*MELDED)
    mine = lines(st, 1)
    assert mine[0] == "Player 1  3 cards, face down; shown: ♣A (dealer)"
    assert "Stock: 41 cards face down, ♥9 turned up." in mine
    assert ("Trump ♥ (harten); after winning a trick you may swap your ♥7 for the turned card "
            "(the dix, 10).") in mine
    # Each card once, under the first meld it made: the ♠Q with the bezique.
    assert "Player 1's melds on the table (100 declared this deal): ♠Q ♦J · ♥Q ♦Q ♣Q." in mine
    assert "Points this deal: P1 110, P2 20." in mine
    assert "Brisques won (aces and tens, 10 each): P1 1, P2 2." in mine
    assert "Match: P1 0, P2 0 (to 1000)." in mine
    b = board(st.view(1))
    melds = b.of_kind(Kind.MELDS)
    assert [g.label for g in melds[0].groups] == ["a bezique", "four queens"]
    assert set(b.hand(0).visible()) == {card("♣A")}
    assert b.heading == "deal 1 · trump ♥ · P1 0 · P2 0 · to 1000"
    assert b.track is not None and b.track.target == 1000
    # The other player does not hold the trump 7: no dix is offered to them.
    assert not any("dix" in ln for ln in lines(st, 0))


def test_who_may_declare_and_the_last_trick_shown() -> None:
    st = build(*TO_MELD)
    assert "Trick so far: P1 ♣7." in lines(st, 1)
    st.apply(Play(card("♣A")))
    mine = lines(st, 1)
    assert "Last trick: P1 ♣7, P2 ♣A; P2 took it." in mine
    assert "Player 2 won the trick and may declare one meld or the dix before both draw." in mine
    st.apply(meld("♠Q ♦J"))  # one meld a turn: both drew at once
    theirs = lines(st, 0)
    assert "Player 2's melds on the table (40 declared this deal): ♠Q ♦J." in theirs
    assert not any("may declare" in ln for ln in theirs)


def test_rubicon_has_no_turned_card_nor_trump_yet_and_carte_blanche_is_the_holders() -> None:
    st = build(*BLANCHE_HAND, rule_set="rubicon")
    mine = lines(st, 1)
    assert "Stock: 110 cards." in mine
    assert "No trump yet: the first marriage or sequence declared fixes it." in mine
    assert ("Player 2 holds no king, queen or jack and may show the hand as carte blanche "
            "(50).") in mine
    assert "Match: P1 0, P2 0." in mine
    b = board(st.view(1))
    assert b.heading == "deal 1 · no trump yet · P1 0 · P2 0"
    assert b.trump is None and b.track is not None and b.track.target is None
    # The other player learns nothing of that hand until it is shown.
    assert not any("carte blanche" in ln for ln in lines(st, 0))


def test_fildinski_lays_the_won_cards_open_and_names_the_cards_just_won() -> None:
    st = build(*FROM_WON, rule_set="fildinski")
    st.apply(Play(card("♠Q")))
    mine = lines(st, 1)
    assert "Player 2's won cards: ♠K ♠Q ♠7' ♥Q ♣8 ♦J." in mine
    assert "Player 1's won cards: ♠10 ♠10'." in mine
    assert ("Player 2 won ♠Q ♠7' and may declare melds from the won cards, each holding one of "
            "them, before both draw.") in mine
    st.apply(meld("♠K ♠Q"))
    assert "Player 2's melds (40): ♠K ♠Q." in lines(st, 1)


def test_the_end_phase_rule_and_the_track_of_the_match() -> None:
    st = new_game(BeziqueRules(rule_set="bezique", target=1000), 3)
    rng = random.Random(3)
    ended = False
    while st.deal_count == 1:
        if st.end_phase and not ended:
            ended = True
            b = board(st.view(1))
            assert not b.of_kind(Kind.STOCK)
            assert any("the last tricks, no more melds. Follow suit and win" in ln
                       for ln in lines(st, 1))
        st.apply(rng.choice(st.legal_actions()))
    assert ended
    v = st.view(1)
    assert match_totals(v) == (v.results[0].score,) == (v.match,)


def test_no_board_shows_a_hidden_card() -> None:
    """Seeded random deals of the three games: at every step, neither player's board shows a
    card of the other's concealed hand (unless shown) or of the stock; a face-down hand counts
    its concealed cards."""
    for game in ("bezique", "rubicon", "fildinski"):
        for seed in range(2):
            st = new_game(BeziqueRules.from_dict({"rule-set": game}), seed)
            rng = random.Random(seed)
            steps = 0
            while not st.is_terminal() and st.deal_count == 1:
                for seat in (0, 1):
                    b = board(st.view(seat))
                    secret = hidden_cards(st, seat)
                    assert not set(b.visible()) & secret, (game, seed, steps)
                    other = b.hand(1 - seat)
                    assert other.count == st.hands[1 - seat].bit_count()
                    assert not other.cards
                st.apply(rng.choice(st.legal_actions()))
                steps += 1
            assert steps > 50


# ---------------------------------------------------------------------------------------------
# The app's table


def app_for(tmp_path: Path, game: str = "bezique", *, review: bool = False,
            advisor: str = "sampler") -> Any:
    return create_app(Settings(data_dir=tmp_path, levels={game: "random"}, bot_delay=0.0,
                               review=review, advisors={game: advisor}, seed=5), start=game)


async def my_turn(pilot: Any, table: BeziqueTable) -> None:
    for _ in range(400):
        await pilot.pause()
        if not table.thinking and table.session.human_to_move():
            return
    raise AssertionError("the learner's turn never came")


def screen_text(table: BeziqueTable) -> str:
    return "\n".join(shown(table.query_one(f"#{name}", Static).content)
                     for name in ("board", "prompt"))


def log_text(table: BeziqueTable) -> str:
    """The log as one line (its wrapped lines joined)."""
    return " ".join(" ".join(str(line.text) for line in table.query_one("#log").lines).split())


def row(table: BeziqueTable) -> ChoiceRow:
    return table.query_one("#hand", ChoiceRow)


async def press(pilot: Any, index: int) -> None:
    key = PICK_KEYS[index]
    await pilot.press("minus" if key == "-" else key)
    await pilot.pause()


async def press_choice(pilot: Any, table: BeziqueTable, what: Any) -> None:
    """Press the key under the choice of an action, or of a card."""
    choices = row(table).choices
    await press(pilot, next(i for i, ch in enumerate(choices)
                            if ch.action == what or (ch.card is not None and ch.card == what)))


async def click_choice(pilot: Any, table: BeziqueTable, index: int) -> None:
    """Click the middle of choice ``index`` of the row."""
    a, b = row(table)._spans()[index]
    await pilot.click("#hand", offset=((a + b) // 2, 1))
    await pilot.pause()


def sit(table: BeziqueTable, state: BeziqueState) -> None:
    """Sit the learner (P2) at a position: the session's state replaced, the table redrawn."""
    table.session.state = state
    table.picked = None
    table.offered = False
    table.next_turn()


async def until(pilot: Any, table: BeziqueTable, done: Any, seed: int = 1) -> None:
    """Random legal actions (through the table) until ``done(view)`` on the learner's turn."""
    rng = random.Random(seed)
    for _ in range(3000):
        await my_turn(pilot, table)
        v = table.session.view()
        if done(v):
            return
        table.human_plays(rng.choice(v.legal_actions))
    raise AssertionError("never reached")


async def test_a_bezique_table_by_keys_and_clicks(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        table = app.screen
        assert isinstance(table, BeziqueTable)
        await my_turn(pilot, table)
        s = table.session
        text = screen_text(table)
        assert "Stock: 47 cards face down" in text and "Match: P1 0, P2 0 (to 1000)." in text
        assert "Your lead: choose a card" in text
        assert [ch.card for ch in row(table).choices] == list(board(s.view()).hand(1).cards)
        log = log_text(table)
        assert "Deal 1: P1 deals 8 cards each and turns" in log and "Your hand:" in log
        # A card by its key, the next by a click: each trick is taken and logged.
        first = row(table).choices[0].card
        await pilot.press("1")
        await my_turn(pilot, table)
        assert s.actions[0] == str(first) and "Trick 1: " in log_text(table)
        await click_choice(pilot, table, 0)
        await my_turn(pilot, table)
        assert "Trick 2: " in log_text(table)

        # The learner wins a trick and may meld: the keys say how, the footer shows them.
        sit(table, build(*TO_MELD))
        await my_turn(pilot, table)
        await press_choice(pilot, table, card("♣A"))
        await my_turn(pilot, table)
        assert "You won the trick: pick a card to meld it, or draw (d: melds, x: dix, p: draw)" \
            in screen_text(table)
        assert all(table.check_action(a, ()) for a in ("melds", "dix", "draw"))
        assert row(table).choices[-2:] == [table.label(DIX), table.label(PASS)]
        assert [ch.label for ch in row(table).choices[-2:]] == ["dix: ♥7 for ♥9",
                                                                 "no more melds: draw"]
        # A card that makes no meld is refused with the rule, and nothing changes.
        before = list(s.actions)
        await press_choice(pilot, table, card("♣10"))
        assert s.actions == before
        assert "Not allowed: P2 won the trick and first declares or passes" in log_text(table)
        # d lists the melds with the engine's points; Escape goes back to the cards.
        await pilot.press("d")
        await pilot.pause()
        assert [ch.action for ch in row(table).choices] == [meld("♠K ♠Q"), meld("♠Q ♦J"), PASS]
        assert [ch.note for ch in row(table).choices] == [" (20)", " (40)", ""]
        assert "Declare which meld?" in screen_text(table)
        await pilot.press("escape")
        await pilot.pause()
        assert row(table).choices[0].card is not None and isinstance(app.screen, BeziqueTable)
        # The ♠Q is in both melds: what it does is asked; the bezique by a click.
        await press_choice(pilot, table, card("♠Q"))
        ways = [ch.action for ch in row(table).choices]
        assert ways == [meld("♠K ♠Q"), meld("♠Q ♦J")]
        assert "What does your ♠Q do?" in screen_text(table)
        await click_choice(pilot, table, 1)
        assert s.actions[-1] == "meld ♠Q ♦J"
        await my_turn(pilot, table)
        assert "Player 2's melds on the table (40 declared this deal): ♠Q ♦J." \
            in screen_text(table)
        # The melded cards are in the row, marked, and play from the table.
        choices = row(table).choices
        marked = [ch.card for ch in choices if ch.note == "▴"]
        assert marked == [card("♠Q"), card("♦J")] and choices[-1].card == card("♦J")
        assert "(▴ lies on the table)" in screen_text(table)
        n = len(s.actions)
        await press(pilot, len(choices) - 1)
        assert s.actions[n] == "♦J"  # (the bot may have answered already)
        assert card("♦J") not in s.state.view(1).table[1]


async def test_the_dix_and_drawing_by_their_keys(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        table = app.screen
        assert isinstance(table, BeziqueTable)
        s = table.session
        await my_turn(pilot, table)
        sit(table, build(*TO_MELD))
        await my_turn(pilot, table)
        assert not table.check_action("draw", ())  # nothing to draw on before the trick
        await press_choice(pilot, table, card("♣A"))
        await my_turn(pilot, table)
        await pilot.press("x")
        await pilot.pause()
        assert s.actions[-1] == "dix"
        log = log_text(table)
        assert "P2 makes the dix: the trump 7 ♥7 takes the place of the turned ♥9" in log
        assert "P2 draws " in log  # the dix was the turn's declaration: both drew
        # Again, and this time no meld: p draws.
        sit(table, build(*TO_MELD))
        await my_turn(pilot, table)
        await press_choice(pilot, table, card("♣A"))
        await my_turn(pilot, table)
        await pilot.press("p")
        await pilot.pause()
        assert s.actions[-1] == "pass"
        await my_turn(pilot, table)
        assert s.view().melder is None and not table.check_action("draw", ())


async def test_hint_and_undo_at_the_bezique_table(tmp_path: Path) -> None:
    app = app_for(tmp_path, advisor="beginner")
    async with app.run_test(size=(100, 34)) as pilot:
        table = app.screen
        assert isinstance(table, BeziqueTable)
        await my_turn(pilot, table)
        s = table.session
        await pilot.press("h")
        for _ in range(200):
            await pilot.pause()
            if table.last_hint is not None:
                break
        assert table.last_hint is not None and "Hint: " in log_text(table)
        chosen = table.last_hint.chosen
        assert isinstance(chosen, Play)  # the cursor waits on the card the hint plays
        assert row(table).choices[row(table).cursor].card == chosen.card
        played = list(s.actions)
        await pilot.press("enter")
        await my_turn(pilot, table)
        assert s.actions[len(played)] == str(chosen)
        await pilot.press("u")
        await my_turn(pilot, table)
        assert s.actions == played
        assert "Taken back to before your last decision." in log_text(table)


async def test_the_review_after_a_bezique_deal(tmp_path: Path) -> None:
    app = app_for(tmp_path, review=True, advisor="beginner")
    async with app.run_test(size=(100, 34)) as pilot:
        table = app.screen
        assert isinstance(table, BeziqueTable)
        await my_turn(pilot, table)
        # The deal driven through the session, quickly, up to the learner's last cards; the
        # last tricks through the table, which scores the deal and opens its review.
        s = table.session
        rng = random.Random(1)
        while s.view().deal_no == 1 and not (s.human_to_move() and s.view().end_phase
                                             and len(s.view().hand) <= 2):
            if s.human_to_move():
                s.play(rng.choice(s.view().legal_actions))
            else:
                s.bot_step()
        assert s.view().deal_no == 1
        table.next_turn()
        rng = random.Random(2)
        for _ in range(400):  # the last tricks through the table, then the review
            await pilot.pause()
            if isinstance(app.screen, ReviewScreen):
                break
            if not table.thinking and not table.reviewing and s.human_to_move():
                table.human_plays(rng.choice(s.view().legal_actions))
        assert isinstance(app.screen, ReviewScreen) and app.screen.deal == 1
        # Between the deals: nothing of deal 2 was played under the review.
        assert s.view().deal_no == 2 and len(s.actions) == table.review_start
        await pilot.press("escape")
        await my_turn(pilot, table)
        assert s.view().deal_no == 2
        result = s.view().results[0]
        assert f"Deal score: P1 {result.score[0]}, P2 {result.score[1]}." in log_text(table)
        assert table.board().track is not None
        assert table.board().track.totals == (result.score,)  # type: ignore[union-attr]


async def test_rubicon_carte_blanche_and_a_card(tmp_path: Path) -> None:
    app = app_for(tmp_path, "rubicon")
    async with app.run_test(size=(100, 34)) as pilot:
        table = app.screen
        assert isinstance(table, BeziqueTable)
        await my_turn(pilot, table)
        s = table.session
        assert "Stock: 110 cards." in screen_text(table) and len(s.view().hand) == 9
        assert "Rubicon Bezique · deal 1 · no trump yet" in str(
            table.query_one("#info", Static).content)
        first = row(table).choices[0].card
        await pilot.press("1")
        await my_turn(pilot, table)
        assert s.actions[0] == str(first)
        sit(table, build(*BLANCHE_HAND, rule_set="rubicon"))
        await my_turn(pilot, table)
        assert [ch.label for ch in row(table).choices] == ["show carte blanche", "do not show"]
        assert "show it as carte blanche for 50, or not?" in screen_text(table)
        await press_choice(pilot, table, BLANCHE)
        assert s.actions[-1] == "carte blanche"
        assert "P2 shows carte blanche" in log_text(table)


async def test_fildinski_lists_the_melds_from_the_won_cards(tmp_path: Path) -> None:
    app = app_for(tmp_path, "fildinski")
    async with app.run_test(size=(100, 34)) as pilot:
        table = app.screen
        assert isinstance(table, BeziqueTable)
        await my_turn(pilot, table)
        s = table.session
        assert "(to 500)" in screen_text(table)
        first = row(table).choices[0].card
        await pilot.press("1")
        await my_turn(pilot, table)
        assert s.actions[0] == str(first)
        sit(table, build(*FROM_WON, rule_set="fildinski"))
        await my_turn(pilot, table)
        await press_choice(pilot, table, card("♠Q"))
        await my_turn(pilot, table)
        assert [ch.action for ch in row(table).choices] == [meld("♠K ♠Q"), meld("♠Q ♦J"), PASS]
        assert "You won ♠Q ♠7: declare a meld holding one of them, or draw" in screen_text(table)
        await press_choice(pilot, table, meld("♠Q ♦J"))
        assert s.actions[-1] == "meld ♠Q ♦J"
        # The stuk would use the ♠Q again this turn: nothing is left to declare, both drew.
        assert "P2 declares a fildinski" in log_text(table) and "P2 draws " in log_text(table)
        assert "Player 2's melds (40): ♠Q* ♦J." in screen_text(table)  # (trumps starred)


# ---------------------------------------------------------------------------------------------
# Identical cards


#: Bezique: P1 led ♣7. P2 holds the other ♠Q beside the one of its bezique on the table, three
#: more queens and the ♠K, and wins the trick with a second ♣A.
TWINS = ("dealer: P1", "trump: ♥", "turned: ♥9", "stock: 43 cards",
         "P1: ♣A ♠7 ♦8 ♠8 ♠9", "table P1: ♦K' ♦Q'", "meld P1: ♦K' ♦Q'",
         "P2: ♠Q' ♥Q ♣Q ♦Q ♠K ♣A'", "table P2: ♠Q ♦J", "meld P2: ♠Q ♦J",
         "won P1: ♠10 ♠10'", "won P2: ♦10 ♣8", "trick: ♣7", "turn: P2")
#: As ``TWINS``, but both ♠Q lie on the table, one in the bezique and one in a marriage: four
#: queens with either is the same meld to the learner.
BOTH_ON_TABLE = ("dealer: P1", "trump: ♥", "turned: ♥9", "stock: 43 cards",
                 "P1: ♣A ♠7 ♦8 ♠8 ♠9", "table P1: ♦K' ♦Q'", "meld P1: ♦K' ♦Q'",
                 "P2: ♥Q ♣Q ♦Q ♣A'", "table P2: ♠Q ♦J ♠K ♠Q'", "meld P2: ♠Q ♦J",
                 "meld P2: ♠K ♠Q'", "won P1: ♠10 ♠10'", "won P2: ♦10 ♣8", "trick: ♣7",
                 "turn: P2")


def copy_marks(text: str) -> list[str]:
    """The cards a text names with the notation's copy marks (``♠Q'``)."""
    return [token for token in CARD_IN_TEXT.findall(text) if token.endswith("'")]


def hint(table: BeziqueTable, *moves: str) -> None:
    """Show the learner a hint that ranks ``moves`` (the notation's texts), best first."""
    s = table.session
    actions = tuple(ActionValue(s.state.parse_action(m), m, float(-i))
                    for i, m in enumerate(moves))
    table.show_hint(Advice(1, actions, actions[0].action, (f"Throw {moves[0]} now.",)))


async def test_identical_cards_look_alike_and_a_card_on_the_table_is_marked_beside_its_twin(
        tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        table = app.screen
        assert isinstance(table, BeziqueTable)
        await my_turn(pilot, table)
        sit(table, build(*TWINS))
        await my_turn(pilot, table)
        # The two queens of spades are drawn alike; the one on the table has ▴ under it, which
        # the legend on the frame names beside the trump's star.
        queens = [ch for ch in row(table).choices if ch.card is not None
                  and ch.card.same_face(card("♠Q"))]
        assert [row(table).label(ch, corner=True) for ch in queens] == ["Q♠", "Q♠"]
        assert [ch.note for ch in queens] == ["", "▴"]
        assert table.query_one("#table").border_subtitle == "* trump · ▴ on your table"
        below = " ".join(shown(table.query_one("#extra", Static).content).split())
        assert "Identical cards look alike; ▴ tells the one on your table from its twin" in below
        # A hint names the queen on the table with its mark, the one in the hand without; a
        # card with no twin in view has no mark at all.
        hint(table, "♠Q", "♠Q'")
        log = log_text(table)
        assert "Hint: ♠Q▴." in log and "more than ♠Q, the next best" in log
        assert "Throw ♠Q▴ now." not in log  # (the reasons wait for a second h)
        assert row(table).choices[row(table).cursor].card == card("♠Q")
        hint(table, "♦J", "♠K")
        assert "Hint: ♦J." in log_text(table)
        # The trick taken with the second ♣A is logged with no copy mark.
        await press_choice(pilot, table, card("♣A'"))
        await my_turn(pilot, table)
        assert "Trick 1: ♣7 ♣A (P1 led)" in log_text(table)
        assert not copy_marks(log_text(table))
        # The melds: four queens with the queen on the table and with its twin, told apart by
        # the mark; the marriage can only take the queen in the hand.
        await pilot.press("d")
        await pilot.pause()
        labels = [ch.label for ch in row(table).choices]
        assert {"meld ♠K ♠Q", "meld ♠Q▴ ♥Q ♦Q ♣Q", "meld ♠Q ♥Q ♦Q ♣Q",
                "meld ♠Q▴ ♠Q ♥Q ♦Q"} <= set(labels)
        assert not copy_marks(" ".join(labels))
        # A queen picked from the row is named as the learner sees it.
        await pilot.press("escape")
        await pilot.pause()
        await press_choice(pilot, table, card("♠Q"))
        assert "What does your ♠Q▴ do?" in screen_text(table)
        await pilot.press("escape")
        await pilot.pause()
        await press_choice(pilot, table, card("♠Q'"))
        assert "What does your ♠Q do?" in screen_text(table)


async def test_choices_that_read_the_same_are_offered_once(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        table = app.screen
        assert isinstance(table, BeziqueTable)
        await my_turn(pilot, table)
        sit(table, build(*BOTH_ON_TABLE))
        await my_turn(pilot, table)
        await press_choice(pilot, table, card("♣A'"))
        await my_turn(pilot, table)
        legal = [str(a) for a in table.session.view().legal_actions]
        assert "meld ♠Q ♥Q ♦Q ♣Q" in legal and "meld ♠Q' ♥Q ♦Q ♣Q" in legal
        await pilot.press("d")
        await pilot.pause()
        labels = [ch.label for ch in row(table).choices]
        assert labels.count("meld ♠Q ♥Q ♦Q ♣Q") == 1
        assert len(labels) == len(set(labels))
        assert not table.copy_marks()  # no ♠Q in the hand: nothing to tell apart
        # A hint for the twin the row leaves out waits on the one it shows.
        hint(table, "meld ♠Q' ♥Q ♦Q ♣Q", "pass")
        assert row(table).choices[row(table).cursor].label == "meld ♠Q ♥Q ♦Q ♣Q"
        assert "Hint: meld ♠Q ♥Q ♦Q ♣Q." in log_text(table)


async def test_a_rubicon_table_names_no_copy_where_only_one_is_in_view(tmp_path: Path) -> None:
    """Four packs: the hand, the log and the row show every card by its face alone."""
    app = app_for(tmp_path, "rubicon")
    async with app.run_test(size=(100, 34)) as pilot:
        table = app.screen
        assert isinstance(table, BeziqueTable)
        await my_turn(pilot, table)
        hand = table.session.view().hand
        assert any(c.copy for c in hand) and "Your hand:" in log_text(table)
        await until(pilot, table, lambda v: len(table.session.actions) > 30)
        v = table.session.view()
        assert not copy_marks(log_text(table) + screen_text(table))
        boxes = [(row(table).label(ch, corner=True), ch.card) for ch in row(table).choices
                 if ch.card is not None]
        for text, c in boxes:
            assert c is not None and text == f"{c.rank.shown}{c.suit.symbol}"
        # A mark only ever for a card on the table whose twin is in the hand.
        assert all(c in v.table[v.seat] and any(h.same_face(c) for h in v.hand)
                   for c in table.copy_marks())


def advised(best: str, *reasons: str) -> Advice:
    return Advice(1, (ActionValue(best, best, 0.0),), best, reasons)


async def test_a_review_tells_twins_apart_and_leaves_out_a_move_that_reads_as_the_best(
        tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        twin = Decision(4, "♠Q'", "♠Q", 12.0, advised("♠Q", "Keep ♠Q' for the double."),
                        "bezique")
        alike = Decision(9, "meld ♠Q ♥Q ♦Q ♣Q", "meld ♠Q' ♥Q ♦Q ♣Q", 3.0,
                         advised("meld ♠Q' ♥Q ♦Q ♣Q"), "bezique")
        screen = ReviewScreen(1, [twin, alike], "deal", marks={4: {card("♠Q"): "▴"}})
        assert screen.decisions == [twin]
        await app.push_screen(screen)
        await pilot.pause()
        lines = app.screen.query_one("#review").lines
        text = " ".join(" ".join(str(line.text) for line in lines).split())
        assert "you played ♠Q; ♠Q▴ was better by 12.0 points" in text
        assert "Keep ♠Q for the double." in text and not copy_marks(text)


async def test_a_review_marks_the_copies_as_they_lay_at_each_decision(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        table = app.screen
        assert isinstance(table, BeziqueTable)
        await my_turn(pilot, table)
        s = table.session
        rng = random.Random(3)
        found: dict[int, dict[Card, str]] = {}
        while len(found) < 2 and not s.state.is_terminal():
            if s.human_to_move():
                marks = table.copy_marks()
                if marks:
                    found[len(s.actions)] = marks
                s.play(rng.choice(s.view().legal_actions))
            else:
                s.bot_step()
        assert found
        assert table.review_marks(list(found)) == found
