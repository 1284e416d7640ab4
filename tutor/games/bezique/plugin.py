"""Bezique, Rubicon Bezique and Fildinski as the generic code sees them: one plugin per game (each
named in the registry), all three on the same engine.

Their own bots (``tutor/bots/bezique/``) serve all three: ``beginner`` (rules of thumb),
``club`` (meld order, what each card is worth keeping, the exact solver for the last tricks; the
default opponent) and ``expert`` (sampled deals near the stock's end; the advisor); the generic
``random`` and ``sampler`` serve too. The app's table (``tutor.tui.games.bezique``) plays the
three games on the board ``table.board`` draws from the zones.
"""

from __future__ import annotations

from ...game import GameSpec
from ...plugin import GamePlugin, RulesChoice
from . import FILDINSKI_SPEC, RUBICON_SPEC, SPEC
from .rules import BEZIQUE

# The settings screen's words for these games, in one place for translation.
LEVEL_LABEL = "Bezique bot"
RUBICON_LEVEL_LABEL = "Rubicon Bezique bot"
FILDINSKI_LEVEL_LABEL = "Fildinski bot"
TARGET_LABEL = "Bezique: match to"
FILDINSKI_TARGET_LABEL = "Fildinski: match to"
KH_LABEL = "Bezique: ♣J and ♥Q make the bezique when ♦ or ♠ is trump"
RUBICON_SCORING_LABEL = "Rubicon: rubicon scoring (game bonus, rubiconed loser)"
TRUMP_QUEEN_LABEL = "Rubicon: the bezique is the trump queen with its partner jack"

_BOTS = {
    "beginner": "tutor.bots.bezique.beginner:factory",
    "club": "tutor.bots.bezique.club:factory",
    "expert": "tutor.bots.bezique.expert:factory",
}
_LEVELS = ("beginner", "club", "expert")
_TABLE = "tutor.tui.games.bezique:BeziqueTable"
_BOARD = "tutor.games.bezique.table:board"


_TEACHING = "tutor.teach.adapters.bezique:BeziqueAdapter"


def _plugin(spec: GameSpec, label: str, settings: tuple[RulesChoice, ...],
            ideas: str, lessons_from: tuple[str, ...] = ()) -> GamePlugin:
    return GamePlugin(
        spec=spec,
        bots=_BOTS,
        levels=_LEVELS,
        opponent="club",
        advisor="expert",
        human_seat=1,  # player 2: the bot deals the first deal, the learner leads
        level_label=label,
        round_name="deal",
        settings=settings,
        teaching=_TEACHING,
        ideas=f"tutor.games.bezique.ideas:{ideas}",
        lessons_from=lessons_from,
        table=_TABLE,
        board=_BOARD,
    )


PLUGIN = _plugin(SPEC, LEVEL_LABEL, (
    RulesChoice("target", TARGET_LABEL, ("1000", "1500", "2000"), 1000),
    RulesChoice("kh-bezique", KH_LABEL)), "IDEAS")
RUBICON = _plugin(RUBICON_SPEC, RUBICON_LEVEL_LABEL, (
    RulesChoice("rubicon-scoring", RUBICON_SCORING_LABEL, default=True),
    RulesChoice("trump-queen-bezique", TRUMP_QUEEN_LABEL)), "RUBICON_IDEAS", (BEZIQUE,))
FILDINSKI = _plugin(FILDINSKI_SPEC, FILDINSKI_LEVEL_LABEL, (
    RulesChoice("target", FILDINSKI_TARGET_LABEL, ("500", "1000"), 500),), "FILDINSKI_IDEAS",
    (BEZIQUE,))
