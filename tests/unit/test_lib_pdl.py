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


# Generic forms of upstream's invalid patterns (mlir-opt-22 --mlir-print-op-generic without
# verifying), and the error mlir-opt-22 reports for each.
INVALID = [
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.apply_native_constraint"() <{isNegated = false, name = "foo"}> : () -> ()\n    "pdl.rewrite"(%0) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 0>}> ({\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.apply_native_constraint' op expected at least one argument",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n      "pdl.apply_native_rewrite"() <{name = "foo"}> : () -> ()\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.apply_native_rewrite' op expected at least one argument or result",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.type"() : () -> !pdl.type\n    %1 = "pdl.attribute"(%0) <{value = 10 : i64}> : (!pdl.type) -> !pdl.attribute\n    %2 = "pdl.operation"(%1, %0) <{attributeValueNames = ["attr"], opName = "foo.op", operandSegmentSizes = array<i32: 0, 1, 1>}> : (!pdl.attribute, !pdl.type) -> !pdl.operation\n    "pdl.rewrite"(%2) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 0>}> ({\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.attribute' op expected only one of [`type`, `value`] to be set",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n      %1 = "pdl.type"() : () -> !pdl.type\n      %2 = "pdl.attribute"(%1) : (!pdl.type) -> !pdl.attribute\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.attribute' op expected constant value when specified within a `pdl.rewrite`",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.attribute"() : () -> !pdl.attribute\n    %1 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"(%1) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 0>}> ({\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.attribute' op expected a bindable user when defined in the matcher body of a `pdl.pattern`",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n      %1 = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.operation' op must have an operation name when nested within a `pdl.rewrite`",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operation"() <{attributeValueNames = ["attr"], operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"(%0) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 0>}> ({\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.operation' op expected the same number of attribute values and attribute names, got 1 names and 0 values",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    "test.finish"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.pattern' op expected body to terminate with `pdl.rewrite`",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    "pdl.rewrite"() <{name = "foo", operandSegmentSizes = array<i32: 0, 0>}> ({\n    }) : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.pattern' op the pattern must contain at least one `pdl.operation`",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    "test.foo.other_op"() : () -> ()\n    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"(%0) <{name = "foo", operandSegmentSizes = array<i32: 1, 0>}> ({\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.pattern' op expected only `pdl` operations within the pattern body",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    %1 = "pdl.operation"() <{attributeValueNames = [], opName = "bar.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    %2 = "pdl.result"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value\n    "pdl.rewrite"(%0, %2) <{name = "foo", operandSegmentSizes = array<i32: 1, 1>}> ({\n    }) : (!pdl.operation, !pdl.value) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.pattern' op the operations must form a connected component",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.type"() : () -> !pdl.type\n    %1 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation\n    %2 = "pdl.result"(%1) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value\n    %3 = "pdl.operation"(%2) <{attributeValueNames = [], opName = "bar.op", operandSegmentSizes = array<i32: 1, 0, 0>}> : (!pdl.value) -> !pdl.operation\n    %4 = "pdl.operation"() <{attributeValueNames = [], opName = "baz.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"() <{operandSegmentSizes = array<i32: 0, 0>}> ({\n      "pdl.erase"(%1) : (!pdl.operation) -> ()\n      "pdl.erase"(%3) : (!pdl.operation) -> ()\n      "pdl.erase"(%4) : (!pdl.operation) -> ()\n    }) : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.pattern' op the operations must form a connected component",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.type"() <{constantType = i32}> : () -> !pdl.type\n    %1 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation\n    "pdl.rewrite"(%1) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n      %2 = "pdl.operation"(%0) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation\n      %3 = "pdl.result"(%2) <{index = 0 : i32}> : (!pdl.operation) -> !pdl.value\n      "pdl.replace"(%1, %2, %3) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pdl.operation, !pdl.operation, !pdl.value) -> ()\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.replace' op expected no replacement values to be provided when the replacement operation is present",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operand"() : () -> !pdl.value\n    %1 = "pdl.type"() : () -> !pdl.type\n    %2 = "pdl.operation"(%0, %1) <{attributeValueNames = [], opName = "baz.op", operandSegmentSizes = array<i32: 1, 0, 1>}> : (!pdl.value, !pdl.type) -> !pdl.operation\n    "pdl.rewrite"(%2) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n      %3 = "pdl.range"(%0, %1) : (!pdl.value, !pdl.type) -> !pdl.range<value>\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.range' op expected operand to have element type '!pdl.value', but got '!pdl.type'",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    %1 = "pdl.results"(%0) : (!pdl.operation) -> !pdl.value\n    "pdl.rewrite"(%0) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 0>}> ({\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.results' op expected `pdl.range<value>` result type when no index is specified, but got: '!pdl.value'",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> ({\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.rewrite' op expected rewrite region to be non-empty if external name is not specified",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"(%0, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({\n    ^bb0:\n    }) : (!pdl.operation, !pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.rewrite' op expected no external arguments when the rewrite is specified inline",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"(%0) <{name = "foo", operandSegmentSizes = array<i32: 1, 0>}> ({\n    ^bb0:\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.rewrite' op expected rewrite region to be empty when rewrite is external",
    ),
    (
        '"builtin.module"() ({\n  "pdl.pattern"() <{benefit = 1 : i16}> ({\n    %0 = "pdl.types"() : () -> !pdl.range<type>\n    %1 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation\n    "pdl.rewrite"(%1) <{name = "rewriter", operandSegmentSizes = array<i32: 1, 0>}> ({\n    }) : (!pdl.operation) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
        "'pdl.types' op expected a bindable user when defined in the matcher body of a `pdl.pattern`",
    ),
]


@pytest.mark.parametrize("text, message", INVALID)
def test_verifiers(text: str, message: str) -> None:
    from core.diagnostics import Severity, SourceFile
    from irdl.tool.process import process_buffer

    _, diags = process_buffer(SourceFile("t.mlir", text), generic=True, debuginfo=False,
                              allow_unregistered=True)  # fmt: skip
    assert [d.message for d in diags if d.severity is Severity.ERROR] == [message]
