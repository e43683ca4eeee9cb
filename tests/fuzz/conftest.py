"""Prints how many fuzzed inputs the session tried, by test."""

from __future__ import annotations

from _pytest.terminal import TerminalReporter

from . import harness


def pytest_terminal_summary(terminalreporter: TerminalReporter) -> None:
    if not harness.COUNTS:
        return
    total = sum(v for k, v in harness.COUNTS.items() if k != "round trips")
    parts = ", ".join(f"{k}: {v}" for k, v in sorted(harness.COUNTS.items()))
    terminalreporter.write_line(f"fuzz: {total} inputs ({parts})")
