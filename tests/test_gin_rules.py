"""Hand-written cases for every Gin Rummy rule and option, built from positions."""

from __future__ import annotations

import random

import pytest

from tutor.cards import Card, full_pack, parse_card, parse_cards
from tutor.errors import IllegalActionError
from tutor.games.gin.engine import (
    BIG_GIN,
    PILE,
    STOCK,
    BigGin,
    Discard,
    Gin,
    GinState,
    HandScored,
    Knock,
    LayOff,
    MatchOver,
    Phase,
    WentOut,
    new_game,
)
from tutor.games.gin.notation import format_position, parse_position
from tutor.games.gin.rules import GinRules

DRAWN = "discard (drew from the stock)"


def position(p1: str, p2: str, pile: str, turn: str, *, rules: GinRules | None = None,
             dealer: str = "P2", upcard: str | None = None, stock: str | None = None,
             score: str = "0 0", out: str | None = None) -> GinState:
    used = len(parse_cards(p1)) + len(parse_cards(p2)) + len(parse_cards(pile))
    if out and len(out.split()) == 3:
        used += 1
    lines = [f"score: {score}", f"dealer: {dealer}", f"P1: {p1}", f"P2: {p2}", f"pile: {pile}",
             f"stock: {stock if stock is not None else f'{52 - used} cards'}", f"turn: {turn}"]
    if upcard:
        lines.append(f"upcard: {upcard}")
    if out:
        lines.append(f"out: {out}")
    return parse_position("\n".join(lines), rules or GinRules())


def c(text: str) -> Card:
    return parse_card(text)


def scored(events: list[object]) -> HandScored:
    found = [e for e in events if isinstance(e, HandScored)]
    assert len(found) == 1
    return found[0]


def refuse(state: GinState, action: object) -> str:
    before = format_position(state), state.returns()
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)  # type: ignore[arg-type]
    assert (format_position(state), state.returns()) == before, "an illegal action changed state"
    return str(info.value)


# P1 has drawn from the stock: three runs and ♣5 ♣K; discarding ♣K leaves 5 deadwood.
KNOCKER = "♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♣5 ♣K"
# P2 holds three runs and ♦K: 10 deadwood, nothing fits P1's melds.
DEFENDER = "♠7 ♠8 ♠9 ♥J ♥Q ♥K ♣2 ♣3 ♣4 ♦K"


# -- the deal ----------------------------------------------------------------------------------


def test_deal_open_and_first_turn() -> None:
    st = new_game(GinRules(), 3)
    assert st.phase is Phase.OPEN and st.dealer == 0 and st.to_move() == 1
    assert [len(st.hand(0)), len(st.hand(1)), len(st.stock_cards())] == [10, 11, 31]
    acts = st.legal_actions()
    assert acts == tuple(Discard(x) for x in st.hand(1))
    assert "open the pile" in refuse(st, STOCK)
    card = st.hand(1)[4]
    st.apply(Discard(card))
    assert st.pile_cards() == (card,) and st.upcard >= 0
    assert st.phase is Phase.DRAW and st.to_move() == 0
    assert st.legal_actions() == (STOCK, PILE)


def test_deal_is_seeded_and_leaves_the_global_generator_alone() -> None:
    random.seed(11)
    expected = random.random()
    random.seed(11)
    a, b = new_game(GinRules(), 5), new_game(GinRules(), 5)
    assert random.random() == expected
    assert format_position(a) == format_position(b)
    assert format_position(a) != format_position(new_game(GinRules(), 6))


def test_turn_order_errors() -> None:
    st = position("♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♣5", DEFENDER, "♦2 ♦4", "P1 draw")
    assert refuse(st, Discard(c("♣5"))) == ("Draw first: take the top card of the stock, or "
                                            "the ♦4 from the pile.")
    assert "nothing to lay off" in refuse(st, LayOff(()))
    st.apply(STOCK)
    assert "drawn already" in refuse(st, PILE)
    assert refuse(st, Discard(c("♥K"))) == "You do not hold ♥K."


# -- the knock limit ---------------------------------------------------------------------------


def test_knock_exactly_at_the_limit() -> None:
    st = position(KNOCKER, DEFENDER, "♦2 ♦5", f"P1 {DRAWN}")
    assert st.limit() == 5 and Knock(c("♣K")) in st.legal_actions()
    events = st.apply(Knock(c("♣K")))
    out = next(e for e in events if isinstance(e, WentOut))
    assert out.kind == "knock" and out.arrangement.value == 5
    r = scored(events).result
    assert (r.out_deadwood, r.defender_deadwood, r.base, r.points, r.winner) == (5, 10, 5, 5, 0)
    assert not r.doubled and not r.undercut
    assert st.returns() == (5, 0) and st.dealer == 0 and st.phase is Phase.OPEN


