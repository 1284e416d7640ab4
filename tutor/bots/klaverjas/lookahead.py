"""Searching the sampled deals without assuming the hidden cards will be known later.

Open-cards search over sampled deals values a card as if, at every later turn, the bot would
know which deal it is in and choose the card that fits it (strategy fusion). The lookahead here
removes that for the bot's next turn: after each candidate card the other three players play
each deal as the open-cards search does, until the bot is on move again; the deals the bot
could then tell apart (the same cards seen in between) form a group, and the bot must play one
card for the whole group. A candidate's value is the mean, over the deals, of the card each
group's best choice is worth there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...games.klaverjas.engine import Tables
from ...games.klaverjas.rules import LAST_TRICK
from ...games.klaverjas.solver import Objective, Solver, SolverPosition, Taken

Hands = tuple[int, int, int, int]


def advance(pos: SolverPosition, card: int, t: Tables) -> SolverPosition:
    """The position after the player to move plays ``card`` (a card index)."""
    seat = pos.to_move
    hands = list(pos.hands)
    hands[seat] &= ~(1 << card)
    trick = (*pos.trick, card)
    if len(trick) < 4:
        return SolverPosition((hands[0], hands[1], hands[2], hands[3]), pos.trump, pos.leader,
                              trick, pos.play, pos.four_jacks_200, pos.going, pos.taken)
    led = trick[0] >> 3
    best = max(range(4), key=lambda i: t.power[trick[i]]
               if trick[i] >> 3 in (pos.trump, led) else -1)
    winner = (pos.leader + best) % 4
    m = (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])
    pts, roem = t.value(m)
    if not any(hands):
        pts += LAST_TRICK
    sign = 1 if winner % 2 == 0 else -1
    taken = Taken(pos.taken.diff + sign * (pts + roem), pos.taken.roem + roem,
                  pos.taken.won | 1 << (winner & 1))
    return SolverPosition((hands[0], hands[1], hands[2], hands[3]), pos.trump, winner, (),
                          pos.play, pos.four_jacks_200, pos.going, taken)


@dataclass(frozen=True)
class DealLook:
    """One sampled deal looked at: each candidate's value now, and for each candidate the
    cards the others play before the bot's next turn and the values of its cards then
    (``None`` when the candidate is the bot's last card)."""

    now: dict[int, int]
    after: dict[int, tuple[tuple[int, ...], dict[int, int]] | None]


def look(pos: SolverPosition, t: Tables, compiled: bool | None) -> tuple[DealLook, int]:
    """Search one deal from ``pos`` (the bot to move) for the lookahead; returns the nodes."""
    me = pos.to_move
    nodes = 0

    def values(p: SolverPosition) -> dict[int, int]:
        nonlocal nodes
        s = Solver(p, objective=Objective.RESULT, compiled=compiled)
        mv = s.move_values()
        nodes += s.nodes
        return mv

    now = values(pos)
    after: dict[int, tuple[tuple[int, ...], dict[int, int]] | None] = {}
    for c in now:
        q = advance(pos, c, t)
        if not any(q.hands):
            after[c] = None
            continue
        seen: list[int] = []
        while q.to_move != me:
            mv = values(q)
            sign = 1 if q.to_move % 2 == 0 else -1
            # The lowest card among equals, so that equal deals show the same card.
            x = max(mv, key=lambda i: (sign * mv[i], -i))
            seen.append(x)
            q = advance(q, x, t)
        after[c] = (tuple(seen), values(q))
    return DealLook(now, after), nodes


def fused_values(looks: Sequence[DealLook], cards: Sequence[int],
                 sign: int) -> dict[int, list[float]]:
    """Per candidate card, each deal's value (for the bot's team) when the bot's next card is
    chosen once for all the deals that show it the same cards in between."""
    out: dict[int, list[float]] = {}
    for c in cards:
        groups: dict[tuple[int, ...], list[int]] = {}
        for i, lk in enumerate(looks):
            a = lk.after[c]
            if a is not None:
                groups.setdefault(a[0], []).append(i)
        xs = [float(sign * lk.now[c]) for lk in looks]
        for members in groups.values():
            nexts = looks[members[0]].after[c]
            assert nexts is not None
            best = max(nexts[1], key=lambda n: (sum(
                sign * _after(looks[i], c)[n] for i in members), -n))
            for i in members:
                xs[i] = float(sign * _after(looks[i], c)[best])
        out[c] = xs
    return out


def _after(lk: DealLook, c: int) -> dict[int, int]:
    a = lk.after[c]
    assert a is not None
    return a[1]


def look_job(pos: SolverPosition, t: Tables,
             compiled: bool | None) -> Callable[[], tuple[DealLook, int]]:
    return lambda: look(pos, t, compiled)
