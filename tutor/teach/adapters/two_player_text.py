"""The sentences the two-player stock games' adapters share, in one place for translation."""

from __future__ import annotations

FACT_TRICKS = "Tricks this deal: {tricks}."
FACT_TRICK = "{n}. {cards} ({leader} led, {winner} took it)"
FACT_TRICK_QUIET = "{n}. {cards} ({leader} led)"
