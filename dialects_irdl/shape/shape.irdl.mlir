// Imported from ODS (ShapeBase.td:23) by irdl-import-ods: attributes, types and operations.
irdl.dialect @shape attributes {ods, properties, summary = "Types and operations for shape dialect", description = "This dialect contains operations for shape inference.\n\nNote: Unless explicitly stated, all functions that return a shape and take\nshapes as input, return the invalid shape if one of its operands is an\ninvalid shape. This avoids flagging multiple errors for one verification\nfailure. The dialect itself does not specify how errors should be combined\n(there are multiple different options, from always choosing first operand,\nconcatting etc. on how to combine them)."} {
  irdl.type @shape attributes {
      description = "`shape.shape` represents either an unranked shape, a ranked shape with\npossibly unknown dimensions or an invalid shape. The rank is of type\n`shape.size` and, if rank is known, the extent is a 1D tensor of type\n`shape.size`.\n\nShape is printed:\n* `[*]` if it is an unranked shape\n* `[?, 2]` if a rank 2 tensor with one unknown dimension\n* `[3, 4]` is a rank 2 static tensor\n* `[]` is a scalar\n* `[1]` is a rank 1 tensor with 1 element\n* `[invalid]` for an invalid shape"} {
  }
  irdl.type @size attributes {
      description = "`shape.size` represents a non-negative integer with support for being\nunknown and invalid.\n\nOperations on `shape.size` types are specialized to handle unknown/dynamic\nvalue. So, for example, `<unknown> + x == <unknown>` for all non-error `x :\n!shape.size` (e.g., an unknown value does not become known due to addition)."} {
  }
  irdl.type @value_shape attributes {
      description = "`shape.value_shape` represents the value produced by an operation (this\ncorresponds to `Value` in the compiler) and a shape. Conceptually this is a\ntuple of a value (potentially unknown) and `shape.shape`. The value and\nshape can either or both be unknown. If both the `value` and `shape` are\nknown, then the shape of `value` is conformant with `shape`. That is, the\nshape of the value conforms to the shape of the ValueShape, so that if we\nhave ValueShape `(value, shape)` then `join(shape_of(value), shape)` would\nbe error free and in particular it means that if both are statically known,\nthen they are equal."} {
  }
  irdl.type @witness attributes {
      description = "A witness is a structural device in the compiler to maintain ordering of\ncode relying on information obtained from passing assertions. Witnesses do\nnot represent any physical data.\n\n\"cstr_\" operations will return witnesses and be lowered into assertion logic\nwhen not resolvable at compile time.\n\n\"assuming_\" operations will take witnesses as input and represent only\ninformation to the compiler, so they do not exist in executing code. Code\nthat is dependent on \"assuming_\" operations can assume all cstr operations\ntransitively before are honored as true.\n\nThese abstractions are intended to allow the compiler more freedom with\nassertions by merely showing the assertion through dataflow at this time\nrather than a side effecting operation that acts as a barrier. This can be\nviewed similarly to a compiler representation of promises from asynchronous,\npossibly crashing assertions. Reliant code will not be reordered to before\nthe code and non-reliant code can be reordered freely, and there are no\nguarantees on the final ordering of the assertions or their related code."} {
  }
  irdl.operation @add attributes {
      summary = "Addition of sizes and indices",
      description = "Adds two sizes or indices. If either operand is an error it will be\npropagated to the result. The operands can be of type `size` or `index`. If\nat least one of the operands can hold an error, i.e. if it is of type\n`size`, the result must be of type `size`. If error propagation is not\npossible because both operands are of type `index` then the result may be\nof type `size` or `index`.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
      traits = ["Commutative", "Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeAdd",
      cpp_result_types = "ShapeAdd"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @any attributes {
      summary = "Return any combination of the input shapes",
      description = "This operation takes multiple input shapes or extent tensors and returns\nsome combination of their dimensions. This can be best seen with examples\nbelow.\n\nThe result is undefined, but still side-effect free, in cases where the\ninputs have differing ranks or differ in extents of shared dimensions.\n\nExample:\n```mlir\n%s0 = shape.any [2,?], [?,3] // [2,3]\n%s1 = shape.any [?,?], [1,2] // [1,2]\n```",
      assembly_format = "$inputs attr-dict `:` type($inputs) `->` type($result)",
      traits = ["Commutative", "Pure"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @assuming attributes {
      summary = "Execute the region",
      description = "Executes the region assuming all witnesses are true.\n\n\"assuming\" operations represent an execution order restriction to the\ncompiler, information for dependent code to rely on (by assuming), and\nnothing else. They should not exist after a program is fully lowered and\nready to execute.",
      cpp_assembly_format = "ShapeAssuming",
      traits = ["SingleBlockImplicitTerminator<shape.assuming_yield>", "RecursiveMemoryEffects"],
      ods_traits = ["RegionBranchOpInterface"],
      independent_variadics = ["results"]} {
    %0 = irdl.base @shape::@witness
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(witness: %0)
    irdl.results(results: variadic %1)
    irdl.regions(doRegion: %2)
  }
  irdl.operation @assuming_all attributes {
      summary = "Return a logical AND of all witnesses",
      description = "Used to simplify constraints as any single failing precondition is enough\nto prevent execution.\n\n\"assuming\" operations represent an execution order restriction to the\ncompiler, information for dependent code to rely on (by assuming), and\nnothing else. They should not exist after a program is fully lowered and\nready to execute.\n\nExample:\n```mlir\n%w0 = shape.cstr_broadcastable [2,2], [3,1,2] // Passing\n%w1 = shape.cstr_broadcastable [2,2], [3,2] // Failure\n%w2 = shape.cstr_eq [1,2], [1,2], [1,2] // Passing\n%wf = shape.assuming_all %w0, %w1 // Failure\n%wt = shape.assuming_all %w0, %w2 // Passing\n```",
      assembly_format = "$inputs attr-dict",
      traits = ["Commutative", "Pure"],
      cpp_verifier = "ShapeAssumingAll",
      independent_variadics = ["inputs"]} {
    %0 = irdl.base @shape::@witness
    %1 = irdl.base @shape::@witness
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @assuming_yield attributes {
      summary = "Yield operation",
      description = "This yield operation represents a return operation within the\n`shape.assuming` operation region. The operation takes variable number of\noperands and produces no results. The operand number and types must match\nthe number and types of parent `shape.assuming` results.",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Pure", "ReturnLike", "Terminator", "HasParent<shape.assuming>"],
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @broadcast attributes {
      summary = "Returns the broadcasted output shape of two or more inputs",
      description = "Returns the broadcasted shape for input shapes or extent tensors. The rest\nof this description is simplified for the 2 input case but can be extended\nto more inputs. Both operands can be of type `shape.shape` or\n`tensor<?xindex>`. The result is of type `shape.shape` and, if both\noperands are tensors, may be of type `tensor<?xindex>`.\n\nIf the two operand shapes are of different rank the smaller one is padded\nwith 1's from the left. The resulting broadcasted shape is then defined as\n\n    result[i] = lhs[i] if lhs[i] == rhs[i]\n              = lhs[i] if rhs[i] == 1\n              = rhs[i] if lhs[i] == 1.\n\nIn case the resulting shape is undefined, i.e. if corresponding extents are\ndifferent from each other but none is 1, the result is an error shape.\nLikewise error values are propagated if any of the operands holds an error\nvalue. If the result type is an extent tensor (and can therefore not hold\nthe error value) the behavior may be undefined. The optional string\nattribute can be used to describe the error case.",
      assembly_format = "$shapes attr-dict `:` type($shapes) `->` type($result)",
      traits = ["Commutative", "Pure"],
      cpp_verifier = "ShapeBroadcast",
      optional_attributes = ["error"],
      independent_variadics = ["shapes"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    irdl.operands(shapes: variadic %0)
    irdl.results(result: %2)
    irdl.attributes {"error" = %1}
  }
  irdl.operation @concat attributes {
      summary = "Concatenates two shapes",
      description = "Creates a shape whose dimensions consist of first the dimensions from `lhs`\nfollowed by the dimensions of `rhs`.\n\nExample:\nconcat([2,3], [4,5]) -> [2,3,4,5]\nconcat([], []) -> []\nconcat([], [4,5,6]) -> [4,5,6]",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @const_shape attributes {
      summary = "Creates a constant shape or extent tensor",
      description = "Creates a constant shape or extent tensor. The individual extents are given\nas the `shape` attribute. The number of these values equals the shape's\nrank.\n\n```mlir\n%0 = shape.const_shape [] : !shape.shape\n%1 = shape.const_shape [1, 2, 3] : !shape.shape\n%2 = shape.const_shape [4, 5, 6] : tensor<3xindex>\n```",
      cpp_assembly_format = "ShapeConstShape",
      traits = ["ConstantLike", "Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeConstShape",
      cpp_result_types = "ShapeConstShape"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self)\n                                      .getType()\n                                      .getElementType()\n                                      .isIndex()))" {summary = "index elements attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    irdl.results(result: %1)
    irdl.attributes {"shape" = %0}
  }
  irdl.operation @const_size attributes {
      summary = "Creates a constant of type `shape.size`",
      description = "Creates a `shape.size` type representing the constant size given by `value`.\n\n```mlir\n%x = shape.const_size 10\n```",
      assembly_format = "custom<TypedAttribute>($value, \"index\") attr-dict",
      traits = ["ConstantLike", "Pure"],
      ods_traits = ["OpAsmOpInterface"],
      cpp_result_names = "ShapeConstSize"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %1 = irdl.base @shape::@size
    irdl.results(result: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @const_witness attributes {
      summary = "An operation that returns a statically known witness value",
      description = "This operation represents a statically known witness result. This can be\noften used to canonicalize/fold constraint and assuming code that will always\npass.\n\n```mlir\n%0 = shape.const_shape [1,2,3]\n%1 = shape.const_shape [1,2,3]\n%w0 = shape.cstr_eq(%0, %1) // Can be folded to \"const_witness true\"\n%w1 = shape.const_witness true\n%w2 = shape.assuming_all(%w0, %w2) // Can be folded to \"const_witness true\"\n```",
      assembly_format = "$passing attr-dict",
      traits = ["ConstantLike", "Pure"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %1 = irdl.base @shape::@witness
    irdl.results(result: %1)
    irdl.attributes {"passing" = %0}
  }
  irdl.operation @cstr_broadcastable attributes {
      summary = "Determines if 2+ shapes can be successfully broadcasted",
      description = "Given input shapes or extent tensors, return a witness specifying if they\nare broadcastable. This broadcastable follows the same logic as what\nshape.broadcast documents.\n\n\"cstr\" operations represent runtime assertions.\n\nExample:\n```mlir\n%w0 = shape.cstr_broadcastable [2,2], [3,1,2] // Passing\n%w1 = shape.cstr_broadcastable [2,2], [3,2] // Failure\n```",
      assembly_format = "$shapes attr-dict `:` type($shapes)",
      traits = ["Commutative"],
      cpp_verifier = "ShapeCstrBroadcastable",
      independent_variadics = ["shapes"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.base @shape::@witness
    irdl.operands(shapes: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @cstr_eq attributes {
      summary = "Determines if all input shapes are equal",
      description = "Given 1 or more input shapes, determine if all shapes are the exact same.\n\n\"cstr\" operations represent runtime assertions.\n\nExample:\n```mlir\n%w0 = shape.cstr_eq [1,2], [1,2], [1,2] // Passing\n%w1 = shape.cstr_eq [2,2], [1,2] // Failure\n```",
      assembly_format = "$shapes attr-dict `:` type($shapes)",
      traits = ["Commutative"],
      independent_variadics = ["shapes"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.base @shape::@witness
    irdl.operands(shapes: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @cstr_require attributes {
      summary = "Represents a runtime assertion that an i1 is `true`",
      description = "Represents a runtime assertion that an i1 is true. It returns a\n!shape.witness to order this assertion.\n\nFor simplicity, prefer using other cstr_* ops if they are available for a\ngiven constraint.\n\nExample:\n```mlir\n%bool = ...\n%w0 = shape.cstr_require %bool, \"msg\" // Passing if `%bool` is true.\n```\n\nSince this op can be used to express many different possible assertions\n(depending on whatever computation calculated `pred`), the `msg`\nshould clarify the nature of the assertion for users.",
      assembly_format = "$pred `,` $msg attr-dict"} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.base @shape::@witness
    irdl.operands(pred: %0)
    irdl.results(result: %2)
    irdl.attributes {"msg" = %1}
  }
  irdl.operation @debug_print attributes {
      summary = "Prints the input shape or size",
      description = "Prints the input dim or shape and passes through input.\n\nNote: This is intended for testing and debugging only."} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::shape::ShapeType>($_self)))" {summary = "shape or size"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::shape::ShapeType>($_self)))" {summary = "shape or size"}
    irdl.operands(input: %0)
    irdl.results(output: %1)
  }
  irdl.operation @dim attributes {
      summary = "Gets the specified extent from the shape of a shaped input",
      description = "Gets the extent indexed by `dim` from the shape of the `value` operand. If\nthe index is error or out-of-bound then it returns an invalid size if the\nreturn type carries error information else the behavior is undefined.\n\nThis is a convenience op that performs the equivalent of getting the extent\nof a shape (e.g., `dim(x, i) == get_extent(shape_of(x), i)`).",
      assembly_format = "$value `,` $index attr-dict `:` type($value) `,`type($index) `->` type($extent)",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeDim",
      cpp_result_types = "ShapeDim"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    irdl.operands(value: %0, index: %1)
    irdl.results(extent: %2)
  }
  irdl.operation @div attributes {
      summary = "Division of sizes and indices",
      description = "Divides two sizes or indices. If either operand is an error it will be\npropagated to the result. The operands can be of type `size` or `index`.\nIf at least one of the operands can hold an error, i.e. if it is of type\n`size`, the result must be of type `size`. If error propagation is not\npossible because both operands are of type `index` then the result may be\nof type  `size` or `index`. If both operands and result are of type\n`index`, their runtime values could be negative. The result is rounded\ntoward negative infinity, i.e. floor(lhs / rhs), such that\n\n    div(lhs, rhs) * rhs + mod(lhs, rhs) = lhs\n\nalways holds. If any of the values is of type `size`, the behavior for\nnegative value is undefined.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeDiv",
      cpp_result_types = "ShapeDiv"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @from_extent_tensor attributes {
      summary = "Creates a shape from a tensor of extents",
      description = "Creates a shape from a 1D integral tensor of extents. The rank of the\nresulting shape equals the number of elements in the tensor, and the\nextents match the values of the elements.",
      assembly_format = "$input attr-dict `:` type($input)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "1D tensor of index values"}
    %1 = irdl.base @shape::@shape
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @from_extents attributes {
      summary = "Creates a shape from extents",
      description = "Creates a shape from multiple SSA values representing the extents of\nthe shape.\n\n```mlir\n// Rank 2 shape.\n%s0 = shape.from_extents %a, %b\n// Rank 0 shape.\n%s1 = shape.from_extents\n```",
      assembly_format = "$extents attr-dict `:` type($extents)",
      traits = ["Pure"],
      independent_variadics = ["extents"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %1 = irdl.base @shape::@shape
    irdl.operands(extents: variadic %0)
    irdl.results(shape: %1)
  }
  irdl.operation @func attributes {
      summary = "Shape function",
      description = "An operation with a name containing a single `SSACFG` region which\nrepresents a shape transfer function or helper function for shape transfer\nfunction.",
      cpp_assembly_format = "ShapeFunc",
      traits = ["AffineScope", "AutomaticAllocationScope", "IsolatedFromAbove"],
      ods_traits = ["FunctionOpInterface", "OpAsmOpInterface"],
      optional_attributes = ["arg_attrs", "res_attrs", "sym_visibility"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of function type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.base "#builtin.string" {summary = "string attribute"}
    %5 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "function_type" = %1, "arg_attrs" = %2, "res_attrs" = %3, "sym_visibility" = %4}
    irdl.regions(body: %5)
  }
  irdl.operation @function_library attributes {
      summary = "Represents shape functions and corresponding ops",
      description = "Represents a list of shape functions and the ops whose shape transfer\nfunctions they represent.\n\nExample:\n\n```mlir\nshape.function_library {\n  func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {\n    %0 = shape_of %arg : !shape.value_shape -> !shape.shape\n    return %0 : !shape.shape\n  }\n} mapping {\n  std.atan = @same_result_shape\n}\n```",
      cpp_assembly_format = "ShapeFunctionLibrary",
      traits = ["AffineScope", "IsolatedFromAbove", "NoRegionArguments", "SymbolTable", "Symbol", "NoTerminator", "SingleBlock"],
      ods_traits = ["OpAsmOpInterface"],
      optional_attributes = ["sym_visibility"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DictionaryAttr>($_self))" {summary = "dictionary of named attribute values"}
    %3 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "sym_visibility" = %1, "mapping" = %2}
    irdl.regions(body: %3)
  }
  irdl.operation @get_extent attributes {
      summary = "Gets the specified extent from a shape or extent tensor",
      description = "Gets the extent indexed by `dim` from the `shape` operand. If the shape is\nan error then it returns an invalid size.",
      assembly_format = "$shape `,` $dim attr-dict `:` type($shape) `,` type($dim) `->` type($extent)",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeGetExtent",
      cpp_result_types = "ShapeGetExtent"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    irdl.operands(shape: %0, dim: %1)
    irdl.results(extent: %2)
  }
  irdl.operation @index_to_size attributes {
      summary = "Converts a standard index to a shape size",
      description = "Converts a standard index to a `shape.size`. This operation and its\ninverse, `size_to_index`, facilitate index conversion between the standard\nand the shape dialect.\n\nThe behavior is undefined for negative indices.",
      assembly_format = "$arg attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.base @shape::@size
    irdl.operands(arg: %0)
    irdl.results(result: %1)
  }
  irdl.operation @is_broadcastable attributes {
      summary = "Determines if 2+ shapes can be successfully broadcasted",
      description = "Given multiple input shapes or extent tensors, return a predicate\nspecifying if they are broadcastable. This broadcastable follows the same\nlogic as what shape.broadcast documents.\n\nConcretely, shape.is_broadcastable returning true implies that\nshape.broadcast will not give an error, and shape.cstr_broadcastable will\nnot result in an assertion failure. Similarly, false implies an error or\nassertion failure.\n\nExample:\n```mlir\n%true = shape.is_broadcastable [2,2], [3,1,2]\n%false = shape.is_broadcastable [2,2], [3,2]\n```",
      assembly_format = "$shapes attr-dict `:` type($shapes)",
      traits = ["Commutative"],
      independent_variadics = ["shapes"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(shapes: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @max attributes {
      summary = "Elementwise maximum",
      description = "Computes the elementwise maximum of two sizes or shapes with equal ranks.\nIf either operand is an error, then an error will be propagated to the\nresult. If the input types mismatch or the ranks do not match, then the\nresult is an error.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
      traits = ["Commutative", "Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeMax",
      cpp_result_types = "ShapeMax"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::shape::ShapeType>($_self)))" {summary = "shape or size"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::shape::ShapeType>($_self)))" {summary = "shape or size"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::shape::ShapeType>($_self)))" {summary = "shape or size"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @meet attributes {
      summary = "Returns the least general shape or size of its operands",
      description = "An operation that computes the least general shape or dim of input operands.\nThis effectively asserts that corresponding static dimensions are equal.\nThe behavior is to match each element of the shape/size and propagate the\nmost restrictive information, returning an invalid shape if there are\ncontradictory requirements. E.g., using pseudo code\n\n```\nshape.meet([*], [*]) -> [*]\nshape.meet([*], [1, ?]) -> [1, ?]\nshape.meet([1, 2], [1, ?]) -> [1, 2]\nshape.meet([*], [1, 2]) -> [1, 2]\nshape.meet([], []) -> []\nshape.meet([], [*]) -> []\nshape.meet([], [?, ?]) -> [invalid]\nshape.meet([1, ?], [2, ?, ?]) -> [invalid]\n```\n\n`shape.meet` also allows specifying an optional error string, that may be\nused to return an error to the user upon mismatch of dimensions.\n\n```mlir\n%c = shape.meet %a, %b, error=\"<reason>\" : !shape.shape, !shape.shape -> !shape.shape\n```",
      assembly_format = "$arg0 `,` $arg1 (`,` `error` `=` $error^)? attr-dict `:` type($arg0) `,` type($arg1) `->` type($result)",
      traits = ["Commutative"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeMeet",
      cpp_result_types = "ShapeMeet",
      optional_attributes = ["error"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))) || (((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))))" {summary = "any shape or size"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))) || (((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))))" {summary = "any shape or size"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))) || (((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))))" {summary = "any shape or size"}
    irdl.operands(arg0: %0, arg1: %1)
    irdl.results(result: %3)
    irdl.attributes {"error" = %2}
  }
  irdl.operation @min attributes {
      summary = "Elementwise minimum",
      description = "Computes the elementwise minimum of two sizes or shapes with equal ranks.\nIf either operand is an error, then an error will be propagated to the\nresult. If the input types mismatch or the ranks do not match, then the\nresult is an error.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
      traits = ["Commutative", "Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeMin",
      cpp_result_types = "ShapeMin"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::shape::ShapeType>($_self)))" {summary = "shape or size"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::shape::ShapeType>($_self)))" {summary = "shape or size"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::shape::ShapeType>($_self)))" {summary = "shape or size"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @mul attributes {
      summary = "Multiplication of sizes and indices",
      description = "Multiplies two sizes or indices. If either operand is an error it will be\npropagated to the result. The operands can be of type `size` or `index`. If\nat least one of the operands can hold an error, i.e. if it is of type\n`size`, the result must be of type `size`. If error propagation is not\npossible because both operands are of type `index` then the result may be\nof type `size` or `index`.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)",
      traits = ["Commutative", "Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeMul",
      cpp_result_types = "ShapeMul"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @num_elements attributes {
      summary = "Returns the number of elements for a given shape",
      description = "Returns the number of elements for a given shape which is the product of\nits extents. If the argument is of type `shape` then the result will be of\ntype `size` and potential errors will be propagated. Otherwise, if the\nargument is and extent tensor `tensor<?xindex>` then the result will be of\ntype `index`.",
      assembly_format = "$shape attr-dict `:` type($shape) `->` type($result)",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeNumElements",
      cpp_result_types = "ShapeNumElements"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    irdl.operands(shape: %0)
    irdl.results(result: %1)
  }
  irdl.operation @rank attributes {
      summary = "Gets the rank of a shape",
      description = "Returns the rank of the shape or extent tensor, i.e. the number of extents.",
      assembly_format = "$shape attr-dict `:` type($shape) `->` type($rank)",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeRank",
      cpp_result_types = "ShapeRank"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    irdl.operands(shape: %0)
    irdl.results(rank: %1)
  }
  irdl.operation @reduce attributes {
      summary = "Returns an expression reduced over a shape or extent tensor",
      description = "An operation that takes as input a shape or extent tensor, and a number of\ninitial values. This operation has a region that is applied repeatedly for\nevery extent of the input. Starting with the initial values, the individual\nextents are then aggregated as defined by the associated region.\n\nConceptually this op performs the following reduction:\n\n```\nres[] = init;\nfor (int i = 0, i < shape.rank(); i++) {\n  res = reduce(i, shape[i], res[0], ..., res[n]);\n}\n```\n\nWhere `reduce` represents the region attached and the result of the reduce\nop is the last computed output of the reduce region. As an example, the\nnumber of elements can be computed as follows:\n\n```mlir\nfunc.func @reduce(%shape : !shape.shape, %init : !shape.size) ->\n    !shape.size {\n  %num_elements = shape.reduce(%shape, %init) -> !shape.size  {\n    ^bb0(%index: index, %dim: !shape.size, %acc: !shape.size):\n      %updated_acc = \"shape.mul\"(%acc, %dim) :\n        (!shape.size, !shape.size) -> !shape.size\n      shape.yield %updated_acc : !shape.size\n  }\n  return %num_elements : !shape.size\n}\n```",
      cpp_assembly_format = "ShapeReduce",
      traits = ["SingleBlockImplicitTerminator<shape.yield>"],
      cpp_verifier = "ShapeReduce",
      independent_variadics = ["initVals", "result"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(shape: %0, initVals: variadic %1)
    irdl.results(result: variadic %2)
    irdl.regions(region: %3)
  }
  irdl.operation @return attributes {
      summary = "Shape function return operation",
      description = "The `shape.return` operation represents a return operation within a\nfunction.  The operation takes variable number of operands and produces no\nresults.",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Pure", "HasParent<shape.func>", "ReturnLike", "Terminator"],
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @shape_eq attributes {
      summary = "Returns whether the input shapes or extent tensors are equal",
      description = "Takes one or more shape or extent tensor operands and determines whether\nthey are equal. When extent tensors are compared to shapes they are\nregarded as their equivalent non-error shapes. Error shapes can be tested\nfor equality like any other shape value, meaning that the error value is\nequal to itself.",
      assembly_format = "$shapes attr-dict `:` type($shapes)",
      traits = ["Pure", "Commutative"],
      independent_variadics = ["shapes"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(shapes: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @shape_of attributes {
      summary = "Returns shape of a value or shaped type operand",
      description = "The operation takes a value or a shaped operand as an argument and it\nreturns a shape or extent tensor.",
      assembly_format = "$arg attr-dict `:` type($arg) `->` type($result)",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface", "InferTypeOpAdaptor"],
      cpp_verifier = "ShapeShapeOf",
      cpp_result_types = "ShapeShapeOf"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((::llvm::isa<::mlir::shape::ValueShapeType>($_self)))" {summary = "shaped of any type values or "}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    irdl.operands(arg: %0)
    irdl.results(result: %1)
  }
  irdl.operation @size_to_index attributes {
      summary = "Casts between index types of the shape and standard dialect",
      description = "Converts a `shape.size` to a standard index. This operation and its\ninverse, `index_to_size`, facilitate index conversion between the standard\nand the shape dialect. The behavior is undefined for unknown and invalid\narguments.",
      assembly_format = "$arg attr-dict `:` type($arg)",
      traits = ["Pure"],
      ods_traits = ["CastOpInterface"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %1 = irdl.is index {summary = "index"}
    irdl.operands(arg: %0)
    irdl.results(result: %1)
  }
  irdl.operation @split_at attributes {
      summary = "Splits a shape at a given index",
      description = "Splits a shape at a given dimension `index`, returning two shapes. If\n`index` is negative, it is treated as indexing from the back of the shape.\nThis negative-handling behavior is important when handling unranked shapes,\nwhere the positive index is not necessarily knowable due to a dynamic\nnumber of leading dimensions. If the result is in extent tensor form out of\nbounds indices result in undefined behavior.\n\nExamples:\n- split_at([4,5,6], index=0) -> [], [4,5,6]\n- split_at([4,5,6], index=1) -> [4], [5,6]\n- split_at([4,5,6], index=2) -> [4,5], [6]\n- split_at([4,5,6], index=3) -> [4,5,6], []\n- split_at([4,5,6], index=4) -> error\n- split_at([4,5,6], index=-1) -> [4,5], [6]\n- split_at([4,5,6], index=-2) -> [4], [5,6]\n- split_at([4,5,6], index=-3) -> [], [4,5,6]\n- split_at([4,5,6], index=-4) -> error\n\nRequires:\n- `index` is in the range [-rank(operand),rank(operand)]",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::SizeType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self)))" {summary = "size or index"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    irdl.operands(operand: %0, index: %1)
    irdl.results(head: %2, tail: %3)
  }
  irdl.operation @to_extent_tensor attributes {
      summary = "Creates a dimension tensor from a shape",
      description = "Converts a shape to a 1D integral tensor of extents. The number of elements\nin the tensor equals the rank of the shape, and the elements equal the\nextents of the shape.\n\nIf the shape represents an error, this op's behavior is undefined.",
      assembly_format = "$input attr-dict `:` type($input) `->` type($result)",
      traits = ["Pure"],
      ods_traits = ["CastOpInterface"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self)))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tensor of index values"}
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @value_as_shape attributes {
      summary = "Returns value as a shape",
      description = "The operations takes a ValueShape and returns a Shape corresponding to the\nvalue.  If the input value cannot be shape (e.g., not a 1D tensor of\nintegral value representing sizes) then this propagages the error shape.\nE.g.,\n\n```mlir\n// The following\n%0 = arith.constant dense<[1,2]> : tensor<2xi32>\n%shape = shape.value_as_shape %0 : tensor<2xi32> -> !shape.shape\n// is equivalent to\n%shape' = shape.const_shape [1, 2] : !shape.shape\n```\n\nThis operation is the complement of `shape_of` wrt ValueShape values.",
      assembly_format = "$arg attr-dict `:` type($arg) `->` type($result)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IntegerType>(elementType))) || ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((::llvm::isa<::mlir::shape::ValueShapeType>($_self)))" {summary = "1D tensor of integer or index values or "}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    irdl.operands(arg: %0)
    irdl.results(result: %1)
  }
  irdl.operation @value_of attributes {
      summary = "Returns value of a !shape.value_shape operand",
      description = "The operation takes !shape.value_shape, a.k.a. (value, shape) tuple as an\nargument, and returns its value. The behavior is undefined for unknown and\ninvalid arguments.",
      assembly_format = "$arg attr-dict `:` type($result)",
      traits = ["Pure"]} {
    %0 = irdl.base @shape::@value_shape
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "shaped of any type values"}
    irdl.operands(arg: %0)
    irdl.results(result: %1)
  }
  irdl.operation @with_shape attributes {
      summary = "Returns ValueShape with given shape",
      description = "Returns ValueShape with the shape updated to match the shape operand. That\nis a new ValueShape tuple is created with value equal to `operand`'s\nvalue and shape equal to `shape`. If the ValueShape and given `shape` are\nnon-conformant, then the returned ValueShape will represent an error of\nthis mismatch. Similarly if either inputs are in an error state, then an\nerror is propagated.\n\nUsage:\n  %0 = shape.with_shape %1, %2 : tensor<...>, !shape.shape\n\nThis is used, for example, where one combines shape function calculations\nand/or call one shape function from another. E.g.,\n\n```mlir\nfunc.func @shape_foobah(%a: !shape.value_shape,\n                   %b: !shape.value_shape,\n                   %c: !shape.value_shape) -> !shape.shape {\n  %0 = call @shape_foo(%a, %b) :\n    (!shape.value_shape, !shape.value_shape) -> !shape.shape\n  %1 = shape.with_shape %b, %0 : !shape.value_shape, !shape.shape\n  %2 = call @shape_bah(%c, %1) :\n    (!shape.value_shape, !shape.value_shape) -> !shape.shape\n  return %2 : !shape.shape\n}\n```\n\nThis op need not be a refinement of the shape. In non-error cases the input\nValueShape's value and shape are conformant and so too for the output, but\nthe result may be less specified than `operand`'s shape as `shape` is\nmerely used to construct the new ValueShape. If join behavior is desired\nthen a join op should be used.",
      assembly_format = "operands attr-dict `:` type($operand) `,` type($shape)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::ShapedType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((::llvm::isa<::mlir::shape::ValueShapeType>($_self)))" {summary = "shaped of any type values or "}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::shape::ShapeType>($_self))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::IndexType>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "shape or extent tensor"}
    %2 = irdl.base @shape::@value_shape
    irdl.operands(operand: %0, shape: %1)
    irdl.results(result: %2)
  }
  irdl.operation @yield attributes {
      summary = "Returns the value to parent op",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["HasParent<shape.reduce, shape.function_library>", "Pure", "ReturnLike", "Terminator"],
      cpp_verifier = "ShapeYield",
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
}
