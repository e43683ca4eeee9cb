"""The xegpu dialect's plug-in: what xegpu.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``directives`` (``OptionalDynamicIndexList``), ``types`` (the C++
syntax and checks of ``!xegpu.tensor_desc``, ``!xegpu.mem_desc``, ``#xegpu.mem_layout``
and the attribute checks; the C++ classes the generated predicates name) and
``verifiers`` (the operations' C++ verifiers, in mlir-opt-22's words).
"""

from __future__ import annotations

from dialects_irdl.xegpu import directives, types, verifiers  # noqa: F401  (they register on import)
