// The plug-in's verifier refuses this constant (its bounds are the wrong way round):
// irdl-opt --load-dialect-plugin=examples/interval/interval.py \
//   --irdl-file=examples/interval/interval.irdl.mlir --verify-diagnostics \
//   examples/interval/interval-invalid.mlir
func.func @empty() -> !interval.range {
  // expected-error @+1 {{'interval.constant' op lower bound 2.000000e+00 exceeds upper bound 1.000000e+00}}
  %r = interval.constant [2.000000e+00, 1.000000e+00] : !interval.range
  return %r : !interval.range
}
