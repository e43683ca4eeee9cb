// Imported from ODS (NVGPU.td:18) by irdl-import-ods: attributes, types and operations.
irdl.dialect @nvgpu attributes {ods, properties, description = "The `NVGPU` dialect provides a bridge between higher-level target-agnostic\ndialects (GPU and Vector) and the lower-level target-specific dialect\n(LLVM IR based NVVM dialect) for NVIDIA GPUs. This allow representing PTX\nspecific operations while using MLIR high level dialects such as Memref\nand Vector for memory and target-specific register operands, respectively."} {
  irdl.attribute @rcp_rounding_mode attributes {
      summary = "Rounding mode of rcp",
      assembly_format = "custom<Enum>($value, \"::mlir::nvgpu::RcpRoundingMode\", \"RcpRoundingModeAttr\", \"approx rn rz rm rp\")",
      ods_enum = "::mlir::nvgpu::RcpRoundingMode", ods_enum_cases = {"approx" = 0, "rn" = 1, "rz" = 2, "rm" = 3, "rp" = 4}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @interleave attributes {
      summary = "Tensor map interleave layout type",
      assembly_format = "custom<Enum>($value, \"::mlir::nvgpu::TensorMapInterleaveKind\", \"TensorMapInterleaveAttr\", \"none interleave_16b interleave_32b\")",
      ods_enum = "::mlir::nvgpu::TensorMapInterleaveKind", ods_enum_cases = {"none" = 0, "interleave_16b" = 1, "interleave_32b" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @l2promo attributes {
      summary = "Tensor map L2 promotion type",
      assembly_format = "custom<Enum>($value, \"::mlir::nvgpu::TensorMapL2PromoKind\", \"TensorMapL2PromoAttr\", \"none l2promo_64b l2promo_128b l2promo_256b\")",
      ods_enum = "::mlir::nvgpu::TensorMapL2PromoKind", ods_enum_cases = {"none" = 0, "l2promo_64b" = 1, "l2promo_128b" = 2, "l2promo_256b" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @oob attributes {
      summary = "Tensor map out-of-bounds fill type",
      assembly_format = "custom<Enum>($value, \"::mlir::nvgpu::TensorMapOOBKind\", \"TensorMapOOBAttr\", \"zero nan\")",
      ods_enum = "::mlir::nvgpu::TensorMapOOBKind", ods_enum_cases = {"zero" = 0, "nan" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @swizzle attributes {
      summary = "Tensor map swizzling mode of shared memory banks",
      assembly_format = "custom<Enum>($value, \"::mlir::nvgpu::TensorMapSwizzleKind\", \"TensorMapSwizzleAttr\", \"none swizzle_32b swizzle_64b swizzle_128b\")",
      ods_enum = "::mlir::nvgpu::TensorMapSwizzleKind", ods_enum_cases = {"none" = 0, "swizzle_32b" = 1, "swizzle_64b" = 2, "swizzle_128b" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.type @"!device_async_token" attributes {
      summary = "device async token type",
      description = "`nvgpu.device.async.token` is a type returned by an asynchronous operation\nthat runs on the GPU (device). It is used to establish an SSA-based link\nbetween the async operation (e.g. DeviceAsyncCopy) and operations that\ngroup or synchronize the async operations (e.g. DeviceAsyncCreateGroupOp,\nDeviceAsyncWaitOp).",
      mnemonic = "device.async.token"} {
  }
  irdl.type @"!mbarrier_group" attributes {
      summary = "mbarrier barrier type",
      description = "This is the type for one or more mbarrier object in shared memory that is \nused to synchronize a variable number of threads.\n\nIf `num_barriers` is not set, the number of mbarrier objects is 1.\n\nA mbarrier object is 64 bit with 8 byte alignment. The mbarrier object \ncan be initiated and invalidated.\n\n[See for more details in PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#size-and-alignment-of-mbarrier-object)",
      assembly_format = "`<` struct(custom<Param>($memorySpace, \"NVGPU_MBarrierGroup\", \"Attribute\"), custom<Param>($num_barriers, \"NVGPU_MBarrierGroup\", \"unsigned\", \"1\")) `>`",
      mnemonic = "mbarrier.group"} {
    %0 = irdl.any {summary = "Attribute"}
    %1 = irdl.any {summary = "unsigned"}
    irdl.parameters(memorySpace: %0, num_barriers: %1)
  }
  irdl.type @"!mbarrier_token" attributes {
      mnemonic = "mbarrier.token"} {
  }
  irdl.type @"!tensormap_descriptor" attributes {
      summary = "TensorMap descriptor",
      description = "`nvgpu.tma.descriptor` is a type that represents a TMA descriptor. It is \n128-byte object either in constant space or kernel paramater.",
      assembly_format = "`<` struct(custom<Param>($tensor, \"NVGPU_TensorMapDescriptor\", \"MemRefType\"), custom<Enum>($swizzle, \"::mlir::nvgpu::TensorMapSwizzleKind\", \"NVGPU_TensorMapDescriptor\", \"none swizzle_32b swizzle_64b swizzle_128b\"), custom<Enum>($l2promo, \"::mlir::nvgpu::TensorMapL2PromoKind\", \"NVGPU_TensorMapDescriptor\", \"none l2promo_64b l2promo_128b l2promo_256b\"), custom<Enum>($oob, \"::mlir::nvgpu::TensorMapOOBKind\", \"NVGPU_TensorMapDescriptor\", \"zero nan\"), custom<Enum>($interleave, \"::mlir::nvgpu::TensorMapInterleaveKind\", \"NVGPU_TensorMapDescriptor\", \"none interleave_16b interleave_32b\")) `>`",
      mnemonic = "tensormap.descriptor"} {
    %0 = irdl.any {summary = "MemRefType"}
    %1 = irdl.any {summary = "an enum of type TensorMapSwizzleKind"}
    %2 = irdl.any {summary = "an enum of type TensorMapL2PromoKind"}
    %3 = irdl.any {summary = "an enum of type TensorMapOOBKind"}
    %4 = irdl.any {summary = "an enum of type TensorMapInterleaveKind"}
    irdl.parameters(tensor: %0, swizzle: %1, l2promo: %2, oob: %3, interleave: %4)
  }
  irdl.type @"!warpgroup_accumulator" attributes {
      description = "This type represents the result matrix obtained from `nvgpu.warpgroup.mma`. \nThe `$fragmented` type signifies the distributed or fragmented result \nvector that is collectively owned by all the threads in the warp-group \nthat executed `nvgpu.warpgroup.mma`.\n[See the details of register fragment layout for accumulator matrix D]\n(https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#wgmma-64n16-d)",
      assembly_format = "`<` struct(custom<Param>($fragmented, \"NVGPU_WarpgroupAccumulator\", \"VectorType\")) `>`",
      mnemonic = "warpgroup.accumulator"} {
    %0 = irdl.any {summary = "VectorType"}
    irdl.parameters(fragmented: %0)
  }
  irdl.type @"!warpgroup_descriptor" attributes {
      summary = "Warpgroup matrix descriptor type",
      description = "The descriptor specifies the properties of the matrix in shared memory that \nis a multiplicand in the matrix multiply and accumulate operation. \n\nThe descriptor is a 64-bit value contained in a register with the following:\n```\n+---------+-----+-----------+-----+-----------+-----+-----+-----------+-----+\n|   0-13  |14-15|   16-29   |30-31|   32-45   |46-48|49-51|   52-61   |62-63|\n+---------+-----+-----------+-----+-----------+-----+-----+-----------+-----+\n|  14bits |2bits|   14bits  |2bits|   14bits  |2bits|3bits|   10bits  |2bits|\n+---------+-----+-----------+-----+-----------+-----+-----+-----------+-----+\n| BaseAddr|  0  | LeadingDim|  0  |   Stride  |  0  |Offst|     0     |Swzle|\n+---------+-----+-----------+-----+-----------+-----+-----+-----------+-----+\n```\n \n[See for more details in PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#asynchronous-warpgroup-level-matrix-shared-memory-layout-matrix-descriptor)",
      assembly_format = "`<` struct(custom<Param>($tensor, \"NVGPU_WarpgroupMatrixDescriptor\", \"MemRefType\")) `>`",
      mnemonic = "warpgroup.descriptor"} {
    %0 = irdl.any {summary = "MemRefType"}
    irdl.parameters(tensor: %0)
  }
  irdl.operation @device_async_copy attributes {
      summary = "device-side asynchronous copy",
      description = "The `nvgpu.device_async_copy` op initiates an asynchronous copy operation of\nelements from source (global memory) to the destination (shared memory)\nwithout blocking the thread. The async copy is added to a group.\n\nThis op is meant to be used with `nvgpu.device_async_create_group` and\n`nvgpu.device_async_wait` to synchronize copies as explained in those ops\ndescriptions.\n\n`bypassL1` attribute is hint to the hardware to bypass the L1 cache during\nasync copy, this hint may be ignored by the hardware.\n\n`dstElements` attribute is the total number of elements written to\ndestination (shared memory).\n\n`srcElements` argument is the total number of elements read from\nsource (global memory).\n\n`srcElements` is an optional argument and when present the op only reads\n`srcElements` number of elements from the source (global memory) and zero fills\nthe rest of the elements in the destination (shared memory).\n\nIn order to do a copy and wait for the result we need the following\ncombination:\n```\n// copy 1.\n%cp1 = nvgpu.device_async_copy %A[%c0], %B[%c0], 4 :memref<16xf32> to memref<16xf32, 3>\n// copy 2.\n%cp2 = nvgpu.device_async_copy %C[%c0], %D[%c0], 4 : memref<16xf32> to memref<16xf32, 3>\n// group 1 contains copy 1 and copy 2.\n%token1 = nvgpu.device_async_create_group %cp1, %cp2\n// copy 3.\n%cp3 = nvgpu.device_async_copy %E[%c0], %F[%c0], 4 : memref<16xf32> to memref<16xf32, 3>\n// group 2 contains copy 3.\n%token2 = nvgpu.device_async_create_group %cp3\n// after the wait copy 1 and copy 2 are complete.\nnvgpu.device_async_wait %token1\n// after the wait copy 3 is complete.\nnvgpu.device_async_wait %token2\n```\n\nExample:\n\n```mlir\n%0 = nvgpu.device_async_copy %src[%c0, %c0], %dst[%c0, %c0, %c0], 4 :\n  memref<4x5xf32> to memref<2x7x5xf32, 3>\n```",
      assembly_format = "$src `[` $srcIndices `]` `,` $dst `[` $dstIndices `]` `,` custom<TypedAttribute>($dstElements, \"index\") (`,` $srcElements^)? attr-dict `:` type($src) `to` type($dst)",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvgpuDeviceAsyncCopy",
      optional_attributes = ["bypassL1"],
      independent_variadics = ["dstIndices", "srcIndices", "srcElements"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %5 = irdl.is index {summary = "index"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %7 = irdl.base @nvgpu::@"!device_async_token" {summary = "device async token type"}
    irdl.operands(dst: %0, dstIndices: variadic %1, src: %2, srcIndices: variadic %3, srcElements: optional %5)
    irdl.results(asyncToken: %7)
    irdl.attributes {"dstElements" = %4, "bypassL1" = %6}
  }
  irdl.operation @device_async_create_group attributes {
      summary = "device side asynchronous create group operation",
      description = "The `nvgpu.device_async_create_group` op creates a group of memory accesses\n  containing all the pending `device_async_copy` operations associated with\n  argument tokens. Each token can only be part of one group.\n\n  It returns a token that can be use to wait until the group fully completes.\n\n  This is meant to be used with `nvgpu.device_async_wait` to synchronize copies\n  as explained in those ops descriptions.\n\n  Groups are executed in the order they are created.\n\n  Example:\n\n  ```mlir\n  %0 = nvgpu.device_async_create_group\n```",
      assembly_format = "$inputTokens attr-dict",
      independent_variadics = ["inputTokens"]} {
    %0 = irdl.base @nvgpu::@"!device_async_token" {summary = "device async token type"}
    %1 = irdl.base @nvgpu::@"!device_async_token" {summary = "device async token type"}
    irdl.operands(inputTokens: variadic %0)
    irdl.results(asyncToken: %1)
  }
  irdl.operation @device_async_wait attributes {
      summary = "Wait for async gpu ops to complete.",
      description = "The `nvgpu.device_async_wait` op will block the execution thread until the group\nassociated with the source token is fully completed.\n\nThe optional `$numGroups` attribute gives an upper bound of the number of\ngroups uncompleted when the wait can unblock the thread. For example,  if\n16 async groups are pushe and `$numGroups` is set to 12, then the thread\nwill unblock when 12 groups or fewer are in flight (4 groups have\ncompleted).\n\nExample:\n\n```mlir\nnvgpu.device_async_wait %0\n```",
      assembly_format = "$asyncDependencies attr-dict",
      optional_attributes = ["numGroups"]} {
    %0 = irdl.base @nvgpu::@"!device_async_token" {summary = "device async token type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.operands(asyncDependencies: %0)
    irdl.attributes {"numGroups" = %1}
  }
  irdl.operation @ldmatrix attributes {
      description = "The `nvgpu.ldmatrix` op represents loading a matrix fragment from\nmemory to registers. The source and result type must be compatible\nwith lowering to the `nvvm.ldmatrix` instruction. This op represents\nthe distributed version of a `vector.transfer_read` as an intermediate\nstep between lowering from `vector.transfer_read` to `nvvm.ldmatrix`.\n\nThis operation is meant to follow the semantic of described here:\nhttps://docs.nvidia.com/cuda/parallel-thread-execution/index.html#warp-level-matrix-instructions-ldmatrix\n\nExample:\n```mlir\n%0 = nvgpu.ldmatrix %sm[%c0, %c0] {numTiles = 4 : i32, transpose = false} :\n  memref<?x?xf16, 3> -> vector<4x2xf16>\n```",
      assembly_format = "$srcMemref`[` $indices `]` attr-dict `:` type($srcMemref) `->` type($res)",
      traits = ["AllElementTypesMatch<res, srcMemref, srcMemref and res have same element type>"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "NvgpuLdMatrix",
      independent_variadics = ["indices"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of any type values"}
    irdl.operands(srcMemref: %0, indices: variadic %1)
    irdl.results(res: %4)
    irdl.attributes {"transpose" = %2, "numTiles" = %3}
  }
  irdl.operation @mbarrier.arrive attributes {
      summary = "Performs arrive operation on the `nvgpu.mbarrier.arrive`.",
      description = "The Op performs arrive-on operation on the `mbarrier` object and returns a \n`nvgpu.mbarrier.token`.\n\nFor more information, see\nhttps://docs.nvidia.com/cuda/parallel-thread-execution/#arrive-on-operation-on-mbarrier-object\n\nExample:\n```mlir\n  %token = nvgpu.mbarrier.arrive %barrier : !nvgpu.mbarrier.barrier<memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token\n```",
      assembly_format = "$barriers `[` $mbarId `]` attr-dict `:` custom<StrippedType>(type($barriers), \"!nvgpu.mbarrier.group\") `->` custom<StrippedType>(type($token), \"!nvgpu.mbarrier.token\")"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::MBarrierGroupType>($_self))" {summary = "mbarrier barrier type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base @nvgpu::@"!mbarrier_token"
    irdl.operands(barriers: %0, mbarId: %1)
    irdl.results(token: %2)
  }
  irdl.operation @mbarrier.arrive.expect_tx attributes {
      summary = "Performs expect_tx operation on the `nvgpu.mbarrier.arrive`",
      description = "A thread executing the Op performs an expect-tx operation on the mbarrier \nobject at the location specified by the address operand $barrier. The \nexpect-tx operation, with an $txcount argument, increases the tx-count of \nan mbarrier object by the value specified by $txcount. This makes the \ncurrent phase of the mbarrier object to expect and track the completion of \nadditional asynchronous transactions.\n\nThe `$txCount` specifies the number of element to the expect-tx operation.\n\nExample:\n```mlir\n  nvgpu.mbarrier.arrive.expect_tx %barrier, %ic0 : !nvgpu.mbarrier.barrier<memorySpace = #gpu.address_space<workgroup>>\n```",
      assembly_format = "$barriers `[` $mbarId `]` `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` custom<StrippedType>(type($barriers), \"!nvgpu.mbarrier.group\")",
      independent_variadics = ["predicate"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::MBarrierGroupType>($_self))" {summary = "mbarrier barrier type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(barriers: %0, txcount: %1, mbarId: %2, predicate: optional %3)
  }
  irdl.operation @mbarrier.arrive.nocomplete attributes {
      summary = "Performs arrive operation on the `nvgpu.mbarrier.arrive.nocomplete` as non-blocking.",
      description = "The Op performs arrive-on operation on the `mbarrier` object and returns a \n`nvgpu.mbarrier.token`.\n\nThe Op does not cause the `nvgpu.mbarrier` to complete its current phase.\n\nExample:\n```mlir\n  %token = nvgpu.mbarrier.arrive.noComplete %barrier, %count : !nvgpu.mbarrier.barrier<memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token\n```",
      assembly_format = "$barriers `[` $mbarId `]` `,` $count attr-dict `:` custom<StrippedType>(type($barriers), \"!nvgpu.mbarrier.group\") `->` custom<StrippedType>(type($token), \"!nvgpu.mbarrier.token\")"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::MBarrierGroupType>($_self))" {summary = "mbarrier barrier type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.base @nvgpu::@"!mbarrier_token"
    irdl.operands(barriers: %0, mbarId: %1, count: %2)
    irdl.results(token: %3)
  }
  irdl.operation @mbarrier.create attributes {
      summary = "Creates a `nvgpu.mbarrier` object.",
      description = "The Op generates one or more `mbarrier` object, which is a barrier created in \nshared memory and supports various synchronization behaviors for threads.\n\nThe `mbarrier` object has the following type and alignment requirements:\n  Type: .b64, Alignment: 8, Memory space: .shared\n\nExample:\n```mlir\n  %barrier = nvgpu.mbarrier.create -> !nvgpu.mbarrier.barrier<memorySpace = #gpu.address_space<workgroup>>\n```",
      assembly_format = "attr-dict `->` custom<StrippedType>(type($barriers), \"!nvgpu.mbarrier.group\")"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::MBarrierGroupType>($_self))" {summary = "mbarrier barrier type"}
    irdl.results(barriers: %0)
  }
  irdl.operation @mbarrier.get attributes {
      summary = "Return a pointer to an `nvgpu.mbarrier`.",
      description = "The `nvgpu.mbarrier.get` operation retrieves a pointer to a specific \n`mbarrier` object from a group of barriers created by the `nvgpu.mbarrier.create` operation.\n\nExample:\n```mlir\n  %mbars = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 10>\n  %mbar_pointer = nvgpu.mbarrier.get %mbars[%c2] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>\n```",
      assembly_format = "$barriers `[` $mbarId `]` attr-dict `:` custom<StrippedType>(type($barriers), \"!nvgpu.mbarrier.group\") `->` type($mbarrierPointer)"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::MBarrierGroupType>($_self))" {summary = "mbarrier barrier type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is i32
    %3 = irdl.is i64
    %4 = irdl.any_of(%2, %3) {summary = "32-bit signless integer or 64-bit signless integer"}
    irdl.operands(barriers: %0, mbarId: %1)
    irdl.results(mbarrierPointer: %4)
  }
  irdl.operation @mbarrier.init attributes {
      summary = "Initialize the `nvgpu.mbarrier`.",
      description = "The Op initializes the `mbarrier` object with the given number of threads.\n\nExample:\n```mlir\n  %num_threads = gpu.block_dim x\n  %barrier = nvgpu.mbarrier.create -> !nvgpu.mbarrier.barrier<memorySpace = #gpu.address_space<workgroup>>\n  nvgpu.mbarrier.init %barrier, %num_threads : !nvgpu.mbarrier.barrier<memorySpace = #gpu.address_space<workgroup>>\n```",
      assembly_format = "$barriers `[` $mbarId `]` `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` custom<StrippedType>(type($barriers), \"!nvgpu.mbarrier.group\")",
      independent_variadics = ["predicate"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::MBarrierGroupType>($_self))" {summary = "mbarrier barrier type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(barriers: %0, count: %1, mbarId: %2, predicate: optional %3)
  }
  irdl.operation @mbarrier.test.wait attributes {
      summary = "Checks if the `nvgpu.mbarrier` has completed its current phase.",
      description = "Checks whether the mbarrier object has completed the phase. It is is a \nnon-blocking instruction which tests for the completion of the phase.\n\nExample:\n```mlir\n  %isComplete = nvgpu.mbarrier.test.wait %barrier, %token : !nvgpu.mbarrier.barrier<memorySpace = #gpu.address_space<workgroup>>, !nvgpu.mbarrier.token\n```",
      assembly_format = "$barriers `[` $mbarId `]` `,` $token attr-dict `:` custom<StrippedType>(type($barriers), \"!nvgpu.mbarrier.group\") `,` custom<StrippedType>(type($token), \"!nvgpu.mbarrier.token\")"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::MBarrierGroupType>($_self))" {summary = "mbarrier barrier type"}
    %1 = irdl.base @nvgpu::@"!mbarrier_token"
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(barriers: %0, token: %1, mbarId: %2)
    irdl.results(waitComplete: %3)
  }
  irdl.operation @mbarrier.try_wait.parity attributes {
      summary = "Waits for the `nvgpu.mbarrier` to complete its current phase.",
      description = "Checks whether the mbarrier object has completed the phase. It is is a \npotentially blocking instruction which tests for the completion of the \nphase. Suspended thread resumes execution when the specified phase completes \nOR before the phase completes following a system-dependent time limit. \n\nThe `$phaseParity` specifies either even phase (0) or odd phase (1) to \nwait.\n\nExample:\n```mlir\n  nvgpu.mbarrier.try_wait.parity %barrier, %phaseParity, %ticks : !nvgpu.mbarrier.barrier<memorySpace = #gpu.address_space<workgroup>>\n```",
      assembly_format = "$barriers `[` $mbarId `]` `,` $phaseParity `,` $ticks attr-dict `:` custom<StrippedType>(type($barriers), \"!nvgpu.mbarrier.group\")"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::MBarrierGroupType>($_self))" {summary = "mbarrier barrier type"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is index {summary = "index"}
    irdl.operands(barriers: %0, phaseParity: %1, ticks: %2, mbarId: %3)
  }
  irdl.operation @mma.sp.sync attributes {
      description = "The `nvgu.mma.sp.sync` operation performs a warp-distributed MMA operation\nwhere operand A is \"structured sparse\". In this case, the `matrixA` operand\nrepresents the (warp-distributed) non-zero values of operand A, and the\n`sparse_metadata` operand provides the indices.\n\nThe full description of the sparsity storage format and distribution scheme is\ndescribed in the PTX docs. This operation is meant to follow the semantic\ndescribed in the PTX documentation here:\nhttps://docs.nvidia.com/cuda/parallel-thread-execution/index.html#warp-level-matrix-instructions-for-sparse-mma\n\nThe way the indices are distributed among the threads in a warp is controlled\nby the optional `sparsity_selector` operand, which is `0` by default. For\nmore information, please consult the PTX documentation linked above.\n\nExample (targetingthe f16 16x8x32 `mma.sp` PTX instruction):\n\n```mlir\nnvgpu.mma.sp.sync (%a, %b, %c) metadata (%meta) {mmaShape = [16, 8, 32]} :\n  (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>\n```",
      assembly_format = "`(` $matrixA`,` $matrixB`,` $matrixC `)` `metadata` `(` $sparseMetadata `)` attr-dict `:` `(` type($matrixA) `,` type($matrixB) `,` type($matrixC) `)` `->` type($res)",
      traits = ["Pure", "AllElementTypesMatch<matrixA, matrixB, matrixA and matrixB have same element type>"],
      cpp_verifier = "NvgpuMmaSparseSync",
      optional_attributes = ["tf32Enabled"],
      default_values = {sparsitySelector = "0 : i32"}} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of any type values"}
    %3 = irdl.is vector<2xi16> {summary = "fixed-length vector of 16-bit signless integer values of length 2"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %7 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of any type values"}
    irdl.operands(matrixA: %0, matrixB: %1, matrixC: %2, sparseMetadata: %3)
    irdl.results(res: %7)
    irdl.attributes {"mmaShape" = %4, "sparsitySelector" = %5, "tf32Enabled" = %6}
  }
  irdl.operation @mma.sync attributes {
      description = "The `nvgpu.mma.sync` op represents the warp-level matrix-multiply-and-\naccumulate (mma) operation that is compatible with `nvvm.mma.sync`.\nThe operands and results vector sizes are thread-level onwership to\nthe warp-level mma operation shape. `mmaShape` attribute holds the\nwarp-level matrix-multiply shape.\n\nThe `nvgpu.mma.sync` op serves as an intermediate point between lowering from\n`vector.contract` to `nvvm.mma.sync`.\n\nThis operation is meant to follow the semantic of described here:\n  https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#warp-level-matrix-instructions-mma\n\nExample:\n\n```mlir\n%res = nvgpu.mma.sync (%matrixA, %matrixB, %matrixC) {mmaShape = [16, 8, 16]} :\n    (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>\n```",
      assembly_format = "`(` $matrixA`,` $matrixB`,` $matrixC `)` attr-dict `:` `(` type($matrixA) `,` type($matrixB) `,` type($matrixC) `)` `->` type($res)",
      traits = ["Pure", "AllElementTypesMatch<matrixA, matrixB, matrixA and matrixB have same element type>"],
      cpp_verifier = "NvgpuMmaSync",
      optional_attributes = ["tf32Enabled"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of any type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of any type values"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of any type values"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of any type values"}
    irdl.operands(matrixA: %0, matrixB: %1, matrixC: %2)
    irdl.results(res: %5)
    irdl.attributes {"mmaShape" = %3, "tf32Enabled" = %4}
  }
  irdl.operation @rcp attributes {
      summary = "The reciprocal calculation for vector types",
      description = "Reciprocal calculation for `vector` types using `nvvm.rcp` OPs.\n\nCurrently, only the `approx` rounding mode and `ftz` are supported, and only for the `f32` type.\n\nThe input and output must be of the same vector type and shape.",
      assembly_format = "$in `{` `rounding` `=` $rounding (`,` `ftz` $ftz^)? `}` attr-dict `:` type($out)",
      traits = ["Pure", "SameOperandsAndResultType"],
      cpp_verifier = "NvgpuRcp",
      optional_attributes = ["ftz"],
      default_values = {rounding = "#nvgpu<rcp_rounding_mode approx>"}} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isF32())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of 32-bit float values"}
    %1 = irdl.base @nvgpu::@rcp_rounding_mode {summary = "Rounding mode of rcp"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isF32())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "vector of 32-bit float values"}
    irdl.operands(in: %0)
    irdl.results(out: %3)
    irdl.attributes {"rounding" = %1, "ftz" = %2}
  }
  irdl.operation @tma.async.load attributes {
      summary = "TMA asynchronous load",
      description = "The Op loads a tile memory region from global memory to shared memory by \nTensor Memory Access (TMA).\n\n`$tensorMapDescriptor` is tensor map descriptor which has information about\ntile shape. The descriptor is created by `nvgpu.tma.create.descriptor`\n\nThe Op uses `$barrier` mbarrier based completion mechanism.",
      assembly_format = "$tensorMapDescriptor `[` $coordinates `]` `,` $barriers `[` $mbarId `]` `to` $dst (`multicast_mask` `=` $multicastMask^ )? (`,` `predicate` `=` $predicate^)? attr-dict `:` custom<StrippedType>(type($tensorMapDescriptor), \"!nvgpu.tensormap.descriptor\") `,` custom<StrippedType>(type($barriers), \"!nvgpu.mbarrier.group\") `->` type($dst)",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvgpuTmaAsyncLoad",
      independent_variadics = ["coordinates", "multicastMask", "predicate"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::MBarrierGroupType>($_self))" {summary = "mbarrier barrier type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::TensorMapDescriptorType>($_self))" {summary = "TensorMap descriptor"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.is index {summary = "index"}
    %5 = irdl.is i16 {summary = "16-bit signless integer"}
    %6 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(dst: %0, barriers: %1, tensorMapDescriptor: %2, coordinates: variadic %3, mbarId: %4, multicastMask: optional %5, predicate: optional %6)
  }
  irdl.operation @tma.async.store attributes {
      summary = "TMA asynchronous store",
      description = "The Op store a tile memory region from global memory to shared memory by \nTensor Memory Access (TMA).\n\n`$tensorMapDescriptor` is tensor map descriptor which has information about\ntile shape. The descriptor is created by `nvgpu.tma.create.descriptor`",
      assembly_format = "$src `to` $tensorMapDescriptor `[` $coordinates `]` (`,` `predicate` `=` $predicate^)? attr-dict `:` type($src) `->` custom<StrippedType>(type($tensorMapDescriptor), \"!nvgpu.tensormap.descriptor\")",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvgpuTmaAsyncStore",
      independent_variadics = ["coordinates", "predicate"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::TensorMapDescriptorType>($_self))" {summary = "TensorMap descriptor"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(src: %0, tensorMapDescriptor: %1, coordinates: variadic %2, predicate: optional %3)
  }
  irdl.operation @tma.create.descriptor attributes {
      summary = "TMA create descriptor",
      description = "The Op creates a tensor map descriptor object representing tiled memory \nregion. To do that it calls CUDA Driver's `cuTensorMapEncodeTiled`. The \ndescriptor is used by Tensor Memory Access (TMA).\n\nThe `tensor` is the source tensor to be tiled. \n\nThe `boxDimensions` is the size of the tiled memory region in each dimension.\n\nFor more information see below:\nhttps://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TENSOR__MEMORY.html",
      assembly_format = "$tensor `box` `[` $boxDimensions `]` attr-dict `:` type($tensor) `->` custom<StrippedType>(type($tensorMap), \"!nvgpu.tensormap.descriptor\")",
      cpp_verifier = "NvgpuTmaCreateDescriptor",
      independent_variadics = ["boxDimensions"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::UnrankedMemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "unranked.memref of any type values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::TensorMapDescriptorType>($_self))" {summary = "TensorMap descriptor"}
    irdl.operands(tensor: %0, boxDimensions: variadic %1)
    irdl.results(tensorMap: %2)
  }
  irdl.operation @tma.fence.descriptor attributes {
      summary = "Insert fence given `nvgpu.tensormap.descriptor`",
      description = "The Op fences the given `$tmaDescriptor`. This is necessary if the tensor map\ndescriptor was modified from the host using cudaMemcpy. In this case, the\nkernel needs a fence after which it is safe to use `tensor.map`.",
      assembly_format = "$tensorMapDescriptor attr-dict `:` custom<StrippedType>(type($tensorMapDescriptor), \"!nvgpu.tensormap.descriptor\")"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::TensorMapDescriptorType>($_self))" {summary = "TensorMap descriptor"}
    irdl.operands(tensorMapDescriptor: %0)
  }
  irdl.operation @tma.prefetch.descriptor attributes {
      summary = "Prefetch given `nvgpu.tensormap.descriptor`",
      description = "The Op brings the cache line containing the given `$tmaDescriptor` for \nsubsequent use by the `tma.async.load` instruction.",
      assembly_format = "$tensorMapDescriptor (`,` `predicate` `=` $predicate^)? attr-dict `:` custom<StrippedType>(type($tensorMapDescriptor), \"!nvgpu.tensormap.descriptor\")",
      independent_variadics = ["predicate"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::TensorMapDescriptorType>($_self))" {summary = "TensorMap descriptor"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(tensorMapDescriptor: %0, predicate: optional %1)
  }
  irdl.operation @warpgroup.generate.descriptor attributes {
      summary = "Generate a warpgroup matrix descriptor",
      description = "This Op builds a `nvgpu.warpgroup.descriptor` that is used by \n`nvgpu.warpgroup.mma` to perform warpgroup-level matrix multiply and \naccumulate.\n\nThe descriptor specifies the properties of the matrix in shared memory that \nis a multiplicand in the matrix multiply and accumulate operation.",
      assembly_format = "$tensor `,` $tensorMap attr-dict `:` type($tensor) `,` custom<StrippedType>(type($tensorMap), \"!nvgpu.tensormap.descriptor\") `->` custom<StrippedType>(type($descriptor), \"!nvgpu.warpgroup.descriptor\")",
      cpp_verifier = "NvgpuWarpgroupGenerateDescriptor"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::TensorMapDescriptorType>($_self))" {summary = "TensorMap descriptor"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::WarpgroupMatrixDescriptorType>($_self))" {summary = "Warpgroup matrix descriptor type"}
    irdl.operands(tensor: %0, tensorMap: %1)
    irdl.results(descriptor: %2)
  }
  irdl.operation @warpgroup.mma attributes {
      description = "The `nvgpu.warpgroup.mma` op performs the warpgroup-level (4 warps) \nmatrix-multiply-and-accumulate (mma) operation that results in \n`nvvm.wgmma.mma_async`. \n\nThe operands are `descriptorA` and `descriptorB` that are wgmma matrix \ndescriptors that shows the properties of the matrix in shared memory. The \nresults are thread-level ownership to the warpgroup-level mma operation \nshape. The shape is deduced from the descriptor types and output vector.\n\nThe Op encapsulates multiple `nvvm.wgmma.mma_async` operations to complete \nthe given shape. As `nvvm.wgmma.async` Op, or its corresponding PTX \ninstruction, is asynchronous, this Op groups the `nvvm.wgmma.async` and \nsurrounds them between `wgmma.fence.aligned` and \n`wgmma.commit.group.sync.aligned`, `wgmma.wait.group.sync.aligned` Ops.\n\nExample:\n```mlir\n  %r1,%r2 = nvgpu.warpgroup.mma %descA, %descB, %acc1, %acc2: \n             !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>, \n             !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>, \n             !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>,\n             !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>\n             -> \n             !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>,\n             !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>\n```",
      assembly_format = "$descriptorA`,` $descriptorB`,` $matrixC attr-dict `:` custom<StrippedType>(type($descriptorA), \"!nvgpu.warpgroup.descriptor\") `,` custom<StrippedType>(type($descriptorB), \"!nvgpu.warpgroup.descriptor\") `,` custom<StrippedType>(type($matrixC), \"!nvgpu.warpgroup.accumulator\") `->` custom<StrippedType>(type($matrixD), \"!nvgpu.warpgroup.accumulator\")",
      cpp_verifier = "NvgpuWarpgroupMma",
      optional_attributes = ["waitGroup", "transposeA", "transposeB"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::WarpgroupMatrixDescriptorType>($_self))" {summary = "Warpgroup matrix descriptor type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::WarpgroupMatrixDescriptorType>($_self))" {summary = "Warpgroup matrix descriptor type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::WarpgroupAccumulatorType>($_self))"
    %6 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::WarpgroupAccumulatorType>($_self))"
    irdl.operands(descriptorA: %0, descriptorB: %1, matrixC: %5)
    irdl.results(matrixD: %6)
    irdl.attributes {"waitGroup" = %2, "transposeA" = %3, "transposeB" = %4}
  }
  irdl.operation @warpgroup.mma.init.accumulator attributes {
      summary = "Initializes the accumulator matrix",
      description = "This Op generates and initializes the accumulator matrix for \n`nvgpu.warpgroup.mma` op to perform matrix-multiply-and-accumulate.",
      assembly_format = "attr-dict `->` custom<StrippedType>(type($matrixC), \"!nvgpu.warpgroup.accumulator\")",
      cpp_verifier = "NvgpuWarpgroupMmaInitAccumulator"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::WarpgroupAccumulatorType>($_self))"
    irdl.results(matrixC: %0)
  }
  irdl.operation @warpgroup.mma.store attributes {
      description = "The `nvgpu.warpgroup.mma.store` op performs the store of fragmented result \nin $matrixD to given memref. \n\n[See the details of register fragment layout for accumulator matrix D]\n(https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#wgmma-64n16-d) \n\nNote that, the op must be run with warp group.",
      assembly_format = "$matrixD `,` $dstMemref attr-dict `:` custom<StrippedType>(type($matrixD), \"!nvgpu.warpgroup.accumulator\") `to` type($dstMemref)",
      cpp_verifier = "NvgpuWarpgroupMmaStore"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::nvgpu::WarpgroupAccumulatorType>($_self))"
    %1 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    irdl.operands(matrixD: %0, dstMemref: %1)
  }
}
