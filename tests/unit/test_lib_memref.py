# ruff: noqa: E501
"""The memref and tensor dialects of the standard library (dialects_irdl/memref/memref.irdl.mlir,
tensor.irdl.mlir): custom and generic prints of every operation against mlir-opt-22's, the
custom directives (dialects_irdl/memref/directives.py) and the hand-written checks' messages
(dialects_irdl/memref/verifiers.py)."""

from __future__ import annotations

import pytest

from .lib_support import error_messages, mlir_opt_print, needs_mlir_opt, print_ir

MEMREF = """
memref.global "private" constant @g : memref<2xf32> = dense<[0.0, 1.0]> {alignment = 64}
memref.global @g2 : memref<2xf32> = uninitialized
memref.global @g3 : memref<2xf32>
func.func @f(%m: memref<4x4xf32>, %i: index, %u: memref<*xf32>, %d: memref<?x?xf32>, %v: f32,
             %b: memref<2048xi8>, %s: memref<2xi32>) {
  %0 = memref.alloc(%i)[%i] {alignment = 8} : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %1 = memref.alloca() : memref<4xf32>
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
  }
  memref.dealloc %1 : memref<4xf32>
  %l = memref.load %m[%i, %i] {nontemporal = true} : memref<4x4xf32>
  memref.store %l, %m[%i, %i] : memref<4x4xf32>
  %c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %dm = memref.dim %m, %i : memref<4x4xf32>
  %rk = memref.rank %u : memref<*xf32>
  %sv = memref.subview %m[%i, 1][2, %i][1, 1] : memref<4x4xf32> to memref<2x?xf32, strided<[4, 1], offset: ?>>
  %vw = memref.view %b[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  %rc = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<?x?xf32> to memref<?x4xf32>
  %rs = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<?x?xf32>
  %gg = memref.get_global @g : memref<2xf32>
  memref.copy %m, %m : memref<4x4xf32> to memref<4x4xf32>
  %tr = memref.transpose %d (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %ra = memref.realloc %1(%i) : memref<4xf32> to memref<?xf32>
  memref.prefetch %m[%i, %i], write, locality<1>, data : memref<4x4xf32>
  %at = memref.atomic_rmw maxnumf %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %ga = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {
  ^bb0(%o: f32):
    memref.atomic_yield %o : f32
  }
  %aa = memref.assume_alignment %m, 16 : memref<4x4xf32>
  %ms = memref.memory_space_cast %m : memref<4x4xf32> to memref<4x4xf32, 1>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index
  %do:2 = memref.distinct_objects %m, %d : memref<4x4xf32>, memref<?x?xf32>
  %cs = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %es = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 4, %i] : memref<?x?xf32> into memref<?x4x?xf32>
  memref.dma_start %b[%i], %b[%i], %i, %s[%i], %i, %i : memref<2048xi8>, memref<2048xi8>, memref<2xi32>
  memref.dma_wait %s[%i], %i : memref<2xi32>
  return
}
"""

TENSOR = """
func.func @f(%t: tensor<4x4xf32>, %i: index, %u: tensor<*xf32>, %d: tensor<?x?xf32>, %v: f32,
             %s: tensor<2xi32>, %idx: tensor<1x3x2xindex>, %src: tensor<4x5x6xf32>) {
  %0 = tensor.empty(%i) : tensor<?x4xf32>
  %1 = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %2 = tensor.dim %t, %i : tensor<4x4xf32>
  %3 = tensor.rank %u : tensor<*xf32>
  %4 = tensor.extract %t[%i, %i] : tensor<4x4xf32>
  %5 = tensor.insert %v into %t[%i, %i] : tensor<4x4xf32>
  %6 = tensor.extract_slice %t[%i, 1][2, %i][1, 1] : tensor<4x4xf32> to tensor<2x?xf32>
  %7 = tensor.insert_slice %6 into %t[%i, 1][2, %i][1, 1] : tensor<2x?xf32> into tensor<4x4xf32>
  %8 = tensor.from_elements %v, %v, %v, %v : tensor<2x2xf32>
  %9 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32>
  %10 = tensor.pad %t nofold low[1, %i] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<7x?xf32>
  %11 = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %12 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%i, 4, %i] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %13 = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %14 = tensor.splat %v[%i] : tensor<?x4xf32>
  %15 = tensor.gather %src[%idx] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4x1x1xf32>
  %16 = tensor.scatter %15 into %src[%idx] scatter_dims([1, 2]) unique : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  %17 = tensor.concat dim(0) %t, %t : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  %18 = tensor.bitcast %t : tensor<4x4xf32> to tensor<4x4xi32>
  return
}
"""


