"""Measure how hard each decision puzzle is, and store it beside the puzzles.

    .venv/bin/python bench/rate_puzzles.py [--game G] [--seed 0]    # measure and write
    .venv/bin/python bench/rate_puzzles.py --check                  # is the stored file current?
    .venv/bin/python bench/rate_puzzles.py --game G --ids ID [ID ...]   # these puzzles only

Every bot level of the game (weakest first) tries every move of each ``best`` puzzle from the
learner's view; each level that misses an answer raises the puzzle's starting rating by a step,
and so does each wrong answer the proof values within a few points of the best
(``tutor.teach.difficulty``). The results go to ``puzzles/<game>/measured.json``. With
``--check`` nothing is measured: the exit status is 1 when a decision puzzle has no measurement
of its current text. With ``--ids`` only the puzzles named are measured, and every other stored
measurement is kept as it is. Rule drills (``legal``, ``score``) start from their level label.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from tutor.registry import implemented
from tutor.teach.difficulty import measure, measured_path, puzzle_hash, read_measured
from tutor.tui.teach import puzzles_for


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=implemented())
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--ids", nargs="+", metavar="ID",
                    help="measure only these puzzles and keep the other stored measurements")
    args = ap.parse_args(argv)
    if args.ids and (args.check or not args.game):
        ap.error("--ids needs --game, and does not go with --check")
    stale = 0
    for game in [args.game] if args.game else implemented():
        best = [p for p in puzzles_for(game) if p.kind == "best"]
        stored = read_measured(game)
        if args.check:
            for p in best:
                if stored.get(p.id, {}).get("hash") != puzzle_hash(p):
                    print(f"{game}: {p.id} is not measured in its current form")
                    stale += 1
            continue
        out = {}
        if args.ids:
            unknown = sorted(set(args.ids) - {p.id for p in best})
            if unknown:
                ap.error(f"not a decision puzzle of {game}: {' '.join(unknown)}")
            out = dict(stored)
            best = [p for p in best if p.id in args.ids]
        print(f"{game}: {len(best)} decision puzzles")
        for p in best:
            t = time.perf_counter()
            m = measure(p, args.seed)
            out[p.id] = m.to_dict()
            solved = ", ".join(m.solved_by) or "no level (or not asked)"
            print(f"  {p.id:28s} {p.level:12s} rating {m.rating:6.0f}  solved by {solved}; "
                  f"{m.close} close  ({time.perf_counter() - t:.1f} s)", flush=True)
        path = measured_path(game)
        path.write_text(json.dumps(out, indent=1, ensure_ascii=False, sort_keys=True) + "\n",
                        encoding="utf-8")
        print(f"  written to {path}")
    if args.check:
        print("every decision puzzle is measured" if not stale else f"{stale} not measured")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
