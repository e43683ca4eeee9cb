"""Byte-level mutations of MLIR / IRDL text, shared by the hypothesis tests and the
long campaign (``bench/fuzz_atheris.py``).

Every mutator takes a ``random.Random`` and the input bytes and returns new bytes; all
randomness comes from the ``Random`` so a (seed, input) pair reproduces a mutant.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

# A rough MLIR tokenizer: strings, identifiers/numbers with their sigils, whitespace runs,
# then any single byte. Good enough to delete / duplicate / swap "tokens".
_TOKEN = re.compile(
    rb'"(?:[^"\\\n]|\\.)*"?'
    rb"|[%@^#!]?[A-Za-z0-9_$.\-]+"
    rb"|->|::|\{-#|#-\}"
    rb"|\s+"
    rb"|.",
    re.S,
)
_NUMBER = re.compile(rb"-?\b[0-9][0-9a-fA-FxX.eE+\-]*|\b[iuf][0-9]+\b")

# Fragments that mean something to the parser: inserted or substituted for a token.
DICTIONARY: list[bytes] = [
    b"(", b")", b"[", b"]", b"{", b"}", b"<", b">", b"->", b":", b"::", b",", b"=", b"?",
    b"*", b"x", b"%", b"%0", b"%arg0", b"@f", b"^bb0", b"^bb1", b"#map", b"!t", b"#a",
    b"loc(", b"loc(unknown)", b"loc(#loc)", b"dense<", b"dense_resource<", b"array<i32:",
    b"affine_map<(d0) -> (d0)>", b"tensor<", b"memref<", b"vector<", b"complex<", b"tuple<",
    b"i0", b"i1", b"si8", b"ui64", b"f8E4M3FN", b"index", b"none", b"unit", b"true",
    b"false", b"0x", b"1.0e", b"-", b"nan", b"inf", b"\"", b"\\", b"//", b"\n", b"// -----\n",
    b"{-#", b"#-}", b"\"builtin.module\"() ({", b"\"test.op\"()", b"irdl.dialect @d {",
    b"irdl.operation @o {", b"irdl.any_of(", b"irdl.is", b"irdl.c_pred \"$_self\"",
    b"irdl.operands(", b"irdl.results(", b"variadic", b"optional", b"func.func @f() {",
    b"return", b"scf.yield", b"cf.br ^bb1", b"operandSegmentSizes", b"<{", b"}>",
    b"expected-error {{", b"expected-note @below {{", b"}}", b"strided<[1]>", b"offset: ?",
    b"sym_name", b"#dlti", b"distinct[0]<>", b"opaque<\"x\", \"0x\">", b"@\"q\"",
]  # fmt: skip

HUGE_NUMBERS: list[bytes] = [
    b"9" * 40,
    b"1" + b"0" * 400,
    b"-" + b"9" * 100,
    b"0x" + b"F" * 200,
    b"1.0e99999",
    b"-1.0e-99999",
    b"1e309",
    b"i99999999",
    b"i16777216",
    b"i16777215",
    b"ui4294967296",
    b"si" + b"9" * 30,
    b"f" + b"9" * 20,
    b"18446744073709551616",
    b"-9223372036854775809",
    b"4294967296",
    b"0x8000000000000000",
    b"0.0000000000000000000000000000001e-400",
    b"99999999999999999999x",
]

INVALID_UTF8: list[bytes] = [
    b"\xff",
    b"\xfe\xff",
    b"\xc3",
    b"\xc0\xaf",
    b"\xed\xa0\x80",
    b"\xf4\x90\x80\x80",
    b"\x80",
    b"\xe2\x82",
    b"\x00",
    b"\r",
    b"\t",
    b"\x0b\x0c",
]

BRACKETS = b"()[]{}<>"


def tokens(data: bytes) -> list[bytes]:
    return _TOKEN.findall(data)


def _pos(rng: random.Random, data: bytes) -> int:
    return rng.randrange(len(data) + 1)


def delete_token(rng: random.Random, data: bytes) -> bytes:
    toks = tokens(data)
    if not toks:
        return data
    i = rng.randrange(len(toks))
    return b"".join(toks[:i] + toks[i + 1 :])


def duplicate_token(rng: random.Random, data: bytes) -> bytes:
    toks = tokens(data)
    if not toks:
        return data
    i = rng.randrange(len(toks))
    return b"".join(toks[: i + 1] + toks[i : i + 1] * rng.choice([1, 1, 2, 8]) + toks[i + 1 :])


def swap_tokens(rng: random.Random, data: bytes) -> bytes:
    toks = tokens(data)
    if len(toks) < 2:
        return data
    i, j = rng.randrange(len(toks)), rng.randrange(len(toks))
    toks[i], toks[j] = toks[j], toks[i]
    return b"".join(toks)


def replace_token(rng: random.Random, data: bytes) -> bytes:
    toks = tokens(data)
    if not toks:
        return data
    i = rng.randrange(len(toks))
    toks[i] = rng.choice(DICTIONARY) if rng.random() < 0.7 else rng.choice(toks)
    return b"".join(toks)


def insert_fragment(rng: random.Random, data: bytes) -> bytes:
    p = _pos(rng, data)
    return data[:p] + rng.choice(DICTIONARY) + data[p:]


def truncate(rng: random.Random, data: bytes) -> bytes:
    return data[: _pos(rng, data)]


def random_bytes(rng: random.Random, data: bytes) -> bytes:
    p = _pos(rng, data)
    junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    if rng.random() < 0.5:
        return data[:p] + junk + data[p:]
    return data[:p] + junk + data[p + len(junk) :]


def flip_byte(rng: random.Random, data: bytes) -> bytes:
    if not data:
        return data
    p = rng.randrange(len(data))
    return data[:p] + bytes([data[p] ^ (1 << rng.randrange(8))]) + data[p + 1 :]


def invalid_utf8(rng: random.Random, data: bytes) -> bytes:
    p = _pos(rng, data)
    if rng.random() < 0.5:
        # inside a string literal if there is one
        q = data.find(b'"', p)
        if q >= 0:
            p = q + 1
    return data[:p] + rng.choice(INVALID_UTF8) + data[p:]


def huge_number(rng: random.Random, data: bytes) -> bytes:
    spans = [m.span() for m in _NUMBER.finditer(data)]
    big = rng.choice(HUGE_NUMBERS)
    if not spans:
        p = _pos(rng, data)
        return data[:p] + big + data[p:]
    a, b = rng.choice(spans)
    if big.startswith((b"i", b"si", b"ui", b"f")) != data[a : a + 1].isalpha():
        big = b"9" * rng.choice([20, 40, 400]) if data[a : a + 1].isdigit() else big
    return data[:a] + big + data[b:]


def unbalance(rng: random.Random, data: bytes) -> bytes:
    where = [i for i, c in enumerate(data) if c in BRACKETS]
    if where and rng.random() < 0.6:
        i = rng.choice(where)
        return data[:i] + data[i + 1 :]
    p = _pos(rng, data)
    return data[:p] + bytes([rng.choice(BRACKETS)]) * rng.choice([1, 1, 3, 50]) + data[p:]


def duplicate_span(rng: random.Random, data: bytes) -> bytes:
    if not data:
        return data
    a = rng.randrange(len(data))
    b = min(len(data), a + rng.randint(1, 200))
    p = _pos(rng, data)
    return data[:p] + data[a:b] + data[p:]


Mutator = Callable[[random.Random, bytes], bytes]

MUTATORS: dict[str, Mutator] = {
    "delete_token": delete_token,
    "duplicate_token": duplicate_token,
    "swap_tokens": swap_tokens,
    "replace_token": replace_token,
    "insert_fragment": insert_fragment,
    "truncate": truncate,
    "random_bytes": random_bytes,
    "flip_byte": flip_byte,
    "invalid_utf8": invalid_utf8,
    "huge_number": huge_number,
    "unbalance": unbalance,
    "duplicate_span": duplicate_span,
}
NAMES = sorted(MUTATORS)


def mutate(rng: random.Random, data: bytes, steps: int = 1) -> tuple[bytes, list[str]]:
    """``steps`` random mutations of ``data``; the mutant and the mutators' names."""
    applied: list[str] = []
    for _ in range(steps):
        name = rng.choice(NAMES)
        data = MUTATORS[name](rng, data)
        applied.append(name)
    return data, applied
