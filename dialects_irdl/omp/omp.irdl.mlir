// Imported from ODS (OpenMPDialect.td:14) by irdl-import-ods: attributes, types and operations.
irdl.dialect @omp attributes {ods, properties} {
  irdl.attribute @atomic_control attributes {
      assembly_format = "`<` struct(custom<Param>($ignore_denormal_mode, \"AtomicControlAttr\", \"bool\", \"false\"), custom<Param>($fine_grained_memory, \"AtomicControlAttr\", \"bool\", \"false\"), custom<Param>($remote_memory, \"AtomicControlAttr\", \"bool\", \"false\")) `>`"} {
    %0 = irdl.any {summary = "bool"}
    %1 = irdl.any {summary = "bool"}
    %2 = irdl.any {summary = "bool"}
    irdl.parameters(ignore_denormal_mode: %0, fine_grained_memory: %1, remote_memory: %2)
  }
  irdl.attribute @bindkind attributes {
      summary = "BindKind Clause",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::ClauseBindKind\", \"BindKindAttr\", \"parallel teams thread\")",
      ods_enum = "::mlir::omp::ClauseBindKind", ods_enum_cases = {"parallel" = 0, "teams" = 1, "thread" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @cancellationconstructtype attributes {
      summary = "CancellationConstructType Clause",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::ClauseCancellationConstructType\", \"CancellationConstructTypeAttr\", \"parallel loop sections taskgroup\")",
      ods_enum = "::mlir::omp::ClauseCancellationConstructType", ods_enum_cases = {"parallel" = 0, "loop" = 1, "sections" = 2, "taskgroup" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @clause_depend attributes {
      summary = "depend clause",
      assembly_format = "`(` custom<Enum>($value, \"::mlir::omp::ClauseDepend\", \"ClauseDependAttr\", \"dependsource dependsink\") `)`",
      ods_enum = "::mlir::omp::ClauseDepend", ods_enum_cases = {"dependsource" = 0, "dependsink" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @clause_map_flags attributes {
      summary = "Map types and modifiers tied to data maps",
      assembly_format = "custom<BitEnum>($value, \"::mlir::omp::ClauseMapFlags\", \"ClauseMapFlagsAttr\", \"none storage to from always del return_param priv literal implicit close present ompx_hold attach attach_always attach_none attach_auto ref_ptr ref_ptee ref_ptr_ptee is_device_ptr\", \"|\")",
      ods_enum = "::mlir::omp::ClauseMapFlags", ods_enum_cases = {"none" = 0, "storage" = 1, "to" = 2, "from" = 4, "always" = 8, "del" = 16, "return_param" = 32, "priv" = 64, "literal" = 128, "implicit" = 256, "close" = 512, "present" = 1024, "ompx_hold" = 2048, "attach" = 4096, "attach_always" = 8192, "attach_none" = 16384, "attach_auto" = 32768, "ref_ptr" = 65536, "ref_ptee" = 131072, "ref_ptr_ptee" = 262144, "is_device_ptr" = 524288}} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(value: %0)
  }
  irdl.attribute @clause_requires attributes {
      summary = "requires clauses",
      assembly_format = "custom<BitEnum>($value, \"::mlir::omp::ClauseRequires\", \"ClauseRequiresAttr\", \"none reverse_offload unified_address unified_shared_memory dynamic_allocators\", \"|\")",
      ods_enum = "::mlir::omp::ClauseRequires", ods_enum_cases = {"none" = 0, "reverse_offload" = 1, "unified_address" = 2, "unified_shared_memory" = 4, "dynamic_allocators" = 8}} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(value: %0)
  }
  irdl.attribute @clause_task_depend attributes {
      summary = "depend clause in a target or task construct",
      assembly_format = "`(` custom<Enum>($value, \"::mlir::omp::ClauseTaskDepend\", \"ClauseTaskDependAttr\", \"taskdependin taskdependout taskdependinout taskdependmutexinoutset taskdependinoutset\") `)`",
      ods_enum = "::mlir::omp::ClauseTaskDepend", ods_enum_cases = {"taskdependin" = 0, "taskdependout" = 1, "taskdependinout" = 2, "taskdependmutexinoutset" = 3, "taskdependinoutset" = 4}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @data_sharing_type attributes {
      summary = "Type of a data-sharing clause",
      assembly_format = "`{` `type` `=` custom<Enum>($value, \"::mlir::omp::DataSharingClauseType\", \"DataSharingClauseTypeAttr\", \"private firstprivate\") `}`",
      ods_enum = "::mlir::omp::DataSharingClauseType", ods_enum_cases = {"private" = 0, "firstprivate" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @declaretarget attributes {
      assembly_format = "`<` struct(custom<Param>($device_type, \"DeclareTargetAttr\", \"DeclareTargetDeviceTypeAttr\", \"\"), custom<Param>($capture_clause, \"DeclareTargetAttr\", \"DeclareTargetCaptureClauseAttr\", \"\"), custom<Param>($automap, \"DeclareTargetAttr\", \"BoolAttr\", \"\")) `>`"} {
    %0 = irdl.base @omp::@device_type {summary = "DeclareTargetDeviceTypeAttr"}
    %1 = irdl.base @omp::@capture_clause {summary = "DeclareTargetCaptureClauseAttr"}
    %2 = irdl.any {summary = "BoolAttr"}
    irdl.parameters(device_type: %0, capture_clause: %1, automap: %2)
  }
  irdl.attribute @capture_clause attributes {
      summary = "capture clause",
      assembly_format = "`(` custom<Enum>($value, \"::mlir::omp::DeclareTargetCaptureClause\", \"DeclareTargetCaptureClauseAttr\", \"none to link enter\") `)`",
      ods_enum = "::mlir::omp::DeclareTargetCaptureClause", ods_enum_cases = {"none" = 0, "to" = 1, "link" = 2, "enter" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @device_type attributes {
      summary = "device_type clause",
      assembly_format = "`(` custom<Enum>($value, \"::mlir::omp::DeclareTargetDeviceType\", \"DeclareTargetDeviceTypeAttr\", \"any host nohost\") `)`",
      ods_enum = "::mlir::omp::DeclareTargetDeviceType", ods_enum_cases = {"any" = 0, "host" = 1, "nohost" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @flags attributes {
      assembly_format = "`<` struct(custom<Param>($debug_kind, \"FlagsAttr\", \"uint32_t\", \"0\"), custom<Param>($assume_teams_oversubscription, \"FlagsAttr\", \"bool\", \"false\"), custom<Param>($assume_threads_oversubscription, \"FlagsAttr\", \"bool\", \"false\"), custom<Param>($assume_no_thread_state, \"FlagsAttr\", \"bool\", \"false\"), custom<Param>($assume_no_nested_parallelism, \"FlagsAttr\", \"bool\", \"false\"), custom<Param>($no_gpu_lib, \"FlagsAttr\", \"bool\", \"false\"), custom<Param>($openmp_device_version, \"FlagsAttr\", \"uint32_t\", \"50\")) `>`"} {
    %0 = irdl.any {summary = "uint32_t"}
    %1 = irdl.any {summary = "bool"}
    %2 = irdl.any {summary = "bool"}
    %3 = irdl.any {summary = "bool"}
    %4 = irdl.any {summary = "bool"}
    %5 = irdl.any {summary = "bool"}
    %6 = irdl.any {summary = "uint32_t"}
    irdl.parameters(debug_kind: %0, assume_teams_oversubscription: %1, assume_threads_oversubscription: %2, assume_no_thread_state: %3, assume_no_nested_parallelism: %4, no_gpu_lib: %5, openmp_device_version: %6)
  }
  irdl.attribute @grainsizetype attributes {
      summary = "GrainsizeType Clause",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::ClauseGrainsizeType\", \"GrainsizeTypeAttr\", \"strict\")",
      ods_enum = "::mlir::omp::ClauseGrainsizeType", ods_enum_cases = {"strict" = 0}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @memoryorderkind attributes {
      summary = "MemoryOrderKind Clause",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::ClauseMemoryOrderKind\", \"MemoryOrderKindAttr\", \"seq_cst acq_rel acquire release relaxed\")",
      ods_enum = "::mlir::omp::ClauseMemoryOrderKind", ods_enum_cases = {"seq_cst" = 0, "acq_rel" = 1, "acquire" = 2, "release" = 3, "relaxed" = 4}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @numtaskstype attributes {
      summary = "NumTasksType Clause",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::ClauseNumTasksType\", \"NumTasksTypeAttr\", \"strict\")",
      ods_enum = "::mlir::omp::ClauseNumTasksType", ods_enum_cases = {"strict" = 0}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @numthreadstype attributes {
      summary = "NumThreadsType Clause",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::ClauseNumThreadsType\", \"NumThreadsTypeAttr\", \"strict\")",
      ods_enum = "::mlir::omp::ClauseNumThreadsType", ods_enum_cases = {"strict" = 0}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @orderkind attributes {
      summary = "OrderKind Clause",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::ClauseOrderKind\", \"OrderKindAttr\", \"concurrent\")",
      ods_enum = "::mlir::omp::ClauseOrderKind", ods_enum_cases = {"concurrent" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @order_mod attributes {
      summary = "OpenMP Order Modifier",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::OrderModifier\", \"OrderModifierAttr\", \"reproducible unconstrained\")",
      ods_enum = "::mlir::omp::OrderModifier", ods_enum_cases = {"reproducible" = 0, "unconstrained" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @procbindkind attributes {
      summary = "ProcBindKind Clause",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::ClauseProcBindKind\", \"ProcBindKindAttr\", \"primary master close spread\")",
      ods_enum = "::mlir::omp::ClauseProcBindKind", ods_enum_cases = {"primary" = 0, "master" = 1, "close" = 2, "spread" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @reduction_modifier attributes {
      summary = "reduction modifier",
      assembly_format = "`(` custom<Enum>($value, \"::mlir::omp::ReductionModifier\", \"ReductionModifierAttr\", \"defaultmod inscan task\") `)`",
      ods_enum = "::mlir::omp::ReductionModifier", ods_enum_cases = {"defaultmod" = 0, "inscan" = 1, "task" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @schedulekind attributes {
      summary = "ScheduleKind Clause",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::ClauseScheduleKind\", \"ScheduleKindAttr\", \"static dynamic guided auto runtime distribute\")",
      ods_enum = "::mlir::omp::ClauseScheduleKind", ods_enum_cases = {"static" = 0, "dynamic" = 1, "guided" = 2, "auto" = 3, "runtime" = 4, "distribute" = 5}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @sched_mod attributes {
      summary = "OpenMP Schedule Modifier",
      assembly_format = "custom<Enum>($value, \"::mlir::omp::ScheduleModifier\", \"ScheduleModifierAttr\", \"none monotonic nonmonotonic simd\")",
      ods_enum = "::mlir::omp::ScheduleModifier", ods_enum_cases = {"none" = 0, "monotonic" = 1, "nonmonotonic" = 2, "simd" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @variable_capture_kind attributes {
      summary = "variable capture kind",
      assembly_format = "`(` custom<Enum>($value, \"::mlir::omp::VariableCaptureKind\", \"VariableCaptureKindAttr\", \"This ByRef ByCopy VLAType\") `)`",
      ods_enum = "::mlir::omp::VariableCaptureKind", ods_enum_cases = {"This" = 0, "ByRef" = 1, "ByCopy" = 2, "VLAType" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @version attributes {
      assembly_format = "`<` struct(custom<Param>($version, \"VersionAttr\", \"uint32_t\")) `>`"} {
    %0 = irdl.any {summary = "uint32_t"}
    irdl.parameters(version: %0)
  }
  irdl.type @cli attributes {
      summary = "Type for representing a reference to a canonical loop",
      description = "A variable of type CanonicalLoopInfo refers to an OpenMP-compatible\ncanonical loop in the same function. Values of this type are not\navailable at runtime and therefore cannot be used by the program itself,\ni.e. an opaque type. It is similar to the transform dialect's\n`!transform.interface` type, but instead of implementing an interface\nfor each transformation, the OpenMP dialect itself defines possible\noperations on this type.\n\nA value of type CanonicalLoopInfoType (in the following: CLI) value can be\n\n1. created by omp.new_cli.\n2. passed to omp.canonical_loop to associate the loop to that CLI. A CLI\n   can only be associated once.\n3. passed to an omp loop transformation operation that modifies the loop\n   associated with the CLI. The CLI is the \"applyee\" and the operation is\n   the consumer. A CLI can only be consumed once.\n4. passed to an omp loop transformation operation to associate the cli with\n   a result of that transformation. The CLI is the \"generatee\" and the\n   operation is the generator.\n\nA CLI cannot\n\n1. be returned from a function.\n2. be passed to operations that are not specifically designed to take a\n   CanonicalLoopInfoType, including AnyType.\n\nA CLI directly corresponds to an object of\nOpenMPIRBuilder's CanonicalLoopInfo struct when lowering to LLVM-IR."} {
  }
  irdl.type @map_bounds_ty attributes {
      summary = "Type for representing omp map clause bounds information"} {
  }
  irdl.operation @allocate_dir attributes {
      summary = "allocate directive",
      description = "The storage for each list item that appears in the allocate directive is\nprovided an allocation through the memory allocator.\n\nThe `align` clause is used to specify the byte alignment to use for\nallocations associated with the construct on which the clause appears.\n\n`allocator` specifies the memory allocator to be used for allocations\nassociated with the construct on which the clause appears.",
      assembly_format = "`(` $varList `:` type($varList) `)` oilist( `align` `(` custom<TypedAttribute>($align, \"i64\") `)` | `allocator` `(` $allocator `)` ) attr-dict",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "OmpAllocateDir",
      optional_attributes = ["align"],
      independent_variadics = ["varList", "allocator"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()))" {summary = "64-bit signless integer attribute whose value is positive"}
    %2 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(varList: variadic %0, allocator: optional %2)
    irdl.attributes {"align" = %1}
  }
  irdl.operation @atomic.capture attributes {
      summary = "performs an atomic capture",
      description = "This operation performs an atomic capture.\n\nThe region has the following allowed forms:\n```\n  omp.atomic.capture {\n    omp.atomic.update ...\n    omp.atomic.read ...\n    omp.terminator\n  }\n\n  omp.atomic.capture {\n    omp.atomic.read ...\n    omp.atomic.update ...\n    omp.terminator\n  }\n\n  omp.atomic.capture {\n    omp.atomic.read ...\n    omp.atomic.write ...\n    omp.terminator\n  }\n```\n\n`hint` is the value of hint (as specified in the hint clause). It is a\ncompile time constant. As the name suggests, this is just a hint for\noptimization.\n\n`memory_order` indicates the memory ordering behavior of the construct. It\ncan be one of `seq_cst`, `acq_rel`, `release`, `acquire` or `relaxed`.",
      ods_assembly_format = "oilist(\n    `hint` `(` custom<SynchronizationHint>($hint) `)`\n  |\n    `memory_order` `(` custom<ClauseAttr>($memory_order) `)`\n  ) $region attr-dict",
      traits = ["RecursiveMemoryEffects", "SingleBlockImplicitTerminator<omp.terminator>"],
      ods_traits = ["AtomicCaptureOpInterface"],
      cpp_verifier = "OmpAtomicCapture",
      optional_attributes = ["hint", "memory_order"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %1 = irdl.base @omp::@memoryorderkind {summary = "MemoryOrderKind Clause"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.attributes {"hint" = %0, "memory_order" = %1}
    irdl.regions(region: %2)
  }
  irdl.operation @atomic.read attributes {
      summary = "performs an atomic read",
      description = "This operation performs an atomic read.\n\nThe operand `x` is the address from where the value is atomically read.\nThe operand `v` is the address where the value is stored after reading.\n\n`hint` is the value of hint (as specified in the hint clause). It is a\ncompile time constant. As the name suggests, this is just a hint for\noptimization.\n\n`memory_order` indicates the memory ordering behavior of the construct. It\ncan be one of `seq_cst`, `acq_rel`, `release`, `acquire` or `relaxed`.",
      ods_assembly_format = "$v `=` $x oilist(\n    `hint` `(` custom<SynchronizationHint>($hint) `)`\n  |\n    `memory_order` `(` custom<ClauseAttr>($memory_order) `)`\n  ) `:` type($v) `,` type($x) `,` $element_type attr-dict",
      ods_traits = ["AtomicReadOpInterface"],
      cpp_verifier = "OmpAtomicRead",
      optional_attributes = ["hint", "memory_order"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %4 = irdl.base @omp::@memoryorderkind {summary = "MemoryOrderKind Clause"}
    irdl.operands(x: %0, v: %1)
    irdl.attributes {"element_type" = %2, "hint" = %3, "memory_order" = %4}
  }
  irdl.operation @atomic.update attributes {
      summary = "performs an atomic update",
      description = "This operation performs an atomic update.\n\nThe operand `x` is exactly the same as the operand `x` in the OpenMP\nStandard (OpenMP 5.0, section 2.17.7). It is the address of the variable\nthat is being updated. `x` is atomically read/written.\n\nThe region describes how to update the value of `x`. It takes the value at\n`x` as an input and must yield the updated value. Only the update to `x` is\natomic. Generally the region must have only one instruction, but can\npotentially have more than one instructions too. The update is sematically\nsimilar to a compare-exchange loop based atomic update.\n\nThe syntax of atomic update operation is different from atomic read and\natomic write operations. This is because only the host dialect knows how to\nappropriately update a value. For example, while generating LLVM IR, if\nthere are no special `atomicrmw` instructions for the operation-type\ncombination in atomic update, a compare-exchange loop is generated, where\nthe core update operation is directly translated like regular operations by\nthe host dialect. The front-end must handle semantic checks for allowed\noperations.\n\n`hint` is the value of hint (as specified in the hint clause). It is a\ncompile time constant. As the name suggests, this is just a hint for\noptimization.\n\n`memory_order` indicates the memory ordering behavior of the construct. It\ncan be one of `seq_cst`, `acq_rel`, `release`, `acquire` or `relaxed`.",
      ods_assembly_format = "oilist(\n    `hint` `(` custom<SynchronizationHint>($hint) `)`\n  |\n    `memory_order` `(` custom<ClauseAttr>($memory_order) `)`\n  )$x `:` type($x) $region attr-dict",
      traits = ["RecursiveMemoryEffects", "SingleBlockImplicitTerminator<omp.yield>"],
      ods_traits = ["AtomicUpdateOpInterface"],
      cpp_verifier = "OmpAtomicUpdate",
      optional_attributes = ["atomic_control", "hint", "memory_order"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %1 = irdl.base @omp::@atomic_control
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %3 = irdl.base @omp::@memoryorderkind {summary = "MemoryOrderKind Clause"}
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(x: %0)
    irdl.attributes {"atomic_control" = %1, "hint" = %2, "memory_order" = %3}
    irdl.regions(region: %4)
  }
  irdl.operation @atomic.write attributes {
      summary = "performs an atomic write",
      description = "This operation performs an atomic write.\n\nThe operand `x` is the address to where the `expr` is atomically\nwritten w.r.t. multiple threads. The evaluation of `expr` need not be\natomic w.r.t. the write to address. In general, the type(x) must\ndereference to type(expr).\n\n`hint` is the value of hint (as specified in the hint clause). It is a\ncompile time constant. As the name suggests, this is just a hint for\noptimization.\n\n`memory_order` indicates the memory ordering behavior of the construct. It\ncan be one of `seq_cst`, `acq_rel`, `release`, `acquire` or `relaxed`.",
      ods_assembly_format = "$x `=` $expr oilist(\n    `hint` `(` custom<SynchronizationHint>($hint) `)`\n  |\n    `memory_order` `(` custom<ClauseAttr>($memory_order) `)`\n  ) `:` type($x) `,` type($expr) attr-dict",
      ods_traits = ["AtomicWriteOpInterface"],
      cpp_verifier = "OmpAtomicWrite",
      optional_attributes = ["hint", "memory_order"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %3 = irdl.base @omp::@memoryorderkind {summary = "MemoryOrderKind Clause"}
    irdl.operands(x: %0, expr: %1)
    irdl.attributes {"hint" = %2, "memory_order" = %3}
  }
  irdl.operation @barrier attributes {
      summary = "barrier construct",
      description = "The barrier construct specifies an explicit barrier at the point at which\nthe construct appears.",
      assembly_format = "attr-dict"} {
  }
  irdl.operation @cancel attributes {
      summary = "cancel directive",
      description = "The cancel construct activates cancellation of the innermost enclosing\nregion of the type specified.",
      ods_assembly_format = "\n    `cancellation_construct_type` `(`\n      custom<ClauseAttr>($cancel_directive) `)`\n   oilist(\n    `if` `(` $if_expr `)`\n  ) attr-dict",
      cpp_verifier = "OmpCancel",
      independent_variadics = ["if_expr"]} {
    %0 = irdl.base @omp::@cancellationconstructtype {summary = "CancellationConstructType Clause"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(if_expr: optional %1)
    irdl.attributes {"cancel_directive" = %0}
  }
  irdl.operation @cancellation_point attributes {
      summary = "cancellation point directive",
      description = "The cancellation point construct introduces a user-defined cancellation\npoint at which implicit or explicit tasks check if cancellation of the\ninnermost enclosing region of the type specified has been activated.",
      ods_assembly_format = "\n    `cancellation_construct_type` `(`\n      custom<ClauseAttr>($cancel_directive) `)`\n    attr-dict",
      cpp_verifier = "OmpCancellationPoint"} {
    %0 = irdl.base @omp::@cancellationconstructtype {summary = "CancellationConstructType Clause"}
    irdl.attributes {"cancel_directive" = %0}
  }
  irdl.operation @canonical_loop attributes {
      summary = "OpenMP Canonical Loop Operation",
      description = "All loops that conform to OpenMP's definition of a canonical loop can be\nsimplified to a CanonicalLoopOp. In particular, there are no loop-carried\nvariables and the number of iterations it will execute is known before the\noperation. This allows e.g. to determine the number of threads and chunks\nthe iterations space is split into before executing any iteration. More\nrestrictions may apply in cases such as (collapsed) loop nests, doacross\nloops, etc.\n\nIn contrast to other loop operations such as `scf.for`, the number of\niterations is determined by only a single variable, the trip-count. The\ninduction variable value is the logical iteration number of that iteration,\nwhich OpenMP defines to be between 0 and the trip-count (exclusive).\nLoop representation having lower-bound, upper-bound, and step-size operands,\nrequire passes to do more work than necessary, including handling special\ncases such as upper-bound smaller than lower-bound, upper-bound equal to\nthe integer type's maximal value, negative step size, etc. This complexity\nis better only handled once by the front-end and can apply its semantics\nfor such cases while still being able to represent any kind of loop, which\nkind of the point of a mid-end intermediate representation. User-defined\ntypes such as random-access iterators in C++ could not directly be\nrepresented anyway.\n\nThe induction variable is always of the same type as the tripcount argument.\nSince it can never be negative, tripcount is always interpreted as an\nunsigned integer. It is the caller's responsibility to ensure the tripcount\nis not negative when its interpretation is signed, i.e.\n`%tripcount = max(0,%tripcount)`.\n\nAn optional argument to a omp.canonical_loop that can be passed in\nis a CanonicalLoopInfo value that can be used to refer to the canonical\nloop to apply transformations -- such as tiling, unrolling, or\nwork-sharing -- to the loop, similar to the transform dialect but\nwith OpenMP-specific semantics. Because it is optional, it has to be the\nlast of the operands, but appears first in the pretty format printing.\n\nThe pretty assembly format is inspired by python syntax, where `range(n)`\nreturns an iterator that runs from $0$ to $n-1$. The pretty assembly syntax\nis one of:\n\n omp.canonical_loop(%cli) %iv : !type in range(%tripcount)\n omp.canonical_loop       %iv : !type in range(%tripcount)\n\nA CanonicalLoopOp is lowered to LLVM-IR using\n`OpenMPIRBuilder::createCanonicalLoop`.\n\n#### Examples\n\nTranslation from lower-bound, upper-bound, step-size to trip-count.\n```c\nfor (int i = 3; i < 42; i+=2) {\n  B[i] = A[i];\n}\n```\n\n```mlir\n%lb = arith.constant 3 : i32\n%ub = arith.constant 42 : i32\n%step = arith.constant 2 : i32\n%range = arith.sub %ub, %lb : i32\n%tripcount = arith.div %range, %step : i32\nomp.canonical_loop %iv : i32 in range(%tripcount) {\n  %offset = arith.mul %iv, %step : i32\n  %i = arith.add %offset, %lb : i32\n  %a = load %arrA[%i] : memref<?xf32>\n  store %a, %arrB[%i] : memref<?xf32>\n}\n```\n\nNested canonical loop with transformation of the inner loop.\n```mlir\n%outer = omp.new_cli : !omp.cli\n%inner = omp.new_cli : !omp.cli\nomp.canonical_loop(%outer) %iv1 : i32 in range(%tc1) {\n  omp.canonical_loop(%inner) %iv2 : i32 in range(%tc2) {\n    %a = load %arrA[%iv1, %iv2] : memref<?x?xf32>\n    store %a, %arrB[%iv1, %iv2] : memref<?x?xf32>\n  }\n}\nomp.unroll_full(%inner)\n```",
      cpp_assembly_format = "OmpCanonicalLoop",
      ods_traits = ["LoopTransformationInterface", "OpAsmOpInterface"],
      cpp_verifier = "OmpCanonicalLoop",
      independent_variadics = ["cli"]} {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1) {summary = "integer or index"}
    %3 = irdl.base @omp::@cli {summary = "Type for representing a reference to a canonical loop"}
    %4 = irdl.region {summary = "any region"}
    irdl.operands(tripCount: %2, cli: optional %3)
    irdl.regions(region: %4)
  }
  irdl.operation @critical attributes {
      summary = "critical construct",
      description = "The critical construct imposes a restriction on the associated structured\nblock (region) to be executed by only a single thread at a time.\n\nThe optional `name` argument of critical constructs is used to identify\nthem. Unnamed critical constructs behave as though an identical name was\nspecified.",
      assembly_format = "(`(` $name^ `)`)? $region attr-dict",
      ods_traits = ["SymbolUserOpInterface"],
      cpp_verifier = "OmpCritical",
      optional_attributes = ["name"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.region {summary = "any region"}
    irdl.attributes {"name" = %0}
    irdl.regions(region: %1)
  }
  irdl.operation @critical.declare attributes {
      summary = "declares a named critical section.",
      description = "Declares a named critical section.\n\nThe `sym_name` can be used in `omp.critical` constructs in the dialect.\n\n`hint` is the value of hint (as specified in the hint clause). It is a\ncompile time constant. As the name suggests, this is just a hint for\noptimization.",
      ods_assembly_format = "custom<SymbolName>($sym_name) oilist(\n    `hint` `(` custom<SynchronizationHint>($hint) `)`\n  ) attr-dict",
      traits = ["Symbol"],
      cpp_verifier = "OmpCriticalDeclare",
      optional_attributes = ["hint"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    irdl.attributes {"sym_name" = %0, "hint" = %1}
  }
  irdl.operation @declare_mapper attributes {
      summary = "declare mapper directive",
      description = "The declare mapper directive declares a user-defined mapper for a given\ntype, and defines a mapper-identifier that can be used in a map clause.",
      assembly_format = "custom<SymbolName>($sym_name) `:` $type $body attr-dict",
      traits = ["IsolatedFromAbove", "SingleBlock", "Symbol"],
      ods_traits = ["RecipeInterface"],
      cpp_verifier = "OmpDeclareMapper"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "type" = %1}
    irdl.regions(body: %2)
  }
  irdl.operation @declare_mapper.info attributes {
      summary = "declare mapper info",
      description = "This Op is used to capture the map information related to it's\nparent DeclareMapperOp.\n\nThe optional `map_vars` maps data from the current task's data environment\nto the device data environment.",
      assembly_format = "oilist( `map_entries` `(` $map_vars `:` type($map_vars) `)` ) attr-dict",
      traits = ["HasParent<omp.declare_mapper>", "Terminator"],
      ods_traits = ["MapClauseOwningOpInterface"],
      cpp_verifier = "OmpDeclareMapperInfo",
      independent_variadics = ["map_vars"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    irdl.operands(map_vars: variadic %0)
  }
  irdl.operation @declare_reduction attributes {
      summary = "declares a reduction kind",
      description = "Declares an OpenMP reduction kind. This requires two mandatory and four\noptional regions.\n\n  1. The optional alloc region specifies how to allocate the thread-local\n     reduction value. This region should not contain control flow and all\n     IR should be suitable for inlining straight into an entry block. In\n     the common case this is expected to contain only allocas. It is\n     expected to `omp.yield` the allocated value on all control paths.\n     If allocation is conditional (e.g. only allocate if the mold is\n     allocated), this should be done in the initilizer region and this\n     region not included. The alloc region is not used for by-value\n     reductions (where allocation is implicit).\n  2. The initializer region specifies how to initialize the thread-local\n     reduction value. This is usually the neutral element of the reduction.\n     For convenience, the region has an argument that contains the value\n     of the reduction accumulator at the start of the reduction. If an alloc\n     region is specified, there is a second block argument containing the\n     address of the allocated memory. The initializer region is expected to\n     `omp.yield` the new value on all control flow paths.\n  3. The reduction region specifies how to combine two values into one, i.e.\n     the reduction operator. It accepts the two values as arguments and is\n     expected to `omp.yield` the combined value on all control flow paths.\n  4. The atomic reduction region is optional and specifies how two values\n     can be combined atomically given local accumulator variables. It is\n     expected to store the combined value in the first accumulator variable.\n  5. The cleanup region is optional and specifies how to clean up any memory\n     allocated by the initializer region. The region has an argument that\n     contains the value of the thread-local reduction accumulator. This will\n     be executed after the reduction has completed.\n  6. The DataPtrPtr region specifies how to access the base address of a\n     descriptor. This is used, in particular, for GPU reductions in order\n     know where partial reduction results are stored in remote lanes.\n\nNote that the MLIR type system does not allow for type-polymorphic\nreductions. Separate reduction declarations should be created for different\nelement and accumulator types.\n\nFor initializer and reduction regions, the operand to `omp.yield` must\nmatch the parent operation's results.\n\n* `$byref_element_type`: For by-ref reductions, we want to keep track of the\n  boxed/allocated type.  For example, for a `real, allocatable` variable, \n  `real` should be stored in this attribute.",
      assembly_format = "custom<SymbolName>($sym_name) `:` $type attr-dict-with-keyword ( `alloc` $allocRegion^ )? `init` $initializerRegion `combiner` $reductionRegion ( `atomic` $atomicReductionRegion^ )? ( `cleanup` $cleanupRegion^ )? ( `data_ptr_ptr` $dataPtrPtrRegion^ )?",
      traits = ["IsolatedFromAbove", "Symbol"],
      ods_traits = ["RecipeInterface"],
      cpp_verifier = "OmpDeclareReduction",
      optional_attributes = ["byref_element_type"],
      ods_notes = ["region 'allocRegion': region with at most 1 blocks (not checked)", "region 'dataPtrPtrRegion': region with at most 1 blocks (not checked)"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %3 = irdl.region {summary = "region with at most 1 blocks"}
    %4 = irdl.region {summary = "any region"}
    %5 = irdl.region {summary = "any region"}
    %6 = irdl.region {summary = "any region"}
    %7 = irdl.region {summary = "any region"}
    %8 = irdl.region {summary = "region with at most 1 blocks"}
    irdl.attributes {"sym_name" = %0, "type" = %1, "byref_element_type" = %2}
    irdl.regions(allocRegion: %3, initializerRegion: %4, reductionRegion: %5, atomicReductionRegion: %6, cleanupRegion: %7, dataPtrPtrRegion: %8)
  }
  irdl.operation @distribute attributes {
      summary = "distribute construct",
      description = "The distribute construct specifies that the iterations of one or more loops\n(optionally specified using collapse clause) will be executed by the\ninitial teams in the context of their implicit tasks. The loops that the\ndistribute op is associated with starts with the outermost loop enclosed by\nthe distribute op region and going down the loop nest toward the innermost\nloop. The iterations are distributed across the initial threads of all\ninitial teams that execute the teams region to which the distribute region\nbinds.\n\nThe distribute loop construct specifies that the iterations of the loop(s)\nwill be executed in parallel by threads in the current context. These\niterations are spread across threads that already exist in the enclosing\nregion.\n\nThe body region can only contain a single block which must contain a single\noperation. This operation must be another compatible loop wrapper or an\n`omp.loop_nest`.\n\n```mlir\nomp.distribute <clauses> {\n  omp.loop_nest (%i1, %i2) : index = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {\n    %a = load %arrA[%i1, %i2] : memref<?x?xf32>\n    %b = load %arrB[%i1, %i2] : memref<?x?xf32>\n    %sum = arith.addf %a, %b : f32\n    store %sum, %arrC[%i1, %i2] : memref<?x?xf32>\n    omp.yield\n  }\n}\n```\n\nThe `allocator_vars` and `allocate_vars` parameters are a variadic list of\nvalues that specify the memory allocator to be used to obtain storage for\nprivate values.\n\nThe `dist_schedule_static` attribute specifies the schedule for this loop,\ndetermining how the loop is distributed across the various teams. The\noptional `dist_schedule_chunk_size` associated with this determines further\ncontrols this distribution.\n\nThe optional `order` attribute specifies which order the iterations of the\nassociated loops are executed in. Currently the only option for this\nattribute is \"concurrent\".",
      ods_assembly_format = "oilist(\n    `allocate` `(`\n      custom<AllocateAndAllocator>($allocate_vars, type($allocate_vars),\n                                   $allocator_vars, type($allocator_vars)) `)`\n  |\n    `dist_schedule_static` $dist_schedule_static\n    | `dist_schedule_chunk_size` `(` $dist_schedule_chunk_size `:`\n      type($dist_schedule_chunk_size) `)`\n  |\n    `order` `(` custom<OrderClause>($order, $order_mod) `)`\n  )\n    custom<PrivateRegion>($region, $private_vars, type($private_vars),\n        $private_syms, $private_needs_barrier) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "NoTerminator", "RecursiveMemoryEffects", "SingleBlock"],
      ods_traits = ["ComposableOpInterface", "LoopWrapperInterface", "BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpDistribute",
      optional_attributes = ["dist_schedule_static", "order", "order_mod", "private_syms", "private_needs_barrier"],
      independent_variadics = ["allocate_vars", "allocator_vars", "dist_schedule_chunk_size", "private_vars"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.base "!builtin.integer"
    %4 = irdl.is index
    %5 = irdl.any_of(%3, %4) {summary = "integer or index"}
    %6 = irdl.base @omp::@orderkind {summary = "OrderKind Clause"}
    %7 = irdl.base @omp::@order_mod {summary = "OpenMP Order Modifier"}
    %8 = irdl.any {summary = "any type"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %10 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %11 = irdl.region {summary = "any region"}
    irdl.operands(allocate_vars: variadic %0, allocator_vars: variadic %1, dist_schedule_chunk_size: optional %5, private_vars: variadic %8)
    irdl.attributes {"dist_schedule_static" = %2, "order" = %6, "order_mod" = %7, "private_syms" = %9, "private_needs_barrier" = %10}
    irdl.regions(region: %11)
  }
  irdl.operation @flush attributes {
      summary = "flush construct",
      description = "The flush construct executes the OpenMP flush operation. This operation\nmakes a thread's temporary view of memory consistent with memory and\nenforces an order on the memory operations of the variables explicitly\nspecified or implied.",
      assembly_format = "( `(` $varList^ `:` type($varList) `)` )? attr-dict",
      independent_variadics = ["varList"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(varList: variadic %0)
  }
  irdl.operation @loop attributes {
      summary = "loop construct",
      description = "A loop construct specifies that the logical iterations of the associated loops\nmay execute concurrently and permits the encountering threads to execute the\nloop accordingly. A loop construct can have 3 different types of binding:\n  1. teams: in which case the binding region is the innermost enclosing `teams`\n     region.\n  2. parallel: in which case the binding region is the innermost enclosing `parallel`\n     region.\n  3. thread: in which case the binding region is not defined.\n\nThe body region can only contain a single block which must contain a single\noperation, this operation must be an `omp.loop_nest`.\n\n```\nomp.loop <clauses> {\n  omp.loop_nest (%i1, %i2) : index = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {\n    %a = load %arrA[%i1, %i2] : memref<?x?xf32>\n    %b = load %arrB[%i1, %i2] : memref<?x?xf32>\n    %sum = arith.addf %a, %b : f32\n    store %sum, %arrC[%i1, %i2] : memref<?x?xf32>\n    omp.yield\n  }\n}\n```\n\nThe `bind` clause specifies the binding region of the construct on which it\nappears.\n\nThe optional `order` attribute specifies which order the iterations of the\nassociated loops are executed in. Currently the only option for this\nattribute is \"concurrent\".\n\nReductions can be performed by specifying the reduction modifer\n(`default`, `inscan` or `task`) in `reduction_mod`, reduction accumulator\nvariables in `reduction_vars`, symbols referring to reduction declarations\nin the `reduction_syms` attribute, and whether the reduction variable\nshould be passed into the reduction region by value or by reference in\n`reduction_byref`. Each reduction is identified by the accumulator it uses\nand accumulators must not be repeated in the same reduction. A private\nvariable corresponding to the accumulator is used in place of the\naccumulator inside the body of the operation. The reduction declaration\nspecifies how to combine the values from each iteration, section, team,\nthread or simd lane defined by the operation's region into the final value,\nwhich is available in the accumulator after they all complete.",
      ods_assembly_format = "oilist(\n    `bind` `(` custom<ClauseAttr>($bind_kind) `)`\n  |\n    `order` `(` custom<OrderClause>($order, $order_mod) `)`\n  )\n    custom<PrivateReductionRegion>($region, $private_vars, type($private_vars),\n        $private_syms, $private_needs_barrier, $reduction_mod, $reduction_vars,\n        type($reduction_vars), $reduction_byref, $reduction_syms) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "NoTerminator", "SingleBlock"],
      ods_traits = ["LoopWrapperInterface", "BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpLoop",
      optional_attributes = ["bind_kind", "private_syms", "private_needs_barrier", "order", "order_mod", "reduction_mod", "reduction_byref", "reduction_syms"],
      independent_variadics = ["private_vars", "reduction_vars"]} {
    %0 = irdl.base @omp::@bindkind {summary = "BindKind Clause"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %3 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %4 = irdl.base @omp::@orderkind {summary = "OrderKind Clause"}
    %5 = irdl.base @omp::@order_mod {summary = "OpenMP Order Modifier"}
    %6 = irdl.base @omp::@reduction_modifier {summary = "reduction modifier"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %10 = irdl.region {summary = "any region"}
    irdl.operands(private_vars: variadic %1, reduction_vars: variadic %7)
    irdl.attributes {"bind_kind" = %0, "private_syms" = %2, "private_needs_barrier" = %3, "order" = %4, "order_mod" = %5, "reduction_mod" = %6, "reduction_byref" = %8, "reduction_syms" = %9}
    irdl.regions(region: %10)
  }
  irdl.operation @loop_nest attributes {
      summary = "rectangular loop nest",
      description = "This operation represents a rectangular loop nest which may be collapsed\nand/or tiled. For each rectangular loop of the nest represented by an\ninstance of this operation, lower and upper bounds, as well as a step\nvariable, must be defined. The collapse clause specifies how many loops\nthat should be collapsed (1 if no collapse is done) after any tiling is\nperformed. The tiling sizes is represented by the tile sizes clause.\n\nThe lower and upper bounds specify a half-open range: the range includes the\nlower bound but does not include the upper bound. If the `loop_inclusive`\nattribute is specified then the upper bound is also included.\n\nThe body region can contain any number of blocks. The region is terminated\nby an `omp.yield` instruction without operands. The induction variables,\nrepresented as entry block arguments to the loop nest operation's single\nregion, match the types of the `loop_lower_bounds`, `loop_upper_bounds` and\n`loop_steps` arguments.\n\n```mlir\nomp.loop_nest (%i1, %i2) : i32 = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) collapse(2) tiles(5,5) {\n  %a = load %arrA[%i1, %i2] : memref<?x?xf32>\n  %b = load %arrB[%i1, %i2] : memref<?x?xf32>\n  %sum = arith.addf %a, %b : f32\n  store %sum, %arrC[%i1, %i2] : memref<?x?xf32>\n  omp.yield\n}\n```\n\nThis is a temporary simplified definition of a loop based on existing OpenMP\nloop operations intended to serve as a stopgap solution until the long-term\nrepresentation of canonical loops is defined. Specifically, this operation\nis intended to serve as a unique source for loop information during the\ntransition to making `omp.distribute`, `omp.simd`, `omp.taskloop` and\n`omp.wsloop` wrapper operations. It is not intended to help with the\naddition of support for loop transformations, non-rectangular loops and\nnon-perfectly nested loops.",
      cpp_assembly_format = "OmpLoopNest",
      traits = ["RecursiveMemoryEffects", "AllTypesMatch<loop_lower_bounds, loop_upper_bounds, loop_steps>"],
      ods_traits = ["SameVariadicOperandSize"],
      cpp_verifier = "OmpLoopNest",
      optional_attributes = ["collapse_num_loops", "loop_inclusive", "tile_sizes"],
      independent_variadics = ["loop_lower_bounds", "loop_upper_bounds", "loop_steps"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 1))" {summary = "64-bit signless integer attribute whose minimum value is 1"}
    %1 = irdl.base "!builtin.integer"
    %2 = irdl.is index
    %3 = irdl.any_of(%1, %2) {summary = "integer or index"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.base "!builtin.integer"
    %8 = irdl.is index
    %9 = irdl.any_of(%7, %8) {summary = "integer or index"}
    %10 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %12 = irdl.region {summary = "any region"}
    irdl.operands(loop_lower_bounds: variadic %3, loop_upper_bounds: variadic %6, loop_steps: variadic %9)
    irdl.attributes {"collapse_num_loops" = %0, "loop_inclusive" = %10, "tile_sizes" = %11}
    irdl.regions(region: %12)
  }
  irdl.operation @map.bounds attributes {
      summary = "Represents normalized bounds information for map clauses.",
      description = "This operation is a variation on the OpenACC dialects DataBoundsOp. Within\nthe OpenMP dialect it stores the bounds/range of data to be mapped to a\ndevice specified by map clauses on target directives. Within\nthe OpenMP dialect, the MapBoundsOp is associated with MapInfoOp,\nhelping to store bounds information for the mapped variable.\n\nIt is used to support OpenMP array sectioning, Fortran pointer and\nallocatable mapping and pointer/allocatable member of derived types.\nIn all cases the MapBoundsOp holds information on the section of\ndata to be mapped. Such as the upper bound and lower bound of the\nsection of data to be mapped. This information is currently\nutilised by the LLVM-IR lowering to help generate instructions to\ncopy data to and from the device when processing target operations.\n\nThe example below copys a section of a 10-element array; all except the\nfirst element, utilising OpenMP array sectioning syntax where array\nsubscripts are provided to specify the bounds to be mapped to device.\nTo simplify the examples, the constants are used directly, in reality\nthey will be MLIR SSA values.\n\nC++:\n```\nint array[10];\n#pragma target map(array[1:9])\n```\n=>\n```mlir\nomp.map.bounds lower_bound(1) upper_bound(9) extent(9) start_idx(0)\n```\n\nFortran:\n```\ninteger :: array(1:10)\n!$target map(array(2:10))\n```\n=>\n```mlir\nomp.map.bounds lower_bound(1) upper_bound(9) extent(9) start_idx(1)\n```\n\nFor Fortran pointers and allocatables (as well as those that are\nmembers of derived types) the bounds information is provided by\nthe Fortran compiler and runtime through descriptor information.\n\nA basic pointer example can be found below (constants again\nprovided for simplicity, where in reality SSA values will be\nused, in this case that point to data yielded by Fortran's\ndescriptors):\n\nFortran:\n```\ninteger, pointer :: ptr(:)\nallocate(ptr(10))\n!$target map(ptr)\n```\n=>\n```mlir\nomp.map.bounds lower_bound(0) upper_bound(9) extent(10) start_idx(1)\n```\n\nThis operation records the bounds information in a normalized fashion\n(zero-based). This works well with the `PointerLikeType`\nrequirement in data clauses - since a `lower_bound` of 0 means looking\nat data at the zero offset from pointer.\n\nThis operation must have an `upper_bound` or `extent` (or both are allowed -\nbut not checked for consistency). When the source language's arrays are\nnot zero-based, the `start_idx` must specify the zero-position index.",
      assembly_format = "oilist( `lower_bound` `(` $lower_bound `:` type($lower_bound) `)` | `upper_bound` `(` $upper_bound `:` type($upper_bound) `)` | `extent` `(` $extent `:` type($extent) `)` | `stride` `(` $stride `:` type($stride) `)` | `start_idx` `(` $start_idx `:` type($start_idx) `)` ) attr-dict",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["NoMemoryEffect"],
      cpp_verifier = "OmpMapBounds",
      default_values = {stride_in_bytes = "false"},
      independent_variadics = ["lower_bound", "upper_bound", "extent", "stride", "start_idx"]} {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1) {summary = "integer or index"}
    %3 = irdl.base "!builtin.integer"
    %4 = irdl.is index
    %5 = irdl.any_of(%3, %4) {summary = "integer or index"}
    %6 = irdl.base "!builtin.integer"
    %7 = irdl.is index
    %8 = irdl.any_of(%6, %7) {summary = "integer or index"}
    %9 = irdl.base "!builtin.integer"
    %10 = irdl.is index
    %11 = irdl.any_of(%9, %10) {summary = "integer or index"}
    %12 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %13 = irdl.base "!builtin.integer"
    %14 = irdl.is index
    %15 = irdl.any_of(%13, %14) {summary = "integer or index"}
    %16 = irdl.base @omp::@map_bounds_ty {summary = "Type for representing omp map clause bounds information"}
    irdl.operands(lower_bound: optional %2, upper_bound: optional %5, extent: optional %8, stride: optional %11, start_idx: optional %15)
    irdl.results(result: %16)
    irdl.attributes {"stride_in_bytes" = %12}
  }
  irdl.operation @map.info attributes {
      description = "The MapInfoOp captures information relating to individual OpenMP map clauses\nthat are applied to certain OpenMP directives such as Target and Target Data.\n\nFor example, the map type modifier; such as from, tofrom and to, the variable\nbeing captured or the bounds of an array section being mapped.\n\nIt can be used to capture both implicit and explicit map information, where\nexplicit is an argument directly specified to an OpenMP map clause or implicit\nwhere a variable is utilised in a target region but is defined externally to\nthe target region.\n\nThis map information is later used to aid the lowering of the target operations\nthey are attached to providing argument input and output context for kernels\ngenerated or the target data mapping environment.\n\nExample (Fortran):\n\n```\ninteger :: index\n!$target map(to: index)\n```\n=>\n```mlir\nomp.map.info var_ptr(%index_ssa) map_type(to) map_capture_type(ByRef)\n  name(index)\n```\n\nDescription of arguments:\n- `var_ptr`: The address of variable to copy.\n- `var_type`: The type of the variable to copy.\n- 'map_type': OpenMP map type for this map capture, for example: from, to and\n   always. It's a bitfield composed of the OpenMP runtime flags stored in\n   OpenMPOffloadMappingFlags.\n- 'map_capture_type': Capture type for the variable e.g. this, byref, byvalue, byvla\n   this can affect how the variable is lowered.\n- `var_ptr_ptr`: Used when the variable copied is a member of a class, structure\n  or derived type and refers to the originating struct.\n- `members`: Used to indicate mapped child members for the current MapInfoOp,\n   represented as other MapInfoOp's, utilised in cases where a parent structure\n   type and members of the structure type are being mapped at the same time.\n   For example: map(to: parent, parent->member, parent->member2[:10])\n- `members_index`: Used to indicate the ordering of members within the containing\n   parent (generally a record type such as a structure, class or derived type),\n   e.g. struct {int x, float y, double z}, x would be 0, y would be 1, and z\n   would be 2. This aids the mapping.\n- `bounds`: Used when copying slices of array's, pointers or pointer members of\n   objects (e.g. derived types or classes), indicates the bounds to be copied\n   of the variable. When it's an array slice it is in rank order where rank 0\n   is the inner-most dimension.\n- 'mapper_id': OpenMP mapper map type modifier for this map capture. It's used to\n   specify a user defined mapper to be used for mapping.\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n- `partial_map`: The record type being mapped will not be mapped in its entirety,\n   it may be used however, in a mapping to bind it's mapped components together.",
      ods_assembly_format = "\n    `var_ptr` `(` $var_ptr `:` type($var_ptr) `,` $var_type `)`\n    `map_clauses` `(` custom<MapClause>($map_type) `)`\n    `capture` `(` custom<CaptureType>($map_capture_type) `)`\n    oilist(\n        `var_ptr_ptr` `(` $var_ptr_ptr `:` type($var_ptr_ptr) `)`\n      | `mapper` `(` $mapper_id `)`\n      | `members` `(` $members `:` custom<MembersIndex>($members_index) `:` type($members) `)`\n      | `bounds` `(` $bounds `)`\n    ) `->` type($omp_ptr) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "OmpMapInfo",
      optional_attributes = ["members_index", "mapper_id", "name"],
      default_values = {partial_map = "false"},
      independent_variadics = ["var_ptr_ptr", "members", "bounds"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.base @omp::@clause_map_flags {summary = "Map types and modifiers tied to data maps"}
    %3 = irdl.base @omp::@variable_capture_kind {summary = "variable capture kind"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::ArrayAttr>(attr))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>(attr), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))); }))" {summary = "Array of 64-bit integer array attributes"}
    %7 = irdl.base @omp::@map_bounds_ty {summary = "Type for representing omp map clause bounds information"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %9 = irdl.base "#builtin.string" {summary = "string attribute"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    irdl.operands(var_ptr: %0, var_ptr_ptr: optional %4, members: variadic %5, bounds: variadic %7)
    irdl.results(omp_ptr: %11)
    irdl.attributes {"var_type" = %1, "map_type" = %2, "map_capture_type" = %3, "members_index" = %6, "mapper_id" = %8, "name" = %9, "partial_map" = %10}
  }
  irdl.operation @masked attributes {
      summary = "masked construct",
      description = "Masked construct allows to specify a structured block to be executed by a subset of\nthreads of the current team.\n\nIf `filter` is specified, the masked construct masks the execution of\nthe region to only the thread id filtered. Other threads executing the\nparallel region are not expected to execute the region specified within\nthe `masked` directive. If `filter` is not specified, master thread is\nexpected to execute the region enclosed within `masked` directive.",
      assembly_format = "oilist( `filter` `(` $filtered_thread_id `:` type($filtered_thread_id) `)` ) $region attr-dict",
      independent_variadics = ["filtered_thread_id"]} {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1) {summary = "integer or index"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(filtered_thread_id: optional %2)
    irdl.regions(region: %3)
  }
  irdl.operation @master attributes {
      summary = "master construct",
      description = "The master construct specifies a structured block that is executed by\nthe master thread of the team.",
      assembly_format = "$region attr-dict"} {
    %0 = irdl.region {summary = "any region"}
    irdl.regions(region: %0)
  }
  irdl.operation @new_cli attributes {
      summary = "Create a new Canonical Loop Info value.",
      description = "Create a new CLI that can be passed as an argument to a CanonicalLoopOp\nand to loop transformation operations to handle dependencies between\nloop transformation operations.",
      assembly_format = "attr-dict",
      ods_traits = ["OpAsmOpInterface"],
      cpp_verifier = "OmpNewCli",
      cpp_result_names = "OmpNewCli"} {
    %0 = irdl.base @omp::@cli {summary = "Type for representing a reference to a canonical loop"}
    irdl.results(result: %0)
  }
  irdl.operation @ordered attributes {
      summary = "ordered construct without region",
      description = "The ordered construct without region is a stand-alone directive that\nspecifies cross-iteration dependencies in a doacross loop nest.\n\nThe `doacross_depend_type` attribute refers to either the DEPEND(SOURCE)\nclause or the DEPEND(SINK: vec) clause.\n\nThe `doacross_num_loops` attribute specifies the number of loops in the\ndoacross nest.\n\nThe `doacross_depend_vars` is a variadic list of operands that specifies the\nindex of the loop iterator in the doacross nest for the DEPEND(SOURCE)\nclause or the index of the element of \"vec\" for the DEPEND(SINK: vec)\nclause. It contains the operands in multiple \"vec\" when multiple\nDEPEND(SINK: vec) clauses exist in one ORDERED directive.",
      assembly_format = "( `depend_type` `` $doacross_depend_type^ )? ( `depend_vec` `(` $doacross_depend_vars^ `:` type($doacross_depend_vars) `)` )? attr-dict",
      cpp_verifier = "OmpOrdered",
      optional_attributes = ["doacross_depend_type", "doacross_num_loops"],
      independent_variadics = ["doacross_depend_vars"]} {
    %0 = irdl.base @omp::@clause_depend {summary = "depend clause"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0))" {summary = "64-bit signless integer attribute whose minimum value is 0"}
    %2 = irdl.any {summary = "any type"}
    irdl.operands(doacross_depend_vars: variadic %2)
    irdl.attributes {"doacross_depend_type" = %0, "doacross_num_loops" = %1}
  }
  irdl.operation @ordered.region attributes {
      summary = "ordered construct with region",
      description = "The ordered construct with region specifies a structured block in a\nworksharing-loop, SIMD, or worksharing-loop SIMD region that is executed in\nthe order of the loop iterations.\n\nThe `par_level_simd` attribute corresponds to the simd clause specified. If\nit is not present, it behaves as if the threads clause is specified or no\nclause is specified.",
      assembly_format = "oilist( `par_level_simd` $par_level_simd ) $region attr-dict",
      cpp_verifier = "OmpOrderedRegion",
      optional_attributes = ["par_level_simd"]} {
    %0 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %1 = irdl.region {summary = "any region"}
    irdl.attributes {"par_level_simd" = %0}
    irdl.regions(region: %1)
  }
  irdl.operation @parallel attributes {
      summary = "parallel construct",
      description = "The parallel construct includes a region of code which is to be executed\nby a team of threads.\n\nThe optional `if_expr` parameter specifies a boolean result of a conditional\ncheck. If this value is 1 or is not provided then the parallel region runs\nas normal, if it is 0 then the parallel region is executed with one thread.\n\nThe `allocator_vars` and `allocate_vars` parameters are a variadic list of\nvalues that specify the memory allocator to be used to obtain storage for\nprivate values.\n\nThe optional `num_threads` parameter specifies the number of threads which\nshould be used to execute the parallel region.\n\nThe optional `proc_bind_kind` attribute controls the thread affinity for the\nexecution of the parallel region.\n\nReductions can be performed by specifying the reduction modifer\n(`default`, `inscan` or `task`) in `reduction_mod`, reduction accumulator\nvariables in `reduction_vars`, symbols referring to reduction declarations\nin the `reduction_syms` attribute, and whether the reduction variable\nshould be passed into the reduction region by value or by reference in\n`reduction_byref`. Each reduction is identified by the accumulator it uses\nand accumulators must not be repeated in the same reduction. A private\nvariable corresponding to the accumulator is used in place of the\naccumulator inside the body of the operation. The reduction declaration\nspecifies how to combine the values from each iteration, section, team,\nthread or simd lane defined by the operation's region into the final value,\nwhich is available in the accumulator after they all complete.",
      ods_assembly_format = "oilist(\n    `allocate` `(`\n      custom<AllocateAndAllocator>($allocate_vars, type($allocate_vars),\n                                   $allocator_vars, type($allocator_vars)) `)`\n  |\n    `if` `(` $if_expr `)`\n  |\n    `num_threads` `(` $num_threads `:` type($num_threads) `)`\n  |\n    `proc_bind` `(` custom<ClauseAttr>($proc_bind_kind) `)`\n  )\n    custom<PrivateReductionRegion>($region, $private_vars, type($private_vars),\n        $private_syms, $private_needs_barrier, $reduction_mod, $reduction_vars,\n        type($reduction_vars), $reduction_byref, $reduction_syms) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "AutomaticAllocationScope", "RecursiveMemoryEffects"],
      ods_traits = ["ComposableOpInterface", "OutlineableOpenMPOpInterface", "BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpParallel",
      optional_attributes = ["private_syms", "private_needs_barrier", "proc_bind_kind", "reduction_mod", "reduction_byref", "reduction_syms"],
      independent_variadics = ["allocate_vars", "allocator_vars", "if_expr", "num_threads", "private_vars", "reduction_vars"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    %3 = irdl.base "!builtin.integer"
    %4 = irdl.is index
    %5 = irdl.any_of(%3, %4) {summary = "integer or index"}
    %6 = irdl.any {summary = "any type"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %8 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %9 = irdl.base @omp::@procbindkind {summary = "ProcBindKind Clause"}
    %10 = irdl.base @omp::@reduction_modifier {summary = "reduction modifier"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %12 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %13 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %14 = irdl.region {summary = "any region"}
    irdl.operands(allocate_vars: variadic %0, allocator_vars: variadic %1, if_expr: optional %2, num_threads: optional %5, private_vars: variadic %6, reduction_vars: variadic %11)
    irdl.attributes {"private_syms" = %7, "private_needs_barrier" = %8, "proc_bind_kind" = %9, "reduction_mod" = %10, "reduction_byref" = %12, "reduction_syms" = %13}
    irdl.regions(region: %14)
  }
  irdl.operation @private attributes {
      summary = "Provides declaration of [first]private logic.",
      description = "This operation provides a declaration of how to implement the\n[first]privatization of a variable. The dialect users should provide\nwhich type should be allocated for this variable. The allocated (usually by\nalloca) variable is passed to the initialization region which does everything\nelse (e.g. initialization of Fortran runtime descriptors). Information about\nhow to initialize the copy from the original item should be given in the\ncopy region, and if needed, how to deallocate memory (allocated by the\ninitialization region) in the dealloc region.\n\nExamples:\n\n* `private(x)` would not need any regions because no initialization is\n  required by the standard for i32 variables and this is not firstprivate.\n```mlir\nomp.private {type = private} @x.privatizer : i32\n```\n\n* `firstprivate(x)` would be emitted as:\n```mlir\nomp.private {type = firstprivate} @x.privatizer : i32 copy {\n^bb0(%arg0: !fir.ref<i32>, %arg1: !fir.ref<i32>):\n// %arg0 is the original host variable.\n// %arg1 represents the memory allocated for this private variable.\n... copy from host to the privatized clone ....\nomp.yield(%arg1 : !fir.ref<i32>)\n}\n```\n\n* `private(x)` for \"allocatables\" would be emitted as:\n```mlir\nomp.private {type = private} @x.privatizer : !some.type init {\n^bb0(%arg0: !some.pointer<!some.type>, %arg1: !some.pointer<!some.type>):\n// initialize %arg1, using %arg0 as a mold for allocations.\n// For example if %arg0 is a heap allocated array with a runtime determined\n// length and !some.type is a runtime type descriptor, the init region\n// will read the array length from %arg0, and heap allocate an array of the\n// right length and initialize %arg1 to contain the array allocation and\n// length.\nomp.yield(%arg1 : !some.pointer<!some.type>)\n} dealloc {\n^bb0(%arg0: !some.pointer<!some.type>):\n// ... deallocate memory allocated by the init region...\n// In the example above, this will free the heap allocated array data.\nomp.yield\n}\n```\n\nThere are no restrictions on the body except for:\n- The `dealloc` regions has a single argument.\n- The `init` & `copy` regions have 2 arguments.\n- All three regions are terminated by `omp.yield` ops.\nThe above restrictions and other obvious restrictions (e.g. verifying the\ntype of yielded values) are verified by the custom op verifier. The actual\ncontents of the blocks inside all regions are not verified.\n\nInstances of this op would then be used by ops that model directives that\naccept data-sharing attribute clauses.\n\nThe `sym_name` attribute provides a symbol by which the privatizer op can be\nreferenced by other dialect ops.\n\nThe `type` attribute is the type of the value being privatized. This type\nwill be implicitly allocated in MLIR->LLVMIR conversion and passed as the\nsecond argument to the init region. Therefore the type of arguments to\nthe regions should be a type which represents a pointer to `type`.\n\nThe `data_sharing_type` attribute specifies whether privatizer corresponds\nto a `private` or a `firstprivate` clause.",
      assembly_format = "$data_sharing_type custom<SymbolName>($sym_name) `:` $type (`init` $init_region^)? (`copy` $copy_region^)? (`dealloc` $dealloc_region^)? attr-dict",
      traits = ["IsolatedFromAbove"],
      ods_traits = ["RecipeInterface"],
      cpp_verifier = "OmpPrivateClause"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "type attribute of any type"}
    %2 = irdl.base @omp::@data_sharing_type {summary = "Type of a data-sharing clause"}
    %3 = irdl.region {summary = "any region"}
    %4 = irdl.region {summary = "any region"}
    %5 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "type" = %1, "data_sharing_type" = %2}
    irdl.regions(init_region: %3, copy_region: %4, dealloc_region: %5)
  }
  irdl.operation @scan attributes {
      summary = "scan directive",
      description = "The scan directive allows to specify scan reductions. It should be\nenclosed within a parent directive along with which a reduction clause\nwith `inscan` modifier must be specified. The scan directive allows to\nsplit code blocks into input phase and scan phase in the region\nenclosed by the parent.\n\nThe inclusive clause is used on a separating directive that separates a\nstructured block into two structured block sequences. If it is specified,\nthe input phase includes the preceding structured block sequence and the\nscan phase includes the following structured block sequence.\n\nThe `inclusive_vars` is a variadic list of operands that specifies the\nscan-reduction accumulator symbols.\n\nThe exclusive clause is used on a separating directive that separates a\nstructured block into two structured block sequences. If it\nis specified, the input phase excludes the preceding structured block \nsequence and instead includes the following structured block sequence, \nwhile the scan phase includes the preceding structured block sequence.\n\nThe `exclusive_vars` is a variadic list of operands that specifies the\nscan-reduction accumulator symbols.",
      assembly_format = "oilist( `inclusive` `(` $inclusive_vars `:` type($inclusive_vars) `)` | `exclusive` `(` $exclusive_vars `:` type($exclusive_vars) `)` ) attr-dict",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "OmpScan",
      independent_variadics = ["inclusive_vars", "exclusive_vars"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    irdl.operands(inclusive_vars: variadic %0, exclusive_vars: variadic %1)
  }
  irdl.operation @section attributes {
      summary = "section directive",
      description = "A section operation encloses a region which represents one section in a\nsections construct. A section op should always be surrounded by an\n`omp.sections` operation. The section operation may have block args\nwhich corespond to the block arguments of the surrounding `omp.sections`\noperation. This is done to reflect situations where these block arguments\nrepresent variables private to each section.",
      assembly_format = "$region attr-dict",
      traits = ["HasParent<omp.sections>"],
      ods_traits = ["BlockArgOpenMPOpInterface"]} {
    %0 = irdl.region {summary = "any region"}
    irdl.regions(region: %0)
  }
  irdl.operation @sections attributes {
      summary = "sections construct",
      description = "The sections construct is a non-iterative worksharing construct that\ncontains `omp.section` operations. The `omp.section` operations are to be\ndistributed among and executed by the threads in a team. Each `omp.section`\nis executed once by one of the threads in the team in the context of its\nimplicit task.\nBlock arguments for reduction variables should be mirrored in enclosed\n`omp.section` operations.\n\nThe `allocator_vars` and `allocate_vars` parameters are a variadic list of\nvalues that specify the memory allocator to be used to obtain storage for\nprivate values.\n\nThe optional `nowait` attribute, when present, eliminates the implicit\nbarrier at the end of the construct, so the parent operation can make\nprogress even if the child operation has not completed yet.\n\nReductions can be performed by specifying the reduction modifer\n(`default`, `inscan` or `task`) in `reduction_mod`, reduction accumulator\nvariables in `reduction_vars`, symbols referring to reduction declarations\nin the `reduction_syms` attribute, and whether the reduction variable\nshould be passed into the reduction region by value or by reference in\n`reduction_byref`. Each reduction is identified by the accumulator it uses\nand accumulators must not be repeated in the same reduction. A private\nvariable corresponding to the accumulator is used in place of the\naccumulator inside the body of the operation. The reduction declaration\nspecifies how to combine the values from each iteration, section, team,\nthread or simd lane defined by the operation's region into the final value,\nwhich is available in the accumulator after they all complete.",
      ods_assembly_format = "oilist(\n    `allocate` `(`\n      custom<AllocateAndAllocator>($allocate_vars, type($allocate_vars),\n                                   $allocator_vars, type($allocator_vars)) `)`\n  |\n    `nowait` $nowait\n  )\n    custom<PrivateReductionRegion>($region, $private_vars, type($private_vars),\n        $private_syms, $private_needs_barrier, $reduction_mod, $reduction_vars,\n        type($reduction_vars), $reduction_byref, $reduction_syms) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpSections",
      optional_attributes = ["nowait", "private_syms", "private_needs_barrier", "reduction_mod", "reduction_byref", "reduction_syms"],
      independent_variadics = ["allocate_vars", "allocator_vars", "private_vars", "reduction_vars"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.any {summary = "any type"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.base @omp::@reduction_modifier {summary = "reduction modifier"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %10 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(allocate_vars: variadic %0, allocator_vars: variadic %1, private_vars: variadic %3, reduction_vars: variadic %7)
    irdl.attributes {"nowait" = %2, "private_syms" = %4, "private_needs_barrier" = %5, "reduction_mod" = %6, "reduction_byref" = %8, "reduction_syms" = %9}
    irdl.regions(region: %10)
  }
  irdl.operation @simd attributes {
      summary = "simd construct",
      description = "The simd construct can be applied to a loop to indicate that the loop can be\ntransformed into a SIMD loop (that is, multiple iterations of the loop can\nbe executed concurrently using SIMD instructions).\n\nThe body region can only contain a single block which must contain a single\noperation. This operation must be another compatible loop wrapper or an\n`omp.loop_nest`.\n\n```\nomp.simd <clauses> {\n  omp.loop_nest (%i1, %i2) : index = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {\n    %a = load %arrA[%i1, %i2] : memref<?x?xf32>\n    %b = load %arrB[%i1, %i2] : memref<?x?xf32>\n    %sum = arith.addf %a, %b : f32\n    store %sum, %arrC[%i1, %i2] : memref<?x?xf32>\n    omp.yield\n  }\n}\n```\n\nWhen an if clause is present and evaluates to false, the preferred number of\niterations to be executed concurrently is one, regardless of whether\na simdlen clause is specified.\n\nThe `alignments` attribute additionally specifies alignment of each\ncorresponding aligned operand. Note that `aligned_vars` and `alignments`\nmust contain the same number of elements.\n\nThe `linear_step_vars` operand additionally specifies the step for each\nassociated linear operand. Note that the `linear_vars` and\n`linear_step_vars` variadic lists should contain the same number of\nelements.\n\nThe optional `nontemporal` attribute specifies variables which have low\ntemporal locality across the iterations where they are accessed.\n\nThe optional `order` attribute specifies which order the iterations of the\nassociated loops are executed in. Currently the only option for this\nattribute is \"concurrent\".\n\nReductions can be performed by specifying the reduction modifer\n(`default`, `inscan` or `task`) in `reduction_mod`, reduction accumulator\nvariables in `reduction_vars`, symbols referring to reduction declarations\nin the `reduction_syms` attribute, and whether the reduction variable\nshould be passed into the reduction region by value or by reference in\n`reduction_byref`. Each reduction is identified by the accumulator it uses\nand accumulators must not be repeated in the same reduction. A private\nvariable corresponding to the accumulator is used in place of the\naccumulator inside the body of the operation. The reduction declaration\nspecifies how to combine the values from each iteration, section, team,\nthread or simd lane defined by the operation's region into the final value,\nwhich is available in the accumulator after they all complete.\n\nThe `safelen` clause specifies that no two concurrent iterations within a\nSIMD chunk can have a distance in the logical iteration space that is\ngreater than or equal to the value given in the clause.\n\nWhen a `simdlen` clause is present, the preferred number of iterations to be\nexecuted concurrently is the value provided to the `simdlen` clause.",
      ods_assembly_format = "oilist(\n    `aligned` `(` custom<AlignedClause>($aligned_vars, type($aligned_vars),\n                                        $alignments) `)`\n  |\n    `if` `(` $if_expr `)`\n  |\n    `linear` `(`\n      custom<LinearClause>($linear_vars, type($linear_vars),\n                           $linear_step_vars) `)`\n  |\n    `nontemporal` `(`  $nontemporal_vars `:` type($nontemporal_vars) `)`\n  |\n    `order` `(` custom<OrderClause>($order, $order_mod) `)`\n  |\n    `safelen` `(` custom<TypedAttribute>($safelen, \"i64\")  `)`\n  |\n    `simdlen` `(` custom<TypedAttribute>($simdlen, \"i64\")  `)`\n  )\n    custom<PrivateReductionRegion>($region, $private_vars, type($private_vars),\n        $private_syms, $private_needs_barrier, $reduction_mod, $reduction_vars,\n        type($reduction_vars), $reduction_byref, $reduction_syms) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "NoTerminator", "RecursiveMemoryEffects", "SingleBlock"],
      ods_traits = ["ComposableOpInterface", "LoopWrapperInterface", "BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpSimd",
      optional_attributes = ["alignments", "linear_var_types", "order", "order_mod", "private_syms", "private_needs_barrier", "reduction_mod", "reduction_byref", "reduction_syms", "safelen", "simdlen"],
      independent_variadics = ["aligned_vars", "if_expr", "linear_vars", "linear_step_vars", "nontemporal_vars", "private_vars", "reduction_vars"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    %3 = irdl.any {summary = "any type"}
    %4 = irdl.is i32 {summary = "32-bit signless integer"}
    %5 = irdl.c_pred "(::llvm::isa<::mlir::ArrayAttr>($_self))" {summary = "array attribute"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %7 = irdl.base @omp::@orderkind {summary = "OrderKind Clause"}
    %8 = irdl.base @omp::@order_mod {summary = "OpenMP Order Modifier"}
    %9 = irdl.any {summary = "any type"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %11 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %12 = irdl.base @omp::@reduction_modifier {summary = "reduction modifier"}
    %13 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %16 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()))" {summary = "64-bit signless integer attribute whose value is positive"}
    %17 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()))" {summary = "64-bit signless integer attribute whose value is positive"}
    %18 = irdl.region {summary = "any region"}
    irdl.operands(aligned_vars: variadic %0, if_expr: optional %2, linear_vars: variadic %3, linear_step_vars: variadic %4, nontemporal_vars: variadic %6, private_vars: variadic %9, reduction_vars: variadic %13)
    irdl.attributes {"alignments" = %1, "linear_var_types" = %5, "order" = %7, "order_mod" = %8, "private_syms" = %10, "private_needs_barrier" = %11, "reduction_mod" = %12, "reduction_byref" = %14, "reduction_syms" = %15, "safelen" = %16, "simdlen" = %17}
    irdl.regions(region: %18)
  }
  irdl.operation @single attributes {
      summary = "single directive",
      description = "The single construct specifies that the associated structured block is\nexecuted by only one of the threads in the team (not necessarily the\nmaster thread), in the context of its implicit task. The other threads\nin the team, which do not execute the block, wait at an implicit barrier\nat the end of the single construct.\n\nThe `allocator_vars` and `allocate_vars` parameters are a variadic list of\nvalues that specify the memory allocator to be used to obtain storage for\nprivate values.\n\nIf `copyprivate` variables and functions are specified, then each thread\nvariable is updated with the variable value of the thread that executed\nthe single region, using the specified copy functions.\n\nThe optional `nowait` attribute, when present, eliminates the implicit\nbarrier at the end of the construct, so the parent operation can make\nprogress even if the child operation has not completed yet.",
      ods_assembly_format = "oilist(\n    `allocate` `(`\n      custom<AllocateAndAllocator>($allocate_vars, type($allocate_vars),\n                                   $allocator_vars, type($allocator_vars)) `)`\n  |\n    `copyprivate` `(`\n      custom<Copyprivate>($copyprivate_vars, type($copyprivate_vars),\n                          $copyprivate_syms) `)`\n  |\n    `nowait` $nowait\n  )\n    custom<PrivateRegion>($region, $private_vars, type($private_vars),\n        $private_syms, $private_needs_barrier) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpSingle",
      optional_attributes = ["copyprivate_syms", "nowait", "private_syms", "private_needs_barrier"],
      independent_variadics = ["allocate_vars", "allocator_vars", "copyprivate_vars", "private_vars"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.any {summary = "any type"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %7 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %8 = irdl.region {summary = "any region"}
    irdl.operands(allocate_vars: variadic %0, allocator_vars: variadic %1, copyprivate_vars: variadic %2, private_vars: variadic %5)
    irdl.attributes {"copyprivate_syms" = %3, "nowait" = %4, "private_syms" = %6, "private_needs_barrier" = %7}
    irdl.regions(region: %8)
  }
  irdl.operation @target attributes {
      summary = "target construct",
      description = "The target construct includes a region of code which is to be executed\non a device.\n\nThe optional `if_expr` parameter specifies a boolean result of a conditional\ncheck. If this value is 1 or is not provided then the target region runs on\na device, if it is 0 then the target region is executed on the host device.\n\nThe `private_maps` attribute connects `private` operands to their corresponding\n`map` operands. For `private` operands that require a map, the value of the\ncorresponding element in the attribute is the index of the `map` operand\n(relative to other `map` operands not the whole operands of the operation). For\n`private` opernads that do not require a map, this value is -1 (which is omitted\nfrom the assembly foramt printing).\n\nThe `allocator_vars` and `allocate_vars` parameters are a variadic list of\nvalues that specify the memory allocator to be used to obtain storage for\nprivate values.\n\n`ompx_bare` allows `omp target teams` to be executed on a GPU with an\nexplicit number of teams and threads. This clause also allows the teams and\nthreads sizes to have up to 3 dimensions.\n\nThe `depend_kinds` and `depend_vars` arguments are variadic lists of values\nthat specify the dependencies of this particular task in relation to other\ntasks.\n\nThe optional `device` parameter specifies the device number for the target\nregion.\n\nThe optional `has_device_addr_vars` indicates that list items already have\ndevice addresses, so they may be directly accessed from the target device.\nThis includes array sections.\n\nThe optional `host_eval_vars` holds values defined outside of the region of\nthe `IsolatedFromAbove` operation for which a corresponding entry block\nargument is defined. The only legal uses for these captured values are the\nfollowing:\n  - `num_teams` or `thread_limit` clause of an immediately nested\n  `omp.teams` operation.\n  - If the operation is the top-level `omp.target` of a target SPMD kernel:\n    - `num_threads` clause of the nested `omp.parallel` operation.\n    - Bounds and steps of the nested `omp.loop_nest` operation.\n\nThe optional `is_device_ptr_vars` indicates list items are device pointers.\n\nThe optional `map_vars` maps data from the current task's data environment\nto the device data environment.\n\nThe optional `nowait` attribute, when present, eliminates the implicit\nbarrier at the end of the construct, so the parent operation can make\nprogress even if the child operation has not completed yet.\n\nThe optional `thread_limit` specifies the limit on the number of threads.",
      ods_assembly_format = "oilist(\n    `allocate` `(`\n      custom<AllocateAndAllocator>($allocate_vars, type($allocate_vars),\n                                   $allocator_vars, type($allocator_vars)) `)`\n  |\n    `ompx_bare` $bare\n  |\n    `depend` `(`\n      custom<DependVarList>($depend_vars, type($depend_vars), $depend_kinds) `)`\n  |\n    `device` `(` $device `:` type($device) `)`\n  |\n    `if` `(` $if_expr `)`\n  |\n    `is_device_ptr` `(` $is_device_ptr_vars `:` type($is_device_ptr_vars) `)`\n  |\n    `nowait` $nowait\n  |\n    `thread_limit` `(` $thread_limit `:` type($thread_limit) `)`\n  )\n    custom<TargetOpRegion>(\n        $region, $has_device_addr_vars, type($has_device_addr_vars),\n        $host_eval_vars, type($host_eval_vars), $in_reduction_vars,\n        type($in_reduction_vars), $in_reduction_byref, $in_reduction_syms,\n        $map_vars, type($map_vars), $private_vars, type($private_vars),\n        $private_syms, $private_needs_barrier, $private_maps) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "IsolatedFromAbove"],
      ods_traits = ["BlockArgOpenMPOpInterface", "OutlineableOpenMPOpInterface", "MapClauseOwningOpInterface"],
      cpp_verifier = "OmpTarget",
      optional_attributes = ["bare", "depend_kinds", "in_reduction_byref", "in_reduction_syms", "nowait", "private_syms", "private_needs_barrier", "private_maps"],
      independent_variadics = ["allocate_vars", "allocator_vars", "depend_vars", "device", "has_device_addr_vars", "host_eval_vars", "if_expr", "in_reduction_vars", "is_device_ptr_vars", "map_vars", "private_vars", "thread_limit"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::omp::ClauseTaskDependAttr>(attr))); }))" {summary = "depend clause in a target or task construct array"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %5 = irdl.base "!builtin.integer" {summary = "integer"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %7 = irdl.any {summary = "any type"}
    %8 = irdl.is i1 {summary = "1-bit signless integer"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %12 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %13 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %14 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %15 = irdl.any {summary = "any type"}
    %16 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %17 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %18 = irdl.base "!builtin.integer" {summary = "integer"}
    %19 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %20 = irdl.region {summary = "any region"}
    irdl.operands(allocate_vars: variadic %0, allocator_vars: variadic %1, depend_vars: variadic %4, device: optional %5, has_device_addr_vars: variadic %6, host_eval_vars: variadic %7, if_expr: optional %8, in_reduction_vars: variadic %9, is_device_ptr_vars: variadic %12, map_vars: variadic %13, private_vars: variadic %15, thread_limit: optional %18)
    irdl.attributes {"bare" = %2, "depend_kinds" = %3, "in_reduction_byref" = %10, "in_reduction_syms" = %11, "nowait" = %14, "private_syms" = %16, "private_needs_barrier" = %17, "private_maps" = %19}
    irdl.regions(region: %20)
  }
  irdl.operation @target_allocmem attributes {
      summary = "allocate storage on an openmp device for an object of a given type",
      description = "Allocates memory on the specified OpenMP device for an object of the given type.\n  Returns an integer value representing the device pointer to the allocated memory.\n  The memory is uninitialized after allocation. Operations must be paired with \n  `omp.target_freemem` to avoid memory leaks.\n\n  * `$device`: The integer ID of the OpenMP device where the memory will be allocated.\n  * `$in_type`: The type of the object for which memory is being allocated. \n    For arrays, this can be a static or dynamic array type.\n  * `$uniq_name`: An optional unique name for the allocated memory.\n  * `$bindc_name`: An optional name used for C interoperability.\n  * `$typeparams`: Runtime type parameters for polymorphic or parameterized types. \n    These are typically integer values that define aspects of a type not fixed at compile time.\n  * `$shape`: Runtime shape operands for dynamic arrays. \n    Each operand is an integer value representing the extent of a specific dimension. \n\n```mlir\n  // Allocate a static 3x3 integer vector on device 0\n  %device_0 = arith.constant 0 : i32\n  %ptr_static = omp.target_allocmem %device_0 : i32, vector<3x3xi32>\n  // ... use %ptr_static ...\n  omp.target_freemem %device_0, %ptr_static : i32, i64\n\n  // Allocate a dynamic 2D Fortran array (fir.array) on device 1\n  %device_1 = arith.constant 1 : i32\n  %rows = arith.constant 10 : index\n  %cols = arith.constant 20 : index\n  %ptr_dynamic = omp.target_allocmem %device_1 : i32, !fir.array<?x?xf32>, %rows, %cols : index, index\n  // ... use %ptr_dynamic ...\n  omp.target_freemem %device_1, %ptr_dynamic : i32, i64\n```",
      cpp_assembly_format = "OmpTargetAllocMem",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "OmpTargetAllocMem",
      optional_attributes = ["uniq_name", "bindc_name"],
      independent_variadics = ["typeparams", "shape"]} {
    %0 = irdl.base "!builtin.integer" {summary = "integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.base "#builtin.string" {summary = "string attribute"}
    %3 = irdl.base "#builtin.string" {summary = "string attribute"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.base "!builtin.integer"
    %8 = irdl.is index
    %9 = irdl.any_of(%7, %8) {summary = "integer or index"}
    %10 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(device: %0, typeparams: variadic %6, shape: variadic %9)
    irdl.results(odsResult0: %10)
    irdl.attributes {"in_type" = %1, "uniq_name" = %2, "bindc_name" = %3}
  }
  irdl.operation @target_data attributes {
      summary = "target data construct",
      description = "Map variables to a device data environment for the extent of the region.\n\nThe omp target data directive maps variables to a device data\nenvironment, and defines the lexical scope of the data environment\nthat is created. The omp target data directive can reduce data copies\nto and from the offloading device when multiple target regions are using\nthe same data.\n\nThe optional `if_expr` parameter specifies a boolean result of a conditional\ncheck. If this value is 1 or is not provided then the target region runs on\na device, if it is 0 then the target region is executed on the host device.\n\nThe optional `device` parameter specifies the device number for the target\nregion.\n\nThe optional `map_vars` maps data from the current task's data environment\nto the device data environment.\n\nThe optional `use_device_addr_vars` specifies the address of the objects in\nthe device data environment.\n\nThe optional `use_device_ptr_vars` specifies the device pointers to the\ncorresponding list items in the device data environment.",
      ods_assembly_format = "oilist(\n    `device` `(` $device `:` type($device) `)`\n  |\n    `if` `(` $if_expr `)`\n  |\n    `map_entries` `(` $map_vars `:` type($map_vars) `)`\n  )\n    custom<UseDeviceAddrUseDevicePtrRegion>(\n        $region, $use_device_addr_vars, type($use_device_addr_vars),\n        $use_device_ptr_vars, type($use_device_ptr_vars)) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MapClauseOwningOpInterface", "BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpTargetData",
      independent_variadics = ["device", "if_expr", "map_vars", "use_device_addr_vars", "use_device_ptr_vars"]} {
    %0 = irdl.base "!builtin.integer" {summary = "integer"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(device: optional %0, if_expr: optional %1, map_vars: variadic %2, use_device_addr_vars: variadic %3, use_device_ptr_vars: variadic %4)
    irdl.regions(region: %5)
  }
  irdl.operation @target_enter_data attributes {
      summary = "target enter data construct",
      description = "The target enter data directive specifies that variables are mapped to\na device data environment. The target enter data directive is a\nstand-alone directive.\n\nThe optional `if_expr` parameter specifies a boolean result of a conditional\ncheck. If this value is 1 or is not provided then the target region runs on\na device, if it is 0 then the target region is executed on the host device.\n\nThe `depend_kinds` and `depend_vars` arguments are variadic lists of values\nthat specify the dependencies of this particular task in relation to other\ntasks.\n\nThe optional `device` parameter specifies the device number for the target\nregion.\n\nThe optional `map_vars` maps data from the current task's data environment\nto the device data environment.\n\nThe optional `nowait` attribute, when present, eliminates the implicit\nbarrier at the end of the construct, so the parent operation can make\nprogress even if the child operation has not completed yet.",
      ods_assembly_format = "oilist(\n    `depend` `(`\n      custom<DependVarList>($depend_vars, type($depend_vars), $depend_kinds) `)`\n  |\n    `device` `(` $device `:` type($device) `)`\n  |\n    `if` `(` $if_expr `)`\n  |\n    `map_entries` `(` $map_vars `:` type($map_vars) `)`\n  |\n    `nowait` $nowait\n  ) attr-dict",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MapClauseOwningOpInterface"],
      cpp_verifier = "OmpTargetEnterData",
      optional_attributes = ["depend_kinds", "nowait"],
      independent_variadics = ["depend_vars", "device", "if_expr", "map_vars"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::omp::ClauseTaskDependAttr>(attr))); }))" {summary = "depend clause in a target or task construct array"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %2 = irdl.base "!builtin.integer" {summary = "integer"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(depend_vars: variadic %1, device: optional %2, if_expr: optional %3, map_vars: variadic %4)
    irdl.attributes {"depend_kinds" = %0, "nowait" = %5}
  }
  irdl.operation @target_exit_data attributes {
      summary = "target exit data construct",
      description = "The target exit data directive specifies that variables are mapped to a\ndevice data environment. The target exit data directive is\na stand-alone directive.\n\nThe optional `if_expr` parameter specifies a boolean result of a conditional\ncheck. If this value is 1 or is not provided then the target region runs on\na device, if it is 0 then the target region is executed on the host device.\n\nThe `depend_kinds` and `depend_vars` arguments are variadic lists of values\nthat specify the dependencies of this particular task in relation to other\ntasks.\n\nThe optional `device` parameter specifies the device number for the target\nregion.\n\nThe optional `map_vars` maps data from the current task's data environment\nto the device data environment.\n\nThe optional `nowait` attribute, when present, eliminates the implicit\nbarrier at the end of the construct, so the parent operation can make\nprogress even if the child operation has not completed yet.",
      ods_assembly_format = "oilist(\n    `depend` `(`\n      custom<DependVarList>($depend_vars, type($depend_vars), $depend_kinds) `)`\n  |\n    `device` `(` $device `:` type($device) `)`\n  |\n    `if` `(` $if_expr `)`\n  |\n    `map_entries` `(` $map_vars `:` type($map_vars) `)`\n  |\n    `nowait` $nowait\n  ) attr-dict",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MapClauseOwningOpInterface"],
      cpp_verifier = "OmpTargetExitData",
      optional_attributes = ["depend_kinds", "nowait"],
      independent_variadics = ["depend_vars", "device", "if_expr", "map_vars"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::omp::ClauseTaskDependAttr>(attr))); }))" {summary = "depend clause in a target or task construct array"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %2 = irdl.base "!builtin.integer" {summary = "integer"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(depend_vars: variadic %1, device: optional %2, if_expr: optional %3, map_vars: variadic %4)
    irdl.attributes {"depend_kinds" = %0, "nowait" = %5}
  }
  irdl.operation @target_freemem attributes {
      summary = "free memory on an openmp device",
      description = "Deallocates memory on the specified OpenMP device that was previously\nallocated by an `omp.target_allocmem` operation. After this operation, the\ndeallocated memory is in an undefined state and should not be accessed.\nIt is crucial to ensure that all accesses to the memory region are completed\nbefore `omp.target_freemem` is called to avoid undefined behavior.\n\n* `$device`: The integer ID of the OpenMP device from which the memory will be freed.\n* `$heapref`: The integer value representing the device pointer to the memory\n  to be deallocated, which was previously returned by `omp.target_allocmem`.\n\n```mlir\n  // Example of allocating and freeing memory on an OpenMP device\n  %device_id = arith.constant 0 : i32\n  %allocated_ptr = omp.target_allocmem %device_id : i32, vector<3x3xi32>\n  // ... operations using %allocated_ptr on the device ...\n  omp.target_freemem %device_id, %allocated_ptr : i32, i64\n```",
      assembly_format = "$device `,` $heapref attr-dict `:` type($device) `,` qualified(type($heapref))",
      ods_traits = ["MemoryEffectOpInterface"]} {
    %0 = irdl.base "!builtin.integer" {summary = "integer"}
    %1 = irdl.is i64 {summary = "64-bit signless integer"}
    irdl.operands(device: %0, heapref: %1)
  }
  irdl.operation @target_update attributes {
      summary = "target update construct",
      description = "The target update directive makes the corresponding list items in the device\ndata environment consistent with their original list items, according to the\nspecified motion clauses. The target update construct is a stand-alone\ndirective.\n\nThe optional `if_expr` parameter specifies a boolean result of a conditional\ncheck. If this value is 1 or is not provided then the target region runs on\na device, if it is 0 then the target region is executed on the host device.\n\nWe use `MapInfoOp` to model the motion clauses and their modifiers. Even\nthough the spec differentiates between map-types & map-type-modifiers vs.\nmotion-clauses & motion-modifiers, the motion clauses and their modifiers\nare a subset of map types and their modifiers. The subset relation is\nhandled in during verification to make sure the restrictions for target\nupdate are respected.\n\nThe `depend_kinds` and `depend_vars` arguments are variadic lists of values\nthat specify the dependencies of this particular task in relation to other\ntasks.\n\nThe optional `device` parameter specifies the device number for the target\nregion.\n\nThe optional `map_vars` maps data from the current task's data environment\nto the device data environment.\n\nThe optional `nowait` attribute, when present, eliminates the implicit\nbarrier at the end of the construct, so the parent operation can make\nprogress even if the child operation has not completed yet.",
      ods_assembly_format = "oilist(\n    `depend` `(`\n      custom<DependVarList>($depend_vars, type($depend_vars), $depend_kinds) `)`\n  |\n    `device` `(` $device `:` type($device) `)`\n  |\n    `if` `(` $if_expr `)`\n  |\n    `map_entries` `(` $map_vars `:` type($map_vars) `)`\n  |\n    `nowait` $nowait\n  ) attr-dict",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MapClauseOwningOpInterface"],
      cpp_verifier = "OmpTargetUpdate",
      optional_attributes = ["depend_kinds", "nowait"],
      independent_variadics = ["depend_vars", "device", "if_expr", "map_vars"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::omp::ClauseTaskDependAttr>(attr))); }))" {summary = "depend clause in a target or task construct array"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %2 = irdl.base "!builtin.integer" {summary = "integer"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(depend_vars: variadic %1, device: optional %2, if_expr: optional %3, map_vars: variadic %4)
    irdl.attributes {"depend_kinds" = %0, "nowait" = %5}
  }
  irdl.operation @task attributes {
      summary = "task construct",
      description = "The task construct defines an explicit task.\n\n   For definitions of \"undeferred task\", \"included task\", \"final task\" and\n   \"mergeable task\", please check OpenMP Specification.\n\n   When an `if` clause is present on a task construct, and the value of\n   `if_expr` evaluates to `false`, an \"undeferred task\" is generated, and the\n   encountering thread must suspend the current task region, for which\n   execution cannot be resumed until execution of the structured block that is\n   associated with the generated task is completed.\n\n   The `in_reduction` clause specifies that this particular task (among all the\n   tasks in current taskgroup, if any) participates in a reduction.\n   `in_reduction_byref` indicates whether each reduction variable should\n   be passed by value or by reference.\n \n   The `allocator_vars` and `allocate_vars` parameters are a variadic list of\n   values that specify the memory allocator to be used to obtain storage for\n   private values.\n \n   The `depend_kinds` and `depend_vars` arguments are variadic lists of values\n   that specify the dependencies of this particular task in relation to other\n   tasks.\n \n   When a `final` clause is present and the `final` clause expression evaluates\n   to `true`, the generated tasks will be final tasks. All task constructs\n   encountered during execution of a final task will generate final and\n   included tasks. The use of a variable in a `final` clause expression causes\n   an implicit reference to the variable in all enclosing constructs.\n \n   When the `mergeable` clause is present, the tasks generated by the construct\n   are \"mergeable tasks\".\n \n   The `priority` clause is a hint for the priority of the generated tasks.\n   The `priority` is a non-negative integer expression that provides a hint for\n   task execution order. Among all tasks ready to be executed, higher priority\n   tasks (those with a higher numerical value in the priority clause\n   expression) are recommended to execute before lower priority ones. The\n   default priority-value when no priority clause is specified should be\n   assumed to be zero (the lowest priority).\n \n   If the `untied` clause is present on a task construct, any thread in the\n   team can resume the task region after a suspension. The `untied` clause is\n   ignored if a `final` clause is present on the same task construct and the\n   `final` expression evaluates to `true`, or if a task is an included task.\n \n\tThe detach clause specifies that the task generated by the construct on which it appears is a\ndetachable task. A new allow-completion event is created and connected to the completion of the\nassociated task region. The original event-handle is updated to represent that allow-completion\nevent before the task data environment is created.",
      ods_assembly_format = "oilist(\n    `allocate` `(`\n      custom<AllocateAndAllocator>($allocate_vars, type($allocate_vars),\n                                   $allocator_vars, type($allocator_vars)) `)`\n  |\n    `depend` `(`\n      custom<DependVarList>($depend_vars, type($depend_vars), $depend_kinds) `)`\n  |\n    `final` `(` $final `)`\n  |\n    `if` `(` $if_expr `)`\n  |\n    `mergeable` $mergeable\n  |\n    `priority` `(` $priority `:` type($priority) `)`\n  |\n    `untied` $untied\n  |\n\t\t`detach` `(` $event_handle `:` type($event_handle) `)`\n\t)\n    custom<InReductionPrivateRegion>(\n        $region, $in_reduction_vars, type($in_reduction_vars),\n        $in_reduction_byref, $in_reduction_syms, $private_vars,\n        type($private_vars), $private_syms, $private_needs_barrier) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "AutomaticAllocationScope"],
      ods_traits = ["OutlineableOpenMPOpInterface", "BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpTask",
      optional_attributes = ["depend_kinds", "in_reduction_byref", "in_reduction_syms", "mergeable", "private_syms", "private_needs_barrier", "untied"],
      independent_variadics = ["allocate_vars", "allocator_vars", "depend_vars", "final", "if_expr", "in_reduction_vars", "priority", "private_vars", "event_handle"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::omp::ClauseTaskDependAttr>(attr))); }))" {summary = "depend clause in a target or task construct array"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %4 = irdl.is i1 {summary = "1-bit signless integer"}
    %5 = irdl.is i1 {summary = "1-bit signless integer"}
    %6 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %7 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %9 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %10 = irdl.base "!builtin.integer" {summary = "integer"}
    %11 = irdl.any {summary = "any type"}
    %12 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %13 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %14 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %15 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %16 = irdl.region {summary = "any region"}
    irdl.operands(allocate_vars: variadic %0, allocator_vars: variadic %1, depend_vars: variadic %3, final: optional %4, if_expr: optional %5, in_reduction_vars: variadic %6, priority: optional %10, private_vars: variadic %11, event_handle: optional %15)
    irdl.attributes {"depend_kinds" = %2, "in_reduction_byref" = %7, "in_reduction_syms" = %8, "mergeable" = %9, "private_syms" = %12, "private_needs_barrier" = %13, "untied" = %14}
    irdl.regions(region: %16)
  }
  irdl.operation @taskgroup attributes {
      summary = "taskgroup construct",
      description = "The taskgroup construct specifies a wait on completion of child tasks of the\ncurrent task and their descendent tasks.\n\nWhen a thread encounters a taskgroup construct, it starts executing the\nregion. All child tasks generated in the taskgroup region and all of their\ndescendants that bind to the same parallel region as the taskgroup region\nare part of the taskgroup set associated with the taskgroup region. There is\nan implicit task scheduling point at the end of the taskgroup region. The\ncurrent task is suspended at the task scheduling point until all tasks in\nthe taskgroup set complete execution.\n\nThe `allocator_vars` and `allocate_vars` parameters are a variadic list of\nvalues that specify the memory allocator to be used to obtain storage for\nprivate values.\n\nThe `task_reduction` clause specifies a reduction among tasks. For each list\nitem, the number of copies is unspecified. Any copies associated with the\nreduction are initialized before they are accessed by the tasks\nparticipating in the reduction. After the end of the region, the original\nlist item contains the result of the reduction. Similarly to the `reduction`\nclause, accumulator variables must be passed in `task_reduction_vars`,\nsymbols referring to reduction declarations in the `task_reduction_syms`\nattribute, and whether the reduction variable should be passed into the\nreduction region by value or by reference in `task_reduction_byref`.",
      ods_assembly_format = "oilist(\n    `allocate` `(`\n      custom<AllocateAndAllocator>($allocate_vars, type($allocate_vars),\n                                   $allocator_vars, type($allocator_vars)) `)`\n  )\n    custom<TaskReductionRegion>(\n        $region, $task_reduction_vars, type($task_reduction_vars),\n        $task_reduction_byref, $task_reduction_syms) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "AutomaticAllocationScope"],
      ods_traits = ["BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpTaskgroup",
      optional_attributes = ["task_reduction_byref", "task_reduction_syms"],
      independent_variadics = ["allocate_vars", "allocator_vars", "task_reduction_vars"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %5 = irdl.region {summary = "any region"}
    irdl.operands(allocate_vars: variadic %0, allocator_vars: variadic %1, task_reduction_vars: variadic %2)
    irdl.attributes {"task_reduction_byref" = %3, "task_reduction_syms" = %4}
    irdl.regions(region: %5)
  }
  irdl.operation @taskloop attributes {
      summary = "taskloop construct",
      description = "The taskloop construct specifies that the iterations of one or more\nassociated loops will be executed in parallel using explicit tasks. The\niterations are distributed across tasks generated by the construct and\nscheduled to be executed.\n\nThe body region can only contain a single block which must contain a single\noperation. This operation must be another compatible loop wrapper or an\n`omp.loop_nest`.\n\n```\nomp.taskloop <clauses> {\n  omp.loop_nest (%i1, %i2) : index = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {\n    %a = load %arrA[%i1, %i2] : memref<?x?xf32>\n    %b = load %arrB[%i1, %i2] : memref<?x?xf32>\n    %sum = arith.addf %a, %b : f32\n    store %sum, %arrC[%i1, %i2] : memref<?x?xf32>\n    omp.yield\n  }\n}\n```\n\nFor definitions of \"undeferred task\", \"included task\", \"final task\" and\n\"mergeable task\", please check OpenMP Specification.\n\nWhen an `if` clause is present on a taskloop construct, and if the `if`\nclause expression evaluates to `false`, undeferred tasks are generated. The\nuse of a variable in an `if` clause expression of a taskloop construct\ncauses an implicit reference to the variable in all enclosing constructs.\n\nThe `allocator_vars` and `allocate_vars` parameters are a variadic list of\nvalues that specify the memory allocator to be used to obtain storage for\nprivate values.\n\nWhen a `final` clause is present and the `final` clause expression evaluates\nto `true`, the generated tasks will be final tasks. All task constructs\nencountered during execution of a final task will generate final and\nincluded tasks. The use of a variable in a `final` clause expression causes\nan implicit reference to the variable in all enclosing constructs.\n\nIf a `grainsize` clause is present, the number of logical loop iterations\nassigned to each generated task is greater than or equal to the minimum of\nthe value of the grain-size expression and the number of logical loop\niterations, but less than two times the value of the grain-size expression.\n\nWhen the `mergeable` clause is present, the tasks generated by the construct\nare \"mergeable tasks\".\n\nBy default, the taskloop construct executes as if it was enclosed in a\ntaskgroup construct with no statements or directives outside of the taskloop\nconstruct. Thus, the taskloop construct creates an implicit taskgroup\nregion. If the `nogroup` clause is present, no implicit taskgroup region is\ncreated.\n\nIf `num_tasks` is specified, the taskloop construct creates as many tasks as\nthe minimum of the num-tasks expression and the number of logical loop\niterations. Each task must have at least one logical loop iteration.\n\nThe `priority` clause is a hint for the priority of the generated tasks.\nThe `priority` is a non-negative integer expression that provides a hint for\ntask execution order. Among all tasks ready to be executed, higher priority\ntasks (those with a higher numerical value in the priority clause\nexpression) are recommended to execute before lower priority ones. The\ndefault priority-value when no priority clause is specified should be\nassumed to be zero (the lowest priority).\n\nReductions can be performed by specifying the reduction modifer\n(`default`, `inscan` or `task`) in `reduction_mod`, reduction accumulator\nvariables in `reduction_vars`, symbols referring to reduction declarations\nin the `reduction_syms` attribute, and whether the reduction variable\nshould be passed into the reduction region by value or by reference in\n`reduction_byref`. Each reduction is identified by the accumulator it uses\nand accumulators must not be repeated in the same reduction. A private\nvariable corresponding to the accumulator is used in place of the\naccumulator inside the body of the operation. The reduction declaration\nspecifies how to combine the values from each iteration, section, team,\nthread or simd lane defined by the operation's region into the final value,\nwhich is available in the accumulator after they all complete.\n\nIf the `untied` clause is present on a task construct, any thread in the\nteam can resume the task region after a suspension. The `untied` clause is\nignored if a `final` clause is present on the same task construct and the\n`final` expression evaluates to `true`, or if a task is an included task.\n\nIf an `in_reduction` clause is present on the taskloop construct, the\nbehavior is as if each generated task was defined by a task construct on\nwhich an `in_reduction` clause with the same reduction operator and list\nitems is present. Thus, the generated tasks are participants of a reduction\npreviously defined by a reduction scoping clause. In this case, accumulator\nvariables are specified in `in_reduction_vars`, symbols referring to\nreduction declarations in `in_reduction_syms` and `in_reduction_byref`\nindicate for each reduction variable whether it should be passed by value or\nby reference.\n\nIf a `reduction` clause is present on the taskloop construct, the behavior\nis as if a `task_reduction` clause with the same reduction operator and list\nitems was applied to the implicit taskgroup construct enclosing the taskloop\nconstruct. The taskloop construct executes as if each generated task was\ndefined by a task construct on which an `in_reduction` clause with the same\nreduction operator and list items is present. Thus, the generated tasks are\nparticipants of the reduction defined by the `task_reduction` clause that\nwas applied to the implicit taskgroup construct.",
      ods_assembly_format = "oilist(\n    `allocate` `(`\n      custom<AllocateAndAllocator>($allocate_vars, type($allocate_vars),\n                                   $allocator_vars, type($allocator_vars)) `)`\n  |\n    `final` `(` $final `)`\n  |\n    `grainsize` `(` custom<GrainsizeClause>($grainsize_mod , $grainsize, type($grainsize)) `)`\n  |\n    `if` `(` $if_expr `)`\n  |\n    `mergeable` $mergeable\n  |\n    `nogroup` $nogroup\n  |\n    `num_tasks` `(` custom<NumTasksClause>($num_tasks_mod , $num_tasks, type($num_tasks)) `)`\n  |\n    `priority` `(` $priority `:` type($priority) `)`\n  |\n    `untied` $untied\n  )\n    custom<InReductionPrivateReductionRegion>(\n        $region, $in_reduction_vars, type($in_reduction_vars),\n        $in_reduction_byref, $in_reduction_syms, $private_vars,\n        type($private_vars), $private_syms, $private_needs_barrier,\n        $reduction_mod, $reduction_vars, type($reduction_vars),\n        $reduction_byref, $reduction_syms) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "AutomaticAllocationScope", "NoTerminator", "RecursiveMemoryEffects", "SingleBlock"],
      ods_traits = ["ComposableOpInterface", "OutlineableOpenMPOpInterface", "LoopWrapperInterface", "BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpTaskloop",
      optional_attributes = ["grainsize_mod", "in_reduction_byref", "in_reduction_syms", "mergeable", "nogroup", "num_tasks_mod", "private_syms", "private_needs_barrier", "reduction_mod", "reduction_byref", "reduction_syms", "untied"],
      independent_variadics = ["allocate_vars", "allocator_vars", "final", "grainsize", "if_expr", "in_reduction_vars", "num_tasks", "priority", "private_vars", "reduction_vars"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    %3 = irdl.base @omp::@grainsizetype {summary = "GrainsizeType Clause"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.is i1 {summary = "1-bit signless integer"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %11 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %12 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %13 = irdl.base @omp::@numtaskstype {summary = "NumTasksType Clause"}
    %14 = irdl.base "!builtin.integer"
    %15 = irdl.is index
    %16 = irdl.any_of(%14, %15) {summary = "integer or index"}
    %17 = irdl.base "!builtin.integer" {summary = "integer"}
    %18 = irdl.any {summary = "any type"}
    %19 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %20 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %21 = irdl.base @omp::@reduction_modifier {summary = "reduction modifier"}
    %22 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %23 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %24 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %25 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %26 = irdl.region {summary = "any region"}
    irdl.operands(allocate_vars: variadic %0, allocator_vars: variadic %1, final: optional %2, grainsize: optional %6, if_expr: optional %7, in_reduction_vars: variadic %8, num_tasks: optional %16, priority: optional %17, private_vars: variadic %18, reduction_vars: variadic %22)
    irdl.attributes {"grainsize_mod" = %3, "in_reduction_byref" = %9, "in_reduction_syms" = %10, "mergeable" = %11, "nogroup" = %12, "num_tasks_mod" = %13, "private_syms" = %19, "private_needs_barrier" = %20, "reduction_mod" = %21, "reduction_byref" = %23, "reduction_syms" = %24, "untied" = %25}
    irdl.regions(region: %26)
  }
  irdl.operation @taskwait attributes {
      summary = "taskwait construct",
      description = "The taskwait construct specifies a wait on the completion of child tasks\nof the current task.\n\nThe `depend_kinds` and `depend_vars` arguments are variadic lists of values\nthat specify the dependencies of this particular task in relation to other\ntasks.\n\nThe optional `nowait` attribute, when present, eliminates the implicit\nbarrier at the end of the construct, so the parent operation can make\nprogress even if the child operation has not completed yet.",
      ods_assembly_format = "oilist(\n    `depend` `(`\n      custom<DependVarList>($depend_vars, type($depend_vars), $depend_kinds) `)`\n  |\n    `nowait` $nowait\n  ) attr-dict",
      optional_attributes = ["depend_kinds", "nowait"],
      independent_variadics = ["depend_vars"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::omp::ClauseTaskDependAttr>(attr))); }))" {summary = "depend clause in a target or task construct array"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(depend_vars: variadic %1)
    irdl.attributes {"depend_kinds" = %0, "nowait" = %2}
  }
  irdl.operation @taskyield attributes {
      summary = "taskyield construct",
      description = "The taskyield construct specifies that the current task can be suspended\nin favor of execution of a different task.",
      assembly_format = "attr-dict"} {
  }
  irdl.operation @teams attributes {
      summary = "teams construct",
      description = "The teams construct defines a region of code that triggers the creation of a\nleague of teams. Once created, the number of teams remains constant for the\nduration of its code region.\n\nIf the `if_expr` is present and it evaluates to `false`, the number of teams\ncreated is one.\n\nThe `allocator_vars` and `allocate_vars` parameters are a variadic list of\nvalues that specify the memory allocator to be used to obtain storage for\nprivate values.\n\nThe optional `num_teams_upper` and `num_teams_lower` arguments specify the\nlimit on the number of teams to be created. If only the upper bound is\nspecified, it acts as if the lower bound was set to the same value. It is\nnot allowed to set `num_teams_lower` if `num_teams_upper` is not specified.\nThey define a closed range, where both the lower and upper bounds are\nincluded.\n\nReductions can be performed by specifying the reduction modifer\n(`default`, `inscan` or `task`) in `reduction_mod`, reduction accumulator\nvariables in `reduction_vars`, symbols referring to reduction declarations\nin the `reduction_syms` attribute, and whether the reduction variable\nshould be passed into the reduction region by value or by reference in\n`reduction_byref`. Each reduction is identified by the accumulator it uses\nand accumulators must not be repeated in the same reduction. A private\nvariable corresponding to the accumulator is used in place of the\naccumulator inside the body of the operation. The reduction declaration\nspecifies how to combine the values from each iteration, section, team,\nthread or simd lane defined by the operation's region into the final value,\nwhich is available in the accumulator after they all complete.\n\nThe optional `thread_limit` specifies the limit on the number of threads.",
      ods_assembly_format = "oilist(\n    `allocate` `(`\n      custom<AllocateAndAllocator>($allocate_vars, type($allocate_vars),\n                                   $allocator_vars, type($allocator_vars)) `)`\n  |\n    `if` `(` $if_expr `)`\n  |\n    `num_teams` `(` ( $num_teams_lower^ `:` type($num_teams_lower) )? `to`\n                      $num_teams_upper `:` type($num_teams_upper) `)`\n  |\n    `thread_limit` `(` $thread_limit `:` type($thread_limit) `)`\n  )\n    custom<PrivateReductionRegion>($region, $private_vars, type($private_vars),\n        $private_syms, $private_needs_barrier, $reduction_mod, $reduction_vars,\n        type($reduction_vars), $reduction_byref, $reduction_syms) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "RecursiveMemoryEffects"],
      ods_traits = ["OutlineableOpenMPOpInterface", "BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpTeams",
      optional_attributes = ["private_syms", "private_needs_barrier", "reduction_mod", "reduction_byref", "reduction_syms"],
      independent_variadics = ["allocate_vars", "allocator_vars", "if_expr", "num_teams_lower", "num_teams_upper", "private_vars", "reduction_vars", "thread_limit"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    %3 = irdl.base "!builtin.integer" {summary = "integer"}
    %4 = irdl.base "!builtin.integer" {summary = "integer"}
    %5 = irdl.any {summary = "any type"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %7 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %8 = irdl.base @omp::@reduction_modifier {summary = "reduction modifier"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %12 = irdl.base "!builtin.integer" {summary = "integer"}
    %13 = irdl.region {summary = "any region"}
    irdl.operands(allocate_vars: variadic %0, allocator_vars: variadic %1, if_expr: optional %2, num_teams_lower: optional %3, num_teams_upper: optional %4, private_vars: variadic %5, reduction_vars: variadic %9, thread_limit: optional %12)
    irdl.attributes {"private_syms" = %6, "private_needs_barrier" = %7, "reduction_mod" = %8, "reduction_byref" = %10, "reduction_syms" = %11}
    irdl.regions(region: %13)
  }
  irdl.operation @terminator attributes {
      summary = "terminator for OpenMP regions",
      description = "A terminator operation for regions that appear in the body of OpenMP\noperation.  These regions are not expected to return any value so the\nterminator takes no operands. The terminator op returns control to the\nenclosing op.",
      assembly_format = "attr-dict",
      traits = ["Terminator", "Pure"]} {
  }
  irdl.operation @threadprivate attributes {
      summary = "threadprivate directive",
      description = "The threadprivate directive specifies that variables are replicated, with\neach thread having its own copy.\n\nThe current implementation uses the OpenMP runtime to provide thread-local\nstorage (TLS). Using the TLS feature of the LLVM IR will be supported in\nfuture.\n\nThis operation takes in the address of a symbol that represents the original\nvariable and returns the address of its TLS. All occurrences of\nthreadprivate variables in a parallel region should use the TLS returned by\nthis operation.\n\nThe `sym_addr` refers to the address of the symbol, which is a pointer to\nthe original variable.",
      assembly_format = "$sym_addr `:` type($sym_addr) `->` type($tls_addr) attr-dict",
      traits = ["AllTypesMatch<sym_addr, tls_addr>"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    irdl.operands(sym_addr: %0)
    irdl.results(tls_addr: %1)
  }
  irdl.operation @tile attributes {
      summary = "OpenMP tile operation",
      description = "Represents the OpenMP tile directive introduced in OpenMP 5.1.\n\nThe construct partitions the logical iteration space of the affected loops\ninto equally-sized tiles, then creates two sets of nested loops. The outer\nloops, called the grid loops, iterate over all tiles. The inner loops,\ncalled the intratile loops, iterate over the logical iterations of a tile.\nThe sizes clause determines the size of a tile.\n\nCurrently, the affected loops must be rectangular (the tripcount of the\ninner loop must not depend on any iv of an surrounding affected loop) and\nperfectly nested (except for the innermost affected loop, no operations\nother than the nested loop and the terminator in the loop body).\n\nThe `sizes` clauses defines the size of a grid over a multi-dimensional\nlogical iteration space. This grid is used for loop transformations such as\n`tile` and `strip`. The size per dimension can be a variable, but only\nvalues that are not at least 2 make sense. It is not specified what happens\nwhen smaller values are used, but should still result in a loop nest that\nexecutes each logical iteration once.",
      ods_assembly_format = " custom<LoopTransformClis>($generatees, $applyees) oilist(\n    `sizes` `(` $sizes `:` type($sizes) `)`\n  ) attr-dict ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["LoopTransformationInterface"],
      cpp_verifier = "OmpTile",
      independent_variadics = ["generatees", "applyees", "sizes"]} {
    %0 = irdl.base @omp::@cli {summary = "Type for representing a reference to a canonical loop"}
    %1 = irdl.base @omp::@cli {summary = "Type for representing a reference to a canonical loop"}
    %2 = irdl.base "!builtin.integer"
    %3 = irdl.is index
    %4 = irdl.any_of(%2, %3) {summary = "integer or index"}
    irdl.operands(generatees: variadic %0, applyees: variadic %1, sizes: variadic %4)
  }
  irdl.operation @unroll_heuristic attributes {
      summary = "OpenMP heuristic unroll operation",
      description = "Represents a `#pragma omp unroll` construct introduced in OpenMP 5.1.\n\nThe operation has one applyee and no generatees. The applyee is unrolled\naccording to implementation-defined heuristics. Implementations may choose\nto not unroll the loop, partially unroll by a chosen factor, or fully\nunroll it. Even if the implementation chooses to partially unroll the\napplyee, the resulting unrolled loop is not accessible as a generatee. Use\nomp.unroll_partial if a generatee is required.\n\nThe lowering is implemented using `OpenMPIRBuilder::unrollLoopHeuristic`,\nwhich just attaches `llvm.loop.unroll.enable` metadata to the loop so the\nunrolling is carried-out by LLVM's LoopUnroll pass. That is, unrolling only\nactually performed in optimized builds.\n\nAssembly formats:\n  omp.unroll_heuristic(%cli)\n  omp.unroll_heuristic(%cli) -> ()",
      cpp_assembly_format = "OmpUnrollHeuristic",
      ods_traits = ["LoopTransformationInterface"]} {
    %0 = irdl.base @omp::@cli {summary = "Type for representing a reference to a canonical loop"}
    irdl.operands(applyee: %0)
  }
  irdl.operation @workdistribute attributes {
      summary = "workdistribute directive",
      description = "workdistribute divides execution of the enclosed structured block into\nseparate units of work, each executed only once by each\ninitial thread in the league.\n```\n!$omp target teams\n    !$omp workdistribute\n    y = a * x + y \n    !$omp end workdistribute\n!$omp end target teams\n```",
      assembly_format = "$region attr-dict",
      cpp_verifier = "OmpWorkdistribute"} {
    %0 = irdl.region {summary = "any region"}
    irdl.regions(region: %0)
  }
  irdl.operation @workshare attributes {
      summary = "workshare directive",
      description = "The workshare construct divides the execution of the enclosed structured\nblock into separate units of work, and causes the threads of the team to\nshare the work such that each unit is executed only once by one thread, in\nthe context of its implicit task\n\nThis operation is used for the intermediate representation of the workshare\nblock before the work gets divided between the threads. See the flang\nLowerWorkshare pass for details.\n\nThe optional `nowait` attribute, when present, eliminates the implicit\nbarrier at the end of the construct, so the parent operation can make\nprogress even if the child operation has not completed yet.",
      assembly_format = "oilist( `nowait` $nowait ) $region attr-dict",
      traits = ["RecursiveMemoryEffects"],
      optional_attributes = ["nowait"]} {
    %0 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %1 = irdl.region {summary = "any region"}
    irdl.attributes {"nowait" = %0}
    irdl.regions(region: %1)
  }
  irdl.operation @workshare.loop_wrapper attributes {
      summary = "contains loop nests to be parallelized by workshare",
      description = "This operation wraps a loop nest that is marked for dividing into units of\nwork by an encompassing omp.workshare operation.",
      assembly_format = "$region attr-dict",
      traits = ["NoTerminator", "RecursiveMemoryEffects", "SingleBlock"],
      ods_traits = ["LoopWrapperInterface"],
      cpp_verifier = "OmpWorkshareLoopWrapper"} {
    %0 = irdl.region {summary = "any region"}
    irdl.regions(region: %0)
  }
  irdl.operation @wsloop attributes {
      summary = "worksharing-loop construct",
      description = "The worksharing-loop construct specifies that the iterations of the loop(s)\nwill be executed in parallel by threads in the current context. These\niterations are spread across threads that already exist in the enclosing\nparallel region.\n\nThe body region can only contain a single block which must contain a single\noperation. This operation must be another compatible loop wrapper or an\n`omp.loop_nest`.\n\n```\nomp.wsloop <clauses> {\n  omp.loop_nest (%i1, %i2) : index = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {\n    %a = load %arrA[%i1, %i2] : memref<?x?xf32>\n    %b = load %arrB[%i1, %i2] : memref<?x?xf32>\n    %sum = arith.addf %a, %b : f32\n    store %sum, %arrC[%i1, %i2] : memref<?x?xf32>\n    omp.yield\n  }\n}\n```\n\nThe `allocator_vars` and `allocate_vars` parameters are a variadic list of\nvalues that specify the memory allocator to be used to obtain storage for\nprivate values.\n\nThe `linear_step_vars` operand additionally specifies the step for each\nassociated linear operand. Note that the `linear_vars` and\n`linear_step_vars` variadic lists should contain the same number of\nelements.\n\nThe optional `nowait` attribute, when present, eliminates the implicit\nbarrier at the end of the construct, so the parent operation can make\nprogress even if the child operation has not completed yet.\n\nThe optional `order` attribute specifies which order the iterations of the\nassociated loops are executed in. Currently the only option for this\nattribute is \"concurrent\".\n\nThe optional `ordered` attribute specifies how many loops are associated\nwith the worksharing-loop construct. The value of zero refers to the ordered\nclause specified without parameter.\n\nReductions can be performed by specifying the reduction modifer\n(`default`, `inscan` or `task`) in `reduction_mod`, reduction accumulator\nvariables in `reduction_vars`, symbols referring to reduction declarations\nin the `reduction_syms` attribute, and whether the reduction variable\nshould be passed into the reduction region by value or by reference in\n`reduction_byref`. Each reduction is identified by the accumulator it uses\nand accumulators must not be repeated in the same reduction. A private\nvariable corresponding to the accumulator is used in place of the\naccumulator inside the body of the operation. The reduction declaration\nspecifies how to combine the values from each iteration, section, team,\nthread or simd lane defined by the operation's region into the final value,\nwhich is available in the accumulator after they all complete.\n\nThe optional `schedule_kind` attribute specifies the loop schedule for this\nloop, determining how the loop is distributed across the parallel threads.\nThe optional `schedule_chunk` associated with this determines further\ncontrols this distribution.",
      ods_assembly_format = "oilist(\n    `allocate` `(`\n      custom<AllocateAndAllocator>($allocate_vars, type($allocate_vars),\n                                   $allocator_vars, type($allocator_vars)) `)`\n  |\n    `linear` `(`\n      custom<LinearClause>($linear_vars, type($linear_vars),\n                           $linear_step_vars) `)`\n  |\n    `nowait` $nowait\n  |\n    `order` `(` custom<OrderClause>($order, $order_mod) `)`\n  |\n    `ordered` `(` custom<TypedAttribute>($ordered, \"i64\") `)`\n  |\n    `schedule` `(`\n      custom<ScheduleClause>($schedule_kind, $schedule_mod, $schedule_simd,\n                             $schedule_chunk, type($schedule_chunk)) `)`\n  )\n    custom<PrivateReductionRegion>($region, $private_vars, type($private_vars),\n        $private_syms, $private_needs_barrier, $reduction_mod, $reduction_vars,\n        type($reduction_vars), $reduction_byref, $reduction_syms) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "NoTerminator", "RecursiveMemoryEffects", "SingleBlock"],
      ods_traits = ["ComposableOpInterface", "LoopWrapperInterface", "BlockArgOpenMPOpInterface"],
      cpp_verifier = "OmpWsloop",
      optional_attributes = ["linear_var_types", "nowait", "order", "order_mod", "ordered", "private_syms", "private_needs_barrier", "reduction_mod", "reduction_byref", "reduction_syms", "schedule_kind", "schedule_mod", "schedule_simd"],
      independent_variadics = ["allocate_vars", "allocator_vars", "linear_vars", "linear_step_vars", "private_vars", "reduction_vars", "schedule_chunk"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.any {summary = "any type"}
    %3 = irdl.is i32 {summary = "32-bit signless integer"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::ArrayAttr>($_self))" {summary = "array attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.base @omp::@orderkind {summary = "OrderKind Clause"}
    %7 = irdl.base @omp::@order_mod {summary = "OpenMP Order Modifier"}
    %8 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= 0))" {summary = "64-bit signless integer attribute whose minimum value is 0"}
    %9 = irdl.any {summary = "any type"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %11 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %12 = irdl.base @omp::@reduction_modifier {summary = "reduction modifier"}
    %13 = irdl.c_pred "(::llvm::isa<::mlir::omp::PointerLikeType>($_self))" {summary = "OpenMP-compatible variable type"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %16 = irdl.base @omp::@schedulekind {summary = "ScheduleKind Clause"}
    %17 = irdl.any {summary = "any type"}
    %18 = irdl.base @omp::@sched_mod {summary = "OpenMP Schedule Modifier"}
    %19 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %20 = irdl.region {summary = "any region"}
    irdl.operands(allocate_vars: variadic %0, allocator_vars: variadic %1, linear_vars: variadic %2, linear_step_vars: variadic %3, private_vars: variadic %9, reduction_vars: variadic %13, schedule_chunk: optional %17)
    irdl.attributes {"linear_var_types" = %4, "nowait" = %5, "order" = %6, "order_mod" = %7, "ordered" = %8, "private_syms" = %10, "private_needs_barrier" = %11, "reduction_mod" = %12, "reduction_byref" = %14, "reduction_syms" = %15, "schedule_kind" = %16, "schedule_mod" = %18, "schedule_simd" = %19}
    irdl.regions(region: %20)
  }
  irdl.operation @yield attributes {
      summary = "loop yield and termination operation",
      description = "\"omp.yield\" yields SSA values from the OpenMP dialect op region and\nterminates the region. The semantics of how the values are yielded is\ndefined by the parent operation.",
      assembly_format = "( `(` $results^ `:` type($results) `)` )? attr-dict",
      traits = ["Pure", "ReturnLike", "Terminator", "HasParent<omp.atomic.update, omp.declare_reduction, omp.loop_nest, omp.private>"],
      independent_variadics = ["results"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(results: variadic %0)
  }
}
