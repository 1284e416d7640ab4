"""Hand-written cases for every Klaverjassen rule and ruling."""

from __future__ import annotations

import random

import pytest
from kj_helpers import AMS, ROT, legal_text, trick_position

from tutor.cards import Card, Suit, card
from tutor.errors import IllegalActionError
from tutor.games.klaverjas.engine import (
    PASS,
    DealScored,
    DealStarted,
    KlaverjasState,
    MatchOver,
    Phase,
    TrickTaken,
    TrumpCall,
    cards_mask,
    roem_items,
    score_deal,
    tables,
)
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule, TrumpMethod

H, S, D, C = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS


def refused(st: KlaverjasState, text: str) -> str:
    """The explanation for refusing ``text``; also checks the state did not change."""
    before = (list(st.hands), list(st.trick), st.to_move())
    with pytest.raises(IllegalActionError) as e:
        st.apply(card(text))
    assert (list(st.hands), list(st.trick), st.to_move()) == before
    return str(e.value)


# --- following suit and trump led (both rules) -----------------------------------------------

@pytest.mark.parametrize("rules", [ROT, AMS])
def test_must_follow_suit(rules: KlaverjasRules) -> None:
    st = trick_position(H, "♠K ♠8 ♥J ♥9 ♣A ♣10 ♦A ♦10", "♠7", rules=rules)
    assert legal_text(st) == "♠K ♠8"
    msg = refused(st, "♥J")
    assert msg == "You must follow suit: ♠ was led and you hold ♠K ♠8."


@pytest.mark.parametrize("rules", [ROT, AMS])
def test_follow_even_when_it_costs(rules: KlaverjasRules) -> None:
    # Partner (N) wins with ♠A; E must still follow with the ♠10 instead of trumping.
    st = trick_position(H, "♠10 ♥J ♥9 ♣A ♣10 ♦A ♦10 ♦K", "♠A", rules=rules)
    assert legal_text(st) == "♠10"


@pytest.mark.parametrize("rules", [ROT, AMS])
def test_trump_led_must_go_higher(rules: KlaverjasRules) -> None:
    st = trick_position(H, "♥K ♥7 ♠A ♠10 ♣A ♣10 ♦A ♦10", "♥Q", rules=rules)
    assert legal_text(st) == "♥K"
    msg = refused(st, "♥7")
    assert "overtrump" in msg and "♥K beats the ♥Q" in msg


@pytest.mark.parametrize("rules", [ROT, AMS])
def test_trump_led_cannot_beat_any_trump(rules: KlaverjasRules) -> None:
    st = trick_position(H, "♥9 ♥7 ♠A ♠10 ♣A ♣10 ♦A ♦10", "♥J", rules=rules)
    assert legal_text(st) == "♥9 ♥7"
    assert "follow suit" in refused(st, "♠A")


@pytest.mark.parametrize("rules", [ROT, AMS])
def test_trump_led_and_void_plays_anything(rules: KlaverjasRules) -> None:
    st = trick_position(H, "♠A ♠10 ♠K ♣A ♣10 ♦A ♦10 ♦K", "♥J", rules=rules)
    assert len(st.legal_actions()) == 8


@pytest.mark.parametrize("rules", [ROT, AMS])
def test_trump_led_overtrump_the_highest_not_the_led(rules: KlaverjasRules) -> None:
    # ♥Q led, E played ♥9: S must beat the ♥9, so only the ♥J.
    st = trick_position(H, "♥J ♥A ♥7 ♠A ♠10 ♣A ♣10 ♦A", "♥Q ♥9", rules=rules)
    assert legal_text(st) == "♥J"


# --- void in the led suit: Rotterdam --------------------------------------------------------

def test_rotterdam_must_trump_even_on_partner() -> None:
    st = trick_position(H, "♥8 ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♠7")
    assert legal_text(st) == "♥8 ♥7"
    msg = refused(st, "♣A")
    assert msg == ("Rotterdam: you cannot follow ♠, so you must trump, even though your partner "
                   "is winning the trick: play ♥8 ♥7.")


def test_rotterdam_must_trump_opponent_winning() -> None:
    st = trick_position(H, "♥8 ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠7 ♠A")
    assert legal_text(st) == "♥8 ♥7"
    assert refused(st, "♦A") == "Rotterdam: you cannot follow ♠, so you must trump: play ♥8 ♥7."


