"""MLIR builtin floating-point types: bit layouts, literal parsing and mlir-opt's printing.

Modelled (all behaviour checked against mlir-opt 22):

* Every builtin float kind: f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E5M2, f8E4M3, f8E4M3FN,
  f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, bf16, f16, tf32, f32, f64,
  f80 (x87 extended, explicit integer bit) and f128 (IEEE quad), each with its own
  infinity/NaN rules: IEEE (inf + NaNs), FN (no inf, NaN = all-ones pattern), FNUZ (no inf,
  no -0, NaN = the -0 pattern), finite-only (no inf, no NaN; overflow saturates) and
  E8M0FNU (unsigned, no zero, powers of two only, NaN = 0xFF).
* Decimal literals: the parser reads them into an f64 (correctly rounded, out-of-range
  values become inf/0), applies the sign and converts that double to the target type with
  round-to-nearest-even.  So f80/f128 literals only carry f64 precision, and values such as
  1.0e400 become the type's overflow result (inf, NaN, or the saturated maximum).
  Decimal integers ("5") are rejected; hexadecimal literals give the bit pattern directly
  (no leading '-', at most ``width`` significant bits).
* Printing (FloatAttr and dense elements alike): scientific form with 6 significant digits
  plus a padding zero ("1.000000e+00") when parsing that text back gives the same value;
  otherwise the APFloat default form (2 + precision*59/196 significant digits, e.g.
  "3.1415926500000002" or "9.99999974E-6") when it contains a '.'; otherwise (inf, NaN,
  or an integer such as "16777216") the bit pattern in uppercase hex without padding.
  Both decimal forms round in two steps: the exact expansion is first cut (truncated) to
  roughly the wanted length, then the first dropped digit rounds half-up; this is why
  f16 0.1 prints as 9.997550e-02 and not 9.997560e-02.
* Two FloatAttr-only quirks, where the attribute keeps state its bit pattern cannot hold
  (see :func:`format_float_attr`): a negative f8E8M0FNU value keeps its sign (its bit
  pattern ORs the sign into the exponent), and an infinity given to a finite-only type stays
  an infinity that prints as hex of the sign bit alone ("0x0", "0x8").
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import NamedTuple

__all__ = [
    "FloatLiteralError",
    "FloatSemantics",
    "Nonfinite",
    "SEMANTICS",
    "decimal_error",
    "format_float",
    "format_float_attr",
    "from_bits",
    "from_decimal",
    "is_inf",
    "is_nan",
    "parse_decimal",
    "parse_float_literal",
    "parse_hex",
    "to_python_float",
]


class Nonfinite(Enum):
    """How a kind encodes values that are not finite numbers."""

    IEEE = "ieee"  # all-ones exponent: inf (zero mantissa) or NaN
    NAN_ALL_ONES = "nan_all_ones"  # FN: no inf; the all-ones pattern (either sign) is NaN
    NAN_NEG_ZERO = "nan_neg_zero"  # FNUZ: no inf, no -0; the -0 pattern is the only NaN
    FINITE_ONLY = "finite_only"  # no inf or NaN; overflow saturates
    E8M0 = "e8m0"  # unsigned exponent-only; 0xFF is NaN


@dataclass(frozen=True, eq=False)
class FloatSemantics:
    """One builtin float kind.  Instances are singletons (identity equality and hash)."""

    name: str
    width: int  # storage bits (f80 -> 80, tf32 -> 19)
    exp_bits: int
    precision: int  # significand digits in binary, including the integer bit
    bias: int
    nonfinite: Nonfinite
    explicit_int_bit: bool = False  # x87: the integer bit is stored

    @property
    def mant_bits(self) -> int:
        """Width of the stored significand field."""
        return self.precision if self.explicit_int_bit else self.precision - 1

    @property
    def signed(self) -> bool:
        return self.nonfinite is not Nonfinite.E8M0

    @property
    def has_inf(self) -> bool:
        return self.nonfinite is Nonfinite.IEEE

    @property
    def has_nan(self) -> bool:
        return self.nonfinite is not Nonfinite.FINITE_ONLY

    @property
    def has_neg_zero(self) -> bool:
        return self.nonfinite not in (Nonfinite.NAN_NEG_ZERO, Nonfinite.E8M0)

    @property
    def emin(self) -> int:
        """Unbiased exponent of the smallest normal number."""
        return -self.bias if self.nonfinite is Nonfinite.E8M0 else 1 - self.bias

    @property
    def emax(self) -> int:
        """Unbiased exponent of the largest finite number."""
        top = (1 << self.exp_bits) - 1
        if self.nonfinite in (Nonfinite.IEEE, Nonfinite.E8M0):
            top -= 1  # the all-ones exponent is reserved
        return top - self.bias

    @property
    def max_mant(self) -> int:
        """Integer significand of the largest finite number (at exponent ``emax``)."""
        full = (1 << self.precision) - 1
        # FN kinds lose only the all-ones mantissa at the top exponent, to NaN.
        return full - 1 if self.nonfinite is Nonfinite.NAN_ALL_ONES else full

    @property
    def default_digits(self) -> int:
        """Significant digits of APFloat's default (round-trip) decimal form."""
        return 2 + self.precision * 59 // 196

    def __repr__(self) -> str:
        return f"FloatSemantics({self.name})"


