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
    Ref,
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


@pytest.mark.parametrize(
    "text,message,column",
    [
        ("$a `x", "unterminated literal", 4),
        ('custom<C>($a, "b)', "unterminated string", 15),
        ("$a )", "unexpected ')'", 4),
        ("`a` ^", "unexpected '^'", 5),
        ("( )?", "an optional group must not be empty", 3),
        ("(", "an optional group must not be empty", 2),
        ("($a^", "expected ')'", 5),
        ("($a^) $b", "expected '?'", 7),
        ("($a^) : $b", "expected '('", 9),
        ("functional-type($a $b)", "expected ','", 20),
        ("custom<C>($a $b)", "expected ','", 14),
        ("custom<C>($a,)", "expected a directive", 14),
        ("type(`x`)", "expected a directive", 6),
        ("type(custom<C>($a))", "unknown directive 'custom'", 6),
        ("custom<C-D>($a)", "expected '>'", 9),
        ("$ a", "expected a name after '$'", 2),
        ("type ($a) \t\u3000 )", "unexpected ')'", 14),  # no tab expansion; isspace()
    ],
)
def test_each_refusal(text: str, message: str, column: int) -> None:
    with pytest.raises(FormatError) as info:
        parse_format(text)
    assert (info.value.message, info.value.column) == (
        f"invalid assembly format: {message}",
        column,
    )


def test_anchors() -> None:
    # A nested group counts as the anchor when its own anchor is not its first element.
    [outer] = parse_format("(`a` (`b` $x^)?)?")
    assert outer.anchor == 1
    with pytest.raises(FormatError) as info:
        parse_format("  (`a` ($x^ `b`)?)?")
    assert (info.value.message, info.value.column) == (
        "an optional group must have exactly one anchor ('^')",
        3,
    )
    # `ref(...)` takes no anchor: the caret is read and dropped.
    assert parse_format("ref($x)^") == (Ref(Var("x")),)
    assert parse_format("\u00a0$a\u2003^") == (Var("a", True),)
