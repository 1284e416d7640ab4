"""Every sentence of the Smousjas and Vijfhonderden engine, its notation and its table, in one
place for translation.

Whole sentences with placeholders; the code only fills them in. The two players are always P1
and P2.
"""

from __future__ import annotations

from ...cards import Rank
from ...i18n import L_, P_, Text

#: The actions as the notation writes them (English, as files keep them), shown and typed in the
#: reader's language (``tutor.actions``); a card played is its card alone.
ACTION_FORMS = (
    L_("meld {cards}"), L_("mariage {cards}"), L_("reject {cards}"), L_("swap"),
    L_("take covered"), L_("take turned"), L_("uit"),
)

# -- words inside sentences ---------------------------------------------------------------------

LIST_SEP = "; "
COUNT_WORDS: dict[int, Text] = {3: L_("three"), 4: L_("four"), 5: L_("five"), 6: L_("six"),
                                7: L_("seven"), 8: L_("eight")}
#: The top card of a sequence (a sequence holds three cards at least, so the nine is the lowest).
TOP_WORDS: dict[Rank, Text] = {Rank.ACE: L_("ace"), Rank.KING: L_("king"), Rank.QUEEN: L_("queen"),
                               Rank.JACK: L_("jack"), Rank.TEN: L_("ten"), Rank.NINE: L_("nine")}
PLURAL: dict[Rank, Text] = {Rank.ACE: L_("aces"), Rank.KING: L_("kings"), Rank.QUEEN: L_("queens"),
                            Rank.JACK: L_("jacks"), Rank.TEN: L_("tens"), Rank.NINE: L_("nines"),
                            Rank.EIGHT: L_("eights"), Rank.SEVEN: L_("sevens")}
MELD_SEQUENCE = L_("a sequence of {n} to the {top}")
MELD_CARRE = L_("a carré of {rank}")
MARIAGE_NAMES: dict[str, Text] = {"stuk": L_("the stuk"), "dubbel": L_("the dubbel"),
                                  "brok": L_("a brok")}
MELD_LINE = "{cards}, {name} ({points})"

# -- the rules options --------------------------------------------------------------------------

RULES_TARGET = L_("match to {target}")
RULES_LIVES = P_("{n} life", "{n} lives")
RULES_EXACT = L_("exact scores")
RULES_DEALS = P_("stop after {n} deal", "stop after {n} deals")
OPTION_RULE_SET = L_("rules option 'rule-set': {value!r} is not one of {names}")
OPTION_TARGET = L_("rules option 'target': {value} is not {allowed} in {rule_set}")
#: Between the targets a rule set allows ("500 or 1000").
OPTION_TARGET_OR = L_("{first} or {last}")
OPTION_LIVES_GAME = L_("rules option 'lives': only Smousjas plays for lives")
OPTION_LIVES = L_("rules option 'lives': {value} is not between 0 and 20")
OPTION_DEALS = L_("rules option 'deals': {value} is not between 0 and 100000")
OPTION_OTHER_GAME = L_("rules option 'rule-set': this game plays the {name} rules, not {chosen!r}")

# -- events -------------------------------------------------------------------------------------

EV_DEAL = (L_("Deal {no}: {dealer} deals {n} cards each and turns {turned}: trump is {suit} "
           "({dutch}). {leader} leads."))
EV_DEAL_REPLAY = (L_("Deal {no} replays the tied deal: {dealer} deals {n} cards each again and "
                  "turns {turned}: trump is {suit} ({dutch}). {leader} leads."))
EV_DEAL_YOURS = L_("{deal} Your hand: {cards}.")
EV_SWAP = L_("{seat} swaps the trump 7 {seven} for the turned card {taken}.")
EV_DECLARE = L_("{seat} declares {meld}; it counts if {other} plays without rejecting it.")
EV_MARIAGE = L_("{seat} shows {meld}.")
EV_MAY_GO_OUT = (L_("{seat} stood at {standing} before the stuk, 480 or more, and may call uit to "
                 "win at once."))
EV_REJECT = L_("{seat} rejects {leader}'s declaration with {meld}.")
REJECT_WHY = L_("{meld} beats {best}: {why}")
EV_REJECT_CANCELS = (L_("{leader}'s declaration does not count: {melds}. What is still held may be "
                     "declared again later."))
EV_REJECT_SCORES = L_("{seat} scores {points} for the meld shown.")
EV_STANDS = L_("{other} did not reject it: {seat}'s declaration stands, {points}: {melds}.")
EV_CARD = L_("{seat} plays {card}.")
EV_TRICK = P_("Trick {no}: {cards} ({leader} led); {winner} takes it, {n} point.",
              "Trick {no}: {cards} ({leader} led); {winner} takes it, {n} points.")
