"""The sentences the two-player stock games' adapters share, in one place for translation."""

from __future__ import annotations

from ...i18n import L_

FACT_TRICKS = L_("Tricks this deal: {tricks}.")
FACT_TRICK = L_("{n}. {cards} ({leader} led, {winner} took it)")
FACT_TRICK_QUIET = L_("{n}. {cards} ({leader} led)")
BAD_SEAT = L_("{value!r} is not a seat: write P1 or P2")
