"""The ideas the Bezique, Rubicon Bezique and Fildinski lessons teach, by name (``tutor.ideas``),
in one place for translation.

Puzzles name these ids, or the themes listed with them, first among their themes. Rubicon and
Fildinski add the ideas their own lessons teach to those of Bezique.
"""

from __future__ import annotations

from ...ideas import Idea

_MELDS = Idea(
    "meld-values", "Know what a meld is worth",
    "A trump sequence 250, a double bezique 500, four aces 100: count the points before you "
    "choose which meld to make now.", "bz-melds", ("meld-value",))
_ORDER = Idea(
    "meld-order", "Which meld first",
    "Only one meld a trick won: declare first the meld the other player could spoil or that "
    "opens a second one from the same cards, and keep for later what waits safely.",
    "bz-declaring", ("reuse",))
_KEEP = Idea(
    "keep-or-break", "Keep a meld together, or play from it",
    "A card that can still score again on the table is worth more than a trick; play a card "
    "that no meld needs, unless the trick holds brisques worth taking.", "bz-stock",
    ("brisques",))
_LAST = Idea(
    "last-tricks", "Count the last tricks",
    "Once the stock is empty every card is known: follow and win if you can, else trump; "
    "draw the trumps that could cut your aces and tens before you cash them.", "bz-last-tricks",
    ("pull-trumps", "ending"))

IDEAS: tuple[Idea, ...] = (_MELDS, _ORDER, _KEEP, _LAST)

RUBICON_IDEAS: tuple[Idea, ...] = (*IDEAS, Idea(
    "fix-trump", "Choose the trump you fix",
    "In Rubicon the first marriage or sequence fixes trump: fix the suit you hold most and "
    "best in, since the sequence and the beziques of that suit are worth most.",
    "rb-differences", ("rubicon",)))

FILDINSKI_IDEAS: tuple[Idea, ...] = (*IDEAS, Idea(
    "meld-from-won", "Meld from the cards you win",
    "In Fildinski melds come from your won cards, each with a card of the trick just won: win "
    "the trick that completes a meld.", "fd-melds", ("fildinski",)))
