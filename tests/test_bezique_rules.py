"""Bezique, Rubicon Bezique and Fildinski: a hand-written case for each rule and ruling, and the
invariants over random deals."""

from __future__ import annotations

import random

import pytest
from bz_helpers import build
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.cards import parse_card
from tutor.errors import IllegalActionError
from tutor.games.bezique.engine import (
    DIX,
    BeziqueState,
    DealScored,
    Declare,
    EndPhase,
    Play,
    TrickTaken,
    rubicon_score,
)
from tutor.games.bezique.melds import BRISQUE_MASK, CARDS, INDEX, classify, pack_mask
from tutor.registry import get_spec


def meld(text: str) -> Declare:
    return Declare(tuple(parse_card(t) for t in text.split()))


def play(state: BeziqueState, text: str) -> list[object]:
    return list(state.apply(state.parse_action(text)))


def refused(state: BeziqueState, action: object) -> str:
    with pytest.raises(IllegalActionError) as e:
        state.check(action)  # type: ignore[arg-type]
    return str(e.value)


# A Bezique deal after a few tricks: ♥ trump, P1 to lead, the stock still long.
MID = ("dealer: P2", "trump: ♥", "turned: ♥9",
       "P1: ♥K ♥Q ♥A ♥10 ♥J ♠Q ♦J ♣7",
       "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♥7 ♠7",
       "won P1: ♣8 ♣9", "won P2: ♦8 ♦9 ♠8 ♠9", "turn: P1")


def test_identical_cards_the_first_played_wins() -> None:
    s = build("dealer: P2", "trump: ♥", "turned: ♥9",
              "P1: ♠A ♠10 ♥K ♦8 ♣J ♣9 ♣7 ♥A'", "P2: ♠A' ♠J ♥7 ♦A ♦K ♣A ♣8 ♣10'",
              "won P2: ♥8 ♦7", "turn: P1")
    events = play(s, "♠A") + play(s, "♠A'")
    taken = next(e for e in events if isinstance(e, TrickTaken))
    assert taken.winner == 0 and taken.brisques == 20  # two aces won: 20 at once
    assert s.points == [20, 0]


def test_a_trump_wins_and_any_card_may_be_played_while_the_stock_lasts() -> None:
    s = build(*MID)
    play(s, "♣7")
    assert {str(a) for a in s.legal_actions()} >= {"♠A", "♥7", "♣K"}  # no need to follow
    events = play(s, "♥7")
    taken = next(e for e in events if isinstance(e, TrickTaken))
    assert taken.winner == 1
    assert s.sevens[1] == 10 and s.points[1] == 10  # the trump 7 scores when played


def test_one_declaration_a_turn_then_the_draw() -> None:
    s = build(*MID)
    play(s, "♣7")
    play(s, "♠7")  # P1 wins with the ♣7 led
    assert s.melder == 0 and meld("♥K ♥Q") in s.legal_actions()
    events = s.apply(meld("♥K ♥Q"))
    assert s.points[0] == 40 and s.melder == -1  # the stuk, and the draw followed at once
    assert sum(type(e).__name__ == "Drew" for e in events) == 2
    assert s.table[0].bit_count() == 2


def test_reuse_goes_up_in_value_only() -> None:
    # The stuk on the table: the sequence may use its cards (250 >= 40) ...
    s = build("dealer: P2", "trump: ♥", "turned: ♥9",
              "P1: ♥A ♥10 ♥J ♠Q ♦J ♣7", "table P1: ♥K ♥Q", "meld P1: ♥K ♥Q",
              "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♥7 ♠7",
              "won P1: ♣8 ♣9 ♦8 ♦9", "won P2: ♠8 ♠9", "turn: P1")
    play(s, "♣7")
    play(s, "♠7")
    assert meld("♥A ♥10 ♥K ♥Q ♥J") in s.legal_actions()
    s.apply(meld("♥A ♥10 ♥K ♥Q ♥J"))
    assert s.points[0] == 40 + 250
    # ... but after the sequence no stuk from its cards: 40 is worth less than 250.
    s2 = build("dealer: P2", "trump: ♥", "turned: ♥9",
               "P1: ♠Q ♦J ♣7", "table P1: ♥A ♥10 ♥K ♥Q ♥J", "meld P1: ♥A ♥10 ♥K ♥Q ♥J",
               "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♥7 ♠7",
               "won P1: ♣8 ♣9 ♦8 ♦9", "won P2: ♠8 ♠9", "turn: P1")
    play(s2, "♣7")
    play(s2, "♠7")
    assert meld("♥K ♥Q") not in s2.legal_actions()
    assert refused(s2, meld("♥K ♥Q")) == (
        "♥K was already used in the trump sequence (250); the stuk is worth less (40), so it "
        "cannot use that card again.")


