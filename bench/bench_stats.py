"""What the bench scripts share: percentiles of timings."""

from __future__ import annotations


def pct(xs: list[float], p: float) -> float:
    """The ``p`` quantile (0..1) of ``xs``, interpolated between neighbours."""
    xs = sorted(xs)
    k = (len(xs) - 1) * p
    f = int(k)
    c = min(f + 1, len(xs) - 1)
    return xs[f] + (xs[c] - xs[f]) * (k - f)
