"""Custom directives of the gpu dialect, and the declarative formats standing for its C++
parsers and printers, as mlir-opt reads and prints them.

ODS formats name these directives:

- ``AsyncDependencies(type($asyncToken), $asyncDependencies)``: ``async`` (the op returns
  a ``!gpu.async.token``) then optionally ``[%dep, ...]``.
- ``AllReduceOperation($op)``: an optional reduction word (``add``, ``maxnumf``...).
- ``LaunchDimType(type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), ...)``:
  ``: type`` of the launch sizes, ``index`` when left out.
- ``LaunchFuncOperands($kernelOperands, type($kernelOperands))``: ``args(%v : type, ...)``.
- ``OffloadingHandler($offloadingHandler)``: ``<#handler>``, left out for
  ``#gpu.select_object`` without a target (the default).

C++ forms (``cpp_assembly_format``), each one directive:

- ``GpuLaunch``: ``async [deps]? (clusters(...) in (...))? blocks(%bx, %by, %bz) in
  (%gx = %a, ...) threads(...) in (...) (dynamic_shared_memory_size %s)? (module(@m))?
  (function(@f))? (workgroup(...))? (private(...))? {body} {attrs}?``; the body's entry
  arguments are the ids and sizes (``index``), then the attributions.
- ``GpuGPUFunc``: ``@name(%a: T {attrs}, ...) (-> results)? (workgroup(%w : T, ...))?
  (private(%p : T, ...))? (kernel)? (attributes {...})? {body}``; the attributions are the
  body's entry arguments after the function's.
- ``GpuWarpExecuteOnLane0``: ``(%laneid)[32] (args(%v, ... : types))? (-> (types))?
  {region} {attrs}?``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.lexer import BARE, INT, symbol_text
from irdl.format.directives import (
    entry_args,
    parse_function_arguments,
    parse_function_signature_results,
    parse_typed_operands,
    print_function_arguments,
    print_function_results,
    print_successor_operands,
    print_types,
    print_values,
)
from irdl.plugin import Plugin, Slot

plugin = Plugin("gpu")


def _gpu_attr(p: Any, name: str, params: tuple[Any, ...]) -> Attribute:
    return get(p.ctx.dialect("gpu").attrs[name], params)


def _gpu_type(p: Any, name: str) -> Attribute:
    return get(p.ctx.dialect("gpu").types[name], ())


def _operand_list(p: Any, close: str) -> list[tuple[str, int]]:
    """``%a, %b, ...`` up to ``close`` (consumed); the opening bracket is read."""
    refs: list[tuple[str, int]] = []
    if p.consume_punct(close):
        return refs
    while True:
        refs.append(p.parse_operand_ref())
        if not p.consume_punct(","):
            break
    p.expect_punct(close, f"expected '{close}'")
    return refs


# --- AsyncDependencies ------------------------------------------------------------------------


def parse_async(dp: Any, token: Slot | None, deps: Slot) -> None:
    """``async`` and ``[%deps]``, both optional: the token's type, the dependencies."""
    p = dp.p
    at = p.lex.start
    if p.consume_keyword("async"):
        if not p.bound_results:
            p.custom_error("needs to be named when marked 'async'", at)
        if token is not None:
            dp.set_types(token, [_gpu_type(p, "async.token")])
    refs = _operand_list(p, "]") if p.consume_punct("[") else []
    dp.set_operands(deps, refs)
    dp.set_types(deps, [_gpu_type(p, "async.token")] * len(refs))


def _parse_async_dependencies(dp: Any, token: Slot, deps: Slot) -> None:
    parse_async(dp, token, deps)


def _print_async_dependencies(dp: Any, token: Slot, deps: Slot) -> None:
    p = dp.p
    is_async = bool(dp.results(token))
    values = dp.operands(deps)
    if is_async:
        p.write("async")
    if values:
        if is_async:
            p.write(" ")
        p.write("[")
        print_values(p, values)
        p.write("]")


plugin.directive(
    "AsyncDependencies",
    _parse_async_dependencies,
    _print_async_dependencies,
    present=lambda dp, token, deps: bool(dp.results(token) or dp.operands(deps)),
)


