"""Every sentence the Smousjas and Vijfhonderden teaching adapter says, in one place for
translation.

Whole sentences with placeholders (``str.format`` fields); cards are in the project's notation
(``♦10``), seats are P1 and P2.
"""

from __future__ import annotations

from ...i18n import L_

# -- The table ----------------------------------------------------------------------------------
FACT_RULES = L_("Rules: {game}, {rules}.")
FACT_TAKEN = L_("{seat} has taken: {cards}.")
FACT_TAKEN_POINTS = L_("{seat} has taken: {cards} ({points} card points).")

# -- Counting -----------------------------------------------------------------------------------
ASK_TRICK = L_("Count the trick: {what}?")
ASK_DEAL = L_("Count the deal: {what}?")
ASK_ROEM = L_("Count the roem: {what}?")
ASK_CARDS = L_("Count the card points: {what}?")
COUNT_BAD = (L_("bad 'count: {value}': expected 'last trick', 'trick N', 'roem' (the roem scored "
             "so far this deal), 'deal' (the deal the position's moves have ended) or the moves "
             "to play first, e.g. 'count: ♠A, ♠7'"))
COUNT_NO_TRICK = (L_("no trick has been played in this position: play one with 'then:', or give "
                  "the moves to count, e.g. 'count: ♠A, ♠7'"))
COUNT_TRICK_MISSING = L_("there is no trick {n}: {done} played in this position")
COUNT_NO_DEAL = (L_("no deal has been scored here: give the moves that end it, e.g. "
                 "'count: ♠A, ♠7'"))
COUNT_ACTION = L_("'count:' cannot play {action}: {error}")
COUNT_NOTHING = (L_("'count: {actions}' takes no trick and ends no deal: give the moves up to the "
                 "end of a trick"))
SHORT_KEYS = (L_("'{key}' does not belong with cards counted alone; give 'cards:', 'trump:' and "
              "optionally 'last: yes'"))
SHORT_NEED_TRUMP = L_(
    "cards counted alone need 'trump:' (the suit decides what a J and a 9 are worth)"
)
SHORT_TWICE = L_("'cards:' names a card twice")
SHORT_PIQUET = L_("{card} is not in the pack of 32 cards")
SHORT_CARDS = L_("{cards}, trump {trump}: {points} card points.")
SHORT_CARDS_LAST = L_(
    "{cards}, trump {trump}: {points} card points, with the last trick's {bonus}."
)
SHORT_CARD = "{card} {value}"
NOTE_AFTER = L_("After {actions}:")
NOTE_ROEM = L_("{seat}: roem {points}: {melds}.")
NOTE_ROEM_NONE = L_("{seat}: no roem yet.")
NOTE_MATCH = L_("Match after the deal: P1 {a}, P2 {b}.")
NOTE_LIVES = L_("Lives after the deal: P1 {a}, P2 {b}.")

# -- Choice checks ------------------------------------------------------------------------------
QUERY_NEEDS_TRICK = (L_("'check: {check}' needs a trick counted: 'count: last trick', 'trick N' or "
                     "moves"))
QUERY_NEEDS_DEAL = (L_("'check: {check}' needs a finished deal counted: give the moves that end it "
                    "in 'count:'"))
QUERY_HIGHER_TRUMP = L_("'check: higher' needs a trump: a position, or 'trump:'")
QUERY_HIGHER_SUITS = (L_("'check: higher' compares cards of one suit, or trumps with one other "
                      "suit: which of two plain suits wins depends on the lead"))
OPTION_SEAT = L_("the option {option!r} must be P1, P2 or nobody")
OPTION_CARD = L_("the option {option!r} must be one card of the pack of 32")
NOTE_HIGHER = L_("Trick order with {trump} trump: {order}.")
#: How an option says nobody (not wrapped: matched as typed, in either language).
NOBODY_WORDS = ("nobody", "none", "no one", "neither",  # internal
                "niemand", "geen", "geen van beiden", "geen van beide")  # internal

# -- Texts --------------------------------------------------------------------------------------
FACT_NOT_HELD = L_("says {who} holds {card}, but {where}")
FACT_NOT_OWN = L_("says {card} is {who}'s, but {where}")
FACT_HIDDEN = (L_("says {who} holds {card}, which lies in a face-down hand: the learner at "
               "{viewer} cannot know it (say what counting shows without placing the card)"))
