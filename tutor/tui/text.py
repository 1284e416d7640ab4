"""Every sentence the app shows, in one place for translation."""

from __future__ import annotations

TITLE = "tutor"
SUBTITLE = "a trainer for classic Dutch card games"
HOME_INTRO = ("Choose a game, then play against the bots (hints on request), read the rules, or "
              "work through the lessons and puzzles.")
HOME_PLAY = "Play"
HOME_RESUME = "Resume"
HOME_RULES = "Rules"
HOME_QUIT = "Quit"
HOME_GAME = "{name}"
HOME_PLANNED = "{name} (coming later)"
HOME_PROGRESS = "Lessons done: {lessons} · puzzle rating {rating:.0f}"

TABLE_TRICK_EMPTY = "(no cards yet)"
TABLE_INFO = "{game} · {heading}"
TABLE_YOU = "you"
TABLE_BOT = "{level} bot"
TABLE_YOUR_TURN = "Your turn: choose (←/→ and Enter, or the number)"
TABLE_THINKING = "{seat} is thinking…"
TABLE_OVER = "The match is over. Escape for home."
TABLE_TRACK = "The match, {round} by {round}:"
TABLE_LEAD = "The match, {round} by {round} ({first} minus {second}, now {diff:+d}):"
TABLE_HINT_TITLE = "Hint: {card} ({value:+.1f})"
TABLE_HINT_OFF = "Hints are off for this game."
TABLE_HINT_WAIT = "Thinking about a hint…"
TABLE_UNDO_DONE = "Taken back to before your last decision."
TABLE_UNDO_NONE = "Nothing to take back (undo works in practice games)."
TABLE_REFUSED = "Not allowed: {why}"
TABLE_NOT_ALLOWED = "Not allowed"
TABLE_REVIEW_TITLE = "Review of {round} {number}: your decisions, costliest first"
TABLE_REVIEW_NONE = "Every decision you made this {round} was a best choice."
TABLE_REVIEW_WAIT = "Reviewing your decisions…"
TABLE_RESUMED = "Resumed your saved game."
TABLE_SAVE_BAD = "Your saved game could not be read and was set aside: {why}"

HOME_LESSONS = "Lessons"
HOME_PUZZLES = "Puzzles"
HOME = "Home"
HOME_LESSONS_DONE = "Lessons done: {done} of {total}"
HOME_PUZZLES_STATUS = "puzzle rating {rating:.0f} · puzzles due again: {due}"
HOME_STATUS_JOIN = " · "
HOME_NO_TEACHING = "{name} has no lessons or puzzles yet: you can play it and read its rules."
HOME_NO_LESSONS = "{name} has no lessons yet."
HOME_NO_PUZZLES = "{name} has no puzzles yet."
HOME_NOTICE = "{notice}"
HOME_HISTORY = "Your puzzle rating after each puzzle"

LESSONS_NONE = "{name} has no lessons yet. Escape to go back."
LESSON_ITEM = "{mark} {title} ({level})"
LESSON_WHERE = "Step {index} of {total}"
LESSON_ANSWER = "your answer, then Enter"
LESSON_NEXT = "Next"
LESSON_BACK = "Back"
LESSON_REVEAL = "Show me"
LESSON_SKIP = "Skip"
LESSON_GO_ON = "\nCtrl+N for the next step."
LESSON_ANSWER_FIRST = "Answer this one first (Ctrl+R shows the answer, Ctrl+S skips it)."
LESSON_SOLUTION = "The answer: {solution}"
LESSON_DONE = ("You finished “{title}”: {solved} of {exercises} exercises solved, {first} at the "
               "first try. Ctrl+N or Escape to go back.")

PUZZLE_NEXT = "Next puzzle"
PUZZLE_WHERE = "{title} · {level} · {themes} · your rating {rating:.0f}"
PUZZLE_NONE = "No puzzles here yet."
PUZZLE_GIVEN = "Given: {facts}"
PUZZLE_RATING = "\nYour rating: {before:.0f} → {after:.0f}"
PUZZLE_AGAIN = "\nThis puzzle comes back on {due}."
PUZZLE_GO_ON = "\nCtrl+N for the next puzzle."


CANNOT_OPEN = "Cannot open this table"
NO_TABLE = "{name} cannot be played in the app yet."
HOME_SETTINGS = "Settings"
SETTINGS_NOTE = ("Changes are saved at once. Rules and bots apply to new games; the look of the "
                 "cards and the colours change at once.")
SETTINGS_COMMAND_LINE = ("This run uses what the command line chose: {bots}; hints {hints}, "
                         "practice mode {practice}. Below are your saved settings, for later "
                         "runs; changing any of them here puts them all in use at once.")
#: One game's bots in that sentence's list: the settings row's label and the level.
SETTINGS_COMMAND_LINE_BOTS = "{label} {level}"
SETTINGS_COMMAND_LINE_JOIN = ", "
ON_OFF = {True: "on", False: "off"}
SETTINGS_HINTS = "Hints (h at the table)"
SETTINGS_PRACTICE = "Practice mode (undo allowed)"
SETTINGS_CARDS = "Cards"
SETTINGS_CARD_SHAPES = {"drawn": "drawn as cards", "compact": "one line (compact)"}
SETTINGS_SUITS = "Suits"
SETTINGS_SUIT_MARKS = {"symbols": "symbols ♠ ♥ ♦ ♣", "letters": "letters s h d c"}
SETTINGS_COLOURS = "Colours (auto: as the terminal)"
SETTINGS_COLOUR_CHOICES = {"auto": "auto", "dark": "dark", "light": "light"}
SETTINGS_BAD = "Your settings ({path}) could not be read and the defaults are used: {why}"
SETTINGS_SET_ASIDE = ("Your settings ({path}) could not be read and the defaults are used; the file "
                      "was set aside as {aside}: {why}")
SETTINGS_BAD_LEVEL = "the bots' level {level!r} for {name} does not exist: choose from {levels}"
RULES_TITLE = "Rules: {name}"
CLOSE = "Close"
