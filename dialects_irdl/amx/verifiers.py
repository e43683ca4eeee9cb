"""Named verifiers of the amx dialect, with mlir-opt-22's messages:

- the tile shape every operation checks on its tiles: at most 16 rows (``bad row height:
  N``), and a row of at most 64 bytes that is a whole number of 4-byte words (``bad
  column width: B``, in bytes);
- ``AmxTileLoad``, ``AmxTileStore``: one index per dimension of the memref (``requires N
  indices``), the tile's shape, then a memref of rank 2 or more unless a stride is given
  and a unit innermost stride;
- ``AmxTileZero``: the result's shape;
- ``AmxTileMulF``, ``AmxTileMulI``: the three tiles' shapes, then ``m x k`` times ``k x n``
  into ``m x n`` (``bad mult shape: m x n x k``, with ``k`` in pairs of bf16/f16 or
  quadruples of i8), then the floating-point element types (``unsupported type
  combination``).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from dialects_irdl.amx.types import tile_shape
from irdl.checks.shaped import shape_of, strides_and_offset
from irdl.format.ops import value_groups
from irdl.plugin import Plugin, fail

plugin = Plugin("amx")

_MAX_ROWS = 16
_BITS_PER_ROW = 64 * 8


def _bit_width(t: Attribute) -> int:
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    return {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}.get(B.FLOAT_DEFS.get(t.defn, ""), 0)


def _tile_size_ok(op: Operation, diags: list[Diagnostic], t: Attribute) -> bool:
    shape = tile_shape(t)
    if len(shape) != 2:
        return True  # the operation's constraints report it
    columns = shape[1] * _bit_width(t.params[1])
    if shape[0] > _MAX_ROWS:
        return fail(diags, op, f"bad row height: {shape[0]}")
    if columns > _BITS_PER_ROW or columns & 0x1F:
        return fail(diags, op, f"bad column width: {columns >> 3}")
    return True


def _groups(op: Operation, ctx: Any) -> dict[str, list[Any]]:
    info = ctx.op_info(op.name) if ctx is not None else None
    return value_groups(op, info.defn) if info is not None and info.defn is not None else {}


def _memory(tile: str, from_result: bool) -> Any:
    """The check of a tile load (``from_result``) or store."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        groups = _groups(op, ctx)
        memref = op.operands[0].type
        rank = len(shape_of(memref))
        if len(groups.get("indices", [])) != rank:
            return fail(diags, op, f"requires {rank} indices")
        t = op.results[0].type if from_result else groups[tile][0].type
        if not _tile_size_ok(op, diags, t):
            return False
        if rank < 2 and not groups.get("stride"):
            return fail(diags, op, "requires at least 2D memref")
        layout = strides_and_offset(memref)
        if layout is None or (layout[0] and layout[0][-1] != 1):
            return fail(diags, op, "requires memref with unit innermost stride")
        return True

    return verify


def _zero(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _tile_size_ok(op, diags, op.results[0].type)


def _multiply(scale: int, floating: bool) -> Any:
    """The check of a tile multiplication: ``scale`` is log2 of the elements packed into
    each 32-bit column of the operands."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        a, b, c = (v.type for v in op.operands[:3])
        if not all(_tile_size_ok(op, diags, t) for t in (a, b, c)):
            return False
        (am, ak), (bk, bn), (cm, cn) = tile_shape(a), tile_shape(b), tile_shape(c)
        ak, bn = ak >> scale, bn >> scale
        if cm != am or cn != bn or ak != bk:
            return fail(diags, op, f"bad mult shape: {cm} x {cn} x {ak}")
        ta, tb, tc = a.params[1], b.params[1], c.params[1]
        if floating:
            ok = ta.defn in (B.T["bf16"], B.T["f16"]) and ta is tb and tc.defn is B.T["f32"]
        else:
            ok = all(t.defn is B.T["integer"] for t in (ta, tb, tc))
            ok = ok and (ta.params[0], tb.params[0], tc.params[0]) == (8, 8, 32)
        if not ok:
            return fail(diags, op, "unsupported type combination")
        return True

    return verify


plugin.verifier("AmxTileLoad", _memory("res", True))
plugin.verifier("AmxTileStore", _memory("val", False))
plugin.verifier("AmxTileZero", _zero)
plugin.verifier("AmxTileMulF", _multiply(1, True))
plugin.verifier("AmxTileMulI", _multiply(2, False))
