"""Building Bezique, Rubicon and Fildinski positions for the tests from a few lines."""

from __future__ import annotations

from tutor.games.bezique.engine import BeziqueState
from tutor.games.bezique.notation import parse_position
from tutor.games.bezique.rules import BeziqueRules


def build(*lines: str, rule_set: str = "bezique", **options: object) -> BeziqueState:
    """A position from its lines (the header is added); options go to the rules."""
    rules = BeziqueRules.from_dict({"rule-set": rule_set, **options})
    return parse_position(f"{rule_set} position\n" + "\n".join(lines) + "\n", rules)
