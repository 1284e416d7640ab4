"""Every sentence of the Bezique, Rubicon Bezique and Fildinski engine, its notation and its
table, in one place for translation.

Whole sentences with placeholders; the code only fills them in. The two players are P1 and P2.
"""

from __future__ import annotations

from ...i18n import L_, P_, Text

# -- words inside sentences ---------------------------------------------------------------------

LIST_SEP = "; "
#: The jack-and-queen meld's name in each game (``RuleSet.bezique_name``), as it is said.
BEZIQUE_WORDS: dict[str, Text] = {"bezique": L_("bezique"), "fildinski": L_("fildinski")}
#: Meld names by kind value; ``{b}`` is the game's word for the jack-and-queen meld.
MELD_NAMES = {
    "trump-sequence": L_("the trump sequence"),
    "plain-sequence": L_("a sequence in {suit}"),
    "four-aces": L_("four aces"),
    "four-tens": L_("four tens"),
    "four-kings": L_("four kings"),
    "four-queens": L_("four queens"),
    "four-jacks": L_("four jacks"),
    "stuk": L_("the stuk"),
    "marriage": L_("a marriage in {suit}"),
    "bezique": L_("a {b}"),
    "double": L_("a double {b}"),
    "triple": L_("a triple {b}"),
    "quadruple": L_("a quadruple {b}"),
}
MELD_LINE = "{cards}, {name} ({points})"
FIXES_TRUMP = L_("it fixes trump: {suit} ({dutch})")

# -- the rules options --------------------------------------------------------------------------

RULES_TARGET = L_("match to {target}")
RULES_KH = L_("♣J and ♥Q make the {name} when ♦ or ♠ is trump")
RULES_TRUMP_QUEEN = L_("the bezique is the trump queen with its partner jack")
RULES_RUBICON_ON = L_("rubicon scoring")
RULES_RUBICON_OFF = L_("plain totals (no rubicon bonus)")
RULES_DEALS = P_("stop after {n} deal", "stop after {n} deals")
OPTION_RULE_SET = L_("rules option 'rule-set': {value!r} is not one of {names}")
OPTION_TARGET = L_("rules option 'target': {value} is not 0 or a multiple of 100 from 100 to "
                   "10000")
OPTION_TARGET_RUBICON = L_("rules option 'target': Rubicon plays one deal a game, with no target")
OPTION_DEALS = L_("rules option 'deals': {value} is not between 0 and 100000")
OPTION_OTHER_GAME = L_("rules option 'rule-set': this game plays the {name} rules, not {chosen!r}")

# -- actions -----------------------------------------------------------------------------------
# An action's text (``format_action``) is notation, in English words in every file: ``meld ♥K
# ♥Q``, ``dix``, ``pass``, ``carte blanche``; the reader sees and types them in the language
# spoken (``tutor.actions``):
ACTION_FORMS = (L_("meld {cards}"), L_("dix"), L_("pass"), L_("carte blanche"))
# The dix as a sentence names it:

ACT_DIX = L_("dix")
#: The dix among a player's melds in the score: "dix (10)".
SC_DIX_ITEM = L_("dix ({points})")

# -- events -------------------------------------------------------------------------------------

EV_DEAL = (L_("Deal {no}: {dealer} deals {n} cards each and turns {turned}: trump is {suit} "
           "({dutch}). {leader} leads."))
EV_DEAL_SEVEN = L_("The turned card is the trump 7: {dealer} scores {points}.")
EV_DEAL_NO_TRUMP = (L_("Deal {no}: {dealer} deals {n} cards each; no card is turned, and the first "
                    "marriage or sequence declared fixes trump. {leader} leads."))
EV_DEAL_YOURS = L_("{deal} Your hand: {cards}.")
EV_BLANCHE = L_(
    "{seat} shows carte blanche, a hand without king, queen or jack: {cards}, {points}."
)
EV_BLANCHE_KEPT = L_("{seat} does not show carte blanche.")
EV_CARD = L_("{seat} plays {card}.")
EV_CARD_TABLE = L_("{seat} plays {card} from the melds on the table.")
EV_SEVEN = L_("{seat} plays the trump 7 {card} and scores {points}.")
EV_TRICK = L_("Trick {no}: {cards} ({leader} led); {winner} takes it.")
EV_TRICK_BRISQUES = (L_("Trick {no}: {cards} ({leader} led); {winner} takes it and scores {points} "
                     "for the brisques (aces and tens)."))
