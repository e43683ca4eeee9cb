"""The custom form of ``bufferization.alloc_tensor`` (C++'s parser and printer,
``cpp_assembly_format = "BufferizationAllocTensor"``):

    bufferization.alloc_tensor(%d, ...) (copy(%t))? (size_hint=%n)? {attrs}? : tensor<...>

Dynamic sizes and the size hint are ``index``; ``copy`` has the result's type. The result
type must be a tensor (ranked or not), else "invalid kind of type specified".
``AllocTensorType(type($result), type($copy))`` reads that type and gives it to both.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from irdl.plugin import Plugin, Slot

plugin = Plugin("bufferization")

_TENSORS = (B.T["tensor"], B.T["unranked_tensor"])


def _parse_alloc_tensor_type(dp: Any, result: Slot, copy: Slot) -> None:
    p = dp.p
    at = p.lex.start
    t = p.parse_type()
    if t.defn not in _TENSORS:  # C++ reads a TensorType: no other kind of type
        p.custom_error("invalid kind of type specified", at)
    dp.set_types(result, [t])
    dp.set_types(copy, [t] * len(dp.st.operands.get(copy.name, ())))  # copy: read before


def _print_alloc_tensor_type(dp: Any, result: Slot, copy: Slot) -> None:
    values = dp.results(result)
    if values:
        dp.p.print_type(values[0].type)


plugin.directive("AllocTensorType", _parse_alloc_tensor_type, _print_alloc_tensor_type)

plugin.assembly_format(
    "BufferizationAllocTensor",
    "`(` $dynamic_sizes `)` (`copy` `(` $copy^ `)`)? (`size_hint` `` `=` `` $size_hint^)? "
    "attr-dict `:` custom<AllocTensorType>(type($result), type($copy))",
)
