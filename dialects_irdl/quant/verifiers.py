"""The quant operations' checks: C++'s verifiers of ``quant.dcast``, ``quant.qcast`` and
``quant.scast`` (``QuantDequantizeCast``, ``QuantQuantizeCast``, ``QuantStorageCast``), which
also make the checks of the ODS traits the generated file keeps by name
(``quant_SameScalarOrTensorShape``, ``quant_IntegerAndQuantizedCombination``), in their
ODS order: the traits (with the op's name), then the C++ checks (without it).

- The traits: input and result both scalars (signless integer, float or quantized), both
  unranked tensors, or both ranked tensors of one shape; for ``scast``, one side integer and
  the other quantized.
- The C++ checks: the quantized type's expressed type is the float type (``dcast``,
  ``qcast``) or its storage type the integer type (``scast``); then the quantized type fits
  its container: per-axis and sub-channel types only in tensors, per-axis within the rank
  and the channel count, sub-channel in a ranked tensor whose shape the block sizes divide
  into the scales' shape.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from dialects_irdl.quant.types import ANY, CALIBRATED, KEYS, int_values
from irdl.plugin import Plugin, fail

plugin = Plugin("quant")


def _is_quantized(t: Attribute) -> bool:
    return getattr(t.defn, "key", None) in KEYS


def _is_tensor(t: Attribute) -> bool:
    return t.defn in (B.T["tensor"], B.T["unranked_tensor"])


def _element(t: Attribute) -> Attribute:
    if t.defn is B.T["tensor"]:
        return t.params[1]
    if t.defn is B.T["unranked_tensor"]:
        return t.params[0]
    return t


def _is_signless(t: Attribute) -> bool:
    return t.defn is B.T["integer"] and t.params[1] == B.SIGNLESS


def _is_scalar(t: Attribute) -> bool:
    return _is_signless(t) or B.is_float_type(t) or _is_quantized(t)


def _same_shape(a: Attribute, b: Attribute) -> bool:
    """quant_SameScalarOrTensorShape."""
    if _is_scalar(a) and _is_scalar(b):
        return True
    if a.defn is B.T["unranked_tensor"] and b.defn is B.T["unranked_tensor"]:
        return True
    tensor = B.T["tensor"]
    return a.defn is tensor and b.defn is tensor and a.params[0] == b.params[0]


def _of(t: Attribute, element: Any) -> bool:
    return element(t) or (_is_tensor(t) and element(_element(t)))


def _expressed(q: Attribute) -> Attribute | None:
    if q.defn.key == ANY:
        types = q.params[2].params[0]
        return types[0] if types else None
    return q.params[0] if q.defn.key == CALIBRATED else q.params[2]


def _storage(q: Attribute) -> Attribute | None:
    return None if q.defn.key == CALIBRATED else q.params[1]


def _fits_container(op: Operation, diags: list[Diagnostic], q: Attribute,
                    container: Attribute) -> bool:  # fmt: skip
    """The per-axis and sub-channel integrity rules of ``q`` in ``container``."""
    if q.defn.key != "!quant.uniform":
        return True
    layout = q.params[5].params[0]
    if layout == "axis":
        return _per_axis_fits(op, diags, q, container)
    if layout == "block":
        return _sub_channel_fits(op, diags, q, container)
    return True


def _per_axis_fits(op: Operation, diags: list[Diagnostic], q: Attribute, t: Attribute) -> bool:
    if not _is_tensor(t):
        return fail(diags, op, "scalar types may not use per-axis quantization", False)
    if t.defn is not B.T["tensor"]:
        return True
    shape = t.params[0]
    dim = q.params[6].params[1]
    if dim >= len(shape):
        return fail(diags, op, "quantized dimension must be less than tensor rank", False)
    if shape[dim] != B.DYNAMIC and shape[dim] != len(q.params[8].params[0]):
        return fail(diags, op, "quantized dimension size does not match number of scales", False)
    return True


def _sub_channel_fits(op: Operation, diags: list[Diagnostic], q: Attribute, t: Attribute) -> bool:
    if not _is_tensor(t):
        return fail(diags, op, "scalar types may not use sub-channel quantization", False)
    if t.defn is not B.T["tensor"]:
        message = "tensor containing the sub-channel quantized type must be ranked"
        return fail(diags, op, message, False)
    shape = t.params[0]
    rank = len(shape)
    sizes = int_values(q.params[7])
    blocks = dict(zip(sizes[::2], sizes[1::2]))
    for axis, size in zip(sizes[::2], sizes[1::2]):
        if axis >= rank:
            message = f"quantized dimension {axis} must be less than tensor rank {rank}"
            return fail(diags, op, message, False)
        dim = shape[axis]
        if dim != B.DYNAMIC and dim % size:
            message = (f"tensor dimension size {dim} at axis {axis} must be divisible by the "
                       f"corresponding block size {size}")  # fmt: skip
            return fail(diags, op, message, False)
    if 0 in shape:
        message = "tensor dimension size of zero is not allowed with sub-channel quantization"
        return fail(diags, op, message, False)
    scales_shape = int_values(q.params[10])
    if len(scales_shape) != rank:
        message = f"Rank of scales {len(scales_shape)} must match the rank of the tensor {rank}"
        return fail(diags, op, message, False)
    for i, dim in enumerate(shape):
        # an axis without a block size is one block; one with a block size but a dynamic
        # dimension is not checked
        if i not in blocks:
            want = 1
        elif dim == B.DYNAMIC:
            continue
        else:
            want = dim // blocks[i]
        if scales_shape[i] != want:
            message = (f"dimension size {want} of scales tensor at axis {i} should match "
                       f"(tensor dimension at axis / block sizes at axis) = {want}")  # fmt: skip
            return fail(diags, op, message, False)
    return True


_SHAPE = (
    "failed to verify that input and result are both scalars or both tensors with matching shape"
)
_COMBINATION = (
    "failed to verify that input must be integer and result must be quantized, or vice versa"
)


def _float_cast(op: Operation, diags: list[Diagnostic], quantized: Attribute,
                other: Attribute) -> bool:  # fmt: skip
    """dcast and qcast: the trait, the expressed type, the container rules."""
    if not _same_shape(quantized, other):
        return fail(diags, op, _SHAPE)
    q = _element(quantized)
    if _expressed(q) is not _element(other):
        return fail(diags, op, "expressed type in quantized type expected to match float type",
                    False)  # fmt: skip
    return _fits_container(op, diags, q, quantized)


def verify_dcast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _float_cast(op, diags, op.operands[0].type, op.results[0].type)


def verify_qcast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    return _float_cast(op, diags, op.results[0].type, op.operands[0].type)


def verify_scast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    source, result = op.operands[0].type, op.results[0].type
    if not _same_shape(source, result):
        return fail(diags, op, _SHAPE)
    if _of(source, _is_quantized) and _of(result, _is_signless):
        quantized, integer = source, result
    elif _of(source, _is_signless) and _of(result, _is_quantized):
        quantized, integer = result, source
    else:
        return fail(diags, op, _COMBINATION)
    q = _element(quantized)
    if _storage(q) is not _element(integer):
        return fail(diags, op, "storage type in quantized type expected to match integer type",
                    False)  # fmt: skip
    return _fits_container(op, diags, q, quantized)


plugin.verifier("QuantDequantizeCast", verify_dcast)
plugin.verifier("QuantQuantizeCast", verify_qcast)
plugin.verifier("QuantStorageCast", verify_scast)
