# ruff: noqa: E501
"""The nvvm dialect of the standard library (dialects_irdl/nvvm/nvvm.irdl.mlir and its plug-in
dialects_irdl/nvvm/): its operations read and print as mlir-opt-22 does (custom and generic
forms, recorded below from mlir-opt-22), and its C++ verifiers report mlir-opt-22's messages."""

from __future__ import annotations

import re

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "barrier": (
        "llvm.func @f(%a: i32, %n: i32) {\n  nvvm.barrier\n  nvvm.barrier id = %a number_of_threads = %n\n  %0 = nvvm.barrier #nvvm.reduction<popc> %a -> i32\n  llvm.return\n}\n",
        "module {\n  llvm.func @f(%arg0: i32, %arg1: i32) {\n    nvvm.barrier\n    nvvm.barrier id = %arg0 number_of_threads = %arg1\n    %0 = nvvm.barrier #nvvm.reduction<popc> %arg0 -> i32\n    llvm.return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({\n  ^bb0(%arg0: i32, %arg1: i32):\n    "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()\n    "nvvm.barrier"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()\n    %0 = "nvvm.barrier"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 1>, reductionOp = #nvvm.reduction<popc>}> : (i32) -> i32\n    "llvm.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "prmt_pmevent_setmaxregister": (
        "llvm.func @f(%a: i32, %b: i32, %s: i32) {\n  %0 = nvvm.prmt #nvvm.permute_mode<default> %s, %a, %b : i32\n  %1 = nvvm.prmt #nvvm.permute_mode<ecl> %s, %a : i32\n  nvvm.pmevent id = 10\n  nvvm.pmevent mask = 4\n  nvvm.setmaxregister increase 256\n  llvm.return\n}\n",
        "module {\n  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: i32) {\n    %0 = nvvm.prmt <default> %arg2, %arg0, %arg1 : i32\n    %1 = nvvm.prmt <ecl> %arg2, %arg0 : i32\n    nvvm.pmevent id = 10\n    nvvm.pmevent mask = 4\n    nvvm.setmaxregister  increase 256\n    llvm.return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({\n  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):\n    %0 = "nvvm.prmt"(%arg0, %arg1, %arg2) <{mode = #nvvm.permute_mode<default>}> : (i32, i32, i32) -> i32\n    %1 = "nvvm.prmt"(%arg0, %arg2) <{mode = #nvvm.permute_mode<ecl>}> : (i32, i32) -> i32\n    "nvvm.pmevent"() <{eventId = 10 : i32}> : () -> ()\n    "nvvm.pmevent"() <{maskedEventId = 4 : i16}> : () -> ()\n    "nvvm.setmaxregister"() <{action = #nvvm<action increase>, regCount = 256 : i32}> : () -> ()\n    "llvm.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "conversions": (
        "llvm.func @f(%a: f32, %b: f32, %r: i32, %v: vector<2xi8>) {\n  %0 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)\n  %1 = nvvm.convert.f32x2.to.f16x2 %a, %b, %r {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>\n  %2 = nvvm.convert.f8x2.to.f16x2 %v : vector<2xi8> (f8E5M2) -> vector<2xf16>\n  %3 = nvvm.convert.float.to.tf32 %a {rnd = #nvvm.fp_rnd_mode<rna>}\n  llvm.return\n}\n",
        "module {\n  llvm.func @f(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: vector<2xi8>) {\n    %0 = nvvm.convert.f32x2.to.f8x2 %arg0, %arg1 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)\n    %1 = nvvm.convert.f32x2.to.f16x2 %arg0, %arg1, %arg2 {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>\n    %2 = nvvm.convert.f8x2.to.f16x2 %arg3 : vector<2xi8>(f8E5M2) -> vector<2xf16>\n    %3 = nvvm.convert.float.to.tf32 %arg0 {rnd = #nvvm.fp_rnd_mode<rna>}\n    llvm.return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, f32, i32, vector<2xi8>)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({\n  ^bb0(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: vector<2xi8>):\n    %0 = "nvvm.convert.f32x2.to.f8x2"(%arg0, %arg1) <{dstTy = f8E4M3FN, relu = false, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>}> : (f32, f32) -> i16\n    %1 = "nvvm.convert.f32x2.to.f16x2"(%arg0, %arg1, %arg2) <{relu = false, rnd = #nvvm.fp_rnd_mode<rs>, sat = #nvvm.sat_mode<none>}> : (f32, f32, i32) -> vector<2xf16>\n    %2 = "nvvm.convert.f8x2.to.f16x2"(%arg3) <{relu = false, srcType = f8E5M2}> : (vector<2xi8>) -> vector<2xf16>\n    %3 = "nvvm.convert.float.to.tf32"(%arg0) <{relu = false, rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<none>}> : (f32) -> i32\n    "llvm.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "warp_ops": (
        "llvm.func @f(%m: i32, %v: f32, %i: i64, %p: i1) {\n  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>\n  %1 = nvvm.vote.sync ballot %m, %p -> i32\n  %2 = nvvm.match.sync all %m, %i : i64 -> !llvm.struct<(i32, i1)>\n  %3 = nvvm.redux.sync fmax %v, %m {abs = true, nan = true} : f32 -> f32\n  llvm.return\n}\n",
        "module {\n  llvm.func @f(%arg0: i32, %arg1: f32, %arg2: i64, %arg3: i1) {\n    %0 = nvvm.shfl.sync  bfly %arg0, %arg1, %arg0, %arg0 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>\n    %1 = nvvm.vote.sync  ballot %arg0, %arg3 -> i32\n    %2 = nvvm.match.sync  all %arg0, %arg2 : i64 -> !llvm.struct<(i32, i1)>\n    %3 = nvvm.redux.sync  fmax %arg1, %arg0 {abs = true, nan = true} : f32 -> f32\n    llvm.return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, f32, i64, i1)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({\n  ^bb0(%arg0: i32, %arg1: f32, %arg2: i64, %arg3: i1):\n    %0 = "nvvm.shfl.sync"(%arg0, %arg1, %arg0, %arg0) <{kind = #nvvm<shfl_kind bfly>, return_value_and_is_valid}> : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>\n    %1 = "nvvm.vote.sync"(%arg0, %arg3) <{kind = #nvvm<vote_sync_kind ballot>}> : (i32, i1) -> i32\n    %2 = "nvvm.match.sync"(%arg0, %arg2) <{kind = #nvvm<match_sync_kind all>}> : (i32, i64) -> !llvm.struct<(i32, i1)>\n    %3 = "nvvm.redux.sync"(%arg1, %arg0) <{abs = true, kind = #nvvm<redux_kind fmax>, nan = true}> : (f32, i32) -> f32\n    "llvm.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mbarrier_fences_prefetch": (
        "llvm.func @f(%p: !llvm.ptr<3>, %g: !llvm.ptr<1>, %t: i32) {\n  %0 = nvvm.mbarrier.arrive %p : !llvm.ptr<3> -> i64\n  nvvm.mbarrier.expect_tx %p, %t {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32\n  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}\n  nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}\n  nvvm.prefetch level = L2, evict_priority = evict_last, %g : !llvm.ptr<1>\n  llvm.return\n}\n",
        "module {\n  llvm.func @f(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>, %arg2: i32) {\n    %0 = nvvm.mbarrier.arrive %arg0 : !llvm.ptr<3> -> i64\n    nvvm.mbarrier.expect_tx %arg0, %arg2 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32\n    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}\n    nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}\n    nvvm.prefetch level =  L2, evict_priority =  evict_last, %arg1 : !llvm.ptr<1>\n    llvm.return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<3>, ptr<1>, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({\n  ^bb0(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>, %arg2: i32):\n    %0 = "nvvm.mbarrier.arrive"(%arg0) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> i64\n    "nvvm.mbarrier.expect_tx"(%arg0, %arg2) <{scope = #nvvm.mem_scope<cluster>}> : (!llvm.ptr<3>, i32) -> ()\n    "nvvm.fence.proxy"() <{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}> : () -> ()\n    "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<acquire>}> : () -> ()\n    "nvvm.prefetch"(%arg1) <{cacheLevel = #nvvm<prefetch_cache_level L2>, evictPriority = #nvvm<cache_eviction_priority evict_last>}> : (!llvm.ptr<1>) -> ()\n    "llvm.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "tma_tcgen05_wmma": (
        "llvm.func @f(%t: !llvm.ptr, %s: !llvm.ptr<3>, %c: i32, %o: i16, %tm: !llvm.ptr<6>, %off: i64, %v: vector<4xi32>, %p: !llvm.ptr<3>, %st: i32) {\n  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %s, box [%c, %c, %c] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>\n  nvvm.cp.async.bulk.tensor.prefetch %t, box [%c, %c, %c, %c] im2col [%o, %o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr\n  %0 = nvvm.tcgen05.ld %tm, %off {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<4xi32>\n  nvvm.tcgen05.st %tm, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>\n  %1 = nvvm.wmma.load %p, %st {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32)>\n  llvm.return\n}\n",
        "module {\n  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>, %arg2: i32, %arg3: i16, %arg4: !llvm.ptr<6>, %arg5: i64, %arg6: vector<4xi32>, %arg7: !llvm.ptr<3>, %arg8: i32) {\n    nvvm.cp.async.bulk.tensor.global.shared.cta %arg0, %arg1, box[%arg2, %arg2, %arg2] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, <3>\n    nvvm.cp.async.bulk.tensor.prefetch %arg0, box[%arg2, %arg2, %arg2, %arg2] im2col[%arg3, %arg3] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr\n    %0 = nvvm.tcgen05.ld %arg4, %arg5 {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<4xi32>\n    nvvm.tcgen05.st %arg4, %arg6 {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>\n    %1 = nvvm.wmma.load %arg7, %arg8 {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32)>\n    llvm.return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr<3>, i32, i16, ptr<6>, i64, vector<4xi32>, ptr<3>, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({\n  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>, %arg2: i32, %arg3: i16, %arg4: !llvm.ptr<6>, %arg5: i64, %arg6: vector<4xi32>, %arg7: !llvm.ptr<3>, %arg8: i32):\n    "nvvm.cp.async.bulk.tensor.global.shared.cta"(%arg0, %arg1, %arg2, %arg2, %arg2) <{mode = #nvvm.tma_store_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 3, 0, 0>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32) -> ()\n    "nvvm.cp.async.bulk.tensor.prefetch"(%arg0, %arg2, %arg2, %arg2, %arg2, %arg3, %arg3) <{mode = #nvvm.tma_load_mode<im2col>, operandSegmentSizes = array<i32: 1, 4, 2, 0>}> : (!llvm.ptr, i32, i32, i32, i32, i16, i16) -> ()\n    %0 = "nvvm.tcgen05.ld"(%arg4, %arg5) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>}> : (!llvm.ptr<6>, i64) -> vector<4xi32>\n    "nvvm.tcgen05.st"(%arg4, %arg6) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>}> : (!llvm.ptr<6>, vector<4xi32>) -> ()\n    %1 = "nvvm.wmma.load"(%arg7, %arg8) <{eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}> : (!llvm.ptr<3>, i32) -> !llvm.struct<(i32)>\n    "llvm.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "barrier_1": (
        "llvm.func @f(%a: i32) {\n  nvvm.barrier number_of_threads = %a\n  llvm.return\n}\n",
        ["'nvvm.barrier' op barrier id is missing, it should be set between 0 to 15"],
    ),
    "barrier_2": (
        'llvm.func @f(%a: i32) {\n  %0 = "nvvm.barrier"(%a) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> i32\n  llvm.return\n}\n',
        [
            "'nvvm.barrier' op reduction predicate and reduction operation must be specified together"
        ],
    ),
    "barrier_3": (
        'llvm.func @f(%a: i32) {\n  "nvvm.barrier"(%a) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> ()\n  llvm.return\n}\n',
        [
            "'nvvm.barrier' op reduction predicate and reduction operation must be specified together"
        ],
    ),
    "barrier_4": (
        'llvm.func @f(%a: i32) {\n  "nvvm.barrier"() <{reductionOp = #nvvm.reduction<and>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()\n  llvm.return\n}\n',
        [
            "'nvvm.barrier' op reduction predicate and reduction operation must be specified together"
        ],
    ),
    "pmevent_1": (
        "llvm.func @f(%a: i32) {\n  nvvm.pmevent\n  llvm.return\n}\n",
        ["'nvvm.pmevent' op either `id` or `mask` must be set"],
    ),
    "pmevent_2": (
        "llvm.func @f(%a: i32) {\n  nvvm.pmevent id = 3 mask = 4\n  llvm.return\n}\n",
        ["'nvvm.pmevent' op `id` and `mask` cannot be set at the same time"],
    ),
    "pmevent_3": (
        "llvm.func @f(%a: i32) {\n  nvvm.pmevent id = 16\n  llvm.return\n}\n",
        ["'nvvm.pmevent' op `id` must be between 0 and 15"],
    ),
    "pmevent_4": (
        "llvm.func @f(%a: i32) {\n  nvvm.pmevent id = -1\n  llvm.return\n}\n",
        ["'nvvm.pmevent' op `id` must be between 0 and 15"],
    ),
    "prmt_1": (
        "llvm.func @f(%a: i32) {\n  %0 = nvvm.prmt #nvvm.permute_mode<rc8> %a, %a, %a : i32\n  llvm.return\n}\n",
        ["mode 'rc8' does not accept 'hi' operand."],
    ),
    "prmt_2": (
        "llvm.func @f(%a: i32) {\n  %0 = nvvm.prmt #nvvm.permute_mode<default> %a, %a : i32\n  llvm.return\n}\n",
        ["mode 'default' requires 'hi' operand."],
    ),
    "prmt_3": (
        "llvm.func @f(%a: i32) {\n  %0 = nvvm.prmt #nvvm.permute_mode<f4e> %a, %a : i32\n  llvm.return\n}\n",
        ["mode 'f4e' requires 'hi' operand."],
    ),
    "prmt_4": (
        "llvm.func @f(%a: i32) {\n  %0 = nvvm.prmt #nvvm.permute_mode<ecl> %a, %a, %a : i32\n  llvm.return\n}\n",
        ["mode 'ecl' does not accept 'hi' operand."],
    ),
    "setmaxregister_1": (
        "llvm.func @f() {\n  nvvm.setmaxregister increase 23\n  llvm.return\n}\n",
        ["'nvvm.setmaxregister' op new register size must be multiple of 8"],
    ),
    "setmaxregister_2": (
        "llvm.func @f() {\n  nvvm.setmaxregister decrease 16\n  llvm.return\n}\n",
        ["'nvvm.setmaxregister' op new register size must be in between 24 to 256"],
    ),
    "setmaxregister_3": (
        "llvm.func @f() {\n  nvvm.setmaxregister decrease 264\n  llvm.return\n}\n",
        ["'nvvm.setmaxregister' op new register size must be in between 24 to 256"],
    ),
    "st_bulk_1": (
        "llvm.func @f(%p: !llvm.ptr, %s: i64) {\n  nvvm.st.bulk %p, size = %s, init = 1 : !llvm.ptr\n  llvm.return\n}\n",
        ["'nvvm.st.bulk' op only 0 is supported for initVal, got 1"],
    ),
    "cp_async_shared_global_1": (
        "llvm.func @f(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {\n  nvvm.cp.async.shared.global %d, %s, 16, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>\n  llvm.return\n}\n",
        ["Only CG and CA cache modifiers are supported."],
    ),
    "cp_async_shared_global_2": (
        "llvm.func @f(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {\n  nvvm.cp.async.shared.global %d, %s, 12, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>\n  llvm.return\n}\n",
        ["expected byte size to be either 4, 8 or 16."],
    ),
    "cp_async_shared_global_3": (
        "llvm.func @f(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {\n  nvvm.cp.async.shared.global %d, %s, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>\n  llvm.return\n}\n",
        ["CG cache modifier is only support for 16 bytes copy."],
    ),
    "mbarrier_arrive_1": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.mbarrier.arrive %p {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3> -> i64\n  llvm.return\n}\n",
        ["mbarrier scope must be either CTA or Cluster"],
    ),
    "mbarrier_arrive_2": (
        "llvm.func @f(%p: !llvm.ptr<7>) {\n  %0 = nvvm.mbarrier.arrive %p : !llvm.ptr<7> -> i64\n  llvm.return\n}\n",
        ["mbarrier in shared_cluster space cannot return any value"],
    ),
    "mbarrier_expect_tx_1": (
        "llvm.func @f(%p: !llvm.ptr<7>, %a: i32) {\n  nvvm.mbarrier.expect_tx %p, %a {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<7>, i32\n  llvm.return\n}\n",
        ["mbarrier scope must be either CTA or Cluster"],
    ),
    "mbarrier_arrive_expect_tx_1": (
        "llvm.func @f(%p: !llvm.ptr<3>, %a: i32, %b: i1) {\n  nvvm.mbarrier.arrive.expect_tx %p, %a, predicate = %b {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32, i1\n  llvm.return\n}\n",
        ["mbarrier scope must be CTA when using predicate"],
    ),
    "mbarrier_arrive_expect_tx_2": (
        "llvm.func @f(%p: !llvm.ptr<7>, %a: i32, %b: i1) {\n  nvvm.mbarrier.arrive.expect_tx %p, %a, predicate = %b : !llvm.ptr<7>, i32, i1\n  llvm.return\n}\n",
        ["mbarrier in shared_cluster space is not supported when using predicate"],
    ),
    "mbarrier_arrive_expect_tx_3": (
        "llvm.func @f(%p: !llvm.ptr<3>, %a: i32, %b: i1) {\n  %0 = nvvm.mbarrier.arrive.expect_tx %p, %a, predicate = %b : !llvm.ptr<3>, i32, i1 -> i64\n  llvm.return\n}\n",
        ["return-value is not supported when using predicate"],
    ),
    "mbarrier_arrive_expect_tx_4": (
        "llvm.func @f(%p: !llvm.ptr<3>, %a: i32, %b: i1) {\n  nvvm.mbarrier.arrive.expect_tx %p, %a, predicate = %b {relaxed = true} : !llvm.ptr<3>, i32, i1\n  llvm.return\n}\n",
        ["mbarrier with relaxed semantics is not supported when using predicate"],
    ),
    "mbarrier_arrive_drop_expect_tx_1": (
        "llvm.func @f(%p: !llvm.ptr<7>, %a: i32) {\n  %0 = nvvm.mbarrier.arrive_drop.expect_tx %p, %a : !llvm.ptr<7>, i32 -> i64\n  llvm.return\n}\n",
        ["mbarrier in shared_cluster space cannot return any value"],
    ),
    "mbarrier_complete_tx_1": (
        "llvm.func @f(%p: !llvm.ptr<7>, %a: i32) {\n  nvvm.mbarrier.complete_tx %p, %a {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<7>, i32\n  llvm.return\n}\n",
        ["mbarrier scope must be either CTA or Cluster"],
    ),
    "mbarrier_arrive_drop_1": (
        "llvm.func @f(%p: !llvm.ptr<7>, %a: i32) {\n  %0 = nvvm.mbarrier.arrive_drop %p, %a : !llvm.ptr<7> -> i64\n  llvm.return\n}\n",
        ["mbarrier in shared_cluster space cannot return any value"],
    ),
    "mbarrier_try_wait_1": (
        "llvm.func @f(%p: !llvm.ptr<3>, %a: i64) {\n  %0 = nvvm.mbarrier.try_wait %p, %a {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3>, i64 -> i1\n  llvm.return\n}\n",
        ["mbarrier scope must be either CTA or Cluster"],
    ),
    "convert_f8x2_to_f16x2_1": (
        "llvm.func @f(%a: vector<2xi8>) {\n  %0 = nvvm.convert.f8x2.to.f16x2 %a : vector<2xi8> (f16) -> vector<2xf16>\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f8x2.to.f16x2' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f8x2 to f16x2."
        ],
    ),
    "convert_f8x2_to_bf16x2_1": (
        "llvm.func @f(%a: vector<2xi8>) {\n  %0 = nvvm.convert.f8x2.to.bf16x2 %a : vector<2xi8> (f16) -> vector<2xbf16>\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f8x2.to.bf16x2' op Only 'f8E8M0FNU' type is supported for conversions from f8x2 to bf16x2."
        ],
    ),
    "convert_f6x2_to_f16x2_1": (
        "llvm.func @f(%a: vector<2xi8>) {\n  %0 = nvvm.convert.f6x2.to.f16x2 %a : vector<2xi8> (f8E4M3FN) -> vector<2xf16>\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f6x2.to.f16x2' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f6x2 to f16x2."
        ],
    ),
    "convert_f4x2_to_f16x2_1": (
        "llvm.func @f(%a: i8) {\n  %0 = nvvm.convert.f4x2.to.f16x2 %a : i8 (f8E4M3FN) -> vector<2xf16>\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f4x2.to.f16x2' op Only 'f4E2M1FN' type is supported for conversions from f4x2 to f16x2."
        ],
    ),
    "convert_f32x2_to_f6x2_1": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.f32x2.to.f6x2 %a, %a : i16 (f8E4M3FN)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x2.to.f6x2' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x2 to f6x2."
        ],
    ),
    "convert_f32x2_to_f4x2_1": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.f32x2.to.f4x2 %a, %a : i8 (f8E4M3FN)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x2.to.f4x2' op Only 'f4E2M1FN' type is supported for conversions from f32x2 to f4x2."
        ],
    ),
    "convert_f32x2_to_f8x2_1": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.f32x2.to.f8x2 %a, %a : i16 (f16)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x2.to.f8x2' op Only 'f8E4M3FN', 'f8E5M2', and 'f8E8M0FNU' types are supported for conversions from f32x2 to f8x2"
        ],
    ),
    "convert_f32x2_to_f8x2_2": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.f32x2.to.f8x2 %a, %a {rnd = #nvvm.fp_rnd_mode<rz>} : i16 (f8E5M2)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x2.to.f8x2' op Only RN rounding mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types"
        ],
    ),
    "convert_f32x2_to_f8x2_3": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.f32x2.to.f8x2 %a, %a {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E5M2)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x2.to.f8x2' op Only SATFINITE saturation mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types"
        ],
    ),
    "convert_f32x2_to_f8x2_4": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.f32x2.to.f8x2 %a, %a {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E8M0FNU)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x2.to.f8x2' op Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type"
        ],
    ),
    "convert_f32x2_to_f8x2_5": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.f32x2.to.f8x2 %a, %a {rnd = #nvvm.fp_rnd_mode<rz>, relu = true} : i16 (f8E8M0FNU)\n  llvm.return\n}\n",
        ["'nvvm.convert.f32x2.to.f8x2' op relu not supported for conversions to 'f8E8M0FNU' type"],
    ),
    "convert_f16x2_to_f8x2_1": (
        "llvm.func @f(%a: vector<2xf16>) {\n  %0 = nvvm.convert.f16x2.to.f8x2 %a : vector<2xf16> -> i16 (f8E8M0FNU)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f16x2.to.f8x2' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f16x2 to f8x2."
        ],
    ),
    "convert_bf16x2_to_f8x2_1": (
        "llvm.func @f(%a: vector<2xbf16>) {\n  %0 = nvvm.convert.bf16x2.to.f8x2 %a : vector<2xbf16> -> i16 (f8E5M2)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.bf16x2.to.f8x2' op Only 'f8E8M0FNU' type is supported for conversions from bf16x2 to f8x2."
        ],
    ),
    "convert_bf16x2_to_f8x2_2": (
        "llvm.func @f(%a: vector<2xbf16>) {\n  %0 = nvvm.convert.bf16x2.to.f8x2 %a {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16> -> i16 (f16)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.bf16x2.to.f8x2' op Only 'f8E8M0FNU' type is supported for conversions from bf16x2 to f8x2."
        ],
    ),
    "convert_float_to_tf32_1": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.float.to.tf32 %a {rnd = #nvvm.fp_rnd_mode<rna>, relu = true}\n  llvm.return\n}\n",
        ["Relu not supported with rna rounding mode."],
    ),
    "convert_float_to_tf32_2": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.float.to.tf32 %a {rnd = #nvvm.fp_rnd_mode<rp>}\n  llvm.return\n}\n",
        ["Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op."],
    ),
    "convert_f32x2_to_f16x2_1": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.f32x2.to.f16x2 %a, %a {rnd = #nvvm.fp_rnd_mode<rp>} : vector<2xf16>\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x2.to.f16x2' op Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to f16x2."
        ],
    ),
    "convert_f32x2_to_bf16x2_1": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.f32x2.to.bf16x2 %a, %a {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xbf16>\n  llvm.return\n}\n",
        ["'nvvm.convert.f32x2.to.bf16x2' op random_bits is required for RS rounding mode."],
    ),
    "convert_f32x2_to_bf16x2_2": (
        "llvm.func @f(%a: f32, %b: i32) {\n  %0 = nvvm.convert.f32x2.to.bf16x2 %a, %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16>\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x2.to.bf16x2' op random_bits not supported for RN and RZ rounding modes."
        ],
    ),
    "convert_f32x4_to_f8x4_1": (
        "llvm.func @f(%a: vector<4xf32>, %b: i32) {\n  %0 = nvvm.convert.f32x4.to.f8x4 %a, %b : vector<4xf32> -> vector<4xi8> (f16)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x4.to.f8x4' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f32x4 to f8x4."
        ],
    ),
    "convert_f32x4_to_f6x4_1": (
        "llvm.func @f(%a: vector<4xf32>, %b: i32) {\n  %0 = nvvm.convert.f32x4.to.f6x4 %a, %b : vector<4xf32> -> vector<4xi8> (f16)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x4.to.f6x4' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x4 to f6x4."
        ],
    ),
    "convert_f32x4_to_f4x4_1": (
        "llvm.func @f(%a: vector<4xf32>, %b: i32) {\n  %0 = nvvm.convert.f32x4.to.f4x4 %a, %b : vector<4xf32> -> i16 (f16)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.f32x4.to.f4x4' op Only 'f4E2M1FN' type is supported for conversions from f32x4 to f4x4."
        ],
    ),
    "convert_float_to_tf32_3": (
        "llvm.func @f(%a: f32) {\n  %0 = nvvm.convert.float.to.tf32 %a\n  llvm.return\n}\n",
        ["Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op."],
    ),
    "convert_bf16x2_to_f8x2_3": (
        "llvm.func @f(%a: vector<2xbf16>) {\n  %0 = nvvm.convert.bf16x2.to.f8x2 %a {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16> -> i16 (f8E8M0FNU)\n  llvm.return\n}\n",
        [
            "'nvvm.convert.bf16x2.to.f8x2' op Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2."
        ],
    ),
    "fence_proxy_1": (
        "llvm.func @f() {\n  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}\n  llvm.return\n}\n",
        ["'nvvm.fence.proxy' op async_shared fence requires space attribute"],
    ),
    "fence_proxy_2": (
        "llvm.func @f() {\n  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>, space = #nvvm.shared_space<cta>}\n  llvm.return\n}\n",
        ["'nvvm.fence.proxy' op only async_shared fence can have space attribute"],
    ),
    "fence_proxy_acquire_1": (
        "llvm.func @f(%p: !llvm.ptr, %s: i32) {\n  nvvm.fence.proxy.acquire #nvvm.mem_scope<sys> %p, %s from_proxy = #nvvm.proxy_kind<async>\n  llvm.return\n}\n",
        [
            "'nvvm.fence.proxy.acquire' op uni-directional proxies only support generic for from_proxy attribute"
        ],
    ),
    "fence_proxy_release_1": (
        "llvm.func @f(%p: !llvm.ptr, %s: i32) {\n  nvvm.fence.proxy.release #nvvm.mem_scope<sys> to_proxy = #nvvm.proxy_kind<async>\n  llvm.return\n}\n",
        [
            "'nvvm.fence.proxy.release' op uni-directional proxies only support tensormap for to_proxy attribute"
        ],
    ),
    "fence_proxy_sync_restrict_1": (
        "llvm.func @f() {\n  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<async>, toProxy = #nvvm.proxy_kind<async>}\n  llvm.return\n}\n",
        ["'nvvm.fence.proxy.sync_restrict' op only generic is support for from_proxy attribute"],
    ),
    "fence_proxy_sync_restrict_2": (
        "llvm.func @f() {\n  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<generic>}\n  llvm.return\n}\n",
        ["'nvvm.fence.proxy.sync_restrict' op only async is supported for to_proxy attribute"],
    ),
    "fence_sync_restrict_1": (
        "llvm.func @f() {\n  nvvm.fence.sync_restrict {order = #nvvm.mem_order<relaxed>}\n  llvm.return\n}\n",
        ["'nvvm.fence.sync_restrict' op only acquire and release semantics are supported"],
    ),
    "shfl_sync_1": (
        "llvm.func @f(%a: i32, %b: f32) {\n  %0 = nvvm.shfl.sync bfly %a, %b, %a, %a : f32 -> !llvm.struct<(f32, i1)>\n  llvm.return\n}\n",
        [
            "'nvvm.shfl.sync' op \"return_value_and_is_valid\" attribute must be specified when the return type is a struct type"
        ],
    ),
    "shfl_sync_2": (
        "llvm.func @f(%a: i32, %b: f32) {\n  %0 = nvvm.shfl.sync bfly %a, %b, %a, %a {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1, i1)>\n  llvm.return\n}\n",
        ["'nvvm.shfl.sync' op expected return type to be a two-element struct"],
    ),
    "shfl_sync_3": (
        "llvm.func @f(%a: i32, %b: f32) {\n  %0 = nvvm.shfl.sync bfly %a, %b, %a, %a {return_value_and_is_valid} : f32 -> !llvm.struct<(i32, i1)>\n  llvm.return\n}\n",
        [
            "'nvvm.shfl.sync' op expected first element in the returned struct to be of type 'f32' but got 'i32' instead"
        ],
    ),
    "shfl_sync_4": (
        "llvm.func @f(%a: i32, %b: f32) {\n  %0 = nvvm.shfl.sync bfly %a, %b, %a, %a {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i32)>\n  llvm.return\n}\n",
        [
            "'nvvm.shfl.sync' op expected second element in the returned struct to be of type 'i1' but got 'i32' instead"
        ],
    ),
    "shfl_sync_5": (
        "llvm.func @f(%a: i32, %b: f32) {\n  %0 = nvvm.shfl.sync bfly %a, %b, %a, %a {return_value_and_is_valid} : f32 -> f32\n  llvm.return\n}\n",
        ["'nvvm.shfl.sync' op expected return type to be a two-element struct"],
    ),
    "shfl_sync_6": (
        "llvm.func @f(%a: i32, %b: f32) {\n  %0 = nvvm.shfl.sync bfly %a, %b, %a, %a : f32 -> i32\n  llvm.return\n}\n",
        ["'nvvm.shfl.sync' op expected return type to be of type 'f32' but got 'i32' instead"],
    ),
    "vote_sync_1": (
        "llvm.func @f(%a: i32, %b: i1) {\n  %0 = nvvm.vote.sync ballot %a, %b -> i1\n  llvm.return\n}\n",
        ["'nvvm.vote.sync' op vote.sync 'ballot' returns an i32"],
    ),
    "vote_sync_2": (
        "llvm.func @f(%a: i32, %b: i1) {\n  %0 = nvvm.vote.sync any %a, %b -> i32\n  llvm.return\n}\n",
        ["'nvvm.vote.sync' op vote.sync 'any', 'all' and 'uni' returns an i1"],
    ),
    "match_sync_1": (
        "llvm.func @f(%a: i32, %b: i64) {\n  %0 = nvvm.match.sync all %a, %b : i64 -> i32\n  llvm.return\n}\n",
        [
            "'nvvm.match.sync' op match.sync 'all' returns a two element struct with first element as i32 and second element as i1"
        ],
    ),
    "match_sync_2": (
        "llvm.func @f(%a: i32, %b: i64) {\n  %0 = nvvm.match.sync any %a, %b : i64 -> !llvm.struct<(i32, i1)>\n  llvm.return\n}\n",
        ["'nvvm.match.sync' op match.sync 'any' returns an i32"],
    ),
    "redux_sync_1": (
        "llvm.func @f(%a: i32, %b: f32) {\n  %0 = nvvm.redux.sync add %b, %a : f32 -> f32\n  llvm.return\n}\n",
        [
            "'nvvm.redux.sync' op 'add' redux kind unsupported with 'f32' type. Only supported type is 'i32'."
        ],
    ),
    "redux_sync_2": (
        "llvm.func @f(%a: i32, %b: f32) {\n  %0 = nvvm.redux.sync fmax %a, %a : i32 -> i32\n  llvm.return\n}\n",
        [
            "'nvvm.redux.sync' op 'fmax' redux kind unsupported with 'i32' type. Only supported type is 'f32'."
        ],
    ),
    "redux_sync_3": (
        "llvm.func @f(%a: i32, %b: f32) {\n  %0 = nvvm.redux.sync umin %a, %a {nan = true} : i32 -> i32\n  llvm.return\n}\n",
        ["'nvvm.redux.sync' op nan attribute is supported only for f32 type"],
    ),
    "prefetch_1": (
        "llvm.func @f(%p: !llvm.ptr<1>) {\n  nvvm.prefetch level = L1, tensormap, %p : !llvm.ptr<1>\n  llvm.return\n}\n",
        ["'nvvm.prefetch' op cannot specify both tensormap and cache level"],
    ),
    "prefetch_2": (
        "llvm.func @f(%p: !llvm.ptr<1>) {\n  nvvm.prefetch tensormap, %p : !llvm.ptr<1>\n  llvm.return\n}\n",
        ["'nvvm.prefetch' op prefetch tensormap requires a generic or constant pointer"],
    ),
    "prefetch_3": (
        "llvm.func @f(%p: !llvm.ptr<1>) {\n  nvvm.prefetch %p : !llvm.ptr<1>\n  llvm.return\n}\n",
        ["'nvvm.prefetch' op requires specification of either cache level or tensormap"],
    ),
    "prefetch_4": (
        "llvm.func @f(%p: !llvm.ptr<1>) {\n  nvvm.prefetch level = L1 uniform, %p : !llvm.ptr<1>\n  llvm.return\n}\n",
        ["'nvvm.prefetch' op prefetch to uniform cache requires a generic pointer"],
    ),
    "prefetch_5": (
        "llvm.func @f(%p: !llvm.ptr<1>) {\n  nvvm.prefetch level = L1, evict_priority = evict_last, %p : !llvm.ptr<1>\n  llvm.return\n}\n",
        ["'nvvm.prefetch' op cache eviction priority supported only for cache level L2"],
    ),
    "prefetch_6": (
        "llvm.func @f(%p: !llvm.ptr<1>) {\n  nvvm.prefetch level = L2, evict_priority = evict_first, %p : !llvm.ptr<1>\n  llvm.return\n}\n",
        [
            "'nvvm.prefetch' op unsupported cache eviction priority, only evict_last and evict_normal are supported"
        ],
    ),
    "prefetch_7": (
        "llvm.func @f(%p: !llvm.ptr, %b: i1) {\n  nvvm.prefetch level = L2, %p, predicate = %b : !llvm.ptr, i1\n  llvm.return\n}\n",
        ["'nvvm.prefetch' op predicate supported only on prefetch tensormap"],
    ),
    "prefetch_8": (
        "llvm.func @f(%p: !llvm.ptr<4>) {\n  nvvm.prefetch tensormap in_param_space, %p : !llvm.ptr<4>\n  llvm.return\n}\n",
        ["'nvvm.prefetch' op in_param_space can only be specified for a generic pointer"],
    ),
    "clusterlaunchcontrol_query_cancel_1": (
        "llvm.func @f(%r: i128) {\n  %0 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i32\n  llvm.return\n}\n",
        ["'nvvm.clusterlaunchcontrol.query.cancel' op is_canceled query type returns an i1"],
    ),
    "clusterlaunchcontrol_query_cancel_2": (
        "llvm.func @f(%r: i128) {\n  %0 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %r : i1\n  llvm.return\n}\n",
        [
            "'nvvm.clusterlaunchcontrol.query.cancel' op get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z query types return an i32"
        ],
    ),
    "fence_proxy_sync_restrict_3": (
        "llvm.func @f() {\n  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<relaxed>, fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<async>}\n  llvm.return\n}\n",
        ["'nvvm.fence.proxy.sync_restrict' op only acquire and release semantics are supported"],
    ),
    "fence_proxy_sync_restrict_4": (
        "llvm.func @f() {\n  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<relaxed>, fromProxy = #nvvm.proxy_kind<async>, toProxy = #nvvm.proxy_kind<async>}\n  llvm.return\n}\n",
        ["'nvvm.fence.proxy.sync_restrict' op only acquire and release semantics are supported"],
    ),
    "cp_async_bulk_tensor_global_shared_cta_1": (
        "llvm.func @f(%t: !llvm.ptr, %s: !llvm.ptr<3>, %c: i32) {\n  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %s, box [%c, %c, %c, %c, %c, %c] : !llvm.ptr, !llvm.ptr<3>\n  llvm.return\n}\n",
        ["expects coordinates between 1 to 5 dimension"],
    ),
    "cp_async_bulk_tensor_global_shared_cta_2": (
        "llvm.func @f(%t: !llvm.ptr, %s: !llvm.ptr<3>, %c: i32) {\n  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %s, box [%c, %c] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>\n  llvm.return\n}\n",
        ["to use im2col mode, the tensor has to be at least 3-dimensional"],
    ),
    "cp_async_bulk_tensor_global_shared_cta_3": (
        "llvm.func @f(%t: !llvm.ptr, %s: !llvm.ptr<3>, %c: i32) {\n  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %s, box [%c, %c] {mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>\n  llvm.return\n}\n",
        ["Scatter4 mode expects 5 coordinates"],
    ),
    "cp_async_bulk_tensor_global_shared_cta_4": (
        "llvm.func @f(%t: !llvm.ptr, %s: !llvm.ptr<3>, %c: i32, %p: i1) {\n  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %s, box [%c, %c, %c], predicate = %p {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>\n  llvm.return\n}\n",
        ["Inline-ptx lowering supported only for Tile mode."],
    ),
    "cp_async_bulk_tensor_global_shared_cta_5": (
        "llvm.func @f(%t: !llvm.ptr, %s: !llvm.ptr<3>, %c: i32, %p: i1, %h: i64) {\n  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %s, box [%c, %c, %c] l2_cache_hint = %h, predicate = %p : !llvm.ptr, !llvm.ptr<3>\n  llvm.return\n}\n",
        ["Inline-ptx lowering unsupported with L2 cache-hint."],
    ),
    "cp_async_bulk_tensor_prefetch_1": (
        "llvm.func @f(%t: !llvm.ptr, %c: i32) {\n  nvvm.cp.async.bulk.tensor.prefetch %t, box [] : !llvm.ptr\n  llvm.return\n}\n",
        ["expects coordinates between 1 to 5 dimension"],
    ),
    "cp_async_bulk_tensor_prefetch_2": (
        "llvm.func @f(%t: !llvm.ptr, %c: i32, %o: i16) {\n  nvvm.cp.async.bulk.tensor.prefetch %t, box [%c, %c] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr\n  llvm.return\n}\n",
        ["to use im2col mode, the tensor has to be at least 3-dimensional"],
    ),
    "cp_async_bulk_tensor_prefetch_3": (
        "llvm.func @f(%t: !llvm.ptr, %c: i32, %o: i16) {\n  nvvm.cp.async.bulk.tensor.prefetch %t, box [%c, %c, %c] im2col [%o, %o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr\n  llvm.return\n}\n",
        [" im2col offsets expected 1 (provided 2)"],
    ),
    "cp_async_bulk_tensor_prefetch_4": (
        "llvm.func @f(%t: !llvm.ptr, %c: i32, %o: i16) {\n  nvvm.cp.async.bulk.tensor.prefetch %t, box [%c, %c, %c] im2col [%o] : !llvm.ptr\n  llvm.return\n}\n",
        [" im2col offsets expected 0 (provided 1)"],
    ),
    "cp_async_bulk_tensor_prefetch_5": (
        "llvm.func @f(%t: !llvm.ptr, %c: i32, %o: i16) {\n  nvvm.cp.async.bulk.tensor.prefetch %t, box [%c, %c, %c] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr\n  llvm.return\n}\n",
        ["Gather4 mode expects 5 coordinates"],
    ),
    "cp_async_bulk_tensor_prefetch_6": (
        "llvm.func @f(%t: !llvm.ptr, %c: i32, %o: i16) {\n  nvvm.cp.async.bulk.tensor.prefetch %t, box [%c, %c, %c] im2col [%o] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr\n  llvm.return\n}\n",
        [" im2col offsets expected 2 (provided 1)"],
    ),
    "cp_async_bulk_tensor_reduce_1": (
        "llvm.func @f(%t: !llvm.ptr, %s: !llvm.ptr<3>, %c: i32) {\n  nvvm.cp.async.bulk.tensor.reduce %t, %s, box [%c] {redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>\n  llvm.return\n}\n",
        ["Scatter mode unsupported for CpAsyncBulkTensorReduceOp"],
    ),
    "cp_async_bulk_tensor_reduce_2": (
        "llvm.func @f(%t: !llvm.ptr, %s: !llvm.ptr<3>, %c: i32) {\n  nvvm.cp.async.bulk.tensor.reduce %t, %s, box [%c] {redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>\n  llvm.return\n}\n",
        ["to use im2col mode, the tensor has to be at least 3-dimensional"],
    ),
    "cp_async_bulk_shared_cluster_global_1": (
        "llvm.func @f(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>, %m: !llvm.ptr<3>, %z: i32, %k: i16) {\n  nvvm.cp.async.bulk.shared.cluster.global %d, %s, %m, %z multicast_mask = %k : !llvm.ptr<3>, !llvm.ptr<1>\n  llvm.return\n}\n",
        ["Multicast is not supported with shared::cta mode."],
    ),
    "cp_async_bulk_tensor_shared_cluster_global_1": (
        "llvm.func @f(%d: !llvm.ptr<3>, %t: !llvm.ptr, %m: !llvm.ptr<3>, %c: i32) {\n  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box [%c] : !llvm.ptr<3>, !llvm.ptr\n  llvm.return\n}\n",
        ["Shared::cluster destination requires address-space 7."],
    ),
    "cp_async_bulk_tensor_shared_cluster_global_2": (
        "llvm.func @f(%d: !llvm.ptr<7>, %t: !llvm.ptr, %m: !llvm.ptr<3>, %c: i32) {\n  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box [%c] {isCTAOnly = true} : !llvm.ptr<7>, !llvm.ptr\n  llvm.return\n}\n",
        ["Shared::cta destination requires address-space 3."],
    ),
    "cp_async_bulk_tensor_shared_cluster_global_3": (
        "llvm.func @f(%d: !llvm.ptr<3>, %t: !llvm.ptr, %m: !llvm.ptr<3>, %c: i32, %k: i16) {\n  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box [%c] multicast_mask = %k {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr\n  llvm.return\n}\n",
        ["Multicast is not supported with shared::cta mode."],
    ),
    "cp_async_bulk_tensor_shared_cluster_global_4": (
        "llvm.func @f(%d: !llvm.ptr<3>, %t: !llvm.ptr, %m: !llvm.ptr<3>, %c: i32, %k: i16) {\n  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box [%c] {isCTAOnly = true, group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, !llvm.ptr\n  llvm.return\n}\n",
        ["CTAGroup is not supported with shared::cta mode."],
    ),
    "cp_async_bulk_tensor_shared_cluster_global_5": (
        "llvm.func @f(%d: !llvm.ptr<3>, %t: !llvm.ptr, %m: !llvm.ptr<3>, %c: i32, %p: i1) {\n  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box [%c] predicate = %p {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr\n  llvm.return\n}\n",
        ["Predicate is supported only for shared::cluster mode."],
    ),
    "cp_async_bulk_tensor_shared_cluster_global_6": (
        "llvm.func @f(%d: !llvm.ptr<7>, %t: !llvm.ptr, %m: !llvm.ptr<3>, %c: i32, %p: i1) {\n  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box [%c, %c, %c, %c, %c] predicate = %p {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr\n  llvm.return\n}\n",
        ["Predicate is supported only for Tile and Im2col modes."],
    ),
    "cp_async_bulk_tensor_shared_cluster_global_7": (
        "llvm.func @f(%d: !llvm.ptr<7>, %t: !llvm.ptr, %m: !llvm.ptr<3>, %c: i32, %p: i1) {\n  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box [%c, %c, %c, %c, %c, %c] : !llvm.ptr<7>, !llvm.ptr\n  llvm.return\n}\n",
        ["expects coordinates between 1 to 5 dimension"],
    ),
    "tcgen05_mma_1": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %m: vector<8xi32>) {\n  nvvm.tcgen05.mma %d, %a, %b, %i, %e mask = %m {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>)\n  llvm.return\n}\n",
        ["Disable Output Lane of length 8 is incompatible with CtaGroupAttr"],
    ),
    "tcgen05_mma_2": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %m: vector<4xi32>) {\n  nvvm.tcgen05.mma %d, %a, %b, %i, %e mask = %m {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<4xi32>)\n  llvm.return\n}\n",
        ["Disable Output Lane of length 4 is incompatible with CtaGroupAttr"],
    ),
    "tcgen05_mma_3": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1) {\n  nvvm.tcgen05.mma %d, %a, %b, %i, %e {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, i64, i64, i32, i1)\n  llvm.return\n}\n",
        ["A-shift can be applied only when matrix A is in tensor memory"],
    ),
    "tcgen05_mma_4": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {\n  nvvm.tcgen05.mma %d, %a, %b, %i, %e {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)\n  llvm.return\n}\n",
        ["Cannot use collector buffer operation fill or use with ashift"],
    ),
    "tcgen05_mma_block_scale_1": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %sa: !llvm.ptr<6>) {\n  nvvm.tcgen05.mma.block_scale %d, %a, %b, %i, %e, %sa, %sa {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)\n  llvm.return\n}\n",
        ["mxf8f6f4 kind does not support block16 attribute"],
    ),
    "tcgen05_mma_block_scale_2": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %sa: !llvm.ptr<6>) {\n  nvvm.tcgen05.mma.block_scale %d, %a, %b, %i, %e, %sa, %sa {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)\n  llvm.return\n}\n",
        ["mxf4 kind does not support block16 attribute"],
    ),
    "tcgen05_mma_sp_1": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %sa: !llvm.ptr<6>, %m: vector<4xi32>) {\n  nvvm.tcgen05.mma.sp %d, %a, %b, %i, %e, %sa mask = %m {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, vector<4xi32>)\n  llvm.return\n}\n",
        ["Disable Output Lane of length 4 is incompatible with CtaGroupAttr"],
    ),
    "tcgen05_mma_sp_block_scale_1": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %sa: !llvm.ptr<6>) {\n  nvvm.tcgen05.mma.sp.block_scale %d, %a, %b, %i, %e, %sa, %sa, %sa {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)\n  llvm.return\n}\n",
        ["mxf8f6f4 kind does not support block16 attribute"],
    ),
    "tcgen05_mma_sp_2": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %sa: !llvm.ptr<6>) {\n  nvvm.tcgen05.mma.sp %d, %a, %b, %i, %e, %sa {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)\n  llvm.return\n}\n",
        ["A-shift can be applied only when matrix A is in tensor memory"],
    ),
    "tcgen05_mma_block_scale_3": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %sa: !llvm.ptr<6>) {\n  nvvm.tcgen05.mma.block_scale %d, %a, %b, %i, %e, %sa, %sa {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)\n  llvm.return\n}\n",
        ["mxf4nvf4 requires block scale attribute"],
    ),
    "tcgen05_mma_block_scale_4": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %sa: !llvm.ptr<6>) {\n  nvvm.tcgen05.mma.block_scale %d, %a, %b, %i, %e, %sa, %sa {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<default>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)\n  llvm.return\n}\n",
        ["mxf4nvf4 requires block scale attribute"],
    ),
    "tcgen05_mma_5": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {\n  nvvm.tcgen05.mma %d, %a, %b, %i, %e {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)\n  llvm.return\n}\n",
        ["Cannot use collector buffer operation fill or use with ashift"],
    ),
    "tcgen05_mma_6": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %m: vector<8xi32>) {\n  nvvm.tcgen05.mma %d, %a, %b, %i, %e mask = %m {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)\n  llvm.return\n}\n",
        ["Disable Output Lane of length 8 is incompatible with CtaGroupAttr"],
    ),
    "tcgen05_mma_7": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %m: vector<8xi32>) {\n  nvvm.tcgen05.mma %d, %a, %b, %i, %e mask = %m {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>)\n  llvm.return\n}\n",
        ["Disable Output Lane of length 8 is incompatible with CtaGroupAttr"],
    ),
    "tcgen05_mma_sp_block_scale_2": (
        "llvm.func @f(%d: !llvm.ptr<6>, %a: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %sa: !llvm.ptr<6>) {\n  nvvm.tcgen05.mma.sp.block_scale %d, %a, %b, %i, %e, %sa, %sa, %sa {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)\n  llvm.return\n}\n",
        ["mxf4 kind does not support block16 attribute"],
    ),
    "wmma_load_1": (
        "llvm.func @f(%p: !llvm.ptr<5>, %s: i32) {\n  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<5>) -> !llvm.struct<(i32)>\n  llvm.return\n}\n",
        ["'nvvm.wmma.load' op expected source pointer in memory space 0, 1, 3"],
    ),
    "wmma_load_2": (
        "llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {\n  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32)>\n  llvm.return\n}\n",
        ["'nvvm.wmma.load' op invalid attribute combination"],
    ),
    "wmma_load_3": (
        "llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {\n  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32)>\n  llvm.return\n}\n",
        [
            "'nvvm.wmma.load' op expected destination type is a structure of 8 elements of type 'vector<2xf16>'"
        ],
    ),
    "wmma_load_4": (
        "llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {\n  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(f64)>\n  llvm.return\n}\n",
        ["'nvvm.wmma.load' op expected destination type to be f64"],
    ),
    "wmma_load_5": (
        "llvm.func @f(%p: !llvm.ptr<3>, %s: i32) {\n  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>\n  llvm.return\n}\n",
        [
            "'nvvm.wmma.load' op expected destination type is a structure of 1 elements of type 'i32'"
        ],
    ),
    "wmma_store_1": (
        "llvm.func @f(%p: !llvm.ptr<3>, %s: i32, %a: f32) {\n  nvvm.wmma.store %p, %s, %a, %a {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, f32, f32\n  llvm.return\n}\n",
        ["'nvvm.wmma.store' op expected 8 data operands"],
    ),
    "wmma_store_2": (
        "llvm.func @f(%p: !llvm.ptr<3>, %s: i32, %a: f16) {\n  nvvm.wmma.store %p, %s, %a, %a, %a, %a {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, f16, f16, f16, f16\n  llvm.return\n}\n",
        ["'nvvm.wmma.store' op expected data operands of type 'vector<2xf16>'"],
    ),
    "wmma_store_3": (
        "llvm.func @f(%p: !llvm.ptr<4>, %s: i32, %a: f16) {\n  nvvm.wmma.store %p, %s, %a {eltype = #nvvm.mma_type<s8>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<4>, f16\n  llvm.return\n}\n",
        ["'nvvm.wmma.store' op expected operands to be a source pointer in memory space 0, 1, 3"],
    ),
    "wmma_store_4": (
        "llvm.func @f(%p: !llvm.ptr<3>, %s: i32, %a: f16) {\n  nvvm.wmma.store %p, %s, %a {eltype = #nvvm.mma_type<s8>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, f16\n  llvm.return\n}\n",
        ["'nvvm.wmma.store' op invalid attribute combination"],
    ),
    "wmma_mma_1": (
        "llvm.func @f(%a: vector<2xf16>, %c: f32) {\n  %0 = nvvm.wmma.mma %a, %a {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wmma.mma' op expected 24 arguments"],
    ),
    "wmma_mma_2": (
        "llvm.func @f(%a: vector<2xf16>, %c: f32) {\n  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %a {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wmma.mma' op expected argument 23 to be of type 'f32'"],
    ),
    "wmma_mma_3": (
        "llvm.func @f(%a: vector<2xf16>, %c: f32) {\n  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wmma.mma' op expected destination type is a structure of 8 elements of type 'f32'"],
    ),
    "wmma_mma_4": (
        "llvm.func @f(%a: vector<2xf16>, %c: f32) {\n  %0 = nvvm.wmma.mma %a, %a {eltypeA = #nvvm.mma_type<s8>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wmma.mma' op invalid attribute combination"],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print), of operations
