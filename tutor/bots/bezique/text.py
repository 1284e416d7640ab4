"""Every sentence the Bezique, Rubicon and Fildinski bots say to a learner, in one place for
translation.

Whole sentences with named placeholders; the code only fills them in. A reason comes in two
persons (``Reason``): to the player advised, and of the bot to a learner watching it play; a
sentence that addresses nobody serves both. Only cards the player can see are named: the own
hand and melds, the melds on the other side of the table, the cards played and the turned card.
Once the stock is empty every card is known by counting, yet the other hand's cards are still
not named. Numbers are what the bot computed.
"""

from __future__ import annotations

from ...i18n import L_
from ..base import Reason

ONLY_MOVE = Reason(L_("{move} is your only legal move."), L_("{move} is its only legal move."))
BLANCHE = Reason(
    L_("Show carte blanche: 50 points, for a hand the other player will soon see anyway."),
    L_("It shows carte blanche: 50 points, for a hand the other player will soon see anyway."))

# -- the beginner -------------------------------------------------------------------------------

B_METHOD = L_("rules of thumb")
B_DECLARE = Reason(
    L_("Declare {meld} at once: the beginner declares the most valuable meld it can."),
    L_("It declares {meld} at once: the beginner declares the most valuable meld it can."))
B_DIX = Reason(L_("Make the dix: 10 points and the turned {card} for the trump 7."),
               L_("It makes the dix: 10 points and the turned {card} for the trump 7."))
B_PASS = Reason(L_("Nothing more to declare: draw."),
                L_("Nothing more to declare: it draws."))
B_LEAD = Reason(
    L_("Lead your cheapest card, {card}, and keep your aces, tens and trumps."),
    L_("It leads its cheapest card, {card}, and keeps its aces, tens and trumps."))
B_TAKE = Reason(L_("{card} wins the trick with the brisque {led} in it: the cheapest card that "
                   "wins."))
B_THROW = Reason(L_("Throw your cheapest card, {card}: the trick holds no brisque."),
                 L_("It throws its cheapest card, {card}: the trick holds no brisque."))
B_THROW_LOSE = Reason(
    L_("You cannot win this trick: throw your cheapest card, {card}."),
    L_("It cannot win this trick: it throws its cheapest card, {card}."))
B_LEAD_END = Reason(L_("Lead your highest card in your longest suit, {card}."),
                    L_("It leads its highest card in its longest suit, {card}."))
B_FOLLOW_END = Reason(L_("{card} is your cheapest legal card that wins the trick."),
                      L_("{card} is its cheapest legal card that wins the trick."))
B_LOSE_END = Reason(
    L_("You cannot win this trick: play your cheapest legal card, {card}."),
    L_("It cannot win this trick: it plays its cheapest legal card, {card}."))
B_NOTE = L_("rule order {k}")

# -- the club -----------------------------------------------------------------------------------

C_METHOD = L_("heuristics: meld order, what each card is worth keeping, brisques")
C_DECLARE = Reason(
    L_("Declare {meld} now: {points} points, and it spoils none of your other melds."),
    L_("It declares {meld} now: {points} points, and that spoils none of its other melds."))
C_DECLARE_SPOILS = Reason(
    L_("Declare {meld} now: {points} points, worth more now than {other}, which it spoils (a card "
       "is used again only in a meld worth as much or more)."),
    L_("It declares {meld} now: {points} points, worth more now than {other}, which that spoils "
       "(a card is used again only in a meld worth as much or more)."))
C_DECLARE_ORDER = Reason(
    L_("Declare {meld} first: {other} can still follow on a later turn, but not the other way "
       "round (a card is used again only in a meld worth as much or more)."),
    L_("It declares {meld} first: {other} can still follow on a later turn, but not the other "
       "way round (a card is used again only in a meld worth as much or more)."))
C_FIX = Reason(
    L_("Declare {meld}: it fixes trump in {suit}, where you hold {n} of the five cards of the "
       "trump sequence."),
    L_("It declares {meld}: that fixes trump in {suit}, where it holds {n} of the five cards of "
       "the trump sequence."))
