"""The C++ syntax of the nvvm dialect's ``mma.sync``, as mlir-opt-22 reads and prints it:

    nvvm.mma.sync A[%a0, %a1]  B[%b0]  C[%c0, %c1]  {layoutA = ..., shape = ...}
        : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>

Each fragment's operands share the one type the list after ``:`` gives; the PTX types of
A and B (``multiplicandAPtxType``, ``multiplicandBPtxType``) may be left out when the
operand types tell them, and are then left out of the print.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from irdl.format.directives import Slot
from irdl.plugin import Plugin

plugin = Plugin("nvvm")

_FRAGMENTS = ("A", "B", "C")
_PTX_TYPES = ("multiplicandAPtxType", "multiplicandBPtxType")


def mma_ptx_type(t: Attribute, accumulator: bool) -> str | None:
    """The PTX type registers of type ``t`` hold (C++'s MmaOp::inferOperandMMAType): f64,
    f16 (f16 or vector<2xf16>), f32 for an accumulator and tf32 otherwise, s32 for an
    integer accumulator, that of a struct's first element; None when it cannot tell."""
    kind = B.FLOAT_DEFS.get(t.defn)
    if kind == "f64":
        return "f64"
    f16x2 = t.defn is B.T["vector"] and t.params[0] == (2,)
    if kind == "f16" or (f16x2 and B.FLOAT_DEFS.get(t.params[1].defn) == "f16"):
        return "f16"
    if kind == "f32":
        return "f32" if accumulator else "tf32"
    if t.defn is B.T["integer"]:
        return "s32" if accumulator else None
    if getattr(t.defn, "key", None) == "!llvm.struct":
        body = t.params[3].params[0]
        return mma_ptx_type(body[0], accumulator) if body else None
    return None


def _operand_list(p: Any) -> list[tuple[str, int]]:
    """``[%a, %b]``, or nothing (MLIR's OptionalSquare delimiter)."""
    refs: list[tuple[str, int]] = []
    if not p.consume_punct("["):
        return refs
    if not p.consume_punct("]"):
        refs.append(p.parse_operand_ref())
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
        p.expect_punct("]", "expected ']'")
    return refs


class _Mma:
    """The C++ syntax of one mma operation: ``A[...] B[...] C[...]``, then the keyword
    groups of single operands ``extras`` (keyword, the operands' types), the attributes,
    and ``: (type(A), type(B), type(C)) -> type(res)``.

    ``sync``: mma.sync's own ways: two spaces after each group, the type list checked only
    when it does not close, the multiplicands' PTX types inferred as an accumulator's and
    printed unless the first A operand tells them (both); otherwise each multiplicand's
    PTX type is told by its own first operand. ``must_infer``: a PTX type neither given
    nor inferred is an error. ``exact``: block scaling's "expected exactly 3 types"."""

    def __init__(
        self, extras: tuple[tuple[str, tuple[str, ...]], ...], sync: bool = False,
        must_infer: bool = True, exact: bool = False,
    ) -> None:  # fmt: skip
        self.extras = extras
        self.sync = sync
        self.must_infer = must_infer
        self.exact = exact
        self.count = sum(len(types) for _, types in extras)

    def _split(self, slots: tuple[Slot, ...]) -> tuple[tuple[Slot, ...], ...]:
        frags, rest = slots[:3], slots[3:]
        extras, types = rest[: self.count], rest[self.count :]
        return frags, extras, types[:3], types[3:]

    def parse(self, dp: Any, *slots: Slot) -> None:
        p = dp.p
        frags, extras, type_slots, (res,) = self._split(slots)
        refs = []
        for name in _FRAGMENTS:
            p.parse_keyword(name)
            refs.append(_operand_list(p))
        extra_refs: list[list[tuple[str, int]]] = []
        for keyword, _ in self.extras:
            p.parse_keyword(keyword)
            extra_refs.append(_operand_list(p))
        attrs = p.parse_attribute_entries() if p.at_punct("{") else {}
        p.expect_punct(":", "expected ':'")
        p.expect_punct("(", "expected '('")
        types = [p.parse_type()]
        while p.consume_punct(","):
            types.append(p.parse_type())
        if self.exact:
            if len(types) != 3:
                p.custom_error("expected exactly 3 types")
            p.expect_punct(")", "expected ')'")
        elif self.sync:
            if not p.consume_punct(")") and len(types) != 3:
                p.custom_error("expected one type for each operand segment but got "
                               f"{len(types)} types", dp.loc)  # fmt: skip
        else:
            p.expect_punct(")", "expected ')'")
            if len(types) != 3:
                p.custom_error("expected one type for each operand segment but got "
                               f"{len(types)} types", dp.loc)  # fmt: skip
        for slot, type_slot, group, t in zip(frags, type_slots, refs, types):
            dp.set_operands(slot, group)
            dp.set_types(type_slot, [t] * len(group))
        p.expect_punct("->", "expected '->'")
        dp.set_types(res, [p.parse_type()])
        slots = iter(extras)
        for (_, fixed), group in zip(self.extras, extra_refs):
            if len(fixed) > 1 and len(group) != len(fixed):
                p.custom_error("number of operands and types do not match: got "
                               f"{len(group)} operands and {len(fixed)} types", dp.loc)  # fmt: skip
            for ref, t in zip(group, fixed * len(group) if len(fixed) == 1 else fixed):
                slot = next(slots)
                dp.set_operands(slot, [ref])
                dp.set_types(slot, [B.integer_type(int(t[1:]))])
        for i, (name, t) in enumerate(zip(_PTX_TYPES, types)):
            if name in attrs:
                continue
            inferred = mma_ptx_type(t, self.sync or i >= 2)
            if inferred is None:
                if self.must_infer:
                    p.custom_error(f"attribute {name} is not provided explicitly and cannot "
                                   "be inferred", dp.loc)  # fmt: skip
                continue
            attrs[name] = get(p.ctx.dialect("nvvm").attrs["mma_type"], (B.string_attr(inferred),))
        dp.attr_dict(attrs)

    def print(self, dp: Any, *slots: Slot) -> None:
        p = dp.p
        frags, extras, _, (res,) = self._split(slots)
        groups = [dp.operands(s) for s in frags]
        values = [v for s in extras for v in dp.operands(s)]
        named = list(zip(_FRAGMENTS, groups))
        for keyword, types in self.extras:
            named.append((keyword, values[: len(types)]))
            values = values[len(types) :]
        for i, (name, group) in enumerate(named):  # C++ writes " A[...] " (mma.sync)
            p.write(f"{' ' if i else ''}{name}[")
            for j, v in enumerate(group):
                if j:
                    p.write(", ")
                p.print_operand(v)
            p.write("] " if self.sync else "]")
        elided = set()
        firsts = [g[0].type if g else None for g in groups]
        if self.sync:  # C++ tells both from the first A operand
            firsts[1] = firsts[0]
        for name, t in zip(_PTX_TYPES, firsts):
            if t is not None and mma_ptx_type(t, False) is not None:
                elided.add(name)
        p.print_attr_dict(dp.other_attrs(elided))
        p.write(" : (")
        for i, t in enumerate(firsts[:1] + [g[0].type if g else None for g in groups[1:]]):
            if i:
                p.write(", ")
            if t is not None:
                p.print_type(t)
        p.write(") -> ")
        p.print_type(dp.results(res)[0].type)


_TYPES = "type($operandA), type($operandB), type($operandC), type($res)"
_SPARSE = (("sparseMetadata", ("i32",)), ("selector", ("i32",)))
_SCALES = (("scaleA", ("i32", "i16", "i16")), ("scaleB", ("i32", "i16", "i16")))
_SCALE_SLOTS = "$scaleAData, $byteIdA, $threadIdA, $scaleBData, $byteIdB, $threadIdB"
for _cls, _syntax, _slots in (
    ("NvvmMma", _Mma((), sync=True), ""),
    ("NvvmMmaSp", _Mma(_SPARSE), "$sparseMetadata, $sparsitySelector, "),
    ("NvvmMmaBlockScale", _Mma(_SCALES, must_infer=False, exact=True), f"{_SCALE_SLOTS}, "),
    ("NvvmMmaSpBlockScale", _Mma(_SPARSE + _SCALES, must_infer=False, exact=True),
     f"$sparseMetadata, $sparsitySelector, {_SCALE_SLOTS}, "),
):  # fmt: skip
    plugin.directive(_cls, _syntax.parse, _syntax.print)
    plugin.assembly_format(
        _cls, f"custom<{_cls}>($operandA, $operandB, $operandC, {_slots}{_TYPES})"
    )
