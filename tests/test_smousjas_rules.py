"""Smousjas and Vijfhonderden, rule by rule: each test names the ruling (RULINGS.md, section
"Smousjas and Vijfhonderden") or the rule card's decision it holds the engine to."""

from __future__ import annotations

from typing import Any

import pytest
from sj_helpers import FIRST_TRICK, PHASE_TWO, build

from tutor.cards import Card, Suit, card
from tutor.errors import IllegalActionError, NotationError
from tutor.games.smousjas.engine import (
    OUT,
    SWAP,
    TAKE_COVERED,
    TAKE_TURNED,
    DealAnnulled,
    DealScored,
    DealStarted,
    DeclarationStands,
    Declare,
    Drew,
    LastCardsTaken,
    Mariage,
    MatchOver,
    OutCalled,
    Play,
    Reject,
    Rejected,
    RoundOver,
    SmousjasState,
    Swap,
    new_game,
    parse_action,
    tables,
)
from tutor.games.smousjas.melds import CARDS
from tutor.games.smousjas.rules import (
    PLAIN_ORDER,
    RULE_SETS,
    TRUMP_ORDER,
    SmousjasRules,
    round_to_ten,
)

GAMES = ("smousjas", "vijfhonderden")


def rules(game: str, **options: object) -> SmousjasRules:
    return SmousjasRules.from_dict({"rule-set": game, **options})


def refused(st: SmousjasState, text: str) -> str:
    with pytest.raises(IllegalActionError) as e:
        st.check(st.parse_action(text))
    return str(e.value)


def play(st: SmousjasState, *moves: str) -> list[Any]:
    return [e for m in moves for e in st.apply(st.parse_action(m))]


def kinds(st: SmousjasState) -> set[type]:
    return {type(a) for a in st.legal_actions()}


# ---------------------------------------------------------------------------------------------
# Deal and trump


@pytest.mark.parametrize(("game", "size", "covered"), [("smousjas", 8, 15),
                                                        ("vijfhonderden", 9, 13)])
def test_ruling_deal_8_or_9_cards_and_the_next_card_turned_for_trump(game: str, size: int,
                                                                     covered: int) -> None:
    st = new_game(rules(game), 5)
    assert [len(st.hand(s)) for s in (0, 1)] == [size, size]
    assert len(st.stock) == covered and st.turned >= 0
    assert st.trump == st.turned >> 3
    assert st.dealer == 0 and st.to_move() == 1  # the non-dealer leads first
    again = new_game(rules(game), 5)
    assert again.hand(0) == st.hand(0) and again.stock == st.stock


def test_ruling_trick_order_plain_and_trump() -> None:
    for game in GAMES:
        t = tables(RULE_SETS[game], Suit.HEARTS.value)
        hearts = sorted(range(8, 16), key=lambda i: -t.power[i])
        assert [r.rank for r in map(_card, hearts)] == list(TRUMP_ORDER)
        spades = sorted(range(0, 8), key=lambda i: -t.power[i])
        assert [r.rank for r in map(_card, spades)] == list(PLAIN_ORDER)


def _card(i: int) -> Card:
    return CARDS[i]


def test_ruling_trump_king_beats_the_trump_ten() -> None:
    # Trump J 9 A K Q 10 8 7: unlike Klaverjassen, the king and queen beat the ten.
    st = build("dealer: P2", "trump: ♠", "turned: -", "stock: -",
               "P1: ♠10 ♥A", "P2: ♠K ♥7",
               "won P1: ♠A ♠Q ♠J ♠9 ♠8 ♠7 ♥K ♥Q ♥J ♥10 ♥9 ♥8 ♦A ♦K",
               "won P2: ♦Q ♦J ♦10 ♦9 ♦8 ♦7 ♣A ♣K ♣Q ♣J ♣10 ♣9 ♣8 ♣7",
               "phase 2 tricks: 3 3", "turn: P1")
    assert {str(a) for a in st.legal_actions()} == {"♠10", "♥A"}
    events = play(st, "♠10")
    assert {str(a) for a in st.legal_actions()} == {"♠K"}  # overtrump: the king is higher
    events = play(st, "♠K")
    assert any(getattr(e, "winner", None) == 1 for e in events)


@pytest.mark.parametrize(("game", "total"), [("smousjas", 162), ("vijfhonderden", 146)])
def test_ruling_card_points_162_and_146(game: str, total: int) -> None:
    assert RULE_SETS[game].card_points() == total
    st = new_game(rules(game, deals=1), 3)
    while not st.is_terminal():
        st.apply(st.legal_actions()[-1])
    result = st.results[-1]
    assert sum(result.card_points) + result.last_bonus == total


# ---------------------------------------------------------------------------------------------
# The trump 7


