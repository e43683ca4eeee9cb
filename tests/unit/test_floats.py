"""Tests for core.floats: per-kind tables, and a differential check against mlir-opt-22."""

from __future__ import annotations

import math
import random
import re
import shutil
import struct
import subprocess

import pytest

from core.floats import (
    SEMANTICS,
    FloatLiteralError,
    FloatSemantics,
    decimal_error,
    format_float,
    format_float_attr,
    from_bits,
    from_decimal,
    is_inf,
    is_nan,
    parse_float_literal,
    parse_hex,
    to_python_float,
)

S = SEMANTICS

# --------------------------------------------------------------------------------------------
# Table tests: (kind, literal, printed text).  Literals are decimal or hex; all were observed
# from mlir-opt-22.

TABLE: list[tuple[str, str, str]] = [
    # f4E2M1FN: finite only; overflow saturates; ties to even in the subnormal range.
    ("f4E2M1FN", "0.0", "0.000000e+00"),
    ("f4E2M1FN", "-0.0", "-0.000000e+00"),
    ("f4E2M1FN", "1.0", "1.000000e+00"),
    ("f4E2M1FN", "0.5", "5.000000e-01"),  # smallest subnormal
    ("f4E2M1FN", "6.0", "6.000000e+00"),  # max
    ("f4E2M1FN", "1.0e39", "6.000000e+00"),
    ("f4E2M1FN", "-7.0", "-6.000000e+00"),
    ("f4E2M1FN", "5.0", "4.000000e+00"),  # tie -> even
    ("f4E2M1FN", "0.25", "0.000000e+00"),
    ("f4E2M1FN", "0.75", "1.000000e+00"),
    ("f4E2M1FN", "0xF", "-6.000000e+00"),
    ("f6E2M3FN", "0x1", "1.250000e-01"),
    ("f6E2M3FN", "0x1F", "7.500000e+00"),
    ("f6E2M3FN", "100.0", "7.500000e+00"),
    ("f6E2M3FN", "-0.0", "-0.000000e+00"),
    ("f6E3M2FN", "0x1", "6.250000e-02"),
    ("f6E3M2FN", "0x1F", "2.800000e+01"),
    ("f6E3M2FN", "-1.0e10", "-2.800000e+01"),
    # f8E5M2 / f8E4M3 / f8E3M4: IEEE-style inf and NaN.
    ("f8E5M2", "0x1", "1.525880e-05"),
    ("f8E5M2", "0x7B", "5.734400e+04"),
    ("f8E5M2", "0x7C", "0x7C"),
    ("f8E5M2", "0xFE", "0xFE"),
    ("f8E5M2", "1.0e5", "0x7C"),
    ("f8E5M2", "-0.0", "-0.000000e+00"),
    ("f8E4M3", "0x1", "1.953130e-03"),
    ("f8E4M3", "0x77", "2.400000e+02"),
    ("f8E4M3", "0x78", "0x78"),
    ("f8E4M3", "248.0", "0x78"),
    ("f8E4M3", "247.0", "2.400000e+02"),
    ("f8E3M4", "0x1", "1.562500e-02"),
    ("f8E3M4", "0x6F", "1.550000e+01"),
    ("f8E3M4", "0x70", "0x70"),
    ("f8E3M4", "1.0e5", "0x70"),
    # f8E4M3FN: no inf, 0x7F/0xFF are NaN; 464 ties down to 448, beyond is NaN.
    ("f8E4M3FN", "0x1", "1.953130e-03"),
    ("f8E4M3FN", "0x7E", "4.480000e+02"),
    ("f8E4M3FN", "0x7F", "0x7F"),
    ("f8E4M3FN", "464.0", "4.480000e+02"),
    ("f8E4M3FN", "465.0", "0x7F"),
    ("f8E4M3FN", "-1.0e39", "0xFF"),
    ("f8E4M3FN", "0.1", "1.015630e-01"),
    # FNUZ: no -0 (it is the NaN), different biases.
    ("f8E5M2FNUZ", "-0.0", "0.000000e+00"),
    ("f8E5M2FNUZ", "-1.0e-30", "0.000000e+00"),
    ("f8E5M2FNUZ", "0x80", "0x80"),
    ("f8E5M2FNUZ", "0x1", "7.629390e-06"),
    ("f8E5M2FNUZ", "0x7F", "5.734400e+04"),
    ("f8E5M2FNUZ", "1.0e5", "0x80"),
    ("f8E4M3FNUZ", "0x1", "9.765620e-04"),
    ("f8E4M3FNUZ", "0x7F", "2.400000e+02"),
    ("f8E4M3FNUZ", "248.0", "0x80"),  # tie rounds to odd-free 256: overflow
    ("f8E4M3FNUZ", "-1.0e39", "0x80"),
    ("f8E4M3B11FNUZ", "0x1", "1.220700e-04"),
    ("f8E4M3B11FNUZ", "0x7F", "3.000000e+01"),
    ("f8E4M3B11FNUZ", "0x80", "0x80"),
    ("f8E4M3B11FNUZ", "-0.0", "0.000000e+00"),
    # f8E8M0FNU: unsigned powers of two, no zero, 0xFF is NaN.
    ("f8E8M0FNU", "0x0", "5.877470e-39"),
    ("f8E8M0FNU", "0x7F", "1.000000e+00"),
    ("f8E8M0FNU", "0xFE", "1.701410e+38"),
    ("f8E8M0FNU", "0xFF", "0xFF"),
    ("f8E8M0FNU", "0.0", "5.877470e-39"),
    ("f8E8M0FNU", "3.0", "4.000000e+00"),
    ("f8E8M0FNU", "1.0e5", "1.310720e+05"),
    ("f8E8M0FNU", "3.0e38", "0xFF"),
    # bf16 / f16 / tf32.
    ("bf16", "0.1", "1.000980e-01"),
    ("bf16", "0x1", "9.183550e-41"),
    ("bf16", "0x7F7F", "3.389530e+38"),
    ("bf16", "0x7F80", "0x7F80"),
    ("bf16", "0xFFC1", "0xFFC1"),
    ("bf16", "1.0e5", "9.984000e+04"),
    ("f16", "0.1", "9.997550e-02"),  # truncated, not rounded, to 6 digits
    ("f16", "0x1", "5.960460e-08"),
    ("f16", "0x7BFF", "6.550400e+04"),
    ("f16", "65520.0", "0x7C00"),
    ("f16", "65519.0", "6.550400e+04"),
    ("f16", "-0.0", "-0.000000e+00"),
    ("f16", "3.14159", "3.140630e+00"),
    ("f16", "0x3555", "3.332520e-01"),
    ("f16", "0x3C01", "1.000980e+00"),
    ("tf32", "0.1", "9.997550e-02"),
    ("tf32", "1.0e39", "0x3FC00"),
    ("tf32", "-1.0e39", "0x7FC00"),
    ("tf32", "0x3FC01", "0x3FC01"),
    # f32.
    ("f32", "1.5", "1.500000e+00"),
    ("f32", "0.1", "1.000000e-01"),
    ("f32", "0x1", "1.401300e-45"),
    ("f32", "0x7F7FFFFF", "3.40282347E+38"),
    ("f32", "0x7F800000", "0x7F800000"),
    ("f32", "0xFF800000", "0xFF800000"),
    ("f32", "0x7FC00000", "0x7FC00000"),
    ("f32", "-0.0", "-0.000000e+00"),
    ("f32", "16777216.0", "0x4B800000"),  # default form has no '.': hex
    ("f32", "1.0e-5", "9.99999974E-6"),
    ("f32", "3.14159265", "3.14159274"),
    ("f32", "0.001", "1.000000e-03"),
    ("f32", "123.456", "1.234560e+02"),
    ("f32", "1.0e39", "0x7F800000"),
    ("f32", "1.0e-400", "0.000000e+00"),
    ("f32", "16777217.0", "0x4B800000"),  # tie to even
    ("f32", "33554436.0", "0x4C000001"),
    # f64.
    ("f64", "3.14159265", "3.1415926500000002"),
    ("f64", "0.1", "1.000000e-01"),
    ("f64", "123456789.0", "0x419D6F3454000000"),
    ("f64", "1.0e300", "1.000000e+300"),
    ("f64", "0x1", "4.940660e-324"),
    ("f64", "0x7FEFFFFFFFFFFFFF", "1.7976931348623157E+308"),
    ("f64", "0x7FF0000000000000", "0x7FF0000000000000"),
    ("f64", "0x3FF0000000000001", "1.0000000000000002"),
    ("f64", "0.3", "3.000000e-01"),
    ("f64", "-2.5e-8", "-2.500000e-08"),
    ("f64", "1.2345678e-10", "1.2345678000000001E-10"),
    ("f64", "12345.678", "12345.678"),
    ("f64", "0.0012345678", "0.0012345678000000001"),
    ("f64", "0.00012345678", "1.2345678000000001E-4"),
    # f80: explicit integer bit; unnormals and pseudo-infinities are NaNs.
    ("f80", "0.1", "0.100000000000000005551"),
    ("f80", "1.0e39", "9.99999999999999939709E+38"),
    ("f80", "1.0e400", "0x7FFF8000000000000000"),
    ("f80", "0x3FFF8000000000000000", "1.000000e+00"),
    ("f80", "0x00000000000000000001", "3.645200e-4951"),
    ("f80", "0x00008000000000000000", "3.36210314311209350626E-4932"),
    ("f80", "0x7FFEFFFFFFFFFFFFFFFF", "1.18973149535723176502E+4932"),
    ("f80", "0x7FFF0000000000000000", "0x7FFF0000000000000000"),
    ("f80", "0x3FFF4000000000000000", "0x7FFF4000000000000000"),
    ("f80", "0x80000000000000000000", "-0.000000e+00"),
    # f128.
    ("f128", "0.1", "0.100000000000000005551115123125782702"),
    ("f128", "1.0e400", "0x7FFF0000000000000000000000000000"),
    ("f128", "0x1", "6.475180e-4966"),
    ("f128", "0x3FFF0000000000000000000000000000", "1.000000e+00"),
    ("f128", "0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF", "1.18973149535723176508575932662800702E+4932"),
    ("f128", "0xFFFF8000000000000000000000000000", "0xFFFF8000000000000000000000000000"),
]


