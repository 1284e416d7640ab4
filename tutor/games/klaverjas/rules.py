"""Klaverjassen rules options and the tables the engine and the rule card share."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from ...cards import Rank
from ..common import RulesOptions
from . import text as T


class PlayRule(Enum):
    """How you must trump when void: the Rotterdam or the Amsterdam rules."""

    ROTTERDAM = "rotterdam"
    AMSTERDAM = "amsterdam"


class TrumpMethod(Enum):
    """How trump is fixed each deal."""

    VERPLICHT = "verplicht"
    DRAAIEN = "draaien"
    MAKEN = "maken"


@dataclass(frozen=True)
class KlaverjasRules(RulesOptions):
    """Every rules option of the engine, with the defaults of the rulings."""

    play: PlayRule = PlayRule.ROTTERDAM
    trump_method: TrumpMethod = TrumpMethod.VERPLICHT
    four_jacks_200: bool = False
    deals: int = 16

    def __post_init__(self) -> None:
        if not 1 <= self.deals <= 1000:
            raise ValueError(T.OPTION_DEALS.format(value=self.deals))

    def describe(self) -> str:
        text = T.RULES_FOUR_JACKS if self.four_jacks_200 else T.RULES
        return text.format(play=self.play.value, method=self.trump_method.value,
                           deals=T.RULES_DEALS.format(self.deals))


#: Trick order, highest first.
TRUMP_ORDER: tuple[Rank, ...] = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING,
                                 Rank.QUEEN, Rank.EIGHT, Rank.SEVEN)
PLAIN_ORDER: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK,
                                 Rank.NINE, Rank.EIGHT, Rank.SEVEN)
#: Order of rows (roem), highest first: the natural order in every suit, trump included.
ROEM_ORDER: tuple[Rank, ...] = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN,
                                Rank.NINE, Rank.EIGHT, Rank.SEVEN)
TRUMP_POINTS: Mapping[Rank, int] = {Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10,
                                    Rank.KING: 4, Rank.QUEEN: 3, Rank.EIGHT: 0, Rank.SEVEN: 0}
PLAIN_POINTS: Mapping[Rank, int] = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3,
                                    Rank.JACK: 2, Rank.NINE: 0, Rank.EIGHT: 0, Rank.SEVEN: 0}
LAST_TRICK = 10
PIT_BONUS = 100
ROW3 = 20
ROW4 = 50
STUK = 20
FOUR_OF_A_KIND = 100
FOUR_JACKS_OPTION = 200
DEAL_CARD_POINTS = 162
DEALING_PATTERN: tuple[int, ...] = (3, 2, 3)
