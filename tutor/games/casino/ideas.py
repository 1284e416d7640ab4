"""The ideas the Casino lessons teach, by name (``tutor.ideas``), in one place for translation.

Bots name these ids in their advice (``capture``, ``build``, ``raise``, ``call``, ``trail``,
``sweep``, ``count-spades``, ``big-casino``); puzzles name them, or the themes listed with them,
first among their themes.
"""

from __future__ import annotations

from ...ideas import Idea

IDEAS: tuple[Idea, ...] = (
    Idea("capture", "Take what you can",
         "A card takes a table card of its value, or loose cards that add up to it; take the "
         "cards that score (spades, aces, the casinos) and leave the next player little.",
         "casino-capturing", ("pairing", "adding-up", "face-cards")),
    Idea("sweep", "Take several groups at once",
         "One card takes every group worth its value: a pair, cards that add up, a build; "
         "clearing the table leaves the next player nothing.", "casino-combinations",
         ("combinations", "clear-table")),
    Idea("build", "Build for your next turn",
         "Play a card onto loose cards to make a build worth a card you keep: it gathers cards "
         "now and takes them next turn, as long as no one else holds that value.",
         "casino-building", ("what-to-build", "when-to-build")),
    Idea("raise", "Raise a build",
         "Raise your own build to a value that is safer, or an opponent's build to a value "
         "you hold: it becomes yours, and they cannot take it with the card they kept.",
         "casino-building", ("raise-opponent", "raise-own")),
    Idea("call", "Call a build",
         "Add a second group of the same value to a build and it becomes a call: it can no "
         "longer be raised, and one card still takes it all.", "casino-calls",
         ("multiple-build", "call-opponent")),
    Idea("trail", "Trail what gives nothing away",
         "With nothing worth taking or building, trail a card that makes no sum the next "
         "player can take, and never while you own a build or call.", "casino-trailing",
         ("ownership", "safe-trail", "last-capture")),
    Idea("count-spades", "Count the spades and the cards",
         "Most cards is worth 3 and most spades 1: count both as the round goes, and take the "
         "spade or the extra cards when the count is close.", "casino-scoring",
         ("most-cards", "scoring", "aces")),
    Idea("big-casino", "Guard the casinos",
         "The ♦10 is worth 2 and the ♠2 is worth 1: take them when you can, build onto them to "
         "take them next turn, and never leave them where the next player can take them.",
         "casino-last-deal", ("little-casino", "protect-big-casino")),
)
