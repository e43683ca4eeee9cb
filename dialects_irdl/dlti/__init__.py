"""The dlti dialect's hand-written part: the syntax C++ gives its key-value attributes and
the checks C++ makes of them, in mlir-opt-22's words.

Syntax (``cpp_assembly_format``):

- ``#dlti.dl_entry<"key", value>`` or ``<type, value>``: a key that is neither is "expected
  a type or a quoted string".
- ``#dlti.dl_spec<...>`` and ``#dlti.map<...>``: entries ``"key" = value``, ``type = value``
  or ``#dlti.dl_entry<...>``, separated by commas; without ``<...>`` there are none (printed
  ``<>``).
- ``#dlti.target_device_spec<...>`` and ``#dlti.target_system_spec<...>``: the same, but a
  type does not begin an entry (``i32 = ...`` is read as an attribute, which is not an
  entry), and the ``<...>`` must be there.

Each entry is held as a (key attribute, value) pair, in the order written: the key a
string attribute or a type attribute; a ``#dlti.dl_entry`` written in the list becomes the
pair it holds (and prints as ``key = value``). An attribute that is not a
``#dlti.dl_entry`` where an entry is expected is "invalid kind of attribute specified".

Checks (``cpp_verifier``), entry by entry, at the attribute:

- every spec and map: ``repeated DLTI key: "a"`` (a type key written as a type);
- ``#dlti.target_device_spec``: "no DLTI entries provided"; "type as DLTI key is not
  allowed";
- ``#dlti.target_system_spec``: "no DLTI entries provided"; "non-string key of DLTI system
  spec"; ``value associated with key "CPU" is not a DLTI device spec``; ``repeated device
  ID in dlti.target_system_spec: "CPU"``.

``verify_dialect_attribute`` reproduces C++'s check of the discardable attributes the
dialect owns on an operation (``dlti.dl_spec = 42`` ...), registered as the dialect's
``attribute_verifier``.
"""

from __future__ import annotations

from typing import Any

from core import builtin as B
from core.diagnostics import Diagnostic, DiagnosticError, Severity
from core.ir import Operation
from core.lexer import STRING, unescape_string
from core.verifier import op_diagnostic, op_loc
from irdl.plugin import Plugin, fail

plugin = Plugin("dlti")

_ENTRY = "#dlti.dl_entry"
_DEVICE_SPEC = "#dlti.target_device_spec"


def _is_type_key(key: Any) -> bool:
    return key.defn is B.A["type"]


def _key_text(key: Any) -> str:
    from core.printer import attr_to_str

    return attr_to_str(key)


# --- #dlti.dl_entry ------------------------------------------------------------------------------


def _parse_entry(p: Any, key: str, value: str) -> dict[str, Any]:
    """``"key", value`` or ``type, value`` (inside ``#dlti.dl_entry<...>``)."""
    if p.lex.kind is STRING:
        k = B.string_attr(unescape_string(p.src, p.lex.start, p.lex.end))
        p.lex.next()
    else:
        start = p.lex.start
        t = p.parse_optional_type()
        if t is None:
            p.error_at(start, "expected a type or a quoted string")
        k = B.type_attr(t)
    p.expect_punct(",", "expected ','")
    return {key: k, value: p.parse_attribute()}


def _print_entry(attrs: Any, params: dict[str, Any], key: str, value: str) -> str:
    k = params[key]
    text = attrs.type(k.params[0]) if _is_type_key(k) else attrs.attr(k)
    return f"{text}, {attrs.attr(params[value])}"


plugin.param_directive("DltiEntry", _parse_entry, _print_entry)
plugin.assembly_format("DltiDataLayoutEntryAttr", "`<` custom<DltiEntry>($key, $value) `>`")


# --- entry lists --------------------------------------------------------------------------------


def _parse_one(p: Any, try_type: bool) -> tuple[Any, Any]:
    """One entry: a type key (when ``try_type``), a string key, or a ``#dlti.dl_entry``."""
    key = None
    if try_type:
        t = p.parse_optional_type()
        if t is not None:
            key = B.type_attr(t)
    if key is None and p.lex.kind is STRING:
        key = B.string_attr(unescape_string(p.src, p.lex.start, p.lex.end))
        p.lex.next()
    if key is not None:
        p.expect_punct("=", "expected '='")
        return key, p.parse_attribute()
    start = p.lex.start
    entry = p.parse_attribute()
    if entry.defn.key != _ENTRY:
        p.error_at(start, "invalid kind of attribute specified")
    return entry.params[0], entry.params[1]


def _parse_list(p: Any, try_type: bool) -> tuple[tuple[Any, Any], ...]:
    """The entries up to (and with) the closing ``>``; ``<`` is already read."""
    out: list[tuple[Any, Any]] = []
    if not p.consume_punct(">"):
        while True:
            out.append(_parse_one(p, try_type))
            if not p.consume_punct(","):
                break
        p.expect_punct(">", "expected '>'")
    return tuple(out)


def _attribute_start(p: Any) -> int:
    """Where the attribute being read is named (after its ``#dlti.``), where C++ reports
    its checks; -1 if not found."""
    at = p.src.text.rfind("#dlti.", 0, p.lex.start)
    return at + len("#dlti.") if at >= 0 else -1


