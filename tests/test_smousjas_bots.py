"""Smousjas and Vijfhonderden bots: legal moves through whole games at every level and in both
rule sets, the phase-2 solver against brute force, advice in the shared format that names no
card the seat cannot see, choices from the view alone, and seeded games that replay."""

from __future__ import annotations

import random
from typing import Any

import pytest
from sj_helpers import PHASE_TWO, build

from tutor.bots.base import Advice
from tutor.bots.registry import make_bot
from tutor.bots.smousjas import beginner, club, expert, solver
from tutor.cards import CARD_IN_TEXT, parse_card, parse_cards
from tutor.games.smousjas import SPEC
from tutor.games.smousjas.engine import (
    DealScored,
    Declare,
    Mariage,
    Out,
    Play,
    Reject,
    SmousjasState,
    SmousjasView,
    new_game,
)
from tutor.games.smousjas.engine import tables as engine_tables
from tutor.games.smousjas.melds import INDEX, SUIT_MASK, cards_mask
from tutor.games.smousjas.resample import resample
from tutor.games.smousjas.rules import SmousjasRules
from tutor.registry import get_plugin

LEVELS = ("beginner", "club", "expert")
RULE_SETS = ("smousjas", "vijfhonderden")


def bots(game: str, names: list[str], seed: int) -> list[Any]:
    """Each named bot with its own seeded stream; the expert in its quick configuration."""
    return [make_bot(game, name, random.Random(f"{seed}:{s}"), quick=True)
            for s, name in enumerate(names)]


def check_advice(state: SmousjasState, seat: int, advice: Advice) -> None:
    """Chosen among the legal moves, every move valued once, best first, reasons that name no
    card the seat cannot see."""
    view = state.view(seat)
    legal = view.legal_actions
    assert advice.seat == seat
    assert advice.chosen in legal and advice.chosen == advice.actions[0].action
    assert sorted(map(str, (a.action for a in advice.actions))) == sorted(map(str, legal))
    values = [a.value for a in advice.actions]
    assert values == sorted(values, reverse=True)
    assert advice.reasons and all(r.strip() for r in advice.reasons)
    hidden = SPEC.hidden_cards(state, seat)  # type: ignore[misc]
    for text in (*advice.reasons, *(n for a in advice.actions for n in a.notes)):
        for token in CARD_IN_TEXT.findall(text):
            assert parse_card(token) not in hidden, (token, text)


def play(rule_set: str, names: list[str], seed: int, advise_every: int = 1,
         deals: int = 1) -> int:
    """Whole deals with these bots at the seats, every move checked; returns the moves made."""
    state = new_game(SmousjasRules(rule_set=rule_set, deals=deals), seed)  # type: ignore[arg-type]
    seated = bots(rule_set, names, seed)
    moves = 0
    while not state.is_terminal():
        seat = state.to_move()
        assert seat is not None
        view = state.view(seat)
        if moves % advise_every == 0:
            advice = seated[seat].advise(view)
            check_advice(state, seat, advice)
            action = advice.chosen
        else:
            action = seated[seat].choose(view)
        assert action in view.legal_actions
        state.apply(action)
        moves += 1
    return moves


@pytest.mark.parametrize("rule_set", RULE_SETS)
@pytest.mark.parametrize("names", [["beginner", "club"], ["club", "expert"],
                                   ["expert", "beginner"]])
def test_every_level_plays_only_legal_moves_with_sound_advice(rule_set: str,
                                                              names: list[str]) -> None:
    hand = 8 if rule_set == "smousjas" else 9
    assert play(rule_set, names, 5) >= 32 - 2 * hand - 1 + 2 * hand


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_full_strength_bots_play_a_deal(rule_set: str) -> None:
    state = new_game(SmousjasRules(rule_set=rule_set, deals=1), 21)  # type: ignore[arg-type]
    seated = [make_bot(rule_set, "expert", random.Random(1)),
              make_bot(rule_set, "club", random.Random(2))]
    while not state.is_terminal():
        seat = state.to_move()
        assert seat is not None
        advice = seated[seat].advise(state.view(seat))
        check_advice(state, seat, advice)
        state.apply(advice.chosen)


def test_matches_to_the_target_between_levels() -> None:
    assert play("smousjas", ["club", "beginner"], 9, advise_every=5, deals=0) > 100


# -- the solver ------------------------------------------------------------------------------


