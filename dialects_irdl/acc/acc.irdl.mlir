// Imported from ODS (OpenACCBase.td:19) by irdl-import-ods: attributes, types and operations.
irdl.dialect @acc attributes {ods, properties} {
  irdl.attribute @declare_action attributes {
      assembly_format = "`<` struct(custom<Param>($preAlloc, \"DeclareActionAttr\", \"SymbolRefAttr\", \"\"), custom<Param>($postAlloc, \"DeclareActionAttr\", \"SymbolRefAttr\", \"\"), custom<Param>($preDealloc, \"DeclareActionAttr\", \"SymbolRefAttr\", \"\"), custom<Param>($postDealloc, \"DeclareActionAttr\", \"SymbolRefAttr\", \"\")) `>`"} {
    %0 = irdl.any {summary = "SymbolRefAttr"}
    %1 = irdl.any {summary = "SymbolRefAttr"}
    %2 = irdl.any {summary = "SymbolRefAttr"}
    %3 = irdl.any {summary = "SymbolRefAttr"}
    irdl.parameters(preAlloc: %0, postAlloc: %1, preDealloc: %2, postDealloc: %3)
  }
  irdl.attribute @"#declare" attributes {
      assembly_format = "`<` struct(custom<Param>($dataClause, \"DeclareAttr\", \"DataClauseAttr\"), custom<Param>($implicit, \"DeclareAttr\", \"bool\", \"false\")) `>`"} {
    %0 = irdl.base @acc::@data_clause {summary = "DataClauseAttr"}
    %1 = irdl.any {summary = "bool"}
    irdl.parameters(dataClause: %0, implicit: %1)
  }
  irdl.attribute @defaultvalue attributes {
      summary = "DefaultValue Clause",
      assembly_format = "custom<Enum>($value, \"::mlir::acc::ClauseDefaultValue\", \"DefaultValueAttr\", \"present none\")",
      ods_enum = "::mlir::acc::ClauseDefaultValue", ods_enum_cases = {"present" = 0, "none" = 1}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @combined_constructs attributes {
      summary = "Differentiate between combined constructs",
      assembly_format = "```<` custom<Enum>($value, \"::mlir::acc::CombinedConstructsType\", \"OpenACC_CombinedConstructsAttr\", \"kernels_loop parallel_loop serial_loop\") `>`",
      ods_enum = "::mlir::acc::CombinedConstructsType", ods_enum_cases = {"kernels_loop" = 1, "parallel_loop" = 2, "serial_loop" = 3}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @construct attributes {
      summary = "constructs supported by OpenACC",
      assembly_format = "custom<Enum>($value, \"::mlir::acc::Construct\", \"OpenACC_ConstructAttr\", \"acc_construct_parallel acc_construct_kernels acc_construct_loop acc_construct_data acc_construct_enter_data acc_construct_exit_data acc_construct_host_data acc_construct_atomic acc_construct_declare acc_construct_init acc_construct_shutdown acc_construct_set acc_construct_update acc_construct_routine acc_construct_wait acc_construct_runtime_api acc_construct_serial\")",
      ods_enum = "::mlir::acc::Construct", ods_enum_cases = {"acc_construct_parallel" = 0, "acc_construct_kernels" = 1, "acc_construct_loop" = 2, "acc_construct_data" = 3, "acc_construct_enter_data" = 4, "acc_construct_exit_data" = 5, "acc_construct_host_data" = 6, "acc_construct_atomic" = 7, "acc_construct_declare" = 8, "acc_construct_init" = 9, "acc_construct_shutdown" = 10, "acc_construct_set" = 11, "acc_construct_update" = 12, "acc_construct_routine" = 13, "acc_construct_wait" = 14, "acc_construct_runtime_api" = 15, "acc_construct_serial" = 16}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @data_clause attributes {
      summary = "data clauses supported by OpenACC",
      assembly_format = "custom<Enum>($value, \"::mlir::acc::DataClause\", \"OpenACC_DataClauseAttr\", \"acc_copyin acc_copyin_readonly acc_copy acc_copyout acc_copyout_zero acc_present acc_create acc_create_zero acc_delete acc_attach acc_detach acc_no_create acc_private acc_firstprivate acc_deviceptr acc_getdeviceptr acc_update_host acc_update_self acc_update_device acc_use_device acc_reduction acc_declare_device_resident acc_declare_link acc_cache acc_cache_readonly\")",
      ods_enum = "::mlir::acc::DataClause", ods_enum_cases = {"acc_copyin" = 1, "acc_copyin_readonly" = 2, "acc_copy" = 3, "acc_copyout" = 4, "acc_copyout_zero" = 5, "acc_present" = 6, "acc_create" = 7, "acc_create_zero" = 8, "acc_delete" = 9, "acc_attach" = 10, "acc_detach" = 11, "acc_no_create" = 12, "acc_private" = 13, "acc_firstprivate" = 14, "acc_deviceptr" = 15, "acc_getdeviceptr" = 16, "acc_update_host" = 17, "acc_update_self" = 18, "acc_update_device" = 19, "acc_use_device" = 20, "acc_reduction" = 21, "acc_declare_device_resident" = 22, "acc_declare_link" = 23, "acc_cache" = 24, "acc_cache_readonly" = 25}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @data_clause_modifier attributes {
      summary = "Captures data clause modifiers",
      assembly_format = "custom<BitEnum>($value, \"::mlir::acc::DataClauseModifier\", \"OpenACC_DataClauseModifierAttr\", \"none=0 zero=1 readonly=2 alwaysin=4 alwaysout=8 always=12 capture=16\", \",\")",
      ods_enum = "::mlir::acc::DataClauseModifier", ods_enum_cases = {"none" = 0, "zero" = 1, "readonly" = 2, "alwaysin" = 4, "alwaysout" = 8, "always" = 12, "capture" = 16}} {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(value: %0)
  }
  irdl.attribute @device_type attributes {
      summary = "built-in device type supported by OpenACC",
      assembly_format = "```<` custom<Enum>($value, \"::mlir::acc::DeviceType\", \"OpenACC_DeviceTypeAttr\", \"none star default host multicore nvidia radeon\") `>`",
      ods_enum = "::mlir::acc::DeviceType", ods_enum_cases = {"none" = 0, "star" = 1, "default" = 2, "host" = 3, "multicore" = 4, "nvidia" = 5, "radeon" = 6}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @gang_arg_type attributes {
      summary = "Differentiate the different gang arg values",
      assembly_format = "```<` custom<Enum>($value, \"::mlir::acc::GangArgType\", \"OpenACC_GangArgTypeAttr\", \"Num Dim Static\") `>`",
      ods_enum = "::mlir::acc::GangArgType", ods_enum_cases = {"Num" = 0, "Dim" = 1, "Static" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @par_level attributes {
      summary = "Parallelism level (gang/worker/vector/seq)",
      assembly_format = "```<` custom<Enum>($value, \"::mlir::acc::ParLevel\", \"OpenACC_ParLevelAttr\", \"seq gang_dim1 gang_dim2 gang_dim3 worker vector\") `>`",
      ods_enum = "::mlir::acc::ParLevel", ods_enum_cases = {"seq" = 0, "gang_dim1" = 1, "gang_dim2" = 2, "gang_dim3" = 3, "worker" = 4, "vector" = 5}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @recipe_kind attributes {
      summary = "Encodes the options for kinds of recipes availabie in acc dialect",
      assembly_format = "```<` custom<Enum>($value, \"::mlir::acc::RecipeKind\", \"OpenACC_RecipeKindAttr\", \"private_recipe firstprivate_recipe reduction_recipe\") `>`",
      ods_enum = "::mlir::acc::RecipeKind", ods_enum_cases = {"private_recipe" = 0, "firstprivate_recipe" = 1, "reduction_recipe" = 2}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @reduction_operator attributes {
      summary = "built-in reduction operations supported by OpenACC",
      assembly_format = "```<` custom<Enum>($value, \"::mlir::acc::ReductionOperator\", \"OpenACC_ReductionOperatorAttr\", \"none add mul max min iand ior xor eqv neqv land lor\") `>`",
      ods_enum = "::mlir::acc::ReductionOperator", ods_enum_cases = {"none" = 0, "add" = 1, "mul" = 2, "max" = 3, "min" = 4, "iand" = 5, "ior" = 6, "xor" = 7, "eqv" = 8, "neqv" = 9, "land" = 10, "lor" = 11}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.attribute @var_name attributes {
      assembly_format = "`<` custom<Param>($name, \"OpenACC_VarNameAttr\", \"::llvm::StringRef\") `>`"} {
    %0 = irdl.base "#builtin.string" {summary = "::llvm::StringRef"}
    irdl.parameters(name: %0)
  }
  irdl.attribute @routine_info attributes {
      summary = "Keeps track of associated acc routine information",
      description = "This attribute is used to create the association between a function and\nits `acc.routine` operation. A `func.func` uses this if its name\nwas referenced in an `acc routine` directive.",
      cpp_assembly_format = "AccRoutineInfoAttr"} {
    %0 = irdl.any {summary = "::llvm::ArrayRef<SymbolRefAttr>"}
    irdl.parameters(accRoutines: %0)
  }
  irdl.attribute @specialized_routine attributes {
      summary = "Marks a specialized device version of an acc routine",
      description = "This attribute is attached to a function that was specialized from a host\nfunction marked with `acc.routine_info`. It captures the parallelism level,\na reference to the original `acc.routine` operation, and the original\nfunction name (since the specialized function may be renamed).\n\nExample - before specialization:\n```mlir\nacc.routine @routine_gang func(@foo) gang\nacc.routine @routine_vector func(@foo) vector\n\nfunc.func @foo() attributes {\n  acc.routine_info = #acc.routine_info<[@routine_gang, @routine_vector]>\n} { ... }\n```\n\nAfter specialization, there are three functions: the original function and\ntwo specialized versions (one per parallelism level):\n```mlir\nacc.routine @routine_gang func(@foo) gang\nacc.routine @routine_vector func(@foo) vector\n\n// Original function (unchanged)\nfunc.func @foo() attributes {\n  acc.routine_info = #acc.routine_info<[@routine_gang, @routine_vector]>\n} { ... }\n\n// Specialized for gang parallelism\nfunc.func @foo_gang() attributes {\n  acc.specialized_routine = #acc.specialized_routine<@routine_gang, <gang_dim1>, \"foo\">\n} { ... }\n\n// Specialized for vector parallelism\nfunc.func @foo_vector() attributes {\n  acc.specialized_routine = #acc.specialized_routine<@routine_vector, <vector>, \"foo\">\n} { ... }\n```",
      assembly_format = "`<` $routine `,` $level `,` $funcName `>`"} {
    %0 = irdl.any {summary = "SymbolRefAttr"}
    %1 = irdl.base @acc::@par_level {summary = "ParLevelAttr"}
    %2 = irdl.any {summary = "StringAttr"}
    irdl.parameters(routine: %0, level: %1, funcName: %2)
  }
  irdl.type @data_bounds_ty attributes {
      summary = "Type for representing acc data clause bounds information"} {
  }
  irdl.type @declare_token attributes {
      summary = "declare token type",
      description = "`acc.declare_token` is a type returned by a `declare_enter` operation and\ncan be passed to a `declare_exit` operation to represent an implicit\ndata region."} {
  }
  irdl.operation @atomic.capture attributes {
      summary = "performs an atomic capture",
      description = "This operation performs an atomic capture.\n\nThe region has the following allowed forms:\n\n```\n  acc.atomic.capture {\n    acc.atomic.update ...\n    acc.atomic.read ...\n    acc.terminator\n  }\n\n  acc.atomic.capture {\n    acc.atomic.read ...\n    acc.atomic.update ...\n    acc.terminator\n  }\n\n  acc.atomic.capture {\n    acc.atomic.read ...\n    acc.atomic.write ...\n    acc.terminator\n  }\n```",
      assembly_format = "oilist( `if` `(` $ifCond `)` ) $region attr-dict",
      traits = ["SingleBlockImplicitTerminator<acc.terminator>", "RecursiveMemoryEffects"],
      ods_traits = ["AtomicCaptureOpInterface"],
      cpp_verifier = "AccAtomicCapture",
      independent_variadics = ["ifCond"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(ifCond: optional %0)
    irdl.regions(region: %1)
  }
  irdl.operation @atomic.read attributes {
      summary = "performs an atomic read",
      description = "This operation performs an atomic read.\n\nThe operand `x` is the address from where the value is atomically read.\nThe operand `v` is the address where the value is stored after reading.",
      assembly_format = "oilist( `if` `(` $ifCond `)` ) $v `=` $x `:` type($v) `,` type($x) `,` $element_type attr-dict",
      ods_traits = ["AtomicReadOpInterface"],
      cpp_verifier = "AccAtomicRead",
      independent_variadics = ["ifCond"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "pointer-like type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "pointer-like type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %3 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(x: %0, v: %1, ifCond: optional %3)
    irdl.attributes {"element_type" = %2}
  }
  irdl.operation @atomic.update attributes {
      summary = "performs an atomic update",
      description = "This operation performs an atomic update.\n\nThe operand `x` is exactly the same as the operand `x` in the OpenACC\nStandard (OpenACC 3.3, section 2.12). It is the address of the variable\nthat is being updated. `x` is atomically read/written.\n\nThe region describes how to update the value of `x`. It takes the value at\n`x` as an input and must yield the updated value. Only the update to `x` is\natomic. Generally the region must have only one instruction, but can\npotentially have more than one instructions too. The update is sematically\nsimilar to a compare-exchange loop based atomic update.\n\nThe syntax of atomic update operation is different from atomic read and\natomic write operations. This is because only the host dialect knows how to\nappropriately update a value. For example, while generating LLVM IR, if\nthere are no special `atomicrmw` instructions for the operation-type\ncombination in atomic update, a compare-exchange loop is generated, where\nthe core update operation is directly translated like regular operations by\nthe host dialect. The front-end must handle semantic checks for allowed\noperations.",
      assembly_format = "oilist( `if` `(` $ifCond `)` ) $x `:` type($x) $region attr-dict",
      traits = ["SingleBlockImplicitTerminator<acc.yield>", "RecursiveMemoryEffects"],
      ods_traits = ["AtomicUpdateOpInterface"],
      cpp_verifier = "AccAtomicUpdate",
      independent_variadics = ["ifCond"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "pointer-like type"}
    %1 = irdl.is i1 {summary = "1-bit signless integer"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(x: %0, ifCond: optional %1)
    irdl.regions(region: %2)
  }
  irdl.operation @atomic.write attributes {
      summary = "performs an atomic write",
      description = "This operation performs an atomic write.\n\nThe operand `x` is the address to where the `expr` is atomically\nwritten w.r.t. multiple threads. The evaluation of `expr` need not be\natomic w.r.t. the write to address. In general, the type(x) must\ndereference to type(expr).",
      assembly_format = "oilist( `if` `(` $ifCond `)` ) $x `=` $expr `:` type($x) `,` type($expr) attr-dict",
      ods_traits = ["AtomicWriteOpInterface"],
      cpp_verifier = "AccAtomicWrite",
      independent_variadics = ["ifCond"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "pointer-like type"}
    %1 = irdl.any {summary = "any type"}
    %2 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(x: %0, expr: %1, ifCond: optional %2)
  }
  irdl.operation @attach attributes {
      summary = "Represents acc attach semantics which updates a pointer in device memory with the corresponding device address of the pointee.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccAttach",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_attach>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @bounds attributes {
      summary = "Represents normalized bounds information for acc data clause.",
      description = "This operation is used to record bounds used in acc data clause in a\nnormalized fashion (zero-based). This works well with the `PointerLikeType`\nrequirement in data clauses - since a `lowerbound` of 0 means looking\nat data at the zero offset from pointer.\n\nThe operation must have an `upperbound` or `extent` (or both are allowed -\nbut not checked for consistency). When the source language's arrays are\nnot zero-based, the `startIdx` must specify the zero-position index.\n\nThe `stride` represents the distance between consecutive elements. For\nmulti-dimensional arrays, the `stride` for each outer dimension must account\nfor the complete size of all inner dimensions.\n\nThe `strideInBytes` flag indicates that the `stride` is specified in bytes\nrather than the number of elements.\n\nExamples below show copying a slice of 10-element array except first element.\nNote that the examples use extent in data clause for C++ and upperbound\nfor Fortran (as per 2.7.1). To simplify examples, the constants are used\ndirectly in the acc.bounds operands - this is not the syntax of operation.\n\nC++:\n```\nint array[10];\n#pragma acc copy(array[1:9])\n```\n=>\n```mlir\nacc.bounds lb(1) ub(9) extent(9) startIdx(0) stride(1)\n```\n\nFortran:\n```\ninteger :: array(1:10)\n!$acc copy(array(2:10))\n```\n=>\n```mlir\nacc.bounds lb(1) ub(9) extent(9) startIdx(1) stride(1)\n```",
      assembly_format = "oilist( `lowerbound` `(` $lowerbound `:` type($lowerbound) `)` | `upperbound` `(` $upperbound `:` type($upperbound) `)` | `extent` `(` $extent `:` type($extent) `)` | `stride` `(` $stride `:` type($stride) `)` | `startIdx` `(` $startIdx `:` type($startIdx) `)` ) attr-dict",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["NoMemoryEffect", "OutlineRematerializationOpInterface"],
      cpp_verifier = "AccDataBounds",
      default_values = {strideInBytes = "false"},
      independent_variadics = ["lowerbound", "upperbound", "extent", "stride", "startIdx"]} {
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
    %16 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    irdl.operands(lowerbound: optional %2, upperbound: optional %5, extent: optional %8, stride: optional %11, startIdx: optional %15)
    irdl.results(result: %16)
    irdl.attributes {"strideInBytes" = %12}
  }
  irdl.operation @cache attributes {
      summary = "Represents the cache directive that is associated with a loop.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["NoMemoryEffect", "MemoryEffectOpInterface"],
      cpp_verifier = "AccCache",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_cache>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @copyin attributes {
      summary = "Represents copyin semantics for acc data clauses like acc copyin and acc copy.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccCopyin",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_copyin>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @copyout attributes {
      summary = "Represents acc copyout semantics - reverse of copyin.",
      description = "- `varPtr`: The address of variable to copy back to.\n    - `accVar`: The acc variable. This is the link from the data-entry\n    operation used.\n    - `bounds`: Used when copying just slice of array or array's bounds are not\n    encoded in type. They are in rank order where rank 0 is inner-most dimension.\n    - `asyncOperands` and `asyncOperandsDeviceType`:\n    pair-wise lists of the async clause values associated with device_type's.\n    - `asyncOnly`: a list of device_type's for which async clause\n    does not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n    - `dataClause`: Keeps track of the data clause the user used. This is because\n    the acc operations are decomposed. So a 'copy' clause is decomposed to both \n    `acc.copyin` and `acc.copyout` operations, but both have dataClause that\n    specifies `acc_copy` in this field.\n    - `structured`: Flag to note whether this is associated with structured region\n    (parallel, kernels, data) or unstructured (enter data, exit data). This is\n    important due to spec specifically calling out structured and dynamic reference\n    counters (2.6.7).\n    - `implicit`: Whether this is an implicitly generated operation, such as copies\n    done to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n    - `modifiers`: Keeps track of the data clause modifiers (eg zero, always, etc)\n    - `name`: Holds the name of variable as specified in user clause (including bounds).\n\n    The async values attached to the data exit operation imply that the data\n    action applies to all device types specified by the device_type clauses\n    using the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<AccVar>($accVar, type($accVar))\n    (`bounds` `(` $bounds^ `)` )?\n    (`async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)^)?\n    `to` custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccCopyout",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name"],
      default_values = {dataClause = "#acc<data_clause acc_copyout>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(accVar: %0, var: %1, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.attributes {"varType" = %2, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13}
  }
  irdl.operation @create attributes {
      summary = "Represents create semantics for acc data clauses like acc create and acc copyout.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccCreate",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_create>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @data attributes {
      summary = "data construct",
      description = "The \"acc.data\" operation represents a data construct. It defines vars to\nbe allocated in the current device memory for the duration of the region,\nwhether data should be copied from local memory to the current device\nmemory upon region entry , and copied from device memory to local memory\nupon region exit.\n\nExample:\n\n```mlir\nacc.data present(%a: memref<10x10xf32>, %b: memref<10x10xf32>,\n    %c: memref<10xf32>, %d: memref<10xf32>) {\n  // data region\n}\n```\n\n`async` and `wait` operands are supported with `device_type` information.\nThey should only be accessed by the extra provided getters. If modified,\nthe corresponding `device_type` attributes must be modified as well.",
      ods_assembly_format = "\n    oilist(\n        `if` `(` $ifCond `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)`\n      | `wait` `` custom<WaitClause>($waitOperands, type($waitOperands),\n          $waitOperandsDeviceType, $waitOperandsSegments, $hasWaitDevnum,\n          $waitOnly)\n    )\n    $region attr-dict-with-keyword\n  ",
      traits = ["AttrSizedOperandSegments", "RecursiveMemoryEffects"],
      ods_traits = ["RegionBranchOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "AccData",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "waitOperandsSegments", "waitOperandsDeviceType", "hasWaitDevnum", "waitOnly", "defaultAttr"],
      independent_variadics = ["ifCond", "asyncOperands", "waitOperands", "dataClauseOperands"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.base "!builtin.integer"
    %2 = irdl.is index
    %3 = irdl.any_of(%1, %2) {summary = "integer or index"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %6 = irdl.base "!builtin.integer"
    %7 = irdl.is index
    %8 = irdl.any_of(%6, %7) {summary = "integer or index"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::BoolAttr>(attr))); }))" {summary = "1-bit boolean array attribute"}
    %12 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %13 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %14 = irdl.base @acc::@defaultvalue {summary = "DefaultValue Clause"}
    %15 = irdl.region {summary = "any region"}
    irdl.operands(ifCond: optional %0, asyncOperands: variadic %3, waitOperands: variadic %8, dataClauseOperands: variadic %13)
    irdl.attributes {"asyncOperandsDeviceType" = %4, "asyncOnly" = %5, "waitOperandsSegments" = %9, "waitOperandsDeviceType" = %10, "hasWaitDevnum" = %11, "waitOnly" = %12, "defaultAttr" = %14}
    irdl.regions(region: %15)
  }
  irdl.operation @declare attributes {
      summary = "declare implicit region",
      description = "The \"acc.declare\" operation represents an implicit declare region in\nfunction (and subroutine in Fortran).\n\nExample:\n\n```mlir\n%pa = acc.present varPtr(%a : memref<10x10xf32>) -> memref<10x10xf32>\nacc.declare dataOperands(%pa: memref<10x10xf32>) {\n  // implicit region\n}\n```",
      assembly_format = "`dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)` $region attr-dict-with-keyword",
      traits = ["RecursiveMemoryEffects"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccDeclare",
      independent_variadics = ["dataClauseOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.region {summary = "any region"}
    irdl.operands(dataClauseOperands: variadic %0)
    irdl.regions(region: %1)
  }
  irdl.operation @declare_device_resident attributes {
      summary = "Represents acc declare device_resident semantics.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccDeclareDeviceResident",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_declare_device_resident>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @declare_enter attributes {
      summary = "declare directive - entry to implicit data region",
      description = "The \"acc.declare_enter\" operation represents the OpenACC declare directive\nand captures the entry semantics to the implicit data region.\nThis operation is modeled similarly to \"acc.enter_data\".\n\nExample showing `acc declare create(a)`:\n\n```mlir\n%0 = acc.create varPtr(%a : !llvm.ptr) -> !llvm.ptr\nacc.declare_enter dataOperands(%0 : !llvm.ptr)\n```",
      assembly_format = "oilist( `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)` ) attr-dict-with-keyword",
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccDeclareEnter",
      independent_variadics = ["dataClauseOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.base @acc::@declare_token {summary = "declare token type"}
    irdl.operands(dataClauseOperands: variadic %0)
    irdl.results(token: %1)
  }
  irdl.operation @declare_exit attributes {
      summary = "declare directive - exit from implicit data region",
      description = "The \"acc.declare_exit\" operation represents the OpenACC declare directive\nand captures the exit semantics from the implicit data region.\nThis operation is modeled similarly to \"acc.exit_data\".\n\nExample showing `acc declare device_resident(a)`:\n\n```mlir\n%0 = acc.getdeviceptr varPtr(%a : !llvm.ptr) -> !llvm.ptr {dataClause = #acc<data_clause declare_device_resident>}\nacc.declare_exit dataOperands(%0 : !llvm.ptr)\nacc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause declare_device_resident>}\n```",
      assembly_format = "oilist( `token` `(` $token `)` | `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)` ) attr-dict-with-keyword",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccDeclareExit",
      independent_variadics = ["token", "dataClauseOperands"]} {
    %0 = irdl.base @acc::@declare_token {summary = "declare token type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(token: optional %0, dataClauseOperands: variadic %1)
  }
  irdl.operation @declare_link attributes {
      summary = "Represents acc declare link semantics.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccDeclareLink",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_declare_link>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @delete attributes {
      summary = "Represents acc delete semantics - reverse of create.",
      description = "- `accVar`: The acc variable. This is the link from the data-entry\noperation used.\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, always, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data exit operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<AccVar>($accVar, type($accVar))\n    (`bounds` `(` $bounds^ `)` )?\n    (`async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)^)?\n    attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccDelete",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name"],
      default_values = {dataClause = "#acc<data_clause acc_delete>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %2 = irdl.base "!builtin.integer"
    %3 = irdl.is index
    %4 = irdl.any_of(%2, %3) {summary = "integer or index"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %7 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %10 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %11 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(accVar: %0, bounds: variadic %1, asyncOperands: variadic %4)
    irdl.attributes {"asyncOperandsDeviceType" = %5, "asyncOnly" = %6, "dataClause" = %7, "structured" = %8, "implicit" = %9, "modifiers" = %10, "name" = %11}
  }
  irdl.operation @detach attributes {
      summary = "Represents acc detach semantics - reverse of attach.",
      description = "- `accVar`: The acc variable. This is the link from the data-entry\noperation used.\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, always, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data exit operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<AccVar>($accVar, type($accVar))\n    (`bounds` `(` $bounds^ `)` )?\n    (`async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)^)?\n    attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccDetach",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name"],
      default_values = {dataClause = "#acc<data_clause acc_detach>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %2 = irdl.base "!builtin.integer"
    %3 = irdl.is index
    %4 = irdl.any_of(%2, %3) {summary = "integer or index"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %7 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %10 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %11 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(accVar: %0, bounds: variadic %1, asyncOperands: variadic %4)
    irdl.attributes {"asyncOperandsDeviceType" = %5, "asyncOnly" = %6, "dataClause" = %7, "structured" = %8, "implicit" = %9, "modifiers" = %10, "name" = %11}
  }
  irdl.operation @deviceptr attributes {
      summary = "Specifies that the variable pointer is a device pointer.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccDevicePtr",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_deviceptr>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @enter_data attributes {
      summary = "enter data operation",
      description = "The \"acc.enter_data\" operation represents the OpenACC enter data directive.\n\nExample:\n\n```mlir\nacc.enter_data create(%d1 : memref<10xf32>) attributes {async}\n```",
      ods_assembly_format = "\n    oilist(\n        `if` `(` $ifCond `)`\n      | `async` `` custom<OperandWithKeywordOnly>($asyncOperand,\n            type($asyncOperand), $async)\n      | `wait_devnum` `(` $waitDevnum `:` type($waitDevnum) `)`\n      | `wait` `` custom<OperandsWithKeywordOnly>($waitOperands,\n            type($waitOperands), $wait)\n      | `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)`\n    )\n    attr-dict-with-keyword\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccEnterData",
      optional_attributes = ["async", "wait"],
      independent_variadics = ["ifCond", "asyncOperand", "waitDevnum", "waitOperands", "dataClauseOperands"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.base "!builtin.integer"
    %2 = irdl.is index
    %3 = irdl.any_of(%1, %2) {summary = "integer or index"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "!builtin.integer"
    %6 = irdl.is index
    %7 = irdl.any_of(%5, %6) {summary = "integer or index"}
    %8 = irdl.base "!builtin.integer"
    %9 = irdl.is index
    %10 = irdl.any_of(%8, %9) {summary = "integer or index"}
    %11 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %12 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(ifCond: optional %0, asyncOperand: optional %3, waitDevnum: optional %7, waitOperands: variadic %10, dataClauseOperands: variadic %12)
    irdl.attributes {"async" = %4, "wait" = %11}
  }
  irdl.operation @exit_data attributes {
      summary = "exit data operation",
      description = "The \"acc.exit_data\" operation represents the OpenACC exit data directive.\n\nExample:\n\n```mlir\nacc.exit_data delete(%d1 : memref<10xf32>) attributes {async}\n```",
      ods_assembly_format = "\n    oilist(\n        `if` `(` $ifCond `)`\n      | `async` `` custom<OperandWithKeywordOnly>($asyncOperand,\n            type($asyncOperand), $async)\n      | `wait_devnum` `(` $waitDevnum `:` type($waitDevnum) `)`\n      | `wait` `` custom<OperandsWithKeywordOnly>($waitOperands,\n            type($waitOperands), $wait)\n      | `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)`\n    )\n    attr-dict-with-keyword\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccExitData",
      optional_attributes = ["async", "wait", "finalize"],
      independent_variadics = ["ifCond", "asyncOperand", "waitDevnum", "waitOperands", "dataClauseOperands"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.base "!builtin.integer"
    %2 = irdl.is index
    %3 = irdl.any_of(%1, %2) {summary = "integer or index"}
    %4 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %5 = irdl.base "!builtin.integer"
    %6 = irdl.is index
    %7 = irdl.any_of(%5, %6) {summary = "integer or index"}
    %8 = irdl.base "!builtin.integer"
    %9 = irdl.is index
    %10 = irdl.any_of(%8, %9) {summary = "integer or index"}
    %11 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %12 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %13 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(ifCond: optional %0, asyncOperand: optional %3, waitDevnum: optional %7, waitOperands: variadic %10, dataClauseOperands: variadic %12)
    irdl.attributes {"async" = %4, "wait" = %11, "finalize" = %13}
  }
  irdl.operation @firstprivate attributes {
      summary = "Represents firstprivate semantic for the acc firstprivate clause.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccFirstprivate",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_firstprivate>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @firstprivate.recipe attributes {
      summary = "privatization recipe",
      description = "Declares an OpenACC privatization recipe with copy of the initial value.\nThe operation requires two mandatory regions and one optional.\n\n  1. The initializer region specifies how to allocate and initialize a new\n     private value. For example in Fortran, a derived-type might have a\n     default initialization. The region has an argument that contains the\n     original value that needs to be privatized, followed by bounds arguments\n     (if any) in order from innermost to outermost dimension. The region must\n     yield the privatized copy.\n  2. The copy region specifies how to copy the initial value to the newly\n     created private value. It takes the original value, the privatized\n     value, followed by bounds arguments (if any) in the same order.\n  3. The destroy region specifies how to destruct the value when it reaches\n     its end of life. It takes the original value, the privatized value, and\n     bounds arguments (if any) in the same order. It is optional.\n\nA single privatization recipe can be used for multiple operand if they have\nthe same type and do not require a specific default initialization.\n\nExample:\n\n```mlir\nacc.firstprivate.recipe @firstprivate_memref : memref<10x20xf32> init {\n^bb0(%original: memref<10x20xf32>):\n  // init region contains a sequence of operations to create and\n  // initialize the copy. It yields the privatized copy.\n  %alloca = memref.alloca() : memref<10x20xf32>\n  acc.yield %alloca : memref<10x20xf32>\n} copy {\n^bb0(%original: memref<10x20xf32>, %privatized: memref<10x20xf32>):\n  // copy region contains a sequence of operations to copy the initial value\n  // of the firstprivate value to the newly created value.\n  memref.copy %original, %privatized : memref<10x20xf32> to memref<10x20xf32>\n  acc.terminator\n} destroy {\n^bb0(%original: memref<10x20xf32>, %privatized: memref<10x20xf32>):\n  // destroy region is empty since alloca is automatically cleaned up\n  acc.terminator\n}\n\n// Example with bounds for array slicing:\nacc.firstprivate.recipe @firstprivate_slice : memref<10x20xf32> init {\n^bb0(%original: memref<10x20xf32>, %bounds_inner: !acc.data_bounds_ty, %bounds_outer: !acc.data_bounds_ty):\n  // Extract bounds and create appropriately sized allocation\n  %extent_inner = acc.get_extent %bounds_inner : (!acc.data_bounds_ty) -> index\n  %extent_outer = acc.get_extent %bounds_outer : (!acc.data_bounds_ty) -> index\n  %slice_alloc = memref.alloca(%extent_outer, %extent_inner) : memref<?x?xf32>\n  // ... base pointer adjustment logic ...\n  acc.yield %result : memref<10x20xf32>\n} copy {\n^bb0(%original: memref<10x20xf32>, %privatized: memref<10x20xf32>, %bounds_inner: !acc.data_bounds_ty, %bounds_outer: !acc.data_bounds_ty):\n  // Copy the slice portion from original to privatized\n  %lb_inner = acc.get_lowerbound %bounds_inner : (!acc.data_bounds_ty) -> index\n  %lb_outer = acc.get_lowerbound %bounds_outer : (!acc.data_bounds_ty) -> index\n  %extent_inner = acc.get_extent %bounds_inner : (!acc.data_bounds_ty) -> index\n  %extent_outer = acc.get_extent %bounds_outer : (!acc.data_bounds_ty) -> index\n  %subview = memref.subview %original[%lb_outer, %lb_inner][%extent_outer, %extent_inner][1, 1]\n    : memref<10x20xf32> to memref<?x?xf32, strided<[20, 1], offset: ?>>\n  // Copy subview to privatized...\n  acc.terminator\n}\n\n// The privatization symbol is then used in the corresponding operation.\nacc.parallel firstprivate(@firstprivate_memref -> %a : memref<10x20xf32>) {\n}\n```",
      assembly_format = "custom<SymbolName>($sym_name) `:` $type attr-dict-with-keyword `init` $initRegion `copy` $copyRegion (`destroy` $destroyRegion^)?",
      traits = ["IsolatedFromAbove", "Symbol", "AutomaticAllocationScope"],
      ods_traits = ["RecipeInterface"],
      cpp_verifier = "AccFirstprivateRecipe"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.region {summary = "any region"}
    %3 = irdl.region {summary = "any region"}
    %4 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "type" = %1}
    irdl.regions(initRegion: %2, copyRegion: %3, destroyRegion: %4)
  }
  irdl.operation @firstprivate_map attributes {
      summary = "Used to decompose firstprivate semantics and represents the mapping of the initial value.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccFirstprivateMapInitial",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_firstprivate>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @get_extent attributes {
      summary = "Extract extent from OpenACC data bounds.",
      description = "This operation extracts the extent value from an `acc.bounds` value.\nIf the data bounds does not have an extent specified, it is computed\nfrom the upperbound.\n\nExample:\n```mlir\n%extent = acc.get_extent %bounds : (!acc.data_bounds_ty) -> index\n```",
      assembly_format = "$bounds attr-dict `:` `(` custom<StrippedType>(type($bounds), \"!acc.data_bounds_ty\") `)` `->` type($result)",
      ods_traits = ["NoMemoryEffect"]} {
    %0 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %1 = irdl.is index {summary = "index"}
    irdl.operands(bounds: %0)
    irdl.results(result: %1)
  }
  irdl.operation @get_lowerbound attributes {
      summary = "Extract lowerbound from OpenACC data bounds.",
      description = "This operation extracts the lowerbound value from an `acc.bounds` value.\nIf the data bounds does not have a lowerbound specified, it means it is zero.\n\nExample:\n```mlir\n%lb = acc.get_lowerbound %bounds : (!acc.data_bounds_ty) -> index\n```",
      assembly_format = "$bounds attr-dict `:` `(` custom<StrippedType>(type($bounds), \"!acc.data_bounds_ty\") `)` `->` type($result)",
      ods_traits = ["NoMemoryEffect"]} {
    %0 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %1 = irdl.is index {summary = "index"}
    irdl.operands(bounds: %0)
    irdl.results(result: %1)
  }
  irdl.operation @get_stride attributes {
      summary = "Extract stride from OpenACC data bounds.",
      description = "This operation extracts the stride value from an `acc.bounds` value.\nIf the data bounds does not have a stride specified, it defaults to 1.\n\nExample:\n```mlir\n%stride = acc.get_stride %bounds : (!acc.data_bounds_ty) -> index\n```",
      assembly_format = "$bounds attr-dict `:` `(` custom<StrippedType>(type($bounds), \"!acc.data_bounds_ty\") `)` `->` type($result)",
      ods_traits = ["NoMemoryEffect"]} {
    %0 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %1 = irdl.is index {summary = "index"}
    irdl.operands(bounds: %0)
    irdl.results(result: %1)
  }
  irdl.operation @get_upperbound attributes {
      summary = "Extract upperbound from OpenACC data bounds.",
      description = "This operation extracts the upperbound value from an `acc.bounds` value.\nIf the data bounds does not have an upperbound specified, this operation\nuses the extent to compute it.\n\nExample:\n```mlir\n%ub = acc.get_upperbound %bounds : (!acc.data_bounds_ty) -> index\n```",
      assembly_format = "$bounds attr-dict `:` `(` custom<StrippedType>(type($bounds), \"!acc.data_bounds_ty\") `)` `->` type($result)",
      ods_traits = ["NoMemoryEffect"]} {
    %0 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %1 = irdl.is index {summary = "index"}
    irdl.operands(bounds: %0)
    irdl.results(result: %1)
  }
  irdl.operation @getdeviceptr attributes {
      summary = "Gets device address if variable exists on device.",
      description = "This operation is used to get the `accPtr` for a variable. This is often\n  used in conjunction with data exit operations when the data entry\n  operation is not visible. This operation can have a `dataClause` argument\n  that is any of the valid `mlir::acc::DataClause` entries.\n  \\\n\nDescription of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_getdeviceptr>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @global_ctor attributes {
      summary = "Used to hold construction operations associated with globals such as declare",
      description = "The \"acc.global_ctor\" operation is used to capture OpenACC actions to apply\non globals (such as `acc declare`) at the entry to the implicit data region.\nThis operation is isolated and intended to be used in a module.\n\nExample showing `declare create` of global:\n\n```mlir\nllvm.mlir.global external @globalvar() : i32 {\n  %0 = llvm.mlir.constant(0 : i32) : i32\n  llvm.return %0 : i32\n}\nacc.global_ctor @acc_constructor {\n  %0 = llvm.mlir.addressof @globalvar : !llvm.ptr\n  %1 = acc.create varPtr(%0 : !llvm.ptr) -> !llvm.ptr\n  acc.declare_enter dataOperands(%1 : !llvm.ptr)\n}\n```",
      assembly_format = "custom<SymbolName>($sym_name) $region attr-dict-with-keyword",
      traits = ["IsolatedFromAbove", "Symbol"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0}
    irdl.regions(region: %1)
  }
  irdl.operation @global_dtor attributes {
      summary = "Used to hold destruction operations associated with globals such as declare",
      description = "The \"acc.global_dtor\" operation is used to capture OpenACC actions to apply\non globals (such as `acc declare`) at the exit from the implicit data\nregion. This operation is isolated and intended to be used in a module.\n\nExample showing delete associated with `declare create` of global:\n\n```mlir\nllvm.mlir.global external @globalvar() : i32 {\n  %0 = llvm.mlir.constant(0 : i32) : i32\n  llvm.return %0 : i32\n}\nacc.global_dtor @acc_destructor {\n  %0 = llvm.mlir.addressof @globalvar : !llvm.ptr\n  %1 = acc.getdeviceptr varPtr(%0 : !llvm.ptr) -> !llvm.ptr {dataClause = #acc<data_clause create>}\n  acc.declare_exit dataOperands(%1 : !llvm.ptr)\n  acc.delete accPtr(%1 : !llvm.ptr) {dataClause = #acc<data_clause create>}\n}\n```",
      assembly_format = "custom<SymbolName>($sym_name) $region attr-dict-with-keyword",
      traits = ["IsolatedFromAbove", "Symbol"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0}
    irdl.regions(region: %1)
  }
  irdl.operation @host_data attributes {
      summary = "host_data construct",
      description = "The \"acc.host_data\" operation represents the OpenACC host_data construct.\n\nExample:\n\n```mlir\n%0 = acc.use_device varPtr(%a : !llvm.ptr) -> !llvm.ptr\nacc.host_data dataOperands(%0 : !llvm.ptr) {\n\n}\n```",
      assembly_format = "oilist( `if` `(` $ifCond `)` | `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)` ) $region attr-dict-with-keyword",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["RegionBranchOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "AccHostData",
      optional_attributes = ["ifPresent"],
      independent_variadics = ["ifCond", "dataClauseOperands"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(ifCond: optional %0, dataClauseOperands: variadic %1)
    irdl.attributes {"ifPresent" = %2}
    irdl.regions(region: %3)
  }
  irdl.operation @init attributes {
      summary = "init operation",
      description = "The \"acc.init\" operation represents the OpenACC init executable\ndirective.\n\nExample:\n\n```mlir\nacc.init\nacc.init device_num(%dev1 : i32)\n```",
      assembly_format = "oilist(`device_num` `(` $deviceNum `:` type($deviceNum) `)` | `if` `(` $ifCond `)` ) attr-dict-with-keyword",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "AccInit",
      optional_attributes = ["device_types"],
      independent_variadics = ["deviceNum", "ifCond"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "Device type attributes"}
    %1 = irdl.base "!builtin.integer"
    %2 = irdl.is index
    %3 = irdl.any_of(%1, %2) {summary = "integer or index"}
    %4 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(deviceNum: optional %3, ifCond: optional %4)
    irdl.attributes {"device_types" = %0}
  }
  irdl.operation @kernel_environment attributes {
      summary = "Decomposition of compute constructs to capture data mapping and asynchronous behavior information",
      description = "The `acc.kernel_environment` operation represents a decomposition of\nany OpenACC compute construct (acc.kernels, acc.parallel, or\nacc.serial) that captures data mapping and asynchronous behavior:\n- data clause operands\n- async clause operands\n- wait clause operands\n\nThis allows kernel execution parallelism and privatization to be\nhandled separately, facilitating eventual lowering to GPU dialect where\nkernel launching and compute offloading are handled separately.",
      ods_assembly_format = "\n    oilist(\n        `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `wait` `` custom<WaitClause>($waitOperands, type($waitOperands),\n          $waitOperandsDeviceType, $waitOperandsSegments, $hasWaitDevnum,\n          $waitOnly)\n    )\n    $region attr-dict\n  ",
      traits = ["AttrSizedOperandSegments", "RecursiveMemoryEffects", "SingleBlock", "NoTerminator"],
      ods_traits = ["RegionBranchOpInterface", "MemoryEffectOpInterface"],
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "waitOperandsSegments", "waitOperandsDeviceType", "hasWaitDevnum", "waitOnly"],
      independent_variadics = ["dataClauseOperands", "asyncOperands", "waitOperands"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.base "!builtin.integer"
    %2 = irdl.is index
    %3 = irdl.any_of(%1, %2) {summary = "integer or index"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %6 = irdl.base "!builtin.integer"
    %7 = irdl.is index
    %8 = irdl.any_of(%6, %7) {summary = "integer or index"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::BoolAttr>(attr))); }))" {summary = "1-bit boolean array attribute"}
    %12 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %13 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(dataClauseOperands: variadic %0, asyncOperands: variadic %3, waitOperands: variadic %8)
    irdl.attributes {"asyncOperandsDeviceType" = %4, "asyncOnly" = %5, "waitOperandsSegments" = %9, "waitOperandsDeviceType" = %10, "hasWaitDevnum" = %11, "waitOnly" = %12}
    irdl.regions(region: %13)
  }
  irdl.operation @kernels attributes {
      summary = "kernels construct",
      description = "The \"acc.kernels\" operation represents a kernels construct block. It has\none region to be compiled into a sequence of kernels for execution on the\ncurrent device.\n\nExample:\n\n```mlir\nacc.kernels num_gangs(%c10) num_workers(%c10)\n    private(%c : memref<10xf32>) {\n  // kernels region\n}\n```\n\n`collapse`, `gang`, `worker`, `vector`, `seq`, `independent`, `auto` and\n`tile` operands are supported with `device_type` information. They should\nonly be accessed by the extra provided getters. If modified, the\ncorresponding `device_type` attributes must be modified as well.",
      ods_assembly_format = "\n    ( `combined` `(` `loop` `)` $combined^)?\n    oilist(\n        `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `firstprivate` `(` $firstprivateOperands `:` type($firstprivateOperands) `)`\n      | `num_gangs` `(` custom<NumGangs>($numGangs,\n            type($numGangs), $numGangsDeviceType, $numGangsSegments) `)`\n      | `num_workers` `(` custom<DeviceTypeOperands>($numWorkers,\n            type($numWorkers), $numWorkersDeviceType) `)`\n      | `private` `(` $privateOperands `:` type($privateOperands) `)`\n      | `vector_length` `(` custom<DeviceTypeOperands>($vectorLength,\n            type($vectorLength), $vectorLengthDeviceType) `)`\n      | `wait` `` custom<WaitClause>($waitOperands, type($waitOperands),\n          $waitOperandsDeviceType, $waitOperandsSegments, $hasWaitDevnum,\n          $waitOnly)\n      | `self` `(` $selfCond `)`\n      | `if` `(` $ifCond `)`\n      | `reduction` `(` $reductionOperands `:` type($reductionOperands) `)`\n    )\n    $region attr-dict-with-keyword\n  ",
      traits = ["AttrSizedOperandSegments", "AutomaticAllocationScope", "RecursiveMemoryEffects"],
      ods_traits = ["ComputeRegionOpInterface", "RegionBranchOpInterface", "OffloadRegionOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "AccKernels",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "waitOperandsSegments", "waitOperandsDeviceType", "hasWaitDevnum", "waitOnly", "numGangsSegments", "numGangsDeviceType", "numWorkersDeviceType", "vectorLengthDeviceType", "selfAttr", "defaultAttr", "combined"],
      independent_variadics = ["asyncOperands", "waitOperands", "numGangs", "numWorkers", "vectorLength", "ifCond", "selfCond", "reductionOperands", "privateOperands", "firstprivateOperands", "dataClauseOperands"]} {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1) {summary = "integer or index"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %5 = irdl.base "!builtin.integer"
    %6 = irdl.is index
    %7 = irdl.any_of(%5, %6) {summary = "integer or index"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::BoolAttr>(attr))); }))" {summary = "1-bit boolean array attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %12 = irdl.base "!builtin.integer"
    %13 = irdl.is index
    %14 = irdl.any_of(%12, %13) {summary = "integer or index"}
    %15 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %16 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %17 = irdl.base "!builtin.integer"
    %18 = irdl.is index
    %19 = irdl.any_of(%17, %18) {summary = "integer or index"}
    %20 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %21 = irdl.base "!builtin.integer"
    %22 = irdl.is index
    %23 = irdl.any_of(%21, %22) {summary = "integer or index"}
    %24 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %25 = irdl.is i1 {summary = "1-bit signless integer"}
    %26 = irdl.is i1 {summary = "1-bit signless integer"}
    %27 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %28 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %29 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %30 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %31 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %32 = irdl.base @acc::@defaultvalue {summary = "DefaultValue Clause"}
    %33 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %34 = irdl.region {summary = "any region"}
    irdl.operands(asyncOperands: variadic %2, waitOperands: variadic %7, numGangs: variadic %14, numWorkers: variadic %19, vectorLength: variadic %23, ifCond: optional %25, selfCond: optional %26, reductionOperands: variadic %28, privateOperands: variadic %29, firstprivateOperands: variadic %30, dataClauseOperands: variadic %31)
    irdl.attributes {"asyncOperandsDeviceType" = %3, "asyncOnly" = %4, "waitOperandsSegments" = %8, "waitOperandsDeviceType" = %9, "hasWaitDevnum" = %10, "waitOnly" = %11, "numGangsSegments" = %15, "numGangsDeviceType" = %16, "numWorkersDeviceType" = %20, "vectorLengthDeviceType" = %24, "selfAttr" = %27, "defaultAttr" = %32, "combined" = %33}
    irdl.regions(region: %34)
  }
  irdl.operation @loop attributes {
      summary = "loop construct",
      description = "The `acc.loop` operation represents the OpenACC loop construct and when\nbounds are included, the associated source language loop iterators. The\nlower and upper bounds specify a half-open range: the range includes the\nlower bound but does not include the upper bound. If the `inclusive`\nattribute is set then the upper bound is included.\n\nIn cases where the OpenACC loop directive needs to capture multiple\nsource language loops, such as in the case of `collapse` or `tile`,\nthe multiple induction arguments are used to capture each case. Having\nsuch a representation makes sure no intermediate transformation such\nas Loop Invariant Code Motion breaks the property requested by the\nclause on the loop constructs.\n\nEach `acc.loop` holds private and reduction operands which are the\nssa values from the corresponding `acc.private` or `acc.reduction`\noperations. Additionally, firstprivate operands are supported to\nrepresent cases where privatization is needed with initialization\nfrom an original value. While the OpenACC specification does not\nexplicitly support firstprivate on loop constructs, this extension\nenables representing privatization scenarios that arise from an\noptimization and codegen pipeline operating on acc dialect.\n\nThe operation supports capturing information that it comes combined\nconstructs (e.g., `parallel loop`, `kernels loop`, `serial loop`)\nthrough the `combined` attribute despite requiring the `acc.loop`\nto be decomposed from the compute operation representing compute\nconstruct.\n\nExample:\n\n```mlir\nacc.loop gang() vector() (%arg3 : index, %arg4 : index, %arg5 : index) =\n    (%c0, %c0, %c0 : index, index, index) to \n    (%c10, %c10, %c10 : index, index, index) step \n    (%c1, %c1, %c1 : index, index, index) {\n  // Loop body\n  acc.yield\n} attributes { collapse = [3] }\n```\n\n`collapse`, `gang`, `worker`, `vector`, `seq`, `independent`, `auto`,\n`cache`, and `tile` operands are supported with `device_type`\ninformation. These clauses should only be accessed through the provided\ndevice-type-aware getter methods. When modifying these operands, the\ncorresponding `device_type` attributes must be updated to maintain\nconsistency between operands and their target device types.\n\nThe `unstructured` attribute indicates that the loops inside the OpenACC\nconstruct contain early exits and cannot be lowered to structured MLIR\noperations. When this flag is set, the acc.loop should have no induction\nvariables and the loop must be implemented via explicit control flow\ninside its body.",
      cpp_assembly_format = "AccLoop",
      traits = ["AttrSizedOperandSegments", "AutomaticAllocationScope", "RecursiveMemoryEffects"],
      ods_traits = ["ComputeRegionOpInterface", "LoopLikeOpInterface", "RegionBranchOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "AccLoop",
      optional_attributes = ["inclusiveUpperbound", "collapse", "collapseDeviceType", "gangOperandsArgType", "gangOperandsSegments", "gangOperandsDeviceType", "workerNumOperandsDeviceType", "vectorOperandsDeviceType", "seq", "independent", "auto_", "gang", "worker", "vector", "tileOperandsSegments", "tileOperandsDeviceType", "combined", "unstructured"],
      independent_variadics = ["lowerbound", "upperbound", "step", "gangOperands", "workerNumOperands", "vectorOperands", "tileOperands", "cacheOperands", "privateOperands", "firstprivateOperands", "reductionOperands", "results"]} {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1) {summary = "integer or index"}
    %3 = irdl.base "!builtin.integer"
    %4 = irdl.is index
    %5 = irdl.any_of(%3, %4) {summary = "integer or index"}
    %6 = irdl.base "!builtin.integer"
    %7 = irdl.is index
    %8 = irdl.any_of(%6, %7) {summary = "integer or index"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::DenseBoolArrayAttr>($_self))" {summary = "i1 dense array attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %12 = irdl.base "!builtin.integer"
    %13 = irdl.is index
    %14 = irdl.any_of(%12, %13) {summary = "integer or index"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::GangArgTypeAttr>(attr))); }))" {summary = "gang arg type array attribute"}
    %16 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %17 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %18 = irdl.base "!builtin.integer"
    %19 = irdl.is index
    %20 = irdl.any_of(%18, %19) {summary = "integer or index"}
    %21 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %22 = irdl.base "!builtin.integer"
    %23 = irdl.is index
    %24 = irdl.any_of(%22, %23) {summary = "integer or index"}
    %25 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %26 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %27 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %28 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %29 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %30 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %31 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %32 = irdl.base "!builtin.integer"
    %33 = irdl.is index
    %34 = irdl.any_of(%32, %33) {summary = "integer or index"}
    %35 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %36 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %37 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %38 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %39 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %40 = irdl.any {summary = "any type"}
    %41 = irdl.base @acc::@combined_constructs {summary = "Differentiate between combined constructs"}
    %42 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %43 = irdl.any {summary = "any type"}
    %44 = irdl.region {summary = "any region"}
    irdl.operands(lowerbound: variadic %2, upperbound: variadic %5, step: variadic %8, gangOperands: variadic %14, workerNumOperands: variadic %20, vectorOperands: variadic %24, tileOperands: variadic %34, cacheOperands: variadic %37, privateOperands: variadic %38, firstprivateOperands: variadic %39, reductionOperands: variadic %40)
    irdl.results(results: variadic %43)
    irdl.attributes {"inclusiveUpperbound" = %9, "collapse" = %10, "collapseDeviceType" = %11, "gangOperandsArgType" = %15, "gangOperandsSegments" = %16, "gangOperandsDeviceType" = %17, "workerNumOperandsDeviceType" = %21, "vectorOperandsDeviceType" = %25, "seq" = %26, "independent" = %27, "auto_" = %28, "gang" = %29, "worker" = %30, "vector" = %31, "tileOperandsSegments" = %35, "tileOperandsDeviceType" = %36, "combined" = %41, "unstructured" = %42}
    irdl.regions(region: %44)
  }
  irdl.operation @nocreate attributes {
      summary = "Represents acc no_create semantics.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccNoCreate",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_no_create>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @parallel attributes {
      summary = "parallel construct",
      description = "The \"acc.parallel\" operation represents a parallel construct block. It has\none region to be executed in parallel on the current device.\n\nExample:\n\n```mlir\nacc.parallel num_gangs(%c10) num_workers(%c10)\n    private(%c : memref<10xf32>) {\n  // parallel region\n}\n```\n\n`async`, `wait`, `num_gangs`, `num_workers` and `vector_length` operands are\nsupported with `device_type` information. They should only be accessed by\nthe extra provided getters. If modified, the corresponding `device_type`\nattributes must be modified as well.",
      ods_assembly_format = "\n    ( `combined` `(` `loop` `)` $combined^)?\n    oilist(\n        `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `firstprivate` `(` $firstprivateOperands `:` type($firstprivateOperands) `)`\n      | `num_gangs` `(` custom<NumGangs>($numGangs,\n            type($numGangs), $numGangsDeviceType, $numGangsSegments) `)`\n      | `num_workers` `(` custom<DeviceTypeOperands>($numWorkers,\n            type($numWorkers), $numWorkersDeviceType) `)`\n      | `private` `(` $privateOperands `:` type($privateOperands) `)`\n      | `vector_length` `(` custom<DeviceTypeOperands>($vectorLength,\n            type($vectorLength), $vectorLengthDeviceType) `)`\n      | `wait` `` custom<WaitClause>($waitOperands, type($waitOperands),\n          $waitOperandsDeviceType, $waitOperandsSegments, $hasWaitDevnum,\n          $waitOnly)\n      | `self` `(` $selfCond `)`\n      | `if` `(` $ifCond `)`\n      | `reduction` `(` $reductionOperands `:` type($reductionOperands) `)`\n    )\n    $region attr-dict-with-keyword\n  ",
      traits = ["AttrSizedOperandSegments", "AutomaticAllocationScope", "RecursiveMemoryEffects"],
      ods_traits = ["ComputeRegionOpInterface", "RegionBranchOpInterface", "OffloadRegionOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "AccParallel",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "waitOperandsSegments", "waitOperandsDeviceType", "hasWaitDevnum", "waitOnly", "numGangsSegments", "numGangsDeviceType", "numWorkersDeviceType", "vectorLengthDeviceType", "selfAttr", "defaultAttr", "combined"],
      independent_variadics = ["asyncOperands", "waitOperands", "numGangs", "numWorkers", "vectorLength", "ifCond", "selfCond", "reductionOperands", "privateOperands", "firstprivateOperands", "dataClauseOperands"]} {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1) {summary = "integer or index"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %5 = irdl.base "!builtin.integer"
    %6 = irdl.is index
    %7 = irdl.any_of(%5, %6) {summary = "integer or index"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::BoolAttr>(attr))); }))" {summary = "1-bit boolean array attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %12 = irdl.base "!builtin.integer"
    %13 = irdl.is index
    %14 = irdl.any_of(%12, %13) {summary = "integer or index"}
    %15 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %16 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %17 = irdl.base "!builtin.integer"
    %18 = irdl.is index
    %19 = irdl.any_of(%17, %18) {summary = "integer or index"}
    %20 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %21 = irdl.base "!builtin.integer"
    %22 = irdl.is index
    %23 = irdl.any_of(%21, %22) {summary = "integer or index"}
    %24 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %25 = irdl.is i1 {summary = "1-bit signless integer"}
    %26 = irdl.is i1 {summary = "1-bit signless integer"}
    %27 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %28 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %29 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %30 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %31 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %32 = irdl.base @acc::@defaultvalue {summary = "DefaultValue Clause"}
    %33 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %34 = irdl.region {summary = "any region"}
    irdl.operands(asyncOperands: variadic %2, waitOperands: variadic %7, numGangs: variadic %14, numWorkers: variadic %19, vectorLength: variadic %23, ifCond: optional %25, selfCond: optional %26, reductionOperands: variadic %28, privateOperands: variadic %29, firstprivateOperands: variadic %30, dataClauseOperands: variadic %31)
    irdl.attributes {"asyncOperandsDeviceType" = %3, "asyncOnly" = %4, "waitOperandsSegments" = %8, "waitOperandsDeviceType" = %9, "hasWaitDevnum" = %10, "waitOnly" = %11, "numGangsSegments" = %15, "numGangsDeviceType" = %16, "numWorkersDeviceType" = %20, "vectorLengthDeviceType" = %24, "selfAttr" = %27, "defaultAttr" = %32, "combined" = %33}
    irdl.regions(region: %34)
  }
  irdl.operation @present attributes {
      summary = "Specifies that the variable is already present on device.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccPresent",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_present>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @private attributes {
      summary = "Represents private semantics for acc private clause.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccPrivate",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_private>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @private.recipe attributes {
      summary = "privatization recipe",
      description = "Declares an OpenACC privatization recipe. The operation requires one\nmandatory and one optional region.\n\n  1. The initializer region specifies how to allocate and initialize a new\n     private value. For example in Fortran, a derived-type might have a\n     default initialization. The region has an argument that contains the\n     original value that needs to be privatized, followed by bounds arguments\n     (if any) in order from innermost to outermost dimension. The region\n     must yield the privatized copy.\n  2. The destroy region specifies how to destruct the value when it reaches\n     its end of life. It takes the original value, the privatized value, and\n     bounds arguments (if any) in the same order as the init region.\n\nA single privatization recipe can be used for multiple operand if they have\nthe same type and do not require a specific default initialization.\n\nExample:\n\n```mlir\nacc.private.recipe @privatization_memref : memref<10x20xf32> init {\n^bb0(%original: memref<10x20xf32>):\n  // init region contains a sequence of operations to create and\n  // initialize the copy. It yields the privatized copy.\n  %alloca = memref.alloca() : memref<10x20xf32>\n  acc.yield %alloca : memref<10x20xf32>\n} destroy {\n^bb0(%original: memref<10x20xf32>, %privatized: memref<10x20xf32>):\n  // destroy region is empty since alloca is automatically cleaned up\n  acc.terminator\n}\n\n// Example with bounds for array slicing:\nacc.private.recipe @privatization_slice : memref<10x20xf32> init {\n^bb0(%original: memref<10x20xf32>, %bounds_inner: !acc.data_bounds_ty, %bounds_outer: !acc.data_bounds_ty):\n  // Extract bounds and create appropriately sized allocation\n  %extent_inner = acc.get_extent %bounds_inner : (!acc.data_bounds_ty) -> index\n  %extent_outer = acc.get_extent %bounds_outer : (!acc.data_bounds_ty) -> index\n  %slice_alloc = memref.alloca(%extent_outer, %extent_inner) : memref<?x?xf32>\n  // ... base pointer adjustment logic ...\n  acc.yield %result : memref<10x20xf32>\n} destroy {\n^bb0(%original: memref<10x20xf32>, %privatized: memref<10x20xf32>, %bounds_inner: !acc.data_bounds_ty, %bounds_outer: !acc.data_bounds_ty):\n  // Cleanup is automatic for alloca-based allocations\n  acc.terminator\n}\n\n// The privatization symbol is then used in the corresponding operation.\nacc.parallel private(@privatization_memref -> %a : memref<10x20xf32>) {\n}\n```",
      assembly_format = "custom<SymbolName>($sym_name) `:` $type attr-dict-with-keyword `init` $initRegion (`destroy` $destroyRegion^)?",
      traits = ["IsolatedFromAbove", "Symbol", "AutomaticAllocationScope"],
      ods_traits = ["RecipeInterface"],
      cpp_verifier = "AccPrivateRecipe"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.region {summary = "any region"}
    %3 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "type" = %1}
    irdl.regions(initRegion: %2, destroyRegion: %3)
  }
  irdl.operation @reduction attributes {
      summary = "Represents reduction semantics for acc reduction clause.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccReduction",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_reduction>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @reduction.recipe attributes {
      summary = "reduction recipe",
      description = "Declares an OpenACC reduction recipe. The operation requires two\nmandatory regions and one optional region.\n\n  1. The initializer region specifies how to initialize the local reduction\n     value. The region has a first argument that contains the original value\n     that needs to be reduced, followed by bounds arguments (if any) in order\n     from innermost to outermost dimension. It is expected to `acc.yield` the\n     initialized reduction value.\n  2. The combiner region contains a sequence of operations to combine two\n     values of the reduction type into one. It has the first reduction value,\n     the second reduction value, followed by bounds arguments (if any) in the\n     same order. It is expected to `acc.yield` the combined value.\n  3. The optional destroy region specifies how to destruct the value when it\n     reaches its end of life. It takes the original value, the reduction value,\n     and bounds arguments (if any) in the same order.\n\nExample:\n\n```mlir\nacc.reduction.recipe @reduction_add_memref : memref<10x20xf32> reduction_operator<add> init {\n^bb0(%original: memref<10x20xf32>):\n  // init region contains a sequence of operations to initialize the local\n  // reduction value as specified in 2.5.15\n  %alloca = memref.alloca() : memref<10x20xf32>\n  %cst = arith.constant 0.0 : f32\n  linalg.fill ins(%cst : f32) outs(%alloca : memref<10x20xf32>)\n  acc.yield %alloca : memref<10x20xf32>\n} combiner {\n^bb0(%lhs: memref<10x20xf32>, %rhs: memref<10x20xf32>):\n  // combiner region contains a sequence of operations to combine\n  // two values into one.\n  linalg.add ins(%lhs, %rhs : memref<10x20xf32>, memref<10x20xf32>)\n             outs(%lhs : memref<10x20xf32>)\n  acc.yield %lhs : memref<10x20xf32>\n} destroy {\n^bb0(%original: memref<10x20xf32>, %reduction: memref<10x20xf32>):\n  // destroy region is empty since alloca is automatically cleaned up\n  acc.terminator\n}\n\n// Example with bounds for array slicing:\nacc.reduction.recipe @reduction_add_slice : memref<10x20xf32> reduction_operator<add> init {\n^bb0(%original: memref<10x20xf32>, %bounds_inner: !acc.data_bounds_ty, %bounds_outer: !acc.data_bounds_ty):\n  // Extract bounds and create appropriately sized allocation\n  %extent_inner = acc.get_extent %bounds_inner : (!acc.data_bounds_ty) -> index\n  %extent_outer = acc.get_extent %bounds_outer : (!acc.data_bounds_ty) -> index\n  %slice_alloc = memref.alloca(%extent_outer, %extent_inner) : memref<?x?xf32>\n  %cst = arith.constant 0.0 : f32\n  linalg.fill ins(%cst : f32) outs(%slice_alloc : memref<?x?xf32>)\n  // ... base pointer adjustment logic ...\n  acc.yield %result : memref<10x20xf32>\n} combiner {\n^bb0(%lhs: memref<10x20xf32>, %rhs: memref<10x20xf32>, %bounds_inner: !acc.data_bounds_ty, %bounds_outer: !acc.data_bounds_ty):\n  // Extract bounds to operate only on the slice portion\n  %lb_inner = acc.get_lowerbound %bounds_inner : (!acc.data_bounds_ty) -> index\n  %lb_outer = acc.get_lowerbound %bounds_outer : (!acc.data_bounds_ty) -> index\n  %extent_inner = acc.get_extent %bounds_inner : (!acc.data_bounds_ty) -> index\n  %extent_outer = acc.get_extent %bounds_outer : (!acc.data_bounds_ty) -> index\n\n  // Create subviews to access only the slice portions\n  %lhs_slice = memref.subview %lhs[%lb_outer, %lb_inner][%extent_outer, %extent_inner][1, 1]\n    : memref<10x20xf32> to memref<?x?xf32, strided<[20, 1], offset: ?>>\n  %rhs_slice = memref.subview %rhs[%lb_outer, %lb_inner][%extent_outer, %extent_inner][1, 1]\n    : memref<10x20xf32> to memref<?x?xf32, strided<[20, 1], offset: ?>>\n\n  // Combine only the slice portions\n  linalg.add ins(%lhs_slice, %rhs_slice : memref<?x?xf32, strided<[20, 1], offset: ?>>, memref<?x?xf32, strided<[20, 1], offset: ?>>)\n             outs(%lhs_slice : memref<?x?xf32, strided<[20, 1], offset: ?>>)\n  acc.yield %lhs : memref<10x20xf32>\n}\n\n// The reduction symbol is then used in the corresponding operation.\nacc.parallel reduction(@reduction_add_memref -> %a : memref<10x20xf32>) {\n}\n```\n\nThe following table lists the valid operators and the initialization values\naccording to OpenACC 3.3:\n\n|------------------------------------------------|\n|        C/C++          |        Fortran         |\n|-----------------------|------------------------|\n| operator | init value | operator | init value  |\n|     +    |      0     |     +    |      0      |\n|     *    |      1     |     *    |      1      |\n|    max   |    least   |    max   |    least    |\n|    min   |   largest  |    min   |   largest   |\n|     &    |     ~0     |   iand   | all bits on |\n|     |    |      0     |    ior   |      0      |\n|     ^    |      0     |   ieor   |      0      |\n|    &&    |      1     |   .and.  |    .true.   |\n|    ||    |      0     |    .or.  |   .false.   |\n|          |            |   .eqv.  |    .true.   |\n|          |            |  .neqv.  |   .false.   |\n-------------------------------------------------|",
      assembly_format = "custom<SymbolName>($sym_name) `:` $type attr-dict-with-keyword `reduction_operator` $reductionOperator `init` $initRegion `combiner` $combinerRegion (`destroy` $destroyRegion^)?",
      traits = ["IsolatedFromAbove", "Symbol", "AutomaticAllocationScope"],
      ods_traits = ["RecipeInterface"],
      cpp_verifier = "AccReductionRecipe"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.base @acc::@reduction_operator {summary = "built-in reduction operations supported by OpenACC"}
    %3 = irdl.region {summary = "any region"}
    %4 = irdl.region {summary = "any region"}
    %5 = irdl.region {summary = "any region"}
    irdl.attributes {"sym_name" = %0, "type" = %1, "reductionOperator" = %2}
    irdl.regions(initRegion: %3, combinerRegion: %4, destroyRegion: %5)
  }
  irdl.operation @routine attributes {
      summary = "acc routine operation",
      description = "The `acc.routine` operation is used to capture the clauses of acc\nroutine directive, including the associated function name. The associated\nfunction keeps track of its corresponding routine declaration through\nthe `RoutineInfoAttr`.\n\nExample:\n\n```mlir\nfunc.func @acc_func(%a : i64) -> () attributes \n    {acc.routine_info = #acc.routine_info<[@acc_func_rout1]>} {\n  return\n}\nacc.routine @acc_func_rout1 func(@acc_func) gang\n```\n\n`bind`, `gang`, `worker`, `vector` and `seq` operands are supported with\n`device_type` information. They should only be accessed by the extra\nprovided getters. If modified, the corresponding `device_type` attributes\nmust be modified as well.",
      ods_assembly_format = "\n    custom<SymbolName>($sym_name) `func` `(` $func_name `)`\n    oilist (\n        `bind` `(` custom<BindName>($bindIdName, $bindStrName ,$bindIdNameDeviceType, $bindStrNameDeviceType) `)`\n      | `gang` `` custom<RoutineGangClause>($gang, $gangDim, $gangDimDeviceType)\n      | `worker` custom<DeviceTypeArrayAttr>($worker)\n      | `vector` custom<DeviceTypeArrayAttr>($vector)\n      | `seq` custom<DeviceTypeArrayAttr>($seq)\n      | `nohost` $nohost\n      | `implicit` $implicit\n    ) attr-dict-with-keyword\n  ",
      traits = ["IsolatedFromAbove"],
      cpp_verifier = "AccRoutine",
      optional_attributes = ["bindIdName", "bindStrName", "bindIdNameDeviceType", "bindStrNameDeviceType", "worker", "vector", "seq", "nohost", "implicit", "gang", "gangDim", "gangDimDeviceType"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::SymbolRefAttr>(attr))); }))" {summary = "symbol ref array attribute"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %6 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %10 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %12 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::IntegerAttr>(attr))) && ((::llvm::cast<::mlir::IntegerAttr>(attr).getType().isSignlessInteger(64)))); }))" {summary = "64-bit integer array attribute"}
    %13 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    irdl.attributes {"sym_name" = %0, "func_name" = %1, "bindIdName" = %2, "bindStrName" = %3, "bindIdNameDeviceType" = %4, "bindStrNameDeviceType" = %5, "worker" = %6, "vector" = %7, "seq" = %8, "nohost" = %9, "implicit" = %10, "gang" = %11, "gangDim" = %12, "gangDimDeviceType" = %13}
  }
  irdl.operation @serial attributes {
      summary = "serial construct",
      description = "The \"acc.serial\" operation represents a serial construct block. It has\none region to be executed in serial on the current device.\n\nExample:\n\n```mlir\nacc.serial private(%c : memref<10xf32>) {\n  // serial region\n}\n```\n\n`async` and `wait` operands are supported with `device_type` information.\nThey should only be accessed by the extra provided getters. If modified,\nthe corresponding `device_type` attributes must be modified as well.",
      ods_assembly_format = "\n    ( `combined` `(` `loop` `)` $combined^)?\n    oilist(\n        `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `firstprivate` `(` $firstprivateOperands `:` type($firstprivateOperands) `)`\n      | `private` `(` $privateOperands `:` type($privateOperands) `)`\n      | `wait` `` custom<WaitClause>($waitOperands, type($waitOperands),\n          $waitOperandsDeviceType, $waitOperandsSegments, $hasWaitDevnum,\n          $waitOnly)\n      | `self` `(` $selfCond `)`\n      | `if` `(` $ifCond `)`\n      | `reduction` `(` $reductionOperands `:` type($reductionOperands) `)`\n    )\n    $region attr-dict-with-keyword\n  ",
      traits = ["AttrSizedOperandSegments", "AutomaticAllocationScope", "RecursiveMemoryEffects"],
      ods_traits = ["ComputeRegionOpInterface", "RegionBranchOpInterface", "OffloadRegionOpInterface", "MemoryEffectOpInterface"],
      cpp_verifier = "AccSerial",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "waitOperandsSegments", "waitOperandsDeviceType", "hasWaitDevnum", "waitOnly", "selfAttr", "defaultAttr", "combined"],
      independent_variadics = ["asyncOperands", "waitOperands", "ifCond", "selfCond", "reductionOperands", "privateOperands", "firstprivateOperands", "dataClauseOperands"]} {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1) {summary = "integer or index"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %5 = irdl.base "!builtin.integer"
    %6 = irdl.is index
    %7 = irdl.any_of(%5, %6) {summary = "integer or index"}
    %8 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %9 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::BoolAttr>(attr))); }))" {summary = "1-bit boolean array attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %12 = irdl.is i1 {summary = "1-bit signless integer"}
    %13 = irdl.is i1 {summary = "1-bit signless integer"}
    %14 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %16 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %17 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %18 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %19 = irdl.base @acc::@defaultvalue {summary = "DefaultValue Clause"}
    %20 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %21 = irdl.region {summary = "any region"}
    irdl.operands(asyncOperands: variadic %2, waitOperands: variadic %7, ifCond: optional %12, selfCond: optional %13, reductionOperands: variadic %15, privateOperands: variadic %16, firstprivateOperands: variadic %17, dataClauseOperands: variadic %18)
    irdl.attributes {"asyncOperandsDeviceType" = %3, "asyncOnly" = %4, "waitOperandsSegments" = %8, "waitOperandsDeviceType" = %9, "hasWaitDevnum" = %10, "waitOnly" = %11, "selfAttr" = %14, "defaultAttr" = %19, "combined" = %20}
    irdl.regions(region: %21)
  }
  irdl.operation @set attributes {
      summary = "set operation",
      description = "The \"acc.set\" operation represents the OpenACC set directive.\n\nExample:\n\n```mlir\nacc.set device_num(%dev1 : i32)\n```",
      assembly_format = "oilist(`default_async` `(` $defaultAsync `:` type($defaultAsync) `)` | `device_num` `(` $deviceNum `:` type($deviceNum) `)` | `if` `(` $ifCond `)` ) attr-dict-with-keyword",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccSet",
      optional_attributes = ["device_type"],
      independent_variadics = ["defaultAsync", "deviceNum", "ifCond"]} {
    %0 = irdl.base @acc::@device_type {summary = "built-in device type supported by OpenACC"}
    %1 = irdl.base "!builtin.integer"
    %2 = irdl.is index
    %3 = irdl.any_of(%1, %2) {summary = "integer or index"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(defaultAsync: optional %3, deviceNum: optional %6, ifCond: optional %7)
    irdl.attributes {"device_type" = %0}
  }
  irdl.operation @shutdown attributes {
      summary = "shutdown operation",
      description = "The \"acc.shutdown\" operation represents the OpenACC shutdown executable\ndirective.\n\nExample:\n\n```mlir\nacc.shutdown\nacc.shutdown device_num(%dev1 : i32)\n```",
      assembly_format = "oilist(`device_num` `(` $deviceNum `:` type($deviceNum) `)` |`if` `(` $ifCond `)` ) attr-dict-with-keyword",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "AccShutdown",
      optional_attributes = ["device_types"],
      independent_variadics = ["deviceNum", "ifCond"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "Device type attributes"}
    %1 = irdl.base "!builtin.integer"
    %2 = irdl.is index
    %3 = irdl.any_of(%1, %2) {summary = "integer or index"}
    %4 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(deviceNum: optional %3, ifCond: optional %4)
    irdl.attributes {"device_types" = %0}
  }
  irdl.operation @terminator attributes {
      summary = "Generic terminator for OpenACC regions",
      description = "A terminator operation for regions that appear in the body of OpenACC\noperation. Generic OpenACC construct regions are not expected to return any\nvalue so the terminator takes no operands. The terminator op returns control\nto the enclosing op.",
      assembly_format = "attr-dict",
      traits = ["Pure", "Terminator"],
      ods_traits = ["RegionBranchTerminatorOpInterface"]} {
  }
  irdl.operation @update attributes {
      summary = "update operation",
      description = "The `acc.update` operation represents the OpenACC update executable\ndirective.\nAs host and self clauses are synonyms, any operands for host and self are\nadd to $hostOperands.\n\nExample:\n\n```mlir\nacc.update device(%d1 : memref<10xf32>) attributes {async}\n```\n\n`async` and `wait` operands are supported with `device_type` information.\nThey should only be accessed by the extra provided getters. If modified,\nthe corresponding `device_type` attributes must be modified as well.",
      ods_assembly_format = "\n    oilist(\n        `if` `(` $ifCond `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `wait` `` custom<WaitClause>($waitOperands, type($waitOperands),\n          $waitOperandsDeviceType, $waitOperandsSegments, $hasWaitDevnum,\n          $waitOnly)\n      | `dataOperands` `(` $dataClauseOperands `:` type($dataClauseOperands) `)`\n    )\n    attr-dict-with-keyword\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccUpdate",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "waitOperandsSegments", "waitOperandsDeviceType", "hasWaitDevnum", "waitOnly", "ifPresent"],
      independent_variadics = ["ifCond", "asyncOperands", "waitOperands", "dataClauseOperands"]} {
    %0 = irdl.is i1 {summary = "1-bit signless integer"}
    %1 = irdl.base "!builtin.integer"
    %2 = irdl.is index
    %3 = irdl.any_of(%1, %2) {summary = "integer or index"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %5 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %6 = irdl.base "!builtin.integer"
    %7 = irdl.is index
    %8 = irdl.any_of(%6, %7) {summary = "integer or index"}
    %9 = irdl.c_pred "(::llvm::isa<::mlir::DenseI32ArrayAttr>($_self))" {summary = "i32 dense array attribute"}
    %10 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %11 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::BoolAttr>(attr))); }))" {summary = "1-bit boolean array attribute"}
    %12 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %13 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %14 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(ifCond: optional %0, asyncOperands: variadic %3, waitOperands: variadic %8, dataClauseOperands: variadic %13)
    irdl.attributes {"asyncOperandsDeviceType" = %4, "asyncOnly" = %5, "waitOperandsSegments" = %9, "waitOperandsDeviceType" = %10, "hasWaitDevnum" = %11, "waitOnly" = %12, "ifPresent" = %14}
  }
  irdl.operation @update_device attributes {
      summary = "Represents acc update device semantics.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccUpdateDevice",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_update_device>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @update_host attributes {
      summary = "Represents acc update host semantics.",
      description = "- `varPtr`: The address of variable to copy back to.\n    - `accVar`: The acc variable. This is the link from the data-entry\n    operation used.\n    - `bounds`: Used when copying just slice of array or array's bounds are not\n    encoded in type. They are in rank order where rank 0 is inner-most dimension.\n    - `asyncOperands` and `asyncOperandsDeviceType`:\n    pair-wise lists of the async clause values associated with device_type's.\n    - `asyncOnly`: a list of device_type's for which async clause\n    does not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n    - `dataClause`: Keeps track of the data clause the user used. This is because\n    the acc operations are decomposed. So a 'copy' clause is decomposed to both \n    `acc.copyin` and `acc.copyout` operations, but both have dataClause that\n    specifies `acc_copy` in this field.\n    - `structured`: Flag to note whether this is associated with structured region\n    (parallel, kernels, data) or unstructured (enter data, exit data). This is\n    important due to spec specifically calling out structured and dynamic reference\n    counters (2.6.7).\n    - `implicit`: Whether this is an implicitly generated operation, such as copies\n    done to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n    - `modifiers`: Keeps track of the data clause modifiers (eg zero, always, etc)\n    - `name`: Holds the name of variable as specified in user clause (including bounds).\n\n    The async values attached to the data exit operation imply that the data\n    action applies to all device types specified by the device_type clauses\n    using the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<AccVar>($accVar, type($accVar))\n    (`bounds` `(` $bounds^ `)` )?\n    (`async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)^)?\n    `to` custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccUpdateHost",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name"],
      default_values = {dataClause = "#acc<data_clause acc_update_host>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(accVar: %0, var: %1, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.attributes {"varType" = %2, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13}
  }
  irdl.operation @use_device attributes {
      summary = "Represents acc use_device semantics.",
      description = "Description of arguments:\n- `var`: The variable to copy. Must be either `MappableType` or\n`PointerLikeType`.\n- `varType`: The type of the variable that is being copied. When `var` is\na `MappableType`, this matches the type of `var`. When `var` is a\n`PointerLikeType`, this type holds information about the target of the\npointer.\n- `varPtrPtr`: Specifies the address of the address of `var` - only used\nwhen the variable copied is a field in a struct. This is important for\nOpenACC due to implicit attach semantics on data clauses (2.6.4).\n- `bounds`: Used when copying just slice of array or array's bounds are not\nencoded in type. They are in rank order where rank 0 is inner-most dimension.\n- `asyncOperands` and `asyncOperandsDeviceType`:\npair-wise lists of the async clause values associated with device_type's.\n- `asyncOnly`: a list of device_type's for which async clause\ndoes not specify a value (default is acc_async_noval - OpenACC 3.3 2.16.1).\n- `dataClause`: Keeps track of the data clause the user used. This is because\nthe acc operations are decomposed. So a 'copy' clause is decomposed to both \n`acc.copyin` and `acc.copyout` operations, but both have dataClause that\nspecifies `acc_copy` in this field.\n- `structured`: Flag to note whether this is associated with structured region\n(parallel, kernels, data) or unstructured (enter data, exit data). This is\nimportant due to spec specifically calling out structured and dynamic reference\ncounters (2.6.7).\n- `implicit`: Whether this is an implicitly generated operation, such as copies\ndone to satisfy \"Variables with Implicitly Determined Data Attributes\" in 2.6.2.\n- `modifiers`: Keeps track of the data clause modifiers (eg zero, readonly, etc)\n- `name`: Holds the name of variable as specified in user clause (including bounds).\n\nThe async values attached to the data entry operation imply that the data\naction applies to all device types specified by the device_type clauses\nusing the activity queues on these devices as defined by the async values.",
      ods_assembly_format = "\n    custom<Var>($var) `:` custom<VarPtrType>(type($var), $varType)\n    oilist(\n        `varPtrPtr` `(` $varPtrPtr `:` type($varPtrPtr) `)`\n      | `bounds` `(` $bounds `)`\n      | `async` `` custom<DeviceTypeOperandsWithKeywordOnly>($asyncOperands,\n            type($asyncOperands), $asyncOperandsDeviceType, $asyncOnly)\n      | `recipe` `(` custom<RecipeSym>($recipe) `)`\n    ) `->` type($accVar) attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      ods_traits = ["MemoryEffectOpInterface"],
      cpp_verifier = "AccUseDevice",
      optional_attributes = ["asyncOperandsDeviceType", "asyncOnly", "name", "recipe"],
      default_values = {dataClause = "#acc<data_clause acc_use_device>", structured = "true", implicit = "false", modifiers = "#acc<data_clause_modifier none>"},
      independent_variadics = ["varPtrPtr", "bounds", "asyncOperands"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::acc::PointerLikeType>($_self))" {summary = "PointerLikeType instance"}
    %3 = irdl.base @acc::@data_bounds_ty {summary = "Type for representing acc data clause bounds information"}
    %4 = irdl.base "!builtin.integer"
    %5 = irdl.is index
    %6 = irdl.any_of(%4, %5) {summary = "integer or index"}
    %7 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %8 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::acc::DeviceTypeAttr>(attr))); }))" {summary = "device type array attribute"}
    %9 = irdl.base @acc::@data_clause {summary = "data clauses supported by OpenACC"}
    %10 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %11 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %12 = irdl.base @acc::@data_clause_modifier {summary = "Captures data clause modifiers"}
    %13 = irdl.base "#builtin.string" {summary = "string attribute"}
    %14 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %15 = irdl.c_pred "((::llvm::isa<::mlir::acc::PointerLikeType>($_self))) || ((::llvm::isa<::mlir::acc::MappableType>($_self)))" {summary = "any pointer or mappable"}
    irdl.operands(var: %0, varPtrPtr: optional %2, bounds: variadic %3, asyncOperands: variadic %6)
    irdl.results(accVar: %15)
    irdl.attributes {"varType" = %1, "asyncOperandsDeviceType" = %7, "asyncOnly" = %8, "dataClause" = %9, "structured" = %10, "implicit" = %11, "modifiers" = %12, "name" = %13, "recipe" = %14}
  }
  irdl.operation @wait attributes {
      summary = "wait operation",
      description = "The \"acc.wait\" operation represents the OpenACC wait executable\ndirective.\n\nExample:\n\n```mlir\nacc.wait(%value1: index)\nacc.wait() async(%async1: i32)\n```\n\nacc.wait does not implement MemoryEffects interface,\nso it affects all the resources. This is conservatively\ncorrect. More precise modelling of the memory effects\nseems to be impossible without the whole program analysis.",
      ods_assembly_format = "\n    ( `(` $waitOperands^ `:` type($waitOperands) `)` )?\n    oilist(\n        `async` `` custom<OperandWithKeywordOnly>($asyncOperand,\n            type($asyncOperand), $async)\n      |  `wait_devnum` `(` $waitDevnum `:` type($waitDevnum) `)`\n      | `if` `(` $ifCond `)`\n    ) attr-dict-with-keyword\n  ",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "AccWait",
      optional_attributes = ["async"],
      independent_variadics = ["waitOperands", "asyncOperand", "waitDevnum", "ifCond"]} {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.is index
    %2 = irdl.any_of(%0, %1) {summary = "integer or index"}
    %3 = irdl.base "!builtin.integer"
    %4 = irdl.is index
    %5 = irdl.any_of(%3, %4) {summary = "integer or index"}
    %6 = irdl.base "!builtin.integer"
    %7 = irdl.is index
    %8 = irdl.any_of(%6, %7) {summary = "integer or index"}
    %9 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %10 = irdl.is i1 {summary = "1-bit signless integer"}
    irdl.operands(waitOperands: variadic %2, asyncOperand: optional %5, waitDevnum: optional %8, ifCond: optional %10)
    irdl.attributes {"async" = %9}
  }
  irdl.operation @yield attributes {
      summary = "Acc yield and termination operation",
      description = "`acc.yield` is a special terminator operation for block inside regions in\nvarious acc ops (including parallel, loop, atomic.update). It returns values\nto the immediately enclosing acc op.",
      assembly_format = "attr-dict ($operands^ `:` type($operands))?",
      traits = ["Pure", "ReturnLike", "Terminator", "HasParent<acc.firstprivate.recipe, acc.loop, acc.parallel, acc.private.recipe, acc.reduction.recipe, acc.serial, acc.atomic.update>"],
      independent_variadics = ["operands"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(operands: variadic %0)
  }
}
