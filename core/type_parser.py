"""Parsing of types, attributes and locations (spec 000 "Type System", "Attributes"; spec 003).

``TypeAttrParser`` holds the token stream and the alias tables and knows the builtin syntax.
Dialect types and attributes whose dialect is not loaded are kept as opaque values
(``!builtin.opaque`` / ``#builtin.opaque`` with the raw body text), as MLIR does with
``--allow-unregistered-dialect``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, NoReturn

from core import builtin as B
from core.attributes import AttrDef, Attribute, get
from core.diagnostics import DiagnosticError, SourceFile, error, hook_failure
from core.lexer import (
    AT,
    BANG,
    BARE,
    EOF,
    FLOAT,
    HASH,
    INT,
    PUNCT,
    STRING,
    Lexer,
    escape_string,
    int_literal,
    unescape_string,
)

if TYPE_CHECKING:
    from core.context import Context
    from core.registry import DialectInfo

_INT_TYPE_PREFIX = {"i": B.SIGNLESS, "si": B.SIGNED, "ui": B.UNSIGNED}
MAX_INT_WIDTH = 16777215
_OPENERS = {"<": ">", "(": ")", "[": "]", "{": "}"}
_CLOSER_OPENER = {v: k for k, v in _OPENERS.items()}


# MLIR's Dialect::isValidNamespace.
_DIALECT_NAMESPACE = re.compile(r"[A-Za-z_][A-Za-z0-9_$]*")


class TypeAttrParser:
    # While a dialect attribute's body is read: the type written after it
    # (``#smt.bv<5> : !smt.bv<32>``), which MLIR hands to the dialect's attribute parser.
    dialect_attr_type: Attribute | None = None

    def __init__(self, src: SourceFile, ctx: Context) -> None:
        self.src = src
        self.ctx = ctx
        self.allow_unregistered = ctx.allow_unregistered_dialects
        self.text = src.text
        self.lex = Lexer(src)
        self.type_aliases: dict[str, Attribute] = {}
        self.attr_aliases: dict[str, Attribute] = {}
        # distinct[N] ids seen in this buffer -> the distinct attribute they denote
        self.distinct: dict[int, Attribute] = {}
        self._type_cache: dict[str, Attribute] = {}

    # --- token helpers -------------------------------------------------------------------

    @property
    def tok(self) -> str:
        return self.text[self.lex.start : self.lex.end]

    def at_punct(self, p: str) -> bool:
        lex = self.lex
        return lex.kind is PUNCT and self.text[lex.start : lex.end] == p

    def consume_punct(self, p: str) -> bool:
        lex = self.lex
        if lex.kind is PUNCT and self.text[lex.start : lex.end] == p:
            lex.next()
            return True
        return False

    def expect_punct(self, p: str, message: str | None = None) -> None:
        if not self.consume_punct(p):
            self.wrong_token(message or f"expected '{p}'")

    def at_keyword(self, word: str) -> bool:
        return self.lex.kind is BARE and self.tok == word

    def consume_keyword(self, word: str) -> bool:
        if self.lex.kind is BARE and self.tok == word:
            self.lex.next()
            return True
        return False

    def error_at(self, offset: int, message: str) -> NoReturn:
        raise error(self.src.loc(offset), message)

    def error_here(self, message: str) -> NoReturn:
        self.error_at(self.lex.start, message)

    def wrong_token(self, message: str) -> NoReturn:
        """An 'expected X' error. Like MLIR, a token that starts a line is blamed on the end
        of the previous non-blank, non-comment text, where the missing piece belongs."""
        text = self.text
        pos = self.lex.start
        if self.lex.kind is EOF and pos > 0:
            pos -= 1
        original = pos
        end = pos
        while True:
            while end > 0 and text[end - 1] in " \t":
                end -= 1
            if end == 0:
                self.error_at(original, message)
            if text[end - 1] not in "\n\r":
                self.error_at(end, message)
            end -= 1
            line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end))
            comment = text.find("//", line_start + 1, end)
            if comment >= 0:
                end = comment

    # --- types ---------------------------------------------------------------------------

    def parse_optional_type(self) -> Attribute | None:
        kind = self.lex.kind
        if kind is BARE:
            return self._parse_builtin_type(required=False)
        if kind is BANG:
            return self._parse_bang_type()
        if kind is PUNCT and self.tok == "(":
            return self.parse_function_type()
        return None

    def parse_type(self, message: str = "expected non-function type") -> Attribute:
        t = self.parse_optional_type()
        if t is None:
            self.wrong_token(message)
        return t

    def parse_non_function_type(self) -> Attribute:
        if self.at_punct("("):
            self.wrong_token("expected non-function type")
        return self.parse_type("expected non-function type")

    def parse_function_type(self) -> Attribute:
        """``(inputs) -> results``; the lexer is on ``(``."""
        start = self.lex.start
        # Function types repeat verbatim in generic IR: cache them by their spelling.
        close = self.text.find(")", start)
        if close > 0:
            arrow_end = self._simple_function_type_end(start, close)
            if arrow_end:
                key = self.text[start:arrow_end]
                cached = self._type_cache.get(key)
                if cached is not None:
                    self.lex.reset(arrow_end)
                    return cached
        self.expect_punct("(")
        inputs = self._parse_type_list_until(")")
        self.expect_punct("->")
        results = self.parse_function_result_types()
        t = B.function_type(inputs, results)
        # Cache only when the quick scan ended where the type really ends (it can stop
        # early inside a dialect body such as `!d.t<->>`).
        if (
            close > 0
            and arrow_end
            and arrow_end <= self.lex.start
            and not self.text[arrow_end : self.lex.start].strip()
        ):
            self._type_cache[self.text[start:arrow_end]] = t
        return t

    def _simple_function_type_end(self, start: int, close: int) -> int:
        # Only a flat `(...) -> T` on one line with no nested parens/aliases is cached.
        text = self.text
        nl = text.find("\n", start)
        if nl < 0:
            nl = len(text)
        inner = text[start + 1 : close]
        if "(" in inner or "#" in inner or close > nl:
            return 0
        j = close + 1
        if text.startswith(" -> ", j):
            j += 4
        else:
            return 0
        # result: up to the end of the line or a ` loc(` / ` {` / ` ` boundary
        k = j
        depth = 0
        while k < nl:
            c = text[k]
            if c in "<([{":
                depth += 1
            elif c in ">)]}":
                if depth == 0:
                    break
                depth -= 1
            elif c in " ,\t" and depth == 0:
                break
            k += 1
        if "#" in text[j:k] or "(" in text[j:k] or k == j:
            return 0
        return k

    def parse_function_result_types(self) -> tuple[Attribute, ...]:
        if self.at_punct("("):
            self.lex.next()
            return self._parse_type_list_until(")")
        return (self.parse_non_function_type(),)

    def _parse_type_list_until(self, close: str) -> tuple[Attribute, ...]:
        if self.consume_punct(close):
            return ()
        types = [self.parse_type()]
        while self.consume_punct(","):
            types.append(self.parse_type())
        self.expect_punct(close)
        return tuple(types)

    def _parse_bang_type(self) -> Attribute:
        lex = self.lex
        start = lex.start
        name = self.text[start + 1 : lex.end]
        if "." not in name and not self._followed_by_angle():
            t = self.type_aliases.get(name)
            lex.next()
            if t is None:
                # Reported where the parser stands after the name, as mlir-opt does.
                self.wrong_token(f"undefined symbol alias id '{name}'")
            return t
        dialect, data, end = self._dialect_symbol(start, name)
        info = self.ctx.dialect(dialect)
        if info is not None:
            lex.reset(end)
            return self._parse_dialect_body(info, start, name, end, True)
        if not self.allow_unregistered and not self.ctx.is_known(dialect):
            self._unregistered_symbol(start, name, f'`!"{dialect}"<"{escape_string(data)}">` type')
        lex.reset(end)
        return B.opaque_type(dialect, data)

    def _parse_dialect_body(
        self, info: DialectInfo, start: int, name: str, end: int, is_type: bool
    ) -> Attribute:
        """The body of ``!dialect.mnemonic...`` / ``!dialect<mnemonic...>`` (``end`` is just
        past the symbol) by its definition. The lexer must be where parsing resumes after
        the symbol; it is left there."""
        lex = self.lex
        resume = lex.start
        dot = name.find(".")
        pretty = dot >= 0
        pos = start + 1 + dot + 1 if pretty else start + 1 + len(name) + 1
        body_end = end if pretty else end - 1
        table = info.types if is_type else info.attrs
        kind = "type" if is_type else "attribute"
        if not table:
            self.error_at(pos, f"dialect '{info.name}' provides no {kind} parsing hook")
        lex.reset(pos)
        if lex.kind is not BARE or lex.start >= body_end:
            self.wrong_token("expected valid keyword")
        defn = table.get(self.text[lex.start : min(lex.end, body_end)])
        if defn is None or defn.parse is None:
            self.error_here(f"expected dynamic {kind}")
        lex.reset(lex.start + len(defn.name))
        try:
            params = defn.parse(self)
            if lex.start < body_end:
                self.error_here("encountered unexpected token")
        except Exception as exc:
            raise hook_failure(exc, self.src.loc(pos), "parsing", defn.key) from None
        lex.reset(resume)
        own = defn.self_type
        if own >= 0 and not is_type and self.dialect_attr_type is not None:
            # the attribute's type: the `` : type`` after it
            params = params[:own] + (self.dialect_attr_type,) + params[own + 1 :]
        try:
            failure = defn.verify(params) if defn.verify is not None else None
        except Exception as exc:
            raise hook_failure(exc, self.src.loc(pos), "parsing", defn.key) from None
        if failure is not None:
            self.error_at(pos, failure[0])
        return get(defn, params)

    def _unregistered_symbol(self, start: int, name: str, what: str) -> NoReturn:
        # mlir-opt points at the symbol's data in the pretty form, at the sigil otherwise.
        loc = start + 1 + name.find(".") + 1 if "." in name else start
        self.error_at(
            loc,
            f"{what} created with unregistered dialect. If this is intended, please call "
            "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect "
            "with the MLIR opt tool used",
        )

    def _followed_by_angle(self) -> bool:
        end = self.lex.end
        return end < len(self.text) and self.text[end] == "<"

    def _dialect_symbol(self, start: int, name: str) -> tuple[str, str, int]:
        """Split ``!dialect.rest<body>`` / ``!dialect<body>`` into (dialect, data, end)."""
        end = self.lex.end
        dot = name.find(".")
        if dot >= 0:
            dialect, data = name[:dot], name[dot + 1 :]
            if _DIALECT_NAMESPACE.fullmatch(dialect) is None:
                self.error_at(start + dot + 2, f"invalid dialect namespace '\"{dialect}\"'")
            if self._followed_by_angle():
                body_end = self._scan_pretty_body(end)
                data += self.text[end:body_end]
                end = body_end
            return dialect, data, end
        if not self._followed_by_angle():
            self.error_at(end, "expected '<' in dialect type")
        if _DIALECT_NAMESPACE.fullmatch(name) is None:
            self.error_at(start, f"invalid dialect namespace '\"{name}\"'")
        body_end = self._scan_pretty_body(end)
        return name, self.text[end + 1 : body_end - 1], body_end

    def _scan_pretty_body(self, pos: int) -> int:
        """Offset just past the ``>`` matching the ``<`` at ``pos`` (brackets, strings)."""
        text = self.text
        stack: list[str] = []
        i = pos
        n = len(text)
        while i < n:
            c = text[i]
            if c in _OPENERS:
                stack.append(_OPENERS[c])
            elif c in ">)]}":
                if c == ">" and i > pos and text[i - 1] == "-":
                    pass  # `->` closes nothing
                elif not stack or stack[-1] != c:
                    # mlir-opt 22 names the innermost open bracket, at the body's start.
                    opener = _CLOSER_OPENER[stack[-1]] if stack else c
                    self.error_at(pos, f"unbalanced '{opener}' character in pretty dialect name")
                else:
                    stack.pop()
                    if not stack:
                        return i + 1
            elif c == '"':
                j = i + 1
                while j < n and text[j] != '"':
                    if text[j] == "\n":
                        self.lex.reset(i)  # the lexer reports the unterminated string
                    j += 2 if text[j] == "\\" else 1
                if j >= n:
                    self.lex.reset(i)  # the lexer reports the unterminated string
                i = j
            i += 1
        opener = _CLOSER_OPENER[stack[-1]] if stack else "<"
        self.error_at(pos, f"unbalanced '{opener}' character in pretty dialect name")

    def _parse_builtin_type(self, required: bool) -> Attribute | None:
        lex = self.lex
        word = self.tok
        simple = _SIMPLE_TYPES.get(word)
        if simple is not None:
            lex.next()
            return simple
        c = word[0]
        if c in "isu":
            prefix = "i" if c == "i" else word[:2]
            digits = word[len(prefix) :]
            if prefix in _INT_TYPE_PREFIX and digits.isdigit() and digits.isascii():
                width = int(digits) if len(digits) <= 10 else 2**32
                if width >= 2**32:
                    self.error_here("invalid integer width")
                if width > MAX_INT_WIDTH:
                    self.error_here(f"integer bitwidth is limited to {MAX_INT_WIDTH} bits")
                lex.next()
                return B.integer_type(width, _INT_TYPE_PREFIX[prefix])
        handler = _COMPOUND_TYPES.get(word)
        if handler is None:
            return None
        start = lex.start
        lex.next()
        return handler(self, start)

    def _expect_open(self, what: str) -> None:
        self.expect_punct("<", f"expected '<' in {what}")

    def _expect_close(self, what: str) -> None:
        self.expect_punct(">", f"expected '>' in {what}")

    def _checked(
        self, defn: AttrDef, params: tuple[Any, ...], start: int, locs: dict[int, int]
    ) -> Attribute:
        """The builtin value ``(defn, params)``, checked by its definition (what a builtin
        value may be is declared in builtin.irdl.mlir): an error at the parameter at fault
        (its offset in ``locs``, by index) or at ``start``."""
        if defn.verify is not None:
            try:
                failure = defn.verify(params)
            except Exception as exc:  # a plug-in's type verifier
                raise hook_failure(exc, self.src.loc(start), "verifying", defn.key) from None
            if failure is not None:
                message, index = failure
                self.error_at(locs.get(index, start), message)
        return get(defn, params)

    def _parse_complex(self, start: int) -> Attribute:
        self._expect_open("complex type")
        loc = self.lex.start
        elem = self.parse_type()
        self._expect_close("complex type")
        return self._checked(B.T["complex"], (elem,), start, {0: loc})

    def _parse_tuple(self, start: int) -> Attribute:
        self._expect_open("tuple type")
        if self.consume_punct(">"):
            return get(B.T["tuple"], ((),))
        types = [self.parse_type()]
        while self.consume_punct(","):
            types.append(self.parse_type())
        self._expect_close("tuple type")
        return get(B.T["tuple"], (tuple(types),))

    def parse_dimension_list(
        self, allow_dynamic: bool, allow_scalable: bool
    ) -> tuple[tuple[int, ...], tuple[bool, ...]]:
        """Dimensions ``4x?x[8]x`` up to the element type; consumes the trailing ``x``."""
        dims: list[int] = []
        scalable: list[bool] = []
        lex = self.lex
        while True:
            is_scalable = False
            if allow_scalable and self.at_punct("["):
                lex.next()
                is_scalable = True
            if lex.kind is INT:
                spelling = self.tok
                if spelling.startswith("0x"):
                    # `0x4` is the dimension 0 followed by `x4`.
                    dims.append(0)
                    lex.reset(lex.start + 1)
                else:
                    value = int(spelling)
                    if value >= 2**63:
                        self.error_here("invalid dimension")
                    dims.append(value)
                    lex.next()
            elif self.at_punct("?"):
                if not allow_dynamic:
                    self.error_here("expected static shape")
                dims.append(B.DYNAMIC)
                lex.next()
            else:
                if is_scalable:
                    self.wrong_token("expected integer value")
                break
            if is_scalable:
                self.expect_punct("]")
            scalable.append(is_scalable)
            if not self._consume_x():
                self.wrong_token("expected 'x' in dimension list")
        return tuple(dims), tuple(scalable)

    def _consume_x(self) -> bool:
        lex = self.lex
        if lex.kind is BARE and self.text[lex.start] == "x":
            lex.reset(lex.start + 1)
            return True
        return False

    def _parse_tensor(self, start: int) -> Attribute:
        self._expect_open("tensor type")
        if self.consume_punct("*"):
            if not self._consume_x():
                self.wrong_token("expected 'x' in dimension list")
            loc = self.lex.start
            elem = self.parse_type()
            self._expect_close("tensor type")
            return self._checked(B.T["unranked_tensor"], (elem,), start, {0: loc})
        dims, _ = self.parse_dimension_list(True, False)
        loc = self.lex.start
        elem = self.parse_type()
        encoding = None
        if self.consume_punct(","):
            encoding = self.parse_attribute()
        params = (dims, elem, encoding)
        self._expect_close("tensor type")
        return self._checked(B.T["tensor"], params, start, {1: loc})

    def _parse_memref(self, start: int) -> Attribute:
        self._expect_open("memref type")
        unranked = False
        dims: tuple[int, ...] = ()
        if self.consume_punct("*"):
            if not self._consume_x():
                self.wrong_token("expected 'x' in dimension list")
            unranked = True
        else:
            dims, _ = self.parse_dimension_list(True, False)
        loc = self.lex.start
        elem = self.parse_type()
        # As MLIR's parser, the element type is checked before the rest is read: here by
        # checking a memref of it with nothing else.
        self._checked(B.T["memref"], ((), elem, None, None), start, {1: loc})
        layout: Attribute | None = None
        space: Attribute | None = None
        if not self.consume_punct(">"):
            self.expect_punct(",", "expected ',' or '>' in memref type")
            while True:
                if self.at_punct(">"):
                    self.error_at(
                        self.text.rfind(",", 0, self.lex.start) + 1, "expected list element"
                    )
                attr = self.parse_attribute()
                if attr.defn in (B.A["affine_map"], B.A["strided_layout"]):
                    layout = attr
                    if unranked:
                        self.error_here("cannot have affine map for unranked memref type")
                    if space is not None:
                        self.error_here("expected memory space to be last in memref type")
                elif space is not None:
                    self.error_here("multiple memory spaces specified in memref type")
                else:
                    space = attr
                if not self.consume_punct(","):
                    break
            self.expect_punct(">", "expected ',' or '>' in memref type")
        if unranked:
            self._checked(B.T["unranked_memref"], (elem, space), start, {0: loc})
        else:
            self._checked(B.T["memref"], (dims, elem, layout, space), start, {1: loc})
        # As MemRefType::get: the default memory space (integer 0, of any type) and an
        # identity layout are not kept.
        if space is not None and space.defn is B.A["integer"] and space.params[1] == 0:
            space = None
        if unranked:
            return get(B.T["unranked_memref"], (elem, space))
        if layout is not None and layout.defn is B.A["affine_map"]:
            if layout.params[0].is_identity():
                layout = None
        return get(B.T["memref"], (dims, elem, layout, space))

    def _parse_vector(self, start: int) -> Attribute:
        self._expect_open("vector type")
        dims, scalable = self.parse_dimension_list(False, True)
        elem = self.parse_type()
        self._expect_close("vector type")
        return self._checked(B.T["vector"], (dims, elem, scalable), start, {})

    # --- attributes ----------------------------------------------------------------------

    def parse_attribute(self, type: Attribute | None = None) -> Attribute:
        attr = self.parse_optional_attribute(type)
        if attr is None:
            self.wrong_token("expected attribute value")
        return attr

    def parse_optional_attribute(self, type: Attribute | None = None) -> Attribute | None:
        lex = self.lex
        kind = lex.kind
        if kind is STRING:
            value = unescape_string(self.src, lex.start, lex.end)
            lex.next()
            if type is None and self.consume_punct(":"):
                type = self.parse_type()
            return B.string_attr(value, type)
        if kind is INT or kind is FLOAT:
            return self._parse_number(False, type)
        if kind is AT:
            return self._parse_symbol_ref()
        if kind is HASH:
            return self._parse_hash_attr(type)
        if kind is PUNCT:
            p = self.tok
            if p == "[":
                return self._parse_array()
            if p == "{":
                return self.parse_dictionary()
            if p == "-":
                lex.next()
                if lex.kind is not INT and lex.kind is not FLOAT:
                    self.wrong_token("expected constant integer or floating point value")
                return self._parse_number(True, type)
            if p == "(":
                t = self.parse_function_type()
                return B.type_attr(t)
            return None
        if kind is BARE:
            word = self.tok
            handler = _KEYWORD_ATTRS.get(word)
            if handler is not None:
                start = lex.start
                lex.next()
                return handler(self, start, type)
            builtin_type = self._parse_builtin_type(required=False)
            if builtin_type is not None:
                return B.type_attr(builtin_type)
            return None
        if kind is BANG:
            return B.type_attr(self._parse_bang_type())
        return None

    def _parse_symbol_ref(self) -> Attribute:
        root = self._symbol_name()
        nested: list[str] = []
        while self.at_punct("::"):
            self.lex.next()
            if self.lex.kind is not AT:
                self.wrong_token("expected nested symbol reference identifier")
            nested.append(self._symbol_name())
        return B.symbol_ref(root, tuple(nested))

    def _symbol_name(self) -> str:
        lex = self.lex
        if self.text[lex.start + 1] == '"':
            name = unescape_string(self.src, lex.start + 1, lex.end)
        else:
            name = self.text[lex.start + 1 : lex.end]
        lex.next()
        return name

    def _parse_array(self) -> Attribute:
        self.lex.next()
        elems: list[Attribute] = []
        if not self.consume_punct("]"):
            elems.append(self.parse_attribute())
            while self.consume_punct(","):
                elems.append(self.parse_attribute())
            self.expect_punct("]", "expected ',' or ']'")
        return B.array_attr(tuple(elems))

    def parse_dictionary(self) -> Attribute:
        return B.dictionary_attr(self.parse_attribute_entries())

    def parse_attribute_entries(self) -> dict[str, Attribute]:
        """``{name = value, unit_name, "quoted" = value}``; the lexer is on ``{``."""
        lex = self.lex
        lex.next()
        entries: dict[str, Attribute] = {}
        if self.consume_punct("}"):
            return entries
        while True:
            start = lex.start
            if lex.kind is BARE:
                name = self.tok
            elif lex.kind is STRING:
                name = unescape_string(self.src, lex.start, lex.end)
                if not name:
                    self.error_here("expected valid attribute name")
            else:
                self.wrong_token("expected attribute name")
            lex.next()
            if name in entries:
                self.error_at(start, f"duplicate key '{name}' in dictionary attribute")
            if self.consume_punct("="):
                entries[name] = self.parse_attribute()
            else:
                entries[name] = B.unit_attr()
            if not self.consume_punct(","):
                break
        self.expect_punct("}", "expected '}' in attribute dictionary")
        return entries

    def _parse_hash_attr(self, type: Attribute | None) -> Attribute:
        lex = self.lex
        start = lex.start
        name = self.text[start + 1 : lex.end]
        if "." not in name and not self._followed_by_angle():
            attr = self.attr_aliases.get(name)
            lex.next()
            if attr is None:
                # Reported where the parser stands after the name, as mlir-opt does.
                self.wrong_token(f"undefined symbol alias id '{name}'")
            return attr
        dialect, data, end = self._dialect_symbol(start, name)
        lex.reset(end)
        attr_type = type
        if attr_type is None and self.consume_punct(":"):
            attr_type = self.parse_type()
        info = self.ctx.dialect(dialect)
        if info is not None:
            saved = self.dialect_attr_type
            self.dialect_attr_type = attr_type
            try:
                return self._parse_dialect_body(info, start, name, end, False)
            finally:
                self.dialect_attr_type = saved
        attr_type = attr_type if attr_type else B.NONE
        if not self.allow_unregistered and not self.ctx.is_known(dialect):
            from core.printer import attr_to_str

            what = f'#"{dialect}"<"{escape_string(data)}"> : \'{attr_to_str(attr_type)}\' attribute'
            self._unregistered_symbol(start, name, what)
        return get(B.A["opaque"], (dialect, data, attr_type))

    def _parse_number(self, negative: bool, type: Attribute | None) -> Attribute:
        lex = self.lex
        tok_start = lex.start
        spelling = self.tok
        is_float = lex.kind is FLOAT
        lex.next()
        if type is None and self.consume_punct(":"):
            type_loc = self.lex.start
            type = self.parse_type()
        else:
            type_loc = tok_start
        if type is None:
            type = B.F64 if is_float else B.I64
        if B.is_float_type(type):
            return self._float_attr(spelling, negative, is_float, type, tok_start)
        if is_float:
            self.error_at(tok_start, "floating point value not valid for specified type")
        if not B.is_int_or_index(type):
            self.error_at(type_loc, "integer literal not valid for specified type")
        value = int_literal(spelling)
        if negative:
            value = -value
        return self.make_integer_attr(value, type, tok_start, negative)

    def make_integer_attr(self, value: int, type: Attribute, loc: int, negative: bool) -> Attribute:
        if type.defn is B.T["index"]:
            width, signedness = 64, B.SIGNED
        else:
            width, signedness = type.params
        if signedness == B.UNSIGNED and negative:
            self.error_at(loc, "negative integer literal not valid for unsigned integer type")
        if not _fits(value, width, signedness):
            self.error_at(loc, "integer constant out of range for attribute")
        if signedness == B.SIGNLESS and type.defn is B.T["integer"] and value >= 0:
            # Signless values are stored as bit patterns and printed signed.
            if width and value >= 1 << (width - 1):
                value -= 1 << width
        return B.integer_attr(value, type)

    def _float_attr(
        self, spelling: str, negative: bool, is_float: bool, type: Attribute, loc: int
    ) -> Attribute:
        from core import floats

        sem = floats.SEMANTICS[B.FLOAT_DEFS[type.defn]]
        try:
            bits = floats.parse_float_literal(sem, ("-" if negative else "") + spelling)
        except floats.FloatLiteralError as exc:
            err = error(self.src.loc(loc), exc.message)
            if exc.note:
                err.with_note(exc.note, self.src.loc(loc))
            raise err from None
        if sem.nonfinite in floats.KEEPS_LITERAL_STATE and not spelling.startswith("0x"):
            # The attribute keeps what its bit pattern cannot hold (a sign, an infinity):
            # its printed form rides along as a third parameter.
            text = floats.format_float_attr(sem, ("-" if negative else "") + spelling)
            if text != floats.format_float(sem, bits):
                return get(B.A["float"], (type, bits, text))
        return get(B.A["float"], (type, bits))

    # keyword-introduced attributes: (parser, start offset, expected type) -> attribute

    def _kw_true(self, start: int, type: Attribute | None) -> Attribute:
        return B.bool_attr(True)

    def _kw_false(self, start: int, type: Attribute | None) -> Attribute:
        return B.bool_attr(False)

    def _kw_unit(self, start: int, type: Attribute | None) -> Attribute:
        return B.unit_attr()

    def _kw_affine_map(self, start: int, type: Attribute | None) -> Attribute:
        from core.affine import parse_affine_map

        if not self.at_punct("<"):
            self.wrong_token("expected '<' in affine map")
        amap, end = parse_affine_map(self.src, self.lex.end)
        self.lex.reset(end)
        self.expect_punct(">")
        return get(B.A["affine_map"], (amap,))

    def _kw_affine_set(self, start: int, type: Attribute | None) -> Attribute:
        from core.affine import parse_integer_set

        if not self.at_punct("<"):
            self.wrong_token("expected '<' in integer set")
        iset, end = parse_integer_set(self.src, self.lex.end)
        self.lex.reset(end)
        self.expect_punct(">")
        return get(B.A["integer_set"], (iset,))

    def _kw_strided(self, start: int, type: Attribute | None) -> Attribute:
        self.expect_punct("<", "expected '<' after 'strided'")
        self.expect_punct("[", "expected '['")
        strides: list[int] = []
        if not self.at_punct("]"):
            strides.append(self._parse_stride_value())
            while self.consume_punct(","):
                strides.append(self._parse_stride_value())
        self.expect_punct("]", "expected ']'")
        offset = 0
        if not self.consume_punct(">"):
            self.expect_punct(",", "expected ','")
            if not self.consume_keyword("offset"):
                self.wrong_token("expected 'offset' after comma")
            self.expect_punct(":", "expected ':' after 'offset'")
            offset = self._parse_stride_value()
            self.expect_punct(">", "expected '>'")
        return get(B.A["strided_layout"], (offset, tuple(strides)))

    def _parse_stride_value(self) -> int:
        if self.consume_punct("?"):
            return B.DYNAMIC
        loc = self.lex.start
        negative = self.consume_punct("-")
        if self.lex.kind is not INT:
            self.error_at(loc, "expected a 64-bit signed integer or '?'")
        value = int_literal(self.tok)
        if value >= 2**63:
            self.error_at(loc, "expected a 64-bit signed integer or '?'")
        self.lex.next()
        return -value if negative else value

    def _kw_distinct(self, start: int, type: Attribute | None) -> Attribute:
        self.expect_punct("[", "expected '[' after 'distinct'")
        if self.lex.kind is not INT:
            self.wrong_token("expected distinct ID")
        ident = int_literal(self.tok)
        if ident >= 2**64:
            self.error_here("expected an unsigned 64-bit integer")
        self.lex.next()
        self.expect_punct("]", "expected ']' to close distinct ID")
        self.expect_punct("<", "expected '<' after distinct ID")
        if self.at_punct(">"):
            referenced = B.unit_attr()
        else:
            referenced = self.parse_attribute()
        self.expect_punct(">", "expected '>' to close distinct attribute")
        existing = self.distinct.get(ident)
        if existing is not None:
            if existing.params[1] is not referenced:
                self.error_at(
                    start,
                    "referenced attribute does not match previous definition: "
                    + repr(existing.params[1]),
                )
            return existing
        # Each distinct attribute is unique: the id makes it so within a context.
        attr = get(B.A["distinct"], (_next_distinct_id(), referenced))
        self.distinct[ident] = attr
        return attr

    def _kw_loc(self, start: int, type: Attribute | None) -> Attribute:
        self.expect_punct("(", "expected '(' in inline location")
        loc = self.parse_location_body()
        self.expect_punct(")", "expected ')' in inline location")
        return loc

    def parse_location_body(self) -> Attribute:
        """A location instance (the text inside ``loc(...)``)."""
        lex = self.lex
        if lex.kind is HASH:
            attr = self._parse_hash_attr(None)
            if not B.is_location(attr):
                from core.printer import attr_to_str

                self.error_here("expected location attribute, but got" + attr_to_str(attr))
            return attr
        if lex.kind is STRING:
            return self._parse_name_or_file_loc()
        if lex.kind is BARE:
            word = self.tok
            if word == "unknown":
                lex.next()
                return B.UNKNOWN_LOC
            if word == "callsite":
                lex.next()
                self.expect_punct("(", "expected '(' in callsite location")
                callee = self.parse_location_body()
                if not self.consume_keyword("at"):
                    self.wrong_token("expected 'at' in callsite location")
                caller = self.parse_location_body()
                self.expect_punct(")", "expected ')' in callsite location")
                return get(B.A["call_site_loc"], (callee, caller))
            if word == "fused":
                lex.next()
                metadata = None
                if self.consume_punct("<"):
                    metadata = self.parse_attribute()
                    self.expect_punct(">", "expected '>' after fused location metadata")
                self.expect_punct("[", "expected '[' in fused location")
                locs: list[Attribute] = []
                if not self.consume_punct("]"):
                    locs.append(self.parse_location_body())
                    while self.consume_punct(","):
                        locs.append(self.parse_location_body())
                    self.expect_punct("]", "expected ']' in fused location")
                return B.fused_loc(tuple(locs), metadata)
        self.wrong_token("expected location instance")

    def _parse_name_or_file_loc(self) -> Attribute:
        lex = self.lex
        name = unescape_string(self.src, lex.start, lex.end)
        lex.next()
        if self.consume_punct(":"):
            line = self._loc_uint("line", True)
            if not self.consume_punct(":"):
                return B.file_loc(name, line, 0)
            col = self._loc_uint("column", False)
            if not self.at_keyword("to"):
                # MLIR builds `"file":line:col` from a plain string, which names an empty
                # file "-"; the other forms keep the name as written.
                return B.file_loc(name or "-", line, col)
            lex.next()
            end_line = line
            if lex.kind is INT:
                end_line = self._loc_uint("line", True)
            if not self.consume_punct(":"):
                self.wrong_token("expected either integer or `:` post `to` in FileLineColRange")
            end_col = self._loc_uint("column", False)
            return B.file_range_loc(name, line, col, end_line, end_col)
        child = B.UNKNOWN_LOC
        if self.consume_punct("("):
            child = self.parse_location_body()
            self.expect_punct(")", "expected ')' after child location of NameLoc")
        return get(B.A["name_loc"], (name, child))

    def _loc_uint(self, what: str, wrong_token: bool) -> int:
        """A line or column number: an unsigned 32-bit integer."""
        message = f"expected integer {what} number in FileLineColRange"
        if self.lex.kind is not INT:
            self.wrong_token(message)
        value = int_literal(self.tok)
        if value >= 2**32:
            if wrong_token:
                self.wrong_token(message)
            self.error_here(message)
        self.lex.next()
        return value

    def _kw_dense(self, start: int, type: Attribute | None) -> Attribute:
        from core import dense

        self.expect_punct("<", "expected '<' after 'dense'")
        lit = dense.parse_dense(self.lex, start)
        self.expect_punct(">", "expected '>'")
        shaped, type_loc = self._elements_type(type, start)
        return dense.build_dense(self.src, lit, shaped, type_loc)

    def _elements_type(self, type: Attribute | None, start: int) -> tuple[Attribute, int]:
        """The ``: type`` after an elements literal; core.dense checks what it may be."""
        if type is not None:
            return type, start
        if not self.consume_punct(":"):
            self.wrong_token("expected ':'")
        loc = self.lex.start
        return self.parse_type(), loc

    def _kw_dense_resource(self, start: int, type: Attribute | None) -> Attribute:
        self.expect_punct("<", "expected '<' after 'dense_resource'")
        lex = self.lex
        if lex.kind is BARE:
            handle = self.tok
        elif lex.kind is STRING:
            handle = unescape_string(self.src, lex.start, lex.end)
        else:
            self.wrong_token("expected identifier key for 'resource' entry")
        lex.next()
        self.expect_punct(">", "expected '>'")
        shaped, type_loc = self._elements_type(type, start)
        if shaped.defn not in B.SHAPED_DEFS:
            self.error_at(type_loc, "`dense_resource` expected a shaped type")
        return get(B.A["dense_resource_elements"], (shaped, handle))

    def _kw_array(self, start: int, type: Attribute | None) -> Attribute:
        from core import dense
        from core.printer import attr_to_str

        self.expect_punct("<", "expected '<' after 'array'")
        elem_loc = self.lex.start
        elem = self.parse_type()
        attr = dense.parse_dense_array(self.lex, elem, elem_loc, attr_to_str)
        self.expect_punct(">", "expected '>' to close an array attribute")
        return attr

    def _kw_sparse(self, start: int, type: Attribute | None) -> Attribute:
        from core import dense

        self.expect_punct("<", "expected '<' after 'sparse'")
        lit = dense.parse_sparse(self.lex, start)
        self.expect_punct(">", "expected '>'")
        shaped, type_loc = self._elements_type(type, start)
        return dense.build_sparse(self.src, lit, shaped, type_loc)


def _fits(value: int, width: int, signedness: int) -> bool:
    if width == 0:
        return value == 0
    if signedness == B.SIGNED:
        return -(1 << (width - 1)) <= value < (1 << (width - 1))
    if signedness == B.UNSIGNED:
        return 0 <= value < (1 << width)
    # Signless: either reading fits.
    return -(1 << (width - 1)) <= value < (1 << width)


_distinct_counter = [0]


def _next_distinct_id() -> int:
    _distinct_counter[0] += 1
    return _distinct_counter[0]


_SIMPLE_TYPES: dict[str, Attribute] = {
    "index": B.INDEX,
    "none": B.NONE,
    **{k: B.float_type(k) for k in B.FLOAT_KINDS},
}
_COMPOUND_TYPES = {
    "complex": TypeAttrParser._parse_complex,
    "tuple": TypeAttrParser._parse_tuple,
    "tensor": TypeAttrParser._parse_tensor,
    "memref": TypeAttrParser._parse_memref,
    "vector": TypeAttrParser._parse_vector,
}
_KEYWORD_ATTRS = {
    "true": TypeAttrParser._kw_true,
    "false": TypeAttrParser._kw_false,
    "unit": TypeAttrParser._kw_unit,
    "affine_map": TypeAttrParser._kw_affine_map,
    "affine_set": TypeAttrParser._kw_affine_set,
    "strided": TypeAttrParser._kw_strided,
    "distinct": TypeAttrParser._kw_distinct,
    "loc": TypeAttrParser._kw_loc,
    "dense": TypeAttrParser._kw_dense,
    "dense_resource": TypeAttrParser._kw_dense_resource,
    "array": TypeAttrParser._kw_array,
    "sparse": TypeAttrParser._kw_sparse,
}

__all__ = ["TypeAttrParser", "DiagnosticError"]
