# ruff: noqa: E501
"""The scf dialect of the standard library (dialects_irdl/scf/scf.irdl.mlir): its operations read
and print as mlir-opt-22 does (custom and generic forms, recorded below from mlir-opt-22,
through the directives of dialects_irdl/scf/directives.py), and its checks (ODS constraints,
traits, dialects_irdl/scf/verifiers.py) report mlir-opt-22's messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "loops": (
        'func.func @loops(%lb: index, %ub: index, %s: index, %c: i1, %x: f32, %i: i32, %t: tensor<100xf32>) {\n  scf.for %iv = %lb to %ub step %s {\n  }\n  %r = scf.for %iv = %lb to %ub step %s iter_args(%a = %x) -> (f32) {\n    scf.yield %a : f32\n  }\n  %r2 = scf.for unsigned %iv = %i to %i step %i iter_args(%a = %x) -> f32 : i32 {\n    scf.yield %a : f32\n  }\n  %w:2 = scf.while (%a = %x, %b = %i) : (f32, i32) -> (i32, f32) {\n    scf.condition(%c) %b, %a : i32, f32\n  } do {\n  ^bb0(%b: i32, %a: f32):\n    scf.yield %a, %b : f32, i32\n  } attributes {foo = "bar"}\n  %w2 = scf.while : () -> i1 {\n    scf.condition(%c) %c : i1\n  } do {\n  ^bb0(%b: i1):\n    scf.yield\n  }\n  %p:2 = scf.parallel (%i0, %i1) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x, %i) -> (f32, i32) {\n    scf.reduce(%x, %i : f32, i32) {\n    ^bb0(%l: f32, %m: f32):\n      scf.reduce.return %l : f32\n    }, {\n    ^bb0(%l: i32, %m: i32):\n      scf.reduce.return %l : i32\n    }\n  }\n  scf.parallel (%i0) = (%lb) to (%ub) step (%s) {\n  } {some}\n  %fa = scf.forall (%ti, %tj) in (%ub, 8) shared_outs(%o = %t) -> (tensor<100xf32>) {\n  }\n  scf.forall (%ti, %tj) = (0, %lb) to (%ub, 8) step (2, %s) {\n  }\n  scf.forall (%ti) = (0) to (%ub) step (1) {\n  } {mapping = []}\n  return\n}\n',
        'module {\n  func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32, %arg6: tensor<100xf32>) {\n    scf.for %arg7 = %arg0 to %arg1 step %arg2 {\n    }\n    %0 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg4) -> (f32) {\n      scf.yield %arg8 : f32\n    }\n    %1 = scf.for unsigned %arg7 = %arg5 to %arg5 step %arg5 iter_args(%arg8 = %arg4) -> (f32)  : i32 {\n      scf.yield %arg8 : f32\n    }\n    %2:2 = scf.while (%arg7 = %arg4, %arg8 = %arg5) : (f32, i32) -> (i32, f32) {\n      scf.condition(%arg3) %arg8, %arg7 : i32, f32\n    } do {\n    ^bb0(%arg7: i32, %arg8: f32):\n      scf.yield %arg8, %arg7 : f32, i32\n    } attributes {foo = "bar"}\n    %3 = scf.while : () -> i1 {\n      scf.condition(%arg3) %arg3 : i1\n    } do {\n    ^bb0(%arg7: i1):\n      scf.yield\n    }\n    %4:2 = scf.parallel (%arg7, %arg8) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg4, %arg5) -> (f32, i32) {\n      scf.reduce(%arg4, %arg5 : f32, i32) {\n      ^bb0(%arg9: f32, %arg10: f32):\n        scf.reduce.return %arg9 : f32\n      }, {\n      ^bb0(%arg9: i32, %arg10: i32):\n        scf.reduce.return %arg9 : i32\n      }\n    }\n    scf.parallel (%arg7) = (%arg0) to (%arg1) step (%arg2) {\n      scf.reduce \n    } {some}\n    %5 = scf.forall (%arg7, %arg8) in (%arg1, 8) shared_outs(%arg9 = %arg6) -> (tensor<100xf32>) {\n      scf.forall.in_parallel {\n      }\n    }\n    scf.forall (%arg7, %arg8) = (0, %arg0) to (%arg1, 8) step (2, %arg2) {\n    }\n    scf.forall (%arg7) in (%arg1) {\n    } {mapping = []}\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = (index, index, index, i1, f32, i32, tensor<100xf32>) -> (), sym_name = "loops"}> ({\n  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32, %arg6: tensor<100xf32>):\n    "scf.for"(%arg0, %arg1, %arg2) ({\n    ^bb0(%arg29: index):\n      "scf.yield"() : () -> ()\n    }) : (index, index, index) -> ()\n    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg4) ({\n    ^bb0(%arg27: index, %arg28: f32):\n      "scf.yield"(%arg28) : (f32) -> ()\n    }) : (index, index, index, f32) -> f32\n    %1 = "scf.for"(%arg5, %arg5, %arg5, %arg4) <{unsignedCmp}> ({\n    ^bb0(%arg25: i32, %arg26: f32):\n      "scf.yield"(%arg26) : (f32) -> ()\n    }) : (i32, i32, i32, f32) -> f32\n    %2:2 = "scf.while"(%arg4, %arg5) ({\n    ^bb0(%arg23: f32, %arg24: i32):\n      "scf.condition"(%arg3, %arg24, %arg23) : (i1, i32, f32) -> ()\n    }, {\n    ^bb0(%arg21: i32, %arg22: f32):\n      "scf.yield"(%arg22, %arg21) : (f32, i32) -> ()\n    }) {foo = "bar"} : (f32, i32) -> (i32, f32)\n    %3 = "scf.while"() ({\n      "scf.condition"(%arg3, %arg3) : (i1, i1) -> ()\n    }, {\n    ^bb0(%arg20: i1):\n      "scf.yield"() : () -> ()\n    }) : () -> i1\n    %4:2 = "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2, %arg4, %arg5) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({\n    ^bb0(%arg14: index, %arg15: index):\n      "scf.reduce"(%arg4, %arg5) ({\n      ^bb0(%arg18: f32, %arg19: f32):\n        "scf.reduce.return"(%arg18) : (f32) -> ()\n      }, {\n      ^bb0(%arg16: i32, %arg17: i32):\n        "scf.reduce.return"(%arg16) : (i32) -> ()\n      }) : (f32, i32) -> ()\n    }) : (index, index, index, index, index, index, f32, i32) -> (f32, i32)\n    "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({\n    ^bb0(%arg13: index):\n      "scf.reduce"() : () -> ()\n    }) {some} : (index, index, index) -> ()\n    %5 = "scf.forall"(%arg1, %arg6) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({\n    ^bb0(%arg10: index, %arg11: index, %arg12: tensor<100xf32>):\n      "scf.forall.in_parallel"() ({\n      ^bb0:\n      }) : () -> ()\n    }) : (index, tensor<100xf32>) -> tensor<100xf32>\n    "scf.forall"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 2, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({\n    ^bb0(%arg8: index, %arg9: index):\n      "scf.forall.in_parallel"() ({\n      ^bb0:\n      }) : () -> ()\n    }) : (index, index, index) -> ()\n    "scf.forall"(%arg1) <{mapping = [], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({\n    ^bb0(%arg7: index):\n      "scf.forall.in_parallel"() ({\n      ^bb0:\n      }) : () -> ()\n    }) : (index) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "branches": (
        'func.func @branches(%idx: index, %c: i1, %x: f32, %i: i64) {\n  scf.if %c {\n    "x.op"() : () -> ()\n  }\n  scf.if %c {\n  } else {\n    "x.op"() : () -> ()\n  } {attr}\n  %y = scf.if %c -> f32 {\n    scf.yield %x : f32\n  } else {\n    scf.yield %x : f32\n  }\n  %a:2 = scf.execute_region -> (i64, i64) {\n    scf.yield %i, %i : i64, i64\n  }\n  %b = scf.execute_region -> i64 no_inline {\n    "x.br"()[^bb1] : () -> ()\n  ^bb1:\n    scf.yield %i : i64\n  }\n  %sw:2 = scf.index_switch %idx {tag} -> f32, i64\n  case 2 {\n    scf.yield %x, %i : f32, i64\n  }\n  case -5 {\n    scf.yield %x, %i : f32, i64\n  }\n  default {\n    scf.yield %x, %i : f32, i64\n  }\n  scf.index_switch %idx\n  default {\n  }\n  return\n}\n',
        'module {\n  func.func @branches(%arg0: index, %arg1: i1, %arg2: f32, %arg3: i64) {\n    scf.if %arg1 {\n      "x.op"() : () -> ()\n    }\n    scf.if %arg1 {\n    } else {\n      "x.op"() : () -> ()\n    } {attr}\n    %0 = scf.if %arg1 -> (f32) {\n      scf.yield %arg2 : f32\n    } else {\n      scf.yield %arg2 : f32\n    }\n    %1:2 = scf.execute_region -> (i64, i64) {\n      scf.yield %arg3, %arg3 : i64, i64\n    }\n    %2 = scf.execute_region -> i64 no_inline {\n      "x.br"()[^bb1] : () -> ()\n    ^bb1:  // pred: ^bb0\n      scf.yield %arg3 : i64\n    }\n    %3:2 = scf.index_switch %arg0 {tag} -> f32, i64 \n    case 2 {\n      scf.yield %arg2, %arg3 : f32, i64\n    }\n    case -5 {\n      scf.yield %arg2, %arg3 : f32, i64\n    }\n    default {\n      scf.yield %arg2, %arg3 : f32, i64\n    }\n    scf.index_switch %arg0 \n    default {\n    }\n    return\n  }\n}\n\n',
        '"builtin.module"() ({\n  "func.func"() <{function_type = (index, i1, f32, i64) -> (), sym_name = "branches"}> ({\n  ^bb0(%arg0: index, %arg1: i1, %arg2: f32, %arg3: i64):\n    "scf.if"(%arg1) ({\n      "x.op"() : () -> ()\n      "scf.yield"() : () -> ()\n    }, {\n    }) : (i1) -> ()\n    "scf.if"(%arg1) ({\n      "scf.yield"() : () -> ()\n    }, {\n      "x.op"() : () -> ()\n      "scf.yield"() : () -> ()\n    }) {attr} : (i1) -> ()\n    %0 = "scf.if"(%arg1) ({\n      "scf.yield"(%arg2) : (f32) -> ()\n    }, {\n      "scf.yield"(%arg2) : (f32) -> ()\n    }) : (i1) -> f32\n    %1:2 = "scf.execute_region"() ({\n      "scf.yield"(%arg3, %arg3) : (i64, i64) -> ()\n    }) : () -> (i64, i64)\n    %2 = "scf.execute_region"() <{no_inline}> ({\n      "x.br"()[^bb1] : () -> ()\n    ^bb1:  // pred: ^bb0\n      "scf.yield"(%arg3) : (i64) -> ()\n    }) : () -> i64\n    %3:2 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, -5>}> ({\n      "scf.yield"(%arg2, %arg3) : (f32, i64) -> ()\n    }, {\n      "scf.yield"(%arg2, %arg3) : (f32, i64) -> ()\n    }, {\n      "scf.yield"(%arg2, %arg3) : (f32, i64) -> ()\n    }) {tag} : (index) -> (f32, i64)\n    "scf.index_switch"(%arg0) <{cases = array<i64>}> ({\n      "scf.yield"() : () -> ()\n    }) : (index) -> ()\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "for_result_count": (
        'func.func @a(%x: index, %f: f32) {\n  "scf.for"(%x, %x, %x, %f) ({\n  ^bb0(%i: index, %a: f32):\n    scf.yield %a : f32\n  }) : (index, index, index, f32) -> ()\n  return\n}\n',
        ["'scf.for' op mismatch in number of loop-carried values and defined values"],
    ),
    "for_iv_type": (
        'func.func @a(%x: index) {\n  "scf.for"(%x, %x, %x) ({\n  ^bb0(%i: f32):\n    scf.yield\n  }) : (index, index, index) -> ()\n  return\n}\n',
        ["'scf.for' op expected induction variable to be same type as bounds and step"],
    ),
    "for_no_block_args": (
        'func.func @a(%x: index) {\n  "scf.for"(%x, %x, %x) ({\n    scf.yield\n  }) : (index, index, index) -> ()\n  return\n}\n',
        ["'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615"],
    ),
    "for_bound_types": (
        'func.func @a(%x: index, %y: i32) {\n  "scf.for"(%x, %y, %x) ({}) : (index, i32, index) -> ()\n  return\n}\n',
        ["'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type"],
    ),
    "for_empty_yield": (
        "func.func @a(%x: index, %f: f32) {\n  %r = scf.for %i = %x to %x step %x iter_args(%a = %f) -> f32 {\n    scf.yield\n  }\n  return\n}\n",
        [
            "'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs"
        ],
    ),
    "for_parse_count": (
        "func.func @a(%x: index, %f: f32) {\n  %r:2 = scf.for %i = %x to %x step %x iter_args(%a = %f) -> (f32, f32) {\n  }\n  return\n}\n",
        ["custom op 'scf.for' mismatch in number of loop-carried values and defined values"],
    ),
    "if_no_else": (
        "func.func @a(%c: i1, %f: f32) {\n  %r = scf.if %c -> f32 {\n    scf.yield %f : f32\n  }\n  return\n}\n",
        ["'scf.if' op must have an else block if defining values"],
    ),
    "if_yield_count": (
        "func.func @a(%c: i1, %f: f32) {\n  %r = scf.if %c -> f32 {\n    scf.yield %f : f32\n  } else {\n    scf.yield\n  }\n  return\n}\n",
        [
            "'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs"
        ],
    ),
    "while_terminator": (
        'func.func @a() {\n  scf.while : () -> () {\n    "x.t"() : () -> ()\n  } do {\n    scf.yield\n  }\n  return\n}\n',
        ["'scf.while' op expects the 'before' region to terminate with 'scf.condition'"],
    ),
    "while_empty_block": (
        "func.func @a() {\n  scf.while : () -> () {\n  ^bb0:\n  } do {\n  ^bb0:\n  }\n  return\n}\n",
        ["'scf.while' op expects a non-empty block"],
    ),
    "while_types": (
        "func.func @a(%c: i1) {\n  scf.while : (i32) -> () {\n    scf.condition(%c)\n  } do {\n    scf.yield\n  }\n  return\n}\n",
        ["custom op 'scf.while' expected as many input types as operands (expected 0 got 1)"],
    ),
    "while_flow": (
        "func.func @a(%c: i1, %f: f32) {\n  %r = scf.while (%a = %f) : (f32) -> f32 {\n    scf.condition(%c) %a : f32\n  } do {\n  ^bb0(%b: f32):\n    scf.yield %c : i1\n  }\n  return\n}\n",
        [
            "'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i1' should match successor input type #0 'f32'"
        ],
    ),
    "execute_region_args": (
        'func.func @a() {\n  "scf.execute_region"() ({\n  ^bb0(%i: i32):\n    scf.yield\n  }) : () -> ()\n  return\n}\n',
        ["'scf.execute_region' op region cannot have any arguments"],
    ),
    "parallel_step": (
        'func.func @a(%x: index) {\n  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index\n  scf.parallel (%i) = (%x) to (%x) step (%c0) {\n  }\n  return\n}\n',
        ["'scf.parallel' op constant step operand must be positive"],
    ),
    "parallel_parse_count": (
        "func.func @a(%x: index) {\n  scf.parallel (%i) = (%x) to (%x, %x) step (%x) {\n  }\n  return\n}\n",
        ["custom op 'scf.parallel' expected 1 operands"],
    ),
    "parallel_results": (
        "func.func @a(%x: index, %f: f32) {\n  %r = scf.parallel (%i) = (%x) to (%x) step (%x) init (%f) -> f32 {\n  }\n  return\n}\n",
        [
            "'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0"
        ],
    ),
    "reduce_args": (
        "func.func @a(%x: index, %f: f32) {\n  %r = scf.parallel (%i) = (%x) to (%x) step (%x) init (%f) -> f32 {\n    scf.reduce(%f : f32) {\n    ^bb0(%l: f32):\n      scf.reduce.return %l : f32\n    }\n  }\n  return\n}\n",
        [
            "'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region"
        ],
    ),
    "reduce_return_type": (
        "func.func @a(%x: index, %f: f32) {\n  %r = scf.parallel (%i) = (%x) to (%x) step (%x) init (%f) -> f32 {\n    scf.reduce(%f : f32) {\n    ^bb0(%l: f32, %m: f32):\n      scf.reduce.return %x : index\n    }\n  }\n  return\n}\n",
        ["'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)"],
    ),
    "switch_no_regions": (
        'func.func @a(%x: index) {\n  "scf.index_switch"(%x) <{cases = array<i64>}> : (index) -> ()\n  return\n}\n',
        ["'scf.index_switch' op expected 1 or more regions"],
    ),
    "switch_duplicate": (
        "func.func @a(%x: index) {\n  scf.index_switch %x\n  case 1 {\n    scf.yield\n  }\n  case 1 {\n    scf.yield\n  }\n  default {\n  }\n  return\n}\n",
        ["'scf.index_switch' op has duplicate case value: 1"],
    ),
    "forall_args": (
        'func.func @a(%x: index) {\n  "scf.forall"(%x) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({\n  ^bb0(%i: i32):\n    scf.forall.in_parallel {\n    }\n  }) : (index) -> ()\n  return\n}\n',
        ["'scf.forall' op expects 0-th block argument to be an index"],
    ),
    "forall_bounds": (
        "func.func @a(%x: index) {\n  scf.forall (%i) in (%x, %x) {\n  }\n  return\n}\n",
        ["expected 1 upper bound values, got 2"],
    ),
    "forall_index_list": (
        "func.func @a(%x: index) {\n  scf.forall (%i) in (%x, foo) {\n  }\n  return\n}\n",
        [
            "custom op 'scf.forall' expected integer value",
            "custom op 'scf.forall' expected SSA value or integer",
        ],
    ),
    "in_parallel_ops": (
        'func.func @a(%x: index) {\n  scf.forall (%i) in (%x) {\n    scf.forall.in_parallel {\n      "x.op"() : () -> ()\n    }\n  }\n  return\n}\n',
        ["'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops"],
    ),
    "yield_parent": (
        'func.func @a() {\n  "x.r"() ({\n    scf.yield\n  }) : () -> ()\n  return\n}\n',
        [
            "'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
