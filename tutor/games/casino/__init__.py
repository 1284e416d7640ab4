"""Casino: two to four players capture, build and call from one 52-card pack; game to 21."""

from __future__ import annotations

from ...game import GameSpec
from .engine import (
    CasinoState,
    event_scores,
    hidden_cards,
    new_game,
    opening_events,
    sides_for,
    sides_of,
)
from .notation import format_position, parse_position
from .resample import resample
from .rules import PLAYERS, CasinoRules


def _sides(players: int) -> tuple[tuple[int, ...], ...]:
    """Each seat alone: the default; ``sides_of`` gives the partners when the option is on."""
    return sides_for(players, False)


SPEC = GameSpec(
    id="casino",
    name="Casino",
    aliases=(),
    players=PLAYERS,
    rules_from_dict=CasinoRules.from_dict,
    new_game=new_game,
    rule_card="casino.md",
    length_option="rounds",
    from_position=parse_position,
    to_position=format_position,
    sides=_sides,
    resample=resample,
    hidden_cards=hidden_cards,
    scores=event_scores,
    players_option="players",
    sides_of=sides_of,
    opening=opening_events,
)

__all__ = ["SPEC", "CasinoRules", "CasinoState"]
