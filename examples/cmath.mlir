// irdl-opt --irdl-file=examples/cmath.irdl.mlir examples/cmath.mlir
func.func @square_norm(%z: !cmath.complex<f32>) -> f32 {
  %sq = cmath.mul %z, %z : !cmath.complex<f32>
  %n = cmath.norm %sq : !cmath.complex<f32> -> f32
  return %n : f32
}