EV_LAST_TRICK = L_("It is the last trick, and its bonus is included.")
EV_DRAW = P_("{seat} draws a card; {n} covered card left.",
             "{seat} draws a card; {n} covered cards left.")
EV_DRAW_YOURS = P_("{seat} draws {card}; {n} covered card left.",
                   "{seat} draws {card}; {n} covered cards left.")
EV_LAST_CARDS = (L_("{winner} takes the last covered card, {covered}, and shows it; {loser} takes "
                 "the turned trump {turned}."))
EV_CHOSE_TURNED = (L_("{winner} chooses the turned trump {turned}; {loser} takes the covered card, "
                   "{covered}, and shows it."))
EV_CHOSE_COVERED = (L_("{winner} chooses the covered card, {covered}, and shows it; {loser} takes "
                    "the turned trump {turned}."))
EV_PHASE_TWO = (L_("The stock is empty: from now on follow suit, trump when you cannot, and "
                "overtrump when trump is led."))
EV_ANNULLED = L_(
    "Both players passed the target with {total} each: the deal does not count and is "
    "played again. Match: P1 {a}, P2 {b}."
)
EV_OUT = L_(
    "{seat} calls uit: {standing} before the stuk, and the stuk declared. The roem of this "
    "deal counts (P1 {a}, P2 {b}), the cards do not. Match: P1 {ma}, P2 {mb}."
)
EV_ROUND = L_("Round {no} is over: {winner} wins, {a} to {b}.")
EV_ONDER_JAN = L_("{loser} is onder Jan (under 250): an extra game point for {winner}.")
EV_LIVES_LOST = P_("{loser} loses a life. Lives: P1 {a}, P2 {b}.",
                   "{loser} loses {n} lives. Lives: P1 {a}, P2 {b}.")
EV_KIP = L_("{loser} has no life left and sits on the kip, with one more life.")
EV_MATCH_DRAW = L_("The match is over: a draw, P1 {a}, P2 {b}.")
EV_MATCH_HOW = {
    "target": L_("The match is over: {winner} wins, {a} to {b}."),
    "out": L_("The match is over: {winner} went out (uit) and wins, {a} to {b}."),
    "deals": L_("The match stops after its last deal: {winner} wins, {a} to {b}."),
    "lives": L_("The match is over: {loser} has lost every life, and {winner} wins."),
}
EV_MATCH_LIVES = L_("Lives left: P1 {a}, P2 {b}.")

# -- a deal's scoring, line by line -------------------------------------------------------------

SC_HEAD = L_("Deal {no} ({dealer} dealt, trump {trump} {dutch}):")
SC_CARDS = L_("{seat}: card points {points}.")
SC_LAST = L_("{seat} took the last trick: {points}.")
SC_ROEM = L_("{seat}: roem {points}: {melds}.")
SC_NO_ROEM = L_("{seat}: no roem.")
SC_NO_TRICK = L_("{seat} took no trick after the stock ran out: {points} for {other}.")
SC_TOTAL = "{seat}: {sum} = {total}."
SC_TOTAL_ONE = L_("{seat}: {total} in all.")
SC_ROUNDED = L_("Rounded to tens, a 5 upward: P1 {a} to {ra}, P2 {b} to {rb}.")
SC_SCORE = L_("Deal score: P1 {a}, P2 {b}.")
SC_MATCH = L_("Match: P1 {a}, P2 {b}.")

# -- refusals: the rule, in the learner's terms ------------------------------------------------

GAME_OVER = L_("The match is over: nobody plays any more.")
NOT_AN_ACTION = (L_("{action!r} is not a move of this game: play a card, declare a meld, show a "
                 "mariage, reject, swap the trump 7, take one of the last two stock cards, or "
                 "call uit."))
MUST_CHOOSE = (L_("First choose: you won the trick that leaves the last covered card beside the "
               "turned trump {turned}, so take one of them ('take covered' or 'take turned'); "
               "the other player gets the other. Holding the trump 7, you may swap it first."))
NO_CHOICE = (L_("There is nothing to choose now: only the winner of the trick that leaves the last "
             "covered card beside the turned trump chooses between them."))
NO_CHOICE_RULE = (L_("In Vijfhonderden nobody chooses: the winner of the last trick before the "
                  "stock runs out takes the covered card, the other player the turned trump."))
