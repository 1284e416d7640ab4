"""The app in a web browser (``tutor serve``).

The server hands every browser tab a session of its own: a fresh ``tutor`` process driven through
a web socket, which ends when the tab closes. The sessions share the data folder the terminal app
uses; the progress store locks itself, and the settings file is replaced whole on each save.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import quote

import aiohttp_jinja2
from aiohttp import web
from textual_serve.server import Server

from ..i18n import language
from . import text as T

#: The page the browser opens (ours); the terminal's script and styles are textual-serve's.
WEB = Path(__file__).resolve().parent / "web"
PAGE = "page.html"
#: The hosts that only this computer reaches.
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})
#: Seconds the sessions get to quit when the server stops.
SHUTDOWN_WAIT = 10.0

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


class TutorServer(Server):
    """textual-serve's server, with the trainer's page and messages."""

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
        task = asyncio.current_task()
        assert task is not None
        self.sessions.add(task)
        try:
            return await super().handle_websocket(request)
        finally:
            self.sessions.discard(task)

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
