"""Architecture rules and the shared core."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tutor.errors import FileFormatError, IllegalActionError, NotationError, TutorError
from tutor.registry import GAME_IDS, canonical_id, get_spec
from tutor.seats import next_seat, parse_seat, partner, team_of

PACKAGE = Path(__file__).resolve().parent.parent / "tutor"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_core_never_imports_textual() -> None:
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if "tui" in path.relative_to(PACKAGE).parts:
            continue
        if any(m == "textual" or m.startswith("textual.") for m in imported_modules(path)):
            offenders.append(str(path))
    assert offenders == []


def test_engines_do_no_io_and_use_no_global_random() -> None:
    for path in (PACKAGE / "games").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in ("open", "print", "input"), f"{path}: {node.func.id}"
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id == "random" and node.attr != "Random"):
                raise AssertionError(f"{path}: random.{node.attr} uses the global generator")


def test_game_ids_and_aliases() -> None:
    assert list(GAME_IDS) == ["klaverjassen", "smousjas", "vijfhonderden", "bezique", "rubicon",
                              "fildinski", "gin-rummy", "casino"]
    assert canonical_id("klaverjas") == "klaverjassen"
    assert canonical_id("GIN") == "gin-rummy"
    with pytest.raises(NotationError, match="unknown game 'poker'"):
        canonical_id("poker")
    assert get_spec("kj").id == "klaverjassen"


def test_error_kinds_are_distinct() -> None:
    for a, b in [(NotationError, IllegalActionError), (NotationError, FileFormatError),
                 (IllegalActionError, FileFormatError)]:
        assert not issubclass(a, b) and not issubclass(b, a)
        assert issubclass(a, TutorError)
    e = FileFormatError("game.json", "bad card", line=3)
    assert str(e) == "game.json:3: bad card"
    assert str(FileFormatError("g.json", "x", field="actions[2]")) == "g.json: actions[2]: x"


def test_seats() -> None:
    assert [next_seat(s, 4) for s in range(4)] == [1, 2, 3, 0]
    assert [partner(s) for s in range(4)] == [2, 3, 0, 1]
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert parse_seat("west", 4) == 3 and parse_seat("P2", 2) == 1
    with pytest.raises(NotationError, match="bad seat 'Q'"):
        parse_seat("Q", 4)


def test_private_events_read_per_seat() -> None:
    import random

    from tutor.game import describe_for
    from tutor.games.gin.engine import Drew
    from tutor.games.gin.rules import GinRules

    state = get_spec("gin").new_game(GinRules(), 3)
    rng = random.Random(1)
    drew = None
    while drew is None:
        for e in state.apply(rng.choice(list(state.legal_actions()))):
            if isinstance(e, Drew) and e.source.value == "stock":
                drew = e
    assert str(drew.card) in describe_for(drew, drew.seat)
    assert str(drew.card) not in describe_for(drew, 1 - drew.seat)
