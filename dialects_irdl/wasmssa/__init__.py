"""The wasmssa dialect's plug-in: what wasmssa.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``directives`` (the forms C++ reads and prints: ``wasmssa.func``,
``wasmssa.global``, ``wasmssa.import_global``, and ``wasmssa.if``'s else region) and
``verifiers`` (the C++ checks of ``extend``, ``reinterpret``, ``local``, ``local_get``,
``local_set`` and ``local_tee``, with mlir-opt-22's messages).
"""

from __future__ import annotations

from dialects_irdl.wasmssa import directives, verifiers  # noqa: F401  (they register on import)
