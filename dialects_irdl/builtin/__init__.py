"""The builtin dialect's plug-in: the checks MLIR's C++ makes of builtin types beyond what
builtin.irdl.mlir's constraints say (``verifier = "..."`` on its types).

- ``MemRefType`` and ``UnrankedMemRefType``: a supported memory space; a layout that fits
  the rank.
- ``VectorType``: positive sizes.

A check takes the type's parameters (as the core holds them) and returns None, or the
message and the index of the parameter at fault (-1: the value).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from irdl.plugin import Plugin

plugin = Plugin("builtin")


def _memref_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """MLIR's MemRefType::verify: a supported memory space; a layout that fits the rank."""
    shape, _, layout, space = params
    if (
        space is not None
        and space.defn.dialect == "builtin"
        and space.defn not in (B.A["integer"], B.A["string"], B.A["dictionary"], B.A["opaque"])
    ):
        return "unsupported memory space Attribute", -1
    if layout is not None and layout.defn is B.A["affine_map"]:
        dims = layout.params[0].num_dims
        if dims != len(shape):
            return (
                f"memref layout mismatch between rank and affine map: {len(shape)} != {dims}",
                -1,
            )
    if layout is not None and layout.defn is B.A["strided_layout"]:
        if len(layout.params[1]) != len(shape):
            return "expected the number of strides to match the rank", -1
    return None


def _unranked_memref_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    return _memref_type(((), None, None, params[1]))


def _vector_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """MLIR's VectorType::verify: every size positive."""
    shape = params[0]
    if any(d <= 0 for d in shape):
        sizes = ", ".join(str(d) for d in shape)
        return f"vector types must have positive constant sizes but got {sizes}", -1
    return None


plugin.type_verifier("MemRefType", _memref_type)
plugin.type_verifier("UnrankedMemRefType", _unranked_memref_type)
plugin.type_verifier("VectorType", _vector_type)
