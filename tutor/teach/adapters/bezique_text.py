"""Every sentence the Bezique, Rubicon Bezique and Fildinski teaching adapter says, in one place for
translation.

Whole sentences with placeholders (``str.format`` fields); cards are in the project's notation
(``♦10``, a second copy ``♦10'``), seats are P1 and P2.
"""

from __future__ import annotations

from ...i18n import L_, P_

# -- The table ----------------------------------------------------------------------------------
FACT_RULES = L_("Rules: {game}, {rules}.")
FACT_MELDS = L_("{seat} has declared: {melds}.")
FACT_MELDS_QUIET = L_("{seat} has declared: {cards}.")

# -- Counting -----------------------------------------------------------------------------------
ASK_TRICK = L_("Count the trick: {what}?")
ASK_MELD = L_("Count the meld: {what}?")
ASK_MELDS = L_("Count the melds: {what}?")
ASK_DEAL = L_("Count the deal: {what}?")
COUNT_NO_TRICK = (L_("no trick has been played in this position: play one with 'then:', or give "
                  "the moves to count, e.g. 'count: ♠A, ♠7'"))
COUNT_TRICK_MISSING = L_("there is no trick {n}: {done} played in this position")
COUNT_NO_DEAL = (L_("no deal has been scored here: give the moves that end it, e.g. "
                 "'count: ♠A, ♠7'"))
COUNT_ACTION = L_("'count:' cannot play {action}: {error}")
COUNT_NOTHING = (L_("'count: {actions}' declares no meld, takes no trick and ends no deal: give "
                 "the moves up to a meld or the end of a trick"))
SHORT_KEYS = (L_("'{key}' does not belong with a meld counted alone; give 'cards:' and "
              "optionally 'trump:'"))
SHORT_TWICE = L_("'cards:' names the same copy of a card twice: mark the second copy, e.g. ♠Q'")
SHORT_PACK = L_("{card} is not in the packs of this game")
SHORT_NOT_MELD = L_("{cards} make no meld with {trump} trump")
SHORT_NOT_MELD_NO_TRUMP = L_("{cards} make no meld before trump is fixed")
SHORT_MELD = L_("{cards}: {name}, {points} points with {trump} trump.")
SHORT_MELD_NO_TRUMP = L_("{cards}: {name}, {points} points before trump is fixed.")
# {n} is the number of brisques (aces and tens) in the trick; {trick} the trick's number.
TRICK_LINE = P_("Trick {trick}: {cards}, {leader} led and {winner} took it: {n} brisque (an ace "
                "or a ten), {points} points.",
                "Trick {trick}: {cards}, {leader} led and {winner} took it: {n} brisques (aces "
                "and tens), {points} points.")
TRICK_LINE_RUBICON = P_("Trick {trick}: {cards}, {leader} led and {winner} took it: {n} ace or "
                        "ten, which Rubicon Bezique does not score.",
                        "Trick {trick}: {cards}, {leader} led and {winner} took it: {n} aces and "
                        "tens, which Rubicon Bezique does not score.")
MELD_COUNTED = L_("{seat} declares {cards}: {name}, {points} points.")
DIX_COUNTED = L_("{seat} makes the dix: {points} points.")
NOTE_AFTER = L_("After {actions}:")
NOTE_MELDS = L_("{seat}: {points} points in melds: {melds}.")
NOTE_MELDS_NONE = L_("{seat}: no melds yet.")
NOTE_MATCH = L_("Match after the deal: P1 {a}, P2 {b}.")

# -- Choice checks ------------------------------------------------------------------------------
QUERY_NEEDS_COUNT = (L_("'check: {check}' needs something counted: a trick, a meld ('cards:' or "
                     "'count:') or a deal"))
QUERY_NEEDS_TRICK = (L_("'check: {check}' needs a trick counted: 'count: last trick', 'trick N' or "
                     "moves"))
QUERY_HIGHER_TRUMP = L_("'check: higher' needs a trump: a position with trump fixed, or 'trump:'")
QUERY_HIGHER_SUITS = (L_("'check: higher' compares cards of one suit, or trumps with one other "
                      "suit: which of two plain suits wins depends on the lead"))