def _sem(
    name: str,
    width: int,
    exp_bits: int,
    precision: int,
    bias: int,
    nonfinite: Nonfinite,
    explicit_int_bit: bool = False,
) -> FloatSemantics:
    return FloatSemantics(name, width, exp_bits, precision, bias, nonfinite, explicit_int_bit)


_IEEE, _FN, _FNUZ, _FO = (
    Nonfinite.IEEE,
    Nonfinite.NAN_ALL_ONES,
    Nonfinite.NAN_NEG_ZERO,
    Nonfinite.FINITE_ONLY,
)

SEMANTICS: dict[str, FloatSemantics] = {
    s.name: s
    for s in (
        _sem("f4E2M1FN", 4, 2, 2, 1, _FO),
        _sem("f6E2M3FN", 6, 2, 4, 1, _FO),
        _sem("f6E3M2FN", 6, 3, 3, 3, _FO),
        _sem("f8E5M2", 8, 5, 3, 15, _IEEE),
        _sem("f8E4M3", 8, 4, 4, 7, _IEEE),
        _sem("f8E4M3FN", 8, 4, 4, 7, _FN),
        _sem("f8E5M2FNUZ", 8, 5, 3, 16, _FNUZ),
        _sem("f8E4M3FNUZ", 8, 4, 4, 8, _FNUZ),
        _sem("f8E4M3B11FNUZ", 8, 4, 4, 11, _FNUZ),
        _sem("f8E3M4", 8, 3, 5, 3, _IEEE),
        _sem("f8E8M0FNU", 8, 8, 1, 127, Nonfinite.E8M0),
        _sem("bf16", 16, 8, 8, 127, _IEEE),
        _sem("f16", 16, 5, 11, 15, _IEEE),
        _sem("tf32", 19, 8, 11, 127, _IEEE),
        _sem("f32", 32, 8, 24, 127, _IEEE),
        _sem("f64", 64, 11, 53, 1023, _IEEE),
        _sem("f80", 80, 15, 64, 16383, _IEEE, explicit_int_bit=True),
        _sem("f128", 128, 15, 113, 16383, _IEEE),
    )
}

_F32 = SEMANTICS["f32"]
_F64 = SEMANTICS["f64"]


# --------------------------------------------------------------------------------------------
# Values: an APFloat-like view that can also hold the states a bit pattern cannot.

_ZERO, _NUM, _INF, _NAN = range(4)


class _Val(NamedTuple):
    cat: int
    neg: bool
    mant: int = 0  # _NUM: odd significand, value = mant * 2**exp; _NAN: its bit pattern
    exp: int = 0


