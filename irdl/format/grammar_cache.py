"""What a load-time grammar made of the standard library's texts, kept as data.

Importing pyparsing takes longer than a whole small run of ``irdl-opt``, so the results of
the grammars (``irdl.format.grammar`` for format strings, ``irdl.checks.pred_grammar`` for
C++ predicates) on every text the bundled dialects hold are kept in two tiers tried in
turn: a module ``<grammar>_results`` beside the grammar, for the dialects every run loads
(``irdl``, ``builtin``), and a JSON file in ``dialects_irdl/`` for the others
(``format_results.json``, ``predicate_results.json``: what they hold is those dialects'),
read only when the first lacks a text. A text in neither is read by the grammar itself.

The first tier is one assignment, ``RESULTS = {text: result}``, of a literal made of
strings, tuples, None and booleans: tiny, and Python keeps its compiled form. The second is
large (every bundled dialect's texts, about 600 KB each): compiling it as a module took
170 ms a process wherever Python does not keep bytecode (``PYTHONDONTWRITEBYTECODE``, as
CI sets), where JSON reads in about 12 ms; it is data only, never code. Its lists are
turned back into tuples as a text is asked for.

Both are made by ``python -m tests.unit.grammar_cache``, which reads every text with the
grammar; ``tests/unit/test_grammar_cache.py`` fails when they are stale or hold anything
but that data.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

MISSING: Any = object()  # what ``get`` returns for a text in neither tier
# The folder of the standard library's dialects, beside irdl/ (in a checkout or installed).
LIBRARY_DATA = Path(__file__).resolve().parents[2] / "dialects_irdl"


def library_results(path: Path) -> dict[str, Any]:
    """The results in the JSON file at ``path`` (lists where the grammar has tuples: ``get``
    turns back what it hands out)."""
    import json

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # a missing or damaged file costs only time
        return {}
    return data if isinstance(data, dict) else {}


def as_tuples(value: Any) -> Any:
    """A JSON value with its lists as the tuples the grammar made."""
    if isinstance(value, list):
        return tuple(as_tuples(v) for v in value)
    if isinstance(value, dict):
        return {k: as_tuples(v) for k, v in value.items()}
    return value


class GrammarCache:
    """``paths``: the data files, in the order tried; ``loaders``: per tier, what reads
    its file and returns its results."""

    def __init__(self, paths: list[Path], loaders: list[Callable[[], dict[str, Any]]]) -> None:
        self.loaders = loaders
        self.paths = paths
        self.tiers: list[dict[str, Any]] = []  # the modules' results, as far as imported
        # The texts asked for, while the caches' generator records them.
        self.recorded: set[str] | None = None

    def bypass(self) -> None:
        """From now on, have every text read by the grammar (as the generator does)."""
        self.tiers = [{} for _ in self.loaders]

    def get(self, text: str) -> Any:
        """The cached result for ``text``, or MISSING."""
        if self.recorded is not None:
            self.recorded.add(text)
        for i, load in enumerate(self.loaders):
            if i == len(self.tiers):
                try:
                    self.tiers.append(load())
                except ImportError:  # a missing module costs only time
                    self.tiers.append({})
            found = self.tiers[i].get(text, MISSING)
            if found is not MISSING:
                return as_tuples(found) if isinstance(found, (list, dict)) else found
        return MISSING


def render_json(results: dict[str, Any]) -> str:
    """A JSON tier's text: one entry a line, sorted, so that a change reads as a diff."""
    import json

    lines = ",\n".join(
        f"{json.dumps(k)}: {json.dumps(v, separators=(',', ':'))}"
        for k, v in sorted(results.items())
    )
    return "{\n" + lines + "\n}\n"


def render(what: str, results: dict[str, Any]) -> str:
    """A data module's text: one entry a line, sorted, so that a change reads as a diff."""
    lines = "".join(f"    {k!r}: {v!r},\n" for k, v in sorted(results.items()))
    return (
        f'"""{what}, by text.\n\nMade by ``python -m tests.unit.grammar_cache``; do not edit. '
        'Data only\n(irdl.format.grammar_cache)."""\n\n'
        "# fmt: off\n# ruff: noqa\nfrom typing import Any\n\n"
        f"RESULTS: dict[str, Any] = {{\n{lines}}}\n"
    )
