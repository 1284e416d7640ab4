"""The command-line front: records, replay, selfplay, rules, and bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tutor.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_selfplay_record_and_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = tmp_path / "game.json"
    code, out, _ = run(capsys, "selfplay", "klaverjas", "--deals", "2", "--seed", "5",
                       "--record", str(rec))
    assert code == 0
    assert out.count("Deal 1 score") == 1 and "The match is over after 2 deals" in out
    data = json.loads(rec.read_text(encoding="utf-8"))
    assert data["game"] == "klaverjassen" and data["seed"] == 5
    assert len(data["actions"]) == 2 * 33

    code, text, _ = run(capsys, "replay", str(rec))
    assert code == 0
    assert text.count("Trick 8 ") == 2 and "Deal 2 score" in text

    code, js, _ = run(capsys, "replay", str(rec), "--json")
    out_json = json.loads(js)
    assert out_json["terminal"] is True
    scored = [e for e in out_json["events"] if e["type"] == "deal_scored"]
    assert len(scored) == 2
    assert out_json["returns"][:2] == scored[-1]["match"]


def test_selfplay_json_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    _, a, _ = run(capsys, "selfplay", "klaverjassen", "--deals", "3", "--seed", "11", "--json")
    _, b, _ = run(capsys, "selfplay", "klaverjassen", "--deals", "3", "--seed", "11", "--json")
    assert a == b
    data = json.loads(a)
    assert len(data["results"]) == 4  # three deals and the match result


def test_selfplay_rules_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "selfplay", "kj", "--deals", "1", "--rule", "play=amsterdam",
                       "--rule", "trump-method=draaien", "--json")
    assert code == 0
    assert json.loads(out)["rules"]["play"] == "amsterdam"


def test_bad_rules_option_writes_nothing(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    rec = tmp_path / "x.json"
    code, out, err = run(capsys, "selfplay", "kj", "--rule", "play=utrecht", "--record", str(rec))
    assert code == 2 and "'utrecht' is not one of rotterdam, amsterdam" in err
    assert not rec.exists() and out == ""


@pytest.mark.parametrize(("content", "message"), [
    ('{"format": "tutor-record",\n "version": 1,\n "game": "kj", oops}',
     "x.json:3: not valid JSON"),
    ('{"format": "tutor-record", "version": 2}', "x.json: version: unsupported version 2"),
    ('{"format": "tutor-record", "version": 1, "game": "poker", "actions": []}',
     "x.json: game: unknown game 'poker'"),
    ('{"format": "tutor-record", "version": 1, "game": "klaverjassen", "seed": 1, '
     '"actions": ["♥", "♥2"]}', "x.json: actions[1]: '♥2': ♥2 is not in the Klaverjassen pack"),
    ('{"format": "tutor-record", "version": 1, "game": "klaverjassen", "seed": 1, '
     '"actions": ["pass"]}', "x.json: actions[0]: 'pass': You cannot pass"),
    ('{"format": "tutor-record", "version": 1, "game": "klaverjassen", "seed": 1, '
     '"actions": ["♥", "zz"]}', "x.json: actions[1]: 'zz': bad action 'zz'"),
    ('{"format": "tutor-record", "version": 1, "game": "klaverjassen", "rules": {"deals": 0},'
     ' "actions": []}', "x.json: rules: rules option 'deals': 0 is not between 1 and 1000"),
])
def test_bad_record(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str,
                    message: str) -> None:
    path = tmp_path / "x.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2
    assert err.startswith("tutor: ") and message in err.replace(str(tmp_path) + "/", "")
    assert "Traceback" not in err and out == ""


def test_missing_record_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert code == 2 and "cannot read" in err


def test_rules_and_games(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "klaverjas")
    assert code == 0 and out.startswith("# Klaverjassen") and "Rotterdam" in out
    code, out, _ = run(capsys, "games")
    assert "klaverjassen   playable" in out and "casino" in out
    assert "bezique        playable (also: besique)" in out
    assert "fildinski      playable\n" in out and "on the command line" not in out
    from tutor.games.klaverjas.solver import compiled_available

    built = "use the compiled search" in out
    assert built == compiled_available() and built != ("search in pure Python" in out)
    code, _, err = run(capsys, "rules", "poker")
    assert code == 2 and "unknown game 'poker'" in err


def test_a_game_without_a_table_is_played_on_the_command_line(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A game whose plugin names no table yet says so in ``tutor games`` and ``tutor play``."""
    import dataclasses

    import tutor.cli
    from tutor.registry import get_plugin

    def without_table(game: str) -> Any:
        plugin = get_plugin(game)
        return dataclasses.replace(plugin, table=None) if plugin.id == "bezique" else plugin

    monkeypatch.setattr(tutor.cli, "get_plugin", without_table)
    code, out, _ = run(capsys, "games")
    assert "bezique        playable on the command line" in out
    assert "rubicon        playable (also: rubicon-bezique)" in out
    code, _, err = run(capsys, "play", "bezique")
    assert code == 2 and "no table in the app yet" in err and "tutor selfplay bezique" in err


