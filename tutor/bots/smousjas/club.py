"""The club player: heuristics with card counting, and the exact solver for the last tricks.

* Every level's rules first (``common.forced``): uit when offered, every mariage, a rejection
  when possible (the meld scoring most), the trump-7 swap at once.
* Declaring (afkeur policy): when it leads it declares the meld with the most points times the
  chance it is not rejected, unless the other player may hold a meld that beats the
  declaration's best with probability above ``risk`` (by the count of unseen cards, the other
  player's shown cards certain); such a meld is kept hidden for a later lead.
* The last two stock cards (Smousjas): the turned trump unless it is the 7 or the 8 of trumps.
* Phase 1, leading: the card that risks least: its points times the chance the other player
  beats it (a higher card of the suit; a trump too when it is worth 10 or more), by the count,
  plus what it is worth to keep (trumps, aces and tens).
* Phase 1, answering: win the trick with the card that gains most (the points in the trick less
  what the winner is worth to keep), or throw the card that costs least, whichever is better.
* Phase 2: every card is known; with ``endgame`` tricks or fewer left, the exact solver; before
  that, lead a card the other hand cannot beat in its suit (the most points first), else the
  cheapest; answer with the cheapest card that wins when the trick holds 10 points or more, else
  the cheapest legal card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...cards import SUITS
from ...games.smousjas.engine import (
    TAKE_COVERED,
    TAKE_TURNED,
    Action,
    Declare,
    Play,
    SmousjasView,
    TakeLast,
)
from ...games.smousjas.melds import (
    CARDS,
    INDEX,
    SUIT_MASK,
    MeldKind,
    cards_mask,
    classify,
    compare_key,
    rank_mask,
)
from ..base import NO_LEGAL_ACTION, ActionValue, Advice, Said, rank_actions, spoken
from . import text as T
from .common import Seen, forced_advice, meld_of, solved_advice
from .policy import bits, winners


@dataclass(frozen=True)
class Config:
    """The club's settings."""

    #: Keep a meld hidden when the other player may beat it with a higher chance than this.
    risk: float = 0.3
    #: Solve exactly with this many tricks left (or fewer) once the stock is empty.
    endgame: int = 4
    #: What a trump is worth to keep, on top of its points.
    trump_keep: float = 8.0
    #: ... an ace and a ten of another suit.
    ace_keep: float = 4.0


DEFAULT = Config()


def keep_value(i: int, seen: Seen, cfg: Config) -> float:
    t = seen.t
    if i >> 3 == seen.trump:
        return cfg.trump_keep + t.points[i]
    if t.points[i] >= 10:
        return cfg.ace_keep
    return 0.0


def trumps_counted(i: int, seen: Seen) -> bool:
    """Does the club count the other player's trumps against a lead of ``i``? Only against a
    plain card worth 10 or more: a cheaper card is taken not to be worth a trump."""
    return i >> 3 != seen.trump and seen.t.points[i] >= 10


def p_beat(i: int, seen: Seen) -> float:
    """The chance the other player beats a lead of ``i``: a higher card of the suit, or a trump
    when ``trumps_counted`` (the count of unseen cards; shown cards certain)."""
    t = seen.t
    beaters = t.higher[i]
    if trumps_counted(i, seen):
        beaters |= SUIT_MASK[seen.trump]
    if beaters & seen.shown:
        return 1.0
    k = (beaters & seen.unseen).bit_count()
    return 1.0 - (1.0 - seen.p_other()) ** k


def lead_costs(seen: Seen, cfg: Config) -> dict[int, float]:
    t = seen.t
    return {i: t.points[i] * p_beat(i, seen) + keep_value(i, seen, cfg) for i in bits(seen.hand)}


