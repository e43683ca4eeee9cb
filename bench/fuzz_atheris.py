"""A long fuzzing campaign of ``irdl-opt``, in process: atheris (libFuzzer, coverage-guided)
when it is installed, else a pure-Python driver with the same mutators and the same checks.

Every input is run as ``irdl-opt - --allow-unregistered-dialect`` (with the IRDL file of its
seed's RUN line); a finding is an uncaught exception, an exit code other than 0/1, a
traceback on stderr, an exit 1 without a located ``file:line:col: error:``, or a verified
input whose print does not round-trip (tests/fuzz/harness.py). Findings are written to
``--out`` (``<sha1>.mlir`` + ``.irdl.mlir`` + ``.txt`` with what went wrong), ready to become
tests in tests/fuzz/test_regressions.py.

    python bench/fuzz_atheris.py --seconds 3600 --out fuzz-findings        # atheris
    python bench/fuzz_atheris.py --seconds 3600 --out fuzz-findings --pure # fallback
    python bench/fuzz_atheris.py --replay fuzz-findings/atheris  # which still fail
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.fuzz import harness  # noqa: E402
from tests.fuzz.mutators import mutate  # noqa: E402

SEEDS = [s for s in harness.corpus_chunks() if len(s.text) <= 4000]
STATS = {"inputs": 0, "findings": 0, "round_trips": 0}
SEEN: set[str] = set()


def problems(data: bytes, irdl: bytes | None) -> list[str]:
    """What goes wrong with one input (nothing: an empty list)."""
    argv = ["-", "--allow-unregistered-dialect"]
    if irdl is not None:
        argv.append(f"--irdl-file={harness.irdl_path(irdl)}")
    o = harness.run_cli(argv, data)
    STATS["inputs"] += 1
    bad = harness.problems(o)
    if not bad and o.code == 0:
        STATS["round_trips"] += 1
        try:
            bad = harness.round_trip_problems("fuzz.mlir", data, irdl, False)
        except Exception as exc:  # noqa: BLE001 - a finding
            bad = [f"round trip raised {type(exc).__name__}: {exc}"]
    return bad


def check(data: bytes, irdl: bytes | None, out: Path) -> None:
    bad = problems(data, irdl)
    if not bad:
        return
    key = hashlib.sha1(bad[0].split("\n")[0].encode() + data).hexdigest()[:16]
    if key in SEEN:
        return
    SEEN.add(key)
    STATS["findings"] += 1
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{key}.mlir").write_bytes(data)
    if irdl is not None:
        (out / f"{key}.irdl.mlir").write_bytes(irdl)
    (out / f"{key}.txt").write_text("\n".join(bad), encoding="utf-8", errors="replace")
    print(f"finding {key}: {bad[0].splitlines()[0]}", flush=True)


def one(data: bytes, out: Path) -> None:
    """An atheris input: its first 4 bytes pick a seed and a mutation seed, or (first byte
    odd) the rest is the input itself."""
    if len(data) < 4:
        return
    if data[0] & 1:
        check(data[4:], None, out)
        return
    seed = SEEDS[int.from_bytes(data[1:3], "little") % len(SEEDS)]
    rng = random.Random(data[3:])
    mutant, _ = mutate(rng, seed.text, 1 + data[3] % 4)
    check(mutant, seed.irdl, out)


def run_pure(seconds: float, out: Path, seed: int) -> None:
    rng = random.Random(seed)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        s = rng.choice(SEEDS)
        data, _ = mutate(rng, s.text, rng.randint(1, 6))
        check(data, s.irdl, out)


def replay(folder: Path) -> int:
    """Runs the findings saved in ``folder`` again (on the current code): how many still
    fail, each with the first line of what goes wrong. Exit 1 if any does."""
    still: dict[str, str] = {}
    findings = sorted(f for f in folder.glob("*.mlir") if not f.name.endswith(".irdl.mlir"))
    for f in findings:
        irdl = f.with_name(f.name[: -len(".mlir")] + ".irdl.mlir")
        bad = problems(f.read_bytes(), irdl.read_bytes() if irdl.exists() else None)
        if bad:
            still[f.name] = bad[0].splitlines()[0]
    print(f"{len(findings)} findings replayed, {len(findings) - len(still)} pass, "
          f"{len(still)} still fail")  # fmt: skip
    for name, first in still.items():
        print(f"  {name}: {first}")
    return 1 if still else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seconds", type=float, default=300)
    ap.add_argument("--out", default="fuzz-findings")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pure", action="store_true", help="the pure-Python driver")
    ap.add_argument("--replay", metavar="DIR", help="run the findings saved in DIR again")
    args, rest = ap.parse_known_args()
    if args.replay:
        return harness.on_big_stack(lambda: replay(Path(args.replay)))
    out = Path(args.out)
    if not SEEDS:
        print(f"no conformance corpus at {harness.CONFORMANCE}", file=sys.stderr)
        return 1
    t0 = time.monotonic()
    try:
        import atheris  # type: ignore[import-not-found]
    except ImportError:
        atheris = None
    if atheris is None or args.pure:
        if not args.pure:
            print("atheris is not installed: the pure-Python driver runs", file=sys.stderr)
        harness.on_big_stack(lambda: run_pure(args.seconds, out, args.seed))
    else:
        import atexit

        def report() -> None:
            print(f"atheris: {STATS} in {time.monotonic() - t0:.0f}s", flush=True)

        atexit.register(report)
        argv = [sys.argv[0], f"-max_total_time={int(args.seconds)}", f"-seed={args.seed + 1}",
                "-rss_limit_mb=4096", *rest]  # fmt: skip
        atheris.instrument_all()  # coverage of everything imported (core, irdl...)
        atheris.Setup(argv, lambda data: one(data, out))
        atheris.Fuzz()  # main thread (signals); each input runs on a big-stack thread
    print(f"{STATS} in {time.monotonic() - t0:.0f}s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
