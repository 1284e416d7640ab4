"""Every sentence the generic sampling bot says, in one place for translation.

Placeholders are named. The only cards ever filled in are the texts of the player's own legal
moves; everything else is a number the bot computed.
"""

from __future__ import annotations

from ..i18n import L_
from .base import Reason

METHOD = L_("sampled deals played out at random")

# The reasons, each in two persons: to the player advised, and of the bot (``Reason``).
ONLY_MOVE = Reason(L_("{move} is your only legal move."), L_("{move} is its only legal move."))

PLAYED_ONCE = Reason(
    L_("Each of your {moves} legal moves was played out once to the end of this deal on each of "
       "{deals} deals of the cards you cannot see, with random play after it."),
    L_("Each of its {moves} legal moves was played out once to the end of this deal on each of "
       "{deals} deals of the cards it cannot see, with random play after it."))
PLAYED_TIMES = Reason(
    L_("Each of your {moves} legal moves was played out {times} times to the end of this deal on "
       "each of {deals} deals of the cards you cannot see, with random play after it."),
    L_("Each of its {moves} legal moves was played out {times} times to the end of this deal on "
       "each of {deals} deals of the cards it cannot see, with random play after it."))

BEST_BY = Reason(L_("{best} scores {delta:.1f} more than {second}, the next best, on average over "
                    "{deals} sampled deals ({best_value:+.1f} against {second_value:+.1f})."))
BEST_TIE = Reason(L_("{best} and {second} score the same on average over {deals} sampled deals "
                     "({value:+.1f}); {best} comes first in the order of legal moves."))
PAIRED = Reason(L_("{best} did better than {second} in {better} of those deals and worse in "
                   "{worse}."))
CLEAR = Reason(L_("The difference is larger than its sampling error (± {margin:.1f})."))
CLOSE = Reason(L_("The difference is within its sampling error (± {margin:.1f}): on other "
                  "samples {second} might come out ahead."))
WEAKEST = Reason(L_("The weakest move, {worst}, scores {value:+.1f} on average."))

NOTE_VALUE = L_("{value:+.1f} on average (± {stderr:.1f}) over {deals} sampled deals")
NOTE_REFUSED = L_("the table cannot carry out this move")
