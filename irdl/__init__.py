"""The IRDL runtime: dialects loaded from IRDL files, and the ``irdl-opt`` command."""
