"""Casino rules options and the tables the engine and the rule card share."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...cards import Card, Rank, Suit
from ..common import RulesOptions
from . import text as T

#: The player counts the game is played by.
PLAYERS = (2, 3, 4)


@dataclass(frozen=True)
class CasinoRules(RulesOptions):
    """Every rules option of the engine, with the defaults of the rulings."""

    #: Two, three or four players.
    players: int = 2
    #: With four players, opposite seats are partners: their captured cards are pooled before
    #: the round is counted, and they share one score. With two or three it changes nothing.
    partners: bool = False
    #: A capture that clears the table scores a point (not the last capture of a round).
    sweeps: bool = False
    #: The game ends after the round in which a player (or side) reaches this total.
    target: int = 21
    #: Stop after this many rounds; 0 plays on until the target decides the game.
    rounds: int = 0

    def __post_init__(self) -> None:
        if self.players not in PLAYERS:
            raise ValueError(T.OPTION_PLAYERS.format(value=self.players))
        if not 1 <= self.target <= 10_000:
            raise ValueError(T.OPTION_TARGET.format(value=self.target))
        if not 0 <= self.rounds <= 100_000:
            raise ValueError(T.OPTION_ROUNDS.format(value=self.rounds))

    @property
    def teams(self) -> bool:
        """Whether partners play together: the option, with four players."""
        return self.partners and self.players == 4

    def describe(self) -> str:
        parts = [T.RULES_PLAYERS.format(self.players)]
        if self.teams:
            parts.append(str(T.RULES_PARTNERS))
        if self.sweeps:
            parts.append(str(T.RULES_SWEEPS))
        parts.append(T.RULES_TARGET.format(target=self.target))
        if self.rounds:
            parts.append(T.RULES_ROUNDS.format(self.rounds))
        return ", ".join(parts)


def card_value(rank: Rank) -> int:
    """What a card counts in captures and builds: the ace 1, 2 to 10 their face; 0 for a
    jack, queen or king, which only pair."""
    if rank is Rank.ACE:
        return 1
    return int(rank) if rank <= Rank.TEN else 0


#: The value of each rank (0: a face card, taken only by a card of its rank).
CARD_VALUES: Mapping[Rank, int] = {r: card_value(r) for r in Rank}
#: Cards to each player per deal, dealt two at a time; and to the table in a round's first deal.
HAND_SIZE = 4
TABLE_CARDS = 4
AT_A_TIME = 2
#: The most a build (or a raise) may be worth.
MAX_BUILD = 10
GAME_TARGET = 21

#: A round's points.
MOST_CARDS = 3
MOST_SPADES = 1
BIG_CASINO = Card(Suit.DIAMONDS, Rank.TEN)
BIG_CASINO_POINTS = 2
LITTLE_CASINO = Card(Suit.SPADES, Rank.TWO)
LITTLE_CASINO_POINTS = 1
ACE_POINTS = 1
SWEEP_POINTS = 1
#: Every point a round holds without sweeps.
ROUND_POINTS = MOST_CARDS + MOST_SPADES + BIG_CASINO_POINTS + LITTLE_CASINO_POINTS + 4 * ACE_POINTS
