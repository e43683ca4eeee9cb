"""The amx dialect's plug-in: what amx.irdl.mlir (generated from ODS) names and MLIR writes in
C++.

Importing it registers ``types`` (``!amx.tile<16x64xi8>``'s syntax, C++'s parser and
printer) and ``verifiers`` (the tile shape and memref checks of the tile operations, with
mlir-opt-22's messages).
"""

from __future__ import annotations

from dialects_irdl.amx import types, verifiers  # noqa: F401  (they register on import)
