"""Every sentence the generic sampling bot says, in one place for translation.

Placeholders are named. The only cards ever filled in are the texts of the player's own legal
moves; everything else is a number the bot computed.
"""

from __future__ import annotations

from ..i18n import L_
from .base import Reason

METHOD = L_("sampled deals played out at random")

# The reasons, each in two persons: to the player advised, and of the bot (``Reason``).
# A move's words may be a clause of their own ("♦9 trails"): a move is named after a colon.
ONLY_MOVE = Reason(L_("Your only legal move: {move}."), L_("Its only legal move: {move}."))

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

BEST_BY = Reason(L_("The move {best} scores {delta:.1f} more than the move {second}, the next "
                    "best, on average over {deals} sampled deals ({best_value:+.1f} against "
                    "{second_value:+.1f})."))
BEST_TIE = Reason(L_("The move {best} scores the same as the move {second} on average over "
                     "{deals} sampled deals ({value:+.1f}); the move {best} comes first in the "
                     "order of legal moves."))
PAIRED = Reason(L_("The move {best} did better than the move {second} in {better} of those "
                   "deals and worse in {worse}."))
CLEAR = Reason(L_("The difference is larger than its sampling error (± {margin:.1f})."))
CLOSE = Reason(L_("The difference is within its sampling error (± {margin:.1f}): on other "
                  "samples the move {second} might come out ahead."))
WEAKEST = Reason(L_("The weakest move, {worst}, scores {value:+.1f} on average."))

NOTE_VALUE = L_("{value:+.1f} on average (± {stderr:.1f}) over {deals} sampled deals")
NOTE_REFUSED = L_("the table cannot carry out this move")
