// The affine dialect (a first piece): loops. Its maps and sets are builtin syntax.
irdl.dialect @affine attributes {properties, partial, ods, summary = "Polyhedral loops and accesses with affine maps"} {
  irdl.operation @for attributes {
      summary = "for operation",
      description = "A loop from a lower bound (the maximum of an affine map's results) to an upper bound (their minimum) by a positive constant step, with loop-carried values.",
      assembly_format = "custom<AffineFor>($lower_bound_operands, $lowerBoundMap, $upper_bound_operands, $upperBoundMap, $step, $inits, type($results), $region) attr-dict",
      traits = ["SingleBlockImplicitTerminator<affine.yield>", "AttrSizedOperandSegments"],
      independent_variadics = ["inits", "results"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    %4 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())" {summary = "index attribute"}
    %6 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(lower_bound_operands: variadic %0, upper_bound_operands: variadic %0, inits: variadic %1)
    irdl.results(results: variadic %2)
    irdl.attributes {"lowerBoundMap" = %3, "upperBoundMap" = %4, "step" = %5}
    irdl.regions(region: %6)
  }
  irdl.operation @yield attributes {
      summary = "Yield values to parent operation",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Pure", "ReturnLike", "Terminator", "HasParent<affine.for>"],
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
}