EV_LAST_TRICK = L_("{winner} takes the last trick: {points}.")
EV_MELD = L_("{seat} declares {meld}: {points}.")
EV_MELD_FIXES = L_("{seat} declares {meld}: {points}; trump is now {suit} ({dutch}).")
EV_DIX = L_(
    "{seat} makes the dix: the trump 7 {seven} takes the place of the turned {taken} beside "
    "the stock, {points}."
)
EV_DRAW = L_("{seat} draws a card; {left} left in the stock.")
EV_DRAW_YOURS = L_("{seat} draws {card}; {left} left in the stock.")
EV_DRAW_TURNED = L_("{seat} takes the turned card {card}; the stock is empty.")
EV_DRAW_LAST = L_("{seat} draws the last card; the stock is empty.")
EV_DRAW_LAST_YOURS = L_("{seat} draws the last card, {card}; the stock is empty.")
EV_END_PHASE = (L_("The stock is empty: no more melds. The melded cards go back to the hands, and "
                "the last {n} tricks are played: follow suit and win the trick if you can, else "
                "trump if you can."))
EV_END_PHASE_WON = (L_("The stock is empty: no more melds. The last {n} tricks are played: follow "
                    "suit and win the trick if you can, else trump if you can."))
EV_MATCH_TARGET = L_("{winner} wins the match, {a} to {b}.")
EV_MATCH_DEALS = L_("The deals are played: {winner} wins the match, {a} to {b}.")
EV_MATCH_DRAW = L_("The match is drawn at {a} all.")
EV_TIE_GOES_ON = L_("Both stand at {total}, level at or over the target: another deal decides.")

# -- the score ----------------------------------------------------------------------------------

SC_HEAD = L_("Deal {no} ({dealer} dealt, trump {trump}):")
SC_HEAD_NO_TRUMP = L_("Deal {no} ({dealer} dealt, trump never fixed):")
SC_MELDS = L_("{seat}: melds {points}: {melds}.")
SC_NO_MELDS = L_("{seat}: no melds.")
SC_BRISQUES = L_("{seat}: brisques {points} ({n} aces and tens won).")
SC_SEVENS = L_("{seat}: trump 7s {points}.")
SC_LAST = L_("{seat}: the last trick {points}.")
SC_BLANCHE = L_("{seat}: carte blanche {points}.")
SC_TOTAL = "{seat}: {sum} = {total}."
SC_TOTAL_ONE = L_("{seat}: {total} in all.")
SC_DEAL = L_("Deal score: P1 {a}, P2 {b}.")
SC_MATCH = L_("Match: P1 {a}, P2 {b}.")
SC_RUBICON_WIN = (L_("{winner} wins the game, {a} to {b}: 500 for the game and the difference of "
                  "{diff}, {score} in all."))
SC_RUBICONED = (L_("{loser} stays under 1000 and is rubiconed: {winner} scores 1000 and both "
                "totals, {a} + {b}, {score} in all."))
SC_RUBICON_DRAW = L_("The game is drawn at {a} all: nobody scores.")
SC_PLAIN_TOTALS = L_("Each scores their own total (no rubicon bonus).")

# -- refusals -----------------------------------------------------------------------------------

NOT_YOUR_TURN = L_("It is {seat}'s turn, not {you}'s.")
GAME_OVER = L_("The match is over.")
NOT_AN_ACTION = L_("{action!r} is not an action of this game.")
BLANCHE_FIRST = (L_("{seat} must first say whether to show carte blanche (a hand without king, "
                 "queen or jack): 'carte blanche' or 'pass'."))
NO_BLANCHE = L_("{seat} may not show carte blanche: {why}")
NO_BLANCHE_TIME = L_("carte blanche is shown only before the first lead.")
NO_BLANCHE_HAND = L_(
    "the hand holds {cards}, and carte blanche is a hand without king, queen or jack."
)
NO_BLANCHE_RULES = L_("this game has no carte blanche.")
MELD_TIME = (L_("{seat} won the trick and may declare {what} before drawing; play resumes after "
             "'pass'."))
MELD_TIME_ONE = L_("a meld or the dix")
MELD_TIME_MANY = L_("melds")
NOT_MELD_TIME = L_("Melds are declared only by the winner of a trick, before drawing.")
NO_MELDS_END = L_("The stock is empty: no more melds are declared.")
PASS_NOTHING = L_("There is nothing to pass on now: {seat} is to play a card.")
ONE_MELD = (L_("Only one declaration a turn: {seat} has declared {meld} this turn, and may declare "
            "again after winning another trick."))
