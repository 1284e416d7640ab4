"""Mine Gin Rummy puzzle candidates from seeded games.

    .venv/bin/python bench/mine_gin_puzzles.py [--games 20] [--seed 1] [--samples 120]
        [--threshold 3] [--kinds upcard,knock,discard,layoff,wait,safety]
        [--scores 60,140 --won 2,5]

Both players follow the plain policy of ``tutor.teach.adapters.gin_proof`` through seeded
hands. At every
decision of the chosen kinds the position is valued as a puzzle proof values it, with the
opponent's hand hidden: each legal action played out over a seeded sample of the unseen cards.
A position is kept when its best action beats every other by ``--threshold`` points and passes
the proof. Upcard: take or pass the pile card; knock: a knock is possible; discard: no knock is
possible and the best discard is not the one that keeps the least deadwood (the point is not the
count); layoff: the defender's choice, proven exactly (the least deadwood) when laying off every
card that fits is not best; wait: a knock is possible but a plain discard (playing on) is best;
safety: the opponent kept a card taken from the pile, every discard that keeps the least deadwood
could meld with it (its rank, or its suit within two ranks), and the best discard could not.

With ``--scores`` every hand starts from those match totals (and ``--won`` hands won before it),
and the upcard, knock and discard kinds are valued as a ``match`` puzzle is: the play-outs counted
in the match's final score. Such a position is kept only when its best action differs from the
best for the hand's points (the match score is the point of the puzzle).

Candidates are printed in the puzzle TOML format without title, themes, level or explanation: a
mined position becomes a puzzle only once those are written for it, and ``tutor check`` rejects
it until then. This is a long-running tool, not a test.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from typing import Any

from tutor.cards import Card
from tutor.games.gin.engine import Discard, GinState, Knock, LayOff, Phase, new_game
from tutor.games.gin.notation import format_position
from tutor.games.gin.rules import RUN_ORDER, GinRules
from tutor.teach.adapters import gin_proof as P

NOTE = ("# A mined position becomes a puzzle only with a title, themes, a level and an\n"
        "# explanation written for it; `tutor check` rejects it until then.")


def kind_of(st: GinState) -> str | None:
    phase = st.phase
    if phase is Phase.DRAW and st.pile:
        return "upcard"
    if phase is Phase.DISCARD:
        if any(isinstance(a, Knock) for a in st.legal_actions()):
            return "knock"
        return "discard"
    if phase is Phase.LAYOFF and len(st.legal_actions()) > 2:
        return "layoff"
    return None


def kinds_of(st: GinState) -> list[str]:
    """The kinds a decision may be mined as: its own, and the narrower wait and safety."""
    kind = kind_of(st)
    if kind is None:
        return []
    out = [kind]
    if kind == "knock":
        out.append("wait")
    if kind in ("knock", "discard") and st.view(st.turn).opponent_known():
        out.append("safety")
    return out


def feeds(card: Card, kept: tuple[Card, ...]) -> bool:
    """Whether ``card`` could meld with a card the opponent kept: its rank, or near in its suit."""
    return any(card.rank == k.rank or (card.suit == k.suit and abs(
        RUN_ORDER.index(card.rank) - RUN_ORDER.index(k.rank)) <= 2) for k in kept)


def position_text(st: GinState) -> str:
    """The position with the stock given by its size (its order is never part of a puzzle)."""
    text = format_position(st)
    lines = [ln for ln in text.splitlines() if ln and ln != "gin-rummy position"
             and not ln.startswith("seed:")]
    return "\n".join(re.sub(r"^stock: .*", f"stock: {len(st.stock)} cards", ln)
                     for ln in lines)


def match_candidate(st: GinState, samples: int, threshold: float,
                    seed: str) -> tuple[Any, str] | None:
    """The best action for the match and the proof's words, when it is clear and differs from
    the best for the hand's points."""
    deals = P.sample_deals(st, True, [], seed=seed, n=samples)
    actions = st.legal_actions()
    if len(actions) < 2:
        return None
    match = {a: sum(P.play_out_match(st, a, d)[0] for d in deals) / len(deals) for a in actions}
    ranked = sorted(match, key=lambda a: -match[a])
    best = ranked[0]
    if match[best] - match[ranked[1]] < threshold:
        return None
    points = {a: sum(P.play_out(st, a, d) for d in deals) / len(deals) for a in actions}
    if max(points, key=lambda a: points[a]) == best:
        return None
    proof = P.prove_points(st, [best], deals, threshold, match=True)
    if not proof.proven:
        return None
    fmt = st.format_action
    by_points = ", ".join(f"{fmt(a)} {points[a]:+.1f}"
                          for a in sorted(points, key=lambda a: -points[a]))
    return best, f"{proof.reason}; for the hand's points alone: {by_points}"


