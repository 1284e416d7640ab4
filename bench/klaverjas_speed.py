"""Random complete Klaverjassen deals per second: ours beside the reference, in one run.

    .venv/bin/python bench/klaverjas_speed.py [--deals 2000] [--rounds 5] [--seed 2024]

Both engines play the same seeded deals (hands and trump from the reference's own dealing) with
uniformly random legal cards to the end, scoring included. Rounds alternate between the engines
so drift on a shared machine hits both alike; the median round counts. Ours goes through the
public protocol (``legal_actions`` + ``apply``, events and all). Without ``../shared/reference``
our figures are printed with a line saying the comparison is missing. ``--check``: exit 1 when
ours runs at less than a quarter of the reference's speed, and 2 when the reference is missing
(nothing to check against).
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from tutor.cards import SUITS
from tutor.games.klaverjas.engine import KlaverjasState, TrumpCall, mask_cards, new_game
from tutor.games.klaverjas.rules import KlaverjasRules

REFERENCE = Path(__file__).resolve().parent.parent.parent / "shared" / "reference"
#: Ours must run at least this share of the reference's deals a second.
TARGET_RATIO = 0.25


def reference() -> ModuleType | None:
    if not (REFERENCE / "klaverjas" / "engine.py").exists():
        return None
    sys.path.insert(0, str(REFERENCE))
    return importlib.import_module("klaverjas.engine")


def own_deals(n: int, seed: int) -> list[tuple[list[int], int]]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        cards = list(range(32))
        rng.shuffle(cards)
        hands = [0, 0, 0, 0]
        for i, c in enumerate(cards):
            hands[i >> 3] |= 1 << c
        out.append((hands, rng.randrange(4)))
    return out


def run_ours(deals: list[tuple[list[int], int]], seed: int) -> float:
    rules = KlaverjasRules(deals=1)
    rng = random.Random(seed)
    prepared = [([mask_cards(h) for h in hands], SUITS[t]) for hands, t in deals]
    t0 = time.perf_counter()
    for hands, trump in prepared:
        st = KlaverjasState.from_hands(rules, hands, dealer=0, trump=trump, going=1)
        while not st.is_terminal():
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
    return len(deals) / (time.perf_counter() - t0)


def run_ours_seeded(n: int, seed: int) -> float:
    """Including our own shuffle and the trump call, from ``new_game``."""
    rules = KlaverjasRules(deals=1)
    rng = random.Random(seed)
    t0 = time.perf_counter()
    for i in range(n):
        st = new_game(rules, seed + i)
        st.apply(TrumpCall(SUITS[i % 4]))
        while not st.is_terminal():
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
    return n / (time.perf_counter() - t0)


def run_reference(kj: Any, deals: list[tuple[list[int], int]], seed: int) -> float:
    rules = [kj.Rules(t) for t in range(4)]
    rng = random.Random(seed)
    t0 = time.perf_counter()
    for hands, trump in deals:
        kj.random_playout(hands, rules[trump], rng)
    return len(deals) / (time.perf_counter() - t0)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--check", action="store_true", help="exit 1 when the target is missed")
    a = ap.parse_args()
    kj = reference()
    if kj is None:
        print(f"{REFERENCE} is missing: our speed alone, no ratio to the reference",
              file=sys.stderr)
    if kj is not None:
        rng = random.Random(a.seed + 1)
        deals = [(kj.deal(rng), rng.randrange(4)) for _ in range(a.deals)]
    else:
        deals = own_deals(a.deals, a.seed + 1)
    ours, seeded, ref = [], [], []
    for r in range(a.rounds):
        ours.append(run_ours(deals, a.seed + r))
        seeded.append(run_ours_seeded(a.deals, a.seed + r))
        if kj is not None:
            ref.append(run_reference(kj, deals, a.seed + r))
    out: dict[str, Any] = {
        "deals_per_round": a.deals, "rounds": a.rounds,
        "ours_deals_per_s": round(statistics.median(ours)),
        "ours_seeded_deals_per_s": round(statistics.median(seeded)),
    }
    if ref:
        out["reference_deals_per_s"] = round(statistics.median(ref))
        out["ratio_ours_to_reference"] = round(statistics.median(ours) / statistics.median(ref), 3)
        out["target_ratio"] = TARGET_RATIO
    print(json.dumps(out, indent=1))
    if not a.check:
        return 0
    if not ref:
        print("cannot check: the reference is missing", file=sys.stderr)
        return 2
    if out["ratio_ours_to_reference"] < TARGET_RATIO:
        print(f"target missed: ratio {out['ratio_ours_to_reference']} under {TARGET_RATIO}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