ONE_MELD_DIX = (L_("Only one declaration a turn, and the dix counts as one: {seat} made it this "
                "turn."))
NOT_HELD = L_("{seat} does not hold {card}.")
NOT_HELD_WON = (L_("{card} is not among the cards {seat} has won: in Fildinski melds come from the "
                "won cards lying before you."))
NOT_A_MELD = L_("{cards} is not a meld: {why}")
NOT_A_MELD_WHY = (L_("a meld is five trumps A 10 K Q J, four of a rank (aces, kings, queens or "
                  "jacks), a king and queen of one suit, or the {b} ({pair})."))
NOT_A_MELD_WHY_RUBICON = (L_("a meld is five cards A 10 K Q J of one suit, four of a rank (aces, "
                          "tens, kings, queens or jacks), a king and queen of one suit, or the "
                          "{b} ({pair}) up to four times over."))
NOT_A_MELD_NO_TRUMP = (L_("a meld is five trumps A 10 K Q J, four of a rank, a king and queen of "
                       "one suit, or the {b}."))
TRUMP_QUEEN_PAIR = L_("the trump queen with the jack of its partner suit")
DOUBLE_PAIR_NEEDED = L_("a double bezique needs both ♦J and both ♠Q")
REUSE_LOWER = (L_("{card} was already used in {earlier} ({was}); {meld} is worth less ({points}), "
               "so it cannot use that card again."))
REUSE_SAME = (L_("{card} was already used in {earlier}; another meld of that kind needs new cards "
              "only."))
REUSE_SAME_INTACT = (L_("{card} is still part of {earlier}, which lies complete on the table; the "
                     "same meld may be declared again only after one of its cards is played "
                     "and a new card takes its place."))
FIX_ONE = (L_("Before trump is fixed only one marriage or sequence may be declared in a turn: "
           "{meld} fixed trump this turn."))
TWICE_THIS_TURN = (L_("{card} is already in {meld}, declared this turn: one declaration may not "
                   "use a card in two melds."))
NEEDS_NEW_WON = (L_("In Fildinski each meld must hold one of the two cards just won ({won}); "
                 "{cards} holds neither."))
NO_DIX = L_("{seat} may not make the dix: {why}")
NO_DIX_RULES = L_("this game has no dix.")
NO_DIX_SEVEN = L_("the dix swaps the trump 7 {seven} from the hand, and {seat} does not hold one.")
NO_DIX_TURNED = L_("the turned card is already a 7.")
NO_DIX_DONE = L_("the dix is made once a turn.")
PLAY_FIRST = L_("{seat} won the trick and first declares or passes ('pass') before drawing.")
NOT_IN_HAND = L_("{seat} does not hold {card}.")
ALIKE = L_("{card} and {other} are alike; the card to play is {other}.")
MUST_FOLLOW_HIGHER = L_(
    "In the last tricks you must follow suit and win if you can: your {higher} "
    "beats the {led} led."
)
MUST_FOLLOW = L_("In the last tricks you must follow suit: you hold {cards} in {suit}.")
MUST_TRUMP = (L_("In the last tricks a player without the suit led must trump: you have no {suit} "
              "and hold the trumps {cards}."))

# -- notation -----------------------------------------------------------------------------------

BAD_ACTION = L_("cannot read the action {text!r}: {error}")
BAD_MELD_TEXT = (L_("cannot read {text!r} as a meld: write 'meld' and its two to eight cards, "
                 "e.g. 'meld ♠Q ♦J'"))
BAD_ACTION_TEXT = L_(
    "cannot read {text!r} as an action: write a card (♥10), 'meld' and its cards, "
    "'dix', 'pass' or 'carte blanche'"
)

# -- positions ----------------------------------------------------------------------------------

POS_NUMBER = L_("{what}: {value!r} is not a whole number")
POS_TWO_NUMBERS = L_("{what}: expected two numbers, one per player, got {value!r}")
POS_SEAT = L_("{value!r} is not a player: write P1 or P2")
POS_HEADER = (L_("{line!r}: the first line names the game: 'bezique position', 'rubicon position' "
              "or 'fildinski position'"))
POS_RULE_SET = L_("this is a {name} position, but the rules are {rules}'s")
POS_KEY = (L_("cannot read {line!r}: expected 'key: value' with a key such as dealer, trump, "
           "turned, stock, P1, table P1, shown P1, won P1, meld P1, sevens, dix, blanche, "
           "blanche to say, trick, declaring, just won, this turn or turn"))
