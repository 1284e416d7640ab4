"""Every sentence the Bezique, Rubicon Bezique and Fildinski table shows, in one place for
translation."""

from __future__ import annotations

from ...i18n import L_

# The row of choices: what each action says on its box.
PLAY = L_("play {card}")
PLAY_TABLE = L_("play {card} from the table")
MELD = L_("meld {cards}")
DIX = L_("dix: {seven} for {turned}")
DRAW = L_("no more melds: draw")
BLANCHE = L_("show carte blanche")
NO_BLANCHE = L_("do not show")
POINTS = " ({points})"
#: Under a card of the row that lies on the table (a melded card, playable from there), and after
#: such a card named where it must be told from an identical card in the hand.
ON_TABLE = "▴"

# The legend on the table's frame (short: it shares the frame's bottom edge), and how identical
# cards are shown, under the board.
LEGEND = L_("{trump} trump · {table} on your table")
LEGEND_WON = L_("{trump} trump")
COPIES = L_("Identical cards look alike; {table} tells the one on your table from its twin in "
            "your hand.")
COPIES_WON = L_("Identical cards look alike, wherever they lie.")

# The footer's keys.
KEY_MELDS = L_("Melds")
KEY_DIX = L_("Dix")
KEY_DRAW = L_("Draw")

# The prompt above the row.
LEAD = L_("Your lead: choose a card")
LEAD_TABLE = L_("Your lead: choose a card (▴ lies on the table)")
ANSWER = L_("Your turn: answer {card}")
ANSWER_TABLE = L_("Your turn: answer {card} (▴ lies on the table)")
ANSWER_END = L_("Your turn: answer {card}; follow suit and win if you can, else trump")
MELDING = L_("You won the trick: pick a card to meld it, or draw ({keys})")
MELDING_WON = L_("You won {cards}: declare a meld holding one of them, or draw ({keys})")
KEY_HELP_MELDS = L_("d: melds")
KEY_HELP_DIX = L_("x: dix")
KEY_HELP_DRAW = L_("p: draw")
KEYS_SEP = ", "
WHICH_MELD = L_("Declare which meld? (Escape: back to the cards)")
BLANCHE_PROMPT = L_(
    "Your hand holds no king, queen or jack: show it as carte blanche for {points}, "
    "or not?"
)
NONE_NOW = L_("No meld can be declared now.")
