"""Every sentence the Gin Rummy engine says to a learner, in one place for translation.

Placeholders are named; cards are shown in the project's notation (suit then rank, e.g. ♥6).
"""

from __future__ import annotations

from ...i18n import L_, P_, Text

#: The actions as the notation writes them (English, as files keep them), shown and typed in the
#: reader's language (``tutor.actions``); a discard is its card alone.
ACTION_FORMS = (
    L_("stock"), L_("pile"), L_("knock {card} melds {melds}"), L_("knock {card}"),
    L_("gin {card} melds {melds}"), L_("gin {card}"), L_("big gin melds {melds}"), L_("big gin"),
    L_("layoff {cards}"),
)

#: The glossary: each term (a key, as the lessons name it: not shown) and its gloss.
GLOSSARY: dict[str, Text] = {
    "meld": L_("three or four cards of one rank (a set), or three or more in a row in one suit "
               "(a run)"),
    "deadwood": L_("the cards left outside your melds; their values are added up"),
    "knock": L_("end the hand with a little deadwood: at most the value of the limit card"),
    "gin": L_("end the hand with every card melded after your discard"),
    "big gin":  # internal
        L_("every one of your eleven cards melded, without a discard (option)"),
    "lay off":  # internal
        L_("add your deadwood to the melds of the player who went out"),
    "undercut": L_("the defender has as little deadwood as the knocker, or less"),
    "upcard": L_("the face-up card that opens the discard pile"),
    "stock": L_("the face-down pile you draw from"),
    "dead hand":  # internal
        L_("the stock is down to two cards and no one went out: nobody scores"),
    "game bonus":  # internal
        L_("100 for the winner of the match, added when a player reaches the target"),
    "line bonus":  # internal
        L_("25 for every hand a player won, added at the end of the match (box bonus)"),
    "shutout": L_("the loser scored nothing in the match: the winner's total is doubled"),
}

# Rules summary (GinRules.describe): its parts, joined by commas.
RULES_PILE_LIMIT = L_("knock limit set by the pile card")
RULES_FIRST_UPCARD = L_("knock limit set by the first upcard")
RULES_LAYOFF_GIN = L_("layoffs on gin")
RULES_NO_LAYOFF_GIN = L_("no layoffs on gin")
RULES_BIG_GIN = L_("big gin {bonus}")
RULES_TARGET = L_("game to {target}")
RULES_HANDS = P_("stop after {n} hand", "stop after {n} hands")
RULES_NO_GAME_BONUS = L_("no game bonus")
RULES_NO_LINE_BONUS = L_("no line bonus")
RULES_NO_SHUTOUT = L_("no shutout")

# Arrangements.
NO_MELDS = L_("no melds")
ARR_LINE = L_("{melds}; deadwood {dead} ({value})")
ARR_LINE_GIN = L_("{melds}; no deadwood")
ARR_TIE_LAYOFFS = L_(
    "{n} arrangements leave {value} deadwood; this one leaves the fewest places to "
    "lay off ({spots} cards, against {other} for the next best)."
)
ARR_TIE_CHOSEN = L_(
    "{n} arrangements leave {value} deadwood; the player who went out chose this one "
    "({spots} places to lay off, against {other} in the one laid down by "
    "default)."
)
ARR_TIE_ORDER = L_(
    "{n} arrangements leave {value} deadwood and {spots} places to lay off; this one "
    "is the first in card order (♠ ♥ ♦ ♣, ace to king)."
)

# Limits.
LIMIT_PILE = L_("{value} ({card} on the pile)")
LIMIT_UPCARD = L_("{value} (first upcard {card})")
LIMIT_NONE_EMPTY = L_("gin only (the pile is empty)")
LIMIT_NONE_ACE = L_("gin only (first upcard {card})")
WHY_LIMIT_PILE = L_("the limit is {value}, set by the {card} on the pile")
WHY_LIMIT_UPCARD = L_("the limit is {value} for the whole hand, set by the first upcard {card}")
WHY_NO_LIMIT = (L_("you took the only card of the pile, so no card sets a limit and only gin "
                "is possible"))
