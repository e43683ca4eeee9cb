# ruff: noqa: E501
"""The spirv dialect of the standard library (dialects_irdl/spirv/: generated from ODS, with
the plug-in beside it): the types C++ defines (spirv.extra.irdl.mlir, types.py), the C++
forms of the operations (directives.py, ops.py) and the C++ verifiers (verifiers.py), against
output recorded from mlir-opt-22.

Operations whose generic form holds a bit-enum attribute (``spirv.func``'s
``function_control``, ``memory_access``...) are checked in custom form only: the generated
declarations cannot yet read or print those attributes as MLIR does."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages, print_ir

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "types": (
        "func.func private @f(!spirv.ptr<f32, Function>, !spirv.array<4 x f32, stride=4>, !spirv.rtarray<i32>, !spirv.struct<(f32 [0], i32 [4, NonWritable])>, !spirv.struct<(f32), Block>, !spirv.struct<rec, (!spirv.ptr<!spirv.struct<rec>, StorageBuffer>)>, !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>, !spirv.matrix<3 x vector<3xf32>>, !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>)\n",
        "module {\n  func.func private @f(!spirv.ptr<f32, Function>, !spirv.array<4 x f32, stride=4>, !spirv.rtarray<i32>, !spirv.struct<(f32 [0], i32 [4, NonWritable])>, !spirv.struct<(f32), Block>, !spirv.struct<rec, (!spirv.ptr<!spirv.struct<rec>, StorageBuffer>)>, !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>, !spirv.matrix<3 x vector<3xf32>>, !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>)\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!spirv.ptr<f32, Function>, !spirv.array<4 x f32, stride=4>, !spirv.rtarray<i32>, !spirv.struct<(f32 [0], i32 [4, NonWritable])>, !spirv.struct<(f32), Block>, !spirv.struct<rec, (!spirv.ptr<!spirv.struct<rec>, StorageBuffer>)>, !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>, !spirv.matrix<3 x vector<3xf32>>, !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>) -> (), sym_name = "f", sym_visibility = "private"}> ({\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "arithmetic": (
        "func.func @f(%a: f32, %i: i32, %v: vector<4xi32>, %w: vector<4xf32>) {\n  %0 = spirv.FAdd %a, %a : f32\n  %1 = spirv.IEqual %v, %v : vector<4xi32>\n  %2 = spirv.IAddCarry %i, %i : !spirv.struct<(i32, i32)>\n  %3 = spirv.Dot %w, %w : vector<4xf32> -> f32\n  %4 = spirv.VectorTimesScalar %w, %a : (vector<4xf32>, f32) -> vector<4xf32>\n  %5 = spirv.ConvertFToS %a : f32 to i32\n  %6 = spirv.ShiftLeftLogical %v, %v : vector<4xi32>, vector<4xi32>\n  %7 = spirv.GL.Ldexp %a : f32, %i : i32 -> f32\n  %8 = spirv.IsNan %w : vector<4xf32>\n  %9 = spirv.GL.FClamp %a, %a, %a : f32\n  return\n}\n",
        "module {\n  func.func @f(%arg0: f32, %arg1: i32, %arg2: vector<4xi32>, %arg3: vector<4xf32>) {\n    %0 = spirv.FAdd %arg0, %arg0 : f32\n    %1 = spirv.IEqual %arg2, %arg2 : vector<4xi32>\n    %2 = spirv.IAddCarry %arg1, %arg1 : !spirv.struct<(i32, i32)>\n    %3 = spirv.Dot %arg3, %arg3 : vector<4xf32> -> f32\n    %4 = spirv.VectorTimesScalar %arg3, %arg0 : (vector<4xf32>, f32) -> vector<4xf32>\n    %5 = spirv.ConvertFToS %arg0 : f32 to i32\n    %6 = spirv.ShiftLeftLogical %arg2, %arg2 : vector<4xi32>, vector<4xi32>\n    %7 = spirv.GL.Ldexp %arg0 : f32, %arg1 : i32 -> f32\n    %8 = spirv.IsNan %arg3 : vector<4xf32>\n    %9 = spirv.GL.FClamp %arg0, %arg0, %arg0 : f32\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (f32, i32, vector<4xi32>, vector<4xf32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: f32, %arg1: i32, %arg2: vector<4xi32>, %arg3: vector<4xf32>):\n    %0 = "spirv.FAdd"(%arg0, %arg0) : (f32, f32) -> f32\n    %1 = "spirv.IEqual"(%arg2, %arg2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>\n    %2 = "spirv.IAddCarry"(%arg1, %arg1) : (i32, i32) -> !spirv.struct<(i32, i32)>\n    %3 = "spirv.Dot"(%arg3, %arg3) : (vector<4xf32>, vector<4xf32>) -> f32\n    %4 = "spirv.VectorTimesScalar"(%arg3, %arg0) : (vector<4xf32>, f32) -> vector<4xf32>\n    %5 = "spirv.ConvertFToS"(%arg0) : (f32) -> i32\n    %6 = "spirv.ShiftLeftLogical"(%arg2, %arg2) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>\n    %7 = "spirv.GL.Ldexp"(%arg0, %arg1) : (f32, i32) -> f32\n    %8 = "spirv.IsNan"(%arg3) : (vector<4xf32>) -> vector<4xi1>\n    %9 = "spirv.GL.FClamp"(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "composites": (
        "func.func @f(%a: f32, %i: i32, %v: vector<4xf32>, %arr: !spirv.array<4 x f32>, %s: !spirv.struct<(i32, f32)>, %c: vector<4xi1>) {\n  %0 = spirv.CompositeConstruct %a, %a, %a, %a : (f32, f32, f32, f32) -> vector<4xf32>\n  %1 = spirv.CompositeInsert %a, %arr[1 : i32] : f32 into !spirv.array<4 x f32>\n  %2 = spirv.CompositeExtract %s[1 : i32] : !spirv.struct<(i32, f32)>\n  %3 = spirv.VectorExtractDynamic %v[%i] : vector<4xf32>, i32\n  %4 = spirv.VectorInsertDynamic %a, %v[%i] : vector<4xf32>, i32\n  %5 = spirv.Select %c, %v, %v : vector<4xi1>, vector<4xf32>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>, %arg3: !spirv.array<4 x f32>, %arg4: !spirv.struct<(i32, f32)>, %arg5: vector<4xi1>) {\n    %0 = spirv.CompositeConstruct %arg0, %arg0, %arg0, %arg0 : (f32, f32, f32, f32) -> vector<4xf32>\n    %1 = spirv.CompositeInsert %arg0, %arg3[1 : i32] : f32 into !spirv.array<4 x f32>\n    %2 = spirv.CompositeExtract %arg4[1 : i32] : !spirv.struct<(i32, f32)>\n    %3 = spirv.VectorExtractDynamic %arg2[%arg1] : vector<4xf32>, i32\n    %4 = spirv.VectorInsertDynamic %arg0, %arg2[%arg1] : vector<4xf32>, i32\n    %5 = spirv.Select %arg5, %arg2, %arg2 : vector<4xi1>, vector<4xf32>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (f32, i32, vector<4xf32>, !spirv.array<4 x f32>, !spirv.struct<(i32, f32)>, vector<4xi1>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>, %arg3: !spirv.array<4 x f32>, %arg4: !spirv.struct<(i32, f32)>, %arg5: vector<4xi1>):\n    %0 = "spirv.CompositeConstruct"(%arg0, %arg0, %arg0, %arg0) : (f32, f32, f32, f32) -> vector<4xf32>\n    %1 = "spirv.CompositeInsert"(%arg0, %arg3) <{indices = [1 : i32]}> : (f32, !spirv.array<4 x f32>) -> !spirv.array<4 x f32>\n    %2 = "spirv.CompositeExtract"(%arg4) <{indices = [1 : i32]}> : (!spirv.struct<(i32, f32)>) -> f32\n    %3 = "spirv.VectorExtractDynamic"(%arg2, %arg1) : (vector<4xf32>, i32) -> f32\n    %4 = "spirv.VectorInsertDynamic"(%arg2, %arg0, %arg1) : (vector<4xf32>, f32, i32) -> vector<4xf32>\n    %5 = "spirv.Select"(%arg5, %arg2, %arg2) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "constants_and_memory": (
        'func.func @f(%p: !spirv.ptr<f32, Input>, %a: f32) {\n  %0 = spirv.Constant 0 : i32\n  %1 = spirv.Constant true\n  %2 = spirv.Constant 1.5 : f32\n  %3 = spirv.Constant dense<1.0> : vector<2xf32>\n  %4 = spirv.Constant [dense<3.0> : vector<2xf32>] : !spirv.array<1 x vector<2xf32>>\n  %5 = spirv.Variable init(%0) : !spirv.ptr<i32, Function>\n  %6 = spirv.Variable : !spirv.ptr<f32, Function>\n  %7 = spirv.Load "Input" %p : f32\n  spirv.Store "Function" %6, %7 : f32\n  %8 = spirv.Undef : f32\n  return\n}\n',
        'module {\n  func.func @f(%arg0: !spirv.ptr<f32, Input>, %arg1: f32) {\n    %cst0_i32 = spirv.Constant 0 : i32\n    %true = spirv.Constant true\n    %cst_f32 = spirv.Constant 1.500000e+00 : f32\n    %cst_vec_2xf32 = spirv.Constant dense<1.000000e+00> : vector<2xf32>\n    %cst = spirv.Constant [dense<3.000000e+00> : vector<2xf32>] : !spirv.array<1 x vector<2xf32>>\n    %0 = spirv.Variable init(%cst0_i32) : !spirv.ptr<i32, Function>\n    %1 = spirv.Variable : !spirv.ptr<f32, Function>\n    %2 = spirv.Load "Input" %arg0 : f32\n    spirv.Store "Function" %1, %2 : f32\n    %3 = spirv.Undef : f32\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!spirv.ptr<f32, Input>, f32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !spirv.ptr<f32, Input>, %arg1: f32):\n    %0 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32\n    %1 = "spirv.Constant"() <{value = true}> : () -> i1\n    %2 = "spirv.Constant"() <{value = 1.500000e+00 : f32}> : () -> f32\n    %3 = "spirv.Constant"() <{value = dense<1.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>\n    %4 = "spirv.Constant"() <{value = [dense<3.000000e+00> : vector<2xf32>]}> : () -> !spirv.array<1 x vector<2xf32>>\n    %5 = "spirv.Variable"(%0) <{storage_class = #spirv.storage_class<Function>}> : (i32) -> !spirv.ptr<i32, Function>\n    %6 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Function>}> : () -> !spirv.ptr<f32, Function>\n    %7 = "spirv.Load"(%arg0) : (!spirv.ptr<f32, Input>) -> f32\n    "spirv.Store"(%6, %7) : (!spirv.ptr<f32, Function>, f32) -> ()\n    %8 = "spirv.Undef"() : () -> f32\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "group_ops": (
        "func.func @f(%f: f32, %i: i32, %b: i1, %v4: vector<4xi32>, %vf: vector<4xf32>, %p: i32) {\n  %c = spirv.Constant 1 : i32\n  %0 = spirv.GroupNonUniformBroadcast <Subgroup> %f, %c : f32, i32\n  %1 = spirv.GroupNonUniformElect <Workgroup> : i1\n  %2 = spirv.GroupNonUniformAll <Subgroup> %b : i1\n  %3 = spirv.GroupNonUniformAny <Subgroup> %b : i1\n  %4 = spirv.GroupNonUniformAllEqual <Subgroup> %f : f32, i1\n  %5 = spirv.GroupNonUniformShuffle <Subgroup> %f, %i : f32, i32\n  %6 = spirv.GroupNonUniformShuffleXor <Subgroup> %f, %i : f32, i32\n  %7 = spirv.GroupNonUniformShuffleUp <Subgroup> %f, %i : f32, i32\n  %8 = spirv.GroupNonUniformShuffleDown <Subgroup> %f, %i : f32, i32\n  %9 = spirv.GroupNonUniformBallot <Subgroup> %b : vector<4xi32>\n  %10 = spirv.GroupNonUniformBallotFindLSB <Subgroup> %v4 : vector<4xi32>, i32\n  %11 = spirv.GroupNonUniformBallotFindMSB <Subgroup> %v4 : vector<4xi32>, i32\n  %12 = spirv.GroupNonUniformBallotBitCount <Subgroup> <Reduce> %v4 : vector<4xi32> -> i32\n  %13 = spirv.GroupBroadcast <Workgroup> %f, %i : f32, i32\n  %14 = spirv.GroupFAdd <Workgroup> <Reduce> %f : f32\n  %15 = spirv.GroupIAdd <Workgroup> <Reduce> %i : i32\n  %16 = spirv.GroupSMax <Workgroup> <Reduce> %i : i32\n  spirv.KHR.AssumeTrue %b\n  %18 = spirv.VectorShuffle [1 : i32, 3 : i32, 4 : i32] %vf, %vf : vector<4xf32>, vector<4xf32> -> vector<3xf32>\n  %19 = spirv.KHR.SubgroupBallot %b : vector<4xi32>\n  spirv.Return\n}\n",
        "module {\n  func.func @f(%arg0: f32, %arg1: i32, %arg2: i1, %arg3: vector<4xi32>, %arg4: vector<4xf32>, %arg5: i32) {\n    %cst1_i32 = spirv.Constant 1 : i32\n    %0 = spirv.GroupNonUniformBroadcast <Subgroup> %arg0, %cst1_i32 : f32, i32\n    %1 = spirv.GroupNonUniformElect <Workgroup> : i1\n    %2 = spirv.GroupNonUniformAll <Subgroup> %arg2 : i1\n    %3 = spirv.GroupNonUniformAny <Subgroup> %arg2 : i1\n    %4 = spirv.GroupNonUniformAllEqual <Subgroup> %arg0 : f32, i1\n    %5 = spirv.GroupNonUniformShuffle <Subgroup> %arg0, %arg1 : f32, i32\n    %6 = spirv.GroupNonUniformShuffleXor <Subgroup> %arg0, %arg1 : f32, i32\n    %7 = spirv.GroupNonUniformShuffleUp <Subgroup> %arg0, %arg1 : f32, i32\n    %8 = spirv.GroupNonUniformShuffleDown <Subgroup> %arg0, %arg1 : f32, i32\n    %9 = spirv.GroupNonUniformBallot <Subgroup> %arg2 : vector<4xi32>\n    %10 = spirv.GroupNonUniformBallotFindLSB <Subgroup> %arg3 : vector<4xi32>, i32\n    %11 = spirv.GroupNonUniformBallotFindMSB <Subgroup> %arg3 : vector<4xi32>, i32\n    %12 = spirv.GroupNonUniformBallotBitCount <Subgroup> <Reduce> %arg3 : vector<4xi32> -> i32\n    %13 = spirv.GroupBroadcast <Workgroup> %arg0, %arg1 : f32, i32\n    %14 = spirv.GroupFAdd <Workgroup> <Reduce> %arg0 : f32\n    %15 = spirv.GroupIAdd <Workgroup> <Reduce> %arg1 : i32\n    %16 = spirv.GroupSMax <Workgroup> <Reduce> %arg1 : i32\n    spirv.KHR.AssumeTrue %arg2\n    %17 = spirv.VectorShuffle [1 : i32, 3 : i32, 4 : i32] %arg4, %arg4 : vector<4xf32>, vector<4xf32> -> vector<3xf32>\n    %18 = spirv.KHR.SubgroupBallot %arg2 : vector<4xi32>\n    spirv.Return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (f32, i32, i1, vector<4xi32>, vector<4xf32>, i32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: f32, %arg1: i32, %arg2: i1, %arg3: vector<4xi32>, %arg4: vector<4xf32>, %arg5: i32):\n    %0 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32\n    %1 = "spirv.GroupNonUniformBroadcast"(%arg0, %0) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32) -> f32\n    %2 = "spirv.GroupNonUniformElect"() <{execution_scope = #spirv.scope<Workgroup>}> : () -> i1\n    %3 = "spirv.GroupNonUniformAll"(%arg2) <{execution_scope = #spirv.scope<Subgroup>}> : (i1) -> i1\n    %4 = "spirv.GroupNonUniformAny"(%arg2) <{execution_scope = #spirv.scope<Subgroup>}> : (i1) -> i1\n    %5 = "spirv.GroupNonUniformAllEqual"(%arg0) <{execution_scope = #spirv.scope<Subgroup>}> : (f32) -> i1\n    %6 = "spirv.GroupNonUniformShuffle"(%arg0, %arg1) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32) -> f32\n    %7 = "spirv.GroupNonUniformShuffleXor"(%arg0, %arg1) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32) -> f32\n    %8 = "spirv.GroupNonUniformShuffleUp"(%arg0, %arg1) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32) -> f32\n    %9 = "spirv.GroupNonUniformShuffleDown"(%arg0, %arg1) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32) -> f32\n    %10 = "spirv.GroupNonUniformBallot"(%arg2) <{execution_scope = #spirv.scope<Subgroup>}> : (i1) -> vector<4xi32>\n    %11 = "spirv.GroupNonUniformBallotFindLSB"(%arg3) <{execution_scope = #spirv.scope<Subgroup>}> : (vector<4xi32>) -> i32\n    %12 = "spirv.GroupNonUniformBallotFindMSB"(%arg3) <{execution_scope = #spirv.scope<Subgroup>}> : (vector<4xi32>) -> i32\n    %13 = "spirv.GroupNonUniformBallotBitCount"(%arg3) <{execution_scope = #spirv.scope<Subgroup>, group_operation = #spirv.group_operation<Reduce>}> : (vector<4xi32>) -> i32\n    %14 = "spirv.GroupBroadcast"(%arg0, %arg1) <{execution_scope = #spirv.scope<Workgroup>}> : (f32, i32) -> f32\n    %15 = "spirv.GroupFAdd"(%arg0) <{execution_scope = #spirv.scope<Workgroup>, group_operation = #spirv.group_operation<Reduce>}> : (f32) -> f32\n    %16 = "spirv.GroupIAdd"(%arg1) <{execution_scope = #spirv.scope<Workgroup>, group_operation = #spirv.group_operation<Reduce>}> : (i32) -> i32\n    %17 = "spirv.GroupSMax"(%arg1) <{execution_scope = #spirv.scope<Workgroup>, group_operation = #spirv.group_operation<Reduce>}> : (i32) -> i32\n    "spirv.KHR.AssumeTrue"(%arg2) : (i1) -> ()\n    %18 = "spirv.VectorShuffle"(%arg4, %arg4) <{components = [1 : i32, 3 : i32, 4 : i32]}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>\n    %19 = "spirv.KHR.SubgroupBallot"(%arg2) : (i1) -> vector<4xi32>\n    "spirv.Return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "bit_gl_cl_casts": (
        "func.func @f(%arg: i32, %base: vector<3xi32>, %insert: vector<3xi32>, %offset: i32, %count: i16, %o8: i8, %c8: i8, %s: i16, %v4: vector<4xi32>, %v8: vector<4xi8>, %f: f32, %vf: vector<3xf32>, %h: vector<2xf32>) {\n  %0 = spirv.BitCount %arg : i32\n  %1 = spirv.BitFieldInsert %base, %insert, %offset, %count : vector<3xi32>, i32, i16\n  %2 = spirv.BitFieldSExtract %base, %o8, %c8 : vector<3xi32>, i8, i8\n  %3 = spirv.BitFieldUExtract %base, %o8, %c8 : vector<3xi32>, i8, i8\n  %4 = spirv.BitReverse %arg : i32\n  %5 = spirv.Not %arg : i32\n  %6 = spirv.ShiftLeftLogical %arg, %s : i32, i16\n  %7 = spirv.ShiftRightArithmetic %v4, %v8 : vector<4xi32>, vector<4xi8>\n  %8 = spirv.GL.Exp %f : f32\n  %9 = spirv.GL.FMax %f, %f : f32\n  %10 = spirv.GL.Fma %f, %f, %f : f32\n  %11 = spirv.GL.FindUMsb %arg : i32\n  %12 = spirv.GL.Cross %vf, %vf : vector<3xf32>\n  %13 = spirv.GL.Distance %vf, %vf : vector<3xf32>, vector<3xf32> -> f32\n  %14 = spirv.GL.PackHalf2x16 %h : vector<2xf32> -> i32\n  %15 = spirv.GL.UnpackHalf2x16 %arg : i32 -> vector<2xf32>\n  %16 = spirv.CL.exp %f : f32\n  %17 = spirv.CL.fma %f, %f, %f : f32\n  %18 = spirv.CL.s_abs %arg : i32\n  %19 = spirv.GL.FMix %f : f32, %f : f32, %f : f32 -> f32\n  %20 = spirv.GL.Reflect %vf, %vf : vector<3xf32>\n  %21 = spirv.GL.Normalize %vf : vector<3xf32>\n  %22 = spirv.GL.Length %vf : vector<3xf32> -> f32\n  %23 = spirv.FConvert %f : f32 to f16\n  %24 = spirv.Bitcast %f : f32 to i32\n  %25 = spirv.SConvert %arg : i32 to i64\n  %26 = spirv.IsFinite %f : f32\n  %27 = spirv.Ordered %f, %f : f32\n  %28 = spirv.FOrdLessThan %f, %f : f32\n  %29 = spirv.GL.FrexpStruct %f : f32 -> !spirv.struct<(f32, i32)>\n  %30 = spirv.GL.SSign %arg : i32\n  spirv.Return\n}\n",
        "module {\n  func.func @f(%arg0: i32, %arg1: vector<3xi32>, %arg2: vector<3xi32>, %arg3: i32, %arg4: i16, %arg5: i8, %arg6: i8, %arg7: i16, %arg8: vector<4xi32>, %arg9: vector<4xi8>, %arg10: f32, %arg11: vector<3xf32>, %arg12: vector<2xf32>) {\n    %0 = spirv.BitCount %arg0 : i32\n    %1 = spirv.BitFieldInsert %arg1, %arg2, %arg3, %arg4 : vector<3xi32>, i32, i16\n    %2 = spirv.BitFieldSExtract %arg1, %arg5, %arg6 : vector<3xi32>, i8, i8\n    %3 = spirv.BitFieldUExtract %arg1, %arg5, %arg6 : vector<3xi32>, i8, i8\n    %4 = spirv.BitReverse %arg0 : i32\n    %5 = spirv.Not %arg0 : i32\n    %6 = spirv.ShiftLeftLogical %arg0, %arg7 : i32, i16\n    %7 = spirv.ShiftRightArithmetic %arg8, %arg9 : vector<4xi32>, vector<4xi8>\n    %8 = spirv.GL.Exp %arg10 : f32\n    %9 = spirv.GL.FMax %arg10, %arg10 : f32\n    %10 = spirv.GL.Fma %arg10, %arg10, %arg10 : f32\n    %11 = spirv.GL.FindUMsb %arg0 : i32\n    %12 = spirv.GL.Cross %arg11, %arg11 : vector<3xf32>\n    %13 = spirv.GL.Distance %arg11, %arg11 : vector<3xf32>, vector<3xf32> -> f32\n    %14 = spirv.GL.PackHalf2x16 %arg12 : vector<2xf32> -> i32\n    %15 = spirv.GL.UnpackHalf2x16 %arg0 : i32 -> vector<2xf32>\n    %16 = spirv.CL.exp %arg10 : f32\n    %17 = spirv.CL.fma %arg10, %arg10, %arg10 : f32\n    %18 = spirv.CL.s_abs %arg0 : i32\n    %19 = spirv.GL.FMix %arg10 : f32, %arg10 : f32, %arg10 : f32 -> f32\n    %20 = spirv.GL.Reflect %arg11, %arg11 : vector<3xf32>\n    %21 = spirv.GL.Normalize %arg11 : vector<3xf32>\n    %22 = spirv.GL.Length %arg11 : vector<3xf32> -> f32\n    %23 = spirv.FConvert %arg10 : f32 to f16\n    %24 = spirv.Bitcast %arg10 : f32 to i32\n    %25 = spirv.SConvert %arg0 : i32 to i64\n    %26 = spirv.IsFinite %arg10 : f32\n    %27 = spirv.Ordered %arg10, %arg10 : f32\n    %28 = spirv.FOrdLessThan %arg10, %arg10 : f32\n    %29 = spirv.GL.FrexpStruct %arg10 : f32 -> !spirv.struct<(f32, i32)>\n    %30 = spirv.GL.SSign %arg0 : i32\n    spirv.Return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, vector<3xi32>, vector<3xi32>, i32, i16, i8, i8, i16, vector<4xi32>, vector<4xi8>, f32, vector<3xf32>, vector<2xf32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: i32, %arg1: vector<3xi32>, %arg2: vector<3xi32>, %arg3: i32, %arg4: i16, %arg5: i8, %arg6: i8, %arg7: i16, %arg8: vector<4xi32>, %arg9: vector<4xi8>, %arg10: f32, %arg11: vector<3xf32>, %arg12: vector<2xf32>):\n    %0 = "spirv.BitCount"(%arg0) : (i32) -> i32\n    %1 = "spirv.BitFieldInsert"(%arg1, %arg2, %arg3, %arg4) : (vector<3xi32>, vector<3xi32>, i32, i16) -> vector<3xi32>\n    %2 = "spirv.BitFieldSExtract"(%arg1, %arg5, %arg6) : (vector<3xi32>, i8, i8) -> vector<3xi32>\n    %3 = "spirv.BitFieldUExtract"(%arg1, %arg5, %arg6) : (vector<3xi32>, i8, i8) -> vector<3xi32>\n    %4 = "spirv.BitReverse"(%arg0) : (i32) -> i32\n    %5 = "spirv.Not"(%arg0) : (i32) -> i32\n    %6 = "spirv.ShiftLeftLogical"(%arg0, %arg7) : (i32, i16) -> i32\n    %7 = "spirv.ShiftRightArithmetic"(%arg8, %arg9) : (vector<4xi32>, vector<4xi8>) -> vector<4xi32>\n    %8 = "spirv.GL.Exp"(%arg10) : (f32) -> f32\n    %9 = "spirv.GL.FMax"(%arg10, %arg10) : (f32, f32) -> f32\n    %10 = "spirv.GL.Fma"(%arg10, %arg10, %arg10) : (f32, f32, f32) -> f32\n    %11 = "spirv.GL.FindUMsb"(%arg0) : (i32) -> i32\n    %12 = "spirv.GL.Cross"(%arg11, %arg11) : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>\n    %13 = "spirv.GL.Distance"(%arg11, %arg11) : (vector<3xf32>, vector<3xf32>) -> f32\n    %14 = "spirv.GL.PackHalf2x16"(%arg12) : (vector<2xf32>) -> i32\n    %15 = "spirv.GL.UnpackHalf2x16"(%arg0) : (i32) -> vector<2xf32>\n    %16 = "spirv.CL.exp"(%arg10) : (f32) -> f32\n    %17 = "spirv.CL.fma"(%arg10, %arg10, %arg10) : (f32, f32, f32) -> f32\n    %18 = "spirv.CL.s_abs"(%arg0) : (i32) -> i32\n    %19 = "spirv.GL.FMix"(%arg10, %arg10, %arg10) : (f32, f32, f32) -> f32\n    %20 = "spirv.GL.Reflect"(%arg11, %arg11) : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>\n    %21 = "spirv.GL.Normalize"(%arg11) : (vector<3xf32>) -> vector<3xf32>\n    %22 = "spirv.GL.Length"(%arg11) : (vector<3xf32>) -> f32\n    %23 = "spirv.FConvert"(%arg10) : (f32) -> f16\n    %24 = "spirv.Bitcast"(%arg10) : (f32) -> i32\n    %25 = "spirv.SConvert"(%arg0) : (i32) -> i64\n    %26 = "spirv.IsFinite"(%arg10) : (f32) -> i1\n    %27 = "spirv.Ordered"(%arg10, %arg10) : (f32, f32) -> i1\n    %28 = "spirv.FOrdLessThan"(%arg10, %arg10) : (f32, f32) -> i1\n    %29 = "spirv.GL.FrexpStruct"(%arg10) : (f32) -> !spirv.struct<(f32, i32)>\n    %30 = "spirv.GL.SSign"(%arg0) : (i32) -> i32\n    "spirv.Return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "rotate_quad_mesh_coop_length": (
        "module {\n  func.func @f(%arg0: f32, %arg1: i32, %arg2: !spirv.ptr<i32, StorageBuffer>, %arg3: bf16, %arg4: vector<2xf32>) {\n    %cst1_i32 = spirv.Constant 1 : i32\n    %0 = spirv.GroupNonUniformQuadSwap <Subgroup> %arg0 %cst1_i32 : f32, i32\n    %1 = spirv.GroupNonUniformRotateKHR <Subgroup> %arg0, %cst1_i32 : f32, i32 -> f32\n    %2 = spirv.GroupNonUniformRotateKHR <Subgroup> %arg0, %cst1_i32, cluster_size(%cst1_i32) : f32, i32, i32 -> f32\n    %3 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>\n    %4 = spirv.INTEL.ConvertFToBF16 %arg0 : f32 to i16\n    %5 = spirv.INTEL.SubgroupBlockRead %arg2 : !spirv.ptr<i32, StorageBuffer> -> i32\n    spirv.EXT.SetMeshOutputs %arg1, %arg1 : i32, i32\n    spirv.Return\n  }\n}\n\n",
        "module {\n  func.func @f(%arg0: f32, %arg1: i32, %arg2: !spirv.ptr<i32, StorageBuffer>, %arg3: bf16, %arg4: vector<2xf32>) {\n    %cst1_i32 = spirv.Constant 1 : i32\n    %0 = spirv.GroupNonUniformQuadSwap <Subgroup> %arg0 %cst1_i32 : f32, i32\n    %1 = spirv.GroupNonUniformRotateKHR <Subgroup> %arg0, %cst1_i32 : f32, i32 -> f32\n    %2 = spirv.GroupNonUniformRotateKHR <Subgroup> %arg0, %cst1_i32, cluster_size(%cst1_i32) : f32, i32, i32 -> f32\n    %3 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>\n    %4 = spirv.INTEL.ConvertFToBF16 %arg0 : f32 to i16\n    %5 = spirv.INTEL.SubgroupBlockRead %arg2 : !spirv.ptr<i32, StorageBuffer> -> i32\n    spirv.EXT.SetMeshOutputs %arg1, %arg1 : i32, i32\n    spirv.Return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (f32, i32, !spirv.ptr<i32, StorageBuffer>, bf16, vector<2xf32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: f32, %arg1: i32, %arg2: !spirv.ptr<i32, StorageBuffer>, %arg3: bf16, %arg4: vector<2xf32>):\n    %0 = "spirv.Constant"() <{value = 1 : i32}> : () -> i32\n    %1 = "spirv.GroupNonUniformQuadSwap"(%arg0, %0) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32) -> f32\n    %2 = "spirv.GroupNonUniformRotateKHR"(%arg0, %0) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32) -> f32\n    %3 = "spirv.GroupNonUniformRotateKHR"(%arg0, %0, %0) <{execution_scope = #spirv.scope<Subgroup>}> : (f32, i32, i32) -> f32\n    %4 = "spirv.KHR.CooperativeMatrixLength"() <{cooperative_matrix_type = !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>}> : () -> i32\n    %5 = "spirv.INTEL.ConvertFToBF16"(%arg0) : (f32) -> i16\n    %6 = "spirv.INTEL.SubgroupBlockRead"(%arg2) : (!spirv.ptr<i32, StorageBuffer>) -> i32\n    "spirv.EXT.SetMeshOutputs"(%arg1, %arg1) : (i32, i32) -> ()\n    "spirv.Return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "atomics": (
        "func.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %q: !spirv.ptr<f32, Workgroup>, %x: f32) {\n  %0 = spirv.AtomicAnd <Device> <None> %p, %v : !spirv.ptr<i32, StorageBuffer>\n  %1 = spirv.AtomicCompareExchange <Workgroup> <Release> <Acquire> %p, %v, %v : !spirv.ptr<i32, StorageBuffer>\n  %2 = spirv.AtomicIIncrement <Workgroup> <None> %p : !spirv.ptr<i32, StorageBuffer>\n  %3 = spirv.AtomicExchange <Workgroup> <Release> %q, %x : !spirv.ptr<f32, Workgroup>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: i32, %arg2: !spirv.ptr<f32, Workgroup>, %arg3: f32) {\n    %0 = spirv.AtomicAnd <Device> <None> %arg0, %arg1 : !spirv.ptr<i32, StorageBuffer>\n    %1 = spirv.AtomicCompareExchange <Workgroup> <Release> <Acquire> %arg0, %arg1, %arg1 : !spirv.ptr<i32, StorageBuffer>\n    %2 = spirv.AtomicIIncrement <Workgroup> <None> %arg0 : !spirv.ptr<i32, StorageBuffer>\n    %3 = spirv.AtomicExchange <Workgroup> <Release> %arg2, %arg3 : !spirv.ptr<f32, Workgroup>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!spirv.ptr<i32, StorageBuffer>, i32, !spirv.ptr<f32, Workgroup>, f32) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: i32, %arg2: !spirv.ptr<f32, Workgroup>, %arg3: f32):\n    %0 = "spirv.AtomicAnd"(%arg0, %arg1) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<i32, StorageBuffer>, i32) -> i32\n    %1 = "spirv.AtomicCompareExchange"(%arg0, %arg1, %arg1) <{equal_semantics = #spirv.memory_semantics<Release>, memory_scope = #spirv.scope<Workgroup>, unequal_semantics = #spirv.memory_semantics<Acquire>}> : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32\n    %2 = "spirv.AtomicIIncrement"(%arg0) <{memory_scope = #spirv.scope<Workgroup>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<i32, StorageBuffer>) -> i32\n    %3 = "spirv.AtomicExchange"(%arg2, %arg3) <{memory_scope = #spirv.scope<Workgroup>, semantics = #spirv.memory_semantics<Release>}> : (!spirv.ptr<f32, Workgroup>, f32) -> f32\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "switch": (
        "func.func @f(%s: i32, %a: i32, %t: si8) {\n  spirv.Switch %s : i32, [\n    default: ^bb1(%a : i32),\n    0: ^bb1(%a : i32),\n    5: ^bb2\n  ]\n^bb1(%x: i32):\n  spirv.Switch %t : si8, [\n    default: ^bb2,\n    -1: ^bb2\n  ]\n^bb2:\n  spirv.Switch %s : i32, [\n    default: ^bb3\n  ]\n^bb3:\n  spirv.Return\n}\n",
        "module {\n  func.func @f(%arg0: i32, %arg1: i32, %arg2: si8) {\n    spirv.Switch %arg0 : i32, [\n      default: ^bb1(%arg1 : i32),\n      0: ^bb1(%arg1 : i32),\n      5: ^bb2\n    ]\n  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0\n    spirv.Switch %arg2 : si8, [\n      default: ^bb2,\n      255: ^bb2\n    ]\n  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1\n    spirv.Switch %arg0 : i32, [\n      default: ^bb3]\n  ^bb3:  // pred: ^bb2\n    spirv.Return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, i32, si8) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: i32, %arg1: i32, %arg2: si8):\n    "spirv.Switch"(%arg0, %arg1, %arg1)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, literals = dense<[0, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()\n  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0\n    "spirv.Switch"(%arg2)[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, literals = dense<-1> : vector<1xsi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (si8) -> ()\n  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1\n    "spirv.Switch"(%arg0)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n  ^bb3:  // pred: ^bb2\n    "spirv.Return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "mesh_block_write_replicate": (
        'spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {\n  spirv.SpecConstant @sc = 42 : i32\n  spirv.EXT.SpecConstantCompositeReplicate @scc (@sc) : !spirv.array<2 x i32>\n  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: vector<2xi32>, %n: i32, %t: !spirv.ptr<i32, TaskPayloadWorkgroupEXT>) "None" {\n    %0 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<2 x vector<2xi32>>\n    spirv.EXT.EmitMeshTasks %n, %n, %n, %t : i32, i32, i32, !spirv.ptr<i32, TaskPayloadWorkgroupEXT>\n  }\n}\n',
        'module {\n  spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {\n    spirv.SpecConstant @sc = 42 : i32\n    spirv.EXT.SpecConstantCompositeReplicate @scc (@sc) : !spirv.array<2 x i32>\n    spirv.func @f(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: vector<2xi32>, %arg2: i32, %arg3: !spirv.ptr<i32, TaskPayloadWorkgroupEXT>) "None" {\n      %0 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<2 x vector<2xi32>>\n      spirv.EXT.EmitMeshTasks %arg2, %arg2, %arg2, %arg3 : i32, i32, i32, !spirv.ptr<i32, TaskPayloadWorkgroupEXT>\n    }\n  }\n}\n\n',
        '"builtin.module"() ({\n  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader], []>}> ({\n    "spirv.SpecConstant"() <{default_value = 42 : i32, sym_name = "sc"}> : () -> ()\n    "spirv.EXT.SpecConstantCompositeReplicate"() <{constituent = @sc, sym_name = "scc", type = !spirv.array<2 x i32>}> : () -> ()\n    "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = (!spirv.ptr<i32, StorageBuffer>, vector<2xi32>, i32, !spirv.ptr<i32, TaskPayloadWorkgroupEXT>) -> (), sym_name = "f"}> ({\n    ^bb0(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: vector<2xi32>, %arg2: i32, %arg3: !spirv.ptr<i32, TaskPayloadWorkgroupEXT>):\n      %0 = "spirv.EXT.ConstantCompositeReplicate"() <{value = 1 : i32}> : () -> !spirv.array<2 x vector<2xi32>>\n      "spirv.EXT.EmitMeshTasks"(%arg2, %arg2, %arg2, %arg3) : (i32, i32, i32, !spirv.ptr<i32, TaskPayloadWorkgroupEXT>) -> ()\n    }) : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "coop_matrix_memory_operands": (
        "func.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %s: i32, %m: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, %b: !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB>, %c: !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>) {\n  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Aligned>, 16 : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>\n  spirv.KHR.CooperativeMatrixStore %p, %m, %s, <ColumnMajor>, <Volatile> : !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, i32\n  %1 = spirv.KHR.CooperativeMatrixMulAdd %m, %b, %c, <ASigned | BSigned> : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>\n  return\n}\n",
        "module {\n  func.func @f(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: i32, %arg2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, %arg3: !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB>, %arg4: !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>) {\n    %0 = spirv.KHR.CooperativeMatrixLoad %arg0, %arg1, <RowMajor>, <Aligned>, 16 : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>\n    spirv.KHR.CooperativeMatrixStore %arg0, %arg2, %arg1, <ColumnMajor>, <Volatile> : !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, i32\n    %1 = spirv.KHR.CooperativeMatrixMulAdd %arg2, %arg3, %arg4, <ASigned|BSigned> : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>\n    return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!spirv.ptr<i32, StorageBuffer>, i32, !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB>, !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: i32, %arg2: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, %arg3: !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB>, %arg4: !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>):\n    %0 = "spirv.KHR.CooperativeMatrixLoad"(%arg0, %arg1) <{alignment = 16 : i32, matrix_layout = #spirv.coop_matrix_layout_khr<RowMajor>, memory_operand = #spirv.memory_access<Aligned>}> : (!spirv.ptr<i32, StorageBuffer>, i32) -> !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>\n    "spirv.KHR.CooperativeMatrixStore"(%arg0, %arg2, %arg1) <{matrix_layout = #spirv.coop_matrix_layout_khr<ColumnMajor>, memory_operand = #spirv.memory_access<Volatile>}> : (!spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, i32) -> ()\n    %1 = "spirv.KHR.CooperativeMatrixMulAdd"(%arg2, %arg3, %arg4) <{matrix_operands = #spirv.cooperative_matrix_operands_khr<ASigned|BSigned>}> : (!spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xi32, Subgroup, MatrixB>, !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>) -> !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "image_sample_proj_dref": (
        'func.func @f(%i: !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c: vector<4xf32>, %d: f32, %g: vector<2xf32>) {\n  %0 = spirv.ImageSampleProjDrefImplicitLod %i, %c, %d : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<4xf32>, f32 -> f32\n  %1 = spirv.ImageSampleExplicitLod %i, %g ["Grad"], %g, %g : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>\n  return\n}\n',
        'module {\n  func.func @f(%arg0: !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<2xf32>) {\n    %0 = spirv.ImageSampleProjDrefImplicitLod %arg0, %arg1, %arg2  : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<4xf32>, f32 -> f32\n    %1 = spirv.ImageSampleExplicitLod %arg0, %arg3 ["Grad"], %arg3, %arg3 : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = (!spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<4xf32>, f32, vector<2xf32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<2xf32>):\n    %0 = "spirv.ImageSampleProjDrefImplicitLod"(%arg0, %arg1, %arg2) : (!spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<4xf32>, f32) -> f32\n    %1 = "spirv.ImageSampleExplicitLod"(%arg0, %arg3, %arg3, %arg3) <{image_operands = #spirv.image_operands<Grad>}> : (!spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<4xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "arm_graphs": (
        "spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {\n  spirv.GlobalVariable @entrypoint_arg_0 bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>\n  spirv.GlobalVariable @entrypoint_res_0 bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>\n  spirv.ARM.GraphEntryPoint @entrypoint, @entrypoint_arg_0, @entrypoint_res_0\n  spirv.ARM.Graph @entrypoint(%arg0 : !spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<14x19xi16> {\n    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<14x19xi16>\n  }\n  spirv.ARM.Graph @graphConstant() -> !spirv.arm.tensor<2x3xi16> {\n    %0 = spirv.ARM.GraphConstant { graph_constant_id = 42 : i32 } : !spirv.arm.tensor<2x3xi16>\n    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi16>\n  }\n  spirv.ARM.Graph @g2(%arg0 : !spirv.arm.tensor<?x?xi16>, %arg1 : !spirv.arm.tensor<*xi16>) -> (!spirv.arm.tensor<?x?xi16>, !spirv.arm.tensor<*xi16>) attributes {x = 1} {\n    spirv.ARM.GraphOutputs %arg0, %arg1 : !spirv.arm.tensor<?x?xi16>, !spirv.arm.tensor<*xi16>\n  }\n}\n",
        "module {\n  spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {\n    spirv.GlobalVariable @entrypoint_arg_0 bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>\n    spirv.GlobalVariable @entrypoint_res_0 bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>\n    spirv.ARM.GraphEntryPoint @entrypoint, @entrypoint_arg_0, @entrypoint_res_0\n    spirv.ARM.Graph @entrypoint(%arg0: !spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<14x19xi16> {\n      spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<14x19xi16>\n    }\n    spirv.ARM.Graph @graphConstant() -> !spirv.arm.tensor<2x3xi16> {\n      %0 = spirv.ARM.GraphConstant {graph_constant_id = 42 : i32} : !spirv.arm.tensor<2x3xi16>\n      spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi16>\n    }\n    spirv.ARM.Graph @g2(%arg0: !spirv.arm.tensor<?x?xi16>, %arg1: !spirv.arm.tensor<*xi16>) -> (!spirv.arm.tensor<?x?xi16>, !spirv.arm.tensor<*xi16>) attributes {x = 1 : i64} {\n      spirv.ARM.GraphOutputs %arg0, %arg1 : !spirv.arm.tensor<?x?xi16>, !spirv.arm.tensor<*xi16>\n    }\n  }\n}\n\n",
        '"builtin.module"() ({\n  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<Vulkan>, vce_triple = #spirv.vce<v1.0, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]>}> ({\n    "spirv.GlobalVariable"() <{binding = 0 : i32, descriptor_set = 0 : i32, sym_name = "entrypoint_arg_0", type = !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>}> : () -> ()\n    "spirv.GlobalVariable"() <{binding = 1 : i32, descriptor_set = 0 : i32, sym_name = "entrypoint_res_0", type = !spirv.ptr<!spirv.arm.tensor<14x19xi16>, UniformConstant>}> : () -> ()\n    "spirv.ARM.GraphEntryPoint"() <{fn = @entrypoint, interface = [@entrypoint_arg_0, @entrypoint_res_0]}> : () -> ()\n    "spirv.ARM.Graph"() <{function_type = (!spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<14x19xi16>, sym_name = "entrypoint"}> ({\n    ^bb0(%arg2: !spirv.arm.tensor<14x19xi16>):\n      "spirv.ARM.GraphOutputs"(%arg2) : (!spirv.arm.tensor<14x19xi16>) -> ()\n    }) : () -> ()\n    "spirv.ARM.Graph"() <{function_type = () -> !spirv.arm.tensor<2x3xi16>, sym_name = "graphConstant"}> ({\n      %0 = "spirv.ARM.GraphConstant"() <{graph_constant_id = 42 : i32}> : () -> !spirv.arm.tensor<2x3xi16>\n      "spirv.ARM.GraphOutputs"(%0) : (!spirv.arm.tensor<2x3xi16>) -> ()\n    }) : () -> ()\n    "spirv.ARM.Graph"() <{function_type = (!spirv.arm.tensor<?x?xi16>, !spirv.arm.tensor<*xi16>) -> (!spirv.arm.tensor<?x?xi16>, !spirv.arm.tensor<*xi16>), sym_name = "g2"}> ({\n    ^bb0(%arg0: !spirv.arm.tensor<?x?xi16>, %arg1: !spirv.arm.tensor<*xi16>):\n      "spirv.ARM.GraphOutputs"(%arg0, %arg1) : (!spirv.arm.tensor<?x?xi16>, !spirv.arm.tensor<*xi16>) -> ()\n    }) {x = 1 : i64} : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "interface_var_abi": (
        "func.func private @f(i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>}, i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>})\n",
        "module {\n  func.func private @f(i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>}, i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>})\n}\n\n",
        '"builtin.module"() ({\n  "func.func"() <{arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>}, {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}], function_type = (i32, i32) -> (), sym_name = "f", sym_visibility = "private"}> ({\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, mlir-opt-22 custom print)
CUSTOM = {
    "atomic_fadd_coop_matrix_barrier_arrive": (
        "module {\n  func.func @f(%arg0: !spirv.ptr<f32, StorageBuffer>, %arg1: f32, %arg2: i32, %arg3: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, %arg4: !spirv.coopmatrix<16x8xi32, Subgroup, MatrixB>, %arg5: !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>, %arg6: !spirv.ptr<i32, StorageBuffer>) {\n    %0 = spirv.EXT.AtomicFAdd <Device> <None> %arg0, %arg1 : !spirv.ptr<f32, StorageBuffer>\n    spirv.INTEL.ControlBarrierArrive <Workgroup> <Device> <None>\n    %1 = spirv.KHR.CooperativeMatrixMulAdd %arg3, %arg4, %arg5 : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<16x8xi32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>\n    %2 = spirv.KHR.CooperativeMatrixLoad %arg6, %arg2, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>\n    spirv.KHR.CooperativeMatrixStore %arg6, %arg3, %arg2, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, i32\n    spirv.Return\n  }\n}\n\n",
        "module {\n  func.func @f(%arg0: !spirv.ptr<f32, StorageBuffer>, %arg1: f32, %arg2: i32, %arg3: !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, %arg4: !spirv.coopmatrix<16x8xi32, Subgroup, MatrixB>, %arg5: !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>, %arg6: !spirv.ptr<i32, StorageBuffer>) {\n    %0 = spirv.EXT.AtomicFAdd <Device> <None> %arg0, %arg1 : !spirv.ptr<f32, StorageBuffer>\n    spirv.INTEL.ControlBarrierArrive <Workgroup> <Device> <None>\n    %1 = spirv.KHR.CooperativeMatrixMulAdd %arg3, %arg4, %arg5 : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<16x8xi32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>\n    %2 = spirv.KHR.CooperativeMatrixLoad %arg6, %arg2, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>\n    spirv.KHR.CooperativeMatrixStore %arg6, %arg3, %arg2, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, i32\n    spirv.Return\n  }\n}\n\n",
    ),
    "image_ops": (
        'module {\n  func.func @f(%arg0: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %arg1: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, %arg2: vector<2xi32>, %arg3: vector<2xf32>, %arg4: f32, %arg5: vector<4xf32>) {\n    %0 = spirv.ImageRead %arg0, %arg2  : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xi32> -> vector<4xf32>\n    %1 = spirv.ImageSampleImplicitLod %arg1, %arg3 ["Bias"], %arg4 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> vector<4xf32>\n    %2 = spirv.ImageSampleExplicitLod %arg1, %arg3 ["Lod"], %arg4 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> vector<4xf32>\n    %3 = spirv.ImageDrefGather %arg1, %arg3, %arg4  : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> vector<4xf32>\n    spirv.ImageWrite %arg0, %arg2, %arg5  : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xi32>, vector<4xf32>\n    return\n  }\n}\n\n',
        'module {\n  func.func @f(%arg0: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %arg1: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, %arg2: vector<2xi32>, %arg3: vector<2xf32>, %arg4: f32, %arg5: vector<4xf32>) {\n    %0 = spirv.ImageRead %arg0, %arg2  : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xi32> -> vector<4xf32>\n    %1 = spirv.ImageSampleImplicitLod %arg1, %arg3 ["Bias"], %arg4 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> vector<4xf32>\n    %2 = spirv.ImageSampleExplicitLod %arg1, %arg3 ["Lod"], %arg4 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> vector<4xf32>\n    %3 = spirv.ImageDrefGather %arg1, %arg3, %arg4  : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> vector<4xf32>\n    spirv.ImageWrite %arg0, %arg2, %arg5  : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, vector<2xi32>, vector<4xf32>\n    return\n  }\n}\n\n',
    ),
    "matrix_dot_image_barriers": (
        "module {\n  func.func @f(%arg0: !spirv.matrix<2 x vector<3xf32>>, %arg1: vector<2xf32>, %arg2: vector<3xf32>, %arg3: f32, %arg4: i32, %arg5: vector<4xi8>, %arg6: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %arg7: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, %arg8: vector<2xi32>, %arg9: vector<4xf32>, %arg10: !spirv.ptr<i8, UniformConstant>) {\n    %0 = spirv.MatrixTimesScalar %arg0, %arg3 : !spirv.matrix<2 x vector<3xf32>>, f32\n    %1 = spirv.MatrixTimesVector %arg0, %arg1 : !spirv.matrix<2 x vector<3xf32>>, vector<2xf32> -> vector<3xf32>\n    %2 = spirv.VectorTimesMatrix %arg2, %arg0 : vector<3xf32>, !spirv.matrix<2 x vector<3xf32>> -> vector<2xf32>\n    %3 = spirv.Transpose %arg0 : !spirv.matrix<2 x vector<3xf32>> -> !spirv.matrix<3 x vector<2xf32>>\n    %4 = spirv.SDot %arg4, %arg4, <PackedVectorFormat4x8Bit> : i32 -> i32\n    %5 = spirv.UDot %arg5, %arg5 : vector<4xi8> -> i32\n    %6 = spirv.SDotAccSat %arg4, %arg4, %arg4, <PackedVectorFormat4x8Bit> : i32 -> i32\n    %7 = spirv.ImageQuerySize %arg6 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8> -> vector<2xi32>\n    %8 = spirv.Image %arg7 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>\n    %9 = spirv.CL.printf %arg10 %arg3, %arg3 : !spirv.ptr<i8, UniformConstant>, f32, f32 -> i32\n    spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|UniformMemory>\n    spirv.MemoryBarrier <Device>, <Acquire|UniformMemory>\n    %10 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : vector<2xi32>\n    spirv.Return\n  }\n}\n\n",
        "module {\n  func.func @f(%arg0: !spirv.matrix<2 x vector<3xf32>>, %arg1: vector<2xf32>, %arg2: vector<3xf32>, %arg3: f32, %arg4: i32, %arg5: vector<4xi8>, %arg6: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8>, %arg7: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, %arg8: vector<2xi32>, %arg9: vector<4xf32>, %arg10: !spirv.ptr<i8, UniformConstant>) {\n    %0 = spirv.MatrixTimesScalar %arg0, %arg3 : !spirv.matrix<2 x vector<3xf32>>, f32\n    %1 = spirv.MatrixTimesVector %arg0, %arg1 : !spirv.matrix<2 x vector<3xf32>>, vector<2xf32> -> vector<3xf32>\n    %2 = spirv.VectorTimesMatrix %arg2, %arg0 : vector<3xf32>, !spirv.matrix<2 x vector<3xf32>> -> vector<2xf32>\n    %3 = spirv.Transpose %arg0 : !spirv.matrix<2 x vector<3xf32>> -> !spirv.matrix<3 x vector<2xf32>>\n    %4 = spirv.SDot %arg4, %arg4, <PackedVectorFormat4x8Bit> : i32 -> i32\n    %5 = spirv.UDot %arg5, %arg5 : vector<4xi8> -> i32\n    %6 = spirv.SDotAccSat %arg4, %arg4, %arg4, <PackedVectorFormat4x8Bit> : i32 -> i32\n    %7 = spirv.ImageQuerySize %arg6 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba8> -> vector<2xi32>\n    %8 = spirv.Image %arg7 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>\n    %9 = spirv.CL.printf %arg10 %arg3, %arg3 : !spirv.ptr<i8, UniformConstant>, f32, f32 -> i32\n    spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|UniformMemory>\n    spirv.MemoryBarrier <Device>, <Acquire|UniformMemory>\n    %10 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : vector<2xi32>\n    spirv.Return\n  }\n}\n\n",
    ),
    "module": (
        'spirv.module @m Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> attributes {x = 1} {\n  spirv.SpecConstant @sc = 42 : i32\n  spirv.SpecConstant @sc2 spec_id(5) = true\n  spirv.SpecConstantComposite @scc (@sc, @sc) : !spirv.array<2 x i32>\n  spirv.GlobalVariable @var0 bind(1, 2) : !spirv.ptr<f32, Input>\n  spirv.GlobalVariable @var1 built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>\n  spirv.GlobalVariable @var2 initializer(@sc) : !spirv.ptr<i32, Private>\n  spirv.func @f(%arg0: i32) -> i32 "Inline|Pure" {\n    %0 = spirv.mlir.addressof @var0 : !spirv.ptr<f32, Input>\n    %1 = spirv.mlir.referenceof @sc : i32\n    %2 = spirv.FunctionCall @f(%1) : (i32) -> i32\n    %3 = spirv.Load "Input" %0 ["Aligned", 4] : f32\n    %c = spirv.Constant true\n    spirv.BranchConditional %c [5, 10], ^bb1, ^bb2(%2 : i32)\n  ^bb1:\n    spirv.ReturnValue %arg0 : i32\n  ^bb2(%x: i32):\n    spirv.Branch ^bb1\n  }\n  spirv.func @g() "DontInline" {\n    spirv.mlir.selection control(Flatten) {\n      spirv.Branch ^merge\n    ^merge:\n      spirv.mlir.merge\n    }\n    spirv.Return\n  }\n  spirv.EntryPoint "GLCompute" @g, @var0\n  spirv.ExecutionMode @g "LocalSize", 1, 1, 1\n}\n',
        'module {\n  spirv.module @m Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> attributes {x = 1 : i64} {\n    spirv.SpecConstant @sc = 42 : i32\n    spirv.SpecConstant @sc2 spec_id(5) = true\n    spirv.SpecConstantComposite @scc (@sc, @sc) : !spirv.array<2 x i32>\n    spirv.GlobalVariable @var0 bind(1, 2) : !spirv.ptr<f32, Input>\n    spirv.GlobalVariable @var1 built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>\n    spirv.GlobalVariable @var2 initializer(@sc) : !spirv.ptr<i32, Private>\n    spirv.func @f(%arg0: i32) -> i32 "Inline|Pure" {\n      %var0_addr = spirv.mlir.addressof @var0 : !spirv.ptr<f32, Input>\n      %0 = spirv.mlir.referenceof @sc : i32\n      %1 = spirv.FunctionCall @f(%0) : (i32) -> i32\n      %2 = spirv.Load "Input" %var0_addr ["Aligned", 4] : f32\n      %true = spirv.Constant true\n      spirv.BranchConditional %true [5, 10], ^bb1, ^bb2(%1 : i32)\n    ^bb1:  // 2 preds: ^bb0, ^bb2\n      spirv.ReturnValue %arg0 : i32\n    ^bb2(%3: i32):  // pred: ^bb0\n      spirv.Branch ^bb1\n    }\n    spirv.func @g() "DontInline" {\n      spirv.mlir.selection control(Flatten) {\n        spirv.Branch ^bb1\n      ^bb1:  // pred: ^bb0\n        spirv.mlir.merge\n      }\n      spirv.Return\n    }\n    spirv.EntryPoint "GLCompute" @g, @var0\n    spirv.ExecutionMode @g "LocalSize", 1, 1, 1\n  }\n}\n\n',
    ),
    "copy_memory_source_access": (
        'func.func @f(%a: !spirv.ptr<f32, Function>, %b: !spirv.ptr<f32, Function>) {\n  "spirv.CopyMemory"(%a, %b) {memory_access = #spirv.memory_access<Volatile>} : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()\n  "spirv.CopyMemory"(%a, %b) {source_memory_access = #spirv.memory_access<Aligned>, source_alignment = 8 : i32} : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()\n  return\n}\n',
        'module {\n  func.func @f(%arg0: !spirv.ptr<f32, Function>, %arg1: !spirv.ptr<f32, Function>) {\n    spirv.CopyMemory  "Function" %arg0,  "Function" %arg1 ["Volatile"],  ["Volatile"] : f32\n    spirv.CopyMemory  "Function" %arg0,  "Function" %arg1,  ["Aligned", 8] : f32\n    return\n  }\n}\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CUSTOM))
def test_custom_form_as_mlir_opt(name: str) -> None:
    text, custom = CUSTOM[name]
    assert print_ir(text) == custom
    assert print_ir(custom) == custom


# name -> (input, the first error mlir-opt-22 reports)
ERRORS = {
    "struct_result_members": (
        "func.func @f(%i: i32) {\n  %0 = spirv.IAddCarry %i, %i : !spirv.struct<(i32, i32, i32)>\n  return\n}\n",
        "custom op 'spirv.IAddCarry' expected spirv.struct type with two members",
    ),
    "struct_result_types": (
        'func.func @f(%i: i32) {\n  %0 = "spirv.IAddCarry"(%i, %i) : (i32, i32) -> !spirv.struct<(i32, i64)>\n  return\n}\n',
        "'spirv.IAddCarry' op expected all operand types and struct member types are the same",
    ),
    "select_vector_result": (
        "func.func @f(%c: vector<3xi1>, %a: i32) {\n  %0 = spirv.Select %c, %a, %a : vector<3xi1>, i32\n  return\n}\n",
        "'spirv.Select' op result expected to be of vector type when condition is of vector type",
    ),
    "constant_type": (
        'func.func @f() {\n  %0 = "spirv.Constant"() <{value = 1 : i32}> : () -> i64\n  return\n}\n',
        "'spirv.Constant' op result type ('i64') does not match value type ('i32')",
    ),
    "constant_nested_array": (
        "func.func @f() {\n  %0 = spirv.Constant dense<1.0> : tensor<2x3xf32> : !spirv.array<2 x !spirv.array<3 x i32>>\n  return\n}\n",
        "'spirv.Constant' op result element type ('i32') does not match value element type ('f32')",
    ),
    "return_value_type": (
        'spirv.module Logical GLSL450 {\n  spirv.func @f() -> f32 "None" {\n    %0 = spirv.Constant 42 : i32\n    spirv.ReturnValue %0 : i32\n  }\n}\n',
        "'spirv.ReturnValue' op  return value's type ('i32') mismatch with function's result type ('f32')",
    ),
    "return_in_value_function": (
        'spirv.module Logical GLSL450 {\n  spirv.func @f() -> i32 "None" {\n    spirv.Return\n  }\n}\n',
        "'spirv.Return' op cannot be used in functions returning value",
    ),
    "bad_storage_class": (
        "func.func private @f(!spirv.ptr<f32, Foo>)\n",
        "unknown storage class: Foo",
    ),
    "array_stride": (
        "func.func private @f(!spirv.array<4 x f32, stride=0>)\n",
        "ArrayStride must be greater than zero",
    ),
    "load_memory_access": (
        'func.func @f(%p: !spirv.ptr<f32, Function>) {\n  %0 = spirv.Load "Function" %p ["Something"] : f32\n  return\n}\n',
        "custom op 'spirv.Load' invalid memory_access attribute specification: \"Something\"",
    ),
    "module_addressing_model": (
        "spirv.module Physical { }\n",
        "custom op 'spirv.module' invalid addressing_model attribute specification: Physical",
    ),
    "spec_constant_composite_count": (
        "spirv.module Logical GLSL450 {\n  spirv.SpecConstant @sc1 = 1.5 : f32\n  spirv.SpecConstantComposite @scc (@sc1, @sc1) : !spirv.array<3 x f32>\n}\n",
        "has incorrect number of operands: expected 3, but provided 2",
    ),
    "entry_point_missing_function": (
        'spirv.module Logical GLSL450 {\n  spirv.EntryPoint "GLCompute" @nothing\n}\n',
        "function 'nothing' not found in 'spirv.module'",
    ),
    "global_variable_storage": (
        "spirv.module Logical GLSL450 {\n  spirv.GlobalVariable @var0 : !spirv.ptr<f32, Generic>\n}\n",
        "'spirv.GlobalVariable' op storage class cannot be 'Generic'",
    ),
    "function_call_arity": (
        'spirv.module Logical GLSL450 {\n  spirv.func @g(%a: i32) "None" {\n    spirv.Return\n  }\n  spirv.func @f() "None" {\n    spirv.FunctionCall @g() : () -> ()\n    spirv.Return\n  }\n}\n',
        "'spirv.FunctionCall' op has incorrect number of operands for callee: expected 1, but provided 0",
    ),
    "module_foreign_op": (
        'spirv.module Logical GLSL450 {\n  "dialect.op"() : () -> ()\n}\n',
        "'spirv.module' can only contain spirv.* ops",
    ),
    "module_external_function": (
        'spirv.module Logical GLSL450 {\n  spirv.func @extern() -> () "None"\n}\n',
        "'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)",
    ),
    "loop_merge_block": (
        "func.func @f() {\n  spirv.mlir.loop {\n    spirv.Return\n  }\n  return\n}\n",
        "'spirv.mlir.loop' op last block must be the merge block with only one 'spirv.mlir.merge' op",
    ),
    "loop_continue_block": (
        "func.func @f() {\n  spirv.mlir.loop {\n    spirv.Branch ^header\n  ^header:\n    spirv.Branch ^merge\n  ^merge:\n    spirv.mlir.merge\n  }\n  return\n}\n",
        "'spirv.mlir.loop' op requires a loop continue block branching to the loop header block",
    ),
    "selection_header": (
        "func.func @f() {\n  spirv.mlir.selection {\n    spirv.mlir.merge\n  }\n  return\n}\n",
        "'spirv.mlir.selection' op must have a selection header block",
    ),
    "unreachable_entry": (
        "func.func @f() {\n  spirv.Unreachable\n}\n",
        "'spirv.Unreachable' op cannot be used in reachable block",
    ),
    "spec_constant_bitwidth": (
        "spirv.module Logical GLSL450 {\n  spirv.SpecConstant @sc = 15 : i4\n}\n",
        "'spirv.SpecConstant' op default value bitwidth disallowed",
    ),
    "return_outside_function": (
        "spirv.module Logical GLSL450 {\n  spirv.Return\n}\n",
        "'spirv.Return' op failed to verify that op must appear in a function-like op's block",
    ),
    "global_variable_scope": (
        'spirv.module Logical GLSL450 {\n  spirv.func @f() "None" {\n    spirv.GlobalVariable @v : !spirv.ptr<f32, Input>\n    spirv.Return\n  }\n}\n',
        "'spirv.GlobalVariable' op failed to verify that op must appear in a module-like op's block",
    ),
    "variable_physical_pointer": (
        "func.func @f() {\n  %0 = spirv.Variable : !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>\n  return\n}\n",
        "'spirv.Variable' op  with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'",
    ),
    "store_operand_count": (
        'func.func @f(%p: !spirv.ptr<f32, Function>) {\n  spirv.Store "Function" %p : f32\n  return\n}\n',
        "custom op 'spirv.Store' expected 2 operands",
    ),
    "spec_constant_operation_operand": (
        'spirv.module Logical GLSL450 {\n  spirv.func @f() "None" {\n    %0 = spirv.Variable : !spirv.ptr<i32, Function>\n    %1 = spirv.Load "Function" %0 : i32\n    %2 = spirv.SpecConstantOperation wraps "spirv.IAdd"(%1, %1) : (i32, i32) -> i32\n    spirv.Return\n  }\n}\n',
        "'spirv.SpecConstantOperation' op invalid operand, must be defined by a constant operation",
    ),
    "atomic_semantics": (
        "func.func @atomic_and(%ptr : !spirv.ptr<i32, StorageBuffer>, %value : i32) -> i32 {\n  %0 = spirv.AtomicAnd <Device> <Acquire|Release> %ptr, %value : !spirv.ptr<i32, StorageBuffer>\n  return %0 : i32\n}\n",
        "expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`",
    ),
    "atomic_pointee": (
        'func.func @atomic_and(%ptr : !spirv.ptr<f32, StorageBuffer>, %value : i32) -> i32 {\n  %0 = "spirv.AtomicAnd"(%ptr, %value) {memory_scope = #spirv.scope<Workgroup>, semantics = #spirv.memory_semantics<AcquireRelease>} : (!spirv.ptr<f32, StorageBuffer>, i32) -> (i32)\n  return %0 : i32\n}\n',
        "'spirv.AtomicAnd' op failed to verify that `value` type matches pointee type of `pointer`",
    ),
    "bitcast_same_type": (
        "func.func @cast1(%arg0 : f32) {\n  %0 = spirv.Bitcast %arg0 : f32 to f32\n  return\n}\n",
        "result type must be different from operand type",
    ),
    "bitcast_width": (
        "func.func @cast1(%arg0 : vector<2xf32>) {\n  %0 = spirv.Bitcast %arg0 : vector<2xf32> to vector<3xf32>\n  return\n}\n",
        "'spirv.Bitcast' op mismatch in result type bitwidth 96 and operand type bitwidth 64",
    ),
    "bitcast_pointer": (
        "func.func @cast3(%arg0 : !spirv.ptr<f32, Function>) {\n  %0 = spirv.Bitcast %arg0 : !spirv.ptr<f32, Function> to i64\n  return\n}\n",
        "unhandled bit cast conversion from pointer type to non-pointer type",
    ),
    "convert_same_width": (
        "func.func @f_convert_vector(%arg0 : f32) -> f32 {\n  %0 = spirv.FConvert %arg0 : f32 to f32\n  spirv.ReturnValue %0 : f32\n}\n",
        "'spirv.FConvert' op expected the different bit widths for operand type and result type, but provided 'f32' and 'f32'",
    ),
    "ptr_cast_to_generic_storage": (
        "func.func @ptrcasttogeneric2(%arg0 : !spirv.ptr<f32, StorageBuffer>) {\n  %0 = spirv.PtrCastToGeneric %arg0 : !spirv.ptr<f32, StorageBuffer> to !spirv.ptr<f32, Generic>\n  return\n}\n",
        "pointer must point to the Workgroup, CrossWorkgroup, or Function Storage Class",
    ),
    "generic_cast_to_ptr_pointee": (
        "func.func @genericcasttoptr4(%arg0 : !spirv.ptr<f32, Generic>) {\n  %0 = spirv.GenericCastToPtr %arg0 : !spirv.ptr<f32, Generic> to !spirv.ptr<vector<2xi32>, Workgroup>\n  return\n}\n",
        "'spirv.GenericCastToPtr' op pointer operand's pointee type must have the same as the op result type, but found 'f32' vs 'vector<2xi32>'",
    ),
    "convert_ptr_to_u_physical": (
        'spirv.module PhysicalStorageBuffer64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, PhysicalStorageBufferAddresses], []> {\n  spirv.func @covert_ptr_to_u_fail(%arg0 : !spirv.ptr<i32, Generic>) "None" {\n    %0 = spirv.ConvertPtrToU %arg0 : !spirv.ptr<i32, Generic> to i32\n    spirv.Return\n  }\n}\n',
        "operand must be a physical pointer",
    ),
    "composite_construct_count": (
        "func.func @composite_construct_vector_wrong_count(%arg0: f32, %arg1: f32, %arg2 : vector<2xf32>) -> vector<4xf32> {\n  %0 = spirv.CompositeConstruct %arg0, %arg2 : (f32, vector<2xf32>) -> vector<4xf32>\n  return %0: vector<4xf32>\n}\n",
        "'spirv.CompositeConstruct' op has incorrect number of operands: expected 4, but provided 3",
    ),
    "composite_construct_array": (
        "func.func @composite_construct_array(%arg0: f32) -> !spirv.array<4xf32> {\n  %0 = spirv.CompositeConstruct %arg0 : (f32) -> !spirv.array<4xf32>\n  return %0: !spirv.array<4xf32>\n}\n",
        "'spirv.CompositeConstruct' op expected to return a vector or cooperative matrix when the number of constituents is less than what the result needs",
    ),
    "composite_extract_bounds": (
        "func.func @composite_extract_2D_array_out_of_bounds_access_2(%arg0: !spirv.array<4x!spirv.array<4xf32>>\n) -> () {\n  %0 = spirv.CompositeExtract %arg0[1 : i32, 4 : i32] : !spirv.array<4x!spirv.array<4xf32>>\n  return\n}\n",
        "custom op 'spirv.CompositeExtract' index 4 out of bounds for '!spirv.array<4 x f32>'",
    ),
    "composite_extract_non_composite": (
        "func.func @composite_extract_invalid_types_2(%arg0: f32) -> () {\n  %0 = spirv.CompositeExtract %arg0[1 : i32] : f32\n  return\n}\n",
        "custom op 'spirv.CompositeExtract' cannot extract from non-composite type 'f32' with index 1",
    ),
    "composite_extract_result": (
        'func.func @composite_extract_result_type_mismatch(%arg0: !spirv.array<4xf32>) -> i32 {\n  %0 = "spirv.CompositeExtract"(%arg0) {indices = [2: i32]} : (!spirv.array<4xf32>) -> (i32)\n  return %0: i32\n}\n',
        "'spirv.CompositeExtract' op invalid result type: expected 'f32' but provided 'i32'",
    ),
    "composite_insert_object": (
        "func.func @composite_insert_invalid_object_type(%arg0: !spirv.array<4xf32>, %arg1: f64) -> !spirv.array<4xf32> {\n  %0 = spirv.CompositeInsert %arg1, %arg0[3 : i32] : f64 into !spirv.array<4xf32>\n  return %0: !spirv.array<4xf32>\n}\n",
        "'spirv.CompositeInsert' op object operand type should be 'f32', but found 'f64'",
    ),
    "vector_shuffle_selector": (
        "func.func @vector_shuffle_extra_selector(%vector1: vector<4xf32>, %vector2: vector<2xf32>) -> vector<3xf32> {\n  %0 = spirv.VectorShuffle [1: i32, 7: i32, 5: i32] %vector1, %vector2 : vector<4xf32>, vector<2xf32> -> vector<3xf32>\n  return %0: vector<3xf32>\n}\n",
        "'spirv.VectorShuffle' op component selector 7 out of range: expected to be in [0, 6) or 0xffffffff",
    ),
    "access_chain_struct_index": (
        "func.func @access_chain_invalid_constant_type_1() -> () {\n  %0 = arith.constant 1: i32\n  %1 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>\n  %2 = spirv.AccessChain %1[%0, %0] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>, i32, i32 -> !spirv.ptr<f32, Function>\n  return\n}\n",
        "'spirv.AccessChain' index must be an integer spirv.Constant to access element of spirv.struct, but provided arith.constant",
    ),
    "access_chain_bounds": (
        'func.func @access_chain_out_of_bounds() -> () {\n  %index0 = "spirv.Constant"() { value = 12: i32} : () -> i32\n  %0 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>\n  %1 = spirv.AccessChain %0[%index0, %index0] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>)>, Function>, i32, i32 -> !spirv.ptr<f32, Function>\n  return\n}\n',
        "'spirv.AccessChain' op index 12 out of bounds for '!spirv.struct<(f32, !spirv.array<4 x f32>)>'",
    ),
    "access_chain_result": (
        "func.func @wrong_result(%index0 : i32) -> () {\n  %0 = spirv.Variable : !spirv.ptr<!spirv.array<4x!spirv.array<4xf32>>, Function>\n  %1 = spirv.AccessChain %0[%index0] : !spirv.ptr<!spirv.array<4x!spirv.array<4xf32>>, Function>, i32 -> !spirv.ptr<f32, Function>\n  return\n}\n",
        "'spirv.AccessChain' op invalid result type: expected '!spirv.ptr<!spirv.array<4 x f32>, Function>', but provided '!spirv.ptr<f32, Function>'",
    ),
    "matrix_times_vector_rows": (
        "func.func @matrix_times_vector_row_mismatch(%arg0: !spirv.matrix<4 x vector<3xf32>>, %arg1: vector<4xf32>) {\n  %result = spirv.MatrixTimesVector %arg0, %arg1 : !spirv.matrix<4 x vector<3xf32>>, vector<4xf32> -> vector<4xf32>\n  return\n}\n",
        "'spirv.MatrixTimesVector' op result size (4) must match the matrix rows (3)",
    ),
    "transpose_shape": (
        "func.func @transpose_op_shape_mismatch_1(%arg0 : !spirv.matrix<3 x vector<4xf32>>) {\n   %result = spirv.Transpose %arg0 : !spirv.matrix<3 x vector<4xf32>> -> !spirv.matrix<3 x vector<3xf32>>\n   return\n}\n",
        "input matrix rows count must be equal to output matrix columns count",
    ),
    "matrix_times_matrix_columns": (
        "func.func @matrix_times_matrix_inputs_shape_mismatch(%arg0 : !spirv.matrix<3 x vector<2xf32>>, %arg1 : !spirv.matrix<2 x vector<2xf32>>){\n   %result = spirv.MatrixTimesMatrix %arg0, %arg1 : !spirv.matrix<3 x vector<2xf32>>, !spirv.matrix<2 x vector<2xf32>> -> !spirv.matrix<2 x vector<2xf32>>\n   return\n}\n",
        "left matrix columns' count must be equal to the right matrix rows' count",
    ),
    "control_barrier_semantics": (
        "func.func @memory_barrier_2() -> () {\n  spirv.MemoryBarrier <Device>, <Acquire|Release>\n  return\n}\n",
        "expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`",
    ),
    "non_uniform_scope": (
        "func.func @group_non_uniform_ballot(%predicate: i1) -> vector<4xi32> {\n  %0 = spirv.GroupNonUniformBallot <Device> %predicate : vector<4xi32>\n  return %0: vector<4xi32>\n}\n",
        "'spirv.GroupNonUniformBallot' op execution scope must be 'Workgroup' or 'Subgroup'",
    ),
    "non_uniform_cluster_size": (
        "func.func @group_non_uniform_iadd_clustered_reduce(%val: vector<2xi32>) -> vector<2xi32> {\n  %five = spirv.Constant 5 : i32\n  %0 = spirv.GroupNonUniformIAdd <Workgroup> <ClusteredReduce> %val cluster_size(%five) : vector<2xi32>, i32 -> vector<2xi32>\n  return %0: vector<2xi32>\n}\n",
        "'spirv.GroupNonUniformIAdd' op cluster size operand must be a power of two",
    ),
    "non_uniform_broadcast_id": (
        "func.func @group_non_uniform_broadcast_negative_non_const(%value: f32, %localid: i32) -> f32 {\n  %0 = spirv.GroupNonUniformBroadcast <Subgroup> %value, %localid : f32, i32\n  return %0: f32\n}\n",
        "'spirv.GroupNonUniformBroadcast' op id must be the result of a constant op",
    ),
    "non_uniform_shuffle_signed": (
        "func.func @group_non_uniform_shuffle(%val: vector<2xf32>, %id: si32) -> vector<2xf32> {\n  %0 = spirv.GroupNonUniformShuffle <Subgroup> %val, %id : vector<2xf32>, si32\n  return %0: vector<2xf32>\n}\n",
        "'spirv.GroupNonUniformShuffle' op second operand must be a singless/unsigned integer",
    ),
    "group_broadcast_localid": (
        "func.func @gb(%value: f32, %v4: vector<4xi32>) -> f32 {\n  %0 = spirv.GroupBroadcast <Subgroup> %value, %v4 : f32, vector<4xi32>\n  return %0: f32\n}\n",
        "'spirv.GroupBroadcast' op localid is a vector and can be with only  2 or 3 components, actual number is 4",
    ),
    "sdot_format": (
        'func.func @f(%a: i32) -> i32 {\n  %r = "spirv.SDot"(%a, %a) : (i32, i32) -> i32\n  return %r : i32\n}\n',
        "'spirv.SDot' op requires Packed Vector Format attribute for integer vector operands",
    ),
    "udot_width": (
        "func.func @f(%a: vector<4xi16>) -> i32 {\n  %r = spirv.UDot %a, %a : vector<4xi16> -> i32\n  return %r : i32\n}\n",
        "'spirv.UDot' op result type has insufficient bit-width (32 bits) for the specified vector operand type (64 bits)",
    ),
    "image_operands_missing": (
        "func.func @f(%arg0 : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %arg1 : vector<4xf32>, %arg2 : f32) -> () {\n  %0 = spirv.ImageDrefGather %arg0, %arg1, %arg2, %arg2, %arg2 : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, vector<4xf32>, f32, f32, f32 -> vector<4xi32>\n  return\n}\n",
        "the Image Operands should encode what operands follow, as per Image Operands",
    ),
    "image_dim_trait": (
        "func.func @f(%arg0 : !spirv.sampled_image<!spirv.image<i32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %arg1 : vector<4xf32>, %arg2 : f32) -> () {\n  %0 = spirv.ImageDrefGather %arg0, %arg1, %arg2 : !spirv.sampled_image<!spirv.image<i32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, vector<4xf32>, f32 -> vector<4xi32>\n  return\n}\n",
        "'spirv.ImageDrefGather' op failed to verify that the Dim operand of the underlying image must be Dim2D or Cube or Rect",
    ),
    "image_query_size_components": (
        "func.func @f(%a1 : !spirv.image<f32, Dim3D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown>) -> () {\n  %0 = spirv.ImageQuerySize %a1 : !spirv.image<f32, Dim3D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown> -> vector<3xi32>\n  return\n}\n",
        "expected the result to have 4 component(s), but found 3 component(s)",
    ),
    "image_grad_components": (
        'func.func @f(%a : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Rgba8>>, %c : vector<3xf32>, %d : vector<3xf32>, %x : f32, %i : i32) -> () {\n  %0 = spirv.ImageSampleExplicitLod %a, %c ["Grad"], %d, %d : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Rgba8>>, vector<3xf32>, vector<3xf32>, vector<3xf32> -> vector<4xf32>\n  return\n}\n',
        "number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present",
    ),
    "image_bias_implicit": (
        'func.func @f(%arg0 : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %arg1 : vector<4xf32>, %arg2 : f32) -> () {\n  %0 = spirv.ImageDrefGather %arg0, %arg1, %arg2 ["Bias"], %arg2 : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, vector<4xf32>, f32, f32 -> vector<4xi32>\n  return\n}\n',
        "Bias is only valid with implicit-lod instructions",
    ),
    "image_explicit_lod_present": (
        'func.func @sample_explicit_lod_no_lod(%arg0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %arg1 : vector<2xf32>, %arg2 : f32) -> () {\n  %0 = spirv.ImageSampleExplicitLod %arg0, %arg1 ["Bias"], %arg2 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32>, f32 -> vector<4xf32>\n  return\n}\n',
        "'spirv.ImageSampleExplicitLod' op failed to verify that either Lod or Grad image operands must be present",
    ),
    "coop_load_pointer": (
        'spirv.func @cooperative_matrix_load_bad_ptr(%ptr : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>, %stride : i32) "None" {\n  %0 = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <ColumnMajor> : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>, i32 -> !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>\n  spirv.Return\n}\n',
        "'spirv.KHR.CooperativeMatrixLoad' op Pointer must point to a scalar or vector type but provided '!spirv.struct<(f32 [0])>'",
    ),
    "coop_store_aligned": (
        'spirv.func @cooperative_matrix_store(%ptr : !spirv.ptr<i32, StorageBuffer>, %stride : i32, %m : !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>) "None" {\n  spirv.KHR.CooperativeMatrixStore %ptr, %m, %stride, <RowMajor>, <Aligned> : !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<8x16xi32, Workgroup, MatrixA>, i32\n  spirv.Return\n}\n',
        "'spirv.KHR.CooperativeMatrixStore' op missing value for the 'Aligned' memory operand",
    ),
    "coop_mul_add_use": (
        'spirv.func @m(%a : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xi32, Subgroup, MatrixA>, %c : !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>) "None" {\n  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xi32, Subgroup, MatrixA> -> !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>\n  spirv.Return\n}\n',
        "'spirv.KHR.CooperativeMatrixMulAdd' op operand #1 must be of use 'MatrixB'",
    ),
    "coop_mul_add_dim": (
        'spirv.func @m(%a : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<12x4xi32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>) "None" {\n  %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>, !spirv.coopmatrix<12x4xi32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>\n  spirv.Return\n}\n',
        "'spirv.KHR.CooperativeMatrixMulAdd' op matrix size mismatch on dimension 'K'",
    ),
    "frexp_struct_members": (
        "func.func @f(%a: vector<3xf32>) {\n  %0 = spirv.GL.FrexpStruct %a : vector<3xf32> -> !spirv.struct<(vector<3xf32>, vector<3xi16>)>\n  return\n}\n",
        "member one of the resulting struct type mustbe a scalar or vector of 32 bit integer type",
    ),
    "ldexp_elements": (
        "func.func @f(%a: vector<2xf32>, %v: vector<3xi32>) {\n  %2 = spirv.GL.Ldexp %a : vector<2xf32>, %v : vector<3xi32> -> vector<2xf32>\n  return\n}\n",
        "'spirv.GL.Ldexp' op operands must have the same number of elements",
    ),
    "block_write_type": (
        'func.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v : vector<2xi16>) {\n  "spirv.INTEL.SubgroupBlockWrite"(%p, %v) : (!spirv.ptr<i32, StorageBuffer>, vector<2xi16>) -> ()\n  return\n}\n',
        "'spirv.INTEL.SubgroupBlockWrite' op mismatch in result type and pointer type",
    ),
    "constant_composite_replicate_type": (
        "func.func @f() {\n  %0 = spirv.EXT.ConstantCompositeReplicate [1.0 : f32] : !spirv.array<2 x vector<2xi32>>\n  return\n}\n",
        "expected value attribute type 'vector<2xi32>' or 'i32', but got: 'f32'",
    ),
    "emit_mesh_tasks_payload": (
        "func.func @emit_mesh_tasks_wrong_payload(%0 : i32, %1 : !spirv.ptr<i32, Image>) {\n  spirv.EXT.EmitMeshTasks %0, %0, %0, %1 : i32, i32, i32, !spirv.ptr<i32, Image>\n}\n",
        "'spirv.EXT.EmitMeshTasks' op payload must be a variable with a storage class of TaskPayloadWorkgroupEXT",
    ),
    "spec_constant_composite_replicate_type": (
        "spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {\n  spirv.SpecConstant @sc = 42 : i32\n  spirv.EXT.SpecConstantCompositeReplicate @scc (@sc) : !spirv.array<2 x i64>\n}\n",
        "constituent has incorrect type: expected 'i64', but provided 'i32'",
    ),
    "switch_literals_count": (
        'func.func @f(%s : i32, %a : i32) {\n  "spirv.Switch"(%s)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, literals = dense<[0, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n^bb1:\n  spirv.Return\n}\n',
        "'spirv.Switch' op number of literals (2) should match number of targets (1)",
    ),
    "switch_branch_operands": (
        "func.func @f(%s : i32, %a : i32) {\n  spirv.Switch %s : i32, [\n    default: ^bb1,\n    0: ^bb1(%a : i32)\n  ]\n^bb1(%x : i32):\n  spirv.Return\n}\n",
        "branch has 0 operands for successor #0, but target block has 1",
    ),
    "graph_outputs_count": (
        "spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {\n  spirv.ARM.Graph @g(%arg0 : !spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<14x19xi16> {\n    spirv.ARM.GraphOutputs %arg0, %arg0 : !spirv.arm.tensor<14x19xi16>, !spirv.arm.tensor<14x19xi16>\n  }\n}\n",
        "'spirv.ARM.GraphOutputs' op is returning 2 value(s) but enclosing spirv.ARM.Graph requires 1 result(s)",
    ),
    "graph_outputs_type": (
        "spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {\n  spirv.ARM.Graph @g(%arg0 : !spirv.arm.tensor<14x19xi8>) -> !spirv.arm.tensor<14x19xi16> {\n    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<14x19xi8>\n  }\n}\n",
        "type of return operand 0 ('!spirv.arm.tensor<14x19xi8>') doesn't match graph result type ('!spirv.arm.tensor<14x19xi16>')",
    ),
    "arm_tensor_shape": (
        "func.func private @f(!spirv.arm.tensor<2x?xi16>)\n",
        "arm.tensor shape dimensions must be either fully dynamic or completed shaped",
    ),
    "type_array_count": (
        "func.func private @f(!spirv.array<4x3xf32>)\n",
        "expected single integer for array element count",
    ),
    "type_array_zero_length": (
        "func.func private @f(!spirv.array<0xf32>)\n",
        "expected array length greater than 0",
    ),
    "type_integer_width": (
        "func.func private @f(!spirv.array<4xi256>)\n",
        "only 1/8/16/32/64-bit integer type allowed but found 'i256'",
    ),
    "type_vector_rank": (
        "func.func private @f(!spirv.array<4xvector<4x3xf32>>)\n",
        "only 1-D vector allowed but found 'vector<4x3xf32>'",
    ),
    "type_compose": (
        "func.func private @f(!spirv.rtarray<index>)\n",
        "cannot use 'index' to compose SPIR-V types",
    ),
    "type_matrix_columns": (
        "func.func private @f(!spirv.matrix<1 x vector<3xf32>>)\n",
        "matrix is expected to have 2, 3, or 4 columns",
    ),
    "type_matrix_element": (
        "func.func private @f(!spirv.matrix<3 x vector<3xi32>>)\n",
        "matrix columns' elements must be of Float type, got 'i32'",
    ),
    "type_coopmatrix_dims": (
        "func.func private @f(!spirv.coopmatrix<8xi32, Subgroup, MatrixA>)\n",
        "expected row and column count",
    ),
    "type_sampled_image": (
        "func.func private @f(!spirv.sampled_image<f32>)\n",
        "sampled image must be composed using image type, got 'f32'",
    ),
    "type_struct_separator": (
        "func.func private @f(!spirv.struct<(f32 i32)>)\n",
        "expected ')'",
    ),
    "type_struct_offset_comma": (
        "func.func private @f(!spirv.struct<(f32 [0 NonWritable], i32 [4])>)\n",
        "expected ','",
    ),
    "interface_var_abi_storage": (
        "func.func private @f(i32 {spirv.x = #spirv.interface_var_abi<(1, 2), Foo>})\n",
        "unknown storage class: Foo",
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, message = ERRORS[name]
    assert error_messages(text)[:1] == [message]


def test_block_write_prints_without_its_storage_class() -> None:
    """spirv.INTEL.SubgroupBlockWrite reads a storage class (its pointer's) that mlir-opt-22
    does not print back."""
    text = 'func.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: vector<2xi32>) {\n  spirv.INTEL.SubgroupBlockWrite "StorageBuffer" %p, %v : vector<2xi32>\n  return\n}\n'
    assert (
        print_ir(text)
        == "module {\n  func.func @f(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: vector<2xi32>) {\n    spirv.INTEL.SubgroupBlockWrite %arg0, %arg1 : vector<2xi32>\n    return\n  }\n}\n\n"
    )
    assert (
        print_ir(text, generic=True)
        == '"builtin.module"() ({\n  "func.func"() <{function_type = (!spirv.ptr<i32, StorageBuffer>, vector<2xi32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: vector<2xi32>):\n    "spirv.INTEL.SubgroupBlockWrite"(%arg0, %arg1) : (!spirv.ptr<i32, StorageBuffer>, vector<2xi32>) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n'
    )
