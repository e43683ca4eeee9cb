"""The index dialect's plug-in: what index.irdl.mlir names and MLIR writes in C++.

Importing it registers ``verifiers`` and the result-name hints below.
"""

from __future__ import annotations

from core import builtin as B
from core.ir import Operation
from dialects_irdl.index import verifiers  # noqa: F401  (they register on import)
from irdl.plugin import Plugin, inherent

plugin = Plugin("index")


def _index_constant(op: Operation) -> str | None:
    """``idx<value>`` (MLIR's index.constant names its result so)."""
    value = inherent(op, "value")
    return f"idx{value.params[1]}" if value is not None and value.defn is B.A["integer"] else None


plugin.result_names("IndexConstant", _index_constant)
