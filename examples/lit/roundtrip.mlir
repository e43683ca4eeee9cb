// RUN: irdl-opt %s | FileCheck %s
// The same, with the other spellings of the substitution, and a round trip.
// RUN: %irdl_opt %s | %{irdl-opt} | FileCheck %s

// CHECK-LABEL: func.func @square_norm
// CHECK: %[[SQ:.*]] = cmath.mul %arg0, %arg0 : !cmath.complex<f32>
// CHECK: cmath.norm %[[SQ]] : !cmath.complex<f32> -> f32
func.func @square_norm(%z: !cmath.complex<f32>) -> f32 {
  %sq = cmath.mul %z, %z : !cmath.complex<f32>
  %n = cmath.norm %sq : !cmath.complex<f32> -> f32
  return %n : f32
}
