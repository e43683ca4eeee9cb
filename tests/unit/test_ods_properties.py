# ruff: noqa: E501
"""ODS properties the importer states: UnitProp (a flag, ``false`` when absent),
OptionalProp<I64Prop> (``[v]``, ``[]`` when absent), both printed in generic form at their
defaults as mlir-opt-22 does; and llvm's ``#llvm.address_space<n>``. Recorded from
mlir-opt-22."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "ptr_load_store_properties": (
        "func.func @f(%p: !ptr.ptr<#ptr.generic_space>, %v: f32) {\n  %1 = ptr.load volatile %p nontemporal alignment = 8 : !ptr.ptr<#ptr.generic_space> -> f32\n  ptr.store %v, %p invariant_group : f32, !ptr.ptr<#ptr.generic_space>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: !ptr.ptr<#ptr.generic_space>, %arg1: f32) {\n    %0 = ptr.load volatile %arg0 nontemporal alignment = 8 : !ptr.ptr<#ptr.generic_space> -> f32\n    ptr.store %arg1, %arg0 invariant_group : f32, !ptr.ptr<#ptr.generic_space>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!ptr.ptr<#ptr.generic_space>, f32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !ptr.ptr<#ptr.generic_space>, %arg1: f32):\n    %0 = "ptr.load"(%arg0) <{alignment = [8], invariant = false, invariantGroup = false, nontemporal, ordering = 0 : i32, volatile_}> : (!ptr.ptr<#ptr.generic_space>) -> f32\n    "ptr.store"(%arg1, %arg0) <{alignment = [], invariantGroup, nontemporal = false, ordering = 0 : i32, volatile_ = false}> : (f32, !ptr.ptr<#ptr.generic_space>) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "llvm_address_space": (
        "func.func @f(%p: !ptr.ptr<#llvm.address_space<1>>) -> i32 {\n  %1 = ptr.load volatile %p atomic acquire alignment = 4 : !ptr.ptr<#llvm.address_space<1>> -> i32\n  return %1 : i32\n}\n",
        "module {\n  func.func @f(%arg0: !ptr.ptr<#llvm.address_space<1>>) -> i32 {\n    %0 = ptr.load volatile %arg0 atomic acquire alignment = 4 : !ptr.ptr<#llvm.address_space<1>> -> i32\n    return %0 : i32\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!ptr.ptr<#llvm.address_space<1>>) -> i32, sym_name = "f"}> ({\n  ^bb0(%arg0: !ptr.ptr<#llvm.address_space<1>>):\n    %0 = "ptr.load"(%arg0) <{alignment = [4], invariant = false, invariantGroup = false, nontemporal = false, ordering = 3 : i32, volatile_}> : (!ptr.ptr<#llvm.address_space<1>>) -> i32\n    "func.return"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])
