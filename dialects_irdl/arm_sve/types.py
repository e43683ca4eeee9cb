"""Type transforms of the arm_sve dialect, as ODS's ``TypesMatchWith`` computes them in C++.

- ``ArmSveSvboolTypeConstraint``: an SVE predicate's svbool type, the vector with its
  trailing dimension widened to 16 (``vector<2x[4]xi1>`` -> ``vector<2x[16]xi1>``); it maps
  either way, a predicate to its svbool and an svbool to the predicate's declared type.
"""

from __future__ import annotations

from core import builtin as B
from core.attributes import Attribute, get
from irdl.plugin import Plugin

plugin = Plugin("arm_sve")


def _svbool(t: Attribute) -> Attribute | None:
    """``t`` with its trailing dimension 16 (scalability kept); None for what is not a
    vector of rank one or more."""
    if t.defn is not B.T["vector"] or not t.params[0]:
        return None
    shape, element, scalable = t.params
    return get(B.T["vector"], ((*shape[:-1], 16), element, scalable))


plugin.type_transform("ArmSveSvboolTypeConstraint", _svbool)
