"""Casino's bots: legal plays through whole games, advice in the shared format that names no
unseen card, the beginner's greedy rule, and choices made from the view alone."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tutor.bots.base import Advice
from tutor.bots.casino import beginner, club, expert
from tutor.bots.registry import make_bot
from tutor.cards import CARD_IN_TEXT, parse_card
from tutor.games.casino import SPEC
from tutor.games.casino.engine import Capture, CasinoState, CasinoView, Trail, new_game
from tutor.games.casino.notation import parse_position
from tutor.games.casino.resample import resample
from tutor.games.casino.rules import CasinoRules
from tutor.ideas import by_id, ideas_for
from tutor.registry import get_plugin

LEVELS = ("beginner", "club", "expert")


def bots(names: list[str], seed: int) -> list[Any]:
    """Each named bot with its own seeded stream; the expert in its quick configuration."""
    return [make_bot("casino", name, random.Random(f"{seed}:{s}"), quick=True)
            for s, name in enumerate(names)]


def check_advice(state: CasinoState, seat: int, advice: Advice) -> None:
    """Chosen among the legal plays, every play valued once, best first, reasons that name no
    card the seat cannot see, an idea from Casino's set."""
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
    if advice.idea:
        assert by_id(ideas_for("casino"), advice.idea) is not None, advice.idea


def play(options: dict[str, Any], names: list[str], seed: int, advise_every: int = 1) -> int:
    """A whole game with these bots at the seats, every play checked; returns the plays made."""
    state = new_game(CasinoRules.from_dict(options), seed)
    seated = bots(names, seed)
    plays = 0
    while not state.is_terminal():
        seat = state.to_move()
        assert seat is not None
        view = state.view(seat)
        if plays % advise_every == 0:
            advice = seated[seat].advise(view)
            check_advice(state, seat, advice)
            action = advice.chosen
        else:
            action = seated[seat].choose(view)
        assert action in view.legal_actions
        state.apply(action)
        plays += 1
    return plays


def test_beginner_and_club_play_whole_games_to_21() -> None:
    assert play({"players": 2}, ["beginner", "club"], 3, advise_every=3) > 48


@pytest.mark.parametrize(("options", "names"), [
    ({"players": 2}, ["expert", "club"]),
    ({"players": 3}, ["club", "expert", "beginner"]),
    ({"players": 4}, ["expert", "beginner", "club", "expert"]),
    ({"players": 4, "partners": True}, ["club", "expert", "beginner", "expert"]),
    ({"players": 3, "sweeps": True}, ["expert", "beginner", "club"]),
])
def test_every_level_plays_only_legal_actions_with_sound_advice(options: dict[str, Any],
                                                                names: list[str]) -> None:
    assert play({**options, "rounds": 1}, names, 11, advise_every=2) == 48


def position(text: str) -> CasinoState:
    """A position; the stock holds every card not named."""
    named = len(CARD_IN_TEXT.findall(text))
    return parse_position(f"casino position\n{text}stock: {52 - named} cards\n")


def test_beginner_takes_the_most_cards() -> None:
    state = position("""\
dealer: P1
P1: ♥8 ♣2 ♠K ♦3
P2: ♠4 ♥5 ♦J
table: ♣8 ♠3 ♦5 ♥2 ♣6
turn: P1
""")
    advice = beginner.BeginnerBot().advise(state.view(0))
    chosen = advice.chosen
    assert isinstance(chosen, Capture) and chosen.card == parse_card("♥8")
    assert sum(len(g) for g in chosen.taken) == 5  # ♣8, ♠3 ♦5 and ♥2 ♣6: every group of 8
    # It clears the table.
    assert advice.idea == "sweep" and "6 cards to your pile" in advice.reasons[0]
    check_advice(state, 0, advice)


def test_beginner_breaks_a_tie_in_cards_by_points() -> None:
    state = position("""\
dealer: P1
P1: ♠6 ♥10 ♠K ♦3
P2: ♠4 ♥5 ♦J
table: ♦10 ♣6 ♥Q ♣7 ♥9
turn: P1
""")
    advice = beginner.BeginnerBot().advise(state.view(0))
    # ♠6 takes ♣6 is listed first, but ♥10 takes as many cards and the ♦10 scores 2.
    assert str(advice.chosen) == "♥10 takes ♦10"
    assert "fewer points" in advice.reasons[1]


