"""Random IRDL dialects and payloads that use them, for differential verdict tests.

A case is an IRDL file declaring one small random dialect (types and attributes with
parameters, operations with operands, results, attributes and regions, all constrained with
``irdl.is``, ``irdl.base``, ``irdl.parametric``, ``irdl.any``, ``irdl.any_of`` and
``irdl.all_of``, constraint variables shared between several uses) and a payload module in
generic form that uses its operations: instances built to satisfy the constraints, one of
which is usually mutated (wrong type, wrong operand count, missing attribute, wrong segment
sizes, wrong region count, arguments or blocks, a block without terminator, properties...).
``test_irdl_verdicts.py`` compares accept/reject of ``mlir-opt-22 --irdl-file`` with ours.

The generator also carries a model of upstream's semantics (``Case.model``): the greedy
constraint evaluation of MLIR 22's ``ConstraintVerifier`` and, for comparison, the same with
backtracking over ``any_of``. The model is no oracle (upstream iterates an operation's
attributes in hash order, we use declaration order); it names what a disagreement is about.

Everything comes from ``random.Random(f"irdlgen:{seed}:{index}")``, so a case is reproducible
from (seed, index): ``python -m tests.differential.irdlgen SEED INDEX`` prints one. An
``any_of`` is mostly kept in the form upstream accepts (``any_of_correct``), sometimes not, so
that both sides of that load-time check are exercised. Not generated at all: ``irdl.c_pred``
(neither tool runs the C++ predicate, so it accepts every value on both sides).
"""

from __future__ import annotations

import itertools
import random
import sys
from dataclasses import dataclass, field

# ---------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Val:
    """A type or attribute: its text, its base name as IRDL spells it (``!builtin.integer``,
    ``#builtin.string``, ``!d0.t``) and, for dialect values, its parameters. A type in an
    attribute position is MLIR's ``TypeAttr``; IRDL checks every type that way anyway."""

    text: str
    base: str
    params: tuple[Val, ...] = ()
    spelling: str = field(default="", compare=False)  # another way to write the same value

    @property
    def is_type(self) -> bool:
        return self.base.startswith("!")

    @property
    def out(self) -> str:
        """The text to print in a payload."""
        return self.spelling or self.text


def _vals(base: str, texts: list[str]) -> list[Val]:
    return [Val(t, base) for t in texts]


TYPES: list[Val] = (
    _vals("!builtin.integer", ["i1", "i8", "i16", "i32", "i32", "i64", "i64", "si8", "ui16"])
    + [Val(f, f"!builtin.{f}") for f in ("f16", "bf16", "f32", "f32", "f64")]
    + _vals("!builtin.index", ["index"])
    + _vals("!builtin.none", ["none"])
    + _vals("!builtin.complex", ["complex<f32>", "complex<i8>"])
    + _vals("!builtin.tensor", ["tensor<2xi32>", "tensor<?x4xf32>"])
    + _vals("!builtin.unranked_tensor", ["tensor<*xf32>"])
    + _vals("!builtin.vector", ["vector<4xf32>", "vector<2x2xi8>"])
    + _vals("!builtin.tuple", ["tuple<i32, f32>", "tuple<>"])
    + _vals("!builtin.memref", ["memref<2xf32>"])
    + _vals("!builtin.function", ["(i32) -> f32"])
)
ATTRS: list[Val] = (
    _vals("#builtin.integer", ["0 : i32", "1 : i32", "7 : i64", "-3 : i8", "true", "false"])
    + _vals("#builtin.float", ["1.5 : f32", "-2.0 : f64"])
    + _vals("#builtin.string", ['"foo"', '"bar"', '""', '"a b"'])
    + _vals("#builtin.unit", ["unit"])
    + _vals("#builtin.array", ["[]", '[1 : i32, "x"]', "[i32, f32]"])
    + _vals("#builtin.dense_array", ["array<i32: 1, 2>", "array<i64>"])
    + _vals("#builtin.symbol_ref", ["@sym", "@a::@b"])
    + _vals("#builtin.dictionary", ["{x = 1 : i32}"])
    + _vals("#builtin.dense_int_or_fp_elements", ["dense<1> : tensor<2xi32>"])
)
# What ``irdl.is`` may name: no function types or dictionaries (the custom syntax of
# ``irdl.is`` is an attribute followed by an attribute dictionary).
IS_VALUES = [v for v in TYPES + ATTRS if v.base not in ("!builtin.function", "#builtin.dictionary")]
BUILTIN_BASES = sorted({v.base for v in TYPES + ATTRS} | {"#builtin.type"})
# Same base, different value: the near misses a mutation prefers.
BY_BASE: dict[str, list[Val]] = {}
for _v in TYPES + ATTRS:
    if _v not in BY_BASE.setdefault(_v.base, []):
        BY_BASE[_v.base].append(_v)

TYPE_NAMES = ["t", "ty", "pair", "box", "cx", "vec2", "my_t", "wrap", "node", "cell"]
ATTR_NAMES = ["at", "tag", "flag_a", "cfg", "lvl", "mode2", "info"]
OP_NAMES = ["op", "add", "mul", "call", "yield2", "load", "store_x", "cast", "mix", "reg_op"]
VALUE_NAMES = ["a", "b", "c", "lhs", "rhs", "val", "res", "out", "in0", "x_y", "data", "idx"]
VALUE_NAMES += ["cond", "body", "init", "step", "v1", "k2", "acc", "arg", "then", "else2"]
ATTR_KEYS = ["k", "value", "mode", "flag", "width", "name2", "tag", "kind", "opt_a", "pred"]
PARAM_NAMES = ["p", "q", "elem", "width", "kind", "w_1", "inner", "len"]
DIALECT_NAMES = ["d0", "d1", "d2", "d3", "d7", "d42", "dx", "my_d", "q_dialect", "zz9"]

SEGMENT_ATTRS = {"operand": "operandSegmentSizes", "result": "resultSegmentSizes"}


# ---------------------------------------------------------------------------- IRDL model


@dataclass(eq=False)
class Node:
    """A constraint operation of a definition (a slot of upstream's ConstraintVerifier)."""

    kind: str  # is base parametric any any_of all_of
    value: Val | None = None  # is
    base: str = ""  # base by name (builtin)
    ref: Def | None = None  # base by symbol, parametric
    args: list[Node] = field(default_factory=list)
    idx: int = -1  # slot number = SSA name in the definition


