"""The arith dialect's plug-in: what arith.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives``, ``traits``, ``verifiers`` and the result-name hints below.
"""

from __future__ import annotations

from dialects_irdl.arith import directives, traits, verifiers  # noqa: F401  (they register on import)
from irdl.checks.result_names import named
from irdl.plugin import Plugin

plugin = Plugin("arith")

plugin.result_names("SumOverflow", named("sum", "overflow"))
plugin.result_names("LowHigh", named("low", "high"))
