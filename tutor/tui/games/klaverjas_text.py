"""Every sentence the Klaverjassen table shows, in one place for translation."""

from __future__ import annotations

MATCH_OVER = "The match is over. Press n for a new match, Escape for home."
MONITOR = "Played: {cards}"
PASS = "pass"
PLAY_CARD = "choose a card (←/→ and Enter, or 1-8)"
THINKING = "{seat} is thinking…"
YOUR_TURN = "Your turn: {what}"
VALUES_BODY = (
    "Trump:  J 20 · 9 14 · A 11 · 10 10 · K 4 · Q 3 · 8 0 · 7 0\n"
    "Plain:  A 11 · 10 10 · K 4 · Q 3 · J 2 · 9 0 · 8 0 · 7 0\n"
    "Roem:   three in a row 20 · four in a row 50 · stuk (trump K+Q) 20 · four of a kind 100\n"
    "Last trick +10 · pit +100 · the going team must score more, or it is nat")
