"""The Python API of docs/python-api.md: parse, verify, print, walk, and reach operands,
results, attributes and type parameters by the names the IRDL file gives."""

from __future__ import annotations

from pathlib import Path

import pytest

import irdl
from irdl.tool.api import Module, OpView, Type

CMATH = """irdl.dialect @cmath attributes {summary = "Complex arithmetic"} {
  irdl.type @complex attributes {assembly_format = "`<` $elem `>`"} {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.operation @mul attributes {
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(lhs: %1, rhs: %1)
    irdl.results(res: %1)
  }
  irdl.operation @pack {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    %2 = irdl.base "#builtin.integer"
    irdl.operands(head: %0, rest: variadic %0, extra: optional %0)
    irdl.results(out: %1)
    irdl.attributes {"tag" = %2}
  }
}
"""

PROGRAM = """func.func @f(%a: !cmath.complex<f32>, %b: !cmath.complex<f32>) -> !cmath.complex<f32> {
  %c = "cmath.mul"(%a, %b) : (!cmath.complex<f32>, !cmath.complex<f32>) -> !cmath.complex<f32>
  return %c : !cmath.complex<f32>
}
"""


@pytest.fixture
def ctx() -> irdl.Context:
    c = irdl.Context()
    assert c.load_irdl(CMATH) == []
    return c


def _find(module: Module, name: str) -> OpView:
    return next(op for op in module.walk() if op.name == name)


def test_parse_verify_print(ctx: irdl.Context) -> None:
    module = ctx.parse(PROGRAM, filename="prog.mlir")
    assert isinstance(module, Module)
    assert module.verify() == []
    text = str(module)
    assert "%0 = cmath.mul %arg0, %arg1 : !cmath.complex<f32>" in text
    assert '"cmath.mul"(%arg0, %arg1)' in module.print(generic=True)
    # backward compatible with the core's ParsedModule
    assert ctx.verify(module.module) == []
    assert [op.name for op in module.walk()] == [
        "builtin.module", "func.func", "cmath.mul", "func.return",
    ]  # fmt: skip


def test_named_access(ctx: irdl.Context) -> None:
    module = ctx.parse(PROGRAM)
    mul = _find(module, "cmath.mul")
    func = _find(module, "func.func")
    lhs = mul.operand("lhs")
    assert lhs == mul.lhs == func.body.blocks[0].args[0]
    assert mul.rhs == func.region("body").blocks[0].args[1]
    res = mul.result("res")
    assert res == mul.res == mul.results[0]
    assert isinstance(res, irdl.Value) and res.owner == mul
    assert [u.name for u in res.uses] == ["func.return"]
    # the type and its parameter by name
    t = mul.lhs.type
    assert isinstance(t, Type) and t.key == "!cmath.complex"
    assert str(t.param("elem")) == "f32" and t.elem == ctx.parse_type("f32")
    assert t.params == {"elem": ctx.parse_type("f32")}
    # attributes of a bundled dialect
    assert func.attr("sym_name") == func.sym_name and func.sym_name.value == "f"
    assert [str(x) for x in func.function_type.value.inputs] == ["!cmath.complex<f32>"] * 2
    assert mul.parent == func and str(mul) == "%0 = cmath.mul %arg0, %arg1 : !cmath.complex<f32>"
    ret = _find(module, "func.return")
    assert str(ret) == "return %0 : !cmath.complex<f32>"
    assert ret.print(generic=True) == '"func.return"(%0) : (!cmath.complex<f32>) -> ()'


def test_unknown_names_say_what_exists(ctx: irdl.Context) -> None:
    mul = _find(ctx.parse(PROGRAM), "cmath.mul")
    with pytest.raises(KeyError, match=r"operand 'nope' is not declared \(declared: lhs, rhs\)"):
        mul.operand("nope")
    with pytest.raises(AttributeError, match="no operand, result.*named 'nope'"):
        _ = mul.nope
    with pytest.raises(AttributeError, match="has no parameter 'width'"):
        _ = mul.lhs.type.width


def test_builtin_type_parameters(ctx: irdl.Context) -> None:
    i32 = ctx.parse_type("i32")
    assert i32.width == 32 and i32.param("signedness") == 0
    tensor = ctx.parse_type("tensor<2x?xf32>")
    assert str(tensor.elementType) == "f32"


