"""Meld arithmetic: hand-written cases and an independent brute force over every meld partition."""

from __future__ import annotations

from functools import cache

from hypothesis import given
from hypothesis import strategies as st

from tutor.cards import SUITS, Card, Rank, parse_cards
from tutor.games.gin.melds import (
    best_arrangement,
    best_layoff,
    cards_mask,
    deadwood_by_discard,
    is_meld,
    is_run,
    is_set,
    layoff_options,
    mask_cards,
    mask_value,
    min_arrangements,
    min_deadwood,
    min_deadwood_after_discard,
    place_layoffs,
)

# -- an independent brute force: Card objects, plain recursion over meld partitions ------------

PACK = [Card(s, r) for s in SUITS for r in Rank]


def low_rank(c: Card) -> int:
    """1 for the ace up to 13 for the king."""
    return 1 if c.rank is Rank.ACE else int(c.rank)


def value(c: Card) -> int:
    return min(low_rank(c), 10)


def melds_with(c: Card, cards: frozenset[Card]) -> list[frozenset[Card]]:
    """Every meld inside ``cards`` that contains ``c``."""
    out: list[frozenset[Card]] = []
    same = sorted((x for x in cards if x.rank is c.rank and x != c), key=lambda x: x.suit.value)
    for i in range(len(same)):
        for j in range(i + 1, len(same)):
            out.append(frozenset((c, same[i], same[j])))
    if len(same) == 3:
        out.append(frozenset((c, *same)))
    ranks = {low_rank(x) for x in cards if x.suit is c.suit}
    r = low_rank(c)
    for lo in range(max(1, r - 12), r + 1):
        for hi in range(r, 14):
            if hi - lo >= 2 and all(k in ranks for k in range(lo, hi + 1)):
                out.append(frozenset(x for x in cards
                                     if x.suit is c.suit and lo <= low_rank(x) <= hi))
    return out


@cache
def brute(cards: frozenset[Card]) -> int:
    if not cards:
        return 0
    c = min(cards, key=lambda x: (x.suit.value, low_rank(x)))
    best = value(c) + brute(cards - {c})
    for m in melds_with(c, cards):
        best = min(best, brute(cards - m))
    return best


def dense_hand(size: int) -> st.SearchStrategy[list[Card]]:
    """Hands drawn from a few suits and a narrow band of ranks, so melds and overlaps abound."""
    @st.composite
    def build(draw: st.DrawFn) -> list[Card]:
        lo = draw(st.integers(1, 8))
        width = draw(st.integers(3, 13 - lo + 1))
        suits = draw(st.lists(st.sampled_from(SUITS), min_size=2, max_size=4, unique=True))
        pool = [c for c in PACK if c.suit in suits and lo <= low_rank(c) < lo + width]
        if len(pool) < size:
            pool = PACK
        return draw(st.lists(st.sampled_from(pool), min_size=size, max_size=size, unique=True))
    return build()


def any_hand(size: int) -> st.SearchStrategy[list[Card]]:
    return st.one_of(dense_hand(size), st.lists(st.sampled_from(PACK), min_size=size,
                                                 max_size=size, unique=True))


@given(any_hand(10))
def test_min_deadwood_10_matches_brute_force(hand: list[Card]) -> None:
    assert min_deadwood(cards_mask(hand)) == brute(frozenset(hand))


@given(any_hand(11))
def test_min_deadwood_11_matches_brute_force(hand: list[Card]) -> None:
    cards = frozenset(hand)
    m = cards_mask(hand)
    assert min_deadwood(m) == brute(cards)
    after = min(brute(cards - {c}) for c in cards)
    assert min_deadwood_after_discard(m) == after
    assert deadwood_by_discard(m) == {cards_mask([c]).bit_length() - 1: brute(cards - {c})
                                      for c in cards}


@given(any_hand(10))
def test_best_arrangement_is_a_real_minimum(hand: list[Card]) -> None:
    m = cards_mask(hand)
    arr = best_arrangement(m)
    melded = 0
    for meld in arr.melds:
        assert is_meld(meld)
        assert not melded & meld, "melds overlap"
        melded |= meld
    assert melded | arr.deadwood == m and not melded & arr.deadwood
    assert arr.value == min_deadwood(m) == mask_value(arr.deadwood)
    # Every listed alternative is also a minimum, and the choice is stable.
    for melds, dead in min_arrangements(m):
        assert mask_value(dead) == arr.value
        assert all(is_meld(x) for x in melds)
    assert best_arrangement(m) == arr


def hand(text: str) -> int:
    return cards_mask(parse_cards(text))


def test_examples() -> None:
    assert min_deadwood(hand("♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♣K")) == 10
    assert min_deadwood(hand("♠Q ♠K ♠A ♥2 ♥3 ♥4 ♦5 ♦6 ♦7 ♣8")) == 29  # the ace is low only
    # A card wanted by a set and a run: 7♠ 8♠ 9♠ + 9♥ 9♦ leaves 15 with the set (7♠ 8♠).
    assert min_deadwood(hand("♠7 ♠8 ♠9 ♥9 ♦9 ♣A ♣2 ♣3 ♥K ♥Q")) == 15 + 20
    # Four of a kind with the fourth card in a run.
    assert min_deadwood(hand("♠5 ♥5 ♦5 ♣5 ♣6 ♣7 ♠K ♠Q ♠J ♥2")) == 2
    assert min_deadwood(hand("♠A ♠2 ♠3 ♠4 ♠5 ♠6 ♠7 ♠8 ♠9 ♠10")) == 0


def test_after_discard_prefers_the_high_card() -> None:
    m = hand("♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♣K ♣2")
    assert min_deadwood_after_discard(m) == 2
    assert deadwood_by_discard(m)[cards_mask(parse_cards("♣K")).bit_length() - 1] == 2


