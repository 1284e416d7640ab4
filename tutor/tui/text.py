"""Every sentence the app shows, in one place for translation."""

from __future__ import annotations

from ..i18n import L_, P_

TITLE = L_("tutor")
SUBTITLE = L_("a trainer for classic Dutch card games")
HOME_INTRO = (L_("Choose a game, then play against the bots (hints on request), read the rules, or "
              "work through the lessons and puzzles."))
HOME_PLAY = L_("Play")
HOME_RESUME = L_("Resume")
HOME_RULES = L_("Rules")
HOME_QUIT = L_("Quit")
HOME_GAME = "{name}"
HOME_PLANNED = L_("{name} (coming later)")
HOME_NO_TABLE = L_("{name} (rules; its table is coming)")
HOME_PROGRESS = L_("Lessons done: {lessons} · puzzle rating {rating:.0f}")

TABLE_TRICK_EMPTY = L_("(no cards yet)")
#: The frame of what happened at the table, move by move.
TABLE_LOG = L_("Log")
TABLE_INFO = "{game} · {heading}"
TABLE_YOU = L_("you")
TABLE_BOT = L_("{level} bot")
TABLE_YOUR_TURN = L_("Your turn: choose (←/→ and Enter, or the number)")
TABLE_WHICH_WAY = L_("What does your {card} do? (Escape to choose another card)")
TABLE_THINKING = L_("{seat} is thinking…")
TABLE_OVER = L_("The match is over. Press n for a new match, Escape for home.")
TABLE_NEW_MATCH = L_("A new match begins.")
TABLE_LAST_MATCH_OVER = L_("Your last match here was over, so a new match begins.")
KEY_NEW_MATCH = L_("New match")
RESUME_OR_NEW_TITLE = L_("Other settings")
RESUME_OR_NEW = L_("Your saved match was started with other settings than those chosen now.")
RESUME_CHANGED = L_("{what}: {old} in the saved match, {new} now.")
RESUME_OLD = L_("Resume the saved match")
RESUME_NEW = L_("Start a new match with the new settings")
SETTING_ON = L_("on")
SETTING_OFF = L_("off")
# The sentences that name a round of the match come in one form for each word a game uses for
# it (its plugin's ``round_kind``): the noun's gender and plural differ, so it is never filled in.
TABLE_TRACK = {"deal": L_("The match, deal by deal:"), "hand": L_("The match, hand by hand:"),
               "round": L_("The match, round by round:")}
TABLE_LEAD = {
    "deal": L_("The match, deal by deal ({first} minus {second}, now {diff:+d}):"),
    "hand": L_("The match, hand by hand ({first} minus {second}, now {diff:+d}):"),
    "round": L_("The match, round by round ({first} minus {second}, now {diff:+d}):"),
}
TABLE_HINT_TITLE = L_("Hint: {card}.")
TABLE_HINT_MORE = L_("Press h again for the bot's full reasoning.")
TABLE_HINT_REASONS = L_("The bot's reasoning for the hint:")
HINT_ONLY = L_("It is your only legal move.")
# One line of evidence for a hint: what the move is worth (the value, or even) and how it compares
# with the next best (ahead of it, level within the sampling error, or as good).
HINT_EVIDENCE = {
    ("ahead", False): L_("It is worth {value:+.1f} points on average (your side's points minus the "
                         "others'), {gap:.1f} more than {second}, the next best."),
    ("ahead", True): L_("It is worth as much to your side as to the others on average, {gap:.1f} "
                        "more than {second}, the next best."),
    ("level", False): L_("It is worth {value:+.1f} points on average (your side's points minus the "
                         "others'), level with {second}: {gap:.1f} apart, within the sampling "
                         "error (± {margin:.1f})."),
    ("level", True): L_("It is worth as much to your side as to the others on average, level with "
                        "{second}: {gap:.1f} apart, within the sampling error (± {margin:.1f})."),
    ("same", False): L_("It is worth {value:+.1f} points on average (your side's points minus the "
                        "others'), as much as {second}."),
    ("same", True): L_("It is worth as much to your side as to the others on average, and so is "
                       "{second}."),
}
TABLE_HINT_IDEA = L_("The idea: {name}. {sentence}")
TABLE_HINT_OFF = L_("Hints are off for this game.")
TABLE_HINT_WAIT = L_("Thinking about a hint…")
TABLE_UNDO_DONE = L_("Taken back to before your last decision.")
TABLE_UNDO_NONE = L_("Nothing to take back (undo works in practice games).")
TABLE_REFUSED = L_("Not allowed: {why}")
TABLE_NOT_ALLOWED = L_("Not allowed")
TABLE_REVIEW_TITLE = {
    "deal": L_("Review of deal {number}: your decisions, costliest first"),
    "hand": L_("Review of hand {number}: your decisions, costliest first"),
    "round": L_("Review of round {number}: your decisions, costliest first"),
}
TABLE_REVIEW_NONE = {
    "deal": L_("Every decision you made this deal was a best choice."),
    "hand": L_("Every decision you made this hand was a best choice."),
    "round": L_("Every decision you made this round was a best choice."),
}
TABLE_REVIEW_WAIT = L_("Reviewing your decisions…")
TABLE_REVIEW_LEVEL = P_("{n} decision was level with the best: the difference is within the "
                        "sampling error.",
                        "{n} decisions were level with the best: each difference is within the "
                        "sampling error.")
