"""The math dialect's plug-in: what math.irdl.mlir names and MLIR writes in C++.

The result-name hints below.
"""

from __future__ import annotations

from irdl.checks.result_names import named
from irdl.plugin import Plugin

plugin = Plugin("math")

plugin.result_names("SinCos", named("sin", "cos"))
