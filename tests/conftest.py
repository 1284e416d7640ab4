"""Test configuration: hypothesis profiles (CI is deterministic with bounded examples)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from tutor.i18n import set_language

settings.register_profile(
    "ci", max_examples=60, derandomize=True, deadline=None,
    suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=60, deadline=None)
settings.register_profile("thorough", max_examples=1000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


#: Test files whose tests run longest, in that order: they start first, so that when the suite
#: runs on several cores (``pytest -n``) none of them is left for last on one core.
SLOW_FIRST = ("test_lessons_tree.py", "test_protocol.py", "test_reliability_damage.py",
              "test_fuzz_formats.py", "test_teach_gin.py", "test_reliability_kill.py",
              "test_tui_fairness.py")


def pytest_collection_modifyitems(items: list[Any]) -> None:
    def rank(item: Any) -> int:
        name = item.path.name
        return SLOW_FIRST.index(name) if name in SLOW_FIRST else len(SLOW_FIRST)

    items.sort(key=rank)  # stable: the order within a file is kept


# Every test starts in English, whatever the machine's locale; a test that switches language
# does not leak it into the next.
os.environ.pop("LC_ALL", None)
os.environ.pop("LC_MESSAGES", None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")
