"""The shape dialect's plug-in: what shape.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives`` (the custom forms of the ops C++ parses and prints).
"""

from __future__ import annotations

from dialects_irdl.shape import directives  # noqa: F401  (it registers on import)
