"""Smousjas and Vijfhonderden as the generic code sees them: one plugin per game (each named in
the registry), both on the same engine.

Until the games have bots of their own, the generic ``random`` bot and the sampling bot serve as
opponent and advisor. The app's table (``tutor.tui.games.smousjas``) plays both games on the
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
_TABLE = "tutor.tui.games.smousjas:SmousjasTable"

PLUGIN = GamePlugin(
    spec=SPEC,
    bots={},
    levels=("random", "sampler"),
    opponent="sampler",
    advisor="sampler",
    human_seat=1,  # player 2: the bot deals the first deal, the learner leads
    level_label=LEVEL_LABEL,
    round_name="deal",
    settings=(RulesChoice("lives", LIVES_LABEL, ("0", "3", "5", "7"), 0),),
    table=_TABLE,
    board=_BOARD,
)

VIJFHONDERDEN = GamePlugin(
    spec=VIJFHONDERDEN_SPEC,
    bots={},
    levels=("random", "sampler"),
    opponent="sampler",
    advisor="sampler",
    human_seat=1,
    level_label=VIJF_LEVEL_LABEL,
    round_name="deal",
    settings=(RulesChoice("target", TARGET_LABEL, ("500", "1000"), 500),
              RulesChoice("exact-scores", EXACT_LABEL)),
    table=_TABLE,
    board=_BOARD,
)