# --- AllReduceOperation -----------------------------------------------------------------------

_REDUCTIONS = "add mul minui minsi minnumf maxui maxsi maxnumf and or xor minimumf maximumf".split()


def _parse_all_reduce_operation(dp: Any, op: Slot) -> None:
    p = dp.p
    if p.lex.kind is not BARE:
        return
    word = p.tok
    p.lex.next()
    if word not in _REDUCTIONS:
        p.custom_error("invalid op kind")
    dp.set_attr(op, _gpu_attr(p, "all_reduce_op", (B.string_attr(word),)))


def _print_all_reduce_operation(dp: Any, op: Slot) -> None:
    a = dp.attr(op)
    if a is not None:  # the attribute's own printer puts a space before its word
        dp.p.write(" " + a.params[0].params[0])


plugin.directive(
    "AllReduceOperation",
    _parse_all_reduce_operation,
    _print_all_reduce_operation,
    present=lambda dp, op: dp.attr(op) is not None,
)


# --- LaunchDimType, LaunchFuncOperands ----------------------------------------------------------


def _parse_launch_dim_type(dp: Any, grid: Slot, cluster: Slot, *cluster_types: Slot) -> None:
    p = dp.p
    t = p.parse_type() if p.consume_punct(":") else B.INDEX
    dp.set_types(grid, [t])
    if dp.st.operands.get(cluster.name):
        for slot in cluster_types:
            dp.set_types(slot, [t])


def _print_launch_dim_type(dp: Any, grid: Slot, *_: Slot) -> None:
    values = dp.operands(grid)
    if values and values[0].type is not B.INDEX:
        dp.p.write(": ")
        dp.p.print_type(values[0].type)


plugin.directive(
    "LaunchDimType",
    _parse_launch_dim_type,
    _print_launch_dim_type,
    present=lambda dp, grid, *_: any(v.type is not B.INDEX for v in dp.operands(grid)),
)


def _parse_launch_func_operands(dp: Any, operands: Slot, types: Slot) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    found: list[Attribute] = []
    if p.consume_keyword("args"):
        p.expect_punct("(", "expected '(' in argument list")
        while True:
            refs.append(p.parse_operand_ref())
            p.expect_punct(":", "expected ':'")
            found.append(p.parse_type())
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')' in argument list")
    dp.set_operands(operands, refs)
    dp.set_types(operands, found)


def _print_launch_func_operands(dp: Any, operands: Slot, types: Slot) -> None:
    values = dp.operands(operands)
    if not values:
        return
    p = dp.p
    p.write("args(")
    for i, v in enumerate(values):
        if i:
            p.write(", ")
        p.print_operand(v)
        p.write(" : ")
        p.print_type(v.type)
    p.write(")")


plugin.directive(
    "LaunchFuncOperands",
    _parse_launch_func_operands,
    _print_launch_func_operands,
    present=lambda dp, operands, types: bool(dp.operands(operands)),
)


# --- OffloadingHandler ------------------------------------------------------------------------


def _default_handler(p: Any) -> Attribute:
    """``#gpu.select_object`` without a target."""
    return _gpu_attr(p, "select_object", (None,))


def _parse_offloading_handler(dp: Any, handler: Slot) -> None:
    p = dp.p
    if p.consume_punct("<"):
        dp.set_attr(handler, p.parse_attribute())
        p.expect_punct(">", "expected '>'")
    else:
        dp.set_attr(handler, _default_handler(p))


def _print_offloading_handler(dp: Any, handler: Slot) -> None:
    a = dp.attr(handler)
    if a is None or (a.defn.key == "#gpu.select_object" and a.params[0] is None):
        return
    dp.p.write("<")
    dp.p.print_attribute(a)
    dp.p.write(">")


plugin.directive("OffloadingHandler", _parse_offloading_handler, _print_offloading_handler)


# --- attributions (gpu.launch, gpu.func) --------------------------------------------------------


def _parse_attributions(p: Any, keyword: str) -> list[Any]:
    """``keyword(%a : T {attrs}, ...)`` or nothing: the arguments as parse_function_arguments
    gives them."""
    if not p.consume_keyword(keyword):
        return []
    args, _ = parse_function_arguments(p)
    return args


