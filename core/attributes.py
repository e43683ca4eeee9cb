"""Attributes and types: immutable, interned values made of a definition and parameters.

Every attribute and type is an ``Attribute``: a definition (``AttrDef``, naming e.g.
``!builtin.integer`` or ``#builtin.array``) plus a tuple of parameters. Instances are
hash-consed through one table, so structural equality is identity and the hash is the
object's id: comparing two types is a pointer test and a repeated type costs one dict hit.

Parameters are plain hashable Python values: ints, strings, bools, None, other Attributes,
affine maps/sets, and tuples of these. What a builtin value may be is decided by the
definitions (later declared in IRDL); the *syntax* of builtin values (spec 003) lives in the
parser and printer, which know the builtin definitions by their keys.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class AttrDef:
    """The definition an attribute or type is an instance of.

    ``key`` is the sigil-qualified name (``!builtin.integer``, ``#builtin.string``), unique
    among all definitions of a context; ``dialect`` and ``name`` split it. Loaded IRDL
    definitions subclass or decorate this with their constraints and syntax.
    """

    __slots__ = ("key", "dialect", "name", "is_type", "verify", "defn", "__weakref__")

    def __init__(self, dialect: str, name: str, is_type: bool) -> None:
        self.dialect = dialect
        self.name = name
        self.is_type = is_type
        self.key = ("!" if is_type else "#") + dialect + "." + name
        # Set by the dialect's definition (for builtin ones too, from builtin.irdl.mlir):
        # verify(params) -> None, or (message, index of the parameter at fault, -1 for the
        # value as a whole).
        self.verify: Callable[[tuple[Any, ...]], tuple[str, int] | None] | None = None
        self.defn: Any = None  # the definition it was built from

    def __repr__(self) -> str:
        return f"AttrDef({self.key})"


class Attribute:
    """An interned attribute or type value. Never construct directly: use ``get``."""

    __slots__ = ("defn", "params")

    defn: AttrDef
    params: tuple[Any, ...]

    def __init__(self, defn: AttrDef, params: tuple[Any, ...]) -> None:
        self.defn = defn
        self.params = params

    @property
    def is_type(self) -> bool:
        return self.defn.is_type

    def __repr__(self) -> str:
        return _render(self)

    def __reduce__(self) -> tuple[Any, ...]:
        # Unpickling re-interns, so identity equality survives copies between processes.
        return (get, (self.defn, self.params))

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """For exporting definitions as JSON (irdl.runtime.defs.to_json): the value as its text.
        Called by pydantic only; pydantic is not imported otherwise."""
        from pydantic_core import core_schema

        return core_schema.is_instance_schema(
            cls,
            serialization=core_schema.plain_serializer_function_ser_schema(
                repr, return_schema=core_schema.str_schema()
            ),
        )


_table: dict[tuple[AttrDef, tuple[Any, ...]], Attribute] = {}


def get(defn: AttrDef, params: tuple[Any, ...] = ()) -> Attribute:
    """The unique Attribute for (defn, params)."""
    key = (defn, params)
    attr = _table.get(key)
    if attr is None:
        attr = Attribute(defn, params)
        _table[key] = attr
    return attr


def interned_count() -> int:
    return len(_table)


def _plain(a: Attribute) -> str:
    return f"<{a.defn.key} {a.params!r}>"


# How an attribute reads in a repr: MLIR's syntax once the printer is loaded (it sets this;
# the printer depends on attributes, not the other way round).
_render: Callable[[Attribute], str] = _plain


def set_renderer(render: Callable[[Attribute], str]) -> None:
    global _render
    _render = render
