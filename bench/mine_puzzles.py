"""Mine Klaverjassen best-action puzzle candidates from seeded bot games.

    .venv/bin/python bench/mine_puzzles.py [--games 20] [--seed 1] [--bots expert]
        [--from-trick 3] [--threshold 10] [--agree 0.9] [--samples 200] [--signals]
        [--max-cost 5] [--amsterdam] [--trump-method maken] [--opening-lead]
        [--lead-by defender]

Bots (``club`` or ``expert``) play seeded deals. At every card decision from ``--from-trick`` on
with a choice, the player's view is searched as a puzzle proof searches it
(``tutor.teach.adapters.klaverjas_proof``):
the other three hands hidden, every consistent deal solved when there are few, else a seeded
sample, each solved exactly for the true deal result. A position is kept when one card beats the
second best by ``--threshold`` on average and is best (or equal best) in at least ``--agree`` of
the deals. With ``--signals`` two more kinds are kept: positions where assuming the partner's
signals (read under the seed's convention) changes the best card or makes it clear (reading), and
discards while the partner went where a truthful signal costs at most ``--max-cost`` (giving).

With ``--opening-lead`` only the first card of each deal is searched (uitkomen: nothing but the
leader's hand, the calls and who went are known), and the deal is not played further. Under
``verplicht`` the leader always went; ``--trump-method maken`` or ``draaien`` also gives leads by
the partner of the player who went and by a defender, and ``--lead-by`` keeps only the leads of
one of them (the others are not searched). A trick-1 search solves whole deals, so it
is slow: ``--samples 100`` screens, and ``tutor check`` then proves a candidate on its own sample.

Candidates are printed in the puzzle TOML format without title, themes, level or explanation: a
mined position becomes a puzzle only once a theme and an explanation are written for it, and
``tutor check`` rejects it until then. This is a long-running tool, not a test.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from tutor.bots.klaverjas.knowledge import Signal, read
from tutor.bots.registry import make_bot
from tutor.cards import SUITS, Card
from tutor.games.klaverjas import format_position, solver
from tutor.games.klaverjas.engine import KlaverjasState, Phase
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule, TrumpMethod
from tutor.seats import COMPASS, COMPASS_LONG, partner
from tutor.teach.adapters.klaverjas_proof import (
    Facts,
    consistent_deals,
    deal_values,
    signal_problem,
)

NOTE = ("# A mined position becomes a puzzle only with a title, themes, a level and an\n"
        "# explanation written for it (and a question that says what to assume); `tutor check`\n"
        "# rejects it until then.")


@dataclass(frozen=True)
class Verdict:
    """What the search says about one position."""

    means: dict[Card, float]
    best: Card
    second: Card | None
    gap: float  # best minus second best on average
    agree: float  # share of deals where the best card is best or equal best
    deals: int
    enumerated: bool


def search(state: KlaverjasState, facts: Facts, samples: int, seed: str) -> Verdict | None:
    seat = state.to_move()
    assert seat is not None
    hidden = frozenset(s for s in range(4) if s != seat)
    deals = consistent_deals(state, seat, hidden, facts, seed=seed, samples=samples)
    if not deals.hands:
        return None
    values = deal_values(solver, state, deals.hands)
    n = len(deals.hands)
    means = {c: sum(v) / n for c, v in values.items()}
    ranked = sorted(means, key=lambda c: -means[c])
    best = ranked[0]
    second = ranked[1] if len(ranked) > 1 else None
    gap = means[best] - means[second] if second is not None else 0.0
    agree = sum(1 for d in range(n)
                if all(values[best][d] >= values[c][d] for c in values)) / n
    return Verdict(means, best, second, gap, agree, n, deals.enumerated)


def decisions(seed: int, bots: str, rules: KlaverjasRules,
              opening_only: bool = False) -> Iterator[KlaverjasState]:
    """Every card decision of one seeded deal, as the state before the bot plays (with
    ``opening_only``, the first card of the deal only)."""
    state = KlaverjasState(rules, seed, dealer=seed % 4)
    players = [make_bot("klaverjassen", bots, random.Random(f"mine:{seed}:{s}")) for s in range(4)]
    while not state.is_terminal():
        seat = state.to_move()
        assert seat is not None
        if state.phase is Phase.PLAY:
            yield state.clone()
            if opening_only:
                return
        state.apply(players[seat].choose(state.view(seat)))


def first_discard(state: KlaverjasState, seat: int, suit: int) -> Card | None:
    view = state.view(seat)
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    for leader, cards in tricks:
        for j, c in enumerate(cards):
            if (leader + j) % 4 == seat and j and c.suit.value == suit \
                    and c.suit is not cards[0].suit:
                return c
    return None


def signal_texts(state: KlaverjasState, seat: int,
                 signals: Mapping[int, Signal]) -> list[str]:
    """The assumptions a puzzle states for ``seat``'s signals (the proof's own wording)."""
    out = []
    who = COMPASS[seat]
    for suit, sig in signals.items():
        if sig is Signal.VUIL:
            out.append(f"{who}'s signal suit is {SUITS[suit]} (vuil)")
            continue
        card = first_discard(state, seat, suit)
        if card is not None:
            kind = "a PIT signal" if sig is Signal.PIT else "afseinen"
            out.append(f"{who}'s {card} was {kind}")
    return out


def candidate(state: KlaverjasState, seed: int, v: Verdict, why: str, *,
              answer: Sequence[Card] | None = None, assumptions: Sequence[str] = (),
              max_cost: float | None = None) -> str:
    seat = state.to_move()
    assert seat is not None
    trick = len(state.tricks) + 1
    ranked = sorted(v.means, key=lambda c: -v.means[c])
    values = ", ".join(f"{c} {v.means[c]:+.1f}" for c in ranked)
    over = f"{v.deals} {'consistent' if v.enumerated else 'sampled'} deals"
    cards = answer if answer is not None else [v.best]
    went = state.going
    who = "you" if went == seat else "partner" if went == partner(seat) else "an opponent"
    lines = [f"# {why}: seed {seed}, trick {trick}, {COMPASS_LONG[seat]} to play "
             f"({COMPASS_LONG[went]} went on {state.trump_suit}: {who}).",
             f"# Over {over}: {values}; {v.best} best or equal best in {v.agree:.0%}.",
             NOTE, "[[puzzle]]", f'id = "kj-mined-{seed}-{trick}{COMPASS[seat].lower()}"',
             'kind = "best"', f'to-move = "{COMPASS[seat]}"', 'hide = "others"']
    if assumptions:
        lines.append("assumptions = [" + ", ".join(f'"{a}"' for a in assumptions) + "]")
    if max_cost is not None:
        lines.append(f"max-cost = {max_cost:g}")
    text = format_position(state).strip().replace(" deals=1", "")
    lines += ['position = """', text, '"""',
              f'answer = "{", ".join(str(c) for c in cards)}"', ""]
    return "\n".join(lines)


def leads_by(state: KlaverjasState, seat: int, who: str) -> bool:
    """Whether ``seat`` is ``who`` of the team that went: ``going`` (the player who went),
    ``partner`` (that player's partner), ``defender``, or ``any``."""
    if who == "going":
        return state.going == seat
    if who == "partner":
        return state.going == partner(seat)
    if who == "defender":
        return state.going % 2 != seat % 2
    return True


def mine(args: argparse.Namespace) -> int:
    rules = KlaverjasRules(deals=1, play=PlayRule.AMSTERDAM if args.amsterdam
                           else PlayRule.ROTTERDAM, trump_method=TrumpMethod(args.trump_method))
    found = 0
    started = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        for state in decisions(seed, args.bots, rules, args.opening_lead):
            seat = state.to_move()
            assert seat is not None
            legal = state.legal_actions()
            if (not args.opening_lead and len(state.tricks) + 1 < args.from_trick) \
                    or len(legal) < 2 or not leads_by(state, seat, args.lead_by):
                continue
            tag = f"{seed}:{len(state.tricks)}:{len(state.trick)}"
            v = search(state, Facts(), args.samples, tag)
            if v is None:
                continue
            clear = v.gap >= args.threshold and v.agree >= args.agree
            if clear:
                found += 1
                print(candidate(state, seed, v, "clear best"))
            if not args.signals:
                continue
            mate = partner(seat)
            sigs = read(state.view(seat)).signals.get(mate, {})
            texts = signal_texts(state, mate, sigs)
            if sigs and texts:
                facts = Facts(signals={mate: dict(sigs)})
                w = search(state, facts, args.samples, tag)
                if w is not None and w.gap >= args.threshold and w.agree >= args.agree \
                        and (w.best != v.best or not clear):
                    found += 1
                    print(candidate(state, seed, w, f"reading (without: {v.best} "
                                    f"by {v.gap:.1f})", assumptions=texts))
            if state.trick and state.going == mate and not any(
                    c.suit is state.view(seat).trick[0].suit for c in state.view(seat).hand):
                top = v.means[v.best]
                for c in sorted(v.means, key=lambda c: -v.means[c]):
                    cost = top - v.means[c]
                    if cost > args.max_cost:
                        break
                    if not signal_problem(state, [c]):
                        found += 1
                        print(candidate(state, seed, v, f"giving (costs {cost:.1f})",
                                        answer=[c], max_cost=max(1.0, round(cost + 1))))
                        break
        print(f"# game {g + 1}/{args.games} done, {found} candidate(s), "
              f"{time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--games", type=int, default=20, help="deals to play")
    p.add_argument("--seed", type=int, default=1, help="seed of the first deal")
    p.add_argument("--bots", choices=("club", "expert"), default="expert",
                   help="the bots at all four seats")
    p.add_argument("--from-trick", type=int, default=3,
                   help="search decisions from this trick on (earlier ones are slow)")
    p.add_argument("--threshold", type=float, default=10.0,
                   help="points the best card must gain over the second on average")
    p.add_argument("--agree", type=float, default=0.9,
                   help="share of deals in which the best card must be best or equal best")
    p.add_argument("--samples", type=int, default=200,
                   help="deals searched when there are more than the proof enumerates")
    p.add_argument("--signals", action="store_true",
                   help="also keep signal reading and signal giving positions")
    p.add_argument("--max-cost", type=float, default=5.0,
                   help="the most a signal given may cost on average")
    p.add_argument("--amsterdam", action="store_true", help="play under the Amsterdam rules")
    p.add_argument("--trump-method", choices=[m.value for m in TrumpMethod],
                   default=TrumpMethod.VERPLICHT.value, help="how trump is fixed each deal")
    p.add_argument("--opening-lead", action="store_true",
                   help="search only the first card of each deal (uitkomen)")
    p.add_argument("--lead-by", choices=("any", "going", "partner", "defender"), default="any",
                   help="search only the decisions of this player, seen from who went")
    return mine(p.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
