// The vector dialect (a large part): n-D vector values and their operations: building,
// reshaping, extracting and inserting, reductions, masks, memory accesses (plain, masked,
// gathered, transfers) and contractions. Operations it leaves out are treated as
// unregistered (`partial`). Custom syntax: dialects_irdl/vector/directives.py; hand-written
// checks: dialects_irdl/vector/verifiers.py.
irdl.dialect @vector attributes {properties, partial, ods, summary = "Operations on n-D vectors"} {
  irdl.attribute @kind attributes {
      summary = "Kind of combining function for contractions and reductions",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::vector::CombiningKind\", \"Vector_CombiningKindAttr\", \"add mul minui minsi minnumf maxui maxsi maxnumf and or xor maximumf minimumf\") `>`"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @punctuation attributes {
      summary = "Punctuation for separating vectors or vector elements",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::vector::PrintPunctuation\", \"Vector_PrintPunctuation\", \"no_punctuation newline comma open close\") `>`"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @iterator_type attributes {
      summary = "Iterator type",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::vector::IteratorType\", \"Vector_IteratorTypeEnum\", \"parallel reduction\") `>`"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.operation @vscale attributes {
      result_names = "VScale",
      summary = "Load vector scale size",
      description = "The runtime multiple of the scalable dimensions of vectors (`[4]` means 4 x vscale elements).",
      assembly_format = "attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is index {summary = "index"}
    irdl.results(res: %0)
  }
  irdl.operation @bitcast attributes {
      summary = "bitcast casts between vectors",
      description = "Reinterprets the bits of a vector as another vector of the same rank and leading sizes; only the innermost dimension may change, keeping the bit width of the innermost 1-D vector.",
      assembly_format = "$source attr-dict `:` custom<TypeOfKind>(type($source), \"vector\") `to` custom<TypeOfKind>(type($result), \"vector\")",
      traits = ["Pure"],
      verifier = "VectorBitCast"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    irdl.operands(source: %0)
    irdl.results(result: %1)
  }
  irdl.operation @broadcast attributes {
      summary = "broadcast operation",
      description = "Broadcasts a scalar or a vector to a vector of higher or equal rank, following numpy's rules: leading dimensions are added and unit dimensions stretched.",
      assembly_format = "$source attr-dict `:` type($source) `to` custom<TypeOfKind>(type($vector), \"vector\")",
      traits = ["Pure", "ElementTypesMatch<source, vector, source operand and result have same element type>"],
      verifier = "VectorBroadcast"} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    irdl.operands(source: %0)
    irdl.results(vector: %1)
  }
  irdl.operation @extract attributes {
      summary = "extract operation",
      description = "Takes a sub-vector or a scalar out of a vector at a position given by constants and index values, one per leading dimension; -1 stands for poison.",
      assembly_format = "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` custom<TypeOfKind>(type($source), \"vector\")",
      traits = ["Pure", "ElementTypesMatch<source, result, operand and result have same element type>"],
      verifier = "VectorExtract"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(source: %0, dynamic_position: variadic %1)
    irdl.results(result: %2)
    irdl.attributes {"static_position" = %3}
  }
  irdl.operation @insert attributes {
      summary = "insert operation",
      description = "Writes a scalar or a sub-vector into a copy of a vector at a position given by constants and index values, one per leading dimension.",
      assembly_format = "$value_to_store `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($value_to_store) `into` custom<TypeOfKind>(type($dest), \"vector\")",
      traits = ["Pure", "ElementTypesMatch<value_to_store, result, source operand and result have same element type>", "AllTypesMatch<dest, result>"],
      verifier = "VectorInsert"} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(value_to_store: %0, dest: %1, dynamic_position: variadic %2)
    irdl.results(result: %1)
    irdl.attributes {"static_position" = %3}
  }
  irdl.operation @from_elements attributes {
      summary = "operation that defines a vector from scalar elements",
      description = "Builds a vector from one scalar per element, in row-major order.",
      assembly_format = "$elements attr-dict `:` custom<ElementsTypes>(type($dest), type($elements))",
      traits = ["Pure", "ElementCountAndTypes<dest, elements, shaped type 'dest' matches 'elements' element count and types>"],
      independent_variadics = ["elements"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && !::llvm::cast<::mlir::VectorType>($_self).isScalable()" {summary = "fixed-length vector of any type values"}
    irdl.operands(elements: variadic %0)
    irdl.results(dest: %1)
  }
  irdl.operation @to_elements attributes {
      summary = "operation that decomposes a vector into all its scalar elements",
      description = "Gives every element of a vector as a scalar result, in row-major order.",
      assembly_format = "$source attr-dict `:` custom<ElementsTypes>(type($source), type($elements))",
      traits = ["Pure", "ElementCountAndTypes<source, elements, shaped type 'source' matches 'elements' element count and types>"],
      independent_variadics = ["elements"]} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(source: %0)
    irdl.results(elements: variadic %1)
  }
  irdl.operation @shape_cast attributes {
      summary = "shape_cast casts between vector shapes",
      description = "Reshapes a vector to another shape with the same number of elements and element type, in row-major order.",
      assembly_format = "$source attr-dict `:` custom<TypeOfKind>(type($source), \"vector\") `to` custom<TypeOfKind>(type($result), \"vector\")",
      traits = ["Pure"],
      verifier = "VectorShapeCast"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    irdl.operands(source: %0)
    irdl.results(result: %1)
  }
  irdl.operation @transpose attributes {
      summary = "vector transpose operation",
      description = "Permutes the dimensions of a vector: result dimension i is source dimension permutation[i].",
      assembly_format = "$vector `,` custom<DenseArray>($permutation) attr-dict `:` custom<TypeOfKind>(type($vector), \"vector\") `to` custom<TypeOfKind>(type($result), \"vector\")",
      traits = ["Pure", "ElementTypesMatch<vector, result, operand and result have same element type>"],
      verifier = "VectorTranspose"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(vector: %0)
    irdl.results(result: %1)
    irdl.attributes {"permutation" = %2}
  }
  irdl.operation @fma attributes {
      summary = "vector fused multiply-add",
      description = "Multiplies two floating-point vectors and adds a third, element by element, with one rounding.",
      assembly_format = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
      traits = ["Pure", "AllTypesMatch<lhs, rhs, acc, result>"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of floating-point values"}
    irdl.operands(lhs: %0, rhs: %0, acc: %0)
    irdl.results(result: %0)
  }
  irdl.operation @reduction attributes {
      summary = "reduction operation",
      description = "Combines all elements of a 1-D vector into a scalar with the given kind, starting from an optional accumulator.",
      assembly_format = "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)",
      traits = ["Pure", "ElementTypesMatch<vector, dest, source operand and result have same element type>", "TypesMatchWith<dest, acc, Same, dest and acc have the same type>"],
      verifier = "VectorReduction",
      default_values = {fastmath = "#arith.fastmath<none>"}} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.base @vector::@kind {summary = "Kind of combining function for contractions and reductions"}
    %4 = irdl.base @arith::@fastmath {summary = "Floating point fast math flags"}
    irdl.operands(vector: %0, acc: optional %1)
    irdl.results(dest: %2)
    irdl.attributes {"kind" = %3, "fastmath" = %4}
  }
  irdl.operation @multi_reduction attributes {
      summary = "Multi-dimensional reduction operation",
      description = "Reduces the listed dimensions of a vector with the given kind into an accumulator of the remaining shape (a scalar when every dimension is reduced).",
      assembly_format = "$kind `,` $source `,` $acc attr-dict custom<DenseArray>($reduction_dims) `:` type($source) `to` type($dest)",
      traits = ["Pure", "AllTypesMatch<dest, acc>"],
      verifier = "VectorMultiReduction"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.base @vector::@kind {summary = "Kind of combining function for contractions and reductions"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(source: %0, acc: %1)
    irdl.results(dest: %1)
    irdl.attributes {"kind" = %2, "reduction_dims" = %3}
  }
  irdl.operation @outerproduct attributes {
      summary = "vector outerproduct with optional fused add",
      description = "The outer product of two 1-D vectors (a 2-D vector), or a vector times a scalar, combined with an optional accumulator by the given kind.",
      assembly_format = "custom<OuterProduct>($lhs, $rhs, $acc, $kind, type($lhs), type($rhs), type($acc), type($result))",
      traits = ["Pure", "ElementTypesMatch<lhs, result, lhs operand and result have same element type>", "ElementTypesMatch<rhs, result, rhs operand and result have same element type>"],
      verifier = "VectorOuterProduct",
      default_values = {kind = "#vector.kind<add>"}} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %3 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %4 = irdl.base @vector::@kind {summary = "Kind of combining function for contractions and reductions"}
    irdl.operands(lhs: %0, rhs: %1, acc: optional %2)
    irdl.results(result: %3)
    irdl.attributes {"kind" = %4}
  }
  irdl.operation @shuffle attributes {
      summary = "shuffle operation",
      description = "Builds a vector from the leading-dimension slices of two vectors, chosen by a constant mask indexing their concatenation (-1: poison).",
      assembly_format = "$v1 `,` $v2 custom<DenseArray>($mask) attr-dict `:` custom<ShuffleTypes>(type($v1), type($v2), type($result))",
      traits = ["Pure", "ElementTypesMatch<v1, result, first operand v1 and result have same element type>", "ElementTypesMatch<v2, result, second operand v2 and result have same element type>"],
      verifier = "VectorShuffle"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && !::llvm::cast<::mlir::VectorType>($_self).isScalable()" {summary = "fixed-length vector of any type values"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && !::llvm::cast<::mlir::VectorType>($_self).isScalable()" {summary = "fixed-length vector of any type values"}
    %2 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(v1: %0, v2: %1)
    irdl.results(result: %2)
    irdl.attributes {"mask" = %3}
  }
  irdl.operation @interleave attributes {
      summary = "constructs a vector by interleaving two input vectors",
      description = "Alternates the elements of two vectors of one type along their trailing dimension, doubling it.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)",
      traits = ["Pure", "AllTypesMatch<lhs, rhs>"],
      verifier = "VectorInterleave"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && ::llvm::cast<::mlir::VectorType>($_self).getRank() > 0" {summary = "vector of any type values"}
    irdl.operands(lhs: %0, rhs: %0)
    irdl.results(result: %1)
  }
  irdl.operation @deinterleave attributes {
      result_names = "ResultNames",
      summary = "constructs two vectors by deinterleaving an input vector",
      description = "Splits a vector along its trailing dimension into its even-indexed and odd-indexed elements.",
      assembly_format = "$source attr-dict `:` type($source) `->` type($res1)",
      traits = ["Pure"],
      verifier = "VectorDeinterleave"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && ::llvm::cast<::mlir::VectorType>($_self).getRank() > 0" {summary = "vector of any type values"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && ::llvm::cast<::mlir::VectorType>($_self).getRank() > 0" {summary = "vector of any type values"}
    irdl.operands(source: %0)
    irdl.results(res1: %1, res2: %1)
  }
  irdl.operation @step attributes {
      summary = "A linear sequence of values from 0 to N",
      description = "The 1-D index vector 0, 1, ..., N-1 (N may be scalable).",
      assembly_format = "attr-dict `:` type($result)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::IndexType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() == 1" {summary = "vector of index values of ranks 1"}
    irdl.results(result: %0)
  }
  irdl.operation @constant_mask attributes {
      summary = "creates a constant vector mask",
      description = "A mask whose leading hyper-rectangle of the given sizes is set and the rest unset.",
      assembly_format = "custom<DenseArray>($mask_dim_sizes) attr-dict `:` type(results)",
      traits = ["Pure"],
      verifier = "VectorConstantMask"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of 1-bit signless integer values"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.results(result: %0)
    irdl.attributes {"mask_dim_sizes" = %1}
  }
  irdl.operation @create_mask attributes {
      summary = "creates a vector mask",
      description = "A mask whose leading hyper-rectangle, of sizes given by index values (clamped to the shape), is set.",
      assembly_format = "$operands attr-dict `:` type(results)",
      traits = ["Pure"],
      verifier = "VectorCreateMask"} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of 1-bit signless integer values"}
    irdl.operands(operands: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @load attributes {
      summary = "reads an n-D slice of memory into an n-D vector",
      description = "Reads a vector from a memref at the given indices, the vector's shape covering the memref's innermost dimensions.",
      assembly_format = "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
      verifier = "VectorLoad",
      optional_attributes = ["nontemporal", "alignment"]} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(base: %0, indices: variadic %1)
    irdl.results(result: %2)
    irdl.attributes {"nontemporal" = %3, "alignment" = %4}
  }
  irdl.operation @store attributes {
      summary = "writes an n-D vector to an n-D slice of memory",
      description = "Writes a vector into a memref at the given indices, the vector's shape covering the memref's innermost dimensions.",
      assembly_format = "$value_to_store `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($value_to_store)",
      verifier = "VectorStore",
      optional_attributes = ["nontemporal", "alignment"]} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(value_to_store: %0, base: %1, indices: variadic %2)
    irdl.attributes {"nontemporal" = %3, "alignment" = %4}
  }
  irdl.operation @maskedload attributes {
      summary = "loads elements from memory into a vector as defined by a mask vector",
      description = "Reads consecutive elements from a memref where the mask is set; the other lanes take the pass-through vector's values.",
      assembly_format = "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
      verifier = "VectorMaskedLoad",
      optional_attributes = ["alignment"]} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of 1-bit signless integer values"}
    %3 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %4 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(base: %0, indices: variadic %1, mask: %2, pass_thru: %3)
    irdl.results(result: %4)
    irdl.attributes {"alignment" = %5}
  }
  irdl.operation @maskedstore attributes {
      summary = "stores elements from a vector into memory as defined by a mask vector",
      description = "Writes the lanes of a vector whose mask bit is set to consecutive elements of a memref.",
      assembly_format = "$base `[` $indices `]` `,` $mask `,` $value_to_store attr-dict `:` type($base) `,` type($mask) `,` type($value_to_store)",
      verifier = "VectorMaskedStore",
      optional_attributes = ["alignment"]} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of 1-bit signless integer values"}
    %3 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(base: %0, indices: variadic %1, mask: %2, value_to_store: %3)
    irdl.attributes {"alignment" = %4}
  }
  irdl.operation @gather attributes {
      summary = "gathers elements from memory or ranked tensor into a vector as defined by an index vector and a mask vector",
      description = "Reads the elements at base[offsets] plus each index of an index vector, where the mask is set; the other lanes take the pass-through vector's values.",
      assembly_format = "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)",
      verifier = "VectorGather",
      optional_attributes = ["alignment"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::TensorType>($_self) || ::llvm::isa<::mlir::MemRefType>($_self)" {summary = "Tensor or MemRef of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::IntegerType>(elementType) || ::llvm::isa<::mlir::IndexType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of integer or index values"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of 1-bit signless integer values"}
    %4 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %5 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(base: %0, offsets: variadic %1, indices: %2, mask: %3, pass_thru: %4)
    irdl.results(result: %5)
    irdl.attributes {"alignment" = %6}
  }
  irdl.operation @scatter attributes {
      summary = "scatters elements from a vector into memory or ranked tensor as defined by an index vector and a mask vector",
      description = "Writes the lanes whose mask bit is set to base[offsets] plus the lane's index; on a tensor, gives the updated tensor.",
      assembly_format = "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $value_to_store attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($value_to_store) (`->` type($result)^)?",
      verifier = "VectorScatter",
      optional_attributes = ["alignment"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::TensorType>($_self) || ::llvm::isa<::mlir::MemRefType>($_self)" {summary = "Tensor or MemRef of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return ::llvm::isa<::mlir::IntegerType>(elementType) || ::llvm::isa<::mlir::IndexType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of integer or index values"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of 1-bit signless integer values"}
    %4 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %5 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(base: %0, offsets: variadic %1, indices: %2, mask: %3, value_to_store: %4)
    irdl.results(result: optional %5)
    irdl.attributes {"alignment" = %6}
  }
  irdl.operation @expandload attributes {
      summary = "reads elements from memory and spreads them into a vector as defined by a mask",
      description = "Reads consecutive elements from a memref into the lanes whose mask bit is set, in order; the other lanes take the pass-through vector's values.",
      assembly_format = "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
      verifier = "VectorExpandLoad",
      optional_attributes = ["alignment"]} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && !::llvm::cast<::mlir::VectorType>($_self).isScalable() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "fixed-length vector of 1-bit signless integer values"}
    %3 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %4 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(base: %0, indices: variadic %1, mask: %2, pass_thru: %3)
    irdl.results(result: %4)
    irdl.attributes {"alignment" = %5}
  }
  irdl.operation @compressstore attributes {
      summary = "writes elements selectively from a vector as defined by a mask",
      description = "Writes the lanes whose mask bit is set to consecutive elements of a memref, in order.",
      assembly_format = "$base `[` $indices `]` `,` $mask `,` $value_to_store attr-dict `:` type($base) `,` type($mask) `,` type($value_to_store)",
      verifier = "VectorCompressStore",
      optional_attributes = ["alignment"]} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && !::llvm::cast<::mlir::VectorType>($_self).isScalable() && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "fixed-length vector of 1-bit signless integer values"}
    %3 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(base: %0, indices: variadic %1, mask: %2, value_to_store: %3)
    irdl.attributes {"alignment" = %4}
  }
  irdl.operation @print attributes {
      summary = "print operation (for testing and debugging)",
      description = "Prints a scalar or vector value, or a string, followed by a punctuation (a newline by default).",
      assembly_format = "($source^ `:` type($source))? (`str` $stringLiteral^)? (`punctuation` $punctuation^)? attr-dict",
      verifier = "VectorPrint",
      optional_attributes = ["stringLiteral"],
      default_values = {punctuation = "#vector.punctuation<newline>"}} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.base @vector::@punctuation {summary = "Punctuation for separating vectors or vector elements"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(source: optional %0)
    irdl.attributes {"punctuation" = %1, "stringLiteral" = %2}
  }
  irdl.operation @extract_strided_slice attributes {
      summary = "extract_strided_slice operation",
      description = "Extracts a sub-vector given by offsets, sizes and strides over the leading dimensions; the trailing dimensions are kept whole.",
      assembly_format = "$source attr-dict `:` type($source) `to` type(results)",
      traits = ["Pure", "ElementTypesMatch<source, result, operand and result have same element type>"],
      verifier = "VectorExtractStridedSlice"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::IntegerAttr>(attr) && ::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64); })" {summary = "64-bit integer array attribute"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::IntegerAttr>(attr) && ::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64); })" {summary = "64-bit integer array attribute"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::IntegerAttr>(attr) && ::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64); })" {summary = "64-bit integer array attribute"}
    irdl.operands(source: %0)
    irdl.results(result: %1)
    irdl.attributes {"offsets" = %2, "sizes" = %3, "strides" = %4}
  }
  irdl.operation @insert_strided_slice attributes {
      summary = "strided_slice operation",
      description = "Inserts a vector into a copy of a vector of higher or equal rank at the given offsets, with the given strides along the inserted vector's dimensions.",
      assembly_format = "$value_to_store `,` $dest attr-dict `:` type($value_to_store) `into` type($dest)",
      traits = ["Pure", "ElementTypesMatch<value_to_store, res, operand and result have same element type>", "AllTypesMatch<dest, res>"],
      verifier = "VectorInsertStridedSlice"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::IntegerAttr>(attr) && ::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64); })" {summary = "64-bit integer array attribute"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::IntegerAttr>(attr) && ::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64); })" {summary = "64-bit integer array attribute"}
    irdl.operands(value_to_store: %0, dest: %1)
    irdl.results(res: %1)
    irdl.attributes {"offsets" = %2, "strides" = %3}
  }
  irdl.operation @scan attributes {
      result_names = "ResultNames",
      summary = "Scan operation",
      description = "A prefix reduction along one dimension: each result element combines the source elements before it (and itself when inclusive) with the initial value; also gives the final accumulated values.",
      assembly_format = "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)",
      traits = ["Pure", "AllTypesMatch<source, dest>", "AllTypesMatch<initial_value, accumulated_value>"],
      verifier = "VectorScan"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %2 = irdl.base @vector::@kind {summary = "Kind of combining function for contractions and reductions"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    irdl.operands(source: %0, initial_value: %1)
    irdl.results(dest: %0, accumulated_value: %1)
    irdl.attributes {"kind" = %2, "reduction_dim" = %3, "inclusive" = %4}
  }
  irdl.operation @scalable_insert attributes {mnemonic = "scalable.insert",
      summary = "insert subvector into scalable vector operation",
      description = "Inserts a fixed-length 1-D vector into a scalable 1-D vector at a constant position that is a multiple of its length.",
      assembly_format = "$value_to_store `,` $dest `[` custom<TypedAttribute>($pos, \"i64\") `]` attr-dict `:` type($value_to_store) `into` type($dest)",
      traits = ["Pure", "ElementTypesMatch<value_to_store, dest, source operand and result have same element type>", "AllTypesMatch<dest, res>"],
      verifier = "VectorScalableInsert"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() == 1" {summary = " of ranks 1"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() == 1" {summary = " of ranks 1"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    irdl.operands(value_to_store: %0, dest: %1)
    irdl.results(res: %1)
    irdl.attributes {"pos" = %2}
  }
  irdl.operation @scalable_extract attributes {mnemonic = "scalable.extract",
      summary = "extract subvector from scalable vector operation",
      description = "Extracts a fixed-length 1-D vector from a scalable 1-D vector at a constant position that is a multiple of its length.",
      assembly_format = "$source `[` custom<TypedAttribute>($pos, \"i64\") `]` attr-dict `:` type($res) `from` type($source)",
      traits = ["Pure", "ElementTypesMatch<source, res, source operand and result have same element type>"],
      verifier = "VectorScalableExtract"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() == 1" {summary = " of ranks 1"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() == 1" {summary = " of ranks 1"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)" {summary = "64-bit signless integer attribute"}
    irdl.operands(source: %0)
    irdl.results(res: %1)
    irdl.attributes {"pos" = %2}
  }
  irdl.operation @contract attributes {
      summary = "vector contraction operation",
      description = "A generalized matrix product: indexing maps place the iteration dimensions in lhs, rhs and the accumulator; reduction dimensions are multiplied and combined by the kind into the accumulator.",
      assembly_format = "custom<Contract>($lhs, $rhs, $acc, $indexing_maps, $iterator_types, $kind, type($lhs), type($rhs), type($acc), type($result))",
      traits = ["Pure", "ElementTypesMatch<lhs, rhs, lhs and rhs have same element type>", "ElementTypesMatch<acc, result, third operand acc and result have same element type>"],
      verifier = "VectorContract",
      default_values = {kind = "#vector.kind<add>"}} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.any {summary = "any type"}
    %4 = irdl.base "#builtin.array" {summary = "array attribute"}
    %5 = irdl.base "#builtin.array" {summary = "Iterator type should be an enum."}
    %6 = irdl.base @vector::@kind {summary = "Kind of combining function for contractions and reductions"}
    irdl.operands(lhs: %0, rhs: %1, acc: %2)
    irdl.results(result: %3)
    irdl.attributes {"indexing_maps" = %4, "iterator_types" = %5, "kind" = %6}
  }
  irdl.operation @mask attributes {
      summary = "Predicates a maskable vector operation",
      description = "Applies a mask to the one maskable operation in its region; masked-off lanes take the pass-through value when given. Its region yields the operation's results.",
      assembly_format = "custom<Mask>($mask, $passthru, $mask_region, type($mask), type($passthru), type($results))",
      traits = ["SingleBlockImplicitTerminator<vector.yield>", "NoRegionArguments"],
      verifier = "VectorMask",
      independent_variadics = ["results"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && ::llvm::cast<::mlir::VectorType>($_self).getRank() > 0 && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of 1-bit signless integer values"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(mask: %0, passthru: optional %1)
    irdl.results(results: variadic %2)
    irdl.regions(mask_region: %3)
  }
  irdl.operation @yield attributes {
      summary = "Terminates and yields values from vector regions.",
      description = "Ends the region of a vector.mask, yielding the values the mask operation gives.",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Pure", "ReturnLike", "Terminator"],
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @transfer_read attributes {
      summary = "Reads a supervector from memory into an SSA vector value.",
      description = "Reads a vector from a memref or tensor starting at the given indices; the permutation map places vector dimensions on source dimensions (a 0 result broadcasts), out-of-bounds lanes take the padding value, masked-off lanes too.",
      assembly_format = "custom<TransferRead>($base, $indices, $padding, $mask, $permutation_map, $in_bounds, type($base), type($padding), type($mask), type($result))",
      traits = ["AttrSizedOperandSegments"],
      verifier = "VectorTransferRead"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::ShapedType>($_self)" {summary = "shaped of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && ::llvm::cast<::mlir::VectorType>($_self).getRank() > 0 && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of 1-bit signless integer values"}
    %4 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %5 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::BoolAttr>(attr); })" {summary = "1-bit boolean array attribute"}
    irdl.operands(base: %0, indices: variadic %1, padding: %2, mask: optional %3)
    irdl.results(result: %4)
    irdl.attributes {"permutation_map" = %5, "in_bounds" = %6}
  }
  irdl.operation @transfer_write attributes {
      summary = "The vector.transfer_write op writes a supervector to memory.",
      description = "Writes a vector into a memref, or a copy of a tensor it then gives, starting at the given indices; the permutation map places vector dimensions on destination dimensions; out-of-bounds and masked-off lanes are not written.",
      assembly_format = "custom<TransferWrite>($value_to_store, $base, $indices, $mask, $permutation_map, $in_bounds, type($value_to_store), type($base), type($mask), type($result))",
      traits = ["AttrSizedOperandSegments"],
      verifier = "VectorTransferWrite"} {
    %0 = irdl.base "!builtin.vector" {summary = "vector of any type values"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::ShapedType>($_self)" {summary = "shaped of any type values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::VectorType>($_self) && ::llvm::cast<::mlir::VectorType>($_self).getRank() > 0 && [](::mlir::Type elementType) { return elementType.isSignlessInteger(1); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "vector of 1-bit signless integer values"}
    %4 = irdl.base "!builtin.tensor" {summary = "ranked tensor of any type values"}
    %5 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    %6 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::BoolAttr>(attr); })" {summary = "1-bit boolean array attribute"}
    irdl.operands(value_to_store: %0, base: %1, indices: variadic %2, mask: optional %3)
    irdl.results(result: optional %4)
    irdl.attributes {"permutation_map" = %5, "in_bounds" = %6}
  }
  irdl.operation @type_cast attributes {
      summary = "type_cast op converts a scalar memref to a vector memref",
      description = "Views a statically shaped memref of scalars as a 0-D memref holding one vector of that shape, without moving data.",
      assembly_format = "$memref attr-dict `:` custom<TypeOfKind>(type($memref), \"memref\") `to` custom<TypeOfKind>(type($result), \"memref\")",
      traits = ["Pure"],
      verifier = "VectorTypeCast"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::MemRefType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()" {summary = "statically shaped memref of any type values"}
    %1 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    irdl.operands(memref: %0)
    irdl.results(result: %1)
  }
}