@needs_mlir_opt
@pytest.mark.parametrize("text", [MEMREF, TENSOR], ids=["memref", "tensor"])
def test_generic_print_after_custom_round_trip_matches_mlir_opt(text: str) -> None:
    assert print_ir(print_ir(text), generic=True) == mlir_opt_print(text, generic=True)


def test_dynamic_index_list_keeps_values_and_sentinel() -> None:
    out = print_ir(MEMREF, generic=True)
    assert "static_offsets = array<i64: -9223372036854775808, 1>" in out
    custom = print_ir(MEMREF)
    assert "memref.subview %arg0[%arg1, 1] [2, %arg1] [1, 1]" in custom
    assert "memref.alloca_scope  -> (f32) {" in custom
    assert 'memref.global "private" constant @g : memref<2xf32> = dense<' in custom


@pytest.mark.parametrize(
    "text,message",
    [
        ("func.func @f(%m: memref<4x4xf32>, %i: index) {\n"
         "  %0 = memref.load %m[%i] : memref<4x4xf32>\n  return\n}",
         "'memref.load' op incorrect number of indices for load, expected 2 but got 1"),
        ("func.func @f(%m: memref<4xf32>) {\n"
         "  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>\n  return\n}",
         "operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible"),
        ("func.func @f(%m: memref<8x16x4xf32>) {\n"
         "  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to "
         "memref<16x4xf32>\n  return\n}",
         "expected result type to be 'memref<8x16x4xf32, strided<[64, 4, 1]>>' or a "
         "rank-reduced version. (mismatch of result sizes), but got 'memref<16x4xf32>'"),
        ("func.func @f(%t: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {\n"
         "  %0 = tensor.gather %t[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, "
         "tensor<1x2x2xindex>) -> tensor<1x2x1xf32>\n  return\n}",
         "'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its "
         "rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x1xf32>')"),
        ("func.func @f(%v: f32) {\n  %0 = tensor.splat %v : memref<8xf32>\n  return\n}",
         "custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, "
         "but found 'memref<8xf32>'"),
    ],
)  # fmt: skip
def test_hand_written_checks(text: str, message: str) -> None:
    assert message in error_messages(text)


RESULT_NAMES_IR = """\
func.func @f(%m: memref<10x?xf32>, %t: tensor<4xf32>, %i: index) -> index {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<10x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %e = tensor.extract %t[%i] : tensor<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %a2 = memref.alloc() : memref<4xf32>
  return %s#1 : index
}
"""  # noqa: E501


def test_result_names_as_mlir_opt_gives_them() -> None:
    """OpAsmOpInterface's names (recorded from mlir-opt-22): one per op (``%name``), per
    result group (``ResultNames``: ``%sizes:2`` and ``%sizes#1``), made unique."""
    out = print_ir(RESULT_NAMES_IR)
    assert (
        "    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0"
        in out
    )
    assert "sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1]" in out
    assert "    %extracted = tensor.extract %arg1[%arg2] : tensor<4xf32>\n" in out
    assert "    %alloc = memref.alloc() : memref<4xf32>\n    %alloc_0 = memref.alloc()" in out
    assert "    return %sizes#1 : index\n" in out


@needs_mlir_opt
def test_result_names_print_as_mlir_opt() -> None:
    assert print_ir(RESULT_NAMES_IR) == mlir_opt_print(RESULT_NAMES_IR, generic=False)
