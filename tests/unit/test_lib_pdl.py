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


# Invalid patterns (generic form) -> the error mlir-opt-22 reports.
INVALID = {
    "constraint_no_args": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.apply_native_constraint"() <{name = "c"}> : () -> ()\n  "pdl.rewrite"(%r) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.apply_native_constraint' op expected at least one argument",
    ),
    "rewrite_call_nothing": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n    "pdl.apply_native_rewrite"() <{name = "c"}> : () -> ()\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.apply_native_rewrite' op expected at least one argument or result",
    ),
    "attribute_type_and_value": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %t = "pdl.type"() : () -> !pdl.type\n  %a = "pdl.attribute"(%t) <{value = 3 : i64}> : (!pdl.type) -> !pdl.attribute\n  %r = "pdl.operation"(%a) <{attributeValueNames = ["k"], opName = "x.y", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation\n  "pdl.rewrite"(%r) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.attribute' op expected only one of [`type`, `value`] to be set",
    ),
    "attribute_in_rewrite": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n    %a = "pdl.attribute"() : () -> !pdl.attribute\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.attribute' op expected constant value when specified within a `pdl.rewrite`",
    ),
    "unbound_operand": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %v = "pdl.operand"() : () -> !pdl.value\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.operand' op expected a bindable user when defined in the matcher body of a `pdl.pattern`",
    ),
    "unbound_types": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %v = "pdl.types"() : () -> !pdl.range<type>\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.types' op expected a bindable user when defined in the matcher body of a `pdl.pattern`",
    ),
    "nameless_in_rewrite": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n    %n = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.operation' op must have an operation name when nested within a `pdl.rewrite`",
    ),
    "names_values": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %r = "pdl.operation"() <{attributeValueNames = ["a", "b"], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.operation' op expected the same number of attribute values and attribute names, got 2 names and 0 values",
    ),
    "no_rewrite_terminator": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "x.end"(%r) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.pattern' op expected body to terminate with `pdl.rewrite`",
    ),
    "no_operation": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  "pdl.rewrite"() <{name = "r", operandSegmentSizes = array<i32: 0, 0>}> ({\n  }) : () -> ()\n}) : () -> ()\n',
        "'pdl.pattern' op the pattern must contain at least one `pdl.operation`",
    ),
    "foreign_op": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  "x.other"() : () -> ()\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.pattern' op expected only `pdl` operations within the pattern body",
    ),
    "disconnected": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %a = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  %b = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  %v = "pdl.result"(%b) <{index = 1 : i32}> : (!pdl.operation) -> !pdl.value\n  "pdl.rewrite"(%a, %v) <{name = "r", operandSegmentSizes = array<i32: 1, 1>}> ({\n  }) : (!pdl.operation, !pdl.value) -> ()\n}) : () -> ()\n',
        "'pdl.pattern' op the operations must form a connected component",
    ),
    "replace_both": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %o = "pdl.operand"() : () -> !pdl.value\n  %r = "pdl.operation"(%o) <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation\n  "pdl.rewrite"(%r) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n    %n = "pdl.operation"() <{attributeValueNames = [], opName = "x.z", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.replace"(%r, %n, %o) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pdl.operation, !pdl.operation, !pdl.value) -> ()\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.replace' op expected no replacement values to be provided when the replacement operation is present",
    ),
    "range_elements": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %t = "pdl.type"() : () -> !pdl.type\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n    %x = "pdl.range"(%t) : (!pdl.type) -> !pdl.range<value>\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.range' op expected operand to have element type '!pdl.value', but got '!pdl.type'",
    ),
    "results_without_index": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  %v = "pdl.results"(%r) : (!pdl.operation) -> !pdl.value\n  "pdl.rewrite"(%r) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.results' op expected `pdl.range<value>` result type when no index is specified, but got: '!pdl.value'",
    ),
    "rewrite_empty_inline": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.rewrite' op expected rewrite region to be non-empty if external name is not specified",
    ),
    "rewrite_external_with_body": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({\n  ^bb0:\n  }) : (!pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.rewrite' op expected rewrite region to be empty when rewrite is external",
    ),
    "rewrite_inline_with_args": (
        '"pdl.pattern"() <{benefit = 2 : i16, sym_name = "p"}> ({\n  %r = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n  "pdl.rewrite"(%r, %r) <{operandSegmentSizes = array<i32: 1, 1>}> ({\n  ^bb0:\n  }) : (!pdl.operation, !pdl.operation) -> ()\n}) : () -> ()\n',
        "'pdl.rewrite' op expected no external arguments when the rewrite is specified inline",
    ),
}


@pytest.mark.parametrize("name", sorted(INVALID))
def test_verifiers(name: str) -> None:
    from core.diagnostics import Severity, SourceFile
    from irdl.tool.process import process_buffer

    text, message = INVALID[name]
    _, diags = process_buffer(SourceFile("t.mlir", text), generic=True, debuginfo=False,
                              allow_unregistered=True)  # fmt: skip
    assert [d.message for d in diags if d.severity is Severity.ERROR] == [message]
