"""The Python API: IR read, checked, walked and built by the names the IRDL file gives.

Everything here is a thin view over the core's IR (``core.ir``): an ``OpView`` holds the
``Operation`` and the ``Context`` and looks the operation's definition up when a name is
asked for, so the core's objects carry nothing more and parsing pays nothing for the API.
Types and attributes come back as ``Type`` / ``Attribute`` views whose parameters are
reachable by the names their definitions give (``t.param("elem")`` or ``t.elem``).

    ctx = irdl.Context()
    ctx.load_irdl("cmath.irdl.mlir")          # a path, or the IRDL text
    module = ctx.parse(text, filename="x.mlir")
    for d in module.verify():                   # diagnostics; raise_on_error=True raises
        print(module.render(d))
    for op in module.walk():
        if op.name == "cmath.mul":
            print(op.lhs.type.elem, op.result("res"))
    print(module)                               # custom form; module.print(generic=True)

See docs/python-api.md.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Union

from core import builtin as B
from core import ir
from core.attributes import Attribute as CoreAttribute
from core.diagnostics import Diagnostic, DiagnosticError, Severity, SourceFile, SourceManager
from core.parser import ParsedModule
from core.printer import OpPrinter, attr_to_str, print_module
from irdl.runtime import library
from irdl.runtime.defs import NamedSlot, OpDef, TypeDef, Variadicity

ParseError = DiagnosticError
"""Raised by ``Context.parse`` (and ``parse_type``/``parse_attribute``) with the diagnostics."""


class VerificationError(Exception):
    """``verify(raise_on_error=True)`` found errors; ``diagnostics`` holds all it found."""

    def __init__(self, diagnostics: list[Diagnostic], rendered: str = "") -> None:
        errors = [d for d in diagnostics if d.severity is Severity.ERROR]
        super().__init__(rendered.rstrip() or (errors[0].message if errors else "invalid"))
        self.diagnostics = diagnostics


# --- types and attributes ------------------------------------------------------------


class Attribute:
    """An attribute value (a ``Type`` for a type). Equal to another view of the same value
    and to the core value itself; ``str()`` is its MLIR text."""

    __slots__ = ("raw",)

    raw: CoreAttribute

    def __init__(self, raw: CoreAttribute) -> None:
        self.raw = raw

    @property
    def key(self) -> str:
        """The definition's sigil-qualified name: ``!cm.complex``, ``#builtin.string``."""
        return self.raw.defn.key

    @property
    def dialect(self) -> str:
        return self.raw.defn.dialect

    @property
    def mnemonic(self) -> str:
        return self.raw.defn.name

    @property
    def is_type(self) -> bool:
        return self.raw.defn.is_type

    @property
    def definition(self) -> TypeDef | None:
        """The IRDL definition (``irdl.runtime.defs.TypeDef``), None for a value without one."""
        defn = self.raw.defn.defn
        return defn if isinstance(defn, TypeDef) else None

    @property
    def param_names(self) -> tuple[str, ...]:
        defn = self.definition
        return tuple(p.name for p in defn.parameters) if defn is not None else ()

    @property
    def params(self) -> dict[str, Any]:
        """Every named parameter, by name (types and attributes among them as views)."""
        return {n: _wrap_param(v) for n, v in zip(self.param_names, self.raw.params)}

    def param(self, name: str) -> Any:
        """The parameter ``name``: a ``Type``/``Attribute`` view (a type held as a TypeAttr
        comes back as the ``Type``), a tuple of them, or the plain value the core keeps (an
        int, a string...). KeyError if there is none."""
        names = self.param_names
        if name in names:
            i = names.index(name)
            if i < len(self.raw.params):
                return _wrap_param(self.raw.params[i])
        raise KeyError(f"{self.key} has no parameter '{name}' (it has: {', '.join(names)})")

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        try:
            return self.param(_unescape(name))
        except KeyError:
            raise AttributeError(f"{self.key} has no parameter '{name}'") from None

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Attribute):
            return self.raw is other.raw
        if isinstance(other, CoreAttribute):
            return self.raw is other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.raw)

    def __str__(self) -> str:
        return attr_to_str(self.raw)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({attr_to_str(self.raw)})"


class Type(Attribute):
    """A type value."""

    __slots__ = ()


