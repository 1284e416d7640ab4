"""Every sentence of the generic bot code (the registry, the review, duplicate play), in one
place for translation. The sampling bot's are in ``sampling_text``, each game's bots' in their
package's ``text``.

Placeholders are named; ``{n}`` is the count of a ``P_`` sentence.
"""

from __future__ import annotations

from ..i18n import L_, P_

UNKNOWN_BOT = L_("unknown bot {name!r} for {game}: choose from {names}")
CANNOT_ADVISE = L_("the {name} bot of {game} cannot give hints or judge a review: it does not "
                   "value every move from a player's own cards; choose from {names}")

# The review of one seat's decisions (``tutor review``, the review after each deal).
LOSS = L_("Move {move}: you played {played}; {best} was better by {loss:.1f} points.")
LOSS_SAMPLED = L_("Move {move}: you played {played}; {best} was better by {loss:.1f} points "
                  "(± {margin:.1f}, the sampling error).")
LEVEL = L_("Move {move}: {played} and {best} were level: the difference, {loss:.1f} points, is "
           "within the sampling error (± {margin:.1f}).")
NO_LOSS = L_("Move {move}: {played} was a best choice.")

# Duplicate play between two bots (``tutor selfplay --bots``).
DUPLICATE_NONE = L_("{a} against {b}: no duplicate deals played (seed {seed}).")
DUPLICATE_HEAD = P_("{a} against {b}, {n} duplicate deal in {arrangements} seat arrangements "
                    "(seed {seed}):",
                    "{a} against {b}, {n} duplicate deals in {arrangements} seat arrangements "
                    "(seed {seed}):")
DUPLICATE_MEAN = L_("{a} scores {mean:+.1f} per deal more than {b}, {interval}")
PER_SIDE_INTERVAL = L_("per side, the mean score per deal of each bot holding it (95% interval):")
PER_SIDE = L_("per side, the mean score per deal of each bot holding it:")
MATCHES = L_("matches: {a} won {a_wins}, {b} won {b_wins}, drawn {draws}; mean difference "
             "{mean:+.1f}, {interval}")
INTERVAL = L_("95% interval {low:+.1f} to {high:+.1f}")
ONE_DEAL = L_("one deal: no interval")
ONE_MATCH = L_("one match: no interval")
SPREAD = L_("{mean:.1f} ({low:.1f} to {high:.1f})")
