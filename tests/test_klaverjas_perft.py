"""Perft: distinct legal play sequences to the end of the trick, against an independent count.

The independent side below works on plain card lists straight from the rule text, sharing no code
with the engine's bitmask tables.
"""

from __future__ import annotations

import random

import pytest

from tutor.cards import Card, Rank, Suit
from tutor.games.klaverjas.engine import KlaverjasState, Phase, mask_cards
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule

TRUMP_ORDER = [Rank.SEVEN, Rank.EIGHT, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE, Rank.NINE,
               Rank.JACK]
PLAIN_ORDER = [Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN,
               Rank.ACE]


def strength(c: Card, led: Suit, trump: Suit) -> int:
    if c.suit is trump:
        return 100 + TRUMP_ORDER.index(c.rank)
    if c.suit is led:
        return 10 + PLAIN_ORDER.index(c.rank)
    return 0


def winner_pos(trick: list[Card], trump: Suit) -> int:
    led = trick[0].suit
    best = max(range(len(trick)), key=lambda k: strength(trick[k], led, trump))
    return best


def allowed(hand: list[Card], trick: list[Card], trump: Suit, rule: str) -> list[Card]:
    if not trick:
        return hand
    led = trick[0].suit
    table_trumps = [strength(c, led, trump) for c in trick if c.suit is trump]
    top = max(table_trumps, default=-1)
    same = [c for c in hand if c.suit is led]
    if same:
        if led is trump:
            higher = [c for c in same if strength(c, led, trump) > top]
            return higher or same
        return same
    mine = [c for c in hand if c.suit is trump]
    if not mine:
        return hand
    higher = [c for c in mine if strength(c, led, trump) > top]
    if rule == "rotterdam":
        return higher or mine
    # Amsterdam: never undertrump while holding a card of another suit (partner or opponent
    # winning); with the partner winning you need not trump at all.
    others = [c for c in hand if c.suit is not trump]
    partner_wins = winner_pos(trick, trump) == len(trick) - 2
    if partner_wins:
        return others + higher if others else hand
    return higher or others or hand


def independent(hands: list[list[Card]], trick: list[Card], mover: int, trump: Suit,
                rule: str) -> int:
    if len(trick) == 4:
        return 1
    total = 0
    for c in allowed(hands[mover], trick, trump, rule):
        rest = [list(h) for h in hands]
        rest[mover].remove(c)
        total += independent(rest, [*trick, c], (mover + 1) % 4, trump, rule)
    return total


def perft(st: KlaverjasState) -> int:
    """Sequences from here to the end of the current trick, through the engine."""
    assert st.phase is Phase.PLAY
    count = 0
    for a in st.legal_actions():
        child = st.clone()
        child.apply(a)
        count += 1 if len(child.trick) == 0 else perft(child)
    return count


def positions(rule: PlayRule) -> list[KlaverjasState]:
    out = []
    for seed in range(12):
        st = KlaverjasState(KlaverjasRules(play=rule, deals=1), seed)
        rng = random.Random(seed)
        st.apply(st.legal_actions()[seed % 4])
        for _ in range(rng.randrange(0, 28)):
            st.apply(rng.choice(st.legal_actions()))
        out.append(st)
    return out


@pytest.mark.parametrize("rule", list(PlayRule))
def test_perft_matches_independent_count(rule: PlayRule) -> None:
    for st in positions(rule):
        trump = st.trump_suit
        assert trump is not None
        hands = [list(mask_cards(h)) for h in st.hands]
        trick = [c for c in st.view(0).trick]
        mover = st.to_move()
        assert mover is not None
        expected = independent(hands, trick, mover, trump, rule.value)
        assert perft(st) == expected


def test_perft_known_value() -> None:
    # Trump ♥, N leads from the full deal below: 8 leads, and the replies the rules allow.
    from kj_helpers import position

    st = position("""\
        dealer: W
        trump: ♥
        goes: N
        N: ♥J ♥9 ♠A ♠10 ♣7 ♣8 ♦7 ♦8
        E: ♥A ♥10 ♠K ♠Q ♣9 ♣10 ♦9 ♦10
        S: ♥K ♥Q ♠J ♠9 ♣J ♣Q ♦J ♦Q
        W: ♥8 ♥7 ♠8 ♠7 ♣K ♣A ♦K ♦A
    """)
    hands = [list(mask_cards(h)) for h in st.hands]
    count = independent(hands, [], 0, Suit.HEARTS, "rotterdam")
    assert perft(st) == count == 8 * 2 * 2 * 2


def test_perft_amsterdam_no_undertrump_known_value() -> None:
    # Trump ♥, N leads a spade; E must trump with the Jas. S cannot beat it: Rotterdam makes S
    # undertrump (♥8), Amsterdam forbids it while S holds clubs (♣9 or ♣8). W's partner E then
    # wins: Rotterdam makes W undertrump too (♥7), Amsterdam lets W discard (♦9 or ♦7) but not
    # undertrump. Rotterdam 3 x 1 x 1 x 1 = 3 sequences; Amsterdam 3 x 1 x 2 x 2 = 12 (before the
    # ruling, when S could undertrump too, it was 3 x 1 x 3 x 2 = 18).
    from tutor.cards import parse_cards

    hands = [parse_cards(h) for h in ("♠A ♠8 ♠7", "♥J ♣7 ♦8", "♥8 ♣9 ♣8", "♥7 ♦9 ♦7")]
    for rule, expected in ((PlayRule.ROTTERDAM, 3), (PlayRule.AMSTERDAM, 12)):
        st = KlaverjasState.from_hands(KlaverjasRules(play=rule, deals=1), hands, dealer=3,
                                       trump=Suit.HEARTS)
        count = independent([list(h) for h in hands], [], 0, Suit.HEARTS, rule.value)
        assert perft(st) == count == expected
