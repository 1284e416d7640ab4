"""The beginner bot: rules of thumb a new player learns first, no search.

Its advice values are the rule scores it chose by, not estimated points; the reasons name the
rule.
"""

from __future__ import annotations

import random

from ...cards import Card, Suit
from ...games.klaverjas.engine import (
    INDEX,
    PASS,
    SUIT_MASK,
    Action,
    KlaverjasView,
    Phase,
    TrumpCall,
    tables,
)
from ...games.klaverjas.rules import TRUMP_POINTS
from ...seats import partner
from ..base import ActionValue, Advice, Said, rank_actions, spoken
from . import text as T
from .knowledge import master_of, read, trick_winner

#: Trump strength a hand needs before the beginner goes when it may pass.
GO_LIMIT = 50


def trump_strength(hand: tuple[Card, ...], suit: Suit) -> int:
    """Trump points held in ``suit``, 10 per further trump, and 11 per Ace outside."""
    trumps = [c for c in hand if c.suit is suit]
    side_aces = sum(1 for c in hand if c.suit is not suit and c.rank == 14)
    return sum(TRUMP_POINTS[c.rank] for c in trumps) + 10 * len(trumps) + 11 * side_aces


class BeginnerBot:
    name = "beginner"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: KlaverjasView) -> Action:
        return self.advise(view).chosen  # type: ignore[no-any-return]

    def advise(self, view: KlaverjasView) -> Advice:
        if view.phase is Phase.CALL:
            return self._call(view)
        return self._play(view)

    def _call(self, view: KlaverjasView) -> Advice:
        values = []
        said: dict[TrumpCall, Said] = {}
        for a in view.legal_actions:
            assert isinstance(a, TrumpCall)
            if a.suit is None:
                values.append(ActionValue(a, "pass", float(GO_LIMIT)))
            else:
                pts = trump_strength(view.hand, a.suit)
                said[a] = T.RULE_TRUMP_POINTS.format(suit=a.suit, points=pts)
                values.append(ActionValue(a, str(a.suit), float(pts), notes=(said[a].you,)))
        ranked = rank_actions(values)
        chosen = ranked[0].action
        why = [said[v.action] for v in ranked if v.action in said]
        best = max((v for v in values if v.action != PASS), key=lambda v: v.value)
        # The reason names the rule's own measure, trump strength, not an expected score.
        points = int(best.value)
        if chosen == PASS:
            why.append(T.RULE_PASS.format(suit=best.text, points=points, limit=GO_LIMIT))
        elif PASS in view.legal_actions:
            why.append(T.RULE_GO.format(suit=best.text, points=points, limit=GO_LIMIT))
        else:
            why.append(T.RULE_GO_FORCED.format(suit=best.text, points=points))
        reasons, told = spoken(why)
        return Advice(view.seat, ranked, chosen, reasons, method=self.name, idea="trump-call",
                      told=told)

    def _play(self, view: KlaverjasView) -> Advice:
        assert view.trump is not None
        legal = [a for a in view.legal_actions if isinstance(a, Card)]
        t = tables(view.trump, view.rules.four_jacks_200)
        k = read(view)
        left = k.own | k.unknown
        trump = view.trump.value
        scores: dict[Card, tuple[float, Said]] = {}
        # The rule of thumb each card follows, by its idea's name (``tutor.ideas``).
        ideas: dict[Card, str] = {}
        if not view.trick:
            my_team = view.seat % 2
            we_went = view.going is not None and view.going % 2 == my_team
            opp_trumps = any(k.possible(s) & SUIT_MASK[trump] for s in range(4) if s % 2 != my_team)
            for c in legal:
                i = INDEX[c]
                master = master_of(c.suit.value, left, t.power) == i
                if we_went and opp_trumps and c.suit is view.trump:
                    scores[c] = (300 + t.power[i], T.RULE_PULL.format())
                    ideas[c] = "pull-trumps"
                elif master:
                    scores[c] = (200 + t.points[i], T.RULE_MASTER.format(card=c, suit=c.suit))
                else:
                    scores[c] = (100 - t.points[i] - t.power[i],
                                 T.RULE_LOW_LEAD.format(suit=c.suit))
        else:
            led = view.trick[0].suit.value
            win_seat, win_card = trick_winner(view, t.power, trump)
            wi = INDEX[win_card]
            partner_wins = win_seat == partner(view.seat)
            last = len(view.trick) == 3
            for c in legal:
                i = INDEX[c]
                p = t.power[i] if (i >> 3) in (trump, led) else -1
                beats = p > t.power[wi] if (wi >> 3) == (i >> 3) or (i >> 3) == trump else False
                if (wi >> 3) == trump and (i >> 3) != trump:
                    beats = False
                if partner_wins and (last or master_of(wi >> 3, left, t.power) == wi):
                    scores[c] = (200 + t.points[i] - (50 if i >> 3 == trump else 0),
                                 T.RULE_SPEK.format(card=c))
                    if t.points[i] >= 10:
                        ideas[c] = "spek"
                elif beats:
                    scores[c] = (150 - t.power[i] + t.points[i] * 0,
                                 T.RULE_WIN_CHEAP.format(card=c))
                else:
                    scores[c] = (50 - t.points[i] - t.power[i] / 10, T.RULE_DUCK.format(card=c))
        values = [ActionValue(c, str(c), float(scores[c][0]), notes=(scores[c][1].you,))
                  for c in legal]
        ranked = rank_actions(values)
        chosen = ranked[0].action
        reasons, told = spoken([scores[chosen][1]])
        return Advice(view.seat, ranked, chosen, reasons, method=self.name,
                      idea=ideas.get(chosen, ""), told=told)


def factory(rng: random.Random, quick: bool = False) -> BeginnerBot:
    return BeginnerBot(rng)

