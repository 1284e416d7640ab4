"""Every sentence the teaching package shows to a learner or an author, in one place.

Placeholders are ``str.format`` fields. Author-facing messages (problems in lesson and puzzle
files) say what is wrong and what was expected.
"""

from __future__ import annotations

from ..i18n import L_, P_

# The seat marks are the table's own words; re-exported for the adapters.
from ..zones import MARK_DEALER as MARK_DEALER
from ..zones import MARK_GOES as MARK_GOES
from ..zones import MARK_TO_MOVE as MARK_TO_MOVE
from ..zones import MARK_YOU as MARK_YOU

AND = L_(" and ")
OR = L_(" or ")
NOTHING = L_("nothing")

# -- Feedback -------------------------------------------------------------------------------
HEAD_RIGHT = L_("Right.")
HEAD_WRONG = L_("Not right.")
HEAD_UNREADABLE = L_("I cannot read that answer.")
HEAD_WHICH = L_("Which one do you mean?")
CHECK_NO_IDEA = (L_("a best-action puzzle needs a theme naming an idea its hint can point to: one "
                 "of {ideas}"))
EXERCISE_TITLE = L_("From the lesson “{title}”")
HINT_IDEA = L_("Think of the idea: {name}. {sentence}")
HINT_IDEA_LESSON = L_("Think of the idea: {name}. {sentence} (Lesson: “{lesson}”.)")
HINT_LOOK = L_("Look at this: {hint}")
WHICH = L_("“{answer}” fits more than one move: {choices}. Choose one.")
UNREADABLE = "{error}"
PLAY_NOT_THIS = L_("{action} is allowed here, but it is not the card this position asks for.")
PLAY_NOT_THIS_MOVE = L_("{action} is allowed here, but it is not the move this position asks for.")
LEGAL_ALL = L_("Exactly: {actions}.")
LEGAL_MISSED = L_("You left out: {actions}.")
LEGAL_EXTRA = L_("{action} is not allowed: {why}")
QTY_TWICE = L_("'{label}' is given twice.")
QTY_BAD_WORD = L_("'{word}' is not something to count here; give {labels}.")
QTY_NO_NUMBER = L_("'{label}' needs a number after it.")
QTY_MIXED = L_("Give every number with its label, or none of them.")
QTY_COUNT = P_("Give {n} number: {labels}.", "Give {n} numbers: {labels}.")
QTY_WRONG = L_("The {labels} count is not right.")
QTY_WRONG_RIGHT = L_("The {wrong} count is not right. The {right} count is right.")
# The words of a score step's quantities, by the label the files use (``points 9``): shown in the
# language spoken, and typed in either (``tutor.teach.steps.shown_label``).
SCORE_WORDS = {"points": L_("points"), "roem": L_("roem"), "deadwood": L_("deadwood"),
               "brisques": L_("brisques")}
#: The items a side counts (``P1-spades``), with the side as ``{side}``.
SCORE_SIDE_WORDS = {
    "melds": L_("{side}-melds"), "brisques": L_("{side}-brisques"), "total": L_("{side}-total"),
    "cards": L_("{side}-cards"), "spades": L_("{side}-spades"), "aces": L_("{side}-aces"),
    "sweeps": L_("{side}-sweeps"), "roem": L_("{side}-roem"), "match": L_("{side}-match"),
    "lives": L_("{side}-lives"), "final": L_("{side}-final"),
}
CHOICE_UNREADABLE = L_("'{answer}' is not one of the options: answer with {letters}.")
CHOICE_MORE = L_("More than one option is true here.")
NOT_AN_EXERCISE = L_("this step asks nothing: it is prose or a position to look at")
NOTE_LEGAL = L_("{action} is allowed here.")
NOTE_TO_MOVE = L_("{seat} is to play.")

# -- Levels, as the lesson list and a puzzle's heading name them (its themes: each game's) --
#: By the files' word (``level: novice``, ``lesson.LEVELS``).
LEVEL_NAMES = {"beginner": L_("beginner"), "novice": L_("novice"),
               "intermediate": L_("intermediate"), "advanced": L_("advanced"),
               "strong": L_("strong")}