def _attribution_attrs(args: list[Any]) -> Attribute | None:
    """The attributions' attribute dictionaries, when any has some."""
    if not any(a[4] for a in args):
        return None
    return B.array_attr(tuple(B.dictionary_attr(a[4]) for a in args))


def _print_attributions(p: Any, keyword: str, values: list[Any], attrs: Any = None) -> None:
    if not values:
        return
    p.write(f" {keyword}(")
    for i, v in enumerate(values):
        if i:
            p.write(", ")
        p.print_operand(v)
        p.write(" : ")
        p.print_type(v.type)
        if attrs is not None and i < len(attrs.params[0]):
            p.print_attr_dict(attrs.params[0][i].params[0])
    p.write(")")


def _entry(args: list[Any]) -> list[tuple[Any, ...]]:
    return [(n, t, at, loc) for n, t, at, loc, _ in args]


def _count_attr(n: int) -> Attribute:
    return B.integer_attr(n, B.I64)


def _count(a: Any) -> int:
    return int(a.params[1]) if a is not None and a.defn is B.A["integer"] else 0


# --- gpu.launch --------------------------------------------------------------------------------

_LAUNCH_SIZES = (
    "gridSizeX", "gridSizeY", "gridSizeZ", "blockSizeX", "blockSizeY", "blockSizeZ",
    "clusterSizeX", "clusterSizeY", "clusterSizeZ",
)  # fmt: skip


def _parse_size_assignment(p: Any) -> tuple[list[Any], list[Any], list[Any]]:
    """``(%i, %j, %k) in (%x = %a, %y = %b, %z = %c)``: ids, size names, size operands."""
    p.expect_punct("(", "expected '('")
    ids = _operand_list(p, ")")
    p.parse_keyword("in")
    p.expect_punct("(", "expected '('")
    names, values = [], []
    for i in range(3):
        if i:
            p.expect_punct(",", "expected ','")
        names.append(p.parse_operand_ref())
        p.expect_punct("=", "expected '='")
        values.append(p.parse_operand_ref())
    p.expect_punct(")", "expected ')'")
    return ids, names, values


def _parse_launch(dp: Any, *slots: Slot) -> None:
    token, deps = slots[0], slots[1]
    sizes = dict(zip(_LAUNCH_SIZES, slots[2:11]))
    shared, module, function, body = slots[11:15]
    p = dp.p
    parse_async(dp, token, deps)
    cluster = None
    if p.consume_keyword("clusters"):
        cluster = _parse_size_assignment(p)
    p.parse_keyword("blocks")
    blocks = _parse_size_assignment(p)
    p.parse_keyword("threads")
    threads = _parse_size_assignment(p)
    groups = [blocks, threads] + ([cluster] if cluster is not None else [])
    for group, prefix in zip(groups, ("gridSize", "blockSize", "clusterSize")):
        for ref, axis in zip(group[2], "XYZ"):
            dp.set_operands(sizes[prefix + axis], [ref])
            dp.set_types(sizes[prefix + axis], [B.INDEX])
    if p.consume_keyword("dynamic_shared_memory_size"):
        dp.set_operands(shared, [p.parse_operand_ref()])
        dp.set_types(shared, [B.integer_type(32)])
    for slot, word in ((module, "module"), (function, "function")):
        if p.consume_keyword(word):
            p.expect_punct("(", "expected '('")
            dp.set_attr(slot, B.symbol_ref(p.parse_symbol_name()))
            p.expect_punct(")", "expected ')'")
    # entry arguments: block ids, thread ids, grid sizes, block sizes (then the cluster's)
    config = [blocks[0], threads[0], blocks[1], threads[1]]
    if cluster is not None:
        config += [cluster[0], cluster[1]]
    entry = [(name, B.INDEX, at, None) for group in config for name, at in group]
    workgroup = _parse_attributions(p, "workgroup")
    private = _parse_attributions(p, "private")
    entry += _entry(workgroup) + _entry(private)
    dp.set_region(body, dp.parse_region(entry_args=entry))
    entries = {"workgroup_attributions": _count_attr(len(workgroup))}
    if p.at_punct("{"):
        entries.update(p.parse_attribute_entries())
    dp.attr_dict(entries)