def lead_reasons(i: int, seen: Seen, cfg: Config) -> list[Said]:
    """Why the club leads ``i`` in phase 1: what the lead risks, with the cards it counted as
    able to beat it, and that the card costs least, keeping counted in."""
    t = seen.t
    card = CARDS[i]
    p = p_beat(i, seen)
    if t.points[i] == 0:
        risk = T.C_LEAD_NOTHING.format(card=card)
    else:
        text = (T.C_LEAD_TRUMP if i >> 3 == seen.trump
                else T.C_LEAD_HIGH if trumps_counted(i, seen) else T.C_LEAD_LOW)
        risk = text.format(card=card, suit=SUITS[i >> 3], p=100 * p, points=t.points[i],
                           risk=t.points[i] * p)
    cost = t.points[i] * p + keep_value(i, seen, cfg)
    return [risk, T.C_LEAD_COST.format(cost=cost)]


def answer_values(seen: Seen, led: int, cfg: Config) -> dict[int, float]:
    """Each card's value as an answer in phase 1: winning gains the trick's points less what
    the winner is worth to keep; losing costs the card's points and its worth to keep."""
    t = seen.t
    out: dict[int, float] = {}
    wins = set(winners(seen.hand, led, t, seen.trump))
    for i in bits(seen.hand):
        trick = t.points[led] + t.points[i]
        out[i] = (trick if i in wins else -trick) - keep_value(i, seen, cfg)
    return out


def p_rejected(seen: Seen, declared: list[int]) -> float:
    """The chance the other player holds a meld that beats the best of ``declared`` and may
    still score it, by the count (approximated as independent melds)."""
    view = seen.view
    rs = view.rules.rs
    trump = seen.trump
    best = max(compare_key(m, _kind(m, trump, view), trump) for m in declared)
    scored = {m.meld.mask for m in view.melds}
    p_none = 1.0
    for m in _candidates(view):
        if m in scored or m & (seen.hand | seen.played):
            continue
        found = classify(m, trump, rs)
        if found is None or compare_key(m, found[0], trump) <= best:
            continue
        p = seen.p_holds(m)
        p_none *= 1.0 - p
    return 1.0 - p_none


def _kind(m: int, trump: int, view: SmousjasView) -> MeldKind:
    found = classify(m, trump, view.rules.rs)
    assert found is not None
    return found[0]


_CANDIDATES: dict[str, list[int]] = {}


def _candidates(view: SmousjasView) -> list[int]:
    rs = view.rules.rs
    out = _CANDIDATES.get(rs.name)
    if out is None:
        out = [rank_mask(r) for r in rs.carres]
        for suit in range(4):
            for length in range(3, 9):
                for lo in range(0, 9 - length):
                    out.append(((1 << length) - 1) << (lo + 8 * suit))
        _CANDIDATES[rs.name] = out
    return out


