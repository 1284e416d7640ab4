"""Resampling a full state from a view (both games), and the generic sampling bot built on it."""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.bots.base import Advice
from tutor.bots.sampling import QUICK, REFUSED_VALUE, Config, SamplingBot, factory
from tutor.cards import Card
from tutor.errors import IllegalActionError
from tutor.game import RESULT, GameSpec
from tutor.games.gin import SPEC as GIN
from tutor.games.gin.engine import BigGin, Gin, GinState, Knock, Phase
from tutor.games.gin.melds import INDEX as GIN_INDEX
from tutor.games.gin.melds import layoff_options
from tutor.games.gin.resample import resample as gin_resample
from tutor.games.gin.rules import GinRules
from tutor.games.klaverjas import SPEC as KJ
from tutor.games.klaverjas.engine import INDEX as KJ_INDEX
from tutor.games.klaverjas.engine import (
    PASS,
    KlaverjasState,
    KlaverjasView,
    TrumpCall,
    cards_mask,
    mask_cards,
)
from tutor.games.klaverjas.resample import deal_uniform, excluded
from tutor.games.klaverjas.resample import resample as kj_resample
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule, TrumpMethod

KJ_RULES = st.builds(KlaverjasRules, play=st.sampled_from(PlayRule),
                     trump_method=st.sampled_from(TrumpMethod), deals=st.integers(1, 2))
GIN_RULES = st.builds(GinRules, first_upcard=st.booleans(), no_layoff_on_gin=st.booleans(),
                      big_gin=st.booleans(), hands=st.integers(1, 2))
SEEDS = st.integers(0, 10**6)
CARD = re.compile(r"[♠♥♦♣](?:10|[2-9AJQK])")


def _gin_step(state: GinState, rng: random.Random, knock: float) -> None:
    """A random action, going out with chance ``knock`` when allowed, so hands end."""
    actions = state.legal_actions()
    out = [a for a in actions if isinstance(a, Knock | Gin | BigGin)]
    choices = out if out and rng.random() < knock else list(actions)
    while True:
        action = choices.pop(rng.randrange(len(choices)))
        try:
            state.apply(action)
            return
        except ValueError:
            continue  # a layoff the engine lists but cannot place


# -- Klaverjassen resample ---------------------------------------------------------------------


@given(KJ_RULES, SEEDS)
def test_klaverjas_resample_shows_the_same_view_everywhere(rules: KlaverjasRules,
                                                           seed: int) -> None:
    """At every point of a random match (trump calls, mid-trick, later deals, the end) and from
    every seat, a resampled state shows exactly the view it came from, and the true hands never
    hold a card the rules are said to exclude."""
    state = KlaverjasState(rules, seed, dealer=seed % 4)
    rng = random.Random(seed)
    while True:
        for seat in range(4):
            view = state.view(seat)
            sampled = kj_resample(view, random.Random(rng.getrandbits(32)))
            assert sampled.view(seat) == view
            ex = excluded(view)
            for s in range(4):
                assert state.hands[s] & ex[s] == 0
                assert sampled.hands[s] & ex[s] == 0
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))


def _consistent_deals(view: KlaverjasView) -> set[tuple[int, ...]]:
    """Every deal of the unseen cards on which the deal's calls and plays were all legal, found
    by brute force with the engine's own checks (independent of ``excluded``)."""
    seat = view.seat
    played_by = [0, 0, 0, 0]
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    for leader, cards in tricks:
        for k, c in enumerate(cards):
            played_by[(leader + k) % 4] |= 1 << KJ_INDEX[c]
    own = cards_mask(view.hand)
    unseen = [i for i in range(32)
              if not (own | played_by[0] | played_by[1] | played_by[2] | played_by[3]) >> i & 1]
    one, two, three = (s for s in range(4) if s != seat)
    found = set()
    for first in itertools.combinations(unseen, view.hand_sizes[one]):
        left = [x for x in unseen if x not in first]
        for second in itertools.combinations(left, view.hand_sizes[two]):
            hands = [0, 0, 0, 0]
            hands[seat] = own
            hands[one] = sum(1 << x for x in first)
            hands[two] = sum(1 << x for x in second)
            hands[three] = sum(1 << x for x in left if x not in second)
            if _replays(view, hands, played_by, tricks):
                found.add(tuple(hands))
    return found


