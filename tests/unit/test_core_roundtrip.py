"""Parser, printer and structural verifier of the core, on small hand-written inputs."""

from __future__ import annotations

import pytest

from core.context import parse_source
from core.diagnostics import DiagnosticError, SourceFile
from core.printer import print_generic
from core.verifier import Verifier
from irdl.tool.process import process_buffer


def roundtrip(text: str, debuginfo: bool = False) -> str:
    printed, diags = process_buffer(SourceFile("t.mlir", text), True, debuginfo)
    assert printed is not None, [d.message for d in diags]
    return printed


def parse_error(text: str) -> tuple[str, int, int]:
    with pytest.raises(DiagnosticError) as info:
        parse_source(SourceFile("t.mlir", text))
    d = info.value.diag
    return d.message, d.loc.line, d.loc.col


def body(printed: str) -> list[str]:
    lines = printed.splitlines()
    return lines[1:-2]


def test_implicit_module_and_result_groups() -> None:
    out = roundtrip('%a:2 = "x.p"() : () -> (i32, f32)\n"x.u"(%a#1) : (f32) -> ()\n')
    assert out == (
        '"builtin.module"() ({\n'
        '  %0:2 = "x.p"() : () -> (i32, f32)\n'
        '  "x.u"(%0#1) : (f32) -> ()\n'
        "}) : () -> ()\n\n"
    )


@pytest.mark.parametrize(
    "written,printed",
    [
        ("i1", "i1"),
        ("si8", "si8"),
        ("ui64", "ui64"),
        ("index", "index"),
        ("bf16", "bf16"),
        ("f8E4M3FN", "f8E4M3FN"),
        ("complex<f32>", "complex<f32>"),
        ("none", "none"),
        ("tuple<>", "tuple<>"),
        ("tuple<i32, f64>", "tuple<i32, f64>"),
        ("tensor<4x?xf32>", "tensor<4x?xf32>"),
        ("tensor<*xi8>", "tensor<*xi8>"),
        ("tensor<0x4xf32>", "tensor<0x4xf32>"),
        ('tensor<2xi8, "enc">', 'tensor<2xi8, "enc">'),
        ("memref<4xf32, 1>", "memref<4xf32, 1>"),
        ("memref<4xf32, 0>", "memref<4xf32>"),
        ("memref<4xf32, 1 : i32>", "memref<4xf32, 1 : i32>"),
        ("memref<4x4xf32, strided<[4, 1], offset: 0>>", "memref<4x4xf32, strided<[4, 1]>>"),
        ("memref<?xf32, strided<[?], offset: ?>>", "memref<?xf32, strided<[?], offset: ?>>"),
        ("memref<*xf32, 2>", "memref<*xf32, 2>"),
        ("vector<[4]x8xf32>", "vector<[4]x8xf32>"),
        ("vector<f32>", "vector<f32>"),
        ("(i32) -> ((i32) -> i32)", "(i32) -> ((i32) -> i32)"),
        ("() -> ()", "() -> ()"),
        ("(i1) -> (i1, i1)", "(i1) -> (i1, i1)"),
        ("!foo.bar<1 x  2>", "!foo.bar<1 x  2>"),
        ("!foo<bar>", "!foo.bar"),
        ('!foo<"a.b">', '!foo<"a.b">'),
    ],
)
def test_type_printing(written: str, printed: str) -> None:
    out = roundtrip(f'"x.y"() {{t = {written}}} : () -> ()')
    assert body(out) == [f'  "x.y"() {{t = {printed}}} : () -> ()']


@pytest.mark.parametrize(
    "written,printed",
    [
        ("1", "1 : i64"),
        ("-5 : i8", "-5 : i8"),
        ("0xFF : i32", "255 : i32"),
        ("255 : i8", "-1 : i8"),
        ("5 : ui8", "5 : ui8"),
        ("true", "true"),
        ("0 : i1", "false"),
        ("unit", ""),
        ('"s" : i32', '"s" : i32'),
        ('"\\t\\"q\\\\"', '"\\09\\22q\\\\"'),
        ('[1, "x", [2 : i32]]', '[1, "x", [2 : i32]]'),
        ('@a::@"b c"', '@a::@"b c"'),
        ("{b = 1, a}", "{a, b = 1 : i64}"),
        ("i32", "i32"),
        ("#foo<b ar>", "#foo<b ar>"),
        ("#foo.bar : i32", "#foo.bar : i32"),
        ("strided<[1, ?], offset: ?>", "strided<[1, ?], offset: ?>"),
        ("dense_resource<blob1> : tensor<2xi32>", "dense_resource<blob1> : tensor<2xi32>"),
    ],
)
def test_attribute_printing(written: str, printed: str) -> None:
    out = roundtrip(f'"x.y"() {{a = {written}}} : () -> ()')
    expected = "a" if printed == "" else f"a = {printed}"
    assert body(out) == [f'  "x.y"() {{{expected}}} : () -> ()']


