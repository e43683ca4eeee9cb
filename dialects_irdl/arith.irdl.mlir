// The arith dialect (a first piece): its flag attributes, constants and a few binary
// operations.
irdl.dialect @arith attributes {properties, partial, ods, summary = "Basic integer and floating-point arithmetic"} {
  irdl.attribute @fastmath attributes {
      summary = "Floating point fast math flags",
      assembly_format = "`<` custom<BitEnum>($value, \"::mlir::arith::FastMathFlags\", \"Arith_FastMathAttr\", \"none reassoc nnan ninf nsz arcp contract afn fast=all\", \",\") `>`"} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(value: %0)
  }
  irdl.attribute @overflow attributes {
      summary = "Integer overflow arith flags",
      assembly_format = "`<` custom<BitEnum>($value, \"::mlir::arith::IntegerOverflowFlags\", \"Arith_IntegerOverflowAttr\", \"none nsw nuw\", \", \") `>`"} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(value: %0)
  }
  irdl.operation @constant attributes {
      summary = "Integer or floating point constant",
      assembly_format = "attr-dict custom<TypedValue>($value, type($result))",
      traits = ["ConstantLike", "Pure", "AllTypesMatch<value, result>"],
      verifier = "ArithConstant",
      result_names = "Constant"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::TypedAttr>($_self)" {summary = "TypedAttr instance"}
    %1 = irdl.any {summary = "any type"}
    irdl.attributes {"value" = %0}
    irdl.results(result: %1)
  }
  irdl.operation @cmpi attributes {
      summary = "Integer comparison operation",
      assembly_format = "custom<IntEnum>($predicate, \"eq ne slt sle sgt sge ult ule ugt uge\") `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
      traits = ["Pure", "SameTypeOperands", "TypesMatchWith<lhs, result, I1SameShape, result type has i1 element type and same shape as operands>"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "bool-like"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::arith::CmpIPredicateAttr>($_self)" {summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %1)
    irdl.attributes {"predicate" = %2}
  }
  irdl.operation @addi attributes {
      summary = "Integer addition operation",
      assembly_format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {overflowFlags = "#arith.overflow<none>"}} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.base @arith::@overflow {summary = "Integer overflow arith flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"overflowFlags" = %1}
  }
  irdl.operation @mulf attributes {
      summary = "Floating point multiplication operation",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
}
