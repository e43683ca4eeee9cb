"""The C++ expressions of ODS predicates (``irdl.c_pred``), read into a tree; never run.

    pred     ::= and ('||' and)*
    and      ::= not ('&&' not)*
    not      ::= '!' not | compare
    compare  ::= postfix (('==' | '!=' | '>=' | '<=' | '>' | '<') postfix)?
    postfix  ::= primary ('.' IDENT template? args | args)*
    primary  ::= '(' pred ')' | lambda | INT | STRING | NAME template?
    lambda   ::= '[' '&'? ']' '(' type IDENT ')' '{' 'return' pred ';' '}'
    template ::= '<' type (',' type)* '>'
    type     ::= NAME template?
    args     ::= '(' (pred (',' pred)*)? ')'
    NAME     ::= '::'? IDENT ('::' IDENT)*        (``$`` may begin one: ``$_self``)

The grammar is written with pyparsing (``_grammar``). A tree node is a tuple:
``("or", a, b, ...)``, ``("and", a, b, ...)``, ``("not", a)``, ``("cmp", op, a, b)``,
``("int", digits)``, ``("string", text)``, ``("name", NAME, template)``,
``("call", callee, args)``, ``("method", object, IDENT, template, args)``,
``("lambda", capture, type, IDENT, body)``; a template is a tuple of types (each written
out in one string, ``::llvm::ArrayRef<int64_t>``) or None, ``args`` a tuple of nodes.
Parentheses leave no node. STRING is a C++ string or character literal, kept as written.
What a tree means (if anything) is ``irdl.checks.predicates``' business; a text outside
the grammar has no tree.

Importing pyparsing takes longer than a whole small run of ``irdl-opt``: the trees of the
standard library's predicates are kept as data (``irdl.format.grammar_cache``; None for a
text outside the grammar), and pyparsing is imported only for a text they lack.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from irdl.format.grammar_cache import LIBRARY_DATA, MISSING, GrammarCache, library_results

if TYPE_CHECKING:
    import pyparsing as pp

Node = tuple[Any, ...]


def _results() -> dict[str, Any]:
    from irdl.checks.pred_grammar_results import RESULTS

    return RESULTS


_LIBRARY = LIBRARY_DATA / "predicate_results.json"
CACHE = GrammarCache(
    [Path(__file__).with_name("pred_grammar_results.py"), _LIBRARY],
    [_results, lambda: library_results(_LIBRARY)],
)


def normalize(text: str) -> str:
    """The text with each run of whitespace one space: what is read, and the cache's key."""
    return " ".join(text.split())


@cache
def parse(text: str) -> Node | None:
    """The tree of a normalized predicate text, or None when it is outside the grammar."""
    known: Node | None = CACHE.get(text)
    return read(text) if known is MISSING else known


def read(text: str) -> Node | None:
    """``text`` read by the grammar itself (what the cache holds the result of)."""
    import pyparsing as pp

    try:
        node: Node = _grammar().parse_string(text, parse_all=True)[0]
    except pp.ParseException:
        return None
    return node


@cache
def _grammar() -> pp.ParserElement:
    import pyparsing as pp

    def one(build: Any) -> Any:
        """A parse action making one token (a tuple) of what its rule matched."""
        return lambda t: build(tuple(t))

    def chain(op: str) -> Any:
        return one(lambda t: t[0] if len(t) == 1 else (op, *t))

    ident = pp.Regex(r"[A-Za-z_][A-Za-z0-9_]*")
    name = pp.Regex(r"(?:::)?[A-Za-z_$][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*")
    pred = pp.Forward()
    type_ = pp.Forward()
    template = pp.Suppress("<") + pp.DelimitedList(type_) + pp.Suppress(">")
    template.set_parse_action(one(lambda t: t))
    type_ <<= (name + pp.Opt(template)).set_parse_action(
        lambda t: t[0] + (f"<{', '.join(t[1])}>" if len(t) > 1 else "")
    )
    no_template = pp.Empty().set_parse_action(lambda: [None])
    args = pp.Suppress("(") + pp.Opt(pp.DelimitedList(pred)) + pp.Suppress(")")
    args.set_parse_action(one(lambda t: t))
    integer = pp.Regex(r"-?\d+(?![\w.])").set_parse_action(one(lambda t: ("int", t[0])))
    string = pp.Regex(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'')
    string.set_parse_action(one(lambda t: ("string", t[0])))
    reference = (name + (template | no_template)).set_parse_action(
        one(lambda t: ("name", t[0], t[1]))
    )
    capture = pp.Suppress("[") + pp.Opt(pp.Literal("&"), default="") + pp.Suppress("]")
    signature = pp.Suppress("(") + type_ + ident + pp.Suppress(")")
    body = pp.Suppress("{") + pp.Suppress(pp.Keyword("return")) + pred + pp.Suppress(";")
    lambda_ = (capture + signature + body + pp.Suppress("}")).set_parse_action(
        one(lambda t: ("lambda", *t))
    )
    primary = pp.Suppress("(") + pred + pp.Suppress(")") | lambda_ | integer | string | reference
    method = (pp.Suppress(".") + ident + (template | no_template) + args).set_parse_action(
        one(lambda t: ("method", *t))
    )
    call = args.copy().add_parse_action(one(lambda t: ("call", t[0])))

    def apply(t: Node) -> Node:
        node = t[0]
        for op in t[1:]:  # each is (kind, ...) missing its object
            node = (op[0], node, *op[1:])
        return node

    postfix = (primary + pp.ZeroOrMore(method | call)).set_parse_action(one(apply))
    compare = postfix + pp.Opt(pp.Regex(r"==|!=|>=|<=|>|<") + postfix)
    compare.set_parse_action(one(lambda t: t[0] if len(t) == 1 else ("cmp", t[1], t[0], t[2])))
    not_ = pp.Forward()
    not_ <<= (pp.Suppress(pp.Regex(r"!(?!=)")) + not_).set_parse_action(
        one(lambda t: ("not", t[0]))
    ) | compare
    and_ = (not_ + pp.ZeroOrMore(pp.Suppress("&&") + not_)).set_parse_action(chain("and"))
    pred <<= (and_ + pp.ZeroOrMore(pp.Suppress("||") + and_)).set_parse_action(chain("or"))
    return pred.parse_with_tabs()
