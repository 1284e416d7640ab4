"""Every sentence the teaching package shows to a learner or an author, in one place.

Placeholders are ``str.format`` fields. Author-facing messages (problems in lesson and puzzle
files) say what is wrong and what was expected.
"""

from __future__ import annotations

# The seat marks are the table's own words; re-exported for the adapters.
from ..zones import MARK_DEALER as MARK_DEALER
from ..zones import MARK_GOES as MARK_GOES
from ..zones import MARK_TO_MOVE as MARK_TO_MOVE
from ..zones import MARK_YOU as MARK_YOU

AND = " and "
OR = " or "
NOTHING = "nothing"

# -- Feedback -------------------------------------------------------------------------------
HEAD_RIGHT = "Right."
HEAD_WRONG = "Not right."
HEAD_UNREADABLE = "I cannot read that answer."
HEAD_WHICH = "Which one do you mean?"
CHECK_NO_IDEA = ("a best-action puzzle needs a theme naming an idea its hint can point to: one "
                 "of {ideas}")
EXERCISE_TITLE = "From the lesson “{title}”"
HINT_IDEA = "Think of the idea: {name}. {sentence}{lesson}"
HINT_LESSON = " (Lesson: “{lesson}”.)"
HINT_LOOK = "Look at this: {hint}"
WHICH = "“{answer}” fits more than one move: {choices}. Choose one."
UNREADABLE = "{error}"
PLAY_NOT_THIS = "{action} is allowed here, but it is not the card this position asks for."
PLAY_NOT_THIS_MOVE = "{action} is allowed here, but it is not the move this position asks for."
LEGAL_ALL = "Exactly: {actions}."
LEGAL_MISSED = "You left out: {actions}."
LEGAL_EXTRA = "{action} is not allowed: {why}"
QTY_TWICE = "'{label}' is given twice."
QTY_BAD_WORD = "'{word}' is not something to count here; give {labels}."
QTY_NO_NUMBER = "'{label}' needs a number after it."
QTY_MIXED = "Give every number with its label, or none of them."
QTY_COUNT = "Give {n} number(s): {labels}."
QTY_WRONG = "The {labels} count is not right."
QTY_RIGHT = "The {labels} count is right."
CHOICE_UNREADABLE = "'{answer}' is not one of the options: answer with {letters}."
CHOICE_MORE = "More than one option is true here."
NOT_AN_EXERCISE = "this step asks nothing: it is prose or a position to look at"
NOTE_LEGAL = "{action} is allowed here."
NOTE_TO_MOVE = "{seat} is to play."

# -- Questions ------------------------------------------------------------------------------
ASK_PLAY = "{seat} to play. What do you play?"
ASK_LEGAL = "{seat} to play. Which cards may {seat} play? Name them all."
ASK_SCORE_TRICK = "Count this trick: {what}?"
ASK_CHOICE = "Choose one."

# -- The table ------------------------------------------------------------------------------

# -- Problems in block bodies ---------------------------------------------------------------
BLOCK_BAD_LINE = "expected 'key: value', '- option' or an indented continuation, got {line!r}"
BLOCK_CONTINUATION_FIRST = "an indented line continues a field, but no field comes before it"
BLOCK_NESTED = ("a '{kind}' block must stand at the top level of the lesson, not inside a list "
                "or quote")
KEY_NOT_HERE = "'{key}' does not belong in a {kind} block"
KEY_TWICE = "'{key}' is given twice (first on line {first})"
KEY_UNKNOWN = ("unknown key '{key}' in a {kind} block: expected one of {keys}, or a line of the "
               "position")
