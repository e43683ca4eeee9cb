// The gpu dialect's types, which C++ defines (DialectType, not TypeDef) so that the import
// from ODS (gpu.irdl.mlir) cannot write them. Written by hand; loaded with gpu.irdl.mlir.
irdl.dialect @gpu {
  irdl.type @"!async_token" attributes {
      summary = "async token type",
      mnemonic = "async.token"} {
  }
  irdl.type @"!sparse_dntensor_handle" attributes {
      summary = "dense tensor handle type",
      mnemonic = "sparse.dntensor_handle"} {
  }
  irdl.type @"!sparse_spmat_handle" attributes {
      summary = "sparse matrix handle type",
      mnemonic = "sparse.spmat_handle"} {
  }
  irdl.type @"!sparse_spgemmop_handle" attributes {
      summary = "SpGEMM operation handle type",
      mnemonic = "sparse.spgemmop_handle"} {
  }
  irdl.type @"!mma_matrix" attributes {
      summary = "MMAMatrix type",
      assembly_format = "`<` custom<MMAMatrix>($shape, $elementType, $operand) `>`",
      verifier = "MMAMatrixType"} {
    %0 = irdl.base "#builtin.array"
    %1 = irdl.any
    %2 = irdl.base "#builtin.string"
    irdl.parameters(shape: %0, elementType: %1, operand: %2)
  }
}
