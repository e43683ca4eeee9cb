// Imported from ODS (ShardBase.td:22) by irdl-import-ods: attributes, types and operations.
irdl.dialect @shard attributes {ods, properties, description = "See [Shard dialect documentation](mlir/docs/Dialects/Shard.md)."} {
  irdl.attribute @axisarray attributes {
      cpp_assembly_format = "ShardGridAxesArrayAttr"} {
    %0 = irdl.any {summary = "::llvm::ArrayRef<GridAxesAttr>"}
    irdl.parameters(axes: %0)
  }
  irdl.attribute @partial attributes {
      summary = "Reduction of an iterator/grid dimension.",
      assembly_format = "custom<Enum>($value, \"::mlir::shard::ReductionKind\", \"Shard_ReductionKindAttr\", \"sum max min product average bitwise_and bitwise_or bitwise_xor generic\")",
      ods_enum = "::mlir::shard::ReductionKind", ods_enum_cases = {"sum" = 1, "max" = 2, "min" = 3, "product" = 4, "average" = 5, "bitwise_and" = 6, "bitwise_or" = 7, "bitwise_xor" = 8, "generic" = 100}} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
  irdl.type @"!sharding" attributes {
      summary = "sharding definition"} {
  }
  irdl.operation @all_gather attributes {
      summary = "All-gather over a device grid.",
      description = "Concatenates all tensor slices from a device group defined by `grid_axes` along\nthe tensor dimension `gather_axis` and replicates the result across all devices\nin the group.\n\nExample:\n```mlir\nshard.grid @grid0(shape = 2x2)\n...\n%1 = shard.all_gather %0 on @grid0 grid_axes = [1] gather_axis = 1\n  : tensor<2x2xi8> -> tensor<2x4xi8>\n```\nInput:\n```\n                 +-------+-------+\ndevice (0, 0) -> |  1  2 |  5  6 | <- device (0, 1)\n                 |  3  4 |  7  8 |\n                 +-------+-------+\ndevice (1, 0) -> |  9 10 | 13 14 | <- device (1, 1)\n                 | 11 12 | 15 16 |\n                 +-------+-------+\n```\nResult:\n```\ngather tensor\naxis 1\n------------>\n+-------------+\n|  1  2  5  6 | <- devices (0, 0) and (0, 1)\n|  3  4  7  8 |\n+-------------+\n|  9 10 13 14 | <- devices (1, 0) and (1, 1)\n| 11 12 15 16 |\n+-------------+\n```",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? `gather_axis` `=` custom<TypedAttribute>($gather_axis, \"index\") attr-dict `:` type($input) `->` type($result)",
      traits = ["Pure", "SameOperandsAndResultElementType"],
      ods_traits = ["SameOperandsAndResultRank", "SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardAllGather",
      cpp_result_names = "ShardAllGather",
      default_values = {grid_axes = "array<i16>"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    irdl.operands(input: %2)
    irdl.results(result: %4)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "gather_axis" = %3}
  }
  irdl.operation @all_reduce attributes {
      summary = "All-reduce over a device grid.",
      description = "Reduces the input tensor across all devices within the groups defined by\n`grid_axes`, using the specified reduction method. The operation performs an\nelement-wise reduction over the tensor slices from all devices in each group.\nEach device in a group receives a replicated copy of the reduction result.\nThe accumulation element type is determined by the result type and does not\nneed to match the input element type. Before performing the reduction, each\ninput element is converted to the result element type.\n\nAttributes:\n`reduction`: Indicates the reduction method.\n\nExample:\n```\n%1 = shard.all_reduce %0 on @grid0 grid_axes = [1, 0] reduction = <max>\n  : tensor<3x4xf32> -> tensor<3x4xf64>\n```",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? (`reduction` `=` $reduction^)? attr-dict `:` type($input) `->` type($result)",
      traits = ["Pure", "SameOperandsAndResultShape"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardAllReduce",
      cpp_result_names = "ShardAllReduce",
      default_values = {grid_axes = "array<i16>", reduction = "#shard<partial sum>"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "memref of any type values or ranked tensor of any type values"}
    %3 = irdl.base @shard::@partial {summary = "Reduction of an iterator/grid dimension."}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) || ((((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "memref of any type values or ranked tensor of any type values"}
    irdl.operands(input: %2)
    irdl.results(result: %4)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "reduction" = %3}
  }
  irdl.operation @all_slice attributes {
      summary = "All-slice over a device grid.",
      description = "Within each device group defined by `grid_axes`, slices the input tensor along\nthe `slice_axis` dimension. It can be viewed as the inverse of an all-gather if\nthe input data is replicated along the `slice_axis`.\nEach process simply crops its local data to the slice corresponding to its\nin-group device index.\nNotice: `AllSliceOp` does not involve any communication between devices and\n        devices within a group may not have replicated input data.\n\nExample:\n```mlir\nshard.grid @grid0(shape = 2x2)\n...\n%1 = shard.all_slice %0 on @grid0 grid_axes = [1] slice_axis = 1\n  : tensor<2x4xi8> -> tensor<2x2xi8>\n```\nInput:\n```\n+-------------+\n|  1  2  5  6 | <- devices (0, 0) and (0, 1)\n|  3  4  7  8 |\n+-------------+\n|  9 10 13 14 | <- devices (1, 0) and (1, 1)\n| 11 12 15 16 |\n+-------------+\n```\nResult:\n```\nslice tensor\naxis 1\n------------>\n                 +-------+-------+\ndevice (0, 0) -> |  1  2 |  5  6 | <- device (0, 1)\n                 |  3  4 |  7  8 |\n                 +-------+-------+\ndevice (1, 0) -> |  9 10 | 13 14 | <- device (1, 1)\n                 | 11 12 | 15 16 |\n                 +-------+-------+\n```",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? `slice_axis` `=` custom<TypedAttribute>($slice_axis, \"index\") attr-dict `:` type($input) `->` type($result)",
      traits = ["Pure", "SameOperandsAndResultElementType"],
      ods_traits = ["SameOperandsAndResultRank", "SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardAllSlice",
      cpp_result_names = "ShardAllSlice",
      default_values = {grid_axes = "array<i16>"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %4 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    irdl.operands(input: %2)
    irdl.results(result: %4)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "slice_axis" = %3}
  }
  irdl.operation @all_to_all attributes {
      summary = "All-to-all over a device grid.",
      description = "Each participant logically splits its input along split_axis,\nthen scatters the resulting pieces across the group defined by `grid_axes`.\nAfter receiving data pieces from other participants' scatters,\nit concatenates them along concat_axis to produce the final result.\n\nExample:\n```\nshard.grid @grid0(shape = 3)\n...\n%1 = shard.all_to_all %0 on @grid0 grid_axes = [0]\n  split_axis = 0 concat_axis = 0\n  : tensor<3x2xi8> -> tensor<3x2xi8>\n```\nInput:\n```\n device  device  device\n (0)     (1)     (2)\n+-------+-------+-------+  | split and concat along\n| 11 12 | 21 22 | 31 32 |  | tensor axis 0\n| 13 14 | 23 24 | 33 34 |  ↓\n| 15 16 | 25 26 | 35 36 |\n+-------+-------+-------+\n```\nResult:\n```\n device  device  device\n (0)     (1)     (2)\n+-------+-------+-------+\n| 11 12 | 13 14 | 15 16 |\n| 21 22 | 23 24 | 25 26 |\n| 31 32 | 33 34 | 35 36 |\n+-------+-------+-------+\n```",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? `split_axis` `=` custom<TypedAttribute>($split_axis, \"index\") `concat_axis` `=` custom<TypedAttribute>($concat_axis, \"index\") attr-dict `:` type($input) `->` type($result)",
      traits = ["Pure", "SameOperandsAndResultElementType"],
      ods_traits = ["SameOperandsAndResultRank", "SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardAllToAll",
      cpp_result_names = "ShardAllToAll",
      default_values = {grid_axes = "array<i16>"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    irdl.operands(input: %2)
    irdl.results(result: %5)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "split_axis" = %3, "concat_axis" = %4}
  }
  irdl.operation @broadcast attributes {
      summary = "Broadcast over a device grid.",
      description = "Copies the input tensor on `root` to all devices in each group defined by\n`grid_axes`. The `root` device is defined by its in-group multi-index.\nThe contents of input tensors on non-root devices are ignored.\n\nExample:\n```\nshard.grid @grid0(shape = 2x2)\n\n%1 = shard.broadcast %0 on @grid0\n  grid_axes = [0]\n  root = [0]\n  : (tensor<2xi8>) -> tensor<2xi8>\n```\n\nInput:\n```\n                 +-------+-------+                   | broadcast\ndevice (0, 0) -> |  1  2 |  3  4 | <- device (0, 1)  | along axis 0\n                 +-------+-------+                   ↓\ndevice (1, 0) -> |  *  * |  *  * | <- device (1, 1)\n                 +-------+-------+\n```\n\nOutput:\n```\n                 +-------+-------+\ndevice (0, 0) -> |  1  2 |  3  4 | <- device (0, 1)\n                 +-------+-------+\ndevice (1, 0) -> |  1  2 |  3  4 | <- device (1, 1)\n                 +-------+-------+\n```",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? `root` `=` custom<DynamicIndexList>($root_dynamic, $root) attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "AllShapesMatch<input, result>", "AllElementTypesMatch<input, result>"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardBroadcast",
      cpp_result_names = "ShardBroadcast",
      default_values = {grid_axes = "array<i16>"},
      independent_variadics = ["root_dynamic"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.is index {summary = "index"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(input: %2, root_dynamic: variadic %4)
    irdl.results(result: %5)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "root" = %3}
  }
  irdl.operation @gather attributes {
      summary = "Gather over a device grid.",
      description = "Concatenates all tensor slices from a device group defined by `grid_axes` along\nthe tensor dimension `gather_axis` and returns the resulting tensor on each\n`root` device. The result on all other (non-root) devices is undefined.\nThe `root` device is defined by its in-group multi-index.\n\nExample:\n```mlir\nshard.grid @grid0(shape = 2x2)\n...\n%1 = shard.gather %0 on @grid0 grid_axes = [1]\n  gather_axis = 1 root = [1]\n  : (tensor<2x2xi8>) -> tensor<2x4xi8>\n```\nInput:\n```\n                  gather tensor\n                  axis 1\n                  ------------>\n                 +-------+-------+\ndevice (0, 0) -> |  1  2 |  5  6 | <- device (0, 1)\n                 |  3  4 |  7  8 |\n                 +-------+-------+\ndevice (1, 0) -> |  9 10 | 13 14 | <- device (1, 1)\n                 | 11 12 | 15 16 |\n                 +-------+-------+\n```\nResult:\n```\n+-------------+\n|  1  2  5  6 | <- devices (0, 1)\n|  3  4  7  8 |\n+-------------+\n|  9 10 13 14 | <- devices (1, 1)\n| 11 12 15 16 |\n+-------------+\n```\nDevices `(0, 0)` and `(1, 0)` have undefined result.",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? `gather_axis` `=` custom<TypedAttribute>($gather_axis, \"index\") `root` `=` custom<DynamicIndexList>($root_dynamic, $root) attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "AllRanksMatch<input, result>", "AllElementTypesMatch<input, result>"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardGather",
      cpp_result_names = "ShardGather",
      default_values = {grid_axes = "array<i16>"},
      independent_variadics = ["root_dynamic"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %5 = irdl.is index {summary = "index"}
    %6 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    irdl.operands(input: %2, root_dynamic: variadic %5)
    irdl.results(result: %6)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "gather_axis" = %3, "root" = %4}
  }
  irdl.operation @get_sharding attributes {
      summary = "Get the sharding of the given tensor.",
      description = "This operation returns the sharding of the given tensor as a Sharding.",
      assembly_format = "$source attr-dict `:` type($source) `->` custom<StrippedType>(type($result), \"!shard.sharding\")",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %1 = irdl.base @shard::@"!sharding" {summary = "sharding definition"}
    irdl.operands(source: %0)
    irdl.results(result: %1)
  }
  irdl.operation @grid attributes {
      summary = "Description of a device/process grid.",
      description = "The shard.grid operation is a symbol operation that identifies a specific\ngrid. The operation has three attributes:\n\n1. `sym_name`: This attribute uniquely identifies the name of the grid.\nThis name serves as a symbolic reference to the grid throughout\nthe MLIR module, allowing for consistent referencing and easier debugging.\n\n2. `shape`: This attribute represents the shape of the device grid.\nIt uses the same notation as a tensor shape. Also allowing for dynamic\ndimensions.\nThis flexibility allows for dynamic device assignment or configurations\nwhere the exact number of devices might not be determined during compile\ntime.\nFor example `2x?x4`.\n\nExample:\n```\n// A device grid with 3 axes, the total device number is 4 * 8 * 12\n// The dimension sizes are 4, 8, 12 \nshard.grid @grid0(shape = 4x8x12)\n\n// A device grid with 2 axes, the total device number is unknown\n// The first dimension size is 4 and the second is unknown\nshard.grid @grid1(shape = 4x?)\n\n// A device grid with 2 axes, the total device number is unknown\n// The first dimension size is unknown and the second is 4\nshard.grid @grid2(shape = ?x4)\n\n// A device grid with 2 axes, the number of devices along both axes\n// is unknown\nshard.grid @grid3(shape = ?x?)\n```",
      ods_assembly_format = "\n    custom<SymbolName>($sym_name) `(` `shape` `=` custom<DimensionList>($shape) `)`\n      attr-dict\n  ",
      traits = ["Symbol", "Pure"],
      cpp_verifier = "ShardGrid"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    irdl.attributes {"sym_name" = %0, "shape" = %1}
  }
  irdl.operation @grid_shape attributes {
      summary = "Get the shape of the grid.",
      assembly_format = "$grid (`axes` `=` custom<DenseArray>($axes, \"16\")^)? attr-dict `:` type($result)",
      traits = ["Pure"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardGridShape",
      cpp_result_names = "ShardGridShape",
      default_values = {axes = "array<i16>"},
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(result: variadic %2)
    irdl.attributes {"grid" = %0, "axes" = %1}
  }
  irdl.operation @neighbors_linear_indices attributes {
      summary = "For given grid index get the linear indices of the direct neighbor processes along the given split.",
      description = "Example:\n```\nshard.grid @grid0(shape = 10x20x30)\n%c1 = arith.constant 1 : index\n%c2 = arith.constant 2 : index\n%c3 = arith.constant 3 : index\n%idx = shard.neighbors_linear_indices on @grid[%c1, %c2, %c3] split_axes = [1] : index\n```\nThe above returns two indices, `633` and `693`, which correspond to the\nindex of the previous process `(1, 1, 3)`, and the next process \n`(1, 3, 3)` along the split axis `1`.\n\nA negative value is returned if there is no neighbor in the respective\ndirection along the given `split_axes`.",
      assembly_format = "`on` $grid `[` $device `]` `split_axes` `=` custom<DenseArray>($split_axes, \"16\") attr-dict `:` type(results)",
      traits = ["Pure"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardNeighborsLinearIndices",
      cpp_result_names = "ShardNeighborsLinearIndices",
      independent_variadics = ["device"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %3 = irdl.is index {summary = "index"}
    %4 = irdl.is index {summary = "index"}
    irdl.operands(device: variadic %1)
    irdl.results(neighbor_down: %3, neighbor_up: %4)
    irdl.attributes {"grid" = %0, "split_axes" = %2}
  }
  irdl.operation @process_linear_index attributes {
      summary = "Get the linear index of the current device.",
      description = "Example:\n```\n%idx = shard.process_linear_index on @grid : index\n```\nif `@grid` has shape `(10, 20, 30)`, a device with multi\nindex `(1, 2, 3)` will have linear index `3 + 30*2 + 20*30*1`.",
      assembly_format = "`on` $grid attr-dict `:` type($result)",
      traits = ["Pure"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardProcessLinearIndex",
      cpp_result_names = "ShardProcessLinearIndex"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.is index {summary = "index"}
    irdl.results(result: %1)
    irdl.attributes {"grid" = %0}
  }
  irdl.operation @process_multi_index attributes {
      summary = "Get the multi index of current device along specified grid axes.",
      description = "It is used in the SPMD format of IR.\nThe `axes` mush be non-negative and less than the total number of grid axes.\nIf the axes are empty then get the index along all axes.",
      assembly_format = "`on` $grid (`axes` `=` custom<DenseArray>($axes, \"16\")^)? attr-dict `:` type($result)",
      traits = ["Pure"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardProcessMultiIndex",
      cpp_result_names = "ShardProcessMultiIndex",
      default_values = {axes = "array<i16>"},
      independent_variadics = ["result"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.is index {summary = "index"}
    irdl.results(result: variadic %2)
    irdl.attributes {"grid" = %0, "axes" = %1}
  }
  irdl.operation @recv attributes {
      summary = "Send over a device grid.",
      description = "Receive tensor from device `source`, which is defined by its in-group\nmulti-index. The groups are defined by `grid_axes`.\nThe content of input tensor is ignored.",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? (`source` `=` custom<DynamicIndexList>($source_dynamic, $source)^)? attr-dict `:` functional-type(operands, results)",
      traits = ["AllShapesMatch<input, result>", "AllElementTypesMatch<input, result>"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardRecv",
      cpp_result_names = "ShardRecv",
      optional_attributes = ["source"],
      default_values = {grid_axes = "array<i16>"},
      independent_variadics = ["source_dynamic"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.is index {summary = "index"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(input: %2, source_dynamic: variadic %4)
    irdl.results(result: %5)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "source" = %3}
  }
  irdl.operation @reduce attributes {
      summary = "Reduce over a device grid.",
      description = "Reduces the input tensor across all devices within the groups defined by\n`grid_axes`, using the specified reduction method. The operation performs an\nelement-wise reduction over the tensor slices from all devices in each group.\nThe reduction result will be returned on the `root` device of each group.\nIt is undefined on all other (non-root) devices.\nThe `root` device is defined by its in-group multi-index.\nThe accumulation element type is determined by the result type and does not\nneed to match the input element type. Before performing the reduction, each\ninput element is converted to the result element type.\n\nAttributes:\n`reduction`: Indicates the reduction method.\n\nExample:\n```\n%1 = shard.reduce %0 on @grid0 grid_axes = [1, 0]\n  reduction = <max> root = [2, 3]\n  : (tensor<3x4xf32>) -> tensor<3x4xf64>\n```",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? (`reduction` `=` $reduction^)? `root` `=` custom<DynamicIndexList>($root_dynamic, $root) attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "AllShapesMatch<input, result>"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardReduce",
      cpp_result_names = "ShardReduce",
      default_values = {grid_axes = "array<i16>", reduction = "#shard<partial sum>"},
      independent_variadics = ["root_dynamic"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %3 = irdl.base @shard::@partial {summary = "Reduction of an iterator/grid dimension."}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %5 = irdl.is index {summary = "index"}
    %6 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(input: %2, root_dynamic: variadic %5)
    irdl.results(result: %6)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "reduction" = %3, "root" = %4}
  }
  irdl.operation @reduce_scatter attributes {
      summary = "Reduce-scatter over a device grid.",
      description = "Reduces the input tensor across all devices within the groups defined by\n`grid_axes` using the specified reduction method. The reduction is performed\nelement-wise across the tensor pieces from all devices in the group.\nAfter reduction, the reduction result is scattered (split and distributed)\nacross the device group along `scatter_axis`.\nExample:\n```\nshard.grid @grid0(shape = 2x2)\n...\n%1 = shard.reduce_scatter %0 on @grid0 grid_axes = [1]\n  reduction = <max> scatter_axis = 0\n  : tensor<2x2xf32> -> tensor<1x2xf64>\n```\nInput:\n```\n                          device\n                          (0, 1)\n                             ↓\n                 +-------+-------+  | scatter tensor\ndevice (0, 0) -> |  1  2 |  5  6 |  | axis 0\n                 |  3  4 |  7  8 |  ↓\n                 +-------+-------+\ndevice (1, 0) -> |  9 10 | 13 14 |\n                 | 11 12 | 15 16 |\n                 +-------+-------+\n                            ↑\n                          device\n                          (1, 1)\n```\nResult:\n```\n+-------+\n|  5  6 | <- devices (0, 0)\n+-------+\n|  7  8 | <- devices (0, 1)\n+-------+\n| 13 14 | <- devices (1, 0)\n+-------+\n| 15 16 | <- devices (1, 1)\n+-------+\n```",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? (`reduction` `=` $reduction^)? `scatter_axis` `=` custom<TypedAttribute>($scatter_axis, \"index\") attr-dict `:` type($input) `->` type($result)",
      traits = ["Pure"],
      ods_traits = ["SameOperandsAndResultRank", "SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardReduceScatter",
      cpp_result_names = "ShardReduceScatter",
      default_values = {grid_axes = "array<i16>", reduction = "#shard<partial sum>"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    %3 = irdl.base @shard::@partial {summary = "Reduction of an iterator/grid dimension."}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(input: %2)
    irdl.results(result: %5)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "reduction" = %3, "scatter_axis" = %4}
  }
  irdl.operation @scatter attributes {
      summary = "Scatter over a device grid.",
      description = "For each device group defined by `grid_axes`, the input tensor on the `root`\ndevice is split along axis `scatter_axis` and distributed across the group.\nThe content of the input on all other (non-root) devices is ignored.\nThe `root` device is defined by its in-group multi-index.\n\nExample:\n```\nshard.grid @grid0(shape = 2x2)\n%1 = shard.scatter %0 on @grid0 grid_axes = [0]\n  scatter_axis = 0\n  root = [1]\n  : (tensor<2x2xi8>) -> tensor<1x2xi8>\n```\n\nInput:\n```\n                          device\n                          (0, 1)\n                             ↓\n                 +-------+-------+  | scatter tensor\ndevice (0, 0) -> |  *  * |  *  * |  | axis 0\n                 |  *  * |  *  * |  ↓\n                 +-------+-------+\ndevice (1, 0) -> |  1  2 |  5  6 |\n                 |  3  4 |  7  8 |\n                 +-------+-------+\n                            ↑\n                          device\n                          (1, 1)\n```\n\nResult:\n```\n                          device\n                          (0, 1)\n                             ↓\n                 +-------+-------+\ndevice (0, 0) -> |  1  2 |  5  6 |\n                 +-------+-------+ \ndevice (1, 0) -> |  3  4 |  7  8 |\n                 +-------+-------+\n                            ↑\n                          device\n                          (1, 1)\n```",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? `scatter_axis` `=` custom<TypedAttribute>($scatter_axis, \"index\") `root` `=` custom<DynamicIndexList>($root_dynamic, $root) attr-dict `:` functional-type(operands, results)",
      traits = ["Pure", "AllRanksMatch<input, result>", "AllElementTypesMatch<input, result>"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardScatter",
      cpp_result_names = "ShardScatter",
      default_values = {grid_axes = "array<i16>"},
      independent_variadics = ["root_dynamic"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %5 = irdl.is index {summary = "index"}
    %6 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(input: %2, root_dynamic: variadic %5)
    irdl.results(result: %6)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "scatter_axis" = %3, "root" = %4}
  }
  irdl.operation @send attributes {
      summary = "Send over a device grid.",
      description = "Send input tensor to device `destination`, which is defined by its in-group\nmulti-index. The groups are defined by `grid_axes`.",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? `destination` `=` custom<DynamicIndexList>($destination_dynamic, $destination) attr-dict `:` functional-type(operands, results)",
      traits = ["AllShapesMatch<input, result>", "AllElementTypesMatch<input, result>"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardSend",
      cpp_result_names = "ShardSend",
      default_values = {grid_axes = "array<i16>"},
      independent_variadics = ["destination_dynamic"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.is index {summary = "index"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(input: %2, destination_dynamic: variadic %4)
    irdl.results(result: %5)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "destination" = %3}
  }
  irdl.operation @shard attributes {
      summary = "Annotate on how a tensor is sharded across a shard.",
      description = "The shard.shard operation is designed to specify and guide the sharding\n  behavior of a tensor value across a grid topology. This operation has two\n  operands and two optional attributes:\n\n  1. `input`: This operand represents the tensor value that needs to be\n  annotated for sharding.\n\n  2. `sharding`: This attribute is type of `ShardingType`, which is the core data\n  structure to represent distribution of a tensor on a shard. it is typically defined\n  by an `shard.sharding` operation.\n\n  3. `annotate_for_users`: A unit attribute addressing the scenario when a\n  tensor's sharding annotation differs based on its context of use (either as\n  a result or an operand). If specified, the sharding pertains to specific\n  users of the tensor value, indicating how it should be considered when used\n  as an operand in subsequent operations. If not, the sharding applies to the\n  operation that defines the tensor value.\n\n  Example:\n  ```\nfunc.func @only_result_annotated(%arg0 : tensor<4x8xf32>) -> () {\n    %sharding = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding\n    %0 = shard.shard %arg0 to %sharding : tensor<4x8xf32>\n    ...\n  }\n\n  func.func @only_operand_annotated(%arg0 : tensor<4x8xf32>) -> () {\n    %sharding = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding\n    %0 = shard.shard %arg0 to %sharding annotate_for_users : tensor<4x8xf32>\n    ...\n  }\n  \n  func.func @two_operands_annotated(%arg0 : tensor<4x8xf32>, %arg1 : tensor<16x8xf32>) -> () {\n    %sharding = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding\n    %0 = shard.shard %arg0 to %sharding annotate_for_users : tensor<4x8xf32>\n    %1 = shard.shard %arg1 to %sharding annotate_for_users : tensor<16x8xf32>\n    ...\n  }\n\n  // The first shard.shard op applies to %arg0, the second shard.shard op\n  // applies for the operand of op0, the third shard.shard op applies for the\n  // operand of op2\n  func.func @both_result_and_multi_operands_annotated(\n      %arg0 : tensor<4x8xf32>) -> () {\n    %sharding = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding\n    %0 = shard.shard %arg0 to %sharding : tensor<4x8xf32>\n    %sharding1 = shard.sharding @grid0 split_axes = [[1]] : !shard.sharding\n    %1 = shard.shard %0 to %sharding1 annotate_for_users : tensor<4x8xf32>\n    %sharding2 = shard.sharding @grid0 split_axes = [[2]] : !shard.sharding\n    %2 = shard.shard %0 to %sharding2 annotate_for_users : tensor<4x8xf32>\n    \"op0\"(%1) : ...\n    \"op1\"(%2) : ...\n    ...\n  }\n  ```\n\n  The following usages are undefined:\n  ```\n  func.func @annotate_on_same_result_with_different_sharding(\n      %arg0 : tensor<4x8xf32>) -> () {\n    %sharding1 = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding\n    %sharding2 = shard.sharding @grid0 split_axes = [[1]] : !shard.sharding\n    %0 = shard.shard %arg0 to $sharding1 : tensor<4x8xf32>\n    %1 = shard.shard %0 to sharding2 : tensor<4x8xf32>\n    ...\n  }\n\n  func.func @annotate_on_same_result_same_value_with_different_sharding(\n      %arg0 : tensor<4x8xf32>) -> () {\n    %sharding1 = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding\n    %sharding2 = shard.sharding @grid0 split_axes = [[1]] : !shard.sharding\n    %0 = shard.shard %arg0 to %sharding1 : tensor<4x8xf32>\n    %1 = shard.shard %arg0 to %sharding2 : tensor<4x8xf32>\n    ...\n  }\n\n  func.func @annotate_on_same_operand_with_different_sharding(\n      %arg0 : tensor<4x8xf32>) -> () {\n    %sharding1 = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding\n    %sharding2 = shard.sharding @grid0 split_axes = [[1]] : !shard.sharding\n    %0 = shard.shard %arg0 to %sharding1 annotate_for_users : tensor<4x8xf32>\n    %1 = shard.shard %0 to %sharding2 annotate_for_users : tensor<4x8xf32>\n    ...\n  }\n\n  func.func @result_annotated_after_operand(\n      %arg0 : tensor<4x8xf32>) -> () {\n    %sharding1 = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding\n    %sharding2 = shard.sharding @grid0 split_axes = [[1]] : !shard.sharding\n    %0 = shard.shard %arg0 to %sharding1 annotate_for_users : tensor<4x8xf32>\n    %1 = shard.shard %0 to %sharding2 : tensor<4x8xf32>\n    ...\n  }\n  ```",
      assembly_format = "$src `to` $sharding (`annotate_for_users` $annotate_for_users^)? attr-dict `:` type($result)",
      traits = ["Pure", "AllTypesMatch<result, src>"],
      ods_traits = ["OpAsmOpInterface"],
      cpp_result_names = "ShardShard",
      optional_attributes = ["annotate_for_users"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    %1 = irdl.base @shard::@"!sharding" {summary = "sharding definition"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %3 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(src: %0, sharding: %1)
    irdl.results(result: %3)
    irdl.attributes {"annotate_for_users" = %2}
  }
  irdl.operation @shard_shape attributes {
      summary = "Get the shard shape for a given process/device.",
      description = "The device/process id is a multi-index of the device/process in the shard.\nThis operation might be used during partition when the shard shape depends\non (non-constant) values used in `shard.sharding`.",
      assembly_format = "`dims` `=` custom<DynamicIndexList>($dims_dynamic, $dims) `sharding` `=` $sharding `device` `=` custom<DynamicIndexList>($device_dynamic, $device) attr-dict `:` type(results)",
      traits = ["Pure", "AttrSizedOperandSegments"],
      ods_traits = ["OpAsmOpInterface"],
      cpp_result_names = "ShardShardShape",
      independent_variadics = ["dims_dynamic", "device_dynamic", "result"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %1 = irdl.is index {summary = "index"}
    %2 = irdl.base @shard::@"!sharding" {summary = "sharding definition"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %4 = irdl.is index {summary = "index"}
    %5 = irdl.is index {summary = "index"}
    irdl.operands(dims_dynamic: variadic %1, sharding: %2, device_dynamic: variadic %4)
    irdl.results(result: variadic %5)
    irdl.attributes {"dims" = %0, "device" = %3}
  }
  irdl.operation @sharding attributes {
      summary = "Define a sharding of a tensor.",
      description = "The Sharding specifies how a tensor is sharded and distributed across the\nprocess shard. It is typically used in a `shard.shard` operation.\nThe operation has the following attributes and operands:\n\n1. `grid`: this attribute is a FlatSymbolRefAttr that refers to the device\ngrid where the distributed tensor is placed. The symbol must resolve to a\n`shard.grid` operation.\n\n2. `split_axes`: is an array composed of int64_t sub-arrays. The outer array's\nmaximum size is the `rank` of the related tensor. For the i-th sub-array, if\nits value is [x, y], it indicates that the tensor's i-th dimension is splitted\nalong the x and y axes of the device grid.\n\n3. [Optional] Sizes of halos to be added for each sharded tensor dimension.\n`halo_sizes` is provided as a flattened 1d array of i64s, 2 values for each\nsharded dimension. `halo_sizes = [1, 2]` means that the first sharded dimension\ngets an additional halo of size 1 at the start of the first dimension and a halo\nsize is 2 at its end. `halo_sizes = [1, 2, 2, 3]` defines halos for the first 2\nsharded dimensions e.g. the first sharded dimension gets `[1,2]` halos and the\nseconds gets `[2,3]` halos. `?` indicates dynamic halo sizes.\n\n4. [Optional] Offsets for each shard and sharded tensor dimension.\n`sharded_dims_offsets` is provided as a flattened 1d array of i64s. For each\nsharded tensor dimension the offsets (starting index) of all shards in that\ndimension and an additional value for the end of the last shard are provided.\nFor a 1d sharding this means that position `i` has the exclusive prefix sum for\nshard `i`, and since only contiguous sharding is supported, its inclusive prefix\nsum is at position 'i+1'.\n\nAssuming a 3d-tensor of shape 32x32x32 with the first 2 dimensions being sharded,\n`sharded_dims_offsets` = [0, 24, 32, 0, 20, 32] means that the first device of\nthe device-grid will get a shard of shape 24x20x32 and the second device will get\na shard of shape 8x12x32. `?` indicates dynamic shard dimensions.\n\n`halo_sizes` and `sharded_dims_offsets` are mutually exclusive.\n\nExamples:\n\n```\nshard.grid @grid0(shape = 2x2x4)\nshard.grid @grid1d_4(shape = 4)\n\n// The tensor is fully replicated on @grid0.\n// Currently, there must be at least one sub-array present in axes, even\n// if it's empty. Otherwise, a parsing error will occur.\n%sharding0 = shard.sharding @grid0 split_axes = [[]]\n\n// The tensor is sharded on the first dimension along axis 0 of @grid0\n%sharding1 = shard.sharding @grid0 split_axes = [[0]]\n\n// Could be used for a shard.shard op\n%sharded0 = shard.shard %arg0 to %sharding3 : tensor<4x8xf32>\n\n// The tensor is sharded on its first dimension along axis 0 of @grid0 and\n// and it has halo-sizes of 1 and 2 on the sharded dim.\n%halo_sharding = shard.sharding @grid0 split_axes = [[0]] halo_sizes = [1, 2]\n%sharded1 = shard.shard %arg0 to %halo_sharding : tensor<4x8xf32>\n\n// The tensor is sharded on its second dimension along axis 0 of @grid1d_4\n// and it has pre-defined shard sizes. The shards of the devices will have\n// the following shapes: [4x2, 4x3, 4x4, 4x5]\n%sharding4 = shard.sharding @grid1d_4 split_axes = [[], [0]] sharded_dims_offsets = [0, 2, 5, 9, 14]\n%sharded2 = shard.shard %arg0 to %sharding4 : tensor<4x14xf32>\n```",
      assembly_format = "$grid `split_axes` `=` $split_axes (`halo_sizes` `=` custom<DynamicIndexList>($dynamic_halo_sizes, $static_halo_sizes)^)? (`sharded_dims_offsets` `=` custom<DynamicIndexList>($dynamic_sharded_dims_offsets, $static_sharded_dims_offsets)^)? attr-dict `:` custom<StrippedType>(type($result), \"!shard.sharding\")",
      traits = ["Pure", "AttrSizedOperandSegments"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardSharding",
      cpp_result_names = "ShardSharding",
      default_values = {static_sharded_dims_offsets = "array<i64>", static_halo_sizes = "array<i64>"},
      independent_variadics = ["dynamic_sharded_dims_offsets", "dynamic_halo_sizes"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.base @shard::@axisarray
    %2 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %3 = irdl.is i64 {summary = "64-bit signless integer"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %5 = irdl.is i64 {summary = "64-bit signless integer"}
    %6 = irdl.base @shard::@"!sharding" {summary = "sharding definition"}
    irdl.operands(dynamic_sharded_dims_offsets: variadic %3, dynamic_halo_sizes: variadic %5)
    irdl.results(result: %6)
    irdl.attributes {"grid" = %0, "split_axes" = %1, "static_sharded_dims_offsets" = %2, "static_halo_sizes" = %4}
  }
  irdl.operation @shift attributes {
      summary = "Shift over a device grid.",
      description = "Within each device group defined by `grid_axes`, shifts input tensors along the\ndevice grid's axis `shift_axis` by the specified offset. The `shift_axis` must\nbe one of the `grid_axes`. If the `rotate` attribute is set, the shift is circular.\nThat is, the offset wraps around according to the group size along `shift_axis`.\nOtherwise, the results on devices without a corresponding source are undefined.\n\nExample:\n```\nshard.grid @grid0(shape = 2x4)\n%1 = shard.shift on @grid0 grid_axes = [1]\n  shift_axis = 1 offset = 2 rotate\n  : tensor<2xi8> -> tensor<2xi8>\n```\n\nInput:\n```\ngrid axis 1\n----------->\n\n+----+----+----+----+\n|  1 |  2 |  3 |  4 |\n+----+----+----+----+\n|  5 |  6 |  7 |  8 |\n+----+----+----+----+\n```\n\nResult:\n```\n+----+----+----+----+\n|  3 |  4 |  1 |  2 |\n+----+----+----+----+\n|  7 |  8 |  5 |  6 |\n+----+----+----+----+\n```",
      assembly_format = "$input `on` $grid (`grid_axes` `=` custom<DenseArray>($grid_axes, \"16\")^)? `shift_axis` `=` custom<TypedAttribute>($shift_axis, \"index\") `offset` `=` custom<TypedAttribute>($offset, \"i64\") (`rotate` $rotate^)? attr-dict `:` type($input) `->` type($result)",
      traits = ["Pure", "SameOperandsAndResultElementType", "SameOperandsAndResultShape"],
      ods_traits = ["SymbolUserOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "ShardShift",
      cpp_result_names = "ShardShift",
      optional_attributes = ["rotate"],
      default_values = {grid_axes = "array<i16>"}} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::DenseI16ArrayAttr>($_self))" {summary = "i16 dense array attribute"}
    %2 = irdl.c_pred "(((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "non-0-ranked.tensor of any type values"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::isa<::mlir::IndexType>(::llvm::cast<::mlir::IntegerAttr>($_self).getType())))" {summary = "index attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64)))" {summary = "64-bit signless integer attribute"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.c_pred "(((::llvm::isa<::mlir::RankedTensorType>($_self)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))" {summary = "ranked tensor of any type values"}
    irdl.operands(input: %2)
    irdl.results(result: %6)
    irdl.attributes {"grid" = %0, "grid_axes" = %1, "shift_axis" = %3, "offset" = %4, "rotate" = %5}
  }
  irdl.operation @update_halo attributes {
      summary = "Update halo data.",
      description = "This operation updates halo regions of shards, e.g. if their sharding\nspecified halos and the actual tensor/memref data might have changed\non the remote devices. Changes might be caused by mutating operations\nand/or if the new halo regions are larger than the existing ones.\n\nDestination is supposed to be initialized with the local data (not halos).\n\nAssumes all devices hold tensors with same-sized halo data as specified\nby `source_halo_sizes/static_source_halo_sizes` and\n`destination_halo_sizes/static_destination_halo_sizes` in source shard\nand destination/result shard.\n\n`split_axes` specifies for each tensor axis along which grid axes its halo\ndata is updated.",
      assembly_format = "$destination `on` $grid `split_axes` `=` $split_axes (`halo_sizes` `=` custom<DynamicIndexList>($halo_sizes, $static_halo_sizes)^)? attr-dict `:` type($result)",
      traits = ["Pure", "TypesMatchWith<result, destination, Same, result has same type as destination>"],
      ods_traits = ["DestinationStyleOpInterface", "SymbolUserOpInterface"],
      cpp_verifier = "ShardUpdateHalo",
      default_values = {static_halo_sizes = "array<i64>"},
      independent_variadics = ["halo_sizes"]} {
    %0 = irdl.c_pred "((((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) || ((((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "non-0-ranked.memref of any type values or non-0-ranked.tensor of any type values"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::FlatSymbolRefAttr>($_self))" {summary = "flat symbol reference attribute"}
    %2 = irdl.base @shard::@axisarray
    %3 = irdl.is i64 {summary = "64-bit signless integer"}
    %4 = irdl.c_pred "(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))" {summary = "i64 dense array attribute"}
    %5 = irdl.c_pred "((((::llvm::isa<::mlir::MemRefType>($_self))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType()))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) || ((((::llvm::isa<::mlir::TensorType>($_self))) && (((::llvm::cast<::mlir::ShapedType>($_self).hasRank())) && ((::llvm::cast<::mlir::ShapedType>($_self).getRank() >= 1)))) && ([](::mlir::Type elementType) { return ((true)); }(::llvm::cast<::mlir::ShapedType>($_self).getElementType())))" {summary = "non-0-ranked.memref of any type values or non-0-ranked.tensor of any type values"}
    irdl.operands(destination: %0, halo_sizes: variadic %3)
    irdl.results(result: %5)
    irdl.attributes {"grid" = %1, "split_axes" = %2, "static_halo_sizes" = %4}
  }
}
