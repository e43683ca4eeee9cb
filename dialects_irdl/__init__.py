"""The standard library: one folder per dialect, its ``<name>.irdl.mlir`` and, when MLIR
writes part of it in C++, the plug-in beside it (the package ``dialects_irdl.<name>``)."""
