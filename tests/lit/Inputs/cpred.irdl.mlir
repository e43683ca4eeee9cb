// A dialect whose operands are constrained by C++ predicates: one the predicate library
// knows (checked), one it does not (reported when the file loads, and accepting anything).
irdl.dialect @cp {
  irdl.operation @o {
    %0 = irdl.c_pred "::llvm::isa<::mlir::IntegerType>($_self)"
    %1 = irdl.c_pred "::llvm::cast<::mlir::MyType>($_self).isFancy()"
    irdl.operands(a: %0, b: %1)
  }
}
