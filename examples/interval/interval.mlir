// irdl-opt --load-dialect-plugin=examples/interval/interval.py \
//          --irdl-file=examples/interval/interval.irdl.mlir examples/interval/interval.mlir
// The interval dialect (a user dialect with a plug-in) used from a bundled func function.
func.func @widen(%x: !interval.range) -> f64 {
  %eps = interval.constant [-1.000000e-03, 1.000000e-03] : !interval.range
  %y = interval.add %x, %eps : !interval.range
  %w = interval.width %y : !interval.range
  return %w : f64
}