def _parse_spec_entries(p: Any, entries: str) -> dict[str, Any]:
    """dl_spec's and map's: ``<entries>``, or nothing at all for none."""
    if not p.consume_punct("<"):
        return {entries: ()}
    return {entries: _parse_list(p, True)}


def _parse_target_entries(p: Any, entries: str) -> dict[str, Any]:
    """The target specs': ``<entries>``, required (a missing ``<`` is also an empty spec,
    which C++ then reports at the attribute)."""
    if not p.at_punct("<"):
        start = _attribute_start(p)
        try:
            p.expect_punct("<", "expected '<'")
        except DiagnosticError as exc:
            if start >= 0:
                exc.followups.append(
                    Diagnostic(Severity.ERROR, "no DLTI entries provided", p.src.loc(start))
                )
            raise
    p.consume_punct("<")
    return {entries: _parse_list(p, False)}


def _print_entries(attrs: Any, params: dict[str, Any], entries: str) -> str:
    parts = []
    for key, value in params[entries]:
        k = attrs.type(key.params[0]) if _is_type_key(key) else attrs.attr(key)
        parts.append(f"{k} = {attrs.attr(value)}")
    return "<" + ", ".join(parts) + ">"


plugin.param_directive("DltiSpecEntries", _parse_spec_entries, _print_entries)
plugin.param_directive("DltiTargetEntries", _parse_target_entries, _print_entries)
for _cls in ("DataLayoutSpecAttr", "MapAttr"):
    plugin.assembly_format(f"Dlti{_cls}", "`` custom<DltiSpecEntries>($entries)")
for _cls in ("TargetSystemSpecAttr", "TargetDeviceSpecAttr"):
    plugin.assembly_format(f"Dlti{_cls}", "`` custom<DltiTargetEntries>($entries)")


# --- checks -------------------------------------------------------------------------------------


