# ruff: noqa: E501
"""The affine dialect of the standard library (dialects_irdl/affine/affine.irdl.mlir): its operations
read and print as mlir-opt-22 does (custom and generic forms, recorded below from mlir-opt-22),
and its hand-written checks (dialects_irdl/affine/verifiers.py) report mlir-opt-22's messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

CASES = {
    "ops": (
        '#map = affine_map<(d0)[s0] -> (d0 + s0)>\n#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>\nfunc.func @f(%m: memref<100x100xf32>, %i: index, %j: index, %n: index, %tag: memref<1xi32>, %v: f32) {\n  %a = affine.apply #map(%i)[%n]\n  %b = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n]\n  %c = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n]\n  %l = affine.load %m[%i + 1, symbol(%n) * 2] : memref<100x100xf32>\n  affine.store %l, %m[%i, %j] : memref<100x100xf32>\n  %vl = affine.vector_load %m[%i, %j] : memref<100x100xf32>, vector<8xf32>\n  affine.vector_store %vl, %m[%i, %j] : memref<100x100xf32>, vector<8xf32>\n  affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<100x100xf32>\n  affine.dma_start %m[%i, %j], %m[%j, %i], %tag[%i], %n : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>\n  affine.dma_start %m[%i, %j], %m[%j, %i], %tag[%i], %n, %j, %i : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>\n  affine.dma_wait %tag[%i], %n : memref<1xi32>\n  %d:3 = affine.delinearize_index %i into (%n, 4, %j) : index, index, index\n  %d2:2 = affine.delinearize_index %i into (4) : index, index\n  %li = affine.linearize_index disjoint [%i, %j] by (%n, 4) : index\n  %li2 = affine.linearize_index [%i, %j] by (4) : index\n  affine.if #set(%i)[%n] {\n    affine.store %v, %m[%i, %j] : memref<100x100xf32>\n  } else {\n  }\n  %r = affine.parallel (%x, %y) = (0, max(%i, %j)) to (symbol(%n), 100) step (10, 10) reduce ("addf") -> (f32) {\n    affine.yield %v : f32\n  }\n  affine.for %k = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n] to 10 {\n  }\n  return\n}\n',
        '#map = affine_map<(d0)[s0] -> (d0 + s0)>\n#map1 = affine_map<(d0)[s0] -> (d0, s0)>\n#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>\nmodule {\n  func.func @f(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: memref<1xi32>, %arg5: f32) {\n    %0 = affine.apply #map(%arg1)[%arg3]\n    %1 = affine.min #map1(%arg1)[%arg3]\n    %2 = affine.max #map1(%arg1)[%arg3]\n    %3 = affine.load %arg0[%arg1 + 1, symbol(%arg3) * 2] : memref<100x100xf32>\n    affine.store %3, %arg0[%arg1, %arg2] : memref<100x100xf32>\n    %4 = affine.vector_load %arg0[%arg1, %arg2] : memref<100x100xf32>, vector<8xf32>\n    affine.vector_store %4, %arg0[%arg1, %arg2] : memref<100x100xf32>, vector<8xf32>\n    affine.prefetch %arg0[%arg1, %arg2 + 5], read, locality<3>, data : memref<100x100xf32>\n    affine.dma_start %arg0[%arg1, %arg2], %arg0[%arg2, %arg1], %arg4[%arg1], %arg3 : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>\n    affine.dma_start %arg0[%arg1, %arg2], %arg0[%arg2, %arg1], %arg4[%arg1], %arg3, %arg2, %arg1 : memref<100x100xf32>, memref<100x100xf32>, memref<1xi32>\n    affine.dma_wait %arg4[%arg1], %arg3 : memref<1xi32>\n    %5:3 = affine.delinearize_index %arg1 into (%arg3, 4, %arg2) : index, index, index\n    %6:2 = affine.delinearize_index %arg1 into (4) : index, index\n    %7 = affine.linearize_index disjoint [%arg1, %arg2] by (%arg3, 4) : index\n    %8 = affine.linearize_index [%arg1, %arg2] by (4) : index\n    affine.if #set(%arg1)[%arg3] {\n      affine.store %arg5, %arg0[%arg1, %arg2] : memref<100x100xf32>\n    } else {\n    }\n    %9 = affine.parallel (%arg6, %arg7) = (0, max(%arg1, %arg2)) to (symbol(%arg3), 100) step (10, 10) reduce ("addf") -> (f32) {\n      affine.yield %arg5 : f32\n    }\n    affine.for %arg6 = max #map1(%arg1)[%arg3] to 10 {\n    }\n    return\n  }\n}\n\n',
        '#map = affine_map<(d0)[s0] -> (d0 + s0)>\n#map1 = affine_map<(d0)[s0] -> (d0, s0)>\n#map2 = affine_map<(d0)[s0] -> (d0 + 1, s0 * 2)>\n#map3 = affine_map<(d0, d1) -> (d0, d1)>\n#map4 = affine_map<(d0, d1) -> (d0, d1 + 5)>\n#map5 = affine_map<(d0) -> (d0)>\n#map6 = affine_map<(d0, d1) -> (0, d0, d1)>\n#map7 = affine_map<()[s0] -> (s0, 100)>\n#map8 = affine_map<() -> (10)>\n#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>\n"builtin.module"() ({\n  "func.func"() <{function_type = (memref<100x100xf32>, index, index, index, memref<1xi32>, f32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: memref<1xi32>, %arg5: f32):\n    %0 = "affine.apply"(%arg1, %arg3) <{map = #map}> : (index, index) -> index\n    %1 = "affine.min"(%arg1, %arg3) <{map = #map1}> : (index, index) -> index\n    %2 = "affine.max"(%arg1, %arg3) <{map = #map1}> : (index, index) -> index\n    %3 = "affine.load"(%arg0, %arg1, %arg3) <{map = #map2}> : (memref<100x100xf32>, index, index) -> f32\n    "affine.store"(%3, %arg0, %arg1, %arg2) <{map = #map3}> : (f32, memref<100x100xf32>, index, index) -> ()\n    %4 = "affine.vector_load"(%arg0, %arg1, %arg2) <{map = #map3}> : (memref<100x100xf32>, index, index) -> vector<8xf32>\n    "affine.vector_store"(%4, %arg0, %arg1, %arg2) <{map = #map3}> : (vector<8xf32>, memref<100x100xf32>, index, index) -> ()\n    "affine.prefetch"(%arg0, %arg1, %arg2) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map4}> : (memref<100x100xf32>, index, index) -> ()\n    "affine.dma_start"(%arg0, %arg1, %arg2, %arg0, %arg2, %arg1, %arg4, %arg1, %arg3) {dst_map = #map3, src_map = #map3, tag_map = #map5} : (memref<100x100xf32>, index, index, memref<100x100xf32>, index, index, memref<1xi32>, index, index) -> ()\n    "affine.dma_start"(%arg0, %arg1, %arg2, %arg0, %arg2, %arg1, %arg4, %arg1, %arg3, %arg2, %arg1) {dst_map = #map3, src_map = #map3, tag_map = #map5} : (memref<100x100xf32>, index, index, memref<100x100xf32>, index, index, memref<1xi32>, index, index, index, index) -> ()\n    "affine.dma_wait"(%arg4, %arg1, %arg3) {tag_map = #map5} : (memref<1xi32>, index, index) -> ()\n    %5:3 = "affine.delinearize_index"(%arg1, %arg3, %arg2) <{static_basis = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (index, index, index) -> (index, index, index)\n    %6:2 = "affine.delinearize_index"(%arg1) <{static_basis = array<i64: 4>}> : (index) -> (index, index)\n    %7 = "affine.linearize_index"(%arg1, %arg2, %arg3) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 4>}> : (index, index, index) -> index\n    %8 = "affine.linearize_index"(%arg1, %arg2) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4>}> : (index, index) -> index\n    "affine.if"(%arg1, %arg3) <{condition = #set}> ({\n      "affine.store"(%arg5, %arg0, %arg1, %arg2) <{map = #map3}> : (f32, memref<100x100xf32>, index, index) -> ()\n      "affine.yield"() : () -> ()\n    }, {\n      "affine.yield"() : () -> ()\n    }) : (index, index) -> ()\n    %9 = "affine.parallel"(%arg1, %arg2, %arg3) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #map6, reductions = [0], steps = [10, 10], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map7}> ({\n    ^bb0(%arg7: index, %arg8: index):\n      "affine.yield"(%arg5) : (f32) -> ()\n    }) : (index, index, index) -> f32\n    "affine.for"(%arg1, %arg3) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 2, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({\n    ^bb0(%arg6: index):\n      "affine.yield"() : () -> ()\n    }) : (index, index) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "expressions": (
        '#set = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0, -d0 + 10 >= 0)>\nfunc.func @g(%m: memref<100x100xf32>, %i: index, %j: index, %n: index, %v: f32, %vi: i32) -> (f32, index) {\n  %l0 = affine.load %m[%i floordiv 2, -%j] : memref<100x100xf32>\n  %l1 = affine.load %m[%i - %j, %j mod 3] : memref<100x100xf32>\n  %l2 = affine.load %m[(%i + %j) ceildiv 4, symbol(%n) * 3 - %i * 2] : memref<100x100xf32>\n  %l3 = affine.load %m[%i * symbol(%n), %i mod symbol(%n)] : memref<100x100xf32>\n  %l4 = affine.load %m[3, symbol(%n) + symbol(%n)] : memref<100x100xf32>\n  %r:2 = affine.if #set(%i, %j)[%n] -> (f32, index) {\n    affine.yield %v, %i : f32, index\n  } else {\n    affine.yield %l0, %j : f32, index\n  } {attr = "x"}\n  %p:2 = affine.parallel (%a, %b) = (max(%i, symbol(%n) + 1), %j - 1) to (min(%n, 100, %i + %j), symbol(%n)) step (1, 4) reduce ("maximumf", "muli") -> (f32, i32) {\n    %q = affine.load %m[%a, %b] : memref<100x100xf32>\n    affine.yield %q, %vi : f32, i32\n  }\n  affine.parallel (%a, %b) = (0, 0) to (10, 10) {\n    affine.store %v, %m[%a, %b + 1] : memref<100x100xf32>\n  } {foo}\n  %s = affine.for %k = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n] to min affine_map<(d0) -> (d0, 100)>(%j) step 3 iter_args(%acc = %i) -> index {\n    %t = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%acc, %k)\n    affine.yield %t : index\n  }\n  %e = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]\n  return %r#0, %s : f32, index\n}\n',
        '#map = affine_map<(d0)[s0] -> (d0, s0)>\n#map1 = affine_map<(d0) -> (d0, 100)>\n#map2 = affine_map<(d0, d1) -> (d0 + d1)>\n#map3 = affine_map<()[s0] -> (s0 * 2)>\n#set = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0, -d0 + 10 >= 0)>\nmodule {\n  func.func @g(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32, %arg5: i32) -> (f32, index) {\n    %0 = affine.load %arg0[%arg1 floordiv 2, -%arg2] : memref<100x100xf32>\n    %1 = affine.load %arg0[%arg1 - %arg2, %arg2 mod 3] : memref<100x100xf32>\n    %2 = affine.load %arg0[(%arg1 + %arg2) ceildiv 4, %arg1 * -2 + symbol(%arg3) * 3] : memref<100x100xf32>\n    %3 = affine.load %arg0[%arg1 * symbol(%arg3), %arg1 mod symbol(%arg3)] : memref<100x100xf32>\n    %4 = affine.load %arg0[3, symbol(%arg3) * 2] : memref<100x100xf32>\n    %5:2 = affine.if #set(%arg1, %arg2)[%arg3] -> (f32, index) {\n      affine.yield %arg4, %arg1 : f32, index\n    } else {\n      affine.yield %0, %arg2 : f32, index\n    } {attr = "x"}\n    %6:2 = affine.parallel (%arg6, %arg7) = (max(%arg1, symbol(%arg3) + 1), %arg2 - 1) to (min(%arg3, 100, %arg1 + %arg2), symbol(%arg3)) step (1, 4) reduce ("maximumf", "muli") -> (f32, i32) {\n      %9 = affine.load %arg0[%arg6, %arg7] : memref<100x100xf32>\n      affine.yield %9, %arg5 : f32, i32\n    }\n    affine.parallel (%arg6, %arg7) = (0, 0) to (10, 10) {\n      affine.store %arg4, %arg0[%arg6, %arg7 + 1] : memref<100x100xf32>\n    } {foo}\n    %7 = affine.for %arg6 = max #map(%arg1)[%arg3] to min #map1(%arg2) step 3 iter_args(%arg7 = %arg1) -> (index) {\n      %9 = affine.apply #map2(%arg7, %arg6)\n      affine.yield %9 : index\n    }\n    %8 = affine.apply #map3()[%arg3]\n    return %5#0, %7 : f32, index\n  }\n}\n\n',
        '#map = affine_map<(d0, d1) -> (d0 floordiv 2, -d1)>\n#map1 = affine_map<(d0, d1) -> (d0 - d1, d1 mod 3)>\n#map2 = affine_map<(d0, d1)[s0] -> ((d0 + d1) ceildiv 4, d0 * -2 + s0 * 3)>\n#map3 = affine_map<(d0)[s0] -> (d0 * s0, d0 mod s0)>\n#map4 = affine_map<()[s0] -> (3, s0 * 2)>\n#map5 = affine_map<(d0, d1) -> (d0, d1)>\n#map6 = affine_map<(d0, d1)[s0] -> (d0, s0 + 1, d1 - 1)>\n#map7 = affine_map<(d0, d1, d2)[s0] -> (d0, 100, d1 + d2, s0)>\n#map8 = affine_map<(d0, d1) -> (d0, d1 + 1)>\n#map9 = affine_map<() -> (0, 0)>\n#map10 = affine_map<() -> (10, 10)>\n#map11 = affine_map<(d0, d1) -> (d0 + d1)>\n#map12 = affine_map<(d0)[s0] -> (d0, s0)>\n#map13 = affine_map<(d0) -> (d0, 100)>\n#map14 = affine_map<()[s0] -> (s0 * 2)>\n#set = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0, -d0 + 10 >= 0)>\n"builtin.module"() ({\n  "func.func"() <{function_type = (memref<100x100xf32>, index, index, index, f32, i32) -> (f32, index), sym_name = "g"}> ({\n  ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32, %arg5: i32):\n    %0 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32\n    %1 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map1}> : (memref<100x100xf32>, index, index) -> f32\n    %2 = "affine.load"(%arg0, %arg1, %arg2, %arg3) <{map = #map2}> : (memref<100x100xf32>, index, index, index) -> f32\n    %3 = "affine.load"(%arg0, %arg1, %arg3) <{map = #map3}> : (memref<100x100xf32>, index, index) -> f32\n    %4 = "affine.load"(%arg0, %arg3) <{map = #map4}> : (memref<100x100xf32>, index) -> f32\n    %5:2 = "affine.if"(%arg1, %arg2, %arg3) <{condition = #set}> ({\n      "affine.yield"(%arg4, %arg1) : (f32, index) -> ()\n    }, {\n      "affine.yield"(%0, %arg2) : (f32, index) -> ()\n    }) {attr = "x"} : (index, index, index) -> (f32, index)\n    %6:2 = "affine.parallel"(%arg1, %arg2, %arg3, %arg3, %arg1, %arg2, %arg3) <{lowerBoundsGroups = dense<[2, 1]> : tensor<2xi32>, lowerBoundsMap = #map6, reductions = [4, 13], steps = [1, 4], upperBoundsGroups = dense<[3, 1]> : tensor<2xi32>, upperBoundsMap = #map7}> ({\n    ^bb0(%arg10: index, %arg11: index):\n      %10 = "affine.load"(%arg0, %arg10, %arg11) <{map = #map5}> : (memref<100x100xf32>, index, index) -> f32\n      "affine.yield"(%10, %arg5) : (f32, i32) -> ()\n    }) : (index, index, index, index, index, index, index) -> (f32, i32)\n    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map9, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map10}> ({\n    ^bb0(%arg8: index, %arg9: index):\n      "affine.store"(%arg4, %arg0, %arg8, %arg9) <{map = #map8}> : (f32, memref<100x100xf32>, index, index) -> ()\n      "affine.yield"() : () -> ()\n    }) {foo} : () -> ()\n    %7 = "affine.for"(%arg1, %arg3, %arg2, %arg1) <{lowerBoundMap = #map12, operandSegmentSizes = array<i32: 2, 1, 1>, step = 3 : index, upperBoundMap = #map13}> ({\n    ^bb0(%arg6: index, %arg7: index):\n      %9 = "affine.apply"(%arg7, %arg6) <{map = #map11}> : (index, index) -> index\n      "affine.yield"(%9) : (index) -> ()\n    }) : (index, index, index, index) -> index\n    %8 = "affine.apply"(%arg3) <{map = #map14}> : (index) -> index\n    "func.return"(%5#0, %7) : (f32, index) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}

ERRORS = {
    "load_rank": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  affine.load %m[%i, %i] : memref<10xf32>\n  return\n}\n",
        "'affine.load' op affine map num results must equal memref rank",
    ),
    "load_symbol": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  affine.for %k = 0 to 10 {\n    %0 = affine.load %m[symbol(%k)] : memref<10xf32>\n  }\n  return\n}\n",
        "'affine.load' op operand cannot be used as a symbol",
    ),
    "load_dim": (
        'func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  "test.r"() ({\n  ^bb0(%a: index):\n    %0 = affine.load %m[%a] : memref<10xf32>\n    "test.t"() : () -> ()\n  }) : () -> ()\n  return\n}\n',
        "'affine.load' op operand cannot be used as a dimension id",
    ),
    "apply_mismatch": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  %0 = affine.apply affine_map<(d0)->(d0)>(%i)[%i]\n  return\n}\n",
        "custom op 'affine.apply' dimension or symbol index mismatch",
    ),
    "min_count": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  %0 = affine.min affine_map<(d0) -> (d0)>(%i)[%i]\n  return\n}\n",
        "'affine.min' op operand count and affine map dimension and symbol count must match",
    ),
    "if_symbol": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  affine.for %k = 0 to 10 {\n    affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%k)[%k] {\n    }\n  }\n  return\n}\n",
        "'affine.if' op operand cannot be used as a symbol",
    ),
    "parallel_counts": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  affine.parallel (%a) = (0, 0) to (10, 10) {\n  }\n  return\n}\n",
        "'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (2), and the number of steps (1) must all match",
    ),
    "parallel_reduce": (
        'func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  %0 = affine.parallel (%a) = (0) to (10) reduce ("bad") -> (f32) {\n  }\n  return\n}\n',
        "custom op 'affine.parallel' invalid reduction value: \"bad\"",
    ),
    "delinearize": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  %0 = affine.delinearize_index %i into (%i, 4) : index\n  return\n}\n",
        "'affine.delinearize_index' op should return an index for each basis element and up to one extra index",
    ),
    "linearize": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  %0 = affine.linearize_index [%i, %i, %i] by (4) : index\n  return\n}\n",
        "'affine.linearize_index' op should be passed a basis element for each index except possibly the first",
    ),
    "prefetch_rw": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  affine.prefetch %m[%i], rd, locality<3>, data : memref<10xf32>\n  return\n}\n",
        "custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'",
    ),
    "subscript": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  affine.load %m[symbol(i)] : memref<10xf32>\n  return\n}\n",
        "expected ssa identifier",
    ),
    "yield_parent": (
        'func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  "test.r"() ({\n    affine.yield\n  }) : () -> ()\n  return\n}\n',
        "'affine.yield' op only terminates affine.if/for/parallel regions",
    ),
    "vector_elements": (
        "func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  %0 = affine.vector_load %m[%i] : memref<10xf32>, vector<4xf64>\n  return\n}\n",
        "'affine.vector_load' op requires memref and vector types of the same elemental type",
    ),
    "store_value": (
        'func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {\n  "affine.store"(%x, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<10xf32>, index) -> ()\n  return\n}\n',
        "'affine.store' op value to store must have the same type as memref element type",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, message = ERRORS[name]
    assert message in error_messages(text)