def test_a_kind_again_needs_new_cards() -> None:
    s = build("dealer: P2", "trump: ♥", "turned: ♥9",
              "P1: ♣Q' ♦J ♣7 ♠Q ♠J ♦8'", "table P1: ♣K ♣Q", "meld P1: ♣K ♣Q",
              "P2: ♠A ♠10 ♦A ♦10 ♣A ♥K ♥7 ♠7",
              "won P1: ♣8 ♣9 ♦8 ♦9", "won P2: ♠8 ♠9", "turn: P1")
    play(s, "♣7")
    play(s, "♠7")
    assert "meld ♣K ♣Q'" not in {str(a) for a in s.legal_actions()}
    assert refused(s, meld("♣K ♣Q'")) == (
        "♣K was already used in a marriage in ♣; another meld of that kind needs new cards only.")


def test_two_singles_on_the_table_make_the_double_bezique() -> None:
    s = build("dealer: P2", "trump: ♥", "turned: ♥9",
              "P1: ♣7 ♣8' ♣9' ♦8'", "table P1: ♠Q ♦J ♠Q' ♦J'",
              "meld P1: ♠Q ♦J", "meld P1: ♠Q' ♦J'",
              "P2: ♠A ♠10 ♦A ♦10 ♣A ♥K ♥7 ♠7",
              "won P1: ♣8 ♣9 ♦8 ♦9", "won P2: ♠8 ♠9 ♦7 ♦7'", "turn: P1")
    play(s, "♣7")
    play(s, "♠7")
    s.apply(meld("♠Q ♠Q' ♦J ♦J'"))
    assert s.points[0] == 40 + 40 + 500


def test_the_dix_is_the_turns_declaration() -> None:
    s = build("dealer: P2", "trump: ♥", "turned: ♥9",
              "P1: ♥K ♥Q ♥7 ♥10 ♥J ♠Q ♦J ♣7",
              "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♥A ♠7",
              "won P1: ♣8 ♣9", "won P2: ♦8 ♦9 ♠8 ♠9", "turn: P1")
    play(s, "♣7")
    play(s, "♠7")
    assert DIX in s.legal_actions()
    s.apply(DIX)
    assert s.points[0] == 10 and s.melder == -1  # the dix ended the turn: both drew
    assert s.turned == 7 + 8  # ♥7 (face 15, copy 0) lies beside the stock
    assert s.seen[0] >> (8 + 5) & 1  # the ♥9 taken is seen by both


def test_no_dix_when_a_seven_is_turned() -> None:
    s = build("dealer: P2", "trump: ♥", "turned: ♥7'",
              "P1: ♥K ♥Q ♥7 ♥10 ♥J ♠Q ♦J ♣7", "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♥A ♠7",
              "won P1: ♣8 ♣9", "won P2: ♦8 ♦9 ♠8 ♠9", "sevens: 0 10", "turn: P1")
    play(s, "♣7")
    play(s, "♠7")
    assert DIX not in s.legal_actions()
    assert "the turned card is already a 7" in refused(s, DIX)


def test_the_dealer_scores_a_turned_seven() -> None:
    rules = get_spec("bezique").rules_from_dict({})
    for seed in range(200):
        s = BeziqueState(rules, seed)
        if s.turned & 7 == 7:
            assert s.points[s.dealer] == 10 and s.sevens[s.dealer] == 10
            return
    raise AssertionError("no turned 7 in 200 deals")


