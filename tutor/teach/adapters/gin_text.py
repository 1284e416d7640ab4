"""Every sentence the Gin Rummy teaching layer shows, in one place for translation.

Placeholders are ``str.format`` fields; cards are in the project's notation (``♥7``).
"""

from __future__ import annotations

from ...i18n import L_

# -- The table ------------------------------------------------------------------------------
FACT_RULES = L_("Rules: {rules}.")
FACT_HAND = L_("Hand {no}, {dealer} deals. Match: P1 {p1}, P2 {p2}.")
FACT_UPCARD = L_("First upcard: {upcard}.")
FACT_LIMIT = L_("Knock limit: {limit}.")
FACT_TOOK = L_("{seat} took {card} from the pile this turn.")
FACT_DISCARDS = L_("Discarded so far: {moves}.")
FACT_MELDS = L_("{seat}'s best melds: {arrangement}")
FACT_MELDS_11 = L_("{seat}'s best melds of eleven cards: {arrangement}")
FACT_OVER = L_("The match is over: P1 {p1}, P2 {p2}.")
WENT = {"knock": L_("knocked"), "gin": L_("went gin"), "big-gin": L_("went big gin")}
SEAT_LONG = L_("Player {n}")

# -- Counting -------------------------------------------------------------------------------
ASK_DEADWOOD = L_("How much deadwood is this: {what}?")
ASK_HAND = L_("Count the hand: {what}?")
DEADWOOD_CARDS = "{cards}: {arrangement}"
DEADWOOD_HAND = L_("{seat} holds {cards}: {arrangement}")
DEADWOOD_AFTER = (L_("{seat} holds eleven cards; the least deadwood after a discard is {value}, "
                  "discarding {cards}: {arrangement}"))
COUNT_BAD = (L_("bad 'count: {value}': expected 'deadwood', 'deadwood P2', 'hand' (the defender "
             "lays off the best), or the actions that end the hand, e.g. 'knock ♣9' or "
             "'gin ♦K, layoff ♠4'"))
COUNT_NOT_OVER = (L_("the hand is not over after {actions}: give the action that ends it, "
                  "e.g. 'count: knock ♣9'"))
COUNT_DEAD = L_("the hand is dead (the stock ran down to two cards): nobody scores")
COUNT_ACTION = L_("'count:' cannot play {action}: {error}")
COUNT_CARDS = L_("'cards:' needs one to eleven different cards")
COUNT_SHORT_KEYS = L_(
    "'{key}' does not belong with 'cards:'; cards given directly take only 'count:'"
)
COUNT_NO_SEAT = L_(
    "'count: deadwood' needs a player: nobody is to move here, so name one (P1 or P2)"
)
NOTE_MATCH_OVER = L_("{p1} - {p2}: the match is over ({who} reached {target}).")
NOTE_MATCH_ON = L_("{p1} - {p2}: nobody has reached {target} yet, so the match goes on.")
NOTE_BONUS_UNKNOWN = L_(
    "Then the match bonuses are added (the rules options game-bonus, line-bonus "
    "and shutout); the position does not say who won the earlier hands (a "
    "won: line would), so they are not counted here."
)

# -- Choice checks --------------------------------------------------------------------------
QUERY_PHASE_DISCARD = (L_("'check: {check}' needs a player about to discard "
                       "('turn: P1 discard (...)')"))
QUERY_PHASE_LAYOFF = L_("'check: layoff' needs the defender to lay off ('turn: P2 lay off')")
OPTION_LIMIT = L_("the option {option!r} must be a number or 'gin only'")
OPTION_SEAT = L_("the option {option!r} must be P1 or P2")
NOTE_LIMIT = L_("The knock limit is {limit}.")
NOTE_KNOCK_OK = L_(
    "{card}: discarding it leaves {value} ({dead}), within the limit: you may knock."
)
NOTE_GIN_OK = L_("{card}: discarding it leaves no deadwood: gin.")
NOTE_DISCARD = L_("{card} leaves {value}.")
NOTE_DISCARD_BEST = L_("The least deadwood after a discard is {value}: {cards}.")
NOTE_LAYOFF = L_("{seat}'s melds: {melds}. You can lay off: {cards}.")
NOTE_MELD_RUN = L_("{cards}: a run.")
NOTE_MELD_SET = L_("{cards}: a set.")
NOTE_MELD_NOT = L_("{cards}: not a meld (a set is three or four of a rank, a run three or more " \
                "in a row of one suit, ace low).")
#: How an option says there is no knock limit (not wrapped: matched as typed, in either
#: language).
GIN_ONLY_WORDS = ("gin only", "none", "no limit", "gin",  # internal
                  "alleen gin", "geen", "geen limiet", "zonder limiet")  # internal

# -- Texts (``gin_facts``: what ``tutor check`` says about a text's statements) -------------
# {who} is the subject as the text names it; {where} one of the SAYS_IN_... phrases.
SAYS_IN_HAND = L_("it is in {seat}'s hand")
SAYS_OUT_DISCARD = L_("it is {seat}'s face-down discard")
SAYS_TOP = L_("it is the top card of the pile")
SAYS_IN_PILE = L_("it lies in the pile")
SAYS_IN_STOCK = L_("it is in the stock")
SAYS_EMPTY_PILE = L_("nothing (the pile is empty)")
SAYS_NOT_HELD = L_("the text says {who} holds the {card}, but {where}")
SAYS_NOT_OWN = L_("the text gives the {card} to {who}, but {where}")
SAYS_NOT_TAKEN = (L_("the text says {who} took the {card} from the pile, but the history shows no "
                  "such take"))
