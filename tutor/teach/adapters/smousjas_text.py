"""Every sentence the Smousjas and Vijfhonderden teaching adapter says, in one place for
translation.

Whole sentences with placeholders (``str.format`` fields); cards are in the project's notation
(``♦10``), seats are P1 and P2.
"""

from __future__ import annotations

# -- The table ----------------------------------------------------------------------------------
FACT_RULES = "Rules: {game}, {rules}."
FACT_TAKEN = "{seat} has taken: {cards}."
FACT_TAKEN_POINTS = "{seat} has taken: {cards} ({points} card points)."

# -- Counting -----------------------------------------------------------------------------------
ASK_TRICK = "Count the trick: {what}?"
ASK_DEAL = "Count the deal: {what}?"
ASK_ROEM = "Count the roem: {what}?"
ASK_CARDS = "Count the card points: {what}?"
COUNT_BAD = ("bad 'count: {value}': expected 'last trick', 'trick N', 'roem' (the roem scored "
             "so far this deal), 'deal' (the deal the position's moves have ended) or the moves "
             "to play first, e.g. 'count: ♠A, ♠7'")
COUNT_NO_TRICK = ("no trick has been played in this position: play one with 'then:', or give "
                  "the moves to count, e.g. 'count: ♠A, ♠7'")
COUNT_TRICK_MISSING = "there is no trick {n}: {done} played in this position"
COUNT_NO_DEAL = ("no deal has been scored here: give the moves that end it, e.g. "
                 "'count: ♠A, ♠7'")
COUNT_ACTION = "'count:' cannot play {action}: {error}"
COUNT_NOTHING = ("'count: {actions}' takes no trick and ends no deal: give the moves up to the "
                 "end of a trick")
SHORT_KEYS = ("'{key}' does not belong with cards counted alone; give 'cards:', 'trump:' and "
              "optionally 'last: yes'")
SHORT_NEED_TRUMP = "cards counted alone need 'trump:' (the suit decides what a J and a 9 are worth)"
SHORT_TWICE = "'cards:' names a card twice"
SHORT_PIQUET = "{card} is not in the pack of 32 cards"
SHORT_CARDS = "{cards}, trump {trump}: {points} card points{last}."
SHORT_CARD = "{card} {value}"
SHORT_LAST = ", with the last trick's {bonus}"
NOTE_AFTER = "After {actions}:"
NOTE_ROEM = "{seat}: roem {points}{melds}."
NOTE_ROEM_NONE = "{seat}: no roem yet."
NOTE_MATCH = "Match after the deal: P1 {a}, P2 {b}."
NOTE_LIVES = "Lives after the deal: P1 {a}, P2 {b}."

# -- Choice checks ------------------------------------------------------------------------------
QUERY_NEEDS_TRICK = ("'check: {check}' needs a trick counted: 'count: last trick', 'trick N' or "
                     "moves")
QUERY_NEEDS_DEAL = ("'check: {check}' needs a finished deal counted: give the moves that end it "
                    "in 'count:'")
QUERY_HIGHER_TRUMP = "'check: higher' needs a trump: a position, or 'trump:'"
QUERY_HIGHER_SUITS = ("'check: higher' compares cards of one suit, or trumps with one other "
                      "suit: which of two plain suits wins depends on the lead")
OPTION_SEAT = "the option {option!r} must be P1, P2 or nobody"
OPTION_CARD = "the option {option!r} must be one card of the pack of 32"
NOTE_HIGHER = "Trick order with {trump} trump: {order}."
NOBODY_WORDS = ("nobody", "none", "no one", "neither")

# -- Texts --------------------------------------------------------------------------------------
FACT_NOT_HELD = "says {who} holds {card}, but {where}"
FACT_NOT_OWN = "says {card} is {who}'s, but {where}"
FACT_HIDDEN = ("says {who} holds {card}, which lies in a face-down hand: the learner at "
               "{viewer} cannot know it (say what counting shows without placing the card)")
