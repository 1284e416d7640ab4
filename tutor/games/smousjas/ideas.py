"""The ideas the Smousjas and Vijfhonderden lessons teach, by name (``tutor.ideas``); their names
and sentences are in the text module, for translation.

Puzzles name these ids, or the themes listed with them, first among their themes. Vijfhonderden
has its own short set: its one lesson teaches what differs from Smousjas.
"""

from __future__ import annotations

from ...ideas import Idea
from . import text as T

IDEAS: tuple[Idea, ...] = (
    Idea("pull-trumps", T.IDEA_PULL_TRUMPS_NAME, T.IDEA_PULL_TRUMPS, "sj-phase-two"),
    Idea("trump-control", T.IDEA_TRUMP_CONTROL_NAME, T.IDEA_TRUMP_CONTROL, "sj-phase-two"),
    Idea("cash-winners", T.IDEA_CASH_WINNERS_NAME, T.IDEA_CASH_WINNERS, "sj-phase-two"),
    Idea("afkeuren", T.IDEA_AFKEUREN_NAME, T.IDEA_AFKEUREN, "sj-declaring"),
    Idea("declaring", T.IDEA_DECLARING_NAME, T.IDEA_DECLARING, "sj-declaring",
         ("upward-sequences",)),
    Idea("turned-trump", T.IDEA_TURNED_TRUMP_NAME, T.IDEA_TURNED_TRUMP, "sj-phase-one",
         ("trump-length",)),
)

VIJFHONDERDEN_IDEAS: tuple[Idea, ...] = (
    Idea("take-a-trick", T.IDEA_TAKE_A_TRICK_NAME, T.IDEA_TAKE_A_TRICK, "vh-differences"),
    Idea("round-to-tens", T.IDEA_ROUND_TO_TENS_NAME, T.IDEA_ROUND_TO_TENS, "vh-differences"),
)
