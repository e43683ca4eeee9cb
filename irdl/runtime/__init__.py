"""IRDL files to running dialects: definitions, the constraint solver, compilation, the
dialect library."""
