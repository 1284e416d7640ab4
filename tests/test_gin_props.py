"""Gin Rummy properties of whole games played by a seeded bot that likes to go out (the
protocol's own properties, shared by every game, are in ``test_protocol.py``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.cards import full_pack
from tutor.games.gin.engine import (
    Action,
    BigGin,
    Gin,
    GinState,
    HandScored,
    Knock,
    Phase,
    new_game,
)
from tutor.games.gin.melds import CARDS, INDEX
from tutor.games.gin.notation import format_position, parse_position, position_cards
from tutor.games.gin.rules import SPADE_MULTIPLIER, GinRules

RULES = st.builds(GinRules, first_upcard=st.booleans(), no_layoff_on_gin=st.booleans(),
                  big_gin=st.booleans(), hands=st.integers(1, 2))
SEEDS = st.integers(0, 10**6)
#: The bot's own seed: one integer keeps the hypothesis example small.
BOTS = st.integers(0, 2**32).map(random.Random)
PACK = full_pack()


def choose(state: GinState, rng: random.Random) -> Action:
    """Random, but goes out when it can (random play alone nearly always runs the stock dry)."""
    acts = state.legal_actions()
    out = [a for a in acts if isinstance(a, Knock | Gin | BigGin)]
    if out and rng.random() < 0.8:
        return rng.choice(out)
    return acts[rng.randrange(len(acts))]


def play(state: GinState, rng: random.Random,
         each: Callable[[GinState], None] | None = None) -> tuple[list[str], list[Any]]:
    """Play to the end; returns the action texts and every event."""
    texts: list[str] = []
    events: list[Any] = []
    while not state.is_terminal():
        if each is not None:
            each(state)
        a = choose(state, rng)
        texts.append(state.format_action(a))
        events.extend(state.apply(a))
    return texts, events


@settings(max_examples=25)
@given(RULES, SEEDS, BOTS)
def test_cards_conserved_and_sizes_follow_the_phase(rules: GinRules, seed: int,
                                                    rng: random.Random) -> None:
    def each(s: GinState) -> None:
        cards = position_cards(s)
        assert len(cards) == 52 and set(cards) == set(PACK)
        sizes = sorted(len(s.hand(p)) for p in (0, 1))
        if s.phase is Phase.OPEN or s.phase is Phase.DISCARD:
            assert sizes == [10, 11]
        elif s.phase is Phase.DRAW:
            assert sizes == [10, 10] and len(s.stock_cards()) > 2
    play(new_game(rules, seed), rng, each)


@settings(max_examples=25)
@given(RULES, SEEDS, BOTS)
def test_match_scores_add_up_from_hand_scores(rules: GinRules, seed: int,
                                              rng: random.Random) -> None:
    state = new_game(rules, seed)
    _, events = play(state, rng)
    running = [0, 0]
    for e in events:
        if isinstance(e, HandScored):
            r = e.result
            running[0] += r.score[0]
            running[1] += r.score[1]
            assert e.match == (running[0], running[1])
            assert r.points == r.base * (SPADE_MULTIPLIER if r.doubled else 1)
            if r.kind == "knock":
                kd, dd = r.out_deadwood, r.defender_deadwood
                assert r.base == (dd - kd if kd < dd else 10 + kd - dd)
                assert r.undercut == (kd >= dd) and r.winner == (1 - r.seat if r.undercut
                                                                 else r.seat)
            elif r.kind in ("gin", "big-gin"):
                assert r.base == r.bonus + r.defender_deadwood and r.winner == r.seat
            else:
                assert r.score == (0, 0)
    assert len(state.results) == rules.hands or max(state.returns()) >= rules.target


def hidden_shuffle(state: GinState, player: int, rng: random.Random) -> GinState:
    """The same position with the cards ``player`` cannot see dealt around differently."""
    other = 1 - player
    known = 0
    for card in state.view(player).opponent_known():
        known |= 1 << INDEX[card]
    free = state.hands[other] & ~known
    hidden = [i for i in range(52) if free >> i & 1] + list(state.stock)
    rng.shuffle(hidden)
    k = free.bit_count()
    twin = state.clone()
    twin.hands[other] = known | sum(1 << i for i in hidden[:k])
    twin.stock = hidden[k:]
    return twin


@settings(max_examples=20)
@given(RULES, SEEDS, BOTS)
def test_views_hide_the_stock_and_the_opponents_hand(rules: GinRules, seed: int,
                                                     rng: random.Random) -> None:
    def each(s: GinState) -> None:
        if s.phase is Phase.LAYOFF or rng.random() > 0.3:
            return
        for p in (0, 1):
            v = s.view(p)
            assert v.hand == s.hand(p) and v.stock_size == len(s.stock)
            assert hidden_shuffle(s, p, rng).view(p) == v
            # What the opponent was seen taking (and still holds) is really in that hand.
            assert set(v.opponent_known()) <= set(s.hand(1 - p))
    play(new_game(rules, seed), rng, each)


@settings(max_examples=20)
@given(RULES, SEEDS, BOTS)
def test_notation_round_trips_every_position(rules: GinRules, seed: int,
                                             rng: random.Random) -> None:
    def each(s: GinState) -> None:
        text = format_position(s)
        back = parse_position(text, rules)
        assert format_position(back) == text
        assert back.to_move() == s.to_move()
        # The 'out:' line carries the melds a player chose to lay down, so the defender's
        # layoffs are the same; the hands won carry over for the line bonus.
        assert back.legal_actions() == s.legal_actions()
        assert back.hands_won() == s.hands_won()
    play(new_game(rules, seed), rng, each)


def test_a_finished_match_formats_and_reads_back() -> None:
    state = new_game(GinRules(hands=1), 4)
    play(state, random.Random(2))
    text = format_position(state)
    assert "turn: over" in text
    assert format_position(parse_position(text, GinRules(hands=1))) == text


def test_cards_index_round_trip() -> None:
    assert [INDEX[c] for c in CARDS] == list(range(52))
