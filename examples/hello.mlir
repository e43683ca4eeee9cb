// A small module in MLIR's generic form. func, cf and arith come from the bundled IRDL
// dialects; `test.attrs` belongs to no loaded dialect, so run it with
// --allow-unregistered-dialect: irdl-opt parses it, verifies it (each operation against its
// dialect, then SSA dominance, regions, successors) and prints it back as mlir-opt does.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> i32, sym_name = "add_or_double"}> ({
  ^bb0(%a: i32, %b: i32, %c: i1):
    "cf.cond_br"(%c)[^add, ^double] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^add:
    %s = "arith.addi"(%a, %b) : (i32, i32) -> i32
    "func.return"(%s) : (i32) -> ()
  ^double:
    %d = "arith.addi"(%a, %a) : (i32, i32) -> i32
    "func.return"(%d) : (i32) -> ()
  }) : () -> ()
  "test.attrs"() {map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>, data = dense<[1.5, 2.0]> : tensor<2xf32>, where = loc("hello.c":3:7)} : () -> ()
}) : () -> ()