C_DIX = Reason(
    L_("Make the dix: 10 points, and the turned {card} is worth more than the trump 7."),
    L_("It makes the dix: 10 points, and the turned {card} is worth more than the trump 7."))
C_DIX_LATER = Reason(
    L_("Declare {meld} now and keep the dix for a later turn: the trump 7 stays in your hand "
       "until the stock runs out."),
    L_("It declares {meld} now and keeps the dix for a later turn: the trump 7 stays in its hand "
       "until the stock runs out."))
C_PASS = Reason(L_("Nothing worth declaring now: draw."),
                L_("Nothing worth declaring now: it draws."))
C_LEAD = Reason(
    L_("Lead {card}: it is worth least to keep ({cost:.0f}), and it gives away no brisque you "
       "can save."),
    L_("It leads {card}: that is worth least to keep ({cost:.0f}), and it gives away no brisque "
       "it can save."))
C_LEAD_BRISQUE = Reason(
    L_("Lead {card}: though a brisque the other player may take, it costs least to lead "
       "({cost:.0f}, what it is worth keeping and the brisque at stake)."),
    L_("It leads {card}: though a brisque the other player may take, that costs least to lead "
       "({cost:.0f}, what it is worth keeping and the brisque at stake)."))
C_LEAD_PLAIN = Reason(
    L_("Lead {card}: it is worth least to keep ({cost:.0f})."),
    L_("It leads {card}: that is worth least to keep ({cost:.0f})."))
C_WIN = Reason(
    L_("Win with {card}: the trick is worth {gain:.0f} to you ({why}), more than the {cost:.0f} "
       "the card is worth keeping."),
    L_("It wins with {card}: the trick is worth {gain:.0f} to it ({why}), more than the "
       "{cost:.0f} the card is worth keeping."))
C_WIN_LEAST = Reason(
    L_("Win with {card}: the trick is worth {gain:.0f} to you, no more than the {cost:.0f} the "
       "card is worth keeping, but letting the trick go would cost more."),
    L_("It wins with {card}: the trick is worth {gain:.0f} to it, no more than the {cost:.0f} "
       "the card is worth keeping, but letting the trick go would cost more."))
C_WIN_BRISQUES = L_("{n} brisque(s)")
C_WIN_MELD = L_("the right to declare {meld}")
C_LOSE = Reason(
    L_("Let the trick go and throw {card}: keeping your strong cards is worth more here."),
    L_("It lets the trick go and throws {card}: keeping its strong cards is worth more here."))
C_NOTE = L_("estimated worth {value:.0f}")

# -- the solver (every level that reaches the last tricks, but the beginner) --------------------

S_METHOD = L_("exact search: every card is known once the stock is empty")
S_SOLVED = Reason(L_(
    "The stock is empty, so every card is known: the last tricks were solved exactly, brisques "
    "and the last trick counted."))
S_RESULT = Reason(
    L_("With best play from here you gain {diff:+d} points over the other player."),
    L_("With best play from here it gains {diff:+d} points over the other player."))
S_BETTER = Reason(L_("{move} is {delta} points better than the next best card, {second}."))
S_EQUAL = Reason(L_("{second} is just as good."))
S_NOTE = L_("exact: {diff:+d}")

# -- the expert ---------------------------------------------------------------------------------

E_METHOD = L_("sampled deals near the stock's end, played out and the last tricks solved")
E_SAMPLED = Reason(
    L_("Near the end of the stock: {n} deals of the cards you have not seen, each move of "
       "{moves} played out to the stock's end and the last tricks solved; {move} does best, "
       "{value:+.0f} points on average."),
    L_("Near the end of the stock: {n} deals of the cards it has not seen, each move of {moves} "
       "played out to the stock's end and the last tricks solved; {move} does best, "
       "{value:+.0f} points on average."))
E_MARGIN = Reason(L_(
    "{move} is {gap:.1f} points better on average than {second}: better in {better} of the {n} "
    "deals, worse in {worse}."))
E_NOTE = L_("average {value:+.1f}")
E_NOT_SEARCHED = L_("not searched: the club ranks it lower")
