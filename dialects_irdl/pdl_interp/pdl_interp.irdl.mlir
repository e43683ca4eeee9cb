// Imported from ODS (PDLInterpOps.td:25) by irdl-import-ods: attributes, types and operations.
irdl.dialect @pdl_interp attributes {ods, properties, summary = "Interpreted pattern execution dialect", description = "The PDL Interpreter dialect provides a lower level abstraction compared to\nthe PDL dialect, and is targeted towards low level optimization and\ninterpreter code generation. The dialect operations encapsulates\nlow-level pattern match and rewrite \"primitives\", such as navigating the\nIR (Operation::getOperand), creating new operations (OpBuilder::create),\netc. Many of the operations within this dialect also fuse branching control\nflow with some form of a predicate comparison operation. This type of fusion\nreduces the amount of work that an interpreter must do when executing."} {
  irdl.operation @apply_constraint attributes {
      summary = "Apply a constraint to a set of positional values",
      description = "`pdl_interp.apply_constraint` operations apply a generic constraint, that\nhas been registered with the interpreter, with a given set of positional\nvalues.\nThe constraint function may return any number of results.\nOn success, this operation branches to the true destination,\notherwise the false destination is taken. This behavior can be reversed\nby setting the attribute `isNegated` to true.\n\nExample:\n\n```mlir\n// Apply `myConstraint` to the entities defined by `input`, `attr`, and\n// `op`.\npdl_interp.apply_constraint \"myConstraint\"(%input, %attr, %op : !pdl.value, !pdl.attribute, !pdl.operation) -> ^matchDest, ^failureDest\n```",
      assembly_format = "$name `(` $args `:` type($args) `)` (`:` type($results)^)? attr-dict `->` successors",
      traits = ["Terminator"],
      successors = ["trueDest", "falseDest"],
      default_values = {isNegated = "false"},
      independent_variadics = ["args", "results"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %3 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    irdl.operands(args: variadic %1)
    irdl.results(results: variadic %3)
    irdl.attributes {"name" = %0, "isNegated" = %2}
  }
  irdl.operation @apply_rewrite attributes {
      summary = "Invoke and apply an externally registered rewrite method",
      description = "`pdl_interp.apply_rewrite` operations invoke an external rewriter that has\nbeen registered with the interpreter to perform the rewrite after a\nsuccessful match. The rewrite is passed a set of positional arguments. The\nrewrite function may return any number of results.\n\nExample:\n\n```mlir\n// Rewriter operating solely on the root operation.\npdl_interp.apply_rewrite \"rewriter\"(%root : !pdl.operation)\n\n// Rewriter operating solely on the root operation and return an attribute.\n%attr = pdl_interp.apply_rewrite \"rewriter\"(%root : !pdl.operation) : !pdl.attribute\n\n// Rewriter operating on the root operation along with additional arguments\n// from the matcher.\npdl_interp.apply_rewrite \"rewriter\"(%root : !pdl.operation, %value : !pdl.value)\n```",
      assembly_format = "$name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict",
      independent_variadics = ["args", "results"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    irdl.operands(args: variadic %1)
    irdl.results(results: variadic %2)
    irdl.attributes {"name" = %0}
  }
  irdl.operation @are_equal attributes {
      summary = "Check if two positional values or ranges are equivalent",
      description = "`pdl_interp.are_equal` operations compare two positional values for\nequality. On success, this operation branches to the true destination,\notherwise the false destination is taken.\n\nExample:\n\n```mlir\npdl_interp.are_equal %result1, %result2 : !pdl.value -> ^matchDest, ^failureDest\n```",
      assembly_format = "operands `:` type($lhs) attr-dict `->` successors",
      traits = ["Terminator", "Pure", "SameTypeOperands"],
      successors = ["trueDest", "falseDest"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    irdl.operands(lhs: %0, rhs: %1)
  }
  irdl.operation @branch attributes {
      summary = "General branch operation",
      description = "`pdl_interp.branch` operations expose general branch functionality to the\ninterpreter, and are generally used to branch from one pattern match\nsequence to another.\n\nExample:\n\n```mlir\npdl_interp.branch ^dest\n```",
      assembly_format = "$dest attr-dict",
      traits = ["Pure", "Terminator"],
      successors = ["dest"]} {
  }
  irdl.operation @check_attribute attributes {
      summary = "Check the value of an `Attribute`",
      description = "`pdl_interp.check_attribute` operations compare the value of a given\nattribute with a constant value. On success, this operation branches to the\ntrue destination, otherwise the false destination is taken.\n\nExample:\n\n```mlir\npdl_interp.check_attribute %attr is 10 -> ^matchDest, ^failureDest\n```",
      assembly_format = "$attribute `is` $constantValue attr-dict `->` successors",
      traits = ["Terminator", "Pure"],
      successors = ["trueDest", "falseDest"]} {
    %0 = irdl.is !pdl.attribute {summary = "PDL handle to an `mlir::Attribute`"}
    %1 = irdl.any {summary = "any attribute"}
    irdl.operands(attribute: %0)
    irdl.attributes {"constantValue" = %1}
  }
  irdl.operation @check_operand_count attributes {
      summary = "Check the number of operands of an `Operation`",
      description = "`pdl_interp.check_operand_count` operations compare the number of operands\nof a given operation value with a constant. The comparison is either exact\nor at_least, with the latter used to compare against a minimum number of\nexpected operands. On success, this operation branches to the true\ndestination, otherwise the false destination is taken.\n\nExample:\n\n```mlir\n// Check for exact equality.\npdl_interp.check_operand_count of %op is 2 -> ^matchDest, ^failureDest\n\n// Check for at least N operands.\npdl_interp.check_operand_count of %op is at_least 2 -> ^matchDest, ^failureDest\n```",
      assembly_format = "`of` $inputOp `is` (`at_least` $compareAtLeast^)? custom<TypedAttribute>($count, \"i32\") attr-dict `->` successors",
      traits = ["Terminator", "Pure"],
      successors = ["trueDest", "falseDest"],
      optional_attributes = ["compareAtLeast"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "32-bit signless integer attribute whose value is non-negative"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(inputOp: %0)
    irdl.attributes {"count" = %1, "compareAtLeast" = %2}
  }
  irdl.operation @check_operation_name attributes {
      summary = "Check the OperationName of an `Operation`",
      description = "`pdl_interp.check_operation_name` operations compare the name of a given\noperation with a known name. On success, this operation branches to the true\ndestination, otherwise the false destination is taken.\n\nExample:\n\n```mlir\npdl_interp.check_operation_name of %op is \"foo.op\" -> ^matchDest, ^failureDest\n```",
      assembly_format = "`of` $inputOp `is` $name attr-dict `->` successors",
      traits = ["Terminator", "Pure"],
      successors = ["trueDest", "falseDest"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.operands(inputOp: %0)
    irdl.attributes {"name" = %1}
  }
  irdl.operation @check_result_count attributes {
      summary = "Check the number of results of an `Operation`",
      description = "`pdl_interp.check_result_count` operations compare the number of results\nof a given operation value with a constant. The comparison is either exact\nor at_least, with the latter used to compare against a minimum number of\nexpected results. On success, this operation branches to the true\ndestination, otherwise the false destination is taken.\n\nExample:\n\n```mlir\n// Check for exact equality.\npdl_interp.check_result_count of %op is 2 -> ^matchDest, ^failureDest\n\n// Check for at least N results.\npdl_interp.check_result_count of %op is at_least 2 -> ^matchDest, ^failureDest\n```",
      assembly_format = "`of` $inputOp `is` (`at_least` $compareAtLeast^)? custom<TypedAttribute>($count, \"i32\") attr-dict `->` successors",
      traits = ["Terminator", "Pure"],
      successors = ["trueDest", "falseDest"],
      optional_attributes = ["compareAtLeast"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "32-bit signless integer attribute whose value is non-negative"}
    %2 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    irdl.operands(inputOp: %0)
    irdl.attributes {"count" = %1, "compareAtLeast" = %2}
  }
  irdl.operation @check_type attributes {
      summary = "Compare a type to a known value",
      description = "`pdl_interp.check_type` operations compare a type with a statically known\ntype. On success, this operation branches to the true destination, otherwise\nthe false destination is taken.\n\nExample:\n\n```mlir\npdl_interp.check_type %type is i32 -> ^matchDest, ^failureDest\n```",
      assembly_format = "$value `is` $type attr-dict `->` successors",
      traits = ["Terminator", "Pure"],
      successors = ["trueDest", "falseDest"]} {
    %0 = irdl.is !pdl.type {summary = "PDL handle to an `mlir::Type`"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    irdl.operands(value: %0)
    irdl.attributes {"type" = %1}
  }
  irdl.operation @check_types attributes {
      summary = "Compare a range of types to a range of known values",
      description = "`pdl_interp.check_types` operations compare a range of types with a\nstatically known range of types. On success, this operation branches\nto the true destination, otherwise the false destination is taken.\n\nExample:\n\n```mlir\npdl_interp.check_types %type are [i32, i64] -> ^matchDest, ^failureDest\n```",
      assembly_format = "$value `are` $types attr-dict `->` successors",
      traits = ["Terminator", "Pure"],
      successors = ["trueDest", "falseDest"]} {
    %0 = irdl.is !pdl.range<type> {summary = "range of PDL handle to an `mlir::Type` values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::TypeAttr>(attr))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>(attr).getValue()))) && ((true))); }))" {summary = "type array attribute"}
    irdl.operands(value: %0)
    irdl.attributes {"types" = %1}
  }
  irdl.operation @continue attributes {
      summary = "Breaks the current iteration",
      description = "`pdl_interp.continue` operation breaks the current iteration within the\n`pdl_interp.foreach` region and continues with the next iteration from\nthe beginning of the region.\n\nExample:\n\n```mlir\npdl_interp.continue\n```",
      assembly_format = "attr-dict",
      traits = ["Pure", "HasParent<pdl_interp.foreach>", "Terminator"]} {
  }
  irdl.operation @create_attribute attributes {
      summary = "Create an interpreter handle to a constant `Attribute`",
      description = "`pdl_interp.create_attribute` operations generate a handle within the\ninterpreter for a specific constant attribute value.\n\nExample:\n\n```mlir\n%attr = pdl_interp.create_attribute 10 : i64\n```",
      assembly_format = "$value attr-dict-with-keyword",
      traits = ["Pure"]} {
    %0 = irdl.any {summary = "any attribute"}
    %1 = irdl.is !pdl.attribute {summary = "PDL handle to an `mlir::Attribute`"}
    irdl.results(attribute: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @create_operation attributes {
      summary = "Create an instance of a specific `Operation`",
      description = "`pdl_interp.create_operation` operations create an `Operation` instance with\nthe specified attributes, operands, and result types. See `pdl.operation`\nfor a more detailed description on the general interpretation of the arguments\nto this operation.\n\nExample:\n\n```mlir\n// Create an instance of a `foo.op` operation.\n%op = pdl_interp.create_operation \"foo.op\"(%arg0 : !pdl.value) {\"attrA\" = %attr0} -> (%type : !pdl.type)\n\n// Create an instance of a `foo.op` operation that has inferred result types\n// (using the InferTypeOpInterface).\n%op = pdl_interp.create_operation \"foo.op\"(%arg0 : !pdl.value) {\"attrA\" = %attr0} -> <inferred>\n```",
      ods_assembly_format = "\n    $name (`(` $inputOperands^ `:` type($inputOperands) `)`)? ``\n    custom<CreateOperationOpAttributes>($inputAttributes, $inputAttributeNames)\n    custom<CreateOperationOpResults>($inputResultTypes, type($inputResultTypes),\n                                     $inferredResultTypes)\n    attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "PdlInterpCreateOperation",
      optional_attributes = ["inferredResultTypes"],
      independent_variadics = ["inputOperands", "inputAttributes", "inputResultTypes"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::pdl::ValueType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle for an `mlir::Value`"}
    %2 = irdl.is !pdl.attribute {summary = "PDL handle to an `mlir::Attribute`"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::pdl::TypeType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::TypeType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle to an `mlir::Type`"}
    %5 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %6 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    irdl.operands(inputOperands: variadic %1, inputAttributes: variadic %2, inputResultTypes: variadic %4)
    irdl.results(resultOp: %6)
    irdl.attributes {"name" = %0, "inputAttributeNames" = %3, "inferredResultTypes" = %5}
  }
  irdl.operation @create_range attributes {
      summary = "Construct a range of PDL entities",
      description = "`pdl_interp.create_range` operations construct a range from a given set of PDL\nentities, which all share the same underlying element type. For example, a\n`!pdl.range<value>` may be constructed from a list of `!pdl.value`\nor `!pdl.range<value>` entities.\n\nExample:\n\n```mlir\n// Construct a range of values.\n%valueRange = pdl_interp.create_range %inputValue, %inputRange : !pdl.value, !pdl.range<value>\n\n// Construct a range of types.\n%typeRange = pdl_interp.create_range %inputType, %inputRange : !pdl.type, !pdl.range<type>\n\n// Construct an empty range of types.\n%valueRange = pdl_interp.create_range : !pdl.range<type>\n```",
      assembly_format = "($arguments^ `:` type($arguments))? custom<RangeType>(ref(type($arguments)), type($result)) attr-dict",
      traits = ["Pure"],
      cpp_verifier = "PdlInterpCreateRange",
      independent_variadics = ["arguments"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::pdl::RangeType>($_self))) && ((((::llvm::isa<::mlir::pdl::TypeType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType()))) || ((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "range of PDL handle to an `mlir::Type` or PDL handle for an `mlir::Value` values"}
    irdl.operands(arguments: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @create_type attributes {
      summary = "Create an interpreter handle to a constant `Type`",
      description = "`pdl_interp.create_type` operations generate a handle within the interpreter\nfor a specific constant type value.\n\nExample:\n\n```mlir\npdl_interp.create_type i64\n```",
      assembly_format = "$value attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %1 = irdl.is !pdl.type {summary = "PDL handle to an `mlir::Type`"}
    irdl.results(result: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @create_types attributes {
      summary = "Create an interpreter handle to a range of constant `Type`s",
      description = "`pdl_interp.create_types` operations generate a handle within the\ninterpreter for a specific range of constant type values.\n\nExample:\n\n```mlir\npdl_interp.create_types [i64, i64]\n```",
      assembly_format = "$value attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::TypeAttr>(attr))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>(attr).getValue()))) && ((true))); }))" {summary = "type array attribute"}
    %1 = irdl.is !pdl.range<type> {summary = "range of PDL handle to an `mlir::Type` values"}
    irdl.results(result: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @erase attributes {
      summary = "Mark an operation as `erased`",
      description = "`pdl.erase` operations are used to specify that an operation should be\nmarked as erased. The semantics of this operation correspond with the\n`eraseOp` method on a `PatternRewriter`.\n\nExample:\n\n```mlir\npdl_interp.erase %root\n```",
      assembly_format = "$inputOp attr-dict"} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    irdl.operands(inputOp: %0)
  }
  irdl.operation @extract attributes {
      summary = "Extract the item at the specified index in a range",
      description = "`pdl_interp.extract` operations are used to extract an item from a range\nat the specified index. If the index is out of range, returns null.\n\nExample:\n\n```mlir\n// Extract the value at index 1 from a range of values.\n%ops = pdl_interp.extract 1 of %values : !pdl.value\n```",
      ods_assembly_format = "custom<TypedAttribute>($index, \"i32\") `of` $range `:` type($result) attr-dict",
      traits = ["Pure", "TypesMatchWith<result, range, cpp:PdlInterpExtractRange, `range` is a PDL range whose element type matches type of `result`>"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::PDLType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType()))))" {summary = "range of pdl type values"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "32-bit signless integer attribute whose value is non-negative"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    irdl.operands(range: %0)
    irdl.results(result: %2)
    irdl.attributes {"index" = %1}
  }
  irdl.operation @finalize attributes {
      summary = "Finalize a pattern match or rewrite sequence",
      description = "`pdl_interp.finalize` is used to denote the termination of a match or\nrewrite sequence.\n\nExample:\n\n```mlir\npdl_interp.finalize\n```",
      assembly_format = "attr-dict",
      traits = ["Pure", "Terminator"]} {
  }
  irdl.operation @foreach attributes {
      summary = "Iterates over a range of values or ranges",
      description = "`pdl_interp.foreach` iteratively selects an element from a range of values\nand executes the region until pdl.continue is reached.\n\nIn the bytecode interpreter, this operation is implemented by looping over\nthe values and, for each selection, running the bytecode until we reach\npdl.continue. This may result in multiple matches being reported. Note\nthat the input range is mutated (popped from).\n\nExample:\n\n```mlir\npdl_interp.foreach %op : !pdl.operation in %ops {\n  pdl_interp.continue\n} -> ^next\n```",
      cpp_assembly_format = "PdlInterpForEach",
      traits = ["Terminator"],
      cpp_verifier = "PdlInterpForEach",
      successors = ["successor"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::PDLType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType()))))" {summary = "range of pdl type values"}
    %1 = irdl.region {summary = "any region"}
    irdl.operands(values: %0)
    irdl.regions(region: %1)
  }
  irdl.operation @func attributes {
      summary = "PDL Interpreter Function Operation",
      description = "`pdl_interp.func` operations act as interpreter functions. These are\ncallable SSA-region operations that contain other interpreter operations.\nInterpreter functions are used for both the matching and the rewriting\nportion of the interpreter.\n\nExample:\n\n```mlir\npdl_interp.func @rewriter(%root: !pdl.operation) {\n  %op = pdl_interp.create_operation \"foo.new_operation\"\n  pdl_interp.erase %root\n  pdl_interp.finalize\n}\n```",
      cpp_assembly_format = "PdlInterpFunc",
      traits = ["IsolatedFromAbove"],
      ods_traits = ["FunctionOpInterface"],
      optional_attributes = ["arg_attrs", "res_attrs"],
      ods_notes = ["region 'body': region with at least 1 blocks (not checked)"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((::llvm::isa<::mlir::FunctionType>(::llvm::cast<::mlir::TypeAttr>($_self).getValue())))" {summary = "type attribute of function type"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::DictionaryAttr>(attr))); }))" {summary = "Array of dictionary attributes"}
    %4 = irdl.region {summary = "region with at least 1 blocks"}
    irdl.attributes {"sym_name" = %0, "function_type" = %1, "arg_attrs" = %2, "res_attrs" = %3}
    irdl.regions(body: %4)
  }
  irdl.operation @get_attribute attributes {
      summary = "Get a specified attribute value from an `Operation`",
      description = "`pdl_interp.get_attribute` operations try to get a specific attribute from\nan operation. If the operation does not have that attribute, a null value is\nreturned.\n\nExample:\n\n```mlir\n%attr = pdl_interp.get_attribute \"attr\" of %op\n```",
      assembly_format = "$name `of` $inputOp attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.is !pdl.attribute {summary = "PDL handle to an `mlir::Attribute`"}
    irdl.operands(inputOp: %0)
    irdl.results(attribute: %2)
    irdl.attributes {"name" = %1}
  }
  irdl.operation @get_attribute_type attributes {
      summary = "Get the result type of a specified `Attribute`",
      description = "`pdl_interp.get_attribute_type` operations get the resulting type of a\nspecific attribute.\n\nExample:\n\n```mlir\n%type = pdl_interp.get_attribute_type of %attr\n```",
      assembly_format = "`of` $value attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is !pdl.attribute {summary = "PDL handle to an `mlir::Attribute`"}
    %1 = irdl.is !pdl.type {summary = "PDL handle to an `mlir::Type`"}
    irdl.operands(value: %0)
    irdl.results(result: %1)
  }
  irdl.operation @get_defining_op attributes {
      summary = "Get the defining operation of a `Value`",
      description = "`pdl_interp.get_defining_op` operations try to get the defining operation\nof a specific value or range of values. In the case of range, the defining\nop of the first value is returned. If the value is not an operation result\nor range of operand results, null is returned.\n\nExample:\n\n```mlir\n%op = pdl_interp.get_defining_op of %value : !pdl.value\n```",
      assembly_format = "`of` $value `:` type($value) attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::pdl::ValueType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle for an `mlir::Value`"}
    %1 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    irdl.operands(value: %0)
    irdl.results(inputOp: %1)
  }
  irdl.operation @get_operand attributes {
      summary = "Get a specified operand from an `Operation`",
      description = "`pdl_interp.get_operand` operations try to get a specific operand from an\noperation If the operation does not have an operand for the given index, a\nnull value is returned.\n\nExample:\n\n```mlir\n%operand = pdl_interp.get_operand 1 of %op\n```",
      assembly_format = "custom<TypedAttribute>($index, \"i32\") `of` $inputOp attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "32-bit signless integer attribute whose value is non-negative"}
    %2 = irdl.is !pdl.value {summary = "PDL handle for an `mlir::Value`"}
    irdl.operands(inputOp: %0)
    irdl.results(value: %2)
    irdl.attributes {"index" = %1}
  }
  irdl.operation @get_operands attributes {
      summary = "Get a specified operand group from an `Operation`",
      description = "`pdl_interp.get_operands` operations try to get a specific operand\ngroup from an operation. If the expected result is a single Value, null is\nreturned if the operand group is not of size 1. If a range is expected,\nnull is returned if the operand group is invalid. If no index is provided,\nthe returned operand group corresponds to all operands of the operation.\n\nExample:\n\n```mlir\n// Get the first group of operands from an operation, and expect a single\n// element.\n%operand = pdl_interp.get_operands 0 of %op : !pdl.value\n\n// Get the first group of operands from an operation.\n%operands = pdl_interp.get_operands 0 of %op : !pdl.range<value>\n\n// Get all of the operands from an operation.\n%operands = pdl_interp.get_operands of %op : !pdl.range<value>\n```",
      assembly_format = "(custom<TypedAttribute>($index, \"i32\")^)? `of` $inputOp `:` type($value) attr-dict",
      traits = ["Pure"],
      optional_attributes = ["index"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "32-bit signless integer attribute whose value is non-negative"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::pdl::ValueType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle for an `mlir::Value`"}
    irdl.operands(inputOp: %0)
    irdl.results(value: %2)
    irdl.attributes {"index" = %1}
  }
  irdl.operation @get_result attributes {
      summary = "Get a specified result from an `Operation`",
      description = "`pdl_interp.get_result` operations try to get a specific result from an\noperation. If the operation does not have a result for the given index, a\nnull value is returned.\n\nExample:\n\n```mlir\n%result = pdl_interp.get_result 1 of %op\n```",
      assembly_format = "custom<TypedAttribute>($index, \"i32\") `of` $inputOp attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "32-bit signless integer attribute whose value is non-negative"}
    %2 = irdl.is !pdl.value {summary = "PDL handle for an `mlir::Value`"}
    irdl.operands(inputOp: %0)
    irdl.results(value: %2)
    irdl.attributes {"index" = %1}
  }
  irdl.operation @get_results attributes {
      summary = "Get a specified result group from an `Operation`",
      description = "`pdl_interp.get_results` operations try to get a specific result group\nfrom an operation. If the expected result is a single Value, null is\nreturned if the result group is not of size 1. If a range is expected,\nnull is returned if the result group is invalid. If no index is provided,\nthe returned operand group corresponds to all results of the operation.\n\nExample:\n\n```mlir\n// Get the first group of results from an operation, and expect a single\n// element.\n%result = pdl_interp.get_results 0 of %op : !pdl.value\n\n// Get the first group of results from an operation.\n%results = pdl_interp.get_results 0 of %op : !pdl.range<value>\n\n// Get all of the results from an operation.\n%results = pdl_interp.get_results of %op : !pdl.range<value>\n```",
      assembly_format = "(custom<TypedAttribute>($index, \"i32\")^)? `of` $inputOp `:` type($value) attr-dict",
      traits = ["Pure"],
      optional_attributes = ["index"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "32-bit signless integer attribute whose value is non-negative"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::pdl::ValueType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle for an `mlir::Value`"}
    irdl.operands(inputOp: %0)
    irdl.results(value: %2)
    irdl.attributes {"index" = %1}
  }
  irdl.operation @get_users attributes {
      summary = "Get the users of a `Value`",
      description = "`pdl_interp.get_users` extracts the users that accept this value. In the\ncase of a range, the union of users of the all the values are returned,\nsimilarly to ResultRange::getUsers.\n\nExample:\n\n```mlir\n// Get all the users of a single value.\n%ops = pdl_interp.get_users of %value : !pdl.value\n\n// Get all the users of the first value in a range.\n%ops = pdl_interp.get_users of %values : !pdl.range<value>\n```",
      assembly_format = "`of` $value `:` type($value) attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::pdl::ValueType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle for an `mlir::Value`"}
    %1 = irdl.is !pdl.range<operation> {summary = "range of PDL handle to an `mlir::Operation *` values"}
    irdl.operands(value: %0)
    irdl.results(operations: %1)
  }
  irdl.operation @get_value_type attributes {
      summary = "Get the result type of a specified `Value`",
      description = "`pdl_interp.get_value_type` operations get the resulting type of a specific\nvalue or range thereof.\n\nExample:\n\n```mlir\n// Get the type of a single value.\n%type = pdl_interp.get_value_type of %value : !pdl.type\n\n// Get the types of a value range.\n%type = pdl_interp.get_value_type of %values : !pdl.range<type>\n```",
      ods_assembly_format = "`of` $value `:` type($result) attr-dict",
      traits = ["Pure", "TypesMatchWith<result, value, cpp:PdlInterpGetValueTypeValue, `value` type matches arity of `result`>"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::pdl::ValueType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle for an `mlir::Value`"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::pdl::TypeType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::TypeType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle to an `mlir::Type`"}
    irdl.operands(value: %0)
    irdl.results(result: %1)
  }
  irdl.operation @is_not_null attributes {
      summary = "Check if a positional value is non-null",
      description = "`pdl_interp.is_not_null` operations check that a positional value or range\nexists. For ranges, this does not mean that the range was simply empty. On\nsuccess, this operation branches to the true destination. Otherwise, the\nfalse destination is taken.\n\nExample:\n\n```mlir\npdl_interp.is_not_null %value : !pdl.value -> ^matchDest, ^failureDest\n```",
      assembly_format = "$value `:` type($value) attr-dict `->` successors",
      traits = ["Terminator", "Pure"],
      successors = ["trueDest", "falseDest"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    irdl.operands(value: %0)
  }
  irdl.operation @record_match attributes {
      summary = "Record the metadata for a successful pattern match",
      description = "`pdl_interp.record_match` operations record a successful pattern match with\nthe interpreter and branch to the next part of the matcher. The metadata\nrecorded by these operations correspond to a specific `pdl.pattern`, as well\nas what values were used during that match that should be propagated to the\nrewriter.\n\nExample:\n\n```mlir\npdl_interp.record_match @rewriters::myRewriter(%root : !pdl.operation) : benefit(1), loc([%root, %op1]), root(\"foo.op\") -> ^nextDest\n```",
      assembly_format = "$rewriter (`(` $inputs^ `:` type($inputs) `)`)? `:` `benefit` `(` custom<TypedAttribute>($benefit, \"i16\") `)` `,` (`generatedOps` `(` $generatedOps^ `)` `,`)? `loc` `(` `[` $matchedOps `]` `)` (`,` `root` `(` $rootKind^ `)`)? attr-dict `->` $dest",
      traits = ["AttrSizedOperandSegments", "Terminator"],
      successors = ["dest"],
      optional_attributes = ["rootKind", "generatedOps"],
      independent_variadics = ["inputs", "matchedOps"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    %1 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::SymbolRefAttr>($_self))" {summary = "symbol reference attribute"}
    %3 = irdl.base "#builtin.string" {summary = "string attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %5 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "16-bit signless integer attribute whose value is non-negative"}
    irdl.operands(inputs: variadic %0, matchedOps: variadic %1)
    irdl.attributes {"rewriter" = %2, "rootKind" = %3, "generatedOps" = %4, "benefit" = %5}
  }
  irdl.operation @replace attributes {
      summary = "Mark an operation as `replace`d",
      description = "`pdl_interp.replaced` operations are used to specify that an operation\nshould be marked as replaced. The semantics of this operation correspond\nwith the `replaceOp` method on a `PatternRewriter`. The set of replacement\nvalues must match the number of results specified by the operation.\n\nExample:\n\n```mlir\n// Replace root node with 2 values:\npdl_interp.replace %root with (%val0, %val1 : !pdl.type, !pdl.type)\n```",
      assembly_format = "$inputOp `with` ` ` `(` ($replValues^ `:` type($replValues))? `)` attr-dict",
      independent_variadics = ["replValues"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::pdl::ValueType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle for an `mlir::Value`"}
    irdl.operands(inputOp: %0, replValues: variadic %1)
  }
  irdl.operation @switch_attribute attributes {
      summary = "Switch on the value of an `Attribute`",
      description = "`pdl_interp.switch_attribute` operations compare the value of a given\nattribute with a set of constant attributes. If the value matches one of the\nprovided case values the destination for that case value is taken, otherwise\nthe default destination is taken.\n\nExample:\n\n```mlir\npdl_interp.switch_attribute %attr to [10, true](^10Dest, ^trueDest) -> ^defaultDest\n```",
      assembly_format = "$attribute `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest",
      traits = ["Terminator", "Pure"],
      cpp_verifier = "PdlInterpSwitchAttribute",
      successors = ["defaultDest", "variadic cases"]} {
    %0 = irdl.is !pdl.attribute {summary = "PDL handle to an `mlir::Attribute`"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::ArrayAttr>($_self))" {summary = "array attribute"}
    irdl.operands(attribute: %0)
    irdl.attributes {"caseValues" = %1}
  }
  irdl.operation @switch_operand_count attributes {
      summary = "Switch on the operand count of an `Operation`",
      description = "`pdl_interp.switch_operand_count` operations compare the operand count of a\ngiven operation with a set of potential counts. If the value matches one of\nthe provided case values the destination for that case value is taken,\notherwise the default destination is taken.\n\nExample:\n\n```mlir\npdl_interp.switch_operand_count of %op to [10, 2] -> ^10Dest, ^2Dest, ^defaultDest\n```",
      assembly_format = "`of` $inputOp `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest",
      traits = ["Terminator", "Pure"],
      cpp_verifier = "PdlInterpSwitchOperandCount",
      successors = ["defaultDest", "variadic cases"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(32)))" {summary = "32-bit signless integer elements attribute"}
    irdl.operands(inputOp: %0)
    irdl.attributes {"caseValues" = %1}
  }
  irdl.operation @switch_operation_name attributes {
      summary = "Switch on the OperationName of an `Operation`",
      description = "`pdl_interp.switch_operation_name` operations compare the name of a given\noperation with a set of known names. If the value matches one of the\nprovided case values the destination for that case value is taken, otherwise\nthe default destination is taken.\n\nExample:\n\n```mlir\npdl_interp.switch_operation_name of %op to [\"foo.op\", \"bar.op\"](^fooDest, ^barDest) -> ^defaultDest\n```",
      assembly_format = "`of` $inputOp `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest",
      traits = ["Terminator", "Pure"],
      cpp_verifier = "PdlInterpSwitchOperationName",
      successors = ["defaultDest", "variadic cases"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    irdl.operands(inputOp: %0)
    irdl.attributes {"caseValues" = %1}
  }
  irdl.operation @switch_result_count attributes {
      summary = "Switch on the result count of an `Operation`",
      description = "`pdl_interp.switch_result_count` operations compare the result count of a\ngiven operation with a set of potential counts. If the value matches one of\nthe provided case values the destination for that case value is taken,\notherwise the default destination is taken.\n\nExample:\n\n```mlir\npdl_interp.switch_result_count of %op to [0, 2](^0Dest, ^2Dest) -> ^defaultDest\n```",
      assembly_format = "`of` $inputOp `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest",
      traits = ["Terminator", "Pure"],
      cpp_verifier = "PdlInterpSwitchResultCount",
      successors = ["defaultDest", "variadic cases"]} {
    %0 = irdl.is !pdl.operation {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::DenseIntElementsAttr>($_self))) && ((::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType().getElementType().isSignlessInteger(32)))" {summary = "32-bit signless integer elements attribute"}
    irdl.operands(inputOp: %0)
    irdl.attributes {"caseValues" = %1}
  }
  irdl.operation @switch_type attributes {
      summary = "Switch on a `Type` value",
      description = "`pdl_interp.switch_type` operations compare a type with a set of statically\nknown types. If the value matches one of the provided case values the\ndestination for that case value is taken, otherwise the default destination\nis taken.\n\nExample:\n\n```mlir\npdl_interp.switch_type %type to [i32, i64] -> ^i32Dest, ^i64Dest, ^defaultDest\n```",
      assembly_format = "$value `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest",
      traits = ["Terminator", "Pure"],
      cpp_verifier = "PdlInterpSwitchType",
      successors = ["defaultDest", "variadic cases"]} {
    %0 = irdl.is !pdl.type {summary = "PDL handle to an `mlir::Type`"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::TypeAttr>(attr))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>(attr).getValue()))) && ((true))); }))" {summary = "type array attribute"}
    irdl.operands(value: %0)
    irdl.attributes {"caseValues" = %1}
  }
  irdl.operation @switch_types attributes {
      summary = "Switch on a range of `Type` values",
      description = "`pdl_interp.switch_types` operations compare a range of types with a set of\nstatically known ranges. If the value matches one of the provided case\nvalues the destination for that case value is taken, otherwise the default\ndestination is taken.\n\nExample:\n\n```mlir\npdl_interp.switch_types %type is [[i32], [i64, i64]] -> ^i32Dest, ^i64Dest, ^defaultDest\n```",
      assembly_format = "$value `to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest",
      traits = ["Terminator", "Pure"],
      cpp_verifier = "PdlInterpSwitchTypes",
      successors = ["defaultDest", "variadic cases"]} {
    %0 = irdl.is !pdl.range<type> {summary = "range of PDL handle to an `mlir::Type` values"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::ArrayAttr>(attr))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>(attr), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::TypeAttr>(attr))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>(attr).getValue()))) && ((true))); }))); }))" {summary = "type-array array attribute"}
    irdl.operands(value: %0)
    irdl.attributes {"caseValues" = %1}
  }
}
