"""Diagnostics: source files, located messages, and their rendering as mlir-opt prints them.

A diagnostic names a position as (file, line, column), 1-based like MLIR's FileLineColLoc.
Rendering follows mlir-opt's source-manager handler: ``file:line:col: error: message``, then
the source line and a caret under the column when the file is known, then the notes.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from enum import Enum


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"
    REMARK = "remark"


class SourceFile:
    """The text of one input buffer, with offset -> (line, column) lookup."""

    __slots__ = ("name", "text", "_line_starts")

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        self.text = text
        self._line_starts: list[int] | None = None

    def _starts(self) -> list[int]:
        if self._line_starts is None:
            starts = [0]
            find = self.text.find
            pos = find("\n")
            while pos >= 0:
                starts.append(pos + 1)
                pos = find("\n", pos + 1)
            self._line_starts = starts
        return self._line_starts

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based line and column of a character offset."""
        starts = self._starts()
        idx = bisect.bisect_right(starts, offset) - 1
        return idx + 1, offset - starts[idx] + 1

    def line_text(self, line: int) -> str:
        starts = self._starts()
        if line < 1 or line > len(starts):
            return ""
        begin = starts[line - 1]
        end = starts[line] - 1 if line < len(starts) else len(self.text)
        return self.text[begin:end].rstrip("\r")

    def loc(self, offset: int) -> Loc:
        line, col = self.line_col(offset)
        return Loc(self.name, line, col)


@dataclass(frozen=True, slots=True)
class Loc:
    """A resolved position. ``file`` is None for a location that names no file position
    (``loc(unknown)`` and the like); ``text`` is then what MLIR prints in its place."""

    file: str | None
    line: int = 0
    col: int = 0
    text: str = ""

    def __str__(self) -> str:
        if self.file is None:
            return self.text or "<unknown>"
        return f"{self.file}:{self.line}:{self.col}"


UNKNOWN_LOC = Loc(None, 0, 0, "loc(unknown)")


@dataclass(slots=True)
class Diagnostic:
    severity: Severity
    message: str
    loc: Loc
    notes: list[Diagnostic] = field(default_factory=list)

    def attach_note(self, message: str, loc: Loc | None = None) -> Diagnostic:
        note = Diagnostic(Severity.NOTE, message, loc if loc is not None else self.loc)
        self.notes.append(note)
        return note


class DiagnosticError(Exception):
    """Raised to abandon parsing or verification of a unit with one diagnostic."""

    def __init__(self, diag: Diagnostic) -> None:
        super().__init__(diag.message)
        self.diag = diag

    def with_note(self, message: str, loc: Loc) -> DiagnosticError:
        self.diag.attach_note(message, loc)
        return self


def error(loc: Loc, message: str) -> DiagnosticError:
    return DiagnosticError(Diagnostic(Severity.ERROR, message, loc))


class SourceManager:
    """The buffers diagnostics may point into, by name."""

    def __init__(self) -> None:
        self.files: dict[str, SourceFile] = {}

    def add(self, src: SourceFile) -> None:
        self.files[src.name] = src

    def render(self, diag: Diagnostic) -> str:
        """The text mlir-opt prints for a diagnostic and its notes (ends with a newline)."""
        out: list[str] = []
        self._render_one(diag, out)
        for note in diag.notes:
            self._render_one(note, out)
        return "".join(out)

    def _render_one(self, diag: Diagnostic, out: list[str]) -> None:
        loc = diag.loc
        out.append(f"{loc}: {diag.severity.value}: {diag.message}\n")
        src = self.files.get(loc.file) if loc.file is not None else None
        if src is None or loc.line <= 0:
            return
        line = src.line_text(loc.line)
        out.append(line + "\n")
        # The caret sits under the column; tabs in the prefix are kept so it lines up.
        prefix = "".join(c if c == "\t" else " " for c in line[: max(loc.col - 1, 0)])
        out.append(prefix + "^\n")
