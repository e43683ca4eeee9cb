"""docs/getting-started.md works as written (issue 8): its shell commands run, in order, in an
empty folder, and each prints what the page shows after it.

The page's conventions: every ```sh block is run with bash (``set -e -o pipefail``; the working
folder carries over from one block to the next) unless an HTML comment ``<!-- not run ... -->``
stands just before it (the install step); a ```text block right after a ```sh block is what it
must print, standard output and standard error together."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PAGE = REPO / "docs" / "getting-started.md"
FENCE = re.compile(r"```(\w*)\n(.*?)^```\n", re.S | re.M)


@dataclass
class Step:
    script: str
    expected: str | None  # None: the output is not shown on the page
    skipped: bool


def steps(text: str) -> list[Step]:
    found: list[Step] = []
    blocks = list(FENCE.finditer(text))
    for k, block in enumerate(blocks):
        if block.group(1) != "sh":
            continue
        before = text[: block.start()].rstrip()
        skipped = before.endswith("-->") and "<!-- not run" in before[before.rfind("<!--") :]
        expected = None
        if k + 1 < len(blocks):
            nxt = blocks[k + 1]
            if nxt.group(1) == "text" and not text[block.end() : nxt.start()].strip():
                expected = nxt.group(2)
        found.append(Step(block.group(2), expected, skipped))
    return found


def test_page_has_runnable_steps() -> None:
    found = steps(PAGE.read_text())
    assert [s.skipped for s in found].count(True) == 1  # the install step only
    run = [s for s in found if not s.skipped]
    assert len(run) >= 6
    assert sum(s.expected is not None for s in run) >= 5
    assert any("--irdl-file=" in s.script for s in run)
    assert any("--verify-diagnostics" in s.script for s in run)


def test_steps_parser_reads_the_conventions() -> None:
    page = (
        "<!-- not run by the test -->\n```sh\npip install x\n```\n\n```sh\necho hi\n```\n\n"
        "```text\nhi\n```\n\nprose\n\n```sh\ntrue\n```\n\n```python\nx\n```\n"
    )
    assert steps(page) == [
        Step("pip install x\n", None, True),
        Step("echo hi\n", "hi\n", False),
        Step("true\n", None, False),
    ]


def _bin_dir(tmp_path: Path) -> Path:
    """`irdl-opt` on PATH, running this checkout (installed or not)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "irdl-opt"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m irdl "$@"\n')
    shim.chmod(0o755)
    return bin_dir


@pytest.mark.skipif(sys.platform == "win32", reason="the page's commands are for a POSIX shell")
def test_every_command_runs_and_prints_what_the_page_shows(tmp_path: Path) -> None:
    work = tmp_path / "work"
    work.mkdir()
    cwd_file = tmp_path / "cwd"
    cwd_file.write_text(str(work))
    env = dict(os.environ)
    env["PATH"] = f"{_bin_dir(tmp_path)}{os.pathsep}{env.get('PATH', '')}"
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH")) if p)
    env.pop("NO_COLOR", None)
    ran = 0
    for step in steps(PAGE.read_text()):
        if step.skipped:
            continue
        cwd = cwd_file.read_text().strip()
        script = f'set -e -o pipefail\ncd "{cwd}"\n{step.script}pwd > "{cwd_file}"\n'
        proc = subprocess.run(
            ["bash", "-c", script],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        assert proc.returncode == 0, f"{step.script}\nfailed:\n{proc.stdout}"
        if step.expected is not None:
            # Trailing blank lines (mlir-opt ends its output with one) do not show on a page.
            assert proc.stdout.rstrip("\n") == step.expected.rstrip("\n"), step.script
        ran += 1
    assert ran >= 6
    assert (work / "vec2.irdl.mlir").is_file()
