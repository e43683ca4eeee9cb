"""The structural verifier (spec 000 "Regions", "Value Scoping", "Control Flow and SSACFG").

Checks exactly these invariants, as mlir-opt does for operations it has no definition for:
1. The entry block of a region has no predecessors.
2. Every operand dominates its use. Which regions need SSA dominance: multi-block regions,
   and single-block regions only where a definition says so (a single-block region of an
   unknown operation is a graph region, as in MLIR). Uses in blocks unreachable from the
   entry are not checked. A value used inside a nested region must dominate the operation
   that holds the region; an operation's result is visible inside its own regions only
   when the operation sits in a graph region.
3. Successors name blocks of the same region (the parser only resolves names per region).

Dominance in a single block is a linear position check; multi-block regions get their
dominator tree from networkx. Failures are reported with mlir-opt's messages and notes.
"""

from __future__ import annotations

from collections.abc import Callable

from core.diagnostics import CURRENT_OPERATION_NOTE, Diagnostic, Loc, Severity
from core.ir import Block, BlockArgument, Operation, OpResult, Region, Value

# (op, region index) -> whether the region requires SSA dominance when it has one block.
RegionKindFn = Callable[[Operation, int], bool]


def _no_ssa_for_single_block(op: Operation, index: int) -> bool:
    return False


class _Dom:
    """Dominance facts of one region."""

    __slots__ = ("region", "ssa", "idom", "reachable", "positions")

    def __init__(self, region: Region, ssa: bool) -> None:
        self.region = region
        self.ssa = ssa
        self.idom: dict[Block, Block] | None = None
        self.reachable: set[Block] | None = None
        self.positions: dict[Block, dict[Operation, int]] = {}
        if len(region.blocks) > 1:
            self._build()

    def _build(self) -> None:
        import networkx as nx

        g = nx.DiGraph()
        blocks = self.region.blocks
        g.add_nodes_from(blocks)
        for b in blocks:
            if b.ops:
                for s in b.ops[-1].successors:
                    g.add_edge(b, s)
        entry = blocks[0]
        # networkx versions differ on whether the entry maps to itself: normalise.
        self.idom = dict(nx.immediate_dominators(g, entry))
        self.idom.pop(entry, None)
        self.reachable = set(self.idom) | {entry}

    def is_reachable(self, b: Block) -> bool:
        return self.reachable is None or b in self.reachable

    def block_dominates(self, a: Block, b: Block) -> bool:
        """a dominates b (non-strictly)."""
        if a is b:
            return True
        idom = self.idom
        if idom is None:
            return False
        cur = b
        while True:
            nxt = idom.get(cur)
            if nxt is None or nxt is cur:
                return False
            if nxt is a:
                return True
            cur = nxt

    def position(self, op: Operation) -> int:
        block = op.parent
        assert block is not None
        pos = self.positions.get(block)
        if pos is None:
            pos = {o: i for i, o in enumerate(block.ops)}
            self.positions[block] = pos
        return pos[op]