def _num(neg: bool, mant: int, exp: int) -> _Val:
    """A finite nonzero value, normalised (odd significand) so equal values compare equal."""
    tz = (mant & -mant).bit_length() - 1
    return _Val(_NUM, neg, mant >> tz, exp + tz)


def _nan_of(sem: FloatSemantics, neg: bool) -> _Val:
    """The NaN APFloat produces for ``sem`` (overflow in FN/FNUZ/E8M0 kinds)."""
    if sem.nonfinite is Nonfinite.NAN_NEG_ZERO:
        return _Val(_NAN, False, 1 << (sem.width - 1))
    if sem.nonfinite is Nonfinite.E8M0:
        return _Val(_NAN, False, 0xFF)
    bits = (1 << (sem.width - 1)) - 1 if sem.nonfinite is Nonfinite.NAN_ALL_ONES else 0
    return _Val(_NAN, neg, bits | (neg << (sem.width - 1)))


def _decode(sem: FloatSemantics, bits: int) -> _Val:
    mb = sem.mant_bits
    neg = sem.signed and bool(bits >> (sem.width - 1))
    e = (bits >> mb) & ((1 << sem.exp_bits) - 1)
    m = bits & ((1 << mb) - 1)
    e_all = (1 << sem.exp_bits) - 1
    nf = sem.nonfinite
    if sem.explicit_int_bit:
        int_bit = m >> (mb - 1)
        if e == e_all:
            if m == 1 << (mb - 1):
                return _Val(_INF, neg)
            # NaN, pseudo-NaN and pseudo-infinity: APFloat keeps the payload and sign.
            return _Val(_NAN, neg, (neg << 79) | (e_all << 64) | m)
        if e != 0 and not int_bit:  # unnormal: treated as NaN, re-encoded with exponent 0x7FFF
            return _Val(_NAN, neg, (neg << 79) | (e_all << 64) | m)
        if m == 0:
            return _Val(_ZERO, neg)
        # pseudo-denormals (e == 0 with the integer bit set) read like exponent 1
        return _num(neg, m, max(e, 1) - sem.bias - (mb - 1))
    if nf is Nonfinite.IEEE and e == e_all:
        return _Val(_INF, neg) if m == 0 else _Val(_NAN, neg, bits)
    if nf is Nonfinite.NAN_ALL_ONES and e == e_all and m == (1 << mb) - 1:
        return _Val(_NAN, neg, bits)
    if nf is Nonfinite.NAN_NEG_ZERO and neg and e == 0 and m == 0:
        return _Val(_NAN, False, bits)
    if nf is Nonfinite.E8M0:
        return _Val(_NAN, False, bits) if e == e_all else _num(False, 1, e - sem.bias)
    if e == 0:
        return _Val(_ZERO, neg) if m == 0 else _num(neg, m, sem.emin - mb)
    return _num(neg, m | (1 << mb), e - sem.bias - mb)


def _encode(sem: FloatSemantics, v: _Val) -> int:
    """The bit pattern APFloat gives for ``v`` (bitcastToAPInt)."""
    sign = (1 << (sem.width - 1)) if v.neg else 0
    if v.cat == _NAN:
        return v.mant
    if v.cat == _ZERO:
        return sign
    mb = sem.mant_bits
    if v.cat == _INF:
        if sem.nonfinite is Nonfinite.FINITE_ONLY:
            return sign  # the one-past-the-top exponent wraps to zero in the field
        int_bit = 1 << (mb - 1) if sem.explicit_int_bit else 0
        return sign | (((1 << sem.exp_bits) - 1) << mb) | int_bit
    top = v.mant.bit_length() - 1 + v.exp  # floor(log2 |v|)
    if sem.nonfinite is Nonfinite.E8M0:
        # The sign has no field of its own: it lands on the exponent's top bit.
        return ((top + sem.bias) | (0x80 if v.neg else 0)) & 0xFF
    frac = sem.precision - 1  # binary digits after the point
    if top >= sem.emin:
        sig = v.mant << (v.exp - (top - frac))
        e_field = top + sem.bias
        if not sem.explicit_int_bit:
            sig -= 1 << frac
        return sign | (e_field << mb) | sig
    sig = v.mant << (v.exp - (sem.emin - frac))
    return sign | sig


