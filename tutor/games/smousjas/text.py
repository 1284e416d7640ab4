"""Every sentence of the Smousjas and Vijfhonderden engine, its notation and its table, in one
place for translation.

Whole sentences with placeholders; the code only fills them in. The two players are always P1
and P2.
"""

from __future__ import annotations

from ...cards import Rank

# -- words inside sentences ---------------------------------------------------------------------

LIST_SEP = "; "
COUNT_WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
PLURAL = {Rank.ACE: "aces", Rank.KING: "kings", Rank.QUEEN: "queens", Rank.JACK: "jacks",
          Rank.TEN: "tens", Rank.NINE: "nines", Rank.EIGHT: "eights", Rank.SEVEN: "sevens"}
MELD_SEQUENCE = "a sequence of {n} to the {top}"
MELD_CARRE = "a carré of {rank}"
MARIAGE_NAMES = {"stuk": "the stuk", "dubbel": "the dubbel", "brok": "a brok"}
MELD_LINE = "{cards}, {name} ({points})"

# -- the rules options --------------------------------------------------------------------------

RULES_TARGET = "match to {target}"
RULES_LIVES = "{lives} lives"
RULES_EXACT = "exact scores"
RULES_DEALS_ONE = "stop after 1 deal"
RULES_DEALS = "stop after {deals} deals"

# -- actions as written -------------------------------------------------------------------------

ACT_MELD = "meld"
ACT_MARIAGE = "mariage"
ACT_REJECT = "reject"
ACT_SWAP = "swap"
ACT_TAKE_COVERED = "take covered"
ACT_TAKE_TURNED = "take turned"
ACT_OUT = "uit"

# -- events -------------------------------------------------------------------------------------

EV_DEAL = ("Deal {no}: {dealer} deals {n} cards each and turns {turned}: trump is {suit} "
           "({dutch}). {leader} leads.")
EV_DEAL_REPLAY = ("Deal {no} replays the tied deal: {dealer} deals {n} cards each again and "
                  "turns {turned}: trump is {suit} ({dutch}). {leader} leads.")
EV_DEAL_YOURS = "{deal} Your hand: {cards}."
EV_SWAP = "{seat} swaps the trump 7 {seven} for the turned card {taken}."
EV_DECLARE = "{seat} declares {meld}; it counts if {other} plays without rejecting it."
EV_MARIAGE = "{seat} shows {meld}."
EV_MAY_GO_OUT = ("{seat} stood at {standing} before the stuk, 480 or more, and may call uit to "
                 "win at once.")
EV_REJECT = "{seat} rejects {leader}'s declaration with {meld}."
REJECT_WHY = "{meld} beats {best}: {why}"
EV_REJECT_CANCELS = ("{leader}'s declaration does not count: {melds}. What is still held may be "
                     "declared again later.")
EV_REJECT_SCORES = "{seat} scores {points} for the meld shown."
EV_STANDS = "{other} did not reject it: {seat}'s declaration stands, {points}: {melds}."
EV_CARD = "{seat} plays {card}."
EV_TRICK = "Trick {no}: {cards} ({leader} led); {winner} takes it, {points} points."
EV_TRICK_ONE = "Trick {no}: {cards} ({leader} led); {winner} takes it, 1 point."
EV_LAST_TRICK = "It is the last trick, and its bonus is included."
EV_DRAW = "{seat} draws a card; {left} covered cards left."
EV_DRAW_ONE = "{seat} draws a card; 1 covered card left."
EV_DRAW_YOURS = "{seat} draws {card}; {left} covered cards left."
EV_DRAW_YOURS_ONE = "{seat} draws {card}; 1 covered card left."
EV_LAST_CARDS = ("{winner} takes the last covered card, {covered}, and shows it; {loser} takes "
                 "the turned trump {turned}.")
EV_CHOSE_TURNED = ("{winner} chooses the turned trump {turned}; {loser} takes the covered card, "
                   "{covered}, and shows it.")
EV_CHOSE_COVERED = ("{winner} chooses the covered card, {covered}, and shows it; {loser} takes "
                    "the turned trump {turned}.")
EV_PHASE_TWO = ("The stock is empty: from now on follow suit, trump when you cannot, and "
                "overtrump when trump is led.")
EV_ANNULLED = ("Both players passed the target with {total} each: the deal does not count and is "
               "played again. Match: P1 {a}, P2 {b}.")
EV_OUT = ("{seat} calls uit: {standing} before the stuk, and the stuk declared. The roem of this "
          "deal counts (P1 {a}, P2 {b}), the cards do not. Match: P1 {ma}, P2 {mb}.")
EV_ROUND = "Round {no} is over: {winner} wins, {a} to {b}."
EV_ONDER_JAN = "{loser} is onder Jan (under 250): an extra game point for {winner}."
EV_LIFE_LOST = "{loser} loses a life. Lives: P1 {a}, P2 {b}."
EV_LIVES_LOST = "{loser} loses {lost} lives. Lives: P1 {a}, P2 {b}."
EV_KIP = "{loser} has no life left and sits on the kip, with one more life."
EV_MATCH_DRAW = "The match is over: a draw, P1 {a}, P2 {b}."
EV_MATCH_HOW = {
    "target": "The match is over: {winner} wins, {a} to {b}.",
    "out": "The match is over: {winner} went out (uit) and wins, {a} to {b}.",
    "deals": "The match stops after its last deal: {winner} wins, {a} to {b}.",
    "lives": "The match is over: {loser} has lost every life, and {winner} wins.",
}
EV_MATCH_LIVES = "Lives left: P1 {a}, P2 {b}."

