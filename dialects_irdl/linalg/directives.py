"""The custom forms of linalg's structured ops, as mlir-opt reads and prints them.

- Named ops (``linalg.matmul``, ``fill``, ``add``, the convolutions...):
  ``(indexing_maps = [...])? {attrs}? ins(%a, ... : types)? outs(%b, ... : types)?
  {attrs}? (-> types)?``. The region is not written: it is built from the op's definition
  (``body.named_body``), and printed only in generic form.
- ``linalg.generic``: ``{indexing_maps = ..., iterator_types = ["parallel", ...], ...}
  ins(...) outs(...) (attrs = {...})? {region} (-> types)?``; the iterator types are
  written as strings.
- ``linalg.map`` / ``linalg.reduce``: ``({ payload attrs })? ins(...) outs(...)
  (dimensions = [...])? {attrs}?`` then, unless the short form says it, the region on a line
  of its own with its arguments before it: ``(%in: f32, %init: f32) {...}``.
- ``linalg.transpose`` / ``linalg.broadcast``: ``ins(...) outs(...) permutation = [...]``
  (``dimensions = [...]``); the region (a yield of the input) is built, never written.

In custom form the payload's arguments are named ``%in``, ``%out`` (``%init`` for map and
reduce), as linalg's getAsmBlockArgumentNames does.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.diagnostics import Diagnostic, DiagnosticError, Severity
from core.ir import Operation, Region
from core.lexer import BARE
from core.printer import BLOCK_ARG_NAMES
from dialects_irdl.linalg import body
from irdl.format.directives import print_types, print_values
from irdl.format.int_lists import parse_integer
from irdl.plugin import Plugin, Slot, inherent

plugin = Plugin("linalg")

# attributes a named op's printer never shows
_HIDDEN = {"operandSegmentSizes", "linalg.memoized_indexing_maps"}
# the attributes linalg.generic prints in its leading dictionary
_GENERIC_TRAIT = ("doc", "indexing_maps", "iterator_types", "library_call")

# named ops whose indexing maps are an attribute, with its default (d0, d1... by arity)
DEFAULT_MAPS = {
    "linalg.matmul": ("(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)",
                      "(d0, d1, d2) -> (d0, d1)"),
    "linalg.batch_matmul": ("(d0, d1, d2, d3) -> (d0, d1, d3)",
                            "(d0, d1, d2, d3) -> (d0, d3, d2)",
                            "(d0, d1, d2, d3) -> (d0, d1, d2)"),
    "linalg.batch_reduce_matmul": ("(d0, d1, d2, d3) -> (d0, d1, d3)",
                                   "(d0, d1, d2, d3) -> (d0, d3, d2)",
                                   "(d0, d1, d2, d3) -> (d1, d2)"),
}  # fmt: skip


_DEFAULTS: dict[str, Attribute] = {}  # builtin attributes: the same in every context


def default_maps(ctx: Any, op_name: str) -> Attribute | None:
    texts = DEFAULT_MAPS.get(op_name)
    if texts is None:
        return None
    maps = _DEFAULTS.get(op_name)
    if maps is None:
        maps = B.array_attr(tuple(ctx.parse_attribute(f"affine_map<{t}>") for t in texts))
        _DEFAULTS[op_name] = maps
    return maps


# --- shared pieces ----------------------------------------------------------------------------


class _Pieces:
    """Writes the parts of a custom form separated by one space; the format engine has
    written the space before the first."""

    def __init__(self, p: Any) -> None:
        self.p = p
        self.started = False

    def lead(self) -> Any:
        if self.started:
            self.p.write(" ")
        self.started = True
        return self.p

    def attr_dict(self, entries: list[tuple[str, Attribute]], elided: set[str]) -> None:
        items = [(k, v) for k, v in entries if k not in elided]
        if items:
            self.lead().print_attribute(B.dictionary_attr(dict(items)))

    def group(self, keyword: str, values: list[Any]) -> None:
        """``ins(%a, %b : t1, t2)``; nothing for no values."""
        if not values:
            return
        p = self.lead()
        p.write(f"{keyword}(")
        print_values(p, values)
        p.write(" : ")
        print_types(p, [v.type for v in values])
        p.write(")")

    def arrow_types(self, types: list[Attribute]) -> None:
        """``-> t`` or ``-> (t1, t2)``; nothing for no types."""
        if not types:
            return
        p = self.lead()
        p.write("-> ")
        wrap = len(types) > 1 or types[0].defn is B.T["function"]
        if wrap:
            p.write("(")
        print_types(p, types)
        if wrap:
            p.write(")")

    def dims(self, a: Attribute | None, keyword: str) -> None:
        """``keyword = [1, 2] `` (with the space C++ leaves after it)."""
        values = [int(x) for x in a.params[1]] if a is not None else []
        self.lead().write(f"{keyword} = [{', '.join(map(str, values))}] ")


def _operands_and_types(p: Any) -> tuple[list[tuple[str, int]], list[Attribute], int]:
    """``(%a, %b : t1, t2)``: the operands, their types, and where the operands begin."""
    p.expect_punct("(", "expected '('")
    at = p.lex.start
    refs = [p.parse_operand_ref()]
    while p.consume_punct(","):
        refs.append(p.parse_operand_ref())
    p.expect_punct(":", "expected ':'")
    types = [p.parse_type()]
    while p.consume_punct(","):
        types.append(p.parse_type())
    p.expect_punct(")", "expected ')'")
    return refs, types, at


def _check_count(p: Any, at: int, refs: list[Any], types: list[Attribute]) -> None:
    if len(refs) != len(types):
        p.custom_error(f"number of operands and types do not match: got {len(refs)} operands "
                       f"and {len(types)} types", at)  # fmt: skip


def _parse_ins_outs(
    dp: Any, inputs: Slot, outputs: Slot, together: bool = False
) -> tuple[list[Attribute], list[Attribute]]:
    """``(ins(...))? (outs(...))?``; the inputs' and the outputs' types. ``together``: the
    operands form one list (SameVariadicOperandSize: no segment sizes are recorded)."""
    p = dp.p
    in_refs: list[tuple[str, int]] = []
    out_refs: list[tuple[str, int]] = []
    in_types: list[Attribute] = []
    out_types: list[Attribute] = []
    if p.consume_keyword("ins"):
        in_refs, in_types, at = _operands_and_types(p)
        _check_count(p, at, in_refs, in_types)
    if p.consume_keyword("outs"):
        out_refs, out_types, at = _operands_and_types(p)
        _check_count(p, at, out_refs, out_types)
    if together:
        dp.st.all_operands = [*in_refs, *out_refs]
        dp.st.all_operand_types = [*in_types, *out_types]
    else:
        dp.set_operands(inputs, in_refs)
        dp.set_types(inputs, in_types)
        dp.set_operands(outputs, out_refs)
        dp.set_types(outputs, out_types)
    return in_types, out_types


def _parse_arrow_types(p: Any) -> list[Attribute]:
    return list(p.parse_function_result_types()) if p.consume_punct("->") else []


def _parse_attr_dict(dp: Any) -> None:
    p = dp.p
    if p.at_punct("{"):
        dp.attr_dict(p.parse_attribute_entries())


def _all_attrs(dp: Any) -> list[tuple[str, Attribute]]:
    return list(dp.view.all_attrs())


def _segments(op: Operation) -> list[int]:
    seg = inherent(op, "operandSegmentSizes")
    if seg is not None and seg.defn is B.A["dense_array"]:
        return [int(x) for x in seg.params[1]]
    return [len(op.operands)]


# --- named structured ops ---------------------------------------------------------------------


def _parse_named(dp: Any, inputs: Slot, outputs: Slot, results: Slot, region: Slot) -> None:
    p = dp.p
    name = dp.info.name
    ctx = p.ctx
    if name == "linalg.elementwise":
        p.parse_keyword("kind")
        p.expect_punct("=", "expected '='")
        dp.attr_dict({"kind": p.parse_attribute()})
    has_maps = name in DEFAULT_MAPS or name in _OWN_MAPS
    if name == "linalg.contract":
        p.parse_keyword("indexing_maps")  # required
        p.expect_punct("=", "expected '='")
        dp.attr_dict({"indexing_maps": p.parse_attribute()})
    elif has_maps and p.consume_keyword("indexing_maps"):
        p.expect_punct("=", "expected '='")
        dp.attr_dict({"indexing_maps": p.parse_attribute()})
    _parse_attr_dict(dp)
    in_types, out_types = _parse_ins_outs(dp, inputs, outputs)
    _parse_attr_dict(dp)
    dp.set_types(results, _parse_arrow_types(p))
    attrs = dict(dp.st.attrs)
    if name == "linalg.elementwise" and "indexing_maps" not in attrs and out_types:
        shape = out_types[0].params[0] if out_types[0].defn in _RANKED else ()
        dims = ", ".join(f"d{i}" for i in range(len(shape)))
        ident = ctx.parse_attribute(f"affine_map<({dims}) -> ({dims})>")
        dp.attr_dict({"indexing_maps": B.array_attr((ident,) * (len(in_types) + 1))})
    arity = body.region_arity(name, body.enum_word(attrs.get("kind")))
    n_args = len(in_types) + len(out_types)
    if arity is not None and n_args != arity:
        p.custom_error(f"[parseNamedStructuredOpRegion] ods-gen generated region expects "
                       f"{arity} args, got {n_args}")  # fmt: skip
    if has_maps and "indexing_maps" not in attrs:
        maps = default_maps(ctx, name)
        if maps is not None:
            dp.attr_dict({"indexing_maps": maps})
    r = body.named_body(ctx, name, [*in_types, *out_types], len(in_types), attrs, dp.loc, p.src)
    dp.set_region(region, r)


def _print_named(dp: Any, inputs: Slot, outputs: Slot, results: Slot, region: Slot) -> None:
    out = _Pieces(dp.p)
    op = dp.op
    hidden = set(_HIDDEN)
    maps = inherent(op, "indexing_maps")
    if op.name == "linalg.elementwise":
        hidden.add("kind")
        out.lead().write("kind=")
        kind = inherent(op, "kind")
        if kind is not None:
            dp.p.print_attribute(kind)
    if op.name in DEFAULT_MAPS or op.name in _OWN_MAPS:
        hidden.add("indexing_maps")
        default = default_maps(_ctx_of(dp.p), op.name)
        if op.name == "linalg.elementwise":
            default = _identity_maps(op)
        if maps is not None and maps != default:
            out.lead().write("indexing_maps = ")
            dp.p.print_attribute(maps)
    out.attr_dict(_all_attrs(dp), hidden)
    out.group("ins", dp.operands(inputs))
    out.group("outs", dp.operands(outputs))
    out.arrow_types([r.type for r in dp.results(results)])


# named ops whose maps are an attribute with no fixed default: contract's are always
# written, elementwise's are left out when each is the identity
_OWN_MAPS = ("linalg.contract", "linalg.elementwise")
_RANKED = (B.T["tensor"], B.T["memref"])


def _identity_maps(op: Operation) -> Attribute | None:
    maps = inherent(op, "indexing_maps")
    if maps is None or maps.defn is not B.A["array"] or not maps.params[0]:
        return None
    first = maps.params[0][0].params[0]
    n = first.num_dims
    if any(m.params[0] != first for m in maps.params[0]) or first.num_symbols:
        return None
    if [str(e) for e in first.results] != [f"d{i}" for i in range(n)]:
        return None
    return maps


def _ctx_of(p: Any) -> Any:
    return p.ctx


NAMED = "custom<NamedStructuredOp>($inputs, $outputs, type($result_tensors), $region)"
plugin.directive("NamedStructuredOp", _parse_named, _print_named)


# --- linalg.generic ---------------------------------------------------------------------------


def _iterator_attrs(ctx: Any, p: Any, words: Attribute, at: int) -> Attribute:
    """``["parallel", ...]`` as the iterator-type attributes the op holds (an error where
    the parser stands, after the dictionary, as C++ reports it)."""
    if words.defn is not B.A["array"]:
        return words
    out = []
    for w in words.params[0]:
        if w.defn is not B.A["string"]:
            p.custom_error("expected string as iterator_types")
        text = w.params[0]
        if text not in ("parallel", "reduction"):
            p.custom_error(f"unexpected iterator_type ({text})")
        out.append(ctx.parse_attribute(f"#linalg.iterator_type<{text}>"))
    return B.array_attr(tuple(out))


def _iterator_words(a: Attribute) -> Attribute:
    """The iterator types as the strings the custom form shows."""
    if a.defn is not B.A["array"]:
        return a
    out = []
    for e in a.params[0]:
        v = e.params[0] if e.params else None
        word = v.params[0] if isinstance(v, Attribute) else v
        out.append(B.string_attr(str(word)) if isinstance(word, str) else e)
    return B.array_attr(tuple(out))


def _parse_generic(dp: Any, inputs: Slot, outputs: Slot, results: Slot, region: Slot) -> None:
    p = dp.p
    at = p.lex.start
    trait = p.parse_attribute()  # a dictionary, possibly by an alias (#trait)
    if trait.defn is not B.A["dictionary"]:
        p.error_at(at, "invalid kind of attribute specified")
    entries = dict(trait.params[0])
    for required in ("indexing_maps", "iterator_types"):
        if required not in entries:
            p.custom_error(f'expected "{required}" array attribute', at)
    if "iterator_types" in entries:
        entries["iterator_types"] = _iterator_attrs(p.ctx, p, entries["iterator_types"], at)
    dp.attr_dict(entries)
    _parse_attr_dict(dp)
    _parse_ins_outs(dp, inputs, outputs)
    if p.consume_keyword("attrs"):
        p.expect_punct("=", "expected '='")
        if not p.at_punct("{"):
            p.wrong_token("expected '{' in attribute dictionary")
        dp.attr_dict(p.parse_attribute_entries())
    # unlike the named ops, the payload's linalg.yield is written (no implicit terminator)
    dp.set_region(region, p.parse_region())
    dp.set_types(results, _parse_arrow_types(p))


def _print_generic(dp: Any, inputs: Slot, outputs: Slot, results: Slot, region: Slot) -> None:
    out = _Pieces(dp.p)
    attrs = _all_attrs(dp)
    trait = []
    for k, v in attrs:
        if k in _GENERIC_TRAIT:
            trait.append((k, _iterator_words(v) if k == "iterator_types" else v))
    out.lead().print_attribute(B.dictionary_attr(dict(trait)))
    out.group("ins", dp.operands(inputs))
    out.group("outs", dp.operands(outputs))
    rest = [(k, v) for k, v in attrs if k not in _GENERIC_TRAIT and k not in _HIDDEN]
    if rest:
        out.lead().write("attrs = ")
        dp.p.print_attr_dict(rest)  # `` {...}``: C++ leaves two spaces after `=`
    r = dp.region(region)
    if r is not None:
        out.lead()
        dp.print_region(r, True, True)
    out.arrow_types([v.type for v in dp.results(results)])


GENERIC = "custom<GenericOp>($inputs, $outputs, type($result_tensors), $region)"
plugin.directive("GenericOp", _parse_generic, _print_generic)


def _generic_arg_names(op: Operation, region: Region) -> list[str]:
    seg = _segments(op)
    n_in = seg[0] if len(seg) == 2 else 0
    return ["in"] * n_in + ["out"] * (len(op.operands) - n_in)


BLOCK_ARG_NAMES["linalg.generic"] = _generic_arg_names


# --- linalg.map and linalg.reduce -------------------------------------------------------------


def _parse_payload_name(p: Any) -> tuple[str, dict[str, Attribute]] | None:
    """``{ dialect.op {attrs}? }`` of the short form, or None."""
    if not p.consume_punct("{"):
        return None
    if p.lex.kind is not BARE:
        p.error_here("expected bare identifier or keyword")
    name = p.parse_keyword()
    attrs: dict[str, Attribute] = {}
    if p.at_punct("{"):
        attrs = dict(p.parse_attribute_entries())
    p.expect_punct("}", "expected '}'")
    return name, attrs


def _parse_block_args(p: Any) -> list[tuple[str, Attribute, int, Any]]:
    """``(%a: t, ...)``: the region's entry arguments."""
    args: list[tuple[str, Attribute, int, Any]] = []
    p.expect_punct("(", "expected '('")
    if not p.consume_punct(")"):
        while True:
            name, at = p.parse_operand_ref()
            p.expect_punct(":", "expected ':'")
            args.append((name, p.parse_type(), at, None))
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
    return args