# --------------------------------------------------------------------------------------------
# Rounding an exact value into a kind (APFloat's convert/convertFromString, nearest-even).


def _zero_of(sem: FloatSemantics, neg: bool) -> _Val:
    if sem.nonfinite is Nonfinite.E8M0:
        return _num(False, 1, sem.emin)  # no zero: the smallest value, sign dropped
    return _Val(_ZERO, neg and sem.has_neg_zero)


def _overflow(sem: FloatSemantics, neg: bool) -> _Val:
    if sem.nonfinite is Nonfinite.IEEE:
        return _Val(_INF, neg)
    if sem.nonfinite is Nonfinite.FINITE_ONLY:
        return _num(neg, sem.max_mant, sem.emax - sem.precision + 1)
    return _nan_of(sem, neg)


def _round_rational(sem: FloatSemantics, neg: bool, num: int, den: int) -> _Val:
    """Round num/den (> 0) to ``sem``."""
    e = num.bit_length() - den.bit_length()
    if (num << max(-e, 0)) < (den << max(e, 0)):
        e -= 1
    q = max(e, sem.emin) - (sem.precision - 1)
    if q >= 0:
        m, r = divmod(num, den << q)
        d = den << q
    else:
        m, r = divmod(num << -q, den)
        d = den
    if 2 * r > d or (2 * r == d and m & 1):
        m += 1
    if m == 0:
        return _zero_of(sem, neg)
    if e > sem.emax or (e == sem.emax and m > sem.max_mant):
        return _overflow(sem, neg)
    return _num(neg, m, q)


def _from_double(sem: FloatSemantics, x: float) -> _Val:
    """Convert an f64 value to ``sem`` as the parser does (sign travels with the value)."""
    neg = math.copysign(1.0, x) < 0
    if math.isinf(x):
        if sem.nonfinite is Nonfinite.IEEE or sem.nonfinite is Nonfinite.FINITE_ONLY:
            return _Val(_INF, neg)  # finite-only kinds keep an unencodable infinity
        return _nan_of(sem, neg)
    if x == 0.0:
        return _zero_of(sem, neg)
    num, den = abs(x).as_integer_ratio()
    return _round_rational(sem, neg, num, den)


# --------------------------------------------------------------------------------------------
# Decimal digit generation and the two printed forms.

# Powers for f32/f64 (5**k up to k = 1074, 10**k up to the divisions those need) are kept;
# the larger f80/f128 exponents are rare enough to compute each time.
_POW_KEEP = 1100
_POW5: list[int] = [1]
_POW10: list[int] = [1]


def _power(table: list[int], base: int, n: int) -> int:
    if n >= _POW_KEEP:
        return base**n
    while len(table) <= n:
        table.append(table[-1] * base)
    return table[n]


def _pow5(n: int) -> int:
    try:
        return _POW5[n]
    except IndexError:
        return _power(_POW5, 5, n)


def _pow10(n: int) -> int:
    try:
        return _POW10[n]
    except IndexError:
        return _power(_POW10, 10, n)


def _decimal(mant: int, exp: int) -> tuple[int, int]:
    """(n, e10) with mant * 2**exp == n * 10**e10 exactly."""
    if exp >= 0:
        return mant << exp, 0
    return mant * _pow5(-exp), exp


def _digits(n: int, e10: int, ndigits: int) -> tuple[str, int]:
    """Digits (no trailing zeros) and the power of ten of the last one for n * 10**e10,
    reduced to at most ``ndigits`` digits the APFloat way.  ``n`` must carry no factor 2**k
    that the binary significand did not (odd significand).  Two steps: an integer division
    by a power of ten sized from bit counts (59/196 under-estimates log10(2), so ndigits or
    more digits stay: a plain truncation), then half-up rounding on the first dropped digit.
    So the result is sometimes truncated, not rounded (f16 0.1 -> 9.99755e-02)."""
    bits = n.bit_length()
    bits_needed = (ndigits * 196 + 58) // 59
    if bits > bits_needed:
        drop = (bits - bits_needed) * 59 // 196
        if drop:
            n //= _pow10(drop)
            e10 += drop
    s = str(n)
    if len(s) > ndigits:
        e10 += len(s) - ndigits
        kept = int(s[:ndigits])
        s = str(kept + 1 if s[ndigits] >= "5" else kept)
    stripped = s.rstrip("0")
    return stripped, e10 + len(s) - len(stripped)


