"""The assembly-format reader: what each rule builds, and located refusals."""

from __future__ import annotations

import pytest

from irdl.format.grammar import (
    Custom,
    Directive,
    FormatError,
    FunctionalType,
    Group,
    Literal,
    Qualified,
    StrArg,
    TypeOf,
    Var,
    parse_format,
)


def test_elements() -> None:
    got = parse_format(
        "$lhs `,` $rhs attr-dict `:` functional-type(operands, results) qualified(type($x))"
    )
    assert got == (
        Var("lhs"), Literal(","), Var("rhs"), Directive("attr-dict"), Literal(":"),
        FunctionalType(Directive("operands"), Directive("results")),
        Qualified(TypeOf(Var("x"))),
    )  # fmt: skip


def test_groups_anchors_and_custom_directives() -> None:
    [group] = parse_format("(`fastmath` `` $fm^)? ")
    assert group == Group((Literal("fastmath"), Literal(""), Var("fm", True)), None, 2)
    [alt] = parse_format("($a^ `x`) : (`y`)?")
    assert alt.otherwise == (Literal("y"),)
    [custom] = parse_format('custom<IntEnum>($p, "a \\"b\\"", type($r))^')
    assert custom == Custom("IntEnum", (Var("p"), StrArg('a "b"'), TypeOf(Var("r"))), True)
    assert parse_format("attr-dict-with-keyword") == (Directive("attr-dict-with-keyword"),)


@pytest.mark.parametrize(
    "text,column",
    [("`a", 1), ("$a (`b`)?", 4), ("typex($a)", 1), ("type($a", 8), ("$", 2), ("custom<>()", 8)],
)
def test_refusals_are_located(text: str, column: int) -> None:
    with pytest.raises(FormatError) as info:
        parse_format(text)
    assert info.value.message.startswith(("invalid assembly format", "an optional group"))
    assert info.value.column == column