SAYS_NOT_THROWN = L_("the text says {who} threw the {card}, but the history shows no such discard")
SAYS_NOT_OPENED = L_(
    "the text says {who} opened the pile with the {card}, but the history does not"
)
SAYS_HIDDEN = (L_("the text places the {card} ({who}), which lies in a face-down hand: {viewer} "
               "cannot see it, and no pile card taken shows it there (say what the pile and "
               "the discards show instead)"))
SAYS_SUM = L_("the text counts {cards} as {said}, but their values add up to {value}")
SAYS_LEAVES = L_(
    "the text says throwing the {card} leaves {said}, but the least deadwood after it "
    "is {value} ({arrangement})"
)
SAYS_DEADWOOD = (L_("the text says your deadwood is {said}, but the least deadwood of the hand is "
                 "{value} ({arrangement})"))
SAYS_KNOCK_NOT_NOW = (L_("the text says you may knock with {said}, but the learner is not about to "
                      "discard here"))
SAYS_KNOCK_COUNT = (L_("the text says you may knock with {said}, but no discard leaves that much "
                    "deadwood (the discards leave {values})"))
SAYS_KNOCK_LIMIT = L_("the text says you may knock with {said}, but the knock limit is {limit}")
SAYS_LIMIT = L_("the text says the knock limit is {said}, but it is {limit}")
SAYS_GIN_ONLY = L_("gin only")
SAYS_CARD_LIMIT = L_(
    "the text says the {card} allows {said}, but as a knock limit it allows {value}"
)
SAYS_LIMIT_CARD = (L_("the text has the {card} set the knock limit, but the limit now is {limit}"))
SAYS_NOT_TOP = (L_("the text puts the {card} on top of the pile, but the top card is {top} "
                "(the {card}: {where})"))
SAYS_NOT_IN_PILE = L_("the text puts the {card} on the pile, but {where}")
SAYS_NOT_BURIED = (L_("the text says the {card} is buried in the pile, but {where}"))
SAYS_NOT_UNDER = L_("the text puts the {card} right under the {above}, but {actual}")
SAYS_UNDER_IS = L_("the card under the {above} is the {below}")
SAYS_UNDER_NONE = L_("nothing lies under the {above}")
SAYS_STOCK_COUNT = L_("the text says {said} cards are in the stock, but there are {n}")
SAYS_NOT_IN_STOCK = L_("the text puts the {card} in the stock, but {where}")
SAYS_STOCK_ORDER = (L_("the text names the {card} as a card of the stock's order, which nobody at "
                    "the table can see"))
SAYS_STOCK_HIDDEN = (L_("the text places the {card} in the stock, which lies face down: {viewer} "
                     "cannot tell it from the cards in the opponent's hand"))
SAYS_NOT_RUN = (L_("the text calls {cards} a run, but it is not one (three or more in a row of one "
                "suit, ace low)"))
SAYS_NOT_SET = L_("the text calls {cards} a set, but it is not one (three or four of a rank)")

# -- Proofs ---------------------------------------------------------------------------------
UNPROVEN_OBJECTIVE = (L_("unproven: Gin puzzles are proven with objective 'points' (play-outs over "
                      "sampled deals), 'match' (the same play-outs counted in the match's final "
                      "score) or 'deadwood' (exact), not '{objective}'"))
UNPROVEN_DEADWOOD_PHASE = (L_("unproven: objective 'deadwood' compares discards or layoffs; this "
                           "position is not a discard or a layoff"))
UNPROVEN_OPTION = L_("unproven: '{key}' is a Klaverjassen proof setting; Gin proofs do not use it")
UNPROVEN_GOING_OUT = (L_("unproven: objective 'deadwood' compares the cards to discard, so the "
                      "answer must be a plain discard, not {action}"))
PROOF_NOT_LEAST = (L_("the answer {actions} is not best: {best} leaves the least deadwood "
                   "({value}); each leaves: {values}"))
PROOF_TIE_DEADWOOD = L_(
    "{action} leaves as little deadwood as the answer ({value}): list it as an "
    "answer too, or change the position"
)
PROOF_MARGIN_DEADWOOD = (L_("the answer leaves only {gap} less deadwood than {action}, less than "
                         "the margin {margin}"))
PROVEN_DEADWOOD = L_("proven: deadwood left by each action: {values}")
DEALS = L_("{n} sampled deals")
DEALS_MATCH = (L_("{n} sampled deals, counted in the match's final score (the hand ended the match "
               "in {share}% of the play-outs)"))
PROOF_BELOW = (L_("unproven: {answer} scores {gap} points below {best} on average over {deals} "
               "({values})"))
PROOF_TIE = (L_("{action} scores as much as the answer {answer} on average over {deals} "
             "({value}): list it as an answer too, or change the position"))
PROOF_MARGIN = L_(
    "unproven: {answer} beats {action} by only {gap} points on average over {deals}, "
    "less than the margin {margin}"
)
PROOF_NOISE = (L_("unproven: {answer} beats {action} by {gap} points on average over {deals}, but "
               "that is within the noise (standard error {se}); state more samples or change "
               "the position"))
PROOF_UNEQUAL = (L_("unproven: the answers are not equally good: {low} scores {gap} points below "
                 "{high} on average over {deals}"))
PROVEN_POINTS = L_("proven over {deals}: {values}")
ASSUME_UNREAD = (L_("cannot read the assumption {text!r}: write 'P2 holds ♥7 ♥8' or "
                 "'P2 does not hold ♠K'"))
ASSUME_FALSE = L_("the assumption {text!r} is not true in the position")
ASSUME_OWN = L_("the assumption {text!r} is about the player to move, whose hand is shown")
