"""The tosa dialect's plug-in: what tosa.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives`` (the custom forms of the ops C++ parses and prints)
and ``verifiers`` (C++ verifiers, with mlir-opt's messages).
"""

from __future__ import annotations

from dialects_irdl.tosa import directives, verifiers  # noqa: F401  (they register on import)