def candidate(st: GinState, kind: str, samples: int, threshold: float,
              seed: str) -> tuple[Any, str] | None:
    """The best action and the proof's words, when it is clear enough to be a puzzle."""
    if kind == "layoff":
        values = P.deadwood_values(st)
        least = min(values.values())
        best = [a for a, v in values.items() if v == least]
        if len(best) != 1 or not isinstance(best[0], LayOff):
            return None
        widest = max(values, key=lambda a: len(a.cards))
        if widest in best:
            return None
        proof = P.prove_deadwood(st, best, 1.0)
        return (best[0], proof.reason) if proof.proven else None
    deals = P.sample_deals(st, True, [], seed=seed, n=samples)
    means = {a: sum(P.play_out(st, a, d) for d in deals) / len(deals)
             for a in st.legal_actions()}
    ranked = sorted(means, key=lambda a: -means[a])
    best = ranked[0]
    if means[best] - means[ranked[1]] < threshold:
        return None
    if kind in ("discard", "wait", "safety") and not isinstance(best, Discard):
        return None
    if kind == "safety":
        assert isinstance(best, Discard)
        kept = st.view(st.turn).opponent_known()
        after = {a.card: st.deadwood_after(a.card) for a in means if isinstance(a, Discard)}
        least = min(after.values())
        if feeds(best.card, kept) or not all(feeds(c, kept) for c, v in after.items()
                                             if v == least):
            return None
    if kind == "discard":
        assert isinstance(best, Discard)
        least = min(st.deadwood_after(a.card) for a in means if isinstance(a, Discard))
        if st.deadwood_after(best.card) == least:
            return None
    proof = P.prove_points(st, [best], deals, threshold)
    return (best, proof.reason) if proof.proven else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--samples", type=int, default=120)
    ap.add_argument("--threshold", type=float, default=3.0)
    ap.add_argument("--kinds", default="upcard,knock,discard,layoff")
    ap.add_argument("--scores", default=None, help="match totals P1,P2 at the start of a hand")
    ap.add_argument("--won", default="0,0", help="hands won before, P1,P2 (with --scores)")
    args = ap.parse_args(argv)
    kinds = set(args.kinds.split(","))
    scores = None if args.scores is None else [int(x) for x in args.scores.split(",")]
    won = tuple(int(x) for x in args.won.split(","))
    print(NOTE)
    start = time.time()
    found = 0
    for g in range(args.seed, args.seed + args.games):
        st = new_game(GinRules(hands=0 if scores else 1), g)
        if scores is not None:
            st.totals = list(scores)
            st.won_before = (won[0], won[1])
        st.apply(st.legal_actions()[0])  # the non-dealer opens with its lowest card
        step = 0
        while not st.is_terminal() and st.hand_no == 0:
            for kind in (k for k in kinds_of(st) if k in kinds):
                seed = f"mine:{g}:{step}"
                got = (candidate(st, kind, args.samples, args.threshold, seed) if scores is None
                       else None if kind not in ("upcard", "knock", "discard")
                       else match_candidate(st, args.samples, args.threshold, seed))
                if got is not None:
                    found += 1
                    action, reason = got
                    mover = f"P{st.turn + 1}"
                    print(f"\n[[puzzle]]\n# game {g}, step {step}: {kind}; {reason}")
                    print(f'id = "gin-mined-{g}-{step}"\nkind = "best"\nhide = "others"')
                    print(f'to-move = "{mover}"\nanswer = "{st.format_action(action)}"')
                    if kind == "layoff":
                        print('objective = "deadwood"')
                    if scores is not None:
                        print('objective = "match"')
                    print(f'position = """\n{position_text(st)}\n"""', flush=True)
                    break
            st.apply(P.policy(st))
            step += 1
    print(f"\n# {found} candidate(s) in {time.time() - start:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
