"""Every sentence the Gin Rummy bots say to a learner, in one place for translation.

Placeholders are named; cards are shown in the project's notation (suit then rank, e.g. ♥6).
Only cards the learner can see are ever filled in: their own hand, the pile and the history.
"""

from __future__ import annotations

from ...i18n import L_

#: How the strong bot decides (``Advice.method``).
METHOD = L_("inference and play-outs")

# Notes on single actions.
N_KEEPS = L_("keeps {value} deadwood")

# The baseline's rules.
B_STOCK_EMPTY = L_("The pile is empty: draw from the stock.")
B_TAKE_GIN = L_("Take {card}: discarding {discard} then leaves no deadwood, so you go gin.")
B_TAKE_KNOCK = (L_("Take {card}: discarding {discard} then leaves {value} deadwood, within the "
                "limit of {limit}, so you can knock at once."))
B_TAKE_MELD = (L_("Take {card}: it joins {meld} in your best melds, and your deadwood goes from "
               "{before} to {after}."))
B_STOCK = (L_("Draw from the stock: {card} would not join your best melds and would not let you "
           "knock."))
B_BIG_GIN = L_("Big gin: all eleven cards are melded.")
B_GIN = L_("Go gin with {card}: every other card is melded.")
B_KNOCK = L_(
    "Knock with {card} as soon as you can: {value} deadwood is within the limit of {limit}."
)
B_OPEN = L_("Open the pile with your highest deadwood card, {card} ({value}).")
B_DISCARD = (L_("Discard your highest deadwood card, {card}: your deadwood goes from {before} to "
             "{after}."))
B_DISCARD_MELDED = L_("Discard {card}: every other card is melded; you keep {after} deadwood.")
B_LAYOFF = L_("Lay off {cards}: your deadwood goes from {before} to {after}.")
B_LAYOFF_NONE = L_("Nothing you lay off lowers your deadwood; you keep {value}.")

# The strong bot: notes on single actions.
N_DISCARD = L_(
    "keeps {after} deadwood, about {expect:.0f} after your next draw; the opponent goes "
    "out next turn in {p_out:.0f}% of tries; it melds with their hand in {p_meld:.0f}%"
)
N_PLAYED = L_("played out {n} times (± {se:.1f} points)")
N_KNOCK = (L_("knock with {after} deadwood against about {opp:.0f} for the opponent; undercut in "
           "{under:.0f}% of tries"))
N_GIN = L_("gin: {bonus} plus about {opp:.0f} for the opponent's deadwood")
N_DOUBLED = L_("doubled by the spade on the pile")
N_STOCK = L_("a stock card: about {expect:.0f} deadwood after your discard, on average")
N_PILE = L_("take {card}, then {then}")
N_LAYOFF = L_("leaves you {after} deadwood")
N_UNPLACEABLE = L_("the table cannot place these cards one by one")

# The strong bot: reasons for the chosen action.
R_DISCARD_LOWER = L_("Discarding {card} lowers your deadwood from {before} to {after}.")
R_DISCARD_KEEP = L_("Discarding {card} keeps your deadwood at {after}.")
R_EXPECT = (L_("After your next draw you can expect about {expect:.0f} deadwood: {outs} of the "
            "{unseen} unseen cards would lower it."))
R_GO_NEXT = (L_("Your next stock card lets you go out in about {pct:.0f}% of cases, under the "
             "knock limits the opponent's next discard is likely to set."))
R_SAFE_NONE_TAKEN = L_("No card the opponent took melds with it")
R_SAFE_TAKEN = L_("The opponent took {cards}, close to it")
R_SAFE_THREW = L_("; they threw away {cards}, which go with it")
R_MELD_CHANCE = L_(", and it melds with their likely hand in about {pct:.0f}% of cases.")
R_DEAD_CARD = L_(": every card that would meld with it is in your hand or on the pile.")
R_LIMIT = (L_("It sets the opponent's knock limit to {limit}; they go out on their next turn in "
           "about {pct:.0f}% of the hands they could hold."))
