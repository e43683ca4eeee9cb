"""Affine expressions, affine maps and integer sets (spec 001 "Affine Expressions", "Affine
Maps", "Semi-affine maps", "Integer Sets"; spec 003 affine_map / affine_set attributes).

Every object is immutable and hash-consed: building the same structure twice yields the same
Python object, so ``==`` is identity and hashing is cheap, as with MLIR's context uniquing.
Dims and symbols print as ``d<i>`` / ``s<i>`` whatever names the source used.

Constant values are 64-bit signed (MLIR's ``index``-sized ``int64_t``). Arithmetic that
MLIR performs unchecked wraps modulo 2**64 here too; folding two constants is checked and is
skipped (the binary expression is kept) when it would overflow, as mlir-opt 22 does.

Simplifications applied while building (observed from mlir-opt 22, matched differentially):

``a + b``
  * two constants fold (unless the sum overflows);
  * a constant operand moves to the right; a symbolic-or-constant operand moves to the right
    of a non-symbolic one; two dims (or two symbols) are ordered by position (``d1 + d0`` ->
    ``d0 + d1``);
  * ``x + 0`` -> ``x``; ``(x + c1) + c2`` -> ``x + (c1 + c2)``;
  * ``c1 * x + c2 * x`` (a bare ``x`` counts as ``1 * x``) -> ``x * (c1 + c2)`` (so
    ``d0 - d0`` -> ``0``, ``d0 + d0`` -> ``d0 * 2``);
  * ``(x + c) + y`` -> ``(x + y) + c``;
  * ``x + (x floordiv q) * q * -1`` (q symbolic) and ``x + (x floordiv c) * -c`` (c > 0)
    -> ``x mod q`` / ``x mod c``; failing that, ``(a + b) + (x floordiv c) * k`` is
    reassociated to ``a + (b + (x floordiv c) * k)`` if the inner sum simplifies.
``a * b``
  * two constants fold (unless the product overflows);
  * the constant, else the symbolic operand goes right; two symbols are ordered by position;
  * ``x * 1`` -> ``x``; ``x * 0`` -> ``0``; ``(x * c1) * c2`` -> ``x * (c1 * c2)``;
  * ``(x * c) * y`` -> ``(x * y) * c``.
``a floordiv c`` / ``a ceildiv c`` (only for a constant, nonzero ``c``)
  * constants fold (except ``INT64_MIN`` by ``-1``); ``x floordiv 1`` -> ``x``;
  * ``(x * k) floordiv c`` -> ``x * (k / c)`` when ``c`` divides ``k``;
  * floordiv only: ``(a + b) floordiv c`` -> ``a floordiv c + b floordiv c`` when ``c``
    divides the largest known divisor of ``a`` or of ``b``.
``a mod c`` (only for a constant ``c >= 1``)
  * constants fold to the non-negative remainder;
  * ``0`` when ``c`` divides the largest known divisor of ``a``;
  * ``(a + b) mod c`` -> ``b mod c`` (or ``a mod c``) when ``c`` divides the other term's
    divisor; ``(x mod k) mod c`` -> ``x mod c`` when ``c`` divides ``k``.
``a - b`` is ``a + b * -1`` and ``-a`` is ``a * -1``; the printer turns these back into
subtraction and negation.

The largest known divisor used above is ``|c|`` for a constant, 1 for a dim or symbol, the
product for ``*``, the gcd for ``+`` and ``mod``, and for ``floordiv``/``ceildiv`` by a
constant that divides the dividend's divisor, the quotient (else 1).

The parser follows mlir-opt's error messages and locations (checked against
``invalid-affinemap.mlir``); "expected ..." token errors are reported at the end of the
previous token, as MLIR's wrong-token heuristic does.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from typing import Any, ClassVar

from core.diagnostics import DiagnosticError, SourceFile, error
from core.lexer import int_literal

__all__ = [
    "AffineExprKind",
    "AffineExpr",
    "AffineDimExpr",
    "AffineSymbolExpr",
    "AffineConstantExpr",
    "AffineBinaryOpExpr",
    "AffineMap",
    "IntegerSet",
    "dim",
    "symbol",
    "constant",
    "binary",
    "add",
    "sub",
    "neg",
    "mul",
    "floordiv",
    "ceildiv",
    "mod",
    "identity_map",
    "constant_map",
    "parse_affine_map",
    "parse_integer_set",
    "parse_map_or_set",
    "INT64_MIN",
    "INT64_MAX",
]

INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1
_U64 = 1 << 64


def _wrap(v: int) -> int:
    """Two's-complement wrap to int64, for arithmetic MLIR does unchecked."""
    return ((v - INT64_MIN) % _U64) + INT64_MIN


def _checked(v: int) -> int | None:
    return v if INT64_MIN <= v <= INT64_MAX else None


