// A dialect whose operand is constrained by a C++ predicate we never run.
irdl.dialect @cp {
  irdl.operation @o {
    %0 = irdl.c_pred "::llvm::isa<::mlir::IntegerType>($_self)"
    irdl.operands(a: %0)
  }
}
