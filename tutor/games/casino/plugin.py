"""Casino as the generic code sees it: the game's one plugin (named in the registry).

Its own bots (``tutor/bots/casino/``): ``beginner`` (greedy), ``club`` (one ply with card
counting, the default opponent) and ``expert`` (its own plays searched over sampled deals, the
advisor); the generic ``random`` and ``sampler`` serve too.
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
    bots={
        "beginner": "tutor.bots.casino.beginner:factory",
        "club": "tutor.bots.casino.club:factory",
        "expert": "tutor.bots.casino.expert:factory",
    },
    levels=("beginner", "club", "expert"),
    opponent="club",
    advisor="expert",
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