# -- Questions ------------------------------------------------------------------------------
ASK_PLAY = L_("{seat} to play. What do you play?")
ASK_LEGAL = L_("{seat} to play. Which cards may {seat} play? Name them all.")
ASK_SCORE_TRICK = L_("Count this trick: {what}?")
ASK_CHOICE = L_("Choose one.")

# -- The table ------------------------------------------------------------------------------

# -- Problems in block bodies ---------------------------------------------------------------
BLOCK_BAD_LINE = L_("expected 'key: value', '- option' or an indented continuation, got {line!r}")
BLOCK_CONTINUATION_FIRST = L_("an indented line continues a field, but no field comes before it")
BLOCK_NESTED = (L_("a '{kind}' block must stand at the top level of the lesson, not inside a list "
                "or quote"))
KEY_NOT_HERE = L_("'{key}' does not belong in a {kind} block")
KEY_TWICE = L_("'{key}' is given twice (first on line {first})")
KEY_UNKNOWN = (L_("unknown key '{key}' in a {kind} block: expected one of {keys}, or a line of the "
               "position"))
OPTIONS_ONLY_CHOICE = L_("'- option' lines belong in choice blocks, not in a {kind} block")
NEEDS_POSITION = L_("a {kind} block needs a position: its lines, or 'use: NAME' of an earlier one")
NEEDS_POSITION_FOR = L_("'{key}' needs a position in the same block")
NEEDS_ANSWER = L_("a {kind} block needs 'answer:'")
USE_AND_LINES = L_("'use: {name}' takes an earlier position; do not add position lines as well")
USE_UNKNOWN = L_("no earlier position is named '{name}' (named so far: {known})")
USE_FAILED = L_("the position '{name}' (line {line}) has a problem of its own")
NAME_TWICE = L_("the name '{name}' is already used on line {line}")
THEN_FAILS = L_("'then' cannot play {action}: {error}")
NOBODY_TO_MOVE = L_("nobody is to play in this position")
SEAT_NOT_TO_MOVE = L_("'seat: {seat}' but {mover} is to play; the learner plays for {mover}")
HIDE_BAD = L_("bad 'hide': {error}; use seats, 'others', 'opponents' or 'none'")
HIDE_MOVER = L_("the hand of the player to move cannot be hidden: the learner plays from it")
ANSWER_UNREADABLE = L_("cannot read the answer: {error}")
ANSWER_ILLEGAL = L_("the stated answer {action} is illegal here: {why}")
NOTE_UNREADABLE = L_("cannot read the answer this note is for: {error}")
NOTE_ON_ACCEPTED = L_("'wrong {action}' gives a note for an answer that is accepted")
LEGAL_MISMATCH = L_("the stated legal cards differ from the engine's ({engine}): {details}")
LEGAL_LEAVES_OUT = L_("it leaves out {actions}")
LEGAL_WRONGLY_IN = L_("it includes {action}, which is illegal: {why}")
SCORE_LABEL_NOT_HERE = L_("'{label}' cannot be counted here; this count has {labels}")
SCORE_MISMATCH = L_("the stated {label} {stated} differs from the engine's {engine}: {why}")
CHOICE_FEW = L_("a choice block needs at least two '- option' lines")
CHOICE_MANY = L_("a choice block can have at most {n} options")
CHOICE_SAME = L_("the option {option!r} is given twice (first on line {line})")
CHOICE_ANSWER_NOT_OPTION = (L_("'answer: {answer}' names no option: give an option's text, its "
                            "letter (a, b, ...) or several letters"))
CHOICE_MISMATCH = (L_("'check: {check}': the engine finds {engine} true, but the answer says "
                   "{stated}"))
COUNT_NEEDS_CHECK = (L_("'{key}' describes something to count, which only a counting check uses "
                     "({checks})"))