R_LIMIT_GIN_ONLY = (L_("The opponent can only go gin next turn; they do so in about {pct:.0f}% of "
                    "the hands they could hold."))
R_SPADE_RISK = L_("It is a spade: if they go out on it, their score is doubled.")
R_PLAYED = (L_("Played out {n} times from here, discarding {card} is worth about {value:+.1f} "
            "points (± {se:.1f})."))
R_NEXT_BEST = L_("The next best, {alt}, is worth about {value:+.1f}.")
R_KNOCK = L_(
    "Knocking now: deadwood {after} against an estimated {opp:.0f} for the opponent after "
    "layoffs; undercut risk about {under:.0f}%."
)
R_KNOCK_VALUE = L_("Expected result of the knock: about {ev:+.1f} points.")
R_KNOCK_VALUE_MATCH = (L_("Expected result of the knock: about {points:+.1f} points for the hand, "
                       "{ev:+.1f} towards the match's final score."))
R_DOUBLED = L_("The {card} on the pile is a spade: the hand counts double.")
R_MATCH = (L_("With the match at {ours} to {theirs} (game to {target}), this gives you about "
           "{pct:.0f}% to win the match and adds about {eq:+.1f} to your final score, its "
           "bonuses included."))
R_MATCH_PLAIN = (L_("With the match at {ours} to {theirs} (game to {target}), this gives you about "
                 "{pct:.0f}% to win the match and adds about {eq:+.1f} to your final score."))
R_MELDS_CHOSEN = (L_("Lay the melds down as {melds}: the opponent keeps about {opp:.1f} deadwood "
                  "after layoffs, against {other:.1f} with the melds laid down by default."))
R_PLAY_ON_WORSE = (L_("Playing on instead, discarding {card}, is worth about {value:+.1f} (played "
                   "out {n} times)."))
R_NO_KNOCK = (L_("You could knock with {card} ({after} deadwood, undercut risk about {under:.0f}%, "
              "about {ev:+.1f} points), but playing on is worth more (about {cont:+.1f})."))
R_NO_KNOCK_NO_SPADE = L_("No spade lies on the pile now, so a knock would not be doubled.")
R_GIN = L_("Gin with {card}: {bonus} plus the opponent's deadwood, about {opp:.0f}.")
R_BIG_GIN = L_("Big gin: {bonus} plus the opponent's deadwood, about {opp:.0f}.")
R_WAIT_GIN = (L_("You hold gin but wait a turn: no spade lies on the pile now, and {spades} of the "
              "{unseen} unseen cards are spades; a spade on the pile when you go gin doubles "
              "the score (gin now: about {now:+.0f} points; holding it: about {wait:+.0f})."))
R_TAKE = (L_("Take {card}: then {then}. Taking it is worth about {pile:+.1f} points, a stock card "
          "about {stock:+.1f} on average."))
R_TAKE_THEN_DISCARD = L_("discard {card} and keep {after} deadwood")
R_TAKE_THEN_KNOCK = L_("knock with {card} ({after} deadwood)")
R_TAKE_THEN_GIN = L_("go gin with {card}")
R_TAKE_THEN_BIG_GIN = L_("go big gin")
R_STOCK = (L_("Draw from the stock: with {card} you would keep {after} deadwood at best, against "
           "about {expect:.0f} after an average stock card; a stock card is worth about "
           "{stock:+.1f} points on average, taking {card} about {pile:+.1f}."))
R_STOCK_EMPTY = L_("The pile is empty: draw from the stock.")
R_LAYOFF = L_("Lay off {cards}: your deadwood goes from {before} to {after}.")
R_LAYOFF_NONE = L_("None of your cards lowers your deadwood by laying off; you keep {after}.")
R_LAYOFF_RESULT_WIN = L_(
    "You undercut: {after} against the knocker's {knocker}, {points:+d} points."
)
R_LAYOFF_RESULT_LOSE = L_("The result: {points:+d} points.")
