"""A region's control-flow graph as Graphviz DOT.

Each block is a node labelled ``^bbN`` with its arguments and its operations (custom form,
one line each; an operation's regions are shown as ``{...}``); each successor of a block's
operations is a solid edge (labelled with the successor's name from the definition when
the operation has several), and each block's immediate dominator points to it with a
dashed edge: the dominator tree. Blocks not reachable from the entry have no dominator.
"""

from __future__ import annotations

from collections.abc import Iterator

from core import builtin as B
from core.ir import Block, Operation, Region
from core.printer import OpPrinter


def find_region(root: Operation, symbol: str | None = None) -> tuple[Operation, Region] | None:
    """The first region of the operation defining ``symbol`` (``@name`` or ``name``), or
    of the first operation with a symbol name and a non-empty region (a function) when
    ``symbol`` is None."""
    want = symbol[1:] if symbol is not None and symbol.startswith("@") else symbol
    for op in root.walk():
        if op is root or not op.regions:
            continue
        name = symbol_name(op)
        if name is None or (want is not None and name != want):
            continue
        region = op.regions[0]
        if want is not None or region.blocks:
            return op, region
    return None


def symbol_name(op: Operation) -> str | None:
    from irdl.plugin import inherent

    a = inherent(op, "sym_name")
    if a is None or a.defn is not B.A["string"]:
        return None
    return str(a.params[0])


def dominators(region: Region) -> dict[Block, Block]:
    """Each reachable block but the entry -> its immediate dominator."""
    import networkx as nx

    blocks = region.blocks
    if len(blocks) < 2:
        return {}
    g = nx.DiGraph()
    g.add_nodes_from(blocks)
    for b in blocks:
        for op in b.ops:
            for s in op.successors:
                g.add_edge(b, s)
    idom = dict(nx.immediate_dominators(g, blocks[0]))
    idom.pop(blocks[0], None)
    return idom


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _edges(op: Operation, ctx: object) -> Iterator[tuple[Block, str]]:
    """(successor, label) of ``op``; the label names the successor by its definition."""
    names: list[str] = []
    info = ctx.op_info(op.name) if ctx is not None else None  # type: ignore[attr-defined]
    defn = getattr(info, "defn", None)
    if defn is not None and len(op.successors) > 1:
        slots = defn.successors
        fixed = sum(s.variadicity.value == "single" for s in slots)
        rest = len(op.successors) - fixed
        for s in slots:
            n = 1 if s.variadicity.value == "single" else max(rest, 0)
            names += [s.name if n == 1 else f"{s.name}[{k}]" for k in range(n)]
    for i, succ in enumerate(op.successors):
        yield succ, names[i] if i < len(names) else ("" if len(op.successors) == 1 else str(i))


def region_to_dot(region: Region, ctx: object = None, title: str = "cfg") -> str:
    """The DOT text of ``region``'s CFG and dominator tree."""
    root = region.parent
    while root is not None and root.parent_op is not None:
        root = root.parent_op
    p = OpPrinter(ctx, generic=False)  # type: ignore[arg-type]
    if root is not None:
        p.number(root)
    owner = region.parent
    info = p.info(owner) if owner is not None else None
    p.default_dialects.append(info.default_dialect if info is not None else "")
    ids = {b: f"bb{i}" for i, b in enumerate(region.blocks)}
    lines = [f'digraph "{_escape(title)}" {{',
             '  node [shape=box, fontname="monospace"];']  # fmt: skip
    for b, node in ids.items():
        head = f"^{node}"
        if b.args:
            args = ", ".join(f"{p.value_name(a)}: {p.attrs.type(a.type)}" for a in b.args)
            head += f"({args})"
        rows = [head + ":"]
        for op in b.ops:
            rows.append("  " + _one_line(p, op))
        label = "".join(_escape(r) + "\\l" for r in rows)
        lines.append(f'  {node} [label="{label}"];')
    for b, node in ids.items():
        for op in b.ops:
            for succ, label in _edges(op, ctx):
                if succ not in ids:
                    continue
                attrs = f' [label="{_escape(label)}"]' if label else ""
                lines.append(f"  {node} -> {ids[succ]}{attrs};")
    idom = dominators(region)
    for b in region.blocks:
        dom = idom.get(b)
        if dom is None:
            continue
        lines.append(f'  {ids[dom]} -> {ids[b]} [style=dashed, color=gray, label="idom"];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _one_line(p: OpPrinter, op: Operation) -> str:
    p.out = []
    p.indent = 0
    p.print_op(op)
    text = "".join(p.out)
    p.out = []
    first, sep, _ = text.partition("\n")
    return first + (" ...}" if sep else "")