@dataclass(eq=False)
class Def:
    """An ``irdl.type`` or ``irdl.attribute``."""

    dialect: str
    name: str
    is_type: bool
    nodes: list[Node] = field(default_factory=list)
    params: list[tuple[str, Node]] = field(default_factory=list)

    @property
    def key(self) -> str:
        return ("!" if self.is_type else "#") + f"{self.dialect}.{self.name}"

    @property
    def sym(self) -> str:
        return f"@{self.dialect}::@{self.name}"


@dataclass
class RegionC:
    args: list[Node] | None  # None: entry block arguments unconstrained
    blocks: int | None  # None: any number of blocks
    syntax: str = ""  # how the unconstrained form is written ("" or "()" for args=[])


@dataclass(eq=False)
class OpDef:
    dialect: str
    name: str
    nodes: list[Node] = field(default_factory=list)
    operands: list[tuple[str, str, Node]] = field(default_factory=list)
    results: list[tuple[str, str, Node]] = field(default_factory=list)
    attrs: list[tuple[str, Node]] = field(default_factory=list)
    regions: list[tuple[str, RegionC]] = field(default_factory=list)
    # print ``irdl.operands()`` (etc.) even when empty
    empty_lists: frozenset[str] = frozenset()

    @property
    def full(self) -> str:
        return f"{self.dialect}.{self.name}"


@dataclass
class Dialect:
    name: str
    types: list[Def] = field(default_factory=list)
    attrs: list[Def] = field(default_factory=list)
    ops: list[OpDef] = field(default_factory=list)

    @property
    def defs(self) -> list[Def]:
        return self.types + self.attrs


def can_type(n: Node) -> bool:
    """Whether some type satisfies the node on its own (so it can constrain an operand)."""
    k = n.kind
    if k == "is":
        return n.value is not None and n.value.is_type
    if k == "base":
        if n.ref is not None:
            return n.ref.is_type
        return n.base.startswith("!") or n.base == "#builtin.type"
    if k == "parametric":
        return n.ref is not None and n.ref.is_type
    if k == "any":
        return True
    if k == "any_of":
        return any(can_type(a) for a in n.args)
    return all(can_type(a) for a in n.args)


def has_any_of(d: Dialect) -> bool:
    return any(n.kind == "any_of" for x in [*d.defs, *d.ops] for n in x.nodes)


def _bases(n: Node, params: set[int]) -> bool:
    """Upstream's getBases: collects the parametric definitions; True for ``irdl.any``
    (LLVM 22 ORs nothing into ``hasAny`` for a nested any_of, kept as is)."""
    if n.kind == "any_of":
        for a in n.args:
            _bases(a, params)
        return False
    if n.kind == "all_of":
        return _bases(n.args[0], params)
    if n.kind == "parametric":
        params.add(id(n.ref))
        return False
    return n.kind == "any"


def any_of_correct(n: Node) -> bool:
    """Upstream's checkCorrectAnyOf: no alternative that matches anything, no two
    alternatives with the same parametric base."""
    seen: set[int] = set()
    for a in n.args:
        mine: set[int] = set()
        if _bases(a, mine):
            return False
        if mine & seen:
            return False
        seen |= mine
    return True


# --- evaluation ---------------------------------------------------------------------------


def _holds(n: Node, v: Val, env: dict[int, Val]) -> bool:
    """The constraint of ``n`` alone (upstream's Constraint::verify, greedy)."""
    k = n.kind
    if k == "is":
        return v == n.value
    if k == "any":
        return True
    if k == "base":
        if n.ref is not None:
            return v.base == n.ref.key
        if n.base == "#builtin.type":
            return v.is_type
        return v.base == n.base
    if k == "parametric":
        assert n.ref is not None
        if v.base != n.ref.key or len(v.params) != len(n.args):
            return False
        return all(check(a, p, env) for a, p in zip(n.args, v.params))
    if k == "any_of":
        # bindings made by an alternative that fails stay (as upstream)
        return any(check(a, v, env) for a in n.args)
    return all(check(a, v, env) for a in n.args)


def check(n: Node, v: Val, env: dict[int, Val]) -> bool:
    """Upstream's ConstraintVerifier::verify: a bound slot only accepts its value."""
    if n.idx in env:
        return env[n.idx] == v
    if _holds(n, v, env):
        env[n.idx] = v
        return True
    return False


def solve(goals: list[tuple[Node, Val]], env: dict[int, Val]) -> bool:
    """Whether some choice of ``any_of`` alternatives satisfies all goals (backtracking)."""
    if not goals:
        return True
    (n, v), rest = goals[0], goals[1:]
    if n.idx in env:
        return env[n.idx] == v and solve(rest, env)
    k = n.kind
    if k == "any_of":
        for a in n.args:
            env2 = dict(env)
            env2[n.idx] = v
            if solve([(a, v), *rest], env2):
                env.update(env2)
                return True
        return False
    if k in ("is", "any", "base"):
        if not _holds(n, v, env):
            return False
        env[n.idx] = v
        return solve(rest, env)
    if k == "parametric":
        assert n.ref is not None
        if v.base != n.ref.key or len(v.params) != len(n.args):
            return False
        env[n.idx] = v
        return solve([*zip(n.args, v.params), *rest], env)
    env[n.idx] = v
    return solve([(a, v) for a in n.args] + rest, env)


def verify_goals(goals: list[tuple[Node, Val]], backtrack: bool) -> bool:
    env: dict[int, Val] = {}
    if backtrack:
        return solve(goals, env)
    return all(check(n, v, env) for n, v in goals)


# ---------------------------------------------------------------------------- payload IR


@dataclass
class SegAttr:
    """A segment sizes attribute as written: ``array<elt: values>`` or a dense form."""

    values: list[int]
    elt: str = "i32"
    form: str = "array"  # array | dense

    def text(self) -> str:
        if self.form == "dense":
            return f"dense<[{', '.join(map(str, self.values))}]> : vector<{len(self.values)}xi32>"
        if not self.values:
            return f"array<{self.elt}>"
        return f"array<{self.elt}: {', '.join(map(str, self.values))}>"

    def ok(self) -> bool:
        return self.form == "array" and self.elt == "i32"


@dataclass
class Block:
    args: list[Val]
    ops: list[Inst] = field(default_factory=list)
    terminator: bool = True