def _print_launch(dp: Any, *slots: Slot) -> None:
    token, deps = slots[0], slots[1]
    sizes = dict(zip(_LAUNCH_SIZES, slots[2:11]))
    shared, module, function, body = slots[11:15]
    p = dp.p
    if dp.results(token):  # C++ prints the dependencies of an async launch only
        p.write("async ")
        values = dp.operands(deps)
        if values:
            p.write("[")
            print_values(p, values)
            p.write("] ")
    region = dp.region(body)
    args = entry_args(region)
    has_cluster = bool(dp.operands(sizes["clusterSizeX"]))
    config = 18 if has_cluster else 12

    def assignment(word: str, ids: list[Any], names: list[Any], prefix: str) -> None:
        p.write(f"{word}(")
        print_values(p, ids)
        p.write(") in (")
        for i, axis in enumerate("XYZ"):
            if i:
                p.write(", ")
            if i < len(names):
                p.print_operand(names[i])
            p.write(" = ")
            print_values(p, dp.operands(sizes[prefix + axis]))
        p.write(")")

    if len(args) >= config:
        if has_cluster:
            assignment("clusters", args[12:15], args[15:18], "clusterSize")
            p.write(" ")
        assignment("blocks", args[0:3], args[6:9], "gridSize")
        p.write(" ")
        assignment("threads", args[3:6], args[9:12], "blockSize")
    value = dp.operands(shared)
    if value:
        p.write(" dynamic_shared_memory_size ")
        p.print_operand(value[0])
    for slot, word in ((module, "module"), (function, "function")):
        a = dp.attr(slot)
        if a is not None:
            p.write(f" {word}(")
            p.print_attribute(a)
            p.write(")")
    workgroup = _count(dp.op.attributes.get("workgroup_attributions"))
    _print_attributions(p, "workgroup", args[config : config + workgroup])
    _print_attributions(p, "private", args[config + workgroup :])
    p.write(" ")
    if region is not None:
        dp.print_region(region, entry_args=False)
    p.print_attr_dict(dp.other_attrs({"workgroup_attributions"}))


plugin.directive("Launch", _parse_launch, _print_launch)
plugin.assembly_format(
    "GpuLaunch",
    "custom<Launch>(type($asyncToken), $asyncDependencies, $gridSizeX, $gridSizeY, "
    "$gridSizeZ, $blockSizeX, $blockSizeY, $blockSizeZ, $clusterSizeX, $clusterSizeY, "
    "$clusterSizeZ, $dynamicSharedMemorySize, $module, $function, $body)",
)


# --- gpu.func ---------------------------------------------------------------------------------

_KERNEL = "gpu.kernel"


def _parse_gpu_func(
    dp: Any, function_type: Slot, arg_attrs: Slot, res_attrs: Slot, workgroup_attrs: Slot,
    private_attrs: Slot, body: Slot,
) -> None:  # fmt: skip
    p = dp.p
    name = p.parse_symbol_name()
    at = p.lex.start
    args, _ = parse_function_arguments(p)
    if args and args[0][0] is None:
        p.custom_error("gpu.func requires named arguments", at)
    parse_function_signature_results(dp, args, function_type, arg_attrs, res_attrs)
    workgroup = _parse_attributions(p, "workgroup")
    entries: dict[str, Attribute] = {
        "sym_name": B.string_attr(name), "workgroup_attributions": _count_attr(len(workgroup)),
    }  # fmt: skip
    attrs = _attribution_attrs(workgroup)
    if attrs is not None:
        dp.set_attr(workgroup_attrs, attrs)
    private = _parse_attributions(p, "private")
    attrs = _attribution_attrs(private)
    if attrs is not None:
        dp.set_attr(private_attrs, attrs)
    if p.consume_keyword("kernel"):
        entries[_KERNEL] = B.unit_attr()
    if p.consume_keyword("attributes"):
        if not p.at_punct("{"):
            p.wrong_token("expected '{' in attribute dictionary")
        for k, v in p.parse_attribute_entries().items():
            if k in entries:
                p.custom_error(f"attribute '{k}' occurs more than once in the attribute list",
                               dp.loc)  # fmt: skip
            entries[k] = v
    dp.attr_dict(entries)
    entry = _entry(args) + _entry(workgroup) + _entry(private)
    dp.set_region(body, p.parse_region(entry_args=entry, isolated=True))


