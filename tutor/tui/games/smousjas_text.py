"""Every sentence the Smousjas and Vijfhonderden table shows, in one place for translation."""

from __future__ import annotations

# The row of choices: what each action says on its box.
PLAY = "play {card}"
MELD = "meld {cards}"
MARIAGE = "mariage {cards}"
REJECT = "reject {cards}"
SWAP = "swap {seven} for {turned}"
TAKE_COVERED = "take the covered card"
TAKE_TURNED = "take the turned {card}"
OUT = "call uit"
POINTS = " ({points})"

# The footer's keys.
KEY_MELD = "Meld"
KEY_MARIAGE = "Mariage"
KEY_REJECT = "Afkeuren"
KEY_SWAP = "Swap 7"
KEY_OUT = "Uit"

# The prompt above the row.
LEAD = "Your lead: choose a card"
ANSWER = "Your turn: answer {card}"
ALSO = " ({keys})"
ALSO_MELD = "d: meld"
ALSO_MARIAGE = "m: mariage"
ALSO_REJECT = "a: afkeuren"
ALSO_SWAP = "t: swap 7"
ALSO_OUT = "o: uit"
ALSO_SEP = ", "
CHOOSE = "You won the trick: take the last covered card or the turned {card}"
WHICH_MELD = "Declare which meld? (Escape: back to the cards)"
WHICH_MARIAGE = "Show which mariage? (Escape: back to the cards)"
WHICH_REJECT = "Reject the declaration with which meld? (Escape: back to the cards)"
NONE_NOW = "Nothing of that kind can be done now."