def test_ruling_trump_seven_swap_on_your_turn() -> None:
    st = build(*FIRST_TRICK[:4], "P2: ♠10 ♠J ♦A ♦K ♥7 ♣9 ♣10 ♣J", *FIRST_TRICK[5:])
    assert SWAP not in st.legal_actions()
    assert refused(st, "swap") == "You can swap only with the trump 7, ♥7, in your hand."
    play(st, "♠7")
    assert SWAP in st.legal_actions()  # the follower swaps on their turn too
    events = play(st, "swap")
    assert card("♥9") in st.hand(1) and st.turned == 8  # ♥7 lies beside the stock now
    assert "swaps the trump 7 ♥7 for the turned card ♥9" in events[0].describe()
    assert card("♥9") in st.view(0).shown[1]  # the card taken is seen by both
    assert refused(st, "swap") == ("The turned card is already the trump 7 ♥7: there is nothing "
                                   "to swap.")


def test_ruling_no_swap_once_the_turned_card_is_taken() -> None:
    st = build(*PHASE_TWO)
    assert refused(st, "swap").startswith("The turned card has been taken")


# ---------------------------------------------------------------------------------------------
# Phase 1


def test_ruling_phase_one_any_card_and_the_winner_draws_first() -> None:
    st = build(*FIRST_TRICK)
    play(st, "♠7")
    assert {a for a in st.legal_actions() if isinstance(a, Play)} == {
        Play(c) for c in st.hand(1)}
    first = st.stock[0]
    events = play(st, "♣9")  # P2 does not follow: P1 wins with the ♠7 led
    draws = [e for e in events if isinstance(e, Drew)]
    assert [d.seat for d in draws] == [0, 1]
    assert draws[0].card == _card(first)
    assert st.to_move() == 0
    assert "draws a card" in draws[0].describe() and str(draws[0].card) in draws[0].describe_for(0)
    assert str(draws[0].card) not in draws[0].describe_for(1)


LAST_TWO = {
    "smousjas": ("dealer: P2", "trump: ♥", "turned: ♥9", "stock: ♠A",
                 "P1: ♠7 ♠8 ♠9 ♠10 ♠J ♠Q ♠K", "trick: ♣A",
                 "P2: ♦7 ♦8 ♦9 ♦10 ♦J ♦Q ♦K ♦A",
                 "won P1: ♥7 ♥8 ♥10 ♥J ♥Q ♥K ♥A ♣7 ♣8 ♣9 ♣10 ♣J ♣Q ♣K", "turn: P2"),
    "vijfhonderden": ("dealer: P2", "trump: ♥", "turned: ♥9", "stock: ♠A",
                      "P1: ♠7 ♠8 ♠9 ♠10 ♠J ♠Q ♠K ♣K", "trick: ♣A",
                      "P2: ♦7 ♦8 ♦9 ♦10 ♦J ♦Q ♦K ♦A ♣Q",
                      "won P1: ♥7 ♥8 ♥10 ♥J ♥Q ♥K ♥A ♣7 ♣8 ♣9 ♣10 ♣J", "turn: P2"),
}


@pytest.mark.parametrize("turned", [False, True])
def test_ruling_smousjas_winner_chooses_the_last_covered_card_or_the_turned_trump(
        turned: bool) -> None:
    st = build(*LAST_TWO["smousjas"])
    play(st, "♦7")
    assert st.choosing and st.to_move() == 0
    assert st.legal_actions() == (TAKE_COVERED, TAKE_TURNED)
    assert refused(st, "♠7").startswith("First choose")
    events = play(st, "take turned" if turned else "take covered")
    taken = next(e for e in events if isinstance(e, LastCardsTaken))
    mine, theirs = (card("♥9"), card("♠A")) if turned else (card("♠A"), card("♥9"))
    assert mine in st.hand(0) and theirs in st.hand(1)
    # The covered card is shown: from now on each knows the other's last cards.
    assert mine in st.view(1).shown[0] and theirs in st.view(0).shown[1]
    assert taken.chose_turned is turned and st.phase == 2


def test_ruling_swap_allowed_until_the_last_draw_takes_the_turned_card() -> None:
    lines = list(LAST_TWO["smousjas"])
    lines[4] = "P1: ♥7 ♠8 ♠9 ♠10 ♠J ♠Q ♠K"
    lines[7] = "won P1: ♠7 ♥8 ♥10 ♥J ♥Q ♥K ♥A ♣7 ♣8 ♣9 ♣10 ♣J ♣Q ♣K"
    st = build(*lines)
    play(st, "♦7")
    assert st.legal_actions() == (TAKE_COVERED, TAKE_TURNED, SWAP)
    play(st, "swap", "take covered")
    assert {card("♥9"), card("♠A")} <= set(st.hand(0)) and card("♥7") in st.hand(1)


