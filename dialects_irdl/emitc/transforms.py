"""The C++ type transforms of emitc's ``TypesMatchWith`` traits (``cpp:Name`` in
emitc.irdl.mlir), which let ``emitc.load``, ``emitc.dereference`` and ``emitc.address_of``
leave their result type out of their custom form:

- ``EmitcLoadResult``: ``!emitc.lvalue<T>`` -> ``T``;
- ``EmitcDereferenceResult``: ``!emitc.ptr<T>`` -> ``!emitc.lvalue<T>``;
- ``EmitcAddressOfResult``: ``!emitc.lvalue<T>`` -> ``!emitc.ptr<T>``.

A type of another kind gives None (the operand's own constraint reports it).
"""

from __future__ import annotations

from typing import Any

from core.attributes import get
from irdl.plugin import Plugin

plugin = Plugin("emitc")


def _emitc_type(name: str, *params: Any) -> Any:
    from irdl.runtime.library import LIBRARY

    info = next(i for i in LIBRARY.load("emitc") or () if i.name == "emitc")
    return get(info.types.get(name) or info.types["!" + name], tuple(params))


def _load_result(t: Any) -> Any:
    return t.params[0] if t.defn.key == "!emitc.lvalue" else None


def _dereference_result(t: Any) -> Any:
    return _emitc_type("lvalue", t.params[0]) if t.defn.key == "!emitc.ptr" else None


def _address_of_result(t: Any) -> Any:
    return _emitc_type("ptr", t.params[0]) if t.defn.key == "!emitc.lvalue" else None


plugin.type_transform("EmitcLoadResult", _load_result)
plugin.type_transform("EmitcDereferenceResult", _dereference_result)
plugin.type_transform("EmitcAddressOfResult", _address_of_result)