def wrap_attr(a: CoreAttribute) -> Attribute:
    """The view of a core value: a ``Type`` for a type, else an ``Attribute``."""
    return Type(a) if a.defn.is_type else Attribute(a)


def _wrap_param(p: Any) -> Any:
    if isinstance(p, CoreAttribute):
        # a type parameter is held as a TypeAttr: the type itself is what one asks for
        return wrap_attr(p.params[0] if p.defn is B.A["type"] else p)
    if isinstance(p, tuple) and p and all(isinstance(x, CoreAttribute) for x in p):
        return tuple(wrap_attr(x) for x in p)
    return p


def _unescape(name: str) -> str:
    # `op.in_` for an operand named `in` (a Python keyword)
    return name[:-1] if name.endswith("_") and not name.endswith("__") else name


def _raw_type(t: Any, ctx: library.Context) -> CoreAttribute:
    if isinstance(t, str):
        return ctx.parse_type(t).raw if isinstance(ctx, Context) else _raw_attr(t, ctx)
    return _raw_attr(t, ctx)


def _raw_attr(a: Any, ctx: library.Context) -> CoreAttribute:
    if isinstance(a, Attribute):
        return a.raw
    if isinstance(a, CoreAttribute):
        return a
    if isinstance(a, str):
        return ctx.parse_attribute(a)
    raise TypeError(f"expected an attribute, a type or their text, got {type(a).__name__}")


# --- values, blocks, regions ---------------------------------------------------------


class Value:
    """An SSA value: an operation's result or a block's argument."""

    __slots__ = ("raw", "ctx")

    def __init__(self, raw: ir.Value, ctx: library.Context) -> None:
        self.raw = raw
        self.ctx = ctx

    @property
    def type(self) -> Type | Attribute:
        return wrap_attr(self.raw.type)

    @property
    def owner(self) -> OpView | Block:
        """The operation that defines it, or the block whose argument it is."""
        raw = self.raw
        if isinstance(raw, ir.OpResult):
            return OpView(raw.owner, self.ctx)
        if isinstance(raw, ir.BlockArgument):
            return Block(raw.owner, self.ctx)
        raise ValueError("a value without an owner")

    @property
    def index(self) -> int:
        raw = self.raw
        return raw.index if isinstance(raw, ir.OpResult | ir.BlockArgument) else 0

    @property
    def uses(self) -> list[OpView]:
        """The operations using it, once per operand slot."""
        return [OpView(op, self.ctx) for op in self.raw.uses]

    def replace_all_uses_with(self, new: Value) -> None:
        self.raw.replace_all_uses_with(new.raw)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Value):
            return self.raw is other.raw
        if isinstance(other, ir.Value):
            return self.raw is other
        return NotImplemented

    def __hash__(self) -> int:
        return id(self.raw)

    def __repr__(self) -> str:
        raw = self.raw
        if isinstance(raw, ir.OpResult):
            where = f"result #{raw.index} of {raw.owner.name}"
        elif isinstance(raw, ir.BlockArgument):
            where = f"block argument #{raw.index}"
        else:
            where = "value"
        return f"<Value {where} : {attr_to_str(raw.type)}>"


class Block:
    __slots__ = ("raw", "ctx")

    def __init__(self, raw: ir.Block, ctx: library.Context) -> None:
        self.raw = raw
        self.ctx = ctx

    @property
    def ops(self) -> list[OpView]:
        return [OpView(op, self.ctx) for op in self.raw.ops]

    @property
    def args(self) -> list[Value]:
        return [Value(a, self.ctx) for a in self.raw.args]

    def add_arg(self, type: Type | CoreAttribute | str) -> Value:
        return Value(self.raw.add_arg(_raw_type(type, self.ctx)), self.ctx)

    def append(self, op: OpView) -> OpView:
        """Add ``op`` (made by ``Context.create``) at the end of the block; returns it."""
        if op.op.parent is not None:
            raise ValueError(f"'{op.name}' is already in a block")
        self.raw.append(op.op)
        return op

    def __iter__(self) -> Iterator[OpView]:
        return iter(self.ops)

    def __len__(self) -> int:
        return len(self.raw.ops)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Block) and self.raw is other.raw

    def __hash__(self) -> int:
        return id(self.raw)

    def __repr__(self) -> str:
        return f"<Block with {len(self.raw.args)} arguments and {len(self.raw.ops)} operations>"


