"""Klaverjassen as the generic code sees it: the game's one plugin (named in the registry)."""

from __future__ import annotations

from ...plugin import GamePlugin, RulesChoice
from . import SPEC
from . import text as T

PLUGIN = GamePlugin(
    spec=SPEC,
    bots={
        "beginner": "tutor.bots.klaverjas.beginner:factory",
        "club": "tutor.bots.klaverjas.search_bot:club",
        "expert": "tutor.bots.klaverjas.search_bot:expert",
        "expert-v1": "tutor.bots.klaverjas.search_bot:expert_v1",
        "expert-v2": "tutor.bots.klaverjas.search_bot:expert_v2",
        "expert-python": "tutor.bots.klaverjas.search_bot:expert_python",
        "expert-read": "tutor.bots.klaverjas.search_bot:expert_read",
        "expert-wide": "tutor.bots.klaverjas.search_bot:expert_wide",
        "expert-next": "tutor.bots.klaverjas.search_bot:expert_next",
        "expert-model": "tutor.bots.klaverjas.search_bot:expert_model",
        "expert-ahead": "tutor.bots.klaverjas.search_bot:expert_ahead",
        "expert-ahead7": "tutor.bots.klaverjas.search_bot:expert_ahead7",
        "expert-first": "tutor.bots.klaverjas.search_bot:expert_first",
        "open-cards": "tutor.bots.klaverjas.cheat:factory",
        "open-play": "tutor.bots.klaverjas.cheat:open_play",
    },
    levels=("beginner", "club", "expert"),
    opponent="club",
    advisor="expert",
    human_seat=2,  # South
    level_label=T.LEVEL_LABEL,
    round_name=T.ROUND_NAME,
    settings=(
        RulesChoice("play", T.PLAY_LABEL, ("rotterdam", "amsterdam"), "rotterdam"),
        RulesChoice("trump-method", T.TRUMP_LABEL, ("verplicht", "draaien", "maken"),
                    "verplicht"),
        RulesChoice("four-jacks-200", T.JACKS_LABEL, (), False),
    ),
    teaching="tutor.teach.adapters.klaverjas:KlaverjasAdapter",
    table="tutor.tui.games.klaverjas:KlaverjasTable",
    board="tutor.games.klaverjas.table:board",
    ideas="tutor.games.klaverjas.ideas:IDEAS",
    action_forms="tutor.games.klaverjas.text:ACTION_FORMS",
    theme_names="tutor.games.klaverjas.text:THEME_NAMES",
    card_names="tutor.games.klaverjas.text:CARD_NAMES",
    bot_note="tutor.bots.klaverjas.search_bot:machine_note",
    legacy_settings={"level": "level", "rules": "kj_rules"},
)
