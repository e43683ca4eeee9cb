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
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, mlir-opt-22 custom print)
CUSTOM = {
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
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, message = ERRORS[name]
    assert error_messages(text)[:1] == [message]
