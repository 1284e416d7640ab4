"""Every sentence the Smousjas and Vijfhonderden bots say to a learner, in one place for
translation.

Whole sentences with named placeholders; the code only fills them in. Cards are shown in the
project's notation (suit then rank, e.g. ♥K), and only cards the player can see are filled in:
the own hand, the cards played, the turned card and the cards the other player has shown. Once the
stock is empty every card is known by counting, yet the other hand's unshown cards are still not
named. Numbers are what the bot computed.
"""

from __future__ import annotations

from ...i18n import L_

ONLY_MOVE = L_("{move} is your only legal move.")

# -- rules every level follows ------------------------------------------------------------------

OUT = L_("Call uit: you stood at {standing} before the stuk, and uit wins the match at once.")
MARIAGE = L_("Show {meld}: a mariage is never rejected, so its {points} points are sure.")
SWAP = (L_("Swap the trump 7 for the turned {card}: a higher trump for the 7, and the 7 goes to "
        "whoever takes the turned card at the end."))
REJECT = (L_("Reject with {meld}: it beats the declaration's best meld, cancels its {cancelled} "
          "points and scores {points} for you."))

# -- the beginner -------------------------------------------------------------------------------

B_METHOD = L_("rules of thumb")
B_DECLARE = L_("Declare {meld} at once: the beginner declares whatever it can when it leads.")
B_TAKE_TURNED = L_("Take the turned trump {card}: a trump you can see beats a card you cannot.")
B_LEAD_LOW = L_("Lead your cheapest card, {card}, and keep your trumps and high cards.")
B_TAKE = L_(
    "{card} takes the trick with {led} in it, {points} points: the cheapest card that wins."
)
B_THROW = L_("Throw your cheapest card, {card}: the trick is not worth winning.")
B_LEAD_P2 = L_("Lead your highest card in your longest suit, {card}.")
B_FOLLOW_P2 = L_("{card} is your cheapest legal card that wins the trick.")
B_LOSE_P2 = L_("You cannot win this trick: play your cheapest legal card, {card}.")
B_NOTE = L_("rule order {k}")

# -- the club -----------------------------------------------------------------------------------

C_METHOD = L_("heuristics with card counting")
C_DECLARE = (L_("Declare {meld} now: by the count of the {unseen} cards you have not seen, the "
             "other player can hold a meld that beats it with probability {p:.0f}%."))
C_KEEP = (L_("Keep {meld} hidden for now: the other player may hold a meld that beats it "
          "(probability {p:.0f}% by the count of unseen cards), and a rejection would score for "
          "them."))
C_TAKE_TURNED = L_("Take the turned trump {card}: it is worth more than an average unseen card.")
C_TAKE_COVERED = L_(
    "Take the covered card: the turned {card} is a low trump, and the unseen cards "
    "are worth more on average."
)
C_LEAD = L_(
    "Lead {card}: it risks {risk:.1f} points (the chance the other player beats it, by the "
    "count of unseen cards, times what it is worth) and keeps your strong cards."
)
C_TAKE = L_("{card} takes {points} points with the cheapest card that wins the trick.")
C_THROW = L_("Let the trick go and throw {card}, your card that costs least to give away.")
C_NOTE = L_("estimated cost {cost:.1f}")
C_SOLVED = (L_("With {tricks} tricks left, and every card known once the stock is empty, the club "
            "solves the ending exactly."))
C_MASTER = L_("Lead {card}: no card the other player holds can beat it in its suit.")

# -- the solver (every level that reaches it) ---------------------------------------------------

S_METHOD = L_("exact search: every card is known once the stock is empty")
S_SOLVED = (L_("The stock is empty, so every card is known: the rest of the deal was solved "
            "exactly."))
S_RESULT = (L_("{move} ends the deal {diff:+d} for you (your deal points minus the other's) with "
            "best play by both."))
S_BETTER = L_("That is {delta} more than {second}, the next best.")
S_EQUAL = L_("{second} is worth as much.")
S_WORST = L_("The weakest choice, {worst}, would end the deal {diff:+d}.")
S_DECLARE = L_("Declare {meld}: the other player holds no meld that beats it.")
S_DECLARE_STUCK = (L_("Declare nothing more: the other player could reject any further declaration "
                   "and score for it."))
S_NOTE = L_("ends the deal {diff:+d}")

# -- the expert ---------------------------------------------------------------------------------

X_METHOD = L_("sampled deals of the unseen cards, each played to the stock's end and solved")
X_SAMPLED = (L_("{moves} moves were each tried on {deals} deals of the {unseen} cards you have not "
             "seen (the other hand and the stock's order), played on by a fast rule to the "
             "end of the stock, and the rest of the deal solved exactly."))
X_KNOWN = L_("The other player's shown cards, {cards}, are in every deal.")
X_BEST_BY = (L_("{best} scores {delta:.1f} more than {second}, the next best ({best_value:+.1f} "
             "against {second_value:+.1f}); deal by deal it did better in {better} of the "
             "{deals} deals and worse in {worse}."))
X_TIE = (L_("{best} and {second} score the same ({value:+.1f} over {deals} deals); {best} comes "
         "first."))
X_CLEAR = L_("The difference is larger than its sampling error (± {margin:.1f}).")
X_CLOSE = (L_("The difference is within its sampling error (± {margin:.1f}): on other deals "
           "{second} might come out ahead."))
X_DECLARE = (L_("Declared now, {meld} still stood when the stock ran out in {stood} of the {deals} "
             "deals (else the other player rejected it)."))
X_KEEP = (L_("Keeping your melds hidden scored {delta:.1f} more than declaring {meld} now (which "
          "stood in {stood} of the {deals} deals)."))
X_CHOICE = L_("Taking the {what} card was better in {better} of the {deals} deals.")
X_NOTE = L_("{value:+.1f} on average (± {se:.1f}) over {deals} sampled deals")
X_NOTE_UNSEARCHED = L_("not searched: the club's count ranks it below the searched moves")
COVERED = L_("covered")
TURNED = L_("turned")
