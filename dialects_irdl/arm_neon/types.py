"""Type transforms of the arm_neon dialect, as its ``TypesMatchWith`` traits compute them in
C++:

- ``ArmNeonSMullRes``: the vector with its element twice as wide (``VectorType``'s
  ``scaleElementBitwidth(2)``: ``iN`` -> ``i2N``, ``f16``/``bf16`` -> ``f32``, ``f32`` ->
  ``f64``; None, which no type equals, otherwise);
- ``ArmNeonSdotRes``: ``vector<N/4 x i32>`` for a vector of N leading elements.
"""

from __future__ import annotations

from core import builtin as B
from core.attributes import Attribute, get
from irdl.plugin import Plugin

plugin = Plugin("arm_neon")

_WIDER_FLOAT = {"f16": "f32", "bf16": "f32", "f32": "f64"}


def _scale_element_bitwidth(t: Attribute) -> Attribute | None:
    if t.defn is not B.T["vector"]:
        return None
    shape, element, scalable = t.params
    if element.defn is B.T["integer"]:
        wider = B.integer_type(element.params[0] * 2, element.params[1])
    elif element.defn in B.FLOAT_DEFS and B.FLOAT_DEFS[element.defn] in _WIDER_FLOAT:
        wider = B.float_type(_WIDER_FLOAT[B.FLOAT_DEFS[element.defn]])
    else:
        return None
    return get(B.T["vector"], (shape, wider, scalable))


def _sdot_result(t: Attribute) -> Attribute | None:
    if t.defn is not B.T["vector"] or not t.params[0]:
        return None
    return get(B.T["vector"], ((t.params[0][0] // 4,), B.integer_type(32), (False,)))


plugin.type_transform("ArmNeonSMullRes", _scale_element_bitwidth)
plugin.type_transform("ArmNeonSdotRes", _sdot_result)
