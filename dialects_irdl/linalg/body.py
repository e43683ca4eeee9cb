"""The payload regions linalg builds itself: the bodies of named structured ops (from each
op's definition: what it computes, and the element types of its operands), and the one-op
bodies of the short forms of ``linalg.map`` and ``linalg.reduce``.

A body is one block with an argument per operand (its element type), scalar operations
made as their default builders make them (default-valued properties set), and
``linalg.yield``. Operations are made where the op was read (``loc``), as MLIR gives them
the op's location.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.ir import Block, Operation, Region, Value
from irdl.checks.shapes import element_type_or_self

# What each named op computes. ``("unary", fn)`` and ``("binary", fn)``: the elementwise
# function of the inputs; ``"copy"``: the input cast to the output's type; ``"muladd"``:
# out + cast(in0) * cast(in1) (contractions and convolutions); ``("pool", fn)``:
# fn(out, cast(in0)); ``"select"``: select(in0, in1, in2).
UNARY = ("exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt",
         "rsqrt", "square", "tanh", "erf")  # fmt: skip
BINARY = {"add": "add", "sub": "sub", "mul": "mul", "div": "div",
          "div_unsigned": "div_unsigned", "max": "max_signed", "min": "min_signed",
          "powf": "powf"}  # fmt: skip
MULADD = ("matmul", "batch_matmul", "batch_reduce_matmul", "matvec", "vecmat", "batch_matvec",
          "batch_vecmat", "dot", "mmt4d", "batch_mmt4d", "contract")  # fmt: skip


def enum_word(a: Attribute | None) -> str | None:
    """The case of a linalg enum attribute (``#linalg.elementwise_kind<exp>`` -> exp)."""
    if a is None or not a.params:
        return None
    v = a.params[0]
    word = v.params[0] if isinstance(v, Attribute) and v.params else v
    return word if isinstance(word, str) else None


def payload_kind(op_name: str, kind: str | None = None) -> tuple[str, str] | None:
    """What the named op ``linalg.<name>`` computes (``kind``: linalg.elementwise's case),
    or None when no body is known."""
    name = op_name.split(".", 1)[1]
    if name == "elementwise":
        if kind in UNARY:
            return ("unary", kind)
        if kind == "select":
            return ("select", "")
        return ("binary", kind) if kind is not None and kind in BINARY.values() else None
    if name in ("copy", "fill"):
        return ("copy", "")
    if name in UNARY:
        return ("unary", name)
    if name in BINARY:
        return ("binary", BINARY[name])
    if name == "select":
        return ("select", "")
    if name in MULADD:
        return ("muladd", "")
    if name.startswith(("conv_", "depthwise_conv_", "quantized_")):
        # the _q convolutions and quantized_* subtract zero points (two more inputs)
        quantized = name.endswith("_q") or name.startswith("quantized_")
        return ("qmuladd", "") if quantized else ("muladd", "")
    if name == "fill_rng_2d":
        return ("rng", "")
    if name.startswith("pooling_"):
        fn = name.rsplit("_", 1)[1]
        unsigned = name.endswith("_unsigned")
        if unsigned:
            fn = name.rsplit("_", 2)[1]
        table = {"sum": "add", "max": "max_unsigned" if unsigned else "max_signed",
                 "min": "min_unsigned" if unsigned else "min_signed"}  # fmt: skip
        return ("pool", table[fn]) if fn in table else None
    return None


def region_arity(op_name: str, elementwise_kind: str | None = None) -> int | None:
    """How many arguments the body of named op ``op_name`` takes, when known."""
    kind = payload_kind(op_name, elementwise_kind)
    if kind is None:
        return None
    return {"copy": 2, "unary": 2, "select": 4, "qmuladd": 5, "rng": 4}.get(kind[0], 3)


class Builder:
    """Appends default-built operations to a block."""

    def __init__(self, ctx: Any, block: Block, loc: Any, src: Any) -> None:
        self.ctx = ctx
        self.block = block
        self.loc = loc
        self.src = src

    def op(
        self, name: str, operands: Sequence[Value], result_types: list[Attribute],
        attrs: dict[str, Attribute] | None = None,
    ) -> Operation:  # fmt: skip
        info = self.ctx.op_info(name)
        entries = dict(attrs or {})
        properties = None
        attributes: dict[str, Attribute] = {}
        if info is not None:
            for k, v in info.defaults.items():
                entries.setdefault(k, v)
            if info.uses_properties:
                props = {k: v for k, v in entries.items() if k in info.inherent}
                attributes = {k: v for k, v in entries.items() if k not in info.inherent}
                properties = B.dictionary_attr(props) if props else None
            else:
                attributes = entries
        else:
            attributes = entries
        op = Operation(name, list(operands), result_types, attributes, properties,
                       loc=self.loc, source=self.src)  # fmt: skip
        self.block.append(op)
        return op

    def value(self, name: str, operands: list[Value], t: Attribute, **attrs: Attribute) -> Value:
        return self.op(name, operands, [t], attrs).results[0]

    def cast(self, v: Value, to: Attribute, unsigned: bool = False) -> Value:
        """``v`` as type ``to`` (linalg's cast_signed / cast_unsigned)."""
        t = v.type
        if t == to:
            return v
        tf, tof = B.is_float_type(t), B.is_float_type(to)
        if tf and tof:
            name = "arith.extf" if _width(t) < _width(to) else "arith.truncf"
        elif tof:
            if t == B.INDEX:
                return self.cast(self.cast(v, B.integer_type(64), unsigned), to, unsigned)
            name = "arith.uitofp" if unsigned else "arith.sitofp"
        elif tf:
            name = "arith.fptoui" if unsigned else "arith.fptosi"
        elif t == B.INDEX or to == B.INDEX:
            name = "arith.index_castui" if unsigned else "arith.index_cast"
        elif _width(t) < _width(to):
            name = "arith.extui" if unsigned else "arith.extsi"
        else:
            name = "arith.trunci"
        return self.value(name, [v], to)

    def binary(self, fn: str, a: Value, b: Value) -> Value:
        t = a.type
        if t == B.integer_type(1) and fn in ("add", "mul", "max_signed", "max_unsigned",
                                             "min_signed", "min_unsigned"):  # fmt: skip
            name = {"add": "arith.ori", "mul": "arith.andi"}.get(fn)
            if name is None:
                name = "arith.maxui" if fn.startswith("max") else "arith.minui"
                name = name if fn.endswith("unsigned") else name.replace("u", "s", 1)
            return self.value(name, [a, b], t)
        if B.is_float_type(t):
            name = {"add": "arith.addf", "sub": "arith.subf", "mul": "arith.mulf",
                    "div": "arith.divf", "max_signed": "arith.maximumf",
                    "min_signed": "arith.minimumf", "max_unsigned": "arith.maximumf",
                    "min_unsigned": "arith.minimumf", "powf": "math.powf"}[fn]  # fmt: skip
        else:
            name = {"add": "arith.addi", "sub": "arith.subi", "mul": "arith.muli",
                    "div": "arith.divsi", "div_unsigned": "arith.divui",
                    "max_signed": "arith.maxsi", "min_signed": "arith.minsi",
                    "max_unsigned": "arith.maxui", "min_unsigned": "arith.minui"}[fn]  # fmt: skip
        return self.value(name, [a, b], t)

    def unary(self, fn: str, a: Value) -> Value:
        t = a.type
        if fn == "reciprocal":
            one = self.value("arith.constant", [], t, value=_one(t))
            return self.value("arith.divf", [one, a], t)
        if fn == "square":
            return self.value("arith.mulf", [a, a], t)
        name = {"negf": "arith.negf", "abs": "math.absf"}.get(fn, f"math.{fn}")
        return self.value(name, [a], t)


def _width(t: Attribute) -> int:
    if t.defn is B.T["integer"]:
        return int(t.params[0])
    kind = B.FLOAT_DEFS.get(t.defn, "")
    digits = "".join(c for c in kind if c.isdigit())
    return int(digits[:2]) if digits else 0


def _one(t: Attribute) -> Attribute:
    from core import floats
    from core.attributes import get

    sem = floats.SEMANTICS[B.FLOAT_DEFS[t.defn]]
    return get(B.A["float"], (t, floats.parse_float_literal(sem, "1.0")))


def named_body(
    ctx: Any, op_name: str, types: list[Attribute], n_inputs: int, attrs: dict[str, Attribute],
    loc: Any, src: Any,
) -> Region:  # fmt: skip
    """The region of named op ``op_name`` over operands of ``types`` (inputs first): one
    block with an argument per operand; empty when the op's computation is not known."""
    region = Region()
    block = region.add_block()
    args = [block.add_arg(element_type_or_self(t)) for t in types]
    kind = payload_kind(op_name, enum_word(attrs.get("kind")))
    if kind is None or not args or len(args) <= n_inputs:
        return region
    b = Builder(ctx, block, loc, src)
    ins, outs = args[:n_inputs], args[n_inputs:]
    out_t = outs[0].type
    unsigned = _cast_unsigned(attrs.get("cast"))
    how, fn = kind
    try:
        if how == "copy" and len(ins) == 1:
            result = b.cast(ins[0], out_t, unsigned)
        elif how == "unary" and len(ins) == 1:
            result = b.unary(fn, ins[0])
        elif how == "binary" and len(ins) == 2:
            result = b.binary(fn, ins[0], ins[1])
        elif how == "select" and len(ins) == 3:
            result = b.value("arith.select", list(ins), ins[1].type)
        elif how == "muladd" and len(ins) == 2:
            lhs = b.cast(ins[0], out_t, unsigned)
            rhs = b.cast(ins[1], out_t, unsigned)
            result = b.binary("add", outs[0], b.binary("mul", lhs, rhs))
        elif how == "qmuladd" and len(ins) == 4:
            lhs = b.binary("sub", b.cast(ins[0], out_t, unsigned), b.cast(ins[2], out_t, unsigned))
            rhs = b.binary("sub", b.cast(ins[1], out_t, unsigned), b.cast(ins[3], out_t, unsigned))
            result = b.binary("add", outs[0], b.binary("mul", lhs, rhs))
        elif how == "rng" and len(ins) == 3:
            result = _random(b, ins, out_t)
        elif how == "pool" and len(ins) == 2:
            result = b.binary(fn, outs[0], b.cast(ins[0], out_t, unsigned))
        else:
            return _empty(region)
    except KeyError:  # a function the element type has no operation for
        return _empty(region)
    b.op("linalg.yield", [result], [])
    return region


def _random(b: Builder, ins: Sequence[Value], out_t: Attribute) -> Value:
    """fill_rng_2d's payload: a linear congruential generator seeded with the seed and the
    two loop indices, scaled into [min, max) (ins: min, max, seed)."""
    lo, hi, seed = ins
    f64, i32, i64 = lo.type, seed.type, B.integer_type(64)

    def const(v: int) -> Value:
        from core.attributes import get

        return b.value("arith.constant", [], i64, value=get(B.A["integer"], (i64, v)))

    offset = b.value("arith.sitofp", [const(2147483647)], f64)
    j = b.value("arith.index_cast", [_index(b, 1)], i32)
    i = b.value("arith.index_cast", [_index(b, 0)], i32)
    state = b.binary("add", i, seed)
    for _ in range(2):
        state = b.binary("mul", state, b.value("arith.trunci", [const(1103515245)], i32))
        state = b.binary("add", state, b.value("arith.trunci", [const(12345)], i32))
        if _ == 0:
            state = b.binary("add", j, state)
    scaled = b.binary("add", offset, b.value("arith.sitofp", [state], f64))
    from core import floats
    from core.attributes import get

    span = b.binary("sub", hi, lo)
    bits = floats.parse_float_literal(floats.SEMANTICS["f64"], "2.3283063999999999E-10")
    step = b.value("arith.constant", [], f64, value=get(B.A["float"], (f64, bits)))
    scale = b.binary("mul", span, step)
    return b.cast(b.binary("add", b.binary("mul", scaled, scale), lo), out_t)


def _index(b: Builder, dim: int) -> Value:
    from core.attributes import get

    attr = get(B.A["integer"], (B.integer_type(64), dim))
    return b.value("linalg.index", [], B.INDEX, dim=attr)


def _empty(region: Region) -> Region:
    block = region.blocks[0]
    for op in block.ops:
        for v in op.operands:
            v.uses.remove(op)
    block.ops.clear()
    return region


def _cast_unsigned(a: Attribute | None) -> bool:
    return a is not None and "unsigned" in str(a.params[0] if a.params else "")


def short_body(
    ctx: Any, payload: str, attrs: dict[str, Attribute], types: list[Attribute],
    n_inputs: int, init_first: bool, loc: Any, src: Any,
) -> Region:  # fmt: skip
    """The region of ``linalg.map { payload attrs }`` (``init_first`` False) or
    ``linalg.reduce { payload attrs }`` (True): the payload applied to the inputs' elements
    (after the inits' for reduce), of the first init's element type, then yielded."""
    region = Region()
    block = region.add_block()
    args = [block.add_arg(element_type_or_self(t)) for t in types]
    ins, inits = args[:n_inputs], args[n_inputs:]
    operands = [*inits, *ins] if init_first else list(ins)
    b = Builder(ctx, block, loc, src)
    result_t = inits[0].type if inits else (ins[0].type if ins else B.NONE)
    op = b.op(payload, operands, [result_t], attrs)
    b.op("linalg.yield", list(op.results), [])
    return region
