"""ODS dialects through tblgen-to-irdl (issue 4, "done when" 3).

``tblgen-to-irdl-22 --gen-dialect-irdl-defs`` turns upstream's arith, math, index and complex
``.td`` files (apt ``libmlir-22-dev``) into IRDL, here, at test time. That IRDL breaks IRDL's
naming rule in places, so it loads with relaxed names; it names ``#arith.fastmath`` across
dialects and declares enum attributes without saying their parameters (they name the
standard library's). ODS operations keep inherent attributes as properties, which the
generated file does not say: the test marks each dialect ``properties`` before loading.

Payloads are upstream's tests of those dialects (``../shared/conformance/mlir-dialects``) as
``mlir-opt-22 --mlir-print-op-generic`` prints them. They must verify and print back the same.
Then a seeded series of mutations (one type replaced by another throughout one function)
must get mlir-opt-22's verdict wherever that verdict comes from ODS-level constraints or from
parsing. Where mlir-opt's first error comes from a C++ verifier or a trait (which
tblgen-to-irdl does not carry over), the case is counted, not compared.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import subprocess
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

import pytest

from core import builtin as B
from core.diagnostics import SourceFile
from core.printer import print_module
from irdl.runtime.library import Context
from irdl.tool.process import process_buffer

from .conftest import CONFORMANCE, MLIR_OPT, readable_part

TBLGEN = shutil.which("tblgen-to-irdl-22")
TD_ROOT = Path("/usr/lib/llvm-22/include")
DIALECTS = {
    "arith": "mlir/Dialect/Arith/IR/ArithOps.td",
    "math": "mlir/Dialect/Math/IR/MathOps.td",
    "index": "mlir/Dialect/Index/IR/IndexOps.td",
    "complex": "mlir/Dialect/Complex/IR/ComplexOps.td",
}
PAYLOADS = ["Arith-ops.mlir", "Math-ops.mlir", "Index-index-ops.mlir", "Complex-ops.mlir"]
FLAGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic"]
MUTATIONS = int(os.environ.get("ODS_MUTATIONS", "300"))
TYPES = ["i1", "i8", "i32", "i64", "index", "f16", "f32", "f64", "bf16", "complex<f32>",
         "vector<4xf32>", "vector<4xi32>", "tensor<4xf32>", "tensor<?xi64>", "si32",
         "ui8"]  # fmt: skip
_TYPE_TOKEN = re.compile(
    r"(?<![\w<x!.#])(?:[su]?i\d+|index|f16|f32|f64|bf16|(?:complex|vector|tensor)<[^<>]*>)(?![\w>])"
)

pytestmark = pytest.mark.skipif(
    TBLGEN is None or MLIR_OPT is None or not (TD_ROOT / DIALECTS["arith"]).is_file()
    or not CONFORMANCE.is_dir(),
    reason="needs tblgen-to-irdl-22, mlir-opt-22, libmlir-22-dev and ../shared",
)  # fmt: skip


@cache
def generated() -> tuple[SourceFile, ...]:
    """The four dialects' IRDL, each marked as keeping properties."""
    assert TBLGEN is not None
    out = []
    for name, td in DIALECTS.items():
        proc = subprocess.run(
            [TBLGEN, "--gen-dialect-irdl-defs", f"--dialect={name}", f"-I{TD_ROOT}",
             str(TD_ROOT / td)],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        ctx = Context(relaxed_names=True)
        parsed = ctx.parse(SourceFile(f"{name}.irdl.mlir", proc.stdout))
        for op in parsed.module.walk():
            if op.name == "irdl.dialect":
                op.attributes["properties"] = B.unit_attr()
        out.append(SourceFile(f"{name}.irdl.mlir", print_module(parsed.module, ctx)))
    return tuple(out)


def mlir_opt(text: str) -> subprocess.CompletedProcess[str]:
    assert MLIR_OPT is not None
    return subprocess.run([MLIR_OPT, *FLAGS, "-"], input=text, capture_output=True, text=True)


def ours(text: str) -> tuple[str | None, str]:
    printed, diags = process_buffer(
        SourceFile("<stdin>", text), True, False, True, generated(), relaxed_names=True
    )
    errors = [d.message for d in diags if d.severity.name == "ERROR"]
    return printed, "\n".join(errors)


@cache
def payload(name: str) -> str:
    """mlir-opt-22's generic print of an upstream test file, leaving out the top-level
    functions it cannot read (newer syntax than LLVM 22's)."""
    text = readable_part((CONFORMANCE / "mlir-dialects" / name).read_text(), FLAGS)
    assert text is not None, name
    return mlir_opt(text).stdout


def test_generated_dialects_load() -> None:
    ctx = Context(relaxed_names=True)
    for src in generated():
        ctx.load_irdl(src)
    assert {"arith", "math", "index", "complex"} <= set(ctx.dialects)


@pytest.mark.parametrize("name", PAYLOADS)
def test_upstream_tests_verify_and_print_back(name: str) -> None:
    text = payload(name)
    printed, errors = ours(text)
    assert errors == ""
    assert printed == text


def _functions(text: str) -> list[tuple[int, int]]:
    """(start, end) offsets of each function of a generic module."""
    starts = [m.start() for m in re.finditer(r'(?m)^  "func\.func"', text)]
    ends = [m.end() for m in re.finditer(r"(?m)^  \}\) : \(\) -> \(\)\n", text)]
    return [(s, min(e for e in ends if e > s)) for s in starts]


def mutations(seed: int, n: int) -> list[tuple[str, str]]:
    """(description, module) pairs: one type replaced by another in one function."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        name = rng.choice(PAYLOADS)
        text = payload(name)
        start, end = rng.choice(_functions(text))
        body = text[start:end]
        present = sorted(set(_TYPE_TOKEN.findall(body)))
        if not present:
            continue
        old = rng.choice(present)
        new = rng.choice([t for t in TYPES if t != old])
        mutated = _TYPE_TOKEN.sub(
            lambda m, old=old, new=new: new if m.group(0) == old else m.group(0), body
        )
        out.append((f"{name}@{start}: {old} -> {new}", text[:start] + mutated + text[end:]))
    return out


_ODS = re.compile(
    r"op (operand|result) #\d+ must be |attribute '[^']*' failed to satisfy constraint"
    r"|requires attribute '"
)


def classify(mlir: subprocess.CompletedProcess[str]) -> str:
    """Where mlir-opt-22's verdict comes from: accept, ods, parse, cxx (a hand-written
    verifier or a trait), or crash (mlir-opt-22 aborts: no verdict)."""
    if mlir.returncode == 0:
        return "accept"
    if mlir.returncode < 0 or "PLEASE submit a bug report" in mlir.stderr:
        return "crash"
    first = next((line for line in mlir.stderr.splitlines() if ": error: " in line), "")
    if _ODS.search(first):
        return "ods"
    if " op " not in first:
        return "parse"
    return "cxx"


def test_mutations_get_mlir_opts_verdict() -> None:
    cases = mutations(0, MUTATIONS)
    with ThreadPoolExecutor(max_workers=min(8, (os.cpu_count() or 1) + 1)) as pool:
        theirs = list(pool.map(lambda c: mlir_opt(c[1]), cases))
    counts: Counter[str] = Counter()
    failures = []
    for (what, text), mlir in zip(cases, theirs):
        kind = classify(mlir)
        printed, errors = ours(text)
        ok = printed is not None
        counts[kind] += 1
        if kind in ("cxx", "crash"):
            continue
        if ok != (kind == "accept"):
            failures.append(f"{what} [{kind}]\n  mlir-opt: {mlir.stderr[:300]}\n  ours: {errors}")
    summary = ", ".join(f"{k}={v}" for k, v in sorted(counts.items()))
    assert not failures, f"{summary}\n" + "\n".join(failures[:5])
    # the series must exercise both verdicts of the compared classes
    assert counts["accept"] and counts["ods"], summary
