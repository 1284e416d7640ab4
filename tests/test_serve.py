"""``tutor serve``: the app in a web browser.

The server is started as a user starts it, on a free local port; the page is opened in a real
headless Chromium (from the system's packages). Without Chromium or Playwright the browser tests
skip and say why, except where ``TUTOR_BROWSER_TESTS=required`` (the CI) makes that a failure.
"""

from __future__ import annotations

import asyncio
import base64
import http.client
import json
import multiprocessing
import os
import re
import signal
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import (
    CHROMIUM_ARGS,
    REBOUND,
    RECORDER,
    ROOT,
    Terminal,
    chromium,
    free_port,
    served,
)

from tutor.cli import main
from tutor.teach.progress import ProgressStore
from tutor.tui.prefs import Preferences, load_preferences, save_preferences

REQUIRED = os.environ.get("TUTOR_BROWSER_TESTS") == "required"


def _why_no_browser() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401
        import pyte  # noqa: F401
    except ImportError as e:
        return f"the browser tests need Playwright and pyte ({e}): pip install -e '.[test]'"
    if chromium() is None:
        return ("no Chromium found: install the system's package (Debian: apt install chromium) "
                "or set TUTOR_CHROMIUM to its path")
    return None


@pytest.fixture
def browser() -> Iterator[Any]:
    why = _why_no_browser()
    if why is not None:
        if REQUIRED:
            pytest.fail(f"the browser tests must run here: {why}")
        pytest.skip(why)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium(), args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


def open_tab(browser: Any, url: str) -> Terminal:
    page = browser.new_page(viewport={"width": 1280, "height": 860})
    page.add_init_script(RECORDER)
    page.goto(url)
    return Terminal(page)


def sessions(server: subprocess.Popen[str]) -> list[int]:
    """The app processes the server runs now (one a tab), by their command lines."""
    parents: dict[int, int] = {}
    commands: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            commands[int(entry.name)] = (entry / "cmdline").read_bytes().replace(b"\0", b" ") \
                .decode(errors="replace")
        except OSError:
            continue
        parents[int(entry.name)] = int(stat.rpartition(")")[2].split()[1])

    def under(pid: int) -> bool:
        while pid in parents and pid > 1:
            pid = parents[pid]
            if pid == server.pid:
                return True
        return False

    return sorted(pid for pid, cmd in commands.items()
                  if under(pid) and "-m tutor" in cmd and " serve" not in cmd)


