"""The quant dialect's types (declared in quant.types.irdl.mlir, since C++ defines them):
their syntax, their checks and the C++ classes the generated predicates name.

- ``QuantAny``: ``!quant.any<i8<-4:3>:f32>``: a storage type, optional storage bounds and
  an optional expressed type.
- ``QuantUniform``: ``!quant.uniform<u16<0:1023>:f32, 1.23:512>`` (per-layer),
  ``<i8:f32:1, {2.0:10,3.0}>`` (per-axis) and ``<u8:f32:{0:1, 1:2}, {{2.0:120, 3.0}}>``
  (sub-channel: block sizes by axis, then the nested scale and zero-point tensor).
- ``QuantCalibrated``: ``!quant.calibrated<f32<-0.998:1.232>>``.

The storage type is ``iN``/``siN``/``uiN`` (a builtin integer type) or ``uN`` (unsigned), of
1 to 32 bits; its bounds are printed only when they are not the full range. Scales are read
as doubles and checked against the expressed type's range where they are written;
sub-channel scales and zero points are then held in the expressed and storage types (the
zero points truncated to the storage width). Zero points of 0 are not printed. The messages
and their locations are mlir-opt-22's; the verifiers (``QuantAnyType``, ``QuantUniformType``,
``QuantCalibratedType``) report at the type's mnemonic, as MLIR's ``getChecked`` does.
"""

from __future__ import annotations

import math
from typing import Any

from core import builtin as B
from core import floats
from core.attributes import Attribute, get
from core.diagnostics import Diagnostic, DiagnosticError, Severity, error
from core.lexer import BARE, FLOAT, INT, int_literal
from irdl.plugin import Plugin

plugin = Plugin("quant")

_F64 = floats.SEMANTICS["f64"]
MAX_STORAGE_BITS = 32
ANY, UNIFORM, CALIBRATED = "!quant.any", "!quant.uniform", "!quant.calibrated"
KEYS = (ANY, UNIFORM, CALIBRATED)


# --- values held in parameters -----------------------------------------------------------------


def _int(value: int) -> Attribute:
    return B.integer_attr(value, B.I64)


def _ints(values: list[int] | tuple[int, ...]) -> Attribute:
    return B.array_attr(tuple(_int(v) for v in values))


def _float(t: Attribute, bits: int) -> Attribute:
    return get(B.A["float"], (t, bits))


def int_values(a: Attribute) -> list[int]:
    """The values of an array of integer attributes."""
    return [x.params[1] for x in a.params[0]]


def semantics(t: Attribute) -> floats.FloatSemantics:
    return floats.SEMANTICS[B.FLOAT_DEFS[t.defn]]


def _nan_bits(sem: floats.FloatSemantics, negative: bool) -> int:
    """The quiet NaN a double NaN converts to in ``sem`` (its sign kept, its payload not)."""
    kind = sem.nonfinite
    if kind is floats.Nonfinite.NAN_NEG_ZERO:
        return 1 << (sem.width - 1)
    if kind is floats.Nonfinite.E8M0:
        return 0xFF
    if kind is floats.Nonfinite.IEEE:
        quiet = (3 if sem.explicit_int_bit else 2) << (sem.mant_bits - 2)
        bits = ((1 << sem.exp_bits) - 1) << sem.mant_bits | quiet
    else:
        bits = (1 << (sem.width - 1)) - 1 if kind is floats.Nonfinite.NAN_ALL_ONES else 0
    return bits | (negative << (sem.width - 1))


def _convert(sem: floats.FloatSemantics, bits: int) -> int:
    """The f64 value ``bits`` converted to ``sem`` (nearest, ties to even)."""
    if floats.is_nan(_F64, bits):
        return _nan_bits(sem, bool(bits >> 63))
    x = floats.to_python_float(_F64, bits)
    if math.isinf(x):
        return floats.parse_decimal(sem, "-1.0e400" if x < 0 else "1.0e400")
    return floats.parse_decimal(sem, f"{x:.17e}")


