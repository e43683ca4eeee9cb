"""Mutations of the conformance corpus: whatever the bytes, ``irdl-opt`` exits 0 or 1 with no
exception and no traceback, an exit 1 comes with a located ``file:line:col: error:``, and a
mutant that verifies round-trips (custom and generic prints parse back to the same generic
print).

Inputs are drawn by hypothesis (derandomized, no example database): a seed from the corpus,
a mutation seed and a number of mutation steps; the mutators are in ``mutators.py``.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from . import harness
from .mutators import mutate

pytestmark = pytest.mark.skipif(
    not harness.have_corpus(), reason=f"no conformance corpus at {harness.CONFORMANCE}"
)


# Mutants per hypothesis example (spreads hypothesis's own cost per example over several).
BATCH = 8


def fuzz_settings(n: int) -> settings:
    return settings(
        max_examples=harness.cases(n),
        derandomize=True,
        database=None,
        deadline=None,
        phases=(Phase.explicit, Phase.generate, Phase.shrink),
        suppress_health_check=list(HealthCheck),
    )


def _check(
    name: str,
    data: bytes,
    flags: list[str],
    irdl: bytes | None,
    split: bool,
    counter: str,
    round_trip: bool = True,
) -> None:
    argv = ["-", *flags]
    if irdl is not None:
        argv.append(f"--irdl-file={harness.irdl_path(irdl)}")
    outcome = harness.run_cli(argv, data)
    harness.COUNTS[counter] += 1
    bad = harness.problems(outcome)
    if not bad and round_trip and outcome.code == 0 and "--verify-diagnostics" not in flags:
        unregistered = "--allow-unregistered-dialect" in flags
        bad = harness.round_trip_problems(name, data, irdl, split, unregistered)
        harness.COUNTS["round trips"] += 1
    if bad:
        harness.save(data, irdl)
        pytest.fail(
            f"{name} {' '.join(argv)}\ninput: {harness.show(data)}\n" + "\n".join(bad),
            pytrace=False,
        )


# Chunks of up to 2 kB (all but ~30 of ~1,600): the cost of a run grows with its input, and
# the few large ones are mutated whole in test_mutated_files.
_CHUNKS = tuple(c for c in harness.corpus_chunks() if len(c.text) <= 2000)
_FILES = harness.corpus_files()
# IRDL programs that load (the seeds of IRDL-file mutations), each with the chunks of the
# payload files that use it.
_IRDL_PAIRS: list[tuple[bytes, list[bytes]]] = []
for _s in _FILES:
    if _s.is_irdl:
        payloads = [c.text for c in _CHUNKS if c.irdl == _s.text]
        _IRDL_PAIRS.append((_s.text, payloads or [b""]))


@harness.big_stack
@fuzz_settings(16000 // BATCH)
@given(
    index=st.integers(0, max(0, len(_CHUNKS) - 1)),
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(1, 4),
    generic=st.booleans(),
)
def test_mutated_chunks(index: int, seed: int, steps: int, generic: bool) -> None:
    """One ``// -----`` chunk of a conformance file, mutated, with the IRDL file its RUN line
    loads (unmutated)."""
    s = _CHUNKS[index]
    rng = random.Random(seed)
    flags = ["--allow-unregistered-dialect"]
    if generic:
        flags.append("--mlir-print-op-generic")
    for _ in range(BATCH):
        data, _ = mutate(rng, s.text, steps)
        _check(s.name, data, flags, s.irdl, False, "mutated chunks")


@harness.big_stack
@fuzz_settings(3000 // BATCH)
@given(
    index=st.integers(0, max(0, len(_IRDL_PAIRS) - 1)),
    payload=st.integers(0, 1000),
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(1, 3),
)
def test_mutated_irdl_files(index: int, payload: int, seed: int, steps: int) -> None:
    """An IRDL program of the corpus, mutated, loaded with ``--irdl-file`` to run one chunk
    of a payload that uses it (or an empty module)."""
    irdl, payloads = _IRDL_PAIRS[index]
    rng = random.Random(seed)
    for i in range(BATCH):
        mutant, _ = mutate(rng, irdl, steps)
        text = payloads[(payload + i) % len(payloads)]
        _check("payload.mlir", text, [], mutant, False, "mutated IRDL")


@harness.big_stack
@fuzz_settings(500)
@given(
    index=st.integers(0, max(0, len(_FILES) - 1)),
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(1, 6),
    verify=st.booleans(),
    generic=st.booleans(),
)
def test_mutated_files(index: int, seed: int, steps: int, verify: bool, generic: bool) -> None:
    """A whole conformance file, mutated, run as its RUN line does: ``--split-input-file``,
    with or without ``--verify-diagnostics``."""
    s = _FILES[index]
    data, _ = mutate(random.Random(seed), s.text, steps)
    flags = ["--split-input-file", "--allow-unregistered-dialect"]
    if verify:
        flags.append("--verify-diagnostics")
    if generic:
        flags.append("--mlir-print-op-generic")
    _check(s.name, data, flags, s.irdl, True, "mutated files")
