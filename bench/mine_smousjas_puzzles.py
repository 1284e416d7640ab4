"""Mine Smousjas and Vijfhonderden puzzle candidates from seeded bot games.

    .venv/bin/python bench/mine_smousjas_puzzles.py [--rule-set smousjas] [--games 20]
        [--seed 1] [--bot club] [--samples 60] [--threshold 8]
        [--kinds ending,first-trick,choose,swap,reject,declare] [--cards 5]

Both players follow a bot level (``club`` by default) through seeded deals. At every decision of
the chosen kinds the position is valued as a puzzle's proof values it
(``tutor.teach.adapters.smousjas_proof``), from the mover's view:

* ``ending``: phase 2 with at most ``--cards`` cards in each hand, valued exactly; kept when one
  action beats every other by ``--threshold`` points and the beginner's rule of thumb (the
  highest card of the longest suit; win as cheaply as possible, else throw the cheapest) plays
  another card, so the position teaches something.
* ``first-trick``: the first trick of phase 2 with a declaration or a rejection to choose,
  valued exactly.
* ``choose``: the trick winner between the last covered card and the turned trump; ``swap``: the
  trump-7 swap is allowed; ``reject``: a rejection is allowed; ``declare``: the leader may declare
  in phase 1. These are valued over the unseen cards (every way they may lie when at most
  ``--samples`` fit, else a sample), each action played out by the proof's plain policy and
  solved once the stock is empty.

With ``--unique`` only positions with one best action are kept. A candidate is printed in the
puzzle TOML format with the proof's words, without title, themes, level or explanation: a mined
position becomes a puzzle only once those are written for it, and ``tutor check`` rejects it
until then. This is a long-running tool, not a test.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from typing import Any

from tutor.bots.registry import make_bot
from tutor.bots.smousjas.policy import beginner_phase2
from tutor.games.smousjas import engine as se
from tutor.games.smousjas.melds import CARDS
from tutor.games.smousjas.notation import format_position
from tutor.games.smousjas.rules import SmousjasRules
from tutor.teach.adapters import smousjas_proof as P

NOTE = ("# A mined position becomes a puzzle only with a title, themes, a level and an\n"
        "# explanation written for it; `tutor check` rejects it until then.")


def kinds_of(st: se.SmousjasState, cards: int) -> list[str]:
    legal = st.legal_actions()
    if len(legal) < 2 or any(isinstance(a, se.Out) for a in legal):
        return []
    seat = st.to_move()
    assert seat is not None
    if st.phase == 2:
        if st.declaring_open() and any(isinstance(a, se.Declare | se.Reject) for a in legal):
            return ["first-trick"]
        if st.hands[seat].bit_count() <= cards:
            return ["ending"]
        return []
    out = []
    if st.choosing:
        out.append("choose")
    if any(isinstance(a, se.Swap) for a in legal):
        out.append("swap")
    if any(isinstance(a, se.Reject) for a in legal):
        out.append("reject")
    if any(isinstance(a, se.Declare) for a in legal):
        out.append("declare")
    return out


def plain_card(st: se.SmousjasState) -> Any:
    """The beginner's phase-2 card (the highest of the longest suit; win cheaply, else throw)."""
    seat = st.to_move()
    assert seat is not None
    led = st.trick[0] if st.trick else -1
    card, _ = beginner_phase2(st.hands[seat], st.legal_mask(), led, st.t)
    return se.Play(CARDS[card])


def candidate(st: se.SmousjasState, kind: str, samples: int, threshold: float,
              seed: str) -> tuple[list[Any], str] | None:
    """The best actions and the proof's words, when clear enough to be a puzzle."""
    if st.phase == 2:
        values = P.exact_values(st)
        top = max(values.values())
        best = [a for a, v in values.items() if v == top]
        rest = [v for a, v in values.items() if v < top]
        if not rest or top - max(rest) < threshold:
            return None
        if kind == "ending" and plain_card(st) in best:
            return None
        proof = P.prove_exact(st, best, threshold)
        return (best, proof.reason) if proof.proven else None
    mover = st.to_move()
    assert mover is not None
    layouts, total = P.layouts_for(st, True, [], seed=seed, limit=samples)
    per = {a: [P.play_out(st, a, lay) for lay in layouts] for a in st.legal_actions()}
    means = {a: sum(v) / len(v) for a, v in per.items()}
    top = max(means.values())
    best = [a for a, v in means.items() if abs(v - top) < 1e-9]
    rest = [v for a, v in means.items() if abs(v - top) >= 1e-9]
    if not rest or top - max(rest) < threshold:
        return None
    proof = P.prove_sampled(st, best, layouts, total, threshold)
    return (best, proof.reason) if proof.proven else None


def position_text(st: se.SmousjasState) -> str:
    text = format_position(st)
    lines = [ln for ln in text.splitlines() if ln and not ln.endswith(" position")
             and not ln.startswith("seed:")]
    if st.phase == 1:
        lines = [re.sub(r"^stock: .*", f"stock: {len(st.stock)} cards", ln) for ln in lines]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--rule-set", default="smousjas")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bot", default="club")
    ap.add_argument("--samples", type=int, default=60)
    ap.add_argument("--threshold", type=float, default=8.0)
    ap.add_argument("--kinds", default="ending,first-trick,choose,swap,reject,declare")
    ap.add_argument("--cards", type=int, default=5)
    ap.add_argument("--unique", action="store_true", help="keep only one best action")
    ap.add_argument("--stock", type=int, default=5,
                    help="phase-1 kinds only with at most this many covered cards left")
    args = ap.parse_args(argv)
    kinds = set(args.kinds.split(","))
    print(NOTE)
    start = time.time()
    found = 0
    for g in range(args.seed, args.seed + args.games):
        rules = SmousjasRules.from_dict({"rule-set": args.rule_set, "deals": 1})
        st = se.SmousjasState(rules, g)
        bots = [make_bot(args.rule_set, args.bot, random.Random(f"{g}:{s}")) for s in (0, 1)]
        step = 0
        while not st.over and st.deal_count == 1:
            seat = st.to_move()
            assert seat is not None
            wanted = [k for k in kinds_of(st, args.cards) if k in kinds]
            if st.phase == 1 and len(st.stock) > args.stock:
                wanted = []
            for kind in wanted:
                got = candidate(st, kind, args.samples, args.threshold, f"mine:{g}:{step}")
                if got is None:
                    continue
                found += 1
                best, reason = got
                if args.unique and len(best) > 1:
                    continue
                answers = ", ".join(f'"{st.format_action(a)}"' for a in best)
                print(f"\n[[puzzle]]\n# game {g}, step {step}: {kind}; {reason}")
                print(f'id = "{args.rule_set[:2]}-mined-{g}-{step}"\nkind = "best"\n'
                      f'hide = "others"')
                print(f'to-move = "P{seat + 1}"\nanswer = [{answers}]')
                print(f'position = """\n{position_text(st)}\n"""', flush=True)
                break
            st.apply(bots[seat].choose(st.view(seat)))
            step += 1
    print(f"\n# {found} candidate(s) in {time.time() - start:.0f} s", file=sys.stderr)
    return 0




if __name__ == "__main__":
    raise SystemExit(main())
