"""The transform dialect's plug-in: what transform.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives`` (the custom pieces of the operations' forms and the
C++ forms) and ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.transform import directives, verifiers  # noqa: F401  (they register on import)
