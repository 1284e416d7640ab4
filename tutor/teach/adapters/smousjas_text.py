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
FACT_TRICKS = "Tricks this deal: {tricks}."
FACT_TRICK = "{n}. {cards} ({leader} led, {winner} took it)"
FACT_TRICK_QUIET = "{n}. {cards} ({leader} led)"

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
UNPROVEN = ("unproven: Smousjas and Vijfhonderden puzzles of kind 'best' have no proof yet "
            "(the exact phase-2 search is not connected to the puzzle checker); use kind "
            "'legal' or 'score', or wait for the proof")
