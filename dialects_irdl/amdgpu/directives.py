"""Custom forms of the amdgpu dialect, as mlir-opt-22 reads and prints them.

- ``MNKDimensionList($m, $n, $k)``: the shape of a matrix operation (``mfma``, ``wmma``,
  ``sparse_mfma``, ``scaled_mfma``, ``scaled_wmma``), ``16x16x32``: a static dimension list
  without a trailing ``x``, of exactly three sizes, each held as an i32 attribute (a size
  beyond 32 bits keeps its low 32 bits, as C++'s ``getI32IntegerAttr`` does). ``?`` is
  "expected static shape"; a missing size after an ``x`` is "invalid dimension"; another
  count is "expected 3 dimensions in MNK dimension list", where the list ends.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.lexer import BARE, INT, int_literal
from irdl.plugin import Plugin, Slot

plugin = Plugin("amdgpu")

_I32 = B.integer_type(32)


def _dimension(p: Any) -> int:
    """One static size (``0x4`` is ``0`` then ``x4``, as MLIR's lexer splits it)."""
    lex = p.lex
    if p.at_punct("?"):
        p.error_here("expected static shape")
    if lex.kind is not INT:
        p.error_here("invalid dimension")
    spelling = p.tok
    if spelling.startswith("0x"):
        lex.reset(lex.start + 1)
        return 0
    value = int_literal(spelling)
    if value >= 2**63:
        p.error_here("invalid dimension")
    lex.next()
    return value


def _consume_x(p: Any) -> bool:
    lex = p.lex
    if lex.kind is BARE and p.text[lex.start] == "x":
        lex.reset(lex.start + 1)
        return True
    return False


def _i32(value: int) -> int:
    """The low 32 bits of ``value``, signed."""
    value &= 0xFFFFFFFF
    return value - 2**32 if value >= 2**31 else value


def _parse_mnk(dp: Any, m: Slot, n: Slot, k: Slot) -> None:
    p = dp.p
    dims: list[int] = []
    if p.lex.kind is INT or p.at_punct("?"):
        dims.append(_dimension(p))
        while _consume_x(p):
            dims.append(_dimension(p))
    if len(dims) != 3:
        p.custom_error("expected 3 dimensions in MNK dimension list")
    for slot, value in zip((m, n, k), dims):
        dp.set_attr(slot, B.integer_attr(_i32(value), _I32))


def _print_mnk(dp: Any, m: Slot, n: Slot, k: Slot) -> None:
    sizes = []
    for slot in (m, n, k):
        a = dp.attr(slot)
        sizes.append(str(a.params[1]) if a is not None and a.defn is B.A["integer"] else "0")
    dp.p.write("x".join(sizes))


plugin.directive("MNKDimensionList", _parse_mnk, _print_mnk)
