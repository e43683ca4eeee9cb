"""The IRDL runtime: dialects loaded from IRDL files, and the ``irdl-opt`` command.

Python API (``irdl.tool.api``, docs/python-api.md): ``irdl.Context`` (``load_irdl``,
``load_plugin``, ``parse`` giving a ``Module``, ``verify``), ``OpView``, ``Type``/``Attribute``
views, and the errors ``LoadFailure``, ``ParseError``, ``VerificationError``. Plug-ins
register through ``irdl.plugin`` (docs/plugins.md).
"""

from __future__ import annotations

from typing import Any

_API = frozenset(
    ("Context", "Module", "OpView", "Type", "Attribute", "Value", "Block", "Region",
     "ParseError", "VerificationError")
)  # fmt: skip


def __getattr__(name: str) -> Any:
    # Lazy, so that ``python -m irdl`` pays for the runtime only when it runs.
    if name == "LoadFailure":
        from irdl.runtime import library

        return library.LoadFailure
    if name in _API:
        from irdl.tool import api

        return getattr(api, name)
    raise AttributeError(name)
