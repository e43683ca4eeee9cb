"""What the core knows about loaded dialects: the interface the IRDL runtime fills in.

The core never knows a dialect by name. A loaded dialect is a ``DialectInfo``: its
operations (``OpInfo``), types and attributes (``DialectAttrDef``). Each carries the hooks
the parser, printer and verifier call:

- ``OpInfo.parse`` / ``OpInfo.print``: the custom form (the assembly-format engine);
  ``None`` means the operation has no custom syntax and prints in generic form.
- ``OpInfo.verify`` / ``OpInfo.verify_regions``: checks run when the verifier enters the
  operation and when it leaves it (after its regions), as MLIR's ``verifyInvariants`` and
  ``verifyRegionInvariants``. They append diagnostics and return whether the op is valid.
- Trait flags the structural verifier needs (terminators, graph regions, isolation).
- ``DialectAttrDef.parse`` / ``print``: the body of ``!dialect.name<...>``;
  ``AttrDef.verify`` checks a new instance (builtin ones too: the builtin syntax is the
  core's, what a builtin value may be is the builtin dialect's).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.attributes import AttrDef, Attribute

if TYPE_CHECKING:
    from core.diagnostics import Diagnostic
    from core.ir import Operation


class OpInfo:
    """A registered operation."""

    __slots__ = (
        "name", "dialect", "parse", "print", "verify", "verify_regions", "is_terminator",
        "no_terminator", "isolated_from_above", "graph_regions", "default_dialect",
        "uses_properties", "inherent", "symbol", "symbol_table", "single_block",
        "verify_symbol_uses", "result_names", "implicit_terminator", "defaults",
        "print_defaults", "convert_property", "defn", "no_custom_form",
    )  # fmt: skip

    def __init__(self, name: str) -> None:
        self.name = name
        self.dialect = name.split(".", 1)[0]
        # (parser, info, offset of the op name) -> Operation; None: no custom form
        self.parse: Callable[[Any, OpInfo, int], Operation] | None = None
        # (printer, op) -> None: prints what follows the op name; None: generic form
        self.print: Callable[[Any, Operation], None] | None = None
        # (op, diagnostics, context) -> valid
        self.verify: Callable[[Operation, list[Diagnostic], Any], bool] | None = None
        self.verify_regions: Callable[[Operation, list[Diagnostic], Any], bool] | None = None
        # checks of the symbols the op refers to, run by the enclosing symbol table
        self.verify_symbol_uses: Callable[[Operation, list[Diagnostic], Any], bool] | None = None
        # (op) -> the name its result prints with in custom form (OpAsmOpInterface)
        self.result_names: Callable[[Operation], str | tuple[str, ...] | None] | None = None
        self.is_terminator = False
        self.no_terminator = False
        self.isolated_from_above = False
        self.graph_regions = False  # every region is a graph region (no SSA dominance)
        self.default_dialect = ""  # namespace tried for unprefixed names in its regions
        # Inherent attributes live in the properties (`<{...}>`) as ODS operations keep
        # them; operations loaded from a user's IRDL file keep them in the dictionary.
        self.uses_properties = False
        self.inherent: frozenset[str] = frozenset()
        self.symbol = False  # defines a symbol (`sym_name`)
        self.symbol_table = False
        self.single_block = False
        # the terminator a custom form may leave out of its single-block regions
        self.implicit_terminator: str | None = None
        # inherent attributes set to a default when an operation is built without them
        self.defaults: dict[str, Attribute] = {}
        # every attribute with a default: a custom form leaves out a value equal to it
        self.print_defaults: dict[str, Attribute] = {}
        # (name, value) -> why a property cannot hold that value (ODS's property storage),
        # or None; None: any value will do
        self.convert_property: Callable[[str, Attribute], str | None] | None = None
        self.defn: Any = None  # the definition it was built from (for tools and the API)
        # why an operation that has a custom form elsewhere has none here (parse is None)
        self.no_custom_form: str | None = None

    def __repr__(self) -> str:
        return f"<OpInfo {self.name}>"


class DialectAttrDef(AttrDef):
    """A type or attribute definition of a loaded dialect, with its syntax and checks.

    ``parse(parser) -> params`` reads what follows the mnemonic; ``print(printer, attr)``
    returns that text (``verify`` is AttrDef's); ``self_type``: the index of the parameter
    that is the attribute's type, read and printed as `` : type`` after it (-1: none).
    """

    __slots__ = ("parse", "print", "self_type")

    def __init__(self, dialect: str, name: str, is_type: bool) -> None:
        super().__init__(dialect, name, is_type)
        self.parse: Callable[[Any], tuple[Any, ...]] | None = None
        self.print: Callable[[Any, Any], str] | None = None
        # the parameter that is an attribute's type (`` : type`` after it), or -1
        self.self_type = -1


class DialectInfo:
    """A loaded dialect."""

    __slots__ = (
        "name", "ops", "types", "attrs", "allow_unknown_ops", "partial", "defn",
        "verify_attribute",
    )  # fmt: skip

    def __init__(self, name: str) -> None:
        self.name = name
        self.ops: dict[str, OpInfo] = {}
        self.types: dict[str, DialectAttrDef] = {}
        self.attrs: dict[str, DialectAttrDef] = {}
        self.allow_unknown_ops = False
        # The declaration lists only some of the dialect's operations: the others are
        # treated as operations of a dialect that is not loaded.
        self.partial = False
        self.defn: Any = None
        # (op, name, value, diags, ctx) -> bool: the check of the dialect's attributes
        # (``name``: ``<dialect>.x``) on any operation (MLIR's verifyOperationAttribute)
        self.verify_attribute: Callable[..., bool] | None = None

    def __repr__(self) -> str:
        return f"<DialectInfo {self.name}>"
