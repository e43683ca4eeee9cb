"""A dialect's check of its attributes on any operation (MLIR's verifyOperationAttribute,
``Plugin.attribute_verifier``), run before the operation's own checks: messages recorded
from mlir-opt-22."""

from __future__ import annotations

import pytest

from .lib_support import error_messages

CASES = {
    "shape_lib": (
        "module attributes {shape.lib = [@shape_lib]} {\n  func.func @f() {\n    return\n  }\n}\n",
        ["@shape_lib does not refer to FunctionLibraryOp"],
    ),
    "dlti_unknown": (
        "module attributes {dlti.unknown = 1} {\n}\n",
        ["attribute 'dlti.unknown' not supported by dialect"],
    ),
    "dlti_kind": (
        "module attributes {dlti.dl_spec = 42} {\n}\n",
        ["'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute"],
    ),
    "another_dialect_attribute_is_not_checked": (
        "module attributes {gpu.container_module} {\n}\n",
        [],
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_attribute_checks(name: str) -> None:
    text, expected = CASES[name]
    assert error_messages(text) == expected