WHY_ACE_UPCARD = L_("the first upcard was the {card}, so this hand is gin only")

# Legality explanations.
GAME_OVER = L_("The match is over: no more actions.")
NOT_GIN_ACTION = L_("{action!r} is not a Gin Rummy action.")
MUST_OPEN = (L_("First open the discard pile: {seat} lays one of the eleven cards face up "
             "(type the card)."))
OPEN_NO_DRAW = L_("You hold eleven cards: open the pile with one of them before anyone draws.")
MUST_DRAW = L_("Draw first: take the top card of the stock, or the {card} from the pile.")
MUST_DRAW_STOCK = L_("Draw first: take the top card of the stock (the pile is empty).")
ALREADY_DREW = L_("You have drawn already: now discard a card (or knock, or go gin).")
PILE_EMPTY = L_("The pile is empty: draw from the stock.")
NOT_HELD = L_("You do not hold {card}.")
NO_THROW_BACK = L_("You took {card} from the pile this turn and may not throw it back at once.")
CANNOT_KNOCK = L_("You cannot knock: your deadwood is {value} ({dead}) and {why}.")
CANNOT_KNOCK_NO_LIMIT = L_("You cannot knock: {why}; your deadwood is {value} ({dead}).")
KNOCK_IS_GIN = L_(
    "Discarding {card} leaves no deadwood: that is gin, so say gin {card}, not knock."
)
CANNOT_GIN = L_("You cannot go gin: after discarding {card} your deadwood is {value} ({dead}).")
NO_BIG_GIN_RULE = L_("Big gin is not played here (the rules option big-gin is off).")
CANNOT_BIG_GIN = (L_("Big gin needs all eleven cards melded; your best arrangement leaves "
                  "{value} ({dead})."))
MELDS_NOT_HELD = L_("You cannot meld {card}: you do not hold it.")
MELDS_DISCARD = L_("You cannot meld {card}: it is the card you discard.")
MELDS_TWICE = L_("{card} is in two of your melds: a card belongs to one meld at a time.")
MELDS_NOT_MELD = (L_("{cards} is not a meld: a set is three or four cards of one rank, a run three "
                  "or more cards in a row in one suit, the ace low."))
MELDS_DEFAULT = (L_("Those are the melds laid down for you anyway ({arrangement}): say "
                 "{plain}."))
MELDS_ONLY = (L_("Your cards meld only one way for the least deadwood ({arrangement}): say "
              "{plain}."))
MELDS_MORE = (L_("Those melds leave {value} deadwood ({dead}); you may choose only among the "
              "arrangements that leave the least, {least}: {options}."))
MELDS_OTHER = (L_("You may choose only among the arrangements that leave the least deadwood, each "
               "run laid down whole: {options}."))
MELDS_OPTION = "({n}) {arrangement}"
NOT_LAYOFF_PHASE = L_("There is nothing to lay off: no one has gone out.")
MUST_LAY_OFF = L_(
    "{seat} went out: {defender} now shows the hand and lays off (or lays off nothing)."
)
NO_LAYOFF_ON_GIN = L_("No layoffs on a gin hand (the rules option no-layoff-on-gin is on).")
LAYOFF_NOT_HELD = L_("You cannot lay off {card}: you do not hold it.")
LAYOFF_NO_FIT = (L_("You cannot lay off {cards}: only {fits} fit the melds of {seat} "
                 "({melds}), a run at either end and a set of three with its fourth card."))
LAYOFF_NO_FIT_NONE = (L_("You cannot lay off {cards}: none of your cards fit the melds of {seat} "
                      "({melds})."))

# Action notation errors.
BAD_ACTION = (L_("bad action {text!r}: expected stock, pile, a card to discard (♥7), knock ♥7, "
              "gin ♥7, big gin, or layoff followed by cards (layoff - for none, layoff best)"))

