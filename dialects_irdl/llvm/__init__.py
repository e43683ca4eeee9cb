"""The llvm dialect's plug-in: what llvm.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives``, ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.llvm import directives, verifiers  # noqa: F401  (they register on import)
from irdl.plugin import Plugin

# C++'s dialect calls allowUnknownOperations(): "llvm.anything" is accepted as unregistered
Plugin("llvm").allow_unknown_operations("llvm")