def _sci6_text(neg: bool, ds: str, e10: int) -> str:
    """The 6-digit form: d.ddddd plus a padding zero, 'e', sign, at least two exponent digits."""
    x = e10 + len(ds) - 1
    frac = ds[1:] + "0" * (7 - len(ds))
    return f"{'-' if neg else ''}{ds[0]}.{frac}e{'-' if x < 0 else '+'}{abs(x):02d}"


def _default_text(neg: bool, ds: str, e10: int, nd: int) -> str:
    """APFloat's default form: plain notation unless it would need more than 3 padding zeros
    (or more digits than ``nd``), else d.dddE±X with at least one fraction digit."""
    sign = "-" if neg else ""
    n = len(ds)
    if e10 >= 0:
        scientific = e10 > 3 or n + e10 > nd
    else:
        msd = e10 + n - 1  # power of ten of the leading digit
        scientific = msd < -3
    if scientific:
        x = e10 + n - 1
        return f"{sign}{ds[0]}.{ds[1:] or '0'}E{'-' if x < 0 else '+'}{abs(x)}"
    if e10 >= 0:
        return sign + ds + "0" * e10  # no '.': the caller falls back to hex
    whole = e10 + n
    if whole > 0:
        return f"{sign}{ds[:whole]}.{ds[whole:]}"
    return f"{sign}0.{'0' * -whole}{ds}"


_ZERO_TEXT = "0.000000e+00"


def _format_val(sem: FloatSemantics, v: _Val) -> str:
    """Print an APFloat-like value: 6-digit form if it reads back to the same value, else the
    default form if it has a '.', else the hex bit pattern."""
    if v.cat == _ZERO:
        return ("-" if v.neg else "") + _ZERO_TEXT
    if v.cat == _NUM:
        n, e10 = _decimal(v.mant, v.exp)
        ds, de = _digits(n, e10, 6)
        # The text's value is int(ds) * 10**de; read back in ``sem`` itself (not via f64).
        if de >= 0:
            back = _round_rational(sem, v.neg, int(ds) * _pow10(de), 1)
        else:
            back = _round_rational(sem, v.neg, int(ds), _pow10(-de))
        if back == v:
            return _sci6_text(v.neg, ds, de)
        text = _default_text(v.neg, *_digits(n, e10, sem.default_digits), sem.default_digits)
        if "." in text:
            return text
    return f"0x{_encode(sem, v):X}"


_UNPACK64 = struct.Struct(">d").unpack
_PACK64 = struct.Struct(">Q").pack
_UNPACK32 = struct.Struct(">f").unpack
_PACK32 = struct.Struct(">I").pack
_PACK32F = struct.Struct(">f").pack


def _is_f32_midpoint(y: float) -> bool:
    """Could rounding the double ``y`` to f32 differ from rounding the decimal it came from?
    Only if ``y`` is exactly halfway between two f32 values; subnormal f32 spacing is left to
    the exact path too."""
    if math.frexp(y)[1] < -125:
        return True
    num = y.as_integer_ratio()[0]
    num >>= (num & -num).bit_length() - 1
    return num.bit_length() == 25


