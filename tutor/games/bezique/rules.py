"""Bezique, Rubicon Bezique and Fildinski rules options, and the tables the engine and the rule
cards share.

One engine plays the three games; the option ``rule-set`` says which, and each game's spec fixes
it. Everything that differs between them is a field of ``RuleSet``, so the engine asks what the
rule set says, never which game it plays.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Literal

from ...cards import Rank
from ...i18n import Text
from ..common import RulesOptions
from . import text as T

BEZIQUE = "bezique"
RUBICON = "rubicon"
FILDINSKI = "fildinski"
RULE_SET_NAMES = (BEZIQUE, RUBICON, FILDINSKI)

RuleSetName = Literal["bezique", "rubicon", "fildinski"]

#: Trick order, strongest first, in every suit and in trumps alike.
ORDER: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE,
                           Rank.EIGHT, Rank.SEVEN)
#: The five cards of a sequence.
SEQUENCE_RANKS: tuple[Rank, ...] = ORDER[:5]


class MeldKind(Enum):
    """The kinds of meld. Two melds of one kind never share a card (Rubicon: unless the first
    was broken by playing one of its cards)."""

    TRUMP_SEQUENCE = "trump-sequence"
    PLAIN_SEQUENCE = "plain-sequence"
    FOUR_ACES = "four-aces"
    FOUR_TENS = "four-tens"
    FOUR_KINGS = "four-kings"
    FOUR_QUEENS = "four-queens"
    FOUR_JACKS = "four-jacks"
    STUK = "stuk"
    MARRIAGE = "marriage"
    BEZIQUE = "bezique"
    DOUBLE = "double"
    TRIPLE = "triple"
    QUADRUPLE = "quadruple"


FOURS: Mapping[Rank, MeldKind] = {Rank.ACE: MeldKind.FOUR_ACES, Rank.TEN: MeldKind.FOUR_TENS,
                                  Rank.KING: MeldKind.FOUR_KINGS,
                                  Rank.QUEEN: MeldKind.FOUR_QUEENS,
                                  Rank.JACK: MeldKind.FOUR_JACKS}
#: Beziques by how many pairs they hold.
BEZIQUES: Mapping[int, MeldKind] = {1: MeldKind.BEZIQUE, 2: MeldKind.DOUBLE, 3: MeldKind.TRIPLE,
                                    4: MeldKind.QUADRUPLE}
#: Kinds that fix trump when Rubicon's trump is not yet fixed.
TRUMP_FIXING = frozenset({MeldKind.TRUMP_SEQUENCE, MeldKind.STUK})


@dataclass(frozen=True)
class BeziqueRules(RulesOptions):
    """Every rules option of the engine, with the defaults of the rulings."""

    #: Which game: ``bezique`` (64 cards), ``rubicon`` (128 cards) or ``fildinski`` (melds from
    #: won cards).
    rule_set: RuleSetName = "bezique"
    #: The match ends after the deal in which a player reaches it; 0 takes the game's own
    #: (Bezique 1000, Fildinski 500; Rubicon plays one deal a game and has none).
    target: int = 0
    #: Bezique and Fildinski: with diamonds or spades trump, the bezique is ♣J and ♥Q.
    kh_bezique: bool = False
    #: Rubicon: the bezique is the trump queen with the jack of its partner suit (♦ with ♠,
    #: ♣ with ♥); declared before trump is fixed, it fixes trump.
    trump_queen_bezique: bool = False
    #: Rubicon: score each game with the rubicon bonus (winner 500 plus the difference, or 1000
    #: plus both totals when the loser stays under 1000); off, each scores their own total.
    rubicon_scoring: bool = True
    #: Stop after this many deals; 0 plays on until the target decides (Rubicon: one deal).
    deals: int = 0

    def __post_init__(self) -> None:
        if self.rule_set not in RULE_SET_NAMES:
            raise ValueError(T.OPTION_RULE_SET.format(value=self.rule_set,
                                                      names=", ".join(RULE_SET_NAMES)))
        if (self.target and not 100 <= self.target <= 10_000) or self.target % 100:
            raise ValueError(T.OPTION_TARGET.format(value=self.target))
        if self.target and self.rule_set == RUBICON:
            raise ValueError(str(T.OPTION_TARGET_RUBICON))
        if not 0 <= self.deals <= 100_000:
            raise ValueError(T.OPTION_DEALS.format(value=self.deals))

    @property
    def rs(self) -> RuleSet:
        return RULE_SETS[self.rule_set]

    @property
    def goal(self) -> int:
        """The target in force (0 for Rubicon)."""
        return self.target or self.rs.target

    @property
    def deal_limit(self) -> int:
        """Deals to play at most (0: no limit)."""
        if self.rs.target == 0:
            return self.deals or 1
        return self.deals

    def describe(self) -> str:
        parts = []
        if self.goal:
            parts.append(T.RULES_TARGET.format(target=self.goal))
        if self.kh_bezique and self.rs.kh_option:
            parts.append(T.RULES_KH.format(name=self.rs.bezique_word))
        if self.trump_queen_bezique and self.rs.trump_fixed_by_meld:
            parts.append(str(T.RULES_TRUMP_QUEEN))
        if self.rs.rubicon_bonus:
            parts.append(str(T.RULES_RUBICON_ON if self.rubicon_scoring else T.RULES_RUBICON_OFF))
        limit = self.deal_limit
        if limit and (self.rs.target or limit > 1):
            parts.append(T.RULES_DEALS.format(limit))
        return ", ".join(parts)


def rules_reader(name: str) -> Callable[[Mapping[str, Any]], BeziqueRules]:
    """``rules_from_dict`` for one game: its rule set by default, and no other."""

    def read(data: Mapping[str, Any]) -> BeziqueRules:
        given = {k.replace("_", "-"): v for k, v in data.items()}
        chosen = given.setdefault("rule-set", name)
        if chosen != name:
            raise ValueError(T.OPTION_OTHER_GAME.format(name=name, chosen=chosen))
        given.setdefault("target", RULE_SETS[name].target)
        return BeziqueRules.from_dict(given)

    return read


@dataclass(frozen=True)
class RuleSet:
    """What one game's rules say, as data."""

    name: str
    copies: int
    hand_size: int
    #: Cards to each player at a time, the non-dealer first.
    deal_pattern: tuple[int, ...]
    #: A card is turned for trump (else the first marriage or sequence fixes it).
    turned_trump: bool
    trump_fixed_by_meld: bool
    #: Each ace and ten in a won trick scores this at once (0: none).
    brisque: int
    #: Playing a trump 7 scores this; so does a turned 7 for the dealer (0: none).
    seven: int
    #: The dix: swap the trump 7 from hand for the turned card.
    dix: int
    #: Melds a winner may declare in one turn (0: any number).
    melds_per_turn: int
    #: The dix counts as the turn's declaration (else it may come beside melds).
    dix_is_declaration: bool
    #: Melds come from the cards won, each holding one of the two just won (Fildinski).
    from_won: bool
    #: A meld broken by playing one of its cards may be re-formed with a new card (Rubicon).
    reform: bool
    last_trick: int
    #: The match target when the rules name none (0: one deal a game).
    target: int
    #: The rubicon bonus applies (and the option ``rubicon-scoring`` switches it).
    rubicon_bonus: bool
    #: A dealt hand without king, queen or jack may be shown for this (0: no carte blanche).
    carte_blanche: int
    #: The option ``kh-bezique`` applies.
    kh_option: bool
    #: The name of the jack-and-queen meld: bezique, or fildinski (``bezique_word`` says it).
    bezique_name: str
    values: Mapping[MeldKind, int]

    @property
    def bezique_word(self) -> Text:
        """The jack-and-queen meld's name in the language spoken now (formatted where used)."""
        return T.BEZIQUE_WORDS[self.bezique_name]

    @property
    def kinds(self) -> tuple[MeldKind, ...]:
        """The melds this game knows, most valuable first."""
        return tuple(sorted(self.values, key=lambda k: -self.values[k]))


