"""The app in a web browser (``tutor serve``).

The server hands every browser tab a session of its own: a fresh ``tutor`` process driven through
a web socket, which ends when the tab closes. The sessions share the data folder the terminal app
uses; the progress store locks itself, and the settings file is replaced whole on each save.

What a browser sends is checked before it is used: the name the server is asked for under (Host),
the page a web socket comes from (Origin), the terminal's size and every message on the socket.
Sessions are bounded in number and in memory, so a page in another tab cannot wear the computer
out.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import re
import socket
import sys
from pathlib import Path
from typing import Any, TextIO
from urllib.parse import quote

import aiohttp_jinja2
from aiohttp import WSMsgType, hdrs, web
from aiohttp.typedefs import Handler
from textual_serve.app_service import AppService
from textual_serve.server import Server

from ..i18n import language
from ..numbers import read_int
from . import text as T

if sys.platform != "win32":
    import resource

log = logging.getLogger("tutor.serve")

#: The page the browser opens (ours); the terminal's script and styles are textual-serve's.
WEB = Path(__file__).resolve().parent / "web"
PAGE = "page.html"
#: The hosts that only this computer reaches.
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})
#: The hosts that mean every network this computer is on.
EVERY_NETWORK = frozenset({"0.0.0.0", "::"})
#: Seconds the sessions get to quit when the server stops.
SHUTDOWN_WAIT = 10.0
#: A session's terminal, fewest and most columns and rows. Any browser window fits; a width of 0
#: ends the app and 20000 by 20000 grows it past a gigabyte.
COLUMNS = (20, 500)
ROWS = (10, 200)
DEFAULT_SIZE = (80, 24)
#: The address space a session may use, in bytes. A session maps well under a gigabyte (Python,
#: Textual, the bots' threads and their tables). A limit on the address space (RLIMIT_AS) rather
#: than a watch on the resident size: the kernel holds every allocation to it, so no session grows
#: past it between two looks, and one that would gets a MemoryError and ends alone.
SESSION_MEMORY = 2 << 30

# A Host header: a name or IPv4 address, or an IPv6 address in brackets, and maybe a port.
_HOST = re.compile(r"(?:\[([0-9a-f:.]+)\]|([a-z0-9._-]+))(?::[0-9]{1,5})?",  # internal
                   re.IGNORECASE | re.ASCII)

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


def host_of(header: str) -> str | None:
    """The name or address a Host header names: lower case, without its port or the brackets of
    an IPv6 address, without a final dot; ``None`` when the header names no host."""
    found = _HOST.fullmatch(header)
    if found is None:
        return None
    return (found[1] or found[2]).lower().rstrip(".") or None


def is_address(host: str) -> bool:
    """Whether ``host`` is an IP address rather than a name."""
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def served_names(host: str) -> frozenset[str]:
    """The names a browser may ask a server listening on ``host`` for: ``localhost``, the name
    given, and when it listens on every network, this computer's own name."""
    names = {"localhost", host.lower().strip("[]").rstrip(".")}
    if host in EVERY_NETWORK:
        own = socket.gethostname().lower().rstrip(".")
        short = own.split(".")[0]
        names |= {own, short, f"{short}.local"}
    return frozenset(name for name in names if name and not is_address(name))


def welcome(header: str | None, names: frozenset[str]) -> bool:
    """Whether a request with this Host header is for this server.

    A web page can re-point a name it owns at this computer (DNS rebinding) and then read what
    the server answers as its own, so a name must be one of ``names``. An address, typed as
    numbers, cannot be re-pointed: whatever reaches the server under one is for it. The port is
    not compared, so a port forwarded from elsewhere still works.
    """
    host = host_of(header or "")
    return host is not None and (is_address(host) or host in names)


def same_origin(origin: str | None, host: str) -> bool:
    """Whether a web socket with this Origin header was opened by a page this server served at
    ``host`` (the request's Host header). A browser always names the page's origin; a program
    that is no browser sends none, and no web page can make it connect."""
    if origin is None:
        return True
    return origin.lower() in (f"http://{host}".lower(), f"https://{host}".lower())


def limited(command: str, memory: int) -> str:
    """The shell command that runs ``command`` with its address space limited to ``memory``
    bytes (or the lower limit already set), where the system has such limits."""
    if sys.platform == "win32":
        return command
    soft, _hard = resource.getrlimit(resource.RLIMIT_AS)
    if soft != resource.RLIM_INFINITY:
        memory = min(memory, soft)
    # textual-serve runs each session through /bin/sh; its ulimit holds for the process the
    # command execs. A shell that cannot set it still starts the session.
    return f"ulimit -v {memory // 1024} 2>/dev/null; {command}"


