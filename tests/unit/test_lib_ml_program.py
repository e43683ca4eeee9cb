# ruff: noqa: E501
"""The ml_program dialect of the standard library (dialects_irdl/ml_program/ml_program.irdl.mlir and its
plug-in dialects_irdl/ml_program/): its operations read and print as mlir-opt-22 does (custom and
generic forms, recorded below from mlir-opt-22), and its C++ checks report mlir-opt-22's
messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "functions": (
        "ml_program.func private @extern_func(i32) -> i32\nml_program.func @defined_func(%arg0 : i32) -> i32 {\n  ml_program.return %arg0 : i32\n}\nml_program.subgraph private @extern_subgraph(i32) -> i32\nml_program.subgraph @s(%arg0 : i32, %t: !ml_program.token) -> (i32, !ml_program.token) attributes {tag} {\n  ml_program.output %arg0, %t : i32, !ml_program.token\n}\n",
        "module {\n  ml_program.func private @extern_func(i32) -> i32\n  ml_program.func @defined_func(%arg0: i32) -> i32 {\n    ml_program.return %arg0 : i32\n  }\n  ml_program.subgraph private @extern_subgraph(i32) -> i32\n  ml_program.subgraph @s(%arg0: i32, %arg1: !ml_program.token) -> (i32, !ml_program.token) attributes {tag} {\n    ml_program.output %arg0, %arg1 : i32, !ml_program.token\n  }\n}\n\n",
        '"builtin.module"() ({\n  "ml_program.func"() <{function_type = (i32) -> i32, sym_name = "extern_func", sym_visibility = "private"}> ({\n  }) : () -> ()\n  "ml_program.func"() <{function_type = (i32) -> i32, sym_name = "defined_func"}> ({\n  ^bb0(%arg2: i32):\n    "ml_program.return"(%arg2) : (i32) -> ()\n  }) : () -> ()\n  "ml_program.subgraph"() <{function_type = (i32) -> i32, sym_name = "extern_subgraph", sym_visibility = "private"}> ({\n  }) : () -> ()\n  "ml_program.subgraph"() <{function_type = (i32, !ml_program.token) -> (i32, !ml_program.token), sym_name = "s"}> ({\n  ^bb0(%arg0: i32, %arg1: !ml_program.token):\n    "ml_program.output"(%arg0, %arg1) : (i32, !ml_program.token) -> ()\n  }) {tag} : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "return_count": (
        "ml_program.func @r(%arg0 : i32) -> i32 {\n  ml_program.return %arg0, %arg0 : i32, i32\n}\n",
        ["'ml_program.return' op has 2 operands, but enclosing function (@r) returns 1"],
    ),
    "return_type": (
        "ml_program.func @r(%arg0 : i64) -> i32 {\n  ml_program.return %arg0 : i64\n}\n",
        [
            "type of return operand 0 ('i64') doesn't match function result type ('i32') in function @r"
        ],
    ),
    "output_count": (
        "ml_program.subgraph @o(%arg0 : i32) -> i32 {\n  ml_program.output %arg0, %arg0 : i32, i32\n}\n",
        ["'ml_program.output' op has 2 operands, but enclosing function (@o) outputs 1"],
    ),
    "output_type": (
        "ml_program.subgraph @o(%arg0 : i64) -> i32 {\n  ml_program.output %arg0 : i64\n}\n",
        [
            "type of output operand 0 ('i64') doesn't match function result type ('i32') in function @o"
        ],
    ),
    "ordering_arrow": (
        "ml_program.subgraph @o(%t : !ml_program.token) -> i32 {\n  %a, %t2 = ml_program.global_load_graph @g ordering(%t) : i32\n  ml_program.output %a : i32\n}\n",
        ["expected '->'"],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


# The global loads' and stores' C++ verifySymbolUses, by the names the plug-in registers.
_SYMBOL_USERS = {
    "global_load": "MlProgramGlobalLoad",
    "global_load_const": "MlProgramGlobalLoadConst",
    "global_load_graph": "MlProgramGlobalLoadGraph",
    "global_store": "MlProgramGlobalStore",
    "global_store_graph": "MlProgramGlobalStoreGraph",
}


@pytest.fixture
def symbol_users(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plug-in's symbol-use verifiers on the global loads and stores, where the
    generated file does not name them yet (the importer names a verifier only for ODS's
    hasVerifier, not for SymbolUserOpInterface)."""
    from irdl.plugin import VERIFIERS
    from irdl.runtime.library import LIBRARY

    infos = LIBRARY.load("ml_program")
    assert infos is not None
    for op, name in _SYMBOL_USERS.items():
        info = infos[0].ops[f"ml_program.{op}"]
        if info.verify_symbol_uses is None:
            monkeypatch.setattr(info, "verify_symbol_uses", VERIFIERS[name].verify_symbol_uses)


# name -> (input, the errors mlir-opt-22 reports): the symbol uses of global loads and stores
SYMBOL_ERRORS = {
    "load_undefined": (
        "func.func private @nothere()\nfunc.func @b() {\n  %0 = ml_program.global_load @nothere : i32\n  return\n}\n",
        ["'ml_program.global_load' op undefined global: @nothere"],
    ),
    "load_const_mutable": (
        "ml_program.global private mutable @var(42 : i64) : i64\nml_program.func @a() -> i32 {\n  %0 = ml_program.global_load_const @var : i32\n  ml_program.return %0 : i32\n}\n",
        ["'ml_program.global_load_const' op cannot load as const from mutable global @var"],
    ),
    "load_graph_type": (
        "ml_program.global private @var(42 : i64) : i64\nml_program.subgraph @a() -> (i32, !ml_program.token) {\n  %0, %t = ml_program.global_load_graph @var ordering(() -> !ml_program.token) : i32\n  ml_program.output %0, %t : i32, !ml_program.token\n}\n",
        ["'ml_program.global_load_graph' op cannot load from global typed 'i64' as 'i32'"],
    ),
    "store_immutable": (
        "ml_program.global private @var(42 : i64) : i64\nml_program.func @a(%arg0: i32) {\n  ml_program.global_store @var = %arg0 : i32\n  ml_program.return\n}\n",
        ["'ml_program.global_store' op cannot store to an immutable global @var"],
    ),
    "store_graph_immutable": (
        "ml_program.global private @var(42 : i64) : i64\nml_program.subgraph @a(%arg0: i32) -> !ml_program.token {\n  %t = ml_program.global_store_graph @var = %arg0 ordering(() -> !ml_program.token) : i32\n  ml_program.output %t : !ml_program.token\n}\n",
        ["'ml_program.global_store_graph' op cannot store to an immutable global @var"],
    ),
    "store_type": (
        "ml_program.global private mutable @var(42 : i64) : i64\nml_program.func @s(%arg0: i32) {\n  ml_program.global_store @var = %arg0 : i32\n  ml_program.return\n}\n",
        ["'ml_program.global_store' op cannot store to a global typed 'i64' from 'i32'"],
    ),
    "nested_table": (
        "module {\n  ml_program.global private mutable @var(42 : i64) : i64\n}\nfunc.func @b() {\n  %0 = ml_program.global_load @var : i64\n  return\n}\n",
        ["'ml_program.global_load' op undefined global: @var"],
    ),
}


@pytest.mark.parametrize("name", sorted(SYMBOL_ERRORS))
def test_symbol_use_errors_as_mlir_opt(name: str, symbol_users: None) -> None:
    text, expected = SYMBOL_ERRORS[name]
    assert error_messages(text) == expected
