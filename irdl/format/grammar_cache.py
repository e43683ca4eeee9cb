"""What a load-time grammar made of the standard library's texts, kept as data modules.

Importing pyparsing takes longer than a whole small run of ``irdl-opt``, so the results of
the grammars (``irdl.format.grammar`` for format strings, ``irdl.checks.pred_grammar`` for
C++ predicates) on every text the bundled dialects hold are kept in two modules tried in
turn: ``<grammar>_results`` beside the grammar, for the dialects every run loads (``irdl``,
``builtin``), and one in ``dialects_irdl/`` for the others (``format_results``,
``predicate_results``: what they hold is those dialects'), loaded by path only when the
first lacks a text. A text in neither is read by the grammar itself.

A data module is one assignment, ``RESULTS = {text: result}``, of a literal made of
strings, tuples, None and booleans (the grammar's module turns it back into its results).
It is a module rather than a JSON file because Python keeps its compiled form: importing
it costs tens of microseconds, where importing ``json``, which no run otherwise needs,
costs more (1.6 ms) than a run spent reading its formats and predicates by hand did.
Without that compiled form (``PYTHONDONTWRITEBYTECODE`` and no ``__pycache__``), the
second module takes about 20 ms to compile.

Both are made by ``python -m tests.unit.grammar_cache``, which reads every text with the
grammar; ``tests/unit/test_grammar_cache.py`` fails when they are stale or hold anything
but that one literal.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

MISSING: Any = object()  # what ``get`` returns for a text in neither module
# The folder of the standard library's dialects, beside irdl/ (in a checkout or installed).
LIBRARY_DATA = Path(__file__).resolve().parents[2] / "dialects_irdl"


def library_results(path: Path) -> dict[str, Any]:
    """The ``RESULTS`` of the data module at ``path`` (Python's bytecode cache applies)."""
    from irdl.plugin import PluginError, load_plugin

    try:
        return dict(load_plugin(path).RESULTS)
    except PluginError:  # a missing module costs only time
        return {}


class GrammarCache:
    """``paths``: the data modules, in the order tried; ``loaders``: per tier, what imports
    its module and returns its ``RESULTS``."""

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
                return found
        return MISSING


def render(what: str, results: dict[str, Any]) -> str:
    """A data module's text: one entry a line, sorted, so that a change reads as a diff."""
    lines = "".join(f"    {k!r}: {v!r},\n" for k, v in sorted(results.items()))
    return (
        f'"""{what}, by text.\n\nMade by ``python -m tests.unit.grammar_cache``; do not edit. '
        'Data only\n(irdl.format.grammar_cache)."""\n\n'
        "# fmt: off\n# ruff: noqa\nfrom typing import Any\n\n"
        f"RESULTS: dict[str, Any] = {{\n{lines}}}\n"
    )
