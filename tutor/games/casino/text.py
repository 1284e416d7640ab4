"""Every sentence of the Casino engine, its notation and its table, in one place for translation.

Whole sentences with placeholders; the code only fills them in.
"""

from __future__ import annotations

from ...cards import Rank
from ...i18n import L_, P_, Text

# -- words inside sentences ---------------------------------------------------------------------

#: The plays as the notation writes them (English, as files keep them), shown and typed in the
#: reader's language (``tutor.actions``).
ACTION_FORMS = (
    L_("{card} trails"), L_("{card} takes {items}"), L_("{card} builds {value} on {cards}"),
    L_("{card} raises [{cards}] to {value}"), L_("{card} calls {value} on {items}"),
)

#: The last two of a list of names: "P1 and P2"; the names before them go before ``first``,
#: separated by commas ("P1, P2 and P3").
LIST_AND = L_("{first} and {last}")
#: A value as a player names the card: the ace, else the number.
ACE_WORD = L_("ace")
#: A card of a value, with its article: "a 9", "an 8", "an ace".
A_VALUE = L_("a {value}")
AN_VALUE = L_("an {value}")
AN_ACE = L_("an ace")
#: The face cards, which only pair.
FACE_RANK: dict[Rank, Text] = {Rank.JACK: L_("jack"), Rank.QUEEN: L_("queen"),
                               Rank.KING: L_("king")}
BUILD_OF = L_("build of {value} ({cards})")
CALL_OF = L_("call of {value} ({cards})")
#: A combination with whose it is: the player's own, or another player's.
OWN_BUILD_OF = L_("their build of {value} ({cards})")
OWN_CALL_OF = L_("their call of {value} ({cards})")
OWNERS_BUILD_OF = L_("{owner}'s build of {value} ({cards})")
OWNERS_CALL_OF = L_("{owner}'s call of {value} ({cards})")

# -- the rules options --------------------------------------------------------------------------

RULES_PLAYERS = P_("{n} player", "{n} players")
RULES_PARTNERS = L_("partners (opposite seats pool their captures)")
RULES_SWEEPS = L_("sweeps score 1 each")
RULES_TARGET = L_("game to {target}")
RULES_ROUNDS = P_("stop after {n} round", "stop after {n} rounds")

# -- events -------------------------------------------------------------------------------------

EV_ROUND = L_("Round {no}: {dealer} deals and {first} plays first. On the table: {cards}.")
EV_DEAL = L_("A new deal: {n} cards to each player, {left} left in the stock.")
EV_DEAL_YOURS = L_(
    "A new deal: {n} cards to each player, {left} left in the stock. Yours: {cards}."
)
EV_TRAIL = L_("{seat} trails {card}.")
EV_CAPTURE = L_("{seat} plays {card} and takes {taken}.")
EV_CLEARED = L_("That clears the table.")
EV_SWEEP = L_("That clears the table: a sweep.")
EV_BUILD = L_("{seat} plays {card} onto {cards}: building {value}.")
EV_RAISE = L_("{seat} plays {card} onto {build}: building {value}.")
EV_CALL = L_("{seat} plays {card} onto {taken}: calling {value}.")
EV_TABLE_TAKEN = L_("{seat} made the last capture and takes the rest of the table: {cards}.")
EV_TABLE_LEFT = L_("Nobody captured this round, so nobody takes the table: {cards}.")
EV_GAME_WON = P_("The game is over after {n} round (to {target}): {result}",
                 "The game is over after {n} rounds (to {target}): {result}")
EV_STOPPED = P_("The game stops after {n} round: {result}",
                "The game stops after {n} rounds: {result}")
EV_WIN = L_("{winner} wins, {a} to {b}.")
EV_DRAW = L_("a draw at {a}.")

# -- a round's scoring, line by line -----------------------------------------------------------

SC_HEAD = L_("Round {no} ({dealer} dealt):")
SC_CARDS = L_("Cards: {counts}.")
SC_SPADES = L_("Spades: {counts}.")
SC_MOST = L_("{side} has the most: {points}.")
SC_TIE_TWO = L_("A tie: nobody scores the {points}.")
SC_TIE = L_("{sides} tie for the most: nobody scores the {points}.")
SC_BIG_TAKEN = L_("Big casino {card}: {side} took it, {points}.")
SC_BIG_NOBODY = L_("Big casino {card}: nobody took it.")
SC_LITTLE_TAKEN = L_("Little casino {card}: {side} took it, {points}.")
SC_LITTLE_NOBODY = L_("Little casino {card}: nobody took it.")
SC_ACES = L_("Aces, 1 each: {held}.")
SC_ACES_SIDE = "{side} {cards} ({points})"
SC_NO_ACES = L_("Aces: nobody took one.")
SC_SWEEPS = L_("Sweeps, {points} each: {counts}.")
SC_VOID_SWEEP = (L_("{seat}'s last capture cleared the table, but the last capture of a round is "
                 "no sweep."))
