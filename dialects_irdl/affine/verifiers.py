"""Hand-written checks of the affine dialect (``verifier = "..."`` on its operations), with
MLIR 22's messages.

- ``AffineFor`` (after its body): the loop-carried values (inits, region iter_args,
  yielded values: counts and types), the induction variable, the bound operands as
  dimensions and symbols, non-empty bound maps, the result count.
- ``AffineIf``: operand count against the integer set; operands as dimensions/symbols;
  results need an else region.
- ``AffineYield``: the parent is affine.for/if/parallel; operands match its results.
- ``AffineApply``: operand count, one result, no dimensional operand as a symbol.
- ``AffineMinMax`` (affine.min/max): operand count, at least one result.
- ``AffineLoad``, ``AffineStore``, ``AffineVectorLoad``, ``AffineVectorStore``: element
  types, map results against the memref rank, subscript count, subscripts as
  dimensions/symbols. ``AffinePrefetch``: map results and operand count.
- ``AffineParallel``: region arguments, bound groups and steps agree; bound map result
  counts; a suitable reduction per result; bound operands as dimensions/symbols.
- ``AffineDelinearizeIndex``, ``AffineLinearizeIndex``: basis against results/indices,
  static and dynamic basis agree, positive static basis (delinearize).
- ``AffineDmaStart``, ``AffineDmaWait``: memref operands, operand count, indices.

Dimensions and symbols follow MLIR's rules (``isValidDim``/``isValidSymbol``): an affine
scope is the region of the closest ancestor with the ``AffineScope`` trait (func.func,
builtin.module); its top-level values, constants, ``Pure`` operations of valid symbols,
``affine.apply`` of valid symbols and ``memref.dim``/``tensor.dim`` of suitable memrefs are
symbols; dimensions are symbols, affine induction variables, ``affine.apply`` and
(de)linearize_index of dimensions, and ``dim`` of a top-level memref.

Not reproduced: RegionBranchOpInterface's control-flow edge checks beyond the one case
affine.for reaches (a loop without results whose body yields nothing to its iter_args);
``isPure`` is read from the ``Pure`` trait (plus arith's divisions by a suitable constant),
not from memory-effect and speculation interfaces.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic
from core.ir import BlockArgument, Operation, OpResult, Region, Value
from irdl.checks.traits import op_traits
from irdl.checks.verifiers import op_value_groups
from irdl.plugin import Plugin, fail, inherent

plugin = Plugin("affine")

_DYNAMIC_MISMATCH = (
    "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic "
    "basis entry) -- this can only happen due to an incorrect fold/rewrite"
)


def _attr_to_str(a: Any) -> str:
    from core.printer import attr_to_str

    return attr_to_str(a)


# --- traits and structure -------------------------------------------------------------------


def _is_scope(op: Operation | None, ctx: Any) -> bool:
    return op is not None and "AffineScope" in op_traits(op, ctx)


def _isolated(op: Operation, ctx: Any) -> bool:
    info = ctx.op_info(op.name) if ctx is not None else None
    return bool(getattr(info, "isolated_from_above", False))


def _region_of(v: Value) -> Region | None:
    block = v.owner if isinstance(v, BlockArgument) else v.owner.parent  # type: ignore[attr-defined]
    return block.parent if block is not None else None


def _defining_op(v: Value) -> Operation | None:
    return v.owner if isinstance(v, OpResult) else None


def affine_scope(op: Operation, ctx: Any) -> Region | None:
    """The region of the closest ancestor that is an affine scope, that holds ``op``."""
    cur = op
    while True:
        parent = cur.parent_op
        if parent is None:
            return None
        if _is_scope(parent, ctx):
            block = cur.parent
            return block.parent if block is not None else None
        cur = parent


def _is_top_level_value(v: Value, ctx: Any) -> bool:
    region = _region_of(v)
    return region is not None and _is_scope(region.parent, ctx)


def _is_induction_var(v: Value) -> bool:
    if not isinstance(v, BlockArgument):
        return False
    region = _region_of(v)
    owner = region.parent if region is not None else None
    if owner is None or region is None or not region.blocks or v.owner is not region.blocks[0]:
        return False
    if owner.name == "affine.for":
        return v.index == 0
    return owner.name == "affine.parallel"


def _constant_int(v: Value, ctx: Any) -> int | None:
    d = _defining_op(v)
    if d is None or "ConstantLike" not in op_traits(d, ctx):
        return None
    value = inherent(d, "value")
    if value is not None and value.defn is B.A["integer"]:
        return int(value.params[1])
    return None


# Divisions are speculatable (so pure) when their divisor is a suitable constant.
_UNSIGNED_DIVISIONS = frozenset(("arith.divui", "arith.ceildivui"))
_SIGNED_DIVISIONS = frozenset(("arith.divsi", "arith.ceildivsi", "arith.floordivsi"))


def _is_pure(d: Operation, traits: frozenset[str], ctx: Any) -> bool:
    """MLIR's isPure: no memory effects and speculatable."""
    if d.regions:
        return False
    if "Pure" in traits:
        return True
    if d.name in _UNSIGNED_DIVISIONS or d.name in _SIGNED_DIVISIONS:
        divisor = _constant_int(d.operands[1], ctx) if len(d.operands) == 2 else None
        bad = (0,) if d.name in _UNSIGNED_DIVISIONS else (0, -1)
        return divisor is not None and divisor not in bad
    return False