def test_knock_one_over_the_limit_is_explained() -> None:
    st = position(KNOCKER, DEFENDER, "♦2 ♦4", f"P1 {DRAWN}")
    assert Knock(c("♣K")) not in st.legal_actions()
    assert refuse(st, Knock(c("♣K"))) == ("You cannot knock: your deadwood is 5 (♣5) and the "
                                          "limit is 4, set by the ♦4 on the pile.")


def test_limit_card_after_taking_from_the_pile() -> None:
    # P1 takes ♦9 (completing ♦7 ♦8 ♦9); the limit is now the ♦4 beneath it.
    st = position("♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♣5 ♣K", DEFENDER, "♦4 ♦9", "P1 draw")
    st.apply(PILE)
    assert st.limit() == 4 and st.limit_card() == c("♦4")
    assert "set by the ♦4 on the pile" in refuse(st, Knock(c("♣K")))
    assert refuse(st, Discard(c("♦9"))) == ("You took ♦9 from the pile this turn and may not "
                                            "throw it back at once.")
    st2 = position("♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♣5 ♣K", DEFENDER, "♥10 ♦9", "P1 draw")
    st2.apply(PILE)
    assert st2.limit() == 10 and Knock(c("♣K")) in st2.legal_actions()


def test_taking_the_only_pile_card_leaves_gin_only() -> None:
    st = position("♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♣5 ♣K", DEFENDER, "♦9", "P1 draw")
    st.apply(PILE)
    assert st.limit() is None and not any(isinstance(a, Knock) for a in st.legal_actions())
    assert refuse(st, Knock(c("♣K"))) == (
        "You cannot knock: you took the only card of the pile, so no card sets a limit and only "
        "gin is possible; your deadwood is 5 (♣5).")
    gin = position("♠A ♠2 ♠3 ♠4 ♥4 ♥5 ♥6 ♦7 ♦8 ♣K", DEFENDER, "♦9", "P1 draw")
    gin.apply(PILE)
    r = scored(gin.apply(Gin(c("♣K")))).result
    assert r.kind == "gin" and r.top is None and not r.doubled
    assert r.points == 20 + 10
    assert "No card lay on the pile" in HandScored(r, (30, 0)).describe()


def test_zero_deadwood_knock_must_be_gin() -> None:
    st = position("♠A ♠2 ♠3 ♠4 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♣K", DEFENDER, "♥9", f"P1 {DRAWN}")
    assert refuse(st, Knock(c("♣K"))) == ("Discarding ♣K leaves no deadwood: that is gin, so "
                                          "say gin ♣K, not knock.")
    assert Gin(c("♣K")) in st.legal_actions() and Knock(c("♠4")) not in st.legal_actions()
    assert "your deadwood is" in refuse(st, Gin(c("♥5")))


def test_ace_on_top_allows_one_point_by_default() -> None:
    st = position("♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♥A ♣K", DEFENDER, "♦2 ♣A", f"P1 {DRAWN}")
    assert st.limit() == 1 and Knock(c("♣K")) in st.legal_actions()


def test_first_upcard_sets_the_limit_for_the_hand() -> None:
    rules = GinRules(first_upcard=True)
    st = position(KNOCKER, DEFENDER, "♥3 ♠10", f"P1 {DRAWN}", rules=rules)
    assert st.limit() == 3
    assert refuse(st, Knock(c("♣K"))) == (
        "You cannot knock: your deadwood is 5 (♣5) and the limit is 3 for the whole hand, set "
        "by the first upcard ♥3.")
    # The same cards under the default rule: the ♠10 on top allows it.
    assert Knock(c("♣K")) in position(KNOCKER, DEFENDER, "♥3 ♠10", f"P1 {DRAWN}").legal_actions()
    # The first upcard keeps its power after it was taken from the pile.
    taken = position(KNOCKER, DEFENDER, "♠10", f"P1 {DRAWN}", rules=rules, upcard="♦6")
    assert taken.limit() == 6 and Knock(c("♣K")) in taken.legal_actions()


