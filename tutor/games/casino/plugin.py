"""Casino as the generic code sees it: the game's one plugin (named in the registry).

Until Casino has bots of its own, the generic bots serve: ``random``, and ``sampler`` (which
plays sampled deals out, through ``resample``) as the opponent and the advisor.
"""

from __future__ import annotations

from ...plugin import GamePlugin, RulesChoice
from . import SPEC

# The settings screen's words for this game, in one place for translation.
LEVEL_LABEL = "Casino bot"
PLAYERS_LABEL = "Casino: players at the table"
PARTNERS_LABEL = "Casino: partners with four players"
SWEEPS_LABEL = "Casino: sweeps score a point"

PLUGIN = GamePlugin(
    spec=SPEC,
    bots={},
    levels=("random", "sampler"),
    opponent="sampler",
    advisor="sampler",
    human_seat=1,  # player 2: the bot deals the first round, the learner plays first
    level_label=LEVEL_LABEL,
    round_name="round",
    settings=(
        RulesChoice("players", PLAYERS_LABEL, ("2", "3", "4"), 2),
        RulesChoice("partners", PARTNERS_LABEL),
        RulesChoice("sweeps", SWEEPS_LABEL),
    ),
    teaching="tutor.teach.adapters.casino:CasinoAdapter",
    table="tutor.tui.zone_table:ZoneTable",
    board="tutor.games.casino.table:board",
    ideas="tutor.games.casino.ideas:IDEAS",
)
