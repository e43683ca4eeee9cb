"""The acc dialect's plug-in: what acc.irdl.mlir (generated from ODS) names and MLIR writes
in C++.

Importing it registers ``directives`` (the clauses' custom forms) and ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.acc import directives, verifiers  # noqa: F401  (they register on import)