class Session(AppService):
    """One tab's app process, as textual-serve runs it."""

    async def run(self) -> None:
        await super().run()
        # However the app ended (quit, crashed, out of memory, killed), the page must say so
        # rather than show its last frame as if it still ran.
        await self.remote_close()


class TutorServer(Server):
    """textual-serve's server, with the trainer's page, messages and checks."""

    def __init__(self, command: str, host: str, port: int, *, sessions: int,
                 out: TextIO | None = None) -> None:
        # An IPv6 address is written in brackets in an address to open.
        shown = (f"[{host}]" if ":" in host else host) + ("" if port == 80 else f":{port}")
        super().__init__(limited(command, SESSION_MEMORY), host=host, port=port,
                         title=str(T.TITLE), public_url=f"http://{shown}", templates_path=WEB)
        self.out = out or sys.stdout
        #: The most sessions open at once.
        self.max_sessions = sessions
        #: The names the server answers to (addresses are always answered).
        self.names = served_names(host)
        #: The open sessions (a task each, serving one tab's web socket).
        self.sessions: set[asyncio.Task[Any]] = set()

    def initialize_logging(self) -> None:
        # Only what goes wrong: the server's own chatter (each request, the banner) is not the
        # learner's business.
        logging.basicConfig(level=logging.DEBUG if self.debug else logging.WARNING,
                            format="tutor serve: %(message)s")  # internal

    async def _make_app(self) -> web.Application:
        # The check must come before every route, textual-serve's static files included; the
        # application takes middleware only until it starts, so it is added here.
        app = await super()._make_app()
        app.middlewares.append(self.check_host)
        return app

    @web.middleware
    async def check_host(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Refuse a request under a name that is not this server's (see ``welcome``)."""
        header = request.headers.get(hdrs.HOST)
        if not welcome(header, self.names):
            log.warning("refused %s %s for Host %.80r, not a name of this server",  # internal
                        request.method, request.path, header)
            raise web.HTTPForbidden(text=T.SERVE_REFUSED_HOST.format())
        return await handler(request)

    async def on_startup(self, app: web.Application) -> None:
        lines = [T.SERVE_LISTENING.format(url=self.public_url),
                 T.SERVE_LOCAL_ONLY.format() if self.host in LOCAL_HOSTS
                 else T.SERVE_OPEN_TO_OTHERS.format(host=self.host),
                 T.SERVE_STOP.format()]
        print("\n".join(lines), file=self.out, flush=True)

    def full(self) -> bool:
        """Whether as many sessions are open as the server takes."""
        return len(self.sessions) >= self.max_sessions

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab's session: its app started at the size asked for (within bounds), the page's
        messages passed on until the tab closes or the app ends."""
        origin = request.headers.get(hdrs.ORIGIN)
        if not same_origin(origin, request.host):
            log.warning("refused a session for a page at %.80r", origin)  # internal
            raise web.HTTPForbidden(text=T.SERVE_REFUSED_ORIGIN.format())
        if self.full():
            log.warning("refused a session: %d are open", len(self.sessions))  # internal
            raise web.HTTPServiceUnavailable(text=T.SERVE_FULL.format(self.max_sessions))
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
        ends; when the server is full, why no session starts. Addresses follow the one the
        browser used, so the page works under every name the server answers to."""
        router = request.app.router
        scheme = "wss" if request.secure else "ws"
        context = {
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
        if self.full():
            context |= {"refused": T.SERVE_FULL.format(self.max_sessions),
                        "again": str(T.SERVE_TRY_AGAIN)}
            raise web.HTTPServiceUnavailable(
                text=aiohttp_jinja2.render_string(PAGE, request, context),
                content_type="text/html")
        return context


def serve(command: str, host: str, port: int, *, sessions: int,
          out: TextIO | None = None) -> None:
    """Serve ``command`` (the app) at ``host``:``port`` until Ctrl+C (or SIGTERM), at most
    ``sessions`` tabs at once."""
    server = TutorServer(command, host, port, sessions=sessions, out=out)
    server.serve()
    print(T.SERVE_STOPPED.format(), file=server.out, flush=True)
