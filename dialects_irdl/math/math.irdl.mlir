// The math dialect: mathematical functions beyond basic arithmetic (trigonometric,
// exponential and logarithmic functions, rounding, bit counting, classification) on
// integer and floating-point scalars and, element by element, on vectors and tensors.
// Its fast-math flags are arith's `#arith.fastmath` (`@arith::@fastmath`, arith's file).
irdl.dialect @math attributes {properties, ods, summary = "Mathematical functions on integers and floating-point values"} {
  irdl.operation @absf attributes {
      summary = "Floating point absolute-value operation",
      description = "The magnitude of a floating-point value: its sign bit cleared.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @absi attributes {
      summary = "Integer absolute-value operation",
      description = "The absolute value of an integer read as signed; the minimum value stays as it is.",
      assembly_format = "$operand attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
  }
  irdl.operation @acosh attributes {
      summary = "Hyperbolic arcus cosine of the given value",
      description = "The inverse hyperbolic cosine of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @asin attributes {
      summary = "Arcus sine of the given value",
      description = "The inverse sine of a floating-point value, in radians.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @asinh attributes {
      summary = "Hyperbolic arcus sine of the given value",
      description = "The inverse hyperbolic sine of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @atan attributes {
      summary = "Arcus tangent of the given value",
      description = "The inverse tangent of a floating-point value, in radians.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @atanh attributes {
      summary = "Hyperbolic arcus tangent of the given value",
      description = "The inverse hyperbolic tangent of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @atan2 attributes {
      summary = "2-argument arcus tangent of the given values",
      description = "The angle, in radians, of the point (rhs, lhs) from the positive x axis: atan(lhs / rhs) with the quadrant taken from both signs.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @cbrt attributes {
      summary = "Cube root of the specified value",
      description = "The cube root of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @ceil attributes {
      summary = "Ceiling of the specified value",
      description = "The smallest integral floating-point value not less than the operand.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @clampf attributes {
      summary = "Floating point clamping operation",
      description = "Limits a floating-point value to the closed interval [min, max]: below it gives min, above it max.",
      assembly_format = "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(value: %0, min: %0, max: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @copysign attributes {
      summary = "A copysign operation",
      description = "The magnitude of the first floating-point value with the sign of the second.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @cos attributes {
      summary = "Cosine of the specified value",
      description = "The cosine of a floating-point value given in radians.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @acos attributes {
      summary = "Arcus cosine of the specified value",
      description = "The inverse cosine of a floating-point value, in radians.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @cosh attributes {
      summary = "Hyperbolic cosine of the specified value",
      description = "The hyperbolic cosine of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @sin attributes {
      summary = "Sine of the specified value",
      description = "The sine of a floating-point value given in radians.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @sinh attributes {
      summary = "Hyperbolic sine of the specified value",
      description = "The hyperbolic sine of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @sincos attributes {
      summary = "Sine and cosine of the specified value",
      description = "Computes both the sine and the cosine of a floating-point value given in radians, as two results of its type.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
      traits = ["SameOperandsAndResultShape", "AllTypesMatch<operand, sin, cos>", "Pure", "ElementwiseMappable"],
      result_names = "SinCos",
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(sin: %0, cos: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @ctlz attributes {
      summary = "Counts the leading zeros an integer value",
      description = "The number of zero bits above the most significant set bit (the bit width for zero).",
      assembly_format = "$operand attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
  }
  irdl.operation @cttz attributes {
      summary = "Counts the trailing zeros an integer value",
      description = "The number of zero bits below the least significant set bit (the bit width for zero).",
      assembly_format = "$operand attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
  }
  irdl.operation @ctpop attributes {
      summary = "Counts the number of set bits of an integer value",
      description = "The number of bits set in an integer (its population count).",
      assembly_format = "$operand attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
  }
  irdl.operation @erf attributes {
      summary = "Error function of the specified value",
      description = "The Gauss error function of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @erfc attributes {
      summary = "Complementary error function of the specified value",
      description = "One minus the Gauss error function of a floating-point value, computed without the cancellation of the subtraction.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @exp attributes {
      summary = "Base-e exponential of the specified value",
      description = "e raised to the power of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @exp2 attributes {
      summary = "Base-2 exponential of the specified value",
      description = "2 raised to the power of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @expm1 attributes {
      summary = "Base-e exponential of the specified value minus 1",
      description = "e raised to the power of a floating-point value, minus one, accurate for operands near zero.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @floor attributes {
      summary = "Floor of the specified value",
      description = "The largest integral floating-point value not greater than the operand.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @fma attributes {
      summary = "Floating point fused multipy-add operation",
      description = "Computes a * b + c with a single rounding at the end.",
      assembly_format = "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(a: %0, b: %0, c: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @ipowi attributes {
      summary = "Signed integer raised to the power of operation",
      description = "Raises a signed integer to the power of another; the result wraps on overflow.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"]} {
    %0 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
  }
  irdl.operation @isfinite attributes {
      summary = "Returns true if the operand classifies as finite",
      description = "Tests whether a floating-point value is neither infinite nor NaN; the result is i1, shaped as the operand.",
      assembly_format = "$operand attr-dict `:` type($operand)",
      traits = ["TypesMatchWith<operand, result, I1SameShape, result type has i1 element type and same shape as operands>", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "bool-like"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %1)
    irdl.attributes {"fastmath" = %2}
  }
  irdl.operation @isinf attributes {
      summary = "Returns true if the operand classifies as infinite",
      description = "Tests whether a floating-point value is positive or negative infinity; the result is i1, shaped as the operand.",
      assembly_format = "$operand attr-dict `:` type($operand)",
      traits = ["TypesMatchWith<operand, result, I1SameShape, result type has i1 element type and same shape as operands>", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "bool-like"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %1)
    irdl.attributes {"fastmath" = %2}
  }
  irdl.operation @isnan attributes {
      summary = "Returns true if the operand classifies as NaN",
      description = "Tests whether a floating-point value is a NaN; the result is i1, shaped as the operand.",
      assembly_format = "$operand attr-dict `:` type($operand)",
      traits = ["TypesMatchWith<operand, result, I1SameShape, result type has i1 element type and same shape as operands>", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "bool-like"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %1)
    irdl.attributes {"fastmath" = %2}
  }
  irdl.operation @isnormal attributes {
      summary = "Returns true if the operand classifies as normal",
      description = "Tests whether a floating-point value is normal: not zero, subnormal, infinite or NaN. The result is i1, shaped as the operand.",
      assembly_format = "$operand attr-dict `:` type($operand)",
      traits = ["TypesMatchWith<operand, result, I1SameShape, result type has i1 element type and same shape as operands>", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "$_self.isSignlessInteger(1) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "bool-like"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %1)
    irdl.attributes {"fastmath" = %2}
  }
  irdl.operation @log attributes {
      summary = "Base-e logarithm of the specified value",
      description = "The natural logarithm of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @log10 attributes {
      summary = "Base-10 logarithm of the specified value",
      description = "The decimal logarithm of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @log1p attributes {
      summary = "Computes the natural logarithm of one plus the given value",
      description = "The natural logarithm of one plus a floating-point value, accurate for operands near zero.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @log2 attributes {
      summary = "Base-2 logarithm of the specified value",
      description = "The binary logarithm of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @powf attributes {
      summary = "Floating point raised to the power of operation",
      description = "Raises the first floating-point value to the power of the second.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @rsqrt attributes {
      summary = "Reciprocal of sqrt (1 / sqrt of the specified value)",
      description = "One over the square root of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @sqrt attributes {
      summary = "Sqrt of the specified value",
      description = "The square root of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @tan attributes {
      summary = "Tangent of the specified value",
      description = "The tangent of a floating-point value given in radians.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @tanh attributes {
      summary = "Hyperbolic tangent of the specified value",
      description = "The hyperbolic tangent of a floating-point value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @roundeven attributes {
      summary = "Round of the specified value with halfway cases to even",
      description = "Rounds a floating-point value to the nearest integral value, a tie going to the even one.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @round attributes {
      summary = "Round of the specified value",
      description = "Rounds a floating-point value to the nearest integral value, a tie going away from zero.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @trunc attributes {
      summary = "Trunc of the specified value",
      description = "Rounds a floating-point value toward zero to an integral value.",
      assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["SameOperandsAndResultType", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(operand: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @fpowi attributes {
      summary = "Floating point raised to the signed integer power",
      description = "Raises a floating-point value to the power of a signed integer (element by element for vectors and tensors, whose shapes agree).",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
      traits = ["SameOperandsAndResultShape", "AllTypesMatch<lhs, result>", "Pure", "ElementwiseMappable"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self) || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "floating-point-like"}
    %1 = irdl.c_pred "$_self.isSignlessIntOrIndex() || ($_self.hasTrait<::mlir::ValueSemantics>() && [](::mlir::Type elementType) { return elementType.isSignlessIntOrIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "signless-integer-like"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %2}
  }
}