@pytest.mark.parametrize(("kind", "literal", "expected"), TABLE)
def test_table(kind: str, literal: str, expected: str) -> None:
    sem = S[kind]
    assert format_float(sem, parse_float_literal(sem, literal)) == expected
    assert format_float_attr(sem, literal) == expected


def test_semantics_widths() -> None:
    widths = {
        "f4E2M1FN": 4,
        "f6E2M3FN": 6,
        "f6E3M2FN": 6,
        "bf16": 16,
        "f16": 16,
        "tf32": 19,
        "f32": 32,
        "f64": 64,
        "f80": 80,
        "f128": 128,
    }
    for name, sem in S.items():
        assert sem.name == name
        assert sem.width == widths.get(name, 8)


@pytest.mark.parametrize(
    ("kind", "literal", "expected"),
    [
        # The attribute keeps what the bit pattern loses.
        ("f8E8M0FNU", "-1.0", "-1.000000e+00"),
        ("f8E8M0FNU", "-1.0e-39", "5.877470e-39"),
        ("f8E8M0FNU", "-1.0e39", "0xFF"),
        ("f4E2M1FN", "1.0e400", "0x0"),
        ("f4E2M1FN", "-1.0e400", "0x8"),
        ("f6E3M2FN", "-1.0e400", "0x20"),
    ],
)
def test_attr_quirks(kind: str, literal: str, expected: str) -> None:
    assert format_float_attr(S[kind], literal) == expected


