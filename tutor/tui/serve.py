"""The app in a web browser (``tutor serve``).

The server hands every browser tab a session of its own: a fresh ``tutor`` process driven through
a web socket, which ends when the tab closes. The sessions share the data folder the terminal app
uses; the progress store locks itself, and the settings file is replaced whole on each save.

What a browser sends is checked before it is used: the terminal's size and every message on the
socket.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import quote

import aiohttp_jinja2
from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from ..i18n import language
from ..numbers import read_int
from . import text as T

log = logging.getLogger("tutor.serve")

#: The page the browser opens (ours); the terminal's script and styles are textual-serve's.
WEB = Path(__file__).resolve().parent / "web"
PAGE = "page.html"
#: The hosts that only this computer reaches.
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})
#: Seconds the sessions get to quit when the server stops.
SHUTDOWN_WAIT = 10.0
#: A session's terminal, fewest and most columns and rows. Any browser window fits; a width of 0
#: ends the app and 20000 by 20000 grows it past a gigabyte.
COLUMNS = (20, 500)
ROWS = (10, 200)
DEFAULT_SIZE = (80, 24)

# A playing card with a club on it, drawn for the browser's tab.
_ICON = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'  # internal
         '<rect x="5" y="1.5" width="22" height="29" rx="3" fill="#f4efe1" stroke="#12241a"/>'
         '<g fill="#12241a"><circle cx="16" cy="11" r="4"/><circle cx="11.3" cy="17.5" r="4"/>'
         '<circle cx="20.7" cy="17.5" r="4"/><path d="M15 17h2l1.5 8h-5z"/></g></svg>')
FAVICON = "data:image/svg+xml," + quote(_ICON)


def font_size(value: str | None, default: int = 16) -> int:
    """The terminal's font size in pixels from the page's ``?fontsize=``, kept readable."""
    try:
        size = int(value or default)
    except ValueError:
        return default
    return min(max(size, 8), 40)


def _within(value: object, bounds: tuple[int, int], default: int) -> int:
    if isinstance(value, str):
        value = read_int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        return default
    return min(max(value, bounds[0]), bounds[1])


def terminal_size(width: object, height: object) -> tuple[int, int]:
    """The columns and rows a session gets for the size a page asked for (text from the socket's
    address or numbers from a message), within ``COLUMNS`` and ``ROWS``; the default for what is
    not a whole number."""
    return (_within(width, COLUMNS, DEFAULT_SIZE[0]), _within(height, ROWS, DEFAULT_SIZE[1]))


class Malformed(ValueError):
    """A message on the web socket that the page does not send."""


def read_message(data: str) -> tuple[str, Any]:
    """A message from the page, checked: its kind and what it carries (``stdin``: bytes,
    ``resize``: columns and rows within bounds, ``ping``: text, ``focus``/``blur``: nothing).
    Raises ``Malformed`` saying what is wrong."""
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):  # RecursionError: brackets nested thousands deep
        raise Malformed("not JSON") from None  # internal
    if not (isinstance(message, list) and message and isinstance(message[0], str)):
        raise Malformed("not a list that starts with its kind")  # internal
    kind, args = message[0], message[1:]
    if kind in ("focus", "blur"):
        return kind, None
    if len(args) == 1 and kind in ("stdin", "ping") and isinstance(args[0], str):
        if kind == "ping":
            return kind, args[0]
        try:
            return kind, args[0].encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate, which JSON can spell
            raise Malformed("keys that are not text") from None  # internal
    if len(args) == 1 and kind == "resize" and isinstance(args[0], dict):
        width, height = args[0].get("width"), args[0].get("height")
        if all(isinstance(v, int) and not isinstance(v, bool) for v in (width, height)):
            return kind, terminal_size(width, height)
    raise Malformed(f"not a {kind[:20]!r} message the page sends")  # internal


class Session(AppService):
    """One tab's app process, as textual-serve runs it."""

    async def run(self) -> None:
        await super().run()
        # However the app ended (quit, crashed, out of memory, killed), the page must say so
        # rather than show its last frame as if it still ran.
        await self.remote_close()