def _e(x: float) -> str:
    """A double as LLVM's ``raw_ostream << double`` writes it (``%e``; INF, nan)."""
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "-INF" if x < 0 else "INF"
    return f"{x:e}"


def _scale_range(sem: floats.FloatSemantics) -> tuple[float, float]:
    """The smallest positive and the largest finite value of ``sem``, as doubles."""

    def double(mant: int, exp: int) -> float:
        try:
            return math.ldexp(float(mant), exp)
        except OverflowError:
            return math.inf

    low = double(1, sem.emin - sem.precision + 1)
    high = double(sem.max_mant, sem.emax - sem.precision + 1)
    return low, high


def default_bounds(signed: bool, width: int) -> tuple[int, int]:
    if signed:
        return -(1 << (width - 1)), (1 << (width - 1)) - 1
    return 0, (1 << width) - 1


# --- reading -----------------------------------------------------------------------------------


def _parse_int(p: Any, bits: int) -> int:
    """``-``? integer within the signed range of ``bits`` bits (MLIR's parseInteger)."""
    start = p.lex.start
    if p.consume_punct("-"):
        if p.lex.kind is not INT:
            p.wrong_token("expected integer value")
        value = -int_literal(p.tok)
    elif p.lex.kind is INT:
        value = int_literal(p.tok)
    else:
        p.error_here("expected integer value")
    p.lex.next()
    if not -(1 << (bits - 1)) <= value < 1 << (bits - 1):
        p.error_at(start, "integer value too large")
    return value


def _parse_double(p: Any) -> int:
    """A float literal read as a double (MLIR's parseFloat): its bit pattern."""
    negative = p.consume_punct("-")
    at = p.lex.start
    if p.lex.kind not in (FLOAT, INT):
        p.error_here("expected floating point literal")
    try:
        bits = floats.parse_float_literal(_F64, ("-" if negative else "") + p.tok)
    except floats.FloatLiteralError as exc:
        err = error(p.src.loc(at), exc.message)
        if exc.note:
            err.with_note(exc.note, p.src.loc(at))
        raise err from None
    p.lex.next()
    return bits


def _parse_scale(p: Any, expressed: Attribute) -> int:
    """A scale (f64 bits), within the range of the expressed type (checked where it ends)."""
    bits = _parse_double(p)
    x = floats.to_python_float(_F64, bits)
    low, high = _scale_range(semantics(expressed))
    if x < low or x > high:
        p.error_here(f"scale {_e(x)} out of expressed type range [{_e(low)}, {_e(high)}]")
    return bits


def _parse_storage(p: Any) -> tuple[bool, Attribute, int, int]:
    """The storage type and its optional ``<min:max>``: (signed, type, min, max)."""
    at = p.lex.start
    t = p.parse_optional_type()
    if t is not None:
        width = t.params[0] if t.defn is B.T["integer"] else 0
        signed = t.defn is B.T["integer"] and t.params[1] != B.UNSIGNED
    else:
        if p.lex.kind is not BARE:
            p.error_here("expected valid keyword")
        word = p.tok
        if not word.startswith("u"):
            p.error_at(at, "illegal storage type prefix")
        digits = word[1:]
        if not (digits.isascii() and digits.isdigit()) or int(digits) >= 1 << 32:
            p.error_at(at, "expected storage type width")
        p.lex.next()
        width, signed = int(digits), False
        t = B.integer_type(width)
    if width == 0 or width > MAX_STORAGE_BITS:
        p.error_at(at, f"illegal storage type size: {width}")
    low, high = default_bounds(signed, width)
    if p.consume_punct("<"):
        low_at = p.lex.start
        lo = _parse_int(p, 64)
        p.expect_punct(":", "expected ':'")
        high_at = p.lex.start
        hi = _parse_int(p, 64)
        p.expect_punct(">", "expected '>'")
        if lo < low:
            p.error_at(low_at, f"illegal storage type minimum: {lo}")
        if hi > high:
            p.error_at(high_at, f"illegal storage type maximum: {hi}")
        low, high = lo, hi
    return signed, t, low, high


