// The index dialect (a first piece): its comparison predicate.
irdl.dialect @index attributes {properties, partial, summary = "Integer operations on index values"} {
  irdl.attribute @cmp_predicate attributes {
      summary = "index comparison predicate kind",
      assembly_format = "custom<Enum>($value, \"::mlir::index::IndexCmpPredicate\", \"IndexCmpPredicateAttr\", \"eq ne slt sle sgt sge ult ule ugt uge\")"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(value: %0)
  }
}
