#!/usr/bin/env python3
"""Generate a "real-world mix": about N operations of functions in custom form.

The functions use func, arith, scf, cf and memref from the standard library (no
``--irdl-file`` needed): multi-block CFGs with ``cf.br``/``cf.cond_br`` and block arguments,
nested ``scf.for`` with ``iter_args`` around ``scf.if``/``else``, memref loads and stores,
calls of earlier functions and, now and then, a large dense constant
(``tensor<1000xf32>``). Each function names its values from ``%0`` again, as its body is
isolated from above. Deterministic for a given N and seed.

Usage: python bench/gen_mix.py N [-o OUT] [--seed S]   (prints the op count on stderr)
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import TextIO

CFG_SIG = "(i32, i32, memref<64xf32>) -> i32"
LOOP_SIG = "(index, index, f32, memref<64x64xf32>) -> f32"
INT_OPS = ("addi", "subi", "muli", "xori", "andi", "ori", "maxsi", "minui")
FLOAT_OPS = ("addf", "subf", "mulf", "maximumf", "minimumf")
CMP_PREDS = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "uge")
DENSE_LEN = 1000
DENSE_EVERY = 400  # about one dense constant per this many ops


class _Func:
    """One function being written: numbered values, indentation, and the op count."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.next = 0
        self.ops = 0
        self.depth = 2

    def val(self) -> str:
        name = f"%{self.next}"
        self.next += 1
        return name

    def op(self, text: str) -> None:
        self.out.write("  " * self.depth + text + "\n")
        self.ops += 1

    def line(self, text: str, dedent: int = 0) -> None:
        self.out.write("  " * (self.depth - dedent) + text + "\n")


def _dense(rng: random.Random) -> str:
    # Quarters print the same in every float printer; a few odd values test the rest.
    vals = [
        rng.uniform(-1e3, 1e3) if rng.random() < 0.05 else rng.randrange(-4000, 4000) / 4
        for _ in range(DENSE_LEN)
    ]
    return f"dense<[{', '.join(map(repr, vals))}]> : tensor<{DENSE_LEN}xf32>"


def _cfg(f: _Func, rng: random.Random, name: str, callees: list[str]) -> None:
    """Blocks ^bb1..^bbK, one i32 argument each, joined by forward and backward branches;
    the entry block's values dominate them all."""
    f.out.write(f"  func.func @{name}(%a: i32, %b: i32, %m: memref<64xf32>) -> i32 {{\n")
    c0, c1 = f.val(), f.val()
    f.op(f"{c0} = arith.constant {rng.randrange(64)} : index")
    f.op(f"{c1} = arith.constant {rng.randrange(1, 100)} : i32")
    consts = ["%a", "%b", c1]
    if callees and rng.random() < 0.5:
        r = f.val()
        f.op(f"{r} = func.call @{rng.choice(callees)}(%a, %b, %m) : {CFG_SIG}")
        consts.append(r)
    blocks = rng.randrange(3, 9)
    f.op("cf.br ^bb1(%a : i32)")
    for i in range(1, blocks + 1):
        x = f.val()
        f.line(f"^bb{i}({x}: i32):", dedent=1)
        for _ in range(rng.randrange(2, 6)):
            y = f.val()
            f.op(f"{y} = arith.{rng.choice(INT_OPS)} {x}, {rng.choice(consts)} : i32")
            x = y
        if rng.random() < 0.5:
            v, w = f.val(), f.val()
            f.op(f"{v} = memref.load %m[{c0}] : memref<64xf32>")
            f.op(f"{w} = arith.{rng.choice(FLOAT_OPS)} {v}, {v} : f32")
            f.op(f"memref.store {w}, %m[{c0}] : memref<64xf32>")
        if i == blocks:
            f.op(f"func.return {x} : i32")
            break
        cond = f.val()
        f.op(f"{cond} = arith.cmpi {rng.choice(CMP_PREDS)}, {x}, {rng.choice(consts)} : i32")
        if rng.random() < 0.25:
            f.op(f"cf.br ^bb{i + 1}({x} : i32)")
        else:
            other = rng.randrange(1, blocks + 1)
            alt = rng.choice(consts)
            f.op(f"cf.cond_br {cond}, ^bb{i + 1}({x} : i32), ^bb{other}({alt} : i32)")
    f.line("}", dedent=1)


