"""The library of traits a definition may name in ``traits = [...]``.

A trait is MLIR's: a property the core's verifier and printer rely on (set as flags on the
OpInfo) and/or a check with MLIR's message. A trait that is not in this library is an
error when the file loads. Parameters go in angle brackets: ``HasParent<func.func>``,
``HasParent<a.b, c.d>``, ``SingleBlockImplicitTerminator<func.return>``.

Flags: ``Terminator`` (is_terminator), ``NoTerminator``, ``IsolatedFromAbove``,
``SymbolTable``, ``Symbol``, ``SingleBlock``, ``HasOnlyGraphRegion`` (graph regions),
``SingleBlockImplicitTerminator<op>`` (single block; a custom form may leave ``op`` out of
its regions, where it is inserted on reading and left out on printing when it carries
nothing). Checks (run when the verifier enters the op, in the order listed on the
definition): ``Terminator`` (last in its block), ``HasParent``, ``NoRegionArguments``,
``SingleBlock`` (its block is not empty unless ``NoTerminator``), ``AtMostOneChildOf``,
``SameOperandsAndResultType`` (element types equal, shapes compatible),
``SameOperandsAndResultShape``, ``SameOperandsShape``,
``SameOperandsAndResultElementType``, ``SameOperandsElementType``, ``SameTypeOperands``,
``ZeroRegions``, ``AllTypesMatch<a, b, ...>`` (operands, results and typed attributes of
one type; likewise ``AllElementTypesMatch``, ``AllShapesMatch``, ``AllRanksMatch``,
``AllElementCountsMatch``, ``AllTypeIDsMatch``, ODS's AllMatchSameOperatorTrait: the names
may be followed by the text a failure reports instead of ``all of {a, b} have same X``),
``TypesMatchWith<from, to, Transform, description>`` (the type of ``to`` is a transform
of the type of ``from``: ``Same``, ``I1SameShape``, ``ElementType``,
``ComplexElementType``, or for a whole group ``FunctionInputs``/``FunctionResults``; a custom
form may then leave the type of ``to`` out; ``cpp:Name``, in a file imported from ODS, is
C++'s transform: a plug-in's ``Name``, else the trait is not checked). Checks run when it
leaves the op (after its regions): ``SymbolTable`` (one region and block, unique symbol
names, then the symbol uses nested in it), ``SingleBlockImplicitTerminator`` (each region
ends with ``op``).
``AttrSizedOperandSegments`` / ``AttrSizedResultSegments``: the segment sizes add up to
the operand (result) count. ``Pure``, ``ConstantLike``, ``ReturnLike``,
``AlwaysSpeculatable``, ``RecursiveMemoryEffects``, ``RecursivelySpeculatable``,
``AutomaticAllocationScope``, ``HasParallelRegion``, ``AffineScope`` (the affine
dialect's verifiers look for it), ``Commutative`` and ``Idempotent`` are accepted and have no
verifier effect. ``ElementwiseMappable`` (ODS's trait list Elementwise, Scalarizable,
Vectorizable, Tensorizable; also ``Elementwise`` alone): MLIR's verifyElementwise. Vectors
and tensors are the non-scalar types: when any operand or result is one, some operand must
be one, every result must be one, and all of them of one kind with compatible shapes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.registry import OpInfo
from core.verifier import op_diagnostic
from irdl.checks import shapes as S
from irdl.plugin import TRAITS, TYPE_TRANSFORMS, Plugin, Trait, TraitCheck, fail, inherent, missing

Check = TraitCheck


def parse_trait(text: str) -> tuple[str, tuple[str, ...]]:
    """``Name`` or ``Name<a, b>`` -> (name, args)."""
    text = text.strip()
    lt = text.find("<")
    if lt < 0:
        return text, ()
    if not text.endswith(">"):
        raise ValueError(f"malformed trait '{text}'")
    args = tuple(a.strip() for a in text[lt + 1 : -1].split(",") if a.strip())
    return text[:lt], args


def op_traits(op: Operation, ctx: Any) -> frozenset[str]:
    """The names of the traits ``op``'s definition declares (none for an undeclared op)."""
    info = ctx.op_info(op.name) if ctx is not None else None
    defn = getattr(info, "defn", None)
    if defn is None:
        return frozenset()
    return frozenset(parse_trait(t)[0] for t in defn.traits)


