"""The vector dialect of the standard library (dialects_irdl/vector/vector.irdl.mlir): custom and
generic prints of each declared operation against mlir-opt-22's, and the hand-written
checks' messages (dialects_irdl/vector/verifiers.py)."""

from __future__ import annotations

import pytest

from .lib_support import error_messages, func, mlir_opt_print, needs_mlir_opt, print_ir

# (arguments, body): operations whose results print without name hints
CASES = {
    "broadcast": (
        "%s: f32, %v: vector<4xf32>",
        "  %0 = vector.broadcast %s : f32 to vector<2x4xf32>\n"
        "  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>",
    ),
    "extract_insert": (
        "%v: vector<4x8x16xf32>, %i: index, %s: f32",
        "  %0 = vector.extract %v[3, %i] : vector<16xf32> from vector<4x8x16xf32>\n"
        "  %1 = vector.extract %v[] : vector<4x8x16xf32> from vector<4x8x16xf32>\n"
        "  %2 = vector.insert %s, %v [%i, 2, -1] : f32 into vector<4x8x16xf32>\n"
        "  %3 = vector.insert %0, %v [1, %i] : vector<16xf32> into vector<4x8x16xf32>",
    ),
    "elements": (
        "%a: f32, %b: f32, %v: vector<2xf32>",
        "  %0 = vector.from_elements %a, %b : vector<2xf32>\n"
        "  %1:2 = vector.to_elements %v : vector<2xf32>",
    ),
    "reshape": (
        "%v: vector<4x3xf32>, %w: vector<5x1x3x2xf32>",
        "  %0 = vector.shape_cast %v : vector<4x3xf32> to vector<12xf32>\n"
        "  %1 = vector.transpose %v, [1, 0] : vector<4x3xf32> to vector<3x4xf32>\n"
        "  %2 = vector.bitcast %w : vector<5x1x3x2xf32> to vector<5x1x3x4xf16>",
    ),
    "arithmetic": (
        "%v: vector<8xf32>, %a: vector<4xf32>, %acc: f32, %m: vector<8x8xf32>",
        "  %0 = vector.fma %v, %v, %v : vector<8xf32>\n"
        "  %1 = vector.reduction <add>, %v : vector<8xf32> into f32\n"
        "  %2 = vector.reduction <minnumf>, %v, %acc fastmath<nnan> : vector<8xf32> into f32\n"
        "  %3 = vector.multi_reduction <mul>, %m, %v [1] : vector<8x8xf32> to vector<8xf32>\n"
        "  %4 = vector.outerproduct %a, %v : vector<4xf32>, vector<8xf32>\n"
        "  %5 = vector.outerproduct %a, %v, %4 {kind = #vector.kind<maxnumf>} "
        ": vector<4xf32>, vector<8xf32>\n"
        "  %6 = vector.outerproduct %a, %acc : vector<4xf32>, f32",
    ),
    "shuffles": (
        "%a: vector<2x4xf32>, %b: vector<3x4xf32>, %c: vector<4xf32>, %s: vector<f32>",
        "  %0 = vector.shuffle %a, %b [4, 0, -1] : vector<2x4xf32>, vector<3x4xf32>\n"
        "  %1 = vector.shuffle %s, %s [1, 0] : vector<f32>, vector<f32>\n"
        "  %2 = vector.interleave %c, %c : vector<4xf32> -> vector<8xf32>\n"
        "  %3 = vector.step : vector<[4]xindex>",
    ),
    "masks": (
        "%i: index",
        "  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>\n"
        "  %1 = vector.create_mask %i, %i : vector<4x3xi1>",
    ),
    "memory": (
        "%m: memref<?x?xf32>, %i: index, %mk: vector<16xi1>, %p: vector<16xf32>, "
        "%ix: vector<16xi32>, %t: tensor<?xf32>",
        "  %0 = vector.load %m[%i, %i] {alignment = 8 : i64, nontemporal = true} "
        ": memref<?x?xf32>, vector<16xf32>\n"
        "  vector.store %0, %m[%i, %i] : memref<?x?xf32>, vector<16xf32>\n"
        "  %1 = vector.maskedload %m[%i, %i], %mk, %p : memref<?x?xf32>, vector<16xi1>, "
        "vector<16xf32> into vector<16xf32>\n"
        "  vector.maskedstore %m[%i, %i], %mk, %1 : memref<?x?xf32>, vector<16xi1>, "
        "vector<16xf32>\n"
        "  %2 = vector.gather %m[%i, %i] [%ix], %mk, %p : memref<?x?xf32>, vector<16xi32>, "
        "vector<16xi1>, vector<16xf32> into vector<16xf32>\n"
        "  vector.scatter %m[%i, %i] [%ix], %mk, %2 : memref<?x?xf32>, vector<16xi32>, "
        "vector<16xi1>, vector<16xf32>\n"
        "  %3 = vector.scatter %t[%i] [%ix], %mk, %2 : tensor<?xf32>, vector<16xi32>, "
        "vector<16xi1>, vector<16xf32> -> tensor<?xf32>\n"
        "  %4 = vector.expandload %m[%i, %i], %mk, %p : memref<?x?xf32>, vector<16xi1>, "
        "vector<16xf32> into vector<16xf32>\n"
        "  vector.compressstore %m[%i, %i], %mk, %4 : memref<?x?xf32>, vector<16xi1>, "
        "vector<16xf32>",
    ),
    "print_and_slices": (
        "%v: vector<4x8xf32>, %w: vector<2x4xf32>",
        "  vector.print %v : vector<4x8xf32>\n"
        "  vector.print %v : vector<4x8xf32> punctuation <comma>\n"
        '  vector.print str "hello"\n'
        "  vector.print punctuation <open>\n"
        "  %0 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], "
        "strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>\n"
        "  %1 = vector.insert_strided_slice %w, %v {offsets = [2, 4], strides = [1, 1]} "
        ": vector<2x4xf32> into vector<4x8xf32>",
    ),
    "scalable": (
        "%a: vector<4xi32>, %b: vector<[8]xi32>",
        "  %0 = vector.scalable.insert %a, %b[4] : vector<4xi32> into vector<[8]xi32>\n"
        "  %1 = vector.scalable.extract %b[0] : vector<4xi32> from vector<[8]xi32>",
    ),
    "transfers": (
        "%m: memref<?x?xf32>, %i: index, %p: f32, %mk: vector<4x8xi1>, %t: tensor<?x?xf32>",
        "  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, false], "
        "permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32>\n"
        "  %1 = vector.transfer_read %m[%i, %i], %p, %mk : memref<?x?xf32>, vector<4x8xf32>\n"
        "  %2 = vector.transfer_read %m[%i, %i], %p {permutation_map = "
        "affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<4x8xf32>\n"
        "  vector.transfer_write %1, %m[%i, %i] {in_bounds = [true, true]} "
        ": vector<4x8xf32>, memref<?x?xf32>\n"
        "  %3 = vector.transfer_write %1, %t[%i, %i], %mk : vector<4x8xf32>, tensor<?x?xf32>",
    ),
    "contract_and_mask": (
        "%a: vector<4xf32>, %acc: f32, %m: vector<4xi1>, %mm: memref<?xf32>, %i: index",
        "  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, "
        'affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} '
        "%a, %a, %acc {extra} : vector<4xf32>, vector<4xf32> into f32\n"
        "  %1 = vector.mask %m { vector.reduction <add>, %a : vector<4xf32> into f32 } "
        ": vector<4xi1> -> f32\n"
        "  %2 = vector.mask %m, %a { vector.yield %a : vector<4xf32> } "
        ": vector<4xi1> -> vector<4xf32>\n"
        "  vector.mask %m { vector.transfer_write %a, %mm[%i] : vector<4xf32>, memref<?xf32> } "
        ": vector<4xi1>",
    ),
}

