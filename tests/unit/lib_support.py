"""What the standard library's tests (test_lib_*.py) share: irdl-opt's print and error
messages for a buffer, mlir-opt-22's print of the same text, and the comparison of a
payload's prints with the forms recorded from mlir-opt-22."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from core.diagnostics import Severity, SourceFile
from irdl.tool.process import process_buffer

MLIR_OPT = shutil.which("mlir-opt-22")
needs_mlir_opt = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")


def run(text: str, generic: bool = False) -> tuple[str | None, list[str]]:
    """irdl-opt on ``text``, unregistered operations allowed: its print (None when there
    are errors) and its error messages."""
    out, diags = process_buffer(SourceFile("t.mlir", text), generic=generic, debuginfo=False)
    return out, [d.message for d in diags if d.severity is Severity.ERROR]


def print_ir(text: str, generic: bool = False) -> str:
    """irdl-opt's print of ``text``, which must have no errors."""
    out, errors = run(text, generic)
    assert out is not None and not errors, errors
    return out


def error_messages(text: str) -> list[str]:
    return run(text)[1]


def mlir_opt_print(text: str, generic: bool) -> str:
    """mlir-opt-22's print of ``text``, which it must accept."""
    assert MLIR_OPT is not None
    args = [MLIR_OPT, "--allow-unregistered-dialect", "-"]
    if generic:
        args.insert(1, "--mlir-print-op-generic")
    proc = subprocess.run(args, input=text, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def func(args: str, body: str) -> str:
    """A function ``@f`` with the arguments ``args`` around the operations ``body``."""
    return f"func.func @f({args}) {{\n{body}\n  return\n}}\n"


def assert_prints_as_recorded(text: str, custom: str, generic: str) -> None:
    """``text`` prints as mlir-opt-22's ``custom`` and ``generic`` forms, and each form
    reads back to the same operations."""
    assert print_ir(text) == custom
    assert print_ir(text, generic=True) == generic
    assert print_ir(custom) == custom
    assert print_ir(custom, generic=True) == generic
    assert print_ir(generic, generic=True) == generic
