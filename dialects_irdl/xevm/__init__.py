"""The xevm dialect's plug-in: what xevm.irdl.mlir (generated from ODS) names and MLIR writes
in C++.

Importing it registers ``verifiers``: the C++ checks of the block loads, stores and
prefetches and of ``xevm.mma``, and ``#xevm.target``'s, with mlir-opt-22's messages.
"""

from __future__ import annotations

from dialects_irdl.xevm import verifiers  # noqa: F401  (they register on import)