SC_ROUND = L_("Round score: {score}.")
SC_MATCH = L_("Match: {score}.")
SC_LEVEL = L_("{sides} are level at {total}, the highest: another round decides.")

# -- refusals: the rule, in the learner's terms ------------------------------------------------

GAME_OVER = L_("The game is over: nobody plays any more.")
NOT_AN_ACTION = (L_("{action!r} is not a play: play a card from your hand to take, build, raise, "
                 "call or trail."))
NOT_LEGAL = L_("{action} is not a legal play here.")
NOT_HELD = L_("You do not hold {card}.")
NO_TRAIL_BUILD = (L_("You cannot trail: you own the {combo} and must take or raise it. A player "
                  "who owns a build or call on the table may not trail."))
NO_TRAIL_CALL = (L_("You cannot trail: you own the {combo} and must take it. A player who owns a "
                 "build or call on the table may not trail."))
NO_TRAIL_SEVERAL = (L_("You cannot trail: you own the {combos}. A player who owns a build or call "
                    "on the table may not trail."))
FACE_NO_COMBINE = (L_("{card} is a {rank}: jacks, queens and kings never build or call; a {rank} "
                   "only takes one {rank} from the table, or trails."))
NOT_ON_TABLE = L_("{card} is not on the table.")
NAMED_TWICE = L_("{card} is named twice.")
NOT_A_COMBO = L_(
    "[{cards}] is not a build or call on the table: those cards lie loose, each on its "
    "own."
)
PART_OF = L_("{card} is part of the {combo}: a build or call goes whole, never in part.")
LAST_CARD = (L_("You cannot play {card} that way: it is your last {value} and you own the "
             "{combo}. Keep {a_value} to take it, or take it now."))
TAKE_NOTHING = L_("Name what {card} takes.")
FACE_TAKES_ONE = L_("{card} is a {rank}: it takes exactly one {rank} from the table, nothing else.")
WRONG_COMBO_VALUE = L_("The {combo} is worth {value}: only {a_value} takes it, not {card}.")
FACE_ONLY_PAIRS = L_("{card} is a {rank}: only a {rank} takes it.")
CANNOT_TAKE = (L_("{card} cannot take {cards}: loose cards go in groups that each add up to "
               "{value}, and {why}."))
CANNOT_CALL = (L_("{card} cannot call {value} on {cards}: your card and the loose cards must split "
               "into groups that each add up to {value}, and {why}."))
SUM_NOT_MULTIPLE = L_("they add up to {total}")
SUM_NO_SPLIT = L_("they add up to {total} but do not split into groups of {value}")
BUILD_ON_COMBO = L_("{problem} To add a card to a build, raise it or call it.")
BUILD_ON_NOTHING = L_("{card} needs loose table cards to build on: name them after 'on'.")
FACE_NOT_IN_BUILD = L_(
    "{card} is a {rank}: jacks, queens and kings are never part of a build or call."
)
BUILD_SUM = L_("{cards} make {total}, not {value}.")
BUILD_TOO_HIGH = L_("{cards} make {total}: a build is worth at most {most}.")
BUILD_NO_CARD = L_("You cannot build {value}: you hold no {value} to take the build with later.")
RAISE_NOT_BUILD = L_("[{cards}] is not a build on the table.")
RAISE_CALL = L_("The {combo} cannot be raised: a call keeps its value, {value}.")
RAISE_SUM = L_("The {combo} and {card} make {total}, not {value}.")
RAISE_TOO_HIGH = L_("The {combo} and {card} make {total}: a build is worth at most {most}.")
RAISE_NO_CARD = L_("You cannot raise to {value}: you hold no {value} to take the build with later.")
CALL_RANGE = L_("A call is worth 1 to {most}, not {value}.")
CALL_CARD_HIGH = L_("{card} is worth more than {value}: it cannot be part of a call of {value}.")
CALL_NO_CARD = (L_("You cannot call {value}: you hold no other {value} to take the call with "
                "later."))
