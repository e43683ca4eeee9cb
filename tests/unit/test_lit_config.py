"""``irdl.tool.lit_config`` (issue 8): a user's lit suite configured by the helper runs with lit and
FileCheck; the example suite under examples/lit passes, and a wrong CHECK fails it."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from types import SimpleNamespace

import pytest

from irdl.tool.lit_config import configure, tool_pattern

REPO = Path(__file__).resolve().parents[2]
LIT = shutil.which("lit")
needs_lit = pytest.mark.skipif(LIT is None, reason="lit is not installed")


def _suite(tmp_path: Path) -> Path:
    """A copy of the example suite (lit writes its Output/ next to the tests)."""
    shutil.copy(REPO / "examples" / "cmath.irdl.mlir", tmp_path / "cmath.irdl.mlir")
    suite = tmp_path / "lit"
    shutil.copytree(REPO / "examples" / "lit", suite, ignore=shutil.ignore_patterns("Output"))
    return suite


def _lit(suite: Path) -> subprocess.CompletedProcess[str]:
    assert LIT is not None
    return subprocess.run([LIT, "-v", str(suite)], capture_output=True, text=True)


@needs_lit
def test_example_suite_passes(tmp_path: Path) -> None:
    proc = _lit(_suite(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Passed: 2" in proc.stdout


@needs_lit
def test_wrong_check_fails_the_suite(tmp_path: Path) -> None:
    suite = _suite(tmp_path)
    test = suite / "roundtrip.mlir"
    test.write_text(test.read_text().replace("cmath.norm %[[SQ]]", "cmath.nope %[[SQ]]"))
    proc = _lit(suite)
    assert proc.returncode == 1
    assert "FAIL: cmath :: roundtrip.mlir" in proc.stdout
    assert "PASS: cmath :: invalid.mlir" in proc.stdout


_Config = SimpleNamespace


def _config(root: str | None) -> _Config:
    return _Config(test_source_root=root, environment={}, substitutions=[], name="", suffixes=[])


def _apply(config: _Config, line: str) -> str:
    # As lit applies substitutions: each pattern once, in order.
    for pattern, replacement in config.substitutions:
        line = re.sub(pattern, replacement, line)
    return line


def test_substitutions(tmp_path: Path) -> None:
    config = _config(str(tmp_path))
    configure(config, irdl_files=["my.irdl.mlir"], name="mine")
    assert config.name == "mine" and config.suffixes == [".mlir"]
    assert str(REPO) in config.environment["PYTHONPATH"].split(":")
    expected = f"--irdl-file={tmp_path / 'my.irdl.mlir'}"
    for spelling in ("irdl-opt", "%irdl_opt", "%{irdl-opt}"):
        line = _apply(config, f"{spelling} %s -o x | FileCheck %s")
        assert line.split(" %s")[0].endswith(expected), line
        assert " -m irdl " in line
        assert "FileCheck" not in line and "filecheck" in line.lower()
    # Not inside a path or a longer name.
    kept = "cat Inputs/irdl-opt-ops.mlir my-irdl-opt irdl-opt-x"
    assert _apply(config, kept) == kept


def test_tool_pattern_is_a_whole_word() -> None:
    pattern = re.compile(tool_pattern("irdl-opt"))
    assert pattern.search("not irdl-opt %s")
    assert pattern.search("a | irdl-opt")
    assert not pattern.search("dir/irdl-opt.mlir")
    assert not pattern.search("%irdl-opt")


def test_relative_irdl_files_need_a_source_root() -> None:
    with pytest.raises(ValueError, match="test_source_root"):
        configure(_config(None), irdl_files=["my.irdl.mlir"])
    config = _config(None)
    configure(config, irdl_files=["/abs/my.irdl.mlir"])
    assert "--irdl-file=/abs/my.irdl.mlir" in _apply(config, "irdl-opt")


@needs_lit
def test_docs_lit_md_snippets_run(tmp_path: Path) -> None:
    """The lit.cfg.py and the tests shown in docs/lit.md, as a suite, pass."""
    doc = (REPO / "docs" / "lit.md").read_text()
    blocks = re.findall(r"```(\w+)\n(.*?)```", doc, re.S)
    [cfg] = [body for lang, body in blocks if lang == "python"]
    tests = [body for lang, body in blocks if lang == "mlir"]
    assert len(tests) == 2
    shutil.copy(REPO / "examples" / "cmath.irdl.mlir", tmp_path / "my_dialect.irdl.mlir")
    suite = tmp_path / "tests"
    suite.mkdir()
    (suite / "lit.cfg.py").write_text(cfg)
    for k, body in enumerate(tests):
        (suite / f"doc{k}.mlir").write_text(body)
    proc = _lit(suite)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Passed: 2" in proc.stdout
