"""The C++ verifiers of the omp dialect's operations, with mlir-opt-22's messages."""

from __future__ import annotations

from irdl.plugin import Plugin

plugin = Plugin("omp")
