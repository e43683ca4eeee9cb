"""What the transform dialect's verifiers know of its operations beyond their declarations.

- ``interfaces(name)``: the ODS interfaces and traits an operation declares
  (``ods_traits`` of transform.irdl.mlir and its supplements): TransformOpInterface,
  PatternDescriptorOpInterface, PossibleTopLevelTransformOpTrait...
- ``operand_effects(op, ctx)``: for each operand, the effect the operation has on the handle
  (C++'s ``getEffects`` on the transform mapping): ``"consume"`` (read and freed),
  ``"read"``, ``""`` (none specified) or None (not known here: C++ computes it and we do not
  reproduce it). Known: FunctionalStyleTransformOpTrait (consumes), NavigationTransformOpTrait
  (reads), ``transform.include`` (from the callee's ``transform.consumed`` /
  ``transform.readonly`` argument attributes), ``transform.sequence`` and
  ``transform.foreach`` (an operand is consumed when its block argument is),
  ``transform.alternatives`` (consumes), ``transform.foreach_match`` (consumes the root),
  the operations listed in ``_CONSUMES_FIRST`` (consume their target) and ``_READS`` (only
  read).
- ``consumed_arguments(block, ctx)``: C++'s getConsumedBlockArguments: for each argument of
  the block, whether an operation of the block consumes it (None: not known).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from core.ir import Block, Operation, Value
from irdl.plugin import inherent

_OP = re.compile(r"^\s*irdl\.operation @([\w.]+)")
_TRAITS = re.compile(r"^\s*ods_traits = \[(.*)\]")

# Operations whose C++ getEffects only reads every operand handle.
_READS = frozenset(
    "transform." + n
    for n in (
        "annotate", "apply_patterns", "apply_cse", "apply_dce", "apply_licm", "cast",
        "collect_matching",
        "debug.emit_remark_at", "debug.emit_param_as_remark", "get_type", "match.operation_empty",
        "match.operation_name", "match.param.cmpi", "num_associations", "param.constant",
        "print", "replicate", "select", "verify", "yield",
    )
)  # fmt: skip


# Operations whose C++ getEffects consumes the first operand (the target) and reads the rest.
_CONSUMES_FIRST = frozenset(
    "transform." + n
    for n in (
        "apply_conversion_patterns", "apply_registered_pass", "structured.pad",
        "structured.pack", "structured.pack_greedily", "structured.replace",
        "structured.split", "structured.tile_using_for", "structured.tile_using_forall",
        "structured.vectorize", "structured.fuse_into_containing_op",
    )
)  # fmt: skip


@cache
def _table() -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}
    for path in sorted(Path(__file__).parent.glob("transform*.irdl.mlir")):
        name = ""
        for line in path.read_text(encoding="utf-8").splitlines():
            m = _OP.match(line)
            if m:
                name = "transform." + m.group(1)
                out.setdefault(name, frozenset())
                continue
            t = _TRAITS.match(line)
            if t and name:
                out[name] = frozenset(s.strip().strip('"') for s in t.group(1).split(","))
    return out


def interfaces(name: str) -> frozenset[str]:
    """The interfaces and traits ODS gives the operation ``name`` (none if unknown)."""
    return _table().get(name, frozenset())


def is_transform_op(op: Operation) -> bool:
    """It implements TransformOpInterface (MatchOpInterface includes it)."""
    found = interfaces(op.name)
    return "TransformOpInterface" in found or "MatchOpInterface" in found


def callee(op: Operation, ctx: Any) -> Operation | None:
    """The ``transform.named_sequence`` a ``transform.include`` names, if it resolves."""
    from irdl.checks.traits import lookup_symbol

    ref = inherent(op, "target")
    if ref is None or not ref.params or ctx is None:
        return None
    try:
        fn = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
    except Exception:  # a malformed reference: no callee
        return None
    return fn if fn is not None and fn.name == "transform.named_sequence" else None


def arg_attr_names(fn: Operation, index: int) -> set[str]:
    """The names of the attributes of a function's argument ``index``."""
    attrs = inherent(fn, "arg_attrs")
    if attrs is None or index >= len(attrs.params[0]):
        return set()
    entry = attrs.params[0][index]
    return {k for k, _ in entry.params[0]} if entry.params else set()


def _body_block(op: Operation) -> Block | None:
    return op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None


def operand_effects(op: Operation, ctx: Any) -> list[str | None]:
    """The effect of ``op`` on each of its operand handles (see the module)."""
    n = len(op.operands)
    name = op.name
    traits = interfaces(name)
    if name == "transform.include":
        fn = callee(op, ctx)
        if fn is None:
            return ["read"] * n
        out: list[str | None] = []
        for i in range(n):
            names = arg_attr_names(fn, i)
            out.append("consume" if "transform.consumed" in names
                       else "read" if "transform.readonly" in names else "")  # fmt: skip
        return out
    if name in ("transform.sequence", "transform.foreach"):
        block = _body_block(op)
        if block is None:
            return ["read"] * n
        consumed = consumed_arguments(block, ctx, name == "transform.foreach")
        return [
            "consume" if c else None if c is None else "read" for c in (consumed + [False] * n)[:n]
        ]
    if name == "transform.alternatives":
        return ["consume"] * n
    if name in _CONSUMES_FIRST:  # the target, then values only read
        return (["consume"] + ["read"] * (n - 1)) if n else []
    if name == "transform.foreach_match":  # the root, then the forwarded inputs
        return (["consume"] + ["read"] * (n - 1)) if op.results else [None] * n
    if "FunctionalStyleTransformOpTrait" in traits:
        return ["consume"] * n
    if "NavigationTransformOpTrait" in traits or name in _READS:
        return ["read"] * n
    return [None] * n


def effect_on(op: Operation, value: Value, ctx: Any) -> str | None:
    """The strongest effect of ``op`` on ``value`` through its operands: ``consume``
    beats ``read``; None when one of them is not known."""
    found = ""
    for v, e in zip(op.operands, operand_effects(op, ctx)):
        if v is not value:
            continue
        if e is None:
            return None
        if e == "consume" or not found:
            found = e
    return found


def consumed_arguments(block: Block, ctx: Any, skip_terminator: bool = False) -> list[bool | None]:
    """For each block argument: whether an operation of the block (not nested deeper)
    consumes it; None when an operation using it has effects not known here."""
    ops = block.ops[:-1] if skip_terminator and block.ops else block.ops
    out: list[bool | None] = []
    for arg in block.args:
        state: bool | None = False
        for o in ops:
            if not any(v is arg for v in o.operands):
                continue
            e = effect_on(o, arg, ctx)
            if e == "consume":
                state = True
                break
            if e is None:
                state = None
        out.append(state)
    return out
