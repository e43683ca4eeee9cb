"""The ptr dialect's plug-in: what ptr.irdl.mlir (generated from ODS) names and MLIR writes
in C++.

Importing it registers ``verifiers``: the C++ checks of ``ptr.to_ptr``, ``ptr.from_ptr``,
``ptr.load`` and ``ptr.store``, with mlir-opt-22's messages; ``transforms``: C++'s
TypesMatchWith type transforms (the metadata type).
"""

from __future__ import annotations

from dialects_irdl.ptr import transforms, verifiers  # noqa: F401  (they register on import)
