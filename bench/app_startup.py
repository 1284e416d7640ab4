"""Time from starting the app to its first screen, in fresh processes.

    .venv/bin/python bench/app_startup.py [--runs 5] [--tree DIR ...] [--returning]

Each run starts a new interpreter that imports the app, builds it with ``create_app`` and drives
it headless until the home screen is mounted: that moment, from just before the interpreter is
started, is the time to the first screen (imports included). The whole run, to the interpreter's
exit, is reported too: it also holds the work done after the first frame and the shutdown.

With several ``--tree`` folders (project checkouts, e.g. an older commit unpacked with
``git archive``) the runs alternate between them, so a busy machine slows every side alike.
``--returning`` starts from a data folder that already holds settings (a learner coming back).
Prints the median and the slowest run of each tree.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CHILD = """
import asyncio, pathlib, sys, time
import tutor
if not tutor.__file__.startswith(sys.argv[2]):
    sys.exit(f"tutor came from {tutor.__file__}, not {sys.argv[2]}")
from tutor.tui.app import HomeScreen, Settings, create_app

async def main():
    app = create_app(Settings(data_dir=pathlib.Path(sys.argv[1])))
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, HomeScreen):
            await pilot.pause()
        print(time.time())

asyncio.run(main())
"""

SETTINGS = {"hints": True, "practice": True, "level": "club", "gin_level": "strong",
            "kj_rules": {"play": "amsterdam"}, "gin_rules": {}}


def run_once(tree: Path, returning: bool) -> tuple[float, float]:
    """Seconds to the first screen and to the end of the process."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    with tempfile.TemporaryDirectory() as d:
        if returning:
            Path(d, "settings.json").write_text(json.dumps(SETTINGS), encoding="utf-8")
        t0 = time.time()
        out = subprocess.run([sys.executable, "-c", CHILD, d, str(tree)], check=True, cwd=tree,
                             env=env, capture_output=True, text=True).stdout
        return float(out.split()[-1]) - t0, time.time() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--tree", action="append", type=Path,
                    help="a project folder to time (repeat to compare; default: this one)")
    ap.add_argument("--returning", action="store_true",
                    help="start with a settings file in the data folder")
    a = ap.parse_args()
    trees = [t.resolve() for t in a.tree] if a.tree else [Path(__file__).resolve().parent.parent]
    times: dict[Path, list[tuple[float, float]]] = {t: [] for t in trees}
    for _ in range(a.runs):
        for t in trees:
            times[t].append(run_once(t, a.returning))
    report = []
    for t, ts in times.items():
        first = [f for f, _ in ts]
        whole = [w for _, w in ts]
        report.append({"tree": str(t), "runs": a.runs,
                       "first_screen_median_s": round(statistics.median(first), 3),
                       "first_screen_max_s": round(max(first), 3),
                       "process_median_s": round(statistics.median(whole), 3)})
    print(json.dumps({"returning": a.returning, "target_s": 1.0, "trees": report}, indent=1))


if __name__ == "__main__":
    main()
