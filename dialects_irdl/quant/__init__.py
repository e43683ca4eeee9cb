"""The quant dialect's plug-in: the types C++ defines (quant.types.irdl.mlir: ``!quant.any``,
``!quant.uniform``, ``!quant.calibrated``, their syntax and checks, in ``types``) and the
checks of the cast operations quant.irdl.mlir (generated from ODS) names (``verifiers``).
"""

from __future__ import annotations

from dialects_irdl.quant import types, verifiers  # noqa: F401  (they register on import)