BAD_LAYOFF = L_("bad action {text!r}: {error}")
BAD_MELDS = (L_("bad action {text!r}: after 'melds' write the melds, cards separated by spaces and "
             "melds by '/', e.g. knock ♥7 melds ♠J ♠Q ♠K / ♥9 ♦9 ♣9"))

# Events.
EV_DEAL = (L_("Hand {no}: {dealer} deals, {other} gets eleven cards and opens the pile; "
           "{dealer} plays first."))
EV_OPEN = L_("{seat} opens the pile with {card}.")
EV_DRAW_STOCK = L_("{seat} draws from the stock.")
EV_DRAW_STOCK_CARD = L_("{seat} draws {card} from the stock.")
EV_TAKE = L_("{seat} takes {card} from the pile.")
EV_DISCARD = L_("{seat} discards {card}.")
EV_KNOCK = L_(
    "{seat} knocks, discarding {card} face down: {value} deadwood ({dead}), limit {limit}."
)
EV_GIN = L_("{seat} goes gin, discarding {card} face down.")
EV_KNOCK_SEEN = L_("{seat} knocks, discarding face down: {value} deadwood ({dead}), limit {limit}.")
EV_GIN_SEEN = L_("{seat} goes gin, discarding face down.")
EV_BIG_GIN = L_("{seat} goes big gin: all eleven cards melded.")

# Scoring.
SC_HEAD_KNOCK = L_("Hand {no}: {seat} knocked with {value} deadwood; limit {limit}.")
SC_HEAD_GIN = L_("Hand {no}: {seat} went gin.")
SC_HEAD_BIG_GIN = L_("Hand {no}: {seat} went big gin.")
SC_MELDS = L_("{seat} melds: {arrangement}")
SC_LAYOFF = L_("{seat} lays off {card} on {meld}.")
SC_NO_LAYOFF = L_("{seat} lays nothing off.")
SC_NO_LAYOFF_GIN = L_("{seat} may not lay off on gin.")
SC_KNOCK_WINS = L_("{seat} has less deadwood: {dd} - {kd} = {base}.")
SC_UNDERCUT = L_("{seat} undercuts: {bonus} + ({kd} - {dd}) = {base}.")
SC_UNDERCUT_TIE = L_("Equal deadwood counts as an undercut: {seat} scores {bonus} + 0 = {base}.")
SC_GIN = L_("Gin bonus {bonus} + {seat}'s deadwood {dd} = {base}.")
SC_BIG_GIN = L_("Big gin bonus {bonus} + {seat}'s deadwood {dd} = {base}.")
SC_DOUBLED = L_("The {card} on top of the pile is a spade: doubled to {points}.")
SC_NOT_DOUBLED = L_("The {card} on top of the pile is no spade: no doubling.")
SC_NO_TOP = L_("No card lay on the pile: no doubling.")
SC_POINTS = L_("{seat} scores {points}. Match: {p1} - {p2}.")
SC_DEAD = (L_("Hand {no} is dead: a discard left {left} cards in the stock and no one went out; "
           "nobody scores. Match: {p1} - {p2}."))
EV_MATCH = P_("The match is over after {n} hand: {result}.",
              "The match is over after {n} hands: {result}.")
EV_MATCH_NO_BONUS = L_("Nobody reached {target}, so no match bonuses are added.")
EV_MATCH_WIN = L_("{winner} wins {a} to {b}")
EV_MATCH_DRAW = L_("a draw, {a} each")

# The match bonuses (MatchOver), one line each.
MB_HEAD = P_("The match is over after {n} hand: {seat} reached {target} and wins the match, "
              "{a} points to {b}.",
              "The match is over after {n} hands: {seat} reached {target} and wins the match, "
              "{a} points to {b}.")
MB_GAME = L_("Game bonus for {seat}, the winner: {bonus}.")
MB_LINE = P_("Line bonus for {seat}: {n} hand won × {bonus} = {points}.",
             "Line bonus for {seat}: {n} hands won × {bonus} = {points}.")
MB_LINE_NONE = L_("Line bonus for {seat}: no hand won, nothing.")
MB_TOTAL = "{seat}: {sum} = {total}."
MB_SHUTOUT = (L_("Shutout: {loser} scored nothing, so {seat}'s total is doubled: {total} × {mult} "
              "= {doubled}."))
