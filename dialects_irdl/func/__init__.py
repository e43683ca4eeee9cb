"""The func dialect's plug-in: what func.irdl.mlir names and MLIR writes in C++.

Importing it registers ``verifiers`` and the result-name hints below.
"""

from __future__ import annotations

from dialects_irdl.func import verifiers  # noqa: F401  (they register on import)
from irdl.checks.result_names import named
from irdl.plugin import Plugin

plugin = Plugin("func")

plugin.result_names("FuncConstant", named("f"))
