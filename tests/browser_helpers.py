"""Driving ``tutor serve`` in a real headless Chromium, as a user meets it.

The page draws the terminal on a canvas, so its text is read from what the server sent the page:
a script added before the page's own records every frame the browser's terminal was given, and
a terminal emulator (pyte) replays them into the grid of characters the page shows. Clicks go
to the pixel of a cell, worked out from the terminal's size on the page.
"""

from __future__ import annotations

import base64
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: Screenshots of the browser tests are kept here (the CI's artefacts).
ARTEFACTS = ROOT / "build" / "browser"

CHROMIUM_CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
# Chromium as root, on a machine with no display and a closed network: no sandbox, no GPU, and
# none of the background fetches that would fail.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
#: A name the browser finds at this computer, as another site's would after DNS rebinding.
REBOUND = "rebound.example"
CHROMIUM_ARGS.append(f"--host-resolver-rules=MAP {REBOUND} 127.0.0.1")

# Keeps what the page's web socket receives (the terminal's bytes) and the size it asks for.
RECORDER = """
(() => {
  const Native = window.WebSocket;
  window.__tutorFrames = [];
  window.__tutorSize = null;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      const query = new URL(args[0]).searchParams;
      window.__tutorSize = {width: query.get("width"), height: query.get("height")};
      this.addEventListener("message", (event) => {
        if (event.data instanceof ArrayBuffer) {  // the page asks for ArrayBuffers
          window.__tutorFrames.push(new Uint8Array(event.data));
        }
      });
    }
    send(data) {
      if (typeof data === "string" && data.startsWith('["resize"')) {
        window.__tutorSize = JSON.parse(data)[1];
      }
      return super.send(data);
    }
  };
})();
"""

# The frames not yet read, as base64 (a page function: bytes cannot cross as they are).
TAKE_FRAMES = """
() => {
  const out = [];
  for (const frame of window.__tutorFrames.splice(0)) {
    let s = "";
    for (let i = 0; i < frame.length; i += 8192) {
      s += String.fromCharCode.apply(null, frame.subarray(i, i + 8192));
    }
    out.push(btoa(s));
  }
  return out;
}
"""


def chromium() -> str | None:
    """The Chromium to drive, from the system's packages (``$TUTOR_CHROMIUM`` to choose one)."""
    chosen = os.environ.get("TUTOR_CHROMIUM")
    if chosen:
        return chosen if Path(chosen).exists() else None
    for name in CHROMIUM_CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextmanager
def served(data_dir: Path, *args: str) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """``tutor serve`` on a free local port with ``data_dir``: the process and its address.
    Stopped as Ctrl+C in its terminal stops it (SIGINT to the server and every session it
    started), killed if it does not stop."""
    port = free_port()
    env = dict(os.environ, TUTOR_DATA_DIR=str(data_dir), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "tutor", "serve", "--port", str(port), *args],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                raise AssertionError(f"tutor serve stopped: {proc.stderr.read()}")  # type: ignore[union-attr]
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        else:
            raise AssertionError("tutor serve did not start listening in 30 s")
        yield proc, url
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGINT)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()


class Terminal:
    """The terminal on a browser page: its text, and keys and clicks sent to it."""

    def __init__(self, page: Any) -> None:
        import pyte

        self.page = page
        self.screen: Any = None
        self._pyte = pyte
        self._stream: Any = None
        self._size: tuple[int, int] | None = None

    def _update(self) -> None:
        size = self.page.evaluate("window.__tutorSize")
        if size is None:
            return
        cols, rows = int(size["width"]), int(size["height"])
        if self.screen is None:
            self.screen = self._pyte.Screen(cols, rows)
            self._stream = self._pyte.ByteStream(self.screen)
        elif (cols, rows) != self._size:
            self.screen.resize(rows, cols)
        self._size = (cols, rows)
        for chunk in self.page.evaluate(TAKE_FRAMES):
            self._stream.feed(base64.b64decode(chunk))

    def text(self) -> str:
        """What the terminal shows now, line by line."""
        self._update()
        if self.screen is None:
            return ""
        return "\n".join(line.rstrip() for line in self.screen.display)

    def wait_for(self, *words: str, timeout: float = 30.0) -> str:
        """Wait until every one of ``words`` is on the screen; the screen's text."""
        deadline = time.monotonic() + timeout
        shown = ""
        while time.monotonic() < deadline:
            shown = self.text()
            if all(w in shown for w in words):
                return shown
            time.sleep(0.1)
        raise AssertionError(f"not shown within {timeout} s: {words!r}\n--- the screen:\n{shown}")

    def where(self, word: str, after: int = 0) -> tuple[int, int]:
        """The cell (column, row) where ``word`` first starts, on row ``after`` or below."""
        self.text()
        for row, line in enumerate(self.screen.display):
            col = line.find(word)
            if row >= after and col >= 0:
                return col, row
        raise AssertionError(f"{word!r} is not on the screen:\n{self.text()}")

    def click_cell(self, col: int, row: int) -> None:
        """A mouse click in the middle of the cell at ``col``, ``row``."""
        box = self.page.locator(".xterm-screen").bounding_box()
        assert box is not None and self._size is not None
        cols, rows = self._size
        x = box["x"] + (col + 0.5) * box["width"] / cols
        y = box["y"] + (row + 0.5) * box["height"] / rows
        self.page.mouse.click(x, y)

    def click(self, word: str, after: int = 0) -> None:
        """Click the middle of ``word`` where the screen shows it."""
        col, row = self.where(word, after)
        self.click_cell(col + len(word) // 2, row)

    def press(self, *keys: str) -> None:
        for key in keys:
            self.page.keyboard.press(key)

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)

    def screenshot(self, name: str) -> Path:
        """A picture of the page, kept among the test artefacts."""
        ARTEFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTEFACTS / f"{name}.png"
        self.page.screenshot(path=str(path))
        return path