def brute(state: SmousjasState) -> int:
    """The deal's difference, player 1 minus player 2, by plain minimax over every legal
    action of the engine (uit left out) to the deal's end."""
    seat = state.to_move()
    assert seat is not None
    best: int | None = None
    for a in state.legal_actions():
        if isinstance(a, Out):
            continue
        nxt = state.clone()
        events = nxt.apply(a)
        scored = [e for e in events if isinstance(e, DealScored)]
        v = scored[0].result.raw[0] - scored[0].result.raw[1] if scored else brute(nxt)
        if best is None or (v > best if seat == 0 else v < best):
            best = v
    assert best is not None
    return best


def check_solver(state: SmousjasState) -> None:
    seat = state.to_move()
    assert seat is not None
    assert solver.state_value(state) == brute(state)
    sign = 1 if seat == 0 else -1
    for v in solver.move_values(state):
        nxt = state.clone()
        events = nxt.apply(v.action)
        scored = [e for e in events if isinstance(e, DealScored)]
        exact = scored[0].result.raw[0] - scored[0].result.raw[1] if scored else brute(nxt)
        assert v.value == sign * exact, (str(v.action), v.value, sign * exact)


def ending(rule_set: str, seed: int, cards: int) -> SmousjasState:
    """A random deal played at random until the stock is empty and the player to move holds at
    most ``cards`` cards."""
    state = new_game(SmousjasRules(rule_set=rule_set, deals=1), seed)  # type: ignore[arg-type]
    rng = random.Random(seed)
    while state.phase == 1 or max(h.bit_count() for h in state.hands) > cards:
        acts = [a for a in state.legal_actions() if not isinstance(a, Out)]
        state.apply(acts[rng.randrange(len(acts))])
    return state


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_solver_matches_brute_force_on_random_endings(rule_set: str) -> None:
    for seed in range(40):
        check_solver(ending(rule_set, seed, 3 + seed % 3))


def first_trick(rule_set: str, seed: int, size: int) -> SmousjasState:
    """The first trick of phase 2 with ``size`` cards a hand drawn mostly from a few ranks and
    suits, so that melds, rejections and mariages are common."""
    rng = random.Random(seed)
    rich = parse_cards("♠J ♠Q ♠K ♠A ♦J ♦Q ♦K ♦A ♥J ♣J")
    cards = [INDEX[c] for c in rich]
    rng.shuffle(cards)
    picked = cards[:2 * size]
    hands = [sum(1 << i for i in picked[:size]), sum(1 << i for i in picked[size:])]
    rest = [i for i in range(32) if not (hands[0] | hands[1]) >> i & 1]
    rng.shuffle(rest)
    half = len(rest) // 2
    won = [sum(1 << i for i in rest[:half]), sum(1 << i for i in rest[half:])]
    rules = SmousjasRules(rule_set=rule_set, deals=1)  # type: ignore[arg-type]
    return SmousjasState.from_parts(
        rules, seed=seed, deal_count=1, round_no=1, totals=(0, 0), lives=(0, 0), kip=-1,
        dealer=seed % 2, trump=rng.randrange(4), turned=-1, hands=hands, stock=[],
        shown=(0, 0), won=won, p2=(0, 0), melds=[], trick=[], leader=rng.randrange(2),
        pending=[], rejected=False, choosing=False, out_offer=-1, over=False)


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_solver_matches_brute_force_with_declarations_in_the_first_trick(rule_set: str
                                                                        ) -> None:
    declared = rejected = 0
    for seed in range(100):
        state = first_trick(rule_set, seed, 4)
        check_solver(state)
        seat = state.leader
        declared += bool(state.declarable(seat))
        # Declare the first meld and check the answer too (the rejection, if any).
        decl = [a for a in state.legal_actions() if isinstance(a, Declare)]
        if decl:
            state.apply(decl[0])
            state.apply(next(a for a in state.legal_actions() if isinstance(a, Play)))
            rejected += any(isinstance(a, Reject) for a in state.legal_actions())
            check_solver(state)
    assert declared >= 8 and rejected >= 2, (declared, rejected)