OPTIONS_ONLY_CHOICE = "'- option' lines belong in choice blocks, not in a {kind} block"
NEEDS_POSITION = "a {kind} block needs a position: its lines, or 'use: NAME' of an earlier one"
NEEDS_POSITION_FOR = "'{key}' needs a position in the same block"
NEEDS_ANSWER = "a {kind} block needs 'answer:'"
USE_AND_LINES = "'use: {name}' takes an earlier position; do not add position lines as well"
USE_UNKNOWN = "no earlier position is named '{name}' (named so far: {known})"
USE_FAILED = "the position '{name}' (line {line}) has a problem of its own"
NAME_TWICE = "the name '{name}' is already used on line {line}"
THEN_FAILS = "'then' cannot play {action}: {error}"
NOBODY_TO_MOVE = "nobody is to play in this position"
SEAT_NOT_TO_MOVE = "'seat: {seat}' but {mover} is to play; the learner plays for {mover}"
HIDE_BAD = "bad 'hide': {error}; use seats, 'others', 'opponents' or 'none'"
HIDE_MOVER = "the hand of the player to move cannot be hidden: the learner plays from it"
ANSWER_UNREADABLE = "cannot read the answer: {error}"
ANSWER_ILLEGAL = "the stated answer {action} is illegal here: {why}"
NOTE_UNREADABLE = "cannot read the answer this note is for: {error}"
NOTE_ON_ACCEPTED = "'wrong {action}' gives a note for an answer that is accepted"
LEGAL_MISMATCH = "the stated legal cards differ from the engine's ({engine}): {details}"
LEGAL_LEAVES_OUT = "it leaves out {actions}"
LEGAL_WRONGLY_IN = "it includes {action}, which is illegal: {why}"
SCORE_LABEL_NOT_HERE = "'{label}' cannot be counted here; this count has {labels}"
SCORE_MISMATCH = "the stated {label} {stated} differs from the engine's {engine}: {why}"
CHOICE_FEW = "a choice block needs at least two '- option' lines"
CHOICE_MANY = "a choice block can have at most {n} options"
CHOICE_SAME = "the option {option!r} is given twice (first on line {line})"
CHOICE_ANSWER_NOT_OPTION = ("'answer: {answer}' names no option: give an option's text, its "
                            "letter (a, b, ...) or several letters")
CHOICE_MISMATCH = ("'check: {check}': the engine finds {engine} true, but the answer says "
                   "{stated}")
COUNT_NEEDS_CHECK = ("'{key}' describes something to count, which only a counting check uses "
                     "({checks})")
UNKNOWN_CHECK = "unknown check '{check}': expected one of {known}"
OPTION_UNREADABLE = "cannot read the option {option!r}: {error}"
OPTION_NOT_CARD = "the option {option!r} must be one card"
OPTION_NOT_NUMBER = "the option {option!r} must be a whole number"
OPTION_NOT_YES_NO = "the option {option!r} must be yes or no"
QUERY_NEEDS_POSITION = "'check: {check}' needs a position in the block"

# -- Counting -------------------------------------------------------------------------------
COUNT_NEEDS_WHAT = ("a score block needs something to count: a position, 'cards:' with "
                    "'trump:', or a deal's 'points:'")
NO_COUNTING = "counting is not available for {game} yet"
NO_POSITIONS = "{game} has no position notation yet"
SHORT_NO_POSITION = ("'{key}' needs a position, but this block counts cards given directly "
                     "('cards:' or 'points:')")

# -- Lesson files ---------------------------------------------------------------------------
FRONT_MISSING = "a lesson starts with a front-matter header between '---' lines"
FRONT_UNCLOSED = "the front-matter header has no closing '---' line"
FRONT_BAD_LINE = "expected 'key: value' in the header, got {line!r}"
FRONT_UNKNOWN = "unknown header key '{key}': expected one of {keys}"
FRONT_TWICE = "'{key}' is given twice in the header (first on line {line})"
FRONT_NEEDS = "the header needs '{key}:'"
BAD_ID = "bad id '{id}': use lower-case letters, digits and '-'"
BAD_LEVEL = "unknown level '{level}': expected one of {levels}"
GAME_NOT_PLAYABLE = "{game} has no engine yet"
RULES_WORD = "bad rules option {item!r}: expected KEY=VALUE, e.g. play=amsterdam"
NO_EXERCISES = "the lesson asks nothing: it needs at least one play, legal, score or choice block"
CANNOT_READ = "cannot read: {error}"

