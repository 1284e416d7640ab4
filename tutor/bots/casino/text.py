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

# A play's words ("♦9 trails", "♣Q takes ♠Q") are a clause of their own: a sentence names a play
# after a colon or as "the play ...", never as the subject of another verb ("♦9 trails takes").
ONLY_MOVE = Reason(L_("Your only legal play: {move}."), L_("Its only legal play: {move}."))

# -- the beginner: greedy rules -----------------------------------------------------------------

B_METHOD = L_("greedy rules: the largest capture, else trail the lowest card")
B_CAPTURE = Reason(
    L_("Take the most cards you can: {move}, {n} cards to your pile."),
    L_("It takes the most cards it can: {move}, {n} cards to its pile."))
B_TIE_POINTS = Reason(L_(
    "The play {other} would take as many cards but fewer points ({other_points} against "
    "{points})."))
B_TIE_ORDER = Reason(L_(
    "The play {other} would take as many cards and points; the rule takes the play listed "
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
    "{move}: {n} cards now ({spades} of them spades), scoring {points}, worth about {gain:.2f} "
    "with the cards and spades counted so far."))
C_SWEEP = Reason(L_("It clears the table: a sweep, {points} point."))
C_TRAIL = Reason(L_("{move}: nothing taken now."))
C_PLAN = Reason(
    L_("After the play {move} you keep {a_value} to take your {kind} next turn, worth about "
       "{plan:.2f} "
       "counted now: by the count of unseen cards, the chance that nobody before your next turn "
       "holds {a_value} is {safe:.0f}%."),
    L_("After the play {move} it keeps {a_value} to take its {kind} next turn, worth about "
       "{plan:.2f} "
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
    L_("{move}: {n} cards now, {spades} of them spades, scoring {points}."))
X_BLEND = Reason(L_(
    "A play's value is its mean over these deals plus its one-ply estimate by the count of "
    "unseen cards: for the play {best}, {sampled:+.2f} and {prior:+.2f}."))
X_BEST_BY = Reason(L_(
    "The play {best} scores {delta:.2f} more than the play {second}, the next best "
    "({best_value:+.2f} against "
    "{second_value:+.2f}); deal by deal it did better in {better} of the {deals} deals and worse "
    "in {worse}."))
X_TIE = Reason(L_(
    "The play {best} scores the same as the play {second} ({value:+.2f}, over {deals} deals); "
    "the play {best} comes first in the order of plays."))
X_CLEAR = Reason(L_("The difference is larger than its sampling error (± {margin:.2f})."))
X_CLOSE = Reason(L_(
    "The difference is within its sampling error (± {margin:.2f}): on other deals the play "
    "{second} might "
    "come out ahead."))
X_SAFE = Reason(
    L_("After the play {move}, no other player holds {a_value} to take your {kind} in {safe} of "
       "the "
       "{deals} sampled deals."),
    L_("After the play {move}, no other player holds {a_value} to take its {kind} in {safe} of the "
       "{deals} sampled deals."))
X_LOST = Reason(
    L_("After the play {second}, another player takes {card} before your next turn in {n2} of "
       "the {deals} deals; after the play {best}, in {n1}."),
    L_("After the play {second}, another player takes {card} before its next turn in {n2} of "
       "the {deals} deals; after the play {best}, in {n1}."))
