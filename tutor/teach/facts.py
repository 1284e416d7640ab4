"""What every game's lesson checker shares: the trainer's own words, which a learner should
never meet in a lesson or puzzle text.

Each game's checker (``tutor.teach.adapters.<game>_facts`` and the adapters) reads the claims
its lessons make about the cards; the jargon is the same for all of them.
"""

from __future__ import annotations

import re

from . import text as T

#: How a best answer is shown to be best ("proof", "margin", "play-outs", "sampled" deals) and
#: the program that searches for it ("solver").
JARGON: frozenset[str] = frozenset(("margin", "margins", "play-out", "play-outs", "playout",
                                    "playouts", "proof", "proofs", "sampled", "solver",
                                    "solvers"))

_WORD = re.compile(r"[A-Za-z][A-Za-z-]*")


def jargon(text: str) -> list[tuple[int, str]]:
    """(offset, problem) for each word of the trainer's jargon in a learner's text."""
    return [(m.start(), T.FACT_JARGON.format(word=m.group(0)))
            for m in _WORD.finditer(text) if m.group(0).lower() in JARGON]
