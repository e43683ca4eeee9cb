"""The examples the README runs: they load, verify, and print back to themselves."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CASES = {
    "cmath.mlir": [f"--irdl-file={EXAMPLES / 'cmath.irdl.mlir'}"],
    "hello.mlir": ["--allow-unregistered-dialect"],
}


def irdl_opt(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "irdl", *args], input=stdin, capture_output=True, text=True
    )


@pytest.mark.parametrize("name", sorted(CASES))
def test_example_runs_and_is_a_fixpoint(name: str) -> None:
    first = irdl_opt([*CASES[name], str(EXAMPLES / name)])
    assert first.returncode == 0, first.stderr
    assert first.stderr == ""
    again = irdl_opt([*CASES[name], "-"], first.stdout)
    assert (again.returncode, again.stdout) == (0, first.stdout)
