"""Checks linalg's C++ makes (filled in below)."""

from __future__ import annotations