# --- MLIR's isValidSymbol / isValidDim ------------------------------------------------------

# The operations whose operands the walk below is inside: an operation that uses its own
# result (or a cycle of uses, which dominance reports) is then not valid, rather than
# endless. (mlir-opt-22 itself recurses without end on such input.)
_VISITING: set[int] = set()


def is_valid_symbol(v: Value, ctx: Any) -> bool:
    """A valid symbol wherever it is used (MLIR's one-argument isValidSymbol)."""
    if v.type is not B.INDEX:
        return False
    if _is_top_level_value(v, ctx):
        return True
    d = _defining_op(v)
    if d is not None:
        return is_valid_symbol_in(v, affine_scope(d, ctx), ctx)
    return False


def _up(v: Value, region: Region | None, ctx: Any) -> bool:
    """A value that dominates ``region``'s (non-isolated) parent is looked up there."""
    owner = region.parent if region is not None else None
    if owner is not None and not _isolated(owner, ctx) and owner.parent is not None:
        outer = owner.parent.parent
        if outer is not None:
            return is_valid_symbol_in(v, outer, ctx)
    return False


def is_valid_symbol_in(v: Value, region: Region | None, ctx: Any) -> bool:
    """A valid symbol for the affine scope ``region`` (MLIR's isValidSymbol(value, region))."""
    if v.type is not B.INDEX:
        return False
    if region is not None and _region_of(v) is region:
        return True
    d = _defining_op(v)
    if d is None:
        return _up(v, region, ctx)
    if id(d) in _VISITING:
        return False
    _VISITING.add(id(d))
    try:
        traits = op_traits(d, ctx)
        if "ConstantLike" in traits:
            return True
        if d.name == "affine.apply":
            return all(is_valid_symbol_in(x, region, ctx) for x in d.operands)
        if d.name in ("memref.dim", "tensor.dim"):
            return _dim_op_valid_symbol(d, region, ctx)
        if _is_pure(d, traits, ctx):
            if all(is_valid_symbol_in(x, region, ctx) for x in d.operands):
                return True
        return _up(v, region, ctx)
    finally:
        _VISITING.discard(id(d))


def _dim_op_valid_symbol(d: Operation, region: Region | None, ctx: Any) -> bool:
    if len(d.operands) != 2:
        return False
    shaped, index = d.operands
    if _is_top_level_value(shaped, ctx):
        return True
    if isinstance(shaped, BlockArgument):
        return False
    i = _constant_int(index, ctx)
    if i is None:
        return False
    source = _defining_op(shaped)
    while source is not None and source.name == "memref.cast":
        inner = source.operands[0] if source.operands else None
        if inner is None or inner.type.defn is not B.T["memref"]:
            return False
        source = _defining_op(inner)
    if source is None or source.name not in ("memref.view", "memref.subview", "memref.alloc"):
        return False
    if not source.results or source.results[0].type.defn is not B.T["memref"]:
        return False
    shape = source.results[0].type.params[0]
    if i < 0 or i >= len(shape):
        return False
    if shape[i] != B.DYNAMIC:
        return True
    position = sum(1 for n in shape[:i] if n == B.DYNAMIC)
    groups = op_value_groups(source, ctx)
    names = ("dynamicSizes", "dynamic_sizes") if source.name == "memref.alloc" else ("sizes",)
    sizes = next((groups[k] for k in names if k in groups), [])
    return position < len(sizes) and is_valid_symbol_in(sizes[position], region, ctx)


