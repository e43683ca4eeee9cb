// The quant dialect's types, which C++ defines (QuantTypes.cpp and its parser, not TypeDef)
// so that the import from ODS (quant.irdl.mlir) cannot write them. Written by hand; loaded
// with quant.irdl.mlir. Their syntax and checks are the plug-in's (dialects_irdl/quant/types.py).
irdl.dialect @quant {
  // !quant.any<i8<-4:3>:f32>: a storage type (its signedness in `flags`, 1 for signed), its
  // bounds, and an optional expressed type (an array of none or one type).
  irdl.type @"!any" attributes {
      summary = "quantized type with no quantization parameters",
      assembly_format = "`<` custom<QuantAny>($flags, $storageType, $expressedType, $storageTypeMin, $storageTypeMax) `>`",
      verifier = "QuantAnyType"} {
    %0 = irdl.base "#builtin.integer"
    %1 = irdl.any
    %2 = irdl.base "#builtin.array"
    %3 = irdl.base "#builtin.integer"
    %4 = irdl.base "#builtin.integer"
    irdl.parameters(flags: %0, storageType: %1, expressedType: %2, storageTypeMin: %3, storageTypeMax: %4)
  }
  // !quant.uniform<...> in its three layouts ("layer", "axis", "block"): per-layer
  // quantization (one scale and zero point), per-axis (`quantizedDimension` and one pair per
  // channel) and sub-channel (`blockSizes`: axis, size, axis, size...; `shape`: the scales'
  // shape). Scales are f64 values, but sub-channel ones, which are of the expressed type.
  irdl.type @"!uniform" attributes {
      summary = "uniform quantized type",
      assembly_format = "`<` custom<QuantUniform>($flags, $storageType, $expressedType, $storageTypeMin, $storageTypeMax, $layout, $quantizedDimension, $blockSizes, $scales, $zeroPoints, $shape) `>`",
      verifier = "QuantUniformType"} {
    %0 = irdl.base "#builtin.integer"
    %1 = irdl.any
    %2 = irdl.any
    %3 = irdl.base "#builtin.integer"
    %4 = irdl.base "#builtin.integer"
    %5 = irdl.base "#builtin.string"
    %6 = irdl.base "#builtin.integer"
    %7 = irdl.base "#builtin.array"
    %8 = irdl.base "#builtin.array"
    %9 = irdl.base "#builtin.array"
    %10 = irdl.base "#builtin.array"
    irdl.parameters(flags: %0, storageType: %1, expressedType: %2, storageTypeMin: %3, storageTypeMax: %4, layout: %5, quantizedDimension: %6, blockSizes: %7, scales: %8, zeroPoints: %9, shape: %10)
  }
  // !quant.calibrated<f32<-0.998:1.232>>: an expressed type and its calibrated range (f64).
  irdl.type @"!calibrated" attributes {
      summary = "calibrated quantized type",
      assembly_format = "`<` custom<QuantCalibrated>($expressedType, $min, $max) `>`",
      verifier = "QuantCalibratedType"} {
    %0 = irdl.any
    %1 = irdl.base "#builtin.float"
    %2 = irdl.base "#builtin.float"
    irdl.parameters(expressedType: %0, min: %1, max: %2)
  }
}
