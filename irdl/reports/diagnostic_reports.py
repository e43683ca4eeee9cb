"""The machine-readable diagnostic formats of ``irdl-opt`` (``--diagnostics-format=json``
and ``sarif``, see ``irdl.reports.diagnostic_formats``), kept apart so a text run never
imports pydantic.
"""

from __future__ import annotations

import urllib.parse
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from pydantic import BaseModel, Field

from core.diagnostics import Diagnostic, Loc, Severity, SourceFile, SourceManager
from irdl.reports.diagnostic_formats import DiagnosticSink

if TYPE_CHECKING:
    import sarif_pydantic

TOOL_NAME = "irdl-opt"
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def make_report_sink(fmt: str, stream: TextIO) -> DiagnosticSink:
    return JsonSink(stream) if fmt == "json" else SarifSink(stream)


# ---------------------------------------------------------------------------------------------
# json


class JsonDiagnostic(BaseModel):
    """One diagnostic or note. ``file``, ``line`` and ``column`` are null for a location that
    names no file position; ``location`` is then what MLIR prints for it (``loc(unknown)``).
    Lines and columns are 1-based, columns in UTF-8 bytes as MLIR counts them."""

    severity: str
    message: str
    file: str | None
    line: int | None
    column: int | None
    location: str
    notes: list[JsonDiagnostic] = Field(default_factory=list)


class JsonReport(BaseModel):
    """The document ``--diagnostics-format=json`` writes: every diagnostic of the run, in
    input order."""

    version: int = 1
    diagnostics: list[JsonDiagnostic]


def to_json_diagnostic(diag: Diagnostic) -> JsonDiagnostic:
    loc = diag.loc
    known = loc.file is not None
    return JsonDiagnostic(
        severity=diag.severity.value,
        message=diag.message,
        file=loc.file,
        line=loc.line if known else None,
        column=loc.col if known else None,
        location=str(loc),
        notes=[to_json_diagnostic(n) for n in diag.notes],
    )


class JsonSink(DiagnosticSink):
    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.diagnostics: list[JsonDiagnostic] = []

    def emit(self, sm: SourceManager, diags: list[Diagnostic]) -> None:
        self.diagnostics.extend(to_json_diagnostic(d) for d in diags)

    def finish(self) -> None:
        self.stream.write(JsonReport(diagnostics=self.diagnostics).model_dump_json(indent=2))
        self.stream.write("\n")


# ---------------------------------------------------------------------------------------------
# sarif


def tool_version() -> str:
    try:
        return metadata.version("irdlkit")
    except metadata.PackageNotFoundError:  # run from a checkout that is not installed
        return "0.0.0"


_LEVEL = {
    Severity.ERROR: "error",
    Severity.WARNING: "warning",
    Severity.NOTE: "note",
    Severity.REMARK: "note",
}
_RULE_TEXT = {
    Severity.ERROR: "An error: the input is not valid IR, or breaks a dialect's constraints.",
    Severity.WARNING: "A warning: the input is accepted, but something deserves a look.",
    Severity.NOTE: "A note: context for another diagnostic.",
    Severity.REMARK: "A remark: information from the tool.",
}
_RULES = list(Severity)


def rule_id(severity: Severity) -> str:
    return f"{TOOL_NAME}/{severity.value}"


def artifact_uri(name: str) -> tuple[str, str | None]:
    """(uri, uriBaseId) for a diagnostic's file name: a relative path is relative to the
    directory irdl-opt ran in (``%SRCROOT%``), an absolute one a ``file:`` URI."""
    path = Path(name)
    if path.is_absolute():
        return path.as_uri(), None
    return urllib.parse.quote(path.as_posix()), "%SRCROOT%"


def utf16_column(src: SourceFile | None, line: int, col: int) -> int:
    """MLIR counts columns in UTF-8 bytes, SARIF (by default) in UTF-16 code units: the same
    on an ASCII line."""
    if src is None:
        return col
    text = src.line_text(line)
    if text.isascii():
        return col
    prefix = text.encode("utf-8", "surrogateescape")[: col - 1].decode("utf-8", "replace")
    return len(prefix.encode("utf-16-le", "surrogatepass")) // 2 + 1


class SarifSink(DiagnosticSink):
    def __init__(self, stream: TextIO) -> None:
        # The models are imported when wanted: the text format does not need the package.
        import sarif_pydantic as sarif

        self.sarif = sarif
        self.stream = stream
        self.results: list[sarif_pydantic.Result] = []

    def _location(
        self, sm: SourceManager, loc: Loc, length: int, message: str | None, ident: int | None
    ) -> sarif_pydantic.Location:
        sarif = self.sarif
        text = sarif.Message(text=message) if message is not None else None
        if loc.file is None:
            return sarif.Location(id=ident, message=text)
        uri, base = artifact_uri(loc.file)
        src = sm.files.get(loc.file)
        start = utf16_column(src, loc.line, loc.col)
        end = utf16_column(src, loc.line, loc.col + length) if length > 1 else None
        region = sarif.Region(start_line=max(loc.line, 1), start_column=max(start, 1))
        if end is not None and end > start:
            region.end_column = end
        return sarif.Location(
            id=ident,
            physical_location=sarif.PhysicalLocation(
                artifact_location=sarif.ArtifactLocation(uri=uri, uri_base_id=base),
                region=region,
            ),
            message=text,
        )

    def emit(self, sm: SourceManager, diags: list[Diagnostic]) -> None:
        sarif = self.sarif
        for d in diags:
            message = d.message
            if d.loc.file is None and d.loc.text not in ("", "loc(unknown)"):
                message = f"{d.loc.text}: {message}"  # as the text format shows it
            primary = self._location(sm, d.loc, d.length, None, None)
            related = [
                self._location(sm, n.loc, n.length, n.message, k)
                for k, n in enumerate(d.notes, start=1)
            ]
            self.results.append(
                sarif.Result(
                    rule_id=rule_id(d.severity),
                    rule_index=_RULES.index(d.severity),
                    level=sarif.Level(_LEVEL[d.severity]),
                    message=sarif.Message(text=message),
                    locations=[primary] if d.loc.file is not None else None,
                    related_locations=related or None,
                )
            )

    def log(self) -> sarif_pydantic.Sarif:
        """The SARIF log of what was emitted."""
        sarif = self.sarif
        rules = [
            sarif.ReportingDescriptor(
                id=rule_id(sev),
                name=sev.value,
                short_description=sarif.Message(text=_RULE_TEXT[sev]),
                default_configuration=sarif.ReportingConfiguration(level=_LEVEL[sev]),
            )
            for sev in _RULES
        ]
        version = tool_version()
        driver = sarif.ToolDriver(
            name=TOOL_NAME,
            full_name=f"{TOOL_NAME} (irdlkit {version})",
            version=version,
            semantic_version=version,
            rules=rules,
        )
        root = sarif.ArtifactLocation(uri=Path.cwd().as_uri() + "/")
        run = sarif.Run(
            tool=sarif.Tool(driver=driver),
            original_uri_base_ids={"%SRCROOT%": root},
            results=self.results,
        )
        return sarif.Sarif(version="2.1.0", schema_uri=SARIF_SCHEMA, runs=[run])

    def finish(self) -> None:
        self.stream.write(self.log().model_dump_json(by_alias=True, exclude_none=True, indent=2))
        self.stream.write("\n")
