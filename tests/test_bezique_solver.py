"""The exact solver of the last tricks agrees with a plain minimax over the engine's own moves."""

from __future__ import annotations

import random

import pytest

from tutor.bots.bezique.solver import CardSearch, counts_of
from tutor.games.bezique.engine import BeziqueState, DealScored
from tutor.games.bezique.melds import FACE_MASK, SEVEN, face
from tutor.registry import get_spec


def brute(st: BeziqueState) -> int:
    """P1 minus P2 of the points still to come, by plain minimax over the engine."""
    mover = st.to_move()
    before = list(st.points)
    values = []
    for a in st.legal_actions():
        c = st.clone()
        events = c.apply(a)
        scored = [e for e in events if isinstance(e, DealScored)]
        if scored:
            t = scored[0].result.totals
            values.append((t[0] - before[0]) - (t[1] - before[1]))
        else:
            values.append((c.points[0] - before[0]) - (c.points[1] - before[1]) + brute(c))
    return max(values) if mover == 0 else min(values)


def ending(game: str, seed: int, tricks_left: int) -> BeziqueState:
    spec = get_spec(game)
    st = spec.new_game(spec.rules_from_dict({"deals": 1}), seed)
    assert isinstance(st, BeziqueState)
    rng = random.Random(seed)
    while not (st.end_phase and not st.trick and st.hands[st.leader].bit_count() <= tricks_left):
        st.apply(rng.choice(st.legal_actions()))
    return st


@pytest.mark.parametrize("game", ["bezique", "rubicon", "fildinski"])
def test_the_solver_matches_plain_minimax_on_random_endings(game: str) -> None:
    for seed in range(40):
        st = ending(game, seed, 4)
        search = CardSearch(st.trump, st.rs.brisque, st.rs.last_trick)
        value = search.value(counts_of(st.hands[0]), counts_of(st.hands[1]), st.leader)
        # The trump 7s score as they are played, whatever the order.
        sevens = 0
        if st.rs.seven and st.trump >= 0:
            m = FACE_MASK[face(st.trump, SEVEN)]
            sevens = st.rs.seven * ((st.hands[0] & m).bit_count() - (st.hands[1] & m).bit_count())
        assert value + sevens == brute(st), (game, seed)


def test_lead_values_name_every_lead() -> None:
    st = ending("bezique", 3, 5)
    search = CardSearch(st.trump, st.rs.brisque, st.rs.last_trick)
    h0, h1 = counts_of(st.hands[0]), counts_of(st.hands[1])
    values = search.lead_values(h0, h1, st.leader)
    faces = {i & 31 for i in range(64) if st.hands[st.leader] >> i & 1}
    assert set(values) == faces
    best = max(values.values()) if st.leader == 0 else min(values.values())
    assert best == search.value(h0, h1, st.leader)


def test_an_identical_card_in_the_other_hand_keeps_neighbours_apart() -> None:
    # Clubs trump, Rubicon's last four tricks: P1 ♣A ♣10 ♣K ♣Q, P2 ♣10 ♣10' ♣K' ♣Q', P2 to lead.
    # P1's ♣A and ♣10 are not the same card: P2's ♣10 led is beaten by the ace only.
    from tutor.bots.bezique.solver import UNIT

    def hand(*places: int) -> int:
        return sum(UNIT[3 * 8 + p] for p in places)

    search = CardSearch(3, 0, 50)
    assert search.value(hand(0, 1, 2, 3), hand(1, 1, 2, 3), 1) == 50
    # Each of P1's cards has its twin in the other hand: none of them is grouped.
    assert search.leads(hand(0, 1, 2, 3), hand(1, 1, 2, 3)) == [24, 25, 26, 27]
    assert search.leads(hand(0, 1, 4), hand(5)) == [24, 28]  # ♣A ♣10 alike, ♣J apart
