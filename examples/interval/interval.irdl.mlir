// Closed intervals of f64 values: a user dialect with a plug-in (interval.py, beside it).
// The declaration names two things only Python can say, and the plug-in provides them:
//   - custom<Bounds>: the `[lo, hi]` syntax of interval.constant;
//   - verifier = "IntervalBounds": the lower bound may not exceed the upper one.
// irdl-opt --load-dialect-plugin=examples/interval/interval.py \
//          --irdl-file=examples/interval/interval.irdl.mlir examples/interval/interval.mlir
irdl.dialect @interval attributes {summary = "Closed intervals of f64 values"} {
  irdl.type @range attributes {summary = "An interval [lo, hi] of f64 values"}

  irdl.operation @constant attributes {
      assembly_format = "custom<Bounds>($lo, $hi) attr-dict `:` type($result)",
      verifier = "IntervalBounds",
      traits = ["Pure", "ConstantLike"],
      summary = "An interval from its bounds"} {
    // Two variables: one would bind both bounds to the same value.
    %0 = irdl.base "#builtin.float"
    %1 = irdl.base "#builtin.float"
    %2 = irdl.base @interval::@range
    irdl.attributes {"lo" = %0, "hi" = %1}
    irdl.results(result: %2)
  }
  irdl.operation @add attributes {
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType"],
      summary = "The interval of the sums: [a.lo + b.lo, a.hi + b.hi]"} {
    %0 = irdl.base @interval::@range
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @width attributes {
      assembly_format = "$in attr-dict `:` type($in)",
      traits = ["Pure"],
      summary = "hi - lo"} {
    %0 = irdl.base @interval::@range
    %1 = irdl.is f64
    irdl.operands(in: %0)
    irdl.results(result: %1)
  }
}
