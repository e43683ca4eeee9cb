// transform.alternatives, which the import from ODS (transform.irdl.mlir) loses to
// transform.tune.alternatives: both C++ classes are named AlternativesOp. Written by hand
// from TransformOps.td; loaded with transform.irdl.mlir (whose declaration wins once it has
// one). Its regions are read by the plug-in's AlternativesRegions, as ODS's `regions`.
irdl.dialect @transform attributes {ods, properties} {
  irdl.operation @alternatives attributes {
      summary = "Attempts sequences of transforms until one succeeds",
      assembly_format = "($scope^ `:` type($scope))? (`->` type($results)^)? attr-dict-with-keyword custom<AlternativesRegions>($alternatives)",
      traits = ["IsolatedFromAbove", "SingleBlockImplicitTerminator<transform.yield>"],
      ods_traits = ["RegionBranchOpInterface", "TransformOpInterface", "MemoryEffectOpInterface", "PossibleTopLevelTransformOpTrait"],
      cpp_verifier = "TransformAlternativesOp",
      independent_variadics = ["scope", "results"],
      variadic_regions = ["alternatives"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(scope: optional %0)
    irdl.results(results: variadic %1)
    irdl.regions(alternatives: %2)
  }
}
