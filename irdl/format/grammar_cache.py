"""What a load-time grammar made of the standard library's texts, kept in JSON files.

Importing pyparsing takes longer than a whole small run of ``irdl-opt``, so the results of
the grammars (``irdl.format.grammar`` for format strings, ``irdl.checks.pred_grammar`` for
C++ predicates) on every text the bundled dialects hold are kept beside each grammar, in
two files tried in turn: ``<grammar>.json`` for the dialects every run loads (``irdl``,
``builtin``), ``<grammar>.library.json`` for the others, read only when the first lacks a
text. A text in neither is read by the grammar itself.

Both are made by ``python -m tests.unit.grammar_cache``, which reads every text with the
grammar; ``tests/unit/test_grammar_cache.py`` fails when they are stale. They hold JSON
values only, which the grammar's module turns back into its results: nothing in them is
executed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

MISSING: Any = object()  # what ``get`` returns for a text in neither file
TIERS = ("", ".library")  # the files' suffixes, in the order they are tried


class GrammarCache:
    def __init__(self, grammar_module: str, key: str) -> None:
        base = Path(grammar_module).with_suffix("")
        self.paths = [base.with_name(f"{base.name}{tier}.json") for tier in TIERS]
        self.key = key  # the JSON object's member holding {text: result}
        self.tiers: list[dict[str, Any]] = []  # the files read so far
        # The texts asked for, while the caches' generator records them.
        self.recorded: set[str] | None = None

    def get(self, text: str) -> Any:
        """The cached result for ``text``, or MISSING."""
        if self.recorded is not None:
            self.recorded.add(text)
        for i, path in enumerate(self.paths):
            if i == len(self.tiers):
                self.tiers.append(self.read(path))
            found = self.tiers[i].get(text, MISSING)
            if found is not MISSING:
                return found
        return MISSING

    def read(self, path: Path) -> dict[str, Any]:
        try:
            entries: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))[self.key]
        except (OSError, ValueError, KeyError):  # a missing file costs only time
            return {}
        return entries

    def render(self, entries: dict[str, Any]) -> str:
        """A file's text: one entry a line, sorted, so that a change reads as a diff."""
        lines = [
            f"{json.dumps(k, ensure_ascii=False)}: {json.dumps(v)}" for k, v in entries.items()
        ]
        body = ",\n".join(f"  {line}" for line in sorted(lines))
        about = json.dumps("Made by `python -m tests.unit.grammar_cache`; do not edit.")
        return f'{{"about": {about},\n "{self.key}": {{\n{body}\n}}}}\n'
