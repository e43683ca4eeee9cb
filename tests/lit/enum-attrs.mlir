// Enum and bit-enum attributes of the standard library (arith, index): any spelling reads,
// the canonical one prints (as mlir-opt 22 prints them).
// RUN: irdl-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: irdl-opt --allow-unregistered-dialect %s | irdl-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: a = #arith.overflow<nsw, nuw>, b = #arith.fastmath<none>, c = #index<cmp_predicate slt>, d = #arith.fastmath<fast>, e = #arith.fastmath<nnan,ninf>, f = #arith.overflow<none>, g = #index<cmp_predicate ule>
"t.x"() {a = #arith.overflow<nuw,nsw>, b = #arith.fastmath<none>, c = #index<cmp_predicate slt>, d = #arith.fastmath<afn,reassoc,nnan,ninf,nsz,arcp,contract>, e = #arith.fastmath<ninf, nnan>, f = #arith.overflow<none>, g = #index<cmp_predicate "ule">} : () -> ()
