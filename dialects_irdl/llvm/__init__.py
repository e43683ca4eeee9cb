"""The llvm dialect's plug-in: what llvm.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives``, ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.llvm import directives, verifiers  # noqa: F401  (they register on import)
