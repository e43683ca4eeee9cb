# ruff: noqa: E501
"""Result types C++ infers (InferTypeOpInterface: ``cpp_result_types``, a plug-in's
``result_types``), which formats leave out, and enum properties (held as i32, read and
printed by their words, their default in place): recorded from mlir-opt-22."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "ptr_add_shapes": (
        "func.func @f(%p: !ptr.ptr<#ptr.generic_space>, %o: index, %vo: vector<4xindex>, %vp: vector<4x!ptr.ptr<#ptr.generic_space>>) {\n  %a = ptr.ptr_add %p, %o : !ptr.ptr<#ptr.generic_space>, index\n  %b = ptr.ptr_add %p, %vo : !ptr.ptr<#ptr.generic_space>, vector<4xindex>\n  %c = ptr.ptr_add %vp, %o : vector<4x!ptr.ptr<#ptr.generic_space>>, index\n  return\n}\n",
        "module {\n  func.func @f(%arg0: !ptr.ptr<#ptr.generic_space>, %arg1: index, %arg2: vector<4xindex>, %arg3: vector<4x!ptr.ptr<#ptr.generic_space>>) {\n    %0 = ptr.ptr_add %arg0, %arg1 : !ptr.ptr<#ptr.generic_space>, index\n    %1 = ptr.ptr_add %arg0, %arg2 : !ptr.ptr<#ptr.generic_space>, vector<4xindex>\n    %2 = ptr.ptr_add %arg3, %arg1 : vector<4x!ptr.ptr<#ptr.generic_space>>, index\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!ptr.ptr<#ptr.generic_space>, index, vector<4xindex>, vector<4x!ptr.ptr<#ptr.generic_space>>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !ptr.ptr<#ptr.generic_space>, %arg1: index, %arg2: vector<4xindex>, %arg3: vector<4x!ptr.ptr<#ptr.generic_space>>):\n    %0 = "ptr.ptr_add"(%arg0, %arg1) <{flags = 0 : i32}> : (!ptr.ptr<#ptr.generic_space>, index) -> !ptr.ptr<#ptr.generic_space>\n    %1 = "ptr.ptr_add"(%arg0, %arg2) <{flags = 0 : i32}> : (!ptr.ptr<#ptr.generic_space>, vector<4xindex>) -> vector<4x!ptr.ptr<#ptr.generic_space>>\n    %2 = "ptr.ptr_add"(%arg3, %arg1) <{flags = 0 : i32}> : (vector<4x!ptr.ptr<#ptr.generic_space>>, index) -> vector<4x!ptr.ptr<#ptr.generic_space>>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "ptr_add_flags": (
        "func.func @f(%p: !ptr.ptr<#ptr.generic_space>, %o: index) {\n  %a = ptr.ptr_add nusw %p, %o : !ptr.ptr<#ptr.generic_space>, index\n  %b = ptr.ptr_add none %p, %o : !ptr.ptr<#ptr.generic_space>, index\n  return\n}\n",
        "module {\n  func.func @f(%arg0: !ptr.ptr<#ptr.generic_space>, %arg1: index) {\n    %0 = ptr.ptr_add nusw %arg0, %arg1 : !ptr.ptr<#ptr.generic_space>, index\n    %1 = ptr.ptr_add %arg0, %arg1 : !ptr.ptr<#ptr.generic_space>, index\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!ptr.ptr<#ptr.generic_space>, index) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !ptr.ptr<#ptr.generic_space>, %arg1: index):\n    %0 = "ptr.ptr_add"(%arg0, %arg1) <{flags = 1 : i32}> : (!ptr.ptr<#ptr.generic_space>, index) -> !ptr.ptr<#ptr.generic_space>\n    %1 = "ptr.ptr_add"(%arg0, %arg1) <{flags = 0 : i32}> : (!ptr.ptr<#ptr.generic_space>, index) -> !ptr.ptr<#ptr.generic_space>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "wasmssa_locals": (
        "wasmssa.func @f(%arg0 : !wasmssa<local ref to i32>) -> i32 {\n  %v = wasmssa.local_get %arg0 : ref to i32\n  %l = wasmssa.local of type f32\n  wasmssa.return %v : i32\n}\n",
        "module {\n  wasmssa.func @f(%arg0: !wasmssa<local ref to i32>) -> i32 {\n    %0 = wasmssa.local_get %arg0 :  ref to i32\n    %1 = wasmssa.local of type f32\n    wasmssa.return %0 : i32\n  }\n}\n\n",
        '"builtin.module"() ({\n  "wasmssa.func"() <{functionType = (i32) -> i32, sym_name = "f"}> ({\n  ^bb0(%arg0: !wasmssa<local ref to i32>):\n    %0 = "wasmssa.local_get"(%arg0) : (!wasmssa<local ref to i32>) -> i32\n    %1 = "wasmssa.local"() <{type = f32}> : () -> !wasmssa<local ref to f32>\n    "wasmssa.return"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])
