"""The arm_sme dialect's plug-in: what arm_sme.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``types``: the type transforms of the tile-slice, tile load/store
and outer-product operations' ``TypesMatchWith`` traits, so they are checked with
mlir-opt-22's messages and ``arm_sme.outerproduct`` reads and prints its custom form.
"""

from __future__ import annotations

from dialects_irdl.arm_sme import types  # noqa: F401  (they register on import)
