"""What the IRDL runtime knows of the IRDL dialect itself: its attributes, and its own checks.

The checks (``verifier = "IRDL..."`` in ``irdl.irdl.mlir``): names, counts, bases and
symbols, with upstream's messages, and IRDL's naming rule (``name_rule_error``).

``#irdl<variadicity_array[ single,  variadic]>`` says which operands or results of an
``irdl.operands``/``irdl.results`` are optional or variadic. Once the IRDL dialect is
loaded it is an attribute of its ``variadicity_array`` definition; while the bootstrap
file itself is read (the dialect not loaded yet), it is an opaque attribute whose text is
read here.
"""

from __future__ import annotations

import re
from typing import Any

from core import builtin as B
from core.attributes import Attribute, get
from core.diagnostics import Diagnostic
from core.ir import Operation
from core.lexer import VALUE
from irdl.plugin import Check, Plugin, Slot, fail, inherent
from irdl.runtime.dense_set_order import dense_set_order


def variadicity_array_attr(ctx: Any, kinds: list[str]) -> Attribute:
    d = ctx.dialect("irdl")
    one = d.attrs["variadicity"]
    array = d.attrs["variadicity_array"]
    elems = tuple(get(one, (B.string_attr(k),)) for k in kinds)
    return get(array, (B.array_attr(elems),))


def variadicity_values(attr: Attribute | None) -> list[str]:
    """The variadicity kinds of a variadicity array (loaded or opaque); [] when absent."""
    if attr is None:
        return []
    d = attr.defn
    if d.key == "#irdl.variadicity_array":
        return [e.params[0].params[0] for e in attr.params[0].params[0]]
    if d is B.A["opaque"] and attr.params[0] == "irdl":
        data = attr.params[1]
        if data.startswith("variadicity_array[") and data.endswith("]"):
            inner = data[len("variadicity_array[") : -1]
            return [k.strip() for k in inner.split(",") if k.strip()]
    return []


# --- the IRDL dialect's own checks (verifier = "IRDL...") ---

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


def _relaxed(ctx: Any, op: Operation) -> bool:
    """Relaxed by the option, or by the ``ods`` attribute of the enclosing ``irdl.dialect``
    (or of the dialect itself): a dialect that says it follows ODS keeps ODS's names, so an
    imported file loads with no flag."""
    if ctx is not None and ctx.options.get(RELAXED_NAMES):
        return True
    current: Operation | None = op
    while current is not None:
        if current.name == "irdl.dialect":
            return inherent(current, "ods") is not None
        current = current.parent_op
    return False


def _symbol_rule(label: str) -> Check:
    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        name = _string(inherent(op, "sym_name"))
        message = name_rule_error(name or "", label, _relaxed(ctx, op))
        if message is not None:
            return fail(diags, op, message, prefix=False)
        return True

    return check


_NAMESPACE = re.compile(r"[a-zA-Z_][a-zA-Z_0-9$]*")
_dialect_name_rule = _symbol_rule("dialect")