TABLE_REVIEW_WAIT_NEXT = L_("Reviewing your decisions… play goes on once you have read the review.")
TABLE_REVIEW_DUPLICATE = {
    "deal": L_("This deal with the same cards: you {you:+d}, the {level} bot in your seat "
               "{bot:+d} (each your side's points minus the others'): {difference:+d} for you."),
    "hand": L_("This hand with the same cards: you {you:+d}, the {level} bot in your seat "
               "{bot:+d} (each your side's points minus the others'): {difference:+d} for you."),
    "round": L_("This round with the same cards: you {you:+d}, the {level} bot in your seat "
                "{bot:+d} (each your side's points minus the others'): {difference:+d} for "
                "you."),
}
TABLE_REVIEW_BOTS = {"deal": L_("How the bots decided this deal:"),
                     "hand": L_("How the bots decided this hand:"),
                     "round": L_("How the bots decided this round:")}
TABLE_BOT_NOTE = L_("{seat} played {action}; its reasons:")
TABLE_SAVE_FAILED = L_(
    "This game could not be saved to {path} ({error}); it goes on, but will not "
    "resume if you leave."
)
TABLE_RESUMED = L_("Resumed your saved game.")
TABLE_SAVE_BAD = L_("Your saved game could not be read and was set aside: {why}")

HOME_LESSONS = L_("Lessons")
HOME_PUZZLES = L_("Puzzles")
HOME = L_("Home")
HOME_LESSONS_DONE = L_("Lessons done: {done} of {total}")
HOME_PUZZLES_STATUS = L_("puzzle rating {rating:.0f} · puzzles due again: {due}")
HOME_STATUS_JOIN = " · "
HOME_NO_TEACHING = L_("{name} has no lessons or puzzles yet: you can play it and read its rules.")
HOME_NO_LESSONS = L_("{name} has no lessons yet.")
HOME_NO_PUZZLES = L_("{name} has no puzzles yet.")
HOME_NOTICE = "{notice}"
HOME_HISTORY = L_("Your puzzle rating after each puzzle")
# The running figure while every round played is a recent one (no second figure to give).
HOME_DUPLICATE_ALL = {
    "deal": P_("Your play, on the same cards as the bot in your seat: {mean:+.1f} points a deal "
               "over your last deal.",
               "Your play, on the same cards as the bot in your seat: {mean:+.1f} points a deal "
               "over your last {n} deals."),
    "hand": P_("Your play, on the same cards as the bot in your seat: {mean:+.1f} points a hand "
               "over your last hand.",
               "Your play, on the same cards as the bot in your seat: {mean:+.1f} points a hand "
               "over your last {n} hands."),
    "round": P_("Your play, on the same cards as the bot in your seat: {mean:+.1f} points a "
                "round over your last round.",
                "Your play, on the same cards as the bot in your seat: {mean:+.1f} points a "
                "round over your last {n} rounds."),
}
# Once more rounds were played than the recent window holds: both figures (the window is 20).
HOME_DUPLICATE = {
    "deal": L_("Your play, on the same cards as the bot in your seat: {mean:+.1f} points a deal "
               "over your last {n} deals; over the last {recent}: {recent_mean:+.1f}."),
    "hand": L_("Your play, on the same cards as the bot in your seat: {mean:+.1f} points a hand "
               "over your last {n} hands; over the last {recent}: {recent_mean:+.1f}."),
    "round": L_("Your play, on the same cards as the bot in your seat: {mean:+.1f} points a "
                "round over your last {n} rounds; over the last {recent}: {recent_mean:+.1f}."),
}

