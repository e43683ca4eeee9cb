// Under --verify-diagnostics the unknown predicate's warning (ours, not mlir-opt's) is not
// expected; the known predicate's error is.
// RUN: irdl-opt --verify-diagnostics --allow-unregistered-dialect --irdl-file=%S/Inputs/cpred.irdl.mlir %s

%0 = "test.x"() : () -> f32
// expected-error @below {{'f32' does not satisfy the predicate: integer}}
"cp.o"(%0, %0) : (f32, f32) -> ()
