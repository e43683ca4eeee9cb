// Imported from ODS (XeVMOps.td:18) by irdl-import-ods: attributes, types and operations.
irdl.dialect @xevm attributes {ods, properties, summary = "The XeVM dialect that extends LLVM dialect and models Intel GPU's hardware features.", description = "The XeVM dialect is extension to the LLVM dialect that models hardware\nfeatures of Intel GPUs. The dialect is designed to work with the Xe\narchitecture for Intel GPUs, supporting advanced operations like 2D block\nloads, stores, prefetch and matrix multiply-add (MMA) operations."} {
  irdl.attribute @addr_space attributes {
      summary = "Describe address spaces",
      assembly_format = "`<` custom<Enum>($value, \"mlir::xevm::AddrSpace\", \"XeVM_AddrSpaceAttr\", \"private global constant shared generic\") `>`",
      ods_enum = "mlir::xevm::AddrSpace", ods_enum_cases = {"private" = 0, "global" = 1, "constant" = 2, "shared" = 3, "generic" = 4}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @load_cache_control attributes {
      summary = "Describe the cache settings for load operators",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::xevm::LoadCacheControl\", \"XeVM_LoadCacheControlAttr\", \"L1uc_L2uc_L3uc L1uc_L2uc_L3c L1uc_L2c_L3uc L1uc_L2c_L3c L1c_L2uc_L3uc L1c_L2uc_L3c L1c_L2c_L3uc L1c_L2c_L3c L1s_L2uc_L3uc L1s_L2uc_L3c L1s_L2c_L3uc L1s_L2c_L3c ir\") `>`",
      ods_enum = "::mlir::xevm::LoadCacheControl", ods_enum_cases = {"L1uc_L2uc_L3uc" = 1, "L1uc_L2uc_L3c" = 2, "L1uc_L2c_L3uc" = 3, "L1uc_L2c_L3c" = 4, "L1c_L2uc_L3uc" = 5, "L1c_L2uc_L3c" = 6, "L1c_L2c_L3uc" = 7, "L1c_L2c_L3c" = 8, "L1s_L2uc_L3uc" = 9, "L1s_L2uc_L3c" = 10, "L1s_L2c_L3uc" = 11, "L1s_L2c_L3c" = 12, "ir" = 13}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mma_shape attributes {
      description = "MMA operation is represented as D=AxB+C, where\n  - A has the shape MxK.\n  - B has the shape KxN.\n  - D and C have the shape MxN.\nThis attribute encodes the shape of all matrices that participate in MMA.",
      assembly_format = "`<` struct(custom<Param>($m, \"XeVM_MMAShapeAttr\", \"int\"), custom<Param>($n, \"XeVM_MMAShapeAttr\", \"int\"), custom<Param>($k, \"XeVM_MMAShapeAttr\", \"int\")) `>`"} {
    %0 = irdl.any {summary = "int"}
    %1 = irdl.any {summary = "int"}
    %2 = irdl.any {summary = "int"}
    irdl.parameters(m: %0, n: %1, k: %2)
  }
  irdl.attribute @mma_types attributes {
      ods_assembly_format = "`<` struct(params) `>`"} {
    %0 = irdl.any {summary = "xevm::ElemType"}
    %1 = irdl.any {summary = "xevm::ElemType"}
    %2 = irdl.any {summary = "xevm::ElemType"}
    %3 = irdl.any {summary = "xevm::ElemType"}
    irdl.parameters(d: %0, a: %1, b: %2, c: %3)
  }
  irdl.attribute @mem_scope attributes {
      summary = "Describe memory scopes",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::xevm::MemScope\", \"XeVM_MemScopeAttr\", \"lane subgroup workgroup cluster device system\") `>`",
      ods_enum = "::mlir::xevm::MemScope", ods_enum_cases = {"lane" = 0, "subgroup" = 1, "workgroup" = 2, "cluster" = 3, "device" = 4, "system" = 5}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @store_cache_control attributes {
      summary = "Describe the cache settings for store operators",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::xevm::StoreCacheControl\", \"XeVM_StoreCacheControlAttr\", \"L1uc_L2uc_L3uc L1uc_L2uc_L3wb L1uc_L2wb_L3uc L1uc_L2wb_L3wb L1wt_L2uc_L3uc L1wt_L2uc_L3wb L1wt_L2wb_L3uc L1wt_L2wb_L3wb L1s_L2uc_L3uc L1s_L2uc_L3wb L1s_L2wb_L3uc L1s_L2wb_L3wb L1wb_L2uc_L3uc L1wb_L2wb_L3uc L1wb_L2uc_L3wb\") `>`",
      ods_enum = "::mlir::xevm::StoreCacheControl", ods_enum_cases = {"L1uc_L2uc_L3uc" = 1, "L1uc_L2uc_L3wb" = 2, "L1uc_L2wb_L3uc" = 3, "L1uc_L2wb_L3wb" = 4, "L1wt_L2uc_L3uc" = 5, "L1wt_L2uc_L3wb" = 6, "L1wt_L2wb_L3uc" = 7, "L1wt_L2wb_L3wb" = 8, "L1s_L2uc_L3uc" = 9, "L1s_L2uc_L3wb" = 10, "L1s_L2wb_L3uc" = 11, "L1s_L2wb_L3wb" = 12, "L1wb_L2uc_L3uc" = 13, "L1wb_L2wb_L3uc" = 14, "L1wb_L2uc_L3wb" = 15}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @target attributes {
      description = "GPU target attribute for controlling compilation of Intel GPU targets. All\nparameters decay into default values if not present.\n\nExamples:\n\n1. Target with default values.\n```\n  gpu.module @mymodule [#xevm.target] attributes {...} {\n    ...\n  }\n```",
      assembly_format = "(`<` struct(custom<Param>($O, \"XeVM_TargetAttr\", \"int\", \"2\"), custom<Param>($triple, \"XeVM_TargetAttr\", \"::llvm::StringRef\", \"\\\"spirv64-unknown-unknown\\\"\"), custom<Param>($chip, \"XeVM_TargetAttr\", \"::llvm::StringRef\", \"\\\"bmg\\\"\"), custom<Param>($flags, \"XeVM_TargetAttr\", \"::mlir::DictionaryAttr\", \"\"), custom<Param>($linkFiles, \"XeVM_TargetAttr\", \"::mlir::ArrayAttr\", \"\"))^ `>`)?",
      cpp_verifier = "XeVMTargetAttr"} {
    %0 = irdl.any {summary = "Optimization level to apply."}
    %1 = irdl.base "#builtin.string" {summary = "Target triple."}
    %2 = irdl.base "#builtin.string" {summary = "Target chip."}
    %3 = irdl.any {summary = "Target specific flags."}
    %4 = irdl.base "#builtin.array" {summary = "Files to link to the LLVM module."}
    irdl.parameters(O: %0, triple: %1, chip: %2, flags: %3, linkFiles: %4)
  }
  irdl.operation @blockload attributes {
      summary = "subgroup block load",
      description = "Reads one or more components of Result data for each invocation\nin the subgroup from the specified `ptr` as a block operation.\nThe data is read strided, so the first value read is:\n```\n  ptr[ SubgroupLocalInvocationId ]\n```\nand the second value read is:\n```\n  ptr[ SubgroupLocalInvocationId + SubgroupMaxSize ]\n```\nResult type may be a scalar or vector type of scalar element type.\n\nThe parameters are:\n  * `ptr` - the base address to load from. Must be uniform across subgroup.\n  * `cache_control` - an enumerator that sets the cache behaviour\n\nExample:\n```mlir\n  %loaded_a = xevm.blockload %src,\n                  <{cache_control=#xevm.load_cache_control<L1uc_L2uc_L3uc>}>\n                : (!llvm.ptr<1>) -> vector<4xi16>\n```",
      assembly_format = "operands prop-dict attr-dict `:` functional-type(operands, results)",
      cpp_verifier = "XevmBlockLoad",
      optional_attributes = ["cache_control"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.base @xevm::@load_cache_control {summary = "Describe the cache settings for load operators"}
    %2 = irdl.c_pred "((($_self.isSignlessInteger(8))) || (($_self.isSignlessInteger(16))) || (($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isSignlessInteger(8))) || ((elementType.isSignlessInteger(16))) || ((elementType.isSignlessInteger(32))) || ((elementType.isSignlessInteger(64)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1)))))" {summary = "8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer or fixed-length vector of 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer values of ranks 1"}
    irdl.operands(ptr: %0)
    irdl.results(res: %2)
    irdl.attributes {"cache_control" = %1}
  }
  irdl.operation @blockload2d attributes {
      summary = "2D block load",
      description = "The `xevm.blockload2d` operation loads a two dimensional matrix tile\nfrom a base matrix residing in global memory. The parameters are:\n  * `ptr` - the base address of the base matrix containing the tile to load\n  * `base_width` - the width of the base matrix in number of bytes.\n  * `base_height` - the number of rows in the base matrix\n  * `base_pitch` - the physical stride between the first columns of the current\n    row and the subsequent row in number of bytes.\n  * `x`, `y`, `tile_width`, `tile_height` - the starting offsets and shape of\n    the tile to load in number of elements.\n  * `elem_size_in_bits` - the size in bits of the matrix element type\n    - 32 for f32, tf32\n    - 16 for f16, int16, bf16\n    - 8 for int8\n  * `v_blocks` - number of consecutive tiles in innermost dimension direction to load\n  * `transpose` - transpose the tile in registers (useful for 32 bit element type)\n  * `pack_register` - pack element types narrower than register bit width.\n    [M, N] => [M/factor, N, factor] where factor is register_size_in_bits / elem_size_in_bits\n  * `cache_control` - an enumerator that sets the cache behaviour\n\nNotes:\n  - the `transpose` and `pack_register` parameters are mutual exclusive\n  - transposing the tile loaded is used for A matrix in backward path or used for the B matrix operand\n    (D = C + A * B), where A has row-major layout and B should have column-major layout in memory.\n  - if the tile loaded contains out of bound elements of the matrix, they are filled with 0.\n\nExample:\n```mlir\n  %base_width_a = arith.constant 32 : i32\n  %base_height_a = arith.constant 8 : i32\n  %base_pitch_a = arith.constant 32 : i32\n  %x = arith.constant 0 : i32\n  %y = arith.constant 0 : i32\n  %loaded_a = xevm.blockload2d %src, %base_width_a, %base_height_a, %base_pitch_a, %x, %y\n                <{elem_size_in_bits=16 : i32, tile_width=16 : i32, tile_height=8 : i32,\n                  v_blocks=1 : i32, transpose=false : i32, pack_register=false,\n                  cache_control=#xevm.load_cache_control<Default>}>\n                : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>\n```",
      assembly_format = "operands prop-dict attr-dict `:` functional-type(operands, results)",
      cpp_verifier = "XevmBlockLoad2d",
      optional_attributes = ["cache_control"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    %12 = irdl.base @xevm::@load_cache_control {summary = "Describe the cache settings for load operators"}
    %13 = irdl.c_pred "(((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isInteger(8))) || ((elementType.isInteger(16))) || ((elementType.isInteger(32))) || ((elementType.isF32())) || ((::llvm::isa<::mlir::FloatTF32Type>(elementType))) || ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1))))" {summary = "fixed-length vector of 8-bit integer or 16-bit integer or 32-bit integer or 32-bit float or tf32 type or 16-bit float or bfloat16 type values of ranks 1"}
    irdl.operands(ptr: %0, base_width: %1, base_height: %2, base_pitch: %3, x: %4, y: %5)
    irdl.results(res: %13)
    irdl.attributes {"elem_size_in_bits" = %6, "tile_width" = %7, "tile_height" = %8, "v_blocks" = %9, "transpose" = %10, "pack_register" = %11, "cache_control" = %12}
  }
  irdl.operation @blockprefetch2d attributes {
      summary = "2D block prefetch",
      description = "The `xevm.blockprefetch2d` operation prefetches a two dimensional tile\nfrom a larger base matrix residing in global memory. The parameters are:\n  * `ptr` - the base address of the base matrix containing the tile to prefetch\n  * `base_width` - the width of the base matrix in number of bytes.\n  * `base_height` - the number of rows in the base matrix\n  * `base_pitch` - the physical stride between the first columns of the current\n    row and the subsequent row in number of bytes.\n  * `x`, `y`, `tile_width`, `tile_height` - the starting offsets and shape of tile\n    to prefetch in number of elements.\n  * `elem_size_in_bits` - the size in bits of the matrix element\n    - 32 for f32, bf32\n    - 16 for f16, int16, bf16\n    - 8 for int8, int4, int2\n  * `v_blocks` - number of tiles in innermost dimension direction to prefetch\n  * `cache_control` - an enumerator that sets the cache behaviour\n\nExample:\n```mlir\n  xevm.blockprefetch2d %ptr, %base_width, %base_height, %base_pitch, %x, %y\n    <{elem_size_in_bits=8 : i32, tile_width=32 : i32, tile_height=8 : i32,\n      v_blocks=1 : i32, cache_control=#xevm.load_cache_control<L1uc_L2uc_L3uc>}>\n    : (!llvm.ptr<1>, i32, i32, i32, i32, i32)\n```",
      assembly_format = "operands prop-dict attr-dict `:` `(` type(operands) `)`",
      cpp_verifier = "XevmBlockPrefetch2d",
      optional_attributes = ["cache_control"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %10 = irdl.base @xevm::@load_cache_control {summary = "Describe the cache settings for load operators"}
    irdl.operands(ptr: %0, base_width: %1, base_height: %2, base_pitch: %3, x: %4, y: %5)
    irdl.attributes {"elem_size_in_bits" = %6, "tile_width" = %7, "tile_height" = %8, "v_blocks" = %9, "cache_control" = %10}
  }
  irdl.operation @blockstore attributes {
      summary = "subgroup block store",
      description = "Writes one or more components of `val` for each invocation\nin the subgroup to the specified `ptr` as a block operation.\nThe data is written strided, so the first value is written to:\n```\n  ptr[ SubgroupLocalInvocationId ]\n```\nand the second value is written to:\n```\n  ptr[ SubgroupLocalInvocationId + SubgroupMaxSize ]\n```\n`val` type may be a scalar or vector type of scalar element type.\n\nThe parameters are:\n  * `ptr` - the base address to store to. Must be uniform across subgroup.\n  * `val` - the value to store\n  * `cache_control` - an enumerator that sets the cache behaviour\n\nExample:\n```mlir\n  xevm.blockstore %ptr, %val\n    <{cache_control=#xevm.store_cache_control<L1uc_L2uc_L3uc>}>\n    : (!llvm.ptr<1>, vector<4xi16>)\n```",
      assembly_format = "operands prop-dict attr-dict `:` `(` type(operands) `)`",
      cpp_verifier = "XevmBlockStore",
      optional_attributes = ["cache_control"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "((($_self.isSignlessInteger(8))) || (($_self.isSignlessInteger(16))) || (($_self.isSignlessInteger(32))) || (($_self.isSignlessInteger(64)))) || ((((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isSignlessInteger(8))) || ((elementType.isSignlessInteger(16))) || ((elementType.isSignlessInteger(32))) || ((elementType.isSignlessInteger(64)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1)))))" {summary = "8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer or fixed-length vector of 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer values of ranks 1"}
    %2 = irdl.base @xevm::@store_cache_control {summary = "Describe the cache settings for store operators"}
    irdl.operands(ptr: %0, val: %1)
    irdl.attributes {"cache_control" = %2}
  }
  irdl.operation @blockstore2d attributes {
      summary = "2D block store",
      description = "The `xevm.blockstore2d` operation stores a two dimensional tile into a\nlarger matrix residing in global memory. The parameters are:\n  * `ptr` - the base address of the target matrix where to store the tile\n  * `base_width` - the width of the base matrix in number of bytes.\n  * `base_height` - the number of rows in the base matrix\n  * `base_pitch` - the physical stride between the first columns of the current\n    row and the subsequent row in number of bytes.\n  * `x`, `y`, `tile_width`, `tile_height` - the starting offsets and shape of the tile to store\n  in number of elements.\n  * `elem_size_in_bits` - the size in bits of the matrix element\n    - 32 for f32, tf32\n    - 16 for f16, int16, bf16\n    - 8 for int8\n  * `cache_control` - an enumerator that sets the cache behaviour\n  * `stored_val` - the tile to store\n\nExample:\n```mlir\n  %base_width_c = arith.constant 64 : i32\n  %base_height_c = arith.constant 8 : i32\n  %base_pitch_c = arith.constant 64 : i32\n  %x = arith.constant 0 : i32\n  %y = arith.constant 0 : i32\n  xevm.blockstore2d %dst, %base_width_c, %base_height_c, %base_pitch_c, %x, %y, %src\n    <{elem_size_in_bits=32 : i32, tile_width=16 : i32, tile_height=8 : i32,\n      cache_control=#xevm.load_cache_control<Default>}>\n    : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi32>)\n```",
      assembly_format = "operands prop-dict attr-dict `:` `(` type(operands) `)`",
      cpp_verifier = "XevmBlockStore2d",
      optional_attributes = ["cache_control"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %9 = irdl.c_pred "(((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isInteger(8))) || ((elementType.isInteger(16))) || ((elementType.isInteger(32))) || ((elementType.isF32())) || ((::llvm::isa<::mlir::FloatTF32Type>(elementType))) || ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1))))" {summary = "fixed-length vector of 8-bit integer or 16-bit integer or 32-bit integer or 32-bit float or tf32 type or 16-bit float or bfloat16 type values of ranks 1"}
    %10 = irdl.base @xevm::@store_cache_control {summary = "Describe the cache settings for store operators"}
    irdl.operands(ptr: %0, base_width: %1, base_height: %2, base_pitch: %3, x: %4, y: %5, stored_val: %9)
    irdl.attributes {"elem_size_in_bits" = %6, "tile_width" = %7, "tile_height" = %8, "cache_control" = %10}
  }
  irdl.operation @group_count.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @group_count.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @group_count.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @group_id.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @group_id.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @group_id.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @lane_id attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @local_id.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @local_id.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @local_id.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @local_size.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @local_size.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @local_size.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @memfence attributes {
      summary = "Work-item's memory fence.",
      description = "This operation ensures that all prior memory accesses of this\nwork-item to `addrspace` are visible to all other work-items in `scope`.\nParameters description:\n  * `scope` - specify the memory scope at which all other work-items should observe\n    memory operations prior to the fence.\n  * `addrspace` - specify the address space of work-item's memory accesses\n    to be affected by the fence.",
      assembly_format = "prop-dict attr-dict",
      default_values = {addrspace = "#xevm<addr_space<generic>>"}} {
    %0 = irdl.base @xevm::@mem_scope {summary = "Describe memory scopes"}
    %1 = irdl.base @xevm::@addr_space {summary = "Describe address spaces"}
    irdl.attributes {"scope" = %0, "addrspace" = %1}
  }
  irdl.operation @mma attributes {
      summary = "Subgroup matrix multiply-add",
      description = "The `xevm.mma` is a cooperative operation where all threads/lanes in\na subgroup participates and carries out matrix multiplication plus accumulation:\n\n  D = C + A x B\n\n  where the A, B, C input matrices and the result D have shapes:\n    - D : MxN\n    - C : MxN\n    - A : MxK\n    - B : KxN\n\nParameters:\n  * `a` - vector of matrix A elements.\n  * `b` - vector of matrix B elements.\n  * `c` - (optional) vector of matrix C elements.\n  * `shape` - the shape of the matrices, specified as `M`, `N`, and `K` values.\n  * `types` - the data types of the matrices, specified as `D`, `A`, `B`, and optionally `C`.\n\nExample:\n```mlir\n  %d = xevm.mma %a, %b, %c { shape=<m=8, n=16, k=16>, types=<d=f32, a=f16, b=f16, c=f32> }\n         : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>\n```",
      assembly_format = "$a `,` $b (`,` $c^)? ` ` `{` `shape` `=` $shape `,` `types` `=` $types `}` attr-dict `:` functional-type(operands, results)",
      cpp_verifier = "XevmMMA",
      independent_variadics = ["c"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isInteger(8))) || ((elementType.isInteger(16))) || ((elementType.isInteger(32))) || ((elementType.isF32())) || ((::llvm::isa<::mlir::FloatTF32Type>(elementType))) || ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1))))" {summary = "fixed-length vector of 8-bit integer or 16-bit integer or 32-bit integer or 32-bit float or tf32 type or 16-bit float or bfloat16 type values of ranks 1"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isInteger(8))) || ((elementType.isInteger(16))) || ((elementType.isInteger(32))) || ((elementType.isF32())) || ((::llvm::isa<::mlir::FloatTF32Type>(elementType))) || ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1))))" {summary = "fixed-length vector of 8-bit integer or 16-bit integer or 32-bit integer or 32-bit float or tf32 type or 16-bit float or bfloat16 type values of ranks 1"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isInteger(8))) || ((elementType.isInteger(16))) || ((elementType.isInteger(32))) || ((elementType.isF32())) || ((::llvm::isa<::mlir::FloatTF32Type>(elementType))) || ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1))))" {summary = "fixed-length vector of 8-bit integer or 16-bit integer or 32-bit integer or 32-bit float or tf32 type or 16-bit float or bfloat16 type values of ranks 1"}
    %3 = irdl.base @xevm::@mma_shape
    %4 = irdl.base @xevm::@mma_types
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isInteger(8))) || ((elementType.isInteger(16))) || ((elementType.isInteger(32))) || ((elementType.isF32())) || ((::llvm::isa<::mlir::FloatTF32Type>(elementType))) || ((elementType.isF16())) || ((::llvm::isa<::mlir::BFloat16Type>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1))))" {summary = "fixed-length vector of 8-bit integer or 16-bit integer or 32-bit integer or 32-bit float or tf32 type or 16-bit float or bfloat16 type values of ranks 1"}
    irdl.operands(a: %0, b: %1, c: optional %2)
    irdl.results(d: %5)
    irdl.attributes {"shape" = %3, "types" = %4}
  }
  irdl.operation @prefetch attributes {
      summary = "Prefetch data into a cache subsystem.",
      description = "Work-item issues a prefetch from global memory to cache:\n  * `ptr` - LLVM pointer with address space. Address space must be 1 (global)\n    or 4 (generic)\n  * `cache_control` - specify caching options",
      assembly_format = "operands prop-dict attr-dict `:` `(` type(operands) `)`",
      optional_attributes = ["cache_control"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 1))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 4)))" {summary = "LLVM pointer in address space 1 or LLVM pointer in address space 4"}
    %1 = irdl.base @xevm::@load_cache_control {summary = "Describe the cache settings for load operators"}
    irdl.operands(ptr: %0)
    irdl.attributes {"cache_control" = %1}
  }
  irdl.operation @subgroup_id attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @subgroup_size attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.results(res: %3)
    irdl.attributes {"range" = %0}
  }
}
