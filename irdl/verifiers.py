"""The library of hand-written verifiers a definition may name in ``verifier = "..."``.

Some checks cannot be said with constraints or traits: MLIR writes them in C++ for each
operation. Here each is a Python function registered under a name, with MLIR's messages;
a definition names the one it needs. A verifier may check on entrance (``verify``), on
exit (``verify_regions``, after the op's regions) and the symbols the op refers to
(``verify_symbol_uses``, run by the enclosing symbol table).

The IRDL dialect's own checks (names, counts, bases and symbols): ``IRDLDialect``,
``IRDLTypeOrAttr``, ``IRDLOperation``, ``IRDLParameters``, ``IRDLOperands``,
``IRDLResults``, ``IRDLAttributes``, ``IRDLRegions``, ``IRDLRegion``, ``IRDLBase``,
``IRDLParametric``. Functions and branches: ``FunctionOp`` (entry block arguments match
the signature), ``FuncReturn`` (operands match the function's results), ``FuncCall``
(the callee exists and matches), ``BranchOp`` (successor operands match the blocks'
arguments; successor ``x`` takes the operand group ``x_operands``), ``ArithConstant``.

Types and attributes (``TYPE_VERIFIERS``, checked after their parameters' constraints):
``MemRefType`` and ``UnrankedMemRefType`` (a supported memory space, a layout that fits the
rank), ``VectorType`` (positive sizes).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.verifier import op_diagnostic
from irdl.dense_set_order import dense_set_order

Check = Callable[[Operation, list[Diagnostic], Any], bool]


@dataclass(frozen=True)
class NamedVerifier:
    name: str
    verify: Check | None = None
    verify_regions: Check | None = None
    verify_symbol_uses: Check | None = None


VERIFIERS: dict[str, NamedVerifier] = {}


def _register(v: NamedVerifier) -> None:
    VERIFIERS[v.name] = v


def inherent(op: Operation, name: str) -> Attribute | None:
    """An attribute by name, from the properties or the dictionary."""
    props = op.properties
    if props is not None and props.defn is B.A["dictionary"]:
        for k, v in props.params[0]:
            if k == name:
                return v
    return op.attributes.get(name)


def _fail(diags: list[Diagnostic], op: Operation, message: str, prefix: bool) -> bool:
    diags.append(op_diagnostic(op, message, prefix))
    return False


RELAXED_NAMES = "irdl-relaxed-names"
STRICT_PREDICATES = "strict-predicates"


def name_rule_error(name: str, label: str, relaxed: bool = False) -> str | None:
    """IRDL's naming rule: lowercase letters, digits and single inner underscores. Relaxed
    (``--irdl-relaxed-names``, and the standard library, which keeps ODS's names): any
    letters, digits, underscores, dots and dollars."""
    if not name:
        return f"name of {label} is empty"
    if relaxed:
        if all(c.isascii() and (c.isalnum() or c in "_.$") for c in name):
            return None
        return f"name of {label} must contain only letters, digits, '_', '.' and '$'"
    allow_underscore = False
    for c in name:
        if c == "_":
            if not allow_underscore:
                return f"name of {label} should not contain leading or double underscores"
        else:
            if not (c.isascii() and c.isalnum()):
                return (
                    f"name of {label} must contain only lowercase letters, digits and underscores"
                )
            if c.isupper():
                return f"name of {label} should not contain uppercase letters"
        allow_underscore = c != "_"
    return None


def _string(a: Attribute | None) -> str | None:
    return a.params[0] if a is not None and a.defn is B.A["string"] else None


def _names(op: Operation, attr: str) -> list[str]:
    a = inherent(op, attr)
    if a is None or a.defn is not B.A["array"]:
        return []
    return [x.params[0] for x in a.params[0] if x.defn is B.A["string"]]


def _relaxed(ctx: Any) -> bool:
    return bool(ctx is not None and ctx.options.get(RELAXED_NAMES))


def _symbol_rule(label: str) -> Check:
    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        name = _string(inherent(op, "sym_name"))
        message = name_rule_error(name or "", label, _relaxed(ctx))
        if message is not None:
            return _fail(diags, op, message, prefix=False)
        return True

    return check


_NAMESPACE = re.compile(r"[a-zA-Z_][a-zA-Z_0-9$]*")
_dialect_name_rule = _symbol_rule("dialect")


def _dialect(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A valid namespace (MLIR's rule for any dialect), then IRDL's naming rule."""
    if not _NAMESPACE.fullmatch(_string(inherent(op, "sym_name")) or ""):
        return _fail(diags, op, "invalid dialect name", prefix=True)
    return _dialect_name_rule(op, diags, ctx)


def _type_or_attr(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    from irdl.loader import mnemonic

    label = "type" if op.name == "irdl.type" else "attribute"
    name = _string(inherent(op, "sym_name")) or ""
    # A sigil marking the kind (see irdl.loader.mnemonic) is not part of the name.
    message = name_rule_error(mnemonic(op) if name[:1] in "!#" else name, label, _relaxed(ctx))
    if message is not None:
        return _fail(diags, op, message, prefix=False)
    return True


def _value_names(label: str) -> Check:
    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        names = _names(op, "names")
        if len(names) != len(op.operands):
            return _fail(
                diags, op,
                f"the number of {label}s and their names must be the same, but got "
                f"{len(op.operands)} and {len(names)} respectively",
                prefix=True,
            )  # fmt: skip
        seen: dict[str, int] = {}
        for i, name in enumerate(names):
            message = name_rule_error(name, f"{label} #{i}", _relaxed(ctx))
            if message is not None:
                return _fail(diags, op, message, prefix=False)
            if name in seen:
                return _fail(
                    diags, op,
                    f"name of {label} #{i} is a duplicate of the name of {label} #{seen[name]}",
                    prefix=True,
                )  # fmt: skip
            seen[name] = i
        return True

    return check


def _with_variadicity(label: str, plural: str) -> Check:
    names_ok = _value_names(label)

    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        from irdl.irdl_dialect import variadicity_values

        kinds = variadicity_values(inherent(op, "variadicity"))
        if len(op.operands) != len(kinds):
            return _fail(
                diags, op,
                f"the number of {plural} and their variadicities must be the same, but got "
                f"{len(op.operands)} and {len(kinds)} respectively",
                prefix=True,
            )  # fmt: skip
        return names_ok(op, diags, ctx)

    return check


def _attributes(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    names = inherent(op, "attributeValueNames")
    count = len(names.params[0]) if names is not None and names.defn is B.A["array"] else 0
    if count != len(op.operands):
        return _fail(
            diags, op,
            "the number of attribute names and their constraints must be the same but got "
            f"{count} and {len(op.operands)} respectively",
            prefix=True,
        )  # fmt: skip
    return True


def _region(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    n = inherent(op, "numberOfBlocks")
    if n is not None and n.defn is B.A["integer"] and n.params[1] < 1:
        return _fail(
            diags, op, f"the number of blocks is expected to be >= 1 but got {n.params[1]}", True
        )
    return True


def _operation_regions(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """No name is used by two kinds of values (operands, results, regions)."""
    kinds: list[tuple[str, list[str]]] = []
    label = {"irdl.operands": "operands", "irdl.results": "results", "irdl.regions": "regions"}
    for child in op.walk():
        kind = label.get(child.name)
        if kind is not None:
            kinds.append((kind, _names(child, "names")))
    for i, (lhs, lnames) in enumerate(kinds):
        for rhs, rnames in kinds[i + 1 :]:
            # upstream names the first common name in its hash set's order
            common = [n for n in dense_set_order(lnames) if n in rnames]
            if common:
                return _fail(
                    diags, op, f"contains a value named '{common[0]}' for both its {lhs} and {rhs}",
                    prefix=True,
                )  # fmt: skip
    return True


def _base(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    ref = inherent(op, "base_ref")
    name = _string(inherent(op, "base_name"))
    if (ref is None) == (name is None):
        return _fail(
            diags, op,
            "the base type or attribute should be specified by either a name or a reference",
            prefix=True,
        )  # fmt: skip
    if name is not None and not name.startswith(("!", "#")):
        return _fail(
            diags, op, "the base type or attribute name should start with '!' or '#'", True
        )
    return True


def resolve_definition(ctx: Any, op: Operation, ref: Attribute) -> tuple[Operation | None, str]:
    """The ``irdl.type``/``irdl.attribute`` a symbol reference names, looked up from the
    operation that holds the ``irdl.dialect`` (as MLIR's lookupSymbolNearDialect does), and
    the reference as written."""
    from core.lexer import symbol_text
    from irdl.traits import resolve_in_table

    root, nested = ref.params
    text = symbol_text(root) + "".join("::" + symbol_text(n) for n in nested)
    dialect = op.parent_op
    while dialect is not None and dialect.name != "irdl.dialect":
        dialect = dialect.parent_op
    table = dialect.parent_op if dialect is not None else None
    return resolve_in_table(table, root, nested, ctx), text


def external_definition_key(ctx: Any, ref: Attribute) -> str | None:
    """``@dialect::@name`` naming a type or attribute of a dialect the file does not declare
    but the context has (the standard library's: complex names ``@arith::@fastmath``, which
    upstream finds when arith's file is loaded first): its key, or None."""
    root, nested = ref.params
    if ctx is None or len(nested) != 1:
        return None
    info = ctx.dialect(root)
    if info is None:
        return None
    name = nested[0]
    bare = name[1:] if name[:1] in "!#" else name
    if name[:1] != "!" and bare in info.attrs:
        return f"#{root}.{bare}"
    if name[:1] != "#" and bare in info.types:
        return f"!{root}.{bare}"
    return None


def _symbol_use(attr: str) -> Check:
    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        ref = inherent(op, attr)
        if ref is None or ref.defn is not B.A["symbol_ref"]:
            return True
        target, text = resolve_definition(ctx, op, ref)
        if target is None and external_definition_key(ctx, ref) is not None:
            return True
        if target is None:
            return _fail(diags, op, f"symbol '{text}' not found", prefix=True)
        if target.name not in ("irdl.type", "irdl.attribute"):
            return _fail(
                diags, op,
                f"symbol '{text}' does not refer to a type or attribute definition "
                f"(refers to '{target.name}')",
                prefix=True,
            )  # fmt: skip
        return True

    return check


for _v in (
    NamedVerifier("IRDLDialect", _dialect),
    NamedVerifier("IRDLTypeOrAttr", _type_or_attr),
    NamedVerifier("IRDLOperation", _symbol_rule("operation"), verify_regions=_operation_regions),
    NamedVerifier("IRDLParameters", _value_names("parameter")),
    NamedVerifier("IRDLOperands", _with_variadicity("operand", "operands")),
    NamedVerifier("IRDLResults", _with_variadicity("result", "results")),
    NamedVerifier("IRDLAttributes", _attributes),
    NamedVerifier("IRDLRegions", _value_names("region")),
    NamedVerifier("IRDLRegion", _region),
    NamedVerifier("IRDLBase", _base, verify_symbol_uses=_symbol_use("base_ref")),
    NamedVerifier("IRDLParametric", verify_symbol_uses=_symbol_use("base_type")),
):
    _register(_v)


# --- functions and branches -----------------------------------------------------------------


def _function_type(op: Operation) -> Attribute | None:
    t = inherent(op, "function_type")
    if t is None or t.defn is not B.A["type"] or t.params[0].defn is not B.T["function"]:
        return None
    return t.params[0]


def _symbol(op: Operation, diags: list[Diagnostic], ctx: Any, declaration: bool) -> bool:
    """MLIR's SymbolOpInterface checks: a known visibility, no public declaration, a parent
    that is a symbol table (or not registered)."""
    vis = inherent(op, "sym_visibility")
    if vis is not None and vis.defn is B.A["string"]:
        if vis.params[0] not in ("public", "private", "nested"):
            return _fail(diags, op, 'visibility expected to be one of ["public", "private", '
                         f'"nested"], but got "{vis.params[0]}"', True)  # fmt: skip
    if declaration and (vis is None or _string(vis) == "public"):
        return _fail(diags, op, "symbol declaration cannot have public visibility", True)
    parent = op.parent_op
    info = ctx.op_info(parent.name) if parent is not None and ctx is not None else None
    if info is not None and not info.symbol_table:
        return _fail(diags, op, "symbol's parent must have the SymbolTable trait", True)
    return True


def _value_attrs(op: Operation, diags: list[Diagnostic], what: str, count: int) -> bool:
    """FunctionOpInterface: one dictionary of dialect attributes per argument (result)."""
    name = "arg_attrs" if what == "argument" else "res_attrs"
    plural = "arguments" if what == "argument" else "results"
    attrs = inherent(op, name)
    if attrs is None or attrs.defn is not B.A["array"]:
        return True
    entries = attrs.params[0]
    if len(entries) != count:
        return _fail(diags, op, f"expects {what} attribute array to have the same number of "
                     f"elements as the number of function {plural}, got {len(entries)}, but "
                     f"expected {count}", True)  # fmt: skip
    for d in entries:
        if d.defn is B.A["dictionary"] and any("." not in k for k, _ in d.params[0]):
            return _fail(diags, op, f"{plural} may only have dialect attributes", True)
    return True


def _function(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A function's symbol checks, its argument and result attributes, and its entry
    block's arguments against its signature (FunctionOpInterface)."""
    from core.printer import attr_to_str

    ftype = _function_type(op)
    external = not op.regions or not op.regions[0].blocks
    if not _symbol(op, diags, ctx, declaration=external):
        return False
    if ftype is None:
        return True
    if not _value_attrs(op, diags, "argument", len(ftype.params[0])):
        return False
    if not _value_attrs(op, diags, "result", len(ftype.params[1])):
        return False
    if external:
        return True
    inputs = ftype.params[0]
    entry = op.regions[0].blocks[0]
    if len(entry.args) != len(inputs):
        return _fail(diags, op, f"entry block must have {len(inputs)} arguments to match "
                     "function signature", True)  # fmt: skip
    for i, (arg, t) in enumerate(zip(entry.args, inputs)):
        if arg.type is not t:
            return _fail(
                diags, op,
                f"type of entry block argument #{i}({attr_to_str(arg.type)}) must match the "
                f"type of the corresponding argument in function signature({attr_to_str(t)})",
                True,
            )  # fmt: skip
    return True


def _func_return(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Operands match the results of the enclosing function."""
    from core.printer import attr_to_str

    fn = op.parent_op
    ftype = _function_type(fn) if fn is not None else None
    if fn is None or ftype is None:
        return True
    name = _string(inherent(fn, "sym_name")) or ""
    results = ftype.params[1]
    if len(op.operands) != len(results):
        return _fail(diags, op, f"has {len(op.operands)} operands, but enclosing function "
                     f"(@{name}) returns {len(results)}", True)  # fmt: skip
    for i, (v, t) in enumerate(zip(op.operands, results)):
        if v.type is not t:
            return _fail(
                diags, op,
                f"type of return operand {i} ('{attr_to_str(v.type)}') doesn't match function "
                f"result type ('{attr_to_str(t)}') in function @{name}",
                False,
            )  # fmt: skip
    return True


def _func_call(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """The callee is a function of the enclosing symbol tables, and the call matches it."""
    from core.printer import attr_to_str
    from irdl.traits import lookup_symbol

    ref = inherent(op, "callee")
    if ref is None or ref.defn is not B.A["symbol_ref"]:
        return _fail(diags, op, "requires a 'callee' symbol reference attribute", True)
    fn = lookup_symbol(ctx, op, ref.params[0], ref.params[1])
    ftype = _function_type(fn) if fn is not None and fn.name.endswith(".func") else None
    if ftype is None:
        return _fail(diags, op, f"'{ref.params[0]}' does not reference a valid function", True)
    inputs, results = ftype.params
    if len(inputs) != len(op.operands):
        return _fail(diags, op, "incorrect number of operands for callee", True)
    for i, (v, t) in enumerate(zip(op.operands, inputs)):
        if v.type is not t:
            return _fail(diags, op, f"operand type mismatch: expected operand type "
                         f"'{attr_to_str(t)}', but provided '{attr_to_str(v.type)}' for operand "
                         f"number {i}", True)  # fmt: skip
    if len(results) != len(op.results):
        return _fail(diags, op, "incorrect number of results for callee", True)
    for i, (r, t) in enumerate(zip(op.results, results)):
        if r.type is not t:
            d = op_diagnostic(op, f"result type mismatch at index {i}")
            got = ", ".join(f"'{attr_to_str(x.type)}'" for x in op.results)
            want = ", ".join(f"'{attr_to_str(x)}'" for x in results)
            d.attach_note(f"      op result types: {got}")
            d.attach_note(f"function result types: {want}")
            diags.append(d)
            return False
    return True


def op_value_groups(op: Operation, ctx: Any) -> dict[str, list[Any]]:
    """The operation's operands and results by group name, as its definition declares them
    (empty without a definition)."""
    info = ctx.op_info(op.name) if ctx is not None else None
    defn = getattr(info, "defn", None)
    if defn is None:
        return {}
    from irdl.format.ops import value_groups

    return value_groups(op, defn)


def successor_operands_ok(
    op: Operation, diags: list[Diagnostic], n: int, values: list[Any], block: Any
) -> bool:
    """MLIR's verifyBranchSuccessorOperands for successor #n: as many operands as the block
    has arguments, of their types."""
    if len(values) != len(block.args):
        return _fail(diags, op, f"branch has {len(values)} operands for successor #{n}, but "
                     f"target block has {len(block.args)}", False)  # fmt: skip
    for i, (v, arg) in enumerate(zip(values, block.args)):
        if v.type is not arg.type:
            return _fail(diags, op, f"type mismatch for bb argument #{i} of successor #{n}",
                         False)  # fmt: skip
    return True


def branch_weights_ok(op: Operation, diags: list[Diagnostic]) -> bool:
    """MLIR's WeightedBranchOpInterface: ``branch_weights``, when not empty, has one
    weight per successor and not all of them zero."""
    weights = inherent(op, "branch_weights")
    if weights is None or weights.defn is not B.A["dense_array"]:
        return True
    values = weights.params[1]
    if values and len(values) != len(op.successors):
        return _fail(diags, op, "expects number of branch weights to match number of "
                     f"successors: {len(values)} vs {len(op.successors)}", False)  # fmt: skip
    if values and not any(values):
        return _fail(diags, op, "branch weights cannot all be zero", False)
    return True


def case_operand_groups(op: Operation, values: list[Any]) -> list[list[Any]]:
    """The case operands of a switch (``cf.switch``, ``llvm.switch``) split by its
    ``case_operand_segments``."""
    seg = inherent(op, "case_operand_segments")
    sizes = list(seg.params[1]) if seg is not None and seg.defn is B.A["dense_array"] else []
    out = []
    i = 0
    for n in sizes:
        out.append(values[i : i + n])
        i += n
    return out


def _branch(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """Each successor receives as many operands as its block has arguments, of its types.
    The operands of successor ``x`` are the operand group ``x_operands``."""
    info = ctx.op_info(op.name) if ctx is not None else None
    defn = getattr(info, "defn", None)
    if defn is None:
        return True
    from irdl.format.ops import value_groups

    groups = value_groups(op, defn)
    for n, (succ_def, block) in enumerate(zip(defn.successors, op.successors)):
        values = groups.get(succ_def.name + "_operands", [])
        if not successor_operands_ok(op, diags, n, values, block):
            return False
    return True


def _arith_constant(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """arith.constant: a signless integer if an integer; the value is an integer, float or
    elements attribute; a scalable vector only from a splat."""
    value = inherent(op, "value")
    result = op.results[0].type if len(op.results) == 1 else None
    if result is not None and result.defn is B.T["integer"] and result.params[1] != B.SIGNLESS:
        return _fail(diags, op, "integer return type must be signless", True)
    kinds = (B.A["integer"], B.A["float"], B.A["dense_int_or_fp_elements"],
             B.A["dense_string_elements"], B.A["dense_resource_elements"],
             B.A["sparse_elements"])  # fmt: skip
    if value is not None and value.defn not in kinds:
        return _fail(diags, op, "value must be an integer, float, or elements attribute", True)
    if (
        value is not None and result is not None and result.defn is B.T["vector"]
        and any(result.params[2])
        and not (value.defn in (B.A["dense_int_or_fp_elements"], B.A["dense_string_elements"])
                 and value.params[1])
    ):  # fmt: skip
        return _fail(
            diags, op, "intializing scalable vectors with elements attribute is not supported "
            "unless it's a vector splat", True,
        )  # fmt: skip
    return True


for _v in (
    NamedVerifier("FunctionOp", _function),
    NamedVerifier("ArithConstant", _arith_constant),
    NamedVerifier("FuncReturn", _func_return),
    NamedVerifier("FuncCall", verify_symbol_uses=_func_call),
    NamedVerifier("BranchOp", _branch),
):
    _register(_v)


# --- types and attributes ------------------------------------------------------------------------
#
# A named check of a type or attribute (``verifier = "..."`` on ``irdl.type`` /
# ``irdl.attribute``), run after its parameters satisfy their constraints: params -> None,
# or (message, index of the parameter at fault or -1 for the value).

TypeCheck = Callable[[tuple[Any, ...]], "tuple[str, int] | None"]


def _memref_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """MLIR's MemRefType::verify: a supported memory space; a layout that fits the rank."""
    shape, _, layout, space = params
    if (
        space is not None
        and space.defn.dialect == "builtin"
        and space.defn not in (B.A["integer"], B.A["string"], B.A["dictionary"], B.A["opaque"])
    ):
        return "unsupported memory space Attribute", -1
    if layout is not None and layout.defn is B.A["affine_map"]:
        dims = layout.params[0].num_dims
        if dims != len(shape):
            return (
                f"memref layout mismatch between rank and affine map: {len(shape)} != {dims}",
                -1,
            )
    if layout is not None and layout.defn is B.A["strided_layout"]:
        if len(layout.params[1]) != len(shape):
            return "expected the number of strides to match the rank", -1
    return None


def _unranked_memref_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    return _memref_type(((), None, None, params[1]))


def _vector_type(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """MLIR's VectorType::verify: every size positive."""
    shape = params[0]
    if any(d <= 0 for d in shape):
        sizes = ", ".join(str(d) for d in shape)
        return f"vector types must have positive constant sizes but got {sizes}", -1
    return None


TYPE_VERIFIERS: dict[str, TypeCheck] = {
    "MemRefType": _memref_type,
    "UnrankedMemRefType": _unranked_memref_type,
    "VectorType": _vector_type,
}


# The named verifiers of particular dialects, in modules of their own, register here too.
from irdl import (  # noqa: E402, F401
    verifiers_affine,
    verifiers_arith,
    verifiers_cf,
    verifiers_complex,
    verifiers_func,
    verifiers_index,
    verifiers_llvm,
    verifiers_memref,
    verifiers_scf,
    verifiers_vector,
)