def test_ruling_vijfhonderden_winner_takes_the_covered_card_loser_the_trump() -> None:
    st = build(*LAST_TWO["vijfhonderden"], rule_set="vijfhonderden")
    events = play(st, "♦7")
    assert not st.choosing
    assert card("♠A") in st.hand(0) and card("♥9") in st.hand(1)
    assert any(isinstance(e, LastCardsTaken) and e.chose_turned is None for e in events)
    assert refused(st, "take turned").startswith("In Vijfhonderden nobody chooses")


# ---------------------------------------------------------------------------------------------
# Phase 2


def test_ruling_phase_two_follow_suit() -> None:
    st = build(*PHASE_TWO)
    play(st, "♥A")
    assert {str(a) for a in st.legal_actions()} == {"♥Q"}
    assert refused(st, "♣A") == ("The stock is empty, so you must follow suit: ♥ was led and "
                                 "you hold ♥Q.")


def test_ruling_phase_two_void_must_trump() -> None:
    st = build(*PHASE_TWO)
    play(st, "♦7")  # P2 holds ♦A ♦8
    play(st, "♦A")  # P2 wins and leads
    play(st, "♦8")  # P1 has no ♦ left: must trump
    assert {str(a) for a in st.legal_actions()} == {"♠A", "♠9"}
    assert refused(st, "♥A") == ("The stock is empty and you have no ♦: you must trump "
                                 "(♠9 ♠A).")


def test_ruling_phase_two_trump_lead_overtrump_else_any_trump() -> None:
    st = build(*PHASE_TWO)
    play(st, "♠9")
    assert {str(a) for a in st.legal_actions()} == {"♠J"}  # only the Jas beats the Nel
    st = build(*PHASE_TWO)
    play(st, "♠A")
    assert {str(a) for a in st.legal_actions()} == {"♠J"}
    st = build(*PHASE_TWO[:4], "P1: ♠A ♠9 ♥A ♥K ♦7 ♣K ♣Q ♣7", "P2: ♠10 ♠8 ♠7 ♥Q ♦A ♦8 ♣A ♣J",
               "won P1: ♠K ♠Q ♥10 ♥9 ♥8 ♥7 ♦K ♦Q", "won P2: ♠J ♥J ♦J ♦10 ♦9 ♣8 ♣10 ♣9",
               "turn: P1")
    play(st, "♠9")
    assert {str(a) for a in st.legal_actions()} == {"♠10", "♠8", "♠7"}  # none higher: any


def test_ruling_phase_two_neither_suit_nor_trump_any_card() -> None:
    st = build("dealer: P2", "trump: ♠", "turned: -", "stock: -",
               "P1: ♥A ♥K", "P2: ♦A ♣8",
               "won P1: ♠A ♠K ♠Q ♠J ♠10 ♠9 ♠8 ♠7 ♥Q ♥J ♥10 ♥9 ♥8 ♥7",
               "won P2: ♦K ♦Q ♦J ♦10 ♦9 ♦8 ♦7 ♣A ♣K ♣Q ♣J ♣10 ♣9 ♣7",
               "phase 2 tricks: 3 3", "turn: P1")
    play(st, "♥A")
    assert {str(a) for a in st.legal_actions()} == {"♦A", "♣8"}


def test_ruling_last_trick_bonus() -> None:
    for game, bonus in (("smousjas", 10), ("vijfhonderden", 5)):
        st = build("dealer: P2", "trump: ♠", "turned: -", "stock: -", "P1: ♥A", "P2: ♥7",
                   "won P1: ♠A ♠K ♠Q ♠J ♠10 ♠9 ♠8 ♠7 ♥Q ♥J ♥10 ♥9 ♥8 ♥K ♦K ♦Q",
                   "won P2: ♦J ♦10 ♦9 ♦8 ♦7 ♦A ♣A ♣K ♣Q ♣J ♣10 ♣9 ♣8 ♣7",
                   "phase 2 tricks: 3 4" if game == "smousjas" else "phase 2 tricks: 4 4",
                   "turn: P1", rule_set=game, deals=1)
        events = play(st, "♥A", "♥7")
        result = next(e for e in events if isinstance(e, DealScored)).result
        assert result.last_trick == 0 and result.last_bonus == bonus
        assert sum(result.card_points) + bonus == RULE_SETS[game].card_points()


# ---------------------------------------------------------------------------------------------
# Declarations


def test_ruling_melds_declared_by_the_leader_when_leading() -> None:
    st = build(*FIRST_TRICK)
    assert Declare((card("♥Q"), card("♥J"), card("♥10"))) in st.legal_actions()
    events = play(st, "meld ♥Q ♥J ♥10", "♥Q")  # the led card may belong to the meld
    assert st.pending and "if P2 plays without rejecting" in events[0].describe()
    assert not any(isinstance(a, Declare) for a in st.legal_actions())  # not the follower
    assert refused(st, "meld ♦A ♦K ♦Q").startswith("Only the leader declares")
    events = play(st, "♣9")
    stands = next(e for e in events if isinstance(e, DeclarationStands))
    assert stands.points == 20 and st.roem(0) == 20