def wait_until(test: Any, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if test():
            return
        time.sleep(0.1)
    raise AssertionError("timed out")


# -- The command, without a browser -------------------------------------------------------------

def test_serve_listens_on_this_computer_only_unless_told_and_stops_on_ctrl_c(
        tmp_path: Path) -> None:
    with served(tmp_path) as (proc, url), urllib.request.urlopen(url, timeout=10) as response:
        page = response.read().decode()
    assert proc.returncode == 0  # stopped by SIGINT, cleanly
    out = proc.stdout.read()  # type: ignore[union-attr]
    assert f"Serving the trainer at {url.rstrip('/')}" in out
    assert "Only this computer can open it" in out and "--host" in out
    assert "The server has stopped." in out
    assert "Traceback" not in proc.stderr.read()  # type: ignore[union-attr]
    # The page is the trainer's: its title and icon, the socket at the address used.
    assert "<title>tutor: classic Dutch card games</title>" in page
    assert 'rel="icon" type="image/svg+xml" href="data:image/svg+xml,' in page
    assert f'data-session-websocket-url="ws://{url[len("http://"):]}ws"' in page
    assert "googleapis" not in page  # nothing is fetched from elsewhere


def test_the_page_speaks_the_language_given(tmp_path: Path) -> None:
    with served(tmp_path, "--lang", "nl") as (proc, url), \
            urllib.request.urlopen(url, timeout=10) as response:
        page = response.read().decode()
    assert '<html lang="nl">' in page and "De kaarten worden gedeeld" in page
    assert "De trainer draait op" in proc.stdout.read()  # type: ignore[union-attr]


def test_a_port_in_use_is_a_plain_message(tmp_path: Path, capsys: Any) -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        code = main(["--data-dir", str(tmp_path), "serve", "--port", str(port)])
    err = capsys.readouterr().err
    assert code == 1 and f"cannot serve on 127.0.0.1 port {port}" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("port", ["0", "65536", "http"])
def test_a_bad_port_is_refused_by_the_parser(port: str, capsys: Any) -> None:
    with pytest.raises(SystemExit) as e:
        main(["serve", "--port", port])
    assert e.value.code == 2 and "--port" in capsys.readouterr().err


def test_the_sessions_start_with_the_folder_and_language_given(
        tmp_path: Path, monkeypatch: Any) -> None:
    seen: list[tuple[str, str, int, int]] = []
    monkeypatch.setattr("tutor.tui.serve.serve", lambda command, host, port, sessions:
                        seen.append((command, host, port, sessions)))
    assert main(["--data-dir", str(tmp_path / "d"), "serve", "--lang", "nl", "--host",
                 "0.0.0.0", "--port", "9000"]) == 0
    ((command, host, port, sessions),) = seen
    assert (host, port, sessions) == ("0.0.0.0", 9000, 8)
    assert command.startswith("exec ")
    assert command.endswith(f"-m tutor --data-dir {tmp_path / 'd'} --lang nl")
    assert (tmp_path / "d").is_dir()


def test_python_m_tutor_is_the_command_line() -> None:
    done = subprocess.run([sys.executable, "-m", "tutor", "games"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "klaverjassen" in done.stdout


# -- What reaches the server is checked ----------------------------------------------------------

def fetch(url: str, path: str = "/", **headers: str) -> tuple[int, str]:
    """The status and text of a GET at ``url``'s server, with the headers given (``Host`` too)."""
    parsed = urllib.parse.urlsplit(url)
    conn = http.client.HTTPConnection(parsed.hostname or "", parsed.port, timeout=10)
    try:
        conn.request("GET", path, headers={k.replace("_", "-"): v for k, v in headers.items()})
        response = conn.getresponse()
        return response.status, response.read().decode()
    finally:
        conn.close()


def knock(url: str, query: str = "?width=80&height=24", **headers: str) -> tuple[int, str]:
    """A web socket's opening request to ``url``'s server, the connection closed after the
    answer: its status (101 opens a session) and text."""
    key = base64.b64encode(os.urandom(16)).decode()
    return fetch(url, "/ws" + query, Connection="Upgrade", Upgrade="websocket",
                 Sec_WebSocket_Version="13", Sec_WebSocket_Key=key, **headers)


def origin_of(url: str) -> str:
    return url.rstrip("/")


def test_a_request_under_a_name_not_the_servers_is_refused(tmp_path: Path) -> None:
    with served(tmp_path) as (proc, url):
        port = urllib.parse.urlsplit(url).port
        for host in (f"localhost:{port}", f"127.0.0.1:{port}", f"LocalHost.:{port}",
                     f"[::1]:{port}", "127.0.0.1"):
            assert fetch(url, Host=host)[0] == 200, host
        # A page of another site whose name now points here (DNS rebinding) reads nothing.
        for path in ("/", "/static/js/textual.js", "/download/x"):
            status, text = fetch(url, path, Host=f"rebound.example:{port}")
            assert status == 403 and "Refused: this server does not go by that name" in text
        for host in ("", "a b", f"::1:{port}", f"localhost:{port}:1"):
            assert fetch(url, Host=host)[0] == 403, host
        assert knock(url, Host=f"rebound.example:{port}",
                     Origin=f"http://rebound.example:{port}")[0] == 403
        assert sessions(proc) == []
    err = proc.stderr.read()  # type: ignore[union-attr]
    assert "refused GET / for Host 'rebound.example:" in err and "Traceback" not in err


def test_the_names_a_server_answers_to() -> None:
    from tutor.tui.serve import served_names, welcome

    here = served_names("127.0.0.1")
    assert welcome("localhost:8000", here) and welcome("127.0.0.1", here)
    assert welcome("[::1]:8000", here) and welcome("10.0.0.7:8000", here)  # an address
    assert not welcome(socket.gethostname(), here) or socket.gethostname() == "localhost"
    assert not welcome(None, here) and not welcome("::1", here)
    everywhere = served_names("0.0.0.0")
    own = socket.gethostname().lower()
    assert welcome(f"{own}:8000", everywhere) and welcome("192.168.1.20:8000", everywhere)
    assert not welcome("rebound.example:8000", everywhere)
    named = served_names("trainer.lan")
    assert welcome("trainer.lan:8000", named) and welcome("TRAINER.LAN.", named)
    assert not welcome("other.lan:8000", named)


def test_a_web_socket_from_another_page_is_refused(tmp_path: Path) -> None:
    with served(tmp_path) as (proc, url):
        port = urllib.parse.urlsplit(url).port
        for origin in ("http://rebound.example", "null", f"http://localhost:{port}",
                       f"http://127.0.0.1:{free_port()}", f"ftp://127.0.0.1:{port}"):
            status, text = knock(url, Origin=origin)
            assert status == 403, origin
            assert "Refused: a session opens only from this server's own page." in text
        assert sessions(proc) == []
        assert knock(url, Origin=origin_of(url))[0] == 101


def run_session(url: str, query: str, talk: Any) -> Any:
    """A web socket session opened as the page opens one, ``talk(ws)`` run once the app has
    drawn its first frame; what ``talk`` returns."""
    import aiohttp

    async def go() -> Any:
        async with aiohttp.ClientSession() as client, client.ws_connect(
                url.replace("http://", "ws://") + "ws" + query, origin=origin_of(url)) as ws:
            while (message := await ws.receive(timeout=30)).type != aiohttp.WSMsgType.BINARY:
                assert message.type == aiohttp.WSMsgType.TEXT, f"the session ended: {message}"
            return await talk(ws)

    return asyncio.run(go())


async def pong(ws: Any) -> None:
    """A ping answered: the session is still there."""
    import aiohttp

    await ws.send_str('["ping", "42"]')
    while True:
        message = await ws.receive(timeout=20)
        assert message.type in (aiohttp.WSMsgType.TEXT, aiohttp.WSMsgType.BINARY), message
        if message.type == aiohttp.WSMsgType.TEXT:
            assert json.loads(message.data) == ["pong", "42"]
            return


def status_of(pid: int) -> dict[str, str]:
    lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    return {k: v.strip() for k, _, v in (line.partition(":") for line in lines)}


@pytest.mark.parametrize(("query", "size"), [("?width=0&height=0", ("20", "10")),
                                             ("?width=20000&height=20000", ("500", "200")),
                                             ("?width=wide&height=-3", ("80", "24"))])
def test_a_session_starts_within_its_bounds(tmp_path: Path, query: str,
                                            size: tuple[str, str]) -> None:
    with served(tmp_path) as (proc, url):
        async def talk(ws: Any) -> None:
            (pid,) = sessions(proc)
            environ = dict(entry.split("=", 1) for entry in Path(f"/proc/{pid}/environ")
                           .read_bytes().decode().split("\0") if "=" in entry)
            assert (environ["COLUMNS"], environ["ROWS"]) == size
            limits = Path(f"/proc/{pid}/limits").read_text()
            assert re.search(r"Max address space +2147483648 +2147483648 ", limits), limits
            # A resize out of bounds is kept in bounds too: the app neither ends nor grows.
            for width, height in ((0, 0), (20000, 20000), (-5, 10**30)):
                await ws.send_str(json.dumps(["resize", {"width": width, "height": height}]))
            await asyncio.sleep(1)
            await pong(ws)
            assert running(pid)
            assert int(status_of(pid)["VmRSS"].split()[0]) < 500_000  # kB

        run_session(url, query, talk)
    err = proc.stderr.read()  # type: ignore[union-attr]
    assert err == "", err


def test_a_malformed_message_is_one_line_in_the_log_and_the_session_goes_on(
        tmp_path: Path) -> None:
    bad = ["not json", "[]", "{}", '"stdin"', "[1, 2]", '["stdin", 5]', '["stdin", "\\ud800"]',
           '["resize", "big"]', '["resize", {"width": "wide", "height": 24}]',
           '["resize", {"width": true, "height": 24}]', '["resize", {}]', '["ping"]',
           '["shout", 1]', "[" * 100_000]
    with served(tmp_path) as (proc, url):
        async def talk(ws: Any) -> None:
            for message in bad:
                await ws.send_str(message)
            await ws.send_bytes(b"\0\1")
            await pong(ws)
            await ws.send_str('["stdin", "x"]')
            await pong(ws)
            (pid,) = sessions(proc)
            assert running(pid)

        run_session(url, "", talk)
    err = proc.stderr.read()  # type: ignore[union-attr]
    lines = err.splitlines()
    assert len(lines) == len(bad) + 1, err
    assert all(line.startswith("tutor serve: ignored a message from a page: ") for line in lines)
    assert "Traceback" not in err


def test_a_session_whose_app_dies_is_closed_at_the_page(tmp_path: Path) -> None:
    import aiohttp

    with served(tmp_path) as (proc, url):
        async def talk(ws: Any) -> None:
            (pid,) = sessions(proc)
            os.kill(pid, signal.SIGKILL)  # as the kernel ends a process it cannot keep
            while (message := await ws.receive(timeout=10)).type in (aiohttp.WSMsgType.TEXT,
                                                                     aiohttp.WSMsgType.BINARY):
                pass
            assert message.type == aiohttp.WSMsgType.CLOSE

        run_session(url, "", talk)
        assert fetch(url)[0] == 200  # the server goes on


def test_the_sessions_open_at_once_are_capped(tmp_path: Path) -> None:
    with served(tmp_path, "--sessions", "1") as (proc, url):
        async def talk(ws: Any) -> None:
            status, page = fetch(url)
            assert status == 503
            assert "Refused: 1 session is open already" in page and "Try again" in page
            assert "data-session-websocket-url" not in page  # the page opens no socket
            status, text = knock(url, Origin=origin_of(url))
            assert status == 503 and "Close a tab and try again." in text
            await pong(ws)  # the open session is untouched

        run_session(url, "", talk)
        wait_until(lambda: fetch(url)[0] == 200)  # a closed tab makes room

        async def second(ws: Any) -> bool:
            return not ws.closed

        assert run_session(url, "", second)
    assert proc.returncode == 0


@pytest.mark.parametrize("host", ["", "  "])
def test_an_empty_host_is_refused_by_the_parser(host: str, capsys: Any,
                                                monkeypatch: Any) -> None:
    def serve(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("served on every network")

    monkeypatch.setattr("tutor.tui.serve.serve", serve)
    with pytest.raises(SystemExit) as e:
        main(["serve", "--host", host])
    err = capsys.readouterr().err
    assert e.value.code == 2
    assert "argument --host: give an address" in err and "0.0.0.0" in err
    assert "Traceback" not in err


# -- Two sessions at once share the data folder --------------------------------------------------

def _write_progress(directory: str, tag: str, count: int) -> None:
    with ProgressStore.open(directory) as store:
        for k in range(count):
            store.record_attempt(f"{tag}-{k}", "klaverjassen", k % 2 == 0)
            store.save_lesson(f"{tag}-lesson", "klaverjassen", k)


def _write_settings(directory: str, level: str, count: int) -> None:
    for _ in range(count):
        save_preferences(Path(directory), Preferences(levels={"klaverjassen": level}))


def test_two_sessions_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    ctx = multiprocessing.get_context("spawn")
    writers = [ctx.Process(target=_write_progress, args=(str(tmp_path), tag, 60))
               for tag in ("a", "b")]
    writers += [ctx.Process(target=_write_settings, args=(str(tmp_path), level, 60))
                for level in ("club", "expert")]
    for w in writers:
        w.start()
    for w in writers:
        w.join(120)
        assert w.exitcode == 0
    with ProgressStore.open(tmp_path) as store:
        ids = {a.puzzle_id for a in store.attempts()}
        assert ids == {f"{t}-{k}" for t in "ab" for k in range(60)}
        assert {p.lesson_id: p.step for p in store.lessons()} == {"a-lesson": 59,
                                                                  "b-lesson": 59}
    with sqlite3.connect(tmp_path / "progress.sqlite3") as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    prefs, note = load_preferences(tmp_path)
    assert note == "" and prefs.levels["klaverjassen"] in ("club", "expert")


# -- In the browser ------------------------------------------------------------------------------

def answer_of(title: str) -> str:
    """The solution of the Klaverjassen puzzle titled ``title`` (the first answer accepted)."""
    from tutor.tui.teach import puzzles_for

    (puzzle,) = [p for p in puzzles_for("klaverjassen") if p.title == title]
    return str(puzzle.step.solution()).split(" or ")[0]


def test_two_tabs_in_the_browser_a_puzzle_solved_by_click_and_keys(
        browser: Any, tmp_path: Path) -> None:
    with served(tmp_path) as (server, url):
        first = open_tab(browser, url)
        first.wait_for("Klaverjassen", "Puzzles", "Lessons done")
        second = open_tab(browser, url)
        second.wait_for("Klaverjassen", "Puzzles")
        wait_until(lambda: len(sessions(server)) == 2)
        assert first.page.title() == "tutor: classic Dutch card games"
        # The mouse opens the puzzles; the second tab stays home: a session each.
        first.click("Puzzles", after=first.where("Lessons done")[1])
        shown = first.wait_for("Next puzzle", "your answer, then Enter")
        assert "Next puzzle" not in second.text()
        title = shown.splitlines()[1].split(" · ")[0].strip()
        solution = answer_of(title)
        first.click("your answer, then Enter")
        first.type(solution)
        first.press("Enter")
        shown = first.wait_for("Your rating: 1500 →")
        first.screenshot("puzzle-solved")
        # Only the cards South sees are on the page (the others are face down).
        assert "5 cards, face down" in shown
        # Closing a tab ends its session and no other.
        second.page.close()
        wait_until(lambda: len(sessions(server)) == 1)
        first.press("Control+n")
        first.wait_for("your rating")
    with ProgressStore.open(tmp_path) as store:
        assert [a.correct for a in store.attempts()] == [True]
    # Ctrl+C with a tab open: the session told to quit, the server stopped, nothing spilled.
    assert server.returncode == 0
    assert server.stderr.read() == ""  # type: ignore[union-attr]
    assert "The server has stopped." in server.stdout.read()  # type: ignore[union-attr]
    assert "-closed" in first.page.evaluate("document.body.className")
    assert first.page.locator("#ended").is_visible()


HAND = re.compile(r"│([0-9AKQJ]{1,2}[♠♥♦♣]) *│")


def hand(shown: str) -> tuple[int, list[int]]:
    """The row of the learner's cards on the screen, and the column of each."""
    for row, line in enumerate(shown.splitlines()):
        found = [m.start(1) for m in HAND.finditer(line)]
        if found:
            return row, found
    return -1, []


def test_a_klaverjassen_deal_played_with_the_mouse(browser: Any, tmp_path: Path) -> None:
    with served(tmp_path) as (_server, url):
        term = open_tab(browser, url)
        term.wait_for("Klaverjassen", "Play")
        term.click("Play", after=term.where("Lessons done")[1])
        term.wait_for("deal 1/16")
        played, refused = 0, 0
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline and played < 8:
            shown = term.text()
            row, columns = hand(shown)
            if "Your turn" not in shown or not columns:
                time.sleep(0.2)
                continue
            # A click on each card in turn until one is played: a card the rules forbid is
            # refused and stays in the hand.
            for col in columns:
                term.click_cell(col + 1, row)
                wait = time.monotonic() + 3
                while time.monotonic() < wait and len(hand(term.text())[1]) == len(columns):
                    time.sleep(0.1)
                if len(hand(term.text())[1]) < len(columns):
                    played += 1
                    break
                refused += 1
                assert "Not allowed" in term.text()
        shown = term.wait_for("deal 2/16", timeout=120)
        term.screenshot("klaverjassen-deal-played")
        assert played == 8, shown


def test_a_lesson_step_answered_in_the_browser(browser: Any, tmp_path: Path) -> None:
    from tutor.tui.teach import lessons_for

    lesson = lessons_for("klaverjassen")[0]
    first = next(k for k, step in enumerate(lesson.steps) if step.interactive)
    letter = lesson.steps[first].solution().split(")")[0]  # a lettered choice: "b) ♠10"
    with served(tmp_path) as (_server, url):
        term = open_tab(browser, url)
        term.wait_for("Klaverjassen", "Lessons done")
        term.click("Lessons", after=term.where("Lessons done")[1] + 1)
        term.wait_for(lesson.title)
        term.click(lesson.title)
        term.wait_for("Next", "Back")
        for _ in range(first):
            term.press("Control+n")
        term.wait_for("your answer, then Enter")
        term.click("your answer, then Enter")
        term.type(letter)
        term.press("Enter")
        term.wait_for("Right.")
        term.screenshot("lesson-step-answered")
    with ProgressStore.open(tmp_path) as store:
        saved = store.lesson(lesson.id)
        assert saved is not None and saved.step >= first


def test_the_page_works_at_the_servers_names_and_no_other_page_opens_a_session(
        browser: Any, tmp_path: Path) -> None:
    with served(tmp_path) as (server, url):
        port = urllib.parse.urlsplit(url).port
        term = open_tab(browser, f"http://localhost:{port}/")
        term.wait_for("Klaverjassen", "Puzzles")
        term.click("Puzzles", after=term.where("Lessons done")[1])
        term.wait_for("Next puzzle")
        wait_until(lambda: len(sessions(server)) == 1)
        # A site whose name now points at this computer (the browser is told so, as DNS
        # rebinding would) gets the refusal, not the page.
        other = browser.new_page()
        response = other.goto(f"http://{REBOUND}:{port}/")
        assert response.status == 403
        assert "Refused: this server does not go by that name" in other.inner_text("body")
        # Nor can that page open a session by the server's address: its origin is not ours.
        opened = other.evaluate("""(url) => new Promise((done) => {
            const ws = new WebSocket(url);
            ws.onopen = () => done("open");
            ws.onclose = () => done("refused");
        })""", f"ws://127.0.0.1:{port}/ws?width=80&height=24")
        assert opened == "refused"
        assert len(sessions(server)) == 1
        term.press("Control+n")
        term.wait_for("Next puzzle")
    err = server.stderr.read()  # type: ignore[union-attr]
    assert "refused GET / for Host" in err and "refused a session for a page at" in err
    assert "Traceback" not in err


def test_a_session_ends_when_its_server_is_killed(browser: Any, tmp_path: Path) -> None:
    with served(tmp_path) as (server, url):
        term = open_tab(browser, url)
        term.wait_for("Klaverjassen")
        wait_until(lambda: len(sessions(server)) == 1)
        (session,) = sessions(server)
        os.kill(server.pid, signal.SIGKILL)  # no chance to tell the session to quit
        server.wait()
        try:
            wait_until(lambda: not running(session))
        finally:
            if running(session):
                os.kill(session, signal.SIGKILL)


def running(pid: int) -> bool:
    """The process is there and not a zombie waiting for its parent."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def test_keys_work_before_any_click(browser: Any, tmp_path: Path) -> None:
    """The terminal has the keyboard as soon as the app has drawn: no click first."""
    with served(tmp_path) as (_, url):
        tab = open_tab(browser, url)
        tab.wait_for("Klaverjassen", "Lessons done")
        assert tab.page.evaluate("document.activeElement.tagName") == "TEXTAREA"
        tab.press("r")  # the rule card of the game highlighted
        tab.wait_for("The rules as the engine implements them")