@dataclass
class Inst:
    """An operation of the dialect in the payload."""

    op: OpDef
    operands: list[list[Val]]  # per operand definition (group)
    results: list[list[Val]]
    attrs: list[tuple[str, Val]]
    seg: dict[str, SegAttr | None] = field(default_factory=dict)  # "operand"/"result"
    regions: list[list[Block]] = field(default_factory=list)
    props: bool = False  # attributes written as properties <{...}>
    unknown_op: str = ""  # written with this name, which the dialect does not define
    unit_short: bool = False  # write `k` for `k = unit`

    def flat_operands(self) -> list[Val]:
        return [v for g in self.operands for v in g]

    def flat_results(self) -> list[Val]:
        return [v for g in self.results for v in g]

    def insts(self):
        yield self
        for r in self.regions:
            for b in r:
                for o in b.ops:
                    yield from o.insts()


def _segment_sizes(
    variadicity: list[str], n: int, seg: SegAttr | None
) -> tuple[list[int] | None, str]:
    """Upstream's getSegmentSizes: (sizes or None, why not)."""
    non_single = sum(v != "single" for v in variadicity)
    if non_single > 1:
        if seg is None:
            return None, "segment attribute missing"
        if not seg.ok():
            return None, "segment attribute not a dense i32 array"
        if len(seg.values) != len(variadicity):
            return None, "segment attribute has the wrong length"
        for size, var in zip(seg.values, variadicity):
            if size < 0:
                return None, "negative segment size"
            if var == "single" and size != 1:
                return None, "single segment not 1"
            if var == "optional" and size > 1:
                return None, "optional segment above 1"
        if sum(seg.values) != n:
            return None, "segment sizes do not add up"
        return list(seg.values), ""
    if non_single == 0:
        if n != len(variadicity):
            return None, "wrong count"
        return [1] * n, ""
    size = n - len(variadicity) + 1
    if size < 0:
        return None, "too few"
    if size > 1 and "optional" in variadicity:
        return None, "optional group above 1"
    return [size if v != "single" else 1 for v in variadicity], ""


def _dyn_ok(v: Val, defs: dict[str, Def], backtrack: bool) -> str:
    """Whether a dialect type or attribute value can be built (its definition's verifier)."""
    for p in v.params:
        why = _dyn_ok(p, defs, backtrack)
        if why:
            return why
    if v.base.endswith("?"):
        return f"{v.text}: not defined"
    d = defs.get(v.base)
    if d is None:
        return ""
    if len(v.params) != len(d.params):
        return f"{v.text}: wrong parameter count"
    goals = [(n, p) for (_, n), p in zip(d.params, v.params)]
    if not verify_goals(goals, backtrack):
        return f"{v.text}: parameter constraint"
    return ""


def model_inst(inst: Inst, defs: dict[str, Def], mode: str) -> str:
    """Why the model rejects an instance ("" when it accepts it). ``mode``: "greedy"
    (upstream's evaluation, attributes in declaration order), "any_order" (greedy, and
    rejected if some order of the attributes fails: upstream takes them in hash order) or
    "backtrack"."""
    backtrack = mode == "backtrack"
    op = inst.op
    values = [*inst.flat_operands(), *inst.flat_results(), *(v for _, v in inst.attrs)]
    values += [a for r in inst.regions for b in r for a in b.args]
    for v in values:
        why = _dyn_ok(v, defs, backtrack)
        if why:
            return why
    if inst.unknown_op:
        return "operation not defined"
    if inst.props:
        return "properties on a dynamic operation"
    attrs = dict(inst.attrs)
    flat_ops, flat_res = inst.flat_operands(), inst.flat_results()
    sizes_o, _ = _segment_sizes(
        [v for _, v, _ in op.operands], len(flat_ops), inst.seg.get("operand")
    )
    sizes_r, _ = _segment_sizes(
        [v for _, v, _ in op.results], len(flat_res), inst.seg.get("result")
    )
    if sizes_o is None or sizes_r is None:
        return "operand/result counts or segment sizes"
    attr_goals: list[tuple[Node, Val]] = []
    for name, n in op.attrs:
        if name not in attrs:
            return f"attribute {name} missing"
        attr_goals.append((n, attrs[name]))
    goals: list[tuple[Node, Val]] = []
    for flat, sizes, defs_ in ((flat_ops, sizes_o, op.operands), (flat_res, sizes_r, op.results)):
        i = 0
        for (_, _, n), size in zip(defs_, sizes):
            for _ in range(size):
                goals.append((n, flat[i]))
                i += 1
    if len(inst.regions) != len(op.regions):
        return "region count"
    for (_, rc), blocks in zip(op.regions, inst.regions):
        if rc.blocks is not None and rc.blocks != len(blocks):
            return "region block count"
        if rc.args is not None:
            args = blocks[0].args if blocks else []
            if len(args) != len(rc.args):
                return "region argument count"
            goals += list(zip(rc.args, args))
    orders = [attr_goals]
    if mode == "any_order":
        orders = [list(p) for p in itertools.islice(itertools.permutations(attr_goals), 24)]
    if not all(verify_goals(order + goals, backtrack) for order in orders):
        return "constraints" + ("" if backtrack else " (greedy)")
    for blocks in inst.regions:
        for b in blocks:
            if not b.ops and not b.terminator:
                return "empty block"
            if not b.terminator:
                return "block without terminator"
            for o in b.ops:
                why = model_inst(o, defs, mode)
                if why:
                    return why
    return ""


# ---------------------------------------------------------------------------- the case


@dataclass
class Case:
    seed: str
    index: int
    dialect: Dialect
    insts: list[Inst]
    mutation: str  # "" for a case built valid
    irdl: str = ""
    payload: str = ""

    @property
    def uses_any_of(self) -> bool:
        return has_any_of(self.dialect)

    def model(self, mode: str = "greedy") -> str:
        """Why the model of upstream rejects the case, or "" if it accepts it; ``mode`` as
        in ``model_inst``."""
        backtrack = mode == "backtrack"
        for op in self.dialect.ops:
            if "attributes" in op.empty_lists and not op.attrs:
                return "irdl.attributes {} (upstream's parser wants an entry)"
        if not backtrack:
            for x in [*self.dialect.defs, *self.dialect.ops]:
                for n in x.nodes:
                    if n.kind == "any_of" and not any_of_correct(n):
                        return "any_of not in upstream's correct form"
        defs = {d.key: d for d in self.dialect.defs}
        for inst in self.insts:
            why = model_inst(inst, defs, mode)
            if why:
                return why
        return ""


# ---------------------------------------------------------------------------- generator


