// The C++ predicate is reported as unchecked when the file loads, and accepts every value;
// under --verify-diagnostics that report (ours, not mlir-opt's) is not expected.
// RUN: irdl-opt --allow-unregistered-dialect --irdl-file=%S/Inputs/cpred.irdl.mlir %s 2>&1 | FileCheck %s
// RUN: irdl-opt --verify-diagnostics --allow-unregistered-dialect --irdl-file=%S/Inputs/cpred.irdl.mlir %s

// CHECK: cpred.irdl.mlir:4:10: warning: C++ predicate is not checked: "::llvm::isa<::mlir::IntegerType>($_self)"
// CHECK: "cp.o"(%0) : (f32) -> ()
%0 = "test.x"() : () -> f32
"cp.o"(%0) : (f32) -> ()
