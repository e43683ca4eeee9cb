// RUN: irdl-opt --split-input-file --verify-diagnostics %s
// RUN: not irdl-opt --split-input-file %s 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: invalid.mlir:[[# @LINE + 2]]:37: error: 'i32' does not satisfy the constraint
// expected-error @below {{'i32' does not satisfy the constraint}}
func.func @wrong_element(%z: !cmath.complex<i32>) {
  return
}

// -----

// ERR: invalid.mlir:[[# @LINE + 6]]:22: error: use of value '%b' expects different type
// ERR: invalid.mlir:[[# @LINE + 3]]:43: note: prior use here

// expected-note @below {{prior use here}}
func.func @mixed(%a: !cmath.complex<f32>, %b: !cmath.complex<f64>) {
  // expected-error @below {{use of value '%b' expects different type than prior uses}}
  %p = cmath.mul %a, %b : !cmath.complex<f32>
  return
}
