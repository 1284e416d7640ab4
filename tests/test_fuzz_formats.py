"""Every input format, fuzzed: seeds from the real files and from play, mutated, read in-process.

No input may raise anything but the project's own errors, and every error names the file and a line
inside it (``bench/fuzz.py`` holds the seeds, the mutations and the checks). Under
``HYPOTHESIS_PROFILE=ci`` each format gets 20,000 inputs a run (about 70 seconds for all of them on
one core); otherwise 400, a smoke run. ``bench/fuzz.py --inputs 1000000`` is the long run.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "")
INPUTS = {"ci": 20_000, "thorough": 100_000}.get(PROFILE, 400)


def _load_fuzz() -> ModuleType:
    path = Path(__file__).resolve().parent.parent / "bench" / "fuzz.py"
    spec = importlib.util.spec_from_file_location("tutor_bench_fuzz", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look the module up by name
    spec.loader.exec_module(module)
    return module


fuzz = _load_fuzz()
FORMATS = fuzz.formats()


def test_every_format_of_every_game_is_fuzzed() -> None:
    from tutor.registry import get_plugin, implemented

    games_with_notation = [g for g in implemented()
                           if get_plugin(g).spec.from_position is not None]
    assert {f"position:{g}" for g in games_with_notation} <= set(FORMATS)
    assert {"record", "lesson", "puzzle", "save", "settings"} <= set(FORMATS)
    for f in FORMATS.values():
        assert len(f.seeds) >= 4, f.name


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_fuzzed_inputs_give_only_clear_errors(name: str) -> None:
    report = fuzz.run(FORMATS[name], INPUTS, seed=PROFILE or "dev")
    assert report.inputs == INPUTS
    shown = "\n".join(f"{kind}\n    {data[:200]!r}" for kind, data in report.failures.items())
    assert report.count == 0, f"{report.count} failures in {name}:\n{shown}"


def test_the_checks_catch_a_crash_and_an_error_without_the_file() -> None:
    """The harness itself: an uncaught exception and an error naming no file are failures."""
    from tutor.errors import FileFormatError

    def crash(data: bytes) -> None:
        raise IndexError("a crash")

    def elsewhere(data: bytes) -> None:
        raise FileFormatError("another.file", "bad", line=1)

    def outside(data: bytes) -> None:
        raise FileFormatError(fuzz.PATH, "bad", line=999)

    for read in (crash, elsewhere, outside):
        fmt = fuzz.Format("test", [b"a: 1\n"], fuzz._checked(read))
        assert fuzz.run(fmt, 3).count == 3


def test_mutations_keep_most_inputs_readable_text() -> None:
    """Most mutated inputs stay UTF-8, so they reach past the first check into the readers."""
    fmt = FORMATS["lesson"]
    texts = 0
    for data in fuzz.inputs(fmt, 300, "mix"):
        try:
            data.decode("utf-8")
            texts += 1
        except UnicodeDecodeError:
            pass
    assert texts > 200


def test_odd_line_breaks_and_deep_brackets_in_every_lesson_and_puzzle_seed() -> None:
    """What the corpus holds since the readers split lines like ``str.splitlines`` (problems
    named lines past the end) and ``tutor check`` parsed a puzzle file nested 5,000 deep twice
    (the second time without a guard): in each seed, before a line with a problem."""
    breaks = "\u2028\u2029\x85\x1c\x1d\x1e\x0b\x0c" * 5
    for seed in FORMATS["lesson"].seeds:
        text = seed.decode().replace("Some prose.", f"Some{breaks}prose.", 1)
        end = text.rindex("```")
        FORMATS["lesson"].check((text[:end] + "zz: 1\n" + text[end:]).encode())
    deep = "[" * 5000 + "]" * 5000
    for seed in FORMATS["puzzle"].seeds:
        text = seed.decode().replace('title = "', f'title = "{breaks}', 1)
        FORMATS["puzzle"].check(f"{text}\nzz = 1\ndeep = {deep}\n".encode())
