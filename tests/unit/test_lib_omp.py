# ruff: noqa: E501
"""The omp dialect of the standard library (dialects_irdl/omp/omp.irdl.mlir, generated from
ODS, with the plug-in dialects_irdl/omp/): its clause syntax (oilist clauses in any order,
the directives of dialects_irdl/omp/directives.py, omp.loop_nest's C++ form) reads and prints
as mlir-opt-22 does, and the C++ verifiers of dialects_irdl/omp/verifiers.py report
mlir-opt-22's messages. Every expectation below was recorded from mlir-opt-22."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages, print_ir

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "atomics_single_cancel": (
        "func.func @cp(%a: !llvm.ptr, %b: !llvm.ptr) {\n  return\n}\nfunc.func @f(%a: i32, %p: !llvm.ptr, %q: !llvm.ptr, %c: i1) {\n  omp.single copyprivate(%p -> @cp : !llvm.ptr) nowait {\n    omp.terminator\n  }\n  omp.atomic.read %p = %q hint(uncontended, speculative) memory_order(seq_cst) : !llvm.ptr, !llvm.ptr, i32\n  omp.atomic.write %p = %a hint(contended) memory_order(relaxed) : !llvm.ptr, i32\n  omp.atomic.update %p : !llvm.ptr {\n  ^bb0(%x: i32):\n    omp.yield(%x : i32)\n  }\n  omp.parallel {\n    omp.cancel cancellation_construct_type(parallel) if(%c)\n    omp.cancellation_point cancellation_construct_type(parallel)\n    omp.terminator\n  }\n  return\n}\n",
        "module {\n  func.func @cp(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {\n    return\n  }\n  func.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i1) {\n    omp.single copyprivate(%arg1 -> @cp : !llvm.ptr) nowait {\n      omp.terminator\n    }\n    omp.atomic.read %arg1 = %arg2 hint(uncontended, speculative) memory_order(seq_cst) : !llvm.ptr, !llvm.ptr, i32\n    omp.atomic.write %arg1 = %arg0 hint(contended) memory_order(relaxed) : !llvm.ptr, i32\n    omp.atomic.update %arg1 : !llvm.ptr {\n    ^bb0(%arg4: i32):\n      omp.yield(%arg4 : i32)\n    }\n    omp.parallel {\n      omp.cancel cancellation_construct_type(parallel) if(%arg3)\n      omp.cancellation_point cancellation_construct_type(parallel)\n      omp.terminator\n    }\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr) -> (), sym_name = "cp"}> ({\n  ^bb0(%arg5: !llvm.ptr, %arg6: !llvm.ptr):\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, !llvm.ptr, !llvm.ptr, i1) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i1):\n    "omp.single"(%arg1) <{copyprivate_syms = [@cp], nowait, operandSegmentSizes = array<i32: 0, 0, 1, 0>}> ({\n      "omp.terminator"() : () -> ()\n    }) : (!llvm.ptr) -> ()\n    "omp.atomic.read"(%arg2, %arg1) <{element_type = i32, hint = 9 : i64, memory_order = #omp<memoryorderkind seq_cst>}> : (!llvm.ptr, !llvm.ptr) -> ()\n    "omp.atomic.write"(%arg1, %arg0) <{hint = 2 : i64, memory_order = #omp<memoryorderkind relaxed>}> : (!llvm.ptr, i32) -> ()\n    "omp.atomic.update"(%arg1) ({\n    ^bb0(%arg4: i32):\n      "omp.yield"(%arg4) : (i32) -> ()\n    }) : (!llvm.ptr) -> ()\n    "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>}> ({\n      "omp.cancel"(%arg3) <{cancel_directive = #omp<cancellationconstructtype parallel>}> : (i1) -> ()\n      "omp.cancellation_point"() <{cancel_directive = #omp<cancellationconstructtype parallel>}> : () -> ()\n      "omp.terminator"() : () -> ()\n    }) : () -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "masked_workshare_sections": (
        "func.func @f(%a: i32, %p: !llvm.ptr) {\n  omp.masked filter(%a : i32) {\n    omp.terminator\n  }\n  omp.workshare nowait {\n    omp.terminator\n  }\n  omp.sections nowait {\n    omp.section {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  omp.target_update nowait\n  return\n}\n",
        "module {\n  func.func @f(%arg0: i32, %arg1: !llvm.ptr) {\n    omp.masked filter(%arg0 : i32) {\n      omp.terminator\n    }\n    omp.workshare nowait {\n      omp.terminator\n    }\n    omp.sections nowait {\n      omp.section {\n        omp.terminator\n      }\n      omp.terminator\n    }\n    omp.target_update nowait\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, !llvm.ptr) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: i32, %arg1: !llvm.ptr):\n    "omp.masked"(%arg0) ({\n      "omp.terminator"() : () -> ()\n    }) : (i32) -> ()\n    "omp.workshare"() <{nowait}> ({\n      "omp.terminator"() : () -> ()\n    }) : () -> ()\n    "omp.sections"() <{nowait, operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({\n      "omp.section"() ({\n        "omp.terminator"() : () -> ()\n      }) : () -> ()\n      "omp.terminator"() : () -> ()\n    }) : () -> ()\n    "omp.target_update"() <{nowait, operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}

# name -> (input, mlir-opt-22 custom print): the custom form only
CUSTOM = {
    "tasks": (
        "func.func @f(%a: i32, %p: !llvm.ptr, %m: memref<i32>, %idx: index, %c: i1) {\n  omp.task depend(taskdependin -> %m : memref<i32>, taskdependout -> %p : !llvm.ptr) final(%c) mergeable untied priority(%a : i32) {\n    omp.terminator\n  }\n  omp.taskloop grainsize(strict, %a : i32) nogroup {\n    omp.loop_nest (%i) : index = (%idx) to (%idx) step (%idx) {\n      omp.yield\n    }\n  }\n  omp.taskloop num_tasks(%a : i32) {\n    omp.loop_nest (%i) : index = (%idx) to (%idx) step (%idx) {\n      omp.yield\n    }\n  }\n  omp.taskwait depend(taskdependinout -> %p : !llvm.ptr) nowait\n  return\n}\n",
        "module {\n  func.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: memref<i32>, %arg3: index, %arg4: i1) {\n    omp.task depend(taskdependin -> %arg2 : memref<i32>, taskdependout -> %arg1 : !llvm.ptr) final(%arg4) mergeable priority(%arg0 : i32) untied {\n      omp.terminator\n    }\n    omp.taskloop grainsize(strict, %arg0: i32) nogroup {\n      omp.loop_nest (%arg5) : index = (%arg3) to (%arg3) step (%arg3) {\n        omp.yield\n      }\n    }\n    omp.taskloop num_tasks(%arg0: i32) {\n      omp.loop_nest (%arg5) : index = (%arg3) to (%arg3) step (%arg3) {\n        omp.yield\n      }\n    }\n    omp.taskwait depend(taskdependinout -> %arg1 : !llvm.ptr) nowait\n    return\n  }\n}\n\n",
    ),
    "reductions": (
        '"omp.declare_reduction"() <{sym_name = "add_f32", type = !llvm.ptr}> ({}, {\n^bb0(%arg: !llvm.ptr):\n  omp.yield (%arg : !llvm.ptr)\n}, {\n^bb1(%arg0: !llvm.ptr, %arg1: !llvm.ptr):\n  omp.yield (%arg0 : !llvm.ptr)\n}, {}, {}, {}) : () -> ()\nfunc.func @f(%p: !llvm.ptr) {\n  omp.taskgroup task_reduction(byref @add_f32 %p -> %arg0 : !llvm.ptr) {\n    omp.terminator\n  }\n  omp.task in_reduction(@add_f32 %p -> %arg0 : !llvm.ptr) {\n    omp.terminator\n  }\n  return\n}\n',
        "module {\n  omp.declare_reduction @add_f32 : !llvm.ptr init {\n  ^bb0(%arg0: !llvm.ptr):\n    omp.yield(%arg0 : !llvm.ptr)\n  } combiner {\n  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):\n    omp.yield(%arg0 : !llvm.ptr)\n  }\n  func.func @f(%arg0: !llvm.ptr) {\n    omp.taskgroup task_reduction(byref @add_f32 %arg0 -> %arg1 : !llvm.ptr) {\n      omp.terminator\n    }\n    omp.task in_reduction(@add_f32 %arg0 -> %arg1 : !llvm.ptr) {\n      omp.terminator\n    }\n    return\n  }\n}\n\n",
    ),
}

# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "clause_twice": (
        "func.func @f(%a: i32) {\n  omp.masked filter(%a : i32) filter(%a : i32) {\n    omp.terminator\n  }\n  return\n}\n",
        [
            "custom op 'omp.masked' `filter` clause can appear at most once in the expansion of the oilist directive"
        ],
    ),
    "invalid_hint": (
        "func.func @f(%a: i32, %p: !llvm.ptr) {\n  omp.atomic.write %p = %a hint(invalid_hint) : !llvm.ptr, i32\n  return\n}\n",
        ["custom op 'omp.atomic.write' invalid_hint is not a valid hint"],
    ),
    "schedule_modifier_order": (
        "func.func @f(%a: i32) {\n  omp.wsloop schedule(static, simd, monotonic) {\n    omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        ["custom op 'omp.wsloop'  incorrect modifier order"],
    ),
    "schedule_unknown_modifier": (
        "func.func @f(%a: i32) {\n  omp.wsloop schedule(static, foo) {\n    omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        ["custom op 'omp.wsloop'  unknown modifier type: foo"],
    ),
    "clause_value": (
        "func.func @f() {\n  omp.parallel proc_bind(faraway) {\n    omp.terminator\n  }\n  return\n}\n",
        ["custom op 'omp.parallel' invalid clause value: 'faraway'"],
    ),
    "order_value": (
        "func.func @f(%a: i32) {\n  omp.simd order(reproducible:sometimes) {\n    omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        ["custom op 'omp.simd' invalid clause value: 'sometimes'"],
    ),
    "hints_combined": (
        "func.func @f(%a: i32, %p: !llvm.ptr) {\n  omp.atomic.write %p = %a hint(uncontended, contended) : !llvm.ptr, i32\n  return\n}\n",
        [
            "'omp.atomic.write' op the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined"
        ],
    ),
    "write_memory_order": (
        "func.func @f(%a: i32, %p: !llvm.ptr) {\n  omp.atomic.write %p = %a memory_order(acquire) : !llvm.ptr, i32\n  return\n}\n",
        ["memory-order must not be acq_rel or acquire for atomic writes"],
    ),
    "read_same_location": (
        "func.func @f(%p: !llvm.ptr) {\n  omp.atomic.read %p = %p : !llvm.ptr, !llvm.ptr, i32\n  return\n}\n",
        ["read and write must not be to the same location for atomic reads"],
    ),
    "write_dereference": (
        "func.func @f(%a: i32, %m: memref<f32>) {\n  omp.atomic.write %m = %a : memref<f32>, i32\n  return\n}\n",
        ["address must dereference to value type"],
    ),
    "update_one_argument": (
        "func.func @f(%m: memref<i32>) {\n  omp.atomic.update %m : memref<i32> {\n  ^bb0(%x: i32, %y: i32):\n    omp.yield(%x : i32)\n  }\n  return\n}\n",
        ["the region must accept exactly one argument"],
    ),
    "update_yield_type": (
        "func.func @f(%m: memref<i32>, %f: f32) {\n  omp.atomic.update %m : memref<i32> {\n  ^bb0(%x: i32):\n    omp.yield(%f : f32)\n  }\n  return\n}\n",
        ["input and yielded value must have the same type"],
    ),
    "capture_sequence": (
        "func.func @f(%a: i32, %m: memref<i32>) {\n  omp.atomic.capture {\n    omp.atomic.write %m = %a : memref<i32>, i32\n    omp.atomic.write %m = %a : memref<i32>, i32\n    omp.terminator\n  }\n  return\n}\n",
        ["invalid sequence of operations in the capture region"],
    ),
    "teams_nesting": (
        "func.func @f() {\n  omp.parallel {\n    omp.teams {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\n",
        [
            "expected to be nested inside of omp.target or not nested in any OpenMP dialect operations"
        ],
    ),
    "sections_region": (
        'func.func @f() {\n  omp.sections {\n    "test.payload"() : () -> ()\n    omp.terminator\n  }\n  return\n}\n',
        ["'omp.sections' op expected omp.section op or terminator op inside region"],
    ),
    "cancel_parallel": (
        "func.func @f() {\n  omp.sections {\n    omp.cancel cancellation_construct_type(parallel)\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.cancel' op cancel parallel must appear inside a parallel region"],
    ),
    "cancel_orphaned": (
        "func.func @f() {\n  omp.cancel cancellation_construct_type(parallel)\n  return\n}\n",
        ["'omp.cancel' op Orphaned cancel construct"],
    ),
    "cancel_sections_nowait": (
        "func.func @f() {\n  omp.sections nowait {\n    omp.section {\n      omp.cancel cancellation_construct_type(sections)\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\n",
        ["A sections construct that is canceled must not have a nowait clause"],
    ),
    "copyprivate_function": (
        "func.func @f(%m: memref<i32>) {\n  omp.single copyprivate(%m -> @nowhere : memref<i32>) {\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.single' op expected symbol reference @nowhere to point to a copy function"],
    ),
    "copyprivate_arity": (
        "func.func private @cp(memref<i32>)\nfunc.func @f(%m: memref<i32>) {\n  omp.single copyprivate(%m -> @cp : memref<i32>) {\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.single' op expected copy function @cp to have 2 operands"],
    ),
    "privatizer_missing": (
        "func.func @f(%a: index) {\n  omp.parallel private(@p %a -> %b : index) {\n    omp.terminator\n  }\n  return\n}\n",
        ["failed to lookup privatizer op with symbol: '@p'"],
    ),
    "reduction_declaration": (
        "func.func @f(%p: !llvm.ptr) {\n  omp.parallel reduction(@r %p -> %b : !llvm.ptr) {\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.parallel' op expected symbol reference @r to point to a reduction declaration"],
    ),
    "allocate_counts": (
        'func.func @f(%m: memref<i32>) {\n  "omp.parallel"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0>}> ({\n    omp.terminator\n  }) : (memref<i32>) -> ()\n  return\n}\n',
        ["expected equal sizes for allocate and allocator variables"],
    ),
    "simdlen_safelen": (
        "func.func @f(%a: i32, %b: index) {\n  omp.simd simdlen(8) safelen(4) {\n    omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        [
            "'omp.simd' op simdlen clause and safelen clause are both present, but the simdlen value is not less than or equal to safelen value"
        ],
    ),
    "wrapper_one_op": (
        "func.func @f(%a: i32, %b: index) {\n  omp.wsloop {\n    omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.wsloop' op loop wrapper does not contain exactly one nested op"],
    ),
    "loop_nest_parent": (
        "func.func @f(%a: i32, %b: index) {\n  omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) {\n    omp.yield\n  }\n  return\n}\n",
        ["'omp.loop_nest' op expects parent op to be a loop wrapper"],
    ),
    "loop_nest_operand_count": (
        "func.func @f(%a: i32, %b: index) {\n  omp.wsloop {\n    omp.loop_nest (%i, %j) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        ["custom op 'omp.loop_nest' expected 2 operands"],
    ),
    "collapse_too_large": (
        "func.func @f(%a: i32, %b: index) {\n  omp.wsloop ordered(0) {\n    omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) collapse(3) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        ["'omp.loop_nest' op collapse value is larger than the number of loops"],
    ),
    "nontemporal_twice": (
        "func.func @f(%a: i32, %m: memref<i32>) {\n  omp.simd nontemporal(%m, %m : memref<i32>, memref<i32>) {\n    omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        ["'omp.simd' op nontemporal variable used more than once"],
    ),
    "alignment_positive": (
        "func.func @f(%a: i32, %m: memref<i32>) {\n  omp.simd aligned(%m : memref<i32> -> 0 : i64) {\n    omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        ["'omp.simd' op alignment should be greater than 0"],
    ),
    "aligned_twice": (
        "func.func @f(%a: i32, %m: memref<i32>) {\n  omp.simd aligned(%m : memref<i32> -> 8 : i64, %m : memref<i32> -> 8 : i64) {\n    omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        ["'omp.simd' op aligned variable used more than once"],
    ),
    "missing_map_operation": (
        "func.func @f(%p: !llvm.ptr) {\n  omp.target map_entries(%p -> %x : !llvm.ptr) {\n    omp.terminator\n  }\n  return\n}\n",
        ["missing map operation"],
    ),
    "grainsize_num_tasks": (
        "func.func @f(%a: i32) {\n  omp.distribute {\n    omp.loop_nest (%i) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        [],
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


@pytest.mark.parametrize("name", sorted(CUSTOM))
def test_custom_form_as_mlir_opt(name: str) -> None:
    text, custom = CUSTOM[name]
    assert print_ir(text) == custom


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


def test_loop_nest_custom_form() -> None:
    """omp.loop_nest's C++ form: bounds, inclusive, collapse and tiles, printed as
    mlir-opt-22 prints them."""
    text = (
        "func.func @f(%a: i32, %b: index) {\n"
        "  omp.wsloop schedule(dynamic = %a : i32, monotonic, simd) nowait {\n"
        "    omp.loop_nest (%i, %j) : i32 = (%a, %a) to (%a, %a) inclusive step (%a, %a) collapse(2) {\n"
        "      omp.yield\n    }\n  }\n"
        "  omp.distribute dist_schedule_static order(concurrent) {\n"
        "    omp.loop_nest (%i) : index = (%b) to (%b) step (%b) tiles(2) {\n"
        "      omp.yield\n    }\n  }\n"
        "  return\n}\n"
    )
    assert print_ir(text) == (
        "module {\n  func.func @f(%arg0: i32, %arg1: index) {\n"
        "    omp.wsloop nowait schedule(dynamic = %arg0 : i32, monotonic, simd) {\n"
        "      omp.loop_nest (%arg2, %arg3) : i32 = (%arg0, %arg0) to (%arg0, %arg0) inclusive step (%arg0, %arg0) collapse(2) {\n"
        "        omp.yield\n      }\n    }\n"
        "    omp.distribute dist_schedule_static order(concurrent) {\n"
        "      omp.loop_nest (%arg2) : index = (%arg1) to (%arg1) step (%arg1) tiles(2) {\n"
        "        omp.yield\n      }\n    }\n"
        "    return\n  }\n}\n\n"
    )