def test_beginner_trails_its_lowest_card_when_it_cannot_capture() -> None:
    state = position("""\
dealer: P1
P1: ♣9 ♥4 ♠A ♦J
P2: ♠4 ♥5 ♦3
table: ♥K ♦Q ♣Q ♠K ♥7
turn: P1
""")
    advice = beginner.BeginnerBot().advise(state.view(0))
    assert advice.chosen == Trail(parse_card("♠A"))  # the ace is the lowest card
    assert advice.idea == "trail"
    check_advice(state, 0, advice)


def test_club_counts_the_unseen_cards_before_trailing() -> None:
    # Every 5 but the one in the hand is captured: a trailed ♥5 joins only face cards and
    # nobody can take it, while a trailed 9 can be taken by any of the three unseen 9s.
    state = position("""\
dealer: P1
P1: ♥5 ♣9 ♥K ♦Q
P2: ♠4 ♥2 ♦3
table: ♣K ♥J ♠J ♣Q ♥Q
captured P1: ♠5 ♦5 ♥3 ♦4
captured P2: ♣5 ♠Q ♥6 ♠8
last capture: P2
turn: P1
""")
    advice = club.ClubBot().advise(state.view(0))
    assert advice.value_of(Trail(parse_card("♥5"))).value > advice.value_of(
        Trail(parse_card("♣9"))).value
    check_advice(state, 0, advice)


def test_club_takes_the_big_casino_and_names_the_idea() -> None:
    state = position("""\
dealer: P1
P1: ♥10 ♣4 ♠K ♦3
P2: ♠4 ♥5 ♦J
table: ♦10 ♠6 ♥Q ♣7 ♥9
turn: P1
""")
    advice = club.ClubBot().advise(state.view(0))
    assert str(advice.chosen) == "♥10 takes ♦10" and advice.idea == "big-casino"


def test_expert_reads_a_build_it_sees_announced() -> None:
    state = position("""\
dealer: P1
P1: ♥10 ♣4 ♠K ♦3
P2: ♥9 ♣9 ♦J
table: ♥Q ♣7 ♦A
build: 9 P2 ♠6 ♥3
turn: P1
""")
    view = state.view(0)
    for k in range(8):  # every sampled deal gives the build's owner a 9
        sample = resample(view, random.Random(k))
        assert any(c.rank == 9 for c in sample.hand(1))
    advice = expert.ExpertBot(random.Random(1), expert.QUICK).advise(view)
    assert any("owns the build of 9" in r for r in advice.reasons)
    check_advice(state, 0, advice)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_from_the_view_alone(level: str) -> None:
    """Two states that show a seat the same view (the hidden cards dealt differently) get the
    same advice from a bot seeded the same: nothing but the view reaches it."""
    state = new_game(CasinoRules(players=3, rounds=1), 8)
    rng = random.Random(4)
    for _ in range(7):
        state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
    seat = state.to_move()
    assert seat is not None
    view = state.view(seat)
    other = resample(view, random.Random(99))
    assert other.hand(seat) == state.hand(seat) and other.view(seat) == view
    assert any(other.hand(s) != state.hand(s) for s in range(3) if s != seat)
    seen: list[CasinoView] = []

    class Spy:
        """Records what the bot is given."""

        def __init__(self, bot: Any) -> None:
            self.bot = bot

        def advise(self, given: Any) -> Advice:
            assert isinstance(given, CasinoView) and not isinstance(given, CasinoState)
            seen.append(given)
            advice: Advice = self.bot.advise(given)
            return advice

    a = Spy(make_bot("casino", level, random.Random(5), quick=True)).advise(view)
    b = Spy(make_bot("casino", level, random.Random(5), quick=True)).advise(other.view(seat))
    assert a.chosen == b.chosen and a.reasons == b.reasons
    assert [x.value for x in a.actions] == [x.value for x in b.actions]
    assert len(seen) == 2
    assert not getattr(make_bot("casino", level, random.Random(0)), "open_cards", False)


def test_the_plugin_seats_the_levels_weakest_first() -> None:
    plugin = get_plugin("casino")
    assert plugin.levels == LEVELS and plugin.opponent == "club"
    assert plugin.advisor == "expert"


def test_quick_selfplay_between_casino_bots(capsys: pytest.CaptureFixture[str]) -> None:
    from tutor.cli import main

    assert main(["selfplay", "casino", "--bots", "expert,club", "--deals", "1", "--seed", "2",
                 "--quick"]) == 0
    out = capsys.readouterr().out
    assert "expert against club" in out
