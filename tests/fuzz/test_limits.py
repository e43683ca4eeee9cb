"""Inputs at and past the tool's limits: each works or fails with a located diagnostic and
exit code 1, never a RecursionError or a traceback, in bounded time."""

from __future__ import annotations

import pytest

from irdl.runtime import constraints as C
from irdl.tool.cli import _RECURSION_LIMIT

from . import harness

DEPTH = 10_000


def _ok(text: str, *flags: str) -> harness.Outcome:
    o = harness.run_cli(["-", "--allow-unregistered-dialect", *flags], text.encode())
    assert harness.problems(o) == [], harness.problems(o)
    return o


def _error(text: str, message: str, *flags: str) -> harness.Outcome:
    o = _ok(text, *flags)
    assert o.code == 1
    assert message in o.stderr, o.stderr[:2000]
    return o


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_deep_generic_regions(generic: bool) -> None:
    text = '"test.op"() ({\n' * DEPTH + '"test.leaf"() : () -> ()\n' + "}) : () -> ()\n" * DEPTH
    o = _ok(text, *(["--mlir-print-op-generic"] if generic else []))
    assert o.code == 0
    assert o.stdout.count('"test.op"()') == DEPTH and '"test.leaf"' in o.stdout


def test_deep_scf_if() -> None:
    text = "func.func @f(%c: i1) {\n" + "scf.if %c {\n" * DEPTH + "}\n" * DEPTH + "return\n}\n"
    o = _ok(text)
    assert o.code == 0
    assert o.stdout.count("scf.if %arg0 {") == DEPTH


def test_deep_scf_for() -> None:
    # Each loop's bounds are its parent's induction variable (a use of a value defined 10,000
    # levels up from each loop costs the dominance check a walk up to it: quadratic).
    body = "".join(f"scf.for %i{k + 1} = %i{k} to %i{k} step %i{k} {{\n" for k in range(DEPTH))
    text = "func.func @f(%i0: index) {\n" + body + "}\n" * DEPTH + "return\n}\n"
    o = _ok(text)
    assert o.code == 0
    assert o.stdout.count("scf.for %arg") == DEPTH


def test_deep_array_attribute() -> None:
    o = _ok('"test.op"() {a = ' + "[" * DEPTH + "]" * DEPTH + "} : () -> ()\n")
    assert o.code == 0
    assert "[" * DEPTH + "]" * DEPTH in o.stdout


def test_deep_type_in_tensor_encoding() -> None:
    """A tensor type whose encoding is a 10,000-deep array, and a 10,000-deep tuple."""
    enc = "[" * DEPTH + "1" + "]" * DEPTH
    tup = "tuple<" * DEPTH + "i32" + ">" * DEPTH
    o = _ok(f'"test.op"() : () -> (tensor<2xi32, {enc}>, {tup})\n')
    assert o.code == 0
    assert enc in o.stdout and tup in o.stdout


def test_deep_affine_expression() -> None:
    expr = "(" * DEPTH + "d0" + ")" * DEPTH
    o = _ok(f'"test.op"() {{m = affine_map<(d0) -> ({expr} + 1)>}} : () -> ()\n')
    assert o.code == 0
    assert "affine_map<(d0) -> (d0 + 1)>" in o.stdout


def test_nesting_past_the_recursion_limit_fails_cleanly() -> None:
    """Deeper than the recursion limit allows: a located error, not a RecursionError."""
    depth = _RECURSION_LIMIT  # several Python frames per level: well past the limit
    _error('"test.op"() {a = ' + "[" * depth + "]" * depth + "} : () -> ()\n",
           "<stdin>:1:1: error: nesting too deep")  # fmt: skip


def test_integer_width_too_large() -> None:
    _error('"test.op"() {a = 1 : i99999999} : () -> ()\n',
           "<stdin>:1:22: error: integer bitwidth is limited to 16777215 bits")  # fmt: skip
    _error('"test.op"() {a = 1 : i' + "9" * 100_000 + "} : () -> ()\n",
           "<stdin>:1:22: error: invalid integer width")  # fmt: skip


