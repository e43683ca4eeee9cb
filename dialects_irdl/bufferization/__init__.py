"""The bufferization dialect's plug-in: what bufferization.irdl.mlir (generated from ODS)
names and MLIR writes in C++.

Importing it registers ``directives`` (``alloc_tensor``'s form) and ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.bufferization import directives, verifiers  # noqa: F401  (they register on import)
