"""The Bezique bots: legal moves only, advice that ranks every legal move, reasons that name
only cards the player can see, the meld order the club keeps, and the solver in the last tricks."""

from __future__ import annotations

import random

import pytest
from bz_helpers import build

from tutor.bots.bezique.beginner import BeginnerBot
from tutor.bots.bezique.club import ClubBot
from tutor.bots.bezique.expert import QUICK, ExpertBot, fast_action
from tutor.cards import cards_in_text
from tutor.games.bezique.engine import BeziqueState, Declare
from tutor.registry import get_spec

GAMES = ("bezique", "rubicon", "fildinski")


@pytest.mark.parametrize("game", GAMES)
def test_bots_play_whole_deals_legally_and_explain_with_visible_cards(game: str) -> None:
    spec = get_spec(game)
    bots = [ClubBot(), BeginnerBot(), ExpertBot(random.Random(1), QUICK)]
    for seed in range(3):
        st = spec.new_game(spec.rules_from_dict({"deals": 1}), seed)
        assert isinstance(st, BeziqueState)
        rng = random.Random(seed)
        while not st.is_terminal():
            seat = st.to_move()
            assert seat is not None
            view = st.view(seat)
            bot = bots[(seat + seed) % 3]
            advice = bot.advise(view)
            assert {a.action for a in advice.actions} == set(view.legal_actions)
            assert advice.chosen == advice.actions[0].action
            hidden = spec.hidden_cards(st, seat) if spec.hidden_cards else frozenset()
            for line in advice.reasons:
                named = set(cards_in_text(line))
                assert not named & hidden, line
            st.apply(advice.chosen if rng.random() < 0.9 else rng.choice(view.legal_actions))


def test_the_club_declares_the_marriage_before_four_kings() -> None:
    s = build("dealer: P2", "trump: ♠", "turned: ♠9",
              "P1: ♥K ♥Q ♣K ♦K ♠K' ♣7 ♠8 ♦8", "P2: ♠A ♠10 ♦A ♦10 ♣A ♥7 ♠7 ♦9",
              "won P1: ♣8 ♣9", "turn: P1")
    s.apply(s.parse_action("♣7"))
    s.apply(s.parse_action("♥7"))
    assert s.melder == 0
    advice = ClubBot().advise(s.view(0))
    assert isinstance(advice.chosen, Declare) and str(advice.chosen) == "meld ♥K ♥Q"
    assert "four kings" in advice.reasons[0]
    beginner = BeginnerBot().advise(s.view(0))
    assert str(beginner.chosen) == "meld ♠K' ♥K ♦K ♣K"


def test_the_club_never_names_a_meld_as_following_its_twin() -> None:
    """Two trump sequences that differ only in which ♦J (the one on the table or its twin in the
    hand): once one is declared the other cannot follow, and the reason does not say it can."""
    s = build("dealer: P1", "trump: ♦", "turned: ♦9", "stock: 47 cards",
              "P1: ♣A ♠7 ♥8 ♠8 ♠9 ♣9 ♥9", "P2: ♦A ♦10 ♦J'", "table P2: ♠Q ♦J ♦K ♦Q",
              "meld P2: ♠Q ♦J", "meld P2: ♦K ♦Q", "won P2: ♣7 ♣10", "declaring: P2",
              "just won: ♣7 ♣10", "this turn: 0", "turn: P2")
    view = s.view(1)
    assert [str(a) for a in view.legal_actions if isinstance(a, Declare)] == [
        "meld ♦A ♦10 ♦K ♦Q ♦J", "meld ♦A ♦10 ♦K ♦Q ♦J'"]
    advice = ClubBot().advise(view)
    assert isinstance(advice.chosen, Declare)
    assert advice.reasons[0].count("trump sequence") == 1, advice.reasons


def test_the_last_tricks_are_solved() -> None:
    spec = get_spec("bezique")
    st = spec.new_game(spec.rules_from_dict({"deals": 1}), 5)
    assert isinstance(st, BeziqueState)
    rng = random.Random(5)
    while not st.end_phase:
        st.apply(rng.choice(st.legal_actions()))
    seat = st.to_move()
    assert seat is not None
    advice = ClubBot().advise(st.view(seat))
    assert advice.extra.get("exact") and "solved exactly" in advice.reasons[0]


def test_the_expert_samples_near_the_stocks_end() -> None:
    spec = get_spec("bezique")
    st = spec.new_game(spec.rules_from_dict({"deals": 1}), 2)
    assert isinstance(st, BeziqueState)
    while len(st.stock) > 3 or st.to_move() is None or len(st.legal_actions()) < 2:
        st.apply(fast_action(st))
    seat = st.to_move()
    assert seat is not None
    advice = ExpertBot(random.Random(3), QUICK).advise(st.view(seat))
    assert advice.extra.get("samples") == QUICK.min_samples
    assert "Near the end of the stock" in advice.reasons[0]
    assert {a.action for a in advice.actions} == set(st.legal_actions())
