// The index dialect: integer arithmetic, comparisons, constants and casts on values of the
// builtin `index` type, whose bit width is left to the target.
irdl.dialect @index attributes {properties, ods, summary = "Integer operations on index values"} {
  irdl.attribute @cmp_predicate attributes {
      summary = "index comparison predicate kind",
      assembly_format = "custom<Enum>($value, \"::mlir::index::IndexCmpPredicate\", \"IndexCmpPredicateAttr\", \"eq ne slt sle sgt sge ult ule ugt uge\")"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.operation @add attributes {
      summary = "Index addition",
      description = "Adds two index values, wrapping around on overflow.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @sub attributes {
      summary = "Index subtraction",
      description = "Subtracts the second index value from the first, wrapping around on overflow.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @mul attributes {
      summary = "Index multiplication",
      description = "Multiplies two index values, wrapping around on overflow.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @divs attributes {
      summary = "Index signed division",
      description = "Signed division of index values, rounding toward zero. Division by zero or signed overflow is undefined behavior.",
      assembly_format = "$lhs `,` $rhs attr-dict"} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @divu attributes {
      summary = "Index unsigned division",
      description = "Unsigned division of index values, rounding toward zero. Division by zero is undefined behavior.",
      assembly_format = "$lhs `,` $rhs attr-dict"} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @ceildivs attributes {
      summary = "Index signed ceil division",
      description = "Signed division of index values, rounding toward positive infinity.",
      assembly_format = "$lhs `,` $rhs attr-dict"} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @ceildivu attributes {
      summary = "Index unsigned ceil division",
      description = "Unsigned division of index values, rounding toward positive infinity.",
      assembly_format = "$lhs `,` $rhs attr-dict"} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @floordivs attributes {
      summary = "Index signed floor division",
      description = "Signed division of index values, rounding toward negative infinity.",
      assembly_format = "$lhs `,` $rhs attr-dict"} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @rems attributes {
      summary = "Index signed remainder",
      description = "The remainder of the signed division of two index values; it has the sign of the dividend.",
      assembly_format = "$lhs `,` $rhs attr-dict"} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @remu attributes {
      summary = "Index unsigned remainder",
      description = "The remainder of the unsigned division of two index values.",
      assembly_format = "$lhs `,` $rhs attr-dict"} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @maxs attributes {
      summary = "Index signed maximum",
      description = "The larger of two index values compared as signed integers.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @maxu attributes {
      summary = "Index unsigned maximum",
      description = "The larger of two index values compared as unsigned integers.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @mins attributes {
      summary = "Index signed minimum",
      description = "The smaller of two index values compared as signed integers.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @minu attributes {
      summary = "Index unsigned minimum",
      description = "The smaller of two index values compared as unsigned integers.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @shl attributes {
      summary = "Index shift left",
      description = "Shifts the first index value left by the second; a shift amount at least the bit width of index gives poison.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @shrs attributes {
      summary = "Signed index shift right",
      description = "Arithmetic right shift of the first index value by the second (the sign bit is replicated).",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @shru attributes {
      summary = "Unsigned index shift right",
      description = "Logical right shift of the first index value by the second (zeros are shifted in).",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @and attributes {
      summary = "Index bitwise and",
      description = "The bitwise conjunction of two index values.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @or attributes {
      summary = "Index bitwise or",
      description = "The bitwise disjunction of two index values.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @xor attributes {
      summary = "Index bitwise xor",
      description = "The bitwise exclusive or of two index values.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @cmp attributes {
      summary = "Index compare",
      description = "Compares two index values with the given predicate (signed or unsigned orderings, or equality) and yields an i1.",
      assembly_format = "`` $pred `(` $lhs `,` $rhs `)` attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.base @index::@cmp_predicate {summary = "index comparison predicate kind"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.attributes {"pred" = %0}
    irdl.operands(lhs: %1, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @sizeof attributes {
      summary = "Size in bits of the index type",
      description = "The bit width of the index type, as an index value; known once the target is.",
      assembly_format = "attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.results(result: %0)
  }
  irdl.operation @constant attributes {
      summary = "Index constant",
      description = "An index value given by an integer attribute of type index, written without its type.",
      assembly_format = "attr-dict custom<TypedAttribute>($value, \"index\")",
      traits = ["ConstantLike", "Pure"],
      result_names = "IndexConstant"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())" {summary = "index attribute"}
    %1 = irdl.is index {summary = "index"}
    irdl.attributes {"value" = %0}
    irdl.results(result: %1)
  }
  irdl.operation @bool_constant attributes {
      mnemonic = "bool.constant",
      summary = "Boolean constant",
      description = "An i1 value given by a boolean attribute (`true` or `false`).",
      assembly_format = "attr-dict custom<TypedAttribute>($value, \"i1\")",
      traits = ["ConstantLike", "Pure"],
      result_names = "Constant"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.attributes {"value" = %0}
    irdl.results(result: %1)
  }
  irdl.operation @casts attributes {
      summary = "Index signed cast",
      description = "Converts between index and a builtin integer type: narrowing truncates, widening sign-extends. Exactly one side must be index.",
      assembly_format = "$input attr-dict `:` type($input) `to` type($output)",
      traits = ["Pure"],
      verifier = "IndexCast"} {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1) {summary = "integer or index"}
    %3 = irdl.base "!builtin.integer"
    %4 = irdl.is index
    %5 = irdl.any_of(%3, %4) {summary = "integer or index"}
    irdl.operands(input: %2)
    irdl.results(output: %5)
  }
  irdl.operation @castu attributes {
      summary = "Index unsigned cast",
      description = "Converts between index and a builtin integer type: narrowing truncates, widening zero-extends. Exactly one side must be index.",
      assembly_format = "$input attr-dict `:` type($input) `to` type($output)",
      traits = ["Pure"],
      verifier = "IndexCast"} {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1) {summary = "integer or index"}
    %3 = irdl.base "!builtin.integer"
    %4 = irdl.is index
    %5 = irdl.any_of(%3, %4) {summary = "integer or index"}
    irdl.operands(input: %2)
    irdl.results(output: %5)
  }
}
