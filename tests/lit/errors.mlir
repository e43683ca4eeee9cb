// RUN: not irdl-opt --allow-unregistered-dialect %s 2>&1 | FileCheck %s

// CHECK: errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: use of undeclared SSA value name
// CHECK-NEXT: "x.y"(%nope) : (i32) -> ()
// CHECK-NEXT: {{^ +\^$}}
"x.y"(%nope) : (i32) -> ()
