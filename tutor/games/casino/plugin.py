"""Casino as the generic code sees it: the game's one plugin (named in the registry).

Its own bots (``tutor/bots/casino/``): ``beginner`` (greedy), ``club`` (one ply with card
counting, the default opponent) and ``expert`` (its own plays searched over sampled deals, the
advisor); the generic ``random`` and ``sampler`` serve too.
"""

from __future__ import annotations

from ...plugin import GamePlugin, RulesChoice
from . import SPEC
from . import text as T

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
    level_label=T.LEVEL_LABEL,
    round_name=T.ROUND_NAME,
    settings=(
        RulesChoice("players", T.PLAYERS_LABEL, ("2", "3", "4"), 2),
        RulesChoice("partners", T.PARTNERS_LABEL),
        RulesChoice("sweeps", T.SWEEPS_LABEL),
    ),
    teaching="tutor.teach.adapters.casino:CasinoAdapter",
    table="tutor.tui.zone_table:ZoneTable",
    board="tutor.games.casino.table:board",
    ideas="tutor.games.casino.ideas:IDEAS",
    action_forms="tutor.games.casino.text:ACTION_FORMS",
    theme_names="tutor.games.casino.text:THEME_NAMES",
    card_names="tutor.games.casino.text:CARD_NAMES",
)
