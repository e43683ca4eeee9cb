"""IR of ``irdl.*`` operations -> dialect definitions.

The module is expected to be verified already (the IRDL dialect's own checks: names,
counts, bases, symbols). Every constraint operation of a definition's body becomes a slot
in the order it appears; symbol references ``@dialect::@name`` are resolved from the
operation that holds the ``irdl.dialect`` (as upstream's lookupSymbolNearDialect does) to
the key of the definition (``!dialect.name`` or ``#dialect.name``).

Our extensions are read from the attributes of ``irdl.dialect`` / ``irdl.type`` /
``irdl.attribute`` / ``irdl.operation`` and of constraint operations (see
docs/irdl-extensions.md): ``assembly_format``, ``traits``, ``verifier``, ``successors``,
``default_dialect``, ``optional_attributes``, ``independent_variadics``, ``result_names``,
``default_values``, ``variadic_regions``, ``cpp_verifier``, ``cpp_assembly_format``,
``ods_assembly_format``, ``cpp_result_names``, ``cpp_result_types`` (what C++ provides,
filled by plug-ins),
``self_type`` (an attribute's parameter that is its type, written `` : type`` after it),
``properties``, ``partial`` and ``ods`` (on the dialect), ``summary``, ``description``;
``message``, ``at_parameter`` and ``summary`` on constraints.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.ir import Operation, OpResult, Value
from core.printer import op_loc
from irdl.plugin import inherent
from irdl.runtime.defs import (
    Constraint,
    DialectDef,
    NamedSlot,
    OpDef,
    RegionConstraint,
    TypeDef,
    Variadicity,
)
from irdl.runtime.irdl_dialect import (
    external_definition_key,
    mnemonic,
    resolve_definition,
    variadicity_values,
)


class LoadError(Exception):
    """An IRDL module that cannot become definitions, at an operation."""

    def __init__(self, op: Operation, message: str) -> None:
        super().__init__(message)
        self.op = op
        self.message = message


_CONSTRAINT_OPS = frozenset(
    ("irdl.is", "irdl.base", "irdl.parametric", "irdl.any", "irdl.any_of", "irdl.all_of",
     "irdl.c_pred")
)  # fmt: skip


def load_definitions(module: Operation, ctx: Any) -> list[DialectDef]:
    """The dialects an IRDL module declares, in order."""
    return [_dialect(op, ctx) for op in module.walk() if op.name == "irdl.dialect"]


def any_of_out_of_form(module: Operation, ctx: Any) -> bool:
    """Whether some ``irdl.any_of`` is outside the form mlir-opt-22 accepts ('any_of
    constraints are not in the correct form'). Its greedy matcher needs alternatives that
    cannot both match: upstream rejects an alternative that matches anything (``irdl.any``,
    or an ``all_of`` whose first argument does, recursively) and two alternatives that reach
    the same ``irdl.parametric`` definition (through nested ``any_of`` arguments and the
    first argument of ``all_of``). A nested ``any_of`` holding ``irdl.any`` is not an
    "anything" alternative there, only an offender itself. We refuse the same files."""
    for op in module.walk():
        if op.name != "irdl.any_of":
            continue
        seen: set[int] = set()
        for v in op.operands:
            reached: dict[int, Operation] = {}
            if _alternative_bases(_defining_op(v), ctx, reached):
                return True
            if seen & reached.keys():
                return True
            seen |= reached.keys()
    return False


def _defining_op(v: Value) -> Operation | None:
    return v.owner if isinstance(v, OpResult) else None


def _alternative_bases(op: Operation | None, ctx: Any, reached: dict[int, Operation]) -> bool:
    """Collect into ``reached`` the parametric definitions ``op`` can match; True when it
    can match anything."""
    if op is None:
        return False
    if op.name == "irdl.any":
        return True
    if op.name == "irdl.all_of" and op.operands:
        return _alternative_bases(_defining_op(op.operands[0]), ctx, reached)
    if op.name == "irdl.any_of":
        for v in op.operands:
            _alternative_bases(_defining_op(v), ctx, reached)
        return False
    if op.name == "irdl.parametric":
        ref = inherent(op, "base_type")
        target = resolve_definition(ctx, op, ref)[0] if ref is not None else None
        if target is not None:
            reached[id(target)] = target
    return False


def _string(op: Operation, name: str, default: str = "") -> str:
    a = inherent(op, name)
    return a.params[0] if a is not None and a.defn is B.A["string"] else default


def _strings(op: Operation, name: str) -> tuple[str, ...]:
    a = inherent(op, name)
    if a is None or a.defn is not B.A["array"]:
        return ()
    return tuple(x.params[0] for x in a.params[0] if x.defn is B.A["string"])


def _dictionary(op: Operation, name: str) -> tuple[tuple[str, str], ...]:
    """A dictionary of strings (``default_values = {x = "#d.a<v>"}``: attribute texts,
    read once the dialect they may name exists)."""
    a = inherent(op, name)
    if a is None or a.defn is not B.A["dictionary"]:
        return ()
    return tuple((k, v.params[0]) for k, v in a.params[0] if v.defn is B.A["string"])


def _flag(op: Operation, name: str) -> bool:
    a = inherent(op, name)
    if a is None:
        return False
    if a is B.unit_attr():
        return True
    return a.defn is B.A["integer"] and bool(a.params[1])


def _body(op: Operation) -> list[Operation]:
    if not op.regions or not op.regions[0].blocks:
        return []
    return op.regions[0].blocks[0].ops


def _dialect(op: Operation, ctx: Any) -> DialectDef:
    name = _string(op, "sym_name")
    types: list[TypeDef] = []
    attrs: list[TypeDef] = []
    ops: list[OpDef] = []
    for child in _body(op):
        if child.name in ("irdl.type", "irdl.attribute"):
            t = _type_or_attr(child, ctx)
            (types if t.is_type else attrs).append(t)
        elif child.name == "irdl.operation":
            ops.append(_operation(child, ctx))
    return DialectDef(
        name=name,
        types=tuple(types),
        attributes=tuple(attrs),
        operations=tuple(ops),
        properties=_flag(op, "properties"),
        partial=_flag(op, "partial"),
        ods=_flag(op, "ods"),
        summary=_string(op, "summary"),
        description=_string(op, "description"),
    )


class _Slots:
    """The constraint slots of one definition body."""

    def __init__(self, body: list[Operation], ctx: Any) -> None:
        self.index: dict[Value, int] = {}
        self.regions: dict[Value, int] = {}
        self.constraints: list[Constraint] = []
        self.region_constraints: list[RegionConstraint] = []
        for op in body:
            if op.name in _CONSTRAINT_OPS:
                self.index[op.results[0]] = len(self.constraints)
                self.constraints.append(self._constraint(op, ctx))
        for op in body:
            if op.name == "irdl.region":
                self.regions[op.results[0]] = len(self.region_constraints)
                self.region_constraints.append(self._region(op))

    def slot(self, v: Value, user: Operation) -> int:
        if v not in self.index:
            raise LoadError(user, "operand is not defined by a constraint operation of this body")
        return self.index[v]

    def _constraint(self, op: Operation, ctx: Any) -> Constraint:
        common: dict[str, Any] = {"loc": _where(op), "message": _string(op, "message") or None,
                                  "at_parameter": _flag(op, "at_parameter"),
                                  "summary": _string(op, "summary")}  # fmt: skip
        kind = op.name[len("irdl.") :]
        args = tuple(self.slot(v, op) for v in op.operands)
        if kind == "is":
            value = inherent(op, "expected")
            assert value is not None
            return Constraint(kind="is", value=value, **common)
        if kind == "base":
            ref = inherent(op, "base_ref")
            base = _ref_key(op, ref, ctx) if ref is not None else _string(op, "base_name")
            return Constraint(kind="base", base=base, **common)
        if kind == "parametric":
            ref = inherent(op, "base_type")
            assert ref is not None
            return Constraint(kind="parametric", base=_ref_key(op, ref, ctx), args=args, **common)
        if kind == "c_pred":
            return Constraint(kind="c_pred", pred=_string(op, "pred"), **common)
        return Constraint(kind=kind, args=args, **common)  # type: ignore[arg-type]

    def _region(self, op: Operation) -> RegionConstraint:
        args = None
        if _flag(op, "constrainedArguments"):
            args = tuple(self.slot(v, op) for v in op.operands)
        n = inherent(op, "numberOfBlocks")
        blocks = n.params[1] if n is not None and n.defn is B.A["integer"] else None
        return RegionConstraint(args=args, blocks=blocks, summary=_string(op, "summary"))


def _where(op: Operation) -> str:
    """An operation's position as ``file:line:col`` ("" if it has none)."""
    loc = op_loc(op)
    return str(loc) if loc.file is not None else ""


def _ref_key(op: Operation, ref: Attribute, ctx: Any) -> str:
    target, text = resolve_definition(ctx, op, ref)
    if target is None:
        # another dialect's, which the file does not declare (``@arith::@fastmath``)
        key = external_definition_key(ctx, ref)
        if key is not None:
            return key
    if target is None or target.name not in ("irdl.type", "irdl.attribute"):
        raise LoadError(op, f"symbol '{text}' does not refer to a type or attribute definition")
    dialect = target.parent_op
    assert dialect is not None
    sigil = "!" if target.name == "irdl.type" else "#"
    return f"{sigil}{_string(dialect, 'sym_name')}.{mnemonic(target)}"


def _named(names: tuple[str, ...], values: list[Value], slots: _Slots, user: Operation,
           kinds: list[str] | None = None) -> tuple[NamedSlot, ...]:  # fmt: skip
    out = []
    for i, (name, v) in enumerate(zip(names, values)):
        kind = Variadicity(kinds[i]) if kinds and i < len(kinds) else Variadicity.single
        out.append(NamedSlot(name=name, constraint=slots.slot(v, user), variadicity=kind))
    return tuple(out)


def _type_or_attr(op: Operation, ctx: Any) -> TypeDef:
    body = _body(op)
    slots = _Slots(body, ctx)
    params: tuple[NamedSlot, ...] = ()
    for child in body:
        if child.name == "irdl.parameters":
            params = _named(_strings(child, "names"), child.operands, slots, child)
    return TypeDef(
        name=mnemonic(op),
        loc=_where(op),
        is_type=op.name == "irdl.type",
        parameters=params,
        constraints=tuple(slots.constraints),
        assembly_format=_string(op, "assembly_format") or None,
        verifier=_string(op, "verifier") or None,
        summary=_string(op, "summary"),
        description=_string(op, "description"),
        cpp_assembly_format=_string(op, "cpp_assembly_format") or None,
        cpp_verifier=_string(op, "cpp_verifier") or None,
        ods_assembly_format=_string(op, "ods_assembly_format") or None,
        self_type=_string(op, "self_type") or None,
    )


def _operation(op: Operation, ctx: Any) -> OpDef:
    body = _body(op)
    slots = _Slots(body, ctx)
    operands: tuple[NamedSlot, ...] = ()
    results: tuple[NamedSlot, ...] = ()
    attributes: tuple[NamedSlot, ...] = ()
    regions: tuple[NamedSlot, ...] = ()
    for child in body:
        if child.name == "irdl.operands":
            kinds = variadicity_values(inherent(child, "variadicity"))
            operands = _named(_strings(child, "names"), child.operands, slots, child, kinds)
        elif child.name == "irdl.results":
            kinds = variadicity_values(inherent(child, "variadicity"))
            results = _named(_strings(child, "names"), child.operands, slots, child, kinds)
        elif child.name == "irdl.attributes":
            attributes = _named(_strings(child, "attributeValueNames"), child.operands, slots,
                                child)  # fmt: skip
            optional = set(_strings(op, "optional_attributes"))
            attributes = tuple(
                replace(a, variadicity=Variadicity.optional) if a.name in optional else a
                for a in attributes
            )
        elif child.name == "irdl.regions":
            variadic_regions = set(_strings(op, "variadic_regions"))
            regions = tuple(
                NamedSlot(name=n, constraint=slots.regions[v], variadicity=Variadicity.variadic)
                if n in variadic_regions
                else NamedSlot(name=n, constraint=slots.regions[v])
                for n, v in zip(_strings(child, "names"), child.operands)
            )
    successors = []
    for text in _strings(op, "successors"):
        word, _, name = text.partition(" ")
        if name:
            successors.append(
                NamedSlot(name=name.strip(), constraint=-1, variadicity=Variadicity(word))
            )
        else:
            successors.append(NamedSlot(name=word, constraint=-1))
    return OpDef(
        # `mnemonic`: a name IRDL's naming rule does not allow (`mlir.constant`)
        name=_string(op, "mnemonic") or _string(op, "sym_name"),
        loc=_where(op),
        operands=operands,
        results=results,
        attributes=attributes,
        regions=regions,
        successors=tuple(successors),
        constraints=tuple(slots.constraints),
        region_constraints=tuple(slots.region_constraints),
        assembly_format=_string(op, "assembly_format") or None,
        traits=_strings(op, "traits"),
        independent=_strings(op, "independent_variadics"),
        result_names=_string(op, "result_names") or None,
        defaults=_dictionary(op, "default_values"),
        verifier=_string(op, "verifier") or None,
        default_dialect=_string(op, "default_dialect"),
        summary=_string(op, "summary"),
        description=_string(op, "description"),
        cpp_verifier=_string(op, "cpp_verifier") or None,
        cpp_assembly_format=_string(op, "cpp_assembly_format") or None,
        ods_assembly_format=_string(op, "ods_assembly_format") or None,
        cpp_result_names=_string(op, "cpp_result_names") or None,
        cpp_result_types=_string(op, "cpp_result_types") or None,
    )
