"""The pdl dialect's plug-in: what pdl.irdl.mlir names and MLIR writes in C++.

Importing it registers ``types`` (``!pdl.range<...>``'s syntax and check),
``directives`` (the custom pieces of the operations' forms) and ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.pdl import directives, types, verifiers  # noqa: F401  (they register on import)