class Region:
    __slots__ = ("raw", "ctx")

    def __init__(self, raw: ir.Region, ctx: library.Context) -> None:
        self.raw = raw
        self.ctx = ctx

    @property
    def blocks(self) -> list[Block]:
        return [Block(b, self.ctx) for b in self.raw.blocks]

    def add_block(self) -> Block:
        return Block(self.raw.add_block(), self.ctx)

    def __iter__(self) -> Iterator[Block]:
        return iter(self.blocks)

    def __len__(self) -> int:
        return len(self.raw.blocks)

    def __repr__(self) -> str:
        return f"<Region with {len(self.raw.blocks)} blocks>"


# --- operations ----------------------------------------------------------------------

# What a named group gives: one value, an optional one, or a list (variadic).
Group = Union[Value, None, list[Value]]  # noqa: UP007 (used at run time)


class OpView:
    """An operation seen through its definition: its operands, results, attributes,
    regions and successors by the names the IRDL file gives (``op.operand("lhs")`` or
    ``op.lhs``). A name that is also a property of the view (``name``, ``operands``...)
    is reached with the method only. Two views of one operation are equal."""

    __slots__ = ("op", "ctx")

    def __init__(self, op: ir.Operation, ctx: library.Context) -> None:
        self.op = op
        self.ctx = ctx

    # Structure.
    @property
    def name(self) -> str:
        return self.op.name

    @property
    def definition(self) -> OpDef | None:
        """The IRDL definition (``irdl.runtime.defs.OpDef``); None for an unregistered operation."""
        info = self.ctx.op_info(self.op.name)
        defn = info.defn if info is not None else None
        return defn if isinstance(defn, OpDef) else None

    @property
    def operands(self) -> list[Value]:
        return [Value(v, self.ctx) for v in self.op.operands]

    @property
    def results(self) -> list[Value]:
        return [Value(v, self.ctx) for v in self.op.results]

    @property
    def regions(self) -> list[Region]:
        return [Region(r, self.ctx) for r in self.op.regions]

    @property
    def successors(self) -> list[Block]:
        return [Block(b, self.ctx) for b in self.op.successors]

    @property
    def attributes(self) -> dict[str, Type | Attribute]:
        """Every attribute: the inherent ones (properties) and the discardable ones."""
        out: dict[str, Type | Attribute] = {}
        props = self.op.properties
        if props is not None and props.defn is B.A["dictionary"]:
            out.update((k, wrap_attr(v)) for k, v in props.params[0])
        out.update((k, wrap_attr(v)) for k, v in self.op.attributes.items())
        return out

    @property
    def parent(self) -> OpView | None:
        """The operation whose region holds this one."""
        p = self.op.parent_op
        return OpView(p, self.ctx) if p is not None else None

    @property
    def block(self) -> Block | None:
        b = self.op.parent
        return Block(b, self.ctx) if b is not None else None

    @property
    def location(self) -> str:
        return attr_to_str(self.op.location)

    # By name.
    def operand(self, name: str) -> Group:
        """The operand group ``name``: a Value (a single operand), a Value or None
        (optional), a list of Values (variadic). KeyError for a name the definition lacks."""
        return self._group(name, "operands")

    def result(self, name: str) -> Group:
        """The result group ``name``, as ``operand``."""
        return self._group(name, "results")

    def attr(self, name: str) -> Type | Attribute | None:
        """The attribute ``name`` (inherent or discardable), None when absent."""
        from irdl.plugin import inherent

        a = inherent(self.op, name)
        return wrap_attr(a) if a is not None else None

    def region(self, name: str) -> Region | list[Region]:
        """The region ``name``; a list for a variadic group."""
        defn = self._defn()
        slots = defn.regions
        got = _split(self.op.regions, slots, [1] * len(slots), name, f"{self.name}: region")
        wrapped = [Region(r, self.ctx) for r in got[0]]
        return wrapped if got[1] is Variadicity.variadic else wrapped[0]

    def successor(self, name: str) -> Block | list[Block]:
        """The successor ``name``; a list for a variadic group."""
        defn = self._defn()
        got = _split(self.op.successors, defn.successors, None, name,
                     f"{self.name}: successor")  # fmt: skip
        wrapped = [Block(b, self.ctx) for b in got[0]]
        return wrapped if got[1] is Variadicity.variadic else wrapped[0]

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        defn = self.definition
        if defn is not None:
            want = _unescape(name)
            if any(s.name == want for s in defn.operands):
                return self.operand(want)
            if any(s.name == want for s in defn.results):
                return self.result(want)
            if any(s.name == want for s in defn.attributes):
                return self.attr(want)
            if any(s.name == want for s in defn.regions):
                return self.region(want)
            if any(s.name == want for s in defn.successors):
                return self.successor(want)
        raise AttributeError(f"'{self.op.name}' has no operand, result, attribute, region or "
                             f"successor named '{name}'")  # fmt: skip

    def _defn(self) -> OpDef:
        defn = self.definition
        if defn is None:
            raise KeyError(f"'{self.op.name}' has no definition loaded: it has no named parts")
        return defn

    def _group(self, name: str, which: str) -> Group:
        from irdl.plugin import inherent

        defn = self._defn()
        slots: tuple[NamedSlot, ...] = getattr(defn, which)
        values = self.op.operands if which == "operands" else self.op.results
        sizes: list[int] | None = None
        if sum(s.variadicity is not Variadicity.single for s in slots) > 1:
            seg_name = "operandSegmentSizes" if which == "operands" else "resultSegmentSizes"
            seg = inherent(self.op, seg_name)
            if seg is not None and seg.defn is B.A["dense_array"]:
                sizes = list(seg.params[1])
        got, variadicity = _split(values, slots, sizes, name, f"{self.name}: {which[:-1]}")
        wrapped = [Value(v, self.ctx) for v in got]
        if variadicity is Variadicity.variadic:
            return wrapped
        if variadicity is Variadicity.optional:
            return wrapped[0] if wrapped else None
        if not wrapped:
            raise IndexError(f"'{self.name}' lacks its {which[:-1]} '{name}'")
        return wrapped[0]

    # Traversal and printing.
    def walk(self) -> Iterator[OpView]:
        """This operation and every one nested in it, in pre-order."""
        ctx = self.ctx
        for op in self.op.walk():
            yield OpView(op, ctx)

    def verify(self, raise_on_error: bool = False) -> list[Diagnostic]:
        """The diagnostics of this operation and those nested in it (empty when valid);
        with ``raise_on_error``, raises VerificationError when there is an error."""
        diags = self.ctx.verify(self.op)
        if raise_on_error and any(d.severity is Severity.ERROR for d in diags):
            raise VerificationError(diags, _render(diags, self.op))
        return diags

    def print(self, generic: bool = False, debuginfo: bool = False) -> str:
        """The operation's text: its custom form (where it has one), or the generic form.
        Values are named as in the whole tree it belongs to."""
        return print_op(self.op, self.ctx, generic, debuginfo)

    def __str__(self) -> str:
        return self.print()

    def __repr__(self) -> str:
        return f"<OpView {self.op.name}>"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, OpView):
            return self.op is other.op
        if isinstance(other, ir.Operation):
            return self.op is other
        return NotImplemented

    def __hash__(self) -> int:
        return id(self.op)


