"""Every sentence the Klaverjassen table shows, in one place for translation."""

from __future__ import annotations

from ...i18n import L_

MONITOR = L_("Played: {cards}")
PASS = L_("pass")
PLAY_CARD = L_("choose a card (←/→ and Enter, or 1-8)")
THINKING = L_("{seat} is thinking…")
YOUR_TURN = L_("Your turn: {what}")
VALUES_BODY = (
    L_("Trump:  J 20 · 9 14 · A 11 · 10 10 · K 4 · Q 3 · 8 0 · 7 0\n"
    "Plain:  A 11 · 10 10 · K 4 · Q 3 · J 2 · 9 0 · 8 0 · 7 0\n"
    "Roem:   three in a row 20 · four in a row 50 · stuk (trump K+Q) 20 · four of a kind 100\n"
    "Last trick +10 · pit +100 · the going team must score more, or it is nat"))
KEY_MONITOR = L_("Played cards")
KEY_VALUES = L_("Values")