def test_ace_as_first_upcard_means_gin_only() -> None:
    rules = GinRules(first_upcard=True)
    st = position("♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♥A ♣K", DEFENDER, "♣A ♦10", f"P1 {DRAWN}",
                  rules=rules)
    assert st.limit() is None
    assert "the first upcard was the ♣A, so this hand is gin only" in refuse(st, Knock(c("♣K")))


# -- layoffs, undercuts, doubling --------------------------------------------------------------


GIN_HAND = "♠A ♠2 ♠3 ♠4 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♣K"
# ♠5 ♠6 extend P1's spade run, ♥7 the heart run; ♣J ♣Q ♦K ♣8 ♣2 ♥K stay.
LAYER = "♠5 ♠6 ♥7 ♣J ♣Q ♦K ♣8 ♣2 ♥K ♠K"


def test_gin_with_layoffs_by_the_defender() -> None:
    st = position(GIN_HAND, LAYER, "♦2 ♦5", f"P1 {DRAWN}")
    st.apply(Gin(c("♣K")))
    assert st.phase is Phase.LAYOFF and st.to_move() == 1
    acts = st.legal_actions()
    assert LayOff(()) in acts and LayOff(tuple(parse_cards("♠5 ♠6 ♥7"))) in acts
    assert LayOff(tuple(parse_cards("♠6"))) not in acts  # ♠6 needs ♠5 first
    best = st.parse_action("layoff best")
    assert best == LayOff(tuple(parse_cards("♠5 ♠6 ♥7")))
    events = st.apply(best)
    hs = scored(events)
    r = hs.result
    # ♥K ♦K ♠K is a set; ♣J ♣Q ♣8 ♣2 remain: 30.
    assert r.defender_deadwood == 30 and r.base == 20 + 30 and r.points == 50
    text = hs.describe()
    assert "P2 lays off ♠5 on ♠A ♠2 ♠3 ♠4." in text
    assert "P2 lays off ♠6 on ♠A ♠2 ♠3 ♠4 ♠5." in text
    assert "Gin bonus 20 + P2's deadwood 30 = 50." in text


def test_refused_layoff_names_what_fits() -> None:
    st = position(GIN_HAND, LAYER, "♦2 ♦5", f"P1 {DRAWN}")
    st.apply(Gin(c("♣K")))
    msg = refuse(st, LayOff(tuple(parse_cards("♣J"))))
    assert msg.startswith("You cannot lay off ♣J: only ♠5 ♠6 ♥7 fit the melds of P1")
    assert refuse(st, LayOff((c("♦A"),))) == "You cannot lay off ♦A: you do not hold it."
    assert "shows the hand and lays off" in refuse(st, STOCK)


def test_no_layoff_on_gin_option() -> None:
    st = position(GIN_HAND, LAYER, "♦2 ♦5", f"P1 {DRAWN}",
                  rules=GinRules(no_layoff_on_gin=True))
    r = scored(st.apply(Gin(c("♣K")))).result
    assert r.layoffs == () and not r.layoff_allowed
    assert r.defender_deadwood == 30 + 5 + 6 + 7 and r.points == 20 + 48


def test_knock_with_layoffs_and_a_tie_is_an_undercut() -> None:
    # P1 knocks with ♣5 (5). P2 lays off ♦10 on ♦7 ♦8 ♦9 and keeps ♥A ♥2 ♦2: 5. A tie: undercut.
    st = position(KNOCKER, "♠7 ♠8 ♠9 ♥J ♥Q ♥K ♦10 ♥A ♥2 ♦2", "♦3 ♦6", f"P1 {DRAWN}")
    st.apply(Knock(c("♣K")))
    r = scored(st.apply(st.parse_action("show"))).result
    assert r.layoffs[0][0] == c("♦10")
    assert (r.out_deadwood, r.defender_deadwood) == (5, 5)
    assert r.undercut and r.winner == 1 and r.bonus == 10 and r.points == 10
    assert st.returns() == (0, 10)
    assert "Equal deadwood counts as an undercut" in HandScored(r, (0, 10)).describe()


def test_plain_undercut() -> None:
    st = position(KNOCKER, "♠7 ♠8 ♠9 ♥J ♥Q ♥K ♣2 ♣3 ♣4 ♦3", "♦2 ♦6", f"P1 {DRAWN}")
    r = scored(st.apply(Knock(c("♣K")))).result
    assert r.undercut and r.winner == 1 and r.base == 10 + 5 - 3 and r.points == 12


