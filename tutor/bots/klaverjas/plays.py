"""What the cards played say about the hands: how likely a sampled deal makes the play so far.

A deal that explains every card played is no more than possible; some deals explain them better.
Players do not throw points to the opponents when a cheaper card would have done, and the last
player to a trick their partner holds gives points (spekken) when they can; the last player to a
trick the opponents hold takes it when they can. Each card another player played is scored
against the other cards that player could legally have played in the sampled deal: for each
point given away needlessly (or not taken, or not given to the partner) the deal becomes less
likely by a factor ``exp(-BETA)``, never below :data:`FLOOR` for one card (a player may have
had reasons of their own). The sampler picks among deals that fit the hard facts in proportion to
this likelihood.

Leads are not read (where to lead is a plan, not a cost), nor the viewer's own cards.

:func:`model_likelihood` reads every card another player chose, leads and discards included, by
the fitted model of how players choose (``play_model.py``) instead.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ...games.klaverjas.engine import INDEX, SUIT_MASK, KlaverjasView, Tables, bit_indices, tables
from ...games.klaverjas.rules import PlayRule
from .play_model import Moment, PlayModel, moments

#: Likelihood lost per point given away needlessly.
BETA = 0.08
#: The least one card's likelihood may fall to.
FLOOR = 0.1

Deal = tuple[int, int, int, int]


def legal_cards(hand: int, led: int, high: int, partner_wins: bool, t: Tables,
                rotterdam: bool) -> int:
    """The cards of ``hand`` a player may add to a trick (as the engine's rules): ``led`` the
    suit led, ``high`` the highest trump in it (-1: none)."""
    follow = hand & SUIT_MASK[led]
    if follow:
        if led != t.trump:
            return follow
        return (follow & t.higher[high]) or follow if high >= 0 else follow
    trumps = hand & t.tmask
    if not trumps:
        return hand
    over = trumps & t.higher[high] if high >= 0 else trumps
    if rotterdam:
        return over or trumps
    others = hand & ~t.tmask
    if partner_wins:
        return (others | over) if others else hand
    return over or others or hand


def reads(view: KlaverjasView, t: Tables) -> list[tuple[Moment, int, int]]:
    """Every card another player chose this deal, in order: its moment, the card, and the cards
    that player has played from then on (the card included), so that a sampled deal's hand
    plus these is the hand the player chose from."""
    assert view.going is not None
    tricks = [(tr.leader, [INDEX[c] for c in tr.cards]) for tr in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, [INDEX[c] for c in view.trick]))
    later = [0, 0, 0, 0]
    out: list[tuple[Moment, int, int]] = []
    for m, c in reversed(moments(tricks, t, view.going)):
        later[m.seat] |= 1 << c
        if m.seat != view.seat:
            out.append((m, c, later[m.seat]))
    out.reverse()
    return out


def _wins(c: int, m: Moment, t: Tables) -> bool:
    s = c >> 3
    p = t.power[c] if s in (t.trump, m.led) else -1
    return p > m.win_power


def cost(m: Moment, c: int, hand: int, t: Tables, rotterdam: bool) -> int:
    """Points the card ``c`` added to a trick at moment ``m`` gave away against the best
    alternative ``hand`` allowed."""
    legal = legal_cards(hand, m.led, m.high, m.partner_wins, t, rotterdam)
    if legal & (legal - 1) == 0:
        return 0  # one legal card: no choice, nothing to read
    pts = t.points
    alts = bit_indices(legal)
    if _wins(c, m, t):
        return 0  # taking the trick has reasons of its own
    if not m.partner_wins and m.last and any(_wins(a, m, t) for a in alts):
        # Last to the opponents' trick, able to take it, and did not.
        return m.on_table + pts[c]
    if c >> 3 != m.led:
        return 0  # a discard may be a signal (seinen), whatever its points
    keep = [a for a in alts if not _wins(a, m, t)]
    if m.partner_wins:
        # Last to the partner's trick: give the most points that keep it the partner's.
        return max(pts[a] for a in keep) - pts[c] if m.last else 0
    # Under the opponents' trick: the cheapest card that lets it go.
    return pts[c] - min(pts[a] for a in keep)


def play_likelihood(view: KlaverjasView, beta: float = BETA) -> Callable[[Deal], float] | None:
    """The likelihood of the play so far given a sampled deal (``None``: nothing to read);
    ``beta`` is the likelihood lost per point given away needlessly."""
    if view.trump is None or view.going is None:
        return None
    t = tables(view.trump.value, view.rules.four_jacks_200)
    rotterdam = view.rules.play is PlayRule.ROTTERDAM
    plays = [r for r in reads(view, t) if r[0].led >= 0]  # leads are not read
    if not plays:
        return None
    factor = [max(FLOOR, math.exp(-beta * x)) for x in range(200)]

    def likelihood(deal: Deal) -> float:
        w = 1.0
        for m, c, gone in plays:
            x = cost(m, c, deal[m.seat] | gone, t, rotterdam)
            if x > 0:
                w *= factor[min(x, 199)]
        return w

    return likelihood


def _legal_at(m: Moment, hand: int, t: Tables, rotterdam: bool) -> int:
    if m.led < 0:
        return hand
    return legal_cards(hand, m.led, m.high, m.partner_wins, t, rotterdam)


def model_likelihood(view: KlaverjasView, model: PlayModel,
                     strength: float = 1.0) -> Callable[[Deal], float] | None:
    """The likelihood of the other players' cards so far given a sampled deal, by the fitted
    model of how players choose (``None``: nothing to read). ``strength`` tempers it (1: as
    fitted, 0: every deal alike)."""
    if view.trump is None or view.going is None:
        return None
    t = tables(view.trump.value, view.rules.four_jacks_200)
    rotterdam = view.rules.play is PlayRule.ROTTERDAM
    plays = reads(view, t)
    if not plays:
        return None
    seen: dict[tuple[int, int], float] = {}

    def likelihood(deal: Deal) -> float:
        total = 0.0
        for i, (m, c, gone) in enumerate(plays):
            hand = deal[m.seat] | gone
            key = (i, hand)
            x = seen.get(key)
            if x is None:
                legal = _legal_at(m, hand, t, rotterdam)
                x = model.log_chance(m, hand, c, legal, t) if legal & (legal - 1) else 0.0
                seen[key] = x
            total += x
        # Never quite zero: the sampler weighs deals against each other.
        return max(math.exp(strength * total), 1e-300)

    return likelihood