# -- Progress store -------------------------------------------------------------------------
STORE_MOVED_ASIDE = ("Your progress file {path} could not be read ({reason}). It was moved to "
                     "{moved} and a fresh one was started; nothing was deleted.")
STORE_RECOVERED = ("Your progress file {path} could not be used ({reason}). It was moved to "
                   "{moved} and a fresh one was started with the {kept} entries that could "
                   "still be read whole; nothing was deleted.")
STORE_MISSING_TABLE = "the table {table} is missing"
STORE_DAMAGED_TABLE = "the table {table} lacks {columns}"
STORE_DAMAGED_ROW = "an entry in the table {table} is damaged"
STORE_DAMAGED_SCHEMA = "the description of its tables is damaged ({error})"
STORE_NEWER = ("Your progress file {path} was written by a newer version of tutor ({reason}). "
               "It was moved to {moved} and a fresh one was started; nothing was deleted.")
STORE_VERSION = "schema version {found}, this program knows up to {known}"
STORE_NOT_A_FILE = "it is not a regular file"
STORE_NO_DIR = "cannot create the data directory {path}: {error}"
STORE_CANNOT_MOVE = "cannot move the unreadable progress file {path} aside: {error}"
STORE_CANNOT_START = "cannot start a progress file at {path}: {error}"
STORE_CANNOT_OPEN = ("cannot open the progress file {path} now: {error}; it was left as it is; "
                     "set TUTOR_DATA_DIR to use another directory")

# -- Puzzle files ---------------------------------------------------------------------------
PZ_TOML = "not valid TOML: {error}"
PZ_SET_SHAPE = "'puzzle' must be an array of tables: [[puzzle]]"
PZ_SET_ID = "a set of [[puzzle]] tables gives each puzzle its own id, not one at the top"
PZ_ID_TWICE = "the id '{id}' is used twice in this file (first on line {line})"
PZ_UNKNOWN = "unknown puzzle key '{key}': expected one of {keys}"
PZ_NEEDS = "the puzzle needs '{key}'"
PZ_TYPE = "'{key}' must be {kind}"
PZ_A_STRING = "a string"
PZ_A_LIST = "a list of strings"
PZ_A_TABLE = "a table of rules options, e.g. rules = { play = \"amsterdam\" }"
PZ_KIND = "unknown kind '{kind}': expected one of {kinds}"
PZ_SAMPLES = "'samples' goes only with kind = \"best\", a whole number from {low} to {high}"
PZ_MARGIN = "'margin' is a number of at least 0, for best-action puzzles only"
PZ_NO_SUCH_SEAT = "'to-move: {seat}': there is no such seat at this table"
PZ_LINE_KIND = "a line of several moves (answer-2 ...) must be a best-action puzzle"
PZ_LINE_GAP = "the line skips move {n}: number the moves 2, 3, ... without a gap"
PZ_LINE_ONE = "each move of a line has one answer (a single action), since the line goes on from it"
PZ_LINE_MOVER = ("after the replies before move {n}, {mover} is to play, not {seat}: a line is "
                 "one seat's decisions")
PZ_TO_MOVE = "'to-move' says {stated}, but in the position {mover} is to play"
PZ_ANSWER_SCORE = ("a score answer is a table of numbers, e.g. answer = { points = 34, roem = "
                   "20 }, or a string")
PZ_ANSWER_LIST = "the answer is a string or a list of strings"
NOBODY = "nobody"

# -- Proofs ---------------------------------------------------------------------------------
UNPROVEN_NO_SOLVER = "unproven: no solver available"
UNPROVEN_API = "unproven: the solver does not offer what the proof needs ({error})"
UNPROVEN_NO_VALUE = "unproven: the solver gives no value for {actions}"
PROOF_NOT_BEST = ("the answer {actions} is not best: the solver finds {best} best with {value} "
                  "({values})")
PROOF_TIE = ("{action} is as good as the answer ({value}): list it as an answer too, or change "
             "the position")
