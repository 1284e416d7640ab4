"""Smousjas and Vijfhonderden rules options, and the tables the engine and the rule cards share.

One engine plays both rule sets; the option ``rule-set`` says which, and each game's spec fixes it
(``smousjas`` or ``vijfhonderden``). Everything that differs between the two is a field of
``RuleSet`` below, so the engine never asks which game it plays, only what the rule set says.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from ...cards import Rank
from ..common import RulesOptions
from . import text as T

SMOUSJAS = "smousjas"
VIJFHONDERDEN = "vijfhonderden"
RULE_SET_NAMES = (SMOUSJAS, VIJFHONDERDEN)

RuleSetName = Literal["smousjas", "vijfhonderden"]

#: The match targets each rule set allows.
TARGETS: Mapping[str, tuple[int, ...]] = {SMOUSJAS: (500,), VIJFHONDERDEN: (500, 1000)}


@dataclass(frozen=True)
class SmousjasRules(RulesOptions):
    """Every rules option of the engine, with the defaults of the rulings."""

    #: Which rules: ``smousjas`` (8 cards, three mariages, 162 card points) or ``vijfhonderden``
    #: (9 cards, only the stuk, 146 card points, the 100 for no trick, rounded scores).
    rule_set: RuleSetName = "smousjas"
    #: The match ends after the deal in which a player reaches it (Vijfhonderden: 500 or 1000).
    target: int = 500
    #: Smousjas: play rounds to the target until a player has lost this many lives (0: one round).
    lives: int = 0
    #: Vijfhonderden: keep the deal scores exact instead of rounding them to tens (no effect in
    #: Smousjas, whose scores are never rounded).
    exact_scores: bool = False
    #: Stop after this many deals; 0 plays on until the target decides.
    deals: int = 0

    def __post_init__(self) -> None:
        if self.rule_set not in RULE_SET_NAMES:
            raise ValueError(T.OPTION_RULE_SET.format(value=self.rule_set,
                                                      names=", ".join(RULE_SET_NAMES)))
        targets = TARGETS[self.rule_set]
        if self.target not in targets:
            allowed = ", ".join(map(str, targets[:-1]))
            if allowed:
                allowed = T.OPTION_TARGET_OR.format(first=allowed, last=targets[-1])
            else:
                allowed = str(targets[-1])
            raise ValueError(T.OPTION_TARGET.format(value=self.target, allowed=allowed,
                                                    rule_set=self.rule_set))
        if self.lives and self.rule_set != SMOUSJAS:
            raise ValueError(str(T.OPTION_LIVES_GAME))
        if not 0 <= self.lives <= 20:
            raise ValueError(T.OPTION_LIVES.format(value=self.lives))
        if not 0 <= self.deals <= 100_000:
            raise ValueError(T.OPTION_DEALS.format(value=self.deals))

    @property
    def rs(self) -> RuleSet:
        return RULE_SETS[self.rule_set]

    def describe(self) -> str:
        parts = [T.RULES_TARGET.format(target=self.target)]
        if self.lives:
            parts.append(T.RULES_LIVES.format(self.lives))
        if self.rs.rounding and self.exact_scores:
            parts.append(str(T.RULES_EXACT))
        if self.deals:
            parts.append(T.RULES_DEALS.format(self.deals))
        return ", ".join(parts)


def rules_reader(name: str) -> Callable[[Mapping[str, Any]], SmousjasRules]:
    """``rules_from_dict`` for one game: its rule set by default, and no other."""

    def read(data: Mapping[str, Any]) -> SmousjasRules:
        given = {k.replace("_", "-"): v for k, v in data.items()}
        chosen = given.setdefault("rule-set", name)
        if chosen != name:
            raise ValueError(T.OPTION_OTHER_GAME.format(name=name, chosen=chosen))
        return SmousjasRules.from_dict(given)

    return read


# ---------------------------------------------------------------------------------------------
# The tables

#: Trick order, highest first.
PLAIN_ORDER: tuple[Rank, ...] = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN,
                                 Rank.NINE, Rank.EIGHT, Rank.SEVEN)
TRUMP_ORDER: tuple[Rank, ...] = (Rank.JACK, Rank.NINE, Rank.ACE, Rank.KING, Rank.QUEEN,
                                 Rank.TEN, Rank.EIGHT, Rank.SEVEN)
#: The order of sequences (and of a meld's top card when melds are compared): in every suit.
SEQUENCE_ORDER: tuple[Rank, ...] = PLAIN_ORDER


@dataclass(frozen=True)
class RuleSet:
    """What one rule set says, as data."""

    name: str
    hand_size: int
    #: Cards to each player at a time, the non-dealer first.
    deal_pattern: tuple[int, ...]
    trump_points: Mapping[Rank, int]
    plain_points: Mapping[Rank, int]
    last_trick: int
    #: Carrés by rank (a rank missing scores no carré).
    carres: Mapping[Rank, int]
    #: Sequences by length (3, 4, 5 or more).
    seq3: int
    seq4: int
    seq5: int
    #: A sequence of five or more headed by the ace (Smousjas 120; else as ``seq5``).
    seq5_ace: int
    stuk: int
    dubbel: int  # 0: no dubbel
    brok: int  # 0: no brok
    #: After the last trick of phase 1, the trick winner chooses between the last covered card
    #: and the turned trump (else the winner takes the covered card, the loser the trump).
    winner_chooses: bool
    #: Points for the opponent of a player who takes no trick of phase 2 (0: none).
    no_trick_bonus: int
    #: Deal totals rounded to tens (unless ``exact-scores``).
    rounding: bool
    #: The winner of the last trick deals next (else the deal alternates).
    last_trick_deals: bool
    #: "Uit": at 480 or more, declaring the stuk wins at once (0: no uit).
    out_at: int
    #: The loser of a match under this is "onder Jan" (0: no onder Jan).
    onder_jan: int

    def card_points(self) -> int:
        """Every card point of a deal, the last trick included."""
        return (sum(self.trump_points.values()) + 3 * sum(self.plain_points.values())
                + self.last_trick)

    def sequence_points(self, length: int, top: Rank) -> int:
        if length >= 5:
            return self.seq5_ace if top is Rank.ACE else self.seq5
        return self.seq4 if length == 4 else self.seq3


SMOUSJAS_RULES = RuleSet(
    name=SMOUSJAS, hand_size=8, deal_pattern=(3, 2, 3),
    trump_points={Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4,
                  Rank.QUEEN: 3, Rank.EIGHT: 0, Rank.SEVEN: 0},
    plain_points={Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2,
                  Rank.NINE: 0, Rank.EIGHT: 0, Rank.SEVEN: 0},
    last_trick=10,
    carres={Rank.JACK: 200, Rank.NINE: 140, Rank.ACE: 100, Rank.KING: 100, Rank.QUEEN: 100,
            Rank.TEN: 100, Rank.EIGHT: 100, Rank.SEVEN: 100},
    seq3=20, seq4=50, seq5=100, seq5_ace=120, stuk=40, dubbel=40, brok=20,
    winner_chooses=True, no_trick_bonus=0, rounding=False, last_trick_deals=False,
    out_at=480, onder_jan=250)

VIJFHONDERDEN_RULES = RuleSet(
    name=VIJFHONDERDEN, hand_size=9, deal_pattern=(3, 3, 3),
    trump_points={Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 3,
                  Rank.QUEEN: 2, Rank.EIGHT: 0, Rank.SEVEN: 0},
    plain_points={Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1,
                  Rank.NINE: 0, Rank.EIGHT: 0, Rank.SEVEN: 0},
    last_trick=5,
    carres={Rank.JACK: 200, Rank.ACE: 100, Rank.KING: 100, Rank.QUEEN: 100, Rank.TEN: 100},
    seq3=20, seq4=50, seq5=100, seq5_ace=100, stuk=20, dubbel=0, brok=0,
    winner_chooses=False, no_trick_bonus=100, rounding=True, last_trick_deals=True,
    out_at=0, onder_jan=0)

RULE_SETS: Mapping[str, RuleSet] = {SMOUSJAS: SMOUSJAS_RULES, VIJFHONDERDEN: VIJFHONDERDEN_RULES}

#: The card points of a deal, the last trick included (the rulings: 162 and 146).
DEAL_POINTS: Mapping[str, int] = {SMOUSJAS: 162, VIJFHONDERDEN: 146}


def round_to_ten(points: int) -> int:
    """To the nearest ten, a 5 upward: 64 -> 60, 65 -> 70."""
    return (points + 5) // 10 * 10