# The last tricks: the stock is empty.
def _end_state(p1: str, p2: str, turn: str = "P1") -> BeziqueState:
    held = set(p1.split()) | set(p2.split())
    rest = [str(c) for c in CARDS[:64] if str(c) not in held]
    half = len(rest) // 2 // 2 * 2  # whole tricks
    return build("dealer: P2", "trump: ♥", "turned: -", "stock: -", f"P1: {p1}", f"P2: {p2}",
                 "won P1: " + " ".join(rest[:half]), "won P2: " + " ".join(rest[half:]),
                 f"turn: {turn}")


def test_the_last_tricks_follow_and_win() -> None:
    s = _end_state("♠A ♠9 ♥8 ♣7", "♠K ♠10 ♥Q ♦A", turn="P2")
    play(s, "♠K")
    assert {str(a) for a in s.legal_actions()} == {"♠A"}  # follow and beat
    assert refused(s, Play(parse_card("♠9"))) == (
        "In the last tricks you must follow suit and win if you can: your ♠A beats the ♠K led.")
    s = _end_state("♠A ♠9 ♥8 ♣7", "♠K ♠10 ♥Q ♦A", turn="P2")
    play(s, "♦A")
    assert {str(a) for a in s.legal_actions()} == {"♥8"}  # void: trump
    assert "must trump" in refused(s, Play(parse_card("♣7")))


def test_the_last_trick_scores_and_the_deal_is_counted() -> None:
    s = _end_state("♣7", "♠K", turn="P1")
    before = list(s.points)
    play(s, "♣7")
    events = play(s, "♠K")
    taken = next(e for e in events if isinstance(e, TrickTaken))
    assert taken.winner == 0 and taken.last == 10
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.result.totals[0] == before[0] + 10
    assert scored.result.describe_lines()[-1].startswith("Deal score")


def test_melded_cards_go_back_to_the_hands_when_the_stock_empties() -> None:
    s = build("dealer: P2", "trump: ♥", "turned: ♥9", "stock: ♣7'",
              "P1: ♠A ♠9 ♥8 ♣7 ♠7 ♠8", "table P1: ♥K ♥Q", "meld P1: ♥K ♥Q",
              "P2: ♠K ♠10 ♥Q' ♦A ♦K ♦Q ♦J ♦10", "turn: P1", *_rest_won(
                  "♠A ♠9 ♥8 ♣7 ♠7 ♠8 ♥K ♥Q ♠K ♠10 ♥Q' ♦A ♦K ♦Q ♦J ♦10 ♥9 ♣7'"))
    play(s, "♠A")
    # P1 wins the last stock trick; with nothing new to declare the draw follows at once.
    events = play(s, "♠K")
    assert any(isinstance(e, EndPhase) for e in events)
    assert s.table == [0, 0] and s.hand(1)[0] is not None
    assert str(s.hand(1)).count("♥9") == 1 and s.seen[1] >> 13 & 1  # P2 took the turned ♥9
    assert {"♥K", "♥Q"} <= {str(c) for c in s.hand(0)}
    assert s.end_phase and DIX not in s.legal_actions()


def _rest_won(held: str) -> tuple[str, str]:
    """Every card not held, split between the won piles (whole tricks)."""
    keep = set(held.split())
    rest = [str(c) for c in CARDS[:64] if str(c) not in keep]
    half = len(rest) // 2 // 2 * 2
    return "won P1: " + " ".join(rest[:half]), "won P2: " + " ".join(rest[half:])


def test_rubicon_score() -> None:
    assert rubicon_score((1500, 1200)) == (800, 0)
    assert rubicon_score((1500, 900)) == (0 + 1000 + 2400, 0)
    assert rubicon_score((700, 900)) == (0, 2600)
    assert rubicon_score((1000, 1000)) == (0, 0)


@given(seed=st.integers(0, 2**32 - 1), game=st.sampled_from(["bezique", "rubicon", "fildinski"]),
       play_seed=st.integers(0, 2**16))
