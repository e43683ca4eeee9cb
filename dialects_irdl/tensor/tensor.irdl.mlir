// The tensor dialect: creating tensors (empty, from_elements, generate, splat), reading and
// writing elements and slices, reshaping, padding, gathering and scattering. Mixed
// static/dynamic index lists (`[%a, 4, %b]`) keep their integers in an i64 dense array whose
// entry for each SSA value is ShapedType::kDynamic (INT64_MIN). tensor.pack and tensor.unpack
// moved to linalg and are not tensor operations in LLVM 22.
irdl.dialect @tensor attributes {properties, ods, summary = "Operations on tensors: creation, element and slice access, reshapes"} {
  irdl.operation @bitcast attributes {
      summary = "tensor bitcast operation",
      description = "Reinterprets the bits of a tensor as a tensor of another element type of the same bit width and a compatible shape.",
      assembly_format = "$source attr-dict `:` type($source) `to` type($dest)",
      traits = ["Pure"],
      verifier = "TensorBitcast"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::TensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || elementType.isUnsignedInteger() || elementType.isSignedInteger() || ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "tensor of signless integer or unsigned integer or signed integer or floating-point values"}
    irdl.operands(source: %0)
    irdl.results(dest: %0)
  }
  irdl.operation @cast attributes {
      result_names = "%cast",
      summary = "tensor cast operation",
      description = "Converts a tensor to a tensor type compatible with it: the same element type, and sizes that agree where both are static; either may be unranked.",
      assembly_format = "$source attr-dict `:` type($source) `to` type($dest)",
      traits = ["Pure"],
      verifier = "TensorCast"} {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1) {summary = "tensor of any type values"}
    irdl.operands(source: %2)
    irdl.results(dest: %2)
  }
  irdl.operation @concat attributes {
      result_names = "%concat",
      summary = "tensor concatenation operation",
      description = "Joins ranked tensors of the same rank and element type along the given dimension; the other dimensions agree.",
      assembly_format = "`dim` `(` custom<TypedAttribute>($dim, \"i64\") `)` $inputs attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"],
      verifier = "TensorConcat",
      independent_variadics = ["inputs"]} {
    %0 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %1 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %1)
    irdl.attributes {"dim" = %2}
  }
  irdl.operation @dim attributes {
      result_names = "%dim",
      summary = "dimension index operation",
      description = "The size of the given dimension of a tensor, as an index.",
      assembly_format = "attr-dict $source `,` $index `:` type($source)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::UnrankedTensorType>($_self) || (::llvm::isa<::mlir::RankedTensorType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() != 0)" {summary = "non-0-ranked or unranked tensor"}
    %1 = irdl.is index {summary = "index"}
    irdl.operands(source: %0, index: %1)
    irdl.results(result: %1)
  }
  irdl.operation @empty attributes {
      summary = "empty tensor operation",
      description = "A tensor of the given type whose contents are unspecified; the operands give its dynamic sizes in order.",
      assembly_format = "`(` $dynamic_sizes `)` attr-dict `:` type($result)",
      traits = ["Pure"],
      verifier = "TensorEmpty"} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    irdl.operands(dynamic_sizes: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @extract attributes {
      result_names = "%extracted",
      summary = "element extraction operation",
      description = "Reads the element of a ranked tensor at the given indices, one index per dimension.",
      assembly_format = "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
      traits = ["Pure", "TypesMatchWith<tensor, result, ElementType, result type matches element type of tensor>"],
      verifier = "TensorExtract"} {
    %0 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.any {summary = "any type"}
    irdl.operands(tensor: %0, indices: variadic %1)
    irdl.results(result: %2)
  }
  irdl.operation @extract_slice attributes {
      result_names = "%extracted_slice",
      summary = "extract slice operation",
      description = "The part of a ranked tensor the given offsets, sizes and strides (each static or dynamic) select; the result may drop unit dimensions.",
      assembly_format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
      traits = ["AttrSizedOperandSegments", "Pure"],
      verifier = "TensorExtractSlice"} {
    %0 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(source: %0, offsets: variadic %1, sizes: variadic %1, strides: variadic %1)
    irdl.results(result: %0)
    irdl.attributes {"static_offsets" = %2, "static_sizes" = %2, "static_strides" = %2}
  }
  irdl.operation @from_elements attributes {
      result_names = "%from_elements",
      summary = "tensor from elements operation.",
      description = "A statically shaped tensor whose elements, in row-major order, are the operands.",
      assembly_format = "$elements attr-dict `:` custom<ElementsOfShape>(type($result), type($elements))",
      traits = ["Pure", "TypesMatchWith<result, elements, ElementType, operand types match result element type>"],
      independent_variadics = ["elements"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::RankedTensorType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()" {summary = "statically shaped tensor of any type values"}
    irdl.operands(elements: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @gather attributes {
      result_names = "%gather",
      summary = "gather a subset of a tensor at specified indices",
      description = "Gathers slices of a source tensor at the coordinates the last dimension of an index tensor holds, along the given dimensions; `unique` promises that no two coordinates are the same.",
      assembly_format = "$source `[` $indices `]` `gather_dims` `(` custom<DenseArray>($gather_dims) `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"],
      verifier = "TensorGather",
      optional_attributes = ["unique"]} {
    %0 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::RankedTensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || elementType.isIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "ranked tensor of signless integer or index values"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(source: %0, indices: %1)
    irdl.results(result: %0)
    irdl.attributes {"gather_dims" = %2, "unique" = %3}
  }
  irdl.operation @generate attributes {
      result_names = "%generated",
      summary = "Creates a dynamically sized tensor from elements",
      description = "A ranked tensor whose element at each position is what its body yields for that position's indices (the body's arguments); the operands give the dynamic sizes.",
      assembly_format = "$dynamic_extents $body attr-dict `:` type($result)",
      traits = ["SingleBlockImplicitTerminator<tensor.yield>"],
      verifier = "TensorGenerate"} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(dynamic_extents: variadic %0)
    irdl.results(result: %1)
    irdl.regions(body: %2)
  }
  irdl.operation @insert attributes {
      result_names = "%inserted",
      summary = "element insertion operation",
      description = "The destination tensor with the element at the given indices replaced by the scalar.",
      assembly_format = "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
      traits = ["Pure", "TypesMatchWith<dest, result, Same, result type matches type of dest>", "TypesMatchWith<dest, scalar, ElementType, scalar type matches element type of dest>"],
      verifier = "TensorInsert"} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %2 = irdl.is index {summary = "index"}
    irdl.operands(scalar: %0, dest: %1, indices: variadic %2)
    irdl.results(result: %1)
  }
  irdl.operation @insert_slice attributes {
      result_names = "%inserted_slice",
      summary = "insert_slice operation",
      description = "The destination tensor with the part the given offsets, sizes and strides select replaced by the source tensor (which may lack unit dimensions).",
      assembly_format = "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
      traits = ["AttrSizedOperandSegments", "Pure", "TypesMatchWith<dest, result, Same, expected result type to match dest type>"],
      verifier = "TensorInsertSlice"} {
    %0 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %1 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(source: %0, dest: %1, offsets: variadic %2, sizes: variadic %2, strides: variadic %2)
    irdl.results(result: %1)
    irdl.attributes {"static_offsets" = %3, "static_sizes" = %3, "static_strides" = %3}
  }
  irdl.operation @pad attributes {
      result_names = "%padded",
      summary = "tensor pad operation",
      description = "The source tensor padded with the given low and high amounts per dimension (static or dynamic); the body yields the value of each padding element from its indices. `nofold` keeps a pad that adds nothing.",
      assembly_format = "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)",
      traits = ["AttrSizedOperandSegments", "Pure", "SingleBlockImplicitTerminator<tensor.yield>"],
      verifier = "TensorPad",
      optional_attributes = ["nofold"]} {
    %0 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(source: %0, low: variadic %1, high: variadic %1)
    irdl.results(result: %0)
    irdl.attributes {"static_low" = %2, "static_high" = %2, "nofold" = %3}
    irdl.regions(region: %4)
  }
  irdl.operation @parallel_insert_slice attributes {
      summary = "Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op.",
      description = "Inside the terminator of a parallel loop, inserts one thread's source tensor into the shared destination at the given offsets, sizes and strides.",
      assembly_format = "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
      traits = ["AttrSizedOperandSegments"],
      verifier = "TensorParallelInsertSlice"} {
    %0 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %1 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(source: %0, dest: %1, offsets: variadic %2, sizes: variadic %2, strides: variadic %2)
    irdl.attributes {"static_offsets" = %3, "static_sizes" = %3, "static_strides" = %3}
  }
  irdl.operation @rank attributes {
      result_names = "%rank",
      summary = "rank operation",
      description = "The rank of a tensor, as an index.",
      assembly_format = "$tensor attr-dict `:` type($tensor)",
      traits = ["Pure"]} {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1) {summary = "tensor of any type values"}
    %3 = irdl.is index {summary = "index"}
    irdl.operands(tensor: %2)
    irdl.results(result: %3)
  }
  irdl.operation @reshape attributes {
      result_names = "%reshape",
      summary = "tensor reshape operation",
      description = "The elements of a tensor in the shape a 1-d tensor of sizes gives; a shape of dynamic length makes an unranked result.",
      assembly_format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"],
      verifier = "TensorReshape"} {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1) {summary = "tensor of any type values"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::RankedTensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || elementType.isIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() == 1" {summary = "1D tensor of signless integer or index values"}
    irdl.operands(source: %2, shape: %3)
    irdl.results(result: %2)
  }
  irdl.operation @expand_shape attributes {
      result_names = "%expanded",
      summary = "operation to produce a tensor with a higher rank",
      description = "The elements of a tensor with dimensions split into groups of dimensions: the reassociation lists, for each source dimension, the result dimensions it becomes; the output shape gives the result's sizes, static or dynamic.",
      assembly_format = "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
      traits = ["Pure"],
      verifier = "TensorExpandShape"} {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1) {summary = "tensor of any type values"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::ArrayAttr>(attr) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>(attr), [&](::mlir::Attribute a) { return a && ::llvm::isa<::mlir::IntegerAttr>(a) && ::llvm::cast<::mlir::IntegerAttr>(a).getType().isSignlessInteger(64); }); })" {summary = "Array of 64-bit integer array attributes"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(src: %2, output_shape: variadic %3)
    irdl.results(result: %2)
    irdl.attributes {"reassociation" = %4, "static_output_shape" = %5}
  }
  irdl.operation @collapse_shape attributes {
      result_names = "%collapsed",
      summary = "operation to produce a tensor with a smaller rank",
      description = "The elements of a tensor with groups of dimensions folded into one: the reassociation lists, for each result dimension, the source dimensions it folds.",
      assembly_format = "$src $reassociation attr-dict `:` type($src) `into` type($result)",
      traits = ["Pure"],
      verifier = "TensorCollapseShape"} {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.unranked_tensor"
    %2 = irdl.any_of(%0, %1) {summary = "tensor of any type values"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::ArrayAttr>(attr) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>(attr), [&](::mlir::Attribute a) { return a && ::llvm::isa<::mlir::IntegerAttr>(a) && ::llvm::cast<::mlir::IntegerAttr>(a).getType().isSignlessInteger(64); }); })" {summary = "Array of 64-bit integer array attributes"}
    irdl.operands(src: %2)
    irdl.results(result: %2)
    irdl.attributes {"reassociation" = %3}
  }
  irdl.operation @scatter attributes {
      result_names = "%scatter",
      summary = "scatter a tensor into a destination tensor at specified indices",
      description = "The destination tensor with slices of the source written at the coordinates the last dimension of an index tensor holds, along the given dimensions; `unique` (required) promises that no two coordinates are the same.",
      assembly_format = "$source `into` $dest `[` $indices `]` `scatter_dims` `(` custom<DenseArray>($scatter_dims) `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"],
      verifier = "TensorScatter",
      optional_attributes = ["unique"]} {
    %0 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %1 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::RankedTensorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || elementType.isIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "ranked tensor of signless integer or index values"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(source: %0, dest: %1, indices: %2)
    irdl.results(result: %1)
    irdl.attributes {"scatter_dims" = %3, "unique" = %4}
  }
  irdl.operation @splat attributes {
      result_names = "%splat",
      summary = "tensor splat or broadcast operation",
      description = "A ranked tensor with every element equal to the operand; the other operands give its dynamic sizes.",
      assembly_format = "$input (`[` $dynamic_sizes^ `]`)? attr-dict `:` custom<TypeOfKind>(type($aggregate), \"tensor\")",
      traits = ["Pure", "TypesMatchWith<aggregate, input, ElementType, operand type matches element type of result>"],
      verifier = "TensorSplat"} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    irdl.operands(input: %0, dynamic_sizes: variadic %1)
    irdl.results(aggregate: %2)
  }
  irdl.operation @yield attributes {
      summary = "Terminator for tensor.generate and tensor.pad operations",
      description = "Ends the body of a generate or pad, giving the value of the element at the body's indices.",
      assembly_format = "$value attr-dict `:` type($value)",
      traits = ["Pure", "ReturnLike", "Terminator", "HasParent<tensor.generate, tensor.pad>"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(value: %0)
  }
}
