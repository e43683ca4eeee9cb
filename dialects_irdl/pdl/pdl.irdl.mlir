// Imported from ODS (PDLDialect.td:22) by irdl-import-ods: attributes, types and operations.
irdl.dialect @pdl attributes {ods, properties, summary = "High level pattern definition dialect", description = "PDL presents a high level abstraction for the rewrite pattern infrastructure\navailable in MLIR. This abstraction allows for representing patterns\ntransforming MLIR, as MLIR. This allows for applying all of the benefits\nthat the general MLIR infrastructure provides, to the infrastructure itself.\nThis means that pattern matching can be more easily verified for\ncorrectness, targeted by frontends, and optimized.\n\nPDL abstracts over various different aspects of patterns and core MLIR data\nstructures. Patterns are specified via a `pdl.pattern` operation. These\noperations contain a region body for the \"matcher\" code, and terminate with\na `pdl.rewrite` that either dispatches to an external rewriter or contains\na region for the rewrite specified via `pdl`. The types of values in `pdl`\nare handle types to MLIR C++ types, with `!pdl.attribute`, `!pdl.operation`,\n`!pdl.value`, and `!pdl.type` directly mapping to `mlir::Attribute`,\n`mlir::Operation*`, `mlir::Value`, and `mlir::Type` respectively.\n\nAn example pattern is shown below:\n\n```mlir\n// pdl.pattern contains metadata similarly to a `RewritePattern`.\npdl.pattern : benefit(1) {\n  // External input operand values are specified via `pdl.operand` operations.\n  // Result types are constrainted via `pdl.type` operations.\n\n  %resultType = pdl.type\n  %inputOperand = pdl.operand\n  %root = pdl.operation \"foo.op\"(%inputOperand) -> %resultType\n  pdl.rewrite %root {\n    pdl.replace %root with (%inputOperand)\n  }\n}\n```\n\nThe above pattern simply replaces an operation with its first operand. Note\nhow the input operation is specified structurally, similarly to how it would\nlook in memory. This is a simple example and pdl provides support for many\nother features such as applying external constraints or external generator\nmethods. These features and more are detailed below."} {
  irdl.type @"!attribute" attributes {
      summary = "PDL handle to an `mlir::Attribute`",
      description = "This type represents a handle to an instance of an `mlir::Attribute`, bound\nto a value that is usable within a PDL pattern or rewrite."} {
  }
  irdl.type @"!operation" attributes {
      summary = "PDL handle to an `mlir::Operation *`",
      description = "This type represents a handle to an instance of an `mlir::Operation *`,\nbound to a value that is usable within a PDL pattern or rewrite."} {
  }
  irdl.type @"!range" attributes {
      summary = "PDL handle to a range of a given sub-type",
      description = "This type represents a range of instances of the given PDL element type,\ni.e. `Attribute`, `Operation`, `Type`, or `Value`.",
      cpp_assembly_format = "PdlRangeType",
      cpp_verifier = "PdlRangeType"} {
    %0 = irdl.any {summary = "Type"}
    irdl.parameters(elementType: %0)
  }
  irdl.type @"!type" attributes {
      summary = "PDL handle to an `mlir::Type`",
      description = "This type represents a handle to an instance of an `mlir::Type`, bound to a\nvalue that is usable within a PDL pattern or rewrite."} {
  }
  irdl.type @value attributes {
      summary = "PDL handle for an `mlir::Value`",
      description = "This type represents a handle to an instance of an `mlir::Value`, bound to a\nvalue that is usable within a PDL pattern or rewrite."} {
  }
  irdl.operation @apply_native_constraint attributes {
      summary = "Apply a native constraint to a set of provided entities",
      description = "`pdl.apply_native_constraint` operations apply a native C++ constraint, that\nhas been registered externally with the consumer of PDL, to a given set of\nentities and optionally return a number of values.\n\nExample:\n\n```mlir\n// Apply `myConstraint` to the entities defined by `input`, `attr`, and `op`.\npdl.apply_native_constraint \"myConstraint\"(%input, %attr, %op : !pdl.value, !pdl.attribute, !pdl.operation)\n// Apply constraint `with_result` to `root`. This constraint returns an attribute.\n%attr = pdl.apply_native_constraint \"with_result\"(%root : !pdl.operation) : !pdl.attribute\n```",
      assembly_format = "$name `(` $args `:` type($args) `)` (`:` type($results)^ )? attr-dict",
      traits = ["HasParent<pdl.pattern>"],
      cpp_verifier = "PdlApplyNativeConstraint",
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
  irdl.operation @apply_native_rewrite attributes {
      summary = "Apply a native rewrite method inside of pdl.rewrite region",
      description = "`pdl.apply_native_rewrite` operations apply a native C++ function, that has\nbeen registered externally with the consumer of PDL, to perform a rewrite\nand optionally return a number of values. The native function may accept any\nnumber of arguments. This operation is used within a pdl.rewrite region to enable\nthe interleaving of native rewrite methods with other pdl constructs.\n\nExample:\n\n```mlir\n// Apply a native rewrite method that returns an attribute.\n%ret = pdl.apply_native_rewrite \"myNativeFunc\"(%arg0, %attr1) : !pdl.attribute\n```\n\n```c++\n// The native rewrite as defined in C++:\nstatic Attribute myNativeFunc(PatternRewriter &rewriter, Value arg0, Attribute arg1) {\n  // Just return the second arg.\n  return arg1;\n}\n\nvoid registerNativeRewrite(PDLPatternModule &pdlModule) {\n  pdlModule.registerRewriteFunction(\"myNativeFunc\", myNativeFunc);\n}\n```",
      assembly_format = "$name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict",
      traits = ["HasParent<pdl.rewrite>"],
      cpp_verifier = "PdlApplyNativeRewrite",
      independent_variadics = ["args", "results"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    irdl.operands(args: variadic %1)
    irdl.results(results: variadic %2)
    irdl.attributes {"name" = %0}
  }
  irdl.operation @attribute attributes {
      summary = "Define an input attribute in a pattern",
      description = "`pdl.attribute` operations capture named attribute edges into an operation.\nInstances of this operation define, and partially constrain, attributes of a\ngiven operation. A `pdl.attribute` may partially constrain the input by\nspecifying an expected attribute value type (via a `pdl.type` operation), or\na constant value for the attribute (via `val`). Only one of these may be set\nfor a given input, as the type of the constant value provides the type. When\ndefined within a `pdl.rewrite` region, the constant value must be specified.\n\nExample:\n\n```mlir\n// Define an attribute:\n%attr = pdl.attribute\n\n// Define an attribute with an expected type:\n%type = pdl.type : i32\n%attr = pdl.attribute : %type\n\n// Define an attribute with a constant value:\n%attr = pdl.attribute = \"hello\"\n```",
      assembly_format = "(`:` $valueType^)? (`=` $value^)? attr-dict-with-keyword",
      cpp_verifier = "PdlAttribute",
      optional_attributes = ["value"],
      independent_variadics = ["valueType"]} {
    %0 = irdl.base @pdl::@"!type" {summary = "PDL handle to an `mlir::Type`"}
    %1 = irdl.any {summary = "any attribute"}
    %2 = irdl.base @pdl::@"!attribute" {summary = "PDL handle to an `mlir::Attribute`"}
    irdl.operands(valueType: optional %0)
    irdl.results(attr: %2)
    irdl.attributes {"value" = %1}
  }
  irdl.operation @erase attributes {
      summary = "Mark an input operation as `erased`",
      description = "`pdl.erase` operations are used within `pdl.rewrite` regions to specify that\nan input operation should be marked as erased. The semantics of this\noperation correspond with the `eraseOp` method on a `PatternRewriter`.\n\nExample:\n\n```mlir\npdl.erase %root\n```",
      assembly_format = "$opValue attr-dict",
      traits = ["HasParent<pdl.rewrite>"]} {
    %0 = irdl.base @pdl::@"!operation" {summary = "PDL handle to an `mlir::Operation *`"}
    irdl.operands(opValue: %0)
  }
  irdl.operation @operand attributes {
      summary = "Define an external input operand in a pattern",
      description = "`pdl.operand` operations capture external operand edges into an operation\nnode that originate from operations or block arguments not otherwise\nspecified within the pattern (i.e. via `pdl.result` or `pdl.results`). These\noperations define individual operands of a given operation. A `pdl.operand`\nmay partially constrain an operand by specifying an expected value type\n(via a `pdl.type` operation).\n\nExample:\n\n```mlir\n// Define an external operand:\n%operand = pdl.operand\n\n// Define an external operand with an expected type:\n%type = pdl.type : i32\n%operand = pdl.operand : %type\n```",
      assembly_format = "(`:` $valueType^)? attr-dict",
      traits = ["HasParent<pdl.pattern>"],
      cpp_verifier = "PdlOperand",
      independent_variadics = ["valueType"]} {
    %0 = irdl.base @pdl::@"!type" {summary = "PDL handle to an `mlir::Type`"}
    %1 = irdl.base @pdl::@value {summary = "PDL handle for an `mlir::Value`"}
    irdl.operands(valueType: optional %0)
    irdl.results(value: %1)
  }
  irdl.operation @operands attributes {
      summary = "Define a range of input operands in a pattern",
      description = "`pdl.operands` operations capture external operand range edges into an\noperation node that originate from operations or block arguments not\notherwise specified within the pattern (i.e. via `pdl.result` or\n`pdl.results`). These operations define groups of input operands into a\ngiven operation. A `pdl.operands` may partially constrain a set of input\noperands by specifying expected value types (via `pdl.types` operations).\n\nExample:\n\n```mlir\n// Define a range of input operands:\n%operands = pdl.operands\n\n// Define a range of input operands with expected types:\n%types = pdl.types : [i32, i64, i32]\n%typed_operands = pdl.operands : %types\n```",
      assembly_format = "(`:` $valueType^)? attr-dict",
      traits = ["HasParent<pdl.pattern>"],
      cpp_verifier = "PdlOperands",
      independent_variadics = ["valueType"]} {
    %0 = irdl.base @pdl::@"!type"
    %1 = irdl.parametric @pdl::@"!range"<%0> {summary = "range of PDL handle to an `mlir::Type` values"}
    %2 = irdl.base @pdl::@value
    %3 = irdl.parametric @pdl::@"!range"<%2> {summary = "range of PDL handle for an `mlir::Value` values"}
    irdl.operands(valueType: optional %1)
    irdl.results(value: %3)
  }
  irdl.operation @operation attributes {
      summary = "Define an operation within a pattern",
      description = "`pdl.operation` operations define operation nodes within a pattern. Within\na match sequence, i.e. when directly nested within a `pdl.pattern`, these\noperations correspond to input operations, or those that already existing\nwithin the MLIR module. Inside of a `pdl.rewrite`, these operations\ncorrespond to operations that should be created as part of the replacement\nsequence.\n\n`pdl.operation`s are composed of a name, and a set of attribute, operand,\nand result type values, that map to what those that would be on a\nconstructed instance of that operation. The results of a `pdl.operation` are\na handle to the operation itself. Handles to the results of the operation\ncan be extracted via `pdl.result`.\n\nExample:\n\n```mlir\n// Define an instance of a `foo.op` operation.\n%op = pdl.operation \"foo.op\"(%arg0, %arg1 : !pdl.value, !pdl.value)\n  {\"attrA\" = %attr0} -> (%type, %type : !pdl.type, !pdl.type)\n```\n\nWhen used within a matching context, the name of the operation may be\nomitted.\n\nWhen used within a rewriting context, i.e. when defined within a\n`pdl.rewrite`, all of the result types must be \"inferable\". This means that\nthe type must be attributable to either a constant type value or the result\ntype of another entity, such as an attribute, the result of a\n`apply_native_rewrite`, or the result type of another operation. If the\nresult type value does not meet any of these criteria, the operation must\noverride the `InferTypeOpInterface` to ensure that the result types can be\ninferred.\n\nThe operands of the operation are interpreted in the following ways:\n\n1) A single !pdl.range<value>:\n\nIn this case, the single range is treated as all of the operands of the\noperation.\n\n```mlir\n// Define an instance with single range of operands.\n%op = pdl.operation \"func.return\"(%allArgs : !pdl.range<value>)\n```\n\n2) A variadic number of either !pdl.value or !pdl.range<value>:\n\nIn this case, the inputs are expected to correspond with the operand groups\ndefined on the operation in ODS.\n\n```tablgen\n// Given the following operation definition in ODS:\ndef MyIndirectCallOp {\n  let results = (outs FunctionType:$call, Variadic<AnyType>:$args);\n}\n```\n\n```mlir\n// We can match the operands as so:\n%op = pdl.operation \"my.indirect_call\"(%call, %args : !pdl.value, !pdl.range<value>)\n```\n\nThe results of the operation are interpreted in the following ways:\n\n1) A single !pdl.range<type>:\n\nIn this case, the single range is treated as all of the result types of the\noperation.\n\n```mlir\n// Define an instance with single range of types.\n%allResultTypes = pdl.types\n%op = pdl.operation \"builtin.unrealized_conversion_cast\" -> (%allResultTypes : !pdl.types)\n```\n\n2) A variadic number of either !pdl.type or !pdl.range<type>:\n\nIn this case, the inputs are expected to correspond with the result groups\ndefined on the operation in ODS.\n\n```tablgen\n// Given the following operation definition in ODS:\ndef MyOp {\n  let results = (outs SomeType:$result, Variadic<SomeType>:$otherResults);\n}\n```\n\n```mlir\n// We can match the results as so:\n%result = pdl.type\n%otherResults = pdl.types\n%op = pdl.operation \"foo.op\" -> (%result, %otherResults : !pdl.type, !pdl.range<type>)\n```",
      ods_assembly_format = "\n    ($opName^)? (`(` $operandValues^ `:` type($operandValues) `)`)?\n    custom<OperationOpAttributes>($attributeValues, $attributeValueNames)\n    (`->` `(` $typeValues^ `:` type($typeValues) `)`)? attr-dict\n  ",
      traits = ["AttrSizedOperandSegments"],
      cpp_verifier = "PdlOperation",
      optional_attributes = ["opName"],
      independent_variadics = ["operandValues", "attributeValues", "typeValues"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::pdl::ValueType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle for an `mlir::Value`"}
    %2 = irdl.base @pdl::@"!attribute" {summary = "PDL handle to an `mlir::Attribute`"}
    %3 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %4 = irdl.c_pred "((::llvm::isa<::mlir::pdl::TypeType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::TypeType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle to an `mlir::Type`"}
    %5 = irdl.base @pdl::@"!operation" {summary = "PDL handle to an `mlir::Operation *`"}
    irdl.operands(operandValues: variadic %1, attributeValues: variadic %2, typeValues: variadic %4)
    irdl.results(op: %5)
    irdl.attributes {"opName" = %0, "attributeValueNames" = %3}
  }
  irdl.operation @pattern attributes {
      summary = "Define a rewrite pattern",
      description = "`pdl.pattern` operations provide a transformable representation for a\n`RewritePattern`. The attributes on this operation correspond to the various\nmetadata on a `RewritePattern`, such as the benefit. The match section of\nthe pattern is specified within the region body, with the rewrite provided\nby a terminating `pdl.rewrite`.\n\nExample:\n\n```mlir\n// Provide a pattern matching \"foo.op\" that replaces the root with its\n// operand.\npdl.pattern : benefit(1) {\n  %resultType = pdl.type\n  %inputOperand = pdl.operand\n  %root = pdl.operation \"foo.op\"(%inputOperand) -> (%resultType)\n  pdl.rewrite %root {\n    pdl.replace %root with (%inputOperand)\n  }\n}\n```",
      assembly_format = "(custom<SymbolName>($sym_name)^)? `:` `benefit` `(` custom<TypedAttribute>($benefit, \"i16\") `)` attr-dict-with-keyword $bodyRegion",
      traits = ["IsolatedFromAbove", "SingleBlock", "Symbol"],
      ods_traits = ["OpAsmOpInterface"],
      cpp_verifier = "PdlPattern",
      optional_attributes = ["sym_name"]} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(16)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "16-bit signless integer attribute whose value is non-negative"}
    %1 = irdl.c_pred "(::llvm::isa<::mlir::StringAttr>($_self))" {summary = "string attribute"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.attributes {"benefit" = %0, "sym_name" = %1}
    irdl.regions(bodyRegion: %2)
  }
  irdl.operation @range attributes {
      summary = "Construct a range of pdl entities",
      description = "`pdl.range` operations construct a range from a given set of PDL entities,\nwhich all share the same underlying element type. For example, a\n`!pdl.range<value>` may be constructed from a list of `!pdl.value`\nor `!pdl.range<value>` entities.\n\nExample:\n\n```mlir\n// Construct a range of values.\n%valueRange = pdl.range %inputValue, %inputRange : !pdl.value, !pdl.range<value>\n\n// Construct a range of types.\n%typeRange = pdl.range %inputType, %inputRange : !pdl.type, !pdl.range<type>\n\n// Construct an empty range of types.\n%valueRange = pdl.range : !pdl.range<type>\n```\n\nTODO: Range construction is currently limited to rewrites, but it could\nbe extended to constraints under certain circustances; i.e., if we can\ndetermine how to extract the underlying elements. If we can't, e.g. if\nthere are multiple sub ranges used for construction, we won't be able\nto determine their sizes during constraint time.",
      assembly_format = "($arguments^ `:` type($arguments))? custom<RangeType>(ref(type($arguments)), type($result)) attr-dict",
      traits = ["Pure", "HasParent<pdl.rewrite>"],
      cpp_verifier = "PdlRange",
      independent_variadics = ["arguments"]} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::pdl::RangeType>($_self))) && ((((::llvm::isa<::mlir::pdl::TypeType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType()))) || ((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "range of PDL handle to an `mlir::Type` or PDL handle for an `mlir::Value` values"}
    irdl.operands(arguments: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @replace attributes {
      summary = "Mark an input operation as `replaced`",
      description = "`pdl.replace` operations are used within `pdl.rewrite` regions to specify\nthat an input operation should be marked as replaced. The semantics of this\noperation correspond with the `replaceOp` method on a `PatternRewriter`. The\nset of replacement values can be either:\n* a single `Operation` (`replOperation` should be populated)\n  - The operation will be replaced with the results of this operation.\n* a set of `Value`s (`replValues` should be populated)\n  - The operation will be replaced with these values.\n\nExample:\n\n```mlir\n// Replace root node with 2 values:\npdl.replace %root with (%val0, %val1 : !pdl.value, !pdl.value)\n\n// Replace root node with a range of values:\npdl.replace %root with (%vals : !pdl.range<value>)\n\n// Replace root with another operation:\npdl.replace %root with %otherOp\n```",
      assembly_format = "$opValue `with` (`(` $replValues^ `:` type($replValues) `)`)? ($replOperation^)? attr-dict",
      traits = ["AttrSizedOperandSegments", "HasParent<pdl.rewrite>"],
      cpp_verifier = "PdlReplace",
      independent_variadics = ["replOperation", "replValues"]} {
    %0 = irdl.base @pdl::@"!operation" {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.base @pdl::@"!operation" {summary = "PDL handle to an `mlir::Operation *`"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::pdl::ValueType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle for an `mlir::Value`"}
    irdl.operands(opValue: %0, replOperation: optional %1, replValues: variadic %2)
  }
  irdl.operation @result attributes {
      summary = "Extract a result from an operation",
      description = "`pdl.result` operations extract result edges from an operation node within\na pattern or rewrite region. The provided index is zero-based, and\nrepresents the concrete result to extract, i.e. this is not the result index\nas defined by the ODS definition of the operation.\n\nExample:\n\n```mlir\n// Extract a result:\n%operation = pdl.operation ...\n%pdl_result = pdl.result 1 of %operation\n\n// Imagine the following IR being matched:\n%result_0, %result_1 = foo.op ...\n\n// If the example pattern snippet above were matching against `foo.op` in\n// the IR snippet, `%pdl_result` would correspond to `%result_1`.\n```",
      assembly_format = "custom<TypedAttribute>($index, \"i32\") `of` $parent attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.base @pdl::@"!operation" {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.base @pdl::@value {summary = "PDL handle for an `mlir::Value`"}
    irdl.operands(parent: %0)
    irdl.results(val: %2)
    irdl.attributes {"index" = %1}
  }
  irdl.operation @results attributes {
      summary = "Extract a result group from an operation",
      description = "`pdl.results` operations extract a result group from an operation within a\npattern or rewrite region. If an index is provided, this operation extracts\na result group as defined by the ODS definition of the operation. In this\ncase the result of this operation may be either a single `pdl.value` or\na `pdl.range<value>`, depending on the constraint of the result in ODS. If\nno index is provided, this operation extracts the full result range of the\noperation.\n\nExample:\n\n```mlir\n// Extract all of the results of an operation:\n%operation = pdl.operation ...\n%results = pdl.results of %operation\n\n// Extract the results in the first result group of an operation, which is\n// variadic:\n%operation = pdl.operation ...\n%results = pdl.results 0 of %operation -> !pdl.range<value>\n\n// Extract the results in the second result group of an operation, which is\n// not variadic:\n%operation = pdl.operation ...\n%results = pdl.results 1 of %operation -> !pdl.value\n```",
      ods_assembly_format = "\n    (custom<TypedAttribute>($index, \"i32\")^)? `of` $parent custom<ResultsValueType>(ref($index), type($val))\n    attr-dict\n  ",
      traits = ["Pure"],
      cpp_verifier = "PdlResults",
      optional_attributes = ["index"]} {
    %0 = irdl.base @pdl::@"!operation" {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::pdl::ValueType>($_self))) || (((::llvm::isa<::mlir::pdl::RangeType>($_self))) && (((::llvm::isa<::mlir::pdl::ValueType>(::llvm::cast<::mlir::pdl::RangeType>($_self).getElementType())))))" {summary = "single element or range of PDL handle for an `mlir::Value`"}
    irdl.operands(parent: %0)
    irdl.results(val: %2)
    irdl.attributes {"index" = %1}
  }
  irdl.operation @rewrite attributes {
      summary = "Specify the rewrite of a matched pattern",
      description = "`pdl.rewrite` operations terminate the region of a `pdl.pattern` and specify\nthe main rewrite of a `pdl.pattern`, on the optional root operation. The\nrewrite is specified either via a string name (`name`) to a native\nrewrite function, or via the region body. The rewrite region, if specified,\nmust contain a single block. If the rewrite is external it functions\nsimilarly to `pdl.apply_native_rewrite`, and takes a set of additional\npositional values defined within the matcher as arguments. If the rewrite is\nexternal, the root operation is passed to the native function as the leading\narguments. The root operation, if provided, specifies the starting point in\nthe pattern for the subgraph isomorphism search. Pattern matching will proceed\nfrom this node downward (towards the defining operation) or upward\n(towards the users) until all the operations in the pattern have been matched.\nIf the root is omitted, the pdl_interp lowering will automatically select\nthe best root of the pdl.rewrite among all the operations in the pattern.\n\nExample:\n\n```mlir\n// Specify an external rewrite function:\npdl.rewrite %root with \"myExternalRewriter\"(%value : !pdl.value)\n\n// Specify a rewrite inline using PDL with the given root:\npdl.rewrite %root {\n  %op = pdl.operation \"foo.op\"(%arg0, %arg1)\n  pdl.replace %root with %op\n}\n\n// Specify a rewrite inline using PDL, automatically selecting root:\npdl.rewrite {\n  %op1 = pdl.operation \"foo.op\"(%arg0, %arg1)\n  %op2 = pdl.operation \"bar.op\"(%arg0, %arg1)\n  pdl.replace %root1 with %op1\n  pdl.replace %root2 with %op2\n}\n```",
      assembly_format = "($root^)? (`with` $name^ (`(` $externalArgs^ `:` type($externalArgs) `)`)?)? ($bodyRegion^)? attr-dict-with-keyword",
      traits = ["Terminator", "HasParent<pdl.pattern>", "NoTerminator", "NoRegionArguments", "SingleBlock", "AttrSizedOperandSegments"],
      ods_traits = ["OpAsmOpInterface"],
      cpp_verifier = "PdlRewrite",
      optional_attributes = ["name"],
      independent_variadics = ["root", "externalArgs"]} {
    %0 = irdl.base @pdl::@"!operation" {summary = "PDL handle to an `mlir::Operation *`"}
    %1 = irdl.base "#builtin.string" {summary = "string attribute"}
    %2 = irdl.c_pred "(::llvm::isa<::mlir::pdl::PDLType>($_self))" {summary = "pdl type"}
    %3 = irdl.region {summary = "any region"}
    irdl.operands(root: optional %0, externalArgs: variadic %2)
    irdl.attributes {"name" = %1}
    irdl.regions(bodyRegion: %3)
  }
  irdl.operation @type attributes {
      summary = "Define a type handle within a pattern",
      description = "`pdl.type` operations capture result type constraints of `Attributes`,\n`Values`, and `Operations`. Instances of this operation define, and\npartially constrain, results types of a given entity. A `pdl.type` may\npartially constrain the result by specifying a constant `Type`.\n\nExample:\n\n```mlir\n// Define a type:\n%type = pdl.type\n\n// Define a type with a constant value:\n%type = pdl.type : i32\n```",
      assembly_format = "attr-dict (`:` $constantType^)?",
      cpp_verifier = "PdlType",
      optional_attributes = ["constantType"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::TypeAttr>($_self))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>($_self).getValue()))) && ((true))" {summary = "any type attribute"}
    %1 = irdl.base @pdl::@"!type" {summary = "PDL handle to an `mlir::Type`"}
    irdl.results(result: %1)
    irdl.attributes {"constantType" = %0}
  }
  irdl.operation @types attributes {
      summary = "Define a range of type handles within a pattern",
      description = "`pdl.types` operations capture result type constraints of `Value`s, and\n`Operation`s. Instances of this operation define results types of a given\nentity. A `pdl.types` may partially constrain the results by specifying\nan array of `Type`s.\n\nExample:\n\n```mlir\n// Define a range of types:\n%types = pdl.types\n\n// Define a range of types with a range of constant values:\n%types = pdl.types : [i32, i64, i32]\n```",
      assembly_format = "attr-dict (`:` $constantTypes^)?",
      cpp_verifier = "PdlTypes",
      optional_attributes = ["constantTypes"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && (((::llvm::isa<::mlir::TypeAttr>(attr))) && ((::llvm::isa<::mlir::Type>(::llvm::cast<::mlir::TypeAttr>(attr).getValue()))) && ((true))); }))" {summary = "type array attribute"}
    %1 = irdl.base @pdl::@"!type"
    %2 = irdl.parametric @pdl::@"!range"<%1> {summary = "range of PDL handle to an `mlir::Type` values"}
    irdl.results(result: %2)
    irdl.attributes {"constantTypes" = %0}
  }
}