class TutorServer(Server):
    """textual-serve's server, with the trainer's page, messages and checks."""

    def __init__(self, command: str, host: str, port: int, *, out: TextIO | None = None) -> None:
        super().__init__(command, host=host, port=port, title=str(T.TITLE), templates_path=WEB)
        self.out = out or sys.stdout
        #: The open sessions (a task each, serving one tab's web socket).
        self.sessions: set[asyncio.Task[Any]] = set()

    def initialize_logging(self) -> None:
        # Only what goes wrong: the server's own chatter (each request, the banner) is not the
        # learner's business.
        logging.basicConfig(level=logging.DEBUG if self.debug else logging.WARNING,
                            format="tutor serve: %(message)s")  # internal

    async def on_startup(self, app: web.Application) -> None:
        lines = [T.SERVE_LISTENING.format(url=self.public_url),
                 T.SERVE_LOCAL_ONLY.format() if self.host in LOCAL_HOSTS
                 else T.SERVE_OPEN_TO_OTHERS.format(host=self.host),
                 T.SERVE_STOP.format()]
        print("\n".join(lines), file=self.out, flush=True)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab's session: its app started at the size asked for (within bounds), the page's
        messages passed on until the tab closes or the app ends."""
        width, height = terminal_size(request.query.get("width"), request.query.get("height"))
        task = asyncio.current_task()
        assert task is not None
        self.sessions.add(task)
        websocket = web.WebSocketResponse(heartbeat=15)
        app: Session | None = None

        async def close() -> None:
            await websocket.close()

        try:
            await websocket.prepare(request)
            app = Session(self.command, write_bytes=websocket.send_bytes,
                          write_str=websocket.send_str, close=close,
                          download_manager=self.download_manager, debug=self.debug)
            await app.start(width, height)
            await self.relay(websocket, app)
        except asyncio.CancelledError:  # the server is stopping: the page says it has ended
            await websocket.close()
        except Exception as error:  # one session's failure ends that session, not the server
            log.error("a session failed: %s: %s", type(error).__name__, error)  # internal
            await websocket.close()
        finally:
            if app is not None:
                await app.stop()
            self.sessions.discard(task)
        return websocket

    async def relay(self, websocket: web.WebSocketResponse, app: AppService) -> None:
        """Pass the page's messages on to the app; one that is malformed is logged and
        skipped."""
        async for message in websocket:
            if message.type == WSMsgType.BINARY:
                log.warning("ignored a message from a page: binary")  # internal
                continue
            if message.type != WSMsgType.TEXT:
                continue
            try:
                kind, data = read_message(message.data)
            except Malformed as why:
                log.warning("ignored a message from a page: %s: %.60r",  # internal
                            why, message.data)
                continue
            if kind == "stdin":
                await app.send_bytes(data)
            elif kind == "resize":
                await app.set_terminal_size(*data)
            elif kind == "ping":
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await app.blur()
            else:
                await app.focus()

    async def on_shutdown(self, app: web.Application) -> None:
        """End every session the way a closed tab does (the app is told to quit, so it saves
        and exits), rather than leave the server waiting on open tabs."""
        for task in self.sessions:
            task.cancel()
        if self.sessions:
            await asyncio.wait(self.sessions, timeout=SHUTDOWN_WAIT)

    @aiohttp_jinja2.template(PAGE)
    async def handle_index(self, request: web.Request) -> dict[str, Any]:
        """The page: the terminal, and what it says before the session starts and after it
        ends. Addresses follow the one the browser used, so the page works from any host the
        server is reached by."""
        router = request.app.router
        scheme = "wss" if request.secure else "ws"
        return {
            "lang": language(),
            "title": str(T.SERVE_PAGE_TITLE),
            "favicon": FAVICON,
            "static": str(router["static"].url_for(filename="/")).rstrip("/") + "/",
            "websocket": f"{scheme}://{request.host}{router['websocket'].url_for()}",
            "font_size": font_size(request.query.get("fontsize")),
            "connecting": str(T.SERVE_CONNECTING),
            "start": str(T.SERVE_START),
            "ended": str(T.SERVE_ENDED),
            "restart": str(T.SERVE_RESTART),
        }


def serve(command: str, host: str, port: int, *, out: TextIO | None = None) -> None:
    """Serve ``command`` (the app) at ``host``:``port`` until Ctrl+C (or SIGTERM)."""
    server = TutorServer(command, host, port, out=out)
    server.serve()
    print(T.SERVE_STOPPED.format(), file=server.out, flush=True)
