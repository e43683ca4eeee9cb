"""The nvvm dialect's plug-in: what nvvm.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``verifiers`` (the operations' C++ checks, with mlir-opt-22's
messages) and ``directives`` (the C++ syntax of the ``mma`` operations).
"""

from __future__ import annotations

from dialects_irdl.nvvm import directives, verifiers  # noqa: F401  (they register on import)
from irdl.plugin import Plugin

# C++'s dialect calls allowUnknownOperations(): "nvvm.anything" is accepted as unregistered
Plugin("nvvm").allow_unknown_operations("nvvm")