def test_solver_counts_the_hundred_for_no_trick() -> None:
    # P1 holds every trump left and leads: P2 takes no trick once the stock is empty.
    state = build("dealer: P2", "trump: ♠", "turned: -", "stock: -",
                  "P1: ♠J ♠9 ♠A", "P2: ♥7 ♥8 ♦7",
                  "won P1: ♠K ♠Q ♠10 ♠8 ♠7 ♥9 ♥10 ♥J ♥Q ♥K ♥A ♦8 ♦9 ♦10",
                  "won P2: ♦J ♦Q ♦K ♦A ♣7 ♣8 ♣9 ♣10 ♣J ♣Q ♣K ♣A",
                  "phase 2 tricks: 6 0", "turn: P1", rule_set="vijfhonderden")
    won = [state.t.mask_points(w) for w in state.won]
    # P1 takes the rest: the trumps' 45, the last trick's 5 and the 100.
    assert solver.state_value(state) == won[0] + 45 + 5 + 100 - won[1]
    assert state.roem(0) == state.roem(1) == 0


def test_solver_values_the_smousjas_phase_two_position() -> None:
    state = build(*PHASE_TWO)
    check_solver_fast = solver.move_values(state)
    assert {str(v.action) for v in check_solver_fast} == {str(a) for a in
                                                         state.legal_actions()}
    best = max(v.value for v in check_solver_fast)
    assert best == solver.state_value(state)  # P1 to move


# -- the levels ------------------------------------------------------------------------------


def test_beginner_declares_at_once_and_takes_the_turned_trump() -> None:
    state = build("dealer: P2", "trump: ♥", "turned: ♥9",
                  "P1: ♠7 ♠8 ♠9 ♥Q ♥J ♥10 ♣7 ♣8",
                  "P2: ♠10 ♠J ♦A ♦K ♦Q ♣9 ♣10 ♣J",
                  "stock: 15 cards", "turn: P1")
    advice = beginner.BeginnerBot().advise(state.view(0))
    assert isinstance(advice.chosen, Declare)
    check_advice(state, 0, advice)


def test_club_keeps_a_meld_hidden_when_a_higher_one_was_shown() -> None:
    # P2 showed ♦A ♦K ♦Q (a sequence to the ace): it beats P1's ♥Q ♥J ♥10, so the club waits.
    state = build("dealer: P2", "trump: ♥", "turned: ♥9",
                  "P1: ♠7 ♠8 ♠9 ♥Q ♥J ♥10 ♣7 ♣8",
                  "P2: ♠10 ♠J ♦A ♦K ♦Q ♣9 ♣10 ♣J",
                  "shown P2: ♦A ♦K ♦Q",
                  "stock: 15 cards", "turn: P1")
    advice = club.ClubBot().advise(state.view(0))
    assert isinstance(advice.chosen, Play)
    assert any("hidden" in r for r in advice.reasons)
    check_advice(state, 0, advice)
    # Without that knowledge the risk is small and it declares.
    state = build("dealer: P2", "trump: ♥", "turned: ♥9",
                  "P1: ♠7 ♠8 ♠9 ♥Q ♥J ♥10 ♣7 ♣8",
                  "P2: ♠10 ♠J ♦A ♦K ♦Q ♣9 ♣10 ♣J",
                  "stock: 15 cards", "turn: P1")
    assert isinstance(club.ClubBot().advise(state.view(0)).chosen, Declare)


def test_the_club_says_which_cards_its_lead_risk_counts() -> None:
    # Phase 1: the other player may trump any lead, yet the club counts a trump only against a
    # card worth 10 or more. With ♠A gone, ♠K (4 points) risks nothing by that count: the reason
    # says which cards it counted rather than call the lead safe.
    hands = ("P2: ♠Q ♠J ♦K ♦Q ♣K ♣Q ♥K ♥Q", "won P1: ♠A ♠10", "stock: 13 cards", "turn: P1")
    state = build("dealer: P2", "trump: ♥", "turned: ♥7", "P1: ♠K ♥J ♥9 ♥A ♦A ♦10 ♣A ♣10",
                  *hands)
    advice = club.ClubBot().advise(state.view(0))
    assert str(advice.chosen) == "♠K"
    lead = advice.reasons[0]
    assert "higher ♠ card with probability 0%" in lead and "risks 0.0 of the 4 points" in lead
    assert "may trump any card" in lead
    assert advice.told[0].startswith("It leads ♠K")
    check_advice(state, 0, advice)
    # A card worth 10 or more: the trumps count against it (here every trump is seen).
    state = build("dealer: P2", "trump: ♥", "turned: ♥7", "P1: ♥J ♥9 ♥8 ♥A ♥K ♦A ♣A ♣10",
                  "P2: ♠Q ♠J ♠K ♦Q ♣K ♣Q ♠A ♠10", "won P1: ♥Q ♥10", "stock: 13 cards",
                  "turn: P1")
    advice = club.ClubBot().advise(state.view(0))
    assert str(advice.chosen) == "♦A"
    assert "higher ♦ card or a trump with probability 0%" in advice.reasons[0]


