"""Every sentence the Klaverjassen bots say, in one place for translation.

A reason comes in two persons (``Reason``): to the player advised, and of the bot to a learner
watching it play; a sentence that addresses nobody serves both.
"""

from __future__ import annotations

from ...i18n import L_
from ..base import Reason

ONLY_CARD = Reason(L_("{card} is your only legal card."), L_("{card} is its only legal card."))
SAMPLED = Reason(
    L_("Searched {n} deals consistent with what you have seen (cards played, voids shown)."),
    L_("It searched {n} deals consistent with what it has seen (cards played, voids shown)."))
SAMPLED_PARTNER = Reason(
    L_("Searched {n} deals consistent with what you have seen (cards played, voids shown, your "
       "partner's signals)."),
    L_("It searched {n} deals consistent with what it has seen (cards played, voids shown, its "
       "partner's signals)."))
SAMPLED_OPPONENT = Reason(
    L_("Searched {n} deals consistent with what you have seen (cards played, voids shown, the "
       "signals of the going player's partner)."),
    L_("It searched {n} deals consistent with what it has seen (cards played, voids shown, the "
       "signals of the going player's partner)."))
PLAYS_READ_MODEL = Reason(L_(
    "Deals were drawn in proportion to how well they explain every card played so far, by a "
    "model of how players choose their cards fitted to the expert's own play."))
PLAYS_READ = Reason(L_(
    "Deals that explain the cards played better (nobody giving away points a cheaper card would "
    "have saved) were drawn more often."))
BEST_BY = Reason(L_(
    "{best} scores {delta:.1f} points more on average than {second}, the next best "
    "({best_v:+.1f} against {second_v:+.1f})."))
BEST_TIE = Reason(
    L_("{best} and {second} are worth the same on average ({best_v:+.1f}); {best} is chosen."))
BEST_IN = Reason(L_("{card} is a best card in {k} of {n} deals."))
WINS_TRICK = Reason(L_("{card} wins this trick in {k} of {n} deals."))
WINS_TRICK_ALL = Reason(L_("{card} wins this trick in every deal searched."))
PULL_TRUMPS = Reason(
    L_("Pulling trumps (troef trekken): your team went and the opponents still hold trumps in "
       "{k} of {n} deals."),
    L_("Pulling trumps (troef trekken): its team went and the opponents still hold trumps in "
       "{k} of {n} deals."))
SPEKKEN = Reason(
    L_("Spekken: your partner's {winner} holds the trick in {k} of {n} deals, so {card} adds "
       "{points} points to your side."),
    L_("Spekken: its partner's {winner} holds the trick in {k} of {n} deals, so {card} adds "
       "{points} points to its side."))
SIGNAL_PIT = Reason(
    L_("Seinen: {card} is a PIT signal in {suit}: once trumps are out you can take every {suit} "
       "trick."),
    L_("Seinen: {card} is a PIT signal in {suit}: once trumps are out it can take every {suit} "
       "trick."))
SIGNAL_AF = Reason(
    L_("Seinen: {card} is afseinen in {suit}: you cannot take a trick in {suit}."),
    L_("Seinen: {card} is afseinen in {suit}: it cannot take a trick in {suit}."))
SIGNAL_KEPT = Reason(
    L_("It costs at most {cost:.1f} points on average against the best-scoring discard "
       "({best}), and tells your partner where to play."),
    L_("It costs at most {cost:.1f} points on average against the best-scoring discard "
       "({best}), and tells its partner where to play."))
PARTNER_SIGNAL = Reason(L_("Your partner's {card} was a {kind} in {suit}."),
                        L_("Its partner's {card} was a {kind} in {suit}."))
OPPONENT_SIGNAL = Reason(
    L_("The going player's partner signalled: {card} was a {kind} in {suit}."))
SIGNAL_KIND = {"pit": L_("PIT signal"), "afseinen": L_("afseinen"), "vuil": L_("vuil signal")}

MACHINE_COMPILED = L_("The club and expert bots use the compiled search (built at install time).")
MACHINE_PYTHON = (L_("The compiled search is not built on this machine: the club and expert bots "
                  "search in pure Python, three tricks deep, and the expert calls trump by its "
                  "fitted model alone (docs/bots.md)."))

# Trump decisions.
TRUMP_EST = Reason(
    L_("Going on {suit}: your team makes it in {made} of {n} deals searched; average result "
       "{value:+.1f}."),
    L_("Going on {suit}: its team makes it in {made} of {n} deals searched; average result "
       "{value:+.1f}."))
TRUMP_EST_MODEL = Reason(
    L_("Going on {suit}: your hand alone is worth {prior:+.1f} by the fitted trump model; your "
       "team makes it in {made} of {n} deals searched (average {value:+.1f}); with the model "
       "counted as {worth:.0f} deals, {together:+.1f}."),
    L_("Going on {suit}: its hand alone is worth {prior:+.1f} by the fitted trump model; its "
       "team makes it in {made} of {n} deals searched (average {value:+.1f}); with the model "
       "counted as {worth:.0f} deals, {together:+.1f}."))
