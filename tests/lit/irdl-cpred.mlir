// A known C++ predicate is checked; an unknown one is reported when its file loads (once
// per chunk, as each chunk loads the file) and accepts every value. Under
// --strict-predicates the unknown one fails the file.
// RUN: not irdl-opt --split-input-file --allow-unregistered-dialect --irdl-file=%S/Inputs/cpred.irdl.mlir %s 2>&1 | FileCheck %s
// RUN: not irdl-opt --strict-predicates --irdl-file=%S/Inputs/cpred.irdl.mlir %s 2>&1 | FileCheck %s --check-prefix=STRICT

// CHECK: cpred.irdl.mlir:6:10: warning: C++ predicate is not checked: "::llvm::cast<::mlir::MyType>($_self).isFancy()"
// STRICT: cpred.irdl.mlir:6:10: error: C++ predicate is not checked: "::llvm::cast<::mlir::MyType>($_self).isFancy()"
// STRICT-NOT: cp.o
%0 = "test.x"() : () -> i32
%1 = "test.x"() : () -> f32
"cp.o"(%0, %1) : (i32, f32) -> ()

// -----

// CHECK: irdl-cpred.mlir:[[# @LINE + 2]]:1: error: 'f32' does not satisfy the predicate: integer
%0 = "test.x"() : () -> f32
"cp.o"(%0, %0) : (f32, f32) -> ()

// Diagnostics come first, then the printed chunks.
// CHECK: "cp.o"(%0, %1) : (i32, f32) -> ()
