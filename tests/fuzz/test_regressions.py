"""Inputs the fuzzers found breaking a property, each kept with the fix it led to."""

from __future__ import annotations

from . import harness


def _run(text: bytes, *flags: str) -> harness.Outcome:
    o = harness.run_cli(["-", *flags], text)
    assert harness.problems(o) == []
    return o


# LLVMIR-invalid.mlir chunk (mutated by whitespace only): an llvm.call with two operand
# bundles and one tag verified, and its custom print (which has no bundle syntax) dropped the
# bundle operands, so the print did not round-trip. Root cause: upstream's
# verifyOperandBundles was missing; now the LLVMCall verifier (dialects_irdl/llvm/verifiers.py).
LLVM_CALL_BUNDLES = b"""llvm.func @foo()
llvm.func @wrong_number_of_bundle_tags() {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  "llvm.call"(%0, %1) <{ op_bundle_tags = ["tag"] }> {
    callee = @foo,
    operandSegmentSizes = array<i32: 0, 2>,
    op_bundle_sizes = array<i32: 1, 1>
  } :  (i32, i32) -> ()
  llvm.return
}
"""


def test_llvm_call_bundle_tags_counted() -> None:
    o = _run(LLVM_CALL_BUNDLES)
    assert o.code == 1
    assert (
        "<stdin>:5:3: error: 'llvm.call' op expected 2 operand bundle tags, but actually got 1"
        in o.stderr
    )


def test_llvm_call_bundle_tag_must_be_string() -> None:
    text = LLVM_CALL_BUNDLES.replace(b'["tag"]', b'["a", 3]')
    o = _run(text)
    assert o.code == 1
    assert "'llvm.call' op operand bundle tag must be a StringAttr" in o.stderr


# LLVMIR-invalid.mlir chunk, mutated: an llvm.call with neither a callee nor an operand
# verified, and its custom print `llvm.call () : () -> ()` did not parse back. Root cause:
# upstream's check from CallOp::verifySymbolUses was missing (now in the LLVMCall verifier).
def test_llvm_call_needs_callee_or_operand() -> None:
    text = b"""func.func @f() {
  "llvm.call"() {op_bundle_sizes = array<i32>} : () -> ()
  llvm.return
}
"""
    o = _run(text)
    assert o.code == 1
    assert (
        "<stdin>:2:3: error: 'llvm.call' op must have either a `callee` attribute or at least "
        "an operand" in o.stderr
    )


# attribute.mlir chunk with a \x80 byte inside a dialect attribute's body: the body is kept
# as text (a surrogate escape for the byte) and printed back; standard output's strict
# UTF-8 error handler (a UTF-8 locale, or PYTHONIOENCODING=utf-8:strict) raised
# UnicodeEncodeError. Root cause: _Output wrote to stdout with the locale's error handler;
# it now sets surrogateescape, so the byte goes out as it came.
def test_non_utf8_byte_printed_back() -> None:
    o = _run(b'"test.op"() {value = #test.bit_enum<\x80sticky>} : () -> ()\n',
             "--allow-unregistered-dialect")  # fmt: skip
    assert o.code == 0
    assert "#test.bit_enum<\ufffdsticky>" in o.stdout  # run_cli decodes stdout with 'replace'


# Found by the atheris campaign (bench/fuzz_atheris.py): an integer literal with a leading
# zero (`04`, legal MLIR, value 4) raised ValueError: `int(text, 0)` rejects leading zeros.
# Root cause: every integer token was converted with base 0; now core.lexer.int_literal.
def test_integer_literal_with_leading_zero() -> None:
    o = _run(b'"t.op"() {a = 04 : i32, b = 0x0F : i8, c = array<i32: 007>} : () -> ()\n',
             "--allow-unregistered-dialect")  # fmt: skip
    assert o.code == 0
    assert '"t.op"() {a = 4 : i32, b = 15 : i8, c = array<i32: 7>} : () -> ()' in o.stdout


# A result number beyond 32 bits (found by the mutators: duplicated digits) was reported as
# out of range for the operation; mlir-opt reads the number first and refuses it at the `#`.
def test_result_number_beyond_32_bits() -> None:
    big = _run(b'%0 = "a.b"() : () -> i32\n"c.d"(%0#4294967296) : (i32) -> ()\n',
               "--allow-unregistered-dialect")  # fmt: skip
    assert "<stdin>:2:9: error: invalid SSA value result number" in big.stderr
    most = _run(b'%0 = "a.b"() : () -> i32\n"c.d"(%0#4294967295) : (i32) -> ()\n',
                "--allow-unregistered-dialect")  # fmt: skip
    assert "<stdin>:2:7: error: reference to invalid result number" in most.stderr


# atheris: a string initializer longer than its `!llvm.array<N x i8>` verified, and its
# custom print (which leaves the type out for strings) then read back with another type.
# Root cause: upstream GlobalOp::verify's string-length check was missing (LLVMGlobal).
def test_llvm_global_string_length_checked() -> None:
    o = _run(b'llvm.mlir.global private constant @s("abc") : !llvm.array<2 x i8>\n')
    assert (
        "<stdin>:1:1: error: 'llvm.mlir.global' op requires an i8 array type of the length "
        "equal to that of the string attribute" in o.stderr
    )
    assert _run(b'llvm.mlir.global private constant @s("ab") : !llvm.array<2 x i8>\n').code == 0


# atheris: a case value of scf.index_switch beyond i64 was kept as a Python int, then
# printed into an i64 dense array that does not read back.
def test_switch_case_beyond_i64() -> None:
    text = (
        b"func.func @f(%a: index) {\n  scf.index_switch %a\n"
        b"  case -9223372036854775809 {\n    scf.yield\n  }\n"
        b"  default {\n    scf.yield\n  }\n  return\n}\n"
    )
    o = _run(text)
    assert "<stdin>:3:8: error: custom op 'scf.index_switch' integer value too large" in o.stderr


