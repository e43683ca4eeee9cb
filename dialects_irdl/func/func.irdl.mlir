// The func dialect: function definitions, direct and indirect calls, returns, and
// function values (symbol references as constants).
irdl.dialect @func attributes {properties, ods, summary = "Functions: definitions, calls and returns"} {
  irdl.operation @func attributes {
      summary = "An operation with a name containing a single SSACFG region",
      assembly_format = "custom<FunctionOp>($sym_name, $sym_visibility, $function_type, $arg_attrs, $res_attrs, $body)",
      traits = ["AffineScope", "IsolatedFromAbove", "Symbol", "AutomaticAllocationScope"],
      verifier = "FunctionOp",
      default_dialect = "func",
      optional_attributes = ["sym_visibility", "arg_attrs", "res_attrs", "no_inline"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.base "!builtin.function" {summary = "type attribute of function type"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.region
    irdl.attributes {"sym_name" = %0, "function_type" = %1, "sym_visibility" = %2, "arg_attrs" = %3, "res_attrs" = %4, "no_inline" = %5}
    irdl.regions(body: %6)
  }
  irdl.operation @return attributes {
      summary = "Function return operation",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Pure", "HasParent<func.func>", "ReturnLike", "Terminator"],
      verifier = "FuncReturn",
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @call_indirect attributes {
      summary = "Indirect call operation",
      description = "Calls the function value given as its first operand with the remaining operands; the types of the operands and results are the function type's.",
      assembly_format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
      traits = ["TypesMatchWith<callee, callee_operands, FunctionInputs, callee input types match argument types>", "TypesMatchWith<callee, results, FunctionResults, callee result types match result types>"],
      independent_variadics = ["callee_operands", "results"],
      optional_attributes = ["arg_attrs", "res_attrs"]} {
    %0 = irdl.base "!builtin.function" {summary = "function type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    irdl.operands(callee: %0, callee_operands: variadic %1)
    irdl.results(results: variadic %2)
    irdl.attributes {"arg_attrs" = %3, "res_attrs" = %4}
  }
  irdl.operation @constant attributes {
      summary = "Constant",
      description = "A value of function type that refers to the function named by a flat symbol reference; its type is that function's.",
      assembly_format = "attr-dict $value `:` type(results)",
      traits = ["ConstantLike", "Pure"],
      verifier = "FuncConstant",
      result_names = "FuncConstant"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)" {summary = "flat symbol reference attribute"}
    %1 = irdl.any {summary = "any type"}
    irdl.attributes {"value" = %0}
    irdl.results(result: %1)
  }
  irdl.operation @call attributes {
      summary = "Call operation",
      assembly_format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
      verifier = "FuncCall",
      independent_variadics = ["operands", "result"],
      optional_attributes = ["arg_attrs", "res_attrs", "no_inline"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::DictionaryAttr>(attr); })" {summary = "Array of dictionary attributes"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.any {summary = "any type"}
    %5 = irdl.any {summary = "any type"}
    irdl.attributes {"callee" = %0, "arg_attrs" = %1, "res_attrs" = %2, "no_inline" = %3}
    irdl.operands(operands: variadic %4)
    irdl.results(result: variadic %5)
  }
}
