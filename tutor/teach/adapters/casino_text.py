"""Every sentence the Casino teaching layer shows, in one place for translation.

Placeholders are ``str.format`` fields; cards are in the project's notation (``♦10``).
"""

from __future__ import annotations

from ...i18n import L_

# -- The table ------------------------------------------------------------------------------
FACT_RULES = L_("Rules: {rules}.")
FACT_CAPTURED = L_("{seat} has captured: {cards}.")
FACT_CAPTURED_NONE = L_("{seat} has captured nothing yet.")
FACT_SWEEPS = L_("Sweeps so far: {counts}.")
FACT_LAST_DEAL = L_("The stock is empty: this is the round's last deal.")

# -- Counting -------------------------------------------------------------------------------
ASK_ROUND = L_("Count the round: {what}?")
ASK_PILES = L_("Count the captured cards: {what}?")
#: The items of a count, by the label after the side's name (``P1-spades``).
ITEMS = ("cards", "spades", "aces", "sweeps", "total")
#: The Dutch words for the items a learner may type instead (not wrapped: matched as typed).
ITEM_WORDS = {"kaarten": "cards", "schoppen": "spades", "azen": "aces", "totaal": "total"}
NOTE_PILES = (L_("As the piles stand now (the cards still on the table and in the hands not "
              "counted):"))
NOTE_SHORT = L_("These piles:")
COUNT_BAD = (L_("bad 'count: {value}': expected 'round' (the round the position's plays have "
             "ended), 'captured' (the piles as they stand), or the plays that end the round, "
             "e.g. 'count: ♥8 takes ♣8'"))
COUNT_NOT_OVER = (L_("the round is not over after {actions}: give the plays that end it, e.g. "
                  "'count: ♥8 takes ♣8', or count the piles as they stand with 'count: captured'"))
COUNT_ACTION = L_("'count:' cannot play {action}: {error}")
COUNT_SHORT_KEYS = (L_("'{key}' does not belong with captured piles given alone; give only "
                    "'captured <seat>:' lines (and 'sweeps:')"))
COUNT_SHORT_SEATS = (L_("captured piles given alone need every seat of 2, 3 or 4 players, each "
                     "once: {seats}"))
COUNT_SHORT_TWICE = L_("{card} is in two captured piles")
COUNT_SHORT_SWEEPS = L_("bad 'sweeps: {value}': expected {n} whole numbers, one per seat")

# -- Choice checks --------------------------------------------------------------------------
OPTION_SIDE = L_("the option {option!r} must be a side ({sides}) or 'nobody'")
#: How an option says nobody or a tie (not wrapped: matched as typed, in either language).
NOBODY_WORDS = ("nobody", "none", "no one", "neither", "tie", "a tie",  # internal
                "niemand", "geen", "geen van beiden", "geen van beide", "gelijk",  # internal
                "gelijkspel", "een gelijkspel")  # internal
NOTE_CLEARS = L_("{action}: the table is empty after it.")
NOTE_LEAVES = L_("{action}: it leaves {cards} on the table.")
NOTE_NOT_LEGAL = "{action}: {why}"
OPTION_RANK = L_("the option {option!r} must be a value or rank: 2 to 10, A, J, Q or K")
NOTE_OUT = L_("{rank}: {n} not seen yet (seen: {seen}).")
NOTE_NOT_OUT = L_("{rank}: every one is seen ({seen}).")

# -- Texts ----------------------------------------------------------------------------------
FACT_HIDDEN = (L_("names {card}, which lies in {seat}'s face-down hand: the learner cannot see it "
               "(say what counting shows without naming the card)"))

# -- Proofs ---------------------------------------------------------------------------------
UNPROVEN_OBJECTIVE = (L_("unproven: Casino puzzles are proven with objective 'points' (the round's "
                      "points for the mover's side against the others), not '{objective}'"))
UNPROVEN_OPTION = L_(
    "unproven: '{key}' is a Klaverjassen proof setting; Casino proofs do not use it"
)
UNPROVEN_STOCK = (L_("unproven: a Casino proof plays the round to its end, so the position must be "
                  "in the round's last deal (the stock empty, {n} cards in it here)"))
UNPROVEN_NO_DEAL = L_(
    "unproven: no way of dealing the hidden cards fits the position and assumptions"
)
DEALS_ALL_ONE = L_("the one deal that fits")
DEALS_ALL = L_("all {n} deals that fit")
DEALS_SAMPLED = L_("{n} sampled deals of {total} that fit")
DEAL_SHOWN = L_("the deal shown")
PROOF_BELOW = (L_("unproven: {answer} scores {gap} points below {best} on average over {deals} "
               "({values})"))
PROOF_TIE = (L_("{action} scores as much as the answer {answer} on average over {deals} ({value}): "
             "list it as an answer too, or change the position"))
PROOF_MARGIN = L_(
    "unproven: {answer} beats {action} by only {gap} points on average over {deals}, "
    "less than the margin {margin}"
)
PROOF_NOISE = (L_("unproven: {answer} beats {action} by {gap} points on average over {deals}, but "
               "that is within the noise (standard error {se}); state more samples or change "
               "the position"))
PROOF_DEAL = L_(
    "unproven: {action} scores more than {answer} ({better} against {worse}) in a deal "
    "that fits: {deal}; use proof = \"average\" if the answer is right on average only"
)
PROOF_UNEQUAL = (L_("unproven: the answers are not equally good: {low} scores {gap} points below "
                 "{high} on average over {deals}"))
PROVEN = L_("proven over {deals}: {values}")
ASSUME_UNREAD = (L_("cannot read the assumption {text!r}: write 'P2 holds ♥7 ♥8' or "
                 "'P2 does not hold ♠K'"))
ASSUME_FALSE = L_("the assumption {text!r} is not true in the position")
ASSUME_SHOWN = L_("the assumption {text!r} is about a hand the learner sees")
SEAT_NOT_AT_TABLE = L_("there is no seat {seat} at a table of {n} players")
