"""Every sentence the Bezique, Rubicon Bezique and Fildinski table shows, in one place for
translation."""

from __future__ import annotations

# The row of choices: what each action says on its box.
PLAY = "play {card}"
PLAY_TABLE = "play {card} from the table"
MELD = "meld {cards}"
DIX = "dix: {seven} for {turned}"
DRAW = "no more melds: draw"
BLANCHE = "show carte blanche"
NO_BLANCHE = "do not show"
POINTS = " ({points})"
#: Under a card of the row that lies on the table (a melded card, playable from there).
ON_TABLE = "▴"

# The footer's keys.
KEY_MELDS = "Melds"
KEY_DIX = "Dix"
KEY_DRAW = "Draw"

# The prompt above the row.
LEAD = "Your lead: choose a card"
LEAD_TABLE = "Your lead: choose a card (▴ lies on the table)"
ANSWER = "Your turn: answer {card}"
ANSWER_TABLE = "Your turn: answer {card} (▴ lies on the table)"
ANSWER_END = "Your turn: answer {card}; follow suit and win if you can, else trump"
MELDING = "You won the trick: pick a card to meld it, or draw ({keys})"
MELDING_WON = "You won {cards}: declare a meld holding one of them, or draw ({keys})"
KEY_HELP_MELDS = "d: melds"
KEY_HELP_DIX = "x: dix"
KEY_HELP_DRAW = "p: draw"
KEYS_SEP = ", "
WHICH_MELD = "Declare which meld? (Escape: back to the cards)"
BLANCHE_PROMPT = ("Your hand holds no king, queen or jack: show it as carte blanche for {points}, "
                  "or not?")
NONE_NOW = "No meld can be declared now."