# whose shape attribute is written struct(params)
MMA_CASES = {
    "mma_m8n8k4_row_col_f32_f32": (
        "func.func @nvvm_mma_m8n8k4_row_col_f32_f32(%a0 : vector<2xf16>, %a1 : vector<2xf16>,\n               %b0 : vector<2xf16>, %b1 : vector<2xf16>,\n               %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32, %c4 : f32, %c5 : f32, %c6 : f32, %c7 : f32) {\n  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7]\n    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,\n     shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>\n  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>\n}\n",
        "module {\n  func.func @nvvm_mma_m8n8k4_row_col_f32_f32(%arg0: vector<2xf16>, %arg1: vector<2xf16>, %arg2: vector<2xf16>, %arg3: vector<2xf16>, %arg4: f32, %arg5: f32, %arg6: f32, %arg7: f32, %arg8: f32, %arg9: f32, %arg10: f32, %arg11: f32) {\n    %0 = nvvm.mma.sync A[%arg0, %arg1]  B[%arg2, %arg3]  C[%arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>\n    llvm.return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> (), sym_name = "nvvm_mma_m8n8k4_row_col_f32_f32"}> ({\n  ^bb0(%arg0: vector<2xf16>, %arg1: vector<2xf16>, %arg2: vector<2xf16>, %arg3: vector<2xf16>, %arg4: f32, %arg5: f32, %arg6: f32, %arg7: f32, %arg8: f32, %arg9: f32, %arg10: f32, %arg11: f32):\n    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 2, 2, 8>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>\n    "llvm.return"(%0) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mma_m16n8k8_bf16_bf16": (
        "func.func @nvvm_mma_m16n8k8_bf16_bf16(%a0 : i32, %a1 : i32, %b0 : i32,\n                              %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32) {\n  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]\n    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,\n     multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>,\n     shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>\n}\n",
        "module {\n  func.func @nvvm_mma_m16n8k8_bf16_bf16(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: f32, %arg5: f32, %arg6: f32) {\n    %0 = nvvm.mma.sync A[%arg0, %arg1]  B[%arg2]  C[%arg3, %arg4, %arg5, %arg6]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n    llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, i32, i32, f32, f32, f32, f32) -> (), sym_name = "nvvm_mma_m16n8k8_bf16_bf16"}> ({\n  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: f32, %arg5: f32, %arg6: f32):\n    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 2, 1, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}> : (i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n    "llvm.return"(%0) : (!llvm.struct<(f32, f32, f32, f32)>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mma_m8n8k16_s8_s8": (
        "func.func @nvvm_mma_m8n8k16_s8_s8(%a0 : i32, %b0 : i32,\n                             %c0 : i32, %c1 : i32) {\n  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]\n    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,\n     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>,\n     intOverflowBehavior=#nvvm.mma_int_overflow<wrapped>,\n     shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>\n  llvm.return %0 : !llvm.struct<(i32, i32)>\n}\n",
        "module {\n  func.func @nvvm_mma_m8n8k16_s8_s8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {\n    %0 = nvvm.mma.sync A[%arg0]  B[%arg1]  C[%arg2, %arg3]  {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>\n    llvm.return %0 : !llvm.struct<(i32, i32)>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "nvvm_mma_m8n8k16_s8_s8"}> ({\n  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32):\n    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3) <{intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, operandSegmentSizes = array<i32: 1, 1, 2>, shape = #nvvm.shape<m = 8, n = 8, k = 16>}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i32)>\n    "llvm.return"(%0) : (!llvm.struct<(i32, i32)>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mma_m16n8k16_s8_u8": (
        "func.func @nvvm_mma_m16n8k16_s8_u8(%a0 : i32, %a1 : i32,\n                                %b0 : i32,\n                                %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) {\n  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]\n    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,\n     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>,\n     intOverflowBehavior=#nvvm.mma_int_overflow<satfinite>,\n     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>\n  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>\n}\n",
        "module {\n  func.func @nvvm_mma_m16n8k16_s8_u8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32) {\n    %0 = nvvm.mma.sync A[%arg0, %arg1]  B[%arg2]  C[%arg3, %arg4, %arg5, %arg6]  {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>\n    llvm.return %0 : !llvm.struct<(i32, i32, i32, i32)>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, i32, i32, i32, i32, i32, i32) -> (), sym_name = "nvvm_mma_m16n8k16_s8_u8"}> ({\n  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32):\n    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) <{intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, operandSegmentSizes = array<i32: 2, 1, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>\n    "llvm.return"(%0) : (!llvm.struct<(i32, i32, i32, i32)>) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mma_sp_sync": (
        "func.func @f(%a: vector<2xf16>, %m: i32, %c: vector<2xf16>, %s: i32, %x: i16, %e: i32) {\n  %0 = nvvm.mma.sp.sync A[%a, %a, %a, %a] B[%a, %a, %a, %a] C[%c, %c] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  %1 = nvvm.mma.sp.sync A[%a, %a, %a, %a] B[%a, %a, %a, %a] C[%c, %c] sparseMetadata[%m] selector[%s] {orderedMetadata, shape = #nvvm.shape<m = 16, n = 8, k = 32>, foo = 1} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: vector<2xf16>, %arg1: i32, %arg2: vector<2xf16>, %arg3: i32, %arg4: i16, %arg5: i32) {\n    %0 = nvvm.mma.sp.sync A[%arg0, %arg0, %arg0, %arg0] B[%arg0, %arg0, %arg0, %arg0] C[%arg2, %arg2] sparseMetadata[%arg1] selector[%arg3] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n    %1 = nvvm.mma.sp.sync A[%arg0, %arg0, %arg0, %arg0] B[%arg0, %arg0, %arg0, %arg0] C[%arg2, %arg2] sparseMetadata[%arg1] selector[%arg3] {foo = 1 : i64, orderedMetadata, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (vector<2xf16>, i32, vector<2xf16>, i32, i16, i32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: vector<2xf16>, %arg1: i32, %arg2: vector<2xf16>, %arg3: i32, %arg4: i16, %arg5: i32):\n    %0 = "nvvm.mma.sp.sync"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg2, %arg2, %arg1, %arg3) <{multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 4, 2, 1, 1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, i32, i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n    %1 = "nvvm.mma.sp.sync"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg2, %arg2, %arg1, %arg3) <{multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 4, 2, 1, 1>, orderedMetadata, shape = #nvvm.shape<m = 16, n = 8, k = 32>}> {foo = 1 : i64} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, i32, i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mma_block_scale": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  %1 = nvvm.mma.sp.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] sparseMetadata[%d] selector[%d] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, orderedMetadata} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: i32, %arg1: f32, %arg2: i32, %arg3: i16) {\n    %0 = nvvm.mma.block_scale A[%arg0, %arg0, %arg0, %arg0] B[%arg0, %arg0] C[%arg1, %arg1, %arg1, %arg1] scaleA[%arg2, %arg3, %arg3] scaleB[%arg2, %arg3, %arg3] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n    %1 = nvvm.mma.sp.block_scale A[%arg0, %arg0, %arg0, %arg0] B[%arg0, %arg0] C[%arg1, %arg1, %arg1, %arg1] sparseMetadata[%arg2] selector[%arg2] scaleA[%arg2, %arg3, %arg3] scaleB[%arg2, %arg3, %arg3] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, orderedMetadata, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, f32, i32, i16) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: i32, %arg1: f32, %arg2: i32, %arg3: i16):\n    %0 = "nvvm.mma.block_scale"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg1, %arg1, %arg1, %arg1, %arg2, %arg3, %arg3, %arg2, %arg3, %arg3) <{blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, operandSegmentSizes = array<i32: 4, 2, 4, 1, 1, 1, 1, 1, 1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>\n    %1 = "nvvm.mma.sp.block_scale"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg1, %arg1, %arg1, %arg1, %arg2, %arg2, %arg2, %arg3, %arg3, %arg2, %arg3, %arg3) <{blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, operandSegmentSizes = array<i32: 4, 2, 4, 1, 1, 1, 1, 1, 1, 1, 1>, orderedMetadata, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 128>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "ldmatrix_stmatrix": (
        "llvm.func @f(%p: !llvm.ptr<3>, %a: i32) {\n  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>\n  nvvm.stmatrix %p, %a, %a {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32\n  llvm.return\n}\n",
        "module {\n  llvm.func @f(%arg0: !llvm.ptr<3>, %arg1: i32) {\n    %0 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>\n    nvvm.stmatrix %arg0, %arg1, %arg1 {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>} : !llvm.ptr<3>, i32, i32\n    llvm.return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<3>, i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({\n  ^bb0(%arg0: !llvm.ptr<3>, %arg1: i32):\n    %0 = "nvvm.ldmatrix"(%arg0) <{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>\n    "nvvm.stmatrix"(%arg0, %arg1, %arg1) <{eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>}> : (!llvm.ptr<3>, i32, i32) -> ()\n    "llvm.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}

# name -> (input, the errors mlir-opt-22 reports), of such operations
MMA_ERRORS = {
    "tcgen05_ld_1": (
        "llvm.func @f(%a: !llvm.ptr<6>, %o: i64) {\n  %0 = nvvm.tcgen05.ld %a {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>\n  llvm.return\n}\n",
        ["shape 16x32bx2 requires offset argument"],
    ),
    "tcgen05_ld_2": (
        "llvm.func @f(%a: !llvm.ptr<6>, %o: i64) {\n  %0 = nvvm.tcgen05.ld %a, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<2xi32>\n  llvm.return\n}\n",
        ["offset argument is only supported for shape 16x32bx2"],
    ),
    "tcgen05_ld_3": (
        "llvm.func @f(%a: !llvm.ptr<6>, %o: i64) {\n  %0 = nvvm.tcgen05.ld %a {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32\n  llvm.return\n}\n",
        ["invalid result type length 1 for shape shape_16x128b in tcgen05.ld Op"],
    ),
    "tcgen05_ld_4": (
        "llvm.func @f(%a: !llvm.ptr<6>, %o: i64) {\n  %0 = nvvm.tcgen05.ld %a {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>\n  llvm.return\n}\n",
        ["invalid result type length 2 for shape shape_16x256b in tcgen05.ld Op"],
    ),
    "tcgen05_st_1": (
        "llvm.func @f(%a: !llvm.ptr<6>, %o: i64, %v: vector<2xi32>) {\n  nvvm.tcgen05.st %a, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>\n  llvm.return\n}\n",
        ["shape 16x32bx2 requires offset argument"],
    ),
    "tcgen05_st_2": (
        "llvm.func @f(%a: !llvm.ptr<6>, %o: i64, %v: i32) {\n  nvvm.tcgen05.st %a, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32\n  llvm.return\n}\n",
        ["invalid input length 1 for shape shape_16x128b in tcgen05.st Op"],
    ),
    "tcgen05_cp_1": (
        "llvm.func @f(%a: !llvm.ptr<6>, %d: i64) {\n  nvvm.tcgen05.cp %a, %d {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}\n  llvm.return\n}\n",
        ["Invalid multicast type for tcgen05.cp Op"],
    ),
    "tcgen05_cp_2": (
        "llvm.func @f(%a: !llvm.ptr<6>, %d: i64) {\n  nvvm.tcgen05.cp %a, %d {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}\n  llvm.return\n}\n",
        ["Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op"],
    ),
    "tcgen05_cp_3": (
        "llvm.func @f(%a: !llvm.ptr<6>, %d: i64) {\n  nvvm.tcgen05.cp %a, %d {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}\n  llvm.return\n}\n",
        ["Shape 32x128b requires multicast warpx4 for tcgen05.cp Op"],
    ),
    "tcgen05_ld_5": (
        "llvm.func @f(%a: !llvm.ptr<6>, %o: i64) {\n  %0 = nvvm.tcgen05.ld %a, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>\n  llvm.return\n}\n",
        [
            "offset argument is only supported for shape 16x32bx2",
            "invalid result type length 2 for shape shape_16x256b in tcgen05.ld Op",
        ],
    ),
    "tcgen05_st_3": (
        "llvm.func @f(%a: !llvm.ptr<6>, %o: i64, %v: vector<2xi32>) {\n  nvvm.tcgen05.st %a, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>\n  llvm.return\n}\n",
        ["invalid input length 2 for shape shape_16x256b in tcgen05.st Op"],
    ),
    "tcgen05_st_4": (
        "llvm.func @f(%a: !llvm.ptr<6>, %o: i64, %v: vector<2xi32>) {\n  nvvm.tcgen05.st %a, %v, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>\n  llvm.return\n}\n",
        ["invalid input length 2 for shape shape_16x256b in tcgen05.st Op"],
    ),
    "tcgen05_ld_6": (
        "llvm.func @f(%a: !llvm.ptr<6>, %o: i64) {\n  %0 = nvvm.tcgen05.ld %a, %o {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<2xi32>\n  llvm.return\n}\n",
        ["offset argument is only supported for shape 16x32bx2"],
    ),
    "ldmatrix_1": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32\n  llvm.return\n}\n",
        ["'nvvm.ldmatrix' op expected num attribute to be 1, 2 or 4 for 8x8 matrix"],
    ),
    "ldmatrix_2": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32\n  llvm.return\n}\n",
        ["'nvvm.ldmatrix' op expected element type to be b16 for 8x8 matrix"],
    ),
    "ldmatrix_3": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32\n  llvm.return\n}\n",
        ["'nvvm.ldmatrix' op expected layout to be row for 8x16 matrix"],
    ),
    "ldmatrix_4": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32\n  llvm.return\n}\n",
        [
            "'nvvm.ldmatrix' op expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix"
        ],
    ),
    "ldmatrix_5": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32\n  llvm.return\n}\n",
        ["'nvvm.ldmatrix' op expected num attribute to be 1 or 2 for 16x16 matrix"],
    ),
    "ldmatrix_6": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32\n  llvm.return\n}\n",
        ["'nvvm.ldmatrix' op expected layout to be col for 16x16 matrix"],
    ),
    "ldmatrix_7": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32\n  llvm.return\n}\n",
        [
            "'nvvm.ldmatrix' op expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix"
        ],
    ),
    "ldmatrix_8": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32\n  llvm.return\n}\n",
        ["'nvvm.ldmatrix' op expected shape to be 8x8, 8x16 or 16x16"],
    ),
    "ldmatrix_9": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32\n  llvm.return\n}\n",
        ["'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32"],
    ),
    "ldmatrix_10": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i64\n  llvm.return\n}\n",
        ["'nvvm.ldmatrix' op expected destination type is i32"],
    ),
    "ldmatrix_11": (
        "llvm.func @f(%p: !llvm.ptr<3>) {\n  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32\n  llvm.return\n}\n",
        ["'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32"],
    ),
    "stmatrix_1": (
        "llvm.func @f(%p: !llvm.ptr<3>, %a: i32) {\n  nvvm.stmatrix %p, %a, %a, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32\n  llvm.return\n}\n",
        ["'nvvm.stmatrix' op expected num attribute to be 1, 2 or 4"],
    ),
    "stmatrix_2": (
        "llvm.func @f(%p: !llvm.ptr<3>, %a: i32) {\n  nvvm.stmatrix %p, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32\n  llvm.return\n}\n",
        ["'nvvm.stmatrix' op expected element type to be B16 for 8x8 matrix"],
    ),
    "stmatrix_3": (
        "llvm.func @f(%p: !llvm.ptr<3>, %a: i32) {\n  nvvm.stmatrix %p, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32\n  llvm.return\n}\n",
        ["'nvvm.stmatrix' op expected element type to be B8 for 16x8 matrix"],
    ),
    "stmatrix_4": (
        "llvm.func @f(%p: !llvm.ptr<3>, %a: i32) {\n  nvvm.stmatrix %p, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32\n  llvm.return\n}\n",
        ["'nvvm.stmatrix' op expected layout to be col for 16x8 matrix"],
    ),
    "stmatrix_5": (
        "llvm.func @f(%p: !llvm.ptr<3>, %a: i32) {\n  nvvm.stmatrix %p, %a {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32\n  llvm.return\n}\n",
        ["'nvvm.stmatrix' op expected shape to be 8x8 or 16x8"],
    ),
    "wgmma_mma_async_1": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op shape 'k' must be 16 for input type f16"],
    ),
    "wgmma_mma_async_2": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op f32 += tf32 * f16, it is not supported."],
    ),
    "wgmma_mma_async_3": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(i32, i32, i32, i32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <one>], A[<s8>, <neg>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op has s32 output, scaleA and scaleB cannot be neg"],
    ),
    "wgmma_mma_async_4": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<s8>, <one>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op f32 += s8 * s8, it is not supported."],
    ),
    "wgmma_mma_async_5": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <col>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n",
        [
            "'nvvm.wgmma.mma_async' op given layouts layout_a = col and layout_b = col for input types tf32 and tf32 requires transpose. However, this is only supported for: f16 and bf16"
        ],
    ),
    "wgmma_mma_async_6": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>, <satfinite>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n",
        [
            "'nvvm.wgmma.mma_async' op  `satfinite` can be only used with s32 accumulator, however the current accumulator is f32"
        ],
    ),
    "wgmma_mma_async_7": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 16>, D[<e4m3>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op does not support the given output type e4m3"],
    ),
    "wgmma_mma_async_8": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 10, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op has input type f16 n is set to 10, it is not supported."],
    ),
    "wgmma_mma_async_9": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 12, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op has input type f16 n is set to 12, it is not supported."],
    ),
    "wgmma_mma_async_10": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 32, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op shape 'm' must be 64"],
    ),
    "wgmma_mma_async_11": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, i32, f32, f32)>\n  llvm.return\n}\n",
        [
            "'nvvm.wgmma.mma_async' op failed to verify that input struct and result struct must be the same type"
        ],
    ),
    "wgmma_mma_async_12": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<s8>, <one>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op f32 += s8 * s8, it is not supported."],
    ),
    "wgmma_mma_async_13": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32)> -> !llvm.struct<(f32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op results 4, however output struct has 3 elements"],
    ),
    "wgmma_mma_async_14": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(f32, i32, f32, f32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, i32, f32, f32)> -> !llvm.struct<(f32, i32, f32, f32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op all elements in struct must be same type but there is 'i32'"],
    ),
    "wgmma_mma_async_15": (
        "llvm.func @f(%d: i64, %i: !llvm.struct<(i32, i32, i32, i32)>) {\n  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 40, k = 32>, D[<s32>, <one>], A[<s8>, <one>, <row>], B[<u8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>\n  llvm.return\n}\n",
        ["'nvvm.wgmma.mma_async' op has input type s8 n is set to 40, it is not supported."],
    ),
    "mma_sync_1": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  return\n}\n",
        [
            "'nvvm.mma.sync' op Could not match types for the B operands; expected one of 2xvector<2xf16> but got vector<2xf16>"
        ],
    ),
    "mma_sync_2": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  return\n}\n",
        ["'nvvm.mma.sync' op unimplemented variant for MMA shape <16, 8, 4>"],
    ),
    "mma_sync_3": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  return\n}\n",
        [
            "'nvvm.mma.sync' op requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <16, 8, 16> with element types f16 and f16. Only m8n8k4 with f16 supports other layouts."
        ],
    ),
    "mma_sync_4": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["'nvvm.mma.sync' op ctype does not match dtype"],
    ),
    "mma_sync_5": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sync' op Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(vector<2xf16>, f32)>"
        ],
    ),
    "mma_sync_6": (
        "func.func @f(%a0: i32, %b0: i32, %c0: i32, %c1: i32) {\n  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 16>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>\n  return\n}\n",
        ["'nvvm.mma.sync' op op requires intOverflowBehavior attribute"],
    ),
    "mma_sync_7": (
        "func.func @f(%a0: i32, %b0: i32, %c0: i32, %c1: i32) {\n  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>\n  return\n}\n",
        ["'nvvm.mma.sync' op op requires b1Op attribute"],
    ),
    "mma_sync_8": (
        "func.func @f(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["invalid shape or multiplicand type: e4m3"],
    ),
    "mma_sync_9": (
        "func.func @f(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>, multiplicandAPtxType = #nvvm.mma_type<f32>, multiplicandBPtxType = #nvvm.mma_type<f32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["invalid shape or multiplicand type: f32"],
    ),
    "mma_sync_10": (
        "func.func @f(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sync' op Could not match types for the C operands; expected one of 2xvector<2xf16> 4xf32 but got f32, f32"
        ],
    ),
    "mma_sync_11": (
        "func.func @f(%a0: f64, %b0: f64, %c0: f64, %c1: f64) {\n  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>\n  return\n}\n",
        [
            "'nvvm.mma.sync' op requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <8, 8, 4> with element types f64 and f64. Only m8n8k4 with f16 supports other layouts."
        ],
    ),
    "mma_sync_12": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %c4: f32, %c5: f32, %c6: f32, %c7: f32) {\n  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 32, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>\n  return\n}\n",
        ["'nvvm.mma.sync' op unimplemented variant for MMA shape <32, 8, 4>"],
    ),
    "mma_sync_13": (
        "func.func @f(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %b0: f32, %b1: f32, %c0: f32, %c1: f32) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["invalid shape or multiplicand type: f32"],
    ),
    "mma_sync_14": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: i32, %c1: i32) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, i32) -> !llvm.struct<(i32, i32, i32, i32)>\n  return\n}\n",
        [
            "'nvvm.mma.sync' op Could not match types for the C operands; expected one of 2xvector<2xf16> 4xf32 but got i32, i32"
        ],
    ),
    "mma_sync_15": (
        "func.func @f(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32) {\n  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<u4>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>\n  return\n}\n",
        [
            "'nvvm.mma.sync' op Could not match types for the A operands; expected one of 2xi32 but got i32, i32, i32, i32"
        ],
    ),
    "mma_sp_sync_1": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1, %b2, %b3] C[%c0, %c1] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.sync' op Could not match types for the B operands; expected one of 2xvector<2xf16> but got vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>"
        ],
    ),
    "mma_sp_sync_2": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  return\n}\n",
        ["'nvvm.mma.sp.sync' op unimplemented variant for MMA shape <16, 8, 8>"],
    ),
    "mma_sp_sync_3": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  return\n}\n",
        ["'nvvm.mma.sp.sync' op ctype does not match dtype"],
    ),
    "mma_sp_sync_4": (
        "func.func @f(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>\n  return\n}\n",
        ["'nvvm.mma.sp.sync' op op requires intOverflowBehavior attribute"],
    ),
    "mma_sp_sync_5": (
        "func.func @f(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 4xi32 but got i32, i32"
        ],
    ),
    "mma_sp_sync_6": (
        "func.func @f(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 2xi32 but got i32, i32, i32, i32"
        ],
    ),
    "mma_sp_sync_7": (
        "func.func @f(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["'nvvm.mma.sp.sync' op unimplemented variant for MMA shape <16, 8, 32>"],
    ),
    "mma_sp_sync_8": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %m: i64, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  return\n}\n",
        ["use of value '%m' expects different type than prior uses: 'i32' vs 'i64'"],
    ),
    "mma_sp_sync_9": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %a2: vector<2xf16>, %a3: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %b2: vector<2xf16>, %b3: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %m: i32, %s: i16) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  return\n}\n",
        ["use of value '%s' expects different type than prior uses: 'i32' vs 'i16'"],
    ),
    "mma_sp_sync_10": (
        "func.func @f(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>\n  return\n}\n",
        ["invalid shape or multiplicand type: b1"],
    ),
    "mma_sp_sync_11": (
        "func.func @f(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, kind = #nvvm.mma_kind<f8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 2xi32 but got i32, i32, i32, i32"
        ],
    ),
    "mma_sp_sync_12": (
        "func.func @f(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<u4>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 4xi32 but got i32, i32"
        ],
    ),
    "mma_sp_sync_13": (
        "func.func @f(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 16>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 4xi32 but got i32, i32"
        ],
    ),
    "mma_sp_sync_14": (
        "func.func @f(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 4xi32 but got i32, i32"
        ],
    ),
    "mma_sp_sync_15": (
        "func.func @f(%a0: i32, %a1: i32, %b0: i32, %b1: i32, %b2: i32, %b3: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1, %b2, %b3] C[%c0, %c1, %c2, %c3] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 4xi32 but got i32, i32"
        ],
    ),
    "mma_sp_sync_16": (
        "func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %m: i32, %s: i32) {\n  %0 = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1] sparseMetadata[%m] selector[%s] {shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.sync' op Could not match types for the C operands; expected one of 4xvector<2xf16> 8xf32 but got vector<2xf16>, vector<2xf16>"
        ],
    ),
    "mma_block_scale_1": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.block_scale' op unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)"
        ],
    ),
    "mma_block_scale_2": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["'nvvm.mma.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k64.mxf4"],
    ),
    "mma_block_scale_3": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["'nvvm.mma.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k64.mxf4"],
    ),
    "mma_block_scale_4": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.block_scale' op unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64.mxf4nvf4"
        ],
    ),
    "mma_block_scale_5": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["'nvvm.mma.block_scale' op unsupported Kind attribute for mma.m16n8k64"],
    ),
    "mma_block_scale_6": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.block_scale' op unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k32"
        ],
    ),
    "mma_block_scale_7": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 16>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["'nvvm.mma.block_scale' op unsupported Geom for mma with block scaling"],
    ),
    "mma_sp_block_scale_1": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.sp.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] sparseMetadata[%d] selector[%d] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.block_scale' op unsupported MMATypes attribute for mma.m16n8k128.(mxf4nvf4|mxf4)"
        ],
    ),
    "mma_sp_block_scale_2": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.sp.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] sparseMetadata[%d] selector[%d] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["'nvvm.mma.sp.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k128.mxf4"],
    ),
    "mma_sp_block_scale_3": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.sp.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] sparseMetadata[%d] selector[%d] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k128.mxf4"
        ],
    ),
    "mma_sp_block_scale_4": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.sp.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] sparseMetadata[%d] selector[%d] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.block_scale' op unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k128.mxf4nvf4"
        ],
    ),
    "mma_sp_block_scale_5": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.sp.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] sparseMetadata[%d] selector[%d] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["'nvvm.mma.sp.block_scale' op unsupported Kind attribute for mma.m16n8k128"],
    ),
    "mma_sp_block_scale_6": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.sp.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] sparseMetadata[%d] selector[%d] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.sp.block_scale' op unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64"
        ],
    ),
    "mma_sp_block_scale_7": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.sp.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] sparseMetadata[%d] selector[%d] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 16>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["'nvvm.mma.sp.block_scale' op unsupported Geom for sparse mma with block scaling"],
    ),
    "mma_block_scale_8": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "'nvvm.mma.block_scale' op unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)",
            "'nvvm.mma.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k64.mxf4",
            "'nvvm.mma.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k64.mxf4",
        ],
    ),
    "mma_block_scale_9": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "custom op 'nvvm.mma.block_scale' number of operands and types do not match: got 2 operands and 3 types"
        ],
    ),
    "mma_block_scale_10": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.block_scale A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c] scaleA[%d, %x, %x] scaleB[%d, %x, %x] {shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["custom op 'nvvm.mma.block_scale' expected exactly 3 types"],
    ),
    "mma_sync_16": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.sync A[%a, %a] B[%a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["invalid shape or multiplicand type: s32"],
    ),
    "mma_sp_sync_17": (
        "func.func @f(%a: vector<2xf16>, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.sp.sync A[%a, %a] B[%a] C[%c, %c, %c, %c] sparseMetadata[%d] selector[%d] {shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        ["custom op 'nvvm.mma.sp.sync' expected one type for each operand segment but got 2 types"],
    ),
    "mma_sp_sync_18": (
        "func.func @f(%a: i32, %c: f32, %d: i32, %x: i16) {\n  %0 = nvvm.mma.sp.sync A[%a, %a] B[%a] C[%c, %c, %c, %c] sparseMetadata[%d] selector[%d] {shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>\n  return\n}\n",
        [
            "custom op 'nvvm.mma.sp.sync' attribute multiplicandAPtxType is not provided explicitly and cannot be inferred"
        ],
    ),
}

