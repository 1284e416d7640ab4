"""Every sentence the Gin Rummy bots say to a learner, in one place for translation.

Placeholders are named; cards are shown in the project's notation (suit then rank, e.g. ♥6).
A reason comes in two persons (``Reason``): to the player advised, and of the bot to a learner
watching it play; a sentence that addresses nobody serves both. Only cards the learner can see
are ever filled in: their own hand, the pile and the history.
"""

from __future__ import annotations

from ...i18n import L_
from ..base import Reason

#: How the strong bot decides (``Advice.method``).
METHOD = L_("inference and play-outs")

# Notes on single actions.
N_KEEPS = L_("keeps {value} deadwood")

# The baseline's rules.
STOCK_EMPTY = Reason(L_("The pile is empty: draw from the stock."),
                     L_("The pile is empty: it draws from the stock."))
B_TAKE_GIN = Reason(
    L_("Take {card}: discarding {discard} then leaves no deadwood, so you go gin."),
    L_("It takes {card}: discarding {discard} then leaves no deadwood, so it goes gin."))
B_TAKE_KNOCK = Reason(
    L_("Take {card}: discarding {discard} then leaves {value} deadwood, within the limit of "
       "{limit}, so you can knock at once."),
    L_("It takes {card}: discarding {discard} then leaves {value} deadwood, within the limit of "
       "{limit}, so it can knock at once."))
B_TAKE_MELD = Reason(
    L_("Take {card}: it joins {meld} in your best melds, and your deadwood goes from {before} to "
       "{after}."),
    L_("It takes {card}: that joins {meld} in its best melds, and its deadwood goes from "
       "{before} to {after}."))
B_STOCK = Reason(
    L_("Draw from the stock: {card} would not join your best melds and would not let you "
       "knock."),
    L_("It draws from the stock: {card} would not join its best melds and would not let it "
       "knock."))
B_BIG_GIN = Reason(L_("Big gin: all eleven cards are melded."))
B_GIN = Reason(L_("Go gin with {card}: every other card is melded."),
               L_("It goes gin with {card}: every other card is melded."))
B_KNOCK = Reason(
    L_("Knock with {card} as soon as you can: {value} deadwood is within the limit of {limit}."),
    L_("It knocks with {card} as soon as it can: {value} deadwood is within the limit of "
       "{limit}."))
B_OPEN = Reason(L_("Open the pile with your highest deadwood card, {card} ({value})."),
                L_("It opens the pile with its highest deadwood card, {card} ({value})."))
B_DISCARD = Reason(
    L_("Discard your highest deadwood card, {card}: your deadwood goes from {before} to "
       "{after}."),
    L_("It discards its highest deadwood card, {card}: its deadwood goes from {before} to "
       "{after}."))
B_DISCARD_MELDED = Reason(
    L_("Discard {card}: every other card is melded; you keep {after} deadwood."),
    L_("It discards {card}: every other card is melded; it keeps {after} deadwood."))
LAYOFF = Reason(L_("Lay off {cards}: your deadwood goes from {before} to {after}."),
                L_("It lays off {cards}: its deadwood goes from {before} to {after}."))
B_LAYOFF_NONE = Reason(L_("Nothing you lay off lowers your deadwood; you keep {value}."),
                       L_("Nothing it lays off lowers its deadwood; it keeps {value}."))

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
R_DISCARD_LOWER = Reason(L_("Discarding {card} lowers your deadwood from {before} to {after}."),
                         L_("Discarding {card} lowers its deadwood from {before} to {after}."))
R_DISCARD_KEEP = Reason(L_("Discarding {card} keeps your deadwood at {after}."),
                        L_("Discarding {card} keeps its deadwood at {after}."))
R_EXPECT = Reason(
    L_("After your next draw you can expect about {expect:.0f} deadwood: {outs} of the {unseen} "
       "unseen cards would lower it."),
    L_("After its next draw it can expect about {expect:.0f} deadwood: {outs} of the {unseen} "
       "unseen cards would lower it."))
