"""The amx dialect's tile type, ``!amx.tile<16x64xi8>`` (C++'s parser and printer,
``cpp_assembly_format = "AmxTileType"``), and the C++ class the generated predicates name.

- ``AmxTileShape($shape, $elementType)``: a static dimension list with its trailing ``x``,
  then the element type; printed as C++ does, ``x`` even when there is no dimension.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from irdl.plugin import Plugin

plugin = Plugin("amx")


def tile_shape(t: Attribute) -> tuple[int, ...]:
    """The dimensions of a ``!amx.tile``."""
    return tuple(int(d.params[1]) for d in t.params[0].params[0])


def _parse_tile_shape(p: Any, shape: str, element: str) -> dict[str, Any]:
    dims, _ = p.parse_dimension_list(False, False)
    t = p.parse_type()
    return {shape: B.array_attr(tuple(B.integer_attr(d, B.I64) for d in dims)), element: t}


def _print_tile_shape(attrs: Any, params: dict[str, Any], shape: str, element: str) -> str:
    # C++ writes the dimension list, then `x` (even after no dimension: `!amx.tile<xf32>`)
    dims = "x".join(str(d.params[1]) for d in params[shape].params[0])
    return f"{dims}x{attrs.type(params[element])}"


plugin.param_directive("AmxTileShape", _parse_tile_shape, _print_tile_shape)
plugin.assembly_format("AmxTileType", "`<` custom<AmxTileShape>($shape, $elementType) `>`")
plugin.cpp_classes((("amx::TileType", "!amx.tile", "AMX 2D tile to be used by AMX opertaions."),))
