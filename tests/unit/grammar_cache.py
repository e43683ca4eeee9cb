"""Make (or check) the caches of the load-time grammars' results for the standard library
(irdl.format.grammar_cache): the trees of format strings (``irdl/format/grammar_results.py``,
``dialects_irdl/format_results.json``) and of C++ predicate texts
(``irdl/checks/pred_grammar_results.py``, ``dialects_irdl/predicate_results.json``).

    python -m tests.unit.grammar_cache           # write them
    python -m tests.unit.grammar_cache --check   # exit 1, naming what differs, if stale

The texts are those that loading every bundled dialect (and its plug-in) asks the grammars
for, recorded in this fresh process: first ``irdl`` and ``builtin``, which every run
loads (the first module), then the others (the second), with the string literals plug-in
code hands ``compile_predicate`` or ``parse_format`` (some only when it verifies). Each is
read by the pyparsing grammar itself, never taken from the modules being made.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path
from typing import Any

from irdl.checks import pred_grammar
from irdl.format import grammar
from irdl.format.grammar_cache import render, render_json

ROOT = Path(__file__).resolve().parents[2]
EVERY_RUN = ("irdl", "builtin")


def literal_texts(function: str) -> set[str]:
    """The string literals the library's Python code passes to ``function``."""
    found = set()
    for path in sorted([*(ROOT / "irdl").rglob("*.py"), *(ROOT / "dialects_irdl").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", None)) == function
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.add(node.args[0].value)
    return found


def recorded_texts() -> list[tuple[set[str], set[str]]]:
    """Per file (tier): the format strings and normalized predicate texts it holds."""
    grammar.CACHE.bypass()
    pred_grammar.CACHE.bypass()
    tiers = []
    seen: tuple[set[str], set[str]] = (set(), set())
    for tier in ("every run", "the rest"):
        grammar.CACHE.recorded, pred_grammar.CACHE.recorded = formats, preds = set(), set()
        try:
            from irdl.runtime.library import LIBRARY  # what importing it reads counts too

            for namespace in LIBRARY.namespaces():
                if (namespace in EVERY_RUN) == (tier == "every run"):
                    LIBRARY.load(namespace)
        finally:
            grammar.CACHE.recorded = pred_grammar.CACHE.recorded = None
        tiers.append((formats - seen[0], preds - seen[1]))
        seen = (seen[0] | formats, seen[1] | preds)
    tiers[-1][0].update(literal_texts("parse_format") - seen[0])
    literal_preds = {pred_grammar.normalize(t) for t in literal_texts("compile_predicate")}
    tiers[-1][1].update(literal_preds - seen[1])
    return tiers


def caches() -> dict[Path, str]:
    """Each cache file and what it should hold."""
    out = {}
    for i, (formats, preds) in enumerate(recorded_texts()):
        trees: dict[str, Any] = {}
        for text in formats:
            try:
                trees[text] = grammar.encode(grammar.read_format(text))
            except grammar.FormatError as exc:  # refused again (and reported) where used
                trees[text] = {"error": exc.message, "column": exc.column}
        which = ("the dialects every run loads (irdl, builtin)", "the other bundled dialects")[i]
        nodes = {t: pred_grammar.read(t) for t in preds}
        if i == 0:  # modules
            out[grammar.CACHE.paths[i]] = render(f"Trees of the formats of {which}", trees)
            out[pred_grammar.CACHE.paths[i]] = render(
                f"Trees of the C++ predicates of {which} (None: outside the grammar)", nodes
            )
        else:  # JSON files
            out[grammar.CACHE.paths[i]] = render_json(trees)
            out[pred_grammar.CACHE.paths[i]] = render_json(nodes)
    return out


def main(argv: list[str]) -> int:
    stale = []
    for path, text in caches().items():
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(str(path.relative_to(ROOT)))
        if "--check" not in argv:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {stale[-1]}", file=sys.stderr)
    if "--check" in argv and stale:
        print(f"stale: {', '.join(stale)}; run python -m tests.unit.grammar_cache", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
