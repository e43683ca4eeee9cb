// Library dialects marked `ods` verify as MLIR's ODS-generated C++ does: count traits,
// structural traits, then attributes, operands, results and regions against their
// constraints' summaries, then the other traits; property values of the wrong kind are
// parse errors. Every message here is mlir-opt 22's (this file passes there too).
// RUN: irdl-opt --split-input-file --verify-diagnostics %s

func.func @f(%a: i32) {
  // expected-error @below {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'arith.addi' op requires one result}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'arith.addi' op requires zero regions}}
  %0 = "arith.addi"(%a, %a) ({}) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'func.return' op requires 0 successors but found 1}}
  "func.return"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%m: memref<4xf32>, %f: f32) {
  // expected-error @below {{'memref.load' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "memref.load"(%m, %f) : (memref<4xf32>, f32) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @below {{'memref.load' op expected 1 or more operands, but found 0}}
  %0 = "memref.load"() : () -> f32
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @below {{'affine.for' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "affine.for"(%i) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%iv: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @below {{invalid properties {lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>} for op affine.for: size mismatch in attribute conversion: 2 vs 3}}
  "affine.for"(%i) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%iv: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @below {{'affine.for' op expects region #0 to have 0 or 1 blocks}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%iv: index):
    "affine.yield"() : () -> ()
  ^bb1:
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @below {{'affine.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @below {{'affine.for' op attribute 'step' failed to satisfy constraint: index attribute}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : i32, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%iv: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @f() {
  // expected-error @below {{invalid properties {value = [1]} for op arith.constant: Invalid attribute `value` in property conversion: [1]}}
  %0 = "arith.constant"() <{value = [1]}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

// expected-error @below {{invalid properties {function_type = 3 : i64, sym_name = "f"} for op func.func: Invalid attribute `function_type` in property conversion: 3 : i64}}
"func.func"() <{function_type = 3, sym_name = "f"}> ({
}) : () -> ()

// -----

func.func @f() {
  // expected-error @below {{invalid properties {callee = "g"} for op func.call: Invalid attribute `callee` in property conversion: "g"}}
  "func.call"() <{callee = "g"}> : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{invalid properties {operandSegmentSizes = 3 : i64} for op cf.cond_br: expected DenseI32ArrayAttr for key `value`}}
  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = 3}> : (i32) -> ()
^bb1:
  return
}
