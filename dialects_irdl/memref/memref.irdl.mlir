// The memref dialect: buffers (allocation, globals, copies), element access, views of a
// buffer (casts, subviews, reshapes, strided metadata) and atomic and DMA operations.
// Mixed static/dynamic index lists (`[%a, 4, %b]`) keep their integers in an i64 dense
// array whose entry for each SSA value is ShapedType::kDynamic (INT64_MIN).
irdl.dialect @memref attributes {properties, ods, summary = "Operations on buffers: allocation, access, views"} {
  irdl.operation @assume_alignment attributes {
      result_names = "%assume_align",
      summary = "assumption that gives alignment information to the input memref",
      description = "Returns its memref operand unchanged, promising that the buffer's aligned pointer is a multiple of the given alignment (a power of two).",
      assembly_format = "$memref `,` custom<TypedAttribute>($alignment, \"i32\") attr-dict `:` type($memref)",
      traits = ["Pure", "TypesMatchWith<memref, result, Same, result type matches the memref type>"],
      verifier = "MemRefAssumeAlignment"} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()" {summary = "32-bit signless integer attribute whose value is positive"}
    irdl.operands(memref: %0)
    irdl.results(result: %0)
    irdl.attributes {"alignment" = %1}
  }
  irdl.operation @atomic_rmw attributes {
      summary = "atomic read-modify-write operation",
      description = "Atomically combines a value with the element of a memref at the given indices by the named kind of operation, storing the result and returning the element's former value.",
      assembly_format = "custom<IntEnum>($kind, \"addf addi andi assign maximumf maxnumf maxs maxu minimumf minnumf mins minu mulf muli ori xori\") $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
      traits = ["AllTypesMatch<value, result>", "TypesMatchWith<memref, value, ElementType, value type matches element type of memref>"],
      verifier = "MemRefAtomicRMW"} {
    %0 = irdl.c_pred "$_self.isSignlessInteger() || ::llvm::isa<::mlir::FloatType>($_self)" {summary = "signless integer or floating-point"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::MemRefType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "memref of signless integer or floating-point values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0 && ::llvm::cast<::mlir::IntegerAttr>($_self).getInt() <= 15" {summary = "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"}
    irdl.operands(value: %0, memref: %1, indices: variadic %2)
    irdl.results(result: %0)
    irdl.attributes {"kind" = %3}
  }
  irdl.operation @atomic_yield attributes {
      summary = "yield operation for GenericAtomicRMWOp",
      description = "Ends the body of a generic_atomic_rmw, giving the value to store.",
      assembly_format = "$result attr-dict `:` type($result)",
      traits = ["Pure", "ReturnLike", "Terminator", "HasParent<memref.generic_atomic_rmw>"],
      verifier = "MemRefAtomicYield"} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(result: %0)
  }
  irdl.operation @copy attributes {
      summary = "Copies the data from the source to the destination memref.",
      description = "Copies every element of the source memref into the target memref; both have the same shape and element type, their layouts may differ.",
      assembly_format = "$source `,` $target attr-dict `:` type($source) `to` type($target)",
      traits = ["SameOperandsElementType", "SameOperandsShape"]} {
    %0 = irdl.base "!builtin.memref"
    %1 = irdl.base "!builtin.unranked_memref"
    %2 = irdl.any_of(%0, %1) {summary = "ranked or unranked memref of any type values"}
    irdl.operands(source: %2, target: %2)
  }
  irdl.operation @generic_atomic_rmw attributes {
      summary = "atomic read-modify-write operation with a region",
      description = "Atomically replaces the element of a memref at the given indices by what its body computes from the current value (the body's argument), and returns the former value. The body has no side effects.",
      assembly_format = "$memref `[` $indices `]` `:` type($memref) $atomic_body attr-dict",
      traits = ["SingleBlockImplicitTerminator<memref.atomic_yield>", "TypesMatchWith<memref, result, ElementType, result type matches element type of memref>"],
      verifier = "MemRefGenericAtomicRMW"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::MemRefType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || ::llvm::isa<::mlir::FloatType>(elementType); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())" {summary = "memref of signless integer or floating-point values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "$_self.isSignlessInteger() || ::llvm::isa<::mlir::FloatType>($_self)" {summary = "signless integer or floating-point"}
    %3 = irdl.region
    irdl.operands(memref: %0, indices: variadic %1)
    irdl.results(result: %2)
    irdl.regions(atomic_body: %3)
  }
  irdl.operation @prefetch attributes {
      summary = "prefetch operation",
      description = "A hint to prefetch the element of a memref at the given indices, for reading or writing, into the data or instruction cache, with a locality from 0 (none) to 3 (keep in cache).",
      assembly_format = "$memref `[` $indices `]` `,` custom<Prefetch>($isWrite, $localityHint, $isDataCache) attr-dict `:` type($memref)",
      verifier = "MemRefPrefetch"} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32) && ::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0 && ::llvm::cast<::mlir::IntegerAttr>($_self).getInt() <= 3" {summary = "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    irdl.operands(memref: %0, indices: variadic %1)
    irdl.attributes {"isWrite" = %2, "localityHint" = %3, "isDataCache" = %4}
  }
  irdl.operation @alloc attributes {
      result_names = "%alloc",
      summary = "memory allocation operation",
      description = "Allocates a buffer on the heap. The operands give the dynamic sizes of the memref type, in order, then (in brackets) the symbols of its layout map.",
      assembly_format = "`(` $dynamic_sizes `)` (`` `[` $symbol_operands^ `]`)? attr-dict `:` type($memref)",
      traits = ["AttrSizedOperandSegments"],
      verifier = "MemRefAlloc",
      optional_attributes = ["alignment"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(dynamic_sizes: variadic %0, symbol_operands: variadic %1)
    irdl.results(memref: %2)
    irdl.attributes {"alignment" = %3}
  }
  irdl.operation @alloca attributes {
      result_names = "%alloca",
      summary = "stack memory allocation operation",
      description = "Allocates a buffer on the stack, freed when control leaves the closest enclosing automatic allocation scope. Operands as for alloc.",
      assembly_format = "`(` $dynamic_sizes `)` (`` `[` $symbol_operands^ `]`)? attr-dict `:` type($memref)",
      traits = ["AttrSizedOperandSegments"],
      verifier = "MemRefAlloca",
      optional_attributes = ["alignment"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(dynamic_sizes: variadic %0, symbol_operands: variadic %1)
    irdl.results(memref: %2)
    irdl.attributes {"alignment" = %3}
  }
  irdl.operation @alloca_scope attributes {
      summary = "explicitly delimited scope for stack allocation",
      description = "Runs its single-block body as an automatic allocation scope: the stack allocations made inside are freed when it ends. Its results are what the body's terminator returns.",
      assembly_format = "custom<AllocaScope>(type($results), $body_region) attr-dict",
      traits = ["SingleBlockImplicitTerminator<memref.alloca_scope.return>", "NoRegionArguments", "AutomaticAllocationScope"],
      verifier = "MemRefAllocaScope",
      independent_variadics = ["results"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.results(results: variadic %0)
    irdl.regions(body_region: %1)
  }
  irdl.operation @alloca_scope_return attributes {
      mnemonic = "alloca_scope.return",
      summary = "terminator for alloca_scope operation",
      description = "Ends the body of an alloca_scope, returning its operands as the scope's results.",
      assembly_format = "attr-dict ($results^ `:` type($results))?",
      traits = ["Pure", "ReturnLike", "Terminator", "HasParent<memref.alloca_scope>"],
      independent_variadics = ["results"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(results: variadic %0)
  }
  irdl.operation @cast attributes {
      result_names = "%cast",
      summary = "memref cast operation",
      description = "Converts a memref to a memref type of the same element type and memory space that is compatible with it: static and dynamic sizes, strides and offset may be exchanged, and a ranked memref may become unranked or the reverse.",
      assembly_format = "$source attr-dict `:` type($source) `to` type($dest)",
      traits = ["Pure"],
      verifier = "MemRefCast"} {
    %0 = irdl.base "!builtin.memref"
    %1 = irdl.base "!builtin.unranked_memref"
    %2 = irdl.any_of(%0, %1) {summary = "ranked or unranked memref of any type values"}
    irdl.operands(source: %2)
    irdl.results(dest: %2)
  }
  irdl.operation @collapse_shape attributes {
      result_names = "%collapse_shape",
      summary = "operation to produce a memref with a smaller rank.",
      description = "Views a memref with groups of contiguous dimensions folded into one: the reassociation lists, for each result dimension, the source dimensions it folds.",
      assembly_format = "$src $reassociation attr-dict `:` type($src) `into` type($result)",
      traits = ["Pure"],
      verifier = "MemRefCollapseShape"} {
    %0 = irdl.base "!builtin.memref" {summary = "strided memref of any type values"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::ArrayAttr>(attr) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>(attr), [&](::mlir::Attribute a) { return a && ::llvm::isa<::mlir::IntegerAttr>(a) && ::llvm::cast<::mlir::IntegerAttr>(a).getType().isSignlessInteger(64); }); })" {summary = "Array of 64-bit integer array attributes"}
    irdl.operands(src: %0)
    irdl.results(result: %0)
    irdl.attributes {"reassociation" = %1}
  }
  irdl.operation @dealloc attributes {
      summary = "memory deallocation operation",
      description = "Frees a buffer that alloc made.",
      assembly_format = "$memref attr-dict `:` type($memref)"} {
    %0 = irdl.base "!builtin.memref"
    %1 = irdl.base "!builtin.unranked_memref"
    %2 = irdl.any_of(%0, %1) {summary = "ranked or unranked memref of any type values"}
    irdl.operands(memref: %2)
  }
  irdl.operation @dim attributes {
      result_names = "%dim",
      summary = "dimension index operation",
      description = "The size of the given dimension of a memref, as an index.",
      assembly_format = "attr-dict $source `,` $index `:` type($source)"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::UnrankedMemRefType>($_self) || (::llvm::isa<::mlir::MemRefType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() != 0)" {summary = "unranked.memref of any type values or non-0-ranked.memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    irdl.operands(source: %0, index: %1)
    irdl.results(result: %1)
  }
  irdl.operation @dma_start attributes {
      summary = "non-blocking DMA operation that starts a transfer",
      description = "Starts copying a number of elements from a source memref (at the given indices) to a destination memref in another memory space, signalling completion through a tag memref element; an optional stride and number of elements per stride make the transfer strided.",
      assembly_format = "custom<DmaStartOperands>($operands) attr-dict `:` custom<DmaStartTypes>($operands)",
      verifier = "MemRefDmaStart",
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @dma_wait attributes {
      summary = "blocking DMA operation that waits for transfer completion",
      description = "Waits until the DMA transfer signalled through the given tag memref element, of the given number of elements, is complete.",
      assembly_format = "$tag_memref `[` $tag_indices `]` `,` $num_elements attr-dict `:` type($tag_memref)",
      verifier = "MemRefDmaWait"} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    irdl.operands(tag_memref: %0, tag_indices: variadic %1, num_elements: %2)
  }
  irdl.operation @distinct_objects attributes {
      summary = "assumption that acesses to specific memrefs will never alias",
      description = "Returns its memref operands unchanged, promising that no two of them alias.",
      assembly_format = "$operands attr-dict `:` custom<SameTypes>(type($operands), type($results))",
      traits = ["Pure"],
      verifier = "MemRefDistinctObjects",
      independent_variadics = ["operands", "results"]} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    irdl.operands(operands: variadic %0)
    irdl.results(results: variadic %1)
  }
  irdl.operation @expand_shape attributes {
      result_names = "%expand_shape",
      summary = "operation to produce a memref with a higher rank.",
      description = "Views a memref with dimensions split into groups of contiguous dimensions: the reassociation lists, for each source dimension, the result dimensions it becomes; the output shape gives the result's sizes, static or dynamic.",
      assembly_format = "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
      traits = ["Pure"],
      verifier = "MemRefExpandShape"} {
    %0 = irdl.base "!builtin.memref" {summary = "strided memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::ArrayAttr>(attr) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>(attr), [&](::mlir::Attribute a) { return a && ::llvm::isa<::mlir::IntegerAttr>(a) && ::llvm::cast<::mlir::IntegerAttr>(a).getType().isSignlessInteger(64); }); })" {summary = "Array of 64-bit integer array attributes"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(src: %0, output_shape: variadic %1)
    irdl.results(result: %0)
    irdl.attributes {"reassociation" = %2, "static_output_shape" = %3}
  }
  irdl.operation @extract_aligned_pointer_as_index attributes {
      result_names = "%intptr",
      summary = "Extracts a memref's underlying aligned pointer as an index",
      description = "The aligned pointer of a memref's buffer, as an index (for interoperation with code outside MLIR's memref abstraction).",
      assembly_format = "$source `:` type($source) `->` type(results) attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.base "!builtin.memref"
    %1 = irdl.base "!builtin.unranked_memref"
    %2 = irdl.any_of(%0, %1) {summary = "ranked or unranked memref of any type values"}
    %3 = irdl.is index {summary = "index"}
    irdl.operands(source: %2)
    irdl.results(aligned_pointer: %3)
  }
  irdl.operation @extract_strided_metadata attributes {
      result_names = "ResultNames",
      summary = "Extracts a buffer base with offset and strides",
      description = "Splits a strided memref into its base buffer (a 0-d memref), offset, sizes and strides, the pieces reinterpret_cast puts back together.",
      assembly_format = "$source `:` type($source) `->` type(results) attr-dict",
      traits = ["Pure"],
      verifier = "MemRefExtractStridedMetadata"} {
    %0 = irdl.base "!builtin.memref" {summary = "strided memref of any type values"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::MemRefType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() == 0" {summary = "strided memref of any type values of rank 0"}
    %2 = irdl.is index {summary = "index"}
    irdl.operands(source: %0)
    irdl.results(base_buffer: %1, offset: %2, sizes: variadic %2, strides: variadic %2)
  }
  irdl.operation @get_global attributes {
      summary = "get the memref pointing to a global variable",
      description = "A memref for the global memref variable of the given name.",
      assembly_format = "$name `:` type($result) attr-dict",
      traits = ["Pure"],
      verifier = "MemRefGetGlobal"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "::llvm::isa<::mlir::MemRefType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()" {summary = "statically shaped memref of any type values"}
    irdl.attributes {"name" = %0}
    irdl.results(result: %1)
  }
  irdl.operation @global attributes {
      summary = "declare or define a global memref variable",
      description = "A named global variable of a statically shaped memref type: external (no initial value), uninitialized, or initialized by an elements attribute; `constant` makes it read-only.",
      assembly_format = "($sym_visibility^)? (`constant` $constant^)? custom<SymbolName>($sym_name) `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
      traits = ["Symbol"],
      verifier = "MemRefGlobal",
      optional_attributes = ["sym_visibility", "initial_value", "constant", "alignment"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::TypeAttr>($_self) && ::llvm::isa<::mlir::MemRefType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())" {summary = "memref type attribute"}
    %3 = irdl.any {summary = "any attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.attributes {"sym_name" = %0, "sym_visibility" = %1, "type" = %2, "initial_value" = %3, "constant" = %4, "alignment" = %5}
  }
  irdl.operation @load attributes {
      summary = "load operation",
      description = "Reads the element of a memref at the given indices, one index per dimension.",
      assembly_format = "$memref `[` $indices `]` attr-dict `:` type($memref)",
      traits = ["TypesMatchWith<memref, result, ElementType, result type matches element type of 'memref'>"],
      verifier = "MemRefLoad",
      optional_attributes = ["nontemporal", "alignment"],
      default_values = {nontemporal = "false"}} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(memref: %0, indices: variadic %1)
    irdl.results(result: %2)
    irdl.attributes {"nontemporal" = %3, "alignment" = %4}
  }
  irdl.operation @memory_space_cast attributes {
      result_names = "%memspacecast",
      summary = "memref memory space cast operation",
      description = "Converts a memref to the same memref type in another memory space, keeping its shape, layout and element type.",
      assembly_format = "$source attr-dict `:` type($source) `to` type($dest)",
      traits = ["Pure"],
      verifier = "MemRefMemorySpaceCast"} {
    %0 = irdl.base "!builtin.memref"
    %1 = irdl.base "!builtin.unranked_memref"
    %2 = irdl.any_of(%0, %1) {summary = "ranked or unranked memref of any type values"}
    irdl.operands(source: %2)
    irdl.results(dest: %2)
  }
  irdl.operation @rank attributes {
      summary = "rank operation",
      description = "The rank of a memref, as an index.",
      assembly_format = "$memref attr-dict `:` type($memref)",
      traits = ["Pure"]} {
    %0 = irdl.base "!builtin.memref"
    %1 = irdl.base "!builtin.unranked_memref"
    %2 = irdl.any_of(%0, %1) {summary = "ranked or unranked memref of any type values"}
    %3 = irdl.is index {summary = "index"}
    irdl.operands(memref: %2)
    irdl.results(result: %3)
  }
  irdl.operation @realloc attributes {
      summary = "memory reallocation operation",
      description = "Gives a 1-d buffer a new size: the result holds the source's elements (as many as fit) and the source may no longer be used. A dynamic result size is the optional operand.",
      assembly_format = "$source (`(` $dynamic_result_size^ `)`)? attr-dict `:` type($source) `to` type(results)",
      verifier = "MemRefRealloc",
      optional_attributes = ["alignment"]} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::MemRefType>($_self) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() == 1" {summary = "1D memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(source: %0, dynamic_result_size: optional %1)
    irdl.results(result: %0)
    irdl.attributes {"alignment" = %2}
  }
  irdl.operation @reinterpret_cast attributes {
      result_names = "%reinterpret_cast",
      summary = "memref reinterpret cast operation",
      description = "Views the buffer of a memref with the given offset, sizes and strides, each static or dynamic.",
      assembly_format = "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
      traits = ["AttrSizedOperandSegments", "Pure"],
      verifier = "MemRefReinterpretCast"} {
    %0 = irdl.base "!builtin.memref"
    %1 = irdl.base "!builtin.unranked_memref"
    %2 = irdl.any_of(%0, %1) {summary = "ranked or unranked memref of any type values"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %5 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(source: %2, offsets: variadic %3, sizes: variadic %3, strides: variadic %3)
    irdl.results(result: %4)
    irdl.attributes {"static_offsets" = %5, "static_sizes" = %5, "static_strides" = %5}
  }
  irdl.operation @reshape attributes {
      result_names = "%reshape",
      summary = "memref reshape operation",
      description = "Views a memref with the shape a 1-d memref of sizes gives; a shape of dynamic length makes an unranked result. Both layouts are the identity.",
      assembly_format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
      traits = ["Pure"],
      verifier = "MemRefReshape"} {
    %0 = irdl.base "!builtin.memref"
    %1 = irdl.base "!builtin.unranked_memref"
    %2 = irdl.any_of(%0, %1) {summary = "ranked or unranked memref of any type values"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::MemRefType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger() || elementType.isIndex(); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() == 1" {summary = "1D memref of signless integer or index values"}
    irdl.operands(source: %2, shape: %3)
    irdl.results(result: %2)
  }
  irdl.operation @store attributes {
      summary = "store operation",
      description = "Writes a value to the element of a memref at the given indices, one index per dimension.",
      assembly_format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
      traits = ["TypesMatchWith<memref, value, ElementType, type of 'value' matches element type of 'memref'>"],
      verifier = "MemRefStore",
      optional_attributes = ["nontemporal", "alignment"],
      default_values = {nontemporal = "false"}} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "::llvm::isa<::mlir::BoolAttr>($_self)" {summary = "bool attribute"}
    %4 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64) && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive() && ::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()" {summary = "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"}
    irdl.operands(value: %0, memref: %1, indices: variadic %2)
    irdl.attributes {"nontemporal" = %3, "alignment" = %4}
  }
  irdl.operation @transpose attributes {
      result_names = "%transpose",
      summary = "`transpose` produces a new strided memref (metadata-only)",
      description = "Views a memref with its dimensions permuted by the given permutation map.",
      assembly_format = "$in custom<BareAffineMap>($permutation) attr-dict `:` type($in) `to` type($result)",
      traits = ["Pure"],
      verifier = "MemRefTranspose"} {
    %0 = irdl.base "!builtin.memref" {summary = "strided memref of any type values"}
    %1 = irdl.base "#builtin.affine_map" {summary = "AffineMap attribute"}
    irdl.operands(in: %0)
    irdl.results(result: %0)
    irdl.attributes {"permutation" = %1}
  }
  irdl.operation @view attributes {
      result_names = "%view",
      summary = "memref view operation",
      description = "Views a 1-d buffer of bytes, from a byte shift, as a memref of another element type and shape; the operands in the second brackets give its dynamic sizes.",
      assembly_format = "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
      traits = ["Pure"],
      verifier = "MemRefView"} {
    %0 = irdl.c_pred "::llvm::isa<::mlir::MemRefType>($_self) && [](::mlir::Type elementType) { return elementType.isSignlessInteger(8); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()) && ::llvm::cast<::mlir::ShapedType>($_self).getRank() == 1" {summary = "1D memref of 8-bit signless integer values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    irdl.operands(source: %0, byte_shift: %1, sizes: variadic %1)
    irdl.results(result: %2)
  }
  irdl.operation @subview attributes {
      result_names = "%subview",
      summary = "memref subview operation",
      description = "Views a part of a memref: the given offsets, sizes and strides (each static or dynamic) select, for each dimension, which elements the result sees; the result may drop unit dimensions.",
      assembly_format = "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
      traits = ["AttrSizedOperandSegments", "Pure"],
      verifier = "MemRefSubView"} {
    %0 = irdl.base "!builtin.memref" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "::llvm::isa<::mlir::DenseI64ArrayAttr>($_self)" {summary = "i64 dense array attribute"}
    irdl.operands(source: %0, offsets: variadic %1, sizes: variadic %1, strides: variadic %1)
    irdl.results(result: %0)
    irdl.attributes {"static_offsets" = %2, "static_sizes" = %2, "static_strides" = %2}
  }
}
