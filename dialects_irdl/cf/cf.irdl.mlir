// The cf dialect: assertions, unconditional, conditional and multi-way branches. A
// successor `x` of br and cond_br takes the operand group `x_operands` (the named verifier
// BranchOp relies on it); cf.switch splits its case operands by `case_operand_segments`.
irdl.dialect @cf attributes {properties, ods, summary = "Unstructured control flow"} {
  irdl.operation @assert attributes {
      summary = "Assert operation with message attribute",
      description = "Checks at run time that its i1 operand is true; when it is not, the program aborts with the message.",
      assembly_format = "$arg `,` $msg attr-dict"} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(arg: %0)
    irdl.attributes {"msg" = %1}
  }
  irdl.operation @br attributes {
      summary = "Branch operation",
      description = "Transfers control to its successor block, passing its operands as the block's arguments.",
      assembly_format = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict",
      successors = ["dest"],
      traits = ["Pure", "Terminator"],
      verifier = "BranchOp",
      independent_variadics = ["dest_operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(dest_operands: variadic %0)
  }
  irdl.operation @cond_br attributes {
      summary = "Conditional branch operation",
      description = "Transfers control to its first successor when the condition is true and to its second otherwise, each with its own operands; optional weights say how likely each way is.",
      assembly_format = "$condition (`weights` `(` custom<DenseArray>($branch_weights, \"32\")^ `)`)? `,` $true_dest (`(` $true_dest_operands^ `:` type($true_dest_operands) `)`)? `,` $false_dest (`(` $false_dest_operands^ `:` type($false_dest_operands) `)`)? attr-dict",
      successors = ["true_dest", "false_dest"],
      traits = ["AttrSizedOperandSegments", "Pure", "Terminator"],
      verifier = "CondBranchOp",
      independent_variadics = ["true_dest_operands", "false_dest_operands"],
      optional_attributes = ["branch_weights"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    irdl.operands(condition: %0, true_dest_operands: variadic %1, false_dest_operands: variadic %2)
    irdl.attributes {"branch_weights" = %3}
  }
  irdl.operation @switch attributes {
      summary = "Switch operation",
      description = "Transfers control to the successor of the case whose value equals the integer flag, or to the default successor when none does; each successor has its own operands.",
      assembly_format = "$flag `:` type($flag) `,` `[` `\\n` custom<SwitchOpCases>(ref(type($flag)), $default_destination, $default_operands, type($default_operands), $case_values, $case_destinations, $case_operands, type($case_operands), $case_operand_segments) `]` attr-dict",
      successors = ["default_destination", "variadic case_destinations"],
      traits = ["AttrSizedOperandSegments", "Pure", "Terminator"],
      verifier = "SwitchOp",
      independent_variadics = ["default_operands", "case_operands"],
      optional_attributes = ["case_values"]} {
    %0 = irdl.base "!builtin.integer" {summary = "integer"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseIntElementsAttr>($_self)" {summary = "integer elements attribute"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::DenseI32ArrayAttr>($_self)" {summary = "i32 dense array attribute"}
    irdl.operands(flag: %0, default_operands: variadic %1, case_operands: variadic %2)
    irdl.attributes {"case_values" = %3, "case_operand_segments" = %4}
  }
}
