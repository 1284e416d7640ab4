"""Smousjas and Vijfhonderden: invariants over random matches (hypothesis), perft counts from
fixed seeded positions written down, and the position notation's round trip.

The follow rules of phase 2 and the melds a hand holds are also computed here again from the rule
text, on plain card lists, sharing no code with the engine's masks.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sj_helpers import FIRST_TRICK, PHASE_TWO, build

from tutor.cards import Card, Rank
from tutor.errors import IllegalActionError
from tutor.games.smousjas.engine import (
    DealScored,
    Declare,
    Mariage,
    Play,
    Reject,
    SmousjasState,
    new_game,
)
from tutor.games.smousjas.melds import CARDS, FULL
from tutor.games.smousjas.notation import format_position, parse_position
from tutor.games.smousjas.resample import resample
from tutor.games.smousjas.rules import SEQUENCE_ORDER, TRUMP_ORDER, SmousjasRules

GAMES = ("smousjas", "vijfhonderden")


def where_cards_are(s: SmousjasState) -> list[int]:
    """Every place a card can be, as masks."""
    stock = sum(1 << i for i in s.stock)
    turned = 1 << s.turned if s.turned >= 0 else 0
    trick = sum(1 << i for i in s.trick)
    return [s.hands[0], s.hands[1], stock, turned, s.won[0], s.won[1], trick]


def independent_phase_two(hand: list[Card], led: Card, trump: int) -> set[Card]:
    """The cards a follower may play once the stock is empty, from the rule text."""
    same = [c for c in hand if c.suit is led.suit]
    if same:
        if led.suit.value == trump:
            order = list(TRUMP_ORDER)
            higher = [c for c in same if order.index(c.rank) < order.index(led.rank)]
            return set(higher or same)
        return set(same)
    trumps = [c for c in hand if c.suit.value == trump]
    return set(trumps or hand)


def independent_melds(hand: list[Card], carre_ranks: set[Rank]) -> set[frozenset[Card]]:
    """Every carré and sequence in a hand, by brute force over its subsets."""
    out: set[frozenset[Card]] = set()
    for n in range(3, len(hand) + 1):
        for combo in combinations(hand, n):
            suits = {c.suit for c in combo}
            ranks = sorted(SEQUENCE_ORDER.index(c.rank) for c in combo)
            if len(suits) == 1 and ranks == list(range(ranks[0], ranks[0] + n)):
                out.add(frozenset(combo))
            if n == 4 and len({c.rank for c in combo}) == 1 and combo[0].rank in carre_ranks:
                out.add(frozenset(combo))
    return out


def check_step(s: SmousjasState, rng: random.Random) -> None:
    places = where_cards_are(s)
    total = 0
    for m in places:
        assert not total & m, "a card in two places"
        total |= m
    if not s.is_terminal():
        assert total == FULL, "every card somewhere"
        assert s.points == [s.t.mask_points(s.won[0]), s.t.mask_points(s.won[1])]
    legal = s.legal_actions()
    assert bool(legal) != s.is_terminal()
    if s.is_terminal():
        return
    seat = s.to_move()
    assert seat is not None
    hand = list(s.hand(seat))
    plays = {a.card for a in legal if isinstance(a, Play)}
    if s.phase == 2 and s.trick:
        assert plays == independent_phase_two(hand, CARDS[s.trick[0]], s.trump)
    elif not s.choosing:
        assert plays == set(hand)
    if not s.trick and not s.choosing and s.declaring_open():
        declared = {frozenset(a.cards) for a in legal if isinstance(a, Declare)}
        assert declared <= independent_melds(hand, set(s.rs.carres))
    for a in legal:
        if isinstance(a, Reject | Declare | Mariage):
            assert set(a.cards) <= set(hand)
    # Refused actions explain themselves and change nothing.
    before = format_position(s)
    for a in [Play(c) for c in CARDS if Play(c) not in legal][:3]:
        with pytest.raises(IllegalActionError) as e:
            s.apply(a)
        assert str(e.value).strip()
    assert format_position(s) == before


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 2**32 - 1),
       play=st.integers(0, 2**32 - 1), lives=st.sampled_from((0, 0, 2)))
def test_random_matches_keep_the_invariants(game: str, seed: int, play: int, lives: int) -> None:
    rules = SmousjasRules.from_dict({"rule-set": game, "deals": 3,
                                     "lives": lives if game == "smousjas" else 0})
    s = new_game(rules, seed)
    rng = random.Random(play)
    while True:
        check_step(s, rng)
        if s.is_terminal():
            break
        legal = s.legal_actions()
        events = s.apply(legal[rng.randrange(len(legal))])
        for e in events:
            if isinstance(e, DealScored):
                r = e.result
                total = sum(r.card_points) + r.last_bonus
                assert total == s.rs.card_points()
                for seat in (0, 1):
                    raw = (r.card_points[seat] + r.roem[seat]
                           + (r.last_bonus if r.last_trick == seat else 0)
                           + (r.bonus if r.no_trick == 1 - seat else 0))
                    assert r.raw[seat] == raw
                    assert r.score[seat] % 10 == 0 if r.rounded else r.score[seat] == raw


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 2**32 - 1),
       steps=st.integers(0, 60))
def test_positions_round_trip_and_resampling_fits_the_view(game: str, seed: int,
                                                           steps: int) -> None:
    rules = SmousjasRules.from_dict({"rule-set": game})
    s = new_game(rules, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    text = format_position(s)
    again = parse_position(text, rules)
    assert format_position(again) == text
    assert again.legal_actions() == s.legal_actions()
    for seat in (0, 1):
        view = s.view(seat)
        sample = resample(view, rng)
        mine = sample.view(seat)
        assert (mine.hand, mine.shown, mine.won, mine.legal_actions, mine.melds) == (
            view.hand, view.shown, view.won, view.legal_actions, view.melds)


# ---------------------------------------------------------------------------------------------
# Perft


def perft(s: SmousjasState, depth: int) -> int:
    if depth == 0 or s.is_terminal():
        return 1
    count = 0
    for a in s.legal_actions():
        child = s.clone()
        child.apply(a)
        count += perft(child, depth - 1)
    return count


@pytest.mark.parametrize(("game", "seed", "counts"), [
    ("smousjas", 1, [8, 64, 514, 4512]),
    ("smousjas", 2, [11, 94, 914, 8083]),
    ("vijfhonderden", 1, [10, 90, 843, 7587]),
    ("vijfhonderden", 2, [10, 90, 934, 8694]),
])
def test_perft_from_seeded_deals(game: str, seed: int, counts: list[int]) -> None:
    s = new_game(SmousjasRules.from_dict({"rule-set": game}), seed)
    assert [perft(s, d) for d in range(1, len(counts) + 1)] == counts


def test_perft_from_written_positions() -> None:
    assert [perft(build(*PHASE_TWO), d) for d in range(1, 7)] == [9, 20, 96, 230, 1022, 2280]
    assert [perft(build(*FIRST_TRICK), d) for d in range(1, 5)] == [10, 82, 760, 6322]
