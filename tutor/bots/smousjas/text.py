"""Every sentence the Smousjas and Vijfhonderden bots say to a learner, in one place for
translation.

Whole sentences with named placeholders; the code only fills them in. A reason comes in two
persons (``Reason``): to the player advised, and of the bot to a learner watching it play; a
sentence that addresses nobody serves both. Cards are shown in the project's notation (suit then
rank, e.g. ♥K), and only cards the player can see are filled in: the own hand, the cards played,
the turned card and the cards the other player has shown. Once the stock is empty every card is
known by counting, yet the other hand's unshown cards are still not named. Numbers are what the
bot computed.
"""

from __future__ import annotations

from ...i18n import L_
from ..base import Reason

ONLY_MOVE = Reason(L_("{move} is your only legal move."), L_("{move} is its only legal move."))

# -- rules every level follows ------------------------------------------------------------------

OUT = Reason(
    L_("Call uit: you stood at {standing} before the stuk, and uit wins the match at once."),
    L_("It calls uit: it stood at {standing} before the stuk, and uit wins the match at once."))
MARIAGE = Reason(
    L_("Show {meld}: a mariage is never rejected, so its {points} points are sure."),
    L_("It shows {meld}: a mariage is never rejected, so its {points} points are sure."))
SWAP = Reason(
    L_("Swap the trump 7 for the turned {card}: a higher trump for the 7, and the 7 goes to "
       "whoever takes the turned card at the end."),
    L_("It swaps the trump 7 for the turned {card}: a higher trump for the 7, and the 7 goes to "
       "whoever takes the turned card at the end."))
REJECT = Reason(
    L_("Reject with {meld}: it beats the declaration's best meld, cancels its {cancelled} points "
       "and scores {points} for you."),
    L_("It rejects with {meld}: that beats the declaration's best meld, cancels its {cancelled} "
       "points and scores {points} for it."))

# -- the beginner -------------------------------------------------------------------------------

B_METHOD = L_("rules of thumb")
B_DECLARE = Reason(
    L_("Declare {meld} at once: the beginner declares whatever it can when it leads."),
    L_("It declares {meld} at once: the beginner declares whatever it can when it leads."))
B_TAKE_TURNED = Reason(
    L_("Take the turned trump {card}: a trump you can see beats a card you cannot."),
    L_("It takes the turned trump {card}: a trump it can see beats a card it cannot."))
B_LEAD_LOW = Reason(
    L_("Lead your cheapest card, {card}, and keep your trumps and high cards."),
    L_("It leads its cheapest card, {card}, and keeps its trumps and high cards."))
B_TAKE = Reason(L_(
    "{card} takes the trick with {led} in it, {points} points: the cheapest card that wins."))
B_THROW = Reason(
    L_("Throw your cheapest card, {card}: the trick is not worth winning."),
    L_("It throws its cheapest card, {card}: the trick is not worth winning."))
B_LEAD_P2 = Reason(L_("Lead your highest card in your longest suit, {card}."),
                   L_("It leads its highest card in its longest suit, {card}."))
B_FOLLOW_P2 = Reason(L_("{card} is your cheapest legal card that wins the trick."),
                     L_("{card} is its cheapest legal card that wins the trick."))
B_LOSE_P2 = Reason(
    L_("You cannot win this trick: play your cheapest legal card, {card}."),
    L_("It cannot win this trick: it plays its cheapest legal card, {card}."))
B_NOTE = L_("rule order {k}")

# -- the club -----------------------------------------------------------------------------------

C_METHOD = L_("heuristics with card counting")
C_DECLARE = Reason(
    L_("Declare {meld} now: by the count of the {unseen} cards you have not seen, the other "
       "player can hold a meld that beats it with probability {p:.0f}%."),
    L_("It declares {meld} now: by the count of the {unseen} cards it has not seen, the other "
       "player can hold a meld that beats it with probability {p:.0f}%."))
C_KEEP = Reason(
    L_("Keep {meld} hidden for now: the other player may hold a meld that beats it (probability "
       "{p:.0f}% by the count of unseen cards), and a rejection would score for them."),
    L_("It keeps {meld} hidden for now: the other player may hold a meld that beats it "
       "(probability {p:.0f}% by the count of unseen cards), and a rejection would score for "
       "them."))
C_TAKE_TURNED = Reason(
    L_("Take the turned trump {card}: it is worth more than an average unseen card."),
    L_("It takes the turned trump {card}: that is worth more than an average unseen card."))
C_TAKE_COVERED = Reason(
    L_("Take the covered card: the turned {card} is a low trump, and the unseen cards are worth "
       "more on average."),
    L_("It takes the covered card: the turned {card} is a low trump, and the unseen cards are "
       "worth more on average."))
# A phase-1 lead: what it risks is its points times the chance the other player beats it, by the
# count of unseen cards. Any card may be played in phase 1, yet the club counts a trump only
# against a card worth 10 or more, and each sentence says which cards it counted.
C_LEAD_NOTHING = Reason(
    L_("Lead {card}: it is worth no points, so it risks none if the other player takes the "
       "trick."),
    L_("It leads {card}: that is worth no points, so it risks none if the other player takes "
       "the trick."))
C_LEAD_TRUMP = Reason(
    L_("Lead {card}: by the count of unseen cards the other player holds a higher trump with "
       "probability {p:.0f}%, so the lead risks {risk:.1f} of the {points} points it is "
       "worth."),
    L_("It leads {card}: by the count of unseen cards the other player holds a higher trump "
       "with probability {p:.0f}%, so the lead risks {risk:.1f} of the {points} points it is "
       "worth."))