R_GO_NEXT = Reason(
    L_("Your next stock card lets you go out in about {pct:.0f}% of cases, under the knock "
       "limits the opponent's next discard is likely to set."),
    L_("Its next stock card lets it go out in about {pct:.0f}% of cases, under the knock limits "
       "the opponent's next discard is likely to set."))
# How safe a discard is ("it"): what the opponent took and threw near it, and how often it melds
# with the hands the opponent may hold; a card none of whose partners is left unseen is safe.
R_SAFE_DEAD = Reason(
    L_("No card the opponent took melds with {card}: every card that would meld with it is in "
       "your hand or on the pile."),
    L_("No card the opponent took melds with {card}: every card that would meld with it is in "
       "its own hand or on the pile."))
R_SAFE_NONE = Reason(L_(
    "No card the opponent took melds with it, and it melds with their likely hand in about "
    "{pct:.0f}% of cases."))
R_SAFE_NONE_THREW = Reason(L_(
    "No card the opponent took melds with it; they threw away {thrown}, which go with it, and it "
    "melds with their likely hand in about {pct:.0f}% of cases."))
R_SAFE_TAKEN = Reason(L_(
    "The opponent took {cards}, close to it, and it melds with their likely hand in about "
    "{pct:.0f}% of cases."))
R_SAFE_TAKEN_THREW = Reason(L_(
    "The opponent took {cards}, close to it; they threw away {thrown}, which go with it, and it "
    "melds with their likely hand in about {pct:.0f}% of cases."))
R_LIMIT = Reason(L_(
    "It sets the opponent's knock limit to {limit}; they go out on their next turn in about "
    "{pct:.0f}% of the hands they could hold."))
R_LIMIT_GIN_ONLY = Reason(L_(
    "The opponent can only go gin next turn; they do so in about {pct:.0f}% of the hands they "
    "could hold."))
R_SPADE_RISK = Reason(L_("It is a spade: if they go out on it, their score is doubled."))
R_PLAYED = Reason(L_(
    "Played out {n} times from here, discarding {card} is worth about {value:+.1f} points "
    "(± {se:.1f})."))
R_NEXT_BEST = Reason(L_("The next best, {alt}, is worth about {value:+.1f}."))
R_KNOCK = Reason(L_(
    "Knocking now: deadwood {after} against an estimated {opp:.0f} for the opponent after "
    "layoffs; undercut risk about {under:.0f}%."))
R_KNOCK_VALUE = Reason(L_("Expected result of the knock: about {ev:+.1f} points."))
R_KNOCK_VALUE_MATCH = Reason(L_(
    "Expected result of the knock: about {points:+.1f} points for the hand, {ev:+.1f} towards "
    "the match's final score."))
R_DOUBLED = Reason(L_("The {card} on the pile is a spade: the hand counts double."))
R_MATCH = Reason(
    L_("With the match at {ours} to {theirs} (game to {target}), this gives you about "
       "{pct:.0f}% to win the match and adds about {eq:+.1f} to your final score, its bonuses "
       "included."),
    L_("With the match at {ours} to {theirs} (game to {target}), this gives it about {pct:.0f}% "
       "to win the match and adds about {eq:+.1f} to its final score, the bonuses included."))
R_MATCH_PLAIN = Reason(
    L_("With the match at {ours} to {theirs} (game to {target}), this gives you about "
       "{pct:.0f}% to win the match and adds about {eq:+.1f} to your final score."),
    L_("With the match at {ours} to {theirs} (game to {target}), this gives it about {pct:.0f}% "
       "to win the match and adds about {eq:+.1f} to its final score."))
R_MELDS_CHOSEN = Reason(
    L_("Lay the melds down as {melds}: the opponent keeps about {opp:.1f} deadwood after "
       "layoffs, against {other:.1f} with the melds laid down by default."),
    L_("It lays the melds down as {melds}: the opponent keeps about {opp:.1f} deadwood after "
       "layoffs, against {other:.1f} with the melds laid down by default."))
R_PLAY_ON_WORSE = Reason(L_(
    "Playing on instead, discarding {card}, is worth about {value:+.1f} (played out {n} "
    "times)."))
