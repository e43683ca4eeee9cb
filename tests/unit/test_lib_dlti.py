# ruff: noqa: E501
"""The dlti plug-in (dialects_irdl/dlti/): the syntax C++ gives the dialect's attributes and
the checks it makes of them, as mlir-opt-22 reads, prints and reports them (recorded from
mlir-opt-22, messages with their line:col)."""

from __future__ import annotations

import pytest

from core.diagnostics import Diagnostic, Severity, SourceFile
from core.ir import Operation
from irdl.tool.process import process_buffer

from .lib_support import assert_prints_as_recorded, print_ir, run

IR = (
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", '
    'i64 = dense<64> : vector<2xi64>>, test.map = #dlti.map<"a" = 1 : i32>, '
    "test.e = #dlti.map<>} {}\n"
)


def test_entries_print_as_mlir_opt() -> None:
    assert print_ir(IR) == (
        'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", '
        'i64 = dense<64> : vector<2xi64>>, test.e = #dlti.map<>, test.map = #dlti.map<"a" = '
        "1 : i32>} {\n}\n\n"
    )
    assert print_ir(IR, generic=True).startswith('"builtin.module"() ({\n^bb0:\n}) {dlti.dl_spec')


def test_malformed_entry_is_located() -> None:
    out, errors = run('module attributes {test.m = #dlti.map<"a" 1>} {}\n')
    assert out is None and errors == ["expected '='"]


# Every attribute's syntax: #dlti.dl_entry, entries written as #dlti.dl_entry inside a list,
# `<...>` left out of dl_spec and map, type keys (input, mlir-opt-22's custom and generic
# prints).
CASE = (
    '"x.y"() {a0 = #dlti.dl_entry<"k", 1>, a1 = #dlti.dl_entry<i32, "x">, a2 = #dlti.dl_spec, a3 = #dlti.dl_spec< >, a4 = #dlti.dl_spec<#dlti.dl_entry<"unknown.unknown", 33>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>>, a5 = #dlti.dl_spec<i32 = 1, "i32" = 2, (i32) -> i32 = 3, !foo.bar = 4>, a6 = #dlti.map, a7 = #dlti.map<"a" = #dlti.map<"b" = 2>, #dlti.dl_entry<"c", 3>>, a8 = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1, #dlti.dl_entry<"b", 2>>, #dlti.dl_entry<"G", #dlti.target_device_spec<"c" = 3>>>} : () -> ()\n',
    'module {\n  "x.y"() {a0 = #dlti.dl_entry<"k", 1 : i64>, a1 = #dlti.dl_entry<i32, "x">, a2 = #dlti.dl_spec<>, a3 = #dlti.dl_spec<>, a4 = #dlti.dl_spec<"unknown.unknown" = 33 : i64, i32 = dense<32> : vector<2xi64>>, a5 = #dlti.dl_spec<i32 = 1 : i64, "i32" = 2 : i64, (i32) -> i32 = 3 : i64, !foo.bar = 4 : i64>, a6 = #dlti.map<>, a7 = #dlti.map<"a" = #dlti.map<"b" = 2 : i64>, "c" = 3 : i64>, a8 = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1 : i64, "b" = 2 : i64>, "G" = #dlti.target_device_spec<"c" = 3 : i64>>} : () -> ()\n}\n\n',
    '"builtin.module"() ({\n  "x.y"() {a0 = #dlti.dl_entry<"k", 1 : i64>, a1 = #dlti.dl_entry<i32, "x">, a2 = #dlti.dl_spec<>, a3 = #dlti.dl_spec<>, a4 = #dlti.dl_spec<"unknown.unknown" = 33 : i64, i32 = dense<32> : vector<2xi64>>, a5 = #dlti.dl_spec<i32 = 1 : i64, "i32" = 2 : i64, (i32) -> i32 = 3 : i64, !foo.bar = 4 : i64>, a6 = #dlti.map<>, a7 = #dlti.map<"a" = #dlti.map<"b" = 2 : i64>, "c" = 3 : i64>, a8 = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1 : i64, "b" = 2 : i64>, "G" = #dlti.target_device_spec<"c" = 3 : i64>>} : () -> ()\n}) : () -> ()\n\n',
)


def test_attributes_print_as_mlir_opt() -> None:
    assert_prints_as_recorded(*CASE)