@settings(max_examples=30, deadline=None)
def test_cards_are_conserved_and_points_add_up(seed: int, game: str, play_seed: int) -> None:
    spec = get_spec(game)
    state = spec.new_game(spec.rules_from_dict({"deals": 1}), seed)
    assert isinstance(state, BeziqueState)
    rng = random.Random(play_seed)
    pack = pack_mask(state.rs.copies)
    while not state.is_terminal():
        every = (state.hands[0] | state.hands[1] | state.table[0] | state.table[1]
                 | state.won[0] | state.won[1])
        parts = [state.hands[0], state.hands[1], state.table[0], state.table[1], state.won[0],
                 state.won[1]] + [1 << i for i in state.stock + state.trick]
        if state.turned >= 0:
            parts.append(1 << state.turned)
        assert sum(p.bit_count() for p in parts) == pack.bit_count()
        union = 0
        for p in parts:
            union |= p
        assert union == pack and every & ~pack == 0
        for s in (0, 1):
            melds = sum(m.points for m in state.melds if m.seat == s)
            brisques = (state.won[s] & BRISQUE_MASK).bit_count() * state.rs.brisque
            assert state.points[s] == (melds + brisques + state.sevens[s] + state.dix_pts[s]
                                       + state.blanche[s] + (state.rs.last_trick
                                                             if state.last == s else 0))
        legal = state.legal_actions()
        assert legal
        for a in legal:  # every meld offered is one, of the kind its pattern says
            if isinstance(a, Declare):
                m = sum(1 << INDEX[c] for c in a.cards)
                assert classify(m, state.trump, state.rs, state.rules.kh_bezique,
                                state.rules.trump_queen_bezique) is not None, a
        state.apply(rng.choice(legal))
    assert isinstance(state.returns(), tuple)

# ---------------------------------------------------------------------------------------------
# Rubicon

RUB = ("dealer: P2", "trump: -", "P1: ♥K ♥Q ♠K ♠Q ♦J ♥A ♥10 ♥J ♣7",
       "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♥7 ♠7 ♣8", "won P1: ♣9 ♣9'", "turn: P1")


def _rubicon_winner() -> BeziqueState:
    s = build(*RUB, rule_set="rubicon")
    play(s, "♣7")
    play(s, "♠7")  # P1 wins and declares
    assert s.melder == 0
    return s


def test_rubicon_the_first_marriage_fixes_trump_and_scores_as_the_stuk() -> None:
    s = _rubicon_winner()
    events = s.apply(meld("♥K ♥Q"))
    assert s.trump == 1 and s.points[0] == 40
    assert "trump is now ♥ (harten)" in events[0].describe()  # type: ignore[attr-defined]
    # Only one marriage or sequence in the turn that fixes trump; the bezique may follow.
    assert meld("♠K ♠Q") not in s.legal_actions()
    assert refused(s, meld("♠K ♠Q")).startswith("Before trump is fixed only one marriage")
    assert meld("♠Q ♦J") in s.legal_actions()
    s.apply(PASS_)
    assert s.melder == -1


def test_rubicon_no_card_in_two_melds_of_one_turn() -> None:
    s = _rubicon_winner()
    s.apply(meld("♠Q ♦J"))  # a bezique first: trump still open
    assert s.trump == -1 and s.points[0] == 40
    assert "is already in a bezique, declared this turn" in refused(s, meld("♠K ♠Q"))
    s.apply(meld("♥K ♥Q"))  # the stuk fixes ♥
    assert s.trump == 1 and s.points[0] == 80


def test_rubicon_a_broken_meld_may_be_formed_again() -> None:
    base = ("dealer: P2", "trump: ♥", "table P1: ♥K ♥Q", "meld P1: ♥K ♥Q",
            "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♥7 ♠7 ♣8", "won P1: ♣9 ♣9'", "turn: P1")
    whole = build("P1: ♥Q' ♠Q ♦J ♥A ♥10 ♥J ♣7", *base, rule_set="rubicon")
    play(whole, "♣7")
    play(whole, "♠7")
    assert meld("♥K ♥Q'") not in whole.legal_actions()  # the stuk still lies complete
    assert "lies complete on the table" in refused(whole, meld("♥K ♥Q'"))
    broken = build("P1: ♥Q' ♠Q ♦J ♥A ♥10 ♥J ♣7", *base, rule_set="rubicon")
    play(broken, "♥Q")  # the stuk's queen is played ...
    play(broken, "♠7")
    # ... and P1 won: the ♥K with a new queen is the stuk again.
    assert meld("♥K ♥Q'") in broken.legal_actions()


