"""Every sentence the Gin Rummy teaching layer shows, in one place for translation.

Placeholders are ``str.format`` fields; cards are in the project's notation (``♥7``).
"""

from __future__ import annotations

# -- The table ------------------------------------------------------------------------------
FACT_RULES = "Rules: {rules}."
FACT_HAND = "Hand {no}, {dealer} deals. Match: P1 {p1}, P2 {p2}."
FACT_UPCARD = "First upcard: {upcard}."
FACT_LIMIT = "Knock limit: {limit}."
FACT_TOOK = "{seat} took {card} from the pile this turn."
FACT_DISCARDS = "Discarded so far: {moves}."
FACT_MELDS = "{seat}'s best melds: {arrangement}"
FACT_MELDS_11 = "{seat}'s best melds of eleven cards: {arrangement}"
FACT_OVER = "The match is over: P1 {p1}, P2 {p2}."
WENT = {"knock": "knocked", "gin": "went gin", "big-gin": "went big gin"}
SEAT_LONG = "Player {n}"

# -- Counting -------------------------------------------------------------------------------
ASK_DEADWOOD = "How much deadwood is this: {what}?"
ASK_HAND = "Count the hand: {what}?"
DEADWOOD_CARDS = "{cards}: {arrangement}"
DEADWOOD_HAND = "{seat} holds {cards}: {arrangement}"
DEADWOOD_AFTER = ("{seat} holds eleven cards; the least deadwood after a discard is {value}, "
                  "discarding {cards}: {arrangement}")
COUNT_BAD = ("bad 'count: {value}': expected 'deadwood', 'deadwood P2', 'hand' (the defender "
             "lays off the best), or the actions that end the hand, e.g. 'knock ♣9' or "
             "'gin ♦K, layoff ♠4'")
COUNT_NOT_OVER = ("the hand is not over after {actions}: give the action that ends it, "
                  "e.g. 'count: knock ♣9'")
COUNT_DEAD = "the hand is dead (the stock ran down to two cards): nobody scores"
COUNT_ACTION = "'count:' cannot play {action}: {error}"
COUNT_CARDS = "'cards:' needs one to eleven different cards"
COUNT_SHORT_KEYS = "'{key}' does not belong with 'cards:'; cards given directly take only 'count:'"
COUNT_NO_SEAT = "'count: deadwood' needs a player: nobody is to move here, so name one (P1 or P2)"
NOTE_MATCH_OVER = "{p1} - {p2}: the match is over ({who} reached {target})."
NOTE_MATCH_ON = "{p1} - {p2}: nobody has reached {target} yet, so the match goes on."
NOTE_BONUS_UNKNOWN = ("Then the match bonuses are added (the rules options game-bonus, line-bonus "
                      "and shutout); the position does not say who won the earlier hands (a "
                      "won: line would), so they are not counted here.")

# -- Choice checks --------------------------------------------------------------------------
QUERY_PHASE_DISCARD = ("'check: {check}' needs a player about to discard "
                       "('turn: P1 discard (...)')")
QUERY_PHASE_LAYOFF = "'check: layoff' needs the defender to lay off ('turn: P2 lay off')"
OPTION_LIMIT = "the option {option!r} must be a number or 'gin only'"
OPTION_SEAT = "the option {option!r} must be P1 or P2"
NOTE_LIMIT = "The knock limit is {limit}."
NOTE_KNOCK_OK = "{card}: discarding it leaves {value} ({dead}), within the limit: you may knock."
NOTE_GIN_OK = "{card}: discarding it leaves no deadwood: gin."
NOTE_DISCARD = "{card} leaves {value}."
NOTE_DISCARD_BEST = "The least deadwood after a discard is {value}: {cards}."
NOTE_LAYOFF = "{seat}'s melds: {melds}. You can lay off: {cards}."
NOTE_MELD_RUN = "{cards}: a run."
NOTE_MELD_SET = "{cards}: a set."
NOTE_MELD_NOT = "{cards}: not a meld (a set is three or four of a rank, a run three or more " \
                "in a row of one suit, ace low)."
GIN_ONLY_WORDS = ("gin only", "none", "no limit", "gin")

# -- Texts (``gin_facts``: what ``tutor check`` says about a text's statements) -------------
# {who} is the subject as the text names it; {where} one of the SAYS_IN_... phrases.
SAYS_IN_HAND = "it is in {seat}'s hand"
SAYS_OUT_DISCARD = "it is {seat}'s face-down discard"
SAYS_TOP = "it is the top card of the pile"
SAYS_IN_PILE = "it lies in the pile"
SAYS_IN_STOCK = "it is in the stock"
SAYS_EMPTY_PILE = "nothing (the pile is empty)"
SAYS_NOT_HELD = "the text says {who} holds the {card}, but {where}"
SAYS_NOT_OWN = "the text gives the {card} to {who}, but {where}"
SAYS_NOT_TAKEN = ("the text says {who} took the {card} from the pile, but the history shows no "
                  "such take")
SAYS_NOT_THROWN = "the text says {who} threw the {card}, but the history shows no such discard"
SAYS_NOT_OPENED = "the text says {who} opened the pile with the {card}, but the history does not"
SAYS_HIDDEN = ("the text places the {card} ({who}), which lies in a face-down hand: {viewer} "
               "cannot see it, and no pile card taken shows it there (say what the pile and "
               "the discards show instead)")
