"""Reading and writing the files a learner or an author hands the program, safely.

Whatever a file holds, reading it raises nothing but ``FileFormatError`` naming the file (and the
line where there is one): a folder, a FIFO or a device is refused before anything is read (so
nothing blocks), as is a link that leads nowhere (or, where a folder is given, out of it); bytes
that are not UTF-8 are reported with their line, and JSON that is nested too deeply or holds a
number too long for Python is reported like any other syntax error. Lines are counted at
newlines alone, as a text editor counts them (``text_lines``).

Writing replaces a file in one step (a temporary file in the same folder, then a rename), so a
killed writer leaves the old file whole; ``clean_temporary`` removes what such a writer left.
``set_aside`` moves a damaged file out of the way under a new name, never over an earlier one.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from .errors import FileFormatError
from .text import (
    BAD_JSON,
    CANNOT_READ,
    JSON_REASONS,
    LINK_NOWHERE,
    LINK_OUTSIDE,
    NOT_A_FILE,
    NOT_UTF8,
    NUMBER_TOO_LONG,
    OS_REASONS,
    TOO_DEEP,
)


def os_reason(e: OSError) -> str:
    """Why the system refused a file (or a folder, or a port), in the language spoken; a
    reason the catalogs do not name keeps the system's words."""
    reason = OS_REASONS.get(e.errno) if e.errno is not None else None
    return str(reason) if reason is not None else (e.strerror or str(e))

#: Where ``nesting_line`` looks for too deep nesting.
MAX_DEPTH = 64
#: The most digits of a number in JSON (Python's ``int`` refuses longer ones).
MAX_JSON_DIGITS = 4300
#: A temporary file older than this (seconds) was left by a writer that was killed.
TEMPORARY_AGE = 60.0

_TEMP_SUFFIX = ".tmp"
# Opening a FIFO without it returns at once instead of waiting for a writer (absent on Windows,
# which has no FIFOs in the file system).
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BRACKET = re.compile(r"[\[\]{}]")
_LONG_NUMBER = re.compile(rf"[0-9]{{{MAX_JSON_DIGITS + 1},}}")


def text_lines(text: str) -> list[str]:
    r"""The text's lines as a text editor numbers them: split at ``"\n"`` only (a ``"\r"``
    before it dropped). ``str.splitlines`` also splits at ``"\x0b"``, ``"\x0c"``,
    ``"\x1c"``-``"\x1e"``, ``"\x85"``, ``"\u2028"`` and ``"\u2029"``, which would name lines
    the author cannot find."""
    out = text.split("\n")
    if out[-1] == "":
        out.pop()  # a final newline ends the last line, it does not start one
    return [s[:-1] if s.endswith("\r") else s for s in out]


def line_of(text: str, offset: int) -> int:
    """The 1-based line of a character offset."""
    return text.count("\n", 0, offset) + 1


def decode(data: bytes, path: str) -> str:
    """UTF-8 text (a byte-order mark dropped); bad bytes raise ``FileFormatError`` at their line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        start = data.rfind(b"\n", 0, e.start) + 1
        raise FileFormatError(path, NOT_UTF8.format(byte=data[e.start], column=e.start - start + 1),
                              line=data.count(b"\n", 0, e.start) + 1) from None


def read_bytes(path: str | Path, *, within: Path | None = None) -> bytes:
    """A regular file's bytes; anything else (missing, a folder, a FIFO, a link to nothing) is a
    ``FileFormatError``. With ``within``, a link is followed only to a file inside that folder."""
    p = Path(path)
    try:
        if p.is_symlink():
            _check_link(p, within)
        if p.exists() and not p.is_file():
            raise FileFormatError(str(p), NOT_A_FILE)
        # Checked again on the open file: what was looked at may have been swapped meanwhile.
        fd = os.open(p, os.O_RDONLY | _NONBLOCK)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise FileFormatError(str(p), NOT_A_FILE)
            with os.fdopen(fd, "rb", closefd=False) as f:
                return f.read()
        finally:
            os.close(fd)
    except OSError as e:
        raise FileFormatError(str(p), CANNOT_READ.format(error=os_reason(e))) from None


def _check_link(p: Path, within: Path | None) -> None:
    target = os.readlink(p)
    if not p.exists():
        raise FileFormatError(str(p), LINK_NOWHERE.format(target=target))
    if within is not None and not p.resolve().is_relative_to(within.resolve()):
        raise FileFormatError(str(p), LINK_OUTSIDE.format(target=target, folder=within))


def read_text(path: str | Path, *, within: Path | None = None) -> str:
    """A regular file's text, decoded as UTF-8; every problem is a ``FileFormatError``."""
    return decode(read_bytes(path, within=within), str(path))


