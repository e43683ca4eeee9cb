"""The gpu dialect's plug-in: what gpu.irdl.mlir (generated from ODS) names and MLIR writes
in C++, and the types C++ defines (gpu.extra.irdl.mlir).

Importing it registers ``types``, ``directives``, ``verifiers`` and the result-name hints
below: the id and dimension operations name their result after themselves and their
dimension (``%thread_id_x = gpu.thread_id x``).
"""

from __future__ import annotations

from typing import Any

from core.ir import Operation
from dialects_irdl.gpu import directives, types, verifiers  # noqa: F401  (they register on import)
from irdl.plugin import Plugin, inherent

plugin = Plugin("gpu")


def _by_dimension(prefix: str) -> Any:
    def hint(op: Operation) -> str | None:
        dim = inherent(op, "dimension")
        if dim is None or dim.defn.key != "#gpu.dim":
            return None
        return f"{prefix}_{dim.params[0].params[0]}"

    return hint


for _cpp, _prefix in (
    ("GpuThreadId", "thread_id"), ("GpuBlockDim", "block_dim"), ("GpuBlockId", "block_id"),
    ("GpuGridDim", "grid_dim"), ("GpuGlobalId", "global_id"), ("GpuClusterId", "cluster_id"),
    ("GpuClusterDim", "cluster_dim"), ("GpuClusterBlockId", "cluster_block_id"),
    ("GpuClusterDimBlocks", "cluster_dim_blocks"),
):  # fmt: skip
    plugin.result_names(_cpp, _by_dimension(_prefix))
