"""What the adapters of the two-player stock games share (Smousjas and the Bezique family): the
seats P1 and P2 with the learner at P2, position keys, and what a counting question hides."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...cards import format_cards
from ...errors import NotationError
from ...game import GameSpec
from ...i18n import Text
from . import two_player_text as S

SEATS = ("P1", "P2")
#: What a table leaves out while a question counts: the points, the winner of the trick shown.
CONCEAL_POINTS = "points"
CONCEAL_WINNER = "winner"


class TwoPlayerAdapter:
    """The seats, the keys and the concealment; a subclass names its position keys, its counting
    checks and the sentence for a seat it cannot read."""

    position_keys: frozenset[str] = frozenset()
    count_queries: frozenset[str] = frozenset()
    bad_seat: Text = S.BAD_SEAT

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec

    @property
    def seats(self) -> tuple[str, ...]:
        return SEATS

    @property
    def default_viewer(self) -> int:
        return 1  # Player 2: the learner's seat at the table, who leads the first deal

    def parse_seat(self, text: str) -> int:
        t = " ".join(text.strip().upper().split())
        if t in ("P1", "PLAYER 1", "1"):
            return 0
        if t in ("P2", "PLAYER 2", "2"):
            return 1
        raise NotationError(self.bad_seat.format(value=text.strip()))

    def is_position_key(self, key: str) -> bool:
        return " ".join(key.lower().split()) in self.position_keys

    def concealed(self, score: bool, check: str) -> frozenset[str]:
        if score:
            return frozenset({CONCEAL_POINTS})
        if check in ("winner", "to-move"):
            # The winner of a trick leads the next, so either gives the other away.
            return frozenset({CONCEAL_WINNER, "to-move", CONCEAL_POINTS})
        if check in self.count_queries:
            return frozenset({CONCEAL_POINTS})
        return frozenset()


def tricks_fact(tricks: Sequence[Any], quiet_last: bool) -> str:
    """The tricks played this deal in one sentence (``quiet_last``: without the winner of the
    last, which a question asks)."""
    parts = []
    for n, t in enumerate(tricks, start=1):
        words = S.FACT_TRICK_QUIET if quiet_last and n == len(tricks) else S.FACT_TRICK
        parts.append(words.format(n=n, cards=format_cards(t.cards), leader=SEATS[t.leader],
                                  winner=SEATS[t.winner]))
    return S.FACT_TRICKS.format(tricks="; ".join(parts))