def test_ruling_at_most_one_sequence_per_suit_in_a_declaration() -> None:
    st = build("dealer: P2", "trump: ♥", "turned: ♥9",
               "P1: ♠A ♠K ♠Q ♠J ♣A ♣K ♣Q ♦7", "P2: ♠10 ♠9 ♠8 ♠7 ♦A ♦K ♦Q ♣7",
               "stock: 15 cards", "turn: P1")
    play(st, "meld ♠A ♠K ♠Q")
    assert refused(st, "meld ♠K ♠Q ♠J") == ("One declaration holds at most one sequence per "
                                            "suit, and you already declared ♠A ♠K ♠Q in ♠ "
                                            "this turn.")
    play(st, "meld ♣A ♣K ♣Q")  # another suit is fine
    assert len(st.pending) == 2


def test_ruling_sequences_only_upward_and_each_meld_once() -> None:
    # The seed's example: ♦K Q J 10 declared as three to the queen, three to the king, then four
    # to the king: 90; never three to the queen after three to the king.
    lines = ("dealer: P2", "trump: ♥", "turned: ♥9",
             "P1: ♦K ♦Q ♦J ♦10 ♠7 ♠8 ♣7 ♣8", "P2: ♠A ♠K ♣A ♣K ♥7 ♥8 ♣9 ♣10",
             "stock: 15 cards", "turn: P1")
    st = build(*lines)
    play(st, "meld ♦Q ♦J ♦10", "♠7", "♣9")  # P1 wins (P2 did not follow) and leads again
    play(st, "meld ♦K ♦Q ♦J", "♠8", "♣10")
    assert refused(st, "meld ♦Q ♦J ♦10").endswith("has already been declared: each meld scores "
                                                  "once.")
    play(st, "meld ♦K ♦Q ♦J ♦10", "♣7", "♥7")
    assert st.roem(0) == 90
    st = build(*lines)
    play(st, "meld ♦K ♦Q ♦J", "♠7", "♣9")
    assert Declare((card("♦Q"), card("♦J"), card("♦10"))) not in st.legal_actions()
    assert refused(st, "meld ♦Q ♦J ♦10") == (
        "You already declared ♦K ♦Q ♦J in ♦: a new sequence in that suit must be higher "
        "(longer, or as long with a higher top card), and ♦Q ♦J ♦10 is not.")


def test_ruling_meld_values_smousjas_and_vijfhonderden() -> None:
    sm, vh = RULE_SETS["smousjas"], RULE_SETS["vijfhonderden"]
    from tutor.cards import Rank
    assert sm.carres[Rank.JACK] == 200 and sm.carres[Rank.NINE] == 140
    assert sm.carres[Rank.SEVEN] == 100 and sm.sequence_points(5, Rank.ACE) == 120
    assert sm.sequence_points(6, Rank.KING) == 100 and sm.sequence_points(4, Rank.ACE) == 50
    assert vh.carres[Rank.JACK] == 200 and Rank.NINE not in vh.carres
    assert vh.sequence_points(5, Rank.ACE) == 100 and vh.sequence_points(3, Rank.TEN) == 20
    st = build("dealer: P2", "trump: ♥", "turned: ♥8", "P1: ♠9 ♥9 ♦9 ♣9 ♠7 ♦7 ♣7 ♥7 ♣A",
               "P2: ♠A ♠K ♦A ♦K ♦8 ♣K ♠Q ♦Q ♣Q", "stock: 13 cards", "turn: P1",
               rule_set="vijfhonderden")
    assert not any(isinstance(a, Declare) for a in st.legal_actions())
    assert refused(st, "meld ♠9 ♥9 ♦9 ♣9") == ("♠9 ♥9 ♦9 ♣9 scores nothing: in this rule set "
                                              "a carré of nines is no meld.")


# ---------------------------------------------------------------------------------------------
# Afkeuren


def _reject_case(p1: str, p2: str, meld: str, lead: str = "♠7",
                 trump: str = "♥") -> SmousjasState:
    st = build("dealer: P2", f"trump: {trump}", f"turned: {trump}8", f"P1: {p1}", f"P2: {p2}",
               "stock: 15 cards", "turn: P1")
    play(st, f"meld {meld}", lead)
    return st


