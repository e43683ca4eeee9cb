// The llvm dialect (a part of it): its types, the linkage, calling convention, tail call
// and fastmath attributes, functions, globals, calls, memory, arithmetic, comparisons,
// casts, aggregates and vectors, and control flow.
//
// LLVM types write their LLVM-typed parameters without the `!llvm.` prefix
// (`!llvm.struct<(i32, ptr)>`): see dialects_irdl/llvm/directives.py. Identified structs are
// kept as values (their name, body and kind); a recursive one refers to itself by name.
irdl.dialect @llvm attributes {properties, partial, ods, summary = "The LLVM IR dialect"} {
  irdl.type @"!ptr" attributes {summary = "LLVM pointer in a given address space",
      assembly_format = "`` custom<LLVMPointer>($address_space)"} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(address_space: %0)
  }
  irdl.type @"!array" attributes {summary = "LLVM array type",
      assembly_format = "`` custom<LLVMArray>($element_type, $num_elements)"} {
    %0 = irdl.any
    %1 = irdl.base "#builtin.integer"
    irdl.parameters(element_type: %0, num_elements: %1)
  }
  irdl.type @"!struct" attributes {summary = "LLVM struct type",
      assembly_format = "`` custom<LLVMStruct>($name, $packed, $kind, $body)"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.integer"
    %2 = irdl.base "#builtin.integer"
    %3 = irdl.base "#builtin.array"
    irdl.parameters(name: %0, packed: %1, kind: %2, body: %3)
  }
  irdl.type @"!func" attributes {summary = "LLVM function type",
      assembly_format = "`` custom<LLVMFunction>($return_type, $params, $var_arg)"} {
    %0 = irdl.any
    %1 = irdl.base "#builtin.array"
    %2 = irdl.base "#builtin.integer"
    irdl.parameters(return_type: %0, params: %1, var_arg: %2)
  }
  irdl.type @"!target" attributes {summary = "LLVM target-specific extension type",
      assembly_format = "`` custom<LLVMTarget>($name, $type_params, $int_params)"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.array"
    %2 = irdl.base "#builtin.array"
    irdl.parameters(name: %0, type_params: %1, int_params: %2)
  }
  irdl.type @"!void" attributes {summary = "LLVM void type"} {
  }
  irdl.type @"!label" attributes {summary = "LLVM label type"} {
  }
  irdl.type @"!metadata" attributes {summary = "LLVM metadata type"} {
  }
  irdl.type @"!token" attributes {summary = "LLVM token type"} {
  }
  irdl.type @"!ppc_fp128" attributes {summary = "128 bit FP type with IBM double-double semantics"} {
  }
  irdl.type @"!x86_amx" attributes {summary = "AMX tile type of the x86 target"} {
  }
  irdl.attribute @address_space attributes {
      summary = "LLVM address space",
      assembly_format = "`<` custom<Param>($address_space, \"LLVM_AddressSpaceAttr\", \"unsigned\") `>`"} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(address_space: %0)
  }
  irdl.attribute @linkage attributes {
      summary = "LLVM Linkage specification",
      assembly_format = "`<` custom<LLVMEnumWord>($linkage, \"linkage\", \"LLVM linkage types\", \"linkage::Linkage\", \"LinkageAttr\", \"external available_externally linkonce linkonce_odr weak weak_odr appending internal private extern_weak common\") `>`"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(linkage: %0)
  }
  irdl.attribute @cconv attributes {
      summary = "LLVM Calling Convention specification",
      assembly_format = "`<` custom<LLVMEnumWord>($callingconv, \"CallingConv\", \"Calling Conventions\", \"CConv\", \"CConvAttr\", \"ccc fastcc coldcc cc_10 cc_11 anyregcc preserve_mostcc preserve_allcc swiftcc cxx_fast_tlscc tailcc cfguard_checkcc swifttailcc x86_stdcallcc x86_fastcallcc arm_apcscc arm_aapcscc arm_aapcs_vfpcc msp430_intrcc x86_thiscallcc ptx_kernelcc ptx_devicecc spir_funccc spir_kernelcc intel_ocl_bicc x86_64_sysvcc win64cc x86_vectorcallcc hhvmcc hhvm_ccc x86_intrcc avr_intrcc avr_builtincc amdgpu_vscc amdgpu_gscc amdgpu_cscc amdgpu_kernelcc x86_regcallcc amdgpu_hscc msp430_builtincc amdgpu_lscc amdgpu_escc aarch64_vectorcallcc aarch64_sve_vectorcallcc wasm_emscripten_invokecc amdgpu_gfxcc m68k_intrcc\") `>`"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(callingconv: %0)
  }
  irdl.attribute @tailcallkind attributes {
      summary = "Tail Call Kind",
      assembly_format = "`<` custom<LLVMEnumWord>($tailcallkind, \"tailCallKind\", \"Tail Call Kind\", \"TailCallKind\", \"TailCallKindAttr\", \"none notail musttail tail\") `>`"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(tailcallkind: %0)
  }
  irdl.attribute @fastmath attributes {
      summary = "LLVM fastmath flags",
      assembly_format = "`<` custom<BitEnum>($value, \"::mlir::LLVM::FastmathFlags\", \"LLVM_FastmathFlagsAttr\", \"none nnan ninf nsz arcp contract afn reassoc fast=all\", \", \") `>`"} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(value: %0)
  }
  irdl.attribute @"#zero" attributes {summary = "LLVM zero initializer marker"} {
  }
  irdl.attribute @"#undef" attributes {summary = "LLVM undef marker"} {
  }
  irdl.attribute @"#mlir_module_flag" attributes {
      mnemonic = "mlir.module_flag",
      summary = "LLVM module flag",
      assembly_format = "`<` custom<LLVMEnumWord>($behavior, \"behavior\", \"LLVM Module Flag Behavior\", \"ModFlagBehavior\", \"ModuleFlagAttr\", \"error warning require override append append_unique max min\") `,` $key `,` $value `>`",
      verifier = "LLVMModuleFlag"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.string"
    %2 = irdl.any
    irdl.parameters(behavior: %0, key: %1, value: %2)
  }
  irdl.attribute @"#blocktag" attributes {
      summary = "LLVM block tag: an identifier of a block within a function",
      assembly_format = "`<` `id` `=` custom<LLVMUnsigned>($id, \"LLVM_BlockTagAttr\", \"uint32_t\", \"32\") `>`"} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(id: %0)
  }
  irdl.attribute @"#blockaddress" attributes {
      summary = "LLVM block address: a function and the tag of one of its blocks",
      assembly_format = "`<` `function` `=` $function `,` `tag` `=` $tag `>`"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)" {summary = "flat symbol reference attribute"}
    %1 = irdl.base @llvm::@"#blocktag"
    irdl.parameters(function: %0, tag: %1)
  }
  irdl.operation @func attributes {
      summary = "LLVM dialect function",
      description = "A function with an LLVM function type, a linkage and a calling convention; without a body it is a declaration. A variadic signature ends with `...`.",
      assembly_format = "custom<LLVMFunc>($sym_name, $function_type, $linkage, $CConv, $unnamed_addr, $visibility_, $arg_attrs, $res_attrs, $body)",
      traits = ["IsolatedFromAbove", "Symbol", "AutomaticAllocationScope"],
      verifier = "LLVMFunc",
      optional_attributes = ["sym_visibility", "dso_local", "personality", "garbageCollector", "passthrough", "arg_attrs", "res_attrs", "section", "alignment", "no_inline", "always_inline", "no_unwind", "will_return", "optimize_none", "target_cpu"],
      default_values = {linkage = "#llvm.linkage<external>", CConv = "#llvm.cconv<ccc>", unnamed_addr = "0 : i64", visibility_ = "0 : i64"}} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::TypeAttr>($_self) && ::llvm::isa<::mlir::LLVM::LLVMFunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())" {summary = "type attribute of LLVM function type"}
    %3 = irdl.base @llvm::@linkage {summary = "LLVM Linkage specification"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base @llvm::@cconv {summary = "LLVM Calling Convention specification"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)" {summary = "flat symbol reference attribute"}
    %7 = irdl.base "#builtin.string" {summary = "string attribute"}
    %8 = irdl.base "#builtin.array" {summary = "array attribute"}
    %9 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %10 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %11 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %12 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %15 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %16 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %17 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %18 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %19 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %20 = irdl.base "#builtin.string" {summary = "string attribute"}
    %21 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "sym_visibility" = %1, "function_type" = %2, "linkage" = %3, "dso_local" = %4, "CConv" = %5, "personality" = %6, "garbageCollector" = %7, "passthrough" = %8, "arg_attrs" = %9, "res_attrs" = %10, "unnamed_addr" = %11, "visibility_" = %12, "section" = %13, "alignment" = %14, "no_inline" = %15, "always_inline" = %16, "no_unwind" = %17, "will_return" = %18, "optimize_none" = %19, "target_cpu" = %20}
    irdl.regions(body: %21)
  }
  irdl.operation @mlir_global attributes {
      mnemonic = "mlir.global",
      summary = "LLVM dialect global",
      description = "A global variable: its type, linkage and either an initial value attribute or an initializer region that returns the value.",
      assembly_format = "custom<LLVMGlobal>($sym_name, $global_type, $linkage, $visibility_, $thread_local_, $unnamed_addr, $constant, $value, $initializer)",
      traits = ["IsolatedFromAbove", "Symbol"],
      verifier = "LLVMGlobal",
      optional_attributes = ["constant", "dso_local", "thread_local_", "externally_initialized", "value", "alignment", "section"],
      default_values = {addr_space = "0 : i32", unnamed_addr = "0 : i64", visibility_ = "0 : i64"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::TypeAttr>($_self) && ::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())" {summary = "any type attribute"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.base @llvm::@linkage {summary = "LLVM Linkage specification"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %7 = irdl.any {summary = "any attribute"}
    %8 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %9 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)" {summary = "32-bit signless integer attribute"}
    %10 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %11 = irdl.base "#builtin.string" {summary = "string attribute"}
    %12 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %13 = irdl.region {summary = "any region"}
    irdl.attributes {"global_type" = %0, "constant" = %1, "sym_name" = %2, "linkage" = %3, "dso_local" = %4, "thread_local_" = %5, "externally_initialized" = %6, "value" = %7, "alignment" = %8, "addr_space" = %9, "unnamed_addr" = %10, "section" = %11, "visibility_" = %12}
    irdl.regions(initializer: %13)
  }
  irdl.operation @return attributes {
      summary = "Terminator for LLVM functions",
      description = "Returns control, and at most one value, from the enclosing function or global initializer.",
      assembly_format = "attr-dict ($arg^ `:` type($arg))?",
      traits = ["Pure", "ReturnLike", "Terminator"],
      verifier = "LLVMReturn"} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    irdl.operands(arg: optional %0)
  }
  irdl.operation @call attributes {
      summary = "Call to an LLVM function.",
      description = "Calls a function by symbol, or through a pointer given as the first operand. A call to a variadic function names the callee's type with `vararg(...)`.",
      assembly_format = "custom<LLVMCall>($callee, $callee_operands, $var_callee_type, $CConv, $TailCallKind, type($callee_operands), type($result), $op_bundle_sizes, $op_bundle_operands)",
      traits = ["AttrSizedOperandSegments"],
      verifier = "LLVMCall",
      independent_variadics = ["callee_operands", "op_bundle_operands"],
      optional_attributes = ["var_callee_type", "callee", "op_bundle_tags", "arg_attrs", "res_attrs", "no_unwind", "will_return", "convergent", "no_inline", "always_inline", "inline_hint"],
      default_values = {fastmathFlags = "#llvm.fastmath<none>", CConv = "#llvm.cconv<ccc>", TailCallKind = "#llvm.tailcallkind<none>", op_bundle_sizes = "array<i32>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::TypeAttr>($_self) && ::llvm::isa<::mlir::LLVM::LLVMFunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())" {summary = "type attribute of LLVM function type"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)" {summary = "flat symbol reference attribute"}
    %5 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %6 = irdl.base @llvm::@cconv {summary = "LLVM Calling Convention specification"}
    %7 = irdl.base @llvm::@tailcallkind {summary = "Tail Call Kind"}
    %8 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    %9 = irdl.base "#builtin.array" {summary = "array attribute"}
    %10 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %11 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %12 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %13 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %14 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %15 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %16 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %17 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(callee_operands: variadic %0, op_bundle_operands: variadic %1)
    irdl.results(result: optional %2)
    irdl.attributes {"var_callee_type" = %3, "callee" = %4, "fastmathFlags" = %5, "CConv" = %6, "TailCallKind" = %7, "op_bundle_sizes" = %8, "op_bundle_tags" = %9, "arg_attrs" = %10, "res_attrs" = %11, "no_unwind" = %12, "will_return" = %13, "convergent" = %14, "no_inline" = %15, "always_inline" = %16, "inline_hint" = %17}
  }
  irdl.operation @mlir_constant attributes {
      mnemonic = "mlir.constant",
      summary = "Defines a constant of LLVM type.",
      description = "A constant value of an LLVM-compatible type given by an integer, float, string or elements attribute.",
      assembly_format = "`(` $value `)` attr-dict `:` type($res)",
      traits = ["ConstantLike", "Pure"],
      verifier = "LLVMConstant"} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.any {summary = "any attribute"}
    irdl.results(res: %0)
    irdl.attributes {"value" = %1}
  }
  irdl.operation @mlir_undef attributes {
      mnemonic = "mlir.undef",
      summary = "Creates an undefined value of LLVM dialect type.",
      description = "An undefined value of the result type.",
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure", "ConstantLike"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @mlir_poison attributes {
      mnemonic = "mlir.poison",
      summary = "Creates a poison value of LLVM dialect type.",
      description = "A poison value of the result type.",
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure", "ConstantLike"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @mlir_zero attributes {
      mnemonic = "mlir.zero",
      summary = "Creates a zero-initialized value of LLVM dialect type.",
      description = "A zero value of the result type (a null pointer for pointers).",
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure", "ConstantLike"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @mlir_addressof attributes {
      mnemonic = "mlir.addressof",
      summary = "Creates a pointer pointing to a global, alias or a function",
      description = "The address of a global variable, alias or function named by symbol.",
      assembly_format = "$global_name attr-dict `:` qualified(type($res))",
      traits = ["Pure", "ConstantLike"],
      verifier = "LLVMAddressOf"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)" {summary = "flat symbol reference attribute"}
    irdl.results(res: %0)
    irdl.attributes {"global_name" = %1}
  }
  irdl.operation @alloca attributes {
      summary = "Allocates memory on the stack",
      description = "Allocates stack memory for `array_size` elements of `elem_type` and returns a pointer to it.",
      assembly_format = "(`inalloca` $inalloca^)? $array_size `x` $elem_type `` custom<LLVMAllocaType>(type($array_size), type($res))",
      optional_attributes = ["alignment", "inalloca"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger()" {summary = "signless integer"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::TypeAttr>($_self) && ::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())" {summary = "any type attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(array_size: %0)
    irdl.results(res: %1)
    irdl.attributes {"alignment" = %2, "elem_type" = %3, "inalloca" = %4}
  }
  irdl.operation @load attributes {
      summary = "Load from a pointer",
      description = "Reads a value of the result type from memory; it may be volatile, atomic with an ordering, or marked invariant.",
      assembly_format = "(`volatile` $volatile_^)? $addr (custom<LLVMAtomic>($syncscope, $ordering)^)? (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? attr-dict `:` qualified(type($addr)) `->` type($res)",
      optional_attributes = ["alignment", "volatile_", "nontemporal", "invariant", "invariantGroup", "syncscope"],
      verifier = "LLVMLoad",
      default_values = {ordering = "0 : i64"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self) && !::llvm::isa<::mlir::LLVM::LLVMVoidType, ::mlir::LLVM::LLVMFunctionType, ::mlir::LLVM::LLVMLabelType, ::mlir::LLVM::LLVMMetadataType, ::mlir::LLVM::LLVMTokenType>($_self) && !(::llvm::isa<::mlir::LLVM::LLVMStructType>($_self) && ::llvm::cast<::mlir::LLVM::LLVMStructType>($_self).isOpaque())" {summary = "LLVM type with size"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %7 = irdl.base "#builtin.string" {summary = "string attribute"}
    %8 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(addr: %0)
    irdl.results(res: %1)
    irdl.attributes {"alignment" = %2, "volatile_" = %3, "nontemporal" = %4, "invariantGroup" = %5, "ordering" = %6, "syncscope" = %7, "invariant" = %8}
  }
  irdl.operation @store attributes {
      summary = "Store to a pointer",
      description = "Writes a value to memory; it may be volatile or atomic with an ordering.",
      assembly_format = "(`volatile` $volatile_^)? $value `,` $addr (custom<LLVMAtomic>($syncscope, $ordering)^)? (`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` qualified(type($addr))",
      optional_attributes = ["alignment", "volatile_", "nontemporal", "invariantGroup", "syncscope"],
      verifier = "LLVMStore",
      default_values = {ordering = "0 : i64"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self) && !::llvm::isa<::mlir::LLVM::LLVMVoidType, ::mlir::LLVM::LLVMFunctionType, ::mlir::LLVM::LLVMLabelType, ::mlir::LLVM::LLVMMetadataType, ::mlir::LLVM::LLVMTokenType>($_self) && !(::llvm::isa<::mlir::LLVM::LLVMStructType>($_self) && ::llvm::cast<::mlir::LLVM::LLVMStructType>($_self).isOpaque())" {summary = "LLVM type with size"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %7 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(value: %0, addr: %1)
    irdl.attributes {"alignment" = %2, "volatile_" = %3, "nontemporal" = %4, "invariantGroup" = %5, "ordering" = %6, "syncscope" = %7}
  }
  irdl.operation @cmpxchg attributes {
      summary = "Atomic compare-and-exchange",
      description = "Atomically compares the value at a pointer with `cmp` and, when they are equal, writes `val` in its place. Yields a struct of the value found and an i1 that says whether it was replaced.",
      assembly_format = "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val (`syncscope` `(` $syncscope^ `)`)? custom<LLVMAtomicOrdering>($success_ordering) custom<LLVMAtomicOrdering>($failure_ordering) attr-dict `:` qualified(type($ptr)) `,` type($val)",
      traits = ["TypesMatchWith<val, cmp, Same, operand #1 and operand #2 have the same type>", "TypesMatchWith<val, res, LLVMValAndBoolStruct, result #0 has an LLVM struct type consisting of the type of operand #2 and a bool>"],
      verifier = "LLVMCmpXchg",
      optional_attributes = ["syncscope", "alignment", "weak", "volatile_", "access_groups", "alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || ::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)" {summary = "signless integer or LLVM pointer type"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMStructType>($_self)" {summary = "LLVM structure type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::LLVM::AtomicOrderingAttr>($_self)" {summary = "Atomic ordering for LLVM's memory model"}
    %4 = irdl.base "#builtin.string" {summary = "string attribute"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %6 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %7 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::LLVM::AccessGroupAttr>(attr); })" {summary = "LLVM dialect access group metadata array"}
    %8 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr); })" {summary = "LLVM dialect alias scope array"}
    %9 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr); })" {summary = "LLVM dialect TBAA tag metadata array"}
    %10 = irdl.c_pred "$_self.isSignlessInteger() || ::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)" {summary = "signless integer or LLVM pointer type"}
    %11 = irdl.c_pred "::llvm::isa<::mlir::LLVM::AtomicOrderingAttr>($_self)" {summary = "Atomic ordering for LLVM's memory model"}
    %12 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %13 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr); })" {summary = "LLVM dialect alias scope array"}
    irdl.operands(ptr: %0, cmp: %1, val: %10)
    irdl.results(res: %2)
    irdl.attributes {"success_ordering" = %3, "failure_ordering" = %11, "syncscope" = %4, "alignment" = %5, "weak" = %6, "volatile_" = %12, "access_groups" = %7, "alias_scopes" = %8, "noalias_scopes" = %13, "tbaa" = %9}
  }
  irdl.operation @atomicrmw attributes {
      summary = "Atomic read-modify-write",
      description = "Atomically reads the value at a pointer, combines it with `val` by the binary operation `bin_op` (or replaces it, for `xchg`) and writes the outcome back. Yields the value read.",
      assembly_format = "(`volatile` $volatile_^)? custom<IntEnum>($bin_op, \"xchg add sub _and nand _or _xor max min umax umin fadd fsub fmax fmin uinc_wrap udec_wrap usub_cond usub_sat fmaximum fminimum\") $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? custom<LLVMAtomicOrdering>($ordering) attr-dict `:` qualified(type($ptr)) `,` type($val)",
      traits = ["TypesMatchWith<val, res, Same, result #0 and operand #1 have the same type>"],
      verifier = "LLVMAtomicRMW",
      optional_attributes = ["syncscope", "alignment", "volatile_", "access_groups", "alias_scopes", "noalias_scopes", "tbaa"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || ::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) || $_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && !::llvm::isa<::mlir::ScalableVectorType>($_self))" {summary = "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::LLVM::AtomicBinOpAttr>($_self)" {summary = "llvm.atomicrmw binary operations"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::LLVM::AtomicOrderingAttr>($_self)" {summary = "Atomic ordering for LLVM's memory model"}
    %4 = irdl.base "#builtin.string" {summary = "string attribute"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %6 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %7 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::LLVM::AccessGroupAttr>(attr); })" {summary = "LLVM dialect access group metadata array"}
    %8 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr); })" {summary = "LLVM dialect alias scope array"}
    %9 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr); })" {summary = "LLVM dialect TBAA tag metadata array"}
    %10 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || ::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) || $_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && !::llvm::isa<::mlir::ScalableVectorType>($_self))" {summary = "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible fixed-length vector type"}
    %11 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr); })" {summary = "LLVM dialect alias scope array"}
    irdl.operands(ptr: %0, val: %1)
    irdl.results(res: %10)
    irdl.attributes {"bin_op" = %2, "ordering" = %3, "syncscope" = %4, "alignment" = %5, "volatile_" = %6, "access_groups" = %7, "alias_scopes" = %8, "noalias_scopes" = %11, "tbaa" = %9}
  }
  irdl.operation @fence attributes {
      summary = "Memory fence",
      description = "Orders the memory accesses before it against those after it, with an acquire, release, acq_rel or seq_cst ordering, optionally limited to a synchronization scope.",
      assembly_format = "(`syncscope` `(` $syncscope^ `)`)? custom<LLVMAtomicOrdering>($ordering) attr-dict",
      verifier = "LLVMFence",
      optional_attributes = ["syncscope"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::LLVM::AtomicOrderingAttr>($_self)" {summary = "Atomic ordering for LLVM's memory model"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.attributes {"ordering" = %0, "syncscope" = %1}
  }
  irdl.operation @getelementptr attributes {
      summary = "Computes the address of a sub-element of an aggregate",
      description = "Indexes into `elem_type` from a base pointer; each index is a constant (kept in `rawConstantIndices`) or an SSA value (a placeholder there).",
      assembly_format = "(custom<GEPNoWrap>($noWrapFlags)^)? $base `[` custom<GEPIndices>($dynamic_indices, $rawConstantIndices) `]` attr-dict `:` functional-type(operands, results) `,` $elem_type",
      traits = ["Pure"],
      independent_variadics = ["dynamic_indices"],
      verifier = "LLVMGEP",
      default_values = {noWrapFlags = "0 : i32"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::llvm::isa<::mlir::LLVM::LLVMPointerType>(::mlir::LLVM::getVectorElementType($_self)))" {summary = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::llvm::isa<::mlir::LLVM::LLVMPointerType>(::mlir::LLVM::getVectorElementType($_self)))" {summary = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::TypeAttr>($_self) && ::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())" {summary = "any type attribute"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)" {summary = "32-bit signless integer attribute"}
    irdl.operands(base: %0, dynamic_indices: variadic %1)
    irdl.results(res: %2)
    irdl.attributes {"rawConstantIndices" = %3, "elem_type" = %4, "noWrapFlags" = %5}
  }
  irdl.operation @add attributes {
      summary = "Integer addition",
      description = "The integer addition of two signless integers, or vectors of them, of one type.",
      assembly_format = "$lhs `,` $rhs `` custom<LLVMOverflow>($overflowFlags) attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {overflowFlags = "0 : i32"}} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)" {summary = "integer attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"overflowFlags" = %1}
  }
  irdl.operation @sub attributes {
      summary = "Integer subtraction",
      description = "The integer subtraction of two signless integers, or vectors of them, of one type.",
      assembly_format = "$lhs `,` $rhs `` custom<LLVMOverflow>($overflowFlags) attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {overflowFlags = "0 : i32"}} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)" {summary = "integer attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"overflowFlags" = %1}
  }
  irdl.operation @mul attributes {
      summary = "Integer multiplication",
      description = "The integer multiplication of two signless integers, or vectors of them, of one type.",
      assembly_format = "$lhs `,` $rhs `` custom<LLVMOverflow>($overflowFlags) attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {overflowFlags = "0 : i32"}} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)" {summary = "integer attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"overflowFlags" = %1}
  }
  irdl.operation @udiv attributes {
      summary = "Unsigned integer division",
      description = "The unsigned integer division of two signless integers, or vectors of them, of one type.",
      assembly_format = "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      optional_attributes = ["isExact"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"isExact" = %1}
  }
  irdl.operation @sdiv attributes {
      summary = "Signed integer division",
      description = "The signed integer division of two signless integers, or vectors of them, of one type.",
      assembly_format = "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      optional_attributes = ["isExact"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"isExact" = %1}
  }
  irdl.operation @urem attributes {
      summary = "Unsigned integer remainder",
      description = "The unsigned integer remainder of two signless integers, or vectors of them, of one type.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
  }
  irdl.operation @srem attributes {
      summary = "Signed integer remainder",
      description = "The signed integer remainder of two signless integers, or vectors of them, of one type.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
  }
  irdl.operation @and attributes {
      summary = "Bitwise and",
      description = "The bitwise and of two signless integers, or vectors of them, of one type.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
  }
  irdl.operation @or attributes {
      summary = "Bitwise or",
      description = "The bitwise or of two signless integers, or vectors of them, of one type.",
      assembly_format = "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      optional_attributes = ["isDisjoint"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"isDisjoint" = %1}
  }
  irdl.operation @xor attributes {
      summary = "Bitwise exclusive or",
      description = "The bitwise exclusive or of two signless integers, or vectors of them, of one type.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
  }
  irdl.operation @shl attributes {
      summary = "Shift left",
      description = "The shift left of two signless integers, or vectors of them, of one type.",
      assembly_format = "$lhs `,` $rhs `` custom<LLVMOverflow>($overflowFlags) attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {overflowFlags = "0 : i32"}} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)" {summary = "integer attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"overflowFlags" = %1}
  }
  irdl.operation @lshr attributes {
      summary = "Logical shift right",
      description = "The logical shift right of two signless integers, or vectors of them, of one type.",
      assembly_format = "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      optional_attributes = ["isExact"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"isExact" = %1}
  }
  irdl.operation @ashr attributes {
      summary = "Arithmetic shift right",
      description = "The arithmetic shift right of two signless integers, or vectors of them, of one type.",
      assembly_format = "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      optional_attributes = ["isExact"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"isExact" = %1}
  }
  irdl.operation @fadd attributes {
      summary = "Floating-point addition",
      description = "The floating-point addition of two floating-point values, or vectors of them, of one type, with optional fastmath flags.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmathFlags = "#llvm.fastmath<none>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @fsub attributes {
      summary = "Floating-point subtraction",
      description = "The floating-point subtraction of two floating-point values, or vectors of them, of one type, with optional fastmath flags.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmathFlags = "#llvm.fastmath<none>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @fmul attributes {
      summary = "Floating-point multiplication",
      description = "The floating-point multiplication of two floating-point values, or vectors of them, of one type, with optional fastmath flags.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmathFlags = "#llvm.fastmath<none>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @fdiv attributes {
      summary = "Floating-point division",
      description = "The floating-point division of two floating-point values, or vectors of them, of one type, with optional fastmath flags.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmathFlags = "#llvm.fastmath<none>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @frem attributes {
      summary = "Floating-point remainder",
      description = "The floating-point remainder of two floating-point values, or vectors of them, of one type, with optional fastmath flags.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmathFlags = "#llvm.fastmath<none>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %0)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @fneg attributes {
      summary = "Floating-point negation",
      description = "Negates a floating-point value, or a vector of them, with optional fastmath flags.",
      assembly_format = "$operand attr-dict `:` type($res)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmathFlags = "#llvm.fastmath<none>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    irdl.operands(operand: %0)
    irdl.results(res: %0)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @icmp attributes {
      summary = "LLVM integer comparison operation",
      description = "Compares two integers or pointers (or vectors of them) with a predicate written as a string; the result is i1 in the operands' shape.",
      assembly_format = "custom<LLVMCmpPredicate>($predicate, \"eq ne slt sle sgt sge ult ule ugt uge\") $lhs `,` $rhs attr-dict `:` type($lhs)",
      traits = ["Pure", "SameTypeOperands", "TypesMatchWith<lhs, res, I1SameShape, result type has i1 element type and same shape as operands>"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || ::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && (::mlir::LLVM::getVectorElementType($_self).isSignlessInteger() || ::llvm::isa<::mlir::LLVM::LLVMPointerType>(::mlir::LLVM::getVectorElementType($_self))))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type"}
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger(1))" {summary = "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)" {summary = "integer attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %1)
    irdl.attributes {"predicate" = %2}
  }
  irdl.operation @fcmp attributes {
      summary = "LLVM floating point comparison operation",
      description = "Compares two floating-point values (or vectors of them) with an ordered or unordered predicate written as a string.",
      assembly_format = "custom<LLVMCmpPredicate>($predicate, \"_false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno _true\") $lhs `,` $rhs attr-dict `:` type($lhs)",
      traits = ["Pure", "SameTypeOperands", "TypesMatchWith<lhs, res, I1SameShape, result type has i1 element type and same shape as operands>"],
      default_values = {fastmathFlags = "#llvm.fastmath<none>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger(1))" {summary = "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)" {summary = "integer attribute"}
    %3 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(res: %1)
    irdl.attributes {"predicate" = %2, "fastmathFlags" = %3}
  }
  irdl.operation @bitcast attributes {
      summary = "Reinterprets the bits of a value as another type",
      description = "Converts a value with LLVM's `bitcast` semantics; vectors convert element by element.",
      assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"],
      verifier = "LLVMBitcast"} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self) && !::llvm::isa<::mlir::LLVM::LLVMStructType, ::mlir::LLVM::LLVMArrayType>($_self)" {summary = "LLVM-compatible non-aggregate type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self) && !::llvm::isa<::mlir::LLVM::LLVMStructType, ::mlir::LLVM::LLVMArrayType>($_self)" {summary = "LLVM-compatible non-aggregate type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @trunc attributes {
      summary = "Integer truncation",
      description = "Converts a value with LLVM's `trunc` semantics; vectors convert element by element.",
      assembly_format = "$arg `` custom<LLVMOverflow>($overflowFlags) attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"],
      default_values = {overflowFlags = "0 : i32"}} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)" {summary = "integer attribute"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
    irdl.attributes {"overflowFlags" = %2}
  }
  irdl.operation @zext attributes {
      summary = "Integer zero extension",
      description = "Converts a value with LLVM's `zext` semantics; vectors convert element by element.",
      assembly_format = "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"],
      verifier = "LLVMExt",
      optional_attributes = ["nonNeg"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
    irdl.attributes {"nonNeg" = %2}
  }
  irdl.operation @sext attributes {
      summary = "Integer sign extension",
      description = "Converts a value with LLVM's `sext` semantics; vectors convert element by element.",
      assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"],
      verifier = "LLVMExt"} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @fpext attributes {
      summary = "Floating-point extension",
      description = "Converts a value with LLVM's `fpext` semantics; vectors convert element by element.",
      assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @fptrunc attributes {
      summary = "Floating-point truncation",
      description = "Converts a value with LLVM's `fptrunc` semantics; vectors convert element by element.",
      assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @sitofp attributes {
      summary = "Signed integer to floating-point conversion",
      description = "Converts a value with LLVM's `sitofp` semantics; vectors convert element by element.",
      assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @uitofp attributes {
      summary = "Unsigned integer to floating-point conversion",
      description = "Converts a value with LLVM's `uitofp` semantics; vectors convert element by element.",
      assembly_format = "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"],
      optional_attributes = ["nonNeg"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
    irdl.attributes {"nonNeg" = %2}
  }
  irdl.operation @fptosi attributes {
      summary = "Floating-point to signed integer conversion",
      description = "Converts a value with LLVM's `fptosi` semantics; vectors convert element by element.",
      assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @fptoui attributes {
      summary = "Floating-point to unsigned integer conversion",
      description = "Converts a value with LLVM's `fptoui` semantics; vectors convert element by element.",
      assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @ptrtoint attributes {
      summary = "Pointer to integer conversion",
      description = "Converts a value with LLVM's `ptrtoint` semantics; vectors convert element by element.",
      assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::llvm::isa<::mlir::LLVM::LLVMPointerType>(::mlir::LLVM::getVectorElementType($_self)))" {summary = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @inttoptr attributes {
      summary = "Integer to pointer conversion",
      description = "Converts a value with LLVM's `inttoptr` semantics; vectors convert element by element.",
      assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger())" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::llvm::isa<::mlir::LLVM::LLVMPointerType>(::mlir::LLVM::getVectorElementType($_self)))" {summary = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @addrspacecast attributes {
      summary = "Pointer cast between address spaces",
      description = "Converts a value with LLVM's `addrspacecast` semantics; vectors convert element by element.",
      assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::llvm::isa<::mlir::LLVM::LLVMPointerType>(::mlir::LLVM::getVectorElementType($_self)))" {summary = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::llvm::isa<::mlir::LLVM::LLVMPointerType>(::mlir::LLVM::getVectorElementType($_self)))" {summary = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @select attributes {
      summary = "Selects one of two values by a condition",
      description = "Yields `true_value` when the condition holds and `false_value` otherwise; a vector condition selects lane by lane.",
      assembly_format = "$condition `,` $true_value `,` $false_value attr-dict `:` type($condition) `,` type($res)",
      traits = ["Pure", "AllTypesMatch<true_value, false_value, res>"],
      default_values = {fastmathFlags = "#llvm.fastmath<none>"}} {
    %0 = irdl.c_pred "$_self.isSignlessInteger(1) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::getVectorElementType($_self).isSignlessInteger(1))" {summary = "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    irdl.operands(condition: %0, true_value: %1, false_value: %1)
    irdl.results(res: %1)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @freeze attributes {
      summary = "Stops the propagation of undef and poison",
      description = "Yields its operand, or an arbitrary fixed value of its type if the operand is undef or poison.",
      assembly_format = "$val attr-dict `:` type($val)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    irdl.operands(val: %0)
    irdl.results(res: %0)
  }
  irdl.operation @extractvalue attributes {
      summary = "Extract a value from an LLVM struct.",
      description = "Reads the element of a struct or array value at a constant position path.",
      assembly_format = "$container `` custom<DenseArray>($position, \"64\") attr-dict `:` type($container) custom<LLVMExtractType>(type($res), ref(type($container)), ref($position))",
      traits = ["Pure"],
      verifier = "LLVMExtractValue"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMStructType, ::mlir::LLVM::LLVMArrayType>($_self)" {summary = "LLVM aggregate type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(container: %0)
    irdl.results(res: %1)
    irdl.attributes {"position" = %2}
  }
  irdl.operation @insertvalue attributes {
      summary = "Insert a value into an LLVM struct.",
      description = "Yields a copy of a struct or array value with the element at a constant position path replaced.",
      assembly_format = "$value `,` $container `` custom<DenseArray>($position, \"64\") attr-dict `:` type($container) custom<LLVMInsertType>(type($value), ref(type($container)), ref($position))",
      traits = ["Pure", "AllTypesMatch<container, res>"],
      verifier = "LLVMInsertValue"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMStructType, ::mlir::LLVM::LLVMArrayType>($_self)" {summary = "LLVM aggregate type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self) && !::llvm::isa<::mlir::LLVM::LLVMVoidType, ::mlir::LLVM::LLVMFunctionType>($_self)" {summary = "primitive LLVM type"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(container: %0, value: %1)
    irdl.results(res: %0)
    irdl.attributes {"position" = %2}
  }
  irdl.operation @extractelement attributes {
      summary = "Extract an element from an LLVM vector.",
      description = "Reads the element of a vector at a dynamic position.",
      assembly_format = "$vector `[` $position `:` type($position) `]` attr-dict `:` custom<TypeOfKind>(type($vector), \"vector\")",
      traits = ["Pure", "TypesMatchWith<vector, res, ElementType, result type matches vector element type>"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleVectorType($_self)" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "$_self.isSignlessInteger()" {summary = "signless integer"}
    %2 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    irdl.operands(vector: %0, position: %1)
    irdl.results(res: %2)
  }
  irdl.operation @insertelement attributes {
      summary = "Insert an element into an LLVM vector.",
      description = "Yields a copy of a vector with the element at a dynamic position replaced.",
      assembly_format = "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` custom<TypeOfKind>(type($vector), \"vector\")",
      traits = ["Pure", "AllTypesMatch<vector, res>", "TypesMatchWith<vector, value, ElementType, argument type matches vector element type>"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleVectorType($_self)" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self) && !::llvm::isa<::mlir::LLVM::LLVMVoidType, ::mlir::LLVM::LLVMFunctionType>($_self)" {summary = "primitive LLVM type"}
    %2 = irdl.c_pred "$_self.isSignlessInteger()" {summary = "signless integer"}
    irdl.operands(vector: %0, value: %1, position: %2)
    irdl.results(res: %0)
  }
  irdl.operation @shufflevector attributes {
      summary = "Builds a vector from the lanes of two others",
      description = "Yields a vector as long as the mask: each mask entry picks a lane of the concatenated operands (-1 leaves the lane undefined). A scalable vector takes only an all-zero mask.",
      assembly_format = "$v1 `,` $v2 custom<DenseArray>($mask, \"32\") attr-dict `:` custom<TypeOfKind>(type($v1), \"vector\") custom<LLVMShuffleType>(type($res), ref(type($v1)), ref($mask))",
      traits = ["Pure", "AllTypesMatch<v1, v2>"],
      verifier = "LLVMShuffleVector"} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleVectorType($_self)" {summary = "LLVM dialect-compatible vector type"}
    %2 = irdl.c_pred "::mlir::LLVM::isCompatibleVectorType($_self)" {summary = "LLVM dialect-compatible vector type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    irdl.operands(v1: %0, v2: %0)
    irdl.results(res: %2)
    irdl.attributes {"mask" = %3}
  }
  irdl.operation @br attributes {
      summary = "Unconditional branch",
      description = "Transfers control to a block, passing it the operands as arguments.",
      assembly_format = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict",
      successors = ["dest"],
      traits = ["Pure", "Terminator"],
      verifier = "BranchOp",
      independent_variadics = ["dest_operands"],
      optional_attributes = ["loop_annotation"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.any {summary = "any attribute"}
    irdl.operands(dest_operands: variadic %0)
    irdl.attributes {"loop_annotation" = %1}
  }
  irdl.operation @cond_br attributes {
      summary = "Conditional branch",
      description = "Transfers control to one of two blocks by an i1 condition, with optional branch weights.",
      assembly_format = "$condition ( `weights` `(` custom<DenseArray>($branch_weights, \"32\")^ `)` )? `,` $true_dest (`(` $true_dest_operands^ `:` type($true_dest_operands) `)`)? `,` $false_dest (`(` $false_dest_operands^ `:` type($false_dest_operands) `)`)? attr-dict",
      successors = ["true_dest", "false_dest"],
      traits = ["AttrSizedOperandSegments", "Pure", "Terminator"],
      verifier = "BranchOp",
      independent_variadics = ["true_dest_operands", "false_dest_operands"],
      optional_attributes = ["branch_weights", "loop_annotation"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    %4 = irdl.any {summary = "any attribute"}
    irdl.operands(condition: %0, true_dest_operands: variadic %1, false_dest_operands: variadic %2)
    irdl.attributes {"branch_weights" = %3, "loop_annotation" = %4}
  }
  irdl.operation @switch attributes {
      summary = "Switch by an integer value",
      description = "Transfers control to the block of the case equal to the value, or to the default block.",
      assembly_format = "$value `:` type($value) `,` $default_destination (`(` $default_operands^ `:` type($default_operands) `)`)? custom<LLVMSwitchCases>(ref(type($value)), $case_values, $case_destinations, $case_operands, type($case_operands), $case_operand_segments) attr-dict",
      successors = ["default_destination", "variadic case_destinations"],
      traits = ["AttrSizedOperandSegments", "Pure", "Terminator"],
      verifier = "LLVMSwitch",
      independent_variadics = ["default_operands", "case_operands"],
      optional_attributes = ["case_values", "branch_weights"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger()" {summary = "signless integer"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseIntElementsAttr>($_self)" {summary = "integer elements attribute"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    irdl.operands(value: %0, default_operands: variadic %1, case_operands: variadic %2)
    irdl.attributes {"case_values" = %3, "case_operand_segments" = %4, "branch_weights" = %5}
  }
  irdl.operation @invoke attributes {
      summary = "Call that may unwind",
      description = "Calls a function as `llvm.call` does, then continues at the `to` block on a normal return or at the `unwind` block, which starts with `llvm.landingpad`, when the callee unwinds.",
      assembly_format = "custom<LLVMInvoke>($callee, $callee_operands, $var_callee_type, $CConv, type($callee_operands), type($result), $normal_dest, $normal_dest_operands, type($normal_dest_operands), $unwind_dest, $unwind_dest_operands, type($unwind_dest_operands), $op_bundle_sizes, $op_bundle_operands)",
      successors = ["normal_dest", "unwind_dest"],
      traits = ["AttrSizedOperandSegments", "Terminator"],
      verifier = "LLVMInvoke",
      independent_variadics = ["callee_operands", "normal_dest_operands", "unwind_dest_operands", "op_bundle_operands"],
      optional_attributes = ["var_callee_type", "callee", "branch_weights", "op_bundle_tags", "arg_attrs", "res_attrs"],
      default_values = {CConv = "#llvm.cconv<ccc>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.any {summary = "any type"}
    %4 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::TypeAttr>($_self) && ::llvm::isa<::mlir::LLVM::LLVMFunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())" {summary = "type attribute of LLVM function type"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)" {summary = "flat symbol reference attribute"}
    %7 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    %8 = irdl.base @llvm::@cconv {summary = "LLVM Calling Convention specification"}
    %9 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    %10 = irdl.base "#builtin.array" {summary = "array attribute"}
    %11 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %12 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    irdl.operands(callee_operands: variadic %0, normal_dest_operands: variadic %1, unwind_dest_operands: variadic %2, op_bundle_operands: variadic %3)
    irdl.results(result: optional %4)
    irdl.attributes {"var_callee_type" = %5, "callee" = %6, "branch_weights" = %7, "CConv" = %8, "op_bundle_sizes" = %9, "op_bundle_tags" = %10, "arg_attrs" = %11, "res_attrs" = %12}
  }
  irdl.operation @landingpad attributes {
      summary = "Landing pad of an unwinding call",
      description = "Starts the block an `llvm.invoke` unwinds to. Its operands are the catch clauses (global addresses) and filter clauses (arrays); `cleanup` marks a pad that also runs on other exceptions.",
      assembly_format = "(`cleanup` $cleanup^)? (custom<LLVMLandingpadClauses>($clauses, type($clauses))^)? attr-dict `:` type($res)",
      verifier = "LLVMLandingpad",
      independent_variadics = ["clauses"],
      optional_attributes = ["cleanup"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(clauses: variadic %0)
    irdl.results(res: %1)
    irdl.attributes {"cleanup" = %2}
  }
  irdl.operation @resume attributes {
      summary = "Resumes the propagation of an exception",
      description = "Ends a landing pad's handling and continues unwinding with the value a `llvm.landingpad` produced.",
      assembly_format = "$value attr-dict `:` type($value)",
      traits = ["Terminator"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    irdl.operands(value: %0)
  }
  irdl.operation @unreachable attributes {
      summary = "Marks a point that control flow never reaches",
      description = "A terminator for code that is never executed.",
      assembly_format = "attr-dict",
      traits = ["Terminator"]} {
  }
  irdl.operation @intr_vector_insert attributes {
      mnemonic = "intr.vector.insert",
      summary = "Inserts a vector into another at a position",
      description = "Yields `dstvec` with the lanes from `pos` on replaced by `srcvec` (llvm.vector.insert). A scalable vector goes only into a scalable one.",
      assembly_format = "$srcvec `,` $dstvec `[` custom<TypedAttribute>($pos, \"i64\") `]` attr-dict `:` type($srcvec) `into` type($dstvec)",
      traits = ["Pure", "LLVMVectorBitsLimit<srcvec, dstvec>", "AllTypesMatch<dstvec, res>", "LLVMScalableFitsIn<srcvec, dstvec, it is not inserting scalable into fixed-length vectors.>"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleVectorType($_self)" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    irdl.operands(dstvec: %0, srcvec: %0)
    irdl.results(res: %0)
    irdl.attributes {"pos" = %1}
  }
  irdl.operation @intr_vector_extract attributes {
      mnemonic = "intr.vector.extract",
      summary = "Extracts a vector from another at a position",
      description = "Yields the lanes of `srcvec` from `pos` on, as many as the result type has (llvm.vector.extract). A scalable vector comes only from a scalable one.",
      assembly_format = "$srcvec `[` custom<TypedAttribute>($pos, \"i64\") `]` attr-dict `:` type($res) `from` type($srcvec)",
      traits = ["Pure", "LLVMVectorBitsLimit<srcvec, res>", "LLVMScalableFitsIn<res, srcvec, it is not extracting scalable from fixed-length vectors.>"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleVectorType($_self)" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    irdl.operands(srcvec: %0)
    irdl.results(res: %0)
    irdl.attributes {"pos" = %1}
  }
  irdl.operation @intr_vector_interleave2 attributes {
      mnemonic = "intr.vector.interleave2",
      summary = "Interleaves the lanes of two vectors",
      description = "Yields a vector twice as long as its operands, alternating their lanes (llvm.vector.interleave2). It has no custom form.",
      traits = ["Pure", "AllTypesMatch<vec1, vec2>", "LLVMTwiceAsLong<vec1, res>"]} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleVectorType($_self)" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    irdl.operands(vec1: %0, vec2: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr_sincos attributes {
      mnemonic = "intr.sincos",
      summary = "Sine and cosine of a value at once",
      description = "Yields a struct of the sine and the cosine of a float or vector of floats (llvm.sincos), with optional fastmath flags.",
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"],
      verifier = "LLVMSincos",
      default_values = {fastmathFlags = "#llvm.fastmath<none>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleFloatingPointType($_self) || (::mlir::LLVM::isCompatibleVectorType($_self) && ::mlir::LLVM::isCompatibleFloatingPointType(::mlir::LLVM::getVectorElementType($_self)))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    irdl.operands(val: %0)
    irdl.results(res: %1)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @mlir_global_ctors attributes {
      mnemonic = "mlir.global_ctors",
      summary = "LLVM dialect global_ctors.",
      description = "Lists the module's global constructors (`llvm.func` definitions), each with a priority and a data symbol or `#llvm.zero` (LLVM's `llvm.global_ctors` array).",
      assembly_format = "`ctors` `=` $ctors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
      verifier = "LLVMGlobalCtorsDtors"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::FlatSymbolRefAttr>(attr); })" {summary = "flat symbol ref array attribute"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::IntegerAttr>(attr) && ::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(32); })" {summary = "32-bit integer array attribute"}
    %2 = irdl.base "#builtin.array" {summary = "array attribute"}
    irdl.attributes {"ctors" = %0, "priorities" = %1, "data" = %2}
  }
  irdl.operation @mlir_global_dtors attributes {
      mnemonic = "mlir.global_dtors",
      summary = "LLVM dialect global_dtors.",
      description = "Lists the module's global destructors (`llvm.func` definitions), each with a priority and a data symbol or `#llvm.zero` (LLVM's `llvm.global_dtors` array).",
      assembly_format = "`dtors` `=` $dtors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
      verifier = "LLVMGlobalCtorsDtors"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::FlatSymbolRefAttr>(attr); })" {summary = "flat symbol ref array attribute"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::IntegerAttr>(attr) && ::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(32); })" {summary = "32-bit integer array attribute"}
    %2 = irdl.base "#builtin.array" {summary = "array attribute"}
    irdl.attributes {"dtors" = %0, "priorities" = %1, "data" = %2}
  }
  irdl.operation @mlir_alias attributes {
      mnemonic = "mlir.alias",
      summary = "LLVM dialect alias.",
      description = "A global alias: another name for the address its initializer region returns (built from `llvm.mlir.addressof` and other operations without memory effects), with a value type, linkage and visibility.",
      assembly_format = "custom<LLVMGlobalValue>($linkage, $visibility_, $thread_local_, $unnamed_addr) custom<SymbolName>($sym_name) attr-dict `:` $alias_type $initializer",
      traits = ["IsolatedFromAbove", "Symbol", "SingleBlockImplicitTerminator<llvm.return>"],
      verifier = "LLVMAlias",
      optional_attributes = ["dso_local", "thread_local_", "unnamed_addr"],
      default_values = {visibility_ = "0 : i64"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::TypeAttr>($_self) && ::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())" {summary = "any type attribute"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.base @llvm::@linkage {summary = "LLVM Linkage specification"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %7 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.attributes {"alias_type" = %0, "sym_name" = %1, "linkage" = %2, "dso_local" = %3, "thread_local_" = %4, "unnamed_addr" = %5, "visibility_" = %6}
    irdl.regions(initializer: %7)
  }
  irdl.operation @mlir_ifunc attributes {
      mnemonic = "mlir.ifunc",
      summary = "LLVM dialect ifunc",
      description = "An indirect function: a symbol of function type whose address the resolver function, run at load time, returns.",
      assembly_format = "custom<LLVMGlobalValue>($linkage, $visibility_, $unnamed_addr) custom<SymbolName>($sym_name) `:` $i_func_type `,` $resolver_type $resolver attr-dict",
      traits = ["Symbol"],
      verifier = "LLVMIFunc",
      optional_attributes = ["dso_local"],
      default_values = {address_space = "0 : i32", unnamed_addr = "0 : i64", visibility_ = "0 : i64"}} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::TypeAttr>($_self) && ::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())" {summary = "any type attribute"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)" {summary = "flat symbol reference attribute"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::TypeAttr>($_self) && ::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())" {summary = "any type attribute"}
    %4 = irdl.base @llvm::@linkage {summary = "LLVM Linkage specification"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32) && !::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()" {summary = "32-bit signless integer attribute whose value is non-negative"}
    %7 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %8 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    irdl.attributes {"sym_name" = %0, "i_func_type" = %1, "resolver" = %2, "resolver_type" = %3, "linkage" = %4, "dso_local" = %5, "address_space" = %6, "unnamed_addr" = %7, "visibility_" = %8}
  }
  irdl.operation @module_flags attributes {
      summary = "Information about module properties",
      description = "Holds the module's flags (`#llvm.mlir.module_flag` attributes: a merge behavior, a key and a value), LLVM's `llvm.module.flags` metadata. It appears only at module level.",
      assembly_format = "$flags attr-dict",
      verifier = "LLVMModuleFlags"} {
    %0 = irdl.base "#builtin.array" {summary = "array attribute"}
    irdl.attributes {"flags" = %0}
  }
  irdl.operation @blockaddress attributes {
      summary = "Creates a LLVM blockaddress ptr",
      description = "The address of a block of a function: the block that starts with the `llvm.blocktag` of the given tag, in the function the attribute names.",
      assembly_format = "$block_addr attr-dict `:` qualified(type($res))",
      traits = ["Pure", "ConstantLike"],
      verifier = "LLVMBlockAddress"} {
    %0 = irdl.base @llvm::@"#blockaddress" {summary = "LLVM block address"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)" {summary = "LLVM pointer type"}
    irdl.results(res: %1)
    irdl.attributes {"block_addr" = %0}
  }
  irdl.operation @blocktag attributes {
      summary = "Marks a block that an llvm.blockaddress may refer to",
      description = "Tags the block it is in with an identifier, unique within its function, that `llvm.blockaddress` uses to take the block's address.",
      assembly_format = "$tag attr-dict",
      verifier = "LLVMBlockTag"} {
    %0 = irdl.base @llvm::@"#blocktag" {summary = "LLVM block tag"}
    irdl.attributes {"tag" = %0}
  }
  irdl.operation @comdat attributes {
      summary = "LLVM dialect comdat region",
      description = "A symbol table of `llvm.comdat_selector` operations: the comdat groups of the module that globals and functions may name.",
      assembly_format = "custom<SymbolName>($sym_name) $body attr-dict",
      traits = ["SymbolTable", "Symbol", "NoTerminator", "NoRegionArguments"],
      verifier = "LLVMComdat"} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.attributes {"sym_name" = %0}
    irdl.regions(body: %1)
  }
  irdl.operation @comdat_selector attributes {
      summary = "LLVM dialect comdat selector declaration",
      description = "A comdat group, named by its symbol, with the selection kind the linker uses to pick one of its duplicates.",
      assembly_format = "custom<SymbolName>($sym_name) custom<IntEnum>($comdat, \"any exactmatch largest nodeduplicate samesize\") attr-dict",
      traits = ["Symbol"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::LLVM::comdat::ComdatAttr>($_self)" {summary = "LLVM Comdat Types"}
    irdl.attributes {"sym_name" = %0, "comdat" = %1}
  }
  irdl.operation @inline_asm attributes {
      summary = "Inline assembly",
      description = "Runs a string of target assembly with the given operand constraints, as LLVM's inline `asm` call does; the flags say whether it has side effects, needs an aligned stack, and which assembly dialect it is written in.",
      assembly_format = "(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)? (`tail_call_kind` `=` $tail_call_kind^)? (`asm_dialect` `=` custom<IntEnum>($asm_dialect, \"att intel\")^)? (`operand_attrs` `=` $operand_attrs^)? attr-dict $asm_string `,` $constraints $operands `:` functional-type($operands, results)",
      verifier = "LLVMInlineAsm",
      independent_variadics = ["operands"],
      optional_attributes = ["has_side_effects", "is_align_stack", "asm_dialect", "operand_attrs"],
      default_values = {tail_call_kind = "#llvm.tailcallkind<none>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.base "#builtin.string" {summary = "string attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.base @llvm::@tailcallkind {summary = "Tail Call Kind"}
    %7 = irdl.c_pred "::llvm::isa<::mlir::LLVM::AsmDialectAttr>($_self)" {summary = "ATT (0) or Intel (1) asm dialect"}
    %8 = irdl.base "#builtin.array" {summary = "array attribute"}
    irdl.operands(operands: variadic %0)
    irdl.results(res: optional %1)
    irdl.attributes {"asm_string" = %2, "constraints" = %3, "has_side_effects" = %4, "is_align_stack" = %5, "tail_call_kind" = %6, "asm_dialect" = %7, "operand_attrs" = %8}
  }
  irdl.operation @call_intrinsic attributes {
      summary = "Call to an LLVM intrinsic function.",
      description = "Calls the LLVM intrinsic named by a string (one the dialect has no operation for), with operand bundles, argument and result attributes and fastmath flags.",
      assembly_format = "custom<LLVMCallIntrinsic>($intrin, $args, type($args), type($results), $op_bundle_sizes, $op_bundle_operands, $arg_attrs, $res_attrs)",
      traits = ["AttrSizedOperandSegments"],
      verifier = "LLVMCallIntrinsic",
      independent_variadics = ["args", "op_bundle_operands"],
      optional_attributes = ["op_bundle_tags", "arg_attrs", "res_attrs"],
      default_values = {fastmathFlags = "#llvm.fastmath<none>", op_bundle_sizes = "array<i32>"}} {
    %0 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "::mlir::LLVM::isCompatibleOuterType($_self)" {summary = "LLVM dialect-compatible type"}
    %3 = irdl.base "#builtin.string" {summary = "string attribute"}
    %4 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    %6 = irdl.base "#builtin.array" {summary = "array attribute"}
    %7 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %8 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    irdl.operands(args: variadic %0, op_bundle_operands: variadic %1)
    irdl.results(results: optional %2)
    irdl.attributes {"intrin" = %3, "fastmathFlags" = %4, "op_bundle_sizes" = %5, "op_bundle_tags" = %6, "arg_attrs" = %7, "res_attrs" = %8}
  }
}