LESSONS_NONE = L_("{name} has no lessons yet. Escape to go back.")
#: The title of the notice listing the files left out, each with its problem.
LESSONS_LEFT_OUT = P_("{n} lesson file left out", "{n} lesson files left out")
PUZZLES_LEFT_OUT = P_("{n} puzzle file left out", "{n} puzzle files left out")
LESSON_ITEM = "{mark} {title} ({level})"
LESSON_WHERE = L_("Step {index} of {total}")
LESSON_ANSWER = L_("your answer, then Enter")
LESSON_NEXT = L_("Next")
LESSON_BACK = L_("Back")
LESSON_REVEAL = L_("Show me")
LESSON_SKIP = L_("Skip")
LESSON_GO_ON = L_("\nCtrl+N for the next step.")
LESSON_ANSWER_FIRST = L_("Answer this one first (Ctrl+R shows the answer, Ctrl+S skips it).")
LESSON_SOLUTION = L_("The answer: {solution}")
# Counted by the lesson's exercises ({n}): "1 of 1 exercise", "2 of 3 exercises".
LESSON_DONE = P_(
    "You finished “{title}”: {solved} of {n} exercise solved, {first} at the first try. "
    "Ctrl+O for puzzles on what it taught, Ctrl+N or Escape to go back.",
    "You finished “{title}”: {solved} of {n} exercises solved, {first} at the first try. "
    "Ctrl+O for puzzles on what it taught, Ctrl+N or Escape to go back.")
LESSON_PRACTISE = L_("Its puzzles")
LESSON_NO_PUZZLES = L_("No puzzles drill this lesson's ideas yet.")

PUZZLE_NEXT = L_("Next puzzle")
PUZZLE_HINT = L_("Hint")
PUZZLE_LINE_ON = L_("\nThen the others play {replies}. Your next move:")
PUZZLE_LINE_ON_NOW = L_("\nYour next move:")
PUZZLE_WEIGHING = L_("\nWorking out what that answer costs…")
PUZZLE_WHERE = L_("{title} · {level} · {themes} · your rating {rating:.0f}")
PUZZLE_NONE = L_("No puzzles here yet.")
PUZZLE_GIVEN = L_("Given: {facts}")
PUZZLE_RATING = L_("\nYour rating: {before:.0f} → {after:.0f}")
PUZZLE_AGAIN = L_("\nThis puzzle comes back on {due}.")
EXERCISE_AGAIN = L_("\nThis exercise comes back on {due}.")
HINT_COUNTS = L_("A hint counts this puzzle as missed for your rating, and it comes back for "
                 "review. Press Ctrl+T again for the hint, or answer without it.")
HINT_COUNTS_EXERCISE = L_("A hint counts this exercise as missed: it comes back for review. "
                          "Press Ctrl+T again for the hint, or answer without it.")