def test_variadic_and_optional_groups(ctx: irdl.Context) -> None:
    text = (
        '%x = "test.v"() : () -> f32\n'
        '%p = "cmath.pack"(%x, %x, %x, %x) {operandSegmentSizes = array<i32: 1, 2, 1>, '
        "tag = 3 : i64} : (f32, f32, f32, f32) -> "
        "!cmath.complex<f32>\n"
        '%q = "cmath.pack"(%x) {operandSegmentSizes = array<i32: 1, 0, 0>, tag = 4 : i64} : '
        "(f32) -> !cmath.complex<f32>\n"
    )
    c = irdl.Context(allow_unregistered_dialects=True)
    c.load_irdl(CMATH)
    module = c.parse(text)
    assert module.verify() == []
    p, q = [op for op in module.walk() if op.name == "cmath.pack"]
    # a variadic and an optional group: split by the segment sizes
    assert len(p.rest) == 2 and p.extra is not None and p.head == p.operands[0]
    assert q.rest == [] and q.extra is None
    assert p.tag.value == 3 and str(p.tag.type) == "i64"
    assert p.out.type.elem == c.parse_type("f32")


def test_verify_returns_diagnostics_and_raises_when_asked(ctx: irdl.Context) -> None:
    bad = (
        "func.func @f(%a: !cmath.complex<f32>) {\n"
        '  %c = "cmath.mul"(%a, %a) : (!cmath.complex<f32>, !cmath.complex<f32>) -> '
        "!cmath.complex<f64>\n  return\n}\n"
    )
    module = ctx.parse(bad, filename="bad.mlir")
    diags = module.verify()
    assert diags and diags[0].severity.value == "error"
    assert diags[0].loc.file == "bad.mlir" and diags[0].loc.line == 2
    rendered = module.render(diags)
    assert rendered.startswith("bad.mlir:2:") and "^" in rendered
    with pytest.raises(irdl.VerificationError) as exc:
        module.verify(raise_on_error=True)
    assert exc.value.diagnostics == diags
    assert "bad.mlir:2:" in str(exc.value)


def test_parse_error_is_located(ctx: irdl.Context) -> None:
    with pytest.raises(irdl.ParseError) as exc:
        ctx.parse('%0 = "cmath.mul"(', filename="broken.mlir")
    assert exc.value.diagnostics[0].loc.file == "broken.mlir"


def test_load_from_path(tmp_path: Path) -> None:
    path = tmp_path / "cmath.irdl.mlir"
    path.write_text(CMATH)
    ctx = irdl.Context()
    ctx.load_irdl(path)
    ctx.load_irdl(str(path))
    assert ctx.dialect("cmath") is not None


def test_build_ir_by_name(ctx: irdl.Context) -> None:
    module = ctx.module()
    body = module.body
    f32c = ctx.parse_type("!cmath.complex<f32>")
    src = body.append(ctx.create("arith.constant", results=["i32"],
                                 attributes={"value": "7 : i32"}))  # fmt: skip
    assert src.value.value == 7
    func = body.append(
        ctx.create(
            "func.func",
            regions=1,
            attributes={
                "sym_name": '"g"',
                "function_type": "(!cmath.complex<f32>) -> !cmath.complex<f32>",
            },
        )
    )
    entry = func.region("body").add_block()
    a = entry.add_arg(f32c)
    mul = entry.append(ctx.create("cmath.mul", operands={"lhs": a, "rhs": a},
                                  results={"res": f32c}))  # fmt: skip
    entry.append(ctx.create("func.return", operands=[mul.res]))
    assert module.verify() == []
    text = str(module)
    assert "arith.constant 7 : i32" in text
    assert "func.func @g(%arg0: !cmath.complex<f32>) -> !cmath.complex<f32> {" in text
    assert "cmath.mul %arg0, %arg0 : !cmath.complex<f32>" in text
    with pytest.raises(KeyError, match="needs its operand 'rhs'"):
        ctx.create("cmath.mul", operands={"lhs": a}, results={"res": f32c})
    with pytest.raises(KeyError, match="not defined"):
        ctx.create("nope.op")


def test_segment_sizes_when_built_by_name() -> None:
    ctx = irdl.Context()
    module = ctx.module()
    entry = module.body
    i1 = ctx.parse_type("i1")
    func = entry.append(
        ctx.create(
            "func.func",
            regions=1,
            attributes={"sym_name": '"h"', "function_type": "(i1, i32) -> ()"},
        )
    )
    blocks = func.region("body")
    b0 = blocks.add_block()
    c, x = b0.add_arg(i1), b0.add_arg("i32")
    b1, b2 = blocks.add_block(), blocks.add_block()
    y = b2.add_arg("i32")
    br = b0.append(
        ctx.create(
            "cf.cond_br",
            operands={"condition": c, "true_dest_operands": [], "false_dest_operands": [x]},
            successors=[b1, b2],
        )
    )
    b1.append(ctx.create("func.return"))
    b2.append(ctx.create("func.return"))
    assert y.uses == []
    assert str(br.attr("operandSegmentSizes")) == "array<i32: 1, 0, 1>"
    assert br.false_dest_operands == [x] and br.successor("true_dest") == b1
    assert module.verify() == []
    assert "cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)" in str(module)
