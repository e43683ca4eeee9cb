"""Where dialects come from: the standard library in ``dialects_irdl/`` and users' files.

The standard library holds one dialect per file, ``<namespace>.irdl.mlir``; a context
loads a namespace on first use (``provider``). Compiled dialects do not depend on a
context, so each file is read and compiled once per process and shared.

The IRDL dialect is the bootstrap: ``irdl.irdl.mlir`` is written in generic form, read
with no dialect loaded and turned into definitions directly. Once it is loaded, every other
IRDL file parses in IRDL's custom syntax and is verified by the IRDL dialect's own checks
before it becomes definitions.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

from core.attributes import AttrDef
from core.context import Context as CoreContext
from core.diagnostics import Diagnostic, DiagnosticError, Loc, Severity, SourceFile
from core.ir import Operation
from core.printer import op_loc
from core.registry import DialectInfo
from core.verifier import op_diagnostic
from irdl.plugin import PluginError, dialect_file, installed_dialects, load_plugin
from irdl.runtime.build import STRICT_VERIFIERS, DefinitionError, build_dialects
from irdl.runtime.defs import DialectDef
from irdl.runtime.irdl_dialect import RELAXED_NAMES, STRICT_PREDICATES
from irdl.runtime.loader import LoadError, any_of_out_of_form, load_definitions

LIBRARY_DIR = Path(__file__).resolve().parents[2] / "dialects_irdl"
BOOTSTRAP = "irdl"


class LoadFailure(Exception):
    """An IRDL file that does not load; ``diagnostics`` say why."""

    def __init__(self, diagnostics: list[Diagnostic], source: SourceFile | None = None) -> None:
        super().__init__(diagnostics[0].message if diagnostics else "failed to load")
        self.diagnostics = diagnostics
        self.source = source


class _Library:
    """Dialects by namespace: the bundled ones (``<folder>/<ns>/<ns>.irdl.mlir``, with the
    plug-in ``dialects_irdl.<ns>`` when the folder is a package, and the supplements
    ``<ns>.<part>.irdl.mlir`` beside it), then those installed packages declare in the
    ``irdlkit.dialects`` entry-point group (looked up only for a namespace the bundle
    lacks).

    A supplement adds to the dialect what its main file lacks: the operations ODS generates
    that a dialect written by hand does not declare (llvm's intrinsics), or the types C++
    defines by hand beside a dialect generated from ODS (gpu's)."""

    def __init__(self, folder: Path, package: str) -> None:
        self.folder = folder
        self.files: dict[str, tuple[Path, str | None]] = {}
        self.supplements: dict[str, list[Path]] = {}
        for path in sorted(folder.glob("*/*.irdl.mlir")) if folder.is_dir() else ():
            ns = path.parent.name
            if path.name == ns + ".irdl.mlir":
                has_plugin = (path.parent / "__init__.py").is_file()
                self.files[ns] = (path, f"{package}.{ns}" if has_plugin else None)
            elif path.name.startswith(ns + "."):
                self.supplements.setdefault(ns, []).append(path)
        self.installed: dict[str, str] | None = None
        self.loaded: dict[str, list[DialectInfo]] = {}
        self.loading: set[str] = set()

    def namespaces(self) -> list[str]:
        return sorted(self.files)

    def installed_namespaces(self) -> list[str]:
        return sorted(ns for ns in self._installed() if ns not in self.files)

    def _installed(self) -> dict[str, str]:
        if self.installed is None:
            self.installed = installed_dialects()
        return self.installed

    def load(self, namespace: str) -> list[DialectInfo] | None:
        """The dialects of ``namespace``'s file, compiled once per process (its plug-in
        imported first). None when no such dialect; LoadFailure when it does not load."""
        done = self.loaded.get(namespace)
        if done is not None:
            return done
        if namespace in self.loading:
            return None
        bundled = self.files.get(namespace)
        if bundled is None and namespace not in self._installed():
            return None
        self.loading.add(namespace)
        try:
            infos = self._load(namespace, bundled)
        finally:
            self.loading.discard(namespace)
        self.loaded[namespace] = infos
        return infos

    def _load(self, namespace: str, bundled: tuple[Path, str | None] | None) -> list[DialectInfo]:
        path, module = bundled if bundled is not None else (None, self._installed()[namespace])
        where = Loc(str(path) if path is not None else module or namespace, 1, 1)
        if module is not None:
            try:
                loaded = load_plugin(module)
            except PluginError as exc:
                at = exc.loc or where
                raise LoadFailure([Diagnostic(Severity.ERROR, exc.message, at)]) from None
            path = path or dialect_file(loaded, namespace)
        if path is None:
            message = f"cannot read dialect '{namespace}': no IRDL file beside its plug-in"
            raise LoadFailure([Diagnostic(Severity.ERROR, message, where)])
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            message = f"cannot read dialect '{namespace}': {exc.strerror}"
            raise LoadFailure([Diagnostic(Severity.ERROR, message, where)]) from None
        src = SourceFile(str(path), text)
        if namespace == BOOTSTRAP:
            return _bootstrap(src)
        # The library keeps ODS's names (bodyRegion, operandSegmentSizes...).
        infos, _ = compile_irdl(src, relaxed_names=True)
        for extra in self.supplements.get(namespace, ()) if bundled is not None else ():
            _supplement(infos, extra)
        return infos


def _supplement(infos: list[DialectInfo], path: Path) -> None:
    """Add to the dialects ``infos`` what the supplement ``path`` declares that they lack
    (the main file's definitions win). A declaration there without a body (no parameters,
    constraints or format) stands for the main file's definition of that name."""
    by_name = {info.name: info for info in infos}

    def known(key: str) -> AttrDef | None:
        dialect, _, name = key[1:].partition(".")
        info = by_name.get(dialect)
        if info is None:
            return _resolve_in(CoreContext(False, provider), key)
        return (info.types if key.startswith("!") else info.attrs).get(name)

    src = SourceFile(str(path), path.read_text(encoding="utf-8"))
    more, _ = compile_irdl(src, known, relaxed_names=True, preloaded=infos)
    for info in more:
        main = by_name.get(info.name)
        if main is None:
            infos.append(info)
            continue
        for table, extra in ((main.types, info.types), (main.attrs, info.attrs)):
            for k, v in extra.items():
                table.setdefault(k, v)
        for k, op in info.ops.items():
            main.ops.setdefault(k, op)
        if main.defn is not None and info.defn is not None:
            main.defn = _merged(main.defn, info.defn)


def _merged(main: DialectDef, more: DialectDef) -> DialectDef:
    """``main`` with the definitions of ``more`` whose names it lacks."""

    def add(mine: tuple[Any, ...], theirs: tuple[Any, ...]) -> tuple[Any, ...]:
        names = {d.name for d in mine}
        return mine + tuple(d for d in theirs if d.name not in names)

    return replace(
        main,
        types=add(main.types, more.types),
        attributes=add(main.attributes, more.attributes),
        operations=add(main.operations, more.operations),
    )


LIBRARY = _Library(LIBRARY_DIR, "dialects_irdl")


def provider(ctx: CoreContext, namespace: str) -> DialectInfo | None:
    """Load ``namespace`` from the standard library (or an installed package) into
    ``ctx``. A dialect that fails to load is an error at the line of its file at fault."""
    try:
        infos = LIBRARY.load(namespace)
    except LoadFailure as exc:
        failure = DiagnosticError(exc.diagnostics[0])
        failure.followups.extend(exc.diagnostics[1:])
        raise failure from None
    if infos is None:
        return None
    for info in infos:
        if info.name not in ctx.dialects:
            ctx.register(info)
    return ctx.dialects.get(namespace)


provider.namespaces = LIBRARY.namespaces  # type: ignore[attr-defined]


class Context(CoreContext):
    """A context whose dialects come from IRDL: the standard library's on first use of their
    namespace, users' files through ``load_irdl``. ``relaxed_names``: IRDL files loaded
    into it may use any letters, digits, ``_``, ``.`` and ``$`` in names.
    ``strict_predicates``: a C++ predicate outside irdl.checks.predicates' vocabulary fails its
    file (by default it is a warning, and the predicate accepts anything).
    ``strict_verifiers``: an operation whose C++ verifier no plug-in reproduces is an error
    wherever it is used (by default it is checked against its declaration only)."""

    def __init__(
        self, allow_unregistered_dialects: bool = False, relaxed_names: bool = False,
        strict_predicates: bool = False, strict_verifiers: bool = False,
    ) -> None:  # fmt: skip
        super().__init__(allow_unregistered_dialects, provider)
        self.options[RELAXED_NAMES] = relaxed_names
        self.options[STRICT_PREDICATES] = strict_predicates
        self.options[STRICT_VERIFIERS] = strict_verifiers
        # What a builtin value may be is the builtin dialect's: load it before any parsing.
        self.dialect("builtin")

    def load_plugin(self, target: str | os.PathLike[str] | ModuleType) -> ModuleType:
        """Load a plug-in (a ``.py`` file, a module name or a module) whose verifiers,
        traits and directives IRDL files may then name, as ``--load-dialect-plugin``
        does. Like MLIR's dialect plug-ins, its registrations serve the whole process.
        Raises PluginError (``.message``, ``.loc``)."""
        if isinstance(target, os.PathLike):
            target = Path(target)
        return load_plugin(target)

    def load_irdl(self, source: SourceFile | str | os.PathLike[str]) -> list[Diagnostic]:
        """Load every dialect an IRDL file declares, all or nothing. ``source`` is a
        SourceFile, a path (a ``PathLike``, or a one-line string naming an existing file),
        or the IRDL text. Returns the warnings; raises LoadFailure with the diagnostics."""
        if isinstance(source, str) and ("\n" in source or not os.path.isfile(source)):
            src = SourceFile("<irdl>", source)
        elif not isinstance(source, SourceFile):
            path = os.fspath(source)
            src = SourceFile(path, Path(path).read_text(encoding="utf-8"))
        else:
            src = source
        relaxed = bool(self.options.get(RELAXED_NAMES))
        strict = bool(self.options.get(STRICT_PREDICATES))
        key = hashlib.sha256(
            f"{int(relaxed)}{int(strict)}{src.name}\0{src.text}".encode("utf-8", "surrogateescape")
        ).hexdigest()
        done = _USER_CACHE.get(key)
        if done is None:

            def known(k: str) -> AttrDef | None:
                return _resolve_in(self, k)

            done = compile_irdl(src, known, relaxed_names=relaxed, strict_predicates=strict)
            _USER_CACHE[key] = done
        infos, warnings = done
        for info in infos:
            self.register(info)
        return warnings


# Users' IRDL files, compiled once per process by content.
_USER_CACHE: dict[str, tuple[list[DialectInfo], list[Diagnostic]]] = {}


def _bootstrap(src: SourceFile) -> list[DialectInfo]:
    """The IRDL dialect from its generic-form declaration, in two passes: read with no
    dialect loaded, its own types (``!irdl.attribute``) are opaque; the dialect this gives
    reads the file again, now with those types real, and the definitions are compiled
    once more onto the same type and attribute objects. (Nothing verifies the file here:
    a test reads it with the dialect loaded and checks it.)"""
    first_ctx = CoreContext(allow_unregistered_dialects=True)
    first = build_dialects(
        load_definitions(first_ctx.parse(src).module, first_ctx), lambda key: None, None, provider
    )
    ctx = CoreContext(allow_unregistered_dialects=True)
    reuse = {}
    for info in first:
        ctx.register(info)
        for a in (*info.types.values(), *info.attrs.values()):
            reuse[a.key] = a
    return build_dialects(
        load_definitions(ctx.parse(src).module, ctx), lambda key: None, reuse, provider
    )


def compile_irdl(
    src: SourceFile, known: Any = None, allow_unregistered: bool = False,
    relaxed_names: bool = False, strict_predicates: bool = False,
    preloaded: Sequence[DialectInfo] = (),
) -> tuple[list[DialectInfo], list[Diagnostic]]:  # fmt: skip
    """Parse, verify and compile an IRDL file. Returns the dialects and the warnings;
    raises LoadFailure with the diagnostics when the file is not valid. ``known``
    resolves definitions it refers to outside itself (default: the standard library);
    ``preloaded``: dialects its text may use that the library is still loading."""
    ctx = Context(allow_unregistered, relaxed_names, strict_predicates)
    for info in preloaded:
        ctx.register(info)
    if known is None:

        def known(key: str) -> AttrDef | None:
            return _resolve_in(ctx, key)

    try:
        module = ctx.parse(src).module
    except DiagnosticError as exc:
        raise LoadFailure(exc.diagnostics, src) from None
    diags = ctx.verify(module)
    errors = [d for d in diags if d.severity is Severity.ERROR]
    if errors:
        raise LoadFailure(diags, src)
    if any_of_out_of_form(module, ctx):
        raise LoadFailure(
            [op_diagnostic(module, "any_of constraints are not in the correct form", False)], src
        )
    try:
        defs = load_definitions(module, ctx)
        infos = build_dialects(defs, known, provider=provider)
    except LoadError as exc:
        raise LoadFailure([_at(exc.op, exc.message)], src) from None
    except DefinitionError as exc:
        loc = Loc.from_str(exc.loc) or Loc(src.name, 1, 1)
        raise LoadFailure([Diagnostic(Severity.ERROR, exc.message, loc)], src) from None
    unknown = _unknown_predicates(module, strict_predicates)
    if strict_predicates and unknown:
        raise LoadFailure(unknown, src)
    return infos, unknown


def _at(op: Operation, message: str) -> Diagnostic:
    return Diagnostic(Severity.ERROR, message, op_loc(op))


def _unknown_predicates(module: Operation, strict: bool) -> list[Diagnostic]:
    """Each ``irdl.c_pred`` outside the predicate library's vocabulary: unchecked (a
    warning of ours, which mlir-opt does not give: left out under --verify-diagnostics), or
    an error under ``strict``."""
    from irdl.checks.predicates import compile_predicate
    from irdl.plugin import inherent

    out = []
    for op in module.walk():
        if op.name == "irdl.c_pred":
            pred = inherent(op, "pred")
            text = pred.params[0] if pred is not None else ""
            if compile_predicate(text) is not None:
                continue
            message = f'C++ predicate is not checked: "{text}"'
            if strict:
                out.append(Diagnostic(Severity.ERROR, message, op_loc(op)))
            else:
                out.append(Diagnostic(Severity.WARNING, message, op_loc(op), explanatory=True))
    return out


def _resolve_in(ctx: CoreContext, key: str) -> AttrDef | None:
    dialect, _, name = key[1:].partition(".")
    info = ctx.dialect(dialect)
    if info is None:
        return None
    return (info.types if key.startswith("!") else info.attrs).get(name)
