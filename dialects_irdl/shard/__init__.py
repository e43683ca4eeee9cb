"""The shard dialect's plug-in: what shard.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``directives`` (``custom<DimensionList>`` of ``shard.grid``),
``verifiers`` (the C++ checks of the operations, with mlir-opt-22's messages) and the
result-name hints of the operations (``%sharding``, ``%grid_shape``, ``%all_reduce``...).
"""

from __future__ import annotations

from typing import Any

from core.ir import Operation
from dialects_irdl.shard import directives, verifiers  # noqa: F401  (they register on import)
from irdl.plugin import Plugin

plugin = Plugin("shard")


def _named(*names: str) -> Any:
    fixed = names[0] if len(names) == 1 else names

    def hint(op: Operation) -> Any:
        return fixed

    return hint


# C++'s getAsmResultNames, by operation class
_RESULT_NAMES: dict[str, tuple[str, ...]] = {
    "ShardSharding": ("sharding",),
    "ShardShard": ("sharding_annotated",),
    "ShardShardShape": ("shard_shape",),
    "ShardGridShape": ("grid_shape",),
    "ShardProcessMultiIndex": ("proc_linear_idx",),
    "ShardProcessLinearIndex": ("proc_linear_idx",),
    "ShardNeighborsLinearIndices": ("down_linear_idx", "up_linear_idx"),
    **{
        "Shard" + "".join(w.capitalize() for w in op.split("_")): (op,)
        for op in (
            "all_gather",
            "all_reduce",
            "all_slice",
            "all_to_all",
            "broadcast",
            "gather",
            "recv",
            "reduce",
            "reduce_scatter",
            "scatter",
            "send",
            "shift",
        )
    },  # fmt: skip
}
for _name, _names in _RESULT_NAMES.items():
    plugin.result_names(_name, _named(*_names))