def test_ruling_afkeuren_more_cards_wins() -> None:
    # A carré of queens (4 cards) rejects three in a row; a sequence of five beats a carré.
    st = _reject_case("♠7 ♠8 ♣J ♣10 ♣9 ♦7 ♦8 ♦9", "♠Q ♥Q ♦Q ♣Q ♠A ♠K ♥A ♥J", "♣J ♣10 ♣9")
    assert Reject((card("♠Q"), card("♥Q"), card("♦Q"), card("♣Q"))) in st.legal_actions()
    st = _reject_case("♠7 ♥7 ♦7 ♣7 ♠8 ♦8 ♦9 ♠9", "♣A ♣K ♣Q ♣J ♣10 ♠A ♠K ♥A",
                      "♠7 ♥7 ♦7 ♣7", lead="♠8")
    events = play(st, "reject ♣A ♣K ♣Q ♣J ♣10")
    rejected = next(e for e in events if isinstance(e, Rejected))
    assert "5 cards beat 4" in rejected.describe()
    assert st.roem(0) == 0 and st.roem(1) == 120  # the carré of sevens does not count


def test_ruling_afkeuren_equal_cards_higher_top_card() -> None:
    # The seed: a carré of jacks (200) can be rejected by a carré of queens (100).
    st = _reject_case("♠J ♥J ♦J ♣J ♠8 ♦7 ♦8 ♦9", "♠Q ♥Q ♦Q ♣Q ♠A ♠K ♥A ♥K", "♠J ♥J ♦J ♣J",
                      lead="♠8")
    events = play(st, "reject ♠Q ♥Q ♦Q ♣Q")
    rejected = next(e for e in events if isinstance(e, Rejected))
    assert "the top card Q beats J" in rejected.describe()
    assert st.roem(1) == 100 and st.roem(0) == 0
    st = _reject_case("♠J ♥J ♦J ♣J ♠8 ♦7 ♦8 ♦9", "♠10 ♥10 ♦10 ♣10 ♠A ♠K ♥A ♥K",
                      "♠J ♥J ♦J ♣J", lead="♠8")
    assert not any(isinstance(a, Reject) for a in st.legal_actions())
    assert refused(st, "reject ♠10 ♥10 ♦10 ♣10") == (
        "♠10 ♥10 ♦10 ♣10, a carré of tens (100) does not beat ♠J ♥J ♦J ♣J, a carré of jacks "
        "(200): both have 4 cards, and the top card 10 is lower than J.")


def test_ruling_afkeuren_still_equal_trump_first_else_the_leader() -> None:
    # Three to the ace in trumps (♥) rejects three to the ace in clubs; not the other way round.
    st = _reject_case("♠7 ♠8 ♣A ♣K ♣Q ♦7 ♦8 ♦9", "♥A ♥K ♥Q ♠A ♠K ♦A ♦K ♠9", "♣A ♣K ♣Q")
    events = play(st, "reject ♥A ♥K ♥Q")
    assert "the trump suit (♥) comes first" in next(
        e for e in events if isinstance(e, Rejected)).describe()
    st = _reject_case("♠7 ♠8 ♥A ♥K ♥Q ♦7 ♦8 ♦9", "♣A ♣K ♣Q ♠A ♠K ♦A ♦K ♠9", "♥A ♥K ♥Q")
    assert refused(st, "reject ♣A ♣K ♣Q").endswith("then the leader's declaration holds.")
    # Neither in trumps: the leader holds.
    st = _reject_case("♠7 ♠8 ♦A ♦K ♦Q ♣7 ♣8 ♣9", "♣A ♣K ♣Q ♠A ♠K ♥7 ♥9 ♠9", "♦A ♦K ♦Q")
    assert not any(isinstance(a, Reject) for a in st.legal_actions())


def test_ruling_a_rejection_cancels_the_whole_declaration_which_may_come_again() -> None:
    st = build("dealer: P2", "trump: ♥", "turned: ♥8",
               "P1: ♠A ♠K ♠Q ♣A ♣K ♣Q ♦7 ♦8", "P2: ♠J ♥J ♦J ♣J ♠7 ♦A ♦K ♦Q",
               "stock: 15 cards", "turn: P1")
    play(st, "meld ♠A ♠K ♠Q", "meld ♣A ♣K ♣Q", "♦7")
    events = play(st, "reject ♠J ♥J ♦J ♣J")
    rejected = next(e for e in events if isinstance(e, Rejected))
    assert len(rejected.cancelled) == 2 and st.roem(1) == 200 and not st.pending
    assert refused(st, "reject ♠J ♥J ♦J ♣J") == ("The declaration has already been rejected in "
                                                 "this trick.")
    # The cancelled melds may be declared again by P1 when leading, if still held.
    st2 = build("dealer: P2", "trump: ♥", "turned: ♥8",
                "P1: ♠A ♠K ♠Q ♣A ♣K ♣Q ♦8 ♦9", "P2: ♠J ♥J ♦J ♣J ♠7 ♦A ♦K ♦7",
                "stock: 15 cards", "turn: P1")
    play(st2, "meld ♠A ♠K ♠Q", "♦8", "reject ♠J ♥J ♦J ♣J", "♦7")
    assert st2.to_move() == 0
    assert Declare((card("♠A"), card("♠K"), card("♠Q"))) in st2.legal_actions()


