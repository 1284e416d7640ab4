"""Gin Rummy (Oklahoma) rules options and the tables the engine and the rule card share."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...cards import Rank
from ..common import RulesOptions
from . import text as T


@dataclass(frozen=True)
class GinRules(RulesOptions):
    """Every rules option of the engine, with the defaults of the rulings."""

    #: The first face-up card of the hand sets the knock limit for the whole hand.
    first_upcard: bool = False
    #: The defender may not lay off on a gin hand.
    no_layoff_on_gin: bool = False
    #: All 11 cards melded (no discard) scores the big gin bonus.
    big_gin: bool = False
    #: The match ends when a player reaches this total.
    target: int = 150
    #: Stop after this many hands (dead hands count); 0 plays on until the target is reached.
    hands: int = 0
    #: Match scoring as clubs keep it, each added when a player reaches the target: the game
    #: bonus for the match winner,
    game_bonus: bool = True
    #: the line (box) bonus for every hand each player won,
    line_bonus: bool = True
    #: and the shutout: the winner's total doubled when the loser scored nothing.
    shutout: bool = True

    def __post_init__(self) -> None:
        if not 1 <= self.target <= 100_000:
            raise ValueError(T.OPTION_TARGET.format(value=self.target))
        if not 0 <= self.hands <= 100_000:
            raise ValueError(T.OPTION_HANDS.format(value=self.hands))

    def describe(self) -> str:
        parts = [str(T.RULES_FIRST_UPCARD if self.first_upcard else T.RULES_PILE_LIMIT),
                 str(T.RULES_NO_LAYOFF_GIN if self.no_layoff_on_gin else T.RULES_LAYOFF_GIN)]
        if self.big_gin:
            parts.append(T.RULES_BIG_GIN.format(bonus=BIG_GIN_BONUS))
        parts.append(T.RULES_TARGET.format(target=self.target))
        if self.hands:
            parts.append(T.RULES_HANDS.format(self.hands))
        # The club's match bonuses are the default: only a bonus switched off is named.
        if not self.game_bonus:
            parts.append(str(T.RULES_NO_GAME_BONUS))
        if not self.line_bonus:
            parts.append(str(T.RULES_NO_LINE_BONUS))
        if not self.shutout:
            parts.append(str(T.RULES_NO_SHUTOUT))
        return ", ".join(parts)


#: Deadwood value of each rank (ace low).
CARD_VALUES: Mapping[Rank, int] = {r: (1 if r is Rank.ACE else min(int(r), 10)) for r in Rank}
#: Ranks in run order: the ace is low only.
RUN_ORDER: tuple[Rank, ...] = (Rank.ACE, *(r for r in Rank if r is not Rank.ACE))
HAND_SIZE = 10
#: The non-dealer's deal; one of these cards opens the discard pile.
NON_DEALER_DEAL = 11
MIN_MELD = 3
GIN_BONUS = 20
BIG_GIN_BONUS = 30
UNDERCUT_BONUS = 10
#: A spade on top of the pile when the hand ends multiplies the hand's score by this.
SPADE_MULTIPLIER = 2
#: A discard that leaves this many cards in the stock without anyone going out kills the hand.
DEAD_STOCK = 2
GAME_TARGET = 150
#: The match bonuses (options ``game-bonus``, ``line-bonus``, ``shutout``), added once a player
#: reaches the target: to the winner of the match,
GAME_BONUS = 100
#: to each player for every hand they won,
LINE_BONUS = 25
#: and the winner's total, bonuses included, multiplied when the loser scored nothing.
SHUTOUT_MULTIPLIER = 2