def _format_binary(sem: FloatSemantics, bits: int) -> str:
    """format_float for f32/f64 on Python floats: exact integer digits, and the read-back
    check done by float() (correctly rounded) instead of rational arithmetic."""
    is64 = sem is _F64
    x = _UNPACK64(_PACK64(bits))[0] if is64 else _UNPACK32(_PACK32(bits))[0]
    if x == 0.0:
        return ("-" if bits >> (sem.width - 1) else "") + _ZERO_TEXT
    if x != x or x in (math.inf, -math.inf):
        return f"0x{bits:X}"
    neg = x < 0
    num, den = abs(x).as_integer_ratio()  # reduced: den is 2**k and num odd, or den == 1
    if den == 1:
        n, e10 = num, 0
    else:
        k = den.bit_length() - 1
        n, e10 = num * _pow5(k), -k
    ds, de = _digits(n, e10, 6)
    text = _sci6_text(neg, ds, de)
    y = float(text)
    if is64:
        same = y == x
    elif _is_f32_midpoint(y):
        num, den = (int(ds) * _pow10(de), 1) if de >= 0 else (int(ds), _pow10(-de))
        same = _round_rational(sem, neg, num, den) == _decode(sem, bits)
    else:
        try:
            same = _UNPACK32(_PACK32F(y))[0] == x
        except OverflowError:  # beyond the f32 range: reads back as inf
            same = False
    if same:
        return text
    nd = sem.default_digits
    text = _default_text(neg, *_digits(n, e10, nd), nd)
    return text if "." in text else f"0x{bits:X}"


# --------------------------------------------------------------------------------------------
# Public API.