def _parse_dims(dp: Any, slot: Slot, keyword: str) -> None:
    """``keyword = [1, 2]``."""
    p = dp.p
    p.parse_keyword(keyword)
    p.expect_punct("=", "expected '='")
    p.expect_punct("[", "expected '['")
    values: list[int] = []
    if not p.consume_punct("]"):
        while True:
            try:
                values.append(parse_integer(p))
            except DiagnosticError as exc:  # the list's reader then misses its ']' too
                exc.followups.append(Diagnostic(Severity.ERROR, "expected ']'", exc.diag.loc))
                raise
            if not p.consume_punct(","):
                break
        p.expect_punct("]", "expected ']'")
    dp.set_attr(slot, get(B.A["dense_array"], (B.integer_type(64), tuple(values))))


def _parse_mapped(
    dp: Any, inputs: Slot, init: Slot, results: Slot, region: Slot, dims: Slot | None,
    init_first: bool,
) -> None:  # fmt: skip
    p = dp.p
    short = _parse_payload_name(p)
    in_types, out_types = _parse_ins_outs(dp, inputs, init, together=init_first)
    if dims is not None:
        _parse_dims(dp, dims, "dimensions")
    _parse_attr_dict(dp)
    types = [*in_types, *out_types]
    if short is not None:
        r = body.short_body(p.ctx, short[0], short[1], types, len(in_types), init_first,
                            dp.loc, p.src)  # fmt: skip
    else:  # the payload's linalg.yield is written (no implicit terminator)
        r = p.parse_region(entry_args=_parse_block_args(p))
    dp.set_region(region, r)
    # on tensors the op returns the new inits
    dp.set_types(results, [t for t in out_types if t.defn is not B.T["memref"]])


