# ruff: noqa: E501
"""The nvgpu dialect of the standard library (dialects_irdl/nvgpu/nvgpu.irdl.mlir and its
plug-in dialects_irdl/nvgpu/): its operations read and print as mlir-opt-22 does (custom and
generic forms, recorded below from mlir-opt-22), and its C++ checks report mlir-opt-22's
messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "ldmatrix": (
        "func.func @f(%m: memref<?x?xf16, 3>, %i: index) -> vector<4x2xf16> {\n  %l = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<?x?xf16, 3> -> vector<4x2xf16>\n  return %l : vector<4x2xf16>\n}\n",
        "module {\n  func.func @f(%arg0: memref<?x?xf16, 3>, %arg1: index) -> vector<4x2xf16> {\n    %0 = nvgpu.ldmatrix %arg0[%arg1, %arg1] {numTiles = 4 : i32, transpose = false} : memref<?x?xf16, 3> -> vector<4x2xf16>\n    return %0 : vector<4x2xf16>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (memref<?x?xf16, 3>, index) -> vector<4x2xf16>, sym_name = "f"}> ({\n  ^bb0(%arg0: memref<?x?xf16, 3>, %arg1: index):\n    %0 = "nvgpu.ldmatrix"(%arg0, %arg1, %arg1) <{numTiles = 4 : i32, transpose = false}> : (memref<?x?xf16, 3>, index, index) -> vector<4x2xf16>\n    "func.return"(%0) : (vector<4x2xf16>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mma_sync": (
        "func.func @f(%a: vector<4x1xf32>, %b: vector<2x1xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {\n  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 8], tf32Enabled} : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>\n  return %d : vector<2x2xf32>\n}\n",
        "module {\n  func.func @f(%arg0: vector<4x1xf32>, %arg1: vector<2x1xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {\n    %0 = nvgpu.mma.sync(%arg0, %arg1, %arg2) {mmaShape = [16, 8, 8], tf32Enabled} : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>\n    return %0 : vector<2x2xf32>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>, sym_name = "f"}> ({\n  ^bb0(%arg0: vector<4x1xf32>, %arg1: vector<2x1xf32>, %arg2: vector<2x2xf32>):\n    %0 = "nvgpu.mma.sync"(%arg0, %arg1, %arg2) <{mmaShape = [16, 8, 8], tf32Enabled}> : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>\n    "func.return"(%0) : (vector<2x2xf32>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mma_sp_sync": (
        "func.func @f(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>, %m: vector<2xi16>) -> vector<2x2xf16> {\n  %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%m) {mmaShape = [16, 8, 16], sparsitySelector = 1 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>\n  return %d : vector<2x2xf16>\n}\n",
        "module {\n  func.func @f(%arg0: vector<2x2xf16>, %arg1: vector<2x2xf16>, %arg2: vector<2x2xf16>, %arg3: vector<2xi16>) -> vector<2x2xf16> {\n    %0 = nvgpu.mma.sp.sync(%arg0, %arg1, %arg2) metadata(%arg3) {mmaShape = [16, 8, 16], sparsitySelector = 1 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>\n    return %0 : vector<2x2xf16>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2xi16>) -> vector<2x2xf16>, sym_name = "f"}> ({\n  ^bb0(%arg0: vector<2x2xf16>, %arg1: vector<2x2xf16>, %arg2: vector<2x2xf16>, %arg3: vector<2xi16>):\n    %0 = "nvgpu.mma.sp.sync"(%arg0, %arg1, %arg2, %arg3) <{mmaShape = [16, 8, 16], sparsitySelector = 1 : i32}> : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2xi16>) -> vector<2x2xf16>\n    "func.return"(%0) : (vector<2x2xf16>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "async_copy": (
        "func.func @f(%s: memref<128x128xf32>, %d: memref<3x16x128xf32, #gpu.address_space<workgroup>>, %i: index, %n: index) {\n  %0 = nvgpu.device_async_copy %s[%i, %i], %d[%i, %i, %i], 4, %n {bypassL1} : memref<128x128xf32> to memref<3x16x128xf32, #gpu.address_space<workgroup>>\n  %1 = nvgpu.device_async_copy %s[%i, %i], %d[%i, %i, %i], 2 : memref<128x128xf32> to memref<3x16x128xf32, #gpu.address_space<workgroup>>\n  %t = nvgpu.device_async_create_group %0, %1\n  nvgpu.device_async_wait %t {numGroups = 1 : i32}\n  return\n}\n",
        "module {\n  func.func @f(%arg0: memref<128x128xf32>, %arg1: memref<3x16x128xf32, #gpu.address_space<workgroup>>, %arg2: index, %arg3: index) {\n    %0 = nvgpu.device_async_copy %arg0[%arg2, %arg2], %arg1[%arg2, %arg2, %arg2], 4, %arg3 {bypassL1} : memref<128x128xf32> to memref<3x16x128xf32, #gpu.address_space<workgroup>>\n    %1 = nvgpu.device_async_copy %arg0[%arg2, %arg2], %arg1[%arg2, %arg2, %arg2], 2 : memref<128x128xf32> to memref<3x16x128xf32, #gpu.address_space<workgroup>>\n    %2 = nvgpu.device_async_create_group %0, %1\n    nvgpu.device_async_wait %2 {numGroups = 1 : i32}\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (memref<128x128xf32>, memref<3x16x128xf32, #gpu.address_space<workgroup>>, index, index) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: memref<128x128xf32>, %arg1: memref<3x16x128xf32, #gpu.address_space<workgroup>>, %arg2: index, %arg3: index):\n    %0 = "nvgpu.device_async_copy"(%arg1, %arg2, %arg2, %arg2, %arg0, %arg2, %arg2, %arg3) <{bypassL1, dstElements = 4 : index, operandSegmentSizes = array<i32: 1, 3, 1, 2, 1>}> : (memref<3x16x128xf32, #gpu.address_space<workgroup>>, index, index, index, memref<128x128xf32>, index, index, index) -> !nvgpu.device.async.token\n    %1 = "nvgpu.device_async_copy"(%arg1, %arg2, %arg2, %arg2, %arg0, %arg2, %arg2) <{dstElements = 2 : index, operandSegmentSizes = array<i32: 1, 3, 1, 2, 0>}> : (memref<3x16x128xf32, #gpu.address_space<workgroup>>, index, index, index, memref<128x128xf32>, index, index) -> !nvgpu.device.async.token\n    %2 = "nvgpu.device_async_create_group"(%0, %1) : (!nvgpu.device.async.token, !nvgpu.device.async.token) -> !nvgpu.device.async.token\n    "nvgpu.device_async_wait"(%2) <{numGroups = 1 : i32}> : (!nvgpu.device.async.token) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "rcp": (
        "func.func @f(%v: vector<4xf32>) -> vector<4xf32> {\n  %r = nvgpu.rcp %v {rounding = approx, ftz} : vector<4xf32>\n  return %r : vector<4xf32>\n}\n",
        "module {\n  func.func @f(%arg0: vector<4xf32>) -> vector<4xf32> {\n    %0 = nvgpu.rcp %arg0{rounding =  approx, ftz} : vector<4xf32>\n    return %0 : vector<4xf32>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<4xf32>) -> vector<4xf32>, sym_name = "f"}> ({\n  ^bb0(%arg0: vector<4xf32>):\n    %0 = "nvgpu.rcp"(%arg0) <{ftz, rounding = #nvgpu<rcp_rounding_mode approx>}> : (vector<4xf32>) -> vector<4xf32>\n    "func.return"(%0) : (vector<4xf32>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mbarrier": (
        "func.func @f(%i: index, %n: index, %p: i1, %t: index) {\n  %b = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>\n  nvgpu.mbarrier.init %b[%i], %n : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>\n  nvgpu.mbarrier.arrive.expect_tx %b[%i], %n, predicate = %p : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>\n  %tok = nvgpu.mbarrier.arrive %b[%i] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4> -> !nvgpu.mbarrier.token\n  %done = nvgpu.mbarrier.test.wait %b[%i], %tok : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>, !nvgpu.mbarrier.token\n  nvgpu.mbarrier.try_wait.parity %b[%i], %p, %t : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>\n  %ptr = nvgpu.mbarrier.get %b[%i] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4> -> i32\n  return\n}\n",
        "module {\n  func.func @f(%arg0: index, %arg1: index, %arg2: i1, %arg3: index) {\n    %0 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>\n    nvgpu.mbarrier.init %0[%arg0], %arg1 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>\n    nvgpu.mbarrier.arrive.expect_tx %0[%arg0], %arg1, predicate = %arg2 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>\n    %1 = nvgpu.mbarrier.arrive %0[%arg0] : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4> -> !nvgpu.mbarrier.token\n    %2 = nvgpu.mbarrier.test.wait %0[%arg0], %1 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>, !nvgpu.mbarrier.token\n    nvgpu.mbarrier.try_wait.parity %0[%arg0], %arg2, %arg3 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>\n    %3 = nvgpu.mbarrier.get %0[%arg0] : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4> -> i32\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (index, index, i1, index) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: index, %arg1: index, %arg2: i1, %arg3: index):\n    %0 = "nvgpu.mbarrier.create"() : () -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>\n    "nvgpu.mbarrier.init"(%0, %arg1, %arg0) : (!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>, index, index) -> ()\n    "nvgpu.mbarrier.arrive.expect_tx"(%0, %arg1, %arg0, %arg2) : (!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>, index, index, i1) -> ()\n    %1 = "nvgpu.mbarrier.arrive"(%0, %arg0) : (!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>, index) -> !nvgpu.mbarrier.token\n    %2 = "nvgpu.mbarrier.test.wait"(%0, %1, %arg0) : (!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>, !nvgpu.mbarrier.token, index) -> i1\n    "nvgpu.mbarrier.try_wait.parity"(%0, %arg2, %arg3, %arg0) : (!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>, i1, index, index) -> ()\n    %3 = "nvgpu.mbarrier.get"(%0, %arg0) : (!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>, index) -> i32\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "tma": (
        "func.func @f(%g: memref<*xf16>, %d: memref<128x64xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %c: index, %m: i16, %p: i1) {\n  %t = nvgpu.tma.create.descriptor %g box[%c, %c] : memref<*xf16> -> !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>\n  nvgpu.tma.prefetch.descriptor %t, predicate = %p : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>\n  nvgpu.tma.fence.descriptor %t : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d multicast_mask = %m, predicate = %p : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf16, 3>\n  nvgpu.tma.async.store %d to %t[%c, %c] : memref<128x64xf16, 3> -> !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: memref<*xf16>, %arg1: memref<128x64xf16, 3>, %arg2: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %arg3: index, %arg4: i16, %arg5: i1) {\n    %0 = nvgpu.tma.create.descriptor %arg0 box[%arg3, %arg3] : memref<*xf16> -> <tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>\n    nvgpu.tma.prefetch.descriptor %0, predicate = %arg5 : <tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>\n    nvgpu.tma.fence.descriptor %0 : <tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>\n    nvgpu.tma.async.load %0[%arg3, %arg3], %arg2[%arg3] to %arg1 multicast_mask = %arg4, predicate = %arg5 : <tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf16, 3>\n    nvgpu.tma.async.store %arg1 to %0[%arg3, %arg3] : memref<128x64xf16, 3> -> <tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (memref<*xf16>, memref<128x64xf16, 3>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, index, i16, i1) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: memref<*xf16>, %arg1: memref<128x64xf16, 3>, %arg2: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %arg3: index, %arg4: i16, %arg5: i1):\n    %0 = "nvgpu.tma.create.descriptor"(%arg0, %arg3, %arg3) : (memref<*xf16>, index, index) -> !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>\n    "nvgpu.tma.prefetch.descriptor"(%0, %arg5) : (!nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>, i1) -> ()\n    "nvgpu.tma.fence.descriptor"(%0) : (!nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>) -> ()\n    "nvgpu.tma.async.load"(%arg1, %arg2, %0, %arg3, %arg3, %arg3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 1, 1, 1>}> : (memref<128x64xf16, 3>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>, index, index, index, i16, i1) -> ()\n    "nvgpu.tma.async.store"(%arg1, %0, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (memref<128x64xf16, 3>, !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>, index, index) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "warpgroup": (
        "func.func @f(%a: memref<128x64xf16, 3>, %ta: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %db: !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, %out: memref<128x128xf32, 3>) {\n  %da = nvgpu.warpgroup.generate.descriptor %a, %ta : memref<128x64xf16, 3>, !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>\n  %acc = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>\n  %d = nvgpu.warpgroup.mma %da, %db, %acc {transposeB} : !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>\n  nvgpu.warpgroup.mma.store %d, %out : !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>> to memref<128x128xf32, 3>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: memref<128x64xf16, 3>, %arg1: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg2: !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, %arg3: memref<128x128xf32, 3>) {\n    %0 = nvgpu.warpgroup.generate.descriptor %arg0, %arg1 : memref<128x64xf16, 3>, <tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> <tensor = memref<128x64xf16, 3>>\n    %1 = nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<128x128xf32>>\n    %2 = nvgpu.warpgroup.mma %0, %arg2, %1 {transposeB} : <tensor = memref<128x64xf16, 3>>, <tensor = memref<64x128xf16, 3>>, <fragmented = vector<128x128xf32>> -> <fragmented = vector<128x128xf32>>\n    nvgpu.warpgroup.mma.store %2, %arg3 : <fragmented = vector<128x128xf32>> to memref<128x128xf32, 3>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (memref<128x64xf16, 3>, !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, memref<128x128xf32, 3>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: memref<128x64xf16, 3>, %arg1: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg2: !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, %arg3: memref<128x128xf32, 3>):\n    %0 = "nvgpu.warpgroup.generate.descriptor"(%arg0, %arg1) : (memref<128x64xf16, 3>, !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>) -> !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>\n    %1 = "nvgpu.warpgroup.mma.init.accumulator"() : () -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>\n    %2 = "nvgpu.warpgroup.mma"(%0, %arg2, %1) <{transposeB}> : (!nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>) -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>\n    "nvgpu.warpgroup.mma.store"(%2, %arg3) : (!nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>, memref<128x128xf32, 3>) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "ldmatrix_space": (
        "func.func @f(%m: memref<128x128xf16, 2>, %i: index) {\n  %a = nvgpu.ldmatrix %m[%i, %i] {transpose = false, numTiles = 4 : i32} : memref<128x128xf16, 2> -> vector<4x1xf16>\n  return\n}\n",
        [
            "expected nvgpu.ldmatrix srcMemref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)"
        ],
    ),
    "ldmatrix_wide": (
        "func.func @f(%m: memref<128x128xf64, 3>, %i: index) {\n  %a = nvgpu.ldmatrix %m[%i, %i] {transpose = false, numTiles = 4 : i32} : memref<128x128xf64, 3> -> vector<4x1xf64>\n  return\n}\n",
        ["nvgpu.ldmatrix works for 32b or lower"],
    ),
    "ldmatrix_transpose": (
        "func.func @f(%m: memref<128x128xi8, 3>, %i: index) {\n  %a = nvgpu.ldmatrix %m[%i, %i] {transpose = true, numTiles = 4 : i32} : memref<128x128xi8, 3> -> vector<4x4xi8>\n  return\n}\n",
        ["nvgpu.ldmatrix transpose works only at 16b granularity"],
    ),
    "ldmatrix_rank": (
        "func.func @f(%m: memref<128x128xf16, #gpu.address_space<workgroup>>, %i: index) {\n  %a = nvgpu.ldmatrix %m[%i, %i] {transpose = false, numTiles = 4 : i32} : memref<128x128xf16, #gpu.address_space<workgroup>> -> vector<8xf16>\n  return\n}\n",
        ["results must be 2 dimensional vector"],
    ),
    "ldmatrix_shape1": (
        "func.func @f(%m: memref<128x128xf32, 3>, %i: index) {\n  %a = nvgpu.ldmatrix %m[%i, %i] {transpose = false, numTiles = 4 : i32} : memref<128x128xf32, 3> -> vector<4x2xf32>\n  return\n}\n",
        ["expected vector register shape[1] = 1"],
    ),
    "ldmatrix_tiles": (
        "func.func @f(%m: memref<128x128xf16, 3>, %i: index) {\n  %a = nvgpu.ldmatrix %m[%i, %i] {transpose = false, numTiles = 4 : i32} : memref<128x128xf16, 3> -> vector<2x2xf16>\n  return\n}\n",
        ["expected vector register shape[0] and numTiles to match"],
    ),
    "mma_data_type": (
        "func.func @f(%a: vector<4x2xi16>, %b: vector<2x2xi16>, %c: vector<2x2xi16>) {\n  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xi16>, vector<2x2xi16>, vector<2x2xi16>) -> vector<2x2xi16>\n  return\n}\n",
        ["expected input data type (i4,i8,f16,bf16,tf32,f64) supported by nvgpu.mma.sync"],
    ),
    "mma_rank": (
        "func.func @f(%a: vector<8xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) {\n  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<8xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>\n  return\n}\n",
        ["matrixA must be 2 dimensional vector"],
    ),
    "mma_a_elements": (
        "func.func @f(%a: vector<4x4xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) {\n  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x4xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>\n  return\n}\n",
        ["'nvgpu.mma.sync' op expected 256 warp-wide matrix A elements"],
    ),
    "mma_c_elements": (
        "func.func @f(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x4xf16>) {\n  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x4xf16>) -> vector<2x4xf16>\n  return\n}\n",
        ["'nvgpu.mma.sync' op expected 128 warp-wide matrix C elements"],
    ),
    "mma_tf32": (
        "func.func @f(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) {\n  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16], tf32Enabled} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>\n  return\n}\n",
        ["'nvgpu.mma.sync' op expected tf32 tensor cores only for F32 operands"],
    ),
    "mma_b_shape": (
        "func.func @f(%a: vector<4x2xf16>, %b: vector<1x4xf16>, %c: vector<2x2xf16>) {\n  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<1x4xf16>, vector<2x2xf16>) -> vector<2x2xf16>\n  return\n}\n",
        ["'nvgpu.mma.sync' op expected matrix B to be shaped (2 x 2)"],
    ),
    "mma_c_shape": (
        "func.func @f(%a: vector<1x1xf64>, %b: vector<1x1xf64>, %c: vector<2x1xf64>) {\n  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [8, 8, 4]} : (vector<1x1xf64>, vector<1x1xf64>, vector<2x1xf64>) -> vector<2x1xf64>\n  return\n}\n",
        ["'nvgpu.mma.sync' op expected matrix C to be shaped (1 x 2)"],
    ),
    "mma_sp_selector": (
        "func.func @f(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>, %m: vector<2xi16>) {\n  %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%m) {mmaShape = [16, 8, 16], sparsitySelector = 2 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>\n  return\n}\n",
        ["'nvgpu.mma.sp.sync' op sparsity selector should be 0 or 1"],
    ),
    "mma_sp_f64": (
        "func.func @f(%a: vector<4x2xf64>, %b: vector<2x2xf64>, %c: vector<2x2xf64>, %m: vector<2xi16>) {\n  %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%m) {mmaShape = [16, 8, 16]} : (vector<4x2xf64>, vector<2x2xf64>, vector<2x2xf64>) -> vector<2x2xf64>\n  return\n}\n",
        ["f64 is not supported for sparse mode"],
    ),
    "mma_sp_a_elements": (
        "func.func @f(%a: vector<1x8xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>, %m: vector<2xi16>) {\n  %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%m) {mmaShape = [16, 8, 16]} : (vector<1x8xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>\n  return\n}\n",
        ["'nvgpu.mma.sp.sync' op expected 256 warp-wide matrix A elements"],
    ),
    "copy_stride": (
        "func.func @f(%s: memref<16xf32, strided<[?]>>, %d: memref<16xf32, 3>, %i: index) {\n  %0 = nvgpu.device_async_copy %s[%i], %d[%i], 4 : memref<16xf32, strided<[?]>> to memref<16xf32, 3>\n  return\n}\n",
        ["source memref most minor dim must have unit stride"],
    ),
    "copy_space": (
        "func.func @f(%s: memref<16xf32>, %d: memref<16xf32, #gpu.address_space<private>>, %i: index) {\n  %0 = nvgpu.device_async_copy %s[%i], %d[%i], 4 : memref<16xf32> to memref<16xf32, #gpu.address_space<private>>\n  return\n}\n",
        [
            "destination memref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)"
        ],
    ),
    "copy_element": (
        "func.func @f(%s: memref<16xf32>, %d: memref<16xi32, 3>, %i: index) {\n  %0 = nvgpu.device_async_copy %s[%i], %d[%i], 4 : memref<16xf32> to memref<16xi32, 3>\n  return\n}\n",
        ["source and destination must have the same element type"],
    ),
    "copy_indices": (
        "func.func @f(%s: memref<16xf32>, %d: memref<4x4xf32, 3>, %i: index) {\n  %0 = nvgpu.device_async_copy %s[%i], %d[%i], 4 : memref<16xf32> to memref<4x4xf32, 3>\n  return\n}\n",
        ["'nvgpu.device_async_copy' op expected 2 destination indices, got 1"],
    ),
    "copy_size_i8": (
        "func.func @f(%s: memref<16xi8>, %d: memref<16xi8, 3>, %i: index) {\n  %0 = nvgpu.device_async_copy %s[%i], %d[%i], 3 : memref<16xi8> to memref<16xi8, 3>\n  return\n}\n",
        ["Requested copy elements is 3 with width 8. But copy elements could be one of 4, 8, 16."],
    ),
    "copy_size_i128": (
        "func.func @f(%s: memref<16xi128>, %d: memref<16xi128, 3>, %i: index) {\n  %0 = nvgpu.device_async_copy %s[%i], %d[%i], 3 : memref<16xi128> to memref<16xi128, 3>\n  return\n}\n",
        ["Requested copy elements is 3 with width 128. But copy elements could be one of 1."],
    ),
    "copy_bypass": (
        "func.func @f(%s: memref<16xf16>, %d: memref<16xf16, 3>, %i: index) {\n  %0 = nvgpu.device_async_copy %s[%i], %d[%i], 4 {bypassL1} : memref<16xf16> to memref<16xf16, 3>\n  return\n}\n",
        [
            "'nvgpu.device_async_copy' op bypassL1 does not satify alignment for 'memref<16xf16, 3>' with destination element 4. Unset bypassL1, or set destination element to 8"
        ],
    ),
    "rcp_rounding": (
        "func.func @f(%a: vector<4xf32>) {\n  %x = nvgpu.rcp %a {rounding = rn, ftz} : vector<4xf32>\n  return\n}\n",
        [
            "'nvgpu.rcp' op has a limitation. #nvgpu<rcp_rounding_mode rn> or non-ftz is not supported yet."
        ],
    ),
    "rcp_ftz": (
        "func.func @f(%a: vector<4xf32>) {\n  %x = nvgpu.rcp %a {rounding = approx} : vector<4xf32>\n  return\n}\n",
        [
            "'nvgpu.rcp' op has a limitation. #nvgpu<rcp_rounding_mode approx> or non-ftz is not supported yet."
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


# name -> (input using the dialect's own types, read in their ODS `<` struct(params) `>`
# form, the errors mlir-opt-22 reports)
TYPE_ERRORS = {
    "tma_interleave": (
        "func.func @f(%d: memref<128x64xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = interleave_16b>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = interleave_16b>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf16, 3>\n  return\n}\n",
        ["Interleave options are not supported yet."],
    ),
    "tma_space": (
        "func.func @f(%d: memref<128x64xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf16, 3>\n  return\n}\n",
        [
            "the tensor map descriptor has incorrect address space, it must be shared memory address space."
        ],
    ),
    "tma_dynamic": (
        "func.func @f(%d: memref<128x64xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<?x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<?x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf16, 3>\n  return\n}\n",
        ["the tensor map descriptor must be static shaped"],
    ),
    "tma_dimension": (
        "func.func @f(%d: memref<128x64xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<512x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<512x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf16, 3>\n  return\n}\n",
        ["the tensor map descriptor must have dimensions between 1 and 256 but it is 512"],
    ),
    "tma_swizzle": (
        "func.func @f(%d: memref<128x64xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x32xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x32xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf16, 3>\n  return\n}\n",
        ["the tensormap descriptor must have last dimension of 128 bytes but it is 64 bytes"],
    ),
    "tma_element": (
        "func.func @f(%d: memref<128x64xf32, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf32, 3>\n  return\n}\n",
        ["the element type of tensor map descriptor and memref must be same"],
    ),
    "tma_dst_space": (
        "func.func @f(%d: memref<128x64xf16>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf16>\n  return\n}\n",
        [
            "the destination memref has incorrect address space, it must be shared memory address space."
        ],
    ),
    "tma_dst_dynamic": (
        "func.func @f(%d: memref<?x64xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<?x64xf16, 3>\n  return\n}\n",
        ["the destination memref must be static shaped"],
    ),
    "tma_rank": (
        "func.func @f(%d: memref<128x64x1xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64x1xf16, 3>\n  return\n}\n",
        ["the shape of tensor map descriptor and memref must have same rank"],
    ),
    "tma_shape": (
        "func.func @f(%d: memref<64x64xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<64x64xf16, 3>\n  return\n}\n",
        ["memref and tensor map shapes mismatch 'memref<128x64xf16, 3>' != 'memref<64x64xf16, 3>'"],
    ),
    "tma_bytes": (
        "func.func @f(%d: memref<128x4xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x4xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x4xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x4xf16, 3>\n  return\n}\n",
        ["the bytes in the last dimension of the tensor map must be a multiple of 16"],
    ),
    "tma_coordinates": (
        "func.func @f(%d: memref<128x64xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf16, 3>\n  return\n}\n",
        ["number of coordinates do not match with the rank of tensor descriptor map."],
    ),
    "tma_max_coordinates": (
        "func.func @f(%d: memref<128x64xf16, 3>, %b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.load %t[%c, %c, %c, %c, %c, %c], %b[%c] to %d : !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<128x64xf16, 3>\n  return\n}\n",
        ["Maximum 5 coordinates are supported."],
    ),
    "tma_store_coordinates": (
        "func.func @f(%d: memref<128x64xf16, 3>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %c: index) {\n  nvgpu.tma.async.store %d to %t[%c, %c, %c] : memref<128x64xf16, 3> -> !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>\n  return\n}\n",
        ["number of coordinates do not match with the rank of tensor descriptor map."],
    ),
    "tma_create_box": (
        "func.func @f(%d: memref<*xf16>, %c: index) {\n  %t = nvgpu.tma.create.descriptor %d box[%c, %c, %c, %c, %c, %c] : memref<*xf16> -> !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>\n  return\n}\n",
        ["Maximum 5 coordinates are supported."],
    ),
    "generate_descriptor": (
        "func.func @f(%d: memref<128x64xf16, 3>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x32xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>) {\n  %x = nvgpu.warpgroup.generate.descriptor %d, %t : memref<128x64xf16, 3>, !nvgpu.tensormap.descriptor<tensor = memref<128x32xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>\n  return\n}\n",
        ["the tensormap descriptor must have last dimension of 128 bytes but it is 64 bytes"],
    ),
    "generate_swizzle": (
        "func.func @f(%d: memref<128x64xf16, 3>, %t: !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>) {\n  %x = nvgpu.warpgroup.generate.descriptor %d, %t : memref<128x64xf16, 3>, !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none> -> !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>\n  return\n}\n",
        ["supports only swizzle_128b is supported for the time being"],
    ),
    "wgmma_transpose": (
        "func.func @f(%a: !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, %b: !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>) {\n  %x = nvgpu.warpgroup.mma %a, %b, %c {transposeA} : !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>\n  return\n}\n",
        [
            "'nvgpu.warpgroup.mma' op supports non-transpose A (Row Major) and transpose B (Column Major) for the time being "
        ],
    ),
    "wgmma_cd": (
        "func.func @f(%a: !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, %b: !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>) {\n  %x = nvgpu.warpgroup.mma %a, %b, %c : !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf16>>\n  return\n}\n",
        ["'nvgpu.warpgroup.mma' op type of matrix C and matrix D must be the same"],
    ),
    "wgmma_rank": (
        "func.func @f(%a: !nvgpu.warpgroup.descriptor<tensor = memref<128x64x1xf16, 3>>, %b: !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>) {\n  %x = nvgpu.warpgroup.mma %a, %b, %c : !nvgpu.warpgroup.descriptor<tensor = memref<128x64x1xf16, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>\n  return\n}\n",
        ["'nvgpu.warpgroup.mma' op has matrices A, B, C and D, they must be 2 dimensional"],
    ),
    "wgmma_ab": (
        "func.func @f(%a: !nvgpu.warpgroup.descriptor<tensor = memref<128x32xf16, 3>>, %b: !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>) {\n  %x = nvgpu.warpgroup.mma %a, %b, %c : !nvgpu.warpgroup.descriptor<tensor = memref<128x32xf16, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>\n  return\n}\n",
        ["'nvgpu.warpgroup.mma' op 2nd dim matrix-A (32)!= 1st dim matrix-B (64 )"],
    ),
    "wgmma_ac": (
        "func.func @f(%a: !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>, %b: !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>) {\n  %x = nvgpu.warpgroup.mma %a, %b, %c : !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>\n  return\n}\n",
        ["'nvgpu.warpgroup.mma' op 1st dim matrix-A ( 64 )!= 1st dim matrix-C ( 128 )"],
    ),
    "wgmma_bc": (
        "func.func @f(%a: !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, %b: !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>) {\n  %x = nvgpu.warpgroup.mma %a, %b, %c : !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>\n  return\n}\n",
        ["'nvgpu.warpgroup.mma' op 2nd dim matrix-B ( 64 ) != 2nd dim matrix-C ( 128 )"],
    ),
    "wgmma_types": (
        "func.func @f(%a: !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf32, 3>>, %b: !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf32, 3>>, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>) {\n  %x = nvgpu.warpgroup.mma %a, %b, %c : !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf32, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf32, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>\n  return\n}\n",
        ["'nvgpu.warpgroup.mma' op 'f32' += 'f32' * 'f32', it is not supported."],
    ),
    "wgmma_n": (
        "func.func @f(%a: !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, %b: !nvgpu.warpgroup.descriptor<tensor = memref<64x12xf16, 3>>, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<128x12xf32>>) {\n  %x = nvgpu.warpgroup.mma %a, %b, %c : !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x12xf16, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x12xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x12xf32>>\n  return\n}\n",
        [
            "'nvgpu.warpgroup.mma' op has input type 'memref<64x12xf16, 3>' n is set to 12, it is not supported"
        ],
    ),
    "wgmma_limitation": (
        "func.func @f(%a: !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf8E5M2, 3>>, %b: !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf8E4M3FN, 3>>, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf16>>) {\n  %x = nvgpu.warpgroup.mma %a, %b, %c : !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf8E5M2, 3>>, !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf8E4M3FN, 3>>, !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf16>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf16>>\n  return\n}\n",
        [
            "'nvgpu.warpgroup.mma' op hit a limitation: 'f16' += 'f8E5M2' * 'f8E4M3FN', it is not supported yet"
        ],
    ),
    "init_accumulator": (
        "func.func @f() {\n  %x = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<100x128xf32>>\n  return\n}\n",
        [
            "'nvgpu.warpgroup.mma.init.accumulator' op has type 'vector<100x128xf32>'. It does not fit into warp-group level (wgmma) matrix multiplication instruction (or not supported yet)"
        ],
    ),
    "mma_store_f16": (
        "func.func @f(%a: !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf16>>, %m: memref<128x128xf16, 3>) {\n  nvgpu.warpgroup.mma.store %a, %m : !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf16>> to memref<128x128xf16, 3>\n  return\n}\n",
        ["'nvgpu.warpgroup.mma.store' op hit a limitation: only f32 results for the time being"],
    ),
    "mma_store_size": (
        "func.func @f(%a: !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>, %m: memref<64x128xf32, 3>) {\n  nvgpu.warpgroup.mma.store %a, %m : !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>> to memref<64x128xf32, 3>\n  return\n}\n",
        [
            "'nvgpu.warpgroup.mma.store' op results ['vector<128x128xf32>'][128] values. However, destination memref[64][128]  does not have same size as results"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(TYPE_ERRORS))
def test_type_checks_as_mlir_opt(name: str) -> None:
    text, expected = TYPE_ERRORS[name]
    assert error_messages(text) == expected