# -- a deal's scoring, line by line -------------------------------------------------------------

SC_HEAD = "Deal {no} ({dealer} dealt, trump {trump} {dutch}):"
SC_CARDS = "{seat}: card points {points}."
SC_LAST = "{seat} took the last trick: {points}."
SC_ROEM = "{seat}: roem {points}: {melds}."
SC_NO_ROEM = "{seat}: no roem."
SC_NO_TRICK = "{seat} took no trick after the stock ran out: {points} for {other}."
SC_TOTAL = "{seat}: {sum} = {total}."
SC_ROUNDED = "Rounded to tens, a 5 upward: P1 {a} to {ra}, P2 {b} to {rb}."
SC_SCORE = "Deal score: P1 {a}, P2 {b}."
SC_MATCH = "Match: P1 {a}, P2 {b}."

# -- refusals: the rule, in the learner's terms ------------------------------------------------

GAME_OVER = "The match is over: nobody plays any more."
NOT_AN_ACTION = ("{action!r} is not a move of this game: play a card, declare a meld, show a "
                 "mariage, reject, swap the trump 7, take one of the last two stock cards, or "
                 "call uit.")
MUST_CHOOSE = ("First choose: you won the trick that leaves the last covered card beside the "
               "turned trump {turned}, so take one of them ('take covered' or 'take turned'); "
               "the other player gets the other. Holding the trump 7, you may swap it first.")
NO_CHOICE = ("There is nothing to choose now: only the winner of the trick that leaves the last "
             "covered card beside the turned trump chooses between them.")
NO_CHOICE_RULE = ("In Vijfhonderden nobody chooses: the winner of the last trick before the "
                  "stock runs out takes the covered card, the other player the turned trump.")
NOT_HELD = "You do not hold {card}."
MUST_FOLLOW = "The stock is empty, so you must follow suit: {led} was led and you hold {cards}."
MUST_OVERTRUMP = ("Trump was led with {led}: you must play a higher trump when you can "
                  "({cards}).")
MUST_TRUMP = "The stock is empty and you have no {led}: you must trump ({cards})."
NO_OUT_RULE = "Vijfhonderden has no uit: the scores decide the match."
NO_OUT = ("You may call uit only right after declaring the stuk, when you stood at {at} or "
          "more before it.")
SWAP_LATE = ("The turned card has been taken: the trump 7 can be swapped only while the turned "
             "card lies beside the stock.")
SWAP_IS_SEVEN = "The turned card is already the trump 7 {seven}: there is nothing to swap."
SWAP_NO_SEVEN = "You can swap only with the trump 7, {seven}, in your hand."
DECLARE_PHASE_TWO = ("Nothing can be declared now: once the stock is empty, only the first trick "
                     "allows declarations.")
NOT_MARIAGE = ("{cards} is not a mariage: the stuk is the king and queen of trumps ({trump}), "
               "the dubbel ♦Q and ♠Q, a brok a king and a queen, one red and one black.")
NOT_MARIAGE_STUK = ("{cards} is not the stuk: in Vijfhonderden the only mariage is the king and "
                    "queen of trumps ({trump}).")
MELD_NOT_HELD = "You do not hold {cards}."
ONCE = "{cards} has already been declared: each meld scores once."
USE_MARIAGE = "{cards} is a mariage: show it with 'mariage {cards}'."
ONLY_LEADER = ("Only the leader declares carrés and sequences, before leading a card; the other "
               "player may reject them or show a mariage.")
ONE_SEQUENCE = ("One declaration holds at most one sequence per suit, and you already declared "
                "{other} in {suit} this turn.")
REJECT_NOT_YOURS = "Only the other player rejects a declaration, after the leader has led."
REJECT_ONCE = "The declaration has already been rejected in this trick."
REJECT_NOTHING = ("{leader} declared no carré or sequence in this trick: there is nothing to "
                  "reject.")
REJECT_MARIAGE = ("{cards} is a mariage: a declaration is rejected only with a carré or a "
                  "sequence.")
REJECT_NOT_HIGHER = "{meld} does not beat {best}: {why}"
NO_CARRE = "{cards} scores nothing: in this rule set a carré of {rank} is no meld."
NOT_A_MELD = ("{cards} is not a meld: a sequence is three or more cards in a row in one suit "
              "(A K Q J 10 9 8 7), a carré all four cards of a rank.")
UPWARD = ("You already declared {done} in {suit}: a new sequence in that suit must be higher "
          "(longer, or as long with a higher top card), and {cards} is not.")