CALL_WRONG_COMBO = L_("The {combo} is not worth {value}: a call combines only groups of {value}.")
CALL_ONE_GROUP = (L_("{card} and those cards make one group of {value}: that is a build. A call "
                  "combines two or more groups of {value}."))

# -- reading actions ----------------------------------------------------------------------------

BAD_ACTION = (L_("bad play {text!r}: expected e.g. '♥7 trails', '♥8 takes ♣8 [♠3 ♦5]', "
              "'♥3 builds 8 on ♦5', '♥2 raises [♠3 ♦5] to 10', '♥8 calls 8 on ♣8', or a card "
              "alone"))
BAD_VALUE = L_("bad value {value!r} in {text!r}: expected a whole number")
BAD_BRACKETS = L_("unbalanced brackets in {text!r}: write a build or call as [♠3 ♦5]")
NO_SUCH_RANK = L_("you hold no card of rank {rank!r}")

# -- positions ----------------------------------------------------------------------------------

POS_KEY = (L_("unknown line {line!r}: expected 'key: value' with a key among seed, round, score, "
           "dealer, the seats (P1.. or N E S W), table, build, call, captured <seat>, stock, "
           "last capture, sweeps, turn"))
POS_TWICE = L_("{key!r} is given twice (first on line {first})")
POS_MISSING = L_("the position needs a '{key}:' line")
POS_NUMBER = L_("bad {what} {value!r}: expected a whole number")
POS_COPY = L_("{card}: Casino uses one pack, so a card has no copies")
POS_SEAT = L_("bad seat {value!r}: expected one of {seats}")
POS_SEAT_NAMES = L_("name the seats one way: P1, P2, P3 for two or three players, N E S W for four")
POS_PLAYERS = L_("the hands must be those of 2, 3 or 4 players, every seat once: {seats}")
POS_FIRST_ROUND = L_("the first round is round 1")
POS_SCORE = L_("bad score {value!r}: expected {sides} numbers, one per side")
POS_TWO_PLACES = L_("{card} is in {where} and in {other}")
POS_WHERE_HAND = L_("{seat}'s hand")
POS_WHERE_TABLE = L_("the table")
POS_WHERE_BUILD = L_("the build of {value}")
POS_WHERE_CALL = L_("the call of {value}")
POS_WHERE_CAPTURED = L_("{seat}'s captured cards")
POS_WHERE_STOCK = L_("the stock")
POS_STOCK_COUNT = L_("the stock holds {given} cards, but {left} cards are not placed elsewhere")
POS_CARDS_MISSING = L_("these cards are nowhere in the position: {cards}")
POS_STOCK_SIZE = (L_("a stock of {n} cards does not fit the deal: each deal takes {per} cards from "
                  "the stock, which holds {first} after the first"))
POS_SIZES = (L_("the hands hold {sizes} cards, which does not fit {seat} to play: every seat from "
             "{first} (the dealer's left) before {seat} has played one card more this deal, and "
             "a hand holds 1 to {most} cards"))
POS_OVER = (L_("a finished game has empty hands, stock and table (the table's last cards went to "
            "the last player to capture)"))
POS_LAST = L_("bad last capture {value!r}: expected a seat, '-' for nobody, and 'sweep' after it")
POS_LAST_NEEDED = L_("cards were captured, so say who captured last")
POS_LAST_EMPTY = L_("{seat} captured last but has captured no cards")
POS_SWEEPS = L_("bad sweeps {value!r}: expected {players} numbers, one per seat")
POS_SWEEPS_CAPTURED = L_("{seat} cannot have more sweeps than captured cards")
POS_SWEEP_COUNTED = L_("{seat}'s last capture was a sweep, so it counts among {seat}'s sweeps")
POS_OWNER_CARD = (L_("{seat} owns the {combo} but holds no {value}: the owner of a build or call "
                  "always keeps a card to take it"))
POS_COMBO = L_("bad {kind} line: expected its value, its owner and its cards, e.g. '8 P1 ♦2 ♣6'")
POS_COMBO_CARDS = L_("a {kind} line holds at most {most} cards")
POS_COMBO_FACE = L_("{card} cannot be part of a {kind}: jacks, queens and kings only pair")
POS_COMBO_VALUE = L_("a {kind} of {value}: a {kind} is worth 1 to {most}")
POS_BUILD_SUM = L_("a build's cards add up to its value, and {cards} make {total}, not {value}")
POS_CALL_SPLIT = (L_("a call's cards split into two or more groups of its value: {cards} do not, "
                  "for {value}"))

# -- rules options errors -----------------------------------------------------------------------