_BEZIQUE_VALUES: Mapping[MeldKind, int] = {
    MeldKind.TRUMP_SEQUENCE: 250, MeldKind.FOUR_ACES: 100, MeldKind.FOUR_KINGS: 80,
    MeldKind.FOUR_QUEENS: 60, MeldKind.FOUR_JACKS: 40, MeldKind.STUK: 40,
    MeldKind.MARRIAGE: 20, MeldKind.BEZIQUE: 40, MeldKind.DOUBLE: 500}

BEZIQUE_RULES = RuleSet(
    name=BEZIQUE, copies=2, hand_size=8, deal_pattern=(3, 2, 3), turned_trump=True,
    trump_fixed_by_meld=False, brisque=10, seven=10, dix=10, melds_per_turn=1,
    dix_is_declaration=True, from_won=False, reform=False, last_trick=10, target=1000,
    rubicon_bonus=False, carte_blanche=0, kh_option=True, bezique_name="bezique",
    values=_BEZIQUE_VALUES)

RUBICON_RULES = RuleSet(
    name=RUBICON, copies=4, hand_size=9, deal_pattern=(3, 3, 3), turned_trump=False,
    trump_fixed_by_meld=True, brisque=0, seven=0, dix=0, melds_per_turn=0,
    dix_is_declaration=False, from_won=False, reform=True, last_trick=50, target=0,
    rubicon_bonus=True, carte_blanche=50, kh_option=False, bezique_name="bezique",
    values={**_BEZIQUE_VALUES, MeldKind.PLAIN_SEQUENCE: 150, MeldKind.FOUR_TENS: 90,
            MeldKind.TRIPLE: 1500, MeldKind.QUADRUPLE: 4500})

FILDINSKI_RULES = RuleSet(
    name=FILDINSKI, copies=2, hand_size=8, deal_pattern=(3, 2, 3), turned_trump=True,
    trump_fixed_by_meld=False, brisque=10, seven=10, dix=10, melds_per_turn=0,
    dix_is_declaration=False, from_won=True, reform=False, last_trick=10, target=500,
    rubicon_bonus=False, carte_blanche=0, kh_option=True, bezique_name="fildinski",
    values=_BEZIQUE_VALUES)

RULE_SETS: Mapping[str, RuleSet] = {BEZIQUE: BEZIQUE_RULES, RUBICON: RUBICON_RULES,
                                    FILDINSKI: FILDINSKI_RULES}
#: Rubicon: a loser under this is rubiconed.
RUBICON_LINE = 1000
RUBICON_WIN = 500
RUBICON_BONUS = 1000