FACT_HIDDEN_VOID = (L_("says {who} has no {suit}, which the learner at {viewer} cannot know from "
                    "the cards in view"))
FACT_NOT_VOID = L_("says {who} has no {suit}, but {seat} holds {cards}")
FACT_STOCK = (L_("places {card} in the stock, whose cards lie face down: nobody can know it (say "
              "it is still unseen instead)"))
FACT_STOCK_FALSE = L_("places {card} in the stock, but {where}")
FACT_TRUMP = L_("says {suit} is trump, but trump is {trump} here")
FACT_TURNED = L_("says the turned card is {card}, but {where}")
IN_HAND = L_("it is in {seat}'s hand")
IN_STOCK = L_("it is in the stock")
IS_TURNED = L_("it is the turned card")
IN_TRICK = L_("it is on the table, in the trick")
TAKEN = L_("it has been played (in {seat}'s tricks)")
NO_TURNED = L_("no card lies turned")
TURNED_IS = L_("the turned card is {card}")

# -- Proofs -------------------------------------------------------------------------------------
UNPROVEN_OBJECTIVE = (L_("unproven: Smousjas and Vijfhonderden puzzles are proven with objective "
                      "'result' (the deal's points from the mover's side), not '{objective}'"))
UNPROVEN_OPTION = (L_("unproven: '{key}' is a Klaverjassen proof setting; Smousjas proofs do not "
                   "use it"))
UNPROVEN_OUT = (L_("unproven: uit is offered here, and it wins the match at once while the proof "
                "counts the deal's points; choose a position without the offer"))
UNPROVEN_OVER = L_("unproven: the match is over in this position: nothing is left to choose")
UNPROVEN_NO_DEAL = (L_("unproven: no way the unseen cards may lie fits the position and the "
                    "assumptions"))
UNPROVEN_EXACT_ASSUME = (L_("unproven: the stock is empty, so every card is known and the proof is "
                         "exact; leave out the assumptions"))
#: What the values count, by rule set (the proof's own words in every verdict).
COUNTED = (L_("the deal's points from {seat}'s side: their card points, roem and last trick minus "
           "the other player's, before any rounding"))
COUNTED_BONUS = (L_("the deal's points from {seat}'s side: their card points, roem and last trick "
                 "minus the other player's, with the 100 for taking no trick of phase 2, before "
                 "any rounding"))
EXACT = L_("exactly, every card known ({counted})")
LAYOUTS_ALL_ONE = L_("over the one way the unseen cards can lie ({counted})")
LAYOUTS_ALL = L_("over all {n} ways the unseen cards can lie ({counted})")
LAYOUTS_SAMPLED = L_("over {n} sampled ways the unseen cards can lie, of {total} ({counted})")
PROOF_BELOW = L_("unproven: {answer} scores {gap} points below {best}, {deals}: {values}")
PROOF_TIE = (L_("{action} scores as much as the answer {answer}, {deals} ({value}): list it "
             "as an answer too, or change the position"))
PROOF_MARGIN = (L_("unproven: {answer} beats {action} by only {gap} points, {deals}, less than "
                "the margin {margin}"))
PROOF_NOISE = (L_("unproven: {answer} beats {action} by {gap} points on average, {deals}, but "
               "that is within the noise (standard error {se}); state more samples or change "
               "the position"))
PROOF_DEAL = (L_("unproven: {action} scores {better} where the answer {answer} scores {worse}, "
              "when {layout} (proof = 'every-deal' asks the answer to be best in every one)"))
PROOF_UNEQUAL = (L_("unproven: the answers are not equally good: {low} scores {gap} points below "
                 "{high}, {deals}"))
PROVEN = L_("proven {deals}: {values}")
LAYOUT = L_("{seat} holds {hand} and the stock is {stock}")
ASSUME_UNREAD = (L_("cannot read the assumption {text!r}: write 'P2 holds ♥7 ♥8' or 'P2 does not "
                 "hold ♠K'"))
ASSUME_FALSE = L_("the assumption {text!r} is not true in the position")
ASSUME_OWN = L_("the assumption {text!r} is about the player to move, whose hand is shown")
ASSUME_SHOWN = (L_("the assumption {text!r} is about a card the player to move already sees "
                "(in their hand, played, turned or shown)"))
