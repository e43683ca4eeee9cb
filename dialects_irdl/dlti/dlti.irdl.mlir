// Imported from ODS (DLTIBase.td:14) by irdl-import-ods: attributes, types and operations.
irdl.dialect @dlti attributes {ods, properties, description = "The Data Layout and Target Information (DLTI) dialect is intended to hold\nattributes and other components pertaining to descriptions of in-memory\ndata layout and compilation targets."} {
  irdl.attribute @dl_entry attributes {
      summary = "An attribute to represent an entry of a data layout specification.",
      description = "A data layout entry attribute is a key-value pair where the key is a type or\nan identifier and the value is another attribute. These entries form a data\nlayout specification.",
      cpp_assembly_format = "DltiDataLayoutEntryAttr"} {
    %0 = irdl.any {summary = "DataLayoutEntryKey"}
    %1 = irdl.any {summary = "Attribute"}
    irdl.parameters(key: %0, value: %1)
  }
  irdl.attribute @dl_spec attributes {
      summary = "An attribute to represent a data layout specification.",
      description = "A data layout specification is a list of entries that specify (partial) data\nlayout information. It is expected to be attached to operations that serve\nas scopes for data layout requests.",
      cpp_assembly_format = "DltiDataLayoutSpecAttr",
      cpp_verifier = "DltiDataLayoutSpecAttr"} {
    %0 = irdl.any {summary = "::llvm::ArrayRef<DataLayoutEntryInterface>"}
    irdl.parameters(entries: %0)
  }
  irdl.attribute @function_pointer_alignment attributes {
      summary = "An attribute to represent function pointer alignment.",
      description = "Function pointer alignment specifies the minimum alignment of function\npointers, it's a multiple of `alignment`. This alignment can also depend\non the target function, indicated by `function_dependent`.\nExample:\n```\n#dlti.dl_entry<\"dlti.function_pointer_alignment\",\n           #dlti.function_pointer_alignment<64, function_dependent = false>>\n```",
      assembly_format = "`<` custom<Param>($alignment, \"DLTI_FunctionPointerAlignmentAttr\", \"uint64_t\") `,` `function_dependent` `=` custom<Param>($function_dependent, \"DLTI_FunctionPointerAlignmentAttr\", \"bool\") `>`"} {
    %0 = irdl.any {summary = "uint64_t"}
    %1 = irdl.any {summary = "bool"}
    irdl.parameters(alignment: %0, function_dependent: %1)
  }
  irdl.attribute @map attributes {
      summary = "A mapping of DLTI-information by way of key-value pairs",
      description = "A Data Layout and Target Information map is a list of entries effectively\nencoding a dictionary, mapping DLTI-related keys to DLTI-related values.\n\nThis attribute's main purpose is to facilate querying IR for arbitrary\nkey-value associations that encode DLTI. Facility functions exist to perform\nrecursive lookups on nested DLTI-map/query interface-implementing\nattributes.\n\nConsider the following flat encoding of a single-key dictionary\n```\n#dlti.map<\"CPU::cache::L1::size_in_bytes\" = 65536 : i32>>\n```\nversus nested maps, which make it possible to obtain sub-dictionaries of\nrelated information (with the following example making use of other\nattributes that also implement the `DLTIQueryInterface`):\n```\n#dlti.target_system_spec<\"CPU\" =\n  #dlti.target_device_spec<\"cache\" =\n    #dlti.map<\"L1\" = #dlti.map<\"size_in_bytes\" = 65536 : i32>,\n              \"L1d\" = #dlti.map<\"size_in_bytes\" = 32768 : i32> >>>\n```\n\nWith the flat encoding, the implied structure of the key is ignored, that is\nthe only successful query (as expressed in the Transform Dialect) is:\n`transform.dlti.query [\"CPU::cache::L1::size_in_bytes\"] at %op`,\nwhere `%op` is a handle to an operation which associates the flat-encoding\n`#dlti.map` attribute.\n\nFor querying nested dictionaries, the relevant keys need to be separately\nprovided. That is, if `%op` is an handle to an op which has the nesting\n`#dlti.target_system_spec`-attribute from above attached, then\n`transform.dlti.query [\"CPU\",\"cache\",\"L1\",\"size_in_bytes\"] at %op` gives\nback the first leaf value contained. To access the other leaf, we need to do\n`transform.dlti.query [\"CPU\",\"cache\",\"L1d\",\"size_in_bytes\"] at %op`.",
      cpp_assembly_format = "DltiMapAttr",
      cpp_verifier = "DltiMapAttr"} {
    %0 = irdl.any {summary = "::llvm::ArrayRef<DataLayoutEntryInterface>"}
    irdl.parameters(entries: %0)
  }
  irdl.attribute @target_device_spec attributes {
      summary = "An attribute to represent target device specification.",
      description = "Each device specification describes a single device and its\nhardware properties. Each device specification can contain any number\nof optional hardware properties (e.g., max_vector_op_width below).\n\nExample:\n```\n#dlti.target_device_spec<\"max_vector_op_width\" = 64 : ui32>\n```",
      cpp_assembly_format = "DltiTargetDeviceSpecAttr",
      cpp_verifier = "DltiTargetDeviceSpecAttr"} {
    %0 = irdl.any {summary = "::llvm::ArrayRef<DataLayoutEntryInterface>"}
    irdl.parameters(entries: %0)
  }
  irdl.attribute @target_system_spec attributes {
      summary = "An attribute to represent target system specification.",
      description = "A system specification describes the overall system containing\nmultiple devices, with each device having a unique ID (string)\nand its corresponding TargetDeviceSpec object.\n\nExample:\n```\ndlti.target_system_spec =\n #dlti.target_system_spec<\n  \"CPU\" = #dlti.target_device_spec<\n    \"L1_cache_size_in_bytes\" = 4096: ui32>,\n  \"GPU\" = #dlti.target_device_spec<\n    \"max_vector_op_width\" = 64 : ui32>,\n  \"XPU\" = #dlti.target_device_spec<\n    \"max_vector_op_width\" = 4096 : ui32>>\n```\n\nThe verifier checks that keys are strings and pointed to values implement\nDLTI's TargetDeviceSpecInterface.",
      cpp_assembly_format = "DltiTargetSystemSpecAttr",
      cpp_verifier = "DltiTargetSystemSpecAttr"} {
    %0 = irdl.any {summary = "::llvm::ArrayRef<DataLayoutEntryInterface>"}
    irdl.parameters(entries: %0)
  }
}
