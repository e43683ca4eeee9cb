// The spirv dialect's types and attributes that C++ defines (SPIRVTypes.cpp,
// SPIRVAttributes.cpp: no TypeDef/AttrDef), so that the import from ODS (spirv.irdl.mlir)
// cannot write them. Written by hand; loaded with spirv.irdl.mlir. Their syntax is the
// plug-in's (dialects_irdl/spirv/types.py). A parameter named elementType is what ODS
// predicates' getElementType() reads.
irdl.dialect @spirv {
  irdl.type @"!ptr" attributes {
      summary = "SPIR-V pointer type",
      assembly_format = "`<` custom<SpirvPointer>($pointee, $storage_class) `>`"} {
    %0 = irdl.any
    %1 = irdl.base "#builtin.string"
    irdl.parameters(pointee: %0, storage_class: %1)
  }
  irdl.type @"!array" attributes {
      summary = "SPIR-V array type",
      assembly_format = "`<` custom<SpirvArray>($count, $element, $stride) `>`"} {
    %0 = irdl.base "#builtin.integer"
    %1 = irdl.any
    %2 = irdl.base "#builtin.integer"
    irdl.parameters(count: %0, element: %1, stride: %2)
  }
  irdl.type @"!rtarray" attributes {
      summary = "SPIR-V runtime array type",
      assembly_format = "`<` custom<SpirvRuntimeArray>($element, $stride) `>`"} {
    %0 = irdl.any
    %1 = irdl.base "#builtin.integer"
    irdl.parameters(element: %0, stride: %1)
  }
  irdl.type @"!struct" attributes {
      summary = "SPIR-V struct type",
      assembly_format = "`<` custom<SpirvStruct>($name, $members, $member_decorations, $decorations, $kind) `>`"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.array"
    %2 = irdl.base "#builtin.array"
    %3 = irdl.base "#builtin.string"
    %4 = irdl.base "#builtin.integer"
    irdl.parameters(name: %0, members: %1, member_decorations: %2, decorations: %3, kind: %4)
  }
  irdl.type @"!image" attributes {
      summary = "SPIR-V image type",
      assembly_format = "`<` custom<SpirvImage>($element, $info) `>`"} {
    %0 = irdl.any
    %1 = irdl.base "#builtin.array"
    irdl.parameters(element: %0, info: %1)
  }
  irdl.type @"!sampled_image" attributes {
      summary = "SPIR-V sampled image type",
      assembly_format = "`<` custom<SpirvSampledImage>($image) `>`"} {
    %0 = irdl.any
    irdl.parameters(image: %0)
  }
  irdl.type @"!matrix" attributes {
      summary = "SPIR-V matrix type",
      assembly_format = "`<` custom<SpirvMatrix>($count, $column, $elementType) `>`"} {
    %0 = irdl.base "#builtin.integer"
    %1 = irdl.any
    %2 = irdl.any
    irdl.parameters(count: %0, column: %1, elementType: %2)
  }
  irdl.type @"!coopmatrix" attributes {
      summary = "SPIR-V cooperative matrix type",
      assembly_format = "`<` custom<SpirvCoopMatrix>($shape, $elementType, $scope, $use) `>`"} {
    %0 = irdl.base "#builtin.array"
    %1 = irdl.any
    %2 = irdl.base "#builtin.string"
    %3 = irdl.base "#builtin.string"
    irdl.parameters(shape: %0, elementType: %1, scope: %2, use: %3)
  }
  irdl.type @"!arm.tensor" attributes {
      summary = "SPIR-V ARM tensor type",
      assembly_format = "`<` custom<SpirvTensorArm>($shape, $elementType) `>`"} {
    %0 = irdl.base "#builtin.array"
    %1 = irdl.any
    irdl.parameters(shape: %0, elementType: %1)
  }
  irdl.attribute @vce attributes {
      summary = "SPIR-V version, capabilities and extensions",
      assembly_format = "`<` custom<SpirvVce>($version, $capabilities, $extensions) `>`"} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.array"
    %2 = irdl.base "#builtin.array"
    irdl.parameters(version: %0, capabilities: %1, extensions: %2)
  }
  irdl.attribute @interface_var_abi attributes {
      summary = "SPIR-V interface variable ABI: descriptor set, binding and storage class",
      assembly_format = "`<` custom<SpirvInterfaceVarAbi>($descriptor_set, $binding, $storage_class) `>`"} {
    %0 = irdl.base "#builtin.integer"
    %1 = irdl.base "#builtin.integer"
    %2 = irdl.base "#builtin.string"
    irdl.parameters(descriptor_set: %0, binding: %1, storage_class: %2)
  }
}
