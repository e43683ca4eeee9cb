// The same dialect used wrongly, one mistake per chunk. Each `expected-error`
// comment holds the diagnostic irdl-opt gives for the line it names; run with
//   irdl-opt --irdl-file=examples/cmath.irdl.mlir --split-input-file --verify-diagnostics examples/cmath-invalid.mlir
// to check them all (exit code 0), or without --verify-diagnostics to see them.

// An element type the dialect does not allow.
// expected-error @below {{'i32' does not satisfy the constraint}}
func.func @wrong_element(%z: !cmath.complex<i32>) {
  return
}

// -----

// SameOperandsAndResultType, a trait declared in the IRDL file.
// expected-note @below {{prior use here}}
func.func @mixed_precision(%a: !cmath.complex<f32>, %b: !cmath.complex<f64>) {
  // expected-error @below {{use of value '%b' expects different type than prior uses: '!cmath.complex<f32>' vs '!cmath.complex<f64>'}}
  %p = cmath.mul %a, %b : !cmath.complex<f32>
  return
}

// -----

// A constraint of the bundled arith dialect.
func.func @float_add(%x: f32) -> f32 {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %y = "arith.addi"(%x, %x) : (f32, f32) -> f32
  return %y : f32
}

// -----

// The loop yields a value of another type than it carries.
func.func @loop_type(%z: !cmath.complex<f32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  // expected-error @below {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != '!cmath.complex<f32>'}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %sq = cmath.mul %z, %z : !cmath.complex<f32>
    scf.yield %sq : !cmath.complex<f32>
  }
  return %r : f32
}

// -----

func.func @not_dominated(%z: !cmath.complex<f32>) -> f32 {
  // expected-error @below {{operand #0 does not dominate this use}}
  %n = cmath.norm %sq : !cmath.complex<f32> -> f32
  // expected-note @below {{operand defined here (op in the same block)}}
  %sq = cmath.mul %z, %z : !cmath.complex<f32>
  return %n : f32
}
