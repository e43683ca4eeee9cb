// RUN: irdl-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s | FileCheck %s

// Chunks that parse print their output, joined by split-marker lines; failing ones print
// nothing but their diagnostics, which must all be expected.

// CHECK: "x.ok"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
"x.ok"() : () -> ()

// -----

// expected-error @below {{expected ')'}}
"x.bad"() : () -> (i32

// -----

// expected-error @+2 {{operand #0 does not dominate this use}}
"x.cfg"() ({
  %0 = "x.use"(%1) : (i32) -> i32
  // expected-note @below {{operand defined here (op in the same block)}}
  %1 = "x.def"() : () -> i32
  "x.br"()[^bb1] : () -> ()
^bb1:
  "x.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'nope'}}
"x.y"() {a = #nope} : () -> ()

// -----

// CHECK: "x.last"() : () -> ()
"x.last"() : () -> ()