# operations MLIR prints with result names (vscale, deinterleave, scan): generic only
GENERIC_ONLY = {
    "named_results": (
        "%v: vector<4x8xf32>, %acc: vector<8xf32>",
        "  %0 = vector.vscale\n"
        "  %1, %2 = vector.deinterleave %acc : vector<8xf32> -> vector<4xf32>\n"
        "  %3:2 = vector.scan <add>, %v, %acc {inclusive = true, reduction_dim = 0 : i64} "
        ": vector<4x8xf32>, vector<8xf32>",
    ),
}


@needs_mlir_opt
@pytest.mark.parametrize("name", sorted(CASES))
def test_custom_and_generic_prints_match_mlir_opt(name: str) -> None:
    text = func(*CASES[name])
    assert print_ir(text) == mlir_opt_print(text, generic=False)
    assert print_ir(text, generic=True) == mlir_opt_print(text, generic=True)
    # the custom form reads back to the same operations
    assert print_ir(print_ir(text), generic=True) == mlir_opt_print(text, generic=True)


@needs_mlir_opt
@pytest.mark.parametrize("name", sorted(GENERIC_ONLY))
def test_generic_prints_match_mlir_opt(name: str) -> None:
    text = func(*GENERIC_ONLY[name])
    assert print_ir(print_ir(text), generic=True) == mlir_opt_print(text, generic=True)


