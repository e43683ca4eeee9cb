// irdl-opt --irdl-file=examples/cmath.irdl.mlir examples/cmath.mlir
// The cmath dialect (cmath.irdl.mlir) used with the bundled func, arith and scf dialects.
func.func @square_norm(%z: !cmath.complex<f32>) -> f32 {
  %sq = cmath.mul %z, %z : !cmath.complex<f32>
  %n = cmath.norm %sq : !cmath.complex<f32> -> f32
  return %n : f32
}

// The norm of z^n, or 0 when the flag is off.
func.func @power_norm(%z: !cmath.complex<f64>, %n: index, %on: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pow = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (!cmath.complex<f64>) {
    %next = cmath.mul %acc, %z : !cmath.complex<f64>
    scf.yield %next : !cmath.complex<f64>
  }
  %r = scf.if %on -> (f64) {
    %norm = cmath.norm %pow : !cmath.complex<f64> -> f64
    scf.yield %norm : f64
  } else {
    %zero = arith.constant 0.000000e+00 : f64
    scf.yield %zero : f64
  }
  return %r : f64
}