def test_attr_quirk_bits() -> None:
    # Dense elements store the bit pattern: E8M0's sign lands on the exponent's top bit.
    e8 = S["f8E8M0FNU"]
    assert [format_float(e8, from_decimal(e8, t) or 0) for t in ("-1.0", "-2.0", "-0.5")] == [
        "0xFF",
        "2.000000e+00",
        "1.701410e+38",
    ]
    f4 = S["f4E2M1FN"]
    assert from_decimal(f4, "1.0e400") == 0 and from_decimal(f4, "-1.0e400") == 0x8


def test_errors() -> None:
    f32 = S["f32"]
    for text in ("5", "-3", "0"):
        assert from_decimal(f32, text) is None
        err = decimal_error(f32, text)
        assert err is not None
        assert err.message == "unexpected decimal integer literal for a floating point value"
        assert err.note == "add a trailing dot to make the literal a float"
    err = decimal_error(f32, "-0x1")
    assert err is not None
    assert err.message == "hexadecimal float literal should not have a leading minus"
    err = decimal_error(f32, "0x100000000")
    assert err is not None and err.message == "hexadecimal float constant out of range for type"
    assert decimal_error(S["tf32"], "0x7FFFF") is None
    assert decimal_error(S["tf32"], "0x80000") is not None
    assert decimal_error(S["f4E2M1FN"], "0x10") is not None
    assert decimal_error(f32, "1.0e99999999999999999999") is None  # inf, not an error
    with pytest.raises(FloatLiteralError):
        from_bits(f32, -1)
    with pytest.raises(FloatLiteralError):
        parse_hex(f32, "0x1p3")


