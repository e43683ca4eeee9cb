// Imported from ODS (LLVMDialect.td:14) by irdl-import-ods: the operations llvm.irdl.mlir does not declare.
irdl.dialect @llvm attributes {ods, properties} {
  irdl.attribute @alias_scope {
  }
  irdl.attribute @di_expression {
  }
  irdl.attribute @di_label {
  }
  irdl.attribute @di_local_variable {
  }
  irdl.attribute @fastmath {
  }
  irdl.operation @dso_local_equivalent attributes {
      summary = "Creates a LLVM dso_local_equivalent ptr",
      description = "Creates an SSA value containing a pointer to a global value (function or\nalias to function). It represents a function which is functionally\nequivalent to a given function, but is always defined in the current\nlinkage unit. The target function may not have `extern_weak` linkage.\n\nExamples:\n\n```mlir\nllvm.mlir.global external constant @const() : i64 {\n  %0 = llvm.mlir.addressof @const : !llvm.ptr\n  %1 = llvm.ptrtoint %0 : !llvm.ptr to i64\n  %2 = llvm.dso_local_equivalent @func : !llvm.ptr\n  %4 = llvm.ptrtoint %2 : !llvm.ptr to i64\n  llvm.return %4 : i64\n}\n```",
      assembly_format = "$function_name attr-dict `:` qualified(type($res))",
      traits = ["Pure", "ConstantLike"],
      ods_traits = ["SymbolUserOpInterface"],
      cpp_verifier = "LlvmDSOLocalEquivalent"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.results(res: %1)
    irdl.attributes {"function_name" = %0}
  }
  irdl.operation @indirectbr attributes {
      description = "Transfer control flow to address in `$addr`. A list of possible target\nblocks in `$successors` can be provided and maybe used as a hint in LLVM:\n\n```mlir\n...\nllvm.func @g(...\n  %dest = llvm.blockaddress <function = @g, tag = <id = 0>> : !llvm.ptr\n  llvm.indirectbr %dest : !llvm.ptr, [\n    ^head\n  ]\n^head:\n  llvm.blocktag <id = 0>\n  llvm.return %arg0 : i32\n  ...\n```\n\nIt also supports a list of operands that can be passed to a target block:\n\n```mlir\n  llvm.indirectbr %dest : !llvm.ptr, [\n    ^head(%arg0 : i32),\n    ^tail(%arg1, %arg0 : i32, i32)\n  ]\n^head(%r0 : i32):\n  llvm.return %r0 : i32\n^tail(%r1 : i32, %r2 : i32):\n  ...\n```",
      ods_assembly_format = "\n    $addr `:` type($addr) `,`\n      custom<IndirectBrOpSucessors>(ref(type($addr)),\n                                    $successors,\n                                    $succOperands,\n                                    type($succOperands))\n    attr-dict\n  ",
      traits = ["Pure", "Terminator"],
      ods_traits = ["SameVariadicOperandSize", "BranchOpInterface"],
      successors = ["variadic successors"],
      independent_variadics = ["succOperands"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    irdl.operands(addr: %0, succOperands: variadic %1)
    irdl.attributes {"indbr_operand_segments" = %2}
  }
  irdl.operation @intr.abs attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"is_int_min_poison" = %1}
  }
  irdl.operation @intr.acos attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.annotation attributes {
      traits = ["AllTypesMatch<res, integer>", "AllTypesMatch<annotation, fileName>"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    irdl.operands(integer: %0, annotation: %1, fileName: %2, line: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.asin attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.assume attributes {
      ods_assembly_format = "\n    $cond\n    ( custom<OpBundles>($op_bundle_operands, type($op_bundle_operands),\n                        $op_bundle_tags)^ )?\n    `:` type($cond) attr-dict\n  ",
      cpp_verifier = "LlvmAssume",
      optional_attributes = ["op_bundle_tags"],
      independent_variadics = ["op_bundle_operands"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::ArrayAttr>($_self))" {summary = "array attribute"}
    irdl.operands(cond: %0, op_bundle_operands: variadic %1)
    irdl.attributes {"op_bundle_sizes" = %2, "op_bundle_tags" = %3}
  }
  irdl.operation @intr.atan attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.atan2 attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.bitreverse attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.bswap attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.ceil attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.copysign attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.coro.align attributes {
      assembly_format = "attr-dict `:` type($res)"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @intr.coro.begin attributes {
      assembly_format = "$token `,` $mem attr-dict `:` functional-type(operands, results)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMTokenType>($_self))" {summary = "LLVM token type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(token: %0, mem: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.coro.end attributes {
      assembly_format = "$handle `,` $unwind `,` $retvals attr-dict `:` functional-type(operands, results)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMTokenType>($_self))" {summary = "LLVM token type"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(handle: %0, unwind: %1, retvals: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.coro.free attributes {
      assembly_format = "$id `,` $handle attr-dict `:` functional-type(operands, results)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMTokenType>($_self))" {summary = "LLVM token type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(id: %0, handle: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.coro.id attributes {
      assembly_format = "$align `,` $promise `,` $coroaddr `,` $fnaddrs attr-dict `:` functional-type(operands, results)"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(align: %0, promise: %1, coroaddr: %2, fnaddrs: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.coro.promise attributes {
      assembly_format = "$handle `,` $align `,` $from attr-dict `:` functional-type(operands, results)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(handle: %0, align: %1, from: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.coro.resume attributes {
      assembly_format = "$handle attr-dict `:` qualified(type($handle))"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(handle: %0)
  }
  irdl.operation @intr.coro.save attributes {
      assembly_format = "$handle attr-dict `:` functional-type(operands, results)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(handle: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.coro.size attributes {
      assembly_format = "attr-dict `:` type($res)"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @intr.coro.suspend attributes {
      ods_assembly_format = "$save `,` $final attr-dict `:` type($res)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMTokenType>($_self))" {summary = "LLVM token type"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(save: %0, final: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.cos attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.cosh attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.ctlz attributes {
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"is_zero_poison" = %1}
  }
  irdl.operation @intr.ctpop attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.cttz attributes {
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"is_zero_poison" = %1}
  }
  irdl.operation @intr.dbg.declare attributes {
      summary = "Describes how the address relates to a source language variable.",
      assembly_format = "qualified($varInfo) (qualified($locationExpr)^)? `=` $addr `:` qualified(type($addr)) attr-dict",
      ods_traits = ["PromotableOpInterface"],
      optional_attributes = ["locationExpr"],
      cpp_default_values = {locationExpr = "{}"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.base @llvm::@di_local_variable
    %2 = irdl.base @llvm::@di_expression
    irdl.operands(addr: %0)
    irdl.attributes {"varInfo" = %1, "locationExpr" = %2}
  }
  irdl.operation @intr.dbg.label attributes {
      summary = "Relates the program to a debug information label.",
      assembly_format = "$label attr-dict"} {
    %0 = irdl.base @llvm::@di_label
    irdl.attributes {"label" = %0}
  }
  irdl.operation @intr.dbg.value attributes {
      summary = "Describes how the value relates to a source language variable.",
      assembly_format = "qualified($varInfo) (qualified($locationExpr)^)? `=` $value `:` qualified(type($value)) attr-dict",
      ods_traits = ["PromotableOpInterface"],
      optional_attributes = ["locationExpr"],
      cpp_default_values = {locationExpr = "{}"}} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.base @llvm::@di_local_variable
    %2 = irdl.base @llvm::@di_expression
    irdl.operands(value: %0)
    irdl.attributes {"varInfo" = %1, "locationExpr" = %2}
  }
  irdl.operation @intr.debugtrap attributes {
      assembly_format = "attr-dict"} {
  }
  irdl.operation @intr.eh.typeid.for attributes {
      assembly_format = "$type_info attr-dict `:` functional-type(operands, results)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(type_info: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.exp attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.exp10 attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.exp2 attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.expect attributes {
      assembly_format = "$val `,` $expected attr-dict `:` type($val)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(val: %0, expected: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.expect.with.probability attributes {
      assembly_format = "$val `,` $expected `,` custom<TypedAttribute>($prob, \"f64\") attr-dict `:` type($val)",
      traits = ["Pure", "AllTypesMatch<val, expected, res>"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::FloatAttr>($_self))) && ((::llvm::cast<::mlir::FloatAttr>($_self).getType().isF64()))" {summary = "64-bit float attribute"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(val: %0, expected: %1)
    irdl.results(res: %3)
    irdl.attributes {"prob" = %2}
  }
  irdl.operation @intr.experimental.constrained.fpext attributes {
      assembly_format = "$arg_0 custom<IntEnum>($fpExceptionBehavior, \"ignore maytrap strict\", \"64\") attr-dict `:` type($arg_0) `to` type(results)",
      traits = ["Pure"],
      ods_traits = ["FPExceptionBehaviorOpInterface"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::FPExceptionBehaviorAttr>($_self))" {summary = "LLVM Exception Behavior"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(arg_0: %0)
    irdl.results(res: %2)
    irdl.attributes {"fpExceptionBehavior" = %1}
  }
  irdl.operation @intr.experimental.constrained.fptrunc attributes {
      assembly_format = "$arg_0 $roundingmode custom<IntEnum>($fpExceptionBehavior, \"ignore maytrap strict\", \"64\") attr-dict `:` type($arg_0) `to` type(results)",
      traits = ["Pure"],
      ods_traits = ["FPExceptionBehaviorOpInterface", "RoundingModeOpInterface"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::LLVM::RoundingModeAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0))" {summary = "LLVM Rounding Mode whose minimum value is 0"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::FPExceptionBehaviorAttr>($_self))" {summary = "LLVM Exception Behavior"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(arg_0: %0)
    irdl.results(res: %3)
    irdl.attributes {"roundingmode" = %1, "fpExceptionBehavior" = %2}
  }
  irdl.operation @intr.experimental.constrained.sitofp attributes {
      assembly_format = "$arg_0 $roundingmode custom<IntEnum>($fpExceptionBehavior, \"ignore maytrap strict\", \"64\") attr-dict `:` type($arg_0) `to` type(results)",
      traits = ["Pure"],
      ods_traits = ["FPExceptionBehaviorOpInterface", "RoundingModeOpInterface"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::LLVM::RoundingModeAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0))" {summary = "LLVM Rounding Mode whose minimum value is 0"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::FPExceptionBehaviorAttr>($_self))" {summary = "LLVM Exception Behavior"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(arg_0: %0)
    irdl.results(res: %3)
    irdl.attributes {"roundingmode" = %1, "fpExceptionBehavior" = %2}
  }
  irdl.operation @intr.experimental.constrained.uitofp attributes {
      assembly_format = "$arg_0 $roundingmode custom<IntEnum>($fpExceptionBehavior, \"ignore maytrap strict\", \"64\") attr-dict `:` type($arg_0) `to` type(results)",
      traits = ["Pure"],
      ods_traits = ["FPExceptionBehaviorOpInterface", "RoundingModeOpInterface"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::LLVM::RoundingModeAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0))" {summary = "LLVM Rounding Mode whose minimum value is 0"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::FPExceptionBehaviorAttr>($_self))" {summary = "LLVM Exception Behavior"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(arg_0: %0)
    irdl.results(res: %3)
    irdl.attributes {"roundingmode" = %1, "fpExceptionBehavior" = %2}
  }
  irdl.operation @intr.experimental.noalias.scope.decl attributes {
      assembly_format = "$scope attr-dict"} {
    %0 = irdl.base @llvm::@alias_scope {summary = "LLVM dialect alias scope"}
    irdl.attributes {"scope" = %0}
  }
  irdl.operation @intr.experimental.vp.strided.load {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0, stride: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.experimental.vp.strided.store {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %3 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(val: %0, ptr: %1, stride: %2, mask: %3, evl: %4)
  }
  irdl.operation @intr.fabs attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.floor attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.fma attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %3 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %4)
    irdl.attributes {"fastmathFlags" = %3}
  }
  irdl.operation @intr.fmuladd attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %3 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %4)
    irdl.attributes {"fastmathFlags" = %3}
  }
  irdl.operation @intr.frexp attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(val: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.fshl attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.fshr attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1, c: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.get.active.lane.mask attributes {
      assembly_format = "$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(base: %0, n: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.invariant.end attributes {
      assembly_format = "$start `,` custom<TypedAttribute>($size, \"i64\") `,` $ptr attr-dict `:` qualified(type($ptr))",
      ods_traits = ["PromotableOpInterface"]} {
    %0 = irdl.is !llvm.ptr {summary = "LLVM pointer in address space 0"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(start: %0, ptr: %2)
    irdl.attributes {"size" = %1}
  }
  irdl.operation @intr.invariant.start attributes {
      assembly_format = "custom<TypedAttribute>($size, \"i64\") `,` $ptr attr-dict `:` qualified(type($ptr))",
      ods_traits = ["PromotableOpInterface"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.is !llvm.ptr {summary = "LLVM pointer in address space 0"}
    irdl.operands(ptr: %1)
    irdl.results(res: %2)
    irdl.attributes {"size" = %0}
  }
  irdl.operation @intr.is.constant attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(val: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.is.fpclass attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"bit" = %1}
  }
  irdl.operation @intr.launder.invariant.group attributes {
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr))",
      traits = ["SameOperandsAndResultType"],
      ods_traits = ["PromotableOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.ldexp attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(val: %0, power: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.lifetime.end attributes {
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr))",
      ods_traits = ["PromotableOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(ptr: %0)
  }
  irdl.operation @intr.lifetime.start attributes {
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr))",
      ods_traits = ["PromotableOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(ptr: %0)
  }
  irdl.operation @intr.llrint attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(val: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.llround attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleFloatingPointType($_self))" {summary = "floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(val: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.log attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.log10 attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.log2 attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.lrint attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(val: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.lround attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(val: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.masked.compressstore attributes {
      ods_traits = ["ArgAndResultAttrsOpInterface"],
      optional_attributes = ["arg_attrs", "res_attrs"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    irdl.operands(value: %0, ptr: %1, mask: %2)
    irdl.attributes {"arg_attrs" = %3, "res_attrs" = %4}
  }
  irdl.operation @intr.masked.expandload attributes {
      ods_traits = ["ArgAndResultAttrsOpInterface"],
      optional_attributes = ["arg_attrs", "res_attrs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %5 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0, mask: %1, passthru: %2)
    irdl.results(res: %5)
    irdl.attributes {"arg_attrs" = %3, "res_attrs" = %4}
  }
  irdl.operation @intr.masked.gather attributes {
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      cpp_verifier = "Llvmmasked_gather",
      independent_variadics = ["pass_thru"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::LLVM::LLVMPointerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of LLVM pointer type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    irdl.operands(ptrs: %0, mask: %1, pass_thru: variadic %2)
    irdl.results(res: %4)
    irdl.attributes {"alignment" = %3}
  }
  irdl.operation @intr.masked.load attributes {
      assembly_format = "operands attr-dict `:` functional-type(operands, results)",
      optional_attributes = ["nontemporal"],
      independent_variadics = ["pass_thru"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    irdl.operands(data: %0, mask: %1, pass_thru: optional %2)
    irdl.results(res: %5)
    irdl.attributes {"alignment" = %3, "nontemporal" = %4}
  }
  irdl.operation @intr.masked.scatter attributes {
      assembly_format = "$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($ptrs)",
      cpp_verifier = "Llvmmasked_scatter"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::LLVM::LLVMPointerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of LLVM pointer type"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.operands(value: %0, ptrs: %1, mask: %2)
    irdl.attributes {"alignment" = %3}
  }
  irdl.operation @intr.masked.store attributes {
      assembly_format = "$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` qualified(type($data))"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.operands(value: %0, data: %1, mask: %2)
    irdl.attributes {"alignment" = %3}
  }
  irdl.operation @intr.matrix.column.major.load attributes {
      assembly_format = "$data `,` `<` `stride` `=` $stride `>` attr-dict`:` type($res) `from` qualified(type($data)) `stride` type($stride)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    irdl.operands(data: %0, stride: %1)
    irdl.results(res: %5)
    irdl.attributes {"isVolatile" = %2, "rows" = %3, "columns" = %4}
  }
  irdl.operation @intr.matrix.column.major.store attributes {
      assembly_format = "$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict`:` type($matrix) `to` qualified(type($data)) `stride` type($stride)"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.operands(matrix: %0, data: %1, stride: %2)
    irdl.attributes {"isVolatile" = %3, "rows" = %4, "columns" = %5}
  }
  irdl.operation @intr.matrix.multiply attributes {
      assembly_format = "$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(res: %5)
    irdl.attributes {"lhs_rows" = %2, "lhs_columns" = %3, "rhs_columns" = %4}
  }
  irdl.operation @intr.matrix.transpose attributes {
      assembly_format = "$matrix attr-dict `:` type($matrix) `into` type($res)"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    irdl.operands(matrix: %0)
    irdl.results(res: %3)
    irdl.attributes {"rows" = %1, "columns" = %2}
  }
  irdl.operation @intr.maximum attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.maxnum attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.memcpy attributes {
      ods_traits = ["AccessGroupOpInterface", "AliasAnalysisOpInterface", "ArgAndResultAttrsOpInterface", "PromotableMemOpInterface", "DestructurableAccessorOpInterface", "SafeMemorySlotAccessOpInterface"],
      optional_attributes = ["access_groups", "alias_scopes", "noalias_scopes", "tbaa", "arg_attrs", "res_attrs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AccessGroupAttr>(attr))); }))" {summary = "LLVM dialect access group metadata array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    irdl.operands(dst: %0, src: %1, len: %2)
    irdl.attributes {"isVolatile" = %3, "access_groups" = %4, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7, "arg_attrs" = %8, "res_attrs" = %9}
  }
  irdl.operation @intr.memcpy.inline attributes {
      ods_traits = ["AccessGroupOpInterface", "AliasAnalysisOpInterface", "ArgAndResultAttrsOpInterface", "PromotableMemOpInterface", "DestructurableAccessorOpInterface", "SafeMemorySlotAccessOpInterface"],
      optional_attributes = ["access_groups", "alias_scopes", "noalias_scopes", "tbaa", "arg_attrs", "res_attrs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::IntegerAttr>($_self))" {summary = "arbitrary integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AccessGroupAttr>(attr))); }))" {summary = "LLVM dialect access group metadata array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    irdl.operands(dst: %0, src: %1)
    irdl.attributes {"len" = %2, "isVolatile" = %3, "access_groups" = %4, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7, "arg_attrs" = %8, "res_attrs" = %9}
  }
  irdl.operation @intr.memmove attributes {
      ods_traits = ["AccessGroupOpInterface", "AliasAnalysisOpInterface", "ArgAndResultAttrsOpInterface", "PromotableMemOpInterface", "DestructurableAccessorOpInterface", "SafeMemorySlotAccessOpInterface"],
      optional_attributes = ["access_groups", "alias_scopes", "noalias_scopes", "tbaa", "arg_attrs", "res_attrs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AccessGroupAttr>(attr))); }))" {summary = "LLVM dialect access group metadata array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    irdl.operands(dst: %0, src: %1, len: %2)
    irdl.attributes {"isVolatile" = %3, "access_groups" = %4, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7, "arg_attrs" = %8, "res_attrs" = %9}
  }
  irdl.operation @intr.memset attributes {
      ods_traits = ["AccessGroupOpInterface", "AliasAnalysisOpInterface", "ArgAndResultAttrsOpInterface", "PromotableMemOpInterface", "DestructurableAccessorOpInterface", "SafeMemorySlotAccessOpInterface"],
      optional_attributes = ["access_groups", "alias_scopes", "noalias_scopes", "tbaa", "arg_attrs", "res_attrs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is i8 {summary = "8-bit signless integer"}
    %2 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AccessGroupAttr>(attr))); }))" {summary = "LLVM dialect access group metadata array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    irdl.operands(dst: %0, val: %1, len: %2)
    irdl.attributes {"isVolatile" = %3, "access_groups" = %4, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7, "arg_attrs" = %8, "res_attrs" = %9}
  }
  irdl.operation @intr.memset.inline attributes {
      ods_traits = ["AccessGroupOpInterface", "AliasAnalysisOpInterface", "ArgAndResultAttrsOpInterface", "PromotableMemOpInterface", "DestructurableAccessorOpInterface", "SafeMemorySlotAccessOpInterface"],
      optional_attributes = ["access_groups", "alias_scopes", "noalias_scopes", "tbaa", "arg_attrs", "res_attrs"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is i8 {summary = "8-bit signless integer"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::IntegerAttr>($_self))" {summary = "arbitrary integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AccessGroupAttr>(attr))); }))" {summary = "LLVM dialect access group metadata array"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::AliasScopeAttr>(attr))); }))" {summary = "LLVM dialect alias scope array"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::LLVM::TBAATagAttr>(attr))); }))" {summary = "LLVM dialect TBAA tag metadata array"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    irdl.operands(dst: %0, val: %1)
    irdl.attributes {"len" = %2, "isVolatile" = %3, "access_groups" = %4, "alias_scopes" = %5, "noalias_scopes" = %6, "tbaa" = %7, "arg_attrs" = %8, "res_attrs" = %9}
  }
  irdl.operation @intr.minimum attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.minnum attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.nearbyint attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.pow attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.powi attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(val: %0, power: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.prefetch {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.operands(addr: %0)
    irdl.attributes {"rw" = %1, "hint" = %2, "cache" = %3}
  }
  irdl.operation @intr.ptr.annotation attributes {
      traits = ["AllTypesMatch<res, ptr>", "AllTypesMatch<annotation, fileName, attr>"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(ptr: %0, annotation: %1, fileName: %2, line: %3, attr: %4)
    irdl.results(res: %5)
  }
  irdl.operation @intr.ptrmask attributes {
      assembly_format = "$ptr `,` $mask attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "AllTypesMatch<ptr, res>"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::LLVM::LLVMPointerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "integer or LLVM dialect-compatible vector of integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::LLVM::LLVMPointerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type"}
    irdl.operands(ptr: %0, mask: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.rint attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.round attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.roundeven attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.sadd.sat attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.sadd.with.overflow attributes {
      traits = ["Pure", "SameOperandsElementType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(odsArg0: %0, odsArg1: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.scmp attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameTypeOperands"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.sin attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.sinh attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.smax attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.smin attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.smul.with.overflow attributes {
      traits = ["Pure", "SameOperandsElementType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(odsArg0: %0, odsArg1: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.sqrt attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.ssa.copy attributes {
      assembly_format = "$operand attr-dict `:` type($operand)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(operand: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.sshl.sat attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.ssub.sat attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.ssub.with.overflow attributes {
      traits = ["Pure", "SameOperandsElementType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(odsArg0: %0, odsArg1: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.stackrestore attributes {
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr))"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(ptr: %0)
  }
  irdl.operation @intr.stacksave attributes {
      assembly_format = "attr-dict `:` qualified(type($res))"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @intr.stepvector attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    irdl.results(res: %0)
  }
  irdl.operation @intr.strip.invariant.group attributes {
      assembly_format = "$ptr attr-dict `:` qualified(type($ptr))",
      traits = ["SameOperandsAndResultType"],
      ods_traits = ["PromotableOpInterface"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.tan attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.tanh attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.threadlocal.address attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(global: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.trap attributes {
      assembly_format = "attr-dict"} {
  }
  irdl.operation @intr.trunc attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleFloatingPointType($_self))) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::mlir::LLVM::isCompatibleFloatingPointType(::llvm::cast<::mlir::VectorType>($_self).getElementType()))))" {summary = "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.uadd.sat attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.uadd.with.overflow attributes {
      traits = ["Pure", "SameOperandsElementType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(odsArg0: %0, odsArg1: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.ubsantrap attributes {
      assembly_format = "prop-dict attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(8)))" {summary = "8-bit signless integer attribute"}
    irdl.attributes {"failureKind" = %0}
  }
  irdl.operation @intr.ucmp attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameTypeOperands"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.umax attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.umin attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.umul.with.overflow attributes {
      traits = ["Pure", "SameOperandsElementType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(odsArg0: %0, odsArg1: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.ushl.sat attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.usub.sat attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.usub.with.overflow attributes {
      traits = ["Pure", "SameOperandsElementType"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(($_self.isSignlessInteger())) || (((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger())))" {summary = "signless integer or LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(odsArg0: %0, odsArg1: %1)
    irdl.results(res: %2)
  }
  irdl.operation @intr.vacopy attributes {
      summary = "Copies the current argument position from `src_list` to `dest_list`.",
      assembly_format = "$src_list `to` $dest_list attr-dict `:` type(operands)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(dest_list: %0, src_list: %1)
  }
  irdl.operation @intr.vaend attributes {
      summary = "Destroys `arg_list`, which has been initialized by `intr.vastart` or `intr.vacopy`.",
      assembly_format = "$arg_list attr-dict `:` qualified(type($arg_list))"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(arg_list: %0)
  }
  irdl.operation @intr.var.annotation attributes {
      traits = ["AllTypesMatch<annotation, fileName, attr>"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(val: %0, annotation: %1, fileName: %2, line: %3, attr: %4)
  }
  irdl.operation @intr.vastart attributes {
      summary = "Initializes `arg_list` for subsequent variadic argument extractions.",
      assembly_format = "$arg_list attr-dict `:` qualified(type($arg_list))"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    irdl.operands(arg_list: %0)
  }
  irdl.operation @intr.vector.deinterleave2 attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(vec: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.vector.reduce.add attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.vector.reduce.and attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.vector.reduce.fadd attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FloatType>($_self))" {summary = "floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(start_value: %0, input: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.vector.reduce.fmax attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultElementType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.vector.reduce.fmaximum attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultElementType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.vector.reduce.fmin attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultElementType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.vector.reduce.fminimum attributes {
      assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "SameOperandsAndResultElementType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %2)
    irdl.attributes {"fastmathFlags" = %1}
  }
  irdl.operation @intr.vector.reduce.fmul attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"],
      ods_traits = ["FastmathFlagsInterface"],
      default_values = {fastmathFlags = "#llvm<fastmath<none>>"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FloatType>($_self))" {summary = "floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.base @llvm::@fastmath {summary = "LLVM fastmath flags"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(start_value: %0, input: %1)
    irdl.results(res: %3)
    irdl.attributes {"fastmathFlags" = %2}
  }
  irdl.operation @intr.vector.reduce.mul attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.vector.reduce.or attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.vector.reduce.smax attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.vector.reduce.smin attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.vector.reduce.umax attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.vector.reduce.umin attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.vector.reduce.xor attributes {
      traits = ["Pure", "SameOperandsAndResultElementType"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(in: %0)
    irdl.results(res: %1)
  }
  irdl.operation @intr.vp.add attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.and attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.ashr attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.fadd attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.fdiv attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.fma attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %3 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(op1: %0, op2: %1, op3: %2, mask: %3, evl: %4)
    irdl.results(res: %5)
  }
  irdl.operation @intr.vp.fmul attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.fmuladd attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %3 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(op1: %0, op2: %1, op3: %2, mask: %3, evl: %4)
    irdl.results(res: %5)
  }
  irdl.operation @intr.vp.fneg attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(op: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.fpext attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.fptosi attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.fptoui attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.fptrunc attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.frem attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.fsub attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.inttoptr attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.load {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(ptr: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.lshr attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.merge attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(cond: %0, true_val: %1, false_val: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.mul attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.or attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.ptrtoint attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::LLVM::LLVMPointerType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of LLVM pointer type"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.reduce.add attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.and attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.fadd attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FloatType>($_self))" {summary = "floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.fmax attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FloatType>($_self))" {summary = "floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.fmin attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FloatType>($_self))" {summary = "floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.fmul attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FloatType>($_self))" {summary = "floating-point"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::isa<::mlir::FloatType>(::llvm::cast<::mlir::VectorType>($_self).getElementType())))" {summary = "LLVM dialect-compatible vector of floating-point"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.mul attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.or attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.smax attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.smin attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.umax attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.umin attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.reduce.xor attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "($_self.isSignlessInteger())" {summary = "signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(satrt_value: %0, val: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.sdiv attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.select attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %2 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(cond: %0, true_val: %1, false_val: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.sext attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.shl attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.sitofp attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.smax attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.smin attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.srem attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.store {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleVectorType($_self))" {summary = "LLVM dialect-compatible vector type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(val: %0, ptr: %1, mask: %2, evl: %3)
  }
  irdl.operation @intr.vp.sub attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.trunc attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.udiv attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.uitofp attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vp.umax attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.umin attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.urem attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.xor attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %2 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(lhs: %0, rhs: %1, mask: %2, evl: %3)
    irdl.results(res: %4)
  }
  irdl.operation @intr.vp.zext attributes {
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger()))" {summary = "LLVM dialect-compatible vector of signless integer"}
    %1 = irdl.c_pred "((::mlir::LLVM::isCompatibleVectorType($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getElementType().isSignlessInteger(1)))" {summary = "LLVM dialect-compatible vector of 1-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(src: %0, mask: %1, evl: %2)
    irdl.results(res: %3)
  }
  irdl.operation @intr.vscale {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @linker_options attributes {
      summary = "Options to pass to the linker when the object file is linked",
      description = "Pass the given options to the linker when the resulting object file is linked.\nThis is used extensively on Windows to determine the C runtime that the object\nfiles should link against.\n\nExamples:\n```mlir\n// Link against the MSVC static threaded CRT.\nllvm.linker_options [\"/DEFAULTLIB:\", \"libcmt\"]\n\n// Link against aarch64 compiler-rt builtins\nllvm.linker_options [\"-l\", \"clang_rt.builtins-aarch64\"]\n```",
      assembly_format = "$options attr-dict",
      cpp_verifier = "LlvmLinkerOptions"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    irdl.attributes {"options" = %0}
  }
  irdl.operation @mlir.none attributes {
      summary = "Defines a value containing an empty token to LLVM type.",
      description = "Unlike LLVM IR, MLIR does not have first-class token values. They must be\nexplicitly created as SSA values using `llvm.mlir.none`. This operation has\nno operands or attributes, and returns a none token value of a wrapped LLVM IR\npointer type.\n\nExamples:\n\n```mlir\n%0 = llvm.mlir.none : !llvm.token\n```",
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMTokenType>($_self))" {summary = "LLVM token type"}
    irdl.results(res: %0)
  }
  irdl.operation @va_arg attributes {
      assembly_format = "$arg attr-dict `:` functional-type($arg, $res)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
}