def _short_payload(r: Region | None, n_in: int, init_first: bool) -> Operation | None:
    """The one operation a short form can stand for: the body is that op on the arguments
    (inits first for reduce) and a yield of its one result."""
    if r is None or len(r.blocks) != 1:
        return None
    block = r.blocks[0]
    if len(block.ops) != 2:
        return None
    payload, yld = block.ops
    if payload.regions or len(payload.results) != 1 or payload.successors:
        return None
    if not payload.operands:
        return None
    if list(yld.operands) != list(payload.results):
        return None
    args = list(block.args)
    ins, inits = args[:n_in], args[n_in:]
    expected = [*inits, *ins] if init_first else ins
    if list(payload.operands) != expected:
        return None
    return payload


def _print_mapped(
    dp: Any, inputs: Slot, init: Slot, results: Slot, region: Slot, dims: Slot | None,
    init_first: bool,
) -> None:  # fmt: skip
    p = dp.p
    out = _Pieces(p)
    r = dp.region(region)
    if init_first:  # reduce: as many inits as inputs, and no segment sizes
        n = len(dp.op.operands) // 2
        ins, inits = dp.op.operands[:n], dp.op.operands[n:]
    else:
        ins, inits = dp.operands(inputs), dp.operands(init)
    payload = _short_payload(r, len(ins), init_first)
    if payload is not None:
        out.lead().write("{ " + payload.name)
        info = p.info(payload)
        defaults = info.defaults if info is not None else {}
        attrs = list(payload.attributes.items())
        if payload.properties is not None and payload.properties.defn is B.A["dictionary"]:
            attrs.extend(payload.properties.params[0])
        p.print_attr_dict([(k, v) for k, v in attrs if defaults.get(k) != v])
        p.write(" }")
    out.group("ins", ins)
    out.group("outs", inits)
    if dims is not None:
        out.dims(dp.attr(dims), "dimensions")
    out.attr_dict(_all_attrs(dp), {"dimensions"})
    if payload is None and r is not None and r.blocks:
        indent = p.indent
        p.indent = indent + 2
        p.write("\n" + " " * p.indent + "(")
        for i, arg in enumerate(r.blocks[0].args):
            if i:
                p.write(", ")
            p.print_operand(arg)
            p.write(": ")
            p.print_type(arg.type)
        p.write(") ")
        dp.print_region(r, False, True)
        p.indent = indent


