"""Klaverjassen bots: legality, sound inference and sampling, advice, signals, the harness."""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kj_helpers import position

from tutor.bots.klaverjas.knowledge import Signal, read
from tutor.bots.klaverjas.sampling import sample_deals
from tutor.bots.klaverjas.search_bot import EXPERT_NODES, LEVELS, Level, SearchBot
from tutor.bots.registry import make_bot
from tutor.cards import Card, parse_card
from tutor.cli import main
from tutor.games.klaverjas.engine import INDEX, KlaverjasState, cards_mask, mask_cards
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule, TrumpMethod
from tutor.games.klaverjas.solver import compiled_available

needs_c = pytest.mark.skipif(not compiled_available(), reason="compiled search not built")
rules_st = st.builds(KlaverjasRules, play=st.sampled_from(PlayRule),
                     trump_method=st.sampled_from(TrumpMethod), deals=st.just(1))


def random_position(rules: KlaverjasRules, seed: int, plays: int) -> KlaverjasState:
    s = KlaverjasState(rules, seed, dealer=seed % 4)
    rng = random.Random(seed)
    for _ in range(plays):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


@given(rules_st, st.integers(0, 10**6), st.integers(0, 36))
def test_inference_is_sound(rules: KlaverjasRules, seed: int, plays: int) -> None:
    """What the knowledge excludes is never in the real hands."""
    s = random_position(rules, seed, plays)
    if s.is_terminal():
        return
    for seat in range(4):
        k = read(s.view(seat))
        for other in range(4):
            if other != seat:
                assert s.hands[other] & k.excluded[other] == 0


@given(rules_st, st.integers(0, 10**6), st.integers(4, 30))
def test_sampled_deals_fit_the_view(rules: KlaverjasRules, seed: int, plays: int) -> None:
    s = random_position(rules, seed, plays)
    if s.is_terminal() or s.to_move() is None:
        return
    seat = s.to_move()
    assert seat is not None
    k = read(s.view(seat))
    for d in sample_deals(k, random.Random(seed), 5):
        assert d[seat] == s.hands[seat]
        assert d[0] | d[1] | d[2] | d[3] == s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
        assert sum(h.bit_count() for h in d) == sum(h.bit_count() for h in s.hands)
        for other in range(4):
            assert d[other].bit_count() == s.hands[other].bit_count()
            assert d[other] & k.excluded[other] == 0


@settings(max_examples=8)
@given(rules_st, st.integers(0, 10**6))
def test_bots_only_play_legal_actions(rules: KlaverjasRules, seed: int) -> None:
    s = KlaverjasState(rules, seed, dealer=seed % 4)
    names = ["beginner", "club", "expert", "random"]
    bots = [make_bot("klaverjassen", names[i], random.Random(seed + i), quick=True)
            for i in range(4)]
    while not s.is_terminal():
        seat = s.to_move()
        assert seat is not None
        view = s.view(seat)
        action = bots[seat].choose(view)
        assert action in view.legal_actions
        s.apply(action)


ENDING = """\
    dealer: W
    trump: ♥
    goes: N
    N: ♠A ♠8
    E: ♦7
    S: ♣7
    W: ♦8
    trick 1: N ♥J ♥7 ♥8 ♥Q
    trick 2: N ♥9 ♥10 ♥K ♥A
    trick 3: N ♣A ♣10 ♣K ♣Q
    trick 4: N ♣J ♣9 ♣8 ♦9
    trick 5: N ♦A ♦K ♦Q ♦J
    trick 6: N ♠9 ♠K ♠J ♠Q
    trick 7: E ♠10 ♠7 ♦10
"""


@needs_c
@pytest.mark.parametrize("level", ["club", "expert"])
def test_obviously_winning_card_ranks_first(level: str) -> None:
    s = position(ENDING)
    bot = SearchBot(LEVELS[level], random.Random(1))
    advice = bot.advise(s.view(0))
    assert advice.chosen == parse_card("♠A")
    assert advice.actions[0].action == parse_card("♠A")
    assert advice.actions[0].value > advice.actions[1].value
    assert any("♠A wins this trick in every deal" in r for r in advice.reasons)


def visible_cards(text: str) -> set[Card]:
    return {parse_card(m) for m in re.findall(r"[♠♥♦♣](?:10|[2-9JQKA])", text)}


@needs_c
@settings(max_examples=10)
@given(st.integers(0, 10**6), st.integers(1, 30))
def test_explanations_name_only_visible_cards(seed: int, plays: int) -> None:
    s = random_position(KlaverjasRules(deals=1), seed, plays)
    if s.is_terminal():
        return
    seat = s.to_move()
    assert seat is not None
    view = s.view(seat)
    bot = SearchBot(Level("t", samples=4, trump_samples=2, signals=True), random.Random(seed))
    advice = bot.advise(view)
    seen = set(view.hand) | set(view.played_cards())
    for reason in advice.reasons:
        assert visible_cards(reason) <= seen, reason


def test_beginner_explains_its_rule() -> None:
    s = position(ENDING)
    advice = make_bot("klaverjassen", "beginner", random.Random(0)).advise(s.view(0))
    assert advice.chosen == parse_card("♠A")
    assert advice.reasons == ("♠A is the cheapest card that takes the trick.",)