def test_spade_on_top_doubles() -> None:
    st = position(KNOCKER, DEFENDER, "♦2 ♠5", f"P1 {DRAWN}")
    hs = scored(st.apply(Knock(c("♣K"))))
    assert hs.result.doubled and hs.result.base == 5 and hs.result.points == 10
    assert "The ♠5 on top of the pile is a spade: doubled to 10." in hs.describe()
    st2 = position(KNOCKER, "♠7 ♠8 ♠9 ♥J ♥Q ♥K ♣2 ♣3 ♣4 ♦3", "♦2 ♠6", f"P1 {DRAWN}")
    r = scored(st2.apply(Knock(c("♣K")))).result
    assert r.undercut and r.doubled and r.points == 24 and st2.returns() == (0, 24)


def test_big_gin() -> None:
    hand = "♠A ♠2 ♠3 ♠4 ♥4 ♥5 ♥6 ♥7 ♦7 ♦8 ♦9"
    st = position(hand, DEFENDER, "♦2 ♦5", f"P1 {DRAWN}", rules=GinRules(big_gin=True))
    assert BIG_GIN in st.legal_actions() and Gin(c("♠4")) in st.legal_actions()
    r = scored(st.apply(BIG_GIN)).result
    assert r.kind == "big-gin" and r.discard is None and r.bonus == 30 and r.points == 40
    off = position(hand, DEFENDER, "♦2 ♦5", f"P1 {DRAWN}")
    assert BIG_GIN not in off.legal_actions()
    assert refuse(off, BigGin()) == "Big gin is not played here (the rules option big-gin is off)."
    near = position(KNOCKER, DEFENDER, "♦2 ♦5", f"P1 {DRAWN}", rules=GinRules(big_gin=True))
    assert "needs all eleven cards melded" in refuse(near, BIG_GIN)


# -- dead hands and the match ------------------------------------------------------------------


def rest_of_pack(*texts: str) -> str:
    """Every card not named, in pack order: the rest of the pile in these tests."""
    named = {x for t in texts for x in parse_cards(t)}
    return " ".join(str(x) for x in full_pack() if x not in named)


def test_dead_hand_when_a_discard_leaves_two() -> None:
    p1 = "♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♣5 ♣K"
    stock = "♠Q ♦Q ♣Q"
    st = position(p1, DEFENDER, rest_of_pack(p1, DEFENDER, stock), "P1 draw", stock=stock)
    hand_before = st.hand_no
    st.apply(STOCK)
    assert len(st.stock_cards()) == 2
    hs = scored(st.apply(Discard(c("♠Q"))))
    assert hs.result.kind == "dead" and hs.result.score == (0, 0)
    assert "is dead" in hs.describe()
    assert st.hand_no == hand_before + 1 and st.dealer == 0 and st.returns() == (0, 0)


def test_going_out_is_still_allowed_with_two_left() -> None:
    p1 = "♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♣5 ♣K"
    stock = "♦9 ♠4 ♠Q"
    st = position(p1, DEFENDER, rest_of_pack(p1, DEFENDER, stock, "♥10") + " ♥10", "P1 draw",
                  stock=stock)
    st.apply(STOCK)  # ♦9: three runs and ♣5 ♣K
    assert Knock(c("♣K")) in st.legal_actions()
    assert scored(st.apply(Knock(c("♣K")))).result.kind == "knock"


def test_match_ends_at_the_target() -> None:
    st = position(KNOCKER, DEFENDER, "♦2 ♦5", f"P1 {DRAWN}", score="147 30")
    events = st.apply(Knock(c("♣K")))
    over = [e for e in events if isinstance(e, MatchOver)]
    # 152 to 30 in points; then the game bonus and the line bonus of the one hand won here (the
    # bonuses' own cases: test_gin_match_scoring.py).
    assert over and over[0].winner == 0 and st.is_terminal() and st.returns() == (277, 30)
    assert over[0].hand_points == (152, 30)
    assert st.legal_actions() == () and st.to_move() is None
    assert refuse(st, STOCK) == "The match is over: no more actions."


def test_hands_option_and_alternating_deal() -> None:
    st = new_game(GinRules(hands=2), 9)
    dealers = [st.dealer]
    rng = random.Random(1)
    while not st.is_terminal():
        n = st.hand_no
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
        if st.hand_no != n and not st.is_terminal():
            dealers.append(st.dealer)
    assert dealers == [0, 1] and len(st.results) == 2
    assert st.returns() == tuple(sum(r.score[p] for r in st.results) for p in (0, 1))