def test_rotterdam_must_overtrump() -> None:
    st = trick_position(H, "♥K ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♥Q")
    assert legal_text(st) == "♥K"
    assert refused(st, "♥7") == ("Rotterdam: you cannot follow ♠ and must overtrump the ♥Q: "
                                 "play ♥K.")
    assert "overtrump" in refused(st, "♣A")


def test_rotterdam_must_overtrump_partners_trump() -> None:
    # E leads ♠A, S (N's partner) trumps with ♥9, W follows: N must still overtrump.
    st = trick_position(H, "♥J ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♥9 ♠7", leader="E")
    assert legal_text(st) == "♥J"


def test_rotterdam_must_undertrump() -> None:
    st = trick_position(H, "♥8 ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♥J")
    assert legal_text(st) == "♥8 ♥7"
    msg = refused(st, "♣A")
    assert msg == ("Rotterdam: you cannot follow ♠ or beat the ♥J, but you must still play a "
                   "trump (undertrump): play ♥8 ♥7.")


def test_rotterdam_no_suit_no_trump_plays_anything() -> None:
    st = trick_position(H, "♣A ♣10 ♣K ♣Q ♦A ♦10 ♦K ♦Q", "♠A ♥J")
    assert len(st.legal_actions()) == 8


def test_rotterdam_only_trumps_left() -> None:
    st = trick_position(H, "♥8 ♥7", "♠A ♥Q", size=2)
    assert legal_text(st) == "♥8 ♥7"


# --- void in the led suit: Amsterdam --------------------------------------------------------
# The ruling (../shared/RULINGS.md): partner winning -> any card, but a trump must beat every trump
# in the trick unless you hold nothing but trumps; opponent winning -> trump, overtrump if you can;
# if you cannot overtrump, any card that is not a trump: never undertrump while you hold a card of
# another suit. One test per case, partner side first.

def test_amsterdam_partner_winning_may_play_anything() -> None:
    # Partner N wins with the led ♠A, no trump in the trick: every card, any trump included.
    st = trick_position(H, "♥8 ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♠7", rules=AMS)
    assert len(st.legal_actions()) == 8


def test_amsterdam_partner_winning_no_trumps_plays_anything() -> None:
    st = trick_position(H, "♣A ♣10 ♣K ♣Q ♦A ♦10 ♦K ♦Q", "♠A ♥9 ♠7", leader="E", rules=AMS)
    assert len(st.legal_actions()) == 8


def test_amsterdam_partner_winning_no_undertrump() -> None:
    # Partner S trumped with the ♥9; N holds the higher ♥J and the lower ♥7.
    st = trick_position(H, "♥J ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♥9 ♠7", leader="E", rules=AMS)
    assert legal_text(st) == "♥J ♦A ♦K ♦10 ♣A ♣K ♣10"
    assert refused(st, "♥7") == ("Amsterdam: your partner South is winning with the ♥9, so you "
                                 "need not trump, but you may not undertrump it while you hold a "
                                 "card of another suit: play a higher trump (♥J) or a card of "
                                 "another suit (♦A ♦K ♦10 ♣A ♣K ♣10).")


def test_amsterdam_partner_winning_lower_trumps_only_discard() -> None:
    # Every trump N holds is below the partner's ♥9: only the other suits may be played.
    st = trick_position(H, "♥8 ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♥9 ♠7", leader="E", rules=AMS)
    assert legal_text(st) == "♦A ♦K ♦10 ♣A ♣K ♣10"
    assert refused(st, "♥8") == ("Amsterdam: your partner South is winning with the ♥9, so you "
                                 "need not trump, but you may not undertrump it while you hold a "
                                 "card of another suit: play a card of another suit (♦A ♦K ♦10 "
                                 "♣A ♣K ♣10).")


def test_amsterdam_partner_winning_only_trumps_may_undertrump() -> None:
    st = trick_position(H, "♥J ♥7", "♠A ♥9 ♠7", leader="E", rules=AMS, size=2)
    assert legal_text(st) == "♥J ♥7"
    rot = trick_position(H, "♥J ♥7", "♠A ♥9 ♠7", leader="E", rules=ROT, size=2)
    assert legal_text(rot) == "♥J"


def test_amsterdam_partner_winning_only_lower_trumps_may_undertrump() -> None:
    st = trick_position(H, "♥8 ♥7", "♠A ♥9 ♠7", leader="E", rules=AMS, size=2)
    assert legal_text(st) == "♥8 ♥7"


