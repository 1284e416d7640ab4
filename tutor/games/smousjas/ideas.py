"""The ideas the Smousjas and Vijfhonderden lessons teach, by name (``tutor.ideas``), in one place
for translation.

Puzzles name these ids, or the themes listed with them, first among their themes. Vijfhonderden
has its own short set: its one lesson teaches what differs from Smousjas.
"""

from __future__ import annotations

from ...ideas import Idea

IDEAS: tuple[Idea, ...] = (
    Idea("pull-trumps", "Draw the last trumps",
         "Once the stock is empty a player who cannot follow suit must trump: draw the other "
         "player's last trumps before you cash the cards they could cut.", "sj-phase-two"),
    Idea("trump-control", "Make them spend their trumps",
         "Lead a card the other player must trump, so their trump is gone and yours wins later; "
         "give a higher trump the cheap card it would take anyway.", "sj-phase-two"),
    Idea("cash-winners", "Cash a winner while you can",
         "With no trumps left a card wins only in the suit led: take your ace before the other "
         "player gets the lead and makes you throw it.", "sj-phase-two"),
    Idea("afkeuren", "Reject with a higher meld",
         "More cards first, then the higher top card, then trumps: a higher meld cancels the "
         "whole declaration, and the one that scores most is the one to show.", "sj-declaring"),
    Idea("declaring", "Declare now or later",
         "Sequences only go upward, one declaration holds one sequence a suit, and only the "
         "leader of the first phase-2 trick still declares: declare the shorter sequence first, "
         "and never a meld the other player can reject.", "sj-declaring",
         ("upward-sequences",)),
    Idea("turned-trump", "The last two stock cards",
         "Count the trumps you can see before you choose: the turned trump may be worth less "
         "than the covered card, but it is a trump the other player does not get.",
         "sj-phase-one", ("trump-length",)),
)

VIJFHONDERDEN_IDEAS: tuple[Idea, ...] = (
    Idea("take-a-trick", "Take a trick in phase 2",
         "A player who takes none of the phase-2 tricks gives the other player 100: keep a card "
         "that can win a trick once the stock is empty.", "vh-differences"),
    Idea("round-to-tens", "Count to the nearest ten",
         "Each player's deal total is rounded to the nearest ten, a 5 upward: a few card points "
         "can move a score by ten.", "vh-differences"),
)
