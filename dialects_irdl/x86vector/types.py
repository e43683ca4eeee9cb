"""Type transforms of the x86vector dialect, as its ``TypesMatchWith`` traits compute them
in C++ from a 1-D vector ``vector<N x T>``:

- ``X86vectorMaskCompressK``, ``X86vectorVp2IntersectK1``, ``X86vectorVp2IntersectK2``:
  the mask ``vector<N x i1>``;
- ``X86vectorMaskRndScaleImm``, ``X86vectorMaskScaleFK``: the integer ``iN``;
- ``X86vectorDotBF16A``: ``vector<2N x bf16>``; ``X86vectorDotInt8A``: ``vector<4N x i8>``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from irdl.plugin import Plugin

plugin = Plugin("x86vector")


def _leading(t: Attribute) -> int | None:
    """The leading dimension of a vector, None for anything else."""
    if t.defn is not B.T["vector"] or not t.params[0]:
        return None
    return int(t.params[0][0])


def _vector_of(scale: int, element: Callable[[], Attribute]) -> Callable[[Attribute], Any]:
    def transform(t: Attribute) -> Attribute | None:
        n = _leading(t)
        if n is None:
            return None
        return get(B.T["vector"], ((n * scale,), element(), (False,)))

    return transform


def _integer_of_width(t: Attribute) -> Attribute | None:
    n = _leading(t)
    return None if n is None else B.integer_type(n)


_mask = _vector_of(1, lambda: B.integer_type(1))
plugin.type_transform("X86vectorMaskCompressK", _mask)
plugin.type_transform("X86vectorVp2IntersectK1", _mask)
plugin.type_transform("X86vectorVp2IntersectK2", _mask)
plugin.type_transform("X86vectorMaskRndScaleImm", _integer_of_width)
plugin.type_transform("X86vectorMaskScaleFK", _integer_of_width)
plugin.type_transform("X86vectorDotBF16A", _vector_of(2, lambda: B.float_type("bf16")))
plugin.type_transform("X86vectorDotInt8A", _vector_of(4, lambda: B.integer_type(8)))
