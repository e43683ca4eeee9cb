"""The Context: what parsing and verification need to know about the world.

It holds the dialects that are loaded (today only the builtin syntax of the core; the IRDL
runtime adds loaded dialects) and whether operations, types and attributes of other dialects
are accepted, as mlir-opt's ``--allow-unregistered-dialect`` does.
"""

from __future__ import annotations

from core import builtin as B
from core.diagnostics import Diagnostic, SourceFile
from core.ir import Operation
from core.parser import ParsedModule, Parser
from core.verifier import Verifier


class Context:
    def __init__(self, allow_unregistered_dialects: bool = False) -> None:
        self.allow_unregistered_dialects = allow_unregistered_dialects
        self.dialects: set[str] = set(B.CORE_DIALECTS)

    def is_loaded(self, dialect: str) -> bool:
        return dialect in self.dialects

    def parse(self, text: str | SourceFile, filename: str = "<string>") -> ParsedModule:
        """Parse a buffer; raises core.diagnostics.DiagnosticError on the first error."""
        src = text if isinstance(text, SourceFile) else SourceFile(filename, text)
        parser = Parser(src, self.allow_unregistered_dialects)
        parser.known_dialects = self.dialects
        return parser.parse_module()

    def verify(self, op: Operation) -> list[Diagnostic]:
        """Structural diagnostics for ``op`` and everything nested in it (empty when valid)."""
        return Verifier().verify(op)
