"""The command line's language: ``--lang``, else the saved choice, else the system's; chosen
before the parser is built, so that the help and argparse's own words follow it."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import re
import threading

import pytest

import tutor.cli
import tutor.i18n
from tutor.cli import choose_language, language_asked, main
from tutor.i18n import language


@pytest.mark.parametrize(("argv", "lang"), [
    (["--lang", "nl", "games"], "nl"),
    (["--lang=en", "games"], "en"),
    (["selfplay", "kj", "--lang", "nl"], "nl"),
    (["games"], None),
    (["--lang", "fr", "games"], None),  # unknown: the parser refuses it
    (["--lang"], None),
    (["check", "--", "--lang", "nl"], None),  # after "--" it is a file name
])
def test_lang_is_read_before_the_parser(argv: list[str], lang: str | None) -> None:
    assert language_asked(argv) == lang


def test_the_choice_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    assert choose_language(["games"]) == "nl" and language() == "nl"
    assert choose_language(["--lang", "en", "games"]) == "en" and language() == "en"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert choose_language(["games"]) == "en"
    monkeypatch.setattr(tutor.cli, "saved_language", lambda directory=None: "nl")
    assert choose_language(["games"]) == "nl"
    assert choose_language(["--lang", "en"]) == "en"


def test_the_command_runs_in_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "nl", "games"]) == 0
    assert language() == "nl" and "klaverjassen" in capsys.readouterr().out
    assert main(["games", "--lang", "en"]) == 0 and language() == "en"


def test_an_unknown_language_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "fr", "games"])
    assert exit_.value.code == 2 and "invalid choice: 'fr'" in capsys.readouterr().err


def test_the_help_is_translated_when_it_is_built(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """The help texts and argparse's own words ("usage:", "options") go through the catalogs."""
    monkeypatch.setattr(argparse, "_", argparse._)  # type: ignore[attr-defined]
    monkeypatch.setattr(argparse, "ngettext", argparse.ngettext)  # type: ignore[attr-defined]
    loud = str.upper
    monkeypatch.setattr(tutor.cli, "_", loud)
    monkeypatch.setattr(tutor.i18n, "_", loud)
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert out.startswith("USAGE: tutor")
    assert "A TERMINAL TRAINER FOR CLASSIC DUTCH CARD GAMES." in out
    assert "SHOW THIS HELP MESSAGE AND EXIT" in out and "OPTIONS:" in out


def test_english_help_is_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: tutor") and "show this help message and exit" in out
    assert "A terminal trainer for classic Dutch card games." in out


@pytest.mark.parametrize(("saved", "lang"), [
    ('{"language": "nl"}', "nl"), ('{"language": "en"}', "en"), ("{}", "en"),
    ('{"language": "fr"}', "en"), ("not json", "en")])
def test_the_saved_language_is_read_from_the_settings(
        tmp_path: object, monkeypatch: pytest.MonkeyPatch, saved: str, lang: str) -> None:
    from pathlib import Path

    folder = Path(str(tmp_path))
    (folder / "settings.json").write_text(saved, encoding="utf-8")
    monkeypatch.setenv("TUTOR_DATA_DIR", str(folder))
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert choose_language([]) == lang
    assert choose_language(["--lang", "en"]) == "en"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_for_settings_is_not_waited_on(tmp_path: object,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from pathlib import Path

    fifo = Path(str(tmp_path)) / "settings.json"
    os.mkfifo(fifo)
    monkeypatch.setenv("TUTOR_DATA_DIR", str(fifo.parent))
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    waited: list[bool] = []

    def free() -> None:  # a reader that waits is freed, so the test fails instead of hanging
        with contextlib.suppress(OSError):
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            waited.append(True)
    timer = threading.Timer(3, free)
    timer.start()
    assert choose_language([]) == "nl"
    timer.cancel()
    assert not waited


def test_a_finished_position_names_the_deal_in_dutch(tmp_path: object,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    from test_cli import FINISHED

    path = Path(str(tmp_path)) / "p.txt"
    path.write_text(FINISHED, encoding="utf-8")
    assert main(["--lang", "nl", "position", "klaverjas", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.endswith("# de stand van dit spel: N-S 80, E-W 102; de partij: N-S 80, E-W 102\n")


COMMANDS = ("play", "lesson", "puzzle", "games", "rules", "replay", "position", "review",
            "selfplay", "serve", "check")
#: The names argparse shows for values when none is given, and the English ones.
ENGLISH_NAMES = re.compile(r"\b(COMMAND|DATA_DIR|LEVEL|TEACH_GAME|THEME|KEY=VALUE|SEAT|TOP|SEED|"
                           r"DEALS|HANDS|FILE|MATCHES|JOBS|HOST|PORT|PATH|lesson_id)\b")


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_every_help_names_its_values_in_dutch(command: str | None,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "nl", *([command] if command else []), "--help"])
    out = capsys.readouterr().out
    assert not ENGLISH_NAMES.search(out), out
    # Every value and option says what it is: no line of a name alone.
    listed = out.split("\n\n", 1)[1]
    bare = [line for line in listed.splitlines()
            if line.startswith("  ") and len(line.split()) == 1 and not line.startswith("   ")]
    assert bare == [] or command is None, bare


def test_english_help_keeps_its_names(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["selfplay", "--help"])
    out = capsys.readouterr().out
    assert "[--record FILE]" in out and "[--rule KEY=VALUE]" in out and "\n  game " in out


@pytest.mark.parametrize(("lang", "missing", "json_error"), [
    ("nl", "kan het niet lezen: het bestand of de map bestaat niet", "geen geldige JSON: hier "
     "hoort een waarde"),
    ("en", "cannot read it: No such file or directory", "not valid JSON: Expecting value")])
def test_the_systems_reasons_in_the_language_spoken(
        tmp_path: object, capsys: pytest.CaptureFixture[str], lang: str, missing: str,
        json_error: str) -> None:
    from pathlib import Path

    folder = Path(str(tmp_path))
    assert main(["--lang", lang, "replay", str(folder / "gone.json")]) == 2
    assert missing in capsys.readouterr().err
    (folder / "bad.json").write_text("[1,", encoding="utf-8")
    assert main(["--lang", lang, "replay", str(folder / "bad.json")]) == 2
    assert json_error in capsys.readouterr().err


def test_a_reason_the_catalogs_do_not_know_keeps_the_systems_words() -> None:
    from tutor.files import os_reason

    tutor.i18n.set_language("nl")
    assert os_reason(OSError(errno.ENOENT, "No such file or directory")) == \
        "het bestand of de map bestaat niet"
    assert os_reason(OSError(errno.EXDEV, "Invalid cross-device link")) == \
        "Invalid cross-device link"