class IRDLGen:
    def __init__(self, rng: random.Random):
        self.r = rng
        self.dialect = Dialect(self.pick(DIALECT_NAMES))
        self.backtrack = False

    # --- helpers
    def chance(self, p: float) -> bool:
        return self.r.random() < p

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def weighted(self, table: list[tuple[float, str]]) -> str:
        total = sum(w for w, _ in table)
        x = self.r.random() * total
        for w, k in table:
            x -= w
            if x < 0:
                return k
        return table[-1][1]

    # --- values
    def rand_val(self, want_type: bool, depth: int = 0) -> Val:
        defs = [d for d in self.dialect.defs if d.is_type or not want_type]
        if defs and depth < 3 and self.chance(0.15):
            v = self.instance(self.pick(defs), depth + 1)
            if v is not None:
                return v
        if want_type or self.chance(0.5):
            return self.pick(TYPES)
        return self.pick(ATTRS)

    def other_val(self, v: Val, want_type: bool) -> Val:
        """A different value, often of the same base (a near miss)."""
        for _ in range(8):
            if self.chance(0.5) and len(BY_BASE.get(v.base, [])) > 1:
                w = self.pick(BY_BASE[v.base])
            else:
                w = self.rand_val(want_type)
            if w != v:
                return w
        return Val("i7", "!builtin.integer") if v.text != "i7" else Val("f80", "!builtin.f80")

    def of_base(self, n: Node, want_type: bool, depth: int) -> Val | None:
        if n.ref is not None:
            return self.instance(n.ref, depth + 1)
        if n.base == "#builtin.type":
            return self.pick(TYPES)
        return self.pick(BY_BASE[n.base])

    def instance(self, d: Def, depth: int) -> Val | None:
        """A value of a dialect type or attribute that satisfies its definition."""
        if depth > 4:
            return None
        env: dict[int, Val] = {}
        params: list[Val] = []
        for _, n in d.params:
            v = self.satisfy(n, env, None, depth)
            if v is None:
                return None
            params.append(v)
        return self.dyn_val(d, params)

    def dyn_val(self, d: Def, params: list[Val]) -> Val:
        prefix = "!" if d.is_type else "#"
        text = f"{prefix}{d.dialect}.{d.name}"
        body = ""
        if params or self.chance(0.1):
            body = "<" + ", ".join(p.out for p in params) + ">"
        spelling = ""
        if self.chance(0.1):  # the dialect's body form, !d0<t<i32>>
            spelling = f"{prefix}{d.dialect}<{d.name}{body}>"
        elif any(p.spelling for p in params) or (body and not params):
            spelling = text + body
        if params:
            text += "<" + ", ".join(p.text for p in params) + ">"
        return Val(text, d.key, tuple(params), spelling)

    def sample(
        self, n: Node, env: dict[int, Val], want_type: bool | None, depth: int
    ) -> Val | None:
        """A value built from the node's structure (not checked)."""
        if n.idx in env:
            return env[n.idx]
        k = n.kind
        if k == "is":
            return n.value
        if k == "any":
            return self.rand_val(bool(want_type), depth)
        if k == "base":
            return self.of_base(n, bool(want_type), depth)
        if k == "parametric":
            assert n.ref is not None
            if depth > 4:
                return None
            params = []
            for a in n.args:
                p = self.sample(a, env, None, depth + 1)
                if p is None:
                    return None
                params.append(p)
            return self.dyn_val(n.ref, params)
        alts = [a for a in n.args if not want_type or can_type(a)] or n.args
        if k == "any_of":
            return self.sample(self.pick(alts), env, want_type, depth)
        return self.sample(alts[0], env, want_type, depth)

    def satisfy(
        self,
        n: Node,
        env: dict[int, Val],
        want_type: bool | None,
        depth: int = 0,
        goals: list[tuple[Node, Val]] | None = None,
    ) -> Val | None:
        """A value satisfying ``n`` under the bindings ``env``, which it extends; if none is
        found after a few tries, the last one tried. Checked greedily, as upstream does, or,
        with ``goals`` (the values already chosen for an operation) while ``self.backtrack``,
        with backtracking: then the value may need another alternative of an ``any_of`` than
        the greedy one, and ``env`` becomes a solution of all the goals."""
        last = None
        for attempt in range(8):
            # a backtracking solver may rebind what the greedy one bound: propose freely
            free = goals is not None and self.backtrack and attempt % 2 == 0
            v = self.sample(n, {} if free else env, want_type, depth)
            if v is None:
                continue
            if want_type and not v.is_type:
                continue
            last = v
            trial: dict[int, Val] = {} if goals is not None and self.backtrack else dict(env)
            if goals is not None and self.backtrack:
                ok = solve([*goals, (n, v)], trial)
            else:
                ok = check(n, v, trial)
            if ok and self._buildable(v):
                env.clear()
                env.update(trial)
                if goals is not None:
                    goals.append((n, v))
                return v
        if last is not None:
            check(n, last, env)
            if goals is not None:
                goals.append((n, last))
        return last

    def _buildable(self, v: Val) -> bool:
        defs = {d.key: d for d in self.dialect.defs}
        return _dyn_ok(v, defs, False) == ""

    # --- constraint nodes
    def node_for(self, nodes: list[Node], v: Val, defs: list[Def], depth: int) -> Node:
        """A new node (with its children) that ``v`` satisfies on its own."""
        choices: list[tuple[float, str]] = [(3, "is"), (3, "base"), (1, "any")]
        d = next((x for x in defs if x.key == v.base), None)
        if v.base in self.dialect_keys():
            choices = [(3, "base")] + ([(4, "parametric")] if d is not None else [])
        if depth < 2:
            choices += [(1.5, "any_of"), (0.7, "all_of")]
        kind = self.weighted(choices)
        if kind == "is" and v not in IS_VALUES:
            kind = "base"
        if kind == "is":
            return self.add(nodes, Node("is", value=v))
        if kind == "base":
            if v.base in self.dialect_keys():
                if d is None:
                    return self.add(nodes, Node("any"))
                return self.add(nodes, Node("base", ref=d))
            base = "#builtin.type" if v.is_type and self.chance(0.1) else v.base
            return self.add(nodes, Node("base", base=base))
        if kind == "any":
            return self.add(nodes, Node("any"))
        if kind == "parametric":
            assert d is not None
            args = [self.node_for(nodes, p, defs, depth + 1) for p in v.params]
            return self.add(nodes, Node("parametric", ref=d, args=args))
        if kind == "any_of":
            good = self.node_for(nodes, v, defs, depth + 1)
            others = [self.random_node(nodes, defs, depth + 1) for _ in range(self.r.randint(1, 2))]
            args = others + [good]
            self.r.shuffle(args)
            return self.any_of(nodes, args)
        args = [self.node_for(nodes, v, defs, depth + 1) for _ in range(self.r.randint(2, 3))]
        return self.add(nodes, Node("all_of", args=args))

    def dialect_keys(self) -> set[str]:
        return {d.key for d in self.dialect.defs}

    def any_of(self, nodes: list[Node], args: list[Node]) -> Node:
        n = Node("any_of", args=args)
        if self.chance(0.9):
            # drop alternatives upstream refuses (see any_of_correct)
            kept: list[Node] = []
            for a in args:
                if any_of_correct(Node("any_of", args=[*kept, a])):
                    kept.append(a)
            if len(kept) == 1:
                return kept[0]
            if not kept:
                return self.add(nodes, Node("is", value=self.pick(IS_VALUES)))
            n.args = kept
        return self.add(nodes, n)

    def random_node(self, nodes: list[Node], defs: list[Def], depth: int) -> Node:
        """A node with no particular value in mind (often one that exists already)."""
        if nodes and self.chance(0.3):
            return self.pick(nodes)
        if self.chance(0.7):
            return self.node_for(nodes, self.rand_val(self.chance(0.6), depth + 2), defs, depth)
        kind = self.weighted([(2, "is"), (2, "base"), (1, "any"), (1, "all_of")])
        if kind == "is":
            return self.add(nodes, Node("is", value=self.pick(IS_VALUES)))
        if kind == "base":
            if defs and self.chance(0.3):
                return self.add(nodes, Node("base", ref=self.pick(defs)))
            return self.add(nodes, Node("base", base=self.pick(BUILTIN_BASES)))
        if kind == "any" or depth > 1:
            return self.add(nodes, Node("any"))
        args = [self.random_node(nodes, defs, depth + 1) for _ in range(2)]
        return self.add(nodes, Node("all_of", args=args))

    def add(self, nodes: list[Node], n: Node) -> Node:
        n.idx = len(nodes)
        nodes.append(n)
        return n

    def constraint(self, nodes: list[Node], defs: list[Def], want_type: bool) -> Node:
        """A node for one use (an operand, a parameter...): reused, built around a value,
        or random."""
        usable = [n for n in nodes if can_type(n) or not want_type]
        if usable and self.chance(0.3):
            return self.pick(usable)
        if self.chance(0.85):
            v = self.rand_val(want_type, 1)
            return self.node_for(nodes, v, defs, 0)
        for _ in range(4):
            n = self.random_node(nodes, defs, 0)
            if can_type(n) or not want_type:
                return n
        return self.add(nodes, Node("any"))

    # --- definitions
    def names(self, pool: list[str], k: int) -> list[str]:
        return self.r.sample(pool, min(k, len(pool)))

    def gen_dialect(self) -> Dialect:
        d = self.dialect
        tnames = self.names(TYPE_NAMES, self.r.randint(0, 3))
        anames = self.names(ATTR_NAMES, self.r.choice([0, 0, 1, 2]))
        onames = self.names(OP_NAMES, self.r.randint(1, 3))
        for name in tnames:
            d.types.append(self.gen_def(name, True))
        for name in anames:
            d.attrs.append(self.gen_def(name, False))
        for name in onames:
            d.ops.append(self.gen_op(name))
        return d

    def gen_def(self, name: str, is_type: bool) -> Def:
        earlier = list(self.dialect.defs)
        df = Def(self.dialect.name, name, is_type)
        pnames = self.names(PARAM_NAMES, self.r.choice([0, 1, 1, 2, 2, 3]))
        for pname in pnames:
            n = self.constraint(df.nodes, earlier, False)
            df.params.append((pname, n))
        if is_type and self.chance(0.12):
            # a cyclic type: a parameter that may be the type itself (!d.t<!d.t<i32>>)
            leaf = self.node_for(df.nodes, self.pick(TYPES), earlier, 1)
            me = self.add(df.nodes, Node("base", ref=df))
            alts = [leaf, me] if self.chance(0.5) else [me, leaf]
            pname = self.pick([x for x in PARAM_NAMES if x not in pnames])
            df.params.append((pname, self.any_of(df.nodes, alts)))
        return df

    def gen_op(self, name: str) -> OpDef:
        defs = self.dialect.defs
        op = OpDef(self.dialect.name, name)
        names = iter(self.names(VALUE_NAMES, 12))
        var_table = [(6, "single"), (2, "optional"), (2, "variadic")]
        for _ in range(self.r.choice([0, 1, 1, 2, 2, 3, 4])):
            op.operands.append(
                (next(names), self.weighted(var_table), self.constraint(op.nodes, defs, True))
            )
        if self.chance(0.35):
            self.trap(op, names)
        for _ in range(self.r.choice([0, 1, 1, 1, 2, 3])):
            op.results.append(
                (next(names), self.weighted(var_table), self.constraint(op.nodes, defs, True))
            )
        for key in self.names(ATTR_KEYS, self.r.choice([0, 0, 1, 1, 2, 3])):
            op.attrs.append((key, self.constraint(op.nodes, defs, False)))
        for _ in range(self.r.choice([0, 0, 0, 1, 1, 2])):
            args: list[Node] | None = None
            syntax = ""
            if self.chance(0.6):
                args = [self.constraint(op.nodes, defs, True) for _ in range(self.r.randint(0, 2))]
            elif self.chance(0.3):
                args, syntax = [], "()"
            blocks = self.r.randint(1, 3) if self.chance(0.4) else None
            op.regions.append((next(names), RegionC(args, blocks, syntax)))
        empty = {k for k in ("operands", "results", "regions") if self.chance(0.15)}
        if self.chance(0.03):
            # upstream's parser wants at least one entry in irdl.attributes {...}
            empty.add("attributes")
        op.empty_lists = frozenset(empty)
        return op

    def trap(self, op: OpDef, names) -> None:
        """Operands where a greedy any_of binds the wrong slot: ``x: any_of(B, is v)`` and
        ``y: B``. With x = v, the greedy matcher binds B to v, so y must be v too; with
        backtracking, x may match ``is v`` and leave B free for y."""
        v = self.pick([t for t in TYPES if t in IS_VALUES and len(BY_BASE[t.base]) > 1])
        b = self.add(op.nodes, Node("base", base=v.base))
        i = self.add(op.nodes, Node("is", value=v))
        a = self.add(op.nodes, Node("any_of", args=[b, i] if self.chance(0.8) else [i, b]))
        pair = [(next(names), "single", a), (next(names), self.pick(["single", "variadic"]), b)]
        if self.chance(0.2):
            pair.reverse()  # then the greedy matcher copes
        first = self.r.randint(0, len(op.operands))
        op.operands.insert(first, pair[0])
        op.operands.insert(self.r.randint(first + 1, len(op.operands)), pair[1])

    # --- instances
    def gen_inst(self, op: OpDef, depth: int) -> Inst:
        env: dict[int, Val] = {}
        goals: list[tuple[Node, Val]] = []
        # some instances are built for a backtracking solver (upstream may reject them)
        saved, self.backtrack = self.backtrack, self.chance(0.4)
        attrs = []
        for name, n in op.attrs:
            v = self.satisfy(n, env, None, 0, goals)
            attrs.append((name, v if v is not None else self.rand_val(False)))

        def groups(defs_: list[tuple[str, str, Node]]) -> list[list[Val]]:
            out = []
            for _, var, n in defs_:
                size = 1
                if var == "optional":
                    size = self.r.randint(0, 1)
                elif var == "variadic":
                    size = self.weighted([(2, "0"), (4, "1"), (2, "2"), (1, "3")])
                    size = int(size)
                vals = []
                for _ in range(size):
                    v = self.satisfy(n, env, True, 0, goals)
                    vals.append(v if v is not None and v.is_type else self.rand_val(True))
                out.append(vals)
            return out

        inst = Inst(op, groups(op.operands), groups(op.results), attrs)
        for kind, defs_ in (("operand", op.operands), ("result", op.results)):
            if sum(var != "single" for _, var, _ in defs_) > 1:
                sizes = [len(g) for g in (inst.operands if kind == "operand" else inst.results)]
                inst.seg[kind] = SegAttr(sizes)
        for _, rc in op.regions:
            nblocks = rc.blocks if rc.blocks is not None else self.r.choice([0, 1, 1, 1, 2])
            if rc.args is not None:
                args = []
                for n in rc.args:
                    v = self.satisfy(n, env, True, 0, goals)
                    args.append(v if v is not None and v.is_type else self.rand_val(True))
                nblocks = max(nblocks, 1 if args else 0)
            else:
                args = [self.rand_val(True) for _ in range(self.r.choice([0, 0, 1, 2]))]
                if args:
                    nblocks = max(nblocks, 1)
            blocks = [Block(args if i == 0 else []) for i in range(nblocks)]
            if blocks and depth == 0 and self.chance(0.2):
                flat = [o for o in self.dialect.ops if not o.regions]
                if flat:
                    self.pick(blocks).ops.append(self.gen_inst(self.pick(flat), depth + 1))
            inst.regions.append(blocks)
        inst.unit_short = self.chance(0.5)
        self.backtrack = saved
        return inst

    # --- mutations
    def mutate(self, inst: Inst) -> str:
        """Change the instance so that it probably no longer verifies; returns the name."""
        op = inst.op
        table: list[tuple[float, str]] = [(1, "attr_extra"), (1.5, "type_param"), (0.5, "props")]
        if inst.flat_operands():
            table += [(3, "operand_type"), (1.5, "unshared")]
        if inst.flat_results():
            table += [(2, "result_type")]
        table += [(2, "operand_count"), (1, "result_count")]
        if inst.attrs:
            table += [(2, "attr_value"), (1.5, "attr_missing")]
        if inst.seg:
            table += [(3, "segment")]
        if len(inst.seg) < 2:
            table += [(0.7, "segment_unneeded")]
        table += [(1, "region_count")]
        if any(rc.args for _, rc in op.regions):
            table += [(2, "region_args")]
        if any(rc.blocks is not None for _, rc in op.regions):
            table += [(1.5, "region_blocks")]
        if any(inst.regions):
            table += [(1, "empty_block"), (1, "dyn_last")]
        table += [(0.5, "unknown_name")]
        for _ in range(6):
            kind = self.weighted(table)
            if getattr(self, f"_m_{kind}")(inst):
                return kind
        inst.attrs.append(("extra", self.rand_val(False)))
        return "attr_extra"

    def _pick_pos(self, groups: list[list[Val]]) -> tuple[int, int]:
        pos = [(g, i) for g, vals in enumerate(groups) for i in range(len(vals))]
        return self.pick(pos)

    def _m_operand_type(self, inst: Inst) -> bool:
        g, i = self._pick_pos(inst.operands)
        inst.operands[g][i] = self.other_val(inst.operands[g][i], True)
        return True

    def _m_result_type(self, inst: Inst) -> bool:
        g, i = self._pick_pos(inst.results)
        inst.results[g][i] = self.other_val(inst.results[g][i], True)
        return True

    def _m_unshared(self, inst: Inst) -> bool:
        # a value that satisfies its node on its own, but not the binding of a shared slot
        uses: dict[int, list[tuple[int, int]]] = {}
        for g, (_, _, n) in enumerate(inst.op.operands):
            for i in range(len(inst.operands[g])):
                uses.setdefault(n.idx, []).append((g, i))
        shared = [u for u in uses.values() if len(u) > 1]
        if not shared:
            return False
        g, i = self.pick(self.pick(shared))
        n = inst.op.operands[g][2]
        for _ in range(6):
            v = self.satisfy(n, {}, True)
            if v is not None and v.is_type and v != inst.operands[g][i]:
                inst.operands[g][i] = v
                return True
        return False

    def _m_attr_value(self, inst: Inst) -> bool:
        i = self.r.randrange(len(inst.attrs))
        name, v = inst.attrs[i]
        inst.attrs[i] = (name, self.other_val(v, False))
        return True

    def _m_attr_missing(self, inst: Inst) -> bool:
        del inst.attrs[self.r.randrange(len(inst.attrs))]
        return True

    def _m_attr_extra(self, inst: Inst) -> bool:
        taken = {k for k, _ in inst.attrs}
        free = [k for k in ATTR_KEYS + ["extra", "z"] if k not in taken]
        inst.attrs.insert(
            self.r.randint(0, len(inst.attrs)), (self.pick(free), self.rand_val(False))
        )
        return True

    def _m_unknown_name(self, inst: Inst) -> bool:
        # a name the dialect does not define, or a type's name used for an attribute
        d = self.dialect
        how = self.pick(["op", "type", "attr", "kind"])
        if how == "op":
            taken = {o.name for o in d.ops}
            inst.unknown_op = self.pick([n for n in OP_NAMES if n not in taken])
            return True
        if how == "kind" and d.defs:
            df = self.pick(d.defs)
            prefix = "#" if df.is_type else "!"
            v = Val(f"{prefix}{d.name}.{df.name}", prefix + f"{d.name}.{df.name}?")
        else:
            taken = {x.name for x in d.defs}
            name = self.pick([n for n in TYPE_NAMES + ATTR_NAMES if n not in taken])
            prefix = "!" if how == "type" else "#"
            v = Val(f"{prefix}{d.name}.{name}", prefix + f"{d.name}.{name}?")
        if v.is_type and inst.flat_operands():
            g, i = self._pick_pos(inst.operands)
            inst.operands[g][i] = v
        else:
            inst.attrs.append(("extra", v))
        return True

    def _m_props(self, inst: Inst) -> bool:
        inst.props = True
        return True

    def _m_type_param(self, inst: Inst) -> bool:
        # a dialect value its own definition refuses: wrong parameter count or value
        cands = [d for d in self.dialect.defs if d.params or self.chance(0.3)]
        if not cands:
            return False
        d = self.pick(cands)
        good = self.instance(d, 1)
        params = list(good.params) if good is not None else []
        if params and self.chance(0.6):
            i = self.r.randrange(len(params))
            params[i] = self.other_val(params[i], False)
        elif params and self.chance(0.5):
            params.pop()
        else:
            params.append(self.rand_val(False))
        bad = self.dyn_val(d, params)
        if d.is_type and inst.flat_operands() and self.chance(0.6):
            g, i = self._pick_pos(inst.operands)
            inst.operands[g][i] = bad
        elif d.is_type and inst.flat_results() and self.chance(0.5):
            g, i = self._pick_pos(inst.results)
            inst.results[g][i] = bad
        elif inst.attrs:
            i = self.r.randrange(len(inst.attrs))
            inst.attrs[i] = (inst.attrs[i][0], bad)
        else:
            inst.attrs.append(("extra", bad))
        return True

    def _count(self, inst: Inst, kind: str) -> bool:
        groups = inst.operands if kind == "operand" else inst.results
        if not groups:
            if kind == "result" and self.chance(0.5):
                return False
            groups.append([])  # a value the definition does not declare
            inst.seg.pop(kind, None)
        g = self.r.randrange(len(groups))
        if groups[g] and self.chance(0.5):
            groups[g].pop(self.r.randrange(len(groups[g])))
        else:
            groups[g].append(self.pick(groups[g]) if groups[g] else self.rand_val(True))
        seg = inst.seg.get(kind)
        if seg is not None and self.chance(0.5):
            seg.values = [len(x) for x in groups]  # keep the attribute consistent
        return True

    def _m_operand_count(self, inst: Inst) -> bool:
        return self._count(inst, "operand")

    def _m_result_count(self, inst: Inst) -> bool:
        return self._count(inst, "result")

    def _m_segment(self, inst: Inst) -> bool:
        kind = self.pick(sorted(inst.seg))
        seg = inst.seg[kind]
        assert seg is not None
        how = self.pick(["missing", "length", "negative", "single", "optional", "sum", "elt"])
        defs_ = inst.op.operands if kind == "operand" else inst.op.results
        if how == "missing":
            inst.seg[kind] = None
        elif how == "length":
            if seg.values and self.chance(0.5):
                seg.values.pop()
            else:
                seg.values.append(0)
        elif how == "negative":
            i = self.r.randrange(len(seg.values))
            seg.values[i] = -1
        elif how == "single":
            singles = [i for i, (_, v, _) in enumerate(defs_) if v == "single"]
            if not singles:
                return False
            seg.values[self.pick(singles)] = self.pick([0, 2])
        elif how == "optional":
            opts = [i for i, (_, v, _) in enumerate(defs_) if v == "optional"]
            if not opts:
                return False
            i = self.pick(opts)
            seg.values[i] = 2
            groups = inst.operands if kind == "operand" else inst.results
            if self.chance(0.7):  # the values follow the attribute
                v = self.rand_val(True)
                groups[i] = (groups[i] + [v, v])[:2]
        elif how == "sum":
            i = self.r.randrange(len(seg.values))
            seg.values[i] += self.pick([1, -1]) if seg.values[i] > 0 else 1
        else:
            seg.elt, seg.form = self.pick([("i64", "array"), ("i16", "array"), ("i32", "dense")])
            if seg.form == "dense" and not seg.values:
                seg.form = "array"
        return True

    def _m_segment_unneeded(self, inst: Inst) -> bool:
        # a segment attribute on an operation that has at most one non-single group:
        # upstream never reads it, whatever it says
        kinds = [k for k in ("operand", "result") if k not in inst.seg]
        kind = self.pick(kinds)
        n = len(inst.op.operands if kind == "operand" else inst.op.results)
        values = [self.r.randint(0, 3) for _ in range(self.r.randint(0, n + 1))]
        inst.attrs.append(
            (SEGMENT_ATTRS[kind], Val(SegAttr(values).text(), "#builtin.dense_array"))
        )
        return True

    def _m_region_count(self, inst: Inst) -> bool:
        if inst.regions and self.chance(0.5):
            inst.regions.pop(self.r.randrange(len(inst.regions)))
        else:
            inst.regions.insert(self.r.randint(0, len(inst.regions)), [Block([])])
        return True

    def _m_region_args(self, inst: Inst) -> bool:
        cands = [i for i, (_, rc) in enumerate(inst.op.regions) if rc.args is not None]
        if not cands:
            return False
        blocks = inst.regions[self.pick(cands)]
        if not blocks:
            blocks.append(Block([]))
        args = blocks[0].args
        how = self.pick(["add", "drop", "type"])
        if how == "drop" and args:
            args.pop(self.r.randrange(len(args)))
        elif how == "type" and args:
            i = self.r.randrange(len(args))
            args[i] = self.other_val(args[i], True)
        else:
            args.insert(self.r.randint(0, len(args)), self.rand_val(True))
        return True

    def _m_region_blocks(self, inst: Inst) -> bool:
        cands = [i for i, (_, rc) in enumerate(inst.op.regions) if rc.blocks is not None]
        blocks = inst.regions[self.pick(cands)]
        if len(blocks) > 1 and self.chance(0.5):
            blocks.pop()
        elif blocks and len(blocks) == 1 and not blocks[0].args and self.chance(0.3):
            blocks.pop()
        else:
            blocks.append(Block([]))
        return True

    def _m_empty_block(self, inst: Inst) -> bool:
        blocks = [b for r in inst.regions for b in r]
        b = self.pick(blocks)
        b.ops.clear()
        b.terminator = False
        return True

    def _m_dyn_last(self, inst: Inst) -> bool:
        # the last operation of a block is a dialect operation: not a terminator
        flat = [o for o in self.dialect.ops if not o.regions]
        if not flat:
            return False
        b = self.pick([b for r in inst.regions for b in r])
        b.ops.append(self.gen_inst(self.pick(flat), 1))
        b.terminator = False
        return True


