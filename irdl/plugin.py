"""The public extension API: what a plug-in provides, and how plug-ins are loaded.

A declaration names what it cannot say itself, and a plug-in provides it under that name,
as MLIR's C++ does for ``hasVerifier``, ``custom<X>`` or ``getAsmResultNames``::

    irdl.operation @norm attributes {verifier = "NormOp",
                                     assembly_format = "custom<Polar>($r, $theta) attr-dict"}

    plugin = Plugin("cmath")
    plugin.verifier("NormOp", check_norm)
    plugin.directive("Polar", parse_polar, print_polar)

A plug-in is a Python module that registers through a ``Plugin`` when it is imported. The
standard library's dialects are plug-ins of this kind (``dialects_irdl/<name>/``, imported
when their dialect is first used); so are users' modules, loaded by
``irdl-opt --load-dialect-plugin=FILE.py``, ``irdl.Context.load_plugin``, or installed as a
package that names its module in the ``irdlkit.dialects`` entry-point group. Code runs only
from modules the user names or installs: nothing in an input file, IR or IRDL, loads code.

What may be registered, and the signatures (docs/plugins.md has examples):

- ``verifier(name, verify, verify_regions=, verify_symbol_uses=)``: an operation's checks
  (``verifier = "name"``). Each is ``(op, diags, ctx) -> bool``: append diagnostics
  (``fail``) and return False to reject. ``verify`` runs when the verifier enters the
  operation (after its constraints and traits), ``verify_regions`` after its regions,
  ``verify_symbol_uses`` from the enclosing symbol table.
- ``type_verifier(name, check)``: a type's or attribute's check (``verifier = "name"`` on
  ``irdl.type``/``irdl.attribute``): ``params -> None | (message, parameter index or -1)``.
- ``trait(name, verify=, verify_regions=, flags=, phase=)``: a trait (``traits = [...]``);
  checks are ``(op, args, diags, ctx) -> bool`` with the trait's ``<args>``.
- ``directive(name, parse, print, starts=, present=)``: ``custom<name>(...)`` in an
  operation's assembly format (see ``irdl.format.directives`` for the arguments).
- ``param_directive(name, parse, print)``: ``custom<name>(...)`` in a type's or
  attribute's assembly format.
- ``result_names(name, hint)``: ``result_names = "name"``: ``op -> str | tuple | None``.
- ``result_types(name, infer)``: C++'s inferReturnTypes (``cpp_result_types = "name"``):
  ``(ctx, operand types, attributes) -> result types | None``; a format may leave them out.
- ``type_transform(name, transform)``: the transform of ``TypesMatchWith<from, to, name,
  description>``: the type of ``from`` -> the type ``to`` must have (a tuple for a group).
- ``assembly_format(name, text)``: the declarative format (usually built on this plug-in's
  directives) that stands for C++'s parser and printer of the operation class ``name``
  (``cpp_assembly_format = "name"`` in a file generated from ODS).
- ``cpp_class(name, holds, description)``: a C++ class ``irdl.c_pred`` texts may name
  (``::llvm::isa<::my::Type>($_self)``), beyond the predicate library's MLIR vocabulary;
  ``cpp_classes([(name, key, description), ...])`` registers classes that stand for the
  dialect's own types and attributes by key (``holds_key(key)`` is their ``holds``).
- ``shaped_type(key, shape, element)``: a dialect type that is a ShapedType in C++
  (``!xegpu.tensor_desc``): its shape (a tuple of sizes, ``-1`` dynamic) and element type,
  which the shaped-type traits (``AllElementTypesMatch``, ``AllShapesMatch``...) read.
- ``attribute_verifier(namespace, check)``: C++'s ``verifyOperationAttribute``: each
  discardable attribute named ``namespace.*`` on any operation is checked by
  ``(op, name, value, diags, ctx) -> bool`` before the operation's own checks.
- ``allow_unknown_operations(namespace)``: the dialect accepts operations it does not
  declare (C++'s ``allowUnknownOperations()``: shape, spirv, llvm, nvvm, rocdl).
- ``default_dialect(op, namespace)``: the dialect whose operations the regions of ``op``
  (a full operation name) may write without their prefix, where C++ says it
  (``OpAsmOpInterface::getDefaultDialect``) and the declaration has no ``default_dialect``.

A name belongs to one plug-in; a second registration of it is an error.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic, HookFailure, Loc
from core.ir import Operation
from core.verifier import op_diagnostic

# An operation check: (op, diagnostics, context) -> whether it holds.
Check = Callable[[Operation, list[Diagnostic], Any], bool]
# A trait check: (op, the trait's arguments, diagnostics, context) -> whether it holds.
TraitCheck = Callable[[Operation, tuple[str, ...], list[Diagnostic], Any], bool]
# A type or attribute check: parameters -> None, or (message, parameter index or -1).
TypeCheck = Callable[[tuple[Any, ...]], "tuple[str, int] | None"]
# A result-name hint: op -> a name, one name per result, or None.
ResultNames = Callable[[Operation], "str | tuple[str, ...] | None"]
# A type transform (TypesMatchWith): a type -> the type (or types) another value must have.
TypeTransform = Callable[[Any], Any]
# What a C++ class in a predicate (``::llvm::isa<::my::Type>($_self)``) stands for: whether
# a value is one, and how a failure describes it.
CppClass = tuple[Callable[[Attribute], bool], str]


@dataclass(frozen=True)
class NamedVerifier:
    name: str
    verify: Check | None = None
    verify_regions: Check | None = None
    verify_symbol_uses: Check | None = None


@dataclass(frozen=True)
class Trait:
    name: str
    flags: dict[str, bool] = field(default_factory=dict)
    verify: TraitCheck | None = None  # on entrance
    verify_regions: TraitCheck | None = None  # on exit
    # When ODS runs the entrance check (an `ods` dialect follows that order): "structural"
    # traits before the operation's invariants, "predicate" traits (ODS's PredOpTrait) at
    # the end of them, the others after them.
    phase: str = "entry"


@dataclass(frozen=True)
class Slot:
    """A directive argument: the kind of part (operand, result, attribute, region,
    successor, type) and its name."""

    kind: str
    name: str


def _never(p: Any) -> bool:
    return False


def _always(dp: Any, *args: Any) -> bool:
    return True


@dataclass(frozen=True)
class CustomDirective:
    name: str
    parse: Callable[..., None]
    print: Callable[..., None]
    starts: Callable[[Any], bool] = _never
    present: Callable[..., bool] = _always


@dataclass(frozen=True)
class ParamDirective:
    name: str
    # (parser, *args) -> {param name: value}
    parse: Callable[..., dict[str, Any]]
    # (attr printer, params by name, *args) -> text
    print: Callable[..., str]


# What is registered, by name; and which plug-in provides each (kind, name).
VERIFIERS: dict[str, NamedVerifier] = {}
TYPE_VERIFIERS: dict[str, TypeCheck] = {}
TRAITS: dict[str, Trait] = {}
DIRECTIVES: dict[str, CustomDirective] = {}
PARAM_DIRECTIVES: dict[str, ParamDirective] = {}
RESULT_NAMES: dict[str, ResultNames] = {}
TYPE_TRANSFORMS: dict[str, TypeTransform] = {}
CPP_CLASSES: dict[str, CppClass] = {}
# type key -> (its shape, its element type): dialect types that are ShapedTypes in C++
ShapeOf = Callable[[Attribute], tuple[int, ...]]
SHAPED_TYPES: dict[str, tuple[ShapeOf, Callable[[Attribute], Attribute]]] = {}
ASSEMBLY_FORMATS: dict[str, str] = {}
DEFAULT_DIALECTS: dict[str, str] = {}  # operation name -> namespace
RESULT_TYPES: dict[str, Callable[..., Any]] = {}  # C++'s inferReturnTypes, by name
UNKNOWN_OPERATIONS: dict[str, bool] = {}  # namespace -> True: it accepts undeclared ops
# namespace -> the check of its discardable attributes on operations (verifyOperationAttribute)
ATTRIBUTE_VERIFIERS: dict[str, Callable[..., bool]] = {}
PROVIDERS: dict[tuple[str, str], str] = {}
# kind -> its table
_TABLES: dict[str, dict[str, Any]] = {
    "verifier": VERIFIERS,
    "type verifier": TYPE_VERIFIERS,
    "trait": TRAITS,
    "directive": DIRECTIVES,
    "parameter directive": PARAM_DIRECTIVES,
    "result name hint": RESULT_NAMES,
    "type transform": TYPE_TRANSFORMS,
    "C++ class": CPP_CLASSES,
    "shaped type": SHAPED_TYPES,
    "assembly format": ASSEMBLY_FORMATS,
    "default dialect": DEFAULT_DIALECTS,
    "unknown operations": UNKNOWN_OPERATIONS,
    "result types": RESULT_TYPES,
    "attribute verifier": ATTRIBUTE_VERIFIERS,
}
# What each compiled definition names: op name or type key -> {(kind, name)} (computed on
# demand), so a failure in code several registrations share is put down to the one it uses.
USES: dict[str, Callable[[], set[tuple[str, str]]]] = {}


class PluginError(Exception):
    """A plug-in that cannot be loaded or registers a name twice; ``loc``: the line of the
    plug-in's source at fault, when known."""

    def __init__(self, message: str, loc: Loc | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.loc = loc


class Plugin:
    """A named registrar. Every module of one plug-in may make its own ``Plugin(name)``;
    what they register is that plug-in's."""

    def __init__(self, name: str) -> None:
        self.name = name

    def _add(self, kind: str, name: str, value: Any) -> None:
        owner = PROVIDERS.get((kind, name))
        if owner is not None:
            raise PluginError(
                f"plug-in '{self.name}' registers {kind} '{name}', "
                f"which plug-in '{owner}' provides already"
            )
        PROVIDERS[(kind, name)] = self.name
        _TABLES[kind][name] = value

    def verifier(
        self,
        name: str,
        verify: Check | None = None,
        *,
        verify_regions: Check | None = None,
        verify_symbol_uses: Check | None = None,
    ) -> None:
        v = NamedVerifier(name, verify, verify_regions, verify_symbol_uses)
        self._add("verifier", name, v)

    def type_verifier(self, name: str, check: TypeCheck) -> None:
        self._add("type verifier", name, check)

    def trait(
        self,
        name: str,
        verify: TraitCheck | None = None,
        *,
        verify_regions: TraitCheck | None = None,
        flags: dict[str, bool] | None = None,
        phase: str = "entry",
    ) -> None:
        if phase not in ("entry", "structural", "predicate"):
            raise PluginError(f"trait '{name}': phase must be entry, structural or predicate")
        self._add("trait", name, Trait(name, flags or {}, verify, verify_regions, phase))

    def directive(
        self,
        name: str,
        parse: Callable[..., None],
        print: Callable[..., None],
        *,
        starts: Callable[[Any], bool] | None = None,
        present: Callable[..., bool] | None = None,
    ) -> None:
        d = CustomDirective(name, parse, print, starts or _never, present or _always)
        self._add("directive", name, d)

    def param_directive(
        self, name: str, parse: Callable[..., dict[str, Any]], print: Callable[..., str]
    ) -> None:
        self._add("parameter directive", name, ParamDirective(name, parse, print))

    def result_names(self, name: str, hint: ResultNames) -> None:
        self._add("result name hint", name, hint)

    def result_types(self, name: str, infer: Callable[..., Any]) -> None:
        """C++'s inferReturnTypes for ``cpp_result_types = "name"``: ``infer(ctx, operand
        types, attributes) -> [result type, ...] | None`` (None: "failed to infer returned
        types"); a format may then leave the result types out."""
        self._add("result types", name, infer)

    def type_transform(self, name: str, transform: TypeTransform) -> None:
        self._add("type transform", name, transform)

    def shaped_type(
        self, key: str, shape: ShapeOf, element: Callable[[Attribute], Attribute]
    ) -> None:
        """The dialect type ``key`` (``"!my.tile"``) is shaped: ``shape`` and ``element`` of
        one of its values, as C++'s ShapedType gives them."""
        self._add("shaped type", key, (shape, element))

    def assembly_format(self, name: str, text: str) -> None:
        """The declarative assembly format standing for the C++ parser and printer of the
        operation class ``name`` (``cpp_assembly_format = "name"``)."""
        self._add("assembly format", name, text)

    def cpp_class(self, name: str, holds: Callable[[Attribute], bool], description: str) -> None:
        """A C++ class that ``irdl.c_pred`` texts name (``::llvm::isa<::my::Type>($_self)``;
        ``name`` without a leading ``::mlir::``): which values are one, and the words a
        failure uses. Register it before the IRDL files that use it load."""
        self._add("C++ class", name, (holds, description))

    def cpp_classes(self, classes: Iterable[tuple[str, str, str]]) -> None:
        """C++ classes that stand for the dialect's own types and attributes: for each
        ``(name, key, description)``, ``cpp_class(name, holds_key(key), description)``."""
        for name, key, description in classes:
            self.cpp_class(name, holds_key(key), description)

    def attribute_verifier(self, namespace: str, check: Callable[..., bool]) -> None:
        """C++'s ``verifyOperationAttribute`` of the dialect ``namespace``: ``check(op, name,
        value, diags, ctx) -> bool`` for each discardable attribute ``namespace.*`` of any
        operation, before that operation's own checks."""
        self._add("attribute verifier", namespace, check)

    def allow_unknown_operations(self, namespace: str) -> None:
        """The dialect ``namespace`` accepts operations it does not declare (C++'s
        ``allowUnknownOperations()``), as unregistered operations are accepted elsewhere."""
        self._add("unknown operations", namespace, True)

    def default_dialect(self, op: str, namespace: str) -> None:
        """Unprefixed operation names in the regions of the operation ``op`` (``pdl.pattern``)
        are ``namespace``'s, as C++'s ``getDefaultDialect`` says; a declaration's
        ``default_dialect`` comes first."""
        self._add("default dialect", op, namespace)


def holds_key(key: str) -> Callable[[Attribute], bool]:
    """The ``holds`` of a ``cpp_class`` standing for one type or attribute definition: whether
    a value is of the definition ``key`` names (``"!my.type"``, ``"#my.attr"``), or is a
    type attribute holding such a type."""

    def holds(v: Attribute) -> bool:
        if v.defn is B.A["type"]:
            v = v.params[0]
        return bool(getattr(v.defn, "key", None) == key)

    holds.key = key  # type: ignore[attr-defined]  # the definition, for class_key
    return holds


def class_key(holds: Callable[[Attribute], bool]) -> str | None:
    """The definition a ``cpp_class`` made by ``holds_key`` stands for (None for another)."""
    return getattr(holds, "key", None)


def fail(diags: list[Diagnostic], op: Operation, message: str, prefix: bool = True) -> bool:
    """Report ``message`` on ``op`` (``prefix``: as MLIR's emitOpError, naming the op);
    False, for a check to return."""
    diags.append(op_diagnostic(op, message, prefix))
    return False


def inherent(op: Operation, name: str) -> Attribute | None:
    """An attribute by name, from the properties or the dictionary."""
    props = op.properties
    if props is not None and props.defn is B.A["dictionary"]:
        for k, v in props.params[0]:
            if k == name:
                return v
    return op.attributes.get(name)


def missing(kind: str, name: str) -> str:
    """What a declaration that names something no loaded plug-in provides is told."""
    return f"unknown {kind} '{name}': no loaded plug-in provides it"


def _registered_code() -> dict[Any, list[tuple[str, str]]]:
    """The code object of every registered callable -> the (kind, name)s it serves."""
    codes: dict[Any, list[tuple[str, str]]] = {}
    for kind, table in _TABLES.items():
        for name, entry in table.items():
            if callable(entry):
                parts: list[Any] = [entry]
            elif isinstance(entry, tuple):
                parts = list(entry)
            elif isinstance(entry, (str, bool)):  # an assembly format, a flag: no code
                continue
            else:  # a NamedVerifier, Trait, CustomDirective or ParamDirective
                parts = list(vars(entry).values())
            for part in parts:
                code = getattr(part, "__code__", None)
                if code is not None:
                    codes.setdefault(code, []).append((kind, name))
    return codes


def describe_failure(exc: BaseException, subject: str) -> str:
    """Who raised ``exc`` while the core worked on ``subject`` (an operation's name, or a
    type's key): the plug-in and the registered piece its traceback unwound through (the
    innermost one; of several sharing that code, the one ``subject`` declares), as
    ``plug-in 'x' (verifier 'Y')``."""
    codes = _registered_code()
    uses = USES[subject]() if subject in USES else set()
    found: tuple[str, str] | None = None
    tb = exc.__traceback__
    while tb is not None:
        hits = codes.get(tb.tb_frame.f_code)
        if hits:
            found = next((h for h in hits if h in uses), hits[0])
        tb = tb.tb_next
    if found is None:
        return "a plug-in"
    kind, name = found
    return f"plug-in '{PROVIDERS.get((kind, name), '?')}' ({kind} '{name}')"


HookFailure.describe = staticmethod(describe_failure)  # type: ignore[assignment]


# --- loading ---------------------------------------------------------------------------------

ENTRY_POINT_GROUP = "irdlkit.dialects"
_LOADED: dict[str, ModuleType] = {}


def load_plugin(target: str | Path | ModuleType) -> ModuleType:
    """Import a plug-in: a module object, a ``.py`` file, or an importable module name.
    Once per process (a module registers when imported); all or nothing: a plug-in that
    fails while it registers leaves nothing registered. Raises PluginError."""
    if isinstance(target, ModuleType):
        return target
    text = str(target)
    is_file = text.endswith(".py") or isinstance(target, Path)
    key = str(Path(text).resolve()) if is_file else text
    done = _LOADED.get(key)
    if done is not None:
        return done
    before = set(PROVIDERS)
    try:
        module = _import_file(Path(text)) if is_file else _import_name(text)
    except PluginError:
        _forget(before)
        raise
    except Exception as exc:  # the plug-in's own code raised while it registered
        _forget(before)
        detail = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        raise PluginError(
            f"failed to load dialect plugin from '{text}': {detail}", _where(exc)
        ) from exc
    _LOADED[key] = module
    return module


def _forget(before: set[tuple[str, str]]) -> None:
    """Undo what was registered since ``before`` (a plug-in that failed half-way)."""
    for kind, name in set(PROVIDERS) - before:
        del PROVIDERS[(kind, name)]
        _TABLES[kind].pop(name, None)


def _where(exc: BaseException) -> Loc | None:
    """Where a plug-in's code failed: a syntax error's position, or the innermost frame of
    the traceback (the plug-in's own line, as a traceback's last entry shows it)."""
    if isinstance(exc, SyntaxError) and exc.filename and exc.lineno:
        return Loc(exc.filename, exc.lineno, exc.offset or 1)
    tb = exc.__traceback__
    last = None
    while tb is not None:
        last = tb
        tb = tb.tb_next
    if last is None:
        return None
    return Loc(last.tb_frame.f_code.co_filename, last.tb_lineno, 1)


def _import_name(name: str) -> ModuleType:
    try:
        found = importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        found = False
    if not found:
        raise PluginError(f"failed to load dialect plugin from '{name}': no module named '{name}'")
    return importlib.import_module(name)


def _import_file(path: Path) -> ModuleType:
    if not path.is_file():
        raise PluginError(f"failed to load dialect plugin from '{path}': no such file")
    digest = hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:12]
    name = f"irdl_plugin_{path.stem}_{digest}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise PluginError(f"failed to load dialect plugin from '{path}': not a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module


def installed_dialects() -> dict[str, str]:
    """Dialects installed packages provide: namespace -> plug-in module, from the
    entry-point group ``irdlkit.dialects`` (``toy = "toy_dialect"``: the module registers
    the plug-in, and its folder holds ``toy.irdl.mlir``). Read on demand: scanning the
    installed packages costs milliseconds that most runs need not pay."""
    from importlib.metadata import entry_points

    found: dict[str, str] = {}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        found.setdefault(ep.name, ep.value)
    return found


def dialect_file(module: ModuleType, namespace: str) -> Path | None:
    """The IRDL file an installed plug-in ships: ``<namespace>.irdl.mlir`` beside it."""
    origin = getattr(module, "__file__", None)
    return Path(origin).parent / f"{namespace}.irdl.mlir" if origin else None
