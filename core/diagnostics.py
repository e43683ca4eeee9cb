"""Diagnostics: source files, located messages, and their rendering as mlir-opt prints them.

A diagnostic names a position as (file, line, column), 1-based like MLIR's FileLineColLoc.
Rendering follows mlir-opt's source-manager handler: ``file:line:col: error: message``, then
the source line and a caret under the column when the file is known, then the notes.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar


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
            # A chunk of a split file comes after as many empty lines as precede it in the
            # file (irdl.tool.split_input): those line starts cost one range, not a loop each.
            text = self.text
            blank = len(text) - len(text.lstrip("\n"))
            starts = list(range(blank + 1))
            find = text.find
            pos = find("\n", blank)
            while pos >= 0:
                starts.append(pos + 1)
                pos = find("\n", pos + 1)
            self._line_starts = starts
        return self._line_starts

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based line and column of a character offset. Columns count UTF-8 bytes, as
        MLIR's do."""
        starts = self._starts()
        idx = bisect.bisect_right(starts, offset) - 1
        prefix = self.text[starts[idx] : offset]
        if prefix.isascii():
            return idx + 1, len(prefix) + 1
        return idx + 1, len(prefix.encode("utf-8", "surrogateescape")) + 1

    @property
    def num_lines(self) -> int:
        return len(self._starts())

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

    @staticmethod
    def from_str(text: str) -> Loc | None:
        """The position ``str`` gave as ``file:line:col`` (None for anything else)."""
        file, _, rest = text.rpartition(":")
        file, _, line = file.rpartition(":")
        if not file or not line.isdigit() or not rest.isdigit():
            return None
        return Loc(file, int(line), int(rest))


UNKNOWN_LOC = Loc(None, 0, 0, "loc(unknown)")

# The note that shows the failing operation; `--verify-diagnostics` leaves it out.
CURRENT_OPERATION_NOTE = "see current operation: "


@dataclass(slots=True)
class Diagnostic:
    """A message at a location. ``length`` > 1 underlines that many columns (``^~~~``)."""

    severity: Severity
    message: str
    loc: Loc
    notes: list[Diagnostic] = field(default_factory=list)
    length: int = 1
    # A diagnostic or note of ours that mlir-opt does not give (left out under
    # --verify-diagnostics, where every diagnostic must be expected).
    explanatory: bool = False

    def attach_note(self, message: str, loc: Loc | None = None) -> Diagnostic:
        note = Diagnostic(Severity.NOTE, message, loc if loc is not None else self.loc)
        self.notes.append(note)
        return note


class DiagnosticError(Exception):
    """Raised to abandon parsing or verification of a unit with one diagnostic.

    ``followups`` are further errors emitted while the failure unwinds (MLIR's parser adds
    e.g. "missing operand of negation" after the error inside the operand)."""

    def __init__(self, diag: Diagnostic) -> None:
        super().__init__(diag.message)
        self.diag = diag
        self.followups: list[Diagnostic] = []

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [self.diag, *self.followups]

    def with_note(self, message: str, loc: Loc) -> DiagnosticError:
        self.diag.attach_note(message, loc)
        return self


def _a_hook(cause: BaseException, subject: str) -> str:
    return "a hook"


class HookFailure(DiagnosticError):
    """A definition's hook (its parser, printer or verifier: code a plug-in provides)
    raised ``cause``. Reported as a located error naming what was being done, never as a
    traceback."""

    # Who wrote the code that raised; the IRDL runtime names the plug-in.
    describe: ClassVar[Callable[[BaseException, str], str]] = staticmethod(_a_hook)
    # Whether the error carries the Python traceback as a note (for plug-in authors).
    show_traceback: ClassVar[bool] = False

    def __init__(self, loc: Loc, action: str, subject: str, cause: BaseException) -> None:
        text = str(cause)
        message = (
            f"{HookFailure.describe(cause, subject)} raised {type(cause).__name__}"
            + (f": {text}" if text else "")
            + f" while {action} '{subject}'"
        )
        super().__init__(Diagnostic(Severity.ERROR, message, loc))
        self.cause = cause
        if HookFailure.show_traceback:
            import traceback

            text = "".join(traceback.format_exception(cause)).rstrip("\n")
            self.diag.attach_note("Python traceback:\n" + text, loc)


def hook_failure(exc: Exception, loc: Loc, action: str, subject: str) -> Exception:
    """What a hook's exception becomes: the reader's own errors and deep nesting (which
    the driver reports) pass through; anything else is a HookFailure."""
    if isinstance(exc, DiagnosticError | RecursionError):
        return exc
    return HookFailure(loc, action, subject, exc)


def error(loc: Loc, message: str) -> DiagnosticError:
    return DiagnosticError(Diagnostic(Severity.ERROR, message, loc))


class SourceManager:
    """The buffers diagnostics may point into, by name."""

    def __init__(self) -> None:
        self.files: dict[str, SourceFile] = {}

    def add(self, src: SourceFile) -> None:
        self.files[src.name] = src

    def render_all(self, diags: Iterable[Diagnostic]) -> str:
        return "".join(self.render(d) for d in diags)

    def render(self, diag: Diagnostic) -> str:
        """The text mlir-opt prints for a diagnostic and its notes (ends with a newline)."""
        out: list[str] = []
        self._render_one(diag, out, show_source=True)
        previous = diag.loc
        for note in diag.notes:
            # A note at the same place as what it follows shows no source line again.
            self._render_one(note, out, show_source=note.loc != previous)
            previous = note.loc
        return "".join(out)

    def _render_one(self, diag: Diagnostic, out: list[str], show_source: bool) -> None:
        loc = diag.loc
        sev = diag.severity.value
        if loc.file is None:
            prefix = "" if loc.text in ("", "loc(unknown)") else loc.text + ": "
            out.append(f"<unknown>:0: {sev}: {prefix}{diag.message}\n")
            return
        out.append(f"{loc}: {sev}: {diag.message}\n")
        src = self.files.get(loc.file)
        if src is None or not show_source or not 1 <= loc.line <= src.num_lines:
            return
        line = src.line_text(loc.line)
        if not 1 <= loc.col <= len(line.encode("utf-8", "surrogateescape")) + 1:
            return
        if not line.isascii():
            # mlir-opt shows such a line but cannot place a caret in it.
            out.append(line + "\n")
            return
        out.append(_expand_tabs(line) + "\n")
        out.append(_caret_line(line, loc.col, diag.length) + "\n")


def _expand_tabs(line: str) -> str:
    return line.expandtabs(8) if "\t" in line else line


def _caret_line(line: str, col: int, length: int) -> str:
    """Spaces up to the column, ``^`` then ``~`` for the rest of the range; a tab under the
    caret or a tilde widens it to the next 8-column stop, as the tab does in the line."""
    out: list[str] = []
    width = 0
    for c in line[: col - 1]:
        step = 8 - width % 8 if c == "\t" else 1
        out.append(" " * step)
        width += step
    for k in range(max(length, 1)):
        idx = col - 1 + k
        mark = "^" if k == 0 else "~"
        if idx < len(line) and line[idx] == "\t":
            step = 8 - width % 8
        else:
            step = 1
        if idx > len(line) and k > 0:
            break
        out.append(mark * step)
        width += step
    return "".join(out)