def parse_json(text: str, path: str) -> Any:
    """JSON data; a syntax error, too deep nesting or too long a number is a ``FileFormatError``
    with the line."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        said = JSON_REASONS.get(e.msg)
        raise FileFormatError(path, BAD_JSON.format(error=e.msg if said is None else said),
                              line=e.lineno) from None
    except (RecursionError, ValueError) as e:
        line, reason = beyond_parser(text, e)
        raise FileFormatError(path, reason, line=line) from None


def beyond_parser(text: str, error: RecursionError | ValueError) -> tuple[int, str]:
    """The line and the reason for a text that a JSON or TOML parser gave up on with
    ``RecursionError`` (nested too deeply) or ``ValueError`` (a number too long for Python)."""
    if isinstance(error, RecursionError):
        return nesting_line(text), str(TOO_DEEP)
    long = _LONG_NUMBER.search(text)
    return (line_of(text, long.start()) if long else 1,
            NUMBER_TOO_LONG.format(digits=MAX_JSON_DIGITS))


def nesting_line(text: str, depth: int = MAX_DEPTH) -> int:
    """The line where brackets (``[`` and ``{``; quotes are not looked at) first nest deeper
    than ``depth``, else 1: where to point at a text too deeply nested for a parser."""
    level = 0
    for m in _BRACKET.finditer(text):
        level += 1 if m.group() in "[{" else -1
        if level > depth:
            return line_of(text, m.start())
    return 1


def _temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` in one step: a killed writer leaves the old file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=_temporary_prefix(path), suffix=_TEMP_SUFFIX,
                               dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def clean_temporary(path: Path, *, older_than: float = TEMPORARY_AGE) -> list[Path]:
    """Remove the temporary files that killed writers of ``path`` left (older than
    ``older_than`` seconds, so a copy of the program writing right now keeps its own).

    Earlier versions named them ``<name>`` and eight random characters; both forms go.
    """
    legacy = re.compile(re.escape(path.name) + r"[a-z0-9_]{8}")
    prefix = _temporary_prefix(path)
    removed: list[Path] = []
    try:
        entries = list(path.parent.iterdir())
    except OSError:
        return removed
    now = time.time()
    for p in entries:
        name = p.name
        ours = name.startswith(prefix) and name.endswith(_TEMP_SUFFIX)
        if not (ours or legacy.fullmatch(name)):
            continue
        try:
            if p.is_file() and now - p.stat().st_mtime >= older_than:
                p.unlink()
                removed.append(p)
        except OSError:
            continue
    return removed


def set_aside(path: Path, label: str = "unreadable") -> Path:
    """Move a damaged file to ``<stem>.<label><suffix>`` (``-2``, ``-3`` ... when taken) and
    return where it went; an earlier set-aside file is never overwritten."""
    k = 1
    while True:
        tag = label if k == 1 else f"{label}-{k}"
        target = path.with_name(f"{path.stem}.{tag}{path.suffix}")
        if not target.exists() and not target.is_symlink():
            try:
                os.link(path, target)  # fails when the name was taken meanwhile
            except FileExistsError:
                k += 1
                continue
            except OSError:
                if target.exists():
                    k += 1
                    continue
                os.rename(path, target)  # a file system without hard links
                return target
            path.unlink()
            return target
        k += 1