# ---------------------------------------------------------------------------- printing


def _node_text(n: Node) -> str:
    k = n.kind
    if k == "is":
        assert n.value is not None
        return f"irdl.is {n.value.text}"
    if k == "any":
        return "irdl.any"
    if k == "base":
        if n.ref is not None:
            return f"irdl.base {n.ref.sym}"
        return f'irdl.base "{n.base}"'
    args = ", ".join(f"%{a.idx}" for a in n.args)
    if k == "parametric":
        assert n.ref is not None
        return f"irdl.parametric {n.ref.sym}<{args}>"
    return f"irdl.{k}({args})"


def render_irdl(d: Dialect) -> str:
    out = [f"irdl.dialect @{d.name} {{"]
    for df in d.defs:
        out.append(f"  irdl.{'type' if df.is_type else 'attribute'} @{df.name} {{")
        out += [f"    %{n.idx} = {_node_text(n)}" for n in df.nodes]
        if df.params:
            out.append(
                "    irdl.parameters(" + ", ".join(f"{p}: %{n.idx}" for p, n in df.params) + ")"
            )
        out.append("  }")
    for op in d.ops:
        out.append(f"  irdl.operation @{op.name} {{")
        out += [f"    %{n.idx} = {_node_text(n)}" for n in op.nodes]
        for i, (_, rc) in enumerate(op.regions):
            text = f"    %r{i} = irdl.region"
            if rc.args:
                text += "(" + ", ".join(f"%{a.idx}" for a in rc.args) + ")"
            elif rc.args is not None:
                text += "()"
            if rc.blocks is not None:
                text += f" with size {rc.blocks}"
            out.append(text)
        for key, items in (("operands", op.operands), ("results", op.results)):
            if items or key in op.empty_lists:
                vals = ", ".join(
                    f"{name}: {'' if var == 'single' else var + ' '}%{n.idx}"
                    for name, var, n in items
                )
                out.append(f"    irdl.{key}({vals})")
        if op.attrs or "attributes" in op.empty_lists:
            vals = ", ".join(f'"{k}" = %{n.idx}' for k, n in op.attrs)
            out.append(f"    irdl.attributes {{{vals}}}")
        if op.regions or "regions" in op.empty_lists:
            vals = ", ".join(f"{name}: %r{i}" for i, (name, _) in enumerate(op.regions))
            out.append(f"    irdl.regions({vals})")
        out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


