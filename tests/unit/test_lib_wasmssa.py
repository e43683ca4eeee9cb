# ruff: noqa: E501
"""The wasmssa dialect of the standard library (dialects_irdl/wasmssa/wasmssa.irdl.mlir and its
plug-in dialects_irdl/wasmssa/): its functions, globals, global imports and ifs read and print
in the custom forms C++ gives them, as mlir-opt-22 does (recorded below), and the C++ checks
report mlir-opt-22's messages."""

from __future__ import annotations

import pytest

from .lib_support import assert_prints_as_recorded, error_messages, print_ir

# name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
CASES = {
    "globals": (
        'module {\n  wasmssa.import_global "from_js" from "env" as @global_0 : i32\n  wasmssa.import_global "from_js2" from "env" as @global_m mutable : i64\n  wasmssa.global @global_1 i32 : {\n    %0 = wasmssa.const 10 : i32\n    wasmssa.return %0 : i32\n  }\n  wasmssa.global exported @global_2 i32 mutable : {\n    %0 = wasmssa.const 17 : i32\n    wasmssa.return %0 : i32\n  }\n  wasmssa.global @global_4 i32 : {\n    %0 = wasmssa.global_get @global_0 : i32\n    wasmssa.return %0 : i32\n  }\n}\n',
        'module {\n  wasmssa.import_global "from_js" from "env" as @global_0 : i32\n  wasmssa.import_global "from_js2" from "env" as @global_m mutable : i64\n  wasmssa.global @global_1 i32 : {\n    %0 = wasmssa.const 10 : i32\n    wasmssa.return %0 : i32\n  }\n  wasmssa.global exported @global_2 i32 mutable : {\n    %0 = wasmssa.const 17 : i32\n    wasmssa.return %0 : i32\n  }\n  wasmssa.global @global_4 i32 : {\n    %0 = wasmssa.global_get @global_0 : i32\n    wasmssa.return %0 : i32\n  }\n}\n\n',
        '"builtin.module"() ({\n  "wasmssa.import_global"() <{importName = "from_js", moduleName = "env", sym_name = "global_0", type = i32}> : () -> ()\n  "wasmssa.import_global"() <{importName = "from_js2", isMutable, moduleName = "env", sym_name = "global_m", type = i64}> : () -> ()\n  "wasmssa.global"() <{sym_name = "global_1", type = i32}> ({\n    %2 = "wasmssa.const"() <{value = 10 : i32}> : () -> i32\n    "wasmssa.return"(%2) : (i32) -> ()\n  }) : () -> ()\n  "wasmssa.global"() <{exported, isMutable, sym_name = "global_2", type = i32}> ({\n    %1 = "wasmssa.const"() <{value = 17 : i32}> : () -> i32\n    "wasmssa.return"(%1) : (i32) -> ()\n  }) : () -> ()\n  "wasmssa.global"() <{sym_name = "global_4", type = i32}> ({\n    %0 = "wasmssa.global_get"() <{global = @global_0}> : () -> i32\n    "wasmssa.return"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "func_attributes": (
        "wasmssa.func @f(%a: !wasmssa<local ref to i32> {llvm.x}) -> (i32 {llvm.y}) {\n  wasmssa.return\n}\n",
        "module {\n  wasmssa.func @f(%arg0: !wasmssa<local ref to i32> {llvm.x}) -> (i32 {llvm.y}) {\n    wasmssa.return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "wasmssa.func"() <{arg_attrs = [{llvm.x}], functionType = (i32) -> i32, res_attrs = [{llvm.y}], sym_name = "f"}> ({\n  ^bb0(%arg0: !wasmssa<local ref to i32>):\n    "wasmssa.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "import_global_strings": (
        'wasmssa.import_global "a" from "env" as @g "mutable" : f64\nwasmssa.import_global "b" from "e" "as" @h foo : !wasmssa.funcref\n',
        'module {\n  wasmssa.import_global "a" from "env" as @g mutable : f64\n  wasmssa.import_global "b" from "e" as @h : !wasmssa.funcref\n}\n\n',
        '"builtin.module"() ({\n  "wasmssa.import_global"() <{importName = "a", isMutable, moduleName = "env", sym_name = "g", type = f64}> : () -> ()\n  "wasmssa.import_global"() <{importName = "b", moduleName = "e", sym_name = "h", type = !wasmssa.funcref}> : () -> ()\n}) : () -> ()\n\n',
    ),
    "if_empty_else": (
        "wasmssa.func @func_0(%arg0 : !wasmssa<local ref to i32>) -> i32 {\n  %cond = wasmssa.const 1 : i32\n  wasmssa.if %cond : {\n    wasmssa.block_return\n  } else {\n  } >^bb1\n ^bb1:\n  wasmssa.return %cond : i32\n}\n",
        "module {\n  wasmssa.func @func_0(%arg0: !wasmssa<local ref to i32>) -> i32 {\n    %0 = wasmssa.const 1 : i32\n    wasmssa.if %0 : {\n      wasmssa.block_return\n    } > ^bb1\n  ^bb1:  // pred: ^bb0\n    wasmssa.return %0 : i32\n  }\n}\n\n",
        '"builtin.module"() ({\n  "wasmssa.func"() <{functionType = (i32) -> i32, sym_name = "func_0"}> ({\n  ^bb0(%arg0: !wasmssa<local ref to i32>):\n    %0 = "wasmssa.const"() <{value = 1 : i32}> : () -> i32\n    "wasmssa.if"(%0)[^bb1] ({\n      "wasmssa.block_return"() : () -> ()\n    }, {\n    }) : (i32) -> ()\n  ^bb1:  // pred: ^bb0\n    "wasmssa.return"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "extend_reinterpret_ok": (
        'wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i32\n  %b = wasmssa.extend 8 low bits from %a : i32\n  %c = "wasmssa.extend"(%a) <{bitsToTake = 8 : i64}> : (i32) -> i32\n  %d = "wasmssa.extend"(%a) <{bitsToTake = 8}> : (i32) -> i32\n  wasmssa.return\n}\n',
        "module {\n  wasmssa.func @f(%arg0: !wasmssa<local ref to i32>) -> i32 {\n    %0 = wasmssa.const 1 : i32\n    %1 = wasmssa.extend 8 : i64 low bits from %0 : i32\n    %2 = wasmssa.extend 8 : i64 low bits from %0 : i32\n    %3 = wasmssa.extend 8 : i64 low bits from %0 : i32\n    wasmssa.return\n  }\n}\n\n",
        '"builtin.module"() ({\n  "wasmssa.func"() <{functionType = (i32) -> i32, sym_name = "f"}> ({\n  ^bb0(%arg0: !wasmssa<local ref to i32>):\n    %0 = "wasmssa.const"() <{value = 1 : i32}> : () -> i32\n    %1 = "wasmssa.extend"(%0) <{bitsToTake = 8 : i64}> : (i32) -> i32\n    %2 = "wasmssa.extend"(%0) <{bitsToTake = 8 : i64}> : (i32) -> i32\n    %3 = "wasmssa.extend"(%0) <{bitsToTake = 8 : i64}> : (i32) -> i32\n    "wasmssa.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_prints_as_mlir_opt(name: str) -> None:
    assert_prints_as_recorded(*CASES[name])


# C++'s forms that do not read back (in mlir-opt-22 either): a declaration lists its
# arguments' element types, an initializer's entry arguments and an empty initializer are not
# printed, the else region is introduced by the string "else ", and a plain visibility
# follows `exported`. name -> (input, mlir-opt-22 custom print, mlir-opt-22 generic print)
ONE_WAY = {
    "if_else": (
        'wasmssa.func @func_0(%arg0 : !wasmssa<local ref to i32>) -> i32 {\n  %cond = wasmssa.const 1 : i32\n  wasmssa.if %cond : {\n    %c0 = wasmssa.const 0.5 : f32\n    wasmssa.block_return %c0 : f32\n  } else {\n   %c1 = wasmssa.const 0.25 : f32\n   wasmssa.block_return %c1 : f32\n  } >^bb1\n ^bb1(%retVal: f32):\n  wasmssa.return %retVal : f32\n}\nwasmssa.func @func_1(%arg0 : !wasmssa<local ref to i32>) -> i32 {\n  %cond = wasmssa.const 1 : i32\n  wasmssa.if %cond(%cond) : i32 : {\n  ^bb0(%x: i32):\n    wasmssa.block_return\n  } "else" {\n  ^bb0(%y: i32):\n    wasmssa.block_return\n  }>^bb1\n ^bb1:\n  wasmssa.return %cond : i32\n}\n',
        'module {\n  wasmssa.func @func_0(%arg0: !wasmssa<local ref to i32>) -> i32 {\n    %0 = wasmssa.const 1 : i32\n    wasmssa.if %0 : {\n      %2 = wasmssa.const 5.000000e-01 : f32\n      wasmssa.block_return %2 : f32\n    } "else "{\n      %2 = wasmssa.const 2.500000e-01 : f32\n      wasmssa.block_return %2 : f32\n    }> ^bb1\n  ^bb1(%1: f32):  // pred: ^bb0\n    wasmssa.return %1 : f32\n  }\n  wasmssa.func @func_1(%arg0: !wasmssa<local ref to i32>) -> i32 {\n    %0 = wasmssa.const 1 : i32\n    wasmssa.if %0(%0) : i32 : {\n    ^bb0(%arg1: i32):\n      wasmssa.block_return\n    } "else "{\n    ^bb0(%arg1: i32):\n      wasmssa.block_return\n    }> ^bb1\n  ^bb1:  // pred: ^bb0\n    wasmssa.return %0 : i32\n  }\n}\n\n',
        '"builtin.module"() ({\n  "wasmssa.func"() <{functionType = (i32) -> i32, sym_name = "func_0"}> ({\n  ^bb0(%arg3: !wasmssa<local ref to i32>):\n    %1 = "wasmssa.const"() <{value = 1 : i32}> : () -> i32\n    "wasmssa.if"(%1)[^bb1] ({\n      %4 = "wasmssa.const"() <{value = 5.000000e-01 : f32}> : () -> f32\n      "wasmssa.block_return"(%4) : (f32) -> ()\n    }, {\n      %3 = "wasmssa.const"() <{value = 2.500000e-01 : f32}> : () -> f32\n      "wasmssa.block_return"(%3) : (f32) -> ()\n    }) : (i32) -> ()\n  ^bb1(%2: f32):  // pred: ^bb0\n    "wasmssa.return"(%2) : (f32) -> ()\n  }) : () -> ()\n  "wasmssa.func"() <{functionType = (i32) -> i32, sym_name = "func_1"}> ({\n  ^bb0(%arg0: !wasmssa<local ref to i32>):\n    %0 = "wasmssa.const"() <{value = 1 : i32}> : () -> i32\n    "wasmssa.if"(%0, %0)[^bb1] ({\n    ^bb0(%arg2: i32):\n      "wasmssa.block_return"() : () -> ()\n    }, {\n    ^bb0(%arg1: i32):\n      "wasmssa.block_return"() : () -> ()\n    }) : (i32, i32) -> ()\n  ^bb1:  // pred: ^bb0\n    "wasmssa.return"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "func_declarations": (
        "wasmssa.func @f(!wasmssa<local ref to i32>, !wasmssa<local ref to f32>) -> (i32, f32)\nwasmssa.func exported @g()\n",
        "module {\n  wasmssa.func @f(i32, f32) -> (i32, f32)\n  wasmssa.func exported @g()\n}\n\n",
        '"builtin.module"() ({\n  "wasmssa.func"() <{functionType = (i32, f32) -> (i32, f32), sym_name = "f"}> ({\n  }) : () -> ()\n  "wasmssa.func"() <{exported, functionType = () -> (), sym_name = "g"}> ({\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "global_entry_arguments": (
        "wasmssa.global @g i32 mutable : {\n^bb0(%a: i32):\n  wasmssa.return %a : i32\n}\n",
        "module {\n  wasmssa.global @g i32 mutable : {\n    wasmssa.return %arg0 : i32\n  }\n}\n\n",
        '"builtin.module"() ({\n  "wasmssa.global"() <{isMutable, sym_name = "g", type = i32}> ({\n  ^bb0(%arg0: i32):\n    "wasmssa.return"(%arg0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "global_words": (
        'wasmssa.global @g i32 foo : {\n}\nwasmssa.global @h i32 "mutable" : {\n}\n',
        "module {\n  wasmssa.global @g i32 :\n  wasmssa.global @h i32 mutable :\n}\n\n",
        '"builtin.module"() ({\n  "wasmssa.global"() <{sym_name = "g", type = i32}> ({\n  }) : () -> ()\n  "wasmssa.global"() <{isMutable, sym_name = "h", type = i32}> ({\n  }) : () -> ()\n}) : () -> ()\n\n',
    ),
    "func_generic_visibility": (
        '"wasmssa.func"() <{sym_name = "f", functionType = (i32) -> i32, exported}> ({\n^bb0(%a: !wasmssa<local ref to i32>):\n  %0 = wasmssa.const 10 : i32\n  wasmssa.return %0 : i32\n}) {foo, sym_visibility = "private"} : () -> ()\n"wasmssa.global"() <{sym_name = "g", type = i32}> ({\n  }) {foo = 1} : () -> ()\n',
        "module {\n  wasmssa.func exported private @f(%arg0: !wasmssa<local ref to i32>) -> i32 attributes {foo} {\n    %0 = wasmssa.const 10 : i32\n    wasmssa.return %0 : i32\n  }\n  wasmssa.global @g i32 :\n}\n\n",
        '"builtin.module"() ({\n  "wasmssa.func"() <{exported, functionType = (i32) -> i32, sym_name = "f"}> ({\n  ^bb0(%arg0: !wasmssa<local ref to i32>):\n    %0 = "wasmssa.const"() <{value = 10 : i32}> : () -> i32\n    "wasmssa.return"(%0) : (i32) -> ()\n  }) {foo, sym_visibility = "private"} : () -> ()\n  "wasmssa.global"() <{sym_name = "g", type = i32}> ({\n  }) {foo = 1 : i64} : () -> ()\n}) : () -> ()\n\n',
    ),
}


@pytest.mark.parametrize("name", sorted(ONE_WAY))
def test_prints_one_way_as_mlir_opt(name: str) -> None:
    text, custom, generic = ONE_WAY[name]
    assert print_ir(text) == custom
    assert print_ir(text, generic=True) == generic
    assert print_ir(generic, generic=True) == generic


# name -> (input, the errors mlir-opt-22 reports)
ERRORS = {
    "func_visibility": (
        "wasmssa.func private @f() {\n  wasmssa.return\n}\n",
        ["custom op 'wasmssa.func' expecting either `exported` or symbol name. got private"],
    ),
    "global_string_name": (
        'wasmssa.global "g" i32 : {\n}\n',
        ["custom op 'wasmssa.global' expecting either `exported` or symbol name. got g"],
    ),
    "import_global_module": (
        'wasmssa.import_global "a" from env as @g : i32\n',
        ["custom op 'wasmssa.import_global' expected string"],
    ),
    "import_global_as": (
        'wasmssa.import_global "a" from "env" @g : i32\n',
        ["custom op 'wasmssa.import_global' expected valid keyword or string"],
    ),
    "import_global_symbol": (
        'wasmssa.import_global "a" from "env" as g : i32\n',
        ["custom op 'wasmssa.import_global' expected valid '@'-identifier for symbol name"],
    ),
    "import_global_name": (
        'wasmssa.import_global a from "env" as @g : i32\n',
        ["custom op 'wasmssa.import_global' expected string"],
    ),
    "if_unknown_word": (
        "wasmssa.func @func_0(%arg0 : !wasmssa<local ref to i32>) -> i32 {\n  %cond = wasmssa.const 1 : i32\n  wasmssa.if %cond : {\n    wasmssa.block_return\n  } foo {\n    wasmssa.block_return\n  } >^bb1\n ^bb1:\n  wasmssa.return %cond : i32\n}\n",
        ["expected '>'"],
    ),
    "if_else_region": (
        "wasmssa.func @func_0(%arg0 : !wasmssa<local ref to i32>) -> i32 {\n  %cond = wasmssa.const 1 : i32\n  wasmssa.if %cond : {\n    wasmssa.block_return\n  } else >^bb1\n ^bb1:\n  wasmssa.return %cond : i32\n}\n",
        ["expected '{' to begin a region"],
    ),
    "extend_bits": (
        "wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i32\n  %b = wasmssa.extend 4 low bits from %a : i32\n  wasmssa.return %a : i32\n}\n",
        ["extend op can only take 8, 16 or 32 bits. Got 4"],
    ),
    "extend_width": (
        "wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i32\n  %b = wasmssa.extend 32 low bits from %a : i32\n  wasmssa.return %a : i32\n}\n",
        ["trying to extend the 32 low bits from a 'i32' value is illegal"],
    ),
    "extend_i64": (
        "wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i64\n  %b = wasmssa.extend 64 low bits from %a : i64\n  wasmssa.return %b : i64\n}\n",
        ["extend op can only take 8, 16 or 32 bits. Got 64"],
    ),
    "reinterpret_same": (
        "wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i32\n  %b = wasmssa.reinterpret %a : i32 as i32\n  wasmssa.return %a : i32\n}\n",
        ["reinterpret input and output type should be distinct"],
    ),
    "reinterpret_width": (
        "wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i32\n  %b = wasmssa.reinterpret %a : i32 as f64\n  wasmssa.return %a : i32\n}\n",
        ["input type ('i32') and output type ('f64') have incompatible bit widths"],
    ),
    "local_tee_value": (
        'wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i64\n  %b = "wasmssa.local_tee"(%l, %a) : (!wasmssa<local ref to i32>, i64) -> i64\n  wasmssa.return %a : i64\n}\n',
        ["input type and output type of local.tee do not match"],
    ),
    "local_tee_result": (
        'wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i32\n  %b = "wasmssa.local_tee"(%l, %a) : (!wasmssa<local ref to i32>, i32) -> i64\n  wasmssa.return %a : i32\n}\n',
        ["input type and output type of local.tee do not match"],
    ),
    "local_get_inferred": (
        'wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %b = "wasmssa.local_get"(%l) : (!wasmssa<local ref to i32>) -> i64\n  wasmssa.return %b : i64\n}\n',
        [
            "'wasmssa.local_get' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'i64'",
            "'wasmssa.local_get' op failed to infer returned types",
        ],
    ),
    "local_inferred": (
        'wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %b = "wasmssa.local"() <{type = i32}> : () -> !wasmssa<local ref to i64>\n  wasmssa.return\n}\n',
        [
            "'wasmssa.local' op inferred type(s) '!wasmssa<local ref to i32>' are incompatible with return type(s) of operation '!wasmssa<local ref to i64>'",
            "'wasmssa.local' op failed to infer returned types",
        ],
    ),
    "global_get_mutable_import": (
        "wasmssa.global @g i32 mutable : {\n  %0 = wasmssa.const 10 : i32\n  wasmssa.return %0 : i32\n}\nwasmssa.global @h i32 : {\n  %0 = wasmssa.global_get @g : i32\n  wasmssa.return %0 : i32\n}\n",
        [
            "global.get op is considered constant if it's referring to a import.global symbol marked non-mutable"
        ],
    ),
    "global_get_undefined": (
        "wasmssa.global @h i32 : {\n  %0 = wasmssa.global_get @nope : i32\n  wasmssa.return %0 : i32\n}\n",
        ["symbol @nope is undefined"],
    ),
    "global_get_global": (
        "wasmssa.global @g i32 : {\n  %0 = wasmssa.const 1 : i32\n  wasmssa.return %0 : i32\n}\nwasmssa.global @h i32 : {\n  %0 = wasmssa.global_get @g : i32\n  wasmssa.return %0 : i32\n}\n",
        [
            "global.get op is considered constant if it's referring to a import.global symbol marked non-mutable"
        ],
    ),
    "global_get_function": (
        "wasmssa.func @g() {\n  wasmssa.return\n}\nwasmssa.global @h i32 : {\n  %0 = wasmssa.global_get @g : i32\n  wasmssa.return %0 : i32\n}\n",
        [
            "global.get op is considered constant if it's referring to a import.global symbol marked non-mutable"
        ],
    ),
    "global_get_first": (
        "wasmssa.global @h i32 : {\n  %0 = wasmssa.global_get @nope : i32\n  %1 = wasmssa.global_get @nope2 : i32\n  wasmssa.return %0 : i32\n}\n",
        ["symbol @nope is undefined"],
    ),
    "tee_result_type": (
        'wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i64\n  %b = "wasmssa.local_tee"(%l, %a) : (!wasmssa<local ref to i32>, i64) -> i32\n  wasmssa.return\n}\n',
        ["input type and output type of local.tee do not match"],
    ),
    "reinterpret_i64_i32": (
        "wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i32\n  %b = wasmssa.reinterpret %a : i32 as f32\n  %c = wasmssa.const 1 : i64\n  %d = wasmssa.reinterpret %c : i64 as f64\n  %e = wasmssa.reinterpret %c : i64 as i32\n  wasmssa.return\n}\n",
        ["input type ('i64') and output type ('i32') have incompatible bit widths"],
    ),
    "extend_zero": (
        'wasmssa.func @f(%l: !wasmssa<local ref to i32>) -> i32 {\n  %a = wasmssa.const 1 : i32\n  %b = wasmssa.extend 16 low bits from %a : i32\n  %c = "wasmssa.extend"(%a) <{bitsToTake = 0}> : (i32) -> i32\n  wasmssa.return\n}\n',
        ["extend op can only take 8, 16 or 32 bits. Got 0"],
    ),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_as_mlir_opt(name: str) -> None:
    text, expected = ERRORS[name]
    assert error_messages(text) == expected
