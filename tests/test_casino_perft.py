"""Perft for Casino: counts of legal play sequences from fixed seeded positions, written down, so
that any change in move generation shows; and every legal play list checked against an
independent generator that works on plain card lists straight from the rule text (brute force
over every set of table items), sharing no code with the engine's masks and groups.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from tutor.cards import Card, Rank, Suit
from tutor.games.casino.engine import CasinoState, Combination, new_game
from tutor.games.casino.notation import parse_position
from tutor.games.casino.rules import CasinoRules

SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
FACES = (Rank.JACK, Rank.QUEEN, Rank.KING)


def value(c: Card) -> int:
    """A 1, 2 to 10 at face value; J, Q and K no value (they only pair)."""
    if c.rank is Rank.ACE:
        return 1
    return 0 if c.rank in FACES else int(c.rank)


def order(c: Card) -> tuple[int, int]:
    """The pack's order: ♠ ♥ ♦ ♣, ace to king."""
    return SUITS.index(c.suit), 1 if c.rank is Rank.ACE else int(c.rank)


def splits(values: list[int], target: int) -> bool:
    """Whether the values split into groups that each add up to ``target``."""
    if not values:
        return True
    first, rest = values[0], values[1:]
    for r in range(len(rest) + 1):
        for pick in combinations(range(len(rest)), r):
            if first + sum(rest[i] for i in pick) == target:
                left = [x for i, x in enumerate(rest) if i not in pick]
                if splits(left, target):
                    return True
    return False


def items_text(loose: list[Card], combos: list[Combination]) -> str:
    groups = [[c] for c in loose] + [sorted(cb.cards, key=order) for cb in combos]
    groups.sort(key=lambda g: order(g[0]))
    return " ".join(str(g[0]) if len(g) == 1 else "[" + " ".join(map(str, g)) + "]"
                    for g in groups)


def independent(hand: list[Card], loose: list[Card], combos: list[Combination],
                me: int) -> set[str]:
    """Every legal play, as text, by brute force over the rule card's rules."""
    out: set[str] = set()
    own = [k for k, cb in enumerate(combos) if cb.owner == me]
    items: list[tuple[Card | None, int]] = [(c, -1) for c in loose]
    items += [(None, k) for k in range(len(combos))]

    def keeps(rest: list[Card], gone: set[int], new: int) -> bool:
        """After the play, a card is held for the new combination and every one still owned."""
        held = {value(c) for c in rest}
        if new and new not in held:
            return False
        return all(combos[k].value in held for k in own if k not in gone)

    for h in hand:
        rest = [x for x in hand if x != h]
        v = value(h)
        if not own:
            out.add(f"{h} trails")
        if v == 0:
            for c in loose:
                if c.rank is h.rank and keeps(rest, set(), 0):
                    out.add(f"{h} takes {c}")
            continue
        for r in range(1, len(items) + 1):
            for subset in combinations(items, r):
                ls = [c for c, _ in subset if c is not None]
                ks = [k for c, k in subset if c is None]
                if any(value(c) == 0 for c in ls):
                    continue
                lv = [value(c) for c in ls]
                taken = items_text(ls, [combos[k] for k in ks])
                if all(combos[k].value == v for k in ks) and splits(lv, v) \
                        and keeps(rest, set(ks), 0):
                    out.add(f"{h} takes {taken}")
                for t in range(v, 11):
                    groups = (v + sum(lv)) // t + len(ks)
                    if all(combos[k].value == t for k in ks) and splits([v, *lv], t) \
                            and groups >= 2 and keeps(rest, set(ks), t):
                        out.add(f"{h} calls {t} on {taken}")
                if not ks and v + sum(lv) <= 10 and keeps(rest, set(), v + sum(lv)):
                    cards = " ".join(map(str, sorted(ls, key=order)))
                    out.add(f"{h} builds {v + sum(lv)} on {cards}")
        for k, cb in enumerate(combos):
            t = cb.value + v
            if not cb.call and t <= 10 and keeps(rest, {k}, t):
                out.add(f"{h} raises [{' '.join(map(str, cb.cards))}] to {t}")
    return out


def check_against_independent(st: CasinoState) -> None:
    me = st.to_move()
    assert me is not None
    engine = [str(a) for a in st.legal_actions()]
    assert len(engine) == len(set(engine)), "every play listed once"
    want = independent(list(st.hand(me)), list(st.loose_cards()), list(st.combinations()), me)
    assert set(engine) == want, (sorted(set(engine) - want), sorted(want - set(engine)))


@pytest.mark.parametrize(("players", "options"), [
    (2, {}), (3, {}), (4, {}), (4, {"partners": True})])
def test_legal_plays_match_an_independent_generator(players: int,
                                                   options: dict[str, object]) -> None:
    checked = 0
    for seed in range(3):
        rules = CasinoRules.from_dict({"players": players, "rounds": 1, **options})
        st = new_game(rules, 100 + seed)
        rng = random.Random(seed)
        while not st.is_terminal():
            if len(st.loose_cards()) + len(st.combinations()) <= 11:
                check_against_independent(st)
                checked += 1
            legal = st.legal_actions()
            # Prefer builds, raises and calls now and then, so combinations pile up.
            rich = [a for a in legal if " builds " in str(a) or " calls " in str(a)
                    or " raises " in str(a)]
            pick = rich if rich and rng.random() < 0.6 else legal
            st.apply(pick[rng.randrange(len(pick))])
    assert checked > 50


#: A crowded table: two builds and a call with owners, loose cards of every kind.
CROWDED = """\
seed: 3
dealer: P2
P1: ♠A ♠9 ♥2 ♦5
P2: ♠8 ♦10 ♣5 ♣Q
P3: ♠3 ♥4 ♦8 ♣7
table: ♠2 ♥A ♥6 ♦3 ♦Q ♣4
build: 8 P3 ♠5 ♥3
build: 5 P2 ♠4 ♦A
call: 9 P1 ♥5 ♦4 ♣9
captured P1: ♠J ♥J ♦J
stock: 24 cards
last capture: P1
turn: P3
"""


def test_a_crowded_table_matches_the_independent_generator() -> None:
    st = parse_position(CROWDED)
    check_against_independent(st)
    assert len(st.legal_actions()) == PERFT_CROWDED[0]


def perft(st: CasinoState, depth: int) -> int:
    """The number of distinct play sequences of ``depth`` plays (fewer where the game ends)."""
    if depth == 0 or st.is_terminal():
        return 1
    total = 0
    for a in st.legal_actions():
        child = st.clone()
        child.apply(a)
        total += perft(child, depth - 1)
    return total


#: perft(1..4) from the first position of seeded games (players, seed): written down.
PERFT_START = {
    (2, 1): (6, 39, 165, 819),
    (2, 2): (5, 42, 172, 1043),
    (3, 3): (5, 47, 333, 1445),
    (4, 4): (7, 67, 752, 7921),
}
#: perft(1..3) on the crowded table.
PERFT_CROWDED = (42, 591, 4568)


@pytest.mark.parametrize(("players", "seed"), sorted(PERFT_START))
def test_perft_from_seeded_deals(players: int, seed: int) -> None:
    st = new_game(CasinoRules(players=players), seed)
    assert tuple(perft(st, d) for d in (1, 2, 3, 4)) == PERFT_START[(players, seed)]


def test_perft_on_a_crowded_table() -> None:
    st = parse_position(CROWDED)
    assert tuple(perft(st, d) for d in (1, 2, 3)) == PERFT_CROWDED
