// Imported from ODS (EmitCBase.td:22) by irdl-import-ods: attributes, types and operations.
irdl.dialect @emitc attributes {ods, properties, summary = "Dialect to generate C/C++ from MLIR.", description = "[include \"Dialects/emitc.md\"]"} {
  irdl.attribute @opaque attributes {
      summary = "An opaque attribute",
      description = "An opaque attribute of which the value gets emitted as is.\n\nExample:\n\n```mlir\n#emitc.opaque<\"\">\n#emitc.opaque<\"NULL\">\n#emitc.opaque<\"nullptr\">\n```",
      assembly_format = "`<` custom<Param>($value, \"EmitC_OpaqueAttr\", \"::llvm::StringRef\") `>`"} {
    %0 = irdl.base "#builtin.string" {summary = "the opaque value"}
    irdl.parameters(value: %0)
  }
  irdl.type @array attributes {
      summary = "EmitC array type",
      description = "An array data type.\n\nExample:\n\n```mlir\n// Array emitted as `int32_t[10]`\n!emitc.array<10xi32>\n// Array emitted as `float[10][20]`\n!emitc.array<10x20xf32>\n```",
      cpp_assembly_format = "EmitcArrayType",
      cpp_verifier = "EmitcArrayType"} {
    %0 = irdl.any {summary = "::llvm::ArrayRef<int64_t>"}
    %1 = irdl.any {summary = "Type"}
    irdl.parameters(shape: %0, elementType: %1)
  }
  irdl.type @lvalue attributes {
      summary = "EmitC lvalue type",
      description = "Values of this type can be assigned to and their address can be taken.",
      assembly_format = "`<` qualified($valueType) `>`",
      cpp_verifier = "EmitcLValueType"} {
    %0 = irdl.any {summary = "Type"}
    irdl.parameters(valueType: %0)
  }
  irdl.type @"!opaque" attributes {
      summary = "EmitC opaque type",
      description = "An opaque data type of which the value gets emitted as is.\n\nExample:\n\n```mlir\n!emitc.opaque<\"int\">\n!emitc.opaque<\"mytype\">\n!emitc.opaque<\"std::vector<std::string>\">\n```",
      assembly_format = "`<` custom<Param>($value, \"EmitC_OpaqueType\", \"::llvm::StringRef\") `>`",
      cpp_verifier = "EmitcOpaqueType"} {
    %0 = irdl.base "#builtin.string" {summary = "the opaque value"}
    irdl.parameters(value: %0)
  }
  irdl.type @ptr attributes {
      summary = "EmitC pointer type",
      description = "A pointer data type.\n\nExample:\n\n```mlir\n// Pointer emitted as `int32_t*`\n!emitc.ptr<i32>\n// Pointer emitted as `float*`\n!emitc.ptr<f32>\n// Pointer emitted as `int*`\n!emitc.ptr<!emitc.opaque<\"int\">>\n```",
      assembly_format = "`<` qualified($pointee) `>`",
      cpp_verifier = "EmitcPointerType"} {
    %0 = irdl.any {summary = "Type"}
    irdl.parameters(pointee: %0)
  }
  irdl.type @ptrdiff_t attributes {
      summary = "EmitC signed pointer diff type",
      description = "Signed data type as wide as platform-specific pointer types.\nIn particular, it is as wide as `emitc.size_t`.\nIt corresponds to `ptrdiff_t` found in `<stddef.h>`."} {
  }
  irdl.type @ssize_t attributes {
      summary = "EmitC signed size type",
      description = "Data type representing all values of `emitc.size_t`, plus -1.\nIt corresponds to `ssize_t` found in `<sys/types.h>`.\n\nUse of this type causes the code to be non-C99 compliant."} {
  }
  irdl.type @size_t attributes {
      summary = "EmitC unsigned size type",
      description = "Unsigned data type as wide as platform-specific pointer types.\nIt corresponds to `size_t` found in `<stddef.h>`."} {
  }
  irdl.operation @add attributes {
      summary = "Addition operation",
      description = "With the `emitc.add` operation the arithmetic operator + (addition) can\nbe applied.\n\nExample:\n\n```mlir\n// Custom form of the addition operation.\n%0 = emitc.add %arg0, %arg1 : (i32, i32) -> i32\n%1 = emitc.add %arg2, %arg3 : (!emitc.ptr<f32>, i32) -> !emitc.ptr<f32>\n```\n```c++\n// Code emitted for the operations above.\nint32_t v5 = v1 + v2;\nfloat* v6 = v3 + v4;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"],
      cpp_verifier = "EmitcAdd"} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @address_of attributes {
      summary = "Address operation",
      description = "This operation models the C & (address of) operator for a single operand,\nwhich must be an emitc.lvalue, and returns an emitc pointer to its location.\n\nExample:\n\n```mlir\n// Custom form of applying the & operator.\n%0 = emitc.address_of %arg0 : (!emitc.lvalue<i32>) -> !emitc.ptr<i32>\n```",
      assembly_format = "$reference `:` qualified(type($reference)) attr-dict",
      traits = ["TypesMatchWith<reference, result, cpp:EmitcAddressOfResult, input and result reference the same type>"],
      ods_traits = ["CExpressionInterface"],
      cpp_verifier = "EmitcAddressOf"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::emitc::LValueType>($_self))" {summary = "EmitC lvalue type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::emitc::PointerType>($_self))" {summary = "EmitC pointer type"}
    irdl.operands(reference: %0)
    irdl.results(result: %1)
  }
  irdl.operation @apply attributes {
      summary = "Deprecated (use address_of/dereference)",
      description = "With the `emitc.apply` operation the operators & (address of) and * (contents of)\ncan be applied to a single operand.\n\nExample:\n\n```mlir\n// Custom form of applying the & operator.\n%0 = emitc.apply \"&\"(%arg0) : (!emitc.lvalue<i32>) -> !emitc.ptr<i32>\n\n// Generic form of the same operation.\n%0 = \"emitc.apply\"(%arg0) {applicableOperator = \"&\"}\n    : (!emitc.lvalue<i32>) -> !emitc.ptr<i32>\n\n```",
      assembly_format = "$applicableOperator `(` $operand `)` attr-dict `:` functional-type($operand, results)",
      ods_traits = ["CExpressionInterface"],
      cpp_verifier = "EmitcApply"} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "((emitc::isSupportedEmitCType($_self))) || ((::llvm::isa<::mlir::emitc::LValueType>($_self)))" {summary = "type supported by EmitC or EmitC lvalue type"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(operand: %1)
    irdl.results(result: %2)
    irdl.attributes {"applicableOperator" = %0}
  }
  irdl.operation @assign attributes {
      summary = "Assign operation",
      description = "The `emitc.assign` operation stores an SSA value to the location designated by an\nEmitC variable. This operation doesn't return any value. The assigned value\nmust be of the same type as the variable being assigned. The operation is\nemitted as a C/C++ '=' operator.\n\nExample:\n\n```mlir\n// Integer variable\n%0 = \"emitc.variable\"(){value = 42 : i32} : () -> !emitc.lvalue<i32>\n%1 = emitc.call_opaque \"foo\"() : () -> (i32)\n\n// Assign emitted as `... = ...;`\n\"emitc.assign\"(%0, %1) : (!emitc.lvalue<i32>, i32) -> ()\n```",
      assembly_format = "$value `:` type($value) `to` $var `:` custom<StrippedType>(type($var), \"!emitc.lvalue\") attr-dict",
      cpp_verifier = "EmitcAssign"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::emitc::LValueType>($_self))" {summary = "EmitC lvalue type"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(var: %0, value: %1)
  }
  irdl.operation @bitwise_and attributes {
      summary = "Bitwise and operation",
      description = "With the `emitc.bitwise_and` operation the bitwise operator & (and) can\nbe applied.\n\nExample:\n\n```mlir\n%0 = emitc.bitwise_and %arg0, %arg1 : (i32, i32) -> i32\n```\n```c++\n// Code emitted for the operation above.\nint32_t v3 = v1 & v2;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @bitwise_left_shift attributes {
      summary = "Bitwise left shift operation",
      description = "With the `emitc.bitwise_left_shift` operation the bitwise operator <<\n(left shift) can be applied.\n\nExample:\n\n```mlir\n%0 = emitc.bitwise_left_shift %arg0, %arg1 : (i32, i32) -> i32\n```\n```c++\n// Code emitted for the operation above.\nint32_t v3 = v1 << v2;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @bitwise_not attributes {
      summary = "Bitwise not operation",
      description = "With the `emitc.bitwise_not` operation the bitwise operator ~ (not) can\nbe applied.\n\nExample:\n\n```mlir\n%0 = emitc.bitwise_not %arg0 : (i32) -> i32\n```\n```c++\n// Code emitted for the operation above.\nint32_t v2 = ~v1;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(odsArg0: %0)
    irdl.results(odsResult0: %1)
  }
  irdl.operation @bitwise_or attributes {
      summary = "Bitwise or operation",
      description = "With the `emitc.bitwise_or` operation the bitwise operator | (or)\ncan be applied.\n\nExample:\n\n```mlir\n%0 = emitc.bitwise_or %arg0, %arg1 : (i32, i32) -> i32\n```\n```c++\n// Code emitted for the operation above.\nint32_t v3 = v1 | v2;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @bitwise_right_shift attributes {
      summary = "Bitwise right shift operation",
      description = "With the `emitc.bitwise_right_shift` operation the bitwise operator >>\n(right shift) can be applied.\n\nExample:\n\n```mlir\n%0 = emitc.bitwise_right_shift %arg0, %arg1 : (i32, i32) -> i32\n```\n```c++\n// Code emitted for the operation above.\nint32_t v3 = v1 >> v2;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @bitwise_xor attributes {
      summary = "Bitwise xor operation",
      description = "With the `emitc.bitwise_xor` operation the bitwise operator ^ (xor)\ncan be applied.\n\nExample:\n\n```mlir\n%0 = emitc.bitwise_xor %arg0, %arg1 : (i32, i32) -> i32\n```\n```c++\n// Code emitted for the operation above.\nint32_t v3 = v1 ^ v2;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @call attributes {
      summary = "Call operation",
      description = "The `emitc.call` operation represents a direct call to an `emitc.func`\nthat is within the same symbol scope as the call. The operands and result type\nof the call must match the specified function type. The callee is encoded as a\nsymbol reference attribute named \"callee\".\n\nExample:\n\n```mlir\n%2 = emitc.call @my_add(%0, %1) : (f32, f32) -> f32\n```",
      assembly_format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
      ods_traits = ["CallOpInterface", "CExpressionInterface", "SymbolUserOpInterface"],
      cpp_verifier = "EmitcCall",
      optional_attributes = ["arg_attrs", "res_attrs"],
      independent_variadics = ["operands", "odsResult0"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(operands: variadic %1)
    irdl.results(odsResult0: variadic %4)
    irdl.attributes {"callee" = %0, "arg_attrs" = %2, "res_attrs" = %3}
  }
  irdl.operation @call_opaque attributes {
      summary = "Opaque call operation",
      description = "The `emitc.call_opaque` operation represents a C++ function call. The callee\ncan be an arbitrary non-empty string. The call allows specifying order\nof operands and attributes in the call as follows:\n\n- integer value of index type refers to an operand;\n- attribute which will get lowered to constant value in call;\n\nExample:\n\n```mlir\n// Custom form defining a call to `foo()`.\n%0 = emitc.call_opaque \"foo\" () : () -> i32\n\n// Generic form of the same operation.\n%0 = \"emitc.call_opaque\"() {callee = \"foo\"} : () -> i32\n```",
      assembly_format = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
      ods_traits = ["CExpressionInterface"],
      cpp_verifier = "EmitcCallOpaque",
      optional_attributes = ["args", "template_args"],
      independent_variadics = ["operands", "odsResult0"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ArrayAttr>($_self))" {summary = "array attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::ArrayAttr>($_self))" {summary = "array attribute"}
    %3 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %4 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(operands: variadic %3)
    irdl.results(odsResult0: variadic %4)
    irdl.attributes {"callee" = %0, "args" = %1, "template_args" = %2}
  }
  irdl.operation @cast attributes {
      summary = "Cast operation",
      description = "The `emitc.cast` operation performs an explicit type conversion and is emitted\nas a C-style cast expression. It can be applied to integer, float, index\nand EmitC types.\n\nExample:\n\n```mlir\n// Cast from `int32_t` to `float`\n%0 = emitc.cast %arg0: i32 to f32\n\n// Cast from `void` to `int32_t` pointer\n%1 = emitc.cast %arg1 :\n    !emitc.ptr<!emitc.opaque<\"void\">> to !emitc.ptr<i32>\n```",
      assembly_format = "$source attr-dict `:` type($source) `to` type($dest)",
      ods_traits = ["CExpressionInterface", "CastOpInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(source: %0)
    irdl.results(dest: %1)
  }
  irdl.operation @class attributes {
      summary = "Represents a C++ class definition, encapsulating fields and methods.",
      description = "The `emitc.class` operation defines a C++ class, acting as a container\nfor its data fields (`emitc.field`) and methods (`emitc.func`).\nIt creates a distinct scope, isolating its contents from the surrounding\nMLIR region, similar to how C++ classes encapsulate their internals.\n\nExample:\n\n```mlir\nemitc.class @modelClass {\n  emitc.field @fieldName0 : !emitc.array<1xf32> = {emitc.opaque = \"input_tensor\"}\n  emitc.func @execute() {\n    %0 = \"emitc.constant\"() <{value = 0 : index}> : () -> !emitc.size_t\n    %1 = get_field @fieldName0 : !emitc.array<1xf32>\n    %2 = subscript %1[%0] : (!emitc.array<1xf32>, !emitc.size_t) -> !emitc.lvalue<f32>\n    return\n  }\n}\n// Class with a final specifer\nemitc.class final @modelClass {\n  emitc.field @fieldName0 : !emitc.array<1xf32> = {emitc.opaque = \"input_tensor\"}\n  emitc.func @execute() {\n    %0 = \"emitc.constant\"() <{value = 0 : index}> : () -> !emitc.size_t\n    %1 = get_field @fieldName0 : !emitc.array<1xf32>\n    %2 = subscript %1[%0] : (!emitc.array<1xf32>, !emitc.size_t) -> !emitc.lvalue<f32>\n    return\n  }\n}\n```",
      assembly_format = "(`final` $final_specifier^)? custom<SymbolName>($sym_name) attr-dict-with-keyword $body",
      traits = ["AutomaticAllocationScope", "IsolatedFromAbove", "SymbolTable", "Symbol", "NoTerminator", "SingleBlock", "HasOnlyGraphRegion"],
      ods_traits = ["OpAsmOpInterface", "RegionKindInterface"],
      optional_attributes = ["final_specifier"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "final_specifier" = %1}
    irdl.regions(body: %2)
  }
  irdl.operation @cmp attributes {
      summary = "Comparison operation",
      description = "With the `emitc.cmp` operation the comparison operators ==, !=, <, <=, >, >=, <=> \ncan be applied.\n\nIts first argument is an attribute that defines the comparison operator:\n\n- equal to (mnemonic: `\"eq\"`; integer value: `0`)\n- not equal to (mnemonic: `\"ne\"`; integer value: `1`)\n- less than (mnemonic: `\"lt\"`; integer value: `2`)\n- less than or equal to (mnemonic: `\"le\"`; integer value: `3`)\n- greater than (mnemonic: `\"gt\"`; integer value: `4`)\n- greater than or equal to (mnemonic: `\"ge\"`; integer value: `5`)\n- three-way-comparison (mnemonic: `\"three_way\"`; integer value: `6`)\n\nExample:\n```mlir\n// Custom form of the cmp operation.\n%0 = emitc.cmp eq, %arg0, %arg1 : (i32, i32) -> i1\n%1 = emitc.cmp lt, %arg2, %arg3 : \n    (\n      !emitc.opaque<\"std::valarray<float>\">,\n      !emitc.opaque<\"std::valarray<float>\">\n    ) -> !emitc.opaque<\"std::valarray<bool>\">\n```\n```c++\n// Code emitted for the operations above.\nbool v5 = v1 == v2;\nstd::valarray<bool> v6 = v3 < v4;\n```",
      assembly_format = "custom<IntEnum>($predicate, \"eq ne lt le gt ge three_way\", \"64\") `,` operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::emitc::CmpPredicateAttr>($_self))" {summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %3 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(lhs: %1, rhs: %2)
    irdl.results(odsResult0: %3)
    irdl.attributes {"predicate" = %0}
  }
  irdl.operation @conditional attributes {
      summary = "Conditional (ternary) operation",
      description = "With the `emitc.conditional` operation the ternary conditional operator can\nbe applied.\n\nExample:\n\n```mlir\n%0 = emitc.cmp gt, %arg0, %arg1 : (i32, i32) -> i1\n\n%c0 = \"emitc.constant\"() {value = 10 : i32} : () -> i32\n%c1 = \"emitc.constant\"() {value = 11 : i32} : () -> i32\n\n%1 = emitc.conditional %0, %c0, %c1 : i32\n```\n```c++\n// Code emitted for the operations above.\nbool v3 = v1 > v2;\nint32_t v4 = 10;\nint32_t v5 = 11;\nint32_t v6 = v3 ? v4 : v5;\n```",
      assembly_format = "operands attr-dict `:` type($result)",
      traits = ["AllTypesMatch<true_value, false_value, result>"],
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %3 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(condition: %0, true_value: %1, false_value: %2)
    irdl.results(result: %3)
  }
  irdl.operation @constant attributes {
      summary = "Constant operation",
      description = "The `emitc.constant` operation produces an SSA value equal to some constant\nspecified by an attribute. This can be used to form simple integer and\nfloating point constants, as well as more exotic things like tensor\nconstants. The `emitc.constant` operation also supports the EmitC opaque\nattribute and the EmitC opaque type. Since folding is supported,\nit should not be used with pointers.\n\nExample:\n\n```mlir\n// Integer constant\n%0 = \"emitc.constant\"(){value = 42 : i32} : () -> i32\n\n// Constant emitted as `char = CHAR_MIN;`\n%1 = \"emitc.constant\"() {value = #emitc.opaque<\"CHAR_MIN\">}\n  : () -> !emitc.opaque<\"char\">\n```",
      traits = ["ConstantLike"],
      ods_traits = ["CExpressionInterface"],
      cpp_verifier = "EmitcConstant"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::emitc::OpaqueAttr>($_self))) || ((::llvm::isa<::mlir::TypedAttr>($_self)))" {summary = "An opaque attribute or TypedAttr instance"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.results(odsResult0: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @declare_func attributes {
      summary = "An operation to declare a function",
      description = "The `emitc.declare_func` operation allows to insert a function declaration for an\n`emitc.func` at a specific position. The operation only requires the \"callee\"\nof the `emitc.func` to be specified as an attribute.\n\nExample:\n\n```mlir\nemitc.declare_func @bar\nemitc.func @foo(%arg0: i32) -> i32 {\n  %0 = emitc.call @bar(%arg0) : (i32) -> (i32)\n  emitc.return %0 : i32\n}\n\nemitc.func @bar(%arg0: i32) -> i32 {\n  emitc.return %arg0 : i32\n}\n```\n\n```c++\n// Code emitted for the operations above.\nint32_t bar(int32_t v1);\nint32_t foo(int32_t v1) {\n  int32_t v2 = bar(v1);\n  return v2;\n}\n\nint32_t bar(int32_t v1) {\n  return v1;\n}\n```",
      assembly_format = "$sym_name attr-dict",
      ods_traits = ["SymbolUserOpInterface"],
      cpp_verifier = "EmitcDeclareFunc"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    irdl.attributes {"sym_name" = %0}
  }
  irdl.operation @dereference attributes {
      summary = "Dereference operation",
      description = "This operation models the C * (dereference) operator, which must be of\n!emitc.ptr<> type, returning an !emitc.lvalue<> the value pointed to by the\npointer.\n\nExample:\n\n```mlir\n// Custom form of the dereference operator.\n%0 = emitc.dereference %arg0 : (!emitc.ptr<i32>) -> !emitc.lvalue<i32>\n```",
      assembly_format = "$pointer `:` qualified(type($pointer)) attr-dict",
      traits = ["TypesMatchWith<pointer, result, cpp:EmitcDereferenceResult, input and result reference the same type>"],
      cpp_verifier = "EmitcDereference"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::emitc::PointerType>($_self))" {summary = "EmitC pointer type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::emitc::LValueType>($_self))" {summary = "EmitC lvalue type"}
    irdl.operands(pointer: %0)
    irdl.results(result: %1)
  }
  irdl.operation @div attributes {
      summary = "Division operation",
      description = "With the `emitc.div` operation the arithmetic operator / (division) can\nbe applied.\n\nExample:\n\n```mlir\n// Custom form of the division operation.\n%0 = emitc.div %arg0, %arg1 : (i32, i32) -> i32\n%1 = emitc.div %arg2, %arg3 : (f32, f32) -> f32\n```\n```c++\n// Code emitted for the operations above.\nint32_t v5 = v1 / v2;\nfloat v6 = v3 / v4;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "((emitc::isSupportedFloatType($_self))) || ((emitc::isIntegerIndexOrOpaqueType($_self)))" {summary = "floating-point type supported by EmitC or integer, index or opaque type supported by EmitC"}
    %1 = irdl.c_pred "((emitc::isSupportedFloatType($_self))) || ((emitc::isIntegerIndexOrOpaqueType($_self)))" {summary = "floating-point type supported by EmitC or integer, index or opaque type supported by EmitC"}
    %2 = irdl.c_pred "((emitc::isSupportedFloatType($_self))) || ((emitc::isIntegerIndexOrOpaqueType($_self)))" {summary = "floating-point type supported by EmitC or integer, index or opaque type supported by EmitC"}
    irdl.operands(odsArg0: %0, odsArg1: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @do attributes {
      summary = "Do-while operation",
      description = "The `emitc.do` operation represents a C/C++ do-while loop construct that\nrepeatedly executes a body region as long as a condition region evaluates to\ntrue. The operation has two regions:\n\n1. A body region that contains the loop body\n2. A condition region that must yield a boolean value (i1)\n\nThe condition is evaluated before each iteration as follows:\n- The condition region must contain exactly one block with:\n  1. An `emitc.expression` operation producing an i1 value\n  2. An `emitc.yield` passing through the expression result\n- The expression's body contains the actual condition logic\n\nThe body region is executed before the first evaluation of the \ncondition. Thus, there is a guarantee that the loop will be executed \nat least once. The loop terminates when the condition yields false.\n\nThe canonical structure of `emitc.do` is:\n\n```mlir\nemitc.do {\n  // Body region (no terminator required).\n  // Loop body operations...\n} while {\n  // Condition region (must yield i1)\n  %condition = emitc.expression : () -> i1 {\n    // Condition computation...\n    %result = ... : i1  // Last operation must produce i1\n    emitc.yield %result : i1\n  }\n  // Forward expression result\n  emitc.yield %condition : i1  \n}\n```\n\nExample:\n\n```mlir\nemitc.func @do_example() {\n  %counter = \"emitc.variable\"() <{value = 0 : i32}> : () -> !emitc.lvalue<i32>\n  %end = emitc.literal \"10\" : i32\n  %step = emitc.literal \"1\" : i32\n\n  emitc.do {\n    // Print current value\n    %val = emitc.load %counter : !emitc.lvalue<i32>\n    emitc.verbatim \"printf(\\\"%d\\\\n\\\", {});\" args %val : i32\n\n    // Increment counter\n    %new_val = emitc.add %val, %step : (i32, i32) -> i32\n    \"emitc.assign\"(%counter, %new_val) : (!emitc.lvalue<i32>, i32) -> ()\n  } while {\n    %condition = emitc.expression %counter, %end : (!emitc.lvalue<i32>, i32) -> i1 {\n      %current = emitc.load %counter : !emitc.lvalue<i32>\n      %cmp_res = emitc.cmp lt, %current, %end : (i32, i32) -> i1\n      emitc.yield %cmp_res : i1\n    }\n    emitc.yield %condition : i1\n  }\n  return\n}\n```\n```c++\n// Code emitted for the operation above.\nvoid do_example() {\n  int32_t v1 = 0;\n  do {\n    int32_t v2 = v1;\n    printf(\"%d\\n\", v2);\n    int32_t v3 = v2 + 1;\n    v1 = v3;\n  } while (v1 < 10);\n  return;\n}\n```",
      cpp_assembly_format = "EmitcDo",
      traits = ["NoTerminator", "RecursiveMemoryEffects"],
      ods_traits = ["OpAsmOpInterface"],
      cpp_verifier = "EmitcDo"} {
    %0 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %1 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.regions(bodyRegion: %0, conditionRegion: %1)
  }
  irdl.operation @expression attributes {
      summary = "Expression operation",
      description = "The `emitc.expression` operation returns a single SSA value which is yielded by\nits single-basic-block region. The operation takes zero or more input operands \nthat are passed as block arguments to the region.\n\nAs the operation is to be emitted as a C expression, the operations within\nits body must form a single Def-Use tree, or a DAG trivially expandable to\none, i.e. a DAG where each operation with side effects is only reachable\nonce from the expression root.\n\nInput operands can be of both value types (`EmitCType`) and lvalue types\n(`EmitC_LValueType`).\n\nExample:\n```mlir\n%r = emitc.expression %a, %b, %c : (i32, i32, i32) -> i32 {\n  %0 = emitc.call_opaque \"foo\"(%a) : (i32) -> i32\n  %1 = emitc.add %b, %c : (i32, i32) -> i32\n  %2 = emitc.mul %0, %1 : (i32, i32) -> i32\n  emitc.yield %2 : i32\n}\n```\n\nMay be emitted as:\n```c++\nint32_t v4 = foo(v1) * (v2 + v3);\n```\n\nWhen specified, the optional `noinline` indicates that the expression is\nto be emitted as seen above, i.e. as the rhs of an EmitC SSA value\ndefinition. Otherwise, the expression may be emitted inline, i.e. directly\nat its use.",
      cpp_assembly_format = "EmitcExpression",
      traits = ["HasOnlyGraphRegion", "IsolatedFromAbove", "SingleBlockImplicitTerminator<emitc.yield>"],
      ods_traits = ["OpAsmOpInterface"],
      cpp_verifier = "EmitcExpression",
      optional_attributes = ["do_not_inline"],
      independent_variadics = ["defs"]} {
    %0 = irdl.c_pred "((emitc::isSupportedEmitCType($_self))) || ((::llvm::isa<::mlir::emitc::LValueType>($_self)))" {summary = "type supported by EmitC or EmitC lvalue type"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(defs: variadic %0)
    irdl.results(result: %2)
    irdl.attributes {"do_not_inline" = %1}
    irdl.regions(region: %3)
  }
  irdl.operation @field attributes {
      summary = "A field within a class",
      description = "The `emitc.field` operation declares a named field within an `emitc.class`\noperation. The field's type must be an EmitC type. \n\nExample:\n\n```mlir\n// Example with an attribute:\nemitc.field @fieldName0 : !emitc.array<1xf32>  {emitc.opaque = \"another_feature\"}\n// Example with no attribute:\nemitc.field @fieldName0 : !emitc.array<1xf32>\n// Example with an initial value:\nemitc.field @fieldName0 : !emitc.array<1xf32> = dense<0.0>\n// Example with an initial value and attributes:\nemitc.field @fieldName0 : !emitc.array<1xf32> = dense<0.0> {\n  emitc.opaque = \"input_tensor\"}\n```",
      ods_assembly_format = "\n       custom<SymbolName>($sym_name)\n       `:` custom<EmitCFieldOpTypeAndInitialValue>($type, $initial_value)\n       attr-dict\n  ",
      traits = ["Symbol"],
      cpp_verifier = "EmitcField",
      optional_attributes = ["initial_value"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::emitc::OpaqueAttr>($_self))) || ((::llvm::isa<::mlir::TypedAttr>($_self)))" {summary = "An opaque attribute or TypedAttr instance"}
    irdl.attributes {"sym_name" = %0, "type" = %1, "initial_value" = %2}
  }
  irdl.operation @file attributes {
      summary = "A file container operation",
      description = "A `file` represents a single C/C++ file.\n\n`mlir-translate` ignores the body of all `emitc.file` ops\nunless the `-file-id=id` flag is used. With that flag, all `emitc.file` ops\nwith matching id are emitted.\n\nExample:\n\n```mlir\nemitc.file \"main\" {\n  emitc.func @func_one() {\n    emitc.return\n  }\n}\n```",
      assembly_format = "$id attr-dict-with-keyword $bodyRegion",
      traits = ["IsolatedFromAbove", "NoRegionArguments", "SymbolTable", "NoTerminator", "SingleBlock", "HasOnlyGraphRegion"],
      ods_traits = ["OpAsmOpInterface", "RegionKindInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "An Attribute containing a string"}
    %1 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.attributes {"id" = %0}
    irdl.regions(bodyRegion: %1)
  }
  irdl.operation @for attributes {
      summary = "For operation",
      description = "The `emitc.for` operation represents a C loop of the following form:\n\n```c++\nfor (T i = lb; i < ub; i += step) { /* ... */ } // where T is typeof(lb)\n```\n\nThe operation takes 3 SSA values as operands that represent the lower bound,\nupper bound and step respectively, and defines an SSA value for its\ninduction variable. It has one region capturing the loop body. The induction\nvariable is represented as an argument of this region. This SSA value is a\nsignless integer, or an index. The step is a value of same type.\n\nThis operation has no result. The body region must contain exactly one block\nthat terminates with `emitc.yield`. Calling ForOp::build will create such a\nregion and insert the terminator implicitly if none is defined, so will the\nparsing even in cases when it is absent from the custom format. For example:\n\n```mlir\n// Index case.\nemitc.for %iv = %lb to %ub step %step {\n  ... // body\n}\n...\n// Integer case.\nemitc.for %iv_32 = %lb_32 to %ub_32 step %step_32 : i32 {\n  ... // body\n}\n```",
      cpp_assembly_format = "EmitcFor",
      traits = ["AllTypesMatch<lowerBound, upperBound, step>", "SingleBlockImplicitTerminator<emitc.yield>", "RecursiveMemoryEffects"],
      ods_traits = ["OpAsmOpInterface"],
      cpp_verifier = "EmitcFor"} {
    %0 = irdl.c_pred "(emitc::isIntegerIndexOrOpaqueType($_self))" {summary = "integer, index or opaque type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isIntegerIndexOrOpaqueType($_self))" {summary = "integer, index or opaque type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isIntegerIndexOrOpaqueType($_self))" {summary = "integer, index or opaque type supported by EmitC"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(lowerBound: %0, upperBound: %1, step: %2)
    irdl.regions(region: %3)
  }
  irdl.operation @func attributes {
      summary = "An operation with a name containing a single `SSACFG` region",
      description = "Operations within the function cannot implicitly capture values defined\noutside of the function, i.e. Functions are `IsolatedFromAbove`. All\nexternal references must use function arguments or attributes that establish\na symbolic connection (e.g. symbols referenced by name via a string\nattribute like SymbolRefAttr). While the MLIR textual form provides a nice\ninline syntax for function arguments, they are internally represented as\n“block arguments” to the first block in the region.\n\nOnly dialect attribute names may be specified in the attribute dictionaries\nfor function arguments, results, or the function itself.\n\nExample:\n\n```mlir\n// A function with no results:\nemitc.func @foo(%arg0 : i32) {\n  emitc.call_opaque \"bar\" (%arg0) : (i32) -> ()\n  emitc.return\n}\n\n// A function with its argument as single result:\nemitc.func @foo(%arg0 : i32) -> i32 {\n  emitc.return %arg0 : i32\n}\n\n// A function with specifiers attribute:\nemitc.func @example_specifiers_fn_attr() -> i32\n            attributes {specifiers = [\"static\",\"inline\"]} {\n  %0 = emitc.call_opaque \"foo\" (): () -> i32\n  emitc.return %0 : i32\n}\n\n// An external function definition:\nemitc.func private @extern_func(i32)\n                    attributes {specifiers = [\"extern\"]}\n```",
      cpp_assembly_format = "EmitcFunc",
      traits = ["AutomaticAllocationScope", "IsolatedFromAbove"],
      ods_traits = ["FunctionOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "EmitcFunc",
      optional_attributes = ["specifiers", "arg_attrs", "res_attrs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of function type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %5 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "function_type" = %1, "specifiers" = %2, "arg_attrs" = %3, "res_attrs" = %4}
    irdl.regions(body: %5)
  }
  irdl.operation @get_field attributes {
      summary = "Obtain access to a field within a class instance",
      description = "The `emitc.get_field` operation retrieves the lvalue of a\nnamed field from a given class instance.\n\nExample:\n\n```mlir\n%0 = get_field @fieldName0 : !emitc.array<1xf32>\n```",
      assembly_format = "$field_name `:` type($result) attr-dict",
      traits = ["Pure"],
      ods_traits = ["SymbolUserOpInterface"],
      cpp_verifier = "EmitcGetField"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.results(result: %1)
    irdl.attributes {"field_name" = %0}
  }
  irdl.operation @get_global attributes {
      summary = "Obtain access to a global variable",
      description = "The `emitc.get_global` operation retrieves the lvalue of a\nnamed global variable. If the global variable is marked constant, assigning\nto that lvalue is undefined.\n\nExample:\n\n```mlir\n%x = emitc.get_global @foo : !emitc.array<2xf32>\n%y = emitc.get_global @bar : !emitc.lvalue<i32>\n```",
      assembly_format = "$name `:` type($result) attr-dict",
      traits = ["Pure"],
      ods_traits = ["SymbolUserOpInterface"],
      cpp_verifier = "EmitcGetGlobal"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::emitc::ArrayType>($_self))) || ((::llvm::isa<::mlir::emitc::LValueType>($_self)))" {summary = "EmitC array type or EmitC lvalue type"}
    irdl.results(result: %1)
    irdl.attributes {"name" = %0}
  }
  irdl.operation @global attributes {
      summary = "A global variable",
      description = "The `emitc.global` operation declares or defines a named global variable.\nThe backing memory for the variable is allocated statically and described by\nthe variable's type, which must be an EmitC type.\nOptionally, an `initial_value` can be provided.\nInternal linkage can be specified using the `static_specifier` unit attribute\nand external linkage can be specified using the `extern_specifier` unit attribute.\nNote that the default linkage without those two keywords depends on whether\nthe target is C or C++ and whether the global variable is `const`.\nThe global variable can also be marked constant using the `const_specifier`\nunit attribute. Writing to such constant global variables is\nundefined.\n\nThe global variable can be accessed by using the `emitc.get_global` to\nretrieve the value for the global variable.\n\nExample:\n\n```mlir\n// Global variable with an initial value.\nemitc.global @x : !emitc.array<2xf32> = dense<0.0>\n// Global variable with an initial values.\nemitc.global @x : !emitc.array<3xi32> = dense<[0, 1, 2]>\n// Global variable with an opaque initial value.\nemitc.global @x : !emitc.opaque<\"char\"> = #emitc.opaque<\"CHAR_MIN\">\n// External global variable\nemitc.global extern @x : !emitc.array<2xf32>\n// Constant global variable with internal linkage\nemitc.global static const @x : i32 = 0\n```",
      ods_assembly_format = "\n       (`extern` $extern_specifier^)?\n       (`static` $static_specifier^)?\n       (`const` $const_specifier^)?\n       custom<SymbolName>($sym_name)\n       `:` custom<EmitCGlobalOpTypeAndInitialValue>($type, $initial_value)\n       attr-dict\n  ",
      traits = ["Symbol"],
      cpp_verifier = "EmitcGlobal",
      optional_attributes = ["initial_value", "extern_specifier", "static_specifier", "const_specifier"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::emitc::OpaqueAttr>($_self))) || ((::llvm::isa<::mlir::TypedAttr>($_self)))" {summary = "An opaque attribute or TypedAttr instance"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.attributes {"sym_name" = %0, "type" = %1, "initial_value" = %2, "extern_specifier" = %3, "static_specifier" = %4, "const_specifier" = %5}
  }
  irdl.operation @if attributes {
      summary = "If-then-else operation",
      description = "The `emitc.if` operation represents an if-then-else construct for\nconditionally executing two regions of code. The operand to an if operation\nis a boolean value. For example:\n\n```mlir\nemitc.if %b  {\n  ...\n} else {\n  ...\n}\n```\n\nThe \"then\" region has exactly 1 block. The \"else\" region may have 0 or 1\nblocks. The blocks are always terminated with `emitc.yield`, which can be\nleft out to be inserted implicitly. This operation doesn't produce any\nresults.",
      cpp_assembly_format = "EmitcIf",
      traits = ["SingleBlock", "SingleBlockImplicitTerminator<emitc.yield>", "RecursiveMemoryEffects", "NoRegionArguments"],
      ods_traits = ["RegionBranchOpInterface", "OpAsmOpInterface"],
      ods_notes = ["region 'elseRegion': region with at most 1 blocks (not checked)"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %2 = irdl.region {summary = "region with at most 1 blocks"}
    irdl.operands(condition: %0)
    irdl.regions(thenRegion: %1, elseRegion: %2)
  }
  irdl.operation @include attributes {
      summary = "Include operation",
      description = "The `emitc.include` operation allows to define a source file inclusion via the\n`#include` directive.\n\nExample:\n\n```mlir\n// Custom form defining the inclusion of `<myheader>`.\nemitc.include <\"myheader.h\">\n\n// Generic form of the same operation.\n\"emitc.include\" (){include = \"myheader.h\", is_standard_include} : () -> ()\n\n// Custom form defining the inclusion of `\"myheader\"`.\nemitc.include \"myheader.h\"\n\n// Generic form of the same operation.\n\"emitc.include\" (){include = \"myheader.h\"} : () -> ()\n```",
      cpp_assembly_format = "EmitcInclude",
      optional_attributes = ["is_standard_include"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.attributes {"include" = %0, "is_standard_include" = %1}
  }
  irdl.operation @literal attributes {
      summary = "Literal operation",
      description = "The `emitc.literal` operation produces an SSA value equal to some constant\nspecified by an attribute.\n\nExample:\n\n```mlir\n%p0 = emitc.literal \"M_PI\" : f32\n%1 = \"emitc.add\" (%arg0, %p0) : (f32, f32) -> f32\n```\n```c++\n// Code emitted for the operation above.\nfloat v2 = v1 + M_PI;\n```",
      assembly_format = "$value attr-dict `:` type($result)",
      traits = ["Pure"],
      cpp_verifier = "EmitcLiteral"} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.results(result: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @load attributes {
      summary = "Load an lvalue into an SSA value.",
      description = "This operation loads the content of a modifiable lvalue into an SSA value. \nModifications of the lvalue executed after the load are not observable on \nthe produced value.\n\nExample:\n\n```mlir\n%1 = emitc.load %0 : !emitc.lvalue<i32>\n```\n```c++\n// Code emitted for the operation above.\nint32_t v2 = v1;\n```",
      assembly_format = "$operand attr-dict `:` custom<StrippedType>(type($operand), \"!emitc.lvalue\")",
      traits = ["TypesMatchWith<operand, result, cpp:EmitcLoadResult, result type matches value type of 'operand'>"],
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::emitc::LValueType>($_self))" {summary = "EmitC lvalue type"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(operand: %0)
    irdl.results(result: %1)
  }
  irdl.operation @logical_and attributes {
      summary = "Logical and operation",
      description = "With the `emitc.logical_and` operation the logical operator && (and) can\nbe applied.\n\nExample:\n\n```mlir\n%0 = emitc.logical_and %arg0, %arg1 : i32, i32\n```\n```c++\n// Code emitted for the operation above.\nbool v3 = v1 && v2;\n```",
      assembly_format = "operands attr-dict `:` type(operands)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @logical_not attributes {
      summary = "Logical not operation",
      description = "With the `emitc.logical_not` operation the logical operator ! (negation) can\nbe applied.\n\nExample:\n\n```mlir\n%0 = emitc.logical_not %arg0 : i32\n```\n```c++\n// Code emitted for the operation above.\nbool v2 = !v1;\n```",
      assembly_format = "operands attr-dict `:` type(operands)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(odsArg0: %0)
    irdl.results(odsResult0: %1)
  }
  irdl.operation @logical_or attributes {
      summary = "Logical or operation",
      description = "With the `emitc.logical_or` operation the logical operator || (inclusive or)\ncan be applied.\n\nExample:\n\n```mlir\n%0 = emitc.logical_or %arg0, %arg1 : i32, i32\n```\n```c++\n// Code emitted for the operation above.\nbool v3 = v1 || v2;\n```",
      assembly_format = "operands attr-dict `:` type(operands)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @member attributes {
      summary = "Member operation",
      description = "With the `emitc.member` operation the member access operator `.` can be\napplied.\n\nExample:\n\n```mlir\n%0 = \"emitc.member\" (%arg0) {member = \"a\"}\n    : (!emitc.lvalue<!emitc.opaque<\"mystruct\">>) -> !emitc.lvalue<i32>\n%1 = \"emitc.member\" (%arg0) {member = \"b\"}\n    : (!emitc.lvalue<!emitc.opaque<\"mystruct\">>) -> !emitc.array<2xi32>\n```"} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::emitc::LValueType>($_self))) && (((::llvm::isa<::mlir::emitc::OpaqueType>(::llvm::cast<::mlir::emitc::LValueType>($_self).getValueType()))))" {summary = "emitc.lvalue of EmitC opaque type values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::emitc::ArrayType>($_self))) || ((::llvm::isa<::mlir::emitc::LValueType>($_self)))" {summary = "EmitC array type or EmitC lvalue type"}
    irdl.operands(operand: %1)
    irdl.results(odsResult0: %2)
    irdl.attributes {"member" = %0}
  }
  irdl.operation @member_of_ptr attributes {
      summary = "Member of pointer operation",
      description = "With the `emitc.member_of_ptr` operation the member access operator `->`\ncan be applied.\n\nExample:\n\n```mlir\n%0 = \"emitc.member_of_ptr\" (%arg0) {member = \"a\"}\n    : (!emitc.lvalue<!emitc.ptr<!emitc.opaque<\"mystruct\">>>)\n    -> !emitc.lvalue<i32>\n%1 = \"emitc.member_of_ptr\" (%arg0) {member = \"b\"}\n    : (!emitc.lvalue<!emitc.ptr<!emitc.opaque<\"mystruct\">>>)\n    -> !emitc.array<2xi32>\n```"} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::emitc::LValueType>($_self))) && (((::llvm::isa<::mlir::emitc::OpaqueType>(::llvm::cast<::mlir::emitc::LValueType>($_self).getValueType()))) || ((::llvm::isa<::mlir::emitc::PointerType>(::llvm::cast<::mlir::emitc::LValueType>($_self).getValueType()))))" {summary = "emitc.lvalue of EmitC opaque type or EmitC pointer type values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::emitc::ArrayType>($_self))) || ((::llvm::isa<::mlir::emitc::LValueType>($_self)))" {summary = "EmitC array type or EmitC lvalue type"}
    irdl.operands(operand: %1)
    irdl.results(odsResult0: %2)
    irdl.attributes {"member" = %0}
  }
  irdl.operation @mul attributes {
      summary = "Multiplication operation",
      description = "With the `emitc.mul` operation the arithmetic operator * (multiplication) can\nbe applied.\n\nExample:\n\n```mlir\n// Custom form of the multiplication operation.\n%0 = emitc.mul %arg0, %arg1 : (i32, i32) -> i32\n%1 = emitc.mul %arg2, %arg3 : (f32, f32) -> f32\n```\n```c++\n// Code emitted for the operations above.\nint32_t v5 = v1 * v2;\nfloat v6 = v3 * v4;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "((emitc::isSupportedFloatType($_self))) || ((emitc::isIntegerIndexOrOpaqueType($_self)))" {summary = "floating-point type supported by EmitC or integer, index or opaque type supported by EmitC"}
    %1 = irdl.c_pred "((emitc::isSupportedFloatType($_self))) || ((emitc::isIntegerIndexOrOpaqueType($_self)))" {summary = "floating-point type supported by EmitC or integer, index or opaque type supported by EmitC"}
    %2 = irdl.c_pred "((emitc::isSupportedFloatType($_self))) || ((emitc::isIntegerIndexOrOpaqueType($_self)))" {summary = "floating-point type supported by EmitC or integer, index or opaque type supported by EmitC"}
    irdl.operands(odsArg0: %0, odsArg1: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @rem attributes {
      summary = "Remainder operation",
      description = "With the `emitc.rem` operation the arithmetic operator % (remainder) can\nbe applied.\n\nExample:\n\n```mlir\n// Custom form of the remainder operation.\n%0 = emitc.rem %arg0, %arg1 : (i32, i32) -> i32\n```\n```c++\n// Code emitted for the operation above.\nint32_t v5 = v1 % v2;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isIntegerIndexOrOpaqueType($_self))" {summary = "integer, index or opaque type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isIntegerIndexOrOpaqueType($_self))" {summary = "integer, index or opaque type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isIntegerIndexOrOpaqueType($_self))" {summary = "integer, index or opaque type supported by EmitC"}
    irdl.operands(odsArg0: %0, odsArg1: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @return attributes {
      summary = "Function return operation",
      description = "The `emitc.return` operation represents a return operation within a function.\nThe operation takes zero or exactly one operand and produces no results.\nThe operand number and type must match the signature of the function\nthat contains the operation.\n\nExample:\n\n```mlir\nemitc.func @foo() -> (i32) {\n  ...\n  emitc.return %0 : i32\n}\n```",
      assembly_format = "attr-dict ($operand^ `:` type($operand))?",
      traits = ["Pure", "HasParent<emitc.func>", "ReturnLike", "Terminator"],
      cpp_verifier = "EmitcReturn",
      independent_variadics = ["operand"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(operand: optional %0)
  }
  irdl.operation @sub attributes {
      summary = "Subtraction operation",
      description = "With the `emitc.sub` operation the arithmetic operator - (subtraction) can\nbe applied.\n\nExample:\n\n```mlir\n// Custom form of the substraction operation.\n%0 = emitc.sub %arg0, %arg1 : (i32, i32) -> i32\n%1 = emitc.sub %arg2, %arg3 : (!emitc.ptr<f32>, i32) -> !emitc.ptr<f32>\n%2 = emitc.sub %arg4, %arg5 : (!emitc.ptr<i32>, !emitc.ptr<i32>)\n    -> !emitc.ptrdiff_t\n```\n```c++\n// Code emitted for the operations above.\nint32_t v7 = v1 - v2;\nfloat* v8 = v3 - v4;\nptrdiff_t v9 = v5 - v6;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"],
      cpp_verifier = "EmitcSub"} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(odsResult0: %2)
  }
  irdl.operation @subscript attributes {
      summary = "Subscript operation",
      description = "With the `emitc.subscript` operation the subscript operator `[]` can be applied\nto variables or arguments of array, pointer and opaque type.\n\nExample:\n\n```mlir\n%i = index.constant 1\n%j = index.constant 7\n%0 = emitc.subscript %arg0[%i, %j] : (!emitc.array<4x8xf32>, index, index)\n       -> !emitc.lvalue<f32>\n%1 = emitc.subscript %arg1[%i] : (!emitc.ptr<i32>, index)\n       -> !emitc.lvalue<i32>\n```",
      assembly_format = "$value `[` $indices `]` attr-dict `:` functional-type(operands, results)",
      cpp_verifier = "EmitcSubscript",
      independent_variadics = ["indices"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::emitc::ArrayType>($_self))) || ((::llvm::isa<::mlir::emitc::OpaqueType>($_self))) || ((::llvm::isa<::mlir::emitc::PointerType>($_self)))" {summary = "EmitC array type or EmitC opaque type or EmitC pointer type"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::emitc::LValueType>($_self))" {summary = "EmitC lvalue type"}
    irdl.operands(value: %0, indices: variadic %1)
    irdl.results(result: %2)
  }
  irdl.operation @switch attributes {
      summary = "Switch operation",
      description = "The `emitc.switch` is a control-flow operation that branches to one of\nthe given regions based on the values of the argument and the cases.\nThe operand to a switch operation is a opaque, integral or pointer\nwide types.\n\nThe operation always has a \"default\" region and any number of case regions\ndenoted by integer constants. Control-flow transfers to the case region\nwhose constant value equals the value of the argument. If the argument does\nnot equal any of the case values, control-flow transfer to the \"default\"\nregion.\n\nThe operation does not return any value. Moreover, case regions must be\nexplicitly terminated using the `emitc.yield` operation. Default region is\nyielded implicitly.\n\nExample:\n\n```mlir\n// Example:\nemitc.switch %0 : i32\ncase 2 {\n  %1 = emitc.call_opaque \"func_b\" () : () -> i32\n  emitc.yield\n}\ncase 5 {\n  %2 = emitc.call_opaque \"func_a\" () : () -> i32\n  emitc.yield\n}\ndefault {\n  %3 = \"emitc.constant\"(){value = 42.0 : f32} : () -> f32\n  emitc.call_opaque \"func2\" (%3) : (f32) -> ()\n}\n```\n```c++\n// Code emitted for the operations above.\nswitch (v1) {\ncase 2: {\n  int32_t v2 = func_b();\n  break;\n}\ncase 5: {\n  int32_t v3 = func_a();\n  break;\n}\ndefault: {\n  float v4 = 4.200000000e+01f;\n  func2(v4);\n  break;\n}\n}\n```",
      assembly_format = "$arg `:` type($arg) attr-dict custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion",
      traits = ["RecursiveMemoryEffects", "SingleBlockImplicitTerminator<emitc.yield>"],
      ods_traits = ["OpAsmOpInterface", "RegionBranchOpInterface"],
      cpp_verifier = "EmitcSwitch",
      variadic_regions = ["caseRegions"]} {
    %0 = irdl.c_pred "(emitc::isIntegerIndexOrOpaqueType($_self))" {summary = "integer, index or opaque type supported by EmitC"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(arg: %0)
    irdl.attributes {"cases" = %1}
    irdl.regions(defaultRegion: %2, caseRegions: %3)
  }
  irdl.operation @unary_minus attributes {
      summary = "Unary minus operation",
      description = "With the `emitc.unary_minus` operation the unary operator - (minus) can be\napplied.\n\nExample:\n\n```mlir\n%0 = emitc.unary_minus %arg0 : (i32) -> i32\n```\n```c++\n// Code emitted for the operation above.\nint32_t v2 = -v1;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(odsArg0: %0)
    irdl.results(odsResult0: %1)
  }
  irdl.operation @unary_plus attributes {
      summary = "Unary plus operation",
      description = "With the `emitc.unary_plus` operation the unary operator + (plus) can be\napplied.\n\nExample:\n\n```mlir\n%0 = emitc.unary_plus %arg0 : (i32) -> i32\n```\n```c++\n// Code emitted for the operation above.\nint32_t v2 = +v1;\n```",
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      ods_traits = ["CExpressionInterface"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    %1 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(odsArg0: %0)
    irdl.results(odsResult0: %1)
  }
  irdl.operation @variable attributes {
      summary = "Variable operation",
      description = "The `emitc.variable` operation produces an SSA value equal to some value\nspecified by an attribute. This can be used to form simple integer and\nfloating point variables, as well as more exotic things like tensor\nvariables. The `emitc.variable` operation also supports the EmitC opaque\nattribute and the EmitC opaque type. If further supports the EmitC\npointer type, whereas folding is not supported.\nThe `emitc.variable` is emitted as a C/C++ local variable.\n\nExample:\n\n```mlir\n// Integer variable\n%0 = \"emitc.variable\"(){value = 42 : i32} : () -> !emitc.lvalue<i32>\n\n// Variable emitted as `int32_t* = NULL;`\n%1 = \"emitc.variable\"() {value = #emitc.opaque<\"NULL\">} \n  : () -> !emitc.lvalue<!emitc.ptr<!emitc.opaque<\"int32_t\">>>\n```\n\nSince folding is not supported, it can be used with pointers.\nAs an example, it is valid to create pointers to `variable` operations\nby using `apply` operations and pass these to a `call` operation.\n```mlir\n%0 = \"emitc.variable\"() {value = 0 : i32} : () -> !emitc.lvalue<i32>\n%1 = \"emitc.variable\"() {value = 0 : i32} : () -> !emitc.lvalue<i32>\n%2 = emitc.apply \"&\"(%0) : (!emitc.lvalue<i32>) -> !emitc.ptr<i32>\n%3 = emitc.apply \"&\"(%1) : (!emitc.lvalue<i32>) -> !emitc.ptr<i32>\nemitc.call_opaque \"write\"(%2, %3)\n  : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> ()\n```",
      cpp_verifier = "EmitcVariable"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::emitc::OpaqueAttr>($_self))) || ((::llvm::isa<::mlir::TypedAttr>($_self)))" {summary = "An opaque attribute or TypedAttr instance"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::emitc::ArrayType>($_self))) || ((::llvm::isa<::mlir::emitc::LValueType>($_self)))" {summary = "EmitC array type or EmitC lvalue type"}
    irdl.results(odsResult0: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @verbatim attributes {
      summary = "Verbatim operation",
      description = "The `emitc.verbatim` operation produces no results and the value is emitted as is\nfollowed by a line break  ('\\n' character) during translation.\n\nNote: Use with caution. This operation can have arbitrary effects on the\nsemantics of the emitted code. Use semantically more meaningful operations\nwhenever possible. Additionally this op is *NOT* intended to be used to\ninject large snippets of code.\n\nThis operation can be used in situations where a more suitable operation is\nnot yet implemented in the dialect or where preprocessor directives\ninterfere with the structure of the code. One example of this is to declare\nthe linkage of external symbols to make the generated code usable in both C\nand C++ contexts:\n\n```c++\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n...\n\n#ifdef __cplusplus\n}\n#endif\n```\n\nIf the `emitc.verbatim` op has operands, then the `value` is interpreted as\nformat string, where `{}` is a placeholder for an operand in their order.\nFor example, `emitc.verbatim \"#pragma my src={} dst={}\" %src, %dest : i32, i32`\nwould be emitted as `#pragma my src=a dst=b` if `%src` became `a` and\n`%dest` became `b` in the C code.\n`{{` in the format string is interpreted as a single `{` and doesn't introduce\na placeholder.\n\nExample:\n\n```mlir\nemitc.verbatim \"typedef float f32;\"\nemitc.verbatim \"#pragma my var={} property\" args %arg : f32\n```\n```c++\n// Code emitted for the operation above.\ntypedef float f32;\n#pragma my var=v1 property\n```",
      assembly_format = "$value (`args` $fmtArgs^ `:` type($fmtArgs))? attr-dict",
      cpp_verifier = "EmitcVerbatim",
      independent_variadics = ["fmtArgs"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "((emitc::isSupportedEmitCType($_self))) || ((::llvm::isa<::mlir::emitc::LValueType>($_self)))" {summary = "type supported by EmitC or EmitC lvalue type"}
    irdl.operands(fmtArgs: variadic %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @yield attributes {
      summary = "Block termination operation",
      description = "The `emitc.yield` terminates its parent EmitC op's region, optionally yielding\nan SSA value. The semantics of how the values are yielded is defined by the\nparent operation.\nIf `emitc.yield` has an operand, the operand must match the parent operation's\nresult. If the parent operation defines no values, then the `emitc.yield`\nmay be left out in the custom syntax and the builders will insert one\nimplicitly. Otherwise, it has to be present in the syntax to indicate which\nvalue is yielded.",
      assembly_format = "attr-dict ($result^ `:` type($result))?",
      traits = ["Pure", "Terminator", "HasParent<emitc.do, emitc.expression, emitc.for, emitc.if, emitc.switch>"],
      cpp_verifier = "EmitcYield",
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "(emitc::isSupportedEmitCType($_self))" {summary = "type supported by EmitC"}
    irdl.operands(result: optional %0)
  }
}
