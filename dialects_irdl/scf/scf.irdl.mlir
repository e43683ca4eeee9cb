// The scf dialect: structured control flow (loops, conditionals, switches and regions run
// once). The custom forms of the loops and branches come from dialects_irdl/scf/directives.py;
// the hand-written checks from dialects_irdl/scf/verifiers.py.
irdl.dialect @scf attributes {properties, ods, summary = "Structured control flow"} {
  irdl.operation @condition attributes {
      summary = "loop continuation condition",
      description = "Terminates the 'before' region of scf.while: when the condition holds, the remaining operands are passed to the 'after' region, otherwise they become the loop's results.",
      assembly_format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
      traits = ["AlwaysSpeculatable", "HasParent<scf.while>", "Terminator"],
      independent_variadics = ["args"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(condition: %0, args: variadic %1)
  }
  irdl.operation @execute_region attributes {
      summary = "operation that executes its region exactly once",
      description = "Runs its region, which may hold several blocks, exactly once; the values its scf.yield terminators yield become the results. With no_inline, the region is kept rather than inlined into the parent block.",
      assembly_format = "custom<ExecuteRegion>(type($results), $no_inline, $region) attr-dict",
      verifier = "ScfExecuteRegion",
      optional_attributes = ["no_inline"],
      independent_variadics = ["results"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.region {summary = "any region"}
    irdl.results(results: variadic %0)
    irdl.attributes {"no_inline" = %1}
    irdl.regions(region: %2)
  }
  irdl.operation @for attributes {
      summary = "for operation",
      description = "A loop from a lower bound up to (not including) an upper bound by a positive step, all of one signless integer or index type. The body's entry arguments are the induction variable and the loop-carried values, which start as the init operands, are updated by the body's scf.yield and end as the results. unsignedCmp compares the bounds as unsigned numbers.",
      assembly_format = "custom<ForLoop>($unsignedCmp, $lower_bound, $upper_bound, $step, $init_args, type($results), $region) attr-dict",
      traits = ["AutomaticAllocationScope", "AllTypesMatch<lowerBound, upperBound, step>", "RecursiveMemoryEffects", "SingleBlockImplicitTerminator<scf.yield>"],
      verifier = "ScfFor",
      optional_attributes = ["unsignedCmp"],
      independent_variadics = ["init_args", "results"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex()" {summary = "signless integer or index"}
    %1 = irdl.c_pred "$_self.isSignlessIntOrIndex()" {summary = "signless integer or index"}
    %2 = irdl.c_pred "$_self.isSignlessIntOrIndex()" {summary = "signless integer or index"}
    %3 = irdl.any {summary = "any type"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.any {summary = "any type"}
    %6 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(lower_bound: %0, upper_bound: %1, step: %2, init_args: variadic %3)
    irdl.attributes {"unsignedCmp" = %4}
    irdl.results(results: variadic %5)
    irdl.regions(region: %6)
  }
  irdl.operation @forall attributes {
      summary = "evaluate a block multiple times in parallel",
      description = "A parallel loop nest over a multi-dimensional iteration space, each bound either a static integer or an index value. Its shared_outs are tensors the body updates in its scf.forall.in_parallel terminator; their final values are the results. mapping may map the dimensions to devices (threads, blocks...).",
      assembly_format = "custom<Forall>($dynamic_lower_bound, $staticLowerBound, $dynamic_upper_bound, $staticUpperBound, $dynamic_step, $staticStep, $outputs, type($results), $region) attr-dict",
      traits = ["AttrSizedOperandSegments", "AutomaticAllocationScope", "RecursiveMemoryEffects", "SingleBlockImplicitTerminator<scf.forall.in_parallel>"],
      verifier = "ScfForall",
      optional_attributes = ["mapping"],
      independent_variadics = ["outputs", "results"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::RankedTensorType>($_self)" {summary = "ranked tensor of any type values"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    %7 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DeviceMappingAttrInterface>(attr); })" {summary = "Device Mapping array attribute"}
    %8 = irdl.any {summary = "any type"}
    %9 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(dynamic_lower_bound: variadic %0, dynamic_upper_bound: variadic %1, dynamic_step: variadic %2, outputs: variadic %3)
    irdl.attributes {"staticLowerBound" = %4, "staticUpperBound" = %5, "staticStep" = %6, "mapping" = %7}
    irdl.results(results: variadic %8)
    irdl.regions(region: %9)
  }
  irdl.operation @forall_in_parallel attributes {
      mnemonic = "forall.in_parallel",
      summary = "terminates a `forall` block",
      description = "The terminator of scf.forall: a graph region whose operations (such as tensor.parallel_insert_slice) say how each iteration's pieces are combined into the loop's shared outputs.",
      assembly_format = "custom<InParallel>($region) attr-dict",
      traits = ["Pure", "Terminator", "HasParent<scf.forall>", "NoTerminator", "SingleBlock", "HasOnlyGraphRegion"],
      verifier = "ScfInParallel"} {
    %0 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.regions(region: %0)
  }
  irdl.operation @if attributes {
      summary = "if-then-else operation",
      description = "Runs its 'then' region when the condition holds, its 'else' region (which may be absent when there are no results) otherwise; the values the executed region yields are the results.",
      assembly_format = "$condition custom<IfOp>(type($results), $then_region, $else_region) attr-dict",
      traits = ["RecursiveMemoryEffects", "RecursivelySpeculatable", "SingleBlockImplicitTerminator<scf.yield>", "NoRegionArguments"],
      verifier = "ScfIf",
      independent_variadics = ["results"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %3 = irdl.region {summary = "region with at most 1 blocks"}
    irdl.operands(condition: %0)
    irdl.results(results: variadic %1)
    irdl.regions(then_region: %2, else_region: %3)
  }
  irdl.operation @index_switch attributes {
      summary = "switch-case operation on an index argument",
      description = "Runs the case region whose value equals the index argument, or the default region when none does; the values the executed region yields are the results.",
      assembly_format = "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $case_regions) `\\n` `` `default` $default_region",
      traits = ["RecursiveMemoryEffects", "SingleBlockImplicitTerminator<scf.yield>"],
      verifier = "ScfIndexSwitch",
      variadic_regions = ["case_regions"],
      independent_variadics = ["results"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(arg: %0)
    irdl.attributes {"cases" = %1}
    irdl.results(results: variadic %2)
    irdl.regions(default_region: %3, case_regions: %4)
  }
  irdl.operation @parallel attributes {
      summary = "parallel for operation",
      description = "A parallel loop nest: one index induction variable per lower bound, upper bound and step. Its body ends with scf.reduce, which combines one value per iteration into each result, starting from the init values.",
      assembly_format = "custom<ParallelLoop>($lower_bound, $upper_bound, $step, $init_vals, type($results), $region) attr-dict",
      traits = ["AttrSizedOperandSegments", "AutomaticAllocationScope", "HasParallelRegion", "RecursiveMemoryEffects", "SingleBlockImplicitTerminator<scf.reduce>"],
      verifier = "ScfParallel",
      independent_variadics = ["init_vals", "results"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.any {summary = "any type"}
    %4 = irdl.any {summary = "any type"}
    %5 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(lower_bound: variadic %0, upper_bound: variadic %1, step: variadic %2, init_vals: variadic %3)
    irdl.results(results: variadic %4)
    irdl.regions(region: %5)
  }
  irdl.operation @reduce attributes {
      summary = "reduce operation for scf.parallel",
      description = "The terminator of scf.parallel: for each operand, a region with two arguments of its type combines two partial values and returns the result with scf.reduce.return.",
      assembly_format = "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
      traits = ["HasParent<scf.parallel>", "RecursiveMemoryEffects", "Terminator"],
      verifier = "ScfReduce",
      variadic_regions = ["reductions"],
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(operands: variadic %0)
    irdl.regions(reductions: %1)
  }
  irdl.operation @reduce_return attributes {
      mnemonic = "reduce.return",
      summary = "terminator for reduce operation",
      description = "Returns the combined value from a reduction region of scf.reduce; its type is that of the region's arguments.",
      assembly_format = "$result attr-dict `:` type($result)",
      traits = ["AlwaysSpeculatable", "HasParent<scf.reduce>", "Terminator"],
      verifier = "ScfReduceReturn"} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(result: %0)
  }
  irdl.operation @while attributes {
      summary = "a generic 'while' loop",
      description = "A loop of two regions: 'before' receives the iteration values and ends with scf.condition, which either leaves the loop with the values it forwards as results or passes them to 'after', whose scf.yield hands the next iteration values back to 'before'.",
      assembly_format = "custom<WhileOp>($inits, type($results), $before, $after) attr-dict-with-keyword",
      traits = ["RecursiveMemoryEffects", "SingleBlock"],
      verifier = "ScfWhile",
      independent_variadics = ["inits", "results"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(inits: variadic %0)
    irdl.results(results: variadic %1)
    irdl.regions(before: %2, after: %3)
  }
  irdl.operation @yield attributes {
      summary = "loop yield and termination operation",
      description = "Terminates the regions of scf.if, scf.for, scf.while, scf.index_switch and scf.execute_region, handing its operands to the parent operation (as results or as the next iteration's values).",
      assembly_format = "attr-dict ($results^ `:` type($results))?",
      traits = ["AlwaysSpeculatable", "HasParent<scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while>", "ReturnLike", "Terminator"],
      independent_variadics = ["results"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(results: variadic %0)
  }
}
