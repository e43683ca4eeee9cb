# ruff: noqa: E501
"""The ptr dialect of the standard library (dialects_irdl/ptr/ptr.irdl.mlir and its
plug-in dialects_irdl/ptr/): its C++ checks report mlir-opt-22's messages (recorded below
from mlir-opt-22)."""

from __future__ import annotations

import pytest

from .lib_support import error_messages, print_ir

# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "to_ptr_space": (
        "func.func @f(%m: memref<f32>) {\n  %r = ptr.to_ptr %m : memref<f32> -> !ptr.ptr<#ptr.generic_space>\n  return\n}\n",
        ["expected the input and output to have the same memory space"],
    ),
    "to_ptr_of_ptr": (
        "func.func @f(%p: !ptr.ptr<#ptr.generic_space>) {\n  %r = ptr.to_ptr %p : !ptr.ptr<#ptr.generic_space> -> !ptr.ptr<#ptr.generic_space>\n  return\n}\n",
        ["the input value cannot be of type `!ptr.ptr`"],
    ),
    "from_ptr_to_ptr": (
        'func.func @f(%p: !ptr.ptr<#ptr.generic_space>) {\n  %r = "ptr.from_ptr"(%p) : (!ptr.ptr<#ptr.generic_space>) -> !ptr.ptr<#ptr.generic_space>\n  return\n}\n',
        ["the result type cannot be `!ptr.ptr`"],
    ),
    "from_ptr_space": (
        'func.func @f(%p: !ptr.ptr<#ptr.generic_space>) {\n  %r = "ptr.from_ptr"(%p) : (!ptr.ptr<#ptr.generic_space>) -> memref<f32, 1>\n  return\n}\n',
        ["expected the input and output to have the same memory space"],
    ),
    "load_alignment": (
        'func.func @f(%p: !ptr.ptr<#ptr.generic_space>) {\n  %r = "ptr.load"(%p) <{alignment = [3], invariant = false, invariantGroup = false, nontemporal = false, ordering = 0 : i32, volatile_ = false}> : (!ptr.ptr<#ptr.generic_space>) -> i32\n  return\n}\n',
        ["alignment must be a power of 2"],
    ),
    "load_release": (
        'func.func @f(%p: !ptr.ptr<#ptr.generic_space>) {\n  %r = "ptr.load"(%p) <{alignment = [4], invariant = false, invariantGroup = false, nontemporal = false, ordering = 4 : i32, volatile_ = false}> : (!ptr.ptr<#ptr.generic_space>) -> i32\n  return\n}\n',
        ["'ptr.load' op unsupported ordering 'release'"],
    ),
    "load_atomic_alignment": (
        'func.func @f(%p: !ptr.ptr<#ptr.generic_space>) {\n  %r = "ptr.load"(%p) <{invariant = false, invariantGroup = false, nontemporal = false, ordering = 2 : i32, volatile_ = false}> : (!ptr.ptr<#ptr.generic_space>) -> i32\n  return\n}\n',
        ["'ptr.load' op expected alignment for atomic access"],
    ),
    # TypesMatchWith (transforms.py)
    "types_match_with": (
        'func.func @f(%p: !ptr.ptr<#ptr.generic_space>, %md: !ptr.ptr_metadata<memref<f16, #ptr.generic_space>>) {\n  %2 = "ptr.from_ptr"(%p, %md) : (!ptr.ptr<#ptr.generic_space>, !ptr.ptr_metadata<memref<f16, #ptr.generic_space>>) -> memref<f32, #ptr.generic_space>\n  return\n}\n',
        ["'ptr.from_ptr' op failed to verify that metadata type"],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


# What mlir-opt-22 says of a ptr.load of each type through `!ptr.ptr<#llvm.address_space<1>>`
# (plain, then `atomic monotonic alignment = 4`): True where it accepts the load. The
# plug-in's checks are tested on the types, as #llvm.address_space is not in the llvm
# dialect's file yet.
LLVM_LOADS = {
    "i1": (True, False),
    "i3": (True, False),
    "i8": (True, True),
    "i128": (True, True),
    "si32": (False, False),
    "index": (False, False),
    "f16": (True, True),
    "bf16": (True, True),
    "f80": (True, False),
    "f128": (True, True),
    "tf32": (False, False),
    "f8E5M2": (False, False),
    "f4E2M1FN": (False, False),
    "complex<f32>": (False, False),
    "none": (False, False),
    "memref<f32>": (False, False),
    "tensor<2xf32>": (False, False),
    "vector<2xf32>": (True, False),
    "vector<2xindex>": (True, False),
    "vector<[2]xf32>": (True, False),
    "vector<2x2xf32>": (False, False),
    "!llvm.ptr": (True, True),
    "!ptr.ptr<#ptr.generic_space>": (False, False),
    "!llvm.struct<(i32)>": (True, False),
    '!llvm.struct<"a", opaque>': (False, False),
    "!llvm.void": (False, False),
    "!llvm.func<void ()>": (False, False),
    "!llvm.token": (True, False),
}


def test_llvm_address_space_types() -> None:
    from core.diagnostics import SourceFile
    from dialects_irdl.ptr.verifiers import _llvm_atomic, _llvm_loadable
    from irdl.runtime.library import Context

    names = list(LLVM_LOADS)
    text = f'"x.u"() : () -> ({", ".join(names)})\n'
    module = Context(True, False, False, False).parse(SourceFile("t.mlir", text)).module
    results = module.regions[0].blocks[0].ops[0].results
    got = {n: (_llvm_loadable(r.type), _llvm_loadable(r.type) and _llvm_atomic(r.type))
           for n, r in zip(names, results)}  # fmt: skip
    assert got == LLVM_LOADS


# name -> (a custom form mlir-opt-22 reads, mlir-opt-22's generic print): the types
# C++'s TypesMatchWith transforms give (transforms.py) let the format leave them out.
# (mlir-opt-22 prints the operand's type stripped, `: <f32>`, which the format engine does
# not do yet: only the reading is compared.)
READS = {
    "left_out_types": (
        "func.func @f(%p: !ptr.ptr<#ptr.generic_space>, %m: memref<f32, #ptr.generic_space>) {\n  %0 = ptr.get_metadata %m : memref<f32, #ptr.generic_space>\n  %1 = ptr.from_ptr %p metadata %0 : !ptr.ptr<#ptr.generic_space> -> memref<f32, #ptr.generic_space>\n  %2 = ptr.from_ptr %p : !ptr.ptr<#ptr.generic_space> -> memref<f32, #ptr.generic_space>\n  return\n}\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!ptr.ptr<#ptr.generic_space>, memref<f32, #ptr.generic_space>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !ptr.ptr<#ptr.generic_space>, %arg1: memref<f32, #ptr.generic_space>):\n    %0 = "ptr.get_metadata"(%arg1) : (memref<f32, #ptr.generic_space>) -> !ptr.ptr_metadata<memref<f32, #ptr.generic_space>>\n    %1 = "ptr.from_ptr"(%arg0, %0) : (!ptr.ptr<#ptr.generic_space>, !ptr.ptr_metadata<memref<f32, #ptr.generic_space>>) -> memref<f32, #ptr.generic_space>\n    %2 = "ptr.from_ptr"(%arg0) : (!ptr.ptr<#ptr.generic_space>) -> memref<f32, #ptr.generic_space>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(READS))
def test_custom_form_reads_as_mlir_opt(name: str) -> None:
    text, generic = READS[name]
    assert print_ir(text, generic=True) == generic
