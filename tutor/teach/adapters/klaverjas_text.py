"""Every sentence the Klaverjassen teaching adapter and its proofs say, in one place for
translation."""

from __future__ import annotations

from ...i18n import L_, P_

ASK_SCORE_DEAL = L_("What does each team score for this deal: {what}?")
OPTION_NOT_YES_NO = L_("the option {option!r} must be yes or no (or nat or made)")
COUNT_BAD = L_("bad 'count: {value}': expected 'trick N', 'last trick' or 'deal'")
COUNT_DEAL_UNFINISHED = L_("'count: deal' needs all eight tricks played; this position has {n}")
COUNT_NO_TRICK = L_("the position has no finished trick to count")
COUNT_TRICK_MISSING = L_("trick {n} is not finished in this position ({done} are)")
KJ_FACT_CALLS = L_("Calls so far: {calls}.")
KJ_FACT_MATCH = L_("Match score before this deal: N-S {ns}, E-W {ew}.")
KJ_FACT_RULES = L_("{play} rules, trump {method}.")
# {n} tricks played; {nst} and {ewt} of them each team's.
KJ_FACT_SO_FAR = P_("After {n} trick: N-S {ns} points + {nsr} roem ({nst} tricks), "
                    "E-W {ew} points + {ewr} roem ({ewt} tricks).",
                    "After {n} tricks: N-S {ns} points + {nsr} roem ({nst} tricks), "
                    "E-W {ew} points + {ewr} roem ({ewt} tricks).")
KJ_FACT_TRICK = L_("Trick {n}: {leader} led {cards}; {winner} won it ({points} points).")
KJ_FACT_TRICK_ROEM = (L_("Trick {n}: {leader} led {cards}; {winner} won it ({points} points and "
                      "{roem} roem)."))
KJ_FACT_TRICK_QUIET = L_("Trick {n}: {leader} led {cards}; {winner} won it.")
KJ_FACT_TRICK_LED = L_("Trick {n}: {leader} led {cards}.")
KJ_FACT_TRUMP = L_("Trump {suit} ({dutch}); {seat} goes.")
KJ_FACT_TURNED = L_("Turned card: {card}.")
KJ_NOT_IN_PACK = L_("{card} is not in the Klaverjassen pack (7 up to Ace)")
KJ_PASS = L_("pass")
NOTE_HIGHER = L_("In trick order with {trump} trump: {order}.")
QUERY_HIGHER_SUITS = (L_("'check: higher' compares cards of one plain suit and trumps; these "
                      "options mix two plain suits, which never meet in one trick's order"))
QUERY_HIGHER_TRUMP = L_("'check: higher' needs a trump suit: a position with trump, or 'trump:'")
QUERY_NEEDS_DEAL = L_("'check: {check}' needs a whole deal to count ('count: deal' or 'points:')")
QUERY_NEEDS_PLAYED_TRICK = L_("'check: winner' needs a trick played in a position")
QUERY_NEEDS_TRICK = L_("'check: {check}' needs a trick to count, not a deal")
SHORT_DEAL_KEYS = (L_("'{key}' does not belong with 'points:'; a deal given by its totals takes "
                   "'goes:', 'trump:', 'roem:' and 'tricks:'"))
SHORT_DEAL_NEED = L_("'{key}:' is needed")
SHORT_DEAL_NEED_TRICKS = (L_("a team has 0 card points: say how many tricks each took "
                          "('tricks: 8 0'), since a trick of low cards is worth 0 too"))
SHORT_DEAL_NO_TRICKS = L_("a team that took no trick has no card points and no roem")
SHORT_DEAL_ROEM = L_("roem always comes in tens")
SHORT_DEAL_SUM = L_("the card points {a} and {b} must add up to 162")
SHORT_DEAL_TRICKS = L_("the tricks must add up to 8")
SHORT_NO_ROEM = L_("No roem.")
SHORT_PAIR = L_("'{key}: {value}' needs two whole numbers, N-S then E-W")
SHORT_ROEM = L_("Roem: {items}.")
SHORT_TRICK_CARDS = L_("'cards:' needs one to four different cards")
SHORT_TRICK_KEYS = (L_("'{key}' does not belong with 'cards:'; a trick given by its cards takes "
                    "'trump:' and optionally 'last: yes'"))
SHORT_TRICK_POINTS = L_("{cards} with {trump} trump: {points} card points.")
SHORT_TRICK_POINTS_LAST = L_(
    "{cards} with {trump} trump: {points} card points (last trick +10 included)."
)
ASSUME_BAD = L_("the assumption {text!r}: {error}")
ASSUME_FALSE = L_("the assumption {text!r} is not true in the position")
ASSUME_FIRST_DISCARD = (L_("the assumption {text!r}: {seat}'s first discard in {suit} was the "
                        "{first}, and only the first one is a signal"))
ASSUME_NOT_IN_PACK = L_("{card} is not in the Klaverjassen pack")
ASSUME_NOT_VUIL = (L_("the assumption {text!r}: under the convention {suit} is not {seat}'s "
                   "signal suit (vuil seinen needs afseinen in the other two plain suits)"))
