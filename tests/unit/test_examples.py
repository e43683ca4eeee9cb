"""The examples the README runs: they load, verify, and print back to themselves."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
INTERVAL = [
    f"--load-dialect-plugin={EXAMPLES / 'interval' / 'interval.py'}",
    f"--irdl-file={EXAMPLES / 'interval' / 'interval.irdl.mlir'}",
]
CASES = {
    "cmath.mlir": [f"--irdl-file={EXAMPLES / 'cmath.irdl.mlir'}"],
    "hello.mlir": ["--allow-unregistered-dialect"],
    "interval/interval.mlir": INTERVAL,
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


def test_invalid_example_gives_the_diagnostics_it_states() -> None:
    cmath = f"--irdl-file={EXAMPLES / 'cmath.irdl.mlir'}"
    path = str(EXAMPLES / "cmath-invalid.mlir")
    checked = irdl_opt([cmath, "--split-input-file", "--verify-diagnostics", path])
    assert checked.returncode == 0, checked.stderr
    plain = irdl_opt([cmath, "--split-input-file", path])
    assert plain.returncode == 1
    errors = [line for line in plain.stderr.splitlines() if ": error: " in line]
    # one located error per chunk, then one per expected-* comment (as mlir-opt reports them)
    assert sum("was not produced" not in e for e in errors) == 5
    assert all(e.startswith(path + ":") for e in errors)


def test_example_uses_the_bundled_dialects() -> None:
    text = (EXAMPLES / "cmath.mlir").read_text()
    assert all(op in text for op in ("scf.for", "scf.if", "arith.constant", "func.func"))


def test_plugin_example_refuses_what_its_verifier_refuses() -> None:
    path = str(EXAMPLES / "interval" / "interval-invalid.mlir")
    checked = irdl_opt([*INTERVAL, "--verify-diagnostics", path])
    assert checked.returncode == 0, checked.stderr
    plain = irdl_opt([*INTERVAL, path])
    assert plain.returncode == 1
    assert plain.stderr.startswith(
        f"{path}:7:8: error: 'interval.constant' op lower bound 2.000000e+00 exceeds upper "
        "bound 1.000000e+00\n"
    )
