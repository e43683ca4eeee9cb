"""What the IRDL runtime knows of the IRDL dialect's own attributes.

``#irdl<variadicity_array[ single,  variadic]>`` says which operands or results of an
``irdl.operands``/``irdl.results`` are optional or variadic. Once the IRDL dialect is
loaded it is an attribute of its ``variadicity_array`` definition; while the bootstrap
file itself is read (the dialect not loaded yet), it is an opaque attribute whose text is
read here.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get


def variadicity_array_attr(ctx: Any, kinds: list[str]) -> Attribute:
    d = ctx.dialect("irdl")
    one = d.attrs["variadicity"]
    array = d.attrs["variadicity_array"]
    elems = tuple(get(one, (B.string_attr(k),)) for k in kinds)
    return get(array, (B.array_attr(elems),))


def variadicity_values(attr: Attribute | None) -> list[str]:
    """The variadicity kinds of a variadicity array (loaded or opaque); [] when absent."""
    if attr is None:
        return []
    d = attr.defn
    if d.key == "#irdl.variadicity_array":
        return [e.params[0].params[0] for e in attr.params[0].params[0]]
    if d is B.A["opaque"] and attr.params[0] == "irdl":
        data = attr.params[1]
        if data.startswith("variadicity_array[") and data.endswith("]"):
            inner = data[len("variadicity_array[") : -1]
            return [k.strip() for k in inner.split(",") if k.strip()]
    return []