def test_rejection_needs_a_declaration_and_the_other_player() -> None:
    st = build(*FIRST_TRICK)
    play(st, "♠7")
    assert refused(st, "reject ♦A ♦K ♦Q") == ("P1 declared no carré or sequence in this trick: "
                                              "there is nothing to reject.")


# ---------------------------------------------------------------------------------------------
# Mariages


def test_ruling_mariages_by_either_player_never_rejected() -> None:
    st = build("dealer: P2", "trump: ♥", "turned: ♥8",
               "P1: ♥K ♥Q ♠7 ♠8 ♣7 ♣8 ♦7 ♦8", "P2: ♠K ♦Q ♠Q ♣K ♣9 ♣10 ♠9 ♠10",
               "stock: 15 cards", "turn: P1")
    events = play(st, "mariage ♥K ♥Q")
    assert st.roem(0) == 40 and "the stuk" in events[0].describe()
    play(st, "♠7")
    shown = {str(a) for a in st.legal_actions() if isinstance(a, Mariage)}
    # The dubbel and two broks; ♣K ♠Q are both black: no brok.
    assert shown == {"mariage ♠Q ♦Q", "mariage ♠K ♦Q", "mariage ♣K ♦Q"}
    play(st, "mariage ♠Q ♦Q", "mariage ♠K ♦Q")
    assert st.roem(1) == 60
    assert refused(st, "mariage ♠K ♦Q") == "♠K ♦Q has already been declared: each meld scores once."
    # A card may pair again with another partner: ♦Q with ♣K.
    assert Mariage((card("♣K"), card("♦Q"))) in st.legal_actions()
    assert refused(st, "mariage ♣K ♠Q").startswith("♣K ♠Q is not a mariage")


def test_ruling_vijfhonderden_only_the_stuk_for_20() -> None:
    st = build("dealer: P2", "trump: ♥", "turned: ♥8",
               "P1: ♥K ♥Q ♠K ♦Q ♠Q ♠8 ♣7 ♣8 ♦7", "P2: ♠A ♦A ♣A ♣K ♣9 ♣10 ♠9 ♠10 ♦9",
               "stock: 13 cards", "turn: P1", rule_set="vijfhonderden")
    assert {str(a) for a in st.legal_actions() if isinstance(a, Mariage)} == {"mariage ♥K ♥Q"}
    play(st, "mariage ♥K ♥Q")
    assert st.roem(0) == 20
    assert refused(st, "mariage ♠Q ♦Q").startswith("♠Q ♦Q is not the stuk")


# ---------------------------------------------------------------------------------------------
# After the stock


def test_ruling_phase_two_only_the_first_trick_declares() -> None:
    st = build("dealer: P2", "trump: ♠", "turned: -", "stock: -",
               "P1: ♥A ♥K ♥Q ♠7 ♦7 ♣K ♣Q ♣7", "P2: ♠J ♠10 ♥J ♥10 ♦A ♦8 ♣A ♣8",
               "won P1: ♠K ♠Q ♠9 ♥9 ♥8 ♥7 ♦K ♦Q", "won P2: ♠8 ♠A ♦J ♦10 ♦9 ♣J ♣10 ♣9",
               "turn: P1")
    assert Declare((card("♥A"), card("♥K"), card("♥Q"))) in st.legal_actions()
    play(st, "meld ♥A ♥K ♥Q", "♥A")
    assert Mariage((card("♥K"), card("♥Q"))) not in st.legal_actions()  # P2's turn now
    play(st, "♥10")
    assert st.p2 == [1, 0]
    assert not any(isinstance(a, Declare | Mariage) for a in st.legal_actions())
    assert refused(st, "mariage ♥K ♣Q") == ("Nothing can be declared now: once the stock is "
                                            "empty, only the first trick allows declarations.")


# ---------------------------------------------------------------------------------------------
# Scoring and the match

LAST_CARD = ("seed: 1", "dealer: P1", "trump: ♥", "turned: -", "stock: -", "P1: -", "P2: ♦Q",
             "won P1: ♠7 ♠10 ♠J ♠K ♠A ♥7 ♥9 ♥J ♥Q ♥K ♦9 ♦10 ♦J ♣7 ♣8 ♣9 ♣J ♣Q ♣K ♣A",
             "won P2: ♠8 ♠9 ♠Q ♥8 ♥10 ♥A ♦7 ♦8 ♦K ♦A", "phase 2 tricks: 3 4",
             "meld P1: ♥K ♣Q", "meld P1: ♣K ♥Q", "meld P2: ♦K ♠Q", "meld P1: ♣A ♣K ♣Q",
             "meld P2: ♠Q ♦Q", "meld P2: ♠K ♦Q", "meld P2: ♦A ♦K ♦Q", "trick: ♣10", "turn: P2")
