// Imported from ODS (MLProgramBase.td:14) by irdl-import-ods: attributes, types and operations.
irdl.dialect @ml_program attributes {ods, properties, description = "The MLProgram dialect contains structural operations and types for\ndefining a compiled Machine-Learning program, as created from common\nML frameworks, such as TensorFlow, PyTorch, JAX, etc. It does not itself\ndefine computation ops common to such frameworks but establishes a common\nprogramming model for establishing modules, functions, globals and\nmemory model components appropriate for such an abstract level of detail.\n\nThis dialect is under active development, and while stability is an\neventual goal, it is not guaranteed at this juncture. Given the early state,\nit is recommended to inquire further prior to using this dialect."} {
  irdl.attribute @extern attributes {
      summary = "Value used for a global signalling external resolution",
      description = "When used as the value for a GlobalOp, this indicates that the actual\nvalue should be resolved externally in an implementation defined manner.\nThe `sym_name` of the global is the key for locating the value.\n\nExamples:\n\n```mlir\nextern : tensor<4xi32>\n```",
      self_type = "type"} {
    %0 = irdl.any {summary = "::mlir::Type"}
    irdl.parameters(type: %0)
  }
  irdl.type @"!token" attributes {
      summary = "Token for establishing execution ordering in a graph"} {
  }
  irdl.operation @func attributes {
      summary = "Function containing a single `SSACFG` region",
      description = "This simple function container represents callables in an ML program where\nthe body is an `SSACFG` region. It must be terminated by a `return` op which\nyields values with the same arity and types as the `FunctionType` results\nof the containing `func`.\n\nThis op is a `Symbol` but does not introduce a new `SymbolTable`. As such,\nit cannot represent nested symbols.\n\nExample:\n\n```mlir\nml_program.func private @some_extern(i32) -> i32\nml_program.func @compute(%arg0 : i32) -> i32 {\n  ml_program.return %arg0 : i32\n}\n```",
      cpp_assembly_format = "MlProgramFunc",
      traits = ["IsolatedFromAbove", "Symbol"],
      ods_traits = ["FunctionOpInterface", "RegionKindInterface"],
      optional_attributes = ["arg_attrs", "res_attrs", "sym_visibility"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of function type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.base "#builtin.string" {summary = "string attribute"}
    %5 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "function_type" = %1, "arg_attrs" = %2, "res_attrs" = %3, "sym_visibility" = %4}
    irdl.regions(body: %5)
  }
  irdl.operation @global attributes {
      summary = "Module level declaration of a global variable",
      description = "Declares a named global variable (or constant).\n\nA global contains a value of a specified type which can be accessed at\nruntime via appropriate load/store operations. It can be mutable or\nconstant, optionally taking an initial value or declared as\nextern (in which case, the initial value is found in external storage\nby symbol name).\n\nGenerally, the type of the global and the type of the initial value\nwill be the same. However, for type hierarchies which can have a more\ngeneralized bounding type that can be assigned from a narrow type, this\nis allowed (but not verified).\n\nExamples:\n\n```mlir\n// Constant global.\nml_program.global @foobar(dense<4> : tensor<4xi32>) : tensor<?xi32>\n\n// Constant with external linkage.\nml_program.global mutable @foobar(#ml_program.extern<tensor<4xi32>>)\n  : tensor<?xi32>\n\n// Mutable global with an undefined initial value.\nml_program.global mutable @foobar : tensor<?xi32>\n```",
      ods_assembly_format = "\n    custom<SymbolVisibility>($sym_visibility)\n    (`mutable` $is_mutable^)?\n    custom<SymbolName>($sym_name) ``\n    custom<TypedInitialValue>($type, $value)\n    attr-dict\n  ",
      traits = ["Symbol"],
      cpp_verifier = "MlProgramGlobal",
      optional_attributes = ["is_mutable", "value", "sym_visibility"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.any {summary = "any attribute"}
    %4 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.attributes {"sym_name" = %0, "type" = %1, "is_mutable" = %2, "value" = %3, "sym_visibility" = %4}
  }
  irdl.operation @global_load attributes {
      summary = "Direct load of a mutable value from a global",
      description = "Performs a non-atomic, non-volatile, non-synchronized load from a global\nthat may be mutable.\n\nIt is fully expected that these constraints are not suitable for\nall situations, and alternative ops should be defined and used for more\nadvanced cases.\n\nThis op is side effecting and may not be valid to use in graph regions\nwithout additional consideration to evaluation order constraints. See\n`global_load_graph` for op which allows for explicit ordering constraints.\n\nExample:\n\n```mlir\n%0 = ml_program.global_load @foobar : tensor<?xi32>\n```",
      assembly_format = "$global `:` type($result) attr-dict",
      ods_traits = ["OpAsmOpInterface", "SymbolUserOpInterface"],
      cpp_verifier = "MlProgramGlobalLoad",
      cpp_result_names = "MlProgramGlobalLoad"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %1 = irdl.any {summary = "any type"}
    irdl.results(result: %1)
    irdl.attributes {"global" = %0}
  }
  irdl.operation @global_load_const attributes {
      summary = "Direct load a constant value from a global",
      description = "Loads a constant (immutable) value from a global directly by symbol.\n\nThis op is only legal for globals that are not mutable and exists because\nsuch a load can be considered to have no side effects.\n\nExample:\n\n```mlir\n%0 = ml_program.global_load_const @foobar : tensor<?xi32>\n```",
      assembly_format = "$global `:` type($result) attr-dict",
      traits = ["Pure"],
      ods_traits = ["OpAsmOpInterface", "SymbolUserOpInterface"],
      cpp_verifier = "MlProgramGlobalLoadConst",
      cpp_result_names = "MlProgramGlobalLoadConst"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %1 = irdl.any {summary = "any type"}
    irdl.results(result: %1)
    irdl.attributes {"global" = %0}
  }
  irdl.operation @global_load_graph attributes {
      summary = "Direct load of a mutable value from a global in Graph region",
      description = "Performs a non-atomic, non-volatile, non-synchronized load from a global\nthat may be mutable.\n\nIt is fully expected that these constraints are not suitable for all\nsituations, and alternative ops should be defined and used for more advanced\ncases.\n\nThis op is side effecting and may not be valid to use in graph regions\nwithout additional consideration to evaluation order constraints.\n\nExample:\n\n```mlir\n%0, %cstr = ml_program.global_load_graph @foobar\n  ordering (%token -> !ml_program.token) : tensor<?xi32>\n```",
      ods_assembly_format = "\n    $global `` custom<TokenOrdering>($consumeTokens, type($produceToken)) `:` type($result) attr-dict\n  ",
      ods_traits = ["SymbolUserOpInterface"],
      cpp_verifier = "MlProgramGlobalLoadGraph",
      independent_variadics = ["consumeTokens"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %1 = irdl.base @ml_program::@"!token" {summary = "Token for establishing execution ordering in a graph"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.base @ml_program::@"!token" {summary = "Token for establishing execution ordering in a graph"}
    irdl.operands(consumeTokens: variadic %1)
    irdl.results(result: %2, produceToken: %3)
    irdl.attributes {"global" = %0}
  }
  irdl.operation @global_store attributes {
      summary = "Direct store of a value into a mutable global",
      description = "Performs a non-atomic, non-volatile, non-synchronized store to a mutable\nglobal.\n\nIt is fully expected that these constraints are not suitable for\nall situations, and alternative ops should be defined and used for more\nadvanced cases.\n\nThis op is side effecting and may not be valid to use in graph regions\nwithout additional consideration to evaluation order constraints. See\n`global_store_graph` for op which allows for explicit ordering constraints.\n\nExample:\n\n```mlir\nml_program.global_store @foobar = %0 : tensor<?xi32>\n```",
      assembly_format = "$global `=` $value `:` type($value) attr-dict",
      ods_traits = ["SymbolUserOpInterface"],
      cpp_verifier = "MlProgramGlobalStore"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(value: %1)
    irdl.attributes {"global" = %0}
  }
  irdl.operation @global_store_graph attributes {
      summary = "Direct store of a value into a mutable global",
      description = "Performs a non-atomic, non-volatile, non-synchronized store to a mutable\nglobal.\n\nIt is fully expected that these constraints are not suitable for\nall situations, and alternative ops should be defined and used for more\nadvanced cases.\n\nThis op is side effecting and may not be valid to use in graph regions\nwithout additional consideration to evaluation order constraints.\n\nExample:\n\n```mlir\n%token = ml_program.global_store @foobar = %0 : tensor<?xi32>\n  ordering (%in_token -> !ml_program.token) : tensor<?xi32>\n```",
      ods_assembly_format = "\n    $global `=` $value `` custom<TokenOrdering>($consumeTokens, type($produceToken)) `:` type($value) attr-dict\n  ",
      ods_traits = ["SymbolUserOpInterface"],
      cpp_verifier = "MlProgramGlobalStoreGraph",
      independent_variadics = ["consumeTokens"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.base @ml_program::@"!token" {summary = "Token for establishing execution ordering in a graph"}
    %3 = irdl.base @ml_program::@"!token" {summary = "Token for establishing execution ordering in a graph"}
    irdl.operands(value: %1, consumeTokens: variadic %2)
    irdl.results(produceToken: %3)
    irdl.attributes {"global" = %0}
  }
  irdl.operation @output attributes {
      summary = "Outputs values from a subgraph function",
      description = "The `output` operation terminates a subgraph by yielding values\nto the caller.\nThe operation takes variable number of operands and produces no results.\nThe operand number and types must match the signature of the function\nthat contains the operation.",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Pure", "HasParent<ml_program.subgraph>", "ReturnLike", "Terminator"],
      cpp_verifier = "MlProgramOutput",
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @return attributes {
      summary = "Returns values from a `func` function",
      description = "The `return` operation terminates a `func` function by yielding values\nto the caller.\nThe operation takes variable number of operands and produces no results.\nThe operand number and types must match the signature of the function\nthat contains the operation.",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Pure", "HasParent<ml_program.func>", "ReturnLike", "Terminator"],
      cpp_verifier = "MlProgramReturn",
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @subgraph attributes {
      summary = "An function containing a single `Graph` region",
      description = "This simple function container represents callables in an ML program where\nthe body is a `Graph` region containing a single block. It must be\nterminated by an `output` op which yields values with the same arity and\ntypes as the `FunctionType` results of the containing `subgraph`.\n\nThis op is a `Symbol` but does not introduce a new `SymbolTable`. As such,\nit cannot represented nested symbols.\n\nExample:\n\n```mlir\nml_program.subgraph private @some_extern(i32) -> i32\nml_program.subgraph @compute(%arg0 : i32) -> i32 {\n  ml_program.output %arg0 : i32\n}\n```",
      cpp_assembly_format = "MlProgramSubgraph",
      traits = ["HasOnlyGraphRegion", "IsolatedFromAbove", "SingleBlock", "Symbol"],
      ods_traits = ["FunctionOpInterface", "RegionKindInterface"],
      optional_attributes = ["arg_attrs", "res_attrs", "sym_visibility"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of function type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.base "#builtin.string" {summary = "string attribute"}
    %5 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "function_type" = %1, "arg_attrs" = %2, "res_attrs" = %3, "sym_visibility" = %4}
    irdl.regions(body: %5)
  }
  irdl.operation @token attributes {
      summary = "Produces a new token value",
      description = "Token values are used to chain side effecting ops in a graph so as to\nestablish an execution order. This op produces a token.",
      assembly_format = "attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.base @ml_program::@"!token" {summary = "Token for establishing execution ordering in a graph"}
    irdl.results(token: %0)
  }
}
