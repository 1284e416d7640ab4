"""The expert's lookahead: positions stepped like the engine, and values never above open cards."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.bots.klaverjas.knowledge import read
from tutor.bots.klaverjas.lookahead import advance, fused_values, look
from tutor.bots.klaverjas.sampling import sample_deals
from tutor.bots.klaverjas.search_bot import LEVELS
from tutor.bots.registry import make_bot
from tutor.cards import Card
from tutor.games.klaverjas.engine import INDEX, KlaverjasState, Phase, tables
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule
from tutor.games.klaverjas.solver import SolverPosition

rules_st = st.builds(KlaverjasRules, play=st.sampled_from(PlayRule), deals=st.just(1))


def played_to(rules: KlaverjasRules, seed: int, plays: int) -> KlaverjasState:
    """A deal played at random for ``plays`` cards after the trump call."""
    s = KlaverjasState(rules, seed, dealer=seed % 4)
    rng = random.Random(seed)
    while s.phase is Phase.CALL:
        s.apply(rng.choice(s.legal_actions()))
    for _ in range(plays):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


@given(rules_st, st.integers(0, 10**6), st.integers(0, 31))
def test_advance_steps_a_position_as_the_engine_plays_the_card(
        rules: KlaverjasRules, seed: int, plays: int) -> None:
    s = played_to(rules, seed, plays)
    if s.is_terminal():
        return
    pos = SolverPosition.from_state(s)
    card = random.Random(seed).choice(s.legal_actions())
    assert isinstance(card, Card)
    nxt = advance(pos, INDEX[card], tables(s.trump, rules.four_jacks_200))
    s.apply(card)
    if s.is_terminal():  # the last trick: only what was taken is left to compare
        taken = SolverPosition.from_state(s).taken if s.trump >= 0 else None
        assert not any(nxt.hands) and taken == nxt.taken
        return
    assert nxt == SolverPosition.from_state(s)


@settings(max_examples=25, deadline=None)
@given(rules_st, st.integers(0, 10**6), st.integers(20, 27))
def test_lookahead_is_never_more_hopeful_than_open_cards(
        rules: KlaverjasRules, seed: int, plays: int) -> None:
    """Choosing the next card once for deals that look alike can only lose against knowing
    the deal; with the true deal alone it is exactly the open-cards value."""
    s = played_to(rules, seed, plays)
    if s.is_terminal():
        return
    seat = s.to_move()
    assert seat is not None
    t = tables(s.trump, rules.four_jacks_200)
    sign = 1 if seat % 2 == 0 else -1
    true = look(SolverPosition.from_state(s), t, None)[0]
    cards = sorted(true.now)
    alone = fused_values([true], cards, sign)
    assert alone == {c: [float(sign * true.now[c])] for c in cards}
    assert fused_values([true, true], cards, sign) == {c: xs * 2 for c, xs in alone.items()}
    pos = SolverPosition.from_state(s)
    looks = [look(SolverPosition(d, pos.trump, pos.leader, pos.trick, pos.play,
                                 pos.four_jacks_200, pos.going, pos.taken), t, None)[0]
             for d in sample_deals(read(s.view(seat)), random.Random(seed), 6)]
    fused = fused_values(looks, cards, sign)
    for c in cards:
        assert sum(fused[c]) <= sum(sign * lk.now[c] for lk in looks)


def test_the_lookahead_level_says_so() -> None:
    """``expert-ahead`` is the expert with the lookahead in the last five tricks, and
    ``expert-ahead7`` in the last seven (trial levels, measured in duplicate in
    docs/benchmarks.md)."""
    import dataclasses

    assert LEVELS["expert-ahead"] == dataclasses.replace(LEVELS["expert"], name="expert-ahead",
                                                         lookahead=5)
    assert LEVELS["expert-ahead7"] == dataclasses.replace(LEVELS["expert"],
                                                          name="expert-ahead7", lookahead=7)
    s = played_to(KlaverjasRules(deals=1), 5, 16)
    while not s.is_terminal() and len(s.legal_actions()) < 2:
        s.apply(s.legal_actions()[0])
    seat = s.to_move()
    assert seat is not None
    advice = make_bot("klaverjassen", "expert-ahead", random.Random(2)).advise(s.view(seat))
    assert advice.chosen in s.legal_actions()
    assert any("your next card was chosen once" in r for r in advice.reasons)
