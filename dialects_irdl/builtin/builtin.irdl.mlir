// The builtin dialect (spec 003): its types, attributes and operations.
//
// The syntax of builtin types and attributes is the language's, read and printed by the
// core parser; each definition here names the parameters the core holds (in its order) and
// says what they may be: constraints on the parameters (a `message` gives MLIR's text for a
// failure, `at_parameter` puts it where the parameter is written), and a named check for
// what constraints cannot say. Literal rules (a dense literal's element count, an integer's
// range) are parse errors of the language and stay with the parser. Types and attributes
// share names (`integer`, `opaque`), so their symbols carry their sigil.
// Upstream's mlir-minimal-opt has the builtin dialect built in, so it does not load this
// file.
irdl.dialect @builtin attributes {properties, ods, summary = "The builtin dialect: the module container and the conversion cast"} {
  irdl.type @"!integer" attributes {summary = "Integer type with arbitrary precision up to a fixed limit"} {
    %0 = irdl.base "#builtin.integer"
    %1 = irdl.base "#builtin.integer"
    irdl.parameters(width: %0, signedness: %1)
  }
  irdl.type @"!index" attributes {summary = "Integer type of platform-dependent bit width"} {
  }
  irdl.type @"!none" attributes {summary = "A unit type"} {
  }
  irdl.type @"!f4E2M1FN" attributes {summary = "Floating-point type f4E2M1FN"} {
  }
  irdl.type @"!f6E2M3FN" attributes {summary = "Floating-point type f6E2M3FN"} {
  }
  irdl.type @"!f6E3M2FN" attributes {summary = "Floating-point type f6E3M2FN"} {
  }
  irdl.type @"!f8E5M2" attributes {summary = "Floating-point type f8E5M2"} {
  }
  irdl.type @"!f8E4M3" attributes {summary = "Floating-point type f8E4M3"} {
  }
  irdl.type @"!f8E4M3FN" attributes {summary = "Floating-point type f8E4M3FN"} {
  }
  irdl.type @"!f8E5M2FNUZ" attributes {summary = "Floating-point type f8E5M2FNUZ"} {
  }
  irdl.type @"!f8E4M3FNUZ" attributes {summary = "Floating-point type f8E4M3FNUZ"} {
  }
  irdl.type @"!f8E4M3B11FNUZ" attributes {summary = "Floating-point type f8E4M3B11FNUZ"} {
  }
  irdl.type @"!f8E3M4" attributes {summary = "Floating-point type f8E3M4"} {
  }
  irdl.type @"!f8E8M0FNU" attributes {summary = "Floating-point type f8E8M0FNU"} {
  }
  irdl.type @"!bf16" attributes {summary = "Floating-point type bf16"} {
  }
  irdl.type @"!f16" attributes {summary = "Floating-point type f16"} {
  }
  irdl.type @"!tf32" attributes {summary = "Floating-point type tf32"} {
  }
  irdl.type @"!f32" attributes {summary = "Floating-point type f32"} {
  }
  irdl.type @"!f64" attributes {summary = "Floating-point type f64"} {
  }
  irdl.type @"!f80" attributes {summary = "Floating-point type f80"} {
  }
  irdl.type @"!f128" attributes {summary = "Floating-point type f128"} {
  }
  irdl.type @"!complex" attributes {summary = "Complex number with a parameterized element type"} {
    %0 = irdl.c_pred "::mlir::ComplexType::isValidElementType($_self)" {message = "invalid element type for complex", at_parameter}
    irdl.parameters(elementType: %0)
  }
  irdl.type @"!function" attributes {summary = "Map from a list of inputs to a list of results"} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.parameters(inputs: %0, results: %1)
  }
  irdl.type @"!tensor" attributes {summary = "Multi-dimensional array with a fixed number of dimensions"} {
    %0 = irdl.base "#builtin.dense_array"
    %1 = irdl.c_pred "::mlir::TensorType::isValidElementType($_self)" {message = "invalid tensor element type", at_parameter}
    %2 = irdl.any
    irdl.parameters(shape: %0, elementType: %1, encoding: %2)
  }
  irdl.type @"!unranked_tensor" attributes {summary = "Multi-dimensional array with unknown dimensions"} {
    %0 = irdl.c_pred "::mlir::TensorType::isValidElementType($_self)" {message = "invalid tensor element type", at_parameter}
    irdl.parameters(elementType: %0)
  }
  irdl.type @"!memref" attributes {summary = "Shaped reference to a region of memory", verifier = "MemRefType"} {
    %0 = irdl.base "#builtin.dense_array"
    %1 = irdl.c_pred "::mlir::BaseMemRefType::isValidElementType($_self)" {message = "invalid memref element type", at_parameter}
    %2 = irdl.any
    %3 = irdl.any
    irdl.parameters(shape: %0, elementType: %1, layout: %2, memorySpace: %3)
  }
  irdl.type @"!unranked_memref" attributes {summary = "Shaped reference, with unknown rank, to a region of memory", verifier = "UnrankedMemRefType"} {
    %0 = irdl.c_pred "::mlir::BaseMemRefType::isValidElementType($_self)" {message = "invalid memref element type", at_parameter}
    %1 = irdl.any
    irdl.parameters(elementType: %0, memorySpace: %1)
  }
  irdl.type @"!vector" attributes {summary = "Multi-dimensional SIMD vector type", verifier = "VectorType"} {
    %0 = irdl.base "#builtin.dense_array"
    %1 = irdl.c_pred "::llvm::isa<::mlir::VectorElementTypeInterface>($_self)" {message = "failed to verify 'elementType': VectorElementTypeInterface instance"}
    %2 = irdl.any
    irdl.parameters(shape: %0, elementType: %1, scalableDims: %2)
  }
  irdl.type @"!tuple" attributes {summary = "Fixed-sized collection of other types"} {
    %0 = irdl.any
    irdl.parameters(types: %0)
  }
  irdl.type @"!opaque" attributes {summary = "Type of a non-registered dialect"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.string"
    irdl.parameters(dialectNamespace: %0, typeData: %1)
  }
  irdl.attribute @"#affine_map" attributes {summary = "An Attribute containing an AffineMap object"} {
    %0 = irdl.any
    irdl.parameters(value: %0)
  }
  irdl.attribute @"#array" attributes {summary = "A collection of other Attribute values"} {
    %0 = irdl.any
    irdl.parameters(value: %0)
  }
  irdl.attribute @"#dense_array" attributes {summary = "A dense array of integer or floating point elements"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::IntegerType, ::mlir::FloatType>($_self)"
    %1 = irdl.any
    irdl.parameters(elementType: %0, values: %1)
  }
  irdl.attribute @"#dense_int_or_fp_elements" attributes {summary = "An Attribute containing a dense multi-dimensional array of integer or floating-point values"} {
    %0 = irdl.c_pred "::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()"
    %1 = irdl.any
    %2 = irdl.any
    irdl.parameters(type: %0, splat: %1, values: %2)
  }
  irdl.attribute @"#dense_resource_elements" attributes {summary = "An Attribute containing a dense multi-dimensional array backed by a resource"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ShapedType>($_self)"
    %1 = irdl.base "#builtin.string"
    irdl.parameters(type: %0, rawHandle: %1)
  }
  irdl.attribute @"#dense_string_elements" attributes {summary = "An Attribute containing a dense multi-dimensional array of strings"} {
    %0 = irdl.c_pred "::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()"
    %1 = irdl.any
    %2 = irdl.any
    irdl.parameters(type: %0, splat: %1, value: %2)
  }
  irdl.attribute @"#dictionary" attributes {summary = "An dictionary of named Attribute values"} {
    %0 = irdl.any
    irdl.parameters(value: %0)
  }
  irdl.attribute @"#float" attributes {summary = "An Attribute containing a floating-point value"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self)"
    %1 = irdl.any
    irdl.parameters(type: %0, value: %1)
  }
  irdl.attribute @"#integer" attributes {summary = "An Attribute containing a integer value"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::IntegerType, ::mlir::IndexType>($_self)"
    %1 = irdl.any
    irdl.parameters(type: %0, value: %1)
  }
  irdl.attribute @"#integer_set" attributes {summary = "An Attribute containing an IntegerSet object"} {
    %0 = irdl.any
    irdl.parameters(value: %0)
  }
  irdl.attribute @"#opaque" attributes {summary = "An opaque representation of another Attribute"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.string"
    %2 = irdl.any
    irdl.parameters(dialectNamespace: %0, attrData: %1, type: %2)
  }
  irdl.attribute @"#sparse_elements" attributes {summary = "An opaque representation of a multi-dimensional array"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ShapedType>($_self)"
    %1 = irdl.base "#builtin.dense_int_or_fp_elements"
    %2 = irdl.any
    irdl.parameters(type: %0, indices: %1, values: %2)
  }
  irdl.attribute @"#strided_layout" attributes {summary = "An Attribute representing a strided layout of a shaped type"} {
    %0 = irdl.base "#builtin.integer"
    %1 = irdl.any
    irdl.parameters(offset: %0, strides: %1)
  }
  irdl.attribute @"#string" attributes {summary = "An Attribute containing a string"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.any
    irdl.parameters(value: %0, type: %1)
  }
  irdl.attribute @"#symbol_ref" attributes {summary = "An Attribute containing a symbolic reference to an Operation"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.any
    irdl.parameters(rootReference: %0, nestedReferences: %1)
  }
  irdl.attribute @"#type" attributes {summary = "An Attribute containing a Type"} {
    %0 = irdl.any
    irdl.parameters(value: %0)
  }
  irdl.attribute @"#unit" attributes {summary = "An Attribute value of `unit` type"} {
  }
  irdl.attribute @"#distinct" attributes {summary = "An Attribute made unique by an identifier"} {
    %0 = irdl.base "#builtin.integer"
    %1 = irdl.any
    irdl.parameters(id: %0, referencedAttr: %1)
  }
  irdl.attribute @"#unknown_loc" attributes {summary = "An unspecified source location"} {
  }
  irdl.attribute @"#file_line_col_loc" attributes {summary = "A file:line:column source location"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.integer"
    %2 = irdl.base "#builtin.integer"
    irdl.parameters(filename: %0, line: %1, column: %2)
  }
  irdl.attribute @"#file_line_col_range" attributes {summary = "A file:line:column source range"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.integer"
    %2 = irdl.base "#builtin.integer"
    %3 = irdl.base "#builtin.integer"
    %4 = irdl.base "#builtin.integer"
    irdl.parameters(filename: %0, startLine: %1, startColumn: %2, endLine: %3, endColumn: %4)
  }
  irdl.attribute @"#name_loc" attributes {summary = "A named source location"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.any
    irdl.parameters(name: %0, childLoc: %1)
  }
  irdl.attribute @"#call_site_loc" attributes {summary = "A callsite source location"} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.parameters(callee: %0, caller: %1)
  }
  irdl.attribute @"#fused_loc" attributes {summary = "A tuple of other source locations"} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.parameters(locations: %0, metadata: %1)
  }
  irdl.operation @module attributes {
      summary = "A top level container operation",
      description = "A module holds a single-block graph region without a terminator. It may be named, and its attributes may only be dialect attributes, besides the symbol name and visibility.",
      assembly_format = "(custom<SymbolName>($sym_name)^)? attr-dict-with-keyword $bodyRegion",
      traits = ["AffineScope", "IsolatedFromAbove", "NoTerminator", "NoRegionArguments", "SymbolTable", "Symbol", "SingleBlock", "HasOnlyGraphRegion"],
      default_dialect = "builtin",
      optional_attributes = ["sym_name", "sym_visibility"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.attributes {"sym_name" = %0, "sym_visibility" = %1}
    irdl.regions(bodyRegion: %2)
  }
  irdl.operation @unrealized_conversion_cast attributes {
      summary = "An unrealized conversion from one set of types to another",
      assembly_format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
      traits = ["Pure"],
      independent_variadics = ["inputs", "outputs"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(inputs: variadic %0)
    irdl.results(outputs: variadic %1)
  }
}
