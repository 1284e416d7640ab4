"""Klaverjassen: four players in two teams, 32 cards, trump fixed three ways, roem, pit and nat."""

from __future__ import annotations

from ...game import GameSpec, partnership_sides
from .engine import KlaverjasState, event_scores, hidden_cards, new_game
from .notation import format_position, parse_position
from .resample import resample
from .rules import KlaverjasRules

SPEC = GameSpec(
    id="klaverjassen",
    name="Klaverjassen",
    aliases=("klaverjas", "kj"),
    players=(4,),
    rules_from_dict=KlaverjasRules.from_dict,
    new_game=new_game,
    rule_card="klaverjassen.md",
    length_option="deals",
    from_position=parse_position,
    resample=resample,
    to_position=format_position,
    sides=partnership_sides,
    hidden_cards=hidden_cards,
    scores=event_scores,
)

__all__ = ["SPEC", "KlaverjasRules", "KlaverjasState", "format_position", "parse_position"]
