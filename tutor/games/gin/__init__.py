"""Gin Rummy, Oklahoma style: two players, 52 cards, a knock limit set by the pile, game to 150."""

from __future__ import annotations

from ...game import GameSpec
from .engine import GinState, event_scores, hidden_cards, new_game, opening_events
from .notation import format_position, parse_position
from .resample import resample
from .rules import GinRules

SPEC = GameSpec(
    id="gin-rummy",
    name="Gin Rummy",  # internal: a game's name
    aliases=("gin", "oklahoma"),
    players=(2,),
    rules_from_dict=GinRules.from_dict,
    new_game=new_game,
    rule_card="gin-rummy.md",
    length_option="hands",
    from_position=parse_position,
    to_position=format_position,
    resample=resample,
    hidden_cards=hidden_cards,
    scores=event_scores,
    opening=opening_events,
)

__all__ = ["SPEC", "GinRules", "GinState"]
