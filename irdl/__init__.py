"""The IRDL runtime: dialects loaded from IRDL files, and the ``irdl-opt`` command.

Python API: ``irdl.Context`` (``load_irdl``, ``parse``, ``verify``) and
``irdl.LoadFailure``; ``core.printer.print_module`` prints what it parsed.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    # Lazy, so that ``python -m irdl`` pays for the runtime only when it runs.
    if name in ("Context", "LoadFailure"):
        from irdl import library

        return getattr(library, name)
    raise AttributeError(name)
