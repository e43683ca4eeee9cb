"""``irdl-opt --diagnostics-format=text|json|sarif``: where and how diagnostics are written.

``irdl-opt`` hands each input file's diagnostics, in input order, to one ``DiagnosticSink``
(``emit``), and calls ``finish`` once at the end of the run:

* ``text`` (the default) writes mlir-opt's rendering as each file is done, byte for byte what
  ``SourceManager.render_all`` gives, coloured as mlir-opt colours it only when the stream is a
  terminal and ``NO_COLOR`` is unset (and ``TERM`` is not ``dumb``).
* ``json`` gathers every diagnostic and writes one JSON document at the end (``JsonReport``:
  ``{"version": 1, "diagnostics": [...]}``, each with severity, message, file, line, column,
  notes).
* ``sarif`` gathers every diagnostic and writes one SARIF 2.1.0 log at the end, built with the
  ``sarif-pydantic`` models: one rule per severity, one result per diagnostic, its notes as
  related locations.
"""

from __future__ import annotations

import os
from typing import TextIO

from core.diagnostics import Diagnostic, Severity, SourceManager

FORMATS = ("text", "json", "sarif")


class DiagnosticSink:
    """Takes the diagnostics of a run, file by file in input order."""

    def emit(self, sm: SourceManager, diags: list[Diagnostic]) -> None:
        raise NotImplementedError

    def finish(self) -> None:
        """The run is over: write what was gathered (once)."""


# ---------------------------------------------------------------------------------------------
# text


def color_wanted(stream: TextIO) -> bool:
    """Colour only for a person at a terminal: never when redirected, nor under NO_COLOR
    (https://no-color.org: set and not empty) or TERM=dumb."""
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False


# mlir-opt's colours (LLVM's SMDiagnostic::print through WithColor): the location and the
# message bold, the severity bold in its colour, the caret line bold green.
_BOLD = "\x1b[1m"
_RESET = "\x1b[0m"
_SEVERITY_COLOR = {
    Severity.ERROR: "\x1b[0;1;31m",  # red
    Severity.WARNING: "\x1b[0;1;35m",  # magenta
    Severity.NOTE: "\x1b[0;1;30m",  # black (bold: grey on most terminals)
    Severity.REMARK: "\x1b[0;1;34m",  # blue
}
_CARET_COLOR = "\x1b[0;1;32m"  # green


class ColorSourceManager(SourceManager):
    """A ``SourceManager`` whose rendering carries mlir-opt's colour escapes; without them
    the text is the plain rendering."""

    def __init__(self, plain: SourceManager) -> None:
        super().__init__()
        self.files = plain.files

    def _render_one(self, diag: Diagnostic, out: list[str], show_source: bool) -> None:
        # The plain rendering is the header line, then possibly the source line and the caret
        # line: each is coloured as a whole, so the text between the escapes is unchanged.
        parts: list[str] = []
        super()._render_one(diag, parts, show_source)
        out.append(_color_header(diag, parts[0]))
        if len(parts) > 1:
            out.append(parts[1])
        if len(parts) > 2:
            out.append(f"{_CARET_COLOR}{parts[2]}{_RESET}")


def _color_header(diag: Diagnostic, header: str) -> str:
    sev = diag.severity.value
    marker = f": {sev}: "
    cut = header.find(marker)
    if cut < 0:  # not the expected shape: leave it plain rather than guess
        return header
    where, rest = header[:cut], header[cut + len(marker) :]
    return (
        f"{_BOLD}{where}: {_RESET}{_SEVERITY_COLOR[diag.severity]}{sev}: {_RESET}"
        f"{_BOLD}{rest}{_RESET}"
    )


class TextSink(DiagnosticSink):
    """mlir-opt's text, written as each file is done."""

    def __init__(self, stream: TextIO, color: bool = False) -> None:
        self.stream = stream
        self.color = color

    def emit(self, sm: SourceManager, diags: list[Diagnostic]) -> None:
        renderer = ColorSourceManager(sm) if self.color else sm
        text = renderer.render_all(diags)
        if text:
            self.stream.write(text)