POS_TWICE = L_("{key} is given twice (first on line {first})")
POS_MISSING = L_("the position has no {key} line")
POS_FIRST_DEAL = L_("deal: the first deal is 1")
POS_NO_TRUMP = L_("trump: only Rubicon starts without trump ('-'); name a suit")
POS_PACK = L_("{card} is not a card of {copies} piquet packs")
POS_REPEATED_CARD = L_("{value!r} names a card twice")
POS_TWO_PLACES = L_("{card} is in {where} and in {other}")
POS_WHERE_HAND = L_("{seat}'s hand")
POS_WHERE_TABLE = L_("{seat}'s melds on the table")
POS_WHERE_WON = L_("{seat}'s won cards")
POS_WHERE_TRICK = L_("the trick")
POS_WHERE_TURNED = L_("the turned card")
POS_WHERE_STOCK = L_("the stock")
POS_TABLE_FILDINSKI = L_("in Fildinski melds come from won cards: no card lies on the table")
POS_WON_ODD = L_("{seat} has won an odd number of cards; a trick gives two")
POS_TRICK = L_("trick: a trick on the table holds at most the card led")
POS_TURNED = L_("turned: {value!r} should be one card (or '-'), and Rubicon turns none")
POS_TURNED_SUIT = L_("the turned card {card} is not a trump ({trump})")
POS_STOCK_COUNT = L_("stock: {given} cards given, but {left} cards are not placed elsewhere")
POS_CARDS_MISSING = L_("these cards are nowhere: {cards}")
POS_STOCK_NO_TURNED = L_("the stock has cards, so the turned card is still beside it")
POS_TURNED_NO_STOCK = L_("the turned card is taken with the last card of the stock")
POS_SHOWN = L_("{seat} shows {cards}, which are not in {seat}'s concealed hand")
POS_NOT_MELD = L_("{cards} is not a meld of this game with the trump of the time")
POS_MELD_CARDS = L_("{cards}: a meld's cards lie on {seat}'s table or have been played")
POS_MELD_TWICE = L_("the meld {cards} is listed twice")
POS_TRUMP_MELDS = L_("trump does not agree with the melds: the first marriage or sequence fixes it")
POS_SEVENS = (L_("sevens: {value!r}: each player has 0 to 30 for trump 7s, in tens, where the game "
              "counts them"))
POS_DIX = L_("dix: one player at most, in a game with the dix")
POS_BLANCHE = (L_("blanche: carte blanche is shown in Rubicon, before the first trick, from a hand "
               "without king, queen or jack"))
POS_DECLARING = (L_("declaring: only the winner of the last trick declares, before the draw, "
                 "with the two cards just won in 'just won', and with no card led"))
POS_THIS_TURN = L_("this turn: more melds than the declaring player's last meld lines")
POS_STOCK_ODD = L_("the stock (the turned card included) must hold an even number of cards")
POS_SIZES = (L_("the hands do not fit the turn: P1 holds {a} cards and P2 {b} (with their melds), "
             "and {seat} is to play with {n} cards a hand"))
POS_TABLE_END = L_("the stock is empty, so the melded cards are back in the hands")
POS_TURN = L_("turn: it cannot be {value}'s turn in this position")

# -- the settings screen, and what the games call one round of a match --------------------------

ROUND_NAME = L_("deal")
LEVEL_LABEL = L_("Bezique bot")
RUBICON_LEVEL_LABEL = L_("Rubicon Bezique bot")
FILDINSKI_LEVEL_LABEL = L_("Fildinski bot")
TARGET_LABEL = L_("Bezique: match to")
FILDINSKI_TARGET_LABEL = L_("Fildinski: match to")
KH_LABEL = L_("Bezique: ♣J and ♥Q make the bezique when ♦ or ♠ is trump")
RUBICON_SCORING_LABEL = L_("Rubicon: rubicon scoring (game bonus, rubiconed loser)")
TRUMP_QUEEN_LABEL = L_("Rubicon: the bezique is the trump queen with its partner jack")

# -- the table as zones -------------------------------------------------------------------------

TB_SHOWN = L_("shown")
TB_TRICK = L_("Trick")
TB_STOCK = L_("Stock")
TB_TABLE = L_("{seat}'s melds on the table ({points} declared this deal)")
TB_MELDS = L_("{seat}'s melds ({points})")
TB_TRICKS = L_("{seat}'s tricks")
TB_WON_CARDS = L_("{seat}'s won cards")
TB_TRUMP = L_("Trump {suit} ({dutch}).")
TB_TRUMP_DIX = L_("Trump {suit} ({dutch}); after winning a trick you may swap your {seven} for "
                  "the turned card (the dix, {points}).")
