"""Every sentence the Bezique, Rubicon Bezique and Fildinski teaching adapter says, in one place for
translation.

Whole sentences with placeholders (``str.format`` fields); cards are in the project's notation
(``♦10``, a second copy ``♦10'``), seats are P1 and P2.
"""

from __future__ import annotations

# -- The table ----------------------------------------------------------------------------------
FACT_RULES = "Rules: {game}, {rules}."
FACT_MELDS = "{seat} has declared: {melds}."
FACT_MELDS_QUIET = "{seat} has declared: {cards}."

# -- Counting -----------------------------------------------------------------------------------
ASK_TRICK = "Count the trick: {what}?"
ASK_MELD = "Count the meld: {what}?"
ASK_MELDS = "Count the melds: {what}?"
ASK_DEAL = "Count the deal: {what}?"
COUNT_NO_TRICK = ("no trick has been played in this position: play one with 'then:', or give "
                  "the moves to count, e.g. 'count: ♠A, ♠7'")
COUNT_TRICK_MISSING = "there is no trick {n}: {done} played in this position"
COUNT_NO_DEAL = ("no deal has been scored here: give the moves that end it, e.g. "
                 "'count: ♠A, ♠7'")
COUNT_ACTION = "'count:' cannot play {action}: {error}"
COUNT_NOTHING = ("'count: {actions}' declares no meld, takes no trick and ends no deal: give "
                 "the moves up to a meld or the end of a trick")
SHORT_KEYS = ("'{key}' does not belong with a meld counted alone; give 'cards:' and "
              "optionally 'trump:'")
SHORT_TWICE = "'cards:' names the same copy of a card twice: mark the second copy, e.g. ♠Q'"
SHORT_PACK = "{card} is not in the packs of this game"
SHORT_NOT_MELD = "{cards} make no meld{trump}"
SHORT_TRUMP = " with {trump} trump"
SHORT_NO_TRUMP = " before trump is fixed"
SHORT_MELD = "{cards}: {name}, {points} points{trump}."
TRICK_LINE = ("Trick {n}: {cards}, {leader} led and {winner} took it: {brisques} brisque(s) "
              "(aces and tens), {points} points.")
TRICK_LINE_RUBICON = ("Trick {n}: {cards}, {leader} led and {winner} took it: {brisques} "
                      "ace(s) and ten(s), which Rubicon Bezique does not score.")
MELD_COUNTED = "{seat} declares {cards}: {name}, {points} points."
DIX_COUNTED = "{seat} makes the dix: {points} points."
NOTE_AFTER = "After {actions}:"
NOTE_MELDS = "{seat}: {points} points in melds{melds}."
NOTE_MELDS_NONE = "{seat}: no melds yet."
NOTE_MATCH = "Match after the deal: P1 {a}, P2 {b}."

# -- Choice checks ------------------------------------------------------------------------------
QUERY_NEEDS_COUNT = ("'check: {check}' needs something counted: a trick, a meld ('cards:' or "
                     "'count:') or a deal")
QUERY_NEEDS_TRICK = ("'check: {check}' needs a trick counted: 'count: last trick', 'trick N' or "
                     "moves")
QUERY_HIGHER_TRUMP = "'check: higher' needs a trump: a position with trump fixed, or 'trump:'"
QUERY_HIGHER_SUITS = ("'check: higher' compares cards of one suit, or trumps with one other "
                      "suit: which of two plain suits wins depends on the lead")
QUERY_HIGHER_SAME = ("'check: higher' cannot rank two identical cards: of two, the first "
                     "played wins")
OPTION_CARD = "the option {option!r} must be one card of the packs of this game"
NOTE_HIGHER = "Trick order with {trump} trump: {order} (of two identical cards the first wins)."

# -- Texts --------------------------------------------------------------------------------------
FACT_NOT_HELD = "says {who} holds {card}, but {where}"
FACT_NOT_OWN = "says {card} is {who}'s, but {where}"
FACT_HIDDEN = ("says {who} holds {card}, which lies in a face-down hand: the learner at "
               "{viewer} cannot know it (say what counting shows without placing the card)")
FACT_HIDDEN_VOID = ("says {who} has no {suit}, which the learner at {viewer} cannot know from "
                    "the cards in view")
FACT_NOT_VOID = "says a hand holds no {suit} ({who}), but {seat} holds {cards}"
FACT_STOCK = ("places {card} in the stock, whose cards lie face down: nobody can know it (say "
              "it is still unseen instead)")
FACT_STOCK_FALSE = "places {card} in the stock, but {where}"
FACT_TRUMP = "says {suit} is trump, but {trump}"
TRUMP_IS = "trump is {trump} here"
TRUMP_NONE = "no trump has been fixed yet"
FACT_TURNED = "says the turned card is {card}, but {where}"
IN_HAND = "every {card} in view is elsewhere and none is in {seat}'s hand"
IN_HAND_OTHER = "it is in {seat}'s hand"
ON_TABLE = "it lies on the table among {seat}'s melded cards"
IN_TRICK = "it is on the table, in the trick"
TAKEN = "it has been played"
UNSEEN = "no {card} of {seat}'s is in view"
NO_TURNED = "no card lies turned"
TURNED_IS = "the turned card is {card}"

# -- Proofs -------------------------------------------------------------------------------------
UNPROVEN_OBJECTIVE = ("unproven: Bezique puzzles are proven with objective 'result' (the deal's "
                      "points from the mover's side), not '{objective}'")
UNPROVEN_OPTION = "unproven: '{key}' is not a setting of Bezique proofs"
UNPROVEN_OVER = "unproven: the match is over in this position: nothing is left to choose"
UNPROVEN_ASSUME = ("unproven: Bezique proofs deal the unseen cards among every way the "
                   "position allows; leave out the assumptions")
UNPROVEN_BLANCHE = "unproven: carte blanche is shown or not at the deal's start; nothing to prove"
COUNTED = ("the deal's points from {seat}'s side: their melds, brisques, trump 7s and last "
           "trick minus the other player's")
COUNTED_RUBICON = ("the deal's points from {seat}'s side: their melds and the last trick minus "
                   "the other player's")
EXACT = "exactly, every card known ({counted})"
LAYOUTS_SAMPLED = ("over {n} sampled ways the unseen cards can lie, both players then playing a "
                   "fixed plain rule to the stock's end and the last tricks solved exactly "
                   "({counted})")
PROOF_BELOW = "unproven: {answer} scores {gap} points below {best}, {deals}: {values}"
PROOF_TIE = ("{action} scores as much as the answer {answer}, {deals} ({value}): list it "
             "as an answer too, or change the position")
PROOF_MARGIN = ("unproven: {answer} beats {action} by only {gap} points, {deals}, less than "
                "the margin {margin}")
PROOF_NOISE = ("unproven: {answer} beats {action} by {gap} points on average, {deals}, but "
               "that is within the noise (standard error {se}); state more samples or change "
               "the position")
PROOF_UNEQUAL = ("unproven: the answers are not equally good: {low} scores {gap} points below "
                 "{high}, {deals}")
PROVEN = "proven {deals}: {values}"
