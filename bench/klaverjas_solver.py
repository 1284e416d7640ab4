"""Open-cards solver times and values: ours beside the reference solver, in one run.

    .venv/bin/python bench/klaverjas_solver.py [--deals 50] [--starts 1,3,5] [--python]

The positions are the reference bench's: its 50 seeded deals, played at random to the start of
trick 1, 3 and 5. Each position is solved by the reference (full-window alpha-beta, as its bench
does) and by ours (compiled search; ``--python`` for our pure-Python path), one after the other,
and every value must agree. Prints medians, 90th percentiles and the ratio of medians.
``--check``: exit 1 on any value that disagrees and, for the compiled search, when its median from
trick 1 or 3 is over half the reference's.
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
from typing import Any

from bench_stats import pct

from tutor.games.klaverjas.solver import Solver, SolverPosition, compiled_available

REFERENCE = Path(__file__).resolve().parent.parent.parent / "shared" / "reference"
#: The compiled search's median from tricks 1 and 3: at most this share of the reference's.
RATIO_TARGET = 0.5


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--starts", default="1,3,5")
    ap.add_argument("--python", action="store_true", help="our pure-Python path")
    ap.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    a = ap.parse_args()
    if not (REFERENCE / "klaverjas" / "bench.py").exists():
        sys.exit("../shared/reference is needed for the side-by-side run")
    sys.path.insert(0, str(REFERENCE))
    kj: Any = importlib.import_module("klaverjas.engine")
    ref_bench: Any = importlib.import_module("klaverjas.bench")
    ref_solver: Any = importlib.import_module("klaverjas.solver")
    compiled = compiled_available() and not a.python
    deals = ref_bench.deals(a.deals, a.seed)
    rules = [kj.Rules(t) for t in range(4)]
    out: dict[str, Any] = {"ours": "compiled" if compiled else "pure Python"}
    for start in (int(x) for x in a.starts.split(",")):
        ours_t, ref_t, mismatches = [], [], 0
        for i, (hands, trump) in enumerate(deals):
            hs, leader, _ = kj.play_random_tricks(hands, rules[trump],
                                                  random.Random(1000 * i + 7), start - 1)
            t0 = time.perf_counter()
            ref_v, _, _ = ref_solver.solve_position(hs, trump, leader, "ab")
            ref_t.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            our_v = Solver(SolverPosition(tuple(hs), trump, leader), compiled=compiled).value()
            ours_t.append(time.perf_counter() - t0)
            mismatches += our_v != ref_v
        out[f"trick{start}"] = {
            "reference_median_s": round(statistics.median(ref_t), 5),
            "ours_median_s": round(statistics.median(ours_t), 5),
            "reference_p90_s": round(pct(ref_t, 0.9), 5),
            "ours_p90_s": round(pct(ours_t, 0.9), 5),
            "ratio_of_medians": round(statistics.median(ours_t) / statistics.median(ref_t), 4),
            "positions": len(deals), "value_mismatches": mismatches,
        }
    print(json.dumps(out, indent=1))
    missed = [f"trick {k[5:]}: {v['value_mismatches']} values disagree"
              for k, v in out.items() if isinstance(v, dict) and v["value_mismatches"]]
    if compiled:
        missed += [f"trick {k[5:]}: ratio {v['ratio_of_medians']} over {RATIO_TARGET}"
                   for k, v in out.items() if k in ("trick1", "trick3")
                   and v["ratio_of_medians"] > RATIO_TARGET]
    for m in missed:
        print(f"target missed: {m}", file=sys.stderr)
    return 1 if a.check and missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
