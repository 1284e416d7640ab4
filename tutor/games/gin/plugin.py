"""Gin Rummy as the generic code sees it: the game's one plugin (named in the registry)."""

from __future__ import annotations

from ...plugin import GamePlugin, RulesChoice
from . import SPEC

# The settings screen's words for this game, in one place for translation.
LEVEL_LABEL = "Gin Rummy bot"
FIRST_LABEL = "Gin: first upcard sets the limit"
NO_LAYOFF_LABEL = "Gin: no layoffs on a gin hand"
BIG_LABEL = "Gin: big gin (30)"
GAME_BONUS_LABEL = "Gin: 100 for winning the match"
LINE_BONUS_LABEL = "Gin: 25 a hand won (line bonus)"
SHUTOUT_LABEL = "Gin: shutout doubles the winner's total"

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
    level_label=LEVEL_LABEL,
    round_name="hand",
    settings=(
        RulesChoice("first-upcard", FIRST_LABEL),
        RulesChoice("no-layoff-on-gin", NO_LAYOFF_LABEL),
        RulesChoice("big-gin", BIG_LABEL),
        RulesChoice("game-bonus", GAME_BONUS_LABEL, (), True),
        RulesChoice("line-bonus", LINE_BONUS_LABEL, (), True),
        RulesChoice("shutout", SHUTOUT_LABEL, (), True),
    ),
    teaching="tutor.teach.adapters.gin:GinAdapter",
    table="tutor.tui.games.gin:GinTable",
    board="tutor.games.gin.table:board",
    ideas="tutor.games.gin.ideas:IDEAS",
    legacy_settings={"level": "gin_level", "rules": "gin_rules"},
)
