# ruff: noqa: E501
"""The pdl dialect's plug-in (dialects_irdl/pdl/): ``!pdl.range<...>``'s syntax and check
(C++'s, ``cpp_assembly_format``/``cpp_verifier`` on a generated type), and the custom
directives of the operations' forms; expectations recorded from mlir-opt-22."""

from __future__ import annotations

import pytest

from .lib_support import error_messages, print_ir

RANGES = """"pdl.pattern"() <{benefit = 1 : i16}> ({
  %0 = "pdl.operand"() : () -> !pdl.value
  %1 = "pdl.operands"() : () -> !pdl.range<value>
  %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.range<value>) -> !pdl.operation
  "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
    %3 = pdl.range %0, %1 : !pdl.value, !pdl.range<value>
    %4 = pdl.range : !pdl.range<type>
  }) : (!pdl.operation) -> ()
}) : () -> ()
"""

# mlir-opt-22 --mlir-print-op-generic
RANGES_GENERIC = """"builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %0 = "pdl.operand"() : () -> !pdl.value
    %1 = "pdl.operands"() : () -> !pdl.range<value>
    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], operandSegmentSizes = array<i32: 2, 0, 0>}> : (!pdl.value, !pdl.range<value>) -> !pdl.operation
    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({
      %3 = "pdl.range"(%0, %1) : (!pdl.value, !pdl.range<value>) -> !pdl.range<value>
      %4 = "pdl.range"() : () -> !pdl.range<type>
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

"""


def test_range_op_reads_both_forms_of_its_result_type() -> None:
    # with arguments the result is the range of the first one's element; without, `: type`
    assert print_ir(RANGES, generic=True) == RANGES_GENERIC


def test_range_op_prints_its_custom_form() -> None:
    out = print_ir(RANGES)
    # mlir-opt-22 prints these two lines so (the space before the directive is ODS's)
    assert "range %0, %1 : !pdl.value, !pdl.range<value> \n" in out
    assert "range : !pdl.range<type>\n" in out


def test_range_type_round_trips() -> None:
    text = '"pdl.type"() {t = !pdl.range< type >, u = !pdl.range<operation>} : () -> !pdl.type\n'
    assert print_ir(text, generic=True) == (
        '"builtin.module"() ({\n'
        '  %0 = "pdl.type"() {t = !pdl.range<type>, u = !pdl.range<operation>} : () -> !pdl.type\n'
        "}) : () -> ()\n\n"
    )


@pytest.mark.parametrize(
    "written, message",
    [
        (
            "!pdl.range<range<value>>",
            "element of pdl.range cannot be another range, but got'!pdl.range<value>'",
        ),
        (
            "!pdl.range<range<range<value>>>",
            "element of pdl.range cannot be another range, but got'!pdl.range<value>'",
        ),
        ("!pdl.range<i32>", "invalid 'pdl' type: `i32'"),
        ("!pdl.range<foo>", "invalid 'pdl' type: `foo'"),
    ],
)
def test_range_type_errors(written: str, message: str) -> None:
    assert error_messages(f'"pdl.operands"() : () -> ({written})\n') == [message]