PROOF_MARGIN = ("the answer beats {action} by only {gap}, less than the margin {margin}")
PROVEN = "proven: {values}"

# -- The checker ----------------------------------------------------------------------------
CHECK_NO_SUCH_PATH = "no such file or folder"
CHECK_SUFFIX = "not a lesson (.md) or a puzzle (.toml)"
CHECK_FOLDER = "the file lies in '{folder}/' but is for {game}"
CHECK_FOLDER_UNKNOWN = "the folder '{folder}' is not a game"
CHECK_ID_TWICE = "the id '{id}' is also used in {path}:{line}"
CHECK_PREREQ_SELF = "a lesson cannot be its own prerequisite"
CHECK_PREREQ_UNKNOWN = "unknown prerequisite '{id}': no lesson has that id"
CHECK_PREREQ_CYCLE = "the prerequisites go round in a circle: {cycle}"
CHECK_SUMMARY = "{files} file(s), {lessons} lesson(s), {puzzles} puzzle(s): {problems} problem(s)"

# -- The runner -----------------------------------------------------------------------------
RUN_FINISHED = "the lesson is finished"
RUN_NOTHING_TO_ANSWER = "this step asks nothing; move on to the next"
RUN_ANSWER_FIRST = "answer this step (or ask for the answer, or skip it) before moving on"

# -- Proofs over hidden hands ---------------------------------------------------------------
PZ_MAX_COST = "'max-cost' is a number of at least 0, for best-action puzzles only"
PZ_MAX_COST_ALONE = ("'max-cost' states a convention answer and its price; it does not go with "
                     "'margin' or 'proof'")
PZ_CHOICE = "'{key}' is one of {allowed}, for best-action puzzles only"
UNPROVEN_OBJECTIVE = "unproven: the solver has no objective '{objective}'"
DEALS_OPEN = "the open deal"
PROOF_MOVE = "move {n} of the line: {reason}"
REFUTE_ONE = "{answer} scores {gap} points less than {best}."
REFUTE_ONE_LOWER = "{answer} leaves {gap} points more than {best}."
REFUTE_AVERAGE = ("{answer} scores {gap} points less than {best} on average, over {n} ways the "
                  "cards you cannot see may lie.")
REFUTE_LAYOUTS = ("{answer} scores {gap} points less than {best} on average: of the {n} ways "
                  "the cards you cannot see may lie, it does worse in {worse} and better in "
                  "{better}.")
REFUTE_LAYOUTS_NEVER = ("{answer} scores {gap} points less than {best} on average: of the {n} "
                        "ways the cards you cannot see may lie, it does worse in {worse} and "
                        "never better.")
DEALS_ALL = "all {n} consistent deals"
DEALS_SAMPLED = "{n} sampled deals"
PROOF_NO_DEALS = ("unproven: no deal of the hidden cards fits what the rules prove and the "
                  "assumptions")
PROOF_BELOW = "unproven: {answer} scores {gap} below {best} on average over {deals} ({values})"
PROOF_TIE_AVERAGE = ("{action} scores as much as the answer {answer} on average over {deals} "
                     "({value}): list it as an answer too, or change the position")
PROOF_MARGIN_AVERAGE = ("unproven: {answer} beats {action} by only {gap} on average over "
                        "{deals}, less than the margin {margin}")
PROOF_UNEQUAL = ("unproven: the answers are not equally good: {low} scores {gap} below {high} "
                 "on average over {deals}; list only the best")
PROOF_SOME_DEAL = ("unproven: {action} scores more than the answer {answer} in {k} of {deals} "
                   "(by {gap} with {hands}); write proof = \"average\" if the answer need only "
                   "be best on average")
PROVEN_HIDDEN = "proven over {deals}: {values}"
PROOF_COST = ("unproven: {answer} scores {gap} below {best} on average over {deals}, more than "
              "the max-cost {cost}")
PROVEN_COST = ("proven over {deals}: the answer costs {gap} against the best-scoring {best} "
               "(max-cost {cost}): {values}")