NOT_HELD = L_("You do not hold {card}.")
MUST_FOLLOW = L_("The stock is empty, so you must follow suit: {led} was led and you hold {cards}.")
MUST_OVERTRUMP = (L_("Trump was led with {led}: you must play a higher trump when you can "
                  "({cards})."))
MUST_TRUMP = L_("The stock is empty and you have no {led}: you must trump ({cards}).")
NO_OUT_RULE = L_("Vijfhonderden has no uit: the scores decide the match.")
NO_OUT = (L_("You may call uit only right after declaring the stuk, when you stood at {at} or "
          "more before it."))
SWAP_LATE = (L_("The turned card has been taken: the trump 7 can be swapped only while the turned "
             "card lies beside the stock."))
SWAP_IS_SEVEN = L_("The turned card is already the trump 7 {seven}: there is nothing to swap.")
SWAP_NO_SEVEN = L_("You can swap only with the trump 7, {seven}, in your hand.")
DECLARE_PHASE_TWO = L_(
    "Nothing can be declared now: once the stock is empty, only the first trick "
    "allows declarations."
)
NOT_MARIAGE = (L_("{cards} is not a mariage: the stuk is the king and queen of trumps ({trump}), "
               "the dubbel ♦Q and ♠Q, a brok a king and a queen, one red and one black."))
NOT_MARIAGE_STUK = (L_("{cards} is not the stuk: in Vijfhonderden the only mariage is the king and "
                    "queen of trumps ({trump})."))
MELD_NOT_HELD = L_("You do not hold {cards}.")
ONCE = L_("{cards} has already been declared: each meld scores once.")
USE_MARIAGE = L_("{cards} is a mariage: show it with 'mariage {cards}'.")
ONLY_LEADER = (L_("Only the leader declares carrés and sequences, before leading a card; the other "
               "player may reject them or show a mariage."))
ONE_SEQUENCE = (L_("One declaration holds at most one sequence per suit, and you already declared "
                "{other} in {suit} this turn."))
REJECT_NOT_YOURS = L_("Only the other player rejects a declaration, after the leader has led.")
REJECT_ONCE = L_("The declaration has already been rejected in this trick.")
REJECT_NOTHING = (L_("{leader} declared no carré or sequence in this trick: there is nothing to "
                  "reject."))
REJECT_MARIAGE = (L_("{cards} is a mariage: a declaration is rejected only with a carré or a "
                  "sequence."))
REJECT_NOT_HIGHER = L_("{meld} does not beat {best}: {why}")
NO_CARRE = L_("{cards} scores nothing: in this rule set a carré of {rank} is no meld.")
NOT_A_MELD = (L_("{cards} is not a meld: a sequence is three or more cards in a row in one suit "
              "(A K Q J 10 9 8 7), a carré all four cards of a rank."))
UPWARD = (L_("You already declared {done} in {suit}: a new sequence in that suit must be higher "
          "(longer, or as long with a higher top card), and {cards} is not."))
CMP_CARDS = L_("{a} cards beat {b}.")
CMP_CARDS_FEWER = L_("{a} cards do not beat {b}.")
CMP_TOP = L_("both have {n} cards, and the top card {high} beats {low}.")
CMP_TOP_LOWER = L_("both have {n} cards, and the top card {low} is lower than {high}.")
CMP_TRUMP = (L_("both have as many cards and the same top card, and the trump suit ({trump}) comes "
             "first."))
CMP_LEADER = (L_("both have as many cards and the same top card, and then the leader's declaration "
              "holds."))
BAD_ACTION = L_("bad action {text!r}: {error}")
BAD_MELD_TEXT = (L_("bad action {text!r}: name the meld's cards, e.g. 'meld ♥Q ♥J ♥10' or "
                 "'mariage ♥K ♥Q'"))
BAD_ACTION_TEXT = (L_("bad action {text!r}: expected a card such as ♥J or h10; 'meld', 'mariage' "
                   "or 'reject' with cards; 'swap'; 'take covered' or 'take turned'; or 'uit'"))

# -- positions ----------------------------------------------------------------------------------

POS_KEY = (L_("cannot read {line!r}: expected 'key: value' with a key such as seed, deal, score, "
           "dealer, trump, turned, stock, P1, P2, shown P1, won P1, phase 2 tricks, meld P1, "
           "trick, declared, rejected, choose, uit or turn"))
POS_HEADER = L_("cannot read {line!r}: the first line names the rules, 'smousjas position' or " \
             "'vijfhonderden position'")
