"""Where a Klaverjassen level loses points: per kind of decision, what it gives away against the
open-cards choice in the same position.

    .venv/bin/python bench/klaverjas_losses.py [--deals 40] [--level expert] [--seed 1]
        [--against club] [--method verplicht|draaien|maken] [--play rotterdam|amsterdam]
        [--calls-only] [--json] [--check]

The level plays at all four seats through seeded single deals (dealers in turn). At each of its
decisions with more than one legal action, every legal action is valued as the open-cards bot
values it, with every hand open: a card by the exact solver (the deal's result for the mover's
team, nat and pit included), a trump call or a pass by letting the open-cards bot make the calls
still to come and solving the deal from its first trick. The loss of a decision is the best
action's value minus the chosen action's (never below zero). It is a measure against perfect
information, not against the best play without it: a card that loses only when the hidden hands
lie a certain way counts as a loss where they lie so.

Decisions are sorted into kinds, each for the team that went and for the defence: the trump call
(per method), the opening lead, a later lead, following suit, a card when void in the suit led
(a trump, or a discard: the signals are among these, as `void, partner winning`), and the ending
(the last three tricks, whatever the card). Printed per kind: decisions, the share that lost
points, the mean loss, and the loss per deal; the kinds add up to the whole. With ``--against``,
another level is asked for its choice at each of the same decisions (from the same view) and its
loss is valued alike: a paired comparison, decision by decision, on the positions the first level
reached, with the 95% interval of the difference a deal. ``--calls-only`` values the trump
decisions only and stops each deal once trump is fixed (quick enough for hundreds of deals).

--check: exit 1 unless every loss is at least 0, the kinds add up to the total, and on the first
deals the open-cards bot itself, measured the same way, loses nothing (the valuation agrees with
the bot it copies).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import defaultdict
from typing import Any

from tutor.bots.klaverjas.cheat import OpenCardsBot
from tutor.bots.registry import make_bot
from tutor.games.klaverjas.engine import INDEX, KlaverjasState, Phase
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule, TrumpMethod
from tutor.games.klaverjas.solver import Objective, Solver, SolverPosition

ENDING = 6  # the last three tricks


def team_sign(seat: int) -> int:
    return 1 if seat % 2 == 0 else -1


def solved(st: KlaverjasState) -> int:
    """The deal's result, N-S minus E-W, with every hand open from here."""
    return int(Solver(SolverPosition.from_state(st), objective=Objective.RESULT).value())


def after_call(st: KlaverjasState, action: Any, judge: OpenCardsBot) -> int:
    """The deal's result (N-S minus E-W) after ``action`` when the open-cards bot makes every
    call still to come and the play is perfect."""
    st = st.clone()
    st.apply(action)
    while st.phase is Phase.CALL:
        st.apply(judge.choose_from_state(st))
    if st.phase is not Phase.PLAY:
        return 0  # nobody played the deal
    return solved(st)


def values(st: KlaverjasState, judge: OpenCardsBot) -> dict[Any, int]:
    """Every legal action's value for the mover's team."""
    seat = st.to_move()
    assert seat is not None
    sign = team_sign(seat)
    if st.phase is Phase.CALL:
        return {a: sign * after_call(st, a, judge) for a in st.legal_actions()}
    moves = Solver(SolverPosition.from_state(st), objective=Objective.RESULT).move_values()
    return {a: sign * moves[INDEX[a]] for a in st.legal_actions()}


def kind_of(st: KlaverjasState) -> str:
    """The kind of the decision to be made (module docstring)."""
    seat = st.to_move()
    assert seat is not None
    if st.phase is Phase.CALL:
        return f"trump call ({st.rules.trump_method.value})"
    side = "going" if seat % 2 == st.going % 2 else "defence"
    trick_no = len(st.tricks) + 1
    if trick_no >= ENDING:
        return f"ending, tricks {ENDING}-8 ({side})"
    if not st.trick:
        return f"opening lead ({side})" if trick_no == 1 else f"lead ({side})"
    led = st.trick[0] >> 3
    if st.hands[seat] >> (led * 8) & 0xFF:
        return f"follow suit ({side})"
    partner_wins = st.win_seat == (seat + 2) % 4
    return f"void, partner winning ({side})" if partner_wins else f"void ({side})"


