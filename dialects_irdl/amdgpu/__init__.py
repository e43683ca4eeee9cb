"""The amdgpu dialect's plug-in: what amdgpu.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``directives`` (``custom<MNKDimensionList>`` of the matrix
operations) and ``verifiers`` (the ``hasVerifier`` checks of the operations and of
``!amdgpu.tdm_gather_base``, with mlir-opt-22's messages, and the C++ classes of the TDM
base types, which the generated predicates name).
"""

from __future__ import annotations

from dialects_irdl.amdgpu import directives, verifiers  # noqa: F401  (they register on import)
