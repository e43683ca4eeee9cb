// Imported from ODS (LinalgBase.td:21) by irdl-import-ods: attributes, types and operations.
irdl.dialect @linalg attributes {ods, properties, description = "The `linalg` dialect groups together a set of types, operations and\ntransformations that are useful to implement a structured abstraction on\nbuffers and tensors. These abstractions are useful for transformations and\ncan lower to scalar load/store and other operations or to more general\nlibrary calls.\n\nAdditional [Linalg Dialect\nDocumentation](https://mlir.llvm.org/docs/Dialects/Linalg) and a\n[Rationale\nDocument](https://mlir.llvm.org/docs/Rationale/RationaleLinalgDialect) are\nare also available and should be read first before going in the details of\nthe op semantics."} {
  irdl.attribute @binary_fn attributes {
      summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::linalg::BinaryFn\", \"BinaryFnAttr\", \"add sub mul div div_unsigned max_signed min_signed max_unsigned min_unsigned powf\") `>`",
      ods_enum = "::mlir::linalg::BinaryFn", ods_enum_cases = {"add" = 0, "sub" = 1, "mul" = 2, "div" = 3, "div_unsigned" = 4, "max_signed" = 5, "min_signed" = 6, "max_unsigned" = 7, "min_unsigned" = 8, "powf" = 9}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @elementwise_kind attributes {
      summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::linalg::ElementwiseKind\", \"ElementwiseKindAttr\", \"exp log abs ceil floor negf reciprocal round sqrt rsqrt square tanh erf add sub mul div div_unsigned max_signed min_signed max_unsigned min_unsigned powf select\") `>`",
      ods_enum = "::mlir::linalg::ElementwiseKind", ods_enum_cases = {"exp" = 0, "log" = 1, "abs" = 2, "ceil" = 3, "floor" = 4, "negf" = 5, "reciprocal" = 6, "round" = 7, "sqrt" = 8, "rsqrt" = 9, "square" = 10, "tanh" = 11, "erf" = 12, "add" = 13, "sub" = 14, "mul" = 15, "div" = 16, "div_unsigned" = 17, "max_signed" = 18, "min_signed" = 19, "max_unsigned" = 20, "min_unsigned" = 21, "powf" = 22, "select" = 23}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @iterator_type attributes {
      summary = "Iterator type",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::utils::IteratorType\", \"IteratorTypeEnum\", \"parallel reduction\") `>`",
      ods_enum = "::mlir::utils::IteratorType", ods_enum_cases = {"parallel" = 0, "reduction" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @ternary_fn attributes {
      summary = "allowed 32-bit signless integer cases: 0",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::linalg::TernaryFn\", \"TernaryFnAttr\", \"select\") `>`",
      ods_enum = "::mlir::linalg::TernaryFn", ods_enum_cases = {"select" = 0}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @type_fn attributes {
      summary = "allowed 32-bit signless integer cases: 0, 1",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::linalg::TypeFn\", \"TypeFnAttr\", \"cast_signed cast_unsigned\") `>`",
      ods_enum = "::mlir::linalg::TypeFn", ods_enum_cases = {"cast_signed" = 0, "cast_unsigned" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @unary_fn attributes {
      summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::linalg::UnaryFn\", \"UnaryFnAttr\", \"exp log abs ceil floor negf reciprocal round sqrt rsqrt square tanh erf\") `>`",
      ods_enum = "::mlir::linalg::UnaryFn", ods_enum_cases = {"exp" = 0, "log" = 1, "abs" = 2, "ceil" = 3, "floor" = 4, "negf" = 5, "reciprocal" = 6, "round" = 7, "sqrt" = 8, "rsqrt" = 9, "square" = 10, "tanh" = 11, "erf" = 12}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.operation @abs attributes {
      summary = "Applies abs(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgAbs",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @add attributes {
      summary = "Adds two tensors elementwise.",
      description = "The shapes and element types must be identical. The appropriate casts,\nbroadcasts and reductions should be done previously to calling this op.\n\nThis means reduction/broadcast/element cast semantics is explicit. Further\npasses can take that into account when lowering this code. For example,\na `linalg.broadcast` + `linalg.add` sequence can be lowered to a\n`linalg.generic` with different affine maps for the two operands.",
      cpp_assembly_format = "LinalgAdd",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @batch_matmul attributes {
      summary = "Performs a batched matrix multiplication of two 3D inputs.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\n    them to the same data type as the accumulator/output.\n\n    Broadcast and Transpose semantics can be appiled by specifying the explicit attribute\n    'indexing_maps' as shown below. This is a list attribute, so must include maps for all\n    arguments if specified.\n\n    Example Transpose:\n    ```mlir\n    linalg.batch_matmul\n        indexing_maps = [affine_map<(batch, m, n, k) -> (batch, k, m)>, // transpose\n                         affine_map<(batch, m, n, k) -> (batch, k, n)>,\n                         affine_map<(batch, m, n, k) -> (batch, m, n)>]\n        ins(%arg0, %arg1 : memref<2x5x3xf32>,memref<2x5x7xf32>)\n        outs(%arg2: memref<2x3x7xf32>)\n    ```\n\n    Example Broadcast:\n    ```mlir\n    linalg.batch_matmul\n        indexing_maps = [affine_map<(batch, m, n, k) -> (k)>,           // broadcast\n                         affine_map<(batch, m, n, k) -> (batch, k, n)>,\n                         affine_map<(batch, m, n, k) -> (batch, m, n)>]\n        ins(%arg0, %arg1 : memref<5xf32>, memref<2x5x7xf32>)\n        outs(%arg2: memref<2x3x7xf32>)\n    ```\n\n    Example Broadcast and Transpose:\n    ```mlir\n    linalg.batch_matmul\n        indexing_maps = [affine_map<(batch, m, n, k) -> (m, k)>,        // broadcast\n                         affine_map<(batch, m, n, k) -> (batch, n, k)>, // transpose\n                         affine_map<(batch, m, n, k) -> (batch, m, n)>]\n        ins(%arg0, %arg1 : memref<3x5xf32>, memref<2x7x5xf32>)\n        outs(%arg2: memref<2x3x7xf32>)\n    ```",
      cpp_assembly_format = "LinalgBatchMatmul",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      cpp_verifier = "LinalgBatchMatmul",
      optional_attributes = ["indexing_maps", "cast"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::AffineMapAttr>(attr))); }))" {summary = "AffineMap array attribute"}
    %3 = irdl.base @linalg::@type_fn {summary = "allowed 32-bit signless integer cases: 0, 1"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"indexing_maps" = %2, "cast" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @batch_matvec attributes {
      summary = "Performs a batched matrix-vector multiplication.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgBatchMatvec",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @batch_mmt4d attributes {
      summary = "Performs a batched matrix-matrix-transpose multiplication of two\nbatched-4D (5D) inputs.",
      description = "Besides the outermost batch dimension has the same semantic as\nlinalg.batch_matmul, the differences from linalg.batch_matmul in the\nnon-batch dimensions are the same as linalg.mmt4d vs. linalg.matmul. See the\ndescription of lingalg.mmt4d.",
      cpp_assembly_format = "LinalgBatchMmt4D",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @batch_reduce_matmul attributes {
      summary = "Performs a batch-reduce matrix multiplication on two inputs.\n    The partial multiplication results are reduced into a 2D output.",
      description = "Numeric casting is performed on the operands to the inner multiply,\npromoting them to the same data type as the accumulator/output.\n\nBroadcast and Transpose semantics can be applied by specifying the explicit attribute\n'indexing_maps' as shown below. This is a list attribute, so must include maps for all\narguments if specified.\n\nExample Transpose:\n```mlir\nlinalg.batch_reduce_matmul\n    indexing_maps = [affine_map<(batch, m, n, k) -> (batch, k, m)>, // transpose\n                     affine_map<(batch, m, n, k) -> (batch, k, n)>,\n                     affine_map<(batch, m, n, k) -> (m, n)>]\n    ins(%arg0, %arg1 : memref<2x5x3xf32>,memref<2x5x7xf32>)\n    outs(%arg2: memref<3x7xf32>)\n```\n\nExample Broadcast:\n```mlir\nlinalg.batch_reduce_matmul\n    indexing_maps = [affine_map<(batch, m, n, k) -> (k)>,         // broadcast\n                     affine_map<(batch, m, n, k) -> (batch, k, n)>,\n                     affine_map<(batch, m, n, k) -> (m, n)>]\n    ins(%arg0, %arg1 : memref<5xf32>, memref<2x5x7xf32>)\n    outs(%arg2: memref<3x7xf32>)\n```\n\nExample Broadcast and Transpose:\n```mlir\nlinalg.batch_reduce_matmul\n    indexing_maps = [affine_map<(batch, m, n, k) -> (m, k)>,        // broadcast\n                     affine_map<(batch, m, n, k) -> (batch, n, k)>, // transpose\n                     affine_map<(batch, m, n, k) -> (m, n)>]\n    ins(%arg0, %arg1 : memref<3x5xf32>, memref<2x7x5xf32>)\n    outs(%arg2: memref<3x7xf32>)\n```",
      cpp_assembly_format = "LinalgBatchReduceMatmul",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      cpp_verifier = "LinalgBatchReduceMatmul",
      optional_attributes = ["indexing_maps", "cast"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::AffineMapAttr>(attr))); }))" {summary = "AffineMap array attribute"}
    %3 = irdl.base @linalg::@type_fn {summary = "allowed 32-bit signless integer cases: 0, 1"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"indexing_maps" = %2, "cast" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @batch_vecmat attributes {
      summary = "Performs a batched matrix-vector multiplication.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgBatchVecmat",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @broadcast attributes {
      summary = "Static broadcast operator",
      description = "Broadcast the input into the given shape by adding `dimensions`.\n\nExample:\n```mlir\n  %bcast = linalg.broadcast\n      ins(%input:tensor<16xf32>)\n      outs(%init:tensor<16x64xf32>)\n      dimensions = [1]\n```",
      cpp_assembly_format = "LinalgBroadcast",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "LinalgBroadcast",
      cpp_result_names = "LinalgBroadcast",
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "memref of any type values or ranked tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "memref of any type values or ranked tensor of any type values"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of any type values"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(input: %0, init: %1)
    irdl.results(result: variadic %3)
    irdl.attributes {"dimensions" = %2}
    irdl.regions(region: %4)
  }
  irdl.operation @ceil attributes {
      summary = "Applies ceil(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgCeil",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @contract attributes {
      summary = "Perform a contraction on two inputs, accumulating into the third.",
      description = "The semantics of contracting inputs `A` and `B` on top of `C` to produce\noutput `D` is given by\n\n  `D[H] = (SUM_{(I ∪ J) \\ H} A[I] * B[J]) + C[H]`\n\nwhere `I`, `J`, and `H` are tuples of (pairwise distinct) dimension\nidentifiers - meant to range over valid indices - corresponding to the\nresults of the mandatory (projected permutation) `indexing_maps` for `A`,\n`B` and `C`. `SUM_{dims}` means reduce over all valid indices for the\ndimensions in the set `dims` (with `I`, `J`, and `K` treated as _sets_ of\ndim identifiers).\n\nThe iteration space consists of all dimensions in `I`, `J` and `H`, i.e. the\ndomain of each of the `affine_map`s. Like for einsums, the iteration type of\neach dim is inferred and is either:\n\n- reduction: the dim is used to index into `A` and `B` but not `C`. Per the\n  above semantics, these dims will be contracted, i.e. reduced over.\n\n- parallel: the dim is used to index into `C` and at least one of `A` and\n  `B`, and - deriving from matmul terminology - is either an \"M-like\" dim\n  (if used on `A` and `C`), an \"N-like\" dim (if used on `B` and `C`) or a\n  \"batch\"-dim (if used to index into `A`, `B`, and `C`).\n\nFor example, batch-matmul is given by `I = ⟨ b, m, k ⟩`, `J = ⟨ b, k, n ⟩`,\n`H = ⟨ b, m, n ⟩` (with `k` as a contracting reduction-dimension while `m`,\n`n` and `b` have parallel iteration-type) and gets represented as:\n\n```mlir\n%D = linalg.contract\n    indexing_maps = [affine_map<(batch, m, n, k) -> (batch, m, k)>,\n                     affine_map<(batch, m, n, k) -> (batch, k, n)>,\n                     affine_map<(batch, m, n, k) -> (batch, m, n)>]\n    ins(%A, %B: tensor<?x?x?xf32>, tensor<?x?x?xf32>)\n    outs(%C: tensor<?x?x?xf32>) -> tensor<?x?x?xf32>\n```\n\nNote that by permuting dims in the `affine_map`s' results, accesses to\nto the inputs and output can be arbitrarily transposed. Similarly, arbitrary\nbroadcasts can be achieved through leaving out dims on either input operand.\nFor example, the following is a variant of batch-matmul with a transposition\napplied to `A` while `B`'s 2D-matrix gets broadcasted along the batch dim:\n\n```mlir\nlinalg.contract\n    indexing_maps = [affine_map<(batch, m, n, k) -> (batch, k, m)>,\n                     affine_map<(batch, m, n, k) -> (k, n)>,\n                     affine_map<(batch, m, n, k) -> (batch, m, n)>]\n    ins(%A, %B: memref<?x?x?xf32>, memref<?x?xf32>)\n    outs(%C: memref<?x?x?xf32>)\n```\n\nNumeric casting is performed on the operands to the inner multiplication,\npromoting/truncating them to the same data type as the accumulator/output.\n\nTODO: Allow control over the combining/accumulating op and possibly the\n      multiplication op.",
      cpp_assembly_format = "LinalgContract",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      cpp_verifier = "LinalgContract",
      optional_attributes = ["cast"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::AffineMapAttr>(attr))); }))" {summary = "AffineMap array attribute"}
    %3 = irdl.base @linalg::@type_fn {summary = "allowed 32-bit signless integer cases: 0, 1"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %5 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"indexing_maps" = %2, "cast" = %3}
    irdl.regions(combiner: %5)
  }
  irdl.operation @conv_1d attributes {
      summary = "Performs 1-D convolution with no channels.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv1D",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @conv_1d_ncw_fcw attributes {
      summary = "Performs 1-D convolution.",
      description = "Layout:\n  * Input: NCW.\n  * Kernel: FCW.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv1DNcwFcw",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_1d_nwc_wcf attributes {
      summary = "Performs 1-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv1DNwcWcf",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d attributes {
      summary = "Performs 2-D convolution with no channels.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv2D",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @conv_2d_nchw_fchw attributes {
      summary = "Performs 2-D convolution.",
      description = "Layout:\n  * Input: NCHW.\n  * Kernel: FCHW.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv2DNchwFchw",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d_nchw_fchw_q attributes {
      summary = "Performs 2-D convolution with zero point offsets.",
      description = "Layout:\n  * Input: NCHW.\n  * Kernel: FCHW.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. This includes the zero\npoint offsets common to quantized operations.",
      cpp_assembly_format = "LinalgConv2DNchwFchwQ",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d_ngchw_fgchw attributes {
      summary = "Performs 2-D grouped convolution.",
      description = "Layout:\n  * Input: NGCHW.\n  * Kernel: FGCHW.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv2DNgchwFgchw",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d_ngchw_gfchw attributes {
      summary = "Performs 2-D grouped convolution.",
      description = "Layout:\n  * Input: NGCHW.\n  * Kernel: GFCHW.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv2DNgchwGfchw",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d_ngchw_gfchw_q attributes {
      summary = "Performs 2-D grouped convolution with zero-point offsets.",
      description = "Layout:\n  * Input: NGCHW.\n  * Kernel: GFCHW.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. This includes the zero\npoint offsets common to quantized operations.",
      cpp_assembly_format = "LinalgConv2DNgchwGfchwQ",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d_nhwc_fhwc attributes {
      summary = "Performs 2-D convolution.",
      description = "Layout:\n  * Input: NHWC.\n  * Kernel: FHWC.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv2DNhwcFhwc",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d_nhwc_fhwc_q attributes {
      summary = "Performs 2-D convolution with zero point offsets.",
      description = "Layout:\n  * Input: NHWC.\n  * Kernel: FHWC.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. This includes the zero\npoint offsets common to quantized operations.",
      cpp_assembly_format = "LinalgConv2DNhwcFhwcQ",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d_nhwc_hwcf attributes {
      summary = "Performs 2-D convolution.",
      description = "Layout:\n  * Input: NHWC.\n  * Kernel: HWCF.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv2DNhwcHwcf",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d_nhwc_hwcf_q attributes {
      summary = "Performs 2-D convolution with zero point offsets.",
      description = "Layout:\n  * Input: NHWC.\n  * Kernel: HWCF.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. This includes the zero\npoint offsets common to quantized operations.",
      cpp_assembly_format = "LinalgConv2DNhwcHwcfQ",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d_nhwgc_gfhwc attributes {
      summary = "Performs 2-D grouped convolution.",
      description = "Layout:\n  * Input: NHWGC.\n  * Kernel: GFHWC.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv2DNhwgcGfhwc",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_2d_nhwgc_gfhwc_q attributes {
      summary = "Performs 2-D grouped convolution with zero point offsets.",
      description = "Layout:\n  * Input: NHWGC.\n  * Kernel: GFHWC.\n\nNumeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. This includes the zero\npoint offsets common to quantized operations.",
      cpp_assembly_format = "LinalgConv2DNhwgcGfhwcQ",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_3d attributes {
      summary = "Performs 3-D convolution with no channels.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv3D",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @conv_3d_ncdhw_fcdhw attributes {
      summary = "Performs 3-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv3DNcdhwFcdhw",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_3d_ndhwc_dhwcf attributes {
      summary = "Performs 3-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgConv3DNdhwcDhwcf",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @conv_3d_ndhwc_dhwcf_q attributes {
      summary = "Performs 3-D convolution with zero point offsets.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. This includes the zero\npoint offsets common to quantized operations.",
      cpp_assembly_format = "LinalgConv3DNdhwcDhwcfQ",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @copy attributes {
      summary = "Copies the tensor elementwise.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgCopy",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      optional_attributes = ["cast"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.base @linalg::@type_fn {summary = "allowed 32-bit signless integer cases: 0, 1"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %4 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %3)
    irdl.attributes {"cast" = %2}
    irdl.regions(region: %4)
  }
  irdl.operation @depthwise_conv_1d_ncw_cw attributes {
      summary = "Performs depth-wise 1-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. Multiplier is set to 1\nwhich is a special case for most depthwise convolutions.",
      cpp_assembly_format = "LinalgDepthwiseConv1DNcwCw",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @depthwise_conv_1d_nwc_wc attributes {
      summary = "Performs depth-wise 1-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. Multiplier is set to 1\nwhich is a special case for most depthwise convolutions.",
      cpp_assembly_format = "LinalgDepthwiseConv1DNwcWc",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @depthwise_conv_1d_nwc_wcm attributes {
      summary = "Performs depth-wise 1-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgDepthwiseConv1DNwcWcm",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @depthwise_conv_2d_nchw_chw attributes {
      summary = "Performs depth-wise 2-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. Multiplier is set to 1\nwhich is a special case for most depthwise convolutions.",
      cpp_assembly_format = "LinalgDepthwiseConv2DNchwChw",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @depthwise_conv_2d_nhwc_hwc attributes {
      summary = "Performs depth-wise 2-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. Multiplier is set to 1\nwhich is a special case for most depthwise convolutions.",
      cpp_assembly_format = "LinalgDepthwiseConv2DNhwcHwc",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @depthwise_conv_2d_nhwc_hwc_q attributes {
      summary = "Performs depth-wise 2-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgDepthwiseConv2DNhwcHwcQ",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @depthwise_conv_2d_nhwc_hwcm attributes {
      summary = "Performs depth-wise 2-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgDepthwiseConv2DNhwcHwcm",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @depthwise_conv_2d_nhwc_hwcm_q attributes {
      summary = "Performs depth-wise 2-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgDepthwiseConv2DNhwcHwcmQ",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @depthwise_conv_3d_ncdhw_cdhw attributes {
      summary = "Performs depth-wise 3-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. Multiplier is set to 1\nwhich is a special case for most depthwise convolutions.",
      cpp_assembly_format = "LinalgDepthwiseConv3DNcdhwCdhw",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @depthwise_conv_3d_ndhwc_dhwc attributes {
      summary = "Performs depth-wise 3-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. Multiplier is set to 1\nwhich is a special case for most depthwise convolutions.",
      cpp_assembly_format = "LinalgDepthwiseConv3DNdhwcDhwc",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @depthwise_conv_3d_ndhwc_dhwcm attributes {
      summary = "Performs depth-wise 3-D convolution.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgDepthwiseConv3DNdhwcDhwcm",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @div attributes {
      summary = "Divides the first tensor by the second tensor, elementwise.",
      description = "The shapes and element types must be identical. The appropriate casts,\nbroadcasts and reductions should be done previously to calling this op.\n\nThis means reduction/broadcast/element cast semantics is explicit. Further\npasses can take that into account when lowering this code. For example,\na `linalg.broadcast` + `linalg.div` sequence can be lowered to a\n`linalg.generic` with different affine maps for the two operands.",
      cpp_assembly_format = "LinalgDiv",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @div_unsigned attributes {
      summary = "Divides the first tensor by the second tensor, elementwise. For integer\ntypes, performs an unsigned division.",
      description = "The shapes and element types must be identical. The appropriate casts,\nbroadcasts and reductions should be done previously to calling this op.\n\nThis means reduction/broadcast/element cast semantics is explicit. Further\npasses can take that into account when lowering this code. For example,\na `linalg.broadcast` + `linalg.div` sequence can be lowered to a\n`linalg.generic` with different affine maps for the two operands.",
      cpp_assembly_format = "LinalgDivUnsigned",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @dot attributes {
      summary = "Performs a dot product of two vectors to a scalar result.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgDot",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @elementwise attributes {
      summary = "Performs element-wise operation",
      description = "The attribute `kind` describes arithmetic operation to perform. The\noperation kind can be unary (e.g. max), binary (e.g. add) or ternary\n(e.g. select).\n\nBy default, all indexing maps are identities. In the case of default\nindexing map, all input and output shapes must match. The number of dims in\neach of the identity maps is equal to the rank of the output type.\n\nAffine-maps for operands and result are required to be provided by the user\nwhen a transpose and/or broadcast is needed on any operand. When a map is not\nprovided, default identity maps are inferred for each operand.\n\nIterator-types are always all `parallel`.\nIterator-types are needed for constructing the underlying structured op.\n\nThe number of dims of the iterator-types are inferred from the rank of\nthe result type.\n\nExample:\n\nDefining a unary linalg.elementwise with default indexing-map:\n```mlir\n%exp = linalg.elementwise\n    kind=#linalg.elementwise_kind<exp>\n    ins(%x : tensor<4x16x8xf32>)\n    outs(%y: tensor<4x16x8xf32>) -> tensor<4x16x8xf32>\n```\n\nDefining a binary linalg.elementwise with user-defined indexing-map:\n```mlir\n%add = linalg.elementwise\n    kind=#linalg.elementwise_kind<add>\n    indexing_maps = [#transpose, #broadcast, #identity]\n    ins(%exp, %arg1 : tensor<4x16x8xf32>, tensor<4x16xf32>)\n    outs(%arg2: tensor<4x8x16xf32>) -> tensor<4x8x16xf32>\n```",
      cpp_assembly_format = "LinalgElementwise",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      optional_attributes = ["indexing_maps"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.base @linalg::@elementwise_kind {summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::AffineMapAttr>(attr))); }))" {summary = "AffineMap array attribute"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"kind" = %2, "indexing_maps" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @erf attributes {
      summary = "Applies erf(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgErf",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @exp attributes {
      summary = "Applies exp(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgExp",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @fill attributes {
      summary = "Fills the output tensor with the given value.",
      description = "Works for arbitrary ranked output tensors since the operation performs\nscalar accesses only and is thus rank polymorphic. The value operand\ntype must match the element type of the output.",
      cpp_assembly_format = "LinalgFill",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "FillOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @fill_rng_2d attributes {
      summary = "Fills the output tensor with pseudo random numbers.",
      description = "The operation generations pseudo random numbers using a linear congruential\ngenerator. It provides no guarantees regarding the distribution of the\ngenerated random numbers. Instead of generating the random numbers\nsequentially, it instantiates one random number generator per data element\nand runs them in parallel. The seed operand and the indices of the data\nelement seed the random number generation. The min and max operands limit\nthe range of the generated random numbers.",
      cpp_assembly_format = "LinalgFillRng2D",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @floor attributes {
      summary = "Applies floor(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgFloor",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @generic attributes {
      description = "Generic Linalg op form where the key properties of the computation are\nspecified as attributes. In pretty form, a `linalg.generic` op is written\nas:\n\n  ```mlir\n  linalg.generic #trait_attribute\n      ins(%A, %B : memref<?x?xf32, stride_specification>,\n                   memref<?x?xf32, stride_specification>)\n      outs(%C : memref<?x?xf32, stride_specification>)\n      attrs = {other-optional-attributes}\n      {region}\n  ```\n\nWhere #trait_attributes is an alias of a dictionary attribute containing:\n  - doc [optional]: a documentation string\n  - indexing_maps: a list of AffineMapAttr, one AffineMapAttr per each input\n    and output view. Such AffineMapAttr specifies the mapping between the\n    loops and the indexing within each view.\n  - library_call [optional]: a StringAttr containing the name of an\n    external library function that the linalg.generic operation maps to.\n    The external library is assumed to be dynamically linked and no strong\n    compile-time guarantees are provided. In the absence of such a library\n    call, linalg.generic will always lower to loops.\n  - iterator_types: an ArrayAttr specifying the type of the enclosing loops.\n    Each element of the list represents and iterator of one of the following\n    types:\n      parallel, reduction, window\n\nExample:\nDefining a #matmul_trait attribute in MLIR can be done as follows:\n  ```mlir\n  #matmul_accesses = [\n    (m, n, k) -> (m, k),\n    (m, n, k) -> (k, n),\n    (m, n, k) -> (m, n)\n  ]\n  #matmul_trait = {\n    doc = \"C(m, n) += A(m, k) * B(k, n)\",\n    indexing_maps = #matmul_accesses,\n    library_call = \"linalg_matmul\",\n    iterator_types = [\"parallel\", \"parallel\", \"reduction\"]\n  }\n  ```\n\nAnd can be reused in multiple places as:\n  ```mlir\n  linalg.generic #matmul_trait\n    ins(%A, %B : memref<?x?xf32, stride_specification>,\n                 memref<?x?xf32, stride_specification>)\n    outs(%C : memref<?x?xf32, stride_specification>)\n    {other-optional-attributes} {\n    ^bb0(%a: f32, %b: f32, %c: f32) :\n      %d = arith.mulf %a, %b: f32\n      %e = arith.addf %c, %d: f32\n      linalg.yield %e : f32\n  }\n  ```\n\nThis may lower to either:\n  ```mlir\n  call @linalg_matmul(%A, %B, %C) :\n    (memref<?x?xf32, stride_specification>,\n     memref<?x?xf32, stride_specification>,\n     memref<?x?xf32, stride_specification>)\n    -> ()\n  ```\n\nor IR resembling:\n```mlir\nscf.for %m = %c0 to %M step %c1 {\n  scf.for %n = %c0 to %N step %c1 {\n    scf.for %k = %c0 to %K step %c1 {\n      %a = load %A[%m, %k] : memref<?x?xf32, stride_specification>\n      %b = load %B[%k, %n] : memref<?x?xf32, stride_specification>\n      %c = load %C[%m, %n] : memref<?x?xf32, stride_specification>\n      %d = arith.mulf %a, %b: f32\n      %e = arith.addf %c, %d: f32\n      store %e, %C[%m, %n] : memref<?x?x?xf32, stride_specification>\n    }\n  }\n}\n```",
      cpp_assembly_format = "LinalgGeneric",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "OpAsmOpInterface"],
      optional_attributes = ["doc", "library_call"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::AffineMapAttr>(attr))); }))" {summary = "AffineMap array attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::linalg::IteratorTypeAttr>(attr))); }))" {summary = "Iterator type should be an enum."}
    %4 = irdl.base "#builtin.string" {summary = "string attribute"}
    %5 = irdl.base "#builtin.string" {summary = "string attribute"}
    %6 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %7 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %6)
    irdl.attributes {"indexing_maps" = %2, "iterator_types" = %3, "doc" = %4, "library_call" = %5}
    irdl.regions(region: %7)
  }
  irdl.operation @index attributes {
      summary = "linalg index operation",
      description = "The `linalg.index` operation returns the iteration index of the immediately\nenclosing linalg structured operation for the iteration dimension `dim`. The\n`dim` attribute specifies the position of the accessed dimension in the\nindexing map domain.\n\nExample:\n\n```mlir\n#map = affine_map<(i, j) -> (i, j)>\nlinalg.generic {indexing_maps = [#map, #map],\n                iterator_types = [\"parallel\", \"parallel\"]}\n  outs(%I, %J : memref<?x?xindex>, memref<?x?xindex>) {\n  ^bb0(%arg0 : index, %arg1 : index):\n  // Access the outer iteration dimension i\n  %i = linalg.index 0 : index\n  // Access the inner iteration dimension j\n  %j = linalg.index 1 : index\n  linalg.yield %i, %j : index, index\n}\n```\n\nThis may lower to IR resembling:\n\n```mlir\n%0 = dim %I, %c0 : memref<?x?xindex>\n%1 = dim %I, %c1 : memref<?x?xindex>\nscf.for %i = %c0 to %0 step %c1 {\n  scf.for %j = %c0 to %1 step %c1 {\n    store %i, %I[%i, %j] : memref<?x?xindex>\n    store %j, %J[%i, %j] : memref<?x?xindex>\n  }\n}\n```",
      assembly_format = "custom<TypedAttribute>($dim, \"i64\") attr-dict `:` type($result)",
      traits = ["Pure"],
      cpp_verifier = "LinalgIndex"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0))" {summary = "64-bit signless integer attribute whose minimum value is 0"}
    %1 = irdl.is index {summary = "index"}
    irdl.results(result: %1)
    irdl.attributes {"dim" = %0}
  }
  irdl.operation @log attributes {
      summary = "Applies log(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgLog",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @map attributes {
      summary = "Elementwise operations",
      description = "Models elementwise operations on tensors in terms of arithmetic operations\non the corresponding elements.\n\nExample:\n```mlir\n  %add = linalg.map\n      ins(%lhs, %rhs : tensor<64xf32>, tensor<64xf32>)\n      outs(%init: tensor<64xf32>)\n      (%lhs_elem: f32, %rhs_elem: f32) {\n        %0 = arith.addf %lhs_elem, %rhs_elem: f32\n        linalg.yield %0: f32\n      }\n```\n\nShortened print form is available for simple maps where the body contains exactly\ntwo operations (the payload operation and a yield), the payload operation has\nthe same number of operands as block arguments with operands matching block\narguments in order, and the yield operand is the result of the payload operation.\n\nThe example above will be printed using the shortened form as:\n```mlir\n  %add = linalg.map { arith.addf }\n      ins(%lhs, %rhs : tensor<64xf32>, tensor<64xf32>)\n      outs(%init: tensor<64xf32>)\n```",
      cpp_assembly_format = "LinalgMap",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "LinalgMap",
      cpp_result_names = "LinalgMap",
      independent_variadics = ["inputs", "result"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "memref of any type values or ranked tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "memref of any type values or ranked tensor of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of any type values"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(inputs: variadic %0, init: %1)
    irdl.results(result: variadic %2)
    irdl.regions(mapper: %3)
  }
  irdl.operation @matmul attributes {
      summary = "Performs a matrix multiplication of two 2D inputs without broadcast or transpose.",
      description = "Numeric casting is performed on the operands to the inner multiply,\npromoting them to the same data type as the accumulator/output.\n\nBroadcast and Transpose semantics can be appiled by specifying the explicit attribute\n'indexing_maps' as shown below.This is a list attribute, so the list must include all\nthe maps if specified.\n\nExample Transpose:\n```mlir\nlinalg.matmul\n    indexing_maps = [affine_map<(m, n, k) -> (k, m)>, // transpose\n                     affine_map<(m, n, k) -> (k, n)>,\n                     affine_map<(m, n, k) -> (m, n)>]\n    ins(%arg0, %arg1 : memref<5x3xf32>,memref<5x7xf32>)\n    outs(%arg2: memref<3x7xf32>)\n ```\n\nExample Broadcast:\n ```mlir\nlinalg.matmul\n    indexing_maps = [affine_map<(m, n, k) -> (k)>,     // broadcast\n                     affine_map<(m, n, k) -> (k, n)>,\n                     affine_map<(m, n, k) -> (m, n)>]\n    ins(%arg0, %arg1 : memref<3xf32>, memref<5x7xf32>)\n    outs(%arg2: memref<3x7xf32>)\n```\n\nExample Broadcast and transpose:\n```mlir\nlinalg.matmul\n    indexing_maps = [affine_map<(m, n, k) -> (k, m)>, // transpose\n                     affine_map<(m, n, k) -> (k)>,    // broadcast\n                     affine_map<(m, n, k) -> (m, n)>]\n    ins(%arg0, %arg1 : memref<5x3xf32>, memref<7xf32>)\n    outs(%arg2: memref<3x7xf32>)\n```",
      cpp_assembly_format = "LinalgMatmul",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      cpp_verifier = "LinalgMatmul",
      optional_attributes = ["indexing_maps", "cast"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::AffineMapAttr>(attr))); }))" {summary = "AffineMap array attribute"}
    %3 = irdl.base @linalg::@type_fn {summary = "allowed 32-bit signless integer cases: 0, 1"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"indexing_maps" = %2, "cast" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @matvec attributes {
      summary = "Performs a matrix-vector multiplication.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgMatvec",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @max attributes {
      summary = "Takes the max (signed) between two inputs, elementwise.",
      description = "The shapes and element types must be identical. The appropriate casts,\nbroadcasts and reductions should be done previously to calling this op.\n\nThis means reduction/broadcast/element cast semantics is explicit. Further\npasses can take that into account when lowering this code. For example,\na `linalg.broadcast` + `linalg.max` sequence can be lowered to a\n`linalg.generic` with different affine maps for the two operands.",
      cpp_assembly_format = "LinalgMax",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @min attributes {
      summary = "Takes the min (signed) between two inputs, elementwise.",
      description = "The shapes and element types must be identical. The appropriate casts,\nbroadcasts and reductions should be done previously to calling this op.\n\nThis means reduction/broadcast/element cast semantics is explicit. Further\npasses can take that into account when lowering this code. For example,\na `linalg.broadcast` + `linalg.min` sequence can be lowered to a\n`linalg.generic` with different affine maps for the two operands.",
      cpp_assembly_format = "LinalgMin",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @mmt4d attributes {
      summary = "Performs a matrix-matrix-transpose multiplication of two 4D inputs.",
      description = "Differences from linalg.matmul:\n* The right hand side is transposed, whence the 't' in 'mmt'.\n* The input and output tensors have a 4D shape instead of a 2D shape. They\n  are interpreted as 2D matrices with one level of 2D tile subdivision,\n  whence the 2+2=4 dimensions. The inner tile dimensions are identified with\n  '0' suffixes below, for instance the LHS matrix shape (M, K, M0, K0) reads\n  as: MxK tiles, each of shape M0xK0.",
      cpp_assembly_format = "LinalgMmt4D",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @mul attributes {
      summary = "Multiplies two tensors elementwise.",
      description = "The shapes and element types must be identical. The appropriate casts,\nbroadcasts and reductions should be done previously to calling this op.\n\nThis means reduction/broadcast/element cast semantics is explicit. Further\npasses can take that into account when lowering this code. For example,\na `linalg.broadcast` + `linalg.mul` sequence can be lowered to a\n`linalg.generic` with different affine maps for the two operands.",
      cpp_assembly_format = "LinalgMul",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @negf attributes {
      summary = "Applies negf(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgNegF",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @pack attributes {
      summary = "linalg.pack operation",
      description = "The \"pack\" operation converts a source tensor of rank `n` into a result\ntensor of rank `n + k` with a tiled and packed layout (maybe with padding)\nand optionally transposes the tiled source tensor dimensions.\n\n`inner_tiles` (mandatory) specifies `k` tile sizes. These tile sizes\ncorrespond to the least significant (\"inner\") result tensor dimension sizes,\nin the same order. Tile sizes can be static or dynamic.\n\n`inner_dims_pos` (mandatory) specifies `k` source tensor dimensions that are\nbeing tiled, where `0 <= k <= n`.\n - `inner_dims_pos[i]` specifies the source tensor dimension tiled by\n`inner_tiles[i]` where `0 <= i < k`. All the values in `inner_dims_pos` are\nwithin [0, n).\n - The tiled dimensions (of size `inner_tiles`) are added to the end of the\n result tensor in the order in which they appear, i.e.\n `shape(result)[rank(source) + i] = inner_tiles[i]` for `0 <= i < k`.\n - The following relationship for the tiled dimensions holds:\n `shape(result)[inner_dims_pos[i]] = shape(source)[inner_dims_pos[i]] / inner_tiles[i]`,\n where (⌈/⌉ indicates CeilDiv).\n\n\nExample: If `inner_tiles = [16, 32]`, the result tensor has a shape of\n`...x16x32`. If `inner_dims_pos = [0, 1]`, the 0th source dimension is tiled\nby 16 and the 1st source dimension is tiled by 32. Other source dimensions\n(if any) are not tiled. If `inner_dims_pos = [1, 0]`, the 1st dimension is\ntiled by 16 and the 0th dimension is tiled by 32.\n\nExample:\n```mlir\n// NC to NCnc\n%0 = linalg.pack %source inner_dims_pos = [0, 1] inner_tiles = [8, 32]\n    into %dest : tensor<128x256xf32> -> tensor<16x8 x 8x32 xf32>\n//                                             \\  /   \\  /\n//                                 Outer Dims: 16x8   Inner Dims: 8x32\n\n// CHW to CHWhw\n%0 = linalg.pack %source inner_dims_pos = [2, 1] inner_tiles = [4, 2]\n    into %dest : tensor<3x20x24xf32> -> tensor<3x10x6 x 4x2 xf32>\n//                                              \\  /    \\ /\n//                                 Outer Dims: 3x10x6  Inner Dims: 4x2\n\n// HCW to HCWhw\n%0 = linalg.pack %source inner_dims_pos = [2, 0] inner_tiles = [4, 2]\n    into %dest : tensor<18x3x32xf32> -> tensor<9x3x8 x 4x2 xf32>\n//                                              \\  /   \\ /\n//                                 Outer Dims: 9x3x8  Inner Dims: 4x2\n```\n\n`outer_dims_perm` (optional) specifies a permutation for the outer\ndimensions. If specified, it must have `n` elements.\n\nExample:\n```mlir\n// CK to KCck\n%0 = linalg.pack %source outer_dims_perm = [1, 0] inner_dims_pos = [0, 1]\n    inner_tiles = [8, 32] into %dest\n    : tensor<128x256xf32> -> tensor<8x16 x 8x32 xf32>\n//                                  \\  /\n//            compare with \"NC to NCnc\": outer dims are transposed\n```\n\n`padding_value` specifies a padding value at the boundary on non-perfectly\ndivisible dimensions. Padding is optional:\n- If absent, it is assumed that for all inner tiles,\n  `shape(source)[inner_dims_pos[i]] % inner_tiles[i] == 0`, i.e. all inner\n  tiles divide perfectly the corresponding outer dimension in the result\n  tensor. It is UB if the tile does not perfectly divide the dimension.\n- If present, it will pad along high dimensions (high-padding) to make the\n  tile complete. Note that it is not allowed to have artificial padding that\n  is not strictly required by linalg.pack (i.e., padding past what is needed\n  to complete the last tile along each packed dimension). It is UB if extra\n  padding is requested.\nIt is not possible to verify the requirements statically with dynamic\nshapes, so they are treated as UB.\n\nExample:\n```mlir\n%0 = linalg.pack %arg0 padding_value(%pad : f32) outer_dims_perm = [2, 1, 0]\n    inner_dims_pos = [1] inner_tiles = [2] into %arg1\n    : tensor<200x127x256xf32> -> tensor<256x64x200x2xf32>\n//                 \\\n//                padded and tiled dim\n//\n// Source dimension 1 is tiled. 64 does not divide 127 evenly, so 1 padded\n// element is added at the end.\n//\n// Note: Only tiled dimensions can be padded.\n```\n\nInvalid example that has artificial padding:\n```mlir\n%0 = linalg.pack %src padding_value(%cst : f32) inner_dims_pos = [0]\n    inner_tiles = [8] into %dest\n    : tensor<9xf32> -> tensor<3x8xf32>\n//                             \\\n//            expect tensor<2x8xf32> because CeilDiv(9, 8) = 2\n```",
      assembly_format = "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? (`outer_dims_perm` `=` custom<DenseArray>($outer_dims_perm)^)? `inner_dims_pos` `=` custom<DenseArray>($inner_dims_pos) `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` type($dest)",
      traits = ["AttrSizedOperandSegments", "TypesMatchWith<dest, result, Same, result type matches type of dest>"],
      ods_traits = ["OpAsmOpInterface", "DestinationStyleOpInterface", "RelayoutOpInterface", "ConditionallySpeculatable", "NoMemoryEffect", "ReifyRankedShapedTypeOpInterface"],
      cpp_verifier = "LinalgPack",
      cpp_result_names = "LinalgPack",
      optional_attributes = ["outer_dims_perm"],
      independent_variadics = ["padding_value", "inner_tiles"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %5 = irdl.is index {summary = "index"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %7 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(source: %0, dest: %1, padding_value: optional %2, inner_tiles: variadic %5)
    irdl.results(result: %7)
    irdl.attributes {"outer_dims_perm" = %3, "inner_dims_pos" = %4, "static_inner_tiles" = %6}
  }
  irdl.operation @pooling_nchw_max attributes {
      summary = "Performs max pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNchwMax",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nchw_sum attributes {
      summary = "Performs sum pooling.",
      description = "Layout:\n  * Input: NCHW.\n  * Kernel: HW.\n\nNumeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNchwSum",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_ncw_max attributes {
      summary = "Performs max pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNcwMax",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_ncw_sum attributes {
      summary = "Performs sum pooling.",
      description = "Layout:\n  * Input: NCW.\n  * Kernel: W.\n\nNumeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNcwSum",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_ndhwc_max attributes {
      summary = "Performs 3D max pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNdhwcMax",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_ndhwc_min attributes {
      summary = "Performs 3D min pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNdhwcMin",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_ndhwc_sum attributes {
      summary = "Performs 3D sum pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNdhwcSum",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({3})))" {summary = "64-bit signless int elements attribute of shape [3]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nhwc_max attributes {
      summary = "Performs max pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNhwcMax",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nhwc_max_unsigned attributes {
      summary = "Performs unsigned max pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNhwcMaxUnsigned",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nhwc_min attributes {
      summary = "Performs min pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNhwcMin",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nhwc_min_unsigned attributes {
      summary = "Performs unsigned min pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNhwcMinUnsigned",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nhwc_sum attributes {
      summary = "Performs sum pooling.",
      description = "Layout:\n  * Input: NHWC.\n  * Kernel: HW.\n\nNumeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNhwcSum",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({2})))" {summary = "64-bit signless int elements attribute of shape [2]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nwc_max attributes {
      summary = "Performs max pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNwcMax",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nwc_max_unsigned attributes {
      summary = "Performs unsigned max pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNwcMaxUnsigned",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nwc_min attributes {
      summary = "Performs min pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNwcMin",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nwc_min_unsigned attributes {
      summary = "Performs unsigned min pooling.",
      description = "Numeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNwcMinUnsigned",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @pooling_nwc_sum attributes {
      summary = "Performs sum pooling.",
      description = "Layout:\n  * Input: NWC.\n  * Kernel: W.\n\nNumeric casting is performed on the input operand, promoting it to the same\ndata type as the accumulator/output.",
      cpp_assembly_format = "LinalgPoolingNwcSum",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ConvolutionOpInterface"],
      optional_attributes = ["strides", "dilations"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getShape() == ::mlir::ArrayRef<int64_t>({1})))" {summary = "64-bit signless int elements attribute of shape [1]"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %4)
    irdl.attributes {"strides" = %2, "dilations" = %3}
    irdl.regions(region: %5)
  }
  irdl.operation @powf attributes {
      summary = "Takes the powf(lhs, rhs) between two inputs, elementwise. For powf(arg, 2) use `linalg.square`.",
      description = "Only applies to floating point values.\n\nThe shapes and element types must be identical. The appropriate casts,\nbroadcasts and reductions should be done previously to calling this op.\n\nThis means reduction/broadcast/element cast semantics is explicit. Further\npasses can take that into account when lowering this code. For example,\na `linalg.broadcast` + `linalg.powf` sequence can be lowered to a\n`linalg.generic` with different affine maps for the two operands.",
      cpp_assembly_format = "LinalgPowF",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @quantized_batch_matmul attributes {
      summary = "Performs a batched matrix multiplication of two 3D inputs.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. The quantized variant\nincludes zero-point adjustments for the left and right operands of the\nmatmul.",
      cpp_assembly_format = "LinalgQuantizedBatchMatmul",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @quantized_matmul attributes {
      summary = "Performs a matrix multiplication of two 2D inputs.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output. The quantized variant\nincludes zero-point adjustments for the left and right operands of the\nmatmul.",
      cpp_assembly_format = "LinalgQuantizedMatmul",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @reciprocal attributes {
      summary = "Applies reciprocal(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgReciprocal",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @reduce attributes {
      summary = "Reduce operator",
      description = "Executes `combiner` on the `dimensions` of `inputs` and returns the\nreduced result. The `dimensions` attribute needs to list the reduction\ndimensions in increasing order.\n\nExample:\n```mlir\n  %reduce = linalg.reduce\n      ins(%input:tensor<16x32x64xf32>)\n      outs(%init:tensor<16x64xf32>)\n      dimensions = [1]\n      (%in: f32, %out: f32) {\n        %0 = arith.addf %out, %in: f32\n        linalg.yield %0: f32\n      }\n```\n\nShortened print form is available for simple reduces where the body contains exactly\ntwo operations (the payload operation and a yield), the payload operation has the\nsame number of operands as block arguments, the first block argument (init) is the\nlast operand of the payload operation with remaining operands matching remaining\nblock arguments in order, and the yield operand is the result of the payload operation.\n\nThe example above will be printed using the shortened form as:\n```mlir\n  %reduce = linalg.reduce { arith.addf }\n      ins(%input:tensor<16x32x64xf32>)\n      outs(%init:tensor<16x64xf32>)\n      dimensions = [1]\n```",
      cpp_assembly_format = "LinalgReduce",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "OpAsmOpInterface", "SameVariadicOperandSize"],
      cpp_verifier = "LinalgReduce",
      cpp_result_names = "LinalgReduce",
      independent_variadics = ["inputs", "inits", "odsResult0"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "memref of any type values or ranked tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "memref of any type values or ranked tensor of any type values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))) && (((llvm::is_sorted(::llvm::cast<DenseI64ArrayAttr>($_self).asArrayRef()))) && (([](::llvm::ArrayRef<int64_t> a) {\nreturn std::adjacent_find(std::begin(a), std::end(a)) == std::end(a);\n}(::llvm::cast<DenseI64ArrayAttr>($_self).asArrayRef()))))" {summary = "i64 dense array attribute should be in increasing order"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of any type values"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(inputs: variadic %0, inits: variadic %1)
    irdl.results(odsResult0: variadic %3)
    irdl.attributes {"dimensions" = %2}
    irdl.regions(combiner: %4)
  }
  irdl.operation @round attributes {
      summary = "Applies round(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgRound",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @rsqrt attributes {
      summary = "Applies rsqrt(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgRsqrt",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @select attributes {
      summary = "Chooses one value based on a binary condition supplied as its first operand.",
      description = "The shapes and element types must be identical. The appropriate casts,\nbroadcasts and reductions should be done previously to calling this op.\n\nThis means reduction/broadcast/element cast semantics is explicit. Further\npasses can take that into account when lowering this code. For example,\na `linalg.broadcast` + `linalg.select` sequence can be lowered to a\n`linalg.generic` with different affine maps for the two operands.",
      cpp_assembly_format = "LinalgSelect",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @softmax attributes {
      summary = "Softmax operator",
      description = "linalg.softmax computes a numerically stable version of softmax.\n\nFor a given input tensor and a specified dimension `d`, compute:\n  1. the max `m` along that dimension `d`\n  2. f(x) = exp(x - m)\n  3. sum f(x) along dimension d to get l(x).\n  4. compute the final result f(x) / l(x).\n\nThis is an aggregate linalg operation that further reduces to a small DAG of\nstructured operations.\n\nWarning: Regarding the tiling capabilities, the implementation doesn't\ncheck that the provided dimensions make sense. This is the responsability\nof the transformation calling the tiling to ensure that the provided\nsizes for each dimension make sense with respect to the semantic of\nsoftmax.",
      assembly_format = "attr-dict `dimension` `(` custom<TypedAttribute>($dimension, \"i64\") `)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `:` type($output) `)` (`->` type($result)^)?",
      traits = ["AllElementTypesMatch<input, output, input and output have same element type>"],
      ods_traits = ["DestinationStyleOpInterface", "ReifyRankedShapedTypeOpInterface", "AggregatedOpInterface", "MemoryEffectOpInterface", "TilingInterface"],
      cpp_verifier = "LinalgSoftmax",
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(input: %0, output: %1)
    irdl.results(result: variadic %3)
    irdl.attributes {"dimension" = %2}
  }
  irdl.operation @sqrt attributes {
      summary = "Applies sqrt(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgSqrt",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @square attributes {
      summary = "Applies square(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgSquare",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @sub attributes {
      summary = "Subtracts two tensors elementwise.",
      description = "The shapes and element types must be identical. The appropriate casts,\nbroadcasts and reductions should be done previously to calling this op.\n\nThis means reduction/broadcast/element cast semantics is explicit. Further\npasses can take that into account when lowering this code. For example,\na `linalg.broadcast` + `linalg.sub` sequence can be lowered to a\n`linalg.generic` with different affine maps for the two operands.",
      cpp_assembly_format = "LinalgSub",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @tanh attributes {
      summary = "Applies tanh(x) elementwise.",
      description = "No numeric casting is performed on the input operand.",
      cpp_assembly_format = "LinalgTanh",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @transpose attributes {
      summary = "Transpose operator",
      description = "Permutes the dimensions of `input` according to the given `permutation`.\n  `dim(result, i) = dim(input, permutation[i])`\n\nThis op actually moves data, unlike `memref.transpose` which is a metadata\noperation only that produces a transposed \"view\".\n\nExample:\n```mlir\n  %transpose = linalg.transpose\n      ins(%input:tensor<16x64xf32>)\n      outs(%init:tensor<64x16xf32>)\n      permutation = [1, 0]\n```",
      cpp_assembly_format = "LinalgTranspose",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "LinalgTranspose",
      cpp_result_names = "LinalgTranspose",
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "memref of any type values or ranked tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "memref of any type values or ranked tensor of any type values"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of any type values"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(input: %0, init: %1)
    irdl.results(result: variadic %3)
    irdl.attributes {"permutation" = %2}
    irdl.regions(region: %4)
  }
  irdl.operation @unpack attributes {
      summary = "linalg.unpack operation",
      description = "The \"unpack\" operation converts a source tensor of rank `n` with a tiled and\npacked layout to a result tensor of rank `n - k`.\n\n`inner_tiles` (mandatory) specifies `k` tile sizes. These tile sizes\ncorrespond to the least significant (\"inner\") source tensor dimension sizes.\nThe behavior of this op is undefined if:\n- `inner_tiles` do not exactly match with the corresponding source tensor\n  dimension sizes.\n- Or, `inner_tiles[i]` does not divide the size of dimension\n  `inner_dims_pos[i]` (assuming that `outer_dims_perm` is not specified)\n  evenly.\n\n`inner_dims_pos` (mandatory) specifies `k` result tensor (i.e. unpacked\ntensor) dimensions that were tiled with the `inner_tiles` to create the\npacked source tensor. The source tensor (i.e. packed tensor) dimensions can\nbe unpacked given `inner_dims_pos` as follows.\n- For `0 <= i < k` the following relationship holds:\n`shape(result)[inner_dims_pos[i]] <= shape(source)[n-k+i] * shape(source)[inner_dims_pos[i]]`.\n- For `0 <= j < n-k` and `j` not in `inner_dims_pos` the following relationship holds:\n`shape(result)[j] = shape(source)[j]`.\n\n`outer_dims_perm` (optional) specifies a permutation for the outer\ndimensions. If specified, it must have `n - k` elements. If specified, this\npermutation is applied before combining any dimensions.\n\nNote, the unpack operation may drop any padding introduced by the pack\noperation and hence the following holds\n`NumElementsOf(source) >= NumElementsOf(result)`.\n\nExamples:\n\n```mlir\n// NCnc to NC:\n%0 = linalg.unpack %source inner_dims_pos = [0, 1] inner_tiles = [8, 32]\n    into %dest : tensor<16x8 x 8x32 xf32> -> tensor<128x256xf32>\n//                      \\  /   \\  /\n//          Outer Dims: 16x8  Inner Dims: 8x32\n\n// CK to KCck:\n%0 = linalg.unpack %source outer_dims_perm = [1, 0] inner_dims_pos = [0, 1]\n    inner_tiles = [8, 32]\n    into %dest : tensor<8x16 x 8x32 xf32> -> tensor<128x256xf32>\n//                      \\  /   \\  /\n//          Outer Dims: 8x16  Inner Dims: 8x32\n\n// CHW to CHWhw:\n%0 = linalg.unpack %source inner_dims_pos = [2, 1] inner_tiles = [4, 2]\n    into %dest : tensor<3x10x6 x 4x2 xf32> -> tensor<3x20x24xf32>\n//                       \\  /    \\ /\n//          Outer Dims: 3x10x6  Inner Dims: 4x2\n\n// HCW to HCWhw\n%0 = linalg.unpack %source inner_dims_pos = [2, 0] inner_tiles = [4, 2]\n    into %dest : tensor<9x3x8 x 4x2 xf32> -> tensor<18x3x32xf32>\n//                       \\  /   \\ /\n//          Outer Dims: 9x3x8   Inner Dims: 4x2\n```",
      assembly_format = "$source (`outer_dims_perm` `=` custom<DenseArray>($outer_dims_perm)^)? `inner_dims_pos` `=` custom<DenseArray>($inner_dims_pos) `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) `into` $dest attr-dict `:` type($source) `->` type($dest)",
      traits = ["TypesMatchWith<dest, result, Same, result type matches type of dest>"],
      ods_traits = ["OpAsmOpInterface", "DestinationStyleOpInterface", "RelayoutOpInterface", "ConditionallySpeculatable", "NoMemoryEffect", "ReifyRankedShapedTypeOpInterface"],
      cpp_verifier = "LinalgUnPack",
      cpp_result_names = "LinalgUnPack",
      optional_attributes = ["outer_dims_perm"],
      independent_variadics = ["inner_tiles"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.is index {summary = "index"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %6 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(source: %0, dest: %1, inner_tiles: variadic %4)
    irdl.results(result: %6)
    irdl.attributes {"outer_dims_perm" = %2, "inner_dims_pos" = %3, "static_inner_tiles" = %5}
  }
  irdl.operation @vecmat attributes {
      summary = "Performs a vector-matrix multiplication.",
      description = "Numeric casting is performed on the operands to the inner multiply, promoting\nthem to the same data type as the accumulator/output.",
      cpp_assembly_format = "LinalgVecmat",
      traits = ["SingleBlockImplicitTerminator<linalg.yield>", "RecursiveMemoryEffects", "AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface", "ConditionallySpeculatable", "DestinationStyleOpInterface", "LinalgOp", "ReifyRankedShapedTypeOpInterface", "ContractionOpInterface"],
      independent_variadics = ["inputs", "outputs", "result_tensors"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(inputs: variadic %0, outputs: variadic %1)
    irdl.results(result_tensors: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @winograd_filter_transform attributes {
      summary = "Winograd filter transform operator",
      description = "Winograd Conv2D algorithm will convert linalg Conv2D operator into batched\nmatrix multiply. Before the matrix multiply, it will convert filter and\ninput into a format suitable for batched matrix multiply. After the matrix\nmultiply, it will convert output to the final result tensor.\n\nThe algorithm F(m x m, r x r) is\n\nY = A^T x [(G x g x G^T) @ (B^T x d x B)] x A\n\nThe size of output Y is m x m. The size of filter g is r x r. The size of\ninput d is (m + r - 1) x (m + r - 1). A^T, A, G^T, G, B^T, and B are\ntransformation matrices.\n\nThis operator is defined to represent the high level concept of filter\ntransformation (G x g x G^T) in the Winograd Conv2D algorithm.",
      assembly_format = "attr-dict `fmr` `(` custom<IntEnum>($fmr, \"F_2_3 F_4_3 F_2_5\", \"32\") `)` `ins` `(` $filter `:` type($filter) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)",
      traits = ["AllElementTypesMatch<filter, output>"],
      ods_traits = ["DestinationStyleOpInterface", "TilingInterface"],
      cpp_verifier = "LinalgWinogradFilterTransform"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 4))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "4D tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 4))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "4D tensor of any type values"}
    %2 = irdl.c_pred "(::llvm::isa<mlir::linalg::WinogradConv2DFmrAttr>($_self))" {summary = "allowed 32-bit signless integer cases: 0, 1, 2"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 4))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "4D tensor of any type values"}
    irdl.operands(filter: %0, output: %1)
    irdl.results(result: %3)
    irdl.attributes {"fmr" = %2}
  }
  irdl.operation @winograd_input_transform attributes {
      summary = "Winograd input transform operator",
      description = "Winograd Conv2D algorithm will convert linalg Conv2D operator into batched\nmatrix multiply. Before the matrix multiply, it will convert filter and\ninput into a format suitable for batched matrix multiply. After the matrix\nmultiply, it will convert output to the final result tensor.\n\nThe algorithm F(m x m, r x r) is\n\nY = A^T x [(G x g x G^T) @ (B^T x d x B)] x A\n\nThe size of output Y is m x m. The size of filter g is r x r. The size of\ninput d is (m + r - 1) x (m + r - 1). A^T, A, G^T, G, B^T, and B are\ntransformation matrices.\n\nThis operator is defined to represent the high level concept of input\ntransformation (B^T x d x B) in the Winograd Conv2D algorithm.",
      assembly_format = "attr-dict `fmr` `(` custom<IntEnum>($fmr, \"F_2_3 F_4_3 F_2_5\", \"32\") `)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)",
      traits = ["AllElementTypesMatch<input, output>"],
      ods_traits = ["DestinationStyleOpInterface", "TilingInterface"],
      cpp_verifier = "LinalgWinogradInputTransform"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 4))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "4D tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 6))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "6D tensor of any type values"}
    %2 = irdl.c_pred "(::llvm::isa<mlir::linalg::WinogradConv2DFmrAttr>($_self))" {summary = "allowed 32-bit signless integer cases: 0, 1, 2"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 6))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "6D tensor of any type values"}
    irdl.operands(input: %0, output: %1)
    irdl.results(result: %3)
    irdl.attributes {"fmr" = %2}
  }
  irdl.operation @winograd_output_transform attributes {
      summary = "Winograd output transform operator",
      description = "Winograd Conv2D algorithm will convert linalg Conv2D operator into batched\nmatrix multiply. Before the matrix multiply, it will convert filter and\ninput into a format suitable for batched matrix multiply. After the matrix\nmultiply, it will convert output to the final result tensor.\n\nThe algorithm F(m x m, r x r) is\n\nY = A^T x [(G x g x G^T) @ (B^T x d x B)] x A\n\nThe size of output Y is m x m. The size of filter g is r x r. The size of\ninput d is (m + r - 1) x (m + r - 1). A^T, A, G^T, G, B^T, and B are\ntransformation matrices.\n\nThis operator is defined to represent the high level concept of output\ntransformation (A^T x y x A) in the Winograd Conv2D algorithm.",
      assembly_format = "attr-dict `fmr` `(` custom<IntEnum>($fmr, \"F_2_3 F_4_3 F_2_5\", \"32\") `)` `ins` `(` $value `:` type($value) `)` `outs` `(` $output `:` type($output) `)` `->` type($result)",
      traits = ["AllElementTypesMatch<value, output>"],
      ods_traits = ["DestinationStyleOpInterface", "TilingInterface"],
      cpp_verifier = "LinalgWinogradOutputTransform"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 6))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "6D tensor of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 4))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "4D tensor of any type values"}
    %2 = irdl.c_pred "(::llvm::isa<mlir::linalg::WinogradConv2DFmrAttr>($_self))" {summary = "allowed 32-bit signless integer cases: 0, 1, 2"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 4))))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "4D tensor of any type values"}
    irdl.operands(value: %0, output: %1)
    irdl.results(result: %3)
    irdl.attributes {"fmr" = %2}
  }
  irdl.operation @yield attributes {
      summary = "Linalg yield operation",
      description = "`linalg.yield` is a special terminator operation for blocks inside regions\nin `linalg` generic ops. It returns values to the immediately enclosing\n`linalg` generic op.\n\nExample:\n\n```mlir\nlinalg.yield %f0, %f1 : f32, f32\n```",
      cpp_assembly_format = "LinalgYield",
      traits = ["Pure", "ReturnLike", "Terminator"],
      cpp_verifier = "LinalgYield",
      independent_variadics = ["values"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(values: variadic %0)
  }
}