def _split(
    values: Sequence[Any], slots: tuple[NamedSlot, ...], sizes: list[int] | None, name: str,
    what: str,
) -> tuple[list[Any], Variadicity]:  # fmt: skip
    """The values of group ``name``: by ``sizes`` (a segment-size attribute) when given,
    else the one variadic group takes what the single ones leave."""
    if sizes is None or len(sizes) != len(slots):
        rest = len(values) - sum(s.variadicity is Variadicity.single for s in slots)
        sizes = [1 if s.variadicity is Variadicity.single else max(rest, 0) for s in slots]
    i = 0
    for s, n in zip(slots, sizes):
        if s.name == name:
            return list(values[i : i + n]), s.variadicity
        i += n
    names = ", ".join(s.name for s in slots) or "none"
    raise KeyError(f"{what} '{name}' is not declared (declared: {names})")


def print_op(
    op: ir.Operation, ctx: library.Context | None, generic: bool = False, debuginfo: bool = False
) -> str:
    """``op`` as text, its values named as in the whole tree (a top-level op prints as
    irdl-opt prints a module, aliases included)."""
    if op.parent is None:
        return print_module(op, ctx, generic, debuginfo).rstrip("\n")
    root = op
    while root.parent_op is not None:
        root = root.parent_op
    p = OpPrinter(ctx, generic, debuginfo)
    p.number(root)
    # unprefixed names as inside its parent (`return` in a `func.func`)
    parent = op.parent_op
    info = p.info(parent) if parent is not None else None
    p.default_dialects.append(info.default_dialect if info is not None else "")
    p.print_op(op)
    return "".join(p.out)


