"""Bad input as a careless user (or a fuzzer) gives it: each case the fuzzer found, reproduced.

Every one must end in a clear error naming the file (and the line or field), exit status 2 at the
command line, never a traceback; saves and settings that cannot be used are set aside, never a
reason a table or the app cannot open.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from teach_helpers import translated_aside

from tutor.cli import main
from tutor.errors import FileFormatError, NotationError
from tutor.numbers import MAX_DIGITS, is_int, read_int

KJ_POSITION = """\
dealer: W
trump: ♥
goes: N
N: ♥J ♥9 ♠A ♠10 ♣7 ♣8 ♦7 ♦8
E: ♥A ♥10 ♠K ♠Q ♣9 ♣10 ♦9 ♦10
S: ♥K ♥Q ♠J ♠9 ♣J ♣Q ♦J ♦Q
W: ♥8 ♥7 ♠8 ♠7 ♣K ♣A ♦K ♦A
"""

GIN_POSITION = """\
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


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as e:  # argparse refusing an argument
        code = int(e.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def record(**fields: object) -> str:
    data: dict[str, object] = {"format": "tutor-record", "version": 1, "game": "klaverjassen",
                               "rules": {}, "seed": 1, "actions": []}
    data.update(fields)
    return json.dumps(data, ensure_ascii=False)


# -- Numbers are read one way -------------------------------------------------------------------


@pytest.mark.parametrize("text", ["²", "٣", "７", "1²", "", " ", "-", "+", "1.5", "0x10",
                                  "1" * (MAX_DIGITS + 1), "9" * 5000])
def test_only_ascii_digits_of_bounded_length_are_numbers(text: str) -> None:
    assert read_int(text) is None and not is_int(text)


def test_numbers_with_signs_and_bounds() -> None:
    assert read_int(" 42 ") == 42 and read_int("-3") is None and read_int("-3", signed=True) == -3
    assert read_int("5", low=1, high=4) is None and read_int("4", low=1, high=4) == 4
    assert read_int("1" * MAX_DIGITS) == int("1" * MAX_DIGITS)


@pytest.mark.parametrize("argv", [
    ("selfplay", "kj", "--rule", "deals=²"),
    ("selfplay", "kj", "--deals", "²"),
    ("selfplay", "gin", "--hands", "٣"),
    ("selfplay", "kj", "--seed", "9" * 5000),
])
def test_digits_that_are_not_ascii_on_the_command_line(capsys: pytest.CaptureFixture[str],
                                                        argv: tuple[str, ...]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err


def test_a_seat_that_is_not_ascii(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = tmp_path / "r.json"
    rec.write_text(record(), encoding="utf-8")
    code, _, err = run(capsys, "review", str(rec), "--seat", "²")
    assert code == 2 and "bad seat '²'" in err


@pytest.mark.parametrize(("game", "text", "old", "new", "line"), [
    ("klaverjas", KJ_POSITION, "dealer: W", "deal: ²\ndealer: W", 1),
    ("klaverjas", KJ_POSITION, "dealer: W", "score: ² 3\ndealer: W", 1),
    ("klaverjas", KJ_POSITION, "dealer: W", "rules: deals=²\ndealer: W", 1),
    ("klaverjas", KJ_POSITION, "dealer: W", "rules: deals=0\ndealer: W", 1),
    ("klaverjas", KJ_POSITION, "dealer: W", "deal: " + "9" * 5000 + "\ndealer: W", 1),
    ("gin", GIN_POSITION, "dealer: P1", "hand: ²\ndealer: P1", 2),
    ("gin", GIN_POSITION, "dealer: P1", "seed: -²\ndealer: P1", 2),
    ("gin", GIN_POSITION, "stock: 28 cards", "stock: " + "9" * 5000 + " cards", 7),
], ids=["kj-deal", "kj-score", "kj-deals", "kj-deals-0", "kj-long", "gin-hand", "gin-seed",
        "gin-stock"])
def test_numbers_in_positions(tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str,
                              text: str, old: str, new: str, line: int) -> None:
    path = tmp_path / "p.txt"
    path.write_text(text.replace(old, new), encoding="utf-8")
    code, out, err = run(capsys, "position", game, str(path))
    assert code == 2 and out == ""
    assert err.startswith(f"tutor: {path}:{line}: ")


def test_choice_options_and_counts_that_are_not_ascii() -> None:
    from tutor.teach.steps import option_indices, parse_quantities

    with pytest.raises(ValueError, match="not one of the options"):
        option_indices("²", ["yes", "no"])
    assert option_indices("2", ["yes", "no"]) == [1]
    with pytest.raises(ValueError):
        parse_quantities("points " + "9" * 5000, ["points"])
    with pytest.raises(ValueError, match="needs a number"):
        parse_quantities("points ²", ["points"])  # no number in it at all


# -- Files that are not what they seem -----------------------------------------------------------


def test_position_of_a_binary_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.bin"
    path.write_bytes(b"dealer: W\n\xff\xfe\x00binary")
    code, out, err = run(capsys, "position", "klaverjas", str(path))
    assert code == 2 and out == "" and f"{path}:2: the text is not UTF-8" in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_replay_of_a_fifo_does_not_block(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for command in ("replay", "position"):
        argv = (command, str(fifo)) if command == "replay" else (command, "kj", str(fifo))
        code, _, err = run(capsys, *argv)
        assert code == 2 and "not a regular file" in err


def test_replay_of_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "replay", str(tmp_path))
    assert code == 2 and "not a regular file" in err


@pytest.mark.parametrize(("content", "message"), [
    ('{"format": "tutor-record",\n "seed": ' + "9" * 5000 + "}", ":2: a number has more than"),
    ("[" * 100_000 + "]" * 100_000, ":1: the data is nested too deeply"),
    ('{"a":\n' + "[" * 5000 + "]" * 5000 + "}", ":2: the data is nested too deeply"),
    (record(position=KJ_POSITION.replace("dealer: W", "rules: deals=0\ndealer: W")),
     "position: line 1: rules option 'deals': 0 is not between 1 and 1000"),
    (record(version=True), "version: unsupported version True"),
    (record(actions=["x" * 1000]), "actions[0]: 'xxxxxxxxx"),
])
def test_records_too_deep_too_long_or_with_bad_rules(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str],
                                                     content: str, message: str) -> None:
    path = tmp_path / "x.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and out == "" and message in err and str(path) in err


def test_selfplay_checks_the_record_folder_first(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "missing" / "game.json"
    code, out, err = run(capsys, "selfplay", "kj", "--deals", "16", "--record", str(target))
    assert code == 2 and out == "" and "does not exist" in err  # nothing played, nothing printed
    code, out, err = run(capsys, "selfplay", "kj", "--deals", "1", "--record", str(tmp_path))
    assert code == 2 and out == "" and "it is a folder" in err



@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_links_are_followed_only_to_regular_files_inside_the_folder(tmp_path: Path) -> None:
    from tutor.files import read_bytes

    tree = tmp_path / "lessons"
    (tree / "g").mkdir(parents=True)
    (tree / "g" / "real.md").write_bytes(b"inside")
    (tmp_path / "outside.md").write_bytes(b"outside")
    os.mkfifo(tree / "g" / "pipe")
    for name, target in [("good.md", "real.md"), ("nowhere.md", "gone.md"), ("pipe.md", "pipe"),
                         ("folder.md", "."), ("out.md", "../../outside.md")]:
        (tree / "g" / name).symlink_to(target)
    assert read_bytes(tree / "g" / "good.md", within=tree) == b"inside"
    assert read_bytes(tree / "g" / "out.md") == b"outside"  # no folder given: a path named
    for name, words in [("nowhere.md", "a link to gone.md, which does not exist"),
                        ("pipe.md", "not a regular file"), ("folder.md", "not a regular file"),
                        ("out.md", f"a link to ../../outside.md, outside the folder {tree}")]:
        with pytest.raises(FileFormatError) as e:
            read_bytes(tree / "g" / name, within=tree)
        assert str(e.value) == f"{tree / 'g' / name}: it is {words}"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_that_turns_up_after_the_look_is_not_waited_on(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    import contextlib
    import threading

    from tutor.files import read_bytes

    fifo = tmp_path / "x.md"
    os.mkfifo(fifo)

    def writer() -> None:  # frees a reader that waits, so a failure does not hang the tests
        with contextlib.suppress(OSError):  # no reader waits: nothing to free
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    freeing = threading.Timer(3, writer)
    freeing.start()
    # As if the FIFO took the name between the look and the opening.
    monkeypatch.setattr(Path, "exists", lambda self: False)
    try:
        with pytest.raises(FileFormatError, match="not a regular file"):
            read_bytes(fifo)
    finally:
        freeing.cancel()


# -- Lessons and puzzles --------------------------------------------------------------------------


def test_a_gin_block_without_a_required_line_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    from tutor.teach.check import check_paths

    lesson = Path(__file__).resolve().parent.parent / "lessons" / "gin-rummy" / \
        "02-knock-limit.md"
    text = lesson.read_text(encoding="utf-8").replace("stock: 28 cards\n", "", 1)
    broken = tmp_path / "lessons" / "gin-rummy" / "02-knock-limit.md"
    broken.parent.mkdir(parents=True)
    broken.write_text(text, encoding="utf-8")
    report = check_paths([broken], known_lessons=["gin-melds"])
    block = text.splitlines().index("```position") + 1
    assert [(p.line, p.reason) for p in translated_aside(report.problems)][:1] == [
        (block, "missing line 'stock:'")]


@pytest.mark.parametrize(("text", "line", "words"), [
    ("puzzle = [1, 2]\n", 1, "'puzzle' must be an array of tables"),
    ("game = 'gin'\n\npuzzle = [{id = 'a'}, 3]\n", 3, "'puzzle' must be an array of tables"),
    ("a = " + "[" * 5000 + "]" * 5000 + "\n", 1, "nested too deeply"),
    ("x = 1\na = " + "9" * 5000 + "\n", 2, "a number has more than"),
])
def test_puzzle_files_of_the_wrong_shape(text: str, line: int, words: str) -> None:
    from tutor.teach.puzzle import parse_puzzles

    parsed = parse_puzzles(text, "p.toml")
    assert parsed.puzzles == () and len(parsed.problems) == 1
    assert parsed.problems[0].line == line and words in parsed.problems[0].reason


def test_lesson_and_puzzle_loaders_name_a_binary_file(tmp_path: Path) -> None:
    from tutor.teach.lesson import load_lesson
    from tutor.teach.puzzle import load_puzzles

    path = tmp_path / "x"
    path.write_bytes(b"---\n\xc3(\n")
    for load in (load_lesson, load_puzzles):
        with pytest.raises(FileFormatError, match=r"x:2: the text is not UTF-8"):
            load(path)


# -- The command line's numbers and names ---------------------------------------------------------


@pytest.mark.parametrize("argv", [
    ("selfplay", "kj", "--bots", "random,random", "--deals", "0"),
    ("selfplay", "kj", "--bots", "random,random", "--deals", "1", "--jobs", "0"),
    ("selfplay", "kj", "--bots", "random,random", "--deals", "1", "--jobs", "-2"),
    ("selfplay", "kj", "--bots", "random,random", "--deals", "1", "--matches", "-1"),
    ("selfplay", "gin", "--hands", "0"),
    ("selfplay", "kj", "--bots", "random,"),
    ("play", "kj", "--level", ""),
    ("play", "kj", "--level", "  "),
    ("play", "kj", "--level", "nobody"),
    ("play", "kj", "--level", "open-cards"),
])
def test_counts_and_levels_that_make_no_sense_are_refused(
        capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err
    assert "inf" not in err


def test_open_cards_is_refused_with_the_levels_to_choose(
        capsys: pytest.CaptureFixture[str]) -> None:
    _, _, err = run(capsys, "play", "kj", "--level", "open-cards")
    assert "sees every hand" in err and "beginner, club, expert" in err


def test_review_needs_a_level(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = tmp_path / "r.json"
    rec.write_text(record(), encoding="utf-8")
    for level in ("", "nobody"):
        code, _, err = run(capsys, "review", str(rec), "--seat", "S", "--level", level)
        assert code == 2 and err


def test_an_unusable_data_folder_is_a_message_and_a_failure(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    code, _, err = run(capsys, "--data-dir", str(blocker / "sub"), "puzzle")
    assert code == 1 and "cannot create the data directory" in err


async def test_the_app_exits_non_zero_when_its_store_cannot_start(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch
                                                                  ) -> None:
    from tutor.teach.progress import ProgressStore, StoreError
    from tutor.tui.app import Settings, create_app

    def refuse(cls: object, directory: object = None) -> ProgressStore:
        raise StoreError("cannot open the progress file now: locked")
    monkeypatch.setattr(ProgressStore, "open", classmethod(refuse))
    app = create_app(Settings(data_dir=tmp_path))
    async with app.run_test() as pilot:
        await pilot.pause()
    assert app.return_code == 1 and "locked" in app.startup_error


# -- Saves and settings ---------------------------------------------------------------------------


def _saved(tmp_path: Path, game: str = "klaverjassen") -> tuple[Path, str]:
    from tutor.play.session import PlaySession, save_path

    session = PlaySession(game, seed=3, human=2 if game == "klaverjassen" else 1,
                          level="random", advisor="sampler")
    for _ in range(5):
        if session.human_to_move():
            session.play(session.view().legal_actions[0])
        else:
            session.bot_step()
    path = save_path(tmp_path, game)
    session.save(path)
    return path, session.to_json()


def _fresh(game: str = "klaverjassen") -> object:
    from tutor.play.session import PlaySession
    from tutor.registry import get_plugin

    return lambda: PlaySession(game, seed=9, human=get_plugin(game).human_seat, level="random",
                               advisor="sampler")


@pytest.mark.parametrize(("name", "change"), [
    ("not UTF-8", lambda text: text.encode()[:40] + b"\xff" + text.encode()[40:]),
    ("deep JSON", lambda text: ("[" * 50_000).encode()),
    ("a huge number", lambda text: text.replace('"seed": 3', '"seed": ' + "9" * 5000).encode()),
    ("a seat that does not exist", lambda text: text.replace('"human": 2', '"human": 7').encode()),
    ("a position", lambda text: text.replace('"actions"', '"position": "dealer: N",\n "actions"')
     .encode()),
    ("an unknown bot", lambda text: text.replace('"level": "random"', '"level": "nobody"')
     .encode()),
    ("a bot that sees every hand", lambda text: text.replace('"level": "random"',
                                                             '"level": "open-cards"').encode()),
    ("another game", lambda text: text.replace('"game": "klaverjassen"', '"game": "gin-rummy"')
     .encode()),
    ("hints not a switch", lambda text: text.replace('"hints": true', '"hints": "no"').encode()),
])
def test_every_unusable_save_is_set_aside_and_the_table_opens(tmp_path: Path, name: str,
                                                              change: object) -> None:
    from tutor.tui.table_base import open_table

    path, text = _saved(tmp_path)
    bad = change(text)  # type: ignore[operator]
    path.write_bytes(bad)
    session, note = open_table(_fresh(), path, game="klaverjassen")
    assert session.seed == 9 and "could not be read and was set aside" in note, name
    aside = path.with_name("klaverjassen.unreadable.json")
    assert aside.read_bytes() == bad and not path.exists()


def test_set_aside_saves_never_overwrite_each_other(tmp_path: Path) -> None:
    from tutor.tui.table_base import open_table

    path, _ = _saved(tmp_path)
    for k in range(3):
        path.write_text(f"broken {k}", encoding="utf-8")
        open_table(_fresh(), path, game="klaverjassen")
    names = sorted(p.name for p in path.parent.iterdir())
    assert names == ["klaverjassen.unreadable-2.json", "klaverjassen.unreadable-3.json",
                     "klaverjassen.unreadable.json"]
    assert {(path.parent / n).read_text(encoding="utf-8") for n in names} == {
        "broken 0", "broken 1", "broken 2"}


def test_a_good_save_resumes_and_old_temporary_files_go(tmp_path: Path) -> None:
    from tutor.files import TEMPORARY_AGE
    from tutor.tui.table_base import open_table

    path, text = _saved(tmp_path)
    old = [path.with_name(".klaverjassen.json.abc123.tmp"), path.with_name("klaverjassenx.json"),
           path.with_name("klaverjassen.jsonab_c12z9")]  # the last: an older version's
    new = path.with_name(".klaverjassen.json.new999.tmp")  # a save being written right now
    for p in [*old, new]:
        p.write_text("half a save", encoding="utf-8")
    for p in old:
        os.utime(p, (0, 0))
    os.utime(old[1], None)
    session, note = open_table(_fresh(), path, game="klaverjassen")
    assert note == "Resumed your saved game." and session.to_json() == text
    assert not old[0].exists() and not old[2].exists()
    assert old[1].exists() and new.exists()  # not ours, and too new
    assert TEMPORARY_AGE >= 10


async def test_the_app_opens_the_table_over_a_damaged_save(tmp_path: Path) -> None:
    from tutor.tui.app import Settings, create_app
    from tutor.tui.table_base import TableScreen

    path, text = _saved(tmp_path)
    path.write_text(text.replace('"level": "random"', '"level": "nobody"'), encoding="utf-8")
    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                              levels={"klaverjassen": "random"},
                              advisors={"klaverjassen": "sampler"}), start="klaverjassen")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.session.seed == 5
    assert (tmp_path / "saves" / "klaverjassen.unreadable.json").exists()


@pytest.mark.parametrize("content", [
    b"\xff\xfe not text", b"[" * 50_000, b'{"hints": ' + b"9" * 5000 + b"}", b"[1, 2",
    b'{"levels": [1]}',
])
def test_unreadable_settings_are_set_aside(tmp_path: Path, content: bytes) -> None:
    from tutor.tui.prefs import Preferences, load_preferences, save_preferences

    (tmp_path / "settings.json").write_bytes(content)
    prefs, note = load_preferences(tmp_path)
    assert prefs == Preferences() and "was set aside as settings.unreadable.json" in note
    assert (tmp_path / "settings.unreadable.json").read_bytes() == content
    save_preferences(tmp_path, Preferences(hints=False))  # the learner's next choice
    assert (tmp_path / "settings.unreadable.json").read_bytes() == content
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_a_saved_level_that_does_not_exist_is_reported(tmp_path: Path) -> None:
    from tutor.tui.prefs import Preferences, load_preferences

    (tmp_path / "settings.json").write_text(
        json.dumps({"levels": {"klaverjassen": "nobody"}, "hints": "no"}), encoding="utf-8")
    prefs, note = load_preferences(tmp_path)
    assert prefs == Preferences() and "'nobody' for Klaverjassen does not exist" in note


def test_notation_error_lines_stay_inside_the_text() -> None:
    from tutor.games.gin.notation import parse_position

    with pytest.raises(NotationError) as e:
        parse_position(GIN_POSITION.replace("stock: 28 cards\n", ""))
    assert e.value.line is not None and e.value.line <= GIN_POSITION.count("\n") + 1


# -- Lines as an editor counts them ----------------------------------------------------------------

#: Characters ``str.splitlines`` breaks a line at and a text editor does not.
ODD_BREAKS = "\u2028\u2029\x85\x1c\x1d\x1e\x0b\x0c"
KNOCK_LIMIT = Path(__file__).resolve().parent.parent / "lessons" / "gin-rummy" / \
    "02-knock-limit.md"


def test_lines_are_split_at_newlines_only() -> None:
    from tutor.files import text_lines

    assert text_lines(f"a{ODD_BREAKS}b\r\nc\n\nd\n") == [f"a{ODD_BREAKS}b", "c", "", "d"]
    assert text_lines("") == [] and text_lines("x") == ["x"] and text_lines("\n") == [""]


def test_a_lesson_problem_names_the_line_an_editor_shows() -> None:
    from tutor.teach.lesson import parse_lesson

    text = KNOCK_LIMIT.read_text(encoding="utf-8")
    text = text.replace("A turn is always", f"A turn{ODD_BREAKS}is always", 1)
    text = text.replace("What is the knock limit?", "What is\u2028the knock\x85limit?", 1)
    text = text.replace("answer: 7\n", "answer: 8\n", 1)
    problems = parse_lesson(text, "t.md").problems
    assert [p.line for p in problems] == [text.split("\n").index("answer: 8") + 1]


def test_a_puzzle_problem_names_the_line_an_editor_shows() -> None:
    from tutor.teach.puzzle import parse_puzzles

    text = (Path(__file__).resolve().parent.parent / "puzzles" / "klaverjassen" /
            "endings.toml").read_text(encoding="utf-8")
    text = text.replace("The last trump for", "The last\u2028trump\x85for", 1)
    text = text.replace('answer = "♦7"', 'answer = "♦9"', 1)
    problems = parse_puzzles(text, "t.toml").problems
    assert [p.line for p in problems] == [text.split("\n").index('answer = "♦9"') + 1]


@pytest.mark.parametrize("game", ["klaverjassen", "gin-rummy"])
def test_a_position_problem_names_the_line_an_editor_shows(tmp_path: Path, game: str,
                                                           capsys: pytest.CaptureFixture[str]
                                                           ) -> None:
    text = KJ_POSITION if game == "klaverjassen" else GIN_POSITION
    first, rest = text.split("\n", 1)
    path = tmp_path / "p.txt"
    path.write_text(f"{first}\n# a note{ODD_BREAKS}\n{rest}no-such-key: 1\n", encoding="utf-8")
    code, _, err = run(capsys, "position", game, str(path))
    assert code == 2 and f"{path}:{text.count(chr(10)) + 2}:" in err


def test_a_translation_problem_names_the_line_an_editor_shows() -> None:
    from tutor.teach.translations import lesson_pair_problems

    english = KNOCK_LIMIT.read_text(encoding="utf-8")
    dutch = english.replace("A turn is always", f"A turn{ODD_BREAKS}is always", 1)
    dutch = dutch.replace("answer: 7\n", "answer: 8\n", 1)
    problems = lesson_pair_problems(english, dutch, "t.nl.md")
    assert [p.line for p in problems] == [dutch.split("\n").index("answer: 8") + 1]


def test_the_markdown_line_map_counts_the_lines_we_count() -> None:
    from tutor.files import text_lines
    from tutor.teach.lesson import MARKDOWN

    text = (f"Prose{ODD_BREAKS}and\rmore\r\n\n```legal\nx\r\n```\n\none\r\rtwo\n\n"
            "```play\ny\n```\n")
    lines = text_lines(text)
    fences = [t.map[0] for t in MARKDOWN.parse("\n".join(lines))
              if t.type == "fence" and t.map is not None]
    assert fences == [k for k, line in enumerate(lines) if line in ("```legal", "```play")]
