"""The spirv dialect's plug-in: what spirv.irdl.mlir (generated from ODS) names and MLIR
writes in C++, and the types C++ defines (spirv.extra.irdl.mlir).

Importing it registers ``types``, ``directives`` and ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.spirv import directives, ops, types, verifiers  # noqa: F401  (they register on import)
