"""What the engines share: card masks, rules options as dicts, the events of a card laid and of
the match's end, and position errors that name their line.

A hand is a bit mask over a game's pack (bit ``i`` is the pack's card ``i``); each engine builds
its ``mask_cards`` and ``cards_mask`` from its own pack here, so the loops live in one place and
stay fast (closures over look-up tables, no attribute look-ups per call).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from ..cards import Card, format_card
from ..errors import NotationError
from ..game import RESULT
from ..i18n import Text
from ..options import options_from_dict, options_to_dict
from ..seats import seat_name

# ---------------------------------------------------------------------------------------------
# Card masks


def bit_indices(mask: int) -> list[int]:
    """The card indices in a mask, lowest first."""
    out = []
    while mask:
        b = mask & -mask
        out.append(b.bit_length() - 1)
        mask ^= b
    return out


def make_mask_cards(cards: Sequence[Card]) -> Callable[[int], tuple[Card, ...]]:
    """``mask_cards(mask)`` for a pack: the cards of a mask in index order.

    Eight bits at a time from a table of every byte's cards, which beats a loop over the bits.
    """
    n = len(cards)
    blocks = tuple(
        tuple(tuple(cards[8 * k + r] for r in range(8) if b >> r & 1 and 8 * k + r < n)
              for b in range(256))
        for k in range((n + 7) // 8))

    def mask_cards(mask: int) -> tuple[Card, ...]:
        out: tuple[Card, ...] = ()
        for table in blocks:
            if not mask:
                break
            b = mask & 0xFF
            if b:
                out += table[b]
            mask >>= 8
        return out

    mask_cards.__doc__ = "The cards of a mask, in index order."  # internal
    return mask_cards


def make_cards_mask(index: Mapping[Card, int]) -> Callable[[Iterable[Card]], int]:
    """``cards_mask(cards)`` for a pack: the mask of some cards (``KeyError`` for a stranger)."""

    def cards_mask(cards: Iterable[Card]) -> int:
        m = 0
        for c in cards:
            m |= 1 << index[c]
        return m

    cards_mask.__doc__ = "The mask of some cards."  # internal
    return cards_mask


def show_cards(cards: Iterable[Card]) -> str:
    """Cards in a sentence, as the learner reads them (``str(card)``: the Dutch letters in Dutch),
    space-separated; ``-`` for none. Files and actions use ``format_cards``."""
    return " ".join(map(str, cards)) or "-"


# ---------------------------------------------------------------------------------------------
# Rules options


class RulesOptions:
    """``to_dict``/``from_dict`` for a frozen rules dataclass (keys and values: ``options``)."""

    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        return options_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """The rules from a dict; a bad key or value raises ``ValueError`` naming it."""
        return options_from_dict(cls, data)


# ---------------------------------------------------------------------------------------------
# Events


@dataclass(frozen=True, slots=True)
class CardEvent:
    """Base of an event where a seat plays or lays one card in public.

    A subclass sets ``level``, ``type`` (for ``to_dict``), ``text`` (the game's sentence, with
    ``{seat}`` and ``{card}``, translated when described) and ``players`` (for the seat's name).
    """

    seat: int
    card: Card
    type: ClassVar[str]
    text: ClassVar[Text]
    players: ClassVar[int]

    def describe(self) -> str:
        return self.text.format(seat=seat_name(self.seat, self.players), card=self.card)

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": seat_name(self.seat, self.players),
                "card": format_card(self.card)}


# ---------------------------------------------------------------------------------------------
# The match's end


def winner_of(totals: Sequence[int]) -> int | None:
    """The side with the most points; ``None`` when the best are level."""
    best = max(totals)
    leaders = [side for side, t in enumerate(totals) if t == best]
    return leaders[0] if len(leaders) == 1 else None


class MatchEnd:
    """Base of a game's last event: the ``totals`` per side, and who won.

    The game's text supplies the words: ``win`` takes ``{winner}``, ``{a}`` (the winning total)
    and ``{b}`` (the runner-up's); ``draw`` takes ``{a}``.
    """

    __slots__ = ()
    level: ClassVar[int] = RESULT
    totals: tuple[int, ...]

    @property
    def winner(self) -> int | None:
        return winner_of(self.totals)

    def result_text(self, win: Text, draw: Text, name: Callable[[int], str]) -> str:
        w = self.winner
        ranked = sorted(self.totals, reverse=True)
        if w is None:
            return draw.format(a=ranked[0])
        return win.format(winner=name(w), a=ranked[0], b=ranked[1])

    def result_dict(self, name: Callable[[int], str]) -> dict[str, Any]:
        """The ``totals`` and ``winner`` keys of ``to_dict``."""
        w = self.winner
        return {"totals": list(self.totals), "winner": None if w is None else name(w)}


# ---------------------------------------------------------------------------------------------
# Positions


@contextmanager
def on_line(line: int) -> Iterator[None]:
    """Give a ``NotationError`` raised inside the line of the position it comes from."""
    try:
        yield
    except NotationError as e:
        raise NotationError(e.message, line=line) from None
