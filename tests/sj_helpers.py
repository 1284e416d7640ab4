"""Building Smousjas and Vijfhonderden positions for the tests from a few lines."""

from __future__ import annotations

from tutor.games.smousjas.engine import SmousjasState
from tutor.games.smousjas.notation import parse_position
from tutor.games.smousjas.rules import SmousjasRules


def build(*lines: str, rule_set: str = "smousjas", **options: object) -> SmousjasState:
    """A position from its lines (the header is added); options go to the rules."""
    rules = SmousjasRules.from_dict({"rule-set": rule_set, **options})
    return parse_position(f"{rule_set} position\n" + "\n".join(lines) + "\n", rules)


#: Phase 1, first trick: P1 leads with ♥ trump; P1 holds ♥Q ♥J ♥10, P2 ♦A ♦K ♦Q.
FIRST_TRICK = ("dealer: P2", "trump: ♥", "turned: ♥9",
               "P1: ♠7 ♠8 ♠9 ♥Q ♥J ♥10 ♣7 ♣8",
               "P2: ♠10 ♠J ♦A ♦K ♦Q ♣9 ♣10 ♣J",
               "stock: 15 cards", "turn: P1")

#: Phase 2 of Smousjas, P1 to lead: ♠ trump; every card placed.
PHASE_TWO = ("dealer: P2", "trump: ♠", "turned: -", "stock: -",
             "P1: ♠A ♠9 ♥A ♥K ♦7 ♣K ♣Q ♣7",
             "P2: ♠J ♠10 ♠7 ♥Q ♦A ♦8 ♣A ♣8",
             "won P1: ♠K ♠Q ♥10 ♥9 ♥8 ♥7 ♦K ♦Q",
             "won P2: ♠8 ♥J ♦J ♦10 ♦9 ♣J ♣10 ♣9",
             "turn: P1")