def _replays(view: KlaverjasView, hands: list[int], played_by: list[int],
             tricks: list[tuple[int, tuple[Card, ...]]]) -> bool:
    state = KlaverjasState.from_hands(
        view.rules, [mask_cards(hands[s] | played_by[s]) for s in range(4)],
        dealer=view.dealer, turned=view.turned, deal_no=view.deal_no - 1,
        trump=view.trump if not view.calls else None,
        going=view.going if not view.calls else None)
    try:
        for _, suit in view.calls:
            state.apply(PASS if suit is None else TrumpCall(suit))
        for _, cards in tricks:
            for card in cards:
                state.apply(card)
    except IllegalActionError:
        return False
    return True


@settings(max_examples=15)
@given(st.sampled_from(PlayRule), SEEDS, st.integers(0, 3))
def test_klaverjas_resample_draws_every_fitting_deal_equally_often(play: PlayRule, seed: int,
                                                                    extra: int) -> None:
    """Late in a deal the fitting deals can be listed by brute force: resample draws exactly
    those, none more often than chance allows."""
    rules = KlaverjasRules(play=play, trump_method=TrumpMethod.VERPLICHT, deals=1)
    state = KlaverjasState(rules, seed, dealer=seed % 4)
    rng = random.Random(seed)
    for _ in range(1 + 24 + extra):  # the trump call, six tricks, and a few cards more
        state.apply(rng.choice(state.legal_actions()))
    seat = state.to_move()
    assert seat is not None
    view = state.view(seat)
    fitting = _consistent_deals(view)
    assert tuple(state.hands) in fitting
    each = 30
    sample_rng = random.Random(seed)
    seen = Counter(tuple(kj_resample(view, sample_rng).hands)
                   for _ in range(each * len(fitting)))
    assert set(seen) == fitting
    # Chi-square with k - 1 degrees of freedom: six standard deviations above its mean is out
    # of reach by chance, while one deal twice as likely as the rest would pass it.
    k = len(fitting)
    chi2 = sum((n - each) ** 2 / each for n in seen.values())
    assert chi2 <= (k - 1) + 6 * math.sqrt(2 * (k - 1)) + 6


def test_deal_uniform_refuses_an_impossible_deal_and_keeps_sizes() -> None:
    rng = random.Random(3)
    hands = deal_uniform([0, 1, 2, 3], [0b011, 0b011, 0b110, 0b110], [1, 2, 1], rng)
    assert [h.bit_count() for h in hands] == [1, 2, 1]
    try:
        deal_uniform([0, 1], [0b001, 0b001], [1, 1, 0], rng)
    except ValueError:
        return
    raise AssertionError("two cards that only seat 0 may hold cannot fill seat 1")


# -- Gin Rummy resample ------------------------------------------------------------------------


def _check_gin(state: GinState, seat: int, rng: random.Random) -> None:
    view = state.view(seat)
    sampled = gin_resample(view, rng)
    assert sampled.view(seat) == view
    opp = 1 - seat
    held = sampled.hands[opp]
    if sampled.out is not None and sampled.out.discard >= 0:
        held |= 1 << sampled.out.discard  # a taken card may be the face-down discard
    known = sum(1 << GIN_INDEX[c] for c in view.opponent_known())
    if view.phase is not Phase.OVER:
        assert held & known == known
    assert sampled.hands[opp].bit_count() == view.opponent_cards
    assert len(sampled.stock) == view.stock_size
    if view.phase is Phase.LAYOFF and sampled.out is not None and sampled.out.seat == seat:
        assert len(layoff_options(sampled.out.arrangement.melds, sampled.hands[opp])) > 1