_SHAPE = re.compile(r"#nvvm\.(shape|ld_st_matrix_shape)<([^>]*)>")


def _struct_params_read() -> bool:
    """Whether the engine reads a parameter format ``struct(params)`` (#nvvm.shape)."""
    return not error_messages("module attributes {a.s = #nvvm.shape<m = 8, n = 8, k = 4>} {}\n")


def _positional(text: str, typed: bool) -> str:
    """``#nvvm.shape<m = 16, n = 8, k = 8>`` as the generic parameter list the engine reads
    and prints until it reads struct(params) (``typed``: as printed, ``16 : i64``)."""

    def rewrite(m: re.Match[str]) -> str:
        values = [x.split("=")[1].strip() for x in m.group(2).split(",")]
        return f"#nvvm.{m.group(1)}<{', '.join(v + ' : i64' if typed else v for v in values)}>"

    return _SHAPE.sub(rewrite, text)


@pytest.mark.parametrize("name", sorted(MMA_CASES))
def test_mma_prints_as_mlir_opt(name: str) -> None:
    text, custom, generic = MMA_CASES[name]
    if not _struct_params_read():
        text = _positional(text, False)
        custom, generic = _positional(custom, True), _positional(generic, True)
    assert_prints_as_recorded(text, custom, generic)


