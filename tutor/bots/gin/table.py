"""What a Gin Rummy view tells a bot, as card masks, and the small facts both bots share.

Cards are the engine's indices (``suit * 13 + rank``, ace low) so the exact meld arithmetic of
``tutor.games.gin.melds`` applies directly.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...actions import action_forms, shown_action
from ...cards import format_card
from ...games.gin.engine import (
    BigGin,
    Discard,
    Draw,
    Gin,
    GinView,
    Knock,
    LayOff,
    Phase,
)
from ...games.gin.melds import CARDS, INDEX, RANK_OF, SUIT_OF, VALUES, cards_mask, place_layoffs

FULL = (1 << 52) - 1
SPADES = 0


def idx(card: object) -> int:
    """The engine index of a card."""
    return INDEX[card]  # type: ignore[index]


def action_text(action: object) -> str:
    """A Gin Rummy action as the learner reads it: the engine's notation in the reader's words
    and letters (``tutor.actions.shown_action``)."""
    return shown_action(_notation(action), action_forms("gin"))


def _notation(action: object) -> str:
    """The canonical notation of a Gin Rummy action (as the engine writes it)."""
    if isinstance(action, Draw):
        return action.source.value
    if isinstance(action, Discard):
        return format_card(action.card)
    if isinstance(action, Knock | Gin | BigGin):
        return str(action)  # with the melds chosen, when there are
    if isinstance(action, LayOff):
        return "layoff " + (" ".join(format_card(c) for c in action.cards) or "-")
    raise TypeError(f"not a Gin Rummy action: {action!r}")  # internal


def layoffs_that_place(view: GinView) -> list[LayOff]:
    """The legal layoffs that the engine can also place card by card.

    The engine offers some layoffs it then fails to place (its placement puts a card on a set
    when the same card was needed to extend a run for another laid-off card), so the bots keep
    to the ones that go through; laying off nothing always does.
    """
    out = view.out
    melds = out.arrangement.melds if out is not None else ()
    good: list[LayOff] = []
    for a in view.legal_actions:
        if not isinstance(a, LayOff):
            continue
        try:
            place_layoffs(melds, cards_mask(a.cards))
        except ValueError:
            continue
        good.append(a)
    return good


def is_spade(i: int) -> bool:
    return i >= 0 and SUIT_OF[i] == SPADES


def neighbours(i: int) -> list[tuple[int, int]]:
    """The card pairs that make a meld with card ``i``: two of its rank, or two in a row."""
    r, s = RANK_OF[i], SUIT_OF[i]
    same = [13 * t + r for t in range(4) if t != s]
    pairs = [(same[0], same[1]), (same[0], same[2]), (same[1], same[2])]
    base = 13 * s
    for a, b in ((r - 2, r - 1), (r - 1, r + 1), (r + 1, r + 2)):
        if a >= 0 and b <= 12:
            pairs.append((base + a, base + b))
    return pairs


def touching(i: int) -> list[int]:
    """Cards that form a two-card start of a meld with ``i``: its rank, or one or two away."""
    r, s = RANK_OF[i], SUIT_OF[i]
    out = [13 * t + r for t in range(4) if t != s]
    out += [13 * s + x for x in (r - 2, r - 1, r + 1, r + 2) if 0 <= x <= 12]
    return out


@dataclass(frozen=True)
class Table:
    """The public facts of a hand, from one seat's view, as masks and indices."""

    seat: int
    phase: Phase
    hand: int
    pile: tuple[int, ...]  # bottom first
    took: int  # the card this seat took from the pile this turn, -1 if none
    limit: int | None  # the knock limit for a discard now (discard phase)
    first_upcard: bool
    upcard: int  # -1 before the pile is opened
    stock: int
    known: int  # the opponent's cards everyone saw them take and keep
    unseen: int  # in the opponent's hand (unknown part) or the stock
    opp_unknown: int  # how many of the opponent's cards nobody has seen
    opp_discards: tuple[int, ...]
    opp_declined: tuple[int, ...]  # pile tops the opponent left for a stock card
    opp_draws: int
    my_draws: int
    #: The knock limit the opponent faced on their last turn (``None``: gin only, or no turn).
    opp_last_limit: int | None
    #: The opponent's last turn: the card they discarded, the pile card they took first (-1:
    #: none) and the pile card they left for a stock card (-1: none).
    opp_last_discard: int = -1
    opp_last_took: int = -1
    opp_last_declined: int = -1

    @property
    def top(self) -> int:
        return self.pile[-1] if self.pile else -1

    @property
    def under(self) -> int:
        return self.pile[-2] if len(self.pile) >= 2 else -1

    def limit_value(self, top: int) -> int | None:
        """The knock limit when ``top`` lies on the pile before the discard (``None``: gin only)."""
        return _limit(self.first_upcard, self.upcard, top)

    @classmethod
    def from_view(cls, view: GinView) -> Table:
        me, other = view.seat, 1 - view.seat
        hand = cards_mask(view.hand)
        pile = tuple(INDEX[c] for c in view.pile)
        known = cards_mask(view.opponent_known())
        seen = hand | known
        for i in pile:
            seen |= 1 << i
        discards: list[int] = []
        declined: list[int] = []
        sim: list[int] = []
        opp_draws = my_draws = 0
        opp_limit_card = -1
        last_discard = last_took = last_declined = -1
        prev_take = False
        for n, m in enumerate(view.history):
            i = INDEX[m.card]
            if m.took:
                sim.pop()
                prev_take = True
                if m.seat == other:
                    last_took = i
                if m.seat == me:
                    my_draws += 1
                else:
                    opp_draws += 1
                continue
            if n > 0 and not prev_take:
                # A discard without a take before it: a stock draw came first.
                if m.seat == other:
                    opp_draws += 1
                    if sim:
                        declined.append(sim[-1])
                else:
                    my_draws += 1
            if m.seat == other:
                discards.append(i)
                last_discard = i
                if not prev_take:
                    last_took = -1
                last_declined = sim[-1] if n > 0 and not prev_take and sim else -1
                if n > 0:
                    opp_limit_card = sim[-1] if sim else -1
            sim.append(i)
            prev_take = False
        if view.phase is Phase.DISCARD and view.to_move == me and view.took is None:
            my_draws += 1
        first_upcard = view.rules.first_upcard
        upcard = -1 if view.upcard is None else INDEX[view.upcard]
        return cls(
            seat=me, phase=view.phase, hand=hand, pile=pile,
            took=-1 if view.took is None else INDEX[view.took], limit=view.limit,
            first_upcard=first_upcard, upcard=upcard, stock=view.stock_size,
            known=known, unseen=FULL & ~seen,
            opp_unknown=view.opponent_cards - known.bit_count(),
            opp_discards=tuple(discards), opp_declined=tuple(declined), opp_draws=opp_draws,
            my_draws=my_draws,
            opp_last_limit=(None if opp_draws == 0
                            else _limit(first_upcard, upcard, opp_limit_card)),
            opp_last_discard=last_discard, opp_last_took=last_took,
            opp_last_declined=last_declined)


def _limit(first_upcard: bool, upcard: int, top: int) -> int | None:
    if first_upcard:
        return None if upcard < 0 or VALUES[upcard] == 1 else VALUES[upcard]
    return None if top < 0 else VALUES[top]


def card(i: int) -> str:
    """A card index as the learner reads it."""
    return str(CARDS[i])