# The deal scores P1 183, P2 139.


def _finish(score: str, **options: object) -> tuple[SmousjasState, list[object]]:
    st = build(*LAST_CARD, f"score: {score}", **options)
    return st, play(st, "♦Q")


def test_ruling_match_to_500_the_higher_wins_when_both_pass() -> None:
    st, events = _finish("400 400")
    over = next(e for e in events if isinstance(e, MatchOver))
    assert st.is_terminal() and over.winner == 0 and over.totals == (583, 539)
    assert not over.onder_jan


def test_ruling_equal_totals_over_500_replay_the_deal() -> None:
    st, events = _finish("400 444")
    annulled = next(e for e in events if isinstance(e, DealAnnulled))
    assert annulled.score == (183, 139) and st.totals == [400, 444]
    assert "does not count and is played again" in annulled.describe()
    again = next(e for e in events if isinstance(e, DealStarted))
    assert again.replay and again.dealer == 0 and not st.is_terminal()
    assert st.returns() == (400, 444)


def test_ruling_onder_jan_under_250() -> None:
    _, events = _finish("400 100")
    over = next(e for e in events if isinstance(e, MatchOver))
    assert over.winner == 0 and over.onder_jan
    assert "P2 is onder Jan (under 250): an extra game point for P1." in over.describe()


def test_ruling_smousjas_deals_alternate() -> None:
    _, events = _finish("0 0")
    assert next(e for e in events if isinstance(e, DealStarted)).dealer == 1


@pytest.mark.parametrize(("lives", "kip", "score", "after", "over"), [
    ("3 2", "-", "400 300", (3, 1), False),  # a round lost costs a life
    ("3 2", "-", "400 100", (3, 1), False),  # two onder Jan, to 0: on the kip with one more
    ("3 1", "-", "400 300", (3, 1), False),  # to 0: on the kip
    ("3 1", "P1", "400 300", (3, 0), True),  # the kip was used: the match is lost
    ("3 1", "-", "400 100", (3, 0), True),  # from 1, two lives: below 0, the kip is worthless
])
def test_ruling_lives_and_the_kip(lives: str, kip: str, score: str, after: tuple[int, int],
                                  over: bool) -> None:
    st = build(*LAST_CARD, f"score: {score}", "round: 1", f"lives: {lives}", f"kip: {kip}",
               lives=3)
    events = play(st, "♦Q")
    done = next(e for e in events if isinstance(e, RoundOver))
    assert done.winner == 0 and done.lives == after
    assert st.is_terminal() is over
    if not over:
        assert st.round_no == 2 and st.totals == [0, 0]


def test_ruling_uit_at_480_with_the_stuk() -> None:
    lines = ("dealer: P2", "trump: ♥", "turned: ♥8", "P1: ♥K ♥Q ♠7 ♠8 ♣7 ♣8 ♦7 ♦8",
             "P2: ♠A ♠K ♦A ♦K ♣A ♣K ♣9 ♣10", "stock: 15 cards", "turn: P1")
    st = build(*lines, "score: 480 100")
    assert OUT not in st.legal_actions()
    assert refused(st, "uit").startswith("You may call uit only right after declaring the stuk")
    events = play(st, "mariage ♥K ♥Q")
    assert OUT in st.legal_actions()
    assert "may call uit" in events[0].describe()
    events = play(st, "uit")
    out = next(e for e in events if isinstance(e, OutCalled))
    assert out.standing == 480 and out.score == (40, 0)
    over = next(e for e in events if isinstance(e, MatchOver))
    assert over.winner == 0 and over.how == "out" and over.onder_jan and st.is_terminal()
    # The stuk's own 40 does not count towards the 480.
    st = build(*lines, "score: 450 100")
    play(st, "mariage ♥K ♥Q")
    assert OUT not in st.legal_actions()
    # Roem already written this deal counts.
    st = build(*lines, "score: 470 100", "meld P1: ♠K ♦Q")
    play(st, "mariage ♥K ♥Q")
    assert OUT in st.legal_actions()
    play(st, "♠7")  # uit is called straight away or not at all
    assert OUT not in st.legal_actions()


def test_vijfhonderden_has_no_uit() -> None:
    st = build("dealer: P2", "trump: ♥", "turned: ♥8", "P1: ♥K ♥Q ♠7 ♠8 ♣7 ♣8 ♦7 ♦8 ♦9",
               "P2: ♠A ♠K ♦A ♦K ♣A ♣K ♣9 ♣10 ♣J", "stock: 13 cards", "turn: P1",
               "score: 490 100", rule_set="vijfhonderden")
    play(st, "mariage ♥K ♥Q")
    assert OUT not in st.legal_actions()
    assert refused(st, "uit") == "Vijfhonderden has no uit: the scores decide the match."