CMP_CARDS = "{a} cards beat {b}."
CMP_CARDS_FEWER = "{a} cards do not beat {b}."
CMP_TOP = "both have {n} cards, and the top card {high} beats {low}."
CMP_TOP_LOWER = "both have {n} cards, and the top card {low} is lower than {high}."
CMP_TRUMP = ("both have as many cards and the same top card, and the trump suit ({trump}) comes "
             "first.")
CMP_LEADER = ("both have as many cards and the same top card, and then the leader's declaration "
              "holds.")
BAD_ACTION = "bad action {text!r}: {error}"
BAD_MELD_TEXT = ("bad action {text!r}: name the meld's cards, e.g. 'meld ♥Q ♥J ♥10' or "
                 "'mariage ♥K ♥Q'")
BAD_ACTION_TEXT = ("bad action {text!r}: expected a card such as ♥J or h10; 'meld', 'mariage' "
                   "or 'reject' with cards; 'swap'; 'take covered' or 'take turned'; or 'uit'")

# -- positions ----------------------------------------------------------------------------------

POS_KEY = ("cannot read {line!r}: expected 'key: value' with a key such as seed, deal, score, "
           "dealer, trump, turned, stock, P1, P2, shown P1, won P1, phase 2 tricks, meld P1, "
           "trick, declared, rejected, choose, uit or turn")
POS_HEADER = "cannot read {line!r}: the first line names the rules, 'smousjas position' or " \
             "'vijfhonderden position'"
POS_RULE_SET = "this is a {name} position, but the rules are {rules}'s"
POS_TWICE = "{key} is given twice (first on line {first})"
POS_MISSING = "the position needs a '{key}:' line"
POS_NUMBER = "{what}: {value!r} is not a whole number"
POS_TWO_NUMBERS = "{what}: expected two whole numbers, one per player, not {value!r}"
POS_COPY = "{card}: these games use one pack, so no card has a copy mark"
POS_PIQUET = "{card} is not in the pack of 32 cards (7 to the ace in each suit)"
POS_REPEATED_CARD = "{value!r} names a card twice"
POS_SEAT = "bad seat {value!r}: expected P1 or P2"
POS_YES = "{key}: expected yes or no, not {value!r}"
POS_FIRST_DEAL = "deal: the first deal is 1"
POS_FIRST_ROUND = "round: the first round is 1"
POS_NO_LIVES = "{key}: only a match for lives (the option lives) has this line"
POS_LIVES = "lives: {value!r} must be between 0 and {most} for each player"
POS_TWO_PLACES = "{card} is in {where} and in {other}"
POS_WHERE_HAND = "{seat}'s hand"
POS_WHERE_WON = "{seat}'s tricks"
POS_WHERE_TRICK = "the trick"
POS_WHERE_TURNED = "the turned card"
POS_WHERE_STOCK = "the stock"
POS_WON_ODD = "won {seat}: tricks hold two cards each, so a player's tricks hold an even number"
POS_TRICK = "trick: a trick under way holds only the card led (two complete it)"
POS_TURNED = "turned: expected one card or '-', not {value!r}"
POS_TURNED_SUIT = "turned: {card} is not of the trump suit {trump}"
POS_STOCK_COUNT = "stock: {given} cards given, but {left} cards are unplaced"
POS_CARDS_MISSING = "these cards are nowhere: {cards}"
POS_STOCK_NO_TURNED = "turned: while covered cards remain, the turned card lies beside the stock"
POS_TURNED_NO_STOCK = "stock: the turned card lies beside the stock only while a covered card " \
                      "remains"
POS_SHOWN = "shown {seat}: {cards} is not in {seat}'s hand"
POS_NOT_MELD = "{cards!r} is not a meld that can stand here"
POS_MELD_TWICE = "{cards} scored twice: each meld scores once"
POS_UIT = "uit: expected a seat and what it stood at before the stuk, e.g. 'P1 480'"
POS_UIT_RULE = ("uit: only the player to move may call uit, in Smousjas, having stood at {at} or "
                "more before the stuk")
POS_CHOOSE = ("choose: in Smousjas the trick winner chooses when only the last covered card "
              "and the turned trump remain, before leading")
POS_SIZES = ("the hands hold {a} and {b} cards, which does not fit {seat} to move with {n} "
             "cards dealt")
POS_STOCK_ODD = "stock: the covered cards left beside the turned card are always an odd number"
POS_P2 = "phase 2 tricks: {value} does not fit the tricks played since the stock ran out"
POS_DECLARED = ("declared: the leader's declaration of this trick must be held by the leader, "
                "before any rejection, in a trick where declaring is allowed")
POS_REJECTED = "rejected: a declaration is rejected only after the leader has led"

# -- the table ----------------------------------------------------------------------------------

TB_TRICK = "Trick"
TB_STOCK = "Stock"
TB_TRUMP = "trump {suit} ({dutch})"
TB_MELDS = "{seat}'s roem"
TB_ROEM = "{points} this deal"
TB_DECLARED = "{seat} declares"
TB_WON = "{seat}'s tricks"
TB_MATCH = "Match: P1 {a}, P2 {b} (to {target})."
TB_HEADING = "deal {deal} · trump {suit} · P1 {a} · P2 {b} · to {target}"
