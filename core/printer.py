"""The generic printer: IR to text byte-identical to ``mlir-opt --mlir-print-op-generic``.

What mlir-opt does, and so what this does:
- Values are numbered per region: a region's own block arguments and results first
  (``%0``, ``%1``..., entry-block arguments ``%argN``), and only then its nested regions,
  each starting from the counters reached at the end of the enclosing region. A
  multi-result operation takes one number (``%0:2``, uses ``%0#1``). Blocks are ``^bbN``
  per region.
- Aliases: before printing, the IR is walked in the order the printer would visit it
  (a region's ops before the op's own types and attributes). Builtin values that take an
  alias (affine maps ``#map``, integer sets ``#set``, locations ``#loc``, distinct
  attributes ``#distinct``, tuples of more than 16 types ``!tuple``) are numbered by
  (depth, types before attributes, name, first visit), where depth is one more than the
  deepest aliased value printed inside. Aliases used only by operation locations are
  printed after the module; the rest before it.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from core import builtin as B
from core.attributes import Attribute, set_renderer
from core.diagnostics import UNKNOWN_LOC, Loc, hook_failure
from core.ir import Block, BlockArgument, Operation, Region, Value
from core.lexer import escape_string, is_bare_id, symbol_text

if TYPE_CHECKING:
    from core.context import Context
    from core.registry import OpInfo

NEVER, MAY = 0, 1

_INT_PREFIX = ("i", "si", "ui")


class AttrPrinter:
    """Prints types and attributes; ``aliases`` maps values to their alias names."""

    def __init__(self, elide_elements_over: int | None = None) -> None:
        self.aliases: dict[Attribute, str] = {}
        self.distinct_ids: dict[Attribute, int] = {}
        self._cache: dict[Attribute, str] = {}
        # dense_resource handles printed so far: their blobs go in the resource section.
        self.blob_handles: dict[str, None] = {}  # in print order
        # Diagnostics print large elements attributes as `dense_resource<__elided__>`.
        self.elide_elements_over = elide_elements_over

    # Dispatch ---------------------------------------------------------------------------

    def type(self, t: Attribute) -> str:
        s = self._cache.get(t)
        if s is not None:
            return s
        alias = self.aliases.get(t)
        if alias is not None:
            return alias
        s = self.type_body(t)
        if t.defn not in _UNCACHEABLE:
            self._cache[t] = s
        return s

    def type_body(self, t: Attribute) -> str:
        fn = _TYPE_PRINTERS.get(t.defn.key)
        if fn is None:
            return self.attr_body(t, NEVER)
        return fn(self, t)

    def attr(self, a: Attribute, elision: int = NEVER) -> str:
        if a.defn.is_type:
            return self.type(a)
        alias = self.aliases.get(a)
        if alias is not None:
            return alias
        return self.attr_body(a, elision)

    def attr_body(self, a: Attribute, elision: int = NEVER) -> str:
        fn = _ATTR_PRINTERS.get(a.defn.key)
        if fn is None:
            return self.dialect_attr(a)
        return fn(self, a, elision)

    def dialect_attr(self, a: Attribute) -> str:
        """A value of a loaded dialect's definition: ``#d.name<params>``, or ``#d<...>``
        when the text after the dialect does not read as a pretty name."""
        d = a.defn
        sigil = "!" if d.is_type else "#"
        body_fn = getattr(d, "print", None)
        if body_fn is None:
            if not a.params:
                return f"{sigil}{d.dialect}.{d.name}"
            return (
                f"{sigil}{d.dialect}.{d.name}<" + ", ".join(self.param(p) for p in a.params) + ">"
            )
        try:
            body = body_fn(self, a)
        except Exception as exc:
            raise hook_failure(exc, UNKNOWN_LOC, "printing", d.key) from None
        text = dialect_symbol(sigil, d.dialect, d.name + body)
        own = getattr(d, "self_type", -1)  # a DialectAttrDef's
        if own >= 0 and a.params[own] is not None:  # the attribute's type
            text += " : " + self.type(a.params[own])
        return text

    def attr_without_type(self, a: Attribute) -> str:
        """The attribute without its `` : type`` suffix (printAttributeWithoutType)."""
        text = self.attr(a)
        params = a.params
        if a.defn in _TYPED_DEFS and params:
            type = params[0] if isinstance(params[0], Attribute) else params[-1]
            suffix = " : " + self.type(type)
            if text.endswith(suffix):
                return text[: -len(suffix)]
        return text

    def param(self, p: Any) -> str:
        if isinstance(p, Attribute):
            return self.attr(p)
        return str(p)

    # Types ------------------------------------------------------------------------------

    def _integer(self, t: Attribute) -> str:
        width, signedness = t.params
        return f"{_INT_PREFIX[signedness]}{width}"

    def _name_only(self, t: Attribute) -> str:
        return t.defn.name

    def _complex(self, t: Attribute) -> str:
        return f"complex<{self.type(t.params[0])}>"

    def _tuple(self, t: Attribute) -> str:
        return "tuple<" + ", ".join(self.type(x) for x in t.params[0]) + ">"

    def _function(self, t: Attribute) -> str:
        inputs, results = t.params
        ins = "(" + ", ".join(self.type(x) for x in inputs) + ") -> "
        if len(results) == 1 and results[0].defn is not B.T["function"]:
            return ins + self.type(results[0])
        return ins + "(" + ", ".join(self.type(x) for x in results) + ")"

    def _dims(self, shape: tuple[int, ...], scalable: tuple[bool, ...] = ()) -> str:
        out = []
        for i, d in enumerate(shape):
            s = "?" if d == B.DYNAMIC else str(d)
            if scalable and scalable[i]:
                s = "[" + s + "]"
            out.append(s + "x")
        return "".join(out)

    def _tensor(self, t: Attribute) -> str:
        shape, elem, encoding = t.params
        s = "tensor<" + self._dims(shape) + self.type(elem)
        if encoding is not None:
            s += ", " + self.attr(encoding)
        return s + ">"

    def _unranked_tensor(self, t: Attribute) -> str:
        return "tensor<*x" + self.type(t.params[0]) + ">"

    def _memref(self, t: Attribute) -> str:
        shape, elem, layout, space = t.params
        s = "memref<" + self._dims(shape) + self.type(elem)
        if layout is not None:
            s += ", " + self.attr(layout)
        if space is not None:
            s += ", " + self.attr(space, MAY)
        return s + ">"

    def _unranked_memref(self, t: Attribute) -> str:
        elem, space = t.params
        s = "memref<*x" + self.type(elem)
        if space is not None:
            s += ", " + self.attr(space, MAY)
        return s + ">"

    def _vector(self, t: Attribute) -> str:
        shape, elem, scalable = t.params
        return "vector<" + self._dims(shape, scalable) + self.type(elem) + ">"

    def _opaque_type(self, t: Attribute) -> str:
        dialect, data = t.params
        return dialect_symbol("!", dialect, data)

    # Attributes -------------------------------------------------------------------------

    def _with_type(self, s: str, type: Attribute, elision: int) -> str:
        if type.defn is B.T["none"]:
            return s
        return s + " : " + self.type(type)

    def _integer_attr(self, a: Attribute, elision: int) -> str:
        type, value = a.params
        if type is B.I1:
            return "true" if value else "false"
        if type.defn is B.T["integer"] and type.params[1] == B.UNSIGNED and value < 0:
            value += 1 << type.params[0]
        if elision == MAY and type is B.I64:
            return str(value)
        return f"{value} : {self.type(type)}"

    def _float_attr(self, a: Attribute, elision: int) -> str:
        from core import floats

        type, bits = a.params[:2]
        if len(a.params) == 3:
            text = a.params[2]  # the literal's own print (see floats.format_float_attr)
        else:
            text = floats.format_float(floats.SEMANTICS[B.FLOAT_DEFS[type.defn]], bits)
        if elision == MAY and type is B.F64 and not text.startswith("0x"):
            return text
        return f"{text} : {self.type(type)}"

    def _string_attr(self, a: Attribute, elision: int) -> str:
        value, type = a.params
        return self._with_type('"' + escape_string(value) + '"', type, elision)

    def _array(self, a: Attribute, elision: int) -> str:
        return "[" + ", ".join(self.attr(x, MAY) for x in a.params[0]) + "]"

    def _dictionary(self, a: Attribute, elision: int) -> str:
        return "{" + self.named_attrs(a.params[0]) + "}"

    def named_attrs(self, entries: Any) -> str:
        parts = []
        unit = B.unit_attr()
        for name, value in entries:
            key = name if is_bare_id(name) else '"' + escape_string(name) + '"'
            parts.append(key if value is unit else key + " = " + self.attr(value))
        return ", ".join(parts)

    def _symbol_ref(self, a: Attribute, elision: int) -> str:
        root, nested = a.params
        return symbol_text(root) + "".join("::" + symbol_text(n) for n in nested)

    def _type_attr(self, a: Attribute, elision: int) -> str:
        return self.type(a.params[0])

    def _unit(self, a: Attribute, elision: int) -> str:
        return "unit"

    def _affine_map(self, a: Attribute, elision: int) -> str:
        return f"affine_map<{a.params[0]}>"

    def _integer_set(self, a: Attribute, elision: int) -> str:
        return f"affine_set<{a.params[0]}>"

    def _strided(self, a: Attribute, elision: int) -> str:
        offset, strides = a.params
        s = "strided<[" + ", ".join("?" if x == B.DYNAMIC else str(x) for x in strides) + "]"
        if offset != 0:
            s += ", offset: " + ("?" if offset == B.DYNAMIC else str(offset))
        return s + ">"

    def _dense(self, a: Attribute, elision: int) -> str:
        from core import dense

        limit = self.elide_elements_over
        if limit is not None and _num_elements(a.params[0]) > limit:
            return "dense_resource<__elided__> : " + self.type(a.params[0])
        return dense.print_dense(a, self.type) + " : " + self.type(a.params[0])

    def _dense_array(self, a: Attribute, elision: int) -> str:
        from core import dense

        return dense.print_dense_array(a, self.type)

    def _sparse(self, a: Attribute, elision: int) -> str:
        from core import dense

        return dense.print_sparse(a, self.attr) + " : " + self.type(a.params[0])

    def _dense_resource(self, a: Attribute, elision: int) -> str:
        from core import dense

        self.blob_handles[a.params[1]] = None
        return dense.print_dense_resource(a) + " : " + self.type(a.params[0])

    def _distinct(self, a: Attribute, elision: int) -> str:
        ident = self.distinct_ids.get(a)
        if ident is None:
            ident = self.distinct_ids[a] = len(self.distinct_ids)
        ref = a.params[1]
        inner = "" if ref is B.unit_attr() else self.attr(ref)
        return f"distinct[{ident}]<{inner}>"

    def _opaque_attr(self, a: Attribute, elision: int) -> str:
        dialect, data, type = a.params
        return self._with_type(dialect_symbol("#", dialect, data), type, elision)

    def location(self, loc: Attribute) -> str:
        """``loc(...)`` for a location attribute, through its alias when it has one."""
        alias = self.aliases.get(loc)
        if alias is not None:
            return f"loc({alias})"
        return self._loc_attr(loc, NEVER)

    def _loc_attr(self, a: Attribute, elision: int) -> str:
        return "loc(" + self.loc_body(a) + ")"

    def loc_body(self, a: Attribute) -> str:
        d = a.defn
        p = a.params
        if d is B.A["unknown_loc"]:
            return "unknown"
        if d is B.A["file_line_col_loc"]:
            return f'"{escape_string(p[0])}":{p[1]}:{p[2]}'
        if d is B.A["file_line_col_range"]:
            name, line, col, end_line, end_col = p
            s = f'"{escape_string(name)}":{line}:{col} to '
            return s + (f":{end_col}" if end_line == line else f"{end_line}:{end_col}")
        if d is B.A["name_loc"]:
            name, child = p
            s = '"' + escape_string(name) + '"'
            if child is not B.UNKNOWN_LOC:
                s += "(" + self._nested_loc(child) + ")"
            return s
        if d is B.A["call_site_loc"]:
            return f"callsite({self._nested_loc(p[0])} at {self._nested_loc(p[1])})"
        if d is B.A["fused_loc"]:
            locs, metadata = p
            s = "fused"
            if metadata is not None:
                s += "<" + self.attr(metadata) + ">"
            return s + "[" + ", ".join(self._nested_loc(x) for x in locs) + "]"
        raise AssertionError(d)

    def _nested_loc(self, a: Attribute) -> str:
        alias = self.aliases.get(a)
        if alias is not None:
            return alias
        return self.loc_body(a)


def _num_elements(shaped: Attribute) -> int:
    n = 1
    for d in shaped.params[0]:
        n *= d
    return n


def dialect_symbol(sigil: str, dialect: str, data: str) -> str:
    """``!d.data`` when the data reads as a pretty name, else ``!d<data>`` (MLIR's rule)."""
    if _pretty_ok(data):
        return f"{sigil}{dialect}.{data}"
    return f"{sigil}{dialect}<{data}>"


def _pretty_ok(data: str) -> bool:
    if not data or not data[0].isalpha() or not data[0].isascii():
        return False
    lt = data.find("<")
    head = data if lt < 0 else data[:lt]
    for c in head:
        if not (c.isascii() and (c.isalnum() or c in "._")):
            return False
    return lt < 0 or data.endswith(">")


_TYPE_PRINTERS: dict[str, Callable[[AttrPrinter, Attribute], str]] = {
    "!builtin.integer": AttrPrinter._integer,
    "!builtin.index": AttrPrinter._name_only,
    "!builtin.none": AttrPrinter._name_only,
    "!builtin.complex": AttrPrinter._complex,
    "!builtin.tuple": AttrPrinter._tuple,
    "!builtin.function": AttrPrinter._function,
    "!builtin.tensor": AttrPrinter._tensor,
    "!builtin.unranked_tensor": AttrPrinter._unranked_tensor,
    "!builtin.memref": AttrPrinter._memref,
    "!builtin.unranked_memref": AttrPrinter._unranked_memref,
    "!builtin.vector": AttrPrinter._vector,
    "!builtin.opaque": AttrPrinter._opaque_type,
    **{"!builtin." + k: AttrPrinter._name_only for k in B.FLOAT_KINDS},
}
_ATTR_PRINTERS: dict[str, Callable[[AttrPrinter, Attribute, int], str]] = {
    "#builtin.integer": AttrPrinter._integer_attr,
    "#builtin.float": AttrPrinter._float_attr,
    "#builtin.string": AttrPrinter._string_attr,
    "#builtin.array": AttrPrinter._array,
    "#builtin.dictionary": AttrPrinter._dictionary,
    "#builtin.symbol_ref": AttrPrinter._symbol_ref,
    "#builtin.type": AttrPrinter._type_attr,
    "#builtin.unit": AttrPrinter._unit,
    "#builtin.affine_map": AttrPrinter._affine_map,
    "#builtin.integer_set": AttrPrinter._integer_set,
    "#builtin.strided_layout": AttrPrinter._strided,
    "#builtin.dense_int_or_fp_elements": AttrPrinter._dense,
    "#builtin.dense_string_elements": AttrPrinter._dense,
    "#builtin.dense_array": AttrPrinter._dense_array,
    "#builtin.sparse_elements": AttrPrinter._sparse,
    "#builtin.dense_resource_elements": AttrPrinter._dense_resource,
    "#builtin.distinct": AttrPrinter._distinct,
    "#builtin.opaque": AttrPrinter._opaque_attr,
    **{d.key: AttrPrinter._loc_attr for d in B.LOCATION_DEFS},
}
# Attributes printed with a `` : type`` suffix (attr_without_type drops it).
_TYPED_DEFS = frozenset(
    (B.A["integer"], B.A["float"], B.A["string"], B.A["dense_int_or_fp_elements"],
     B.A["dense_string_elements"], B.A["dense_resource_elements"], B.A["sparse_elements"],
     B.A["opaque"])
)  # fmt: skip
# Values whose text depends on print order (distinct ids) must not be cached.
_UNCACHEABLE = frozenset((B.A["distinct"],))


def attr_to_str(a: Attribute) -> str:
    """A value's text with no aliases, as diagnostics quote it."""
    p = AttrPrinter()
    return p.attr(a)


set_renderer(attr_to_str)  # an attribute's repr is its text


# --- alias collection ------------------------------------------------------------------


# Alias stems dialects give their own values (MLIR's OpAsmDialectInterface::getAlias):
# definition key -> (value -> stem or None). Filled by the dialects' plug-ins.
DIALECT_ALIASES: dict[str, Callable[[Attribute], str | None]] = {}


def alias_name(a: Attribute) -> str | None:
    """The alias stem MLIR's builtin dialect, or the value's own dialect, gives a value."""
    d = a.defn
    hook = DIALECT_ALIASES.get(d.key)
    if hook is not None:
        return hook(a)
    if d is B.A["affine_map"]:
        return "map"
    if d is B.A["integer_set"]:
        return "set"
    if d in B.LOCATION_DEFS:
        return "loc"
    if d is B.A["distinct"] and a.params[1] is not B.unit_attr():
        return "distinct"
    if d is B.T["tuple"] and len(a.params[0]) > 16:
        return "tuple"
    return None


class _AliasInfo:
    __slots__ = ("index", "stem", "is_type", "depth", "deferrable", "children")

    def __init__(self, index: int, stem: str | None, is_type: bool, deferrable: bool) -> None:
        self.index = index
        self.stem = stem
        self.is_type = is_type
        # A value with an alias starts at depth 1, one without at 0; a value containing
        # something of depth d > 0 has depth d + 1 (MLIR's AliasInitializer).
        self.depth = 1 if stem else 0
        self.deferrable = deferrable
        self.children: list[_AliasInfo] = []


def _alias_children(a: Attribute) -> tuple[Any, ...]:
    """The values MLIR's alias pass visits inside ``a``, in its order. This is not always
    what the printer prints: integer and float attributes skip their type, sparse elements
    visit only their type, an identity memref layout is skipped."""
    d = a.defn
    p = a.params
    key = d.key
    if d.is_type:
        if key == "!builtin.memref":
            shape, elem, layout, space = p
            out: list[Any] = [elem]
            if layout is not None and not _is_identity_layout(layout):
                out.append(layout)
            if space is not None:
                out.append(space)
            return tuple(out)
        if key in ("!builtin.tensor", "!builtin.vector"):
            return (p[1], p[2]) if key == "!builtin.tensor" and p[2] is not None else (p[1],)
        if key == "!builtin.function":
            return p[0] + p[1]
        if key == "!builtin.tuple":
            return p[0]
        if key in ("!builtin.complex", "!builtin.unranked_tensor"):
            return (p[0],)
        if key == "!builtin.unranked_memref":
            return (p[0],) if p[1] is None else (p[0], p[1])
        if d.dialect == "builtin":
            return ()
        return tuple(x for x in p if isinstance(x, Attribute))
    children = _ATTR_ALIAS_CHILDREN.get(key)
    if children is not None:
        return children(p)
    if d.dialect == "builtin":
        return ()
    return tuple(x for x in p if isinstance(x, Attribute))


def _is_identity_layout(layout: Attribute) -> bool:
    if layout.defn is not B.A["affine_map"]:
        return False
    return layout.params[0].is_identity()


def _typed(type: Attribute) -> tuple[Attribute, ...]:
    return () if type is B.NONE else (type,)


_ATTR_ALIAS_CHILDREN: dict[str, Callable[[tuple[Any, ...]], tuple[Any, ...]]] = {
    "#builtin.integer": lambda p: (),
    "#builtin.float": lambda p: (),
    "#builtin.distinct": lambda p: () if p[1] is B.unit_attr() else (p[1],),
    "#builtin.dictionary": lambda p: tuple(v for _, v in p[0]),
    "#builtin.array": lambda p: p[0],
    "#builtin.type": lambda p: (p[0],),
    "#builtin.name_loc": lambda p: () if p[1] is B.UNKNOWN_LOC else (p[1],),
    "#builtin.call_site_loc": lambda p: (p[0], p[1]),
    "#builtin.fused_loc": lambda p: p[0] if p[1] is None else (p[1], *p[0]),
    "#builtin.string": lambda p: _typed(p[1]),
    "#builtin.opaque": lambda p: _typed(p[2]),
    "#builtin.dense_int_or_fp_elements": lambda p: (p[0],),
    "#builtin.dense_string_elements": lambda p: (p[0],),
    "#builtin.dense_resource_elements": lambda p: (p[0],),
    "#builtin.sparse_elements": lambda p: (p[0],),
}


class _AliasCollector:
    """Visits values as MLIR's alias pass does and records what gets an alias."""

    def __init__(self) -> None:
        self.infos: dict[Attribute, _AliasInfo] = {}

    def visit(self, a: Attribute, deferrable: bool = False) -> _AliasInfo:
        info = self.infos.get(a)
        if info is not None:
            if not deferrable:
                _mark_non_deferrable(info)
            return info
        info = _AliasInfo(len(self.infos), alias_name(a), a.defn.is_type, deferrable)
        self.infos[a] = info
        deepest = 0
        for child in _alias_children(a):
            child_info = self.visit(child, deferrable)
            info.children.append(child_info)
            deepest = max(deepest, child_info.depth)
        if deepest:
            info.depth = deepest + 1
        return info

    def names(self) -> dict[Attribute, tuple[str, bool]]:
        """alias name and deferrability of every value that gets an alias."""
        items = [(a, i) for a, i in self.infos.items() if i.stem]
        items.sort(key=lambda ai: (ai[1].depth, not ai[1].is_type, ai[1].stem, ai[1].index))
        counts: dict[str, int] = {}
        out: dict[Attribute, tuple[str, bool]] = {}
        for a, info in items:
            stem = info.stem
            assert stem is not None
            n = counts.get(stem, 0)
            counts[stem] = n + 1
            sigil = "!" if info.is_type else "#"
            suffix = "" if n == 0 else ("_" if stem[-1].isdigit() else "") + str(n)
            out[a] = (sigil + stem + suffix, info.deferrable)
        return out


def _mark_non_deferrable(info: _AliasInfo) -> None:
    stack = [info]
    while stack:
        i = stack.pop()
        if i.deferrable:
            i.deferrable = False
            stack.extend(i.children)


# --- operations ------------------------------------------------------------------------


_UNKNOWN_VALUE = "<<UNKNOWN SSA VALUE>>"

# op name -> (op, region) -> a name hint per entry-block argument of the region (None keeps
# the number), or None: what OpAsmOpInterface's getAsmBlockArgumentNames says in custom
# form. Plug-ins fill it (linalg names a payload's arguments %in, %out).
BLOCK_ARG_NAMES: dict[str, Callable[[Operation, Region], Sequence[str | None] | None]] = {}


class OpPrinter:
    """Prints an operation tree, in generic form or in the custom form of registered
    operations (``OpInfo.print``).

    A custom printer (the assembly-format engine) writes through this object's API:
    ``write``, ``print_operand``, ``print_type``, ``print_attribute``,
    ``print_attr_dict``, ``print_region``, ``print_successor``... The alias pass runs the same
    custom printers against ``_AliasWalker``, which visits instead of writing, so aliases
    are collected in the order the custom form prints (MLIR's DummyAliasOperationPrinter).
    """

    def __init__(
        self,
        ctx: Context | None = None,
        generic: bool = True,
        debuginfo: bool = False,
        elide_elements_over: int | None = None,
        sink: Callable[[str], object] | None = None,
    ) -> None:
        self.ctx = ctx
        self.generic = generic
        self.debuginfo = debuginfo
        # Where finished text goes as printing proceeds, so a large module is never held
        # whole in memory; None: print_module returns it.
        self.sink = sink
        self.attrs = AttrPrinter(elide_elements_over)
        self.names: dict[Value, str] = {}
        self.block_names: dict[Block, str] = {}
        self.out: list[str] = []
        self.indent = 0
        self.default_dialects: list[str] = ["builtin"]
        self._infos: dict[str, OpInfo | None] = {}
        self._quoted_names: dict[str, str] = {}  # op name -> `"name"(`
        self._signatures: dict[tuple[tuple[Attribute, ...], tuple[Attribute, ...]], str] = {}

    def info(self, op: Operation) -> OpInfo | None:
        name = op.name
        try:
            return self._infos[name]
        except KeyError:
            info = self.ctx.op_info(name) if self.ctx is not None else None
            self._infos[name] = info
            return info

    def print_module(
        self, op: Operation, resources: Sequence[tuple[str, str, str, str]] = ()
    ) -> str:
        walker = _AliasWalker(self)
        walker.visit_op(op)
        aliases = walker.collector.names()
        out = self.out
        deferred: list[tuple[Attribute, str]] = []
        for a, (name, _) in aliases.items():
            self.attrs.aliases[a] = name
        # Definitions print the value itself, with nested aliases; `aliases` is in order.
        for a, (name, deferrable) in aliases.items():
            if deferrable:
                deferred.append((a, name))
                continue
            out.append(f"{name} = {self._alias_body(a)}\n")
        self.number(op)
        self.print_op(op)
        out.append("\n")
        for a, name in deferred:
            out.append(f"{name} = {self._alias_body(a)}\n")
        # Builtin blobs are printed in the order the IR first prints their handles, and only
        # while something refers to them; external resources follow as they came.
        order = {key: i for i, key in enumerate(self.attrs.blob_handles)}
        blobs = [r for r in resources if r[0] == "dialect_resources" and r[2] in order]
        blobs.sort(key=lambda r: order[r[2]])
        resources = blobs + [r for r in resources if r[0] != "dialect_resources"]
        if resources:
            out.append(_resources_text(resources))
        # mlir-opt ends its output with one more newline.
        out.append("\n")
        text = "".join(out)
        out.clear()
        if self.sink is None:
            return text
        self.sink(text)
        return ""

    def _flush(self) -> None:
        """Hand the text printed so far to the sink."""
        if self.sink is not None:
            self.sink("".join(self.out))
            self.out.clear()

    def _alias_body(self, a: Attribute) -> str:
        p = self.attrs
        saved = p.aliases.pop(a)
        try:
            return p.type_body(a) if a.defn.is_type else p.attr_body(a)
        finally:
            p.aliases[a] = saved

    def number(self, root: Operation) -> None:
        """Name every value and block. Regions are taken from a stack (last pushed first);
        each numbers its block arguments and results, then pushes the regions of its
        operations. In generic form the counters run on through the whole tree (MLIR's
        unique SSA ids); in custom form a region starts from the counters its parent
        region reached, so sibling regions reuse numbers, and an operation may name its
        result (``OpInfo.result_names``, made unique with ``_0``, ``_1``...)."""
        names = self.names
        block_names = self.block_names
        unique = self.generic
        next_value = next_arg = next_conflict = 0
        root_used = _UsedNames(None)
        stack: list[tuple[Region, int, int, int, _UsedNames]] = [
            (r, 0, 0, 0, root_used) for r in root.regions
        ]
        while stack:
            region, saved_value, saved_arg, saved_conflict, parent_used = stack.pop()
            if not unique:
                next_value, next_arg, next_conflict = saved_value, saved_arg, saved_conflict
            used = _UsedNames(parent_used)
            arg_hints: Sequence[str | None] = ()
            owner = region.parent
            if not unique and owner is not None and owner.name in BLOCK_ARG_NAMES:
                try:
                    arg_hints = BLOCK_ARG_NAMES[owner.name](owner, region) or ()
                except Exception as exc:
                    raise _printing_failed(owner, exc) from None
            for i, block in enumerate(region.blocks):
                block_names[block] = f"^bb{i}"
                if i == 0:
                    for k, arg in enumerate(block.args):
                        h = arg_hints[k] if k < len(arg_hints) else None
                        if h:
                            h = _sanitize(h)
                            if used.has(h):
                                while used.has(f"{h}_{next_conflict}"):
                                    next_conflict += 1
                                h = f"{h}_{next_conflict}"
                                next_conflict += 1
                            used.add(h)
                            names[arg] = "%" + h
                            continue
                        names[arg] = f"%arg{next_arg}"
                        next_arg += 1
                else:
                    for arg in block.args:
                        names[arg] = f"%{next_value}"
                        next_value += 1
                for op in block.ops:
                    results = op.results
                    if not results:
                        continue
                    hint = None
                    if not unique:
                        info = self.info(op)
                        if info is not None and info.result_names is not None:
                            try:
                                hint = info.result_names(op)
                            except Exception as exc:
                                raise _printing_failed(op, exc) from None
                    # a tuple names each result (``%sum, %overflow``) or group of results
                    # (``("sizes", 2)``: ``%sizes:2``), a string all of them
                    hints = ([hint] if hint else []) if isinstance(hint, str) else list(hint or ())
                    counts = [h[1] if isinstance(h, tuple) else 1 for h in hints]
                    if hints and (len(hints) == 1 or sum(counts) == len(results)):
                        for k, h in enumerate(hints):
                            h = _sanitize(h[0] if isinstance(h, tuple) else h)
                            if used.has(h):
                                while used.has(f"{h}_{next_conflict}"):
                                    next_conflict += 1
                                h = f"{h}_{next_conflict}"
                                next_conflict += 1
                            used.add(h)
                            hints[k] = "%" + h
                        if len(hints) > 1:
                            at = 0
                            for h, n in zip(hints, counts):
                                for j in range(n):
                                    names[results[at + j]] = f"{h}#{j}" if n > 1 else h
                                at += n
                            continue
                        base = hints[0]
                    else:
                        base = f"%{next_value}"
                        next_value += 1
                    if len(results) == 1:
                        names[results[0]] = base
                    else:
                        for j, r in enumerate(results):
                            names[r] = f"{base}#{j}"
            for block in region.blocks:
                for op in block.ops:
                    if op.regions:
                        stack.extend(
                            (r, next_value, next_arg, next_conflict, used) for r in op.regions
                        )

    # --- printing operations ------------------------------------------------------------

    def print_op(self, op: Operation) -> None:
        """``op`` at the current indentation (no newline after it)."""
        out = self.out
        results = op.results
        if results:
            first = self.value_name(results[0])
            if len(results) == 1:
                out.append(" " * self.indent + first + " = ")
            else:  # each result or group of results (``%sizes#0``...: ``%sizes:2``)
                groups: list[list[Any]] = []
                for r in results:
                    name = self.value_name(r)
                    base, hash_, _ = name.partition("#")
                    if hash_ and groups and groups[-1][0] == base and groups[-1][2]:
                        groups[-1][1] += 1
                    else:
                        groups.append([base, 1, bool(hash_)])
                text = ", ".join(f"{b}:{n}" if grouped else b for b, n, grouped in groups)
                out.append(" " * self.indent + text + " = ")
        else:
            out.append(" " * self.indent)
        info = None if self.generic else self.info(op)
        custom = info.print if info is not None else None
        if custom is None:
            self._generic_op(op)
        else:
            name = op.name
            default = self.default_dialects[-1]
            # the prefix goes only when no other dot is left to misread (MLIR's rule)
            if (default and name.startswith(default) and name[len(default)] == "."
                    and name.count(".") == 1):  # fmt: skip
                name = name[len(default) + 1 :]
            out.append(name)
            indent = self.indent
            self.custom_print(custom, op)
            self.indent = indent
        if self.debuginfo:
            out.append(" " + self.attrs.location(op.location))

    def custom_print(self, custom: Callable[[Any, Operation], None], op: Operation) -> None:
        try:
            custom(self, op)
        except Exception as exc:
            raise _printing_failed(op, exc) from None

    def _generic_op(self, op: Operation) -> None:
        out = self.out
        attrs = self.attrs
        names = self.names
        name = self._quoted_names.get(op.name)
        if name is None:
            name = self._quoted_names[op.name] = '"' + escape_string(op.name) + '"('
        operands = op.operands
        line = [name, ", ".join([names.get(v, _UNKNOWN_VALUE) for v in operands]), ")"]
        if op.successors:
            line.append("[" + ", ".join(self.block_names[b] for b in op.successors) + "]")
        if op.properties is not None:
            line.append(" <" + attrs.attr(op.properties) + ">")
        out.append("".join(line))
        if op.regions:
            out.append(" (")
            first_region = True
            for region in op.regions:
                if not first_region:
                    out.append(", ")
                first_region = False
                self.print_region(region, True, True, True)
            out.append(")")
        if op.attributes:
            out.append(" {" + attrs.named_attrs(_sorted_attrs(op)) + "}")
        # The signature, by the types it shows: generic IR repeats a few of them.
        key = (tuple([v.type for v in operands]), tuple([r.type for r in op.results]))
        signature = self._signatures.get(key)
        if signature is None:
            inputs, results = key
            shown = ", ".join([attrs.type(t) for t in inputs])
            if len(results) == 1 and results[0].defn is not B.T["function"]:
                signature = f" : ({shown}) -> {attrs.type(results[0])}"
            else:
                signature = f" : ({shown}) -> ({', '.join([attrs.type(t) for t in results])})"
            self._signatures[key] = signature
        out.append(signature)

    # --- the API custom printers use ----------------------------------------------------

    def write(self, text: str) -> None:
        self.out.append(text)

    def value_name(self, v: Value) -> str:
        return self.names.get(v, _UNKNOWN_VALUE)

    def print_operand(self, v: Value) -> None:
        self.out.append(self.value_name(v))

    def print_type(self, t: Attribute) -> None:
        self.out.append(self.attrs.type(t))

    def print_attribute(self, a: Attribute, elide_type: bool = False, always: bool = False) -> None:
        """``elide_type``: leave out an i64/f64 type as MLIR does; with ``always``, leave
        out any type (printAttributeWithoutType)."""
        if always:
            self.out.append(self.attrs.attr_without_type(a))
        else:
            self.out.append(self.attrs.attr(a, MAY if elide_type else NEVER))

    def print_stripped(self, a: Attribute) -> None:
        """A dialect attribute or type by its parameters alone (printStrippedAttrOrType)."""
        self.out.append(a.defn.print(self.attrs, a))  # type: ignore[attr-defined]

    def print_attr_dict(
        self, entries: Iterable[tuple[str, Attribute]], elided: Container[str] = (),
        keyword: bool = False,
    ) -> None:  # fmt: skip
        """`` {a = 1, b}`` (with `` attributes`` before it when ``keyword``), or nothing
        when every entry is elided."""
        items = [(k, v) for k, v in entries if k not in elided]
        if not items:
            return
        items.sort(key=_name_key)
        self.out.append((" attributes {" if keyword else " {") + self.attrs.named_attrs(items))
        self.out.append("}")

    def print_successor(self, block: Block) -> None:
        self.out.append(self.block_names.get(block, "<<UNKNOWN BLOCK>>"))

    def print_location(self, loc: Attribute) -> None:
        """A trailing `` loc(...)`` for debuginfo output (block argument style, no alias)."""
        if self.debuginfo:
            self.out.append(" loc(" + self.attrs.loc_body(loc) + ")")

    def print_region(
        self,
        region: Region,
        entry_args: bool = True,
        terminators: bool = True,
        empty_block: bool = False,
    ) -> None:
        """``{ ... }``: the entry block's header only when it has arguments to show
        (``entry_args``) or is empty (``empty_block``); ``terminators=False`` leaves out
        a block's last operation when it is a terminator."""
        out = self.out
        out.append("{\n")
        blocks = region.blocks
        if blocks:
            owner = region.parent
            info = self.info(owner) if owner is not None else None
            self.default_dialects.append(info.default_dialect if info is not None else "")
            preds = _predecessors(region)
            entry = blocks[0]
            header = (empty_block and not entry.ops) or (entry_args and bool(entry.args))
            self._block(entry, header, terminators, preds)
            for block in blocks[1:]:
                self._block(block, True, True, preds)
            self.default_dialects.pop()
        out.append(" " * self.indent + "}")

    def _block(
        self, block: Block, header: bool, terminators: bool, preds: dict[Block, list[Block]]
    ) -> None:
        if header:
            self._block_header(block, preds.get(block), block.parent is not None and
                               block.parent.blocks[0] is block)  # fmt: skip
        ops = block.ops
        if not terminators and ops:
            info = self.info(ops[-1])
            if info is not None and info.is_terminator:
                ops = ops[:-1]
        indent = self.indent
        self.indent = indent + 2
        out = self.out
        # A generic operation with operands and at most one result and nothing else is
        # written here in one piece (most of machine-written generic IR).
        plain = self.generic and not self.debuginfo
        pad = " " * self.indent
        names = self.names
        quoted = self._quoted_names
        signatures = self._signatures
        for op in ops:
            if (
                plain
                and not (op.regions or op.attributes or op.successors)
                and op.properties is None
            ):
                results = op.results
                operands = op.operands
                name = quoted.get(op.name)
                key = (tuple([v.type for v in operands]), tuple([r.type for r in results]))
                signature = signatures.get(key)
                if name is not None and signature is not None and len(results) < 2:
                    head = pad + names[results[0]] + " = " if results else pad
                    args = ", ".join([names.get(v, _UNKNOWN_VALUE) for v in operands])
                    out.append(f"{head}{name}{args}){signature}\n")
                    if len(out) > 8192:
                        self._flush()
                    continue
            self.print_op(op)
            out.append("\n")
            if len(out) > 8192:
                self._flush()
        self.indent = indent

    def _block_header(self, block: Block, preds: list[Block] | None, entry: bool) -> None:
        names = self.names
        attrs = self.attrs
        s = " " * self.indent + self.block_names[block]
        if block.args:
            parts = []
            for arg in block.args:
                p = f"{names[arg]}: {attrs.type(arg.type)}"
                if self.debuginfo:
                    p += " loc(" + attrs.loc_body(arg_location(arg)) + ")"
                parts.append(p)
            s += "(" + ", ".join(parts) + ")"
        s += ":"
        if not preds:
            if not entry:
                s += "  // no predecessors"
        elif len(preds) == 1:
            s += "  // pred: " + self.block_names[preds[0]]
        else:
            order = {b: i for i, b in enumerate(block.parent.blocks)} if block.parent else {}
            ps = sorted(preds, key=lambda b: order.get(b, 0))
            s += f"  // {len(ps)} preds: " + ", ".join(self.block_names[b] for b in ps)
        self.out.append(s + "\n")


class _AliasWalker(OpPrinter):
    """Visits what printing would print, for the alias pass: generic operations in the
    order MLIR's alias pass visits them (location, regions, operand types, result types,
    attributes), custom ones by running their printer against this visiting API."""

    def __init__(self, printer: OpPrinter) -> None:
        super().__init__(printer.ctx, printer.generic, printer.debuginfo)
        self._infos = printer._infos
        self.collector = _AliasCollector()

    def visit_op(self, root: Operation) -> None:
        c = self.collector
        infos = c.infos
        debuginfo = self.debuginfo
        # Iterative for generic operations, so deep nesting needs no recursion.
        stack: list[Any] = [root]
        while stack:
            item = stack.pop()
            if isinstance(item, Operation):
                op = item
                if debuginfo:
                    c.visit(op.location, True)
                info = None if self.generic else self.info(op)
                if info is not None and info.print is not None:
                    self.custom_print(info.print, op)
                    continue
                stack.append(("tail", op))
                for region in reversed(op.regions):
                    for block in reversed(region.blocks):
                        stack.extend(reversed(block.ops))
                        stack.append(("args", block))
            elif item[0] == "args":
                self._visit_args(item[1])
            else:
                op = item[1]
                # A type seen before, not deferrable, needs no second visit.
                for v in op.operands:
                    seen = infos.get(v.type)
                    if seen is None or seen.deferrable:
                        c.visit(v.type)
                for r in op.results:
                    seen = infos.get(r.type)
                    if seen is None or seen.deferrable:
                        c.visit(r.type)
                if op.attributes or op.properties is not None:
                    for value in self._visited_attrs(op):
                        c.visit(value)

    def _visit_args(self, block: Block) -> None:
        c = self.collector
        for arg in block.args:
            c.visit(arg.type)
            if self.debuginfo:
                c.visit(arg_location(arg), False)

    def _visited_attrs(self, op: Operation) -> list[Attribute]:
        """For a registered operation its inherent attributes (the properties) and the
        discardable ones, merged in name order; for an unregistered one only the
        discardable ones (its properties print inline)."""
        props = op.properties
        if props is None or self.info(op) is None or props.defn is not B.A["dictionary"]:
            return [v for _, v in _sorted_attrs(op)]
        items = list(props.params[0]) + list(op.attributes.items())
        items.sort(key=_name_key)
        return [v for _, v in items]

    # The printing API, visiting.
    def write(self, text: str) -> None:
        pass

    def print_operand(self, v: Value) -> None:
        pass

    def print_type(self, t: Attribute) -> None:
        self.collector.visit(t)

    def print_attribute(self, a: Attribute, elide_type: bool = False, always: bool = False) -> None:
        self.collector.visit(a)

    def print_stripped(self, a: Attribute) -> None:
        self.collector.visit(a)

    def print_attr_dict(
        self, entries: Iterable[tuple[str, Attribute]], elided: Container[str] = (),
        keyword: bool = False,
    ) -> None:  # fmt: skip
        for k, v in entries:
            if k not in elided:
                self.collector.visit(v)

    def print_successor(self, block: Block) -> None:
        pass

    def print_location(self, loc: Attribute) -> None:
        if self.debuginfo:
            self.collector.visit(loc, False)

    def print_region(
        self,
        region: Region,
        entry_args: bool = True,
        terminators: bool = True,
        empty_block: bool = False,
    ) -> None:
        for i, block in enumerate(region.blocks):
            if i > 0 or entry_args:
                self._visit_args(block)
            ops = block.ops
            if not terminators and ops:
                info = self.info(ops[-1])
                if info is not None and info.is_terminator:
                    ops = ops[:-1]
            for op in ops:
                self.visit_op(op)


class _UsedNames:
    """The value names taken in a region and the regions around it."""

    __slots__ = ("parent", "names")

    def __init__(self, parent: _UsedNames | None) -> None:
        self.parent = parent
        self.names: set[str] = set()

    def has(self, name: str) -> bool:
        cur: _UsedNames | None = self
        while cur is not None:
            if name in cur.names:
                return True
            cur = cur.parent
        return False

    def add(self, name: str) -> None:
        self.names.add(name)


def _sanitize(name: str) -> str:
    """A value name as MLIR makes one printable: letters, digits, ``$._-``; a space
    becomes ``_``, other characters their hex code; a leading digit gets ``_``."""
    ok = all(c.isascii() and (c.isalnum() or c in "$._-") for c in name)
    if ok and not name[0].isdigit():
        return name
    out = []
    for c in name:
        if c.isascii() and (c.isalnum() or c in "$._-"):
            out.append(c)
        elif c == " ":
            out.append("_")
        else:
            out.append("".join(f"{b:X}" for b in c.encode("utf-8")))
    text = "".join(out)
    return "_" + text if name[0].isdigit() else text


def arg_location(arg: BlockArgument) -> Attribute:
    loc = arg.loc
    if isinstance(loc, Attribute):
        return loc
    owner_region = arg.owner.parent
    op = owner_region.parent if owner_region is not None else None
    src = op.source if op is not None else None
    if loc is None or src is None:
        return B.UNKNOWN_LOC
    line, col = src.line_col(loc)
    return B.file_loc(src.name, line, col)


def _predecessors(region: Region) -> dict[Block, list[Block]]:
    preds: dict[Block, list[Block]] = {}
    for block in region.blocks:
        for op in block.ops:
            for succ in op.successors:
                preds.setdefault(succ, []).append(block)
    return preds


def _name_key(item: tuple[str, Any]) -> bytes:
    return item[0].encode("utf-8", "surrogateescape")


def _sorted_attrs(op: Operation) -> list[tuple[str, Attribute]]:
    """The discardable attributes in MLIR's dictionary order (by name bytes)."""
    items = list(op.attributes.items())
    if len(items) > 1:
        items.sort(key=_name_key)
    return items


def _resources_text(resources: Any) -> str:
    sections: dict[str, dict[str, list[tuple[str, str]]]] = {}
    for section, owner, key, value in resources:
        if section == "dialect_resources":
            value = _blob_text(value)
        sections.setdefault(section, {}).setdefault(owner, []).append((key, value))
    parts = []
    for section, owners in sections.items():
        inner = []
        for owner, entries in owners.items():
            body = ",\n".join(f"      {k}: {v}" for k, v in entries)
            inner.append(f"    {owner}: {{\n{body}\n    }}")
        parts.append(f"  {section}: {{\n" + ",\n".join(inner) + "\n  }")
    return "\n{-#\n" + ",\n".join(parts) + "\n#-}\n"


def _blob_text(value: str) -> str:
    """A builtin blob as mlir-opt prints it: uppercase hex; an empty blob keeps no
    alignment."""
    if len(value) == 12:  # '"0x' + 8 digits of alignment + '"': no data
        return '"0x00000000"'
    return value.upper().replace('"0X', '"0x', 1)


def print_op_for_diagnostic(op: Operation) -> str:
    """``op`` as mlir-opt shows it in "see current operation" notes: generic form, values
    named as in the whole tree, no aliases, elements attributes over 16 values elided; an
    operation with regions starts on a line of its own."""
    root = op
    while root.parent_op is not None:
        root = root.parent_op
    p = OpPrinter(elide_elements_over=16)
    p.number(root)
    p.print_op(op)
    return ("\n" if op.regions else "") + "".join(p.out)


def print_module(
    op: Operation,
    ctx: Context | None = None,
    generic: bool = True,
    debuginfo: bool = False,
    resources: Any = (),
    sink: Callable[[str], object] | None = None,
) -> str:
    """The module as mlir-opt prints it; ``ctx`` knows the registered operations. With a
    ``sink``, the text goes to it piece by piece and the result is empty."""
    return OpPrinter(ctx, generic, debuginfo, sink=sink).print_module(op, resources)


def print_generic(op: Operation, debuginfo: bool = False, resources: Any = ()) -> str:
    return print_module(op, None, True, debuginfo, resources)


def _printing_failed(op: Operation, exc: Exception) -> Exception:
    return hook_failure(exc, op_loc(op), "printing", op.name)


def op_loc(op: Operation) -> Loc:
    """The diagnostic position of an operation (its location, resolved to a file position)."""
    return location_to_loc(op.location)


def location_to_loc(attr: object) -> Loc:
    assert isinstance(attr, Attribute)
    cur = attr
    # MLIR's source-manager handler looks through wrappers for a file position.
    while True:
        d = cur.defn
        if d is B.A["file_line_col_loc"] or d is B.A["file_line_col_range"]:
            name, line, col = cur.params[:3]
            return Loc(name, line, col)
        if d is B.A["name_loc"]:
            cur = cur.params[1]
        elif d is B.A["call_site_loc"]:
            cur = cur.params[0]
        elif d is B.A["fused_loc"] and cur.params[0]:
            cur = cur.params[0][0]
        else:
            return Loc(None, 0, 0, attr_to_str(attr))