def test_inference_from_discards_and_trumps() -> None:
    # W did not follow ♣ in trick 4 and had no trump: void in both.
    k = read(position(ENDING).view(0))
    w = k.excluded[3]
    assert w & cards_mask([parse_card("♣7")]) and w & cards_mask([parse_card("♥7")])
    # W's first discard, ♦9 (trick 4), is a PIT signal in ♦; ♦10 later is a second discard.
    assert k.signals[3] == {2: Signal.PIT}


def test_rotterdam_undertrump_shows_no_higher_trump() -> None:
    s = position("""\
        dealer: W
        trump: ♥
        goes: N
        N: ♥9 ♠10 ♠K ♠Q ♠J ♠9 ♠8
        E: ♥A ♦A ♦10 ♦K ♦Q ♦J ♦9
        S: ♥10 ♥K ♣A ♣10 ♣K ♣Q ♣J
        W: ♠7 ♥8 ♥Q ♦8 ♦7 ♣9 ♣8 ♣7
        trick 1: N ♠A ♥J ♥7
    """)
    # S had no ♠ and undertrumped the ♥J with ♥7: S holds no trump above the ♥J (none exists),
    # and is void in ♠.
    k = read(s.view(3))
    assert k.excluded[2] & cards_mask([parse_card("♠7")])
    # E trumped with the ♥J: nothing follows about E's other trumps.
    assert s.hands[1] & k.excluded[1] == 0


def test_expert_gives_a_pit_signal() -> None:
    # N went on ♥ and pulls trumps; S has no trump and holds the five best ♣ left.
    s = position("""\
        dealer: W
        trump: ♥
        goes: N
        N: ♥9 ♥A ♥10 ♥K ♥Q ♥8 ♠7
        E: ♠A ♠10 ♠K ♠Q ♦7 ♦8 ♠8
        S: ♣A ♣10 ♣K ♣Q ♣J ♦A ♦10 ♦K
        W: ♣9 ♣8 ♣7 ♦Q ♦J ♠J ♠9 ♦9
        trick 1: N ♥J ♥7
    """)
    if not compiled_available():
        pytest.skip("compiled search not built")
    advice = SearchBot(LEVELS["expert"], random.Random(3)).advise(s.view(2))
    assert advice.chosen == parse_card("♣A")
    assert any("PIT signal in ♣" in r for r in advice.reasons)
    club = SearchBot(LEVELS["club"], random.Random(3)).advise(s.view(2))
    assert not any("Seinen" in r for r in club.reasons)


def test_expert_reads_partner_signal() -> None:
    s = position("""\
        dealer: W
        trump: ♥
        goes: N
        N: ♥9 ♥A ♥10 ♥K ♥Q ♥8 ♠7
        E: ♠A ♠10 ♠K ♠Q ♦7 ♦8 ♠8
        S: ♣10 ♣K ♣Q ♣J ♦A ♦10 ♦K
        W: ♣9 ♣8 ♣7 ♦Q ♦J ♠J ♠9
        trick 1: N ♥J ♥7 ♣A ♦9
    """)
    if not compiled_available():
        pytest.skip("compiled search not built")
    advice = SearchBot(LEVELS["expert"], random.Random(5)).advise(s.view(0))
    assert any("partner's ♣A was a PIT signal in ♣" in r for r in advice.reasons)


def test_expert_reads_the_signals_of_the_going_players_partner_from_the_defence() -> None:
    s = position("""\
        dealer: W
        trump: ♥
        goes: N
        N: ♥A ♥10 ♥K ♥Q ♥8 ♠7
        E: ♠A ♠10 ♠K ♠Q ♦7 ♦8 ♠8
        S: ♣10 ♣K ♣Q ♣J ♦A ♦10 ♦K
        W: ♣9 ♣8 ♣7 ♦Q ♦J ♠J ♠9
        trick 1: N ♥J ♥7 ♣A ♦9
        trick 2: N ♥9
    """)
    if not compiled_available():
        pytest.skip("compiled search not built")
    # E defends: S's ♣A, discarded while its partner N (who went) pulls trumps, is a signal.
    advice = SearchBot(LEVELS["expert"], random.Random(5)).advise(s.view(1))
    assert any("The going player's partner signalled: ♣A was a PIT signal in ♣" in r
               for r in advice.reasons)
    assert any("the signals of the going player's partner" in r for r in advice.reasons)
    # S, whose partner went, gives the signals: nobody's discards are read as signals to S.
    assert SearchBot(LEVELS["expert"], random.Random(5))._signaller(s.view(2)) is None
    # The expert as shipped before read only its partner's discards, whoever went.
    assert SearchBot(LEVELS["expert-v2"], random.Random(5))._signaller(s.view(1)) == 3


@needs_c
def test_trump_decision_is_explained() -> None:
    s = KlaverjasState(KlaverjasRules(trump_method=TrumpMethod.MAKEN, deals=1), 12)
    view = s.view(s.to_move() or 0)
    advice = SearchBot(Level("t", samples=4, trump_samples=3, signals=False),
                       random.Random(1)).advise(view)
    assert advice.chosen in view.legal_actions
    assert any(r.startswith("Going on ") for r in advice.reasons)
    for reason in advice.reasons:
        assert visible_cards(reason) <= set(view.hand)


