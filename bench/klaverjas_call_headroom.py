"""How much a Klaverjassen level's trump call could gain from the hand alone, by searching more.

    .venv/bin/python bench/klaverjas_call_headroom.py [--hands 40] [--deals 32] [--level expert]
        [--seed 1] [--play rotterdam|amsterdam] [--json] [--check]

Under verplicht the first player must choose trump from the hand. For each of ``--hands`` seeded
deals the level makes that call; then twice ``--deals`` deals of the other cards, consistent with
the hand, are each solved with open cards (the true result, nat and pit) for all four suits. A
caller that searched ``--deals`` deals per suit, every suit, would pick the best suit on one half;
its pick and the level's are both valued on the other half (and the halves swapped), so the
difference is an unbiased estimate of what that wider search gains over the level's call, the
later play being perfect on both sides. Also printed: how often the level's suit is the best on
all the deals, and the same gain measured on the deals that chose it (biased upward: it is the
most a caller could gain that knew the hand's worth per suit to that precision).

--check: exit 1 when the wider search measurably beats the level's call (the 95% interval of its
gain above zero): the call is then where the level has points to find.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from tutor.bots.klaverjas.knowledge import read
from tutor.bots.klaverjas.sampling import sample_deals
from tutor.bots.registry import make_bot
from tutor.bots.tournament import summarise
from tutor.games.klaverjas.engine import KlaverjasState, Phase, TrumpCall
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule, TrumpMethod
from tutor.games.klaverjas.solver import Objective, Solver, SolverPosition


def one_hand(seed: int, deals: int, level: str, rules: KlaverjasRules) -> dict[str, float]:
    st = KlaverjasState(rules, seed, dealer=seed % 4)
    assert st.phase is Phase.CALL
    seat = st.to_move()
    assert seat is not None
    view = st.view(seat)
    call = make_bot("klaverjassen", level, random.Random(seed)).choose(view)
    assert isinstance(call, TrumpCall) and call.suit is not None
    chosen = call.suit.value
    leader = (st.dealer + 1) % 4
    sign = 1 if seat % 2 == 0 else -1
    sampled = sample_deals(read(view), random.Random(10_000 + seed), 2 * deals)
    values = [[sign * Solver(SolverPosition(d, s, leader, (), rules.play, rules.four_jacks_200,
                                            seat), objective=Objective.RESULT).value()
               for s in range(4)] for d in sampled]
    half_a, half_b = values[:deals], values[deals:]

    def means(rows: list[list[int]]) -> list[float]:
        return [sum(r[s] for r in rows) / len(rows) for s in range(4)]

    ma, mb, mall = means(half_a), means(half_b), means(values)
    best_a = max(range(4), key=lambda s: ma[s])
    best_b = max(range(4), key=lambda s: mb[s])
    gain = 0.5 * ((mb[best_a] - mb[chosen]) + (ma[best_b] - ma[chosen]))
    best_all = max(range(4), key=lambda s: mall[s])
    return {"gain": gain, "same": float(best_all == chosen),
            "in_sample": mall[best_all] - mall[chosen], "chosen_value": mall[chosen]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--deals", type=int, default=32)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--play", choices=[p.value for p in PlayRule], default="rotterdam")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    if args.hands < 2 or args.deals < 1:
        ap.error("--hands needs 2 or more (for an interval) and --deals 1 or more")
    rules = KlaverjasRules(play=PlayRule(args.play), trump_method=TrumpMethod.VERPLICHT, deals=1)
    t0 = time.perf_counter()
    rows = [one_hand(args.seed + i, args.deals, args.level, rules) for i in range(args.hands)]
    summary = summarise([r["gain"] for r in rows])
    gain, ci = summary.mean, summary.ci95
    out = {
        "level": args.level, "hands": args.hands, "deals_per_half": args.deals,
        "seed": args.seed, "play": args.play,
        "gain_of_wider_search": round(gain, 2), "ci95": round(ci, 2),
        "interval": [round(gain - ci, 2), round(gain + ci, 2)],
        "level_picks_best_on_all_deals": round(sum(r["same"] for r in rows) / len(rows), 3),
        "in_sample_gain": round(sum(r["in_sample"] for r in rows) / len(rows), 2),
        "level_call_value": round(sum(r["chosen_value"] for r in rows) / len(rows), 2),
        "seconds": round(time.perf_counter() - t0, 1),
    }
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        print(f"{args.level}'s trump call under verplicht, {args.hands} hands "
              f"(seed {args.seed}, {args.play}):")
        print(f"  a caller searching {args.deals} deals on every suit gains {gain:+.1f} a call "
              f"(95% interval {gain - ci:+.1f} to {gain + ci:+.1f}), valued on other deals")
        print(f"  {args.level} picks the suit best on all {2 * args.deals} deals in "
              f"{out['level_picks_best_on_all_deals']:.0%} of the hands; measured on those "
              f"deals it gives away {out['in_sample_gain']:.1f} a call (an upper estimate)")
    if args.check and gain - ci > 0:
        print(f"check failed: searching more measurably beats {args.level}'s call",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
