"""The operation parser: generic operations, blocks, regions, SSA names, aliases and the
``{-# ... #-}`` resource section (spec 000 "Operations", "Blocks", "Regions").

SSA names are scoped per region: a name defined in a region is visible in nested regions and
forgotten when its region ends. A use before its definition makes a placeholder that the
definition later replaces; placeholders never defined are reported as MLIR does, at the end
of the outermost scope.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NoReturn

from core import builtin as B
from core.attributes import Attribute
from core.diagnostics import (
    Diagnostic,
    DiagnosticError,
    Severity,
    SourceFile,
    error,
    hook_failure,
)
from core.ir import Block, Operation, Region, Value
from core.lexer import (
    AT,
    BANG,
    BARE,
    CARET,
    EOF,
    HASH,
    INT,
    PUNCT,
    STRING,
    VALUE,
    int_literal,
    unescape_string,
)
from core.type_parser import TypeAttrParser

if TYPE_CHECKING:
    from core.context import Context
    from core.registry import OpInfo


@dataclass
class ParsedModule:
    module: Operation
    # `{-# dialect_resources: {...} #-}` entries: (dialect or "external", key, raw value text)
    resources: list[tuple[str, str, str, str]] = field(default_factory=list)
    # What reading kept quiet in mlir-opt but tells here (a property key that is dropped).
    warnings: list[Diagnostic] = field(default_factory=list)


_ID = r"[A-Za-z0-9$._\-]+"
_SIMPLE_OP = re.compile(
    rf"(?:(%{_ID}) = )?\"([A-Za-z_][A-Za-z0-9$._\-]*)\"\(((?:%{_ID}(?:#[0-9]+)?)"
    rf"(?:, %{_ID}(?:#[0-9]+)?)*)?\) : (?=\()"
)

# A whole line holding a simple generic operation whose function type has no nesting and no
# aliases, and nothing after it: `%r = "d.op"(%a, %b) : (t1, t2) -> t3`. Runs of such lines
# are read by `_parse_simple_run` without the lexer. The result type is one word, possibly
# with a `<...>` body (two levels). Trailing whitespace, including the following lines'
# indentation, is consumed so the next match starts at the next operation.
_RESULT_TYPE = r"[^\s#(){}<>,\[\]]+(?:<[^\s#(){}<>]*(?:<[^\s#(){}<>]*>[^\s#(){}<>]*)*>)?"
_SIMPLE_LINE = re.compile(
    rf"(?:(%{_ID}) = )?\"([A-Za-z_][A-Za-z0-9$._\-]*)\"\(((?:%{_ID})(?:, %{_ID})*)?\) : "
    rf"(\([^()#\n]*\) -> {_RESULT_TYPE})[ \t]*\n\s*"
)

_INT_TYPE = re.compile(r"[su]?i[0-9]+")

# Dialects whose `dialect_resources` entries are understood (blobs of dense_resource).
RESOURCE_DIALECTS = frozenset(("builtin",))


# An entry-block argument a custom form names before its region: (name, type, offset of
# the name, location attribute or None for the offset).
EntryArg = tuple[str, Attribute, int, "Attribute | None"]


class DeferredLoc:
    """A trailing ``loc(#name)`` whose alias is defined later in the buffer."""

    __slots__ = ("name", "offset")

    def __init__(self, name: str, offset: int) -> None:
        self.name = name
        self.offset = offset


class _Forward(Value):
    """A use of a name not defined yet: replaced when the definition is parsed."""

    __slots__ = ("loc", "name")

    def __init__(self, type: Attribute, loc: int, name: str) -> None:
        super().__init__(type)
        self.loc = loc
        self.name = name


class Parser(TypeAttrParser):
    def __init__(self, src: SourceFile, ctx: Context, module_name: str = "builtin.module") -> None:
        super().__init__(src, ctx)
        self.module_name = module_name
        # The namespace tried for op names without one (MLIR starts with "builtin"); a
        # custom operation pushes its own for the parse of its regions.
        self.default_dialects: list[str] = ["builtin"]
        self.custom_ops: list[str] = []  # the custom operations being read, as written
        # how many results the operation being read is bound to (``%a, %b:2 = ...``)
        self.bound_results = 0
        # name -> the values it denotes (one per result of a multi-result op)
        self.values: dict[str, list[Value]] = {}
        self._simple_names: set[str] = set()  # op names _parse_simple_run may read
        self.scopes: list[list[str]] = []
        self.forward: dict[tuple[str, int], _Forward] = {}
        self.forward_blocks: list[dict[str, tuple[Block, int]]] = []
        self.block_defs: list[dict[str, Block]] = []
        self._def_locs: dict[str, int] = {}
        self.deferred_locs = False
        # Uses left undefined in isolated regions (reported with the others at the end).
        self.dead_forward: list[_Forward] = []
        self.warnings: list[Diagnostic] = []

    # --- top level -----------------------------------------------------------------------

    def parse_module(self) -> ParsedModule:
        lex = self.lex
        top = Block()
        resources: list[tuple[str, str, str, str]] = []
        self.scopes.append([])
        while lex.kind is not EOF:
            kind = lex.kind
            if kind is HASH:
                self._parse_alias(False)
            elif kind is BANG:
                self._parse_alias(True)
            elif kind is PUNCT and self.tok == "{-#":
                resources.extend(self._parse_resources())
            else:
                top.append(self.parse_operation())
        self._finish_scope()
        self._report_forward_refs()
        ops = top.ops
        if len(ops) == 1 and ops[0].name == self.module_name and not ops[0].results:
            module = ops[0]
            module.parent = None
        else:
            region = Region()
            body = region.add_block()
            for op in ops:
                body.append(op)
            module = Operation(
                self.module_name, regions=[region], loc=B.file_loc(self.src.name, 0, 0)
            )
        if self.deferred_locs:
            self.resolve_deferred_locations(module)
        return ParsedModule(module, resources, self.warnings)

    def _parse_alias(self, is_type: bool) -> None:
        lex = self.lex
        start = lex.start
        name = self.text[start + 1 : lex.end]
        kind = "type" if is_type else "attribute"
        if "." in name:
            self.error_at(start, f"{kind} names with a '.' are reserved for dialect-defined names")
        table = self.type_aliases if is_type else self.attr_aliases
        if name in table:
            self.error_at(start, f"redefinition of {kind} alias id '{name}'")
        lex.next()
        self.expect_punct("=", f"expected '=' in {kind} alias definition")
        value = self.parse_type() if is_type else self.parse_attribute()
        table[name] = value

    def _parse_resources(self) -> list[tuple[str, str, str, str]]:
        """``{-# dialect_resources: { d: { key: "0x.." } }, external_resources: {...} #-}``.
        Kept as (section, owner, key, value text) for printing back."""
        lex = self.lex
        lex.next()
        out: list[tuple[str, str, str, str]] = []
        if self.consume_punct("#-}"):
            return out
        while True:
            if lex.kind is not BARE:
                self.wrong_token("expected identifier key for 'resource' entry")
            section = self.tok
            if section not in ("dialect_resources", "external_resources"):
                self.error_here(f"unknown file metadata key '{section}'")
            lex.next()
            self.expect_punct(":")
            self.expect_punct("{")
            if not self.consume_punct("}"):
                while True:
                    owner_loc = lex.start
                    owner = self._resource_key()
                    if section == "dialect_resources" and owner not in RESOURCE_DIALECTS:
                        self.error_at(owner_loc, f"dialect '{owner}' is unknown")
                    self.expect_punct(":")
                    self.expect_punct("{")
                    if not self.consume_punct("}"):
                        while True:
                            key = self._resource_key()
                            self.expect_punct(":")
                            vstart = lex.start
                            if lex.kind is STRING:
                                lex.next()
                            elif lex.kind is BARE and self.tok in ("true", "false"):
                                lex.next()
                            else:
                                self.wrong_token("expected string or bool resource value")
                            value = self.text[vstart : self.lex_prev_end(vstart)]
                            if section == "dialect_resources":
                                self._check_blob(key, value, vstart)
                            out.append((section, owner, key, value))
                            if not self.consume_punct(","):
                                break
                        self.expect_punct("}")
                    if not self.consume_punct(","):
                        break
                self.expect_punct("}")
            if not self.consume_punct(","):
                break
        self.expect_punct("#-}", "expected '#-}' to close file metadata")
        return out

    def lex_prev_end(self, start: int) -> int:
        """End of the token that began at ``start`` (the lexer has moved past it)."""
        text = self.text
        if text[start] == '"':
            i = start + 1
            while text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            return i + 1
        i = start
        while i < len(text) and (text[i].isalnum() or text[i] == "_"):
            i += 1
        return i

    def _check_blob(self, key: str, value: str, loc: int) -> None:
        # Builtin blobs are hex strings whose first 4 bytes give the alignment.
        if not (value.startswith('"0x') and value.endswith('"')):
            self.error_at(loc, f"expected hex string blob for key '{key}'")
        digits = value[3:-1]
        if len(digits) % 2 or any(c not in "0123456789abcdefABCDEF" for c in digits):
            self.error_at(loc, f"expected hex string blob for key '{key}'")
        if len(digits) < 8:
            self.error_at(
                loc,
                f"expected hex string blob for key '{key}' to encode alignment in first 4 bytes",
            )

    def _resource_key(self) -> str:
        lex = self.lex
        if lex.kind is BARE:
            key = self.tok
        elif lex.kind is STRING:
            key = unescape_string(self.src, lex.start, lex.end)
        else:
            self.wrong_token("expected identifier key for 'resource' entry")
        lex.next()
        return key

    # --- operations ----------------------------------------------------------------------

    def parse_operation(self) -> Operation:
        lex = self.lex
        # Fast path for the most common shape, `%r = "d.op"(%a, %b) : (...) -> ...`: one
        # regular expression instead of a token per piece. Anything else falls through.
        m = _SIMPLE_OP.match(self.text, lex.start)
        if m is not None:
            return self._parse_simple_operation(m)
        results: list[tuple[str, int, int]] = []  # (name, count, offset)
        if lex.kind is VALUE:
            while True:
                start = lex.start
                name = self.tok
                if "#" in name:
                    self.error_at(start, "expected valid ssa identifier")
                lex.next()
                count = 1
                if self.consume_punct(":"):
                    if lex.kind is not INT:
                        self.wrong_token("expected integer number of results")
                    count = int_literal(self.tok)
                    if count < 1:
                        self.error_here("expected named operation to have at least 1 result")
                    lex.next()
                results.append((name, count, start))
                if not self.consume_punct(","):
                    break
                if lex.kind is not VALUE:
                    self.wrong_token("expected valid ssa identifier")
            self.expect_punct("=", "expected '=' after SSA name")
        op_start = lex.start
        if lex.kind is STRING:
            op = self._parse_generic_operation()
        elif lex.kind is BARE and not _INT_TYPE.fullmatch(self.tok):
            # (MLIR lexes `i32` as an integer type, not a name a custom op could have)
            self.bound_results = sum(c for _, c, _ in results)
            op = self._parse_custom_operation()
        else:
            self.wrong_token("expected operation name in quotes")
        if results:
            total = sum(c for _, c, _ in results)
            if total != len(op.results):
                self._bind_count_error(results[0][2], len(op.results), total)
            index = 0
            for name, count, start in results:
                self.define_values(name, op.results[index : index + count], start)
                index += count
        loc = self.parse_trailing_location()
        if loc is not None:
            op.loc = loc
        elif op.loc is None:
            op.loc = op_start
        return op

    def parse_trailing_location(self) -> Attribute | DeferredLoc | None:
        """``loc(...)`` after an operation or block argument, if present. There a ``#name``
        may refer to an alias defined further down: it is resolved at the end of the buffer
        (``resolve_deferred_locations``)."""
        if not self.at_keyword("loc"):
            return None
        lex = self.lex
        lex.next()
        self.expect_punct("(", "expected '(' in location")
        loc: Attribute | DeferredLoc
        if lex.kind is HASH and "." not in self.tok:
            start = lex.start
            name = self.text[start + 1 : lex.end]
            lex.next()
            attr = self.attr_aliases.get(name)
            if attr is None:
                loc = DeferredLoc(name, start)
                self.deferred_locs = True
            else:
                loc = self._location_alias(attr, start)
        else:
            loc = self.parse_location_body()
        self.expect_punct(")", "expected ')' in location")
        return loc

    def _location_alias(self, attr: Attribute, start: int) -> Attribute:
        if not B.is_location(attr):
            self.error_at(start, f"expected location, but found '{attr!r}'")
        return attr

    def resolve_deferred_locations(self, root: Operation) -> None:
        """Replace the forward ``#loc`` references, in the order MLIR checks them (a
        post-order walk: nested operations first, then the operation and its block
        arguments)."""
        stack: list[tuple[Operation, bool]] = [(root, False)]
        while stack:
            op, expanded = stack.pop()
            if not expanded:
                stack.append((op, True))
                for region in reversed(op.regions):
                    for block in reversed(region.blocks):
                        stack.extend((child, False) for child in reversed(block.ops))
                continue
            if isinstance(op.loc, DeferredLoc):
                op.loc = self._resolve_deferred(op.loc)
            for region in op.regions:
                for block in region.blocks:
                    for arg in block.args:
                        if isinstance(arg.loc, DeferredLoc):
                            arg.loc = self._resolve_deferred(arg.loc)

    def _resolve_deferred(self, ref: DeferredLoc) -> Attribute:
        attr = self.attr_aliases.get(ref.name)
        if attr is None:
            self.error_at(ref.offset, "operation location alias was never defined")
        return self._location_alias(attr, ref.offset)

    def _bind_count_error(self, loc: int, defined: int, bound: int) -> NoReturn:
        if defined == 0:
            self.error_at(loc, "cannot name an operation with no results")
        self.error_at(loc, f"operation defines {defined} results but was provided {bound} to bind")

    def _check_registered(self, name: str) -> None:
        if self.allow_unregistered:
            return
        dot = name.find(".")
        if dot < 0 or not self.ctx.is_known(name[:dot]):
            self.error_here(
                "operation being parsed with an unregistered dialect. If this is intended, "
                "please use -allow-unregistered-dialect with the MLIR tool used"
            )

    def _parse_simple_operation(self, m: re.Match[str]) -> Operation:
        lex = self.lex
        result, name, operand_text = m.group(1, 2, 3)
        if not self.allow_unregistered:
            lex.reset(m.end(2) + 1)
            self._check_registered(name)
        op_start = m.start(2) - 1  # the opening quote
        type_loc = m.end()
        lex.reset(type_loc)
        ftype = self.parse_function_type()
        inputs, result_types = ftype.params
        refs = operand_text.split(", ") if operand_text else []
        if len(inputs) != len(refs):
            self.error_at(
                type_loc,
                f"expected {len(refs)} operand type{'s' if len(refs) != 1 else ' '}"
                f" but had {len(inputs)}",
            )
        if refs:
            pos = m.start(3)
            operands = []
            for ref, t in zip(refs, inputs):
                operands.append(self.resolve_use(ref, t, pos))
                pos += len(ref) + 2
        else:
            operands = []
        properties = None
        info = self.ctx.op_info(name) if self.ctx is not None else None
        if info is not None and info.defaults and info.uses_properties:
            properties = self._inherent_to_properties(info, {}, None)
        op = Operation(
            name, operands, result_types, None, properties, None, None, op_start, self.src
        )
        if result is not None:
            if len(op.results) != 1:
                self._bind_count_error(m.start(1), len(op.results), 1)
            self.define_values(result, op.results, m.start(1))
        loc = self.parse_trailing_location()
        if loc is not None:
            op.loc = loc
        return op

    def _parse_custom_operation(self) -> Operation:
        """An operation in the custom form its definition declares."""
        lex = self.lex
        start = lex.start
        info = self._custom_op_info(self.tok, start)
        parse = info.parse
        if parse is None:
            why = f" here: {info.no_custom_form}" if info.no_custom_form else ""
            self.error_at(start, f"custom op '{self.tok}' has no custom assembly form{why}")
        lex.next()
        self.default_dialects.append(info.default_dialect)
        self.custom_ops.append(info.name)  # MLIR names it in full (`call` -> 'func.call')
        try:
            op = parse(self, info, start)
        except Exception as exc:
            raise hook_failure(exc, self.src.loc(start), "parsing", info.name) from None
        finally:
            self.default_dialects.pop()
            self.custom_ops.pop()
        return op

    def _custom_op_info(self, name: str, start: int) -> OpInfo:
        ctx = self.ctx
        dot = name.find(".")
        if dot > 0:
            info = ctx.op_info(name)
            if info is not None:
                return info
            if ctx.dialect(name[:dot]) is None:
                exc = error(
                    self.src.loc(start),
                    f"Dialect `{name[:dot]}' not found for custom op '{name}' ",
                )
                exc.with_note(
                    "Available dialects: "
                    + ", ".join(ctx.namespaces())
                    + " (* corresponding to loaded but unregistered dialects); for more info on "
                    "dialect registration see https://mlir.llvm.org/getting_started/Faq/"
                    "#registered-loaded-dependent-whats-up-with-dialects-management",
                    self.src.loc(start),
                )
                raise exc
            self.error_at(start, f"custom op '{name}' is unknown")
        default = self.default_dialects[-1]
        found = ctx.op_info(default + "." + name) if default else None
        if found is None:
            tried = f" (tried '{default}.{name}' as well)" if default else ""
            self.error_at(start, f"custom op '{name}' is unknown{tried}")
        return found

    def _parse_generic_operation(self) -> Operation:
        lex = self.lex
        start = lex.start
        name = unescape_string(self.src, lex.start, lex.end)
        if not name:
            self.error_at(start, "empty operation name is invalid")
        if "\0" in name:
            self.error_at(start, "null character not allowed in operation name")
        lex.next()
        self._check_registered(name)
        info = self.ctx.op_info(name)
        isolated = info is not None and info.isolated_from_above
        self.expect_punct("(", "expected '(' to start operand list")
        operand_refs: list[tuple[str, int]] = []
        if not self.consume_punct(")"):
            while True:
                if lex.kind is not VALUE:
                    self.wrong_token("expected SSA operand")
                operand_refs.append((self.tok, lex.start))
                lex.next()
                if not self.consume_punct(","):
                    break
            self.expect_punct(")", "expected ')' to end operand list")
        successors: list[Block] = []
        if self.at_punct("["):
            if info is not None and not info.is_terminator:
                self.error_here("successors in non-terminator")
            successors = self._parse_successors()
        properties = None
        if self.at_punct("<"):
            lex.next()
            properties = self.parse_attribute()
            self.expect_punct(">", "expected '>' to close properties")
        regions: list[Region] = []
        if self.at_punct("("):
            lex.next()
            while True:
                regions.append(self.parse_region(isolated=isolated))
                if not self.consume_punct(","):
                    break
            self.expect_punct(")", "expected ')' to end region list")
        attributes: dict[str, Attribute] = {}
        if self.at_punct("{"):
            attributes = self.parse_attribute_entries()
        self.expect_punct(":", "expected ':' followed by operation type")
        type_loc = lex.start
        if not self.at_punct("("):
            self.error_here("expected function type")
        ftype = self.parse_function_type()
        inputs, result_types = ftype.params
        if len(inputs) != len(operand_refs):
            self.error_at(
                type_loc,
                f"expected {len(operand_refs)} operand type{'s' if len(operand_refs) != 1 else ' '}"
                f" but had {len(inputs)}",
            )
        operands = [self.resolve_use(ref, t, loc) for (ref, loc), t in zip(operand_refs, inputs)]
        if properties is not None and info is not None and not info.uses_properties:
            self._invalid_properties(start, name, properties, "extensible Dialects don't "
                                     "support properties")  # fmt: skip
        if info is not None and info.uses_properties:
            if properties is not None and info.convert_property is not None:
                properties = self._convert_properties(info, start, name, properties)
            properties = self._inherent_to_properties(info, attributes, properties)
        return Operation(
            name,
            operands,
            result_types,
            attributes,
            properties,
            successors,
            regions,
            None,
            self.src,
        )

    def _invalid_properties(self, start: int, name: str, props: Attribute, why: str) -> NoReturn:
        from core.printer import attr_to_str

        self.error_at(start, f"invalid properties {attr_to_str(props)} for op {name}: {why}")

    def _convert_properties(
        self, info: OpInfo, start: int, name: str, properties: Attribute
    ) -> Attribute | None:
        """``<{...}>`` as ODS's setPropertiesFromAttr reads it: a value of the wrong kind
        for its property is an error, a key that is no property is dropped."""
        assert info.convert_property is not None
        if not info.inherent:
            self._invalid_properties(
                start, name, properties, "this operation does not support properties"
            )
        if properties.defn is not B.A["dictionary"]:
            self._invalid_properties(
                start, name, properties, "expected DictionaryAttr to set properties"
            )
        kept = {}
        for k, v in properties.params[0]:
            if k not in info.inherent:
                # ODS drops it without a word; nothing is lost silently here.
                message = f"property '{k}' is not declared by '{info.name}': it is dropped"
                loc = self.src.loc(start)
                self.warnings.append(Diagnostic(Severity.WARNING, message, loc, explanatory=True))
                continue
            why = info.convert_property(k, v)
            if why is not None:
                self._invalid_properties(start, name, properties, why)
            kept[k] = v
        return B.dictionary_attr(kept) if kept else None

    def _inherent_to_properties(
        self, info: OpInfo, attributes: dict[str, Attribute], properties: Attribute | None
    ) -> Attribute | None:
        """An operation that keeps inherent attributes as properties takes them out of the
        dictionary too, as MLIR's Operation::setAttrs does; an absent one with a default
        (ODS's DefaultValuedAttr) gets it."""
        moved = [(k, v) for k, v in attributes.items() if k in info.inherent]
        for k, _ in moved:
            del attributes[k]
        entries = dict(properties.params[0]) if properties is not None else {}
        entries.update(moved)
        missing = [(k, v) for k, v in info.defaults.items() if k not in entries]
        if not moved and not missing:
            return properties
        entries.update(missing)
        return B.dictionary_attr(entries)

    def _parse_successors(self) -> list[Block]:
        lex = self.lex
        lex.next()
        out: list[Block] = []
        while True:
            if lex.kind is not CARET:
                self.wrong_token("expected block name")
            out.append(self._block_ref(self.tok, lex.start))
            lex.next()
            if not self.consume_punct(","):
                break
        self.expect_punct("]", "expected ',' or ']'")
        return out

    # --- primitives for custom forms (the assembly-format engine) -----------------------

    def parse_operand_ref(self) -> tuple[str, int]:
        """``%name`` or ``%name#N``: (spelling, offset); resolve it with ``resolve_use``."""
        lex = self.lex
        if lex.kind is not VALUE:
            self.wrong_token("expected SSA operand")
        ref = (self.tok, lex.start)
        lex.next()
        return ref

    def parse_optional_operand_ref(self) -> tuple[str, int] | None:
        return self.parse_operand_ref() if self.lex.kind is VALUE else None

    def parse_successor(self) -> Block:
        lex = self.lex
        if lex.kind is not CARET:
            self.wrong_token("expected block name")
        block = self._block_ref(self.tok, lex.start)
        lex.next()
        return block

    def parse_symbol_name(self) -> str:
        if self.lex.kind is not AT:
            self.custom_error("expected valid '@'-identifier for symbol name")
        return self._symbol_name()

    def parse_keyword(self, word: str | None = None) -> str:
        """A bare keyword (``word`` if given)."""
        lex = self.lex
        if lex.kind is not BARE or (word is not None and self.tok != word):
            self.custom_error(
                f"expected '{word}'" if word is not None else "expected valid keyword"
            )
        text = self.tok
        lex.next()
        return text

    def custom_error(self, message: str, at: int | None = None) -> NoReturn:
        """An error of a custom form's own reading, at offset ``at`` or where the parser
        stands; inside a custom operation MLIR names it ("custom op 'x.y' expected valid
        keyword")."""
        if self.custom_ops:
            message = f"custom op '{self.custom_ops[-1]}' {message}"
        self.error_at(self.lex.start if at is None else at, message)

    def parse_optional_keyword(self, word: str) -> bool:
        return self.consume_keyword(word)

    # --- SSA values ----------------------------------------------------------------------

    def resolve_use(self, ref: str, type: Attribute, loc: int) -> Value:
        hash_pos = ref.find("#")
        if hash_pos >= 0:
            digits = ref[hash_pos + 1 :].lstrip("0") or "0"
            # MLIR reads it as a 32-bit unsigned; the length test keeps int() off huge text.
            if len(digits) > 10 or int(digits) > 0xFFFFFFFF:
                self.error_at(loc + hash_pos, "invalid SSA value result number")
            name, number = ref[:hash_pos], int(digits)
        else:
            name, number = ref, 0
        vals = self.values.get(name)
        if vals is not None:
            if number >= len(vals):
                self.error_at(loc, "reference to invalid result number")
            v = vals[number]
            if v.type is not type:
                self._type_mismatch(ref, v, type, loc)
            return v
        key = (name, number)
        fwd = self.forward.get(key)
        if fwd is None:
            fwd = _Forward(type, loc, ref)
            self.forward[key] = fwd
        elif fwd.type is not type:
            self._type_mismatch(ref, fwd, type, loc)
        return fwd

    def _type_mismatch(self, ref: str, prior: Value, type: Attribute, loc: int) -> None:
        raise DiagnosticError(self._mismatch_diag(ref, prior, type, loc))

    def _mismatch_diag(self, ref: str, prior: Value, type: Attribute, loc: int) -> Diagnostic:
        d = Diagnostic(
            Severity.ERROR,
            # MLIR names the value without its result number (`%0`, not `%0#1`)
            f"use of value '{ref.partition('#')[0]}' expects different type than prior uses: "
            f"'{type!r}' vs "
            f"'{prior.type!r}'",
            self.src.loc(loc),
        )
        if isinstance(prior, _Forward):
            prior_loc: int | None = prior.loc
        else:
            prior_loc = self._def_locs.get(ref.partition("#")[0])
        if prior_loc is not None:
            d.attach_note("prior use here", self.src.loc(prior_loc))
        return d

    def define_values(self, name: str, vals: list, start: int) -> None:
        if name in self.values:
            prior = self.values[name][0]
            d = Diagnostic(
                Severity.ERROR, f"redefinition of SSA value '{name}'", self.src.loc(start)
            )
            ploc = self._def_loc_of(name)
            if ploc is not None:
                d.attach_note("previously defined here", self.src.loc(ploc))
            del prior
            raise DiagnosticError(d)
        for i, v in enumerate(vals):
            fwd = self.forward.pop((name, i), None)
            if fwd is not None:
                if fwd.type is not v.type:
                    ref = f"{name}#{i}"
                    raise error(
                        self.src.loc(start),
                        f"definition of SSA value '{ref}' has type '{v.type!r}'",
                    ).with_note(
                        f"previously used here with type '{fwd.type!r}'", self.src.loc(fwd.loc)
                    )
                fwd.replace_all_uses_with(v)
        self.values[name] = vals
        self._def_locs[name] = start
        self.scopes[-1].append(name)

    def _def_loc_of(self, name: str) -> int | None:
        return self._def_locs.get(name)

    # --- regions and blocks --------------------------------------------------------------

    def parse_region(
        self, entry_args: Sequence[EntryArg] | None = None, isolated: bool = False
    ) -> Region:
        """``{ blocks }``. ``entry_args`` are arguments a custom form named before the
        region (a function signature): the entry block takes them and may have no label.
        ``isolated``: names from outside are not visible (IsolatedFromAbove)."""
        lex = self.lex
        brace = lex.start
        self.expect_punct("{", "expected '{' to begin a region")
        region = Region()
        saved = self._enter_isolated() if isolated else None
        self.scopes.append([])
        self.block_defs.append({})
        self.forward_blocks.append({})
        if not entry_args and self.consume_punct("}"):
            self._finish_region(saved)
            return region
        if entry_args:
            if lex.kind is CARET:
                self.error_here("invalid block name in region with named arguments")
            block = region.add_block()
            block.loc = brace
            for name, type, offset, loc in entry_args:
                prior = self._reference_loc(name)
                if prior is not None:
                    raise error(
                        self.src.loc(offset), f"region entry argument '{name}' is already in use"
                    ).with_note("previously referenced here", self.src.loc(prior))
                arg = block.add_arg(type, offset if loc is None else loc)
                self.define_values(name, [arg], offset)
            self._parse_block_body(block)
        elif lex.kind is not CARET:
            # An entry block without a label.
            block = region.add_block()
            self._parse_block_body(block)
        while lex.kind is CARET:
            self._parse_labeled_block(region)
        self.expect_punct("}", "expected '}' to end a region")
        if not region.blocks:
            region.add_block()
        self._finish_region(saved)
        return region

    def _reference_loc(self, name: str) -> int | None:
        """Where ``name`` was defined or first used in the current name scope, if it was."""
        if name in self.values:
            return self._def_locs.get(name)
        fwd = self.forward.get((name, 0))
        return fwd.loc if fwd is not None else None

    def _enter_isolated(self) -> tuple[Any, ...]:
        """A fresh SSA namespace (names outside are invisible); returns what to restore."""
        saved = (self.values, self.forward, self._def_locs)
        self.values = {}
        self.forward = {}
        self._def_locs = {}
        return saved

    def _leave_isolated(self, saved: tuple[Any, ...]) -> None:
        # Uses never defined inside stay undefined: reported with the others at the end.
        self.dead_forward.extend(self.forward.values())
        self.values, self.forward, self._def_locs = saved

    def _parse_labeled_block(self, region: Region) -> None:
        lex = self.lex
        start = lex.start
        label = self.tok
        defs = self.block_defs[-1]
        if label in defs:
            self.error_at(start, f"redefinition of block '{label}'")
        fwd = self.forward_blocks[-1].pop(label, None)
        block = fwd[0] if fwd else Block()
        block.parent = region
        block.loc = start
        region.blocks.append(block)
        defs[label] = block
        lex.next()
        if self.consume_punct("("):
            if not self.consume_punct(")"):
                while True:
                    if lex.kind is not VALUE:
                        self.wrong_token("expected SSA operand")
                    arg_start = lex.start
                    name = self.tok
                    lex.next()
                    self.expect_punct(":", "expected ':' and type for SSA operand")
                    t = self.parse_type()
                    arg_loc = self.parse_trailing_location()
                    arg = block.add_arg(t, arg_start if arg_loc is None else arg_loc)
                    self.define_values(name, [arg], arg_start)
                    if not self.consume_punct(","):
                        break
                self.expect_punct(")", "expected ')' to end argument list")
        self.expect_punct(":", "expected ':' after block name")
        self._parse_block_body(block)

    def _parse_block_body(self, block: Block) -> None:
        lex = self.lex
        while lex.kind is not CARET and not (lex.kind is PUNCT and self.tok == "}"):
            if lex.kind is EOF:
                self.wrong_token("expected '}' to end a region")
            if (lex.kind is VALUE or lex.kind is STRING) and self._parse_simple_run(block):
                continue
            block.append(self.parse_operation())

    def _parse_simple_run(self, block: Block) -> bool:
        """Read consecutive ``_SIMPLE_LINE`` operations into ``block`` with no lexer and no
        calls per operation: the bulk of generated and machine-written generic IR. An
        operation this cannot take as it stands (a forward reference, a type mismatch, an
        unknown dialect, defaults to materialise...) ends the run before anything of it is
        built, and the general path reads it, reporting any error. Whether anything was
        read; the lexer is left on the next token."""
        lex = self.lex
        text = self.text
        match = _SIMPLE_LINE.match
        pos = lex.start
        m = match(text, pos)
        if m is None:
            return False
        values = self.values
        type_cache = self._type_cache
        simple_names = self._simple_names
        ops = block.ops
        src = self.src
        def_locs = self._def_locs
        scope = self.scopes[-1]
        started = pos
        while m is not None:
            result, name, operand_text, ftext = m.group(1, 2, 3, 4)
            if name not in simple_names and not self._is_simple_name(name):
                break
            ftype = type_cache.get(ftext)
            if ftype is None:
                lex.reset(m.start(4))
                ftype = self.parse_function_type()
                if lex.start < m.end():
                    break
                type_cache[ftext] = ftype
            inputs, result_types = ftype.params
            operands: list[Value] = []
            if operand_text:
                refs = operand_text.split(", ")
                if len(refs) != len(inputs):
                    break
                for ref, t in zip(refs, inputs):
                    vals = values.get(ref)
                    if vals is None or vals[0].type is not t:
                        break
                    operands.append(vals[0])
                else:
                    refs = None
                if refs is not None:
                    break
            elif inputs:
                break
            if result is not None and (len(result_types) != 1 or result in values):
                break
            op = Operation(
                name, operands, result_types, None, None, None, None, m.start(2) - 1, src
            )
            if result is not None:
                if self.forward:
                    self.define_values(result, op.results, m.start(1))
                else:  # define_values without its checks: the name is new, none waits
                    values[result] = op.results  # type: ignore[assignment]  # read only
                    def_locs[result] = m.start(1)
                    scope.append(result)
            op.parent = block
            ops.append(op)
            pos = m.end()
            m = match(text, pos)
        lex.reset(pos)
        return pos != started

    def _is_simple_name(self, name: str) -> bool:
        """Whether operations named ``name`` may take ``_parse_simple_run``: registered (or
        unregistered allowed) and with no default attributes to materialise."""
        dot = name.find(".")
        if not self.allow_unregistered and (dot < 0 or not self.ctx.is_known(name[:dot])):
            return False
        info = self.ctx.op_info(name) if self.ctx is not None else None
        if info is not None and info.defaults and info.uses_properties:
            return False
        self._simple_names.add(name)
        return True

    def _block_ref(self, label: str, loc: int) -> Block:
        if not self.block_defs:
            self.error_at(loc, "reference to an undefined block")
        block = self.block_defs[-1].get(label)
        if block is not None:
            return block
        fwd = self.forward_blocks[-1].get(label)
        if fwd is None:
            fwd = (Block(), loc)
            self.forward_blocks[-1][label] = fwd
        return fwd[0]

    def _finish_region(self, isolated: tuple[Any, ...] | None = None) -> None:
        self._finish_scope()
        self.block_defs.pop()
        pending = self.forward_blocks.pop()
        if pending:
            _, loc = min(pending.values(), key=lambda b: b[1])
            self.error_at(loc, "reference to an undefined block")
        if isolated is not None:
            self._leave_isolated(isolated)

    def _finish_scope(self) -> None:
        values = self.values
        def_locs = self._def_locs
        for name in self.scopes.pop():
            del values[name]
            def_locs.pop(name, None)

    def _report_forward_refs(self) -> None:
        """One error per name used and never defined, in source order (as MLIR does)."""
        if self.forward or self.dead_forward:
            locs = sorted(f.loc for f in (*self.forward.values(), *self.dead_forward))
            exc = error(self.src.loc(locs[0]), "use of undeclared SSA value name")
            exc.followups.extend(
                error(self.src.loc(loc), "use of undeclared SSA value name").diag
                for loc in locs[1:]
            )
            raise exc
