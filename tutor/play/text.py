"""Every sentence of free play (the session, its saved games), in one place for translation."""

from __future__ import annotations

from ..i18n import L_

OPEN_CARDS_AT_TABLE = L_("The {level} bot sees every hand, so it cannot sit at a table; choose a "
                         "bot that plays from its own cards.")
NOT_YOUR_TURN = L_("It is not your turn.")
HINT_NOT_YOUR_TURN = L_("A hint is for your own turn.")

# What is wrong with a saved game.
SAVE_NOT_THIS_VERSION = L_("not a saved game of this version")
SAVE_SEAT_AND_LEVEL = L_("expected the human seat and the bot level")
SAVE_NO_SUCH_SEAT = L_("seat {seat} does not exist in a game of {players}")
SAVE_NOT_A_SWITCH = L_("expected true or false for {key!r}")
SAVE_OTHER_GAME = L_("a saved game of {found}, not of {expected}")
SAVE_FROM_POSITION = L_("a saved game starts from a seeded deal, not from a position")
SAVE_CANNOT_RESUME = L_("cannot resume it: {error}")
SAVE_ADVISOR_REPLACED = L_("The saved game asked the {advisor} bot for hints and reviews, which it "
                           "cannot give; the {default} bot gives them now.")
