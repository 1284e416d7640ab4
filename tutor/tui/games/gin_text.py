"""Every sentence the Gin Rummy table shows, in one place for translation."""

from __future__ import annotations

CHOICE_STOCK = "stock"
CHOICE_PILE = "take {card}"
NO_LAYOFF = "none"
DRAW = "Your turn: draw from the stock (s) or take the top of the pile (p)"
LAYOFF = "Lay off: choose which cards to add to the opponent's melds"
OPEN = "Lay one card face up to start the pile"
DISCARD = "Discard a card"
KNOCK_WITH = "Knock: choose the card to discard face down (k again to cancel)"
GIN_WITH = "Gin: choose the card to discard face down (g again to cancel)"
CAN_KNOCK = "[k] knock possible"
CAN_GIN = "[g] gin possible"
THINKING = "The bot is thinking…"
ARRANGE = "Choose how to lay down your melds (the first is the usual way)"
MATCH_OVER = "The match is over. Escape for home."
