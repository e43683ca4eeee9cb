"""--emit=json / json-schema (definitions as data) and --emit=dot (a region's CFG)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import irdl
from irdl.reports.dot import dominators, find_region, region_to_dot

CFG = """func.func @other(%x: i32) -> i32 {
  return %x : i32
}
func.func @loop(%n: i32, %c: i1) -> i32 {
  %zero = arith.constant 0 : i32
  cf.br ^head(%zero : i32)
^head(%i: i32):
  cf.cond_br %c, ^body, ^exit(%i : i32)
^body:
  %one = arith.constant 1 : i32
  %next = arith.addi %i, %one : i32
  cf.br ^head(%next : i32)
^exit(%r: i32):
  return %r : i32
^dead:
  cf.br ^exit(%n : i32)
}
"""


def irdl_opt(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "irdl", *args], capture_output=True,
                          text=True, cwd=cwd)  # fmt: skip


def test_json_parses_back_and_matches_the_schema(tmp_path: Path) -> None:
    r = irdl_opt("--emit=json", "--dialect=cf", "--dialect=arith")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert [d["name"] for d in data] == ["cf", "arith"]
    br = next(o for o in data[0]["operations"] if o["name"] == "br")
    assert br["traits"] == ["Pure", "Terminator"]
    assert br["successors"] == [{"name": "dest", "constraint": -1, "variadicity": "single"}]
    r = irdl_opt("--emit=json-schema", "-o", str(tmp_path / "schema.json"))
    assert r.returncode == 0, r.stderr
    schema = json.loads((tmp_path / "schema.json").read_text())
    assert schema["type"] == "array"
    assert schema["items"] == {"$ref": "#/$defs/DialectDef"}
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.validate(data, schema)
    data[0]["operations"][0]["operands"][0]["variadicity"] = "sometimes"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, schema)


def test_json_of_a_users_file_is_the_api_export(tmp_path: Path) -> None:
    from tests.unit.test_docgen import CMATH

    (tmp_path / "c.irdl.mlir").write_text(CMATH)
    r = irdl_opt("--emit=json", "--irdl-file=c.irdl.mlir", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    [cmath] = json.loads(r.stdout)
    ctx = irdl.Context()
    ctx.load_irdl(tmp_path / "c.irdl.mlir")
    info = ctx.dialect("cmath")
    assert info is not None
    from irdl.runtime.defs import to_json

    expected = json.loads(to_json(info.defn))
    expected_locs = {c["loc"].rsplit(":", 2)[0] for c in expected["operations"][0]["constraints"]}
    assert expected_locs == {str(tmp_path / "c.irdl.mlir")}
    # the same definitions; locations name the file as it was given
    assert json.dumps(cmath).replace("c.irdl.mlir", "F") == json.dumps(expected).replace(
        str(tmp_path / "c.irdl.mlir"), "F"
    )


def test_dot_of_a_multi_block_function(tmp_path: Path) -> None:
    (tmp_path / "cfg.mlir").write_text(CFG)
    r = irdl_opt("--emit=dot", "--dot-op=@loop", "cfg.mlir", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    dot = r.stdout
    assert dot.startswith('digraph "@loop" {\n') and dot.endswith("}\n")
    nodes = re.findall(r'^  (bb\d+) \[label="([^"]*)"\];$', dot, re.M)
    assert [n for n, _ in nodes] == ["bb0", "bb1", "bb2", "bb3", "bb4"]
    labels = dict(nodes)
    assert labels["bb1"] == r"^bb1(%0: i32):\l  cf.cond_br %arg1, ^bb2, ^bb3(%0 : i32)\l"
    assert r"  return %2 : i32\l" in labels["bb3"]
    branches = re.findall(r"^  (bb\d+) -> (bb\d+)(?: \[label=\"(\w+)\"\])?;$", dot, re.M)
    assert branches == [
        ("bb0", "bb1", ""), ("bb1", "bb2", "true_dest"), ("bb1", "bb3", "false_dest"),
        ("bb2", "bb1", ""), ("bb4", "bb3", ""),
    ]  # fmt: skip
    idom = re.findall(r"^  (bb\d+) -> (bb\d+) \[style=dashed.*\];$", dot, re.M)
    # bb4 is unreachable: no dominator
    assert idom == [("bb0", "bb1"), ("bb1", "bb2"), ("bb1", "bb3")]
    # the default region: the first function's body
    r = irdl_opt("--emit=dot", "cfg.mlir", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith('digraph "@other" {')
    try:
        import pydot  # type: ignore[import-not-found]
    except ImportError:
        return
    [graph] = pydot.graph_from_dot_data(dot)
    assert len(graph.get_edges()) == 8


def test_dot_errors_are_located(tmp_path: Path) -> None:
    (tmp_path / "cfg.mlir").write_text(CFG)
    r = irdl_opt("--emit=dot", "--dot-op=@nope", "cfg.mlir", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (
        1,
        "irdl-opt: cfg.mlir: no symbol '@nope' with a region to draw\n",
    )
    (tmp_path / "bad.mlir").write_text(CFG.replace("cf.br ^head(%zero", "cf.br ^nowhere(%zero"))
    r = irdl_opt("--emit=dot", "bad.mlir", cwd=tmp_path)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert r.stderr.startswith("bad.mlir:6:")


def test_region_api() -> None:
    ctx = irdl.Context()
    module = ctx.parse(CFG)
    found = find_region(module.op, "loop")
    assert found is not None
    _, region = found
    idom = dominators(region)
    b = region.blocks
    assert idom == {b[1]: b[0], b[2]: b[1], b[3]: b[1]}
    assert region_to_dot(region, ctx, "x").count("->") == 8
