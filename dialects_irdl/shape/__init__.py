"""The shape dialect's plug-in: what shape.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives`` (the custom forms of the ops C++ parses and prints)
and ``verifiers`` (C++ verifiers, with mlir-opt's messages).
"""

from __future__ import annotations

from dialects_irdl.shape import directives, verifiers  # noqa: F401  (they register on import)
from irdl.plugin import Plugin

# C++'s dialect calls allowUnknownOperations(): "shape.anything" is accepted as unregistered
Plugin("shape").allow_unknown_operations("shape")
