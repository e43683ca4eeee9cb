// The memref dialect (a first piece): loads.
irdl.dialect @memref attributes {properties, partial, ods, summary = "Operations on buffers: allocation, access, views"} {
  irdl.operation @load attributes {
      summary = "load operation",
      description = "Reads the element of a memref at the given indices, one index per dimension.",
      assembly_format = "$memref `[` $indices `]` attr-dict `:` type($memref)",
      traits = ["TypesMatchWith<memref, result, ElementType, result type matches element type of 'memref'>"],
      optional_attributes = ["nontemporal"],
      default_values = {nontemporal = "false"}} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    irdl.operands(memref: %0, indices: variadic %1)
    irdl.results(result: %2)
    irdl.attributes {"nontemporal" = %3}
  }
}