@settings(max_examples=30)
@given(GIN_RULES, SEEDS, st.floats(0.3, 1.0))
def test_gin_resample_shows_the_same_view_everywhere(rules: GinRules, seed: int,
                                                     knock: float) -> None:
    """At every point of a random match (opening, draws, discards, layoffs, later hands, the end)
    and from both seats, a resampled state shows exactly the view it came from; the opponent
    holds every card seen taken and kept, and the stock its size."""
    state = GinState(rules, seed, dealer=seed % 2)
    rng = random.Random(seed)
    while True:
        for seat in range(2):
            _check_gin(state, seat, random.Random(rng.getrandbits(32)))
        if state.is_terminal():
            return
        _gin_step(state, rng, knock)


def test_gin_resample_in_the_layoff_phase() -> None:
    """While the defender lays off, either side's resampled state fits: the knocker's shows a
    defender who can lay off, the defender's a knocker's face-down discard from the unseen."""
    found = 0
    for seed in range(400):
        state = GinState(GinRules(hands=1), seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.phase is not Phase.LAYOFF:
            _gin_step(state, rng, 1.0)
        if state.phase is not Phase.LAYOFF:
            continue
        found += 1
        for seat in range(2):
            for k in range(20):
                _check_gin(state, seat, random.Random(k))
        if found == 6:
            return
    raise AssertionError(f"only {found} layoff phases reached")


# -- the sampling bot --------------------------------------------------------------------------


def _kj_position(rules: KlaverjasRules, seed: int, plays: int) -> KlaverjasState:
    state = KlaverjasState(rules, seed, dealer=seed % 4)
    rng = random.Random(seed)
    for _ in range(plays):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def _gin_position(rules: GinRules, seed: int, plays: int) -> GinState:
    state = GinState(rules, seed, dealer=seed % 2)
    rng = random.Random(seed)
    for _ in range(plays):
        if state.is_terminal():
            break
        _gin_step(state, rng, 0.5)
    return state


def _check_advice(advice: Advice, view: Any, state: Any) -> None:
    legal = list(view.legal_actions)
    assert advice.chosen in legal
    assert sorted(map(repr, (a.action for a in advice.actions))) == sorted(map(repr, legal))
    assert advice.actions[0].action == advice.chosen
    texts = {state.format_action(a) for a in legal}
    assert {a.text for a in advice.actions} == texts
    allowed = {c for t in texts for c in CARD.findall(t)}
    words = list(advice.reasons) + [n for a in advice.actions for n in a.notes]
    assert advice.reasons
    for line in words:
        assert set(CARD.findall(line)) <= allowed, line
    for a in advice.actions:
        if len(legal) > 1 and a.value != REFUSED_VALUE:
            assert a.samples > 0 and a.stderr is not None


@given(KJ_RULES, SEEDS, st.integers(0, 40))
def test_bot_advises_every_legal_klaverjas_move(rules: KlaverjasRules, seed: int,
                                                plays: int) -> None:
    state = _kj_position(rules, seed, plays)
    seat = state.to_move()
    if seat is None:
        return
    view = state.view(seat)
    advice = SamplingBot(KJ, random.Random(seed), QUICK).advise(view)
    _check_advice(advice, view, state)


@settings(max_examples=20)
@given(GIN_RULES, SEEDS, st.integers(0, 40))
def test_bot_advises_every_legal_gin_move(rules: GinRules, seed: int, plays: int) -> None:
    state = _gin_position(rules, seed, plays)
    seat = state.to_move()
    if seat is None:
        return
    view = state.view(seat)
    advice = SamplingBot(GIN, random.Random(seed), QUICK).advise(view)
    _check_advice(advice, view, state)


def _play(spec: GameSpec, rules: Any, seed: int, bot_seed: int) -> list[str]:
    state = spec.new_game(rules, seed)
    bots = [factory(spec, random.Random(f"{bot_seed}:{s}"), quick=True)
            for s in range(state.players)]
    played = []
    while not state.is_terminal():
        seat = state.to_move()
        assert seat is not None
        view = state.view(seat)
        action = bots[seat].choose(view)
        assert action in view.legal_actions
        played.append(state.format_action(action))
        state.apply(action)
    return played


def test_bot_plays_a_whole_deal_from_every_seat_the_same_way_twice() -> None:
    for spec, rules in ((KJ, KlaverjasRules(deals=1)), (GIN, GinRules(hands=1))):
        assert _play(spec, rules, 5, 9) == _play(spec, rules, 5, 9)


def test_same_seed_same_advice() -> None:
    state = _kj_position(KlaverjasRules(deals=1), 11, 9)
    view = state.view(state.to_move() or 0)
    a = SamplingBot(KJ, random.Random(4)).advise(view)
    b = SamplingBot(KJ, random.Random(4)).advise(view)
    assert a == b
    assert a.extra["deals"] == Config().deals


def test_a_single_legal_move_is_returned_at_once() -> None:
    state = _kj_position(KlaverjasRules(deals=1), 2, 1 + 28)  # the call and seven tricks
    seat = state.to_move()
    assert seat is not None and len(state.legal_actions()) == 1
    calls = []

    def counting(view: Any, rng: random.Random) -> Any:
        calls.append(view)
        return kj_resample(view, rng)

    bot = SamplingBot(dataclasses.replace(KJ, resample=counting), random.Random(1))
    advice = bot.advise(state.view(seat))
    assert advice.chosen == state.legal_actions()[0]
    assert len(advice.actions) == 1 and len(calls) == 1
    assert advice.reasons == (f"Your only legal move: {state.format_action(advice.chosen)}.",)


# -- the generic parts, on a toy game ----------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class _Scored:
    level = RESULT

    def describe(self) -> str:
        return "scored"

    def to_dict(self) -> dict[str, Any]:
        return {"type": "scored"}


@dataclasses.dataclass(frozen=True)
class _ToyView:
    seat: int
    players: int
    to_move: int | None
    legal_actions: tuple[Any, ...]


class _Toy:
    """Three players each add 1, 2 or 3 to their own score in turn, six turns to a deal;
    ``"bad"`` is listed but refused, as an engine may refuse an action it listed."""

    players = 3

    def __init__(self) -> None:
        self.scores = [0, 0, 0]
        self.turn = 0

    def to_move(self) -> int | None:
        return None if self.turn >= 6 else self.turn % 3

    def legal_actions(self) -> Sequence[Any]:
        return () if self.turn >= 6 else ("bad", 1, 2, 3)

    def apply(self, action: Any) -> list[Any]:
        if action == "bad":
            raise ValueError("cannot carry this out")
        self.scores[self.turn % 3] += action
        self.turn += 1
        return [_Scored()] if self.turn >= 6 else []

    def is_terminal(self) -> bool:
        return self.turn >= 6

    def returns(self) -> tuple[int, ...]:
        return tuple(self.scores)

    def view(self, seat: int) -> _ToyView:
        return _ToyView(seat, 3, self.to_move(),
                        tuple(self.legal_actions()) if self.to_move() == seat else ())

    def clone(self) -> _Toy:
        c = _Toy()
        c.scores, c.turn = list(self.scores), self.turn
        return c

    def format_action(self, action: Any) -> str:
        return str(action)

    def parse_action(self, text: str) -> Any:
        return text if text == "bad" else int(text)

    def check(self, action: Any) -> None:
        pass


def test_generic_bot_values_moves_with_common_random_numbers_and_skips_refused_ones() -> None:
    toy = _Toy()
    spec = dataclasses.replace(KJ, players=(3,), sides=lambda n: ((0,), (1,), (2,)),
                               resample=lambda view, rng: toy.clone())
    advice = SamplingBot(spec, random.Random(0), Config(deals=12)).advise(toy.view(0))
    assert advice.chosen == 3
    by = {a.action: a for a in advice.actions}
    # The same random play follows each move, so 3 scores exactly one more than 2.
    assert by[3].value - by[2].value == 1.0 and by[2].value - by[1].value == 1.0
    assert by["bad"].value == REFUSED_VALUE and by["bad"].samples == 0
    assert advice.actions[-1].action == "bad"
