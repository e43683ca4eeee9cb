"""The complex dialect's plug-in: what complex.irdl.mlir names and MLIR writes in C++.

Importing it registers ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.complex import verifiers  # noqa: F401  (they register on import)
