# ruff: noqa: E501
"""The xevm dialect of the standard library (dialects_irdl/xevm/xevm.irdl.mlir and its plug-in
dialects_irdl/xevm/): the 2D and subgroup block loads, stores and prefetches and the matrix
multiply-add report mlir-opt-22's messages for what their C++ verifiers reject."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "block_load_2d": (
        "func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = xevm.blockload2d %ptr, %a, %b, %c, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) {\n    %0 = xevm.blockload2d %arg0, %arg1, %arg2, %arg3, %arg4, %arg5 <{elem_size_in_bits = 16 : i32, pack_register = false, tile_height = 8 : i32, tile_width = 16 : i32, transpose = false, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32):\n    %0 = "xevm.blockload2d"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) <{elem_size_in_bits = 16 : i32, pack_register = false, tile_height = 8 : i32, tile_width = 16 : i32, transpose = false, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "memfence": (
        "xevm.memfence <{addrspace = #xevm.addr_space<global>, scope = #xevm.mem_scope<workgroup>}>\n",
        "module {\n  xevm.memfence <{addrspace = #xevm.addr_space<global>, scope = #xevm.mem_scope<workgroup>}>\n}\n\n",
        '"builtin.module"() ({\n  "xevm.memfence"() <{addrspace = #xevm.addr_space<global>, scope = #xevm.mem_scope<workgroup>}> : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "load_result_size": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi16>\n  return\n}\n',
        [
            "'xevm.blockload2d' op result size of 256 bits does not match the expected size of 128 bits"
        ],
    ),
    "load_transpose_and_pack": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 32 : i32, tile_width = 8 : i32, tile_height = 16 : i32, v_blocks = 1 : i32, transpose = true, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>\n  return\n}\n',
        ["'xevm.blockload2d' op transpose and pack_register are mutually exclusive"],
    ),
    "load_height": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 64 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<64xi16>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting tile_height to be between 1 and 32"],
    ),
    "load_element_size": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 128 : i32, tile_width = 1 : i32, tile_height = 1 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<1xi8>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting elem_size_in_bits to be 8, 16, 32, or 64"],
    ),
    "load_width_8": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 8 : i32, tile_width = 2 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<1xi8>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting tile_width to be between 4 and 64"],
    ),
    "load_blocks_32": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 32 : i32, tile_width = 8 : i32, tile_height = 8 : i32, v_blocks = 4 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi32>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting v_blocks to be 1 or 2"],
    ),
    "load_width_blocks_16": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 16 : i32, tile_width = 32 : i32, tile_height = 8 : i32, v_blocks = 2 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<32xi16>\n  return\n}\n',
        [
            "'xevm.blockload2d' op tile_width * v_blocks should be less than or equal to 32 for 16 bit elements"
        ],
    ),
    "load_width_64": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 64 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi32>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting tile_width to be between 1 and 8"],
    ),
    "load_transpose_blocks": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 32 : i32, tile_width = 8 : i32, tile_height = 8 : i32, v_blocks = 2 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting v_blocks to be 1"],
    ),
    "load_transpose_width_32": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 32 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting tile_width to be between 1 and 8"],
    ),
    "load_transpose_height_64": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 64 : i32, tile_width = 2 : i32, tile_height = 16 : i32, v_blocks = 1 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<4xi32>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting tile_height to be 8 for 64 bit elements"],
    ),
    "load_transpose_width_64": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 64 : i32, tile_width = 8 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi32>\n  return\n}\n',
        [
            "'xevm.blockload2d' op result size of 512 bits does not match the expected size of 256 bits"
        ],
    ),
    "load_transpose_element": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>\n  return\n}\n',
        ["'xevm.blockload2d' op transpose is only supported for 32 and 64 bit elements"],
    ),
    "load_pack_height_8": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 8 : i32, tile_width = 16 : i32, tile_height = 2 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<1xi16>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting tile_height to be between 4 and 32"],
    ),
    "load_pack_width_16": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 16 : i32, tile_width = 32 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting tile_width to be between 2 and 16"],
    ),
    "load_pack_element": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 32 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>\n  return\n}\n',
        ["'xevm.blockload2d' op pack_register is only supported for 8 and 16 bit elements"],
    ),
    "load_pitch": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %w = arith.constant 64 : i32\n  %p = arith.constant 32 : i32\n  %0 = "xevm.blockload2d"(%ptr, %w, %b, %p, %x, %y) <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>\n  return\n}\n',
        ["'xevm.blockload2d' op 4th operand (base pitch) should be >= 2nd operand (base width)"],
    ),
    "load_power_of_two_height": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 3 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<3xi16>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting tile_height to be 1, 2, 4, 8, 16, or 32"],
    ),
    "load_result_32_bits": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 32 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi16>\n  return\n}\n',
        ["'xevm.blockload2d' op expecting result element type to be 32 bits"],
    ),
    "load_pack_width": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  %0 = "xevm.blockload2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 8 : i32, tile_width = 8 : i32, tile_height = 32 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<4xi32>\n  return\n}\n',
        [
            "'xevm.blockload2d' op tile_width when pack_register is true should be equal to subgroup size (16 elements)"
        ],
    ),
    "store_height": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32, %v: vector<16xi16>) {\n  "xevm.blockstore2d"(%ptr, %a, %b, %c, %x, %y, %v) <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 16 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<16xi16>) -> ()\n  return\n}\n',
        ["'xevm.blockstore2d' op expecting tile_height to be between 1 and 8"],
    ),
    "store_element_size": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32, %v: vector<8xi16>) {\n  "xevm.blockstore2d"(%ptr, %a, %b, %c, %x, %y, %v) <{elem_size_in_bits = 128 : i32, tile_width = 1 : i32, tile_height = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi16>) -> ()\n  return\n}\n',
        ["'xevm.blockstore2d' op expecting elem_size_in_bits to be 8, 16, 32, or 64"],
    ),
    "store_width_bounds": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32, %v: vector<16xi32>) {\n  "xevm.blockstore2d"(%ptr, %a, %b, %c, %x, %y, %v) <{elem_size_in_bits = 32 : i32, tile_width = 32 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<16xi32>) -> ()\n  return\n}\n',
        ["'xevm.blockstore2d' op expecting tile_width to be between 1 and 16"],
    ),
    "store_pitch": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32, %v: vector<8xi16>) {\n  %w = arith.constant 64 : i32\n  %p = arith.constant 32 : i32\n  "xevm.blockstore2d"(%ptr, %w, %b, %p, %x, %y, %v) <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi16>) -> ()\n  return\n}\n',
        ["'xevm.blockstore2d' op 4th operand (base pitch) should be >= 2nd operand (base width)"],
    ),
    "store_width_8": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32, %v: vector<32xi8>) {\n  "xevm.blockstore2d"(%ptr, %a, %b, %c, %x, %y, %v) <{elem_size_in_bits = 8 : i32, tile_width = 64 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<32xi8>) -> ()\n  return\n}\n',
        ["'xevm.blockstore2d' op tile_width for 8 bit elements should be equal to 16 or 32"],
    ),
    "store_width_16": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32, %v: vector<4xi16>) {\n  "xevm.blockstore2d"(%ptr, %a, %b, %c, %x, %y, %v) <{elem_size_in_bits = 16 : i32, tile_width = 8 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<4xi16>) -> ()\n  return\n}\n',
        ["'xevm.blockstore2d' op tile_width for 16 bit elements should be equal to 16"],
    ),
    "prefetch_width_8": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  "xevm.blockprefetch2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 8 : i32, tile_width = 8 : i32, tile_height = 8 : i32, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> ()\n  return\n}\n',
        ["'xevm.blockprefetch2d' op tile_width for 8 bit elements should be equal to 16 or 32"],
    ),
    "prefetch_width_32": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  "xevm.blockprefetch2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 32 : i32, tile_width = 4 : i32, tile_height = 8 : i32, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> ()\n  return\n}\n',
        ["'xevm.blockprefetch2d' op tile_width for 32 bit elements should be equal to 8 or 16"],
    ),
    "prefetch_blocks": (
        'func.func @f(%ptr: !llvm.ptr<1>, %a: i32, %b: i32, %c: i32, %x: i32, %y: i32) {\n  "xevm.blockprefetch2d"(%ptr, %a, %b, %c, %x, %y) <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 3 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> ()\n  return\n}\n',
        ["'xevm.blockprefetch2d' op expecting v_blocks to be 1, 2, 4, or 8"],
    ),
    "blockload_size": (
        'func.func @f(%ptr: !llvm.ptr<1>) {\n  %0 = "xevm.blockload"(%ptr) : (!llvm.ptr<1>) -> vector<3xi16>\n  return\n}\n',
        ["'xevm.blockload' op vector size must be 2, 4 or 8 for element type > 8 bits"],
    ),
    "blockload_size_8": (
        'func.func @f(%ptr: !llvm.ptr<1>) {\n  %0 = "xevm.blockload"(%ptr) : (!llvm.ptr<1>) -> vector<32xi8>\n  return\n}\n',
        ["'xevm.blockload' op vector size must be 2, 4, 8 or 16 for 8-bit element type"],
    ),
    "blockstore_size": (
        'func.func @f(%ptr: !llvm.ptr<1>, %v: vector<16xi32>) {\n  "xevm.blockstore"(%ptr, %v) : (!llvm.ptr<1>, vector<16xi32>) -> ()\n  return\n}\n',
        ["'xevm.blockstore' op vector size must be 2, 4 or 8 for element type > 8 bits"],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


# #xevm.mma_shape and #xevm.mma_types are written `<m = 8, n = 16, k = 16>`: ODS's
# struct(params), which parameter formats do not read yet, so xevm.mma does not read.
PENDING = {
    "mma_accumulator": (
        "func.func @f(%c: vector<8xf16>, %a: vector<8xi16>, %b: vector<8xi32>) {\n  %r = xevm.mma %a, %b, %c { shape=<m=8, n=16, k=16>, types=<d=f32, a=f16, b=f16, c=f32> } : (vector<8xi16>, vector<8xi32>, vector<8xf16>) -> vector<8xf32>\n  return\n}\n",
        ["'xevm.mma' op type of C operand must match result type"],
    ),
}


@pytest.mark.xfail(reason="struct(params) attribute formats are not read yet")
@pytest.mark.parametrize("name", sorted(PENDING))
def test_pending_errors_as_mlir_opt(name: str) -> None:
    text, expected = PENDING[name]
    assert error_messages(text) == expected