HINT_COUNTED = L_("\nSolved with a hint, so your rating counts it as missed.")
HINT_COUNTED_EXERCISE = L_("\nSolved with a hint, so the exercise comes back for review.")
PUZZLE_GO_ON = L_("\nCtrl+N for the next puzzle.")
PUZZLE_ANSWER_KEPT = L_("\nYour answer could not be saved yet; it is kept and saved as soon as the "
                        "progress file can be written.")

PROGRESS_TITLE = L_("Progress not saved")
PROGRESS_NOT_SAVED = L_("Your progress could not be saved just now ({error}). Your answers are "
                        "kept and saved again in a moment.")
PROGRESS_SAVED_AGAIN = L_("Your progress is saved again.")


CANNOT_OPEN = L_("Cannot open this table")
NO_TABLE = L_("{name} cannot be played in the app yet.")
HOME_SETTINGS = L_("Settings")
SETTINGS_NOTE = (L_("Changes are saved at once. Rules and bots apply to new games; the look of the "
                 "cards and the colours change at once."))
SETTINGS_COMMAND_LINE = (L_("This run uses what the command line chose: {bots}; hints {hints}, "
                         "practice mode {practice}. Below are your saved settings, for later "
                         "runs; changing any of them here puts them all in use at once."))
#: One game's bots in that sentence's list: the settings row's label and the level.
SETTINGS_COMMAND_LINE_BOTS = "{label} {level}"
SETTINGS_COMMAND_LINE_JOIN = ", "
ON_OFF = {True: L_("on"), False: L_("off")}
SETTINGS_HINTS = L_("Hints (h at the table)")
SETTINGS_PRACTICE = L_("Practice mode (undo allowed)")
SETTINGS_CARDS = L_("Cards")
SETTINGS_CARD_SHAPES = {"drawn": L_("drawn as cards"), "compact": L_("one line (compact)")}
SETTINGS_SUITS = L_("Suits")
SETTINGS_SUIT_MARKS = {"symbols": L_("symbols ♠ ♥ ♦ ♣"), "letters": L_("letters s h d c")}
SETTINGS_COLOURS = L_("Colours (auto: as the terminal)")
SETTINGS_COLOUR_CHOICES = {"auto": L_("auto"), "dark": L_("dark"), "light": L_("light")}
SETTINGS_BAD = L_("Your settings ({path}) could not be read and the defaults are used: {why}")
SETTINGS_SET_ASIDE = (L_("Your settings ({path}) could not be read and the defaults are used; the "
                      "file was set aside as {aside}: {why}"))
SETTINGS_BAD_LEVEL = L_("the bots' level {level!r} for {name} does not exist: choose from {levels}")
RULES_TITLE = L_("Rules: {name}")
CLOSE = L_("Close")

# Key descriptions in the footer (Binding descriptions hold the English sentence; the screens
# translate them when they are made and when the language changes).
KEY_BACK = L_("Back")
KEY_LEFT = L_("Left")
KEY_RIGHT = L_("Right")
KEY_PLAY = L_("Play")
KEY_HINT = L_("Hint")
KEY_UNDO = L_("Undo")
KEY_HOME = L_("Home")
KEY_LESSONS = L_("Lessons")
KEY_PUZZLES = L_("Puzzles")
KEY_RULES = L_("Rules")
KEY_SETTINGS = L_("Settings")
KEY_QUIT = L_("Quit")
SETTINGS_LANGUAGE = L_("Language")
SETTINGS_NOT_OBJECT = L_("the file does not hold a JSON object")
SETTINGS_BAD_LEVELS = L_("'levels' is not an object of bot levels")
SETTINGS_BAD_RULES = L_("'rules' is not an object of rules options per game")
ZONE_SEAT = P_("{name} ({role}) · {n} card{marks}", "{name} ({role}) · {n} cards{marks}")
ZONE_NO_MELDS = L_("No melds yet ({note})")