R_NO_KNOCK = Reason(
    L_("You could knock with {card} ({after} deadwood, undercut risk about {under:.0f}%, about "
       "{ev:+.1f} points), but playing on is worth more (about {cont:+.1f})."),
    L_("It could knock with {card} ({after} deadwood, undercut risk about {under:.0f}%, about "
       "{ev:+.1f} points), but playing on is worth more (about {cont:+.1f})."))
R_NO_KNOCK_NO_SPADE = Reason(L_("No spade lies on the pile now, so a knock would not be doubled."))
R_GIN = Reason(L_("Gin with {card}: {bonus} plus the opponent's deadwood, about {opp:.0f}."))
R_BIG_GIN = Reason(L_("Big gin: {bonus} plus the opponent's deadwood, about {opp:.0f}."))
R_WAIT_GIN = Reason(
    L_("You hold gin but wait a turn: no spade lies on the pile now, and {spades} of the "
       "{unseen} unseen cards are spades; a spade on the pile when you go gin doubles the score "
       "(gin now: about {now:+.0f} points; holding it: about {wait:+.0f})."),
    L_("It holds gin but waits a turn: no spade lies on the pile now, and {spades} of the "
       "{unseen} unseen cards are spades; a spade on the pile when it goes gin doubles the "
       "score (gin now: about {now:+.0f} points; holding it: about {wait:+.0f})."))
# Taking the pile's card, with what the bot then does with its hand.
R_TAKE_DISCARD = Reason(
    L_("Take {card}: then discard {discard} and keep {after} deadwood. Taking it is worth about "
       "{pile:+.1f} points, a stock card about {stock:+.1f} on average."),
    L_("It takes {card}: then it discards {discard} and keeps {after} deadwood. Taking it is worth "
       "about {pile:+.1f} points, a stock card about {stock:+.1f} on average."))
R_TAKE_KNOCK = Reason(
    L_("Take {card}: then knock with {discard} ({after} deadwood). Taking it is worth about "
       "{pile:+.1f} points, a stock card about {stock:+.1f} on average."),
    L_("It takes {card}: then it knocks with {discard} ({after} deadwood). Taking it is worth "
       "about {pile:+.1f} points, a stock card about {stock:+.1f} on average."))
R_TAKE_GIN = Reason(
    L_("Take {card}: then go gin with {discard}. Taking it is worth about {pile:+.1f} points, a "
       "stock card about {stock:+.1f} on average."),
    L_("It takes {card}: then it goes gin with {discard}. Taking it is worth about {pile:+.1f} "
       "points, a stock card about {stock:+.1f} on average."))
R_TAKE_BIG_GIN = Reason(
    L_("Take {card}: then go big gin. Taking it is worth about {pile:+.1f} points, a stock card "
       "about {stock:+.1f} on average."),
    L_("It takes {card}: then it goes big gin. Taking it is worth about {pile:+.1f} points, a "
       "stock card about {stock:+.1f} on average."))
R_STOCK = Reason(
    L_("Draw from the stock: with {card} you would keep {after} deadwood at best, against about "
       "{expect:.0f} after an average stock card; a stock card is worth about {stock:+.1f} "
       "points on average, taking {card} about {pile:+.1f}."),
    L_("It draws from the stock: with {card} it would keep {after} deadwood at best, against "
       "about {expect:.0f} after an average stock card; a stock card is worth about "
       "{stock:+.1f} points on average, taking {card} about {pile:+.1f}."))
R_LAYOFF_NONE = Reason(
    L_("None of your cards lowers your deadwood by laying off; you keep {after}."),
    L_("None of its cards lowers its deadwood by laying off; it keeps {after}."))
R_LAYOFF_RESULT_WIN = Reason(
    L_("You undercut: {after} against the knocker's {knocker}, {points:+d} points."),
    L_("It undercuts: {after} against the knocker's {knocker}, {points:+d} points."))
R_LAYOFF_RESULT_LOSE = Reason(L_("The result: {points:+d} points."))