def is_valid_dim(v: Value, ctx: Any) -> bool:
    """MLIR's one-argument isValidDim."""
    if v.type is not B.INDEX:
        return False
    d = _defining_op(v)
    if d is not None:
        return is_valid_dim_in(v, affine_scope(d, ctx), ctx)
    if _is_induction_var(v):
        return True
    region = _region_of(v)
    return region is not None and _is_scope(region.parent, ctx)


def is_valid_dim_in(v: Value, region: Region | None, ctx: Any) -> bool:
    """MLIR's isValidDim(value, region)."""
    if v.type is not B.INDEX:
        return False
    if is_valid_symbol_in(v, region, ctx):
        return True
    d = _defining_op(v)
    if d is None:
        return _is_induction_var(v)
    if d.name in ("affine.apply", "affine.delinearize_index", "affine.linearize_index"):
        if id(d) in _VISITING:
            return False
        _VISITING.add(id(d))
        try:
            return all(is_valid_dim_in(x, region, ctx) for x in d.operands)
        finally:
            _VISITING.discard(id(d))
    if d.name in ("memref.dim", "tensor.dim"):
        return bool(d.operands) and _is_top_level_value(d.operands[0], ctx)
    return False


def _check_dims_and_symbols(
    op: Operation, values: list[Value], num_dims: int, diags: list[Diagnostic], ctx: Any
) -> bool:
    """MLIR's verifyDimAndSymbolIdentifiers."""
    scope = affine_scope(op, ctx)
    for i, v in enumerate(values):
        if i < num_dims:
            if not is_valid_dim_in(v, scope, ctx):
                return fail(diags, op, "operand cannot be used as a dimension id", True)
        elif not is_valid_symbol_in(v, scope, ctx):
            return fail(diags, op, "operand cannot be used as a symbol", True)
    return True


def _map(op: Operation, name: str) -> Any:
    a = inherent(op, name)
    return a.params[0] if a is not None and a.defn is B.A["affine_map"] else None


# --- affine.for, affine.if, affine.yield ----------------------------------------------------


def _for_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    g = op_value_groups(op, ctx)
    body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    if body is None:
        return True
    inits = g.get("inits", [])
    iter_args = body.args[1:]
    # LoopLikeOpInterface
    if len(inits) != len(iter_args):
        return fail(diags, op, f"different number of inits and region iter_args: {len(inits)} "
                     f"!= {len(iter_args)}", True)  # fmt: skip
    term = body.ops[-1] if body.ops else None
    yielded = list(term.operands) if term is not None and term.name == "affine.yield" else []
    if term is not None and term.name == "affine.yield" and not op.results and iter_args:
        # (RegionBranchOpInterface's check of the edge from the body back to itself)
        return fail(diags, op, "along control flow edge from Operation affine.yield to Region "
                     f"#0: region branch point has {len(yielded)} operands, but region "
                     f"successor needs {len(iter_args)} inputs", True)  # fmt: skip
    if term is not None and term.name == "affine.yield" and len(yielded) != len(iter_args):
        return fail(diags, op, "different number of region iter_args and yielded values: "
                     f"{len(iter_args)} != {len(yielded)}", True)  # fmt: skip
    for i, (init, arg) in enumerate(zip(inits, iter_args)):
        if init.type is not arg.type:
            return fail(diags, op, f"{i}-th init and {i}-th region iter_arg have different "
                         f"type: '{_attr_to_str(init.type)}' != '{_attr_to_str(arg.type)}'",
                         True)  # fmt: skip
    # AffineForOp::verifyRegions
    if not body.args or body.args[0].type is not B.INDEX:
        return fail(diags, op, "expected body to have a single index argument for the "
                     "induction variable", True)  # fmt: skip
    lb, ub = _map(op, "lowerBoundMap"), _map(op, "upperBoundMap")
    if lb is not None and lb.num_inputs > 0:
        if not _check_dims_and_symbols(op, g.get("lower_bound_operands", []), lb.num_dims,
                                       diags, ctx):  # fmt: skip
            return False
    if ub is not None and ub.num_inputs > 0:
        if not _check_dims_and_symbols(op, g.get("upper_bound_operands", []), ub.num_dims,
                                       diags, ctx):  # fmt: skip
            return False
    if lb is not None and lb.num_results < 1:
        return fail(diags, op, "expected lower bound map to have at least one result", True)
    if ub is not None and ub.num_results < 1:
        return fail(diags, op, "expected upper bound map to have at least one result", True)
    if op.results:
        if len(inits) != len(op.results):
            return fail(diags, op, "mismatch between the number of loop-carried values and "
                         "results", True)  # fmt: skip
        if len(iter_args) != len(op.results):
            return fail(diags, op, "mismatch between the number of basic block args and "
                         "results", True)  # fmt: skip
    return True


