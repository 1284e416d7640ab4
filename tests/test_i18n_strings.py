"""Every sentence a learner may read goes through the catalogs.

Outside the ``text`` modules, a string literal that reads as words (two words of letters with a
space between, placeholders aside) must be marked for translation (``L_``, ``P_``, ``_``) or its
line must say ``# internal`` (not shown to learners: regular expressions, file keywords, messages
for programmers). Docstrings are exempt.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "tutor"
WORDS = re.compile(r"[A-Za-z]{2,}[,.:;!?'’]? +[A-Za-z(“\"]{2,}")
MARKERS = {"L_", "P_", "_", "ngettext"}


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _styles(tree: ast.AST) -> set[int]:
    """Textual's CSS (``CSS``, ``DEFAULT_CSS``)."""
    return {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id in {"CSS", "DEFAULT_CSS"} for t in node.targets)}


def _marked(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in MARKERS):
            for arg in node.args:
                for sub in ast.walk(arg):
                    out.add(id(sub))
    return out


def stray_sentences(path: Path, root: Path = ROOT.parent) -> list[str]:
    """``file:line: text`` for each unmarked sentence in ``path``."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    lines = source.splitlines()
    skip = _docstrings(tree) | _marked(tree) | _styles(tree)
    out = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        if id(node) in skip or not WORDS.search(re.sub(r"\{[^}]*\}", "", node.value)):
            continue
        span = lines[node.lineno - 1:node.end_lineno or node.lineno]
        if any("# internal" in line for line in span):
            continue
        out.append(f"{path.relative_to(root)}:{node.lineno}: {node.value[:60]!r}")
    return out


FILES = sorted(p for p in ROOT.rglob("*.py") if p.name != "i18n.py")


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_sentence_outside_the_catalogs(path: Path) -> None:
    assert stray_sentences(path) == []


def test_the_check_finds_a_stray_sentence(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('"""Doc string here."""\nX = "You must follow suit."\n'
                      'Y = L_("Marked sentence here.")\nZ = "a b"\n'
                      'W = "not shown here"  # internal\nCSS = "Screen { height: auto; }"\n')
    assert stray_sentences(sample, tmp_path) == ["sample.py:2: 'You must follow suit.'"]
