// The cf dialect: unconditional and conditional branches.
//
// Operand names are ODS's (`destOperands`, `trueDestOperands`): a successor `x` takes the
// operand group `xOperands`. IRDL's lowercase naming rule refuses them: upstream's
// mlir-minimal-opt does not load this file; our library reads it with relaxed names.
irdl.dialect @cf attributes {properties, summary = "Unstructured control flow"} {
  irdl.operation @br attributes {
      summary = "Branch operation",
      assembly_format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
      successors = ["dest"],
      traits = ["Pure", "Terminator"],
      verifier = "BranchOp",
      independent_variadics = ["destOperands"]} {
    %0 = irdl.any
    irdl.operands(destOperands: variadic %0)
  }
  irdl.operation @cond_br attributes {
      summary = "Conditional branch operation",
      assembly_format = "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
      successors = ["trueDest", "falseDest"],
      traits = ["Pure", "Terminator"],
      verifier = "BranchOp",
      independent_variadics = ["trueDestOperands", "falseDestOperands"]} {
    %0 = irdl.is i1
    %1 = irdl.any
    %2 = irdl.any
    irdl.operands(condition: %0, trueDestOperands: variadic %1, falseDestOperands: variadic %2)
  }
}
