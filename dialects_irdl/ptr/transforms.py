"""The C++ type transforms of ptr's ``TypesMatchWith`` traits (``cpp:Name`` in
ptr.irdl.mlir), which let ``ptr.get_metadata`` and ``ptr.from_ptr`` leave the metadata's
type out of their custom form: ``PtrGetMetadataResult`` (of the pointer's type) and
``PtrFromPtrMetadata`` (of the result's type) are both ``P`` -> ``!ptr.ptr_metadata<P>``
(its parameter held as a type attribute, as the type's parser holds it); and the result
type C++ infers for ``ptr.ptr_add`` (``PtrPtrAdd``).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from irdl.plugin import Plugin

plugin = Plugin("ptr")


def _metadata_type(t: Any) -> Any:
    from irdl.runtime.library import LIBRARY

    info = next(i for i in LIBRARY.load("ptr") or () if i.name == "ptr")
    return get(info.types.get("ptr_metadata") or info.types["!ptr_metadata"], (B.type_attr(t),))


plugin.type_transform("PtrGetMetadataResult", _metadata_type)
plugin.type_transform("PtrFromPtrMetadata", _metadata_type)


def _ptr_add_result(ctx: Any, types: list[Any], attrs: dict[str, Any]) -> list[Any] | None:
    """C++'s inferReturnTypes of ptr.ptr_add: the base's type, or, for a scalar base and a
    shaped offset, the offset's shape of the base."""
    if len(types) != 2:
        return None
    base, offset = types
    shaped = (B.T["vector"], B.T["tensor"])
    if base.defn in shaped or offset.defn not in shaped:
        return [base]
    params = list(offset.params)
    params[1] = base
    return [get(offset.defn, tuple(params))]


plugin.result_types("PtrPtrAdd", _ptr_add_result)