POS_RULE_SET = L_("this is a {name} position, but the rules are {rules}'s")
POS_TWICE = L_("{key} is given twice (first on line {first})")
POS_MISSING = L_("the position needs a '{key}:' line")
POS_NUMBER = L_("{what}: {value!r} is not a whole number")
POS_TWO_NUMBERS = L_("{what}: expected two whole numbers, one per player, not {value!r}")
POS_COPY = L_("{card}: these games use one pack, so no card has a copy mark")
POS_PIQUET = L_("{card} is not in the pack of 32 cards (7 to the ace in each suit)")
POS_REPEATED_CARD = L_("{value!r} names a card twice")
POS_SEAT = L_("bad seat {value!r}: expected P1 or P2")
POS_YES = L_("{key}: expected yes or no, not {value!r}")
POS_FIRST_DEAL = L_("deal: the first deal is 1")
POS_FIRST_ROUND = L_("round: the first round is 1")
POS_NO_LIVES = L_("{key}: only a match for lives (the option lives) has this line")
POS_LIVES = L_("lives: {value!r} must be between 0 and {most} for each player")
POS_TWO_PLACES = L_("{card} is in {where} and in {other}")
POS_WHERE_HAND = L_("{seat}'s hand")
POS_WHERE_WON = L_("{seat}'s tricks")
POS_WHERE_TRICK = L_("the trick")
POS_WHERE_TURNED = L_("the turned card")
POS_WHERE_STOCK = L_("the stock")
POS_WON_ODD = L_("won {seat}: tricks hold two cards each, so a player's tricks hold an even number")
POS_TRICK = L_("trick: a trick under way holds only the card led (two complete it)")
POS_TURNED = L_("turned: expected one card or '-', not {value!r}")
POS_TURNED_SUIT = L_("turned: {card} is not of the trump suit {trump}")
POS_STOCK_COUNT = L_("stock: {given} cards given, but {left} cards are unplaced")
POS_CARDS_MISSING = L_("these cards are nowhere: {cards}")
POS_STOCK_NO_TURNED = L_(
    "turned: while covered cards remain, the turned card lies beside the stock"
)
POS_TURNED_NO_STOCK = L_("stock: the turned card lies beside the stock only while a covered card " \
                      "remains")
POS_SHOWN = L_("shown {seat}: {cards} is not in {seat}'s hand")
POS_NOT_MELD = L_("{cards!r} is not a meld that can stand here")
POS_MELD_TWICE = L_("{cards} scored twice: each meld scores once")
POS_UIT = L_("uit: expected a seat and what it stood at before the stuk, e.g. 'P1 480'")
POS_UIT_RULE = L_(
    "uit: only the player to move may call uit, in Smousjas, having stood at {at} or "
    "more before the stuk"
)
POS_CHOOSE = (L_("choose: in Smousjas the trick winner chooses when only the last covered card "
              "and the turned trump remain, before leading"))
POS_SIZES = (L_("the hands hold {a} and {b} cards, which does not fit {seat} to move with {n} "
             "cards dealt"))
POS_STOCK_ODD = L_("stock: the covered cards left beside the turned card are always an odd number")
POS_P2 = L_("phase 2 tricks: {value} does not fit the tricks played since the stock ran out")
POS_DECLARED = (L_("declared: the leader's declaration of this trick must be held by the leader, "
                "before any rejection, in a trick where declaring is allowed"))
POS_REJECTED = L_("rejected: a declaration is rejected only after the leader has led")

# -- the table ----------------------------------------------------------------------------------

TB_TRICK = L_("Trick")
TB_STOCK = L_("Stock")
TB_TRUMP = L_("trump {suit} ({dutch})")
TB_MELDS = L_("{seat}'s roem")
TB_ROEM = L_("{points} this deal")
TB_DECLARED = L_("{seat} declares")
TB_WON = L_("{seat}'s tricks")
TB_MATCH = L_("Match: P1 {a}, P2 {b} (to {target}).")
TB_HEADING = L_("deal {deal} · trump {suit} · P1 {a} · P2 {b} · to {target}")
TB_SHOWN = L_("shown")
TB_WON_POINTS = L_("{seat}'s tricks ({points} points)")
TB_ROEM_POINTS = L_("{seat}'s roem ({points})")
TB_DECLARED_POINTS = L_("{seat} declares ({points} unless rejected)")
TB_STOCK_NOTE = L_("Trump {suit} {dutch}.")
TB_SWAP_YOURS = L_("Trump {suit} {dutch}; swap your {seven} for it.")
TB_SWAP_OPEN = L_("Trump {suit} {dutch}; the trump 7 swap is open.")
TB_SWAP_DONE = L_("Trump {suit} {dutch}; the trump 7 lies turned.")
TB_CHOOSING = L_("Trump {suit} {dutch}; {seat} takes it or the covered card.")
TB_PHASE_ONE = L_("Phase 1: any card; the winner draws first.")
TB_PHASE_TWO = L_("Phase 2: follow suit, trump, overtrump.")
TB_PHASE_TWO_TRICKS = L_("Phase-2 tricks: P1 {a}, P2 {b} (none gives the other {bonus}).")
TB_UIT = L_("{seat} may call uit ({standing} before the stuk).")
TB_LIVES = L_("Round {round}; lives: P1 {a}, P2 {b}.")
TB_LIVES_KIP = L_("Round {round}; lives: P1 {a}, P2 {b}; {seat} on the kip.")
TB_HEADING_PHASE = L_("deal {deal} · phase {phase} · trump {suit} · P1 {a} · P2 {b} · to {target}")
TB_HEADING_PHASE_LIVES = L_("deal {deal} · phase {phase} · trump {suit} · P1 {a} · P2 {b} · to "
                            "{target} · lives {la}-{lb}")

