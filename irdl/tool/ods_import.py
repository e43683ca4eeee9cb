"""``irdl-import-ods``: an ODS ``.td`` file -> one IRDL file that loads with plain
``irdl-opt --irdl-file=OUT``.

``irdl-import-ods TD [-I DIR]... [--dialect NAME] [-o OUT]`` runs ``llvm-tblgen --dump-json``
(``$LLVM_TBLGEN``, else ``llvm-tblgen-22``, else ``llvm-tblgen``); ``--json FILE`` reads such a
dump instead. It imports the dialect record; its ``AttrDef``/``TypeDef`` records (enum
attributes with their cases, through the ``Enum``/``BitEnum`` parameter directives) as
``irdl.attribute``/``irdl.type``; and its operations: operands, results, attributes
(properties where ODS keeps them), regions, successors, variadicity, optional attributes and
defaults, the assembly format, traits, documentation, and constraints (``irdl.base`` of an
imported attribute, else ``irdl.c_pred`` with ODS's predicate text where nothing more
precise is known). What C++
provides (``hasVerifier``, ``hasCustomAssemblyFormat``, a ``custom<X>`` no plug-in has,
``getAsmResultNames``) and traits the library lacks are recorded by name (``cpp_*``,
``ods_*`` attributes, which loading ignores) and listed on stderr, never dropped silently.

The dialect is marked ``ods`` (ODS's order of checks and ODS's names) so the file loads with
no flag. Exit status 1 with a message on bad input, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

Record = dict[str, Any]


class OdsImportError(Exception):
    """Bad input: the message says what and where."""


# --- reading the records ---


def find_tblgen() -> str:
    """``$LLVM_TBLGEN``, else the first of ``llvm-tblgen-22``, ``llvm-tblgen`` on PATH."""
    given = os.environ.get("LLVM_TBLGEN")
    if given:
        return given
    for name in ("llvm-tblgen-22", "llvm-tblgen"):
        found = shutil.which(name)
        if found:
            return found
    raise OdsImportError("llvm-tblgen not found: install llvm-22, set $LLVM_TBLGEN or use --json")


def run_tblgen(td: str, includes: Sequence[str]) -> Record:
    if not os.path.isfile(td):
        raise OdsImportError(f"{td}: no such file")
    cmd = [find_tblgen(), "--dump-json"]
    # The file's own folder first, as MLIR's build gives it (ArmSMEOps.td includes "ArmSME.td").
    for inc in [os.path.dirname(os.path.abspath(td)), *includes]:
        cmd += ["-I", inc]
    cmd.append(td)
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    except OSError as exc:
        raise OdsImportError(f"cannot run {cmd[0]}: {exc.strerror}") from None
    if done.returncode != 0:
        raise OdsImportError(f"{cmd[0]} failed on {td}:\n{done.stderr.rstrip()}")
    return parse_dump(done.stdout, td)


def merge_records(dumps: Sequence[Record]) -> Record:
    """One record set from several dumps (a dialect whose operations sit in several
    files); a record in more than one is the same record, from a shared include."""
    if len(dumps) == 1:
        return dumps[0]
    merged: Record = {}
    classes: dict[str, dict[str, None]] = {}
    for dump in dumps:
        dump = _rename_clashing_ops(_renumber_anonymous(dump, merged), merged)
        for cls, names in dump["!instanceof"].items():
            classes.setdefault(cls, {}).update(dict.fromkeys(names))
        merged.update(dump)
    merged["!instanceof"] = {cls: list(names) for cls, names in classes.items()}
    return merged


def _rename_clashing_ops(dump: Record, merged: Record) -> Record:
    """``dump`` with its operation records renamed where ``merged`` has another operation's
    record of that name (two files' ``def AlternativesOp``: transform's and its tune
    extension's)."""
    clash = [  # another operation (one from a shared include is the same op)
        n
        for n in dump["!instanceof"].get("Op", [])
        if n in merged and merged[n].get("opName") != dump[n].get("opName")
    ]
    if not clash:
        return dump
    renames = {}
    for name in clash:
        k = 2
        while f"{name}{k}" in merged or f"{name}{k}" in dump:
            k += 1
        renames[name] = f"{name}{k}"

    def walk(value: Any) -> Any:
        if isinstance(value, dict):
            out = {k: walk(v) for k, v in value.items()}
            if out.get("kind") == "def" and out.get("def") in renames:
                out["def"] = out["printable"] = renames[out["def"]]
            return out
        if isinstance(value, list):
            return [renames.get(v, v) if isinstance(v, str) else walk(v) for v in value]
        return value

    out = {renames.get(k, k): walk(v) for k, v in dump.items() if k != "!instanceof"}
    for name, new in renames.items():
        out[new]["!name"] = new
        out[new]["!renamed_from"] = name  # its C++ class, named by its namespace too
    out["!instanceof"] = {
        cls: [renames.get(n, n) for n in names] for cls, names in dump["!instanceof"].items()
    }
    return out


_ANONYMOUS = re.compile(r"\banonymous_(\d+)\b")


def _renumber_anonymous(dump: Record, merged: Record) -> Record:
    """``dump`` with its anonymous records renamed where ``merged`` has a different record
    of that name: each tblgen run numbers its anonymous records from 0, so the same name
    stands for unrelated records in two dumps."""
    if not merged:
        return dump
    used = [int(m.group(1)) for k in (*merged, *dump) if (m := _ANONYMOUS.fullmatch(k))]
    fresh = max(used, default=0) + 1
    while True:  # a record that names a renamed one differs in turn
        clash = [
            name
            for name, rec in dump.items()
            if _ANONYMOUS.fullmatch(name) and name in merged and merged[name] != rec
        ]
        if not clash:
            return dump
        step: dict[str, str] = {}
        for name in clash:
            step[name] = f"anonymous_{fresh}"
            fresh += 1
        dump = dict(json.loads(_ANONYMOUS.sub(_renamer(step), json.dumps(dump))))


def _renamer(renames: dict[str, str]) -> Callable[[re.Match[str]], str]:
    return lambda m: renames.get(m.group(0), m.group(0))


def read_dump(path: str) -> Record:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise OdsImportError(f"{path}: {exc.strerror}") from None
    return parse_dump(text, path)


def parse_dump(text: str, name: str) -> Record:
    try:
        records = json.loads(text)
    except json.JSONDecodeError as exc:
        raise OdsImportError(f"{name}:{exc.lineno}:{exc.colno}: invalid JSON: {exc.msg}") from None
    if not isinstance(records, dict) or not isinstance(records.get("!instanceof"), dict):
        raise OdsImportError(f"{name}: not a `llvm-tblgen --dump-json` dump (no '!instanceof')")
    return records


# --- predicates, as ODS's Pred::getCondition writes them ---


def _ref(value: Any) -> str | None:
    return value.get("def") if isinstance(value, dict) else None


def pred_text(records: Record, name: str | None) -> str:
    rec = records.get(name or "")
    if rec is None:
        return "true"
    if "predExpr" in rec:
        return str(rec["predExpr"])
    kind = _ref(rec.get("kind")) or ""
    children = [pred_text(records, _ref(c)) for c in rec.get("children") or []]
    if kind == "PredCombinerAnd":
        return "(" + ") && (".join(children) + ")" if children else "true"
    if kind == "PredCombinerOr":
        return "(" + ") || (".join(children) + ")" if children else "false"
    if kind == "PredCombinerNot" and children:
        return f"!({children[0]})"
    if kind == "PredCombinerConcat" and children:
        return f"{rec.get('prefix', '')}{children[0]}{rec.get('suffix', '')}"
    if kind == "PredCombinerSubstLeaves" and children:
        return children[0].replace(str(rec.get("pattern", "")), str(rec.get("replacement", "")))
    return "true"


def _is_trivial(pred: str) -> bool:
    return pred.replace("(", "").replace(")", "").strip() in ("true", "")


# --- text ---


def _strings(key: str, values: Sequence[str]) -> str:
    """``key = ["a", "b"]``: an attribute holding a list of strings."""
    return f"{key} = [{', '.join(quote(v) for v in values)}]"


def _entries(key: str, entries: Sequence[str]) -> str:
    """``key = {a = ..., b = ...}``: an attribute holding a dictionary, entries as written."""
    return f"{key} = {{{', '.join(entries)}}}"


def quote(text: str) -> str:
    """An MLIR string literal (``\\XX`` for what cannot stand as itself)."""
    out = []
    for c in text:
        if c in '"\\':
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 0x20:
            out.append(f"\\{ord(c):02X}")
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def _symbol(name: str) -> str:
    return "@" + name if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", name) else "@" + quote(name)


def _doc(text: Any) -> str | None:
    """ODS's summaries end in a period and descriptions are indented blocks: keep the text."""
    if not isinstance(text, str) or not text.strip():
        return None
    lines = text.strip("\n").splitlines()
    indent = min((len(x) - len(x.lstrip()) for x in lines if x.strip()), default=0)
    return "\n".join(x[indent:] for x in lines).strip()


# --- constraints ---

_BUILTIN_TYPES = {"Index": "index", "NoneType": "none", "BF16": "bf16", "TF32": "tf32"}
_BUILTIN_ATTRS = {"StrAttr": "#builtin.string"}  # ODS attributes that are a builtin class
_BUILTIN_BASES = {
    "AnyInteger": 'irdl.base "!builtin.integer"',
    "AnyVectorOfAnyRank": 'irdl.base "!builtin.vector"',
    "AnyUnrankedTensor": 'irdl.base "!builtin.unranked_tensor"',
}


_FLOAT_TYPES = {"BFloat16Type": "bf16", "FloatTF32Type": "tf32"}
_BUILDER_TYPES = {
    "getIndexType": "index", "getNoneType": "none", "getBF16Type": "bf16",
    "getF16Type": "f16", "getTF32Type": "tf32", "getF32Type": "f32", "getF64Type": "f64",
    "getF80Type": "f80", "getF128Type": "f128",
}  # fmt: skip


# C++ classes of other dialects' types, for dumps that do not include their definitions
_FOREIGN_TYPES = {"LLVM::LLVMPointerType": "!llvm.ptr"}


@dataclass
class Built:
    """A type ODS's ``builderCall`` makes: builtin text, or a type definition (its record
    name) with its arguments (integers or built types)."""

    text: str | None = None
    defn: str | None = None
    args: list[Built | int] = field(default_factory=list)


class _CppCall:
    """A reader for the few C++ expressions ODS's buildable types are built with:
    ``$_builder.getIntegerType(32)``, ``$_builder.getF32Type()``,
    ``$_builder.getType<::mlir::pdl::OperationType>()``, ``X::get($_builder.getContext())``,
    ``::mlir::VectorType::get({3}, ...)``, ``::mlir::pdl::RangeType::get(...)``."""

    def __init__(self, text: str, classes: dict[str, str]) -> None:
        text = re.sub(r"/\*.*?\*/", "", text).strip().rstrip(";").strip()
        self.toks = re.findall(r"\$?[A-Za-z_:][A-Za-z0-9_:]*|\d+|\S", text)
        self.pos = 0
        self.classes = classes  # C++ class (no leading ::) -> TypeDef record name

    def peek(self) -> str:
        return self.toks[self.pos] if self.pos < len(self.toks) else ""

    def take(self, want: str | None = None) -> str:
        tok = self.peek()
        if not tok or (want is not None and tok != want):
            raise ValueError(tok)
        self.pos += 1
        return tok

    def whole(self) -> Built | None:
        try:
            built = self.expr()
        except ValueError:
            return None
        return built if isinstance(built, Built) and self.pos == len(self.toks) else None

    def args(self) -> list[Built | int | list[int] | None]:
        self.take("(")
        out: list[Built | int | list[int] | None] = []
        while self.peek() != ")":
            out.append(self.expr())
            if self.peek() == ",":
                self.take()
        self.take(")")
        return out

    def expr(self) -> Built | int | list[int] | None:
        tok = self.take()
        if tok.isdigit():
            return int(tok)
        if tok == "{":
            dims: list[int] = []
            while self.peek() != "}":
                dims.append(int(self.take()))
                if self.peek() == ",":
                    self.take()
            self.take("}")
            return dims
        if tok in ("false", "true"):
            return None
        if tok == "$_builder":
            self.take(".")
            method = self.take()
            cls = None
            if method == "getType":
                self.take("<")
                cls = self.take()
                self.take(">")
            args = self.args()
            if method == "getContext":
                return None
            if method == "getIntegerType" and args and isinstance(args[0], int):
                if len(args) == 1:
                    return Built(f"i{args[0]}")
                raise ValueError(method)  # signed or unsigned: not needed yet
            if method in _BUILDER_TYPES and not args:
                return Built(_BUILDER_TYPES[method])
            width = re.fullmatch(r"getI(\d+)Type", method)
            if width and not args:
                return Built(f"i{width.group(1)}")
            if cls is not None:
                return self.instance(cls, args)
            raise ValueError(method)
        if tok.endswith("::get"):
            return self.instance(tok[: -len("::get")], self.args())
        raise ValueError(tok)

    def instance(self, cls: str, args: list[Built | int | list[int] | None]) -> Built:
        cls = cls.removeprefix("::")
        given = [a for a in args if a is not None]
        short = cls.removeprefix("mlir::")
        if short == "VectorType" and len(given) == 2 and isinstance(given[0], list):
            elem = given[1]
            if isinstance(elem, Built) and elem.text is not None:
                return Built(f"vector<{''.join(f'{d}x' for d in given[0])}{elem.text}>")
            raise ValueError(cls)
        builtin = _FLOAT_TYPES.get(short) or (
            "f" + short[5:-4] if re.fullmatch(r"Float\w+Type", short) else None
        )
        if builtin is not None and not given:
            return Built(builtin)
        record = self.classes.get(cls) or self.classes.get("mlir::" + cls)
        if not all(isinstance(a, (Built, int)) for a in given):
            raise ValueError(cls)
        args = [a for a in given if isinstance(a, (Built, int))]
        if record is None and short in _FOREIGN_TYPES:
            # a dialect whose records the dump lacks (ROCDL's LLVM pointers)
            texts = [str(a) if isinstance(a, int) else a.text for a in args]
            if None in texts:
                raise ValueError(cls)
            return Built(f"{_FOREIGN_TYPES[short]}<{', '.join(map(str, texts))}>" if texts
                         else _FOREIGN_TYPES[short])  # fmt: skip
        if record is None:
            raise ValueError(cls)
        return Built(None, record, args)


_CLASSES: list[tuple[Record, dict[str, str]]] = []  # the last record set's


def _type_classes(records: Record) -> dict[str, str]:
    """C++ class (``mlir::pdl::OperationType``) -> the record name of its ``TypeDef``."""
    if not _CLASSES or _CLASSES[0][0] is not records:
        out: dict[str, str] = {}
        for name in records["!instanceof"].get("TypeDef", []):
            rec = records.get(name) or {}
            dialect = records.get(_ref(rec.get("dialect")) or "") or {}
            if rec.get("mnemonic") and rec.get("cppClassName"):
                ns = str(dialect.get("cppNamespace", "")).removeprefix("::")
                out[f"{ns}::{rec['cppClassName']}"] = name
        _CLASSES[:] = [(records, out)]
    return _CLASSES[0][1]


_PARSED: dict[str, str | None] = {}


def forget_parsed_types() -> None:
    """Read types again (a bundled dialect's file has changed)."""
    _PARSED.clear()


def _canonical_type(text: str) -> str | None:
    """The type as MLIR prints it, if the library reads it (another dialect's type)."""
    if text not in _PARSED:
        from core.diagnostics import DiagnosticError
        from core.printer import attr_to_str
        from irdl.runtime.library import Context

        try:
            _PARSED[text] = attr_to_str(Context().parse_attribute(text))
        except DiagnosticError:
            _PARSED[text] = None
    return _PARSED[text]


def _built_type(dialect: str, mnemonic: str, args: list[str]) -> str | None:
    """The type ``!dialect.mnemonic`` of the parameters ``args`` (each a type's text), as MLIR
    prints it; None if the library cannot make it."""
    from core.attributes import get
    from core.diagnostics import DiagnosticError
    from core.printer import attr_to_str
    from irdl.runtime.library import Context

    ctx = Context()
    try:
        types = ctx.dialect(dialect).types
        params = []
        for a in args:
            value = ctx.parse_attribute(a)
            params.append(value.params[0] if value.defn.key == "#builtin.type" else value)
    except (DiagnosticError, KeyError, AttributeError):
        return None
    defn = types.get(mnemonic) or types.get("!" + mnemonic)
    if defn is None or len(getattr(defn.defn, "parameters", ())) != len(params):
        return None
    return attr_to_str(get(defn, tuple(params)))


@dataclass
class OpEmitter:
    """The body of one ``irdl.operation``: constraint values, each fresh (ODS checks each
    operand alone; a shared IRDL value would bind them equal)."""

    records: Record
    defs: dict[str, Def] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    count: int = 0

    def emit(self, text: str, summary: str | None) -> str:
        name = f"%{self.count}"
        self.count += 1
        attrs = f" {{summary = {quote(summary)}}}" if summary else ""
        self.lines.append(f"    {name} = {text}{attrs}")
        return name

    def exact_type(self, rec: Record) -> str | None:
        """The one builtin type a buildable ODS type constraint names, if any."""
        name = rec.get("!name", "")
        supers = rec.get("!superclasses") or []
        if name in _BUILTIN_TYPES:
            return _BUILTIN_TYPES[name]
        width = rec.get("bitwidth")
        if isinstance(width, int):
            if "I" in supers:
                return f"i{width}"
            if "SI" in supers:
                return f"si{width}"
            if "UI" in supers:
                return f"ui{width}"
            if "F" in supers:
                return f"f{width}"
        return None

    def simple_type(self, rec: Record) -> str | None:
        """An IRDL constraint that says exactly what the ODS one does, if there is one."""
        exact = self.exact_type(rec)
        if exact is not None:
            return f"irdl.is {exact}"
        return _BUILTIN_BASES.get(rec.get("!name", ""))

    def type_value(self, rec: Record) -> str:
        summary = rec.get("summary") or None
        simple = self.simple_type(rec)
        if simple is not None:
            return self.emit(simple, summary)
        built = self.built_type(rec)
        if built is not None:
            return self.emit_built(built, summary)
        pred = pred_text(self.records, _ref(rec.get("predicate")))
        if _is_trivial(pred):
            return self.emit("irdl.any", summary)
        allowed = [self.records.get(_ref(a) or "") for a in rec.get("allowedTypes") or []]
        parts = [self.simple_type(a) for a in allowed if a is not None]
        # Distinct alternatives only: IRDL refuses an any_of whose alternatives overlap.
        if allowed and all(parts) and len(set(parts)) == len(parts):
            values = [self.emit(str(p), None) for p in parts]
            return self.emit(f"irdl.any_of({', '.join(values)})", summary)
        return self.emit(f"irdl.c_pred {quote(pred)}", summary)

    def built_type(self, rec: Record) -> Built | None:
        """The one type a buildable constraint stands for (ODS's format generator builds
        it where the format leaves it out), if its ``builderCall`` says which plainly."""
        call = rec.get("builderCall")
        if not isinstance(call, str) or not call.strip():
            return None
        built = _CppCall(call, _type_classes(self.records)).whole()
        return built if built is not None and self._emittable(built) else None

    def _emittable(self, built: Built | int) -> bool:
        if self._text(built) is not None:
            return True
        if isinstance(built, int) or built.defn not in self.defs:
            return False
        rec = self.defs[str(built.defn)].rec
        return len(built.args) == len(_params(rec)) and all(
            isinstance(a, Built) and self._emittable(a) for a in built.args
        )

    def _text(self, built: Built | int) -> str | None:
        """MLIR text of a built type of the builtin dialect or of another loaded one."""
        if isinstance(built, int):
            return str(built)
        if built.text is not None:
            return _canonical_type(built.text)
        if built.defn in self.defs:
            return None  # the dialect being imported: not loaded yet
        rec = self.records.get(built.defn or "") or {}
        dialect = (self.records.get(_ref(rec.get("dialect")) or "") or {}).get("name")
        args = [self._text(a) for a in built.args]
        if not dialect or None in args or len(args) != len(_params(rec)):
            return None
        params = f"<{', '.join(str(a) for a in args)}>" if args else ""
        text = _canonical_type(f"!{dialect}.{rec.get('mnemonic')}{params}")
        if text is None and args:  # its syntax is not `<params>` (a C++ parser's): build it
            text = _built_type(str(dialect), str(rec.get("mnemonic")), [str(a) for a in args])
        return text

    def emit_built(self, built: Built, summary: str | None) -> str:
        text = self._text(built)
        if text is not None:
            return self.emit(f"irdl.is {text}", summary)
        defn = self.defs[str(built.defn)]  # of the dialect being imported (_emittable)
        if not built.args:
            return self.emit(f"irdl.base {defn.ref}", summary)
        args = [self.emit_built(a, None) for a in built.args if isinstance(a, Built)]
        return self.emit(f"irdl.parametric {defn.ref}<{', '.join(args)}>", summary)

    def attr_value(self, rec: Record) -> str:
        summary = rec.get("summary") or None
        if rec.get("!name") == "UnitAttr":
            return self.emit('irdl.base "#builtin.unit"', summary)
        if _attr_base(self.records, rec).get("!name") in _BUILTIN_ATTRS:
            # what ODS's parser asks of the token (an optional group's `$name^`: a string)
            kind = _BUILTIN_ATTRS[str(_attr_base(self.records, rec).get("!name"))]
            return self.emit(f'irdl.base "{kind}"', summary)
        defn = self.defs.get(str(_attr_base(self.records, rec).get("!name")))
        if defn is not None:
            return self.emit(f"irdl.base {defn.ref}", summary)
        pred = pred_text(self.records, _ref(rec.get("predicate")))
        if _is_trivial(pred):
            return self.emit("irdl.any", summary)
        return self.emit(f"irdl.c_pred {quote(pred)}", summary)


def value_type(records: Record, rec: Record) -> str | None:
    """The type of an integer or float attribute whose value type is buildable
    (``I64Attr``, a ``ConfinedAttr`` of one): ODS's format reads such an attribute with
    that type and prints it without."""
    rec = _attr_base(records, rec)
    if str(rec.get("storageType", "")).strip() not in ("::mlir::IntegerAttr", "::mlir::FloatAttr"):
        return None
    vtype = records.get(_ref(rec.get("valueType")) or "")
    return OpEmitter(records).exact_type(vtype) if vtype is not None else None


def dense_array_width(records: Record, rec: Record) -> int | None:
    """The element width of a ``DenseI<N>ArrayAttr`` (through its wrappers); None for
    another kind."""
    storage = str(_attr_base(records, rec).get("storageType", "")).strip()
    m = re.fullmatch(r"::mlir::DenseI(8|16|32|64)ArrayAttr", storage)
    return int(m.group(1)) if m else None


def enum_property(records: Record, rec: Record) -> tuple[str, int | None] | None:
    """An enum property (``EnumProp``, or a ``DefaultValuedProp`` of one, stored as an i32
    attribute): ``custom<IntEnum>``'s words (``w=v ...``) and its default value (None when
    it has none); None for another property."""
    supers = rec.get("!superclasses") or []
    if "Property" not in supers:
        return None
    convert = str(rec.get("convertToAttribute") or "")
    if "IntegerType::get($_ctxt, 32)" not in convert:
        return None
    enum = _cpp_enum(records, str(rec.get("interfaceType") or ""))
    if enum is None or enum.bit:
        return None
    words = " ".join(f"{w}={v}" for _, w, v in enum.cases)
    text = str(rec.get("defaultValue") or "").strip()
    if not text:
        return words, None
    found = [v for sym, _, v in enum.cases if sym == text.split("::")[-1]]
    return (words, found[0]) if found else None


def int_enum_words(records: Record, rec: Record) -> str | None:
    """An integer enum attribute (``I32EnumAttr``...) as ``custom<IntEnum>``'s arguments:
    ``"w1 w2", "32"`` (values 0, 1...) or ``"w1=1 w2=2", "32"``; None for another kind."""
    base = _attr_base(records, rec)
    if "IntEnumAttr" not in (base.get("!superclasses") or []):
        return None
    cases = [records.get(_ref(e) or "") or {} for e in base.get("enumerants") or []]
    width = base.get("bitwidth") or (records.get(_ref(base.get("valueType")) or "") or {}).get(
        "bitwidth"
    )
    if not cases or not isinstance(width, int):
        return None
    values = [c.get("value") for c in cases]
    words = [str(c.get("str")) for c in cases]
    if values == list(range(len(values))):
        return f'"{" ".join(words)}", "{width}"'
    return f'"{" ".join(f"{w}={v}" for w, v in zip(words, values))}", "{width}"'


def dialect_type_key(records: Record, constraint: Record) -> str | None:
    """``!dialect.mnemonic`` when a type constraint's C++ type is a dialect's type class (an
    ODS ``TypeDef`` with a mnemonic, not builtin's); None otherwise."""
    cpp = str(constraint.get("cppType", "")).strip().removeprefix("::")
    name = _type_classes(records).get(cpp)
    rec = records.get(name or "") or {}
    dialect = (records.get(_ref(rec.get("dialect")) or "") or {}).get("name")
    if not dialect or dialect == "builtin" or not rec.get("mnemonic"):
        return None
    return f"!{dialect}.{rec['mnemonic']}"


def typed_format(fmt: str, typed: dict[str, str], stripped: dict[str, str] | None = None) -> str:
    """``$name`` of each attribute of ``typed`` -> the custom directive it maps to (as ODS
    reads the attribute: ``custom<TypedAttribute>``, ``custom<SymbolName>``), and
    ``type($v)`` of each value of ``stripped`` (its type a dialect's type class: ODS reads
    and prints its parameters alone) -> ``custom<StrippedType>``, but where it is an
    argument of another custom directive or of ``qualified``."""
    stripped = stripped or {}
    out: list[str] = []
    pos = 0
    pattern = r"custom<\w+>\(|qualified\(|type\(\s*\$(\w+)\s*\)|\$(\w+)\b"
    for m in re.finditer(pattern, fmt):
        if m.start() < pos:
            continue
        if m.group(0).startswith(("custom<", "qualified(")):  # skip the arguments
            depth, end = 1, m.end()
            while end < len(fmt) and depth:
                depth += {"(": 1, ")": -1}.get(fmt[end], 0)
                end += 1
            out.append(fmt[pos:end])
            pos = end
        elif m.group(1) is not None:
            if m.group(1) in stripped:
                out.append(fmt[pos : m.start()])
                out.append(f'custom<StrippedType>(type(${m.group(1)}), "{stripped[m.group(1)]}")')
                pos = m.end()
        elif m.group(2) in typed:
            out.append(fmt[pos : m.start()])
            out.append(typed[m.group(2)])
            pos = m.end()
    return "".join(out) + fmt[pos:]


def _unwrap(records: Record, rec: Record) -> Record:
    """``Arg<C, ...>`` / ``Res<C, ...>`` -> ``C``."""
    while {"Arg", "OpVariable"} & set(rec.get("!superclasses") or []):
        inner = records.get(_ref(rec.get("constraint")) or "")
        if inner is None:
            break
        rec = inner
    return rec


def _variadicity(records: Record, rec: Record) -> tuple[str, Record]:
    supers = rec.get("!superclasses") or []
    base = records.get(_ref(rec.get("baseType")) or "")
    if base is not None and ("Variadic" in supers or "VariadicOfVariadic" in supers):
        return "variadic", base
    if base is not None and "Optional" in supers:
        return "optional", base
    return "single", rec


def _attr_base(records: Record, rec: Record) -> Record:
    """``OptionalAttr<A>``, ``DefaultValuedAttr<A, ...>`` -> ``A`` (they add no check)."""
    wrappers = {"OptionalAttr", "DefaultValuedAttr", "DefaultValuedOptionalAttr"}
    while wrappers & set(rec.get("!superclasses") or []):
        inner = records.get(_ref(rec.get("baseAttr")) or "")
        if inner is None:
            break
        rec = inner
    return rec


def default_text(records: Record, rec: Record, defs: dict[str, Def] | None = None) -> str | None:
    """ODS's C++ default value as MLIR attribute text, where the attribute's kind makes it
    plain (integers of a known type, booleans, strings, an imported enum's case, an imported
    attribute without parameters); None otherwise."""
    value = rec.get("defaultValue")
    if not isinstance(value, str):
        return None
    base = _attr_base(records, rec)
    defn = (defs or {}).get(str(base.get("!name")))
    built = re.fullmatch(
        r"(\S+)::get\(\$_builder\.getContext\(\)\)", str(rec.get("constBuilderCall"))
    )
    if defn is None and value.strip() == "{}" and built:
        # `{}` for an interface: the default is what the builder makes, an imported
        # attribute without parameters (ub.poison's `#ub.poison`).
        found = [d for d in (defs or {}).values() if d.rec.get("cppType") == built.group(1)]
        defn = found[0] if len(found) == 1 else None
    if defn is not None:
        return defn.default_text(value)
    width = dense_array_width(records, rec)
    if width is not None and value.strip() == "{}":
        return f"array<i{width}>"
    base = records.get(_ref(rec.get("baseAttr")) or "") or rec
    storage = str(base.get("storageType", "")).strip()
    if storage == "::mlir::BoolAttr" and value.strip() in ("true", "false"):
        return value.strip()
    if storage == "::mlir::StringAttr" and re.fullmatch(r'"(?:[^"\\]|\\.)*"', value.strip()):
        return value.strip()
    vtype = records.get(_ref(base.get("valueType")) or "")
    if storage == "::mlir::IntegerAttr" and vtype is not None:
        exact = OpEmitter(records).exact_type(vtype)
        if exact and re.fullmatch(r"-?\d+", value.strip()):
            return f"{value.strip()} : {exact}"
    return None


# --- traits ---


@dataclass
class Traits:
    mapped: list[str] = field(default_factory=list)
    unmapped: list[str] = field(default_factory=list)
    result_names: bool = False


def _label(rec: Record) -> str:
    """How a trait is named for a reader: its interface, or its C++ trait, or its record."""
    if rec.get("cppInterfaceName"):
        return str(rec["cppInterfaceName"])
    if rec.get("!anonymous") and rec.get("trait"):
        return re.sub(r"::(Impl|Trait)$", "", str(rec["trait"]))
    return str(rec.get("!name", "?"))


def _leading_singles(records: Record, op: Record, key: str) -> list[str]:
    """The names of ``op``'s operands (``key`` "arguments") or results ("results") up to
    its first variadic one: those a flat index (``$_op.getOperand(i)``) names."""
    out: list[str] = []
    for i, (ref, given) in enumerate((op.get(key) or {}).get("args") or []):
        rec = _unwrap(records, records.get(_ref(ref) or "") or {})
        if "TypeConstraint" not in (rec.get("!superclasses") or []):
            continue  # an attribute or property
        if _variadicity(records, rec)[0] != "single":
            break
        out.append(given or f"odsArg{i}")
    return out


_ELEMENT_TYPE_OF = r"(?:::mlir::)?getElementTypeOrSelf\(\$_op\.get(Operand|Result)\((\d+)\)\)"


def element_types_pair(records: Record, trait: Record, op: Record) -> tuple[str, str] | None:
    """The two values a PredOpTrait says have one element type (ODS's TCopVTEtIsSameAs,
    TCresVTEtIsSameAsOp: ``getElementTypeOrSelf($_op.getResult(0)) ==
    getElementTypeOrSelf($_op.getOperand(0))``), by name; None for any other predicate."""
    text = pred_text(records, _ref(trait.get("predicate")))
    found = re.findall(_ELEMENT_TYPE_OF + r"\s*==\s*" + _ELEMENT_TYPE_OF, text)
    if len(found) != 1:
        return None
    names = {"Operand": _leading_singles(records, op, "arguments"),
             "Result": _leading_singles(records, op, "results")}  # fmt: skip
    kind_a, a, kind_b, b = found[0]
    if int(a) >= len(names[kind_a]) or int(b) >= len(names[kind_b]):
        return None
    return names[kind_a][int(a)], names[kind_b][int(b)]


# The TableGen classes of TypesMatchWith itself (a subclass past them names its transform)
_TYPES_MATCH_CLASSES = {
    "Trait", "PredTrait", "PredOpTrait", "TypesMatchWith", "OptionalTypesMatchWith",
    "RangedTypesMatchWith",
}  # fmt: skip

# TypesMatchWith's C++ transforms (spaces and namespaces left out) -> the trait library's
_TRANSFORMS = {
    "$_self": "Same",
    "cast<Type>($_self)": "Same",
    "getI1SameShape($_self)": "I1SameShape",
    "getUnaryOpResultType($_self)": "I1SameShape",  # spirv's: its vectors have one dimension
    "cast<VectorType>($_self).cloneWith({},IntegerType::get($_ctxt,1))": "I1SameShape",
    "cast<ShapedType>($_self).clone(IntegerType::get($_self.getContext(),1))": "I1SameShape",
    "getElementTypeOrSelf($_self)": "ElementType",
    "cast<VectorType>($_self).getElementType()": "ElementType",
    "cast<TensorType>($_self).getElementType()": "ElementType",
    "cast<ShapedType>($_self).getElementType()": "ElementType",
}


def type_transform(cpp: str) -> str | None:
    """The library's name for a TypesMatchWith transform written in C++, if it has one."""
    text = re.sub(r"\s+", "", cpp)
    text = re.sub(r"(?<![\w:])(::)?(llvm|mlir)::", "", text).removeprefix("::")
    return _TRANSFORMS.get(text)


def map_traits(
    records: Record,
    refs: list[Any],
    known: set[str],
    op_names: dict[str, str],
    op: Record | None = None,
    ns: str = "",
    cpp_name: str = "",
) -> Traits:
    """ODS trait records -> names of the trait library (``known``); the rest by name.
    ``op``, the operation they belong to, names the values of a predicate's indices; its
    dialect ``ns`` and C++ name ``cpp_name`` name the C++ transforms of its TypesMatchWith."""
    out = Traits()

    def op_list(text: str) -> list[str] | None:
        names = [op_names.get(n.strip().split("::")[-1]) for n in text.split(",")]
        return None if None in names else [n for n in names if n]

    def add(ref: Any) -> None:
        rec = records.get(_ref(ref) or "")
        if rec is None:
            return
        name = rec.get("!name", "")
        supers = rec.get("!superclasses") or []
        wanted: str | None = None
        if not rec.get("!anonymous") and name in known:
            wanted = name
        elif "HasParent" in supers or "ParentOneOf" in supers:
            inner = re.fullmatch(r"HasParent<(.*)>::Impl", str(rec.get("trait", "")))
            ops = op_list(inner.group(1)) if inner else None
            if ops and "HasParent" in known:
                wanted = f"HasParent<{', '.join(ops)}>"
        elif "SingleBlockImplicitTerminator" in supers:
            for sub in rec.get("traits") or []:
                sub_rec = records.get(_ref(sub) or "") or {}
                inner = re.fullmatch(
                    r"SingleBlockImplicitTerminator<(.*)>::Impl", str(sub_rec.get("trait", ""))
                )
                ops = op_list(inner.group(1)) if inner else None
                if ops and len(ops) == 1 and "SingleBlockImplicitTerminator" in known:
                    wanted = f"SingleBlockImplicitTerminator<{ops[0]}>"
        elif "TypesMatchWith" in supers and "TypesMatchWith" in known:
            # the library's transform, or C++'s under a name its plug-in registers: the
            # TableGen class's where there is one, else the operation's and the value's
            how = type_transform(str(rec.get("transformer", "")))
            if how is None or "RangedTypesMatchWith" in supers:
                named = [c for c in supers if c not in _TYPES_MATCH_CLASSES]
                rhs = str(rec["rhs"])
                what = named[-1] if named else f"{cpp_name}{rhs[:1].upper()}{rhs[1:]}"
                how = f"cpp:{_camel(ns)}{what}" if named else f"cpp:{what}"
            wanted = f"TypesMatchWith<{rec['lhs']}, {rec['rhs']}, {how}, {rec.get('summary')}>"
        elif "AllMatchSameOperatorTrait" in supers and supers[-1] in known:
            wanted = f"{supers[-1]}<{', '.join(rec.get('values') or [])}>"
        elif supers[-1:] == ["PredOpTrait"] and "AllElementTypesMatch" in known:
            same = element_types_pair(records, rec, op) if op is not None else None
            if same is not None:
                wanted = f"AllElementTypesMatch<{', '.join(same)}, {rec.get('summary')}>"
        elif "TraitList" in supers:
            # A list the library does not know as a whole: its members, one by one.
            for sub in rec.get("traits") or []:
                add(sub)
            return
        if "getAsmResultNames" in (rec.get("alwaysOverriddenMethods") or []):
            out.result_names = True
        if wanted is not None:
            if wanted not in out.mapped:
                out.mapped.append(wanted)
        elif _label(rec) not in out.unmapped:
            out.unmapped.append(_label(rec))

    for ref in refs:
        add(ref)
    return out


# --- the dialect's attributes, types and enums ---

DEF_KEY = "def:"  # Imported.item_lines key of a definition (operation names have no ':')
DEFAULT_KEY = ":default:"  # op + DEFAULT_KEY + attribute: a default value that did not parse


@dataclass
class Enum:
    """The C++ enum an ``EnumAttr`` wraps: its cases as (C++ symbol, word, value)."""

    cpp_type: str
    cases: list[tuple[str, str, int]]
    bit: bool
    separator: str

    def words(self) -> str | None:
        """The word list of the ``Enum``/``BitEnum`` directive: a bit enum laid out as
        ``BitEnum`` assumes by default (the none case first, then bit i for the i-th flag,
        at most one case for all flags) lists its words, any other each ``word=value``;
        None when its flags are not read separated by ``,`` or ``|``."""
        if not self.bit:
            return " ".join(w for _, w, _ in self.cases)
        if self.separator.strip() not in (",", "|") or not self.cases:
            return None
        flags = [c for c in self.cases[1:] if c[2] & (c[2] - 1) == 0 and c[2]]
        every = [c for c in self.cases[1:] if c not in flags]
        mask = (1 << len(flags)) - 1
        if (
            self.cases[0][2] == 0
            and [c[2] for c in flags] == [1 << i for i in range(len(flags))]
            and (not every or (len(every) == 1 and every[0][2] == mask))
        ):
            return " ".join(w + ("=all" if (s, w, v) in every else "") for s, w, v in self.cases)
        return " ".join(f"{w}={v}" for _, w, v in self.cases)


@dataclass
class Def:
    """One ``AttrDef``/``TypeDef`` of the dialect, as it is named in the IRDL file."""

    rec: Record
    kind: str  # "attribute" or "type"
    ns: str
    mnemonic: str
    symbol: str  # "cmp_predicate", or "#poison" when the name is taken or not allowed
    enum: Enum | None

    @property
    def ref(self) -> str:
        return f"{_symbol(self.ns)}::{_symbol(self.symbol)}"

    def default_text(self, cpp: str) -> str | None:
        """A C++ default (``::mlir::index::IndexCmpPredicate::slt``, or ``{}`` for an
        attribute without parameters built by ``get(context)``) as MLIR text."""
        sigil = "#" if self.kind == "attribute" else "!"
        fmt = self.rec.get("assemblyFormat")
        if self.enum is not None and isinstance(fmt, str):
            symbol = cpp.strip().rsplit("::", 1)[-1]
            words = [w for s, w, _ in self.enum.cases if s == symbol]
            if cpp.strip() == "{}":  # a value-initialized C++ enum: the case of value 0
                words = [w for _, w, v in self.enum.cases if v == 0]
            param = _params(self.rec)[0][0] if _params(self.rec) else "value"
            if not words or re.search(r"\$(?!" + re.escape(param) + r"\b)|\w+<", fmt):
                return None  # only literals and the enum's parameter
            body = re.sub(r"`([^`]*)`", r"\1", fmt.replace("$" + param, words[0]))
            body = re.sub(r"\s+", "", body)
            return f"{sigil}{self.ns}<{self.mnemonic}{'' if body[:1] == '<' else ' '}{body}>"
        if cpp.strip() == "{}" and not _params(self.rec):
            if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", self.mnemonic):
                return f"{sigil}{self.ns}.{self.mnemonic}"
            return f"{sigil}{self.ns}<{self.mnemonic}>"
        return None


def _params(rec: Record) -> list[tuple[str, Any]]:
    """``(ins P:$name, "unsigned":$width)`` -> [(name, parameter record or C++ type)]."""
    args = (rec.get("parameters") or {}).get("args") or []
    return [(str(name or f"odsParam{i}"), arg) for i, (arg, name) in enumerate(args)]


def _enum(records: Record, rec: Record) -> Enum | None:
    info = records.get(_ref(rec.get("enum")) or "")
    if info is None:
        return None
    cases = []
    for ref in info.get("enumerants") or []:
        case = records.get(_ref(ref) or "") or {}
        if not isinstance(case.get("value"), int):
            return None
        cases.append((str(case.get("symbol")), str(case.get("str")), int(case["value"])))
    bit = "BitEnumBase" in (info.get("!superclasses") or []) or "BitEnumAttr" in (
        info.get("!superclasses") or []
    )
    cpp = f"{info.get('cppNamespace', '')}::{info.get('className', '')}"
    return Enum(cpp, cases, bit, str(info.get("separator", "|")))


def collect_defs(records: Record, dialect: Record, op_names: set[str]) -> dict[str, Def]:
    """The dialect's attribute and type definitions, by record name, in the dump's order."""
    ns = str(dialect.get("name"))
    out: dict[str, Def] = {}
    taken = set(op_names)
    for cls, kind, sigil in (("AttrDef", "attribute", "#"), ("TypeDef", "type", "!")):
        for rname in records["!instanceof"].get(cls, []):
            rec = records.get(rname) or {}
            if _ref(rec.get("dialect")) != dialect.get("!name") or not rec.get("mnemonic"):
                continue  # another dialect's, or no textual form (C++ builds it only)
            mnemonic = str(rec["mnemonic"])
            symbol = mnemonic
            if mnemonic in taken or not re.fullmatch(r"[A-Za-z0-9_$]+", mnemonic):
                symbol = sigil + re.sub(r"[^A-Za-z0-9_$]", "_", mnemonic)
            taken.add(symbol)
            enum = _enum(records, rec) if "EnumAttr" in (rec.get("!superclasses") or []) else None
            out[rname] = Def(rec, kind, ns, mnemonic, symbol, enum)
    return out


_PARAM_KINDS = {
    "::llvm::StringRef": 'irdl.base "#builtin.string"',
    "StringRef": 'irdl.base "#builtin.string"',
    "::mlir::StringAttr": 'irdl.base "#builtin.string"',
    "::mlir::IntegerAttr": 'irdl.base "#builtin.integer"',
    "::mlir::ArrayAttr": 'irdl.base "#builtin.array"',
    "::mlir::TypeAttr": 'irdl.base "#builtin.type"',
    "::mlir::AffineMapAttr": 'irdl.base "#builtin.affine_map"',
}


# --- parameters as ODS's FieldParser reads them (struct(...), defaults) ---

_ODS_STRUCT = re.compile(r"\bstruct\(\s*params\s*\)")
_ODS_PARAMS = re.compile(r"(?<![\w$(<`])params\b(?![\s`]*\))")


def expand_params(fmt: str, names: list[str]) -> str:
    """ODS's ``struct(params)`` as ``struct($a, $b, ...)`` and ``params`` as ``$a `,` $b``,
    so that each parameter can be written as its C++ kind reads."""
    fmt = _ODS_STRUCT.sub("struct(" + ", ".join(f"${n}" for n in names) + ")", fmt)
    return _ODS_PARAMS.sub(" `,` ".join(f"${n}" for n in names), fmt)


def _cpp_enum(records: Record, cpp: str) -> Enum | None:
    """The C++ enum named ``cpp`` (``::mlir::nvgpu::TensorMapSwizzleKind``), if ODS
    declares it."""
    want = cpp.strip().lstrip(":")
    for n in records["!instanceof"].get("EnumInfo", []):
        info = records.get(n) or {}
        full = f"{info.get('cppNamespace', '')}::{info.get('className', '')}".lstrip(":")
        if full == want or full.endswith("::" + want):
            fake = {"enum": {"def": n}}
            return _enum(records, fake)
    return None


_INT_TYPES = r"(?:unsigned|int|int\d+_t|uint\d+_t|size_t|long|short|unsigned int)"


def _class_constant(owner: Record, name: str) -> str | None:
    """``static constexpr T name = value;`` in the definition's C++ (``kOptionalSpecValue``)."""
    text = str(owner.get("extraClassDeclaration") or "")
    m = re.search(r"static\s+constexpr\s+(\w+)\s+" + re.escape(name) + r"\s*=\s*([^;]+);", text)
    if not m:
        return None
    value = m.group(2).strip()
    limit = re.fullmatch(r"std::numeric_limits<(\w+)>::max\(\)", value)
    if limit:
        bits, signed = {"uint32_t": (32, 0), "int32_t": (32, 1), "uint64_t": (64, 0),
                        "int64_t": (64, 1), "unsigned": (32, 0), "int": (32, 1)}.get(
            limit.group(1), (0, 0))  # fmt: skip
        return str((1 << (bits - signed)) - 1) if bits else None
    return value if re.fullmatch(r"-?\d+", value) else None


def param_default(records: Record, owner: Record, cpp: str, default: str,
                  enum: Enum | None, defs: dict[str, Def]) -> str | None:  # fmt: skip
    """A C++ default (``DefaultValuedParameter``/``OptionalParameter``) as the text the
    engine reads (``Param``/``Enum``'s last argument): ``""`` for absent, else the value
    as it is written; None when it cannot be told."""
    d = default.strip()
    if d in ("nullptr", "{}", "std::nullopt") or (d.endswith("()") and not re.fullmatch(
            _INT_TYPES + r"\(\)|bool\(\)", d) and enum is None):  # fmt: skip
        return ""
    if enum is not None:
        if d.endswith("()") or d == "{}":
            zero = [w for _, w, v in enum.cases if v == 0]
            return zero[0] if zero else None
        sym = d.split("::")[-1]
        words = [w for s, w, _ in enum.cases if s == sym]
        return words[0] if words else None
    if re.fullmatch(_INT_TYPES + r"\(\)", d):
        return "0"
    if d == "bool()":
        return "false"
    if re.fullmatch(r"-?\d+|true|false", d):
        return d
    if re.fullmatch(r'"(?:[^"\\]|\\.)*"', d):
        return d
    if re.fullmatch(r"\w+", d):
        return _class_constant(owner, d)
    m = re.fullmatch(r"\$_builder\.getI(\d+)ArrayAttr\(\{([^}]*)\}\)", d)
    if m:
        return "[" + ", ".join(f"{v.strip()} : i{m.group(1)}" for v in m.group(2).split(",")) + "]"
    m = re.fullmatch(r"IntegerAttr::get\(IntegerType::get\(\$_ctxt, (\d+)\), (-?\d+)\)", d)
    if m:
        return f"{m.group(2)} : i{m.group(1)}"
    m = re.fullmatch(r"BoolAttr::get\(\$_ctxt, (true|false)\)", d)
    if m:
        return m.group(1)
    m = re.fullmatch(r"(\w+)::get\(\$_ctxt, ([\w:]+)\)", d)  # an enum attribute of the dialect
    if m:
        for other in defs.values():
            if str(other.rec.get("cppClassName")) == m.group(1) and other.enum is not None:
                sym = m.group(2).split("::")[-1]
                words = [w for s, w, _ in other.enum.cases if s == sym]
                return words[0] if words else None
    return None


_PARAM_CPP = re.compile(
    r"(::)?(llvm::|mlir::)?(" + _INT_TYPES + r"|bool|StringRef|std::string|Dense\w+ArrayAttr"
    r"|AffineMap|Type|\w+Type|\w+Attr|Attribute|std::optional<.*>)"
)


def param_call(records: Record, owner: Record, name: str, prec: Record | None, cpp: str,
               in_struct: bool, defs: dict[str, Def]) -> str | None | bool:  # fmt: skip
    """How parameter ``name`` is written in the format: a ``custom<Param>``/``custom<Enum>``
    call, None to keep ``$name``, False when its syntax cannot be said (C++ parser)."""
    owner_name = str(owner["!name"])
    default = str((prec or {}).get("defaultValue") or "")
    supers = (prec or {}).get("!superclasses") or []
    enum = _cpp_enum(records, cpp) if "EnumParameter" in supers or (
        not re.search(r"(Attr|Type)$", cpp) and "::" in cpp) else None  # fmt: skip
    if (prec or {}).get("parser") and enum is None:
        return False if in_struct else None
    if enum is not None:
        words = enum.words()
        if words is None or enum.bit:
            return False
        text = param_default(records, owner, cpp, default, enum, defs) if default else None
        if default and text is None:
            return False
        extra = f', "{text}"' if text is not None else ""
        return f'custom<Enum>(${name}, "{cpp}", "{owner_name}", "{words}"{extra})'
    if not _PARAM_CPP.fullmatch(cpp.strip()):
        return False if in_struct else None
    simple = re.search(r"(Attr|Attribute|Type)$", cpp.strip()) and not re.search(
        r"Dense\w+ArrayAttr$", cpp)  # fmt: skip
    if simple and not default and not in_struct:
        return None
    text = param_default(records, owner, cpp, default, None, defs) if default else None
    if default and text is None:
        return False
    extra = f", {quote(text)}" if text is not None else ""
    return f'custom<Param>(${name}, "{owner_name}", "{cpp.strip()}"{extra})'


def _in_struct(fmt: str, name: str) -> bool:
    """Whether ``$name`` is an entry of a ``struct(...)`` of ``fmt``."""
    entries = re.findall(r"struct\(([^)]*)\)", fmt)
    return any(re.search(r"\$" + re.escape(name) + r"\b", m) for m in entries)


def _definition(
    records: Record,
    defn: Def,
    registry: Registry,
    warnings: list[str],
    no_format: bool,
    defs: dict[str, Def],
) -> list[str]:
    rec = defn.rec
    sigil = "#" if defn.kind == "attribute" else "!"
    full = f"{sigil}{defn.ns}.{defn.mnemonic}"
    # What a plug-in registers C++'s pieces under: the class, named after its dialect
    # (`ArrayType` is emitc's and smt's), as an operation's are.
    cls, camel = str(rec.get("cppClassName")), _camel(defn.ns)
    cpp_name = cls if cls.lower().startswith(camel.lower()) else camel + cls
    body = OpEmitter(records)
    params: list[str] = []
    props: list[str] = []
    fmt = rec.get("assemblyFormat")
    fmt = " ".join(fmt.split()) if isinstance(fmt, str) and fmt.strip() else None
    cpp_format = False
    self_type: str | None = None
    for name, arg in _params(rec):
        prec = records.get(_ref(arg) or "") if isinstance(arg, dict) else None
        if "AttributeSelfTypeParameter" in ((prec or {}).get("!superclasses") or []):
            self_type = name
    if fmt is not None:
        fmt = expand_params(fmt, [n for n, _ in _params(rec) if n != self_type])
    for name, arg in _params(rec):
        prec = records.get(_ref(arg) or "") if isinstance(arg, dict) else None
        if "AttributeSelfTypeParameter" in ((prec or {}).get("!superclasses") or []):
            self_type = name  # the attribute's type: `` : type`` after it
        cpp = str(arg if isinstance(arg, str) else (prec or {}).get("cppType", "")).strip()
        summary = str((prec or {}).get("summary") or "") or cpp or None
        if defn.enum is not None and prec is not None and defn.enum.cpp_type == cpp:
            words = defn.enum.words()
            kind = "#builtin.integer" if defn.enum.bit else "#builtin.string"
            value = body.emit(f'irdl.base "{kind}"', None)
            if words is not None and fmt is not None:
                directive = "BitEnum" if defn.enum.bit else "Enum"
                extra = f', "{defn.enum.separator}"' if defn.enum.bit else ""
                call = f'custom<{directive}>(${name}, "{cpp}", "{rec["!name"]}", "{words}"{extra})'
                fmt = re.sub(r"\$" + re.escape(name) + r"\b", call.replace("\\", r"\\"), fmt)
            elif fmt is not None:
                warnings.append(f"{full}: the enum's values do not fit custom<BitEnum>")
                no_format = True
        else:
            kind_text = _PARAM_KINDS.get(cpp)
            cls = cpp.split("::")[-1]
            own = next((d for d in defs.values() if d.kind == "attribute"
                        and cls == str(d.rec.get("cppClassName"))), None)  # fmt: skip
            if kind_text is None and own is not None:  # the dialect's attribute: read stripped
                kind_text = f"irdl.base {own.ref}"
            value = body.emit(kind_text or "irdl.any", summary)
            if re.fullmatch(r"(::llvm::)?ArrayRef<(::)?(mlir::)?Type>", cpp) and fmt is not None:
                call = f'custom<TypeList>(${name}, "{rec.get("cppClassName")}", "{cpp}")'
                fmt = re.sub(r"\$" + re.escape(name) + r"\b", call, fmt)
            elif re.fullmatch(r"(::llvm::)?ArrayRef<.*>", cpp) and kind_text is None:
                # a list of C++ values the engine cannot read: C++'s syntax, a plug-in's
                cpp_format = cpp_format or (fmt is not None and f"${name}" in fmt)
            elif (
                fmt is not None
                and name != self_type
                and not re.search(r"custom<\w+>\([^)]*\$" + re.escape(name) + r"\b", fmt)
            ):
                # as ODS's FieldParser reads its C++ kind (and its default)
                call = param_call(records, rec, name, prec, cpp, _in_struct(fmt, name), defs)
                if call is False:
                    warnings.append(f"{full}: parameter '{name}' ({cpp}) has a syntax of C++'s")
                    no_format = True
                elif call:
                    pattern = r"(?<!qualified\()\$" + re.escape(name) + r"\b"
                    fmt = re.sub(pattern, call.replace("\\", r"\\"), fmt)
        params.append(f"{name}: {value}")
    for key in ("summary", "description"):
        if _doc(rec.get(key)):
            props.append(f"{key} = {quote(_doc(rec.get(key)) or '')}")
    if rec.get("hasCustomAssemblyFormat") or cpp_format:
        props.append(f"cpp_assembly_format = {quote(cpp_name)}")
        warnings.append(f"{full}: custom assembly format in C++: read and printed as <params>")
    elif fmt is not None:
        raw = " ".join(str(rec["assemblyFormat"]).split())
        missing = sorted(set(re.findall(r"custom<(\w+)>", raw)) - registry.directives)
        if missing or no_format:
            props.append(f"ods_assembly_format = {quote(raw)}")
            warnings.append(f"{full}: assembly format kept by name only: read as <params>")
        else:
            props.append(f"assembly_format = {quote(fmt)}")
    if rec.get("genVerifyDecl"):
        props.append(f"cpp_verifier = {quote(cpp_name)}")
        warnings.append(f"{full}: verifier in C++: not checked")
    if defn.enum is not None:
        cases = ", ".join(f"{quote(w)} = {v}" for _, w, v in defn.enum.cases)
        props.append(f"ods_enum = {quote(defn.enum.cpp_type)}, ods_enum_cases = {{{cases}}}")
    if self_type is not None:
        props.append(f"self_type = {quote(self_type)}")
    if defn.symbol.lstrip("#!") != defn.mnemonic:
        props.append(f"mnemonic = {quote(defn.mnemonic)}")
    head = f"  irdl.{defn.kind} {_symbol(defn.symbol)}"
    if props:
        head += " attributes {\n      " + ",\n      ".join(props) + "}"
    lines = [head + " {"] + body.lines
    if params:
        lines.append(f"    irdl.parameters({', '.join(params)})")
    lines.append("  }")
    return lines


# --- the dialect ---


@dataclass
class Registry:
    """What a plain load provides: names a file may use without loading a plug-in."""

    traits: set[str]
    verifiers: set[str]
    directives: set[str]
    result_names: set[str]

    @staticmethod
    def current() -> Registry:
        from irdl import plugin
        from irdl.runtime.library import Context

        Context()  # registers the library's own pieces
        # Only what every process has: a bundled dialect's plug-in may be loaded here (by an
        # earlier use of its namespace) but not where the imported file is loaded.
        plain = {"irdlkit", "irdl", "builtin"}

        def names(kind: str) -> set[str]:
            return {n for (k, n), owner in plugin.PROVIDERS.items() if k == kind and owner in plain}

        return Registry(
            names("trait"), names("verifier"), names("directive"), names("result name hint")
        )


def _camel(name: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[_.]", name) if p)


def _class_name(record_name: str) -> str:
    """ODS strips the ``Prefix_`` of a def to name its C++ class."""
    return record_name.split("_", 1)[1] if "_" in record_name else record_name


@dataclass
class Imported:
    text: str
    warnings: list[str]
    item_lines: dict[str, tuple[int, int]]  # operation name, or DEF_KEY + record name


def choose_dialect(records: Record, wanted: str | None) -> Record:
    dialects = [records[n] for n in records["!instanceof"].get("Dialect", []) if n in records]
    if wanted is not None:
        for d in dialects:
            if d.get("name") == wanted:
                return d
        names = ", ".join(sorted(str(d.get("name")) for d in dialects)) or "none"
        raise OdsImportError(f"no dialect named '{wanted}' in the input (found: {names})")
    ops = [records[n] for n in records["!instanceof"].get("Op", []) if n in records]
    with_ops = {_ref(o.get("opDialect")) for o in ops}
    candidates = [d for d in dialects if d.get("!name") in with_ops]
    if len(candidates) != 1:
        names = ", ".join(sorted(str(d.get("name")) for d in candidates)) or "none"
        raise OdsImportError(
            f"say which dialect with --dialect (dialects with operations: {names})"
        )
    return candidates[0]


def import_dialect(
    records: Record,
    dialect: Record,
    registry: Registry,
    no_format: frozenset[str] = frozenset(),
    supplement_to: frozenset[str] | None = None,
) -> Imported:
    """The IRDL text of ``dialect``'s attributes, types and operations. ``no_format``:
    operations (and ``DEF_KEY`` + definition record names) whose assembly format is kept by
    name only (it did not compile), and op ``DEFAULT_KEY`` attribute: defaults kept as C++.
    ``supplement_to``: the operations (``ns.name``) of a dialect written by hand: only the
    others are imported, and the definitions they use are declared without a body, standing
    for the hand-written file's (irdl.runtime.library's supplements)."""
    ns = str(dialect.get("name"))
    ops = [
        records[n]
        for n in records["!instanceof"].get("Op", [])
        if n in records and _ref(records[n].get("opDialect")) == dialect.get("!name")
    ]
    if supplement_to is not None:
        ops = [o for o in ops if f"{ns}.{o['opName']}" not in supplement_to]
    op_names = {_class_name(o["!name"]): f"{ns}.{o['opName']}" for o in ops}
    defs = collect_defs(records, dialect, {str(o["opName"]) for o in ops})
    warnings: list[str] = []
    attrs = ["ods"]
    if dialect.get("usePropertiesForAttributes"):
        attrs.append("properties")
    for key in ("summary", "description"):
        if _doc(dialect.get(key)):
            attrs.append(f"{key} = {quote(_doc(dialect.get(key)) or '')}")
    what = "attributes, types and operations"
    if supplement_to is not None:
        what = f"the operations {ns}.irdl.mlir does not declare"
    out = [
        f"// Imported from ODS ({dialect.get('!locs', ['?'])[0]}) by irdl-import-ods: {what}.",
        f"irdl.dialect {_symbol(ns)} attributes {{{', '.join(attrs)}}} {{",
    ]
    item_lines: dict[str, tuple[int, int]] = {}

    def add(key: str, lines: list[str]) -> None:
        start = len(out) + 1
        out.extend("\n".join(lines).split("\n"))  # one entry per line: line numbers
        item_lines[key] = (start, len(out))

    op_lines = {
        str(op["opName"]): _operation(
            records, op, ns, registry, op_names, warnings, no_format, defs
        )
        for op in sorted(ops, key=lambda o: str(o["opName"]))
    }
    for key, defn in defs.items():
        if supplement_to is None:
            add(
                DEF_KEY + key,
                _definition(records, defn, registry, warnings, DEF_KEY + key in no_format, defs),
            )
        elif any(defn.ref in line for lines in op_lines.values() for line in lines):
            add(DEF_KEY + key, [f"  irdl.{defn.kind} {_symbol(defn.symbol)} {{", "  }"])
    for name, lines in op_lines.items():
        add(name, lines)
    out.append("}")
    return Imported("\n".join(out) + "\n", warnings, item_lines)


def _operation(
    records: Record,
    op: Record,
    ns: str,
    registry: Registry,
    op_names: dict[str, str],
    warnings: list[str],
    no_format: frozenset[str],
    defs: dict[str, Def],
) -> list[str]:
    name = str(op["opName"])
    full = f"{ns}.{name}"
    cpp_name = _camel(ns) + re.sub(r"Op$", "", _class_name(op["!name"]))
    if op.get("!renamed_from"):  # a class name another of the dialect's has too
        inner = str(op.get("cppNamespace", "")).strip().rsplit("::", 1)[-1]
        cpp_name = _camel(ns) + _camel(inner) + re.sub(r"Op$", "", _class_name(op["!renamed_from"]))
    body = OpEmitter(records, defs)
    info: list[str] = []

    def note(message: str) -> None:
        warnings.append(f"{full}: {message}")

    operands: list[str] = []
    attributes: list[str] = []
    optional: list[str] = []
    defaults: list[str] = []
    cpp_defaults: list[str] = []
    properties: list[str] = []
    independent: list[str] = []
    typed: dict[str, str] = {}  # attribute -> the directive a format reads it with
    stripped: dict[str, str] = {}  # value -> the dialect type its class is (see typed_format)
    property_names: list[str] = []
    for i, (arg, given) in enumerate((op.get("arguments") or {}).get("args") or []):
        arg_name = given or f"odsArg{i}"  # ODS allows unnamed arguments
        rec = _unwrap(records, records[_ref(arg) or ""])
        supers = rec.get("!superclasses") or []
        if "TypeConstraint" in supers:
            kind, base = _variadicity(records, rec)
            value = body.type_value(base)
            operands.append(f"{arg_name}: {'' if kind == 'single' else kind + ' '}{value}")
            key = dialect_type_key(records, base)
            if key is not None and kind == "single":  # ODS: not an optional or variadic one
                stripped[arg_name] = key
            if kind != "single":
                independent.append(arg_name)
        elif "AttrConstraint" in supers:
            attributes.append(f"{quote(arg_name)} = {body.attr_value(rec)}")
            of = value_type(records, rec)
            cases = int_enum_words(records, rec)
            if cases is not None:  # ODS reads and prints its case's word
                typed[arg_name] = f"custom<IntEnum>(${arg_name}, {cases})"
            elif of is not None:
                typed[arg_name] = f'custom<TypedAttribute>(${arg_name}, "{of}")'
            elif (width := dense_array_width(records, rec)) is not None:
                # ODS reads a DenseI<N>ArrayAttr by its values: `[1, 2]`
                extra = "" if width == 64 else f', "{width}"'
                typed[arg_name] = f"custom<DenseArray>(${arg_name}{extra})"
            elif _attr_base(records, rec).get("!name") == "SymbolNameAttr":
                typed[arg_name] = f"custom<SymbolName>(${arg_name})"  # `@name`, held as a string
            if rec.get("isOptional"):
                optional.append(arg_name)
            elif isinstance(rec.get("defaultValue"), str):
                text = default_text(records, rec, defs)
                if f"{name}{DEFAULT_KEY}{arg_name}" in no_format:
                    text = None  # written, it did not parse
                if text is not None:
                    defaults.append(f"{arg_name} = {quote(text)}")
                else:
                    # A C++ default we cannot write as MLIR: absent is accepted.
                    optional.append(arg_name)
                    cpp_defaults.append(f"{arg_name} = {quote(str(rec['defaultValue']))}")
                    note(f"default of '{arg_name}' is C++ ({rec['defaultValue']}): kept by name")
        elif rec.get("!name") == "UnitProp":  # held as unit, or false (its default)
            unit = body.emit('irdl.base "#builtin.unit"', None)
            false = body.emit("irdl.is false", None)
            attributes.append(
                f"{quote(arg_name)} = {body.emit(f'irdl.any_of({unit}, {false})', None)}"
            )
            defaults.append(f"{arg_name} = {quote('false')}")
        elif (
            "OptionalProp" in (rec.get("!superclasses") or [])
            and str(rec.get("storageType")).strip() == "std::optional<int64_t>"
        ):  # an optional i64 (AlignmentProp): `[v]`, or `[]` when absent (its default)
            held = body.emit('irdl.base "#builtin.array"', rec.get("summary"))
            attributes.append(f"{quote(arg_name)} = {held}")
            typed[arg_name] = f"custom<OptionalInt>(${arg_name})"
            defaults.append(f"{arg_name} = {quote('[]')}")
        elif (prop := enum_property(records, rec)) is not None:
            # An enum property (EnumProp, DefaultValuedProp of one): held as its i32 value,
            # read and printed by its words, its default in place when it is not written
            words, default = prop
            held = body.emit('irdl.base "#builtin.integer"', rec.get("summary"))
            attributes.append(f"{quote(arg_name)} = {held}")
            typed[arg_name] = f'custom<IntEnum>(${arg_name}, "{words}", "32")'
            if default is None:
                optional.append(arg_name)
            else:
                defaults.append(f"{arg_name} = {quote(f'{default} : i32')}")
        else:
            # A property (Property<...>): a later slice; accepted as any attribute.
            attributes.append(f"{quote(arg_name)} = {body.emit('irdl.any', rec.get('summary'))}")
            optional.append(arg_name)
            properties.append(f"{arg_name} = {quote(str(rec.get('!name')))}")
            property_names.append(arg_name)
            note(f"property '{arg_name}' is accepted as any attribute")
    results: list[str] = []
    for i, (res, given) in enumerate((op.get("results") or {}).get("args") or []):
        res_name = given or f"odsResult{i}"
        rec = _unwrap(records, records[_ref(res) or ""])
        kind, base = _variadicity(records, rec)
        value = body.type_value(base)
        results.append(f"{res_name}: {'' if kind == 'single' else kind + ' '}{value}")
        key = dialect_type_key(records, base)
        if key is not None and kind == "single":  # ODS: not an optional or variadic one
            stripped[res_name] = key
        if kind != "single":
            independent.append(res_name)
    regions: list[str] = []
    variadic_regions: list[str] = []
    for i, (reg, given) in enumerate((op.get("regions") or {}).get("args") or []):
        reg_name = given or f"odsRegion{i}"
        rec = records[_ref(reg) or ""]
        supers = rec.get("!superclasses") or []
        if "VariadicRegion" in supers:
            variadic_regions.append(reg_name)
        sized = "SizedRegion" in supers or (
            "VariadicRegion" in supers and rec.get("summary") == "region with 1 blocks"
        )
        text = "irdl.region with size 1" if sized else "irdl.region"
        if "MaxSizedRegion" in supers or "MinSizedRegion" in supers:
            info.append(f"region '{reg_name}': {rec.get('summary')} (not checked)")
        regions.append(f"{reg_name}: {body.emit(text, rec.get('summary'))}")
    successors = []
    for i, (succ, given) in enumerate((op.get("successors") or {}).get("args") or []):
        succ_name = given or f"odsSuccessor{i}"
        rec = records.get(_ref(succ) or "") or {}
        variadic = "VariadicSuccessor" in (rec.get("!superclasses") or [])
        successors.append(("variadic " if variadic else "") + succ_name)

    traits = map_traits(
        records, op.get("traits") or [], registry.traits, op_names, op, ns, cpp_name
    )
    for t in traits.unmapped:
        note(f"trait '{t}' is not in the trait library: kept in ods_traits")
    props: list[str] = []
    for key in ("summary", "description"):
        if _doc(op.get(key)):
            props.append(f"{key} = {quote(_doc(op.get(key)) or '')}")
    fmt = op.get("assemblyFormat")
    if op.get("hasCustomAssemblyFormat"):
        props.append(f"cpp_assembly_format = {quote(cpp_name)}")
        note(f"custom assembly format in C++ ({cpp_name}): generic form only")
    elif isinstance(fmt, str) and fmt.strip():
        missing = sorted(set(re.findall(r"custom<(\w+)>", fmt)) - registry.directives)
        # a property's syntax and generic form are its own (`unit`, defaults printed)
        read = [p for p in property_names if re.search(r"\$" + re.escape(p) + r"\b", fmt)]
        if missing or read or name in no_format:
            # as the engine would read it, for when plug-ins provide what it lacks
            props.append(f"ods_assembly_format = {quote(typed_format(fmt, typed, stripped))}")
            why = f"custom<{'>, custom<'.join(missing)}>" if missing else "it does not compile"
            if read and not missing:
                why = f"it reads property '{read[0]}'"
            note(f"assembly format kept by name only ({why}): generic form only")
        else:
            text = typed_format(" ".join(fmt.split()), typed, stripped)
            props.append(f"assembly_format = {quote(text)}")
    if traits.mapped:
        props.append(_strings("traits", traits.mapped))
    if traits.unmapped:
        props.append(_strings("ods_traits", traits.unmapped))
    # C++ checks: the op's verifiers, and the interfaces whose check is always C++ (symbol
    # uses; result types C++ infers, compared with those written)
    cpp_checks = {"SymbolUserOpInterface", "InferTypeOpInterface"} & set(traits.unmapped)
    if op.get("hasVerifier") or op.get("hasRegionVerifier") or cpp_checks:
        if cpp_name in registry.verifiers:
            props.append(f"verifier = {quote(cpp_name)}")
        else:
            props.append(f"cpp_verifier = {quote(cpp_name)}")
            note(f"verifier in C++ ({cpp_name}): no plug-in provides it")
    if "InferTypeOpInterface" in traits.unmapped:  # C++'s inferReturnTypes, a plug-in's
        props.append(f"cpp_result_types = {quote(cpp_name)}")
    if traits.result_names:
        if cpp_name in registry.result_names:
            props.append(f"result_names = {quote(cpp_name)}")
        else:
            props.append(f"cpp_result_names = {quote(cpp_name)}")
    if successors:
        props.append(_strings("successors", successors))
    if optional:
        props.append(_strings("optional_attributes", optional))
    if defaults:
        props.append(_entries("default_values", defaults))
    if cpp_defaults:
        props.append(_entries("cpp_default_values", cpp_defaults))
    if properties:
        props.append(_entries("ods_properties", properties))
    if independent:
        props.append(_strings("independent_variadics", independent))
    if variadic_regions:
        props.append(_strings("variadic_regions", variadic_regions))
    if not re.fullmatch(r"[A-Za-z0-9_.$]+", name):
        props.append(f"mnemonic = {quote(name)}")
    if info:
        props.append(_strings("ods_notes", info))

    head = f"  irdl.operation {_symbol(name)}"
    if props:
        head += " attributes {\n      " + ",\n      ".join(props) + "}"
    lines = [head + " {"] + body.lines
    if operands:
        lines.append(f"    irdl.operands({', '.join(operands)})")
    if results:
        lines.append(f"    irdl.results({', '.join(results)})")
    if attributes:
        lines.append(f"    irdl.attributes {{{', '.join(attributes)}}}")
    if regions:
        lines.append(f"    irdl.regions({', '.join(regions)})")
    lines.append("  }")
    return lines


def import_checked(
    records: Record, dialect: Record, supplement_to: frozenset[str] | None = None
) -> Imported:
    """Import, then load the result in this process: an operation whose assembly format
    does not compile keeps it by name only (so the file loads), and the import retries."""
    from irdl.runtime.library import Context, LoadFailure

    registry = Registry.current()
    no_format: set[str] = set()
    while True:
        done = import_dialect(records, dialect, registry, frozenset(no_format), supplement_to)
        try:
            Context().load_irdl(done.text)
            return done
        except LoadFailure as failure:
            culprit = None
            for diag in failure.diagnostics:
                bad_default = re.match(r"default value of '([^']+)'", diag.message)
                for key, (lo, hi) in done.item_lines.items():
                    if not lo <= diag.loc.line <= hi:
                        continue
                    if bad_default and not key.startswith(DEF_KEY):
                        key += DEFAULT_KEY + bad_default.group(1)
                    if key not in no_format:
                        culprit = key
            if culprit is None:
                where = "; ".join(f"{d.loc}: {d.message}" for d in failure.diagnostics)
                raise OdsImportError(f"the imported dialect does not load: {where}") from None
            no_format.add(culprit)


# --- command line ---


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="irdl-import-ods", description="Import an ODS dialect as IRDL."
    )
    ap.add_argument("td", nargs="*", help="the .td files (their records are merged)")
    ap.add_argument("-I", dest="includes", action="append", default=[], metavar="DIR")
    ap.add_argument("--json", metavar="FILE", help="read a `llvm-tblgen --dump-json` dump")
    ap.add_argument("--dialect", metavar="NAME", help="the dialect to import")
    ap.add_argument("-o", dest="output", metavar="OUT", default="-")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.json is not None:
            records = read_dump(args.json)
        elif args.td:
            records = merge_records([run_tblgen(td, args.includes) for td in args.td])
        else:
            raise OdsImportError("give a .td file or --json FILE")
        try:
            done = import_checked(records, choose_dialect(records, args.dialect))
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            # A dump whose records do not have ODS's shape (hand-edited, another backend).
            raise OdsImportError(f"malformed ODS record data: {exc!r}") from None
    except OdsImportError as exc:
        print(f"irdl-import-ods: error: {exc}", file=sys.stderr)
        return 1
    for w in done.warnings:
        print(f"irdl-import-ods: note: {w}", file=sys.stderr)
    if args.output == "-":
        sys.stdout.write(done.text)
        return 0
    try:
        Path(args.output).write_text(done.text, encoding="utf-8")
    except OSError as exc:
        print(f"irdl-import-ods: error: {args.output}: {exc.strerror}", file=sys.stderr)
        return 1
    return 0


def entry() -> NoReturn:
    sys.exit(main())


if __name__ == "__main__":
    entry()
