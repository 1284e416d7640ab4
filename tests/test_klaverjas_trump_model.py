"""The fitted trump model: its features, the shipped data, how the expert uses it, and the
script that fits it."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.bots.klaverjas.search_bot import LEVELS, SearchBot
from tutor.bots.klaverjas.trump_model import FEATURES, features, from_json, shipped
from tutor.cards import parse_card
from tutor.games.klaverjas.engine import INDEX, KlaverjasState
from tutor.games.klaverjas.rules import KlaverjasRules
from tutor.games.klaverjas.solver import compiled_available

ROOT = Path(__file__).resolve().parent.parent


def mask(*cards: str) -> int:
    return sum(1 << INDEX[parse_card(c)] for c in cards)


def test_features_of_a_hand() -> None:
    # ♥J ♥9 ♥7 trumps; ♠A ♠10 (ten with its ace); ♦10 bare; ♣K ♣Q; no void.
    hand = mask("♥J", "♥9", "♥7", "♠A", "♠10", "♦10", "♣K", "♣Q")
    got = dict(zip(FEATURES, features(hand, parse_card("♥7").suit.value, 0), strict=True))
    assert got == {
        "bias": 1.0, "trump_jack": 1.0, "trump_nine": 1.0, "trump_ace": 0.0, "trump_ten": 0.0,
        "trump_king": 0.0, "trump_queen": 0.0, "trump_low": 1.0, "trumps_squared": 9.0,
        "jack_and_nine": 1.0, "side_aces": 1.0, "side_tens": 2.0, "side_tens_with_ace": 1.0,
        "side_tens_bare": 1.0, "side_kings": 1.0, "side_voids": 0.0, "side_singletons": 1.0,
        "second_hand": 0.0, "third_hand": 0.0, "fourth_hand": 0.0}
    # The same hand with ♣ as trump: two trumps (K, Q), three side suits, ♥ and ♠ and ♦.
    clubs = dict(zip(FEATURES, features(hand, parse_card("♣K").suit.value, 3), strict=True))
    assert clubs["trump_king"] == clubs["trump_queen"] == 1.0 and clubs["trumps_squared"] == 4.0
    assert clubs["trump_jack"] == 0.0 and clubs["fourth_hand"] == 1.0
    assert clubs["side_tens_bare"] == 1.0 and clubs["side_singletons"] == 1.0


def test_the_shipped_model_prefers_the_strong_trump_suit() -> None:
    m = shipped()
    assert len(m.coefficients) == len(FEATURES) and m.deal_sd > m.model_sd > 0
    hand = mask("♥J", "♥9", "♥A", "♥10", "♠A", "♦A", "♣7", "♠8")
    hearts = parse_card("♥J").suit.value
    values = {s: m.predict(hand, s, 0) for s in range(4)}
    assert max(values, key=lambda s: values[s]) == hearts
    assert values[hearts] > 0 > min(values.values())
    # The Jack and the Nine of trumps are the strongest trump cards in the fit, too.
    coef = dict(zip(FEATURES, m.coefficients, strict=True))
    assert coef["trump_jack"] > coef["trump_king"] and coef["trump_nine"] > coef["trump_queen"]


def test_combine_weighs_the_prediction_as_deals() -> None:
    m = shipped()
    assert m.combine(50.0, -100.0, 0) == pytest.approx(50.0)
    w = m.prior_deals
    assert m.combine(50.0, -100.0, round(w)) == pytest.approx(
        (w * 50 - 100 * round(w)) / (w + round(w)))
    assert abs(m.combine(50.0, -100.0, 100_000) + 100.0) < 1.0


def test_a_model_with_other_features_is_refused() -> None:
    data = json.loads((ROOT / "tutor/bots/klaverjas/trump_model.json").read_text("utf-8"))
    data["features"] = data["features"][:-1]
    with pytest.raises(ValueError, match="features"):
        from_json(json.dumps(data))


@pytest.mark.skipif(not compiled_available(), reason="compiled search not built")
def test_the_expert_explains_its_call_with_the_model() -> None:
    s = KlaverjasState(KlaverjasRules(deals=1), 3)
    view = s.view(s.to_move())
    advice = SearchBot(LEVELS["expert"], random.Random(2)).advise(view)
    assert advice.chosen in view.legal_actions
    # Three suits searched, each with the model's prediction beside the search's mean; the
    # fourth valued by the model alone.
    assert sum("fitted trump model" in r for r in advice.reasons) == 3
    notes = [n for av in advice.actions for n in av.notes]
    assert sum("not searched: the fitted trump model" in n for n in notes) == 1
    old = SearchBot(LEVELS["expert-v1"], random.Random(2)).advise(view)
    assert not any("fitted trump model" in r for r in old.reasons)


@pytest.mark.skipif(not compiled_available(), reason="compiled search not built")
def test_the_fitting_script_runs(tmp_path: Path) -> None:
    data = tmp_path / "t.jsonl"
    out = tmp_path / "m.json"
    script = str(ROOT / "bench" / "fit_klaverjas_trump.py")
    subprocess.run([sys.executable, script, "solve", "--hands", "5", "--jobs", "1",
                    "--out", str(data)], check=True, capture_output=True)
    rows = [json.loads(x) for x in data.read_text("utf-8").splitlines()]
    assert len(rows) == 5 and all(len(r["values"]) == 2 and len(r["values"][0]) == 4
                                   for r in rows)
    r = subprocess.run([sys.executable, script, "fit", "--data", str(data), "--write", str(out)],
                       check=True, capture_output=True, text=True)
    assert "held-out call" in r.stdout
    assert from_json(out.read_text("utf-8")).coefficients


def test_ridge_recovers_a_known_fit() -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from fit_klaverjas_trump import ridge
    finally:
        sys.path.pop(0)
    rng = random.Random(1)
    xs = [(1.0, rng.random(), rng.random()) for _ in range(200)]
    ys = [3 + 2 * a - 5 * b for _, a, b in xs]
    w = ridge(xs, ys, 0.0)
    assert w == pytest.approx([3, 2, -5], abs=1e-6)


def test_without_the_compiled_search_the_model_alone_calls() -> None:
    s = KlaverjasState(KlaverjasRules(deals=1), 3)
    view = s.view(s.to_move())
    bot = SearchBot(LEVELS["expert-python"], random.Random(2))
    advice = bot.advise(view)
    hand = sum(1 << INDEX[c] for c in view.hand)
    m = shipped()
    place = (view.seat - view.dealer - 1) % 4
    best = max(range(4), key=lambda t: m.predict(hand, t, place))
    assert advice.chosen.suit.value == best
    assert advice.reasons[0].startswith("Judged from your hand alone")
    assert sum("no deals searched" in r for r in advice.reasons) == 4


@pytest.mark.skipif(not compiled_available(), reason="compiled search not built")
def test_the_losses_bench_compares_trump_calls() -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from klaverjas_losses import PlayRule, TrumpMethod, measure
    finally:
        sys.path.pop(0)
    r = measure(3, "beginner", 1, TrumpMethod.VERPLICHT, PlayRule.ROTTERDAM, against="random",
                calls_only=True)
    assert list(r["kinds"]) == ["trump call (verplicht)"]
    row = r["kinds"]["trump call (verplicht)"]
    assert row["decisions"] == 3 and row["per_deal"] >= 0 and row["against_per_deal"] >= 0
    p = r["paired"]
    assert p["low"] <= p["mean"] <= p["high"]
    assert p["mean"] == pytest.approx(row["per_deal"] - row["against_per_deal"], abs=0.02)


@pytest.mark.skipif(not compiled_available(), reason="compiled search not built")
def test_the_call_headroom_bench_values_both_calls_on_the_same_deals() -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        from klaverjas_call_headroom import KlaverjasRules, TrumpMethod, one_hand
    finally:
        sys.path.pop(0)
    rules = KlaverjasRules(trump_method=TrumpMethod.VERPLICHT, deals=1)
    rows = [one_hand(seed, 3, "beginner", rules) for seed in range(4)]
    for r in rows:
        assert r["same"] in (0.0, 1.0)
        # Measured on the deals that chose the best suit, no call beats it.
        assert r["in_sample"] >= 0
        if r["same"]:
            assert r["in_sample"] == 0
    assert one_hand(2, 3, "beginner", rules) == rows[2]  # seeded: the same figures again


def test_without_the_compiled_search_the_expert_searches_three_tricks_deep(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tutor.bots.klaverjas import search_bot

    monkeypatch.setattr(search_bot, "compiled_available", lambda: False)
    assert "pure Python" in search_bot.machine_note()
    s = KlaverjasState(KlaverjasRules(deals=1), 5)
    s.apply(s.legal_actions()[0])  # trump fixed: the first trick's lead
    view = s.view(s.to_move())
    advice = SearchBot(LEVELS["expert"], random.Random(1)).advise(view)
    assert advice.chosen in view.legal_actions
    assert any("searched 3 tricks ahead" in r for r in advice.reasons)
    monkeypatch.undo()
    assert ("pure Python" in search_bot.machine_note()) != compiled_available()


def _maken(south: str) -> KlaverjasState:
    """Maken, East dealt: South calls first with ``south``, the rest of the pack to the others."""
    from tutor.cards import parse_cards
    from tutor.games.klaverjas.engine import CARDS
    from tutor.games.klaverjas.rules import TrumpMethod

    mine = parse_cards(south)
    rest = [c for c in CARDS if c not in mine]
    hands = [rest[0:8], rest[8:16], list(mine), rest[16:24]]
    return KlaverjasState.from_hands(KlaverjasRules(trump_method=TrumpMethod.MAKEN, deals=1),
                                     hands, dealer=1)


@pytest.mark.parametrize("level", ["expert", "expert-python"])
def test_the_expert_values_passing_by_what_the_others_would_do(level: str) -> None:
    if level == "expert" and not compiled_available():
        pytest.skip("compiled search not built")
    from tutor.games.klaverjas.engine import PASS

    weak = _maken("♠7 ♠8 ♣7 ♣8 ♦7 ♦8 ♥7 ♥8")
    assert weak.to_move() == 2
    advice = SearchBot(LEVELS[level], random.Random(3)).advise(weak.view(2))
    assert advice.chosen == PASS
    pass_value = advice.value_of(PASS)
    assert pass_value.value > max(av.value for av in advice.actions if av.action != PASS)
    assert any(r.startswith("Passing: in ") for r in advice.reasons)
    strong = _maken("♥J ♥9 ♥A ♥10 ♥K ♠A ♦A ♣A")
    advice = SearchBot(LEVELS[level], random.Random(3)).advise(strong.view(2))
    assert advice.chosen != PASS and advice.chosen.suit == parse_card("♥J").suit
    assert advice.value_of(PASS).value < advice.actions[0].value