def test_amsterdam_opponent_winning_must_trump() -> None:
    st = trick_position(H, "♥8 ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠7 ♠A", rules=AMS)
    assert legal_text(st) == "♥8 ♥7"
    assert refused(st, "♣A") == ("Amsterdam: you cannot follow ♠ and East, an opponent, is "
                                 "winning the trick, so you must trump: play ♥8 ♥7.")


def test_amsterdam_opponent_winning_must_overtrump() -> None:
    st = trick_position(H, "♥K ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♥Q", rules=AMS)
    assert legal_text(st) == "♥K"
    assert refused(st, "♥7") == ("Amsterdam: you cannot follow ♠ and East, an opponent, is "
                                 "winning with the ♥Q: you must overtrump: play ♥K.")
    assert "overtrump" in refused(st, "♣A")


def test_amsterdam_cannot_overtrump_may_not_undertrump() -> None:
    # E trumped N's ♠A with the Jas: S cannot beat it and holds clubs and diamonds.
    st = trick_position(H, "♥8 ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♥J", rules=AMS)
    assert legal_text(st) == "♦A ♦K ♦10 ♣A ♣K ♣10"
    msg = ("Amsterdam: you may not undertrump: East's ♥J is winning the trick, you cannot beat "
           "it, and you hold a card of another suit: play ♦A ♦K ♦10 ♣A ♣K ♣10.")
    assert refused(st, "♥8") == msg
    assert refused(st, "♥7") == msg


def test_amsterdam_cannot_overtrump_one_other_card() -> None:
    # A single card of another suit is enough to forbid the undertrump.
    st = trick_position(H, "♥8 ♥7 ♣7", "♠A ♥Q", rules=AMS, size=3)
    assert legal_text(st) == "♣7"
    assert "you may not undertrump: East's ♥Q" in refused(st, "♥8")


def test_amsterdam_cannot_overtrump_only_trumps_undertrumps() -> None:
    st = trick_position(H, "♥8 ♥7", "♠A ♥Q", rules=AMS, size=2)
    assert legal_text(st) == "♥8 ♥7"


def test_amsterdam_opponent_winning_no_trumps_plays_anything() -> None:
    st = trick_position(H, "♣A ♣10 ♣K ♣Q ♦A ♦10 ♦K ♦Q", "♠A ♥J", rules=AMS)
    assert len(st.legal_actions()) == 8


def test_partner_winning_means_currently_winning() -> None:
    # N led ♠A but E trumped: S's partner is no longer winning, so Amsterdam obliges S.
    st = trick_position(H, "♥K ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♥Q", rules=AMS)
    assert st.win_seat == 1


def test_amsterdam_partner_overtrumped_by_opponent() -> None:
    # E leads ♠A, S (N's partner) trumps with the ♥10, W overtrumps with the ♥9: W, an opponent,
    # now wins, so N may not undertrump with the ♥8 while holding other suits, and the ♥J must
    # go on when N holds it.
    st = trick_position(H, "♥8 ♣A ♣10 ♣K ♦A ♦10 ♦K ♦Q", "♠A ♥10 ♥9", leader="E", rules=AMS)
    assert st.win_seat == 3
    assert legal_text(st) == "♦A ♦K ♦Q ♦10 ♣A ♣K ♣10"
    assert "West's ♥9 is winning the trick" in refused(st, "♥8")
    over = trick_position(H, "♥J ♥8 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♠A ♥10 ♥9", leader="E", rules=AMS)
    assert legal_text(over) == "♥J"


def test_amsterdam_trump_led_as_rotterdam() -> None:
    # Trump led: following suit, so the overtrump rule is the same under both rules.
    for rules in (ROT, AMS):
        st = trick_position(H, "♥8 ♥7 ♣A ♣10 ♣K ♦A ♦10 ♦K", "♥Q ♥J", rules=rules)
        assert legal_text(st) == "♥8 ♥7"


# --- other refusals ---------------------------------------------------------------------------

def test_card_not_held_and_not_in_pack() -> None:
    st = trick_position(H, "♠K ♠8 ♥J ♥9 ♣A ♣10 ♦A ♦10", "")
    assert refused(st, "♠A") == "You do not hold ♠A."
    assert refused(st, "♥2") == "♥2 is not in the Klaverjassen pack (7 up to Ace in each suit)."


