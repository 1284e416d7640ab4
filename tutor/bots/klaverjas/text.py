"""Every sentence the Klaverjassen bots say, in one place for translation."""

from __future__ import annotations

from ...i18n import L_

ONLY_CARD = L_("{card} is your only legal card.")
SAMPLED = (L_("Searched {n} deals consistent with what you have seen (cards played, voids shown"
           "{signals})."))
SIGNALS_READ = L_(", your partner's signals")
SIGNALS_READ_OPPONENT = L_(", the signals of the going player's partner")
PLAYS_READ_MODEL = (L_("Deals were drawn in proportion to how well they explain every card played "
                    "so far, by a model of how players choose their cards fitted to the expert's "
                    "own play."))
PLAYS_READ = (L_("Deals that explain the cards played better (nobody giving away points a cheaper "
              "card would have saved) were drawn more often."))
BEST_BY = (L_("{best} scores {delta:.1f} points more on average than {second}, the next best "
           "({best_v:+.1f} against {second_v:+.1f})."))
BEST_TIE = L_(
    "{best} and {second} are worth the same on average ({best_v:+.1f}); {best} is chosen."
)
BEST_IN = L_("{card} is a best card in {k} of {n} deals.")
WINS_TRICK = L_("{card} wins this trick in {k} of {n} deals.")
WINS_TRICK_ALL = L_("{card} wins this trick in every deal searched.")
PULL_TRUMPS = (L_("Pulling trumps (troef trekken): your team went and the opponents still hold "
               "trumps in {k} of {n} deals."))
SPEKKEN = (L_("Spekken: your partner's {winner} holds the trick in {k} of {n} deals, so {card} "
           "adds {points} points to your side."))
SIGNAL_PIT = (L_("Seinen: {card} is a PIT signal in {suit}: once trumps are out you can take every "
              "{suit} trick."))
SIGNAL_AF = L_("Seinen: {card} is afseinen in {suit}: you cannot take a trick in {suit}.")
SIGNAL_KEPT = (L_("It costs at most {cost:.1f} points on average against the best-scoring discard "
               "({best}), and tells your partner where to play."))
PARTNER_SIGNAL = L_("Your partner's {card} was a {kind} in {suit}.")
OPPONENT_SIGNAL = L_("The going player's partner signalled: {card} was a {kind} in {suit}.")
SIGNAL_KIND = {"pit": L_("PIT signal"), "afseinen": L_("afseinen"), "vuil": L_("vuil signal")}

MACHINE_COMPILED = L_("The club and expert bots use the compiled search (built at install time).")
MACHINE_PYTHON = (L_("The compiled search is not built on this machine: the club and expert bots "
                  "search in pure Python, three tricks deep, and the expert calls trump by its "
                  "fitted model alone (docs/bots.md)."))

# Trump decisions.
TRUMP_EST = (L_("Going on {suit}: your team makes it in {made} of {n} deals searched; average "
             "result {value:+.1f}."))
TRUMP_EST_MODEL = (L_("Going on {suit}: your hand alone is worth {prior:+.1f} by the fitted trump "
                   "model; your team makes it in {made} of {n} deals searched (average "
                   "{value:+.1f}); with the model counted as {worth:.0f} deals, {together:+.1f}."))
TRUMP_SKIPPED_MODEL = (L_("{suit} was not searched: the fitted trump model puts your hand at "
                       "{prior:+.1f} there, below the suits searched."))
TRUMP_MODEL_ONLY = (L_("Going on {suit}: your hand is worth {prior:+.1f} by the fitted trump model "
                    "(no deals searched: the fast search is not built on this machine)."))
NOT_SEARCHED = L_("Judged from your hand alone, by the fitted trump model.")
LOOKAHEAD = L_(
    "Each deal was followed to your next turn, and your next card was chosen once for all the "
    "deals that would look alike to you then: you will not know then which deal it is either."
)
HORIZON = L_(
    "Each deal was searched {tricks} tricks ahead and the rest estimated (the fast search "
    "is not built on this machine)."
)
PASS_EST = (L_("Passing: in {goes} of {n} sampled deals a later player goes, on what their hand "
            "is worth by the fitted trump model, and otherwise the first player must choose; "
            "for your team that averages {value:+.1f}."))
TRUMP_PASS_BETTER = (L_("Passing: the best trump, {suit}, is expected at {value:+.1f}; passing at "
                     "{pass_value:+.1f}."))
TRUMP_GO = L_("{suit} is the best trump for your hand: expected {value:+.1f}.")
TRUMP_PASS = (L_("Passing: the best trump, {suit}, is expected at {value:+.1f}, below the {limit} "
              "it takes to go."))
TRUMP_SKIPPED = L_("{suit} was not searched: your trump holding there is plainly weaker.")
TRUMP_FORCED = L_("You must go: {suit} is the best of the suits you may choose ({value:+.1f}).")

# Beginner rules of thumb.
RULE_MASTER = L_("{card} is the highest card left in {suit}: it wins if nobody trumps.")
RULE_PULL = L_("Your team went: lead trumps to draw the opponents' trumps.")
RULE_LOW_LEAD = L_("Lead low from {suit} and keep your high cards.")
RULE_SPEK = L_("Your partner is winning: give points (spekken) with {card}.")
RULE_WIN_CHEAP = L_("{card} is the cheapest card that takes the trick.")
RULE_DUCK = L_("You cannot win this trick: throw your cheapest card, {card}.")
RULE_TRUMP_POINTS = L_("{suit} as trump counts {points} in trump strength for your hand.")
