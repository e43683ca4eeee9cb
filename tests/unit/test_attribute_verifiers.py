# ruff: noqa: E501
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
    "transform_unknown": (
        "module attributes {transform.foo} {\n}\n",
        ['unknown attribute: "transform.foo"'],
    ),
    "transform_target_tag": (
        "module attributes {transform.target_tag} {\n}\n",
        ['"transform.target_tag" attribute must be a string'],
    ),
    "transform_unit_flag": (
        "module attributes {transform.readonly = 2} {\n}\n",
        ['"transform.readonly" must be a unit attribute'],
    ),
    "transform_named_sequences_need_a_symbol_table": (
        "func.func @f() attributes {transform.with_named_sequence} {\n  return\n}\n",
        [
            '"transform.with_named_sequence" attribute can only be attached to operations with symbol tables'
        ],
    ),
    "transform_known_attributes": (
        'module attributes {transform.with_named_sequence, transform.target_tag = "x", transform.silence_tracking_failures} {\n}\n',
        [],
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
