"""``python -m irdl``: the same as the ``irdl-opt`` command."""

from irdl.cli import entry

entry()
