"""Grammar-based random inputs: generic modules from ``tests/differential/irgen.py`` and
IRDL dialects with payloads from ``tests/differential/irdlgen.py``, as generated (they mostly
verify, so the round trip is exercised) and mutated. Same properties as test_mutations."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tests.differential import irdlgen, irgen

from . import harness
from .mutators import mutate
from .test_mutations import _check, fuzz_settings

SERIES = "fuzz"


@harness.big_stack
@fuzz_settings(100)
@given(index=st.integers(0, 10**6), generic=st.booleans())
def test_random_ir(index: int, generic: bool) -> None:
    """A random generic module (it usually verifies: the round trip is checked)."""
    text = irgen.generate_case(SERIES, index).encode("utf-8", "surrogateescape")
    flags = ["--allow-unregistered-dialect"] + (["--mlir-print-op-generic"] if generic else [])
    _check("random.mlir", text, flags, None, False, "random IR")


@harness.big_stack
@fuzz_settings(60)
@given(index=st.integers(0, 10**6), seed=st.integers(0, 2**32 - 1), steps=st.integers(1, 3))
def test_random_ir_mutated(index: int, seed: int, steps: int) -> None:
    text = irgen.generate_case(SERIES, index).encode("utf-8", "surrogateescape")
    rng = random.Random(seed)
    for _ in range(4):
        data, _ = mutate(rng, text, steps)
        _check("random.mlir", data, ["--allow-unregistered-dialect"], None, False, "random IR")


@harness.big_stack
@fuzz_settings(250)
@given(index=st.integers(0, 10**6), generic=st.booleans())
def test_random_irdl(index: int, generic: bool) -> None:
    """A random dialect loaded with ``--irdl-file`` and a payload using it; and the IRDL
    program itself as input (the IRDL dialect's parser, verifier and printer)."""
    case = irdlgen.generate_case(SERIES, index)
    irdl = case.irdl.encode()
    flags = ["--mlir-print-op-generic"] if generic else []
    _check("payload.mlir", case.payload.encode(), flags, irdl, False, "random IRDL")
    _check("dialect.irdl.mlir", irdl, flags, None, False, "random IRDL")


@harness.big_stack
@fuzz_settings(150)
@given(index=st.integers(0, 10**6), seed=st.integers(0, 2**32 - 1), steps=st.integers(1, 3))
def test_random_irdl_mutated(index: int, seed: int, steps: int) -> None:
    """The random dialect mutated, its payload mutated."""
    case = irdlgen.generate_case(SERIES, index)
    rng = random.Random(seed)
    irdl, _ = mutate(rng, case.irdl.encode(), steps)
    _check("payload.mlir", case.payload.encode(), [], irdl, False, "random IRDL")
    payload, _ = mutate(rng, case.payload.encode(), steps)
    _check("payload.mlir", payload, [], case.irdl.encode(), False, "random IRDL")
