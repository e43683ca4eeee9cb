"""The C++ type transforms of async's ``TypesMatchWith`` traits (``cpp:Name`` in
async.irdl.mlir), which let ``async.runtime.load`` and ``async.runtime.store`` leave the
value's type out of their custom form: ``AsyncRuntimeLoadResult`` and
``AsyncRuntimeStoreValue`` are both ``!async.value<T>`` -> ``T`` (None for another type).
"""

from __future__ import annotations

from typing import Any

from irdl.plugin import Plugin

plugin = Plugin("async")


def _value_type(t: Any) -> Any:
    return t.params[0] if t.defn.key == "!async.value" else None


plugin.type_transform("AsyncRuntimeLoadResult", _value_type)
plugin.type_transform("AsyncRuntimeStoreValue", _value_type)