def test_rubicon_plain_sequences_tens_and_carte_blanche() -> None:
    s = build("dealer: P2", "trump: ♥", "P1: ♣A ♣10 ♣K ♣Q ♣J ♠10 ♥10 ♦10 ♣10'",
              "P2: ♠A ♦A ♥A ♣8 ♣K' ♥7 ♠7", "table P2: ♥K' ♥Q'", "meld P2: ♥K' ♥Q'",
              "won P1: ♣9 ♣9'", "turn: P1", rule_set="rubicon")
    play(s, "♣10")  # alike copies in the hand: the first is played, ♣10' stays
    play(s, "♠7")
    assert str(s.parse_action("meld ♣A ♣10 ♣K ♣Q ♣J")) == "meld ♣A ♣10' ♣K ♣Q ♣J"
    s.apply(s.parse_action("meld ♣A ♣10 ♣K ♣Q ♣J"))
    # Four tens would need the ♣10' again in this turn: nothing else to declare, so both drew.
    assert s.points[0] == 150 and s.melder == -1
    blanche = build("dealer: P2", "trump: -", "P1: ♠A ♠10 ♠9 ♥A ♥8 ♦7 ♦9 ♣A ♣10",
                    "P2: ♠K ♦A' ♥A' ♣8 ♣K' ♥7 ♠7 ♣8' ♠9'", "blanche to say: P1", "turn: P1",
                    rule_set="rubicon")
    assert set(blanche.legal_actions()) == {BLANCHE, PASS_}
    blanche.apply(BLANCHE)
    assert blanche.points[0] == 50 and blanche.seen[0] == blanche.hands[0]


def test_rubicon_scores_one_game_with_the_bonus() -> None:
    spec = get_spec("rubicon")
    s = spec.new_game(spec.rules_from_dict({}), 4)
    rng = random.Random(4)
    events: list[object] = []
    while not s.is_terminal():
        events += s.apply(rng.choice(s.legal_actions()))
    scored = [e for e in events if isinstance(e, DealScored)]
    assert len(scored) == 1 and scored[0].result.rubicon
    assert scored[0].result.score == rubicon_score(scored[0].result.totals)
    assert s.returns() == scored[0].result.score


# ---------------------------------------------------------------------------------------------
# Fildinski

FIL = ("dealer: P2", "trump: ♥", "turned: ♥9", "P1: ♣7 ♠8 ♠9 ♦8 ♦9 ♣8 ♣9 ♥7",
       "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♠7 ♦7", "won P1: ♥K ♠7' ♦J ♦7'", "turn: P1")


def test_fildinski_melds_come_from_won_cards_holding_one_just_won() -> None:
    s = build(*FIL, rule_set="fildinski")
    play(s, "♥7")  # a trump 7: 10
    events = play(s, "♣K")  # P2 throws the ♣K: P1 wins ♥7 and ♣K
    assert any(isinstance(e, TrickTaken) and e.winner == 0 for e in events)
    # ♥K was won before, the ♣K now: no meld holds a just-won card, so the draw followed.
    assert s.melder == -1 and s.points[0] == 10
    s2 = build("dealer: P2", "trump: ♥", "turned: ♥9", "P1: ♣7 ♠8 ♠9 ♦8 ♦9 ♣8 ♣9 ♥Q",
               "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♠7 ♠Q", "won P1: ♥K ♠7' ♦J ♦7'", "turn: P1",
               rule_set="fildinski")
    play(s2, "♥Q")
    play(s2, "♠Q")  # P1 wins ♥Q and ♠Q: the stuk (♥K won before) and the fildinski
    legal = {str(a) for a in s2.legal_actions()}
    assert {"meld ♥K ♥Q", "meld ♠Q ♦J", "pass"} <= legal
    s2.apply(meld("♥K ♥Q"))
    s2.apply(meld("♠Q ♦J"))
    assert s2.points[0] == 80 and s2.melder == -1


def test_fildinski_a_meld_must_hold_a_card_just_won() -> None:
    s = build("dealer: P2", "trump: ♥", "turned: ♥9", "P1: ♣7 ♠8 ♠9 ♦8 ♦9 ♣8 ♣9 ♥8",
              "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♠7 ♦7", "won P1: ♥K ♥Q ♦J ♦7'", "turn: P1",
              rule_set="fildinski")
    play(s, "♣7")
    play(s, "♦7")  # P1 wins ♣7 and ♦7: the ♥K ♥Q won before make no meld now
    assert s.melder == -1  # nothing to declare: the draw followed
    assert s.points[0] == 0


