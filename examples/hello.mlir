// A small module in MLIR's generic form. No dialect is loaded, so run it with
// --allow-unregistered-dialect: irdl-opt parses it, checks its structure (SSA
// dominance, regions, successors) and prints it back as mlir-opt does.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add_or_sub"}> ({
  ^bb0(%a: i32, %b: i32):
    %c = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%c)[^add, ^sub] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^add:
    %s = "arith.addi"(%a, %b) : (i32, i32) -> i32
    "func.return"(%s) : (i32) -> ()
  ^sub:
    %d = "arith.subi"(%a, %b) : (i32, i32) -> i32
    "func.return"(%d) : (i32) -> ()
  }) : () -> ()
  "test.attrs"() {map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>, data = dense<[1.5, 2.0]> : tensor<2xf32>, where = loc("hello.c":3:7)} : () -> ()
}) : () -> ()