def _if(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    cond = inherent(op, "condition")
    if cond is None or cond.defn is not B.A["integer_set"]:
        return True
    s = cond.params[0]
    if len(op.operands) != s.num_inputs:
        return fail(diags, op, "operand count and condition integer set dimension and symbol "
                     "count must match", True)  # fmt: skip
    return _check_dims_and_symbols(op, list(op.operands), s.num_dims, diags, ctx)


def _if_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """RegionBranchOpInterface's check: without an else region, control goes from the
    operation straight back to it, which yields nothing for its results."""
    if op.results and len(op.regions) == 2 and not op.regions[1].blocks:
        return fail(diags, op, "along control flow edge from parent to parent: region branch "
                     f"point has 0 operands, but region successor needs {len(op.results)} "
                     "inputs", True)  # fmt: skip
    return True


def _yield(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    parent = op.parent_op
    if parent is None or parent.name not in ("affine.for", "affine.if", "affine.parallel"):
        return fail(diags, op, "only terminates affine.if/for/parallel regions", True)
    if len(parent.results) != len(op.operands):
        return fail(diags, op, "parent of yield must have same number of results as the yield "
                     "operands", True)  # fmt: skip
    for r, v in zip(parent.results, op.operands):
        if r.type is not v.type:
            return fail(diags, op, "types mismatch between yield op and its parent", True)
    return True


# --- affine.apply, affine.min, affine.max ---------------------------------------------------


def _map_with_operands(op: Operation, diags: list[Diagnostic]) -> Any:
    """The op's ``map``, or what to return: True without a map, False (reported) when the
    operands do not match its inputs."""
    m = _map(op, "map")
    if m is None:
        return True
    if len(op.operands) != m.num_inputs:
        return fail(diags, op, "operand count and affine map dimension and symbol count must "
                     "match", True)  # fmt: skip
    return m


def _apply(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    m = _map_with_operands(op, diags)
    if isinstance(m, bool):
        return m
    if m.num_results != 1:
        return fail(diags, op, "mapping must produce one value", True)
    for v in op.operands[m.num_dims :]:
        if is_valid_dim(v, ctx) and not is_valid_symbol(v, ctx):
            return fail(diags, op, "dimensional operand cannot be used as a symbol", False)
    return True


def _min_max(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    m = _map_with_operands(op, diags)
    if isinstance(m, bool):
        return m
    if m.num_results == 0:
        return fail(diags, op, "affine map expect at least one result", True)
    return True


# --- memory accesses ------------------------------------------------------------------------


def _indexing(op: Operation, memref: Value, indices: list[Value], diags: list[Diagnostic],
              ctx: Any) -> bool:  # fmt: skip
    """MLIR's verifyMemoryOpIndexing."""
    m = _map(op, "map")
    t = memref.type
    if m is None or t.defn is not B.T["memref"]:
        return True
    if m.num_results != len(t.params[0]):
        return fail(diags, op, "affine map num results must equal memref rank", True)
    if m.num_inputs != len(indices):
        return fail(diags, op, "expects as many subscripts as affine map inputs", True)
    for v in indices:
        if v.type is not B.INDEX:
            return fail(diags, op, "index to load must have 'index' type", True)
    return _check_dims_and_symbols(op, indices, m.num_dims, diags, ctx)


def _element(t: Any) -> Any:
    return t.params[1] if t.defn in (B.T["memref"], B.T["vector"]) else None


def _load(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands or not op.results:
        return True
    memref = op.operands[0]
    if memref.type.defn is B.T["memref"] and op.results[0].type is not _element(memref.type):
        return fail(diags, op, "result type must match element type of memref", True)
    return _indexing(op, memref, list(op.operands[1:]), diags, ctx)


def _store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) < 2:
        return True
    value, memref = op.operands[0], op.operands[1]
    if memref.type.defn is B.T["memref"] and value.type is not _element(memref.type):
        return fail(diags, op, "value to store must have the same type as memref element type",
                     True)  # fmt: skip
    return _indexing(op, memref, list(op.operands[2:]), diags, ctx)


def _same_elements(op: Operation, memref: Value, vector: Value, diags: list[Diagnostic]) -> bool:
    mt, vt = memref.type, vector.type
    if mt.defn is B.T["memref"] and vt.defn is B.T["vector"] and _element(mt) is not _element(vt):
        return fail(diags, op, "requires memref and vector types of the same elemental type",
                     True)  # fmt: skip
    return True


def _vector_load(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if not op.operands or not op.results:
        return True
    memref = op.operands[0]
    if not _indexing(op, memref, list(op.operands[1:]), diags, ctx):
        return False
    return _same_elements(op, memref, op.results[0], diags)


def _vector_store(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    if len(op.operands) < 2:
        return True
    value, memref = op.operands[0], op.operands[1]
    if not _indexing(op, memref, list(op.operands[2:]), diags, ctx):
        return False
    return _same_elements(op, memref, value, diags)


def _prefetch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    m = _map(op, "map")
    if m is None or not op.operands or op.operands[0].type.defn is not B.T["memref"]:
        return True
    if m.num_results != len(op.operands[0].type.params[0]):
        return fail(diags, op, "affine.prefetch affine map num results must equal memref rank",
                     True)  # fmt: skip
    if len(op.operands) != m.num_inputs + 1:
        return fail(diags, op, "too few operands", True)
    return True


# --- affine.parallel ------------------------------------------------------------------------

_FLOAT_REDUCTIONS = frozenset((0, 4, 8, 12))  # addf, maximumf, minimumf, mulf
_INT_REDUCTIONS = frozenset((1, 2, 6, 7, 10, 11, 13, 14, 15))  # addi ... xori
_ASSIGN = 3


def _reduction_fits(kind: int, t: Any) -> bool:
    if kind == _ASSIGN:
        return True
    if kind in _FLOAT_REDUCTIONS:
        return B.is_float_type(t)
    if kind in _INT_REDUCTIONS:
        return t.defn is B.T["integer"]
    return False


def _sizes(attr: Any) -> list[int] | None:
    if attr is None or attr.defn is not B.A["dense_int_or_fp_elements"]:
        return None
    shaped, splat, values = attr.params
    n = 1
    for d in shaped.params[0]:
        n *= d
    return [values[0]] * n if splat and values else list(values)


def _parallel(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    num_ivs = len(body.args) if body is not None else 0
    steps = inherent(op, "steps")
    num_steps = len(steps.params[0]) if steps is not None and steps.defn is B.A["array"] else 0
    lb_groups = _sizes(inherent(op, "lowerBoundsGroups")) or []
    ub_groups = _sizes(inherent(op, "upperBoundsGroups")) or []
    if not (num_steps == num_ivs and len(lb_groups) == num_ivs and len(ub_groups) == num_ivs):
        return fail(diags, op, f"the number of region arguments ({num_ivs}) and the number of "
                     f"map groups for lower ({len(lb_groups)}) and upper bound "
                     f"({len(ub_groups)}), and the number of steps ({num_steps}) must all match",
                     True)  # fmt: skip
    lb, ub = _map(op, "lowerBoundsMap"), _map(op, "upperBoundsMap")
    if lb is not None and sum(lb_groups) != lb.num_results:
        return fail(diags, op, f"expected lower bounds map to have {sum(lb_groups)} results",
                     True)  # fmt: skip
    if ub is not None and sum(ub_groups) != ub.num_results:
        return fail(diags, op, f"expected upper bounds map to have {sum(ub_groups)} results",
                     True)  # fmt: skip
    reductions = inherent(op, "reductions")
    kinds = list(reductions.params[0]) if reductions is not None else []
    if len(kinds) != len(op.results):
        return fail(diags, op, "a reduction must be specified for each output", True)
    for kind, r in zip(kinds, op.results):
        if kind.defn is B.A["integer"] and not _reduction_fits(kind.params[1], r.type):
            return fail(diags, op, "result type cannot match reduction attribute", True)
    n_lb = lb.num_inputs if lb is not None else 0
    if lb is not None and not _check_dims_and_symbols(op, list(op.operands[:n_lb]), lb.num_dims,
                                                      diags, ctx):  # fmt: skip
        return False
    if ub is not None and not _check_dims_and_symbols(op, list(op.operands[n_lb:]), ub.num_dims,
                                                      diags, ctx):  # fmt: skip
        return False
    return True


# --- affine.delinearize_index, affine.linearize_index --------------------------------------


def _basis(op: Operation) -> list[int]:
    a = inherent(op, "static_basis")
    return list(a.params[1]) if a is not None and a.defn is B.A["dense_array"] else []


def _delinearize(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    basis = _basis(op)
    if len(op.results) not in (len(basis), len(basis) + 1):
        return fail(diags, op, "should return an index for each basis element and up to one "
                     "extra index", True)  # fmt: skip
    if sum(1 for n in basis if n == B.DYNAMIC) != len(op.operands) - 1:
        return fail(diags, op, _DYNAMIC_MISMATCH, True)
    if any(n != B.DYNAMIC and n <= 0 for n in basis):
        return fail(diags, op, "no basis element may be statically non-positive", True)
    return True


def _linearize(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    basis = _basis(op)
    g = op_value_groups(op, ctx)
    indices = g.get("multi_index", [])
    if len(indices) not in (len(basis), len(basis) + 1):
        return fail(diags, op, "should be passed a basis element for each index except "
                     "possibly the first", True)  # fmt: skip
    if sum(1 for n in basis if n == B.DYNAMIC) != len(g.get("dynamic_basis", [])):
        return fail(diags, op, _DYNAMIC_MISMATCH, True)
    return True


# --- affine.dma_start, affine.dma_wait ------------------------------------------------------


def _dma_indices(op: Operation, what: str, values: list[Value], diags: list[Diagnostic],
                 ctx: Any) -> bool:  # fmt: skip
    scope = affine_scope(op, ctx)
    for v in values:
        if v.type is not B.INDEX:
            return fail(diags, op, f"{what}index to dma_{'wait' if not what else 'start'} must "
                         "have 'index' type", True)  # fmt: skip
        if not (is_valid_dim_in(v, scope, ctx) or is_valid_symbol_in(v, scope, ctx)):
            return fail(diags, op, f"{what}index must be a valid dimension or symbol identifier",
                         True)  # fmt: skip
    return True


def _dma_start(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    maps = [op.attributes.get(k) for k in ("src_map", "dst_map", "tag_map")]
    if any(m is None or m.defn is not B.A["affine_map"] for m in maps):
        return True
    inputs = [m.params[0].num_inputs for m in maps]  # type: ignore[union-attr]
    operands = list(op.operands)
    starts = [0, 1 + inputs[0], 2 + inputs[0] + inputs[1]]
    for what, at in zip(("source", "destination", "tag"), starts):
        if at >= len(operands) or operands[at].type.defn is not B.T["memref"]:
            return fail(diags, op, f"expected DMA {what} to be of memref type", True)
    if len(operands) not in (sum(inputs) + 4, sum(inputs) + 6):
        return fail(diags, op, "incorrect number of operands", True)
    for what, at, n in zip(("src ", "dst ", "tag "), starts, inputs):
        if not _dma_indices(op, what, operands[at + 1 : at + 1 + n], diags, ctx):
            return False
    return True


def _dma_wait(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    tag_map = op.attributes.get("tag_map")
    if not op.operands or op.operands[0].type.defn is not B.T["memref"]:
        return fail(diags, op, "expected DMA tag to be of memref type", True)
    if tag_map is None or tag_map.defn is not B.A["affine_map"]:
        return True
    n = tag_map.params[0].num_inputs
    return _dma_indices(op, "", list(op.operands[1 : 1 + n]), diags, ctx)


plugin.verifier("AffineFor", verify_regions=_for_regions)
plugin.verifier("AffineIf", _if, verify_regions=_if_regions)
plugin.verifier("AffineYield", _yield)
plugin.verifier("AffineApply", _apply)
plugin.verifier("AffineMinMax", _min_max)
plugin.verifier("AffineLoad", _load)
plugin.verifier("AffineStore", _store)
plugin.verifier("AffineVectorLoad", _vector_load)
plugin.verifier("AffineVectorStore", _vector_store)
plugin.verifier("AffinePrefetch", _prefetch)
plugin.verifier("AffineParallel", _parallel)
plugin.verifier("AffineDelinearizeIndex", _delinearize)
plugin.verifier("AffineLinearizeIndex", _linearize)
plugin.verifier("AffineDmaStart", _dma_start)
plugin.verifier("AffineDmaWait", _dma_wait)
