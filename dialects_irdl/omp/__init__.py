"""The omp dialect's plug-in: what omp.irdl.mlir (generated from ODS) names and MLIR writes
in C++.

Importing it registers ``directives`` (the clauses' custom forms, omp.loop_nest's form)
and ``verifiers``.
"""

from __future__ import annotations

from dialects_irdl.omp import directives, verifiers  # noqa: F401  (they register on import)
