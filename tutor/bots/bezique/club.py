"""The club player: meld order, what each card is worth keeping, brisques, and the exact solver
for the last tricks.

* Carte blanche is always shown.
* Declaring: each meld on offer scores its points and, discounted as the stock runs out, the
  other melds on offer that stay possible after it: a card is used again only in a meld worth as
  much or more, so early in the deal the marriage goes before four kings and the bezique before
  the double; late, the bigger meld first.
  In Rubicon a meld that fixes trump gains for each card of the trump sequence held in its suit.
  The dix counts 10 and what the turned card is worth over the 7; in Bezique, where it is the
  turn's one declaration, a better meld comes first.
* While the stock lasts, leading: the card worth least to keep. What a card is worth keeping:
  its rank (aces and tens are brisques, trumps win tricks, kings and queens marry, the bezique's
  cards), more when it is in a meld the player could declare.
* Answering: win when the trick's brisques and the meld that winning lets the player declare are
  worth more than the winning card is worth keeping; else throw the card worth least.
* The last tricks: every card is known; the exact solver.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...cards import SUITS
from ...games.bezique.engine import (
    Action,
    BeziqueState,
    BeziqueView,
    Declare,
    Dix,
    Pass,
    Play,
)
from ...games.bezique.melds import (
    ACE,
    BRISQUE_MASK,
    INDEX,
    JACK,
    KING,
    QUEEN,
    SEVEN,
    TEN,
    bezique_pairs,
    cards_mask,
    classify,
    mask_cards,
    meld_name,
)
from ...games.bezique.rules import MeldKind
from ..base import ActionValue, Advice, Said, rank_actions, spoken
from . import text as T
from .common import only_or_blanche, solved_advice, state_of

#: What a card is worth keeping by its place (A 10 K Q J 9 8 7), in trumps and in other suits.
TRUMP_KEEP = (14.0, 12.0, 10.0, 10.0, 8.0, 4.0, 3.0, 2.0)
PLAIN_KEEP = (9.0, 6.0, 3.0, 3.0, 1.0, 0.0, 0.0, 0.0)
#: Without brisques (Rubicon) an ace or ten is worth only its melds.
PLAIN_KEEP_NO_BRISQUES = (4.0, 3.0, 3.0, 3.0, 2.0, 0.0, 0.0, 0.0)


@dataclass(frozen=True)
class Config:
    """The club's weights."""

    #: A meld left for a later turn counts this share of its points, less as the stock runs
    #: out: ``stock / (stock + later)`` of it (another trick must be won first).
    later: float = 10.0
    #: ``later`` where each trick won declares one meld (Bezique): the smaller meld first pays
    #: more there (measured in duplicate against 10: +1.0 a deal, 95% interval +0.4 to +1.5).
    later_one_a_turn: float = 2.0
    #: Winning a trick is worth this share of the best meld it lets the player declare.
    meld_share: float = 0.7
    #: A card in a meld the player could declare is worth this share of the meld more to keep.
    in_meld: float = 0.3
    #: The bezique's cards, kept for it and for the double.
    bezique_card: float = 5.0
    #: Rubicon: a meld that fixes trump gains this for each trump-sequence card held in its suit.
    fix_card: float = 8.0


DEFAULT = Config()


class Seen:
    """What the club reads from a view once: a state that fits it, and the meld options."""

    def __init__(self, view: BeziqueView) -> None:
        self.view = view
        self.state: BeziqueState = state_of(view)
        self.seat = view.seat
        self.trump = self.state.trump
        self.rs = self.state.rs
        self.options = self.state.meld_options(self.seat) if not view.end_phase else []
        b = bezique_pairs(self.trump, self.rs, self.state.rules.kh_bezique,
                          self.state.rules.trump_queen_bezique)
        self.bezique_faces = {q for q, _, _ in b} | {j for _, j, _ in b}

    def points_of(self, mask: int) -> int:
        st = self.state
        shape = classify(mask, st.trump, st.rs, st.rules.kh_bezique, st.rules.trump_queen_bezique)
        return 0 if shape is None else shape.points

    def keep(self, i: int, cfg: Config) -> float:
        face = i & 31
        place = face & 7
        if face >> 3 == self.trump:
            value = TRUMP_KEEP[place]
            if place == SEVEN and not self.rs.dix:
                value = 0.0
        elif self.rs.brisque:
            value = PLAIN_KEEP[place]
        else:
            value = PLAIN_KEEP_NO_BRISQUES[place]
        if face in self.bezique_faces:
            value += cfg.bezique_card
        best = max((self.points_of(m) for m in self.options if m >> i & 1), default=0)
        return value + cfg.in_meld * best


