"""The ideas the Gin Rummy lessons teach, by name (``tutor.ideas``), in one place for
translation."""

from __future__ import annotations

from ...ideas import Idea

IDEAS: tuple[Idea, ...] = (
    Idea("melds", "Melds and deadwood",
         "Sets and runs count nothing; every other card is deadwood, and low deadwood wins.",
         "gin-melds", ("deadwood", "discard", "upcard")),
    Idea("knock", "Knock when you can",
         "Knock as soon as your deadwood is within the limit, unless the undercut is likely.",
         "gin-knock-limit", ("limit", "wait")),
    Idea("undercut", "Knock before the undercut",
         "The longer you wait, the lower the other hand gets: a knock that is undercut costs "
         "you the difference and a bonus.", "gin-scoring", ("doubling", "scoring", "match")),
    Idea("gin", "Gin and layoffs",
         "Going gin stops every layoff and earns a bonus; against a knock, lay off all you can.",
         "gin-layoffs", ("layoff", "rules-option")),
    Idea("safe-discard", "A safe discard",
         "Throw what the other player cannot use: cards like those they threw, or whose meld "
         "is already dead.", "gin-safety", ("safety",)),
    Idea("first-upcard", "Choose the first upcard",
         "When the first upcard sets the limit for the whole hand, open high with a hand close "
         "to a knock, and low (an ace: gin only) with a poor one.", "gin-first-upcard",
         ("opening",)),
    Idea("late-stock", "Count the stock",
         "A discard that leaves two cards in the stock kills the hand: late in a hand, count the "
         "turns left before you wait, and let a hand die rather than knock into an undercut.",
         "gin-late-stock", ("dead-hand",)),
    Idea("match-score", "Play to the match score",
         "Near 150 a knock can end the match either way, every hand won adds 25 at the end, and "
         "a shutout doubles everything: weigh the match, not only the hand.", "gin-match-score",
         ("bonus", "shutout")),
)
