"""Klaverjassen properties over random seeded deals and random legal play (the protocol's own
properties, shared by every game, are in ``test_protocol.py``)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tutor.games.klaverjas.engine import CARDS, KlaverjasState, Phase, mask_cards
from tutor.games.klaverjas.notation import format_position, parse_position
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule, TrumpMethod

rules_st = st.builds(
    KlaverjasRules,
    play=st.sampled_from(PlayRule),
    trump_method=st.sampled_from(TrumpMethod),
    four_jacks_200=st.booleans(),
    deals=st.integers(1, 2),
)
seeds = st.integers(0, 2**32 - 1)


def play_out(rules: KlaverjasRules, seed: int, play_seed: int,
             each_step: Any = None) -> KlaverjasState:
    s = KlaverjasState(rules, seed)
    rng = random.Random(play_seed)
    while not s.is_terminal():
        if each_step is not None:
            each_step(s)
        s.apply(rng.choice(s.legal_actions()))
    return s


@given(rules_st, seeds, seeds)
def test_cards_conserved_and_points_add_up(rules: KlaverjasRules, seed: int, ps: int) -> None:
    def check(s: KlaverjasState) -> None:
        held = [c for h in s.hands for c in mask_cards(h)]
        played = [CARDS[i] for _, cs, _ in s.tricks for i in cs] + [CARDS[i] for i in s.trick]
        assert len(held) + len(played) == 32
        assert set(held) | set(played) == set(CARDS)
        for seat in range(4):
            expected = 8 - len(s.tricks) - (1 if _played_in_trick(s, seat) else 0)
            assert s.hands[seat].bit_count() == expected

    s = play_out(rules, seed, ps, check)
    assert len(s.results) == rules.deals
    for r in s.results:
        assert sum(r.points) == 162
        assert sum(r.tricks) == 8
        if r.nat:
            assert r.score[r.going_team] == 0
            assert r.score[1 - r.going_team] == 162 + sum(r.roem)
        else:
            assert r.score == r.totals()
            assert r.totals()[r.going_team] > r.totals()[1 - r.going_team]


def _played_in_trick(s: KlaverjasState, seat: int) -> bool:
    return any((s.leader + k) % 4 == seat for k in range(len(s.trick)))


@given(rules_st, seeds, seeds, st.integers(0, 36))
def test_notation_round_trip(rules: KlaverjasRules, seed: int, ps: int, steps: int) -> None:
    s = KlaverjasState(rules, seed)
    rng = random.Random(ps)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    if s.is_terminal():
        return
    text = format_position(s)
    back = parse_position(text, rules)
    assert format_position(back) == text
    assert back.legal_actions() == s.legal_actions()
    assert back.to_move() == s.to_move()
    assert (back.points, back.roem) == (s.points, s.roem)
    if s.phase is Phase.PLAY:
        assert back.trump_suit == s.trump_suit and back.going == s.going