FACT_HIDDEN_VOID = ("says {who} has no {suit}, which the learner at {viewer} cannot know from "
                    "the cards in view")
FACT_NOT_VOID = "says {who} has no {suit}, but {seat} holds {cards}"
FACT_STOCK = ("places {card} in the stock, whose cards lie face down: nobody can know it (say "
              "it is still unseen instead)")
FACT_STOCK_FALSE = "places {card} in the stock, but {where}"
FACT_TRUMP = "says {suit} is trump, but trump is {trump} here"
FACT_TURNED = "says the turned card is {card}, but {where}"
IN_HAND = "it is in {seat}'s hand"
IN_STOCK = "it is in the stock"
IS_TURNED = "it is the turned card"
IN_TRICK = "it is on the table, in the trick"
TAKEN = "it has been played (in {seat}'s tricks)"
NO_TURNED = "no card lies turned"
TURNED_IS = "the turned card is {card}"
FACT_JARGON = "'{word}' is the trainer's word, not the learner's: say it in the game's terms"

# -- Proofs -------------------------------------------------------------------------------------
UNPROVEN_OBJECTIVE = ("unproven: Smousjas and Vijfhonderden puzzles are proven with objective "
                      "'result' (the deal's points from the mover's side), not '{objective}'")
UNPROVEN_OPTION = ("unproven: '{key}' is a Klaverjassen proof setting; Smousjas proofs do not "
                   "use it")
UNPROVEN_OUT = ("unproven: uit is offered here, and it wins the match at once while the proof "
                "counts the deal's points; choose a position without the offer")
UNPROVEN_OVER = "unproven: the match is over in this position: nothing is left to choose"
UNPROVEN_NO_DEAL = ("unproven: no way the unseen cards may lie fits the position and the "
                    "assumptions")
UNPROVEN_EXACT_ASSUME = ("unproven: the stock is empty, so every card is known and the proof is "
                         "exact; leave out the assumptions")
#: What the values count, by rule set (the proof's own words in every verdict).
COUNTED = ("the deal's points from {seat}'s side: their card points, roem and last trick minus "
           "the other player's{bonus}, before any rounding")
COUNTED_BONUS = ", with the 100 for taking no trick of phase 2"
EXACT = "exactly, every card known ({counted})"
LAYOUTS_ALL_ONE = "over the one way the unseen cards can lie ({counted})"
LAYOUTS_ALL = "over all {n} ways the unseen cards can lie ({counted})"
LAYOUTS_SAMPLED = "over {n} sampled ways the unseen cards can lie, of {total} ({counted})"
PROOF_BELOW = "unproven: {answer} scores {gap} points below {best}, {deals}: {values}"
PROOF_TIE = ("{action} scores as much as the answer {answer}, {deals} ({value}): list it "
             "as an answer too, or change the position")
PROOF_MARGIN = ("unproven: {answer} beats {action} by only {gap} points, {deals}, less than "
                "the margin {margin}")
PROOF_NOISE = ("unproven: {answer} beats {action} by {gap} points on average, {deals}, but "
               "that is within the noise (standard error {se}); state more samples or change "
               "the position")
PROOF_DEAL = ("unproven: {action} scores {better} where the answer {answer} scores {worse}, "
              "when {layout} (proof = 'every-deal' asks the answer to be best in every one)")
PROOF_UNEQUAL = ("unproven: the answers are not equally good: {low} scores {gap} points below "
                 "{high}, {deals}")
PROVEN = "proven {deals}: {values}"
LAYOUT = "{seat} holds {hand} and the stock is {stock}"
ASSUME_UNREAD = ("cannot read the assumption {text!r}: write 'P2 holds ♥7 ♥8' or 'P2 does not "
                 "hold ♠K'")
ASSUME_FALSE = "the assumption {text!r} is not true in the position"
ASSUME_OWN = "the assumption {text!r} is about the player to move, whose hand is shown"
ASSUME_SHOWN = ("the assumption {text!r} is about a card the player to move already sees "
                "(in their hand, played, turned or shown)")
