"""Casino rules, one hand-written case per rule and ruling (``seeds/casino.md``)."""

from __future__ import annotations

import contextlib
import random

import pytest

from tutor.actions import resolve_typed
from tutor.cards import Card, parse_card, parse_cards
from tutor.errors import AmbiguousActionError, IllegalActionError, NotationError
from tutor.games.casino import SPEC
from tutor.games.casino.engine import (
    CARDS,
    Build,
    Call,
    Capture,
    CasinoState,
    Combination,
    HandsDealt,
    MatchOver,
    Raise,
    RoundDealt,
    RoundScored,
    TableTaken,
    Trail,
    new_game,
)
from tutor.games.casino.notation import parse_position
from tutor.games.casino.rules import CasinoRules
from tutor.seats import COMPASS


def c(text: str) -> Card:
    return parse_card(text)


def cs(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def build(*lines: str, rules: CasinoRules | None = None, pad: str = "P2",
          stock: int | None = None) -> CasinoState:
    """A position from the lines given: the cards not placed fill ``pad``'s captured pile so
    that the stock holds whole deals (``stock`` cards, else as many as fit), ``turn`` is P1 (N)
    and the dealer the seat before it unless the lines say otherwise."""
    keys = {ln.partition(":")[0].strip().lower() for ln in lines}
    compass = bool(keys & {"n", "e", "s", "w"})
    players = 4 if compass else max(int(k[1]) for k in keys if k in ("p1", "p2", "p3"))
    written: set[Card] = set()
    for ln in lines:
        for tok in ln.partition(":")[2].split():
            with contextlib.suppress(NotationError):
                written.add(parse_card(tok))
    per = 4 * players
    if stock is None:
        stock = (52 - len(written)) // per * per
    rest = [x for x in reversed(CARDS) if x not in written]
    padding = rest[:52 - stock - len(written)]
    out = list(lines)
    first = "N" if compass else "P1"
    if "turn" not in keys:
        out.append(f"turn: {first}")
    if "dealer" not in keys:
        turn = next((ln.partition(":")[2].strip() for ln in out if ln.startswith("turn")), first)
        seats = list(COMPASS) if compass else [f"P{k + 1}" for k in range(players)]
        out.append(f"dealer: {seats[seats.index(turn) - 1]}")
    if padding:
        key = f"captured {pad.lower()}"
        at = next((k for k, ln in enumerate(out) if ln.lower().startswith(key)), None)
        cards = " ".join(map(str, padding))
        if at is None:
            out.append(f"captured {pad}: {cards}")
        else:
            out[at] += " " + cards
        if "last capture" not in keys:
            out.append(f"last capture: {pad}")
    out.append(f"stock: {stock} cards")
    return parse_position("\n".join(out), rules or CasinoRules())


def texts(state: CasinoState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def refusal(state: CasinoState, play: str) -> str:
    with pytest.raises(IllegalActionError) as refused:
        state.check(state.parse_action(play))
    return str(refused.value)


# ---------------------------------------------------------------------------------------------
# The deal


@pytest.mark.parametrize(("players", "stock", "deals"), [(2, 40, 6), (3, 36, 4), (4, 32, 3)])
def test_the_deal_two_at_a_time_and_four_to_the_table(players: int, stock: int,
                                                      deals: int) -> None:
    st = new_game(CasinoRules(players=players), 5)
    order = list(range(52))
    random.Random("casino:5:0").shuffle(order)
    # Two to each player from the dealer's (P1's) left, the table's two before the dealer's.
    want: list[list[int]] = [[] for _ in range(players)]
    table: list[int] = []
    at = 0
    for _ in range(2):
        for k in range(1, players + 1):
            seat = k % players
            if seat == 0:
                table += order[at:at + 2]
                at += 2
            want[seat] += order[at:at + 2]
            at += 2
    assert [set(st.hand(s)) for s in range(players)] == [{CARDS[i] for i in h} for h in want]
    assert set(st.loose_cards()) == {CARDS[i] for i in table}
    assert len(st.stock_cards()) == stock and st.dealer == 0 and st.to_move() == 1 % players
    # Every deal after the first: four more each, none to the table, until the pack is used.
    dealt = 1
    rng = random.Random(1)
    while st.round_no == 0:
        table_before = len(st.loose_cards()) + sum(len(x.cards) for x in st.combinations())
        events = st.apply(st.legal_actions()[rng.randrange(len(st.legal_actions()))])
        new = [e for e in events if isinstance(e, HandsDealt)]
        if new:
            dealt += 1
            assert all(len(st.hand(s)) == 4 for s in range(players))
            assert st.to_move() == 1 % players  # the dealer's left plays first again
            assert len(st.loose_cards()) + sum(len(x.cards) for x in st.combinations()) \
                <= table_before + 1
            assert new[0].stock == len(st.stock_cards())
            assert "Yours: " in new[0].describe_for(0) and "Yours" not in new[0].describe()
    assert dealt == deals


def test_the_deal_passes_to_the_left_each_round() -> None:
    st = new_game(CasinoRules(players=3), 2)
    rng = random.Random(3)
    dealers = [st.dealer]
    while not st.is_terminal() and len(dealers) < 4:
        for e in st.apply(st.legal_actions()[rng.randrange(len(st.legal_actions()))]):
            if isinstance(e, RoundDealt):
                dealers.append(e.dealer)
                assert st.to_move() == (e.dealer + 1) % 3 and len(e.table) == 4
                assert e.describe().startswith(f"Round {e.round_no}: P{e.dealer + 1} deals")
    assert dealers == [0, 1, 2, 0]


# ---------------------------------------------------------------------------------------------
# Captures


def test_any_set_of_groups_of_the_cards_value() -> None:
    st = build("P1: ♥8 ♠K", "P2: ♠2 ♠4", "table: ♣8 ♠3 ♦5 ♥2 ♣6 ♦Q")
    takes = [a for a in st.legal_actions() if isinstance(a, Capture) and a.card == c("♥8")]
    sets = {frozenset(x for g in a.taken for x in g) for a in takes}
    groups = [frozenset(cs("♣8")), frozenset(cs("♠3 ♦5")), frozenset(cs("♥2 ♣6"))]
    want = {frozenset().union(*(g for k, g in enumerate(groups) if mask >> k & 1))
            for mask in range(1, 8)}
    assert sets == want and len(takes) == 7
    # Captures are listed as sorted sets, each once.
    assert "♥8 takes ♠3 ♥2 ♦5 ♣6 ♣8" in texts(st)


def test_a_face_card_takes_one_card_of_its_rank() -> None:
    st = build("P1: ♥K ♠5", "P2: ♠2 ♠4", "table: ♠K ♣K ♦5 ♣8")
    kings = [str(a) for a in st.legal_actions() if a.card == c("♥K")]
    assert kings == ["♥K takes ♠K", "♥K takes ♣K", "♥K trails"]
    assert "exactly one king" in refusal(st, "♥K takes ♠K ♣K")
    assert "exactly one king" in refusal(st, "♥K takes ♦5 ♣8")
    assert "never build or call" in refusal(st, "♥K builds 10 on ♦5")
    st = build("P1: ♠5 ♣9", "P2: ♠2 ♠4", "table: ♥J ♦4")
    assert "only a jack takes it" in refusal(st, "♠5 takes ♥J")
    assert "never part of a build" in refusal(st, "♠5 builds 9 on ♥J ♦4")


def test_a_build_is_taken_whole_with_its_value_by_anyone() -> None:
    st = build("P1: ♣8 ♠7", "P2: ♠2 ♠8", "table: ♥A", "build: 8 P2 ♥3 ♦5")
    assert "♣8 takes [♥3 ♦5]" in texts(st)
    assert st.parse_action("♣8 takes ♥3 ♦5") == Capture(c("♣8"), (cs("♥3 ♦5"),))
    assert refusal(st, "♣8 takes ♥3") == (
        "♥3 is part of the build of 8 (♥3 ♦5): a build or call goes whole, never in part.")
    assert refusal(st, "♠7 takes [♥3 ♦5]") == (
        "The build of 8 (♥3 ♦5) is worth 8: only an 8 takes it, not ♠7.")
    events = st.apply(st.parse_action("♣8 takes [♥3 ♦5]"))
    assert events[0].describe() == "P1 plays ♣8 and takes P2's build of 8 (♥3 ♦5)."
    assert st.combinations() == () and set(cs("♣8 ♥3 ♦5")) <= set(st.captured_cards(0))


def test_loose_cards_must_split_into_groups_of_the_value() -> None:
    st = build("P1: ♥8 ♠9", "P2: ♠2 ♠10", "table: ♠3 ♦4 ♣2 ♠4 ♦A ♣3")
    assert refusal(st, "♥8 takes ♠3 ♦4 ♣2") == (
        "♥8 cannot take ♠3 ♦4 ♣2: loose cards go in groups that each add up to 8, and they add "
        "up to 9.")
    assert "they add up to 17." in refusal(st, "♥8 takes ♠3 ♣3 ♠4 ♣2 ♦A ♦4")
    st = build("P1: ♥8 ♠9", "P2: ♠2 ♠10", "table: ♠6 ♦6 ♣4")
    assert refusal(st, "♥8 takes ♠6 ♦6 ♣4").endswith(
        "they add up to 16 but do not split into groups of 8.")
    assert "♣9 is not on the table" in refusal(st, "♥8 takes ♣9")
    assert refusal(st, "♥7 takes ♠3 ♠4") == "You do not hold ♥7."


# ---------------------------------------------------------------------------------------------
# Builds and raises


def test_build_onto_loose_cards_for_a_value_held() -> None:
    st = build("P1: ♥3 ♣8", "P2: ♠2 ♠4", "table: ♦5 ♠K")
    assert "♥3 builds 8 on ♦5" in texts(st)
    events = st.apply(st.parse_action("♥3 builds 8 on ♦5"))
    assert events[0].describe() == "P1 plays ♥3 onto ♦5: building 8."
    assert st.combinations() == (Combination(cs("♥3 ♦5"), 8, 0),)
    st = build("P1: ♥3 ♣9", "P2: ♠2 ♠4", "table: ♦5 ♠K")
    assert refusal(st, "♥3 builds 8 on ♦5") == (
        "You cannot build 8: you hold no 8 to take the build with later.")
    assert refusal(st, "♥3 builds 9 on ♦5") == "♥3 ♦5 make 8, not 9."
    st = build("P1: ♥7 ♣9", "P2: ♠2 ♠4", "table: ♦5")
    assert refusal(st, "♥7 builds 12 on ♦5") == "♥7 ♦5 make 12: a build is worth at most 10."


def test_raise_a_build_anyones_to_at_most_ten() -> None:
    st = build("P1: ♥2 ♣10 ♠A", "P2: ♠2 ♠4 ♣8", "table: ♦K", "build: 8 P2 ♥3 ♦5")
    assert "♥2 raises [♥3 ♦5] to 10" in texts(st)
    events = st.apply(st.parse_action("♥2 raises [♥3 ♦5] to 10"))
    assert events[0].describe() == "P1 plays ♥2 onto P2's build of 8 (♥3 ♦5): building 10."
    assert st.combinations() == (Combination(cs("♥2 ♥3 ♦5"), 10, 0),)  # P1 owns it now
    st = build("P1: ♥3 ♣10 ♠A", "P2: ♠2 ♠4 ♣8", "table: ♦K", "build: 8 P2 ♥2 ♦6")
    assert refusal(st, "♥3 raises [♥2 ♦6] to 11") == (
        "The build of 8 (♥2 ♦6) and ♥3 make 11: a build is worth at most 10.")
    assert refusal(st, "♠A raises [♥2 ♦6] to 9") == (
        "You cannot raise to 9: you hold no 9 to take the build with later.")
    # The owner may raise their own build.
    st = build("P1: ♥2 ♣10 ♣8", "P2: ♠2 ♠4 ♠9", "table: ♦K", "build: 8 P1 ♥3 ♦5")
    assert "♥2 raises [♥3 ♦5] to 10" in texts(st)


def test_a_call_is_never_raised() -> None:
    st = build("P1: ♥2 ♣10", "P2: ♠2 ♠8", "table: ♦K", "call: 8 P2 ♥8 ♣8")
    assert not any(isinstance(a, Raise) for a in st.legal_actions())
    assert refusal(st, "♥2 raises [♥8 ♣8] to 10") == (
        "The call of 8 (♥8 ♣8) cannot be raised: a call keeps its value, 8.")


# ---------------------------------------------------------------------------------------------
# Calls


def test_calls_as_the_seed_describes_them() -> None:
    # An 8 onto a table 8, holding another 8.
    st = build("P1: ♥8 ♣8", "P2: ♠2 ♠4", "table: ♦8 ♠K")
    assert "♥8 calls 8 on ♦8" in texts(st)
    events = st.apply(st.parse_action("♥8 calls 8 on ♦8"))
    assert events[0].describe() == "P1 plays ♥8 onto ♦8: calling 8."
    assert st.combinations() == (Combination(cs("♥8 ♦8"), 8, 0, True),)
    # A 5 onto a 2 makes a 7, added to a table 7 in the same turn, holding a 7.
    st = build("P1: ♥5 ♣7", "P2: ♠3 ♠4", "table: ♦2 ♦7 ♠K")
    assert "♥5 calls 7 on ♦2 ♦7" in texts(st)
    st.apply(st.parse_action("♥5 calls 7 on ♦2 ♦7"))
    assert st.combinations() == (Combination(cs("♥5 ♦2 ♦7"), 7, 0, True),)
    # Without another card of the value there is no call.
    st = build("P1: ♥8 ♣9", "P2: ♠2 ♠4", "table: ♦8")
    assert refusal(st, "♥8 calls 8 on ♦8") == (
        "You cannot call 8: you hold no other 8 to take the call with later.")
    st = build("P1: ♥5 ♣7", "P2: ♠3 ♠4", "table: ♦2")
    assert refusal(st, "♥5 calls 7 on ♦2") == (
        "♥5 and those cards make one group of 7: that is a build. A call combines two or more "
        "groups of 7.")


def test_anyones_build_becomes_the_callers_call() -> None:
    st = build("P1: ♥8 ♣8", "P2: ♠2 ♦8", "table: ♠K", "build: 8 P2 ♥3 ♦5")
    assert "♥8 calls 8 on [♥3 ♦5]" in texts(st)
    st.apply(st.parse_action("♥8 calls 8 on [♥3 ♦5]"))
    assert st.combinations() == (Combination(cs("♥3 ♥8 ♦5"), 8, 0, True),)
    # A call takes in more groups of its value, whoever owns them.
    st = build("P1: ♥4 ♣8 ♠4", "P2: ♠2 ♦8 ♠9", "table: ♠K ♣4", "call: 8 P2 ♥3 ♦5 ♥8")
    assert "♥4 calls 8 on [♥3 ♥8 ♦5] ♣4" in texts(st)
    assert refusal(st, "♥4 calls 9 on ♣4") == (
        "You cannot call 9: you hold no other 9 to take the call with later.")


# ---------------------------------------------------------------------------------------------
# Trailing and ownership


def test_trailing_is_allowed_even_when_a_capture_is_possible() -> None:
    st = build("P1: ♥8 ♠2", "P2: ♠3 ♠4", "table: ♦8")
    assert {"♥8 takes ♦8", "♥8 trails", "♠2 trails"} <= set(texts(st))
    assert st.apply(Trail(c("♥8")))[0].describe() == "P1 trails ♥8."


def test_no_trailing_while_you_own_a_build_or_call() -> None:
    st = build("P1: ♠7 ♣8", "P2: ♠2 ♠9", "table: ♥2", "build: 8 P1 ♥3 ♦5")
    assert not any(isinstance(a, Trail) for a in st.legal_actions())
    assert refusal(st, "♠7 trails") == (
        "You cannot trail: you own the build of 8 (♥3 ♦5) and must take or raise it. A player "
        "who owns a build or call on the table may not trail.")
    st = build("P1: ♠7 ♣8", "P2: ♠2 ♠9", "table: ♥2", "call: 8 P1 ♥8 ♦8")
    assert refusal(st, "♠7 trails").startswith(
        "You cannot trail: you own the call of 8 (♥8 ♦8) and must take it.")
    # Someone else's build does not stop a trail.
    st = build("P1: ♠7 ♣8", "P2: ♠2 ♠8", "table: ♥2", "build: 8 P2 ♥3 ♦5")
    assert "♠7 trails" in texts(st)


def test_you_keep_a_card_for_every_build_you_own() -> None:
    st = build("P1: ♠7 ♣8", "P2: ♠2 ♠9", "table: ♥8", "build: 8 P1 ♥3 ♦5")
    assert texts(st) == ["♣8 takes [♥3 ♦5] ♥8", "♣8 takes [♥3 ♦5]"]
    assert refusal(st, "♣8 takes ♥8") == (
        "You cannot play ♣8 that way: it is your last 8 and you own the build of 8 (♥3 ♦5). "
        "Keep an 8 to take it, or take it now.")
    # With a second 8 the loose 8 may be taken alone.
    st = build("P1: ♦8 ♣8", "P2: ♠2 ♠9", "table: ♥8", "build: 8 P1 ♥3 ♦5")
    assert "♣8 takes ♥8" in texts(st)


def test_a_player_always_has_a_play_and_no_combination_outlives_the_hands() -> None:
    for players in (2, 3, 4):
        st = new_game(CasinoRules(players=players, rounds=2), players)
        rng = random.Random(players)
        while not st.is_terminal():
            legal = st.legal_actions()
            assert legal
            events = st.apply(legal[rng.randrange(len(legal))])
            if any(isinstance(e, HandsDealt) for e in events):
                assert st.combinations() == ()


# ---------------------------------------------------------------------------------------------
# The end of a round and its scoring


#: The last deal of a two-player round: P2 has played its last card, P1 (the dealer) plays.
LAST = ("dealer: P1", "turn: P1", "P2: -")


def test_the_last_capture_takes_the_table() -> None:
    st = build(*LAST, "P1: ♦5", "table: ♣5 ♠9 ♥Q", "captured P1: ♠A",
               "last capture: P2", stock=0)
    events = st.apply(st.parse_action("♦5 takes ♣5"))
    taken = next(e for e in events if isinstance(e, TableTaken))
    assert taken.describe() == "P1 made the last capture and takes the rest of the table: ♠9 ♥Q."
    st = build(*LAST, "P1: ♦5", "table: ♠9 ♥Q", "captured P1: ♠A", "last capture: P2",
               stock=0)
    events = st.apply(st.parse_action("♦5 trails"))
    taken = next(e for e in events if isinstance(e, TableTaken))
    assert taken.seat == 1 and set(taken.cards) == set(cs("♠9 ♥Q ♦5"))


def test_a_round_without_a_capture_leaves_the_table_to_nobody() -> None:
    st = CasinoState.from_parts(
        CasinoRules(rounds=1), seed=0, round_no=0, totals=(0, 0), dealer=0,
        hands=(cs("♦5"), ()), loose=cs("♠9 ♥Q"), combinations=(), captured=((), ()),
        stock=(), turn=0, last_capturer=None, sweeps=(0, 0))
    events = st.apply(Trail(c("♦5")))
    assert events[0].describe() == "P1 trails ♦5."
    assert events[1].describe() == (
        "Nobody captured this round, so nobody takes the table: ♠9 ♥Q ♦5.")
    assert st.is_terminal() and st.returns() == (0, 0)


def test_round_scoring_line_by_line() -> None:
    st = build(*LAST, "P1: ♦5", "table: ♣5",
               "captured P1: ♠A ♠2 ♠3 ♠4 ♠5 ♠6 ♠7 ♦10 ♥A ♦A", pad="P2", stock=0)
    events = st.apply(st.parse_action("♦5 takes ♣5"))
    scored = next(e for e in events if isinstance(e, RoundScored))
    # P1 captured 12 cards, P2 the other 40.
    assert scored.result.describe_lines() == [
        "Round 1 (P1 dealt):",
        "Cards: P1 12, P2 40. P2 has the most: 3.",
        "Spades: P1 7, P2 6. P1 has the most: 1.",
        "Big casino ♦10: P1 took it, 2.",
        "Little casino ♠2: P1 took it, 1.",
        "Aces, 1 each: P1 ♠A ♥A ♦A (3), P2 ♣A (1).",
        "Round score: P1 7, P2 4.",
    ]
    assert scored.result.score == (7, 4) and st.returns() == (7, 4)
    assert SPEC.scores is not None and SPEC.scores(scored) == (7, 4)


def test_ties_for_the_most_score_nothing() -> None:
    # Three players: P1 and P2 tie for the most spades, P3 has the most cards.
    st = build("dealer: P3", "turn: P3", "P1: -", "P2: -", "P3: ♥9",
               "table: ♠K", "captured P1: ♠A ♠2 ♠3 ♠4 ♠5", "captured P2: ♠6 ♠7 ♠8 ♠9 ♠10",
               pad="P3", stock=0)
    events = st.apply(st.parse_action("♥9 trails"))
    scored = next(e for e in events if isinstance(e, RoundScored)).result
    lines = scored.describe_lines()
    assert "P1 and P2 tie for the most: nobody scores the 1." in lines[2]
    assert scored.most_spades is None and scored.most_cards == 2


def test_partners_pool_their_captures() -> None:
    rules = CasinoRules(players=4, partners=True)
    st = build("dealer: W", "turn: W", "N: -", "E: -", "S: -", "W: ♥9", "table: ♠K",
               "captured N: ♠A ♠2 ♠3", "captured S: ♠4 ♠5 ♠6 ♦10", "captured E: ♠7",
               rules=rules, pad="W", stock=0)
    assert SPEC.sides_in(st) == ((0, 2), (1, 3)) and SPEC.sides_in(st.view(1)) == ((0, 2),
                                                                                  (1, 3))
    events = st.apply(st.parse_action("♥9 trails"))
    result = next(e for e in events if isinstance(e, RoundScored)).result
    assert result.names == ("N-S", "E-W") and result.spades == (6, 7)
    assert result.big == 0 and result.little == 0
    assert st.returns()[0] == st.returns()[2] and st.returns()[1] == st.returns()[3]
    # Without the option, or with fewer players, every seat plays alone.
    assert SPEC.sides_in(new_game(CasinoRules(players=4), 1)) == ((0,), (1,), (2,), (3,))
    assert SPEC.sides_in(new_game(CasinoRules(players=2, partners=True), 1)) == ((0,), (1,))


def test_sweeps_score_but_not_the_rounds_last_capture() -> None:
    rules = CasinoRules(sweeps=True)
    st = build("P1: ♥8 ♠2", "P2: ♠3 ♠4", "table: ♦8", rules=rules)
    events = st.apply(st.parse_action("♥8 takes ♦8"))
    assert events[0].describe() == "P1 plays ♥8 and takes ♦8. That clears the table: a sweep."
    assert st.sweeps == [1, 0] and st.view(1).last_swept
    plain = build("P1: ♥8 ♠2", "P2: ♠3 ♠4", "table: ♦8")
    assert plain.apply(plain.parse_action("♥8 takes ♦8"))[0].describe().endswith(
        "That clears the table.")
    # The round's last capture clears the table too, but it is no sweep.
    st = build(*LAST, "P1: ♦5", "table: ♣5", "captured P1: ♠A", "sweeps: 1 0",
               rules=rules, stock=0)
    events = st.apply(st.parse_action("♦5 takes ♣5"))
    result = next(e for e in events if isinstance(e, RoundScored)).result
    assert result.sweeps == (1, 0) and result.void_sweep == 0
    assert "P1's last capture cleared the table, but the last capture of a round is no sweep." \
        in result.describe_lines()
    # A sweep stays the last capture even when trails follow it.
    st = build(*LAST, "P1: ♦5", "table: -", "captured P1: ♠A", "last capture: P1 sweep",
               "sweeps: 1 0", rules=rules, stock=0)
    events = st.apply(st.parse_action("♦5 trails"))
    result = next(e for e in events if isinstance(e, RoundScored)).result
    assert result.sweeps == (0, 0) and result.void_sweep == 0
    # An earlier sweep counts once another capture follows it.
    st = build(*LAST, "P1: ♦5", "table: ♣5 ♠9", "captured P1: ♠A", "last capture: P1 sweep",
               "sweeps: 1 0", rules=rules, stock=0)
    events = st.apply(st.parse_action("♦5 takes ♣5"))
    result = next(e for e in events if isinstance(e, RoundScored)).result
    assert result.sweeps == (1, 0) and result.void_sweep is None
    assert "Sweeps, 1 each: P1 1, P2 0." in result.describe_lines()


# ---------------------------------------------------------------------------------------------
# The game's end


def _last_play(score: str, *, rules: CasinoRules | None = None) -> list[object]:
    """P1's last play of a round that gives P1 big casino, spades and aces, P2 the cards."""
    st = build(*LAST, "P1: ♦5", "table: ♣5", f"score: {score}",
               "captured P1: ♠A ♠2 ♠3 ♠4 ♠5 ♠6 ♠7 ♦10 ♥A ♦A", pad="P2", stock=0,
               rules=rules or CasinoRules())
    return list(st.apply(st.parse_action("♦5 takes ♣5")))  # P1 7, P2 4


def test_the_game_ends_at_21_and_the_highest_wins() -> None:
    events = _last_play("14 10")
    over = events[-1]
    assert isinstance(over, MatchOver) and over.totals == (21, 14) and over.winner == 0
    assert over.describe() == "The game is over after 1 round (to 21): P1 wins, 21 to 14."
    # Both past 21: the higher total wins.
    events = _last_play("18 20")
    over = events[-1]
    assert isinstance(over, MatchOver) and over.totals == (25, 24) and over.winner == 0


def test_level_at_the_top_plays_another_round() -> None:
    events = _last_play("17 20")  # 24 - 24
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.match == (24, 24) and scored.level_at_top == (0, 1)
    assert scored.describe().endswith(
        "P1 and P2 are level at 24, the highest: another round decides.")
    assert isinstance(events[-1], RoundDealt) and events[-1].round_no == 2
    # Under the target nobody has won yet.
    events = _last_play("0 0")
    assert isinstance(events[-1], RoundDealt)


def test_the_rounds_option_stops_the_game() -> None:
    events = _last_play("3 6", rules=CasinoRules(rounds=1))
    over = events[-1]
    assert isinstance(over, MatchOver) and over.totals == (10, 10) and over.winner is None
    assert over.describe() == "The game stops after 1 round: a draw at 10."


# ---------------------------------------------------------------------------------------------
# Typed plays


def test_a_card_alone_names_its_one_play_or_lists_them() -> None:
    st = build("P1: ♥10 ♠2", "P2: ♠3 ♠4", "table: ♦10 ♣6 ♣4 ♠K")
    with pytest.raises(AmbiguousActionError) as many:
        st.parse_action("10")
    texts_ = many.value.texts
    assert texts_ == ("♥10 takes ♦10", "♥10 takes ♦10 ♣4 ♣6", "♥10 takes ♣4 ♣6",
                      "♥10 trails")
    assert set(many.value.candidates) <= set(st.legal_actions())
    assert "'10' fits 4 actions" in str(many.value)
    with pytest.raises(AmbiguousActionError):
        resolve_typed("♥10", st.legal_actions(), st.format_action, st.parse_action)
    # ♠2 can only trail.
    assert st.parse_action("♠2") == Trail(c("♠2")) == st.parse_action("2")
    assert resolve_typed("♠2", st.legal_actions(), st.format_action, st.parse_action) == \
        Trail(c("♠2"))
    with pytest.raises(NotationError, match="rank '9'"):
        st.parse_action("9")


@pytest.mark.parametrize("text", [
    "♥7 trails", "trail ♥7", "♥8 takes ♣8 [♠3 ♦5]", "♥3 builds 8 on ♦5",
    "♥2 raises [♠3 ♦5] to 10", "♥8 calls 8 on ♣8 [♠3 ♦5]", "h8 take c8 [s3 d5]",
])
def test_plays_read_without_a_position(text: str) -> None:
    from tutor.games.casino.engine import parse_action

    a = parse_action(None, text)
    assert isinstance(a, (Trail, Capture, Build, Raise, Call))
    assert parse_action(None, str(a)) == a


@pytest.mark.parametrize("text", [
    "", "♥8 takes", "♥8 takes [♠3 ♦5", "♥8 takes ♠3] ♦5", "♥3 builds x on ♦5", "♥3 builds 8",
    "♥2 raises [♠3 ♦5] to", "zz", "♥8 dances", "♥8 calls 8 on", "[[", "♥8 takes [[♠3]]",
])
def test_bad_plays_are_notation_errors(text: str) -> None:
    st = build("P1: ♥8 ♠2", "P2: ♠3 ♠4", "table: ♦8")
    with pytest.raises(NotationError):
        st.parse_action(text)


def test_a_play_of_no_kind_or_after_the_end_is_refused() -> None:
    st = build("P1: ♥8 ♠2", "P2: ♠3 ♠4", "table: ♦8")
    with pytest.raises(IllegalActionError, match="is not a play"):
        st.check("♥8")  # type: ignore[arg-type]
    events = _last_play("20 0")
    assert isinstance(events[-1], MatchOver)


def test_refusals_name_the_table_items_as_they_lie() -> None:
    st = build("P1: ♥3 ♣10 ♠A", "P2: ♠2 ♠4 ♣8", "table: ♦K ♣2 ♣5", "build: 8 P2 ♥2 ♦6")
    assert refusal(st, "♥3 builds 7 on ♣A ♣2") == "♣A is not on the table."
    assert refusal(st, "♥3 builds 10 on ♥2 ♦6") == (
        "♥2 is part of the build of 8 (♥2 ♦6): a build or call goes whole, never in part. To add "
        "a card to a build, raise it or call it.")
    # Typed brackets round loose cards are read as loose cards; an action object that calls them
    # a combination is refused.
    assert st.parse_action("♠A takes [♣2 ♣5]") == st.parse_action("♠A takes ♣2 ♣5")
    with pytest.raises(IllegalActionError, match=r"\[♣2 ♣5\] is not a build or call"):
        st.check(Capture(c("♣10"), (cs("♣2 ♣5"),)))
