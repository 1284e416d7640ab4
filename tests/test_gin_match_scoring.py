"""Oklahoma match scoring as clubs keep it: the game bonus, the line bonus and the shutout, each
on by default and each a rules option, added when a player reaches the target."""

from __future__ import annotations

import random

import pytest

from tutor.cards import parse_card
from tutor.games.gin import SPEC
from tutor.games.gin.engine import (
    BigGin,
    Gin,
    GinState,
    HandScored,
    Knock,
    LayOff,
    MatchOver,
    event_scores,
    new_game,
)
from tutor.games.gin.notation import parse_position
from tutor.games.gin.rules import GAME_BONUS, LINE_BONUS, SHUTOUT_MULTIPLIER, GinRules

# P1 has drawn: three runs and ♣5 ♣K; knocking with the ♣K leaves 5 against P2's 10 (♦K): P1
# scores 5.
KNOCKER = "♠A ♠2 ♠3 ♥4 ♥5 ♥6 ♦7 ♦8 ♦9 ♣5 ♣K"
DEFENDER = "♠7 ♠8 ♠9 ♥J ♥Q ♥K ♣2 ♣3 ♣4 ♦K"


def knock_at(score: str, *, rules: GinRules | None = None, defender: str = DEFENDER,
             won: tuple[int, int] = (0, 0), hand: int = 1) -> tuple[GinState, list[object]]:
    """The ♣K knock from the score given, with ``won`` hands won earlier; the events."""
    st = parse_position("\n".join([
        f"hand: {hand}", f"score: {score}", "dealer: P2", f"P1: {KNOCKER}", f"P2: {defender}",
        "pile: ♦2 ♦5", "stock: 29 cards",
        "turn: P1 discard (drew from the stock)"]), rules or GinRules())
    st.won_before = won
    events = list(st.apply(Knock(parse_card("♣K"))))
    if not st.is_terminal() and st.out is not None:
        events += st.apply(LayOff(()))
    return st, events


def over_of(events: list[object]) -> MatchOver:
    found = [e for e in events if isinstance(e, MatchOver)]
    assert len(found) == 1
    return found[0]


def test_every_bonus_on_by_default() -> None:
    st, events = knock_at("147 30", won=(3, 2), hand=6)
    over = over_of(events)
    # P1: 152 points, the game bonus, 4 hands won; P2: 30 points, 2 hands won; no shutout.
    assert over.reached and over.winner == 0 and over.hand_points == (152, 30)
    assert over.won == (4, 2) and over.line == (4 * LINE_BONUS, 2 * LINE_BONUS)
    assert over.game_bonus == GAME_BONUS and not over.shutout
    assert over.totals == (152 + 100 + 100, 30 + 50) == st.returns()
    assert event_scores(over) == (200, 50)
    assert over.describe().splitlines() == [
        "The match is over after 6 hands: P1 reached 150 and wins the match, 152 points to 30.",
        "Game bonus for P1, the winner: 100.",
        "Line bonus for P1: 4 hands won × 25 = 100.",
        "Line bonus for P2: 2 hands won × 25 = 50.",
        "P1: 152 + 100 + 100 = 352.",
        "P2: 30 + 50 = 80.",
        "No shutout: P2 did score (30 in the match).",
        "Final score: P1 352, P2 80.",
    ]
    d = over.to_dict()
    assert d["totals"] == [352, 80] and d["points"] == [152, 30] and d["winner"] == "P1"
    assert d["game_bonus"] == 100 and d["line_bonus"] == [100, 50] and d["shutout"] is False


def test_the_hands_scoring_comes_first_and_is_unchanged() -> None:
    _, events = knock_at("147 30")
    scored = [e for e in events if isinstance(e, HandScored)]
    assert scored[0].match == (152, 30) and scored[0].result.points == 5
    assert events.index(scored[0]) < events.index(over_of(events))


def test_game_bonus_off() -> None:
    st, events = knock_at("147 30", rules=GinRules(game_bonus=False))
    over = over_of(events)
    assert over.game_bonus == 0 and st.returns() == (152 + 25, 30)
    assert not any(line.startswith("Game bonus") for line in over.describe().splitlines())
    assert "no game bonus" in GinRules(game_bonus=False).describe()


def test_line_bonus_off() -> None:
    st, events = knock_at("147 30", rules=GinRules(line_bonus=False), won=(3, 2))
    over = over_of(events)
    assert over.line == (0, 0) and st.returns() == (152 + 100, 30)
    assert not any(line.startswith("Line bonus") for line in over.describe().splitlines())
    assert "no line bonus" in GinRules(line_bonus=False).describe()


