// RUN: irdl-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: irdl-opt --allow-unregistered-dialect --mlir-print-op-generic %s | irdl-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "x.pair"() : () -> (i32, f32)
// CHECK-NEXT:   "x.use"(%0#1, %0#0) {m = #map, s = "a\22b"} : (f32, i32) -> ()
%p:2 = "x.pair"() : () -> (i32, f32)
"x.use"(%p#1, %p#0) {s = "a\"b", m = affine_map<(i) -> (i + 1)>} : (f32, i32) -> ()

// Regions are numbered after their parent region, last region first.
// CHECK-NEXT:   %1 = "x.outer"() ({
// CHECK-NEXT:     %3 = "x.inner"() : () -> index
// CHECK-NEXT:   }, {
// CHECK-NEXT:     %2 = "x.inner"() : () -> index
// CHECK-NEXT:   }) : () -> i1
%o = "x.outer"() ({
  %a = "x.inner"() : () -> index
}, {
  %b = "x.inner"() : () -> index
}) : () -> i1

// CHECK-NEXT:   "x.cfg"() ({
// CHECK-NEXT:   ^bb0(%arg0: i64):
// CHECK-NEXT:     "x.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "x.br"()[^bb1] : () -> ()
// CHECK-NEXT:   }) : () -> ()
"x.cfg"() ({
^entry(%x: i64):
  "x.br"()[^loop] : () -> ()
^loop:
  "x.br"()[^loop] : () -> ()
}) : () -> ()