def _is_terminator(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
    block = op.parent
    if block is None or not block.ops or block.ops[-1] is not op:
        return fail(diags, op, "must be the last operation in the parent block")
    return True


def _has_parent(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
    parent = op.parent_op
    if parent is not None and parent.name in args:
        return True
    which = f"to be one of '{', '.join(args)}'" if len(args) != 1 else f"'{args[0]}'"
    return fail(diags, op, f"expects parent op {which}")


def _no_region_arguments(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    for i, region in enumerate(op.regions):
        if region.blocks and region.blocks[0].args:
            if len(op.regions) > 1:
                return fail(diags, op, f"region #{i} should have no arguments")
            return fail(diags, op, "region should have no arguments")
    return True


def _single_block(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
    info = ctx.op_info(op.name) if ctx is not None else None
    for i, region in enumerate(op.regions):
        if len(region.blocks) > 1:
            return fail(diags, op, f"expects region #{i} to have 0 or 1 blocks")
        if region.blocks and not region.blocks[0].ops and not getattr(info, "no_terminator", 1):
            return fail(diags, op, "expects a non-empty block")
    return True


def _at_most_one_child_of(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    seen: set[str] = set()
    for r in op.regions[:1]:
        for b in r.blocks:
            for child in b.ops:
                if child.name not in args:
                    continue
                if child.name in seen:
                    return fail(
                        diags, op, "failed to verify AtMostOneChildOf trait: the operation "
                        f"contains at least two operations of type {child.name}", prefix=False,
                    )  # fmt: skip
                seen.add(child.name)
    return True


def _at_least(op: Operation, operands: bool, results: bool, diags: list[Diagnostic]) -> bool:
    """MLIR's verifyAtLeastNOperands / NResults with N = 1."""
    if operands and not op.operands:
        return fail(diags, op, "expected 1 or more operands, but found 0")
    if results and not op.results:
        return fail(diags, op, "expected 1 or more results, but found 0")
    return True


def _same_operands_and_result_type(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    """As MLIR: the same element type and compatible shapes (``?`` matches any size), and
    the same encoding when the first result is an encoded tensor."""
    if not _at_least(op, True, True, diags):
        return False
    first = op.results[0].type
    element = S.element_type_or_self(first)
    encoding = S.tensor_encoding(first)
    for t in [r.type for r in op.results[1:]] + [v.type for v in op.operands]:
        if S.element_type_or_self(t) is not element or not S.compatible_shapes([t, first]):
            return fail(diags, op, "requires the same type for all operands and results")
        if encoding is not None and S.tensor_encoding(t) is not encoding:
            return fail(diags, op, "requires the same encoding for all operands and results")
    return True


def _same_shape(operands: bool, results: bool, what: str) -> Check:
    def check(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
        if not _at_least(op, operands, results, diags):
            return False
        types = [v.type for v in op.operands] + ([r.type for r in op.results] if results else [])
        if not S.compatible_shapes(types):
            return fail(diags, op, f"requires the same shape for all {what}")
        return True

    return check


def _same_element_type(operands: bool, results: bool, what: str) -> Check:
    def check(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
        if not _at_least(op, operands, results, diags):
            return False
        types = [v.type for v in op.operands] + ([r.type for r in op.results] if results else [])
        element = S.element_type_or_self(types[0])
        if any(S.element_type_or_self(t) is not element for t in types):
            return fail(diags, op, f"requires the same element type for all {what}")
        return True

    return check


def _types_match_with(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    """``TypesMatchWith<from, to, Transform, description>``: the type of ``to`` is the
    transform (registered with Plugin.type_transform) of the type of ``from``."""
    from irdl.format.ops import value_groups

    info = ctx.op_info(op.name) if ctx is not None else None
    if info is None or info.defn is None:
        return True
    groups = value_groups(op, info.defn)
    source, target = groups.get(args[0], []), groups.get(args[1], [])
    if not source:
        return True
    transform = type_transform(args[2])
    if transform is None:  # a C++ transform no plug-in provides (apply_traits skips it)
        return True
    derived = transform(source[0].type)
    if isinstance(derived, tuple):  # the types of the whole group `to`
        if derived != tuple(v.type for v in target):
            return fail(diags, op, f"failed to verify that {', '.join(args[3:])}")
        return True
    if not target:
        return True
    if derived is not target[0].type:
        return fail(diags, op, f"failed to verify that {', '.join(args[3:])}")
    return True


# A transform written ``cpp:Name`` is C++'s (a file imported from ODS): the plug-in that
# reproduces it registers ``Name``; without one, the trait is not checked.
CPP_TRANSFORM = "cpp:"


def type_transform(name: str) -> Callable[[Any], Any] | None:
    """The transform a ``TypesMatchWith`` names, if one is registered."""
    return TYPE_TRANSFORMS.get(name.removeprefix(CPP_TRANSFORM))


def _snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() else c for c in name)


def _names_and_description(args: tuple[str, ...]) -> tuple[tuple[str, ...], str | None]:
    """``a, b, free text`` -> the value names (the leading identifiers) and the rest, the
    description a failure reports (None: MLIR's ``all of {a, b} have same X``)."""
    for i, a in enumerate(args):
        if not a.isidentifier():
            return args[:i], ", ".join(args[i:])
    return args, None


def _all_match(what: str, key: Callable[[Any], Any]) -> Check:
    """ODS's AllMatchSameOperatorTrait: the first value of each named operand or result
    group, and each named typed attribute's type, give one ``key`` (a camelCase ODS name
    names the snake_case group). Values whose key is None (no shape, unranked) are not
    compared."""

    def check(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
        from irdl.format.directives import attribute_type
        from irdl.format.ops import value_groups

        info = ctx.op_info(op.name) if ctx is not None else None
        if info is None or info.defn is None:
            return True
        names, description = _names_and_description(args)
        groups = value_groups(op, info.defn)
        keys = []
        for name in names:
            if name not in groups and _snake(name) in groups:
                name = _snake(name)
            if name in groups:
                if groups[name]:
                    keys.append(key(groups[name][0].type))
            else:
                attr = inherent(op, name)
                if attr is not None:
                    keys.append(key(attribute_type(attr)))
        keys = [k for k in keys if k is not None]
        if any(k != keys[0] for k in keys):
            said = description or f"all of {{{', '.join(names)}}} have same {what}"
            return fail(diags, op, f"failed to verify that {said}")
        return True

    return check


def _element_count(t: Any) -> Any:
    shape = S.shape_or_none(t)
    return None if shape is None or B.DYNAMIC in shape else math.prod(shape)


_ALL_MATCH = (
    ("AllTypesMatch", "type", lambda t: t),
    ("AllElementTypesMatch", "element type", S.element_type_or_self),
    ("AllShapesMatch", "shape", S.shape_or_none),
    ("AllRanksMatch", "rank", lambda t: None if (s := S.shape_or_none(t)) is None else len(s)),
    ("AllElementCountsMatch", "element count", _element_count),
    ("AllTypeIDsMatch", "type IDs", lambda t: t.defn),
)


def _attr_sized(what: str) -> Check:
    def check(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
        values = op.operands if what == "operand" else op.results
        return segment_sizes_match(op, f"{what}SegmentSizes", what, len(values), diags)

    return check


def _implicit_terminator(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    """Each non-empty region ends with the named terminator."""
    from core.printer import op_loc

    for region in op.regions:
        if not region.blocks or not region.blocks[0].ops:
            continue
        last = region.blocks[0].ops[-1]
        if last.name != args[0]:
            d = op_diagnostic(op, f"expects regions to end with '{args[0]}', found '{last.name}'")
            d.attach_note(
                f"in custom textual format, the absence of terminator implies '{args[0]}'",
                op_loc(op),
            )
            diags.append(d)
            return False
    return True


def _same_type_operands(
    op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any
) -> bool:
    types = [v.type for v in op.operands]
    if types and any(t is not types[0] for t in types):
        return fail(diags, op, "requires all operands to have the same type")
    return True


def _zero_regions(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
    if op.regions:
        return fail(diags, op, "requires zero regions")
    return True


def _symbol_table(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
    from core.printer import op_loc

    if len(op.regions) != 1:
        return fail(diags, op, "Operations with a 'SymbolTable' must have exactly one region")
    region = op.regions[0]
    if len(region.blocks) != 1:
        return fail(diags, op, "Operations with a 'SymbolTable' must have exactly one block")
    seen: dict[str, Operation] = {}
    for child in region.blocks[0].ops:
        name = symbol_name(child)
        if name is None:
            continue
        first = seen.setdefault(name, child)
        if first is not child:
            d = op_diagnostic(child, f"redefinition of symbol named '{name}'", prefix=False)
            d.attach_note("see existing symbol definition here", op_loc(first))
            diags.append(d)
            return False
    # The symbol uses nested in this table, not inside nested tables, in the order MLIR's
    # walkSymbolTable visits them: a region's operations in order, pushing their regions
    # on a stack that is then popped (so the last operation's regions come first).
    worklist = [region]
    infos: dict[str, Any] = {}  # op_info by name, looked up once per table
    while worklist:
        for block in worklist.pop().blocks:
            for child in block.ops:
                info = infos.get(child.name, infos)
                if info is infos:
                    info = infos[child.name] = ctx.op_info(child.name) if ctx else None
                if info is not None:
                    check = info.verify_symbol_uses
                    if check is not None and not check(child, diags, ctx):
                        return False
                    if info.symbol_table:
                        continue
                worklist.extend(child.regions)
    return True


def symbol_name(op: Operation) -> str | None:
    """The ``sym_name`` string of an operation, from its properties or attributes."""
    if op.properties is None and not op.attributes:
        return None
    from core import builtin as B

    a = op.attributes.get("sym_name")
    if a is None and op.properties is not None and op.properties.defn is B.A["dictionary"]:
        for k, v in op.properties.params[0]:
            if k == "sym_name":
                a = v
                break
    if a is None or a.defn is not B.A["string"]:
        return None
    return a.params[0]


def lookup_symbol(
    ctx: Any, start: Operation | None, root: str, nested: tuple[str, ...]
) -> Operation | None:
    """MLIR's lookupNearestSymbolFrom: the nearest symbol table at or above ``start``, then
    the reference's names through nested tables."""
    table = start
    while table is not None:
        info = ctx.op_info(table.name) if ctx is not None else None
        if info is not None and info.symbol_table:
            break
        if info is None and len(table.regions) == 1:
            return None  # an unregistered op might be a symbol table MLIR cannot see into
        table = table.parent_op
    return resolve_in_table(table, root, nested, ctx)


def resolve_in_table(
    table: Operation | None, root: str, nested: tuple[str, ...], ctx: Any = None
) -> Operation | None:
    """The symbol ``@root::@nested...`` within the symbol table operation ``table``. During
    a verification (``ctx`` given) each table's names are gathered once, so n calls among
    n functions cost n lookups, not n * n scans."""
    if table is None:
        return None
    cache = ctx.verify_cache if ctx is not None else None
    cur: Operation | None = table
    for name in (root, *nested):
        if cur is None or not cur.regions or not cur.regions[0].blocks:
            return None
        ops = cur.regions[0].blocks[0].ops
        if cache is None:
            cur = next((child for child in ops if symbol_name(child) == name), None)
            continue
        key = ("symbols", id(ops))
        entry = cache.get(key)
        if entry is None or entry[0] is not ops:
            symbols: dict[str, Operation] = {}
            for child in ops:
                sym = symbol_name(child)
                if sym is not None:
                    symbols.setdefault(sym, child)
            entry = cache[key] = (ops, symbols)
        cur = entry[1].get(name)
    return cur


def segment_sizes_match(
    op: Operation, attr_name: str, what: str, count: int, diags: list[Diagnostic]
) -> bool:
    """AttrSizedOperandSegments / AttrSizedResultSegments, as ODS checks them (an absent
    attribute counts as sizes that sum to 0)."""
    seg = inherent(op, attr_name)
    total = sum(seg.params[1]) if seg is not None and seg.defn is B.A["dense_array"] else 0
    if total != count:
        diags.append(op_diagnostic(
            op, f"{what} count ({count}) does not match with the total size ({total}) "
            f"specified in attribute '{attr_name}'"))  # fmt: skip
        return False
    return True


_MAPPABLE = frozenset((B.T["vector"], B.T["tensor"], B.T["unranked_tensor"]))


def _elementwise(op: Operation, args: tuple[str, ...], diags: list[Diagnostic], ctx: Any) -> bool:
    results = [r.type for r in op.results if r.type.defn in _MAPPABLE]
    operands = [v.type for v in op.operands if v.type.defn in _MAPPABLE]
    if not results and not operands:
        return True
    if not operands:
        return fail(
            diags, op, "if a result is non-scalar, then at least one operand must be non-scalar"
        )
    if not results:
        return fail(
            diags,
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        )
    if len(results) != len(op.results):
        return fail(diags, op, "if an operand is non-scalar, then all results must be non-scalar")
    types = operands + results
    if any(t.defn is not types[0].defn for t in types) or not S.compatible_shapes(types):
        return fail(
            diags, op, "all non-scalar operands/results must have the same shape and base type"
        )
    return True


_library = Plugin("irdlkit")
for _t in (
    Trait("Terminator", {"is_terminator": True}, _is_terminator),
    Trait("NoTerminator", {"no_terminator": True}),
    Trait("IsolatedFromAbove", {"isolated_from_above": True}),
    Trait("SymbolTable", {"symbol_table": True}, verify_regions=_symbol_table),
    Trait("Symbol", {"symbol": True}),
    Trait("SingleBlock", {"single_block": True}, _single_block, phase="structural"),
    Trait("HasOnlyGraphRegion", {"graph_regions": True}),
    Trait("HasParent", {}, _has_parent, phase="structural"),
    Trait("NoRegionArguments", {}, _no_region_arguments, phase="structural"),
    Trait("AtMostOneChildOf", {}, _at_most_one_child_of),
    Trait("TypesMatchWith", {}, _types_match_with, phase="predicate"),
    *(Trait(name, {}, _all_match(what, key), phase="predicate") for name, what, key in _ALL_MATCH),
    Trait("SameOperandsAndResultType", {}, _same_operands_and_result_type),
    Trait("SameOperandsAndResultShape", {}, _same_shape(True, True, "operands and results")),
    Trait("SameOperandsShape", {}, _same_shape(True, False, "operands")),
    Trait(
        "SameOperandsAndResultElementType",
        {},
        _same_element_type(True, True, "operands and results"),
    ),
    Trait("SameOperandsElementType", {}, _same_element_type(True, False, "operands")),
    Trait(
        "SingleBlockImplicitTerminator",
        {"single_block": True},
        _single_block,
        verify_regions=_implicit_terminator,
        phase="structural",
    ),
    Trait("AttrSizedOperandSegments", {}, _attr_sized("operand"), phase="structural"),
    Trait("AttrSizedResultSegments", {}, _attr_sized("result"), phase="structural"),
    Trait("SameTypeOperands", {}, _same_type_operands),
    Trait("ZeroRegions", {}, _zero_regions),
    Trait("Pure"),
    Trait("ConstantLike"),
    Trait("ReturnLike"),
    Trait("AlwaysSpeculatable"),
    Trait("RecursiveMemoryEffects"),
    Trait("RecursivelySpeculatable"),
    Trait("AutomaticAllocationScope"),
    Trait("HasParallelRegion"),
    Trait("AffineScope"),
    Trait("ElementwiseMappable", {}, _elementwise),
    Trait("Elementwise", {}, _elementwise),
    Trait("Commutative"),
    Trait("Idempotent"),
):
    _library.trait(
        _t.name, _t.verify, verify_regions=_t.verify_regions, flags=_t.flags, phase=_t.phase
    )


Checks = list[tuple[Check, tuple[str, ...], str]]  # (check, args, phase)


def apply_traits(info: OpInfo, traits: tuple[str, ...]) -> tuple[Checks, Checks]:
    """Set ``info``'s flags; the entrance checks (with their ODS phase) and the exit checks,
    in order. Raises ValueError for a trait outside the library."""
    on_entry: Checks = []
    on_exit: Checks = []
    for text in traits:
        name, args = parse_trait(text)
        trait = TRAITS.get(name)
        if trait is None:
            raise ValueError(missing("trait", name))
        for flag, value in trait.flags.items():
            setattr(info, flag, value)
        if name == "TypesMatchWith" and (len(args) < 4 or type_transform(args[2]) is None):
            if len(args) >= 4 and args[2].startswith(CPP_TRANSFORM):
                continue  # C++'s, and no plug-in reproduces it: not checked
            raise ValueError(
                "TypesMatchWith takes <from, to, transform, description>, the transform one of "
                + ", ".join(TYPE_TRANSFORMS)
            )
        if name == "SingleBlockImplicitTerminator":
            if len(args) != 1:
                raise ValueError("SingleBlockImplicitTerminator takes one operation name")
            info.implicit_terminator = args[0]
        if trait.verify is not None:
            on_entry.append((trait.verify, args, trait.phase))
        if trait.verify_regions is not None:
            on_exit.append((trait.verify_regions, args, "exit"))
    return on_entry, on_exit


def type_relations(
    traits: tuple[str, ...],
) -> dict[str, tuple[str, Callable[[Any], Any]]]:
    """What ``TypesMatchWith`` traits say for a custom form: group -> (the group its type
    follows from, the transform)."""
    out: dict[str, tuple[str, Callable[[Any], Any]]] = {}
    for text in traits:
        name, args = parse_trait(text)
        transform = type_transform(args[2]) if name == "TypesMatchWith" and len(args) >= 3 else None
        if transform is not None:
            out[args[1]] = (args[0], transform)
    return out


def type_equalities(
    traits: tuple[str, ...], operands: list[str], results: list[str], attributes: list[str]
) -> list[tuple[str, ...]]:
    """What ``SameOperandsAndResultType``, ``SameTypeOperands`` and ``AllTypesMatch``
    say for a custom form: the sets of operands, results and attributes of one type (what
    ``type(...)`` gives one member gives the others)."""
    values = set(operands) | set(results)
    out: list[tuple[str, ...]] = []
    for text in traits:
        name, args = parse_trait(text)
        if name == "SameOperandsAndResultType":
            out.append((*operands, *results))
        elif name == "SameTypeOperands":
            out.append(tuple(operands))
        elif name == "AllTypesMatch":
            # an ODS name (`lowerBound`) names the group IRDL's naming rule spells `lower_bound`
            out.append(
                tuple(
                    _snake(a)
                    if a not in values and a not in attributes and _snake(a) in values
                    else a
                    for a in args
                )
            )
    return [group for group in out if len(group) > 1]
