"""The Gin Rummy bots: legal play, the baseline's published rules, the strong bot's advice."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.bots.base import Advice
from tutor.bots.gin.baseline import BaselineBot
from tutor.bots.gin.infer import Beliefs, sample_hands
from tutor.bots.gin.strong import QUICK, StrongBot
from tutor.bots.gin.table import Table
from tutor.bots.registry import make_bot
from tutor.cards import Card, parse_card, parse_cards
from tutor.cli import main
from tutor.games.gin.engine import (
    PILE,
    STOCK,
    Discard,
    Gin,
    GinState,
    GinView,
    Knock,
    LayOff,
    new_game,
)
from tutor.games.gin.melds import cards_mask, min_deadwood
from tutor.games.gin.notation import parse_position
from tutor.games.gin.rules import GinRules

RULES = st.builds(GinRules, first_upcard=st.booleans(), no_layoff_on_gin=st.booleans(),
                  big_gin=st.booleans(), hands=st.just(1))
SEEDS = st.integers(0, 10**6)
CARD = re.compile(r"[♠♥♦♣](?:10|[2-9AJQK])")


def position(p1: str, p2: str, pile: str, turn: str, *, dealer: str = "P1",
             history: str | None = None, out: str | None = None) -> GinState:
    """A position from its parts; the stock is filled in and the history follows the pile."""
    piled = parse_cards(pile)
    if history is None:
        opener, other = ("P2", "P1") if dealer == "P1" else ("P1", "P2")
        history = ", ".join(f"{opener if n % 2 == 0 else other} {c}"
                            for n, c in enumerate(piled))
    # A player who went out has one card face down, in no hand and not on the pile.
    used = len(parse_cards(p1)) + len(parse_cards(p2)) + len(piled) + (out is not None)
    lines = ["gin-rummy position", f"dealer: {dealer}", f"P1: {p1}", f"P2: {p2}",
             f"pile: {pile}", f"stock: {52 - used} cards", f"turn: {turn}",
             f"history: {history}"]
    if out is not None:
        lines.append(f"out: {out}")
    return parse_position("\n".join(lines) + "\n")


def play_hand(state: GinState, bots: list[Any], check: Any = None) -> None:
    while not state.is_terminal():
        seat = state.to_move()
        assert seat is not None
        view = state.view(seat)
        action = bots[seat].choose(view)
        assert action in view.legal_actions
        if check is not None:
            check(view, bots[seat])
        state.apply(action)


# -- legal play ------------------------------------------------------------------------------


@settings(max_examples=12)
@given(RULES, SEEDS, st.integers(0, 2**32))
def test_strong_and_baseline_only_play_legal_actions(rules: GinRules, seed: int,
                                                     bot_seed: int) -> None:
    bots = [StrongBot(random.Random(bot_seed), QUICK), BaselineBot()]
    if seed % 2:
        bots.reverse()
    play_hand(new_game(rules, seed), bots)


@settings(max_examples=30)
@given(RULES, SEEDS)
def test_baseline_only_plays_legal_actions(rules: GinRules, seed: int) -> None:
    play_hand(new_game(rules, seed), [BaselineBot(), BaselineBot()])


def visible(view: GinView) -> set[Card]:
    seen = set(view.hand) | set(view.pile) | {m.card for m in view.history}
    if view.out is not None:
        for meld in view.out.arrangement.meld_cards:
            seen |= set(meld)
        seen |= set(view.out.arrangement.deadwood_cards)
    return seen


def check_advice(view: GinView, bot: Any) -> None:
    advice: Advice = bot.advise(view)
    assert {a.action for a in advice.actions} == set(view.legal_actions)
    assert advice.chosen == advice.actions[0].action
    assert [a.value for a in advice.actions] == sorted((a.value for a in advice.actions),
                                                       reverse=True)
    seen = visible(view)
    for text in (*advice.reasons, *(n for a in advice.actions for n in a.notes)):
        for token in CARD.findall(text):
            assert parse_card(token) in seen, (token, text)
    assert advice.reasons


@settings(max_examples=6)
@given(SEEDS, st.integers(0, 2**32))
def test_explanations_name_only_cards_the_view_can_see(seed: int, bot_seed: int) -> None:
    bots = [StrongBot(random.Random(bot_seed), QUICK), BaselineBot()]
    play_hand(new_game(GinRules(hands=1), seed), bots, check_advice)


def test_strong_bot_is_deterministic_given_its_rng() -> None:
    state = new_game(GinRules(hands=1), 5)
    state.apply(Discard(state.hand(1)[0]))
    view = state.view(0)
    a = StrongBot(random.Random(9), QUICK).advise(view)
    b = StrongBot(random.Random(9), QUICK).advise(view)
    assert a.actions == b.actions and a.reasons == b.reasons


# -- the baseline's published rules ---------------------------------------------------------


def test_baseline_takes_a_card_that_melds() -> None:
    st_ = position("♠A ♠3 ♠4 ♥A ♥2 ♥4 ♥5 ♦A ♦2 ♦3", "♠2 ♠7 ♥3 ♥9 ♦4 ♦J ♦Q ♣5 ♣6 ♣K",
                   "♠8 ♣4", "P2 draw")
    advice = BaselineBot().advise(st_.view(1))
    assert advice.chosen == PILE
    assert "♣4" in advice.reasons[0]


def test_baseline_leaves_a_low_card_that_does_not_meld() -> None:
    # ♣A would lower the deadwood (it replaces a king) but melds with nothing.
    st_ = position("♠A ♠3 ♠4 ♥A ♥2 ♥4 ♥5 ♦A ♦2 ♦3", "♠2 ♠7 ♥3 ♥9 ♦4 ♦J ♦Q ♣5 ♣6 ♣K",
                   "♠8 ♣A", "P2 draw")
    assert BaselineBot().choose(st_.view(1)) == STOCK


def test_baseline_takes_a_card_that_lets_it_knock() -> None:
    # ♦A melds with nothing, but after it and without the ♣K the deadwood is 8, within the
    # limit of 9 that the ♠9 under it sets.
    st_ = position("♠A ♠2 ♥A ♥2 ♥3 ♥K ♦3 ♦4 ♦K ♣A", "♠5 ♠6 ♠7 ♥7 ♥8 ♥9 ♣2 ♣3 ♦2 ♣K",
                   "♠9 ♦A", "P2 draw")
    advice = BaselineBot().advise(st_.view(1))
    assert advice.chosen == PILE
    assert "knock" in advice.reasons[0]


def test_baseline_refuses_a_set_that_breaks_a_better_run() -> None:
    # Three jacks would cost the diamond run: the ♠J stays out of the best melds.
    st_ = position("♠A ♠2 ♠3 ♠4 ♥5 ♥6 ♥7 ♥8 ♦2 ♦5", "♣A ♣2 ♣3 ♣4 ♦9 ♦10 ♦J ♦Q ♥3 ♥J",
                   "♥2 ♠J", "P2 draw")
    assert BaselineBot().choose(st_.view(1)) == STOCK


def test_baseline_knocks_as_soon_as_it_can_and_discards_its_highest_deadwood() -> None:
    st_ = position("♠A ♠2 ♥A ♥2 ♥3 ♥K ♦A ♦2 ♦3 ♦K", "♠5 ♠6 ♠7 ♥7 ♥8 ♥9 ♣2 ♣3 ♣Q ♣K ♦9",
                   "♠9 ♦4", "P2 discard (drew from the stock)")
    # No knock within 4: the highest deadwood card goes (♣Q and ♣K tie; the king is higher).
    advice = BaselineBot().advise(st_.view(1))
    assert advice.chosen == Discard(parse_card("♣K"))
    # Nine deadwood against a limit of 10: the baseline knocks at once, whatever the risk.
    st_ = position("♠A ♠2 ♥A ♥2 ♥3 ♥K ♦A ♦2 ♦3 ♦K", "♠5 ♠6 ♠7 ♥7 ♥8 ♥9 ♣2 ♣3 ♣4 ♣K ♦9",
                   "♠4 ♦J", "P2 discard (drew from the stock)")
    advice = BaselineBot().advise(st_.view(1))
    assert advice.chosen == Knock(parse_card("♣K"))


def test_baseline_lays_off_everything_that_helps() -> None:
    st_ = position("♠A ♠2 ♠3 ♥5 ♥6 ♥7 ♦8 ♦9 ♦10 ♣2", "♠4 ♠5 ♥4 ♥8 ♦J ♣6 ♣7 ♣9 ♣J ♣K",
                   "♣Q", "P2 lay off", out="P1 knock ♦K",
                   history="P2 ♣Q")
    advice = BaselineBot().advise(st_.view(1))
    chosen = advice.chosen
    assert isinstance(chosen, LayOff)
    assert set(chosen.cards) == set(parse_cards("♠4 ♠5 ♥4 ♥8 ♦J"))


# -- the strong bot's advice -----------------------------------------------------------------


def strong() -> StrongBot:
    return StrongBot(random.Random(3))


def test_strong_goes_gin_on_a_spade() -> None:
    st_ = position("♠A ♠2 ♥A ♥2 ♥3 ♥K ♦A ♦2 ♦3 ♦K", "♠5 ♠6 ♠7 ♥7 ♥8 ♥9 ♣2 ♣3 ♣4 ♣K ♣5",
                   "♦4 ♠J", "P2 discard (drew from the stock)")
    advice = strong().advise(st_.view(1))
    assert advice.chosen == Gin(parse_card("♣K"))
    assert "♠J" in " ".join(advice.reasons)


def test_strong_keeps_gin_either_way() -> None:
    st_ = position("♠A ♠2 ♥A ♥2 ♥3 ♥K ♦A ♦2 ♦3 ♦K", "♠5 ♠6 ♠7 ♥7 ♥8 ♥9 ♣2 ♣3 ♣4 ♣K ♣5",
                   "♦4 ♥J", "P2 discard (drew from the stock)")
    advice = strong().advise(st_.view(1))
    c = advice.chosen
    assert isinstance(c, Gin | Discard)
    hand = cards_mask(st_.hand(1)) & ~cards_mask([c.card])
    assert min_deadwood(hand) == 0


def test_strong_takes_the_card_that_completes_gin() -> None:
    # ♥10 completes the hearts: gin over the ♠4, doubled.
    st_ = position("♠A ♠2 ♥A ♥2 ♥3 ♥K ♦A ♦2 ♦3 ♦K", "♠5 ♠6 ♠7 ♥7 ♥8 ♥9 ♣2 ♣3 ♣4 ♣K",
                   "♠4 ♥10", "P2 draw")
    advice = strong().advise(st_.view(1))
    assert advice.chosen == PILE
    assert advice.actions[0].value > advice.value_of(STOCK).value + 10


def test_strong_knocks_early_on_a_spade_with_little_deadwood() -> None:
    # Two points of deadwood on the second turn, doubled by the ♠10: knock.
    st_ = position("♠J ♠Q ♥10 ♥J ♦5 ♦9 ♦Q ♣8 ♣9 ♣J", "♥A ♥2 ♥3 ♦6 ♦7 ♦8 ♣2 ♣3 ♣4 ♠2 ♣K",
                   "♦K ♠10", "P2 discard (drew from the stock)")
    advice = strong().advise(st_.view(1))
    assert advice.chosen == Knock(parse_card("♣K"))
    assert any("undercut" in r for r in advice.reasons)


def test_strong_lays_off_fully() -> None:
    st_ = position("♠A ♠2 ♠3 ♥5 ♥6 ♥7 ♦8 ♦9 ♦10 ♣2", "♠4 ♠5 ♥4 ♥8 ♦J ♣6 ♣7 ♣9 ♣J ♣K",
                   "♣Q", "P2 lay off", out="P1 knock ♦K", history="P2 ♣Q")
    advice = strong().advise(st_.view(1))
    chosen = advice.chosen
    assert isinstance(chosen, LayOff)
    assert set(chosen.cards) == set(parse_cards("♠4 ♠5 ♥4 ♥8 ♦J"))


def test_strong_discards_the_dead_card_not_the_one_next_to_a_taken_card() -> None:
    # Both tens are deadwood. The opponent took ♥9, so ♥10 may feed them; every card that
    # would meld with ♣10 is on the pile or in this hand.
    st_ = position("♠A ♠2 ♠4 ♠5 ♦5 ♦6 ♦7 ♣A ♣2 ♥9",
                   "♦A ♦2 ♦3 ♥4 ♥5 ♥6 ♣4 ♣5 ♣6 ♥10 ♣10", "♠10 ♦10 ♣9 ♣J ♠3",
                   "P2 discard (drew from the stock)",
                   history="P2 ♠10, P1 ♦10, P2 ♥9, P1 takes ♥9, P1 ♣9, P2 ♣J, P1 ♠3")
    advice = strong().advise(st_.view(1))
    assert advice.chosen == Discard(parse_card("♣10"))
    assert advice.value_of(Discard(parse_card("♥10"))).value < advice.actions[0].value
    assert any("on the pile" in r for r in advice.reasons)


# -- the harness --------------------------------------------------------------------------


def test_registry_builds_both_bots() -> None:
    assert make_bot("gin", "baseline", random.Random(0)).name == "baseline"
    assert make_bot("gin", "strong", random.Random(0), quick=True).name == "strong"


def test_quick_selfplay_smoke(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "gin", "--bots", "strong,baseline", "--hands", "4", "--quick",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["bots"] == ["strong", "baseline"] and out["deals"] == 4


@settings(max_examples=30)
@given(RULES, SEEDS, st.integers(0, 30))
def test_sampled_opponent_hands_fit_the_view(rules: GinRules, seed: int, plays: int) -> None:
    """Every sampled hand holds the cards the opponent was seen to keep, none we can see, and
    as many cards as they hold; the draws that follow come from the unseen cards."""
    state = new_game(rules, seed)
    rng = random.Random(seed)
    for _ in range(plays):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))
    seat = state.to_move()
    if seat is None:
        return
    view = state.view(seat)
    t = Table.from_view(view)
    visible = cards_mask(view.hand) | cards_mask(view.pile)
    for hand, draws in sample_hands(t, Beliefs.from_table(t), random.Random(seed), 8, 2, 3):
        assert hand & t.known == t.known
        assert hand & visible == 0
        assert hand.bit_count() == view.opponent_cards
        assert all(not (hand | visible) >> d & 1 for d in draws)
        assert len(set(draws)) == len(draws)


def test_mirrored_duplicate_cancels_identical_bots_and_not_different_ones() -> None:
    from tutor.bots.tournament import duplicate

    same = duplicate("gin", "strong", "strong", deals=3, seed=4, quick=True, mirror=True)
    assert same.deal_diffs == [0.0, 0.0, 0.0]
    apart = duplicate("gin", "strong", "baseline", deals=3, seed=4, quick=True, mirror=True)
    assert any(d != 0.0 for d in apart.deal_diffs)


def test_strong_counts_its_chance_to_go_out_on_its_next_turn() -> None:
    from dataclasses import replace

    from tutor.bots.gin.strong import Config, _Ctx

    st_ = position("♠J ♠Q ♥10 ♥J ♦5 ♦9 ♦Q ♣8 ♣9 ♣J", "♥A ♥2 ♥3 ♦6 ♦7 ♦8 ♣2 ♣3 ♣4 ♠2 ♣K",
                   "♦K ♠10", "P2 discard (drew from the stock)")
    cfg = replace(Config(), go=40.0)
    ctx = _Ctx(st_.view(1), random.Random(3), cfg)
    assert ctx.next_limits and all(0 <= x <= 10 for x in ctx.next_limits)
    melded = cards_mask(parse_cards("♥A ♥2 ♥3 ♦6 ♦7 ♦8 ♣2 ♣3 ♣4 ♠2"))
    scattered = cards_mask(parse_cards("♥A ♥3 ♦6 ♦8 ♣2 ♣4 ♠2 ♠4 ♣6 ♦3"))
    assert min_deadwood(scattered) > 20
    # Two points of deadwood: every stock card leaves a hand within nearly every limit.
    assert ctx.go_next(melded) > 0.9
    assert ctx.go_next(scattered) == 0.0
    # The chance is a reason only when it was computed.
    later = position("♠A ♠2 ♠4 ♠5 ♦5 ♦6 ♦7 ♣A ♣2 ♥9",
                     "♦A ♦2 ♦3 ♥4 ♥5 ♥6 ♣4 ♣5 ♣6 ♥10 ♣10", "♠10 ♦10 ♣9 ♣J ♠3",
                     "P2 discard (drew from the stock)",
                     history="P2 ♠10, P1 ♦10, P2 ♥9, P1 takes ♥9, P1 ♣9, P2 ♣J, P1 ♠3")
    said = " ".join(StrongBot(random.Random(3), cfg).advise(later.view(1)).reasons)
    assert re.search(r"lets you go out in about \d+%", said)
    unsaid = StrongBot(random.Random(3), replace(cfg, go=0.0)).advise(later.view(1)).reasons
    assert "go out in about" not in " ".join(unsaid)


def test_strong_bot_lays_the_melds_down_to_deny_a_layoff() -> None:
    """Kept after the ♣K: ♠A ♠2 ♠3 ♥2 ♦2, the hearts run and the ♣A, 5 deadwood either way.
    The engine lays down the twos (the ♣2 may be laid off); with the ♠4 gone by on the pile the
    run ♠A ♠2 ♠3 takes nothing, so the strong bot values that arrangement higher and says why."""
    st = position("♠A ♠2 ♠3 ♥2 ♦2 ♥6 ♥7 ♥8 ♥9 ♣A ♣K", "♠7 ♠8 ♠9 ♣5 ♣6 ♣7 ♦K ♦Q ♣J ♣10",
                  "♦5 ♠4 ♦8 ♣9", "P1 discard (drew from the stock)", dealer="P2")
    plain = Knock(parse_card("♣K"))
    run = Knock(parse_card("♣K"), (parse_cards("♠A ♠2 ♠3"), parse_cards("♥6 ♥7 ♥8 ♥9")))
    view = st.view(0)
    assert plain in view.legal_actions and run in view.legal_actions
    advice = StrongBot(random.Random(3)).advise(view)
    values = {a.action: a.value for a in advice.actions}
    assert values[run] > values[plain]
    texts = [a.text for a in advice.actions]
    assert len(set(texts)) == len(texts)  # every action has its own text
    if advice.chosen == run:
        assert any("Lay the melds down as ♠A ♠2 ♠3 · ♥6 ♥7 ♥8 ♥9" in r for r in advice.reasons)