def _print_gpu_func(
    dp: Any, function_type: Slot, arg_attrs: Slot, res_attrs: Slot, workgroup_attrs: Slot,
    private_attrs: Slot, body: Slot,
) -> None:  # fmt: skip
    p = dp.p
    op = dp.op
    name = op.attributes.get("sym_name")
    p.write(symbol_text(name.params[0] if name is not None else ""))
    ftype = dp.attr(function_type)
    inputs, results = ftype.params[0].params if ftype is not None else ((), ())
    region = dp.region(body)
    args = entry_args(region)
    p.write("(")
    print_function_arguments(p, inputs, region if args else None, dp.attr(arg_attrs))
    p.write(")")
    if results:
        p.write(" -> ")
        print_function_results(p, results, dp.attr(res_attrs))
    n = len(inputs)
    workgroup = _count(op.attributes.get("workgroup_attributions"))
    _print_attributions(p, "workgroup", args[n : n + workgroup], dp.attr(workgroup_attrs))
    _print_attributions(p, "private", args[n + workgroup :], dp.attr(private_attrs))
    if op.attributes.get(_KERNEL) is not None:
        p.write(" kernel")
    skip = {"sym_name", "workgroup_attributions", _KERNEL, "function_type", "arg_attrs",
            "res_attrs", "workgroup_attrib_attrs", "private_attrib_attrs"}  # fmt: skip
    p.print_attr_dict(dp.other_attrs(skip), (), keyword=True)
    p.write(" ")
    if region is not None:
        dp.print_region(region, entry_args=False)


plugin.directive("GPUFunc", _parse_gpu_func, _print_gpu_func)
plugin.assembly_format(
    "GpuGPUFunc",
    "custom<GPUFunc>($function_type, $arg_attrs, $res_attrs, $workgroup_attrib_attrs, "
    "$private_attrib_attrs, $body)",
)


# --- gpu.warp_execute_on_lane_0 -----------------------------------------------------------------


def _parse_warp(dp: Any, warp_size: Slot, args: Slot, results: Slot, region: Slot) -> None:
    p = dp.p
    p.expect_punct("[", "expected '['")
    if p.lex.kind is not INT:
        p.wrong_token("expected integer value")
    dp.set_attr(warp_size, B.integer_attr(int(p.tok, 0), B.I64))
    p.lex.next()
    p.expect_punct("]", "expected ']'")
    refs: list[tuple[str, int]] = []
    types: list[Attribute] = []
    if p.consume_keyword("args"):
        refs, types = parse_typed_operands(p)
    dp.set_operands(args, refs)
    dp.set_types(args, types)
    dp.set_types(results, list(p.parse_function_result_types()) if p.consume_punct("->") else [])
    dp.set_region(region, dp.parse_region())


def _print_warp(dp: Any, warp_size: Slot, args: Slot, results: Slot, region: Slot) -> None:
    p = dp.p
    p.write("[")
    size = dp.attr(warp_size)
    if size is not None:
        p.write(str(size.params[1]))
    p.write("]")
    values = dp.operands(args)
    if values:
        p.write(" args")
        print_successor_operands(p, values)
    types = [r.type for r in dp.results(results)]
    if types:
        p.write(" -> (")
        print_types(p, types)
        p.write(")")
    p.write(" ")
    body = dp.region(region)
    if body is not None:
        dp.print_region(body, entry_args=True, terminators=bool(types))


plugin.directive("WarpExecuteOnLane0", _parse_warp, _print_warp)
plugin.assembly_format(
    "GpuWarpExecuteOnLane0",
    "`(` $laneid `)` `` custom<WarpExecuteOnLane0>($warp_size, $args, type($results), "
    "$warpRegion) attr-dict",
)
