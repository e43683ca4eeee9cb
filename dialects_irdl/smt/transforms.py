"""The C++ type transforms of smt's ``TypesMatchWith`` traits (``cpp:Name`` in
smt.irdl.mlir), which let ``smt.apply_func`` and the ``smt.array`` operations leave types
out of their custom form:

- ``SmtArraySelectIndex``, ``SmtArrayStoreIndex``: ``!smt.array<[D -> R]>`` -> ``D``;
- ``SmtArraySelectResult``, ``SmtArrayStoreValue``, ``SmtArrayBroadcastValue``: -> ``R``;
- ``SmtApplyFuncResult``: ``!smt.func<(D...) R>`` -> ``R``; ``SmtApplyFuncArgs``: -> the
  types ``D...`` of the whole ``args`` group.

A type of another kind gives None (the operand's own constraint reports it).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from irdl.plugin import Plugin

plugin = Plugin("smt")


def _type(p: Any) -> Any:
    """A type parameter as a type (the array type holds its types as type attributes)."""
    return p.params[0] if p.defn is B.A["type"] else p


def _array_domain(t: Any) -> Any:
    return _type(t.params[0]) if t.defn.key == "!smt.array" else None


def _array_range(t: Any) -> Any:
    return _type(t.params[1]) if t.defn.key == "!smt.array" else None


def _func_range(t: Any) -> Any:
    return _type(t.params[1]) if t.defn.key == "!smt.func" else None


def _func_domain(t: Any) -> Any:
    return tuple(map(_type, t.params[0].params[0])) if t.defn.key == "!smt.func" else None


for _name in ("SmtArraySelectIndex", "SmtArrayStoreIndex"):
    plugin.type_transform(_name, _array_domain)
for _name in ("SmtArraySelectResult", "SmtArrayStoreValue", "SmtArrayBroadcastValue"):
    plugin.type_transform(_name, _array_range)
plugin.type_transform("SmtApplyFuncResult", _func_range)
plugin.type_transform("SmtApplyFuncArgs", _func_domain)
