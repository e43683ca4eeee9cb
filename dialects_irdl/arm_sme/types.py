"""Type transforms of the arm_sme dialect, as its ``TypesMatchWith`` traits compute them in
C++ from a vector type:

- ``ArmSmeExtractTileSliceResult``, ``ArmSmeInsertTileSliceVector``: a tile's slice, the
  vector without its leading dimension;
- ``ArmSmeTileSliceMaskConstraint``: that slice with ``i1`` elements;
- ``ArmSmeOuterProductResultTileTypeConstraint``: the tile ``vector<[N]x[N]xT>`` of a 1-D
  operand ``vector<[N]xT>``.
"""

from __future__ import annotations

from core import builtin as B
from core.attributes import Attribute, get
from irdl.plugin import Plugin

plugin = Plugin("arm_sme")


def _slice(t: Attribute, element: Attribute | None = None) -> Attribute | None:
    """``t`` without its leading dimension (``element``: with that element type)."""
    if t.defn is not B.T["vector"] or not t.params[0]:
        return None
    shape, elem, scalable = t.params
    return get(B.T["vector"], (shape[1:], elem if element is None else element, scalable[1:]))


def _slice_mask(t: Attribute) -> Attribute | None:
    return _slice(t, B.integer_type(1))


def _outer_product_tile(t: Attribute) -> Attribute | None:
    if t.defn is not B.T["vector"] or not t.params[0]:
        return None
    size = t.params[0][0]
    return get(B.T["vector"], ((size, size), t.params[1], (True, True)))


plugin.type_transform("ArmSmeExtractTileSliceResult", _slice)
plugin.type_transform("ArmSmeInsertTileSliceVector", _slice)
plugin.type_transform("ArmSmeTileSliceMaskConstraint", _slice_mask)
plugin.type_transform("ArmSmeOuterProductResultTileTypeConstraint", _outer_product_tile)
