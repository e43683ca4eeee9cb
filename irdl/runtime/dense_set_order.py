"""The order in which an LLVM ``SmallDenseSet<StringRef>`` lists its strings.

Upstream's check that no name is both an operand and a result (or region) names the first
common name in that set's iteration order: bucket order, which follows LLVM's string hash.
To report the same name we model the set: release builds' fixed hash seed, 4 inline buckets,
``reserve(n)``, linear-then-quadratic probing, growth to at least 64 buckets once out of line.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_K0 = 0xC3A5C85C97CB3127
_K1 = 0xB492B66FBE98F273
_K2 = 0x9AE16A3B2F90404F
_K3 = 0xC949D7C7509E6557
_SEED = 0xFF51AFD7ED558CCD  # LLVM's execution seed without ABI-breaking checks
_INLINE_BUCKETS = 4


def _rotate(v: int, shift: int) -> int:
    return v if shift == 0 else ((v >> shift) | (v << (64 - shift))) & _MASK


def _shift_mix(v: int) -> int:
    return v ^ (v >> 47)


def _u64(b: bytes, i: int) -> int:
    return int.from_bytes(b[i : i + 8], "little")


def _u32(b: bytes, i: int) -> int:
    return int.from_bytes(b[i : i + 4], "little")


def _mix16(low: int, high: int) -> int:
    mul = 0x9DDFEA08EB382D69
    a = ((low ^ high) * mul) & _MASK
    a ^= a >> 47
    b = ((high ^ a) * mul) & _MASK
    b ^= b >> 47
    return (b * mul) & _MASK


def _hash_short(b: bytes, seed: int) -> int:
    """Strings of at most 64 bytes."""
    n = len(b)
    if n == 0:
        return _K2 ^ seed
    if n < 4:
        y = (b[0] + (b[n >> 1] << 8)) & 0xFFFFFFFF
        z = (n + (b[n - 1] << 2)) & 0xFFFFFFFF
        return (_shift_mix(((y * _K2) ^ (z * _K3) ^ seed) & _MASK) * _K2) & _MASK
    if n <= 8:
        return _mix16((n + (_u32(b, 0) << 3)) & _MASK, seed ^ _u32(b, n - 4))
    if n <= 16:
        last = _u64(b, n - 8)
        return _mix16(seed ^ _u64(b, 0), _rotate((last + n) & _MASK, n)) ^ last
    if n <= 32:
        a = (_u64(b, 0) * _K1) & _MASK
        second = _u64(b, 8)
        c = (_u64(b, n - 8) * _K2) & _MASK
        d = (_u64(b, n - 16) * _K0) & _MASK
        return _mix16(
            (_rotate((a - second) & _MASK, 43) + _rotate(c ^ seed, 30) + d) & _MASK,
            (a + _rotate(second ^ _K3, 20) - c + n + seed) & _MASK,
        )
    z = _u64(b, 24)
    a = (_u64(b, 0) + (n + _u64(b, n - 16)) * _K0) & _MASK
    rb, c = _rotate((a + z) & _MASK, 52), _rotate(a, 37)
    a = (a + _u64(b, 8)) & _MASK
    c = (c + _rotate(a, 7)) & _MASK
    a = (a + _u64(b, 16)) & _MASK
    vf, vs = (a + z) & _MASK, (rb + _rotate(a, 31) + c) & _MASK
    a = (_u64(b, 16) + _u64(b, n - 32)) & _MASK
    z = _u64(b, n - 8)
    rb, c = _rotate((a + z) & _MASK, 52), _rotate(a, 37)
    a = (a + _u64(b, n - 24)) & _MASK
    c = (c + _rotate(a, 7)) & _MASK
    a = (a + _u64(b, n - 16)) & _MASK
    wf, ws = (a + z) & _MASK, (rb + _rotate(a, 31) + c) & _MASK
    r = _shift_mix(((vf + ws) * _K2 + (wf + vs) * _K0) & _MASK)
    return (_shift_mix(((seed ^ ((r * _K0) & _MASK)) + vs) & _MASK) * _K2) & _MASK


def _mix32(b: bytes, i: int, a: int, c: int) -> tuple[int, int]:
    a = (a + _u64(b, i)) & _MASK
    e = _u64(b, i + 24)
    c = _rotate((c + a + e) & _MASK, 21)
    d = a
    a = (a + _u64(b, i + 8) + _u64(b, i + 16)) & _MASK
    c = (c + _rotate(a, 44) + d) & _MASK
    return (a + e) & _MASK, c


def _hash_long(b: bytes, seed: int) -> int:
    """Strings over 64 bytes: a seven-word state mixed 64 bytes at a time."""
    n = len(b)
    h = [0, seed, _mix16(seed, _K1), _rotate(seed ^ _K1, 49), (seed * _K1) & _MASK,
         _shift_mix(seed), 0]  # fmt: skip
    h[6] = _mix16(h[4], h[5])

    def mix(i: int) -> None:
        h[0] = (_rotate((h[0] + h[1] + h[3] + _u64(b, i + 8)) & _MASK, 37) * _K1) & _MASK
        h[1] = (_rotate((h[1] + h[4] + _u64(b, i + 48)) & _MASK, 42) * _K1) & _MASK
        h[0] ^= h[6]
        h[1] = (h[1] + h[3] + _u64(b, i + 40)) & _MASK
        h[2] = (_rotate((h[2] + h[5]) & _MASK, 33) * _K1) & _MASK
        h[3] = (h[4] * _K1) & _MASK
        h[4] = (h[0] + h[5]) & _MASK
        h[3], h[4] = _mix32(b, i, h[3], h[4])
        h[5] = (h[2] + h[6]) & _MASK
        h[6] = (h[1] + _u64(b, i + 16)) & _MASK
        h[5], h[6] = _mix32(b, i + 32, h[5], h[6])
        h[0], h[2] = h[2], h[0]

    for i in range(0, n & ~63, 64):
        mix(i)
    if n & 63:
        mix(n - 64)
    return _mix16(
        (_mix16(h[3], h[5]) + _shift_mix(h[1]) * _K1 + h[2]) & _MASK,
        (_mix16(h[4], h[6]) + _shift_mix(n) * _K1 + h[0]) & _MASK,
    )


def string_hash(s: str) -> int:
    """LLVM's ``DenseMapInfo<StringRef>`` hash (32 bits)."""
    b = s.encode("utf-8", "surrogateescape")
    return (_hash_short(b, _SEED) if len(b) <= 64 else _hash_long(b, _SEED)) & 0xFFFFFFFF