def test_card_before_trump_is_fixed() -> None:
    st = KlaverjasState(KlaverjasRules(), seed=1)
    with pytest.raises(IllegalActionError, match="Trump is not fixed yet"):
        st.apply(st.view(1).hand[0])


def test_trump_call_during_play() -> None:
    st = trick_position(H, "♠K ♠8 ♥J ♥9 ♣A ♣10 ♦A ♦10", "")
    with pytest.raises(IllegalActionError, match="The trump is ♥; now play a card"):
        st.apply(TrumpCall(S))


# --- tricks ---------------------------------------------------------------------------------

def play_trick(trump: Suit, cards: str, leader: str = "N") -> TrickTaken:
    played = cards.split()
    # The last card is the mover's, on the last trick so that the hand is that card alone.
    last = played[-1]
    st = trick_position(trump, last, " ".join(played[:-1]), leader=leader, size=1)
    events = st.apply(card(last))
    trick = [e for e in events if isinstance(e, TrickTaken)]
    assert len(trick) == 1
    return trick[0]


@pytest.mark.parametrize(("cards", "winner"), [
    ("♠K ♠10 ♠A ♠7", "S"),  # plain order A 10 K
    ("♠7 ♠8 ♣A ♦A", "E"),  # off-suit cards never win
    ("♠A ♥7 ♠10 ♠K", "E"),  # the lowest trump beats the led suit
    ("♥A ♥9 ♥J ♥10", "S"),  # trump order J 9 A 10
    ("♠A ♥7 ♥9 ♥8", "S"),  # highest trump wins
])
def test_trick_winner(cards: str, winner: str) -> None:
    t = play_trick(H, cards)
    assert "NESW"[t.winner] == winner


def test_trick_points_and_roem_go_to_winner() -> None:
    t = play_trick(H, "♠A ♠K ♠Q ♠7")
    assert (t.winner, t.points, t.roem) == (0, 18, 20)
    assert [i.kind for i in t.roem_items] == ["row3"]
    assert "row of three ♠A ♠K ♠Q (driekaart) 20" in t.describe()


# --- roem -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("cards", "expected", "kinds"), [
    ("♠A ♠K ♠Q ♠7", 20, ["row3"]),
    ("♠A ♠K ♠Q ♠J", 50, ["row4"]),  # a row of four is 50, not 50 + 20
    ("♠10 ♠9 ♠8 ♠7", 50, ["row4"]),
    ("♠J ♠10 ♠9 ♣A", 20, ["row3"]),  # J and 10 are neighbours in the row order
    ("♠Q ♠A ♠K ♦7", 20, ["row3"]),  # order of play does not matter
    ("♠A ♠K ♠J ♠10", 0, []),  # a gap breaks the row
    ("♠A ♥K ♦Q ♣J", 0, []),  # rows stay inside one suit
    ("♥K ♥Q ♠7 ♣9", 20, ["stuk"]),
    ("♠K ♠Q ♥7 ♣9", 0, []),  # King and Queen of a plain suit are no stuk
    ("♥K ♥Q ♥J ♠7", 40, ["row3", "stuk"]),  # stuk adds to a row containing it
    ("♥A ♥K ♥Q ♥J", 70, ["row4", "stuk"]),
    ("♥9 ♥8 ♥7 ♠A", 20, ["row3"]),  # rows in trump use the natural order
    ("♠7 ♥7 ♦7 ♣7", 100, ["four"]),
    ("♠J ♥J ♦J ♣J", 100, ["four"]),
])
def test_roem(cards: str, expected: int, kinds: list[str]) -> None:
    cs = [card(c) for c in cards.split()]
    items = roem_items(cs, H)
    assert [i.kind for i in items] == kinds
    assert sum(i.points for i in items) == expected
    assert tables(H).roem(cards_mask(cs)) == expected


def test_four_jacks_option() -> None:
    cs = [card(c) for c in ["♠J", "♥J", "♦J", "♣J"]]
    assert tables(H, True).roem(cards_mask(cs)) == 200
    assert sum(i.points for i in roem_items(cs, H, True)) == 200
    sevens = [card(c) for c in ["♠7", "♥7", "♦7", "♣7"]]
    assert tables(H, True).roem(cards_mask(sevens)) == 100


# --- scoring --------------------------------------------------------------------------------

def test_going_team_makes_it() -> None:
    assert score_deal(0, [90, 72], [20, 0], [5, 3]) == ((110, 72), None, False)