def _render(diags: Sequence[Diagnostic], op: ir.Operation | None = None,
            sources: Sequence[SourceFile] = ()) -> str:  # fmt: skip
    sm = SourceManager()
    for src in sources:
        sm.add(src)
    if op is not None:
        for o in (op, *_ancestors(op)):
            if o.source is not None:
                sm.add(o.source)
                break
    return sm.render_all(diags)


def _ancestors(op: ir.Operation) -> Iterator[ir.Operation]:
    p = op.parent_op
    while p is not None:
        yield p
        p = p.parent_op


# --- modules and the context ---------------------------------------------------------


class Module(OpView):
    """A parsed top-level operation (``builtin.module``) with what came with it: its
    source and the resource section. ``module.module`` is the core ``Operation``."""

    __slots__ = ("resources", "source")

    def __init__(
        self, op: ir.Operation, ctx: library.Context,
        resources: list[tuple[str, str, str, str]] | None = None,
        source: SourceFile | None = None,
    ) -> None:  # fmt: skip
        super().__init__(op, ctx)
        self.resources = resources if resources is not None else []
        self.source = source

    @property
    def module(self) -> ir.Operation:
        return self.op

    @property
    def body(self) -> Block:
        """The module's block (created if the module has none)."""
        if not self.op.regions:
            raise ValueError(f"'{self.name}' has no region")
        region = self.op.regions[0]
        return Block(region.blocks[0] if region.blocks else region.add_block(), self.ctx)

    def __iter__(self) -> Iterator[OpView]:
        """The operations directly in the body."""
        return iter(self.body.ops)

    def verify(self, raise_on_error: bool = False) -> list[Diagnostic]:
        diags = self.ctx.verify(self.op)
        if raise_on_error and any(d.severity is Severity.ERROR for d in diags):
            raise VerificationError(diags, self.render(diags))
        return diags

    def render(self, diags: Diagnostic | Sequence[Diagnostic]) -> str:
        """Diagnostics as irdl-opt prints them (with the source line and a caret)."""
        items = [diags] if isinstance(diags, Diagnostic) else list(diags)
        return _render(items, None, [self.source] if self.source is not None else ())

    def print(self, generic: bool = False, debuginfo: bool = False) -> str:
        return print_module(self.op, self.ctx, generic, debuginfo, self.resources).rstrip("\n")

    def __repr__(self) -> str:
        name = self.source.name if self.source is not None else "<built>"
        return f"<Module {name}>"


