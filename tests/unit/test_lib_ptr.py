# ruff: noqa: E501
"""The ptr dialect of the standard library (dialects_irdl/ptr/ptr.irdl.mlir and its
plug-in dialects_irdl/ptr/): its C++ checks report mlir-opt-22's messages (recorded below
from mlir-opt-22)."""

from __future__ import annotations

import pytest

from .lib_support import error_messages

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
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
