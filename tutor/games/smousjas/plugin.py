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

# The settings screen's words for these games, in one place for translation.
LEVEL_LABEL = "Smousjas bot"
VIJF_LEVEL_LABEL = "Vijfhonderden bot"
LIVES_LABEL = "Smousjas: lives (0 plays one round to 500)"
TARGET_LABEL = "Vijfhonderden: match to"
EXACT_LABEL = "Vijfhonderden: exact scores (no rounding to tens)"

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
_VIJF_IDEAS = "tutor.games.smousjas.ideas:VIJFHONDERDEN_IDEAS"

PLUGIN = GamePlugin(
    spec=SPEC,
    bots=_BOTS,
    levels=_LEVELS,
    opponent="club",
    advisor="expert",
    human_seat=1,  # player 2: the bot deals the first deal, the learner leads
    level_label=LEVEL_LABEL,
    round_name="deal",
    settings=(RulesChoice("lives", LIVES_LABEL, ("0", "3", "5", "7"), 0),),
    table=_TABLE,
    board=_BOARD,
    teaching=_TEACHING,
    ideas=_IDEAS,
)

VIJFHONDERDEN = GamePlugin(
    spec=VIJFHONDERDEN_SPEC,
    bots=_BOTS,
    levels=_LEVELS,
    opponent="club",
    advisor="expert",
    human_seat=1,
    level_label=VIJF_LEVEL_LABEL,
    round_name="deal",
    settings=(RulesChoice("target", TARGET_LABEL, ("500", "1000"), 500),
              RulesChoice("exact-scores", EXACT_LABEL)),
    table=_TABLE,
    board=_BOARD,
    teaching=_TEACHING,
    ideas=_VIJF_IDEAS,
)