class Context(library.Context):
    """``irdl.Context``: dialects from IRDL (the standard library's on first use, users'
    files through ``load_irdl``); parses into ``Module`` views."""

    def parse(self, text: str | SourceFile, filename: str = "<string>") -> Module:  # type: ignore[override]
        """Parse MLIR text; raises ParseError (``.diagnostics``) when it does not parse."""
        src = text if isinstance(text, SourceFile) else SourceFile(filename, text)
        parsed: ParsedModule = super().parse(src)
        return Module(parsed.module, self, parsed.resources, src)

    def parse_file(self, path: str | os.PathLike[str]) -> Module:
        p = os.fspath(path)
        return self.parse(Path(p).read_text(encoding="utf-8"), p)

    def parse_type(self, text: str) -> Type | Attribute:
        """A type (``"!cm.complex<f32>"``, ``"i32"``) as a view; raises ParseError."""
        a = super().parse_attribute(text)
        if a.defn is B.A["type"]:  # a type where an attribute may stand: a TypeAttr
            a = a.params[0]
        if not a.defn.is_type:
            raise TypeError(f"'{text}' is an attribute, not a type")
        return wrap_attr(a)

    def parse_attr(self, text: str) -> Type | Attribute:
        """An attribute (``"42 : i32"``, ``"#arith.fastmath<fast>"``) as a view."""
        return wrap_attr(super().parse_attribute(text))

    def verify(self, op: ir.Operation | OpView) -> list[Diagnostic]:  # type: ignore[override]
        """Diagnostics of ``op`` (a core Operation, an OpView or a Module)."""
        return super().verify(op.op if isinstance(op, OpView) else op)

    def wrap(self, op: ir.Operation) -> OpView:
        """The view of a core Operation."""
        return OpView(op, self)

    def module(self) -> Module:
        """A new empty ``builtin.module`` to build into."""
        region = ir.Region()
        region.add_block()
        return Module(ir.Operation("builtin.module", regions=[region]), self)

    def create(
        self,
        name: str,
        operands: Mapping[str, Value | Sequence[Value] | None] | Sequence[Value] = (),
        results: Mapping[str, Any] | Sequence[Any] = (),
        attributes: Mapping[str, Any] | None = None,
        regions: int = 0,
        successors: Sequence[Block] = (),
    ) -> OpView:
        """A new operation, not yet in a block. ``operands`` and ``results`` (result
        types: views, core values or their text) are lists, or mappings by the names the
        definition gives (a list for a variadic group, None for an absent optional one);
        by name, the segment sizes are set when the definition needs them. ``attributes``
        (views, core values or their text) go to the properties when the dialect keeps
        inherent attributes there. ``regions``: how many empty regions to add."""
        info = self.op_info(name)
        defn = info.defn if info is not None and isinstance(info.defn, OpDef) else None
        if defn is None and not self.allow_unregistered_dialects:
            raise KeyError(f"operation '{name}' is not defined in a loaded dialect")
        segments: dict[str, CoreAttribute] = {}
        operand_list = _by_name(operands, defn.operands if defn else None, "operand", name,
                                lambda v: v.raw, segments, "operandSegmentSizes")  # fmt: skip
        result_types = _by_name(results, defn.results if defn else None, "result", name,
                                lambda t: _raw_type(t, self), segments,
                                "resultSegmentSizes")  # fmt: skip
        attrs = {k: _raw_attr(v, self) for k, v in (attributes or {}).items()}
        inherent = {a.name for a in defn.attributes} if defn is not None else set()
        inherent.update(segments)
        attrs.update(segments)
        if info is not None:
            for k, v in info.defaults.items():
                attrs.setdefault(k, v)
        props: dict[str, CoreAttribute] = {}
        if info is not None and info.uses_properties:
            props = {k: v for k, v in attrs.items() if k in inherent}
            attrs = {k: v for k, v in attrs.items() if k not in inherent}
        op = ir.Operation(
            name, operand_list, result_types, attrs or None,
            B.dictionary_attr(props) if props else None,
            [b.raw for b in successors] or None,
            [ir.Region() for _ in range(regions)] or None,
        )  # fmt: skip
        return OpView(op, self)


def _by_name(
    given: Mapping[str, Any] | Sequence[Any], slots: tuple[NamedSlot, ...] | None, what: str,
    op_name: str, convert: Any, segments: dict[str, CoreAttribute], seg_name: str,
) -> list[Any]:  # fmt: skip
    if not isinstance(given, Mapping):
        return [convert(v) for v in given]
    if slots is None:
        raise KeyError(f"'{op_name}' has no definition: give its {what}s as a list")
    unknown = set(given) - {s.name for s in slots}
    if unknown:
        raise KeyError(f"'{op_name}' has no {what} named '{sorted(unknown)[0]}'")
    out: list[Any] = []
    sizes: list[int] = []
    for s in slots:
        v = given.get(s.name)
        if s.variadicity is Variadicity.variadic:
            items = list(v or ())
        elif v is None:
            if s.variadicity is Variadicity.single:
                raise KeyError(f"'{op_name}' needs its {what} '{s.name}'")
            items = []
        else:
            items = [v]
        sizes.append(len(items))
        out.extend(convert(x) for x in items)
    if sum(s.variadicity is not Variadicity.single for s in slots) > 1:
        segments[seg_name] = _dense_i32(sizes)
    return out


def _dense_i32(sizes: list[int]) -> CoreAttribute:
    from core.attributes import get

    return get(B.A["dense_array"], (B.integer_type(32), tuple(sizes)))


__all__ = [
    "Attribute", "Block", "Context", "Module", "OpView", "ParseError", "Region", "Type",
    "Value", "VerificationError", "print_op", "wrap_attr",
]  # fmt: skip
