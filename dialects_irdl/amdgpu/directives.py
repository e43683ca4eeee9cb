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
from core.lexer import INT
from irdl.format.directives import consume_x, parse_dimension
from irdl.plugin import Plugin, Slot

plugin = Plugin("amdgpu")

_I32 = B.integer_type(32)


def _i32(value: int) -> int:
    """The low 32 bits of ``value``, signed."""
    value &= 0xFFFFFFFF
    return value - 2**32 if value >= 2**31 else value


def _parse_mnk(dp: Any, m: Slot, n: Slot, k: Slot) -> None:
    p = dp.p
    dims: list[int] = []
    if p.lex.kind is INT or p.at_punct("?"):
        dims.append(parse_dimension(p, False))
        while consume_x(p):
            dims.append(parse_dimension(p, False))
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
