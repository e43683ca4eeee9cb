"""How much of each dialect works here: its operations' syntax and C++ verifiers.

Per operation, from its compiled ``OpInfo`` and definition:

- syntax: ``declarative`` (an assembly format of the declaration), ``plug-in`` (a C++ parser
  stood in for by a plug-in, or an ODS format whose ``custom<X>`` directives plug-ins
  provide), ``generic`` (the operation has no custom form, in MLIR either), or ``missing``
  (MLIR has a custom form, we do not: the generic form works, the custom one is a located
  error saying why);
- verifier: ``reproduced`` (a plug-in's, named by ``verifier`` or ``cpp_verifier``),
  ``missing`` (``cpp_verifier`` that no plug-in provides: the operation is checked against
  its declaration only, or refused under ``--strict-verifiers``), or ``none`` (no C++
  verifier named: not needed in a file generated from ODS; not recorded in one written by
  hand).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from core.registry import DialectInfo, OpInfo
from irdl.plugin import VERIFIERS

SYNTAX = ("declarative", "plug-in", "generic", "missing")
VERIFIER = ("reproduced", "missing", "none")


@dataclass(frozen=True)
class OpCoverage:
    name: str
    syntax: str  # one of SYNTAX
    verifier: str  # one of VERIFIER
    why: str | None = None  # why the custom form is missing


def op_coverage(info: OpInfo) -> OpCoverage:
    o = info.defn
    if info.parse is not None:
        syntax = "declarative" if getattr(o, "assembly_format", None) else "plug-in"
    elif info.no_custom_form:
        syntax = "missing"
    else:
        syntax = "generic"
    if getattr(o, "verifier", None) or getattr(o, "cpp_verifier", None) in VERIFIERS:
        verifier = "reproduced"
    elif getattr(o, "cpp_verifier", None):
        verifier = "missing"
    else:
        verifier = "none"
    return OpCoverage(info.name, syntax, verifier, info.no_custom_form)


@dataclass
class DialectCoverage:
    name: str
    generated: bool  # from ODS (else written by hand)
    ops: list[OpCoverage]

    def counts(self) -> tuple[Counter[str], Counter[str]]:
        return Counter(o.syntax for o in self.ops), Counter(o.verifier for o in self.ops)


def dialect_coverage(info: DialectInfo, generated: bool) -> DialectCoverage:
    return DialectCoverage(
        info.name, generated, [op_coverage(op) for _, op in sorted(info.ops.items())]
    )


def _pct(n: int, total: int) -> str:
    return f"{100 * n / total:.1f}%" if total else "-"


def totals(dialects: Sequence[DialectCoverage]) -> dict[str, int]:
    """The figures of the whole set: operations, syntax working, C++ verifiers named and
    reproduced."""
    syntax: Counter[str] = Counter()
    verifier: Counter[str] = Counter()
    for d in dialects:
        s, v = d.counts()
        syntax.update(s)
        verifier.update(v)
    ops = sum(syntax.values())
    return {
        "operations": ops,
        "syntax working": ops - syntax["missing"],
        "C++ verifiers": verifier["reproduced"] + verifier["missing"],
        "reproduced": verifier["reproduced"],
    }


def coverage_table(dialects: Sequence[DialectCoverage]) -> list[str]:
    out = [
        "| dialect | source | operations | declarative | plug-in | generic only | syntax missing "
        "| syntax working | C++ verifiers | reproduced | missing |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for d in dialects:
        s, v = d.counts()
        ops = len(d.ops)
        named = v["reproduced"] + v["missing"]
        out.append(
            f"| {d.name} | {'ODS' if d.generated else 'hand'} | {ops} | {s['declarative']} | "
            f"{s['plug-in']} | {s['generic']} | {s['missing']} | "
            f"{_pct(ops - s['missing'], ops)} | {named} | {v['reproduced']} | {v['missing']} |"
        )
    t = totals(dialects)
    out.append(
        f"| **all** | | {t['operations']} | | | | {t['operations'] - t['syntax working']} | "
        f"{_pct(t['syntax working'], t['operations'])} | {t['C++ verifiers']} | "
        f"{t['reproduced']} ({_pct(t['reproduced'], t['C++ verifiers'])}) | "
        f"{t['C++ verifiers'] - t['reproduced']} |"
    )
    return out


def missing_list(dialects: Sequence[DialectCoverage]) -> list[str]:
    """Each operation whose custom form or C++ verifier is missing, by dialect."""
    out: list[str] = []
    for d in dialects:
        syntax = [o for o in d.ops if o.syntax == "missing"]
        verifier = [o.name for o in d.ops if o.verifier == "missing"]
        if not syntax and not verifier:
            continue
        out += ["", f"### {d.name}", ""]
        reasons: dict[str, list[str]] = {}
        for o in syntax:
            reasons.setdefault(o.why or "", []).append(o.name)
        for why, names in sorted(reasons.items()):
            out.append(f"- custom form missing ({why}): {', '.join(f'`{n}`' for n in names)}")
        if verifier:
            out.append(f"- C++ verifier missing: {', '.join(f'`{n}`' for n in verifier)}")
    return out


def coverage_page(dialects: Sequence[DialectCoverage], command: str) -> str:
    out = [
        "# Coverage of the bundled dialects",
        "",
        f"Generated by `{command}`. Per dialect: its operations; how many read and print "
        "their custom form here (from a declarative assembly format, through a plug-in, or "
        "generic only because MLIR has no custom form either); how many C++ verifiers "
        "the declarations name and how many a plug-in reproduces. An operation whose custom "
        "form is missing still reads and prints in generic form, and its custom form is a "
        "located error saying why. An operation whose C++ verifier is missing is checked "
        "against everything its declaration states; `irdl-opt --strict-verifiers` refuses "
        "it. Dialects written by hand do not record C++ verifiers they do not reproduce.",
        "",
        *coverage_table(dialects),
        "",
        "## What is missing",
        *missing_list(dialects),
    ]
    return "\n".join(out) + "\n"


def bundled_coverage(names: Sequence[str] | None = None) -> list[DialectCoverage]:
    """The coverage of the standard library's dialects (all when ``names`` is None);
    KeyError for a name it lacks."""
    from irdl.runtime.library import LIBRARY

    out = []
    for ns in LIBRARY.namespaces() if names is None else names:
        infos = LIBRARY.load(ns)
        if infos is None:
            raise KeyError(ns)
        path, _ = LIBRARY.files[ns]
        generated = path.read_text(encoding="utf-8").startswith(GENERATED_MARK)
        out += [dialect_coverage(i, generated) for i in infos if i.name == ns]
    return out


# The first line of a file irdl-import-ods writes.
GENERATED_MARK = "// Imported from ODS"
