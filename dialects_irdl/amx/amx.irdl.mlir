// Imported from ODS (AMX.td:41) by irdl-import-ods: attributes, types and operations.
irdl.dialect @amx attributes {ods, properties, description = "The Intel Advanced Matrix Extensions (AMX) provide a tile matrix\nmultiply unit (TMUL), a tile control register (TILECFG), and eight\ntile registers TMM0 through TMM7 (TILEDATA).\n\nThis `AMX` dialect provides a bridge between MLIR concepts such as\nvectors and memrefs and the lower level LLVM IR support of AMX.\n\nNote that since configuration changes (implicit at dialect level) are\ncostly, it is highly recommended to use the AMX dialect on same-shaped\nvectors, at least within a single method.\n\nFor details, see the Intel documentation:\nhttps://software.intel.com/content/www/us/en/develop/articles/intel-sdm.html"} {
  irdl.type @tile attributes {
      summary = "AMX 2D tile to be used by AMX opertaions.",
      description = "This type is used to represent values in AMX tile registers. All AMX operations\nwork on AMX tiles and these tiles cannot be used in other operations directly.\nLLVM IR type for AMX tile is a primitive type, but in MLIR we provide shape and\nelement type for IR verification and lowering to LLVMIR dialect.",
      cpp_assembly_format = "AmxTileType"} {
    %0 = irdl.any {summary = "::llvm::ArrayRef<int64_t>"}
    %1 = irdl.any {summary = "32-bit float or 16-bit float or bfloat16 type or 32-bit signless integer or 8-bit signless integer"}
    irdl.parameters(shape: %0, elementType: %1)
  }
  irdl.operation @tile_load attributes {
      summary = "tile load operation",
      description = "Loads a tile from memory defined by a `base` and `indices`, with the\nshape defined by the 2-dim vector type of the result.\nThe tile's rows are populated by reading contiguous elements starting\nat the `base`. For each tile row, the `base` is incremented by `stride`\nnumber of elements.\n\nThe tile is loaded using the following indexing scheme:\n\n```\nfor row in enumerate(tile_rows):\n  mem_row = base[i0, i1, ..., iN + row * stride]\n  for col in enumerate(tile_cols):\n    tile[row, col] = mem_row[col]\n```\n\nIf the `stride` is not provided, then the `base` buffer must be at least\n2-dimensional, and the `stride` is automatically inferred and corresponds\nto the stride of the buffer's second innermost dimension.\n\nThe operation is eventually lowered into the \"tileloadd\" instruction\nwith the corresponding tile configuration.\n\nWith the write memory effect, each `amx.tile_load` operation serves as\na compilation hint to use a separate tile register.\n\nExample:\n\n```mlir\n  // Tile load from a 2-D memref with implicit stride.\n  %0 = amx.tile_load %arg0[%c0, %c0] : memref<?x?xi8> into !amx.tile<16x64xi8>\n\n  // Tile load from a 1-D memref with explicit stride.\n  %0 = amx.tile_load %arg0[%c0], %stride : memref<?xi8> into !amx.tile<16x64xi8>\n```",
      assembly_format = "$base `[` $indices `]` (`,` $stride^ )? attr-dict`:` type($base) `into` qualified(type($res))",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["AMXIntrinsicOp", "MemoryEffectOpInterface"],
      cpp_verifier = "AmxTileLoad",
      independent_variadics = ["indices", "stride"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isF32())) || ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType))) || ((elementType.isSignlessInteger(32))) || ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 32-bit float or 16-bit float or bfloat16 type or 32-bit signless integer or 8-bit signless integer values"}
    irdl.operands(base: %0, indices: variadic %1, stride: optional %2)
    irdl.results(res: %3)
  }
  irdl.operation @tile_mulf attributes {
      summary = "tile multiplication operation (floating-point)",
      description = "Multiplies a \"m x k\" tile with a \"k x n\" tile and accumulates the results\ninto a \"m x n\" destination tile. Supports \"f32 <- bf16 x bf16\" (with\npairs of \"bf16\").\n\nThe operation is eventually lowered into the \"tdpbf16ps\" instruction with\nthe corresponding tile configuration.\n\nExample:\n\n```mlir\n  %0 = amx.tile_mulf %a, %b, %c\n    : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>\n```",
      assembly_format = "$lhs `,` $rhs `,` $acc attr-dict `:` qualified(type($lhs)) `,` qualified(type($rhs)) `,` qualified(type($acc))",
      traits = ["Pure", "AllTypesMatch<acc, res>"],
      ods_traits = ["AMXIntrinsicOp"],
      cpp_verifier = "AmxTileMulF"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 16-bit float or bfloat16 type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 16-bit float or bfloat16 type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isF32())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 32-bit float values"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isF32())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 32-bit float values"}
    irdl.operands(lhs: %0, rhs: %1, acc: %2)
    irdl.results(res: %3)
  }
  irdl.operation @tile_muli attributes {
      summary = "tile multiplication operation (integer)",
      description = "Multiplies a \"m x k\" tile with a \"k x n\" tile and accumulates the results\ninto a \"m x n\" destination tile. Supports all \"si32 <- s/ui8 x s/ui8\"\ncombinations (4 bytes packed into dwords in the columns of both the\nsource operand tiles; the zero or sign extension is specified with\nthe attributes and default to sign extended).\n\nThe operation is eventually lowered into one of the \"tdpbssd\",\n\"tdpbsud\", \"tdpbusd\", or \"tdpbuud\" instructions with the corresponding\ntile configuration.\n\nExample:\n\n```mlir\n  %0 = amx.tile_muli %a zext, %b zext, %c\n    : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>\n```",
      assembly_format = "$lhs (`zext` $isZextLhs^)? `,` $rhs (`zext` $isZextRhs^)? `,` $acc attr-dict `:` qualified(type($lhs)) `,` qualified(type($rhs)) `,` qualified(type($acc))",
      traits = ["Pure", "AllTypesMatch<acc, res>"],
      ods_traits = ["AMXIntrinsicOp"],
      cpp_verifier = "AmxTileMulI",
      optional_attributes = ["isZextLhs", "isZextRhs"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 8-bit signless integer values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 8-bit signless integer values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(32))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 32-bit signless integer values"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(32))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 32-bit signless integer values"}
    irdl.operands(lhs: %0, rhs: %1, acc: %2)
    irdl.results(res: %5)
    irdl.attributes {"isZextLhs" = %3, "isZextRhs" = %4}
  }
  irdl.operation @tile_store attributes {
      summary = "tile store operation",
      description = "Stores a tile to memory defined by a `base` and `indices`, with the\nshape defined by the 2-dim vector type of the value.\nThe tile's rows are written contiguously to the buffer starting at\nthe `base`. For each tile row, the `base` is incremented by `stride`\nnumber of elements.\n\nThe tile is stored using the following indexing scheme:\n\n```\nfor row in enumerate(tile_rows):\n  mem_row = base[i0, i1, ..., iN + row * stride]\n  for col in enumerate(tile_cols):\n    mem_row[col] = tile[row, col]\n```\n\nIf the `stride` is not provided, then the `base` buffer must be at least\n2-dimensional, and the `stride` is automatically inferred and corresponds\nto the stride of the buffer's second innermost dimension.\n\nThe operation is eventually lowered into the \"tilestored\" instruction\nwith the corresponding tile configuration.\n\nExample:\n\n```mlir\n  // Tile store to a 2-D memref with implicit stride.\n  amx.tile_store %arg1[%c0, %c0], %0 : memref<?x?xi8>, !amx.tile<16x64xi8>\n\n  // Tile store to a 1-D memref with explicit stride.\n  amx.tile_store %arg1[%c0], %0, %stride : memref<?xi8>, !amx.tile<16x64xi8>\n```",
      assembly_format = "$base `[` $indices `]` `,` $val (`,` $stride^ )?attr-dict `:` type($base) `,` qualified(type($val))",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["AMXIntrinsicOp"],
      cpp_verifier = "AmxTileStore",
      independent_variadics = ["indices", "stride"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isF32())) || ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType))) || ((elementType.isSignlessInteger(32))) || ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 32-bit float or 16-bit float or bfloat16 type or 32-bit signless integer or 8-bit signless integer values"}
    %3 = irdl.is index {summary = "index"}
    irdl.operands(base: %0, indices: variadic %1, val: %2, stride: optional %3)
  }
  irdl.operation @tile_zero attributes {
      summary = "tile zero operation",
      description = "Zeroes the destination tile, with the shape defined by the 2-dim\nvector type of the result.\n\nThe operation is eventually lowered into the \"tilezero\" instruction\nwith the corresponding tile configuration.\n\nWith the write memory effect, each `amx.tile_zero` operation serves as\na compilation hint to use a separate tile register.\n\nExample:\n\n```mlir\n  %0 = amx.tile_zero : !amx.tile<16x16xbf16>\n```",
      assembly_format = "attr-dict `:` qualified(type($res))",
      ods_traits = ["AMXIntrinsicOp", "MemoryEffectOpInterface"],
      cpp_verifier = "AmxTileZero"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::amx::TileType>($_self))) && ((::llvm::cast<::mlir::amx::TileType>($_self).getRank() == 2))) && ([](::mlir::Type elementType) { return ((elementType.isF32())) || ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType))) || ((elementType.isSignlessInteger(32))) || ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "tile of 32-bit float or 16-bit float or bfloat16 type or 32-bit signless integer or 8-bit signless integer values"}
    irdl.results(res: %0)
  }
}
