"""The x86vector dialect's plug-in: what x86vector.irdl.mlir (generated from ODS) names and
MLIR writes in C++.

Importing it registers ``types`` (the type transforms of the ``TypesMatchWith`` traits, so
the masked AVX-512 operations read and print their custom form) and ``verifiers`` (the C++
check of ``avx512.mask.compress``, with mlir-opt-22's messages).
"""

from __future__ import annotations

from dialects_irdl.x86vector import types, verifiers  # noqa: F401  (they register on import)
