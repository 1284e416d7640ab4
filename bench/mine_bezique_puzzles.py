"""Mine Bezique, Rubicon Bezique and Fildinski puzzle candidates from seeded bot games.

    .venv/bin/python bench/mine_bezique_puzzles.py [--game bezique] [--games 20] [--seed 1]
        [--bot club] [--samples 60] [--threshold 10] [--kinds ending,meld,keep] [--cards 8]
        [--min-cards 1] [--stock 10] [--unique]

Both players follow a bot level (``club`` by default) through seeded deals. At every decision of
the chosen kinds the position is valued as a puzzle's proof values it
(``tutor.teach.adapters.bezique_proof``), from the mover's view:

* ``ending``: the last tricks with at most ``--cards`` cards in each hand, valued exactly; kept
  when one card beats every other by ``--threshold`` points and the beginner's rule of thumb
  plays another card, so the position teaches something. The solver's line of best play is
  printed as a comment, to write the explanation from.
* ``meld``: a trick winner with two or more melds to choose from while the stock lasts (which
  meld first); ``keep``: a card to play while the stock lasts, with melded cards on the table
  among the choices (keep or break a meld). These are valued over ``--samples`` sampled ways the
  unseen cards may lie, each action played out by the proof's rule and the last tricks solved,
  only with at most ``--stock`` covered cards left.

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

from tutor.bots.bezique.beginner import BeginnerBot
from tutor.bots.registry import make_bot
from tutor.games.bezique import engine as be
from tutor.games.bezique.notation import format_position
from tutor.games.bezique.rules import BeziqueRules
from tutor.teach.adapters import bezique_proof as P

NOTE = ("# A mined position becomes a puzzle only with a title, themes, a level and an\n"
        "# explanation written for it; `tutor check` rejects it until then.")


def kinds_of(st: be.BeziqueState, cards: int, stock: int, least: int = 1) -> list[str]:
    legal = st.legal_actions()
    if len(legal) < 2 or any(isinstance(a, be.Blanche) for a in legal):
        return []
    seat = st.to_move()
    assert seat is not None
    if st.end_phase:
        return ["ending"] if least <= st.hands[seat].bit_count() <= cards else []
    if len(st.stock) > stock:
        return []
    if sum(isinstance(a, be.Declare) for a in legal) >= 2:
        return ["meld"]
    plays = [a for a in legal if isinstance(a, be.Play)]
    if any(st.table[seat] >> be.INDEX[a.card] & 1 for a in plays):
        return ["keep"]
    return []


def line_of_play(st: be.BeziqueState) -> str:
    """Both players' best cards to the deal's end, by the exact values."""
    st = st.clone()
    cards = []
    while not st.over and st.end_phase:
        values = P.exact_values(st)
        best = max(values, key=lambda a: values[a])
        cards.append(str(best))
        st.apply(best)
    return " ".join(cards)


def candidate(st: be.BeziqueState, kind: str, samples: int, threshold: float,
              seed: str) -> tuple[list[Any], str, str] | None:
    """The best actions, the proof's words and (endings) the line of play, when clear enough."""
    mover = st.to_move()
    assert mover is not None
    if kind == "ending":
        values = P.exact_values(st)
        top = max(values.values())
        best = [a for a, v in values.items() if v == top]
        rest = [v for v in values.values() if v < top]
        if not rest or top - max(rest) < threshold:
            return None
        plain = BeginnerBot().choose(st.view(mover))
        if plain in best:
            return None
        proof = P.prove_exact(st, best, threshold)
        return (best, proof.reason, line_of_play(st)) if proof.proven else None
    layouts = P.deal_layouts(st, True, samples, seed)
    per = {a: [P.play_out(lay, a, mover) for lay in layouts] for a in st.legal_actions()}
    means = {a: sum(v) / len(v) for a, v in per.items()}
    top = max(means.values())
    best = [a for a, v in means.items() if abs(v - top) < 1e-9]
    rest = [v for a, v in means.items() if abs(v - top) >= 1e-9]
    if not rest or top - max(rest) < threshold:
        return None
    proof = P.prove_sampled(st, best, layouts, threshold)
    return (best, proof.reason, "") if proof.proven else None


def position_text(st: be.BeziqueState) -> str:
    text = format_position(st)
    lines = [ln for ln in text.splitlines() if ln and not ln.endswith(" position")
             and not ln.startswith("seed:")]
    if st.stock:
        lines = [re.sub(r"^stock: .*", f"stock: {len(st.stock)} cards", ln) for ln in lines]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--game", default="bezique", choices=("bezique", "rubicon", "fildinski"))
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bot", default="club")
    ap.add_argument("--samples", type=int, default=60)
    ap.add_argument("--threshold", type=float, default=10.0)
    ap.add_argument("--kinds", default="ending,meld,keep")
    ap.add_argument("--cards", type=int, default=8)
    ap.add_argument("--min-cards", type=int, default=1,
                    help="endings only with at least this many cards in the mover's hand")
    ap.add_argument("--stock", type=int, default=10,
                    help="stock kinds only with at most this many covered cards left")
    ap.add_argument("--unique", action="store_true", help="keep only one best action")
    args = ap.parse_args(argv)
    kinds = set(args.kinds.split(","))
    print(NOTE)
    start = time.time()
    found = 0
    for g in range(args.seed, args.seed + args.games):
        rules = BeziqueRules.from_dict({"rule-set": args.game, "deals": 1})
        st = be.BeziqueState(rules, g)
        bots = [make_bot(args.game, args.bot, random.Random(f"{g}:{s}")) for s in (0, 1)]
        step = 0
        done: set[str] = set()
        while not st.over and st.deal_count == 1:
            seat = st.to_move()
            assert seat is not None
            wanted = [k for k in kinds_of(st, args.cards, args.stock, args.min_cards)
                      if k in kinds and k not in done]
            for kind in wanted:
                got = candidate(st, kind, args.samples, args.threshold, f"mine:{g}:{step}")
                if got is None:
                    continue
                best, reason, line = got
                if args.unique and len(best) > 1:
                    continue
                found += 1
                done.add(kind)  # one of each kind a deal: later ones are much alike
                answers = ", ".join(f'"{st.format_action(a)}"' for a in best)
                print(f"\n[[puzzle]]\n# game {g}, step {step}: {kind}; {reason}")
                if line:
                    print(f"# best play: {line}")
                print(f'id = "{args.game[:2]}-mined-{g}-{step}"\nkind = "best"\n'
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
