"""The yardstick: the simple Gin Rummy policy published with OpenSpiel (SimpleGinRummyBot).

Take the pile card only if it lets you knock at once or joins one of your best melds; go out
as soon as you can; otherwise discard your highest deadwood card; as the defender, lay off
whatever leaves the least deadwood. Its advice values are its rule order (0 for its choice,
then -1, -2, ...), not points: the rule has no estimate of what an action is worth.
"""

from __future__ import annotations

import random
from typing import Any

from ...games.gin.engine import PILE, STOCK, BigGin, Discard, Gin, GinView, Knock, LayOff, Phase
from ...games.gin.melds import (
    RANK_OF,
    VALUES,
    best_arrangement,
    cards_mask,
    min_deadwood,
    show,
)
from ..base import NO_LEGAL_ACTION, RULE_ORDER, ActionValue, Advice, Said, spoken
from . import text as T
from .table import Table, action_text, card, idx, layoffs_that_place


def _highest(mask: int, exclude: int = -1) -> int:
    """The highest-value card of ``mask`` (ties: higher rank, then later suit); -1 if none."""
    best = -1
    for i in range(52):
        if mask >> i & 1 and i != exclude and (
                best < 0 or (VALUES[i], RANK_OF[i], i) > (VALUES[best], RANK_OF[best], best)):
            best = i
    return best


#: The named idea (``tutor.games.gin.ideas``) each kind of move follows under these rules.
_IDEAS: dict[type, str] = {Knock: "knock", Gin: "gin", BigGin: "gin", LayOff: "gin",
                           Discard: "melds"}


class BaselineBot:
    """The published simple policy; deterministic (the rng is accepted and unused)."""

    name = "baseline"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng

    def choose(self, view: GinView) -> Any:
        return self.advise(view).chosen

    def advise(self, view: GinView) -> Advice:
        if not view.legal_actions:
            raise ValueError(NO_LEGAL_ACTION)
        t = Table.from_view(view)
        if view.phase is Phase.DRAW:
            order, reasons = self._draw(t)
        elif view.phase is Phase.LAYOFF:
            order, reasons = self._layoff(view, t)
        else:
            order, reasons = self._discard(view, t)
        legal = list(view.legal_actions)
        ranked = [a for a in order if a in legal]
        ranked += [a for a in legal if a not in ranked]
        actions = tuple(ActionValue(a, action_text(a), float(-n), notes=self._note(t, a))
                        for n, a in enumerate(ranked))
        said, told = spoken(reasons)
        return Advice(view.seat, actions, ranked[0], said, told=told, method="rules",
                      extra={"values": RULE_ORDER}, idea=_IDEAS.get(type(ranked[0]), ""))

    # -- phases ----------------------------------------------------------------------------

    def _draw(self, t: Table) -> tuple[list[Any], list[Said]]:
        if not t.pile:
            return [STOCK], [T.STOCK_EMPTY.format()]
        up = t.top
        h11 = t.hand | 1 << up
        limit = t.limit_value(t.under)
        before = min_deadwood(t.hand)
        best_i, best_dw = -1, 999
        for i in range(52):
            if h11 >> i & 1 and i != up:
                dw = min_deadwood(h11 ^ 1 << i)
                if dw < best_dw:
                    best_i, best_dw = i, dw
        if best_dw == 0:
            return [PILE, STOCK], [T.B_TAKE_GIN.format(card=card(up), discard=card(best_i))]
        if limit is not None and best_dw <= limit:
            return [PILE, STOCK], [T.B_TAKE_KNOCK.format(card=card(up), value=best_dw,
                                                         discard=card(best_i), limit=limit)]
        arr = best_arrangement(h11)
        if not arr.deadwood >> up & 1:
            meld = next(m for m in arr.melds if m >> up & 1)
            return [PILE, STOCK], [T.B_TAKE_MELD.format(card=card(up), meld=show(meld),
                                                        before=before, after=best_dw)]
        return [STOCK, PILE], [T.B_STOCK.format(card=card(up))]

    def _discard(self, view: GinView, t: Table) -> tuple[list[Any], list[Said]]:
        legal = view.legal_actions
        hand = t.hand
        before = min_deadwood(hand)
        left = {a: min_deadwood(hand ^ 1 << idx(a.card)) for a in legal
                if isinstance(a, Discard | Knock | Gin)}
        outs: list[Any] = [a for a in legal if isinstance(a, BigGin)]
        outs += [a for a in legal if isinstance(a, Gin)]
        knocks = sorted((a for a in legal if isinstance(a, Knock)),
                        key=lambda a: (left[a], -VALUES[idx(a.card)]))
        outs += knocks
        arr = best_arrangement(hand)
        top = _highest(arr.deadwood, t.took)
        discards = [a for a in legal if isinstance(a, Discard)]
        discards.sort(key=lambda a: (idx(a.card) != top, left[a], -VALUES[idx(a.card)]))
        order = outs + discards
        first = order[0]
        if isinstance(first, BigGin):
            return order, [T.B_BIG_GIN.format()]
        if isinstance(first, Gin):
            return order, [T.B_GIN.format(card=first.card)]
        if isinstance(first, Knock):
            return order, [T.B_KNOCK.format(card=first.card, value=left[first],
                                            limit=t.limit)]
        assert isinstance(first, Discard)
        c = idx(first.card)
        if view.phase is Phase.OPEN:
            return order, [T.B_OPEN.format(card=first.card, value=VALUES[c])]
        if c == top:
            return order, [T.B_DISCARD.format(card=first.card, before=before,
                                              after=left[first])]
        return order, [T.B_DISCARD_MELDED.format(card=first.card, after=left[first])]

    def _layoff(self, view: GinView, t: Table) -> tuple[list[Any], list[Said]]:
        before = min_deadwood(t.hand)
        opts = sorted(layoffs_that_place(view),
                      key=lambda a: (self._left(t, a), len(a.cards), cards_mask(a.cards)))
        best = opts[0]
        if not best.cards:
            return opts, [T.B_LAYOFF_NONE.format(value=before)]
        return opts, [T.LAYOFF.format(cards=" ".join(map(str, best.cards)), before=before,
                                        after=self._left(t, best))]

    @staticmethod
    def _left(t: Table, a: Any) -> int:
        return min_deadwood(t.hand & ~cards_mask(a.cards))

    @staticmethod
    def _note(t: Table, a: Any) -> tuple[str, ...]:
        if (isinstance(a, Discard | Knock | Gin) and t.hand >> idx(a.card) & 1
                and t.phase in (Phase.OPEN, Phase.DISCARD)):
            return (T.N_KEEPS.format(value=min_deadwood(t.hand ^ 1 << idx(a.card))),)
        if isinstance(a, LayOff):
            return (T.N_KEEPS.format(value=min_deadwood(t.hand & ~cards_mask(a.cards))),)
        return ()


def factory(rng: random.Random, quick: bool = False) -> BaselineBot:
    return BaselineBot(rng)
