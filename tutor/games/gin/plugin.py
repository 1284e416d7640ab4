"""Gin Rummy as the generic code sees it: the game's one plugin (named in the registry)."""

from __future__ import annotations

from ...plugin import GamePlugin, RulesChoice
from . import SPEC
from . import text as T

PLUGIN = GamePlugin(
    spec=SPEC,
    bots={
        "baseline": "tutor.bots.gin.baseline:factory",
        "strong": "tutor.bots.gin.strong:factory",
    },
    levels=("baseline", "strong"),
    opponent="strong",
    advisor="strong",
    human_seat=1,  # player 2: the bot is player 1 and deals first
    level_label=T.LEVEL_LABEL,
    round_name=T.ROUND_NAME,
    settings=(
        RulesChoice("first-upcard", T.FIRST_LABEL),
        RulesChoice("no-layoff-on-gin", T.NO_LAYOFF_LABEL),
        RulesChoice("big-gin", T.BIG_LABEL),
        RulesChoice("game-bonus", T.GAME_BONUS_LABEL, (), True),
        RulesChoice("line-bonus", T.LINE_BONUS_LABEL, (), True),
        RulesChoice("shutout", T.SHUTOUT_LABEL, (), True),
    ),
    teaching="tutor.teach.adapters.gin:GinAdapter",
    table="tutor.tui.games.gin:GinTable",
    board="tutor.games.gin.table:board",
    ideas="tutor.games.gin.ideas:IDEAS",
    action_forms="tutor.games.gin.text:ACTION_FORMS",
    theme_names="tutor.games.gin.text:THEME_NAMES",
    legacy_settings={"level": "gin_level", "rules": "gin_rules"},
)
