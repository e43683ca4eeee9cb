// The IRDL dialect, declared in IRDL (LLVM 22's IRDL: operations, types, attributes).
//
// This is the bootstrap: it is written in generic form and read first, with no dialect
// loaded; the definitions it gives teach the parser IRDL's custom syntax, in which every
// other file of dialects_irdl/ is written.
//
// Two things upstream's IRDL rules would reject, on purpose:
// - Operand names follow IRDLOps.td (`entryBlockArgs`, `attributeValues`), which IRDL's
//   lowercase naming rule refuses (it holds for the names a user's file declares).
// - IRDL's types and operations share one symbol table, and this dialect has a type and an
//   operation both called `attribute` (and `region`): the types are named `!attribute`
//   and `!region`, the sigil marking a type name (as tblgen-to-irdl marks `#fastmath`).
// Upstream's mlir-minimal-opt has the IRDL dialect built in, so it does not load this file.
"builtin.module"() ({
  "irdl.dialect"() <{sym_name = "irdl"}> ({
    "irdl.type"() <{sym_name = "!attribute"}> ({
    ^bb0:
    }) {summary = "IRDL handle to an mlir::Attribute"} : () -> ()
    "irdl.type"() <{sym_name = "!region"}> ({
    ^bb0:
    }) {summary = "IRDL handle to a region definition"} : () -> ()
    "irdl.attribute"() <{sym_name = "variadicity"}> ({
      %37 = "irdl.is"() <{expected = "single"}> : () -> !irdl.attribute
      %38 = "irdl.is"() <{expected = "optional"}> : () -> !irdl.attribute
      %39 = "irdl.is"() <{expected = "variadic"}> : () -> !irdl.attribute
      %40 = "irdl.any_of"(%37, %38, %39) : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> !irdl.attribute
      "irdl.parameters"(%40) <{names = ["value"]}> : (!irdl.attribute) -> ()
    }) {assembly_format = "custom<Keyword>($value)", summary = "A variadicity kind: single, optional or variadic"} : () -> ()
    "irdl.attribute"() <{sym_name = "variadicity_array"}> ({
      %36 = "irdl.base"() <{base_name = "#builtin.array"}> : () -> !irdl.attribute
      "irdl.parameters"(%36) <{names = ["value"]}> : (!irdl.attribute) -> ()
    }) {assembly_format = "`[` custom<StrippedAttrList>($value, \22#irdl.variadicity\22) `]`", summary = "The variadicities of a list of operands or results"} : () -> ()
    "irdl.operation"() <{sym_name = "dialect"}> ({
      %34 = "irdl.base"() <{base_name = "#builtin.string"}> {summary = "string attribute"} : () -> !irdl.attribute
      %35 = "irdl.region"() <{numberOfBlocks = 1 : i32}> {summary = "region with 1 blocks"} : () -> !irdl.region
      "irdl.attributes"(%34) <{attributeValueNames = ["sym_name"]}> : (!irdl.attribute) -> ()
      "irdl.regions"(%35) <{names = ["body"]}> : (!irdl.region) -> ()
    }) {assembly_format = "custom<SymbolName>($sym_name) attr-dict-with-keyword custom<SingleBlockRegion>($body)", summary = "Define a new dialect", traits = ["IsolatedFromAbove", "NoTerminator", "Symbol", "SymbolTable"], verifier = "IRDLDialect"} : () -> ()
    "irdl.operation"() <{sym_name = "type"}> ({
      %32 = "irdl.base"() <{base_name = "#builtin.string"}> {summary = "string attribute"} : () -> !irdl.attribute
      %33 = "irdl.region"() <{numberOfBlocks = 1 : i32}> {summary = "region with 1 blocks"} : () -> !irdl.region
      "irdl.attributes"(%32) <{attributeValueNames = ["sym_name"]}> : (!irdl.attribute) -> ()
      "irdl.regions"(%33) <{names = ["body"]}> : (!irdl.region) -> ()
    }) {assembly_format = "custom<SymbolName>($sym_name) attr-dict-with-keyword custom<SingleBlockRegion>($body)", summary = "Define a new type", traits = ["HasParent<irdl.dialect>", "NoTerminator", "NoRegionArguments", "AtMostOneChildOf<irdl.parameters>", "Symbol"], verifier = "IRDLTypeOrAttr"} : () -> ()
    "irdl.operation"() <{sym_name = "attribute"}> ({
      %30 = "irdl.base"() <{base_name = "#builtin.string"}> {summary = "string attribute"} : () -> !irdl.attribute
      %31 = "irdl.region"() <{numberOfBlocks = 1 : i32}> {summary = "region with 1 blocks"} : () -> !irdl.region
      "irdl.attributes"(%30) <{attributeValueNames = ["sym_name"]}> : (!irdl.attribute) -> ()
      "irdl.regions"(%31) <{names = ["body"]}> : (!irdl.region) -> ()
    }) {assembly_format = "custom<SymbolName>($sym_name) attr-dict-with-keyword custom<SingleBlockRegion>($body)", summary = "Define a new attribute", traits = ["HasParent<irdl.dialect>", "NoTerminator", "NoRegionArguments", "AtMostOneChildOf<irdl.parameters>", "Symbol"], verifier = "IRDLTypeOrAttr"} : () -> ()
    "irdl.operation"() <{sym_name = "parameters"}> ({
      %28 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      %29 = "irdl.c_pred"() <{pred = "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::StringAttr>(attr); })"}> {summary = "string array attribute"} : () -> !irdl.attribute
      "irdl.operands"(%28) <{names = ["args"], variadicity = #irdl<variadicity_array[ variadic]>}> : (!irdl.attribute) -> ()
      "irdl.attributes"(%29) <{attributeValueNames = ["names"]}> : (!irdl.attribute) -> ()
    }) {assembly_format = " `` custom<NamedValueList>($args, $names) attr-dict ", summary = "Define the constraints on parameters of a type/attribute definition", traits = ["HasParent<irdl.attribute, irdl.type>"], verifier = "IRDLParameters"} : () -> ()
    "irdl.operation"() <{sym_name = "operation"}> ({
      %26 = "irdl.base"() <{base_name = "#builtin.string"}> {summary = "string attribute"} : () -> !irdl.attribute
      %27 = "irdl.region"() <{numberOfBlocks = 1 : i32}> {summary = "region with 1 blocks"} : () -> !irdl.region
      "irdl.attributes"(%26) <{attributeValueNames = ["sym_name"]}> : (!irdl.attribute) -> ()
      "irdl.regions"(%27) <{names = ["body"]}> : (!irdl.region) -> ()
    }) {assembly_format = "custom<SymbolName>($sym_name) attr-dict-with-keyword custom<SingleBlockRegion>($body)", summary = "Define a new operation", traits = ["HasParent<irdl.dialect>", "NoTerminator", "NoRegionArguments", "AtMostOneChildOf<irdl.operands, irdl.results, irdl.attributes, irdl.regions>", "Symbol"], verifier = "IRDLOperation"} : () -> ()
    "irdl.operation"() <{sym_name = "operands"}> ({
      %23 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      %24 = "irdl.c_pred"() <{pred = "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::StringAttr>(attr); })"}> {summary = "string array attribute"} : () -> !irdl.attribute
      %25 = "irdl.base"() <{base_ref = @irdl::@variadicity_array}> {summary = "VariadicityArrayAttr"} : () -> !irdl.attribute
      "irdl.operands"(%23) <{names = ["args"], variadicity = #irdl<variadicity_array[ variadic]>}> : (!irdl.attribute) -> ()
      "irdl.attributes"(%24, %25) <{attributeValueNames = ["names", "variadicity"]}> : (!irdl.attribute, !irdl.attribute) -> ()
    }) {assembly_format = " `` custom<NamedValueListWithVariadicity>($args, $names, $variadicity) attr-dict", summary = "Define the operands of an operation", traits = ["HasParent<irdl.operation>"], verifier = "IRDLOperands"} : () -> ()
    "irdl.operation"() <{sym_name = "results"}> ({
      %20 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      %21 = "irdl.c_pred"() <{pred = "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::StringAttr>(attr); })"}> {summary = "string array attribute"} : () -> !irdl.attribute
      %22 = "irdl.base"() <{base_ref = @irdl::@variadicity_array}> {summary = "VariadicityArrayAttr"} : () -> !irdl.attribute
      "irdl.operands"(%20) <{names = ["args"], variadicity = #irdl<variadicity_array[ variadic]>}> : (!irdl.attribute) -> ()
      "irdl.attributes"(%21, %22) <{attributeValueNames = ["names", "variadicity"]}> : (!irdl.attribute, !irdl.attribute) -> ()
    }) {assembly_format = " `` custom<NamedValueListWithVariadicity>($args, $names, $variadicity) attr-dict", summary = "Define the results of an operation", traits = ["HasParent<irdl.operation>"], verifier = "IRDLResults"} : () -> ()
    "irdl.operation"() <{sym_name = "attributes"}> ({
      %18 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      %19 = "irdl.c_pred"() <{pred = "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::StringAttr>(attr); })"}> {summary = "string array attribute"} : () -> !irdl.attribute
      "irdl.operands"(%18) <{names = ["attributeValues"], variadicity = #irdl<variadicity_array[ variadic]>}> : (!irdl.attribute) -> ()
      "irdl.attributes"(%19) <{attributeValueNames = ["attributeValueNames"]}> : (!irdl.attribute) -> ()
    }) {assembly_format = "custom<AttributesOp>($attributeValues, $attributeValueNames) attr-dict", summary = "Define the attributes of an operation", traits = ["HasParent<irdl.operation>"], verifier = "IRDLAttributes"} : () -> ()
    "irdl.operation"() <{sym_name = "region"}> ({
      %14 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      %15 = "irdl.c_pred"() <{pred = "::llvm::isa<::mlir::IntegerAttr>($_self) && ::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)"}> {summary = "32-bit signless integer attribute"} : () -> !irdl.attribute
      %16 = "irdl.base"() <{base_name = "#builtin.unit"}> {summary = "unit attribute"} : () -> !irdl.attribute
      %17 = "irdl.is"() <{expected = !irdl.region}> {summary = "IRDL handle to a region definition"} : () -> !irdl.attribute
      "irdl.operands"(%14) <{names = ["entryBlockArgs"], variadicity = #irdl<variadicity_array[ variadic]>}> : (!irdl.attribute) -> ()
      "irdl.attributes"(%15, %16) <{attributeValueNames = ["numberOfBlocks", "constrainedArguments"]}> : (!irdl.attribute, !irdl.attribute) -> ()
      "irdl.results"(%17) <{names = ["output"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) {assembly_format = "``(`(` $entryBlockArgs $constrainedArguments^ `)`)? ``(` ` `with` `size` custom<TypedAttribute>($numberOfBlocks, \22i32\22)^)? attr-dict", optional_attributes = ["numberOfBlocks", "constrainedArguments"], summary = "Define a region of an operation", traits = ["HasParent<irdl.operation>"], verifier = "IRDLRegion"} : () -> ()
    "irdl.operation"() <{sym_name = "regions"}> ({
      %12 = "irdl.is"() <{expected = !irdl.region}> {summary = "IRDL handle to a region definition"} : () -> !irdl.attribute
      %13 = "irdl.c_pred"() <{pred = "::llvm::isa<::mlir::ArrayAttr>($_self) && ::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ::llvm::isa<::mlir::StringAttr>(attr); })"}> {summary = "string array attribute"} : () -> !irdl.attribute
      "irdl.operands"(%12) <{names = ["args"], variadicity = #irdl<variadicity_array[ variadic]>}> : (!irdl.attribute) -> ()
      "irdl.attributes"(%13) <{attributeValueNames = ["names"]}> : (!irdl.attribute) -> ()
    }) {assembly_format = " `` custom<NamedValueList>($args, $names) attr-dict ", summary = "Define the regions of an operation", traits = ["HasParent<irdl.operation>"], verifier = "IRDLRegions"} : () -> ()
    "irdl.operation"() <{sym_name = "is"}> ({
      %10 = "irdl.any"() {summary = "any attribute"} : () -> !irdl.attribute
      %11 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      "irdl.attributes"(%10) <{attributeValueNames = ["expected"]}> : (!irdl.attribute) -> ()
      "irdl.results"(%11) <{names = ["output"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) {assembly_format = " $expected ` ` attr-dict ", summary = "Constraints an attribute/type to be a specific attribute instance", traits = ["HasParent<irdl.type, irdl.attribute, irdl.operation>", "Pure"]} : () -> ()
    "irdl.operation"() <{sym_name = "base"}> ({
      %7 = "irdl.base"() <{base_name = "#builtin.symbol_ref"}> {summary = "symbol reference attribute"} : () -> !irdl.attribute
      %8 = "irdl.base"() <{base_name = "#builtin.string"}> {summary = "string attribute"} : () -> !irdl.attribute
      %9 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      "irdl.attributes"(%7, %8) <{attributeValueNames = ["base_ref", "base_name"]}> : (!irdl.attribute, !irdl.attribute) -> ()
      "irdl.results"(%9) <{names = ["output"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) {assembly_format = " ($base_ref^)? ($base_name^)? ` ` attr-dict", optional_attributes = ["base_ref", "base_name"], summary = "Constraints an attribute/type base", traits = ["HasParent<irdl.type, irdl.attribute, irdl.operation>"], verifier = "IRDLBase"} : () -> ()
    "irdl.operation"() <{sym_name = "parametric"}> ({
      %5 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      %6 = "irdl.base"() <{base_name = "#builtin.symbol_ref"}> {summary = "symbol reference attribute"} : () -> !irdl.attribute
      "irdl.operands"(%5) <{names = ["args"], variadicity = #irdl<variadicity_array[ variadic]>}> : (!irdl.attribute) -> ()
      "irdl.attributes"(%6) <{attributeValueNames = ["base_type"]}> : (!irdl.attribute) -> ()
      "irdl.results"(%5) <{names = ["output"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) {assembly_format = " $base_type `<` $args `>` ` ` attr-dict ", summary = "Constraints an attribute/type base and its parameters", traits = ["HasParent<irdl.type, irdl.attribute, irdl.operation>", "Pure"], verifier = "IRDLParametric"} : () -> ()
    "irdl.operation"() <{sym_name = "any"}> ({
      %4 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      "irdl.results"(%4) <{names = ["output"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) {assembly_format = " attr-dict ", summary = "Accept any type or attribute", traits = ["HasParent<irdl.type, irdl.attribute, irdl.operation>"]} : () -> ()
    "irdl.operation"() <{sym_name = "any_of"}> ({
      %3 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      "irdl.operands"(%3) <{names = ["args"], variadicity = #irdl<variadicity_array[ variadic]>}> : (!irdl.attribute) -> ()
      "irdl.results"(%3) <{names = ["output"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) {assembly_format = " `(` $args `)` ` ` attr-dict ", summary = "Constraints to the union of the provided constraints", traits = ["HasParent<irdl.type, irdl.attribute, irdl.operation>", "SameOperandsAndResultType"]} : () -> ()
    "irdl.operation"() <{sym_name = "all_of"}> ({
      %2 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      "irdl.operands"(%2) <{names = ["args"], variadicity = #irdl<variadicity_array[ variadic]>}> : (!irdl.attribute) -> ()
      "irdl.results"(%2) <{names = ["output"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) {assembly_format = " `(` $args `)` ` ` attr-dict ", summary = "Constraints to the intersection of the provided constraints", traits = ["HasParent<irdl.type, irdl.attribute, irdl.operation>", "SameOperandsAndResultType"]} : () -> ()
    "irdl.operation"() <{sym_name = "c_pred"}> ({
      %0 = "irdl.base"() <{base_name = "#builtin.string"}> {summary = "string attribute"} : () -> !irdl.attribute
      %1 = "irdl.is"() <{expected = !irdl.attribute}> {summary = "IRDL handle to an `mlir::Attribute`"} : () -> !irdl.attribute
      "irdl.attributes"(%0) <{attributeValueNames = ["pred"]}> : (!irdl.attribute) -> ()
      "irdl.results"(%1) <{names = ["output"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) {assembly_format = "$pred ` ` attr-dict", summary = "Constraints an attribute using a C++ predicate"} : () -> ()
  }) {description = "IRDL declares dialects as data: operations, types and attributes with constraints on their operands, results, attributes, parameters and regions. This file declares the IRDL dialect in IRDL; it is read first and teaches the parser the custom syntax of every other IRDL file.", ods, properties, summary = "IR Definition Language Dialect"} : () -> ()
}) : () -> ()

