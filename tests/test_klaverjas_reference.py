"""Cross-check with the independent reference engine in ../shared/reference (skipped if absent).

Under Rotterdam rules and default roem, our legal cards, trick points and roem must agree with the
reference on every trick of 10,000 random deals.
"""

from __future__ import annotations

import importlib
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tutor.cards import SUITS
from tutor.games.klaverjas.engine import KlaverjasState, TrickTaken, mask_cards
from tutor.games.klaverjas.rules import KlaverjasRules

REFERENCE = Path(__file__).resolve().parent.parent.parent / "shared" / "reference"

pytestmark = pytest.mark.reference


def reference_engine() -> ModuleType:
    if not (REFERENCE / "klaverjas" / "engine.py").exists():
        pytest.skip("../shared/reference is not present")
    sys.path.insert(0, str(REFERENCE))
    try:
        return importlib.import_module("klaverjas.engine")
    finally:
        sys.path.remove(str(REFERENCE))


def test_tricks_agree_with_reference_on_10000_deals() -> None:
    kj = reference_engine()
    rng = random.Random(20261129)
    ref_rules = [kj.Rules(t) for t in range(4)]
    rules = KlaverjasRules(deals=1)
    tricks_checked = 0
    for _ in range(10_000):
        hands = kj.deal(rng)
        trump = rng.randrange(4)
        st = KlaverjasState.from_hands(rules, [mask_cards(h) for h in hands], dealer=0,
                                       trump=SUITS[trump], going=rng.randrange(4))
        ref = ref_rules[trump]
        while not st.is_terminal():
            seat = st.to_move()
            assert seat is not None
            assert st.legal_mask() == ref.legal(st.hands[seat], st.trick)
            legal = st.legal_actions()
            for e in st.apply(legal[rng.randrange(len(legal))]):
                if isinstance(e, TrickTaken):
                    m = 0
                    for c in e.cards:
                        m |= 1 << (c.suit.value * 8 + c.rank - 7)
                    expected = ref.trick_value(m) + (10 if e.number == 8 else 0)
                    assert e.points + e.roem == expected
                    assert e.roem == ref.roem(m)
                    tricks_checked += 1
    assert tricks_checked == 80_000
