"""What the numbers were measured on, for RESULTS.md."""

from __future__ import annotations

import os
import platform
from pathlib import Path


def _field(path: str, key: str) -> str | None:
    try:
        text = Path(path).read_text()
    except OSError:
        return None
    for line in text.splitlines():
        name, sep, value = line.partition(":" if ":" in line else "=")
        if sep and name.strip() == key:
            return value.strip().strip('"')
    return None


def describe(mlir_opt_version: str, xdsl: str) -> list[str]:
    mem = _field("/proc/meminfo", "MemTotal")  # "24684092 kB"
    ram = f"{int(mem.split()[0]) / 1024**2:.1f} GiB" if mem else "?"
    os_name = _field("/etc/os-release", "PRETTY_NAME") or platform.system()
    return [
        f"- CPU: {_field('/proc/cpuinfo', 'model name') or platform.processor() or '?'}, "
        f"{os.cpu_count()} cores",
        f"- RAM: {ram}",
        f"- OS: {os_name} (kernel {platform.release()})",
        f"- Python: {platform.python_version()} ({platform.python_implementation()})",
        f"- mlir-opt-22: {mlir_opt_version}",
        f"- xDSL: {xdsl}",
    ]