PASS_ = __import__("tutor.games.bezique.engine", fromlist=["PASS"]).PASS
BLANCHE = __import__("tutor.games.bezique.engine", fromlist=["BLANCHE"]).BLANCHE


def test_kh_bezique_and_trump_queen_bezique_options() -> None:
    lines = ("dealer: P2", "trump: ♦", "turned: ♦9", "P1: ♣J ♥Q ♠Q ♦J ♣7 ♠8 ♠9 ♦8",
             "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♥7 ♠7", "won P1: ♣8 ♣9", "turn: P1")
    plain = build(*lines)
    kh = build(*lines, kh_bezique=True)
    for s in (plain, kh):
        play(s, "♣7")
        play(s, "♠7")
    assert meld("♠Q ♦J") in plain.legal_actions() and meld("♥Q ♣J") not in plain.legal_actions()
    assert meld("♥Q ♣J") in kh.legal_actions() and meld("♠Q ♦J") not in kh.legal_actions()
    rub = build("dealer: P2", "trump: -", "P1: ♥Q ♣J ♠K ♥A ♥10 ♣7 ♠8 ♠9 ♦8",
                "P2: ♠A ♠10 ♦A ♦10 ♣A ♣K ♥7 ♠7 ♣8", "won P1: ♣9 ♣9'", "turn: P1",
                rule_set="rubicon", trump_queen_bezique=True)
    play(rub, "♣7")
    play(rub, "♠7")
    rub.apply(meld("♥Q ♣J"))  # the trump-queen bezique fixes ♥
    assert rub.trump == 1 and rub.points[0] == 40


def test_refusals_say_the_rule() -> None:
    s = build(*MID)
    assert refused(s, Play(parse_card("♦A"))) == "P1 does not hold ♦A."
    assert refused(s, meld("♥K ♥Q")) == (
        "Melds are declared only by the winner of a trick, before drawing.")
    assert refused(s, PASS_) == "There is nothing to pass on now: P1 is to play a card."
    play(s, "♣7")
    play(s, "♠7")
    assert refused(s, Play(parse_card("♥A"))).startswith("P1 won the trick and first declares")
    assert refused(s, meld("♥A ♥Q")).startswith("♥A ♥Q is not a meld")
    assert refused(s, meld("♥K ♠Q")).startswith("♠Q ♥K is not a meld: a meld is five trumps")
    assert refused(s, meld("♥K' ♥Q")) == "P1 does not hold ♥K'."


def test_rubicon_without_trump_the_last_tricks_have_none() -> None:
    held = "♠A ♠9 ♥8 ♣7 ♠K ♠10 ♥Q ♦A"
    keep = set(held.split())
    rest = [str(c) for c in CARDS if str(c) not in keep]
    half = len(rest) // 2 // 2 * 2
    s = build("dealer: P2", "trump: -", "turned: -", "stock: -", "P1: ♠A ♠9 ♥8 ♣7",
              "P2: ♠K ♠10 ♥Q ♦A", "won P1: " + " ".join(rest[:half]),
              "won P2: " + " ".join(rest[half:]), "turn: P2", rule_set="rubicon")
    play(s, "♦A")
    assert len(s.legal_actions()) == 4  # void in ♦ and no trumps: any card


def test_a_match_plays_deals_to_the_target() -> None:
    spec = get_spec("fildinski")
    s = spec.new_game(spec.rules_from_dict({"target": 300}), 9)
    rng = random.Random(9)
    events: list[object] = []
    while not s.is_terminal():
        events += s.apply(rng.choice(s.legal_actions()))
    deals = [e for e in events if isinstance(e, DealScored)]
    assert deals and max(deals[-1].match) >= 300
    assert all(max(d.match) < 300 or d.match[0] == d.match[1] for d in deals[:-1])
    assert s.returns() == deals[-1].match
    assert [d.result.dealer for d in deals] == [i % 2 for i in range(len(deals))]
