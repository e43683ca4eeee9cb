# ruff: noqa: E501
"""The amdgpu dialect of the standard library (dialects_irdl/amdgpu/amdgpu.irdl.mlir and its
plug-in dialects_irdl/amdgpu/): its operations read and print as mlir-opt-22 does (custom and
generic forms, recorded below from mlir-opt-22), and its C++ checks report mlir-opt-22's
messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "ext": (
        "func.func @ext(%v: vector<4xf8E4M3FNUZ>, %v1: f32, %v2: f32, %others: vector<4xf8E5M2FNUZ>, %stoch: i32) -> f32 {\n  %ret = amdgpu.ext_packed_fp8 %v[0] : vector<4xf8E4M3FNUZ> to f32\n  %r2 = amdgpu.packed_trunc_2xfp8 %v1, %v2 into %others[word 1] : f32 to vector<4xf8E5M2FNUZ> into vector<4xf8E5M2FNUZ>\n  %r3 = amdgpu.packed_trunc_2xfp8 %v1, undef into undef[word 0] : f32 to vector<4xf8E5M2FNUZ>\n  %r4 = amdgpu.packed_stoch_round_fp8 %v1 + %stoch into %others[2] : f32 to vector<4xf8E5M2FNUZ> into vector<4xf8E5M2FNUZ>\n  func.return %ret : f32\n}\n",
        "module {\n  func.func @ext(%arg0: vector<4xf8E4M3FNUZ>, %arg1: f32, %arg2: f32, %arg3: vector<4xf8E5M2FNUZ>, %arg4: i32) -> f32 {\n    %0 = amdgpu.ext_packed_fp8 %arg0[0] : vector<4xf8E4M3FNUZ> to f32\n    %1 = amdgpu.packed_trunc_2xfp8 %arg1, %arg2 into %arg3[word 1] : f32 to vector<4xf8E5M2FNUZ> into vector<4xf8E5M2FNUZ>\n    %2 = amdgpu.packed_trunc_2xfp8 %arg1, undef into undef[word 0] : f32 to vector<4xf8E5M2FNUZ>\n    %3 = amdgpu.packed_stoch_round_fp8 %arg1 + %arg4 into %arg3[2] : f32 to vector<4xf8E5M2FNUZ> into vector<4xf8E5M2FNUZ>\n    return %0 : f32\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<4xf8E4M3FNUZ>, f32, f32, vector<4xf8E5M2FNUZ>, i32) -> f32, sym_name = "ext"}> ({\n  ^bb0(%arg0: vector<4xf8E4M3FNUZ>, %arg1: f32, %arg2: f32, %arg3: vector<4xf8E5M2FNUZ>, %arg4: i32):\n    %0 = "amdgpu.ext_packed_fp8"(%arg0) <{index = 0 : i32}> : (vector<4xf8E4M3FNUZ>) -> f32\n    %1 = "amdgpu.packed_trunc_2xfp8"(%arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1>, wordIndex = 1 : i32}> : (f32, f32, vector<4xf8E5M2FNUZ>) -> vector<4xf8E5M2FNUZ>\n    %2 = "amdgpu.packed_trunc_2xfp8"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0>, wordIndex = 0 : i32}> : (f32) -> vector<4xf8E5M2FNUZ>\n    %3 = "amdgpu.packed_stoch_round_fp8"(%arg1, %arg4, %arg3) <{storeIndex = 2 : i32}> : (f32, i32, vector<4xf8E5M2FNUZ>) -> vector<4xf8E5M2FNUZ>\n    "func.return"(%0) : (f32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "scaled": (
        "func.func @scaled(%v: vector<8xf4E2M1FN>, %scale: vector<4xf8E8M0FNU>, %w: vector<2xf32>, %s: f32, %e: vector<4xf8E4M3FN>) -> vector<8xf16> {\n  %ret0 = amdgpu.scaled_ext_packed_matrix %v scale(%scale) blockSize(32) firstScaleLane(0) firstScaleByte(0) : vector<8xf4E2M1FN>, vector<4xf8E8M0FNU> -> vector<8xf16>\n  %r1 = amdgpu.scaled_ext_packed %e[0], %s : vector<4xf8E4M3FN> to vector<2xf32>\n  %r2 = amdgpu.packed_scaled_trunc %w into undef[0], %s : vector<2xf32> to vector<4xf8E4M3FN>\n  %r3 = amdgpu.packed_scaled_trunc %w into %e[0], %s : vector<2xf32> to vector<4xf8E4M3FN> into vector<4xf8E4M3FN>\n  func.return %ret0 : vector<8xf16>\n}\n",
        "module {\n  func.func @scaled(%arg0: vector<8xf4E2M1FN>, %arg1: vector<4xf8E8M0FNU>, %arg2: vector<2xf32>, %arg3: f32, %arg4: vector<4xf8E4M3FN>) -> vector<8xf16> {\n    %0 = amdgpu.scaled_ext_packed_matrix %arg0 scale(%arg1) blockSize(32) firstScaleLane(0) firstScaleByte(0) : vector<8xf4E2M1FN>, vector<4xf8E8M0FNU> -> vector<8xf16>\n    %1 = amdgpu.scaled_ext_packed %arg4[0], %arg3 : vector<4xf8E4M3FN> to vector<2xf32>\n    %2 = amdgpu.packed_scaled_trunc %arg2 into undef[0], %arg3 : vector<2xf32> to vector<4xf8E4M3FN>\n    %3 = amdgpu.packed_scaled_trunc %arg2 into %arg4[0], %arg3 : vector<2xf32> to vector<4xf8E4M3FN> into vector<4xf8E4M3FN>\n    return %0 : vector<8xf16>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<8xf4E2M1FN>, vector<4xf8E8M0FNU>, vector<2xf32>, f32, vector<4xf8E4M3FN>) -> vector<8xf16>, sym_name = "scaled"}> ({\n  ^bb0(%arg0: vector<8xf4E2M1FN>, %arg1: vector<4xf8E8M0FNU>, %arg2: vector<2xf32>, %arg3: f32, %arg4: vector<4xf8E4M3FN>):\n    %0 = "amdgpu.scaled_ext_packed_matrix"(%arg0, %arg1) <{blockSize = 32 : i32, firstScaleByte = 0 : i32, firstScaleLane = 0 : i32}> : (vector<8xf4E2M1FN>, vector<4xf8E8M0FNU>) -> vector<8xf16>\n    %1 = "amdgpu.scaled_ext_packed"(%arg4, %arg3) <{index = 0 : i32}> : (vector<4xf8E4M3FN>, f32) -> vector<2xf32>\n    %2 = "amdgpu.packed_scaled_trunc"(%arg2, %arg3) <{index = 0 : i32}> : (vector<2xf32>, f32) -> vector<4xf8E4M3FN>\n    %3 = "amdgpu.packed_scaled_trunc"(%arg2, %arg3, %arg4) <{index = 0 : i32}> : (vector<2xf32>, f32, vector<4xf8E4M3FN>) -> vector<4xf8E4M3FN>\n    "func.return"(%0) : (vector<8xf16>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "fat": (
        "func.func @fat(%m: memref<?x?xi32, strided<[?, 1], offset: ?>>, %n: memref<8xi32>, %c: i64, %b: i14) -> memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>> {\n  %ret = amdgpu.fat_raw_buffer_cast %m resetOffset : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>\n  %r2 = amdgpu.fat_raw_buffer_cast %n validBytes(%c) cacheSwizzleStride(%b) : memref<8xi32> to memref<8xi32, #amdgpu.address_space<fat_raw_buffer>>\n  func.return %ret : memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>\n}\n",
        "module {\n  func.func @fat(%arg0: memref<?x?xi32, strided<[?, 1], offset: ?>>, %arg1: memref<8xi32>, %arg2: i64, %arg3: i14) -> memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>> {\n    %0 = amdgpu.fat_raw_buffer_cast %arg0 resetOffset : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>\n    %1 = amdgpu.fat_raw_buffer_cast %arg1 validBytes(%arg2) cacheSwizzleStride(%arg3) : memref<8xi32> to memref<8xi32, #amdgpu.address_space<fat_raw_buffer>>\n    return %0 : memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (memref<?x?xi32, strided<[?, 1], offset: ?>>, memref<8xi32>, i64, i14) -> memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>, sym_name = "fat"}> ({\n  ^bb0(%arg0: memref<?x?xi32, strided<[?, 1], offset: ?>>, %arg1: memref<8xi32>, %arg2: i64, %arg3: i14):\n    %0 = "amdgpu.fat_raw_buffer_cast"(%arg0) <{boundsCheck = true, operandSegmentSizes = array<i32: 1, 0, 0>, resetOffset}> : (memref<?x?xi32, strided<[?, 1], offset: ?>>) -> memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>\n    %1 = "amdgpu.fat_raw_buffer_cast"(%arg1, %arg2, %arg3) <{boundsCheck = true, operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<8xi32>, i64, i14) -> memref<8xi32, #amdgpu.address_space<fat_raw_buffer>>\n    "func.return"(%0) : (memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "raw": (
        "func.func @raw(%src : memref<128x64x32x16xf32>, %offset : i32, %idx0 : i32, %s: memref<f32>, %v: f32, %i: memref<128xi32>, %iv: i32) -> f32 {\n  %0 = amdgpu.raw_buffer_load {boundsCheck = true, indexOffset = 1 : i32} %src[%idx0, %idx0, %idx0, %idx0] sgprOffset %offset : memref<128x64x32x16xf32>, i32, i32, i32, i32 -> f32\n  %1 = amdgpu.raw_buffer_load {boundsCheck = false} %s[] : memref<f32> -> f32\n  amdgpu.raw_buffer_store {indexOffset = 1 : i32} %v -> %s[] : f32 -> memref<f32>\n  amdgpu.raw_buffer_atomic_fadd %v -> %src[%idx0, %idx0, %idx0, %idx0] sgprOffset %offset : f32 -> memref<128x64x32x16xf32>, i32, i32, i32, i32\n  amdgpu.raw_buffer_atomic_fmax %v -> %src[%idx0, %idx0, %idx0, %idx0] : f32 -> memref<128x64x32x16xf32>, i32, i32, i32, i32\n  amdgpu.raw_buffer_atomic_smax %iv -> %i[%idx0] : i32 -> memref<128xi32>, i32\n  amdgpu.raw_buffer_atomic_umin %iv -> %i[%idx0] : i32 -> memref<128xi32>, i32\n  %2 = amdgpu.raw_buffer_atomic_cmpswap {boundsCheck = true} %v, %v -> %src[%idx0, %idx0, %idx0, %idx0] sgprOffset %offset : f32 -> memref<128x64x32x16xf32>, i32, i32, i32, i32\n  func.return %0 : f32\n}\n",
        "module {\n  func.func @raw(%arg0: memref<128x64x32x16xf32>, %arg1: i32, %arg2: i32, %arg3: memref<f32>, %arg4: f32, %arg5: memref<128xi32>, %arg6: i32) -> f32 {\n    %0 = amdgpu.raw_buffer_load {indexOffset = 1 : i32} %arg0[%arg2, %arg2, %arg2, %arg2] sgprOffset %arg1 : memref<128x64x32x16xf32>, i32, i32, i32, i32 -> f32\n    %1 = amdgpu.raw_buffer_load {boundsCheck = false} %arg3[] : memref<f32> -> f32\n    amdgpu.raw_buffer_store {indexOffset = 1 : i32} %arg4 -> %arg3[] : f32 -> memref<f32>\n    amdgpu.raw_buffer_atomic_fadd %arg4 -> %arg0[%arg2, %arg2, %arg2, %arg2] sgprOffset %arg1 : f32 -> memref<128x64x32x16xf32>, i32, i32, i32, i32\n    amdgpu.raw_buffer_atomic_fmax %arg4 -> %arg0[%arg2, %arg2, %arg2, %arg2] : f32 -> memref<128x64x32x16xf32>, i32, i32, i32, i32\n    amdgpu.raw_buffer_atomic_smax %arg6 -> %arg5[%arg2] : i32 -> memref<128xi32>, i32\n    amdgpu.raw_buffer_atomic_umin %arg6 -> %arg5[%arg2] : i32 -> memref<128xi32>, i32\n    %2 = amdgpu.raw_buffer_atomic_cmpswap %arg4, %arg4 -> %arg0[%arg2, %arg2, %arg2, %arg2] sgprOffset %arg1 : f32 -> memref<128x64x32x16xf32>, i32, i32, i32, i32\n    return %0 : f32\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (memref<128x64x32x16xf32>, i32, i32, memref<f32>, f32, memref<128xi32>, i32) -> f32, sym_name = "raw"}> ({\n  ^bb0(%arg0: memref<128x64x32x16xf32>, %arg1: i32, %arg2: i32, %arg3: memref<f32>, %arg4: f32, %arg5: memref<128xi32>, %arg6: i32):\n    %0 = "amdgpu.raw_buffer_load"(%arg0, %arg2, %arg2, %arg2, %arg2, %arg1) <{boundsCheck = true, indexOffset = 1 : i32, operandSegmentSizes = array<i32: 1, 4, 1>}> : (memref<128x64x32x16xf32>, i32, i32, i32, i32, i32) -> f32\n    %1 = "amdgpu.raw_buffer_load"(%arg3) <{boundsCheck = false, operandSegmentSizes = array<i32: 1, 0, 0>}> : (memref<f32>) -> f32\n    "amdgpu.raw_buffer_store"(%arg4, %arg3) <{boundsCheck = true, indexOffset = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (f32, memref<f32>) -> ()\n    "amdgpu.raw_buffer_atomic_fadd"(%arg4, %arg0, %arg2, %arg2, %arg2, %arg2, %arg1) <{boundsCheck = true, operandSegmentSizes = array<i32: 1, 1, 4, 1>}> : (f32, memref<128x64x32x16xf32>, i32, i32, i32, i32, i32) -> ()\n    "amdgpu.raw_buffer_atomic_fmax"(%arg4, %arg0, %arg2, %arg2, %arg2, %arg2) <{boundsCheck = true, operandSegmentSizes = array<i32: 1, 1, 4, 0>}> : (f32, memref<128x64x32x16xf32>, i32, i32, i32, i32) -> ()\n    "amdgpu.raw_buffer_atomic_smax"(%arg6, %arg5, %arg2) <{boundsCheck = true, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (i32, memref<128xi32>, i32) -> ()\n    "amdgpu.raw_buffer_atomic_umin"(%arg6, %arg5, %arg2) <{boundsCheck = true, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (i32, memref<128xi32>, i32) -> ()\n    %2 = "amdgpu.raw_buffer_atomic_cmpswap"(%arg4, %arg4, %arg0, %arg2, %arg2, %arg2, %arg2, %arg1) <{boundsCheck = true, operandSegmentSizes = array<i32: 1, 1, 1, 4, 1>}> : (f32, f32, memref<128x64x32x16xf32>, i32, i32, i32, i32, i32) -> f32\n    "func.return"(%0) : (f32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "misc": (
        "func.func @misc(%x: f32, %i: i32) -> f32 {\n  amdgpu.lds_barrier\n  amdgpu.sched_barrier allow = <none>\n  amdgpu.sched_barrier allow = <valu|all_vmem>\n  %0 = amdgpu.swizzle_bitmode %x 1 2 4 : f32\n  %1 = amdgpu.permlane_swap %x 16 : f32\n  %2 = amdgpu.permlane_swap %x 32 {fetch_inactive = true} : f32\n  amdgpu.memory_counter_wait load(1) store(2) ds(3) exp(4)\n  amdgpu.memory_counter_wait exp(1) store(2) ds(3) load(4) tensor(5)\n  func.return %0 : f32\n}\n",
        "module {\n  func.func @misc(%arg0: f32, %arg1: i32) -> f32 {\n    amdgpu.lds_barrier\n    amdgpu.sched_barrier allow = <none>\n    amdgpu.sched_barrier allow = <valu|all_vmem>\n    %0 = amdgpu.swizzle_bitmode %arg0 1 2 4 : f32\n    %1 = amdgpu.permlane_swap %arg0 16 : f32\n    %2 = amdgpu.permlane_swap %arg0 32 {fetch_inactive = true} : f32\n    amdgpu.memory_counter_wait load(1) store(2) ds(3) exp(4)\n    amdgpu.memory_counter_wait load(4) store(2) ds(3) exp(1) tensor(5)\n    return %0 : f32\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (f32, i32) -> f32, sym_name = "misc"}> ({\n  ^bb0(%arg0: f32, %arg1: i32):\n    "amdgpu.lds_barrier"() : () -> ()\n    "amdgpu.sched_barrier"() <{opts = #amdgpu.sched_barrier_opt<none>}> : () -> ()\n    "amdgpu.sched_barrier"() <{opts = #amdgpu.sched_barrier_opt<valu|all_vmem>}> : () -> ()\n    %0 = "amdgpu.swizzle_bitmode"(%arg0) <{and_mask = 1 : i32, or_mask = 2 : i32, xor_mask = 4 : i32}> : (f32) -> f32\n    %1 = "amdgpu.permlane_swap"(%arg0) <{bound_ctrl = false, fetch_inactive = false, row_length = 16 : i32}> : (f32) -> f32\n    %2 = "amdgpu.permlane_swap"(%arg0) <{bound_ctrl = false, fetch_inactive = true, row_length = 32 : i32}> : (f32) -> f32\n    "amdgpu.memory_counter_wait"() <{ds = 3 : i32, exp = 4 : i32, load = 1 : i32, store = 2 : i32}> : () -> ()\n    "amdgpu.memory_counter_wait"() <{ds = 3 : i32, exp = 1 : i32, load = 4 : i32, store = 2 : i32, tensor = 5 : i32}> : () -> ()\n    "func.return"(%0) : (f32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mm": (
        "func.func @mm(%arg0 : vector<4xf16>, %arg1 : vector<4xf32>, %f: f32, %d: vector<32xf32>, %g: f64, %h: vector<4xf64>) -> vector<4xf32> {\n  %0 = amdgpu.mfma 16x16x16 %arg0 * %arg0 + %arg1 { abid = 0 : i32, cbsz = 0 : i32 } blgp = none : vector<4xf16>, vector<4xf16>, vector<4xf32>\n  %1 = amdgpu.mfma 32x32x1 %f * %f + %d { abid = 1 : i32, cbsz = 1 : i32, blocks = 2 : i32 } blgp = bcast_second_32 : f32, f32, vector<32xf32>\n  %2 = amdgpu.mfma 16x16x4 %g * %g + %h {negateA, negateC, reducePrecision} blgp = none : f64, f64, vector<4xf64>\n  func.return %0 : vector<4xf32>\n}\n",
        "module {\n  func.func @mm(%arg0: vector<4xf16>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<32xf32>, %arg4: f64, %arg5: vector<4xf64>) -> vector<4xf32> {\n    %0 = amdgpu.mfma 16x16x16 %arg0 * %arg0 + %arg1 blgp =  none : vector<4xf16>, vector<4xf16>, vector<4xf32>\n    %1 = amdgpu.mfma 32x32x1 %arg2 * %arg2 + %arg3 {abid = 1 : i32, blocks = 2 : i32, cbsz = 1 : i32} blgp =  bcast_second_32 : f32, f32, vector<32xf32>\n    %2 = amdgpu.mfma 16x16x4 %arg4 * %arg4 + %arg5 {negateA, negateC, reducePrecision} blgp =  none : f64, f64, vector<4xf64>\n    return %0 : vector<4xf32>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<4xf16>, vector<4xf32>, f32, vector<32xf32>, f64, vector<4xf64>) -> vector<4xf32>, sym_name = "mm"}> ({\n  ^bb0(%arg0: vector<4xf16>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<32xf32>, %arg4: f64, %arg5: vector<4xf64>):\n    %0 = "amdgpu.mfma"(%arg0, %arg0, %arg1) <{abid = 0 : i32, blgp = #amdgpu<mfma_perm_b none>, blocks = 1 : i32, cbsz = 0 : i32, k = 16 : i32, m = 16 : i32, n = 16 : i32}> : (vector<4xf16>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>\n    %1 = "amdgpu.mfma"(%arg2, %arg2, %arg3) <{abid = 1 : i32, blgp = #amdgpu<mfma_perm_b bcast_second_32>, blocks = 2 : i32, cbsz = 1 : i32, k = 1 : i32, m = 32 : i32, n = 32 : i32}> : (f32, f32, vector<32xf32>) -> vector<32xf32>\n    %2 = "amdgpu.mfma"(%arg4, %arg4, %arg5) <{abid = 0 : i32, blgp = #amdgpu<mfma_perm_b none>, blocks = 1 : i32, cbsz = 0 : i32, k = 4 : i32, m = 16 : i32, n = 16 : i32, negateA, negateC, reducePrecision}> : (f64, f64, vector<4xf64>) -> vector<4xf64>\n    "func.return"(%0) : (vector<4xf32>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "sp": (
        "func.func @sp(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<4xf32>, %i: vector<4xi8>, %a8: vector<8xi8>, %b8: vector<16xi8>, %c8: vector<4xi32>, %j: vector<2xi16>) {\n  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%i : vector<4xi8>) : vector<4xf16>, vector<8xf16>, vector<4xf32>\n  %1 = amdgpu.sparse_mfma 16x16x64 %a8 * %b8 + %c8 sparse(%j : vector<2xi16>) {abid = 1 : i32} : vector<8xi8>, vector<16xi8>, vector<4xi32>\n  return\n}\n",
        "module {\n  func.func @sp(%arg0: vector<4xf16>, %arg1: vector<8xf16>, %arg2: vector<4xf32>, %arg3: vector<4xi8>, %arg4: vector<8xi8>, %arg5: vector<16xi8>, %arg6: vector<4xi32>, %arg7: vector<2xi16>) {\n    %0 = amdgpu.sparse_mfma 16x16x32 %arg0 * %arg1 + %arg2 sparse(%arg3 : vector<4xi8>) : vector<4xf16>, vector<8xf16>, vector<4xf32>\n    %1 = amdgpu.sparse_mfma 16x16x64 %arg4 * %arg5 + %arg6 sparse(%arg7 : vector<2xi16>) {abid = 1 : i32} : vector<8xi8>, vector<16xi8>, vector<4xi32>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<4xf16>, vector<8xf16>, vector<4xf32>, vector<4xi8>, vector<8xi8>, vector<16xi8>, vector<4xi32>, vector<2xi16>) -> (), sym_name = "sp"}> ({\n  ^bb0(%arg0: vector<4xf16>, %arg1: vector<8xf16>, %arg2: vector<4xf32>, %arg3: vector<4xi8>, %arg4: vector<8xi8>, %arg5: vector<16xi8>, %arg6: vector<4xi32>, %arg7: vector<2xi16>):\n    %0 = "amdgpu.sparse_mfma"(%arg0, %arg1, %arg2, %arg3) <{abid = 0 : i32, cbsz = 0 : i32, k = 32 : i32, m = 16 : i32, n = 16 : i32}> : (vector<4xf16>, vector<8xf16>, vector<4xf32>, vector<4xi8>) -> vector<4xf32>\n    %1 = "amdgpu.sparse_mfma"(%arg4, %arg5, %arg6, %arg7) <{abid = 1 : i32, cbsz = 0 : i32, k = 64 : i32, m = 16 : i32, n = 16 : i32}> : (vector<8xi8>, vector<16xi8>, vector<4xi32>, vector<2xi16>) -> vector<4xi32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "dma": (
        "func.func @dma(%idx: index, %mem: memref<8xi32>, %smem: memref<8xi32, #gpu.address_space<workgroup>>, %base: !amdgpu.tdm_base<i32>, %barrier: memref<8xi32, #gpu.address_space<workgroup>>, %m: vector<16xi1>, %t: i1, %p: i32) {\n  %b = amdgpu.make_dma_base %mem[%idx], %smem[%idx] : memref<8xi32>, memref<8xi32, #gpu.address_space<workgroup>> -> !amdgpu.tdm_base<i32>\n  %d0 = amdgpu.make_dma_descriptor %base globalSize [0] globalStride [1] sharedSize [0] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor\n  %d1 = amdgpu.make_dma_descriptor %base globalSize [%idx, 4] globalStride [%idx, 1] sharedSize [4, %idx] padShared(%p every %p) workgroupMask %m earlyTimeout %t atomicBarrier(%barrier[%idx] : memref<8xi32, #gpu.address_space<workgroup>>) iterate %idx, %p, %idx : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor\n  amdgpu.tensor_load_to_lds %d0 : !amdgpu.tdm_descriptor\n  amdgpu.tensor_store_from_lds %d1 : !amdgpu.tdm_descriptor\n  %gb = amdgpu.make_gather_dma_base %mem[%idx], %smem[%idx] : memref<8xi32>, memref<8xi32, #gpu.address_space<workgroup>> -> !amdgpu.tdm_gather_base<i32, i16>\n  return\n}\n",
        "module {\n  func.func @dma(%arg0: index, %arg1: memref<8xi32>, %arg2: memref<8xi32, #gpu.address_space<workgroup>>, %arg3: !amdgpu.tdm_base<i32>, %arg4: memref<8xi32, #gpu.address_space<workgroup>>, %arg5: vector<16xi1>, %arg6: i1, %arg7: i32) {\n    %0 = amdgpu.make_dma_base %arg1[%arg0], %arg2[%arg0] : memref<8xi32>, memref<8xi32, #gpu.address_space<workgroup>> -> !amdgpu.tdm_base<i32>\n    %1 = amdgpu.make_dma_descriptor %arg3 globalSize [0] globalStride [1] sharedSize [0] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor\n    %2 = amdgpu.make_dma_descriptor %arg3 globalSize [%arg0, 4] globalStride [%arg0, 1] sharedSize [4, %arg0] padShared(%arg7 every %arg7) workgroupMask %arg5 earlyTimeout %arg6 atomicBarrier(%arg4[%arg0] : memref<8xi32, #gpu.address_space<workgroup>>) iterate %arg0, %arg7, %arg0 : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor\n    amdgpu.tensor_load_to_lds %1 : !amdgpu.tdm_descriptor\n    amdgpu.tensor_store_from_lds %2 : !amdgpu.tdm_descriptor\n    %3 = amdgpu.make_gather_dma_base %arg1[%arg0], %arg2[%arg0] : memref<8xi32>, memref<8xi32, #gpu.address_space<workgroup>> -> !amdgpu.tdm_gather_base<i32, i16>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (index, memref<8xi32>, memref<8xi32, #gpu.address_space<workgroup>>, !amdgpu.tdm_base<i32>, memref<8xi32, #gpu.address_space<workgroup>>, vector<16xi1>, i1, i32) -> (), sym_name = "dma"}> ({\n  ^bb0(%arg0: index, %arg1: memref<8xi32>, %arg2: memref<8xi32, #gpu.address_space<workgroup>>, %arg3: !amdgpu.tdm_base<i32>, %arg4: memref<8xi32, #gpu.address_space<workgroup>>, %arg5: vector<16xi1>, %arg6: i1, %arg7: i32):\n    %0 = "amdgpu.make_dma_base"(%arg1, %arg0, %arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (memref<8xi32>, index, memref<8xi32, #gpu.address_space<workgroup>>, index) -> !amdgpu.tdm_base<i32>\n    %1 = "amdgpu.make_dma_descriptor"(%arg3) <{global_static_sizes = array<i64: 0>, global_static_strides = array<i64: 1>, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>, shared_static_sizes = array<i64: 0>}> : (!amdgpu.tdm_base<i32>) -> !amdgpu.tdm_descriptor\n    %2 = "amdgpu.make_dma_descriptor"(%arg3, %arg0, %arg0, %arg0, %arg5, %arg6, %arg7, %arg7, %arg4, %arg0, %arg0, %arg7, %arg0) <{global_static_sizes = array<i64: -9223372036854775808, 4>, global_static_strides = array<i64: -9223372036854775808, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1>, shared_static_sizes = array<i64: 4, -9223372036854775808>}> : (!amdgpu.tdm_base<i32>, index, index, index, vector<16xi1>, i1, i32, i32, memref<8xi32, #gpu.address_space<workgroup>>, index, index, i32, index) -> !amdgpu.tdm_descriptor\n    "amdgpu.tensor_load_to_lds"(%1) : (!amdgpu.tdm_descriptor) -> ()\n    "amdgpu.tensor_store_from_lds"(%2) : (!amdgpu.tdm_descriptor) -> ()\n    %3 = "amdgpu.make_gather_dma_base"(%arg1, %arg0, %arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (memref<8xi32>, index, memref<8xi32, #gpu.address_space<workgroup>>, index) -> !amdgpu.tdm_gather_base<i32, i16>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "gdma": (
        "func.func @gdma(%gb: !amdgpu.tdm_gather_base<i32, i16>, %i: vector<4xi16>) {\n  %d = amdgpu.make_gather_dma_descriptor %gb[%i] globalSize [4, 4] globalStride [4, 1] sharedSize [4, 4] : !amdgpu.tdm_gather_base<i32, i16>, vector<4xi16> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        "module {\n  func.func @gdma(%arg0: !amdgpu.tdm_gather_base<i32, i16>, %arg1: vector<4xi16>) {\n    %0 = amdgpu.make_gather_dma_descriptor %arg0[%arg1] globalSize [4, 4] globalStride [4, 1] sharedSize [4, 4] : !amdgpu.tdm_gather_base<i32, i16>, vector<4xi16> -> !amdgpu.tdm_descriptor\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!amdgpu.tdm_gather_base<i32, i16>, vector<4xi16>) -> (), sym_name = "gdma"}> ({\n  ^bb0(%arg0: !amdgpu.tdm_gather_base<i32, i16>, %arg1: vector<4xi16>):\n    %0 = "amdgpu.make_gather_dma_descriptor"(%arg0, %arg1) <{global_static_sizes = array<i64: 4, 4>, global_static_strides = array<i64: 4, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>, shared_static_sizes = array<i64: 4, 4>}> : (!amdgpu.tdm_gather_base<i32, i16>, vector<4xi16>) -> !amdgpu.tdm_descriptor\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "lds": (
        "func.func @lds(%idx1 : index, %mem : memref<128x32xf16, 3>, %mem2 : memref<32x32xf16>, %smem2 : memref<32x32xf16, #gpu.address_space<workgroup>>) -> vector<4xf16> {\n  %0 = amdgpu.transpose_load %mem[%idx1, %idx1] : memref<128x32xf16, 3> -> vector<4xf16>\n  amdgpu.gather_to_lds %mem2[%idx1, %idx1], %smem2[%idx1, %idx1] : vector<2xf16>, memref<32x32xf16>, memref<32x32xf16, #gpu.address_space<workgroup>>\n  func.return %0 : vector<4xf16>\n}\n",
        "module {\n  func.func @lds(%arg0: index, %arg1: memref<128x32xf16, 3>, %arg2: memref<32x32xf16>, %arg3: memref<32x32xf16, #gpu.address_space<workgroup>>) -> vector<4xf16> {\n    %0 = amdgpu.transpose_load %arg1[%arg0, %arg0] : memref<128x32xf16, 3> -> vector<4xf16>\n    amdgpu.gather_to_lds %arg2[%arg0, %arg0], %arg3[%arg0, %arg0] : vector<2xf16>, memref<32x32xf16>, memref<32x32xf16, #gpu.address_space<workgroup>>\n    return %0 : vector<4xf16>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (index, memref<128x32xf16, 3>, memref<32x32xf16>, memref<32x32xf16, #gpu.address_space<workgroup>>) -> vector<4xf16>, sym_name = "lds"}> ({\n  ^bb0(%arg0: index, %arg1: memref<128x32xf16, 3>, %arg2: memref<32x32xf16>, %arg3: memref<32x32xf16, #gpu.address_space<workgroup>>):\n    %0 = "amdgpu.transpose_load"(%arg1, %arg0, %arg0) : (memref<128x32xf16, 3>, index, index) -> vector<4xf16>\n    "amdgpu.gather_to_lds"(%arg2, %arg0, %arg0, %arg3, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 2, 1, 2>, transferType = vector<2xf16>}> : (memref<32x32xf16>, index, index, memref<32x32xf16, #gpu.address_space<workgroup>>, index, index) -> ()\n    "func.return"(%0) : (vector<4xf16>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mfma": (
        "func.func @mfma(%arg0 : vector<4xf16>, %arg1 : vector<4xf32>, %f: f32, %d: vector<32xf32>) -> vector<4xf32> {\n  %0 = amdgpu.mfma 16x16x16 %arg0 * %arg0 + %arg1 { abid = 0 : i32, cbsz = 0 : i32 } blgp = none : vector<4xf16>, vector<4xf16>, vector<4xf32>\n  %1 = amdgpu.mfma 32x32x1 %f * %f + %d { abid = 1 : i32, cbsz = 1 : i32, blocks = 2 : i32 } blgp = bcast_second_32 : f32, f32, vector<32xf32>\n  func.return %0 : vector<4xf32>\n}\n",
        "module {\n  func.func @mfma(%arg0: vector<4xf16>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<32xf32>) -> vector<4xf32> {\n    %0 = amdgpu.mfma 16x16x16 %arg0 * %arg0 + %arg1 blgp =  none : vector<4xf16>, vector<4xf16>, vector<4xf32>\n    %1 = amdgpu.mfma 32x32x1 %arg2 * %arg2 + %arg3 {abid = 1 : i32, blocks = 2 : i32, cbsz = 1 : i32} blgp =  bcast_second_32 : f32, f32, vector<32xf32>\n    return %0 : vector<4xf32>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<4xf16>, vector<4xf32>, f32, vector<32xf32>) -> vector<4xf32>, sym_name = "mfma"}> ({\n  ^bb0(%arg0: vector<4xf16>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<32xf32>):\n    %0 = "amdgpu.mfma"(%arg0, %arg0, %arg1) <{abid = 0 : i32, blgp = #amdgpu<mfma_perm_b none>, blocks = 1 : i32, cbsz = 0 : i32, k = 16 : i32, m = 16 : i32, n = 16 : i32}> : (vector<4xf16>, vector<4xf16>, vector<4xf32>) -> vector<4xf32>\n    %1 = "amdgpu.mfma"(%arg2, %arg2, %arg3) <{abid = 1 : i32, blgp = #amdgpu<mfma_perm_b bcast_second_32>, blocks = 2 : i32, cbsz = 1 : i32, k = 1 : i32, m = 32 : i32, n = 32 : i32}> : (f32, f32, vector<32xf32>) -> vector<32xf32>\n    "func.return"(%0) : (vector<4xf32>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "wmma": (
        "func.func @wmma(%arg0 : vector<16xf16>, %arg1 : vector<8xf16>, %a4: vector<16xi4>, %c: vector<8xi32>) -> vector<8xf16> {\n  %0 = amdgpu.wmma 16x16x16 %arg0 * %arg0 + %arg1 : vector<16xf16>, vector<16xf16>, vector<8xf16>\n  %1 = amdgpu.wmma 16x16x32 %a4 * %a4 + %c {clamp, unsignedA, subwordOffset = 1 : i32} : vector<16xi4>, vector<16xi4>, vector<8xi32>\n  func.return %0 : vector<8xf16>\n}\n",
        "module {\n  func.func @wmma(%arg0: vector<16xf16>, %arg1: vector<8xf16>, %arg2: vector<16xi4>, %arg3: vector<8xi32>) -> vector<8xf16> {\n    %0 = amdgpu.wmma 16x16x16 %arg0 * %arg0 + %arg1 : vector<16xf16>, vector<16xf16>, vector<8xf16>\n    %1 = amdgpu.wmma 16x16x32 %arg2 * %arg2 + %arg3 {clamp, subwordOffset = 1 : i32, unsignedA} : vector<16xi4>, vector<16xi4>, vector<8xi32>\n    return %0 : vector<8xf16>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<16xf16>, vector<8xf16>, vector<16xi4>, vector<8xi32>) -> vector<8xf16>, sym_name = "wmma"}> ({\n  ^bb0(%arg0: vector<16xf16>, %arg1: vector<8xf16>, %arg2: vector<16xi4>, %arg3: vector<8xi32>):\n    %0 = "amdgpu.wmma"(%arg0, %arg0, %arg1) <{k = 16 : i32, m = 16 : i32, n = 16 : i32, subwordOffset = 0 : i32}> : (vector<16xf16>, vector<16xf16>, vector<8xf16>) -> vector<8xf16>\n    %1 = "amdgpu.wmma"(%arg2, %arg2, %arg3) <{clamp, k = 32 : i32, m = 16 : i32, n = 16 : i32, subwordOffset = 1 : i32, unsignedA}> : (vector<16xi4>, vector<16xi4>, vector<8xi32>) -> vector<8xi32>\n    "func.return"(%0) : (vector<8xf16>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "scaled_mfma": (
        "func.func @scaled_mfma(%arg0 : f8E8M0FNU, %arg1 : vector<32xf6E2M3FN>, %arg2 : vector<16xf32>) -> vector<16xf32> {\n  %0 = amdgpu.scaled_mfma 32x32x64 (%arg0[0] * %arg1) * (%arg0[1] * %arg1) + %arg2 : f8E8M0FNU, vector<32xf6E2M3FN>, f8E8M0FNU, vector<32xf6E2M3FN>, vector<16xf32>\n  func.return %0 : vector<16xf32>\n}\n",
        "module {\n  func.func @scaled_mfma(%arg0: f8E8M0FNU, %arg1: vector<32xf6E2M3FN>, %arg2: vector<16xf32>) -> vector<16xf32> {\n    %0 = amdgpu.scaled_mfma 32x32x64 (%arg0[0] * %arg1) * (%arg0[1] * %arg1) + %arg2 : f8E8M0FNU, vector<32xf6E2M3FN>, f8E8M0FNU, vector<32xf6E2M3FN>, vector<16xf32>\n    return %0 : vector<16xf32>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (f8E8M0FNU, vector<32xf6E2M3FN>, vector<16xf32>) -> vector<16xf32>, sym_name = "scaled_mfma"}> ({\n  ^bb0(%arg0: f8E8M0FNU, %arg1: vector<32xf6E2M3FN>, %arg2: vector<16xf32>):\n    %0 = "amdgpu.scaled_mfma"(%arg1, %arg1, %arg2, %arg0, %arg0) <{k = 64 : i32, m = 32 : i32, n = 32 : i32, scalesIdxA = 0 : i32, scalesIdxB = 1 : i32}> : (vector<32xf6E2M3FN>, vector<32xf6E2M3FN>, vector<16xf32>, f8E8M0FNU, f8E8M0FNU) -> vector<16xf32>\n    "func.return"(%0) : (vector<16xf32>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "wmma_scale": (
        "func.func @wmma_scale(%fp8_src: vector<64xf8E4M3FN>, %dst0: vector<8xf32>, %scale_vec4: vector<4xf8E8M0FNU>) {\n  %0 = amdgpu.scaled_wmma 16x16x128 (%scale_vec4 * %fp8_src) * (%scale_vec4 * %fp8_src) + %dst0 {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<8xf32>\n  func.return\n}\n",
        "module {\n  func.func @wmma_scale(%arg0: vector<64xf8E4M3FN>, %arg1: vector<8xf32>, %arg2: vector<4xf8E8M0FNU>) {\n    %0 = amdgpu.scaled_wmma 16x16x128 (%arg2 * %arg0) * (%arg2 * %arg0) + %arg1 {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<8xf32>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<64xf8E4M3FN>, vector<8xf32>, vector<4xf8E8M0FNU>) -> (), sym_name = "wmma_scale"}> ({\n  ^bb0(%arg0: vector<64xf8E4M3FN>, %arg1: vector<8xf32>, %arg2: vector<4xf8E8M0FNU>):\n    %0 = "amdgpu.scaled_wmma"(%arg0, %arg0, %arg1, %arg2, %arg2) <{a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32, k = 128 : i32, m = 16 : i32, n = 16 : i32}> : (vector<64xf8E4M3FN>, vector<64xf8E4M3FN>, vector<8xf32>, vector<4xf8E8M0FNU>, vector<4xf8E8M0FNU>) -> vector<8xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "mfma_source_types": (
        "func.func @f(%a: vector<2xf32>, %b: vector<4xf16>, %c: vector<32xf32>) -> vector<32xf32> {\n  %d = amdgpu.mfma 32x32x1 %a * %b + %c {blocks = 2 : i32, abid = 0 : i32, cbsz = 0 : i32} blgp = none : vector<2xf32>, vector<4xf16>, vector<32xf32>\n  func.return %d : vector<32xf32>\n}\n",
        ["'amdgpu.mfma' op expected both non-small-float source operand types to match exactly"],
    ),
    "mfma_small_float_b": (
        "func.func @f(%a: vector<8xf8E5M2FNUZ>, %b: vector<8xi8>, %c: vector<32xf32>) -> vector<32xf32> {\n  %d = amdgpu.mfma 32x32x1 %a * %b + %c {blocks = 2 : i32} blgp = none : vector<8xf8E5M2FNUZ>, vector<8xi8>, vector<32xf32>\n  func.return %d : vector<32xf32>\n}\n",
        ["'amdgpu.mfma' op expected both source operands to have small-float elements if one does"],
    ),
    "mfma_operand_constraint": (
        "func.func @f(%a: vector<8xf8E5M2FNUZ>, %b: vector<4xf8E5M2FNUZ>, %c: vector<32xf32>) -> vector<32xf32> {\n  %d = amdgpu.mfma 32x32x1 %a * %b + %c {blocks = 2 : i32} blgp = none : vector<8xf8E5M2FNUZ>, vector<4xf8E5M2FNUZ>, vector<32xf32>\n  func.return %d : vector<32xf32>\n}\n",
        [
            "'amdgpu.mfma' op operand #1 must be 32-bit float or 64-bit float or 32-bit signless integer or 64-bit signless integer or vector of 32-bit float values of length 2 or vector of 16-bit float values of length 4/8 or vector of bfloat16 type values of length 2/4/8 or vector of 8-bit signless integer values of length 4/8/16 or vector of f8E5M2FNUZ type or f8E4M3FNUZ type values of length 8 or vector of f8E5M2 type or f8E4M3FN type values of length 8/32 or vector of f6E2M3FN type or f6E3M2FN type or f4E2M1FN type values of length 32, but got 'vector<4xf8E5M2FNUZ>'"
        ],
    ),
    "mfma_source_count": (
        "func.func @f(%a: vector<2xf32>, %c: vector<32xf32>) -> vector<32xf32> {\n  %d = amdgpu.mfma 32x32x1 %a * %a + %c {blocks = 2 : i32} blgp = none : vector<2xf32>, vector<2xf32>, vector<32xf32>\n  func.return %d : vector<32xf32>\n}\n",
        ["'amdgpu.mfma' op expected 1 source values for this operation but got 2"],
    ),
    "mfma_source_count_i8": (
        "func.func @f(%a: vector<8xi8>, %c: vector<4xi32>) -> vector<4xi32> {\n  %d = amdgpu.mfma 32x32x4 %a * %a + %c {blocks = 2 : i32} blgp = none : vector<8xi8>, vector<8xi8>, vector<4xi32>\n  func.return %d : vector<4xi32>\n}\n",
        ["'amdgpu.mfma' op expected 4 source values for this operation but got 8"],
    ),
    "mfma_result_count": (
        "func.func @f(%a: f32, %c: vector<16xf32>) -> vector<16xf32> {\n  %d = amdgpu.mfma 32x32x1 %a * %a + %c {blocks = 2 : i32} blgp = none : f32, f32, vector<16xf32>\n  return %d : vector<16xf32>\n}\n",
        ["'amdgpu.mfma' op expected 32 result values for this operation but got 16"],
    ),
    "mfma_f64_blgp": (
        "func.func @f(%a: f64, %c: vector<4xf64>) -> vector<4xf64> {\n  %d = amdgpu.mfma 16x16x4 %a * %a + %c blgp = bcast_first_32 : f64, f64, vector<4xf64>\n  return %d : vector<4xf64>\n}\n",
        ["'amdgpu.mfma' op double-precision ops do not support permuting lanes of B"],
    ),
    "mfma_f64_cbsz": (
        "func.func @f(%a: f64, %c: vector<4xf64>) -> vector<4xf64> {\n  %d = amdgpu.mfma 16x16x4 %a * %a + %c {cbsz = 1 : i32} blgp = none : f64, f64, vector<4xf64>\n  return %d : vector<4xf64>\n}\n",
        ["'amdgpu.mfma' op double-precision ops do not support permuting lanes of A"],
    ),
    "mfma_abid": (
        "func.func @f(%a: f32, %c: vector<32xf32>) -> vector<32xf32> {\n  %d = amdgpu.mfma 32x32x1 %a * %a + %c {blocks = 2 : i32, abid = 2 : i32, cbsz = 1 : i32} blgp = none : f32, f32, vector<32xf32>\n  func.return %d : vector<32xf32>\n}\n",
        ["'amdgpu.mfma' op block ID for permuting A (abid) must be below 2 ** cbsz"],
    ),
    "mfma_negate": (
        "func.func @f(%a: f32, %c: vector<32xf32>) -> vector<32xf32> {\n  %d = amdgpu.mfma 32x32x1 %a * %a + %c {blocks = 2 : i32, negateA} blgp = none : f32, f32, vector<32xf32>\n  func.return %d : vector<32xf32>\n}\n",
        ["'amdgpu.mfma' op negation flags only available for double-precision operations"],
    ),
    "mfma_i32_constraint": (
        "func.func @f(%a: vector<4xi32>, %c: vector<16xi32>) -> vector<16xi32> {\n  %d = amdgpu.mfma 32x32x8 %a * %a + %c blgp = none : vector<4xi32>, vector<4xi32>, vector<16xi32>\n  func.return %d : vector<16xi32>\n}\n",
        [
            "'amdgpu.mfma' op operand #0 must be 32-bit float or 64-bit float or 32-bit signless integer or 64-bit signless integer or vector of 32-bit float values of length 2 or vector of 16-bit float values of length 4/8 or vector of bfloat16 type values of length 2/4/8 or vector of 8-bit signless integer values of length 4/8/16 or vector of f8E5M2FNUZ type or f8E4M3FNUZ type values of length 8 or vector of f8E5M2 type or f8E4M3FN type values of length 8/32 or vector of f6E2M3FN type or f6E3M2FN type or f4E2M1FN type values of length 32, but got 'vector<4xi32>'"
        ],
    ),
    "wmma_lengths": (
        "func.func @f(%a: vector<16xf16>, %b: vector<8xf16>, %c: vector<8xf32>) {\n  %0 = amdgpu.wmma 16x16x16 %a * %b + %c : vector<16xf16>, vector<8xf16>, vector<8xf32>\n  return\n}\n",
        [
            "'amdgpu.wmma' op source vectors have different lengths: 'vector<16xf16>' vs. 'vector<8xf16>'"
        ],
    ),
    "wmma_float_dest": (
        "func.func @f(%a: vector<16xi8>, %c: vector<8xf32>) {\n  %0 = amdgpu.wmma 16x16x16 %a * %a + %c : vector<16xi8>, vector<16xi8>, vector<8xf32>\n  return\n}\n",
        ["'amdgpu.wmma' op expected float sources with float destination"],
    ),
    "wmma_int_dest": (
        "func.func @f(%a: vector<16xf16>, %c: vector<8xi32>) {\n  %0 = amdgpu.wmma 16x16x16 %a * %a + %c : vector<16xf16>, vector<16xf16>, vector<8xi32>\n  return\n}\n",
        ["'amdgpu.wmma' op expected int sources with int destination"],
    ),
    "wmma_element_types": (
        "func.func @f(%a: vector<16xf16>, %b: vector<16xbf16>, %c: vector<8xf32>) {\n  %0 = amdgpu.wmma 16x16x16 %a * %b + %c : vector<16xf16>, vector<16xbf16>, vector<8xf32>\n  return\n}\n",
        [
            "'amdgpu.wmma' op source element types must match (except for fp8/bf8) but have 'vector<16xf16>' and 'vector<16xbf16>'"
        ],
    ),
    "wmma_clamp": (
        "func.func @f(%a: vector<16xf16>, %c: vector<8xf32>) {\n  %0 = amdgpu.wmma 16x16x16 %a * %a + %c {clamp} : vector<16xf16>, vector<16xf16>, vector<8xf32>\n  return\n}\n",
        ["'amdgpu.wmma' op clamp flag is not supported for float types"],
    ),
    "wmma_unsigned": (
        "func.func @f(%a: vector<16xf16>, %c: vector<8xf32>) {\n  %0 = amdgpu.wmma 16x16x16 %a * %a + %c {unsignedB} : vector<16xf16>, vector<16xf16>, vector<8xf32>\n  return\n}\n",
        ["'amdgpu.wmma' op unsigned flags are not supported for float types"],
    ),
    "mnk_two": (
        "func.func @f(%a: vector<16xf16>, %c: vector<8xf32>) {\n  %0 = amdgpu.wmma 16x16 %a * %a + %c : vector<16xf16>, vector<16xf16>, vector<8xf32>\n  return\n}\n",
        ["custom op 'amdgpu.wmma' expected 3 dimensions in MNK dimension list"],
    ),
    "mnk_dynamic": (
        "func.func @f(%a: vector<16xf16>, %c: vector<8xf32>) {\n  %0 = amdgpu.wmma 16x?x16 %a * %a + %c : vector<16xf16>, vector<16xf16>, vector<8xf32>\n  return\n}\n",
        ["expected static shape"],
    ),
    "mnk_trailing_x": (
        "func.func @f(%a: vector<16xf16>, %c: vector<8xf32>) {\n  %0 = amdgpu.wmma 16x16x %a * %a + %c : vector<16xf16>, vector<16xf16>, vector<8xf32>\n  return\n}\n",
        ["invalid dimension"],
    ),
    "mnk_missing": (
        "func.func @f(%a: vector<16xf16>, %c: vector<8xf32>) {\n  %0 = amdgpu.wmma %a * %a + %c : vector<16xf16>, vector<16xf16>, vector<8xf32>\n  return\n}\n",
        ["custom op 'amdgpu.wmma' expected 3 dimensions in MNK dimension list"],
    ),
    "mnk_four": (
        "func.func @f(%a: vector<16xf16>, %c: vector<8xf32>) {\n  %0 = amdgpu.wmma 16x16x16x16 %a * %a + %c : vector<16xf16>, vector<16xf16>, vector<8xf32>\n  return\n}\n",
        ["custom op 'amdgpu.wmma' expected 3 dimensions in MNK dimension list"],
    ),
    "raw_load_space": (
        "func.func @f(%m: memref<128xf32, 3>, %i: i32) -> f32 {\n  %0 = amdgpu.raw_buffer_load %m[%i] : memref<128xf32, 3>, i32 -> f32\n  return %0 : f32\n}\n",
        ["'amdgpu.raw_buffer_load' op Buffer ops must operate on a memref in global memory"],
    ),
    "raw_load_indices": (
        "func.func @f(%m: memref<128x4xf32>, %i: i32) -> f32 {\n  %0 = amdgpu.raw_buffer_load %m[%i] : memref<128x4xf32>, i32 -> f32\n  return %0 : f32\n}\n",
        ["'amdgpu.raw_buffer_load' op Expected 2 indices to memref"],
    ),
    "raw_store_indices": (
        "func.func @f(%m: memref<128x4xf32, #gpu.address_space<global>>, %i: i32, %v: f32) {\n  amdgpu.raw_buffer_store %v -> %m[%i] : f32 -> memref<128x4xf32, #gpu.address_space<global>>, i32\n  return\n}\n",
        ["'amdgpu.raw_buffer_store' op Expected 2 indices to memref"],
    ),
    "raw_fadd_space": (
        "func.func @f(%m: memref<128xf32, #gpu.address_space<workgroup>>, %i: i32, %v: f32) {\n  amdgpu.raw_buffer_atomic_fadd %v -> %m[%i] : f32 -> memref<128xf32, #gpu.address_space<workgroup>>, i32\n  return\n}\n",
        ["'amdgpu.raw_buffer_atomic_fadd' op Buffer ops must operate on a memref in global memory"],
    ),
    "raw_cmpswap_syntax": (
        "func.func @f(%m: memref<128xi32, 1>, %i: i32, %v: i32) -> i32 {\n  %0 = amdgpu.raw_buffer_atomic_cmpswap %v, %v -> %m[] : i32 -> memref<128xi32, 1>\n  return %0 : i32\n}\n",
        ["expected ','"],
    ),
    "raw_smax_indices": (
        "func.func @f(%m: memref<128xi32>, %i: i32, %v: i32) {\n  amdgpu.raw_buffer_atomic_smax %v -> %m[%i, %i] : i32 -> memref<128xi32>, i32, i32\n  amdgpu.raw_buffer_atomic_umin %v -> %m[%i] : i32 -> memref<128xi32>, i32\n  return\n}\n",
        ["'amdgpu.raw_buffer_atomic_smax' op Expected 1 indices to memref"],
    ),
    "raw_fmax_indices": (
        "func.func @f(%m: memref<128xf32>, %i: i32, %v: f32) {\n  amdgpu.raw_buffer_atomic_fmax %v -> %m[%i, %i] : f32 -> memref<128xf32>, i32, i32\n  return\n}\n",
        ["'amdgpu.raw_buffer_atomic_fmax' op Expected 1 indices to memref"],
    ),
    "packed_trunc_existing": (
        "func.func @f(%v1: f32, %v2: f32, %others: vector<4xf8E5M2FNUZ>) -> vector<4xf8E4M3FNUZ> {\n  %ret = amdgpu.packed_trunc_2xfp8 %v1, %v2 into %others[word 1] : f32 to vector<4xf8E4M3FNUZ> into vector<4xf8E5M2FNUZ>\n  func.return %ret : vector<4xf8E4M3FNUZ>\n}\n",
        ["'amdgpu.packed_trunc_2xfp8' op existing values must have same type as result"],
    ),
    "stoch_round_existing": (
        "func.func @f(%v1: f32, %stoch: i32, %others: vector<4xf8E5M2FNUZ>) -> vector<4xf8E4M3FNUZ> {\n  %ret = amdgpu.packed_stoch_round_fp8 %v1 + %stoch into %others[2] : f32 to vector<4xf8E4M3FNUZ> into vector<4xf8E5M2FNUZ>\n  func.return %ret : vector<4xf8E4M3FNUZ>\n}\n",
        ["'amdgpu.packed_stoch_round_fp8' op existing values must have same type as result"],
    ),
    "scaled_trunc_existing": (
        "func.func @f(%v: vector<2xf32>, %existing: vector<4xf8E5M2>, %scale: f32) -> vector<4xf8E4M3FN> {\n  %ret = amdgpu.packed_scaled_trunc %v into %existing[0], %scale : vector<2xf32> to vector<4xf8E4M3FN> into vector<4xf8E5M2>\n  func.return %ret : vector<4xf8E4M3FN>\n}\n",
        ["'amdgpu.packed_scaled_trunc' op existing values must have same type as result"],
    ),
    "fat_cast_offset": (
        "func.func @f(%m: memref<8xi32, strided<[1], offset: ?>>) -> memref<8xi32, #amdgpu.address_space<fat_raw_buffer>> {\n  %ret = amdgpu.fat_raw_buffer_cast %m : memref<8xi32, strided<[1], offset: ?>> to memref<8xi32, #amdgpu.address_space<fat_raw_buffer>>\n  func.return %ret : memref<8xi32, #amdgpu.address_space<fat_raw_buffer>>\n}\n",
        [
            "'amdgpu.fat_raw_buffer_cast' op expected result type to be 'memref<8xi32, strided<[1], offset: ?>, #amdgpu.address_space<fat_raw_buffer>>' but got 'memref<8xi32, #amdgpu.address_space<fat_raw_buffer>>'"
        ],
    ),
    "fat_cast_not_strided": (
        "func.func @f(%m: memref<8xi32, affine_map<(d0) -> (d0 * 2)>>) -> memref<8xi32, #amdgpu.address_space<fat_raw_buffer>> {\n  %ret = amdgpu.fat_raw_buffer_cast %m resetOffset : memref<8xi32, affine_map<(d0) -> (d0 * 2)>> to memref<8xi32, #amdgpu.address_space<fat_raw_buffer>>\n  func.return %ret : memref<8xi32, #amdgpu.address_space<fat_raw_buffer>>\n}\n",
        [
            "'amdgpu.fat_raw_buffer_cast' op source type 'memref<8xi32, affine_map<(d0) -> (d0 * 2)>>' can't have its offset reset"
        ],
    ),
    "fat_cast_space": (
        "func.func @f(%m: memref<8xi32, 3>) -> memref<8xi32, 3> {\n  %ret = amdgpu.fat_raw_buffer_cast %m : memref<8xi32, 3> to memref<8xi32, 3>\n  func.return %ret : memref<8xi32, 3>\n}\n",
        [
            "'amdgpu.fat_raw_buffer_cast' op expected result type to be 'memref<8xi32, #amdgpu.address_space<fat_raw_buffer>>' but got 'memref<8xi32, 3>'"
        ],
    ),
    "fat_cast_undeclared": (
        "func.func @f(%m: memref<?x?xi32, strided<[?, 1], offset: ?>>) -> memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>> {\n  %ret = amdgpu.fat_raw_buffer_cast %m resetOffset validBytes(%c) : memref<?x?xi32, strided<[?, 1], offset: ?>> to memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>\n  func.return %ret : memref<?x?xi32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>\n}\n",
        ["use of undeclared SSA value name"],
    ),
    "fat_cast_identity": (
        "func.func @f(%m: memref<4x4xi32, strided<[4, 1], offset: ?>>) -> memref<4x4xi32, strided<[4, 1]>, #amdgpu.address_space<fat_raw_buffer>> {\n  %ret = amdgpu.fat_raw_buffer_cast %m resetOffset : memref<4x4xi32, strided<[4, 1], offset: ?>> to memref<4x4xi32, strided<[4, 1]>, #amdgpu.address_space<fat_raw_buffer>>\n  func.return %ret : memref<4x4xi32, strided<[4, 1]>, #amdgpu.address_space<fat_raw_buffer>>\n}\n",
        [
            "'amdgpu.fat_raw_buffer_cast' op expected result type to be 'memref<4x4xi32, #amdgpu.address_space<fat_raw_buffer>>' but got 'memref<4x4xi32, strided<[4, 1]>, #amdgpu.address_space<fat_raw_buffer>>'"
        ],
    ),
    "dpp_wide": (
        "func.func @f(%x: i128) -> i128 {\n  %0 = amdgpu.dpp %x %x row_shl(1 : i32) : i128\n  return %0 : i128\n}\n",
        ["'amdgpu.dpp' op integer and floating point types larger than 64 bits are not supported"],
    ),
    "dpp_quad_count": (
        "func.func @f(%x: i32) -> i32 {\n  %0 = amdgpu.dpp %x %x quad_perm([0 : i32, 1 : i32, 2 : i32]) : i32\n  return %0 : i32\n}\n",
        ["'amdgpu.dpp' op quad_perm attribute must have exactly 4 elements"],
    ),
    "dpp_quad_range": (
        "func.func @f(%x: i32) -> i32 {\n  %0 = amdgpu.dpp %x %x quad_perm([0 : i32, 1 : i32, 2 : i32, 4 : i32]) : i32\n  return %0 : i32\n}\n",
        ["'amdgpu.dpp' op Each element of quad_perm must be in the range [0, 3]"],
    ),
    "dpp_row_missing": (
        "func.func @f(%x: i32) -> i32 {\n  %0 = amdgpu.dpp %x %x row_shl : i32\n  return %0 : i32\n}\n",
        ["'amdgpu.dpp' op Attribute 'row_shl' value not specified"],
    ),
    "dpp_row_range": (
        "func.func @f(%x: i32) -> i32 {\n  %0 = amdgpu.dpp %x %x row_ror(16 : i32) : i32\n  return %0 : i32\n}\n",
        ["'amdgpu.dpp' op Attribute value must be between 1 and 15"],
    ),
    "dpp_unit": (
        "func.func @f(%x: i32) -> i32 {\n  %0 = amdgpu.dpp %x %x wave_shl(1 : i32) : i32\n  return %0 : i32\n}\n",
        [
            "'amdgpu.dpp' op Expected unit attribute for permArgument, but found non-trivial argument"
        ],
    ),
    "permlane_row": (
        "func.func @f(%x: f32) -> f32 {\n  %0 = amdgpu.permlane_swap %x 8 : f32\n  return %0 : f32\n}\n",
        ["'amdgpu.permlane_swap' op row_length attribute must either be 16 or 32."],
    ),
    "ext_matrix_block16": (
        "func.func @f(%v: vector<8xf4E2M1FN>, %scale: vector<4xf8E8M0FNU>) -> vector<8xf16> {\n  %0 = amdgpu.scaled_ext_packed_matrix %v scale(%scale) blockSize(16) firstScaleLane(0) firstScaleByte(2) : vector<8xf4E2M1FN>, vector<4xf8E8M0FNU> -> vector<8xf16>\n  return %0 : vector<8xf16>\n}\n",
        [
            "'amdgpu.scaled_ext_packed_matrix' op blockSize of 16 can only have firstScaleByte be 0 or 1 for f4 and f6."
        ],
    ),
    "ext_matrix_block32": (
        "func.func @f(%v: vector<8xf4E2M1FN>, %scale: vector<4xf8E8M0FNU>) -> vector<8xf16> {\n  %0 = amdgpu.scaled_ext_packed_matrix %v scale(%scale) blockSize(32) firstScaleLane(0) firstScaleByte(1) : vector<8xf4E2M1FN>, vector<4xf8E8M0FNU> -> vector<8xf16>\n  return %0 : vector<8xf16>\n}\n",
        [
            "'amdgpu.scaled_ext_packed_matrix' op blockSize of 32 can only have firstScaleByte be 0 or 2 for f4 and f6."
        ],
    ),
    "ext_matrix_fp8": (
        "func.func @f(%v: vector<8xf8E4M3FN>, %scale: vector<4xf8E8M0FNU>) -> vector<8xf16> {\n  %0 = amdgpu.scaled_ext_packed_matrix %v scale(%scale) blockSize(16) firstScaleLane(16) firstScaleByte(0) : vector<8xf8E4M3FN>, vector<4xf8E8M0FNU> -> vector<8xf16>\n  return %0 : vector<8xf16>\n}\n",
        [
            "'amdgpu.scaled_ext_packed_matrix' op blockSize of 16 can only have (firstScaleLane, firstScaleByte) be (0, 0) or (16, 2) for f8."
        ],
    ),
    "gather_contiguous": (
        "func.func @f(%i: index, %mem: memref<32x32xf16>, %smem: memref<32x32xf16, strided<[64, 2]>, #gpu.address_space<workgroup>>) {\n  amdgpu.gather_to_lds %mem[%i, %i], %smem[%i, %i] : vector<2xf16>, memref<32x32xf16>, memref<32x32xf16, strided<[64, 2]>, #gpu.address_space<workgroup>>\n  return\n}\n",
        ["'amdgpu.gather_to_lds' op destination type inner most dim must be contiguous"],
    ),
    "gather_elements": (
        "func.func @f(%i: index, %mem: memref<32x32xf32>, %smem: memref<32x32xf16, #gpu.address_space<workgroup>>) {\n  amdgpu.gather_to_lds %mem[%i, %i], %smem[%i, %i] : vector<2xf16>, memref<32x32xf32>, memref<32x32xf16, #gpu.address_space<workgroup>>\n  return\n}\n",
        ["'amdgpu.gather_to_lds' op source and destination element types must match"],
    ),
    "gather_size": (
        "func.func @f(%i: index, %mem: memref<32x32xf16>, %smem: memref<32x32xf16, #gpu.address_space<workgroup>>) {\n  amdgpu.gather_to_lds %mem[%i, %i], %smem[%i, %i] : vector<3xf16>, memref<32x32xf16>, memref<32x32xf16, #gpu.address_space<workgroup>>\n  return\n}\n",
        ["'amdgpu.gather_to_lds' op Transfering type size must be 8, 16, 32, 96 or 128 bits"],
    ),
    "gather_src_space": (
        "func.func @f(%i: index, %mem: memref<32x32xf16, 3>, %smem: memref<32x32xf16, #gpu.address_space<workgroup>>) {\n  amdgpu.gather_to_lds %mem[%i, %i], %smem[%i, %i] : vector<2xf16>, memref<32x32xf16, 3>, memref<32x32xf16, #gpu.address_space<workgroup>>\n  return\n}\n",
        ["'amdgpu.gather_to_lds' op source memory address space must be global or fat raw buffer"],
    ),
    "gather_dst_space": (
        "func.func @f(%i: index, %mem: memref<32x32xf16, 7>, %smem: memref<32x32xf16>) {\n  amdgpu.gather_to_lds %mem[%i, %i], %smem[%i, %i] : f32, memref<32x32xf16, 7>, memref<32x32xf16>\n  return\n}\n",
        ["'amdgpu.gather_to_lds' op destination memory address space must be Workgroup"],
    ),
    "transpose_space": (
        "func.func @f(%i: index, %mem: memref<128x32xf16>) -> vector<4xf16> {\n  %0 = amdgpu.transpose_load %mem[%i, %i] : memref<128x32xf16> -> vector<4xf16>\n  return %0 : vector<4xf16>\n}\n",
        ["'amdgpu.transpose_load' op source memory address space must be Workgroup"],
    ),
    "transpose_width": (
        "func.func @f(%i: index, %mem: memref<128x32xf32, 3>) -> vector<4xf32> {\n  %0 = amdgpu.transpose_load %mem[%i, %i] : memref<128x32xf32, 3> -> vector<4xf32>\n  return %0 : vector<4xf32>\n}\n",
        ["'amdgpu.transpose_load' op Unsupported element type size for transpose load: 32 bits"],
    ),
    "transpose_count": (
        "func.func @f(%i: index, %mem: memref<128x32xf16, 3>) -> vector<8xf16> {\n  %0 = amdgpu.transpose_load %mem[%i, %i] : memref<128x32xf16, 3> -> vector<8xf16>\n  return %0 : vector<8xf16>\n}\n",
        ["'amdgpu.transpose_load' op Transferring type size mismatch: expected num of elements: 4"],
    ),
    "dma_base_lds": (
        "func.func @f(%idx: index, %mem: memref<8xi32>, %smem: memref<8xi32>) {\n  amdgpu.make_dma_base %mem[%idx], %smem[%idx] : memref<8xi32>, memref<8xi32> -> !amdgpu.tdm_base<i32>\n  return\n}\n",
        ["'amdgpu.make_dma_base' op lds memref must have workgroup address space attribute."],
    ),
    "dma_base_global": (
        "func.func @f(%idx: index, %mem: memref<8xi32, 3>, %smem: memref<8xi32, 3>) {\n  amdgpu.make_dma_base %mem[%idx], %smem[%idx] : memref<8xi32, 3>, memref<8xi32, 3> -> !amdgpu.tdm_base<i32>\n  return\n}\n",
        ["'amdgpu.make_dma_base' op global memref must have global address space attribute."],
    ),
    "dma_base_width": (
        "func.func @f(%idx: index, %mem: memref<8xi1>, %smem: memref<8xi1, 3>) {\n  amdgpu.make_dma_base %mem[%idx], %smem[%idx] : memref<8xi1>, memref<8xi1, 3> -> !amdgpu.tdm_base<i1>\n  return\n}\n",
        [
            "'amdgpu.make_dma_base' op element type must be 1, 2, 4, or 8 bytes long but type was 1 bits long."
        ],
    ),
    "gather_base_index": (
        "func.func @f(%idx: index, %mem: memref<8xi32>, %smem: memref<8xi32, 3>) {\n  amdgpu.make_gather_dma_base %mem[%idx], %smem[%idx] : memref<8xi32>, memref<8xi32, 3> -> !amdgpu.tdm_gather_base<i32, i8>\n  return\n}\n",
        ["index type must be i16 or i32 but index type is 'i8'."],
    ),
    "gather_base_element": (
        "func.func @f(%idx: index, %mem: memref<8xi1>, %smem: memref<8xi1, 3>) {\n  amdgpu.make_gather_dma_base %mem[%idx], %smem[%idx] : memref<8xi1>, memref<8xi1, 3> -> !amdgpu.tdm_gather_base<i1, i16>\n  return\n}\n",
        ["element type must be 1, 2, 4, or 8 bytes wide but type 'i1' is 0 bytes wide."],
    ),
    "descriptor_empty": (
        "func.func @f(%base: !amdgpu.tdm_base<i32>) {\n  amdgpu.make_dma_descriptor %base globalSize [] globalStride [] sharedSize [] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        ["'amdgpu.make_dma_descriptor' op strides must not be empty."],
    ),
    "descriptor_unit_stride": (
        "func.func @f(%base: !amdgpu.tdm_base<i32>) {\n  amdgpu.make_dma_descriptor %base globalSize [4, 4] globalStride [4, 2] sharedSize [4, 4] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        ["'amdgpu.make_dma_descriptor' op strides for the innermost dimension must be 1."],
    ),
    "descriptor_rank5": (
        "func.func @f(%base: !amdgpu.tdm_base<i32>) {\n  amdgpu.make_dma_descriptor %base globalSize [1, 1, 1, 1, 1, 1] globalStride [1, 1, 1, 1, 1, 1] sharedSize [1, 1, 1, 1, 1, 1] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        ["'amdgpu.make_dma_descriptor' op tensor and tile must be at most of rank 5."],
    ),
    "descriptor_stride_rank": (
        "func.func @f(%base: !amdgpu.tdm_base<i32>) {\n  amdgpu.make_dma_descriptor %base globalSize [4] globalStride [4, 1] sharedSize [4] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        ["'amdgpu.make_dma_descriptor' op strides and sizes must have same rank."],
    ),
    "descriptor_tile_rank": (
        "func.func @f(%base: !amdgpu.tdm_base<i32>) {\n  amdgpu.make_dma_descriptor %base globalSize [4, 4] globalStride [4, 1] sharedSize [4] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        ["'amdgpu.make_dma_descriptor' op tensor must have same rank as tile."],
    ),
    "descriptor_width": (
        "func.func @f(%base: !amdgpu.tdm_base<i1>) {\n  amdgpu.make_dma_descriptor %base globalSize [4] globalStride [1] sharedSize [4] : !amdgpu.tdm_base<i1> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        [
            "'amdgpu.make_dma_descriptor' op element type width must be 1, 2, 4 or 8 bytes, but was 1 bits long"
        ],
    ),
    "descriptor_barrier": (
        "func.func @f(%base: !amdgpu.tdm_base<i32>, %barrier: memref<8xi32>, %idx: index) {\n  amdgpu.make_dma_descriptor %base globalSize [4] globalStride [1] sharedSize [4] atomicBarrier(%barrier[%idx] : memref<8xi32>) : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        ["'amdgpu.make_dma_descriptor' op atomic barrier address must be in LDS."],
    ),
    "gather_descriptor_rank": (
        "func.func @f(%base: !amdgpu.tdm_gather_base<i32, i16>, %i: vector<4xi16>) {\n  amdgpu.make_gather_dma_descriptor %base[%i] globalSize [4, 4, 4] globalStride [4, 4, 1] sharedSize [4, 4, 4] : !amdgpu.tdm_gather_base<i32, i16>, vector<4xi16> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        [
            "'amdgpu.make_gather_dma_descriptor' op tensor and tile must be at most of rank two in gather mode."
        ],
    ),
    "gather_descriptor_indices": (
        "func.func @f(%base: !amdgpu.tdm_gather_base<i32, i16>, %i: vector<4xi32>) {\n  amdgpu.make_gather_dma_descriptor %base[%i] globalSize [4, 4] globalStride [4, 1] sharedSize [4, 4] : !amdgpu.tdm_gather_base<i32, i16>, vector<4xi32> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        [
            "'amdgpu.make_gather_dma_descriptor' op indices' element type must match base's element type."
        ],
    ),
    "gather_descriptor_stride": (
        "func.func @f(%base: !amdgpu.tdm_gather_base<i32, i16>, %i: vector<4xi16>) {\n  amdgpu.make_gather_dma_descriptor %base[%i] globalSize [4, 4] globalStride [4, 2] sharedSize [4, 4] : !amdgpu.tdm_gather_base<i32, i16>, vector<4xi16> -> !amdgpu.tdm_descriptor\n  return\n}\n",
        ["'amdgpu.make_gather_dma_descriptor' op strides for the innermost dimension must be 1."],
    ),
    "scaled_wmma_out": (
        "func.func @f(%a: vector<64xf8E4M3FN>, %c: vector<16xf32>, %s: vector<4xf8E8M0FNU>) {\n  %0 = amdgpu.scaled_wmma 16x16x128 (%s * %a) * (%s * %a) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<16xf32>\n  return\n}\n",
        ["'amdgpu.scaled_wmma' op expected output vector of length 8 but got 16"],
    ),
    "scaled_wmma_b_constraint": (
        "func.func @f(%a: vector<64xf8E4M3FN>, %b: vector<32xf8E4M3FN>, %c: vector<8xf32>, %s: vector<4xf8E8M0FNU>) {\n  %0 = amdgpu.scaled_wmma 16x16x128 (%s * %a) * (%s * %b) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<32xf8E4M3FN>, vector<8xf32>\n  return\n}\n",
        [
            "'amdgpu.scaled_wmma' op operand #1 must be vector of f8E5M2 type or f8E4M3FN type values of length 64 or vector of f6E2M3FN type or f6E3M2FN type values of length 64 or vector of f4E2M1FN type values of length 64/128, but got 'vector<32xf8E4M3FN>'"
        ],
    ),
    "scaled_wmma_a_constraint": (
        "func.func @f(%a: vector<128xf8E4M3FN>, %b: vector<64xf8E4M3FN>, %c: vector<16xf32>, %s: vector<4xf8E8M0FNU>) {\n  %0 = amdgpu.scaled_wmma 32x16x128 (%s * %a) * (%s * %b) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<128xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<16xf32>\n  return\n}\n",
        [
            "'amdgpu.scaled_wmma' op operand #0 must be vector of f8E5M2 type or f8E4M3FN type values of length 64 or vector of f6E2M3FN type or f6E3M2FN type values of length 64 or vector of f4E2M1FN type values of length 64/128, but got 'vector<128xf8E4M3FN>'"
        ],
    ),
    "scaled_wmma_lane": (
        "func.func @f(%a: vector<128xf4E2M1FN>, %b: vector<64xf4E2M1FN>, %c: vector<16xf32>, %s: vector<4xf8E8M0FNU>) {\n  %0 = amdgpu.scaled_wmma 32x16x128 (%s * %a) * (%s * %b) + %c {a_first_scale_lane = 16 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<128xf4E2M1FN>, vector<4xf8E8M0FNU>, vector<64xf4E2M1FN>, vector<16xf32>\n  return\n}\n",
        ["'amdgpu.scaled_wmma' op for 32x16x128, a_first_scale_lane must be 0"],
    ),
    "scaled_wmma_combination": (
        "func.func @f(%a: vector<64xf8E4M3FN>, %c: vector<8xf32>, %s: vector<4xf8E4M3FN>) {\n  %0 = amdgpu.scaled_wmma 16x16x128 (%s * %a) * (%s * %a) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E4M3FN>, vector<64xf8E4M3FN>, vector<4xf8E4M3FN>, vector<64xf8E4M3FN>, vector<8xf32>\n  return\n}\n",
        [
            "'amdgpu.scaled_wmma' op invalid combination of matrix and scale types: sourceA='f8E4M3FN', scaleA='f8E4M3FN', sourceB='f8E4M3FN', scaleB='f8E4M3FN'"
        ],
    ),
    "sparse_a_constraint": (
        "func.func @f(%a: vector<16xf16>, %b: vector<32xf16>, %c: vector<4xf32>, %i: vector<4xi8>) {\n  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%i : vector<4xi8>) : vector<16xf16>, vector<32xf16>, vector<4xf32>\n  return\n}\n",
        [
            "'amdgpu.sparse_mfma' op operand #0 must be vector of 16-bit float values of length 4/8 or vector of bfloat16 type values of length 4/8 or vector of 8-bit signless integer values of length 8/16 or vector of f8E4M3FN type or f8E5M2 type values of length 8/16 or vector of f8E4M3FNUZ type or f8E5M2FNUZ type values of length 8/16, but got 'vector<16xf16>'"
        ],
    ),
    "sparse_element": (
        "func.func @f(%a: vector<4xf16>, %b: vector<8xbf16>, %c: vector<4xf32>, %i: vector<4xi8>) {\n  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%i : vector<4xi8>) : vector<4xf16>, vector<8xbf16>, vector<4xf32>\n  return\n}\n",
        ["'amdgpu.sparse_mfma' op expected source operands to have the same element type"],
    ),
    "sparse_idx16": (
        "func.func @f(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<4xf32>, %i: vector<2xi16>) {\n  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%i : vector<2xi16>) : vector<4xf16>, vector<8xf16>, vector<4xf32>\n  return\n}\n",
        [
            "'amdgpu.sparse_mfma' op expected vector<4xi8> sparse indices for 16-bit source data, but got 'vector<2xi16>'"
        ],
    ),
    "sparse_abid8": (
        "func.func @f(%a: vector<8xi8>, %b: vector<16xi8>, %c: vector<4xi32>, %i: vector<4xi8>) {\n  %0 = amdgpu.sparse_mfma 16x16x64 %a * %b + %c sparse(%i : vector<4xi8>) {abid = 2 : i32} : vector<8xi8>, vector<16xi8>, vector<4xi32>\n  return\n}\n",
        ["'amdgpu.sparse_mfma' op ABID must be 0 or 1 for 8-bit source data"],
    ),
    "sparse_result": (
        "func.func @f(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<16xf32>, %i: vector<4xi8>) {\n  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%i : vector<4xi8>) : vector<4xf16>, vector<8xf16>, vector<16xf32>\n  return\n}\n",
        ["'amdgpu.sparse_mfma' op expected 4 result values for this operation but got 16"],
    ),
    "descriptor_timeout_generic": (
        'func.func @f(%base: !amdgpu.tdm_base<i32>, %t: i1) {\n  %0 = "amdgpu.make_dma_descriptor"(%base, %t) <{global_static_sizes = array<i64: 4>, global_static_strides = array<i64: 1>, shared_static_sizes = array<i64: 4>, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0>}> : (!amdgpu.tdm_base<i32>, i1) -> !amdgpu.tdm_descriptor\n  return\n}\n',
        [
            "'amdgpu.make_dma_descriptor' op early timeout does not apply when workgroup_mask is not set."
        ],
    ),
    "sparse_abid16": (
        "func.func @f(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<4xf32>, %i: vector<4xi8>) {\n  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%i : vector<4xi8>) {abid = 4 : i32} : vector<4xf16>, vector<8xf16>, vector<4xf32>\n  return\n}\n",
        ["'amdgpu.sparse_mfma' op ABID must be between 0 and 3 for 16-bit source data"],
    ),
    "sparse_dense_double": (
        "func.func @f(%a: vector<8xf16>, %b: vector<8xf16>, %c: vector<4xf32>, %i: vector<4xi8>) {\n  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%i : vector<4xi8>) : vector<8xf16>, vector<8xf16>, vector<4xf32>\n  return\n}\n",
        [
            "'amdgpu.sparse_mfma' op expected dense source operand to have exactly double the number of elements of the sparse source operand"
        ],
    ),
    "sparse_source_count_m32": (
        "func.func @f(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<4xf32>, %i: vector<4xi8>) {\n  %0 = amdgpu.sparse_mfma 32x16x32 %a * %b + %c sparse(%i : vector<4xi8>) : vector<4xf16>, vector<8xf16>, vector<4xf32>\n  return\n}\n",
        ["'amdgpu.sparse_mfma' op expected 16 source values for this operation but got 8"],
    ),
    "sparse_source_count": (
        "func.func @f(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<4xf32>, %i: vector<4xi8>) {\n  %0 = amdgpu.sparse_mfma 16x16x64 %a * %b + %c sparse(%i : vector<4xi8>) : vector<4xf16>, vector<8xf16>, vector<4xf32>\n  return\n}\n",
        ["'amdgpu.sparse_mfma' op expected 16 source values for this operation but got 8"],
    ),
    "scaled_wmma_mixed_scales": (
        "func.func @f(%a: vector<64xf4E2M1FN>, %c: vector<8xf32>, %s: vector<4xf8E8M0FNU>, %e: vector<4xf8E4M3FN>) {\n  %0 = amdgpu.scaled_wmma 16x16x128 (%s * %a) * (%e * %a) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<64xf4E2M1FN>, vector<4xf8E4M3FN>, vector<64xf4E2M1FN>, vector<8xf32>\n  return\n}\n",
        [
            "'amdgpu.scaled_wmma' op invalid combination of matrix and scale types: sourceA='f4E2M1FN', scaleA='f8E8M0FNU', sourceB='f4E2M1FN', scaleB='f8E4M3FN'"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