UNKNOWN_CHECK = L_("unknown check '{check}': expected one of {known}")
OPTION_UNREADABLE = L_("cannot read the option {option!r}: {error}")
OPTION_NOT_CARD = L_("the option {option!r} must be one card")
OPTION_NOT_NUMBER = L_("the option {option!r} must be a whole number")
OPTION_NOT_YES_NO = L_("the option {option!r} must be yes or no")
QUERY_NEEDS_POSITION = L_("'check: {check}' needs a position in the block")

# -- Counting -------------------------------------------------------------------------------
COUNT_NEEDS_WHAT = (L_("a score block needs something to count: a position, 'cards:' with "
                    "'trump:', or a deal's 'points:'"))
NO_COUNTING = L_("counting is not available for {game} yet")
NO_POSITIONS = L_("{game} has no position notation yet")
SHORT_NO_POSITION = (L_("'{key}' needs a position, but this block counts cards given directly "
                     "('cards:' or 'points:')"))

# -- Lesson files ---------------------------------------------------------------------------
FRONT_MISSING = L_("a lesson starts with a front-matter header between '---' lines")
FRONT_UNCLOSED = L_("the front-matter header has no closing '---' line")
FRONT_BAD_LINE = L_("expected 'key: value' in the header, got {line!r}")
FRONT_UNKNOWN = L_("unknown header key '{key}': expected one of {keys}")
FRONT_TWICE = L_("'{key}' is given twice in the header (first on line {line})")
FRONT_NEEDS = L_("the header needs '{key}:'")
BAD_ID = L_("bad id '{id}': use lower-case letters, digits and '-'")
BAD_LEVEL = L_("unknown level '{level}': expected one of {levels}")
GAME_NOT_PLAYABLE = L_("{game} has no engine yet")
RULES_WORD = L_("bad rules option {item!r}: expected KEY=VALUE, e.g. play=amsterdam")
NO_EXERCISES = L_(
    "the lesson asks nothing: it needs at least one play, legal, score or choice block"
)
#: How a message names a line (a position's notation says it of its own lines; a lesson's
#: problems of the file's): the same words as the games' notation messages.
LINE_REF = L_("line {line}")

# -- Progress store -------------------------------------------------------------------------
STORE_MOVED_ASIDE = (L_("Your progress file {path} could not be read ({reason}). It was moved to "
                     "{moved} and a fresh one was started; nothing was deleted."))
STORE_RECOVERED = P_(
    "Your progress file {path} could not be used ({reason}). It was moved to {moved} and a "
    "fresh one was started with the {n} entry that could still be read whole; nothing was "
    "deleted.",
    "Your progress file {path} could not be used ({reason}). It was moved to {moved} and a "
    "fresh one was started with the {n} entries that could still be read whole; nothing was "
    "deleted.")
STORE_MISSING_TABLE = L_("the table {table} is missing")
STORE_DAMAGED_TABLE = L_("the table {table} lacks {columns}")
STORE_DAMAGED_ROW = L_("an entry in the table {table} is damaged")
STORE_DAMAGED_SCHEMA = L_("the description of its tables is damaged ({error})")
STORE_NEWER = (L_("Your progress file {path} was written by a newer version of tutor ({reason}). "
               "It was moved to {moved} and a fresh one was started; nothing was deleted."))
STORE_VERSION = L_("schema version {found}, this program knows up to {known}")
STORE_NOT_A_FILE = L_("it is not a regular file")
STORE_SIDE_NOT_A_FILE = L_("the file {name} beside it is not a regular file")
STORE_NO_DIR = L_("cannot create the data directory {path}: {error}")
STORE_CANNOT_MOVE = L_("cannot move the unreadable progress file {path} aside: {error}")
STORE_CANNOT_WRITE = L_("cannot write to the progress file {path} now: {error}")
STORE_CANNOT_START = L_("cannot start a progress file at {path}: {error}")
STORE_CANNOT_OPEN = (L_("cannot open the progress file {path} now: {error}; it was left as it is; "
                     "set TUTOR_DATA_DIR to use another directory"))

