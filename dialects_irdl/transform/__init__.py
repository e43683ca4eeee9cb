"""The transform dialect's plug-in: what transform.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives`` (the custom pieces of the operations' forms and the
C++ forms), ``verifiers`` (the core operations' checks, with ``handles``: the interfaces and
effects they rely on) and ``structured`` (the Linalg extension's checks).
"""

from __future__ import annotations

from dialects_irdl.transform import directives, structured, verifiers  # noqa: F401  (they register on import)