def test_line_bonus_counts_every_hand_won_and_is_added_only_at_the_end() -> None:
    st = new_game(GinRules(hands=0, target=60), 3)
    rng = random.Random(4)
    running = [0, 0]
    wins = [0, 0]
    while not st.is_terminal():
        acts = st.legal_actions()
        outs = [a for a in acts if isinstance(a, Knock | Gin | BigGin)]
        for e in st.apply(outs[0] if outs else acts[rng.randrange(len(acts))]):
            if isinstance(e, HandScored):
                running[0] += e.result.score[0]
                running[1] += e.result.score[1]
                if e.result.winner is not None:
                    wins[e.result.winner] += 1
                # During the match the totals are the hands' points only.
                assert e.match == tuple(running)
            if isinstance(e, MatchOver):
                over = e
    assert over.reached and over.won == tuple(wins) == st.hands_won()
    assert over.line == (wins[0] * LINE_BONUS, wins[1] * LINE_BONUS)
    assert over.hand_points == tuple(running)
    assert sum(over.bonuses) > 0


def test_shutout_doubles_the_winners_total() -> None:
    st, events = knock_at("147 0", won=(2, 0), hand=4)
    over = over_of(events)
    assert over.shutout
    before = 152 + GAME_BONUS + 3 * LINE_BONUS
    assert st.returns() == (before * SHUTOUT_MULTIPLIER, 0) == (654, 0)
    assert ("Shutout: P2 scored nothing, so P1's total is doubled: 327 × 2 = 654."
            in over.describe().splitlines())


def test_shutout_off() -> None:
    st, events = knock_at("147 0", rules=GinRules(shutout=False), won=(2, 0))
    over = over_of(events)
    assert not over.shutout and st.returns() == (327, 0)
    assert not any("hutout" in line for line in over.describe().splitlines())
    assert "no shutout" in GinRules(shutout=False).describe()


def test_all_bonuses_off_scores_the_points_alone() -> None:
    rules = GinRules(game_bonus=False, line_bonus=False, shutout=False)
    st, events = knock_at("147 0", rules=rules)
    over = over_of(events)
    assert st.returns() == (152, 0) and event_scores(over) == (0, 0)
    assert over.describe().splitlines()[-1] == "Final score: P1 152, P2 0."


def test_an_undercut_can_win_the_match_and_its_bonuses() -> None:
    # P2 holds ♦A ♦2 and three runs: 3 deadwood against the knocker's 5, an undercut.
    st, events = knock_at("30 140", defender="♠7 ♠8 ♠9 ♥J ♥Q ♥K ♣2 ♣3 ♣4 ♦A", won=(1, 4))
    over = over_of(events)
    assert over.winner == 1 and over.hand_points == (30, 140 + 10 + 5 - 1)
    assert over.won == (1, 5) and st.returns() == (30 + 25, 154 + 100 + 125)


def test_the_hands_points_decide_the_winner_even_when_line_bonuses_pass_them() -> None:
    st, events = knock_at("147 30", won=(0, 12))
    over = over_of(events)
    assert st.returns() == (152 + 100 + 25, 30 + 300)
    assert over.winner == 0
    assert over.describe().splitlines()[0].startswith("The match is over after 1 hand: P1 "
                                                      "reached 150 and wins the match")


def test_no_bonuses_when_the_hand_count_stops_the_match_first() -> None:
    st, events = knock_at("100 30", rules=GinRules(hands=1))
    over = over_of(events)
    assert not over.reached and st.returns() == (105, 30) and event_scores(over) is None
    assert over.describe().splitlines() == [
        "The match is over after 1 hand: P1 wins 105 to 30.",
        "Nobody reached 150, so no match bonuses are added."]


def test_reaching_the_target_on_the_last_counted_hand_still_scores_the_bonuses() -> None:
    st, events = knock_at("147 30", rules=GinRules(hands=1))
    assert over_of(events).reached and st.returns() == (277, 30)


def test_the_view_counts_the_hands_won() -> None:
    st, _ = knock_at("100 30", won=(2, 1))
    assert st.view(0).won == st.view(1).won == (3, 1)


@pytest.mark.parametrize("seed", range(3))
def test_scoring_events_add_up_to_the_returns(seed: int) -> None:
    st = new_game(GinRules(target=40), seed)
    rng = random.Random(seed)
    totals = [0, 0]
    while not st.is_terminal():
        acts = st.legal_actions()
        for e in st.apply(acts[rng.randrange(len(acts))] if rng.random() < 0.7 else acts[-1]):
            got = SPEC.scores(e) if SPEC.scores else None
            if got is not None:
                totals[0] += got[0]
                totals[1] += got[1]
    assert tuple(totals) == st.returns()