SAYS_SUM = "the text counts {cards} as {said}, but their values add up to {value}"
SAYS_LEAVES = ("the text says throwing the {card} leaves {said}, but the least deadwood after it "
               "is {value} ({arrangement})")
SAYS_DEADWOOD = ("the text says your deadwood is {said}, but the least deadwood of the hand is "
                 "{value} ({arrangement})")
SAYS_KNOCK_NOT_NOW = ("the text says you may knock with {said}, but the learner is not about to "
                      "discard here")
SAYS_KNOCK_COUNT = ("the text says you may knock with {said}, but no discard leaves that much "
                    "deadwood (the discards leave {values})")
SAYS_KNOCK_LIMIT = "the text says you may knock with {said}, but the knock limit is {limit}"
SAYS_LIMIT = "the text says the knock limit is {said}, but it is {limit}"
SAYS_GIN_ONLY = "gin only"
SAYS_CARD_LIMIT = "the text says the {card} allows {said}, but as a knock limit it allows {value}"
SAYS_LIMIT_CARD = ("the text has the {card} set the knock limit, but the limit now is {limit}")
SAYS_NOT_TOP = ("the text puts the {card} on top of the pile, but the top card is {top} "
                "(the {card}: {where})")
SAYS_NOT_IN_PILE = "the text puts the {card} on the pile, but {where}"
SAYS_NOT_BURIED = ("the text says the {card} is buried in the pile, but {where}")
SAYS_NOT_UNDER = "the text puts the {card} right under the {above}, but {actual}"
SAYS_UNDER_IS = "the card under the {above} is the {below}"
SAYS_UNDER_NONE = "nothing lies under the {above}"
SAYS_STOCK_COUNT = "the text says {said} cards are in the stock, but there are {n}"
SAYS_NOT_IN_STOCK = "the text puts the {card} in the stock, but {where}"
SAYS_STOCK_ORDER = ("the text names the {card} as a card of the stock's order, which nobody at "
                    "the table can see")
SAYS_STOCK_HIDDEN = ("the text places the {card} in the stock, which lies face down: {viewer} "
                     "cannot tell it from the cards in the opponent's hand")
SAYS_NOT_RUN = ("the text calls {cards} a run, but it is not one (three or more in a row of one "
                "suit, ace low)")
SAYS_NOT_SET = "the text calls {cards} a set, but it is not one (three or four of a rank)"
SAYS_JARGON = ("'{word}' is the trainer's own word, not the learner's: say what it means in "
               "the game's terms")

# -- Proofs ---------------------------------------------------------------------------------
UNPROVEN_OBJECTIVE = ("unproven: Gin puzzles are proven with objective 'points' (play-outs over "
                      "sampled deals), 'match' (the same play-outs counted in the match's final "
                      "score) or 'deadwood' (exact), not '{objective}'")
UNPROVEN_DEADWOOD_PHASE = ("unproven: objective 'deadwood' compares discards or layoffs; this "
                           "position is not a discard or a layoff")
UNPROVEN_OPTION = "unproven: '{key}' is a Klaverjassen proof setting; Gin proofs do not use it"
UNPROVEN_GOING_OUT = ("unproven: objective 'deadwood' compares the cards to discard, so the "
                      "answer must be a plain discard, not {action}")
PROOF_NOT_LEAST = ("the answer {actions} is not best: {best} leaves the least deadwood "
                   "({value}); each leaves: {values}")
PROOF_TIE_DEADWOOD = ("{action} leaves as little deadwood as the answer ({value}): list it as an "
                      "answer too, or change the position")
PROOF_MARGIN_DEADWOOD = ("the answer leaves only {gap} less deadwood than {action}, less than "
                         "the margin {margin}")
PROVEN_DEADWOOD = "proven: deadwood left by each action: {values}"
DEALS = "{n} sampled deals"
DEALS_MATCH = ("{n} sampled deals, counted in the match's final score (the hand ended the match "
               "in {share}% of the play-outs)")
PROOF_BELOW = ("unproven: {answer} scores {gap} points below {best} on average over {deals} "
               "({values})")
PROOF_TIE = ("{action} scores as much as the answer {answer} on average over {deals} "
             "({value}): list it as an answer too, or change the position")
PROOF_MARGIN = ("unproven: {answer} beats {action} by only {gap} points on average over {deals}, "
                "less than the margin {margin}")
PROOF_NOISE = ("unproven: {answer} beats {action} by {gap} points on average over {deals}, but "
               "that is within the noise (standard error {se}); state more samples or change "
               "the position")
PROOF_UNEQUAL = ("unproven: the answers are not equally good: {low} scores {gap} points below "
                 "{high} on average over {deals}")
PROVEN_POINTS = "proven over {deals}: {values}"
ASSUME_UNREAD = ("cannot read the assumption {text!r}: write 'P2 holds ♥7 ♥8' or "
                 "'P2 does not hold ♠K'")
ASSUME_FALSE = "the assumption {text!r} is not true in the position"
ASSUME_OWN = "the assumption {text!r} is about the player to move, whose hand is shown"