def test_nat_on_equal_totals() -> None:
    # N-S goes; 81 + 0 against 81 + 0 is not more: nat.
    assert score_deal(2, [81, 81], [0, 0], [4, 4]) == ((0, 162), None, True)


def test_nat_takes_all_roem() -> None:
    # E goes with 70 + 50 roem against 92 + 40 roem: nat, N-S takes 162 + 90.
    assert score_deal(1, [92, 70], [40, 50], [4, 4]) == ((252, 0), None, True)


def test_roem_can_save_the_going_team() -> None:
    # The seed's example: 72 card points with 20 roem beats 90.
    assert score_deal(0, [72, 90], [20, 0], [4, 4]) == ((92, 90), None, False)


def test_pit_for_going_team() -> None:
    assert score_deal(0, [162, 0], [40, 0], [8, 0]) == ((302, 0), 0, False)


def test_pit_against_going_team() -> None:
    assert score_deal(0, [0, 162], [0, 20], [0, 8]) == ((0, 282), 1, True)


def _full_deal(hands: list[str], *, going: int, trump: Suit = H,
               rng_seed: int = 0) -> tuple[KlaverjasState, list[object]]:
    from tutor.cards import parse_cards

    st = KlaverjasState.from_hands(KlaverjasRules(deals=1), [parse_cards(h) for h in hands],
                                   dealer=3, trump=trump, going=going)
    rng = random.Random(rng_seed)
    events: list[object] = []
    while not st.is_terminal():
        events += st.apply(rng.choice(st.legal_actions()))
    return st, events


def test_full_deal_pit_for_going_team() -> None:
    st, events = _full_deal(["♥J ♥9 ♥A ♥10 ♥K ♥Q ♥8 ♥7", "♠A ♠10 ♠K ♠Q ♠J ♠9 ♠8 ♠7",
                             "♦A ♦10 ♦K ♦Q ♦J ♦9 ♦8 ♦7", "♣A ♣10 ♣K ♣Q ♣J ♣9 ♣8 ♣7"],
                            going=0)
    r = st.results[0]
    assert r.tricks == (8, 0) and r.pit == 0 and not r.nat
    assert r.points == (162, 0)
    trick_roem = sum(e.roem for e in events if isinstance(e, TrickTaken))
    assert r.roem == (trick_roem + 100, 0)
    assert r.score == (162 + trick_roem + 100, 0)
    text = next(e for e in events if isinstance(e, DealScored)).describe()
    assert "pit, +100 roem" in text and "made it" in text


def test_full_deal_pit_by_defenders_is_nat() -> None:
    st, events = _full_deal(["♠A ♠10 ♠K ♠Q ♠J ♠9 ♠8 ♠7", "♥J ♥9 ♥A ♥10 ♥K ♥Q ♥8 ♥7",
                             "♦A ♦10 ♦K ♦Q ♦J ♦9 ♦8 ♦7", "♣A ♣10 ♣K ♣Q ♣J ♣9 ♣8 ♣7"],
                            going=0)
    r = st.results[0]
    assert r.tricks == (0, 8) and r.pit == 1 and r.nat
    assert r.score == (0, 162 + r.roem[1])
    assert "nat" in next(e for e in events if isinstance(e, DealScored)).describe()


def test_deal_card_points_always_162() -> None:
    for seed in range(30):
        st = KlaverjasState(KlaverjasRules(deals=1), seed=seed)
        rng = random.Random(seed)
        while not st.is_terminal():
            st.apply(rng.choice(st.legal_actions()))
        assert sum(st.results[0].points) == 162


# --- fixing trump ---------------------------------------------------------------------------

def test_verplicht_first_player_must_name() -> None:
    st = KlaverjasState(KlaverjasRules(), seed=3, dealer=2)
    assert st.to_move() == 3
    assert st.legal_actions() == tuple(TrumpCall(s) for s in (S, H, D, C))
    with pytest.raises(IllegalActionError, match="You cannot pass: verplicht"):
        st.apply(PASS)
    events = st.apply(TrumpCall(D))
    assert "W goes on ♦ (ruiten)" in events[0].describe()
    assert (st.trump_suit, st.going, st.to_move(), st.phase) == (D, 3, 3, Phase.PLAY)