TRUMP_SKIPPED_MODEL = Reason(
    L_("{suit} was not searched: the fitted trump model puts your hand at {prior:+.1f} there, "
       "below the suits searched."),
    L_("{suit} was not searched: the fitted trump model puts its hand at {prior:+.1f} there, "
       "below the suits searched."))
TRUMP_MODEL_ONLY = Reason(
    L_("Going on {suit}: your hand is worth {prior:+.1f} by the fitted trump model (no deals "
       "searched: the fast search is not built on this machine)."),
    L_("Going on {suit}: its hand is worth {prior:+.1f} by the fitted trump model (no deals "
       "searched: the fast search is not built on this machine)."))
NOT_SEARCHED = Reason(L_("Judged from your hand alone, by the fitted trump model."),
                      L_("It judged from its hand alone, by the fitted trump model."))
LOOKAHEAD = Reason(
    L_("Each deal was followed to your next turn, and your next card was chosen once for all the "
       "deals that would look alike to you then: you will not know then which deal it is "
       "either."),
    L_("Each deal was followed to its next turn, and its next card was chosen once for all the "
       "deals that would look alike to it then: it will not know then which deal it is "
       "either."))
HORIZON = Reason(L_(
    "Each deal was searched {tricks} tricks ahead and the rest estimated (the fast search is not "
    "built on this machine)."))
PASS_EST = Reason(
    L_("Passing: in {goes} of {n} sampled deals a later player goes, on what their hand is worth "
       "by the fitted trump model, and otherwise the first player must choose; for your team "
       "that averages {value:+.1f}."),
    L_("Passing: in {goes} of {n} sampled deals a later player goes, on what their hand is worth "
       "by the fitted trump model, and otherwise the first player must choose; for its team "
       "that averages {value:+.1f}."))
TRUMP_PASS_BETTER = Reason(
    L_("Passing: the best trump, {suit}, is expected at {value:+.1f}; passing at "
       "{pass_value:+.1f}."),
    L_("It passes: the best trump, {suit}, is expected at {value:+.1f}; passing at "
       "{pass_value:+.1f}."))
TRUMP_GO = Reason(L_("{suit} is the best trump for your hand: expected {value:+.1f}."),
                  L_("{suit} is the best trump for its hand: expected {value:+.1f}."))
TRUMP_PASS = Reason(
    L_("Passing: the best trump, {suit}, is expected at {value:+.1f}, below the {limit} it takes "
       "to go."),
    L_("It passes: the best trump, {suit}, is expected at {value:+.1f}, below the {limit} it "
       "takes to go."))
TRUMP_SKIPPED = Reason(
    L_("{suit} was not searched: your trump holding there is plainly weaker."),
    L_("{suit} was not searched: its trump holding there is plainly weaker."))
TRUMP_FORCED = Reason(
    L_("You must go: {suit} is the best of the suits you may choose ({value:+.1f})."),
    L_("It must go: {suit} is the best of the suits it may choose ({value:+.1f})."))

# Beginner rules of thumb.
RULE_MASTER = Reason(L_("{card} is the highest card left in {suit}: it wins if nobody trumps."))
RULE_PULL = Reason(L_("Your team went: lead trumps to draw the opponents' trumps."),
                   L_("Its team went: it leads trumps to draw the opponents' trumps."))
RULE_LOW_LEAD = Reason(L_("Lead low from {suit} and keep your high cards."),
                       L_("It leads low from {suit} and keeps its high cards."))
RULE_SPEK = Reason(L_("Your partner is winning: give points (spekken) with {card}."),
                   L_("Its partner is winning: it gives points (spekken) with {card}."))
RULE_WIN_CHEAP = Reason(L_("{card} is the cheapest card that takes the trick."))
RULE_DUCK = Reason(L_("You cannot win this trick: throw your cheapest card, {card}."),
                   L_("It cannot win this trick: it throws its cheapest card, {card}."))
RULE_TRUMP_POINTS = Reason(
    L_("{suit} as trump counts {points} in trump strength for your hand."),
    L_("{suit} as trump counts {points} in trump strength for its hand."))
RULE_GO = Reason(
    L_("Go on {suit}: it counts {points} in trump strength for your hand, at least the {limit} "
       "the rule asks to go."),
    L_("It goes on {suit}: that counts {points} in trump strength for its hand, at least the "
       "{limit} the rule asks to go."))
RULE_GO_FORCED = Reason(
    L_("You must go: {suit} counts most in trump strength for your hand ({points})."),
    L_("It must go: {suit} counts most in trump strength for its hand ({points})."))
RULE_PASS = Reason(
    L_("Pass: your strongest suit, {suit}, counts {points} in trump strength, below the {limit} "
       "the rule asks to go."),
    L_("It passes: its strongest suit, {suit}, counts {points} in trump strength, below the "
       "{limit} the rule asks to go."))