OPTION_PLAYERS = L_("rules option 'players': {value} is not 2, 3 or 4")
OPTION_TARGET = L_("rules option 'target': {value} is not between 1 and 10000")
OPTION_ROUNDS = L_("rules option 'rounds': {value} is not between 0 and 100000")

# -- the settings screen, and what the game calls one round of a match ---------------------------

ROUND_NAME = L_("round")
LEVEL_LABEL = L_("Casino bot")
PLAYERS_LABEL = L_("Casino: players at the table")
PARTNERS_LABEL = L_("Casino: partners with four players")
SWEEPS_LABEL = L_("Casino: sweeps score a point")

# -- the table as zones -------------------------------------------------------------------------

TB_HEADING = L_("round {round} · {score} (to {target})")
TB_SIDE_SCORE = "{side} {points}"
TB_TABLE = L_("Table")
TB_STOCK = L_("Stock")
TB_CAPTURED = L_("{seat}'s captures")
TB_SWEEPS_NOTE = L_("sweeps {n}")
TB_LAST = L_("{seat} captured last.")
TB_LAST_SWEPT = L_("{seat} captured last, clearing the table.")
TB_MATCH = L_("Match: {score} (to {target}); round {round}.")
TB_BUILD = L_("build of {value}")
TB_CALL = L_("call of {value}")

# The ideas the lessons teach (tutor.ideas): each one's name and its sentence.
IDEA_CAPTURE_NAME = L_("Take what you can")
IDEA_CAPTURE = L_(
    "A card takes a table card of its value, or loose cards that add up to it; take the cards that "
    "score (spades, aces, the casinos) and leave the next player little."
)
IDEA_SWEEP_NAME = L_("Take several groups at once")
IDEA_SWEEP = L_(
    "One card takes every group worth its value: a pair, cards that add up, a build; clearing the "
    "table leaves the next player nothing."
)
IDEA_BUILD_NAME = L_("Build for your next turn")
IDEA_BUILD = L_(
    "Play a card onto loose cards to make a build worth a card you keep: it gathers cards now and "
    "takes them next turn, as long as no one else holds that value."
)
IDEA_RAISE_NAME = L_("Raise a build")
IDEA_RAISE = L_(
    "Raise your own build to a value that is safer, or an opponent's build to a value you hold: it "
    "becomes yours, and they cannot take it with the card they kept."
)
IDEA_CALL_NAME = L_("Call a build")
IDEA_CALL = L_(
    "Add a second group of the same value to a build and it becomes a call: it can no longer be "
    "raised, and one card still takes it all."
)
IDEA_TRAIL_NAME = L_("Trail what gives nothing away")
IDEA_TRAIL = L_(
    "With nothing worth taking or building, trail a card that makes no sum the next player can "
    "take, and never while you own a build or call."
)
IDEA_COUNT_SPADES_NAME = L_("Count the spades and the cards")
IDEA_COUNT_SPADES = L_(
    "Most cards is worth 3 and most spades 1: count both as the round goes, and take the spade or "
    "the extra cards when the count is close."
)
IDEA_BIG_CASINO_NAME = L_("Guard the casinos")
IDEA_BIG_CASINO = L_(
    "The ♦10 is worth 2 and the ♠2 is worth 1: take them when you can, build onto them to take "
    "them next turn, and never leave them where the next player can take them."
)

#: The puzzles' themes by the files' word (``themes = [...]``), as the puzzle's heading names
#: them: in English the word itself.
THEME_NAMES = {
    "aces": L_("aces"), "adding-up": L_("adding-up"), "big-casino": L_("big-casino"),
    "build": L_("build"), "call": L_("call"), "capture": L_("capture"),
    "clear-table": L_("clear-table"), "combinations": L_("combinations"),
    "count-spades": L_("count-spades"), "last-capture": L_("last-capture"),
    "little-casino": L_("little-casino"), "most-cards": L_("most-cards"),
    "multiple-build": L_("multiple-build"), "pairing": L_("pairing"),
    "protect-big-casino": L_("protect-big-casino"), "raise": L_("raise"),
    "raise-opponent": L_("raise-opponent"), "safe-trail": L_("safe-trail"), "spades": L_("spades"),
    "sweep": L_("sweep"), "take-their-build": L_("take-their-build"), "trail": L_("trail"),
    "what-to-build": L_("what-to-build"), "when-to-build": L_("when-to-build"),
}

#: The cards called by a name (``tutor check``: a title must not name its answer by it).
CARD_NAMES = {"little casino": "♠2", "big casino": "♦10"}  # internal
