"""What the Bezique bots share: the state a view allows, what each card is worth keeping, and
the exact advice of the last tricks."""

from __future__ import annotations

import random

from ...actions import shown_for
from ...games.bezique.engine import Action, BeziqueState, BeziqueView, Blanche, Declare, Play
from ...games.bezique.melds import CARDS, INDEX, cards_mask, classify, meld_name
from ...games.bezique.resample import resample
from ..base import ActionValue, Advice, rank_actions, spoken
from . import text as T
from .solver import CardSearch, counts_of

#: The game whose notation the reasons name actions in.
B = "bezique"


def state_of(view: BeziqueView) -> BeziqueState:
    """A full state that fits the view: the player's own cards and melds are exact, the rest
    drawn; enough to ask the engine which melds the player's own cards allow."""
    return resample(view, random.Random(0))


def meld_text(action: Declare, view: BeziqueView) -> tuple[str, int]:
    """The meld's name with its cards, and its points."""
    st = state_of(view)
    mask = cards_mask(action.cards)
    shape = classify(mask, st.trump, st.rs, st.rules.kh_bezique, st.rules.trump_queen_bezique)
    assert shape is not None
    return f"{meld_name(shape.kind, shape.suit, st.rs)} ({' '.join(map(str, action.cards))})", \
        shape.points


def only_or_blanche(view: BeziqueView, method: str) -> Advice | None:
    """Advice every level gives alike: the only legal move; carte blanche shown."""
    legal = view.legal_actions
    if len(legal) == 1:
        a = legal[0]
        reasons, told = spoken([T.ONLY_MOVE.format(move=shown_for(B, a))])
        return Advice(view.seat, (ActionValue(a, str(a), 0.0),), a, reasons, method=method,
                      told=told)
    for a in legal:
        if isinstance(a, Blanche):
            values = [ActionValue(b, str(b), 50.0 if b == a else 0.0) for b in legal]
            reasons, told = spoken([T.BLANCHE.format()])
            return Advice(view.seat, rank_actions(values), a, reasons, method=method, told=told)
    return None


def exact_values(view: BeziqueView) -> dict[Action, int]:
    """The last tricks: each legal card's exact value for the mover (its points minus the other
    player's over the tricks left, trump 7s aside: they score alike whatever the order)."""
    st = state_of(view)
    me = view.seat
    search = CardSearch(st.trump, st.rs.brisque, st.rs.last_trick)
    h = [counts_of(st.hands[0]), counts_of(st.hands[1])]
    sign = 1 if me == 0 else -1
    out: dict[Action, int] = {}
    if not st.trick:
        values = search.lead_values(h[0], h[1], me)
        for a in view.legal_actions:
            assert isinstance(a, Play)
            out[a] = sign * values[INDEX[a.card] & 31]
    else:
        led = st.trick[0] & 31
        replies = search.after_lead(h[0], h[1], st.leader, led)
        for a in view.legal_actions:
            assert isinstance(a, Play)
            out[a] = sign * replies[INDEX[a.card] & 31]
    return out


def solved_advice(view: BeziqueView) -> Advice:
    """Every legal card valued exactly, with reasons from the values."""
    values = exact_values(view)
    ranked = rank_actions([ActionValue(a, str(a), float(v), notes=(T.S_NOTE.format(diff=v),))
                           for a, v in values.items()])
    best = ranked[0]
    why = [T.S_SOLVED.format(), T.S_RESULT.format(diff=int(best.value))]
    if len(ranked) > 1:
        second = ranked[1]
        delta = int(best.value - second.value)
        why.append(T.S_BETTER.format(move=shown_for(B, best.text), delta=delta,
                                     second=shown_for(B, second.text))
                   if delta else T.S_EQUAL.format(second=shown_for(B, second.text)))
    reasons, told = spoken(why)
    return Advice(view.seat, ranked, best.action, reasons, method=str(T.S_METHOD),
                  extra={"exact": True}, told=told)


__all__ = ["CARDS", "exact_values", "meld_text", "only_or_blanche", "solved_advice", "state_of"]