def test_every_level_rejects_and_shows_mariages() -> None:
    state = build("dealer: P2", "trump: ♥", "turned: ♥9",
                  "P1: ♠7 ♠8 ♠9 ♥Q ♥J ♥10 ♣7",
                  "P2: ♠10 ♠J ♦A ♦K ♦Q ♣9 ♣10 ♣J",
                  "declared: ♥Q ♥J ♥10", "trick: ♣8",
                  "stock: 15 cards", "turn: P2")
    for level in LEVELS:
        bot = make_bot("smousjas", level, random.Random(1), quick=True)
        advice = bot.advise(state.view(1))
        assert isinstance(advice.chosen, Reject), level
        check_advice(state, 1, advice)


def test_expert_follows_the_club_while_the_stock_is_long() -> None:
    state = build("dealer: P2", "trump: ♥", "turned: ♥9",
                  "P1: ♠7 ♠8 ♠9 ♥Q ♥J ♥10 ♣7 ♣8",
                  "P2: ♠10 ♠J ♦A ♦K ♦Q ♣9 ♣10 ♣J",
                  "stock: 15 cards", "turn: P1")
    view = state.view(0)
    advice = expert.ExpertBot(random.Random(3)).advise(view)
    assert advice.chosen == club.ClubBot().advise(view).chosen and "deals" not in advice.extra


def test_expert_solves_phase_two_exactly() -> None:
    state = build(*PHASE_TWO)
    advice = expert.ExpertBot(random.Random(1), expert.QUICK).advise(state.view(0))
    assert isinstance(advice.chosen, Mariage)  # every level shows its mariages first
    while isinstance(advice.chosen, Mariage):
        state.apply(advice.chosen)
        advice = expert.ExpertBot(random.Random(1), expert.QUICK).advise(state.view(0))
    exact = {str(v.action): v.value for v in solver.move_values(state)}
    assert {str(a.action): a.value for a in advice.actions} == exact
    assert advice.extra.get("exact")
    check_advice(state, 0, advice)


def test_expert_samples_in_phase_one_with_the_shown_cards() -> None:
    state = build("dealer: P2", "trump: ♥", "turned: ♥9",
                  "P1: ♠7 ♠8 ♠9 ♥Q ♥J ♥10 ♣7 ♣8",
                  "P2: ♠10 ♠J ♦A ♦K ♦Q ♣9 ♣10 ♣J",
                  "shown P2: ♦A ♦K ♦Q",
                  "stock: 15 cards", "turn: P1")
    view = state.view(0)
    for k in range(5):
        sample = resample(view, random.Random(k))
        assert cards_mask(parse_cards("♦A ♦K ♦Q")) & ~sample.hands[1] == 0
    config = expert.Config(deals=4, min_deals=4, budget=1, sample_stock=(("smousjas", 15),))
    advice = expert.ExpertBot(random.Random(3), config).advise(view)
    assert advice.extra["deals"] == 4 and advice.extra["searched"] >= 2
    assert any(all(c in r for c in ("♦A", "♦K", "♦Q")) for r in advice.reasons)
    check_advice(state, 0, advice)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_from_the_view_alone(level: str) -> None:
    """Two states that show a seat the same view (the hidden cards dealt differently) get the
    same advice from a bot seeded the same."""
    state = new_game(SmousjasRules(deals=1), 8)
    rng = random.Random(4)
    for _ in range(9):
        acts = state.legal_actions()
        state.apply(acts[rng.randrange(len(acts))])
    seat = state.to_move()
    assert seat is not None
    view = state.view(seat)
    other = resample(view, random.Random(99))
    assert other.view(seat) == view
    assert other.hands[1 - seat] != state.hands[1 - seat] or other.stock != state.stock
    seen: list[SmousjasView] = []

    class Spy:
        def __init__(self, bot: Any) -> None:
            self.bot = bot

        def advise(self, given: Any) -> Advice:
            assert isinstance(given, SmousjasView) and not isinstance(given, SmousjasState)
            seen.append(given)
            advice: Advice = self.bot.advise(given)
            return advice

    a = Spy(make_bot("smousjas", level, random.Random(5), quick=True)).advise(view)
    b = Spy(make_bot("smousjas", level, random.Random(5), quick=True)).advise(other.view(seat))
    assert a.chosen == b.chosen and a.reasons == b.reasons
    assert [x.value for x in a.actions] == [x.value for x in b.actions]
    assert len(seen) == 2


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_seeded_games_replay(rule_set: str) -> None:
    def record(seed: int) -> list[str]:
        state = new_game(SmousjasRules(rule_set=rule_set, deals=1), seed)  # type: ignore[arg-type]
        seated = [make_bot(rule_set, "expert", random.Random(f"{seed}:0"), quick=True),
                  make_bot(rule_set, "club", random.Random(f"{seed}:1"))]
        out = []
        while not state.is_terminal():
            seat = state.to_move()
            assert seat is not None
            action = seated[seat].choose(state.view(seat))
            out.append(str(action))
            state.apply(action)
        return out

    assert record(3) == record(3)