# atheris: an operation name holding a NUL (written `\00`) was accepted; mlir-opt refuses it.
def test_null_character_in_operation_name() -> None:
    o = _run(b'"a\\00b"() : () -> ()\n', "--allow-unregistered-dialect")
    assert "<stdin>:1:1: error: null character not allowed in operation name" in o.stderr


# atheris: constant indices of llvm.getelementptr beyond i32 were kept, and the generic
# print (`array<i32: ...>`) did not read back. Now read as MLIR's parseInteger<int32_t>;
# INT32_MIN, the placeholder of a dynamic index, is caught by the LLVMGEP verifier.
def test_gep_constant_index_beyond_i32() -> None:
    def gep(indices: str) -> bytes:
        return (
            b"llvm.func @f(%p: !llvm.ptr) {\n  %0 = llvm.getelementptr %p["
            + indices.encode()
            + b"] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>\n  llvm.return\n}\n"
        )

    o = _run(gep("1, 2147483648"))
    assert "<stdin>:2:33: error: custom op 'llvm.getelementptr' integer value too large" in (
        o.stderr
    )
    o = _run(gep("1, -2147483648"))
    assert (
        "<stdin>:2:8: error: 'llvm.getelementptr' op expected as many dynamic indices as "
        "specified in 'rawConstantIndices'" in o.stderr
    )
    assert _run(gep("2147483647, -2147483647")).code == 0


# atheris: llvm.switch and cf.switch kept case values beyond the condition's width (the
# generic print was then refused). MLIR reads an i64 ("integer value too large" beyond it)
# and truncates it to the condition's width.
def test_switch_case_values_truncated_to_condition_width() -> None:
    llvm = (
        b"llvm.func @f(%c: i8) {\n  llvm.switch %c : i8, ^bb1 [\n    255: ^bb1,\n"
        b"    -129: ^bb1\n  ]\n^bb1:\n  llvm.return\n}\n"
    )
    o = _run(llvm)
    assert "-1: ^bb1,\n      127: ^bb1\n" in o.stdout
    o = _run(llvm.replace(b"255", b"18446744073709551615"))
    assert "<stdin>:3:5: error: custom op 'llvm.switch' integer value too large" in o.stderr
    cf = (
        b"func.func @f(%c: i8) {\n  cf.switch %c : i8, [\n    default: ^bb1,\n"
        b"    300: ^bb1\n  ]\n^bb1:\n  return\n}\n"
    )
    assert "44: ^bb1\n" in _run(cf).stdout
    o = _run(cf.replace(b"300", b"18446744073709551616"))
    assert "<stdin>:4:5: error: custom op 'cf.switch' integer value too large" in o.stderr


# Numbers read outside the lexer's 200,000-character bound (`%x#<digits>`, affine
# constants) reached Python's int() limit and ended in "internal error".
def test_huge_numbers_outside_the_lexer_bound() -> None:
    digits = b"1" * 400_000
    o = _run(b'%0 = "a.b"() : () -> i32\n"c.d"(%0#' + digits + b") : (i32) -> ()\n",
             "--allow-unregistered-dialect")  # fmt: skip
    assert "<stdin>:2:9: error: invalid SSA value result number" in o.stderr
    o = _run(b'"a.b"() {m = affine_map<(d0) -> (d0 * ' + digits + b")>} : () -> ()\n",
             "--allow-unregistered-dialect")  # fmt: skip
    assert "<stdin>:1:39: error: constant too large for index" in o.stderr


# An error at an operation the input itself places at `loc(unknown)` is rendered as
# mlir-opt renders it (`<unknown>:0: error:`); the harness counts it as located.
def test_error_at_unknown_location() -> None:
    o = _run(b'%0 = "arith.addi"() : () -> i32 loc(unknown)\n')
    assert o.code == 1
    assert o.stderr.startswith("<unknown>:0: error: 'arith.addi' op expected 2 operands")


# Pure-Python driver (1-hour campaign): an arith.addi using its own result inside an
# affine.for sent the affine dimension/symbol rules around the cycle until RecursionError
# (mlir-opt-22 crashes the same way). The walk now stops at an operation it is inside.
def test_value_defined_by_its_own_use_in_affine_bounds() -> None:
    text = (
        b"#map = affine_map<(d0)[s0] -> (d0 + s0)>\n"
        b"func.func @f(%dim : index) {\n  affine.for %n0 = 0 to 7 {\n"
        b"    %arg = arith.addi %arg, %arg : index\n"
        b"    affine.for %n1 = 0 to #map(%dim)[%arg] {\n    }\n  }\n  return\n}\n"
    )
    o = _run(text)
    assert "<stdin>:5:5: error: 'affine.for' op operand cannot be used as a symbol" in o.stderr


# Pure-Python driver: `!...` (a dialect symbol with an empty namespace) was accepted and
# printed as `!<..>`, which does not read back. MLIR requires a namespace matching
# [A-Za-z_][A-Za-z0-9_$]*.
def test_invalid_dialect_namespace() -> None:
    o = _run(b'"a.b"() {t = !...} : () -> ()\n', "--allow-unregistered-dialect")
    assert "<stdin>:1:16: error: invalid dialect namespace '\"\"'" in o.stderr
    o = _run(b'"a.b"() {t = #a-b<x>} : () -> ()\n', "--allow-unregistered-dialect")
    assert "<stdin>:1:14: error: invalid dialect namespace '\"a-b\"'" in o.stderr
    assert _run(b'"a.b"() {t = !a$b.c} : () -> ()\n', "--allow-unregistered-dialect").code == 0
