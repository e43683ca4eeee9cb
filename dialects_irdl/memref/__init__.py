"""The memref dialect's plug-in: what memref.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives``, ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.memref import directives, verifiers  # noqa: F401  (they register on import)
