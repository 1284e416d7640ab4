"""Smousjas and Vijfhonderden: two-player Jas with a stock, a turned trump and melds declared from
the hand; one engine, two rule sets (the rules option ``rule-set``), two games."""

from __future__ import annotations

from ...game import GameSpec
from .engine import SmousjasState, event_scores, hidden_cards, new_game, opening_events
from .notation import format_position, parse_position
from .resample import resample
from .rules import SMOUSJAS, VIJFHONDERDEN, SmousjasRules, rules_reader


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


SPEC = _spec(SMOUSJAS, "Smousjas", ())
VIJFHONDERDEN_SPEC = _spec(VIJFHONDERDEN, "Vijfhonderden", ("500",))

__all__ = ["SPEC", "VIJFHONDERDEN_SPEC", "SmousjasRules", "SmousjasState"]