def _loop_body(f: _Func, rng: random.Random, acc: str, ivs: list[str], depth: int) -> str:
    """The body of the innermost loops: float ops, a load, scf.if with and without results;
    returns the value to yield."""
    x = acc
    for _ in range(rng.randrange(1, 4)):
        y = f.val()
        f.op(f"{y} = arith.{rng.choice(FLOAT_OPS)} {x}, %x : f32")
        x = y
    i, j = ivs[-1], ivs[0]
    load = f.val()
    f.op(f"{load} = memref.load %m[{i}, {j}] : memref<64x64xf32>")
    p = f.val()
    f.op(f"{p} = arith.cmpi ult, {i}, {j} : index")
    r = f.val()
    f.op(f"{r} = scf.if {p} -> (f32) {{")
    f.depth += 1
    s = f.val()
    f.op(f"{s} = arith.addf {x}, {load} : f32")
    f.op(f"scf.yield {s} : f32")
    f.line("} else {", dedent=1)
    t = f.val()
    f.op(f"{t} = arith.mulf {x}, {load} : f32")
    f.op(f"scf.yield {t} : f32")
    f.depth -= 1
    f.line("}")
    if rng.random() < 0.5:
        q = f.val()
        f.op(f"{q} = arith.cmpf olt, {r}, %x : f32")
        f.line(f"scf.if {q} {{")
        f.ops += 1
        f.depth += 1
        f.op(f"memref.store {r}, %m[{j}, {i}] : memref<64x64xf32>")
        f.op("scf.yield")
        f.depth -= 1
        f.line("}")
    return r


def _loops(f: _Func, rng: random.Random, name: str, dense_due: bool) -> None:
    """Nested scf.for (1 to 3 deep) carrying an f32, each level with some work of its own."""
    f.out.write(
        f"  func.func @{name}(%lb: index, %ub: index, %x: f32, %m: memref<64x64xf32>) -> f32 {{\n"
    )
    step = f.val()
    f.op(f"{step} = arith.constant {rng.randrange(1, 4)} : index")
    if dense_due:
        f.op(f"{f.val()} = arith.constant {_dense(rng)}")
    buf = f.val()
    f.op(f"{buf} = memref.alloc() : memref<64x64xf32>")
    depth = rng.randrange(1, 4)
    ivs: list[str] = []
    acc = "%x"
    results: list[str] = []
    for _ in range(depth):
        r, iv, a = f.val(), f.val(), f.val()
        f.line(f"{r} = scf.for {iv} = %lb to %ub step {step} iter_args({a} = {acc}) -> (f32) {{")
        f.ops += 1
        f.depth += 1
        ivs.append(iv)
        results.append(r)
        acc = a
    y = _loop_body(f, rng, acc, ivs, depth)
    for r in reversed(results):
        f.op(f"scf.yield {y} : f32")
        f.depth -= 1
        f.line("}")
        y = r
    f.op(f"memref.dealloc {buf} : memref<64x64xf32>")
    f.op(f"func.return {y} : f32")
    f.line("}", dedent=1)


def generate(n: int, out: TextIO, seed: int = 0) -> int:
    """Write the module; returns its number of operations (the module included)."""
    rng = random.Random(seed)
    out.write("module {\n")
    ops = 1
    cfgs: list[str] = []
    since_dense = DENSE_EVERY  # the first loop function has one, so 1e3 has one too
    k = 0
    while ops < n:
        f = _Func(out)
        if rng.random() < 0.5:
            name = f"cfg_{k}"
            _cfg(f, rng, name, cfgs[-20:])
            cfgs.append(name)
        else:
            due = since_dense >= DENSE_EVERY
            _loops(f, rng, f"loops_{k}", due)
            since_dense = 0 if due else since_dense
        ops += f.ops + 1  # + the func.func
        since_dense += f.ops + 1
        k += 1
    out.write("}\n")
    return ops


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", type=float, help="approximate number of operations")
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    if args.output == "-":
        total = generate(int(args.n), sys.stdout, args.seed)
    else:
        with open(args.output, "w", encoding="utf-8") as out:
            total = generate(int(args.n), out, args.seed)
    print(f"{total} ops", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