QUERY_HIGHER_SAME = (L_("'check: higher' cannot rank two identical cards: of two, the first "
                     "played wins"))
OPTION_CARD = L_("the option {option!r} must be one card of the packs of this game")
NOTE_HIGHER = L_("Trick order with {trump} trump: {order} (of two identical cards the first wins).")

# -- Texts --------------------------------------------------------------------------------------
FACT_NOT_HELD = L_("says {who} holds {card}, but {where}")
FACT_NOT_OWN = L_("says {card} is {who}'s, but {where}")
FACT_HIDDEN = (L_("says {who} holds {card}, which lies in a face-down hand: the learner at "
               "{viewer} cannot know it (say what counting shows without placing the card)"))
FACT_HIDDEN_VOID = (L_("says {who} has no {suit}, which the learner at {viewer} cannot know from "
                    "the cards in view"))
FACT_NOT_VOID = L_("says a hand holds no {suit} ({who}), but {seat} holds {cards}")
FACT_STOCK = (L_("places {card} in the stock, whose cards lie face down: nobody can know it (say "
              "it is still unseen instead)"))
FACT_STOCK_FALSE = L_("places {card} in the stock, but {where}")
FACT_TRUMP = L_("says {suit} is trump, but {trump}")
TRUMP_IS = L_("trump is {trump} here")
TRUMP_NONE = L_("no trump has been fixed yet")
FACT_TURNED = L_("says the turned card is {card}, but {where}")
IN_HAND = L_("every {card} in view is elsewhere and none is in {seat}'s hand")
IN_HAND_OTHER = L_("it is in {seat}'s hand")
ON_TABLE = L_("it lies on the table among {seat}'s melded cards")
IN_TRICK = L_("it is on the table, in the trick")
TAKEN = L_("it has been played")
UNSEEN = L_("no {card} of {seat}'s is in view")
NO_TURNED = L_("no card lies turned")
TURNED_IS = L_("the turned card is {card}")

# -- Proofs -------------------------------------------------------------------------------------
UNPROVEN_OBJECTIVE = (L_("unproven: Bezique puzzles are proven with objective 'result' (the deal's "
                      "points from the mover's side), not '{objective}'"))
UNPROVEN_OPTION = L_("unproven: '{key}' is not a setting of Bezique proofs")
UNPROVEN_OVER = L_("unproven: the match is over in this position: nothing is left to choose")
UNPROVEN_ASSUME = (L_("unproven: Bezique proofs deal the unseen cards among every way the "
                   "position allows; leave out the assumptions"))
UNPROVEN_BLANCHE = L_(
    "unproven: carte blanche is shown or not at the deal's start; nothing to prove"
)
COUNTED = (L_("the deal's points from {seat}'s side: their melds, brisques, trump 7s and last "
           "trick minus the other player's"))
COUNTED_RUBICON = (L_("the deal's points from {seat}'s side: their melds and the last trick minus "
                   "the other player's"))
EXACT = L_("exactly, every card known ({counted})")
LAYOUTS_SAMPLED = (L_("over {n} sampled ways the unseen cards can lie, both players then playing a "
                   "fixed plain rule to the stock's end and the last tricks solved exactly "
                   "({counted})"))
PROOF_BELOW = L_("unproven: {answer} scores {gap} points below {best}, {deals}: {values}")
PROOF_TIE = (L_("{action} scores as much as the answer {answer}, {deals} ({value}): list it "
             "as an answer too, or change the position"))
PROOF_MARGIN = (L_("unproven: {answer} beats {action} by only {gap} points, {deals}, less than "
                "the margin {margin}"))
PROOF_NOISE = (L_("unproven: {answer} beats {action} by {gap} points on average, {deals}, but "
               "that is within the noise (standard error {se}); state more samples or change "
               "the position"))
PROOF_UNEQUAL = (L_("unproven: the answers are not equally good: {low} scores {gap} points below "
                 "{high}, {deals}"))
PROVEN = L_("proven {deals}: {values}")