def _parse_map(dp: Any, inputs: Slot, init: Slot, results: Slot, region: Slot) -> None:
    _parse_mapped(dp, inputs, init, results, region, None, False)


def _print_map(dp: Any, inputs: Slot, init: Slot, results: Slot, region: Slot) -> None:
    _print_mapped(dp, inputs, init, results, region, None, False)


def _parse_reduce(
    dp: Any, inputs: Slot, inits: Slot, results: Slot, region: Slot, dims: Slot
) -> None:
    _parse_mapped(dp, inputs, inits, results, region, dims, True)


def _print_reduce(
    dp: Any, inputs: Slot, inits: Slot, results: Slot, region: Slot, dims: Slot
) -> None:
    _print_mapped(dp, inputs, inits, results, region, dims, True)


MAP = "custom<MapOp>($inputs, $init, type($result), $mapper)"
REDUCE = "custom<ReduceOp>($inputs, $inits, type($odsResult0), $combiner, $dimensions)"
plugin.directive("MapOp", _parse_map, _print_map)
plugin.directive("ReduceOp", _parse_reduce, _print_reduce)


def _map_arg_names(op: Operation, region: Region) -> list[str]:
    n = len(op.operands)
    return ["in"] * (n - 1) + ["init"]


def _reduce_arg_names(op: Operation, region: Region) -> list[str]:
    n = len(op.operands) // 2
    return ["in"] * n + ["init"] * n


