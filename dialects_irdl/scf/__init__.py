"""The scf dialect's plug-in: what scf.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives``, ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.scf import directives, verifiers  # noqa: F401  (they register on import)
