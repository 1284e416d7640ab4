"""Every sentence the Bezique, Rubicon and Fildinski bots say to a learner, in one place for
translation.

Whole sentences with named placeholders; the code only fills them in. Only cards the player can
see are named: the own hand and melds, the melds on the other side of the table, the cards played
and the turned card. Once the stock is empty every card is known by counting, yet the other
hand's cards are still not named. Numbers are what the bot computed.
"""

from __future__ import annotations

from ...i18n import L_

ONLY_MOVE = L_("{move} is your only legal move.")
BLANCHE = L_("Show carte blanche: 50 points, for a hand the other player will soon see anyway.")

# -- the beginner -------------------------------------------------------------------------------

B_METHOD = L_("rules of thumb")
B_DECLARE = L_("Declare {meld} at once: the beginner declares the most valuable meld it can.")
B_DIX = L_("Make the dix: 10 points and the turned {card} for the trump 7.")
B_PASS = L_("Nothing more to declare: draw.")
B_LEAD = L_("Lead your cheapest card, {card}, and keep your aces, tens and trumps.")
B_TAKE = L_("{card} wins the trick with the brisque {led} in it: the cheapest card that wins.")
B_THROW = L_("Throw your cheapest card, {card}: the trick holds no brisque.")
B_LEAD_END = L_("Lead your highest card in your longest suit, {card}.")
B_FOLLOW_END = L_("{card} is your cheapest legal card that wins the trick.")
B_LOSE_END = L_("You cannot win this trick: play your cheapest legal card, {card}.")
B_NOTE = L_("rule order {k}")

# -- the club -----------------------------------------------------------------------------------

C_METHOD = L_("heuristics: meld order, what each card is worth keeping, brisques")
C_DECLARE = L_("Declare {meld} now: {points} points, and it spoils none of your other melds.")
C_DECLARE_ORDER = (L_("Declare {meld} first: {other} can still follow on a later turn, but not the "
                   "other way round (a card is used again only in a meld worth as much or more)."))
C_FIX = (L_("Declare {meld}: it fixes trump in {suit}, where you hold {n} of the five cards of the "
         "trump sequence."))
C_DIX = L_("Make the dix: 10 points, and the turned {card} is worth more than the trump 7.")
C_DIX_LATER = (L_("Declare {meld} now and keep the dix for a later turn: the trump 7 stays in your "
               "hand until the stock runs out."))
C_PASS = L_("Nothing worth declaring now: draw.")
C_LEAD = (L_("Lead {card}: it is worth least to keep ({cost:.0f}), and it gives away no brisque "
          "you can save."))
C_WIN = (L_("Win with {card}: the trick is worth {gain:.0f} to you ({why}), more than the "
         "{cost:.0f} the card is worth keeping."))
C_WIN_BRISQUES = L_("{n} brisque(s)")
C_WIN_MELD = L_("the right to declare {meld}")
C_LOSE = L_("Let the trick go and throw {card}: keeping your strong cards is worth more here.")
C_NOTE = L_("estimated worth {value:.0f}")

# -- the solver (every level that reaches the last tricks, but the beginner) --------------------

S_METHOD = L_("exact search: every card is known once the stock is empty")
S_SOLVED = (L_("The stock is empty, so every card is known: the last tricks were solved exactly, "
            "brisques and the last trick counted."))
S_RESULT = L_("With best play from here you gain {diff:+d} points over the other player.")
S_BETTER = L_("{move} is {delta} points better than the next best card, {second}.")
S_EQUAL = L_("{second} is just as good.")
S_NOTE = L_("exact: {diff:+d}")

# -- the expert ---------------------------------------------------------------------------------

E_METHOD = L_("sampled deals near the stock's end, played out and the last tricks solved")
E_SAMPLED = (L_("Near the end of the stock: {n} deals of the cards you have not seen, each move of "
             "{moves} played out to the stock's end and the last tricks solved; {move} does best, "
             "{value:+.0f} points on average."))
E_MARGIN = (L_("{move} is {gap:.1f} points better on average than {second}: better in {better} of "
            "the {n} deals, worse in {worse}."))
E_NOTE = L_("average {value:+.1f}")
E_NOT_SEARCHED = L_("not searched: the club ranks it lower")