def test_the_plugins_seat_the_levels_weakest_first() -> None:
    for game in RULE_SETS:
        plugin = get_plugin(game)
        assert plugin.levels == LEVELS and plugin.opponent == "club"
        assert plugin.advisor == "expert"


def test_quick_selfplay_between_smousjas_bots(capsys: pytest.CaptureFixture[str]) -> None:
    from tutor.cli import main

    assert main(["selfplay", "smousjas", "--bots", "expert,club", "--deals", "1", "--seed", "2",
                 "--quick"]) == 0
    assert "expert against club" in capsys.readouterr().out


# -- the card search against a plain reference ---------------------------------------------


def reference_value(state: SmousjasState) -> int:
    """The card play's value, player 1 minus player 2, by plain minimax with a table of exact
    values at trick starts: no bounds, no move order, no equivalent cards."""
    rs, trump = state.rs, state.trump
    t = engine_tables(rs, trump)
    bonus = rs.no_trick_bonus
    memo: dict[tuple[int, int, int, int], int] = {}

    def legal(hand: int, a: int) -> int:
        suit = SUIT_MASK[a >> 3]
        follow = hand & suit
        if follow:
            return ((follow & t.higher[a]) or follow) if a >> 3 == trump else follow
        return (hand & SUIT_MASK[trump]) or hand

    def answer(h0: int, h1: int, leader: int, flags: int, a: int) -> int:
        other = h1 if leader == 0 else h0
        values = []
        for b in range(32):
            if not legal(other, a) >> b & 1:
                continue
            n0, n1 = (h0, h1 & ~(1 << b)) if leader == 0 else (h0 & ~(1 << b), h1)
            if a >> 3 == b >> 3:
                w = 1 - leader if t.power[b] > t.power[a] else leader
            else:
                w = 1 - leader if b >> 3 == trump else leader
            pts = t.points[a] + t.points[b]
            f = flags | 1 << w
            if n0 | n1:
                values.append((pts if w == 0 else -pts) + rest(n0, n1, w, f))
            else:
                v = pts + rs.last_trick
                v = v if w == 0 else -v
                if bonus and f != 3:
                    v += bonus if f == 1 else -bonus
                values.append(v)
        return max(values) if leader == 1 else min(values)

    def rest(h0: int, h1: int, leader: int, flags: int) -> int:
        key = (h0, h1, leader, flags)
        if key not in memo:
            hand = h0 if leader == 0 else h1
            values = []
            for a in range(32):
                if hand >> a & 1:
                    n0, n1 = (h0 & ~(1 << a), h1) if leader == 0 else (h0, h1 & ~(1 << a))
                    values.append(answer(n0, n1, leader, flags, a))
            memo[key] = max(values) if leader == 0 else min(values)
        return memo[key]

    h0, h1 = state.hands
    flags = (1 if state.p2[0] else 0) | (2 if state.p2[1] else 0)
    if state.trick:
        return answer(h0, h1, state.leader, flags, state.trick[0])
    return rest(h0, h1, state.leader, flags)


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_card_search_matches_the_plain_reference(rule_set: str) -> None:
    # Seeded phase-2 positions from the first trick to the last, some in the middle of a
    # trick; the searches keep their tables from one position to the next, as in play.
    solver._SEARCHES.clear()
    checked = 0
    for seed in range(160):
        state = ending(rule_set, 500 + seed, 9 if seed % 40 == 0 else 2 + seed % 6)
        h0, h1 = state.hands
        flags = (1 if state.p2[0] else 0) | (2 if state.p2[1] else 0)
        search = solver.card_search(state.rs, state.trump)
        led = state.trick[0] if state.trick else -1
        assert search.value(h0, h1, state.leader, flags, led) == reference_value(state), seed
        checked += 1
    assert checked == 160
