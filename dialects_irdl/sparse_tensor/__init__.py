"""The sparse_tensor dialect's plug-in: what sparse_tensor.irdl.mlir names and MLIR writes
in C++.

Importing it registers ``directives`` (the loops' custom forms), ``encoding`` (the encoding
and slice attributes' syntax) and ``verifiers`` (C++ verifiers, and the C++ classes the
predicates name).
"""

from __future__ import annotations

from dialects_irdl.sparse_tensor import (  # noqa: F401  (they register on import)
    directives,
    encoding,
    verifiers,
)
