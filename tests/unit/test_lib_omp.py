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
    "loop_transformations": (
        "func.func @f(%n: i32) {\n  %c1 = omp.new_cli\n  omp.canonical_loop(%c1) %iv : i32 in range(%n) {\n    omp.terminator\n  }\n  omp.tile <- (%c1) sizes(%n : i32)\n  %c2 = omp.new_cli\n  omp.canonical_loop(%c2) %iv : i32 in range(%n) {\n    omp.terminator\n  }\n  omp.unroll_heuristic(%c2) -> () {a}\n  omp.canonical_loop %iv : i32 in range(%n) {\n    omp.canonical_loop %jv : i32 in range(%n) {\n      omp.terminator\n    }\n    omp.canonical_loop %jv : i32 in range(%n) {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  %c3 = omp.new_cli\n  return\n}\n",
        "module {\n  func.func @f(%arg0: i32) {\n    %canonloop_s0 = omp.new_cli\n    omp.canonical_loop(%canonloop_s0) %iv_s0 : i32 in range(%arg0) {\n      omp.terminator\n    }\n    omp.tile  <- (%canonloop_s0) sizes(%arg0 : i32)\n    %canonloop_s1 = omp.new_cli\n    omp.canonical_loop(%canonloop_s1) %iv_s1 : i32 in range(%arg0) {\n      omp.terminator\n    }\n    omp.unroll_heuristic(%canonloop_s1) {a}\n    omp.canonical_loop %iv_s2 : i32 in range(%arg0) {\n      omp.canonical_loop %iv_s2_s0 : i32 in range(%arg0) {\n        omp.terminator\n      }\n      omp.canonical_loop %iv_s2_s1 : i32 in range(%arg0) {\n        omp.terminator\n      }\n      omp.terminator\n    }\n    %cli = omp.new_cli\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: i32):\n    %0 = "omp.new_cli"() : () -> !omp.cli\n    "omp.canonical_loop"(%arg0, %0) ({\n    ^bb0(%arg5: i32):\n      "omp.terminator"() : () -> ()\n    }) : (i32, !omp.cli) -> ()\n    "omp.tile"(%0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (!omp.cli, i32) -> ()\n    %1 = "omp.new_cli"() : () -> !omp.cli\n    "omp.canonical_loop"(%arg0, %1) ({\n    ^bb0(%arg4: i32):\n      "omp.terminator"() : () -> ()\n    }) : (i32, !omp.cli) -> ()\n    "omp.unroll_heuristic"(%1) {a} : (!omp.cli) -> ()\n    "omp.canonical_loop"(%arg0) ({\n    ^bb0(%arg1: i32):\n      "omp.canonical_loop"(%arg0) ({\n      ^bb0(%arg3: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "omp.canonical_loop"(%arg0) ({\n      ^bb0(%arg2: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "omp.terminator"() : () -> ()\n    }) : (i32) -> ()\n    %2 = "omp.new_cli"() : () -> !omp.cli\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "loop_names": (
        "func.func @a(%n: i32) {\n  omp.canonical_loop %iv : i32 in range(%n) {\n    omp.canonical_loop %jv : i32 in range(%n) {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\nfunc.func @b(%n: i32, %c: i1) {\n  scf.if %c {\n    omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n  } else {\n    omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n    omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n  }\n  return\n}\nfunc.func @c(%n: i32) {\n  omp.parallel {\n    omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  omp.canonical_loop %iv : i32 in range(%n) {\n    omp.parallel {\n      omp.canonical_loop %jv : i32 in range(%n) {\n        omp.terminator\n      }\n      omp.canonical_loop %jv : i32 in range(%n) {\n        omp.terminator\n      }\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\nfunc.func @d(%n: i32, %c: i1) {\n  %cli = omp.new_cli\n  %cli2 = omp.new_cli\n  scf.if %c {\n    omp.canonical_loop(%cli) %iv : i32 in range(%n) {\n      omp.canonical_loop(%cli2) %jv : i32 in range(%n) {\n        omp.terminator\n      }\n      omp.terminator\n    }\n  }\n  %cli3 = omp.new_cli\n  %cli4 = omp.new_cli\n  omp.tile (%cli3, %cli4) <- (%cli) sizes(%n : i32)\n  return\n}\nfunc.func @e(%n: i32) {\n  cf.br ^bb1\n^bb1:\n  omp.canonical_loop %iv : i32 in range(%n) {\n    omp.terminator\n  }\n  cf.br ^bb2\n^bb2:\n  omp.canonical_loop %iv : i32 in range(%n) {\n    omp.terminator\n  }\n  return\n}\n",
        "module {\n  func.func @a(%arg0: i32) {\n    omp.canonical_loop %iv : i32 in range(%arg0) {\n      omp.canonical_loop %iv_d1 : i32 in range(%arg0) {\n        omp.terminator\n      }\n      omp.terminator\n    }\n    return\n  }\n  func.func @b(%arg0: i32, %arg1: i1) {\n    scf.if %arg1 {\n      omp.canonical_loop %iv_r0 : i32 in range(%arg0) {\n        omp.terminator\n      }\n    } else {\n      omp.canonical_loop %iv_r1_s0 : i32 in range(%arg0) {\n        omp.terminator\n      }\n      omp.canonical_loop %iv_r1_s1 : i32 in range(%arg0) {\n        omp.terminator\n      }\n    }\n    return\n  }\n  func.func @c(%arg0: i32) {\n    omp.parallel {\n      omp.canonical_loop %iv_s0_s0 : i32 in range(%arg0) {\n        omp.terminator\n      }\n      omp.terminator\n    }\n    omp.canonical_loop %iv_s1 : i32 in range(%arg0) {\n      omp.parallel {\n        omp.canonical_loop %iv_s1_s0 : i32 in range(%arg0) {\n          omp.terminator\n        }\n        omp.canonical_loop %iv_s1_s1 : i32 in range(%arg0) {\n          omp.terminator\n        }\n        omp.terminator\n      }\n      omp.terminator\n    }\n    return\n  }\n  func.func @d(%arg0: i32, %arg1: i1) {\n    %canonloop_r0 = omp.new_cli\n    %canonloop_r0_d1 = omp.new_cli\n    scf.if %arg1 {\n      omp.canonical_loop(%canonloop_r0) %iv_r0 : i32 in range(%arg0) {\n        omp.canonical_loop(%canonloop_r0_d1) %iv_r0_d1 : i32 in range(%arg0) {\n          omp.terminator\n        }\n        omp.terminator\n      }\n    }\n    %grid1 = omp.new_cli\n    %intratile1 = omp.new_cli\n    omp.tile (%grid1, %intratile1) <- (%canonloop_r0) sizes(%arg0 : i32)\n    return\n  }\n  func.func @e(%arg0: i32) {\n    cf.br ^bb1\n  ^bb1:  // pred: ^bb0\n    omp.canonical_loop %iv_s0 : i32 in range(%arg0) {\n      omp.terminator\n    }\n    cf.br ^bb2\n  ^bb2:  // pred: ^bb1\n    omp.canonical_loop %iv_s1 : i32 in range(%arg0) {\n      omp.terminator\n    }\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32) -> (), sym_name = "a"}> ({\n  ^bb0(%arg17: i32):\n    "omp.canonical_loop"(%arg17) ({\n    ^bb0(%arg18: i32):\n      "omp.canonical_loop"(%arg17) ({\n      ^bb0(%arg19: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "omp.terminator"() : () -> ()\n    }) : (i32) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "b"}> ({\n  ^bb0(%arg12: i32, %arg13: i1):\n    "scf.if"(%arg13) ({\n      "omp.canonical_loop"(%arg12) ({\n      ^bb0(%arg16: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "scf.yield"() : () -> ()\n    }, {\n      "omp.canonical_loop"(%arg12) ({\n      ^bb0(%arg15: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "omp.canonical_loop"(%arg12) ({\n      ^bb0(%arg14: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "scf.yield"() : () -> ()\n    }) : (i1) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32) -> (), sym_name = "c"}> ({\n  ^bb0(%arg7: i32):\n    "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>}> ({\n      "omp.canonical_loop"(%arg7) ({\n      ^bb0(%arg11: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "omp.terminator"() : () -> ()\n    }) : () -> ()\n    "omp.canonical_loop"(%arg7) ({\n    ^bb0(%arg8: i32):\n      "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>}> ({\n        "omp.canonical_loop"(%arg7) ({\n        ^bb0(%arg10: i32):\n          "omp.terminator"() : () -> ()\n        }) : (i32) -> ()\n        "omp.canonical_loop"(%arg7) ({\n        ^bb0(%arg9: i32):\n          "omp.terminator"() : () -> ()\n        }) : (i32) -> ()\n        "omp.terminator"() : () -> ()\n      }) : () -> ()\n      "omp.terminator"() : () -> ()\n    }) : (i32) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "d"}> ({\n  ^bb0(%arg3: i32, %arg4: i1):\n    %0 = "omp.new_cli"() : () -> !omp.cli\n    %1 = "omp.new_cli"() : () -> !omp.cli\n    "scf.if"(%arg4) ({\n      "omp.canonical_loop"(%arg3, %0) ({\n      ^bb0(%arg5: i32):\n        "omp.canonical_loop"(%arg3, %1) ({\n        ^bb0(%arg6: i32):\n          "omp.terminator"() : () -> ()\n        }) : (i32, !omp.cli) -> ()\n        "omp.terminator"() : () -> ()\n      }) : (i32, !omp.cli) -> ()\n      "scf.yield"() : () -> ()\n    }, {\n    }) : (i1) -> ()\n    %2 = "omp.new_cli"() : () -> !omp.cli\n    %3 = "omp.new_cli"() : () -> !omp.cli\n    "omp.tile"(%2, %3, %0, %arg3) <{operandSegmentSizes = array<i32: 2, 1, 1>}> : (!omp.cli, !omp.cli, !omp.cli, i32) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32) -> (), sym_name = "e"}> ({\n  ^bb0(%arg0: i32):\n    "cf.br"()[^bb1] : () -> ()\n  ^bb1:  // pred: ^bb0\n    "omp.canonical_loop"(%arg0) ({\n    ^bb0(%arg2: i32):\n      "omp.terminator"() : () -> ()\n    }) : (i32) -> ()\n    "cf.br"()[^bb2] : () -> ()\n  ^bb2:  // pred: ^bb1\n    "omp.canonical_loop"(%arg0) ({\n    ^bb0(%arg1: i32):\n      "omp.terminator"() : () -> ()\n    }) : (i32) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "loop_names_regions": (
        "func.func @exec(%n: i32, %c: i1) {\n  scf.execute_region {\n    omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n    scf.yield\n  }\n  return\n}\nfunc.func @if1(%n: i32, %c: i1) {\n  scf.if %c {\n    omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n  }\n  return\n}\nfunc.func @if_else_empty(%n: i32, %c: i1) {\n  scf.if %c {\n    omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n  } else {\n  }\n  return\n}\nfunc.func @par(%n: i32, %c: i1) {\n  omp.parallel {\n    omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\nfunc.func @single(%n: i32, %c: i1) {\n  omp.single {\n    omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\nfunc.func @par_par(%n: i32, %c: i1) {\n  omp.parallel {\n    omp.parallel {\n      omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\nfunc.func @exec_exec(%n: i32, %c: i1) {\n  scf.execute_region {\n    scf.execute_region {\n      omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n      scf.yield\n    }\n    scf.yield\n  }\n  return\n}\nfunc.func @loop_par(%n: i32, %c: i1) {\n  omp.canonical_loop %o : i32 in range(%n) {\n    omp.parallel {\n      omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\nfunc.func @par_two(%n: i32, %c: i1) {\n  omp.parallel {\n    scf.execute_region {\n      scf.yield\n    }\n    omp.canonical_loop %iv : i32 in range(%n) {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}",
        "module {\n  func.func @exec(%arg0: i32, %arg1: i1) {\n    scf.execute_region {\n      omp.canonical_loop %iv_s0 : i32 in range(%arg0) {\n        omp.terminator\n      }\n      scf.yield\n    }\n    return\n  }\n  func.func @if1(%arg0: i32, %arg1: i1) {\n    scf.if %arg1 {\n      omp.canonical_loop %iv_r0 : i32 in range(%arg0) {\n        omp.terminator\n      }\n    }\n    return\n  }\n  func.func @if_else_empty(%arg0: i32, %arg1: i1) {\n    scf.if %arg1 {\n      omp.canonical_loop %iv_r0 : i32 in range(%arg0) {\n        omp.terminator\n      }\n    } else {\n    }\n    return\n  }\n  func.func @par(%arg0: i32, %arg1: i1) {\n    omp.parallel {\n      omp.canonical_loop %iv_s0 : i32 in range(%arg0) {\n        omp.terminator\n      }\n      omp.terminator\n    }\n    return\n  }\n  func.func @single(%arg0: i32, %arg1: i1) {\n    omp.single {\n      omp.canonical_loop %iv_s0 : i32 in range(%arg0) {\n        omp.terminator\n      }\n      omp.terminator\n    }\n    return\n  }\n  func.func @par_par(%arg0: i32, %arg1: i1) {\n    omp.parallel {\n      omp.parallel {\n        omp.canonical_loop %iv_s0 : i32 in range(%arg0) {\n          omp.terminator\n        }\n        omp.terminator\n      }\n      omp.terminator\n    }\n    return\n  }\n  func.func @exec_exec(%arg0: i32, %arg1: i1) {\n    scf.execute_region {\n      scf.execute_region {\n        omp.canonical_loop %iv_s0 : i32 in range(%arg0) {\n          omp.terminator\n        }\n        scf.yield\n      }\n      scf.yield\n    }\n    return\n  }\n  func.func @loop_par(%arg0: i32, %arg1: i1) {\n    omp.canonical_loop %iv : i32 in range(%arg0) {\n      omp.parallel {\n        omp.canonical_loop %iv_d1 : i32 in range(%arg0) {\n          omp.terminator\n        }\n        omp.terminator\n      }\n      omp.terminator\n    }\n    return\n  }\n  func.func @par_two(%arg0: i32, %arg1: i1) {\n    omp.parallel {\n      scf.execute_region {\n        scf.yield\n      }\n      omp.canonical_loop %iv_s1 : i32 in range(%arg0) {\n        omp.terminator\n      }\n      omp.terminator\n    }\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "exec"}> ({\n  ^bb0(%arg25: i32, %arg26: i1):\n    "scf.execute_region"() ({\n      "omp.canonical_loop"(%arg25) ({\n      ^bb0(%arg27: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "scf.yield"() : () -> ()\n    }) : () -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "if1"}> ({\n  ^bb0(%arg22: i32, %arg23: i1):\n    "scf.if"(%arg23) ({\n      "omp.canonical_loop"(%arg22) ({\n      ^bb0(%arg24: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "scf.yield"() : () -> ()\n    }, {\n    }) : (i1) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "if_else_empty"}> ({\n  ^bb0(%arg19: i32, %arg20: i1):\n    "scf.if"(%arg20) ({\n      "omp.canonical_loop"(%arg19) ({\n      ^bb0(%arg21: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "scf.yield"() : () -> ()\n    }, {\n      "scf.yield"() : () -> ()\n    }) : (i1) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "par"}> ({\n  ^bb0(%arg16: i32, %arg17: i1):\n    "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>}> ({\n      "omp.canonical_loop"(%arg16) ({\n      ^bb0(%arg18: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "omp.terminator"() : () -> ()\n    }) : () -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "single"}> ({\n  ^bb0(%arg13: i32, %arg14: i1):\n    "omp.single"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({\n      "omp.canonical_loop"(%arg13) ({\n      ^bb0(%arg15: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "omp.terminator"() : () -> ()\n    }) : () -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "par_par"}> ({\n  ^bb0(%arg10: i32, %arg11: i1):\n    "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>}> ({\n      "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>}> ({\n        "omp.canonical_loop"(%arg10) ({\n        ^bb0(%arg12: i32):\n          "omp.terminator"() : () -> ()\n        }) : (i32) -> ()\n        "omp.terminator"() : () -> ()\n      }) : () -> ()\n      "omp.terminator"() : () -> ()\n    }) : () -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "exec_exec"}> ({\n  ^bb0(%arg7: i32, %arg8: i1):\n    "scf.execute_region"() ({\n      "scf.execute_region"() ({\n        "omp.canonical_loop"(%arg7) ({\n        ^bb0(%arg9: i32):\n          "omp.terminator"() : () -> ()\n        }) : (i32) -> ()\n        "scf.yield"() : () -> ()\n      }) : () -> ()\n      "scf.yield"() : () -> ()\n    }) : () -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "loop_par"}> ({\n  ^bb0(%arg3: i32, %arg4: i1):\n    "omp.canonical_loop"(%arg3) ({\n    ^bb0(%arg5: i32):\n      "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>}> ({\n        "omp.canonical_loop"(%arg3) ({\n        ^bb0(%arg6: i32):\n          "omp.terminator"() : () -> ()\n        }) : (i32) -> ()\n        "omp.terminator"() : () -> ()\n      }) : () -> ()\n      "omp.terminator"() : () -> ()\n    }) : (i32) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (i32, i1) -> (), sym_name = "par_two"}> ({\n  ^bb0(%arg0: i32, %arg1: i1):\n    "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>}> ({\n      "scf.execute_region"() ({\n        "scf.yield"() : () -> ()\n      }) : () -> ()\n      "omp.canonical_loop"(%arg0) ({\n      ^bb0(%arg2: i32):\n        "omp.terminator"() : () -> ()\n      }) : (i32) -> ()\n      "omp.terminator"() : () -> ()\n    }) : () -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "target_allocmem": (
        'func.func @f(%d: i64, %s: index, %l: i32) {\n  %0 = omp.target_allocmem %d : i64, !llvm.array<4 x f32>(%l : i32), %s, %s {uniq_name = "u"}\n  %1 = omp.target_allocmem %d : i64, f32\n  return\n}\n',
        'module {\n  func.func @f(%arg0: i64, %arg1: index, %arg2: i32) {\n    %0 = omp.target_allocmem %arg0 : i64, !llvm.array<4 x f32>(%arg2 : i32), %arg1, %arg1 {uniq_name = "u"}\n    %1 = omp.target_allocmem %arg0 : i64, f32\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i64, index, i32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: i64, %arg1: index, %arg2: i32):\n    %0 = "omp.target_allocmem"(%arg0, %arg2, %arg1, %arg1) <{in_type = !llvm.array<4 x f32>, operandSegmentSizes = array<i32: 1, 1, 2>, uniq_name = "u"}> : (i64, i32, index, index) -> i64\n    %1 = "omp.target_allocmem"(%arg0) <{in_type = f32, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> i64\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
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
    "private_region_type": (
        "omp.private {type = private} @p : i32 init {\n^bb0(%a: i64, %b: i32):\n  omp.yield(%b : i32)\n}\n",
        ["Region argument type mismatch: got 'i32' expected 'i64'."],
    ),
    "private_init_arguments": (
        "omp.private {type = private} @p : i32 init {\n^bb0(%a: i32):\n  omp.yield(%a : i32)\n}\n",
        ["`init`: expected 2 region arguments, got: 1"],
    ),
    "private_init_yield": (
        "omp.private {type = private} @p : i32 init {\n^bb0(%a: i32, %b: i32):\n  omp.yield\n}\n",
        ["Invalid yielded value. Expected type: 'i32', got: None"],
    ),
    "private_terminator": (
        "omp.private {type = private} @p : i32 init {\n^bb0(%a: i32, %b: i32):\n  omp.terminator\n}\n",
        ["expected exit block terminator to be an `omp.yield` op."],
    ),
    "private_copy": (
        "omp.private {type = private} @p : i32 copy {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n}\n",
        ["`private` clauses do not require a `copy` region."],
    ),
    "firstprivate_no_copy": (
        "omp.private {type = firstprivate} @p : i32\n",
        ["`firstprivate` clauses require at least a `copy` region."],
    ),
    "private_dealloc_yield": (
        "omp.private {type = firstprivate} @p : i32 copy {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n} dealloc {\n^bb0(%a: i32):\n  omp.yield(%a : i32)\n}\n",
        ["Did not expect any values to be yielded."],
    ),
    "private_copy_yield_type": (
        "omp.private {type = firstprivate} @p : i32 copy {\n^bb0(%a: i32, %b: i32):\n  %c = arith.constant 1 : i64\n  omp.yield(%c : i64)\n}\n",
        ["Invalid yielded value. Expected type: 'i32', got: 'i64'"],
    ),
    "private_yield_two": (
        "omp.private {type = private} @p : !llvm.ptr init {\n^bb0(%a: !llvm.ptr, %b: !llvm.ptr):\n  cf.br ^bb1\n^bb1:\n  omp.yield(%a, %a : !llvm.ptr, !llvm.ptr)\n}\n",
        ["Invalid yielded value. Expected type: '!llvm.ptr', got: '!llvm.ptr', '!llvm.ptr'"],
    ),
    "declare_reduction_init_one_argument": (
        "omp.declare_reduction @r : i32 init {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n} combiner {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n}\n",
        [
            "'omp.declare_reduction' op expects one argument to the initializer region when no allocation region is used"
        ],
    ),
    "declare_reduction_init_two_arguments": (
        "omp.declare_reduction @r : i32 alloc {\n  %c = arith.constant 1 : i32\n  omp.yield(%c : i32)\n} init {\n^bb0(%a: i32):\n  omp.yield(%a : i32)\n} combiner {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n}\n",
        [
            "'omp.declare_reduction' op expects two arguments to the initializer region when an allocation region is used"
        ],
    ),
    "declare_reduction_init_type": (
        "omp.declare_reduction @r : i32 init {\n^bb0(%a: i64):\n  omp.yield(%a : i64)\n} combiner {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n}\n",
        [
            "'omp.declare_reduction' op expects initializer region argument to match the reduction type"
        ],
    ),
    "declare_reduction_init_yield": (
        "omp.declare_reduction @r : i32 init {\n^bb0(%a: i32):\n  %c = arith.constant 1 : i64\n  omp.yield(%c : i64)\n} combiner {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n}\n",
        [
            "'omp.declare_reduction' op expects initializer region to yield a value of the reduction type"
        ],
    ),
    "declare_reduction_combiner_arguments": (
        "omp.declare_reduction @r : i32 init {\n^bb0(%a: i32):\n  omp.yield(%a : i32)\n} combiner {\n^bb0(%a: i32, %b: i64):\n  omp.yield(%a : i32)\n}\n",
        [
            "'omp.declare_reduction' op expects reduction region with two arguments of the reduction type"
        ],
    ),
    "declare_reduction_combiner_yield": (
        "omp.declare_reduction @r : i32 init {\n^bb0(%a: i32):\n  omp.yield(%a : i32)\n} combiner {\n^bb0(%a: i32, %b: i32):\n  omp.yield\n}\n",
        [
            "'omp.declare_reduction' op expects reduction region to yield a value of the reduction type"
        ],
    ),
    "declare_reduction_atomic_accumulator": (
        "omp.declare_reduction @r : i32 init {\n^bb0(%a: i32):\n  omp.yield(%a : i32)\n} combiner {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n} atomic {\n^bb0(%a: memref<i64>, %b: memref<i64>):\n  omp.yield\n}\n",
        [
            "'omp.declare_reduction' op expects atomic reduction region arguments to be accumulators containing the reduction type"
        ],
    ),
    "declare_reduction_atomic_arguments": (
        "omp.declare_reduction @r : i32 init {\n^bb0(%a: i32):\n  omp.yield(%a : i32)\n} combiner {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n} atomic {\n^bb0(%a: !llvm.ptr, %b: memref<i64>):\n  omp.yield\n}\n",
        [
            "'omp.declare_reduction' op expects atomic reduction region with two arguments of the same type"
        ],
    ),
    "declare_reduction_cleanup": (
        "omp.declare_reduction @r : i32 init {\n^bb0(%a: i32):\n  omp.yield(%a : i32)\n} combiner {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n} cleanup {\n^bb0(%a: i64):\n  omp.yield\n}\n",
        [
            "'omp.declare_reduction' op expects cleanup region with one argument of the reduction type"
        ],
    ),
    "critical_symbol": (
        "func.func @f(%a: memref<i32>) {\n  omp.critical(@foo) {\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.critical' op expected symbol reference @foo to point to a critical declaration"],
    ),
    "allocate_dir_align": (
        "func.func @f(%a: memref<i32>) {\n  omp.allocate_dir (%a : memref<i32>) align(3)\n  return\n}\n",
        ["ALIGN value : 3 must be power of 2"],
    ),
    "scan_parent": (
        "func.func @f(%a: memref<i32>) {\n  omp.scan inclusive(%a : memref<i32>)\n  return\n}\n",
        [
            "SCAN directive needs to be enclosed within a parent worksharing loop construct or SIMD construct with INSCAN reduction modifier"
        ],
    ),
    "scan_clauses": (
        "func.func @f(%a: memref<i32>) {\n  omp.scan inclusive(%a : memref<i32>) exclusive(%a : memref<i32>)\n  return\n}\n",
        ["Exactly one of EXCLUSIVE or INCLUSIVE clause is expected"],
    ),
    "ordered_parent": (
        "func.func @f(%a: i64) {\n  omp.ordered depend_type(dependsource) depend_vec(%a : i64) {doacross_num_loops = 1 : i64}\n  return\n}\n",
        ["'omp.ordered' op must be nested inside of a loop"],
    ),
    "workdistribute_parent": (
        "func.func @f() {\n  omp.workdistribute {\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.workdistribute' op workdistribute must be nested under teams"],
    ),
    "workdistribute_parallel": (
        "func.func @f() {\n  omp.teams {\n    omp.workdistribute {\n      omp.parallel {\n        omp.terminator\n      }\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.workdistribute' op nested parallel constructs not allowed in workdistribute"],
    ),
    "workdistribute_barrier": (
        "func.func @f() {\n  omp.teams {\n    omp.workdistribute {\n      omp.barrier\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.workdistribute' op explicit barriers are not allowed in workdistribute region"],
    ),
    "workshare_loop_wrapper_parent": (
        "func.func @f(%a: i32) {\n  omp.workshare.loop_wrapper {\n    omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        ["'omp.workshare.loop_wrapper' op must be nested in an omp.workshare"],
    ),
    "loop_standalone": (
        "func.func @f(%a: i32) {\n  omp.wsloop {\n    omp.loop {\n      omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n        omp.yield\n      }\n    }\n  }\n  return\n}\n",
        ["'omp.loop' op expected to be a standalone loop wrapper"],
    ),
    "map_info_members": (
        "func.func @f(%a: memref<i32>, %d: i64) {\n  %m = omp.map.info var_ptr(%a : memref<i32>, i32) map_clauses(tofrom) capture(ByRef) members(%a : [0] : memref<i32>) -> memref<i32>\n  return\n}\n",
        ["'omp.map.info' op 'members' arguments must be defined by 'omp.map.info' ops"],
    ),
    "map_info_mapper": (
        "func.func @f(%a: memref<i32>, %d: i64) {\n  %m = omp.map.info var_ptr(%a : memref<i32>, i32) map_clauses(tofrom) capture(ByRef) mapper(@nomap) -> memref<i32>\n  return\n}\n",
        ["invalid mapper id"],
    ),
    "declare_mapper_terminator": (
        "omp.declare_mapper @m : i32 {\n^bb0(%a: memref<i32>):\n  omp.terminator\n}\n",
        ["'omp.declare_mapper' op expected terminator to be a DeclareMapperInfoOp"],
    ),
    "target_data_operands": (
        "func.func @f() {\n  omp.target_data {\n    omp.terminator\n  }\n  return\n}\n",
        [
            "At least one of map, use_device_ptr_vars, or use_device_addr_vars operand must be present"
        ],
    ),
    "new_cli_generators": (
        "func.func @f(%n: i32) {\n  %c = omp.new_cli\n  omp.canonical_loop(%c) %iv : i32 in range(%n) {\n    omp.terminator\n  }\n  omp.canonical_loop(%c) %jv : i32 in range(%n) {\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.new_cli' op CLI must have at most one generator"],
    ),
    "new_cli_consumers": (
        "func.func @f(%n: i32) {\n  %c = omp.new_cli\n  omp.canonical_loop(%c) %iv : i32 in range(%n) {\n    omp.terminator\n  }\n  omp.unroll_heuristic(%c)\n  omp.unroll_heuristic(%c)\n  return\n}\n",
        ["'omp.new_cli' op CLI must have at most one consumer"],
    ),
    "new_cli_no_generator": (
        "func.func @f(%n: i32) {\n  %c = omp.new_cli\n  omp.unroll_heuristic(%c)\n  return\n}\n",
        ["'omp.new_cli' op CLI has no generator"],
    ),
    "canonical_loop_argument_type": (
        'func.func @f(%n: i32, %m: i64) {\n  "omp.canonical_loop"(%n) ({\n  ^bb0(%iv: i64):\n    omp.terminator\n  }) : (i32) -> ()\n  return\n}\n',
        ["'omp.canonical_loop' op Region argument must be the same type as the trip count"],
    ),
    "canonical_loop_arguments": (
        'func.func @f(%n: i32, %m: i64) {\n  "omp.canonical_loop"(%n) ({\n  ^bb0(%iv: i32, %x: i32):\n    omp.terminator\n  }) : (i32) -> ()\n  return\n}\n',
        ["'omp.canonical_loop' op Canonical loop region must have exactly one argument"],
    ),
    "tile_no_applyee": (
        "func.func @f(%n: i32) {\n  %c = omp.new_cli\n  omp.tile <- () sizes(%n : i32)\n  return\n}\n",
        ["'omp.tile' op must apply to at least one loop"],
    ),
    "tile_sizes": (
        "func.func @f(%n: i32) {\n  %c = omp.new_cli\n  omp.canonical_loop(%c) %iv : i32 in range(%n) {\n    omp.terminator\n  }\n  omp.tile <- (%c)\n  return\n}\n",
        ["'omp.tile' op there must be one tile size for each applyee"],
    ),
    "tile_generatees": (
        "func.func @f(%n: i32) {\n  %c = omp.new_cli\n  %g = omp.new_cli\n  omp.canonical_loop(%c) %iv : i32 in range(%n) {\n    omp.terminator\n  }\n  omp.tile (%g) <- (%c) sizes(%n : i32)\n  return\n}\n",
        ["'omp.tile' op expecting two times the number of generatees than applyees"],
    ),
    "tile_perfectly_nested": (
        "func.func @f(%n: i32) {\n  %c = omp.new_cli\n  %d = omp.new_cli\n  omp.canonical_loop(%c) %iv : i32 in range(%n) {\n    omp.terminator\n  }\n  omp.canonical_loop(%d) %jv : i32 in range(%n) {\n    omp.terminator\n  }\n  omp.tile <- (%c, %d) sizes(%n, %n : i32, i32)\n  return\n}\n",
        ["'omp.tile' op tiled loop nest must be perfectly nested"],
    ),
    "tile_rectangular": (
        "func.func @f(%n: i32) {\n  %c = omp.new_cli\n  %d = omp.new_cli\n  omp.canonical_loop(%c) %iv : i32 in range(%n) {\n    omp.canonical_loop(%d) %jv : i32 in range(%iv) {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  omp.tile <- (%c, %d) sizes(%n, %n : i32, i32)\n  return\n}\n",
        ["'omp.tile' op tiled loop nest must be rectangular"],
    ),
    "tile_applyee_generator": (
        "func.func @f(%n: i32) {\n  %c = omp.new_cli\n  %d = omp.new_cli\n  omp.tile <- (%c, %d) sizes(%n, %n : i32, i32)\n  return\n}\n",
        ["'omp.new_cli' op CLI has no generator"],
    ),
    "tile_consumers": (
        "func.func @f(%n: i32) {\n  %c = omp.new_cli\n  %g = omp.new_cli\n  %h = omp.new_cli\n  omp.canonical_loop(%c) %iv : i32 in range(%n) {\n    omp.terminator\n  }\n  omp.tile (%g, %h) <- (%c) sizes(%n : i32)\n  omp.tile (%g, %h) <- (%c) sizes(%n : i32)\n  return\n}\n",
        ["'omp.new_cli' op CLI must have at most one consumer"],
    ),
    "map_bounds_extent": (
        "func.func @f(%i: index) {\n  %b = omp.map.bounds lower_bound(%i : index)\n  return\n}\n",
        ["expected extent or upperbound."],
    ),
    "atomic_read_variable_type": (
        'func.func @f(%v: memref<*xi32>) {\n  "omp.atomic.read"(%v, %v) <{element_type = i32}> : (memref<*xi32>, memref<*xi32>) -> ()\n  return\n}\n',
        [
            "'omp.atomic.read' op operand #0 must be OpenMP-compatible variable type, but got 'memref<*xi32>'"
        ],
    ),
    "composite_missing_leaf": (
        "func.func @f(%a: i32) {\n  omp.wsloop {\n    omp.simd {\n      omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n        omp.yield\n      }\n    }\n  }\n  return\n}\n",
        ["'omp.composite' attribute missing from composite wrapper"],
    ),
    "composite_missing_wrapper": (
        "func.func @f(%a: i32) {\n  omp.wsloop {\n    omp.simd {\n      omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n        omp.yield\n      }\n    } {omp.composite}\n  }\n  return\n}\n",
        ["'omp.composite' attribute missing from composite wrapper"],
    ),
    "composite_present_standalone": (
        "func.func @f(%a: i32) {\n  omp.simd {\n    omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  } {omp.composite}\n  return\n}\n",
        ["'omp.composite' attribute present in non-composite wrapper"],
    ),
    "composite_distribute_wsloop_parent": (
        "func.func @f(%a: i32) {\n  omp.teams {\n  omp.parallel {\n    omp.distribute {\n      omp.wsloop {\n        omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n          omp.yield\n        }\n      } {omp.composite}\n    } {omp.composite}\n    omp.terminator\n  }\n  omp.terminator\n  }\n  return\n}\n",
        [
            "an 'omp.wsloop' nested wrapper is only allowed when a composite 'omp.parallel' is the direct parent"
        ],
    ),
    "composite_parallel_no_distribute": (
        "func.func @f(%a: i32) {\n  omp.parallel {\n    omp.terminator\n  } {omp.composite}\n  return\n}\n",
        ["'omp.composite' attribute present in non-composite operation"],
    ),
    "composite_parallel_other_op": (
        "func.func @f(%a: i32) {\n  omp.parallel {\n    omp.distribute {\n      omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n        omp.yield\n      }\n    }\n    omp.barrier\n    omp.terminator\n  } {omp.composite}\n  return\n}\n",
        ["unexpected OpenMP operation inside of composite 'omp.parallel': omp.barrier"],
    ),
    "simd_nested_wrapper": (
        "func.func @f(%a: i32) {\n  omp.simd {\n    omp.simd {\n      omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n        omp.yield\n      }\n    } {omp.composite}\n  }\n  return\n}\n",
        ["'omp.simd' op must wrap an 'omp.loop_nest' directly"],
    ),
    "taskloop_nested_wrapper": (
        "func.func @f(%a: i32) {\n  omp.taskloop {\n    omp.wsloop {\n      omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n        omp.yield\n      }\n    } {omp.composite}\n  } {omp.composite}\n  return\n}\n",
        ["only supported nested wrapper is 'omp.simd'"],
    ),
    "distribute_chunk_size": (
        'func.func @f(%a: i32) {\n  "omp.distribute"(%a) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>}> ({\n    omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }) : (i32) -> ()\n  return\n}\n',
        ["'omp.distribute' op chunk size set without dist_schedule_static being present"],
    ),
    "simd_alignments": (
        'func.func @f(%a: i32) {\n  "omp.simd"() <{alignments = [32], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0>}> ({\n    omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }) : () -> ()\n  return\n}\n',
        ["'omp.simd' op unexpected alignment values attribute"],
    ),
    "task_depend_values": (
        'func.func @f(%a: memref<i32>) {\n  "omp.task"() <{depend_kinds = [#omp<clause_task_depend (taskdependin)>], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0>}> ({\n    omp.terminator\n  }) : () -> ()\n  return\n}\n',
        ["'omp.task' op unexpected depend values"],
    ),
    "task_depend_count": (
        'func.func @f(%a: memref<i32>) {\n  "omp.task"(%a) <{operandSegmentSizes = array<i32: 0, 0, 1, 0, 0, 0, 0, 0, 0>}> ({\n    omp.terminator\n  }) : (memref<i32>) -> ()\n  return\n}\n',
        ["'omp.task' op expected as many depend values as depend variables"],
    ),
    "target_update_depend": (
        'func.func @f(%a: memref<i32>) {\n  "omp.target_update"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (memref<i32>) -> ()\n  return\n}\n',
        ["'omp.target_update' op expected as many depend values as depend variables"],
    ),
    "target_multiple_teams": (
        "func.func @f() {\n  omp.target {\n    omp.teams {\n      omp.terminator\n    }\n    omp.teams {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\n",
        ["target containing multiple 'omp.teams' nested ops"],
    ),
    "simd_firstprivate": (
        "omp.private {type = firstprivate} @fp : i32 copy {\n^bb0(%a: i32, %b: i32):\n  omp.yield(%a : i32)\n}\nfunc.func @f(%a: i32, %x: i32) {\n  omp.simd private(@fp %x -> %arg : i32) {\n    omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n      omp.yield\n    }\n  }\n  return\n}\n",
        ["FIRSTPRIVATE cannot be used with SIMD"],
    ),
    "simd_composite_before_body": (
        "func.func @f(%a: i32) {\n  omp.simd {\n    omp.loop_nest (%iv) : i32 = (%a) to (%a) step (%a) {\n      omp.ordered depend_type(dependsource) depend_vec(%a : i32) {doacross_num_loops = 1 : i64}\n      omp.yield\n    }\n  } {omp.composite}\n  return\n}\n",
        ["'omp.composite' attribute present in non-composite wrapper"],
    ),
    "target_host_eval_illegal": (
        "func.func @f(%x: i32) {\n  omp.target host_eval(%x -> %hx : i32) {\n    %y = llvm.add %hx, %hx : i32\n    omp.terminator\n  }\n  return\n}\n",
        ["'omp.target' op host_eval argument illegal use in 'llvm.add' operation"],
    ),
    "target_host_eval_teams": (
        "func.func @f(%x: i1) {\n  omp.target host_eval(%x -> %hx : i1) {\n    omp.teams if(%hx) {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\n",
        [
            "'omp.target' op host_eval argument only legal as 'num_teams' and 'thread_limit' in 'omp.teams'"
        ],
    ),
    "target_host_eval_parallel": (
        "func.func @f(%x: i32) {\n  omp.target host_eval(%x -> %hx : i32) {\n    omp.parallel num_threads(%hx : i32) {\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\n",
        [
            "'omp.target' op host_eval argument only legal as 'num_threads' in 'omp.parallel' when representing target SPMD"
        ],
    ),
    "target_host_eval_loop_nest": (
        "func.func @f(%x: i32) {\n  omp.target host_eval(%x -> %hx : i32) {\n    omp.teams {\n      omp.parallel {\n        omp.wsloop {\n          omp.loop_nest (%iv) : i32 = (%hx) to (%hx) step (%hx) {\n            omp.yield\n          }\n        }\n        omp.terminator\n      }\n      omp.terminator\n    }\n    omp.terminator\n  }\n  return\n}\n",
        [
            "'omp.target' op host_eval argument only legal as loop bounds and steps in 'omp.loop_nest' when trip count must be evaluated in the host"
        ],
    ),
    "target_private_maps": (
        'omp.private {type = private} @p : i32\nfunc.func @f(%x: !llvm.ptr) {\n  "omp.target"(%x) <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0>, private_syms = [@p], private_maps = array<i64: 0, 1>}> ({\n  ^bb0(%a: !llvm.ptr):\n    omp.terminator\n  }) : (!llvm.ptr) -> ()\n  return\n}\n',
        ["sizes of `private` operand range and `private_maps` attribute mismatch"],
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
