"""The pdl_interp dialect's plug-in: what pdl_interp.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives`` (the custom pieces of the operations' forms and the
C++ forms of ``pdl_interp.foreach`` and ``pdl_interp.func``), ``verifiers`` and
``transforms`` (C++'s TypesMatchWith type transforms).
"""

from __future__ import annotations

from dialects_irdl.pdl_interp import (  # noqa: F401  (they register on import)
    directives,
    transforms,
    verifiers,
)
