"""The cached results of the load-time grammars (irdl.format.grammar_cache): fresh, the
grammars' own results, and enough that loading the standard library never imports
pyparsing."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from irdl.checks import pred_grammar
from irdl.format import grammar
from irdl.format.grammar_cache import MISSING, GrammarCache, as_tuples, library_results

from .grammar_cache import ROOT


def _python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )


def test_caches_are_fresh() -> None:
    """Regenerated from the library, the files are what is committed."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.unit.grammar_cache", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr


def _results(cache: GrammarCache) -> list[tuple[Path, dict[str, Any]]]:
    """Each tier's file and its results, as ``get`` hands them out (tuples)."""
    out = []
    for path, load in zip(cache.paths, cache.loaders):
        out.append((path, {text: as_tuples(v) for text, v in load().items()}))
    return out


def test_cached_trees_are_the_grammars() -> None:
    for _, results in _results(grammar.CACHE):
        for text, encoded in results.items():
            if isinstance(encoded, dict):  # a refusal: the grammar's own, word for word
                with pytest.raises(grammar.FormatError) as read:
                    grammar.read_format(text)
                with pytest.raises(grammar.FormatError) as cached:
                    grammar.parse_format(text)
                assert (read.value.message, read.value.column) == (
                    encoded["error"], encoded["column"]) == (
                    cached.value.message, cached.value.column), text  # fmt: skip
                continue
            tree = grammar.read_format(text)
            assert grammar.encode(tree) == encoded, text
            assert grammar.parse_format(text) == tree
    for _, results in _results(pred_grammar.CACHE):
        for text, node in results.items():
            assert pred_grammar.read(text) == node, text


def test_data_files_hold_only_data() -> None:
    """Nothing in them runs: the first tier's modules are a docstring, an import for the
    annotation and one assignment of a literal (ast.literal_eval reads it); the second
    tier's files are one JSON object."""
    for path, results in _results(grammar.CACHE) + _results(pred_grammar.CACHE):
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".json":
            assert isinstance(json.loads(text), dict), path
            continue
        body = ast.parse(text).body
        assert [type(node) for node in body] == [ast.Expr, ast.ImportFrom, ast.AnnAssign]
        assert isinstance(body[2], ast.AnnAssign) and body[2].value is not None
        assert ast.literal_eval(body[2].value) == results, path


def test_a_damaged_json_tier_costs_only_time(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert library_results(bad) == {}
    assert library_results(tmp_path / "missing.json") == {}


def test_a_text_outside_the_cache_is_read_by_the_grammar() -> None:
    text = "$only_here `,` type($only_here) attr-dict"
    assert grammar.CACHE.get(text) is MISSING
    assert grammar.parse_format(text) == grammar.read_format(text)
    pred = "::llvm::isa<::mlir::IndexType>($_self) || $_self.isF80()"
    assert pred_grammar.CACHE.get(pred) is MISSING
    assert pred_grammar.parse(pred) == pred_grammar.read(pred) is not None


def test_the_library_loads_without_pyparsing() -> None:
    """Every bundled dialect, and the predicates plug-ins compile when they verify, come
    from the cache: pyparsing (tens of milliseconds to import) is never loaded."""
    done = _python(
        """
        import sys
        from irdl.checks.predicates import compile_predicate
        from irdl.runtime.library import LIBRARY
        from tests.unit.grammar_cache import literal_texts

        for namespace in LIBRARY.namespaces():
            LIBRARY.load(namespace)
        for text in literal_texts("compile_predicate"):
            assert compile_predicate(text) is not None, text
        print("pyparsing" in sys.modules)
        """
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_irdl_opt_does_not_import_pyparsing(tmp_path: Path) -> None:
    """A run over custom forms of the library (its dialects loaded on first use)."""
    source = tmp_path / "f.mlir"
    source.write_text(
        "func.func @f(%a: i32, %m: memref<4xi32>) -> i32 {\n"
        "  %b = arith.addi %a, %a : i32\n"
        "  %c = arith.constant 0 : index\n"
        "  %d = memref.load %m[%c] : memref<4xi32>\n"
        "  cf.br ^bb1\n"
        "^bb1:\n"
        "  return %b : i32\n"
        "}\n"
    )
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "irdl", str(source), "-o", "/dev/null"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "import time" in done.stderr and "pyparsing" not in done.stderr