# attribute -> mlir-opt-22's errors (line:col message) for `"x.y"() {a = <attribute>}`
ERRORS = {
    "#dlti.dl_entry<42, 42>": ["1:29 expected a type or a quoted string"],
    '#dlti.dl_entry<"k">': ["1:32 expected ','"],
    '#dlti.dl_entry<"k" 1>': ["1:32 expected ','"],
    "#dlti.dl_entry<i32>": ["1:32 expected ','"],
    "#dlti.dl_entry": ["1:28 expected '<'"],
    "#dlti.dl_spec<[]>": ["1:28 invalid kind of attribute specified"],
    '#dlti.dl_spec<"a" = 1, "a" = 2>': ['1:20 repeated DLTI key: "a"'],
    "#dlti.dl_spec<i32 = 1, i32 = 2>": ["1:20 repeated DLTI key: i32"],
    '#dlti.dl_spec<#dlti.dl_entry<"test.id", 42>, #dlti.dl_entry<"test.id", 43>>': [
        '1:20 repeated DLTI key: "test.id"'
    ],
    "#dlti.dl_spec<#dlti.dl_entry<i32, 42>, #dlti.dl_entry<i32, 42>>": [
        "1:20 repeated DLTI key: i32"
    ],
    '#dlti.dl_spec<"a" 1>': ["1:31 expected '='"],
    '#dlti.dl_spec<"a" = >': ["1:33 expected attribute value"],
    "#dlti.dl_spec<42 = 1>": ["1:28 invalid kind of attribute specified"],
    '#dlti.dl_spec<"a" = 1,>': ["1:36 expected attribute value"],
    "#dlti.dl_spec<i32 = 1 x>": ["1:35 expected '>'"],
    "#dlti.dl_spec<#dlti.map<>>": ["1:28 invalid kind of attribute specified"],
    '#dlti.map<"a" = 1, "a" = 2>': ['1:20 repeated DLTI key: "a"'],
    "#dlti.map<i32 = 1, i32 = 2>": ["1:20 repeated DLTI key: i32"],
    "#dlti.map<[]>": ["1:24 invalid kind of attribute specified"],
    '#dlti.target_device_spec<"a" = 1, "a" = 2>': ['1:20 repeated DLTI key: "a"'],
    "#dlti.target_device_spec<i32 = 1>": ["1:39 invalid kind of attribute specified"],
    "#dlti.target_device_spec<#dlti.dl_entry<i32, 1>>": ["1:20 type as DLTI key is not allowed"],
    "#dlti.target_device_spec<>": ["1:20 no DLTI entries provided"],
    "#dlti.target_device_spec": ["1:38 expected '<'", "1:20 no DLTI entries provided"],
    "#dlti.target_system_spec<>": ["1:20 no DLTI entries provided"],
    "#dlti.target_system_spec<[]>": ["1:39 invalid kind of attribute specified"],
    '#dlti.target_system_spec<"CPU" = 1>': [
        '1:20 value associated with key "CPU" is not a DLTI device spec'
    ],
    '#dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1>, "CPU" = #dlti.target_device_spec<"a" = 2>>': [
        '1:20 repeated device ID in dlti.target_system_spec: "CPU"'
    ],
    '#dlti.target_system_spec<i32 = #dlti.target_device_spec<"a" = 1>>': [
        "1:39 invalid kind of attribute specified"
    ],
    '#dlti.target_system_spec<#dlti.dl_entry<i32, #dlti.target_device_spec<"a" = 1>>>': [
        "1:20 non-string key of DLTI system spec"
    ],
    '#dlti.target_system_spec<"CPU": #dlti.target_device_spec<"a" = 1>>': ["1:44 expected '='"],
    '#dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1, "a" = 2>>': [
        '1:53 repeated DLTI key: "a"'
    ],
    '#dlti.dl_spec<"a" = 1, #dlti.dl_entry<"a", 2>>': ['1:20 repeated DLTI key: "a"'],
    '#dlti.target_system_spec<"CPU" = 1, "CPU" = 2>': [
        '1:20 value associated with key "CPU" is not a DLTI device spec'
    ],
    '#dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1>, "CPU" = 2>': [
        '1:20 value associated with key "CPU" is not a DLTI device spec'
    ],
    '#dlti.target_system_spec<#dlti.dl_entry<i32, 1>, "CPU" = 2>': [
        "1:20 non-string key of DLTI system spec"
    ],
    '#dlti.target_device_spec<"a" = 1, #dlti.dl_entry<i32, 1>, "a" = 2>': [
        "1:20 type as DLTI key is not allowed"
    ],
    '#dlti.target_device_spec<"a" = 1, "a" = 2, #dlti.dl_entry<i32, 1>>': [
        '1:20 repeated DLTI key: "a"'
    ],
    '#dlti.dl_spec<i32 = 1, i32 = 2, "a" = 1, "a" = 2>': ["1:20 repeated DLTI key: i32"],
    '#dlti.dl_spec<"a" = 1, "a" = 2, i32 = 1, i32 = 2>': ['1:20 repeated DLTI key: "a"'],
    '#dlti.dl_spec<"a\\"b" = 1, "a\\"b" = 2>': ['1:20 repeated DLTI key: "a\\22b"'],
    "#dlti.dl_spec<i32 1>": ["1:31 expected '='"],
    "#dlti.map<i32>": ["1:27 expected '='"],
    '#dlti.target_device_spec<"a">': ["1:42 expected '='"],
    "#dlti.target_device_spec<42>": ["1:39 invalid kind of attribute specified"],
    '#dlti.target_system_spec<"CPU">': ["1:44 expected '='"],
    '#dlti.dl_entry<"k", 1, 2>': ["1:35 expected '>'"],
}


