"""The pure-Python search with a horizon against the exact search: how good are its choices?

    .venv/bin/python bench/klaverjas_horizon.py [--positions 40] [--horizons 2,3,4] [--seed 1]
        [--starts 1,3] [--check]

Random deals (one random trump and going seat each) are played at random to the start of the
given tricks. At each position the exact open-cards search (compiled when built) values every
legal card for the true result; the horizon search (pure Python) picks its card. Printed per
horizon and start: how often the pick is a best card, the mean points it gives away by the exact
values, its median time and nodes. ``--check``: exit 1 when a horizon gives away more on average
than a random legal card (the estimate would be worse than guessing).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from tutor.games.klaverjas.engine import KlaverjasState, Phase
from tutor.games.klaverjas.rules import KlaverjasRules
from tutor.games.klaverjas.solver import Objective, Solver, SolverPosition


def positions(n: int, start: int, seed: int) -> list[SolverPosition]:
    out = []
    for i in range(n):
        rng = random.Random(f"horizon:{seed}:{start}:{i}")
        st = KlaverjasState(KlaverjasRules(deals=1), rng.randrange(10**6))
        while st.phase is Phase.CALL:
            st.apply(rng.choice(st.legal_actions()))
        while len(st.tricks) < start - 1:
            st.apply(rng.choice(st.legal_actions()))
        out.append(SolverPosition.from_state(st))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--positions", type=int, default=40)
    ap.add_argument("--horizons", default="2,3,4")
    ap.add_argument("--starts", default="1,3")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    bad = []
    print(f"{'start':>5} {'horizon':>7} {'best':>6} {'lost':>7} {'random':>7} "
          f"{'median s':>9} {'nodes':>8}")
    for start in (int(x) for x in a.starts.split(",")):
        poss = positions(a.positions, start, a.seed)
        exact = [Solver(p, objective=Objective.RESULT).move_values() for p in poss]
        signs = [1 if p.to_move % 2 == 0 else -1 for p in poss]
        rand_loss = statistics.fmean(
            max(s * v for v in ex.values()) - statistics.fmean(s * v for v in ex.values())
            for ex, s in zip(exact, signs, strict=True))
        for hz in (int(x) for x in a.horizons.split(",")):
            hits, lost, secs, nodes = 0, [], [], []
            for p, ex, s in zip(poss, exact, signs, strict=True):
                t0 = time.perf_counter()
                solver = Solver(p, objective=Objective.RESULT, horizon=hz)
                vals = solver.move_values()
                secs.append(time.perf_counter() - t0)
                nodes.append(solver.nodes)
                pick = max(vals, key=lambda c: s * vals[c])
                best = max(s * v for v in ex.values())
                hits += s * ex[pick] == best
                lost.append(best - s * ex[pick])
            mean_lost = statistics.fmean(lost)
            print(f"{start:5d} {hz:7d} {hits / len(poss):6.0%} {mean_lost:7.1f} {rand_loss:7.1f} "
                  f"{statistics.median(secs):9.3f} {statistics.median(nodes):8.0f}")
            if mean_lost > rand_loss:
                bad.append(f"horizon {hz} from trick {start} gives away {mean_lost:.1f}, "
                           f"a random card {rand_loss:.1f}")
    for b in bad:
        print(f"check failed: {b}", file=sys.stderr)
    return 1 if a.check and bad else 0


if __name__ == "__main__":
    sys.exit(main())