def _check_entries(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """dl_spec's and map's: no key twice."""
    seen: set[Any] = set()
    for key, _ in params[0] or ():
        if key in seen:
            return f"repeated DLTI key: {_key_text(key)}", -1
        seen.add(key)
    return None


def _check_device_spec(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """target_device_spec's: entries, string keys, no key twice."""
    entries = params[0] or ()
    if not entries:
        return "no DLTI entries provided", -1
    seen: set[Any] = set()
    for key, _ in entries:
        if _is_type_key(key):
            return "type as DLTI key is not allowed", -1
        if key in seen:
            return f"repeated DLTI key: {_key_text(key)}", -1
        seen.add(key)
    return None


def _check_system_spec(params: tuple[Any, ...]) -> tuple[str, int] | None:
    """target_system_spec's: entries, string keys naming device specs, each once."""
    entries = params[0] or ()
    if not entries:
        return "no DLTI entries provided", -1
    seen: set[Any] = set()
    for key, value in entries:
        if _is_type_key(key):
            return "non-string key of DLTI system spec", -1
        if value.defn.key != _DEVICE_SPEC:
            return f"value associated with key {_key_text(key)} is not a DLTI device spec", -1
        if key in seen:
            return f"repeated device ID in dlti.target_system_spec: {_key_text(key)}", -1
        seen.add(key)
    return None


plugin.type_verifier("DltiDataLayoutSpecAttr", _check_entries)
plugin.type_verifier("DltiMapAttr", _check_entries)
plugin.type_verifier("DltiTargetDeviceSpecAttr", _check_device_spec)
plugin.type_verifier("DltiTargetSystemSpecAttr", _check_system_spec)


# --- the dialect's discardable attributes ---------------------------------------------------------

# attribute name -> the attribute it must hold
_OP_ATTRIBUTES = {
    "dlti.dl_spec": "#dlti.dl_spec",
    "dlti.map": "#dlti.map",
    "dlti.target_system_spec": "#dlti.target_system_spec",
}
# the entry names the dialect defines (``dlti.<name>``)
_DLTI_KEYS = frozenset(
    (
        "endianness", "mangling_mode", "default_memory_space", "alloca_memory_space",
        "program_memory_space", "global_memory_space", "stack_alignment",
        "function_pointer_alignment", "legal_int_widths",
    )
)  # fmt: skip
_FLOATS = frozenset(("bf16", "tf32", "f16", "f32", "f64", "f80", "f128"))
# dialects whose types implement C++'s DataLayoutTypeInterface (they check their own entries)
_LAYOUT_TYPE_DIALECTS = frozenset(("llvm", "ptr"))
_MODULE = "builtin.module"


def verify_dialect_attribute(
    op: Operation, name: str, value: Any, diags: list[Diagnostic], ctx: Any
) -> bool:
    """C++'s check of a discardable attribute named ``dlti.*`` on ``op`` (the dialect's
    ``verifyOperationAttribute``): ``dlti.dl_spec``, ``dlti.map`` and
    ``dlti.target_system_spec`` hold the attribute of that name, no other name is the
    dialect's; a module's ``dlti.dl_spec`` is checked as a data layout (``_verify_layout``)."""
    want = _OP_ATTRIBUTES.get(name)
    if want is None:
        return fail(diags, op, f"attribute '{name}' not supported by dialect", prefix=False)
    if value.defn.key != want:
        return fail(diags, op, f"'{name}' is expected to be a {want} attribute", prefix=False)
    if name == "dlti.dl_spec" and op.name == _MODULE:
        return _verify_layout(op, value, diags, ctx)
    return True


def _entry_text(key: Any, value: Any) -> str:
    from core.printer import attr_to_str

    return attr_to_str(get_entry(key, value))


def get_entry(key: Any, value: Any) -> Any:
    """``#dlti.dl_entry<key, value>``."""
    from core.attributes import get
    from irdl.runtime.library import LIBRARY

    info = next(i for i in LIBRARY.load("dlti") or () if i.name == "dlti")
    return get(info.attrs.get("dl_entry") or info.attrs["#dl_entry"], (key, value))


def _type_entry_error(t: Any, key: Any, value: Any) -> str | None:
    """What C++ says of a type's entry in a data layout (None: accepted)."""
    defn = t.defn
    if not defn.key.startswith("!builtin."):
        if getattr(defn, "dialect", "") in _LAYOUT_TYPE_DIALECTS:
            return None
        return "data layout specified for a type that does not support it"
    if defn is B.T["index"]:
        if value.defn is not B.A["integer"]:
            return "expected integer attribute in the data layout entry for 'index'"
        return None
    if defn is B.T["integer"] or defn.name in _FLOATS or defn.name.startswith("f8"):
        shaped = value.params[0] if value.defn is B.A["dense_int_or_fp_elements"] else None
        if shaped is None or _element(shaped) is not B.integer_type(64):
            entry = _entry_text(key, value)
            return f"expected a dense i64 elements attribute in the data layout entry {entry}"
        values = value.params[2] * (_count(shaped) if value.params[1] else 1)
        if len(values) not in (1, 2):
            return f"expected 1 or 2 elements in the data layout entry {_entry_text(key, value)}"
        if len(values) == 2 and values[1] < values[0]:
            return (
                "preferred alignment is expected to be greater than or equal to the abi "
                f"alignment in data layout entry {_entry_text(key, value)}"
            )
        return None
    return "unexpected data layout for a built-in type"


def _element(shaped: Any) -> Any:
    """A vector's or tensor's element type."""
    return shaped.params[1] if shaped.defn in (B.T["vector"], B.T["tensor"]) else None


def _count(shaped: Any) -> int:
    n = 1
    for d in shaped.params[0]:
        n *= d if isinstance(d, int) else 1
    return n


def _verify_layout(op: Operation, spec: Any, diags: list[Diagnostic], ctx: Any) -> bool:
    """A module's data layout, as C++'s verifyDataLayoutOp checks it: the entries keyed by
    types (builtin integer, float and index types take their alignments, other builtin
    types none), then those keyed by names (``dlti.*``: the dialect's names;
    ``dlti.endianness``: ``big`` or ``little``; another loaded dialect's: none), then the layout
    combines with those of the enclosing modules (a name given another value there does
    not)."""
    entries = spec.params[0] or ()
    for key, value in entries:
        if _is_type_key(key):
            message = _type_entry_error(key.params[0], key, value)
            if message is not None:
                return fail(diags, op, message, prefix=False)
    for key, value in entries:
        if _is_type_key(key):
            continue
        text = str(key.params[0])
        dialect, dot, rest = text.partition(".")
        if not dot:
            continue
        if dialect != "dlti":
            # a loaded dialect (C++: none but dlti takes such entries); another: not checked
            if dialect == "builtin" or dialect in getattr(ctx, "dialects", ()):
                message = f"the '{dialect}' dialect does not support identifier data layout entries"
                return fail(diags, op, message, prefix=False)
            continue
        if rest not in _DLTI_KEYS:
            return fail(diags, op, f"unknown data layout entry name: {text}", prefix=False)
        if rest == "endianness" and (
            value.defn is not B.A["string"] or str(value.params[0]) not in ("big", "little")
        ):
            message = "'dlti.endianness' data layout entry is expected to be either 'big' or "
            return fail(diags, op, message + "'little'", prefix=False)
    enclosing = []
    parent = op.parent_op
    while parent is not None:
        if parent.name == _MODULE:
            enclosing.append(parent)
        parent = parent.parent_op
    mine = {k: v for k, v in entries if not _is_type_key(k)}
    for outer in enclosing:
        theirs = outer.attributes.get("dlti.dl_spec") if outer.attributes else None
        if theirs is None or theirs.defn.key != "#dlti.dl_spec":
            continue
        for k, v in theirs.params[0] or ():
            if not _is_type_key(k) and k in mine and mine[k] != v:
                message = "data layout does not combine with layouts of enclosing ops"
                d = op_diagnostic(op, message, False)
                for o in enclosing:
                    d.attach_note("enclosing op with data layout", op_loc(o))
                diags.append(d)
                return False
    return True


plugin.attribute_verifier("dlti", verify_dialect_attribute)