# -- the settings screen, and what the games call one round of a match --------------------------

ROUND_NAME = L_("deal")
LEVEL_LABEL = L_("Smousjas bot")
VIJF_LEVEL_LABEL = L_("Vijfhonderden bot")
LIVES_LABEL = L_("Smousjas: lives (0 plays one round to 500)")
TARGET_LABEL = L_("Vijfhonderden: match to")
EXACT_LABEL = L_("Vijfhonderden: exact scores (no rounding to tens)")

# The ideas the lessons teach (tutor.ideas): each one's name and its sentence.
IDEA_PULL_TRUMPS_NAME = L_("Draw the last trumps")
IDEA_PULL_TRUMPS = L_(
    "Once the stock is empty a player who cannot follow suit must trump: draw the other player's "
    "last trumps before you cash the cards they could cut."
)
IDEA_TRUMP_CONTROL_NAME = L_("Make them spend their trumps")
IDEA_TRUMP_CONTROL = L_(
    "Lead a card the other player must trump, so their trump is gone and yours wins later; give a "
    "higher trump the cheap card it would take anyway."
)
IDEA_CASH_WINNERS_NAME = L_("Cash a winner while you can")
IDEA_CASH_WINNERS = L_(
    "With no trumps left a card wins only in the suit led: take your ace before the other player "
    "gets the lead and makes you throw it."
)
IDEA_AFKEUREN_NAME = L_("Reject with a higher meld")
IDEA_AFKEUREN = L_(
    "More cards first, then the higher top card, then trumps: a higher meld cancels the whole "
    "declaration, and the one that scores most is the one to show."
)
IDEA_DECLARING_NAME = L_("Declare now or later")
IDEA_DECLARING = L_(
    "Sequences only go upward, one declaration holds one sequence a suit, and only the leader of "
    "the first phase-2 trick still declares: declare the shorter sequence first, and never a meld "
    "the other player can reject."
)
IDEA_TURNED_TRUMP_NAME = L_("The last two stock cards")
IDEA_TURNED_TRUMP = L_(
    "Count the trumps you can see before you choose: the turned trump may be worth less than the "
    "covered card, but it is a trump the other player does not get."
)
IDEA_TAKE_A_TRICK_NAME = L_("Take a trick in phase 2")
IDEA_TAKE_A_TRICK = L_(
    "A player who takes none of the phase-2 tricks gives the other player 100: keep a card that "
    "can win a trick once the stock is empty."
)
IDEA_ROUND_TO_TENS_NAME = L_("Count to the nearest ten")
IDEA_ROUND_TO_TENS = L_(
    "Each player's deal total is rounded to the nearest ten, a 5 upward: a few card points can "
    "move a score by ten."
)

#: The puzzles' themes by the files' word (``themes = [...]``), as the puzzle's heading names
#: them: in English the word itself.
THEME_NAMES = {
    "afkeuren": L_("afkeuren"), "cash-winners": L_("cash-winners"), "declaring": L_("declaring"),
    "ending": L_("ending"), "pull-trumps": L_("pull-trumps"), "trump-control": L_("trump-control"),
    "trump-length": L_("trump-length"), "turned-trump": L_("turned-trump"),
    "upward-sequences": L_("upward-sequences"),
}

#: The cards called by a name, the Jas and Nel of the trump suit (``tutor check``: a title must not
#: name its answer by it).
CARD_NAMES = {"jas": "J", "nel": "9"}  # internal
