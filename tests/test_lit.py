"""Runs the lit + FileCheck suite under tests/lit as part of pytest."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

LIT_DIR = Path(__file__).parent / "lit"


@pytest.mark.skipif(shutil.which("lit") is None, reason="lit is not installed")
def test_lit_suite() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "lit", "-q", str(LIT_DIR)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
