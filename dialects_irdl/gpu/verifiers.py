"""Hand-written checks of the gpu dialect (its ``hasVerifier`` operations), with
mlir-opt's messages.

- ``GpuAllReduce`` (after its region): an ``op`` or a body, not both; a body takes two
  arguments of the value's type and yields one such value; without a body the reduction
  suits the type (``and`` wants integers, ``maxnumf`` floats...).
- ``GpuSubgroupReduce``: the same reduction rule (element type of a vector), no scalable
  vector, cluster size and stride powers of two, a stride only with a size.
- ``GpuLaunch``: cluster sizes all or none; after its region: enough entry arguments, the
  attributions' memory spaces, blocks ending in ``gpu.terminator`` or a branch.
- ``GpuLaunchFunc``: inside a module marked ``gpu.container_module``, naming a kernel
  ``gpu.func`` (MLIR checks this from that attribute of the module) whose arguments match.
- ``GpuReturn``: the enclosing ``gpu.func``'s result types.
- ``GpuMemcpy``, ``GpuAlloc``, ``GpuDynamicSharedMemory``, ``GpuRotate``,
  ``GpuSubgroupBroadcast``, ``GpuSubgroupMma{LoadMatrix,StoreMatrix,Compute}``,
  ``GpuWarpExecuteOnLane0``: their own rules.
- ``GpuGPUModule``: its targets verify themselves in MLIR; nothing to check here.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.printer import op_loc
from irdl.checks.shaped import element_of, is_kind, shape_of, strides_and_offset, type_text
from irdl.checks.traits import resolve_in_table
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("gpu")

_FLOAT_OPS = ("minnumf", "maxnumf", "minimumf", "maximumf")
_INT_OPS = ("minsi", "minui", "maxsi", "maxui", "and", "or", "xor")


def _word(a: Any) -> str | None:
    """The word of an enum attribute of the gpu dialect (``#gpu<all_reduce_op add>``)."""
    if a is None or not a.params or getattr(a.params[0], "defn", None) is not B.A["string"]:
        return None
    return str(a.params[0].params[0])


def _is_float(t: Any) -> bool:
    return t.defn in B.FLOAT_DEFS


def _reduction_fits(word: str, t: Any) -> bool:
    if word in _FLOAT_OPS:
        return _is_float(t)
    if word in _INT_OPS:
        return t.defn is B.T["integer"]
    return True


def _all_reduce(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.results or not op.regions:
        return True
    t = op.results[0].type
    body = op.regions[0]
    word = _word(inherent(op, "op"))
    if (not body.blocks) != (word is not None):
        return fail(diags, op, "expected either an op attribute or a non-empty body", False)
    if body.blocks:
        args = body.blocks[0].args
        if len(args) != 2:
            return fail(diags, op, "expected two region arguments", False)
        if any(a.type is not t for a in args):
            return fail(diags, op, "incorrect region argument type", False)
        yields = 0
        for block in body.blocks:
            last = block.ops[-1] if block.ops else None
            if last is not None and last.name == "gpu.yield":
                if len(last.operands) != 1:
                    return fail(diags, op, "expected one gpu.yield operand", False)
                if last.operands[0].type is not t:
                    return fail(diags, op, "incorrect gpu.yield type", False)
                yields += 1
        if not yields:
            return fail(diags, op, "expected gpu.yield op in region", False)
    elif word is not None and not _reduction_fits(word, t):
        return fail(diags, op, f"`{word}` reduction operation is not compatible with type "
                    f"'{type_text(t)}'", False)  # fmt: skip
    return True


def _int_of(a: Any) -> int | None:
    return int(a.params[1]) if a is not None and a.defn is B.A["integer"] else None


def _power_of_two(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


def _subgroup_reduce(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.results:
        return True
    t = op.results[0].type
    element = t
    if is_kind(t, "vector"):
        if any(t.params[2] if len(t.params) > 2 and t.params[2] else ()):
            return fail(diags, op, "is not compatible with scalable vector types")
        element = t.params[1]
    word = _word(inherent(op, "op"))
    if word is not None and not _reduction_fits(word, element):
        return fail(diags, op, f"`{word}` reduction operation is not compatible with type "
                    f"'{type_text(t)}'", False)  # fmt: skip
    size = _int_of(inherent(op, "cluster_size"))
    if size is not None and not _power_of_two(size):
        return fail(diags, op, f"cluster size {size} is not a power of two")
    stride = _int_of(inherent(op, "cluster_stride"))
    stride = 1 if stride is None else stride
    if stride != 1 and size is None:
        return fail(diags, op, "cluster stride can only be specified if cluster size is "
                    "specified")  # fmt: skip
    if not _power_of_two(stride):
        return fail(diags, op, f"cluster stride {stride} is not a power of two")
    return True


# --- attributions -------------------------------------------------------------------------------


def _attributions(op: Operation, args: list[Any], space: str, diags: list[Diagnostic]) -> bool:
    """Memrefs, in ``space`` when their memory space is a ``#gpu.address_space``."""
    for a in args:
        if not is_kind(a.type, "memref"):
            return fail(diags, op, "expected memref type in attribution")
        memory = a.type.params[3]
        if memory is None or memory.defn.key != "#gpu.address_space":
            continue
        if _word(memory) != space:
            return fail(diags, op, f"expected memory space {space} in attribution")
    return True


# --- gpu.module, gpu.func -----------------------------------------------------------------------


def _gpu_module(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The checks of the module's ``gpu.func``s that MLIR makes on entering each (the
    function interface's and the dialect's attributes'), which its generated declaration
    names nowhere: made here, on entering the module, before anything inside. (The
    module's targets verify themselves in MLIR; none does here.)"""
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                if child.name == "gpu.func" and not _gpu_func(child, diags):
                    return False
    return True


def _known_sizes(op: Operation, diags: list[Diagnostic]) -> bool:
    for name in ("gpu.known_block_size", "gpu.known_grid_size"):
        a = op.attributes.get(name)
        if a is None:
            continue
        if a.defn is not B.A["dense_array"] or a.params[0] is not B.integer_type(32):
            return fail(diags, op, f"{name} must be a dense i32 array")
        if len(a.params[1]) != 3:
            return fail(diags, op, f"{name} must contain exactly 3 elements")
    return True


def _gpu_func(op: Operation, diags: list[Diagnostic]) -> bool:
    if not _known_sizes(op, diags):
        return False
    ftype = inherent(op, "function_type")
    if ftype is None or ftype.defn is not B.A["type"] or not is_kind(ftype.params[0], "function"):
        return True  # the declaration's constraint reports it
    inputs, results = ftype.params[0].params
    if op.attributes.get("gpu.kernel") is not None and results:
        return fail(diags, op, "expected void return type for kernel function")
    body = op.regions[0] if op.regions else None
    if body is None or not body.blocks:
        return fail(diags, op, "expected body with at least one block")
    args = body.blocks[0].args
    workgroup = _int_of(op.attributes.get("workgroup_attributions")) or 0
    if len(args) < len(inputs) + workgroup:
        return fail(diags, op, f"expected at least {len(inputs) + workgroup} arguments to body "
                    "region")  # fmt: skip
    for i, t in enumerate(inputs):
        if args[i].type is not t:
            return fail(diags, op, f"expected body region argument #{i} to be of type "
                        f"{type_text(t)}, got {type_text(args[i].type)}")  # fmt: skip
    n = len(inputs)
    if not _attributions(op, list(args[n : n + workgroup]), "workgroup", diags):
        return False
    return _attributions(op, list(args[n + workgroup :]), "private", diags)


# --- gpu.launch ---------------------------------------------------------------------------------


def _launch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    groups = op_value_groups(op, ctx)
    present = [bool(groups.get(f"clusterSize{a}")) for a in "XYZ"]
    if any(present) and not all(present):
        return fail(diags, op, "cluster size must be all present")
    return True


def _launch_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.regions or not op.regions[0].blocks:
        return True
    body = op.regions[0]
    groups = op_value_groups(op, ctx)
    config = 18 if groups.get("clusterSizeX") else 12
    workgroup = _int_of(op.attributes.get("workgroup_attributions")) or 0
    args = list(body.blocks[0].args)
    if len(args) < config + workgroup:
        return fail(diags, op, "unexpected number of region arguments")
    if not _attributions(op, args[config : config + workgroup], "workgroup", diags):
        return False
    if not _attributions(op, args[config + workgroup :], "private", diags):
        return False
    for block in body.blocks:
        if not block.ops:
            continue
        last = block.ops[-1]
        if last.successors or last.name == "gpu.terminator":
            continue
        fail(diags, last, "expected 'gpu.terminator' or a terminator with successors", False)
        diags[-1].attach_note("in 'gpu.launch' body region", op_loc(op))
        return False
    if not op.results and groups.get("asyncToken"):
        return fail(diags, op, "needs to be named when async keyword is specified")
    return True


# --- gpu.launch_func ----------------------------------------------------------------------------


def _enclosing(op: Operation, name: str) -> Operation | None:
    cur = op.parent_op
    while cur is not None and cur.name != name:
        cur = cur.parent_op
    return cur


def _symbol_text(ref: Any) -> str:
    from core.lexer import symbol_text

    return "::".join(symbol_text(n) for n in (ref.params[0], *ref.params[1]))


def _launch_func(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    module = _enclosing(op, "builtin.module")
    if module is None:
        return fail(diags, op, "expected to belong to a module")
    if module.attributes.get("gpu.container_module") is None:
        return fail(diags, op, "expected the closest surrounding module to have the "
                    "'gpu.container_module' attribute")  # fmt: skip
    groups = op_value_groups(op, ctx)
    xs = groups.get("clusterSizeX", [])
    if xs and any(
        v.type is not xs[0].type for g in "YZ" for v in groups.get(f"clusterSize{g}", [])
    ):
        return fail(diags, op, "expects types of the cluster dimensions must be the same")
    return _kernel_reference(op, module, groups, diags, ctx)


def _kernel_reference(
    op: Operation, module: Operation, groups: dict[str, list[Any]], diags: list[Diagnostic],
    ctx: Any,
) -> bool:  # fmt: skip
    """What MLIR checks from the module's ``gpu.container_module``, for a launch directly in
    a function of that module."""
    parent = op.parent_op
    if parent is None or parent.parent_op is not module:
        return True
    ref = inherent(op, "kernel")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return True
    container_name = ref.params[0]
    container = resolve_in_table(module, container_name, (), ctx)
    if container is None:
        return fail(diags, op, f"kernel container '{container_name}' is undefined")
    if container.name == "gpu.binary":
        return True
    if container.name != "gpu.module":
        return fail(diags, op, f"kernel module '{container_name}' is undefined")
    kernel = resolve_in_table(module, container_name, tuple(ref.params[1]), ctx)
    if kernel is None:
        return fail(diags, op, f"kernel function '{_symbol_text(ref)}' is undefined")
    info = ctx.op_info(kernel.name) if ctx is not None else None
    is_function = kernel.name in ("gpu.func", "func.func", "llvm.func") or (
        info is not None and info.defn is not None and info.defn.verifier == "FunctionOp"
    )
    if not is_function:
        fail(diags, op, f"referenced kernel '{_symbol_text(ref)}' is not a function")
        diags[-1].attach_note("see the kernel definition here", op_loc(kernel))
        return False
    if kernel.attributes.get("gpu.kernel") is None:
        return fail(diags, op, "kernel function is missing the 'gpu.kernel' attribute")
    if kernel.name != "gpu.func":
        return True
    ftype = inherent(kernel, "function_type")
    if ftype is None or ftype.defn is not B.A["type"]:
        return True
    inputs = ftype.params[0].params[0]
    operands = groups.get("kernelOperands", [])
    if len(operands) != len(inputs):
        return fail(diags, op, f"got {len(operands)} kernel operands but expected {len(inputs)}")
    for i, (v, t) in enumerate(zip(operands, inputs)):
        if v.type is not t:
            return fail(diags, op, f"type of function argument {i} does not match")
    return True


# --- gpu.return ---------------------------------------------------------------------------------


def _return(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    func = _enclosing(op, "gpu.func")
    ftype = inherent(func, "function_type") if func is not None else None
    if func is None or ftype is None or ftype.defn is not B.A["type"]:
        return True
    results = ftype.params[0].params[1]
    if len(results) != len(op.operands):
        fail(diags, op, f"expected {len(results)} result operands")
        diags[-1].attach_note("return type declared here", op_loc(func))
        return False
    for i, (t, v) in enumerate(zip(results, op.operands)):
        if v.type is not t:
            return fail(diags, op, f"unexpected type `{type_text(v.type)}' for operand #{i}")
    return True


# --- memory -------------------------------------------------------------------------------------


def _compatible_shapes(a: Any, b: Any) -> bool:
    ranked = [t for t in (a, b) if t.defn in (B.T["memref"], B.T["tensor"], B.T["vector"])]
    if len(ranked) < 2:
        return True
    sa, sb = shape_of(a), shape_of(b)
    if len(sa) != len(sb):
        return False
    return all(x == y or B.DYNAMIC in (x, y) for x, y in zip(sa, sb))


def _memcpy(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    groups = op_value_groups(op, ctx)
    dst, src = groups.get("dst"), groups.get("src")
    if not dst or not src:
        return True
    if element_of(src[0].type) is not element_of(dst[0].type):
        return fail(diags, op, "arguments have incompatible element type")
    if not _compatible_shapes(src[0].type, dst[0].type):
        return fail(diags, op, "arguments have incompatible shape")
    return True


def _alloc(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    groups = op_value_groups(op, ctx)
    memref = groups.get("memref")
    if not memref or not is_kind(memref[0].type, "memref"):
        return True
    t = memref[0].type
    sizes = len(groups.get("dynamicSizes", []))
    dynamic = sum(d == B.DYNAMIC for d in shape_of(t))
    if sizes != dynamic:
        return fail(diags, op, f"incorrect number of dynamic sizes, has {sizes}, expected "
                    f"{dynamic}")  # fmt: skip
    layout = t.params[2]
    symbols = 0
    if layout is not None and layout.defn is B.A["affine_map"]:
        symbols = layout.params[0].num_symbols
    if len(groups.get("symbolOperands", [])) != symbols:
        return fail(diags, op, "symbol operand count does not equal memref symbol count")
    return True


def _dynamic_shared_memory(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    cur = op.parent_op
    while cur is not None:
        info = ctx.op_info(cur.name) if ctx is not None else None
        if info is not None and info.symbol_table:
            break
        cur = cur.parent_op
    if cur is None:
        return fail(diags, op, "must be inside an op with symbol table")
    t = op.results[0].type if op.results else None
    if t is None or not is_kind(t, "memref"):
        return True
    memory = t.params[3]
    if memory is None or memory.defn.key != "#gpu.address_space" or _word(memory) != "workgroup":
        return fail(diags, op, "address space must be address_space<workgroup>")
    if B.DYNAMIC not in shape_of(t):
        return fail(diags, op, "result memref type must be memref<?xi8, "
                    "#gpu.address_space<workgroup>>")  # fmt: skip
    return True


# --- subgroup operations ------------------------------------------------------------------------


def _rotate(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    offset = _int_of(inherent(op, "offset"))
    width = _int_of(inherent(op, "width"))
    if offset is not None and width is not None and offset >= width:
        return fail(diags, op, f"offset must be in the range [0, {width})")
    return True


def _subgroup_broadcast(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    word = _word(inherent(op, "broadcast_type"))
    lane = bool(op_value_groups(op, ctx).get("lane"))
    if word == "first_active_lane" and lane:
        return fail(diags, op, "lane can only be specified for `specific_lane` broadcast")
    if word == "specific_lane" and not lane:
        return fail(diags, op, "lane must be specified for `specific_lane` broadcast")
    return True


def _mma_operand(t: Any) -> str | None:
    if t.defn.key != "!gpu.mma_matrix":
        return None
    return str(t.params[2].params[0])


def _mma_shape(t: Any) -> list[int]:
    return [int(d.params[1]) for d in t.params[0].params[0]]


def _last_dim_unit_stride(t: Any) -> bool:
    found = strides_and_offset(t)
    return found is not None and (not found[0] or found[0][-1] == 1)


def _mma_load(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands or not op.results or not is_kind(op.operands[0].type, "memref"):
        return True
    if not _last_dim_unit_stride(op.operands[0].type):
        return fail(diags, op, "expected source memref most minor dim must have unit stride",
                    False)  # fmt: skip
    if _mma_operand(op.results[0].type) not in ("AOp", "BOp", "COp"):
        return fail(diags, op, "only AOp, BOp and COp can be loaded", False)
    return True


def _mma_store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) < 2 or not is_kind(op.operands[1].type, "memref"):
        return True
    if not _last_dim_unit_stride(op.operands[1].type):
        return fail(diags, op, "expected destination memref most minor dim must have unit "
                    "stride", False)  # fmt: skip
    if _mma_operand(op.operands[0].type) != "COp":
        return fail(diags, op, "expected the operand matrix being stored to have 'COp' operand "
                    "type", False)  # fmt: skip
    return True


def _mma_compute(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) != 3:
        return True
    a, b, c = (v.type for v in op.operands)
    if [_mma_operand(t) for t in (a, b, c)] != ["AOp", "BOp", "COp"]:
        return fail(diags, op, "operands must be in the order AOp, BOp, COp", False)
    sa, sb, sc = _mma_shape(a), _mma_shape(b), _mma_shape(c)
    if sa[1] != sb[0] or sa[0] != sc[0] or sb[1] != sc[1]:
        return fail(diags, op, "operand shapes do not satisfy matmul constraints", False)
    return True


# --- gpu.warp_execute_on_lane_0 ---------------------------------------------------------------


def _distributed(
    op: Operation, expanded: Any, distributed: Any, warp: int, diags: list[Diagnostic]
) -> bool:
    if expanded is distributed:
        return True
    if not is_kind(expanded, "vector") or not is_kind(distributed, "vector"):
        return fail(diags, op, "expected vector type for distributed operands.")
    se, sd = shape_of(expanded), shape_of(distributed)
    if len(se) != len(sd) or expanded.params[1] is not distributed.params[1]:
        return fail(diags, op, "expected distributed vectors to have same rank and element type.")
    scale = 1
    for i, (e, d) in enumerate(zip(se, sd)):
        if e == d:
            continue
        if d == 0 or e % d:
            return fail(diags, op, f"expected expanded vector dimension #{i} ({e}) to be a "
                        f"multipler of the distributed vector dimension ({d})")  # fmt: skip
        scale *= e // d
    if scale != warp:
        return fail(diags, op, f"incompatible distribution dimensions from "
                    f"'{type_text(expanded)}' to '{type_text(distributed)}' with warp size = "
                    f"{warp}")  # fmt: skip
    return True


def _warp(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.regions or not op.regions[0].blocks:
        return True
    block = op.regions[0].blocks[0]
    args = op_value_groups(op, ctx).get("args", [])
    if len(args) != len(block.args):
        return fail(diags, op, "expected same number op arguments and block arguments.")
    last = block.ops[-1] if block.ops else None
    if last is None or last.name != "gpu.yield":
        return True
    if len(last.operands) != len(op.results):
        return fail(diags, op, "expected same number of yield operands and return values.")
    warp = _int_of(inherent(op, "warp_size")) or 0
    for region_arg, arg in zip(block.args, args):
        if not _distributed(op, region_arg.type, arg.type, warp, diags):
            return False
    for value, result in zip(last.operands, op.results):
        if not _distributed(op, value.type, result.type, warp, diags):
            return False
    return True


plugin.verifier("GpuAllReduce", verify_regions=_all_reduce)
plugin.verifier("GpuSubgroupReduce", _subgroup_reduce)
plugin.verifier("GpuLaunch", _launch, verify_regions=_launch_regions)
plugin.verifier("GpuLaunchFunc", _launch_func)
plugin.verifier("GpuReturn", _return)
plugin.verifier("GpuMemcpy", _memcpy)
plugin.verifier("GpuAlloc", _alloc)
plugin.verifier("GpuDynamicSharedMemory", _dynamic_shared_memory)
plugin.verifier("GpuRotate", _rotate)
plugin.verifier("GpuSubgroupBroadcast", _subgroup_broadcast)
plugin.verifier("GpuSubgroupMmaLoadMatrix", _mma_load)
plugin.verifier("GpuSubgroupMmaStoreMatrix", _mma_store)
plugin.verifier("GpuSubgroupMmaCompute", _mma_compute)
plugin.verifier("GpuWarpExecuteOnLane0", _warp)
plugin.verifier("GpuGPUModule", _gpu_module)
