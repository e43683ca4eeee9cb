// The llvm dialect (a first piece): the unreachable terminator.
irdl.dialect @llvm attributes {properties, partial, ods, summary = "The LLVM IR dialect"} {
  irdl.operation @unreachable attributes {
      summary = "Marks a point that control flow never reaches",
      assembly_format = "attr-dict",
      traits = ["Terminator"]}
}
