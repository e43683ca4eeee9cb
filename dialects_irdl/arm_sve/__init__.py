"""The arm_sve dialect's plug-in: what arm_sve.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``types``: the type transform of ``convert_to_svbool`` and
``convert_from_svbool`` (``SvboolTypeConstraint``), so their custom forms read and print.
"""

from __future__ import annotations

from dialects_irdl.arm_sve import types  # noqa: F401  (they register on import)
