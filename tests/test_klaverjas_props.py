"""Hypothesis properties over random seeded deals and random legal play."""

from __future__ import annotations

import contextlib
import dataclasses
import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tutor.cards import Card, full_pack
from tutor.errors import IllegalActionError
from tutor.games.klaverjas.engine import (
    CARDS,
    PASS,
    KlaverjasState,
    Phase,
    TrickTaken,
    TrumpCall,
    mask_cards,
)
from tutor.games.klaverjas.notation import format_position, parse_position
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule, TrumpMethod
from tutor.record import Record, replay

rules_st = st.builds(
    KlaverjasRules,
    play=st.sampled_from(PlayRule),
    trump_method=st.sampled_from(TrumpMethod),
    four_jacks_200=st.booleans(),
    deals=st.integers(1, 2),
)
seeds = st.integers(0, 2**32 - 1)


def snapshot(s: KlaverjasState) -> tuple[Any, ...]:
    return (format_position(s), s.to_move(), tuple(s.totals), len(s.results), s.phase)


def cards_in(obj: Any) -> set[Card]:
    """Every card reachable from a view's fields."""
    found: set[Card] = set()
    if isinstance(obj, Card):
        found.add(obj)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            found |= cards_in(getattr(obj, f.name))
    elif isinstance(obj, tuple | list):
        for x in obj:
            found |= cards_in(x)
    return found


def play_out(rules: KlaverjasRules, seed: int, play_seed: int,
             each_step: Any = None) -> tuple[KlaverjasState, list[str]]:
    s = KlaverjasState(rules, seed)
    rng = random.Random(play_seed)
    actions: list[str] = []
    while not s.is_terminal():
        legal = s.legal_actions()
        assert legal, "no legal action before the end"
        if each_step is not None:
            each_step(s)
        a = rng.choice(legal)
        actions.append(s.format_action(a))
        s.apply(a)
    return s, actions


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

    s, _ = play_out(rules, seed, ps, check)
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
    assert tuple(s.totals) == tuple(sum(r.score[t] for r in s.results) for t in (0, 1))


def _played_in_trick(s: KlaverjasState, seat: int) -> bool:
    return any((s.leader + k) % 4 == seat for k in range(len(s.trick)))


@given(rules_st, seeds, seeds)
def test_legal_passes_check_and_the_rest_is_refused_unchanged(
        rules: KlaverjasRules, seed: int, ps: int) -> None:
    everything: list[Any] = [*full_pack(), PASS, *(TrumpCall(c.suit) for c in CARDS[::8])]

    def check(s: KlaverjasState) -> None:
        legal = set(s.legal_actions())
        before = snapshot(s)
        for a in everything:
            if a in legal:
                s.check(a)
                continue
            try:
                s.check(a)
            except IllegalActionError as e:
                assert str(e) and e.explanation
            else:
                raise AssertionError(f"{a} passed the check but is not legal")
            clone = s.clone()
            with contextlib.suppress(IllegalActionError):
                clone.apply(a)
            assert snapshot(clone) == before
        assert snapshot(s) == before

    play_out(rules, seed, ps, check)


@given(rules_st, seeds, seeds)
def test_views_hide_other_hands(rules: KlaverjasRules, seed: int, ps: int) -> None:
    def check(s: KlaverjasState) -> None:
        public = {CARDS[i] for _, cs, _ in s.tricks for i in cs} | {CARDS[i] for i in s.trick}
        if s.turned is not None:
            public.add(s.turned)
        for seat in range(4):
            v = s.view(seat)
            own = set(mask_cards(s.hands[seat]))
            assert set(v.hand) == own
            assert cards_in(v) <= own | public
            assert v.legal_actions == (s.legal_actions() if s.to_move() == seat else ())

    play_out(rules, seed, ps, check)


@given(rules_st, seeds, seeds)
def test_record_replay_reproduces_scores(rules: KlaverjasRules, seed: int, ps: int) -> None:
    s, actions = play_out(rules, seed, ps)
    rec = Record("klaverjassen", rules.to_dict(), seed, actions)
    again = replay(rec)
    assert again.state.returns() == s.returns()
    assert again.state.is_terminal()
    tricks = [e for _, evs in again.steps for e in evs if isinstance(e, TrickTaken)]
    assert len(tricks) == 8 * rules.deals


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


@given(seeds, seeds)
def test_action_text_round_trip(seed: int, ps: int) -> None:
    def check(s: KlaverjasState) -> None:
        for a in s.legal_actions():
            assert s.parse_action(s.format_action(a)) == a

    play_out(KlaverjasRules(trump_method=TrumpMethod.DRAAIEN, deals=1), seed, ps, check)
