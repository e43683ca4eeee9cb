// The builtin dialect's operations (spec 003). Its types and attributes are the syntax of
// the language itself, read by the core parser; what they may be is declared here later.
// Upstream's mlir-minimal-opt has the builtin dialect built in, so it does not load this
// file.
irdl.dialect @builtin attributes {properties, summary = "The builtin dialect: the module container and the conversion cast"} {
  irdl.operation @module attributes {
      summary = "A top level container operation",
      description = "A module holds a single-block graph region without a terminator. It may be named, and its attributes may only be dialect attributes, besides the symbol name and visibility.",
      assembly_format = "(custom<SymbolName>($sym_name)^)? attr-dict-with-keyword $bodyRegion",
      traits = ["IsolatedFromAbove", "NoTerminator", "NoRegionArguments", "SymbolTable", "Symbol", "SingleBlock", "HasOnlyGraphRegion"],
      default_dialect = "builtin",
      optional_attributes = ["sym_name", "sym_visibility"]} {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.string"
    %2 = irdl.region with size 1
    irdl.attributes {"sym_name" = %0, "sym_visibility" = %1}
    irdl.regions(bodyRegion: %2)
  }
  irdl.operation @unrealized_conversion_cast attributes {
      summary = "An unrealized conversion from one set of types to another",
      assembly_format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
      traits = ["Pure"],
      independent_variadics = ["inputs", "outputs"]} {
    %0 = irdl.any
    %1 = irdl.any
    irdl.operands(inputs: variadic %0)
    irdl.results(outputs: variadic %1)
  }
}
