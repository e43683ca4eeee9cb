"""The nvgpu dialect's plug-in: what nvgpu.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``verifiers`` (the ``hasVerifier`` checks of ldmatrix, mma.sync,
mma.sp.sync, device_async_copy, rcp, the TMA and warpgroup operations) and the C++ classes
of the dialect's types, which the generated predicates name.
"""

from __future__ import annotations

from dialects_irdl.nvgpu import verifiers  # noqa: F401  (it registers on import)