BLOCK_ARG_NAMES["linalg.map"] = _map_arg_names
BLOCK_ARG_NAMES["linalg.reduce"] = _reduce_arg_names


# --- linalg.transpose and linalg.broadcast ----------------------------------------------------


def _parse_yielding(dp: Any, input: Slot, init: Slot, results: Slot, region: Slot, attr: Slot,
                    keyword: str) -> None:  # fmt: skip
    p = dp.p
    in_types, out_types = _parse_ins_outs(dp, input, init)
    _parse_dims(dp, attr, keyword)
    _parse_attr_dict(dp)
    types = [*in_types, *out_types]
    r = Region()
    block = r.add_block()
    args = [block.add_arg(body.element_type_or_self(t)) for t in types]
    if args:
        b = body.Builder(p.ctx, block, dp.loc, p.src)
        b.op("linalg.yield", [args[0]], [])
    dp.set_region(region, r)
    dp.set_types(results, [t for t in out_types if t.defn is not B.T["memref"]])


def _print_yielding(dp: Any, input: Slot, init: Slot, attr: Slot, keyword: str) -> None:
    out = _Pieces(dp.p)
    out.group("ins", dp.operands(input))
    out.group("outs", dp.operands(init))
    out.dims(dp.attr(attr), keyword)
    out.attr_dict(_all_attrs(dp), {keyword})


