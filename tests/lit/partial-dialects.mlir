// A library dialect declared in part (`partial`): an operation it leaves out is treated as
// one of a dialect that is not loaded: accepted under --allow-unregistered-dialect and
// printed generic; refused without it.
// RUN: irdl-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: not irdl-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// CHECK: "vector.not_declared_here"() : () -> ()
// STRICT: error: unregistered operation 'vector.not_declared_here' found in dialect ('vector') that does not allow unknown operations
"vector.not_declared_here"() : () -> ()