class _Printer:
    def __init__(self) -> None:
        self.n = 0
        self.lines: list[str] = []

    def name(self, prefix: str) -> str:
        self.n += 1
        return f"%{prefix}{self.n}"

    def inst(self, inst: Inst, indent: str) -> None:
        operands = []
        for v in inst.flat_operands():
            s = self.name("s")
            self.lines.append(f'{indent}{s} = "x.src"() : () -> ({_ty(v)})')
            operands.append(s)
        results = inst.flat_results()
        head = ""
        if len(results) == 1:
            head = f"{self.name('r')} = "
        elif results:
            head = f"{self.name('r')}:{len(results)} = "
        name = f"{inst.op.dialect}.{inst.unknown_op}" if inst.unknown_op else inst.op.full
        text = f'{indent}{head}"{name}"({", ".join(operands)})'
        entries = []
        for k, v in inst.attrs:
            entries.append(k if (v.text == "unit" and inst.unit_short) else f"{k} = {v.out}")
        for kind in ("operand", "result"):
            seg = inst.seg.get(kind)
            if seg is not None:
                entries.append(f"{SEGMENT_ATTRS[kind]} = {seg.text()}")
        if inst.props:
            text += " <{" + ", ".join(entries) + "}>"
            entries = []
        if inst.regions:
            self.lines.append(text + " (")
            for ri, blocks in enumerate(inst.regions):
                self.region(blocks, indent + "  ")
                if ri + 1 < len(inst.regions):
                    self.lines[-1] += ","
            text = indent + ")"
        if entries:
            text += " {" + ", ".join(entries) + "}"
        ins = ", ".join(_ty(v) for v in inst.flat_operands())
        outs = ", ".join(_ty(v) for v in results)
        self.lines.append(f"{text} : ({ins}) -> ({outs})")

    def region(self, blocks: list[Block], indent: str) -> None:
        self.lines.append(indent + "{")
        for bi, b in enumerate(blocks):
            if b.args:
                args = ", ".join(f"{self.name('b')}: {_ty(a)}" for a in b.args)
                self.lines.append(f"{indent}^bb{bi}({args}):")
            elif bi > 0 or not (b.ops or b.terminator):
                # an entry block with no operations needs its label, or the region is empty
                self.lines.append(f"{indent}^bb{bi}:")
            for o in b.ops:
                self.inst(o, indent + "  ")
            if b.terminator:
                self.lines.append(f'{indent}  "x.term"() : () -> ()')
        self.lines.append(indent + "}")


