"""Time from starting the app to its first screen, in fresh processes.

    .venv/bin/python bench/app_startup.py [--runs 5]

Each run starts a new interpreter that imports the app, builds it with ``create_app`` and drives
it headless until the home screen is mounted; the wall time includes the imports. Prints the
median and the slowest run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = """
import asyncio, pathlib, sys
from tutor.tui.app import HomeScreen, Settings, create_app

async def main():
    app = create_app(Settings(data_dir=pathlib.Path(sys.argv[1])))
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, HomeScreen):
            await pilot.pause()

asyncio.run(main())
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    times = []
    for _ in range(a.runs):
        with tempfile.TemporaryDirectory() as d:
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-c", CHILD, d], check=True)
            times.append(time.perf_counter() - t0)
    print(json.dumps({"runs": a.runs, "median_s": round(statistics.median(times), 3),
                      "max_s": round(max(times), 3), "target_s": 1.0}, indent=1))


if __name__ == "__main__":
    main()