VH_LAST = ("seed: 6", "dealer: P1", "trump: ♠", "turned: -", "stock: -", "P1: ♥7", "P2: -",
           "won P1: ♠7 ♠8 ♠Q ♥K ♦10 ♦A ♣7 ♣J ♣Q ♣K",
           "won P2: ♠9 ♠10 ♠J ♠K ♠A ♥8 ♥9 ♥10 ♥J ♥Q ♥A ♦7 ♦8 ♦9 ♦J ♦Q ♦K ♣9 ♣10 ♣A",
           "meld P2: ♥A ♥K ♥Q", "meld P2: ♠A ♥A ♦A ♣A", "meld P1: ♥J ♥10 ♥9",
           "trick: ♣8", "turn: P1")


@pytest.mark.parametrize(("p2", "bonus"), [("0 8", 100), ("1 7", 0)])
def test_ruling_vijfhonderden_100_for_no_phase_two_trick(p2: str, bonus: int) -> None:
    st = build(*VH_LAST, f"phase 2 tricks: {p2}", rule_set="vijfhonderden")
    result = next(e for e in play(st, "♥7") if isinstance(e, DealScored)).result
    assert result.bonus == bonus and result.raw[1] == 109 + 5 + 120 + bonus


@pytest.mark.parametrize(("exact", "score"), [(False, (50, 330)), (True, (52, 334))])
def test_ruling_vijfhonderden_rounding_and_exact_scores(exact: bool,
                                                         score: tuple[int, int]) -> None:
    st = build(*VH_LAST, "phase 2 tricks: 0 8", rule_set="vijfhonderden", exact_scores=exact)
    result = next(e for e in play(st, "♥7") if isinstance(e, DealScored)).result
    assert result.score == score and result.rounded is not exact
    assert [round_to_ten(x) for x in (64, 65, 66, 0)] == [60, 70, 70, 0]


def test_ruling_vijfhonderden_last_trick_winner_deals_and_the_1000_option() -> None:
    st = build(*VH_LAST, "phase 2 tricks: 0 8", rule_set="vijfhonderden", target=1000)
    events = play(st, "♥7")
    assert next(e for e in events if isinstance(e, DealStarted)).dealer == 1  # P2 took it
    with pytest.raises(ValueError):
        rules("smousjas", target=1000)
    with pytest.raises(ValueError):
        rules("vijfhonderden", lives=3)


def test_each_game_keeps_its_rule_set() -> None:
    from tutor.registry import get_spec
    assert get_spec("smousjas").rules_from_dict({}).rule_set == "smousjas"
    assert get_spec("500").rules_from_dict({}).rule_set == "vijfhonderden"
    with pytest.raises(ValueError, match="rule-set"):
        get_spec("smousjas").rules_from_dict({"rule-set": "vijfhonderden"})


# ---------------------------------------------------------------------------------------------
# Refusals change nothing; text reads back


def test_an_illegal_action_changes_nothing() -> None:
    from tutor.games.smousjas.notation import format_position
    st = build(*FIRST_TRICK)
    before = format_position(st)
    for text in ("♠10", "reject ♦A ♦K ♦Q", "swap", "uit", "take turned", "meld ♥Q ♥J ♥9"):
        with pytest.raises(IllegalActionError) as e:
            st.apply(st.parse_action(text))
        assert str(e.value).strip()
    assert format_position(st) == before


def test_actions_read_back_and_bad_text_is_a_notation_error() -> None:
    for text in ("♥J", "meld ♥Q ♥J ♥10", "mariage ♥K ♥Q", "reject ♣A ♣K ♣Q", "swap",
                 "take covered", "take turned", "uit"):
        assert str(parse_action(text)) == text
    assert parse_action("hj") == Play(card("♥J"))
    assert parse_action("stuk ♥Q ♥K") == Mariage((card("♥K"), card("♥Q")))
    assert parse_action("roem ♥10 ♥Q ♥J") == Declare((card("♥Q"), card("♥J"), card("♥10")))
    assert isinstance(parse_action("ruil"), Swap)
    for bad in ("", "meld", "meld ♥Q", "play", "♥J ♥Q", "meld ♥X ♥Q"):
        with pytest.raises(NotationError):
            parse_action(bad)


def test_events_say_one_card_and_one_point_in_the_singular() -> None:
    from tutor.cards import parse_cards
    from tutor.games.smousjas.engine import Drew, TrickTaken

    card = parse_cards("♠7")[0]
    assert Drew(0, card, 1).describe().endswith("draws a card; 1 covered card left.")
    assert Drew(0, card, 1).describe_for(0).endswith("; 1 covered card left.")
    assert Drew(0, card, 3).describe().endswith("; 3 covered cards left.")
    trick = TrickTaken(2, 0, tuple(parse_cards("♠7 ♠J")), 1, 1, 1, False)
    assert trick.describe().endswith("takes it, 1 point.")
