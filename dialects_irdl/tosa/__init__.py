"""The tosa dialect's plug-in: what tosa.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives`` (the custom forms of the ops C++ parses and prints).
"""

from __future__ import annotations

from dialects_irdl.tosa import directives  # noqa: F401  (it registers on import)
