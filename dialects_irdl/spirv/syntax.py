"""More custom forms of spirv operations whose syntax is C++'s, each a declarative format
around this module's directives:

- ``spirv.Switch %s : i32, [default: ^bb1(%a : i32), 0: ^bb2]``
  (``SpirvSwitchCases``: as ``cf.switch``'s cases, values printed unsigned at the
  selector's width).
- ``spirv.EXT.EmitMeshTasks %x, %y, %z[, %payload] : i32, i32, i32[, !spirv.ptr<...>]``
- ``spirv.INTEL.SubgroupBlockWrite "StorageBuffer" %p, %v : vector<2xi32>``: the storage
  class is read (the pointer's type is its operand's) but, as mlir-opt does, not printed.
- ``spirv.EXT.SpecConstantCompositeReplicate @c (@constituent) : !spirv.array<2 x i32>``
- ``spirv.EXT.ConstantCompositeReplicate [1 : i32] : vector<2xi32> {attrs}``
- ``spirv.ARM.Graph @g(%a: !spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8> {...}``,
  ``spirv.ARM.GraphEntryPoint @g, @in, @out``, ``spirv.ARM.GraphConstant {...} : T``,
  ``spirv.ARM.GraphOutputs %a : T``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import get
from core.lexer import STRING, symbol_text, unescape_string
from irdl.checks.verifiers import case_operand_groups
from irdl.format.directives import (
    parse_function_arguments,
    parse_function_body,
    parse_function_signature_results,
    parse_switch_cases,
    print_function_signature,
    print_successor_operands,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("spirv")


# --- spirv.Switch ------------------------------------------------------------------------------


def _parse_cases(
    dp: Any, selector: Slot, default: Slot, default_operands: Slot, literals: Slot,
    targets: Slot, target_operands: Slot, segments: Slot,
) -> None:  # fmt: skip
    stype = (dp.st.types.get(selector.name) or [B.integer_type(32)])[0]
    parse_switch_cases(dp, stype, default, default_operands, literals, targets,
                       target_operands, segments)  # fmt: skip


def _print_cases(
    dp: Any, selector: Slot, default: Slot, default_operands: Slot, literals: Slot,
    targets: Slot, target_operands: Slot, segments: Slot,
) -> None:  # fmt: skip
    p = dp.p
    p.write("  default: ")  # after the format's newline, at the op's indentation
    first = dp.successors(default)
    if first:
        p.print_successor(first[0])
        print_successor_operands(p, dp.operands(default_operands))
    attr = dp.attr(literals)
    blocks = dp.successors(targets)
    if attr is None or attr.defn is not B.A["dense_int_or_fp_elements"]:
        return
    shaped, splat, stored = attr.params
    element = shaped.params[1]
    width = int(element.params[0]) if element.defn is B.T["integer"] else 64
    values = [stored[0]] * len(blocks) if splat else list(stored)
    groups = case_operand_groups(dp.op, dp.operands(target_operands))
    for i, block in enumerate(blocks):
        p.write(",\n" + " " * (p.indent + 2))
        p.write(f"{(values[i] if i < len(values) else 0) & ((1 << width) - 1)}: ")
        p.print_successor(block)
        print_successor_operands(p, groups[i] if i < len(groups) else [])
    if blocks:
        p.write("\n" + " " * p.indent)


plugin.directive("SpirvSwitchCases", _parse_cases, _print_cases)
plugin.assembly_format(
    "SpirvSwitch",
    "$selector `:` type($selector) `,` `[` `\\n` custom<SpirvSwitchCases>(ref($selector), "
    "$defaultTarget, $defaultOperands, $literals, $targets, $targetOperands, "
    "$case_operand_segments) `]` attr-dict",
)


# --- mesh tasks, block writes, replicated composites -------------------------------------------

plugin.assembly_format(
    "SpirvEXTEmitMeshTasks",
    "$group_count_x `,` $group_count_y `,` $group_count_z (`,` $payload^)? attr-dict `:` "
    "type($group_count_x) `,` type($group_count_y) `,` type($group_count_z) "
    "(`,` type($payload)^)?",
)


def _parse_block_write(dp: Any, ptr: Slot, value: Slot) -> None:
    """``"StorageClass" %p, %v : T``: the pointer's type is the pointer to T's element type in
    that storage class."""
    p = dp.p
    if p.lex.kind is not STRING:
        p.wrong_token("expected string")
    storage = unescape_string(p.src, p.lex.start, p.lex.end)
    p.lex.next()
    dp.set_operands(ptr, [p.parse_operand_ref()])
    p.expect_punct(",", "expected ','")
    dp.set_operands(value, [p.parse_operand_ref()])
    p.expect_punct(":", "expected ':'")
    t = p.parse_type()
    element = t.params[1] if t.defn is B.T["vector"] else t
    dp.set_types(value, [t])
    pointer = get(p.ctx.dialect("spirv").types["ptr"], (element, B.string_attr(storage)))
    dp.set_types(ptr, [pointer])


def _print_block_write(dp: Any, ptr: Slot, value: Slot) -> None:
    v = dp.operands(value)[0]
    dp.p.print_operand(dp.operands(ptr)[0])
    dp.p.write(", ")
    dp.p.print_operand(v)
    dp.p.write(" : ")
    dp.p.print_type(v.type)


plugin.directive("SpirvBlockWrite", _parse_block_write, _print_block_write)
plugin.assembly_format("SpirvINTELSubgroupBlockWrite", "custom<SpirvBlockWrite>($ptr, $value)")


def _parse_replicate(dp: Any, sym: Slot, constituent: Slot, type_: Slot) -> None:
    p = dp.p
    dp.set_attr(sym, B.string_attr(p.parse_symbol_name()))
    p.expect_punct("(", "expected '('")
    dp.set_attr(constituent, p.parse_attribute())
    p.expect_punct(")", "expected ')'")
    p.expect_punct(":", "expected ':'")
    dp.set_attr(type_, B.type_attr(p.parse_type()))


def _print_replicate(dp: Any, sym: Slot, constituent: Slot, type_: Slot) -> None:
    p = dp.p
    p.write(symbol_text(dp.attr(sym).params[0]) + " (")
    p.print_attribute(dp.attr(constituent))
    p.write(") : ")
    p.print_type(dp.attr(type_).params[0])


plugin.directive("SpirvSpecConstantCompositeReplicate", _parse_replicate, _print_replicate)
plugin.assembly_format(
    "SpirvEXTSpecConstantCompositeReplicate",
    "custom<SpirvSpecConstantCompositeReplicate>($sym_name, $constituent, $type) attr-dict",
)


# --- ARM graphs ----------------------------------------------------------------------------------


def _parse_graph(dp: Any, sym_name: Slot, function_type: Slot, arg_attrs: Slot,
                 res_attrs: Slot, body: Slot) -> None:  # fmt: skip
    """``@g(%a: T) -> R [attributes {...}] {...}``, as a function without its control."""
    p = dp.p
    dp.set_attr(sym_name, B.string_attr(p.parse_symbol_name()))
    args, _ = parse_function_arguments(p)
    parse_function_signature_results(dp, args, function_type, arg_attrs, res_attrs)
    if p.consume_keyword("attributes"):
        dp.attr_dict(p.parse_attribute_entries())
    dp.set_region(body, parse_function_body(p, args))


def _print_graph(dp: Any, sym_name: Slot, function_type: Slot, arg_attrs: Slot,
                 res_attrs: Slot, body: Slot) -> None:  # fmt: skip
    p = dp.p
    region = print_function_signature(dp, sym_name, function_type, arg_attrs, res_attrs, body)
    skip = {"sym_name", "function_type", "arg_attrs", "res_attrs"}
    p.print_attr_dict(dp.other_attrs(skip), (), keyword=True)
    if region is not None:
        p.write(" ")
        p.print_region(region, entry_args=False)


plugin.directive("SpirvGraph", _parse_graph, _print_graph)
plugin.assembly_format(
    "SpirvGraphARM", "custom<SpirvGraph>($sym_name, $function_type, $arg_attrs, $res_attrs, $body)"
)
plugin.assembly_format("SpirvGraphConstantARM", "attr-dict `:` type($output)")
plugin.assembly_format("SpirvGraphOutputsARM", "$value attr-dict `:` type($value)")


def _symbol(p: Any) -> Any:
    at = p.lex.start
    ref = p.parse_attribute()
    if ref.defn is not B.A["symbol_ref"]:
        p.custom_error("invalid kind of attribute specified", at)
    return ref


def _parse_graph_entry_point(dp: Any, fn: Slot, interface: Slot) -> None:
    """``@graph, @var0, @var1``."""
    p = dp.p
    dp.set_attr(fn, _symbol(p))
    refs = []
    while p.consume_punct(","):
        refs.append(_symbol(p))
    dp.set_attr(interface, B.array_attr(tuple(refs)))


def _print_graph_entry_point(dp: Any, fn: Slot, interface: Slot) -> None:
    p = dp.p
    p.print_attribute(dp.attr(fn))
    for ref in dp.attr(interface).params[0]:
        p.write(", ")
        p.print_attribute(ref)


plugin.directive("SpirvGraphEntryPoint", _parse_graph_entry_point, _print_graph_entry_point)
plugin.assembly_format(
    "SpirvGraphEntryPointARM", "custom<SpirvGraphEntryPoint>($fn, $interface) attr-dict"
)
