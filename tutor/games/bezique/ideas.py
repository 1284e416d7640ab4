"""The ideas the Bezique, Rubicon Bezique and Fildinski lessons teach, by name (``tutor.ideas``);
their names and sentences are in the text module, for translation.

Puzzles name these ids, or the themes listed with them, first among their themes. Rubicon and
Fildinski add the ideas their own lessons teach to those of Bezique.
"""

from __future__ import annotations

from ...ideas import Idea
from . import text as T

_MELDS = Idea("meld-values", T.IDEA_MELD_VALUES_NAME, T.IDEA_MELD_VALUES, "bz-melds",
              ("meld-value",))
_ORDER = Idea("meld-order", T.IDEA_MELD_ORDER_NAME, T.IDEA_MELD_ORDER, "bz-declaring", ("reuse",))
_KEEP = Idea("keep-or-break", T.IDEA_KEEP_OR_BREAK_NAME, T.IDEA_KEEP_OR_BREAK, "bz-stock",
             ("brisques",))
_LAST = Idea("last-tricks", T.IDEA_LAST_TRICKS_NAME, T.IDEA_LAST_TRICKS, "bz-last-tricks",
             ("pull-trumps", "ending"))

IDEAS: tuple[Idea, ...] = (_MELDS, _ORDER, _KEEP, _LAST)

RUBICON_IDEAS: tuple[Idea, ...] = (
    *IDEAS,
    Idea("fix-trump", T.IDEA_FIX_TRUMP_NAME, T.IDEA_FIX_TRUMP, "rb-differences", ("rubicon",)))

FILDINSKI_IDEAS: tuple[Idea, ...] = (
    *IDEAS,
    Idea("meld-from-won", T.IDEA_MELD_FROM_WON_NAME, T.IDEA_MELD_FROM_WON, "fd-melds",
         ("fildinski",)))
