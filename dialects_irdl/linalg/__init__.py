"""The linalg dialect's plug-in: what linalg.irdl.mlir names and MLIR writes in C++.

Importing it registers ``directives`` (the custom forms of the structured ops), the
assembly formats of the op classes whose parser and printer are C++, ``verifiers`` and the
result names.
"""

from __future__ import annotations

from dialects_irdl.linalg import directives, verifiers  # noqa: F401  (they register on import)
from dialects_irdl.linalg.directives import (
    BROADCAST,
    GENERIC,
    MAP,
    NAMED,
    REDUCE,
    TRANSPOSE,
    YIELD,
    plugin,
)
from irdl.plugin import ResultNames

# C++ op class -> the format standing for its parser and printer; every other class named
# by a `cpp_assembly_format` of linalg is a named structured op (NAMED).
_SPECIAL = {
    "LinalgGeneric": GENERIC,
    "LinalgMap": MAP,
    "LinalgReduce": REDUCE,
    "LinalgTranspose": TRANSPOSE,
    "LinalgBroadcast": BROADCAST,
    "LinalgYield": YIELD,
    "LinalgContract": NAMED.replace("$region", "$combiner"),
    "LinalgElementwise": NAMED,
}
_NAMED_CLASSES = (
    "Abs Add BatchMatmul BatchMatvec BatchMmt4D BatchReduceMatmul BatchVecmat Ceil Conv1D "
    "Conv1DNcwFcw Conv1DNwcWcf Conv2D Conv2DNchwFchw Conv2DNchwFchwQ Conv2DNgchwFgchw "
    "Conv2DNgchwGfchw Conv2DNgchwGfchwQ Conv2DNhwcFhwc Conv2DNhwcFhwcQ Conv2DNhwcHwcf "
    "Conv2DNhwcHwcfQ Conv2DNhwgcGfhwc Conv2DNhwgcGfhwcQ Conv3D Conv3DNcdhwFcdhw "
    "Conv3DNdhwcDhwcf Conv3DNdhwcDhwcfQ Copy DepthwiseConv1DNcwCw DepthwiseConv1DNwcWc "
    "DepthwiseConv1DNwcWcm DepthwiseConv2DNchwChw DepthwiseConv2DNhwcHwc "
    "DepthwiseConv2DNhwcHwcQ DepthwiseConv2DNhwcHwcm DepthwiseConv2DNhwcHwcmQ "
    "DepthwiseConv3DNcdhwCdhw DepthwiseConv3DNdhwcDhwc DepthwiseConv3DNdhwcDhwcm Div "
    "DivUnsigned Dot Erf Exp Fill FillRng2D Floor Log Matmul Matvec Max Min Mmt4D Mul NegF "
    "PoolingNchwMax PoolingNchwSum PoolingNcwMax PoolingNcwSum PoolingNdhwcMax "
    "PoolingNdhwcMin PoolingNdhwcSum PoolingNhwcMax PoolingNhwcMaxUnsigned PoolingNhwcMin "
    "PoolingNhwcMinUnsigned PoolingNhwcSum PoolingNwcMax PoolingNwcMaxUnsigned PoolingNwcMin "
    "PoolingNwcMinUnsigned PoolingNwcSum PowF QuantizedBatchMatmul QuantizedMatmul "
    "Reciprocal Round Rsqrt Select Sqrt Square Sub Tanh Vecmat"
).split()

for _cls, _fmt in _SPECIAL.items():
    plugin.assembly_format(_cls, _fmt)
for _cls in _NAMED_CLASSES:
    plugin.assembly_format(f"Linalg{_cls}", NAMED)

# getAsmResultNames: the value each op class names its results after
_RESULT_NAMES = {
    "LinalgMap": "mapped",
    "LinalgReduce": "reduced",
    "LinalgTranspose": "transposed",
    "LinalgBroadcast": "broadcasted",
}


def _namer(hint: str) -> ResultNames:
    return lambda op: hint if op.results else None


for _cls, _hint in _RESULT_NAMES.items():
    plugin.result_names(_cls, _namer(_hint))
