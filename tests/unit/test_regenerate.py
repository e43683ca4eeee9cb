"""The bundled dialects generated from ODS are what ``python -m irdl.tool.regenerate``
writes from LLVM 22's ``.td`` files, byte for byte (skipped without ``llvm-tblgen-22`` and
``libmlir-22-dev``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irdl.runtime.library import LIBRARY
from irdl.tool.regenerate import DEFAULT_INCLUDE, SOURCES, main

REPO = Path(__file__).resolve().parents[2]
HAVE_TD = shutil.which("llvm-tblgen-22") is not None and Path(DEFAULT_INCLUDE, "mlir").is_dir()


@pytest.mark.skipif(not HAVE_TD, reason="llvm-tblgen-22 or MLIR 22's .td files are missing")
def test_regeneration_gives_no_diff() -> None:
    r = subprocess.run(
        [sys.executable, "-m", "irdl.tool.regenerate", "--check"],
        capture_output=True, text=True, cwd=REPO,
    )  # fmt: skip
    assert r.returncode == 0, f"stale (run python -m irdl.tool.regenerate):\n{r.stdout}{r.stderr}"


def test_every_generated_dialect_is_bundled_with_its_mark() -> None:
    for ns in SOURCES:
        path, _ = LIBRARY.files[ns]
        assert path.read_text(encoding="utf-8").startswith("// Imported from ODS"), ns


def test_unknown_namespace_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--check", "arith", "nope"]) == 1
    assert capsys.readouterr().err == "regenerate: error: not generated: arith, nope\n"
