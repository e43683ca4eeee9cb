"""The irdl-opt command and the Python API on top of the runtime."""