def _dialect(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    """A valid namespace (MLIR's rule for any dialect), then IRDL's naming rule."""
    if not _NAMESPACE.fullmatch(_string(inherent(op, "sym_name")) or ""):
        return fail(diags, op, "invalid dialect name", prefix=True)
    return _dialect_name_rule(op, diags, ctx)


def mnemonic(op: Operation) -> str:
    """The name a type or attribute definition is written with: its symbol, without the
    sigil a symbol may carry to keep types, attributes and operations apart in the
    dialect's one symbol table (``@"!attribute"``, ``@"#fastmath"``); or its ``mnemonic``
    attribute, for a name IRDL's naming rule does not allow (``mlir.module_flag``)."""
    given = _string(inherent(op, "mnemonic"))
    if given:
        return given
    name = _string(inherent(op, "sym_name")) or ""
    sigil = "!" if op.name == "irdl.type" else "#"
    return name[1:] if name.startswith(sigil) else name


def _type_or_attr(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    label = "type" if op.name == "irdl.type" else "attribute"
    name = _string(inherent(op, "sym_name")) or ""
    # A sigil marking the kind (see mnemonic) is not part of the name.
    message = name_rule_error(mnemonic(op) if name[:1] in "!#" else name, label, _relaxed(ctx, op))
    if message is not None:
        return fail(diags, op, message, prefix=False)
    return True


def _value_names(label: str) -> Check:
    def check(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
        names = _names(op, "names")
        if len(names) != len(op.operands):
            return fail(
                diags, op,
                f"the number of {label}s and their names must be the same, but got "
                f"{len(op.operands)} and {len(names)} respectively",
                prefix=True,
            )  # fmt: skip
        seen: dict[str, int] = {}
        for i, name in enumerate(names):
            message = name_rule_error(name, f"{label} #{i}", _relaxed(ctx, op))
            if message is not None:
                return fail(diags, op, message, prefix=False)
            if name in seen:
                return fail(
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
        from irdl.runtime.irdl_dialect import variadicity_values

        kinds = variadicity_values(inherent(op, "variadicity"))
        if len(op.operands) != len(kinds):
            return fail(
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
        return fail(
            diags, op,
            "the number of attribute names and their constraints must be the same but got "
            f"{count} and {len(op.operands)} respectively",
            prefix=True,
        )  # fmt: skip
    return True


def _region(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    n = inherent(op, "numberOfBlocks")
    if n is not None and n.defn is B.A["integer"] and n.params[1] < 1:
        return fail(
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
                return fail(
                    diags, op, f"contains a value named '{common[0]}' for both its {lhs} and {rhs}",
                    prefix=True,
                )  # fmt: skip
    return True


def _base(op: Operation, diags: list[Diagnostic], ctx: Any) -> bool:
    ref = inherent(op, "base_ref")
    name = _string(inherent(op, "base_name"))
    if (ref is None) == (name is None):
        return fail(
            diags, op,
            "the base type or attribute should be specified by either a name or a reference",
            prefix=True,
        )  # fmt: skip
    if name is not None and not name.startswith(("!", "#")):
        return fail(diags, op, "the base type or attribute name should start with '!' or '#'", True)
    return True


def resolve_definition(ctx: Any, op: Operation, ref: Attribute) -> tuple[Operation | None, str]:
    """The ``irdl.type``/``irdl.attribute`` a symbol reference names, looked up from the
    operation that holds the ``irdl.dialect`` (as MLIR's lookupSymbolNearDialect does), and
    the reference as written."""
    from core.lexer import symbol_text
    from irdl.checks.traits import resolve_in_table

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
            return fail(diags, op, f"symbol '{text}' not found", prefix=True)
        if target.name not in ("irdl.type", "irdl.attribute"):
            return fail(
                diags, op,
                f"symbol '{text}' does not refer to a type or attribute definition "
                f"(refers to '{target.name}')",
                prefix=True,
            )  # fmt: skip
        return True

    return check


_irdl = Plugin("irdl")
_irdl.verifier("IRDLDialect", _dialect)
_irdl.verifier("IRDLTypeOrAttr", _type_or_attr)
_irdl.verifier("IRDLOperation", _symbol_rule("operation"), verify_regions=_operation_regions)
_irdl.verifier("IRDLParameters", _value_names("parameter"))
_irdl.verifier("IRDLOperands", _with_variadicity("operand", "operands"))
_irdl.verifier("IRDLResults", _with_variadicity("result", "results"))
_irdl.verifier("IRDLAttributes", _attributes)
_irdl.verifier("IRDLRegions", _value_names("region"))
_irdl.verifier("IRDLRegion", _region)
_irdl.verifier("IRDLBase", _base, verify_symbol_uses=_symbol_use("base_ref"))
_irdl.verifier("IRDLParametric", verify_symbol_uses=_symbol_use("base_type"))


# --- the IRDL dialect's own syntax (custom<...> in irdl.irdl.mlir) ---

# --- NamedValueList (and with variadicity) -----------------------------------------------

_VARIADICITIES = ("single", "optional", "variadic")


def _parse_named_values(dp: Any, values: Slot, names: Slot, variadicity: Slot | None) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    labels = []
    kinds = []
    p.expect_punct("(", "expected '('")
    if not p.consume_punct(")"):
        while True:
            labels.append(B.string_attr(p.parse_keyword()))
            p.expect_punct(":", "expected ':'")
            if variadicity is not None:
                kind = "single"
                if p.lex.kind is not VALUE:
                    word = p.tok
                    if word in _VARIADICITIES:
                        p.lex.next()
                        kind = word
                kinds.append(kind)
            refs.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct(")", "expected ')'")
    dp.set_operands(values, refs)
    dp.set_attr(names, B.array_attr(tuple(labels)))
    if variadicity is not None:
        dp.set_attr(variadicity, variadicity_array_attr(p.ctx, kinds))


def _print_named_values(dp: Any, values: Slot, names: Slot, variadicity: Slot | None) -> None:
    p = dp.p
    operands = dp.operands(values)
    labels = dp.attr(names)
    label_texts = [a.params[0] for a in labels.params[0]] if labels is not None else []
    kinds = variadicity_values(dp.attr(variadicity)) if variadicity is not None else []
    p.write("(")
    for i, v in enumerate(operands):
        if i:
            p.write(", ")
        p.write((label_texts[i] if i < len(label_texts) else "") + ": ")
        if i < len(kinds) and kinds[i] != "single":
            p.write(kinds[i] + " ")
        p.print_operand(v)
    p.write(")")


_irdl.directive(
    "NamedValueList",
    lambda dp, v, n: _parse_named_values(dp, v, n, None),
    lambda dp, v, n: _print_named_values(dp, v, n, None),
)
_irdl.directive("NamedValueListWithVariadicity", _parse_named_values, _print_named_values)


# --- AttributesOp --------------------------------------------------------------------------


def _parse_attributes_op(dp: Any, values: Slot, names: Slot) -> None:
    p = dp.p
    refs: list[tuple[str, int]] = []
    labels = []
    if p.consume_punct("{"):  # then at least one entry, as upstream
        while True:
            labels.append(p.parse_attribute())
            p.expect_punct("=", "expected '='")
            refs.append(p.parse_operand_ref())
            if not p.consume_punct(","):
                break
        p.expect_punct("}", "expected '}'")
    dp.set_operands(values, refs)
    dp.set_attr(names, B.array_attr(tuple(labels)))


def _print_attributes_op(dp: Any, values: Slot, names: Slot) -> None:
    labels = dp.attr(names)
    entries = labels.params[0] if labels is not None else ()
    if not entries:
        return
    p = dp.p
    p.write("{")
    for i, (label, v) in enumerate(zip(entries, dp.operands(values))):
        if i:
            p.write(", ")
        p.print_attribute(label)
        p.write(" = ")
        p.print_operand(v)
    p.write("}")


_irdl.directive("AttributesOp", _parse_attributes_op, _print_attributes_op)
