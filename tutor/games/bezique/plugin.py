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
from ...i18n import Text
from ...plugin import GamePlugin, RulesChoice
from . import FILDINSKI_SPEC, RUBICON_SPEC, SPEC
from . import text as T
from .rules import BEZIQUE

_BOTS = {
    "beginner": "tutor.bots.bezique.beginner:factory",
    "club": "tutor.bots.bezique.club:factory",
    "expert": "tutor.bots.bezique.expert:factory",
}
_LEVELS = ("beginner", "club", "expert")
_TABLE = "tutor.tui.games.bezique:BeziqueTable"
_BOARD = "tutor.games.bezique.table:board"


_TEACHING = "tutor.teach.adapters.bezique:BeziqueAdapter"


def _plugin(spec: GameSpec, label: Text, settings: tuple[RulesChoice, ...],
            ideas: str, lessons_from: tuple[str, ...] = ()) -> GamePlugin:
    return GamePlugin(
        spec=spec,
        bots=_BOTS,
        levels=_LEVELS,
        opponent="club",
        advisor="expert",
        human_seat=1,  # player 2: the bot deals the first deal, the learner leads
        level_label=label,
        round_name=T.ROUND_NAME,
        settings=settings,
        teaching=_TEACHING,
        ideas=f"tutor.games.bezique.ideas:{ideas}",
        action_forms="tutor.games.bezique.text:ACTION_FORMS",
        theme_names="tutor.games.bezique.text:THEME_NAMES",
        lessons_from=lessons_from,
        table=_TABLE,
        board=_BOARD,
    )


PLUGIN = _plugin(SPEC, T.LEVEL_LABEL, (
    RulesChoice("target", T.TARGET_LABEL, ("1000", "1500", "2000"), 1000),
    RulesChoice("kh-bezique", T.KH_LABEL)), "IDEAS")
RUBICON = _plugin(RUBICON_SPEC, T.RUBICON_LEVEL_LABEL, (
    RulesChoice("rubicon-scoring", T.RUBICON_SCORING_LABEL, default=True),
    RulesChoice("trump-queen-bezique", T.TRUMP_QUEEN_LABEL)), "RUBICON_IDEAS", (BEZIQUE,))
FILDINSKI = _plugin(FILDINSKI_SPEC, T.FILDINSKI_LEVEL_LABEL, (
    RulesChoice("target", T.FILDINSKI_TARGET_LABEL, ("500", "1000"), 500),), "FILDINSKI_IDEAS",
    (BEZIQUE,))
