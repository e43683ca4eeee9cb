// The func dialect: functions, calls and returns (enough for the IRDL conformance
// payloads; the standard library issue completes it).
irdl.dialect @func attributes {properties, partial, ods, summary = "Functions: definitions, calls and returns"} {
  irdl.operation @func attributes {
      summary = "An operation with a name containing a single SSACFG region",
      assembly_format = "custom<FunctionOp>($sym_name, $sym_visibility, $function_type, $arg_attrs, $res_attrs, $body)",
      traits = ["IsolatedFromAbove", "Symbol"],
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
