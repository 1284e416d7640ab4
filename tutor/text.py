"""Every sentence of the top-level modules (cards, seats, files, records, rules options, the
table's zones, the registry), in one place for translation.

Placeholders are named; ``{n}`` is the count of a ``P_`` sentence. The command line's own
sentences are in ``cli_text``.
"""

from __future__ import annotations

import errno

from .i18n import L_, P_

# -- errors: what the three kinds of failure say ------------------------------------------------

#: What was typed, and the canonical texts of the legal actions that fit it.
AMBIGUOUS_ACTION = L_("{text!r} fits {count} actions: {choices}; type one of them as shown")
#: A message about one line of a text of several lines.
AT_LINE = L_("line {line}: {message}")

# -- cards: reading a card or a suit --------------------------------------------------------------

CARD_EXPECTED = L_("expected a suit (♠ ♥ ♦ ♣ or s h d c) and a rank (2-10 or T, J Q K A, or Dutch "
                   "B V H), e.g. ♥J, h10, sa")
BAD_CARD = L_("bad card {text!r}: {expected}")
BAD_SUIT = L_("bad suit {text!r}: expected ♠ ♥ ♦ ♣, s h d c, or a suit name")

# -- seats ----------------------------------------------------------------------------------------

#: The four seats' long names, clockwise from North (the short names N E S W are notation).
COMPASS_LONG = (L_("North"), L_("East"), L_("South"), L_("West"))
#: A seat's long name in a game that is not four-handed.
PLAYER_LONG = L_("Player {number}")
BAD_SEAT = L_("bad seat {text!r}: expected one of {names}")

# -- files ----------------------------------------------------------------------------------------

CANNOT_READ = L_("cannot read it: {error}")
NOT_A_FILE = L_("it is not a regular file")
LINK_NOWHERE = L_("it is a link to {target}, which does not exist")
LINK_OUTSIDE = L_("it is a link to {target}, outside the folder {folder}")
NOT_UTF8 = L_("the text is not UTF-8 (byte {byte:#04x} at column {column})")
BAD_JSON = L_("not valid JSON: {error}")
TOO_DEEP = L_("the data is nested too deeply to read")
NUMBER_TOO_LONG = L_("a number has more than {digits} digits")
#: Why the system refused a file, by ``errno``, in the words it uses in English (any other reason
#: keeps the system's words).
OS_REASONS = {
    errno.ENOENT: L_("No such file or directory"), errno.EACCES: L_("Permission denied"),
    errno.EPERM: L_("Operation not permitted"), errno.EISDIR: L_("Is a directory"),
    errno.ENOTDIR: L_("Not a directory"), errno.ENOSPC: L_("No space left on device"),
    errno.EROFS: L_("Read-only file system"), errno.EEXIST: L_("File exists"),
    errno.ENAMETOOLONG: L_("File name too long"), errno.EIO: L_("Input/output error"),
    errno.ELOOP: L_("Too many levels of symbolic links"),
    errno.EADDRINUSE: L_("Address already in use"),
    errno.EADDRNOTAVAIL: L_("Cannot assign requested address"),
}
#: What Python's JSON reader finds wrong, by its own words.
JSON_REASONS = {t.msgid: t for t in (
    L_("Expecting value"), L_("Expecting property name enclosed in double quotes"),
    L_("Expecting ':' delimiter"), L_("Expecting ',' delimiter"),
    L_("Unterminated string starting at"), L_("Extra data"), L_("Invalid \\escape"),
    L_("Invalid \\uXXXX escape"), L_("Invalid control character at"),
    L_("Illegal trailing comma before end of object"),
    L_("Illegal trailing comma before end of array"))}

# -- records --------------------------------------------------------------------------------------

NOT_AN_OBJECT = L_("a record is a JSON object")
WRONG_FORMAT = L_("expected \"{format}\"")
WRONG_VERSION = L_("unsupported version {version} (this program reads version {known})")
NO_GAME = L_("missing game id")
NOT_RULES = L_("expected an object of rules options")
NOT_A_SEED = L_("expected a whole number")
NOT_ACTIONS = L_("expected a list of action strings")
NOT_POSITION_TEXT = L_("expected the position as text")
NO_POSITIONS = L_("{game} records cannot start from a position")
NO_NOTATION = L_("{game} has no position notation yet")
AFTER_THE_END = L_("{action!r} comes after the end of the game")
BAD_ACTION = L_("{action!r}: {error}")

# -- rules options --------------------------------------------------------------------------------

UNKNOWN_OPTION = L_("unknown rules option {key!r} (known: {known})")
OPTION_NOT_ONE_OF = L_("rules option {key!r}: {value!r} is not one of {allowed}")
OPTION_NOT_A_SWITCH = L_("rules option {key!r}: expected true or false, got {value!r}")
OPTION_NOT_A_NUMBER = L_("rules option {key!r}: expected a whole number, got {value!r}")

# -- the registry ---------------------------------------------------------------------------------

UNKNOWN_GAME = L_("unknown game {name!r}: choose from {games}")
NOT_PLAYABLE = L_("{game} is not playable yet; implemented: {games}")

# -- the table's zones ----------------------------------------------------------------------------

# The marks beside a seat's name.
MARK_DEALER = L_("dealer")
MARK_GOES = L_("goes")
MARK_TO_MOVE = L_("to play")
MARK_YOU = L_("you")

# The sentences of a drawn board: placeholders are filled with words, numbers or cards.
HAND_HIDDEN = P_("{n} card, face down", "{n} cards, face down")
HAND_EMPTY = L_("no cards")
HAND_KNOWN = P_("{n} card, face down; {label}: {cards}", "{n} cards, face down; {label}: {cards}")
HAND_GROUPED = L_("{melds}; unmatched {cards}")
TRICK_NOW = L_("Trick so far: {cards}.")
TRICK_DONE = L_("Last trick: {cards}; {winner} took it.")
TRICK_SHOWN = L_("Last trick: {cards}.")
TO_MOVE = L_("{seat} to play.")
STOCK_COUNT = P_("{title}: {n} card.", "{title}: {n} cards.")
STOCK_SHOWN = L_("{title}: {cards}.")
STOCK_TURNED = P_("{title}: {n} card face down, {cards} turned up.",
                  "{title}: {n} cards face down, {cards} turned up.")
PILE_EMPTY = L_("{title}: empty.")
PILE_CARDS = L_("{title}: {cards} (top card {top}).")
MELDS_ONLY = L_("{title}: {melds}.")
MELDS_LOOSE = L_("{title}: {melds}; unmatched {cards}.")
CAPTURED_COUNT = P_("{title}: {n} card.", "{title}: {n} cards.")
CAPTURED_CARDS = L_("{title}: {cards}.")
LAYOUT_CARDS = L_("{title}: {cards}.")
LAYOUT_EMPTY = L_("{title}: empty.")
LAYOUT_BUILDS = L_("{title}: {cards}; {builds}.")
BUILD = L_("{label} ({owner}): {cards}")
