"""Every sentence the Smousjas and Vijfhonderden table shows, in one place for translation."""

from __future__ import annotations

from ...i18n import L_

# The row of choices: what each action says on its box.
PLAY = L_("play {card}")
MELD = L_("meld {cards}")
MARIAGE = L_("mariage {cards}")
REJECT = L_("reject {cards}")
SWAP = L_("swap {seven} for {turned}")
TAKE_COVERED = L_("take the covered card")
TAKE_TURNED = L_("take the turned {card}")
OUT = L_("call uit")
POINTS = " ({points})"

# The footer's keys.
KEY_MELD = L_("Meld")
KEY_MARIAGE = L_("Mariage")
KEY_REJECT = L_("Afkeuren")
KEY_SWAP = L_("Swap 7")
KEY_OUT = L_("Uit")

# The prompt above the row.
LEAD = L_("Your lead: choose a card")
ANSWER = L_("Your turn: answer {card}")
ALSO = " ({keys})"
ALSO_MELD = L_("d: meld")
ALSO_MARIAGE = L_("m: mariage")
ALSO_REJECT = L_("a: afkeuren")
ALSO_SWAP = L_("t: swap 7")
ALSO_OUT = L_("o: uit")
ALSO_SEP = ", "
CHOOSE = L_("You won the trick: take the last covered card or the turned {card}")
WHICH_MELD = L_("Declare which meld? (Escape: back to the cards)")
WHICH_MARIAGE = L_("Show which mariage? (Escape: back to the cards)")
WHICH_REJECT = L_("Reject the declaration with which meld? (Escape: back to the cards)")
NONE_NOW = L_("Nothing of that kind can be done now.")