POSITION = """\
dealer: W
trump: ♥
goes: N
N: ♥J ♥9 ♠A ♠10 ♣7 ♣8 ♦7
E: ♥A ♥10 ♠K ♠Q ♣9 ♣10 ♦9 ♦10
S: ♥K ♥Q ♠J ♠9 ♣J ♣Q ♦J ♦Q
W: ♥8 ♥7 ♠8 ♠7 ♣K ♣A ♦K ♦A
trick 1: N ♦8
"""


def test_position_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.txt"
    path.write_text(POSITION, encoding="utf-8")
    code, out, _ = run(capsys, "position", "klaverjas", str(path))
    assert code == 0
    assert "trick 1: N ♦8" in out and "# to move: E; legal: ♦10 ♦9" in out  # the hand's order


def test_position_errors_name_file_and_line(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.txt"
    path.write_text(POSITION.replace("♠Q ♣9", "♠Q ♣x"), encoding="utf-8")
    code, out, err = run(capsys, "position", "klaverjas", str(path))
    assert code == 2 and out == ""
    assert err == f"tutor: {path}:5: bad card '♣x': expected a suit (♠ ♥ ♦ ♣ or s h d c) and a " \
                  "rank (2-10 or T, J Q K A, or Dutch B V H), e.g. ♥J, h10, sa\n"


FINISHED = """\
rules: rotterdam verplicht deals=1
dealer: N
calls: E ♥
N: -
E: -
S: -
W: -
trick 1: E ♥J ♥7 ♥9 ♥K
trick 2: E ♣A ♣Q ♣K ♣7
trick 3: E ♥A ♠7 ♠A ♥8
trick 4: E ♦Q ♦K ♦7 ♦8
trick 5: S ♣9 ♠J ♥10 ♣10
trick 6: N ♠8 ♠K ♦9 ♠9
trick 7: E ♦J ♣8 ♦A ♥Q
trick 8: N ♠10 ♦10 ♣J ♠Q
"""


def test_a_finished_position_prints_the_deals_score(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.txt"
    path.write_text(FINISHED, encoding="utf-8")
    code, out, _ = run(capsys, "position", "klaverjas", str(path))
    assert code == 0 and "# the game is over" in out
    assert "# E (E-W) went on ♥ and made it: 102 against 80" in out
    assert out.endswith("# the deal's score: N-S 80, E-W 102; the match: N-S 80, E-W 102\n")


def test_position_legal_cards_follow_the_hand(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.txt"
    path.write_text(POSITION.replace("N: ♥J ♥9 ♠A ♠10 ♣7 ♣8 ♦7\n", "N: ♥J ♥9 ♠A ♠10 ♣7 ♣8 ♦7 ♦8\n")
                    .replace("trick 1: N ♦8\n", ""), encoding="utf-8")
    code, out, _ = run(capsys, "position", "klaverjas", str(path))
    hand = next(line for line in out.splitlines() if line.startswith("N: "))[3:]
    assert code == 0 and out.splitlines()[-1] == f"# to move: N; legal: {hand}"


def test_one_deal_reads_in_the_singular(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "selfplay", "kj", "--deals", "1")
    assert code == 0 and "The match is over after 1 deal:" in out and "1 deals" not in out


@pytest.mark.parametrize("words", [
    ["--data-dir", "X", "serve"], ["serve", "--data-dir", "X"], ["play", "casino", "--data-dir=X"],
    ["--data-dir", "Y", "lesson", "--data-dir", "X"], ["--data-dir", "X"],
])
def test_the_data_folder_may_be_named_before_or_after_the_command(words: list[str]) -> None:
    from tutor.cli import build_parser

    assert build_parser().parse_args(words).data_dir == "X"


def test_the_language_saved_in_the_data_folder_named_is_spoken(tmp_path: Path,
                                                               monkeypatch: Any) -> None:
    from tutor.cli import choose_language
    from tutor.i18n import set_language
    from tutor.tui.prefs import Preferences, save_preferences

    monkeypatch.delenv("LANG", raising=False)
    monkeypatch.setenv("TUTOR_DATA_DIR", str(tmp_path / "elsewhere"))
    save_preferences(tmp_path, Preferences(language="nl"))
    try:
        assert choose_language(["games", "--data-dir", str(tmp_path)]) == "nl"
        assert choose_language(["games"]) != "nl"
    finally:
        set_language("en")
