"""The arm_neon dialect's plug-in: what arm_neon.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``types``: the type transforms of ``intr.smull`` and ``intr.sdot``,
so their ``TypesMatchWith`` traits are checked with mlir-opt-22's messages.
"""

from __future__ import annotations

from dialects_irdl.arm_neon import types  # noqa: F401  (they register on import)
