"""The Python API: ``irdl.Context`` loads IRDL from a path or from text, then parses and
verifies payloads against it."""

from __future__ import annotations

from pathlib import Path

import pytest

import irdl
from core.printer import print_module
from irdl.runtime.defs import json_schema, to_json

DIALECT = """irdl.dialect @cm {
  irdl.type @complex {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.operation @norm {
    %0 = irdl.any
    %1 = irdl.parametric @cm::@complex<%0>
    irdl.operands(in: %1)
    irdl.results(out: %0)
  }
}
"""
GOOD = (
    '%0 = "test.src"() : () -> !cm.complex<f32>\n%1 = "cm.norm"(%0) : (!cm.complex<f32>) -> f32\n'
)


def test_load_from_text_then_verify() -> None:
    ctx = irdl.Context(allow_unregistered_dialects=True)
    assert ctx.load_irdl(DIALECT) == []
    parsed = ctx.parse(GOOD, "good.mlir")
    assert ctx.verify(parsed.module) == []
    assert '"cm.norm"(%0) : (!cm.complex<f32>) -> f32' in print_module(parsed.module, ctx)


def test_load_from_path_then_reject(tmp_path: Path) -> None:
    path = tmp_path / "cm.irdl.mlir"
    path.write_text(DIALECT)
    ctx = irdl.Context(allow_unregistered_dialects=True)
    ctx.load_irdl(path)
    parsed = ctx.parse(GOOD.replace("-> f32", "-> f64"), "bad.mlir")
    [diag] = ctx.verify(parsed.module)
    assert diag.message == "expected 'f32' but got 'f64'"
    assert (diag.loc.line, diag.loc.col) == (2, 6)
    # after upstream's message, ours: what bound the variable, and where it is declared
    why = diag.notes[-1]
    assert why.message == (
        "the constraint variable here was bound to 'f32' by parameter 'elem' of operand 'in'"
    )
    assert (why.loc.file, why.loc.line, why.loc.col) == (str(path), 9, 10)


def test_a_file_that_fails_loads_nothing() -> None:
    ctx = irdl.Context()
    with pytest.raises(irdl.LoadFailure) as exc:
        ctx.load_irdl(DIALECT.replace("@cm::@complex", "@cm::@nope"))
    assert "symbol '@cm::@nope' not found" in exc.value.diagnostics[0].message
    assert ctx.dialect("cm") is None


def test_relaxed_names_reach_the_loaded_file() -> None:
    text = DIALECT.replace("operands(in:", "operands(In:")
    with pytest.raises(irdl.LoadFailure) as exc:
        irdl.Context().load_irdl(text)
    assert exc.value.diagnostics[0].message == (
        "name of operand #0 should not contain uppercase letters"
    )
    assert irdl.Context(relaxed_names=True).load_irdl(text) == []


def test_definitions_export_as_json() -> None:
    import json

    ctx = irdl.Context()
    ctx.load_irdl(DIALECT)
    info = ctx.dialect("cm")
    assert info is not None
    data = json.loads(to_json(info.defn))
    [complex_type] = data["types"]
    assert complex_type["parameters"] == [
        {"name": "elem", "constraint": 2, "variadicity": "single"}
    ]
    assert [c["value"] for c in complex_type["constraints"][:2]] == ["f32", "f64"]
    assert complex_type["constraints"][2]["kind"] == "any_of"
    [norm] = data["operations"]
    assert norm["constraints"][1] == {
        "kind": "parametric", "value": None, "base": "!cm.complex", "args": [0], "pred": None,
        "loc": "<irdl>:10:10", "message": None, "at_parameter": False, "summary": "",
    }  # fmt: skip
    # the schema describes what to_json writes
    schema = json_schema()
    assert schema["title"] == "DialectDef"
    assert schema["$defs"]["Constraint"]["properties"]["value"]["anyOf"][0]["type"] == "string"
