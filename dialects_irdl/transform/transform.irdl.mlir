// Imported from ODS (TransformDialect.td:14) by irdl-import-ods: attributes, types and operations.
irdl.dialect @transform attributes {ods, properties, summary = "Fine-grain transformation control dialect"} {
  irdl.attribute @param_operand attributes {
      description = "Used to refer to a specific param-operand (via its index) from within an\nattribute on a transform operation.",
      assembly_format = "`<` `index` `=` $index `>`"} {
    %0 = irdl.any {summary = "IntegerAttr"}
    irdl.parameters(index: %0)
  }
  irdl.type @affine_map attributes {
      description = "Transform IR parameter value that can be associated with a list of affine\nmap attributes."} {
  }
  irdl.type @any_op attributes {
      description = "Transform IR handle that can be associated with a list of arbitrary\nPayload IR operations."} {
  }
  irdl.type @any_param attributes {
      description = "Transform IR value that can be associated with a list of parameters\nof any type."} {
  }
  irdl.type @any_value attributes {
      description = "Transform IR value that can be associated with a list of Payload IR values."} {
  }
  irdl.type @op attributes {
      description = "Transform IR handle that can be associated with a list of Payload IR\noperations with the specified operation name.",
      assembly_format = "`<` custom<Param>($operation_name, \"Transform_OperationType\", \"::llvm::StringRef\") `>`"} {
    %0 = irdl.base "#builtin.string" {summary = "Name of the allowed payload operation"}
    irdl.parameters(operation_name: %0)
  }
  irdl.type @param attributes {
      description = "Transform IR value that can be associated with the list of parameters\nof the given type. Types are currently limited to integers, but may be\nextended in the future to other types values of which can be contained\nin attributes.",
      assembly_format = "`<` $type `>`",
      cpp_verifier = "TransformParamType"} {
    %0 = irdl.any {summary = "Underlying type of the parameter"}
    irdl.parameters(type: %0)
  }
  irdl.type @type attributes {
      description = "Transform IR parameter value that can be associated with a list of type\nattributes."} {
  }
  irdl.operation @affine.simplify_bounded_affine_ops attributes {
      description = "Simplify the targeted affine.min / affine.max ops given the supplied\nlower and upper bounds for values that may be used as target op operands.\n\nExample:\n```\n%0 = transform.structured.match ops{[\"affine.min\", \"affine.max\"]} in %arg1\n%1 = transform.structured.match ops{[\"gpu.lane_id\"]} in %arg1\ntransform.affine.simplify_bounded_affine_ops %0 with [%1] within [0] and [32]\n\n// Multiple bounds can be specified.\ntransform.affine.simplify_bounded_affine_ops %0 with [%1, %2] within [0, 5] and [32, 50]\n```\n\nBounded op handles (`%1` and `%2) must be mapped to ops that have a single\nresult of index type. The sets of target ops and bounded ops must not\noverlap.\n\n#### Return modes\n\nTarget ops must be affine.min or affine.max ops. This transform consumes the\ntarget handle and does not produce any handle. It reads the bounded op\nhandles.\n\nTODO: Support affine.apply targets.\nTODO: Allow mixed PDL_Operation/int64_t for lower_bounds and upper_bounds.",
      assembly_format = "$target `with` `[` ($bounded_values^ `:` type($bounded_values))? `]` `within` custom<DenseArray>($lower_bounds) `and` custom<DenseArray>($upper_bounds) attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformSimplifyBoundedAffineOps",
      independent_variadics = ["bounded_values"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    irdl.operands(target: %0, bounded_values: variadic %1)
    irdl.attributes {"lower_bounds" = %2, "upper_bounds" = %3}
  }
  irdl.operation @affine.simplify_min_max_affine_ops attributes {
      description = "Simplify the targeted `affine.min` / `affine.max` ops using the\n`mlir::affine::simplifyAffineMinMaxOps` transform.\n\nExample:\n```\n%0 = transform.structured.match ops{[\"affine.max\"]} in %arg1\ntransform.affine.simplify_min_max_affine_ops %0 : !transform.any_op\n```\n\n#### Return modes\n\nThis transform consumes the target handle and does not produce any results.\nThis transforms definitely fails if any of the targeted operations is not an\n`affine.min` or `affine.max` operation, or if the canonicalization patterns\nfailed to converge.\nThis transform silently fails if none of the operations were simplified.\nOtherwise, it succeeds.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
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
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
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
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.attributes {"dialect_name" = %0}
  }
  irdl.operation @apply_conversion_patterns.func.func_to_llvm attributes {
      description = "Collects patterns that convert Func dialect ops to LLVM dialect ops.\nThese patterns require an \"LLVMTypeConverter\".",
      assembly_format = "attr-dict",
      ods_traits = ["ConversionPatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_conversion_patterns.gpu.gpu_subgroup_reduce_to_nvvm attributes {
      description = "Collects patterns that convert GPU dialect ops related to wmma ops\nto NVVM dialect ops.\nThese patterns require an \"LLVMTypeConverter\".",
      assembly_format = "attr-dict",
      ods_traits = ["ConversionPatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_conversion_patterns.gpu.gpu_to_nvvm attributes {
      description = "Collects patterns that convert GPU dialect ops to NVVM dialect ops. These\npatterns require an \"LLVMTypeConverter\".",
      assembly_format = "attr-dict",
      ods_traits = ["ConversionPatternDescriptorOpInterface"],
      default_values = {benefit = "1 : i16"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"benefit" = %0}
  }
  irdl.operation @apply_conversion_patterns.gpu.gpu_to_rocdl attributes {
      description = "Collects patterns that convert GPU dialect ops to ROCDL dialect ops. These\npatterns require an \"LLVMTypeConverter\".",
      assembly_format = "`chipset` `=` $chipset attr-dict",
      ods_traits = ["ConversionPatternDescriptorOpInterface"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.attributes {"chipset" = %0}
  }
  irdl.operation @apply_conversion_patterns.gpu.gpu_wmma_to_nvvm attributes {
      description = "Collects patterns that convert GPU dialect ops related to wmma ops\nto NVVM dialect ops.\nThese patterns require an \"LLVMTypeConverter\".",
      assembly_format = "attr-dict",
      ods_traits = ["ConversionPatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_conversion_patterns.memref.memref_to_llvm_type_converter attributes {
      description = "This operation provides an \"LLVMTypeConverter\" that lowers memref types to\nLLVM types.\n\nThe type converter can be customized as follows:\n- `use_aligned_alloc`: Use aligned_alloc in place of malloc for heap\n  allocations.\n- `index_bitwidth`: Bitwidth of the index type, \"0\" indicates the size of a\n  machine word.\n- `use_generic_functions`: Use generic allocation and deallocation functions\n  instead of the classic \"malloc\", \"aligned_alloc\" and \"free\" functions.\n// TODO: the following two options don't really make sense for \n// memref_to_llvm_type_converter specifically.\n// We should have a single to_llvm_type_converter.\n- `use_bare_ptr_call_conv`: Replace FuncOp's MemRef arguments with bare \n  pointers to the MemRef element types.\n- `data-layout`: String description (LLVM format) of the data layout that is\n  expected on the produced module.",
      assembly_format = "attr-dict",
      ods_traits = ["TypeConverterBuilderOpInterface"],
      optional_attributes = ["use_aligned_alloc", "index_bitwidth", "use_generic_functions", "use_bare_ptr_call_conv", "data_layout"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %4 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.attributes {"use_aligned_alloc" = %0, "index_bitwidth" = %1, "use_generic_functions" = %2, "use_bare_ptr_call_conv" = %3, "data_layout" = %4}
  }
  irdl.operation @apply_conversion_patterns.nvgpu.nvgpu_to_nvvm attributes {
      description = "Collects patterns that convert NVGPU dialect ops to NVVM dialect ops. These\npatterns require an \"LLVMTypeConverter\".",
      assembly_format = "attr-dict",
      ods_traits = ["ConversionPatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_conversion_patterns.scf.scf_to_control_flow attributes {
      description = "Collects patterns that lower structured control flow ops to unstructured\ncontrol flow.",
      assembly_format = "attr-dict",
      ods_traits = ["ConversionPatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_conversion_patterns.scf.structural_conversions attributes {
      description = "Collects patterns for performing structural conversions of SCF operations.",
      assembly_format = "attr-dict",
      ods_traits = ["ConversionPatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_conversion_patterns.vector.vector_to_llvm attributes {
      description = "Collects patterns that convert vector dialect ops to LLVM dialect ops. These\npatterns require an \"LLVMTypeConverter\".\n\nThe patterns can be customized as follows:\n- `reassociate_fp_reductions`: Allows LLVM to reassociate floating-point\n  reductions for speed.\n- `force_32bit_vector_indices`: Allows the compiler to assume that vector\n  indices fit in 32-bit if that yields faster code.",
      assembly_format = "attr-dict",
      ods_traits = ["ConversionPatternDescriptorOpInterface"],
      default_values = {reassociate_fp_reductions = "false", force_32bit_vector_indices = "true", use_vector_alignment = "false"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    irdl.attributes {"reassociate_fp_reductions" = %0, "force_32bit_vector_indices" = %1, "use_vector_alignment" = %2}
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
  irdl.operation @apply_patterns.arm_neon.vector_contract_to_bfmmla attributes {
      description = "Indicates that vector contract operations should be lowered to\nto ArmNeon dialect operations mapping to instructions from FEAT_BF16.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.arm_neon.vector_contract_to_i8mm attributes {
      description = "Indicates that vector contract operations should be lowered to\nto ArmNeon dialect operations mapping to instructions from FEAT_I8MM.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.arm_sve.vector_contract_to_bfmmla attributes {
      description = "Indicates that vector contract operations should be lowered to\nArmSVE dialect operations mapping to instructions from FEAT_BF16.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.arm_sve.vector_contract_to_i8mm attributes {
      description = "Indicates that vector contract operations should be lowered to\nto ArmSVE dialect operations mapping to instructions from FEAT_I8MM.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.canonicalization attributes {
      summary = "Populates canonicalization patterns",
      description = "This op populates all canonicalization patterns of all loaded dialects in\nan `apply_patterns` transform.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.gpu.eliminate_barriers attributes {
      description = "Removes unnecessary GPU barriers from the function. If a barrier does not\nenforce any conflicting pair of memory effects, including a pair that is\nenforced by another barrier, it is unnecessary and can be removed.\n\nThe approach is based on \"High-Performance GPU-to-CPU Transpilation and\nOptimization via High-Level Parallel Constructs\" by  Moses, Ivanov,\nDomke, Endo, Doerfert, and Zinenko in PPoPP 2023. Specifically, it\nanalyzes the memory effects of the operations before and after the given\nbarrier and checks if the barrier enforces any of the memory\neffect-induced dependencies that aren't already enforced by another\nbarrier.\n\nFor example, in the following code\n\n```mlir\n  store %A\n  barrier  // enforces load-after-store\n  load %A\n  barrier  // load-after-store already enforced by the previous barrier\n  load %A\n```\n\nthe second barrier can be removed.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.gpu.gpu_rewrite_patterns attributes {
      description = "Collects GPU rewrite patterns comprising:\n  1. GpuAllReduceRewrite patterns\n  2. GpuGlobalIdRewriter patterns\n  3. GpuShuffleRewriter patterns",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.gpu.gpu_shuffle_to_amdgpu attributes {
      description = "Collects patterns that are tryin to promote `gpu.shuffle`s to specialized\nAMDGPU intrinsics.",
      assembly_format = "(`chipset` `=` $chipset^)? attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      optional_attributes = ["chipset"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.attributes {"chipset" = %0}
  }
  irdl.operation @apply_patterns.gpu.unroll_vectors_subgroup_mma attributes {
      description = "Unrolls contractions to the target `m`, `n`, and `k` native vector size,\nalong with other vector operations based on expected usage. `transfer_read`\nops unroll based on the extract slice shape introduced by unrolling the\ncontractions, while elementwise and `transfer_write` ops unroll to the shape of\nthe C matrix (`m x n`).\n\nThis operation applies to pure vector operations and should be applied before\nlowering to subgroup_mma ops.",
      assembly_format = "`[` custom<TypedAttribute>($m, \"i64\") `,` custom<TypedAttribute>($n, \"i64\") `,` custom<TypedAttribute>($k, \"i64\") `]` attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    irdl.attributes {"m" = %0, "n" = %1, "k" = %2}
  }
  irdl.operation @apply_patterns.linalg.decompose_pack_unpack attributes {
      description = "Collect patterns to decompose linalg.pack and linalg.unpack into e.g.\ntensor::PadOp, linalg::transposeOp Ops. Requires all outer dims to be unit.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.linalg.decompose_pad attributes {
      description = "Collect patterns to decompose tensor.pad into e.g. tensor::EmptyOp,\nlinalg::FillOp and tensor::InsertSliceOp.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.linalg.erase_unnecessary_inputs attributes {
      description = "Collects patterns that promote inputs to outputs and remove unused inputs of\n`linalg.generic` ops.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.linalg.fold_add_into_dest attributes {
      description = "Collects patterns to replace linalg.add when destination passing suffices\nfor achieving the sum.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.linalg.fold_pack_unpack_into_empty attributes {
      description = "// TODO:",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      default_values = {fold_single_use_only = "false"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    irdl.attributes {"fold_single_use_only" = %0}
  }
  irdl.operation @apply_patterns.linalg.fold_unit_extent_dims_via_reshapes attributes {
      description = "Collects patterns to fold unit-extent dimensions in operands/results of\nlinalg ops on tensors via reassociative reshape ops.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.linalg.fold_unit_extent_dims_via_slices attributes {
      description = "Collects patterns to fold unit-extent dimensions in operands/results of\nlinalg ops on tensors via rank-reducing slices.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.linalg.pad_vectorization attributes {
      description = "Apply patterns that vectorize tensor.pad.\n\nThese patterns rewrite tensor.pad Ops using vector.transfer_read and\nvector.transfer_write operations. This is done either by:\n  1. Folding tensor.pad with an existing vector.transfer_read /\n  vector.transfer_write Op (generated prior to running these patterns). \n  2. Rewriting it (when matched together with q tensor.insert_slice\n  consumer Op) as a vector.transfer_read + vector.transfer_write pair.\n\nIn both cases, these patterns look at producers and consumers for the\nmatched tensor.pad Op to find opportunities for vectorization.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.linalg.tiling_canonicalization attributes {
      description = "Collects canonicalization patterns relevant to apply after tiling patterns.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.memref.alloc_to_alloca attributes {
      description = "Collects patterns to rewrite scoped dynamic allocation (`alloc`/`dealloc`\npairs) into automatic allocation (`alloca`) in the same scope, for memrefs\nof static shape.\n\nThe `size_limit` attribute controls the maximum allocated memory (in bytes,\nsubject to data layout) for which the pattern applies.",
      assembly_format = "(`size_limit` `(` custom<TypedAttribute>($size_limit, \"i64\")^ `)`)? attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      optional_attributes = ["size_limit"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    irdl.attributes {"size_limit" = %0}
  }
  irdl.operation @apply_patterns.memref.expand_ops attributes {
      description = "Collects patterns to rewrite ops within the memref dialect.\n\n- Converts `atomic_rmw` that cannot be lowered to a simple atomic op with\n  AtomicRMWOpLowering pattern, e.g. with \"minf\" or \"maxf\" attributes, to\n  `memref.generic_atomic_rmw` with the expanded code.\n- Converts `memref.reshape` that has a target shape of a statically-known\n  size to `memref.reinterpret_cast`.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.memref.expand_strided_metadata attributes {
      description = "Collects patterns for expanding memref operations that modify the metadata\n(sizes, offset, strides) of a memref into easier to analyze constructs.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.memref.extract_address_computations attributes {
      description = "Collects patterns for extracting address computations from operations\nwith memory accesses such that these memory accesses use only a base\npointer.\n\nFor instance,\n```mlir\nmemref.load %base[%off0, ...]\n```\n\nWill be rewritten in:\n```mlir\n%new_base = memref.subview %base[%off0,...][1,...][1,...]\nmemref.load %new_base[%c0,...]\n```",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.memref.fold_memref_alias_ops attributes {
      description = "Collects patterns for folding memref aliasing ops (memref.subview) into\nconsumer load/store ops (affine.load, memref.load, nvgpu.ldmatrix,\nvector.load, vector.transfer_read, affine.store, memref.store, etc.) and\nother ops (e.g., memref.subview).",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.memref.resolve_ranked_shaped_type_result_dims attributes {
      description = "Collects patterns that resolve `memref.dim` operations with values that are\ndefined by operations that implement the `ReifyRankedShapedTypeOpInterface`,\nin terms of shapes of its input operands.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.scf.for_loop_canonicalization attributes {
      description = "Collects patterns for canonicalizing operations inside SCF loop bodies.\nAt the moment, only affine.min/max computations with iteration variables,\nloop bounds and loop steps are canonicalized.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.tensor.bubble_up_extract_slice attributes {
      description = "Indicates that producers of tensor.extract_slice should swap and operate on \nthe result of the slice.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.tensor.decompose_concat attributes {
      description = "Indicates that tensor.concat ops should be decomposed into a chain of\ntensor.insert_slice operations inserting into a materialized destination.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.tensor.drop_redundant_insert_slice_rank_expansion attributes {
      description = "Indicates that redundant tensor.insert_slice rank reductions should be\ndropped. E.g., cases where a tensor.extract_slice rank reduction immediately\nfollows an inverse tensor.insert_slice rank expansion.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.tensor.fold_into_pack_and_unpack attributes {
      description = "Indicates that operations like tensor.pad and tensor.extract_slice should\nbe folded into linalg.pack and linalg.unpack operations, respectively.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.tensor.fold_tensor_empty attributes {
      description = "Indicates that tensor.extract_slice and reassociative reshapes should be\nfolded into tensor.empty.\n\nIf `fold_single_use_only` is set to \"true\", only tensor.empty that have a\nsingle use are folded.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      default_values = {fold_single_use_only = "false"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    irdl.attributes {"fold_single_use_only" = %0}
  }
  irdl.operation @apply_patterns.tensor.fold_tensor_subset_ops attributes {
      description = "Indicates that tensor.empty should be folded with tensor.extract_slice,\ntensor.expand_shape and tensor.collapse_shape.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers attributes {
      description = "Indicates that tensor.extract_slice -> vector.transfer_read and\nvector.transfer_write -> tensor.insert_slice op chains should be folded into\nvector tranfer read and write ops",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.tensor.merge_consecutive_insert_extract_slice attributes {
      description = "Indicates that consecutive tensor.extract_slice/tensor.insert_slice ops\nshould be merged into a single op. These patterns are not canonicalizations\nbecause the bufferization is sensitive to IR structure.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.tensor.reassociative_reshape_folding attributes {
      description = "Indicates that reassociative reshapes (tensor.collapse_shape /\ntensor.expand_shape) should be folded with inverse rank expansions / rank\nreductions (via tensor.insert_slice / tensor.extract_slice).",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.tensor.rewrite_as_constant attributes {
      description = "Indicates that tensor ops (such as tensor.generate) should be replaced with\nconstants (arith.constant) when possible.",
      assembly_format = "(`aggressive` $aggressive^)? attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      optional_attributes = ["aggressive"]} {
    %0 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.attributes {"aggressive" = %0}
  }
  irdl.operation @apply_patterns.vector.cast_away_vector_leading_one_dim attributes {
      description = "Collect a set of leading one dimension removal patterns.\n\nThese patterns insert vector.shape_cast to remove leading one dimensions\nto expose more canonical forms of read/write/insert/extract operations.\nWith them, there are more chances that we can cancel out extract-insert\npairs or forward write-read pairs.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.drop_inner_most_unit_dims_from_xfer_ops attributes {
      description = "Apply vector patterns to drop the inner most unit dims from\nvector.transfer_read and vector.transfer_write Ops by taking a subview (via\nmemref.subview) of the original source/destination MemRef. Since it\nrequires the input/ouptu to be MemRefs, this Op is only helpful\npast-bufferization.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.drop_unit_dims_with_shape_cast attributes {
      description = "Apply vector patterns to fold unit dims with vector.shape_cast Ops:\n  - DropUnitDimFromElementwiseOps\n  - DropUnitDimsFromScfForOp\n  - DropUnitDimsFromTransposeOp\n\nExcludes patterns for vector.transfer Ops. This is complemented by\nshape_cast folding patterns.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.elementwise_to_vector attributes {
      description = "Collect a set of patterns that fold elementwise op on vectors to the vector\ndialect.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.fold_arith_extension attributes {
      description = "Collect a set of patterns that fold arithmetic extension on floating point\ninto vector contract for the backends with native support.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.interleave_to_shuffle attributes {
      description = "Indicates that 1D vector interleave operations should be rewritten as\nvector shuffle operations.\n\nThis is motivated by some current codegen backends not handling vector\ninterleave operations.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_bitcast attributes {
      description = "Indicates that vector bitcast operations should be lowered to\nfiner-grained vector primitives.\n\nThis is usally a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_broadcast attributes {
      description = "Indicates that vector broadcast operations should be lowered to\nfiner-grained vector primitives.\n\nThis is usally a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_contraction attributes {
      description = "Indicates that vector contraction-like operations should be lowered to\nfiner-grained vector primitives.\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "(`lowering_strategy` `=` custom<IntEnum>($lowering_strategy, \"dot llvmintr outerproduct parallelarith\", \"32\")^)? attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      optional_attributes = ["lowering_strategy"],
      cpp_default_values = {lowering_strategy = "vector::VectorContractLowering::OuterProduct"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::vector::VectorContractLoweringAttr>($_self))" {summary = "control the lowering of `vector.contract` operations."}
    irdl.attributes {"lowering_strategy" = %0}
  }
  irdl.operation @apply_patterns.vector.lower_create_mask attributes {
      description = "Indicates that vector create_mask-like operations should be lowered to\nfiner-grained vector primitives.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_gather attributes {
      description = "Indicates that vector.gather operations should be lowered to\nfiner-grained vector primitives.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_interleave attributes {
      description = "Indicates that vector interleave operations should be lowered to\nfiner-grained vector primitives.\n\nThis is usally a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_masked_transfers attributes {
      description = "Apply opt-in patterns that lower vector.mask operations surrounding\nside-effecting ops:\n  - MaskedTransferReadOpPattern\n  - MaskedTransferWriteOpPattern\n  - MaskedGatherOpPattern\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_masks attributes {
      description = "Indicates that vector.create_mask and vector.constant_mask operations\nshould be lowered to finer-grained vector primitives.\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_multi_reduction attributes {
      description = "Indicates that vector multi_reduction-like operations should be lowered to\nfiner-grained vector primitives.\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "(`lowering_strategy` `=` custom<IntEnum>($lowering_strategy, \"innerparallel innerreduction\", \"32\")^)? attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      optional_attributes = ["lowering_strategy"],
      cpp_default_values = {lowering_strategy = "vector::VectorMultiReductionLowering::InnerParallel"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::vector::VectorMultiReductionLoweringAttr>($_self))" {summary = "control the lowering of `vector.multi_reduction`."}
    irdl.attributes {"lowering_strategy" = %0}
  }
  irdl.operation @apply_patterns.vector.lower_outerproduct attributes {
      description = "Indicates that the vector outerproduct operations should be lowered to\nfiner-grained vector primitives.\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_scan attributes {
      description = "Indicates that vector.scan operations should be lowered to\nfiner-grained vector primitives.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_shape_cast attributes {
      description = "Indicates that vector shape_cast operations should be lowered to\nfiner-grained vector primitives.\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.lower_transfer attributes {
      description = "Indicates that vector transfer operations should be lowered to finer-grained\nvector primitives.\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "(`max_transfer_rank` `=` custom<TypedAttribute>($max_transfer_rank, \"i64\")^)? attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      default_values = {max_transfer_rank = "1 : i64"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    irdl.attributes {"max_transfer_rank" = %0}
  }
  irdl.operation @apply_patterns.vector.lower_transpose attributes {
      description = "Indicates that vector transpose-like operations should be lowered to\nfiner-grained vector primitives.\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "oilist ( `lowering_strategy` `=` custom<IntEnum>($lowering_strategy, \"eltwise llvmintr shuffle_1d shuffle_16x16\", \"32\") | `avx2_lowering_strategy` `=` $avx2_lowering_strategy ) attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      optional_attributes = ["lowering_strategy"],
      default_values = {avx2_lowering_strategy = "false"},
      cpp_default_values = {lowering_strategy = "vector::VectorTransposeLowering::EltWise"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::vector::VectorTransposeLoweringAttr>($_self))" {summary = "control the lowering of `vector.transpose` operations."}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    irdl.attributes {"lowering_strategy" = %0, "avx2_lowering_strategy" = %1}
  }
  irdl.operation @apply_patterns.vector.materialize_masks attributes {
      description = "Indicates that mask operations should be lowered to fine-grained arithemtic\noperations.\n\nThis is usually the last step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.rank_reducing_subview_patterns attributes {
      description = "Apply opt-in vector transfer permutation patterns that include:\n  - TransferReadDropUnitDimsPattern\n  - TransferWriteDropUnitDimsPattern\n\nThese patterns have the effect of rewriting a vector.transfer with unit\ndimensions into a rank-reduced version thanks to subview operations.\nThis is complemented by shape_cast folding patterns.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.reduction_to_contract attributes {
      description = "Apply opt-in patterns that convert reductions to contract:\n  - MultiReduceToContract\n  - CombineContractBroadcast\n  - CombineContractABTranspose\n  - CombineContractResultTranspose\n  - ReorderElementwiseOpsOnTranspose\n  - ReorderElementwiseOpsOnBroadcast\n  - ReorderCastOpsOnBroadcast\n\nThese patterns have the effect of rewriting a vector.multi_reduce into a\nvector.contract.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.rewrite_narrow_types attributes {
      description = "Indicates that vector narrow rewrite operations should be applied.\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.\n\nWarning: these patterns currently only work for little endian targets.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.sink_mem_ops attributes {
      description = "Patterns that replace redundant Vector Ops (followed by\n`vector.load`/`vector.store`) with either vector.load/vector.store or\n`memref.load`/`memref.store`. Currently limited to 1-element vectors.\n\nExample:\n```\nvector.load %arg0[%arg1] : memref<?xf32>, vector<4xf32>\nvector.extract %0[1] : f32 from vector<4xf32>\n```\nGets converted to:\n```\n%c1 = arith.constant 1 : index\n%0 = arith.addi %arg1, %c1 overflow<nsw> : index\n%1 = memref.load %arg0[%0] : memref<?xf32>\n```",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.sink_ops attributes {
      description = "Patterns that remove redundant Vector Ops by re-ordering them with\ne.g. elementwise Ops.\n\nExample:\n```\n%at = vector.transpose %a, [1, 0]: vector<4x2xf32> to vector<2x4xf32>\n%bt = vector.transpose %b, [1, 0]: vector<4x2xf32> to vector<2x4xf32>\n%r = arith.addf %at, %bt : vector<2x4xf32>\n```\ngets converted to:\n```\n%0 = arith.addf %a, %b : vector<4x2xf32>\n%r = vector.transpose %0, [1, 0] : vector<2x4xf32>\n```\nAt the moment, these patterns are limited to vector.broadcast,\nvector.transpose and vector.extract.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.split_transfer_full_partial attributes {
      description = "Indicates that vector transfer operations should be split to full and\npartial parts.\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "(`split_transfer_strategy` `=` custom<IntEnum>($split_transfer_strategy, \"none vector-transfer linalg-copy force-in-bounds\", \"32\")^)? attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      optional_attributes = ["split_transfer_strategy"],
      cpp_default_values = {split_transfer_strategy = "vector::VectorTransferSplit::LinalgCopy"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::vector::VectorTransferSplitAttr>($_self))" {summary = "control the splitting of `vector.transfer` operations into in-bounds and out-of-bounds variants."}
    irdl.attributes {"split_transfer_strategy" = %0}
  }
  irdl.operation @apply_patterns.vector.transfer_permutation_patterns attributes {
      description = "Apply opt-in vector transfer permutation patterns that include:\n  - TransferReadPermutationLowering\n  - TransferWritePermutationLowering\n  - TransferOpReduceRank\n  - TransferWriteNonPermutationLowering\n\nThese patterns have the effect of rewriting a vector.transfer with an\narbitrary permutation_map to a vector.transfer with a permutation_map that\nis a minor identity followed by a vector.transpose.\n\nIn other words, this makes the vector.transfer contiguous on the most minor\ndimensions and materializes the permutation_map as a vector.transpose.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.transfer_to_scf attributes {
      description = "Indicates that vector transfer operations should be rewritten with scf.for\nloops over finer-grained vector primitives.\n\nThis is usually a late step that is run after bufferization as part of the\nprocess of lowering to e.g. LLVM or NVVM.",
      assembly_format = "oilist ( `max_transfer_rank` `=` custom<TypedAttribute>($max_transfer_rank, \"i64\") | `full_unroll` `=` $full_unroll ) attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"],
      default_values = {max_transfer_rank = "1 : i64", full_unroll = "false"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    irdl.attributes {"max_transfer_rank" = %0, "full_unroll" = %1}
  }
  irdl.operation @apply_patterns.vector.unroll_from_elements attributes {
      description = "Indicates that vector from_elements operations should be unrolled\nalong the outermost dimension.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.vector.unroll_to_elements attributes {
      description = "Indicates that vector to_elements operations should be unrolled\nalong the outermost dimension.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.x86vector.sink_vector_producer_ops attributes {
      description = "Collect patterns to sink vector producer operations forward in a block to \n     place them immediately before their first use.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.x86vector.vector_contract_bf16_to_fma attributes {
      description = "Collect patterns to lower a BF16 type vector.contract operation\n    to a FMA via emulation lowering using BF16 packed operations.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.x86vector.vector_contract_to_fma attributes {
      description = "Collect patterns to lower a F32 type vector.contract operation to a FMA.",
      assembly_format = "attr-dict",
      ods_traits = ["PatternDescriptorOpInterface"]} {
  }
  irdl.operation @apply_patterns.x86vector.vector_contract_to_packed_type_dot_product attributes {
      description = "Collect patterns to lower a BF16/Int8 type vector.contract operation \nto a BF16/Int8 dot-product.",
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
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DictionaryAttr>($_self))" {summary = "dictionary of named attribute values"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, dynamic_options: variadic %3)
    irdl.results(result: %4)
    irdl.attributes {"pass_name" = %1, "options" = %2}
  }
  irdl.operation @bufferization.buffer_loop_hoisting attributes {
      description = "Hoist buffer allocations (\"memref.alloc\" and \"memref.alloca\") from loops\nwithin the targeted op. This transform assumes that there are no buffer\ndeallocation ops in the IR.\n\nThis transform reads the `target` handle and modifies the payload.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @bufferization.eliminate_empty_tensors attributes {
      description = "Try to eliminate all `tensor.empty` ops within the targeted op by replacing\nthem with another destination tensor.\n\n\"tensor.empty\" ops cannot be bufferized. They can either be converted to\n\"bufferization.alloc_tensor\" or replaced with another tensor (via this\ntransform). \"tensor.empty\" does not specify the contents of the returned\ntensor so their results can be replaced with arbitrary tensor values as long\nas the dimensions match.\n\nThis transformation looks for subset ops that insert a tensor that\noriginates from a \"tensor.empty\" (as per the reverse use-def chain). Such\n\"tensor.empty\" ops are replaced with the destination subset.\n\nExample:\n\n```\n%0 = tensor.empty() : tensor<5xf32>\n%1 = linalg.fill ... outs(%0)\n%2 = tensor.insert_slice %1 into %t[1][5][1]\n```\n\nIs rewritten with:\n```\n%0 = tensor.extract_slice %t[1][5][1]\n%1 = linalg.fill ... outs(%0)\n%2 = tensor.insert_slice %1 into %t[1][5][1]\n```\n\nIn the above example, the subset op is \"tensor.insert_slice\". When tracing\nback the reverse use-def chain of a the source, we end up at a\n\"tensor.empty\" op.\n\nThe above example can bufferize without an allocation (in the absence of\nother conflicts) because there is no longer a `tensor.empty` op.\n\nSee `-eliminate-empty-tensors` for more details.\n\n#### Return modes\n\nThis transform reads the target handle and modifies the payload. It does\nnot produce any handle.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @bufferization.empty_tensor_to_alloc_tensor attributes {
      description = "Replace a tensor.empty with a bufferization.tensor_alloc.\n\n#### Return modes\n\nThis operation consumes the `target` handle and produces the `transformed`\nhandle. `target` is expected to be a `tensor.empty` operation. The transform\nalways succeeds.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"tensor.empty\"))" {summary = "Transform IR handle to tensor.empty operations"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"bufferization.alloc_tensor\"))" {summary = "Transform IR handle to bufferization.alloc_tensor operations"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @bufferization.one_shot_bufferize attributes {
      description = "Indicates that the given `target` op should be bufferized with One-Shot\nBufferize. The bufferization can be configured with various attributes that\ncorresponding to options in `BufferizationOptions` and the\n`one-shot-bufferize` pass. More information can be found in the pass\ndocumentation.\n\nThe targeted ops must be modules or functions. This is because there is\nalways a single, bufferized replacement op for such targets.\n\nNote: Only ops that implement `BufferizableOpInterface` are bufferized. All\nother ops are ignored if `allow_unknown_ops`. If `allow_unknown_ops` is\nunset, this transform fails when an unknown/non-bufferizable op is found.\nMany ops implement `BufferizableOpInterface` via an external model. These\nexternal models must be registered when applying this transform op;\notherwise, said ops would be considered non-bufferizable.\n\n#### Return modes\n\nThis operation consumes the `target` handle and produces the `transformed`\nhandle.",
      assembly_format = "(`layout` `{` custom<IntEnum>($function_boundary_type_conversion, \"InferLayoutMap IdentityLayoutMap FullyDynamicLayoutMap\", \"32\")^ `}`)? $target attr-dict `:` functional-type($target, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface"],
      cpp_verifier = "TransformOneShotBufferize",
      optional_attributes = ["function_boundary_type_conversion"],
      default_values = {allow_return_allocs_from_loops = "false", allow_unknown_ops = "false", bufferize_function_boundaries = "false", dump_alias_sets = "false", test_analysis_only = "false", print_conflicts = "false", check_parallel_regions = "true", memcpy_op = "\"memref.copy\""}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::bufferization::LayoutMapOptionAttr>($_self))" {summary = "option for map layout"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %9 = irdl.base "#builtin.string" {summary = "string attribute"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %10)
    irdl.attributes {"function_boundary_type_conversion" = %1, "allow_return_allocs_from_loops" = %2, "allow_unknown_ops" = %3, "bufferize_function_boundaries" = %4, "dump_alias_sets" = %5, "test_analysis_only" = %6, "print_conflicts" = %7, "check_parallel_regions" = %8, "memcpy_op" = %9}
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
      cpp_verifier = "TransformCollectMatching",
      independent_variadics = ["results"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    irdl.operands(root: %0)
    irdl.results(results: variadic %2)
    irdl.attributes {"matcher" = %1}
  }
  irdl.operation @debug.emit_param_as_remark attributes {
      summary = "Prints the parameter as a diagnostic remark",
      description = "This operation emits a diagnostic remark containing the string form of the\nattributes associated with the parameter provided as attribute. It takes\nas optional arguments:\n  - an additional message text to prepend;\n  - a handle pointing to operations the location of which will be used to\n    emit the diagnostic; if multiple operations are associated, the\n    diagnostic is emitted for all of their respective locations.\n\nThis operation always succeeds.",
      assembly_format = "$param (`,` $message^)? (`at` $anchor^)?attr-dict `:` type($param) (`,` type($anchor)^)?",
      ods_traits = ["MatchOpInterface", "TransformOpInterface", "MemoryEffectOpInterface", "NavigationTransformOpTrait"],
      optional_attributes = ["message"],
      independent_variadics = ["anchor"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(param: %0, anchor: optional %1)
    irdl.attributes {"message" = %2}
  }
  irdl.operation @debug.emit_remark_at attributes {
      summary = "Print a message as diagnostic remark attached to payload",
      description = "This operation emits a diagnostic remark with the given message at the\nlocation of each payload object associated with the argument. The argument\nmay be an operation or a value handle.\n\nThis operation always succeeds.",
      assembly_format = "$at `,` $message attr-dict `:` type($at)",
      ods_traits = ["MatchOpInterface", "TransformOpInterface", "MemoryEffectOpInterface", "NavigationTransformOpTrait"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(at: %0)
    irdl.attributes {"message" = %1}
  }
  irdl.operation @dlti.query attributes {
      summary = "Return attribute (as param) associated to key via DTLI",
      description = "This op queries data layout and target information associated to payload\nIR by way of the DLTI dialect.\n\nA lookup is performed for the given `keys` at `target` op - or its closest\ninterface-implementing ancestor - by way of the `DLTIQueryInterface`, which\nreturns an attribute for a key. Each key should be either a (quoted) string\nor a type. If more than one key is provided, the lookup continues\nrecursively, now on the returned attributes, with the condition that these\nimplement the above interface. For example if the payload IR is\n\n```\nmodule attributes {#dlti.map = #dlti.map<#dlti.dl_entry<\"A\",\n                                 #dlti.map<#dlti.dl_entry<\"B\", 42: int>>>} {\n  func.func private @f()\n}\n```\nand we have that `%func` is a Tranform handle to op `@f`, then\n`transform.dlti.query [\"A\", \"B\"] at %func` returns 42 as a param and\n`transform.dlti.query [\"A\"] at %func` returns the `#dlti.map` attribute\ncontaining just the key \"B\" and its value. Using `[\"B\"]` or `[\"A\",\"C\"]` as\n`keys` will yield an error.\n\n#### Return modes\n\nWhen successful, the result, `associated_attr`, associates one attribute as\na param for each op in `target`'s payload.\n\nIf the lookup fails - as no DLTI attributes/interfaces are found or entries\nwith the right names are missing - a silenceable failure is returned.",
      assembly_format = "$keys `at` $target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "TransformEachOpTrait", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ArrayAttr>($_self))" {summary = "array attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(associated_attr: %2)
    irdl.attributes {"keys" = %1}
  }
  irdl.operation @foreach attributes {
      summary = "Executes the body for each element of the payload",
      description = "Execute the op's body - its single region block - exactly once per\nelement of the payload associated to a target handle. The body's\ntransformations are applied in order of appearance until reaching the\n(implicit) YieldOp terminator.\n\nEach iteration gets executed by co-indexing the payloads of the arguments\nand mapping the body's arguments to these tuples, as though iterating over\nthe zipped together `targets`. As such, in each iteration, the size of the\npayload of each of the body's block arguments is exactly one. The attribute\n`zip_shortest` can be used if the targets vary in their number of payloads;\nthis will limit the iterations to only the number of payloads found in the\nshortest target.\n\nThis op always reads the target handles. Furthermore, it consumes a handle\nif there is a transform op in the body that consumes the corresponding\nblock argument. Handles can point to ops, values, or parameters.\n\n#### Return Modes\n\nThis op produces as many result handles as the body's terminating YieldOp\nhas operands. For each result, the payloads of the corresponding YieldOp\noperand are merged and mapped to the same resulting handle.\n\nIf the target handles do not associate payloads of the same size, a\nsilencable failure will be generated.\n\nDuring application, if any transformation in the sequence fails, the entire\nsequence fails immediately with the same failure, leaving the payload IR in\na potentially invalid state, i.e., this operation offers no transformation\nrollback capabilities.",
      assembly_format = "$targets oilist(`with_zip_shortest` $with_zip_shortest) `:` type($targets) (`->` type($results)^)? $body attr-dict",
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
  irdl.operation @func.cast_and_call attributes {
      summary = "Casts values to the signature of a function and replaces them with a call",
      description = "This transform takes value handles to a set of `inputs` and `outputs` and\nattempts to cast them to the function signature of the attached function\nop, then builds a call to the function and replaces the users of the\noutputs. It is the responsibility of the user to ensure that the slice of\nthe program replaced by this operation makes sense, i.e. there is no\nverification that the inputs to this operation have any relation to the\noutputs outside of basic dominance requirements needed for the call.\n\nThe casting materialization functions are specified in the graph region of\nthis op. They must implement the `TypeConverterBuilderOpInterface`. The\norder of ops within the region is irrelevant.\n\nThe target function can be specified by a symbol name or by a handle to the\noperation.\n\nThis transform only reads the operand handles and only replaces the users of\nthe outputs with the results of the call. No handles are consumed and no\noperations are removed. Users are expected to run cleanup separately if\ndesired.\n\nWarning: The replacement of the uses of the outputs could invalidate certain\nrestricted value handle types (e.g. `transform.block_arg` if it existed, by\nreplacing the use with something not coming from a block argument). The\nvalue will still exist in such cases but wouldn't verify against the type.\nSee the discussion here for more information:\nhttps://github.com/llvm/llvm-project/pull/78398#discussion_r1455070087\n\nThis transform will emit a silenceable failure if:\n - The set of outputs isn't unique\n - The handle for the insertion point does not include exactly one operation\n - The insertion point op does not dominate any of the output users\n - The insertion point op is not dominated by any of the inputs\n - The function signature does not match the number of inputs/outputs\n\nThis transform will emit a definite failure if it fails to resolve the\ntarget function, or if it fails to materialize the conversion casts of\neither the inputs to the function argument types, or the call results to\nthe output types.",
      assembly_format = "($function_name^)? ($function^)? ( `(` $inputs^ `)` )? ( `->` $outputs^ )? (`after` $insert_after^):(`before`)? $insertion_point ($conversions^)? attr-dict `:` functional-type(operands, results)",
      traits = ["AttrSizedOperandSegments", "NoTerminator", "SingleBlock", "HasOnlyGraphRegion"],
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait", "RegionKindInterface"],
      cpp_verifier = "TransformCastAndCall",
      optional_attributes = ["insert_after", "function_name"],
      independent_variadics = ["inputs", "outputs", "function"],
      ods_notes = ["region 'conversions': region with at most 1 blocks (not checked)"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %7 = irdl.region {summary = "region with at most 1 blocks"}
    irdl.operands(insertion_point: %0, inputs: optional %2, outputs: optional %3, function: optional %5)
    irdl.results(result: %6)
    irdl.attributes {"insert_after" = %1, "function_name" = %4}
    irdl.regions(conversions: %7)
  }
  irdl.operation @func.deduplicate_func_args attributes {
      description = "This transform takes a module and a function name, and deduplicates\nthe arguments of the function. The function is expected to be defined in\nthe module.\n\nThis transform will emit a silenceable failure if:\n - The function with the given name does not exist in the module.\n - The function does not have duplicate arguments.\n - The function does not have a single call.",
      assembly_format = "$function_name `at` $module attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(module: %0)
    irdl.results(transformed_module: %2, transformed_function: %3)
    irdl.attributes {"function_name" = %1}
  }
  irdl.operation @func.replace_func_signature attributes {
      description = "This transform takes a module and a function name, and replaces the\nsignature of the function by reordering the arguments and results\naccording to the interchange arrays. The function is expected to be\ndefined in the module, and the interchange arrays must match the number\nof arguments and results of the function.\n\nThe `adjust_func_calls` attribute indicates whether the function calls\nshould be adjusted to match the new signature. If set to `true`, the\nfunction calls will be adjusted to match the new signature, otherwise\nthey will not be adjusted.\n\nThis transform will emit a silenceable failure if:\n - The function with the given name does not exist in the module.\n - The interchange arrays do not match the number of arguments/results.\n - The interchange arrays contain out of bound indices.",
      assembly_format = "$function_name `args_interchange` `=` custom<DenseArray>($args_interchange, \"32\") `results_interchange` `=` custom<DenseArray>($results_interchange, \"32\") `at` $module attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"],
      optional_attributes = ["adjust_func_calls"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(module: %0)
    irdl.results(transformed_module: %5, transformed_function: %6)
    irdl.attributes {"function_name" = %1, "args_interchange" = %2, "results_interchange" = %3, "adjust_func_calls" = %4}
  }
  irdl.operation @get_consumers_of_result attributes {
      summary = "Get handle to the consumers of this operation's result number",
      description = "The handle defined by this Transform op corresponds to all operations that\nconsume the SSA value defined by the `target` and `result_number`\narguments.\nThis operation applies to a single payload operation, otherwise it produces\na definite failure.\nThe return handle points to the consuming operations operations, which can\nbe empty.",
      assembly_format = "$target `[` custom<TypedAttribute>($result_number, \"i64\") `]` attr-dict `:` functional-type(operands, results)",
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
    %3 = irdl.base "#builtin.string" {summary = "string attribute"}
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
      assembly_format = "$target `[` custom<TypedAttribute>($operand_number, \"i64\") `]` attr-dict `:` functional-type(operands, results)",
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
  irdl.operation @gpu.map_forall_to_blocks attributes {
      description = "Target the gpu_launch op and rewrite the top level `scf.forall`\nto distributed gpu.block_id attribute. If `generate_gpu_launch` attribute\nis set, then first generates `gpu_launch` and moves the top level\n`scf.forall` inside.\n\nThe operation searches top level `scf.forall` ops under\n`gpu_launch` and maps each such op to GPU blocks. Mapping is\none-to-one and the induction variables of `scf.forall` are\nrewritten to gpu.block_id according to the `thread_dim_mapping` attribute.\n\nDynamic, `scf.forall` trip counts are currently not supported.\nDynamic block dim sizes are currently not supported.\n\nOnly **bufferized** scf.forall are currently supported.\nOnly scf.forall distributed to **at most 3 dimensions** are\ncurrently supported.\n\nThe operation alters the block size of the given gpu_launch using the\ngrid_dims argument.\n\n#### Return modes:\n\nThis operation ignores non-gpu_launch ops and drops them in the return.\n\nIf any scf.forall with tensors is found, the transform definitely\nfails.\n\nIf all the `scf.forall` operations contained within the LaunchOp\nreferred to by the `target` handle lower to GPU properly, the\ntransform succeeds. Otherwise the transform definitely fails.\n\nThe returned handle points to the same LaunchOp operand, consuming it and\nproducing a new SSA value to satisfy chaining and linearity of the IR\nproperties.",
      assembly_format = "$target (`generate_gpu_launch` $generate_gpu_launch^)? (`grid_dims` `=` custom<DenseArray>($grid_dims)^)? attr-dict `:` functional-type($target, $result)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"],
      cpp_verifier = "TransformMapForallToBlocks",
      optional_attributes = ["grid_dims", "generate_gpu_launch"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %3)
    irdl.attributes {"grid_dims" = %1, "generate_gpu_launch" = %2}
  }
  irdl.operation @gpu.map_nested_forall_to_threads attributes {
      description = "Target the `gpu.launch op` and rewrite all `scf.forall` nested in it to\ndistributed `gpu.thread_id` attribute.\n\nThe operation searches for `scf.forall` ops nested under `target` and maps\neach such op to GPU threads.\n\n`scf.forall` induction variables are rewritten to `gpu.thread_id` according\nto the `mapping` attribute.\n\nDifferent types of mappings attributes are supported:\n  - the block_dims is a list of integers that specifies the number of\n    threads in each dimension. This is a mandatory attribute that is used\n    to constrain the number of threads in each dimension. If an\n    `scf.forall` op is mapped to fewer threads, predication occurs.\n  - the warp_dims is a list of integers that specifies the number of\n    warps in each dimension. This is an optional attribute that is used\n    to constrain the number of warps in each dimension. When present, this\n    attribute must be specified in a way that is compatible with the\n    block_dims attribute. If an `scf.forall` op is mapped to fewer warps,\n    predication occurs.\n\nDynamic `scf.forall` trip counts are currently not supported.\nDynamic block dim sizes are currently not supported.\n\nOnly **bufferized** `scf.forall` are currently supported.\nOnly `scf.forall` distributed to **at most 3 dimensions** are\ncurrently supported.\n\nThe `sync_after_distribute`attribute controls whether a `gpu.barrier` is\ninserted after each scf.forall op. At this time, this is an all or nothing\nchoice. This will need to be tightened in the future.\n\nThe operation alters the block size of the given gpu_launch using the\nmandatory block_dims argument.\n\n#### Return modes:\n\nThis operation ignores non-`gpu_launch` ops and drops them in the return.\n\nIf any scf.forall with tensors is found, the transform definitely\nfails.\n\nIf all the `scf.forall` operations with gpu.thread mapping contained\nwithin the `LaunchOp` referred to by the `target` handle lower to GPU\nproperly, the transform succeeds. Otherwise the transform definitely\nfails.\n\nscf.forall operations with mappings other than gpu.thread are\nignored.\n\nThe returned handle points to the same LaunchOp operand, consuming it and\nproducing a new SSA value to satisfy chaining and linearity of the IR\nproperties.\n\n#### Example:\n\n```\ngpu.launch blocks(%bx, %by, %bz) in (%x = %0, %y = %1, %z = %2)\n           threads(%tx, %ty, %tz) in (%tx = %3, %ty = %4, %tz = %5) {\n  scf.forall (%i, %j) in (7, 9) {\n    ... // body 1\n  } {mapping = [#gpu.thread<x>, #gpu.thread<y>, #gpu.thread<z>]}\n  scf.forall (%i) in (12) {\n    ... // body 2\n  } {mapping = [#gpu.thread<x>]}\n  gpu.terminator\n}\n```\n\nis translated to:\n\n```\n%bdimX = arith.constant 12 : index\n%bdimY = arith.constant 9 : index\ngpu.launch blocks(%bx, %by, %bz) in (%x = %0, %y = %1, %z = %2)\n       threads(%tx, %ty, %tz) in (%tx = %bdimX, %ty = %bdimY, %tz = %5) {\n  if (threadIdx.x < 9 && threadIdx.y < 7) {\n    ... // body 1\n  }\n  gpu.barrier\n  if (threadIdx.y < 1) {\n    ... // body 2\n  }\n  gpu.barrier\n  gpu.terminator\n}\n```",
      assembly_format = "$target `block_dims` `=` custom<DenseArray>($block_dims) (`sync_after_distribute` `=` $sync_after_distribute^)? (`warp_size` `=` custom<TypedAttribute>($warp_size, \"i64\")^)? attr-dict `:` functional-type($target, $result)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface"],
      default_values = {block_dims = "array<i64>", sync_after_distribute = "true", warp_size = "32 : i64"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %4)
    irdl.attributes {"block_dims" = %1, "sync_after_distribute" = %2, "warp_size" = %3}
  }
  irdl.operation @include attributes {
      summary = "Includes a named transform sequence",
      description = "The application of this transform operation is equivalent to applying the\noperations contained in the named transform sequence with operands being\nremapped to block arguments. The behavior of the operation when a\ntransformation in the included named sequence produces a silenceable error\nis controlled by the `failure_propagation_mode` attribute. When set to\n`propagate`, the failure of any nested transformation in the sequence\nimplies immediate failure of the entire sequence with a silenceable error,\nand no further transformation is attempted. When set to `suppress`,\nsilenceable errors in nested operations are ignored and further\ntransformations are applied. Beware that even silenceable errors may leave\nthe payload IR in a state unsuitable for further transformations. It is the\nresponsibility of the user to ensure the following transformations are\nrobust enough when errors are suppressed. Definite errors are propagated\nimmediately regardless of the mode. The objects associated with the results\nof this operation are the same as those associated with the operands of the\n`transform.yield` in the referenced named sequence.",
      assembly_format = "$target `failures` `(` custom<IntEnum>($failure_propagation_mode, \"propagate=1 suppress=2\", \"32\") `)``(` $operands `)` attr-dict `:` functional-type($operands, $results)",
      ods_traits = ["CallOpInterface", "MatchOpInterface", "MemoryEffectOpInterface", "SymbolUserOpInterface", "TransformOpInterface"],
      cpp_verifier = "TransformInclude",
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
  irdl.operation @irdl.collect_matching attributes {
      summary = "Finds ops that match the IRDL definition without registering them.",
      assembly_format = "`in` $root `:` functional-type(operands, results) attr-dict-with-keyword regions",
      traits = ["SymbolTable", "NoTerminator"],
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformIRDLCollectMatching"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(root: %0)
    irdl.results(matched: %1)
    irdl.regions(body: %2)
  }
  irdl.operation @loop.coalesce attributes {
      summary = "Coalesces the perfect loop nest enclosed by a given loop",
      description = "Given a perfect loop nest identified by the outermost loop,\nperform loop coalescing in a bottom-up one-by-one manner.\n\n#### Return modes\n\nThe return handle points to the coalesced loop if coalescing happens, or\nthe given input loop if coalescing does not happen.",
      assembly_format = "$target attr-dict `:` functional-type($target, $transformed)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @loop.forall_to_for attributes {
      summary = "Converts scf.forall into a nest of scf.for operations",
      description = "Converts the `scf.forall` operation pointed to by the given handle into a\nset of nested `scf.for` operations. Each new operation corresponds to one\ninduction variable of the original \"multifor\" loop.\n\nThe operand handle must be associated with exactly one payload operation.\n\nLoops with shared outputs are currently not supported.\n\n#### Return Modes\n\nConsumes the operand handle. Produces a silenceable failure if the operand\nis not associated with a single `scf.forall` payload operation.\nReturns as many handles as the given `forall` op has induction variables\nthat are associated with the generated `scf.for` loops.\nProduces a silenceable failure if another number of resulting handles is\nrequested.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface"],
      independent_variadics = ["transformed"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: variadic %1)
  }
  irdl.operation @loop.forall_to_parallel attributes {
      summary = "Converts scf.forall into a nest of scf.for operations",
      description = "Converts the `scf.forall` operation pointed to by the given handle into an\n`scf.parallel` operation.\n\nThe operand handle must be associated with exactly one payload operation.\n\nLoops with outputs are not supported.\n\n#### Return Modes\n\nConsumes the operand handle. Produces a silenceable failure if the operand\nis not associated with a single `scf.forall` payload operation.\nReturns a handle to the new `scf.parallel` operation.\nProduces a silenceable failure if another number of resulting handles is\nrequested.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface"],
      independent_variadics = ["transformed"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: variadic %1)
  }
  irdl.operation @loop.fuse_sibling attributes {
      summary = "Fuse a loop into another loop, assuming the fusion is legal.",
      description = "Fuses the `target` loop into the `source` loop assuming they are\nindependent of each other. In the fused loop, the arguments, body and\nresults of `target` are placed _before_ those of `source`.\n\nFor fusion of two `scf.for` loops, the bounds and step size must match. For\nfusion of two `scf.forall` loops, the bounds and the mapping must match.\nOtherwise a silencable failure is produced.\n\nThe `target` and `source` handles must refer to exactly one operation,\notherwise a definite failure is produced. It is the responsibility of the\nuser to ensure that the `target` and `source` loops are independent of each\nother -- this op will only perform rudimentary legality checks.\n\n#### Return modes\n\nThis operation consumes the `target` and `source` handles and produces the\n`fused_loop` handle, which points to the fused loop.",
      assembly_format = "$target `into` $source attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, source: %1)
    irdl.results(fused_loop: %2)
  }
  irdl.operation @loop.hoist_loop_invariant_subsets attributes {
      summary = "Hoist loop invariant subset ops",
      description = "This transform hoists loop-invariant subset ops out of the targeted\nloop-like op. It looks for matching subset extraction/insertion op pairs and\nhoists them. The loop body operates on a newly introduced region iter_arg.\n\nSubset ops are hoisted only from the targeted op. If subset ops should be\nhoisted from an entire loop nest, this transformation must be applied to\neach loop-like op of the loop nest, starting with the innermost loop and\nending with the outermost loop.\n\nExample:\n```\n%r = scf.for ... iter_args(%t = %a) -> (tensor<?xf32>) {\n  %0 = tensor.extract_slice %t[0][5][1] : tensor<?xf32> to tensor<5xf32>\n  %1 = \"test.foo\"(%0) : (tensor<5xf32>) -> (tensor<5xf32>)\n  %2 = tensor.insert_slice %1 into %t[0][5][1]\n      : tensor<5xf32> into tensor<?xf32>\n  scf.yield %2 : tensor<?xf32>\n}\n```\nIs transformed to:\n```\n%0 = tensor.extract_slice %a[0][5][1] : tensor<?xf32> to tensor<5xf32>\n%new_loop:2 = scf.for ... iter_args(%t = %a, %h = %0) -> (tensor<?xf32>) {\n  %1 = \"test.foo\"(%h) : (tensor<5xf32>) -> (tensor<5xf32>)\n  scf.yield %t, %2 : tensor<?xf32>, tensor<5xf32>\n}\n%r = tensor.insert_slice %new_loop#1 into %new_loop#0\n    : tensor<5xf32> into tensor<?xf32>\n```\n\nSubset ops are hoisted only if there are no conflicting subset ops. E.g.,\nif there were a second overlapping extraction in the above example, no ops\ncould be hoisted safely.\n\nThis transform reads the target handle and modifies the payload. This\ntransform does not invalidate any handles, but loop-like ops are replaced\nwith new loop-like ops when a subset op is hoisted. The transform rewriter\nupdates all handles accordingly.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "TransformEachOpTrait", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @loop.outline attributes {
      summary = "Outlines a loop into a named function",
      description = "Moves the loop into a separate function with the specified name and replaces\nthe loop in the Payload IR with a call to that function. Takes care of\nforwarding values that are used in the loop as function arguments. If the\noperand is associated with more than one loop, each loop will be outlined\ninto a separate function. The provided name is used as a _base_ for forming\nactual function names following `SymbolTable` auto-renaming scheme to avoid\nduplicate symbols. Expects that all ops in the Payload IR have a\n`SymbolTable` ancestor (typically true because of the top-level module).\n\n#### Return Modes\n\nReturns a handle to the list of outlined functions and a handle to the\ncorresponding function call operations in the same order as the operand\nhandle.\n\nProduces a definite failure if outlining failed for any of the targets.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(function: %2, call: %3)
    irdl.attributes {"func_name" = %1}
  }
  irdl.operation @loop.parallel_for_to_nested_fors attributes {
      summary = "Converts scf.parallel into a nest of scf.for operations",
      description = "Converts the `scf.parallel` operation pointed to by the given handle into a\nset of nested `scf.for` operations. Each new operation corresponds to one\ndimension of the original parallel loop.\n\nThe operand handle must be associated with exactly one payload operation.\n\nLoops with shared outputs are currently not supported.\n\n#### Return Modes\n\nConsumes the operand handle. Produces a silenceable failure if the operand\nis not associated with a single `scf.parallel` payload operation.\nReturns as many handles as the given `parallel` op has dimensions that are\nassociated with the generated `scf.for` loops.\nProduces a silenceable failure if another number of resulting handles is\nrequested.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface"],
      independent_variadics = ["transformed"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: variadic %1)
  }
  irdl.operation @loop.peel attributes {
      summary = "Peels the first or last iteration of the loop",
      description = "Rewrite the given loop with a main loop and a partial (first or last) loop.\nWhen the `peelFront` option is set to true, the first iteration is peeled off.\nOtherwise, updates the given loop so that its step evenly divides its range and puts\nthe remaining iteration into a separate loop or a conditional.\n\nIn the absence of sufficient static information, this op may peel a loop,\neven if the step always divides the range evenly at runtime.\n\n#### Return modes\n\nThis operation ignores non-scf::ForOp ops and drops them in the return.\nThe op returns two loops, the peeled loop which has trip count divisible\nby the step, and the remainder loop.\n\nWhen `peelFront` is true, the first result (remainder loop) executes all\nbut the first iteration of the target loop. The second result (peeled\nloop) corresponds to the first iteration of the loop which can be\ncanonicalized away in the following optimizations.\n\nWhen `peelFront` is false, the first result (peeled loop) is the portion\nof the target loop with the highest upper bound that is divisible by the\nstep. The second result (remainder loop) contains the remaining iterations. \n\nNote that even though the Payload IR modification may be performed\nin-place, this operation consumes the operand handle and produces a new one.\n\n#### Return Modes\n\nProduces a definite failure if peeling fails.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"],
      default_values = {peel_front = "false", fail_if_already_divisible = "false"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"scf.for\"))" {summary = "Transform IR handle to scf.for operations"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(peeled_loop: %3, remainder_loop: %4)
    irdl.attributes {"peel_front" = %1, "fail_if_already_divisible" = %2}
  }
  irdl.operation @loop.pipeline attributes {
      summary = "Applies software pipelining to the loop",
      description = "Transforms the given loops one by one to achieve software pipelining for\neach of them. That is, performs some amount of reads from memory before the\nloop rather than inside the loop, the same amount of writes into memory\nafter the loop, and updates each iteration to read the data for a following\niteration rather than the current one.\n\nThe amount is specified by the attributes.\n\nThe values read and about to be stored are transferred as loop iteration\narguments. Currently supports memref and vector transfer operations as\nmemory reads/writes.\n\n#### Return modes\n\nThis operation ignores non-scf::For ops and drops them in the return.\nIf all the operations referred to by the `target` PDLOperation pipeline\nproperly, the transform succeeds. Otherwise the transform produces a\nsilenceable failure.  The return handle points to only the subset of\nsuccessfully produced pipelined loops, which can be empty.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"],
      default_values = {iteration_interval = "1 : i64", read_latency = "10 : i64"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"scf.for\"))" {summary = "Transform IR handle to scf.for operations"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %3)
    irdl.attributes {"iteration_interval" = %1, "read_latency" = %2}
  }
  irdl.operation @loop.promote_if_one_iteration attributes {
      summary = "Promote loop if it has one iteration",
      description = "Promotes the given target loop op if it has a single iteration. I.e., the\nloop op is removed and only the body remains.\n\n#### Return modes\n\nThis transform fails if the target is mapped to ops that are loops. Ops are\nconsidered loops if they implement the `LoopLikeOpInterface`. Otherwise,\nthis transform always succeeds. The transform consumes the target handle and\nmodifies the payload.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @loop.unroll attributes {
      summary = "Unrolls the given loop with the given unroll factor",
      description = "Unrolls each loop associated with the given handle to have up to the given\nnumber of loop body copies per iteration. If the unroll factor is larger\nthan the loop trip count, the latter is used as the unroll factor instead.\n\n#### Return modes\n\nThis operation ignores non-`scf.for`, non-`affine.for` ops and drops them\nin the return. If all the operations referred to by the `target` operand\nunroll properly, the transform succeeds. Otherwise the transform produces a\nsilenceable failure.\n\nDoes not return handles as the operation may result in the loop being\nremoved after a full unrolling.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()))" {summary = "64-bit signless integer attribute whose value is positive"}
    irdl.operands(target: %0)
    irdl.attributes {"factor" = %1}
  }
  irdl.operation @loop.unroll_and_jam attributes {
      summary = "Unrolls and jam the given loop with the given unroll factor",
      description = "Unrolls & jams each loop associated with the given handle to have up to the given\nnumber of loop body copies per iteration. If the unroll factor is larger\nthan the loop trip count, the latter is used as the unroll factor instead.\n\n#### Return modes\n\nThis operation ignores non-`scf.for`, non-`affine.for` ops and drops them\nin the return. If all the operations referred to by the `target` operand\nunroll properly, the transform succeeds. Otherwise the transform produces a\nsilenceable failure.\n\nDoes not return handles as the operation may result in the loop being\nremoved after a full unrolling.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()))" {summary = "64-bit signless integer attribute whose value is positive"}
    irdl.operands(target: %0)
    irdl.attributes {"factor" = %1}
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
      assembly_format = "custom<IntEnum>($predicate, \"eq ne lt le gt ge\", \"32\") $param `,` $reference attr-dict `:` type($param)",
      traits = ["SameTypeOperands"],
      ods_traits = ["TransformOpInterface", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::MatchCmpIPredicateAttr>($_self))" {summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5"}
    irdl.operands(param: %0, reference: %1)
    irdl.attributes {"predicate" = %2}
  }
  irdl.operation @match.structured attributes {
      summary = "Matches a structured (linalg) operation with additional conditions",
      description = "Checks if the payload operation associated with the operand handle is a\nstructured operation, that is, an operation that implements\n`LinalgOpInterface`, and that all conditions listed in the body of this\noperation are satisfied. Produces a silenceable failure if the payload\noperation is not structured.\n\nThe transform operations nested in the body region are applied one by one.\nIf any of them produces a failure, silenceable or definite, the following\noperations are not applied. If the failure propagation mode is \"propagate\",\nsilenceable failures are forwarded as the result of this operation. If it is\n\"suppress\", they are ignored and this operation immediately succeeds.\nDefinite failures are always propagated immediately.\n\nIn case of success, the transform values produced by this operation are\nassociated with the same payload as the operands of the block terminator. If\nany of the nested operations produced a silenceable failure, regardless of\nthe failure propagation mode, the transform values produced by this\noperation that correspond to the already defined terminator operands are\nassociated with the same payload as the already defined terminator operands.\nOther values produced by this operation are associated with empty payloads.\n\nIf the failure propagation mode is not specified, it is considered\n\"propagate\" by default. The \"suppress\" mode can be used to specify optional\nmatches.\n\n#### Return modes\n\nThis operation only reads all operand handles and produces all resulting\nhandles. It succeeds in \"propagate\" mode if the payload operation is a\nstructured operation and if all the nested operations succeed. It succeeds\nin \"suppress\" mode as long as the operand handle is associated with exactly\none payload operation. It produces a definite failure when the handle is\nnot associated with exactly one payload operation.",
      ods_assembly_format = "(`failures` `(` custom<IntEnum>($failure_propagation_mode, \"propagate=1 suppress=2\", \"32\")^ `)`)?$current `:` custom<SemiFunctionType>(type($current), type($outputs))attr-dict-with-keyword regions",
      traits = ["SingleBlockImplicitTerminator<transform.match.structured.yield>"],
      ods_traits = ["MatchOpInterface", "MemoryEffectOpInterface", "SingleOpMatcher"],
      cpp_verifier = "TransformMatchStructured",
      optional_attributes = ["failure_propagation_mode"],
      independent_variadics = ["outputs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::FailurePropagationModeAttr>($_self))" {summary = "Silenceable error propagation policy"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(current: %0)
    irdl.results(outputs: variadic %2)
    irdl.attributes {"failure_propagation_mode" = %1}
    irdl.regions(body_region: %3)
  }
  irdl.operation @match.structured.body attributes {
      summary = "Checks if the body of the structured op satisfies some criteria",
      description = "Checks if the body of the structured payload op satisfies one of the\nfollowing mutually exclusive criteria specified by attributes:\n\n  * `reduction_position`: the body of the structured payload op implements\n    a reduction of the `n`-th operand (`n` is the value of the attribute)\n    using a single combiner operation;\n\n  * `passthrough`: the body of the structured payload op only forwards\n    inputs to the outputs (copy or broadcast).\n\n  * `elementwise`: the body of the structured payload op represents an\n    elementwise operation.\n\n  * `contraction`: the body of the structured payload op is a contraction\n    of the form `<red>(<elem>(bbarg0, bbarg1), bbarg2)` where `<elem>` and\n    `<red>` are binary operations whose names are specified in the attribute\n    and operands can be permuted and optionally forwarded through a chain of\n    unary side effect-free operations.\n\n\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if the operation body satisfies the specified criteria, produces a\nsilenceable failure otherwise. Produces a definite failure if the operand is\nnot associated with a single payload op.",
      assembly_format = "$operand_handle attr-dict `:` type($operand_handle)",
      ods_traits = ["SingleOpMatcher", "StructuredPredicate", "MatchOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformMatchStructuredBody",
      optional_attributes = ["reduction_position", "passthrough", "elementwise", "contraction"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    irdl.operands(operand_handle: %0)
    irdl.attributes {"reduction_position" = %1, "passthrough" = %2, "elementwise" = %3, "contraction" = %4}
  }
  irdl.operation @match.structured.classify_contraction_dims attributes {
      summary = "Checks if an operation has contraction-like dimensions and returns them",
      description = "Checks if the structured payload op has contraction-like dimensions as\nfollows:\n\n  C(batch, m, n) += A(batch, m, k) * B(batch, k, n)\n\nThat is:\n\n  - 'batch' are parallel dimensions used in inputs and result;\n  - 'm' are parallel dimensions used in the LHS and result;\n  - 'n' are parallel dimensions used in rhe RHS and result;\n  - 'k' are reduction dimensions present only in LHS and RHS.\n\nNote that this doesn't check the operation in the body.\n\n\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if the operation has the contraction-like dimensions, produces a\nsilenceable failure otherwise.",
      assembly_format = "$operand_handle attr-dict `:` functional-type(operands, results)",
      ods_traits = ["SingleOpMatcher", "StructuredPredicate", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(operand_handle: %0)
    irdl.results(batch: %1, m: %2, n: %3, k: %4)
  }
  irdl.operation @match.structured.classify_convolution_dims attributes {
      summary = "Checks if an operation has convolution-like dimensions and returns them",
      description = "Checks if the structured payload op has convolution-like dimensions as\nfollows:\n\n  C(batch, depth, oi, oc) += A(batch, depth, oi, ic) * B(fl, depth, ic, oc)\n\nThat is:\n\n  - 'batch' are parallel dimensions used in the input and result;\n  - 'output_image' ('oi') are parallel dimensions used in the input and result;\n  - 'output_channel' ('oc') are parallel dimensions used in the filter and result;\n  - 'filter_loop' ('fl') are reduction dimensions representing the dimensions of the sliding window;\n  - 'input_channel' ('ic') are reduction dimensions present only in the input and filter.\n  - 'depth' ('ic') are parallel dimensions present in the input, filter, and output.\n\nAdditionally this will match stride and dilation information for the convolution:\n  - 'strides' are the static strides per convolution window dimension;\n  - 'dilations' are the static dilations per convolution window dimension.\n\nNote that this doesn't check the operation in the body.\n\n\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if the operation has the convolution-like dimensions, produces a\nsilenceable failure otherwise.",
      assembly_format = "$operand_handle attr-dict `:` functional-type(operands, results)",
      ods_traits = ["SingleOpMatcher", "StructuredPredicate", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(operand_handle: %0)
    irdl.results(batch: %1, output_image: %2, output_channel: %3, filter_loop: %4, input_channel: %5, depth: %6, strides: %7, dilations: %8)
  }
  irdl.operation @match.structured.dim attributes {
      summary = "Checks if the dimensions of the structured op satisfy some criteria",
      description = "Checks if the dimensions (loop ranges) of the structured payload op satisfy\nthe criteria specified as attributes. May capture the numeric value of the\ndimension into a parameter that it returns.\n\n\n The following dimension specifications are supported:\n\n  * `all`: all dimensions are checked and captured;\n  * list of integers: the listed dimensions are checked and captured;\n  * `except(` list of integers `)`: all dimensions except the\n    specified ones are checked and captured.\n\nNegative indexes are interpreted by counting values from the last one\n(similarly to Python). For example, `-1` means the last dimension and\n`except(-1)` means all dimensions but the last. Indexes must be unique,\nincluding after interpretation of negative ones.\n\nProduces a silenceable failure in case of index overflow, including backward\ncounting.\n\n\nThe following mutually exclusive conditions are available as unit\nattributes:\n\n  * `parallel`: the dimension corresponds to a parallel loop;\n  * `reduction`: the dimension corresponds to a reduction loop.\n\nIf the result type is specified, associates the parameter with the (static)\nvalues of dimensions in the same order as listed and preserving the natural\norder for `all` and `except`. Specifically, if `-1, -2` are specified, the\nparameter will be associated with the value of the second-to-last dimension\nfollowed by the last dimension. If the dimension is dynamic, the parameter\nwill contain a negative value corresponding to kDynamic in C++.\n\n\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if the specified dimensions satisfy the specified criteria,\nproduces a silenceable failure otherwise. Produces a definite failure if\nthe operand is not associated with a single payload op.",
      ods_assembly_format = "$operand_handle `[`custom<TransformMatchDims>($raw_dim_list, $is_inverted, $is_all)`]` attr-dict `:` custom<SemiFunctionType>(type($operand_handle), type($result))",
      ods_traits = ["StructuredPredicate", "SingleOpMatcher", "MatchOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformMatchStructuredDim",
      optional_attributes = ["is_inverted", "is_all", "parallel", "reduction"],
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(operand_handle: %0)
    irdl.results(result: optional %6)
    irdl.attributes {"raw_dim_list" = %1, "is_inverted" = %2, "is_all" = %3, "parallel" = %4, "reduction" = %5}
  }
  irdl.operation @match.structured.elemental_bitwidth attributes {
      summary = "Captures the bitwidth of the value's elemental type as a parameter",
      description = "Produces a transform dialect parameter associated with the bitwidth of the\nelemental type of the payload value passed as the operand.\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if the operand is associated with exactly one payload value of\n`ShapedType`. Produces a silenceable failure otherwise.",
      assembly_format = "$operand_handle attr-dict `:` functional-type(operands, results)",
      ods_traits = ["SingleValueMatcher", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(operand_handle: %0)
    irdl.results(result: %1)
  }
  irdl.operation @match.structured.init attributes {
      summary = "Captures init operand(s) of a structured operation",
      description = "Produces a transform dialect value depending on the result type:\n  - If the result type is a value handle, it will be associated with the init\n    operand(s) of the payload operation associated with the operand handle.\n  - If the result type is an operation handle, it will be associated with the\n    operation defining the init operand(s) of the payload operation associated\n    with the operand handle.\n  - If the result type is an affine map parameter type, it will be associated\n    with the indexing map that corresponds to the init operand(s) of the\n    payload operation associated with the operand handle.\n\nFor example, given the following operation:\n\n```mlir\n%arg3 = linalg.fill\nlinalg.matmul ins(%arg1, %arg2 : ...) outs(%arg3 : ...)\n```\n\nin case of a successful match for init operand 0 this operation will return,\nfor each of the respective cases above:\n\n  - A handle to `%arg3` if the result is a value handle.\n  - A handle to `linalg.fill` if the result is an operation handle.\n  - A parameter containing the result map of the matrix multiplication, i.e.\n    `affine_map<(d0, d1, d2) -> (d0, d1)>` if the result is an affine\n    map parameter.\n\nThe match succeeds if the conditions specified as attributes succeed.\n\n\n The following init specifications are supported:\n\n  * `all`: all inits are checked and captured;\n  * list of integers: the listed inits are checked and captured;\n  * `except(` list of integers `)`: all inits except the\n    specified ones are checked and captured.\n\nNegative indexes are interpreted by counting values from the last one\n(similarly to Python). For example, `-1` means the last init and\n`except(-1)` means all inits but the last. Indexes must be unique,\nincluding after interpretation of negative ones.\n\nProduces a silenceable failure in case of index overflow, including backward\ncounting.\n\n\n\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if all init(outs) indexes are in bounds, produces a silenceable\nfailure otherwise. Additionally, when the result is an operation handle,\nproduces a silenceable failure if the init(outs) specification defines\nmore than one init(outs) or if the operand is not an operation result.",
      ods_assembly_format = "$operand_handle `[`custom<TransformMatchDims>($raw_position_list, $is_inverted, $is_all)`]` attr-dict `:` custom<SemiFunctionType>(type($operand_handle), type($result))",
      ods_traits = ["StructuredPredicate", "SingleOpMatcher", "MatchOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformMatchStructuredInit",
      optional_attributes = ["is_inverted", "is_all", "permutation", "projected_permutation"],
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.c_pred "(((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))) || ((::llvm::isa<::mlir::transform::AffineMapParamType>($_self)))" {summary = "transform operation or value handle or "}
    irdl.operands(operand_handle: %0)
    irdl.results(result: optional %6)
    irdl.attributes {"raw_position_list" = %1, "is_inverted" = %2, "is_all" = %3, "permutation" = %4, "projected_permutation" = %5}
  }
  irdl.operation @match.structured.input attributes {
      summary = "Captures input operand(s) of a structured operation",
      description = "Produces a transform dialect value depending on the result type:\n\n  - If the result type is a value handle, it will be associated with the input\n    operand(s) of the payload operation associated with the operand handle.\n  - If the result type is an operation handle, it will be associated with the\n    operation defining the input operand(s) of the payload operation associated\n    with the operand handle.\n  - If the result type is an affine map parameter type, it will be associated\n    with the indexing map that corresponds to the input operand(s) of the\n    payload operation associated with the operand handle.\n\nFor example, given the following operation:\n\n```mlir\n%arg1 = some.op\nlinalg.matmul ins(%arg1, %arg2 : ...) outs(%arg3 : ...)\n```\n\nin case of a successful match for operand 0 this operation will return, for\neach of the respective cases above:\n\n  - A handle to `%arg1` if the result is a value handle.\n  - A handle to `some.op` if the result is an operation handle.\n  - A parameter containing the LHS map of the matrix multiplication, i.e.\n    `affine_map<(d0, d1, d2) -> (d0, d2)>` if the result is an affine\n    map parameter.\n\nThe match succeeds if the conditions specified as attributes succeed.\n\n\n The following input specifications are supported:\n\n  * `all`: all inputs are checked and captured;\n  * list of integers: the listed inputs are checked and captured;\n  * `except(` list of integers `)`: all inputs except the\n    specified ones are checked and captured.\n\nNegative indexes are interpreted by counting values from the last one\n(similarly to Python). For example, `-1` means the last input and\n`except(-1)` means all inputs but the last. Indexes must be unique,\nincluding after interpretation of negative ones.\n\nProduces a silenceable failure in case of index overflow, including backward\ncounting.\n\n\n\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if all input indexes are in bounds, produces a silenceable failure\notherwise. Additionally, when the result is an operation handle, produces a\nsilenceable failure if the input specification defines more than one input\nor if the operand is not an operation result.",
      ods_assembly_format = "$operand_handle `[`custom<TransformMatchDims>($raw_position_list, $is_inverted, $is_all)`]` attr-dict `:` custom<SemiFunctionType>(type($operand_handle), type($result))",
      ods_traits = ["StructuredPredicate", "SingleOpMatcher", "MatchOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformMatchStructuredInput",
      optional_attributes = ["is_inverted", "is_all", "permutation", "projected_permutation"],
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.c_pred "(((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))) || ((::llvm::isa<::mlir::transform::AffineMapParamType>($_self)))" {summary = "transform operation or value handle or "}
    irdl.operands(operand_handle: %0)
    irdl.results(result: optional %6)
    irdl.attributes {"raw_position_list" = %1, "is_inverted" = %2, "is_all" = %3, "permutation" = %4, "projected_permutation" = %5}
  }
  irdl.operation @match.structured.num_inits attributes {
      summary = "Captures the number of init(outs) operands of a structuredoperation as parameter",
      description = "Produces a transform dialect parameter value associated with an integer\nattribute containing the number of init(outs) operands of the payload\noperation associated with the operand handle.\n\n\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if the operand is associated with exactly one structured payload\noperation. Produces a silenceable failure otherwise.",
      assembly_format = "$operand_handle attr-dict `:` functional-type(operands, results)",
      ods_traits = ["StructuredPredicate", "SingleOpMatcher", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(operand_handle: %0)
    irdl.results(result: %1)
  }
  irdl.operation @match.structured.num_inputs attributes {
      summary = "Captures the number of input operands of a structured operation as parameter",
      description = "Produces a transform dialect parameter value associated with an integer\nattribute containing the number of input operands of the payload operation\nassociated with the operand handle.\n\n\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if the operand is associated with exactly one structured payload\noperation. Produces a silenceable failure otherwise.",
      assembly_format = "$operand_handle attr-dict `:` functional-type(operands, results)",
      ods_traits = ["StructuredPredicate", "SingleOpMatcher", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(operand_handle: %0)
    irdl.results(result: %1)
  }
  irdl.operation @match.structured.rank attributes {
      summary = "Captures the rank of a structured operation as parameter",
      description = "Produces a transform dialect parameter value associated with an integer\nattribute containing the rank of the structured payload operation associated\nwith the operand handle.\n\n\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if the operand is associated with exactly one structured payload\noperation. Produces a silenceable failure otherwise.",
      ods_assembly_format = "\n      $operand_handle attr-dict `:`\n      custom<SemiFunctionType>(type($operand_handle), type($rank), \"false\")\n  ",
      ods_traits = ["StructuredPredicate", "SingleOpMatcher", "MatchOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.operands(operand_handle: %0)
    irdl.results(rank: %1)
  }
  irdl.operation @match.structured.result attributes {
      summary = "Captures the result of a structured payload operation in an op or value handle",
      description = "Produces a transform dialect value handle associated with the payload value\ndefined as a result of the payload operation associated with the operand\nhandle, or an operation handle to an operation using the produced result\nwith additional constraints specified by the attributes as follows.\n\n  * If `any` is specified, binds the resulting handle to any operation using\n    the result and succeeds.\n  * If `single` is specified, binds the resulting handle to the only\n    operation using the result or fails if there is more than one (or no)\n    such operation.\n\nThe number of the result is specified as `position` attribute. It may take\npositive and negative values. Negative values are interpreted as counting\nresults from backwards, e.g., `-1` means the last result and `-2` means the\nsecond-to-last result. In any case, the position must be in bounds for the\ngiven payload operation. A silenceable failure is produced for out-of-bounds\npositions.\n\n\nThis op can only appear immediately inside a `transform.match.structured`\nop and apply to its first block argument because it assumes the payload\nto have been already checked for being a single structured op.\n\n\n#### Return modes\n\nSucceeds if the position is in bounds and if the user operation could be\nfound when requested. Produces a silenceable failure otherwise.",
      assembly_format = "$operand_handle `[` custom<TypedAttribute>($position, \"i64\") `]` (`any` $any^)? (`single` $single^)?attr-dict `:` functional-type(operands, results)",
      ods_traits = ["StructuredPredicate", "SingleOpMatcher", "MatchOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformMatchStructuredResult",
      optional_attributes = ["any", "single"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "transform operation or value handle"}
    irdl.operands(operand_handle: %0)
    irdl.results(result: %4)
    irdl.attributes {"position" = %1, "any" = %2, "single" = %3}
  }
  irdl.operation @match.structured.yield attributes {
      summary = "Terminator for transform.match.structured blocks",
      description = "Forwards the payload association from the operands to the results of the\nparent op. Always succeeds.",
      assembly_format = "$handles attr-dict (`:` type($handles)^)?",
      traits = ["Terminator"],
      ods_traits = ["MemoryEffectOpInterface"],
      independent_variadics = ["handles"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    irdl.operands(handles: variadic %0)
  }
  irdl.operation @memref.alloca_to_global attributes {
      description = "Inserts a new `memref.global` for each provided `memref.alloca` into the\nnearest symbol table (e.g., a `builtin.module`) and replaces it with a\n`memref.get_global`. This is useful, for example, for allocations that\nshould reside in the shared memory of a GPU, which have to be declared as\nglobals.\n\n#### Example\n\nConsider the following transform op:\n\n```mlir\n%get_global, %global =\n    transform.memref.alloca_to_global %alloca\n      : (!transform.op<\"memref.alloca\">)\n        -> (!transform.any_op, !transform.any_op)\n```\n\nand the following input payload:\n\n```mlir\nmodule {\n  func.func @func() {\n    %alloca = memref.alloca() : memref<2x32xf32>\n    // usages of %alloca...\n  }\n}\n```\n\nthen applying the transform op to the payload would result in the following\noutput IR:\n\n```mlir\nmodule {\n  memref.global \"private\" @alloc : memref<2x32xf32>\n  func.func @func() {\n    %alloca = memref.get_global @alloc : memref<2x32xf32>\n    // usages of %alloca...\n  }\n}\n```\n\n#### Return modes\n\nSucceeds always. The returned handles refer to the `memref.get_global` and\n`memref.global` ops that were inserted by the transformation.",
      assembly_format = "$alloca attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"memref.alloca\"))" {summary = "Transform IR handle to memref.alloca operations"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(alloca: %0)
    irdl.results(getGlobal: %1, global: %2)
  }
  irdl.operation @memref.erase_dead_alloc_and_stores attributes {
      description = "This applies memory optimization on memref. In particular it does store to\nload forwarding, dead store elimination and dead alloc/alloca elimination.\n\n#### Return modes\n\nThis operation applies a set of memory optimization on the whole region of\nthe operand.\n\nThe transformation does not consume the target handle. It modifies the\npayload. Dead allocations, loads and stores are silently dropped from all\nmappings.",
      assembly_format = "$target attr-dict `:` functional-type($target, results)",
      ods_traits = ["TransformEachOpTrait", "TransformOpInterface", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @memref.make_loop_independent attributes {
      description = "Rewrite the targeted ops such that their index-typed operands no longer\ndepend on any loop induction variable of the `num_loop` enclosing `scf.for`\nloops. I.e., compute an upper bound that is independent of any such loop IV\nfor every tensor dimension. The transformed op could then be hoisted from\nthe `num_loop` enclosing loops. To preserve the original semantics, place a\n`memref.subview` inside the loop.\n\nCurrently supported operations are:\n- memref.alloca: Replaced with a new memref.alloca with upper bound sizes,\n  followed by a memref.subview.\n\n#### Return modes\n\nThis operation fails if at least one induction variable could not be\neliminated. In case the targeted op is already independent of induction\nvariables, this transform succeeds and returns the unmodified target op.\n\nOtherwise, the returned handle points to a subset of the produced ops:\n- memref.alloca: The returned handle points to the memref.subview op.\n\nThis transform op consumes the target handle and produces a result handle.",
      assembly_format = "$target attr-dict `:` functional-type($target, $transformed)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %2)
    irdl.attributes {"num_loops" = %1}
  }
  irdl.operation @memref.multibuffer attributes {
      summary = "Multibuffers an allocation",
      description = "Transformation to do multi-buffering/array expansion to remove\ndependencies on the temporary allocation between consecutive loop\niterations. This transform expands the size of an allocation by\na given multiplicative factor and fixes up any users of the\nmultibuffered allocation.\nIf skip analysis is not set the transformation will only apply\nif it can prove that there is no data being carried across loop\niterations.\n\n#### Return modes\n\nThis operation returns the new allocation if multi-buffering\nsucceeds, and failure otherwise.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface"],
      optional_attributes = ["skip_analysis"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"memref.alloc\"))" {summary = "Transform IR handle to memref.alloc operations"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()))" {summary = "64-bit signless integer attribute whose value is positive"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %3)
    irdl.attributes {"factor" = %1, "skip_analysis" = %2}
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
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
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
  irdl.operation @nvgpu.create_async_groups attributes {
      description = "Look for global to shared memory copies within the targeted op in the form\nof vector transfer ops and convert them to async copies when possible.\nConsecutive copies are put into the same group. A \"wait\" operation is\ninserted right at the of end the group.\n\n`bypass_l1` specifies whether `bypassL1` attributes should be added to\nthe async copies. `bypass_l1` is a compiler hint: only 16 byte transfers\ncan bypass the L1 cache, so this attribute is not set for any other transfer\nsizes.\n\n#### Return modes\n\nThis op consumes the `target` handle and produces the `result` handle, which\nis mapped to the same payload operations as the `target` handle. The op\nmodifies the payload.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      optional_attributes = ["bypass_l1"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %2)
    irdl.attributes {"bypass_l1" = %1}
  }
  irdl.operation @nvgpu.pipeline_shared_memory_copies attributes {
      summary = "Applies software pipelining to a given loop with shared memory copies",
      description = "Applies software pipelining to a given scf.for loop. The pipelining\nstrategy will look for a load into shared memory and pipeline it to overlap\nit with the rest of the loop.\n\nNOTE: It is user responsibility to ensure that there are no dependency\nbetween `depth` iterations of the loop by using multi-buffering. It is\nalso user responsibility to ensure a sufficient amount of shared memory\nis allocated to cover eventual writes by `depth-1` speculative\niterations.\n\n`depth` will indicate how many stages the software pipeline should have.\n`peel_epilogue` allows to force the epilogue to be peeled out instead of\npotentially using predicated operations for the epilogue phase.\n\n#### Return modes\n\nConsumes the operand handle and produces a result handle pointing to the\nloop, which may or may not have been pipelined. Produces a definite failure\nif the loop pipeliner mutated the IR before failing to pipeline, in\nparticular if `peel_epilogue` is not set and the loop body doesn't support\npredication. If failure propagation mode is set to \"propagate\", produces a\nsilenceable failure when pipelining preconditions, e.g., loop bound being\nstatic, are not met or when the loop wasn't pipelined because due to the\nlack of loads into shared memory. If the failure propagation mode is set\nto \"suppress\" (default), succeeds in these case and associates the result\nhandle with the original loop.\n\nTODO: the shared memory part and behavior specific to NVGPU should be\nmade orthogonal to pipelining so that `transform.loop.pipeline` becomes\nusable here.",
      assembly_format = "`failures` `(` custom<IntEnum>($failure_propagation_mode, \"propagate=1 suppress=2\", \"32\") `)` $for_op attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      optional_attributes = ["peel_epilogue", "failure_propagation_mode"],
      cpp_default_values = {failure_propagation_mode = "::mlir::transform::FailurePropagationMode::Suppress"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::FailurePropagationModeAttr>($_self))" {summary = "Silenceable error propagation policy"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(for_op: %0)
    irdl.results(result: %4)
    irdl.attributes {"depth" = %1, "peel_epilogue" = %2, "failure_propagation_mode" = %3}
  }
  irdl.operation @nvgpu.rewrite_copy_as_tma attributes {
      description = "Rewrite a copy operation on memref to tma operations that transit through\nshared memory.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @nvgpu.rewrite_matmul_as_mma_sync attributes {
      description = "Rewrite a matmul operation on memref to an mma.sync operation on vectors.\n\nMemory copies with the required access patterns are automatically inserted.\nOperations that do not have a 1-1 mapping to mma.sync operations are left\nunchanged.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
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
  irdl.operation @pdl_match attributes {
      summary = "Finds ops that match the named PDL pattern",
      description = "Find Payload IR ops nested within the Payload IR op associated with the\noperand that match the PDL pattern identified by its name. The pattern is\nexpected to be defined in the closest surrounding `WithPDLPatternsOp`.\n\nProduces a Transform IR value associated with the list of Payload IR ops\nthat matched the pattern. The order of results in the list is that of the\nOperation::walk, clients are advised not to rely on a specific order though.\nIf the operand is associated with multiple Payload IR ops, finds matching\nops nested within each of those and produces a single list containing all\nof the matched ops.\n\nThe transformation is considered successful regardless of whether some\nPayload IR ops actually matched the pattern and only fails if the pattern\ncould not be looked up or compiled.",
      assembly_format = "$pattern_name `in` $root attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(root: %0)
    irdl.results(matched: %2)
    irdl.attributes {"pattern_name" = %1}
  }
  irdl.operation @print attributes {
      summary = "Dump each payload op",
      description = "Prints each payload op that is associated with the `target` operand to\n`stdout`. It also prints the `name` string attribute. If no target is\nspecified, the top-level op is dumped.\n\nThis op is useful for printf-style debugging.\n\nSupported printing flag attributes:\n* `assume_verified` -- skips verification when the unit attribute is\n  specified. This improves performace but may lead to crashes and\n  unexpected behavior when the printed payload op is invalid.\n* `use_local_scope` -- prints in local scope when the unit attribute is\n  specified. This improves performance but may not be identical to\n  printing within the full module.\n* `skip_regions` -- does not print regions of operations when the unit\n  attribute is specified.",
      assembly_format = "$target attr-dict (`:` type($target)^)?",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "MatchOpInterface"],
      optional_attributes = ["name", "assume_verified", "use_local_scope", "skip_regions"],
      independent_variadics = ["target"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
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
  irdl.operation @scf.take_assumed_branch attributes {
      description = "Given an scf.if conditional, inject user-defined information that it is\nalways safe to execute only the if or else branch.\n\nThis is achieved by just replacing the scf.if by the content of one of its\nbranches.\n\nThis is particularly useful for user-controlled rewriting of conditionals\nthat exist solely to guard against out-of-bounds behavior.\n\nAt the moment, no assume or assert operation is emitted as it is not always\ndesirable. In the future, this may be controlled by a dedicated attribute.\n\n#### Return modes\n\nThe transform only consumes its operand and does not produce any result.\nThe transform definitely fails if `take_else_branch` is specified and the\n`else` region is empty.",
      assembly_format = "$target (`take_else_branch` $take_else_branch^)? attr-dict `:` functional-type(operands, results)",
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"],
      optional_attributes = ["take_else_branch"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    irdl.operands(target: %0)
    irdl.attributes {"take_else_branch" = %1}
  }
  irdl.operation @select attributes {
      summary = "Select payload ops by name",
      description = "The handle defined by this Transform op corresponds to all operations among\n`target` that have the specified properties. Currently the following\nproperties are supported:\n\n- `op_name`: The op must have the specified name.\n\nThe result payload ops are in the same relative order as the targeted ops.\nThis transform op reads the `target` handle and produces the `result`\nhandle. It reads the payload, but does not modify it.",
      assembly_format = "$op_name `in` $target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "NavigationTransformOpTrait", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %2)
    irdl.attributes {"op_name" = %1}
  }
  irdl.operation @sequence attributes {
      summary = "Contains a sequence of other transform ops to apply",
      description = "The transformations indicated by the sequence are applied in order of their\nappearance. Each value produced by a transformation within the sequence\ncorresponds to a group of operations or values in the payload IR, or to a\ngroup of parameters, depending on the type of the value. The behavior of the\noperation when a nested transformation produces a silenceable error is\ncontrolled by the `failure_propagation_mode` attribute. When set to\n`propagate`, the failure of any nested transformation in the sequence\nimplies immediate failure of the entire sequence with a silenceable error,\nand no further transformation is attempted. When set to `suppress`,\nsilenceable errors in nested operations are ignored and further\ntransformations are applied. Beware that even silenceable errors may leave\nthe payload IR in a state unsuitable for further transformations. It is the\nresponsibility of the caller to ensure the following transformations are\nrobust enough when errors are suppressed. Definite errors reported by nested\ntransformations abort the sequence regardless of the propagation mode. The\nset of modes may be extended in the future, e.g., to collect silenceable\nerrors and report them after attempting all transformations in the sequence.\n\nThe entry block of this operation has a single argument that maps to either\nthe operand if provided or the top-level container operation of the payload\nIR, typically the root operation of the pass interpreting the transform\ndialect. Operand omission is only allowed for sequences not contained in\nanother sequence.\n\nThe type of the block argument must match the type of the operand. If the\nsequence is a top-level transform (without an operand), it can be used for\nmatching operations if the specified type within the top-level container\npayload IR (including the container op itself). E.g.:\n\n```mlir\ntransform.sequence failures(propagate) {\n^bb1(%arg1: !transform.any_op):\n  // %arg1 is mapped to the top-level container of the payload IR, which is\n  // typically a module\n}\n\ntransform.sequence failures(propagate) {\n^bb1(%arg1: !transform.op<\"func.func>\"):\n  // %arg1 is mapped to all \"func.func\" ops within and including the\n  // top-level container of the payload IR. Nested operations that have the\n  // specified op type are not included.\n}\n```\n\nThe body of the sequence terminates with an implicit or explicit\n`transform.yield` op. The operands of the terminator are returned as the\nresults of the sequence op.",
      ods_assembly_format = "custom<SequenceOpOperands>($root, type($root), $extra_bindings, type($extra_bindings)) (`->` type($results)^)? `failures` `(` custom<IntEnum>($failure_propagation_mode, \"propagate=1 suppress=2\", \"32\") `)` attr-dict-with-keyword regions",
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
  irdl.operation @smt.constrain_params attributes {
      summary = "Express contraints on params interpreted as symbolic values",
      description = "Allows expressing constraints on params using the SMT dialect.\n\nEach Transform-dialect param provided as an operand has a corresponding\nargument of SMT-type in the region. The SMT-Dialect ops in the region use\nthese params-as-SMT-vars as operands, thereby expressing relevant\nconstraints on their allowed values.\n\nComputations w.r.t. passed-in params can also be expressed through the\nregion's SMT-ops. Namely, the constraints express relationships to other\nSMT-variables which can then be yielded from the region (with `smt.yield`).\n\nThe semantics of this op is that all the ops in the region together express\na constraint on the params-interpreted-as-smt-vars. The op fails in case the\nexpressed constraint is not satisfiable per SMTLIB semantics. Otherwise the\nop succeeds and any one satisfying assignment is used to map the\nSMT-variables yielded in the region to `transform.param`s.\n\n---\n\nTODO: currently the operational semantics per the Transform interpreter is\nto always fail. The intention is build out support for hooking in your own\noperational semantics so you can invoke your favourite solver to determine\nsatisfiability of the corresponding constraint problem.",
      assembly_format = "`(` $params `)` attr-dict `:` functional-type(operands, results) $body",
      traits = ["SingleBlockImplicitTerminator<transform.yield>"],
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformConstrainParams",
      independent_variadics = ["params", "results"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(params: variadic %0)
    irdl.results(results: variadic %1)
    irdl.regions(body: %2)
  }
  irdl.operation @sparse_tensor.match.sparse_inout attributes {
      description = "Checks if the payload op has any sparse inputs and/or outputs.",
      ods_assembly_format = "\n    $target attr-dict `:`\n    custom<SemiFunctionType>(type($target), type($result), \"false\")\n  ",
      ods_traits = ["MatchOpInterface", "SingleOpMatcher", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %1)
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
  irdl.operation @structured.bufferize_to_allocation attributes {
      description = "This transform bufferizes the targeted operation and materializes the\nresult in a new allocation. It replaces all original uses of the target\nresult with the newly allocated buffer, wrapped in a\n`bufferization.to_tensor` op. It returns a handle to the newly allocated\nbuffer. Furthermore, it returns a handle that is mapped to all newly created\nops.\n\nOnly bufferizable ops are that bufferize to a memory write or have an\naliasing OpOperand (and do not themselves bufferize to an allocation) are\nsupported. They are bufferized using their BufferizableOpInterface\nimplementation. E.g.:\n\n```\n%0 = tensor.insert %f into %dest[%pos] : tensor<10xf32>\n```\n\nIs bufferized to:\n\n```\n%alloc = memref.alloc() : memref<10xf32>\nbufferization.materialize_in_destination %dest in %alloc\nmemref.store %f, %alloc[%pos] : memref<10xf32>\n%0 = bufferization.to_tensor %alloc restrict writable : memref<10xf32>\n```\n\nSelected ops that bufferize to an allocation (or need special handling) are\nalso supported:\n- `tensor.pad` is lowered to an allocation, followed by a `linalg.fill` and\n  and a buffer copy (all on memrefs).\n- `vector.mask` is bufferized together with its region. The allocation is\n  placed in front of the `vector.mask` op.\n\nAn optional memory space attribute can be specified for the materialized\nbuffer allocation.\n\nIf a memory copy is needed, a \"bufferization.materialize_in_destination\" is\nused when possible. This is an op with tensor semantics that will bufferize\nto a memory copy later. Which concrete op will be used for the memory copy\nis up to the bufferization framework. Alternatively, a custom memcpy op can\nbe specified via `memcpy_op`. Currently supported are \"memref.copy\" and\n\"linalg.copy\". In that case, the source of each memcpy must not have a\ncustom memory space. Furthermore, because the future buffer layout unknown\nfor a given tensor, a fully dynamic layout is assumed for best\ncompatibility. Users should use \"bufferization.materialize_in_destination\"\nwhen possible.\n\n\"memref.alloc\" is used for new buffer allocations. The buffer is deallocated\nat the end of the block if the \"emit_dealloc\" attribute is present. If this\nattribute is not present, the allocated memory will be leaked. However,\nrunning the `-buffer-deallocation-pipeline` after all bufferization is done\nwill properly insert the corresponding deallocation(s). Custom allocation\nops can be specified via `alloc_op`. Currently supported are \"memref.alloc\"\nand \"memref.alloca\". In case of a \"memref.alloca\", the buffer is not\ndeallocated.\n\nIf `bufferize_destination_only` is set, only the destination operands of the\nop are bufferized to a new memory allocation, but not the op itself.\n\n#### Return modes\n\nThis operation consumes the `target` handle and produces the\n`allocated_buffer` and `new_ops` handles. It always succeeds.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformBufferizeToAllocation",
      optional_attributes = ["memory_space", "bufferize_destination_only", "emit_dealloc"],
      default_values = {memcpy_op = "\"bufferization.materialize_in_destination\"", alloc_op = "\"memref.alloc\""}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.any {summary = "any attribute"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.base "#builtin.string" {summary = "string attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.base @transform::@any_value
    %7 = irdl.base @transform::@any_op
    irdl.operands(target: %0)
    irdl.results(allocated_buffer: %6, new_ops: %7)
    irdl.attributes {"memory_space" = %1, "memcpy_op" = %2, "alloc_op" = %3, "bufferize_destination_only" = %4, "emit_dealloc" = %5}
  }
  irdl.operation @structured.continuous_tile_sizes attributes {
      description = "This transform emits the IR computing the list of (1) exponentially\ndiminishing tile sizes that are powers of 2; and (2) the corresponding\nchunk-sizes the target op should be split into along the given dimension.\n\nFor example, for `target_size` 9, and `dimension` 0 for the following\nlinalg op as target\n\n```\n  %0 = linalg.matmul  ins(%arg0, %arg1: tensor<25x34xf32>, tensor<34x25xf32>)\n                  outs(%arg2: tensor<25x25xf32>)\n```\n\nthe first result `tile_sizes` will be a list of diminishing tile sizes\n9, 4, 2, 1; and the second result will be a list of chunk sizes\n18, 4, 2, 1 that the corresponding dimension should be split into.\n\nAfter the target op has been split along the given dimension (for example\nusing multiway split), each chunk can be tiled with the corresponding tile\nsize in the `tile_sizes` list generated as a result of this op.\n\nSpecifying the output type as !transform.param<i64> will cause `tile_sizes`\nand `chunk_sizes` to be computed statically and not dynamically.",
      ods_assembly_format = "$target attr-dict `:` custom<ContinuousTileSizeTypes>(type($target), type($tile_sizes), type($chunk_sizes))",
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformContinuousTileSizes"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "64-bit signless integer attribute whose value is non-negative"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "64-bit signless integer attribute whose value is non-negative"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    irdl.operands(target: %0)
    irdl.results(tile_sizes: %3, chunk_sizes: %4)
    irdl.attributes {"dimension" = %1, "target_size" = %2}
  }
  irdl.operation @structured.convert_conv2d_to_img2col attributes {
      description = "Convert linalg.conv_2d_xxx into linalg.generic (for img2col packing)\nand linalg.matmul.\n\nA convolution operation can be written as a matrix-matrix multiplication by\nunfolding the cross-correlation between input and filter and explicitly copy\noverlapped sliding window inputs.\n\nConsider 2D input X with single channel input and output and 2x2 filter W:\n```\n[x(0, 0)  , x(0, 1)  , ...,   x(0, n)  ]\n[x(1, 0)  , x(1, 1)  , ...,   x(1, n)  ]\n[.        ,  .       ,.   ,      .     ]            [w(0, 0), w(0, 1)]\n[.        ,  .       , .  ,      .     ]    (conv)  [w(1, 0), w(1, 1)]\n[.        ,  .       ,   .,      .     ]\n[x(n-1, 0), x(n-1, 1), ..., x(n-1, n-1)]\n```\n\nThe packed input data (img2col) is a matrix with |rows| = output spatial\nsize, |columns| = filter spatial size. To compute the output Y(i, j) we need\nto calculate the dot product between filter window at input X(x, y)) and the\nfilter which will look like the following where r.h.s is the img2col matrix\nand l.h.s is the flattned filter:\n```\n[x(0,0), x(0,1), x(1,0), x(1,1)]\n[x(0,1), x(1,1), x(0,2), x(1,2)] (matmul) [w(0,0), w(0,1), w(1,0), w(1,1)]\n[x(0,1), x(1,1), x(0,2), x(1,2)]\n[   .  ,    .  ,    .  ,    .  ]\n```\n\nIn general for 2D case with (N, H, W, C) input and (Kh, Kw, C, D) filter\nand output (N, Ho, Wo, D) the convolution is the following matrix-matrix\nmultiplication (Ho x Wo, Kh x Kw x C) * (Kh x Kw x C, D) for each input in\nthe N input. For the case where N > 1 its a batched matrxi-matrix\nmultplication.\n\nReturns two handles:\n- One on the operation that produces the img2col tensor.\n- One on the final operation of the sequence that replaces the original\n  convolution.\n\n#### Return modes:\n\nReturns a definite failure if target is not isolated from above.\nReturns a silenceable failure if the pattern application failed.",
      assembly_format = "$target attr-dict `:` functional-type($target, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(img2col_tensor: %1, transformed: %2)
  }
  irdl.operation @structured.convert_to_loops attributes {
      description = "For operations that implement the `TilingInterface`, and implement\nthe `generateScalarImplementation` method, lowers the operation to\nloops. The return handle points to all generated loops.\nFails if the payload ops cannot be lowered to loops.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %1)
  }
  irdl.operation @structured.decompose attributes {
      description = "Decomposes named complex operations, such as higher-dimensional\n(depthwise) convolutions, into combinations of lower-dimensional equivalents\nwhen possible.\n\n#### Return modes\n\nThis operation ignores non-Linalg ops and drops them in the return.\nIf all the operations referred to by the `target` handle decompose\nproperly, the transform succeeds. Otherwise the transform produces a\nsilenceable failure. The return handle points to only the subset of\nsuccessfully produced computational operations, which can be empty.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.decompose_interface attributes {
      description = "TODO",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.decompose_winograd_op attributes {
      description = "Decompose winograd operations. It will convert filter, input and output\ntransform operations into a combination of scf, tensor, and linalg\nequivalent operations. Before applying this transform operations, users\nneed to tile winograd transform operations into supported sizes.\n\n#### Return modes:\n\nThis operation fails if `target` is unsupported. Otherwise, the operation\nsucceeds and returns a handle of the sequence that replaces the original\noperations.",
      assembly_format = "$target attr-dict `:` functional-type($target, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.eliminate_empty_tensors attributes {
      description = "Try to eliminate all `tensor.empty` op uses that are anchored on a LinalgOp\nwithin the targeted op.\n\nThis op is similar to `bufferization.eliminate_empty_tensors`, but specific\nto LinalgOps.\n\n`tensor.empty` ops cannot be bufferized. They can either be converted to\n`bufferization.alloc_tensor` or replaced with another tensor (via this\ntransform). `tensor.empty` does not specify the contents of the returned\ntensor so their results can be replaced with arbitrary tensor values as long\nas the dimensions match.\n\nThis transform looks for `tensor.empty` ops where the SSA use-def chain of\nthe result ends in a supported LinalgOp (always following the aliasing\nOpOperand/OpResult chain). The following LinalgOps are supported:\n- Only parallel iterator types.\n- The use-def chain ends in an input operand of the LinalgOp.\n- The LinalgOp has an unused output operand with the same shape and\n  indexing map.\n\nExample:\n\n```\n%0 = tensor.empty()\n%1 = linalg.matmul ins(...) outs(%0)\n%2 = linalg.generic ins(%1) outs(%dest) {\n  ^bb0(%in: f32, %out: f32):\n  // out not used\n}\n```\n\nIs rewritten with:\n```\n%0 = tensor.empty()\n%1 = linalg.matmul ins(...) outs(%dest)\n%2 = linalg.generic ins(%0) outs(%1) {\n  ^bb0(%in: f32, %out: f32):\n  // Use %out instead of %in\n}\n```\n\nAfter this transformation, the \"ins\" operand has no uses inside the body of\nthe LinalgOp and can be folded away with existing cleanup patterns.\nAfterwards, the tensor::EmptyOp can also fold away, so that the example can\nbufferize without an allocation (in the absence of other conflicts).\n\n#### Return modes\n\nThis transform reads the target handle and modifies the payload. It does\nnot produce any handle.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @structured.flatten_elementwise attributes {
      description = "Flattens the iteration space and (applicable) operands of elementwise\nlinalg ops to a single dimension.\n\nReturns one handle:\n- Flattened linalg operation.\n\n#### Return modes:\n\nReturns a definite failure if target is not isolated from above.\nReturns a silenceable failure if the pattern application failed.",
      assembly_format = "$target attr-dict `:` functional-type($target, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.fuse attributes {
      description = "Tiles the operations pointed to by the target handle and fuses their\nproducers greedily using the options provided as attributes. Tile sizes\nand loop interchange permutation can be provided as either static\nattributes or dynamic values (transform parameters or payload handles).\n\nIf `apply_cleanup` is true then slice canonicalization is applied between\nfusion steps. If `use_forall` is true then tiling method generates a\n`scf.forall` loop instead of `scf.for` loops.",
      assembly_format = "$target oilist( `tile_sizes` custom<DynamicIndexList>($tile_sizes, $static_tile_sizes) | `interchange` custom<DynamicIndexList>($tile_interchange, $static_tile_interchange) ) attr-dict `:` functional-type(operands, results)",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformFuse",
      optional_attributes = ["static_tile_sizes", "static_tile_interchange", "apply_cleanup", "use_forall"],
      independent_variadics = ["tile_sizes", "tile_interchange", "loops"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, tile_sizes: variadic %1, tile_interchange: variadic %2)
    irdl.results(transformed: %7, loops: variadic %8)
    irdl.attributes {"static_tile_sizes" = %3, "static_tile_interchange" = %4, "apply_cleanup" = %5, "use_forall" = %6}
  }
  irdl.operation @structured.fuse_into_containing_op attributes {
      summary = "Fuse a producer into a containing operation.",
      description = "Fuses the `producer_op` into the `containing_op`.\nReturns a handle to the fused ops and the `new_containing_op`.\n\nThe producer is typically a slice of a tileable op (i.e., implements\nTilingInterface). In that case, this transform computes the accessed\nproducer slice inside of the containing op (\"tile and fuse\") and if required,\ncreates a new containing op with outputs from the fused producer. Otherwise,\nthe entire producer is cloned inside the containing op (\"clone and fuse\").\n\nThe containing op handle must be associated with exactly one payload op. The\nproducer op handle may be associated with multiple payload ops. This\ntransform fuses producers one-by-one, always picking an unspecified producer\nthat has at least one use inside the containing op among the\nproducers. A producer can be listed multiple times in the handle.\n\nNote: If a producer has multiple uses inside the containing op, it is\ncurrently tiled and/or cloned multiple times into the containing op.\nTODO: Reuse already fused OpResults instead of tiling/cloning a second time\nwhen possible. Fuse producers according to a topological sorting to achieve\nthe largest amount of reuse.\n\n#### Return modes\n\nIf at least one producer could not be fused, this operation produces a\nsilenceable failure.  This is the case when tiling fails or when no\nproducer op could be found among the remaining producers that has at least\none use within the containing op. I.e., \"producers\" that are not consumed\nwithin the containing op are rejected by this operation.\n\nThis operation consumes the producer handle.\nThis operation only reads the containing op handle.",
      assembly_format = "$producer_op `into` $containing_op attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(producer_op: %0, containing_op: %1)
    irdl.results(fused_op: %2, new_containing_op: %3)
  }
  irdl.operation @structured.generalize attributes {
      description = "Transforms a named structured operation into the generic form with the\nexplicit attached region.\n\n#### Return modes\n\nThis operation ignores non-Linalg ops and drops them in the return.\nIf all the operations referred to by the `target` handle generalize\nproperly, the transform succeeds. Otherwise the transform produces a\nsilenceable failure.  The return handle points to only the subset of\nsuccessfully produced equivalent generic operations, which can be empty or\ncontain the original ops if they were already in generic form.",
      ods_assembly_format = "\n      $target attr-dict `:` \n      custom<SemiFunctionType>(type($target), type($transformed), \"false\")\n  ",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.gpu.map_copy_to_threads attributes {
      description = "Targeted mapping of a linalg.copy / tensor.pad operation on tensors to a GPU\nthread mapping.\n\nThis operation implements a greedy heuristic that determines a good\ndistribution of threads to break down the copy/pad operation into.\nThe heuristic is driven by considerations related to the underlying\narchitecture for which good high-level decisions are needed assuming certain\nhardware features. Relevant features are exposed via first-class attributes\nto control the behavior of the transformation at a high level.\n\nFor now, a single heuristic is implemented and can be extended on a per-need\nbasis.\n\n#### Return modes\n\nThis operation fails definitely if there is an unsupported op (i.e., not\nlinalg.copy / tensor.pad) among the targeted op. Otherwise, the operation\nalways succeeds and returns a handle to the relevant tiled linalg.copy /\ntensor.pad op and the enclosing scf.forall op.",
      assembly_format = "$target `total_num_threads` `=` custom<TypedAttribute>($total_num_threads, \"i64\") `desired_bit_alignment` `=` custom<TypedAttribute>($desired_bit_alignment, \"i64\") attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(forall_op: %3, tiled_op: %4)
    irdl.attributes {"total_num_threads" = %1, "desired_bit_alignment" = %2}
  }
  irdl.operation @structured.hoist_pad attributes {
      description = "Hoist the tensor.pad target operation by at most the given number of loops.\nOptionally apply the transpose attribute to the inner dimensions.\n\nTODO: In the future, we should consider rewriting as a linalg.pack after\nhoisting since this abstraction is now available.\nTODO: Maybe also return the linalg.generic transpose created at some point.\n\n#### Return modes\n\nThis operation ignores non-tensor.pad ops and drops them in the result.\nIf any non-tensor.pad is passed, the transform emits a silenceable failure.\n\nIf all the operations referred to by the `target` handle padproperly, the\ntransform succeeds. Otherwise the transform produces a silenceable failure.\n\nThe return handle points to only the subset of successfully hoisted\ntensor.pad operations, which can be empty.",
      assembly_format = "$target `by` custom<TypedAttribute>($num_loops, \"i64\") `loops` (`,` `transpose` `by` custom<DenseArray>($transpose)^)? attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"],
      cpp_verifier = "TransformHoistPad",
      default_values = {transpose = "array<i64>"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %3)
    irdl.attributes {"num_loops" = %1, "transpose" = %2}
  }
  irdl.operation @structured.hoist_pad.build_packing_loop_nest attributes {
      description = "Helper transform used to hoist a tensor.pad target operation. This operation\ncreates the packing loop nest required by the hoist_pad operation and makes\nthat functionality available independently.\n\nTODO: In the future, we should consider rewriting as a linalg.pack after\nhoisting since this abstraction is now available.\n\n#### Return modes\n\nThis operation ignores non-tensor.pad ops and drops them in the result.\nIf any non-tensor.pad is passed, the transform emits a silenceable failure.\n\nThe return handle points to only the subset of successfully created packing\nloop nests, which can be empty.",
      assembly_format = "$target `above` $loop (`,` `transpose` `by` custom<DenseArray>($transpose)^)? attr-dict `:` functional-type(operands, results)",
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformHoistPadBuildPackingLoopNest",
      default_values = {transpose = "array<i64>"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, loop: %1)
    irdl.results(packing_loop: %3)
    irdl.attributes {"transpose" = %2}
  }
  irdl.operation @structured.hoist_redundant_vector_broadcasts attributes {
      description = "Hoist vector.extract / vector.broadcasts pairs out of immediately\nenclosing scf::ForOp iteratively.\n\n#### Return modes:\n\nThe operation always succeeds and returns a handle to the transformed\nfunction op.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.hoist_redundant_vector_transfers attributes {
      description = "Hoist vector.transfer_read / vector.transfer_write pairs out of immediately\nenclosing scf::ForOp iteratively, if the following conditions are true:\n   1. The 2 ops access the same memref with the same indices.\n   2. All operands are invariant under the enclosing scf::ForOp.\n   3. No uses of the memref either dominate the transfer_read or are\n   dominated by the transfer_write (i.e. no aliasing between the write and\n   the read across the loop)\n\nWARNING: This hoisting does not model parallelism and is generally incorrect\nwhen used on distributed loops with memref semantics!\nTODO: obsolete and should be retired.\n\n#### Return modes:\n\nThe operation always succeeds and returns a handle to the transformed\nfunction op.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      optional_attributes = ["verify_non_zero_trip"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %2)
    irdl.attributes {"verify_non_zero_trip" = %1}
  }
  irdl.operation @structured.insert_slice_to_copy attributes {
      description = "Targeted rewrite of an tensor.insert_slice to linalg.copy.\nThis is useful to materialize copies explicitly before bufferization and\ntransform them, avoiding the need to rediscover them after bufferization.\n\nIf the insert_slice source is already a linalg.copy, only return the source\nop (i.e. do not create an additional linalg.copy op).\n\n#### Return modes:\n\nThe operation always succeeds and returns a handle to the relevant\nlinalg.copy op.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.interchange attributes {
      description = "Interchanges the iterators of the operations pointed to by the target handle\nusing the iterator interchange attribute.\n\n#### Return modes\n\nThis operation ignores non-linalg::Generic ops and drops them in the return.\nThis operation fails if the interchange attribute is invalid.\nIf all the operations referred to by the `target` handle interchange\nproperly, the transform succeeds.\nIf any interchange fails, the transform produces a definite failure.\nThe return handle points to only the subset of successfully produced\ninterchanged operations, which can be empty.",
      ods_assembly_format = "\n    $target\n    (`iterator_interchange` `=` custom<DenseArray>($iterator_interchange)^)? attr-dict\n    `:` custom<SemiFunctionType>(type($target), type($transformed), \"false\")\n  ",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformInterchange",
      optional_attributes = ["iterator_interchange"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))) && ((::llvm::all_of(::llvm::cast<DenseI64ArrayAttr>($_self).asArrayRef(), [&](auto v) { return v >= 0; })))" {summary = "i64 dense array attribute whose value is non-negative"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %2)
    irdl.attributes {"iterator_interchange" = %1}
  }
  irdl.operation @structured.linalg_copy_to_memref attributes {
      description = "Targeted rewrite of a linalg.copy on memrefs to a memref.copy.\nThis is useful when bufferizing copies to a linalg.copy, later applying some\ntransformations, and then rewriting the copy into a memref.copy.\nIf the element types of the source and destination differ, or if the source\nis a scalar, the transform produces a silenceable failure.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.lower_pack attributes {
      description = "Rewrite a linalg.pack into tensor.pad + tensor.expand_shape + linalg.transpose.\n\n#### Return modes\n\nThis operation ignores non-pack ops and drops them in the return. This\noperation produces a silenceable failure if the rewrite fails for any\nreason. If all the operations referred to by the `target` are rewritten,\nthe transform succeeds. Return handles to the newly produced pad,\nexpand_shape and transpose ops.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      default_values = {lowerPadLikeWithInsertSlice = "true"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"linalg.pack\"))" {summary = "Transform IR handle to linalg.pack operations"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"tensor.pad\"))" {summary = "Transform IR handle to tensor.pad operations"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"tensor.expand_shape\"))" {summary = "Transform IR handle to tensor.expand_shape operations"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"linalg.transpose\"))" {summary = "Transform IR handle to linalg.transpose operations"}
    irdl.operands(target: %0)
    irdl.results(pad_op: %2, expand_shape_op: %3, transpose_op: %4)
    irdl.attributes {"lowerPadLikeWithInsertSlice" = %1}
  }
  irdl.operation @structured.lower_unpack attributes {
      description = "Lower a linalg.unpack into empty + linalg.transpose + tensor.collapse_shape +\ntensor.extract_slice.\n\n#### Return modes\n\nThis operation ignores non-unpack ops and drops them in the return. This\noperation produces a silenceable failure if the rewrite fails for any\nreason. If all the operations referred to by the `target` are rewritten,\nthe transform succeeds. Return handles to the newly produced empty,\ntranspose, collapse_shape and extract_slice ops.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      default_values = {lowerUnpadLikeWithExtractSlice = "true"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"linalg.unpack\"))" {summary = "Transform IR handle to linalg.unpack operations"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"tensor.empty\"))" {summary = "Transform IR handle to tensor.empty operations"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"linalg.transpose\"))" {summary = "Transform IR handle to linalg.transpose operations"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"tensor.collapse_shape\"))" {summary = "Transform IR handle to tensor.collapse_shape operations"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::transform::OperationType>($_self))) && ((::llvm::cast<::mlir::transform::OperationType>($_self).getOperationName() == \"tensor.extract_slice\"))" {summary = "Transform IR handle to tensor.extract_slice operations"}
    irdl.operands(target: %0)
    irdl.results(empty_op: %2, transpose_op: %3, collapse_shape_op: %4, extract_slice_op: %5)
    irdl.attributes {"lowerUnpadLikeWithExtractSlice" = %1}
  }
  irdl.operation @structured.match attributes {
      description = "Match op with the specified constraints, within the target op.\n\nThe following constraints are supported:\n  - interface: an optional MatchInterfaceEnum specifying an enum\n    representation for an interface to target.\n  - ops: an optional StrArrayAttr specifying the concrete name of an op.\n    Multiple names can be specified. Matched ops must have one of specified\n    names.\n  - attribute: the matched op must have all specified attributes (with their\n    specified values).\n  - filter_result_type: the matched op must return exactly this one type.\n  - filter_operand_types: all the operands of the matched op must must be of\n    this type. If more than a type is specified, then the length of the list\n    must be equal to the number of operands in the matched op, and the match\n    will succeed only if the operand types match all the types in the list\n    in the order in which they are specified.\n\nNote: Only ops that satisfy all specified constraints are matched.\n\nTODO: Extend with regions to allow a limited form of constraints.\n\n#### Return modes\n\nThis op traverses the ops nested under `target` and returns the handles to\nall the operations that match the requirements.\n\nThis op fails if the target is not a handle to exactly one operation.\nOtherwise it succeeds.\n\nThis operation does not consume the target handle and produces new handles:\nit is a navigation op.",
      assembly_format = "(`ops` `{` $ops^ `}`)? (`interface` `{` custom<IntEnum>($interface, \"LinalgOp TilingInterface LoopLikeInterface\", \"32\")^ `}`)? (`attributes` $op_attrs^)? (`filter_result_type` `=` $filter_result_type^)? (`filter_operand_types` `=` $filter_operand_types^)? `in` $target attr-dict `:` functional-type($target, results)",
      ods_traits = ["MemoryEffectOpInterface", "NavigationTransformOpTrait", "TransformOpInterface"],
      optional_attributes = ["ops", "interface", "op_attrs", "filter_result_type", "filter_operand_types"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %2 = irdl.c_pred "(::llvm::isa<mlir::transform::MatchInterfaceEnumAttr>($_self))" {summary = "An interface to match"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DictionaryAttr>($_self))" {summary = "dictionary of named attribute values"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::TypeAttr>(attr))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>(attr).getValue()))) && ((true))); }))" {summary = "type array attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(results: %6)
    irdl.attributes {"ops" = %1, "interface" = %2, "op_attrs" = %3, "filter_result_type" = %4, "filter_operand_types" = %5}
  }
  irdl.operation @structured.multitile_sizes attributes {
      description = "Emits the IR computing the tile sizes `s1` and `s2` such that:\n\n  - there exists a combination of `n` tiles of size `s1` and `m` tiles of\n    size `s2` that covers the entirety of the iteration space `dimension` of\n    the target structured op;\n  - `s1`, `s2` is less than or equal to `target_size`;\n  - `s1` and `s2` are divisible by `divisor.\n\nFor example, for a dimension of size 54 with target size 12 and divisor 2,\nthis can emit the IR computing the tile size 10, used for 3 tiles, and 12,\nused for 2 tiles, totally 10*3 + 12*2 = 54. Note that when the divisor does\nnot divide the original dimension size, it is impossible to compute such\ntile sizes. An assertion is emitted to guard against this in the dynamic\ncase.\n\nExpects the target size and the divisor to be strictly positive. Folds the\nIR as much as possible, normally obtaining constant sizes and numbers of\ntiles for a statically known dimension.\n\nThis does *not* consume the target handle and produces three handles each\npointing to single-result index-typed operations (which may be arithmetic\nconstant operations) defining the two respective tile sizes and the product\nof the first tile size with the number of tiles of that size (useful for\nsplitting the iteration space).\n\nThis operation composes with the regular tiling when applied per-dimension:\n\n```mlir\n%sz1, %sz2, %split = structured.multitile_sizes %target\n                     { target_size = 10, dimension = 1 }\n                   : !transform.any_op, !transform.param<i64>,\n                     !transform.param<i64>, !transform.param<i64>\n%handles = structured.split %target after %split { dimension = 1 }\n            : !transform.any_op, !transform.param<i64>\n%low, %high = transform.split_handle %handles : (!transform.any_op)\n                  -> (!transform.any_op, !transform.any_op)\n%tiled_low, %loop1 = structured.tile_using_for %low [0, %sz1]\n                   : (!transform.any_op, !transform.param<i64>)\n                  -> (!transform.any_op, !transform.any_op)\n%tiled_high, %loop2 = structured.tile_using_for %high [0, %sz2]\n                    : (!transform.any_op, !transform.param<i64>)\n                   -> (!transform.any_op, !transform.any_op)\n%common = merge_handles %tiled_low, %tiled_high : !transform.any_op\n\n%sz3, %sz4, %split = structured.multitile_size %target\n                     { target_size = 42, dimension = 0 }\n                   : !transform.any_op, !transform.any_op,\n                     !transform.any_op, !transform.any_op\n%sz3r, %sz4r, %splitr = replicate num(%common) %sz3, %sz4, %splitr\n         : !transform.any_op, !transform.any_op, !transform.any_op\nstructured.split %common after %splitr { dimension = 0 }\n         : !transform.any_op, !transform.any_op\n// ...\n```",
      ods_assembly_format = "$target attr-dict `:` custom<MultitileSizesTypes>(type($target), type($low_size), type($high_size), type($split_point))",
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformMultiTileSizes",
      default_values = {divisor = "1 : i64"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    irdl.operands(target: %0)
    irdl.results(low_size: %4, high_size: %5, split_point: %6)
    irdl.attributes {"dimension" = %1, "target_size" = %2, "divisor" = %3}
  }
  irdl.operation @structured.pack attributes {
      description = "Pack a LinalgOp by applying a data tiling transformation on the op and\npacking the operands according to the `packed_sizes` specification.\n\nIterator dimensions are tiled in their canonical order in the op spec.\nOperands are packed according to the same canonical order of the op iterator\ndimensions.\n\nSpecifying a packed size of 0 for an iterator removes it from consideration\nfor packing.\n\n`linalg.pack` (resp. `linalg.unpack`) operations are inserted for the operands\n(resp. results) that need to be packed (resp. unpacked) according to the\n`packed_sizes` specification.\n\n#### Example\n\nConsider a `linalg.matmul` with indexing maps:\n```\n  //              M   N   K       M   K\n  // affine_map<(d0, d1, d2) -> (d0, d2)>\n  //                              K   N\n  // affine_map<(d0, d1, d2) -> (d2, d1)>\n  //                              M   N\n  // affine_map<(d0, d1, d2) -> (d0, d1)>\n  %0 = linalg.matmul  ins(%A, %B: tensor<?x?xf32>, tensor<?x?xf32>)\n                     outs(    %C: tensor<?x?xf32>)\n```\n\nSpecifying packed_sizes [2, 3, 4] results in tiling the iterator dimensions\nM, N and K, in this order, in both the op and its operands.\n```\n  //              M   N   K   m   n   k       M   K   m   k\n  // affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>\n  //                                          K   N   n   k\n  // affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d1, d4, d5)>\n  //                                          M   N   m   n\n  // affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>\n  %0 = linalg.generic_representing_some_higher_d_matmul\n        ins(%A, %B: tensor<?x?x2x4xf32>, tensor<?x?x4x3xf32>)\n       outs(    %C: tensor<?x?x2x3xf32>)\n```\nIn particular, note that the second operand `B` has shape `KxNxnxk` (and not\n`KxNxkxn` as one could expect by looking **only** at the operand).\n\nOther layouts can be obtained unsurprisingly from this canonical\ntransformation by composing the resulting operation with a\n`transform.structured.pack_transpose` op.\nThis composition allows separating concerns and composes better compared\nto adding additional permutation attributes to this transform op.\n\n#### Return modes\n\nThis operation applies to a single Linalg op, otherwise it fails.\nThis operation may produce a definite failure if the packing fails for any\nreason.\n\nThe returned handle point to the packed LinalgOp.",
      assembly_format = "$target `packed_sizes` `=` custom<DynamicIndexList>($packed_sizes, $static_packed_sizes) attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      default_values = {static_packed_sizes = "array<i64>"},
      independent_variadics = ["packed_sizes"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, packed_sizes: variadic %1)
    irdl.results(packed_op: %3)
    irdl.attributes {"static_packed_sizes" = %2}
  }
  irdl.operation @structured.pack_greedily attributes {
      description = "Target a Linalg op and rewrite it into packed LinalgOp form by trying to\ninfer whether a known suboperation is embedded\n\nDifferent packing strategies are applied in order, when one applies\nsuccessfully, the transform returns:\n  1. Matmul packing: Try to infer a matmul operation embedded in the target op.\n     Specifically, this looks for 2 parallel dimensions that participate in\n     an outer-product and 1 reduction dimension.\n     These dimensions are referred as (m, n, k) to match canonical matmul\n     terminology.\n\n     The packed sizes for (m, n, k) are specified by `matmul_packed_sizes`\n     and the optional `matmul_padded_sizes_next_multiple_of`.\n     When an entry `matmul_packed_sizes[i]` is non-0, the corresponding\n     dimension is packed by `matmul_packed_sizes[i]`.\n     Otherwise, the dimension is merely padded to the next multiple of\n     `matmul_padded_sizes_next_multiple_of[i]`.\n\n     `matmul_padded_sizes_next_multiple_of` is optional and is expected to\n     either be empty or of size `3`, matching the size of `matmul_packed_sizes`.\n     For each individual element of `matmul_packed_sizes` and\n     `matmul_padded_sizes_next_multiple_of`, only one of them is allowed to\n     be non-zero.\n\n     The ordering of the packed dimensions (mm, nn, kk) is specified by the\n     `matmul_inner_dims_order` attribute.\n\nPacking occurs as follows:\n  1. Find the dimensions to pack according to the strategy.\n  2. The target is converted to linalg.generic form.\n  3. An interchange transform is applied to isolate the dimensions to pack as\n     the most minor indexing dimensions of the linalg.generic. The most minor\n     dimensions are themselves ordered according to `inner_dims_order`.\n  4. An elementwise traversal of `matmul_packed_sizes` and\n     `matmul_padded_sizes_next_multiple_of` is performed and for each\n     dimension `d`, either pack to `matmul_packed_sizes[d]` or pad to the\n     `matmul_padded_sizes_next_multiple_of[d]`.\n  5. Packing/padding is performed by the amounts determined in step 4. and\n     following `inner_dims_order`.\n\nBy normalizing the most minor dimensions to `inner_dims_order`, the transform\nguarantees that packing immediately generates inner dimensions in a desirable\nlayout.\n\nOuter dimension layout permutations are not controlled by this transform op\nat the moment and can be obtained by composing with the pack_transpose\ntransformation.\n\n#### Return modes\n\nThis operation ignores non-Linalg ops and drops them in the return.\nIt returns the list of packed Linalg ops or the original op when all available\npacking strategies failed to apply.",
      assembly_format = "$target oilist( `matmul_packed_sizes` `=` custom<DynamicIndexList>($matmul_packed_sizes, $static_matmul_packed_sizes) (`matmul_padded_sizes_next_multiple_of` `=` custom<DenseArray>($matmul_padded_sizes_next_multiple_of)^)? `matmul_inner_dims_order` `=` custom<DenseArray>($matmul_inner_dims_order) ) attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformPackGreedily",
      default_values = {static_matmul_packed_sizes = "array<i64>", matmul_padded_sizes_next_multiple_of = "array<i64>", matmul_inner_dims_order = "array<i64>"},
      independent_variadics = ["matmul_packed_sizes"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))) && ((::llvm::cast<::mlir::DenseArrayAttr>($_self).size() == 3))" {summary = "i64 dense array attribute with exactly 3 elements"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))) && (((::llvm::cast<::mlir::DenseArrayAttr>($_self).size() == 0)) || ((::llvm::cast<::mlir::DenseArrayAttr>($_self).size() == 3)))" {summary = "i64 dense array attribute with 0 or 3 elements"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))) && ((::llvm::cast<::mlir::DenseArrayAttr>($_self).size() == 3))" {summary = "i64 dense array attribute with exactly 3 elements"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, matmul_packed_sizes: variadic %1)
    irdl.results(packed_op: %5)
    irdl.attributes {"static_matmul_packed_sizes" = %2, "matmul_padded_sizes_next_multiple_of" = %3, "matmul_inner_dims_order" = %4}
  }
  irdl.operation @structured.pack_transpose attributes {
      description = "Apply a transposition to a single `linalg.pack` (resp. `linalg.unpack`) and\nupdate the `linalg.generic` op that consumes (resp. produces) the operation.\n\nThis transform allows composing a simple `structured.pack` with additional\ntranspositions to e.g. match the data format required by a specific library\ncall or ISA instruction.\n\nThe transpose spec must specify at least one of `outer_perm` or `inner_perm`\nattributes, which will act upon the `outer_dims_perm` or `inner_dims_pos` of\nthe specified `linalg.pack` or `linalg.unpack` op.\n\nIf the `target` of this op is a `linalg.pack` then a new `tensor.empty` will\nbe created along with transposed versions of the `linalg.pack` and the\nconsuming `linalg.generic`, which is expected to be the sole consumer.\n\nIf the `target` of this op is a `linalg.unpack` then the whole pack / compute\n/ unpack chain will be transposed and transposed clones of `linalg.pack`,\nthe consuming `linalg.generic` and the tail `linalg.pack` will be created.\n\n#### Return modes\n\nThis operation targets a single `linalg.pack` / `linalg.unpack` op and a\nsingle matching `linalg.generic` that consumes / produces the op. Otherwise,\nit produces a silenceableFailure.\n\nThis operation may produce a silenceableFailure if the transpose spec is\nill-formed (i.e. `outer_perm` or `inner_perm` are not permutations of the\nproper rank) or if the transposition of all involved operations fails for any\nreason.\n\nThis operation returns 3 handles, one to the transformed LinalgOp, one to\nthe transformed `linalg.pack` and one to the transformed `linalg.unpack`.\nThe last handle for `linalg.unpack` is empty if `target_pack_or_unpack_op`\nwas not itself a `linalg.unpack`.",
      assembly_format = "$target_pack_or_un_pack_op `with_compute_op` `(` $target_linalg_op `)` (`outer_perm` `=` custom<DenseArray>($outer_perm)^ )? (`inner_perm` `=` custom<DenseArray>($inner_perm)^ )? attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformPackTranspose",
      optional_attributes = ["outer_perm", "inner_perm"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target_pack_or_un_pack_op: %0, target_linalg_op: %1)
    irdl.results(packed_op: %4, pack_op: %5, un_pack_op: %6)
    irdl.attributes {"outer_perm" = %2, "inner_perm" = %3}
  }
  irdl.operation @structured.pad attributes {
      description = "Pads the operations pointed to by the target handle using the options\nprovides as operation attributes. The operation returns a handle to the\npadded operation and to the padding operation (\"tensor.pad\").\n\nTo preserve tensor SSA use-def chains, the unpadded result is copied back to\nthe original destination tensor of the targeted op. The op that copies back\nthe result can be customized with `copy_back_op`:\n\n* \"bufferization.materialize_in_destination\" (default)\n* \"linalg.copy\"\n* \"none\" (no copy back)\n\n#### Return modes\n\nThis operation ignores non-Linalg ops and drops them in the return.\nThis operation may produce a definite failure if the padding fails for any\nreason.\n\nIf all the operations referred to by the `target` handle pad\nproperly, the transform succeeds. Otherwise the transform produces a\nsilenceable failure.\nThe return handle points to only the subset of successfully produced\npadded operations, which can be empty.",
      assembly_format = "$target (`pad_to_multiple_of` custom<DynamicIndexList>($pad_to_multiple_of, $static_pad_to_multiple_of)^)? (`use_prescribed_tensor_shapes` $use_prescribed_tensor_shapes^)? attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformPad",
      optional_attributes = ["padding_values", "padding_dimensions", "static_pad_to_multiple_of", "nofold_flags", "transpose_paddings", "copy_back_op", "use_prescribed_tensor_shapes"],
      cpp_default_values = {padding_values = "{}", padding_dimensions = "{}", nofold_flags = "{}", transpose_paddings = "{}", copy_back_op = "::mlir::bufferization::MaterializeInDestinationOp::getOperationName()", use_prescribed_tensor_shapes = "false"},
      independent_variadics = ["pad_to_multiple_of"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ArrayAttr>($_self))" {summary = "array attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::ArrayAttr>(attr))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>(attr), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))); }))" {summary = "array of arrays of i64"}
    %7 = irdl.base "#builtin.string" {summary = "string attribute"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, pad_to_multiple_of: variadic %3)
    irdl.results(padded: %9, pad: %10, copy: %11)
    irdl.attributes {"padding_values" = %1, "padding_dimensions" = %2, "static_pad_to_multiple_of" = %4, "nofold_flags" = %5, "transpose_paddings" = %6, "copy_back_op" = %7, "use_prescribed_tensor_shapes" = %8}
  }
  irdl.operation @structured.pad_tiling_interface attributes {
      description = "Pads the **iteration domain** of the operations pointed to by the target\nhandle using the options provided as operation attributes. Padding the\niteration domain induces a padding of the operands that is consistent\nacross the op semantics and, unlike for simple elementwise ops, may not be\ntrivially deducible or specifiable on operands only (e.g. convolutions).\nCurrently, only a limited set of projected permutation maps are supported.\n\nThe specification of `padding_sizes` follows that of `tile_sizes` during\ntiling: the value \"0\" on a particular iterator encode \"no padding\". Like in\nthe case of tiling, an automatic completion by 0 to the operation rank\noccurs.\n\nThis transformation returns a handle to the padded operation and to the\npadding operation (\"tensor.pad\").\n\nTODO: in the future this should be moved out of a specific Linalg\nimplementation file and into a more general \"Structured\" file.\n\n#### Return modes\n\nThis operation ignores non-IndexingMapOpInterface ops and drops them in the\nreturn. In the future, this operation will support all TilingInterfaceOps\nfor which the contract between iteration domain and operands can be \nreified.    \n\nThis operation may produce a definite failure if the padding fails for any\nreason.\n\nIf all the operations referred to by the `target` handle pad properly, the\ntransform succeeds. Otherwise the transform produces a silenceable failure.\nThe return handle points to only the subset of successfully produced\npadded operations, which can be empty.",
      assembly_format = "$target `to` (`padding_sizes` custom<DynamicIndexList>($padding_sizes, $static_padding_sizes)^)? (`pad_to_multiple_of` $pad_to_multiple_of^)? attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformPadTilingInterface",
      optional_attributes = ["padding_values", "static_padding_sizes", "pad_to_multiple_of"],
      cpp_default_values = {padding_values = "{}", pad_to_multiple_of = "false"},
      independent_variadics = ["padding_sizes"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ArrayAttr>($_self))" {summary = "array attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, padding_sizes: variadic %2)
    irdl.results(padded: %5, pad: %6)
    irdl.attributes {"padding_values" = %1, "static_padding_sizes" = %3, "pad_to_multiple_of" = %4}
  }
  irdl.operation @structured.promote attributes {
      description = "Promotes the specified operands of the target into a separate memory buffer.\n\nAt this point, this transform does not allow customizing alloc/dealloc\nfunctions nor the behavior on copy in/out operations.\n\n#### Return modes\n\nThis operation applies to a single Linalg op that satisfies the\n`promoteSubviewsPrecondition`, otherwise it fails.\n\nIf the operations referred to by the `target` handle promote\nproperly, the transform succeeds.\n\nWhen successful, the return handle points to the $target operation that\nwas modified inplace.",
      ods_assembly_format = "\n    $target attr-dict `:`\n    custom<SemiFunctionType>(type($target), type($transformed), \"false\")\n  ",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"],
      optional_attributes = ["operands_to_promote", "use_full_tile_buffers", "use_full_tiles_by_default", "use_original_subview_size", "use_alloca", "memory_space", "mapping", "alignment"],
      cpp_default_values = {operands_to_promote = "{}", use_full_tile_buffers = "{}"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::BoolAttr>(attr))); }))" {summary = "1-bit boolean array attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.any {summary = "any attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::DeviceMappingAttrInterface>(attr))) || ((::llvm::isa<::mlir::DeviceMaskingAttrInterface>(attr)))); }))" {summary = "Device Mapping array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %9)
    irdl.attributes {"operands_to_promote" = %1, "use_full_tile_buffers" = %2, "use_full_tiles_by_default" = %3, "use_original_subview_size" = %4, "use_alloca" = %5, "memory_space" = %6, "mapping" = %7, "alignment" = %8}
  }
  irdl.operation @structured.promote_tensor attributes {
      summary = "Request a tensor value to live in a specific memory space after bufferization",
      description = "Requests that a tensor value lives in a specific memory space for its\nlifetime. This is achieved by allocating a new tensor in the desired\nmemory space with `bufferization.alloc_tensor` and optionally materializing\nthe source value into that allocation with\n`bufferization.materialize_in_destination`. All uses of the original value\nare then redirected to the promoted value.\n\nThe generated code for promoting tensor value %0 resembles the following:\n\n  %1 = bufferization.alloc_tensor(<dynamic dims of %0>)\n       { memory_space = memory_space }\n  // Note: the materialization is omitted if %0 is never read and is only\n  // written into (i.e., it behaves as a result tensor).\n  %2 = bufferization.materialize_in_destination %0 in %1\n  // ...\n  <all users of %0 now use %2 instead>\n\nDeallocation is not handled by this transform.\n\nReturn modes:\n- Produces a silenceable failure if the given handle does not point to\n  tensor-typed values.\n- Succeeds otherwise and returns a handle to the promoted value(s), i.e.,\n  the result of materialization if present and the allocation otherwise.",
      assembly_format = "(`to` $memory_space^)? $tensor attr-dict `:` type($tensor)",
      traits = ["SameOperandsAndResultType"],
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"],
      optional_attributes = ["memory_space"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    %1 = irdl.any {summary = "any attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    irdl.operands(tensor: %0)
    irdl.results(promoted: %2)
    irdl.attributes {"memory_space" = %1}
  }
  irdl.operation @structured.replace attributes {
      description = "Replace all `target` payload ops with the single op that is contained in\nthis op's region. All targets must have zero arguments and must be isolated\nfrom above.\n\nThis op is for debugging/experiments only.\n\n#### Return modes\n\nThis operation consumes the `target` handle.",
      ods_assembly_format = "\n      $target attr-dict-with-keyword regions `:`\n      custom<SemiFunctionType>(type($target), type($replacement), \"false\")\n  ",
      traits = ["IsolatedFromAbove", "NoTerminator", "SingleBlock", "HasOnlyGraphRegion"],
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait", "RegionKindInterface"],
      cpp_verifier = "TransformReplace"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(target: %0)
    irdl.results(replacement: %1)
    irdl.regions(bodyRegion: %2)
  }
  irdl.operation @structured.rewrite_in_destination_passing_style attributes {
      description = "Rewrite a supported tensor operation that is not in destination-passing style\ninto a form that is in destination-passing style.\nCurrently supported operations are:\n  - tensor.pad\n  - tensor.generate\n  - tensor.from_elements\nThis dichotomy hints at a future interface, for now the implementation just\nswitches between different implementation.\n\n#### Return modes\n\nThis operation ignores non-unsupported ops and drops them from the return.\nIf all the operations referred to by the `target` handle generalize\nproperly, the transform succeeds. Otherwise the transform produces a\nsilenceable failure.\nThe return handle points to a subset of successfully produced operations:\n  - `tensor.pad` case, the returned handle points to the tensor.insert_slice.\n  - `tensor.generate` case, the returned handle points to the linalg.generic.\n  - `tensor.from_elements` case, the returned handle points to the last\n    `tensor.insert`.",
      assembly_format = "$target attr-dict `:` functional-type($target, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.scalarize attributes {
      description = "Indicates that ops of a specific kind in the given function should be\nscalarized (i.e. their dynamic dimensions tiled by 1).\n\n#### Return modes:\n\nThis operation ignores non-Linalg ops and drops them in the return.\nThis operation produces definite failure if the scalarization fails for any\nreason.\nIf all the operations referred to by the `target` handle scalarize\nproperly, the transform succeeds. Otherwise the transform produces a\nsilenceable failure.\n\nThe return handle points to only the subset of successfully produced\ntiled-by-1 operations, which can be empty.\n\nThis operation does not return handles to the tiled loop.\nWe make this design choice because it is hard to know ahead of time the\nnumber of loops that will be produced (it depends on the number of dynamic\ndimensions after multiple transformations have been applied).\nLoops can always be recovered by navigating from the tiled operations if\nneeded.",
      ods_assembly_format = "\n    $target attr-dict `:`\n    custom<SemiFunctionType>(type($target), type($result), \"false\")\n  ",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(result: %1)
  }
  irdl.operation @structured.specialize attributes {
      description = "Transforms a generic operation into the equivalent named form.\n\n#### Return modes\n\nThis operation ignores non-Linalg ops and drops them in the return. If all\nthe operations referred to by the `target` handle specialize, the transform\nsucceeds; otherwise, the operation produces a silenceable failure.  The return\nhandle points to only the subset of successfully produced equivalent named\noperations, which can be empty or contain the original ops if they were already\nin named form. The supported specialization to named Linalg operations are:\n- linalg.copy of any rank.",
      ods_assembly_format = "\n      $target attr-dict `:` \n      custom<SemiFunctionType>(type($target), type($transformed), \"false\")\n  ",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.split attributes {
      description = "Splits the given `target` op into two or more complementary\nparts, which combined cover the entire iteration domain of the original op.\nThe split is performed along the iteration space dimension provided as\nchunk size attribute specifying the size of the lower part; the remaining\nrange in the iteration space is assigned as the upper part. In case of\ndimension overflow, the transformation fails. The split is performed at the\ndimension iterator value specified as either the static chunk size\nattribute when it is known at transform IR construction time or\nas the handle to an operation producing a single index-typed value\nwhen it is computed by payload IR. In the latter case, the chunk size\npoint must be set to `ShapedType::kDynamic` and the dynamic size handle\nmust point to as many value-producing operations as there are structured\noperations pointed to by the target handle.\n\nThe operation consumes the target handle, but preserves the chunk size\nhandle if provided. Without the `multiway` attribute, it produces a\nnew handle that is a list of the two parts of the structured op after\nsplitting, whose lower index part corresponding to the part with lower\niteration space indices.\n\nMultiway split mode is enabled by specifying the `multiway` attribute.\nIn this mode a single `target` op is split into multiple parts covering\nthe iteration space of the specified dimension. `static_chunk_sizes` and\n`dynamic_chunk_sizes` in this case is a list of chunk sizes that the given\ndimension should be split into. With `multiway` it also produces a handle;\nThe result handle is a list of the multiple parts of the structured op\nafter splitting, where the target dimensions for each linalg op in the\nlist corresponds to the chunk sizes specfied in the input split list.\nIf the chunk sizes do not cover the entire iteration space, the leftover\nchunk is the last payload in the result handle.\n\nAs the result handle is most of time a list, an `transform.split_handle`\nis needed to access individual handle.",
      cpp_assembly_format = "TransformSplit",
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformSplit",
      optional_attributes = ["multiway"],
      independent_variadics = ["dynamic_chunk_sizes"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, dynamic_chunk_sizes: optional %2)
    irdl.results(split_list: %5)
    irdl.attributes {"dimension" = %1, "static_chunk_sizes" = %3, "multiway" = %4}
  }
  irdl.operation @structured.split_reduction attributes {
      description = "Indicates that the given `target` op should be transformed with the\n`splitReduction` transformation and split factor provided as attribute.\n\nThe `splitReduction` transformation splits the first single linalg op\nreduction into a parallel and reduction dimension.\nA new `linalg.generic` op is created to perform the rest of the reduction.\n\nThe transformation supports different configurations attributes:\n  - split_factor: the factor by which to split (i.e. the size of the\n    remaining reduction after splitting).\n  - insert_split_dimension: the dimension in the temporary tensor into\n    which the new parallel dimension is inserted.\n  - inner_parallel: specifies whether the parallel dimension is before or\n    after the reduction dimension in the splitting op.\n  - use_scaling_algorithm: whether to use a scaling based formulation that\n    does not create an ExpandShapeOp (default: do not use scaling)\n  - use_alloc: whether to use an alloc op to allocate the temporary\n    tensor (default: do not use alloc op)\n\n#### Return modes\n\nThis operation ignores non-Linalg ops and drops them in the return.\nThis operation produces a definite failure if the splitting fails for any\nreason.\n\nIf all the operations referred to by the `target` handle split\nproperly, the transform succeeds. Otherwise the transform produces a\nsilenceable failure.  The 4 returned handles points to only the subset of\nsuccessfully produced computational operations, which can all be empty.\nThis 4 returned handles point to:\n  - the init op (or tensor_alloc op if use_alloc = true),\n  - the fill op used to initialize the neutral element,\n  - the split op and\n  - the result-combining op.\n\n#### Example (default: `use_scaling_algorithm = false, use_alloc = false`):\n\n```\n  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,\n                                        affine_map<(d0) -> ()>],\n        iterator_types = [\"reduction\"]}\n  ins(%in : tensor<32xf32>)\n  outs(%out : tensor<f32>) {\n  ^bb0(%arg1: f32, %arg2: f32):\n    %y = arith.addf %arg1, %arg2 : f32\n    linalg.yield %y : f32\n  } -> tensor<f32>\n```\n\nis split into:\n\n```\n  %cst = arith.constant 0.000000e+00 : f32\n  %0 = tensor.expand_shape %in [[0, 1]] : tensor<32xf32> into tensor<4x8xf32>\n  %1 = tensor.empty() : tensor<4xf32>\n  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>\n  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,\n                                        affine_map<(d0, d1) -> (d0)>],\n    iterator_types = [\"parallel\", \"reduction\"]}\n    ins(%0 : tensor<4x8xf32>) outs(%2 : tensor<4xf32>) {\n    ^bb0(%arg3: f32, %arg5: f32):\n    %5 = arith.addf %arg3, %arg4 : f32\n    linalg.yield %5 : f32\n  } -> tensor<4xf32>\n  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>,\n                                        affine_map<(d0) -> ()>],\n    iterator_types = [\"reduction\"]}\n    ins(%3 : tensor<4xf32>) outs(%out : tensor<f32>) {\n    ^bb0(%arg3: f32, %arg4: f32):\n    %5 = arith.addf %arg3, %arg4 : f32\n    linalg.yield %5 : f32\n  } -> tensor<f32>\n```\n\n#### Example (`use_scaling_algorithm = true, use_alloc = true`):\n\nInstead of introducing an ExpandShapeOp, this scaling-based implementation\nrewrites a reduction dimension `k` into `k * split_factor + kk`.\nThe dimension `kk` is added as an extra parallel dimension to the\nintermediate output tensor at position `insert_split_dimension`.\n\nConsider a minimal example where `k` is reduced:\n    O(i, j) += I(i, j, k)\nAssume i=3, j=5, k=128, split_factor=16 and insert_split_dimension=0.\nThe compute is rewritten as:\n  a. O_i(kk, i, j) += I(i, j, 16 * k + kk)\n  b. O(i, j) += O_i(kk, i, j)\nThe intermediate tensor O_i is of shape (128/16)x3x5 == 8x3x5.\n\n#### Example:\n\n```\n %0 = linalg.matmul ins(%A, %B: tensor<16x256xf32>, tensor<256x32xf32>)\n   outs(%C: tensor<16x32xf32>) -> tensor<16x32xf32>\n```\n\nIs transformed to:\n\n```\n #map0 = affine_map<(d0, d1, d2, d3) -> (d0, d2 * 4 + d3)>\n #map1 = affine_map<(d0, d1, d2, d3) -> (d2 * 4 + d3, d1)>\n #map2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>\n #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>\n #map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>\n #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>\n %0 = tensor.empty() : tensor<16x32x64xf32>\n %cst = arith.constant 0.000000e+00 : f32\n %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x32x64xf32>) ->\n    tensor<16x32x64xf32>\n %2 = tensor.empty() : tensor<64x4xi1>\n\n %3 = linalg.generic {indexing_maps = [#map0, #map1, #map2, #map3],\n   iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"]}\n   ins(%A, %B, %2 : tensor<16x256xf32>, tensor<256x32xf32>, tensor<64x4xi1>)\n   outs(%1 : tensor<16x32x64xf32>) {\n     ^bb0(%arg3: f32, %arg4: f32, %arg5: i1, %arg6: f32):\n       %5 = arith.mulf %arg3, %arg4 : f32\n       %6 = arith.addf %arg6, %5 : f32\n       linalg.yield %6 : f32\n } -> tensor<16x32x64xf32>\n\n %4 = linalg.generic {indexing_maps = [#map4, #map5],\n   iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}\n   ins(%3 : tensor<16x32x64xf32>)\n   outs(%C : tensor<16x32xf32>) {\n     ^bb0(%arg3: f32, %arg4: f32):\n       %5 = arith.addf %arg3, %arg4 : f32\n       linalg.yield %5 : f32\n } -> tensor<16x32xf32>\n\n return %4 : tensor<16x32xf32>\n```",
      assembly_format = "$target attr-dict `:`functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      optional_attributes = ["split_factor", "insert_split_dimension", "inner_parallel", "use_scaling_algorithm", "use_alloc"],
      cpp_default_values = {split_factor = "{}", insert_split_dimension = "{}"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(init_or_alloc_op: %6, fill_op: %7, split_linalg_op: %8, combining_linalg_op: %9)
    irdl.attributes {"split_factor" = %1, "insert_split_dimension" = %2, "inner_parallel" = %3, "use_scaling_algorithm" = %4, "use_alloc" = %5}
  }
  irdl.operation @structured.tile_reduction_using_for attributes {
      description = "Indicates that the given `target` op should be transformed with the\n`tileReduction` transformation with the tile size provided as attribute.\n\nThis transformation tiles the `target` along the reduction dimensions. It\ncreates a tensor initialized with the identity value. Then it creates nested\nloops with a parallel version of `target` op inside. The parallel op\ndimensions are less or equal to the tile size passed by user.\nAfter the loop a merge operation is created to do a final reduction with the\npartial reductions.\nThe initial tensor always uses the tile size dimension. This may overallocate\nif the tile size is greater than the reduction dimension.\n\n#### Return modes\n\nReturns 4 handles associated with (in order):\n  - the fill op used to initialize the neutral element,\n  - the parallel tiled op and\n  - the result-combining op,\n  - the parent `for` op.\n\nThe `reduction_dims` can be used to specify the subset of reduction dimensions\nof the operation to tile. If left unspecified, all reduction dimensions are\ntiled.\n\n#### Example:\n\n```\n  %red = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,\n                                          affine_map<(d0, d1) -> (d0)>],\n  iterator_types = [\"parallel\", \"reduction\"]}\n  ins(%arg0 : tensor<?x?xf32>)\n  outs(%out : tensor<?xf32>) {\n    ^bb0(%arg7: f32, %arg9: f32):\n    %1 = arith.addf %arg7, %arg9 : f32\n    linalg.yield %1 : f32\n  } -> tensor<?xf32>\n  return %red : tensor<?xf32>\n```\n\nis transformed into:\n\n```\n  %0 = tensor.empty(%dim_1) : tensor<?x5xf32>\n  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?x5xf32>) -> tensor<?x5xf32>\n  %2 = scf.for %arg2 = %c0 to %dim_0 step %c5 iter_args(%arg3 = %1) -> (tensor<?x5xf32>) {\n    %extracted_slice = tensor.extract_slice %1[0, 0] [%dim, 5] [1, 1] : tensor<?x5xf32> to tensor<?x5xf32>\n    %extracted_slice_2 = tensor.extract_slice %arg0[0, %arg2] [%dim, 5] [1, 1] : tensor<?x?xf32> to tensor<?x5xf32>\n    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,\n                                          affine_map<(d0, d1) -> (d0, d1)>],\n    iterator_types = [\"parallel\", \"parallel\"]}\n    ins(%extracted_slice_2 : tensor<?x5xf32>)\n    outs(%extracted_slice : tensor<?x5xf32>) {\n    ^bb0(%in: f32, %out: f32):\n      %5 = arith.addf %in, %out : f32\n      linalg.yield %5 : f32\n    } -> tensor<?x5xf32>\n    %dim_3 = tensor.dim %1, %c0 : tensor<?x5xf32>\n    %inserted_slice = tensor.insert_slice %4 into %arg3[0, 0] [%dim_3, 5] [1, 1] : tensor<?x5xf32> into tensor<?x5xf32>\n    scf.yield %inserted_slice : tensor<?x5xf32>\n  }\n  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,\n                                        affine_map<(d0, d1) -> (d0)>],\n  iterator_types = [\"parallel\", \"reduction\"]}\n  ins(%2 : tensor<?x5xf32>)\n  outs(%arg1 : tensor<?xf32>) {\n  ^bb0(%in: f32, %out: f32):\n    %4 = arith.addf %in, %out : f32\n    linalg.yield %4 : f32\n  } -> tensor<?xf32>\n```",
      assembly_format = "$target (`reduction_dims` `=` $reduction_dims^)? `by` `tile_sizes` `=` $tile_sizes attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      optional_attributes = ["reduction_dims", "tile_sizes"],
      cpp_default_values = {reduction_dims = "{}", tile_sizes = "{}"},
      independent_variadics = ["fill_op"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(fill_op: variadic %3, split_op: %4, combining_op: %5, for_op: %6)
    irdl.attributes {"reduction_dims" = %1, "tile_sizes" = %2}
  }
  irdl.operation @structured.tile_reduction_using_forall attributes {
      description = "Tile a PartialReductionOpInterface op to a tiled `scf.forall` doing\npartial reduction.\n\nThis transformation tiles the `target` along the reduction dimensions. It\ncreates a tensor initialized with the identity value. Then it creates a\n`scf.forall` loops with the number threads given by `num_threads`.\nThe op is tiled op with a size equal to `floordiv(size, num_threads)`.\nAll the partial reduction value is are parallel inserted to create a new\ntensor. After the loop a merge operation is created to do a final reduction\nwith the partial reductions tensor.\nIf an extra `tile_sizes` parameter is passed the tiles are cyclically\ndistributed on the threads of the `scf.foralls` loop.\n\n#### Return modes\n\nReturns 4 handles associated with (in order):\n  - the fill op used to initialize the neutral element,\n  - the parallel tiled op and\n  - the result-combining op,\n  - the parent `forall` op.\n\n#### Example:\n\n```\n  %red = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,\n                                          affine_map<(d0, d1) -> (d0)>],\n  iterator_types = [\"parallel\", \"reduction\"]}\n  ins(%arg0 : tensor<?x?xf32>)\n  outs(%out : tensor<?xf32>) {\n    ^bb0(%arg7: f32, %arg9: f32):\n    %1 = arith.addf %arg7, %arg9 : f32\n    linalg.yield %1 : f32\n  } -> tensor<?xf32>\n  return %red : tensor<?xf32>\n```\n\nis transformed into:\n\n```\n  %0 = tensor.empty(%dim_1) : tensor<?x5xf32>\n  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?x5xf32>) -> tensor<?x5xf32>\n  %2 = scf.forall (%arg2) in (%c5) shared_outs(%arg3 = %1) -> (tensor<?x5xf32>) {\n    %4 = affine.min #map(%arg2)[%dim_0]\n    %5 = affine.max #map1(%4)\n    %extracted_slice = tensor.extract_slice %arg3[0, %arg2] [%dim, 1] [1, 1] : tensor<?x5xf32> to tensor<?xf32>\n    %6 = affine.apply #map2(%arg2)[%dim_0]\n    %extracted_slice_2 = tensor.extract_slice %arg0[0, %6] [%dim, %5] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>\n    %extracted_slice_3 = tensor.extract_slice %extracted_slice[0] [%dim] [1] : tensor<?xf32> to tensor<?xf32>\n    %7 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = [\"parallel\", \"reduction\"]} ins(%extracted_slice_2 : tensor<?x?xf32>) outs(%extracted_slice_3 : tensor<?xf32>) {\n    ^bb0(%in: f32, %out: f32):\n      %9 = arith.addf %in, %out : f32\n      linalg.yield %9 : f32\n    } -> tensor<?xf32>\n    scf.forall.in_parallel {\n      tensor.parallel_insert_slice %7 into %arg3[0, %arg2] [%dim, 1] [1, 1] : tensor<?xf32> into tensor<?x5xf32>\n    }\n  } {mapping = []}\n  %3 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = [\"parallel\", \"reduction\"]} ins(%2 : tensor<?x5xf32>) outs(%arg1 : tensor<?xf32>) {\n  ^bb0(%in: f32, %out: f32):\n    %4 = arith.addf %in, %out : f32\n    linalg.yield %4 : f32\n  } -> tensor<?xf32>\n```",
      assembly_format = "$target (`reduction_dims` `=` $reduction_dims^)? `by` (`num_threads` `=` custom<DenseArray>($num_threads)^)? (`tile_sizes` `=` custom<DenseArray>($tile_sizes)^)? (`mapping` `=` $mapping^)? attr-dict `:` functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      optional_attributes = ["reduction_dims", "mapping"],
      default_values = {num_threads = "array<i64>", tile_sizes = "array<i64>"},
      cpp_default_values = {reduction_dims = "{}"},
      independent_variadics = ["fill_op"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::DeviceMappingAttrInterface>(attr))) || ((::llvm::isa<::mlir::DeviceMaskingAttrInterface>(attr)))); }))" {summary = "Device Mapping array attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(fill_op: variadic %5, split_op: %6, combining_op: %7, forall_op: %8)
    irdl.attributes {"reduction_dims" = %1, "num_threads" = %2, "tile_sizes" = %3, "mapping" = %4}
  }
  irdl.operation @structured.tile_using_for attributes {
      description = "Indicates that the given `target` op should be tiled with the given sizes.\nThis transform generates a loop nest with a smaller (\"tiled\") target\noperation in its body. Currently limited to LinalgOps.\n\nTile sizes may be known at transformation time, in which case they are\nexpected to be provided in the `static_size` attribute, or not, in which\ncase the tile value must be computed by the payload IR and the handle to the\noperation computing it must be provided through `dynamic_sizes`. When the\nsizes are not known statically, the corresponding entry in the\n`static_sizes` attribute must be set to `ShapedType::kDynamic`. Only\nthe dynamic sizes must be provided in `dynamic_sizes`, i.e., there should\nbe as many handles as `ShapedType::kDynamic` values in the\n`static_sizes` attribute. A static size of `0` indicates that the dimension\nshould not be tiled. No loop will be generated for such dimensions. If all\ntile sizes are `0`, this transform is effectively a no-op.\n\nThis op returns handles to the tiled op (in the generated loop nest) and the\ngenerated loops. The number of loops is the number of tile sizes that are\nstatically known to be non-zero.\n\n#### Return modes\n\nOn success, the resulting handles are associated with co-indexed lists of\ntiled operations and loops around them.\n\nThis operation only supports Linalg ops and produces a silenceable failure\nif the input contains any non-Linalg ops. The ops preceding it in the list\nassociated with the `target` handle will have been tiled.\n\nThis operation produces a silenceable failure if the `dynamic_sizes` handles\nare associated with lists of payload operations of a size different than\nthat of the list associated with the `target` handle.\n\nIf the internal implementation of tiling for any of the operations fails,\nproduces a definite failure.",
      assembly_format = "$target `tile_sizes` custom<DynamicIndexList>( $dynamic_sizes, $static_sizes, $scalable_sizes) (`interchange` `=` custom<DenseArray>($interchange)^)? attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformTileUsingFor",
      optional_attributes = ["static_sizes", "interchange", "scalable_sizes"],
      independent_variadics = ["dynamic_sizes", "loops"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, dynamic_sizes: variadic %1)
    irdl.results(tiled_linalg_op: %5, loops: variadic %6)
    irdl.attributes {"static_sizes" = %2, "interchange" = %3, "scalable_sizes" = %4}
  }
  irdl.operation @structured.tile_using_forall attributes {
      description = "Tile a TilingInterface op to a tiled `scf.forall`.\n\nTiling is applied by either specifying `num_threads` or `tile_size`. If\n`num_threads` is specified, then the tile size for each dimension `i` is\ncalculated dynamically via `ceilDiv(dimSize[i], num_threads[i])`.\n`num_threads` and `tile_size` can be either static index attributes or\noperation handles (or a mix thereof). Operation handles must be mapped to\nexactly one op that has exactly one result of index type.\n\nStatic zero tile sizes indicate that the dimension is not tiled and can be\nthought of as tiling by the full size of data.\n\nIt is the user's responsibility to ensure that `num_threads/tile_sizes` is\na valid tiling specification (i.e. that only tiles parallel dimensions,\ne.g. in the Linalg case). If the dimension is not parallelizable, a warning\nis issued to notify the user that the generated code is not safe to\nparallelize.\n\nIf non-empty, the `mapping` is added as an attribute to the\nresulting `scf.forall`.\n\nNote: `tile_sizes` and `num_threads` are variadic. Each tile size/number of\nthreads can be an index attribute or a transform handle that is mapped to\nexactly one payload op with exactly one index result.\n\n#### Return modes\n\nThis operation ignores ops that do not implement the TilingInterface and\ndrops them in the return.\n\nIf all the operations referred to by the `target` handle tile\nsuccessfully, the transform succeeds.\nOtherwise the transform produces a silenceable failure.\n\nThe two returned handles point to only the subset of successfully produced\ntiled operations, which can all be empty.\n\nThese two returned handles point to:\n  - the tiled op that implements TilingInterface,\n  - the new scf.forall op.\n\n#### Example using `num_threads`\n\n```\n%0 = transform.structured.match ops{[\"linalg.matmul\"]} in %arg1\n   : (!transform.any_op) -> !transform.any_op\n%3:2 = transform.structured.tile_using_forall %0 num_threads [10, 20]\n   : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n```\n\n#### Example using `tile_sizes`\n\n```\n%0 = transform.structured.match ops{[\"linalg.matmul\"]} in %arg1\n   : (!transform.any_op) -> !transform.any_op\n%sz = transform.structured.match ...\n%3:2 = transform.structured.tile_using_forall %0 tile_sizes [0, %sz, 20]\n   : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)\n```",
      ods_assembly_format = "\n    $target oilist(\n        `num_threads` custom<PackedOrDynamicIndexList>($packed_num_threads,\n                                                       $num_threads,\n                                                       $static_num_threads) |\n         `tile_sizes` custom<PackedOrDynamicIndexList>($packed_tile_sizes,\n                                                       $tile_sizes,\n                                                       $static_tile_sizes))\n    (`(` `mapping` `=` $mapping^ `)`)? attr-dict\n    `:` functional-type(operands, results)\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformTileUsingForall",
      optional_attributes = ["static_num_threads", "static_tile_sizes", "mapping"],
      independent_variadics = ["num_threads", "tile_sizes", "packed_num_threads", "packed_tile_sizes"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::DeviceMappingAttrInterface>(attr))) || ((::llvm::isa<::mlir::DeviceMaskingAttrInterface>(attr)))); }))" {summary = "Device Mapping array attribute"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, num_threads: variadic %1, tile_sizes: variadic %2, packed_num_threads: optional %3, packed_tile_sizes: optional %4)
    irdl.results(tiled_op: %8, forall_op: %9)
    irdl.attributes {"static_num_threads" = %5, "static_tile_sizes" = %6, "mapping" = %7}
  }
  irdl.operation @structured.transpose_conv2d attributes {
      description = "Convert linalg.conv_2d_nhwc_fhwc into linalg.conv_2d_nhwc_hwcf by introducing\na linalg.transpose on the filter tensor/memref.\n\nWhilst the fhwc filter channel ordering can be desirable for certain targets\nand is a more direct mapping to higher level dialects such as TOSA (which only\nsupports this ordering) hwcf is better suited for transformations such as\nimg2col which can make use of optimized BLAS routines such as GEMM.\n\nReturns one handle:\n- The final operation of the sequence that replaces the original\n  convolution.\n\n#### Return modes:\n\nReturns a definite failure if target is not isolated from above.\nReturns a silenceable failure if the pattern application failed.",
      assembly_format = "$target attr-dict `:` functional-type($target, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %1)
  }
  irdl.operation @structured.transpose_matmul attributes {
      description = "Convert Linalg matmul ops to transposed variants.\n\nBy default the LHS matrix is transposed. Specify `<rhs>` to instead\ntranspose RHS matrix.\n\n#### Return modes:\n\nThis operation fails if `target` is unsupported, i.e., not a\n`linalg.matmul` or `linalg.batch_matmul`. Otherwise, the operation succeeds\nand returns a handle to the transposed matmul op.",
      assembly_format = "$target (`<` custom<IntEnum>($inputToTranspose, \"lhs rhs\", \"32\")^ `>`)? attr-dict `:` functional-type($target, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"],
      optional_attributes = ["inputToTranspose"],
      cpp_default_values = {inputToTranspose = "TransposeMatmulInput::lhs"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<mlir::transform::TransposeMatmulInputAttr>($_self))" {summary = "Input to transpose when converting matmul ops to transposed variants"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %2)
    irdl.attributes {"inputToTranspose" = %1}
  }
  irdl.operation @structured.vectorize attributes {
      description = "Vectorize the target ops, which must be Linalg ops.\n\nUse the optional vector sizes to specify exactly what configuration the\nvectorizer should use. It will then use masked vectors of the specified\nsize to enforce this configuration (\"masked vectorization\"). If no vector\nsizes are specified, the vectorizer will infer the shapes to use from the\ntarget Linalg ops (\"regular vectorization\"). More specifically:\n\n```mlir\n# Masked vectorization - vector sizes are specified explicitly\ntransform.structured.vectorize %target vector_sizes [1, 4] : !transform.any_op\n# Regular vectorization - vector sizes are inferred from the target Op\ntransform.structured.vectorize %target : !transform.any_op\n```\n\nThe vector sizes can be either static or dynamic (SSA values). In case of\nSSA values, the handle must be mapped to exactly one payload op with\nexactly one index-typed result.\n\nNote: The input vector sizes must be bigger than or equal to their\ncounterpart iteration space sizes.\n\nTypically this operator should be applied to linalg operations that have\nalready been tiled to the appropriate sizes.\n\n#### Return modes:\n\nThis operation produces a silenceable failure if at least one target op is\nnot a Linalg op or fails to vectorize. It produces a definite failure if\nthe dynamic vector sizes (SSA values) do not satisfy the constraints\nmentioned above.",
      assembly_format = "$target oilist( `vector_sizes` custom<DynamicIndexList>( $vector_sizes, $static_vector_sizes, $scalable_sizes)) attr-dict `:` type($target)(`,`type($vector_sizes)^)?",
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      cpp_verifier = "TransformVectorize",
      optional_attributes = ["static_vector_sizes", "vectorize_nd_extract", "assume_dynamic_dims_match_vec_sizes", "create_named_contraction", "scalable_sizes"],
      independent_variadics = ["vector_sizes"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    irdl.operands(target: %0, vector_sizes: variadic %1)
    irdl.attributes {"static_vector_sizes" = %2, "vectorize_nd_extract" = %3, "assume_dynamic_dims_match_vec_sizes" = %4, "create_named_contraction" = %5, "scalable_sizes" = %6}
  }
  irdl.operation @structured.vectorize_children_and_apply_patterns attributes {
      description = "Vectorizes all children contained in the given `target` using the\nconfiguration specified by the attributes of this op. This only vectorizes\nstructured ops that operate on shaped types and does not vectorize loops or\nstraight-line. Internally, it applies a set of rewrite patterns, some of\nwhich enable vectorization and some of which clean up the results.\nTherefore, it can only be applied to an op with the \"isolated from above\"\nproperty. This transformation only fails if the entire pattern rewriting\nfailed, i.e., it does **not** fail when no ops were vectorized.\n\nFiner granularity can be achieved either with the `VectorizeOp` for\nindividual ops or by outlining the target part of the payload IR into, e.g.,\na function, performing this transformation, and inlining it back.\n\nNote that this transformation invalidates the handles to any payload IR\noperation that is contained inside the vectorization target.\n\nThis transformation supports the following attributes:\n- `fold_type_extensions_into_contract`: a `UnitAttr` to enable the folding of\n  type extension operations into `vector.contract` to create a mixed precision\n  operation.\n- `vectorize_padding`: a `UnitAttr` to activate the vectorization of\n  `tensor.pad` ops. Different pipelines may prefer to lower such ops to\n  loops.\n- `disable_multi_reduction_to_contract_patterns`: a `UnitAttr` to deactivate\n  the rewrite of `vector.multi_reduction` to `vector.contract`. This is\n  intended to be used in tests only.\n- `disable_transfer_permutation_map_lowering_patterns`: a `UnitAttr` to\n  deactivate the rewrite of `vector.transfer` with permutation maps into\n  explicit `vector.transpose` operations. This is intended to be used in\n  tests only but may be promoted to a first class attribute in the future.\n\n#### Return modes:\n\nThis operation produces a definite failure if vectorization fails for any\nreason.\nThe operation always returns the handle to the target op that is expected\nto be isolated from above.",
      assembly_format = "$target attr-dict `:`functional-type(operands, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformEachOpTrait", "TransformOpInterface", "ReportTrackingListenerFailuresOpTrait"],
      optional_attributes = ["fold_type_extensions_into_contract", "vectorize_padding", "vectorize_nd_extract", "flatten_1d_depthwise_conv", "disable_multi_reduction_to_contract_patterns", "disable_transfer_permutation_map_lowering_patterns"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %7)
    irdl.attributes {"fold_type_extensions_into_contract" = %1, "vectorize_padding" = %2, "vectorize_nd_extract" = %3, "flatten_1d_depthwise_conv" = %4, "disable_multi_reduction_to_contract_patterns" = %5, "disable_transfer_permutation_map_lowering_patterns" = %6}
  }
  irdl.operation @structured.winograd_conv2d attributes {
      description = "Winograd Conv2D algorithm will convert linalg Conv2D operation into batched\nmatrix multiply. Before the matrix multiply, it will convert filter and\ninput into a format suitable for batched matrix multiply. After the matrix\nmultiply, it will convert output to the final result tensor.\n\nThe algorithm F(m x m, r x r) is\n\nY = A^T x [(G x g x G^T) @ (B^T x d x B)] x A\n\nThe size of output Y is m x m. The size of filter g is r x r. The size of\ninput d is (m + r - 1) x (m + r - 1). A^T, A, G^T, G, B^T, and B are\ntransformation matrices.\n\n#### Return modes:\n\nThis operation produces a silenceable failure if `target` is unsupported.\nOtherwise, the operation succeeds and returns a handle of the sequence that\nreplaces the original convolution.",
      assembly_format = "$target attr-dict `:` functional-type($target, results)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<mlir::linalg::WinogradConv2DFmrAttr>($_self))" {summary = "allowed 32-bit signless integer cases: 0, 1, 2"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %2)
    irdl.attributes {"fmr" = %1}
  }
  irdl.operation @tensor.make_loop_independent attributes {
      description = "Rewrite the targeted ops such that their index-typed operands no longer\ndepend on any loop induction variable of the `num_loop` enclosing `scf.for`\nloops. I.e., compute an upper bound that is independent of any such loop IV\nfor every tensor dimension. The transformed op could then be hoisted from\nthe `num_loop` enclosing loops. To preserve the original semantics, place a\n`tensor.extract_slice` inside the loop.\n\nCurrently supported operations are:\n- tensor.empty: Replaced with a new tensor.empty with upper bound sizes,\n  followed by a tensor.extract_slice.\n- tensor.pad: Replaced by an upper bound padding, followed by a\n  tensor.extract_slice.\n\n#### Return modes\n\nThis operation fails if at least one induction variable could not be\neliminated. In case the targeted op is already independent of induction\nvariables, this transform succeeds and returns the unmodified target op.\n\nOtherwise, the returned handle points to a subset of the produced ops:\n- tensor.empty: The returned handle points to the tensor.extract_slice op.\n- tensor.pad: The returned handle points to the tensor.extract_slice op.\n\nThis transform op consumes the target handle and produces a result handle.",
      assembly_format = "$target attr-dict `:` functional-type($target, $transformed)",
      ods_traits = ["FunctionalStyleTransformOpTrait", "MemoryEffectOpInterface", "TransformOpInterface", "TransformEachOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(transformed: %2)
    irdl.attributes {"num_loops" = %1}
  }
  irdl.operation @tune.alternatives attributes {
      summary = "Represents a choice among its regions, i.e. sub-schedules",
      description = "This op represents a choice over which of its regions is to be used.\n\nWhen `selected_region` is provided, the semantics are that this op is to be\nsubstituted for by the selected region, meaning the region's results become\nthe results of this op. Without a provided `selected_region`, the semantics\nare that this non-deterministic choice is yet to be resolved -- which in\nterms of the op's interpreted semantics is a failure.\n\nThe `selected_region` argument is either an `IntegerAttr` or a param holding\nan `IntegerAttr`, which should provide a valid zero-based index with respect\nto the number of alternatives, i.e. regions.",
      ods_assembly_format = "\n    `<` $name `>`\n    (`selected_region` `=` custom<AlternativesOpSelectedRegion>(\n        $selected_region_attr, $selected_region_param)^)?\n    attr-dict-with-keyword\n    (`:` type($selected_region_param)^)?\n    (`->` type($results)^)?\n    regions\n  ",
      traits = ["SingleBlockImplicitTerminator<transform.yield>", "NoRegionArguments"],
      ods_traits = ["RegionBranchOpInterface", "TransformOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformTuneAlternatives",
      optional_attributes = ["selected_region_attr"],
      independent_variadics = ["selected_region_param", "results"],
      variadic_regions = ["alternatives"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "An Attribute containing a string"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::IntegerAttr>($_self))" {summary = "arbitrary integer attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self)))" {summary = "any transform handle or parameter"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(selected_region_param: optional %2)
    irdl.results(results: variadic %3)
    irdl.attributes {"name" = %0, "selected_region_attr" = %1}
    irdl.regions(alternatives: %4)
  }
  irdl.operation @tune.knob attributes {
      summary = "Represents a tunable parameter with a set of options",
      description = "Provides a representation for \"tunables\" within schedules.\n\nEach op represents a single tunable, which has a `name` and a set\nof valid `options` described by an attribute. Without a specified\n`selected` option, this op represents a non-deterministic choice\nthat has yet to be resolved -- as such, the interpreter runtime\nsemantics is to raise a failure.\n\nThe non-deterministic choice is resolved through providing a\n`selected` attribute. When provided, the interpreter runtime\nsemantics are to return the `selected` attribute as a param through\nthe op's result.\n\n-----\n\nIn case the `options` attribute is an `ArrayAttr`, the verifier\nchecks that the provided `selected` attribute occurs in `options`.",
      assembly_format = "`<` $name `>` (`=` $selected^ `from`)? `options` `=` $options attr-dict `->` type(results)",
      ods_traits = ["TransformOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformKnob",
      optional_attributes = ["selected"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "An Attribute containing a string"}
    %1 = irdl.any {summary = "any attribute"}
    %2 = irdl.any {summary = "any attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self))" {summary = "TransformParamTypeInterface instance"}
    irdl.results(result: %3)
    irdl.attributes {"name" = %0, "options" = %1, "selected" = %2}
  }
  irdl.operation @type_conversion.tensor.cast_shape_dynamic_dims attributes {
      description = "Populates a type converter with conversion materialization functions that\ncast a tensor value between two cast-compatible tensors. See `tensor.cast`\nfor more information on cast compatibility between tensors.\n\nIf `ignore_dynamic_info` is not set, this will set an additional constraint\nthat source materializations do not cast dynamic dimensions to static ones.",
      assembly_format = "(`ignore_dynamic_info` $ignore_dynamic_info^)? attr-dict",
      ods_traits = ["TypeConverterBuilderOpInterface"],
      optional_attributes = ["ignore_dynamic_info"]} {
    %0 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.attributes {"ignore_dynamic_info" = %0}
  }
  irdl.operation @verify attributes {
      summary = "Verifies the targeted ops",
      description = "This transform verifies the targeted ops. If at least one op fails to\nverify, the transform produces a definite failure.\n\nNote: This op was designed for debugging purposes and should be used like an\nassertion. It is intentional that this op produces a definite failure and\nnot a silenceable one. Correctness of the program should not depend on this\nop.\n\nThis transform reads the target handle.",
      assembly_format = "$target attr-dict `:` type($target)",
      ods_traits = ["TransformOpInterface", "TransformEachOpTrait", "MemoryEffectOpInterface", "ReportTrackingListenerFailuresOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
  }
  irdl.operation @with_pdl_patterns attributes {
      summary = "Contains PDL patterns available for use in transforms",
      description = "This op contains a set of named PDL patterns that are available for the\nTransform dialect operations to be used for pattern matching. For example,\nPDLMatchOp can be used to produce a Transform IR value associated with all\nPayload IR operations that match the pattern as follows:\n\n```mlir\ntransform.with_pdl_patterns {\n^bb0(%arg0: !transform.any_op):\n  pdl.pattern @my_pattern : benefit(1) {\n    %0 = pdl.operation //...\n    // Regular PDL goes here.\n    pdl.rewrite %0 with \"transform.dialect\"\n  }\n\n  sequence %arg0 failures(propagate) {\n  ^bb0(%arg1: !transform.any_op):\n    %1 = pdl_match @my_pattern in %arg1\n    // Use %1 as handle\n  }\n}\n```\n\nNote that the pattern is expected to finish with a `pdl.rewrite` terminator\nthat points to the custom rewriter named \"transform.dialect\". The rewriter\nactually does nothing, but the transform application will keep track of the\noperations that matched the pattern.\n\nThis op is expected to contain `pdl.pattern` operations and exactly one\nanother Transform dialect operation that gets executed with all patterns\navailable. This op is a possible top-level Transform IR op, the argument of\nits entry block corresponds to either the root op of the payload IR or the\nops associated with its operand when provided.",
      assembly_format = "($root^ `:` type($root))? attr-dict-with-keyword regions",
      traits = ["NoTerminator", "SymbolTable"],
      ods_traits = ["TransformOpInterface", "OpAsmOpInterface", "PossibleTopLevelTransformOpTrait", "MemoryEffectOpInterface"],
      cpp_verifier = "TransformWithPDLPatterns",
      independent_variadics = ["root"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(root: optional %0)
    irdl.regions(body: %1)
  }
  irdl.operation @xegpu.convert_layout attributes {
      summary = "Convert xegpu.layout attribute for a value.",
      description = "Adds an `xegpu.convert_layout` op to convert the `xegpu.layout` attribute\nof a value. The input and target layouts are defined by the `*sg_layout`,\n`*sg_data` and optional `*inst_data` attributes. Returns a handle to the\nemitted `xegpu.convert_layout` op.",
      assembly_format = "$target `input_sg_layout` `=` custom<DynamicIndexList>($input_sg_layout, $static_input_sg_layout) `input_sg_data` `=` custom<DynamicIndexList>($input_sg_data, $static_input_sg_data) (`input_inst_data` `=` custom<DynamicIndexList>($input_inst_data, $static_input_inst_data)^)? `target_sg_layout` `=` custom<DynamicIndexList>($target_sg_layout, $static_target_sg_layout) `target_sg_data` `=` custom<DynamicIndexList>($target_sg_data, $static_target_sg_data) (`target_inst_data` `=` custom<DynamicIndexList>($target_inst_data, $static_target_inst_data)^)? attr-dict `:` functional-type(operands, results)",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface"],
      optional_attributes = ["static_input_sg_layout", "static_input_sg_data", "static_input_inst_data", "static_target_sg_layout", "static_target_sg_data", "static_target_inst_data"],
      independent_variadics = ["input_sg_layout", "input_sg_data", "input_inst_data", "target_sg_layout", "target_sg_data", "target_inst_data"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %12 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %13 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, input_sg_layout: variadic %1, input_sg_data: variadic %2, input_inst_data: variadic %3, target_sg_layout: variadic %4, target_sg_data: variadic %5, target_inst_data: variadic %6)
    irdl.results(newConvertOp: %13)
    irdl.attributes {"static_input_sg_layout" = %7, "static_input_sg_data" = %8, "static_input_inst_data" = %9, "static_target_sg_layout" = %10, "static_target_sg_data" = %11, "static_target_inst_data" = %12}
  }
  irdl.operation @xegpu.get_desc_op attributes {
      summary = "Get a handle to the descriptor op of a value.",
      description = "Traces the producers of the given value until an `xegpu.create_nd_tdesc`\ndescriptor op is found. Returns a handle to it. Currently traces\nproducers by following only the first operand of producer ops.",
      assembly_format = "$target attr-dict `:` functional-type(operands, results)",
      ods_traits = ["TransformOpInterface", "NavigationTransformOpTrait", "MemoryEffectOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0)
    irdl.results(descHandle: %1)
  }
  irdl.operation @xegpu.insert_prefetch attributes {
      summary = "Adds xegpu prefetch ops to matmul operand tiles.",
      description = "Given a target value (e.g., `vector`) residing in a `scf.for` loop, this\ntransform finds the corresponding `xegpu.load_nd` op and inserts\n`xegpu.prefetch_nd` operations for the tile. The load op must reside within\nthe `scf.for` loop. Number of prefetch steps is set by the `nb_prefetch`\nargument (default value is 1). Returns a handle to the created\n`xegpu.create_nd_desc` op.",
      assembly_format = "$target `nb_prefetch` `=` ($dynamic_nb_prefetch^):(custom<TypedAttribute>($static_nb_prefetch, \"i64\"))? attr-dict `:` functional-type(operands, results)",
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface"],
      optional_attributes = ["static_nb_prefetch"],
      independent_variadics = ["dynamic_nb_prefetch"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformValueHandleTypeInterface>($_self))" {summary = "TransformValueHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, dynamic_nb_prefetch: optional %1)
    irdl.results(desc_op: %3)
    irdl.attributes {"static_nb_prefetch" = %2}
  }
  irdl.operation @xegpu.set_desc_layout attributes {
      summary = "Set xegpu.layout attribute to a xegpu.create_nd_desc op result.",
      description = "Given an `xegpu.create_nd_desc` operation, this transform adds\n`xegpu.layout` attribute to the result tensor descriptor. The layout is\ndefined by the `sg_layout`, and `sg_data` and optional `inst_data`\nattributes. If `slice_dims` is provided, the `xegpu.layout` attribute is\nwrapped in an `xegpu.slice<..., dims=slice_dims>` attribute. Returns a handle to\nthe transformed op.",
      assembly_format = "$target `sg_layout` `=` custom<DynamicIndexList>($sg_layout, $static_sg_layout) `sg_data` `=` custom<DynamicIndexList>($sg_data, $static_sg_data) (`inst_data` `=` custom<DynamicIndexList>($inst_data, $static_inst_data)^)? (`slice_dims` `=` custom<DenseArray>($slice_dims)^)? attr-dict `:` functional-type(operands, results)",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface"],
      optional_attributes = ["static_sg_layout", "static_sg_data", "static_inst_data", "slice_dims"],
      independent_variadics = ["sg_layout", "sg_data", "inst_data"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    irdl.operands(target: %0, sg_layout: variadic %1, sg_data: variadic %2, inst_data: variadic %3)
    irdl.results(transformed: %8)
    irdl.attributes {"static_sg_layout" = %4, "static_sg_data" = %5, "static_inst_data" = %6, "slice_dims" = %7}
  }
  irdl.operation @xegpu.set_gpu_launch_threads attributes {
      summary = "Set number of threads for a given gpu.launch operation",
      description = "Overrides the x,y,z threads operands of a given `gpu.launch` operation in-place.",
      assembly_format = "$target `threads` `=` custom<DynamicIndexList>($threads, $static_threads) attr-dict `:` qualified(type(operands))",
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface"],
      optional_attributes = ["static_threads"],
      independent_variadics = ["threads"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    irdl.operands(target: %0, threads: variadic %1)
    irdl.attributes {"static_threads" = %2}
  }
  irdl.operation @xegpu.set_op_layout_attr attributes {
      summary = "Set xegpu.layout attribute of an op.",
      description = "Sets the `xegpu.layout` attribute of an op. If `result=true`, sets the\n`layout_result_{index}`, otherwise `layout_operand_{index}` attribute. The\ntarget operand/result value is defined by the `index` argument. The layout\nis defined by the `sg_layout`, `sg_data` and optional `inst_data`\nattributes. If `slice_dims` is provided, the `xegpu.layout` attribute is\nwrapped in an `xegpu.slice<..., dims=slice_dims>` attribute.",
      assembly_format = "$target (`result` $result^)? (`index` `=` custom<TypedAttribute>($index, \"i64\")^)? `sg_layout` `=` custom<DynamicIndexList>($sg_layout, $static_sg_layout) `sg_data` `=` custom<DynamicIndexList>($sg_data, $static_sg_data) (`inst_data` `=` custom<DynamicIndexList>($inst_data, $static_inst_data)^)? (`slice_dims` `=` custom<DenseArray>($slice_dims)^)? attr-dict `:` qualified(type(operands))",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "TransformOpInterface"],
      optional_attributes = ["index", "static_sg_layout", "static_sg_data", "static_inst_data", "slice_dims", "result"],
      cpp_default_values = {result = "false"},
      independent_variadics = ["sg_layout", "sg_data", "inst_data"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))" {summary = "TransformHandleTypeInterface instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::transform::TransformHandleTypeInterface>($_self))) || ((::llvm::isa<::mlir::transform::TransformParamTypeInterface>($_self)))" {summary = "transform any param type or any handle type"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    irdl.operands(target: %0, sg_layout: variadic %2, sg_data: variadic %3, inst_data: variadic %4)
    irdl.attributes {"index" = %1, "static_sg_layout" = %5, "static_sg_data" = %6, "static_inst_data" = %7, "slice_dims" = %8, "result" = %9}
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
