// Imported from ODS (NVVMOps.td:39) by irdl-import-ods: attributes, types and operations.
irdl.dialect @nvvm attributes {ods, properties} {
  irdl.attribute @reduction attributes {
      summary = "NVVM barrier reduction operation",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::BarrierReduction\", \"BarrierReductionAttr\", \"popc and or\") `>`",
      ods_enum = "::mlir::NVVM::BarrierReduction", ods_enum_cases = {"popc" = 0, "and" = 1, "or" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @block_scale_format attributes {
      summary = "MMA Block Scale Format",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::BlockScaleFormat\", \"BlockScaleFormatAttr\", \"ue8m0 ue4m3\") `>`",
      ods_enum = "::mlir::NVVM::BlockScaleFormat", ods_enum_cases = {"ue8m0" = 0, "ue4m3" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @cta_group attributes {
      summary = "NVVM CTA group kind",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::CTAGroupKind\", \"CTAGroupKindAttr\", \"cta_1 cta_2\") `>`",
      ods_enum = "::mlir::NVVM::CTAGroupKind", ods_enum_cases = {"cta_1" = 0, "cta_2" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @cache_eviction_priority attributes {
      summary = "NVVM Cache Eviction Priority",
      description = "Enum cases:\n* evict_normal (`EvictNormal`)\n* evict_first (`EvictFirst`)\n* evict_last (`EvictLast`)\n* evict_unchanged (`EvictUnchanged`)\n* no_allocate (`NoAllocate`)",
      assembly_format = "custom<Enum>($value, \"::mlir::NVVM::CacheEvictionPriority\", \"CacheEvictionPriorityAttr\", \"evict_normal evict_first evict_last evict_unchanged no_allocate\")",
      ods_enum = "::mlir::NVVM::CacheEvictionPriority", ods_enum_cases = {"evict_normal" = 0, "evict_first" = 1, "evict_last" = 2, "evict_unchanged" = 3, "no_allocate" = 4}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @cluster_launch_control_query_type attributes {
      summary = "NVVM ClusterLaunchControlQueryType",
      description = "Enum cases:\n* is_canceled (`IS_CANCELED`)\n* get_first_cta_id_x (`GET_FIRST_CTA_ID_X`)\n* get_first_cta_id_y (`GET_FIRST_CTA_ID_Y`)\n* get_first_cta_id_z (`GET_FIRST_CTA_ID_Z`)",
      assembly_format = "custom<Enum>($value, \"::mlir::NVVM::ClusterLaunchControlQueryType\", \"ClusterLaunchControlQueryTypeAttr\", \"is_canceled get_first_cta_id_x get_first_cta_id_y get_first_cta_id_z\")",
      ods_enum = "::mlir::NVVM::ClusterLaunchControlQueryType", ods_enum_cases = {"is_canceled" = 0, "get_first_cta_id_x" = 1, "get_first_cta_id_y" = 2, "get_first_cta_id_z" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @dot_accumulate_type attributes {
      summary = "NVVM DotAccumulateType",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::DotAccumulateType\", \"DotAccumulateTypeAttr\", \"signed unsigned\") `>`",
      ods_enum = "::mlir::NVVM::DotAccumulateType", ods_enum_cases = {"signed" = 1, "unsigned" = 0}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @fp_rnd_mode attributes {
      summary = "NVVM FPRoundingMode kind",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::FPRoundingMode\", \"FPRoundingModeAttr\", \"none rn rm rp rz rna rs\") `>`",
      ods_enum = "::mlir::NVVM::FPRoundingMode", ods_enum_cases = {"none" = 0, "rn" = 1, "rm" = 2, "rp" = 3, "rz" = 4, "rna" = 5, "rs" = 6}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @grid_dep_action attributes {
      summary = "Action kind for grid dependency control",
      description = "Enum cases:\n* wait (`wait`)\n* launch_dependents (`launch_dependents`)",
      assembly_format = "custom<Enum>($value, \"::mlir::NVVM::GridDepActionKind\", \"GridDepActionAttr\", \"wait launch_dependents\")",
      ods_enum = "::mlir::NVVM::GridDepActionKind", ods_enum_cases = {"wait" = 0, "launch_dependents" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @ld_st_matrix_elt_type attributes {
      summary = "Element type for ldmatrix and stmatrix",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::LdStMatrixEltType\", \"LdStMatrixEltTypeAttr\", \"b16 b8 b8x16.b6x16_p32 b8x16.b4x16_p64\") `>`",
      ods_enum = "::mlir::NVVM::LdStMatrixEltType", ods_enum_cases = {"b16" = 0, "b8" = 1, "b8x16.b6x16_p32" = 2, "b8x16.b4x16_p64" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @ld_st_matrix_shape attributes {
      summary = "Matrix shape for ldmatrix and stmatrix",
      assembly_format = "`<` struct(custom<Param>($m, \"LdStMatrixShapeAttr\", \"int\"), custom<Param>($n, \"LdStMatrixShapeAttr\", \"int\")) `>`"} {
    %0 = irdl.any {summary = "int"}
    %1 = irdl.any {summary = "int"}
    irdl.parameters(m: %0, n: %1)
  }
  irdl.attribute @load_cache_modifier attributes {
      summary = "NVVM load cache modifier kind",
      description = "Enum attribute of the different kinds of cache operators for load instructions.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#id62)",
      assembly_format = "custom<Enum>($value, \"::mlir::NVVM::LoadCacheModifierKind\", \"LoadCacheModifierAttr\", \"ca cg cs lu cv\")",
      ods_enum = "::mlir::NVVM::LoadCacheModifierKind", ods_enum_cases = {"ca" = 0, "cg" = 1, "cs" = 2, "lu" = 3, "cv" = 4}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mma_b1op attributes {
      summary = "MMA binary operations",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::MMAB1Op\", \"MMAB1OpAttr\", \"none xor_popc and_popc\") `>`",
      ods_enum = "::mlir::NVVM::MMAB1Op", ods_enum_cases = {"none" = 0, "xor_popc" = 1, "and_popc" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @block_scale_kind attributes {
      summary = "Block Scale Kind",
      description = "The MMABlockScaleKind attribute describes the allowed set of types for matrix A and B in the *.mma.{sp}.block_scale Op. The following are supported types for each kind:\n\n```\n+--------------+-------------------------------------------+\n| Matrix Kind  |      supported types for A / B            |\n+--------------+-------------------------------------------+\n| mxf8f6f4     | e4m3, e5m2, e2m3, e3m2, e2m1              |\n| mxf4         | e2m1                                      |\n| mxf4nvf4     | e2m1                                      |\n+--------------+-------------------------------------------+\n```",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::MMABlockScaleKind\", \"MMABlockScaleKindAttr\", \"mxf8f6f4 mxf4 mxf4nvf4\") `>`",
      ods_enum = "::mlir::NVVM::MMABlockScaleKind", ods_enum_cases = {"mxf8f6f4" = 0, "mxf4" = 1, "mxf4nvf4" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mma_frag attributes {
      summary = "NVVM MMA frag type",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::MMAFrag\", \"MMAFragAttr\", \"a b c\") `>`",
      ods_enum = "::mlir::NVVM::MMAFrag", ods_enum_cases = {"a" = 0, "b" = 1, "c" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mma_int_overflow attributes {
      summary = "MMA overflow options",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::MMAIntOverflow\", \"MMAIntOverflowAttr\", \"satfinite wrapped\") `>`",
      ods_enum = "::mlir::NVVM::MMAIntOverflow", ods_enum_cases = {"satfinite" = 1, "wrapped" = 0}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mma_kind attributes {
      summary = "MMA operation kind",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::MMAKind\", \"MMAKindAttr\", \"f8f6f4\") `>`",
      ods_enum = "::mlir::NVVM::MMAKind", ods_enum_cases = {"f8f6f4" = 0}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mma_layout attributes {
      summary = "NVVM MMA layout",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::MMALayout\", \"MMALayoutAttr\", \"row col\") `>`",
      ods_enum = "::mlir::NVVM::MMALayout", ods_enum_cases = {"row" = 0, "col" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mma_type attributes {
      summary = "NVVM MMA types",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::MMATypes\", \"MMATypesAttr\", \"f16 f32 tf32 bf16 s8 u8 s32 s4 u4 b1 f64 e4m3 e5m2 e3m2 e2m3 e2m1\") `>`",
      ods_enum = "::mlir::NVVM::MMATypes", ods_enum_cases = {"f16" = 0, "f32" = 1, "tf32" = 2, "bf16" = 9, "s8" = 4, "u8" = 3, "s32" = 5, "s4" = 8, "u4" = 7, "b1" = 6, "f64" = 10, "e4m3" = 11, "e5m2" = 12, "e3m2" = 13, "e2m3" = 14, "e2m1" = 15}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @match_sync_kind attributes {
      summary = "NVVM match sync kind",
      assembly_format = "custom<Enum>($value, \"::mlir::NVVM::MatchSyncKind\", \"MatchSyncKindAttr\", \"any all\")",
      ods_enum = "::mlir::NVVM::MatchSyncKind", ods_enum_cases = {"any" = 0, "all" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mem_order attributes {
      summary = "NVVM Memory Ordering kind",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::MemOrderKind\", \"MemOrderKindAttr\", \"weak relaxed acquire release acq_rel sc mmio volatile\") `>`",
      ods_enum = "::mlir::NVVM::MemOrderKind", ods_enum_cases = {"weak" = 0, "relaxed" = 1, "acquire" = 2, "release" = 3, "acq_rel" = 4, "sc" = 5, "mmio" = 6, "volatile" = 7}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @mem_scope attributes {
      summary = "NVVM Memory Scope kind",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::MemScopeKind\", \"MemScopeKindAttr\", \"cta cluster gpu sys\") `>`",
      ods_enum = "::mlir::NVVM::MemScopeKind", ods_enum_cases = {"cta" = 0, "cluster" = 1, "gpu" = 2, "sys" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @memory_space attributes {
      summary = "NVVM Memory Space",
      description = "Enum cases:\n* generic (`Generic`)\n* global (`Global`)\n* shared (`Shared`)\n* constant (`Constant`)\n* local (`Local`)\n* tensor (`Tensor`)\n* shared_cluster (`SharedCluster`)",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::NVVMMemorySpace\", \"NVVMMemorySpaceAttr\", \"generic global shared constant local tensor shared_cluster\") `>`",
      ods_enum = "::mlir::NVVM::NVVMMemorySpace", ods_enum_cases = {"generic" = 0, "global" = 1, "shared" = 3, "constant" = 4, "local" = 5, "tensor" = 6, "shared_cluster" = 7}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @shape attributes {
      summary = "Attribute for MMA operation shape.",
      assembly_format = "`<` struct(custom<Param>($m, \"NVVM_MMAShapeAttr\", \"int\"), custom<Param>($n, \"NVVM_MMAShapeAttr\", \"int\"), custom<Param>($k, \"NVVM_MMAShapeAttr\", \"int\")) `>`"} {
    %0 = irdl.any {summary = "int"}
    %1 = irdl.any {summary = "int"}
    %2 = irdl.any {summary = "int"}
    irdl.parameters(m: %0, n: %1, k: %2)
  }
  irdl.attribute @target attributes {
      description = "GPU target attribute for controlling compilation of NVIDIA targets. All\nparameters decay into default values if not present.\n\nExamples:\n\n1. Target with default values.\n```\n  gpu.module @mymodule [#nvvm.target] attributes {...} {\n    ...\n  }\n```\n\n2. Target with `sm_90` chip and fast math.\n```\n  gpu.module @mymodule [#nvvm.target<chip = \"sm_90\", flags = {fast}>] {\n    ...\n  }\n```",
      assembly_format = "(`<` struct(custom<Param>($O, \"NVVM_TargetAttr\", \"int\", \"2\"), custom<Param>($triple, \"NVVM_TargetAttr\", \"::llvm::StringRef\", \"\\\"nvptx64-nvidia-cuda\\\"\"), custom<Param>($chip, \"NVVM_TargetAttr\", \"::llvm::StringRef\", \"\\\"sm_50\\\"\"), custom<Param>($features, \"NVVM_TargetAttr\", \"::llvm::StringRef\", \"\\\"\\\"\"), custom<Param>($flags, \"NVVM_TargetAttr\", \"DictionaryAttr\", \"\"), custom<Param>($link, \"NVVM_TargetAttr\", \"ArrayAttr\", \"\"), custom<Param>($verifyTarget, \"NVVM_TargetAttr\", \"bool\", \"true\"))^ `>`)?",
      cpp_verifier = "NVVMTargetAttr"} {
    %0 = irdl.any {summary = "Optimization level to apply."}
    %1 = irdl.base "#builtin.string" {summary = "Target triple."}
    %2 = irdl.base "#builtin.string" {summary = "Target chip."}
    %3 = irdl.base "#builtin.string" {summary = "Target chip features."}
    %4 = irdl.any {summary = "Target specific flags."}
    %5 = irdl.any {summary = "Files to link to the LLVM module."}
    %6 = irdl.any {summary = "Perform SM version check on Ops."}
    irdl.parameters(O: %0, triple: %1, chip: %2, features: %3, flags: %4, link: %5, verifyTarget: %6)
  }
  irdl.attribute @permute_mode attributes {
      summary = "NVVM permute mode",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::PermuteMode\", \"PermuteModeAttr\", \"default f4e b4e rc8 ecl ecr rc16\") `>`",
      ods_enum = "::mlir::NVVM::PermuteMode", ods_enum_cases = {"default" = 0, "f4e" = 1, "b4e" = 2, "rc8" = 3, "ecl" = 4, "ecr" = 5, "rc16" = 6}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @prefetch_cache_level attributes {
      summary = "NVVM Prefetch Cache Level",
      description = "Enum cases:\n* L1 (`L1`)\n* L2 (`L2`)",
      assembly_format = "custom<Enum>($value, \"::mlir::NVVM::PrefetchCacheLevel\", \"PrefetchCacheLevelAttr\", \"L1 L2\")",
      ods_enum = "::mlir::NVVM::PrefetchCacheLevel", ods_enum_cases = {"L1" = 0, "L2" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @proxy_kind attributes {
      summary = "Proxy kind",
      description = "ProxyKind attribute represents a memory proxy which is an abstract label\napplied to a method of memory access. When two memory operations use distinct\nmethods of memory access, they are said to be different proxies.",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::ProxyKind\", \"ProxyKindAttr\", \"alias async async.global async.shared tensormap generic\") `>`",
      ods_enum = "::mlir::NVVM::ProxyKind", ods_enum_cases = {"alias" = 0, "async" = 1, "async.global" = 2, "async.shared" = 3, "tensormap" = 4, "generic" = 5}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @redux_kind attributes {
      summary = "NVVM redux kind",
      assembly_format = "custom<Enum>($value, \"::mlir::NVVM::ReduxKind\", \"ReduxKindAttr\", \"add and max min or umax umin xor fmin fmax\")",
      ods_enum = "::mlir::NVVM::ReduxKind", ods_enum_cases = {"add" = 1, "and" = 2, "max" = 3, "min" = 4, "or" = 5, "umax" = 6, "umin" = 7, "xor" = 8, "fmin" = 9, "fmax" = 10}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @sat_mode attributes {
      summary = "NVVM SaturationMode kind",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::SaturationMode\", \"SaturationModeAttr\", \"none satfinite\") `>`",
      ods_enum = "::mlir::NVVM::SaturationMode", ods_enum_cases = {"none" = 0, "satfinite" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @scale_vec_size attributes {
      summary = "MMA Scale Vector Sizes",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::ScaleVecSize\", \"ScaleVecSizeAttr\", \"x1 x2 x4\") `>`",
      ods_enum = "::mlir::NVVM::ScaleVecSize", ods_enum_cases = {"x1" = 0, "x2" = 1, "x4" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @action attributes {
      summary = "NVVM set max register action",
      assembly_format = "custom<Enum>($value, \"::mlir::NVVM::SetMaxRegisterAction\", \"SetMaxRegisterActionAttr\", \"decrease increase\")",
      ods_enum = "::mlir::NVVM::SetMaxRegisterAction", ods_enum_cases = {"decrease" = 1, "increase" = 0}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @shared_space attributes {
      summary = "Shared memory space",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::SharedSpace\", \"SharedSpaceAttr\", \"cta cluster\") `>`",
      ods_enum = "::mlir::NVVM::SharedSpace", ods_enum_cases = {"cta" = 0, "cluster" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @shfl_kind attributes {
      summary = "NVVM shuffle kind",
      assembly_format = "custom<Enum>($value, \"::mlir::NVVM::ShflKind\", \"ShflKindAttr\", \"bfly up down idx\")",
      ods_enum = "::mlir::NVVM::ShflKind", ods_enum_cases = {"bfly" = 0, "up" = 1, "down" = 2, "idx" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tma_load_mode attributes {
      summary = "List of Load-Modes supported for TMA Tensor Ops",
      description = "TMA Tensor Ops support the following modes, when copying data from\nglobal memory to shared memory (i.e. load):\n\nTile Mode: It's the default mode. The source multi-dimensional tensor\nlayout is preserved at the destination.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tensor-tiled-mode)\n\nIm2col Mode: This mode is used when `im2colOffsets` operands are present.\nThe elements in the Bounding Box of the source tensor are rearranged into\ncolumns at the destination. In this mode, the tensor has to be at least\n3-dimensional. The number of `im2colOffsets` is `dims - 2` where `dims`\nis the dimension of the tensor.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tensor-im2col-mode)\n\nIm2col_W Mode: This mode is similar to Im2Col mode with the restriction that\nelements are accessed across the W dimension only. The number of `im2colOffsets`\nare always two, referred as `wHalo` and `wOffset`.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tensor-im2col-w-w128-modes)\n\nIm2col_W_128 Mode: This mode is similar to Im2Col_W mode with the number of\nelements accessed across the W dimension is always 128 only.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tensor-im2col-w-w128-modes)\n\nTile_Gather4 Mode: This mode is similar to Tile mode but works only on 2D tensor.\nIn gather4 mode, four rows in the source 2D tensor are combined to form a single\n2D tensor at the destination. This mode requires five co-ordinates. The first one\nrepresents the column-index followed by four row indices.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tensor-tiled-scatter4-gather4-modes)",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::TMALoadMode\", \"TMALoadModeAttr\", \"tile im2col im2col_w im2col_w_128 tile_gather4\") `>`",
      ods_enum = "::mlir::NVVM::TMALoadMode", ods_enum_cases = {"tile" = 0, "im2col" = 1, "im2col_w" = 2, "im2col_w_128" = 3, "tile_gather4" = 4}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tma_redux_kind attributes {
      summary = "NVVM TMA redux kind",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::TMAReduxKind\", \"TMAReduxKindAttr\", \"add max min inc dec and or xor\") `>`",
      ods_enum = "::mlir::NVVM::TMAReduxKind", ods_enum_cases = {"add" = 0, "max" = 2, "min" = 1, "inc" = 3, "dec" = 4, "and" = 5, "or" = 6, "xor" = 7}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tma_store_mode attributes {
      summary = "NVVM TMA Store Mode",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::TMAStoreMode\", \"TMAStoreModeAttr\", \"tile im2col tile_scatter4\") `>`",
      ods_enum = "::mlir::NVVM::TMAStoreMode", ods_enum_cases = {"tile" = 0, "im2col" = 1, "tile_scatter4" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tcgen05_cp_multicast attributes {
      summary = "tcgen05 cp multicast",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::Tcgen05CpMulticast\", \"Tcgen05CpMulticastAttr\", \"none warpx2_02_13 warpx2_01_23 warpx4\") `>`",
      ods_enum = "::mlir::NVVM::Tcgen05CpMulticast", ods_enum_cases = {"none" = 0, "warpx2_02_13" = 1, "warpx2_01_23" = 2, "warpx4" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tcgen05_cp_shape attributes {
      summary = "tcgen05 cp shapes",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::Tcgen05CpShape\", \"Tcgen05CpShapeAttr\", \"shape_128x256b shape_4x256b shape_128x128b shape_64x128b shape_32x128b\") `>`",
      ods_enum = "::mlir::NVVM::Tcgen05CpShape", ods_enum_cases = {"shape_128x256b" = 0, "shape_4x256b" = 1, "shape_128x128b" = 2, "shape_64x128b" = 3, "shape_32x128b" = 4}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tcgen05_cp_src_fmt attributes {
      summary = "tcgen05 cp source format",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::Tcgen05CpSrcFormat\", \"Tcgen05CpSrcFormatAttr\", \"b6x16_p32 b4x16_p64\") `>`",
      ods_enum = "::mlir::NVVM::Tcgen05CpSrcFormat", ods_enum_cases = {"b6x16_p32" = 0, "b4x16_p64" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tcgen05_fence attributes {
      summary = "NVVM Tcgen05 fence kind",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::Tcgen05FenceKind\", \"Tcgen05FenceKindAttr\", \"before after\") `>`",
      ods_enum = "::mlir::NVVM::Tcgen05FenceKind", ods_enum_cases = {"before" = 0, "after" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tcgen05_ldst_shape attributes {
      summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::Tcgen05LdStShape\", \"Tcgen05LdStShapeAttr\", \"shape_16x64b shape_16x128b shape_16x256b shape_32x32b shape_16x32bx2\") `>`",
      ods_enum = "::mlir::NVVM::Tcgen05LdStShape", ods_enum_cases = {"shape_16x64b" = 0, "shape_16x128b" = 1, "shape_16x256b" = 2, "shape_32x32b" = 3, "shape_16x32bx2" = 4}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tcgen05_mma_block_scale attributes {
      summary = "tcgen05.mma block scale attribute",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::Tcgen05MMABlockScale\", \"Tcgen05MMABlockScaleAttr\", \"default block16 block32\") `>`",
      ods_enum = "::mlir::NVVM::Tcgen05MMABlockScale", ods_enum_cases = {"default" = 0, "block16" = 1, "block32" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tcgen05_mma_collectorb attributes {
      summary = "tcgen05 MMA Collector Buffer B Attribute",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::Tcgen05MMACollectorBBuffer\", \"Tcgen05MMACollectorBBufferAttr\", \"b0 b1 b2 b3\") `>`",
      ods_enum = "::mlir::NVVM::Tcgen05MMACollectorBBuffer", ods_enum_cases = {"b0" = 0, "b1" = 1, "b2" = 2, "b3" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tcgen05_mma_collectorop attributes {
      summary = "tcgen05.mma Collector Buffer Operation",
      description = "Tcgen05MMACollectorOp attribute specifies the collector buffer operations.\nThe following are the supported operations:\n  * discard : Release buffer after use (default)\n  * lastuse : Mark buffer for last use\n  * fill    : Fill buffer\n  * use     : Use buffer without modification",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::Tcgen05MMACollectorOp\", \"Tcgen05MMACollectorOpAttr\", \"discard lastuse fill use\") `>`",
      ods_enum = "::mlir::NVVM::Tcgen05MMACollectorOp", ods_enum_cases = {"discard" = 0, "lastuse" = 1, "fill" = 2, "use" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tcgen05_mma_kind attributes {
      summary = "tcgen05 MMA Supported Types",
      description = "The Tcgen05MMAKind attribute describes the allowed set of types for matrix A and B in the tcgen05.mma.{sp} Op. The following are supported types for each kind:\n\n```\n+-------------+--------------------------------------------+\n| Matrix Kind |      supported types for A / B             |\n+-------------+--------------------------------------------+\n| f16         | f16, bf16                                  |\n| tf32        | tf32                                       |\n| f8f6f4      | e4m3, e5m2, e2m3, e3m2, e2m1               |\n| i8          | unsigned 8b, signed 8b                     |\n+-------------+--------------------------------------------+\n```",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::Tcgen05MMAKind\", \"Tcgen05MMAKindAttr\", \"f8f6f4 i8 f16 tf32\") `>`",
      ods_enum = "::mlir::NVVM::Tcgen05MMAKind", ods_enum_cases = {"f8f6f4" = 2, "i8" = 3, "f16" = 0, "tf32" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @tcgen05_wait attributes {
      summary = "NVVM Tcgen05 wait kind",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::Tcgen05WaitKind\", \"Tcgen05WaitKindAttr\", \"load store\") `>`",
      ods_enum = "::mlir::NVVM::Tcgen05WaitKind", ods_enum_cases = {"load" = 0, "store" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @vote_sync_kind attributes {
      summary = "NVVM vote sync kind",
      assembly_format = "custom<Enum>($value, \"::mlir::NVVM::VoteSyncKind\", \"VoteSyncKindAttr\", \"any all ballot uni\")",
      ods_enum = "::mlir::NVVM::VoteSyncKind", ods_enum_cases = {"any" = 0, "all" = 1, "ballot" = 2, "uni" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @wgmma_scale_in attributes {
      summary = "WGMMA overflow options",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::WGMMAScaleIn\", \"WGMMAScaleInAttr\", \"one neg\") `>`",
      ods_enum = "::mlir::NVVM::WGMMAScaleIn", ods_enum_cases = {"one" = 1, "neg" = -1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @wgmma_scale_out attributes {
      summary = "WGMMA input predicate",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::WGMMAScaleOut\", \"WGMMAScaleOutAttr\", \"zero one\") `>`",
      ods_enum = "::mlir::NVVM::WGMMAScaleOut", ods_enum_cases = {"zero" = 0, "one" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @wgmma_type attributes {
      summary = "NVVM WGMMA types",
      assembly_format = "`<` custom<Enum>($value, \"::mlir::NVVM::WGMMATypes\", \"WGMMATypesAttr\", \"f16 tf32 u8 s8 b1 bf16 e4m3 e5m2 f32 s32\") `>`",
      ods_enum = "::mlir::NVVM::WGMMATypes", ods_enum_cases = {"f16" = 0, "tf32" = 1, "u8" = 2, "s8" = 3, "b1" = 4, "bf16" = 5, "e4m3" = 6, "e5m2" = 7, "f32" = 8, "s32" = 9}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.operation @bar.warp.sync attributes {
      summary = "Warp Barrier Synchronization Op",
      description = "The `nvvm.bar.warp.sync` operation performs barrier synchronization for threads \nwithin a warp. \n\nThis operation causes the executing thread to wait until all threads corresponding \nto the `mask` operand have executed a `bar.warp.sync` with the same mask value \nbefore resuming execution.\n\nThe `mask` operand specifies the threads participating in the barrier, where each \nbit position corresponds to the thread's lane ID within the warp. Only threads with \ntheir corresponding bit set in the mask participate in the barrier synchronization.\n\n**Important constraints**:\n- The behavior is undefined if the executing thread is not included in the mask \n  (i.e., the bit corresponding to the thread's lane ID is not set)\n- For compute capability sm_6x or below, all threads in the mask must execute \n  the same `bar.warp.sync` instruction in convergence\n\nThis operation also guarantees memory ordering among participating threads. \nThreads within the warp that wish to communicate via memory can store to memory, \nexecute `bar.warp.sync`, and then safely read values stored by other threads \nin the warp.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-bar-warp-sync)",
      assembly_format = "$mask attr-dict `:` type($mask)"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(mask: %0)
  }
  irdl.operation @barrier attributes {
      summary = "CTA Barrier Synchronization Op",
      description = "The `nvvm.barrier` operation performs barrier synchronization and communication \nwithin a CTA (Cooperative Thread Array). It causes executing threads to wait for \nall non-exited threads participating in the barrier to arrive.\n\nThe operation takes two optional operands:\n\n- `barrierId`: Specifies a logical barrier resource with value 0 through 15. \n  Each CTA instance has sixteen barriers numbered 0..15. Defaults to 0 if not specified.\n- `numberOfThreads`: Specifies the number of threads participating in the barrier. \n  When specified, the value must be a multiple of the warp size. If not specified, \n  all threads in the CTA participate in the barrier.\n- `reductionOp`: specifies the reduction operation (`popc`, `and`, `or`).\n- `reductionPredicate`: specifies the predicate to be used with the\n  `reductionOp`. \n\nThe barrier operation guarantees that when the barrier completes, prior memory \naccesses requested by participating threads are performed relative to all threads \nparticipating in the barrier. It also ensures that no new memory access is \nrequested by participating threads before the barrier completes.\n\nWhen a barrier completes, the waiting threads are restarted without delay, and \nthe barrier is reinitialized so that it can be immediately reused.\n\nThis operation generates an aligned barrier, indicating that all threads in the CTA \nwill execute the same barrier instruction. Behavior is undefined if all threads in the \nCTA do not reach this instruction.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-bar)",
      assembly_format = "(`id` `=` $barrierId^)? (`number_of_threads` `=` $numberOfThreads^)? (qualified($reductionOp)^ $reductionPredicate)? (`->` type($res)^)? attr-dict",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvvmBarrier",
      optional_attributes = ["reductionOp"],
      independent_variadics = ["barrierId", "numberOfThreads", "reductionPredicate", "res"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @nvvm::@reduction {summary = "NVVM barrier reduction operation"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(barrierId: optional %0, numberOfThreads: optional %1, reductionPredicate: optional %3)
    irdl.results(res: optional %4)
    irdl.attributes {"reductionOp" = %2}
  }
  irdl.operation @barrier.arrive attributes {
      description = "Thread that executes this op announces their arrival at the barrier with \ngiven id and continue their execution.\n\nThe default barrier id is 0 that is similar to `nvvm.barrier` Op. When \n`barrierId` is not present, the default barrier id is used. \n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-bar)",
      assembly_format = "(`id` `=` $barrierId^)? `number_of_threads` `=` $numberOfThreads attr-dict",
      ods_traits = ["BasicPtxBuilderInterface"],
      independent_variadics = ["barrierId"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(barrierId: optional %0, numberOfThreads: %1)
  }
  irdl.operation @barrier0 attributes {
      summary = "CTA Barrier Synchronization Op (Barrier ID 0)",
      description = "The `nvvm.barrier0` operation is a convenience operation that performs barrier \nsynchronization and communication within a CTA (Cooperative Thread Array) using \nbarrier ID 0. It is functionally equivalent to `nvvm.barrier` or `nvvm.barrier id=0`. \n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-bar)",
      assembly_format = "attr-dict"} {
  }
  irdl.operation @breakpoint attributes {
      summary = "Breakpoint Op",
      description = "Breakpoint suspends execution of the program for debugging.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#miscellaneous-instructions-brkpt)",
      assembly_format = "attr-dict"} {
  }
  irdl.operation @cluster.arrive attributes {
      summary = "Cluster Barrier Arrive Op",
      description = "The `cluster.arrive` can be used by the threads within the cluster for synchronization and\ncommunication. The `cluster.arrive` instruction marks the warps' arrival at the barrier\nwithout causing the executing thread to wait for other participating threads.\n\nThe `aligned` attribute, when provided, generates the .aligned version of the PTX instruction.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-barrier-cluster)",
      assembly_format = "attr-dict",
      optional_attributes = ["aligned"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    irdl.attributes {"aligned" = %0}
  }
  irdl.operation @cluster.arrive.relaxed attributes {
      summary = "Cluster Barrier Relaxed Arrive Op",
      description = "The `cluster.arrive` can be used by the threads within the cluster for synchronization and\ncommunication. The `cluster.arrive` instruction marks the warps' arrival at the barrier\nwithout causing the executing thread to wait for other participating threads.\n\nThe `aligned` attribute, when provided, generates the .aligned version of the PTX instruction.\nThe .relaxed qualifier on `cluster.arrive` specifies that there are no memory\nordering and visibility guarantees provided for the memory accesses performed prior to\n`cluster.arrive`.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-barrier-cluster)",
      assembly_format = "attr-dict",
      ods_traits = ["NVVMRequiresSM<90>"],
      optional_attributes = ["aligned"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    irdl.attributes {"aligned" = %0}
  }
  irdl.operation @cluster.wait attributes {
      summary = "Cluster Barrier Wait Op",
      description = "The `cluster.wait` causes the executing thread to wait for all non-exited threads\nof the cluster to perform `cluster.arrive`. The `aligned` attribute, when provided,\ngenerates the .aligned version of the PTX instruction.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-barrier-cluster)",
      assembly_format = "attr-dict",
      ods_traits = ["NVVMRequiresSM<90>"],
      optional_attributes = ["aligned"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    irdl.attributes {"aligned" = %0}
  }
  irdl.operation @clusterlaunchcontrol.query.cancel attributes {
      summary = "Query the response of a clusterlaunchcontrol.try.cancel operation",
      description = "`clusterlaunchcontrol.query.cancel` queries the response of a \n`clusterlaunchcontrol.try.cancel` operation specified by operand \n`try_cancel_response`.\n\nOperand `query_type` specifies the type of query to perform and can be one \nof the following:\n- `is_canceled` : Returns true if the try cancel request succeeded, \nand false otherwise.\n- `get_first_cta_id_{x/y/z}` : Returns the x, y, or z coordinate of the \nfirst CTA in the canceled cluster. Behaviour is defined only if the try \ncancel request succeeded. \n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#parallel-synchronization-and-communication-instructions-clusterlaunchcontrol-query-cancel)",
      assembly_format = "`query` `=` $query_type `,` $try_cancel_response attr-dict `:` type($res)",
      ods_traits = ["NVVMRequiresSM<100>"],
      cpp_verifier = "NvvmClusterLaunchControlQueryCancel"} {
    %0 = irdl.base @nvvm::@cluster_launch_control_query_type {summary = "NVVM ClusterLaunchControlQueryType"}
    %1 = irdl.is i128 {summary = "128-bit signless integer"}
    %2 = irdl.is i1
    %3 = irdl.is i32
    %4 = irdl.any_of(%2, %3) {summary = "1-bit signless integer or 32-bit signless integer"}
    irdl.operands(try_cancel_response: %1)
    irdl.results(res: %4)
    irdl.attributes {"query_type" = %0}
  }
  irdl.operation @clusterlaunchcontrol.try.cancel attributes {
      summary = "Request atomically canceling the launch of a cluster that has not started running yet",
      description = "`clusterlaunchcontrol.try.cancel` requests atomically canceling the launch \nof a cluster that has not started running yet. It asynchronously writes an \nopaque response to shared memory indicating whether the operation succeeded \nor failed.\n\nOperand `smemAddress` specifies the naturally aligned address of the \n16-byte wide shared memory location where the request's response is written.\n\nOperand `mbarrier` specifies the mbarrier object used to track the \ncompletion of the asynchronous operation.\n\nIf `multicast` is specified, the response is asynchronously written to the \ncorresponding local shared memory location (specifed by `addr`) of each CTA \nin the requesting cluster.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#parallel-synchronization-and-communication-instructions-clusterlaunchcontrol-try-cancel)",
      assembly_format = "(`multicast` $multicast^ `,`)? $smemAddress `,` $mbarrier attr-dict",
      ods_traits = ["NVVMRequiresSM<100>"],
      optional_attributes = ["multicast"]} {
    %0 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    irdl.operands(smemAddress: %1, mbarrier: %2)
    irdl.attributes {"multicast" = %0}
  }
  irdl.operation @convert.bf16x2.to.f8x2 attributes {
      summary = "Convert a pair of bf16 inputs to f8x2",
      description = "This Op converts the given bf16 inputs in a bf16x2 vector to the specified \nf8 type.\nThe result `dst` is represented as an i16 type or as a vector\nof two i8 types.\nIf `dst` is returned as an i16 type, the converted values from `a`\nare packed such that the value converted from the first element of `a`\nis stored in the upper 8 bits of `dst` and the value converted from the\nsecond element of `a` is stored in the lower 8 bits of `dst`.\nIf `dst` is returned as a vector type, each converted value is stored as an \ni8 element in the vector.\nThe `rnd` and `sat` attributes specify the rounding and saturation modes \nrespectively.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$a attr-dict `:` type($a) `->` type($dst) `(` $dstTy `)`",
      cpp_verifier = "NvvmConvertBF16x2ToF8x2",
      default_values = {rnd = "#nvvm<fp_rnd_mode<none>>", sat = "#nvvm<sat_mode<none>>"}} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::BFloat16Type>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of bfloat16 type values of length 2"}
    %1 = irdl.base @nvvm::@fp_rnd_mode {summary = "NVVM FPRoundingMode kind"}
    %2 = irdl.base @nvvm::@sat_mode {summary = "NVVM SaturationMode kind"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %4 = irdl.c_pred "(($_self.isSignlessInteger(16))) || (((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2)))))" {summary = "16-bit signless integer or vector of 8-bit signless integer values of length 2"}
    irdl.operands(a: %0)
    irdl.results(dst: %4)
    irdl.attributes {"rnd" = %1, "sat" = %2, "dstTy" = %3}
  }
  irdl.operation @convert.f16x2.to.f8x2 attributes {
      summary = "Convert an f16x2 input to f8x2",
      description = "This Op converts the given f16 inputs in an f16x2 vector to the specified \nf8 type.\nThe result `dst` is represented as an i16 type or as a vector\nof two i8 types.\nIf `dst` is returned as an i16 type, the converted values from `a`\nare packed such that the value converted from the first element of `a`\nis stored in the upper 8 bits of `dst` and the value converted from the\nsecond element of `a` is stored in the lower 8 bits of `dst`.\nIf `dst` is returned as a vector type, each converted value is stored as an \ni8 element in the vector.\nThe `relu` attribute, when set, lowers to the '.relu' variant of\nthe cvt instruction.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$a attr-dict `:` type($a) `->` type($dst) `(` $dstTy `)`",
      cpp_verifier = "NvvmConvertF16x2ToF8x2",
      default_values = {relu = "false"}} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isF16())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of 16-bit float values of length 2"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %3 = irdl.c_pred "(($_self.isSignlessInteger(16))) || (((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2)))))" {summary = "16-bit signless integer or vector of 8-bit signless integer values of length 2"}
    irdl.operands(a: %0)
    irdl.results(dst: %3)
    irdl.attributes {"relu" = %1, "dstTy" = %2}
  }
  irdl.operation @convert.f32x2.to.bf16x2 attributes {
      summary = "Convert two F32 values to packed bf16x2.",
      description = "Converts two F32 values to packed bf16x2 format with \nthe specified rounding mode. The `src_hi` and `src_lo` parameters \ncorrespond to operands `a` and `b` in the PTX ISA, respectively.\n\nThe `random_bits` parameter is required for stochastic rounding and \nprovides the [random bits](https://docs.nvidia.com/cuda/parallel-thread-execution/#cvt-rs-rbits-layout-bf16) to be used for the conversion.\n\nThe `relu` attribute clamps negative results to 0.\n\nThe `sat` attribute determines saturation behavior.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$src_hi `,` $src_lo (`,` $random_bits^)? attr-dict `:` type($dst)",
      traits = ["Pure"],
      cpp_verifier = "NvvmConvertF32x2ToBF16x2",
      default_values = {rnd = "#nvvm<fp_rnd_mode<none>>", sat = "#nvvm<sat_mode<none>>", relu = "false"},
      independent_variadics = ["random_bits"]} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.base @nvvm::@fp_rnd_mode {summary = "NVVM FPRoundingMode kind"}
    %4 = irdl.base @nvvm::@sat_mode {summary = "NVVM SaturationMode kind"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %6 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::BFloat16Type>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of bfloat16 type values of length 2"}
    irdl.operands(src_hi: %0, src_lo: %1, random_bits: optional %2)
    irdl.results(dst: %6)
    irdl.attributes {"rnd" = %3, "sat" = %4, "relu" = %5}
  }
  irdl.operation @convert.f32x2.to.f16x2 attributes {
      summary = "Convert two F32 values to packed f16x2.",
      description = "Converts two F32 values to packed f16x2 format with \nthe specified rounding mode. The `src_hi` and `src_lo` parameters \ncorrespond to operands `a` and `b` in the PTX ISA, respectively.\n\nThe `random_bits` parameter is required for stochastic rounding and \nprovides the [random bits](https://docs.nvidia.com/cuda/parallel-thread-execution/#cvt-rs-rbits-layout-f16) to be used for the conversion.\n\nThe `relu` attribute clamps negative results to 0.\n\nThe `sat` attribute determines saturation behavior.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$src_hi `,` $src_lo (`,` $random_bits^)? attr-dict `:` type($dst)",
      traits = ["Pure"],
      cpp_verifier = "NvvmConvertF32x2ToF16x2",
      default_values = {rnd = "#nvvm<fp_rnd_mode<none>>", sat = "#nvvm<sat_mode<none>>", relu = "false"},
      independent_variadics = ["random_bits"]} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.base @nvvm::@fp_rnd_mode {summary = "NVVM FPRoundingMode kind"}
    %4 = irdl.base @nvvm::@sat_mode {summary = "NVVM SaturationMode kind"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %6 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isF16())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of 16-bit float values of length 2"}
    irdl.operands(src_hi: %0, src_lo: %1, random_bits: optional %2)
    irdl.results(dst: %6)
    irdl.attributes {"rnd" = %3, "sat" = %4, "relu" = %5}
  }
  irdl.operation @convert.f32x2.to.f4x2 attributes {
      summary = "Convert a pair of float inputs to f4x2",
      description = "This Op converts each of the given float inputs to the specified fp4 type.\nThe result `dst` is returned as an i8 type where the converted values are \npacked such that the value converted from `a` is stored in the upper 4 bits \nof `dst` and the value converted from `b` is stored in the lower 4 bits of \n`dst`.\nThe `relu` attribute, when set, lowers to the '.relu' variant of\nthe cvt instruction.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$a `,` $b attr-dict `:` type($dst) `(` $dstTy `)`",
      cpp_verifier = "NvvmConvertF32x2ToF4x2",
      default_values = {relu = "false"}} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %4 = irdl.is i8 {summary = "8-bit signless integer"}
    irdl.operands(a: %0, b: %1)
    irdl.results(dst: %4)
    irdl.attributes {"relu" = %2, "dstTy" = %3}
  }
  irdl.operation @convert.f32x2.to.f6x2 attributes {
      summary = "Convert a pair of float inputs to f6x2",
      description = "This Op converts each of the given float inputs to the specified fp6 type.\nThe result `dst` is represented either as an i16 type or as a vector\nof two i8 types.\nIf `dst` is returned as an i16 type, the converted values are packed such \nthat the value converted from `a` is stored in the upper 8 bits of `dst` \nwith 2 MSB bits padded with zeros and the value converted from `b` is \nstored in the lower 8 bits of `dst` with 2 MSB bits padded with zeros.\nIf `dst` is returned as a vector type, each converted value is stored as an \ni8 element in the vector.\nThe `relu` attribute, when set, lowers to the '.relu' variant of\nthe cvt instruction.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$a `,` $b attr-dict `:` type($dst) `(` $dstTy `)`",
      cpp_verifier = "NvvmConvertF32x2ToF6x2",
      default_values = {relu = "false"}} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %4 = irdl.c_pred "(($_self.isSignlessInteger(16))) || (((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2)))))" {summary = "16-bit signless integer or vector of 8-bit signless integer values of length 2"}
    irdl.operands(a: %0, b: %1)
    irdl.results(dst: %4)
    irdl.attributes {"relu" = %2, "dstTy" = %3}
  }
  irdl.operation @convert.f32x2.to.f8x2 attributes {
      summary = "Convert a pair of float inputs to f8x2",
      description = "This Op converts each of the given float inputs to the specified fp8 type.\nThe result `dst` is represented as an i16 type or as a vector\nof two i8 types.\nIf `dst` is returned as an i16 type, the converted values are packed such \nthat the value converted from `a` is stored in the upper 8 bits of `dst` \nand the value converted from `b` is stored in the lower 8 bits of `dst`.\nIf `dst` is returned as a vector type, each converted value is stored as an \ni8 element in the vector.\nThe `rnd` and `sat` attributes specify the rounding and saturation modes respectively.\nThe `relu` attribute, when set, lowers to the '.relu' variant of\nthe cvt instruction.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$a `,` $b attr-dict `:` type($dst) `(` $dstTy `)`",
      cpp_verifier = "NvvmConvertF32x2ToF8x2",
      default_values = {rnd = "#nvvm<fp_rnd_mode<none>>", sat = "#nvvm<sat_mode<none>>", relu = "false"}} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    %2 = irdl.base @nvvm::@fp_rnd_mode {summary = "NVVM FPRoundingMode kind"}
    %3 = irdl.base @nvvm::@sat_mode {summary = "NVVM SaturationMode kind"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %6 = irdl.c_pred "(($_self.isSignlessInteger(16))) || (((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2)))))" {summary = "16-bit signless integer or vector of 8-bit signless integer values of length 2"}
    irdl.operands(a: %0, b: %1)
    irdl.results(dst: %6)
    irdl.attributes {"rnd" = %2, "sat" = %3, "relu" = %4, "dstTy" = %5}
  }
  irdl.operation @convert.f32x4.to.f4x4 attributes {
      summary = "Convert vector<4xf32> to packed f4x4 with stochastic rounding (.rs) and satfinite",
      description = "Converts a vector<4xf32> to packed f4x4 format using \nstochastic rounding (.rs) mode with SATFINITE saturation. Randomness is \nprovided by the `rbits` parameter. The `dstTy` attribute specifies the \ntarget floating-point format. The `relu` attribute clamps negative results to 0.\n\nNote: These operations always use RS rounding mode and SATFINITE saturation mode.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$src `,` $rbits attr-dict `:` type($src) `->` type($dst) `(` $dstTy `)`",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSMa<100,103>"],
      cpp_verifier = "NvvmConvertF32x4ToF4x4",
      default_values = {relu = "false"}} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isF32())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4))))" {summary = "vector of 32-bit float values of length 4"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %4 = irdl.is i16 {summary = "16-bit signless integer"}
    irdl.operands(src: %0, rbits: %1)
    irdl.results(dst: %4)
    irdl.attributes {"relu" = %2, "dstTy" = %3}
  }
  irdl.operation @convert.f32x4.to.f6x4 attributes {
      summary = "Convert vector<4xf32> to packed f6x4 with stochastic rounding (.rs) and satfinite",
      description = "Converts a vector<4xf32> to packed f6x4 format using \nstochastic rounding (.rs) mode with SATFINITE saturation. Randomness is \nprovided by the `rbits` parameter. The `dstTy` attribute specifies the \ntarget floating-point format. The `relu` attribute clamps negative results to 0.\n\nNote: These operations always use RS rounding mode and SATFINITE saturation mode.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$src `,` $rbits attr-dict `:` type($src) `->` type($dst) `(` $dstTy `)`",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSMa<100,103>"],
      cpp_verifier = "NvvmConvertF32x4ToF6x4",
      default_values = {relu = "false"}} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isF32())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4))))" {summary = "vector of 32-bit float values of length 4"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %4 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4))))" {summary = "vector of 8-bit signless integer values of length 4"}
    irdl.operands(src: %0, rbits: %1)
    irdl.results(dst: %4)
    irdl.attributes {"relu" = %2, "dstTy" = %3}
  }
  irdl.operation @convert.f32x4.to.f8x4 attributes {
      summary = "Convert vector<4xf32> to packed f8x4 with stochastic rounding (.rs) and satfinite",
      description = "Converts a vector<4xf32> to packed f8x4 format using \nstochastic rounding (.rs) mode with SATFINITE saturation. Randomness is \nprovided by the `rbits` parameter. The `dstTy` attribute specifies the \ntarget floating-point format. The `relu` attribute clamps negative results to 0.\n\nNote: These operations always use RS rounding mode and SATFINITE saturation mode.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$src `,` $rbits attr-dict `:` type($src) `->` type($dst) `(` $dstTy `)`",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSMa<100,103>"],
      cpp_verifier = "NvvmConvertF32x4ToF8x4",
      default_values = {relu = "false"}} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isF32())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4))))" {summary = "vector of 32-bit float values of length 4"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %4 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4))))" {summary = "vector of 8-bit signless integer values of length 4"}
    irdl.operands(src: %0, rbits: %1)
    irdl.results(dst: %4)
    irdl.attributes {"relu" = %2, "dstTy" = %3}
  }
  irdl.operation @convert.f4x2.to.f16x2 attributes {
      summary = "Convert a pair of f4 inputs to f16x2",
      description = "This Op converts the given f4 inputs in a packed i8 to f16.\n\nThe result `dst` is represented as a vector of f16 elements.\nThe `relu` attribute, when set, lowers to the '.relu' variant of \nthe cvt instruction.\"\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$src attr-dict `:` type($src) `(` $srcType `)` `->` type($dst)",
      cpp_verifier = "NvvmConvertF4x2ToF16x2",
      default_values = {relu = "false"}} {
    %0 = irdl.is i8 {summary = "8-bit signless integer"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %3 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isF16())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of 16-bit float values of length 2"}
    irdl.operands(src: %0)
    irdl.results(dst: %3)
    irdl.attributes {"relu" = %1, "srcType" = %2}
  }
  irdl.operation @convert.f6x2.to.f16x2 attributes {
      summary = "Convert a pair of f6 inputs to f16x2",
      description = "This Op converts the given f6 inputs in a i8x2 vector to f16.\n\nThe result `dst` is represented as a vector of f16 elements.\nThe `relu` attribute, when set, lowers to the '.relu' variant of \nthe cvt instruction.\"\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$src attr-dict `:` type($src) `(` $srcType `)` `->` type($dst)",
      cpp_verifier = "NvvmConvertF6x2ToF16x2",
      default_values = {relu = "false"}} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of 8-bit signless integer values of length 2"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %3 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isF16())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of 16-bit float values of length 2"}
    irdl.operands(src: %0)
    irdl.results(dst: %3)
    irdl.attributes {"relu" = %1, "srcType" = %2}
  }
  irdl.operation @convert.f8x2.to.bf16x2 attributes {
      summary = "Convert a pair of f8 inputs to bf16x2",
      description = "This Op converts the given f8 inputs in a i8x2 vector to bf16.\n\nThe result `dst` is represented as a vector of bf16 elements.\n\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$src attr-dict `:` type($src) `(` $srcType `)` `->` type($dst)",
      cpp_verifier = "NvvmConvertF8x2ToBF16x2"} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of 8-bit signless integer values of length 2"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((::llvm::isa<::mlir::BFloat16Type>(elementType))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of bfloat16 type values of length 2"}
    irdl.operands(src: %0)
    irdl.results(dst: %2)
    irdl.attributes {"srcType" = %1}
  }
  irdl.operation @convert.f8x2.to.f16x2 attributes {
      summary = "Convert a pair of f8 inputs to f16x2",
      description = "This Op converts the given f8 inputs in a i8x2 vector to f16.\n\nThe result `dst` is represented as a vector of f16 elements.\nThe `relu` attribute, when set, lowers to the '.relu' variant of \nthe cvt instruction.\"\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$src attr-dict `:` type($src) `(` $srcType `)` `->` type($dst)",
      cpp_verifier = "NvvmConvertF8x2ToF16x2",
      default_values = {relu = "false"}} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of 8-bit signless integer values of length 2"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %3 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isF16())); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of 16-bit float values of length 2"}
    irdl.operands(src: %0)
    irdl.results(dst: %3)
    irdl.attributes {"relu" = %1, "srcType" = %2}
  }
  irdl.operation @convert.float.to.tf32 attributes {
      summary = "Convert the given float input to TF32",
      description = "This Op converts the given f32 input to tf32.\nThe result `res` is represented as an i32 type.\nThe `relu` attribute, when set, lowers to the '.relu' variant of\nthe cvt instruction. The `rnd` and `sat` attributes specify the\nthe rounding and saturation modes respectively.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cvt)",
      assembly_format = "$src attr-dict",
      cpp_verifier = "NvvmConvertFloatToTF32",
      default_values = {rnd = "#nvvm<fp_rnd_mode<none>>", sat = "#nvvm<sat_mode<none>>", relu = "false"}} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.base @nvvm::@fp_rnd_mode {summary = "NVVM FPRoundingMode kind"}
    %2 = irdl.base @nvvm::@sat_mode {summary = "NVVM SaturationMode kind"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(src: %0)
    irdl.results(res: %4)
    irdl.attributes {"rnd" = %1, "sat" = %2, "relu" = %3}
  }
  irdl.operation @cp.async.bulk.commit.group attributes {
      description = "This Op commits all prior initiated but uncommitted cp.async.bulk\ninstructions into a cp.async.bulk-group.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cp-async-bulk-commit-group)",
      assembly_format = "attr-dict"} {
  }
  irdl.operation @cp.async.bulk.global.shared.cta attributes {
      summary = "Async bulk copy from Shared CTA memory to Global memory",
      description = "Initiates an asynchronous copy operation from Shared CTA memory to\nglobal memory. The 32-bit operand `size` specifies the amount of\nmemory to be copied, in terms of number of bytes. `size` must be a\nmultiple of 16. The `l2CacheHint` operand is optional, and it is used\nto specify cache eviction policy that may be used during the memory\naccess. The `byteMask` operand is optional. The i-th bit in the 16-bit\nwide `byteMask` specifies whether the i-th byte of each 16-byte wide\nchunk of source data is copied to the destination. If the bit is set,\nthe byte is copied.\n\nExample:\n```mlir\n  nvvm.cp.async.bulk.global.shared.cta %dst, %src, %size\n      : !llvm.ptr<1>, !llvm.ptr<3>\n\n  // with l2_cache_hint\n  nvvm.cp.async.bulk.global.shared.cta %dst, %src, %size l2_cache_hint = %ch\n      : !llvm.ptr<1>, !llvm.ptr<3>\n\n  // with byte_mask\n  nvvm.cp.async.bulk.global.shared.cta %dst, %src, %size byte_mask = %mask\n      : !llvm.ptr<1>, !llvm.ptr<3>\n\n  // with both l2_cache_hint and byte_mask\n  nvvm.cp.async.bulk.global.shared.cta %dst, %src, %size l2_cache_hint = %ch byte_mask = %mask\n      : !llvm.ptr<1>, !llvm.ptr<3>\n```\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cp-async-bulk)",
      assembly_format = "$dstMem `,` $srcMem `,` $size (`l2_cache_hint` `=` $l2CacheHint^ )? (`byte_mask` `=` $byteMask^ )? attr-dict `:` custom<StrippedType>(type($dstMem), \"!llvm.ptr\") `,` custom<StrippedType>(type($srcMem), \"!llvm.ptr\")",
      traits = ["AttrSizedOperandSegments"],
      independent_variadics = ["l2CacheHint", "byteMask"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i64 {summary = "64-bit signless integer"}
    %4 = irdl.is i16 {summary = "16-bit signless integer"}
    irdl.operands(dstMem: %0, srcMem: %1, size: %2, l2CacheHint: optional %3, byteMask: optional %4)
  }
  irdl.operation @cp.async.bulk.prefetch attributes {
      summary = "Async bulk prefetch from global memory to L2 cache",
      description = "Initiates an asynchronous prefetch of data from the location\nspecified by `srcMem` to the L2 cache.\n\nThe `l2CacheHint` operand is optional, and it is used to specify cache\neviction policy that may be used during the memory access.\n\nExample:\n```mlir\n  nvvm.cp.async.bulk.prefetch %src, %size : !llvm.ptr<1>\n\n  // with l2_cache_hint\n  nvvm.cp.async.bulk.prefetch %src, %size l2_cache_hint = %ch : !llvm.ptr<1>\n```\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cp-async-bulk-prefetch)",
      assembly_format = "$srcMem `,` $size (`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict `:` custom<StrippedType>(type($srcMem), \"!llvm.ptr\")",
      independent_variadics = ["l2CacheHint"]} {
    %0 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(srcMem: %0, size: %1, l2CacheHint: optional %2)
  }
  irdl.operation @cp.async.bulk.shared.cluster.global attributes {
      summary = "Async bulk copy from global to Shared {cta or cluster} memory",
      description = "Initiates an asynchronous copy operation from global memory to shared\nmemory or shared_cluster memory.\n\nThe `multicastMask` operand is optional and can be used only when the\ndestination is shared::cluster memory. When it is present, this Op copies\ndata from global memory to shared memory of multiple CTAs in the cluster.\nOperand `multicastMask` specifies the destination CTAs in the cluster such\nthat each bit position in the 16-bit `multicastMask` operand corresponds to\nthe `nvvm.read.ptx.sreg.ctaid` of the destination CTA. \n\nThe `l2CacheHint` operand is optional, and it is used to specify cache\neviction policy that may be used during the memory access.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cp-async-bulk)",
      assembly_format = "$dstMem `,` $srcMem `,` $mbar `,` $size (`multicast_mask` `=` $multicastMask^ )? (`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict `:` type($dstMem) `,` custom<StrippedType>(type($srcMem), \"!llvm.ptr\")",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvvmCpAsyncBulkGlobalToSharedCluster",
      independent_variadics = ["multicastMask", "l2CacheHint"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 7)))" {summary = "LLVM pointer in address space 3 or LLVM pointer in address space 7"}
    %1 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %2 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.is i16 {summary = "16-bit signless integer"}
    %5 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(dstMem: %0, srcMem: %1, mbar: %2, size: %3, multicastMask: optional %4, l2CacheHint: optional %5)
  }
  irdl.operation @cp.async.bulk.shared.cluster.shared.cta attributes {
      summary = "Async bulk copy from Shared CTA memory to Shared cluster memory",
      description = "Initiates an asynchronous copy operation from Shared CTA memory to Shared\ncluster memory.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cp-async-bulk)",
      assembly_format = "$dstMem `,` $srcMem `,` $mbar `,` $size attr-dict `:` custom<StrippedType>(type($dstMem), \"!llvm.ptr\") `,` custom<StrippedType>(type($srcMem), \"!llvm.ptr\")"} {
    %0 = irdl.is !llvm.ptr<7> {summary = "LLVM pointer in address space 7"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(dstMem: %0, srcMem: %1, mbar: %2, size: %3)
  }
  irdl.operation @cp.async.bulk.tensor.global.shared.cta attributes {
      description = "Initiates an asynchronous copy of the tensor data from shared::cta\nmemory to global memory. This Op supports all the store modes specified in\n`TMAStoreMode`.\n\nThe `l2CacheHint` operand is optional, and it is used to specify cache\neviction policy that may be used during the memory access.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#data-movement-and-conversion-instructions-cp-async-bulk-tensor)",
      assembly_format = "$tmaDescriptor `,` $srcMem `,` `box` `[`$coordinates `]` (`l2_cache_hint` `=` $l2CacheHint^ )? (`,` `predicate` `=` $predicate^)? attr-dict `:` custom<StrippedType>(type($tmaDescriptor), \"!llvm.ptr\") `,` custom<StrippedType>(type($srcMem), \"!llvm.ptr\")",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["BasicPtxBuilderInterface"],
      cpp_verifier = "NvvmCpAsyncBulkTensorSharedCTAToGlobal",
      default_values = {mode = "#nvvm<tma_store_mode<tile>>"},
      independent_variadics = ["coordinates", "l2CacheHint", "predicate"]} {
    %0 = irdl.is !llvm.ptr {summary = "LLVM pointer in address space 0"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i64 {summary = "64-bit signless integer"}
    %4 = irdl.base @nvvm::@tma_store_mode {summary = "NVVM TMA Store Mode"}
    %5 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(tmaDescriptor: %0, srcMem: %1, coordinates: variadic %2, l2CacheHint: optional %3, predicate: optional %5)
    irdl.attributes {"mode" = %4}
  }
  irdl.operation @cp.async.bulk.tensor.prefetch attributes {
      description = "Initiates an asynchronous prefetch operation on the tensor data from global\nmemory to L2 cache. This Op supports all the load modes specified in\n`TMALoadMode`.\n\nThe `l2CacheHint` operand is optional, and it is used to specify cache\neviction policy that may be used during the memory access.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cp-async-bulk-prefetch-tensor)",
      assembly_format = "$tmaDescriptor `,` `box` `[`$coordinates `]` (`im2col` `[` $im2colOffsets^ `]` )? (`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict `:` custom<StrippedType>(type($tmaDescriptor), \"!llvm.ptr\")",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvvmCpAsyncBulkTensorPrefetch",
      default_values = {mode = "#nvvm<tma_load_mode<tile>>"},
      independent_variadics = ["coordinates", "im2colOffsets", "l2CacheHint"]} {
    %0 = irdl.is !llvm.ptr {summary = "LLVM pointer in address space 0"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i16 {summary = "16-bit signless integer"}
    %3 = irdl.base @nvvm::@tma_load_mode {summary = "List of Load-Modes supported for TMA Tensor Ops"}
    %4 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(tmaDescriptor: %0, coordinates: variadic %1, im2colOffsets: variadic %2, l2CacheHint: optional %4)
    irdl.attributes {"mode" = %3}
  }
  irdl.operation @cp.async.bulk.tensor.reduce attributes {
      description = "Initiates an asynchronous reduction operation of tensor data in\nglobal memory with tensor data in shared memory.\n\nThe `mode` attribute indicates whether the copy mode is tile or im2col.\nThe `redOp` attribute specifies the reduction operations applied.\nThe supported reduction operations are:\n{add, min, max, inc, dec, and, or, xor}\n\nThe `l2CacheHint` operand is optional, and it is used to specify cache\neviction policy that may be used during the memory access.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cp-reduce-async-bulk-tensor)",
      assembly_format = "$tmaDescriptor `,` $srcMem `,` `box` `[`$coordinates `]` (`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict `:` custom<StrippedType>(type($tmaDescriptor), \"!llvm.ptr\") `,` custom<StrippedType>(type($srcMem), \"!llvm.ptr\")",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvvmCpAsyncBulkTensorReduce",
      default_values = {mode = "#nvvm<tma_store_mode<tile>>"},
      independent_variadics = ["coordinates", "l2CacheHint"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %2 = irdl.base @nvvm::@tma_redux_kind {summary = "NVVM TMA redux kind"}
    %3 = irdl.base @nvvm::@tma_store_mode {summary = "NVVM TMA Store Mode"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(tmaDescriptor: %0, srcMem: %1, coordinates: variadic %4, l2CacheHint: optional %5)
    irdl.attributes {"redKind" = %2, "mode" = %3}
  }
  irdl.operation @cp.async.bulk.tensor.shared.cluster.global attributes {
      description = "Initiates an asynchronous copy operation on the tensor data from global \nmemory to shared::cluster (or) shared::cta memory. This Op supports all\nthe load modes specified in `TMALoadMode`.\n\nThe `multicastMask` operand is optional. When it is present, the Op copies\ndata from global memory to shared memory of multiple CTAs in the cluster.\nOperand `multicastMask` specifies the destination CTAs in the cluster such \nthat each bit position in the 16-bit `multicastMask` operand corresponds to\nthe `nvvm.read.ptx.sreg.ctaid` of the destination CTA.     \n\nThe `l2CacheHint` operand is optional, and it is used to specify cache \neviction policy that may be used during the memory access.\n\nWhen the `isCTAOnly` attribute is set to true, the destination is\nshared::cta only. Hence, `multicastMask` and `CTAGroup` are not applicable\nwhen `isCTAOnly` is true.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cp-async-bulk-tensor)",
      assembly_format = "$dstMem `,` $tmaDescriptor `,` $mbar `,` `box` `[`$coordinates `]` (`im2col` `[` $im2colOffsets^ `]` )? (`multicast_mask` `=` $multicastMask^ )? (`l2_cache_hint` `=` $l2CacheHint^ )? (`predicate` `=` $predicate^)? attr-dict `:` type($dstMem) `,` custom<StrippedType>(type($tmaDescriptor), \"!llvm.ptr\")",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["BasicPtxBuilderInterface", "NVVMRequiresSM<90>"],
      cpp_verifier = "NvvmCpAsyncBulkTensorGlobalToSharedCluster",
      optional_attributes = ["group"],
      default_values = {mode = "#nvvm<tma_load_mode<tile>>", isCTAOnly = "false"},
      independent_variadics = ["coordinates", "im2colOffsets", "multicastMask", "l2CacheHint", "predicate"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 7)))" {summary = "LLVM pointer in address space 3 or LLVM pointer in address space 7"}
    %1 = irdl.is !llvm.ptr {summary = "LLVM pointer in address space 0"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %4 = irdl.is i16 {summary = "16-bit signless integer"}
    %5 = irdl.is i16 {summary = "16-bit signless integer"}
    %6 = irdl.is i64 {summary = "64-bit signless integer"}
    %7 = irdl.base @nvvm::@tma_load_mode {summary = "List of Load-Modes supported for TMA Tensor Ops"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %9 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    %10 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(dstMem: %0, tmaDescriptor: %1, coordinates: variadic %2, mbar: %3, im2colOffsets: variadic %4, multicastMask: optional %5, l2CacheHint: optional %6, predicate: optional %10)
    irdl.attributes {"mode" = %7, "isCTAOnly" = %8, "group" = %9}
  }
  irdl.operation @cp.async.bulk.wait_group attributes {
      description = "Op waits for completion of the most recent bulk async-groups.\n\nThe `$group` operand tells waiting has to be done until for $group or fewer\nof the most recent bulk async-groups. If `$group` is 0, the op wait until \nall the most recent bulk async-groups have completed.\n\nThe `$read` indicates that the waiting has to be done until all the bulk \nasync operations in the specified bulk async-group have completed reading \nfrom their source locations.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#data-movement-and-conversion-instructions-cp-async-bulk-wait-group)",
      assembly_format = "custom<TypedAttribute>($group, \"i32\") attr-dict",
      ods_traits = ["NVVMRequiresSM<90>"],
      optional_attributes = ["read"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0))" {summary = "32-bit signless integer attribute whose minimum value is 0"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    irdl.attributes {"group" = %0, "read" = %1}
  }
  irdl.operation @cp.async.commit.group attributes {
      assembly_format = "attr-dict"} {
  }
  irdl.operation @cp.async.mbarrier.arrive attributes {
      summary = "NVVM Dialect Op for cp.async.mbarrier.arrive",
      description = "The `cp.async.mbarrier.arrive` Op makes the *mbarrier object* track\nall prior cp.async operations initiated by the executing thread.\nThe `addr` operand specifies the address of the *mbarrier object*\nin generic or shared::cta address space. When it is generic, the\nunderlying memory should fall within the shared::cta space;\notherwise the behavior is undefined. The `noinc` attr impacts\nhow the mbarrier's state is updated.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-cp-async-mbarrier-arrive)",
      assembly_format = "$addr attr-dict `:` type(operands)",
      default_values = {noinc = "0 : i1"}} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(1)))" {summary = "1-bit signless integer attribute"}
    irdl.operands(addr: %0)
    irdl.attributes {"noinc" = %1}
  }
  irdl.operation @cp.async.shared.global attributes {
      assembly_format = "$dst `,` $src `,` custom<TypedAttribute>($size, \"i32\") `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict `:` type(operands)",
      cpp_verifier = "NvvmCpAsync",
      independent_variadics = ["cpSize"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.is !llvm.ptr<1> {summary = "LLVM pointer in address space 1"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.base @nvvm::@load_cache_modifier {summary = "NVVM load cache modifier kind"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(dst: %0, src: %1, cpSize: optional %4)
    irdl.attributes {"size" = %2, "modifier" = %3}
  }
  irdl.operation @cp.async.wait.group attributes {
      assembly_format = "custom<TypedAttribute>($n, \"i32\") attr-dict"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.attributes {"n" = %0}
  }
  irdl.operation @dot.accumulate.2way attributes {
      summary = "Two-way 16-bit to 8-bit dot product-accumulate instruction",
      description = "Performs a two-way 16-bit to 8-bit dot-product which is accumulated in a \n32-bit result.\nOperand `a` is a vector of two 16-bit elements and operand `b` a vector \nof four 8-bit elements between which the dot product is computed.\n\nThe `a_type` and `b_type` attributes specify the type of the elements in `a`\nand `b` respectively.\nIf `a_type` or `b_type` is `s`, then the elements in the corresponding \nvector are sign-extended to 32-bit before the dot product is computed.\nIf `a_type` or `b_type` is `u`, then the elements in the corresponding \nvector are zero-extended to 32-bit instead.\n\nThe `b_hi` boolean attribute specifies which two bytes of `b` are used for \nthe dot product. If `b_hi` is true, then the dot product is computed \nbetween  `a` and elements at indices 2 and 3 of `b`. If `b_hi` is false, \nthen the dot product is computed between `a` and elements at indices 0 and \n1 of `b`.\n\nOperand `c` is a 32-bit integer to which the result is accumulated. It is\ntreated as holding a signed integer if any of `a_type` or `b_type` is \nsigned.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#integer-arithmetic-instructions-dp2a)",
      assembly_format = "$a $a_type `,` $b $b_type `,` $c attr-dict `:` type($a) `,` type($b)"} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(16))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2))))" {summary = "vector of 16-bit signless integer values of length 2"}
    %1 = irdl.base @nvvm::@dot_accumulate_type {summary = "NVVM DotAccumulateType"}
    %2 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4))))" {summary = "vector of 8-bit signless integer values of length 4"}
    %3 = irdl.base @nvvm::@dot_accumulate_type {summary = "NVVM DotAccumulateType"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %6 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(a: %0, b: %2, c: %4)
    irdl.results(res: %6)
    irdl.attributes {"a_type" = %1, "b_type" = %3, "b_hi" = %5}
  }
  irdl.operation @dot.accumulate.4way attributes {
      summary = "Four-way byte dot product-accumulate instruction",
      description = "Performs a four-way byte dot-product which is accumulated in a 32-bit\nresult.\nOperand `a` and `b` are vectors of 4 bytes between which the dot product is \ncomputed.\n\nThe `a_type` and `b_type` attributes specify the type of the elements in `a`\nand `b` respectively.\nIf `a_type` or `b_type` is `signed`, then the elements in the corresponding \nvector are sign-extended to 32-bit before the dot product is computed.\nIf `a_type` or `b_type` is `unsigned`, then the elements in the \ncorresponding vector are zero-extended to 32-bit instead.\n\nOperand `c` is a 32-bit integer to which the result is accumulated. It is\ntreated as holding a signed integer if any of `a_type` or `b_type` is `s8`.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#integer-arithmetic-instructions-dp4a)",
      assembly_format = "$a $a_type `,` $b $b_type `,` $c attr-dict `:` type($a) `,` type($b)"} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4))))" {summary = "vector of 8-bit signless integer values of length 4"}
    %1 = irdl.base @nvvm::@dot_accumulate_type {summary = "NVVM DotAccumulateType"}
    %2 = irdl.c_pred "((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(8))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4))))" {summary = "vector of 8-bit signless integer values of length 4"}
    %3 = irdl.base @nvvm::@dot_accumulate_type {summary = "NVVM DotAccumulateType"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(a: %0, b: %2, c: %4)
    irdl.results(res: %5)
    irdl.attributes {"a_type" = %1, "b_type" = %3}
  }
  irdl.operation @elect.sync attributes {
      summary = "Elect one leader thread",
      description = "The `elect.sync` instruction elects one predicated active leader\nthread from among a set of threads specified in the `membermask`.\nWhen the `membermask` is not provided explicitly, a default value\nof `0xFFFFFFFF` is used. The predicate result is set to `True` for\nthe leader thread, and `False` for all other threads.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-elect-sync)",
      assembly_format = "($membermask^)? attr-dict `->` type(results)",
      independent_variadics = ["membermask"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(membermask: optional %0)
    irdl.results(pred: %1)
  }
  irdl.operation @exit attributes {
      summary = "Exit Op",
      description = "Ends execution of a thread.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#control-flow-instructions-exit)",
      assembly_format = "attr-dict"} {
  }
  irdl.operation @fence.mbarrier.init attributes {
      description = "Fence operation that applies on the prior nvvm.mbarrier.init\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-membar)",
      assembly_format = "attr-dict"} {
  }
  irdl.operation @fence.proxy attributes {
      description = "Fence operation with proxy to establish an ordering between memory accesses\nthat may happen through different proxies.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-membar)",
      assembly_format = "attr-dict",
      cpp_verifier = "NvvmFenceProxy",
      optional_attributes = ["space"]} {
    %0 = irdl.base @nvvm::@proxy_kind {summary = "Proxy kind"}
    %1 = irdl.base @nvvm::@shared_space {summary = "Shared memory space"}
    irdl.attributes {"kind" = %0, "space" = %1}
  }
  irdl.operation @fence.proxy.acquire attributes {
      summary = "Uni-directional proxy fence operation with acquire semantics",
      description = "`fence.proxy.acquire` is a uni-directional fence used to establish ordering\nbetween a prior memory access performed via the generic proxy and a\nsubsequent memory access performed via the tensormap proxy\n\nThe address operand `addr` and the operand `size` together specify the\nmemory range `[addr, addr+size)` on which the ordering guarantees on the\nmemory accesses across the proxies is to be provided. The only supported\nvalue for the `size` operand is 128 and must be an immediate. Generic Addressing\nis used unconditionally, and the address specified by the operand `addr` must\nfall within the `.global` state space. Otherwise, the behavior is undefined\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-membar)",
      assembly_format = "$scope $addr `,` $size (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? attr-dict",
      cpp_verifier = "NvvmFenceProxyAcquire",
      default_values = {fromProxy = "#nvvm<proxy_kind<generic>>", toProxy = "#nvvm<proxy_kind<tensormap>>"}} {
    %0 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    %1 = irdl.is !llvm.ptr {summary = "LLVM pointer in address space 0"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.base @nvvm::@proxy_kind {summary = "Proxy kind"}
    %4 = irdl.base @nvvm::@proxy_kind {summary = "Proxy kind"}
    irdl.operands(addr: %1, size: %2)
    irdl.attributes {"scope" = %0, "fromProxy" = %3, "toProxy" = %4}
  }
  irdl.operation @fence.proxy.release attributes {
      summary = "Uni-directional proxy fence operation with release semantics",
      description = "`fence.proxy.release` is a uni-directional fence used to establish ordering\nbetween a prior memory access performed via the generic proxy and a\nsubsequent memory access performed via the tensormap proxy. `fence.proxy.release`\noperation can form a release sequence that synchronizes with an acquire\nsequence that contains the fence.proxy.acquire proxy fence operation\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-membar)",
      assembly_format = "$scope (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? attr-dict",
      cpp_verifier = "NvvmFenceProxyRelease",
      default_values = {fromProxy = "#nvvm<proxy_kind<generic>>", toProxy = "#nvvm<proxy_kind<tensormap>>"}} {
    %0 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    %1 = irdl.base @nvvm::@proxy_kind {summary = "Proxy kind"}
    %2 = irdl.base @nvvm::@proxy_kind {summary = "Proxy kind"}
    irdl.attributes {"scope" = %0, "fromProxy" = %1, "toProxy" = %2}
  }
  irdl.operation @fence.proxy.sync_restrict attributes {
      summary = "Uni-directional proxy fence operation with sync_restrict",
      description = "The `nvvm.fence.proxy.sync_restrict` Op used to establish\nordering between a prior memory access performed between proxies. Currently,\nthe ordering is only supported between async and generic proxies. `sync_restrict`\nrestricts `acquire` memory semantics to `shared_cluster` and `release` memory\nsemantics to `shared_cta` with cluster scope.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-membar)",
      assembly_format = "attr-dict",
      cpp_verifier = "NvvmFenceProxySyncRestrict",
      default_values = {fromProxy = "#nvvm<proxy_kind<generic>>", toProxy = "#nvvm<proxy_kind<async>>"}} {
    %0 = irdl.base @nvvm::@mem_order {summary = "NVVM Memory Ordering kind"}
    %1 = irdl.base @nvvm::@proxy_kind {summary = "Proxy kind"}
    %2 = irdl.base @nvvm::@proxy_kind {summary = "Proxy kind"}
    irdl.attributes {"order" = %0, "fromProxy" = %1, "toProxy" = %2}
  }
  irdl.operation @fence.sc.cluster attributes {
      assembly_format = "attr-dict"} {
  }
  irdl.operation @fence.sync_restrict attributes {
      summary = "Uni-directional thread fence operation",
      description = "The `nvvm.fence.sync_restrict` Op restricts the class of memory\noperations for which the fence instruction provides the memory ordering guarantees.\n`sync_restrict` restricts `acquire` memory semantics to `shared_cluster` and\n`release` memory semantics to `shared_cta` with cluster scope.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-membar)",
      assembly_format = "attr-dict",
      cpp_verifier = "NvvmFenceSyncRestrict"} {
    %0 = irdl.base @nvvm::@mem_order {summary = "NVVM Memory Ordering kind"}
    irdl.attributes {"order" = %0}
  }
  irdl.operation @griddepcontrol attributes {
      description = "If the $kind attribute is set to `wait`, it causes the \nexecuting thread to wait until all prerequisite grids in flight \nhave completed and all the memory operations from the prerequisite grids \nare performed and made visible to the current grid.\n\nWhen the $kind is launch_dependents, it signals that specific dependents \nthe runtime system designated to react to this instruction can be scheduled \nas soon as all other CTAs in the grid issue the same instruction or have \ncompleted.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#parallel-synchronization-and-communication-instructions-griddepcontrol)",
      assembly_format = "$kind attr-dict"} {
    %0 = irdl.base @nvvm::@grid_dep_action {summary = "Action kind for grid dependency control"}
    irdl.attributes {"kind" = %0}
  }
  irdl.operation @inline_ptx attributes {
      summary = "Inline PTX Op",
      description = "This op allows using PTX directly within the NVVM \n    dialect, while greatly simplifying llvm.inline_asm generation. It \n    automatically handles register size selection and sets the correct \n    read/write access for each operand. The operation leverages the \n    `BasicPtxBuilderInterface` to abstract away low-level details of \n    PTX assembly formatting.\n\n    The `predicate` attribute is used to specify a predicate for the \n    PTX instruction.\n\n    Example 1: Read-only Parameters\n    ```mlir\n    nvvm.inline_ptx \"mbarrier.init.b64 [$0], $1;\" (%barrier_gen, %count) : !llvm.ptr, i32\n\n    // Lowers to:\n    llvm.inline_asm has_side_effects asm_dialect = att \n      \"mbarrier.init.b64 [$0], $1;\", \"l,r\" %arg0, %arg2 : (!llvm.ptr, i32) -> ()\n    ```\n\n    Example 2: Read-only and Write-only Parameters\n    ```mlir\n    %0 = nvvm.inline_ptx \"ex2.approx.ftz.f32 $0, $1;\" (%input) : f32 -> f32\n\n    // Lowers to:\n    %0 = llvm.inline_asm has_side_effects asm_dialect = att \n      \"ex2.approx.ftz.f32 $0, $1;\", \"=f,f\" %arg0 : (f32) -> f32\n    ```\n\n    Example 3: Predicate Usage\n    ```mlir\n    nvvm.inline_ptx \"mbarrier.init.b64 [$0], $1;\" (%barrier_gen, %count), \n      predicate = %pred : !llvm.ptr, i32, i1\n\n    // Lowers to:\n    llvm.inline_asm has_side_effects asm_dialect = att \n      \"@$2 mbarrier.init.b64 [$0], $1;\", \"l,r,b\" %arg0, %arg2, %arg3 \n      : (!llvm.ptr, i32, i1) -> ()\n    ```",
      assembly_format = "$ptxCode ( `ro` `(` $readOnlyArgs^ `:` type($readOnlyArgs) `)` )? ( `rw` `(` $readWriteArgs^ `:` type($readWriteArgs) `)` )? (`,` `predicate` `=` $predicate^)? attr-dict ( `->` type($writeOnlyArgs)^ )?",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["BasicPtxBuilderInterface"],
      independent_variadics = ["readOnlyArgs", "readWriteArgs", "predicate", "writeOnlyArgs"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    %4 = irdl.any {summary = "any type"}
    irdl.operands(readOnlyArgs: variadic %0, readWriteArgs: variadic %1, predicate: optional %3)
    irdl.results(writeOnlyArgs: variadic %4)
    irdl.attributes {"ptxCode" = %2}
  }
  irdl.operation @ldmatrix attributes {
      summary = "cooperative matrix load",
      assembly_format = "$ptr attr-dict `:` functional-type($ptr, $res)",
      cpp_verifier = "NvvmLdMatrix"} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.base @nvvm::@mma_layout {summary = "NVVM MMA layout"}
    %3 = irdl.base @nvvm::@ld_st_matrix_shape {summary = "Matrix shape for ldmatrix and stmatrix"}
    %4 = irdl.base @nvvm::@ld_st_matrix_elt_type {summary = "Element type for ldmatrix and stmatrix"}
    %5 = irdl.any {summary = "any type"}
    irdl.operands(ptr: %0)
    irdl.results(res: %5)
    irdl.attributes {"num" = %1, "layout" = %2, "shape" = %3, "eltType" = %4}
  }
  irdl.operation @mapa attributes {
      assembly_format = "$a`,` $b attr-dict `:` type($a) `->` type($res)",
      ods_traits = ["anonymous_4510", "NVVMRequiresSM<90>"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 7)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 7"}
    irdl.operands(a: %0, b: %1)
    irdl.results(res: %2)
  }
  irdl.operation @match.sync attributes {
      summary = "Broadcast and compare a value across threads in warp",
      description = "The `match.sync` op performs broadcast and compare of operand `val` across \nall non-exited threads in `thread_mask` and returns a mask depending on the \nkind and an optional predicate.\n\nThe matching operation kinds are:\n- `any`: Returns a mask corresponding to the non-exited threads in the \n`thread_mask` that have the same value of operand `val`.\n- `all`: Returns a mask and a predicate. If all non-exited threads in the \n`thread_mask` have the same value of operand `val`, the predicate is set to \ntrue and the mask corresponds to the non-exited threads in the \n`thread_mask`. Otherwise, the predicate is set to false and the mask is 0.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#parallel-synchronization-and-communication-instructions-match-sync)",
      assembly_format = "$kind $thread_mask `,` $val attr-dict `:` type($val) `->` type($res)",
      cpp_verifier = "NvvmMatchSync"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32
    %2 = irdl.is i64
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 64-bit signless integer"}
    %4 = irdl.base @nvvm::@match_sync_kind {summary = "NVVM match sync kind"}
    %5 = irdl.c_pred "(($_self.isSignlessInteger(32))) || ((::llvm::isa<::mlir::LLVM::LLVMStructType>($_self)))" {summary = "32-bit signless integer or LLVM struct type"}
    irdl.operands(thread_mask: %0, val: %3)
    irdl.results(res: %5)
    irdl.attributes {"kind" = %4}
  }
  irdl.operation @mbarrier.arrive attributes {
      summary = "MBarrier Arrive Operation",
      description = "The `nvvm.mbarrier.arrive` operation performs an arrive-on operation on the \n*mbarrier object* at the specified address. Uses the default `.release.cta` semantics. \nThis release pattern establishes memory ordering for operations occurring in program \norder before this arrive instruction by making operations from the current thread \nvisible to subsequent operations in other threads within the CTA. When other threads \nperform corresponding acquire operations (like 'mbarrier.test.wait'), they synchronize \nwith this release pattern.\n\nThis operation causes the executing thread to signal its arrival at the barrier.\n\n- `res`: When the `space` is not shared_cluster, this operation returns an\n  opaque 64-bit value capturing the phase of the *mbarrier object* prior to\n  the arrive-on operation. The contents of this return value are\n  implementation-specific. An *mbarrier object* located in the shared_cluster\n  space cannot return a value.\n\nThe operation takes the following operands:\n- `addr`: A pointer to the memory location of the *mbarrier object*. The `addr`\n  must be a pointer to generic or shared_cta or shared_cluster memory. When it\n  is generic, the underlying address must be within the shared_cta memory space;\n  otherwise the behavior is undefined.\n- `count`: This specifies the amount by which the pending arrival count is\n  decremented. If the `count` argument is not specified, the pending arrival\n  count is decremented by 1.\n- `scope`: This specifies the set of threads that directly observe the memory\n  synchronizing effect of the `mbarrier.arrive` operation.\n- `space`: This indicates the memory space where the mbarrier object resides.\n- `relaxed`: When set to true, the `arrive` operation has relaxed memory semantics\n  and does not provide any ordering or visibility guarantees.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-mbarrier-arrive)",
      assembly_format = "$addr (`,` $count^)? attr-dict `:` type($addr) (`->` type($res)^)?",
      cpp_verifier = "NvvmMBarrierArrive",
      default_values = {scope = "#nvvm<mem_scope<cta>>", relaxed = "false"},
      independent_variadics = ["count", "res"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 7)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3 or LLVM pointer in address space 7"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %4 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(addr: %0, count: optional %1)
    irdl.results(res: optional %4)
    irdl.attributes {"scope" = %2, "relaxed" = %3}
  }
  irdl.operation @mbarrier.arrive.expect_tx attributes {
      summary = "MBarrier Arrive with Expected Transaction Count",
      description = "The `nvvm.mbarrier.arrive.expect_tx` operation performs an expect-tx operation \nfollowed by an arrive-on operation on the *mbarrier object*. Uses the default \n`.release.cta` semantics. This release pattern establishes memory ordering for \noperations occurring in program order before this arrive instruction by making \noperations from the current thread visible to subsequent operations in other \nthreads within the CTA. When other threads perform corresponding acquire operations \n(like 'mbarrier.test.wait'), they synchronize with this release pattern.\n\nThis operation first performs an expect-tx operation with the specified transaction\ncount, then performs an arrive-on operation with an implicit count of 1. The\nexpect-tx operation increases the expect-count of the *mbarrier object* by the\nspecified value (i.e. `txcount`), setting the current phase to expect and track\nthe completion of additional asynchronous transactions.\n\nThe operation takes the following operands:\n- `addr`: A pointer to the memory location of the *mbarrier object*. Uses generic \n  addressing, but the address must still be in the shared memory space.\n- `txcount`: An unsigned integer specifying the expected transaction count \n  for the expect-tx operation. This represents the number of asynchronous transactions \n  expected to complete before the barrier phase completes.\n- `scope`: This specifies the set of threads that directly observe the memory\n  synchronizing effect of the `mbarrier.test.wait` operation.\n- `relaxed`: When set to true, the `arrive` operation has relaxed memory semantics\n  and does not provide any ordering or visibility guarantees.\n- `predicate`: Optional predicate for conditional execution used only when lowering to\n  inline-ptx.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-mbarrier-arrive-drop)",
      assembly_format = "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands) (`->` type($res)^)?",
      ods_traits = ["BasicPtxBuilderInterface"],
      cpp_verifier = "NvvmMBarrierArriveExpectTx",
      default_values = {scope = "#nvvm<mem_scope<cta>>", relaxed = "false"},
      independent_variadics = ["predicate", "res"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 7)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3 or LLVM pointer in address space 7"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %4 = irdl.is i1 {summary = "1-bit signless integer"}
    %5 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(addr: %0, txcount: %1, predicate: optional %4)
    irdl.results(res: optional %5)
    irdl.attributes {"scope" = %2, "relaxed" = %3}
  }
  irdl.operation @mbarrier.arrive.nocomplete attributes {
      summary = "MBarrier Arrive No-Complete Operation",
      description = "The `nvvm.mbarrier.arrive.nocomplete` operation performs an arrive-on operation \non the *mbarrier object* with the guarantee that it will not cause the barrier to \ncomplete its current phase. Uses the default `.release.cta` semantics. This release \npattern establishes memory ordering for operations occurring in program order before \nthis arrive instruction by making operations from the current thread visible to \nsubsequent operations in other threads within the CTA. When other threads perform \ncorresponding acquire operations (like 'mbarrier.test.wait'), they synchronize with \nthis release pattern.\n\nThis operation causes the executing thread to signal its arrival at the barrier \nwith a specified count, but ensures that the barrier phase will not complete as \na result of this operation. The operation returns an opaque value that \ncaptures the phase of the *mbarrier object* prior to the arrive-on operation.\n\nThe operation takes the following operands:\n- `addr`: A pointer to the memory location of the *mbarrier object*. The `addr`\n  must be a pointer to generic or shared::cta memory. When it is generic, the\n  underlying address must be within the shared::cta memory space; otherwise\n  the behavior is undefined.\n- `count`: Integer specifying the count argument to the arrive-on operation. \n  Must be in the valid range as specified in the *mbarrier object* contents.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-mbarrier-arrive)",
      assembly_format = "$addr `,` $count attr-dict `:` type(operands) `->` type($res)"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(addr: %0, count: %1)
    irdl.results(res: %2)
  }
  irdl.operation @mbarrier.arrive_drop attributes {
      summary = "MBarrier Arrive-Drop Operation",
      description = "The `nvvm.mbarrier.arrive_drop` operation decrements the expected arrival\ncount of the *mbarrier object* by `count` and then performs an arrive-on\noperation. When `count` is not specified, it defaults to 1. The decrement\nof the expected arrival count applies to all the subsequent phases of the\n*mbarrier object*. The remaining semantics are identical to those of the\n`nvvm.mbarrier.arrive` operation.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-mbarrier-arrive-drop)",
      assembly_format = "$addr (`,` $count^)? attr-dict `:` type($addr) (`->` type($res)^)?",
      cpp_verifier = "NvvmMBarrierArriveDrop",
      default_values = {scope = "#nvvm<mem_scope<cta>>", relaxed = "false"},
      independent_variadics = ["count", "res"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 7)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3 or LLVM pointer in address space 7"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %4 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(addr: %0, count: optional %1)
    irdl.results(res: optional %4)
    irdl.attributes {"scope" = %2, "relaxed" = %3}
  }
  irdl.operation @mbarrier.arrive_drop.expect_tx attributes {
      summary = "MBarrier arrive_drop with expected transaction count",
      description = "The `nvvm.mbarrier.arrive_drop.expect_tx` operation is similar to the\n`nvvm.mbarrier.arrive.expect_tx` operation except that it performs an\n`arrive_drop` operation instead of only an `arrive` operation.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-mbarrier-arrive-drop)",
      assembly_format = "$addr `,` $txcount attr-dict `:` type(operands) (`->` type($res)^)?",
      cpp_verifier = "NvvmMBarrierArriveDropExpectTx",
      default_values = {scope = "#nvvm<mem_scope<cta>>", relaxed = "false"},
      independent_variadics = ["res"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 7)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3 or LLVM pointer in address space 7"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %4 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(addr: %0, txcount: %1)
    irdl.results(res: optional %4)
    irdl.attributes {"scope" = %2, "relaxed" = %3}
  }
  irdl.operation @mbarrier.arrive_drop.nocomplete attributes {
      summary = "MBarrier Arrive-Drop No-Complete Operation",
      description = "The `nvvm.mbarrier.arrive_drop.nocomplete` operation decrements the expected\narrival count of the *mbarrier object* by the amount `count` and then performs\nan arrive-on operation on the *mbarrier object* with the guarantee that it\nwill not cause the barrier to complete its current phase.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-mbarrier-arrive-drop)",
      assembly_format = "$addr `,` $count attr-dict `:` type(operands) `->` type($res)"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(addr: %0, count: %1)
    irdl.results(res: %2)
  }
  irdl.operation @mbarrier.complete_tx attributes {
      summary = "MBarrier complete-tx Operation",
      description = "The `nvvm.mbarrier.complete_tx` operation decrements the transaction\ncount of the *mbarrier object* at `addr` by `txcount`. It also signals\nthe completion of asynchronous transactions that were tracked by the\ncurrent phase. The `scope` specifies the set of threads that can directly\nobserve the memory synchronizing effect of the `mbarrier.complete_tx`\noperation. `CTA` and `CLUSTER` are the only allowed values for `scope`.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-mbarrier-complete-tx)",
      assembly_format = "$addr `,` $txcount attr-dict `:` type(operands)",
      cpp_verifier = "NvvmMBarrierCompleteTx",
      default_values = {scope = "#nvvm<mem_scope<cta>>"}} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 7)))" {summary = "LLVM pointer in address space 3 or LLVM pointer in address space 7"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    irdl.operands(addr: %0, txcount: %1)
    irdl.attributes {"scope" = %2}
  }
  irdl.operation @mbarrier.expect_tx attributes {
      summary = "MBarrier expect-tx Operation",
      description = "The `nvvm.mbarrier.expect_tx` operation increases the transaction count\nof the mbarrier located at `addr` by `txcount` amount. The `scope`\nspecifies the set of threads that can directly observe the memory\nsynchronizing effect of the `mbarrier.expect_tx` operation. `CTA`\nand `CLUSTER` are the only allowed values for `scope`.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-mbarrier-expect-tx)",
      assembly_format = "$addr `,` $txcount attr-dict `:` type(operands)",
      cpp_verifier = "NvvmMBarrierExpectTx",
      default_values = {scope = "#nvvm<mem_scope<cta>>"}} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 7)))" {summary = "LLVM pointer in address space 3 or LLVM pointer in address space 7"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    irdl.operands(addr: %0, txcount: %1)
    irdl.attributes {"scope" = %2}
  }
  irdl.operation @mbarrier.init attributes {
      summary = "MBarrier Initialization Op",
      description = "The `nvvm.mbarrier.init` operation initializes an *mbarrier object* at the specified \nmemory location. \n\nThis operation initializes the *mbarrier object* with the following state:\n- Current phase: 0\n- Expected arrival count: `count`\n- Pending arrival count: `count`  \n- Transaction count (tx-count): 0\n\nThe operation takes the following operands:\n- `addr`: A pointer to the memory location of the *mbarrier object*. The `addr`\n  must be a pointer to generic or shared::cta memory. When it is generic, the\n  underlying address must be within the shared::cta memory space; otherwise\n  the behavior is undefined.\n- `count`: Integer specifying the number of threads that will participate in barrier\n  synchronization. Must be in the range [1, 2²⁰ - 1].\n- `predicate`: Optional predicate for conditional execution.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-mbarrier-init)",
      assembly_format = "$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
      ods_traits = ["BasicPtxBuilderInterface"],
      independent_variadics = ["predicate"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(addr: %0, count: %1, predicate: optional %2)
  }
  irdl.operation @mbarrier.inval attributes {
      summary = "MBarrier Invalidation Operation",
      description = "The `nvvm.mbarrier.inval` operation invalidates an *mbarrier object* at the \nspecified memory location. \n\nThis operation marks the *mbarrier object* as invalid, making it safe to repurpose \nthe memory location for other uses or to reinitialize it as a new *mbarrier object*.\nIt is undefined behavior if the *mbarrier object* is already invalid.\n\nThe operation takes the following operand:\n- `addr`: A pointer to the memory location of the *mbarrier object*. The `addr`\n  must be a pointer to generic or shared::cta memory. When it is generic, the\n  underlying address must be within the shared::cta memory space; otherwise\n  the behavior is undefined.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#parallel-synchronization-and-communication-instructions-mbarrier-inval)",
      assembly_format = "$addr attr-dict `:` type(operands)"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3"}
    irdl.operands(addr: %0)
  }
  irdl.operation @mbarrier.test.wait attributes {
      summary = "MBarrier Non-Blocking Test Wait Operation",
      description = "The `nvvm.mbarrier.test.wait` operation performs a non-blocking test for the\ncompletion of a specific phase of an *mbarrier object*. It uses the default\n`.acquire.cta` semantics. This acquire pattern establishes memory ordering for\noperations occurring in program order after this wait instruction by making\noperations from other threads in the CTA visible to subsequent operations in the current\nthread. When this wait completes, it synchronizes with the corresponding release\npattern from the `mbarrier.arrive` operation, establishing memory ordering within\nthe CTA.\n\nThis operation tests whether the mbarrier phase specified by the state operand\nhas completed. It is a non-blocking instruction that immediately returns the\ncompletion status without suspending the executing thread.\n\nThe operation takes the following operands:\n- `addr`: A pointer to the memory location of the *mbarrier object*. Uses generic\n  addressing, but the address must still be in the shared memory space.\n- `stateOrPhase`: This argument represents a `state` when it is a 64-bit value\n  and represents a `phase` when it is a 32-bit value. The `state` is an opaque\n  value returned by a previous `mbarrier.arrive` operation on the same\n  *mbarrier object* during the current or immediately preceding phase.\n  The `phase` is an integer specifying the phase parity (0 or 1).\n  Even phases have parity 0, odd phases have parity 1.\n- `scope`: This specifies the set of threads that directly observe the memory\n  synchronizing effect of the `mbarrier.test.wait` operation.\n- `relaxed`: When set to true, the `arrive` operation has relaxed memory semantics\n  and does not provide any ordering or visibility guarantees.\n\nThe operation returns a boolean value indicating whether the specified phase \nhas completed:\n- `true`: The immediately preceding phase has completed\n- `false`: The phase is still incomplete (current phase)\n\n**Memory ordering guarantees**: When this wait returns true, the following \nordering guarantees hold:\n\n1. All memory accesses (except async operations) requested prior to\n   `mbarrier.arrive` having release semantics by participating CTA threads\n   are visible to the executing thread.\n2. All `cp.async` operations requested prior to `cp.async.mbarrier.arrive`\n   by participating CTA threads are visible to the executing thread.\n3. All `cp.async.bulk` operations using the same *mbarrier object* requested\n   prior to `mbarrier.arrive` having release semantics by participating CTA\n   threads are visible to the executing thread.\n4. Memory accesses requested after this wait are not visible to memory\n   accesses performed prior to `mbarrier.arrive` by other participating\n   threads.\n5. No ordering guarantee exists for memory accesses by the same thread\n   between `mbarrier.arrive` and this wait.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#parallel-synchronization-and-communication-instructions-mbarrier-test-wait-try-wait)",
      assembly_format = "$addr `,` $stateOrPhase attr-dict `:` type(operands) `->` type($res)",
      cpp_verifier = "NvvmMBarrierTestWait",
      default_values = {scope = "#nvvm<mem_scope<cta>>", relaxed = "false"}} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3"}
    %1 = irdl.is i64
    %2 = irdl.is i32
    %3 = irdl.any_of(%1, %2) {summary = "64-bit signless integer or 32-bit signless integer"}
    %4 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %6 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(addr: %0, stateOrPhase: %3)
    irdl.results(res: %6)
    irdl.attributes {"scope" = %4, "relaxed" = %5}
  }
  irdl.operation @mbarrier.try_wait attributes {
      summary = "MBarrier try wait on state or phase with an optional timelimit",
      description = "The `nvvm.mbarrier.try_wait` operation checks whether the specified\n*mbarrier object* at `addr` has completed the given phase. Note that\nunlike the `nvvm.mbarrier.test.wait` operation, the try_wait operation\nis a potentially-blocking one. If the phase is not yet complete, the\ncalling thread may be suspended. A suspended thread resumes execution\nonce the phase completes or when a system-defined timeout occurs.\nOptionally, the `ticks` operand can be used to provide a custom timeout\n(in nanoseconds), overriding the system-defined one. The semantics of\nthis operation and its operands are otherwise similar to those of the\n`nvvm.mbarrier.test.wait` Op.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#parallel-synchronization-and-communication-instructions-mbarrier-test-wait-try-wait)",
      assembly_format = "$addr `,` $stateOrPhase (`,` $ticks^)? attr-dict `:` type(operands) `->` type($res)",
      cpp_verifier = "NvvmMBarrierTryWait",
      default_values = {scope = "#nvvm<mem_scope<cta>>", relaxed = "false"},
      independent_variadics = ["ticks"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3"}
    %1 = irdl.is i64
    %2 = irdl.is i32
    %3 = irdl.any_of(%1, %2) {summary = "64-bit signless integer or 32-bit signless integer"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %7 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(addr: %0, stateOrPhase: %3, ticks: optional %4)
    irdl.results(res: %7)
    irdl.attributes {"scope" = %5, "relaxed" = %6}
  }
  irdl.operation @mbarrier.try_wait.parity attributes {
      summary = "MBarrier Potentially-Blocking Try Wait with Phase Parity",
      description = "The `nvvm.mbarrier.try_wait.parity` operation performs a potentially-blocking \ntest for the completion of a specific phase of an *mbarrier object* using phase \nparity. It uses the default `.acquire.cta` semantics. This acquire pattern \nestablishes memory ordering for operations occurring in program order after this \nwait instruction by making operations from other threads in the CTA visible to subsequent \noperations in the current thread. When this wait completes, it synchronizes with \nthe corresponding release pattern from the `mbarrier.arrive` operation, establishing \nmemory ordering within the CTA.\n\nThis operation waits for the completion of the mbarrier phase indicated by the \nphase parity. While it uses the underlying PTX `mbarrier.try_wait.parity` \ninstruction, this MLIR operation generates a loop that enforces the test to \ncomplete before continuing execution, ensuring the barrier phase is actually \ncompleted rather than potentially timing out.\n\nThe operation takes the following operands:\n- `addr`: A pointer to the memory location of the *mbarrier object*. Uses generic \n  addressing, but the address must still be in the shared memory space.\n- `phase`: An integer specifying the phase parity (0 or 1). Even phases \n  have parity 0, odd phases have parity 1.\n- `ticks`: An unsigned integer specifying the suspend time hint in \n  nanoseconds. This may be used instead of the system-dependent time limit.\n\n**Memory ordering guarantees**: When this wait returns true, the following \nordering guarantees hold:\n\n1. All memory accesses (except async operations) requested prior to\n   `mbarrier.arrive` having release semantics by participating CTA threads\n   are visible to the executing thread.\n2. All `cp.async` operations requested prior to `cp.async.mbarrier.arrive`\n   by participating CTA threads are visible to the executing thread.\n3. All `cp.async.bulk` operations using the same *mbarrier object* requested\n   prior to `mbarrier.arrive` having release semantics by participating CTA\n   threads are visible to the executing thread.\n4. Memory accesses requested after this wait are not visible to memory\n   accesses performed prior to `mbarrier.arrive` by other participating\n   threads.\n5. No ordering guarantee exists for memory accesses by the same thread\n   between `mbarrier.arrive` and this wait.\n\n**Implementation behavior**:\nThis operation generates a PTX loop that repeatedly calls the underlying \n`mbarrier.try_wait.parity` instruction until the barrier phase completes. \nUnlike the raw PTX instruction which may return without completion after a \ntimeout, this MLIR operation guarantees completion by continuing to loop until \nthe specified phase is reached.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#parallel-synchronization-and-communication-instructions-mbarrier-test-wait-try-wait)",
      assembly_format = "$addr `,` $phase `,` $ticks attr-dict `:` type(operands)",
      ods_traits = ["BasicPtxBuilderInterface"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(addr: %0, phase: %1, ticks: %2)
  }
  irdl.operation @memory.barrier attributes {
      summary = "Memory barrier operation",
      description = "`membar` operation guarantees that prior memory accesses requested by this\nthread are performed at the specified `scope`, before later memory\noperations requested by this thread following the membar instruction.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#parallel-synchronization-and-communication-instructions-membar)",
      assembly_format = "$scope attr-dict"} {
    %0 = irdl.base @nvvm::@mem_scope {summary = "NVVM Memory Scope kind"}
    irdl.attributes {"scope" = %0}
  }
  irdl.operation @mma.block_scale attributes {
      summary = "cooperative matrix-multiply and accumulate with block scaling",
      description = "The `nvvm.mma.block_scale` operation collectively performs the operation\n`D = matmul(A * SF_A, B * SF_B) + C` using all threads in a warp.\n\nA, B, C and D are dense matrices and SF_A and SF_B are scaling factors.\nDimensions of SF_A and SF_B are based on scale vector sizes (x1, x2, x4),\nand the data type must be either ue8m0 or ue4m3.\n\nAll the threads in the warp must execute the same `mma.block_scale` operation.\n\nThis operation follows the same design pattern as `nvvm.mma.sync`, with additional\nscaling operands for both A and B matrices.\n\nExample:\n```mlir\n%d = nvvm.mma.block_scale A[%a0, %a1] B[%b0, %b1] C[%c0, %c1]\n                          scaleA[%scaleAData, %byteIdA, %threadIdA]\n                          scaleB[%scaleBData, %byteIdB, %threadIdB]\n                          {shape = #nvvm.shape<m = 16, n = 8, k = 64>,\n                           multiplicandAPtxType = #nvvm.mma_type<e2m1>,\n                           multiplicandBPtxType = #nvvm.mma_type<e2m1>,\n                           scaleVecSize = #nvvm.scale_vec_size<x2>,\n                           blockScaleFormat = #nvvm.block_scale_format<ue8m0>,\n                           kind = #nvvm.block_scale_kind<mxf4nvf4>}\n    : (vector<4xf16>, vector<2xf16>, vector<2xf32>) -> !llvm.struct<(f32, f32)>\n```",
      cpp_assembly_format = "NvvmMmaBlockScale",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvvmMmaBlockScale",
      optional_attributes = ["multiplicandAPtxType", "multiplicandBPtxType"],
      independent_variadics = ["operandA", "operandB", "operandC"]} {
    %0 = irdl.base @nvvm::@shape {summary = "Attribute for MMA operation shape."}
    %1 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %2 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %3 = irdl.base @nvvm::@scale_vec_size {summary = "MMA Scale Vector Sizes"}
    %4 = irdl.base @nvvm::@block_scale_format {summary = "MMA Block Scale Format"}
    %5 = irdl.base @nvvm::@block_scale_kind {summary = "Block Scale Kind"}
    %6 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %7 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %8 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %9 = irdl.is i32 {summary = "32-bit signless integer"}
    %10 = irdl.is i16 {summary = "16-bit signless integer"}
    %11 = irdl.is i16 {summary = "16-bit signless integer"}
    %12 = irdl.is i32 {summary = "32-bit signless integer"}
    %13 = irdl.is i16 {summary = "16-bit signless integer"}
    %14 = irdl.is i16 {summary = "16-bit signless integer"}
    %15 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMStructType>($_self))" {summary = "LLVM structure type"}
    irdl.operands(operandA: variadic %6, operandB: variadic %7, operandC: variadic %8, scaleAData: %9, byteIdA: %10, threadIdA: %11, scaleBData: %12, byteIdB: %13, threadIdB: %14)
    irdl.results(res: %15)
    irdl.attributes {"shape" = %0, "multiplicandAPtxType" = %1, "multiplicandBPtxType" = %2, "scaleVecSize" = %3, "blockScaleFormat" = %4, "kind" = %5}
  }
  irdl.operation @mma.sp.block_scale attributes {
      summary = "cooperative sparse matrix-multiply and accumulate with block scaling",
      description = "The `nvvm.mma.sp.block_scale` operation collectively performs the operation\n`D = matmul(A_sparse * SF_A, B * SF_B) + C` using all threads in a warp.\n\nA is a sparse matrix, and B, C and D are dense matrices.\nSF_A and SF_B are scaling factors.\nDimensions of SF_A and SF_B are based on scale vector sizes (x1, x2, x4),\nand the data type must be either ue8m0 or ue4m3.\n\nThis operation is similar to `nvvm.mma.block_scale` but with structured sparsity\nin the A operand. The sparsity follows the 2:4 structured sparse pattern\nwhere 2 out of every 4 elements are non-zero.\n\nAll the threads in the warp must execute the same `mma.sp.block_scale` operation.\n\nThe `sparseMetadata` operand provides the sparsity indices that indicate\nwhich elements in the A operand are non-zero. The `sparsitySelector`\ncontrols how the indices are distributed among threads in the warp and\nshould typically be 0 or 1.\n\nThis operation follows the same design pattern as `nvvm.mma.sp.sync`, with additional\nscaling operands for both A and B matrices. Note that sparse block scale operations\nalways use ordered metadata (sm_90+).\n\nExample:\n```mlir\n%d = nvvm.mma.sp.block_scale A[%a0, %a1] B[%b0, %b1] C[%c0, %c1]\n                             sparseMetadata[%meta] selector[%sel]\n                             scaleA[%scaleAData, %byteIdA, %threadIdA]\n                             scaleB[%scaleBData, %byteIdB, %threadIdB]\n                             {shape = #nvvm.shape<m = 16, n = 8, k = 128>,\n                              multiplicandAPtxType = #nvvm.mma_type<e2m1>,\n                              multiplicandBPtxType = #nvvm.mma_type<e2m1>,\n                              scaleVecSize = #nvvm.scale_vec_size<x2>,\n                              blockScaleFormat = #nvvm.block_scale_format<ue8m0>,\n                              kind = #nvvm.block_scale_kind<mxf4>}\n    : (vector<2xf16>, vector<2xf16>, vector<2xf32>) -> !llvm.struct<(f32, f32)>\n```",
      cpp_assembly_format = "NvvmMmaSpBlockScale",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvvmMmaSpBlockScale",
      optional_attributes = ["multiplicandAPtxType", "multiplicandBPtxType", "orderedMetadata"],
      independent_variadics = ["operandA", "operandB", "operandC"]} {
    %0 = irdl.base @nvvm::@shape {summary = "Attribute for MMA operation shape."}
    %1 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %2 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %3 = irdl.base @nvvm::@scale_vec_size {summary = "MMA Scale Vector Sizes"}
    %4 = irdl.base @nvvm::@block_scale_format {summary = "MMA Block Scale Format"}
    %5 = irdl.base @nvvm::@block_scale_kind {summary = "Block Scale Kind"}
    %6 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %7 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %8 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %9 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %10 = irdl.is i32 {summary = "32-bit signless integer"}
    %11 = irdl.is i32 {summary = "32-bit signless integer"}
    %12 = irdl.is i32 {summary = "32-bit signless integer"}
    %13 = irdl.is i16 {summary = "16-bit signless integer"}
    %14 = irdl.is i16 {summary = "16-bit signless integer"}
    %15 = irdl.is i32 {summary = "32-bit signless integer"}
    %16 = irdl.is i16 {summary = "16-bit signless integer"}
    %17 = irdl.is i16 {summary = "16-bit signless integer"}
    %18 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMStructType>($_self))" {summary = "LLVM structure type"}
    irdl.operands(operandA: variadic %7, operandB: variadic %8, operandC: variadic %9, sparseMetadata: %10, sparsitySelector: %11, scaleAData: %12, byteIdA: %13, threadIdA: %14, scaleBData: %15, byteIdB: %16, threadIdB: %17)
    irdl.results(res: %18)
    irdl.attributes {"shape" = %0, "multiplicandAPtxType" = %1, "multiplicandBPtxType" = %2, "scaleVecSize" = %3, "blockScaleFormat" = %4, "kind" = %5, "orderedMetadata" = %6}
  }
  irdl.operation @mma.sp.sync attributes {
      summary = "cooperative sparse matrix-multiply and accumulate",
      description = "The `nvvm.mma.sp.sync` operation collectively performs the sparse operation\n`D = matmul(A_sparse, B) + C` using all threads in a warp.\n\nThis operation is similar to `nvvm.mma.sync` but with structured sparsity\nin the A operand. The sparsity follows the 2:4 structured sparse pattern\nwhere 2 out of every 4 elements are non-zero.\n\nAll the threads in the warp must execute the same `mma.sp.sync` operation.\n\nThe `sparseMetadata` operand provides the sparsity indices that indicate\nwhich elements in the A operand are non-zero. The `sparsitySelector`\ncontrols how the indices are distributed among threads in the warp and\nshould typically be 0 or 1.\n\nThe optional `orderedMetadata` attribute specifies the metadata ordering:\n- Absence (default): Uses standard sparse metadata ordering\n- Presence: Uses ordered metadata (PTX ISA 8.5+, sm_90+)\n\nThe optional `kind` attribute specifies mixed-precision modes for FP8 operations:\n- `f8f6f4`: Enables e3m2, e2m3, e2m1 FP8 types and f16 accumulator (PTX ISA 8.7+, sm_90+)\n- Only valid with ordered metadata and m16n8k64 shape\n\nThe shapes, layouts, and data types follow the same constraints as the\nregular `nvvm.mma.sync` operation, but the A operand contains only the\nnon-zero elements in compressed format.\n\nExample:\n```mlir\n%d = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1]\n                      sparseMetadata[%meta] selector[%sel]\n                      {shape = {k = 32 : i32, m = 16 : i32, n = 8 : i32}}\n    : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n\n// With ordered metadata:\n%d = nvvm.mma.sp.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1]\n                      sparseMetadata[%meta] selector[%sel]\n                      {orderedMetadata, shape = {k = 32 : i32, m = 16 : i32, n = 8 : i32}}\n    : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n```",
      cpp_assembly_format = "NvvmMmaSp",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvvmMmaSp",
      optional_attributes = ["intOverflowBehavior", "multiplicandAPtxType", "multiplicandBPtxType", "orderedMetadata", "kind"],
      independent_variadics = ["operandA", "operandB", "operandC"]} {
    %0 = irdl.base @nvvm::@shape {summary = "Attribute for MMA operation shape."}
    %1 = irdl.base @nvvm::@mma_int_overflow {summary = "MMA overflow options"}
    %2 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %3 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base @nvvm::@mma_kind {summary = "MMA operation kind"}
    %6 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %7 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %8 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %9 = irdl.is i32 {summary = "32-bit signless integer"}
    %10 = irdl.is i32 {summary = "32-bit signless integer"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMStructType>($_self))" {summary = "LLVM structure type"}
    irdl.operands(operandA: variadic %6, operandB: variadic %7, operandC: variadic %8, sparseMetadata: %9, sparsitySelector: %10)
    irdl.results(res: %11)
    irdl.attributes {"shape" = %0, "intOverflowBehavior" = %1, "multiplicandAPtxType" = %2, "multiplicandBPtxType" = %3, "orderedMetadata" = %4, "kind" = %5}
  }
  irdl.operation @mma.sync attributes {
      summary = "cooperative matrix-multiply and accumulate",
      description = "The `nvvm.mma.sync` operation collectively performs the operation\n`D = matmul(A, B) + C` using all threads in a warp.\n\nAll the threads in the warp must execute the same `mma.sync` operation.\n\nFor each possible multiplicand PTX data type, there are one or more possible\ninstruction shapes given as \"mMnNkK\". The below table describes the posssibilities\nas well as the types required for the operands. Note that the data type for\nC (the accumulator) and D (the result) can vary independently when there are\nmultiple possibilities in the \"C/D Type\" column.\n\nWhen an optional attribute cannot be immediately inferred from the types of\nthe operands and the result during parsing or validation, an error will be\nraised.\n\n`b1Op` is only relevant when the binary (b1) type is given to\n`multiplicandDataType`. It specifies how the multiply-and-acumulate is\nperformed and is either `xor_popc` or `and_poc`. The default is `xor_popc`.\n\n`intOverflowBehavior` is only relevant when the `multiplicandType` attribute\nis one of `u8, s8, u4, s4`, this attribute describes how overflow is handled\nin the accumulator. When the attribute is `satfinite`, the accumulator values\nare clamped in the int32 range on overflow. This is the default behavior.\nAlternatively, accumulator behavior `wrapped` can also be specified, in\nwhich case overflow wraps from one end of the range to the other.\n\n`layoutA` and `layoutB` are required and should generally be set to\n`#nvvm.mma_layout<row>` and `#nvvm.mma_layout<col>` respectively, but other\ncombinations are possible for certain layouts according to the table below.\n\n```\n| A/B Type | Shape     | ALayout | BLayout | A Type   | B Type   | C/D Type          |\n|----------|-----------|---------|---------|----------|----------|-------------------|\n| f64      | .m8n8k4   | row     | col     | 1x f64   | 1x f64   | 2x f64            |\n| f16      | .m8n8k4   | row/col | row/col | 2x f16x2 | 2x f16x2 | 4x f16x2 or 8xf32 |\n|          | .m16n8k8  | row     | col     | 2x f16x2 | 1x f16x2 | 2x f16x2 or 4 f32 |\n|          | .m16n8k16 | row     | col     | 4x f16x2 | 2x f16x2 | 2x f16x2 or 4 f32 |\n| bf16     | .m16n8k8  | row     | col     | 2x i32   | 1x i32   | 4x f32            |\n|          | .m16n8k16 | row     | col     | 4x i32   | 2x i32   | 4x f32            |\n| tf32     | .m16n8k4  | row     | col     | 2x i32   | 1x i32   | 4x f32            |\n|          | .m16n8k8  | row     | col     | 4x i32   | 2x i32   | 2x f16x2 or 4 f32 |\n| u8/s8    | .m8n8k16  | row     | col     | 1x i32   | 1x i32   | 2x i32            |\n|          | .m16n8k16 | row     | col     | 2x i32   | 1x i32   | 4x i32            |\n|          | .m16n8k32 | row     | col     | 4x i32   | 2x i32   | 4x i32            |\n| u4/s4    | .m8n8k32  | row     | col     | 1x i32   | 1x i32   | 2x i32            |\n|          | m16n8k32  | row     | col     | 2x i32   | 1x i32   | 4x i32            |\n|          | m16n8k64  | row     | col     | 4x i32   | 2x i32   | 4x i32            |\n| b1       | m8n8k128  | row     | col     | 1x i32   | 1x i32   | 2x i32            |\n|          | m16n8k128 | row     | col     | 2x i32   | 1x i32   | 4x i32            |\n```\n\n\nExample:\n```mlir\n\n%128 = nvvm.mma.sync A[%120, %121, %122, %123]\n                     B[%124, %125]\n                     C[%126, %127]\n                     {layoutA = #nvvm.mma_layout<row>,\n                      layoutB = #nvvm.mma_layout<col>,\n                      shape = {k = 16 : i32, m = 16 : i32, n = 8 : i32}}\n    : (vector<2xf16>, vector<2xf16>, vector<2xf16>)\n       -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>\n```",
      cpp_assembly_format = "NvvmMma",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "NvvmMma",
      optional_attributes = ["b1Op", "intOverflowBehavior", "multiplicandAPtxType", "multiplicandBPtxType"],
      independent_variadics = ["operandA", "operandB", "operandC"]} {
    %0 = irdl.base @nvvm::@shape {summary = "Attribute for MMA operation shape."}
    %1 = irdl.base @nvvm::@mma_b1op {summary = "MMA binary operations"}
    %2 = irdl.base @nvvm::@mma_int_overflow {summary = "MMA overflow options"}
    %3 = irdl.base @nvvm::@mma_layout {summary = "NVVM MMA layout"}
    %4 = irdl.base @nvvm::@mma_layout {summary = "NVVM MMA layout"}
    %5 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %6 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %7 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %8 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %9 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMStructType>($_self))" {summary = "LLVM structure type"}
    irdl.operands(operandA: variadic %7, operandB: variadic %8, operandC: variadic %9)
    irdl.results(res: %10)
    irdl.attributes {"shape" = %0, "b1Op" = %1, "intOverflowBehavior" = %2, "layoutA" = %3, "layoutB" = %4, "multiplicandAPtxType" = %5, "multiplicandBPtxType" = %6}
  }
  irdl.operation @nanosleep attributes {
      summary = "Suspends the thread for a specified duration.",
      description = "The op suspends the thread for a sleep duration approximately close to the \ndelay `$duration`, specified in nanoseconds. \n\nThe sleep duration is approximated, but guaranteed to be in the \ninterval [0, 2*t]. The maximum sleep duration is 1 millisecond. \nThe implementation may reduce the sleep duration for individual threads \nwithin a warp such that all sleeping threads in the warp wake up together.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#miscellaneous-instructions-nanosleep)",
      assembly_format = "attr-dict $duration"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(duration: %0)
  }
  irdl.operation @pmevent attributes {
      summary = "Trigger one or more Performance Monitor events.",
      description = "Triggers one or more of a fixed number of performance monitor events, with\nevent index or mask specified by immediate operand.\n\nWithout `mask` it triggers a single performance monitor event indexed by\nimmediate operand a, in the range 0..15.\n\nWith `mask` it triggers one or more of the performance monitor events. Each\nbit in the 16-bit immediate operand controls an event.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#miscellaneous-instructions-pmevent)",
      assembly_format = "attr-dict (`id` `=` custom<TypedAttribute>($eventId, \"i32\")^)? (`mask` `=` custom<TypedAttribute>($maskedEventId, \"i16\")^)?",
      cpp_verifier = "NvvmPMEvent",
      optional_attributes = ["maskedEventId", "eventId"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))" {summary = "16-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    irdl.attributes {"maskedEventId" = %0, "eventId" = %1}
  }
  irdl.operation @prefetch attributes {
      summary = "Brings the cache line containing an address into the specified cache level",
      description = "Prefetches the cache line containing the address given by `addr`. The \noperand may be a global, local, or generic pointer. When `tensormap` is \nspecified, the operand may instead be a constant or generic pointer. If the \naddress maps to shared memory, the operation has no effect.\n\nAt most one of `cacheLevel` or `tensormap` may be present. The `cacheLevel` \nattribute selects the target cache level. When combined with `uniform`, the \nprefetch is performed to the uniform cache, in which case `addr` must be a \ngeneric pointer.\n\nWhen `tensormap` is used, the line containing `addr` is brought from the \nconstant or parameter state space for later use by `cp.async.bulk.tensor`. \nIf `in_param_space` is specified, the generic pointer is interpreted as \nreferring to the parameter state space.\n\n`uniform` can be specified after the `cacheLevel` to indicate that the \nprefetch is performed to the specified uniform cache level. If `uniform` is \nspecified, `addr` must be a generic address pointer and no operation is \nperformed if `addr` maps to a `const`, `local`, or `shared` memory location.\n\nThe `evictPriority` attribute is optional and specifies the cache eviction\npriority when `cacheLevel` is L2.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#data-movement-and-conversion-instructions-prefetch-prefetchu)",
      assembly_format = "(`level` `=` $cacheLevel^ (`uniform` $uniform^)? `,`)? (`tensormap` $tensormap^ (`in_param_space` $in_param_space^)? `,`)? (`evict_priority` `=` $evictPriority^ `,`)? $addr (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
      ods_traits = ["BasicPtxBuilderInterface"],
      cpp_verifier = "NvvmPrefetch",
      optional_attributes = ["cacheLevel", "evictPriority", "tensormap", "uniform", "in_param_space"],
      independent_variadics = ["predicate"]} {
    %0 = irdl.base @nvvm::@prefetch_cache_level {summary = "NVVM Prefetch Cache Level"}
    %1 = irdl.base @nvvm::@cache_eviction_priority {summary = "NVVM Cache Eviction Priority"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 1))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 5))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 4)))" {summary = "LLVM pointer in address space 1 or LLVM pointer in address space 5 or LLVM pointer in address space 0 or LLVM pointer in address space 4"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(addr: %2, predicate: optional %3)
    irdl.attributes {"cacheLevel" = %0, "evictPriority" = %1, "tensormap" = %4, "uniform" = %5, "in_param_space" = %6}
  }
  irdl.operation @prmt attributes {
      summary = "Permute bytes from two 32-bit registers",
      description = "The `nvvm.prmt` operation constructs a permutation of the\nbytes of the first one or two operands, selecting based on \nthe 2 least significant bits of the final operand.\n\nThe bytes in the first one or two source operands are numbered. \nThe first source operand (%lo) is numbered {b3, b2, b1, b0}, \nin the case of the '``default``', '``f4e``' and '``b4e``' variants, \nthe second source operand (%hi) is numbered {b7, b6, b5, b4}.\n\nModes:\n- `default`: Index mode         - each nibble in `selector` selects a byte from the 8-byte pool\n- `f4e`    : Forward 4 extract  - extracts 4 contiguous bytes starting from position in `selector`\n- `b4e`    : Backward 4 extract - extracts 4 contiguous bytes in reverse order\n- `rc8`    : Replicate 8        - replicates the lower 8 bits across the 32-bit result\n- `ecl`    : Edge clamp left    - clamps out-of-range indices to the leftmost valid byte\n- `ecr`    : Edge clamp right   - clamps out-of-range indices to the rightmost valid byte  \n- `rc16`   : Replicate 16       - replicates the lower 16 bits across the 32-bit result\n\nDepending on the 2 least significant bits of the %selector operand, the result\nof the permutation is defined as follows:\n\n+------------+----------------+--------------+\n|    Mode    | %selector[1:0] |    Output    |\n+------------+----------------+--------------+\n| '``f4e``'  | 0              | {3, 2, 1, 0} |\n|            +----------------+--------------+\n|            | 1              | {4, 3, 2, 1} |\n|            +----------------+--------------+\n|            | 2              | {5, 4, 3, 2} |\n|            +----------------+--------------+\n|            | 3              | {6, 5, 4, 3} |\n+------------+----------------+--------------+\n| '``b4e``'  | 0              | {5, 6, 7, 0} |\n|            +----------------+--------------+\n|            | 1              | {6, 7, 0, 1} |\n|            +----------------+--------------+\n|            | 2              | {7, 0, 1, 2} |\n|            +----------------+--------------+\n|            | 3              | {0, 1, 2, 3} |\n+------------+----------------+--------------+\n| '``rc8``'  | 0              | {0, 0, 0, 0} |\n|            +----------------+--------------+\n|            | 1              | {1, 1, 1, 1} |\n|            +----------------+--------------+\n|            | 2              | {2, 2, 2, 2} |\n|            +----------------+--------------+\n|            | 3              | {3, 3, 3, 3} |\n+------------+----------------+--------------+\n| '``ecl``'  | 0              | {3, 2, 1, 0} |\n|            +----------------+--------------+\n|            | 1              | {3, 2, 1, 1} |\n|            +----------------+--------------+\n|            | 2              | {3, 2, 2, 2} |\n|            +----------------+--------------+\n|            | 3              | {3, 3, 3, 3} |\n+------------+----------------+--------------+\n| '``ecr``'  | 0              | {0, 0, 0, 0} |\n|            +----------------+--------------+\n|            | 1              | {1, 1, 1, 0} |\n|            +----------------+--------------+\n|            | 2              | {2, 2, 1, 0} |\n|            +----------------+--------------+\n|            | 3              | {3, 2, 1, 0} |\n+------------+----------------+--------------+\n| '``rc16``' | 0              | {1, 0, 1, 0} |\n|            +----------------+--------------+\n|            | 1              | {3, 2, 3, 2} |\n|            +----------------+--------------+\n|            | 2              | {1, 0, 1, 0} |\n|            +----------------+--------------+\n|            | 3              | {3, 2, 3, 2} |\n+------------+----------------+--------------+\n\n[For more information, see PTX ISA]\n(https://docs.nvidia.com/cuda/parallel-thread-execution/#data-movement-and-conversion-instructions-prmt)",
      assembly_format = "$mode $selector `,` $lo (`,` $hi^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      cpp_verifier = "NvvmPermute",
      independent_variadics = ["hi"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.base @nvvm::@permute_mode {summary = "NVVM permute mode"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(lo: %0, hi: optional %1, selector: %2)
    irdl.results(res: %4)
    irdl.attributes {"mode" = %3}
  }
  irdl.operation @rcp.approx.ftz.f attributes {
      assembly_format = "$arg attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.is f32 {summary = "32-bit float"}
    %1 = irdl.is f32 {summary = "32-bit float"}
    irdl.operands(arg: %0)
    irdl.results(res: %1)
  }
  irdl.operation @read.ptx.sreg.aggr.smem.size attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSM<90>"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.clock attributes {
      assembly_format = "attr-dict `:` type($res)"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.clock64 attributes {
      assembly_format = "attr-dict `:` type($res)"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.cluster.ctaid.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSM<90>", "InferIntRangeInterface"],
      cpp_verifier = "NvvmBlockInClusterIdX",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.cluster.ctaid.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSM<90>", "InferIntRangeInterface"],
      cpp_verifier = "NvvmBlockInClusterIdY",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.cluster.ctaid.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSM<90>", "InferIntRangeInterface"],
      cpp_verifier = "NvvmBlockInClusterIdZ",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.cluster.ctarank attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSM<90>", "InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterId",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.cluster.nctaid.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSM<90>", "InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterDimBlocksX",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.cluster.nctaid.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSM<90>", "InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterDimBlocksY",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.cluster.nctaid.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterDimBlocksZ",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.cluster.nctarank attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterDim",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.clusterid.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["NVVMRequiresSM<90>", "InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterIdX",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.clusterid.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterIdY",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.clusterid.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterIdZ",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.ctaid.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmBlockIdX",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.ctaid.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmBlockIdY",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.ctaid.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmBlockIdZ",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.dynamic.smem.size attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg0 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg1 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg10 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg11 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg12 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg13 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg14 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg15 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg16 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg17 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg18 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg19 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg2 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg20 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg21 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg22 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg23 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg24 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg25 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg26 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg27 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg28 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg29 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg3 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg30 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg31 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg4 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg5 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg6 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg7 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg8 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.envreg9 attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.globaltimer attributes {
      assembly_format = "attr-dict `:` type($res)"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.globaltimer.lo attributes {
      assembly_format = "attr-dict `:` type($res)"} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.gridid attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmGridId",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.laneid attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmLaneId",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.lanemask.eq attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.lanemask.ge attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.lanemask.gt attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.lanemask.le attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.lanemask.lt attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.nclusterid.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterDimX",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.nclusterid.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterDimY",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.nclusterid.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmClusterDimZ",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.nctaid.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmGridDimX",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.nctaid.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmGridDimY",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.nctaid.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmGridDimZ",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.nsmid attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmSmDim",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.ntid.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmBlockDimX",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.ntid.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmBlockDimY",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.ntid.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmBlockDimZ",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.nwarpid attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmWarpDim",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.smid attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmSmId",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.tid.x attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmThreadIdX",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.tid.y attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmThreadIdY",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.tid.z attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmThreadIdZ",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.total.smem.size attributes {
      assembly_format = "attr-dict `:` type($res)",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %0)
  }
  irdl.operation @read.ptx.sreg.warpid attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmWarpId",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @read.ptx.sreg.warpsize attributes {
      assembly_format = "(`range` $range^)? attr-dict `:` type($res)",
      traits = ["Pure"],
      ods_traits = ["InferIntRangeInterface"],
      cpp_verifier = "NvvmWarpSize",
      optional_attributes = ["range"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::ConstantRangeAttr>($_self))" {summary = "A range of two integers, corresponding to LLVM's ConstantRange"}
    %1 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    irdl.results(res: %1)
    irdl.attributes {"range" = %0}
  }
  irdl.operation @redux.sync attributes {
      summary = "Redux Sync Op",
      description = "`redux.sync` performs a reduction operation `kind` of the 32 bit source \nregister across all non-exited threads in the membermask.\n\nThe `abs` and `nan` attributes can be used in the case of f32 input type, \nwhere the `abs` attribute causes the absolute value of the input to be used \nin the reduction operation, and the `nan` attribute causes the reduction \noperation to return NaN if any of the inputs to participating threads are \nNaN.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#parallel-synchronization-and-communication-instructions-redux-sync)",
      assembly_format = "$kind $val `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)",
      traits = ["AllTypesMatch<res, val>"],
      ods_traits = ["NVVMRequiresSM<80>"],
      cpp_verifier = "NvvmRedux",
      default_values = {abs = "false", nan = "false"}} {
    %0 = irdl.is i32
    %1 = irdl.is f32
    %2 = irdl.any_of(%0, %1) {summary = "32-bit signless integer or 32-bit float"}
    %3 = irdl.base @nvvm::@redux_kind {summary = "NVVM redux kind"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %7 = irdl.is i32
    %8 = irdl.is f32
    %9 = irdl.any_of(%7, %8) {summary = "32-bit signless integer or 32-bit float"}
    irdl.operands(val: %2, mask_and_clamp: %4)
    irdl.results(res: %9)
    irdl.attributes {"kind" = %3, "abs" = %5, "nan" = %6}
  }
  irdl.operation @setmaxregister attributes {
      assembly_format = "$action custom<TypedAttribute>($regCount, \"i32\") attr-dict",
      cpp_verifier = "NvvmSetMaxRegister"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %1 = irdl.base @nvvm::@action {summary = "NVVM set max register action"}
    irdl.attributes {"regCount" = %0, "action" = %1}
  }
  irdl.operation @shfl.sync attributes {
      summary = "NVVM Dialect Op for shfl.sync",
      description = "The `shfl.sync` Op implements data shuffle within threads of a warp.\nThe `thread_mask` denotes the threads participating in the Op where\nthe bit position corresponds to a particular thread's laneid.\nThe `offset` specifies a source lane or source lane offset\n(depending on `kind`). The `val` is the input value to be copied from\nthe source. The `mask_and_clamp` contains two packed values specifying\na mask for logically splitting warps into sub-segments and an upper bound\nfor clamping the source lane index.\n\nThe `return_value_and_is_valid` unit attribute can be specified to indicate \nthat the return value is a two-element struct, where the first element is \nthe result value and the second element is a predicate indicating if the \ncomputed source lane index is valid.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#data-movement-and-conversion-instructions-shfl-sync)",
      assembly_format = "$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)",
      ods_traits = ["NVVMRequiresSM<30>"],
      cpp_verifier = "NvvmShfl",
      optional_attributes = ["return_value_and_is_valid"]} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32
    %2 = irdl.is f32
    %3 = irdl.any_of(%1, %2) {summary = "32-bit signless integer or 32-bit float"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.is i32 {summary = "32-bit signless integer"}
    %6 = irdl.base @nvvm::@shfl_kind {summary = "NVVM shuffle kind"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::UnitAttr>($_self))" {summary = "unit attribute"}
    %8 = irdl.c_pred "(($_self.isSignlessInteger(32))) || (($_self.isF32())) || ((::llvm::isa<::mlir::LLVM::LLVMStructType>($_self)))" {summary = "32-bit signless integer or 32-bit float or LLVM struct type"}
    irdl.operands(thread_mask: %0, val: %3, offset: %4, mask_and_clamp: %5)
    irdl.results(res: %8)
    irdl.attributes {"kind" = %6, "return_value_and_is_valid" = %7}
  }
  irdl.operation @st.bulk attributes {
      summary = "Bulk Store Op",
      description = "Initializes a region of shared memory at the address given by `addr`.\nThe `size` operand specifies the number of bytes to initialize and must be \na multiple of 8.\nThe `initVal` operand specifies the value to initialize the memory to. The \nonly supported value is 0.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#data-movement-and-conversion-instructions-st-bulk)",
      assembly_format = "$addr `,` `size` `=` $size (`,` `init` `=` custom<TypedAttribute>($initVal, \"i64\")^)? attr-dict `:` type($addr)",
      cpp_verifier = "NvvmBulkStore",
      default_values = {initVal = "0 : i64"}} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 0))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer in address space 0 or LLVM pointer in address space 3"}
    %1 = irdl.is i64 {summary = "64-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    irdl.operands(addr: %0, size: %1)
    irdl.attributes {"initVal" = %2}
  }
  irdl.operation @stmatrix attributes {
      summary = "cooperative matrix store",
      description = "Collectively store one or more matrices across all threads in a warp to the\nlocation indicated by the address operand $ptr in shared memory.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#warp-level-matrix-store-instruction-stmatrix)",
      assembly_format = "$ptr `,` $sources attr-dict `:` type(operands)",
      cpp_verifier = "NvvmStMatrix",
      independent_variadics = ["sources"]} {
    %0 = irdl.is !llvm.ptr<3> {summary = "LLVM pointer in address space 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @nvvm::@mma_layout {summary = "NVVM MMA layout"}
    %3 = irdl.base @nvvm::@ld_st_matrix_shape {summary = "Matrix shape for ldmatrix and stmatrix"}
    %4 = irdl.base @nvvm::@ld_st_matrix_elt_type {summary = "Element type for ldmatrix and stmatrix"}
    irdl.operands(ptr: %0, sources: variadic %1)
    irdl.attributes {"layout" = %2, "shape" = %3, "eltType" = %4}
  }
  irdl.operation @tcgen05.alloc attributes {
      summary = "Tcgen05 alloc operation",
      description = "The `tcgen05.alloc` Op allocates tensor core memory for\nthe amount specified by `nCols` and writes the destination\naddress to the `addr` argument. The `nCols` operand specifies the\nnumber of columns to be allocated and it must be a power-of-two.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-memory-alloc-manage-instructions)",
      assembly_format = "$addr `,` $nCols attr-dict `:` type(operands)",
      ods_traits = ["NVVMRequiresSMa<100,101>"],
      default_values = {group = "#nvvm<cta_group<cta_1>>"}} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer type or LLVM pointer in address space 3"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    irdl.operands(addr: %0, nCols: %1)
    irdl.attributes {"group" = %2}
  }
  irdl.operation @tcgen05.commit attributes {
      summary = "Tcgen05 commit operations",
      description = "The `tcgen05.commit` makes the *mbarrier object*, specified by\nthe operand `addr`, track the completion of all the prior\nasync-tcgen05 operations initiated by the executing thread.\nThe multicast variants allow signaling on the *mbarrier objects*\nof multiple CTAs within the cluster. Operand `multicastMask`,\nwhen present, specifies the destination CTAs in the cluster such\nthat each bit position in the 16-bit `multicastMask` operand\ncorresponds to the `nvvm.read.ptx.sreg.ctaid` of the destination CTA.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen-async-sync-operations-commit)",
      assembly_format = "$addr (`,` `multicast_mask` `=` $multicastMask^)? attr-dict `:` type(operands)",
      ods_traits = ["NVVMRequiresSMa<100,101>"],
      default_values = {group = "#nvvm<cta_group<cta_1>>"},
      independent_variadics = ["multicastMask"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) || (((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 3)))" {summary = "LLVM pointer type or LLVM pointer in address space 3"}
    %1 = irdl.is i16 {summary = "16-bit signless integer"}
    %2 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    irdl.operands(addr: %0, multicastMask: optional %1)
    irdl.attributes {"group" = %2}
  }
  irdl.operation @tcgen05.cp attributes {
      summary = "Tcgen05 copy operation",
      description = "Instruction tcgen05.cp initiates an asynchronous copy operation from\nshared memory to the location specified by the address operand `taddr`\nin the Tensor Memory. The 64-bit register operand `smem_desc` specifies\nthe matrix descriptor representing the source matrix in the shared memory\nthat needs to be copied.\n\nExample:\n```mlir\n  nvvm.tcgen05.cp %taddr, %smem_desc {\n    group = #nvvm.tcgen05_group<cta_2>,\n    shape = #nvvm.tcgen05_cp_shape<shape_64x128b>,\n    multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>,\n    srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>\n  }\n```\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tensorcore-5th-generation-instructions-tcgen05-cp)",
      assembly_format = "$taddr`,` $smem_desc attr-dict",
      ods_traits = ["NVVMRequiresSMa<100,101>"],
      cpp_verifier = "NvvmTcgen05Cp",
      optional_attributes = ["srcFormat"],
      default_values = {group = "#nvvm<cta_group<cta_1>>", multicast = "#nvvm<tcgen05_cp_multicast<none>>"}} {
    %0 = irdl.base @nvvm::@tcgen05_cp_shape {summary = "tcgen05 cp shapes"}
    %1 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    %2 = irdl.base @nvvm::@tcgen05_cp_multicast {summary = "tcgen05 cp multicast"}
    %3 = irdl.base @nvvm::@tcgen05_cp_src_fmt {summary = "tcgen05 cp source format"}
    %4 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %5 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(taddr: %4, smem_desc: %5)
    irdl.attributes {"shape" = %0, "group" = %1, "multicast" = %2, "srcFormat" = %3}
  }
  irdl.operation @tcgen05.dealloc attributes {
      summary = "Tcgen05 dealloc operation",
      description = "The `tcgen05.dealloc` Op de-allocates the tensor core memory\nspecified by `tmemAddr`, which must be from a previous tensor\nmemory allocation. The `nCols` operand specifies the number\nof columns to be de-allocated, and it must be a power-of-two.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-memory-alloc-manage-instructions)",
      assembly_format = "$taddr `,` $nCols attr-dict `:` type(operands)",
      ods_traits = ["NVVMRequiresSMa<100,101>"],
      default_values = {group = "#nvvm<cta_group<cta_1>>"}} {
    %0 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    irdl.operands(taddr: %0, nCols: %1)
    irdl.attributes {"group" = %2}
  }
  irdl.operation @tcgen05.fence attributes {
      summary = "Tcgen05 fence operations",
      description = "The `tcgen05.fence<before>` orders all prior async tcgen05 operations\nwith respect to the subsequent tcgen05 and execution ordering operations.\nThe `tcgen05.fence<after>` orders all subsequent async tcgen05 operations\nwith respect to the prior tcgen05 and execution ordering operations.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tensorcore-5th-generation-instructions-tcgen05-fence)",
      assembly_format = "$kind attr-dict",
      ods_traits = ["NVVMRequiresSMa<100,101>"]} {
    %0 = irdl.base @nvvm::@tcgen05_fence {summary = "NVVM Tcgen05 fence kind"}
    irdl.attributes {"kind" = %0}
  }
  irdl.operation @tcgen05.ld attributes {
      summary = "tensor memory load instructions",
      description = "Instruction `tcgen05.ld` asynchronously loads data from the Tensor Memory at\nthe location specified by the 32-bit address operand `tmemAddr` into the\ndestination register `res`, collectively across all threads of the warps.\n\nThe `shape` and the `num` attribute together determines the total\ndimension of the data which is loaded from the Tensor Memory. The `shape`\nattribute indicates the base dimension of data to be accessed as described\nin the Data Movement Shape. The `num` attribute indicates the repeat\nfactor on the base dimension resulting in the total dimension of the data\nthat is accessed.\n\nThe shape `16x32bx2` performs two accesses into Tensor Memory of the shape\n`16x32b`. The base address of the first access is specified by `tmemAddr`\nand the base address of the second access is specified by\n`tmemAddr + offset`, where `offset` is an immediate argument.\n\nThe unit attribute `pack` can be used to pack two 16-bit\nelements from adjacent columns into a single 32-bit element during the load.\n\nThe following table describes the size of the vector for various combinations\nof `num` and `shape` attributes:\n```\n|=====================================================================|\n| num/shape      |     16x32bx2/16x64b/32x32b |  16x128b   | 16x256b  |\n|=====================================================================|\n| x1             |          1                 |    2       |    4     |\n| x2             |          2                 |    4       |    8     |\n| x4             |          4                 |    8       |    16    |\n| x8             |          8                 |    16      |    32    |\n| x16            |          16                |    32      |    64    |\n| x32            |          32                |    64      |    128   |\n| x64            |          64                |    128     |    NA    |\n| x128           |          128               |    NA      |    NA    |\n|=====================================================================|\n```\n\nExample:\n```mlir\n  nvvm.tcgen05.ld %tmemAddr, %offset pack {\n    shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>,\n  } : <2xi32>\n```\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-instructions-tcgen05-st)",
      assembly_format = "$tmemAddr (`,` $offset^)? (`pack` $pack^)? attr-dict `:` type($res)",
      ods_traits = ["NVVMRequiresSMa<100,101>"],
      cpp_verifier = "NvvmTcgen05Ld",
      optional_attributes = ["pack"],
      independent_variadics = ["offset"]} {
    %0 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %1 = irdl.base @nvvm::@tcgen05_ldst_shape {summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4"}
    %2 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %3 = irdl.is i64 {summary = "64-bit signless integer"}
    %4 = irdl.c_pred "(($_self.isSignlessInteger(32))) || (((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(32))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 8)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 16)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 32)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 64)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 128)))))" {summary = "32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128"}
    irdl.operands(tmemAddr: %2, offset: optional %3)
    irdl.results(res: %4)
    irdl.attributes {"pack" = %0, "shape" = %1}
  }
  irdl.operation @tcgen05.mma attributes {
      summary = "Performs MMA operation on 5th-gen tensor cores",
      description = "The `tcgen05.mma` operation is an asynchronous tensor core instruction that\nperforms matrix multiplication, accumulation in a single fused operation. It\ntargets 5th-generation tensor cores, providing developers with fine-grained\ncontrol over execution and scheduling.\n\n```\nD = A * B + (D * 2^ -scaleInputD)    // if `scaleInputD` is provided\nD = A * B                            // if `enableInputD` is false\nD = A * B + D                        // otherwise\n```\n\nwhere:\n- A is an `M x K` matrix in tensor memory or described using shared memory descriptor\n- B is a `K x N` matrix described using shared memory descriptor\n- D is an `M x N` accumulator matrix in tensor memory\n\nThe `shared memory descriptor` can be generated using `tcgen05.mma_smem_desc` Op\n\n- idesc is a 32-bit value representing the [Instruction Descriptor](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-instruction-descriptor)\n\nOptional Operands:\n- `scaleInputD` is an Immediate value operand used for scaling D matrix by 2 ^ (-scaleInputD). The valid range is [0, 15]\n\n- `disableOutputLane` is a vector mask for selective output\n  * vector<4 x i32> when ctaGroup is CTA_1\n  * vector<8 x i32> when ctaGroup is CTA_2\n\nRequired Attributes:\n- `kind` is a Tcgen05MMAKind attribute\n\n- `ctaGroup` specifies CTA group configuration\n  * cta_1: MMA will be performed on the current thread's CTA\n  * cta_2: MMA will be performed on the current thread and it's peer CTA\n\nDefault Attributes:\n- collectorOp is a Tcgen05MMACollectorOp attribute with matrix A as the collector buffer\n\n- `aShift` shifts the rows of the A matrix down by one row and can only be\n   applied if A is in tensor memory\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-mma-instructions-mma)",
      assembly_format = "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD (`scale` `=` $scaleInputD^)? (`mask` `=` $disableOutputLane^)? attr-dict `:` `(` type(operands) `)`",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["NVVMRequiresSMa<100,110>"],
      cpp_verifier = "NvvmTcgen05MMA",
      optional_attributes = ["aShift"],
      default_values = {collectorOp = "#nvvm<tcgen05_mma_collectorop<discard>>"},
      independent_variadics = ["scaleInputD", "disableOutputLane"]} {
    %0 = irdl.base @nvvm::@tcgen05_mma_kind {summary = "tcgen05 MMA Supported Types"}
    %1 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    %2 = irdl.base @nvvm::@tcgen05_mma_collectorop {summary = "tcgen05.mma Collector Buffer Operation"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 6))) || (($_self.isSignlessInteger(64)))" {summary = "LLVM pointer in address space 6 or 64-bit signless integer"}
    %6 = irdl.is i64 {summary = "64-bit signless integer"}
    %7 = irdl.is i32 {summary = "32-bit signless integer"}
    %8 = irdl.is i1 {summary = "1-bit signless integer"}
    %9 = irdl.is i64 {summary = "64-bit signless integer"}
    %10 = irdl.c_pred "(((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(32))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::isa<::mlir::FixedVectorType>($_self))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 8))))" {summary = "fixed-length vector of 32-bit signless integer values of length 4/8"}
    irdl.operands(matrixD: %4, matrixA: %5, matrixB: %6, idesc: %7, enableInputD: %8, scaleInputD: optional %9, disableOutputLane: optional %10)
    irdl.attributes {"kind" = %0, "ctaGroup" = %1, "collectorOp" = %2, "aShift" = %3}
  }
  irdl.operation @tcgen05.mma.block_scale attributes {
      summary = "Performs block scaled MMA operation on 5th-gen tensor cores",
      description = "The `tcgen05.mma.block_scale` operation is an asynchronous tensor core instruction\nthat performs matrix multiplication, accumulation with block scaling in a\nsingle fused operation. It targets 5th-generation tensor cores, providing\ndevelopers with fine-grained control over execution and scheduling.\n\n```\nD = (A * scale_a)  * (B * scale_b)`      // if `enableInputD` is false\nD = (A * scale_a)  * (B * scale_b) + D`\n```\n\nwhere:\n- A is an M x (K / 2) matrix in tensor memory or described using shared memory descriptor\n- B is a K x N matrix described using shared memory descriptor\n- D is an M x N accumulator matrix in tensor memory\n- `scale_a` and `scale_b` are matrices in tensor memory used to scale `A` and `B` respectively\n\nThe `shared memory descriptor` can be generated using `tcgen05.mma_smem_desc` Op\n\n- `idesc` is a 32 bit value representing the [Instruction Descriptor](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-instruction-descriptor)\n\nRequired Attributes:\n- `kind` is a MMABlockScaleKind attribute\n\n- `ctaGroup` specifies CTA group configuration\n  * cta_1: MMA will be performed on the current thread's CTA\n  * cta_2: MMA will be performed on the current thread and it's peer CTA\n\nDefault Attributes:\n- collectorOp is a Tcgen05MMACollectorOp attribute with matrix A as the collector buffer\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-mma-instructions-mma)",
      assembly_format = "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD `,` $scaleA `,` $scaleB attr-dict `:` `(` type(operands) `)`",
      ods_traits = ["NVVMRequiresSMa<100,110>"],
      cpp_verifier = "NvvmTcgen05MMABlockScale",
      default_values = {blockScale = "#nvvm<tcgen05_mma_block_scale<default>>", collectorOp = "#nvvm<tcgen05_mma_collectorop<discard>>"}} {
    %0 = irdl.base @nvvm::@block_scale_kind {summary = "Block Scale Kind"}
    %1 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    %2 = irdl.base @nvvm::@tcgen05_mma_block_scale {summary = "tcgen05.mma block scale attribute"}
    %3 = irdl.base @nvvm::@tcgen05_mma_collectorop {summary = "tcgen05.mma Collector Buffer Operation"}
    %4 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 6))) || (($_self.isSignlessInteger(64)))" {summary = "LLVM pointer in address space 6 or 64-bit signless integer"}
    %6 = irdl.is i64 {summary = "64-bit signless integer"}
    %7 = irdl.is i32 {summary = "32-bit signless integer"}
    %8 = irdl.is i1 {summary = "1-bit signless integer"}
    %9 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %10 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    irdl.operands(matrixD: %4, matrixA: %5, matrixB: %6, idesc: %7, enableInputD: %8, scaleA: %9, scaleB: %10)
    irdl.attributes {"kind" = %0, "ctaGroup" = %1, "blockScale" = %2, "collectorOp" = %3}
  }
  irdl.operation @tcgen05.mma.sp attributes {
      summary = "Performs MMA operation with sparse A matrix on 5th-gen tensor cores",
      description = "The `tcgen05.mma.sp` operation is an asynchronous tensor core instruction\nthat performs matrix multiplication, accumulation with sparse `A` matrix in\na single fused operation. It targets 5th-generation tensor cores, providing\ndevelopers with fine-grained control over execution and scheduling.\n\n```\nD = A * B + (D * 2^ -scaleInputD)    // if `scaleInputD` is provided\nD = A * B                            // if `enableInputD` is false\nD = A * B + D                        // otherwise\n```\n\nwhere:\n- A is an `M x (K / 2)` matrix in tensor memory or described using shared memory descriptor\n- B is a `K x N` matrix described using shared memory descriptor\n- D is an `M x N` accumulator matrix in tensor memory\n- sparseMetadata located in tensor memory specifies the mapping of the `K / 2`\nnon-zero elements to the K elements before performing the MMA operation\n\nOther attributes and operands are similar to that of tcgen05.mma Op\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-mma-instructions-mma-sp)",
      assembly_format = "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD `,` $sparseMetadata (`scale` `=` $scaleInputD^)? (`mask` `=` $disableOutputLane^)? attr-dict `:` `(` type(operands) `)`",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["NVVMRequiresSMa<100,110>"],
      cpp_verifier = "NvvmTcgen05MMASparse",
      optional_attributes = ["aShift"],
      default_values = {collectorOp = "#nvvm<tcgen05_mma_collectorop<discard>>"},
      independent_variadics = ["scaleInputD", "disableOutputLane"]} {
    %0 = irdl.base @nvvm::@tcgen05_mma_kind {summary = "tcgen05 MMA Supported Types"}
    %1 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    %2 = irdl.base @nvvm::@tcgen05_mma_collectorop {summary = "tcgen05.mma Collector Buffer Operation"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 6))) || (($_self.isSignlessInteger(64)))" {summary = "LLVM pointer in address space 6 or 64-bit signless integer"}
    %6 = irdl.is i64 {summary = "64-bit signless integer"}
    %7 = irdl.is i32 {summary = "32-bit signless integer"}
    %8 = irdl.is i1 {summary = "1-bit signless integer"}
    %9 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %10 = irdl.is i64 {summary = "64-bit signless integer"}
    %11 = irdl.c_pred "(((::llvm::isa<::mlir::FixedVectorType>($_self))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(32))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::isa<::mlir::FixedVectorType>($_self))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 8))))" {summary = "fixed-length vector of 32-bit signless integer values of length 4/8"}
    irdl.operands(matrixD: %4, matrixA: %5, matrixB: %6, idesc: %7, enableInputD: %8, sparseMetadata: %9, scaleInputD: optional %10, disableOutputLane: optional %11)
    irdl.attributes {"kind" = %0, "ctaGroup" = %1, "collectorOp" = %2, "aShift" = %3}
  }
  irdl.operation @tcgen05.mma.sp.block_scale attributes {
      summary = "Performs block scaled MMA operation with sparse A matrix on 5th-gen tensor cores",
      description = "The `tcgen05.mma.sp.block_scale` operation is an asynchronous tensor core\ninstruction that performs matrix multiplication, accumulation with block\nscaling, and sparse `A` matrix in a single fused operation. It targets\n5th-generation tensor cores, providing developers with fine-grained control\nover execution, and scheduling.\n\n```\nD = (A * scale_a)  * (B * scale_b)      // if `enableInputD` is specified\nD = (A * scale_a)  * (B * scale_b) + D  // otherwise\n```\n\nwhere:\n- A is an M x (K / 2) matrix in tensor memory or described using shared memory descriptor\n- B is a K x N matrix described using shared memory descriptor\n- D is an M x N accumulator matrix in tensor memory\n- `scale_a` and `scale_b` are matrices in tensor memory used to scale `A` and `B` respectively\n\nOther attributes and operands are similar to that of tcgen05.mma.block_scale Op\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-mma-instructions-mma-sp)",
      assembly_format = "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD `,` $sparseMetadata `,` $scaleA `,` $scaleB attr-dict `:` `(` type(operands) `)`",
      ods_traits = ["NVVMRequiresSMa<100,110>"],
      cpp_verifier = "NvvmTcgen05MMASparseBlockScale",
      default_values = {blockScale = "#nvvm<tcgen05_mma_block_scale<default>>", collectorOp = "#nvvm<tcgen05_mma_collectorop<discard>>"}} {
    %0 = irdl.base @nvvm::@block_scale_kind {summary = "Block Scale Kind"}
    %1 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    %2 = irdl.base @nvvm::@tcgen05_mma_block_scale {summary = "tcgen05.mma block scale attribute"}
    %3 = irdl.base @nvvm::@tcgen05_mma_collectorop {summary = "tcgen05.mma Collector Buffer Operation"}
    %4 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 6))) || (($_self.isSignlessInteger(64)))" {summary = "LLVM pointer in address space 6 or 64-bit signless integer"}
    %6 = irdl.is i64 {summary = "64-bit signless integer"}
    %7 = irdl.is i32 {summary = "32-bit signless integer"}
    %8 = irdl.is i1 {summary = "1-bit signless integer"}
    %9 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %10 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %11 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    irdl.operands(matrixD: %4, matrixA: %5, matrixB: %6, idesc: %7, enableInputD: %8, sparseMetadata: %9, scaleA: %10, scaleB: %11)
    irdl.attributes {"kind" = %0, "ctaGroup" = %1, "blockScale" = %2, "collectorOp" = %3}
  }
  irdl.operation @tcgen05.mma.ws attributes {
      summary = "Performs weight stationary convolution MMA operation on 5th-gen tensor cores",
      description = "The `tcgen05.mma.ws` operation is an asynchronous tensor core instruction\nthat performs weight stationary convolution matrix multiplication, accumulation\nin a single fused operation. It targets 5th-generation tensor cores, providing\ndevelopers with fine-grained control over execution, and scheduling.\n\n```\nD = A * B`      // if `enableInputD` is false\nD = A * B + D`  // otherwise\n```\n\nwhere:\n- A is an `M x K` matrix in tensor memory or described using shared memory descriptor\n- B is a `K x N` matrix described using shared memory descriptor\n- D is an `M x N` accumulator matrix in tensor memory\n\nThe `shared memory descriptor` can be generated using `tcgen05.mma_smem_desc` Op\n\n- idesc is a 32-bit value representing the [Instruction Descriptor](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-instruction-descriptor)\n\nOptional Operands:\n- zeroColMask is a 64 bit value representing the [Zero-column mask descriptor](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-zero-column-mask-descriptor)\n\nRequired Attributes:\n- `kind` is a Tcgen05MMAKind attribute\n\nDefault Valued Attributes:\n- collectorBBuffer specifies collector buffer for matrix B: b0 (default), b1, b2, b3\n\n- collectorOp is a Tcgen05MMACollectorOp attribute with matrix B as the collector buffer\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-mma-instructions-mma-ws)",
      assembly_format = "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD (`,` $zeroColMask^)? attr-dict `:` `(` type(operands) `)`",
      ods_traits = ["NVVMRequiresSMa<100,110>"],
      default_values = {collectorBBuffer = "#nvvm<tcgen05_mma_collectorb<b0>>", collectorOp = "#nvvm<tcgen05_mma_collectorop<discard>>"},
      independent_variadics = ["zeroColMask"]} {
    %0 = irdl.base @nvvm::@tcgen05_mma_kind {summary = "tcgen05 MMA Supported Types"}
    %1 = irdl.base @nvvm::@tcgen05_mma_collectorb {summary = "tcgen05 MMA Collector Buffer B Attribute"}
    %2 = irdl.base @nvvm::@tcgen05_mma_collectorop {summary = "tcgen05.mma Collector Buffer Operation"}
    %3 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 6))) || (($_self.isSignlessInteger(64)))" {summary = "LLVM pointer in address space 6 or 64-bit signless integer"}
    %5 = irdl.is i64 {summary = "64-bit signless integer"}
    %6 = irdl.is i32 {summary = "32-bit signless integer"}
    %7 = irdl.is i1 {summary = "1-bit signless integer"}
    %8 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(matrixD: %3, matrixA: %4, matrixB: %5, idesc: %6, enableInputD: %7, zeroColMask: optional %8)
    irdl.attributes {"kind" = %0, "collectorBBuffer" = %1, "collectorOp" = %2}
  }
  irdl.operation @tcgen05.mma.ws.sp attributes {
      summary = "Performs weight stationary convolution MMA with sparse A matrix on 5th-gen tensor cores",
      description = "The `tcgen05.mma.ws.sp` operation is an asynchronous tensor core instruction\nthat performs weight stationary convolution matrix multiplication, accumulation\nwith sparse `A` matrix in a single fused operation. It targets 5th-generation\ntensor cores, providing developers with fine-grained control over execution,\nand scheduling.\n\n```\nD = A * B`      // if `enableInputD` is false\nD = A * B + D`  // otherwise\n```\n\nwhere:\n- A is an M x (K / 2) matrix in memory or descriptor format\n- B is a K x N matrix\n- D is an M x N accumulator matrix\n- sparseMetadata located in tensor memory specifies the mapping of the `K / 2`\nnon-zero elements to the K elements before performing the MMA operation\n\nOther attributes and operands are similar to that of tcgen05.mma.ws Op\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-mma-instructions-mma-ws-sp)",
      assembly_format = "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD `,` $sparseMetadata (`,` $zeroColMask^)? attr-dict `:` `(` type(operands) `)`",
      ods_traits = ["NVVMRequiresSMa<100,110>"],
      default_values = {collectorBBuffer = "#nvvm<tcgen05_mma_collectorb<b0>>", collectorOp = "#nvvm<tcgen05_mma_collectorop<discard>>"},
      independent_variadics = ["zeroColMask"]} {
    %0 = irdl.base @nvvm::@tcgen05_mma_kind {summary = "tcgen05 MMA Supported Types"}
    %1 = irdl.base @nvvm::@tcgen05_mma_collectorb {summary = "tcgen05 MMA Collector Buffer B Attribute"}
    %2 = irdl.base @nvvm::@tcgen05_mma_collectorop {summary = "tcgen05.mma Collector Buffer Operation"}
    %3 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))) && ((::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == 6))) || (($_self.isSignlessInteger(64)))" {summary = "LLVM pointer in address space 6 or 64-bit signless integer"}
    %5 = irdl.is i64 {summary = "64-bit signless integer"}
    %6 = irdl.is i32 {summary = "32-bit signless integer"}
    %7 = irdl.is i1 {summary = "1-bit signless integer"}
    %8 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %9 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(matrixD: %3, matrixA: %4, matrixB: %5, idesc: %6, enableInputD: %7, sparseMetadata: %8, zeroColMask: optional %9)
    irdl.attributes {"kind" = %0, "collectorBBuffer" = %1, "collectorOp" = %2}
  }
  irdl.operation @tcgen05.mma_smem_desc attributes {
      summary = "Constructs a Shared Memory descriptor for MMA Operands A or B",
      description = "The `nvvm.tcgen05_mma_smem_desc` constructs a Shared Memory descriptor\nfor tcgen05.mma. This descriptor is a 64-bit value which describes the\nproperties of multiplicand matrix in shared memory including its location\nin the shared memory of the current CTA.\n\n```\n+-----------+------+------------------------------------------------------+\n| Bit-field | Size | Description                                          |\n+-----------+------+------------------------------------------------------+\n| 0-13      | 14   | Matrix start address                                 |\n| 14-15     | 2    | Reserved                                             |\n| 16-29     | 14   | Leading dim relative-offset (or) absolute-address    |\n| 30-31     | 2    | Reserved                                             |\n| 32-45     | 14   | Stride dimension byte offset                         |\n| 46-48     | 3    | Fixed constant value of 0b001                        |\n| 49-51     | 3    | Matrix base offset                                   |\n| 52        | 1    | Leading dimension stride mode:                       |\n|           |      |   0: byte offset relative                            |\n|           |      |   1: byte address absolute                           |\n| 53-60     | 8    | Fixed constant value of 0xb00000000                  |\n| 61-63     | 3    | Swizzling mode:                                      |\n|           |      |   0: No swizzling                                    |\n|           |      |   1: 128-Byte with 32B atomic swizzling              |\n|           |      |   2: 128-Byte swizzling                              |\n|           |      |   4: 64-Byte swizzling                               |\n|           |      |   6: 32-Byte swizzling                               |\n|           |      |   (Values 3, 5 and 7 are invalid)                    |\n+-----------+------+------------------------------------------------------+    \n```\n\nExample:\n```mlir\n  %desc = nvvm.tcgen05.mma_smem_desc (%startAddr, %leadingDimOffset, %strideDimOffset,\n                                      %baseOffset, %leadingDimMode, %swizzleMode) : (i32, i32, i32, i8, i1, i8) -> i64\n```\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-shared-memory-descriptor)",
      assembly_format = "`(` operands `)` attr-dict `:` `(` type(operands) `)` `->` type($res)"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.is i32 {summary = "32-bit signless integer"}
    %3 = irdl.is i8 {summary = "8-bit signless integer"}
    %4 = irdl.is i1 {summary = "1-bit signless integer"}
    %5 = irdl.is i8 {summary = "8-bit signless integer"}
    %6 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(startAddr: %0, leadingDimOffset: %1, strideDimOffset: %2, baseOffset: %3, leadingDimMode: %4, swizzleMode: %5)
    irdl.results(res: %6)
  }
  irdl.operation @tcgen05.relinquish_alloc_permit attributes {
      summary = "Tcgen05 Op to relinquish the right to allocate",
      description = "The `tcgen05.relinquish_alloc_permit` Op specifies that the CTA\nof the executing thread is relinquishing the right to allocate\nTensor Memory. So, it is illegal for a CTA to perform `tcgen05.alloc`\nafter any of its constituent threads execute `tcgen05.relinquish_alloc_permit`.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-memory-alloc-manage-instructions)",
      assembly_format = "attr-dict",
      ods_traits = ["NVVMRequiresSMa<100,101>"],
      default_values = {group = "#nvvm<cta_group<cta_1>>"}} {
    %0 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    irdl.attributes {"group" = %0}
  }
  irdl.operation @tcgen05.shift attributes {
      summary = "Tcgen05 shift operation",
      description = "The `tcgen05.shift` is an asynchronous instruction which initiates\nthe shifting of 32-byte elements downwards across all the rows,\nexcept the last, by one row. The operand `taddr` specifies the base\naddress of the matrix in Tensor Memory whose rows must be down shifted.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-instructions-tcgen05-shift)",
      assembly_format = "$taddr attr-dict `:` type(operands)",
      ods_traits = ["NVVMRequiresSMa<100,101,103>"],
      default_values = {group = "#nvvm<cta_group<cta_1>>"}} {
    %0 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %1 = irdl.base @nvvm::@cta_group {summary = "NVVM CTA group kind"}
    irdl.operands(taddr: %0)
    irdl.attributes {"group" = %1}
  }
  irdl.operation @tcgen05.st attributes {
      summary = "tensor memory store instructions",
      description = "Instruction `tcgen05.st` asynchronously stores data from the source register `r`\ninto the Tensor Memory at the location specified by the 32-bit address operand\n`tmemAddr`, collectively across all threads of the warps.\n\nThe `shape` and the `num` attribute together determines the total dimension of\nthe data which is stored to the Tensor Memory. The `shape` indicates the base\ndimension of data to be accessed. The `num` attribute indicates the repeat\nfactor on the base dimension resulting in the total dimension of the data that\nis accessed.\n\nThe shape `16x32bx2` performs two accesses into Tensor Memory of the shape\n`16x32b`. The base address of the first access is specified by `tmemAddr`\nand the base address of the second access is specified by\n`tmemAddr + offset`, where `offset` is an immediate argument.\n\nThe unit attribute `unpack` can be used to unpack a 32-bit element\nin the register into two 16-bit elements and store them in adjacent columns.\n\nThe following table describes the size of the vector for various combinations\nof `num` and `shape` attributes:\n```\n|=====================================================================|\n| num/shape      |     16x32bx2/16x64b/32x32b |  16x128b   | 16x256b  |\n|=====================================================================|\n| x1             |          1                 |    2       |    4     |\n| x2             |          2                 |    4       |    8     |\n| x4             |          4                 |    8       |    16    |\n| x8             |          8                 |    16      |    32    |\n| x16            |          16                |    32      |    64    |\n| x32            |          32                |    64      |    128   |\n| x64            |          64                |    128     |    NA    |\n| x128           |          128               |    NA      |    NA    |\n|=====================================================================|\n```\n\nExample:\n```mlir\n  nvvm.tcgen05.st %tmemAddr, %val, %offset unpack {\n    shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>,\n  } : <2xi32>\n```\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-instructions-tcgen05-st)",
      assembly_format = "$tmemAddr `,` $val (`,` $offset^)? (`unpack` $unpack^)? attr-dict `:` type($val)",
      ods_traits = ["NVVMRequiresSMa<100,101>"],
      cpp_verifier = "NvvmTcgen05St",
      optional_attributes = ["unpack"],
      independent_variadics = ["offset"]} {
    %0 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %1 = irdl.base @nvvm::@tcgen05_ldst_shape {summary = "allowed 32-bit signless integer cases: 0, 1, 2, 3, 4"}
    %2 = irdl.is !llvm.ptr<6> {summary = "LLVM pointer in address space 6"}
    %3 = irdl.c_pred "(($_self.isSignlessInteger(32))) || (((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && ([](::mlir::Type elementType) { return ((elementType.isSignlessInteger(32))); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && ((((::llvm::isa<::mlir::VectorType>($_self))) && ((::llvm::cast<::mlir::VectorType>($_self).getRank() > 0))) && (((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 2)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 4)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 8)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 16)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 32)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 64)) || ((::llvm::cast<::mlir::VectorType>($_self).getNumElements()\n                           == 128)))))" {summary = "32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128"}
    %4 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(tmemAddr: %2, val: %3, offset: optional %4)
    irdl.attributes {"unpack" = %0, "shape" = %1}
  }
  irdl.operation @tcgen05.wait attributes {
      summary = "Tcgen05 wait operations",
      description = "The `tcgen05.wait<load>` causes the executing thread to block until\nall prior `tcgen05.ld` operations issued by the executing thread\nhave completed. Similarly, the `tcgen05.wait<store>` causes the executing\nthread to block until all prior `tcgen05.st` operations issued by the\nexecuting thread have completed.\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#tcgen05-instructions-tcgen05-wait)",
      assembly_format = "$kind attr-dict",
      ods_traits = ["NVVMRequiresSMa<100,101>"]} {
    %0 = irdl.base @nvvm::@tcgen05_wait {summary = "NVVM Tcgen05 wait kind"}
    irdl.attributes {"kind" = %0}
  }
  irdl.operation @vote.sync attributes {
      summary = "Vote across thread group",
      description = "The `vote.sync` op will cause executing thread to wait until all non-exited\nthreads corresponding to membermask have executed `vote.sync` with the same\nqualifiers and same membermask value before resuming execution.\n\nThe vote operation kinds are:\n- `any`: True if source predicate is True for some thread in membermask.\n- `all`: True if source predicate is True for all non-exited threads in\n  membermask. \n- `uni`: True if source predicate has the same value in all non-exited\n  threads in membermask.\n- `ballot`: In the ballot form, the destination result is a 32 bit integer.\n  In this form, the predicate from each thread in membermask are copied into\n  the corresponding bit position of the result, where the bit position\n  corresponds to the thread's lane id.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/#parallel-synchronization-and-communication-instructions-vote-sync)",
      assembly_format = "$kind $mask `,` $pred attr-dict `->` type($res)",
      cpp_verifier = "NvvmVoteSync"} {
    %0 = irdl.is i32 {summary = "32-bit signless integer"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    %2 = irdl.base @nvvm::@vote_sync_kind {summary = "NVVM vote sync kind"}
    %3 = irdl.is i32
    %4 = irdl.is i1
    %5 = irdl.any_of(%3, %4) {summary = "32-bit signless integer or 1-bit signless integer"}
    irdl.operands(mask: %0, pred: %1)
    irdl.results(res: %5)
    irdl.attributes {"kind" = %2}
  }
  irdl.operation @wgmma.commit.group.sync.aligned attributes {
      description = "Commits all prior uncommitted warpgroup level matrix multiplication operations.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#asynchronous-warpgroup-level-matrix-instructions-wgmma-commit-group)",
      assembly_format = "attr-dict",
      ods_traits = ["NVVMRequiresSMa<90>"]} {
  }
  irdl.operation @wgmma.fence.aligned attributes {
      description = "Enforce an ordering of register accesses between warpgroup level matrix \nmultiplication and other operations. \n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#asynchronous-warpgroup-level-matrix-instructions-wgmma-fence)",
      assembly_format = "attr-dict",
      ods_traits = ["NVVMRequiresSMa<90>"]} {
  }
  irdl.operation @wgmma.mma_async attributes {
      description = "The warpgroup (128 threads) level matrix multiply and accumulate operation \nhas either of the following forms, where matrix D is called accumulator:\n  D = A * B + D\n  D = A * B, where the input from accumulator D is disabled.\n\nSupported shapes:  \n```\n|--------------|--------------|------------|--------------|---------------|\n|              |              |            |              |f16+=e4m3*e4m3 |\n|              |              |            |              |f16+=e5m2*e5m2 |\n|f32+=tf32*tf32|f16+=f16 *f16 | s32+=s8*s8 |s32 += b1 * b1|f16+=e5m2*e4m3 |\n|              |f32+=f16 *f16 | s32+=u8*u8 |              |f16+=e4m3*e5m2 |\n|              |f32+=bf16*bf16| s32+=u8*u8 |              |f16+=e4m3*e5m2 |\n|              |f32+=bf16*bf16| s32+=s8*u8 |              |f32+=e4m3*e4m3 |\n|              |              | s32+=u8*s8 |              |f32+=e5m2*e5m2 |\n|              |              |            |              |f32+=e4m3*e5m2 |\n|              |              |            |              |f32+=e4m3*e5m2 |\n|--------------|--------------|------------|--------------|---------------|\n|   .m64n8k8   |  .m64n8k16   | .m64n8k32  | .m64n8k256   | .m64n8k32     |\n|   .m64n16k8  |  .m64n16k16  | .m64n16k32 | .m64n16k256  | .m64n16k32    |\n|   .m64n24k8  |  .m64n24k16  | .m64n24k32 | .m64n24k256  | .m64n24k32    |\n|   .m64n32k8  |  .m64n32k16  | .m64n32k32 | .m64n32k256  | .m64n32k32    |\n|   .m64n40k8  |  .m64n40k16  | .m64n48k32 | .m64n48k256  | .m64n40k32    |\n|   .m64n48k8  |  .m64n48k16  | .m64n64k32 | .m64n64k256  | .m64n48k32    |\n|   .m64n56k8  |  .m64n56k16  | .m64n80k32 | .m64n80k256  | .m64n56k32    |\n|   .m64n64k8  |  .m64n64k16  | .m64n96k32 | .m64n96k256  | .m64n64k32    |\n|   .m64n72k8  |  .m64n72k16  | .m64n112k32| .m64n112k256 | .m64n72k32    |\n|   .m64n80k8  |  .m64n80k16  | .m64n128k32| .m64n128k256 | .m64n80k32    |\n|   .m64n88k8  |  .m64n88k16  | .m64n144k32| .m64n144k256 | .m64n88k32    |\n|   .m64n96k8  |  .m64n96k16  | .m64n160k32| .m64n160k256 | .m64n96k32    |\n|   .m64n104k8 |  .m64n104k16 | .m64n176k32| .m64n176k256 | .m64n104k32   |\n|   .m64n112k8 |  .m64n112k16 | .m64n192k32| .m64n192k256 | .m64n112k32   |\n|   .m64n120k8 |  .m64n120k16 | .m64n208k32| .m64n208k256 | .m64n120k32   |\n|   .m64n128k8 |  .m64n128k16 | .m64n224k32| .m64n224k256 | .m64n128k32   |\n|   .m64n136k8 |  .m64n136k16 | .m64n240k32| .m64n240k256 | .m64n136k32   |\n|   .m64n144k8 |  .m64n144k16 | .m64n256k32| .m64n256k256 | .m64n144k32   |\n|   .m64n152k8 |  .m64n152k16 |            |              | .m64n152k32   |\n|   .m64n160k8 |  .m64n160k16 |            |              | .m64n160k32   |\n|   .m64n168k8 |  .m64n168k16 |            |              | .m64n168k32   |\n|   .m64n176k8 |  .m64n176k16 |            |              | .m64n176k32   |\n|   .m64n184k8 |  .m64n184k16 |            |              | .m64n184k32   |\n|   .m64n192k8 |  .m64n192k16 |            |              | .m64n192k32   |\n|   .m64n200k8 |  .m64n200k16 |            |              | .m64n200k32   |\n|   .m64n208k8 |  .m64n208k16 |            |              | .m64n208k32   |\n|   .m64n216k8 |  .m64n216k16 |            |              | .m64n216k32   |\n|   .m64n224k8 |  .m64n224k16 |            |              | .m64n224k32   |\n|   .m64n232k8 |  .m64n232k16 |            |              | .m64n232k32   |\n|   .m64n240k8 |  .m64n240k16 |            |              | .m64n240k32   |\n|   .m64n248k8 |  .m64n248k16 |            |              | .m64n248k32   |\n|   .m64n256k8 |  .m64n256k16 |            |              | .m64n256k32   |\n|--------------|--------------|------------|--------------|---------------|\n```\n\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#asynchronous-warpgroup-level-matrix-instructions)",
      assembly_format = "$descriptorA `,` $descriptorB `,` $inouts `,` $shape `,` `D` `[` $typeD `,` $scaleD (`,` $satfinite^)? `]` `,` `A` `[` $typeA `,` $scaleA `,` $layoutA `]` `,` `B` `[` $typeB `,` $scaleB `,` $layoutB `]` attr-dict `:` type($inouts) `->` type($results)",
      ods_traits = ["BasicPtxBuilderInterface", "anonymous_4507"],
      cpp_verifier = "NvvmWgmmaMmaAsync",
      optional_attributes = ["satfinite"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMStructType>($_self))" {summary = "LLVM structure type"}
    %1 = irdl.is i64 {summary = "64-bit signless integer"}
    %2 = irdl.is i64 {summary = "64-bit signless integer"}
    %3 = irdl.base @nvvm::@shape {summary = "Attribute for MMA operation shape."}
    %4 = irdl.base @nvvm::@wgmma_type {summary = "NVVM WGMMA types"}
    %5 = irdl.base @nvvm::@wgmma_type {summary = "NVVM WGMMA types"}
    %6 = irdl.base @nvvm::@wgmma_type {summary = "NVVM WGMMA types"}
    %7 = irdl.base @nvvm::@wgmma_scale_out {summary = "WGMMA input predicate"}
    %8 = irdl.base @nvvm::@wgmma_scale_in {summary = "WGMMA overflow options"}
    %9 = irdl.base @nvvm::@wgmma_scale_in {summary = "WGMMA overflow options"}
    %10 = irdl.base @nvvm::@mma_layout {summary = "NVVM MMA layout"}
    %11 = irdl.base @nvvm::@mma_layout {summary = "NVVM MMA layout"}
    %12 = irdl.base @nvvm::@mma_int_overflow {summary = "MMA overflow options"}
    %13 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMStructType>($_self))" {summary = "LLVM structure type"}
    irdl.operands(inouts: %0, descriptorA: %1, descriptorB: %2)
    irdl.results(results: %13)
    irdl.attributes {"shape" = %3, "typeA" = %4, "typeB" = %5, "typeD" = %6, "scaleD" = %7, "scaleA" = %8, "scaleB" = %9, "layoutA" = %10, "layoutB" = %11, "satfinite" = %12}
  }
  irdl.operation @wgmma.wait.group.sync.aligned attributes {
      description = "Signal the completion of a preceding warpgroup operation.\n\n[For more information, see PTX ISA](https://docs.nvidia.com/cuda/parallel-thread-execution/index.html#asynchronous-warpgroup-level-matrix-instructions-wgmma-wait-group)",
      assembly_format = "attr-dict custom<TypedAttribute>($group, \"i64\")",
      ods_traits = ["NVVMRequiresSMa<90>"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    irdl.attributes {"group" = %0}
  }
  irdl.operation @wmma.load attributes {
      summary = "Warp synchronous matrix load",
      assembly_format = "$ptr `,` $stride attr-dict `:` functional-type($ptr, $res)",
      cpp_verifier = "NvvmWMMALoad"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.is i32 {summary = "32-bit signless integer"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %5 = irdl.base @nvvm::@mma_layout {summary = "NVVM MMA layout"}
    %6 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %7 = irdl.base @nvvm::@mma_frag {summary = "NVVM MMA frag type"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::LLVM::LLVMStructType>($_self))) || (($_self.isF64()))" {summary = "LLVM structure type or 64-bit float"}
    irdl.operands(ptr: %0, stride: %1)
    irdl.results(res: %8)
    irdl.attributes {"m" = %2, "n" = %3, "k" = %4, "layout" = %5, "eltype" = %6, "frag" = %7}
  }
  irdl.operation @wmma.mma attributes {
      summary = "Warp synchronous matrix-multiply accumulate using tensor cores.",
      assembly_format = "$args attr-dict `:` functional-type($args, $res)",
      cpp_verifier = "NvvmWMMAMma",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.base @nvvm::@mma_layout {summary = "NVVM MMA layout"}
    %4 = irdl.base @nvvm::@mma_layout {summary = "NVVM MMA layout"}
    %5 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %6 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %7 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMStructType>($_self))" {summary = "LLVM structure type"}
    irdl.operands(args: variadic %7)
    irdl.results(res: %8)
    irdl.attributes {"m" = %0, "n" = %1, "k" = %2, "layoutA" = %3, "layoutB" = %4, "eltypeA" = %5, "eltypeB" = %6}
  }
  irdl.operation @wmma.store attributes {
      summary = "Warp synchronous matrix store",
      assembly_format = "$ptr `,` $stride `,` $args attr-dict `:` qualified(type($ptr)) `,` type($args)",
      cpp_verifier = "NvvmWMMAStore",
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))" {summary = "LLVM pointer type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %4 = irdl.base @nvvm::@mma_layout {summary = "NVVM MMA layout"}
    %5 = irdl.base @nvvm::@mma_type {summary = "NVVM MMA types"}
    %6 = irdl.c_pred "(::mlir::LLVM::isCompatibleOuterType($_self))" {summary = "LLVM dialect-compatible type"}
    %7 = irdl.is i32 {summary = "32-bit signless integer"}
    irdl.operands(ptr: %0, args: variadic %6, stride: %7)
    irdl.attributes {"m" = %1, "n" = %2, "k" = %3, "layout" = %4, "eltype" = %5}
  }
}
