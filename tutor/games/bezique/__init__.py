"""Bezique, Rubicon Bezique and Fildinski: two players, two or four packs, melds that lie on the
table; one engine, three rule sets (the rules option ``rule-set``), three games."""

from __future__ import annotations

from ...game import GameSpec
from .engine import BeziqueState, event_scores, hidden_cards, new_game, opening_events
from .notation import format_position, parse_position
from .resample import resample
from .rules import BEZIQUE, FILDINSKI, RUBICON, BeziqueRules, rules_reader


def _spec(gid: str, name: str, aliases: tuple[str, ...]) -> GameSpec:
    return GameSpec(
        id=gid,
        name=name,
        aliases=aliases,
        players=(2,),
        rules_from_dict=rules_reader(gid),
        new_game=new_game,
        rule_card=f"{gid}.md",
        length_option="deals",
        from_position=parse_position,
        to_position=format_position,
        resample=resample,
        hidden_cards=hidden_cards,
        scores=event_scores,
        opening=opening_events,
    )


SPEC = _spec(BEZIQUE, "Bezique", ("besique",))
RUBICON_SPEC = _spec(RUBICON, "Rubicon Bezique", ("rubicon-bezique",))  # internal: a game's name
FILDINSKI_SPEC = _spec(FILDINSKI, "Fildinski", ())

__all__ = ["FILDINSKI_SPEC", "RUBICON_SPEC", "SPEC", "BeziqueRules", "BeziqueState"]
