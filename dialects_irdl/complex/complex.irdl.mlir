// The complex dialect: arithmetic and elementary functions on values of the builtin
// `complex<T>` type with a floating-point element type. Fast-math flags are the arith
// dialect's `#arith.fastmath` attribute.
irdl.dialect @complex attributes {properties, ods, summary = "Complex numbers: arithmetic and elementary functions"} {
  irdl.operation @abs attributes {
      summary = "Absolute value of a complex number",
      description = "The modulus of a complex number, a float of its element type.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["TypesMatchWith<complex, result, ComplexElementType, complex element type matches result type>", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self)" {summary = "floating-point"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %1)
    irdl.attributes {"fastmath" = %2}
  }
  irdl.operation @add attributes {
      summary = "Complex addition",
      description = "Adds two complex numbers component-wise.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @angle attributes {
      summary = "Argument of a complex number",
      description = "The phase angle of a complex number, a float of its element type.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["TypesMatchWith<complex, result, ComplexElementType, complex element type matches result type>", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self)" {summary = "floating-point"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %1)
    irdl.attributes {"fastmath" = %2}
  }
  irdl.operation @atan2 attributes {
      summary = "Complex 2-argument arctangent",
      description = "The two-argument arctangent of two complex numbers, extended from the real function.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @bitcast attributes {
      summary = "Bitcast between complex and equally wide scalar types",
      description = "Reinterprets the bits of a complex number as an integer or float of the same total width, or the other way round.",
      assembly_format = "$operand attr-dict `:` type($operand) `to` type($result)",
      traits = ["Pure"],
      verifier = "ComplexBitcast"} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(operand: %0)
    irdl.results(result: %1)
  }
  irdl.operation @conj attributes {
      summary = "Complex conjugate",
      description = "Negates the imaginary part of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @constant attributes {
      summary = "Complex number constant",
      description = "A complex constant given as a two-element array: the real part, then the imaginary part, each of the result's element type.",
      assembly_format = "$value attr-dict `:` type($complex)",
      traits = ["ConstantLike", "Pure"],
      verifier = "ComplexConstant",
      result_names = "Constant"} {
    %0 = irdl.base "#builtin.array" {summary = "array attribute"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self)" {summary = "complex-type"}
    irdl.attributes {"value" = %0}
    irdl.results(complex: %1)
  }
  irdl.operation @cos attributes {
      summary = "Complex cosine",
      description = "The cosine of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @create attributes {
      summary = "Complex number creation",
      description = "Builds a complex number from its real and imaginary parts, floats of its element type.",
      assembly_format = "$real `,` $imaginary attr-dict `:` type($complex)",
      traits = ["Pure", "AllTypesMatch<real, imaginary>", "TypesMatchWith<complex, real, ComplexElementType, complex element type matches real operand type>", "TypesMatchWith<complex, imaginary, ComplexElementType, complex element type matches imaginary operand type>"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self)" {summary = "floating-point"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    irdl.operands(real: %0, imaginary: %0)
    irdl.results(complex: %1)
  }
  irdl.operation @div attributes {
      summary = "Complex division",
      description = "Divides the first complex number by the second.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @eq attributes {
      summary = "Complex equality",
      description = "Whether two complex numbers are equal (both parts compare equal).",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
      traits = ["Pure", "AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %1)
  }
  irdl.operation @exp attributes {
      summary = "Complex exponential",
      description = "e raised to a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @expm1 attributes {
      summary = "Complex exponential minus one",
      description = "e raised to a complex number, minus one, computed accurately near zero.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @im attributes {
      summary = "Imaginary part of a complex number",
      description = "Extracts the imaginary part of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["TypesMatchWith<complex, imaginary, ComplexElementType, complex element type matches result type>", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self)" {summary = "floating-point"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(imaginary: %1)
    irdl.attributes {"fastmath" = %2}
  }
  irdl.operation @log attributes {
      summary = "Complex natural logarithm",
      description = "The principal value of the natural logarithm of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @log1p attributes {
      summary = "Complex logarithm of one plus the argument",
      description = "The natural logarithm of one plus a complex number, computed accurately near zero.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @mul attributes {
      summary = "Complex multiplication",
      description = "Multiplies two complex numbers.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @neg attributes {
      summary = "Complex negation",
      description = "Negates both parts of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @neq attributes {
      summary = "Complex inequality",
      description = "Whether two complex numbers differ in either part.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs)",
      traits = ["Pure", "AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %1)
  }
  irdl.operation @pow attributes {
      summary = "Complex power function",
      description = "Raises the first complex number to the power of the second.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @powi attributes {
      summary = "Complex number raised to a signed integer power",
      description = "Raises a complex number to the power of a signless integer, read as signed.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) `,` type($rhs)",
      traits = ["Pure", "SameOperandsAndResultShape", "AllTypesMatch<lhs, result>"],
      optional_attributes = ["fastmath"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.c_pred "$_self.isSignlessInteger()" {summary = "signless integer"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %2}
  }
  irdl.operation @re attributes {
      summary = "Real part of a complex number",
      description = "Extracts the real part of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["TypesMatchWith<complex, real, ComplexElementType, complex element type matches result type>", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::FloatType>($_self)" {summary = "floating-point"}
    %2 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(real: %1)
    irdl.attributes {"fastmath" = %2}
  }
  irdl.operation @rsqrt attributes {
      summary = "Complex reciprocal square root",
      description = "One divided by the principal square root of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @sign attributes {
      summary = "Complex sign",
      description = "A complex number divided by its modulus (zero stays zero).",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @sin attributes {
      summary = "Complex sine",
      description = "The sine of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @sqrt attributes {
      summary = "Complex square root",
      description = "The principal square root of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @sub attributes {
      summary = "Complex subtraction",
      description = "Subtracts the second complex number from the first, component-wise.",
      assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
      traits = ["Pure", "SameOperandsAndResultType"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @tan attributes {
      summary = "Complex tangent",
      description = "The tangent of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
  irdl.operation @tanh attributes {
      summary = "Complex hyperbolic tangent",
      description = "The hyperbolic tangent of a complex number.",
      assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
      traits = ["SameOperandsAndResultType", "Pure"],
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ComplexType>($_self) && ::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::ComplexType>($_self).getElementType())" {summary = "complex type with floating-point elements"}
    %1 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(complex: %0)
    irdl.results(result: %0)
    irdl.attributes {"fastmath" = %1}
  }
}