@pytest.mark.parametrize("attr", sorted(ERRORS))
def test_errors_as_mlir_opt(attr: str) -> None:
    text = f'"x.y"() {{a = {attr}}} : () -> ()\n'
    _, diags = process_buffer(SourceFile("t.mlir", text), generic=False, debuginfo=False)
    got = [f"{d.loc.line}:{d.loc.col} {d.message}" for d in diags if d.severity is Severity.ERROR]
    assert got == ERRORS[attr]


# input -> mlir-opt-22's errors and notes (line:col kind: message; not its "see current
# operation") from the check of the dialect's discardable attributes
# (verify_dialect_attribute), which the engine does not call yet: run here on every
# operation, outermost first, as MLIR's verifier does.
OP_ATTRIBUTE_ERRORS = {
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 42>} {}\n': [
        "1:1 error: unknown data layout entry name: dlti.unknown_id"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "some">} {}\n': [
        "1:1 error: 'dlti.endianness' data layout entry is expected to be either 'big' or 'little'"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = 1>} {}\n': [
        "1:1 error: 'dlti.endianness' data layout entry is expected to be either 'big' or 'little'"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big", "dlti.stack_alignment" = 32 : i64, "dlti.alloca_memory_space" = 5 : i32, "dlti.legal_int_widths" = array<i32: 8, 16>, "dlti.mangling_mode" = "e", "dlti.default_memory_space" = 1 : i32, "dlti.program_memory_space" = 1 : i32, "dlti.global_memory_space" = 1 : i32>} {}\n': [],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = "x">} {}\n': [],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.legal_int_widths" = 1>} {}\n': [],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.mangling_mode" = 1>} {}\n': [],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<tensor<f32> = 32>} {}\n": [
        "1:1 error: unexpected data layout for a built-in type"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32>} {}\n": [
        "1:1 error: expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 32 : i64>"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<2xi64>>} {}\n": [],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<3xi64>>} {}\n": [
        "1:1 error: expected 1 or 2 elements in the data layout entry #dlti.dl_entry<i32, dense<32> : vector<3xi64>>"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<32> : vector<2xi64>>} {}\n": [],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {}\n": [],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<index = dense<32> : vector<2xi64>>} {}\n": [
        "1:1 error: expected integer attribute in the data layout entry for 'index'"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>>} {}\n": [],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<!x.y = 1>} {}\n": [
        "1:1 error: unexpected data layout for a built-in type"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 33, "x" = 1>} {}\n': [],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 33>} {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 32>} {}\n}\n': [
        "2:3 error: data layout does not combine with layouts of enclosing ops",
        "1:1 note: enclosing op with data layout",
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 33>} {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 33>} {}\n}\n': [],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 33>} {\n  module {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"unknown.unknown" = 32>} {}\n}\n}\n': [
        "3:3 error: data layout does not combine with layouts of enclosing ops",
        "2:3 note: enclosing op with data layout",
        "1:1 note: enclosing op with data layout",
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"a.b" = 33>} {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"a.b" = 33>} {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"a.b" = 32>} {}\n}\n}\n': [
        "3:3 error: data layout does not combine with layouts of enclosing ops",
        "2:3 note: enclosing op with data layout",
        "1:1 note: enclosing op with data layout",
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {}\n}\n': [
        "2:3 error: data layout does not combine with layouts of enclosing ops",
        "1:1 note: enclosing op with data layout",
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 32>} {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 64>} {}\n}\n': [
        "2:3 error: data layout does not combine with layouts of enclosing ops",
        "1:1 note: enclosing op with data layout",
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"a" = 1>} {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"b" = 2>} {}\n}\n': [],
    "module attributes {dlti.unknown} {}\n": [
        "1:1 error: attribute 'dlti.unknown' not supported by dialect"
    ],
    "module attributes {dlti.dl_spec = 42} {}\n": [
        "1:1 error: 'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute"
    ],
    'module attributes {dlti.map = #dlti.map<"a" = 1>} {}\n': [],
    "module attributes {dlti.map = 1} {}\n": [
        "1:1 error: 'dlti.map' is expected to be a #dlti.map attribute"
    ],
    "module attributes {dlti.target_system_spec = 42} {}\n": [
        "1:1 error: 'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute"
    ],
    'module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1>>} {}\n': [],
    'module attributes {dlti.target_device_spec = #dlti.target_device_spec<"a" = 1>} {}\n': [
        "1:1 error: attribute 'dlti.target_device_spec' not supported by dialect"
    ],
    '"x.y"() {dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 42>} : () -> ()\n': [],
    '"x.y"() {dlti.map = 1} : () -> ()\n': [
        "1:1 error: 'dlti.map' is expected to be a #dlti.map attribute"
    ],
    'func.func @f() attributes {dlti.dl_spec = #dlti.dl_spec<"a" = 1>} { return }\n': [],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = 32>} {}\n": [
        "1:1 error: expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<f32, 32 : i64>"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<32> : vector<3xi64>>} {}\n": [
        "1:1 error: expected 1 or 2 elements in the data layout entry #dlti.dl_entry<f32, dense<32> : vector<3xi64>>"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<32> : vector<2xi32>>} {}\n": [
        "1:1 error: expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<f32, dense<32> : vector<2xi32>>"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<2xi32>>} {}\n": [
        "1:1 error: expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, dense<32> : vector<2xi32>>"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 16]> : vector<2xi64>>} {}\n": [
        "1:1 error: preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<i32, dense<[32, 16]> : vector<2xi64>>"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[16]> : vector<1xi64>>} {}\n": [],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i32>} {}\n": [],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<index = "x">} {}\n': [
        "1:1 error: expected integer attribute in the data layout entry for 'index'"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<bf16 = dense<16> : vector<2xi64>>} {}\n": [],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<memref<f32> = 1>} {}\n": [
        "1:1 error: unexpected data layout for a built-in type"
    ],
    "module attributes {dlti.dl_spec = #dlti.dl_spec<!gpu.async.token = 1>} {}\n": [
        "1:1 error: data layout specified for a type that does not support it"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"arith.x" = 1>} {}\n': [],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"llvm.x" = 1>} {}\n': [],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"builtin.x" = 1>} {}\n': [
        "1:1 error: the 'builtin' dialect does not support identifier data layout entries"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"func.x" = 1>} {\n func.func @f() { return } }\n': [
        "1:1 error: the 'func' dialect does not support identifier data layout entries"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 42, tensor<f32> = 1>} {}\n': [
        "1:1 error: unexpected data layout for a built-in type"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<tensor<f32> = 1, "dlti.unknown_id" = 42>} {}\n': [
        "1:1 error: unexpected data layout for a built-in type"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big", "dlti.unknown_id" = 42>} {}\n': [
        "1:1 error: unknown data layout entry name: dlti.unknown_id"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.unknown_id" = 42>} {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"a" = 32>} {}\n}\n': [
        "1:1 error: unknown data layout entry name: dlti.unknown_id"
    ],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"a" = 1>} {\n  func.func @f() attributes {dlti.dl_spec = #dlti.dl_spec<"a" = 2>} { return }\n}\n': [],
    'module attributes {dlti.dl_spec = #dlti.dl_spec<"a" = 1, "b" = 1>} {\n  module attributes {dlti.dl_spec = #dlti.dl_spec<"b" = 2, "a" = 2>} {}\n}\n': [
        "2:3 error: data layout does not combine with layouts of enclosing ops",
        "1:1 note: enclosing op with data layout",
    ],
}


def _op_attribute_errors(text: str) -> list[str]:
    from dialects_irdl.dlti import verify_dialect_attribute
    from irdl.tool.api import Context

    ctx = Context(allow_unregistered_dialects=True)
    diags: list[Diagnostic] = []

    def walk(op: Operation) -> bool:
        for name, value in sorted((op.attributes or {}).items()):
            if name.startswith("dlti.") and not verify_dialect_attribute(
                op, name, value, diags, ctx
            ):
                return False
        return all(walk(o) for r in op.regions for b in r.blocks for o in b.ops)

    walk(ctx.parse(text).module)
    out = []
    for d in diags:
        out.append(f"{d.loc.line}:{d.loc.col} error: {d.message}")
        out += [
            f"{n.loc.line}:{n.loc.col} note: {n.message}"
            for n in d.notes
            if not n.message.startswith("see current operation")
        ]
    return out


@pytest.mark.parametrize("text", sorted(OP_ATTRIBUTE_ERRORS))
def test_op_attributes_as_mlir_opt(text: str) -> None:
    assert _op_attribute_errors(text) == OP_ATTRIBUTE_ERRORS[text]
