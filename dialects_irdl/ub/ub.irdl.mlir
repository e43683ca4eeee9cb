// The ub dialect: undefined behavior made explicit. `ub.poison` is a constant whose value is
// poison (deferred undefined behavior: an operation that uses it propagates it, unless it
// says otherwise); `ub.unreachable` is immediate undefined behavior if control reaches it.
irdl.dialect @ub attributes {properties, ods, summary = "Undefined behavior: poison values and unreachable code"} {
  irdl.attribute @"#poison" attributes {
      summary = "Poison attribute",
      description = "Marks a value as entirely poison; the default value of `ub.poison`."} {
  }
  irdl.operation @poison attributes {
      summary = "Poisoned constant operation",
      description = "Materializes a poison value of any type. Its `value` says how the result is poisoned; the default, `#ub.poison`, poisons all of it.",
      assembly_format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
      traits = ["ConstantLike", "Pure"],
      default_values = {value = "#ub.poison"}} {
    %0 = irdl.base @ub::@"#poison" {summary = "PoisonAttrInterface instance"}
    %1 = irdl.any {summary = "any type"}
    irdl.attributes {"value" = %0}
    irdl.results(result: %1)
  }
  irdl.operation @unreachable attributes {
      summary = "Unreachable operation",
      description = "Ends a block that control never reaches: executing it is undefined behavior.",
      assembly_format = "attr-dict",
      traits = ["Terminator"]} {
  }
}