def test_harness_quick_smoke(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["selfplay", "klaverjas", "--bots", "club,beginner", "--deals", "2", "--quick",
                 "--json", "--seed", "3"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["deals"] == 2 and out["bots"] == ["club", "beginner"]
    code = main(["selfplay", "klaverjas", "--bots", "club,nobody", "--quick"])
    assert code == 2 and "unknown bot 'nobody'" in capsys.readouterr().err


@needs_c
def test_open_cards_bot_in_the_harness() -> None:
    from tutor.bots.tournament import duplicate

    r = duplicate("klaverjassen", "open-cards", "random", deals=2, seed=1, quick=True)
    assert r.deals().n == 2 and r.deals().mean > 0


def test_knowledge_before_trump() -> None:
    s = KlaverjasState(KlaverjasRules(), 4)
    k = read(s.view(1))
    assert k.own == s.hands[1] and k.unknown.bit_count() == 24
    assert set(mask_cards(k.own)) == set(s.view(1).hand)
    assert INDEX[s.view(1).hand[0]] >= 0


def test_review_orders_losses(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    from tutor.bots.review import review
    from tutor.record import Record

    path = Path(str(tmp_path)) / "g.json"
    assert main(["selfplay", "kj", "--deals", "1", "--seed", "4", "--record", str(path)]) == 0
    capsys.readouterr()
    rec = Record(**{k: v for k, v in json.loads(path.read_text(encoding="utf-8")).items()
                    if k in ("game", "rules", "seed", "actions")})
    decisions = review(rec, 2, "club", quick=True)
    assert decisions
    losses = [d.loss for d in decisions]
    assert losses == sorted(losses, reverse=True) and min(losses) >= 0
    assert main(["review", str(path), "--seat", "S", "--level", "beginner", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"move", "played", "best", "loss", "reasons"} <= set(out[0])
    assert main(["review", str(path), "--seat", "X"]) == 2


def test_the_shipped_expert_is_kept_for_comparison() -> None:
    """``expert-v1`` is the expert as shipped on 2026-11-29: a new expert is measured against
    it. The expert since differs in its trump calls (the fitted trump model), in reading the
    cards played when sampling, and in what it does without the compiled search (a horizon and a
    budget of its own)."""
    import dataclasses

    v1 = LEVELS["expert-v1"]
    assert not v1.trump_model and not v1.read_play and v1.python_horizon is None
    v2 = dataclasses.replace(v1, name="expert-v2", trump_model=True, read_play=True,
                             python_horizon=3, python_budget=300_000)
    assert v2 == LEVELS["expert-v2"]
    # Since then the expert reads every card by the fitted model of play, and the signals of
    # the going player's partner whichever side it is on.
    assert dataclasses.replace(v2, name="expert", read_model=True, read_pool=20,
                               read_signaller=True) == LEVELS["expert"]
    for name, level in (("expert-v1", v1), ("expert-v2", LEVELS["expert-v2"])):
        bot = make_bot("klaverjassen", name, random.Random(0))
        assert isinstance(bot, SearchBot) and bot.level is level


def test_the_pure_python_expert_searches_in_pure_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """``expert-python`` is what a machine without the compiled search gets: same play, the
    pure-Python search (measured beside the compiled expert in the benches)."""
    from tutor.bots.klaverjas import search_bot

    asked: list[object] = []
    real = search_bot.Solver

    def recording(*args: object, **kw: object) -> object:
        asked.append(kw.get("compiled"))
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(search_bot, "Solver", recording)
    s = position(ENDING)
    bot = make_bot("klaverjassen", "expert-python", random.Random(1))
    assert bot.advise(s.view(0)).chosen == parse_card("♠A")
    assert asked and set(asked) == {False}


@needs_c
def test_a_first_trick_budget_searches_more_deals_only_in_the_first_trick() -> None:
    """``expert-first`` (a trial) is the expert with four times the budget in the first trick:
    where the expert's budget stops it short at the opening lead, it searches more deals;
    later in the deal both search the same."""
    assert LEVELS["expert"].node_budget == EXPERT_NODES
    assert LEVELS["expert-first"].first_trick_budget == 4 * EXPERT_NODES
    s = KlaverjasState(KlaverjasRules(deals=1), 7000, dealer=0)
    s.apply(s.legal_actions()[0])  # the first player's first suit: verplicht, a trump call
    lead = s.view(s.to_move())  # type: ignore[arg-type]
    n = {name: SearchBot(LEVELS[name], random.Random(1)).advise(lead).actions[0].samples
         for name in ("expert", "expert-first")}
    assert n["expert"] < n["expert-first"] <= LEVELS["expert"].samples
    bot = SearchBot(LEVELS["expert-first"], random.Random(1))
    assert bot._budget(8) == (4 * EXPERT_NODES, 8)
    assert bot._budget(7) == bot._budget() == (EXPERT_NODES, 8)
