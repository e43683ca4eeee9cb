// affine.for (bounds of each form, step, iter_args, implicit terminator), memref.load (its
// result type derived from the memref's) and arith.cmpi (its predicate a keyword, its result
// type derived from the operands'), printed as mlir-opt 22 prints them, in both forms.
// RUN: irdl-opt %s | FileCheck %s
// RUN: irdl-opt %s --mlir-print-op-generic | irdl-opt | FileCheck %s
// RUN: irdl-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK: #map1 = affine_map<()[s0] -> (s0, 4)>
// CHECK-LABEL: func.func @f(%arg0: memref<?x?xf32>, %arg1: index) -> i1 {
// CHECK-NEXT:    affine.for %arg2 = 0 to 42 {
// CHECK-NEXT:      %2 = memref.load %arg0[%arg2, %arg2] : memref<?x?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg2 = %arg1 to #map(%arg1)[%arg1] step 2 {
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = affine.for %arg2 = max #map1()[%arg1] to 10 iter_args(%arg3 = %arg1) -> (index) {
// CHECK-NEXT:      affine.yield %arg3 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.cmpi slt, %arg1, %arg1 : index
// CHECK-NEXT:    return %1 : i1

// GENERIC: "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
// GENERIC: "memref.load"(%arg0, %arg5, %arg5) : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT: "affine.yield"() : () -> ()
// GENERIC: "arith.cmpi"(%arg1, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1
func.func @f(%m : memref<?x?xf32>, %n: index) -> i1 {
  affine.for %i0 = 0 to 42 {
    %x = memref.load %m[%i0, %i0] : memref<?x?xf32>
  }
  affine.for %i = %n to affine_map<(d0)[s0] -> (d0 + s0)>(%n)[%n] step 2 {
  }
  %r = affine.for %i = max affine_map<()[s0] -> (s0, 4)>()[%n] to 10 iter_args(%a = %n) -> (index) {
    affine.yield %a : index
  }
  %c = arith.cmpi slt, %n, %n : index
  return %c : i1
}