def test_hundred_thousand_digit_literals() -> None:
    """Wider than Python's default int/str guard (4300 digits): as mlir-opt, in range of a
    wide enough type it works; out of range of the type it is the range error."""
    digits = "1" + "0" * 100_000
    o = _ok(f'"test.op"() {{a = {digits} : i16777215}} : () -> ()\n')
    assert o.code == 0 and digits in o.stdout
    o = _ok('"test.op"() {a = 0x' + "F" * 100_000 + " : i16777215} : () -> ()\n")
    assert o.code == 0
    _error(f'"test.op"() {{a = {digits} : i64}} : () -> ()\n',
           "<stdin>:1:18: error: integer constant out of range for attribute")  # fmt: skip
    _error(f'"test.op"() : () -> tensor<{digits}xi32>\n', "error: invalid dimension")
    _error(
        f'%0 = "test.op"() : () -> i32\n"test.use"(%0#{digits}) : (i32) -> ()\n',
        "<stdin>:2:14: error: invalid SSA value result number",
    )  # fmt: skip (as mlir-opt)


def test_number_literal_too_long() -> None:
    _error('"test.op"() {a = 1' + "0" * 300_000 + " : i16777215} : () -> ()\n",
           "<stdin>:1:18: error: number literal longer than 200000 characters")  # fmt: skip


def test_large_input() -> None:
    """A 4 MB string attribute and 20,000 operations in one file."""
    big = "x" * 4_000_000
    o = _ok(f'"test.op"() {{a = "{big}"}} : () -> ()\n')
    assert o.code == 0 and big in o.stdout
    ops = "".join(f'%v{i} = "test.op"() {{k = {i} : i32}} : () -> i32\n' for i in range(20_000))
    o = _ok(ops)
    assert o.code == 0 and o.stdout.count('"test.op"()') == 20_000


def _pigeonhole(n: int) -> tuple[bytes, bytes]:
    """n + 3 operands, each constrained by any_of(%t, %u) where %t and %u bind to one integer
    type each: the three distinct types at the end cannot be placed, and a complete search
    would try 2^n assignments first."""
    lets = "\n".join(f"    %v{k} = irdl.any_of(%t, %u)" for k in range(n + 3))
    names = ", ".join(f"x{k}: %v{k}" for k in range(n + 3))
    irdl = (
        "irdl.dialect @p {\n  irdl.operation @op {\n"
        '    %t = irdl.base "!builtin.integer"\n    %u = irdl.base "!builtin.integer"\n'
        f"{lets}\n    irdl.operands({names})\n  }}\n}}\n"
    )
    types = ["i1"] * n + ["i2", "i3", "i4"]
    values = "".join(f'%a{k} = "test.src"() : () -> {t}\n' for k, t in enumerate(types))
    use = ", ".join(f"%a{k}" for k in range(n + 3))
    payload = values + f'"p.op"({use}) : ({", ".join(types)}) -> ()\n'
    return irdl.encode(), payload.encode()


def test_any_of_search_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The backtracking search gives up after SEARCH_BUDGET steps; the greedy verdict (as
    mlir-opt-22's) stands as a located error."""
    results: list[bool | None] = []
    search = C.Solver.search

    def spy(self: C.Solver, goals: list[tuple[object, int]]) -> bool | None:
        r = search(self, goals)  # type: ignore[arg-type]
        results.append(r)
        return r

    monkeypatch.setattr(C.Solver, "search", spy)
    irdl, payload = _pigeonhole(40)
    o = harness.run_cli(
        ["-", "--allow-unregistered-dialect", f"--irdl-file={harness.irdl_path(irdl)}"], payload
    )
    assert harness.problems(o) == []
    assert o.code == 1
    assert "<stdin>:44:1: error: 'i3' does not satisfy the constraint" in o.stderr
    assert results == [None]  # the search ran out of budget
