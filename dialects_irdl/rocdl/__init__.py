"""The rocdl dialect's plug-in: what rocdl.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``directives``: the C++ forms of the raw buffer operations
(``rocdl.raw.buffer.load``, ``.store`` and the ``atomic.fadd``/``fmax``/``smax``/``umin``
atomics), ``%rsrc, %offset, %soffset, %aux : type``.
"""

from __future__ import annotations

from dialects_irdl.rocdl import directives  # noqa: F401  (it registers on import)
from irdl.plugin import Plugin

# C++'s dialect calls allowUnknownOperations(): "rocdl.anything" is accepted as unregistered
Plugin("rocdl").allow_unknown_operations("rocdl")
