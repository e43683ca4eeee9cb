"""The spirv dialect's plug-in: what spirv.irdl.mlir (generated from ODS) names and MLIR
writes in C++, and the types C++ defines (spirv.extra.irdl.mlir).

Importing it registers ``types``, ``directives``, ``ops``, ``syntax``, ``verifiers`` and
``checks``.
"""

from __future__ import annotations

from dialects_irdl.spirv import (  # noqa: F401  (they register on import)
    checks,
    directives,
    ops,
    syntax,
    types,
    verifiers,
)
from irdl.plugin import Plugin

# C++'s dialect calls allowUnknownOperations(): "spirv.anything" is accepted as unregistered
Plugin("spirv").allow_unknown_operations("spirv")