class FloatLiteralError(ValueError):
    """A literal mlir-opt rejects for a float type; ``message`` (and ``note``) are its text."""

    def __init__(self, message: str, note: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.note = note


_MSG_DEC_INT = "unexpected decimal integer literal for a floating point value"
_NOTE_DEC_INT = "add a trailing dot to make the literal a float"
_MSG_HEX_MINUS = "hexadecimal float literal should not have a leading minus"
_MSG_HEX_RANGE = "hexadecimal float constant out of range for type"
_MSG_EXPECTED = "expected floating point literal"

_FLOAT_RE = re.compile(r"(-?)([0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)")
_INT_RE = re.compile(r"-?[0-9]+")
_HEX_RE = re.compile(r"(-?)0x([0-9a-fA-F]+)")


def _decimal_val(sem: FloatSemantics, text: str) -> _Val:
    m = _FLOAT_RE.fullmatch(text)
    if m is None:
        if _INT_RE.fullmatch(text):
            raise FloatLiteralError(_MSG_DEC_INT, _NOTE_DEC_INT)
        raise FloatLiteralError(_MSG_EXPECTED)
    x = float(m.group(2))  # correctly rounded; overflow -> inf, underflow -> 0
    if m.group(1):
        x = -x
    return _from_double(sem, x)


def parse_decimal(sem: FloatSemantics, text: str) -> int:
    """Bit pattern for a decimal literal (``-?digits.digits[e±N]``) of type ``sem``, as stored
    in a dense element.  Raises FloatLiteralError where mlir-opt rejects the literal (a
    decimal integer such as "5": mlir-opt requires the '.')."""
    return _encode(sem, _decimal_val(sem, text))


def from_decimal(sem: FloatSemantics, text: str) -> int | None:
    """Like :func:`parse_decimal`, but None where mlir-opt rejects the literal (see
    :func:`decimal_error` for the message)."""
    try:
        return parse_decimal(sem, text)
    except FloatLiteralError:
        return None


def decimal_error(sem: FloatSemantics, text: str) -> FloatLiteralError | None:
    """The error mlir-opt reports for ``text`` as a literal of ``sem``, or None if accepted."""
    try:
        parse_float_literal(sem, text)
    except FloatLiteralError as err:
        return err
    return None


def from_bits(sem: FloatSemantics, bits: int) -> int:
    """Validate a hexadecimal literal's value for ``sem`` and return the bit pattern it
    yields.  Usually ``bits`` itself; f80 NaN-like encodings (unnormals) come back with the
    exponent 0x7FFF and pseudo-denormals with exponent 1, as APFloat re-encodes them."""
    if bits < 0:
        raise FloatLiteralError(_MSG_HEX_MINUS)
    if bits.bit_length() > sem.width:
        raise FloatLiteralError(_MSG_HEX_RANGE)
    if sem.explicit_int_bit:
        return _encode(sem, _decode(sem, bits))
    return bits


def parse_hex(sem: FloatSemantics, text: str) -> int:
    """Bit pattern for a hexadecimal literal such as "0x7FC00000" (a leading '-' is an
    error, as in mlir-opt)."""
    m = _HEX_RE.fullmatch(text)
    if m is None:
        raise FloatLiteralError(_MSG_EXPECTED)
    if m.group(1):
        raise FloatLiteralError(_MSG_HEX_MINUS)
    return from_bits(sem, int(m.group(2), 16))


def parse_float_literal(sem: FloatSemantics, text: str) -> int:
    """Bit pattern for any float literal token mlir-opt accepts for ``sem`` (decimal float or
    hex), optionally preceded by '-'; raises FloatLiteralError with mlir-opt's message."""
    body = text[1:] if text.startswith("-") else text
    if body.startswith("0x"):  # the lexer knows only lowercase 'x'
        return parse_hex(sem, text)
    return parse_decimal(sem, text)


_CACHE_LIMIT = 1 << 16  # per kind; simply restarted when full
_CACHE: dict[FloatSemantics, dict[int, str]] = {sem: {} for sem in SEMANTICS.values()}


def format_float(sem: FloatSemantics, bits: int) -> str:
    """Exactly what mlir-opt 22 prints for a value of type ``sem`` with this bit pattern,
    in a FloatAttr or a dense element."""
    cache = _CACHE[sem]
    text = cache.get(bits)
    if text is None:
        if bits < 0 or bits >> sem.width:
            raise ValueError(f"bit pattern {bits:#x} does not fit {sem.name}")
        if sem is _F64 or sem is _F32:
            text = _format_binary(sem, bits)
        else:
            text = _format_val(sem, _decode(sem, bits))
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        cache[bits] = text
    return text


# Kinds whose FloatAttr can hold state its bit pattern cannot (see format_float_attr).
KEEPS_LITERAL_STATE = frozenset((Nonfinite.E8M0, Nonfinite.FINITE_ONLY))


def format_float_attr(sem: FloatSemantics, text: str) -> str:
    """What mlir-opt prints (before " : type") for the FloatAttr written ``text : type``.
    Equal to format_float(sem, parse_float_literal(sem, text)) except for two quirks where
    the attribute keeps state the bit pattern loses: a negative f8E8M0FNU literal keeps its
    sign ("-1.0" prints "-1.000000e+00") and an infinity (e.g. 1.0e400) given to a finite-only
    kind prints as the hex of its sign bit ("0x0" / "0x8")."""
    body = text[1:] if text.startswith("-") else text
    if body.startswith("0x"):
        return format_float(sem, parse_hex(sem, text))
    v = _decimal_val(sem, text)
    if sem.nonfinite in KEEPS_LITERAL_STATE:
        return _format_val(sem, v)  # may hold a sign or an infinity the bits cannot
    return format_float(sem, _encode(sem, v))


def is_nan(sem: FloatSemantics, bits: int) -> bool:
    return _decode(sem, bits).cat == _NAN


def is_inf(sem: FloatSemantics, bits: int) -> bool:
    return _decode(sem, bits).cat == _INF


def to_python_float(sem: FloatSemantics, bits: int) -> float:
    """The value as a Python float (rounded to nearest; out-of-range values become +-inf)."""
    v = _decode(sem, bits)
    if v.cat == _NAN:
        return math.nan
    sign = -1.0 if v.neg else 1.0
    if v.cat == _INF:
        return sign * math.inf
    if v.cat == _ZERO:
        return sign * 0.0
    if v.mant.bit_length() <= 53 and -1074 <= v.exp <= 971:
        return sign * math.ldexp(float(v.mant), v.exp)
    frac = Fraction(v.mant) * (Fraction(2) ** v.exp)
    try:
        return sign * float(frac)
    except OverflowError:
        return sign * math.inf
