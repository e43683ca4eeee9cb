"""The dlti plug-in: the key-value syntax of its attributes, in custom and generic form as
mlir-opt-22 prints it (recorded), and a located error for a malformed entry."""

from __future__ import annotations

from .lib_support import print_ir, run

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
