"""What the bench scripts share: percentiles of timings, a linear solve."""

from __future__ import annotations


def pct(xs: list[float], p: float) -> float:
    """The ``p`` quantile (0..1) of ``xs``, interpolated between neighbours."""
    xs = sorted(xs)
    k = (len(xs) - 1) * p
    f = int(k)
    c = min(f + 1, len(xs) - 1)
    return xs[f] + (xs[c] - xs[f]) * (k - f)


def solve(m: list[list[float]], b: list[float]) -> list[float]:
    """``m`` x = ``b`` by Gauss-Jordan elimination with partial pivoting."""
    k = len(b)
    a = [[*row, b[i]] for i, row in enumerate(m)]
    for col in range(k):
        piv = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        p = a[col][col]
        a[col] = [v / p for v in a[col]]
        for r in range(k):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [v - f * u for v, u in zip(a[r], a[col], strict=True)]
    return [a[i][k] for i in range(k)]
