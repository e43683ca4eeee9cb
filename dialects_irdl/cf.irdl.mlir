// The cf dialect: unconditional and conditional branches. A successor `x` takes the operand
// group `x_operands` (the named verifier BranchOp relies on it).
irdl.dialect @cf attributes {properties, partial, ods, summary = "Unstructured control flow"} {
  irdl.operation @br attributes {
      summary = "Branch operation",
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
      assembly_format = "$condition `,` $true_dest (`(` $true_dest_operands^ `:` type($true_dest_operands) `)`)? `,` $false_dest (`(` $false_dest_operands^ `:` type($false_dest_operands) `)`)? attr-dict",
      successors = ["true_dest", "false_dest"],
      traits = ["Pure", "Terminator"],
      verifier = "BranchOp",
      independent_variadics = ["true_dest_operands", "false_dest_operands"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    irdl.operands(condition: %0, true_dest_operands: variadic %1, false_dest_operands: variadic %2)
  }
}