def test_from_bits_canonicalises_f80() -> None:
    f80 = S["f80"]
    assert from_bits(f80, 0x3FFF4000000000000000) == 0x7FFF4000000000000000
    assert from_bits(f80, 0x00008000000000000000) == 0x00018000000000000000
    assert from_bits(S["f32"], 0x7FC00001) == 0x7FC00001


def test_python_float_and_classes() -> None:
    assert to_python_float(S["f16"], 0x3C00) == 1.0
    assert to_python_float(S["bf16"], 0xC000) == -2.0
    assert math.isnan(to_python_float(S["f8E4M3FNUZ"], 0x80))
    assert to_python_float(S["f80"], 0x7FFEFFFFFFFFFFFFFFFF) == math.inf
    assert to_python_float(S["f128"], 0x3FFF8000000000000000000000000000) == 1.5
    assert to_python_float(S["f8E8M0FNU"], 0x80) == 2.0
    assert to_python_float(S["f64"], 0x8000000000000000) == 0.0
    assert is_inf(S["f8E5M2"], 0xFC) and not is_inf(S["f8E4M3FN"], 0x7F)
    assert is_nan(S["f8E4M3FN"], 0xFF) and not is_nan(S["f4E2M1FN"], 0xF)


def test_format_matches_python_for_f64_round_trip() -> None:
    rng = random.Random(7)
    f64 = S["f64"]
    for _ in range(2000):
        x = rng.uniform(-1e6, 1e6) * 10.0 ** rng.randint(-300, 300)
        bits = int.from_bytes(struct.pack(">d", x), "big")
        text = format_float(f64, bits)
        if not text.startswith("0x"):
            assert float(text) == x


def test_binary_fast_path_matches_exact_path() -> None:
    # f32/f64 printing has a float()-based fast path; it must agree with the exact one.
    from core.floats import _decode, _format_binary, _format_val

    rng = random.Random(11)
    for kind in ("f32", "f64"):
        sem = S[kind]
        for _ in range(3000):
            bits = rng.getrandbits(sem.width)
            if rng.random() < 0.5:  # short decimals are the common, tricky case
                top = 32 if kind == "f32" else 302  # stay inside the format's range
                x = float(f"{rng.randint(1, 999999)}e{rng.randint(-45, top)}")
                bits = int.from_bytes(struct.pack(">f" if kind == "f32" else ">d", x), "big")
            assert _format_binary(sem, bits) == _format_val(sem, _decode(sem, bits)), hex(bits)


def test_format_float_rejects_oversized_bits() -> None:
    with pytest.raises(ValueError):
        format_float(S["f16"], 0x10000)


# --------------------------------------------------------------------------------------------
# Differential test against mlir-opt-22.

MLIR_OPT = shutil.which("mlir-opt-22")

# Decimal exponent span worth sampling per kind (values beyond it overflow / flush anyway).
_DEC_RANGE = {
    "f4E2M1FN": (-3, 2),
    "f6E2M3FN": (-3, 2),
    "f6E3M2FN": (-3, 3),
    "f8E5M2": (-8, 6),
    "f8E4M3": (-4, 4),
    "f8E4M3FN": (-4, 4),
    "f8E5M2FNUZ": (-8, 6),
    "f8E4M3FNUZ": (-4, 4),
    "f8E4M3B11FNUZ": (-5, 3),
    "f8E3M4": (-3, 3),
    "f8E8M0FNU": (-40, 40),
    "bf16": (-42, 40),
    "f16": (-9, 6),
    "tf32": (-42, 40),
    "f32": (-47, 40),
    "f64": (-326, 310),
    "f80": (-326, 310),
    "f128": (-326, 310),
}