MB_NO_SHUTOUT = L_("No shutout: {loser} did score ({points} in the match).")
MB_RESULT = L_("Final score: {seat} {a}, {loser} {b}.")

# Rules options errors.
OPTION_TARGET = L_("rules option 'target': {value} is not between 1 and 100000")
OPTION_HANDS = L_("rules option 'hands': {value} is not between 0 and 100000")

# The settings screen's words for this game, and what it calls one round of a match.
ROUND_NAME = L_("hand")
LEVEL_LABEL = L_("Gin Rummy bot")
FIRST_LABEL = L_("Gin: first upcard sets the limit")
NO_LAYOFF_LABEL = L_("Gin: no layoffs on a gin hand")
BIG_LABEL = L_("Gin: big gin (30)")
GAME_BONUS_LABEL = L_("Gin: 100 for winning the match")
LINE_BONUS_LABEL = L_("Gin: 25 a hand won (line bonus)")
SHUTOUT_LABEL = L_("Gin: shutout doubles the winner's total")

# The table as zones.
TB_HEADING = L_("hand {hand} · Player 1 {p1} · Player 2 {p2} (to {target})")
TB_HEADING_LIMIT = L_("hand {hand} · Player 1 {p1} · Player 2 {p2} (to {target}) · knock limit "
                      "{limit} ({card} on the pile)")
TB_STOCK = L_("Stock")
TB_PILE = L_("Discard pile")
TB_KNOWN = L_("taken from the pile")
TB_DEADWOOD = L_("deadwood {value}")
TB_WENT_OUT: dict[str, Text] = {
    "knock": L_("{seat} knocked"),
    "gin": L_("{seat} went gin"),
    "big-gin": L_("{seat} went big gin"),
}

# Position notation errors (the line number is added by NotationError).
POS_WHERE_HAND = L_("{seat}'s hand")
POS_WHERE_PILE = L_("the pile")
POS_WHERE_DISCARD = L_("the face-down discard")
POS_WHERE_STOCK = L_("the stock")
POS_NUMBER = L_("{what}: expected a whole number, got {value!r}")
POS_COPY = L_("{card}: Gin Rummy uses one pack (no ' copies)")
POS_KEY = L_("expected 'key: value' with a key among {keys}; got {line!r}")
POS_TWICE = L_("{key} given twice (first on line {first})")
POS_MISSING = L_("missing line '{key}:'")
POS_FIRST_HAND = L_("hand: the first hand is 1")
POS_SCORE = L_("score: expected two totals (P1 then P2), got {value!r}")
POS_WON = L_("won: expected two counts of hands won (P1 then P2), got {value!r}")
POS_WON_HANDS = L_(
    "won: the counts add up to {won}, more than the hands played before hand {hand} "
    "({before})"
)
POS_WON_SCORE = L_("won: {seat} won a hand, so cannot have 0 points (score: {p1} {p2})")
POS_TWO_PLACES = L_("{card} is in {where} and in {other}")
POS_TURN = (L_("turn: expected 'P1 open', 'P1 draw', 'P1 discard (drew from the stock)', "
            "'P1 discard (took ♥7 from the pile)', 'P1 lay off' or 'over'"))
POS_OUT_PHASE = L_("out: only while the defender lays off (turn: P? lay off)")
POS_OUT = (L_("out: expected 'P1 knock ♠5', 'P1 gin ♠5' or 'P1 big gin', each optionally followed "
           "by the melds chosen ('melds ♠J ♠Q ♠K / ♥9 ♦9 ♣9'), got {value!r}"))
POS_OUT_MELDS = L_("out: {error}")
POS_OUT_SEAT = L_("out: the player who went out is not the one laying off")
POS_OUT_MISSING = L_("missing line 'out:' (who went out, and how)")
POS_STOCK_COUNT = L_("stock: {given} cards given, but {left} cards are left unplaced")
POS_CARDS_MISSING = L_("cards missing from the position: {cards}")
POS_UPCARD_ONE = L_("upcard: expected one card, got {value!r}")
POS_UPCARD_OPEN = (L_("upcard: the pile is not opened yet, so there is no upcard (write '-', and "
                   "'pile: -')"))
