// Imported from ODS (ROCDLOps.td:24) by irdl-import-ods: attributes, types and operations.
irdl.dialect @rocdl attributes {ods, properties, summary = "Dialect for wrapping LLVM AMDGPU backend intrinsics and attributes", description = "The ROCDL dialect, like the other platform-specific LLVM dialects, serves\nas the location of wrappers around the AMD-specific intrinsics and attributes\nin LLVM.\n\nThis dialect, like other GPU lowering targets, also contains the infrastructure\nused by the built-in compilation/offloading framework to compile AMD-specific\nLLVM IR into binaries.\n\n# Dialect inclusion criteria and guidelines\n\nThe operations in this dialect are 1:1 wrappers around their corresponding\nLLVM intrinsics. Operations that do not correspond to intrinsics should not\nbe placed in this dialect.\n\nThe definition of a ROCDL op should match its LLVM counterpart. If the\nargument and result types are fixed, they should be specified as type\nconstraints, including by overriding the default variadic type on LLVM\nintrinsics by doing a `let results` in the operation definition.\n\nLLVM attributes do not need to be replicated exactly if it wouldn't be\neasy to do so, but pure operations and ones that read/write memory should\nbe annotated as such.\n\nWhile LLVM intrinsics currently don't allow constraining the values an\n`any_type` can take, it is acceptable (but not required) to impose such\nconstraints if they are known.\n\nWhen an LLVM intrinsic uses an `immarg`, this corresponds to an attribute\nin MLIR.\n\nHuman-readable assembly formats (those that, for example, explicitly indicate\nparameter names) may be used, and are encouraged for intrinsics that have\ncomplex argument schemes and don't have any higher-level wrapper (such as\nin the `amdgpu` dialect).\n\nWhile not all existing operations follow this convention, new operations should\ngenerally provide argument and result types except in cases where they are\nclearly redundant (such as with operations like `rocdl.fmed3`, which doesn't\nneed to reiterate the single type at issue multiple times). This convention\nenhances the readability of low-level IR and prevents programmers from needing\nto find non-local type information.\n\nDialect-defined discardable attributes (any attribute starting with `rocdl.`\nthat has special handling) need to correspond to AMD-specific attributes, metadata,\nor other entities (such as calling conventions) in LLVM, or be needed for\nGPU compilation management. Outside of the compilation infrastructure,\ndialect-specific enums or attributes are extmelely unlikely to be needed\nand should be avoided.\n\nOperation documentation should specify when the operation was introduced\n(if relevant) and include usage examples. Operations should have\nparser/printer tests in `mlir/test/Dialect/LLVMIR/rocdl.mlir` and\nlowering tests in `mlir/test/Target/LLVMIR/rocdl.mlir`.\n\n# General documentation (What does this op do?)\n\nWhile rocdl ops sometimes carry their own documentation, there is no\nexpectation that such documentation will exist (or be kept up to date).\n\nSince ROCDL operations correspond to LLVM intrinsics, the semantics and\nbehavior of these operations can be determined by investigating the\ndocumentation for the corresponding intrinsic. This documentation\ncan be found in\n- `llvm/docs/AMDGPUUsage.rst` and\n- The comments of `llvm/include/llvm/IR/IntrinsicsAMDGPU.td`, which\n  is where details of the meaning of certain bitfields or of how an\n  intrinsic corresponds to hardware instructions are most likely to\n  be found.\n\nSince many intrinsics are themselves minimal wrappers around hardware\ninstructions, these documentation sources often do not repeat hardware\ndocumentation. If an intrinsic appears undocumented, information about\nits behavior will often be available in published ISA descriptions or\n(sometimes known as shader programming guides).\n\nIf an operation doesn't provide usage examples, it is likely that they\ncan be found in `mlir/test/Dialect/LLVMIR/rocdl.td`."} {
  irdl.attribute @target attributes {
      description = "ROCDL target attribute for controlling compilation of AMDGPU targets. All\nparameters decay into default values if not present.\n\nExamples:\n\n1. Target with default values.\n```\n  gpu.module @mymodule [#rocdl.target] attributes {...} {\n    ...\n  }\n```\n\n2. Target with `gfx90a` chip and fast math.\n```\n  gpu.module @mymodule [#rocdl.target<chip = \"gfx90a\", flags = {fast, no_wave64}>] {\n    ...\n  }\n```",
      assembly_format = "(`<` struct(custom<Param>($O, \"ROCDL_TargetAttr\", \"int\", \"2\"), custom<Param>($triple, \"ROCDL_TargetAttr\", \"::llvm::StringRef\", \"\\\"amdgcn-amd-amdhsa\\\"\"), custom<Param>($chip, \"ROCDL_TargetAttr\", \"::llvm::StringRef\", \"\\\"gfx900\\\"\"), custom<Param>($features, \"ROCDL_TargetAttr\", \"::llvm::StringRef\", \"\\\"\\\"\"), custom<Param>($abi, \"ROCDL_TargetAttr\", \"::llvm::StringRef\", \"\\\"600\\\"\"), custom<Param>($flags, \"ROCDL_TargetAttr\", \"DictionaryAttr\", \"\"), custom<Param>($link, \"ROCDL_TargetAttr\", \"ArrayAttr\", \"\"))^ `>`)?",
      cpp_verifier = "ROCDLTargetAttr"} {
    %0 = irdl.any {summary = "Optimization level to apply."}
    %1 = irdl.base "#builtin.string" {summary = "Target triple."}
    %2 = irdl.base "#builtin.string" {summary = "Target chip."}
    %3 = irdl.base "#builtin.string" {summary = "Target chip features."}
    %4 = irdl.base "#builtin.string" {summary = "ABI version."}
    %5 = irdl.any {summary = "Target specific flags."}
    %6 = irdl.any {summary = "Files to link to the LLVM module."}
    irdl.parameters(O: %0, triple: %1, chip: %2, features: %3, abi: %4, flags: %5, link: %6)
  }
  irdl.operation @ballot attributes {
      summary = "Vote across thread group",
      description = "Ballot provides a bit mask containing the 1-bit predicate value from each lane.\nThe nth bit of the result contains the 1 bit contributed by the nth warp lane.",
      assembly_format = "$pred attr-dict `:` type($res)"} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(pred: %0)
    irdl.results(res: %1)
  }
  irdl.operation @barrier attributes {
      description = "An operation with the same expansion as HIP's __synchthreads();\n\n**DEPRECATION NOTICE**: Use `gpu.barrier`, which will expand to these\noperations, instead.",
      assembly_format = "attr-dict"} {
  }
  irdl.operation @cluster.id.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @cluster.id.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @cluster.id.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @cluster.load.async.to.lds.b128 attributes {
      description = "Broadcasts memory load of 128 bits of data for a cluster of workgroups.\n\nAvailable on gfx1250+.",
      assembly_format = "$globalPtr `,` $ldsPtr `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($cpol, \"i32\") `,` $mask attr-dict `:` qualified(type($globalPtr)) `,` qualified(type($ldsPtr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(globalPtr: %0, ldsPtr: %1, mask: %4)
    irdl.attributes {"offset" = %2, "cpol" = %3, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @cluster.load.async.to.lds.b32 attributes {
      description = "Broadcasts memory load of 32 bits of data for a cluster of workgroups.\n\nAvailable on gfx1250+.",
      assembly_format = "$globalPtr `,` $ldsPtr `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($cpol, \"i32\") `,` $mask attr-dict `:` qualified(type($globalPtr)) `,` qualified(type($ldsPtr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(globalPtr: %0, ldsPtr: %1, mask: %4)
    irdl.attributes {"offset" = %2, "cpol" = %3, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @cluster.load.async.to.lds.b64 attributes {
      description = "Broadcasts memory load of 64 bits of data for a cluster of workgroups.\n\nAvailable on gfx1250+.",
      assembly_format = "$globalPtr `,` $ldsPtr `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($cpol, \"i32\") `,` $mask attr-dict `:` qualified(type($globalPtr)) `,` qualified(type($ldsPtr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(globalPtr: %0, ldsPtr: %1, mask: %4)
    irdl.attributes {"offset" = %2, "cpol" = %3, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @cluster.load.async.to.lds.b8 attributes {
      description = "Broadcasts memory load of 8 bits of data for a cluster of workgroups.\n\nAvailable on gfx1250+.",
      assembly_format = "$globalPtr `,` $ldsPtr `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($cpol, \"i32\") `,` $mask attr-dict `:` qualified(type($globalPtr)) `,` qualified(type($ldsPtr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(globalPtr: %0, ldsPtr: %1, mask: %4)
    irdl.attributes {"offset" = %2, "cpol" = %3, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @cos attributes {
      description = "Note: In the general case, prefer the conventional `arith`, `math`, or `llvm` ops over this.\nUse this ROCDL-specific operation only when you fully understand its implication and\nwhen it is strictly necessary. This op is usually chosen when a small loss in precision is\nacceptable in exchange for higher execution speed.",
      assembly_format = "$arg qualified(type($arg)) attr-dict `->` qualified(type($res))",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @cvt.f32.bf8 attributes {
      summary = "Convert bf8 to f32",
      description = "Convert 8-bit bf8 value from the `byteSel`th bit of `srcA` to fp32.",
      assembly_format = "attr-dict $srcA `[` custom<TypedAttribute>($byteSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(srcA: %0)
    irdl.results(res: %2)
    irdl.attributes {"byteSel" = %1}
  }
  irdl.operation @cvt.f32.fp8 attributes {
      summary = "Convert fp8 to f32",
      description = "Convert 8-bit fp8 value from the `byteSel`th bit of `srcA` to fp32.",
      assembly_format = "attr-dict $srcA `[` custom<TypedAttribute>($byteSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(srcA: %0)
    irdl.results(res: %2)
    irdl.attributes {"byteSel" = %1}
  }
  irdl.operation @cvt.pk.bf8.f32 attributes {
      summary = "Convert two f32's to bf8",
      description = "Convert `srcA` and `srcB` to bf8 and store into the low/high word of\n`old`, preserving the other word.",
      assembly_format = "attr-dict $srcA `,` $srcB `->` $old `[` custom<TypedAttribute>($wordSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(srcA: %0, srcB: %1, old: %2)
    irdl.results(res: %4)
    irdl.attributes {"wordSel" = %3}
  }
  irdl.operation @cvt.pk.f32.bf8 attributes {
      summary = "Convert packed bf8 to packed f32",
      description = "Convert `src` based on $wordSel to packed fp32,",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($wordSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0)
    irdl.results(res: %2)
    irdl.attributes {"wordSel" = %1}
  }
  irdl.operation @cvt.pk.f32.fp8 attributes {
      summary = "Convert packed fp8 to packed f32",
      description = "Convert `src` based on $wordSel to packed fp32.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($wordSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0)
    irdl.results(res: %2)
    irdl.attributes {"wordSel" = %1}
  }
  irdl.operation @cvt.pk.fp8.f32 attributes {
      summary = "Convert two f32's to fp8",
      description = "Convert `srcA` and `srcB` to fp8 and store into the low/high word of\n`old`, preserving the other word.",
      assembly_format = "attr-dict $srcA `,` $srcB `->` $old `[` custom<TypedAttribute>($wordSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(srcA: %0, srcB: %1, old: %2)
    irdl.results(res: %4)
    irdl.attributes {"wordSel" = %3}
  }
  irdl.operation @cvt.pkrtz attributes {
      summary = "Convert two f32 input into a vector<2xf16>",
      description = "Convert two f32 values into a packed vector<2xf16>.",
      assembly_format = "attr-dict $srcA `,` $srcB `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(srcA: %0, srcB: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scale.pk16.bf16.bf6 attributes {
      summary = "Scales 16 bf6 and converts them to 16 bf16.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<16xbf16> {summary = "fixed-length vector of bfloat16 type values of length 16"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk16.bf16.fp6 attributes {
      summary = "Scales 16 fp6 and converts them to 16 bf16.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<16xbf16> {summary = "fixed-length vector of bfloat16 type values of length 16"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk16.f16.bf6 attributes {
      summary = "Scales 16 bf6 and converts them to 16 f16.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<16xf16> {summary = "fixed-length vector of 16-bit float values of length 16"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk16.f16.fp6 attributes {
      summary = "Scales 16 fp6 and converts them to 16 f16.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<16xf16> {summary = "fixed-length vector of 16-bit float values of length 16"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk16.f32.bf6 attributes {
      summary = "Scales 16 bf6 and converts them to 16 f32.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<16xf32> {summary = "fixed-length vector of 32-bit float values of length 16"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk16.f32.fp6 attributes {
      summary = "Scales 16 fp6 and converts them to 16 f32.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<16xf32> {summary = "fixed-length vector of 32-bit float values of length 16"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk8.bf16.bf8 attributes {
      summary = "Scales 8 bf8 and converts them to 8 bf16.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<8xbf16> {summary = "fixed-length vector of bfloat16 type values of length 8"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk8.bf16.fp4 attributes {
      summary = "Scales 8 fp4 and converts them to 8 bf16.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<8xbf16> {summary = "fixed-length vector of bfloat16 type values of length 8"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk8.bf16.fp8 attributes {
      summary = "Scales 8 fp8 and converts them to 8 bf16.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<8xbf16> {summary = "fixed-length vector of bfloat16 type values of length 8"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk8.f16.bf8 attributes {
      summary = "Scales 8 bf8 and converts them to 8 f16.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<8xf16> {summary = "fixed-length vector of 16-bit float values of length 8"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk8.f16.fp4 attributes {
      summary = "Scales 8 fp4 and converts them to 8 f16.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<8xf16> {summary = "fixed-length vector of 16-bit float values of length 8"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk8.f16.fp8 attributes {
      summary = "Scales 8 fp8 and converts them to 8 f16.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<8xf16> {summary = "fixed-length vector of 16-bit float values of length 8"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk8.f32.bf8 attributes {
      summary = "Scales 8 bf8 and converts them to 8 f32.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<8xf32> {summary = "fixed-length vector of 32-bit float values of length 8"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk8.f32.fp4 attributes {
      summary = "Scales 8 fp4 and converts them to 8 f32.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<8xf32> {summary = "fixed-length vector of 32-bit float values of length 8"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scale.pk8.f32.fp8 attributes {
      summary = "Scales 8 fp8 and converts them to 8 f32.",
      description = "Available on gfx1250+.",
      assembly_format = "attr-dict $src `,` $scale `[` custom<TypedAttribute>($scaleSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<8xf32> {summary = "fixed-length vector of 32-bit float values of length 8"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"scaleSel" = %2}
  }
  irdl.operation @cvt.scalef32.2xpk16.bf6.f32 attributes {
      summary = "Scale and convert two vector<16xf32> to 32 packed bf6",
      description = "Convert 32 single-precision float values, packed into two length-16\nvectors that will be logically concanenated, to packed bf6, dividing by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src0 `,` $src1 `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xf32> {summary = "fixed-length vector of 32-bit float values of length 16"}
    %1 = irdl.is vector<16xf32> {summary = "fixed-length vector of 32-bit float values of length 16"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src0: %0, src1: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.2xpk16.fp6.f32 attributes {
      summary = "Scale and convert two vector<16xf32> to 32 packed fp6",
      description = "Convert 32 single-precision float values, packed into two length-16\nvectors that will be logically concanenated, to packed fp6, dividing by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src0 `,` $src1 `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xf32> {summary = "fixed-length vector of 32-bit float values of length 16"}
    %1 = irdl.is vector<16xf32> {summary = "fixed-length vector of 32-bit float values of length 16"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src0: %0, src1: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.f16.bf8 attributes {
      summary = "Scaled convert bf8 from packed vector to f16, updating tied result",
      description = "Convert a bf8 byte from `src`, selected by\n`srcSelIndex`, to f16 while multiplying it by the expontent of `scale`,\nand place it into the `dstLoHiSel`th bit\nof `oldVdst` preserving the other element of that vector in\nthe return value.\n\nThe bytes are stored as an `i32` and not a `<4 x i8>`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcSelIndex, \"i32\") `]` `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstLoHiSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    irdl.operands(oldVdst: %0, src: %1, scale: %2)
    irdl.results(res: %5)
    irdl.attributes {"srcSelIndex" = %3, "dstLoHiSel" = %4}
  }
  irdl.operation @cvt.scalef32.f16.fp8 attributes {
      summary = "Scaled convert fp8 from packed vector to f16, updating tied result",
      description = "Convert a fp8 byte from `src`, selected by\n`srcSelIndex`, to f16 while multiplying it by the expontent of `scale`,\nand place it into the `dstLoHiSel`th bit\nof `oldVdst` preserving the other element of that vector in\nthe return value.\n\nThe bytes are stored as an `i32` and not a `<4 x i8>`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcSelIndex, \"i32\") `]` `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstLoHiSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    irdl.operands(oldVdst: %0, src: %1, scale: %2)
    irdl.results(res: %5)
    irdl.attributes {"srcSelIndex" = %3, "dstLoHiSel" = %4}
  }
  irdl.operation @cvt.scalef32.f32.bf8 attributes {
      summary = "Scaled convert bf8 from packed vector to f32",
      description = "Convert a bf8 byte from `src`, selected by\n`srcSelIndex`, to f32, multiplying it by the exponent of `scale`.\n\nThe bytes are stored in an `i32`, not a `<4 x i8>`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcSelIndex, \"i32\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcSelIndex" = %2}
  }
  irdl.operation @cvt.scalef32.f32.fp8 attributes {
      summary = "Scaled convert fp8 from packed vector to f32",
      description = "Convert a fp8 byte from `src`, selected by\n`srcSelIndex`, to f32, multiplying it by the exponent of `scale`.\n\nThe bytes are stored in an `i32`, not a `<4 x i8>`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcSelIndex, \"i32\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcSelIndex" = %2}
  }
  irdl.operation @cvt.scalef32.pk.bf16.bf8 attributes {
      summary = "Scaled convert two bf8to two bf16",
      description = "Convert two packed bf8 values in `src0` to two bf16 values, multiplying by the exponent in `scale`.\nThe two values to be converted are selected from the low or high half\nof `src` (a packed vector represented as an `i32`)\non the basis of `srcLoHiSel`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcLoHiSel, \"i1\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.is vector<2xbf16> {summary = "fixed-length vector of bfloat16 type values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcLoHiSel" = %2}
  }
  irdl.operation @cvt.scalef32.pk.bf16.fp4 attributes {
      summary = "Scale and convert two packed fp4 to packed bf16",
      description = "Convert two packed fp4 (f4E2M1) values  stored as one byte of a 32-bit integer\nto packed bf16, multiplying by the exponent part of `scale`\nbefore doing so.\n\nThe byte to convert is chosen by `srcSelIndex`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcSelIndex, \"i32\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<2xbf16> {summary = "fixed-length vector of bfloat16 type values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcSelIndex" = %2}
  }
  irdl.operation @cvt.scalef32.pk.bf16.fp8 attributes {
      summary = "Scaled convert two fp8to two bf16",
      description = "Convert two packed fp8 values in `src0` to two bf16 values, multiplying by the exponent in `scale`.\nThe two values to be converted are selected from the low or high half\nof `src` (a packed vector represented as an `i32`)\non the basis of `srcLoHiSel`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcLoHiSel, \"i1\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.is vector<2xbf16> {summary = "fixed-length vector of bfloat16 type values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcLoHiSel" = %2}
  }
  irdl.operation @cvt.scalef32.pk.bf8.bf16 attributes {
      summary = "Scaled convert two bf16to two bf8, updating packed vector",
      description = "Convert two bf16 values in `src0` to two bf8 bytes, dividing by the exponent in `scale`. The bytes are\npacked into a 16-bit value which is inserted into `oldVdst` at the\n`dstLoHiSel` position, with the entire updated vector being returned.",
      assembly_format = "attr-dict $src0 `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstLoHiSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    %1 = irdl.is vector<2xbf16> {summary = "fixed-length vector of bfloat16 type values of length 2"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    irdl.operands(oldVdst: %0, src0: %1, scale: %2)
    irdl.results(res: %4)
    irdl.attributes {"dstLoHiSel" = %3}
  }
  irdl.operation @cvt.scalef32.pk.bf8.f16 attributes {
      summary = "Scaled convert two f16to two bf8, updating packed vector",
      description = "Convert two f16 values in `src0` to two bf8 bytes, dividing by the exponent in `scale`. The bytes are\npacked into a 16-bit value which is inserted into `oldVdst` at the\n`dstLoHiSel` position, with the entire updated vector being returned.",
      assembly_format = "attr-dict $src0 `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstLoHiSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    %1 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    irdl.operands(oldVdst: %0, src0: %1, scale: %2)
    irdl.results(res: %4)
    irdl.attributes {"dstLoHiSel" = %3}
  }
  irdl.operation @cvt.scalef32.pk.bf8.f32 attributes {
      summary = "Scaled convert two f32 to two bf8, updating packed vector",
      description = "Convert two f32 values in `src0` and `src1` to two bf8 bytes,\ndividing by the exponent in `scale`. The bytes are packed into\na 16-bit value which is inserted into `oldVdst` at the `dstLoHiSel`\nposition, with the entire updated vector being returned.",
      assembly_format = "attr-dict $src0 `,` $src1 `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstLoHiSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    irdl.operands(oldVdst: %0, src0: %1, src1: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstLoHiSel" = %4}
  }
  irdl.operation @cvt.scalef32.pk.f16.bf8 attributes {
      summary = "Scaled convert two bf8to two f16",
      description = "Convert two packed bf8 values in `src0` to two f16 values, multiplying by the exponent in `scale`.\nThe two values to be converted are selected from the low or high half\nof `src` (a packed vector represented as an `i32`)\non the basis of `srcLoHiSel`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcLoHiSel, \"i1\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcLoHiSel" = %2}
  }
  irdl.operation @cvt.scalef32.pk.f16.fp4 attributes {
      summary = "Scale and convert two packed fp4 to packed f16",
      description = "Convert two packed fp4 (f4E2M1) values  stored as one byte of a 32-bit integer\nto packed f16, multiplying by the exponent part of `scale`\nbefore doing so.\n\nThe byte to convert is chosen by `srcSelIndex`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcSelIndex, \"i32\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcSelIndex" = %2}
  }
  irdl.operation @cvt.scalef32.pk.f16.fp8 attributes {
      summary = "Scaled convert two fp8to two f16",
      description = "Convert two packed fp8 values in `src0` to two f16 values, multiplying by the exponent in `scale`.\nThe two values to be converted are selected from the low or high half\nof `src` (a packed vector represented as an `i32`)\non the basis of `srcLoHiSel`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcLoHiSel, \"i1\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcLoHiSel" = %2}
  }
  irdl.operation @cvt.scalef32.pk.f32.bf8 attributes {
      summary = "Scaled convert two bf8to two f32",
      description = "Convert two packed bf8 values in `src0` to two f32 values, multiplying by the exponent in `scale`.\nThe two values to be converted are selected from the low or high half\nof `src` (a packed vector represented as an `i32`)\non the basis of `srcLoHiSel`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcLoHiSel, \"i1\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.is vector<2xf32> {summary = "fixed-length vector of 32-bit float values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcLoHiSel" = %2}
  }
  irdl.operation @cvt.scalef32.pk.f32.fp4 attributes {
      summary = "Scale and convert two packed fp4 to packed f32",
      description = "Convert two packed fp4 (f4E2M1) values  stored as one byte of a 32-bit integer\nto packed f32, multiplying by the exponent part of `scale`\nbefore doing so.\n\nThe byte to convert is chosen by `srcSelIndex`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcSelIndex, \"i32\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.is vector<2xf32> {summary = "fixed-length vector of 32-bit float values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcSelIndex" = %2}
  }
  irdl.operation @cvt.scalef32.pk.f32.fp8 attributes {
      summary = "Scaled convert two fp8to two f32",
      description = "Convert two packed fp8 values in `src0` to two f32 values, multiplying by the exponent in `scale`.\nThe two values to be converted are selected from the low or high half\nof `src` (a packed vector represented as an `i32`)\non the basis of `srcLoHiSel`.",
      assembly_format = "attr-dict $src `[` custom<TypedAttribute>($srcLoHiSel, \"i1\") `]` `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.is vector<2xf32> {summary = "fixed-length vector of 32-bit float values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %3)
    irdl.attributes {"srcLoHiSel" = %2}
  }
  irdl.operation @cvt.scalef32.pk.fp4.bf16 attributes {
      summary = "Scale and convert two bf16 to packed fp4, updating tied vector",
      description = "Convert two packed bf16 values to packed\nfp4, dividing by the exponent part of `scale`\nbefore doing so.\n\nThe two scaled values are packed  into a byte.\nThat byte is used to update the `dstSelIndex`th\nbyte of `oldVdst`, which is returned in its entirity.",
      assembly_format = "attr-dict $src `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is vector<2xbf16> {summary = "fixed-length vector of bfloat16 type values of length 2"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src: %1, scale: %2)
    irdl.results(res: %4)
    irdl.attributes {"dstSelIndex" = %3}
  }
  irdl.operation @cvt.scalef32.pk.fp4.f16 attributes {
      summary = "Scale and convert two f16 to packed fp4, updating tied vector",
      description = "Convert two packed f16 values to packed\nfp4, dividing by the exponent part of `scale`\nbefore doing so.\n\nThe two scaled values are packed  into a byte.\nThat byte is used to update the `dstSelIndex`th\nbyte of `oldVdst`, which is returned in its entirity.",
      assembly_format = "attr-dict $src `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src: %1, scale: %2)
    irdl.results(res: %4)
    irdl.attributes {"dstSelIndex" = %3}
  }
  irdl.operation @cvt.scalef32.pk.fp4.f32 attributes {
      summary = "Scale and convert two f32 values to two packed fp4, updating tied vector",
      description = "Convert two single-precision float values, passed in `src0` and `src1`\ninto two fp4 values, dividing them by the expontent part of `scale`\nbefore doing so.\n\nThe two scaled values are packed  into a byte.\nThat byte is used to update the `dstSelIndex`th\nbyte of `oldVdst`, which is returned in its entirity.",
      assembly_format = "attr-dict $src0 `,` $src1 `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src0: %1, src1: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstSelIndex" = %4}
  }
  irdl.operation @cvt.scalef32.pk.fp8.bf16 attributes {
      summary = "Scaled convert two bf16to two fp8, updating packed vector",
      description = "Convert two bf16 values in `src0` to two fp8 bytes, dividing by the exponent in `scale`. The bytes are\npacked into a 16-bit value which is inserted into `oldVdst` at the\n`dstLoHiSel` position, with the entire updated vector being returned.",
      assembly_format = "attr-dict $src0 `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstLoHiSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    %1 = irdl.is vector<2xbf16> {summary = "fixed-length vector of bfloat16 type values of length 2"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    irdl.operands(oldVdst: %0, src0: %1, scale: %2)
    irdl.results(res: %4)
    irdl.attributes {"dstLoHiSel" = %3}
  }
  irdl.operation @cvt.scalef32.pk.fp8.f16 attributes {
      summary = "Scaled convert two f16to two fp8, updating packed vector",
      description = "Convert two f16 values in `src0` to two fp8 bytes, dividing by the exponent in `scale`. The bytes are\npacked into a 16-bit value which is inserted into `oldVdst` at the\n`dstLoHiSel` position, with the entire updated vector being returned.",
      assembly_format = "attr-dict $src0 `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstLoHiSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    %1 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    irdl.operands(oldVdst: %0, src0: %1, scale: %2)
    irdl.results(res: %4)
    irdl.attributes {"dstLoHiSel" = %3}
  }
  irdl.operation @cvt.scalef32.pk.fp8.f32 attributes {
      summary = "Scaled convert two f32 to two fp8, updating packed vector",
      description = "Convert two f32 values in `src0` and `src1` to two fp8 bytes,\ndividing by the exponent in `scale`. The bytes are packed into\na 16-bit value which is inserted into `oldVdst` at the `dstLoHiSel`\nposition, with the entire updated vector being returned.",
      assembly_format = "attr-dict $src0 `,` $src1 `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstLoHiSel, \"i1\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    irdl.operands(oldVdst: %0, src0: %1, src1: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstLoHiSel" = %4}
  }
  irdl.operation @cvt.scalef32.pk16.bf6.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed bf6",
      description = "Convert 8 packed bf16 values to packed bf6, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xbf16> {summary = "fixed-length vector of bfloat16 type values of length 16"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk16.bf6.f16 attributes {
      summary = "Scale and convert packed f16 to packed bf6",
      description = "Convert 8 packed f16 values to packed bf6, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xf16> {summary = "fixed-length vector of 16-bit float values of length 16"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk16.bf6.f32 attributes {
      summary = "Scale and convert packed f32 to packed bf6",
      description = "Convert 8 packed f32 values to packed bf6, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xf32> {summary = "fixed-length vector of 32-bit float values of length 16"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk16.fp6.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed fp6",
      description = "Convert 8 packed bf16 values to packed fp6, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xbf16> {summary = "fixed-length vector of bfloat16 type values of length 16"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk16.fp6.f16 attributes {
      summary = "Scale and convert packed f16 to packed fp6",
      description = "Convert 8 packed f16 values to packed fp6, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xf16> {summary = "fixed-length vector of 16-bit float values of length 16"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk16.fp6.f32 attributes {
      summary = "Scale and convert packed f32 to packed fp6",
      description = "Convert 8 packed f32 values to packed fp6, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xf32> {summary = "fixed-length vector of 32-bit float values of length 16"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk32.bf16.bf6 attributes {
      summary = "Scale and convert packed bf6 to packed bf16",
      description = "Convert 32 packed bf6 values to packed bf16, multiplying by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<32xbf16> {summary = "fixed-length vector of bfloat16 type values of length 32"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk32.bf16.fp6 attributes {
      summary = "Scale and convert packed fp6 to packed bf16",
      description = "Convert 32 packed fp6 values to packed bf16, multiplying by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<32xbf16> {summary = "fixed-length vector of bfloat16 type values of length 32"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk32.bf6.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed bf6",
      description = "Convert 32 packed bf16 values to packed bf6, dividing by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<32xbf16> {summary = "fixed-length vector of bfloat16 type values of length 32"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk32.bf6.f16 attributes {
      summary = "Scale and convert packed f16 to packed bf6",
      description = "Convert 32 packed f16 values to packed bf6, dividing by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<32xf16> {summary = "fixed-length vector of 16-bit float values of length 32"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk32.f16.bf6 attributes {
      summary = "Scale and convert packed bf6 to packed f16",
      description = "Convert 32 packed bf6 values to packed f16, multiplying by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<32xf16> {summary = "fixed-length vector of 16-bit float values of length 32"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk32.f16.fp6 attributes {
      summary = "Scale and convert packed fp6 to packed f16",
      description = "Convert 32 packed fp6 values to packed f16, multiplying by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<32xf16> {summary = "fixed-length vector of 16-bit float values of length 32"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk32.f32.bf6 attributes {
      summary = "Scale and convert packed bf6 to packed f32",
      description = "Convert 32 packed bf6 values to packed f32, multiplying by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<32xf32> {summary = "fixed-length vector of 32-bit float values of length 32"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk32.f32.fp6 attributes {
      summary = "Scale and convert packed fp6 to packed f32",
      description = "Convert 32 packed fp6 values to packed f32, multiplying by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<32xf32> {summary = "fixed-length vector of 32-bit float values of length 32"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk32.fp6.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed fp6",
      description = "Convert 32 packed bf16 values to packed fp6, dividing by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<32xbf16> {summary = "fixed-length vector of bfloat16 type values of length 32"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk32.fp6.f16 attributes {
      summary = "Scale and convert packed f16 to packed fp6",
      description = "Convert 32 packed f16 values to packed fp6, dividing by the exponent part of `scale`\nbefore doing so.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<32xf16> {summary = "fixed-length vector of 16-bit float values of length 32"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk8.bf8.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed bf8",
      description = "Convert 8 packed bf16 values to packed bf8, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xbf16> {summary = "fixed-length vector of bfloat16 type values of length 8"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk8.bf8.f16 attributes {
      summary = "Scale and convert packed f16 to packed bf8",
      description = "Convert 8 packed f16 values to packed bf8, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf16> {summary = "fixed-length vector of 16-bit float values of length 8"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk8.bf8.f32 attributes {
      summary = "Scale and convert packed f32 to packed bf8",
      description = "Convert 8 packed f32 values to packed bf8, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf32> {summary = "fixed-length vector of 32-bit float values of length 8"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk8.fp4.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed fp4",
      description = "Convert 8 packed bf16 values to packed fp4, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xbf16> {summary = "fixed-length vector of bfloat16 type values of length 8"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk8.fp4.f16 attributes {
      summary = "Scale and convert packed f16 to packed fp4",
      description = "Convert 8 packed f16 values to packed fp4, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf16> {summary = "fixed-length vector of 16-bit float values of length 8"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk8.fp4.f32 attributes {
      summary = "Scale and convert packed f32 to packed fp4",
      description = "Convert 8 packed f32 values to packed fp4, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf32> {summary = "fixed-length vector of 32-bit float values of length 8"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk8.fp8.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed fp8",
      description = "Convert 8 packed bf16 values to packed fp8, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xbf16> {summary = "fixed-length vector of bfloat16 type values of length 8"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk8.fp8.f16 attributes {
      summary = "Scale and convert packed f16 to packed fp8",
      description = "Convert 8 packed f16 values to packed fp8, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf16> {summary = "fixed-length vector of 16-bit float values of length 8"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.pk8.fp8.f32 attributes {
      summary = "Scale and convert packed f32 to packed fp8",
      description = "Convert 8 packed f32 values to packed fp8, multiplying by the exponent part of `scale`\nbefore doing so. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf32> {summary = "fixed-length vector of 32-bit float values of length 8"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, scale: %1)
    irdl.results(res: %2)
  }
  irdl.operation @cvt.scalef32.sr.bf8.bf16 attributes {
      summary = "Scaled convert bf16to bf8 with stochiastic rounding, updating packed vector",
      description = "Convert a bf16 value in `src0` to a bf8 bytes, dividing by the exponent in `scale` and using `seed`\nfor stochiastic rounding. Place the resulting byte in the\n`dstSelIndex`th bit of `oldVdst` and return the entire packed vector,\nwhich is stored as an `i32`.",
      assembly_format = "attr-dict $src0 `,` $seed `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is bf16 {summary = "bfloat16 type"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src0: %1, seed: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstSelIndex" = %4}
  }
  irdl.operation @cvt.scalef32.sr.bf8.f16 attributes {
      summary = "Scaled convert f16to bf8 with stochiastic rounding, updating packed vector",
      description = "Convert a f16 value in `src0` to a bf8 bytes, dividing by the exponent in `scale` and using `seed`\nfor stochiastic rounding. Place the resulting byte in the\n`dstSelIndex`th bit of `oldVdst` and return the entire packed vector,\nwhich is stored as an `i32`.",
      assembly_format = "attr-dict $src0 `,` $seed `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f16 {summary = "16-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src0: %1, seed: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstSelIndex" = %4}
  }
  irdl.operation @cvt.scalef32.sr.bf8.f32 attributes {
      summary = "Scaled convert f32to bf8 with stochiastic rounding, updating packed vector",
      description = "Convert a f32 value in `src0` to a bf8 bytes, dividing by the exponent in `scale` and using `seed`\nfor stochiastic rounding. Place the resulting byte in the\n`dstSelIndex`th bit of `oldVdst` and return the entire packed vector,\nwhich is stored as an `i32`.",
      assembly_format = "attr-dict $src0 `,` $seed `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src0: %1, seed: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstSelIndex" = %4}
  }
  irdl.operation @cvt.scalef32.sr.fp8.bf16 attributes {
      summary = "Scaled convert bf16to fp8 with stochiastic rounding, updating packed vector",
      description = "Convert a bf16 value in `src0` to a fp8 bytes, dividing by the exponent in `scale` and using `seed`\nfor stochiastic rounding. Place the resulting byte in the\n`dstSelIndex`th bit of `oldVdst` and return the entire packed vector,\nwhich is stored as an `i32`.",
      assembly_format = "attr-dict $src0 `,` $seed `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is bf16 {summary = "bfloat16 type"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src0: %1, seed: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstSelIndex" = %4}
  }
  irdl.operation @cvt.scalef32.sr.fp8.f16 attributes {
      summary = "Scaled convert f16to fp8 with stochiastic rounding, updating packed vector",
      description = "Convert a f16 value in `src0` to a fp8 bytes, dividing by the exponent in `scale` and using `seed`\nfor stochiastic rounding. Place the resulting byte in the\n`dstSelIndex`th bit of `oldVdst` and return the entire packed vector,\nwhich is stored as an `i32`.",
      assembly_format = "attr-dict $src0 `,` $seed `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f16 {summary = "16-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src0: %1, seed: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstSelIndex" = %4}
  }
  irdl.operation @cvt.scalef32.sr.fp8.f32 attributes {
      summary = "Scaled convert f32to fp8 with stochiastic rounding, updating packed vector",
      description = "Convert a f32 value in `src0` to a fp8 bytes, dividing by the exponent in `scale` and using `seed`\nfor stochiastic rounding. Place the resulting byte in the\n`dstSelIndex`th bit of `oldVdst` and return the entire packed vector,\nwhich is stored as an `i32`.",
      assembly_format = "attr-dict $src0 `,` $seed `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src0: %1, seed: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstSelIndex" = %4}
  }
  irdl.operation @cvt.scalef32.sr.pk.fp4.bf16 attributes {
      summary = "Scale and convert two bf16 to packed fp4 with stochiastic rounding, updating tied vector",
      description = "Convert two packed bf16 values to packed\nfp4, dividing by the exponent part of `scale`\nbefore doing so and using `seed` as the random seed for\nstochiastic rounding.\n\nThe two scaled values are packed (little-endian)\ninto a byte. That byte is used to update the `dstSelIndex`th\nbyte of `oldVdst`, which is returned in its entirity.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is vector<2xbf16> {summary = "fixed-length vector of bfloat16 type values of length 2"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src: %1, seed: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstSelIndex" = %4}
  }
  irdl.operation @cvt.scalef32.sr.pk.fp4.f16 attributes {
      summary = "Scale and convert two f16 to packed fp4 with stochiastic rounding, updating tied vector",
      description = "Convert two packed f16 values to packed\nfp4, dividing by the exponent part of `scale`\nbefore doing so and using `seed` as the random seed for\nstochiastic rounding.\n\nThe two scaled values are packed (little-endian)\ninto a byte. That byte is used to update the `dstSelIndex`th\nbyte of `oldVdst`, which is returned in its entirity.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is vector<2xf16> {summary = "fixed-length vector of 16-bit float values of length 2"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src: %1, seed: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstSelIndex" = %4}
  }
  irdl.operation @cvt.scalef32.sr.pk.fp4.f32 attributes {
      summary = "Scale and convert two f32 to packed fp4 with stochiastic rounding, updating tied vector",
      description = "Convert two packed f32 values to packed\nfp4, dividing by the exponent part of `scale`\nbefore doing so and using `seed` as the random seed for\nstochiastic rounding.\n\nThe two scaled values are packed (little-endian)\ninto a byte. That byte is used to update the `dstSelIndex`th\nbyte of `oldVdst`, which is returned in its entirity.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `->` $oldVdst `[` custom<TypedAttribute>($dstSelIndex, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is vector<2xf32> {summary = "fixed-length vector of 32-bit float values of length 2"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is f32 {summary = "32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(oldVdst: %0, src: %1, seed: %2, scale: %3)
    irdl.results(res: %5)
    irdl.attributes {"dstSelIndex" = %4}
  }
  irdl.operation @cvt.scalef32.sr.pk16.bf6.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed bf6 with stochastic rounding",
      description = "Convert 8 packed bf16 values to packed bf6, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xbf16> {summary = "fixed-length vector of bfloat16 type values of length 16"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk16.bf6.f16 attributes {
      summary = "Scale and convert packed f16 to packed bf6 with stochastic rounding",
      description = "Convert 8 packed f16 values to packed bf6, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xf16> {summary = "fixed-length vector of 16-bit float values of length 16"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk16.bf6.f32 attributes {
      summary = "Scale and convert packed f32 to packed bf6 with stochastic rounding",
      description = "Convert 8 packed f32 values to packed bf6, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xf32> {summary = "fixed-length vector of 32-bit float values of length 16"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk16.fp6.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed fp6 with stochastic rounding",
      description = "Convert 8 packed bf16 values to packed fp6, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xbf16> {summary = "fixed-length vector of bfloat16 type values of length 16"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk16.fp6.f16 attributes {
      summary = "Scale and convert packed f16 to packed fp6 with stochastic rounding",
      description = "Convert 8 packed f16 values to packed fp6, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xf16> {summary = "fixed-length vector of 16-bit float values of length 16"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk16.fp6.f32 attributes {
      summary = "Scale and convert packed f32 to packed fp6 with stochastic rounding",
      description = "Convert 8 packed f32 values to packed fp6, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<16xf32> {summary = "fixed-length vector of 32-bit float values of length 16"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<3xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 3"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk32.bf6.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed bf6 with stochiastic rounding",
      description = "Convert 32 packed bf16 values to packed bf6, dividing by the exponent part of `scale`\nbefore doing so and applying random rounding derived from\n`seed`.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<32xbf16> {summary = "fixed-length vector of bfloat16 type values of length 32"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk32.bf6.f16 attributes {
      summary = "Scale and convert packed f16 to packed bf6 with stochiastic rounding",
      description = "Convert 32 packed f16 values to packed bf6, dividing by the exponent part of `scale`\nbefore doing so and applying random rounding derived from\n`seed`.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<32xf16> {summary = "fixed-length vector of 16-bit float values of length 32"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk32.bf6.f32 attributes {
      summary = "Scale and convert packed f32 to packed bf6 with stochiastic rounding",
      description = "Convert 32 packed f32 values to packed bf6, dividing by the exponent part of `scale`\nbefore doing so and applying random rounding derived from\n`seed`.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<32xf32> {summary = "fixed-length vector of 32-bit float values of length 32"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk32.fp6.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed fp6 with stochiastic rounding",
      description = "Convert 32 packed bf16 values to packed fp6, dividing by the exponent part of `scale`\nbefore doing so and applying random rounding derived from\n`seed`.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<32xbf16> {summary = "fixed-length vector of bfloat16 type values of length 32"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk32.fp6.f16 attributes {
      summary = "Scale and convert packed f16 to packed fp6 with stochiastic rounding",
      description = "Convert 32 packed f16 values to packed fp6, dividing by the exponent part of `scale`\nbefore doing so and applying random rounding derived from\n`seed`.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<32xf16> {summary = "fixed-length vector of 16-bit float values of length 32"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk32.fp6.f32 attributes {
      summary = "Scale and convert packed f32 to packed fp6 with stochiastic rounding",
      description = "Convert 32 packed f32 values to packed fp6, dividing by the exponent part of `scale`\nbefore doing so and applying random rounding derived from\n`seed`.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<32xf32> {summary = "fixed-length vector of 32-bit float values of length 32"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<6xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 6"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk8.bf8.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed bf8 with stochastic rounding",
      description = "Convert 8 packed bf16 values to packed bf8, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xbf16> {summary = "fixed-length vector of bfloat16 type values of length 8"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk8.bf8.f16 attributes {
      summary = "Scale and convert packed f16 to packed bf8 with stochastic rounding",
      description = "Convert 8 packed f16 values to packed bf8, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf16> {summary = "fixed-length vector of 16-bit float values of length 8"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk8.bf8.f32 attributes {
      summary = "Scale and convert packed f32 to packed bf8 with stochastic rounding",
      description = "Convert 8 packed f32 values to packed bf8, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf32> {summary = "fixed-length vector of 32-bit float values of length 8"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk8.fp4.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed fp4 with stochastic rounding",
      description = "Convert 8 packed bf16 values to packed fp4, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xbf16> {summary = "fixed-length vector of bfloat16 type values of length 8"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk8.fp4.f16 attributes {
      summary = "Scale and convert packed f16 to packed fp4 with stochastic rounding",
      description = "Convert 8 packed f16 values to packed fp4, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf16> {summary = "fixed-length vector of 16-bit float values of length 8"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk8.fp4.f32 attributes {
      summary = "Scale and convert packed f32 to packed fp4 with stochastic rounding",
      description = "Convert 8 packed f32 values to packed fp4, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf32> {summary = "fixed-length vector of 32-bit float values of length 8"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk8.fp8.bf16 attributes {
      summary = "Scale and convert packed bf16 to packed fp8 with stochastic rounding",
      description = "Convert 8 packed bf16 values to packed fp8, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xbf16> {summary = "fixed-length vector of bfloat16 type values of length 8"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk8.fp8.f16 attributes {
      summary = "Scale and convert packed f16 to packed fp8 with stochastic rounding",
      description = "Convert 8 packed f16 values to packed fp8, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf16> {summary = "fixed-length vector of 16-bit float values of length 8"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.scalef32.sr.pk8.fp8.f32 attributes {
      summary = "Scale and convert packed f32 to packed fp8 with stochastic rounding",
      description = "Convert 8 packed f32 values to packed fp8, multiplying by the exponent part of `scale`\nbefore doing so and apply stochastic rounding. This op is for gfx1250+ arch.",
      assembly_format = "attr-dict $src `,` $seed `,` $scale `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is vector<8xf32> {summary = "fixed-length vector of 32-bit float values of length 8"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is f32 {summary = "32-bit float"}
    %3 = irdl.is vector<2xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 2"}
    irdl.operands(src: %0, seed: %1, scale: %2)
    irdl.results(res: %3)
  }
  irdl.operation @cvt.sr.bf8.f32 attributes {
      summary = "Convert f32 to bf8, stochiastic rounding",
      description = "Convert `srcA` to bf8, adding the rounding factor from `srcB`,\nand store into the `byteSel`th byte of `old`, preserving the others.",
      assembly_format = "attr-dict $srcA `,` $srcB `->` $old `[` custom<TypedAttribute>($byteSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(srcA: %0, srcB: %1, old: %2)
    irdl.results(res: %4)
    irdl.attributes {"byteSel" = %3}
  }
  irdl.operation @cvt.sr.fp8.f32 attributes {
      summary = "Convert f32 to fp8, stochiastic rounding",
      description = "Convert `srcA` to fp8, adding the rounding factor from `srcB`,\nand store into the `byteSel`th byte of `old`, preserving the others.",
      assembly_format = "attr-dict $srcA `,` $srcB `->` $old `[` custom<TypedAttribute>($byteSel, \"i32\") `]` `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(srcA: %0, srcB: %1, old: %2)
    irdl.results(res: %4)
    irdl.attributes {"byteSel" = %3}
  }
  irdl.operation @ds.atomic.async.barrier.arrive.b64 attributes {
      description = "Waits on a given DS barrier and decrements pending count by -1.\nStays in order with ASYNC loads to LDS, and uses ASYNCcnt to track its completion.\nAvailable on gfx1250+.",
      assembly_format = "$barrierPtr attr-dict `:` qualified(type($barrierPtr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(barrierPtr: %0)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @ds.atomic.barrier.arrive.rtn.b64 attributes {
      description = "Waits on a given DS barrier and decrements its pending count by a given value. Note, the barrier state\nis given as a 64-bit structure containing pending count, phase and init count. The op returns the old\nbarrier state. The op is executed as an ordinary LDS operations and it is ordered with other LDS operations.\nThus, check DSCNT to determine when this instruction has executed.\nAvailable on gfx1250+.",
      assembly_format = "$barrierPtr `,` $val attr-dict `:` qualified(type($barrierPtr)) `,` type($val) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.is i64 {summary = "64-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %5 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(barrierPtr: %0, val: %1)
    irdl.results(res: %5)
    irdl.attributes {"alias_scopes" = %2, "noalias_scopes" = %3, "tbaa" = %4}
  }
  irdl.operation @ds.load.tr16.b128 attributes {
      summary = "Loads and transposes a matrix from ds memory to registers (available in gfx1250+).",
      description = "Load a matrix of 16-bit data from the ds memory,\ntranspose data between row-major and column-major order,\nand store the result into a 128-bit vector register.\n\nAvailable in gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @ds.load.tr4.b64 attributes {
      summary = "Loads and transposes a matrix from ds memory to registers (available in gfx1250+).",
      description = "Load a matrix of 4-bit data from the ds memory,\ntranspose data between row-major and column-major order,\nand store the result into a 64-bit vector register.\n\nAvailable in gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @ds.load.tr6.b96 attributes {
      summary = "Loads and transposes a matrix from ds memory to registers (available in gfx1250+).",
      description = "Load a matrix of 6-bit data from the ds memory,\ntranspose data between row-major and column-major order,\nand store the result into a 96-bit vector register.\n\nAvailable in gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @ds.load.tr8.b64 attributes {
      summary = "Loads and transposes a matrix from ds memory to registers (available in gfx1250+).",
      description = "Load a matrix of 8-bit data from the ds memory,\ntranspose data between row-major and column-major order,\nand store the result into a 64-bit vector register.\n\nAvailable in gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @ds.read.tr16.b64 attributes {
      assembly_format = "$ptr attr-dict `:` type($ptr) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @ds.read.tr4.b64 attributes {
      assembly_format = "$ptr attr-dict `:` type($ptr) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @ds.read.tr6.b96 attributes {
      assembly_format = "$ptr attr-dict `:` type($ptr) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @ds.read.tr8.b64 attributes {
      assembly_format = "$ptr attr-dict `:` type($ptr) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @ds_bpermute attributes {
      assembly_format = "$index `,` $src attr-dict `:` `(` type($index) `,` type($src) `)` `->` type($res)"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(index: %0, src: %1)
    irdl.results(res: %2)
  }
  irdl.operation @ds_swizzle attributes {
      assembly_format = "$src `,` $offset attr-dict `:` `(` type($src) `,` type($offset) `)` `->` type($res)"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(src: %0, offset: %1)
    irdl.results(res: %2)
  }
  irdl.operation @exp attributes {
      description = "Note: In the general case, prefer the conventional `arith`, `math`, or `llvm` ops over this.\nUse this ROCDL-specific operation only when you fully understand its implication and\nwhen it is strictly necessary. This op is usually chosen when a small loss in precision is\nacceptable in exchange for higher execution speed.",
      assembly_format = "$arg qualified(type($arg)) attr-dict `->` qualified(type($res))",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @exp2 attributes {
      description = "Note: In the general case, prefer the conventional `arith`, `math`, or `llvm` ops over this.\nUse this ROCDL-specific operation only when you fully understand its implication and\nwhen it is strictly necessary. This op is usually chosen when a small loss in precision is\nacceptable in exchange for higher execution speed.",
      assembly_format = "$arg qualified(type($arg)) attr-dict `->` qualified(type($res))",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @flat.prefetch attributes {
      description = "Prefetches 1 byte of data per lane using flat-memory addresses into the WGP-cache or L2-cache.\nAvailable on gfx1250+.",
      assembly_format = "$ptr `,` `scope` custom<TypedAttribute>($scope, \"i32\") attr-dict `:` qualified(type($ptr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr {summary = "LLVM pointer in address space 0"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(ptr: %0)
    irdl.attributes {"scope" = %1, "alias_scopes" = %2, "noalias_scopes" = %3, "tbaa" = %4}
  }
  irdl.operation @fmed3 attributes {
      summary = "Median of three float/half values",
      description = "Computes the median of three floating-point values using the AMDGPU fmed3 intrinsic.\nThis operation is equivalent to `max(min(a, b), min(max(a, b), c))` but uses the\nhardware-accelerated V_MED3_F16/V_MED3_F32 instruction for better performance.\n\nThe operation supports both scalar and vector floating-point types (f16, f32).\n\nExample:\n```mlir\n// Scalar f32 median\n%result = rocdl.fmed3 %a, %b, %c : f32\n\n// Vector f16 median\n%result = rocdl.fmed3 %va, %vb, %vc : vector<4xf16>\n```",
      assembly_format = "$src0 `,` $src1 `,` $src2 attr-dict `:` type($res)",
      traits = ["Pure", "AllTypesMatch<res, src0, src1, src2>"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %3 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    irdl.operands(src0: %0, src1: %1, src2: %2)
    irdl.results(res: %3)
  }
  irdl.operation @global.load.async.to.lds.b128 attributes {
      description = "Asynchronously loads 128 bits of data from a global memory pointer\nto a Local Data Share (LDS) pointer.\n\nAvailable on gfx1250+.",
      assembly_format = "$globalPtr `,` $ldsPtr `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($aux, \"i32\") attr-dict `:` qualified(type($globalPtr)) `,` qualified(type($ldsPtr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(globalPtr: %0, ldsPtr: %1)
    irdl.attributes {"offset" = %2, "aux" = %3, "alias_scopes" = %4, "noalias_scopes" = %5, "tbaa" = %6}
  }
  irdl.operation @global.load.async.to.lds.b32 attributes {
      description = "Asynchronously loads 32 bits of data from a global memory pointer\nto a Local Data Share (LDS) pointer.\n\nAvailable on gfx1250+.",
      assembly_format = "$globalPtr `,` $ldsPtr `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($aux, \"i32\") attr-dict `:` qualified(type($globalPtr)) `,` qualified(type($ldsPtr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(globalPtr: %0, ldsPtr: %1)
    irdl.attributes {"offset" = %2, "aux" = %3, "alias_scopes" = %4, "noalias_scopes" = %5, "tbaa" = %6}
  }
  irdl.operation @global.load.async.to.lds.b64 attributes {
      description = "Asynchronously loads 64 bits of data from a global memory pointer\nto a Local Data Share (LDS) pointer.\n\nAvailable on gfx1250+.",
      assembly_format = "$globalPtr `,` $ldsPtr `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($aux, \"i32\") attr-dict `:` qualified(type($globalPtr)) `,` qualified(type($ldsPtr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(globalPtr: %0, ldsPtr: %1)
    irdl.attributes {"offset" = %2, "aux" = %3, "alias_scopes" = %4, "noalias_scopes" = %5, "tbaa" = %6}
  }
  irdl.operation @global.load.async.to.lds.b8 attributes {
      description = "Asynchronously loads 8 bits of data from a global memory pointer\nto a Local Data Share (LDS) pointer.\n\nAvailable on gfx1250+.",
      assembly_format = "$globalPtr `,` $ldsPtr `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($aux, \"i32\") attr-dict `:` qualified(type($globalPtr)) `,` qualified(type($ldsPtr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(globalPtr: %0, ldsPtr: %1)
    irdl.attributes {"offset" = %2, "aux" = %3, "alias_scopes" = %4, "noalias_scopes" = %5, "tbaa" = %6}
  }
  irdl.operation @global.load.lds attributes {
      assembly_format = "$globalPtr `,` $ldsPtr `,` custom<TypedAttribute>($size, \"i32\") `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($aux, \"i32\") attr-dict",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(globalPtr: %0, ldsPtr: %1)
    irdl.attributes {"size" = %2, "offset" = %3, "aux" = %4, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @global.load.tr.b128 attributes {
      summary = "Loads and transposes a matrix from global memory to registers (available in gfx1250+).",
      description = "Load a matrix of 16-bit data from the global memory,\ntranspose data between row-major and column-major order,\nand store the result into a 128-bit vector register.\n\nAvailable in gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @global.load.tr.b64 attributes {
      summary = "Loads and transposes a matrix from global memory to registers (available in gfx1250+).",
      description = "Load a matrix of 8-bit data from the global memory,\ntranspose data between row-major and column-major order,\nand store the result into a 64-bit vector register.\n\nAvailable in gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @global.load.tr4.b64 attributes {
      summary = "Loads and transposes a matrix from global memory to registers (available in gfx1250+).",
      description = "Load a matrix of 4-bit data from the global memory,\ntranspose data between row-major and column-major order,\nand store the result into a 64-bit vector register.\n\nAvailable in gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @global.load.tr6.b96 attributes {
      summary = "Loads and transposes a matrix from global memory to registers (available in gfx1250+).",
      description = "Load a matrix of 6-bit data from the global memory,\ntranspose data between row-major and column-major order,\nand store the result into a 96-bit vector register.\n\nAvailable in gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %4)
    irdl.attributes {"alias_scopes" = %1, "noalias_scopes" = %2, "tbaa" = %3}
  }
  irdl.operation @global.prefetch attributes {
      description = "Prefetches 1 byte of data per lane from global memory into the WGP-cache or L2-cache.\nAvailable on gfx1250+.",
      assembly_format = "$ptr `,` `scope` custom<TypedAttribute>($scope, \"i32\") attr-dict `:` qualified(type($ptr))",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(ptr: %0)
    irdl.attributes {"scope" = %1, "alias_scopes" = %2, "noalias_scopes" = %3, "tbaa" = %4}
  }
  irdl.operation @grid.dim.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @grid.dim.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @grid.dim.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @iglp.opt attributes {
      assembly_format = "custom<TypedAttribute>($variant, \"i32\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.attributes {"variant" = %0}
  }
  irdl.operation @load.to.lds attributes {
      assembly_format = "$globalPtr `,` $ldsPtr `,` custom<TypedAttribute>($size, \"i32\") `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($aux, \"i32\") attr-dict `:` type($globalPtr)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(globalPtr: %0, ldsPtr: %1)
    irdl.attributes {"size" = %2, "offset" = %3, "aux" = %4, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @log attributes {
      description = "Note: In the general case, prefer the conventional `arith`, `math`, or `llvm` ops over this.\nUse this ROCDL-specific operation only when you fully understand its implication and\nwhen it is strictly necessary. This op is usually chosen when a small loss in precision is\nacceptable in exchange for higher execution speed.",
      assembly_format = "$arg qualified(type($arg)) attr-dict `->` qualified(type($res))",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @make.buffer.rsrc attributes {
      assembly_format = "operands attr-dict `:` type($base) `to` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is i16 {summary = "16-bit signless integer"}
    %2 = irdl.is i64 {summary = "64-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(base: %0, stride: %1, numRecords: %2, flags: %3)
    irdl.results(res: %4)
  }
  irdl.operation @mbcnt.hi attributes {
      assembly_format = "$in0 `,` $in1 attr-dict `:` `(` type($in0) `,` type($in1) `)` `->` type($res)",
      traits = ["Pure"],
      ods_traits = ["ArgAndResultAttrsOpInterface"],
      optional_attributes = ["arg_attrs", "res_attrs"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(in0: %0, in1: %1)
    irdl.results(res: %4)
    irdl.attributes {"arg_attrs" = %2, "res_attrs" = %3}
  }
  irdl.operation @mbcnt.lo attributes {
      assembly_format = "$in0 `,` $in1 attr-dict `:` `(` type($in0) `,` type($in1) `)` `->` type($res)",
      traits = ["Pure"],
      ods_traits = ["ArgAndResultAttrsOpInterface"],
      optional_attributes = ["arg_attrs", "res_attrs"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(in0: %0, in1: %1)
    irdl.results(res: %4)
    irdl.attributes {"arg_attrs" = %2, "res_attrs" = %3}
  }
  irdl.operation @mfma.f32.16x16x16bf16.1k attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x16f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x1f32 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x2bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x32.bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x32.bf8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x32.bf8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x32.f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x32.fp8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x32.fp8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x4bf16.1k attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x4f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x4f32 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x8.xf32 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.16x16x8bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x16.bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x16.bf8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x16.bf8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x16.f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x16.fp8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x16.fp8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x1f32 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x2bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x2f32 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x4.xf32 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x4bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x4bf16.1k attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x4f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x8bf16.1k attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.32x32x8f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.4x4x1f32 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.4x4x2bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.4x4x4bf16.1k attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f32.4x4x4f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f64.16x16x4f64 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.f64.4x4x4f64 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.i32.16x16x16i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.i32.16x16x32.i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.i32.16x16x4i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.i32.16x16x64.i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.i32.32x32x16.i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.i32.32x32x32.i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.i32.32x32x4i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.i32.32x32x8i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.i32.4x4x4i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.scale.f32.16x16x128.f8f6f4 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @mfma.scale.f32.32x32x64.f8f6f4 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @permlane16.swap attributes {
      description = "Performs a `permlane16.swap` operation with the given operands, applying the\npermutation specified by $fi to the provided inputs.",
      assembly_format = "attr-dict $old `,` $src `,` custom<TypedAttribute>($fi, \"i1\") `,` custom<TypedAttribute>($boundControl, \"i1\") `:` `(` type($old) `,` type($src) `)` `->` type($res)"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::LLVM::LLVMStructType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMStructType>($_self).getBody()[0].isSignlessInteger(32))) && ((::llvm::cast<::mlir::LLVM::LLVMStructType>($_self).getBody()[1].isSignlessInteger(32)))" {summary = "LLVM dialect-compatible struct of 32-bit signless integerand32-bit signless integer"}
    irdl.operands(old: %0, src: %1)
    irdl.results(res: %4)
    irdl.attributes {"fi" = %2, "boundControl" = %3}
  }
  irdl.operation @permlane32.swap attributes {
      description = "Performs a `permlane32.swap` operation with the given operands, applying the\npermutation specified by $fi to the provided inputs.",
      assembly_format = "attr-dict $old `,` $src `,` custom<TypedAttribute>($fi, \"i1\") `,` custom<TypedAttribute>($boundControl, \"i1\") `:` `(` type($old) `,` type($src) `)` `->` type($res)"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::LLVM::LLVMStructType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMStructType>($_self).getBody()[0].isSignlessInteger(32))) && ((::llvm::cast<::mlir::LLVM::LLVMStructType>($_self).getBody()[1].isSignlessInteger(32)))" {summary = "LLVM dialect-compatible struct of 32-bit signless integerand32-bit signless integer"}
    irdl.operands(old: %0, src: %1)
    irdl.results(res: %4)
    irdl.attributes {"fi" = %2, "boundControl" = %3}
  }
  irdl.operation @permlanex16 attributes {
      description = "Performs a `permlanex16` operation with the given operands, applying the\npermutation specified by $fi to the provided inputs.",
      assembly_format = "attr-dict $old `,` $src0 `,` $src1 `,` $src2 `,` custom<TypedAttribute>($fi, \"i1\") `,` custom<TypedAttribute>($boundControl, \"i1\") `:` type($src0) `,` type($src1)",
      traits = ["AllTypesMatch<res, old, src0>", "AllTypesMatch<src1, src2>"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(old: %0, src0: %1, src1: %2, src2: %3)
    irdl.results(res: %6)
    irdl.attributes {"fi" = %4, "boundControl" = %5}
  }
  irdl.operation @raw.buffer.atomic.cmpswap attributes {
      assembly_format = "attr-dict `(` operands `)` `:` type($res) `,` type($rsrc)",
      traits = ["AllTypesMatch<res, src, cmp>"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    %6 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, cmp: %1, rsrc: %2, offset: %3, soffset: %4, aux: %5)
    irdl.results(res: %6)
  }
  irdl.operation @raw.buffer.atomic.fadd attributes {
      cpp_assembly_format = "RocdlRawBufferAtomicFAdd"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(vdata: %0, rsrc: %1, offset: %2, soffset: %3, aux: %4)
  }
  irdl.operation @raw.buffer.atomic.fmax attributes {
      cpp_assembly_format = "RocdlRawBufferAtomicFMax"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(vdata: %0, rsrc: %1, offset: %2, soffset: %3, aux: %4)
  }
  irdl.operation @raw.buffer.atomic.smax attributes {
      cpp_assembly_format = "RocdlRawBufferAtomicSMax"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(vdata: %0, rsrc: %1, offset: %2, soffset: %3, aux: %4)
  }
  irdl.operation @raw.buffer.atomic.umin attributes {
      cpp_assembly_format = "RocdlRawBufferAtomicUMin"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(vdata: %0, rsrc: %1, offset: %2, soffset: %3, aux: %4)
  }
  irdl.operation @raw.buffer.load attributes {
      cpp_assembly_format = "RocdlRawBufferLoad"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(rsrc: %0, offset: %1, soffset: %2, aux: %3)
    irdl.results(res: %4)
  }
  irdl.operation @raw.buffer.store attributes {
      cpp_assembly_format = "RocdlRawBufferStore"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(vdata: %0, rsrc: %1, offset: %2, soffset: %3, aux: %4)
  }
  irdl.operation @raw.ptr.buffer.atomic.cmpswap attributes {
      assembly_format = "operands attr-dict `:` type($res)",
      traits = ["AllTypesMatch<res, src, cmp>"],
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.is !llvm.ptr<8> {summary = "LLVM pointer in address space 8"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %9 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, cmp: %1, rsrc: %2, offset: %3, soffset: %4, aux: %5)
    irdl.results(res: %9)
    irdl.attributes {"alias_scopes" = %6, "noalias_scopes" = %7, "tbaa" = %8}
  }
  irdl.operation @raw.ptr.buffer.atomic.fadd attributes {
      assembly_format = "operands attr-dict `:` type($vdata)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.is !llvm.ptr<8> {summary = "LLVM pointer in address space 8"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(vdata: %0, rsrc: %1, offset: %2, soffset: %3, aux: %4)
    irdl.attributes {"alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @raw.ptr.buffer.atomic.fmax attributes {
      assembly_format = "operands attr-dict `:` type($vdata)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.is !llvm.ptr<8> {summary = "LLVM pointer in address space 8"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(vdata: %0, rsrc: %1, offset: %2, soffset: %3, aux: %4)
    irdl.attributes {"alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @raw.ptr.buffer.atomic.smax attributes {
      assembly_format = "operands attr-dict `:` type($vdata)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.is !llvm.ptr<8> {summary = "LLVM pointer in address space 8"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(vdata: %0, rsrc: %1, offset: %2, soffset: %3, aux: %4)
    irdl.attributes {"alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @raw.ptr.buffer.atomic.umin attributes {
      assembly_format = "operands attr-dict `:` type($vdata)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.is !llvm.ptr<8> {summary = "LLVM pointer in address space 8"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(vdata: %0, rsrc: %1, offset: %2, soffset: %3, aux: %4)
    irdl.attributes {"alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @raw.ptr.buffer.load attributes {
      assembly_format = "operands attr-dict `:` type($res)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<8> {summary = "LLVM pointer in address space 8"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %7 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(rsrc: %0, offset: %1, soffset: %2, aux: %3)
    irdl.results(res: %7)
    irdl.attributes {"alias_scopes" = %4, "noalias_scopes" = %5, "tbaa" = %6}
  }
  irdl.operation @raw.ptr.buffer.load.lds attributes {
      assembly_format = "operands attr-dict",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is !llvm.ptr<8> {summary = "LLVM pointer in address space 8"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    %6 = irdl.is i32 {summary = "32-bit signless integer"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(rsrc: %0, ldsPtr: %1, size: %2, voffset: %3, soffset: %4, offset: %5, aux: %6)
    irdl.attributes {"alias_scopes" = %7, "noalias_scopes" = %8, "tbaa" = %9}
  }
  irdl.operation @raw.ptr.buffer.store attributes {
      assembly_format = "operands attr-dict `:` type($vdata)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.is !llvm.ptr<8> {summary = "LLVM pointer in address space 8"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(vdata: %0, rsrc: %1, offset: %2, soffset: %3, aux: %4)
    irdl.attributes {"alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @rcp attributes {
      description = "Note: In the general case, prefer the conventional `arith`, `math`, or `llvm` ops over this.\nUse this ROCDL-specific operation only when you fully understand its implication and\nwhen it is strictly necessary. This op is usually chosen when a small loss in precision is\nacceptable in exchange for higher execution speed.",
      assembly_format = "$arg qualified(type($arg)) attr-dict `->` qualified(type($res))",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @readfirstlane attributes {
      summary = "Get the value in first active lane.",
      description = "Returns the value in the lowest active lane of the input operand.",
      assembly_format = "$src attr-dict `:` type($res)",
      traits = ["AllTypesMatch<res, src>"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0)
    irdl.results(res: %1)
  }
  irdl.operation @readlane attributes {
      summary = "Get the value in the specific lane.",
      description = "Get the value in lane `src1` from input `src0`.",
      assembly_format = "$src0 `,` $src1 attr-dict `:` `(` type($src0) `,` type($src1) `)` `->` type($res)",
      traits = ["AllTypesMatch<res, src0>"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src0: %0, src1: %1)
    irdl.results(res: %2)
  }
  irdl.operation @s.barrier attributes {
      assembly_format = "attr-dict"} {
  }
  irdl.operation @s.barrier.init attributes {
      description = "Available on gfx1250+.",
      assembly_format = "$ptr `member_cnt` `=` custom<TypedAttribute>($memberCnt, \"i32\") attr-dict `:` qualified(type($ptr))"} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.operands(ptr: %0)
    irdl.attributes {"memberCnt" = %1}
  }
  irdl.operation @s.barrier.join attributes {
      description = "Available on gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr))"} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    irdl.operands(ptr: %0)
  }
  irdl.operation @s.barrier.leave attributes {
      description = "Available on gfx1250+.",
      assembly_format = "`id` `=` custom<TypedAttribute>($id, \"i16\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"id" = %0}
  }
  irdl.operation @s.barrier.signal attributes {
      assembly_format = "`id` `=` custom<TypedAttribute>($id, \"i32\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.attributes {"id" = %0}
  }
  irdl.operation @s.barrier.signal.isfirst attributes {
      description = "Available on gfx1250+.",
      assembly_format = "`id` `=` custom<TypedAttribute>($id, \"i32\") attr-dict `->` type($res)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.results(res: %1)
    irdl.attributes {"id" = %0}
  }
  irdl.operation @s.barrier.signal.var attributes {
      description = "Available on gfx1250+.",
      assembly_format = "$ptr `member_cnt` `=` custom<TypedAttribute>($memberCnt, \"i32\") attr-dict `:` qualified(type($ptr))"} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.operands(ptr: %0)
    irdl.attributes {"memberCnt" = %1}
  }
  irdl.operation @s.barrier.wait attributes {
      assembly_format = "`id` `=` custom<TypedAttribute>($id, \"i16\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"id" = %0}
  }
  irdl.operation @s.get.barrier.state attributes {
      description = "Available on gfx1250+.",
      assembly_format = "`id` `=` custom<TypedAttribute>($id, \"i32\") attr-dict `->` type($res)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.results(res: %1)
    irdl.attributes {"id" = %0}
  }
  irdl.operation @s.get.named.barrier.state attributes {
      description = "Available on gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)"} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(ptr: %0)
    irdl.results(res: %1)
  }
  irdl.operation @s.nop attributes {
      assembly_format = "attr-dict custom<TypedAttribute>($count, \"i16\")"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"count" = %0}
  }
  irdl.operation @s.setprio attributes {
      assembly_format = "custom<TypedAttribute>($priority, \"i16\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"priority" = %0}
  }
  irdl.operation @s.sleep attributes {
      assembly_format = "attr-dict custom<TypedAttribute>($count, \"i32\")"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.attributes {"count" = %0}
  }
  irdl.operation @s.wait.asynccnt attributes {
      summary = "Wait until ASYNCCNT is less than or equal to `count`",
      description = "Wait for the counter specified to be less-than or equal-to the `count`\nbefore continuing.\n\nAvailable on gfx1250+.",
      assembly_format = "custom<TypedAttribute>($count, \"i16\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"count" = %0}
  }
  irdl.operation @s.wait.dscnt attributes {
      summary = "Wait until DSCNT is less than or equal to `count`",
      description = "Wait for the counter specified to be less-than or equal-to the `count`\nbefore continuing.\n\nAvailable on gfx12+.",
      assembly_format = "custom<TypedAttribute>($count, \"i16\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"count" = %0}
  }
  irdl.operation @s.wait.expcnt attributes {
      summary = "Wait until EXPCNT is less than or equal to `count`",
      description = "Wait for the counter specified to be less-than or equal-to the `count`\nbefore continuing.\n\nAvailable on gfx12+.",
      assembly_format = "custom<TypedAttribute>($count, \"i16\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"count" = %0}
  }
  irdl.operation @s.wait.loadcnt attributes {
      summary = "Wait until LOADCNT is less than or equal to `count`",
      description = "Wait for the counter specified to be less-than or equal-to the `count`\nbefore continuing.\n\nAvailable on gfx12+.",
      assembly_format = "custom<TypedAttribute>($count, \"i16\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"count" = %0}
  }
  irdl.operation @s.wait.storecnt attributes {
      summary = "Wait until STORECNT is less than or equal to `count`",
      description = "Wait for the counter specified to be less-than or equal-to the `count`\nbefore continuing.\n\nAvailable on gfx12+.",
      assembly_format = "custom<TypedAttribute>($count, \"i16\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"count" = %0}
  }
  irdl.operation @s.wait.tensorcnt attributes {
      summary = "Wait until TENSORCNT is less than or equal to `count`",
      description = "Wait for the counter specified to be less-than or equal-to the `count`\nbefore continuing.\n\nAvailable on gfx1250+.",
      assembly_format = "custom<TypedAttribute>($count, \"i16\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    irdl.attributes {"count" = %0}
  }
  irdl.operation @s.waitcnt attributes {
      assembly_format = "attr-dict custom<TypedAttribute>($bitfield, \"i32\")"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.attributes {"bitfield" = %0}
  }
  irdl.operation @s.wakeup.barrier attributes {
      description = "Wakes up waves associated with a given named barrier. Note, This op does not release waves waiting\nat the barrier. It just signal other waves in the same work-group waiting on the indicated named barrier\nto wake up.\nAvailable on gfx1250+.",
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr))"} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    irdl.operands(ptr: %0)
  }
  irdl.operation @sched.barrier attributes {
      assembly_format = "custom<TypedAttribute>($mask, \"i32\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.attributes {"mask" = %0}
  }
  irdl.operation @sched.group.barrier attributes {
      assembly_format = "custom<TypedAttribute>($mask, \"i32\") `,` custom<TypedAttribute>($size, \"i32\") `,` custom<TypedAttribute>($groupId, \"i32\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.attributes {"mask" = %0, "size" = %1, "groupId" = %2}
  }
  irdl.operation @sin attributes {
      description = "Note: In the general case, prefer the conventional `arith`, `math`, or `llvm` ops over this.\nUse this ROCDL-specific operation only when you fully understand its implication and\nwhen it is strictly necessary. This op is usually chosen when a small loss in precision is\nacceptable in exchange for higher execution speed.",
      assembly_format = "$arg qualified(type($arg)) attr-dict `->` qualified(type($res))",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x128.bf8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x128.bf8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x128.fp8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x128.fp8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x32.bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x32.f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x64.bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x64.bf8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x64.bf8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x64.f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x64.fp8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.16x16x64.fp8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x16.bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x16.f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x32.bf16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x32.bf8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x32.bf8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x32.f16 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x32.fp8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x32.fp8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x64.bf8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x64.bf8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x64.fp8.bf8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.f32.32x32x64.fp8.fp8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.i32.16x16x128.i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.i32.16x16x64.i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.i32.32x32x32.i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @smfmac.i32.32x32x64.i8 attributes {
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %1)
  }
  irdl.operation @sqrt attributes {
      description = "Note: In the general case, prefer the conventional `arith`, `math`, or `llvm` ops over this.\nUse this ROCDL-specific operation only when you fully understand its implication and\nwhen it is strictly necessary. This op is usually chosen when a small loss in precision is\nacceptable in exchange for higher execution speed.",
      assembly_format = "$arg qualified(type($arg)) attr-dict `->` qualified(type($res))",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @tanh attributes {
      description = "Note: In the general case, prefer the conventional `arith`, `math`, or `llvm` ops over this.\nUse this ROCDL-specific operation only when you fully understand its implication and\nwhen it is strictly necessary. This op is usually chosen when a small loss in precision is\nacceptable in exchange for higher execution speed.",
      assembly_format = "$arg qualified(type($arg)) attr-dict `->` qualified(type($res))",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @tensor.load.to.lds attributes {
      summary = "Base class for ROCDL tensor load/store to/from LDS.",
      description = "Moves tiles of tensor data between global memory and LDS. The tile is\ndescribed by the $dgroup descriptors. 4 $dgroup descriptors allows for\nmovement of up to 5D tensors. $cachePolicy describes the memory scope and an\nindicator of expected data re-use.\n\nThis op is for gfx1250+ architectures.",
      assembly_format = "attr-dict operands `cachepolicy` custom<TypedAttribute>($cachePolicy, \"i32\") `:` type($dgroup0) `,` type($dgroup1)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is vector<4xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 4"}
    %1 = irdl.is vector<8xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 8"}
    %2 = irdl.is vector<4xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 4"}
    %3 = irdl.is vector<4xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 4"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(dgroup0: %0, dgroup1: %1, dgroup2: %2, dgroup3: %3)
    irdl.attributes {"cachePolicy" = %4, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @tensor.load.to.lds.d2 attributes {
      summary = "Base class for ROCDL tensor load/store to/from LDS (D2 variant).",
      description = "Moves tiles of tensor data between global memory and LDS. The tile is\ndescribed by the $dgroup descriptors. 2 $dgroup descriptors allows for\nmovement of up to 2D tensors. $cachePolicy describes the memory scope and an\nindicator of expected data re-use.\n\nThis op is for gfx1250+ architectures.",
      assembly_format = "attr-dict operands `cachepolicy` custom<TypedAttribute>($cachePolicy, \"i32\") `:` type($dgroup0) `,` type($dgroup1)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is vector<4xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 4"}
    %1 = irdl.is vector<8xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 8"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(dgroup0: %0, dgroup1: %1)
    irdl.attributes {"cachePolicy" = %2, "alias_scopes" = %3, "noalias_scopes" = %4, "tbaa" = %5}
  }
  irdl.operation @tensor.store.from.lds attributes {
      summary = "Base class for ROCDL tensor load/store to/from LDS.",
      description = "Moves tiles of tensor data between global memory and LDS. The tile is\ndescribed by the $dgroup descriptors. 4 $dgroup descriptors allows for\nmovement of up to 5D tensors. $cachePolicy describes the memory scope and an\nindicator of expected data re-use.\n\nThis op is for gfx1250+ architectures.",
      assembly_format = "attr-dict operands `cachepolicy` custom<TypedAttribute>($cachePolicy, \"i32\") `:` type($dgroup0) `,` type($dgroup1)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is vector<4xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 4"}
    %1 = irdl.is vector<8xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 8"}
    %2 = irdl.is vector<4xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 4"}
    %3 = irdl.is vector<4xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 4"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(dgroup0: %0, dgroup1: %1, dgroup2: %2, dgroup3: %3)
    irdl.attributes {"cachePolicy" = %4, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7}
  }
  irdl.operation @tensor.store.from.lds.d2 attributes {
      summary = "Base class for ROCDL tensor load/store to/from LDS (D2 variant).",
      description = "Moves tiles of tensor data between global memory and LDS. The tile is\ndescribed by the $dgroup descriptors. 2 $dgroup descriptors allows for\nmovement of up to 2D tensors. $cachePolicy describes the memory scope and an\nindicator of expected data re-use.\n\nThis op is for gfx1250+ architectures.",
      assembly_format = "attr-dict operands `cachepolicy` custom<TypedAttribute>($cachePolicy, \"i32\") `:` type($dgroup0) `,` type($dgroup1)",
      ods_traits = ["AliasAnalysisOpInterface"],
      optional_attributes = ["alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.is vector<4xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 4"}
    %1 = irdl.is vector<8xi32> {summary = "fixed-length vector of 32-bit signless integer values of length 8"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    irdl.operands(dgroup0: %0, dgroup1: %1)
    irdl.attributes {"cachePolicy" = %2, "alias_scopes" = %3, "noalias_scopes" = %4, "tbaa" = %5}
  }
  irdl.operation @update.dpp attributes {
      assembly_format = "attr-dict $old `,` $src `with` custom<TypedAttribute>($dppCtrl, \"i32\") `,` custom<TypedAttribute>($rowMask, \"i32\") `,` custom<TypedAttribute>($bankMask, \"i32\") `,` custom<TypedAttribute>($boundCtrl, \"i1\") `:` type($src)",
      traits = ["AllTypesMatch<res, src, old>"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(old: %0, src: %1)
    irdl.results(res: %6)
    irdl.attributes {"dppCtrl" = %2, "rowMask" = %3, "bankMask" = %4, "boundCtrl" = %5}
  }
  irdl.operation @wavefrontsize attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @wmma.bf16.16x16x16.bf16 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {opsel = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %4)
    irdl.attributes {"opsel" = %3}
  }
  irdl.operation @wmma.bf16.16x16x32.bf16 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {signA = "0 : i1", signB = "0 : i1", modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::BFloat16Type>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::BFloat16Type>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "bfloat16 type or LLVM dialect-compatible vector of bfloat16 type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::BFloat16Type>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::BFloat16Type>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "bfloat16 type or LLVM dialect-compatible vector of bfloat16 type"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::BFloat16Type>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::BFloat16Type>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "bfloat16 type or LLVM dialect-compatible vector of bfloat16 type"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::BFloat16Type>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::BFloat16Type>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "bfloat16 type or LLVM dialect-compatible vector of bfloat16 type"}
    irdl.operands(a: %1, b: %3, c: %5)
    irdl.results(res: %8)
    irdl.attributes {"signA" = %0, "signB" = %2, "modC" = %4, "reuseA" = %6, "reuseB" = %7}
  }
  irdl.operation @wmma.bf16f32.16x16x32.bf16 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {signA = "0 : i1", signB = "0 : i1", modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::BFloat16Type>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::BFloat16Type>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "bfloat16 type or LLVM dialect-compatible vector of bfloat16 type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::BFloat16Type>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::BFloat16Type>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "bfloat16 type or LLVM dialect-compatible vector of bfloat16 type"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %5 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::BFloat16Type>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::BFloat16Type>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "bfloat16 type or LLVM dialect-compatible vector of bfloat16 type"}
    irdl.operands(a: %1, b: %3, c: %5)
    irdl.results(res: %8)
    irdl.attributes {"signA" = %0, "signB" = %2, "modC" = %4, "reuseA" = %6, "reuseB" = %7}
  }
  irdl.operation @wmma.f16.16x16x128.bf8_bf8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f16.16x16x128.bf8_fp8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f16.16x16x128.fp8_bf8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f16.16x16x128.fp8_fp8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f16.16x16x16.f16 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {opsel = "0 : i1"}} {
    %0 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %1 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %2 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %4)
    irdl.attributes {"opsel" = %3}
  }
  irdl.operation @wmma.f16.16x16x32.f16 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {signA = "0 : i1", signB = "0 : i1", modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %1 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %5 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %8 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    irdl.operands(a: %1, b: %3, c: %5)
    irdl.results(res: %8)
    irdl.attributes {"signA" = %0, "signB" = %2, "modC" = %4, "reuseA" = %6, "reuseB" = %7}
  }
  irdl.operation @wmma.f16.16x16x64.bf8_bf8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f16.16x16x64.bf8_fp8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f16.16x16x64.fp8_bf8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f16.16x16x64.fp8_fp8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f32.16x16x128.bf8_bf8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f32.16x16x128.bf8_fp8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f32.16x16x128.fp8_bf8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f32.16x16x128.fp8_fp8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f32.16x16x16.bf16 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %3)
  }
  irdl.operation @wmma.f32.16x16x16.bf8_bf8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %3)
  }
  irdl.operation @wmma.f32.16x16x16.bf8_fp8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %3)
  }
  irdl.operation @wmma.f32.16x16x16.f16 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)"} {
    %0 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %1 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %2 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %3)
  }
  irdl.operation @wmma.f32.16x16x16.fp8_bf8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %3)
  }
  irdl.operation @wmma.f32.16x16x16.fp8_fp8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %3)
  }
  irdl.operation @wmma.f32.16x16x32.bf16 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {signA = "0 : i1", signB = "0 : i1", modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::BFloat16Type>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::BFloat16Type>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "bfloat16 type or LLVM dialect-compatible vector of bfloat16 type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::BFloat16Type>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::BFloat16Type>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "bfloat16 type or LLVM dialect-compatible vector of bfloat16 type"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %5 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %8 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %1, b: %3, c: %5)
    irdl.results(res: %8)
    irdl.attributes {"signA" = %0, "signB" = %2, "modC" = %4, "reuseA" = %6, "reuseB" = %7}
  }
  irdl.operation @wmma.f32.16x16x32.f16 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {signA = "0 : i1", signB = "0 : i1", modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %1 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF16())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF16())))" {summary = "16-bit float or LLVM dialect-compatible vector of 16-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %5 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %8 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %1, b: %3, c: %5)
    irdl.results(res: %8)
    irdl.attributes {"signA" = %0, "signB" = %2, "modC" = %4, "reuseA" = %6, "reuseB" = %7}
  }
  irdl.operation @wmma.f32.16x16x4.f32 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {signA = "0 : i1", signB = "0 : i1", modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %1 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %5 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %8 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %1, b: %3, c: %5)
    irdl.results(res: %8)
    irdl.attributes {"signA" = %0, "signB" = %2, "modC" = %4, "reuseA" = %6, "reuseB" = %7}
  }
  irdl.operation @wmma.f32.16x16x64.bf8_bf8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f32.16x16x64.bf8_fp8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f32.16x16x64.fp8_bf8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.f32.16x16x64.fp8_fp8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %3)
    irdl.results(res: %6)
    irdl.attributes {"modC" = %2, "reuseA" = %4, "reuseB" = %5}
  }
  irdl.operation @wmma.i32.16x16x16.iu4 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {signA = "0 : i1", signB = "0 : i1", clamp = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    irdl.operands(a: %1, b: %3, c: %4)
    irdl.results(res: %6)
    irdl.attributes {"signA" = %0, "signB" = %2, "clamp" = %5}
  }
  irdl.operation @wmma.i32.16x16x16.iu8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {signA = "0 : i1", signB = "0 : i1", clamp = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    irdl.operands(a: %1, b: %3, c: %4)
    irdl.results(res: %6)
    irdl.attributes {"signA" = %0, "signB" = %2, "clamp" = %5}
  }
  irdl.operation @wmma.i32.16x16x32.iu4 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {signA = "0 : i1", signB = "0 : i1", clamp = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    irdl.operands(a: %1, b: %3, c: %4)
    irdl.results(res: %6)
    irdl.attributes {"signA" = %0, "signB" = %2, "clamp" = %5}
  }
  irdl.operation @wmma.i32.16x16x64.iu8 attributes {
      assembly_format = "$a `,` $b `,` $c attr-dict `:` functional-type(operands, $res)",
      default_values = {signA = "0 : i1", signB = "0 : i1", reuseA = "0 : i1", reuseB = "0 : i1", clamp = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    irdl.operands(a: %1, b: %3, c: %4)
    irdl.results(res: %8)
    irdl.attributes {"signA" = %0, "signB" = %2, "reuseA" = %5, "reuseB" = %6, "clamp" = %7}
  }
  irdl.operation @wmma.scale.f32.16x16x128.f8f6f4 attributes {
      assembly_format = "$a `,` $b `,` $c `,` $scaleA `,` $scaleB attr-dict `:` functional-type(operands, $res)",
      default_values = {fmtA = "0 : i32", fmtB = "0 : i32", modC = "0 : i16", scaleAType = "0 : i32", fmtScaleA = "0 : i32", scaleBType = "0 : i32", fmtScaleB = "0 : i32", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %5 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %8 = irdl.is i32 {summary = "32-bit signless integer"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %11 = irdl.is i32 {summary = "32-bit signless integer"}
    %12 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %13 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %14 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %1, b: %3, c: %5, scaleA: %8, scaleB: %11)
    irdl.results(res: %14)
    irdl.attributes {"fmtA" = %0, "fmtB" = %2, "modC" = %4, "scaleAType" = %6, "fmtScaleA" = %7, "scaleBType" = %9, "fmtScaleB" = %10, "reuseA" = %12, "reuseB" = %13}
  }
  irdl.operation @wmma.scale.f32.32x16x128.f4 attributes {
      assembly_format = "$a `,` $b `,` $c `,` $scaleA `,` $scaleB attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", scaleAType = "0 : i32", fmtScaleA = "0 : i32", scaleBType = "0 : i32", fmtScaleB = "0 : i32", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %6 = irdl.is i32 {summary = "32-bit signless integer"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %9 = irdl.is i32 {summary = "32-bit signless integer"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %12 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %3, scaleA: %6, scaleB: %9)
    irdl.results(res: %12)
    irdl.attributes {"modC" = %2, "scaleAType" = %4, "fmtScaleA" = %5, "scaleBType" = %7, "fmtScaleB" = %8, "reuseA" = %10, "reuseB" = %11}
  }
  irdl.operation @wmma.scale16.f32.16x16x128.f8f6f4 attributes {
      assembly_format = "$a `,` $b `,` $c `,` $scaleA `,` $scaleB attr-dict `:` functional-type(operands, $res)",
      default_values = {fmtA = "0 : i32", fmtB = "0 : i32", modC = "0 : i16", scaleAType = "0 : i32", fmtScaleA = "0 : i32", scaleBType = "0 : i32", fmtScaleB = "0 : i32", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %5 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %8 = irdl.is i64 {summary = "64-bit signless integer"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %11 = irdl.is i64 {summary = "64-bit signless integer"}
    %12 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %13 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %14 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %1, b: %3, c: %5, scaleA: %8, scaleB: %11)
    irdl.results(res: %14)
    irdl.attributes {"fmtA" = %0, "fmtB" = %2, "modC" = %4, "scaleAType" = %6, "fmtScaleA" = %7, "scaleBType" = %9, "fmtScaleB" = %10, "reuseA" = %12, "reuseB" = %13}
  }
  irdl.operation @wmma.scale16.f32.32x16x128.f4 attributes {
      assembly_format = "$a `,` $b `,` $c `,` $scaleA `,` $scaleB attr-dict `:` functional-type(operands, $res)",
      default_values = {modC = "0 : i16", scaleAType = "0 : i32", fmtScaleA = "0 : i32", scaleBType = "0 : i32", fmtScaleB = "0 : i32", reuseA = "0 : i1", reuseB = "0 : i1"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %3 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %6 = irdl.is i64 {summary = "64-bit signless integer"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %9 = irdl.is i64 {summary = "64-bit signless integer"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %12 = irdl.c_pred "(($_self.isF32())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isF32())))" {summary = "32-bit float or LLVM dialect-compatible vector of 32-bit float"}
    irdl.operands(a: %0, b: %1, c: %3, scaleA: %6, scaleB: %9)
    irdl.results(res: %12)
    irdl.attributes {"modC" = %2, "scaleAType" = %4, "fmtScaleA" = %5, "scaleBType" = %7, "fmtScaleB" = %8, "reuseA" = %10, "reuseB" = %11}
  }
  irdl.operation @workgroup.dim.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @workgroup.dim.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @workgroup.dim.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @workgroup.id.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @workgroup.id.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @workgroup.id.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @workitem.id.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @workitem.id.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @workitem.id.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
}