class Verifier:
    def __init__(self, region_is_ssa: RegionKindFn | None = None) -> None:
        self.region_is_ssa = region_is_ssa or _no_ssa_for_single_block
        self.diagnostics: list[Diagnostic] = []
        self._doms: dict[Region, _Dom] = {}

    def verify(self, root: Operation) -> list[Diagnostic]:
        """Verify ``root`` and everything nested; stops at the first failure, as MLIR does:
        first the structure of every region, then dominance over the whole tree."""
        for op in root.walk():
            if op.regions and not self._verify_structure(op):
                return self.diagnostics
        for op in root.walk():
            if op.regions and not self._verify_dominance(op):
                break
        return self.diagnostics

    def _dom(self, region: Region) -> _Dom:
        d = self._doms.get(region)
        if d is None:
            op = region.parent
            multi = len(region.blocks) > 1
            ssa = multi or (op is not None and self.region_is_ssa(op, op.regions.index(region)))
            d = _Dom(region, ssa)
            self._doms[region] = d
        return d

    def _verify_structure(self, op: Operation) -> bool:
        for region in op.regions:
            if not region.blocks:
                continue
            entry = region.blocks[0]
            for block in region.blocks:
                if block.ops and entry in block.ops[-1].successors:
                    # Reported on the region's owner, as MLIR does.
                    self._error(op, "entry block of region may not have predecessors")
                    return False
        return True

    def _verify_dominance(self, op: Operation) -> bool:
        for region in op.regions:
            if not region.blocks:
                continue
            dom = self._dom(region)
            for block in region.blocks:
                if not dom.is_reachable(block):
                    continue
                for use_op in block.ops:
                    for i, v in enumerate(use_op.operands):
                        if not self._dominates(v, use_op):
                            self._dominance_error(use_op, i)
                            return False
        return True

    def _dominates(self, v: Value, user: Operation) -> bool:
        if isinstance(v, OpResult):
            def_op = v.owner
            def_block = def_op.parent
        elif isinstance(v, BlockArgument):
            def_op = None
            def_block = v.owner
        else:
            return False
        if def_block is None:
            return False
        def_region = def_block.parent
        # Climb from the user to the operation that sits in the defining region.
        anc: Operation | None = user
        while anc is not None:
            blk = anc.parent
            if blk is None:
                return False
            if blk.parent is def_region:
                break
            anc = blk.parent.parent if blk.parent is not None else None
        if anc is None:
            return False
        assert def_region is not None
        dom = self._dom(def_region)
        anc_block = anc.parent
        assert anc_block is not None
        if anc_block is def_block:
            if def_op is None or not dom.ssa:
                # Graph regions: any order, even a use inside the defining op's own region.
                return True
            return dom.position(def_op) < dom.position(anc)
        if not dom.is_reachable(anc_block):
            return True
        return dom.block_dominates(def_block, anc_block)

    def _error(self, op: Operation, message: str) -> Diagnostic:
        d = Diagnostic(Severity.ERROR, message, op_loc(op))
        self.diagnostics.append(d)
        return d

    def _dominance_error(self, op: Operation, index: int) -> None:
        from core.printer import print_op_for_diagnostic

        d = self._error(op, f"operand #{index} does not dominate this use")
        d.attach_note(CURRENT_OPERATION_NOTE + print_op_for_diagnostic(op), op_loc(op))
        v = op.operands[index]
        use_block = op.parent
        assert use_block is not None
        r1 = use_block.parent
        if isinstance(v, OpResult):
            def_block = v.owner.parent
            assert def_block is not None
            r2 = def_block.parent
            if use_block is def_block:
                where = "op in the same block"
            elif r1 is r2:
                where = "op in the same region"
            elif _is_proper_ancestor(r2, r1):
                where = "op in a parent region"
            elif _is_proper_ancestor(r1, r2):
                where = "op in a child region"
            else:
                where = "op is neither in a parent nor in a child region"
            d.attach_note(f"operand defined here ({where})", op_loc(v.owner))
            return
        assert isinstance(v, BlockArgument)
        block2 = v.owner
        r2 = block2.parent
        holder = r2.parent if r2 is not None else None
        loc = op_loc(holder) if holder is not None else Loc(None, 0, 0, "loc(unknown)")
        if r2 is None:
            d.attach_note(" (block without parent)", loc)
            return
        index2 = r2.blocks.index(block2)
        if r1 is r2:
            where = "in the same region"
        elif _is_proper_ancestor(r2, r1):
            where = "in a parent region"
        elif _is_proper_ancestor(r1, r2):
            where = "in a child region"
        else:
            where = "neither in a parent nor in a child region"
        d.attach_note(f"operand defined as a block argument (block #{index2} {where})", loc)


def _is_proper_ancestor(a: Region | None, b: Region | None) -> bool:
    """``a`` strictly encloses ``b``."""
    if a is None or b is None or a is b:
        return False
    cur: Region | None = b
    while cur is not None:
        op = cur.parent
        if op is None or op.parent is None:
            return False
        cur = op.parent.parent
        if cur is a:
            return True
    return False


def op_loc(op: Operation) -> Loc:
    """The diagnostic position of an operation (its location, resolved to a file position)."""
    return location_to_loc(op.location)


def location_to_loc(attr: object) -> Loc:
    from core import builtin as B
    from core.attributes import Attribute

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
            from core.printer import attr_to_str

            return Loc(None, 0, 0, attr_to_str(attr))
