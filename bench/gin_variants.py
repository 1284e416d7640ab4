"""Gin Rummy strong bot: a changed configuration against the shipped one, in duplicate.

    .venv/bin/python bench/gin_variants.py samples=80 rollouts=64 candidates=6 [--hands 600]
                                           [--seed 11] [--jobs 1] [--json]

Each ``key=value`` overrides one field of ``tutor.bots.gin.strong.Config``; ``infer.NAME=value``
overrides one of the opponent model's weights in ``tutor.bots.gin.infer`` (for the variant
only). Both bots play the same single hands twice with seats and cards swapped, each seat
keeping its random stream in both passes (``mirror``), so an unchanged configuration scores
exactly zero and the figure (variant minus shipped, per hand, with its 95% interval) measures
the change itself, not luck of the deal or of the samples.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
from typing import Any

from tutor.bots import registry
from tutor.bots.gin import infer, strong
from tutor.bots.tournament import duplicate

_VARIANT: dict[str, Any] = {}
_INFER: dict[str, float] = {}


class _Variant(strong.StrongBot):
    """The strong bot under changed opponent-model weights (restored after each decision, so
    the shipped bot at the same table keeps its own)."""

    def advise(self, view: Any) -> Any:
        saved = {k: getattr(infer, k) for k in _INFER}
        for k, v in _INFER.items():
            setattr(infer, k, v)
        try:
            return super().advise(view)
        finally:
            for k, v in saved.items():
                setattr(infer, k, v)


def variant(rng: random.Random, quick: bool = False) -> strong.StrongBot:
    """The strong bot with the overrides given on the command line."""
    return _Variant(rng, dataclasses.replace(strong.Config(), **_VARIANT))


def parse_override(text: str) -> tuple[str, Any]:
    key, sep, raw = text.partition("=")
    if key.startswith("infer."):
        name = key[len("infer."):]
        if not sep or not isinstance(getattr(infer, name, None), float):
            raise SystemExit(f"bad override {text!r}: infer.NAME=value with a weight of "
                             "tutor.bots.gin.infer (an upper-case float)")
        return key, float(raw)
    fields = {f.name: f for f in dataclasses.fields(strong.Config)}
    if not sep or key not in fields:
        raise SystemExit(f"bad override {text!r}: use key=value with a key among "
                         f"{', '.join(fields)}")
    current = getattr(strong.Config(), key)
    if isinstance(current, bool):
        return key, raw.lower() in ("1", "true", "yes")
    return key, type(current)(raw)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("overrides", nargs="+", help="key=value fields of the strong bot's Config")
    ap.add_argument("--hands", type=int, default=600)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    for key, value in (parse_override(o) for o in args.overrides):
        if key.startswith("infer."):
            _INFER[key[len("infer."):]] = value
        else:
            _VARIANT[key] = value
    # Registered under this module's import name so worker processes can build it too.
    registry._BOTS["gin-rummy"]["strong-variant"] = f"{__name__}:variant"
    r = duplicate("gin-rummy", "strong-variant", "strong", deals=args.hands, seed=args.seed,
                  jobs=args.jobs, options={"hands": 1}, mirror=True)
    d = r.deals()
    changed = {**_VARIANT, **{f"infer.{k}": v for k, v in _INFER.items()}}
    out = {"variant": changed, "hands": d.n, "mean_per_hand": round(d.mean, 2),
           "interval": [round(d.low, 2), round(d.high, 2)]}
    if args.json:
        print(json.dumps(out))
        return
    print(f"variant {changed} against the shipped strong bot, {d.n} duplicate hands: "
          f"{d.mean:+.2f} per hand, 95% interval {d.low:+.2f} to {d.high:+.2f}")


if __name__ == "__main__":
    main()