def _ty(v: Val) -> str:
    # type lists are always parenthesized, so a function type needs no parentheses of its own
    return v.out


def render_payload(insts: list[Inst]) -> str:
    p = _Printer()
    for inst in insts:
        p.inst(inst, "")
    return "\n".join(p.lines) + "\n"


# ---------------------------------------------------------------------------- entry points


def generate_case(seed: int | str, index: int) -> Case:
    rng = random.Random(f"irdlgen:{seed}:{index}")
    g = IRDLGen(rng)
    d = g.gen_dialect()
    insts = [g.gen_inst(g.pick(d.ops), 0) for _ in range(g.r.choice([1, 1, 2, 3]))]
    mutation = ""
    if g.chance(0.7):
        target = g.pick([i for inst in insts for i in inst.insts()])
        mutation = g.mutate(target)
    case = Case(str(seed), index, d, insts, mutation)
    case.irdl = render_irdl(d)
    case.payload = render_payload(insts)
    return case


def main(argv: list[str]) -> int:
    """``SEED [INDEX]``: print cases (default: the first five)."""
    args = argv[1:]
    seed = args[0] if args else "0"
    indices = [int(args[1])] if len(args) > 1 else range(5)
    for i in indices:
        c = generate_case(seed, i)
        why = c.model() or "ok"
        print(f"// ===== case {seed}:{i} mutation={c.mutation or '-'} model={why}")
        print(c.irdl)
        print(c.payload)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
