"""The Casino position and play notation: round trips, errors that name their line, and states
resampled from a view."""

from __future__ import annotations

import random

import pytest

from tutor.cards import parse_card
from tutor.errors import NotationError
from tutor.games.casino.engine import (
    VALUE,
    Capture,
    CasinoState,
    Trail,
    hidden_cards,
    new_game,
    parse_action,
)
from tutor.games.casino.notation import format_position, parse_position
from tutor.games.casino.resample import resample
from tutor.games.casino.rules import CasinoRules

EXAMPLE = """\
casino position
seed: 7
round: 2
score: 5 3
dealer: P1
P1: ♠A ♥9 ♦9 ♣8
P2: ♠2 ♥3 ♣5 ♣K
table: ♠3 ♥K
build: 8 P1 ♦2 ♣6
call: 5 P2 ♠5 ♥5
captured P1: ♠4 ♠7 ♥4 ♥7
captured P2: ♦7 ♣7
stock: 32 cards
last capture: P1
sweeps: 0 0
turn: P2
"""


def games(players: int, seeds: range, **options: object) -> list[CasinoState]:
    """Every state of random one-round games."""
    out = []
    for seed in seeds:
        rules = CasinoRules.from_dict({"players": players, "rounds": 1, **options})
        st = new_game(rules, seed)
        rng = random.Random(seed)
        while True:
            out.append(st.clone())
            if st.is_terminal():
                break
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
    return out


def test_the_example_reads_and_round_trips() -> None:
    st = parse_position(EXAMPLE)
    assert st.seed == 7 and st.round_no == 1 and st.returns() == (5, 3) and st.dealer == 0
    assert st.to_move() == 1 and len(st.stock_cards()) == 32 and st.last_capturer == 0
    [build, call] = st.combinations()
    assert (build.value, build.owner, build.call) == (8, 0, False)
    assert (call.value, call.owner, call.call) == (5, 1, True)
    text = format_position(st)
    assert text.splitlines()[:12] == EXAMPLE.splitlines()[:12]
    assert format_position(parse_position(text)) == text
    # The stock filled in from the seed is the same every time.
    assert format_position(parse_position(EXAMPLE)) == text


@pytest.mark.parametrize(("players", "options"), [
    (2, {}), (3, {"sweeps": True}), (4, {}), (4, {"partners": True, "sweeps": True})])
def test_every_state_of_random_games_round_trips(players: int,
                                                 options: dict[str, object]) -> None:
    for st in games(players, range(3), **options):
        text = format_position(st)
        again = parse_position(text, st.rules)
        assert format_position(again) == text
        assert again.legal_actions() == st.legal_actions()
        assert again.returns() == st.returns() and again.to_move() == st.to_move()
        for seat in range(players):
            assert again.view(seat) == st.view(seat) or st.results  # results are not written


def test_the_position_decides_the_players() -> None:
    four = format_position(new_game(CasinoRules(players=4), 3))
    assert "N: " in four and "W: " in four and "P1" not in four
    st = parse_position(four, CasinoRules(players=2))
    assert st.players == 4 and st.rules.players == 4


def test_plays_round_trip_in_every_form() -> None:
    for st in games(3, range(2)):
        for a in st.legal_actions():
            assert st.parse_action(str(a)) == a == parse_action(None, str(a))
    st = parse_position(EXAMPLE)
    # The cards of a combination may be named bare; loose cards in brackets are loose cards.
    assert st.parse_action("c5 takes s5 h5") == st.parse_action("♣5 takes [♠5 ♥5]")
    bare = Capture(parse_card("♥3"), ((parse_card("♠3"),),))
    assert st.parse_action("♥3 takes [♠3]") == bare == st.parse_action("3♥ take 3♠")
    assert st.parse_action("trail ♣K") == Trail(parse_card("♣K"))
    assert st.parse_action("♠2 calls 5 on ♠3 ♠5 ♥5") in st.legal_actions()


def replace(key: str, new: str | None) -> str:
    out = []
    for ln in EXAMPLE.splitlines():
        if ln.startswith(key):
            if new is not None:
                out.append(new)
        else:
            out.append(ln)
    return "\n".join(out) + "\n"


