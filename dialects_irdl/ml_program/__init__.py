"""The ml_program dialect's plug-in: what ml_program.irdl.mlir (generated from ODS) names and
MLIR writes in C++.

Importing it registers ``directives`` (the forms of ``ml_program.func`` and
``ml_program.subgraph``, ``SymbolVisibility``, ``TypedInitialValue``, ``TokenOrdering``),
``verifiers``, and the result-name hints of the global loads: the result takes the global's
name (``%global_same_type = ml_program.global_load_const @global_same_type``); and the alias
``#extern`` C++ gives ``#ml_program.extern`` values (ODS's genMnemonicAlias).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.ir import Operation
from core.printer import DIALECT_ALIASES
from dialects_irdl.ml_program import directives, verifiers  # noqa: F401  (they register on import)
from irdl.plugin import Plugin, inherent

plugin = Plugin("ml_program")


def _global_name(op: Operation) -> Any:
    ref = inherent(op, "global")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return None
    return str(ref.params[0])


plugin.result_names("MlProgramGlobalLoad", _global_name)
plugin.result_names("MlProgramGlobalLoadConst", _global_name)
DIALECT_ALIASES["#ml_program.extern"] = lambda a: "extern"