def _parse_float_type(p: Any) -> Attribute:
    at = p.lex.start
    t = p.parse_type()
    if not B.is_float_type(t):
        p.error_at(at, "invalid kind of type specified")
    return t


def _storage_params(names: tuple[str, ...], parsed: tuple[bool, Attribute, int, int]
                    ) -> dict[str, Attribute]:  # fmt: skip
    signed, t, low, high = parsed
    flags, storage, minimum, maximum = names
    return {flags: _int(1 if signed else 0), storage: t, minimum: _int(low), maximum: _int(high)}


def _parse_any(p: Any, flags: str, storage: str, expressed: str, minimum: str, maximum: str
               ) -> dict[str, Attribute]:  # fmt: skip
    params = _storage_params((flags, storage, minimum, maximum), _parse_storage(p))
    types = (_parse_float_type(p),) if p.consume_punct(":") else ()
    params[expressed] = B.array_attr(types)
    return params


def _parse_scale_zero(p: Any, expressed: Attribute) -> tuple[int, int]:
    scale = _parse_scale(p, expressed)
    return scale, _parse_int(p, 64) if p.consume_punct(":") else 0


def _parse_scale_list(p: Any, expressed: Attribute) -> tuple[list[int], list[int]]:
    """``{scale(:zero)?, ...}`` of per-axis quantization."""
    p.expect_punct("{", "expected '{'")
    scales, zeros = [], []
    while True:
        s, z = _parse_scale_zero(p, expressed)
        scales.append(s)
        zeros.append(z)
        if not p.consume_punct(","):
            break
    p.expect_punct("}", "expected '}'")
    return scales, zeros


def _parse_blocks(p: Any) -> list[int]:
    """``{axis:size, ...}`` of sub-channel quantization, flattened."""
    p.expect_punct("{", "expected '{'")
    out: list[int] = []
    if p.consume_punct("}"):
        return out
    while True:
        out.append(_parse_int(p, 32))
        p.expect_punct(":", "expected ':'")
        out.append(_parse_int(p, 64))
        if not p.consume_punct(","):
            break
    p.expect_punct("}", "expected '}'")
    return out


def _parse_tensor(p: Any, expressed: Attribute) -> tuple[tuple[int, ...], list[int], list[int]]:
    """A nested ``{...}`` of scale(:zero) entries: its shape, scales and zero points."""
    p.expect_punct("{", "expected '{'")
    shapes: list[tuple[int, ...]] = []
    scales: list[int] = []
    zeros: list[int] = []
    while True:
        if p.at_punct("{"):
            shape, s, z = _parse_tensor(p, expressed)
            scales += s
            zeros += z
        else:
            s1, z1 = _parse_scale_zero(p, expressed)
            shape = ()
            scales.append(s1)
            zeros.append(z1)
        shapes.append(shape)
        if not p.consume_punct(","):
            break
    close = p.lex.start
    p.expect_punct("}", "expected '}'")
    if any(s != shapes[0] for s in shapes):
        p.error_at(close, "tensor literal is invalid; ranks are not consistent between elements")
    return (len(shapes), *shapes[0]), scales, zeros


