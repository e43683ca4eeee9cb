"""The vector dialect's plug-in: what vector.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives``, ``verifiers`` and the result-name hints below.
"""

from __future__ import annotations

from dialects_irdl.vector import directives, verifiers  # noqa: F401  (they register on import)
from irdl.checks.result_names import named
from irdl.plugin import Plugin

plugin = Plugin("vector")

plugin.result_names("VScale", named("vscale"))
