# ruff: noqa: E501
"""The acc dialect of the standard library (dialects_irdl/acc/acc.irdl.mlir, generated from
ODS, with the plug-in dialects_irdl/acc/): its clause syntax (oilist clauses in any order,
device-type operand lists, num_gangs and wait groups, keyword-only async/wait) reads and
prints as mlir-opt-22 does, and the C++ verifiers of dialects_irdl/acc/verifiers.py report
mlir-opt-22's messages. Every expectation below was recorded from mlir-opt-22."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages, print_ir

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "compute_and_runtime_ops": (
        "func.func @f(%a: memref<10xf32>, %i: i32, %b: i1) {\n  acc.parallel num_gangs({%i : i32, %i : i32} [#acc.device_type<nvidia>], {%i : i32}) num_workers(%i : i32 [#acc.device_type<nvidia>]) wait({devnum: %i : i32, %i : i32}, {%i : i32} [#acc.device_type<nvidia>]) async {\n    acc.yield\n  }\n  acc.serial wait async {\n    acc.yield\n  }\n  acc.serial wait([#acc.device_type<nvidia>], {%i : i32}) async(%i : i32) {\n    acc.yield\n  }\n  acc.kernels combined(loop) vector_length(%i : i32) {\n    acc.terminator\n  }\n  acc.data if(%b) {\n    acc.terminator\n  }\n  acc.wait(%i : i32) async if(%b)\n  acc.wait\n  acc.init device_num(%i : i32)\n  acc.shutdown\n  acc.set default_async(%i : i32)\n  return\n}\n",
        "module {\n  func.func @f(%arg0: memref<10xf32>, %arg1: i32, %arg2: i1) {\n    acc.parallel async num_gangs({%arg1 : i32, %arg1 : i32} [#acc.device_type<nvidia>], {%arg1 : i32}) num_workers(%arg1 : i32 [#acc.device_type<nvidia>]) wait({devnum: %arg1 : i32, %arg1 : i32}, {%arg1 : i32} [#acc.device_type<nvidia>]) {\n      acc.yield\n    }\n    acc.serial async wait {\n      acc.yield\n    }\n    acc.serial async(%arg1 : i32) wait([#acc.device_type<nvidia>], {%arg1 : i32}) {\n      acc.yield\n    }\n    acc.kernels combined(loop) vector_length(%arg1 : i32) {\n      acc.terminator\n    }\n    acc.data if(%arg2) {\n      acc.terminator\n    }\n    acc.wait(%arg1 : i32) async if(%arg2)\n    acc.wait\n    acc.init device_num(%arg1 : i32)\n    acc.shutdown\n    acc.set default_async(%arg1 : i32)\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (memref<10xf32>, i32, i1) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: memref<10xf32>, %arg1: i32, %arg2: i1):\n    "acc.parallel"(%arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1) <{asyncOnly = [#acc.device_type<none>], hasWaitDevnum = [true, false], numGangsDeviceType = [#acc.device_type<nvidia>, #acc.device_type<none>], numGangsSegments = array<i32: 2, 1>, numWorkersDeviceType = [#acc.device_type<nvidia>], operandSegmentSizes = array<i32: 0, 3, 3, 1, 0, 0, 0, 0, 0, 0, 0>, waitOnly = [], waitOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<nvidia>], waitOperandsSegments = array<i32: 2, 1>}> ({\n      "acc.yield"() : () -> ()\n    }) : (i32, i32, i32, i32, i32, i32, i32) -> ()\n    "acc.serial"() <{asyncOnly = [#acc.device_type<none>], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0>, waitOnly = [#acc.device_type<none>]}> ({\n      "acc.yield"() : () -> ()\n    }) : () -> ()\n    "acc.serial"(%arg1, %arg1) <{asyncOperandsDeviceType = [#acc.device_type<none>], hasWaitDevnum = [false], operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 0, 0>, waitOnly = [#acc.device_type<nvidia>], waitOperandsDeviceType = [#acc.device_type<none>], waitOperandsSegments = array<i32: 1>}> ({\n      "acc.yield"() : () -> ()\n    }) : (i32, i32) -> ()\n    "acc.kernels"(%arg1) <{combined, operandSegmentSizes = array<i32: 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0>, vectorLengthDeviceType = [#acc.device_type<none>]}> ({\n      "acc.terminator"() : () -> ()\n    }) : (i32) -> ()\n    "acc.data"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> ({\n      "acc.terminator"() : () -> ()\n    }) : (i1) -> ()\n    "acc.wait"(%arg1, %arg2) <{async, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i1) -> ()\n    "acc.wait"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()\n    "acc.init"(%arg1) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()\n    "acc.shutdown"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()\n    "acc.set"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "loop_forms": (
        "func.func @f(%c: index, %i: i32, %a: memref<10xf32>) {\n  %p = acc.private varPtr(%a : memref<10xf32>) recipe(@r) -> memref<10xf32>\n  acc.loop combined(parallel) gang({num=%i : i32, static=%c : index} [#acc.device_type<nvidia>]) worker vector(%i : i32) tile({%i : i32, %i : i32}, {%c : index} [#acc.device_type<host>]) cache(%a : memref<10xf32>) control(%iv : index, %jv : i32) = (%c, %i : index, i32) to (%c, %i : index, i32) step (%c, %i : index, i32) {\n    acc.yield\n  } attributes {independent = [#acc.device_type<none>], inclusiveUpperbound = array<i1: true, true>}\n  acc.loop gang([#acc.device_type<nvidia>, #acc.device_type<host>], {num=%i : i32}) {\n    scf.for %x = %c to %c step %c {\n    }\n    acc.yield\n  } attributes {seq = [#acc.device_type<star>], auto_ = [#acc.device_type<none>]}\n  acc.loop gang vector {\n    scf.for %x = %c to %c step %c {\n    }\n    acc.yield\n  } attributes {auto_ = [#acc.device_type<none>]}\n  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {\n    acc.yield\n  } attributes {auto_ = [#acc.device_type<none>]}\n  return\n}\nacc.private.recipe @r : memref<10xf32> init {\n^bb0(%arg0: memref<10xf32>):\n  acc.yield %arg0 : memref<10xf32>\n}\n",
        "module {\n  func.func @f(%arg0: index, %arg1: i32, %arg2: memref<10xf32>) {\n    %0 = acc.private varPtr(%arg2 : memref<10xf32>) recipe(@r) -> memref<10xf32>\n    acc.loop combined(parallel) gang({num=%arg1 : i32, static=%arg0 : index} [#acc.device_type<nvidia>]) worker vector(%arg1 : i32) tile({%arg1 : i32, %arg1 : i32}, {%arg0 : index} [#acc.device_type<host>]) cache(%arg2 : memref<10xf32>) control(%arg3 : index, %arg4 : i32) = (%arg0, %arg1 : index, i32) to (%arg0, %arg1 : index, i32)  step (%arg0, %arg1 : index, i32) {\n      acc.yield\n    } attributes {inclusiveUpperbound = array<i1: true, true>, independent = [#acc.device_type<none>]}\n    acc.loop gang([#acc.device_type<nvidia>, #acc.device_type<host>], {num=%arg1 : i32}) {\n      scf.for %arg3 = %arg0 to %arg0 step %arg0 {\n      }\n      acc.yield\n    } attributes {auto_ = [#acc.device_type<none>], seq = [#acc.device_type<star>]}\n    acc.loop gang vector {\n      scf.for %arg3 = %arg0 to %arg0 step %arg0 {\n      }\n      acc.yield\n    } attributes {auto_ = [#acc.device_type<none>]}\n    acc.loop control(%arg3 : index) = (%arg0 : index) to (%arg0 : index)  step (%arg0 : index) {\n      acc.yield\n    } attributes {auto_ = [#acc.device_type<none>]}\n    return\n  }\n  acc.private.recipe @r : memref<10xf32> init {\n  ^bb0(%arg0: memref<10xf32>):\n    acc.yield %arg0 : memref<10xf32>\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (index, i32, memref<10xf32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg1: index, %arg2: i32, %arg3: memref<10xf32>):\n    %0 = "acc.private"(%arg3) <{dataClause = #acc<data_clause acc_private>, implicit = false, modifiers = #acc<data_clause_modifier none>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, recipe = @r, structured = true, varType = f32}> : (memref<10xf32>) -> memref<10xf32>\n    "acc.loop"(%arg1, %arg2, %arg1, %arg2, %arg1, %arg2, %arg2, %arg1, %arg2, %arg2, %arg2, %arg1, %arg3) <{combined = #acc.combined_constructs<parallel_loop>, gang = [], gangOperandsArgType = [#acc.gang_arg_type<Num>, #acc.gang_arg_type<Static>], gangOperandsDeviceType = [#acc.device_type<nvidia>], gangOperandsSegments = array<i32: 2>, inclusiveUpperbound = array<i1: true, true>, independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 2, 2, 2, 2, 0, 1, 3, 1, 0, 0, 0>, tileOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>], tileOperandsSegments = array<i32: 2, 1>, vectorOperandsDeviceType = [#acc.device_type<none>], worker = [#acc.device_type<none>]}> ({\n    ^bb0(%arg7: index, %arg8: i32):\n      "acc.yield"() : () -> ()\n    }) : (index, i32, index, i32, index, i32, i32, index, i32, i32, i32, index, memref<10xf32>) -> ()\n    "acc.loop"(%arg2) <{auto_ = [#acc.device_type<none>], gang = [#acc.device_type<nvidia>, #acc.device_type<host>], gangOperandsArgType = [#acc.gang_arg_type<Num>], gangOperandsDeviceType = [#acc.device_type<none>], gangOperandsSegments = array<i32: 1>, operandSegmentSizes = array<i32: 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0>, seq = [#acc.device_type<star>]}> ({\n      "scf.for"(%arg1, %arg1, %arg1) ({\n      ^bb0(%arg6: index):\n        "scf.yield"() : () -> ()\n      }) : (index, index, index) -> ()\n      "acc.yield"() : () -> ()\n    }) : (i32) -> ()\n    "acc.loop"() <{auto_ = [#acc.device_type<none>], gang = [#acc.device_type<none>], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>, vector = [#acc.device_type<none>]}> ({\n      "scf.for"(%arg1, %arg1, %arg1) ({\n      ^bb0(%arg5: index):\n        "scf.yield"() : () -> ()\n      }) : (index, index, index) -> ()\n      "acc.yield"() : () -> ()\n    }) : () -> ()\n    "acc.loop"(%arg1, %arg1, %arg1) <{auto_ = [#acc.device_type<none>], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0>}> ({\n    ^bb0(%arg4: index):\n      "acc.yield"() : () -> ()\n    }) : (index, index, index) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "acc.private.recipe"() <{sym_name = "r", type = memref<10xf32>}> ({\n  ^bb0(%arg0: memref<10xf32>):\n    "acc.yield"(%arg0) : (memref<10xf32>) -> ()\n  }, {\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "routine_forms": (
        'func.func @f() {\n  return\n}\nacc.routine @r1 func(@f) bind(@g [#acc.device_type<nvidia>], "s", @h, "t" [#acc.device_type<host>]) gang\nacc.routine @r2 func(@f) gang([#acc.device_type<nvidia>], dim: 1 : i64 [#acc.device_type<multicore>], dim: 2 : i64 [#acc.device_type<host>]) nohost\nacc.routine @r3 func(@f) worker([#acc.device_type<nvidia>, #acc.device_type<host>]) seq([#acc.device_type<star>]) implicit\nacc.routine @r7 func(@f) vector\nacc.routine @r4 func(@f) gang(dim: 1 : i64)\nacc.routine @r5 func(@f) bind("x")\nacc.routine @r6 func(@f) worker\n',
        'module {\n  func.func @f() {\n    return\n  }\n  acc.routine @r1 func(@f) bind(@g [#acc.device_type<nvidia>], @h, "s", "t" [#acc.device_type<host>]) gang\n  acc.routine @r2 func(@f) gang([#acc.device_type<nvidia>], dim: 1 : i64 [#acc.device_type<multicore>], dim: 2 : i64 [#acc.device_type<host>]) nohost\n  acc.routine @r3 func(@f) worker ([#acc.device_type<nvidia>, #acc.device_type<host>]) seq ([#acc.device_type<star>]) implicit\n  acc.routine @r7 func(@f) vector \n  acc.routine @r4 func(@f) gang(dim: 1 : i64)\n  acc.routine @r5 func(@f) bind("x")\n  acc.routine @r6 func(@f) worker \n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "acc.routine"() <{bindIdName = [@g, @h], bindIdNameDeviceType = [#acc.device_type<nvidia>, #acc.device_type<none>], bindStrName = ["s", "t"], bindStrNameDeviceType = [#acc.device_type<none>, #acc.device_type<host>], func_name = @f, gang = [#acc.device_type<none>], sym_name = "r1"}> : () -> ()\n  "acc.routine"() <{func_name = @f, gang = [#acc.device_type<nvidia>], gangDim = [1, 2], gangDimDeviceType = [#acc.device_type<multicore>, #acc.device_type<host>], nohost, sym_name = "r2"}> : () -> ()\n  "acc.routine"() <{func_name = @f, implicit, seq = [#acc.device_type<star>], sym_name = "r3", worker = [#acc.device_type<nvidia>, #acc.device_type<host>]}> : () -> ()\n  "acc.routine"() <{func_name = @f, sym_name = "r7", vector = [#acc.device_type<none>]}> : () -> ()\n  "acc.routine"() <{func_name = @f, gang = [], gangDim = [1], gangDimDeviceType = [#acc.device_type<none>], sym_name = "r4"}> : () -> ()\n  "acc.routine"() <{bindIdName = [], bindIdNameDeviceType = [], bindStrName = ["x"], bindStrNameDeviceType = [#acc.device_type<none>], func_name = @f, sym_name = "r5"}> : () -> ()\n  "acc.routine"() <{func_name = @f, sym_name = "r6", worker = [#acc.device_type<none>]}> : () -> ()\n}) : () -> ()\n\n',
    ),
}

# name -> (input, mlir-opt-22 custom print): the custom form only
CUSTOM = {
    "data_entry_exit_ops": (
        'func.func @f(%a: memref<10xf32>, %p: !llvm.ptr, %i: i32, %b: i1, %x: f32) {\n  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  %1 = acc.copyin varPtr(%p : !llvm.ptr) varType(f32) -> !llvm.ptr\n  %2 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  %3 = acc.present varPtr(%a : memref<10xf32>) async -> memref<10xf32>\n  %4 = acc.present varPtr(%a : memref<10xf32>) async([#acc.device_type<nvidia>], %i : i32 [#acc.device_type<radeon>], %i : i32) -> memref<10xf32> {name = "a"}\n  acc.copyout accPtr(%0 : memref<10xf32>) async(%i : i32) to varPtr(%a : memref<10xf32>)\n  acc.delete accPtr(%3 : memref<10xf32>)\n  acc.parallel num_gangs({%i : i32, %i : i32} [#acc.device_type<nvidia>], {%i : i32}) num_workers(%i : i32 [#acc.device_type<nvidia>]) wait({devnum: %i : i32, %i : i32}, {%i : i32} [#acc.device_type<nvidia>]) dataOperands(%0 : memref<10xf32>) async {\n    acc.yield\n  }\n  acc.serial wait async {\n    acc.yield\n  }\n  acc.kernels combined(loop) {\n    acc.terminator\n  }\n  acc.data dataOperands(%3 : memref<10xf32>) {\n    acc.terminator\n  }\n  acc.enter_data async(%i : i32) wait(%i, %i : i32, i32) dataOperands(%2 : memref<10xf32>)\n  acc.exit_data wait dataOperands(%3 : memref<10xf32>)\n  acc.wait(%i : i32) async if(%b)\n  acc.init device_num(%i : i32)\n  acc.shutdown\n  acc.set default_async(%i : i32)\n  %u = acc.update_device varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  acc.update async dataOperands(%u : memref<10xf32>)\n  return\n}\n',
        'module {\n  func.func @f(%arg0: memref<10xf32>, %arg1: !llvm.ptr, %arg2: i32, %arg3: i1, %arg4: f32) {\n    %0 = acc.copyin varPtr(%arg0 : memref<10xf32>) -> memref<10xf32>\n    %1 = acc.copyin varPtr(%arg1 : !llvm.ptr) varType(f32) -> !llvm.ptr\n    %2 = acc.create varPtr(%arg0 : memref<10xf32>) -> memref<10xf32>\n    %3 = acc.present varPtr(%arg0 : memref<10xf32>) async -> memref<10xf32>\n    %4 = acc.present varPtr(%arg0 : memref<10xf32>) async(%arg2 : i32 [#acc.device_type<radeon>], %arg2 : i32) -> memref<10xf32> {name = "a"}\n    acc.copyout accPtr(%0 : memref<10xf32>) async(%arg2 : i32) to varPtr(%arg0 : memref<10xf32>)\n    acc.delete accPtr(%3 : memref<10xf32>)\n    acc.parallel dataOperands(%0 : memref<10xf32>) async num_gangs({%arg2 : i32, %arg2 : i32} [#acc.device_type<nvidia>], {%arg2 : i32}) num_workers(%arg2 : i32 [#acc.device_type<nvidia>]) wait({devnum: %arg2 : i32, %arg2 : i32}, {%arg2 : i32} [#acc.device_type<nvidia>]) {\n      acc.yield\n    }\n    acc.serial async wait {\n      acc.yield\n    }\n    acc.kernels combined(loop) {\n      acc.terminator\n    }\n    acc.data dataOperands(%3 : memref<10xf32>) {\n      acc.terminator\n    }\n    acc.enter_data async(%arg2 : i32) wait(%arg2, %arg2 : i32, i32) dataOperands(%2 : memref<10xf32>)\n    acc.exit_data wait dataOperands(%3 : memref<10xf32>)\n    acc.wait(%arg2 : i32) async if(%arg3)\n    acc.init device_num(%arg2 : i32)\n    acc.shutdown\n    acc.set default_async(%arg2 : i32)\n    %5 = acc.update_device varPtr(%arg0 : memref<10xf32>) -> memref<10xf32>\n    acc.update async dataOperands(%5 : memref<10xf32>)\n    return\n  }\n}\n\n',
    ),
}

# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "data_empty": (
        "func.func @f() {\n  acc.data {\n    acc.terminator\n  }\n  return\n}\n",
        ["at least one operand or the default attribute must appear on the data operation"],
    ),
    "data_operand": (
        'func.func @f() {\n  %m = "test.alloc"() : () -> memref<10xf32>\n  acc.data dataOperands(%m : memref<10xf32>) {\n    acc.terminator\n  }\n  return\n}\n',
        ["expect data entry/exit operation or acc.getdeviceptr as defining op"],
    ),
    "update_empty": (
        "func.func @f() {\n  acc.update\n  return\n}\n",
        ["at least one value must be present in dataOperands"],
    ),
    "wait_devnum": (
        "func.func @f(%i: index) {\n  acc.wait wait_devnum(%i : index)\n  return\n}\n",
        ["wait_devnum cannot appear without waitOperands"],
    ),
    "wait_async": (
        "func.func @f(%i: index) {\n  acc.wait async(%i : index) attributes {async}\n  return\n}\n",
        ["async attribute cannot appear with asyncOperand"],
    ),
    "init_nested": (
        "func.func @f() {\n  acc.parallel {\n    acc.init\n    acc.yield\n  }\n  return\n}\n",
        ["'acc.init' op cannot be nested in a compute operation"],
    ),
    "set_nothing": (
        "func.func @f() {\n  acc.set\n  return\n}\n",
        ["'acc.set' op at least one default_async, device_num, or device_type operand must appear"],
    ),
    "exit_data_empty": (
        "func.func @f() {\n  acc.exit_data\n  return\n}\n",
        ["at least one operand must be present in dataOperands on the exit data operation"],
    ),
    "enter_data_operand": (
        'func.func @f() {\n  %m = "test.alloc"() : () -> memref<10xf32>\n  acc.enter_data dataOperands(%m : memref<10xf32>)\n  return\n}\n',
        ["expect data entry operation as defining op"],
    ),
    "parallel_operand": (
        'func.func @f() {\n  %m = "test.alloc"() : () -> memref<10xf32>\n  acc.parallel dataOperands(%m : memref<10xf32>) {\n    acc.yield\n  }\n  return\n}\n',
        ["expect data entry/exit operation or acc.getdeviceptr as defining op"],
    ),
    "num_gangs_segment": (
        "func.func @f(%i: i64) {\n  acc.parallel num_gangs({%i : i64, %i : i64, %i : i64, %i : i64}) {\n    acc.yield\n  }\n  return\n}\n",
        ["'acc.parallel' op num_gangs expects a maximum of 3 values per segment"],
    ),
    "wait_keyword_list": (
        "func.func @f() {\n  acc.serial wait([#acc.device_type<nvidia>]) {\n    acc.yield\n  }\n  return\n}\n",
        ["expected ','"],
    ),
    "atomic_write_dereference": (
        "func.func @f(%a: i32, %m: memref<f32>) {\n  acc.atomic.write %m = %a : memref<f32>, i32\n  return\n}\n",
        ["address must dereference to value type"],
    ),
    "atomic_update_yield": (
        "func.func @f(%m: memref<i32>) {\n  acc.atomic.update %m : memref<i32> {\n  ^bb0(%x: i32):\n    acc.yield %x, %x : i32, i32\n  }\n  return\n}\n",
        ["only updated value must be returned"],
    ),
    "atomic_capture_sequence": (
        "func.func @f(%a: i32, %m: memref<i32>) {\n  acc.atomic.capture {\n    acc.atomic.write %m = %a : memref<i32>, i32\n    acc.atomic.write %m = %a : memref<i32>, i32\n    acc.terminator\n  }\n  return\n}\n",
        ["invalid sequence of operations in the capture region"],
    ),
    "private_recipe_init_argument": (
        '"acc.private.recipe"() <{sym_name = "p", type = !llvm.ptr}> ({\n^bb0(%arg0: i32):\n  %0 = llvm.mlir.zero : !llvm.ptr\n  acc.yield %0 : !llvm.ptr\n}, {\n}) : () -> ()\n',
        ["'acc.private.recipe' op expects init region first argument of the privatization type"],
    ),
    "firstprivate_recipe_copy": (
        '"acc.firstprivate.recipe"() <{sym_name = "p", type = !llvm.ptr}> ({\n^bb0(%arg0: !llvm.ptr):\n  acc.yield %arg0 : !llvm.ptr\n}, {\n}, {\n}) : () -> ()\n',
        ["'acc.firstprivate.recipe' op expects non-empty copy region"],
    ),
    "reduction_recipe_yield": (
        '"acc.reduction.recipe"() <{reductionOperator = #acc.reduction_operator<add>, sym_name = "r", type = i64}> ({\n^bb0(%arg0: i64):\n  acc.yield %arg0 : i64\n}, {\n^bb0(%a: i64, %b: i64):\n  %c = arith.trunci %a : i64 to i32\n  acc.yield %c : i32\n}, {\n}) : () -> ()\n',
        [
            "'acc.reduction.recipe' op expects combiner region to yield a value of the reduction type"
        ],
    ),
    "copyin_clause": (
        "func.func @f(%a: memref<10xf32>) {\n  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_delete>}\n  return\n}\n",
        [
            "data clause associated with copyin operation must match its intent or specify original clause this operation was decomposed from"
        ],
    ),
    "copyin_modifier": (
        "func.func @f(%a: memref<10xf32>) {\n  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}\n  return\n}\n",
        ["invalid data clause modifiers: zero"],
    ),
    "cache_modifiers": (
        "func.func @f(%a: memref<10xf32>) {\n  %0 = acc.cache varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero,alwaysin,alwaysout,capture>}\n  return\n}\n",
        ["invalid data clause modifiers: always,zero,capture"],
    ),
    "present_types": (
        "func.func @f(%a: memref<10xf32>) {\n  %0 = acc.present varPtr(%a : memref<10xf32>) -> memref<5xf32>\n  return\n}\n",
        ["input and output types must match"],
    ),
    "attach_modifier": (
        "func.func @f(%a: memref<10xf32>) {\n  %0 = acc.attach varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier readonly>}\n  return\n}\n",
        ["no data clause modifiers are allowed"],
    ),
    "private_no_recipe": (
        "func.func @f(%a: memref<10xf32>) {\n  %0 = acc.private varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  return\n}\n",
        ["'acc.private' op recipe expected for private"],
    ),
    "private_recipe_symbol": (
        "func.func @f(%a: memref<10xf32>) {\n  %0 = acc.private varPtr(%a : memref<10xf32>) recipe(@foo) -> memref<10xf32>\n  return\n}\n",
        ["'acc.private' op expected symbol reference @foo to point to a private declaration"],
    ),
    "update_host_clause": (
        "func.func @f(%a: memref<10xf32>) {\n  %0 = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  acc.update_host accPtr(%0 : memref<10xf32>) to varPtr(%a : memref<10xf32>) {dataClause = #acc<data_clause acc_copyin>}\n  return\n}\n",
        [
            "data clause associated with host operation must match its intent or specify original clause this operation was decomposed from"
        ],
    ),
    "bounds_extent": (
        "func.func @f(%i: index) {\n  %b = acc.bounds lowerbound(%i : index)\n  return\n}\n",
        ["expected extent or upperbound."],
    ),
    "host_data_empty": (
        "func.func @f(%a: memref<10xf32>) {\n  acc.host_data {\n    acc.terminator\n  }\n  return\n}\n",
        ["at least one operand must appear on the host_data operation"],
    ),
    "host_data_operand": (
        "func.func @f(%a: memref<10xf32>) {\n  %0 = acc.present varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  acc.host_data dataOperands(%0 : memref<10xf32>) {\n    acc.terminator\n  }\n  return\n}\n",
        ["expect data entry operation as defining op"],
    ),
    "declare_operand": (
        "func.func @f(%a: memref<10xf32>) {\n  %0 = acc.attach varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  acc.declare dataOperands(%0 : memref<10xf32>) {\n    acc.terminator\n  }\n  return\n}\n",
        ["expect valid declare data entry operation or acc.getdeviceptr as defining op"],
    ),
    "declare_enter_empty": (
        "func.func @f(%a: memref<10xf32>) {\n  %t = acc.declare_enter\n  return\n}\n",
        ["at least one operand must appear on the declare operation"],
    ),
    "routine_parallelism": (
        '"acc.routine"() <{func_name = @f, sym_name = "r", gang = [#acc.device_type<none>], seq = [#acc.device_type<none>]}> : () -> ()\n',
        ["only one of `gang`, `worker`, `vector`, `seq` can be present at the same time"],
    ),
    "routine_device_type": (
        '"acc.routine"() <{func_name = @f, sym_name = "r", gang = [#acc.device_type<nvidia>], seq = [#acc.device_type<none>]}> : () -> ()\n',
        [
            "only one of `gang`, `worker`, `vector`, `seq` can be present at the same time for device_type `nvidia`"
        ],
    ),
    "loop_parallelism_none": (
        'func.func @f(%a: memref<10xf32>) {\n  "acc.loop"() <{operandSegmentSizes = array<i32: 0,0,0,0,0,0,0,0,0,0,0>}> ({\n    acc.yield\n  }) : () -> ()\n  return\n}\n',
        ["at least one of auto, independent, seq must be present"],
    ),
    "loop_seq_gang": (
        'func.func @f(%a: memref<10xf32>) {\n  "acc.loop"() <{gang = [#acc.device_type<none>], seq = [#acc.device_type<none>], operandSegmentSizes = array<i32: 0,0,0,0,0,0,0,0,0,0,0>}> ({\n    acc.yield\n  }) : () -> ()\n  return\n}\n',
        ["gang, worker or vector cannot appear with seq"],
    ),
    "loop_collapse_device_type": (
        'func.func @f(%a: memref<10xf32>) {\n  "acc.loop"() <{collapse = [1], independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 0,0,0,0,0,0,0,0,0,0,0>}> ({\n    acc.yield\n  }) : () -> ()\n  return\n}\n',
        ["'acc.loop' op collapse device_type attr must be define when collapse attr is present"],
    ),
    "loop_tile_segments": (
        'func.func @f(%c: index) {\n  "acc.loop"(%c) <{independent = [#acc.device_type<none>], tileOperandsSegments = array<i32: 2>, tileOperandsDeviceType = [#acc.device_type<none>], operandSegmentSizes = array<i32: 0,0,0,0,0,0,1,0,0,0,0>}> ({\n    acc.yield\n  }) : (index) -> ()\n  return\n}\n',
        ["'acc.loop' op tile operand count does not match count in segments"],
    ),
    "loop_sibling": (
        'func.func @f(%c: index) {\n  "acc.loop"() <{collapse = [2], collapseDeviceType = [#acc.device_type<none>], independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 0,0,0,0,0,0,0,0,0,0,0>}> ({\n    scf.for %i = %c to %c step %c {\n    }\n    scf.for %j = %c to %c step %c {\n    }\n    acc.yield\n  }) : () -> ()\n  return\n}\n',
        ["found sibling loops inside container-like acc.loop"],
    ),
    "loop_private_operand": (
        'func.func @f(%a: memref<10xf32>) {\n  %p = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  "acc.loop"(%p) <{independent = [#acc.device_type<none>], operandSegmentSizes = array<i32: 0,0,0,0,0,0,0,0,1,0,0>}> ({\n    acc.yield\n  }) : (memref<10xf32>) -> ()\n  return\n}\n',
        ["'acc.loop' op expected private as defining op"],
    ),
    "routine_gang_comma": (
        'acc.routine @r func(@f) gang([#acc.device_type<nvidia>]) bind("x")\n',
        ["expected ','"],
    ),
    "routine_gang_dim": (
        "acc.routine @r func(@f) gang(dim 1)\n",
        ["expected ':'"],
    ),
    "loop_gang_comma": (
        "func.func @f(%i: i32) {\n  acc.loop gang({static=%i : i32, ) {\n    acc.yield\n  } attributes {auto_ = [#acc.device_type<none>]}\n  return\n}\n",
        ["custom op 'acc.loop' new value expected after comma"],
    ),
    "loop_gang_empty": (
        "acc.loop gang({}) {\n  acc.yield\n}\n",
        ["custom op 'acc.loop' expect at least one of num, dim or static values"],
    ),
    "loop_combined": (
        "func.func @f() {\n  acc.loop combined(foo) {\n    acc.yield\n  }\n  return\n}\n",
        ["custom op 'acc.loop' expected compute construct name"],
    ),
    "loop_control_count": (
        "func.func @f(%i: i32) {\n  acc.loop control(%iv : i32) = (%i, %i : i32) to (%i : i32) step (%i : i32) {\n    acc.yield\n  }\n  return\n}\n",
        ["custom op 'acc.loop' expected 1 operands"],
    ),
    "loop_gang_second_group": (
        "func.func @f(%i: i32) {\n  acc.loop gang({num=%i : i32}, {dim=%i : i32}) {\n    acc.yield\n  } attributes {auto_ = [#acc.device_type<none>]}\n  return\n}\n",
        ["expected '}'"],
    ),
    "atomic_read_pointer_like": (
        'func.func @f(%v: i32) {\n  "acc.atomic.read"(%v, %v) <{element_type = i32}> : (i32, i32) -> ()\n  return\n}\n',
        ["'acc.atomic.read' op operand #0 must be pointer-like type, but got 'i32'"],
    ),
    "copyin_pointer_or_mappable": (
        'func.func @f(%t: tensor<4xf32>) {\n  %0 = "acc.copyin"(%t) <{dataClause = #acc<data_clause acc_copyin>, operandSegmentSizes = array<i32: 1, 0, 0, 0>, varType = tensor<4xf32>}> : (tensor<4xf32>) -> tensor<4xf32>\n  return\n}\n',
        ["'acc.copyin' op operand #0 must be any pointer or mappable, but got 'tensor<4xf32>'"],
    ),
    "routine_device_type_array": (
        '"acc.routine"() <{func_name = @f, sym_name = "r", gang = [1 : i64]}> : () -> ()\n',
        [
            "'acc.routine' op attribute 'gang' failed to satisfy constraint: device type array attribute"
        ],
    ),
    "compute_numgangs_dt": (
        'func.func @f(%a: memref<10xf32>, %i: i32) {\n  %p = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  "acc.parallel"(%i) <{numGangsSegments = array<i32: 1>, numGangsDeviceType = [#acc.device_type<none>, #acc.device_type<nvidia>], operandSegmentSizes = array<i32: 0,0,1,0,0,0,0,0,0,0,0>}> ({\n    acc.yield\n  }) : (i32) -> ()\n  return\n}\n',
        ["'acc.parallel' op num_gangs segment count does not match device_type count"],
    ),
    "compute_wait_seg": (
        'func.func @f(%a: memref<10xf32>, %i: i32) {\n  %p = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  "acc.parallel"(%i) <{waitOperandsSegments = array<i32: 2>, waitOperandsDeviceType = [#acc.device_type<none>], hasWaitDevnum = [false], operandSegmentSizes = array<i32: 0,1,0,0,0,0,0,0,0,0,0>}> ({\n    acc.yield\n  }) : (i32) -> ()\n  return\n}\n',
        ["'acc.parallel' op wait operand count does not match count in segments"],
    ),
    "compute_numworkers": (
        'func.func @f(%a: memref<10xf32>, %i: i32) {\n  %p = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  "acc.parallel"(%i, %i) <{numWorkersDeviceType = [#acc.device_type<none>], operandSegmentSizes = array<i32: 0,0,0,2,0,0,0,0,0,0,0>}> ({\n    acc.yield\n  }) : (i32, i32) -> ()\n  return\n}\n',
        ["'acc.parallel' op num_workers operands count must match num_workers device_type count"],
    ),
    "compute_asynconly_nv": (
        'func.func @f(%a: memref<10xf32>, %i: i32) {\n  %p = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  "acc.parallel"(%i) <{asyncOperandsDeviceType = [#acc.device_type<nvidia>], asyncOnly = [#acc.device_type<nvidia>], operandSegmentSizes = array<i32: 1,0,0,0,0,0,0,0,0,0,0>}> ({\n    acc.yield\n  }) : (i32) -> ()\n  return\n}\n',
        ["asyncOnly attribute cannot appear with asyncOperand"],
    ),
    "compute_private": (
        'func.func @f(%a: memref<10xf32>, %i: i32) {\n  %p = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  "acc.parallel"(%p) <{operandSegmentSizes = array<i32: 0,0,0,0,0,0,0,0,1,0,0>}> ({\n    acc.yield\n  }) : (memref<10xf32>) -> ()\n  return\n}\n',
        ["'acc.parallel' op expected private as defining op"],
    ),
    "compute_serial_async_count": (
        'func.func @f(%a: memref<10xf32>, %i: i32) {\n  %p = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  "acc.serial"(%i, %i) <{asyncOperandsDeviceType = [#acc.device_type<none>], operandSegmentSizes = array<i32: 2,0,0,0,0,0,0,0>}> ({\n    acc.yield\n  }) : (i32, i32) -> ()\n  return\n}\n',
        ["'acc.serial' op async operands count must match async device_type count"],
    ),
    "compute_data_waitonly": (
        'func.func @f(%a: memref<10xf32>, %i: i32) {\n  %p = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  "acc.data"(%i) <{waitOperandsSegments = array<i32: 1>, waitOperandsDeviceType = [#acc.device_type<none>], hasWaitDevnum = [false], waitOnly = [#acc.device_type<none>], operandSegmentSizes = array<i32: 0,0,1,0>, defaultAttr = #acc<defaultvalue none>}> ({\n    acc.terminator\n  }) : (i32) -> ()\n  return\n}\n',
        ["wait attribute cannot appear with waitOperands"],
    ),
    "compute_update_async": (
        'func.func @f(%a: memref<10xf32>, %i: i32) {\n  %p = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  %u = acc.update_device varPtr(%a : memref<10xf32>) -> memref<10xf32>\n  "acc.update"(%i, %u) <{asyncOperandsDeviceType = [#acc.device_type<none>], asyncOnly = [#acc.device_type<none>], operandSegmentSizes = array<i32: 0,1,0,1>}> : (i32, memref<10xf32>) -> ()\n  return\n}\n',
        ["asyncOnly attribute cannot appear with asyncOperand"],
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected


@pytest.mark.parametrize("name", sorted(CUSTOM))
def test_custom_form_as_mlir_opt(name: str) -> None:
    text, custom = CUSTOM[name]
    assert print_ir(text) == custom
