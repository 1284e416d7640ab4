"""Every sentence the Gin Rummy table shows, in one place for translation."""

from __future__ import annotations

from ...i18n import L_

CHOICE_STOCK = L_("stock")
CHOICE_PILE = L_("take {card}")
NO_LAYOFF = L_("none")
DRAW = L_("Your turn: draw from the stock (s) or take the top of the pile (p)")
LAYOFF = L_("Lay off: choose which cards to add to the opponent's melds")
OPEN = L_("Lay one card face up to start the pile")
DISCARD = L_("Discard a card")
KNOCK_WITH = L_("Knock: choose the card to discard face down (k again to cancel)")
GIN_WITH = L_("Gin: choose the card to discard face down (g again to cancel)")
CAN_KNOCK = L_("[k] knock possible")
CAN_GIN = L_("[g] gin possible")
THINKING = L_("The bot is thinking…")
ARRANGE = L_("Choose how to lay down your melds (the first is the usual way)")
KEY_STOCK = L_("Stock")
KEY_PILE = L_("Pile")
KEY_KNOCK = L_("Knock")
KEY_GIN = L_("Gin")
