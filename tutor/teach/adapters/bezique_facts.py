"""What a Bezique, Rubicon or Fildinski lesson text says about the cards, checked against its
position.

The statements read are those of the Smousjas checker (``smousjas_facts.read_claims``: a card
held, a card of a player's, a void, a card in the stock, the trump, the turned card), checked
here against a game of two or four packs: a card is named by its face (``♠Q`` is any copy), and a
player holds it when a copy is in their concealed hand or among their melded cards on the table.

A true statement may still tell the learner what they cannot see: a copy in a face-down hand,
unless the learner can know it (it lies on the table, the other player showed it, or the stock is
empty, when every copy not in view is in the other hand). A card placed in the stock is always
refused: the covered cards lie face down for both players.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import Card, Suit
from ...games.bezique.engine import BeziqueState
from ...games.bezique.melds import CARDS, FACE_MASK, INDEX, SUIT_MASK, mask_cards, pack_mask
from ..facts import jargon
from . import bezique_text as S
from .smousjas_facts import Claim, check_each

_SEATS = ("P1", "P2")


def _face(card: Card) -> int:
    return INDEX[Card(card.suit, card.rank)] & 31


def _played_by(state: BeziqueState) -> dict[int, set[int]]:
    """Per face, the seats that played a copy of it or declared it in a meld."""
    out: dict[int, set[int]] = {}
    for t in state.view(0).tricks:
        for k, c in enumerate(t.cards):
            out.setdefault(_face(c), set()).add((t.leader + k) % 2)
    if state.trick:
        out.setdefault(state.trick[0] & 31, set()).add(state.leader)
    for m in state.melds:
        for c in m.cards:
            out.setdefault(_face(c), set()).add(m.seat)
    return out


def _where(state: BeziqueState, f: int, seat: int) -> str:
    """Where the copies of face ``f`` are, for a claim that ``seat`` holds one."""
    mask = FACE_MASK[f]
    other = 1 - seat
    if state.table[other] & mask:
        return S.ON_TABLE.format(seat=_SEATS[other])
    if state.hands[other] & mask:
        return S.IN_HAND_OTHER.format(seat=_SEATS[other])
    if any(i & 31 == f for i in state.trick):
        return str(S.IN_TRICK)
    if (state.won[0] | state.won[1]) & mask:
        return str(S.TAKEN)
    return S.UNSEEN.format(card=CARDS[f], seat=_SEATS[seat])


def _in_view(state: BeziqueState, viewer: int) -> int:
    """The physical cards the learner at ``viewer`` sees or has seen."""
    other = 1 - viewer
    seen = (state.hands[viewer] | state.table[0] | state.table[1] | state.seen[other]
            | state.won[0] | state.won[1])
    for i in state.trick:
        seen |= 1 << i
    if state.turned >= 0:
        seen |= 1 << state.turned
    return seen


def _all_known(state: BeziqueState) -> bool:
    """Once the stock and the turned card are gone, every card not in view is the other's."""
    return not state.stock and state.turned < 0


def check_claim(claim: Claim, state: BeziqueState, viewer: int, hidden: frozenset[int],
                played: dict[int, set[int]]) -> str:
    """The problem with one statement ("" when there is none)."""
    if claim.kind == "trump":
        if claim.suit is state.trump_suit:
            return ""
        trump = state.trump_suit
        return S.FACT_TRUMP.format(suit=claim.suit, trump=S.TRUMP_IS.format(trump=trump)
                                   if trump is not None else S.TRUMP_NONE)
    if claim.kind == "turned":
        turned = CARDS[state.turned] if state.turned >= 0 else None
        card = claim.cards[0]
        if turned is not None and card.same_face(turned):
            return ""
        return S.FACT_TURNED.format(card=card, where=S.TURNED_IS.format(card=turned)
                                    if turned is not None else S.NO_TURNED)
    if claim.kind == "stock":
        card = claim.cards[0]
        f = _face(card)
        if any(i & 31 == f for i in state.stock):
            return S.FACT_STOCK.format(card=card)
        return S.FACT_STOCK_FALSE.format(card=card, where=_where(state, f, viewer))
    seat = claim.seat
    face_down = seat in hidden and seat != viewer
    concealed = state.hands[seat]
    open_cards = state.table[seat] | state.seen[seat]
    view = _in_view(state, viewer)
    if claim.kind == "void":
        assert claim.suit is not None
        held = (concealed | state.table[seat]) & SUIT_MASK[claim.suit.value]
        if held:
            return S.FACT_NOT_VOID.format(who=claim.who, suit=claim.suit, seat=_SEATS[seat],
                                          cards=" ".join(map(str, mask_cards(held))))
        if face_down and not _all_known(state) and _unseen_in_suit(state, view, claim.suit):
            return S.FACT_HIDDEN_VOID.format(who=claim.who, suit=claim.suit,
                                             viewer=_SEATS[viewer])
        return ""
    for card in claim.cards:
        f = _face(card)
        if claim.kind == "own" and seat in played.get(f, set()):
            continue  # played or declared by that player, in view of both
        mine = (concealed | state.table[seat]) & FACE_MASK[f]
        if not mine:
            words = S.FACT_NOT_HELD if claim.kind == "hold" else S.FACT_NOT_OWN
            return words.format(who=claim.who, card=card, where=_where(state, f, seat))
        if face_down and not mine & open_cards and not _all_known(state):
            return S.FACT_HIDDEN.format(who=claim.who, card=card, viewer=_SEATS[viewer])
    return ""


def _unseen_in_suit(state: BeziqueState, view: int, suit: Suit) -> bool:
    return bool(pack_mask(state.rs.copies) & ~view & SUIT_MASK[suit.value])


def check_texts(state: BeziqueState | None, viewer: int, hidden: frozenset[int],
                texts: Sequence[str]) -> list[list[tuple[int, str]]]:
    """Per text, (offset, problem) for each statement that is false in the position or tells
    the learner about a card they cannot see, and each word of jargon."""
    if state is None:
        return [list(jargon(t)) for t in texts]
    played = _played_by(state)
    return check_each(texts, viewer, state.trump_suit,
                      lambda claim: check_claim(claim, state, viewer, hidden, played))
