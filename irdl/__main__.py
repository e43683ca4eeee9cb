"""``python -m irdl``: the same as the ``irdl-opt`` command."""

from irdl.tool.cli import entry

entry()
