// Output goes to -o only when the whole run succeeds.
// RUN: rm -f %t.out
// RUN: not irdl-opt --allow-unregistered-dialect %s -o %t.out 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not test -e %t.out
// ERR: error: use of undeclared SSA value name
"x.y"(%missing) : (i32) -> ()