def _trunc_div(a: int, b: int) -> int:
    """C++ integer division (rounds toward zero)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


class AffineExprKind(Enum):
    ADD = "+"
    MUL = "*"
    MOD = "mod"
    FLOORDIV = "floordiv"
    CEILDIV = "ceildiv"
    CONSTANT = "constant"
    DIM = "dim"
    SYMBOL = "symbol"


_ADD = AffineExprKind.ADD
_MUL = AffineExprKind.MUL
_MOD = AffineExprKind.MOD
_FLOORDIV = AffineExprKind.FLOORDIV
_CEILDIV = AffineExprKind.CEILDIV
_CONST = AffineExprKind.CONSTANT
_DIM = AffineExprKind.DIM
_SYM = AffineExprKind.SYMBOL

_SPELLING = {
    _ADD: " + ",
    _MUL: " * ",
    _MOD: " mod ",
    _FLOORDIV: " floordiv ",
    _CEILDIV: " ceildiv ",
}

# The uniquing table: (kind, payload...) -> expression. Entries live for the process, like
# MLIR's context-owned storage.
_EXPRS: dict[tuple[Any, ...], AffineExpr] = {}


class AffineExpr:
    """Base of all affine expressions. Instances are unique per structure; compare with ``is``
    or ``==`` (identity). Arithmetic operators build simplified expressions."""

    __slots__ = ("kind", "symbolic", "pure_affine", "divisor", "max_dim", "max_symbol")

    kind: AffineExprKind
    # Built from symbols and constants only (legal as a multiplier / divisor).
    symbolic: bool
    # No semi-affine operation (multiplication or division by a non-constant).
    pure_affine: bool
    # The largest known divisor, with MLIR's int64 semantics (used by mod/floordiv rules).
    divisor: int
    # Highest dim / symbol position used, -1 when none.
    max_dim: int
    max_symbol: int

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def _init(
        self,
        kind: AffineExprKind,
        symbolic: bool,
        pure: bool,
        divisor: int,
        max_dim: int,
        max_symbol: int,
    ) -> None:
        set_ = object.__setattr__
        set_(self, "kind", kind)
        set_(self, "symbolic", symbolic)
        set_(self, "pure_affine", pure)
        set_(self, "divisor", divisor)
        set_(self, "max_dim", max_dim)
        set_(self, "max_symbol", max_symbol)

    # -- queries ---------------------------------------------------------------------------

    def is_symbolic_or_constant(self) -> bool:
        return self.symbolic

    def is_pure_affine(self) -> bool:
        return self.pure_affine

    def largest_known_divisor(self) -> int:
        return self.divisor

    def is_multiple_of(self, factor: int) -> bool:
        return factor != 0 and self.divisor % factor == 0

    def is_function_of_dim(self, position: int) -> bool:
        return any(isinstance(e, AffineDimExpr) and e.position == position for e in self.walk())

    def is_function_of_symbol(self, position: int) -> bool:
        return any(isinstance(e, AffineSymbolExpr) and e.position == position for e in self.walk())

    def walk(self) -> list[AffineExpr]:
        """All sub-expressions in post-order (iterative, so deep trees are fine)."""
        out: list[AffineExpr] = []
        stack: list[tuple[AffineExpr, bool]] = [(self, False)]
        while stack:
            e, done = stack.pop()
            if done or not isinstance(e, AffineBinaryOpExpr):
                out.append(e)
                continue
            stack.append((e, True))
            stack.append((e.rhs, False))
            stack.append((e.lhs, False))
        return out

    def evaluate(self, dims: Sequence[int], symbols: Sequence[int] = ()) -> int | None:
        """Value for the given dim/symbol values (unbounded integers); None when a division
        or modulo is undefined (zero divisor, or a non-positive modulus)."""
        values: dict[AffineExpr, int | None] = {}
        for e in self.walk():
            if isinstance(e, AffineConstantExpr):
                values[e] = e.value
            elif isinstance(e, AffineDimExpr):
                values[e] = dims[e.position]
            elif isinstance(e, AffineSymbolExpr):
                values[e] = symbols[e.position]
            else:
                assert isinstance(e, AffineBinaryOpExpr)
                a, b = values[e.lhs], values[e.rhs]
                if a is None or b is None:
                    values[e] = None
                elif e.kind is _ADD:
                    values[e] = a + b
                elif e.kind is _MUL:
                    values[e] = a * b
                elif e.kind is _FLOORDIV:
                    values[e] = a // b if b != 0 else None
                elif e.kind is _CEILDIV:
                    values[e] = -((-a) // b) if b != 0 else None
                else:
                    values[e] = a % b if b > 0 else None
        return values[self]

    # -- building --------------------------------------------------------------------------

    def __add__(self, other: int | AffineExpr) -> AffineExpr:
        return add(self, _as_expr(other))

    def __radd__(self, other: int) -> AffineExpr:
        return add(_as_expr(other), self)

    def __sub__(self, other: int | AffineExpr) -> AffineExpr:
        return sub(self, _as_expr(other))

    def __rsub__(self, other: int) -> AffineExpr:
        return sub(_as_expr(other), self)

    def __mul__(self, other: int | AffineExpr) -> AffineExpr:
        return mul(self, _as_expr(other))

    def __rmul__(self, other: int) -> AffineExpr:
        return mul(self, _as_expr(other))

    def __neg__(self) -> AffineExpr:
        return neg(self)

    def __floordiv__(self, other: int | AffineExpr) -> AffineExpr:
        return floordiv(self, _as_expr(other))

    def __mod__(self, other: int | AffineExpr) -> AffineExpr:
        return mod(self, _as_expr(other))

    def floordiv(self, other: int | AffineExpr) -> AffineExpr:
        return floordiv(self, _as_expr(other))

    def ceildiv(self, other: int | AffineExpr) -> AffineExpr:
        return ceildiv(self, _as_expr(other))

    def mod(self, other: int | AffineExpr) -> AffineExpr:
        return mod(self, _as_expr(other))

    # -- printing --------------------------------------------------------------------------

    def __str__(self) -> str:
        return print_expr(self)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"

    def __reduce__(self) -> Any:
        # Rebuild through the uniquing constructors so unpickled expressions are interned.
        if isinstance(self, AffineBinaryOpExpr):
            return (binary, (self.kind, self.lhs, self.rhs))
        if isinstance(self, AffineDimExpr):
            return (dim, (self.position,))
        if isinstance(self, AffineSymbolExpr):
            return (symbol, (self.position,))
        assert isinstance(self, AffineConstantExpr)
        return (constant, (self.value,))

    def __copy__(self) -> AffineExpr:
        return self

    def __deepcopy__(self, memo: object) -> AffineExpr:
        return self


class AffineDimExpr(AffineExpr):
    __slots__ = ("position",)
    position: int

    def __init__(self, position: int) -> None:  # only via dim()
        object.__setattr__(self, "position", position)
        self._init(_DIM, False, True, 1, position, -1)


class AffineSymbolExpr(AffineExpr):
    __slots__ = ("position",)
    position: int

    def __init__(self, position: int) -> None:  # only via symbol()
        object.__setattr__(self, "position", position)
        self._init(_SYM, True, True, 1, -1, position)


class AffineConstantExpr(AffineExpr):
    __slots__ = ("value",)
    value: int

    def __init__(self, value: int) -> None:  # only via constant()
        object.__setattr__(self, "value", value)
        # std::abs on int64: |INT64_MIN| stays INT64_MIN.
        self._init(_CONST, True, True, _wrap(abs(value)), -1, -1)


class AffineBinaryOpExpr(AffineExpr):
    __slots__ = ("lhs", "rhs")
    lhs: AffineExpr
    rhs: AffineExpr

    def __init__(self, kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr) -> None:
        object.__setattr__(self, "lhs", lhs)
        object.__setattr__(self, "rhs", rhs)
        if kind is _ADD:
            pure = lhs.pure_affine and rhs.pure_affine
        elif kind is _MUL:
            pure = (
                lhs.pure_affine and rhs.pure_affine and (lhs.kind is _CONST or rhs.kind is _CONST)
            )
        else:
            pure = lhs.pure_affine and rhs.kind is _CONST
        self._init(
            kind,
            lhs.symbolic and rhs.symbolic,
            pure,
            _binary_divisor(kind, lhs, rhs),
            max(lhs.max_dim, rhs.max_dim),
            max(lhs.max_symbol, rhs.max_symbol),
        )


def _binary_divisor(kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr) -> int:
    if kind is _MUL:
        return _wrap(lhs.divisor * rhs.divisor)
    if kind is _ADD or kind is _MOD:
        # std::gcd over the values reinterpreted as uint64.
        return _wrap(math.gcd(lhs.divisor % _U64, rhs.divisor % _U64))
    # floordiv / ceildiv: the quotient of a known divisor by a constant that divides it.
    if isinstance(rhs, AffineConstantExpr) and rhs.value != 0:
        if lhs.divisor % rhs.value == 0:
            return _wrap(abs(_trunc_div(lhs.divisor, rhs.value)))
    return 1


# -- uniqued constructors ------------------------------------------------------------------


def dim(position: int) -> AffineDimExpr:
    key = (_DIM, position)
    e = _EXPRS.get(key)
    if e is None:
        if position < 0:
            raise ValueError("dim position must be non-negative")
        e = _EXPRS[key] = AffineDimExpr(position)
    assert isinstance(e, AffineDimExpr)
    return e


def symbol(position: int) -> AffineSymbolExpr:
    key = (_SYM, position)
    e = _EXPRS.get(key)
    if e is None:
        if position < 0:
            raise ValueError("symbol position must be non-negative")
        e = _EXPRS[key] = AffineSymbolExpr(position)
    assert isinstance(e, AffineSymbolExpr)
    return e


def constant(value: int) -> AffineConstantExpr:
    key = (_CONST, value)
    e = _EXPRS.get(key)
    if e is None:
        if not INT64_MIN <= value <= INT64_MAX:
            raise ValueError(f"affine constant {value} does not fit in 64 bits")
        e = _EXPRS[key] = AffineConstantExpr(value)
    assert isinstance(e, AffineConstantExpr)
    return e


def binary(kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """The uniqued binary expression exactly as given, without simplification."""
    key = (kind, lhs, rhs)
    e = _EXPRS.get(key)
    if e is None:
        e = _EXPRS[key] = AffineBinaryOpExpr(kind, lhs, rhs)
    return e


def _as_expr(v: int | AffineExpr) -> AffineExpr:
    if isinstance(v, AffineExpr):
        return v
    if isinstance(v, int) and not isinstance(v, bool):
        return constant(v)
    raise TypeError(f"cannot use {type(v).__name__} in an affine expression")


def _const_value(e: AffineExpr) -> int | None:
    return e.value if isinstance(e, AffineConstantExpr) else None


def _leaf_out_of_order(lhs: AffineExpr, rhs: AffineExpr) -> bool:
    """Two dims, or two symbols, with the higher position first."""
    if isinstance(lhs, AffineDimExpr) and isinstance(rhs, AffineDimExpr):
        return lhs.position > rhs.position
    if isinstance(lhs, AffineSymbolExpr) and isinstance(rhs, AffineSymbolExpr):
        return lhs.position > rhs.position
    return False


# -- simplifying constructors --------------------------------------------------------------


def add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    r = _simplify_add(lhs, rhs)
    return r if r is not None else binary(_ADD, lhs, rhs)


def mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    r = _simplify_mul(lhs, rhs)
    return r if r is not None else binary(_MUL, lhs, rhs)


def floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    r = _simplify_floordiv(lhs, rhs)
    return r if r is not None else binary(_FLOORDIV, lhs, rhs)


def ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    r = _simplify_ceildiv(lhs, rhs)
    return r if r is not None else binary(_CEILDIV, lhs, rhs)


def mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    r = _simplify_mod(lhs, rhs)
    return r if r is not None else binary(_MOD, lhs, rhs)


def neg(e: AffineExpr) -> AffineExpr:
    return mul(e, constant(-1))


def sub(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    return add(lhs, neg(rhs))


def _simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lc, rc = _const_value(lhs), _const_value(rhs)
    if lc is not None and rc is not None:
        s = _checked(lc + rc)
        return constant(s) if s is not None else None
    # Constants go right, symbolic terms right of non-symbolic ones, leaves by position.
    if lc is not None or (lhs.symbolic and not rhs.symbolic) or _leaf_out_of_order(lhs, rhs):
        return add(rhs, lhs)
    if rc == 0:
        return lhs
    lbin = lhs if isinstance(lhs, AffineBinaryOpExpr) else None
    if lbin is not None and lbin.kind is _ADD and rc is not None:
        lrc = _const_value(lbin.rhs)
        if lrc is not None:
            return add(lbin.lhs, constant(_wrap(lrc + rc)))
    # c1 * x + c2 * x -> x * (c1 + c2)
    if lbin is not None and lbin.kind is _MUL and isinstance(lbin.rhs, AffineConstantExpr):
        first, c1 = lbin.lhs, lbin.rhs.value
    else:
        first, c1 = lhs, 1
    rbin = rhs if isinstance(rhs, AffineBinaryOpExpr) else None
    if rbin is not None and rbin.kind is _MUL and isinstance(rbin.rhs, AffineConstantExpr):
        second, c2 = rbin.lhs, rbin.rhs.value
    else:
        second, c2 = rhs, 1
    if first is second:
        return mul(first, constant(_wrap(c1 + c2)))
    # (x + c) + y -> (x + y) + c
    if lbin is not None and lbin.kind is _ADD and isinstance(lbin.rhs, AffineConstantExpr):
        return add(add(lbin.lhs, rhs), lbin.rhs)
    if rbin is None:
        return None
    rl, rr = rbin.lhs, rbin.rhs
    # x + ((x floordiv q) * q) * -1 -> x mod q, for any symbolic q.
    if _const_value(rr) == -1 and isinstance(rl, AffineBinaryOpExpr) and rl.kind is _MUL:
        fd = rl.lhs
        if not (isinstance(fd, AffineBinaryOpExpr) and fd.kind is _FLOORDIV):
            return None
        if fd.rhs is rl.rhs and fd.lhs is lhs:
            return mod(lhs, rl.rhs)
    # x + (x floordiv c) * -c -> x mod c, for c > 0.
    if not (isinstance(rl, AffineBinaryOpExpr) and rbin.kind is _MUL and rl.kind is _FLOORDIV):
        return None
    q = _const_value(rl.rhs)
    rrc = _const_value(rr)
    if q is not None and q > 0 and rl.lhs is lhs and rrc is not None and rrc == _wrap(-q):
        return mod(lhs, rl.rhs)
    # (a + b) + (x floordiv c) * k -> a + (b + (x floordiv c) * k) when the inner sum
    # simplifies (``(d0 + d1) - d1 floordiv 4 * 4`` -> ``d0 + d1 mod 4``).
    if lbin is not None and lbin.kind is _ADD:
        inner = _simplify_add(lbin.rhs, rhs)
        if inner is not None:
            return add(lbin.lhs, inner)
    return None


def _simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lc, rc = _const_value(lhs), _const_value(rhs)
    if lc is not None and rc is not None:
        p = _checked(lc * rc)
        return constant(p) if p is not None else None
    if not lhs.symbolic and not rhs.symbolic:
        return None  # not affine; the parser rejects this earlier
    # The constant, else the symbolic operand, goes right; symbols by position.
    if not rhs.symbolic or lc is not None or _leaf_out_of_order(lhs, rhs):
        return mul(rhs, lhs)
    if rc == 1:
        return lhs
    if rc == 0:
        return rhs
    if isinstance(lhs, AffineBinaryOpExpr) and lhs.kind is _MUL:
        lrc = _const_value(lhs.rhs)
        if lrc is not None:
            if rc is not None:
                return mul(lhs.lhs, constant(_wrap(lrc * rc)))
            # (x * c) * y -> (x * y) * c
            return mul(mul(lhs.lhs, rhs), lhs.rhs)
    return None


def _simplify_floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    r = _const_value(rhs)
    if r is None or r == 0:
        return None
    lc = _const_value(lhs)
    if lc is not None:
        if lc == INT64_MIN and r == -1:
            return None
        return constant(lc // r)
    if r == 1:
        return lhs
    if isinstance(lhs, AffineBinaryOpExpr):
        if lhs.kind is _MUL:
            k = _const_value(lhs.rhs)
            if k is not None and k % r == 0:
                return mul(lhs.lhs, constant(_wrap(_trunc_div(k, r))))
        elif lhs.kind is _ADD:
            if lhs.lhs.divisor % r == 0 or lhs.rhs.divisor % r == 0:
                return add(floordiv(lhs.lhs, rhs), floordiv(lhs.rhs, rhs))
    return None


def _simplify_ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    r = _const_value(rhs)
    if r is None or r == 0:
        return None
    lc = _const_value(lhs)
    if lc is not None:
        if lc == INT64_MIN and r == -1:
            return None
        return constant(-((-lc) // r))
    if r == 1:
        return lhs
    if isinstance(lhs, AffineBinaryOpExpr) and lhs.kind is _MUL:
        k = _const_value(lhs.rhs)
        if k is not None and k % r == 0:
            return mul(lhs.lhs, constant(_wrap(_trunc_div(k, r))))
    return None


def _simplify_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    r = _const_value(rhs)
    if r is None or r < 1:
        return None
    lc = _const_value(lhs)
    if lc is not None:
        return constant(lc % r)
    if lhs.divisor % r == 0:
        return constant(0)
    if isinstance(lhs, AffineBinaryOpExpr):
        if lhs.kind is _ADD:
            if lhs.lhs.divisor % r == 0:
                return mod(lhs.rhs, rhs)
            if lhs.rhs.divisor % r == 0:
                return mod(lhs.lhs, rhs)
        elif lhs.kind is _MOD:
            k = _const_value(lhs.rhs)
            if k is not None and k >= 1 and k % r == 0:
                return mod(lhs.lhs, rhs)
    return None


# -- printing ------------------------------------------------------------------------------


def print_expr(root: AffineExpr, leaf: Callable[[bool, int], str] | None = None) -> str:
    """MLIR's form (``leaf(is_symbol, position)`` names dims and symbols, ``d0``/``s0``
    without it): ``+`` operands print weakly bound, everything else strongly (so binary
    children of ``*``/``mod``/``floordiv``/``ceildiv`` get parentheses); ``x * -1`` prints as
    ``-x``, ``x + y * -1`` as ``x - y``, ``x + y * -c`` as ``x - y * c`` and ``x + -c`` as
    ``x - c``. Uses an explicit stack so deep expressions print."""
    out: list[str] = []
    # Items are literal text or (expr, strong-binding) pairs still to print.
    stack: list[str | tuple[AffineExpr, bool]] = [(root, False)]
    push = stack.append
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        e, strong = item
        if isinstance(e, AffineDimExpr):
            out.append(f"d{e.position}" if leaf is None else leaf(False, e.position))
            continue
        if isinstance(e, AffineSymbolExpr):
            out.append(f"s{e.position}" if leaf is None else leaf(True, e.position))
            continue
        if isinstance(e, AffineConstantExpr):
            out.append(str(e.value))
            continue
        assert isinstance(e, AffineBinaryOpExpr)
        lhs, rhs = e.lhs, e.rhs
        # Pieces in print order; pushed reversed below.
        parts: list[str | tuple[AffineExpr, bool]]
        if e.kind is not _ADD:
            if e.kind is _MUL and _const_value(rhs) == -1:
                parts = ["-", (lhs, True)]
            else:
                parts = [(lhs, True), _SPELLING[e.kind], (rhs, True)]
        else:
            parts = []
            if isinstance(rhs, AffineBinaryOpExpr) and rhs.kind is _MUL:
                c = _const_value(rhs.rhs)
                if c == -1:
                    parts = [(lhs, False), " - ", (rhs.lhs, rhs.lhs.kind is _ADD)]
                elif c is not None and c < -1:
                    parts = [(lhs, False), " - ", (rhs.lhs, True), f" * {_wrap(-c)}"]
            if not parts:
                c = _const_value(rhs)
                if c is not None and c < 0:
                    parts = [(lhs, False), f" - {_wrap(-c)}"]
                else:
                    parts = [(lhs, False), " + ", (rhs, False)]
        if strong:
            push(")")
        for p in reversed(parts):
            push(p)
        if strong:
            push("(")
    return "".join(out)


def _print_ids(num_dims: int, num_symbols: int) -> str:
    text = "(" + ", ".join(f"d{i}" for i in range(num_dims)) + ")"
    if num_symbols:
        text += "[" + ", ".join(f"s{i}" for i in range(num_symbols)) + "]"
    return text


def _check_uses(what: str, num_dims: int, num_symbols: int, exprs: Iterable[AffineExpr]) -> None:
    for e in exprs:
        if not isinstance(e, AffineExpr):
            raise TypeError(f"{what} needs AffineExpr results, got {type(e).__name__}")
        if e.max_dim >= num_dims or e.max_symbol >= num_symbols:
            raise ValueError(
                f"{what} result {e} uses more dims or symbols than "
                f"({num_dims} dims, {num_symbols} symbols)"
            )


# -- maps and sets -------------------------------------------------------------------------


class AffineMap:
    """``(d0, ...)[s0, ...] -> (results)``; uniqued on (num_dims, num_symbols, results)."""

    __slots__ = ("num_dims", "num_symbols", "results", "__weakref__")
    _table: ClassVar[dict[tuple[int, int, tuple[AffineExpr, ...]], AffineMap]] = {}

    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]

    def __init__(
        self, num_dims: int, num_symbols: int, results: tuple[AffineExpr, ...]
    ) -> None:  # only via get()
        object.__setattr__(self, "num_dims", num_dims)
        object.__setattr__(self, "num_symbols", num_symbols)
        object.__setattr__(self, "results", results)

    @classmethod
    def get(cls, num_dims: int, num_symbols: int, results: Iterable[AffineExpr] = ()) -> AffineMap:
        res = tuple(results)
        key = (num_dims, num_symbols, res)
        m = cls._table.get(key)
        if m is None:
            if num_dims < 0 or num_symbols < 0:
                raise ValueError("dim and symbol counts must be non-negative")
            _check_uses("affine map", num_dims, num_symbols, res)
            m = cls._table[key] = cls(num_dims, num_symbols, res)
        return m

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("AffineMap is immutable")

    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    @property
    def num_results(self) -> int:
        return len(self.results)

    def get_result(self, i: int) -> AffineExpr:
        return self.results[i]

    def is_empty(self) -> bool:
        """``() -> ()``."""
        return self.num_dims == 0 and self.num_symbols == 0 and not self.results

    def is_identity(self) -> bool:
        """``(d0, ..., dn-1)[...] -> (d0, ..., dn-1)``; symbols may be present."""
        if self.num_dims != len(self.results):
            return False
        return all(r is dim(i) for i, r in enumerate(self.results))

    def is_symbol_identity(self) -> bool:
        if self.num_symbols != len(self.results):
            return False
        return all(r is symbol(i) for i, r in enumerate(self.results))

    def is_minor_identity(self) -> bool:
        """Results are the trailing dims in order: ``(d0, d1, d2) -> (d1, d2)``."""
        n = len(self.results)
        if n > self.num_dims:
            return False
        start = self.num_dims - n
        return all(r is dim(start + i) for i, r in enumerate(self.results))

    def is_projected_permutation(self, allow_zero_in_results: bool = False) -> bool:
        if self.num_symbols > 0 or len(self.results) > self.num_dims:
            return False
        seen: set[int] = set()
        for r in self.results:
            if isinstance(r, AffineDimExpr):
                if r.position in seen:
                    return False
                seen.add(r.position)
            elif not (allow_zero_in_results and _const_value(r) == 0):
                return False
        return True

    def is_permutation(self) -> bool:
        return self.num_dims == len(self.results) and self.is_projected_permutation()

    def is_constant(self) -> bool:
        return all(isinstance(r, AffineConstantExpr) for r in self.results)

    def get_constant_results(self) -> tuple[int, ...]:
        if not self.is_constant():
            raise ValueError(f"affine map {self} has non-constant results")
        return tuple(r.value for r in self.results if isinstance(r, AffineConstantExpr))

    def is_single_constant(self) -> bool:
        return len(self.results) == 1 and isinstance(self.results[0], AffineConstantExpr)

    def get_single_constant_result(self) -> int:
        if not self.is_single_constant():
            raise ValueError(f"affine map {self} is not a single constant")
        return self.get_constant_results()[0]

    def is_pure_affine(self) -> bool:
        return all(r.pure_affine for r in self.results)

    def evaluate(self, dims: Sequence[int], symbols: Sequence[int] = ()) -> tuple[int | None, ...]:
        return tuple(r.evaluate(dims, symbols) for r in self.results)

    def __str__(self) -> str:
        return (
            _print_ids(self.num_dims, self.num_symbols)
            + " -> ("
            + ", ".join(print_expr(r) for r in self.results)
            + ")"
        )

    def __repr__(self) -> str:
        return f"<AffineMap {self}>"

    def __reduce__(self) -> Any:
        return (AffineMap.get, (self.num_dims, self.num_symbols, self.results))


class IntegerSet:
    """``(d0, ...)[s0, ...] : (e >= 0, e == 0, ...)``; each constraint is an expression
    compared with zero (``eq_flags[i]`` selects ``==``). Uniqued on all four fields."""

    __slots__ = ("num_dims", "num_symbols", "constraints", "eq_flags", "__weakref__")
    _table: ClassVar[
        dict[tuple[int, int, tuple[AffineExpr, ...], tuple[bool, ...]], IntegerSet]
    ] = {}

    num_dims: int
    num_symbols: int
    constraints: tuple[AffineExpr, ...]
    eq_flags: tuple[bool, ...]

    def __init__(
        self,
        num_dims: int,
        num_symbols: int,
        constraints: tuple[AffineExpr, ...],
        eq_flags: tuple[bool, ...],
    ) -> None:  # only via get()
        object.__setattr__(self, "num_dims", num_dims)
        object.__setattr__(self, "num_symbols", num_symbols)
        object.__setattr__(self, "constraints", constraints)
        object.__setattr__(self, "eq_flags", eq_flags)

    @classmethod
    def get(
        cls,
        num_dims: int,
        num_symbols: int,
        constraints: Iterable[AffineExpr],
        eq_flags: Iterable[bool],
    ) -> IntegerSet:
        cons = tuple(constraints)
        flags = tuple(bool(f) for f in eq_flags)
        key = (num_dims, num_symbols, cons, flags)
        s = cls._table.get(key)
        if s is None:
            if not cons:
                raise ValueError("an integer set needs at least one constraint")
            if len(cons) != len(flags):
                raise ValueError("one eq flag is needed per constraint")
            if num_dims < 0 or num_symbols < 0:
                raise ValueError("dim and symbol counts must be non-negative")
            _check_uses("integer set", num_dims, num_symbols, cons)
            s = cls._table[key] = cls(num_dims, num_symbols, cons, flags)
        return s

    @classmethod
    def get_empty(cls, num_dims: int, num_symbols: int) -> IntegerSet:
        """The canonical empty set, ``1 == 0``."""
        return cls.get(num_dims, num_symbols, (constant(1),), (True,))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("IntegerSet is immutable")

    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    @property
    def num_constraints(self) -> int:
        return len(self.constraints)

    @property
    def num_equalities(self) -> int:
        return sum(self.eq_flags)

    @property
    def num_inequalities(self) -> int:
        return len(self.eq_flags) - self.num_equalities

    def is_eq(self, i: int) -> bool:
        return self.eq_flags[i]

    def is_empty_integer_set(self) -> bool:
        """True for the canonical empty set (a single ``1 == 0``)."""
        return self.constraints == (constant(1),) and self.eq_flags == (True,)

    def __str__(self) -> str:
        cons = ", ".join(
            print_expr(c) + (" == 0" if eq else " >= 0")
            for c, eq in zip(self.constraints, self.eq_flags, strict=True)
        )
        return _print_ids(self.num_dims, self.num_symbols) + " : (" + cons + ")"

    def __repr__(self) -> str:
        return f"<IntegerSet {self}>"

    def __reduce__(self) -> Any:
        return (IntegerSet.get, (self.num_dims, self.num_symbols, self.constraints, self.eq_flags))


def identity_map(n: int) -> AffineMap:
    return AffineMap.get(n, 0, [dim(i) for i in range(n)])


def constant_map(value: int) -> AffineMap:
    return AffineMap.get(0, 0, [constant(value)])


# -- lexing --------------------------------------------------------------------------------
# A small lexer for the tokens that can appear inside affine_map<...> / affine_set<...>,
# reproducing the token boundaries and lexer errors of MLIR's lexer.

_IDENT = "ident"
_INT = "int"
_FLOAT = "float"
PERCENT = "percent"
_EOF = "eof"
OTHER = "other"  # any other complete token (string, @sym, #attr, !type, ^bb, '{', ...)

_PUNCT = {"(", ")", "[", "]", "{", "}", "<", ">", "=", ",", ":", "*", "+", "?", "|", "/"}
_ID_START = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
_DIGITS = set("0123456789")
_HEX = set("0123456789abcdefABCDEF")
_ID_CHARS = _ID_START | _DIGITS | set("$.")
_SUFFIX_CHARS = _ID_START | _DIGITS | set("$.-")
_HIGH_OPS = {"*": _MUL, "floordiv": _FLOORDIV, "ceildiv": _CEILDIV, "mod": _MOD}


class AffineParser:
    """Recursive-descent parser for the dim/symbol lists, map ranges and set constraints,
    mirroring MLIR's AffineParser (same precedence climbing, messages and locations)."""

    def __init__(self, src: SourceFile, pos: int) -> None:
        self.src = src
        self.text = src.text
        self.end = len(src.text)
        self.kind = _EOF
        self.spelling = ""
        self.tok_pos = 0
        self.prev_end = pos
        self.names: dict[str, AffineExpr] = {}
        self.num_dims = 0
        self.num_symbols = 0
        self._lex(pos)

    # ---- tokens

    def _lex(self, pos: int) -> None:
        text, end = self.text, self.end
        while True:
            while pos < end and text[pos] in " \t\n\r":
                pos += 1
            if text.startswith("//", pos):
                nl = text.find("\n", pos)
                pos = end if nl < 0 else nl + 1
                continue
            break
        self.tok_pos = pos
        if pos >= end:
            self.kind, self.spelling = _EOF, ""
            return
        c = text[pos]
        stop = pos + 1
        kind = OTHER
        if c in _ID_START:
            while stop < end and text[stop] in _ID_CHARS:
                stop += 1
            kind = _IDENT
        elif c in _DIGITS:
            kind = _INT
            if c == "0" and stop + 1 < end and text[stop] == "x" and text[stop + 1] in _HEX:
                stop += 2
                while stop < end and text[stop] in _HEX:
                    stop += 1
            else:
                while stop < end and text[stop] in _DIGITS:
                    stop += 1
                if stop < end and text[stop] == ".":
                    kind = _FLOAT
                    stop += 1
                    while stop < end and text[stop] in _DIGITS:
                        stop += 1
                    if stop < end and text[stop] in "eE":
                        nxt = text[stop + 1 : stop + 3]
                        if nxt[:1].isdigit() or (nxt[:1] in ("-", "+") and nxt[1:2].isdigit()):
                            stop += 2
                            while stop < end and text[stop] in _DIGITS:
                                stop += 1
        elif c == "-":
            if stop < end and text[stop] == ">":
                stop += 1
            kind = text[pos:stop]
        elif c in _PUNCT:
            kind = c
            if c == "{" and text.startswith("-#", stop):
                stop += 2
                kind = OTHER
        elif c == ".":
            if not text.startswith("..", stop):
                raise self._err(stop, "expected three consecutive dots for an ellipsis")
            stop += 2
        elif c == '"':
            stop = self._lex_string(stop)
        elif c == "@":
            if stop < end and text[stop] == '"':
                stop = self._lex_string(stop + 1)
            elif stop < end and text[stop] in _ID_START:
                while stop < end and text[stop] in _ID_CHARS:
                    stop += 1
            else:
                raise self._err(stop, "@ identifier expected to start with letter or '_'")
        elif c in "%#^!":
            if c == "#" and text.startswith("-}", stop):
                stop += 2
            else:
                stop = self._lex_suffix_id(pos, c)
            if c == "%":
                kind = PERCENT
        else:
            raise self._err(pos, "unexpected character")
        self.kind, self.spelling = kind, text[pos:stop]

    def _lex_suffix_id(self, pos: int, sigil: str) -> int:
        text, end = self.text, self.end
        stop = pos + 1
        if stop < end and text[stop] in _DIGITS:
            while stop < end and text[stop] in _DIGITS:
                stop += 1
        elif stop < end and text[stop] in _SUFFIX_CHARS:
            while stop < end and text[stop] in _SUFFIX_CHARS:
                stop += 1
        else:
            msg = {
                "%": "invalid SSA name",
                "#": "invalid attribute name",
                "^": "invalid block name",
                "!": "invalid type identifier",
            }[sigil]
            raise self._err(pos, msg)
        return stop

    def _lex_string(self, pos: int) -> int:
        text, end = self.text, self.end
        while True:
            if pos >= end:
                raise self._err(end - 1 if end else 0, "expected '\"' in string literal")
            c = text[pos]
            pos += 1
            if c == '"':
                return pos
            if c in "\n\v\f":
                raise self._err(pos - 1, "expected '\"' in string literal")
            if c == "\\":
                if pos < end and text[pos] in '"\\nt':
                    pos += 1
                elif pos + 1 < end and text[pos] in _HEX and text[pos + 1] in _HEX:
                    pos += 2
                else:
                    raise self._err(pos - 1, "unknown escape in string literal")

    def _consume(self) -> None:
        self.prev_end = self.tok_pos + len(self.spelling)
        self._lex(self.prev_end)

    def consume_if(self, kind: str) -> bool:
        if self.kind == kind:
            self._consume()
            return True
        return False

    # ---- diagnostics

    def _err(self, offset: int, message: str) -> DiagnosticError:
        return error(self.src.loc(offset), message)

    def _err_here(self, message: str) -> DiagnosticError:
        """MLIR's emitError(): at the current token (at EOF, one character back)."""
        pos = self.tok_pos
        if self.kind == _EOF and pos > 0:
            pos -= 1
        return self._err(pos, message)

    def _err_wrong_token(self, message: str) -> DiagnosticError:
        """MLIR's emitWrongTokenError(): the message belongs after the previous token, so back
        up over whitespace, blank lines and trailing `//` comments to where it ended."""
        pos = self.tok_pos
        if self.kind == _EOF and pos > 0:
            pos -= 1
        text = self.text
        cut = pos
        while True:
            while cut > 0 and text[cut - 1] in " \t":
                cut -= 1
            if cut == 0:
                return self._err(pos, message)
            if text[cut - 1] not in "\n\r":
                return self._err(cut, message)
            cut -= 1
            line_start = max(text.rfind("\n", 0, cut), text.rfind("\r", 0, cut))
            if line_start < 0:
                line_start = 0
            comment = text.find("//", line_start, cut)
            if comment >= 0:
                cut = comment

    def expect(self, kind: str, message: str) -> None:
        if self.kind != kind:
            raise self._err_wrong_token(message)
        self._consume()

    # ---- dims and symbols

    def parse_dims_and_symbols(self) -> None:
        self._parse_id_list("(", ")", " in dimensional identifier list", is_dim=True)
        if self.kind == "[":
            self._parse_id_list("[", "]", " in symbol list", is_dim=False)

    def _parse_id_list(self, open_: str, close: str, context: str, is_dim: bool) -> None:
        self.expect(open_, f"expected '{open_}'{context}")
        if self.consume_if(close):
            return
        self._parse_id_def(is_dim)
        while self.consume_if(","):
            self._parse_id_def(is_dim)
        self.expect(close, f"expected '{close}'{context}")

    def _parse_id_def(self, is_dim: bool) -> None:
        if self.kind != _IDENT:
            raise self._err_wrong_token("expected bare identifier")
        name = self.spelling
        if name in self.names:
            raise self._err(self.tok_pos, f"redefinition of identifier '{name}'")
        if is_dim:
            self.names[name] = dim(self.num_dims)
            self.num_dims += 1
        else:
            self.names[name] = symbol(self.num_symbols)
            self.num_symbols += 1
        self._consume()

    # ---- expressions

    def parse_expr(self) -> AffineExpr:
        """Low-precedence chain (``+``/``-``) of high-precedence terms, left-associative."""
        llhs: AffineExpr | None = None
        llhs_op = ""
        while True:
            lhs = self._parse_operand(llhs)
            if self.kind in ("+", "-"):
                op = self.kind
                self._consume()
                llhs = lhs if llhs is None else self._low(llhs_op, llhs, lhs)
                llhs_op = op
                continue
            hop = self._high_op()
            if hop is not None:
                op_pos = self.tok_pos
                self._consume()
                high = self._parse_high(lhs, hop, op_pos)
                expr = high if llhs is None else self._low(llhs_op, llhs, high)
                if self.kind in ("+", "-"):
                    llhs_op = self.kind
                    self._consume()
                    llhs = expr
                    continue
                return expr
            return lhs if llhs is None else self._low(llhs_op, llhs, lhs)

    def _high_op(self) -> AffineExprKind | None:
        """The multiplicative operator at the current token, if any (`floordiv`, `ceildiv`
        and `mod` are keywords that lex as identifiers)."""
        if self.kind == "*":
            return _MUL
        if self.kind == _IDENT:
            return _HIGH_OPS.get(self.spelling)
        return None

    @staticmethod
    def _low(op: str, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
        return add(lhs, rhs) if op == "+" else sub(lhs, rhs)

    def _parse_high(self, llhs: AffineExpr, op: AffineExprKind, op_pos: int) -> AffineExpr:
        """Chain of ``*``/``floordiv``/``ceildiv``/``mod``. A non-affine operation is reported
        at the operator that follows it, or at its own operator when it ends the chain."""
        while True:
            lhs = self._parse_operand(llhs)
            next_op = self._high_op()
            if next_op is not None:
                next_pos = self.tok_pos
                self._consume()
                llhs = self._high(op, llhs, lhs, next_pos)
                op, op_pos = next_op, next_pos
                continue
            return self._high(op, llhs, lhs, op_pos)

    def _high(self, op: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr, pos: int) -> AffineExpr:
        if op is _MUL:
            if not lhs.symbolic and not rhs.symbolic:
                raise self._err(
                    pos,
                    "non-affine expression: at least one of the multiply "
                    "operands has to be either a constant or symbolic",
                )
            return mul(lhs, rhs)
        if not rhs.symbolic:
            raise self._err(
                pos,
                f"non-affine expression: right operand of {op.value} has to "
                "be either a constant or symbolic",
            )
        if op is _FLOORDIV:
            return floordiv(lhs, rhs)
        if op is _CEILDIV:
            return ceildiv(lhs, rhs)
        return mod(lhs, rhs)

    def _parse_operand(self, lhs: AffineExpr | None) -> AffineExpr:
        kind = self.kind
        if kind == _IDENT:
            if self.spelling == "symbol":
                # `symbol(%ssa)` only makes sense in ops that bind SSA values.
                self._consume()
                self.expect("(", "expected '(' at start of SSA symbol")
                raise self._err_wrong_token("unexpected ssa identifier")
            e = self.names.get(self.spelling)
            if e is None:
                raise self._err_wrong_token("use of undeclared identifier")
            self._consume()
            return e
        if kind == _INT:
            spelling = self.spelling
            digits = spelling[2:] if spelling[:2] == "0x" else spelling
            # Longer than any i64: refused before int() reads huge text.
            if len(digits.lstrip("0")) > 20 or int_literal(spelling) > INT64_MAX:
                raise self._err_here("constant too large for index")
            self._consume()
            return constant(int_literal(spelling))
        if kind == "(":
            self._consume()
            if self.kind == ")":
                raise self._err_here("no expression inside parentheses")
            e = self.parse_expr()
            self.expect(")", "expected ')'")
            return e
        if kind == "-":
            self._consume()
            try:
                return neg(self._parse_operand(lhs))
            except DiagnosticError as exc:
                exc.followups.append(self._err_here("missing operand of negation").diag)
                raise
        if kind == PERCENT:
            raise self._err_wrong_token("unexpected ssa identifier")
        if kind in ("+", "*"):
            side = "right" if lhs is not None else "left"
            raise self._err_here(f"missing {side} operand of binary operator")
        if lhs is not None:
            raise self._err_here("missing right operand of binary operator")
        raise self._err_here("expected affine expression")

    # ---- maps and sets

    def parse_map_range(self) -> AffineMap:
        self.expect("(", "expected '(' in affine map range")
        results: list[AffineExpr] = []
        if not self.consume_if(")"):
            results.append(self.parse_expr())
            while self.consume_if(","):
                results.append(self.parse_expr())
            self.expect(")", "expected ')' in affine map range")
        return AffineMap.get(self.num_dims, self.num_symbols, results)

    def parse_set_constraints(self) -> IntegerSet:
        self.expect("(", "expected '(' in integer set constraint list")
        cons: list[AffineExpr] = []
        flags: list[bool] = []
        if not self.consume_if(")"):
            self._parse_constraint(cons, flags)
            while self.consume_if(","):
                self._parse_constraint(cons, flags)
            self.expect(")", "expected ')' in integer set constraint list")
        if not cons:
            # An empty list means "true": the constraint 0 == 0.
            cons, flags = [constant(0)], [True]
        return IntegerSet.get(self.num_dims, self.num_symbols, cons, flags)

    def _parse_constraint(self, cons: list[AffineExpr], flags: list[bool]) -> None:
        lhs = self.parse_expr()
        # `>=`, `<=` and `==` are two tokens each (whitespace between them is accepted).
        if self.consume_if(">") and self.consume_if("="):
            cons.append(sub(lhs, self.parse_expr()))
            flags.append(False)
            return
        if self.consume_if("<") and self.consume_if("="):
            cons.append(sub(self.parse_expr(), lhs))
            flags.append(False)
            return
        if self.consume_if("=") and self.consume_if("="):
            cons.append(sub(lhs, self.parse_expr()))
            flags.append(True)
            return
        raise self._err_here(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"
        )

    def parse_map_or_set(self) -> AffineMap | IntegerSet:
        self.parse_dims_and_symbols()
        if self.consume_if("->"):
            return self.parse_map_range()
        self.expect(":", "expected '->' or ':'")
        return self.parse_set_constraints()


# Parentheses and negations recurse (about two frames per nesting level); make room for a
# few thousand levels. Python 3.11 does not use the C stack for these Python-level calls.
_MIN_RECURSION_LIMIT = 12000


def _parse(src: SourceFile, pos: int, want: type | None) -> tuple[AffineMap | IntegerSet, int]:
    old_limit = sys.getrecursionlimit()
    if old_limit < _MIN_RECURSION_LIMIT:
        sys.setrecursionlimit(_MIN_RECURSION_LIMIT)
    try:
        p = AffineParser(src, pos)
        start = p.tok_pos
        result = p.parse_map_or_set()
        if want is AffineMap and not isinstance(result, AffineMap):
            raise p._err(start, "expected AffineMap, but got IntegerSet")
        if want is IntegerSet and not isinstance(result, IntegerSet):
            raise p._err(start, "expected IntegerSet, but got AffineMap")
        if p.kind != ">":
            what = "affine map" if isinstance(result, AffineMap) else "integer set"
            raise p._err_wrong_token(f"expected '>' in {what}")
        return result, p.tok_pos
    except RecursionError:
        raise error(src.loc(pos), "affine expression nested too deeply") from None
    finally:
        if old_limit < _MIN_RECURSION_LIMIT:
            sys.setrecursionlimit(old_limit)


def parse_affine_map(src: SourceFile, pos: int) -> tuple[AffineMap, int]:
    """Parse the body of ``affine_map<...>`` starting at ``pos`` (just after the ``<``).
    Returns the map and the offset of the closing ``>``, which is not consumed."""
    result, end = _parse(src, pos, AffineMap)
    assert isinstance(result, AffineMap)
    return result, end


def parse_integer_set(src: SourceFile, pos: int) -> tuple[IntegerSet, int]:
    """Parse the body of ``affine_set<...>``; like :func:`parse_affine_map`."""
    result, end = _parse(src, pos, IntegerSet)
    assert isinstance(result, IntegerSet)
    return result, end


def parse_map_or_set(src: SourceFile, pos: int) -> tuple[AffineMap | IntegerSet, int]:
    """Parse a map or a set: ``->`` after the dim/symbol lists makes a map, ``:`` a set."""
    return _parse(src, pos, None)
