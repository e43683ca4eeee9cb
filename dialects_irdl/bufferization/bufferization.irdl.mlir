// Imported from ODS (BufferizationBase.td:14) by irdl-import-ods: attributes, types and operations.
irdl.dialect @bufferization attributes {ods, properties, description = "Bufferization in MLIR is the process of converting the `tensor` type to the\n`memref` type.\nSimply put, bufferization is the process of converting computations on the\nmathematical tensor construct to computations on physical memory buffers.\nThe `bufferization` dialect contains operations/interfaces specific to the\nbufferization passes.\n\nAn overview of the bufferization infrastructure and important conceptual\ndetails related to using the MLIR dialect conversion infrastructure can be\nfound in [bufferization](/docs/Bufferization/) and [ownership-based buffer\ndeallocation](/docs/OwnershipBasedBufferDeallocation/)."} {
  irdl.operation @alloc_tensor attributes {
      summary = "allocate buffer for a tensor",
      description = "`bufferization.alloc_tensor` materializes an uninitialized tensor with a\ngiven shape (dynamic or static). It always bufferizes to a new buffer\nallocation of the given shape. The optional `copy` operand specifies the\ncontents of the tensors. If no `copy` operand is specified, reading from the\nresult of an `alloc_tensor` op yields an undefined value.\n\nIf `copy` is specified, no dynamic sizes should be passed, since they are\nthe same as the dynamic sizes of the `copy` operand.\n\n`alloc_tensor` is a helper op for bufferization. The operation is provided\nas an anchor that marks the beginning of a new tensor SSA use-def chain. It\ncan be used to control in-place bufferization decisions during One-Shot\nBufferize: The bufferized result of a `bufferization.alloc_tensor` does not\nalias with any other buffer, so it can be used to resolve read-after-write\nconflicts that would have been introduced by the in-place bufferization of\nanother op.\n\nThe optional `memory_space` attribute specifies the memory space when\nbufferizing this op. The memory space is inferred from `copy` if specified.\nIf neither `copy` nor `memory_space` is specified, the default memory space\nis used during bufferization.\n\nThe optional `size_hint` operand specifies the number of non-zero elements\nfor sparse tensors. The value of `size_hint` should be not less than 1 and\nnot larger than the linear size of the corresponding dense tensor type. If\nthis requirement is not met, the behavior of the operator is undefined.\n\nBoth dense and sparse tensor types are supported. The result of a\n`bufferization.alloc_tensor` is a tensor value that can be used like any\nother tensor value. In practice, it is often used as the \"out\" operand of\nanother op. Sparse tensor allocations should always be used in a local\nconstruction operation and never escape the function boundary directly.\n\nExample:\n\n```mlir\n%c = bufferization.alloc_tensor(%d1, %d2) : tensor<?x?xf32, #SparseMatrix>\n%0 = linalg.matmul\n  ins(%a, %b: tensor<?x?xf32, #SparseMatrix>, tensor<?x?xf32, #SparseMatrix>)\n  outs(%c: tensor<?x?xf32, #SparseMatrix>) -> tensor<?x?xf32, #SparseMatrix>\nreturn %0 : tensor<?x?xf32, #SparseMatrix>\n```\n\n```mlir\n%c = bufferization.alloc_tensor(%d1, %d2) size_hint = %noe\n  : tensor<?x?xf32, #SparseMatrix>\n```\n\nNote: An `alloc_tensor` with a `copy` should also be expressed as an\n`alloc_tensor` without `copy`, followed by a `copy_tensor`.",
      cpp_assembly_format = "BufferizationAllocTensor",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["BufferizableOpInterface", "ReifyRankedShapedTypeOpInterface"],
      cpp_verifier = "BufferizationAllocTensor",
      optional_attributes = ["memory_space"],
      independent_variadics = ["dynamic_sizes", "copy", "size_hint"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of any type values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.any {summary = "any attribute"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of any type values"}
    irdl.operands(dynamic_sizes: variadic %0, copy: optional %1, size_hint: optional %2)
    irdl.results(result: %4)
    irdl.attributes {"memory_space" = %3}
  }
  irdl.operation @clone attributes {
      summary = "clone a memref",
      description = "Clones the data in the input view into an implicitly defined output view.\n\nUsage:\n\n```mlir\n%arg1 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>\n```\n\nValid implementations of this operation may alias the input and output\nviews or create an actual copy. Mutating the source or result\nof the clone operation after the clone operation thus leads to undefined\nbehavior.",
      assembly_format = "$input attr-dict `:` type($input) `to` type($output)",
      ods_traits = ["MemoryEffectOpInterface", "AllocationOpInterface"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::BaseMemRefType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked or unranked memref of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::BaseMemRefType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked or unranked memref of any type values"}
    irdl.operands(input: %0)
    irdl.results(output: %1)
  }
  irdl.operation @dealloc attributes {
      summary = "deallocates the given memrefs if no alias is retained",
      description = "This operation deallocates each of the given memrefs if there is no alias\nto that memref in the list of retained memrefs and the corresponding\ncondition value is set. This condition can be used to indicate and pass on\nownership of memref values (or in other words, the responsibility of\ndeallocating that memref). If two memrefs alias each other, only one will be\ndeallocated to avoid double free situations.\n\nThe number of variadic `memref` operands (the memrefs to be deallocated)\nmust equal the number of variadic `condition` operands and correspond to\neach other element-wise.\n\nThe `memref` operands must be the originally allocated memrefs, however, the\n`retained` memref operands may be arbitrary memrefs.\n\nThis operation returns a variadic number of `updatedConditions` operands,\none updated condition per retained memref. An updated condition indicates\nthe ownership of the respective retained memref. It is computed as the\ndisjunction of all `conditions` operands where the corresponding to\n`memrefs` operand aliases with the retained memref. If the retained memref\nhas no aliases among `memrefs`, the resulting updated condition is 'false'.\nThis is because all memrefs that need to be deallocated within one basic\nblock should be added to the same `bufferization.dealloc` operation at the\nend of the block; if no aliasing memref is present, then it does not have to\nbe deallocated and thus we don't need to claim ownership. If the memrefs to\nbe deallocated are split over multiple dealloc operations (e.g., to avoid\naliasing checks at runtime between the `memref` operands), then the results\nhave to be manually combined using an `arith.ori` operation and all of them\nstill require the same list of `retained` memref operands unless the\n(potentially empty) set of aliasing memrefs can be determined statically. In\nthat case, the `updatedCondition` operand can be replaced accordingly (e.g.,\nby a canonicalizer).\n\nExample:\n```mlir\n%0:3 = bufferization.dealloc (%a0, %a1 : memref<2xf32>, memref<4xi32>)\n  if (%cond0, %cond1) retain (%r0, %r1, %r2 : memref<?xf32>, memref<f64>,\n  memref<2xi32>)\n```\nDeallocation will be called on `%a0` if `%cond0` is 'true' and neither\n`%r0`, `%r1`, or `%r2` are aliases of `%a0`. `%a1` will be deallocated when\n`%cond1` is set to 'true' and none of `%r0`, `%r1`, `%r2`, and `%a0` are\naliases.\n\nNote that this can be an expensive operation if there are many operands that\ncannot be optimized away. The runtime cost of this operation (assuming that\nnothing is optimized away) is `O(|memrefs|^2+|memrefs|*|retained|)`. The\ncost in terms of memory space is `O(|memrefs|+|retained|)`. As a result, it\nis recommended to place it carefully in the IR such that most operands can\nbe optimized away by running the `buffer-deallocation-simplification` pass.",
      assembly_format = "(` ``(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)` )? (`retain` ` ` `(` $retained^ `:` type($retained) `)` )? attr-dict",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "BufferizationDealloc",
      cpp_result_types = "BufferizationDealloc",
      independent_variadics = ["memrefs", "conditions", "retained", "updatedConditions"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::BaseMemRefType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked or unranked memref of any type values"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::BaseMemRefType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked or unranked memref of any type values"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(memrefs: variadic %0, conditions: variadic %1, retained: variadic %2)
    irdl.results(updatedConditions: variadic %3)
  }
  irdl.operation @dealloc_tensor attributes {
      summary = "release underlying storage format of given tensor",
      description = "`bufferization.dealloc_tensor` is a buffer deallocation in tensor land. This\nop can be used for manual buffer deallocation. Some bufferizations (such as\nOne-Shot Bufferize) take care of buffer deallocation, in which case this op\nis usually not needed. Details can be found in the documentation of the\nrespective bufferization passes.\n\nIn case of a dense tensor, this op lowers to a `memref.dealloc` op during\nbufferization.\n\nIn case of a sparse tensor, this op releases the underlying sparse storage\nformat for a tensor that materialized earlier through a `new` operation, a\n`convert` operation with annotated destination tensor type (unless the\nconvert is folded away), or a `bufferization.alloc_tensor` operation. The\nrelease operation should only be called once for any materialized tensor.\nAfter this operation, any subsequent `memref` querying operation on the\ntensor returns undefined results.\n\nExample:\n\n```mlir\nbufferization.dealloc_tensor %tensor : tensor<1024x1024xf64, #CSR>\n```",
      assembly_format = "$tensor attr-dict `:` type($tensor)",
      ods_traits = ["BufferizableOpInterface"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of any type values"}
    irdl.operands(tensor: %0)
  }
  irdl.operation @materialize_in_destination attributes {
      summary = "copy a tensor",
      description = "This op indicates that the data of the `source` tensor is guaranteed to\nmaterialize in `dest`, which can be a tensor or a memref. In case of a\ntensor, `source` materializes in the future buffer of `dest` and a the\nupdated destination tensor is returned. If this is not possible, e.g.,\nbecause the destination tensor is read-only or because its original\ncontents are still read later, the input IR fails to bufferize. In case of a\nmemref, `source` materializes in `dest`, which is already a buffer. The op\nhas no results in that case.\n\n`source`, `dest` and `result` (if present) must have the same runtime shape\nand element type. If the op has a result, the types of `result` and `dest`\nmust match exactly (e.g., including any tensor encodings).\n\nBy default, this op bufferizes to a memcpy from the future buffer of the\n`source` tensor to the future buffer of the `dest` tensor or to the `dest`\nbuffer. However, transformations such as \"empty tensor elimination\" may\nrewrite IR such that a computation is performed directly in `dest` and no\nmemcpy is needed.\n\nIf `dest` is a buffer, the `writable` attribute must be specified and the\n`restrict` keyword can be specified. These attributes have the same meaning\nas the respective attributes of `bufferization.to_tensor`.\n\n`writable` indicates that the `dest` buffer is considered writable. It does\nnot make sense to materialize a computation in a read-only buffer, so\n`writable` is required.\n\n`restrict` indicates that there is no `bufferization.to_tensor` op and no\nother `bufferization.materialize_in_destination` op with `dest` (or an alias\nthereof) and \"restrict\". Only ops with this attribute are considered for\n\"empty tensor elimination\". As part of empty tensor elimination, a new\n`to_tensor` op with `dest` may be inserted and the `restrict` attribute is\ntransferred from this op to the new `to_tensor` op. Having \"restrict\" on\nthis op guarantees that performing empty tensor elimination would not create\ninvalid IR (i.e., having multiple `to_tensor restrict` with aliasing\nbuffers).\n\nNote: `writable` could be removed from this op because it must always be set\nfor memref destinations. This op has that attribute to make clear the\nrequirements on the `dest` operand in the op assembly format.\n\nNote: If `dest` is a tensor, `tensor.insert_slice` could be used for the\nsame purpose, but since tensor dialect ops only indicate *what* should be\ncomputed but not *where*, it could fold away, causing the computation to\nmaterialize in a different buffer.",
      assembly_format = "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)",
      traits = ["AllElementTypesMatch<source, dest>"],
      ods_traits = ["BufferizableOpInterface", "DestinationStyleOpInterface", "ReifyRankedShapedTypeOpInterface", "SubsetOpInterface", "SubsetInsertionOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "BufferizationMaterializeInDestination",
      optional_attributes = ["restrict", "writable"],
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of any type values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of any type values"}
    irdl.operands(source: %0, dest: %1)
    irdl.results(result: optional %4)
    irdl.attributes {"restrict" = %2, "writable" = %3}
  }
  irdl.operation @to_buffer attributes {
      summary = "cast a tensor-like type to buffer-like type",
      description = "An operation that returns the future buffer of a `tensor`.\n\n```mlir\n// Result type is memref<4x?xf32, #layout, 0>\n%m = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32, #layout, 0>\n```\n\nThis operation is a specialized variant of the built-in\n`unrealized_conversion_cast` and is used to make sure that the IR stays\nvalid at any point during the bufferization.\n\nThe `read_only` attribute can optionally be set, indicating to the\nbufferization that the buffer returned by this op (or an alias created from\nthe returned buffer) will not be written to.",
      assembly_format = "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)",
      traits = ["SameOperandsAndResultShape", "SameOperandsAndResultElementType", "Pure"],
      ods_traits = ["BufferizableOpInterface", "anonymous_421"],
      optional_attributes = ["read_only"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::bufferization::TensorLikeType>($_self))" {summary = "TensorLikeType instance"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::bufferization::BufferLikeType>($_self))" {summary = "BufferLikeType instance"}
    irdl.operands(tensor: %0)
    irdl.results(buffer: %2)
    irdl.attributes {"read_only" = %1}
  }
  irdl.operation @to_tensor attributes {
      summary = "create a tensor-like type from a buffer-like type",
      description = "An operation that creates a tensor from a buffer. The result value is a\ntensor-like type that must match the corresponding buffer-like operand as\nper TensorLikeType::verifyCompatibleBufferType(). For builtins (TensorType\nand BaseMemRefType), this means that shapes and element types match between\nthe tensor and the buffer.\n\nThe opposite of this op is `to_buffer`. Together, these two ops are\nuseful for source/target materializations when doing type conversions\ninvolving tensors and buffers.\n\nExample:\n\n```mlir\n// Produces a value of tensor<4x?xf32> type.\n%t = bufferization.to_tensor %m : memref<4x?xf32, #layout, 0> to tensor<4x?xf32>\n```\n\nIf the `writable` unit attribute is set, the produced tensor is considered\n\"writable\" during bufferization. Otherwise, every OpOperand that bufferizes\nto a write to the future buffer of the resulting tensor (or an alias\nthereof) will bufferize out-of-place to prevent emitting any writes to\n`memref` during bufferization.\n\nThe `restrict` unit attribute (similar to the C `restrict` keyword)\nindicates that the produced tensor result is the only way for the tensor\nIR to gain access to the `memref` operand (or an alias thereof). E.g.,\nthere must be no other `to_tensor` op with the same or with an aliasing\n`memref` operand.\n\nNote: Only `to_tensor` ops with the `restrict` unit attribute are supported\nby One-Shot Bufferize. Other IR is rejected. (To support `to_tensor`\nwithout `restrict`, One-Shot Bufferize would have to analyze memref IR.)\nOps that have incorrect usage of `restrict` may bufferize incorrectly.\n\nExample:\n\n```\n%t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>\n\n// %t is writable, so the tensor.insert may bufferize in-place in the\n// absence of other conflicts.\n%r = tensor.insert %f into %t[%idx] : tensor<4xf32>\n```\n\n`to_tensor` ops are not bufferized. They are expected to fold away after\nbufferization. If there are non-bufferizable ops in the IR and\n`allowUnknownOps` is set, they may be part of the resulting IR and not fold\naway. However, such IR is no longer bufferizable with One-Shot Bufferize.",
      assembly_format = "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)",
      traits = ["SameOperandsAndResultShape", "SameOperandsAndResultElementType"],
      ods_traits = ["BufferizableOpInterface", "anonymous_417"],
      optional_attributes = ["restrict", "writable"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::bufferization::BufferLikeType>($_self))" {summary = "BufferLikeType instance"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::bufferization::TensorLikeType>($_self))" {summary = "TensorLikeType instance"}
    irdl.operands(buffer: %0)
    irdl.results(result: %3)
    irdl.attributes {"restrict" = %1, "writable" = %2}
  }
}
