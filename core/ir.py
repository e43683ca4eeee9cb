"""The IR kernel: values with use lists, operations, blocks and regions (spec 000).

Kept minimal for speed: ``__slots__`` everywhere, operands and results as plain lists, a
use list per value holding the using operations (one entry per operand slot). Operation
locations are kept as a source offset until somebody asks for the location attribute, so
parsing a million operations creates no location objects.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from core.attributes import Attribute

if TYPE_CHECKING:
    from core.diagnostics import SourceFile


class _Empty(list):  # type: ignore[type-arg]
    """The shared empty successor and region list of operations that have none: a million
    operations need not hold two million empty lists. Changing it in place is an error
    (give the operation a list of its own instead)."""

    def _frozen(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("an operation's shared empty list cannot change: assign a new list")

    append = extend = insert = remove = pop = clear = sort = reverse = _frozen  # type: ignore[assignment]
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _frozen  # type: ignore[assignment]


class _EmptyDict(dict):  # type: ignore[type-arg]
    """The shared empty attribute dictionary, as ``_Empty``."""

    def _frozen(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("an operation's shared empty dictionary cannot change: assign a new one")

    __setitem__ = __delitem__ = update = pop = popitem = setdefault = clear = _frozen  # type: ignore[assignment]
    __ior__ = _frozen  # type: ignore[assignment]


NO_LIST: Any = _Empty()
NO_ATTRIBUTES: Any = _EmptyDict()


class Value:
    __slots__ = ("type", "uses")

    type: Attribute
    uses: list[Operation]

    def __init__(self, type: Attribute) -> None:
        self.type = type
        self.uses = []

    def replace_all_uses_with(self, new: Value) -> None:
        for op in self.uses:
            ops = op.operands
            for i, v in enumerate(ops):
                if v is self:
                    ops[i] = new
                    new.uses.append(op)
        self.uses = []

    @property
    def owner_block(self) -> Block | None:
        raise NotImplementedError


class OpResult(Value):
    __slots__ = ("owner", "index")

    def __init__(self, type: Attribute, owner: Operation, index: int) -> None:
        self.type = type
        self.uses = []
        self.owner = owner
        self.index = index

    @property
    def owner_block(self) -> Block | None:
        return self.owner.parent


class BlockArgument(Value):
    __slots__ = ("owner", "index", "loc")

    def __init__(self, type: Attribute, owner: Block, index: int, loc: Any = None) -> None:
        self.type = type
        self.uses = []
        self.owner = owner
        self.index = index
        # An Attribute, a source offset (int), or None (unknown).
        self.loc = loc

    @property
    def owner_block(self) -> Block | None:
        return self.owner


class Operation:
    """One operation. ``properties`` holds the `<{...}>` attribute (for operations without a
    loaded definition MLIR keeps it as a whole); ``attributes`` maps discardable names to
    values in insertion order (the printer sorts, as MLIR's dictionary does)."""

    __slots__ = (
        "name", "operands", "results", "attributes", "properties", "successors", "regions",
        "parent", "loc", "source",
    )  # fmt: skip

    name: str
    operands: list[Value]
    results: list[OpResult]
    attributes: dict[str, Attribute]
    properties: Attribute | None
    successors: list[Block]
    regions: list[Region]
    parent: Block | None
    loc: Any  # Attribute, or an int offset into ``source``
    source: SourceFile | None

    def __init__(
        self,
        name: str,
        operands: list[Value] | None = None,
        result_types: list[Attribute] | tuple[Attribute, ...] = (),
        attributes: dict[str, Attribute] | None = None,
        properties: Attribute | None = None,
        successors: list[Block] | None = None,
        regions: list[Region] | None = None,
        loc: Any = None,
        source: SourceFile | None = None,
    ) -> None:
        self.name = name
        self.operands = operands if operands is not None else []
        for v in self.operands:
            v.uses.append(self)
        self.results = [OpResult(t, self, i) for i, t in enumerate(result_types)]
        self.attributes = attributes if attributes is not None else NO_ATTRIBUTES
        self.properties = properties
        self.successors = successors if successors is not None else NO_LIST
        self.regions = regions if regions is not None else NO_LIST
        for r in self.regions:
            r.parent = self
        self.parent = None
        self.loc = loc
        self.source = source

    @property
    def location(self) -> Attribute:
        """The location attribute (materialised from the source offset when needed)."""
        loc = self.loc
        if isinstance(loc, Attribute):
            return loc
        from core.builtin import UNKNOWN_LOC, file_loc

        if loc is None or self.source is None:
            return UNKNOWN_LOC
        line, col = self.source.line_col(loc)
        return file_loc(self.source.name, line, col)

    def walk(self) -> Iterator[Operation]:
        """This operation and every nested one, in pre-order, without recursion."""
        stack: list[Operation] = [self]
        while stack:
            op = stack.pop()
            yield op
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    stack.extend(reversed(block.ops))

    @property
    def parent_op(self) -> Operation | None:
        block = self.parent
        if block is None or block.parent is None:
            return None
        return block.parent.parent

    def __repr__(self) -> str:
        return f"<Operation {self.name}>"


class Block:
    __slots__ = ("args", "ops", "parent", "loc")

    def __init__(self, parent: Region | None = None) -> None:
        self.args: list[BlockArgument] = []
        self.ops: list[Operation] = []
        self.parent = parent
        self.loc: Any = None  # source offset of the label, for diagnostics

    def add_arg(self, type: Attribute, loc: Any = None) -> BlockArgument:
        arg = BlockArgument(type, self, len(self.args), loc)
        self.args.append(arg)
        return arg

    def append(self, op: Operation) -> None:
        op.parent = self
        self.ops.append(op)

    @property
    def is_entry(self) -> bool:
        return self.parent is not None and self.parent.blocks[0] is self


class Region:
    __slots__ = ("blocks", "parent")

    def __init__(self, parent: Operation | None = None) -> None:
        self.blocks: list[Block] = []
        self.parent = parent

    def add_block(self) -> Block:
        b = Block(self)
        self.blocks.append(b)
        return b