def truncated(value: int, width: int) -> int:
    """``value`` held in ``width`` bits, read back sign-extended."""
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def _parse_uniform(p: Any, *names: str) -> dict[str, Attribute]:
    (flags, storage, expressed, minimum, maximum, layout, dimension, blocks, scales_, zeros_,
     shape_) = names  # fmt: skip
    parsed = _parse_storage(p)
    params = _storage_params((flags, storage, minimum, maximum), parsed)
    p.expect_punct(":", "expected ':'")
    t = _parse_float_type(p)
    kind, dim, block_sizes = "layer", 0, []
    if p.consume_punct(":"):
        if p.at_punct("{"):
            kind, block_sizes = "block", _parse_blocks(p)
        else:
            kind, dim = "axis", _parse_int(p, 32)
    p.expect_punct(",", "expected ','")
    if kind == "layer":
        s, z = _parse_scale_zero(p, t)
        scales, zeros, shape = [_float(B.F64, s)], [z], ()
    elif kind == "axis":
        ss, zeros = _parse_scale_list(p, t)
        scales, shape = [_float(B.F64, s) for s in ss], (len(ss),)
    else:
        shape, ss, zs = _parse_tensor(p, t)
        sem, width = semantics(t), parsed[1].params[0]
        scales = [_float(t, _convert(sem, s)) for s in ss]
        zeros = [truncated(z, width) for z in zs]
    params.update({
        expressed: t, layout: B.string_attr(kind), dimension: _int(dim),
        blocks: _ints(block_sizes), scales_: B.array_attr(tuple(scales)), zeros_: _ints(zeros),
        shape_: _ints(shape),
    })  # fmt: skip
    return params


def _parse_calibrated(p: Any, expressed: str, minimum: str, maximum: str) -> dict[str, Attribute]:
    at = p.lex.start

    def also(exc: DiagnosticError, message: str) -> DiagnosticError:
        exc.followups.append(Diagnostic(Severity.ERROR, message, p.src.loc(at)))
        return exc

    try:
        t = _parse_float_type(p)
    except DiagnosticError as exc:
        raise also(exc, "expecting float expressed type") from None
    try:
        p.expect_punct("<", "expected '<'")
        lo = _parse_double(p)
        p.expect_punct(":", "expected ':'")
        hi = _parse_double(p)
        p.expect_punct(">", "expected '>'")
    except DiagnosticError as exc:
        raise also(exc, "calibrated values must be present") from None
    bounds = (_float(B.F64, x) for x in (lo, hi))
    return dict(zip((expressed, minimum, maximum), (t, *bounds)))


# --- printing ----------------------------------------------------------------------------------


def float_text(a: Attribute) -> str:
    return floats.format_float(semantics(a.params[0]), a.params[1])


def _storage_text(params: dict[str, Any], flags: str, storage: str, minimum: str, maximum: str
                  ) -> str:  # fmt: skip
    signed = params[flags].params[1] == 1
    width = params[storage].params[0]
    low, high = params[minimum].params[1], params[maximum].params[1]
    text = f"{'i' if signed else 'u'}{width}"
    if (low, high) != default_bounds(signed, width):
        text += f"<{low}:{high}>"
    return text


def _print_any(attrs: Any, params: dict[str, Any], flags: str, storage: str, expressed: str,
               minimum: str, maximum: str) -> str:  # fmt: skip
    text = _storage_text(params, flags, storage, minimum, maximum)
    for t in params[expressed].params[0]:
        text += ":" + attrs.type(t)
    return text


def _scale_zero_text(scale: Attribute, zero: int) -> str:
    return float_text(scale) + (f":{zero}" if zero else "")


def _nested_text(shape: list[int], pairs: list[str]) -> str:
    if not shape:
        return pairs[0]
    step = len(pairs) // shape[0] if shape[0] else 0
    parts = [_nested_text(shape[1:], pairs[i * step : (i + 1) * step]) for i in range(shape[0])]
    return "{" + ", ".join(parts) + "}"


