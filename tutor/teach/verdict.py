"""The verdict of a puzzle proof that values every action in each of a set of deals.

Shared by the games' proofs that compare actions deal by deal: the weakest accepted answer must
beat every rival on average by the margin and, when the deals are a sample, by ``Z``
standard errors of the paired difference; a game may also ask that no rival beats an answer in a
single deal; several answers must be equally good. Each game words the verdict in its own text
module (``Texts``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ..i18n import Text

#: A sampled answer must beat every rival by this many standard errors of the difference.
Z = 2.0
EPS = 1e-9


@dataclass(frozen=True)
class Texts:
    """A game's sentences for the verdict (``str.format`` fields as the games' text modules),
    translated when a verdict is worded."""

    below: Text  # answer, gap, best, deals, values
    tie: Text  # action, answer, deals, value
    margin: Text  # answer, action, gap, deals, margin
    noise: Text  # answer, action, gap, deals, se
    unequal: Text  # low, high, gap, deals
    proven: Text  # deals, values


def paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of ``a - b`` over the deals both were valued on."""
    d = [x - y for x, y in zip(a, b, strict=False)]
    n = len(d)
    mean = sum(d) / n
    if n < 2:
        return mean, 0.0
    var = sum((x - mean) ** 2 for x in d) / (n - 1)
    return mean, math.sqrt(var / n)


def num(v: float) -> str:
    return f"{round(v, 2):g}"


def judge(per: Mapping[str, Sequence[float]], accepted: Sequence[str], rivals: Sequence[str], *,
          where: str, listing: str, margin: float, sampled: bool, texts: Texts,
          beaten_in_a_deal: Callable[[str, str], str | None] | None = None) -> tuple[bool, str]:
    """(proven, the reason) for the answers ``accepted`` against ``rivals``, both given by their
    texts; ``per`` holds every action's values deal by deal (its mean is over what it holds).
    ``beaten_in_a_deal(answer, rival)``: the reason when the rival beats the answer in some
    deal, checked when given."""
    means = {a: sum(v) / len(v) for a, v in per.items()}
    lo = min(accepted, key=lambda a: means[a])
    hi = max(accepted, key=lambda a: means[a])
    for o in rivals:
        gap, se = paired(per[lo], per[o])
        if gap < -EPS:
            best = max(means, key=lambda a: means[a])
            return False, texts.below.format(answer=lo, gap=num(means[best] - means[lo]),
                                             best=best, deals=where, values=listing)
        if gap <= EPS:
            return False, texts.tie.format(action=o, answer=lo, deals=where,
                                           value=num(means[lo]))
        if gap < margin - EPS:
            return False, texts.margin.format(answer=lo, action=o, gap=num(gap), deals=where,
                                              margin=num(margin))
        if sampled and gap < Z * se:
            return False, texts.noise.format(answer=lo, action=o, gap=num(gap), deals=where,
                                             se=num(se))
    if beaten_in_a_deal is not None:
        for a in accepted:
            for o in rivals:
                reason = beaten_in_a_deal(a, o)
                if reason is not None:
                    return False, reason
    spread = means[hi] - means[lo]
    if len(accepted) > 1 and spread >= margin - EPS:
        return False, texts.unequal.format(low=lo, high=hi, gap=num(spread), deals=where)
    return True, texts.proven.format(deals=where, values=listing)
