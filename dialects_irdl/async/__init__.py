"""The async dialect's plug-in: what async.irdl.mlir (generated from ODS) names and MLIR
writes in C++.

Importing it registers ``directives`` (``!async.value<T>``, the forms of ``async.execute``
and ``async.func``, ``AwaitResultType``), ``verifiers`` and ``transforms`` (C++'s
TypesMatchWith type transforms). ``async.func`` writes the
operations of its body without the ``async.`` prefix (C++'s ``getDefaultDialect``).

(``async`` is a Python keyword: the modules of this package import each other relatively.)
"""

from __future__ import annotations

from irdl.plugin import Plugin

from . import directives, transforms, verifiers  # noqa: F401  (they register on import)

plugin = Plugin("async")
plugin.default_dialect("async.func", "async")
