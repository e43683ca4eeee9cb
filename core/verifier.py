"""The structural verifier (spec 000 "Regions", "Value Scoping", "Control Flow and SSACFG"),
in the order MLIR's OperationVerifier works, so that the first errors are the same.

For each operation, on the way in:
1. A registered operation's own checks (``OpInfo.verify``: constraints and traits).
2. A graph region of a registered operation has at most one block.
3. The entry block of a region has no predecessors.
For each block, on the way in:
4. A block is not empty unless it may lack a terminator (a single-block region of an
   operation that is unregistered or ``NoTerminator``).
5. Only the last operation of a block has successors.
For each block, on the way out:
6. Successors are blocks of the same region.
7. The last operation is a terminator unless the block may lack one (an unregistered
   operation might be one).
For each operation, on the way out:
8. Operations with ``IsolatedFromAbove`` nested in it are verified (all of them, as MLIR's
   parallel verifier reports every failure), each with its own dominance check.
9. A registered operation's region checks (``OpInfo.verify_regions``).
10. An operation of a loaded dialect is registered in it; an unregistered dialect is
    accepted only under ``--allow-unregistered-dialect``.
Then, for the operation and what is nested in it up to isolated operations:
11. Every operand properly dominates its use: within a block by position where the region
    has SSA dominance (several blocks, or a registered op's non-graph region), across
    blocks by the dominator tree; uses in unreachable blocks are not checked.

Dominance in a single block is a linear position check; multi-block regions get their
dominator tree from networkx. Failures are reported with mlir-opt's messages and notes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.diagnostics import (
    CURRENT_OPERATION_NOTE,
    Diagnostic,
    HookFailure,
    Loc,
    Severity,
    hook_failure,
)
from core.ir import Block, BlockArgument, Operation, OpResult, Region, Value
from core.printer import op_loc, print_op_for_diagnostic
from core.registry import OpInfo

if TYPE_CHECKING:
    from core.context import Context

_UNREGISTERED_DIALECT = (
    "created with unregistered dialect. If this is intended, please call "
    "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect "
    "with the MLIR opt tool used"
)


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
        """a dominates b (non-strictly); anything dominates an unreachable block."""
        if a is b or not self.is_reachable(b):
            return True
        if not self.is_reachable(a):
            return False
        idom = self.idom
        assert idom is not None
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
    def __init__(self, ctx: Context | None = None) -> None:
        self.ctx = ctx
        self.diagnostics: list[Diagnostic] = []
        self._doms: dict[Region, _Dom] = {}
        self._infos: dict[str, OpInfo | None] = {}
        # (region, block) -> the operation of the region holding the block (None: none)
        self._ancestors: dict[tuple[Region, Block], Operation | None] = {}

    def verify(self, root: Operation) -> list[Diagnostic]:
        """Verify ``root`` and everything nested; the diagnostics (empty when valid)."""
        self._verify_op_and_dominance(root)
        return self.diagnostics

    # --- registration -------------------------------------------------------------------

    def info(self, op: Operation) -> OpInfo | None:
        name = op.name
        try:
            return self._infos[name]
        except KeyError:
            info = self.ctx.op_info(name) if self.ctx is not None else None
            self._infos[name] = info
            return info

    def _hook_failed(self, op: Operation, exc: Exception) -> bool:
        """A hook that raised: reported on ``op``, and the walk stops there."""
        failure = hook_failure(exc, op_loc(op), "verifying", op.name)
        if not isinstance(failure, HookFailure):
            raise failure
        self.diagnostics.append(failure.diag)
        return False

    def _may_lack_terminator(self, block: Block) -> bool:
        region = block.parent
        if region is None:
            return True
        if len(region.blocks) != 1:
            return False
        op = region.parent
        if op is None:
            return True
        info = self.info(op)
        return info is None or info.no_terminator

    # --- the walk -----------------------------------------------------------------------

    def _verify_op_and_dominance(self, op: Operation) -> bool:
        if not self._verify_operation(op):
            return False
        return self._verify_dominance(op)

    def _verify_operation(self, root: Operation) -> bool:
        worklist: list[Operation | Block] = [root]
        seen: set[int] = set()
        while worklist:
            top = worklist[-1]
            if type(top) is Operation and not top.regions:
                # Nothing nested: entered and left at once.
                worklist.pop()
                if not self._op_entrance(top) or not self._op_exit(top):
                    return False
                continue
            key = id(top)
            if key in seen:
                worklist.pop()
                ok = (
                    self._block_exit(top) if isinstance(top, Block) else self._op_exit(top)  # type: ignore[arg-type]
                )
                if not ok:
                    return False
                continue
            seen.add(key)
            if isinstance(top, Block):
                if not self._block_entrance(top):
                    return False
                for o in reversed(top.ops):
                    if not o.regions or not self._isolated(o):
                        worklist.append(o)
                continue
            if not self._op_entrance(top):
                return False
            for region in reversed(top.regions):
                worklist.extend(reversed(region.blocks))
        return True

    def _isolated(self, op: Operation) -> bool:
        info = self.info(op)
        return info is not None and info.isolated_from_above

    def _op_entrance(self, op: Operation) -> bool:
        if op.attributes and not self._dialect_attributes(op):
            return False
        info = self.info(op)
        if info is not None and info.verify is not None:
            try:
                if not info.verify(op, self.diagnostics, self.ctx):
                    return False
            except Exception as exc:
                return self._hook_failed(op, exc)
        for i, region in enumerate(op.regions):
            if info is not None and info.graph_regions and len(region.blocks) > 1:
                self.op_error(op, f"expects graph region #{i} to have 0 or 1 blocks")
                return False
            if not region.blocks:
                continue
            entry = region.blocks[0]
            for block in region.blocks:
                if block.ops and entry in block.ops[-1].successors:
                    self.diagnostics.append(
                        Diagnostic(
                            Severity.ERROR,
                            "entry block of region may not have predecessors",
                            op_loc(op),
                        )
                    )
                    return False
        return True

    def _dialect_attributes(self, op: Operation) -> bool:
        """Each discardable attribute ``d.x`` whose dialect ``d`` checks its attributes on
        operations (MLIR's verifyOperationAttribute, before the operation's own checks)."""
        ctx = self.ctx
        if ctx is None:
            return True
        for name, value in op.attributes.items():
            dot = name.find(".")
            d = ctx.dialect(name[:dot]) if dot > 0 else None
            if d is None or d.verify_attribute is None:
                continue
            try:
                if not d.verify_attribute(op, name, value, self.diagnostics, ctx):
                    return False
            except Exception as exc:
                return self._hook_failed(op, exc)
        return True

    def _op_exit(self, op: Operation) -> bool:
        failed = False
        for region in op.regions:
            for block in region.blocks:
                for o in block.ops:
                    if o.regions and self._isolated(o):
                        if not self._verify_op_and_dominance(o):
                            failed = True
        if failed:
            return False
        info = self.info(op)
        if info is not None:
            if info.verify_regions is not None:
                try:
                    return info.verify_regions(op, self.diagnostics, self.ctx)
                except Exception as exc:
                    return self._hook_failed(op, exc)
            return True
        dot = op.name.find(".")
        dialect = op.name[:dot] if dot > 0 else ""
        ctx = self.ctx
        d = ctx.dialect(dialect) if ctx is not None and dialect else None
        if d is None:
            # builtin is known without its definitions (while they are being loaded).
            if (
                ctx is not None
                and not ctx.allow_unregistered_dialects
                and not ctx.is_known(dialect)
            ):
                self.op_error(op, _UNREGISTERED_DIALECT, prefix=True)
                return False
            return True
        if d.partial and ctx is not None and ctx.allow_unregistered_dialects:
            return True  # an operation the declaration leaves out: as if not loaded
        if not d.allow_unknown_ops:
            self.op_error(
                op,
                f"unregistered operation '{op.name}' found in dialect ('{dialect}') that does "
                "not allow unknown operations",
            )
            return False
        return True

    def _block_entrance(self, block: Block) -> bool:
        if not block.ops:
            if self._may_lack_terminator(block):
                return True
            region = block.parent
            owner = region.parent if region is not None else None
            loc = op_loc(owner) if owner is not None else Loc(None, 0, 0, "loc(unknown)")
            self.diagnostics.append(
                Diagnostic(Severity.ERROR, "empty block: expect at least a terminator", loc)
            )
            return False
        last = block.ops[-1]
        for op in block.ops:
            if op.successors and op is not last:
                self.op_error(op, "operation with block successors must terminate its parent block")
                return False
        return True

    def _block_exit(self, block: Block) -> bool:
        if not block.ops:
            return True
        last = block.ops[-1]
        for succ in last.successors:
            if succ.parent is not block.parent:
                self.op_error(last, "branching to block of a different region", prefix=True)
                return False
        if self._may_lack_terminator(block):
            return True
        info = self.info(last)
        if info is not None and not info.is_terminator:
            self.op_error(last, "block with no terminator, has " + print_op_for_diagnostic(last))
            return False
        return True

    # --- dominance ----------------------------------------------------------------------

    def _dom(self, region: Region) -> _Dom:
        d = self._doms.get(region)
        if d is None:
            op = region.parent
            info = self.info(op) if op is not None else None
            # A single block of an unregistered op may hold a graph; more blocks are a CFG.
            ssa = len(region.blocks) > 1 or (info is not None and not info.graph_regions)
            d = _Dom(region, ssa)
            self._doms[region] = d
        return d

    def _verify_dominance(self, root: Operation) -> bool:
        worklist = [root]
        while worklist:
            op = worklist.pop()
            for region in op.regions:
                if not region.blocks:
                    continue
                dom = self._dom(region)
                for block in region.blocks:
                    reachable = dom.is_reachable(block)
                    # Values of this block's arguments and earlier operations dominate
                    # without a look at the dominator tree: the common case, checked first.
                    earlier: set[Operation] = set()
                    for use_op in block.ops:
                        if reachable:
                            for i, v in enumerate(use_op.operands):
                                owner = v.owner if type(v) is OpResult else None
                                if owner is not None and owner.parent is block:
                                    if owner in earlier or not dom.ssa:
                                        continue
                                elif type(v) is BlockArgument and v.owner is block:
                                    continue
                                if not self._properly_dominates(v, use_op):
                                    self._dominance_error(use_op, i)
                                    return False
                        earlier.add(use_op)
                        if use_op.regions and not self._isolated(use_op):
                            worklist.append(use_op)
        return True

    def _properly_dominates(self, v: Value, user: Operation) -> bool:
        if isinstance(v, BlockArgument):
            return self._block_dominates(v.owner, user.parent)
        if not isinstance(v, OpResult):
            return False
        def_op = v.owner
        a_block = def_op.parent
        if a_block is None or a_block.parent is None:
            return False
        region = a_block.parent
        b = user if user.parent is a_block else self._ancestor_in_region(region, user)
        if b is None:
            return False
        b_block = b.parent
        assert b_block is not None
        dom = self._dom(region)
        if a_block is b_block:
            if not dom.ssa:
                return True
            return dom.position(def_op) < dom.position(b)
        return dom.block_dominates(a_block, b_block)

    def _block_dominates(self, a: Block, b: Block | None) -> bool:
        if b is None:
            return False
        if a is b:
            return True
        region = a.parent
        if region is None:
            return False
        if b.parent is not region:
            holder = self._ancestor_in_region(region, b.parent.parent) if b.parent else None
            anc = holder.parent if holder is not None else None
            if anc is None:
                return False
            if anc is a:
                return True
            b = anc
        return self._dom(region).block_dominates(a, b)

    def _ancestor_in_region(self, region: Region, op: Operation | None) -> Operation | None:
        """The operation of ``region`` that is ``op`` or holds it. Every block passed on the
        way up is remembered with the answer, so uses at every depth of a deep nest cost
        one walk in all, not one each."""
        path: list[Block] = []
        found: Operation | None = None
        cur = op
        while cur is not None:
            blk = cur.parent
            if blk is None:
                break
            if blk.parent is region:
                found = cur
                break
            known = self._ancestors.get((region, blk), _UNSEEN)
            if known is not _UNSEEN:
                found = known  # type: ignore[assignment]
                break
            path.append(blk)
            cur = blk.parent.parent if blk.parent is not None else None
        for blk in path:
            self._ancestors[(region, blk)] = found
        return found

    # --- diagnostics --------------------------------------------------------------------

    def op_error(self, op: Operation, message: str, prefix: bool = False) -> Diagnostic:
        d = op_diagnostic(op, message, prefix)
        self.diagnostics.append(d)
        return d

    def _dominance_error(self, op: Operation, index: int) -> None:
        d = self.op_error(op, f"operand #{index} does not dominate this use")
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


def op_diagnostic(op: Operation, message: str, prefix: bool = True) -> Diagnostic:
    """An error on ``op`` (``prefix``: as emitOpError, naming the op), with the note that
    shows the operation (left out under --verify-diagnostics, as mlir-opt does)."""

    if prefix:
        message = f"'{op.name}' op {message}"
    d = Diagnostic(Severity.ERROR, message, op_loc(op))
    d.attach_note(CURRENT_OPERATION_NOTE + print_op_for_diagnostic(op), op_loc(op))
    return d


_UNSEEN = object()


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