def test_block_labels_and_predecessor_comments() -> None:
    out = roundtrip(
        '"x.y"() ({\n^bb0(%a: i32):\n  "x.z"(%a)[^bb1] : (i32) -> ()\n'
        '^bb1(%b: i32):\n  "x.z"(%b)[^bb1, ^bb2] : (i32) -> ()\n^bb2:\n  "x.t"() : () -> ()\n'
        '^bb3:\n  "x.t"() : () -> ()\n}, {\n^bb0:\n}) : () -> ()\n'
    )
    assert body(out) == [
        '  "x.y"() ({',
        "  ^bb0(%arg0: i32):",
        '    "x.z"(%arg0)[^bb1] : (i32) -> ()',
        "  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1",
        '    "x.z"(%0)[^bb1, ^bb2] : (i32) -> ()',
        "  ^bb2:  // pred: ^bb1",
        '    "x.t"() : () -> ()',
        "  ^bb3:  // no predecessors",
        '    "x.t"() : () -> ()',
        "  }, {",
        "  ^bb0:",
        "  }) : () -> ()",
    ]


def test_debuginfo_aliases_deferred_after_module() -> None:
    out = roundtrip(
        '"x.y"() {a = loc("a":1:2)} : () -> () loc(callsite("x" at "y":1:2))', debuginfo=True
    )
    assert out.splitlines() == [
        '#loc3 = loc("a":1:2)',
        '"builtin.module"() ({',
        '  "x.y"() {a = #loc3} : () -> () loc(#loc4)',
        "}) : () -> () loc(#loc)",
        '#loc = loc("t.mlir":0:0)',
        '#loc1 = loc("x")',
        '#loc2 = loc("y":1:2)',
        "#loc4 = loc(callsite(#loc1 at #loc2))",
        "",
    ]


@pytest.mark.parametrize(
    "text,message,line,col",
    [
        ('"x.y"() : () -> (i32', "expected ')'", 1, 20),
        ('"x.y"() : () -> (i32\n', "expected ')'", 1, 21),
        (
            '"x"() : () -> ()\n"y"() : () -> \n\n  // comment\n "z"() : () -> ()',
            "expected non-function type",
            2,
            14,
        ),
        ('%0 = "x.y"(%1) : () -> (i32)', "expected 1 operand type  but had 0", 1, 18),
        ('"x.y"(%nope) : (i32) -> ()', "use of undeclared SSA value name", 1, 7),
        ('%a = "x"() : () -> i32\n%a = "x"() : () -> i32', "redefinition of SSA value '%a'", 2, 1),
        (
            '%a, %b = "x"() : () -> i32',
            "operation defines 1 results but was provided 2 to bind",
            1,
            1,
        ),
        ('"x"() {a = #nope} : () -> ()', "undefined symbol alias id 'nope'", 1, 17),
        ("!x.y = i32", "type names with a '.' are reserved for dialect-defined names", 1, 1),
        (
            '"x"() ({\n  "y"()[^bb9] : () -> ()\n}) : () -> ()',
            "reference to an undefined block",
            2,
            9,
        ),
        ('"x"() : () -> ()\n\n  // comment\n "y"', "expected '(' to start operand list", 4, 4),
        (
            '"x"() {a = 1, a = 2} : () -> ()',
            "duplicate key 'a' in dictionary attribute",
            1,
            15,
        ),
        ('"x"() : () -> i99999999', "integer bitwidth is limited to 16777215 bits", 1, 15),
    ],
)
def test_parse_errors_are_located(text: str, message: str, line: int, col: int) -> None:
    assert parse_error(text) == (message, line, col)


def test_use_of_value_with_different_types() -> None:
    with pytest.raises(DiagnosticError) as info:
        parse_source(SourceFile("t.mlir", '"x"(%a) : (i1) -> ()\n"x"(%a) : (i32) -> ()'))
    d = info.value.diag
    assert d.message == "use of value '%a' expects different type than prior uses: 'i32' vs 'i1'"
    assert [(n.message, n.loc.line) for n in d.notes] == [("prior use here", 1)]


def verify(text: str) -> list[tuple[str, int, list[str]]]:
    parsed = parse_source(SourceFile("t.mlir", text))
    return [
        (d.message, d.loc.line, [n.message for n in d.notes])
        for d in Verifier().verify(parsed.module)
    ]


def test_single_block_region_of_unknown_op_is_a_graph_region() -> None:
    assert (
        verify('"x"() ({\n  "y"(%1) : (i32) -> ()\n  %1 = "z"() : () -> i32\n}) : () -> ()') == []
    )


def test_dominance_in_multi_block_region() -> None:
    text = (
        '"x"() ({\n ^bb0:\n  %0 = "y"(%1) : (i32) -> (i32)\n  %1 = "z"() : () -> i32\n'
        '  "b"()[^bb1] : () -> ()\n ^bb1:\n  "b"()[^bb1] : () -> ()\n}) : () -> ()'
    )
    assert verify(text) == [
        (
            "operand #0 does not dominate this use",
            3,
            [
                'see current operation: %0 = "y"(%1) : (i32) -> i32',
                "operand defined here (op in the same block)",
            ],
        )
    ]


