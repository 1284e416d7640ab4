"""The command line with Gin Rummy: selfplay, records, replay and the rule card."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tutor.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_selfplay_json_and_replay(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = tmp_path / "gin.json"
    code, out, _ = run(capsys, "selfplay", "gin", "--hands", "3", "--seed", "1", "--json",
                       "--record", str(record))
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "gin-rummy" and data["rules"]["hands"] == 3 and data["seed"] == 1
    hands = [r for r in data["results"] if r["type"] == "hand_scored"]
    assert [h["hand"] for h in hands] == [1, 2, 3]
    assert data["results"][-1]["type"] == "match_over"
    assert data["returns"] == [sum(h["score"][p] for h in hands) for p in (0, 1)]
    # The same seed plays the same match.
    assert run(capsys, "selfplay", "gin", "--hands", "3", "--seed", "1", "--json")[1] == out

    code, out, _ = run(capsys, "replay", str(record), "--json")
    assert code == 0
    replayed = json.loads(out)
    assert replayed["terminal"] and replayed["returns"] == data["returns"]
    assert [e for e in replayed["events"] if e["type"] == "hand_scored"] == hands

    code, out, _ = run(capsys, "replay", str(record))
    assert code == 0 and out.startswith("Gin Rummy: ") and "Hand 3:" in out
    # The first hand's deal opens the replay, as later deals do.
    assert out.splitlines()[1].startswith("Hand 1: ")
    assert replayed["events"][0] == {"type": "deal", "hand": 1, "dealer": "P1"}


def test_selfplay_text_with_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "selfplay", "oklahoma", "--hands", "2", "--seed", "4",
                       "--rule", "first-upcard=true", "--rule", "big-gin=true")
    assert code == 0 and "The match is over after 2 hands" in out


def test_bad_record_and_rule(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "tutor-record", "version": 1, "game": "gin",
                               "rules": {}, "seed": 1, "actions": ["♠A", "fold"]}),
                   encoding="utf-8")
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 2 and "actions[" in err
    code, _, err = run(capsys, "selfplay", "gin", "--rule", "knock-card=10")
    assert code == 2 and "unknown rules option 'knock-card'" in err


def test_rules_command_prints_the_card(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "gin-rummy")
    assert code == 0 and out.startswith("# Gin Rummy (Oklahoma)")


POSITION = """\
gin-rummy position
dealer: P1
upcard: ♦4
P1: ♠2 ♠3 ♠4 ♥8 ♦8 ♣8 ♣J ♣Q ♣K ♦3 ♥5
P2: ♠A ♠5 ♠8 ♣10 ♥2 ♥3 ♥4 ♦6 ♦7 ♥K
pile: ♦4 ♣9 ♥7
stock: 28 cards
turn: P1 discard (drew from the stock)
history: P2 ♦4, P1 ♣9, P2 ♥7
"""


def test_position_command(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_text(POSITION, encoding="utf-8")
    code, out, err = run(capsys, "position", "gin", str(path))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "gin-rummy position" and "limit: 7 (♥7 on the pile)" in lines
    hand = next(line for line in lines if line.startswith("P1: "))[4:].split()
    legal = lines[-1].removeprefix("# to move: P1; legal: ").split(", ")
    assert legal[:len(hand)] == hand  # every card may be discarded, in the hand's order
    assert legal[len(hand):] == ["knock ♥5", "knock ♦3"]  # then the knocks
    # It reads back what it printed.
    again = tmp_path / "again.txt"
    again.write_text("\n".join(lines[:-1]) + "\n", encoding="utf-8")
    assert run(capsys, "position", "gin", str(again))[1] == out


def test_position_errors_name_file_and_line(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_text(POSITION.replace("pile: ♦4 ♣9 ♥7", "pile: ♦4 ♣9 ♥x"),
                    encoding="utf-8")
    code, out, err = run(capsys, "position", "gin", str(path))
    assert code == 2 and out == "" and err.startswith(f"tutor: {path}:6: bad card '♥x'")


def test_one_hand_reads_in_the_singular(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "selfplay", "gin", "--hands", "1", "--seed", "2")
    assert code == 0 and "after 1 hand" in out and "1 hands" not in out
