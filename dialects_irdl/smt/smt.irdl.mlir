// Imported from ODS (SMTDialect.td:14) by irdl-import-ods: attributes, types and operations.
irdl.dialect @smt attributes {ods, properties, summary = "a dialect that models satisfiability modulo theories"} {
  irdl.attribute @bv attributes {
      description = "This attribute represents a constant value of the `(_ BitVec width)` sort as\ndescribed in the [SMT bit-vector\ntheory](https://smtlib.cs.uiowa.edu/theories-FixedSizeBitVectors.shtml).\n\nThe constant is as #bX (binary) or #xX (hexadecimal) in SMT-LIB\nwhere X is the value in the corresponding format without any further\nprefixing. Here, the bit-vector constant is given as a regular non-negative\ninteger literal and the associated bit-vector type indicating the bit-width.\n\nExamples:\n```mlir\n#smt.bv<5> : !smt.bv<4>\n#smt.bv<92> : !smt.bv<8>\n```\n\nThe explicit type-suffix is mandatory to uniquely represent the attribute,\ni.e., this attribute should always be used in the extended form (using the\n`quantified` keyword in the operation assembly format string).\n\nThe bit-width must be greater than zero (i.e., at least one digit has to be\npresent).",
      cpp_assembly_format = "SmtBitVectorAttr",
      cpp_verifier = "SmtBitVectorAttr"} {
    %0 = irdl.any {summary = "::llvm::APInt"}
    irdl.parameters(value: %0)
  }
  irdl.type @array attributes {
      description = "This type represents the `(Array X Y)` sort, where X and Y are any\nsort/type, as described in the\n[SMT ArrayEx theory](https://smtlib.cs.uiowa.edu/Theories/ArraysEx.smt2) of\nthe SMT-LIB standard 2.7.",
      assembly_format = "`<` `[` $domainType `->` $rangeType `]` `>`",
      cpp_verifier = "SmtArrayType"} {
    %0 = irdl.any {summary = "mlir::Type"}
    %1 = irdl.any {summary = "mlir::Type"}
    irdl.parameters(domainType: %0, rangeType: %1)
  }
  irdl.type @"!bv" attributes {
      description = "This type represents the `(_ BitVec width)` sort as described in the\n[SMT bit-vector\ntheory](https://smtlib.cs.uiowa.edu/theories-FixedSizeBitVectors.shtml).\n\nThe bit-width must be strictly greater than zero.",
      assembly_format = "`<` custom<Param>($width, \"BitVectorType\", \"int64_t\") `>`",
      cpp_verifier = "SmtBitVectorType"} {
    %0 = irdl.any {summary = "int64_t"}
    irdl.parameters(width: %0)
  }
  irdl.type @bool {
  }
  irdl.type @int attributes {
      description = "This type represents the `Int` sort as described in the\n[SMT Ints theory](https://smtlib.cs.uiowa.edu/Theories/Ints.smt2) of the\nSMT-LIB 2.7 standard."} {
  }
  irdl.type @func attributes {
      description = "This type represents the SMT function sort as described in the\n[SMT-LIB 2.7 standard](https://smt-lib.org/papers/smt-lib-reference-v2.7-r2025-02-05.pdf).\nIt is part of the language itself rather than a theory or logic.\n\nA function in SMT can have an arbitrary domain size, but always has exactly\none range sort.\n\nSince SMT only supports first-order logic, it is not possible to nest\nfunction types.\n\nExample: `!smt.func<(!smt.bool, !smt.int) !smt.bool>` is equivalent to\n`((Bool Int) Bool)` in SMT-LIB.",
      assembly_format = "`<` `(` custom<TypeList>($domainTypes, \"SMTFuncType\", \"::llvm::ArrayRef<mlir::Type>\") `)` ` ` $rangeType `>`",
      cpp_verifier = "SMTFuncType"} {
    %0 = irdl.any {summary = "domain types"}
    %1 = irdl.any {summary = "mlir::Type"}
    irdl.parameters(domainTypes: %0, rangeType: %1)
  }
  irdl.type @sort attributes {
      description = "This type represents uninterpreted sorts. The usage of a type like\n`!smt.sort<\"sort_name\"[!smt.bool, !smt.sort<\"other_sort\">]>` implies a\n`declare-sort sort_name 2` and a `declare-sort other_sort 0` in SMT-LIB.\nThis type represents concrete use-sites of such declared sorts, in this\nparticular case it would be equivalent to `(sort_name Bool other_sort)` in\nSMT-LIB. More details about the semantics can be found in the\n[SMT-LIB 2.7 standard](https://smt-lib.org/papers/smt-lib-reference-v2.7-r2025-02-05.pdf).",
      assembly_format = "`<` $identifier (`[` custom<TypeList>($sortParams, \"SortType\", \"::llvm::ArrayRef<mlir::Type>\")^ `]`)? `>`",
      cpp_verifier = "SmtSortType"} {
    %0 = irdl.any {summary = "mlir::StringAttr"}
    %1 = irdl.any {summary = "sort parameters"}
    irdl.parameters(identifier: %0, sortParams: %1)
  }
  irdl.operation @and attributes {
      summary = "a boolean conjunction",
      description = "This operation performs a boolean conjunction.\n    The semantics are equivalent to the 'and' operator in the\n    [Core theory](https://smtlib.cs.uiowa.edu/Theories/Core.smt2).\n    of the SMT-LIB Standard 2.7.\n\n    It supports a variadic number of operands, but requires at least two.\n    This is because the operator is annotated with the `:left-assoc` attribute\n    which means that `op a b c` is equivalent to `(op (op a b) c)`.",
      assembly_format = "$inputs attr-dict",
      traits = ["Pure"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.base @smt::@bool
    %1 = irdl.base @smt::@bool
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @apply_func attributes {
      summary = "apply a function",
      description = "This operation performs a function application as described in the\n[SMT-LIB 2.7 standard](https://smt-lib.org/papers/smt-lib-reference-v2.7-r2025-02-05.pdf).\nIt is part of the language itself rather than a theory or logic.",
      assembly_format = "$func `(` $args `)` attr-dict `:` qualified(type($func))",
      traits = ["Pure", "TypesMatchWith<func, result, cpp:SmtApplyFuncResult, summary>", "TypesMatchWith<func, args, cpp:SmtApplyFuncArgs, summary>"],
      independent_variadics = ["args"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::SMTFuncType>($_self))"
    %1 = irdl.c_pred "(smt::isAnyNonFuncSMTValueType($_self))" {summary = "any non-function SMT value type"}
    %2 = irdl.c_pred "(smt::isAnyNonFuncSMTValueType($_self))" {summary = "any non-function SMT value type"}
    irdl.operands(func: %0, args: variadic %1)
    irdl.results(result: %2)
  }
  irdl.operation @array.broadcast attributes {
      summary = "construct an array with the given value stored at every index",
      description = "This operation represents a broadcast of the 'value' operand to all indices\nof the array. It is equivalent to\n```\n%0 = smt.declare_fun \"array\" : !smt.array<[!smt.int -> !smt.bool]>\n%1 = smt.forall [\"idx\"] {\n^bb0(%idx: !smt.int):\n  %2 = smt.array.select %0[%idx] : !smt.array<[!smt.int -> !smt.bool]>\n  %3 = smt.eq %value, %2 : !smt.bool\n  smt.yield %3 : !smt.bool\n}\nsmt.assert %1\n// return %0\n```\n\nIn SMT-LIB, this is frequently written as\n`((as const (Array Int Bool)) value)`.",
      assembly_format = "$value attr-dict `:` qualified(type($result))",
      traits = ["Pure", "TypesMatchWith<result, value, cpp:SmtArrayBroadcastValue, summary>"]} {
    %0 = irdl.c_pred "(smt::isAnySMTValueType($_self))" {summary = "any SMT value type"}
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::ArrayType>($_self))"
    irdl.operands(value: %0)
    irdl.results(result: %1)
  }
  irdl.operation @array.select attributes {
      summary = "get the value stored in the array at the given index",
      description = "This operation is retuns the value stored in the given array at the given\nindex. The semantics are equivalent to the `select` operator defined in the\n[SMT ArrayEx theory](https://smtlib.cs.uiowa.edu/Theories/ArraysEx.smt2) of\nthe SMT-LIB standard 2.7.",
      assembly_format = "$array `[` $index `]` attr-dict `:` qualified(type($array))",
      traits = ["Pure", "TypesMatchWith<array, index, cpp:SmtArraySelectIndex, summary>", "TypesMatchWith<array, result, cpp:SmtArraySelectResult, summary>"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::ArrayType>($_self))"
    %1 = irdl.c_pred "(smt::isAnySMTValueType($_self))" {summary = "any SMT value type"}
    %2 = irdl.c_pred "(smt::isAnySMTValueType($_self))" {summary = "any SMT value type"}
    irdl.operands(array: %0, index: %1)
    irdl.results(result: %2)
  }
  irdl.operation @array.store attributes {
      summary = "stores a value at a given index and returns the new array",
      description = "This operation returns a new array which is the same as the 'array' operand\nexcept that the value at the given 'index' is changed to the given 'value'.\nThe semantics are equivalent to the 'store' operator described in the\n[SMT ArrayEx theory](https://smtlib.cs.uiowa.edu/Theories/ArraysEx.smt2) of\nthe SMT-LIB standard 2.7.",
      assembly_format = "$array `[` $index `]` `,` $value attr-dict `:` qualified(type($array))",
      traits = ["Pure", "TypesMatchWith<array, index, cpp:SmtArrayStoreIndex, summary>", "TypesMatchWith<array, value, cpp:SmtArrayStoreValue, summary>", "AllTypesMatch<array, result>"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::ArrayType>($_self))"
    %1 = irdl.c_pred "(smt::isAnySMTValueType($_self))" {summary = "any SMT value type"}
    %2 = irdl.c_pred "(smt::isAnySMTValueType($_self))" {summary = "any SMT value type"}
    %3 = irdl.c_pred "(::llvm::isa<mlir::smt::ArrayType>($_self))"
    irdl.operands(array: %0, index: %1, value: %2)
    irdl.results(result: %3)
  }
  irdl.operation @assert attributes {
      summary = "assert that a boolean expression holds",
      assembly_format = "$input attr-dict"} {
    %0 = irdl.base @smt::@bool
    irdl.operands(input: %0)
  }
  irdl.operation @bv.add attributes {
      summary = "equivalent to bvadd in SMT-LIB",
      description = "This operation performs addition. The semantics are\n    equivalent to the `bvadd` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.and attributes {
      summary = "equivalent to bvand in SMT-LIB",
      description = "This operation performs bitwise AND. The semantics are\n    equivalent to the `bvand` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.ashr attributes {
      summary = "equivalent to bvashr in SMT-LIB",
      description = "This operation performs arithmetic shift right. The semantics are\n    equivalent to the `bvashr` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.cmp attributes {
      summary = "compare bit-vectors interpreted as signed or unsigned",
      description = "This operation compares bit-vector values, interpreting them as signed or\nunsigned values depending on the predicate. The semantics are equivalent to\nthe `bvslt`, `bvsle`, `bvsgt`, `bvsge`, `bvult`, `bvule`, `bvugt`, or\n`bvuge` operator defined in the SMT-LIB 2.7 standard depending on the\nspecified predicate. More precisely in the\n[theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\nand the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\ndescribing closed quantifier-free formulas over the theory of fixed-size\nbit-vectors.",
      assembly_format = "custom<IntEnum>($pred, \"slt sle sgt sge ult ule ugt uge\", \"64\") $lhs `,` $rhs attr-dict `:` qualified(type($lhs))",
      traits = ["Pure", "SameTypeOperands"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BVCmpPredicateAttr>($_self))" {summary = "smt bit-vector comparison predicate"}
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %3 = irdl.base @smt::@bool
    irdl.operands(lhs: %1, rhs: %2)
    irdl.results(result: %3)
    irdl.attributes {"pred" = %0}
  }
  irdl.operation @bv.concat attributes {
      summary = "bit-vector concatenation",
      description = "This operation concatenates bit-vector values with semantics equivalent to\nthe `concat` operator defined in the SMT-LIB 2.7 standard. More precisely in\nthe [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\nand the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\ndescribing closed quantifier-free formulas over the theory of fixed-size\nbit-vectors.\n\nNote that the following equivalences hold:\n* `smt.bv.concat %a, %b : !smt.bv<4>, !smt.bv<4>` is equivalent to\n  `(concat a b)` in SMT-LIB\n* `(= (concat #xf #x0) #xf0)`",
      ods_assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type(operands))",
      traits = ["Pure"],
      ods_traits = ["InferTypeOpInterface"],
      cpp_verifier = "SmtConcat",
      cpp_result_types = "SmtConcat"} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.constant attributes {
      summary = "produce a constant bit-vector",
      description = "This operation produces an SSA value equal to the bit-vector constant\nspecified by the 'value' attribute.\nRefer to the `BitVectorAttr` documentation for more information about\nthe semantics of bit-vector constants, their format, and associated sort.\nThe result type always matches the attribute's type.\n\nExamples:\n```mlir\n%c92_bv8 = smt.bv.constant #smt.bv<92> : !smt.bv<8>\n%c5_bv4 = smt.bv.constant #smt.bv<5> : !smt.bv<4>\n```",
      ods_assembly_format = "qualified($value) attr-dict",
      traits = ["Pure", "ConstantLike"],
      ods_traits = ["FirstAttrDerivedResultType", "InferTypeOpInterface", "OpAsmOpInterface"],
      cpp_verifier = "SmtBVConstant",
      cpp_result_types = "SmtBVConstant",
      cpp_result_names = "SmtBVConstant"} {
    %0 = irdl.base @smt::@bv
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.results(result: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @bv.extract attributes {
      summary = "bit-vector extraction",
      description = "This operation extracts the range of bits starting at the 'lowBit' index\n(inclusive) up to the 'lowBit' + result-width index (exclusive). The\nsemantics are equivalent to the `extract` operator defined in the SMT-LIB\n2.7 standard. More precisely in the\n[theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\nand the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\ndescribing closed quantifier-free formulas over the theory of fixed-size\nbit-vectors.\n\nNote that `smt.bv.extract %bv from 2 : (!smt.bv<32>) -> !smt.bv<16>` is\nequivalent to `((_ extract 17 2) bv)`, i.e., the SMT-LIB operator takes the\nlow and high indices where both are inclusive. The following equivalence\nholds: `(= ((_ extract 3 0) #x0f) #xf)`",
      assembly_format = "$input `from` custom<TypedAttribute>($lowBit, \"i32\") attr-dict `:` functional-type($input, $result)",
      traits = ["Pure"],
      cpp_verifier = "SmtExtract"} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(input: %1)
    irdl.results(result: %2)
    irdl.attributes {"lowBit" = %0}
  }
  irdl.operation @bv.lshr attributes {
      summary = "equivalent to bvlshr in SMT-LIB",
      description = "This operation performs logical shift right. The semantics are\n    equivalent to the `bvlshr` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.mul attributes {
      summary = "equivalent to bvmul in SMT-LIB",
      description = "This operation performs multiplication. The semantics are\n    equivalent to the `bvmul` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.neg attributes {
      summary = "equivalent to bvneg in SMT-LIB",
      description = "This operation performs two's complement unary minus. The semantics are\n    equivalent to the `bvneg` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$input attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @bv.not attributes {
      summary = "equivalent to bvnot in SMT-LIB",
      description = "This operation performs bitwise negation. The semantics are\n    equivalent to the `bvnot` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$input attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @bv.or attributes {
      summary = "equivalent to bvor in SMT-LIB",
      description = "This operation performs bitwise OR. The semantics are\n    equivalent to the `bvor` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.repeat attributes {
      summary = "repeated bit-vector concatenation of one value",
      description = "This operation is a shorthand for repeated concatenation of the same\nbit-vector value, i.e.,\n```mlir\nsmt.bv.repeat 5 times %a : !smt.bv<4>\n// is the same as\n%0 = smt.bv.repeat 4 times %a : !smt.bv<4>\nsmt.bv.concat %a, %0 : !smt.bv<4>, !smt.bv<16>\n// or also \n%0 = smt.bv.repeat 4 times %a : !smt.bv<4>\nsmt.bv.concat %0, %a : !smt.bv<16>, !smt.bv<4>\n```\n\nThe semantics are equivalent to the `repeat` operator defined in the SMT-LIB\n2.7 standard. More precisely in the\n[theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\nand the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\ndescribing closed quantifier-free formulas over the theory of fixed-size\nbit-vectors.",
      cpp_assembly_format = "SmtRepeat",
      traits = ["Pure"],
      cpp_verifier = "SmtRepeat"} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @bv.sdiv attributes {
      summary = "equivalent to bvsdiv in SMT-LIB",
      description = "This operation performs two's complement signed division. The semantics are\n    equivalent to the `bvsdiv` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.shl attributes {
      summary = "equivalent to bvshl in SMT-LIB",
      description = "This operation performs shift left. The semantics are\n    equivalent to the `bvshl` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.smod attributes {
      summary = "equivalent to bvsmod in SMT-LIB",
      description = "This operation performs two's complement signed remainder (sign follows divisor). The semantics are\n    equivalent to the `bvsmod` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.srem attributes {
      summary = "equivalent to bvsrem in SMT-LIB",
      description = "This operation performs two's complement signed remainder (sign follows dividend). The semantics are\n    equivalent to the `bvsrem` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.udiv attributes {
      summary = "equivalent to bvudiv in SMT-LIB",
      description = "This operation performs unsigned division (rounded towards zero). The semantics are\n    equivalent to the `bvudiv` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.urem attributes {
      summary = "equivalent to bvurem in SMT-LIB",
      description = "This operation performs unsigned remainder. The semantics are\n    equivalent to the `bvurem` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv.xor attributes {
      summary = "equivalent to bvxor in SMT-LIB",
      description = "This operation performs bitwise exclusive OR. The semantics are\n    equivalent to the `bvxor` operator defined in the SMT-LIB 2.7\n    standard. More precisely in the [theory of FixedSizeBitVectors](https://smtlib.cs.uiowa.edu/Theories/FixedSizeBitVectors.smt2)\n    and the [QF_BV logic](https://smtlib.cs.uiowa.edu/Logics/QF_BV.smt2)\n    describing closed quantifier-free formulas over the theory of fixed-size\n    bit-vectors.",
      assembly_format = "$lhs `,` $rhs attr-dict `:` qualified(type($result))",
      traits = ["Pure", "SameOperandsAndResultType"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %2 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @bv2int attributes {
      summary = "Convert an SMT bit-vector to an SMT integer.",
      description = "Create an integer from the bit-vector argument `input`. If `is_signed` is\npresent, the bit-vector is treated as two's complement signed.  Otherwise,\nit is treated as an unsigned integer in the range [0..2^N-1], where N is\nthe number of bits in `input`.",
      assembly_format = "$input (`signed` $is_signed^)? attr-dict `:` qualified(type($input))",
      traits = ["Pure"],
      optional_attributes = ["is_signed"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.base @smt::@int
    irdl.operands(input: %0)
    irdl.results(result: %2)
    irdl.attributes {"is_signed" = %1}
  }
  irdl.operation @check attributes {
      summary = "check if the current set of assertions is satisfiable",
      description = "This operation checks if all the assertions in the solver defined by the\nnearest ancestor operation of type `smt.solver` are consistent. The outcome\nan be 'satisfiable', 'unknown', or 'unsatisfiable' and the corresponding\nregion will be executed. It is the corresponding construct to the\n`check-sat` in SMT-LIB.\n\nExample:\n```mlir\n%0 = smt.check sat {\n  %c1_i32 = arith.constant 1 : i32\n  smt.yield %c1_i32 : i32\n} unknown {\n  %c0_i32 = arith.constant 0 : i32\n  smt.yield %c0_i32 : i32\n} unsat {\n  %c-1_i32 = arith.constant -1 : i32\n  smt.yield %c-1_i32 : i32\n} -> i32\n```",
      assembly_format = "attr-dict `sat` $satRegion `unknown` $unknownRegion `unsat` $unsatRegion (`->` qualified(type($results))^ )?",
      traits = ["NoRegionArguments", "SingleBlockImplicitTerminator<smt.yield>"],
      cpp_verifier = "SmtCheck",
      independent_variadics = ["results"]} {
    %0 = irdl.any {summary = "any type"}
    %1 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %3 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.results(results: variadic %0)
    irdl.regions(satRegion: %1, unknownRegion: %2, unsatRegion: %3)
  }
  irdl.operation @constant attributes {
      summary = "Produce a constant boolean",
      description = "Produces the constant expressions 'true' and 'false' as described in the\n[Core theory](https://smtlib.cs.uiowa.edu/Theories/Core.smt2) of the SMT-LIB\nStandard 2.7.",
      assembly_format = "$value attr-dict",
      traits = ["Pure", "ConstantLike"],
      ods_traits = ["OpAsmOpInterface"],
      cpp_result_names = "SmtBoolConstant"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::BoolAttr>($_self))" {summary = "bool attribute"}
    %1 = irdl.base @smt::@bool
    irdl.results(result: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @declare_fun attributes {
      summary = "declare a symbolic value of a given sort",
      description = "This operation declares a symbolic value just as the `declare-const` and\n`declare-fun` statements in SMT-LIB 2.7. The result type determines the SMT\nsort of the symbolic value. The returned value can then be used to refer to\nthe symbolic value instead of using the identifier like in SMT-LIB.\n\nThe optionally provided string will be used as a prefix for the newly\ngenerated identifier (useful for easier readability when exporting to\nSMT-LIB). Each `declare` will always provide a unique new symbolic value\neven if the identifier strings are the same.\n\nNote that there does not exist a separate operation equivalent to\nSMT-LIBs `define-fun` since\n```\n(define-fun f (a Int) Int (-a))\n```\nis only syntactic sugar for\n```\n%f = smt.declare_fun : !smt.func<(!smt.int) !smt.int>\n%0 = smt.forall {\n^bb0(%arg0: !smt.int):\n  %1 = smt.apply_func %f(%arg0) : !smt.func<(!smt.int) !smt.int>\n  %2 = smt.int.neg %arg0\n  %3 = smt.eq %1, %2 : !smt.int\n  smt.yield %3 : !smt.bool\n}\nsmt.assert %0\n```\n\nNote that this operation cannot be marked as Pure since two operations (even\nwith the same identifier string) could then be CSEd, leading to incorrect\nbehavior.",
      assembly_format = "($namePrefix^)? attr-dict `:` qualified(type($result))",
      ods_traits = ["OpAsmOpInterface"],
      cpp_result_names = "SmtDeclareFun",
      optional_attributes = ["namePrefix"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    %1 = irdl.c_pred "(smt::isAnySMTValueType($_self))" {summary = "any SMT value type"}
    irdl.results(result: %1)
    irdl.attributes {"namePrefix" = %0}
  }
  irdl.operation @distinct attributes {
      summary = "returns true iff all operands are not identical to any other",
      description = "This operation compares the operands and returns true iff all operands are\nnot identical to any of the other operands. The semantics are equivalent to\nthe `distinct` operator defined in the SMT-LIB Standard 2.7 in the\n[Core theory](https://smtlib.cs.uiowa.edu/Theories/Core.smt2).\n\nAny SMT sort/type is allowed for the operands and it supports a variadic\nnumber of operands, but requires at least two. This is because the\n`distinct` operator is annotated with `:pairwise` which means that\n`distinct a b c d` is equivalent to\n```\nand (distinct a b) (distinct a c) (distinct a d)\n    (distinct b c) (distinct b d)\n    (distinct c d)\n```\nwhere `and` is annotated `:left-assoc`, i.e., it can be further rewritten to\n```\n(and (and (and (and (and (distinct a b)\n                         (distinct a c))\n                    (distinct a d))\n               (distinct b c))\n          (distinct b d))\n     (distinct c d)\n```",
      cpp_assembly_format = "SmtDistinct",
      traits = ["Pure", "SameTypeOperands"],
      cpp_verifier = "SmtDistinct",
      independent_variadics = ["inputs"]} {
    %0 = irdl.c_pred "(smt::isAnyNonFuncSMTValueType($_self))" {summary = "any non-function SMT value type"}
    %1 = irdl.base @smt::@bool
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @eq attributes {
      summary = "returns true iff all operands are identical",
      description = "This operation compares the operands and returns true iff all operands are\nidentical. The semantics are equivalent to the `=` operator defined in the\nSMT-LIB Standard 2.7 in the\n[Core theory](https://smtlib.cs.uiowa.edu/Theories/Core.smt2).\n\nAny SMT sort/type is allowed for the operands and it supports a variadic\nnumber of operands, but requires at least two. This is because the `=`\noperator is annotated with `:chainable` which means that `= a b c d` is\nequivalent to `and (= a b) (= b c) (= c d)` where `and` is annotated\n`:left-assoc`, i.e., it can be further rewritten to\n`and (and (= a b) (= b c)) (= c d)`.",
      cpp_assembly_format = "SmtEq",
      traits = ["Pure", "SameTypeOperands"],
      cpp_verifier = "SmtEq",
      independent_variadics = ["inputs"]} {
    %0 = irdl.c_pred "(smt::isAnyNonFuncSMTValueType($_self))" {summary = "any non-function SMT value type"}
    %1 = irdl.base @smt::@bool
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @exists attributes {
      summary = "exists quantifier",
      description = "This operation represents the exists quantifier as described in the\n[SMT-LIB 2.7 standard](https://smt-lib.org/papers/smt-lib-reference-v2.7-r2025-02-05.pdf).\nIt is part of the language itself rather than a theory or logic.\n\nThe operation specifies the name prefixes (as an optional attribute) and\ntypes (as the types of the block arguments of the regions) of bound\nvariables that may be used in the 'body' of the operation. If a 'patterns'\nregion is specified, the block arguments must match the ones of the 'body'\nregion and (other than there) must be used at least once in the 'patterns'\nregion. It may also not contain any operations that bind variables, such as\nquantifiers. While the 'body' region must always yield exactly one\n`!smt.bool`-typed value, the 'patterns' region can yield an arbitrary number\n(but at least one) of SMT values.\n\nThe bound variables can be any SMT type except of functions, since SMT only\nsupports first-order logic.\n\nThe 'no_patterns' attribute is only allowed when no 'patterns' region is\nspecified and forbids the solver to generate and use patterns for this\nquantifier.\n\nThe 'weight' attribute indicates the importance of this quantifier being\ninstantiated compared to other quantifiers that may be present. The default\nvalue is zero.\n\nBoth the 'no_patterns' and 'weight' attributes are annotations to the\nquantifiers body term. Annotations and attributes are described in the\nstandard in sections 3.4, and 3.6 (specifically 3.6.5). SMT-LIB allows\nadding custom attributes to provide solvers with additional metadata, e.g.,\nhints such as above mentioned attributes. They are not part of the standard\nthemselves, but supported by common SMT solvers (e.g., Z3).",
      assembly_format = "($boundVarNames^)? (`no_pattern` $noPattern^)? (`weight` custom<TypedAttribute>($weight, \"i32\")^)? attr-dict-with-keyword $body (`patterns` $patterns^)?",
      traits = ["RecursivelySpeculatable", "RecursiveMemoryEffects", "SingleBlockImplicitTerminator<smt.yield>"],
      cpp_verifier = "SmtExists",
      optional_attributes = ["noPattern", "boundVarNames"],
      default_values = {weight = "0 : i32"},
      variadic_regions = ["patterns"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %3 = irdl.base @smt::@bool
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %5 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.results(result: %3)
    irdl.attributes {"weight" = %0, "noPattern" = %1, "boundVarNames" = %2}
    irdl.regions(body: %4, patterns: %5)
  }
  irdl.operation @forall attributes {
      summary = "forall quantifier",
      description = "This operation represents the forall quantifier as described in the\n[SMT-LIB 2.7 standard](https://smt-lib.org/papers/smt-lib-reference-v2.7-r2025-02-05.pdf).\nIt is part of the language itself rather than a theory or logic.\n\nThe operation specifies the name prefixes (as an optional attribute) and\ntypes (as the types of the block arguments of the regions) of bound\nvariables that may be used in the 'body' of the operation. If a 'patterns'\nregion is specified, the block arguments must match the ones of the 'body'\nregion and (other than there) must be used at least once in the 'patterns'\nregion. It may also not contain any operations that bind variables, such as\nquantifiers. While the 'body' region must always yield exactly one\n`!smt.bool`-typed value, the 'patterns' region can yield an arbitrary number\n(but at least one) of SMT values.\n\nThe bound variables can be any SMT type except of functions, since SMT only\nsupports first-order logic.\n\nThe 'no_patterns' attribute is only allowed when no 'patterns' region is\nspecified and forbids the solver to generate and use patterns for this\nquantifier.\n\nThe 'weight' attribute indicates the importance of this quantifier being\ninstantiated compared to other quantifiers that may be present. The default\nvalue is zero.\n\nBoth the 'no_patterns' and 'weight' attributes are annotations to the\nquantifiers body term. Annotations and attributes are described in the\nstandard in sections 3.4, and 3.6 (specifically 3.6.5). SMT-LIB allows\nadding custom attributes to provide solvers with additional metadata, e.g.,\nhints such as above mentioned attributes. They are not part of the standard\nthemselves, but supported by common SMT solvers (e.g., Z3).",
      assembly_format = "($boundVarNames^)? (`no_pattern` $noPattern^)? (`weight` custom<TypedAttribute>($weight, \"i32\")^)? attr-dict-with-keyword $body (`patterns` $patterns^)?",
      traits = ["RecursivelySpeculatable", "RecursiveMemoryEffects", "SingleBlockImplicitTerminator<smt.yield>"],
      cpp_verifier = "SmtForall",
      optional_attributes = ["noPattern", "boundVarNames"],
      default_values = {weight = "0 : i32"},
      variadic_regions = ["patterns"]} {
    %0 = irdl.c_pred "((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))" {summary = "32-bit signless integer attribute"}
    %1 = irdl.base "#builtin.unit" {summary = "unit attribute"}
    %2 = irdl.c_pred "((::llvm::isa<::mlir::ArrayAttr>($_self))) && (::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), [&](::mlir::Attribute attr) { return attr && ((::llvm::isa<::mlir::StringAttr>(attr))); }))" {summary = "string array attribute"}
    %3 = irdl.base @smt::@bool
    %4 = irdl.region with size 1 {summary = "region with 1 blocks"}
    %5 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.results(result: %3)
    irdl.attributes {"weight" = %0, "noPattern" = %1, "boundVarNames" = %2}
    irdl.regions(body: %4, patterns: %5)
  }
  irdl.operation @implies attributes {
      summary = "boolean implication",
      description = "This operation performs a boolean implication. The semantics are equivalent\nto the '=>' operator in the\n[Core theory](https://smtlib.cs.uiowa.edu/Theories/Core.smt2) of the SMT-LIB\nStandard 2.7.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.base @smt::@bool
    %1 = irdl.base @smt::@bool
    %2 = irdl.base @smt::@bool
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @int.abs attributes {
      summary = "the absolute value of an Int",
      description = "This operation represents the absolute value function for the `Int` sort.\nThe semantics are equivalent to the `abs` operator as described in the\n[SMT Ints theory](https://smtlib.cs.uiowa.edu/Theories/Ints.smt2) of the\nSMT-LIB 2.7 standard.",
      assembly_format = "$input attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.base @smt::@int
    %1 = irdl.base @smt::@int
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @int.add attributes {
      summary = "integer addition",
      description = "This operation represents (infinite-precision) integer addition.\nThe semantics are equivalent to the corresponding operator described in\nthe [SMT Ints theory](https://smtlib.cs.uiowa.edu/Theories/Ints.smt2) of the\nSMT-LIB 2.7 standard.",
      assembly_format = "$inputs attr-dict",
      traits = ["Pure", "Commutative"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.base @smt::@int
    %1 = irdl.base @smt::@int
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @int.cmp attributes {
      summary = "integer comparison",
      description = "This operation represents the comparison of (infinite-precision) integers.\nThe semantics are equivalent to the `<= (le)`, `< (lt)`, `>= (ge)`, or\n`> (gt)` operator depending on the predicate (indicated in parentheses) as\ndescribed in the\n[SMT Ints theory](https://smtlib.cs.uiowa.edu/Theories/Ints.smt2) of the\nSMT-LIB 2.7 standard.",
      assembly_format = "custom<IntEnum>($pred, \"lt le gt ge\", \"64\") $lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.c_pred "(::llvm::isa<mlir::smt::IntPredicateAttr>($_self))" {summary = "smt comparison predicate for integers"}
    %1 = irdl.base @smt::@int
    %2 = irdl.base @smt::@int
    %3 = irdl.base @smt::@bool
    irdl.operands(lhs: %1, rhs: %2)
    irdl.results(result: %3)
    irdl.attributes {"pred" = %0}
  }
  irdl.operation @int.constant attributes {
      summary = "produce a constant (infinite-precision) integer",
      description = "This operation represents (infinite-precision) integer literals of the `Int`\nsort. The set of values for the sort `Int` consists of all numerals and\nall terms of the form `-n`where n is a numeral other than 0. For more\ninformation refer to the \n[SMT Ints theory](https://smtlib.cs.uiowa.edu/Theories/Ints.smt2) of the\nSMT-LIB 2.7 standard.",
      cpp_assembly_format = "SmtIntConstant",
      traits = ["Pure", "ConstantLike"],
      ods_traits = ["OpAsmOpInterface"],
      cpp_result_names = "SmtIntConstant"} {
    %0 = irdl.c_pred "(::llvm::isa<::mlir::IntegerAttr>($_self))" {summary = "arbitrary integer attribute"}
    %1 = irdl.base @smt::@int
    irdl.results(result: %1)
    irdl.attributes {"value" = %0}
  }
  irdl.operation @int.div attributes {
      summary = "integer division",
      description = "This operation represents (infinite-precision) integer division.\nThe semantics are equivalent to the corresponding operator described in\nthe [SMT Ints theory](https://smtlib.cs.uiowa.edu/Theories/Ints.smt2) of the\nSMT-LIB 2.7 standard.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.base @smt::@int
    %1 = irdl.base @smt::@int
    %2 = irdl.base @smt::@int
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @int.mod attributes {
      summary = "integer remainder",
      description = "This operation represents (infinite-precision) integer remainder.\nThe semantics are equivalent to the corresponding operator described in\nthe [SMT Ints theory](https://smtlib.cs.uiowa.edu/Theories/Ints.smt2) of the\nSMT-LIB 2.7 standard.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.base @smt::@int
    %1 = irdl.base @smt::@int
    %2 = irdl.base @smt::@int
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @int.mul attributes {
      summary = "integer multiplication",
      description = "This operation represents (infinite-precision) integer multiplication.\nThe semantics are equivalent to the corresponding operator described in\nthe [SMT Ints theory](https://smtlib.cs.uiowa.edu/Theories/Ints.smt2) of the\nSMT-LIB 2.7 standard.",
      assembly_format = "$inputs attr-dict",
      traits = ["Pure", "Commutative"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.base @smt::@int
    %1 = irdl.base @smt::@int
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @int.sub attributes {
      summary = "integer subtraction",
      description = "This operation represents (infinite-precision) integer subtraction.\nThe semantics are equivalent to the corresponding operator described in\nthe [SMT Ints theory](https://smtlib.cs.uiowa.edu/Theories/Ints.smt2) of the\nSMT-LIB 2.7 standard.",
      assembly_format = "$lhs `,` $rhs attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.base @smt::@int
    %1 = irdl.base @smt::@int
    %2 = irdl.base @smt::@int
    irdl.operands(lhs: %0, rhs: %1)
    irdl.results(result: %2)
  }
  irdl.operation @int2bv attributes {
      summary = "Convert an integer to an inferred-width bitvector.",
      description = "Designed to lower directly to an operation of the same name in Z3. The Z3\nC API describes the semantics as follows:\nCreate an n bit bit-vector from the integer argument t1.\nThe resulting bit-vector has n bits, where the i'th bit (counting from 0\nto n-1) is 1 if (t1 div 2^i) mod 2 is 1.\nThe node t1 must have integer sort.",
      assembly_format = "$input attr-dict `:` qualified(type($result))",
      traits = ["Pure"]} {
    %0 = irdl.base @smt::@int
    %1 = irdl.c_pred "(::llvm::isa<mlir::smt::BitVectorType>($_self))"
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @ite attributes {
      summary = "an if-then-else function",
      description = "This operation returns its second operand or its third operand depending on\nwhether its first operand is true or not. The semantics are equivalent to\nthe `ite` operator defined in the\n[Core theory](https://smtlib.cs.uiowa.edu/Theories/Core.smt2) of the SMT-LIB\n2.7 standard.",
      assembly_format = "$cond `,` $thenValue `,` $elseValue attr-dict `:` qualified(type($result))",
      traits = ["Pure", "AllTypesMatch<thenValue, elseValue, result>"]} {
    %0 = irdl.base @smt::@bool
    %1 = irdl.c_pred "(smt::isAnySMTValueType($_self))" {summary = "any SMT value type"}
    %2 = irdl.c_pred "(smt::isAnySMTValueType($_self))" {summary = "any SMT value type"}
    %3 = irdl.c_pred "(smt::isAnySMTValueType($_self))" {summary = "any SMT value type"}
    irdl.operands(cond: %0, thenValue: %1, elseValue: %2)
    irdl.results(result: %3)
  }
  irdl.operation @not attributes {
      summary = "a boolean negation",
      description = "This operation performs a boolean negation. The semantics are equivalent to\nthe 'not' operator in the\n[Core theory](https://smtlib.cs.uiowa.edu/Theories/Core.smt2) of the SMT-LIB\nStandard 2.7.",
      assembly_format = "$input attr-dict",
      traits = ["Pure"]} {
    %0 = irdl.base @smt::@bool
    %1 = irdl.base @smt::@bool
    irdl.operands(input: %0)
    irdl.results(result: %1)
  }
  irdl.operation @or attributes {
      summary = "a boolean disjunction",
      description = "This operation performs a boolean disjunction.\n    The semantics are equivalent to the 'or' operator in the\n    [Core theory](https://smtlib.cs.uiowa.edu/Theories/Core.smt2).\n    of the SMT-LIB Standard 2.7.\n\n    It supports a variadic number of operands, but requires at least two.\n    This is because the operator is annotated with the `:left-assoc` attribute\n    which means that `op a b c` is equivalent to `(op (op a b) c)`.",
      assembly_format = "$inputs attr-dict",
      traits = ["Pure"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.base @smt::@bool
    %1 = irdl.base @smt::@bool
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @pop attributes {
      summary = "pop a given number of levels from the assertion stack",
      assembly_format = "custom<TypedAttribute>($count, \"i32\") attr-dict"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "32-bit signless integer attribute whose value is non-negative"}
    irdl.attributes {"count" = %0}
  }
  irdl.operation @push attributes {
      summary = "push a given number of levels onto the assertion stack",
      assembly_format = "custom<TypedAttribute>($count, \"i32\") attr-dict"} {
    %0 = irdl.c_pred "(((::llvm::isa<::mlir::IntegerAttr>($_self))) && ((::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(32)))) && ((!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()))" {summary = "32-bit signless integer attribute whose value is non-negative"}
    irdl.attributes {"count" = %0}
  }
  irdl.operation @reset attributes {
      summary = "reset the solver",
      assembly_format = "attr-dict"} {
  }
  irdl.operation @set_logic attributes {
      summary = "set the logic for the SMT solver",
      assembly_format = "$logic attr-dict",
      traits = ["HasParent<smt.solver>"]} {
    %0 = irdl.base "#builtin.string" {summary = "string attribute"}
    irdl.attributes {"logic" = %0}
  }
  irdl.operation @solver attributes {
      summary = "create a solver instance within a lifespan",
      description = "This operation defines an SMT context with a solver instance. SMT operations\nare only valid when being executed between the start and end of the region\nof this operation. Any invocation outside is undefined. However, they do not\nhave to be direct children of this operation. For example, it is allowed to\nhave SMT operations in a `func.func` which is only called from within this\nregion. No SMT value may enter or exit the lifespan of this region (such\nthat no value created from another SMT context can be used in this scope and\nthe solver can deallocate all state required to keep track of SMT values at\nthe end).\n\nAs a result, the region is comparable to an entire SMT-LIB script, but\nallows for concrete operations and control-flow. Concrete values may be\npassed in and returned to influence the computations after the `smt.solver`\noperation.\n\nExample:\n```mlir\n%0:2 = smt.solver (%in) {smt.some_attr} : (i8) -> (i8, i32) {\n^bb0(%arg0: i8):\n  %c = smt.declare_fun \"c\" : !smt.bool\n  smt.assert %c\n  %1 = smt.check sat {\n    %c1_i32 = arith.constant 1 : i32\n    smt.yield %c1_i32 : i32\n  } unknown {\n    %c0_i32 = arith.constant 0 : i32\n    smt.yield %c0_i32 : i32\n  } unsat {\n    %c-1_i32 = arith.constant -1 : i32\n    smt.yield %c-1_i32 : i32\n  } -> i32\n  smt.yield %arg0, %1 : i8, i32\n}\n```",
      assembly_format = "`(` $inputs `)` attr-dict `:` functional-type($inputs, $results) $bodyRegion",
      traits = ["IsolatedFromAbove", "SingleBlockImplicitTerminator<smt.yield>"],
      cpp_verifier = "SmtSolver",
      independent_variadics = ["inputs", "results"]} {
    %0 = irdl.c_pred "!((smt::isAnySMTValueType($_self)))" {summary = "any non-smt type"}
    %1 = irdl.c_pred "!((smt::isAnySMTValueType($_self)))" {summary = "any non-smt type"}
    %2 = irdl.region with size 1 {summary = "region with 1 blocks"}
    irdl.operands(inputs: variadic %0)
    irdl.results(results: variadic %1)
    irdl.regions(bodyRegion: %2)
  }
  irdl.operation @xor attributes {
      summary = "a boolean exclusive OR",
      description = "This operation performs a boolean exclusive OR.\n    The semantics are equivalent to the 'xor' operator in the\n    [Core theory](https://smtlib.cs.uiowa.edu/Theories/Core.smt2).\n    of the SMT-LIB Standard 2.7.\n\n    It supports a variadic number of operands, but requires at least two.\n    This is because the operator is annotated with the `:left-assoc` attribute\n    which means that `op a b c` is equivalent to `(op (op a b) c)`.",
      assembly_format = "$inputs attr-dict",
      traits = ["Pure"],
      independent_variadics = ["inputs"]} {
    %0 = irdl.base @smt::@bool
    %1 = irdl.base @smt::@bool
    irdl.operands(inputs: variadic %0)
    irdl.results(result: %1)
  }
  irdl.operation @yield attributes {
      summary = "terminator operation for various regions of SMT operations",
      assembly_format = "($values^ `:` qualified(type($values)))? attr-dict",
      traits = ["Pure", "Terminator", "ReturnLike"],
      independent_variadics = ["values"]} {
    %0 = irdl.any {summary = "any type"}
    irdl.operands(values: variadic %0)
  }
}