# -- Puzzle files ---------------------------------------------------------------------------
PZ_TOML = L_("not valid TOML: {error}")
PZ_SET_SHAPE = L_("'puzzle' must be an array of tables: [[puzzle]]")
PZ_SET_ID = L_("a set of [[puzzle]] tables gives each puzzle its own id, not one at the top")
PZ_ID_TWICE = L_("the id '{id}' is used twice in this file (first on line {line})")
PZ_UNKNOWN = L_("unknown puzzle key '{key}': expected one of {keys}")
PZ_NEEDS = L_("the puzzle needs '{key}'")
PZ_TYPE_STRING = L_("'{key}' must be a string")
PZ_TYPE_LIST = L_("'{key}' must be a list of strings")
PZ_TYPE_TABLE = L_("'{key}' must be a table of rules options, e.g. {example}")
PZ_KIND = L_("unknown kind '{kind}': expected one of {kinds}")
PZ_SAMPLES = L_("'samples' goes only with kind = \"best\", a whole number from {low} to {high}")
PZ_MARGIN = L_("'margin' is a number of at least 0, for best-action puzzles only")
PZ_NO_SUCH_SEAT = L_("'to-move: {seat}': there is no such seat at this table")
PZ_LINE_KIND = L_("a line of several moves (answer-2 ...) must be a best-action puzzle")
PZ_LINE_GAP = L_("the line skips move {n}: number the moves 2, 3, ... without a gap")
PZ_LINE_ONE = L_(
    "each move of a line has one answer (a single action), since the line goes on from it"
)
PZ_LINE_MOVER = (L_("after the replies before move {n}, {mover} is to play, not {seat}: a line is "
                 "one seat's decisions"))
PZ_TO_MOVE = L_("'to-move' says {stated}, but in the position {mover} is to play")
PZ_ANSWER_SCORE = (L_("a score answer is a table of numbers, e.g. answer = { points = 34, roem = "
                   "20 }, or a string"))
PZ_ANSWER_LIST = L_("the answer is a string or a list of strings")
NOBODY = L_("nobody")

# -- Proofs ---------------------------------------------------------------------------------
UNPROVEN_NO_SOLVER = L_("unproven: no solver available")
UNPROVEN_API = L_("unproven: the solver does not offer what the proof needs ({error})")
UNPROVEN_NO_VALUE = L_("unproven: the solver gives no value for {actions}")
PROOF_NOT_BEST = (L_("the answer {actions} is not best: the solver finds {best} best with {value} "
                  "({values})"))
PROOF_TIE = (L_("{action} is as good as the answer ({value}): list it as an answer too, or change "
             "the position"))
PROOF_MARGIN = (L_("the answer beats {action} by only {gap}, less than the margin {margin}"))
PROVEN = L_("proven: {values}")

# -- The checker ----------------------------------------------------------------------------
CHECK_NO_SUCH_PATH = L_("no such file or folder")
CHECK_SUFFIX = L_("not a lesson (.md) or a puzzle (.toml)")
CHECK_FOLDER = L_("the file lies in '{folder}/' but is for {game}")
CHECK_FOLDER_UNKNOWN = L_("the folder '{folder}' is not a game")
CHECK_ID_TWICE = L_("the id '{id}' is also used in {path}:{line}")
CHECK_PREREQ_SELF = L_("a lesson cannot be its own prerequisite")
CHECK_PREREQ_UNKNOWN = L_("unknown prerequisite '{id}': no lesson has that id")
CHECK_PREREQ_CYCLE = L_("the prerequisites go round in a circle: {cycle}")
CHECK_TITLE_ANSWER = L_("'{key}' names {card}, a card of the answer: a title names the situation, "
                         "not the move")
#: ``tutor check``'s last line: the four counts below, in this order.
CHECK_SUMMARY = L_("{files}, {lessons}, {puzzles}: {problems}")
CHECK_FILES = P_("{n} file", "{n} files")
CHECK_LESSONS = P_("{n} lesson", "{n} lessons")
CHECK_PUZZLES = P_("{n} puzzle", "{n} puzzles")
CHECK_PROBLEMS = P_("{n} problem", "{n} problems")

