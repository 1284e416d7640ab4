"""Every sentence the Casino bots say to a learner, in one place for translation.

Whole sentences with named placeholders; the code only fills them in. A reason comes in two
persons (``Reason``): to the player advised, and of the bot to a learner watching it play; a
sentence that addresses nobody serves both. Cards are shown in the project's notation (suit then
rank, e.g. ♥8), and only cards the player can see are ever filled in: their own hand, the table
and the captured piles. Numbers are what the bot computed.
"""

from __future__ import annotations

from ...i18n import L_
from ..base import Reason

# Words inside sentences.
A_FACE = L_("a {rank}")
JACK = L_("jack")
QUEEN = L_("queen")
KING = L_("king")
BUILD = L_("build")
CALL = L_("call")

ONLY_MOVE = Reason(L_("{move} is your only legal play."), L_("{move} is its only legal play."))

# -- the beginner: greedy rules -----------------------------------------------------------------

B_METHOD = L_("greedy rules: the largest capture, else trail the lowest card")
B_CAPTURE = Reason(
    L_("Take the most cards you can: playing {move} puts {n} cards in your pile."),
    L_("It takes the most cards it can: playing {move} puts {n} cards in its pile."))
B_TIE_POINTS = Reason(L_(
    "Playing {other} would take as many cards but fewer points ({other_points} against "
    "{points})."))
B_TIE_ORDER = Reason(L_(
    "Playing {other} would take as many cards and points; the rule takes the play listed "
    "first."))
B_TRAIL = Reason(
    L_("None of your cards can capture: trail your lowest card, {card}."),
    L_("None of its cards can capture: it trails its lowest card, {card}."))
B_FIRST = Reason(
    L_("Nothing to capture and you may not trail: play {move}, the first legal play."),
    L_("Nothing to capture and it may not trail: it plays {move}, the first legal play."))
B_NOTE_TAKES = L_("takes {n} cards, {points} points")

# -- the club: one ply with card counting -------------------------------------------------------

C_METHOD = L_("one ply with card counting")
C_NOTE = L_("takes {gain:.2f}, plans {plan:.2f}, leaves {loss:.2f}")
C_TAKES = Reason(L_(
    "Playing {move} takes {n} cards now ({spades} of them spades, {points} points), worth about "
    "{gain:.2f} with the cards and spades counted so far."))
C_SWEEP = Reason(L_("It clears the table: a sweep, {points} point."))
C_TRAIL = Reason(L_("Playing {move} takes nothing now."))
C_PLAN = Reason(
    L_("After {move} you keep {a_value} to take your {kind} next turn, worth about {plan:.2f} "
       "counted now: by the count of unseen cards, the chance that nobody before your next turn "
       "holds {a_value} is {safe:.0f}%."),
    L_("After {move} it keeps {a_value} to take its {kind} next turn, worth about {plan:.2f} "
       "counted now: by the count of unseen cards, the chance that nobody before its next turn "
       "holds {a_value} is {safe:.0f}%."))
C_LAST_YOU = Reason(
    L_("This is the round's last play: what is left on the table goes to you."),
    L_("This is the round's last play: what is left on the table goes to it."))
C_LAST_OTHER = Reason(L_(
    "This is the round's last play: what is left on the table goes to {seat}, who made the last "
    "capture."))
C_LAST_NOBODY = Reason(L_(
    "This is the round's last play, and nobody has captured: what is left on the table goes to "
    "nobody."))
C_LEAVES_NONE = Reason(
    L_("It leaves nothing the others can capture before your next turn."),
    L_("It leaves nothing the others can capture before its next turn."))
C_LEAVES = Reason(
    L_("It leaves the others about {loss:.2f} in expectation. The likeliest danger is {a_value} "
       "({u} of the {unseen} unseen cards): a player before your next turn holds one with "
       "probability {p:.0f}% and would take {cards}."),
    L_("It leaves the others about {loss:.2f} in expectation. The likeliest danger is {a_value} "
       "({u} of the {unseen} unseen cards): a player before its next turn holds one with "
       "probability {p:.0f}% and would take {cards}."))
C_COMPARE = Reason(
    L_("Its estimate is {value:+.2f}; the next best, {second}, {second_value:+.2f}."))

# -- the expert: its own plays searched over sampled deals --------------------------------------

X_METHOD = L_("own plays searched over sampled deals")
X_NOTE = L_("{value:+.2f} on average (± {se:.2f}) over {deals} sampled deals")
X_NOTE_UNSEARCHED = L_("not searched: the one-ply count ranks it below the searched plays")
X_SEARCHED = Reason(
    L_("Your {searched} most promising plays (of {moves}) were each played on {deals} deals of "
       "the cards you cannot see, then every player played on by a greedy rule to the end of "
       "this deal, or to your turn once seven more plays were made."),
    L_("Its {searched} most promising plays (of {moves}) were each played on {deals} deals of "
       "the cards it cannot see, then every player played on by a greedy rule to the end of "
       "this deal, or to its turn once seven more plays were made."))
X_SEARCHED_LAST = Reason(
    L_("Your {searched} most promising plays (of {moves}) were each played on {deals} deals of "
       "the cards you cannot see, and on to the end of the round by a greedy rule for every "
       "player, the round scored exactly."),
    L_("Its {searched} most promising plays (of {moves}) were each played on {deals} deals of "
       "the cards it cannot see, and on to the end of the round by a greedy rule for every "
       "player, the round scored exactly."))
X_READ = Reason(L_("{seat} owns the {combo}, so every sampled deal gives {seat} {a_value}."))
X_TAKES = Reason(
    L_("Playing {move} takes {n} cards now, {spades} of them spades, and {points} points."))
X_BLEND = Reason(L_(
    "A play's value is its mean over these deals plus its one-ply estimate by the count of "
    "unseen cards: for {best}, {sampled:+.2f} and {prior:+.2f}."))
X_BEST_BY = Reason(L_(
    "{best} scores {delta:.2f} more than {second}, the next best ({best_value:+.2f} against "
    "{second_value:+.2f}); deal by deal it did better in {better} of the {deals} deals and worse "
    "in {worse}."))
X_TIE = Reason(L_(
    "{best} and {second} score the same ({value:+.2f}, over {deals} deals); {best} comes first "
    "in the order of plays."))
X_CLEAR = Reason(L_("The difference is larger than its sampling error (± {margin:.2f})."))
X_CLOSE = Reason(L_(
    "The difference is within its sampling error (± {margin:.2f}): on other deals {second} might "
    "come out ahead."))
X_SAFE = Reason(
    L_("After {move}, no other player holds {a_value} to take your {kind} in {safe} of the "
       "{deals} sampled deals."),
    L_("After {move}, no other player holds {a_value} to take its {kind} in {safe} of the "
       "{deals} sampled deals."))
X_LOST = Reason(
    L_("After {second}, another player takes {card} before your next turn in {n2} of the "
       "{deals} deals; after {best}, in {n1}."),
    L_("After {second}, another player takes {card} before its next turn in {n2} of the "
       "{deals} deals; after {best}, in {n1}."))
