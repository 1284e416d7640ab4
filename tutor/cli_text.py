"""Every sentence the command line prints, in one place for translation.

The help of the commands and options is built at run time, after the language is chosen
(``--lang``, the saved settings, the system), so ``cli.build_parser`` translates it there with
``_``; the sentences below are what the commands print.
"""

from __future__ import annotations

from .i18n import L_, P_

BAD_RULE = L_("bad --rule {item!r}: expected KEY=VALUE, e.g. play=amsterdam")
BAD_BOTS = L_("bad --bots {bots!r}: expected two names, e.g. expert,club")
NO_LENGTH = L_("{game} has no fixed number of deals or hands")
NO_NOTATION = L_("{game} has no position notation yet")
NEEDS_LEVEL = L_("--level needs a bot level, e.g. --level club")
OPEN_CARDS_LEVEL = L_("the {level} bot sees every hand, so it cannot sit at a table; choose one "
                      "of {levels}")
NOT_A_NUMBER = L_("{text!r} is not a whole number (digits 0-9)")
TOO_SMALL = L_("{text!r} is too small: at least {low}")
TOO_LARGE = L_("{text!r} is too large: at most {high}")

# tutor games
GAME_PLAYABLE = L_("playable")
GAME_NO_TABLE = L_("playable on the command line (selfplay, replay, position); its table is "
                   "coming")
GAME_PLANNED = L_("planned")
GAME_ALSO = L_("(also: {aliases})")
GAME_BOTS = L_("bots: {levels}")
LEVEL_DEFAULT = L_("{level} (default)")

PLAY_NO_TABLE = L_("{name} has no table in the app yet: watch the bots with "
                   "'tutor selfplay {game}', or read 'tutor rules {game}'")
RECORD_FOLDER = L_("cannot write the record: the folder {folder} does not exist")
RECORD_IS_FOLDER = L_("cannot write the record: it is a folder")
RECORD_CANNOT_WRITE = L_("cannot write the record: {error}")
REPLAY_HEAD = L_("{name}: {rules}, seed {seed}")
REPLAY_STOPS = P_("(the record stops before the end, after {n} action)",
                  "(the record stops before the end, after {n} actions)")
POSITION_TO_MOVE = L_("# to move: {seat}; legal: {legal}")
POSITION_OVER = L_("# the game is over")
# By the game's word for a round (its plugin's ``round_kind``).
POSITION_ROUND_SCORE = {"deal": L_("# the deal's score: {score}; the match: {match}"),
                        "hand": L_("# the hand's score: {score}; the match: {match}"),
                        "round": L_("# the round's score: {score}; the match: {match}")}
POSITION_MATCH_SCORE = L_("# the match: {match}")
REVIEW_HEAD = P_("Review of {seat} by the {level} bot: {n} decision, {lost:.1f} points lost in "
                 "all.",
                 "Review of {seat} by the {level} bot: {n} decisions, {lost:.1f} points lost in "
                 "all.")

# The messages of Python's argparse (its usage line, its headings, its errors), exactly as it
# words them: ``cli`` routes argparse's gettext calls through the catalogs, and these entries
# put them there. Never shown from here.
ARGPARSE = (
    L_("usage: "),
    L_("positional arguments"),
    L_("options"),
    L_("show this help message and exit"),
    L_("%(prog)s: error: %(message)s\n"),
    L_("argument %(argument_name)s: %(message)s"),
    L_("the following arguments are required: %s"),
    L_("unrecognized arguments: %s"),
    L_("invalid choice: %(value)r (choose from %(choices)s)"),
    L_("invalid %(type)s value: %(value)r"),
    L_("ambiguous option: %(option)s could match %(matches)s"),
    L_("expected one argument"),
    L_("expected at most one argument"),
    L_("expected at least one argument"),
    L_("not allowed with argument %s"),
    L_("one of the arguments %s is required"),
    L_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    L_("ignored explicit argument %r"),
    P_("expected %s argument", "expected %s arguments"),
)

# tutor serve
SERVE_CANNOT = L_("cannot serve on {host} port {port}: {error}")
SERVE_EMPTY_HOST = L_("give an address: an empty one listens on every network without saying so "
                      "(for that, give 0.0.0.0)")
