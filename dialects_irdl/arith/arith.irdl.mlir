// The arith dialect: integer and floating-point arithmetic, bitwise operations, comparisons,
// casts and selection on scalars and, element by element, on vectors and tensors of them.
// Integers are signless bit vectors in two's complement; each operation decides how it
// reads them. Unless an operation says otherwise, a poison operand makes a poison result.
irdl.dialect @arith attributes {properties, ods, summary = "Basic integer and floating-point arithmetic"} {
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
      description = "Materializes the typed attribute `value` (an integer, a float or an elements attribute) as an SSA value of the same type.",
      assembly_format = "attr-dict custom<TypedValue>($value, type($result))",
      traits = ["ConstantLike", "Pure", "AllTypesMatch<value, result>"],
      verifier = "ArithConstant",
      result_names = "Constant"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::TypedAttr>($_self)" {summary = "TypedAttr instance"}
    %1 = irdl.any {summary = "any type"}
    irdl.attributes {"value" = %0}
    irdl.results(result: %1)
  }
  irdl.operation @addi attributes {
      summary = "Integer addition operation",
      description = "Adds two integers modulo 2^N. The `overflow` flags (`nsw`, `nuw`) promise that the sum does not wrap as a signed (unsigned) value; a wrap then gives poison.",
      assembly_format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
      traits = ["Commutative", "Pure", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {overflowFlags = "#arith.overflow<none>"}} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.base @arith::@overflow {summary = "Integer overflow arith flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"overflowFlags" = %1}
  }
  irdl.operation @addui_extended attributes {
      summary = "Extended unsigned integer addition operation returning sum and overflow bit",
      description = "Adds two integers as unsigned values and returns the N-bit sum together with a boolean carry that is set when the unsigned addition wrapped.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
      traits = ["Pure", "Commutative", "AllTypesMatch<lhs, rhs, sum>", "ElementwiseMappable"],
      result_names = "SumOverflow"} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "bool-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(sum: %0, overflow: %1)
  }
  irdl.operation @subi attributes {
      summary = "Integer subtraction operation",
      description = "Subtracts the second integer from the first modulo 2^N. The `overflow` flags promise that the difference does not wrap as a signed (`nsw`) or unsigned (`nuw`) value; a wrap then gives poison.",
      assembly_format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {overflowFlags = "#arith.overflow<none>"}} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.base @arith::@overflow {summary = "Integer overflow arith flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"overflowFlags" = %1}
  }
  irdl.operation @muli attributes {
      summary = "Integer multiplication operation",
      description = "Multiplies two integers and keeps the low N bits of the product. The `overflow` flags promise that the product fits as a signed (`nsw`) or unsigned (`nuw`) value; otherwise the result is poison.",
      assembly_format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
      traits = ["Commutative", "Pure", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {overflowFlags = "#arith.overflow<none>"}} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.base @arith::@overflow {summary = "Integer overflow arith flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"overflowFlags" = %1}
  }
  irdl.operation @mulsi_extended attributes {
      summary = "Extended signed integer multiplication operation",
      description = "Multiplies two integers read as signed values at double width and returns the low and the high halves of the 2N-bit product as two results of the operand type.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
      traits = ["Pure", "Commutative", "AllTypesMatch<lhs, rhs, low, high>", "ElementwiseMappable"],
      result_names = "LowHigh"} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(low: %0, high: %0)
  }
  irdl.operation @mului_extended attributes {
      summary = "Extended unsigned integer multiplication operation",
      description = "Multiplies two integers read as unsigned values at double width and returns the low and the high halves of the 2N-bit product as two results of the operand type.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
      traits = ["Pure", "Commutative", "AllTypesMatch<lhs, rhs, low, high>", "ElementwiseMappable"],
      result_names = "LowHigh"} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(low: %0, high: %0)
  }
  irdl.operation @divui attributes {
      summary = "Unsigned integer division operation",
      description = "Divides two integers read as unsigned values, rounding toward zero. Division by zero is undefined behavior; with `exact`, a division that leaves a remainder gives poison.",
      assembly_format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "ElementwiseMappable"],
      optional_attributes = ["isExact"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"isExact" = %1}
  }
  irdl.operation @divsi attributes {
      summary = "Signed integer division operation",
      description = "Divides two integers read as signed values, rounding toward zero. Division by zero and the overflowing division of the minimum value by -1 are undefined behavior; with `exact`, a remainder gives poison.",
      assembly_format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "ElementwiseMappable"],
      optional_attributes = ["isExact"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"isExact" = %1}
  }
  irdl.operation @ceildivui attributes {
      summary = "Unsigned ceil integer division operation",
      description = "Divides two integers read as unsigned values, rounding toward positive infinity. Division by zero is undefined behavior.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @ceildivsi attributes {
      summary = "Signed ceil integer division operation",
      description = "Divides two integers read as signed values, rounding toward positive infinity (7 / -2 is -3). Division by zero and signed overflow are undefined behavior.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @floordivsi attributes {
      summary = "Signed floor integer division operation",
      description = "Divides two integers read as signed values, rounding toward negative infinity (7 / -2 is -4).",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @remui attributes {
      summary = "Unsigned integer division remainder operation",
      description = "The remainder of the unsigned division of two integers; it is smaller than the divisor. A zero divisor is undefined behavior.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @remsi attributes {
      summary = "Signed integer division remainder operation",
      description = "The remainder of the signed division of two integers, rounding toward zero: it takes the sign of the dividend. A zero divisor is undefined behavior.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @andi attributes {
      summary = "Integer binary and",
      description = "The bitwise and of two integers.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Commutative", "Idempotent", "Pure", "SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @ori attributes {
      summary = "Integer binary or",
      description = "The bitwise or of two integers.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Commutative", "Idempotent", "Pure", "SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @xori attributes {
      summary = "Integer binary xor",
      description = "The bitwise exclusive or of two integers.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Commutative", "Pure", "SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @shli attributes {
      summary = "Integer left-shift",
      description = "Shifts the first integer left by the number of bits the second gives, filling with zeros. A shift amount of the bit width or more gives poison; the `overflow` flags promise that no significant bit is shifted out.",
      assembly_format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {overflowFlags = "#arith.overflow<none>"}} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.base @arith::@overflow {summary = "Integer overflow arith flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"overflowFlags" = %1}
  }
  irdl.operation @shrui attributes {
      summary = "Unsigned integer right-shift",
      description = "Shifts the first integer right by the number of bits the second gives, filling with zeros. A shift amount of the bit width or more gives poison; `exact` promises that only zero bits are shifted out.",
      assembly_format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"],
      optional_attributes = ["isExact"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"isExact" = %1}
  }
  irdl.operation @shrsi attributes {
      summary = "Signed integer right-shift",
      description = "Shifts the first integer right by the number of bits the second gives, copying the sign bit into the vacated bits. A shift amount of the bit width or more gives poison; `exact` promises that only zero bits are shifted out.",
      assembly_format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"],
      optional_attributes = ["isExact"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"isExact" = %1}
  }
  irdl.operation @negf attributes {
      summary = "Floating point negation",
      description = "Flips the sign of a floating-point value, NaNs included.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @addf attributes {
      summary = "Floating point addition operation",
      description = "Adds two floating-point values, rounding as IEEE 754 does by default; `fastmath` flags allow less strict evaluation.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "Commutative", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @subf attributes {
      summary = "Floating point subtraction operation",
      description = "Subtracts the second floating-point value from the first.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @maximumf attributes {
      summary = "Floating-point maximum",
      description = "The larger of two floating-point values; a NaN operand gives NaN, and +0.0 counts as larger than -0.0 (IEEE 754-2019 maximum).",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "Commutative", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @maxnumf attributes {
      summary = "Floating-point maximum",
      description = "The larger of two floating-point values, ignoring a NaN operand when the other is a number (IEEE 754 maxNum); the sign of zero is unspecified.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "Commutative", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @maxsi attributes {
      summary = "Signed integer maximum operation",
      description = "The larger of two integers read as signed values.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Commutative", "Pure", "SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @maxui attributes {
      summary = "Unsigned integer maximum operation",
      description = "The larger of two integers read as unsigned values.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Commutative", "Pure", "SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @minimumf attributes {
      summary = "Floating-point minimum",
      description = "The smaller of two floating-point values; a NaN operand gives NaN, and -0.0 counts as smaller than +0.0 (IEEE 754-2019 minimum).",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "Commutative", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @minnumf attributes {
      summary = "Floating-point minimum",
      description = "The smaller of two floating-point values, ignoring a NaN operand when the other is a number (IEEE 754 minNum); the sign of zero is unspecified.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "Commutative", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @minsi attributes {
      summary = "Signed integer minimum operation",
      description = "The smaller of two integers read as signed values.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Commutative", "Pure", "SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @minui attributes {
      summary = "Unsigned integer minimum operation",
      description = "The smaller of two integers read as unsigned values.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["Commutative", "Pure", "SameOperandsAndResultType", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @mulf attributes {
      summary = "Floating point multiplication operation",
      description = "Multiplies two floating-point values.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "Commutative", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @divf attributes {
      summary = "Floating point division operation",
      description = "Divides the first floating-point value by the second.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @remf attributes {
      summary = "Floating point division remainder operation",
      description = "The remainder of the division of two floating-point values, with the sign of the dividend (C's fmod).",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @extui attributes {
      summary = "Integer zero extension operation",
      description = "Widens an integer to a wider integer type, filling the new high bits with zeros.",
      assembly_format = "$in attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<ExtI>", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-fixed-width-integer-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-fixed-width-integer-like"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @extsi attributes {
      summary = "Integer sign extension operation",
      description = "Widens an integer to a wider integer type, copying its sign bit into the new high bits.",
      assembly_format = "$in attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<ExtI>", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-fixed-width-integer-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-fixed-width-integer-like"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @extf attributes {
      summary = "Cast from floating-point to wider floating-point",
      description = "Converts a floating-point value to a strictly wider floating-point type; every value is represented exactly.",
      assembly_format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<ExtF>", "ElementwiseMappable"],
      optional_attributes = ["fastmath"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
    irdl.attributes {"fastmath" = %2}
  }
  irdl.operation @scaling_extf attributes {
      summary = "Upcasts input floats using provided scales values following OCP MXFP Spec",
      description = "Converts a narrow floating-point value to a wider type and multiplies it by a scale (an 8-bit exponent-only float in the OCP microscaling formats); NaN in the input or the scale gives NaN.",
      assembly_format = "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
      traits = ["Pure", "SameInputOutputTensorDims", "CastOpInterface<ExtF>", "ElementwiseMappable"],
      optional_attributes = ["fastmath"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %3 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(in: %0, scale: %1)
    irdl.results(out: %2)
    irdl.attributes {"fastmath" = %3}
  }
  irdl.operation @trunci attributes {
      summary = "Integer truncation operation",
      description = "Narrows an integer to a strictly narrower integer type, keeping its low bits. The `overflow` flags promise that the value fits as a signed (`nsw`) or unsigned (`nuw`) value of the new type; otherwise the result is poison.",
      assembly_format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<TruncI>", "ElementwiseMappable"],
      default_values = {overflowFlags = "#arith.overflow<none>"}} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-fixed-width-integer-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-fixed-width-integer-like"}
    %2 = irdl.base @arith::@overflow {summary = "Integer overflow arith flags"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
    irdl.attributes {"overflowFlags" = %2}
  }
  irdl.operation @truncf attributes {
      summary = "Cast from floating-point to narrower floating-point",
      description = "Converts a floating-point value to a strictly narrower floating-point type, rounding with the given rounding mode (the target's default without one).",
      assembly_format = "$in (custom<RoundingMode>($roundingmode)^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<TruncF>", "ElementwiseMappable"],
      optional_attributes = ["roundingmode", "fastmath"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::arith::RoundingModeAttr>($_self)" {summary = "Floating point rounding mode"}
    %3 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
    irdl.attributes {"roundingmode" = %2, "fastmath" = %3}
  }
  irdl.operation @scaling_truncf attributes {
      summary = "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
      description = "Divides a floating-point value by a scale (an 8-bit exponent-only float in the OCP microscaling formats) and converts the quotient to a narrower floating-point type, with the given rounding mode.",
      assembly_format = "$in `,` $scale (custom<RoundingMode>($roundingmode)^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
      traits = ["Pure", "SameInputOutputTensorDims", "CastOpInterface<TruncF>", "ElementwiseMappable"],
      optional_attributes = ["roundingmode", "fastmath"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::arith::RoundingModeAttr>($_self)" {summary = "Floating point rounding mode"}
    %4 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(in: %0, scale: %1)
    irdl.results(out: %2)
    irdl.attributes {"roundingmode" = %3, "fastmath" = %4}
  }
  irdl.operation @uitofp attributes {
      summary = "Cast from unsigned integer type to floating-point",
      description = "Converts an integer read as an unsigned value to the nearest floating-point value.",
      assembly_format = "$in attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<IToF>", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-fixed-width-integer-like"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @sitofp attributes {
      summary = "Cast from integer type to floating-point",
      description = "Converts an integer read as a signed value to the nearest floating-point value.",
      assembly_format = "$in attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<IToF>", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || (::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-fixed-width-integer-like"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @fptoui attributes {
      summary = "Cast from floating-point type to integer type",
      description = "Converts a floating-point value to an integer, rounding toward zero and reading the result as unsigned; a value out of range gives poison.",
      assembly_format = "$in attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<FToI>", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-fixed-width-integer-like"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @fptosi attributes {
      summary = "Cast from floating-point type to integer type",
      description = "Converts a floating-point value to an integer, rounding toward zero and reading the result as signed; a value out of range gives poison.",
      assembly_format = "$in attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<FToI>", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || (::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-fixed-width-integer-like"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @index_cast attributes {
      summary = "Cast between index and integer types",
      description = "Converts between `index` and a signless integer type (or memrefs of them), sign-extending when the destination is wider and truncating when it is narrower.",
      assembly_format = "$in attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<IndexCast>", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::MemRefType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || ::llvm::isa<::mlir::IndexType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like or memref of signless-integer"}
    %1 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::MemRefType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || ::llvm::isa<::mlir::IndexType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like or memref of signless-integer"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @index_castui attributes {
      summary = "Unsigned cast between index and integer types",
      description = "Converts between `index` and a signless integer type (or memrefs of them), zero-extending when the destination is wider and truncating when it is narrower.",
      assembly_format = "$in attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<IndexCast>", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::MemRefType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || ::llvm::isa<::mlir::IndexType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like or memref of signless-integer"}
    %1 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::MemRefType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || ::llvm::isa<::mlir::IndexType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like or memref of signless-integer"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @bitcast attributes {
      summary = "Bitcast between values of equal bit width",
      description = "Reinterprets the bits of an integer or floating-point value (or of each element, or of a memref's elements) as another type of the same bit width, independently of endianness.",
      assembly_format = "$in attr-dict `:` type($in) `to` type($out)",
      traits = ["Pure", "SameOperandsAndResultShape", "SameInputOutputTensorDims", "CastOpInterface<Bitcast>", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || ::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::MemRefType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-or-float-like or memref of signless-integer or float"}
    %1 = irdl.c_pred "$_self.isSignlessInteger() || ::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())) || (::llvm::isa<::mlir::MemRefType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-or-float-like or memref of signless-integer or float"}
    irdl.operands(in: %0)
    irdl.results(out: %1)
  }
  irdl.operation @cmpi attributes {
      summary = "Integer comparison operation",
      description = "Compares two integers (or their elements) with a predicate: equality, or an order reading them as signed (`slt`...) or unsigned (`ult`...) values. The result is i1, shaped as the operands.",
      assembly_format = "custom<IntEnum>($predicate, \"eq ne slt sle sgt sge ult ule ugt uge\") `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
      traits = ["Pure", "SameTypeOperands", "TypesMatchWith<lhs, result, I1SameShape, result type has i1 element type and same shape as operands>", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "bool-like"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::arith::CmpIPredicateAttr>($_self)" {summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %1)
    irdl.attributes {"predicate" = %2}
  }
  irdl.operation @cmpf attributes {
      summary = "Floating-point comparison operation",
      description = "Compares two floating-point values (or their elements) with a predicate: an ordered one (`o...`) is false when an operand is NaN, an unordered one (`u...`) true; `ord`, `uno`, `true` and `false` test NaNs or nothing. The result is i1, shaped as the operands.",
      assembly_format = "custom<IntEnum>($predicate, \"false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true\") `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
      traits = ["Pure", "SameTypeOperands", "TypesMatchWith<lhs, result, I1SameShape, result type has i1 element type and same shape as operands>", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "bool-like"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::arith::CmpFPredicateAttr>($_self)" {summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"}
    %3 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %1)
    irdl.attributes {"predicate" = %2, "fastmath" = %3}
  }
  irdl.operation @select attributes {
      summary = "Select operation",
      description = "Chooses between two values of any one type: the second operand when the condition is 1, the third when it is 0 (the other may be poison). A vector or tensor condition of the result's shape chooses element by element.",
      assembly_format = "custom<SelectOperands>($condition, $true_value, $false_value) attr-dict `:` custom<SelectOpTypes>(type($condition), type($result))",
      traits = ["Pure", "AllTypesMatch<true_value, false_value, result>", "BooleanConditionOrMatchingShape<condition, result>", "ElementwiseMappable"],
      verifier = "ArithSelect"} {
    %0 = irdl.c_pred "$_self.isSignlessInteger(1) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "bool-like"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(condition: %0, true_value: %1, false_value: %1)
    irdl.results(result: %1)
  }
}
