"""Custom forms of the sparse_tensor loops, whose parser and printer MLIR writes in C++.

- ``SparseTensorIterate``: ``%it in %space (at(%crd | _, ...))? (iter_args(%a = %v,
  ...))? : space-type (-> types)? {...}``. The body's arguments are the iteration
  arguments, the coordinates used (``crdUsedLvls``, one bit per level, ``_`` unused) and
  the iterator (of the space's levels); its terminator prints only when there are results.
- ``SparseTensorCoIterate``: ``(%spaces) (at(...))? (iter_args(...))? : (space types)
  (-> types)?`` then one ``case %it | _, ... {...}`` per region, on its own line; ``cases``
  holds which spaces each case iterates (a bit per space).
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.lexer import BARE
from irdl.format.directives import (
    parse_assignments,
    print_function_result_types,
    print_types,
    print_values,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("sparse_tensor")


def _placeholder(p: Any) -> bool:
    if p.lex.kind is BARE and p.tok == "_":
        p.lex.next()
        return True
    return False


def _parse_used(p: Any) -> list[tuple[str, int] | None]:
    """``at(%c, _, ...)``: a name per level, None where unused."""
    out: list[tuple[str, int] | None] = []
    if not p.consume_keyword("at"):
        return out
    p.expect_punct("(", "expected '('")
    while True:
        out.append(None if _placeholder(p) else p.parse_operand_ref())
        if not p.consume_punct(","):
            break
    p.expect_punct(")", "expected ')'")
    return out


def _parse_iter_args(p: Any) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    if not p.consume_keyword("iter_args"):
        return [], []
    return parse_assignments(p, empty=False)


def _mask(used: list[Any]) -> int:
    return sum(1 << i for i, u in enumerate(used) if u is not None)


def _iterator_type(p: Any, space: Attribute) -> Attribute:
    return get(p.ctx.dialect("sparse_tensor").types["iterator"], space.params)


def _entry(
    names: list[tuple[str, int]], types: list[Attribute], used: list[Any], iterators: list[Any]
) -> list[Any]:
    out = [(n, t, off, None) for (n, off), t in zip(names, types)]
    out += [(u[0], B.INDEX, u[1], None) for u in used if u is not None]
    out += [(n, t, off, None) for (n, off), t in iterators]
    return out


def _print_used(p: Any, mask: int, args: list[Any]) -> None:
    if not mask:
        return
    p.write(" at(")
    count = mask.bit_length()
    k = 0
    for i in range(count):
        if i:
            p.write(", ")
        if mask >> i & 1:
            p.print_operand(args[k])
            k += 1
        else:
            p.write("_")
    p.write(")")


def _print_iter_args(p: Any, args: list[Any], values: list[Any]) -> None:
    if not values:
        return
    p.write(" iter_args(")
    for i, (a, v) in enumerate(zip(args, values)):
        if i:
            p.write(", ")
        p.print_operand(a)
        p.write(" = ")
        p.print_operand(v)
    p.write(")")


def _print_arrow(p: Any, types: list[Attribute]) -> None:
    if not types:
        return
    p.write(" -> ")
    print_function_result_types(p, types)


def _result_types(p: Any) -> list[Attribute]:
    return list(p.parse_function_result_types()) if p.consume_punct("->") else []


def _mask_attr(mask: int) -> Attribute:
    return B.integer_attr(mask, B.integer_type(64))


# --- sparse_tensor.iterate ------------------------------------------------------------------


def _parse_iterate(
    dp: Any, space: Slot, inits: Slot, results: Slot, used_lvls: Slot, region: Slot
) -> None:
    p = dp.p
    it = p.parse_operand_ref()
    p.parse_keyword("in")
    dp.set_operands(space, [p.parse_operand_ref()])
    used = _parse_used(p)
    names, values = _parse_iter_args(p)
    p.expect_punct(":", "expected ':'")
    space_type = p.parse_type()
    types = _result_types(p)
    if len(types) != len(values):
        p.custom_error(f"number of operands and types do not match: got {len(values)} "
                       f"operands and {len(types)} types")  # fmt: skip
    dp.set_types(space, [space_type])
    dp.set_operands(inits, values)
    dp.set_types(inits, types)
    dp.set_types(results, types)
    dp.set_attr(used_lvls, _mask_attr(_mask(used)))
    entry = _entry(names, types, used, [(it, _iterator_type(p, space_type))])
    dp.set_region(region, dp.parse_region(entry))


def _print_iterate(
    dp: Any, space: Slot, inits: Slot, results: Slot, used_lvls: Slot, region: Slot
) -> None:
    p = dp.p
    r = dp.region(region)
    args = list(r.blocks[0].args) if r is not None and r.blocks else []
    values = dp.operands(inits)
    mask_attr = dp.attr(used_lvls)
    mask = mask_attr.params[1] if mask_attr is not None else 0
    n = len(values)
    crds = args[n : n + bin(mask).count("1")]
    if args:
        p.print_operand(args[-1])
    p.write(" in ")
    (s,) = dp.operands(space)
    p.print_operand(s)
    _print_used(p, mask, crds)
    _print_iter_args(p, args[:n], values)
    p.write(" : ")
    p.print_type(s.type)
    p.write(" ")
    types = [v.type for v in dp.results(results)]
    _print_arrow(p, types)
    p.write(" ")
    if r is not None:
        dp.print_region(r, entry_args=False, terminators=bool(types))


plugin.directive("SparseTensorIterate", _parse_iterate, _print_iterate)
plugin.assembly_format(
    "SparseTensorIterate",
    "custom<SparseTensorIterate>($iterSpace, $initArgs, type($results), $crdUsedLvls, $region)",
)


# --- sparse_tensor.coiterate ----------------------------------------------------------------


def _parse_coiterate(
    dp: Any, spaces: Slot, inits: Slot, results: Slot, used_lvls: Slot, cases: Slot,
    regions: Slot,
) -> None:  # fmt: skip
    p = dp.p
    p.expect_punct("(", "expected '('")
    refs = [p.parse_operand_ref()]
    while p.consume_punct(","):
        refs.append(p.parse_operand_ref())
    p.expect_punct(")", "expected ')'")
    used = _parse_used(p)
    names, values = _parse_iter_args(p)
    p.expect_punct(":", "expected ':'")
    p.expect_punct("(", "expected '('")
    space_types = [p.parse_type()]
    while p.consume_punct(","):
        space_types.append(p.parse_type())
    p.expect_punct(")", "expected ')'")
    types = _result_types(p)
    if len(space_types) != len(refs):
        p.custom_error(f"number of operands and types do not match: got {len(refs)} operands "
                       f"and {len(space_types)} types")  # fmt: skip
    dp.set_operands(spaces, refs)
    dp.set_types(spaces, space_types)
    dp.set_operands(inits, values)
    dp.set_types(inits, types)
    dp.set_types(results, types)
    dp.set_attr(used_lvls, _mask_attr(_mask(used)))
    masks: list[Attribute] = []
    bodies = []
    while p.consume_keyword("case"):
        iterators: list[Any] = []
        mask = 0
        i = 0
        while True:
            if not _placeholder(p):
                ref = p.parse_operand_ref()
                t = _iterator_type(p, space_types[i]) if i < len(space_types) else space_types[0]
                iterators.append((ref, t))
                mask |= 1 << i
            i += 1
            if not p.consume_punct(","):
                break
        masks.append(_mask_attr(mask))
        bodies.append(dp.parse_region(_entry(names, types, used, iterators)))
    dp.set_attr(cases, B.array_attr(tuple(masks)))
    dp.set_regions(regions, bodies)


def _print_coiterate(
    dp: Any, spaces: Slot, inits: Slot, results: Slot, used_lvls: Slot, cases: Slot,
    regions: Slot,
) -> None:  # fmt: skip
    p = dp.p
    bodies = dp.regions(regions)
    first = list(bodies[0].blocks[0].args) if bodies and bodies[0].blocks else []
    values = dp.operands(inits)
    mask_attr = dp.attr(used_lvls)
    mask = mask_attr.params[1] if mask_attr is not None else 0
    n = len(values)
    ncrd = bin(mask).count("1")
    space_values = dp.operands(spaces)
    p.write("(")
    print_values(p, space_values)
    p.write(")")
    _print_used(p, mask, first[n : n + ncrd])
    _print_iter_args(p, first[:n], values)
    p.write(" : (")
    print_types(p, [v.type for v in space_values])
    p.write(")")
    _print_arrow(p, [v.type for v in dp.results(results)])
    case_attr = dp.attr(cases)
    masks = [c.params[1] for c in case_attr.params[0]] if case_attr is not None else []
    for body, case in zip(bodies, masks):
        p.write("\n" + " " * p.indent + "case ")
        args = list(body.blocks[0].args)[n + ncrd :] if body.blocks else []
        k = 0
        for i in range(len(space_values)):
            if i:
                p.write(", ")
            if case >> i & 1 and k < len(args):
                p.print_operand(args[k])
                k += 1
            else:
                p.write("_")
        p.write(" ")
        dp.print_region(body, entry_args=False, terminators=True)


plugin.directive("SparseTensorCoIterate", _parse_coiterate, _print_coiterate)
plugin.assembly_format(
    "SparseTensorCoIterate",
    "custom<SparseTensorCoIterate>($iterSpaces, $initArgs, type($results), $crdUsedLvls, "
    "$cases, $caseRegions)",
)