# (arguments, body, the error MLIR gives)
_MATMUL = (
    "indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, "
    'affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]'
)

INVALID = [
    (
        "%v: vector<4x8xf32>",
        "  %0 = vector.extract %v[4] : vector<8xf32> from vector<4x8xf32>",
        "'vector.extract' op expected position attribute #1 to be a non-negative integer smaller "
        "than the corresponding vector dimension or poison (-1)",
    ),
    (
        "%v: vector<4xf32>, %s: f32",
        "  %0 = vector.insert %s, %v [] : f32 into vector<4xf32>",
        "'vector.insert' op expected position attribute rank to match the dest vector rank",
    ),
    (
        "%v: vector<4x8xf32>",
        "  %0 = vector.transpose %v, [0, 0] : vector<4x8xf32> to vector<4x8xf32>",
        "'vector.transpose' op duplicate position index: 0",
    ),
    (
        "%v: vector<4xf32>",
        "  %0 = vector.shuffle %v, %v [0, 8] : vector<4xf32>, vector<4xf32>",
        "'vector.shuffle' op mask index #2 out of range",
    ),
    (
        "%v: vector<4xf32>",
        "  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32",
        "'vector.reduction' op unsupported reduction type 'f32' for kind 'xor'",
    ),
    (
        "%v: vector<4x4xf32>",
        "  %0 = vector.reduction <add>, %v : vector<4x4xf32> into f32",
        "'vector.reduction' op unsupported reduction rank: 2",
    ),
    (
        "%v: vector<4xf32>",
        "  %0 = vector.broadcast %v : vector<4xf32> to vector<3xf32>",
        "'vector.broadcast' op dimension mismatch (4 vs. 3)",
    ),
    (
        "%v: vector<3x5xf32>",
        "  %0 = vector.shape_cast %v : vector<3x5xf32> to vector<4xf32>",
        "'vector.shape_cast' op has different number of elements at source (15) and result (4)",
    ),
    (
        "",
        "  %0 = vector.constant_mask [5] : vector<4xi1>",
        "'vector.constant_mask' op array attr of size out of bounds of vector result dimension "
        "size",
    ),
    (
        "%v: vector<4xi32>",
        "  %0 = vector.fma %v, %v, %v : vector<4xi32>",
        "'vector.fma' op operand #0 must be vector of floating-point values, but got "
        "'vector<4xi32>'",
    ),
    (
        "%m: memref<5x4x3xvector<2xf32>>",
        "  %0 = vector.type_cast %m : memref<5x4x3xvector<2xf32>> to memref<vector<5x4x3xf32>>",
        "'vector.type_cast' op expects concatenated result and operand shapes to be equal: "
        "'memref<vector<5x4x3xf32>>'",
    ),
    (
        "%m: memref<?xf32>, %i: index",
        "  %0 = vector.load %m[%i] {alignment = 3} : memref<?xf32>, vector<4xf32>",
        # checked while parsing, as ODS's verifyInherentAttrs does
        "custom op 'vector.load' 'vector.load' op attribute 'alignment' failed to satisfy "
        "constraint: 64-bit signless "
        "integer attribute whose value is positive and whose value is a power of two > 0",
    ),
    (
        "%v: vector<8xf32>",
        "  %0, %1 = vector.deinterleave %v : vector<8xf32> -> vector<2xf32>",
        "'vector.deinterleave' op failed to verify that the trailing dimension of the results is "
        "half the width of source trailing dimension",
    ),
    (
        "%a: vector<4xf32>, %b: vector<8xf32>",
        "  %0 = vector.outerproduct %b, %a : "
        "vector<8xf32>, vector<4xf32>\n  %1 = vector.outerproduct %a, %b, %0 : vector<4xf32>, "
        "vector<8xf32>",
        "use of value '%0' expects different type than prior uses: 'vector<4x8xf32>' vs "
        "'vector<8x4xf32>'",
    ),
    (
        "%a: vector<2x3xi32>, %b: vector<3x4xi32>, %c: vector<2x4xi32>",
        f"  %0 = vector.contract {{{_MATMUL}, kind = #vector.kind<minnumf>}} %a, %b, %c : "
        "vector<2x3xi32>, vector<3x4xi32> into vector<2x4xi32>",
        "'vector.contract' op unsupported contraction type",
    ),
    (
        "%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<4x2xf32>",
        f"  %0 = vector.contract {{{_MATMUL}}} %a, %b, %c : "
        "vector<2x3xf32>, vector<3x4xf32> into vector<4x2xf32>",
        "'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x4xf32>'",
    ),
    (
        "%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %m: vector<2x3xi1>",
        f"  %0 = vector.contract {{{_MATMUL}}} %a, %b, %c, %m : "
        "vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>",
        "custom op 'vector.contract' expected zero or exactly 2 vector mask operands",
    ),
    (
        "%t: tensor<8xf32>",
        "  vector.print %t : tensor<8xf32>",
        "'vector.print' op operand #0 must be , but got 'tensor<8xf32>'",
    ),
    (
        "%s: f32",
        "  %0 = vector.transpose %s, [] : f32 to f32",
        "custom op 'vector.transpose' invalid kind of type specified: expected builtin.vector, "
        "but found 'f32'",
    ),
]


@pytest.mark.parametrize("args,body,message", INVALID)
def test_hand_written_checks_report_mlir_messages(args: str, body: str, message: str) -> None:
    assert message in error_messages(func(args, body))


def test_bad_combining_kind_names_the_choices() -> None:
    text = func("%v: vector<4xf32>", "  %0 = vector.reduction <sum>, %v : vector<4xf32> into f32")
    assert any("expected ::mlir::vector::CombiningKind to be one of: add, mul" in m
               for m in error_messages(text))  # fmt: skip


def test_result_names_as_mlir_prints_them() -> None:
    # vector.vscale names its result; deinterleave and scan by their results' names.
    text = (
        "func.func @f(%v: vector<4xf32>, %i: vector<f32>) {\n"
        " %0 = vector.vscale\n"
        " %1, %2 = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>\n"
        " %3, %4 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 0 : i64}"
        " : vector<4xf32>, vector<f32>\n"
        " return\n}\n"
    )
    printed = print_ir(text)
    assert "%vscale = vector.vscale" in printed
    assert "%res1, %res2 = vector.deinterleave %arg0" in printed
    assert "%dest, %accumulated_value = vector.scan <add>, %arg0, %arg1" in printed
    assert print_ir(printed) == printed