TB_NO_TRUMP = L_("No trump yet: the first marriage or sequence declared fixes it.")
TB_POINTS = L_("Points this deal: P1 {a}, P2 {b}.")
TB_BRISQUES = L_("Brisques won (aces and tens, {value} each): P1 {a}, P2 {b}.")
TB_MELDER_ONE = L_("{seat} won the trick and may declare one meld or the dix before both draw.")
TB_MELDER_ONE_NO_DIX = L_("{seat} won the trick and may declare one meld before both draw.")
TB_MELDER_MANY = L_("{seat} won the trick and may declare melds before both draw.")
TB_MELDER_MANY_DIX = L_("{seat} won the trick and may declare melds, and make the dix, before "
                        "both draw.")
TB_MELDER_WON = L_("{seat} won {cards} and may declare melds from the won cards, each holding one "
                   "of them, before both draw.")
TB_MELDER_WON_DIX = L_("{seat} won {cards} and may declare melds from the won cards, each holding "
                       "one of them, and make the dix, before both draw.")
TB_BLANCHE = L_("{seat} holds no king, queen or jack and may show the hand as carte blanche "
                "({points}).")
TB_END_PHASE = L_("The stock is empty: the last tricks, no more melds. Follow suit and win the "
                  "trick if you can, else trump if you can.")
TB_MATCH = L_("Match: P1 {a}, P2 {b} (to {target}).")
TB_MATCH_OPEN = L_("Match: P1 {a}, P2 {b}.")
TB_HEADING = L_("deal {deal} · trump {suit} · P1 {a} · P2 {b} · to {target}")
TB_HEADING_NO_TARGET = L_("deal {deal} · trump {suit} · P1 {a} · P2 {b}")
TB_HEADING_NO_TRUMP = L_("deal {deal} · no trump yet · P1 {a} · P2 {b} · to {target}")
TB_HEADING_NO_TRUMP_NO_TARGET = L_("deal {deal} · no trump yet · P1 {a} · P2 {b}")

# The ideas the lessons teach (tutor.ideas): each one's name and its sentence.
IDEA_MELD_VALUES_NAME = L_("Know what a meld is worth")
IDEA_MELD_VALUES = L_(
    "A trump sequence 250, a double bezique 500, four aces 100: count the points before you choose "
    "which meld to make now."
)
IDEA_MELD_ORDER_NAME = L_("Which meld first")
IDEA_MELD_ORDER = L_(
    "Only one meld a trick won: declare first the meld the other player could spoil or that opens "
    "a second one from the same cards, and keep for later what waits safely."
)
IDEA_KEEP_OR_BREAK_NAME = L_("Keep a meld together, or play from it")
IDEA_KEEP_OR_BREAK = L_(
    "A card that can still score again on the table is worth more than a trick; play a card that "
    "no meld needs, unless the trick holds brisques worth taking."
)
IDEA_LAST_TRICKS_NAME = L_("Count the last tricks")
IDEA_LAST_TRICKS = L_(
    "Once the stock is empty every card is known: follow and win if you can, else trump; draw the "
    "trumps that could cut your aces and tens before you cash them."
)
IDEA_FIX_TRUMP_NAME = L_("Choose the trump you fix")
IDEA_FIX_TRUMP = L_(
    "In Rubicon the first marriage or sequence fixes trump: fix the suit you hold most and best "
    "in, since the sequence and the beziques of that suit are worth most."
)
IDEA_MELD_FROM_WON_NAME = L_("Meld from the cards you win")
IDEA_MELD_FROM_WON = L_(
    "In Fildinski melds come from your won cards, each with a card of the trick just won: win the "
    "trick that completes a meld."
)

#: The puzzles' themes by the files' word (``themes = [...]``), as the puzzle's heading names
#: them: in English the word itself.
THEME_NAMES = {
    "brisques": L_("brisques"), "cash-winners": L_("cash-winners"), "ending": L_("ending"),
    "fix-trump": L_("fix-trump"), "identical-cards": L_("identical-cards"),
    "keep-or-break": L_("keep-or-break"), "last-tricks": L_("last-tricks"),
    "meld-order": L_("meld-order"), "pull-trumps": L_("pull-trumps"), "reuse": L_("reuse"),
    "trump-control": L_("trump-control"),
}
