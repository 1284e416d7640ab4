"""Every sentence the generic sampling bot says, in one place for translation.

Placeholders are named. The only cards ever filled in are the texts of the player's own legal
moves; everything else is a number the bot computed.
"""

from __future__ import annotations

METHOD = "sampled deals played out at random"

ONLY_MOVE = "{move} is your only legal move."

PLAYED_ONCE = ("Each of your {moves} legal moves was played out once to the end of this deal on "
               "each of {deals} deals of the cards you cannot see, with random play after it.")
PLAYED_TIMES = ("Each of your {moves} legal moves was played out {times} times to the end of this "
                "deal on each of {deals} deals of the cards you cannot see, with random play "
                "after it.")

BEST_BY = ("{best} scores {delta:.1f} more than {second}, the next best, on average over "
           "{deals} sampled deals ({best_value:+.1f} against {second_value:+.1f}).")
BEST_TIE = ("{best} and {second} score the same on average over {deals} sampled deals "
            "({value:+.1f}); {best} comes first in the order of legal moves.")
PAIRED = "{best} did better than {second} in {better} of those deals and worse in {worse}."
CLEAR = "The difference is larger than its sampling error (± {margin:.1f})."
CLOSE = ("The difference is within its sampling error (± {margin:.1f}): on other samples "
         "{second} might come out ahead.")
WEAKEST = "The weakest move, {worst}, scores {value:+.1f} on average."

NOTE_VALUE = "{value:+.1f} on average (± {stderr:.1f}) over {deals} sampled deals"
NOTE_REFUSED = "the table cannot carry out this move"