POS_UPCARD_NEEDED = L_("upcard: name the first face-up card of the hand")
POS_LIMIT_PHASE = L_("limit: only while the player to move discards")
POS_LIMIT = L_("limit: the rules make it {want!r}, not {value!r}")
POS_OPENER = L_("turn: the non-dealer opens the pile")
POS_SIZES = L_("turn: the hands hold {a} and {b} cards, but this turn needs {wa} and {wb}")
POS_STOCK_LOW = L_("turn: the stock holds {n} cards; the hand is dead once a discard leaves {dead}")
POS_TOOK = L_("turn: {seat} took {card} but does not hold it")
POS_HISTORY_ITEM = L_("history: expected 'P1 ♥7' or 'P1 takes ♥7', got {item!r}")
POS_HISTORY_START = (L_("history: it starts with the non-dealer opening the pile with the upcard "
                     "{upcard}"))
POS_HISTORY_TAKE = L_("history: {seat} takes {card}, which is not on top of the pile then")
POS_HISTORY_PILE = L_("history: it leaves the pile as {got}, not {pile}")

# The ideas the lessons teach (tutor.ideas): each one's name and its sentence.
IDEA_MELDS_NAME = L_("Melds and deadwood")
IDEA_MELDS = L_("Sets and runs count nothing; every other card is deadwood, and low deadwood wins.")
IDEA_KNOCK_NAME = L_("Knock when you can")
IDEA_KNOCK = L_(
    "Knock as soon as your deadwood is within the limit, unless the undercut is likely."
)
IDEA_UNDERCUT_NAME = L_("Knock before the undercut")
IDEA_UNDERCUT = L_(
    "The longer you wait, the lower the other hand gets: a knock that is undercut costs you the "
    "difference and a bonus."
)
IDEA_GIN_NAME = L_("Gin and layoffs")
IDEA_GIN = L_(
    "Going gin stops every layoff and earns a bonus; against a knock, lay off all you can."
)
IDEA_SAFE_DISCARD_NAME = L_("A safe discard")
IDEA_SAFE_DISCARD = L_(
    "Throw what the other player cannot use: cards like those they threw, or whose meld is already "
    "dead."
)
IDEA_FIRST_UPCARD_NAME = L_("Choose the first upcard")
IDEA_FIRST_UPCARD = L_(
    "When the first upcard sets the limit for the whole hand, open high with a hand close to a "
    "knock, and low (an ace: gin only) with a poor one."
)
IDEA_LATE_STOCK_NAME = L_("Count the stock")
IDEA_LATE_STOCK = L_(
    "A discard that leaves two cards in the stock kills the hand: late in a hand, count the turns "
    "left before you wait, and let a hand die rather than knock into an undercut."
)
IDEA_MATCH_SCORE_NAME = L_("Play to the match score")
IDEA_MATCH_SCORE = L_(
    "Near 150 a knock can end the match either way, every hand won adds 25 at the end, and a "
    "shutout doubles everything: weigh the match, not only the hand."
)

#: The puzzles' themes by the files' word (``themes = [...]``), as the puzzle's heading names
#: them: in English the word itself.
THEME_NAMES = {
    "dead-hand": L_("dead-hand"), "deadwood": L_("deadwood"), "discard": L_("discard"),
    "doubling": L_("doubling"), "first-upcard": L_("first-upcard"), "gin": L_("gin"),
    "knock": L_("knock"), "late-stock": L_("late-stock"), "layoff": L_("layoff"),
    "limit": L_("limit"), "match": L_("match"), "match-score": L_("match-score"),
    "rules-option": L_("rules-option"), "safety": L_("safety"), "scoring": L_("scoring"),
    "undercut": L_("undercut"), "upcard": L_("upcard"), "wait": L_("wait"),
}
