#!/usr/bin/env python3
"""Start-up of irdl-opt: two source trees side by side on the 1e3 inputs (gen and mix).

Each tree is a git revision extracted into DIR/startup/<rev> (``git archive``; the
working tree itself when the revision is ``.``). irdl-opt runs as a whole process
(``python -m irdl --mlir-print-op-generic ... -o FILE``, from the tree's folder) on the
1e3 ``gen`` input (generic form, with ``--irdl-file=cmath.irdl.mlir``) and the 1e3 ``mix``
(custom form over the standard library), as bench/run.py runs it. The trees and inputs
are interleaved run by run, their order rotating, so a pair of runs shares the machine's
load; a ratio is the median over those pairs. Bytecode is compiled once per tree (its own
PYTHONPYCACHEPREFIX, two warm-up runs not counted), as an installed package has it.
Both trees' outputs must be the same bytes. Then the same runs in process
(bench/phases.py): import and dialect-load time, the part of start-up a load-time change
moves, with less of the noise of process creation.

Usage: python bench/startup.py [--before REV] [--after REV] [--runs N] [--data DIR]
                               [--write-results]
``--write-results`` puts the table in bench/RESULTS.md's "Start-up" section (replacing
the one there; bench/run.py keeps it when it rewrites the file).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import shlex
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import inputs
import tools
from measure import Sample, timed

HEADING = "## Start-up: irdl-opt on 1e3 operations, two trees side by side"
KINDS = ("gen", "mix")
WARM_UP = 2


def tree(rev: str, data: Path) -> Path:
    """The source tree of ``rev`` ('.': the working tree), extracted once."""
    if rev == ".":
        return inputs.ROOT
    commit = subprocess.run(
        ["git", "-C", str(inputs.ROOT), "rev-parse", "--verify", f"{rev}^{{commit}}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    folder = data / "startup" / commit[:12]
    if not (folder / "irdl" / "__main__.py").exists():
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile() as archive:
            git = ["git", "-C", str(inputs.ROOT), "archive", "--format=tar", commit]
            subprocess.run(git, check=True, stdout=archive)
            archive.seek(0)
            with tarfile.open(fileobj=archive) as tar:
                tar.extractall(folder, filter="data")
    return folder


def environment(root: Path, data: Path) -> dict[str, str]:
    """The tree's modules first; bytecode written, to a cache of the tree's own."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(root)
    env["PYTHONPYCACHEPREFIX"] = str(data / "startup" / "pycache" / root.name)
    return env


