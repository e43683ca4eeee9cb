# ruff: noqa: E501
"""The dlti plug-in (dialects_irdl/dlti/): the syntax C++ gives the dialect's attributes and
the checks it makes of them, as mlir-opt-22 reads, prints and reports them (recorded from
mlir-opt-22, messages with their line:col)."""

from __future__ import annotations

import pytest

from core.diagnostics import Severity, SourceFile
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