def _decimal_literals(rng: random.Random, kind: str, n: int) -> list[str]:
    lo, hi = _DEC_RANGE[kind]
    out = []
    for _ in range(n):
        ndig = rng.choice((1, 1, 2, 3, 4, 6, 7, 8, 9, 12, 16, 17, 18, 20, 25))
        digits = "".join(rng.choice("0123456789") for _ in range(ndig))
        point = rng.randint(1, ndig)
        lit = digits[:point] + "." + digits[point:]
        e10 = rng.randint(lo - 2, hi + 2)
        style = rng.random()
        if style < 0.7:
            lit += rng.choice("eE") + ("-" if e10 < 0 else rng.choice(("", "+"))) + str(abs(e10))
        if rng.random() < 0.4:
            lit = "-" + lit
        out.append(lit)
    return out


def _hex_literals(rng: random.Random, sem: FloatSemantics, n: int) -> list[str]:
    out = []
    for _ in range(n):
        bits = rng.getrandbits(sem.width)
        r = rng.random()
        if r < 0.15:  # small magnitudes: denormals and near-zero
            bits &= (1 << rng.randint(1, sem.width)) - 1
        elif r < 0.3:  # near the top of the exponent range (max, inf, NaN)
            bits |= ((1 << (sem.width - 1)) - 1) ^ ((1 << rng.randint(0, sem.width - 2)) - 1)
        out.append(f"0x{bits:X}")
    return out


def _error_literals(sem: FloatSemantics) -> list[str]:
    return [
        "7",
        "-12",
        "0",
        "-0x1",
        "-0x0",
        f"0x1{'0' * ((sem.width + 3) // 4)}",
        f"0x{1 << sem.width:X}",
    ]


_LINE_RE = re.compile(r'^\s*"x\.y"\(\) \{a = (.*) : \S+, b = dense<(.*)> : tensor<1x\S+>\} : ')
_ERR_RE = re.compile(r"^[^:]*:(\d+):\d+: error: (.*)$")


def _run_kind(kind: str, literals: list[str], bad: list[str]) -> tuple[list[str], dict[int, str]]:
    """Print each good literal as a FloatAttr and a dense element (one op per line, one chunk);
    each bad literal gets its own split chunk so every error is reported."""
    lines = [
        f'"x.y"() {{a = {lit} : {kind}, b = dense<[{lit}]> : tensor<1x{kind}>}} : () -> ()'
        for lit in literals
    ]
    chunks = ["\n".join(lines)]
    chunks += [f'"x.y"() {{a = {lit} : {kind}}} : () -> ()' for lit in bad]
    text = "\n// -----\n".join(chunks) + "\n"
    proc = subprocess.run(
        [
            MLIR_OPT or "mlir-opt-22",
            "--allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "--split-input-file",
            "-",
        ],
        input=text,
        capture_output=True,
        text=True,
        timeout=60,
    )
    printed = []
    for line in proc.stdout.splitlines():
        m = _LINE_RE.match(line)
        if m:
            printed.append(m.group(1))
            printed.append(m.group(2))
    errors = {}
    for line in proc.stderr.splitlines():
        m = _ERR_RE.match(line)
        if m:
            errors[int(m.group(1))] = m.group(2)
    return printed, errors


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 not on PATH")
@pytest.mark.parametrize("kind", list(S))
def test_differential(kind: str) -> None:
    sem = S[kind]
    rng = random.Random(f"floats-{kind}")
    n = 150 if sem.width <= 8 else 250
    literals = _decimal_literals(rng, kind, n) + _hex_literals(rng, sem, n)
    bad = _error_literals(sem)
    printed, errors = _run_kind(kind, literals, bad)
    assert len(printed) == 2 * len(literals), errors
    mismatches = []
    for i, lit in enumerate(literals):
        attr, elem = printed[2 * i], printed[2 * i + 1]
        want_attr = format_float_attr(sem, lit)
        want_elem = format_float(sem, parse_float_literal(sem, lit))
        if (attr, elem) != (want_attr, want_elem):
            mismatches.append((lit, attr, want_attr, elem, want_elem))
    assert not mismatches, mismatches[:10]
    # Error chunks follow the good chunk's lines and one separator line each.
    first = len(literals) + 2
    for j, lit in enumerate(bad):
        err = decimal_error(sem, lit)
        assert err is not None, lit
        assert errors.get(first + 2 * j) == err.message, (lit, errors)