class ClubBot:
    """Heuristics with card counting (``Config``); deterministic."""

    name = "club"

    def __init__(self, rng: random.Random | None = None, config: Config = DEFAULT) -> None:
        self.rng = rng
        self.config = config

    def choose(self, view: SmousjasView) -> Action:
        action: Action = self.advise(view).chosen
        return action

    def advise(self, view: SmousjasView) -> Advice:
        if not view.legal_actions:
            raise ValueError(NO_LEGAL_ACTION)
        found = forced_advice(view, str(T.C_METHOD))
        if found is not None:
            return found
        if view.phase == 2 and len(view.hand) <= self.config.endgame:
            return solved_advice(view, str(T.C_METHOD), T.C_SOLVED.format(tricks=len(view.hand)))
        return self._heuristic(view)

    # -- the heuristics --------------------------------------------------------------------------

    def _heuristic(self, view: SmousjasView) -> Advice:
        cfg = self.config
        legal = list(view.legal_actions)
        seen = Seen.of(view)
        reasons: list[Said] = []
        values: dict[Action, float] = {}
        notes: dict[Action, tuple[str, ...]] = {}
        chosen: Action | None = None
        if any(isinstance(a, TakeLast) for a in legal):
            assert view.turned is not None
            low = INDEX[view.turned] & 7 <= 1
            chosen = TAKE_COVERED if low else TAKE_TURNED
            reasons.append((T.C_TAKE_COVERED if low else T.C_TAKE_TURNED).format(
                card=view.turned))
        declares = [a for a in legal if isinstance(a, Declare)]
        if chosen is None and declares:
            pending = [m.mask for m in view.pending]
            risks = {a: p_rejected(seen, [*pending, cards_mask(a.cards)]) for a in declares}
            best = max(declares, key=lambda a: meld_of(a, view)[1] * (1.0 - risks[a]))
            desc = meld_of(best, view)[0]
            p = risks[best]
            if p <= cfg.risk:
                chosen = best
                reasons.append(T.C_DECLARE.format(meld=desc, unseen=seen.unseen.bit_count(),
                                                  p=100 * p))
            else:
                reasons.append(T.C_KEEP.format(meld=desc, p=100 * p))
        t = seen.t
        led = INDEX[view.trick[0]] if view.trick else -1
        plays = [a for a in legal if isinstance(a, Play)]
        if view.phase == 1:
            if led < 0:
                costs = lead_costs(seen, cfg)
                for a in plays:
                    i = INDEX[a.card]
                    values[a] = -costs[i]
                    notes[a] = (T.C_NOTE.format(cost=costs[i]),)
            else:
                vals = answer_values(seen, led, cfg)
                for a in plays:
                    values[a] = vals[INDEX[a.card]]
                    notes[a] = (T.C_NOTE.format(cost=-vals[INDEX[a.card]]),)
        else:
            self._phase2_values(seen, led, plays, values)
        if chosen is None:
            best_play = max(plays, key=lambda a: (values[a], -plays.index(a)))
            chosen = best_play
            i = INDEX[best_play.card]
            if view.phase == 1 and led < 0:
                reasons += lead_reasons(i, seen, cfg)
            elif view.phase == 1:
                if i in winners(seen.hand, led, t, seen.trump):
                    reasons.append(T.C_TAKE.format(card=best_play.card,
                                                   points=t.points[led] + t.points[i]))
                else:
                    reasons.append(T.C_THROW.format(card=best_play.card))
            elif led < 0 and values[best_play] >= 100:
                reasons.append(T.C_MASTER.format(card=best_play.card))
            elif led >= 0 and i in winners(seen.hand, led, t, seen.trump):
                reasons.append(T.C_TAKE.format(card=best_play.card,
                                               points=t.points[led] + t.points[i]))
            else:
                reasons.append(T.C_THROW.format(card=best_play.card))
        out = []
        floor = min(values.values(), default=0.0)
        for k, act in enumerate(legal):
            if act == chosen:
                v = max(values.values(), default=0.0) + 1.0
            elif act in values:
                v = values[act]
            else:
                v = floor - 1.0 - k
            out.append(ActionValue(act, str(act), round(v, 2), notes=notes.get(act, ())))
        ranked = rank_actions(out)
        to_you, told = spoken(reasons)
        return Advice(view.seat, ranked, chosen, to_you, method=str(T.C_METHOD), told=told)

    def _phase2_values(self, seen: Seen, led: int, plays: list[Play],
                       values: dict[Action, float]) -> None:
        """Phase 2 before the endgame: masters to lead, cheap winners to answer."""
        t = seen.t
        other = seen.unseen | seen.shown  # every card not seen elsewhere: the other hand
        trumps = SUIT_MASK[seen.trump]
        for a in plays:
            i = INDEX[a.card]
            if led < 0:
                suit = SUIT_MASK[i >> 3]
                master = not other & t.higher[i] and (
                    bool(other & suit) or not other & trumps or bool(suit & trumps))
                values[a] = (100.0 + t.points[i]) if master else -t.points[i] - t.power[i] / 100
            else:
                wins = i in winners(seen.hand, led, t, seen.trump)
                if wins and t.points[led] + t.points[i] >= 10:
                    values[a] = 50.0 - t.power[i] / 10
                elif wins:
                    values[a] = 10.0 - t.power[i] / 10 - t.points[i]
                else:
                    values[a] = -t.points[i] - t.power[i] / 100


def factory(rng: random.Random, quick: bool = False) -> ClubBot:
    return ClubBot(rng)
