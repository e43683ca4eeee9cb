# ruff: noqa: E501
"""An attribute parameter that is the attribute's type (ODS's AttributeSelfTypeParameter,
``self_type = "p"`` on ``irdl.attribute``): not part of its syntax, read from and printed as
the `` : type`` after it."""

from __future__ import annotations

from core.diagnostics import SourceFile
from irdl.tool.process import process_buffer

from .lib_support import assert_prints_as_recorded

# recorded from mlir-opt-22
EXTERN = (
    "ml_program.global private @foobar(#ml_program.extern : tensor<4xi32>) : tensor<?xi32>\n",
    "#extern = #ml_program.extern : tensor<4xi32>\nmodule {\n  ml_program.global private @foobar(#extern) : tensor<?xi32>\n}\n\n",
    '#extern = #ml_program.extern : tensor<4xi32>\n"builtin.module"() ({\n  "ml_program.global"() <{sym_name = "foobar", sym_visibility = "private", type = tensor<?xi32>, value = #extern}> : () -> ()\n}) : () -> ()\n\n',
)

DIALECT = """\
irdl.dialect @st {
  irdl.attribute @lit attributes {assembly_format = "`<` $v `>`", self_type = "t"} {
    %0 = irdl.any
    %1 = irdl.base "#builtin.string"
    irdl.parameters(t: %0, v: %1)
  }
}
"""


def test_ml_program_extern() -> None:
    assert_prints_as_recorded(*EXTERN)


def test_self_type_of_a_users_attribute() -> None:
    text = '"x.op"() {a = #st.lit<"s"> : i32, b = #st.lit<"u">} : () -> ()\n'
    out, diags = process_buffer(
        SourceFile("in.mlir", text), False, False, True,
        irdl_files=[SourceFile("st.irdl.mlir", DIALECT)],
    )  # fmt: skip
    assert not diags
    assert out is not None and '{a = #st.lit<"s"> : i32, b = #st.lit<"u">}' in out