C_LEAD_HIGH = Reason(
    L_("Lead {card}: by the count of unseen cards the other player holds a higher {suit} card or "
       "a trump with probability {p:.0f}%, so the lead risks {risk:.1f} of the {points} points "
       "it is worth."),
    L_("It leads {card}: by the count of unseen cards the other player holds a higher {suit} "
       "card or a trump with probability {p:.0f}%, so the lead risks {risk:.1f} of the {points} "
       "points it is worth."))
C_LEAD_LOW = Reason(
    L_("Lead {card}: by the count of unseen cards the other player holds a higher {suit} card "
       "with probability {p:.0f}%, so the lead risks {risk:.1f} of the {points} points it is "
       "worth; the club counts a trump only against a card worth 10 or more, though in this "
       "phase the other player may trump any card."),
    L_("It leads {card}: by the count of unseen cards the other player holds a higher {suit} "
       "card with probability {p:.0f}%, so the lead risks {risk:.1f} of the {points} points it "
       "is worth; the club counts a trump only against a card worth 10 or more, though in this "
       "phase the other player may trump any card."))
C_LEAD_COST = Reason(
    L_("Of your cards it costs least to lead: {cost:.1f}, that risk plus what the card is worth "
       "keeping (trumps, aces and tens are worth keeping)."),
    L_("Of its cards it costs least to lead: {cost:.1f}, that risk plus what the card is worth "
       "keeping (trumps, aces and tens are worth keeping)."))
C_TAKE = Reason(L_("{card} takes {points} points with the cheapest card that wins the trick."))
C_THROW = Reason(
    L_("Let the trick go and throw {card}, your card that costs least to give away."),
    L_("It lets the trick go and throws {card}, its card that costs least to give away."))
C_NOTE = L_("estimated cost {cost:.1f}")
C_SOLVED = Reason(L_(
    "With {tricks} tricks left, and every card known once the stock is empty, the club solves "
    "the ending exactly."))
C_MASTER = Reason(
    L_("Lead {card}: no card the other player holds can beat it in its suit."),
    L_("It leads {card}: no card the other player holds can beat it in its suit."))

# -- the solver (every level that reaches it) ---------------------------------------------------

S_METHOD = L_("exact search: every card is known once the stock is empty")
S_SOLVED = Reason(L_(
    "The stock is empty, so every card is known: the rest of the deal was solved exactly."))
S_RESULT = Reason(
    L_("{move} ends the deal {diff:+d} for you (your deal points minus the other's) with best "
       "play by both."),
    L_("{move} ends the deal {diff:+d} for it (its deal points minus the other's) with best "
       "play by both."))
S_BETTER = Reason(L_("That is {delta} more than {second}, the next best."))
S_EQUAL = Reason(L_("{second} is worth as much."))
S_WORST = Reason(L_("The weakest choice, {worst}, would end the deal {diff:+d}."))
S_DECLARE = Reason(
    L_("Declare {meld}: the other player holds no meld that beats it."),
    L_("It declares {meld}: the other player holds no meld that beats it."))
S_DECLARE_STUCK = Reason(
    L_("Declare nothing more: the other player could reject any further declaration and score "
       "for it."),
    L_("It declares nothing more: the other player could reject any further declaration and "
       "score for it."))
S_NOTE = L_("ends the deal {diff:+d}")

# -- the expert ---------------------------------------------------------------------------------

X_METHOD = L_("sampled deals of the unseen cards, each played to the stock's end and solved")
X_SAMPLED = Reason(
    L_("{moves} moves were each tried on {deals} deals of the {unseen} cards you have not seen "
       "(the other hand and the stock's order), played on by a fast rule to the end of the "
       "stock, and the rest of the deal solved exactly."),
    L_("{moves} moves were each tried on {deals} deals of the {unseen} cards it has not seen "
       "(the other hand and the stock's order), played on by a fast rule to the end of the "
       "stock, and the rest of the deal solved exactly."))
X_KNOWN = Reason(L_("The other player's shown cards, {cards}, are in every deal."))
X_BEST_BY = Reason(L_(
    "{best} scores {delta:.1f} more than {second}, the next best ({best_value:+.1f} against "
    "{second_value:+.1f}); deal by deal it did better in {better} of the {deals} deals and worse "
    "in {worse}."))
X_TIE = Reason(L_(
    "{best} and {second} score the same ({value:+.1f} over {deals} deals); {best} comes first."))
X_CLEAR = Reason(L_("The difference is larger than its sampling error (± {margin:.1f})."))
X_CLOSE = Reason(L_(
    "The difference is within its sampling error (± {margin:.1f}): on other deals {second} might "
    "come out ahead."))
X_DECLARE = Reason(L_(
    "Declared now, {meld} still stood when the stock ran out in {stood} of the {deals} deals "
    "(else the other player rejected it)."))
X_KEEP = Reason(
    L_("Keeping your melds hidden scored {delta:.1f} more than declaring {meld} now (which stood "
       "in {stood} of the {deals} deals)."),
    L_("Keeping its melds hidden scored {delta:.1f} more than declaring {meld} now (which stood "
       "in {stood} of the {deals} deals)."))
X_CHOICE_TURNED = Reason(L_("Taking the turned card was better in {better} of the {deals} deals."))
X_CHOICE_COVERED = Reason(
    L_("Taking the covered card was better in {better} of the {deals} deals."))
X_NOTE = L_("{value:+.1f} on average (± {se:.1f}) over {deals} sampled deals")
X_NOTE_UNSEARCHED = L_("not searched: the club's count ranks it below the searched moves")