# -- The runner -----------------------------------------------------------------------------
RUN_FINISHED = L_("the lesson is finished")
RUN_NOTHING_TO_ANSWER = L_("this step asks nothing; move on to the next")
RUN_ANSWER_FIRST = L_("answer this step (or ask for the answer, or skip it) before moving on")

# -- Proofs over hidden hands ---------------------------------------------------------------
PZ_MAX_COST = L_("'max-cost' is a number of at least 0, for best-action puzzles only")
PZ_MAX_COST_ALONE = (L_("'max-cost' states a convention answer and its price; it does not go with "
                     "'margin' or 'proof'"))
PZ_CHOICE = L_("'{key}' is one of {allowed}, for best-action puzzles only")
UNPROVEN_OBJECTIVE = L_("unproven: the solver has no objective '{objective}'")
DEALS_OPEN = L_("the open deal")
PROOF_MOVE = L_("move {n} of the line: {reason}")
# What a wrong answer costs: ``{gap}`` is the points (a whole number, or one decimal), and the
# count chooses "point" or "points".
REFUTE_ONE = P_("{answer} scores {gap} point less than {best}.",
                "{answer} scores {gap} points less than {best}.")
REFUTE_ONE_LOWER = P_("{answer} leaves {gap} point more than {best}.",
                      "{answer} leaves {gap} points more than {best}.")
REFUTE_AVERAGE = P_("{answer} scores {gap} point less than {best} on average, over {ways} ways "
                    "the cards you cannot see may lie.",
                    "{answer} scores {gap} points less than {best} on average, over {ways} ways "
                    "the cards you cannot see may lie.")
REFUTE_LAYOUTS = P_("{answer} scores {gap} point less than {best} on average: of the {ways} ways "
                    "the cards you cannot see may lie, it does worse in {worse} and better in "
                    "{better}.",
                    "{answer} scores {gap} points less than {best} on average: of the {ways} ways "
                    "the cards you cannot see may lie, it does worse in {worse} and better in "
                    "{better}.")
REFUTE_LAYOUTS_NEVER = P_("{answer} scores {gap} point less than {best} on average: of the {ways} "
                          "ways the cards you cannot see may lie, it does worse in {worse} and "
                          "never better.",
                          "{answer} scores {gap} points less than {best} on average: of the "
                          "{ways} ways the cards you cannot see may lie, it does worse in {worse} "
                          "and never better.")
DEALS_ALL = L_("all {n} consistent deals")
DEALS_SAMPLED = L_("{n} sampled deals")
PROOF_NO_DEALS = (L_("unproven: no deal of the hidden cards fits what the rules prove and the "
                  "assumptions"))
PROOF_BELOW = L_("unproven: {answer} scores {gap} below {best} on average over {deals} ({values})")
PROOF_TIE_AVERAGE = (L_("{action} scores as much as the answer {answer} on average over {deals} "
                     "({value}): list it as an answer too, or change the position"))
PROOF_MARGIN_AVERAGE = (L_("unproven: {answer} beats {action} by only {gap} on average over "
                        "{deals}, less than the margin {margin}"))
PROOF_UNEQUAL = (L_("unproven: the answers are not equally good: {low} scores {gap} below {high} "
                 "on average over {deals}; list only the best"))
PROOF_SOME_DEAL = (L_("unproven: {action} scores more than the answer {answer} in {k} of {deals} "
                   "(by {gap} with {hands}); write proof = \"average\" if the answer need only "
                   "be best on average"))
PROVEN_HIDDEN = L_("proven over {deals}: {values}")
PROOF_COST = (L_("unproven: {answer} scores {gap} below {best} on average over {deals}, more than "
              "the max-cost {cost}"))
PROVEN_COST = (L_("proven over {deals}: the answer costs {gap} against the best-scoring {best} "
               "(max-cost {cost}): {values}"))

# The trainer's own words in a learner's text (``tutor.teach.facts``).
FACT_JARGON = L_("'{word}' is the trainer's own word, not the learner's: say what it means in the "
                 "game's terms")