def test_draaien() -> None:
    st = KlaverjasState(KlaverjasRules(trump_method=TrumpMethod.DRAAIEN), seed=4)
    assert st.turned is not None and st.turned.rank <= 6
    ts = st.turned.suit
    assert st.legal_actions() == (TrumpCall(ts), PASS)
    other = next(s for s in Suit if s is not ts)
    with pytest.raises(IllegalActionError, match="only go on the turned suit"):
        st.apply(TrumpCall(other))
    assert st.parse_action("go") == TrumpCall(ts)
    for _ in range(4):
        st.apply(PASS)
    # All four passed: E (left of the dealer N) must choose another suit.
    assert st.to_move() == 1
    assert TrumpCall(ts) not in st.legal_actions() and len(st.legal_actions()) == 3
    with pytest.raises(IllegalActionError, match=r"the turned suit . is out"):
        st.apply(TrumpCall(ts))
    with pytest.raises(IllegalActionError, match="You cannot pass"):
        st.apply(PASS)
    events = st.apply(TrumpCall(other))
    assert "must go" in events[0].describe()
    assert st.going == 1 and st.to_move() == 1


def test_draaien_go_by_third_player() -> None:
    st = KlaverjasState(KlaverjasRules(trump_method=TrumpMethod.DRAAIEN), seed=4)
    assert st.turned is not None
    st.apply(PASS)
    st.apply(PASS)
    st.apply(st.parse_action("go"))
    assert st.going == 3 and st.trump_suit is st.turned.suit
    assert st.to_move() == 1  # the lead stays with the player left of the dealer


def test_maken() -> None:
    st = KlaverjasState(KlaverjasRules(trump_method=TrumpMethod.MAKEN), seed=5)
    assert len(st.legal_actions()) == 5
    st.apply(PASS)
    st.apply(TrumpCall(C))
    assert (st.going, st.trump_suit, st.to_move()) == (2, C, 1)


def test_maken_all_pass_first_player_must_go() -> None:
    st = KlaverjasState(KlaverjasRules(trump_method=TrumpMethod.MAKEN), seed=5)
    for _ in range(4):
        st.apply(PASS)
    assert st.to_move() == 1 and PASS not in st.legal_actions()
    with pytest.raises(IllegalActionError, match="must name a trump and go"):
        st.apply(PASS)
    st.apply(TrumpCall(S))
    assert st.going == 1


# --- the match ------------------------------------------------------------------------------

def test_match_of_sixteen_deals() -> None:
    st = KlaverjasState(KlaverjasRules(), seed=9)
    rng = random.Random(2)
    dealers = [0]
    leaders = []
    events: list[object] = []
    while not st.is_terminal():
        if st.phase is Phase.PLAY and not st.tricks and not st.trick:
            leaders.append(st.to_move())
        new = st.apply(rng.choice(st.legal_actions()))
        dealers += [e.dealer for e in new if isinstance(e, DealStarted)]
        events += new
    assert dealers == [k % 4 for k in range(16)]
    assert leaders == [(k + 1) % 4 for k in range(16)]
    assert len(st.results) == 16
    totals = (sum(r.score[0] for r in st.results), sum(r.score[1] for r in st.results))
    assert st.returns() == (totals[0], totals[1], totals[0], totals[1])
    over = [e for e in events if isinstance(e, MatchOver)]
    assert len(over) == 1 and over[0].totals == totals
    assert st.legal_actions() == () and st.to_move() is None
    with pytest.raises(IllegalActionError, match="match is over"):
        st.apply(Card(S, card("♠A").rank))


def test_view_shows_own_hand_only() -> None:
    st = KlaverjasState(KlaverjasRules(), seed=11)
    for seat in range(4):
        v = st.view(seat)
        assert set(v.hand) == set(st.view(seat).hand)
        assert len(v.hand) == 8 and v.hand_sizes == (8, 8, 8, 8)
        assert (v.legal_actions != ()) == (seat == st.to_move())


def test_rules_round_trip_and_bad_option() -> None:
    r = KlaverjasRules(play=PlayRule.AMSTERDAM, four_jacks_200=True)
    assert KlaverjasRules.from_dict(r.to_dict()) == r
    with pytest.raises(ValueError, match=r"'play'.*rotterdam, amsterdam"):
        KlaverjasRules.from_dict({"play": "utrecht"})
    with pytest.raises(ValueError, match="unknown rules option 'roem'"):
        KlaverjasRules.from_dict({"roem": 1})
