// RUN: irdl-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @below {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @below {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
"t.x"() {a = #arith.fastmath<foo>} : () -> ()

// -----

// expected-error @below {{expected valid keyword or string}}
// expected-error @below {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
"t.x"() {a = #arith.overflow<nsw,,>} : () -> ()

// -----

// expected-error @below {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error @below {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
"t.x"() {c = #index<cmp_predicate foo>} : () -> ()
