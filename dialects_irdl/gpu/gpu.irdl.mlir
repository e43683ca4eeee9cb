// Imported from ODS (GPUBase.td:24) by irdl-import-ods: attributes, types and operations.
irdl.dialect @gpu attributes {ods, properties} {
  irdl.attribute @block attributes {
      description = "An attribute that allows defining thread block parallelism for GPU devices.\n\nThread blocks (aka workgroup) are grouped into a grid described by a \n3-dimensional rectangle.\nThis attribute indicates that thread block parallelism is desired.\nIt can be consumed by lowering to generate GPU code.\n2 modes are supported: (1) 3D mapping mode and (2) linear mapping mode.\n\n#### 3D mapping mode\n\nThe 3D block id is simply the 3D index of the block `(bidx, bidy, bidz)`. \nIf required, predication occurs on a per-dimension basis. This allows \nspecifying predication on a 3D sub-rectangle of the grid.\n\n#### Linear mapping mode\n\nThe linear block id is obtained by linearizing the index of the block. \nIf required, predication occurs on the linear id. This allows specifying\npredication on a 1D subset of the (linearized) grid.\n\nFor instance, if the basis is denoted as (GX, GY, GZ) and the block id is\ndenoted by (bx, by, bz), the block id is:\n  `linear_id = bx + by * GX + bz * GX * GBY)`.\nThe linear block id is fixed for the duration of a GPU kernel.\n\nThis linear id mapping attribute indicates a different linearization relation\nis applied locally to a loop nest. \n\nFor instance, if the new basis is denoted as (LBD0, LBD1, LBD2, LBD3) the \nblock id in the new basis is:\n  ```(linear_id mod LBD0 , \n      (linear_id / LBD0) mod * LBD1, \n      (linear_id / (LBD0 * LBD1)) mod LBD2, \n      (linear_id / (LBD0 * LBD1 * LBD2)) mod LBD3)```.\nThis reinterpretation is only fixed for the duration of a loop nest.",
      assembly_format = "`<` custom<Enum>($block, \"::mlir::gpu::MappingId\", \"GPUBlockMappingAttr\", \"x y z linear_dim_0 linear_dim_1 linear_dim_2 linear_dim_3 linear_dim_4 linear_dim_5 linear_dim_6 linear_dim_7 linear_dim_8 linear_dim_9\") `>`"} {
    %0 = irdl.any {summary = "an enum of type MappingId"}
    irdl.parameters(block: %0)
  }
  irdl.attribute @lane attributes {
      description = "An attribute that allows defining lane parallelism for GPU devices.\n\nIt can be consumed by lowering to generate GPU.\n\n#### 3D mapping mode\n\nUnsupported\n\n#### Linear mapping mode\n\nThe linear lane id is obtained by linearizing the index of the lane.\nIf required, predication occurs on the linear id. This allows specifying\npredication on a 1D subset of the (linearized) lanes.",
      assembly_format = "`<` custom<Enum>($lane, \"::mlir::gpu::MappingId\", \"GPULaneMappingAttr\", \"x y z linear_dim_0 linear_dim_1 linear_dim_2 linear_dim_3 linear_dim_4 linear_dim_5 linear_dim_6 linear_dim_7 linear_dim_8 linear_dim_9\") `>`"} {
    %0 = irdl.any {summary = "an enum of type MappingId"}
    irdl.parameters(lane: %0)
  }
  irdl.attribute @mask attributes {
      description = "Attribute describing how to filter the processing units that a region is\nmapped to. The masking is a bitfield that specifies for each processing\nunit whether it is active or not.",
      assembly_format = "`<` custom<Param>($mask, \"GPUMappingMaskAttr\", \"uint64_t\") `>`"} {
    %0 = irdl.any {summary = "uint64_t"}
    irdl.parameters(mask: %0)
  }
  irdl.attribute @memory_space attributes {
      description = "An attribute that allows defining memory hierarchy for GPU devices.\n\nGPU Memory has three memory space, global, workgroup, and private. The global memory\nis visible to all workitems and workgroups, the workgroup memory is only available for workitems\nwithin a workgroup, and private memory is only visible to a single workitem. This attribute indicates\nthat using memory hiearchy is desired. It can be consumed by lowering to\nmove data to a specific address space in GPU code.",
      assembly_format = "`<` custom<Enum>($address_space, \"::mlir::gpu::AddressSpace\", \"GPUMemorySpaceMappingAttr\", \"global workgroup private\") `>`"} {
    %0 = irdl.any {summary = "an enum of type AddressSpace"}
    irdl.parameters(address_space: %0)
  }
  irdl.attribute @thread attributes {
      description = "An attribute that allows defining thread parallelism for GPU devices.\n\nThread (aka work item) are grouped into a thread blocks described by a \n3-dimensional rectangle.\nThis attribute indicates that thread parallelism is desired.\nIt can be consumed by lowering to generate GPU.\n\n#### 3D mapping mode\n\nThe 3D thread id is simply the 3D index of the thread `(tidx, tidy, tidz)`. \nIf required, predication occurs on a per-dimension basis. This allows \nspecifying predication on a 3D sub-rectangle of the block.\n\n#### Linear mapping mode\n\nThe linear thread id is obtained by linearizing the index of the thread. \nIf required, predication occurs on the linear id. This allows specifying\npredication on a 1D subset of the (linearized) block.\n\nFor instance, if the basis is denoted as (BX, BY, BZ) and the thread id is\nid is denoted by (tx, ty, tz), the linear thread id is:\n  ```linear_id = (tx + ty * BX + tz * BX * BY)```.\nThe linear thread id is fixed for the duration of a GPU kernel.\n\nThis linear id mapping attribute indicates a different linearization relation\nis applied locally to a loop nest. \n\nFor instance, if the new basis is denoted as (LTD0, LTD1, LTD2, LTD3) the \nthread id in the new basis is:\n  ```(linear_id mod LTD0 , \n      (linear_id / LTD0) mod * LTD1, \n      (linear_id / (LTD0 * LTD1)) mod LTD2, \n      (linear_id / (LTD0 * LTD1 * LTD2)) mod LTD3)```.\nThis reinterpretation is only fixed for the duration of a loop nest.",
      assembly_format = "`<` custom<Enum>($thread, \"::mlir::gpu::MappingId\", \"GPUThreadMappingAttr\", \"x y z linear_dim_0 linear_dim_1 linear_dim_2 linear_dim_3 linear_dim_4 linear_dim_5 linear_dim_6 linear_dim_7 linear_dim_8 linear_dim_9\") `>`"} {
    %0 = irdl.any {summary = "an enum of type MappingId"}
    irdl.parameters(thread: %0)
  }
  irdl.attribute @warp attributes {
      description = "An attribute that allows defining warp parallelism for GPU devices.\n\nThreads of proper granularity (e.g. multiple of \"warp size\" on CUDA devices) \ncan be grouped into warps described by a 3-dimensional rectangle. \nThis attribute indicates that warp parallelism is desired.\nIt can be consumed by lowering to generate GPU code.\n2 modes are supported: (1) 3D mapping mode and (2) linear mapping mode.\n\n#### 3D mapping mode\n\nThe 3D warp id is simply the adjusted 3D index of the thread \n`(tidx / kWarpSize, tidy, tidz)`.\nIf required, predication occurs on a per-dimension basis. This allows \nspecifying predication on a 3D sub-rectangle of the warpgroups.\n\n#### Linear mapping mode\n\nThe linear warp id is obtained by linearizing the index of the warp.\nIf required, predication occurs on the linear id. This allows specifying\npredication on a 1D \"kWarpSize\"-aligned subset of the (linearized) block.\n\nFor instance, if the basis is denoted as (BX, BY, BZ) and the thread id is\nid is denoted by (tx, ty, tz), the linear warp id is:\n  `linear_id = (tx + ty * BX + tz * BX * BY) / kWarpSize`.\nThe linear warp id is fixed for the duration of a GPU kernel.\n\nThis linear id mapping attribute indicates a different linearization relation\nis applied locally to a loop nest. \n\nFor instance, if the new basis is denoted as (LWD0, LWD1, LWD2, LWD3) the \nwarp id in the new basis is:\n  ```(linear_id mod LWD0 , \n      (linear_id / LWD0) mod * LWD1, \n      (linear_id / (LWD0 * LWD1)) mod LWD2, \n      (linear_id / (LWD0 * LWD1 * LWD2)) mod LWD3)```.\nThis reinterpretation is only fixed for the duration of a loop nest.",
      assembly_format = "`<` custom<Enum>($warp, \"::mlir::gpu::MappingId\", \"GPUWarpMappingAttr\", \"x y z linear_dim_0 linear_dim_1 linear_dim_2 linear_dim_3 linear_dim_4 linear_dim_5 linear_dim_6 linear_dim_7 linear_dim_8 linear_dim_9\") `>`"} {
    %0 = irdl.any {summary = "an enum of type MappingId"}
    irdl.parameters(warp: %0)
  }
  irdl.attribute @warpgroup attributes {
      description = "An attribute that allows defining warpgroup parallelism for GPU devices.\n\nThreads of proper granularity (e.g. multiple of \n\"kNumWarpsPerGroup * kWarpSize\" on CUDA devices) can be grouped into\nwarpgroups described by a 3-dimensional rectangle. \nThis attribute indicates that warpgroup parallelism is desired. \nIt can be consumed by lowering to generate GPU code.\n2 modes are supported: (1) 3D mapping mode and (2) linear mapping mode.\n\n#### 3D mapping mode\n\nThe 3D warpgroup id is simply the adjusted 3D index of the thread \n`(tidx / (kNumWarpsPerGroup * kWarpSize), tidy, tidz)`.\nIf required, predication occurs on a per-dimension basis. This allows \nspecifying predication on a 3D sub-rectangle of the warpgroups.\n\n#### Linear mapping mode\n\nThe linear warpgroup id is obtained by linearizing the index of the warpgroup.\nIf required, predication occurs on the linear id. This allows specifying\npredication on a 1D \"kNumWarpsPerGroup * kWarpSize\"-aligned subset of the \n(linearized) block.\n\nFor instance, if the basis is denoted as (BX, BY, BZ) and the thread id is\nid is denoted by (tx, ty, tz), the linear warpgroup id is:\n  ```linear_id = (tx + ty * BX + tz * BX * BY) \n             / (kNumWarpsPerGroup * kWarpSize)```.\nThe linear warpgroup id is fixed for the duration of a GPU kernel.\n\nThis linear id mapping attribute indicates a different linearization relation\nis applied locally to a loop nest. \n\nFor instance, if the new basis is denoted as (LWGD0, LWGD1, LWGD2, LWGD3) the \nwarpgroup id in the new basis is:\n  ```(linear_id mod LWGD0 , \n      (linear_id / LWGD0) mod * LWGD1, \n      (linear_id / (LWGD0 * LWGD1)) mod LWGD2, \n      (linear_id / (LWGD0 * LWGD1 * LWGD2)) mod LWGD3)```.\nThis reinterpretation is only fixed for the duration of a loop nest.",
      assembly_format = "`<` custom<Enum>($warpgroup, \"::mlir::gpu::MappingId\", \"GPUWarpgroupMappingAttr\", \"x y z linear_dim_0 linear_dim_1 linear_dim_2 linear_dim_3 linear_dim_4 linear_dim_5 linear_dim_6 linear_dim_7 linear_dim_8 linear_dim_9\") `>`"} {
    %0 = irdl.any {summary = "an enum of type MappingId"}
    irdl.parameters(warpgroup: %0)
  }
  irdl.attribute @address_space attributes {
      summary = "GPU address space",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::gpu::AddressSpace\", \"GPU_AddressSpaceAttr\", \"global workgroup private\") `>`",
      ods_enum = "::mlir::gpu::AddressSpace", ods_enum_cases = {"global" = 1, "workgroup" = 2, "private" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @all_reduce_op attributes {
      summary = "built-in reduction operations supported by gpu.allreduce.",
      assembly_format = "custom<Enum>($value, \"::mlir::gpu::AllReduceOperation\", \"GPU_AllReduceOperationAttr\", \"add mul minui minsi minnumf maxui maxsi maxnumf and or xor minimumf maximumf\")",
      ods_enum = "::mlir::gpu::AllReduceOperation", ods_enum_cases = {"add" = 0, "mul" = 1, "minui" = 2, "minsi" = 3, "minnumf" = 4, "maxui" = 5, "maxsi" = 6, "maxnumf" = 7, "and" = 8, "or" = 9, "xor" = 10, "minimumf" = 11, "maximumf" = 12}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @broadcast attributes {
      summary = "a lane to broadcast from",
      assembly_format = "custom<Enum>($value, \"::mlir::gpu::BroadcastType\", \"GPU_BroadcastTypeAttr\", \"first_active_lane specific_lane\")",
      ods_enum = "::mlir::gpu::BroadcastType", ods_enum_cases = {"first_active_lane" = 0, "specific_lane" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @dim attributes {
      summary = "a dimension, either 'x', 'y', or 'z'",
      assembly_format = "custom<Enum>($value, \"::mlir::gpu::Dimension\", \"GPU_DimensionAttr\", \"x y z\")",
      ods_enum = "::mlir::gpu::Dimension", ods_enum_cases = {"x" = 0, "y" = 1, "z" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @kernel_metadata attributes {
      description = "GPU attribute for storing metadata related to a compiled kernel. The\nattribute contains the name and arguments type of the kernel.\n\nThe attribute also contains optional parameters for storing the arguments\nattributes as well as a dictionary for additional metadata, like occupancy\ninformation or other function attributes.\n\nNote: The `arg_attrs` parameter is expected to follow all the constraints\nimposed by the `mlir::FunctionOpInterface` interface.\n\nExamples:\n```mlir\n  #gpu.kernel_metadata<@kernel1, (i32) -> (), arg_attrs = [...],  metadata = {reg_count = 255, ...}>\n  #gpu.kernel_metadata<@kernel2, (i32, f64) -> ()>\n```",
      assembly_format = "`<` $name `,` $function_type (`,` struct(custom<Param>($arg_attrs, \"GPU_KernelMetadataAttr\", \"ArrayAttr\", \"\"), custom<Param>($metadata, \"GPU_KernelMetadataAttr\", \"DictionaryAttr\", \"\"))^)? `>`",
      cpp_verifier = "GpuKernelMetadataAttr"} {
    %0 = irdl.any {summary = "StringAttr"}
    %1 = irdl.any {summary = "Type"}
    %2 = irdl.any {summary = "arguments attributes"}
    %3 = irdl.any {summary = "metadata dictionary"}
    irdl.parameters(name: %0, function_type: %1, arg_attrs: %2, metadata: %3)
  }
  irdl.attribute @kernel_table attributes {
      description = "GPU attribute representing a list of `#gpu.kernel_metadata` attributes. This\nattribute supports searching kernels by name. All kernels in the table must\nhave an unique name.\n\nExamples:\n```mlir\n  // Empty table.\n  #gpu.kernel_table<>\n\n  // Table with a single kernel.\n  #gpu.kernel_table<[#gpu.kernel_metadata<kernel0, () -> () >]>\n\n  // Table with multiple kernels.\n  #gpu.kernel_table<[\n    #gpu.kernel_metadata<\"kernel0\", (i32, f32) -> (), metadata = {sgpr_count = 255}>,\n    #gpu.kernel_metadata<\"kernel1\", (i32) -> ()>\n  ]>\n```",
      cpp_assembly_format = "GpuKernelTableAttr",
      cpp_verifier = "GpuKernelTableAttr"} {
    %0 = irdl.any {summary = "array of kernels"}
    irdl.parameters(kernel_table: %0)
  }
  irdl.attribute @object attributes {
      description = "A GPU object attribute glues together a GPU target, the object kind, a\nbinary string with the object, the object properties, and kernel metadata,\nencapsulating how the object was generated and its properties with the\nobject itself.\n\nThere are four object formats:\n1. `Offload`: represents generic objects not described by the other three\nformats, and its meaning is target-dependent. For example, on the NVPTX and\nAMDGPU targets, this format is associated with LLVM bitcode.\n2. `Assembly`: represents GPU assembly code. For example, in the NVPTX\ntarget, assembly is PTX code, which can be JITted at runtime.\n3. `Binary`: represents executable code for a GPU single architecture. For\nexample, PTX code that was compiled for a specific compute capability. Note\nthat this format is likely to throw an error if there is an architecture\nmismatch between the compiled and running architecture.\n4. `Fatbin`: represents a GPU fat binary with executable code for multiple\narchitectures. This format is the default; thus, it gets elided inassembly\ncode.\n\nObject properties are specified through the `properties` dictionary\nattribute and can be used to define additional information.\n\nKernel metadata is specified through the `kernels` parameter, and can be\nused to specify additional information on a kernel by kernel basis.\n\nThe target attribute must implement or promise the `TargetAttrInterface`\ninterface.\n\n```\n  #gpu.object<#rocdl.target, offload = \"...\"> // An offload object.\n  #gpu.object<#nvvm.target, properties = {O = 3 : i32}, assembly = \"...\"> // An assembly object with additional properties.\n  #gpu.object<#rocdl.target, bin = \"...\"> // A binary object.\n  #gpu.object<#nvvm.target, \"...\"> // A fatbin object.\n  #gpu.object<#nvvm.target, kernels = #gpu.kernel_table<...>, \"...\"> // An object with a kernel table.\n```",
      ods_assembly_format = "`<` $target `,` (`properties` `=` $properties^ `,`)? (`kernels` `=` $kernels^ `,`)? custom<Object>($format, $object) `>`",
      cpp_verifier = "GpuObjectAttr"} {
    %0 = irdl.any {summary = "Attribute"}
    %1 = irdl.any {summary = "CompilationTarget"}
    %2 = irdl.any {summary = "StringAttr"}
    %3 = irdl.any {summary = "DictionaryAttr"}
    %4 = irdl.base @gpu::@kernel_table {summary = "KernelTableAttr"}
    irdl.parameters(target: %0, format: %1, object: %2, properties: %3, kernels: %4)
  }
  irdl.attribute @prune_2to4_spmat_flag attributes {
      summary = "pruning strategy for 2:4 sparse matrix",
      assembly_format = "custom<Enum>($value, \"::mlir::gpu::Prune2To4SpMatFlag\", \"GPU_Prune2To4SpMatFlagAttr\", \"NONE PRUNE_ONLY PRUNE_AND_CHECK\")",
      ods_enum = "::mlir::gpu::Prune2To4SpMatFlag", ods_enum_cases = {"NONE" = 0, "PRUNE_ONLY" = 1, "PRUNE_AND_CHECK" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @select_object attributes {
      description = "This GPU offloading handler selects a single GPU object for embedding. The\nobject is selected based on the `target` parameter, this parameter can be\neither a number -i.e. selects the ith-target, or the target itself -i.e.\nsearches for the specified target in the object array.\n\nThe first object in a `gpu.binary` operation is selected if no target is\nspecified.",
      assembly_format = "(`<` custom<Param>($target, \"GPU_SelectObjectAttr\", \"Attribute\", \"\")^ `>`)?",
      cpp_verifier = "GpuSelectObjectAttr"} {
    %0 = irdl.any {summary = "Target to select for embedding."}
    irdl.parameters(target: %0)
  }
  irdl.attribute @shuffle_mode attributes {
      summary = "Indexing modes supported by gpu.shuffle.",
      assembly_format = "custom<Enum>($value, \"::mlir::gpu::ShuffleMode\", \"GPU_ShuffleModeAttr\", \"xor up down idx\")",
      ods_enum = "::mlir::gpu::ShuffleMode", ods_enum_cases = {"xor" = 0, "up" = 2, "down" = 1, "idx" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @spgemm_work_estimation_or_compute_kind attributes {
      summary = "choose whether spgemm_work_estimation_or_compute does work estimation or compute",
      assembly_format = "custom<Enum>($value, \"::mlir::gpu::SpGEMMWorkEstimationOrComputeKind\", \"GPU_SpGEMMWorkEstimationOrComputeKindAttr\", \"WORK_ESTIMATION COMPUTE\")",
      ods_enum = "::mlir::gpu::SpGEMMWorkEstimationOrComputeKind", ods_enum_cases = {"WORK_ESTIMATION" = 0, "COMPUTE" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mat_transpose_mode attributes {
      summary = "transpose mode of sparse matrix supported by sparse tensor ops",
      assembly_format = "custom<Enum>($value, \"::mlir::gpu::TransposeMode\", \"GPU_TransposeModeAttr\", \"NON_TRANSPOSE TRANSPOSE CONJUGATE_TRANSPOSE\")",
      ods_enum = "::mlir::gpu::TransposeMode", ods_enum_cases = {"NON_TRANSPOSE" = 0, "TRANSPOSE" = 1, "CONJUGATE_TRANSPOSE" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mma_element_wise attributes {
      summary = "elementwise operation to apply to mma matrix",
      assembly_format = "custom<Enum>($value, \"::mlir::gpu::MMAElementwiseOp\", \"MMAElementWiseAttr\", \"addf mulf subf maxf minf divf addi muli subi divs divu negatef negates extf\")",
      ods_enum = "::mlir::gpu::MMAElementwiseOp", ods_enum_cases = {"addf" = 0, "mulf" = 1, "subf" = 2, "maxf" = 3, "minf" = 4, "divf" = 5, "addi" = 6, "muli" = 7, "subi" = 8, "divs" = 9, "divu" = 10, "negatef" = 11, "negates" = 12, "extf" = 13}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @loop_dim_map attributes {
      assembly_format = "`<` struct(custom<Enum>($processor, \"::mlir::gpu::Processor\", \"ParallelLoopDimMappingAttr\", \"block_x block_y block_z thread_x thread_y thread_z sequential\"), custom<Param>($map, \"ParallelLoopDimMappingAttr\", \"AffineMap\"), custom<Param>($bound, \"ParallelLoopDimMappingAttr\", \"AffineMap\")) `>`"} {
    %0 = irdl.any {summary = "an enum of type Processor"}
    %1 = irdl.any {summary = "AffineMap"}
    %2 = irdl.any {summary = "AffineMap"}
    irdl.parameters(processor: %0, map: %1, bound: %2)
  }
  irdl.operation @all_reduce attributes {
      summary = "Reduce values among workgroup.",
      description = "The `all_reduce` op reduces the value of every work item across a local\nworkgroup. The result is equal for all work items of a workgroup.\n\nFor example, both\n\n```mlir\n%1 = gpu.all_reduce add %0 {} : (f32) -> (f32)\n%2 = gpu.all_reduce %0 {\n^bb(%lhs : f32, %rhs : f32):\n  %sum = arith.addf %lhs, %rhs : f32\n  \"gpu.yield\"(%sum) : (f32) -> ()\n} : (f32) -> (f32)\n```\n\ncompute the sum of each work item's %0 value. The first version specifies\nthe accumulation as operation, whereas the second version specifies the\naccumulation as code region. The reduction operation must be one of:\n*  Integer types: `add`, `mul`, `minui`, `minsi`, `maxui`, `maxsi`, `and`,\n   `or`, `xor`\n*  Floating point types: `add`, `mul`, `minnumf`, `maxnumf`, `minimumf`,\n   `maximumf`\n\nIf `uniform` flag is set either none or all work items of a workgroup\nneed to execute this op in convergence.",
      ods_assembly_format = " custom<AllReduceOperation>($op) $value\n                          (`uniform` $uniform^)? $body attr-dict\n                          `:` functional-type(operands, results) ",
      traits = ["SameOperandsAndResultType", "IsolatedFromAbove"],
      cpp_verifier = "GpuAllReduce",
      optional_attributes = ["op", "uniform"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>($_self)))" {summary = "Integer or Float"}
    %1 = irdl.base @gpu::@all_reduce_op {summary = "built-in reduction operations supported by gpu.allreduce."}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.c_pred "(($_self.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>($_self)))" {summary = "Integer or Float"}
    %4 = irdl.region {summary = "any region"}
    irdl.operands(value: %0)
    irdl.results(result: %3)
    irdl.attributes {"op" = %1, "uniform" = %2}
    irdl.regions(body: %4)
  }
  irdl.operation @alloc attributes {
      summary = "GPU memory allocation operation.",
      description = "The `gpu.alloc` operation allocates a region of memory on the GPU. It is\nsimilar to the `memref.alloc` op, but supports asynchronous GPU execution.\n\nThe op does not execute before all async dependencies have finished\nexecuting.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it also returns a !gpu.async.token.\n\nIf the `host_shared` keyword is present, the memory will be allocated in a\nmemory accessible both on host and on device.\n\nExample:\n\n```mlir\n%memref, %token = gpu.alloc async [%dep] host_shared (%width) : memref<64x?xf32, 1>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) (` ` `host_shared` $hostShared^)? ` `\n    `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["AsyncOpInterface"],
      cpp_verifier = "GpuAlloc",
      optional_attributes = ["hostShared"],
      independent_variadics = ["asyncDependencies", "dynamicSizes", "symbolOperands", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, dynamicSizes: variadic %1, symbolOperands: variadic %2)
    irdl.results(memref: %4, asyncToken: optional %5)
    irdl.attributes {"hostShared" = %3}
  }
  irdl.operation @barrier attributes {
      summary = "Synchronizes all work items of a workgroup.",
      description = "The `barrier` op synchronizes all work items of a workgroup. It is used\nto coordinate communication between the work items of the workgroup.\n\n```mlir\ngpu.barrier\n```\n\nwaits until all work items in the workgroup have reached this point\nand all memory accesses made by these work items prior to the op are\nvisible to all work items in the workgroup. Data hazards between work items\naccessing the same memory can be avoided by synchronizing work items\nin-between these accesses.\n\nEither none or all work items of a workgroup need to execute this op\nin convergence.",
      assembly_format = "attr-dict"} {
  }
  irdl.operation @binary attributes {
      summary = "An Op for storing serialized GPU binary objects.",
      description = "GPU binaries provide a semantic mechanism for storing GPU objects,\ne.g. the result of compiling a GPU module to an object file.\n\nThis operation has 3 arguments:\n - The name of the binary.\n - An optional attribute implementing the offloading LLVM translation interface.\n - An array of GPU object attributes.\n\nDuring translation, the offloading attribute will be called for translating\nGPU `binary` and `launch_func` operations. The default offloading handler is:\n`#gpu.select_object`, this handler selects the first object from the array\nand embeds it as a string.\n\nExamples:\n```\n  // Selects the first object.\n  gpu.binary @myobject [#gpu.object<...>, #gpu.object<...>]\n  // Uses the `#foo.my_handler` for handling the binary during translation.\n  gpu.binary @myobject <#foo.my_handler> [#gpu.object<...>, #gpu.object<...>]\n  // Selects the object with the `#rocdl.target` target attribute.\n  gpu.binary @myobject <#gpu.select_object<#rocdl.target>> [#gpu.object<...>, #gpu.object<#rocdl.target, ...>]\n```",
      ods_assembly_format = "\n    custom<SymbolName>($sym_name) custom<OffloadingHandler>($offloadingHandler) attr-dict $objects\n  ",
      traits = ["Symbol"],
      optional_attributes = ["offloadingHandler"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((true)) && (($_self.hasTrait<::mlir::gpu::OffloadingTranslationAttrTrait>()))" {summary = "any attribute with the `OffloadingTranslationAttrTrait` trait."}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::gpu::ObjectAttr>(attr))); }))) && ((::llvm::cast<::mlir::ArrayAttr>($_self).size() >= 1))" {summary = "an array of GPU object attributes with at least 1 elements"}
    irdl.attributes {"sym_name" = %0, "offloadingHandler" = %1, "objects" = %2}
  }
  irdl.operation @block_dim attributes {
      description = "Returns the number of threads in the thread block (aka the block size) along\nthe x, y, or z `dimension`.\n\nExample:\n\n```mlir\n%bDimX = gpu.block_dim x\n```\n\nIf `known_block_size` is set on an this operation's enclosing `gpu.func`,\nor `gpu.known_block_size` is set on an enclosing `FunctionOpInterface`\nimplementor, or if the enclosing `gpu.launch` specifies a constant size for\n`dimension`'s blocks, these contextual facts may be used to infer that this\noperation has a constant value, though such a transformation will not be\nperformed by canonicalization or the default constant folder. Executions which\ncause that constant-value assumption to be false incur undefined behavior.\n\nIf `upper_bound` is set, executions where the bblock size along `dimension`\nexceeds `upper_bound` cause undefined behavior.\n\nThere is an implicit upper bound of `kMaxDim` (currently uint32_t::max).",
      assembly_format = "$dimension (`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface", "OpAsmOpInterface"],
      cpp_result_names = "GpuBlockDim",
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.base @gpu::@dim {summary = "a dimension, either 'x', 'y', or 'z'"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(odsResult0: %2)
    irdl.attributes {"dimension" = %0, "upper_bound" = %1}
  }
  irdl.operation @block_id attributes {
      description = "Returns the block id, i.e. the index of the current block within the grid\nalong the x, y, or z `dimension`.\n\nExample:\n\n```mlir\n%bIdY = gpu.block_id y\n```\n\nIf `upper_bound` is set, or if one can be inferred from `known_grid_size`-type\nannotations in context, executions where the block index in `dimension` would\nbe greater than or equal to that bound cause undefined behavior. `upper_bound`\ntakes priority over bounds inferrable from context.\n\nThere is an implicit upper bound of `kMaxDim` (currently uint32_t::max).",
      assembly_format = "$dimension (`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface", "OpAsmOpInterface"],
      cpp_result_names = "GpuBlockId",
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.base @gpu::@dim {summary = "a dimension, either 'x', 'y', or 'z'"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(odsResult0: %2)
    irdl.attributes {"dimension" = %0, "upper_bound" = %1}
  }
  irdl.operation @cluster_block_id attributes {
      description = "Returns the block id within the cluster along the x, y, or z `dimension`.\n\nExample:\n\n```mlir\n%cBlockIdY = gpu.cluster_block_id y\n```\n\nIf `upper_bound` is set, then executing (a lowering of) this operation in an\nenvironment where the number of thread blocks per cluster along `dimension`\nis greater than `upper_bound` causes undefined behavior.\n\nThere is an implicit upper bound of `kMaxClusterDim` (currently 8).",
      assembly_format = "$dimension (`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface", "OpAsmOpInterface"],
      cpp_result_names = "GpuClusterBlockId",
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.base @gpu::@dim {summary = "a dimension, either 'x', 'y', or 'z'"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(odsResult0: %2)
    irdl.attributes {"dimension" = %0, "upper_bound" = %1}
  }
  irdl.operation @cluster_dim attributes {
      description = "Returns the number of cluster identifiers per grid along\nthe x, y, or z `dimension`.\n\nExample:\n\n```mlir\n%cDimX = gpu.cluster_dim x\n```\n\nIf `upper_bound` is set, then executing (a lowering of) this operation in an\nenvironment where the clusters per grid is greater than `upper_bound` causes\nundefined behavior.\n\nThere is an implicit upper bound of `kMaxDim` (currently uint32_t::max).",
      assembly_format = "$dimension (`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface", "OpAsmOpInterface"],
      cpp_result_names = "GpuClusterDim",
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.base @gpu::@dim {summary = "a dimension, either 'x', 'y', or 'z'"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(odsResult0: %2)
    irdl.attributes {"dimension" = %0, "upper_bound" = %1}
  }
  irdl.operation @cluster_dim_blocks attributes {
      description = "Returns the number of thread blocks in the cluster along\nthe x, y, or z `dimension`.\n\nExample:\n\n```mlir\n%cDimBlocksX = gpu.cluster_dim_blocks x\n```\n\nIf `upper_bound` is set, then executing (a lowering of) this operation in an\nenvironment where the thread blocks per cluster  is greater than `upper_bound`\ncauses undefined behavior.\n\nThere is an implicit upper bound of `kMaxClusterDim` (currently 8).",
      assembly_format = "$dimension (`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface", "OpAsmOpInterface"],
      cpp_result_names = "GpuClusterDimBlocks",
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.base @gpu::@dim {summary = "a dimension, either 'x', 'y', or 'z'"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(odsResult0: %2)
    irdl.attributes {"dimension" = %0, "upper_bound" = %1}
  }
  irdl.operation @cluster_id attributes {
      description = "Returns the cluster id, i.e. the index of the current cluster within the\ngrid along the x, y, or z `dimension`.\n\nExample:\n\n```mlir\n%cIdY = gpu.cluster_id y\n```\n\nIf `upper_bound` is set, then executing (a lowering of) this operation in an\nenvironment where the number of clusters in the grid along `dimension` is\ngreater than `upper_bound` causes undefined behavior.\n\nThere is an implicit upper bound of `kMaxDim` (currently uint32_t::max).",
      assembly_format = "$dimension (`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface", "OpAsmOpInterface"],
      cpp_result_names = "GpuClusterId",
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.base @gpu::@dim {summary = "a dimension, either 'x', 'y', or 'z'"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(odsResult0: %2)
    irdl.attributes {"dimension" = %0, "upper_bound" = %1}
  }
  irdl.operation @create_2to4_spmat attributes {
      summary = "Create sparse matrix with 2:4 sparsity operation",
      description = "The `gpu.create_2to4_spmat` operation initializes a sparse matrix in dense\nformat with 2:4 sparsity.\nThe buffers must already be copied from the host to the device prior to\nusing this operation. The operation returns a handle to the sparse\nmatrix descriptor.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%spmat, %token = gpu.create_2to4_spmat async [%dep] {PRUNE_AND_CHECK} %rows, %cols, %mem: memref<?xf64>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n     `{` $pruneFlag `}` $rows `,` $cols `,` $memref attr-dict `:` type($memref)\n  ",
      ods_traits = ["AsyncOpInterface"],
      default_values = {pruneFlag = "#gpu<prune_2to4_spmat_flag PRUNE_AND_CHECK>"},
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.base @gpu::@prune_2to4_spmat_flag {summary = "pruning strategy for 2:4 sparse matrix"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %5 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, rows: %1, cols: %2, memref: %4)
    irdl.results(spMat: %5, asyncToken: optional %6)
    irdl.attributes {"pruneFlag" = %3}
  }
  irdl.operation @create_bsr attributes {
      summary = "Create sparse matrix in BSR format operation",
      description = "The `gpu.create_bsr` operation initializes a sparse matrix in BSR format\nwith the given sizes for the matrix and blocks from the given position,\nindex, and values buffers. The buffers must already be copied from the\nhost to the device prior to using this operation. The operation returns\na handle to the sparse matrix descriptor.\n\nThe BSR format is similar to CSR, where the column indices represent\ntwo-dimensional blocks instead of a single matrix entry. Note that this\noperation (currently) only supports storage with **square** blocks,\ni.e., `rBlockSize == cBlockSize`.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%spmat, %token = gpu.create_bsr async [%dep]\n   %brows, %bcols, %bnnz, %rBlockSize, %cBlockSize,\n   %bRowPos, %bColIdxs, %values : memref<?xindex>, memref<?xindex>, memref<?xf64>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $brows `,` $bcols `,` $bnnz `,` $rBlockSize `,` $cBlockSize `,`\n    $bRowPos `,` $bColIdxs `,` $values attr-dict\n    `:` type($bRowPos) `,` type($bColIdxs) `,` type($values)\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.is index {summary = "index"}
    %5 = irdl.is index {summary = "index"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %9 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, brows: %1, bcols: %2, bnnz: %3, rBlockSize: %4, cBlockSize: %5, bRowPos: %6, bColIdxs: %7, values: %8)
    irdl.results(spmat: %9, asyncToken: optional %10)
  }
  irdl.operation @create_coo attributes {
      summary = "Create sparse matrix in COO format operation",
      description = "The `gpu.create_coo` operation initializes a sparse matrix in COO format\nwith the given sizes from the given index and values buffers. The buffers\nmust already be copied from the host to the device prior to using this\noperation. The operation returns a handle to the sparse matrix descriptor.\nNote that this operation builds the COO in SoA format.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%spmat, %token = gpu.create_coo async [%dep] %rows, %cols, %nnz, %rowIdx,\n    %colIdx, %values : memref<?xindex>, memref<?xindex>, memref<?xf64>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $rows `,` $cols `,` $nnz `,` $rowIdxs `,` $colIdxs `,` $values attr-dict\n    `:` type($rowIdxs) `,` type($colIdxs) `,` type($values)\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %7 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, rows: %1, cols: %2, nnz: %3, rowIdxs: %4, colIdxs: %5, values: %6)
    irdl.results(spmat: %7, asyncToken: optional %8)
  }
  irdl.operation @create_coo_aos attributes {
      summary = "Create sparse matrix in COO format operation (AoS)",
      description = "The `gpu.create_coo_aos` operation initializes a sparse matrix in COO format\nwith the given sizes from the given index and values buffers. The buffers\nmust already be copied from the host to the device prior to using this\noperation. The operation returns a handle to the sparse matrix descriptor.\nUnlike the default `gpu.create_coo` operation, this operation builds the\nCOO format from a single index buffer in AoS format (note that this\nfeature has been deprecated in cuSparse 11.2).\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%spmat, %token = gpu.create_coo_aos async [%dep] %rows, %cols, %nnz, %idxs,\n    %values : memref<?xindex>, memref<?xf64>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $rows `,` $cols `,` $nnz `,` $idxs `,` $values attr-dict\n    `:` type($idxs) `,` type($values)\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %6 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, rows: %1, cols: %2, nnz: %3, idxs: %4, values: %5)
    irdl.results(spmat: %6, asyncToken: optional %7)
  }
  irdl.operation @create_csc attributes {
      summary = "Create sparse matrix in CSC format operation",
      description = "The `gpu.create_csc` operation initializes a sparse matrix in CSC format\nwith the given sizes from the given position, index, and values buffers.\nThe buffers must already be copied from the host to the device prior to\nusing this operation. The operation returns a handle to the sparse\nmatrix descriptor.\n\nThe CSC format has exactly the same memory layout as its transpose\nin CSR format (and vice versa).\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%spmat, %token = gpu.create_csc async [%dep] %rows, %cols, %nnz, %colPos,\n    %rowIdx, %values : memref<?xindex>, memref<?xindex>, memref<?xf64>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $rows `,` $cols `,` $nnz `,` $colPos `,` $rowIdxs `,` $values attr-dict\n    `:` type($colPos) `,` type($rowIdxs) `,` type($values)\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %7 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, rows: %1, cols: %2, nnz: %3, colPos: %4, rowIdxs: %5, values: %6)
    irdl.results(spmat: %7, asyncToken: optional %8)
  }
  irdl.operation @create_csr attributes {
      summary = "Create sparse matrix in CSR format operation",
      description = "The `gpu.create_csr` operation initializes a sparse matrix in CSR format\nwith the given sizes from the given position, index, and values buffers.\nThe buffers must already be copied from the host to the device prior to\nusing this operation. The operation returns a handle to the sparse\nmatrix descriptor.\n\nThe CSR format has exactly the same memory layout as its transpose\nin CSC format (and vice versa).\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%spmat, %token = gpu.create_csr async [%dep] %rows, %cols, %nnz, %rowPos,\n    %colIdx, %values : memref<?xindex>, memref<?xindex>, memref<?xf64>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $rows `,` $cols `,` $nnz `,` $rowPos `,` $colIdxs `,` $values attr-dict\n    `:` type($rowPos) `,` type($colIdxs) `,` type($values)\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %7 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, rows: %1, cols: %2, nnz: %3, rowPos: %4, colIdxs: %5, values: %6)
    irdl.results(spmat: %7, asyncToken: optional %8)
  }
  irdl.operation @create_dn_tensor attributes {
      summary = "Create dense tensor operation",
      description = "The `gpu.create_dn_tensor` operation initializes a dense tensor from\nthe given values buffer and sizes. The buffer must already be copied\nfrom the host to the device prior to using this operation. The\noperation returns a handle to the dense tensor descriptor.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%dmat, %token = gpu.create_dn_tensor async [%dep] %mem, %dims : index, index into memref<?xf64>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $memref `,` $dims attr-dict `:` type($dims) `into` type($memref)\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "dims", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, memref: %1, dims: variadic %2)
    irdl.results(dnTensor: %3, asyncToken: optional %4)
  }
  irdl.operation @dealloc attributes {
      summary = "GPU memory deallocation operation",
      description = "The `gpu.dealloc` operation frees the region of memory referenced by a\nmemref which was originally created by the `gpu.alloc` operation. It is\nsimilar to the `memref.dealloc` op, but supports asynchronous GPU execution.\n\nThe op does not execute before all async dependencies have finished\nexecuting.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token.\n\nExample:\n\n```mlir\n%token = gpu.dealloc async [%dep] %memref : memref<8x64xf32, 1>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $memref attr-dict `:` type($memref)\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, memref: %1)
    irdl.results(asyncToken: optional %2)
  }
  irdl.operation @destroy_dn_tensor attributes {
      summary = "Destroy dense tensor operation",
      description = "The `gpu.destroy_dn_tensor` operation releases all resources of a dense\ntensor represented by a handle that was previously created by a\n`gpu.create_dn_tensor` operation.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%token = gpu.destroy_dn_tensor async [%dep] %dnTensor\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $dnTensor attr-dict\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, dnTensor: %1)
    irdl.results(asyncToken: optional %2)
  }
  irdl.operation @destroy_sp_mat attributes {
      summary = "Destroy sparse matrix operation",
      description = "The `gpu.destroy_sp_mat` operation releases all resources of a sparse\nmatrix represented by a handle that was previously created by a\none of the sparse matrix creation operations.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%token = gpu.destroy_sp_mat async [%dep] %spmat\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) $spmat attr-dict\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, spmat: %1)
    irdl.results(asyncToken: optional %2)
  }
  irdl.operation @dynamic_shared_memory attributes {
      summary = "Get the memref for dynamic shared memory",
      description = "This operation provides a memref pointer to the start of dynamic shared\nmemory, often referred to as workgroup memory. It's important to note that\nthis dynamic shared memory needs to be allocated at kernel launch. One can\nconveniently utilize the `dynamic_shared_memory_size` parameter of\n`gpu.launch` for this purpose.\n\nExamples:\n```mlir\n%0 = gpu.dynamic.shared.memory : memref<?xi8, #gpu.address_space<workgroup>>\n%1 = memref.view %0[%c8192][] : memref<?xi8, #gpu.address_space<workgroup>>\n                        to memref<32x64xf32, #gpu.address_space<workgroup>>\n%2 = memref.view %0[%c16384][] : memref<?xi8, #gpu.address_space<workgroup>>\n                        to memref<32x64xf32, #gpu.address_space<workgroup>>\n```",
      assembly_format = "attr-dict `:` type($resultMemref)",
      traits = ["Pure"],
      cpp_verifier = "GpuDynamicSharedMemory"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && (((::llvm::cast<::mlir::ShapedType>($_self).getRank()\n                         == 1))))" {summary = "1D memref of 8-bit signless integer values"}
    irdl.results(resultMemref: %0)
  }
  irdl.operation @func attributes {
      summary = "Function executable on a GPU",
      description = "Defines a function that can be executed on a GPU. This supports memory\nattribution and its body has a particular execution model.\n\nGPU functions are either kernels (as indicated by the `kernel` attribute) or\nregular functions. The former can be launched from the host side, while the\nlatter are device side only.\n\nThe memory attribution defines SSA values that correspond to memory buffers\nallocated in the memory hierarchy of the GPU (see below).\n\nThe operation has one attached region that corresponds to the body of the\nfunction. The region arguments consist of the function arguments without\nmodification, followed by buffers defined in memory annotations. The body of\na GPU function, when launched, is executed by multiple work items. There are\nno guarantees on the order in which work items execute, or on the connection\nbetween them. In particular, work items are not necessarily executed in\nlock-step. Synchronization ops such as \"gpu.barrier\" should be used to\ncoordinate work items. Declarations of GPU functions, i.e. not having the\nbody region, are not supported.\n\nA function may optionally be annotated with the block and/or grid sizes\nthat will be used when it is launched using the `known_block_size` and\n`known_grid_size` attributes, respectively. If set, these attributes must\nbe arrays of three 32-bit integers giving the x, y, and z launch dimensions.\nLaunching a kernel that has these annotations, or that calls a function with\nthese annotations, using a block size or grid size other than what is specified\nis undefined behavior. These attributes may be set on non-`gpu.func` functions\nby using `gpu.known_block_size` or `gpu.known_grid_size`, but this carries\nthe risk that they will de discarded.\n\nSyntax:\n\n```\nop ::= `gpu.func` symbol-ref-id `(` argument-list `)` (`->`\nfunction-result-list)?\n       memory-attribution `kernel`? function-attributes? region\n\nmemory-attribution ::= (`workgroup` `(` ssa-id-and-type-list `)`)?\n                       (`private` `(` ssa-id-and-type-list `)`)?\n```\n\nExample:\n\n```mlir\ngpu.func @foo(%arg0: index)\n    workgroup(%workgroup: memref<32xf32, 3>)\n    private(%private: memref<1xf32, 5>)\n    kernel\n    attributes {qux: \"quux\"} {\n  gpu.return\n}\n```\n\nThe generic form illustrates the concept\n\n```mlir\n\"gpu.func\"(%arg: index) {sym_name: \"foo\", kernel, qux: \"quux\"} ({\n^bb0(%arg0: index, %workgroup: memref<32xf32, 3>,\n     %private: memref<1xf32, 5>):\n  \"gpu.return\"() : () -> ()\n}) : (index) -> ()\n```\n\nNote the non-default memory spaces used in memref types in memory\nattribution.",
      cpp_assembly_format = "GpuGPUFunc",
      traits = ["HasParent<gpu.module>", "AutomaticAllocationScope", "IsolatedFromAbove", "AffineScope"],
      ods_traits = ["FunctionOpInterface"],
      optional_attributes = ["arg_attrs", "res_attrs", "workgroup_attrib_attrs", "private_attrib_attrs", "known_block_size", "known_grid_size", "known_cluster_size"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of function type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))) && (((!$_self)) || ((::llvm::cast<::mlir::DenseArrayAttr>($_self).size() == 3)))" {summary = "i32 dense array attribute with 3 elements (if present)"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))) && (((!$_self)) || ((::llvm::cast<::mlir::DenseArrayAttr>($_self).size() == 3)))" {summary = "i32 dense array attribute with 3 elements (if present)"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))) && (((!$_self)) || ((::llvm::cast<::mlir::DenseArrayAttr>($_self).size() == 3)))" {summary = "i32 dense array attribute with 3 elements (if present)"}
    %8 = irdl.region {summary = "any region"}
    irdl.attributes {"function_type" = %0, "arg_attrs" = %1, "res_attrs" = %2, "workgroup_attrib_attrs" = %3, "private_attrib_attrs" = %4, "known_block_size" = %5, "known_grid_size" = %6, "known_cluster_size" = %7}
    irdl.regions(body: %8)
  }
  irdl.operation @global_id attributes {
      description = "Returns the unique global workitem/thread id, i.e., the unique index of the\ncurrent workitem/thread within all workgroups / grid along the x, y, or z\n`dimension`.\n\nExample:\n\n```mlir\n%gidX = gpu.global_id x\n%gidX = gpu.global_id x upper_bound 65536\n```\n\nThe `upper_bound` attribute defines an upper bound analogously to the ones on\n`thread_id` and `block_id`. If one is not set, the bound may be inferred from\na combination of `known_block_size` and `known_grid_size`-type annotations.",
      assembly_format = "$dimension (`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface", "OpAsmOpInterface"],
      cpp_result_names = "GpuGlobalId",
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.base @gpu::@dim {summary = "a dimension, either 'x', 'y', or 'z'"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(odsResult0: %2)
    irdl.attributes {"dimension" = %0, "upper_bound" = %1}
  }
  irdl.operation @grid_dim attributes {
      description = "Returns the number of thread blocks in the grid along the x, y, or z\n`dimension`.\n\nExample:\n\n```mlir\n%gDimZ = gpu.grid_dim z\n```\n\n\nIf `known_grid_size` is set on an this operation's enclosing `gpu.func`,\nor `gpu.known_grid_size` is set on an enclosing `FunctionOpInterface`\nimplementor, or if the enclosing `gpu.launch` specifies a constant size for\n`dimension`'s grid length, these contextual facts may be used to infer that this\noperation has a constant value, though such a transformation will not be\nperformed by canonicalization or the default constant folder. Executions which\ncause that constant-value assumption to be false incur undefined behavior.\n\nIf `upper_bound` is set, executions where the grid size in `dimension` would\nexceed `upper_bound` cause undefined behavior.\n\nThere is an implicit upper bound of `kMaxDim` (currently uint32_t::max).",
      assembly_format = "$dimension (`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface", "OpAsmOpInterface"],
      cpp_result_names = "GpuGridDim",
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.base @gpu::@dim {summary = "a dimension, either 'x', 'y', or 'z'"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(odsResult0: %2)
    irdl.attributes {"dimension" = %0, "upper_bound" = %1}
  }
  irdl.operation @host_register attributes {
      summary = "Registers a memref for access from device.",
      description = "This op maps the provided host buffer into the device address space.\n\nThis operation may not be supported in every environment, there is not yet a\nway to check at runtime whether this feature is supported.\n\nWrites from the host are guaranteed to be visible to device kernels that are\nlaunched afterwards. Writes from the device are guaranteed to be visible on\nthe host after synchronizing with the device kernel completion.",
      assembly_format = "$value attr-dict `:` type($value)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::UnrankedMemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "unranked.memref of any type values"}
    irdl.operands(value: %0)
  }
  irdl.operation @host_unregister attributes {
      summary = "Unregisters a memref for access from device.",
      description = "This op unmaps the provided host buffer from the device address space.\n\nThis operation may not be supported in every environment, there is not yet a\n    way to check at runtime whether this feature is supported.",
      assembly_format = "$value attr-dict `:` type($value)"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::UnrankedMemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "unranked.memref of any type values"}
    irdl.operands(value: %0)
  }
  irdl.operation @lane_id attributes {
      description = "Returns the lane id within the subgroup (warp/wave).\n\nExample:\n```mlir\n%laneId = gpu.lane_id\n```\n\nIf `upper_bound` is set, executions with more than `upper_bound` lanes per\nsubgroup cause undefined behavior. In the abscence of `upper_bound`,\nthe lane id is still assumed to be non-negative and less than the\ntarget-independent `kMaxSubgroupSize` (currently 128).",
      assembly_format = "(`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %1 = irdl.is index {summary = "index"}
    irdl.results(result: %1)
    irdl.attributes {"upper_bound" = %0}
  }
  irdl.operation @launch attributes {
      summary = "GPU kernel launch operation",
      description = "Launch a kernel on the specified grid of thread blocks. The body of the\nkernel is defined by the single region that this operation contains. The\noperation takes an optional list of async dependencies followed by six\noperands and an optional operand.\n\nThe `async` keyword indicates the kernel should be launched asynchronously;\nthe operation returns a new !gpu.async.token when the keyword is specified.\nThe kernel launched does not start executing until the ops producing its\nasync dependencies (optional operands) have completed.\n\nThe first three operands (following any async dependencies) are grid sizes\nalong the x,y,z dimensions and the following three are block sizes along the\nx,y,z dimensions. When a lower-dimensional kernel is required, unused sizes\nmust be explicitly set to `1`.  The last operand is optional and corresponds\nto the amount of dynamic shared memory a kernel's workgroup should be\nallocated; when this operand is not present, a zero size is assumed.\n\nThe body region has at least _twelve_ arguments, or _eighteen_ if cluster\ndimensions are present, grouped as follows:\n\n-   three optional arguments that contain cluster identifiers along x,y,z\n    dimensions;\n-   three arguments that contain block identifiers along x,y,z dimensions;\n-   three arguments that contain thread identifiers along x,y,z dimensions;\n-   operands of the `gpu.launch` operation as is (i.e. the operands for\n    grid and block sizes).\n-   a variadic number of Workgroup memory attributions.\n-   a variadic number of Private memory attributions.\n\nThe `function` and `module` attributes are optional and specifies\nthe kernel name and a module in which the kernel should be outlined.\n\nSyntax:\n\n```\noperation ::= `gpu.launch` (`async` (`[` ssa-id-list `]`)? )?\n                         ( `clusters` `(` ssa-id-list `)` `in` ssa-reassignment )?\n                         `blocks` `(` ssa-id-list `)` `in` ssa-reassignment\n                         `threads` `(` ssa-id-list `)` `in` ssa-reassignment\n                         (dynamic_shared_memory_size ssa-use)?\n                         (`module(` symbol-ref-id `)`)?\n                         (`function(` symbol-ref-id `)`)?\n                         memory-attribution\n                         region attr-dict?\nssa-reassignment ::= `(` ssa-id `=` ssa-use (`,` ssa-id `=` ssa-use)* `)`\nmemory-attribution ::= (`workgroup` `(` ssa-id-and-type-list `)`)?\n                       (`private` `(` ssa-id-and-type-list `)`)?\n```\n\nExample:\n\n```mlir\ngpu.launch blocks(%bx, %by, %bz) in (%sz_bx = %0, %sz_by = %1, %sz_bz = %2)\n           threads(%tx, %ty, %tz) in (%sz_tx = %3, %sz_ty = %4, %sz_tz = %5) {\n  // Block and thread identifiers, as well as block/grid sizes are\n  // immediately usable inside body region.\n  \"some_op\"(%bx, %tx) : (index, index) -> ()\n  // Assuming %val1 is defined outside the gpu.launch region.\n  %42 = load %val1[%bx] : memref<?xf32, 1>\n}\n\n// Generic syntax explains how the pretty syntax maps to the IR structure.\n\"gpu.launch\"(%cst, %cst, %c1,  // Grid sizes.\n             %cst, %c1, %c1)   // Block sizes.\n\n    {/*attributes*/}\n    // All sizes and identifiers have \"index\" size.\n    : (index, index, index, index, index, index) -> () {\n// The operation passes block and thread identifiers, followed by grid and\n// block sizes.\n^bb0(%bx : index, %by : index, %bz : index,\n     %tx : index, %ty : index, %tz : index,\n     %num_bx : index, %num_by : index, %num_bz : index,\n     %num_tx : index, %num_ty : index, %num_tz : index)\n  \"some_op\"(%bx, %tx) : (index, index) -> ()\n  %3 = \"memref.load\"(%val1, %bx) : (memref<?xf32, 1>, index) -> f32\n}\n\n// Launch with memory attributions.\ngpu.launch blocks(%bx, %by, %bz) in (%sz_bx = %0, %sz_by = %1, %sz_bz = %2)\n           threads(%tx, %ty, %tz) in (%sz_tx = %3, %sz_ty = %4, %sz_tz = %5)\n           workgroup(%workgroup: memref<32xf32, 3>)\n           private(%private: memref<1xf32, 5>) {\n  // Block and thread identifiers, as well as block/grid sizes are\n  // immediately usable inside body region.\n  \"some_op\"(%bx, %tx) : (index, index) -> ()\n  // Assuming %val1 is defined outside the gpu.launch region.\n  %42 = load %workgroup[%bx] : memref<32xf32, 3>\n}\n\n// Launch with clusters.\ngpu.launch clusters(%cx, %cy, %cz) in (%sz_cx = %0, %sz_cy = %1, %sz_cz = %2)\n           blocks(%bx, %by, %bz) in (%sz_bx = %3, %sz_by = %4, %sz_bz = %5)\n           threads(%tx, %ty, %tz) in (%sz_tx = %6, %sz_ty = %7, %sz_tz = %8)\n{\n  // Cluster, block and thread identifiers, as well as cluster/block/grid\n  // sizes are immediately usable inside body region.\n  \"some_op\"(%cx, %bx, %tx) : (index, index, index) -> ()\n}\n\n// Launch with module and function attributes.\ngpu.launch blocks(%bx, %by, %bz) in (%sz_bx = %0, %sz_by = %1, %sz_bz = %2)\n           threads(%tx, %ty, %tz) in (%sz_tx = %3, %sz_ty = %4, %sz_tz = %5)\n           module(@kernel_module) function(@kernel_func) {\n  \"some_op\"(%bx, %tx) : (index, index) -> ()\n  %42 = load %val1[%bx] : memref<?xf32, 1>\n}\n```\n\nRationale: using operation/block arguments gives analyses a clear way of\nunderstanding that a value has additional semantics (e.g., we will need to\nknow what value corresponds to threadIdx.x for coalescing). We can recover\nthese properties by analyzing the operations producing values, but it is\neasier just to have that information by construction.",
      cpp_assembly_format = "GpuLaunch",
      traits = ["AffineScope", "AutomaticAllocationScope", "AttrSizedOperandSegments", "RecursiveMemoryEffects"],
      ods_traits = ["InferIntRangeInterface", "AsyncOpInterface"],
      cpp_verifier = "GpuLaunch",
      optional_attributes = ["module", "function"],
      independent_variadics = ["asyncDependencies", "clusterSizeX", "clusterSizeY", "clusterSizeZ", "dynamicSharedMemorySize", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.is index {summary = "index"}
    %5 = irdl.is index {summary = "index"}
    %6 = irdl.is index {summary = "index"}
    %7 = irdl.is index {summary = "index"}
    %8 = irdl.is index {summary = "index"}
    %9 = irdl.is index {summary = "index"}
    %10 = irdl.is i32 {summary = "32-bit signless integer"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %12 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %13 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %14 = irdl.region {summary = "any region"}
    irdl.operands(asyncDependencies: variadic %0, gridSizeX: %1, gridSizeY: %2, gridSizeZ: %3, blockSizeX: %4, blockSizeY: %5, blockSizeZ: %6, clusterSizeX: optional %7, clusterSizeY: optional %8, clusterSizeZ: optional %9, dynamicSharedMemorySize: optional %10)
    irdl.results(asyncToken: optional %13)
    irdl.attributes {"module" = %11, "function" = %12}
    irdl.regions(body: %14)
  }
  irdl.operation @launch_func attributes {
      summary = "Launches a function as a GPU kernel",
      description = "Launch a kernel function on the specified grid of thread blocks.\n`gpu.launch` operations are lowered to `gpu.launch_func` operations by\noutlining the kernel body into a function in a dedicated module, which\nreflects the separate compilation process. The kernel function is required\nto have the `gpu.kernel` attribute. The module containing the kernel\nfunction is required to be a gpu.module. And finally, the module containing\nthe kernel module (which thus cannot be the top-level module) is required\nto have the `gpu.container_module` attribute. The `gpu.launch_func`\noperation has a symbol attribute named `kernel` to identify the fully\nspecified kernel function to launch (both the gpu.module and func).\n\nThe `gpu.launch_func` supports async dependencies: the kernel does not start\nexecuting until the ops producing those async dependencies have completed.\n\nBy the default, the host implicitly blocks until kernel execution has\ncompleted. If the `async` keyword is present, the host does not block but\ninstead a `!gpu.async.token` is returned. Other async GPU ops can take this\ntoken as dependency.\n\nThe operation requires at least the grid and block sizes along the x,y,z\ndimensions as arguments. When a lower-dimensional kernel is required,\nunused sizes must be explicitly set to `1`.\n\nThe remaining operands are optional. The first optional operand corresponds\nto the amount of dynamic shared memory a kernel's workgroup should be\nallocated; when this operand is not present, a zero size is assumed.\n\nThe remaining operands if present are passed as arguments to the kernel\nfunction.\n\nThe `gpu.launch_func` also supports kernel launching with clusters if\nsupported by the target architecture. The cluster size can be set by\n`clusterSizeX`, `clusterSizeY`, and `clusterSizeZ` arguments. When these\narguments are present, the Op launches a kernel that clusters the given\nthread blocks. This feature is exclusive to certain architectures.\n\nExample:\n\n```mlir\nmodule attributes {gpu.container_module} {\n\n  // This module creates a separate compilation unit for the GPU compiler.\n  gpu.module @kernels {\n    func.func @kernel_1(%arg0 : f32, %arg1 : memref<?xf32, 1>)\n        attributes { nvvm.kernel = true } {\n\n      // Operations that produce block/thread IDs and dimensions are\n      // injected when outlining the `gpu.launch` body to a function called\n      // by `gpu.launch_func`.\n      %tIdX = gpu.thread_id x\n      %tIdY = gpu.thread_id y\n      %tIdZ = gpu.thread_id z\n\n      %bDimX = gpu.block_dim x\n      %bDimY = gpu.block_dim y\n      %bDimZ = gpu.block_dim z\n\n      %bIdX = gpu.block_id x\n      %bIdY = gpu.block_id y\n      %bIdZ = gpu.block_id z\n\n      %gDimX = gpu.grid_dim x\n      %gDimY = gpu.grid_dim y\n      %gDimZ = gpu.grid_dim z\n\n      // (Optional)  Cluster size only for support architectures\n      %cIdX = gpu.cluster_id x\n      %cIdY = gpu.cluster_id y\n      %cIdZ = gpu.cluster_id z\n\n      %cDimX = gpu.cluster_dim x\n      %cDimY = gpu.cluster_dim y\n      %cDimZ = gpu.cluster_dim z\n\n      \"some_op\"(%bx, %tx) : (index, index) -> ()\n      %42 = load %arg1[%bx] : memref<?xf32, 1>\n    }\n  }\n\n  %t0 = gpu.wait async\n  gpu.launch_func\n      async                           // (Optional) Don't block host, return token.\n      [%t0]                           // (Optional) Execute only after %t0 has completed.\n      @kernels::@kernel_1             // Kernel function.\n      clusters in (%cst, %cst, %cst)  // (Optional) Cluster size only for support architectures.\n      blocks in (%cst, %cst, %cst)    // Grid size.\n      threads in (%cst, %cst, %cst)   // Block size.\n      dynamic_shared_memory_size %s   // (Optional) Amount of dynamic shared\n                                      // memory to allocate for a workgroup.\n      args(%arg0 : f32,               // (Optional) Kernel arguments.\n           %arg1 : memref<?xf32, 1>)\n}\n```",
      ods_assembly_format = "\n      custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n      (`<` $asyncObject^ `:` type($asyncObject) `>`)?\n      $kernel\n      ( `clusters` `in` ` ` `(` $clusterSizeX^ `,` $clusterSizeY `,` $clusterSizeZ `)` )?\n      `blocks` `in` ` ` `(` $gridSizeX `,` $gridSizeY `,` $gridSizeZ `)`\n      `threads` `in` ` ` `(` $blockSizeX `,` $blockSizeY `,` $blockSizeZ `)`\n      custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ))\n      (`dynamic_shared_memory_size` $dynamicSharedMemorySize^)?\n      custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "AllTypesMatch<gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ>"],
      ods_traits = ["AsyncOpInterface"],
      cpp_verifier = "GpuLaunchFunc",
      independent_variadics = ["asyncDependencies", "clusterSizeX", "clusterSizeY", "clusterSizeZ", "dynamicSharedMemorySize", "kernelOperands", "asyncObject", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %2 = irdl.is index
    %3 = irdl.is i32
    %4 = irdl.is i64
    %5 = irdl.any_of(%2, %3, %4) {summary = "index or 32-bit signless integer or 64-bit signless integer"}
    %6 = irdl.is index
    %7 = irdl.is i32
    %8 = irdl.is i64
    %9 = irdl.any_of(%6, %7, %8) {summary = "index or 32-bit signless integer or 64-bit signless integer"}
    %10 = irdl.is index
    %11 = irdl.is i32
    %12 = irdl.is i64
    %13 = irdl.any_of(%10, %11, %12) {summary = "index or 32-bit signless integer or 64-bit signless integer"}
    %14 = irdl.is index
    %15 = irdl.is i32
    %16 = irdl.is i64
    %17 = irdl.any_of(%14, %15, %16) {summary = "index or 32-bit signless integer or 64-bit signless integer"}
    %18 = irdl.is index
    %19 = irdl.is i32
    %20 = irdl.is i64
    %21 = irdl.any_of(%18, %19, %20) {summary = "index or 32-bit signless integer or 64-bit signless integer"}
    %22 = irdl.is index
    %23 = irdl.is i32
    %24 = irdl.is i64
    %25 = irdl.any_of(%22, %23, %24) {summary = "index or 32-bit signless integer or 64-bit signless integer"}
    %26 = irdl.is index
    %27 = irdl.is i32
    %28 = irdl.is i64
    %29 = irdl.any_of(%26, %27, %28) {summary = "index or 32-bit signless integer or 64-bit signless integer"}
    %30 = irdl.is index
    %31 = irdl.is i32
    %32 = irdl.is i64
    %33 = irdl.any_of(%30, %31, %32) {summary = "index or 32-bit signless integer or 64-bit signless integer"}
    %34 = irdl.is index
    %35 = irdl.is i32
    %36 = irdl.is i64
    %37 = irdl.any_of(%34, %35, %36) {summary = "index or 32-bit signless integer or 64-bit signless integer"}
    %38 = irdl.is i32 {summary = "32-bit signless integer"}
    %39 = irdl.any {summary = "any type"}
    %40 = irdl.any {summary = "any type"}
    %41 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, gridSizeX: %5, gridSizeY: %9, gridSizeZ: %13, blockSizeX: %17, blockSizeY: %21, blockSizeZ: %25, clusterSizeX: optional %29, clusterSizeY: optional %33, clusterSizeZ: optional %37, dynamicSharedMemorySize: optional %38, kernelOperands: variadic %39, asyncObject: optional %40)
    irdl.results(asyncToken: optional %41)
    irdl.attributes {"kernel" = %1}
  }
  irdl.operation @memcpy attributes {
      summary = "GPU memcpy operation",
      description = "The `gpu.memcpy` operation copies the content of one memref to another.\n\nThe op does not execute before all async dependencies have finished\nexecuting.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token.\n\nExample:\n\n```mlir\n%token = gpu.memcpy async [%dep] %dst, %src : memref<?xf32, 1>, memref<?xf32>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $dst`,` $src `:` type($dst)`,` type($src) attr-dict\n  ",
      ods_traits = ["AsyncOpInterface"],
      cpp_verifier = "GpuMemcpy",
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, dst: %1, src: %2)
    irdl.results(asyncToken: optional %3)
  }
  irdl.operation @memset attributes {
      summary = "GPU memset operation",
      description = "The `gpu.memset` operation sets the content of memref to a scalar value.\n\nThe op does not execute before all async dependencies have finished\nexecuting.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token.\n\nExample:\n\n```mlir\n%token = gpu.memset async [%dep] %dst, %value : memref<?xf32, 1>, f32\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $dst`,` $value `:` type($dst)`,` type($value) attr-dict\n  ",
      traits = ["AllElementTypesMatch<dst, value>"],
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, dst: %1, value: %2)
    irdl.results(asyncToken: optional %3)
  }
  irdl.operation @module attributes {
      summary = "A top level compilation unit containing code to be run on a GPU.",
      description = "GPU module contains code that is intended to be run on a GPU. A host device\ncan launch this code through a gpu.launc_func that creates a fully\nqualified symbol through the gpu.module's symbol and a gpu.func symbol\ncontained in the gpu.module.\n\nThe module's top-level scope is modeled by a single region with a single\nblock. GPU modules are required to have a name that is used for symbol\nresolution by the gpu.launch_func operation.\n\nUsing an op with a region to define a GPU module enables \"embedding\" GPU\nmodules with SIMT execution models in other dialects in a clean manner and\nallows filtering of code regions to execute passes on only code intended to\nor not intended to be run on the separate device.\n\nModules can contain zero or more target attributes. These attributes encode\nhow to transform modules into binary strings and are used by the\n`gpu-module-to-binary` pass to transform modules into GPU binaries.\n\nModules can contain an optional `OffloadingTranslationAttr` attribute. This\nattribute will be used during the `gpu-module-to-binary` pass to specify the\n`OffloadingTranslationAttr` used when creating the `gpu.binary` operation.\n\n```\ngpu.module @symbol_name {\n  gpu.func {}\n    ...\n}\n// Module with offloading handler and target attributes.\ngpu.module @symbol_name2 <#gpu.select_object<1>> [\n    #nvvm.target,\n    #rocdl.target<chip = \"gfx90a\">] {\n  gpu.func {}\n    ...\n}\n```",
      assembly_format = "custom<SymbolName>($sym_name) (`<` $offloadingHandler^ `>`)? ($targets^)? attr-dict-with-keyword $bodyRegion",
      traits = ["IsolatedFromAbove", "NoRegionArguments", "SymbolTable", "Symbol", "NoTerminator", "SingleBlock", "HasOnlyGraphRegion"],
      ods_traits = ["DataLayoutOpInterface", "HasDefaultDLTIDataLayout", "RegionKindInterface"],
      cpp_verifier = "GpuGPUModule",
      optional_attributes = ["targets", "offloadingHandler"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((true)) && ((attr.hasPromiseOrImplementsInterface<::mlir::gpu::TargetAttrInterface>()))); }))) && ((::llvm::cast<::mlir::ArrayAttr>($_self).size() >= 1))" {summary = "array of GPU target attributes with at least 1 elements"}
    %2 = irdl.c_pred "((true)) && (($_self.hasTrait<::mlir::gpu::OffloadingTranslationAttrTrait>()))" {summary = "any attribute with the `OffloadingTranslationAttrTrait` trait."}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.attributes {"sym_name" = %0, "targets" = %1, "offloadingHandler" = %2}
    irdl.regions(bodyRegion: %3)
  }
  irdl.operation @num_subgroups attributes {
      description = "Returns the number of subgroups within a workgroup.\n\nExample:\n\n```mlir\n%numSg = gpu.num_subgroups : index\n```\n\nIf `upper_bound` is set, executions with more than `upper_bound` subgroups\nper workgroup cause undefined behavior. There is a default upper bound of\n`kMaxDim` (currently uint32_t::max).",
      assembly_format = "(`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict `:` type($result)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %1 = irdl.is index {summary = "index"}
    irdl.results(result: %1)
    irdl.attributes {"upper_bound" = %0}
  }
  irdl.operation @printf attributes {
      summary = "Device-side printf, as in CUDA or OpenCL, for debugging",
      description = "`gpu.printf` takes a literal format string `format` and an arbitrary number of\nscalar arguments that should be printed.\n\nThe format string is a C-style printf string, subject to any restrictions\nimposed by one's target platform.",
      assembly_format = "$format attr-dict (`,` $args^ `:` type($args))?",
      ods_traits = ["MemoryEffectOpInterface"],
      independent_variadics = ["args"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerType>($_self))) || ((::llvm::isa<::mlir::IndexType>($_self))) || ((::llvm::isa<::mlir::FloatType>($_self)))" {summary = "integer or index or floating-point"}
    irdl.operands(args: variadic %1)
    irdl.attributes {"format" = %0}
  }
  irdl.operation @return attributes {
      summary = "Terminator for GPU functions.",
      description = "A terminator operation for regions that appear in the body of `gpu.func`\nfunctions. The operands to the `gpu.return` are the result values returned\nby an invocation of the `gpu.func`.",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["HasParent<gpu.func>", "Pure", "Terminator"],
      cpp_verifier = "GpuReturn",
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
  irdl.operation @rotate attributes {
      summary = "Rotate values within a subgroup.",
      description = "The \"rotate\" op moves values across lanes in a subgroup (a.k.a., local\ninvocations) within the same subgroup. The `width` attribute specifies the\nnumber of lanes that participate in the rotation, and must be uniform across\nall participating lanes. Further, the first `width` lanes of the subgroup\nmust be active.\n\n`width` must be a power of two, and `offset` must be in the range\n`[0, width)`.\n\nReturn the `rotateResult` of the invocation whose id within the group is\ncalculated as follows:\n\n```mlir\nInvocation ID = ((LaneId + offset) & (width - 1)) + (LaneId & ~(width - 1))\n```\n\nReturns the `rotateResult` and `true` if the current lane id is smaller than\n`width`, and poison value and `false` otherwise.\n\nexample:\n\n```mlir\n%1, %2 = gpu.rotate %0, 1, 16 : f32\n```\n\nFor lane `k`, returns the value from lane `(k + cst1) % width`.",
      assembly_format = "$value `,` custom<TypedAttribute>($offset, \"i32\") `,` custom<TypedAttribute>($width, \"i32\") attr-dict `:` type($value)",
      traits = ["Pure", "AllTypesMatch<value, rotateResult>"],
      cpp_verifier = "GpuRotate"} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>($_self)))) || ((((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1)))))" {summary = "Integer or Float or fixed-length vector of Integer or Float values of ranks 1"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0))" {summary = "32-bit signless integer attribute whose minimum value is 0"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()))" {summary = "32-bit signless integer attribute whose value is a power of two > 0"}
    %3 = irdl.c_pred "((($_self.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>($_self)))) || ((((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1)))))" {summary = "Integer or Float or fixed-length vector of Integer or Float values of ranks 1"}
    %4 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(value: %0)
    irdl.results(rotateResult: %3, valid: %4)
    irdl.attributes {"offset" = %1, "width" = %2}
  }
  irdl.operation @sddmm attributes {
      summary = "SDDMM operation",
      description = "The `gpu.sddmm` operation performs the SDDMM operation on the given sparse and\ndense matrices, and buffer.  The operation expects handles returned by previous\nsparse operations to construct an environment and the operands for SDDMM. The\nbuffer must have been allocated on the device.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%token = gpu.sddmm async [%dep] %dnmatA{TRANSPOSE}, %dnmatB{TRANSPOSE}, %spmatC, %buffer into f32\n```\n\nThe matrix arguments can also be associated with one of the following\noperators: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value\nis NON_TRANSPOSE.",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $buffer attr-dict `:` type($buffer) `into` $computeType\n  ",
      ods_traits = ["AsyncOpInterface"],
      default_values = {modeA = "#gpu<mat_transpose_mode NON_TRANSPOSE>", modeB = "#gpu<mat_transpose_mode NON_TRANSPOSE>"},
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %2 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %3 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %4 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %5 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, dnmatA: %3, dnmatB: %4, spmatC: %5, buffer: %7)
    irdl.results(asyncToken: optional %8)
    irdl.attributes {"modeA" = %1, "modeB" = %2, "computeType" = %6}
  }
  irdl.operation @sddmm_buffer_size attributes {
      summary = "Precompute buffersize for SDDMM operation",
      description = "The `gpu.sddmm_buffer_size` operation returns the buffer size required\nto perform the SDDMM operation on the given sparse and dense matrices.\nThe operation expects handles returned by previous sparse operations\nto construct an environment and the operands for SDDMM.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nExample:\n\n```mlir\n%buffersz, %token = gpu.sddmm_buffer_size async [%dep] %dnmatA{TRANSPOSE}, %dnmatB{TRANSPOSE}, %spmatC into f32\n```\n\nThe matrix arguments can also be associated with one of the following\noperators: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value\nis NON_TRANSPOSE.",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $dnmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $spmatC attr-dict `into` $computeType\n  ",
      ods_traits = ["AsyncOpInterface"],
      default_values = {modeA = "#gpu<mat_transpose_mode NON_TRANSPOSE>", modeB = "#gpu<mat_transpose_mode NON_TRANSPOSE>"},
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %2 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %3 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %4 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %5 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %7 = irdl.is index {summary = "index"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, dnmatA: %3, dnmatB: %4, spmatC: %5)
    irdl.results(bufferSz: %7, asyncToken: optional %8)
    irdl.attributes {"modeA" = %1, "modeB" = %2, "computeType" = %6}
  }
  irdl.operation @set_csr_pointers attributes {
      summary = "SpGEMM get size operation",
      description = "The `gpu.set_csr_pointers` assigns the given positions, coordinates,\nand values buffer that reside on the device directly to the given sparse\nmatrix descriptor in csr format.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a `!gpu.async.token` in addition to the environment.\n\nExample:\n\n```mlir\n%token = gpu.set_csr_pointers async [%dep] %positions, %coordinates, %values\n      : memref<?xf32>, memref<?xindex>, memref<?xindex>\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n      $spmat `,` $positions `,` $coordinates `,` $values attr-dict\n        `:` type($positions) `,` type($coordinates) `,` type($values)\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, spmat: %1, positions: %2, coordinates: %3, values: %4)
    irdl.results(asyncToken: optional %5)
  }
  irdl.operation @set_default_device attributes {
      summary = "Set default GPU for operations after this by index",
      description = "Operation that sets the current default GPU, using a zero-based index\ninto the set of GPUs on the system. The default GPU setting may be\nthread-local.",
      assembly_format = "attr-dict $devIndex",
      ods_traits = ["MemoryEffectOpInterface"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(devIndex: %0)
  }
  irdl.operation @shuffle attributes {
      summary = "Shuffles values within a subgroup.",
      description = "The \"shuffle\" op moves values across lanes in a subgroup (a.k.a., local\ninvocation) within the same subgroup. The `width` argument specifies the\nnumber of lanes that participate in the shuffle, and must be uniform\nacross all lanes. Further, the first `width` lanes of the subgroup must\nbe active.\n\nThe intepretation of the `offset` arguments depends on the selected\n`mode`.\n\nReturns the `shuffleResult` and `true` if the current lane id is smaller\nthan `width`, and an unspecified value and `false` otherwise.\n\n`xor` example:\n\n```mlir\n%1, %2 = gpu.shuffle xor %0, %offset, %width : f32\n```\n\nFor lane `k`, returns the value `%0` from lane `k ^ offset`. Every lane\ntrades value with exactly one other lane.\n\n`down` example:\n\n```mlir\n%cst1 = arith.constant 1 : i32\n%3, %4 = gpu.shuffle down %0, %cst1, %width : f32\n```\n\nFor lane `k`, returns the value from lane `(k + cst1)`. If `(k + cst1)` is\nbigger than or equal to `width`, the value is poison and `valid` is `false`.\n\n`up` example:\n\n```mlir\n%cst1 = arith.constant 1 : i32\n%5, %6 = gpu.shuffle up %0, %cst1, %width : f32\n```\n\nFor lane `k`, returns the value from lane `(k - cst1)`. If `(k - cst1)` is\nsmaller than `0`, the value is poison and `valid` is `false`.\n\n`idx` example:\n\n```mlir\n%cst0 = arith.constant 0 : i32\n%7, %8 = gpu.shuffle idx %0, %cst0, %width : f32\n```\n\nBroadcasts the value from lane 0 to all lanes.",
      assembly_format = "$mode $value `,` $offset `,` $width attr-dict `:` type($value)",
      traits = ["Pure", "AllTypesMatch<value, shuffleResult>"]} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>($_self)))) || ((((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1)))))" {summary = "Integer or Float or fixed-length vector of Integer or Float values of ranks 1"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.base @gpu::@shuffle_mode {summary = "Indexing modes supported by gpu.shuffle."}
    %4 = irdl.c_pred "((($_self.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>($_self)))) || ((((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1)))))" {summary = "Integer or Float or fixed-length vector of Integer or Float values of ranks 1"}
    %5 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(value: %0, offset: %1, width: %2)
    irdl.results(shuffleResult: %4, valid: %5)
    irdl.attributes {"mode" = %3}
  }
  irdl.operation @spgemm_copy attributes {
      summary = "SpGEMM copy operation",
      description = "The `gpu.spgemm_copy` operation copies the sparse matrix result of\na SpGEMM computation.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a `!gpu.async.token` in addition to the environment.\n\nExample:\n\n```mlir\ngpu.spgemm_copy %spmatA, %spmatB, %spmatC, %spgemmDesc: f32\n```\n\nThe matrix arguments can also be associated with one of the following\noperators: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value\nis NON_TRANSPOSE.",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc attr-dict `:` $computeType\n  ",
      ods_traits = ["AsyncOpInterface"],
      default_values = {modeA = "#gpu<mat_transpose_mode NON_TRANSPOSE>", modeB = "#gpu<mat_transpose_mode NON_TRANSPOSE>"},
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpGEMMOpHandleType>($_self))" {summary = "SpGEMM operation handle type"}
    %2 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %3 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %4 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %5 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %6 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, desc: %1, spmatA: %4, spmatB: %5, spmatC: %6)
    irdl.results(asyncToken: optional %8)
    irdl.attributes {"modeA" = %2, "modeB" = %3, "computeType" = %7}
  }
  irdl.operation @spgemm_create_descr attributes {
      summary = "SpGEMM Create Descr operation",
      description = "The `gpu.spgemm_create_descr` creates a descriptor for the SpGEMM operation.\nThe descriptor describes the SpGEMM operation and stores the internal data\nthroughout the computation. It needs to be passed as an argument to\nspgemm_* operations.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a `!gpu.async.token` in addition to the environment.\n\nExample:\n\n```mlir\n%desc, %token = gpu.spgemm_create_descr async [%dep]\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    attr-dict\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpGEMMOpHandleType>($_self))" {summary = "SpGEMM operation handle type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0)
    irdl.results(desc: %1, asyncToken: optional %2)
  }
  irdl.operation @spgemm_destroy_descr attributes {
      summary = "SpGEMM Destroy Descr operation",
      description = "The `gpu.spgemm_destroy_descr` destroys the SpGEMM operation descriptor.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a `!gpu.async.token` in addition to the environment.\n\nExample:\n\n```mlir\n%token = gpu.spgemm_destroy_descr async [%dep] %desc\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $desc attr-dict\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpGEMMOpHandleType>($_self))" {summary = "SpGEMM operation handle type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, desc: %1)
    irdl.results(asyncToken: optional %2)
  }
  irdl.operation @spgemm_work_estimation_or_compute attributes {
      summary = "SpGEMM work estimation operation",
      description = "The `gpu.spgemm_work_estimation_or_compute` is used to call\ncusparseSpGEMM_workEstimation or cusparseSpGEMM_compute. Both of them are\nfor both determining the buffer size and performing the actual computation.\nThe operation expects handles returned by previous sparse operations to\nconstruct an environment and the operands for SpGEMM.\nThe buffer must have been allocated on the device.\n\nC' = alpha * op(A) * op(B) + beta * C\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a `!gpu.async.token` in addition to the environment.\n\nExample:\n\n```mlir\n%bufferSz, %token = gpu.spgemm_work_estimation_or_compute async [%dep] {COMPUTE}\n                      %desc, %spmatA{NON_TRANSPOSE}, %spmatB{NON_TRANSPOSE},\n                      %spmatC, %spgemmDesc, %c0, %alloc: f32 into\n                      memref<0xi8>\n```\n\nThe matrix arguments can also be associated with one of the following\noperators: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value\nis NON_TRANSPOSE.",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    `{` $kind `}` $spmatA (`{` $modeA^ `}`)? `,` $spmatB (`{` $modeB^ `}`)? `,` $spmatC `,` $desc `,` $bufferSz `,` $buffer  attr-dict `:` $computeType `into` type($buffer)\n  ",
      ods_traits = ["AsyncOpInterface"],
      default_values = {modeA = "#gpu<mat_transpose_mode NON_TRANSPOSE>", modeB = "#gpu<mat_transpose_mode NON_TRANSPOSE>"},
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpGEMMOpHandleType>($_self))" {summary = "SpGEMM operation handle type"}
    %2 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %3 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %4 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %5 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %6 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %8 = irdl.is index {summary = "index"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %10 = irdl.base @gpu::@spgemm_work_estimation_or_compute_kind {summary = "choose whether spgemm_work_estimation_or_compute does work estimation or compute"}
    %11 = irdl.is index {summary = "index"}
    %12 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, desc: %1, spmatA: %4, spmatB: %5, spmatC: %6, bufferSz: %8, buffer: %9)
    irdl.results(bufferSzNew: %11, asyncToken: optional %12)
    irdl.attributes {"modeA" = %2, "modeB" = %3, "computeType" = %7, "kind" = %10}
  }
  irdl.operation @spmat_get_size attributes {
      summary = "SpMat get size operation",
      description = "The `gpu.spmat_get_size` operation retrieves the number of rows, number of\ncolumns, and number of non-zero elements of a sparse matrix.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a `!gpu.async.token` in addition to the environment.\n\nExample:\n\n```mlir\n%rows, %cols, %nnz, %token = gpu.spmat_get_size async [%dep] %spmatC\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $spmat attr-dict\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.is index {summary = "index"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, spmat: %1)
    irdl.results(rows: %2, cols: %3, nnz: %4, asyncToken: optional %5)
  }
  irdl.operation @spmm attributes {
      summary = "SpMM operation",
      description = "The `gpu.spmm` operation performs the SpMM operation on the given sparse and\ndense matrix, and buffer.  The operation expects handles returned by previous\nsparse operations to construct an environment and the operands for SpMM. The\nbuffer must have been allocated on the device.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nThe matrix arguments can also be associated with one of the following\noperators: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value\nis NON_TRANSPOSE.\n\nExample:\n\n```mlir\n%token = gpu.spmm async [%dep] %spmatA{TRANSPOSE}, %dnmatB{TRANSPOSE}, %dnmatC, %buffers : type($buffers) into f32\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC `,` $buffers attr-dict `:` type($buffers) `into` $computeType\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["AsyncOpInterface"],
      default_values = {modeA = "#gpu<mat_transpose_mode NON_TRANSPOSE>", modeB = "#gpu<mat_transpose_mode NON_TRANSPOSE>"},
      independent_variadics = ["asyncDependencies", "buffers", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %2 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %3 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %4 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %5 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, spmatA: %3, dnmatB: %4, dnmatC: %5, buffers: variadic %7)
    irdl.results(asyncToken: optional %8)
    irdl.attributes {"modeA" = %1, "modeB" = %2, "computeType" = %6}
  }
  irdl.operation @spmm_buffer_size attributes {
      summary = "Precompute buffersize for SpMM operation",
      description = "The `gpu.spmm_buffer_size` operation returns the buffer size required\nto perform the SpMM operation on the given sparse and dense matrix.\nThe operation expects handles returned by previous sparse operations\nto construct an environment and the operands for SpMM.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nThe matrix arguments can also be associated with one of the following\noperators: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value\nis NON_TRANSPOSE.\n\nExample:\n\n```mlir\n%bufferszs, %token = gpu.spmm_buffer_size async [%dep] %spmatA{TRANSPOSE}, %dnmatB{TRANSPOSE}, %dnmatC : i64 into f32\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $spmatA (`{` $modeA^ `}`)? `,` $dnmatB (`{` $modeB^ `}`)? `,` $dnmatC attr-dict `:` type($bufferSzs) `into` $computeType\n  ",
      traits = ["AttrSizedResultSegments"],
      ods_traits = ["AsyncOpInterface"],
      default_values = {modeA = "#gpu<mat_transpose_mode NON_TRANSPOSE>", modeB = "#gpu<mat_transpose_mode NON_TRANSPOSE>"},
      independent_variadics = ["asyncDependencies", "bufferSzs", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %2 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %3 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %4 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %5 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %7 = irdl.is index {summary = "index"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, spmatA: %3, dnmatB: %4, dnmatC: %5)
    irdl.results(bufferSzs: variadic %7, asyncToken: optional %8)
    irdl.attributes {"modeA" = %1, "modeB" = %2, "computeType" = %6}
  }
  irdl.operation @spmv attributes {
      summary = "SpMV operation",
      description = "The `gpu.spmv` operation performs the SpMV operation on the given sparse matrix,\ndense vectors, and buffer.  The operation expects handles returned by previous\nsparse operations to construct an environment and the operands for SpMV. The\nbuffer must have been allocated on the device.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nThe matrix arguments can also be associated with one of the following\noperators: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value\nis NON_TRANSPOSE.\n\nExample:\n\n```mlir\n%token = gpu.spmv async [%dep] %spmatA{TRANSPOSE}, %dnX, %dnY : memref<?xf64> into bf16\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY `,` $buffer attr-dict `:` type($buffer) `into` $computeType\n  ",
      ods_traits = ["AsyncOpInterface"],
      default_values = {modeA = "#gpu<mat_transpose_mode NON_TRANSPOSE>"},
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %2 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %3 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %4 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of any type values"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, spmatA: %2, dnX: %3, dnY: %4, buffer: %6)
    irdl.results(asyncToken: optional %7)
    irdl.attributes {"modeA" = %1, "computeType" = %5}
  }
  irdl.operation @spmv_buffer_size attributes {
      summary = "Precompute buffersize for SpMV operation",
      description = "The `gpu.spmv_buffer_size` operation returns the buffer size required\nto perform the SpMV operation on the given sparse matrix and dense vectors.\nThe operation expects handles returned by previous sparse operations\nto construct an environment and the operands for SpMV.\n\nIf the `async` keyword is present, the op is executed asynchronously (i.e.\nit does not block until the execution has finished on the device). In\nthat case, it returns a !gpu.async.token in addition to the environment.\n\nThe matrix arguments can also be associated with one of the following\noperators: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE. The default value\nis NON_TRANSPOSE.\n\nExample:\n\n```mlir\n%buffersz, %token = gpu.spmv_buffer_size async [%dep] %spmatA{TRANSPOSE}, %dnX, %dnY into f32\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)\n    $spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY attr-dict  `into` $computeType\n  ",
      ods_traits = ["AsyncOpInterface"],
      default_values = {modeA = "#gpu<mat_transpose_mode NON_TRANSPOSE>"},
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.base @gpu::@mat_transpose_mode {summary = "transpose mode of sparse matrix supported by sparse tensor ops"}
    %2 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseSpMatHandleType>($_self))" {summary = "sparse matrix handle type"}
    %3 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %4 = irdl.c_pred "(llvm::isa<::mlir::gpu::SparseDnTensorHandleType>($_self))" {summary = "dense tensor handle type"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %6 = irdl.is index {summary = "index"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0, spmatA: %2, dnX: %3, dnY: %4)
    irdl.results(bufferSz: %6, asyncToken: optional %7)
    irdl.attributes {"modeA" = %1, "computeType" = %5}
  }
  irdl.operation @subgroup_broadcast attributes {
      summary = "Broadcasts a value from the specific lane across subgroup",
      description = "Broadcasts a value from one lane to all active lanes in a subgroup. The\nresult is guaranteed to be uniform across the active lanes in subgroup.\n\nThe possible broadcast types are:\n\n* `first_active_lane` - broadcasts the value from the first active lane\nin the subgroup.\n* `specific_lane` - broadcasts from the specified lane. The lane index\nmust be uniform and within the subgroup size. The result is poison if the\nlane index is invalid, non subgroup-uniform, or if the source lane is not\nactive.",
      assembly_format = "$src `,` $broadcast_type ($lane^)? attr-dict `:` type($result)",
      traits = ["AllTypesMatch<result, src>", "Elementwise"],
      ods_traits = ["NoMemoryEffect", "InferIntRangeInterface", "ConditionallySpeculatable", "Scalarizable", "Vectorizable", "Tensorizable"],
      cpp_verifier = "GpuSubgroupBroadcast",
      independent_variadics = ["lane"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @gpu::@broadcast {summary = "a lane to broadcast from"}
    %3 = irdl.any {summary = "any type"}
    irdl.operands(src: %0, lane: optional %1)
    irdl.results(result: %3)
    irdl.attributes {"broadcast_type" = %2}
  }
  irdl.operation @subgroup_id attributes {
      description = "Returns the subgroup id, i.e., the index of the current subgroup within the\nworkgroup.\n\nExample:\n\n```mlir\n%sgId = gpu.subgroup_id : index\n```\n\nExecutions where there are more than `upper_bound` subgroups per workgroup\ncause undefined behavior. There is an implicit upper bound of `kMaxDim`\n(currently uint32_t::max).",
      assembly_format = "(`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict `:` type($result)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %1 = irdl.is index {summary = "index"}
    irdl.results(result: %1)
    irdl.attributes {"upper_bound" = %0}
  }
  irdl.operation @subgroup_mma_compute attributes {
      summary = "GPU warp synchronous matrix multiply accumulate",
      description = "The `gpu.subgroup_mma_compute` operation performs a matrix-multiply accumulate (mma)\noperation using all the threads in a subgroup.\n\nThis operation takes three `!gpu.mma_matrix`s as arguments: these hold `A`,\n`B` and `C`operands for the mma operation. The operation performed is represented\nas `C += A * B`. The op returns a `!gpu.mma_matrix` which contains the result of\nthe operation held by all threads in a subgroup. `a_transpose` or\n`b_transpose` if present, signify that the respective operand was loaded in a\ntransposed manner. The transpose operands are required to map to correct\nunderlying intrisics but they currently do not seem to affect correctness\neven if they are absent given that the operands were loaded correctly using\nthe `transpose` attribute in `gpu.subgroup_mma_load_matrix` op.\n\nFor integer types, the `A` and `B` matrices carry their signedness with their\ntypes. The accumulator type is expected to be signless and imply a signed integer\nwith a greater width than the other two operands.\n\nThis op is meant to be used along with `gpu.subgroup_mma_store_matrix` and\n`gpu.subgroup_mma_load_matrix` ops.\n\nExample:\n\n```mlir\n%D = gpu.subgroup_mma_compute_matrix %A, %B, %C :\n  !gpu.mma_matrix<16x16xf16, \"AOp\">, !gpu.mma_matrix<16x16xf16, \"BOp\">>\n  -> !gpu.mma_matrix<16x16xf16, \"COp\">\n```",
      assembly_format = "$opA`,` $opB`,` $opC attr-dict `:` type($opA)`,` type($opB) `->` type($res)",
      traits = ["Pure", "AllTypesMatch<opC, res>"],
      cpp_verifier = "GpuSubgroupMmaCompute",
      optional_attributes = ["a_transpose", "b_transpose"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))) && (((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isSignedInteger(8))) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isUnsignedInteger(8))) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF16())) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF32())) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF64())))" {summary = "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float or 64-bit float values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))) && (((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isSignedInteger(8))) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isUnsignedInteger(8))) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF16())) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF32())) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF64())))" {summary = "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float or 64-bit float values"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))) && (((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isSignlessInteger(32))) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF16())) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF32())) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF64())))" {summary = "gpu.mma_matrix of 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))" {summary = "MMAMatrix type"}
    irdl.operands(opA: %0, opB: %1, opC: %2)
    irdl.results(res: %5)
    irdl.attributes {"a_transpose" = %3, "b_transpose" = %4}
  }
  irdl.operation @subgroup_mma_constant_matrix attributes {
      summary = "GPU warp synchronous constant matrix",
      description = "The `gpu.subgroup_mma_constant_matrix` creates a `!gpu.mma_matrix` with\nconstant elements.\n\nThe operation takes a scalar input and return a `!gpu.mma_matrix` where\neach element of is equal to the operand constant. The destination\nmma_matrix type must have elememt type equal to the constant type. Since\nthe layout of `!gpu.mma_matrix` is opaque this only support setting all the\nelements to the same value.\n\nThis op is meant to be used along with `gpu.subgroup_mma_compute`.\n\nExample:\n\n```mlir\n %0 = gpu.subgroup_mma_constant_matrix %a :\n   !gpu.mma_matrix<16x16xf16, \"AOp\">\n %1 = gpu.subgroup_mma_constant_matrix %b :\n   !gpu.mma_matrix<16x16xf32, \"COp\">\n```",
      ods_assembly_format = "\n    $value attr-dict `:` type($res)\n  ",
      traits = ["Pure", "TypesMatchWith<res, value, cpp:GpuSubgroupMmaConstantMatrixValue, value type matches element type of mma_matrix>"]} {
    %0 = irdl.is si8
    %1 = irdl.is ui8
    %2 = irdl.is i32
    %3 = irdl.is f16
    %4 = irdl.is f32
    %5 = irdl.any_of(%0, %1, %2, %3, %4) {summary = "8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))" {summary = "MMAMatrix type"}
    irdl.operands(value: %5)
    irdl.results(res: %6)
  }
  irdl.operation @subgroup_mma_elementwise attributes {
      summary = "GPU warp elementwise operation on a matrix",
      description = "The `gpu.subgroup_mma_elementwise` takes `!gpu.mma_matrix` inputs and\ncompute a new `!gpu.mma_matrix` by applying an elementwise operation to each\nelement.\n\nSince the operation is elementwise and the matrix type must match, the\nmatrix elements are processed independently of the matrix layout.\n\nThis op is meant to be used along with `gpu.subgroup_mma_compute`.\n\nExample:\n\n```mlir\n %0 =  %A, %B { opType = \"ADD\" } :\n  (!gpu.mma_matrix<16x16xf16, \"COp\">, !gpu.mma_matrix<16x16xf16, \"COp\">)\n  -> !gpu.mma_matrix<16x16xf16, \"COp\">\n```",
      assembly_format = "$opType $args attr-dict `:` functional-type($args, $res)",
      traits = ["Pure", "AllTypesMatch<args>"],
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))" {summary = "MMAMatrix type"}
    %1 = irdl.base @gpu::@mma_element_wise {summary = "elementwise operation to apply to mma matrix"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))" {summary = "MMAMatrix type"}
    irdl.operands(args: variadic %0)
    irdl.results(res: %2)
    irdl.attributes {"opType" = %1}
  }
  irdl.operation @subgroup_mma_extract_thread_local attributes {
      summary = "Extract a value from GPU warp by invocation and indices",
      description = "The `gpu.subgroup_mma_extract_thread_local` operation extracts a value from `!gpu.mma_matrix`\nthat is stored at subgroup level.\n\nThis operation takes `!gpu.mma_matrix` as its first operand. It is the source\nmatrix across a subgroup. The op returns a scalar value stored in the invocation\nin the subgroup.\n\nSince `matrix` is packed into the the threads within a subgroup, `indices` are\nthe indices into the values stored by each thread. That is, an index of 0 (or [0, 0])\ndoes not necessarily refer to the first element of the matrix, but the first element\nthat a particular thread holds.\n\nThe mapping of matrix elements to threads is not defined by this operation and may\nnot be defined by some lowerings (such as the lowering to SPIR-V). However, if the\nsize of the subgroup is S, then `subgroup_mma_extract_thread_local` at each index in\n`[0, (M * N) / S)` will have the entire matrix extracted across the subgroup.\n\nExample:\n\n```mlir\n%c0 = arith.constant 0 : index\n%val = gpu.subgroup_mma_extract_thread_local %m[%c0] : !gpu.mma_matrix<16x16xf32, \"AOp\"> -> f32\n```",
      assembly_format = "$matrix`[`$indices`]` attr-dict `:` type($matrix) `->` type($res)",
      traits = ["Pure", "TypesMatchWith<matrix, res, cpp:GpuSubgroupMmaExtractThreadLocalRes, value type matches element type of mma_matrix>"],
      independent_variadics = ["indices"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))" {summary = "MMAMatrix type"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "(($_self.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>($_self)))" {summary = "Integer or Float"}
    irdl.operands(matrix: %0, indices: variadic %1)
    irdl.results(res: %2)
  }
  irdl.operation @subgroup_mma_insert_thread_local attributes {
      summary = "Insert a value into GPU warp by invocation and indices",
      description = "The `gpu.subgroup_mma_insert_thread_local` operation inserts a value to `!gpu.mma_matrix`\nthat is stored at subgroup level.\n\nThis operation takes scalar value as its first operand and `!gpu.mma_matrix`\nas its second operand. The op inserts the scalar value to the matrix.\n\nSince `matrix` is packed into the the threads within a subgroup, `indices` are\nthe indices into the values stored by each thread. That is, an index of 0 (or [0, 0])\ndoes not necessarily refer to the first element of the matrix, but the first element\nthat a particular thread holds.\n\nThe mapping of matrix elements to threads is not defined by this operation and may\nnot be defined by some lowerings (such as the lowering to SPIR-V). However, if the\nsize of the subgroup is S, then `subgroup_mma_insert_thread_local` at each index in\n`[0, (M * N) / S)` will have the entire matrix inserted across the subgroup.\n\nThe op returns `!gpu.mma_matrix` with the updated value.\n\nExample:\n\n```mlir\n%c0 = arith.constant 0 : index\n%s0 = gpu.subgroup_mma_insert_thread_local %val, %m[%c0] : f16, !gpu.mma_matrix<16x16xf16, \"COp\">\n        -> !gpu.mma_matrix<16x16xf16, \"COp\">\n```",
      assembly_format = "$value`,` $matrix`[`$indices`]` attr-dict `:` type($value)`,` type($matrix) `->` type($res)",
      traits = ["Pure", "TypesMatchWith<matrix, value, cpp:GpuSubgroupMmaInsertThreadLocalValue, value type matches element type of mma_matrix>"],
      independent_variadics = ["indices"]} {
    %0 = irdl.c_pred "(($_self.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>($_self)))" {summary = "Integer or Float"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))" {summary = "MMAMatrix type"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))" {summary = "MMAMatrix type"}
    irdl.operands(value: %0, matrix: %1, indices: variadic %2)
    irdl.results(res: %3)
  }
  irdl.operation @subgroup_mma_load_matrix attributes {
      summary = "GPU warp synchronous matrix load",
      description = "The `gpu.subgroup_mma_load_matrix` operation loads a matrix collectively\nusing all the threads in a subgroup.\n\nThis operation takes a memref as its first operand: it is the source matrix\nfrom which data is to be loaded. The op returns a `!gpu.mma_matrix`. The\nsource memref can be in global memory or shared memory. The load address is\ndetermined using `indices`. The matrix being loaded into is the result.  The\n`leadDimension` attribute specifies the leading dimension size of the source\nmatrix which eventually allows the lowering to determine the size of each\nrow.  If the `transpose` attribute is present then the op does a transposed load.\n\nFor integer types, the resulting `!gpu.mma_matrix` type needs to specify the\nsignedness of the data if the matrix type is an `A` or `B` operand for\n`gpu.subgroup_mma_compute`.\n\nThis op is often meant to be used along with `gpu.subgroup_mma_store_matrix` and\n`gpu.subgroup_mma_compute`.\n\nExample:\n\n```mlir\n %0 = gpu.subgroup_mma_load_matrix src[%i,%j] : {leadDimension = 32 : i32}\n      : memref<32x32xf16, 3>, !gpu.mma_matrix<16x16xf16, \"AOp\">\n```",
      assembly_format = "$srcMemref`[`$indices`]` attr-dict `:` type($srcMemref) `->` type($res)",
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "GpuSubgroupMmaLoadMatrix",
      optional_attributes = ["transpose"],
      independent_variadics = ["indices"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))) || ((elementType.isSignlessInteger(32))) || ((elementType.isF16())) || ((elementType.isF32())) || ((elementType.isF64())) || (((((::llvm::isa<::mlir::VectorType>(elementType))) && ((::llvm::cast<::mlir::VectorType>(elementType).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))) || ((elementType.isSignlessInteger(32))) || ((elementType.isF16())) || ((elementType.isF32())) || ((elementType.isF64())); }(::llvm::cast<::mlir::ShapedType>(elementType).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>(elementType))) && ((::llvm::cast<::mlir::VectorType>(elementType).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>(elementType).getRank()\n                           == 1))))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))" {summary = "MMAMatrix type"}
    irdl.operands(srcMemref: %0, indices: variadic %1)
    irdl.results(res: %4)
    irdl.attributes {"leadDimension" = %2, "transpose" = %3}
  }
  irdl.operation @subgroup_mma_store_matrix attributes {
      summary = "GPU warp synchronous matrix store",
      description = "The `gpu.subgroup_mma_store_matrix` operation stores a matrix collectively\nusing all the threads in a subgroup.\n\nThis operation takes a `!gpu.mma_matrix` and a memref as operands.\n`!gpu.mma_matrix` is the source value containing the data to be stored into the\ndestination memref which can be in global or shared memory.  The store address\nis determined using the indices provided. The `leadDimension` attribute\nspecifies the leading dimension of the destination matrix. If the\n`transpose` attribute is present then the op does a transposed store.\n\nThis op is often meant to be used along with `gpu.subgroup_mma_load_matrix` and\n`gpu.subgroup_mma_compute`.\n\nExample:\n\n```mlir\ngpu.subgroup_mma_store_matrix %D, %sg[%i,%j] : { leadDimension = 32 : i32}\n                : !gpu.mma_matrix<16x16xf16, \"COp\">, memref<32x32xf16, 3>\n```",
      assembly_format = "$src`,` $dstMemref`[`$indices`]` attr-dict `:` type($src)`,` type($dstMemref)",
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "GpuSubgroupMmaStoreMatrix",
      optional_attributes = ["transpose"],
      independent_variadics = ["indices"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::gpu::MMAMatrixType>($_self))) && (((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isSignedInteger(8))) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isUnsignedInteger(8))) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isSignlessInteger(32))) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF16())) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF32())) || ((::llvm::cast<::mlir::gpu::MMAMatrixType>($_self).getElementType().isF64())))" {summary = "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))) || ((elementType.isSignlessInteger(32))) || ((elementType.isF16())) || ((elementType.isF32())) || ((elementType.isF64())) || (((((::llvm::isa<::mlir::VectorType>(elementType))) && ((::llvm::cast<::mlir::VectorType>(elementType).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))) || ((elementType.isSignlessInteger(32))) || ((elementType.isF16())) || ((elementType.isF32())) || ((elementType.isF64())); }(::llvm::cast<::mlir::ShapedType>(elementType).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>(elementType))) && ((::llvm::cast<::mlir::VectorType>(elementType).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>(elementType).getRank()\n                           == 1))))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values"}
    %2 = irdl.is index {summary = "index"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    irdl.operands(src: %0, dstMemref: %1, indices: variadic %2)
    irdl.attributes {"leadDimension" = %3, "transpose" = %4}
  }
  irdl.operation @subgroup_reduce attributes {
      summary = "Reduce values among subgroup.",
      description = "The `subgroup_reduce` op reduces the values of lanes (work items) across a\nsubgroup.\n\nThe subgroup is divided into clusters starting at lane index 0. Within each\ncluster, there are `size` lanes, and the lane index advances by `stride`.\nA reduction is done for each cluster in parallel: every lane in the cluster\nis reduced, and the result is equal for all lanes in the cluster. If `size`\nis omitted, there is a single cluster covering the entire subgroup. If\n`stride` is omitted, the stride is 1 (the cluster's lanes are contiguous).\n\nWhen the reduced value is of a vector type, each vector element is reduced\nindependently. Only 1-d vector types are allowed.\n\nExample:\n\n```mlir\n%1 = gpu.subgroup_reduce add %a : (f32) -> f32\n%2 = gpu.subgroup_reduce add %b : (vector<4xf16>) -> vector<4xf16>\n%3 = gpu.subgroup_reduce add %c cluster(size = 4) : (f32) -> f32\n%3 = gpu.subgroup_reduce add %c cluster(size = 4, stride = 2) : (f32) -> f32\n```\n\nIf `uniform` flag is set either none or all lanes of a subgroup need to execute\nthis op in convergence.\n\nThe reduction operation must be one of:\n*  Integer types: `add`, `mul`, `minui`, `minsi`, `maxui`, `maxsi`, `and`,\n   `or`, `xor`\n*  Floating point types: `add`, `mul`, `minnumf`, `maxnumf`, `minimumf`,\n   `maximumf`",
      ods_assembly_format = " custom<AllReduceOperation>($op) $value\n                          (`uniform` $uniform^)?\n                          (`cluster` `(` `size` `=` custom<TypedAttribute>($cluster_size, \"i32\")^ (`,` `stride` `=` custom<TypedAttribute>($cluster_stride, \"i32\")^)? `)`)?\n                          attr-dict\n                          `:` functional-type(operands, results) ",
      traits = ["SameOperandsAndResultType"],
      cpp_verifier = "GpuSubgroupReduce",
      optional_attributes = ["uniform", "cluster_size"],
      default_values = {cluster_stride = "1 : i32"}} {
    %0 = irdl.c_pred "((($_self.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>($_self)))) || ((((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1)))))" {summary = "Integer or Float or fixed-length vector of Integer or Float values of ranks 1"}
    %1 = irdl.base @gpu::@all_reduce_op {summary = "built-in reduction operations supported by gpu.allreduce."}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.c_pred "((($_self.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>($_self)))) || ((((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return (((elementType.isSignlessInteger())) || ((::llvm::isa<::mlir::FloatType>(elementType)))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getRank()\n                           == 1)))))" {summary = "Integer or Float or fixed-length vector of Integer or Float values of ranks 1"}
    irdl.operands(value: %0)
    irdl.results(result: %5)
    irdl.attributes {"op" = %1, "uniform" = %2, "cluster_size" = %3, "cluster_stride" = %4}
  }
  irdl.operation @subgroup_size attributes {
      description = "Returns the number of threads within a subgroup.\n\nExample:\n\n```mlir\n%sgSz = gpu.subgroup_size : index\n```\n\nExecutions where the number of threads per subgroup exceed `upper_bound` cause\nundefined behavior. When no `upper_bound` is specified, range analyses and\nsimilar machinery assume the default bound of `kMaxSubgroupSize`, currently\n128.",
      assembly_format = "(`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict `:` type($result)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %1 = irdl.is index {summary = "index"}
    irdl.results(result: %1)
    irdl.attributes {"upper_bound" = %0}
  }
  irdl.operation @terminator attributes {
      summary = "Terminator for GPU launch regions.",
      description = "A terminator operation for regions that appear in the body of `gpu.launch`\noperation.  These regions are not expected to return any value so the\nterminator takes no operands.",
      assembly_format = "attr-dict",
      traits = ["HasParent<gpu.launch>", "Pure", "Terminator"]} {
  }
  irdl.operation @thread_id attributes {
      description = "Returns the thread id, i.e. the index of the current thread within the block\nalong the x, y, or z `dimension`.\n\nExample:\n\n```mlir\n%tIdX = gpu.thread_id x\n```\n\nIf `upper_bound` is set, or if one can be inferred from `known_block_size`-type\nannotations in context, executions where the thread index would be greater\nthan or equal to that bound cause undefined behavior.\n\nThere is an implicit upper bound of `kMaxDim` (currently uint32_t::max).",
      assembly_format = "$dimension (`upper_bound` custom<TypedAttribute>($upper_bound, \"index\")^)? attr-dict",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface", "OpAsmOpInterface"],
      cpp_result_names = "GpuThreadId",
      optional_attributes = ["upper_bound"]} {
    %0 = irdl.base @gpu::@dim {summary = "a dimension, either 'x', 'y', or 'z'"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(odsResult0: %2)
    irdl.attributes {"dimension" = %0, "upper_bound" = %1}
  }
  irdl.operation @wait attributes {
      summary = "Wait for async gpu ops to complete.",
      description = "This op synchronizes the host or the device with a list of dependent ops.\n\nIf the op contains the `async` keyword, it returns a new async token which\nis synchronized with the op arguments. This new token is merely a shortcut\nto the argument list, and one could replace the uses of the result with the\narguments for the same effect. The async version of this op is primarily\nused to make each async token have a single use during lowering and\nthereby make forks in async execution explicit. Example usage:\n\n```mlir\n%t0 = gpu.foo async : !gpu.async.token\n%t1 = gpu.bar async : !gpu.async.token\n%t2 = gpu.wait async [%t0, %t1]\n// gpu.baz doesn't run until gpu.foo and gpu.bar have both completed, just\n// as if the async dependencies were [%t0, %t1].\n%t3 = gpu.baz async [%t2]\n```\n\nIf the op does not contain the `async` keyword, it does not return a new\nasync token but blocks until all ops producing the async dependency tokens\nfinished execution. All dependent memory operations are visible to the host\nonce this op completes. Example usage:\n\n```mlir\n%t0 = gpu.foo async : !gpu.async.token\n%t1 = gpu.bar async : !gpu.async.token\n// The gpu.wait op blocks until gpu.foo and gpu.bar have completed.\ngpu.wait [%t0, %t1]\n```",
      ods_assembly_format = "\n    custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) attr-dict\n  ",
      ods_traits = ["AsyncOpInterface"],
      independent_variadics = ["asyncDependencies", "asyncToken"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::gpu::AsyncTokenType>($_self))" {summary = "async token type"}
    irdl.operands(asyncDependencies: variadic %0)
    irdl.results(asyncToken: optional %1)
  }
  irdl.operation @warp_execute_on_lane_0 attributes {
      summary = "Executes operations in the associated region on thread #0 of aSPMD program",
      description = "`warp_execute_on_lane_0` is an operation used to bridge the gap between\nvector programming and SPMD programming model like GPU SIMT. It allows to\ntrivially convert a region of vector code meant to run on a multiple threads\ninto a valid SPMD region and then allows incremental transformation to\ndistribute vector operations on the threads.\n\nAny code present in the region would only be executed on first thread/lane\nbased on the `laneid` operand. The `laneid` operand is an integer ID between\n[0, `warp_size`). The `warp_size` attribute indicates the number of lanes in\na warp.\n\nOperands are vector values distributed on all lanes that may be used by\nthe single lane execution. The matching region argument is a vector of all\nthe values of those lanes available to the single active lane. The\ndistributed dimension is implicit based on the shape of the operand and\nargument. the properties of the distribution may be described by extra\nattributes (e.g. affine map).\n\nReturn values are distributed on all lanes using laneId as index. The\nvector is distributed based on the shape ratio between the vector type of\nthe yield and the result type.\nIf the shapes are the same this means the value is broadcasted to all lanes.\nIn the future the distribution can be made more explicit using affine_maps\nand will support having multiple Ids.\n\nTherefore the `warp_execute_on_lane_0` operations allow to implicitly copy\nbetween lane0 and the lanes of the warp. When distributing a vector\nfrom lane0 to all the lanes, the data are distributed in a block cyclic way.\nFor example `vector<64xf32>` gets distributed on 32 threads and map to\n`vector<2xf32>` where thread 0 contains vector[0] and vector[1].\n\nDuring lowering values passed as operands and return value need to be\nvisible to different lanes within the warp. This would usually be done by\ngoing through memory.\n\nThe region is *not* isolated from above. For values coming from the parent\nregion not going through operands only the lane 0 value will be accesible so\nit generally only make sense for uniform values.\n\nExample:\n```\n// Execute in parallel on all threads/lanes.\ngpu.warp_execute_on_lane_0 (%laneid)[32] {\n  // Serial code running only on thread/lane 0.\n  ...\n}\n// Execute in parallel on all threads/lanes.\n```\n\nThis may be lowered to an scf.if region as below:\n```\n  // Execute in parallel on all threads/lanes.\n  %cnd = arith.cmpi eq, %laneid, %c0 : index\n  scf.if %cnd {\n    // Serial code running only on thread/lane 0.\n    ...\n  }\n  // Execute in parallel on all threads/lanes.\n```\n\nWhen the region has operands and/or return values:\n```\n// Execute in parallel on all threads/lanes.\n%0 = gpu.warp_execute_on_lane_0(%laneid)[32]\nargs(%v0 : vector<4xi32>) -> (vector<1xf32>) {\n^bb0(%arg0 : vector<128xi32>) :\n  // Serial code running only on thread/lane 0.\n  ...\n  gpu.yield %1 : vector<32xf32>\n}\n// Execute in parallel on all threads/lanes.\n```\n\nvalues at the region boundary would go through memory:\n```\n// Execute in parallel on all threads/lanes.\n...\n// Store the data from each thread into memory and Synchronization.\n%tmp0 = memreg.alloc() : memref<128xf32>\n%tmp1 = memreg.alloc() : memref<32xf32>\n%cnd = arith.cmpi eq, %laneid, %c0 : index\nvector.store %v0, %tmp0[%laneid] : memref<128xf32>, vector<4xf32>\nsome_synchronization_primitive\nscf.if %cnd {\n  // Serialized code running only on thread 0.\n  // Load the data from all the threads into a register from thread 0. This\n  // allow threads 0 to access data from all the threads.\n  %arg0 = vector.load %tmp0[%c0] : memref<128xf32>, vector<128xf32>\n  ...\n  // Store the data from thread 0 into memory.\n  vector.store %1, %tmp1[%c0] : memref<32xf32>, vector<32xf32>\n}\n// Synchronization and load the data in a block cyclic way so that the\n// vector is distributed on all threads.\nsome_synchronization_primitive\n%0 = vector.load %tmp1[%laneid] : memref<32xf32>, vector<32xf32>\n// Execute in parallel on all threads/lanes.\n```",
      cpp_assembly_format = "GpuWarpExecuteOnLane0",
      traits = ["SingleBlockImplicitTerminator<gpu.yield>", "RecursiveMemoryEffects"],
      ods_traits = ["RegionBranchOpInterface"],
      cpp_verifier = "GpuWarpExecuteOnLane0",
      independent_variadics = ["args", "results"]} {
    %0 = irdl.is index {summary = "index"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.any {summary = "any type"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(laneid: %0, args: variadic %2)
    irdl.results(results: variadic %3)
    irdl.attributes {"warp_size" = %1}
    irdl.regions(warpRegion: %4)
  }
  irdl.operation @yield attributes {
      summary = "GPU yield operation",
      description = "`gpu.yield` is a special terminator operation for blocks inside regions\nin gpu ops. It returns values to the immediately enclosing gpu op.\n\nExample:\n\n```mlir\ngpu.yield %f0, %f1 : f32, f32\n```",
      assembly_format = "attr-dict ($values^ `:` type($values))?",
      traits = ["Pure", "ReturnLike", "Terminator"],
      independent_variadics = ["values"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(values: variadic %0)
  }
}