def _next_power_of_two(a: int) -> int:
    """The smallest power of two strictly above ``a``."""
    return 1 << a.bit_length()


def dense_set_order(names: list[str]) -> list[str]:
    """The iteration order of a ``SmallDenseSet<StringRef>`` after ``reserve(len(names))``
    and inserting ``names`` in order."""
    buckets: list[str | None] = [None] * _INLINE_BUCKETS

    def place(table: list[str | None], name: str) -> bool:
        size = len(table)
        i = string_hash(name) & (size - 1)
        probe = 1
        while table[i] is not None:
            if table[i] == name:
                return False
            i = (i + probe) & (size - 1)
            probe += 1
        table[i] = name
        return True

    def grow(at_least: int) -> list[str | None]:
        if at_least > _INLINE_BUCKETS:
            at_least = max(64, _next_power_of_two(at_least - 1))
        table: list[str | None] = [None] * max(at_least, _INLINE_BUCKETS)
        for name in buckets:
            if name is not None:
                place(table, name)
        return table

    if names:
        wanted = _next_power_of_two(len(names) * 4 // 3 + 1)
        if wanted > len(buckets):
            buckets = grow(wanted)
    count = 0
    for name in names:
        if name in buckets:
            continue
        if (count + 1) * 4 >= len(buckets) * 3:
            buckets = grow(len(buckets) * 2)
        place(buckets, name)
        count += 1
    return [n for n in buckets if n is not None]