# Textual's own words, under the English it uses as their catalog ids: the command palette's key
# in the footer, its search line and the commands it lists.
PALETTE_KEY = L_("palette")
PALETTE_TOOLTIP = L_("Open the command palette")
PALETTE_SEARCH = L_("Search for commands…")
SYSTEM_COMMANDS = (
    L_("Theme"), L_("Change the current theme"),
    L_("Quit"), L_("Quit the application as soon as possible"),
    L_("Keys"), L_("Hide the keys and widget help panel"),
    L_("Show help for the focused widget and a summary of available keys"),
    L_("Minimize"), L_("Minimize the widget and restore to normal size"),
    L_("Maximize"), L_("Maximize the focused widget"),
    L_("Screenshot"), L_("Save an SVG 'screenshot' of the current screen"),
)
THEME_SEARCH = L_("Search for themes…")
# The keys of Textual's widgets as its keys panel lists them (``speak.Speaks.active_bindings``).
TEXTUAL_KEYS = (
    L_("Quit the app and return to the command prompt."),
    L_("Up"), L_("Down"), L_("First"), L_("Last"), L_("Select"), L_("Page Up"), L_("Page Down"),
    L_("Page Left"), L_("Page Right"), L_("Scroll Up"), L_("Scroll Down"), L_("Scroll Left"),
    L_("Scroll Right"), L_("Scroll Home"), L_("Scroll End"), L_("Focus Next"),
    L_("Focus Previous"), L_("Copy selected text"), L_("Cut selected text"),
    L_("Paste text from the clipboard"), L_("Select all"), L_("Select line start"),
    L_("Select line end"), L_("Delete all to the left"), L_("Delete all to the right"),
    L_("Delete character left"), L_("Delete character right"),
    L_("Delete left to start of word"), L_("Delete right to start of word"), L_("Go to start"),
    L_("Go to end"), L_("Move cursor left"), L_("Move cursor left a word"),
    L_("Move cursor left a word and select"), L_("Move cursor left and select"),
    L_("Move cursor right a word"), L_("Move cursor right a word and select"),
    L_("Move cursor right and select"),
    L_("Move cursor right or accept the completion suggestion"), L_("Submit"),
    L_("Press button"), L_("Toggle"), L_("Show menu"), L_("Dismiss menu"),
)
# What Textual tells on its own: Ctrl+C pressed (it does not quit), a screenshot saved.
HELP_QUIT_TITLE = L_("Do you want to quit?")
HELP_QUIT = L_("Press [b]{key}[/b] to quit the app")
SCREENSHOT_TITLE = L_("Screenshot")
SCREENSHOT_SAVED = L_("Saved screenshot")
SCREENSHOT_FAILED = L_("Failed to save screenshot")
SCREENSHOT_SAVED_TO = L_("Saved screenshot to [$text-success]{path}")

# The app served to a web browser (``tutor serve``): the page and the server's messages.
SERVE_PAGE_TITLE = L_("tutor: classic Dutch card games")
SERVE_CONNECTING = L_("Dealing the cards…")
SERVE_START = L_("Start")
SERVE_ENDED = L_("This session has ended.")
SERVE_RESTART = L_("Start again")
SERVE_LISTENING = L_("Serving the trainer at {url}")
SERVE_LOCAL_ONLY = L_("Only this computer can open it; to serve it to others, give --host "
                      "(for example --host 0.0.0.0).")
SERVE_OPEN_TO_OTHERS = L_("Other computers that reach {host} can open it too.")
SERVE_STOP = L_("Open that address in a web browser; each tab is a session of its own. "
                "Press Ctrl+C to stop the server.")
SERVE_STOPPED = L_("The server has stopped.")
SERVE_REFUSED_HOST = L_("Refused: this server does not go by that name. Open the address tutor "
                        "serve printed when it started.")
SERVE_REFUSED_ORIGIN = L_("Refused: a session opens only from this server's own page.")
SERVE_FULL = P_("Refused: {n} session is open already, as many as this server runs at once. "
                "Close a tab and try again.",
                "Refused: {n} sessions are open already, as many as this server runs at once. "
                "Close a tab and try again.")
SERVE_TRY_AGAIN = L_("Try again")
