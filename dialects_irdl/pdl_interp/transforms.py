"""The C++ type transforms of pdl_interp's ``TypesMatchWith`` traits (``cpp:Name`` in
pdl_interp.irdl.mlir), which let ``pdl_interp.extract`` and ``pdl_interp.get_value_type``
leave an operand's type out of their custom form:

- ``PdlInterpExtractRange``: the result's type ``T`` -> ``!pdl.range<T>``;
- ``PdlInterpGetValueTypeValue``: ``!pdl.type`` -> ``!pdl.value``, a range of types ->
  ``!pdl.range<value>``.
"""

from __future__ import annotations

from typing import Any

from core.attributes import get
from irdl.plugin import Plugin

plugin = Plugin("pdl_interp")


def _pdl_type(name: str, *params: Any) -> Any:
    from irdl.runtime.library import LIBRARY

    info = next(i for i in LIBRARY.load("pdl") or () if i.name == "pdl")
    return get(info.types.get(name) or info.types["!" + name], tuple(params))


def _extract_range(t: Any) -> Any:
    return _pdl_type("range", t)


def _value_type_value(t: Any) -> Any:
    value = _pdl_type("value")
    return _pdl_type("range", value) if t.defn.key == "!pdl.range" else value


plugin.type_transform("PdlInterpExtractRange", _extract_range)
plugin.type_transform("PdlInterpGetValueTypeValue", _value_type_value)
