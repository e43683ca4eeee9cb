"""The emitc dialect's plug-in: what emitc.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``directives`` (the C++ parsers and printers of ``emitc.include``,
``emitc.func``, ``emitc.if``, ``emitc.for``, ``emitc.do``, ``emitc.expression``; the
directives of ``emitc.global`` and ``emitc.field``; the array type's form),
``verifiers`` and ``transforms`` (C++'s TypesMatchWith type transforms). The operations
with regions write their nested operations without the ``emitc.`` prefix (C++'s
``getDefaultDialect``).
"""

from __future__ import annotations

from dialects_irdl.emitc import (  # noqa: F401  (they register on import)
    directives,
    transforms,
    verifiers,
)
from irdl.plugin import Plugin

plugin = Plugin("emitc")

for _op in ("do", "expression", "for", "func", "if", "switch"):
    plugin.default_dialect(f"emitc.{_op}", "emitc")
