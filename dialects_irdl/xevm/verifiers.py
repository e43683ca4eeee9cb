"""Named verifiers of the xevm dialect, with mlir-opt-22's messages:

- ``XevmBlockLoad``, ``XevmBlockStore``: a vector value has 2, 4 or 8 elements (or 16 of
  8 bits);
- ``XevmBlockLoad2d``: the hardware's 2D block load restrictions (the result's size in
  bits is ``elem_size_in_bits * tile_height * tile_width * v_blocks / 16``; the tile's
  bounds for a plain, transposed or packed (VNNI) load by element size), then the checks
  the 2D operations share, then a 32-bit result for 32-bit or packed elements and a tile
  width of 16 when packed;
- ``XevmBlockStore2d``: tile height and width bounds by element size, the shared checks,
  then the widths a store supports;
- ``XevmBlockPrefetch2d``: the shared checks, then the widths a prefetch supports;
- the shared checks: a constant pitch not below a constant width; an element size of 8,
  16 or 32; a tile height and vector block count that are powers of two up to 32 and 8;
- ``XevmMMA``: the accumulator ``c``, when given, has the result's type.

``#xevm.target``'s C++ verifier is not reproduced: mlir-opt-22 does not run it when it
reads the attribute.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation, Value
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("xevm")


def _int(op: Operation, name: str, default: int = 0) -> int:
    a = inherent(op, name)
    return int(a.params[1]) if a is not None and a.defn is B.A["integer"] else default


def _flag(op: Operation, name: str) -> bool:
    return _int(op, name) != 0


def _bit_width(t: Attribute) -> int | None:
    """The width of an integer or float type (None for other types)."""
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    kind = B.FLOAT_DEFS.get(t.defn)
    if kind is None:
        return None
    widths = {"bf16": 16, "f16": 16, "tf32": 19, "f32": 32, "f64": 64, "f80": 80, "f128": 128}
    return widths.get(kind, 8 if kind.startswith("f8") else None)


def _constant(v: Value) -> int | None:
    """The value of an integer ``arith.constant`` (or ``llvm.mlir.constant``) operand."""
    op = getattr(v, "owner", None)
    if not isinstance(op, Operation) or op.name not in ("arith.constant", "llvm.mlir.constant"):
        return None
    a = inherent(op, "value")
    return int(a.params[1]) if a is not None and a.defn is B.A["integer"] else None


def _power_of_2(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


def _matrix_input(op: Operation, diags: list[Diagnostic], v_blocks: bool) -> bool:
    """The checks the 2D block operations share: the pitch against the width (when both
    are constants), then the element size, tile height and (when the operation has them)
    vector blocks."""
    width, pitch = _constant(op.operands[1]), _constant(op.operands[3])
    if width is not None and pitch is not None and pitch < width:
        return fail(diags, op, "4th operand (base pitch) should be >= 2nd operand (base width)")
    size = _int(op, "elem_size_in_bits")
    if size < 8 or not _power_of_2(size) or size > 32:
        return fail(diags, op, "expecting 'elem_size_in_bits' to be 8, 16, or 32")
    height = _int(op, "tile_height")
    if height > 32 or not _power_of_2(height):
        return fail(diags, op, "expecting tile_height to be 1, 2, 4, 8, 16, or 32")
    if v_blocks:
        blocks = _int(op, "v_blocks")
        if blocks > 8 or not _power_of_2(blocks):
            return fail(diags, op, "expecting v_blocks to be 1, 2, 4, or 8")
    return True


def _between(op: Operation, diags: list[Diagnostic], name: str, lo: int, hi: int) -> bool:
    value = _int(op, name)
    if value < lo or value > hi:
        return fail(diags, op, f"expecting {name} to be between {lo} and {hi}")
    return True


def _one_of(op: Operation, diags: list[Diagnostic], name: str, values: tuple[int, ...]) -> bool:
    if _int(op, name) in values:
        return True
    words = [str(v) for v in values]
    if len(words) == 1:
        text = words[0]
    else:  # "1 or 2", "1, 2, or 4"
        text = ", ".join(words[:-1]) + ("," if len(words) > 2 else "") + f" or {words[-1]}"
    return fail(diags, op, f"expecting {name} to be {text}")


def _load_restriction(op: Operation, diags: list[Diagnostic]) -> bool:
    """What the hardware's 2D block load supports (the C++ helper's checks)."""
    result = op.results[0].type
    element = result.params[1]
    width = _bit_width(element)
    if width is None:
        return fail(diags, op, "expecting result element type to be int or float")
    count = 1
    for d in result.params[0]:
        count *= d
    size = count * width
    es, tw, th, vb = (_int(op, n) for n in ("elem_size_in_bits", "tile_width", "tile_height",
                                              "v_blocks"))  # fmt: skip
    expected = es * th * tw * vb // 16
    if size != expected:
        return fail(diags, op, f"result size of {size} bits does not match the expected size "
                    f"of {expected} bits")  # fmt: skip
    transpose, pack = _flag(op, "transpose"), _flag(op, "pack_register")
    if transpose and pack:
        return fail(diags, op, "transpose and pack_register are mutually exclusive")
    if not transpose and not pack:
        if not _between(op, diags, "tile_height", 1, 32):
            return False
        limits = {8: (4, 64, (1, 2, 4)), 16: (2, 32, (1, 2, 4)), 32: (1, 16, (1, 2)),
                  64: (1, 8, (1,))}  # fmt: skip
        if es not in limits:
            return fail(diags, op, "expecting elem_size_in_bits to be 8, 16, 32, or 64")
        lo, hi, blocks = limits[es]
        if not _between(op, diags, "tile_width", lo, hi):
            return False
        if not _one_of(op, diags, "v_blocks", blocks):
            return False
        if es != 64 and tw * vb > hi:
            return fail(diags, op, f"tile_width * v_blocks should be less than or equal to {hi} "
                        f"for {es} bit elements")  # fmt: skip
        return True
    if transpose:
        if not _one_of(op, diags, "v_blocks", (1,)):
            return False
        if es == 32:
            return _between(op, diags, "tile_height", 1, 32) and _between(
                op, diags, "tile_width", 1, 8
            )
        if es == 64:
            if th != 8:
                return fail(diags, op, "expecting tile_height to be 8 for 64 bit elements")
            return _one_of(op, diags, "tile_width", (1, 2, 4))
        return fail(diags, op, "transpose is only supported for 32 and 64 bit elements")
    if not _one_of(op, diags, "v_blocks", (1, 2, 4)):
        return False
    if es == 8:
        return _between(op, diags, "tile_height", 4, 32) and _between(
            op, diags, "tile_width", 4, 16
        )
    if es == 16:
        if not (_between(op, diags, "tile_height", 2, 32)
                and _between(op, diags, "tile_width", 2, 16)):  # fmt: skip
            return False
        if tw * vb > 32:
            return fail(diags, op, "tile_width * v_blocks should be less than or equal to 32 "
                        "for 16 bit elements")  # fmt: skip
        return True
    return fail(diags, op, "pack_register is only supported for 8 and 16 bit elements")


def _block_load_2d(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _load_restriction(op, diags) or not _matrix_input(op, diags, True):
        return False
    width = _bit_width(op.results[0].type.params[1])
    pack = _flag(op, "pack_register")
    if (_int(op, "elem_size_in_bits") == 32 or pack) and width != 32:
        return fail(diags, op, "expecting result element type to be 32 bits")
    if pack and _int(op, "tile_width") != 16:
        return fail(diags, op, "tile_width when pack_register is true should be equal to "
                    "subgroup size (16 elements)")  # fmt: skip
    return True


def _block_store_2d(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _between(op, diags, "tile_height", 1, 8):
        return False
    es = _int(op, "elem_size_in_bits")
    limits = {8: (4, 64), 16: (2, 32), 32: (1, 16), 64: (1, 8)}
    if es not in limits:
        return fail(diags, op, "expecting elem_size_in_bits to be 8, 16, 32, or 64")
    if not _between(op, diags, "tile_width", *limits[es]):
        return False
    if not _matrix_input(op, diags, False):
        return False
    tw = _int(op, "tile_width")
    if es == 8 and tw not in (16, 32):
        return fail(diags, op, "tile_width for 8 bit elements should be equal to 16 or 32")
    if es in (16, 32) and tw != 16:
        return fail(diags, op, f"tile_width for {es} bit elements should be equal to 16")
    return True


def _block_prefetch_2d(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not _matrix_input(op, diags, True):
        return False
    es, tw = _int(op, "elem_size_in_bits"), _int(op, "tile_width")
    if es == 8 and tw not in (16, 32):
        return fail(diags, op, "tile_width for 8 bit elements should be equal to 16 or 32")
    if es == 16 and tw != 16:
        return fail(diags, op, "tile_width for 16 bit elements should be equal to 16")
    if es == 32 and tw not in (8, 16):
        return fail(diags, op, "tile_width for 32 bit elements should be equal to 8 or 16")
    return True


def _block_1d(value: str) -> Any:
    """The check of a subgroup block load (the result) or store (``val``): a vector of 2, 4
    or 8 elements, or 16 of 8 bits."""

    def verify(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        t = op.results[0].type if value == "res" else op.operands[1].type
        if t.defn is not B.T["vector"]:
            return True
        (size,), element = t.params[0], t.params[1]
        if _bit_width(element) == 8:
            if size not in (2, 4, 8, 16):
                return fail(diags, op, "vector size must be 2, 4, 8 or 16 for 8-bit element type")
        elif size not in (2, 4, 8):
            return fail(diags, op, "vector size must be 2, 4 or 8 for element type > 8 bits")
        return True

    return verify


def _mma(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) == 3 and op.operands[2].type is not op.results[0].type:
        return fail(diags, op, "type of C operand must match result type")
    return True


plugin.verifier("XevmMMA", _mma)
plugin.verifier("XevmBlockLoad", _block_1d("res"))
plugin.verifier("XevmBlockStore", _block_1d("val"))
plugin.verifier("XevmBlockLoad2d", _block_load_2d)
plugin.verifier("XevmBlockStore2d", _block_store_2d)
plugin.verifier("XevmBlockPrefetch2d", _block_prefetch_2d)
