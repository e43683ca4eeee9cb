// Imported from ODS (PtrDialect.td:21) by irdl-import-ods: attributes, types and operations.
irdl.dialect @ptr attributes {ods, properties, summary = "Pointer dialect", description = "The pointer dialect provides types and operations for representing and\ninteracting with pointer values in MLIR, such as loading and storing values\nfrom/to memory addresses.\n\nThe dialect's main type is an opaque pointer (`ptr`) that can be\nparameterized by a memory space. This type represents a handle to an object\nin memory, or target-dependent values like `nullptr`. Further, the dialect\nassumes that the minimum addressable unit by a pointer is a byte. However,\nthe dialect does not make assumptions about the size of a byte, which is\nconsidered a target-specific property."} {
  irdl.attribute @address attributes {
      summary = "Address attribute",
      description = "The `address` attribute represents a raw memory address, expressed in bytes.\n\nExample:\n\n```mlir\n  #ptr.address<0x1000> : !ptr.ptr<#ptr.generic_space>\n```",
      assembly_format = "`<` $value `>`",
      self_type = "type"} {
    %0 = irdl.any {summary = "PtrType"}
    %1 = irdl.any {summary = "::llvm::APInt"}
    irdl.parameters(type: %0, value: %1)
  }
  irdl.attribute @generic_space attributes {
      summary = "Generic memory space",
      description = "The `generic_space` attribute defines a memory space attribute with the\nfollowing properties:\n- Load and store operations are always valid, regardless of the type.\n- Atomic operations are always valid, regardless of the type.\n- Cast operations to `generic_space` are always valid.\n\nExample:\n\n```mlir\n  #ptr.generic_space : !ptr.ptr<#ptr.generic_space>\n```"} {
  }
  irdl.attribute @null attributes {
      summary = "Null pointer attribute",
      description = "The `null` attribute represents a null pointer.\n\nExample:\n\n```mlir\n  #ptr.null\n```",
      self_type = "type"} {
    %0 = irdl.any {summary = "PtrType"}
    irdl.parameters(type: %0)
  }
  irdl.attribute @spec attributes {
      summary = "ptr data layout spec",
      description = "Defines the data layout spec for a pointer type. This attribute has 4\nfields:\n - [Required] size: size of the pointer in bits.\n - [Required] abi: ABI-required alignment for the pointer in bits.\n - [Required] preferred: preferred alignment for the pointer in bits.\n - [Optional] index: bitwidth that should be used when performing index\n computations for the type. Setting the field to `kOptionalSpecValue`, means\n the field is optional.\n\nFurthermore, the attribute will verify that all present values are divisible\nby 8 (number of bits in a byte), and that `preferred` > `abi`.\n\nExample:\n```mlir\n// Spec for a 64 bit ptr, with a required alignment of 64 bits, but with\n// a preferred alignment of 128 bits and an index bitwidth of 64 bits.\n#ptr.spec<size = 64, abi = 64, preferred = 128, index = 64>\n```",
      assembly_format = "`<` struct(custom<Param>($size, \"Ptr_SpecAttr\", \"uint32_t\"), custom<Param>($abi, \"Ptr_SpecAttr\", \"uint32_t\"), custom<Param>($preferred, \"Ptr_SpecAttr\", \"uint32_t\"), custom<Param>($index, \"Ptr_SpecAttr\", \"uint32_t\", \"4294967295\")) `>`",
      cpp_verifier = "PtrSpecAttr"} {
    %0 = irdl.any {summary = "uint32_t"}
    %1 = irdl.any {summary = "uint32_t"}
    %2 = irdl.any {summary = "uint32_t"}
    %3 = irdl.any {summary = "uint32_t"}
    irdl.parameters(size: %0, abi: %1, preferred: %2, index: %3)
  }
  irdl.type @ptr_metadata attributes {
      summary = "Pointer metadata type",
      description = "The `ptr_metadata` type represents an opaque-view of the metadata associated\nwith a `ptr-like` object type.\n\nNote: It's a verification error to construct a `ptr_metadata` type using a\n`ptr-like` type with no metadata.\n\nExample:\n\n```mlir\n// The metadata associated with a `memref` type.\n!ptr.ptr_metadata<memref<f32>>\n```",
      assembly_format = "`<` $type `>`",
      cpp_verifier = "PtrMetadataType"} {
    %0 = irdl.any {summary = "PtrLikeTypeInterface"}
    irdl.parameters(type: %0)
  }
  irdl.type @ptr attributes {
      summary = "pointer type",
      description = "The `ptr` type is an opaque pointer type. This type typically represents a\nhandle to an object in memory or target-dependent values like `nullptr`.\nPointers are parameterized by a memory space.\n\nSyntax:\n\n```mlir\npointer ::= `ptr` (`<` memory-space `>`)?\nmemory-space ::= attribute-value\n```",
      assembly_format = "`<` $memorySpace `>`"} {
    %0 = irdl.any {summary = "MemorySpaceAttrInterface"}
    irdl.parameters(memorySpace: %0)
  }
  irdl.operation @constant attributes {
      summary = "Pointer constant operation",
      description = "The `constant` operation produces a pointer constant. The attribute must be\na typed attribute of pointer type.\n\nExample:\n\n```mlir\n// Create a null pointer\n%null = ptr.constant #ptr.null : !ptr.ptr<#ptr.generic_space>\n```",
      assembly_format = "attr-dict $value",
      traits = ["ConstantLike", "Pure", "AllTypesMatch<value, result>"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::TypedAttr>($_self))" {summary = "TypedAttr instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ptr::PtrType>($_self))" {summary = "pointer type"}
    irdl.results(result: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @from_ptr attributes {
      summary = "Casts a `!ptr.ptr` value to a ptr-like value.",
      description = "The `from_ptr` operation casts a `ptr` value to a ptr-like object. It's\nimportant to note that:\n- The ptr-like object cannot be a `!ptr.ptr`.\n- The memory-space of both the `ptr` and ptr-like object must match.\n- The cast is Pure (no UB and side-effect free).\n\nThe optional `metadata` operand exists to provide any ptr-like metadata\nthat might be required to perform the cast.\n\nExample:\n\n```mlir\n%typed_ptr = ptr.from_ptr %ptr : !ptr.ptr<#ptr.generic_space> -> !my.ptr<f32, #ptr.generic_space>\n%memref = ptr.from_ptr %ptr metadata %md : !ptr.ptr<#ptr.generic_space> -> memref<f32, #ptr.generic_space>\n\n// Cast the `%ptr` to a memref without utilizing metadata.\n%memref = ptr.from_ptr %ptr : !ptr.ptr<#ptr.generic_space> -> memref<f32, #ptr.generic_space>\n```",
      assembly_format = "$ptr (`metadata` $metadata^)? attr-dict `:` custom<StrippedType>(type($ptr), \"!ptr.ptr\") `->` type($result)",
      traits = ["Pure", "TypesMatchWith<result, metadata, cpp:PtrFromPtrMetadata, metadata type>"],
      cpp_verifier = "PtrFromPtr",
      independent_variadics = ["metadata"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::ptr::PtrType>($_self))" {summary = "pointer type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ptr::PtrMetadataType>($_self))" {summary = "Pointer metadata type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::PtrLikeTypeInterface>($_self))" {summary = "PtrLikeTypeInterface instance"}
    irdl.operands(ptr: %0, metadata: optional %1)
    irdl.results(result: %2)
  }
  irdl.operation @gather attributes {
      summary = "Gather operation",
      description = "The `gather` operation performs conditional loads from multiple memory\nlocations specified by `ptrs` based on a mask `mask`. Elements of the\nresult corresponding to masked-off lanes are taken from the passthrough\noperand.\n\nThe mask operand is a shaped type of `i1` elements that must have the same\nshape as the result type.\n\nExamples:\n```mlir\n// Gather values from multiple memory locations\n%result = ptr.gather %ptrs, %mask, %passthrough :\n  vector<4x!ptr.ptr<#ptr.generic_space>> -> vector<4xf32>\n\n// Gather with alignment\n%result = ptr.gather %ptrs, %mask, %passthrough alignment = 8 :\n  vector<4x!ptr.ptr<#ptr.generic_space>> -> vector<4xf32>\n```",
      assembly_format = "$ptrs `,` $mask `,` $passthrough (`alignment` `=` custom<OptionalInt>($alignment)^)? attr-dict `:` type($ptrs) `->` type($result)",
      traits = ["TypesMatchWith<result, mask, I1SameShape, result and mask must be compatible>", "AllTypesMatch<result, passthrough>", "AllShapesMatch<result, ptrs>", "AllTypeIDsMatch<result, ptrs>"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "PtrGather",
      default_values = {alignment = "[]"}} {
    %0 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::ptr::PtrType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of pointer type values"}
    %1 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(1))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of 1-bit signless integer values"}
    %2 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of any type values"}
    %3 = irdl.base "#builtin.array" {summary = "optional int64_t"}
    %4 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of any type values"}
    irdl.operands(ptrs: %0, mask: %1, passthrough: %2)
    irdl.results(result: %4)
    irdl.attributes {"alignment" = %3}
  }
  irdl.operation @get_metadata attributes {
      summary = "SSA value representing pointer metadata.",
      description = "The `get_metadata` operation produces an opaque value that encodes the\nmetadata of the ptr-like type.\n\nExample:\n\n```mlir\n%metadata = ptr.get_metadata %memref : memref<?x?xf32>\n```",
      assembly_format = "$ptr attr-dict `:` type($ptr)",
      traits = ["Pure", "TypesMatchWith<ptr, result, cpp:PtrGetMetadataResult, metadata type>"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::PtrLikeTypeInterface>($_self))" {summary = "PtrLikeTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ptr::PtrMetadataType>($_self))" {summary = "Pointer metadata type"}
    irdl.operands(ptr: %0)
    irdl.results(result: %1)
  }
  irdl.operation @load attributes {
      description = "The `load` operation is used to read from memory. A load may be marked as\natomic, volatile, and/or nontemporal.\n\nAn atomic load only supports a limited set of value types, and requires\nan explicit alignment.\n\nExamples:\n```mlir\n// A volatile load of a float variable.\n%0 = ptr.load volatile %ptr : !ptr.ptr -> f32\n\n// A nontemporal load of a float variable.\n%0 = ptr.load %ptr nontemporal : !ptr.ptr -> f32\n\n// An atomic load of an integer variable.\n%0 = ptr.load %ptr atomic monotonic alignment = 8 : !ptr.ptr -> i64\n```\n\nSee the following link for more details on the meaning of `alignment`,\n`volatile_`, `nontemporal`, `invariant`, `invariant_group`, `ordering`,\nand `syncscope`:\nhttps://llvm.org/docs/LangRef.html#load-instruction",
      assembly_format = "(`volatile` $volatile_^)? $ptr (`atomic` (`syncscope` `(` $syncscope^ `)`)? custom<IntEnum>($ordering, \"not_atomic=0 unordered=1 monotonic=2 acquire=3 release=4 acq_rel=5 seq_cst=6\", \"32\")^)? oilist( `nontemporal` $nontemporal | `invariant` $invariant | `invariant_group` $invariantGroup | `alignment` `=` custom<OptionalInt>($alignment) ) attr-dict `:` qualified(type($ptr)) `->` type($value)",
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "PtrLoad",
      optional_attributes = ["syncscope"],
      default_values = {alignment = "[]", volatile_ = "false", nontemporal = "false", invariant = "false", invariantGroup = "false", ordering = "0 : i32"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::ptr::PtrType>($_self))" {summary = "pointer type"}
    %1 = irdl.base "#builtin.array" {summary = "optional int64_t"}
    %2 = irdl.base "#builtin.unit"
    %3 = irdl.is false
    %4 = irdl.any_of(%2, %3)
    %5 = irdl.base "#builtin.unit"
    %6 = irdl.is false
    %7 = irdl.any_of(%5, %6)
    %8 = irdl.base "#builtin.unit"
    %9 = irdl.is false
    %10 = irdl.any_of(%8, %9)
    %11 = irdl.base "#builtin.unit"
    %12 = irdl.is false
    %13 = irdl.any_of(%11, %12)
    %14 = irdl.base "#builtin.integer" {summary = "Atomic ordering for LLVM's memory model"}
    %15 = irdl.base "#builtin.string" {summary = "string attribute"}
    %16 = irdl.any {summary = "any type"}
    irdl.operands(ptr: %0)
    irdl.results(value: %16)
    irdl.attributes {"alignment" = %1, "volatile_" = %4, "nontemporal" = %7, "invariant" = %10, "invariantGroup" = %13, "ordering" = %14, "syncscope" = %15}
  }
  irdl.operation @masked_load attributes {
      summary = "Masked load operation",
      description = "The `masked_load` operation performs a conditional load from memory based\non  a mask. Elements of the result corresponding to masked-off lanes are\ntaken from the passthrough operand.\n\nThe mask operand is a shaped type of `i1` elements that must have the same\nshape as the result type.\n\nExamples:\n```mlir\n// Masked load with passthrough on vectors\n%result = ptr.masked_load %ptr, %mask, %passthrough :\n  !ptr.ptr<#ptr.generic_space> -> vector<4xf32>\n\n// Masked load with passthrough on tensors\n%result = ptr.masked_load %ptr, %mask, %passthrough :\n  !ptr.ptr<#ptr.generic_space> -> tensor<4xf32>\n```",
      assembly_format = "$ptr `,` $mask `,` $passthrough (`alignment` `=` custom<OptionalInt>($alignment)^)? attr-dict `:` qualified(type($ptr)) `->` type($result)",
      traits = ["TypesMatchWith<result, mask, I1SameShape, result and mask must be compatible>", "AllTypesMatch<result, passthrough>"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "PtrMaskedLoad",
      default_values = {alignment = "[]"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::ptr::PtrType>($_self))" {summary = "pointer type"}
    %1 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(1))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of 1-bit signless integer values"}
    %2 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of any type values"}
    %3 = irdl.base "#builtin.array" {summary = "optional int64_t"}
    %4 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of any type values"}
    irdl.operands(ptr: %0, mask: %1, passthrough: %2)
    irdl.results(result: %4)
    irdl.attributes {"alignment" = %3}
  }
  irdl.operation @masked_store attributes {
      summary = "Masked store operation",
      description = "The `masked_store` operation performs a conditional store to memory based\non  a mask. Only elements corresponding to set bits in the mask are written\nto memory.\n\nThe mask operand is a shaped type of `i1` elements that must have the same\nshape as the value being stored.\n\nExamples:\n```mlir\n// Masked store\nptr.masked_store %value, %ptr, %mask :\n  vector<4xf32>, !ptr.ptr<#ptr.generic_space>\n\n// Masked store with alignment\nptr.masked_store %value, %ptr, %mask alignment = 8 :\n  vector<4xf32>, !ptr.ptr<#ptr.generic_space>\n```",
      assembly_format = "$value `,` $ptr `,` $mask (`alignment` `=` custom<OptionalInt>($alignment)^)? attr-dict `:` type($value) `,` qualified(type($ptr))",
      traits = ["TypesMatchWith<value, mask, I1SameShape, value and mask must be compatible>"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "PtrMaskedStore",
      default_values = {alignment = "[]"}} {
    %0 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of any type values"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ptr::PtrType>($_self))" {summary = "pointer type"}
    %2 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(1))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of 1-bit signless integer values"}
    %3 = irdl.base "#builtin.array" {summary = "optional int64_t"}
    irdl.operands(value: %0, ptr: %1, mask: %2)
    irdl.attributes {"alignment" = %3}
  }
  irdl.operation @ptr_add attributes {
      summary = "Pointer add operation",
      description = "The `ptr_add` operation adds an int-like offset to one or more pointers to produce one or more new pointers.\n\nThe operation supports both scalar and shaped types with value semantics:\n- When both base and offset are scalar: produces a single new pointer\n- When base is shaped and offset is scalar: adds the same offset to each\npointer in the base\n- When base is scalar and offset is shaped: adds the single pointer to each\noffset in the shaped value\n- When both are shaped: performs element-wise addition (shapes must be\ncompatible)\n\nExample:\n\n```mlir\n// Scalar base and offset\n%x_off  = ptr.ptr_add %x, %off : !ptr.ptr<#ptr.generic_space>, i32\n%x_off0 = ptr.ptr_add nusw %x, %off : !ptr.ptr<#ptr.generic_space>, i32\n\n// Shaped base with scalar offset\n%ptrs_off = ptr.ptr_add %ptrs, %off : vector<4x!ptr.ptr<#ptr.generic_space>>, i32\n\n// Scalar base with shaped offset\n%x_offs = ptr.ptr_add %x, %offs : !ptr.ptr<#ptr.generic_space>, vector<4xi32>\n\n// Both base and offset are shaped\n%ptrs_offs = ptr.ptr_add %ptrs, %offs : vector<4x!ptr.ptr<#ptr.generic_space>>, vector<4xi32>\n```",
      assembly_format = "(custom<IntEnum>($flags, \"none=0 nusw=1 nuw=2 inbounds=3\", \"32\")^)? $base `,` $offset attr-dict `:` type($base) `,` type($offset)",
      traits = ["Pure"],
      ods_traits = ["ViewLikeOpInterface", "InferTypeOpInterface"],
      cpp_verifier = "PtrPtrAdd",
      cpp_result_types = "PtrPtrAdd",
      default_values = {flags = "0 : i32"}} {
    %0 = irdl.c_pred "(((($_self.hasTrait<::mlir::ValueSemantics>())) && ((::llvm::cast<::mlir::ShapedType>($_self).hasRank()))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::ptr::PtrType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((::llvm::isa<::mlir::ptr::PtrType>($_self)))" {summary = "A shaped type with value semantics and rank. of pointer type values or pointer type"}
    %1 = irdl.c_pred "(((($_self.hasTrait<::mlir::ValueSemantics>())) && ((::llvm::cast<::mlir::ShapedType>($_self).hasRank()))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessIntOrIndex())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || (($_self.isSignlessIntOrIndex()))" {summary = "A shaped type with value semantics and rank. of signless integer or index values or signless integer or index"}
    %2 = irdl.base "#builtin.integer" {summary = "Pointer add flags"}
    %3 = irdl.c_pred "(((($_self.hasTrait<::mlir::ValueSemantics>())) && ((::llvm::cast<::mlir::ShapedType>($_self).hasRank()))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::ptr::PtrType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((::llvm::isa<::mlir::ptr::PtrType>($_self)))" {summary = "A shaped type with value semantics and rank. of pointer type values or pointer type"}
    irdl.operands(base: %0, offset: %1)
    irdl.results(result: %3)
    irdl.attributes {"flags" = %2}
  }
  irdl.operation @ptr_diff attributes {
      summary = "Pointer difference operation",
      description = "The `ptr_diff` operation computes the difference between two pointers,\nreturning an integer or index value representing the number of bytes\nbetween them.\n\nThe operation supports both scalar and shaped types with value semantics:\n- When both operands are scalar: produces a single difference value\n- When both are shaped: performs element-wise subtraction,\n  shapes must be the same\n\nThe operation also supports the following flags:\n- `none`: No flags are set.\n- `nuw`: No Unsigned Wrap, if the subtraction causes an unsigned overflow\n  (that is: the result would be negative), the result is a poison value.\n- `nsw`: No Signed Wrap, if the subtraction causes a signed overflow, the\n  result is a poison value.\n\nNOTE: The pointer difference is calculated using an integer type specified\nby the data layout. The final result will be sign-extended or truncated to\nfit the result type as necessary.\n\nExample:\n\n```mlir\n// Scalar pointers\n%diff = ptr.ptr_diff %p1, %p2 : !ptr.ptr<#ptr.generic_space> -> i64\n\n// Shaped pointers\n%diffs = ptr.ptr_diff nsw %ptrs1, %ptrs2 :\n  vector<4x!ptr.ptr<#ptr.generic_space>> -> vector<4xi64>\n```",
      ods_assembly_format = "\n    ($flags^)? $lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)\n  ",
      traits = ["Pure", "AllTypesMatch<lhs, rhs>", "SameOperandsAndResultShape"],
      cpp_verifier = "PtrPtrDiff",
      optional_attributes = ["flags"],
      ods_properties = {flags = "anonymous_572"}} {
    %0 = irdl.c_pred "(((($_self.hasTrait<::mlir::ValueSemantics>())) && ((::llvm::cast<::mlir::ShapedType>($_self).hasRank()))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::ptr::PtrType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((::llvm::isa<::mlir::ptr::PtrType>($_self)))" {summary = "A shaped type with value semantics and rank. of pointer type values or pointer type"}
    %1 = irdl.c_pred "(((($_self.hasTrait<::mlir::ValueSemantics>())) && ((::llvm::cast<::mlir::ShapedType>($_self).hasRank()))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::ptr::PtrType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((::llvm::isa<::mlir::ptr::PtrType>($_self)))" {summary = "A shaped type with value semantics and rank. of pointer type values or pointer type"}
    %2 = irdl.any {summary = "Pointer difference flags"}
    %3 = irdl.c_pred "(((($_self.hasTrait<::mlir::ValueSemantics>())) && ((::llvm::cast<::mlir::ShapedType>($_self).hasRank()))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessIntOrIndex())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || (($_self.isSignlessIntOrIndex()))" {summary = "A shaped type with value semantics and rank. of signless integer or index values or signless integer or index"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %3)
    irdl.attributes {"flags" = %2}
  }
  irdl.operation @scatter attributes {
      summary = "Scatter operation",
      description = "The `scatter` operation performs a conditional store of a value `value` to\nmultiple memory locations specified by `ptrs` based on a mask `mask`.\n\nOnly elements corresponding to set bits in the mask are written to memory.\nThe mask operand is a shaped type of `i1` elements that must have the same\nshape as the value being stored.\n\nExamples:\n```mlir\n// Scatter values to multiple memory locations\nptr.scatter %value, %ptrs, %mask :\n  vector<4xf32>, vector<4x!ptr.ptr<#ptr.generic_space>>\n\n// Scatter with alignment\nptr.scatter %value, %ptrs, %mask alignment = 8 :\n  vector<4xf32>, vector<4x!ptr.ptr<#ptr.generic_space>>\n```",
      assembly_format = "$value `,` $ptrs `,` $mask (`alignment` `=` custom<OptionalInt>($alignment)^)? attr-dict `:` type($value) `,` type($ptrs)",
      traits = ["TypesMatchWith<value, mask, I1SameShape, value and mask must be compatible>", "AllShapesMatch<value, ptrs>", "AllTypeIDsMatch<value, ptrs>"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "PtrScatter",
      default_values = {alignment = "[]"}} {
    %0 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of any type values"}
    %1 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::ptr::PtrType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of pointer type values"}
    %2 = irdl.c_pred "((($_self.hasTrait<::mlir::ValueSemantics>())) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(1))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "A shaped type with value semantics and rank. of 1-bit signless integer values"}
    %3 = irdl.base "#builtin.array" {summary = "optional int64_t"}
    irdl.operands(value: %0, ptrs: %1, mask: %2)
    irdl.attributes {"alignment" = %3}
  }
  irdl.operation @store attributes {
      description = "The `store` operation is used to write to memory. A store may be marked as\natomic, volatile, and/or nontemporal.\n\nAn atomic store only supports a limited set of value types, and requires\nan explicit alignment.\n\nExamples:\n```mlir\n// A volatile store of a float variable.\nptr.store volatile %val, %ptr : f32, !ptr.ptr\n\n// A nontemporal store of a float variable.\nptr.store %val, %ptr nontemporal : f32, !ptr.ptr\n\n// An atomic store of an integer variable.\nptr.store %val, %ptr atomic monotonic alignment = 8: i64, !ptr.ptr\n```\n\nSee the following link for more details on the meaning of `alignment`,\n`volatile_`, `nontemporal`, `invariant_group`, `ordering`, and `syncscope`:\nhttps://llvm.org/docs/LangRef.html#store-instruction",
      assembly_format = "(`volatile` $volatile_^)? $value `,` $ptr (`atomic` (`syncscope` `(` $syncscope^ `)`)? custom<IntEnum>($ordering, \"not_atomic=0 unordered=1 monotonic=2 acquire=3 release=4 acq_rel=5 seq_cst=6\", \"32\")^)? oilist( `nontemporal` $nontemporal | `invariant_group` $invariantGroup | `alignment` `=` custom<OptionalInt>($alignment) ) attr-dict `:` type($value) `,` qualified(type($ptr))",
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "PtrStore",
      optional_attributes = ["syncscope"],
      default_values = {alignment = "[]", volatile_ = "false", nontemporal = "false", invariantGroup = "false", ordering = "0 : i32"}} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ptr::PtrType>($_self))" {summary = "pointer type"}
    %2 = irdl.base "#builtin.array" {summary = "optional int64_t"}
    %3 = irdl.base "#builtin.unit"
    %4 = irdl.is false
    %5 = irdl.any_of(%3, %4)
    %6 = irdl.base "#builtin.unit"
    %7 = irdl.is false
    %8 = irdl.any_of(%6, %7)
    %9 = irdl.base "#builtin.unit"
    %10 = irdl.is false
    %11 = irdl.any_of(%9, %10)
    %12 = irdl.base "#builtin.integer" {summary = "Atomic ordering for LLVM's memory model"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(value: %0, ptr: %1)
    irdl.attributes {"alignment" = %2, "volatile_" = %5, "nontemporal" = %8, "invariantGroup" = %11, "ordering" = %12, "syncscope" = %13}
  }
  irdl.operation @to_ptr attributes {
      summary = "Casts a ptr-like value to a `!ptr.ptr` value.",
      description = "The `to_ptr` operation casts a ptr-like object to a `!ptr.ptr`. It's\nimportant to note that:\n- The ptr-like object cannot be a `!ptr.ptr`.\n- The memory-space of both the `ptr` and ptr-like object must match.\n- The cast is side-effect free.\n\nExample:\n\n```mlir\n%ptr0 = ptr.to_ptr %my_ptr : !my.ptr<f32, #ptr.generic_space> -> !ptr.ptr<#ptr.generic_space>\n%ptr1 = ptr.to_ptr %memref : memref<f32, #ptr.generic_space> -> !ptr.ptr<#ptr.generic_space>\n```",
      assembly_format = "$ptr attr-dict `:` type($ptr) `->` custom<StrippedType>(type($result), \"!ptr.ptr\")",
      traits = ["Pure"],
      cpp_verifier = "PtrToPtr"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::PtrLikeTypeInterface>($_self))" {summary = "PtrLikeTypeInterface instance"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ptr::PtrType>($_self))" {summary = "pointer type"}
    irdl.operands(ptr: %0)
    irdl.results(result: %1)
  }
  irdl.operation @type_offset attributes {
      summary = "Type offset operation",
      description = "The `type_offset` operation produces an int or index-typed SSA value\nequal to a target-specific constant representing the offset of a single\nelement of the given type.\n\nExample:\n\n```mlir\n// Return the offset between two f32 stored in memory\n%0 = ptr.type_offset f32 : index\n// Return the offset between two memref descriptors stored in memory\n%1 = ptr.type_offset memref<12 x f64> : i32\n```",
      assembly_format = "$elementType attr-dict `:` type($result)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %1 = irdl.c_pred "($_self.isSignlessIntOrIndex())" {summary = "signless integer or index"}
    irdl.results(result: %1)
    irdl.attributes {"elementType" = %0}
  }
}
