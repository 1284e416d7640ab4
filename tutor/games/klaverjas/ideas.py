"""The ideas the Klaverjassen lessons teach, by name (``tutor.ideas``); their names and sentences
are in the text module, for translation."""

from __future__ import annotations

from ...ideas import Idea
from . import text as T

IDEAS: tuple[Idea, ...] = (
    Idea("follow", T.IDEA_FOLLOW_NAME, T.IDEA_FOLLOW, "kj-rotterdam",
         ("following", "trumping", "overtrumping", "undertrumping", "trump-led", "rotterdam",
          "amsterdam")),
    Idea("count-points", T.IDEA_COUNT_POINTS_NAME, T.IDEA_COUNT_POINTS, "kj-points",
         ("counting", "last-trick", "scoring")),
    Idea("roem", T.IDEA_ROEM_NAME, T.IDEA_ROEM, "kj-roem", ("stuk",)),
    Idea("going", T.IDEA_GOING_NAME, T.IDEA_GOING, "kj-going-nat-pit", ("nat", "pit", "going")),
    Idea("trump-call", T.IDEA_TRUMP_CALL_NAME, T.IDEA_TRUMP_CALL, "kj-trump-methods",
         ("trump-methods", "verplicht", "draaien", "maken")),
    Idea("signal", T.IDEA_SIGNAL_NAME, T.IDEA_SIGNAL, "kj-seinen",
         ("signalling", "giving-signals", "reading-signals", "pit-signal", "afseinen",
          "vuil-seinen")),
    Idea("spek", T.IDEA_SPEK_NAME, T.IDEA_SPEK, "kj-spekken", ("spekken",)),
    Idea("pull-trumps", T.IDEA_PULL_TRUMPS_NAME, T.IDEA_PULL_TRUMPS, "kj-endings",
         ("troef-trekken", "trumps")),
    Idea("count-to-the-end", T.IDEA_COUNT_TO_THE_END_NAME, T.IDEA_COUNT_TO_THE_END, "kj-endings",
         ("endings", "unblocking")),
    Idea("defending", T.IDEA_DEFENDING_NAME, T.IDEA_DEFENDING, "kj-defending",
         ("defending", "defence", "defense")),
    Idea("opening-lead", T.IDEA_OPENING_LEAD_NAME, T.IDEA_OPENING_LEAD, "kj-opening-leads",
         ("opening-leads", "opening-lead", "uitkomen")),
)
