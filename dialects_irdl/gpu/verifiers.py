"""Hand-written checks of the gpu dialect (its ``hasVerifier`` operations), with
mlir-opt's messages."""

from __future__ import annotations

from irdl.plugin import Plugin

plugin = Plugin("gpu")
