// Imported from ODS (WasmSSABase.td:15) by irdl-import-ods: attributes, types and operations.
irdl.dialect @wasmssa attributes {ods, properties, description = "The `wasmssa` dialect is intended to represent WebAssembly\nmodules in SSA form for easier manipulation."} {
  irdl.type @externref attributes {
      summary = "Opaque type for external reference"} {
  }
  irdl.type @funcref attributes {
      summary = "Opaque type for function reference"} {
  }
  irdl.type @limit attributes {
      summary = "Wasm limit type",
      assembly_format = "`[` custom<Param>($min, \"WasmSSA_LimitType\", \"uint32_t\") `` `:` (custom<Param>($max, \"WasmSSA_LimitType\", \"std::optional<uint32_t>\", \"\")^)? `]`"} {
    %0 = irdl.any {summary = "uint32_t"}
    %1 = irdl.any {summary = "std::optional<uint32_t>"}
    irdl.parameters(min: %0, max: %1)
  }
  irdl.type @"!local" attributes {
      summary = "Type of a local variable",
      assembly_format = "`ref` `to` $elementType"} {
    %0 = irdl.any {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    irdl.parameters(elementType: %0)
  }
  irdl.type @tabletype attributes {
      summary = "Wasm table type",
      assembly_format = "$reference $limit"} {
    %0 = irdl.any {summary = "Opaque type for function reference or Opaque type for external reference"}
    %1 = irdl.any {summary = "Wasm limit type"}
    irdl.parameters(reference: %0, limit: %1)
  }
  irdl.operation @abs attributes {
      summary = "Floating point absolute value",
      description = "Example:\n\n                                         ```mlir\n                                         %a = wasmssa.abs %b : f32\n                                         ```",
      assembly_format = "$src`:` type($src) attr-dict",
      traits = ["AllTypesMatch<src, result>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(src: %0)
    irdl.results(result: %1)
  }
  irdl.operation @add attributes {
      summary = "Sum two values",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.add %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %2 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @and attributes {
      summary = "Compute the bitwise AND between two values",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.and %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %2 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @block attributes {
      summary = "Create a nesting level with a label at its exit.",
      description = "Defines a Wasm block, creating a new nested scope.\nA block contains a body region and an optional list of input values.\nControl can enter the block and later branch out to the block target.\nExample:\n\n```mlir\n\nwasmssa.block {\n\n  // instructions\n\n} > ^successor",
      assembly_format = "(`(`$inputs^`)` `:` type($inputs))? attr-dict `:` $body `>` $target",
      traits = ["Terminator"],
      ods_traits = ["LabelLevelOpInterface"],
      successors = ["target"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    %1 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0)
    irdl.regions(body: %1)
  }
  irdl.operation @block_return attributes {
      summary = "Return from the current block",
      description = "Escape from the current nesting level and return the control flow to its successor.\nOptionally, mark the arguments that should be transfered to the successor block.\n\nThis shouldn't be confused with branch operations that targets the label defined\nby the nesting level operation.\n\nFor instance, a `wasmssa.block_return` in a loop will give back control to the\nsuccessor of the loop, where a `branch` targeting the loop will flow back to the entry block of the loop.\n\nExample:\n\n```mlir\n  wasmssa.block_return\n```",
      assembly_format = "($inputs^ `:` type($inputs))? attr-dict",
      traits = ["Terminator"],
      ods_traits = ["LabelBranchingOpInterface"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    irdl.operands(inputs: variadic %0)
  }
  irdl.operation @branch_if attributes {
      summary = "Jump to target level if condition has non-zero value",
      description = "Jump to target level if the condition is has a non-zero value.\n\nExample:\n\n```mlir\nwasmssa.branch_if %a to level 0 with args(%b : i32) else ^bb1\n```",
      assembly_format = "$condition `to` `level` custom<TypedAttribute>($exitLevel, \"ui32\") (`with` `args` `(`$inputs^ `:` type($inputs)`)`)? `else` $elseSuccessor attr-dict",
      traits = ["Terminator"],
      ods_traits = ["LabelBranchingOpInterface"],
      successors = ["elseSuccessor"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isUnsignedInteger(32)))" {summary = "32-bit unsigned integer attribute"}
    %2 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    irdl.operands(condition: %0, inputs: variadic %2)
    irdl.attributes {"exitLevel" = %1}
  }
  irdl.operation @call attributes {
      summary = "Calling a Wasm function",
      description = "Emits a call to a defined function\n\nExample:\n\n```mlir\n%a = wasmssa.call @func_0 : () -> i32\n```",
      assembly_format = "$callee (`(`$operands^`)`)? attr-dict `:` functional-type($operands, $results)",
      independent_variadics = ["operands", "results"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    %2 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    irdl.operands(operands: variadic %1)
    irdl.results(results: variadic %2)
    irdl.attributes {"callee" = %0}
  }
  irdl.operation @ceil attributes {
      summary = "Ceil rounding of floating point value",
      description = "Example:\n\n                                         ```mlir\n                                         %a = wasmssa.ceil %b : f32\n                                         ```",
      assembly_format = "$src`:` type($src) attr-dict",
      traits = ["AllTypesMatch<src, result>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(src: %0)
    irdl.results(result: %1)
  }
  irdl.operation @clz attributes {
      summary = "Count leading zeroes of an integer",
      description = "Example:\n\n                                         ```mlir\n                                         %a = wasmssa.clz %b : i32\n                                         ```",
      assembly_format = "$src`:` type($src) attr-dict",
      traits = ["AllTypesMatch<src, result>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(src: %0)
    irdl.results(result: %1)
  }
  irdl.operation @const attributes {
      summary = "Operator that represents a constant value",
      description = "Defines a constant value.\n\nExample:\n\n```mlir\n// Example of integer constant\n%a = wasmssa.const 1 : i32\n\n// Example of floating point constant\n%b = wasmssa.const 9.000000e+00 : f64\n```",
      assembly_format = "$value attr-dict",
      traits = ["AllTypesMatch<value, result>"],
      ods_traits = ["ConstantExprOpTrait"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::TypedAttr>($_self))" {summary = "TypedAttr instance"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    irdl.results(result: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @convert_s attributes {
      summary = "Convert integer interpreted as 2's complement signed value to floating-point value.\n\n    Consume an integer and produces a floating point value containing the rounded value of the original operand. Rounding is round to nearest, tie to even.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.convert_s %b : i32 to f64\n    ```",
      assembly_format = "$input `:` type($input) `to` type($result) attr-dict"} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @convert_u attributes {
      summary = "Convert integer, interpreted as binary encoded positive value, to floating-point value.\n\n    Consume an integer and produces a floating point value containing the rounded value of the original operand. Rounding is round to nearest, tie to even.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.convert_u %b : i32 to f64\n    ```",
      assembly_format = "$input `:` type($input) `to` type($result) attr-dict"} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @copysign attributes {
      summary = "Copy sign from one floating point value to the other.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.copysign %b %c : f32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %2 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @ctz attributes {
      summary = "Count trailing zeroes of an integer",
      description = "Example:\n\n                                         ```mlir\n                                         %a = wasmssa.ctz %b : i32\n                                         ```",
      assembly_format = "$src`:` type($src) attr-dict",
      traits = ["AllTypesMatch<src, result>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(src: %0)
    irdl.results(result: %1)
  }
  irdl.operation @demote attributes {
      summary = "Convert a f64 value to f32",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.demote %b : f64 to f32\n    ```",
      assembly_format = "$input `:` type($input) `to` type($result) attr-dict"} {
    %0 = irdl.is f64
    %1 = irdl.any_of(%0) {summary = "64-bit float"}
    %2 = irdl.is f32
    %3 = irdl.any_of(%2) {summary = "32-bit float"}
    irdl.operands(input: %1)
    irdl.results(result: %3)
  }
  irdl.operation @div attributes {
      summary = "Division between floating point values",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.div %b %c : f32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %2 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @div_si attributes {
      summary = "Divide values interpreted as signed int",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.div_si %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @div_ui attributes {
      summary = "Divide values interpreted as unsigned int",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.div_ui %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @eq attributes {
      summary = "Check if two values are equal",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.eq %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @eqz attributes {
      summary = "Check if the given value is equal to zero",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.eqz %b : i64 -> i32\n     ```",
      assembly_format = "$input`:` type($input) `->` type($result) attr-dict"} {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any_of(%0, %1) {summary = "32-bit signless integer or 64-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(input: %2)
    irdl.results(result: %3)
  }
  irdl.operation @extend attributes {
      description = "Extend low bytes of a value to fit a given width.\nFor instance, signed extension from 8 low bits of the 32-bits integer value\n254 (0x000000FE) would produce the value -2 (0xFFFFFFFE).\n\nThis corresponds to the `extendnn` instruction of Wasm, which shouldn't be\nconfused with the `extend_inn` Wasm instruction, for which all input bits\nare used and widened to wider output type.\nIn this operation, input and output types are the same.\n\nExample:\n\n```mlir\n%a = wasmssa.extend 16 low bits from %[[VAL_0]]: i64\n```",
      assembly_format = "$bitsToTake `low` `bits` `from` $input `:` type($input) attr-dict",
      traits = ["AllTypesMatch<input, result>"],
      cpp_verifier = "WasmssaExtendLowBitsS"} {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any_of(%0, %1) {summary = "32-bit signless integer or 64-bit signless integer"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::IntegerAttr>($_self))" {summary = "An Attribute containing a integer value"}
    %4 = irdl.is i32
    %5 = irdl.is i64
    %6 = irdl.any_of(%4, %5) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(input: %2)
    irdl.results(result: %6)
    irdl.attributes {"bitsToTake" = %3}
  }
  irdl.operation @extend_i32_s attributes {
      summary = "Sign extend i32 to i64.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.extend_i32_s %b to i64\n    ```",
      assembly_format = "$input `to` type($result) attr-dict"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @extend_i32_u attributes {
      summary = "Zero extend i32 to i64.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.extend_i32_s %b to i64\n    ```",
      assembly_format = "$input `to` type($result) attr-dict"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @floor attributes {
      summary = "Floor rounding of floating point value",
      description = "Example:\n\n                                         ```mlir\n                                         %a = wasmssa.floor %b : f32\n                                         ```",
      assembly_format = "$src`:` type($src) attr-dict",
      traits = ["AllTypesMatch<src, result>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(src: %0)
    irdl.results(result: %1)
  }
  irdl.operation @func attributes {
      description = "Represents a Wasm function definition.\n\nIn Wasm function, locals and function arguments are interchangeable.\nThey are for instance both accessed using `local.get` instruction.\n\nOn the other hand, a function type is defined as a pair of tuples of Wasm value types.\nTo model this, the wasm.func operation has:\n\n- A function type that represents the corresponding Wasm type (tuples of value types)\n\n- Arguments of the entry block of type `!wasm<local T>`, with T the corresponding type\n in the function type.\n\nBy default, `wasmssa.func` have nested visibility. Functions exported by the module\nare marked with the exported attribute. This gives them public visibility.\n\n Example:\n\n ```mlir\n // Internal function with no arguments that returns a float32\n wasmssa.func @my_f32_func() -> f32\n\n // Exported function with no arguments that returns a float32\n wasmssa.func exported @my_f32_func() -> f32\n\n // A function that takes a local ref argument\n wasmssa.func @i64_wrap(%a: !wasmssa<local ref to i64>) -> i32\n ```",
      cpp_assembly_format = "WasmssaFunc",
      traits = ["AffineScope", "AutomaticAllocationScope", "IsolatedFromAbove", "Symbol"],
      ods_traits = ["FunctionOpInterface"],
      optional_attributes = ["arg_attrs", "res_attrs", "exported"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of function type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "functionType" = %1, "arg_attrs" = %2, "res_attrs" = %3, "exported" = %4}
    irdl.regions(body: %5)
  }
  irdl.operation @ge attributes {
      summary = "Check if a float value is greater or equal to another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.ge %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @ge_si attributes {
      summary = "Check if a signed integer value is greater or equal to another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.ge_si %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @ge_ui attributes {
      summary = "Check if an unsigned integer value is greater or equal to another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.ge_ui %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @global attributes {
      summary = "WebAssembly global value",
      description = "WebAssembly global variable.\nBody contains the initialization instructions for the variable value.\nThe body must contain only instructions considered `const` in a webassembly context,\nsuch as `wasmssa.const` or `global.get`.\n\nBy default, `wasmssa.global` have nested visibility. Global exported by the module\nare marked with the exported attribute. This gives them public visibility.\n\nExample:\n\n```mlir\n// Define module_global_var, an internal mutable i32 global variable equal to 10.\nwasmssa.global @module_global_var i32 mutable : {\n      %[[VAL_0:.*]] = wasmssa.const 10 : i32\n      wasmssa.return %[[VAL_0]] : i32\n}\n\n// Define global_var, an exported constant i32 global variable equal to 42.\nwasmssa.global @global_var i32 : {\n      %[[VAL_0:.*]] = wasmssa.const 42 : i32\n      wasmssa.return %[[VAL_0]] : i32\n}\n```",
      cpp_assembly_format = "WasmssaGlobal",
      traits = ["AffineScope", "AutomaticAllocationScope", "IsolatedFromAbove", "Symbol"],
      ods_traits = ["ConstantExpressionInitializerOpTrait"],
      optional_attributes = ["isMutable", "exported"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && (((((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isSignlessInteger(32))) || ((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isSignlessInteger(64)))) || (((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isF32())) || ((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isF64())))) || (((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))))" {summary = "type attribute of 32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "type" = %1, "isMutable" = %2, "exported" = %3}
    irdl.regions(initializer: %4)
  }
  irdl.operation @global_get attributes {
      summary = "Returns the value of the global passed as argument.",
      description = "Retrieves the value of the global passed as argument and stores it in a\nvariable\n\nExample:\n\n```mlir\n// Gets the value of `@global_0` and stores its value in %a\n%a = wasmssa.global_get @global_0 : i32\n```",
      assembly_format = "$global attr-dict `:` type($global_val)",
      ods_traits = ["SymbolUserOpInterface", "ConstantExprOpTrait"],
      cpp_verifier = "WasmssaGlobalGet"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    irdl.results(global_val: %1)
    irdl.attributes {"global" = %0}
  }
  irdl.operation @gt attributes {
      summary = "Check if a float value is greater than another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.gt %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @gt_si attributes {
      summary = "Check if a signed integer value is greater than another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.gt_si %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @gt_ui attributes {
      summary = "Check if an unsigned integer value is greater than another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.gt_ui %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @if attributes {
      summary = "Execute the if region if condition value is non-zero, the else region otherwise.",
      description = "Execute the if region if the condition is non-zero. Otherwise the else region is executed.\nThe else region can be empty but must return the same datatype as the if region.\nIf clauses can be nested.\n\n Example:\n\n ```mlir\n // Runs the if clause is %a is non-zero\n wasmssa.if %a {\n    // Execute if %a is non-zero\n } else {\n    // else clause\n }\n ```",
      ods_assembly_format = "$condition (`(`$inputs^`)` `:` type($inputs))? attr-dict  `:` $if custom<ElseRegion>($else) `>` $target",
      traits = ["Terminator"],
      ods_traits = ["LabelLevelOpInterface"],
      successors = ["target"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    %2 = irdl.region {summary = "any region"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(condition: %0, inputs: variadic %1)
    irdl.regions(if: %2, else: %3)
  }
  irdl.operation @import_func attributes {
      summary = "Importing a function variable",
      description = "Imports a function from another module\n\nExample:\n\n```mlir\n// Imports foo(i32) -> () from the module my_module\nwasmssa.import_func \"foo\" from \"my_module\" as @func_0 {sym_visibility = \"nested\", type = (i32) -> ()}\n```",
      assembly_format = "$importName `from` $moduleName `as` custom<SymbolName>($sym_name) attr-dict",
      traits = ["Symbol"],
      ods_traits = ["CallableOpInterface", "ImportOpInterface"],
      optional_attributes = ["arg_attrs", "res_attrs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of function type"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    irdl.attributes {"sym_name" = %0, "moduleName" = %1, "importName" = %2, "type" = %3, "arg_attrs" = %4, "res_attrs" = %5}
  }
  irdl.operation @import_global attributes {
      summary = "Importing a global variable",
      description = "Imports a global from another module\n\nExample:\n\n```mlir\n// Imports the \"glob\" i32 global from the module my_module as \"global_0\"\nwasmssa.import_global \"glob\" from \"my_module\" as @global_0 nested : i32\n```",
      cpp_assembly_format = "WasmssaGlobalImport",
      traits = ["Symbol"],
      ods_traits = ["ImportOpInterface"],
      optional_attributes = ["isMutable"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && (((((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isSignlessInteger(32))) || ((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isSignlessInteger(64)))) || (((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isF32())) || ((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isF64())))) || (((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))))" {summary = "type attribute of 32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.attributes {"sym_name" = %0, "moduleName" = %1, "importName" = %2, "type" = %3, "isMutable" = %4}
  }
  irdl.operation @import_mem attributes {
      summary = "Importing a memory",
      description = "Import a memory from another module.\n\n Example:\n\n ```mlir\n // Import the memory `mem` from `my_module` as @mem_0\n wasmssa.import_mem \"mem\" from \"my_module\" as @mem_0 {limits = !wasmssa<limit[2:]>}\n```",
      assembly_format = "$importName `from` $moduleName `as` custom<SymbolName>($sym_name) attr-dict",
      traits = ["Symbol"],
      ods_traits = ["ImportOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::wasmssa::LimitType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::wasmssa::LimitType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of Wasm limit type"}
    irdl.attributes {"sym_name" = %0, "moduleName" = %1, "importName" = %2, "limits" = %3}
  }
  irdl.operation @import_table attributes {
      summary = "Importing a table",
      description = "Import a table from another module.\n\n Example:\n\n ```mlir\n // Import the table `table` from `my_module` as @table_0\n wasmssa.import_table \"table\" from \"my_module\" as @table_0 {type = !wasmssa<tabletype !wasmssa.funcref [2:]>}\n```",
      assembly_format = "$importName `from` $moduleName `as` custom<SymbolName>($sym_name) attr-dict",
      traits = ["Symbol"],
      ods_traits = ["ImportOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::wasmssa::TableType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::wasmssa::TableType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of Wasm table type"}
    irdl.attributes {"sym_name" = %0, "moduleName" = %1, "importName" = %2, "type" = %3}
  }
  irdl.operation @le attributes {
      summary = "Check if a float value is less or equal to another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.le %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @le_si attributes {
      summary = "Check if a signed integer value is less or equal to another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.le_si %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @le_ui attributes {
      summary = "Check if an unsigned integer value is less or equal to another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.le_ui %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @local attributes {
      summary = "Declaration of local variable",
      description = "Declares a local variable\n\n Example:\n\n ```mlir\n // Declares `%a`, a float32 local\n %a = wasmssa.local of type f32\n ```",
      assembly_format = "`of` `type` $type attr-dict",
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "WasmssaLocal",
      cpp_result_types = "WasmssaLocal"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && (((((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isSignlessInteger(32))) || ((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isSignlessInteger(64)))) || (((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isF32())) || ((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isF64())))) || (((::llvm::cast<::mlir::TypeAttr>($_self).getValue().isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))))" {summary = "type attribute of 32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::wasmssa::LocalRefType>($_self))" {summary = "Type of a local variable"}
    irdl.results(result: %1)
    irdl.attributes {"type" = %0}
  }
  irdl.operation @local_get attributes {
      summary = "Set local to value and return the operand.",
      description = "Gets the value of a local variable and returns a reference to it.\n\n Example:\n\n ```mlir\n // Retrieves a reference to `%a`, a float32 local\n %b = wasmssa.local_get %a : ref to f32\n ```",
      assembly_format = "$localVar `:` custom<StrippedType>(type($localVar), \"!wasmssa.local\") attr-dict",
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "WasmssaLocalGet",
      cpp_result_types = "WasmssaLocalGet"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::wasmssa::LocalRefType>($_self))" {summary = "Type of a local variable"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    irdl.operands(localVar: %0)
    irdl.results(result: %1)
  }
  irdl.operation @local_set attributes {
      summary = "Set local to given value",
      description = "Sets the value of a local variable.\n\n Example:\n\n ```mlir\n // Sets `%d`, to the value of `%c`\n wasmssa.local_set %d :  ref to i32 to %c : i32\n ```",
      assembly_format = "$localVar `:` custom<StrippedType>(type($localVar), \"!wasmssa.local\") `to` $value `:` type($value) attr-dict",
      cpp_verifier = "WasmssaLocalSet"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::wasmssa::LocalRefType>($_self))" {summary = "Type of a local variable"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    irdl.operands(localVar: %0, value: %1)
  }
  irdl.operation @local_tee attributes {
      summary = "Set local to value and return the operand.",
      description = "Sets the value of a local variable and returns it.\n\n Example:\n\n ```mlir\n // Sets `%b`, to the value of `%c` and returns it in %a\n  %a = wasmssa.local_tee %b :  ref to i32 to %c : i32\n ```",
      assembly_format = "$localVar `:` custom<StrippedType>(type($localVar), \"!wasmssa.local\") `to` $value `:` type($value) attr-dict",
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "WasmssaLocalTee",
      cpp_result_types = "WasmssaLocalTee"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::wasmssa::LocalRefType>($_self))" {summary = "Type of a local variable"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    %2 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    irdl.operands(localVar: %0, value: %1)
    irdl.results(result: %2)
  }
  irdl.operation @loop attributes {
      summary = "Create a nesting level that define its entry as jump target.",
      description = "Represents a Wasm loop construct. This defines a nesting level with\na label at the entry of the region.\n\nExample:\n\n```mlir\n\nwasmssa.loop {\n\n} > ^successor",
      assembly_format = "(`(`$inputs^`)` `:` type($inputs))? attr-dict `:` $body `>` $target",
      traits = ["Terminator"],
      ods_traits = ["LabelLevelOpInterface"],
      successors = ["target"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    %1 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0)
    irdl.regions(body: %1)
  }
  irdl.operation @lt attributes {
      summary = "Check if a float value is less than another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.lt %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @lt_si attributes {
      summary = "Check if a signed integer value is less than another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.lt_si %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @lt_ui attributes {
      summary = "Check if an unsigned integer value is less than another",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.lt_ui %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @max attributes {
      summary = "Compute the minimum of two floating point values.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.max %b %c : f32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %2 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @memory attributes {
      summary = "WebAssembly memory definition",
      description = "Define a memory to be used by the program.\nMultiple memories can be defined in the same module.\n\nBy default, `wasmssa.memory` have nested visibility. Memory exported by\nthe module are marked with the exported attribute. This gives them public\nvisibility.\n\n Example:\n\n ```mlir\n // Define the `mem_0` (internal)  memory with defined size bounds of [0:65536]\n wasmssa.memory @mem_0 !wasmssa<limit[0:65536]>\n\n // Define the `mem_1` exported  memory with minimal size of 512\n wasmssa.memory exported @mem_1 !wasmssa<limit[512:]>\n ```",
      assembly_format = "(`exported` $exported^)? custom<SymbolName>($sym_name) $limits attr-dict",
      traits = ["Symbol"],
      optional_attributes = ["exported"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::wasmssa::LimitType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::wasmssa::LimitType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of Wasm limit type"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.attributes {"sym_name" = %0, "limits" = %1, "exported" = %2}
  }
  irdl.operation @min attributes {
      summary = "Compute the minimum of two floating point values.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.min %b %c : f32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %2 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @mul attributes {
      summary = "Multiply two values",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.mul %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %2 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @ne attributes {
      summary = "Check if two values are different",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.ne %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) `->` type($result) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs>"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @neg attributes {
      summary = "Floating point negation",
      description = "Example:\n\n                                         ```mlir\n                                         %a = wasmssa.neg %b : f32\n                                         ```",
      assembly_format = "$src`:` type($src) attr-dict",
      traits = ["AllTypesMatch<src, result>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(src: %0)
    irdl.results(result: %1)
  }
  irdl.operation @or attributes {
      summary = "Compute the bitwise OR of two values",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.or %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %2 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @popcnt attributes {
      summary = "Population count of an integer.",
      description = "Example:\n\n                                         ```mlir\n                                         %a = wasmssa.popcnt %b : i32\n                                         ```",
      assembly_format = "$src`:` type($src) attr-dict",
      traits = ["AllTypesMatch<src, result>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(src: %0)
    irdl.results(result: %1)
  }
  irdl.operation @promote attributes {
      summary = "Get f64 representation of a f32 value.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.promote %b : f32 to f64\n     ```",
      assembly_format = "$input `:` type($input) `to` type($result) attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::Float32Type>($_self)))" {summary = "32-bit floating-point type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::Float64Type>($_self)))" {summary = "64-bit floating-point type"}
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @reinterpret attributes {
      summary = "Reinterpret the value represented by a bit vector by\n      bit-casting it to another type of same representation width.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.reinterpret %b : f32 as i32\n     ```",
      assembly_format = "$input `:` type($input) `as` type($result) attr-dict",
      cpp_verifier = "WasmssaReinterpret"} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @rem_si attributes {
      summary = "Calculate the remainder of dividing two integer values as signed integer",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.rem_si %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @rem_ui attributes {
      summary = "Calculate the remainder of dividing two integer values as an unsigned integer",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.rem_ui %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    %2 = irdl.c_pred "((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64))))" {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @return attributes {
      summary = "Return from the current function frame",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Terminator"],
      independent_variadics = ["operands"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64())))) || ((($_self.isSignlessInteger(128)))) || (((::llvm::isa<::mlir::wasmssa::FuncRefType>($_self))) || ((::llvm::isa<::mlir::wasmssa::ExternRefType>($_self))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float or 128-bit signless integer or Opaque type for function reference or Opaque type for external reference"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @rotl attributes {
      summary = "Rotate left.\n\n    Consume an integer and an integer rotate. The first\n    integer shall be rotated left by N bits, where N is the value of the\n    second integer.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.rotl %b by %c bits : i64\n    ```",
      assembly_format = "$val `by` $bits `bits` `:` type($val) attr-dict",
      traits = ["AllTypesMatch<val, bits, result>"]} {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any_of(%0, %1) {summary = "32-bit signless integer or 64-bit signless integer"}
    %3 = irdl.is i32
    %4 = irdl.is i64
    %5 = irdl.any_of(%3, %4) {summary = "32-bit signless integer or 64-bit signless integer"}
    %6 = irdl.is i32
    %7 = irdl.is i64
    %8 = irdl.any_of(%6, %7) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(val: %2, bits: %5)
    irdl.results(result: %8)
  }
  irdl.operation @rotr attributes {
      summary = "Rotate right.\n\n    Consume an integer, and an integer rotate. The first\n    integer shall be rotated right by N bits, where N is the value of the\n    second integer.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.rotr %b by %c bits : i64\n    ```",
      assembly_format = "$val `by` $bits `bits` `:` type($val) attr-dict",
      traits = ["AllTypesMatch<val, bits, result>"]} {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any_of(%0, %1) {summary = "32-bit signless integer or 64-bit signless integer"}
    %3 = irdl.is i32
    %4 = irdl.is i64
    %5 = irdl.any_of(%3, %4) {summary = "32-bit signless integer or 64-bit signless integer"}
    %6 = irdl.is i32
    %7 = irdl.is i64
    %8 = irdl.any_of(%6, %7) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(val: %2, bits: %5)
    irdl.results(result: %8)
  }
  irdl.operation @shl attributes {
      summary = "Consume an integer and an integer shift amount. The first\n    integer shall be shifted left by N bits, where N is the value of the second\n    integer.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.shl %b by %c bits : i64\n    ```",
      assembly_format = "$val `by` $bits `bits` `:` type($val) attr-dict",
      traits = ["AllTypesMatch<val, bits, result>"]} {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any_of(%0, %1) {summary = "32-bit signless integer or 64-bit signless integer"}
    %3 = irdl.is i32
    %4 = irdl.is i64
    %5 = irdl.any_of(%3, %4) {summary = "32-bit signless integer or 64-bit signless integer"}
    %6 = irdl.is i32
    %7 = irdl.is i64
    %8 = irdl.any_of(%6, %7) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(val: %2, bits: %5)
    irdl.results(result: %8)
  }
  irdl.operation @shr_s attributes {
      summary = "Arithmetic right shift.\n\n    Consume an integer and an integer shift amount. The first\n    integer shall be shifted right by N bits, where N is the value of the\n    second integer.\n\n    Vacated bits on the left shall be filled with the sign bit.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.shr_s %b by %c bits : i64\n    ```",
      assembly_format = "$val `by` $bits `bits` `:` type($val) attr-dict",
      traits = ["AllTypesMatch<val, bits, result>"]} {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any_of(%0, %1) {summary = "32-bit signless integer or 64-bit signless integer"}
    %3 = irdl.is i32
    %4 = irdl.is i64
    %5 = irdl.any_of(%3, %4) {summary = "32-bit signless integer or 64-bit signless integer"}
    %6 = irdl.is i32
    %7 = irdl.is i64
    %8 = irdl.any_of(%6, %7) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(val: %2, bits: %5)
    irdl.results(result: %8)
  }
  irdl.operation @shr_u attributes {
      summary = "Logical right shift.\n\n    Consume an integer, and an integer shift amount. The first\n    integer shall be shifted right by N bits, where N is the value of the\n    second integer.\n\n    Vacated bits on the left shall be filled with zeroes.",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.shr_u %b by %c bits : i64\n    ```",
      assembly_format = "$val `by` $bits `bits` `:` type($val) attr-dict",
      traits = ["AllTypesMatch<val, bits, result>"]} {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any_of(%0, %1) {summary = "32-bit signless integer or 64-bit signless integer"}
    %3 = irdl.is i32
    %4 = irdl.is i64
    %5 = irdl.any_of(%3, %4) {summary = "32-bit signless integer or 64-bit signless integer"}
    %6 = irdl.is i32
    %7 = irdl.is i64
    %8 = irdl.any_of(%6, %7) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(val: %2, bits: %5)
    irdl.results(result: %8)
  }
  irdl.operation @sqrt attributes {
      summary = "Floating point square root",
      description = "Example:\n\n                                         ```mlir\n                                         %a = wasmssa.sqrt %b : f32\n                                         ```",
      assembly_format = "$src`:` type($src) attr-dict",
      traits = ["AllTypesMatch<src, result>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(src: %0)
    irdl.results(result: %1)
  }
  irdl.operation @sub attributes {
      summary = "Subtract two values",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.sub %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %2 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @table attributes {
      summary = "WebAssembly table value",
      assembly_format = "(`exported` $exported^)? custom<SymbolName>($sym_name) $type attr-dict",
      traits = ["Symbol"],
      optional_attributes = ["exported"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::wasmssa::TableType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::wasmssa::TableType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of Wasm table type"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.attributes {"sym_name" = %0, "type" = %1, "exported" = %2}
  }
  irdl.operation @trunc attributes {
      summary = "Trunc of floating point value",
      description = "Example:\n\n                                         ```mlir\n                                         %a = wasmssa.trunc %b : f32\n                                         ```",
      assembly_format = "$src`:` type($src) attr-dict",
      traits = ["AllTypesMatch<src, result>"]} {
    %0 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    %1 = irdl.c_pred "((($_self.isF32())) || (($_self.isF64())))" {summary = "32-bit float or 64-bit float"}
    irdl.operands(src: %0)
    irdl.results(result: %1)
  }
  irdl.operation @wrap attributes {
      summary = "Cast an i64 to i32 by using a wrapping mechanism: y = x mod 2^32",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.wrap %b : i64 to i32\n     ```",
      assembly_format = "$input `:` type($input) `to` type($result) attr-dict"} {
    %0 = irdl.is i64
    %1 = irdl.any_of(%0) {summary = "64-bit signless integer"}
    %2 = irdl.is i32
    %3 = irdl.any_of(%2) {summary = "32-bit signless integer"}
    irdl.operands(input: %1)
    irdl.results(result: %3)
  }
  irdl.operation @xor attributes {
      summary = "Compute the bitwise XOR of two values",
      description = "Example:\n\n     ```mlir\n     %a = wasmssa.xor %b %c : i32\n    ```",
      assembly_format = "$lhs $rhs `:` type($lhs) attr-dict",
      traits = ["AllTypesMatch<lhs, rhs, result>"]} {
    %0 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %1 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    %2 = irdl.c_pred "(((($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((($_self.isF32())) || (($_self.isF64()))))" {summary = "32-bit signless integer or 64-bit signless integer or 32-bit float or 64-bit float"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
}