def phases(inp: inputs.Input, root: Path, env: dict[str, str]) -> dict[str, float]:
    """One fresh process's split (bench/phases.py, run on the tree's modules)."""
    cmd = [sys.executable, str(inputs.BENCH / "phases.py"), str(inp.path)]
    cmd += [f"--irdl-file={f}" for f in inp.irdl_files]
    cmd += [f"--preload={ns}" for ns in inp.dialects]
    done = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"phases.py failed in {root}:\n{done.stderr[-2000:]}")
    split: dict[str, float] = json.loads(done.stdout)
    return split


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--before", default="HEAD", help="revision measured first (default HEAD)")
    ap.add_argument("--after", default=".", help="revision compared ('.': the working tree)")
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--data", type=Path, default=inputs.ROOT / "bench-data")
    ap.add_argument("--write-results", action="store_true")
    args = ap.parse_args(argv)
    data: Path = args.data
    data.mkdir(parents=True, exist_ok=True)
    labels = {"before": args.before, "after": args.after}
    roots = {name: tree(rev, data) for name, rev in labels.items()}
    envs = {name: environment(root, data) for name, root in roots.items()}
    todo = [inputs.make(kind, "1e3", data) for kind in KINDS]
    outs = {(n, i.kind): data / f"startup_{i.kind}_{n}.mlir" for n in roots for i in todo}
    samples: dict[tuple[str, str], list[Sample]] = {key: [] for key in outs}
    names = list(roots)
    irdl_opt = tools.irdl_opt()
    for r in range(WARM_UP + args.runs):
        for inp in todo:
            for name in names[r % 2 :] + names[: r % 2]:
                cmd = irdl_opt.command(inp, outs[name, inp.kind])
                sample, err = timed(cmd, roots[name], envs[name])
                if sample.rc:
                    raise SystemExit(f"{shlex.join(cmd)} failed in {roots[name]}:\n{err}")
                if r >= WARM_UP:
                    samples[name, inp.kind].append(sample)
    for inp in todo:
        if outs["before", inp.kind].read_bytes() != outs["after", inp.kind].read_bytes():
            raise SystemExit(f"the trees print {inp.kind} differently")
    # The same in process (bench/phases.py): what start-up is made of, with less noise.
    splits: dict[tuple[str, str], list[dict[str, float]]] = {key: [] for key in outs}
    for r in range(args.runs):
        for inp in todo:
            for name in names[r % 2 :] + names[: r % 2]:
                splits[name, inp.kind].append(phases(inp, roots[name], envs[name]))

    def revision(name: str) -> str:
        rev = labels[name]
        return "working tree" if rev == "." else f"`{rev}` ({roots[name].name})"

    lines = [
        HEADING,
        "",
        f"before: {revision('before')}; after: {revision('after')}; {args.runs} runs each, "
        f"interleaved, after {WARM_UP} warm-up runs (bytecode compiled). Wall: fork..reap "
        "of `python -m irdl --mlir-print-op-generic INPUT -o FILE`; both print the same "
        "bytes. Measured apart from the tables above (the machine's load differs): compare "
        "the two trees of this table with each other.",
        "",
        "| input | N (ops) | before median s | after median s | after / before (paired median) "
        "| before min s | after min s |",
        "|---|---|---|---|---|---|---|",
    ]
    for inp in todo:
        before, after = samples["before", inp.kind], samples["after", inp.kind]
        ratio = statistics.median(a.wall / b.wall for a, b in zip(after, before))
        lines.append(
            f"| {inp.kind} | {inp.ops:,} | {statistics.median(s.wall for s in before):.4f} "
            f"| {statistics.median(s.wall for s in after):.4f} | {ratio:.3f} "
            f"| {min(s.wall for s in before):.4f} | {min(s.wall for s in after):.4f} |"
        )
    lines += [
        "",
        "In process (`bench/phases.py`, the same runs again): import of irdl-opt's modules, "
        "and dialect load (`Context()` with the IRDL file, or the five dialects the mix "
        "uses); medians in ms.",
        "",
        "| input | before import + load | after import + load | after / before (paired median) "
        "| before import | after import | before load | after load |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for inp in todo:
        before_split, after_split = splits["before", inp.kind], splits["after", inp.kind]

        def ms(split: list[dict[str, float]], *keys: str) -> str:
            return f"{statistics.median(sum(d[k] for k in keys) for d in split) * 1000:.1f}"

        startup = [(a["import"] + a["load"]) / (b["import"] + b["load"])
                   for a, b in zip(after_split, before_split)]  # fmt: skip
        lines.append(
            f"| {inp.kind} | {ms(before_split, 'import', 'load')} "
            f"| {ms(after_split, 'import', 'load')} | {statistics.median(startup):.3f} "
            f"| {ms(before_split, 'import')} | {ms(after_split, 'import')} "
            f"| {ms(before_split, 'load')} | {ms(after_split, 'load')} |"
        )
    given = shlex.join(sys.argv[1:] if argv is None else argv)
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines += ["", f"Command: `python bench/startup.py {given}`; {now}."]
    print("\n".join(lines))
    if args.write_results:
        path = inputs.BENCH / "RESULTS.md"
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        path.write_text(with_section(text, "\n".join(lines)), encoding="utf-8")
        print(f"\nwrote {path}", file=sys.stderr)
    return 0


def section(text: str) -> str | None:
    """The start-up section of a RESULTS.md text, if it has one."""
    start = text.find(HEADING)
    if start < 0:
        return None
    end = text.find("\n## ", start + len(HEADING))
    return text[start : end if end >= 0 else len(text)].rstrip()


def with_section(text: str, new: str) -> str:
    """``text`` with its start-up section replaced by ``new`` (appended if it has none)."""
    old = section(text)
    if old is not None:
        return text.replace(old, new.rstrip())
    return text.rstrip() + "\n\n" + new.rstrip() + "\n"


if __name__ == "__main__":
    sys.exit(main())