def test_tie_is_broken_by_layoff_places_and_explained() -> None:
    # ♠Q fits the run ♠10 ♠J ♠Q and the set of queens; both leave 20 deadwood. The set leaves one
    # place to lay off (♣Q), the run two (♠9, ♠K): the set is laid.
    m = hand("♠10 ♠J ♠Q ♥Q ♦Q ♣A ♣2 ♣3 ♥2 ♥3")
    arr = best_arrangement(m)
    assert arr.value == 25
    assert [set(mask_cards(x)) for x in arr.melds] == [set(parse_cards("♠Q ♥Q ♦Q")),
                                                        set(parse_cards("♣A ♣2 ♣3"))]
    assert arr.others == 1 and arr.reason == "layoffs"
    assert "fewest places to lay off" in arr.explain()


def test_sets_beat_runs_on_layoff_places() -> None:
    # 7 8 9 in three suits: three runs or three sets of the same cards. The sets leave 3 places
    # to lay off (the clubs), the runs 6.
    arr = best_arrangement(hand("♠7 ♠8 ♠9 ♥7 ♥8 ♥9 ♦7 ♦8 ♦9 ♣K"))
    assert all(is_set(x) for x in arr.melds) and arr.reason == "layoffs"


def test_tie_on_places_falls_to_card_order() -> None:
    # Kings ♠K ♥K ♦K with either the run ♠10 ♠J ♠Q (places ♣K ♠9) or the queens ♠Q ♥Q ♦Q
    # (places ♣K ♣Q): 25 deadwood and two places both ways. The deadwood ♠10 ♠J comes before
    # ♥Q ♦Q in card order, so the queens are laid.
    arr = best_arrangement(hand("♠10 ♠J ♠Q ♠K ♥K ♦K ♥Q ♦Q ♣2 ♣3"))
    assert arr.value == 25 and arr.others == 1 and arr.reason == "order"
    assert set(arr.deadwood_cards) == set(parse_cards("♠10 ♠J ♣2 ♣3"))
    assert "first in card order" in arr.explain()
    assert best_arrangement(hand("♠4 ♠5 ♠6 ♠7 ♥K ♦K ♣K ♥2 ♥3 ♦9")).explain() == ""


def test_meld_predicates() -> None:
    assert is_run(hand("♥A ♥2 ♥3")) and not is_run(hand("♥Q ♥K ♥A"))
    assert not is_run(hand("♥2 ♥3 ♦4")) and not is_run(hand("♥2 ♥3"))
    assert is_set(hand("♥2 ♠2 ♦2")) and is_set(hand("♥2 ♠2 ♦2 ♣2")) and not is_set(hand("♥2 ♠2"))


def test_layoffs_runs_both_ends_repeatedly_and_sets() -> None:
    melds = [hand("♠4 ♠5 ♠6"), hand("♥9 ♦9 ♣9"), hand("♦J ♦Q ♦K")]
    defender = hand("♠2 ♠3 ♠7 ♠8 ♠9 ♦10 ♦A ♣2 ♣3 ♥K")
    opts = layoff_options(melds, defender)
    assert 0 in opts
    assert hand("♠2 ♠3 ♠7 ♠8 ♠9 ♦10") in opts  # both ends, repeatedly; and ♦10 under ♦J
    assert hand("♠3") in opts and hand("♠2") not in opts  # ♠2 needs ♠3 first
    assert hand("♠9") in opts  # the fourth nine on the set (♠9 also extends the run via ♠7 ♠8)
    assert all(not (o & ~defender) for o in opts)
    lay = hand("♠3 ♠2 ♠7 ♠8")
    placed = place_layoffs(melds, lay)
    assert [mask_cards(1 << i)[0] for i, _ in placed] == parse_cards("♠3 ♠2 ♠7 ♠8")
    best, left = best_layoff(melds, defender)
    assert left == min_deadwood(defender & ~best) == min(min_deadwood(defender & ~o) for o in opts)


def test_layoff_bridges_two_runs() -> None:
    melds = [hand("♣2 ♣3 ♣4"), hand("♣6 ♣7 ♣8")]
    defender = hand("♣5 ♣9 ♣10 ♥2 ♥3 ♥4 ♦6 ♦7 ♦8 ♠K")
    opts = layoff_options(melds, defender)
    assert hand("♣5 ♣9 ♣10") in opts and hand("♣10") not in opts


def test_best_discard_when_two_arrangements_of_eleven_tie() -> None:
    # All eleven: 27 with the sets of nines and sevens or with the two runs. Dropping the highest
    # deadwood card gives 19 from the sets (♥8 goes) but 18 from the runs (♠9 goes): 18.
    m = hand("♠9 ♥7 ♥8 ♥9 ♦A ♦7 ♦8 ♦9 ♣4 ♣6 ♣7")
    assert min_deadwood(m) == 27
    assert min_deadwood_after_discard(m) == 18 == min(deadwood_by_discard(m).values())


def test_layoff_card_that_fits_a_set_and_a_run() -> None:
    # The ♠5 completes the fives and extends the spade run; laid off with the ♠6 it must go on
    # the run, or the ♠6 has nowhere to go.
    melds = [hand("♥5 ♦5 ♣5"), hand("♠2 ♠3 ♠4")]
    lay = hand("♠5 ♠6")
    assert lay in layoff_options(melds, hand("♠5 ♠6 ♥K"))
    placed = place_layoffs(melds, lay)
    assert [(mask_cards(1 << i)[0], k) for i, k in placed] == [(c, 1) for c in parse_cards("♠5 ♠6")]