ASSUME_NO_DISCARD = L_("the assumption {text!r}: {seat} did not discard the {card}")
ASSUME_SIGNAL_READ = L_("the assumption {text!r}: under the convention the {card} is {read}")
ASSUME_SIGNAL_UNTRUE = L_(
    "the assumed signal is not true in the position ({texts}): the signaller "
    "must hold the best card left in a PIT suit, and not in an afseinen "
    "suit"
)
ASSUME_UNREAD = (L_("cannot read the assumption {text!r}: write e.g. \"W holds ♥J ♥9\", \"W does "
                 "not hold ♠A\", \"E has no ♦\", \"E has no trumps\", \"partner's ♣7 was a PIT "
                 "signal\", \"W's ♦K was afseinen\" or \"W's signal suit is ♥ (vuil)\""))
SIGNAL_NAMES = {"pit": L_("a PIT signal"), "afseinen": L_("afseinen"),
                "vuil": L_("the vuil signal suit"), "none": L_("no signal")}
SIGNAL_NONE = (L_("the answer {answer} gives no signal under the convention: a signal is the first "
               "discard in a plain suit"))
SIGNAL_UNTRUE = (L_("the answer {answer} would be {kind} in {suit}, which is not true of {seat}'s "
                 "hand"))
UNPROVEN_TRUMP_CALL = L_("unproven: the solver plays cards; a trump decision needs another proof")
UNPROVEN_CALL_PASS = (L_("unproven: what a pass is worth depends on the calls after it: state them "
                      "as an assumption, every call in turn up to a suit named or your own "
                      "next call, e.g. \"if you pass: {example}\" (or \"if you pass, the "
                      "others pass too\")"))
UNPROVEN_CALL_COST = (L_("unproven: 'max-cost' is for a signal; a trump decision is proven by what "
                      "each call scores"))
PROOF_CALL_NOISE = (L_("unproven: {answer} beats {action} by {gap} on average over {deals}, but "
                    "that is within the noise (standard error {se}); state more samples or "
                    "choose a clearer position"))
PROVEN_HIDDEN_SETTLED = (L_("proven over {deals}: {values}; far below and settled early (after "
                         "so many deals): {actions}"))
ASSUME_CALLS_IN_PLAY = (L_("the assumption {text!r}: the calls after a pass go with a trump "
                        "decision, and trump is fixed here"))
ASSUME_CALLS_NO_PASS = (L_("the assumption {text!r}: the player to move cannot pass here, so no "
                        "calls follow a pass"))
ASSUME_CALLS_TWICE = (L_("the assumption {text!r}: the calls after a pass are already stated; "
                      "state them once"))
ASSUME_CALLS_OWN = (L_("the assumption {text!r}: the calls go past {seat}'s own next call, which "
                    "the proof chooses (the suit best on average); end them before it"))
ASSUME_CALLS_FORCED = (L_("the assumption {text!r}: after four passes {seat} must name a suit; "
                       "say which, e.g. \"if you pass: {example}\""))
ASSUME_CALLS_SHORT = (L_("the assumption {text!r}: the calls stop at {seat}'s turn; state every "
                      "call up to a suit named or your own next call"))
ASSUME_CALLS_TURN = L_("the assumption {text!r}: {seat} cannot call there, it is {turn}'s turn")
ASSUME_CALLS_ILLEGAL = L_("the assumption {text!r}: {call} cannot be called: {error}")
ASSUME_CALLS_AFTER_TRUMP = L_(
    "the assumption {text!r}: once {suit} is named trump is fixed, and no "
    "call follows"
)
ASSUME_NO_TRUMP_YET = (L_("the assumption {text!r}: trump is not fixed yet, so 'trumps' names no "
                       "suit; name the suit"))
UNPROVEN_HIDDEN_GAME = L_(
    "unproven: hidden hands need a proof over every consistent deal, and this "
    "game has no deal enumeration yet"
)

# What ``tutor check`` says about a text's statements (klaverjas_facts). {who} is the subject as
# the text names it; {where} is one of the FACT_IN_HAND / FACT_PLAYED / FACT_NOWHERE phrases.
FACT_NOT_HELD = L_("the text says {who} holds the {card}, but {where}")
FACT_NOT_OWN = L_("the text gives the {card} to {who}, but {where}")
FACT_NOT_VOID = L_("the text says {who} has no {suit}, but {seat} holds {cards}")
FACT_IN_HAND = L_("it is in {seat}'s hand")
FACT_PLAYED = L_("{seat} played it")
FACT_NOWHERE = L_("nobody holds it and nobody has played it")
FACT_HIDDEN = (L_("the text places the {card} ({who}), which lies in a face-down hand: {viewer} "
               "cannot see it, and nothing played so far shows where it is"))
FACT_HIDDEN_VOID = (L_("the text says {who} has no {suit}, which {viewer} cannot see: the hand is "
                    "face down and nothing played so far proves it"))
