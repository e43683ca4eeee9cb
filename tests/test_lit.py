"""Runs the lit + FileCheck suite under tests/lit as part of pytest."""

import shutil
import subprocess
from pathlib import Path

import pytest

LIT_DIR = Path(__file__).parent / "lit"


LIT = shutil.which("lit")


@pytest.mark.skipif(LIT is None, reason="lit is not installed")
def test_lit_suite() -> None:
    assert LIT is not None
    proc = subprocess.run([LIT, "-q", str(LIT_DIR)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
