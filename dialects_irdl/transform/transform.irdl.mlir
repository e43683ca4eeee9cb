// Imported from ODS (TransformDialect.td:14) by irdl-import-ods: attributes, types and operations.
irdl.dialect @transform attributes {ods, properties, summary = "Fine-grain transformation control dialect"} {
  irdl.attribute @param_operand attributes {
      description = "Used to refer to a specific param-operand (via its index) from within an\nattribute on a transform operation.",
      assembly_format = "`<` `index` `=` $index `>`"} {
    %0 = irdl.any {summary = "IntegerAttr"}
    irdl.parameters(index: %0)
  }
  irdl.operation @alternatives attributes {
      summary = "Attempts sequences of transforms until one succeeds",
      description = "This op may have an arbitrary number of regions, each of which represents a\nsequence of transform operations to be applied to the same payload IR. The\nregions are visited in order of appearance, and transforms in them are\napplied in their respective order of appearance. If one of these transforms\nfails to apply, the remaining ops in the same region are skipped an the next\nregion is attempted. If all transformations in a region succeed, the\nremaining regions are skipped and the entire \"alternatives\" transformation\nsucceeds. If all regions contained a failing transformation, the entire\n\"alternatives\" transformation fails.\n\nIt is up to the nested operations to define which errors are \"recoverable\"\n(or \"silenceable\") and allow another alternatives to be attempted, and which\nerrors should be propagated without attempting the other alternatives.\n\nThe single operand of this operation is the scope in which the alternative\ntransformation sequences are attempted, that is, an operation in the payload\nIR that contains all the other operations that may be modified by the\ntransformations. The scope operation must be isolated from above. There is\nno check that the transforms are indeed scoped as their \"apply\" methods can\nbe arbitrarily complex. Therefore it is the responsibility of the user to\nensure that the transforms are scoped correctly, or to produce an\nirrecoverable error and thus abort the execution without attempting the\nremaining alternatives. Note that the payload IR outside of the given scope\nis not necessarily in the valid state, or even accessible to the\ntransformation.\n\nThe changes to the IR within the scope performed by transforms in the failed\nalternative region are reverted before attempting the next region.\nPractically, this is achieved by cloning the scope. Therefore it is advised\nto limit the scope as much as possible and place the most likely\nalternatives early in the region list. The operation is also isolated from\nabove and requires rediscovering the operations within the given scope to\navoid additional handle invalidation. The latter restriction may be lifted\nin the future.\n\nEach of the regions may yield transform IR handles. The handles of the first\nsuccessful alternative region are returned as the results of the\n\"alternatives\" op. Therefore, each alternative region must yield the same\nnumber of results, which should also match the number and the types of the\n\"alternatives\" op results.\n\nRemark: this op allows one to implement a simple \"try\" construct as follows:\n\n```mlir\n%result = transform.alternatives %scope {\n^bb0(%arg0: !transform.any_op):\n  // Try a fallible transformation.\n  %0 = transform.fallible %arg0 // ...\n  // If succeeded, yield the the result of the transformation.\n  transform.yield %0 : !transform.any_op\n}, {\n^bb0(%arg0: !transform.any_op):\n  // Otherwise, the second alternative is tried and it always succeeds by\n  // returning the original handle.\n  transform.yield %arg0 : !transform.any_op\n}\n```",
      assembly_format = "($scope^ `:` type($scope))? (`->` type($results)^)? attr-dict-with-keyword regions",
      traits = ["IsolatedFromAbove", "SingleBlockImplicitTerminator<transform.yield>"],
      ods_traits = ["RegionBranchOpInterface", "TransformOpInterface", "MemoryEffectOpInterface", "PossibleTopLevelTransformOpTrait"],
      cpp_verifier = "TransformAlternatives",
      independent_variadics = ["scope", "results"],
      variadic_regions = ["alternatives"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(scope: optional %0)
    irdl.results(results: variadic %1)
    irdl.regions(alternatives: %2)
  }
  irdl.operation @annotate attributes {
      summary = "Annotates the target operation with an attribute by name",
      description = "Adds an attribute with the given `name` to the `target` operation. An\noptional `param` handle can be provided to give the attribute a specific\nvalue, else a UnitAttr is added. A single attribute will be broadcasted to\nall target operations, otherwise the attributes will be mapped 1:1 based on\nthe order within the handles.\n\nProduces a silenceable failure if the length of the parameter payload does\nnot match the length of the target payload. Does not consume the provided\nhandles.",
      assembly_format = "$target $name attr-dict (`=` $param^)?`:` type($target) (`,` type($param)^)?",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"],
      independent_variadics = ["param"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(target: %0, param: optional %2)
    irdl.attributes {"name" = %1}
  }
  irdl.operation @apply_conversion_patterns attributes {
      summary = "Applies conversion patterns to the body of the targeted op",
      description = "This transform applies the specified conversion patterns to the targeted op\nand all nested ops. By default, this transform applies a \"full\" dialect\nconversion. If the `partial_conversion` unit attribute is present, this\ntransform applies a partial dialect conversion.\n\nThe patterns that should be applied are specified in the first graph region\nof this op. They must implement the\n`ConversionPatternDescriptorOpInterface`. The order in which patterns are\napplied is unspecified; i.e., the ordering of ops in the region of this op\nis irrelevant.\n\nThe second, optional graph region contains exactly one op that specifies\ndefault type converter that should be used with this dialect conversion. If\nprovided, this op must implement the `TypeConverterBuilderOpInterface`.\nType converters are a property of conversion patterns: each conversion\npattern stores the type converter that should be used in its C++ class. Each\nconversion pattern descriptor can optionally specify a type converter in its\n`getTypeConverter` interface method. If no type converter is specified in\nthis method, the default type converter of the dialect conversion is used.\nDefault type converters are useful if the same type converter should be used\nfor multiple sets of conversion patterns. (Patterns that should not use this\ndefault type converter specify their own type converter.)\n\nThe `legal_ops`, `illegal_ops`, `legal_dialects`, `illegal_dialects`\nattributes specify the conversion target.\n\nThis transform modifies the payload. By default, it consumes the `target`\nhandle. It does not produce any handles.\n\nIf the `preserve_handles` attribute is set, this transform does not consume\nthe `target` handle and instead updates handles based on notifications from\na tracking listener that is attached to the dialect conversion, similar to\n`transform.apply_patterns`. Only replacements via `RewriterBase::replaceOp`\nor `replaceOpWithNewOp` are considered \"payload op replacements\". In\ncontrast to `transform.apply_patterns`, we allow replacement ops even if the\nop name has changed. This is because conversion patterns are expected to\nlower ops to different ops (from a different dialect). More details can be\nfound at the documentation site of `TrackingListener`.\n\nThis transform produces a silenceable failure if the dialect conversion was\nunsuccessful or the tracking listener failed to find a replacement op.",
      assembly_format = "`to` $target $patterns (`with` `type_converter` $default_type_converter_region^)? attr-dict `:` type($target)",
      traits = ["NoTerminator", "SingleBlock", "HasOnlyGraphRegion"],
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait", "RegionKindInterface"],
      cpp_verifier = "TransformApplyConversionPatterns",
      optional_attributes = ["legal_ops", "illegal_ops", "legal_dialects", "illegal_dialects", "partial_conversion", "preserve_handles"],
      variadic_regions = ["default_type_converter_region"],
      ods_notes = ["region 'patterns': region with at most 1 blocks (not checked)"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %7 = irdl.region {summary = "region with at most 1 blocks"}
    %8 = irdl.region {summary = "region with at most 1 blocks"}
    irdl.operands(target: %0)
    irdl.attributes {"legal_ops" = %1, "illegal_ops" = %2, "legal_dialects" = %3, "illegal_dialects" = %4, "partial_conversion" = %5, "preserve_handles" = %6}
    irdl.regions(patterns: %7, default_type_converter_region: %8)
  }
  irdl.operation @apply_conversion_patterns.dialect_to_llvm attributes {
      description = "Collects patterns that convert ops from the specified dialect to LLVM\ndialect ops. These patterns require an \"LLVMTypeConverter\".\n\nNote: Only dialects that implement the `ConvertToLLVMPatternInterface` are\nsupported. Any conversion target modifications by interface implementations\nare currently ignored. The conversion target is fully specified by the\nenclosing \"apply_conversion_patterns\" op.",
      assembly_format = "$dialect_name attr-dict",
      ods_traits = ["ConversionPatternDescriptorOpInterface"],
      cpp_verifier = "TransformApplyToLLVMConversionPatterns"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    irdl.attributes {"dialect_name" = %0}
  }
  irdl.operation @apply_cse attributes {
      summary = "Eliminate common subexpressions in the body of the target op",
      description = "This transform applies common subexpression elimination (CSE) to the body\nof the targeted op.\n\nThis transform reads the target handle and modifies the payload. Existing\nhandles to operations inside of the targeted op are retained and updated if\nnecessary. Note that this can lead to situations where a handle, that was\npreviously mapped to multiple distinct (but equivalent) operations, is now\nmapped to the same operation multiple times.",
      assembly_format = "`to` $target attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "TransformEachOpTrait", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @apply_dce attributes {
      summary = "Eliminate dead operations in the body of the target op",
      description = "This transform applies dead code elimination (DCE) to the body of the\ntargeted op.\n\nNote: \"transform.apply_patterns\" with an empty region can also be used to\nremove dead ops. However, that op applies additional simplifications such as\nop folding and region simplification.\n\nThis transform reads the target handle and modifies the payload. Note that\nthis transform may silently remove payload ops from handles.",
      assembly_format = "`to` $target attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "TransformEachOpTrait", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @apply_licm attributes {
      summary = "Move loop-invariant code out of a loop-like op",
      description = "This transform moves side-effect free, loop invariant code out of the\ntargeted loop-like op. The targeted op must implement the\n`LoopLikeOpInterface`.\n\nNote: To move invariant ops from a loop nest, this transform must be applied\nto each loop of the loop nest, starting with the inner-most loop.\n\nThis transform reads the target handle and modifies the payload.",
      assembly_format = "`to` $target attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "TransformEachOpTrait", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @apply_patterns attributes {
      summary = "Greedily applies patterns to the body of the targeted op",
      description = "This transform greedily applies the specified patterns to the body of the\ntargeted op until a fixpoint was reached. Patterns are not applied to the\ntargeted op itself.\n\nThe patterns that should be applied are specified in the graph region of\nthis op. They must implement the `PatternDescriptorOpInterface`. The order\nin which patterns are applied is unspecified; i.e., the ordering of ops in\nthe region of this op is irrelevant.\n\nIf `apple_cse` is set, the greedy pattern rewrite is interleaved with\ncommon subexpression elimination (CSE): both are repeated until a fixpoint\nis reached.\n\nThis transform only reads the target handle and modifies the payload. If a\npattern erases or replaces a tracked op, the mapping is updated accordingly.\n\nOnly replacements via `RewriterBase::replaceOp` or `replaceOpWithNewOp` are\nconsidered \"payload op replacements\". Furthermore, only if the replacement\nvalues are defined by the same op and that op has the same type as the\noriginal op, the mapping is updated. Otherwise, this transform produces a\nsilenceable failure. More details can be found at the documentation site of\n`TrackingListener`.\n\nThis transform also produces a silenceable failure if the pattern\napplication did not converge within the default number of\niterations/rewrites of the greedy pattern rewrite driver.",
      assembly_format = "`to` $target $patterns attr-dict `:` type($target)",
      traits = ["NoTerminator", "SingleBlock", "HasOnlyGraphRegion"],
      ods_traits = ["TransformOpInterface", "TransformEachOpTrait", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait", "RegionKindInterface"],
      cpp_verifier = "TransformApplyPatterns",
      optional_attributes = ["apply_cse", "max_iterations", "max_num_rewrites"],
      cpp_default_values = {max_iterations = "static_cast<uint64_t>(-1)", max_num_rewrites = "static_cast<uint64_t>(-1)"},
      ods_notes = ["region 'patterns': region with at most 1 blocks (not checked)"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %4 = irdl.region {summary = "region with at most 1 blocks"}
    irdl.operands(target: %0)
    irdl.attributes {"apply_cse" = %1, "max_iterations" = %2, "max_num_rewrites" = %3}
    irdl.regions(patterns: %4)
  }
  irdl.operation @apply_patterns.canonicalization attributes {
      summary = "Populates canonicalization patterns",
      description = "This op populates all canonicalization patterns of all loaded dialects in\nan `apply_patterns` transform.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_registered_pass attributes {
      summary = "Applies the specified registered pass or pass pipeline",
      description = "This transform applies the specified pass or pass pipeline to the targeted\nops. The name of the pass/pipeline is specified as a string attribute, as\nset during pass/pipeline registration.\n\nOptionally, pass options may be specified via a DictionaryAttr. This\ndictionary is converted to a string -- formatted `key=value ...` -- which\nis expected to be in the exact format used by the pass on the commandline.\nValues are either attributes or (SSA-values of) Transform Dialect params.\nFor example:\n\n```mlir\ntransform.apply_registered_pass \"canonicalize\"\n    with options = { \"top-down\" = false,\n                     \"max-iterations\" = %max_iter,\n                     \"test-convergence\" = true,\n                     \"max-num-rewrites\" = %max_rewrites }\n    to %module\n: (!transform.any_param, !transform.any_param, !transform.any_op) -> !transform.any_op\n```\n\nOptions' values which are `ArrayAttr`s are converted to comma-separated\nlists of options. Likewise for params which associate multiple values.\n\nThis op first looks for a pass pipeline with the specified name. If no such\npipeline exists, it looks for a pass with the specified name. If no such\npass exists either, this op fails definitely.\n\nThis transform consumes the target handle and produces a new handle that is\nmapped to the same op. Passes are not allowed to remove/modify the operation\nthat they operate on, so the target op is guaranteed to still exist. The\ntarget handle is invalidated because a pass may arbitrarily modify the body\nof targeted ops.",
      ods_assembly_format = "\n    $pass_name (`with` `options` `=`\n      custom<ApplyRegisteredPassOptions>($options, $dynamic_options)^)?\n      `to` $target attr-dict `:` functional-type(operands, results)\n  ",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformApplyRegisteredPass",
      optional_attributes = ["options"],
      cpp_default_values = {options = "{}"},
      independent_variadics = ["dynamic_options"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DictionaryAttr>($_self))" {summary = "dictionary of named attribute values"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, dynamic_options: variadic %3)
    irdl.results(result: %4)
    irdl.attributes {"pass_name" = %1, "options" = %2}
  }
  irdl.operation @cast attributes {
      assembly_format = "$input attr-dict `:` type($input) `to` type($output)",
      ods_traits = ["TransformOpInterface", "TransformEachOpTrait", "CastOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(input: %0)
    irdl.results(output: %1)
  }
  irdl.operation @collect_matching attributes {
      summary = "Collects all payload ops that match the given named matcher",
      description = "Collects operations or other payload IR objects nested under `root`\n(inclusive) that match the given matcher expressed as a named sequence. The\nmatcher sequence must accept exactly one argument that it is not allowed to\nmodify. It must yield as many values as this op has results. Each of the\nyielded values must be associated with exactly one payload object. If any\noperation in the matcher sequence produces a silenceable failure, the\nmatcher advances to the next payload operation in the walk order without\nfinishing the sequence.\n\nThe i-th result of this operation is constructed by concatenating the i-th\nyielded payload IR objects of all successful matcher sequence applications.\nAll results are guaranteed to be mapped to the same number of payload IR\nobjects.\n\nThe operation succeeds unless the matcher sequence produced a definite\nfailure for any invocation.",
      assembly_format = "$matcher `in` $root attr-dict `:` functional-type($root, $results)",
      ods_traits = ["MemoryEffectOpInterface", "SymbolUserOpInterface", "TransformOpInterface"],
      independent_variadics = ["results"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    irdl.operands(root: %0)
    irdl.results(results: variadic %2)
    irdl.attributes {"matcher" = %1}
  }
  irdl.operation @foreach attributes {
      summary = "Executes the body for each element of the payload",
      description = "Execute the op's body - its single region block - exactly once per\nelement of the payload associated to a target handle. The body's\ntransformations are applied in order of appearance until reaching the\n(implicit) YieldOp terminator.\n\nEach iteration gets executed by co-indexing the payloads of the arguments\nand mapping the body's arguments to these tuples, as though iterating over\nthe zipped together `targets`. As such, in each iteration, the size of the\npayload of each of the body's block arguments is exactly one. The attribute\n`zip_shortest` can be used if the targets vary in their number of payloads;\nthis will limit the iterations to only the number of payloads found in the\nshortest target.\n\nThis op always reads the target handles. Furthermore, it consumes a handle\nif there is a transform op in the body that consumes the corresponding\nblock argument. Handles can point to ops, values, or parameters.\n\n#### Return Modes\n\nThis op produces as many result handles as the body's terminating YieldOp\nhas operands. For each result, the payloads of the corresponding YieldOp\noperand are merged and mapped to the same resulting handle.\n\nIf the target handles do not associate payloads of the same size, a\nsilencable failure will be generated.\n\nDuring application, if any transformation in the sequence fails, the entire\nsequence fails immediately with the same failure, leaving the payload IR in\na potentially invalid state, i.e., this operation offers no transformation\nrollback capabilities.",
      ods_assembly_format = "$targets oilist(`with_zip_shortest` $with_zip_shortest) `:` type($targets) (`->` type($results)^)? $body attr-dict",
      traits = ["SingleBlockImplicitTerminator<transform.yield>"],
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "RegionBranchOpInterface"],
      cpp_verifier = "TransformForeach",
      optional_attributes = ["with_zip_shortest"],
      independent_variadics = ["targets", "results"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(targets: variadic %0)
    irdl.results(results: variadic %2)
    irdl.attributes {"with_zip_shortest" = %1}
    irdl.regions(body: %3)
  }
  irdl.operation @foreach_match attributes {
      summary = "Applies named sequences when a named matcher succeeds",
      description = "Given a pair of co-indexed lists of transform dialect symbols (such as\n`transform.named_sequence`), walks the payload IR associated with the root\nhandle and interprets the symbols as matcher/action pairs by applying the\nbody of the corresponding symbol definition. The symbol from the first list\nis the matcher part: if it results in a silenceable error, the error is\nsilenced and the next matcher is attempted. Definite failures from any\nmatcher stop the application immediately and are propagated unconditionally.\nIf none of the matchers succeeds, the next payload operation in walk order\n(post-order at the moment of writing, double check `Operation::walk`) is\nmatched. If a matcher succeeds, the co-indexed action symbol is applied and\nthe following matchers are not applied to the same payload operation. If the\naction succeeds, the next payload operation in walk order is matched. If it\nfails, both silenceable and definite errors are propagated as the result of\nthis op; propagation of silenceable errors is postponed until the end of the\nwalk.\n\nThe matcher symbol must take at least one operand of a type that implements\nthe same transform dialect interface as the `root` operand (a check is\nperformed at application time to see if the associated payload satisfies the\nconstraints of the actual type), and may take additional operands with a\nsimilar type requirement. It must not consume operands as multiple matchers\nmay be applied. The matcher may produce any number of results. The action\nsymbol paired with the matcher must take the same number of arguments as the\nmatcher has results, and these arguments must implement the same transform\ndialect interfaces, but not necessarily have the exact same type (again, a\ncheck is performed at application time to see if the associated payload\nsatisfies the constraints of actual types on both sides).\n\nThe action symbol may have results that are accumulated from all actions and\nreturned from the `foreach_match` operation on success. Unless the\n`flatten_results` attribute is present, each action result must be\nassociated with exactly one payload entity. The actions are expected to only\nmodify payload operations nested in the `root` payload operations associated\nwith the operand of this transform operation. Furthermore, the actions may\nnot modify operations outside of the currently matched payload operation,\ne.g., they may not modify sibling or parent operations. If such behavior is\ndesired, the parent must be matched first and the nested operations obtained\nby traversing the IR from the parent. This is due to the matching being\nperformed as a post-order IR walk.\n\nThis operation consumes the operand and produces a new handle associated\nwith the same payload. This is necessary to trigger invalidation of handles\nto any of the payload operations nested in the payload operations associated\nwith the operand, as those are likely to be modified by actions.\n\nBy default, the root payload operation associated with the operand is not\nmatched. This is to support the conservative case where applied actions may\ninvalidate the root payload operation. If the optional `restrict_root`\nattribute is set, the root operand is guaranteed to not be invalidated by any\nof the applied actions. In such cases, the root payload operation is also\nmatched. This is useful because matching the root payload operation is a\ncommon idiom, when e.g. matching a func.func directly and operations nested\nunder it.\n\nThe operation succeeds if none of the matchers produced a definite failure\nduring application and if all of the applied actions produced success. Note\nthat it also succeeds if all the matchers failed on all payload operations,\ni.e. failure to apply is not an error. The operation produces a silenceable\nfailure if any applied action produced a silenceable failure. In this case,\nthe resulting handle is associated with an empty payload. The operation\nproduces a definite failure if any of the applied matchers or actions\nproduced a definite failure.",
      ods_assembly_format = "\n    oilist( `restrict_root` $restrict_root\n          | `flatten_results` $flatten_results\n          )\n    `in`\n    $root (`,` $forwarded_inputs^)?\n    custom<ForeachMatchSymbols>($matchers, $actions)\n    attr-dict\n    `:` functional-type(operands, results)\n  ",
      ods_traits = ["MemoryEffectOpInterface", "SymbolUserOpInterface", "TransformOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "TransformForeachMatch",
      cpp_result_names = "TransformForeachMatch",
      optional_attributes = ["restrict_root", "flatten_results"],
      independent_variadics = ["forwarded_inputs", "forwarded_outputs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    irdl.operands(root: %0, forwarded_inputs: variadic %1)
    irdl.results(updated: %6, forwarded_outputs: variadic %7)
    irdl.attributes {"restrict_root" = %2, "flatten_results" = %3, "matchers" = %4, "actions" = %5}
  }
  irdl.operation @get_consumers_of_result attributes {
      summary = "Get handle to the consumers of this operation's result number",
      description = "The handle defined by this Transform op corresponds to all operations that\nconsume the SSA value defined by the `target` and `result_number`\narguments.\nThis operation applies to a single payload operation, otherwise it produces\na definite failure.\nThe return handle points to the consuming operations operations, which can\nbe empty.",
      assembly_format = "$target `[` $result_number `]` attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "NavigationTransformOpTrait", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(consumers: %2)
    irdl.attributes {"result_number" = %1}
  }
  irdl.operation @get_defining_op attributes {
      summary = "Get handle to the defining op of a value",
      description = "The handle defined by this Transform op corresponds to the defining op of\nthe targeted value.\n\nThis transform produces a silenceable failure if the targeted value is a\nblock argument.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MatchOpInterface", "NavigationTransformOpTrait", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %1)
  }
  irdl.operation @get_operand attributes {
      summary = "Get a handle to the operand(s) of the targeted op",
      description = "The handle defined by this Transform op corresponds to the operands of the\ngiven `target` operation specified by the given set of positions. There are\nthree possible modes:\n\n - Position list directly, i.e. `%target[0, 1, 2]`. This will return the\n   operands at the specified positions.\n - Inverted position list, i.e. `%target[except(0, 1, 2)]`. This will return\n   all operands except those at the given positions.\n - All, i.e. `%target[all]`. This will return all operands of the operation.\n\nThis transform produces a silenceable failure if any of the operand indices\nexceeds the number of operands in the target. It reads the target handle and\nproduces the result handle.",
      ods_assembly_format = "$target `[`custom<TransformMatchDims>($raw_position_list, $is_inverted, $is_all)`]` attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "NavigationTransformOpTrait", "MatchOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformGetOperand",
      optional_attributes = ["is_inverted", "is_all"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %4)
    irdl.attributes {"raw_position_list" = %1, "is_inverted" = %2, "is_all" = %3}
  }
  irdl.operation @get_parent_op attributes {
      summary = "Gets handles to the closest parent ops",
      description = "The handle defined by this Transform op corresponds to the parents of the\ntargeted payload ops (in the same order).\n\nRequirements that parent ops must fulfill can be optionally specified. In\nthat case for each target op, the closest parent op that fulfills all\nrequirements, is returned.\n- `isolated_from_above`: the parent op must be isolated from above\n- `allow_empty_results`: get_parent_op is allowed to return an empty list\n  and still succeeds. In such a case, if `get_parent_op` fails for any\n  operation in the list, the entire transform returns an empty handle.\n- `op_name`: the parent op must have the specified name\n- `nth_parent`: get the n-th parent of that satisfies the above requirements\n\nIf `deduplicate` is set, the result handle does not contain any duplicate\nops. For example, given the list\n\"(childof(A), childof(B), childof(B), childof(A), childof(B))\", the\nresulting list will be just \"(A, B)\". Note that no other semantic ordering\nis applied, e.g., \"B\" may itself be a parent of \"A\". This may have an impact\non the further transformation applied to the handle produced here.\n\nIf any of the given Payload IR ops has no such suitable parent, then:\n  - if `allow_empty_results` is set, the result handle is empty\n  - otherwise, the transformation produces a silenceable failure.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MatchOpInterface", "NavigationTransformOpTrait", "MemoryEffectOpInterface"],
      optional_attributes = ["isolated_from_above", "allow_empty_results", "op_name", "deduplicate"],
      default_values = {nth_parent = "1 : i64"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()))" {summary = "64-bit signless integer attribute whose value is positive"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(parent: %6)
    irdl.attributes {"isolated_from_above" = %1, "allow_empty_results" = %2, "op_name" = %3, "deduplicate" = %4, "nth_parent" = %5}
  }
  irdl.operation @get_producer_of_operand attributes {
      summary = "Get handle to the producer of this operation's operand number",
      description = "The handle defined by this Transform op corresponds to operation that\nproduces the SSA value defined by the `target` and `operand_number`\narguments. If the origin of the SSA value is not an operations (i.e. it is\na block argument), the transform produces a silenceable failure.\nThe return handle points to only the subset of successfully produced\ncomputational operations, which can be empty.",
      assembly_format = "$target `[` $operand_number `]` attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "NavigationTransformOpTrait", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(producer: %2)
    irdl.attributes {"operand_number" = %1}
  }
  irdl.operation @get_result attributes {
      summary = "Get a handle to the result(s) of the targeted op",
      description = "The handle defined by this Transform op correspond to the OpResults of the\ngiven `target` operation. Optionally `result_number` can be specified to\nselect a specific result.\n\nThis transform fails silently if the targeted operation does not have enough\nresults. It reads the target handle and produces the result handle.\n\nThe handle defined by this Transform op corresponds to the results of the\ngiven `target` operation specified by the given set of positions. There are\nthree possible modes:\n\n - Position list directly, i.e. `%target[0, 1, 2]`. This will return the\n   results at the specified positions.\n - Inverted position list, i.e. `%target[except(0, 1, 2)]`. This will return\n   all results except those at the given positions.\n - All, i.e. `%target[all]`. This will return all results of the operation.\n\nThis transform produces a silenceable failure if any of the result indices\nexceeds the number of results returned by the target. It reads the target\nhandle and produces the result handle.",
      ods_assembly_format = "$target `[`custom<TransformMatchDims>($raw_position_list, $is_inverted, $is_all)`]` attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "NavigationTransformOpTrait", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformGetResult",
      optional_attributes = ["is_inverted", "is_all"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %4)
    irdl.attributes {"raw_position_list" = %1, "is_inverted" = %2, "is_all" = %3}
  }
  irdl.operation @get_type attributes {
      summary = "Get a parameter containing the type of the given value",
      description = "This operation creates a new Transform parameter containing the\ntype(s) of the value(s) associated with the operand handle.\n\nThis transform never fails.",
      assembly_format = "(`elemental` $elemental^)? $value attr-dict `:`functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MatchOpInterface", "MemoryEffectOpInterface"],
      optional_attributes = ["elemental"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(value: %0)
    irdl.results(type_param: %2)
    irdl.attributes {"elemental" = %1}
  }
  irdl.operation @include attributes {
      summary = "Includes a named transform sequence",
      description = "The application of this transform operation is equivalent to applying the\noperations contained in the named transform sequence with operands being\nremapped to block arguments. The behavior of the operation when a\ntransformation in the included named sequence produces a silenceable error\nis controlled by the `failure_propagation_mode` attribute. When set to\n`propagate`, the failure of any nested transformation in the sequence\nimplies immediate failure of the entire sequence with a silenceable error,\nand no further transformation is attempted. When set to `suppress`,\nsilenceable errors in nested operations are ignored and further\ntransformations are applied. Beware that even silenceable errors may leave\nthe payload IR in a state unsuitable for further transformations. It is the\nresponsibility of the user to ensure the following transformations are\nrobust enough when errors are suppressed. Definite errors are propagated\nimmediately regardless of the mode. The objects associated with the results\nof this operation are the same as those associated with the operands of the\n`transform.yield` in the referenced named sequence.",
      assembly_format = "$target `failures` `(` $failure_propagation_mode `)``(` $operands `)` attr-dict `:` functional-type($operands, $results)",
      ods_traits = ["CallOpInterface", "MatchOpInterface", "MemoryEffectOpInterface", "SymbolUserOpInterface", "TransformOpInterface"],
      optional_attributes = ["arg_attrs", "res_attrs"],
      independent_variadics = ["operands", "results"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::FailurePropagationModeAttr>($_self))" {summary = "Silenceable error propagation policy"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    irdl.operands(operands: variadic %2)
    irdl.results(results: variadic %5)
    irdl.attributes {"target" = %0, "failure_propagation_mode" = %1, "arg_attrs" = %3, "res_attrs" = %4}
  }
  irdl.operation @match.operation_empty attributes {
      summary = "Matches if the handle is not associated to any op",
      description = "Succeeds if the handle is not associated to any op.",
      assembly_format = "$operand_handle attr-dict `:` type($operand_handle)",
      ods_traits = ["AtMostOneOpMatcher", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(operand_handle: %0)
  }
  irdl.operation @match.operation_name attributes {
      summary = "Matches a single operation of one of the given kinds",
      description = "Succeeds if the operation associated with the operand handle has one of the\ngiven operation names. Produces a silenceable failure otherwise.\n\nIf more than one payload operation is associated with the operand handle,\nproduces a definite failure.",
      assembly_format = "$operand_handle $op_names attr-dict `:` type($operand_handle)",
      ods_traits = ["SingleOpMatcher", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    irdl.operands(operand_handle: %0)
    irdl.attributes {"op_names" = %1}
  }
  irdl.operation @match.param.cmpi attributes {
      summary = "Matches if two parameter lists are associated with the same value",
      description = "Succeeds if all of the co-indexed values associated with the given\nparameters relate as specified by the predicate (greater than, less than,\nequal to, or their combinations). Comparison treats all values as signed.\nProduces a silenceable failure otherwise.",
      assembly_format = "$predicate $param `,` $reference attr-dict `:` type($param)",
      traits = ["SameTypeOperands"],
      ods_traits = ["TransformOpInterface", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::MatchCmpIPredicateAttr>($_self))" {summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5"}
    irdl.operands(param: %0, reference: %1)
    irdl.attributes {"predicate" = %2}
  }
  irdl.operation @merge_handles attributes {
      summary = "Merges handles into one pointing to the union of payload ops",
      description = "Creates a new Transform IR handle value that points to the same Payload IR\noperations/values/parameters as the operand handles. The Payload IR elements\nare listed in the same order as they are in the operand handles, grouped by\noperand handle, e.g., all Payload IR associated with the first handle comes\nfirst, then all Payload IR associated with the second handle and so on. If\n`deduplicate` is set, do not add the given Payload IR operation, value, or\nparameter more than once to the final list regardless of it coming from the\nsame or different handles. Consumes the operands and produces a new handle.",
      assembly_format = "(`deduplicate` $deduplicate^)? $handles attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType"],
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "MatchOpInterface"],
      optional_attributes = ["deduplicate"],
      independent_variadics = ["handles"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    irdl.operands(handles: variadic %0)
    irdl.results(result: %2)
    irdl.attributes {"deduplicate" = %1}
  }
  irdl.operation @named_sequence attributes {
      summary = "Named transform sequence that can be included elsewhere",
      description = "Defines a named (callable, function-like) sequence of other Transform\ndialect operations that can be included using `transform.include` as part of\nanother Transform dialect construct. This sequence is not processed\nimmediately but rather dispatched to when the inclusion is processed. The\narguments and results can be used to communicate a subset of mapping into\nthe named sequence. The sequence must consist of a single block and end with\na `transform.yield` terminator. The operands of the terminator become the\nresults of the `transform.include`.\n\nWhen dispatched to, the operations in the named sequence are executed one by\none, similarly to the regular unnamed sequence. The failure propagation mode\nis specified on the `transform.include`. Different inclusions may use\ndifferent failure propagation modes. This transform operation always\nsucceeds by itself, but the inclusion may fail if any of the operations\nfail.\n\nNamed sequences can only appear at the top-level of the Transform dialect\nnesting structure. That is, they cannot be nested in other Transform dialect\noperations. Furthermore, one of the ancestors must have the `SymbolTable`\ntrait and have the `transform.with_named_sequence` attribute attached.\n\nNamed sequences may include other named sequences via `transform.include`,\nbut recursion is *not* allowed.",
      cpp_assembly_format = "TransformNamedSequence",
      traits = ["IsolatedFromAbove"],
      ods_traits = ["FunctionOpInterface", "MemoryEffectOpInterface", "TransformOpInterface"],
      cpp_verifier = "TransformNamedSequence",
      optional_attributes = ["sym_visibility", "arg_attrs", "res_attrs"],
      ods_notes = ["region 'body': region with at most 1 blocks (not checked)"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "function type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %5 = irdl.region {summary = "region with at most 1 blocks"}
    irdl.attributes {"sym_name" = %0, "function_type" = %1, "sym_visibility" = %2, "arg_attrs" = %3, "res_attrs" = %4}
    irdl.regions(body: %5)
  }
  irdl.operation @num_associations attributes {
      summary = "Returns the number of payload objects associated with the argument",
      description = "Given an argument, handle or parameter, returns a new parameter associated\nwith a single 64-bit number that corresponds to the number of payload\nobjects (operations or values for a handle, attributes for a parameter)\nassociated with the argument.\n\nAlways succeeds.",
      assembly_format = "$handle attr-dict `:` functional-type(operands, results)",
      ods_traits = ["MemoryEffectOpInterface", "ParamProducerTransformOpTrait", "TransformOpInterface", "MatchOpInterface"],
      cpp_verifier = "TransformNumAssociations"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(handle: %0)
    irdl.results(num: %1)
  }
  irdl.operation @param.constant attributes {
      summary = "Produces a new transform dialect parameter value associated with the given attribute",
      description = "Produces a new transform dialect parameter associated with the singleton\nlist containing the given attribute. The operation itself always succeeds,\nbut the general association check may fail if the parameter type does not\naccept the given kind of attribute as valid.",
      assembly_format = "$value attr-dict `->` type($param)",
      ods_traits = ["MatchOpInterface", "TransformOpInterface", "MemoryEffectOpInterface", "ParamProducerTransformOpTrait"]} {
    %0 = irdl.any {summary = "any attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.results(param: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @print attributes {
      summary = "Dump each payload op",
      description = "Prints each payload op that is associated with the `target` operand to\n`stdout`. It also prints the `name` string attribute. If no target is\nspecified, the top-level op is dumped.\n\nThis op is useful for printf-style debugging.\n\nSupported printing flag attributes:\n* `assume_verified` -- skips verification when the unit attribute is\n  specified. This improves performace but may lead to crashes and\n  unexpected behavior when the printed payload op is invalid.\n* `use_local_scope` -- prints in local scope when the unit attribute is\n  specified. This improves performance but may not be identical to\n  printing within the full module.\n* `skip_regions` -- does not print regions of operations when the unit\n  attribute is specified.",
      assembly_format = "$target attr-dict (`:` type($target)^)?",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "MatchOpInterface"],
      optional_attributes = ["name", "assume_verified", "use_local_scope", "skip_regions"],
      independent_variadics = ["target"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    irdl.operands(target: optional %0)
    irdl.attributes {"name" = %1, "assume_verified" = %2, "use_local_scope" = %3, "skip_regions" = %4}
  }
  irdl.operation @replicate attributes {
      summary = "Lists payload ops multiple times in the new handle",
      description = "Produces a new handle associated with a list of payload IR ops that is\ncomputed by repeating the list of payload IR ops associated with the\noperand handle as many times as the \"pattern\" handle has associated\noperations. For example, if pattern is associated with [op1, op2] and the\noperand handle is associated with [op3, op4, op5], the resulting handle\nwill be associated with [op3, op4, op5, op3, op4, op5].\n\nThis transformation is useful to \"align\" the sizes of payload IR lists\nbefore a transformation that expects, e.g., identically-sized lists. For\nexample, a transformation may be parameterized by same notional per-target\nsize computed at runtime and supplied as another handle, the replication\nallows this size to be computed only once and used for every target instead\nof replicating the computation itself.\n\nNote that it is undesirable to pass a handle with duplicate operations to\nan operation that consumes the handle. Handle consumption often indicates\nthat the associated payload IR ops are destroyed, so having the same op\nlisted more than once will lead to double-free. Single-operand\nMergeHandlesOp may be used to deduplicate the associated list of payload IR\nops when necessary. Furthermore, a combination of ReplicateOp and\nMergeHandlesOp can be used to construct arbitrary lists with repetitions.",
      assembly_format = "`num` `(` $pattern `)` $handles attr-dict `:` type($pattern) `,` type($handles)",
      traits = ["AllTypesMatch<handles, replicated>"],
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"],
      independent_variadics = ["handles", "replicated"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    irdl.operands(pattern: %0, handles: variadic %1)
    irdl.results(replicated: variadic %2)
  }
  irdl.operation @select attributes {
      summary = "Select payload ops by name",
      description = "The handle defined by this Transform op corresponds to all operations among\n`target` that have the specified properties. Currently the following\nproperties are supported:\n\n- `op_name`: The op must have the specified name.\n\nThe result payload ops are in the same relative order as the targeted ops.\nThis transform op reads the `target` handle and produces the `result`\nhandle. It reads the payload, but does not modify it.",
      assembly_format = "$op_name `in` $target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "NavigationTransformOpTrait", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %2)
    irdl.attributes {"op_name" = %1}
  }
  irdl.operation @sequence attributes {
      summary = "Contains a sequence of other transform ops to apply",
      description = "The transformations indicated by the sequence are applied in order of their\nappearance. Each value produced by a transformation within the sequence\ncorresponds to a group of operations or values in the payload IR, or to a\ngroup of parameters, depending on the type of the value. The behavior of the\noperation when a nested transformation produces a silenceable error is\ncontrolled by the `failure_propagation_mode` attribute. When set to\n`propagate`, the failure of any nested transformation in the sequence\nimplies immediate failure of the entire sequence with a silenceable error,\nand no further transformation is attempted. When set to `suppress`,\nsilenceable errors in nested operations are ignored and further\ntransformations are applied. Beware that even silenceable errors may leave\nthe payload IR in a state unsuitable for further transformations. It is the\nresponsibility of the caller to ensure the following transformations are\nrobust enough when errors are suppressed. Definite errors reported by nested\ntransformations abort the sequence regardless of the propagation mode. The\nset of modes may be extended in the future, e.g., to collect silenceable\nerrors and report them after attempting all transformations in the sequence.\n\nThe entry block of this operation has a single argument that maps to either\nthe operand if provided or the top-level container operation of the payload\nIR, typically the root operation of the pass interpreting the transform\ndialect. Operand omission is only allowed for sequences not contained in\nanother sequence.\n\nThe type of the block argument must match the type of the operand. If the\nsequence is a top-level transform (without an operand), it can be used for\nmatching operations if the specified type within the top-level container\npayload IR (including the container op itself). E.g.:\n\n```mlir\ntransform.sequence failures(propagate) {\n^bb1(%arg1: !transform.any_op):\n  // %arg1 is mapped to the top-level container of the payload IR, which is\n  // typically a module\n}\n\ntransform.sequence failures(propagate) {\n^bb1(%arg1: !transform.op<\"func.func>\"):\n  // %arg1 is mapped to all \"func.func\" ops within and including the\n  // top-level container of the payload IR. Nested operations that have the\n  // specified op type are not included.\n}\n```\n\nThe body of the sequence terminates with an implicit or explicit\n`transform.yield` op. The operands of the terminator are returned as the\nresults of the sequence op.",
      ods_assembly_format = "custom<SequenceOpOperands>($root, type($root), $extra_bindings, type($extra_bindings)) (`->` type($results)^)? `failures` `(` $failure_propagation_mode `)` attr-dict-with-keyword regions",
      traits = ["SingleBlockImplicitTerminator<transform.yield>", "AttrSizedOperandSegments"],
      ods_traits = ["RegionBranchOpInterface", "MatchOpInterface", "TransformOpInterface", "MemoryEffectOpInterface", "OpAsmOpInterface", "PossibleTopLevelTransformOpTrait"],
      cpp_verifier = "TransformSequence",
      independent_variadics = ["root", "extra_bindings", "results"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::FailurePropagationModeAttr>($_self))" {summary = "Silenceable error propagation policy"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(root: optional %1, extra_bindings: variadic %2)
    irdl.results(results: variadic %3)
    irdl.attributes {"failure_propagation_mode" = %0}
    irdl.regions(body: %4)
  }
  irdl.operation @split_handle attributes {
      summary = "Splits a handle or parameter into multiple values",
      description = "Splits `handle` into one or multiple handles, as specified by the number\nof results of this operation. `handle` should be mapped to as many payload\nops, values or parameteres as there are results. Otherwise, this transform\nwill fail producing a silenceable failure by default. Each result handle\nis mapped to exactly one payload unless specified otherwise by attributes\ndescribed below. The order of the payloads is preserved,  i.e., the i-th\npayload is mapped to the i-th result handle.\n\nThis operation is useful for ensuring a statically known number of\npayloads are tracked by the source `handle` and to extract them into\nindividual handles that can be further manipulated in isolation.\n\nIf there are more payloads than results, the remaining payloads are mapped to\nthe result with index `overflow_result`. If no `overflow_result` is\nspecified, the transform produces a silenceable failure.\n\nIf there are fewer payload ops than results, the transform produces a\nsilenceable failure if `fail_on_payload_too_small` is set to \"true\".\nOtherwise, it succeeds and the remaining result handles are not mapped to\nanything. It also succeeds if `handle` is empty and\n`pass_through_empty_handle` is set to \"true\", regardless of\n`fail_on_payload_too_small`.",
      assembly_format = "$handle attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "TransformOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformSplitHandle",
      optional_attributes = ["overflow_result"],
      default_values = {pass_through_empty_handle = "true", fail_on_payload_too_small = "true"},
      independent_variadics = ["results"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    irdl.operands(handle: %0)
    irdl.results(results: variadic %4)
    irdl.attributes {"pass_through_empty_handle" = %1, "fail_on_payload_too_small" = %2, "overflow_result" = %3}
  }
  irdl.operation @verify attributes {
      summary = "Verifies the targeted ops",
      description = "This transform verifies the targeted ops. If at least one op fails to\nverify, the transform produces a definite failure.\n\nNote: This op was designed for debugging purposes and should be used like an\nassertion. It is intentional that this op produces a definite failure and\nnot a silenceable one. Correctness of the program should not depend on this\nop.\n\nThis transform reads the target handle.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "TransformEachOpTrait", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @yield attributes {
      summary = "Yields operation handles from a transform IR region",
      description = "This terminator operation yields operation handles from regions of the\ntransform IR ops back to the containing op. It is not itself associated with\nany transformation on the payload IR and is used for flow purposes only.",
      assembly_format = "operands attr-dict (`:` type($operands)^)?",
      traits = ["Terminator"],
      ods_traits = ["MemoryEffectOpInterface"],
      independent_variadics = ["operands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    irdl.operands(operands: variadic %0)
  }
}
