// Default-valued attributes (ODS's DefaultValuedAttr): set when absent, so the generic form
// shows them; left out of the custom form when equal to the default.
// RUN: irdl-opt %s | FileCheck %s
// RUN: irdl-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: irdl-opt %s --mlir-print-op-generic | irdl-opt | FileCheck %s

// CHECK:      %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c42_i32 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c42_i32 overflow<nsw, nuw> : i32
// CHECK-NEXT: %2 = arith.mulf %arg1, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %3 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %0 : i32

// GENERIC: "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC: "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC: "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
func.func @f(%a: i32, %f: f32) -> i32 {
  %c = arith.constant 42 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %a, %c overflow<nsw, nuw> : i32
  %2 = arith.mulf %f, %f fastmath<fast> : f32
  %3 = arith.mulf %f, %f : f32
  %4 = arith.cmpi slt, %a, %0 : i32
  return %1 : i32
}