def test_value_from_child_region_does_not_dominate() -> None:
    text = (
        '"x"() ({\n ^bb0:\n  %0 = "y"(%1) : (i32) -> (i32)\n  "q"() ({\n'
        '    %1 = "w"() : () -> i32\n  }) : () -> ()\n  "b"()[^bb1] : () -> ()\n'
        ' ^bb1:\n  "b"()[^bb1] : () -> ()\n}) : () -> ()'
    )
    assert verify(text) == [
        (
            "operand #0 does not dominate this use",
            3,
            [
                'see current operation: %0 = "y"(%1) : (i32) -> i32',
                "operand defined here (op in a child region)",
            ],
        )
    ]


def test_entry_block_may_not_have_predecessors() -> None:
    text = '"x"() ({\n^bb0:\n  "b"()[^bb0] : () -> ()\n}) : () -> ()'
    # Reported on the op that holds the region, as mlir-opt does.
    assert verify(text)[0][:2] == ("entry block of region may not have predecessors", 1)


def test_unreachable_blocks_are_not_checked() -> None:
    text = (
        '"x"() ({\n ^bb0:\n "b"()[^bb2] : () -> ()\n ^bb1:\n  %0 = "y"(%1) : (i32) -> (i32)\n'
        ' "b"()[^bb2] : () -> ()\n ^bb2:\n %1 = "w"() : () -> i32\n}) : () -> ()'
    )
    assert verify(text) == []


def test_printing_reparses_to_the_same_text() -> None:
    text = (
        '%0 = "a"() ({\n  %1 = "b"() : () -> i32\n  "c"() ({\n    %2 = "d"(%1) : (i32) -> i32\n'
        "  }) : () -> ()\n}) : () -> i32\n"
    )
    once = roundtrip(text)
    assert roundtrip(once) == once
    assert print_generic(parse_source(SourceFile("t", once)).module) == once


def test_resources_keep_referenced_blobs_and_all_external_entries() -> None:
    text = (
        '"x.y"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()\n{-#\n'
        "  dialect_resources: {\n    builtin: {\n"
        '      blob1: "0x040000000100000002000000", blob2: "0x04000000FF"\n    }\n'
        '  }, external_resources: { ext: {x : "abc", y: true} }\n#-}\n'
    )
    out = roundtrip(text)
    assert out.endswith(
        "}) : () -> ()\n\n{-#\n  dialect_resources: {\n    builtin: {\n"
        '      blob1: "0x040000000100000002000000"\n    }\n  },\n'
        '  external_resources: {\n    ext: {\n      x: "abc",\n      y: true\n    }\n  }\n#-}\n\n'
    )


@pytest.mark.parametrize(
    "entry,message",
    [
        ('foo: {k: "0x04000000"}', "dialect 'foo' is unknown"),
        ("builtin: {k: true}", "expected hex string blob for key 'k'"),
        (
            'builtin: {k: "0x0400"}',
            "expected hex string blob for key 'k' to encode alignment in first 4 bytes",
        ),
    ],
)
def test_resource_errors(entry: str, message: str) -> None:
    text = '"x.y"() : () -> ()\n{-# dialect_resources: { ' + entry + " } #-}\n"
    assert parse_error(text)[0] == message


@pytest.mark.parametrize(
    "text,prefix,col",
    [
        ('"x.y"() : () -> ()', "operation being parsed with an unregistered dialect.", 6),
        ('%0 = "x.y"() : () -> i32', "operation being parsed with an unregistered dialect.", 11),
        (
            '"builtin.module"() ({}) {a = !foo.bar} : () -> ()',
            '`!"foo"<"bar">` type created with unregistered dialect.',
            35,
        ),
        (
            '"builtin.module"() ({}) {a = #foo<x>} : () -> ()',
            '#"foo"<"x"> : \'none\' attribute created with unregistered dialect.',
            30,
        ),
    ],
)
def test_unloaded_dialects_need_the_flag(text: str, prefix: str, col: int) -> None:
    with pytest.raises(DiagnosticError) as info:
        parse_source(SourceFile("t.mlir", text), allow_unregistered=False)
    assert info.value.diag.message.startswith(prefix)
    assert info.value.diag.loc.col == col


def test_deep_nesting_through_the_command(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import subprocess
    import sys

    depth = 3000
    text = '"x.a"() ({\n' * depth + '"x.b"() : () -> ()\n' + "}) : () -> ()\n" * depth
    path = tmp_path / "deep.mlir"
    path.write_text(text)
    proc = subprocess.run(
        [sys.executable, "-m", "irdl", "--allow-unregistered-dialect", str(path)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.count('"x.a"') == depth
