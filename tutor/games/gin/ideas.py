"""The ideas the Gin Rummy lessons teach, by name (``tutor.ideas``); their names and sentences are
in the text module, for translation."""

from __future__ import annotations

from ...ideas import Idea
from . import text as T

IDEAS: tuple[Idea, ...] = (
    Idea("melds", T.IDEA_MELDS_NAME, T.IDEA_MELDS, "gin-melds", ("deadwood", "discard", "upcard")),
    Idea("knock", T.IDEA_KNOCK_NAME, T.IDEA_KNOCK, "gin-knock-limit", ("limit", "wait")),
    Idea("undercut", T.IDEA_UNDERCUT_NAME, T.IDEA_UNDERCUT, "gin-scoring",
         ("doubling", "scoring", "match")),
    Idea("gin", T.IDEA_GIN_NAME, T.IDEA_GIN, "gin-layoffs", ("layoff", "rules-option")),
    Idea("safe-discard", T.IDEA_SAFE_DISCARD_NAME, T.IDEA_SAFE_DISCARD, "gin-safety", ("safety",)),
    Idea("first-upcard", T.IDEA_FIRST_UPCARD_NAME, T.IDEA_FIRST_UPCARD, "gin-first-upcard",
         ("opening",)),
    Idea("late-stock", T.IDEA_LATE_STOCK_NAME, T.IDEA_LATE_STOCK, "gin-late-stock", ("dead-hand",)),
    Idea("match-score", T.IDEA_MATCH_SCORE_NAME, T.IDEA_MATCH_SCORE, "gin-match-score",
         ("bonus", "shutout")),
)