def _print_uniform(attrs: Any, params: dict[str, Any], *names: str) -> str:
    (flags, storage, expressed, minimum, maximum, layout, dimension, blocks, scales_, zeros_,
     shape_) = names  # fmt: skip
    text = _storage_text(params, flags, storage, minimum, maximum)
    text += ":" + attrs.type(params[expressed])
    kind = params[layout].params[0]
    scales = params[scales_].params[0]
    pairs = [_scale_zero_text(s, z) for s, z in zip(scales, int_values(params[zeros_]))]
    if kind == "layer":
        return f"{text}, {pairs[0]}"
    if kind == "axis":
        return f"{text}:{params[dimension].params[1]}, {{{','.join(pairs)}}}"
    sizes = int_values(params[blocks])
    block_text = ", ".join(f"{a}:{b}" for a, b in zip(sizes[::2], sizes[1::2]))
    return f"{text}:{{{block_text}}}, {_nested_text(int_values(params[shape_]), pairs)}"


def _print_calibrated(attrs: Any, params: dict[str, Any], expressed: str, minimum: str,
                      maximum: str) -> str:  # fmt: skip
    low, high = float_text(params[minimum]), float_text(params[maximum])
    return f"{attrs.type(params[expressed])}<{low}:{high}>"


plugin.param_directive("QuantAny", _parse_any, _print_any)
plugin.param_directive("QuantUniform", _parse_uniform, _print_uniform)
plugin.param_directive("QuantCalibrated", _parse_calibrated, _print_calibrated)


# --- checks (MLIR's verifyInvariants of the types) ---------------------------------------------


def _check_bounds(params: tuple[Any, ...]) -> tuple[str, int] | None:
    low, high = params[3].params[1], params[4].params[1]
    if low >= high:
        return f"illegal storage min and storage max: ({low}:{high})", -1
    return None


def _check_uniform(params: tuple[Any, ...]) -> tuple[str, int] | None:
    failure = _check_bounds(params)
    if failure is not None:
        return failure
    kind = params[5].params[0]
    if kind == "axis":
        dim = params[6].params[1]
        if dim < 0:
            return f"illegal quantized dimension: {dim}", -1
    elif kind == "block":
        sizes = int_values(params[7])
        for axis in sizes[::2]:
            if axis < 0:
                return f"illegal quantized dimension: {axis}", -1
        for size in sizes[1::2]:
            if size <= 0:
                return f"illegal block size: {size}", -1
    return None


def _check_calibrated(params: tuple[Any, ...]) -> tuple[str, int] | None:
    low = floats.to_python_float(_F64, params[1].params[1])
    high = floats.to_python_float(_F64, params[2].params[1])
    if low >= high:
        return f"illegal min and max: ({_e(low)}:{_e(high)})", -1
    return None


plugin.type_verifier("QuantAnyType", _check_bounds)
plugin.type_verifier("QuantUniformType", _check_uniform)
plugin.type_verifier("QuantCalibratedType", _check_calibrated)


# --- C++ classes -------------------------------------------------------------------------------


def _unwrap(v: Attribute) -> Attribute:
    return v.params[0] if v.defn is B.A["type"] else v


def _holds(keys: tuple[str, ...], layout: str | None = None) -> Any:
    def holds(v: Attribute) -> bool:
        v = _unwrap(v)
        if getattr(v.defn, "key", None) not in keys:
            return False
        return layout is None or v.params[5].params[0] == layout

    return holds


plugin.cpp_class("quant::QuantizedType", _holds(KEYS), "quantized type")
plugin.cpp_class("quant::AnyQuantizedType", _holds((ANY,)), "any quantized type")
plugin.cpp_class("quant::CalibratedQuantizedType", _holds((CALIBRATED,)),
                 "calibrated quantized type")  # fmt: skip
plugin.cpp_class("quant::UniformQuantizedType", _holds((UNIFORM,), "layer"),
                 "uniform quantized type")  # fmt: skip
plugin.cpp_class("quant::UniformQuantizedPerAxisType", _holds((UNIFORM,), "axis"),
                 "uniform quantized per axis type")  # fmt: skip
plugin.cpp_class("quant::UniformQuantizedSubChannelType", _holds((UNIFORM,), "block"),
                 "uniform quantized sub-channel type")  # fmt: skip
