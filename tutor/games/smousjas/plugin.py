"""Smousjas and Vijfhonderden as the generic code sees them: one plugin per game (each named in
the registry), both on the same engine.

Their own bots (``tutor/bots/smousjas/``) serve both rule sets: ``beginner`` (rules of thumb),
``club`` (heuristics with card counting, the default opponent) and ``expert`` (sampled deals solved
exactly once the stock is empty, the advisor); the generic ``random`` and ``sampler`` serve too.
The app's table (``tutor.tui.games.smousjas``) plays both games on the
board ``table.board`` draws from the zones.
"""

from __future__ import annotations

from ...plugin import GamePlugin, RulesChoice
from . import SPEC, VIJFHONDERDEN_SPEC
from . import text as T

_BOARD = "tutor.games.smousjas.table:board"
_BOTS = {
    "beginner": "tutor.bots.smousjas.beginner:factory",
    "club": "tutor.bots.smousjas.club:factory",
    "expert": "tutor.bots.smousjas.expert:factory",
}
_LEVELS = ("beginner", "club", "expert")
_TABLE = "tutor.tui.games.smousjas:SmousjasTable"
_TEACHING = "tutor.teach.adapters.smousjas:SmousjasAdapter"
_IDEAS = "tutor.games.smousjas.ideas:IDEAS"
_FORMS = "tutor.games.smousjas.text:ACTION_FORMS"
_THEMES = "tutor.games.smousjas.text:THEME_NAMES"
_VIJF_IDEAS = "tutor.games.smousjas.ideas:VIJFHONDERDEN_IDEAS"

PLUGIN = GamePlugin(
    spec=SPEC,
    bots=_BOTS,
    levels=_LEVELS,
    opponent="club",
    advisor="expert",
    human_seat=1,  # player 2: the bot deals the first deal, the learner leads
    level_label=T.LEVEL_LABEL,
    round_name=T.ROUND_NAME,
    settings=(RulesChoice("lives", T.LIVES_LABEL, ("0", "3", "5", "7"), 0),),
    table=_TABLE,
    board=_BOARD,
    teaching=_TEACHING,
    ideas=_IDEAS,
    action_forms=_FORMS,
    theme_names=_THEMES,
    card_names="tutor.games.smousjas.text:CARD_NAMES",
)

VIJFHONDERDEN = GamePlugin(
    spec=VIJFHONDERDEN_SPEC,
    bots=_BOTS,
    levels=_LEVELS,
    opponent="club",
    advisor="expert",
    human_seat=1,
    level_label=T.VIJF_LEVEL_LABEL,
    round_name=T.ROUND_NAME,
    settings=(RulesChoice("target", T.TARGET_LABEL, ("500", "1000"), 500),
              RulesChoice("exact-scores", T.EXACT_LABEL)),
    table=_TABLE,
    board=_BOARD,
    teaching=_TEACHING,
    ideas=_VIJF_IDEAS,
    action_forms=_FORMS,
    theme_names=_THEMES,
    card_names="tutor.games.smousjas.text:CARD_NAMES",
)