def measure(deals: int, level: str, seed: int, method: TrumpMethod, play: PlayRule,
            against: str = "", calls_only: bool = False) -> dict[str, Any]:
    rules = KlaverjasRules(play=play, trump_method=method, deals=1)
    judge = OpenCardsBot(random.Random(0))
    rows: dict[str, list[float]] = defaultdict(list)
    other_rows: dict[str, list[float]] = defaultdict(list)
    total = 0.0
    paired: list[float] = []  # per deal: the level's loss minus the other level's
    problems: list[str] = []
    t0 = time.perf_counter()
    for i in range(deals):
        st = KlaverjasState(rules, seed * 1000 + i, dealer=i % 4)
        bots = [make_bot("klaverjassen", level, random.Random(f"{seed}:{i}:{s}"))
                for s in range(4)] if level != "open-cards" else []
        others = [make_bot("klaverjassen", against, random.Random(f"{seed}:{i}:{s}:b"))
                  for s in range(4)] if against else []
        diff = 0.0
        while not st.is_terminal():
            if calls_only and st.phase is not Phase.CALL:
                break
            seat = st.to_move()
            assert seat is not None
            if level == "open-cards":
                action = judge.choose_from_state(st)
            else:
                action = bots[seat].choose(st.view(seat))
            if len(st.legal_actions()) > 1:
                vals = values(st, judge)
                loss = max(vals.values()) - vals[action]
                if loss < 0:
                    problems.append(f"deal {i}: a negative loss {loss}")
                rows[kind_of(st)].append(float(loss))
                total += loss
                if others:
                    theirs = others[seat].choose(st.view(seat))
                    their_loss = float(max(vals.values()) - vals[theirs])
                    other_rows[kind_of(st)].append(their_loss)
                    diff += loss - their_loss
            st.apply(action)
        paired.append(diff)
    kinds = {}
    for k in sorted(rows, key=lambda k: -sum(rows[k])):
        losses = rows[k]
        kinds[k] = {"decisions": len(losses),
                    "lost_share": round(sum(1 for x in losses if x > 0) / len(losses), 3),
                    "mean_loss": round(sum(losses) / len(losses), 2),
                    "per_deal": round(sum(losses) / deals, 2)}
        if other_rows:
            kinds[k]["against_per_deal"] = round(sum(other_rows[k]) / deals, 2)
    added = sum(sum(v) for v in rows.values())
    if abs(added - total) > 1e-6:
        problems.append(f"the kinds add up to {added}, the total is {total}")
    mean = sum(paired) / deals
    se = (sum((x - mean) ** 2 for x in paired) / (deals - 1) / deals) ** 0.5 if deals > 1 else 0
    return {"level": level, "against": against, "deals": deals, "seed": seed,
            "calls_only": calls_only,
            "paired": {"mean": round(mean, 2), "low": round(mean - 1.96 * se, 2),
                       "high": round(mean + 1.96 * se, 2)} if against else None,
            "method": method.value,
            "play": play.value, "loss_per_deal": round(total / deals, 2), "kinds": kinds,
            "seconds": round(time.perf_counter() - t0, 1), "problems": problems}


def show(r: dict[str, Any]) -> None:
    print(f"{r['level']}, {r['play']}, {r['method']}: {r['loss_per_deal']:.1f} points a deal "
          f"given away against the open-cards choice ({r['deals']} deals, {r['seconds']:.0f} s)")
    other = r["against"]
    head = f" {other + ', same decisions':>24}" if other else ""
    print(f"  {'kind':40} {'decisions':>9} {'lost':>6} {'mean':>6} {'per deal':>9}{head}")
    for k, row in r["kinds"].items():
        theirs = f" {row['against_per_deal']:24.2f}" if other else ""
        print(f"  {k:40} {row['decisions']:9d} {row['lost_share']:6.0%} "
              f"{row['mean_loss']:6.2f} {row['per_deal']:9.2f}{theirs}")
    if other:
        mine = sum(row["per_deal"] for row in r["kinds"].values())
        theirs_all = sum(row["against_per_deal"] for row in r["kinds"].values())
        print(f"  at the same decisions: {r['level']} {mine:.1f}, {other} {theirs_all:.1f} "
              f"points a deal")
        p = r["paired"]
        print(f"  {r['level']} minus {other}: {p['mean']:+.1f} a deal "
              f"(95% interval {p['low']:+.1f} to {p['high']:+.1f}; below zero: "
              f"{r['level']} gives away less)")
    for p in r["problems"]:
        print(f"  PROBLEM: {p}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--against", default="", help="another level asked at the same decisions")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--method", default="verplicht", choices=[m.value for m in TrumpMethod])
    ap.add_argument("--play", default="rotterdam", choices=[p.value for p in PlayRule])
    ap.add_argument("--calls-only", action="store_true", help="the trump decisions only")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--check", action="store_true", help="exit 1 when the values disagree")
    args = ap.parse_args(argv)
    method, play = TrumpMethod(args.method), PlayRule(args.play)
    r = measure(args.deals, args.level, args.seed, method, play, args.against, args.calls_only)
    if args.json:
        print(json.dumps(r, indent=1))
    else:
        show(r)
    if not args.check:
        return 0
    bad = list(r["problems"])
    ceiling = measure(min(args.deals, 3), "open-cards", args.seed, method, play,
                      calls_only=args.calls_only)
    if ceiling["loss_per_deal"] != 0:
        bad.append(f"the open-cards bot loses {ceiling['loss_per_deal']} a deal by its own values")
    for b in bad:
        print(f"check failed: {b}", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