def beats(led: int, card: int, trump: int) -> bool:
    ls, cs = (led & 31) >> 3, (card & 31) >> 3
    if ls == cs:
        return (card & 7) < (led & 7)
    return cs == trump


class ClubBot:
    """Heuristics; deterministic (the rng is accepted and unused)."""

    name = "club"

    def __init__(self, rng: random.Random | None = None, config: Config = DEFAULT) -> None:
        self.rng = rng
        self.cfg = config

    def choose(self, view: BeziqueView) -> Action:
        action: Action = self.advise(view).chosen
        return action

    def advise(self, view: BeziqueView) -> Advice:
        found = only_or_blanche(view, str(T.C_METHOD))
        if found is not None:
            return found
        if view.end_phase:
            return solved_advice(view)
        seen = Seen(view)
        if view.melder == view.seat:
            return self._declare(view, seen)
        if not view.trick:
            return self._lead(view, seen)
        return self._answer(view, seen)

    # -- declaring -----------------------------------------------------------------------------

    def _declare(self, view: BeziqueView, seen: Seen) -> Advice:
        cfg = self.cfg
        legal = view.legal_actions
        melds = [a for a in legal if isinstance(a, Declare)]
        masks = {a: cards_mask(a.cards) for a in melds}
        points = {a: seen.points_of(masks[a]) for a in melds}
        values: dict[Action, float] = {}
        reasons: dict[Action, Said] = {}
        st = seen.state
        wait = cfg.later_one_a_turn if st.rs.melds_per_turn == 1 else cfg.later
        share = view.stock_size / (view.stock_size + wait)
        for a in melds:
            m, p = masks[a], points[a]
            # What is still to be declared after this meld: a meld sharing a card with it only
            # when worth as much or more.
            left = [b for b in melds if b != a and (not masks[b] & m or points[b] >= p)]
            value = p + share * sum(points[b] for b in left)
            name = _name(st, m)
            shape = classify(m, st.trump, st.rs, st.rules.kh_bezique,
                             st.rules.trump_queen_bezique)
            # Not a meld of the same kind (the same meld of identical cards): a card joins a
            # kind once, so that one cannot follow.
            later = [b for b in melds if b != a and masks[b] & m and points[b] >= p
                     and _kind(st, masks[b]) is not (shape.kind if shape else None)]
            if shape is not None and shape.fixes >= 0:
                held = cards_mask(view.hand) | cards_mask(view.table[view.seat])
                n = sum(1 for place in (ACE, TEN, KING, QUEEN, JACK)
                        if any((i & 31) == shape.fixes * 8 + place for i in _bits(held)))
                value += cfg.fix_card * n
                reasons[a] = T.C_FIX.format(meld=name, suit=shape_suit(shape.fixes), n=n)
            elif later:
                reasons[a] = T.C_DECLARE_ORDER.format(meld=name,
                                                      other=_name(st, masks[later[0]]))
            elif spoiled := [b for b in melds if b not in left and b != a]:
                reasons[a] = T.C_DECLARE_SPOILS.format(meld=name, points=p,
                                                       other=_name(st, masks[spoiled[0]]))
            else:
                reasons[a] = T.C_DECLARE.format(meld=name, points=p)
            values[a] = value
        for other in legal:
            if isinstance(other, Dix):
                turned = INDEX[view.turned] if view.turned is not None else 0
                gain = 10.0 + seen.keep(turned, cfg) - 2.0
                # Where the dix is the turn's one declaration, a meld on offer goes first.
                values[other] = gain if not (melds and st.rs.dix_is_declaration) else gain * 0.2
                reasons[other] = T.C_DIX.format(card=view.turned)
            elif isinstance(other, Pass):
                values[other] = 0.0
                reasons[other] = T.C_PASS.format()
        ranked = rank_actions([ActionValue(a, str(a), values[a],
                                           notes=(T.C_NOTE.format(value=values[a]),))
                               for a in legal])
        best = ranked[0].action
        why = [reasons[best]]
        if isinstance(best, Declare) and any(isinstance(a, Dix) for a in legal) \
                and st.rs.dix_is_declaration:
            why.append(T.C_DIX_LATER.format(meld=_name(st, masks[best])))
        to_you, told = spoken(why)
        return Advice(view.seat, ranked, best, to_you, method=str(T.C_METHOD), told=told)

    # -- card play while the stock lasts -------------------------------------------------------

    def _lead(self, view: BeziqueView, seen: Seen) -> Advice:
        cfg = self.cfg
        plays = [a for a in view.legal_actions if isinstance(a, Play)]
        cost = {}
        for a in plays:
            i = INDEX[a.card]
            c = seen.keep(i, cfg)
            if seen.rs.brisque and BRISQUE_MASK >> i & 1:
                c += seen.rs.brisque * (0.3 if (i & 31) >> 3 == seen.trump else 0.7)
            cost[a] = c
        ranked = rank_actions([ActionValue(a, str(a), -cost[a],
                                           notes=(T.C_NOTE.format(value=-cost[a]),))
                               for a in plays])
        best = ranked[0].action
        assert isinstance(best, Play)
        i = INDEX[best.card]
        # What the lead gives away: a brisque the other player may take, or none.
        lead = (T.C_LEAD_PLAIN if not seen.rs.brisque
                else T.C_LEAD_BRISQUE if BRISQUE_MASK >> i & 1 else T.C_LEAD)
        reasons, told = spoken([lead.format(card=best.card, cost=cost[best])])
        return Advice(view.seat, ranked, best, reasons, method=str(T.C_METHOD), told=told)

    def _answer(self, view: BeziqueView, seen: Seen) -> Advice:
        cfg = self.cfg
        led = INDEX[view.trick[0]]
        plays = [a for a in view.legal_actions if isinstance(a, Play)]
        st = seen.state
        values: dict[Action, float] = {}
        whys: dict[Action, Said] = {}
        for a in plays:
            i = INDEX[a.card]
            n = ((BRISQUE_MASK >> led) & 1) + ((BRISQUE_MASK >> i) & 1)
            brisques = seen.rs.brisque * n
            keep = seen.keep(i, cfg)
            if beats(led, i, seen.trump):
                # Fildinski: the meld must hold a card of this trick.
                opts = (st.meld_options(seen.seat, (1 << led) | (1 << i)) if seen.rs.from_won
                        else [m for m in seen.options if not m >> i & 1])
                best_meld = max(opts, key=seen.points_of, default=0)
                meld = seen.points_of(best_meld) if best_meld else 0
                gain = brisques + cfg.meld_share * meld
                values[a] = gain - keep
                parts = []
                if brisques:
                    parts.append(T.C_WIN_BRISQUES.format(n=n))
                if meld:
                    parts.append(T.C_WIN_MELD.format(meld=_name(st, best_meld)))
                # Chosen as the card that costs least even when the trick is worth no more
                # than the card (as the sentence rounds them): every other card costs more.
                if round(gain) > round(keep):
                    whys[a] = T.C_WIN.format(card=a.card, gain=gain, cost=keep,
                                             why=", ".join(parts))
                else:
                    whys[a] = T.C_WIN_LEAST.format(card=a.card, gain=gain, cost=keep)
            else:
                values[a] = -brisques - keep
                whys[a] = T.C_LOSE.format(card=a.card)
        ranked = rank_actions([ActionValue(a, str(a), values[a],
                                           notes=(T.C_NOTE.format(value=values[a]),))
                               for a in plays])
        best = ranked[0].action
        reasons, told = spoken([whys[best]])
        return Advice(view.seat, ranked, best, reasons, method=str(T.C_METHOD), told=told)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        b = mask & -mask
        out.append(b.bit_length() - 1)
        mask ^= b
    return out


def _kind(st: BeziqueState, mask: int) -> MeldKind | None:
    shape = classify(mask, st.trump, st.rs, st.rules.kh_bezique, st.rules.trump_queen_bezique)
    return None if shape is None else shape.kind


def _name(st: BeziqueState, mask: int) -> str:
    shape = classify(mask, st.trump, st.rs, st.rules.kh_bezique, st.rules.trump_queen_bezique)
    cards = " ".join(map(str, mask_cards(mask)))
    if shape is None:
        return cards
    return f"{meld_name(shape.kind, shape.suit, st.rs)} ({cards})"


def shape_suit(suit: int) -> str:
    return str(SUITS[suit])


def factory(rng: random.Random, quick: bool = False) -> ClubBot:
    return ClubBot(rng)