def _parse_transpose(
    dp: Any, input: Slot, init: Slot, results: Slot, region: Slot, perm: Slot
) -> None:
    _parse_yielding(dp, input, init, results, region, perm, "permutation")


def _print_transpose(
    dp: Any, input: Slot, init: Slot, results: Slot, region: Slot, perm: Slot
) -> None:
    _print_yielding(dp, input, init, perm, "permutation")


def _parse_broadcast(
    dp: Any, input: Slot, init: Slot, results: Slot, region: Slot, dims: Slot
) -> None:
    _parse_yielding(dp, input, init, results, region, dims, "dimensions")


def _print_broadcast(
    dp: Any, input: Slot, init: Slot, results: Slot, region: Slot, dims: Slot
) -> None:
    _print_yielding(dp, input, init, dims, "dimensions")


TRANSPOSE = "custom<TransposeOp>($input, $init, type($result), $region, $permutation)"
BROADCAST = "custom<BroadcastOp>($input, $init, type($result), $region, $dimensions)"
plugin.directive("TransposeOp", _parse_transpose, _print_transpose)
plugin.directive("BroadcastOp", _parse_broadcast, _print_broadcast)

# --- linalg.yield: ``%a, %b {attrs}? : t1, t2`` ----------------------------------------------


def _parse_yield(dp: Any, values: Slot) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    at = p.lex.start
    ref = p.parse_optional_operand_ref()
    if ref is not None:
        refs.append(ref)
        while p.consume_punct(","):
            refs.append(p.parse_operand_ref())
    _parse_attr_dict(dp)
    types: list[Attribute] = []
    if refs:
        p.expect_punct(":", "expected ':'")
        types.append(p.parse_type())
        while p.consume_punct(","):
            types.append(p.parse_type())
    _check_count(p, at, refs, types)
    dp.set_operands(values, refs)
    dp.set_types(values, types)


def _print_yield(dp: Any, values: Slot) -> None:
    vals = dp.operands(values)
    p = dp.p
    for i, v in enumerate(vals):
        p.write(", " if i else "")
        p.print_operand(v)
    p.print_attr_dict(_all_attrs(dp))
    if vals:
        p.write(" : ")
        print_types(p, [v.type for v in vals])


YIELD = "custom<LinalgYield>($values)"
plugin.directive("LinalgYield", _parse_yield, _print_yield)
