"""Shared helpers for the conformance runs against ../shared/conformance and mlir-opt-22."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared"
CONFORMANCE = SHARED / "conformance"
MLIR_OPT = shutil.which("mlir-opt-22")

needs_mlir_opt = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")
needs_shared = pytest.mark.skipif(not CONFORMANCE.is_dir(), reason="../shared is not present")


def mlir_opt(args: list[str], stdin: str) -> subprocess.CompletedProcess[str]:
    assert MLIR_OPT is not None
    return subprocess.run([MLIR_OPT, *args, "-"], input=stdin, capture_output=True, text=True)