@pytest.mark.parametrize("name", sorted(MMA_ERRORS))
def test_mma_errors_as_mlir_opt(name: str) -> None:
    text, expected = MMA_ERRORS[name]
    if not _struct_params_read():
        text = _positional(text, False)
    assert error_messages(text) == expected


# #nvvm.target's C++ verifier: (the attribute in ODS's struct form, its parameters in order as
# the generic form reads them until the engine reads struct(params), mlir-opt-22's message)
TARGET_ERRORS = {
    "optimization_level": (
        "#nvvm.target<O = 4>",
        '#nvvm.target<4 : i32, "nvptx64-nvidia-cuda", "sm_50", "", {}, [], true>',
        "The optimization level must be a number between 0 and 3.",
    ),
    "triple": (
        '#nvvm.target<triple = "">',
        '#nvvm.target<2 : i32, "", "sm_50", "", {}, [], true>',
        "The target triple cannot be empty.",
    ),
    "chip": (
        '#nvvm.target<chip = "">',
        '#nvvm.target<2 : i32, "nvptx64-nvidia-cuda", "", "", {}, [], true>',
        "The target chip cannot be empty.",
    ),
    "link": (
        "#nvvm.target<link = [1]>",
        '#nvvm.target<2 : i32, "nvptx64-nvidia-cuda", "sm_50", "", {}, [1], true>',
        "All the elements in the `link` array must be strings.",
    ),
}


@pytest.mark.parametrize("name", sorted(TARGET_ERRORS))
def test_target_errors_as_mlir_opt(name: str) -> None:
    struct, positional, expected = TARGET_ERRORS[name]
    target = struct if _struct_params_read() else positional
    assert error_messages(f"gpu.module @m [{target}] {{\n}}\n") == [expected]
