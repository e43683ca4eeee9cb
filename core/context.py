"""The Context: what parsing, verification and printing need to know about the world.

It holds the loaded dialects (``DialectInfo``) and whether operations, types and attributes
of other dialects are accepted, as mlir-opt's ``--allow-unregistered-dialect`` does. A
dialect is loaded on first use of its namespace through ``provider`` (the IRDL runtime
sets it to its standard library), so a file that uses only one dialect pays only for it.
"""

from __future__ import annotations

from collections.abc import Callable

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import Diagnostic, SourceFile
from core.ir import Operation
from core.parser import ParsedModule, Parser
from core.printer import attr_to_str  # noqa: F401  (attributes read as their text)
from core.registry import DialectInfo, OpInfo
from core.verifier import Verifier

# (context, namespace) -> the dialect, registered in the context, or None if unknown
DialectProvider = Callable[["Context", str], DialectInfo | None]


class Context:
    def __init__(
        self, allow_unregistered_dialects: bool = False, provider: DialectProvider | None = None
    ) -> None:
        self.allow_unregistered_dialects = allow_unregistered_dialects
        self.dialects: dict[str, DialectInfo] = {}
        self.provider = provider
        self._unknown: set[str] = set()
        # Switches for dialect runtimes (e.g. "irdl-relaxed-names").
        self.options: dict[str, object] = {}
        # What checks may share while one verification runs (the IR does not change
        # meanwhile), such as symbol tables built once; emptied when it ends.
        self.verify_cache: dict[object, object] = {}

    def register(self, dialect: DialectInfo) -> None:
        self.dialects[dialect.name] = dialect

    def dialect(self, namespace: str) -> DialectInfo | None:
        """The loaded dialect ``namespace``, loading it on first use if a provider has it."""
        d = self.dialects.get(namespace)
        if d is None and self.provider is not None and namespace not in self._unknown:
            d = self.provider(self, namespace)
            if d is None:
                self._unknown.add(namespace)
        return d

    def is_known(self, namespace: str) -> bool:
        """Whether ``namespace`` names a dialect (the builtin syntax is always known)."""
        return namespace in B.CORE_DIALECTS or self.dialect(namespace) is not None

    def namespaces(self) -> list[str]:
        """Every dialect namespace this context can load, sorted."""
        names = set(self.dialects) | set(B.CORE_DIALECTS)
        known = getattr(self.provider, "namespaces", None)
        if known is not None:
            names.update(known())
        return sorted(names)

    def op_info(self, name: str) -> OpInfo | None:
        dot = name.find(".")
        if dot <= 0:
            return None
        d = self.dialect(name[:dot])
        return None if d is None else d.ops.get(name)

    def parse(self, text: str | SourceFile, filename: str = "<string>") -> ParsedModule:
        """Parse a buffer; raises core.diagnostics.DiagnosticError on the first error."""
        src = text if isinstance(text, SourceFile) else SourceFile(filename, text)
        return Parser(src, self).parse_module()

    def parse_attribute(self, text: str, filename: str = "<string>") -> Attribute:
        """One attribute (or type) written alone; raises DiagnosticError."""
        parser = Parser(SourceFile(filename, text), self)
        attr = parser.parse_attribute()
        if parser.lex.start < len(text.rstrip()):
            parser.error_here("unexpected text after the attribute")
        return attr

    def verify(self, op: Operation) -> list[Diagnostic]:
        """Diagnostics for ``op`` and everything nested in it (empty when valid)."""
        try:
            return Verifier(self).verify(op)
        finally:
            self.verify_cache.clear()


def parse_source(src: SourceFile, allow_unregistered: bool = True) -> ParsedModule:
    """Parse a whole buffer with no dialect loaded. Raises DiagnosticError on the first
    error."""
    return Parser(src, Context(allow_unregistered)).parse_module()
