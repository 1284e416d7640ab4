"""The ideas the Casino lessons teach, by name (``tutor.ideas``); their names and sentences are in
the text module, for translation.

Bots name these ids in their advice (``capture``, ``build``, ``raise``, ``call``, ``trail``,
``sweep``, ``count-spades``, ``big-casino``); puzzles name them, or the themes listed with them,
first among their themes.
"""

from __future__ import annotations

from ...ideas import Idea
from . import text as T

IDEAS: tuple[Idea, ...] = (
    Idea("capture", T.IDEA_CAPTURE_NAME, T.IDEA_CAPTURE, "casino-capturing",
         ("pairing", "adding-up", "face-cards")),
    Idea("sweep", T.IDEA_SWEEP_NAME, T.IDEA_SWEEP, "casino-combinations",
         ("combinations", "clear-table")),
    Idea("build", T.IDEA_BUILD_NAME, T.IDEA_BUILD, "casino-building",
         ("what-to-build", "when-to-build")),
    Idea("raise", T.IDEA_RAISE_NAME, T.IDEA_RAISE, "casino-building",
         ("raise-opponent", "raise-own")),
    Idea("call", T.IDEA_CALL_NAME, T.IDEA_CALL, "casino-calls",
         ("multiple-build", "call-opponent")),
    Idea("trail", T.IDEA_TRAIL_NAME, T.IDEA_TRAIL, "casino-trailing",
         ("ownership", "safe-trail", "last-capture")),
    Idea("count-spades", T.IDEA_COUNT_SPADES_NAME, T.IDEA_COUNT_SPADES, "casino-scoring",
         ("most-cards", "scoring", "aces")),
    Idea("big-casino", T.IDEA_BIG_CASINO_NAME, T.IDEA_BIG_CASINO, "casino-last-deal",
         ("little-casino", "protect-big-casino")),
)