@pytest.mark.parametrize(("key", "new", "lineno", "words"), [
    ("seed", "seed: x", 2, "seed"),
    ("round", "round: 0", 3, "round 1"),
    ("score", "score: 5", 4, "2 numbers"),
    ("dealer", "dealer: P3", 5, "bad seat"),
    ("dealer", None, 16, "'dealer:'"),
    ("P1", "P1: ♠A ♥9 ♦9 ♣8 ♣8", 6, "♣8 is in P1's hand and in P1's hand"),
    ("P1", "P1: ♠A ♥9 ♦9 ♣8'", 6, "one pack"),
    ("P2", "P3: ♠2 ♥3 ♣5 ♣K", 7, "2, 3 or 4 players"),
    ("P2", "E: ♠2 ♥3 ♣5 ♣K", 7, "one way"),
    ("table", "table: ♠3 ♥K ♥3", 8, "♥3 is in the table and in P2's hand"),
    ("build", "build: 9 P1 ♦2 ♣6", 9, "make 8, not 9"),
    ("build", "build: 8 P2 ♦2 ♣6", 9, "holds no 8"),
    ("build", "build: 8 P1 ♦2 ♣J", 9, "only pair"),
    ("build", "build: 8", 9, "its value, its owner and its cards"),
    ("call", "call: 5 P2 ♠5 ♥5 ♠3", 10, "two or more groups"),
    ("call", "call: 12 P2 ♠5 ♥5", 10, "worth 1 to 10"),
    ("captured P1", "captured P5: ♠4", 11, "bad seat"),
    ("stock", "stock: 31 cards", 13, "31 cards"),
    ("stock", "stock: ♣3", 13, "nowhere in the position"),
    ("last capture", "last capture: nobody", 14, "bad seat"),
    ("last capture", "last capture: -", 14, "say who captured last"),
    ("last capture", "last capture: P1 swept", 14, "bad last capture"),
    ("sweeps", "sweeps: 0", 15, "2 numbers"),
    ("sweeps", "sweeps: 0 9", 15, "more sweeps"),
    ("turn", "turn: P1", 16, "does not fit P1 to play"),
    ("turn", "turn: over", 16, "finished game"),
    ("turn", "colour: blue", 16, "unknown line"),
])
def test_errors_name_the_line(key: str, new: str | None, lineno: int, words: str) -> None:
    with pytest.raises(NotationError) as e:
        parse_position(replace(key, new))
    assert e.value.line == lineno and words in str(e.value), str(e.value)


def test_a_stock_that_does_not_fit_the_deal_is_refused() -> None:
    text = EXAMPLE.replace("captured P2: ♦7 ♣7", "captured P2: ♦7").replace("stock: 32 cards",
                                                                       "stock: 33 cards")
    with pytest.raises(NotationError, match="does not fit the deal") as e:
        parse_position(text)
    assert e.value.line == 13


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {}), (4, {"partners": True})])
def test_a_resampled_state_shows_the_same_view(players: int, options: dict[str, object]) -> None:
    rng = random.Random(players)
    for st in games(players, range(2), **options)[::5]:
        for seat in range(players):
            view = st.view(seat)
            full = resample(view, rng)
            assert full.view(seat) == view
            # The cards the seat cannot see were dealt again; the owners hold their values.
            assert hidden_cards(full, seat) | hidden_cards(st, seat) == hidden_cards(st, seat)
            for combo in full.combinations():
                assert any(VALUE[i] == combo.value for i in full.hands[combo.owner])


def test_resampling_places_the_cards_an_owner_must_hold() -> None:
    # P2 owns a build of 10 and a call of 9: every sampled hand of P2 holds a 10 and a 9.
    text = EXAMPLE.replace("build: 8 P1 ♦2 ♣6", "build: 10 P2 ♦4 ♣6").replace(
        "call: 5 P2 ♠5 ♥5", "call: 9 P2 ♠4 ♥5 ♥9").replace(
        "P1: ♠A ♥9 ♦9 ♣8", "P1: ♠A ♠6 ♦9 ♣8").replace("captured P1: ♠4 ♠7 ♥4 ♥7",
                                                       "captured P1: ♠7 ♥4 ♠5").replace(
        "P2: ♠2 ♥3 ♣5 ♣K", "P2: ♠10 ♣9 ♣5 ♣K")
    st = parse_position(text)
    rng = random.Random(0)
    for _ in range(50):
        full = resample(st.view(0), rng)
        values = {VALUE[i] for i in full.hands[1]}
        assert {9, 10} <= values


def test_a_view_that_does_not_add_up_is_refused() -> None:
    import dataclasses

    view = new_game(CasinoRules(), 1).view(0)
    with pytest.raises(ValueError, match="do not add up"):
        resample(dataclasses.replace(view, stock_size=3), random.Random(0))


@pytest.mark.parametrize("alias", ["P1", "p1", "N", "n"])
def test_a_seats_captured_cards_given_again_under_another_name_are_refused(alias: str) -> None:
    """``captured N`` and ``captured P1`` name one seat: the second would drop the first's cards."""
    state = next(st for st in games(4, range(3)) if st.captured[0])
    text = format_position(state)
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines, start=1) if line.startswith("captured N:"))
    with pytest.raises(NotationError, match="given twice") as e:
        parse_position(text + f"captured {alias}: -\n", state.rules)
    assert e.value.line == len(lines) + 1 and f"first on line {at}" in str(e.value)
