// The affine dialect: loops, conditionals and memory accesses whose bounds, conditions and
// subscripts are affine maps and integer sets of index values. Its maps and sets are
// builtin syntax; its custom forms are in dialects_irdl/affine/directives.py and its
// hand-written checks in dialects_irdl/affine/verifiers.py.
irdl.dialect @affine attributes {properties, ods, summary = "Polyhedral loops and accesses with affine maps"} {
  irdl.operation @apply attributes {
      summary = "affine apply operation",
      description = "Evaluates a single-result affine map on its dimension and symbol operands, giving one index.",
      assembly_format = "custom<AffineMapOperands>($map_operands, $map, \"exact\") attr-dict",
      traits = ["Pure"],
      verifier = "AffineApply"} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    irdl.operands(map_operands: variadic %0)
    irdl.results(result: %1)
    irdl.attributes {"map" = %2}
  }
  irdl.operation @delinearize_index attributes {
      summary = "delinearize an index",
      description = "Splits a linear index into a multi-index over a basis of static and dynamic sizes, the reverse of linearize_index; an extra leading result may take the unbounded outermost part.",
      assembly_format = "$linear_index `into` custom<DynamicIndexList>($dynamic_basis, $static_basis, \"()\") attr-dict `:` type($multi_index)",
      traits = ["Pure"],
      verifier = "AffineDelinearizeIndex"} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    %3 = irdl.is index {summary = "index"}
    irdl.operands(linear_index: %0, dynamic_basis: variadic %1)
    irdl.results(multi_index: variadic %3)
    irdl.attributes {"static_basis" = %2}
  }
  irdl.operation @dma_start attributes {
      summary = "affine DMA start operation",
      description = "Starts a non-blocking copy of a number of elements from a source memref to a destination memref, each addressed through an affine map, signalling completion on a tag memref element; optionally strided.",
      assembly_format = "custom<AffineDmaStart>($operands)",
      verifier = "AffineDmaStart",
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @dma_wait attributes {
      summary = "affine DMA wait operation",
      description = "Blocks until the DMA operation signalling on the given tag memref element has completed the given number of elements.",
      assembly_format = "custom<AffineDmaWait>($operands)",
      verifier = "AffineDmaWait",
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @for attributes {
      summary = "for operation",
      description = "A loop from a lower bound (the maximum of an affine map's results) to an upper bound (their minimum) by a positive constant step, with loop-carried values.",
      assembly_format = "custom<AffineFor>($lower_bound_operands, $lowerBoundMap, $upper_bound_operands, $upperBoundMap, $step, $inits, type($results), $region) attr-dict",
      traits = ["SingleBlockImplicitTerminator<affine.yield>", "AttrSizedOperandSegments"],
      verifier = "AffineFor",
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
  irdl.operation @if attributes {
      summary = "if-then-else operation",
      description = "Runs its then region when its dimension and symbol operands satisfy every constraint of an integer set, else its optional else region; the regions may yield the results.",
      assembly_format = "custom<AffineIf>($inputs, $condition, type($results), $then_region, $else_region) attr-dict",
      traits = ["SingleBlockImplicitTerminator<affine.yield>", "NoRegionArguments"],
      verifier = "AffineIf",
      independent_variadics = ["inputs", "results"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.base "#builtin.integer_set" {summary = "IntegerSet attribute"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %4 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0)
    irdl.results(results: variadic %1)
    irdl.attributes {"condition" = %2}
    irdl.regions(then_region: %3, else_region: %4)
  }
  irdl.operation @linearize_index attributes {
      summary = "linearize an index",
      description = "Combines a multi-index into one linear index over a basis of static and dynamic sizes (the outermost size may be left out); `disjoint` asserts every index lies within its size.",
      assembly_format = "custom<AffineLinearize>($disjoint, $multi_index, $dynamic_basis, $static_basis) attr-dict `:` type($linear_index)",
      traits = ["Pure", "AttrSizedOperandSegments"],
      verifier = "AffineLinearizeIndex",
      default_values = {disjoint = "false"}} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    %3 = irdl.any {summary = "unit or bool attribute"}
    %4 = irdl.is index {summary = "index"}
    irdl.operands(multi_index: variadic %0, dynamic_basis: variadic %1)
    irdl.results(linear_index: %4)
    irdl.attributes {"disjoint" = %3, "static_basis" = %2}
  }
  irdl.operation @load attributes {
      summary = "affine load operation",
      description = "Reads an element of a memref at subscripts given by an affine map of dimension and symbol operands, written inline as affine expressions of SSA values.",
      assembly_format = "custom<AffineAccess>($memref, $indices, $map, type($result))",
      verifier = "AffineLoad"} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    %3 = irdl.any {summary = "any type"}
    irdl.operands(memref: %0, indices: variadic %1)
    irdl.results(result: %3)
    irdl.attributes {"map" = %2}
  }
  irdl.operation @max attributes {
      summary = "max operation",
      description = "The largest of the results of an affine map applied to its dimension and symbol operands.",
      assembly_format = "custom<AffineMapOperands>($operands, $map) attr-dict",
      traits = ["Pure"],
      verifier = "AffineMinMax"} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    irdl.operands(operands: variadic %0)
    irdl.results(result: %1)
    irdl.attributes {"map" = %2}
  }
  irdl.operation @min attributes {
      summary = "min operation",
      description = "The smallest of the results of an affine map applied to its dimension and symbol operands.",
      assembly_format = "custom<AffineMapOperands>($operands, $map) attr-dict",
      traits = ["Pure"],
      verifier = "AffineMinMax"} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    irdl.operands(operands: variadic %0)
    irdl.results(result: %1)
    irdl.attributes {"map" = %2}
  }
  irdl.operation @parallel attributes {
      summary = "multi-index parallel band operation",
      description = "A band of parallel loops, one per induction variable, each from the maximum of a group of lower-bound expressions to the minimum of a group of upper-bound expressions by a constant step; results are combined across iterations by the named reductions.",
      assembly_format = "custom<AffineParallel>($map_operands, $lowerBoundsMap, $lowerBoundsGroups, $upperBoundsMap, $upperBoundsGroups, $steps, $reductions, type($results), $region) attr-dict",
      traits = ["SingleBlockImplicitTerminator<affine.yield>"],
      verifier = "AffineParallel",
      independent_variadics = ["results"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::arith::AtomicRMWKindAttr>(attr))); })" {summary = "Reduction ops"}
    %3 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::DenseIntElementsAttr>($_self) && ::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(32)" {summary = "32-bit signless integer elements attribute"}
    %5 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::DenseIntElementsAttr>($_self) && ::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(32)" {summary = "32-bit signless integer elements attribute"}
    %7 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64))); })" {summary = "64-bit integer array attribute"}
    %8 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(map_operands: variadic %0)
    irdl.results(results: variadic %1)
    irdl.attributes {"reductions" = %2, "lowerBoundsMap" = %3, "lowerBoundsGroups" = %4, "upperBoundsMap" = %5, "upperBoundsGroups" = %6, "steps" = %7}
    irdl.regions(region: %8)
  }
  irdl.operation @prefetch attributes {
      summary = "affine prefetch operation",
      description = "A hint to prefetch the memref element at affine subscripts for reading or writing, into the data or instruction cache, with a locality from 0 (none) to 3 (keep).",
      assembly_format = "custom<AffinePrefetch>($memref, $indices, $map, $isWrite, $localityHint, $isDataCache)",
      verifier = "AffinePrefetch"} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32) && ::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0 && ::llvm::cast<::mlir::IntegerAttr>($_self).getInt() <= 3" {summary = "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    %5 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    irdl.operands(memref: %0, indices: variadic %1)
    irdl.attributes {"isWrite" = %2, "localityHint" = %3, "isDataCache" = %4, "map" = %5}
  }
  irdl.operation @store attributes {
      summary = "affine store operation",
      description = "Writes a value into a memref element at subscripts given by an affine map of dimension and symbol operands, written inline as affine expressions of SSA values.",
      assembly_format = "custom<AffineStoreAccess>($value, $memref, $indices, $map)",
      verifier = "AffineStore"} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    irdl.operands(value: %0, memref: %1, indices: variadic %2)
    irdl.attributes {"map" = %3}
  }
  irdl.operation @vector_load attributes {
      summary = "affine vector load operation",
      description = "Reads a vector of consecutive memref elements starting at affine subscripts; the vector's element type is the memref's.",
      assembly_format = "custom<AffineAccess>($memref, $indices, $map, type($result))",
      verifier = "AffineVectorLoad"} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    %3 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    irdl.operands(memref: %0, indices: variadic %1)
    irdl.results(result: %3)
    irdl.attributes {"map" = %2}
  }
  irdl.operation @vector_store attributes {
      summary = "affine vector store operation",
      description = "Writes a vector into consecutive memref elements starting at affine subscripts; the vector's element type is the memref's.",
      assembly_format = "custom<AffineStoreAccess>($value, $memref, $indices, $map)",
      verifier = "AffineVectorStore"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    irdl.operands(value: %0, memref: %1, indices: variadic %2)
    irdl.attributes {"map" = %3}
  }
  irdl.operation @yield attributes {
      summary = "Yield values to parent operation",
      description = "Ends the body of an affine.for, affine.if or affine.parallel, handing it the values of its results (the loop-carried values of a loop).",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Pure", "ReturnLike", "Terminator"],
      verifier = "AffineYield",
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
}
