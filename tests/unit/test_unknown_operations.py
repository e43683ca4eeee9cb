"""Dialects whose C++ calls allowUnknownOperations() accept operations they do not declare
(in generic form), as mlir-opt-22 does; the others refuse them."""

from __future__ import annotations

import pytest

from .lib_support import error_messages


def _unknown(ns: str) -> str:
    return f'func.func @f() {{\n  "{ns}.not_an_op"() : () -> ()\n  return\n}}\n'


@pytest.mark.parametrize("ns", ["shape", "llvm", "nvvm", "rocdl", "spirv"])
def test_accepted(ns: str) -> None:
    assert error_messages(_unknown(ns)) == []


@pytest.mark.parametrize("ns", ["tosa", "arith"])
def test_refused(ns: str) -> None:
    assert error_messages(_unknown(ns)) == [
        f"unregistered operation '{ns}.not_an_op' found in dialect ('{ns}') that does not "
        "allow unknown operations"
    ]
