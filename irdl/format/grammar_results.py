"""Trees of the formats of the dialects every run loads (irdl, builtin), by text.

Made by ``python -m tests.unit.grammar_cache``; do not edit. Data only
(irdl.format.grammar_cache)."""

# fmt: off
# ruff: noqa
from typing import Any

RESULTS: dict[str, Any] = {
    ' $base_type `<` $args `>` ` ` attr-dict ': (('Var', 'base_type', False), ('Literal', '<'), ('Var', 'args', False), ('Literal', '>'), ('Literal', ' '), ('Directive', 'attr-dict', False)),
    ' $expected ` ` attr-dict ': (('Var', 'expected', False), ('Literal', ' '), ('Directive', 'attr-dict', False)),
    ' ($base_ref^)? ($base_name^)? ` ` attr-dict': (('Group', (('Var', 'base_ref', True),), None, 0), ('Group', (('Var', 'base_name', True),), None, 0), ('Literal', ' '), ('Directive', 'attr-dict', False)),
    ' `(` $args `)` ` ` attr-dict ': (('Literal', '('), ('Var', 'args', False), ('Literal', ')'), ('Literal', ' '), ('Directive', 'attr-dict', False)),
    ' `` custom<NamedValueList>($args, $names) attr-dict ': (('Literal', ''), ('Custom', 'NamedValueList', (('Var', 'args', False), ('Var', 'names', False)), False), ('Directive', 'attr-dict', False)),
    ' `` custom<NamedValueListWithVariadicity>($args, $names, $variadicity) attr-dict': (('Literal', ''), ('Custom', 'NamedValueListWithVariadicity', (('Var', 'args', False), ('Var', 'names', False), ('Var', 'variadicity', False)), False), ('Directive', 'attr-dict', False)),
    ' attr-dict ': (('Directive', 'attr-dict', False),),
    '$pred ` ` attr-dict': (('Var', 'pred', False), ('Literal', ' '), ('Directive', 'attr-dict', False)),
    '($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict': (('Group', (('Var', 'inputs', True), ('Literal', ':'), ('TypeOf', ('Var', 'inputs', False), False)), None, 0), ('Literal', 'to'), ('TypeOf', ('Var', 'outputs', False), False), ('Directive', 'attr-dict', False)),
    '(custom<SymbolName>($sym_name)^)? attr-dict-with-keyword $bodyRegion': (('Group', (('Custom', 'SymbolName', (('Var', 'sym_name', False),), True),), None, 0), ('Directive', 'attr-dict-with-keyword', False), ('Var', 'bodyRegion', False)),
    '`[` custom<StrippedAttrList>($value, "#irdl.variadicity") `]`': (('Literal', '['), ('Custom', 'StrippedAttrList', (('Var', 'value', False), ('StrArg', '#irdl.variadicity')), False), ('Literal', ']')),
    '``(`(` $entryBlockArgs $constrainedArguments^ `)`)? ``(` ` `with` `size` custom<TypedAttribute>($numberOfBlocks, "i32")^)? attr-dict': (('Literal', ''), ('Group', (('Literal', '('), ('Var', 'entryBlockArgs', False), ('Var', 'constrainedArguments', True), ('Literal', ')')), None, 2), ('Literal', ''), ('Group', (('Literal', ' '), ('Literal', 'with'), ('Literal', 'size'), ('Custom', 'TypedAttribute', (('Var', 'numberOfBlocks', False), ('StrArg', 'i32')), True)), None, 3), ('Directive', 'attr-dict', False)),
    'custom<AttributesOp>($attributeValues, $attributeValueNames) attr-dict': (('Custom', 'AttributesOp', (('Var', 'attributeValues', False), ('Var', 'attributeValueNames', False)), False), ('Directive', 'attr-dict', False)),
    'custom<Keyword>($value)': (('Custom', 'Keyword', (('Var', 'value', False),), False),),
    'custom<SymbolName>($sym_name) attr-dict-with-keyword custom<SingleBlockRegion>($body)': (('Custom', 'SymbolName', (('Var', 'sym_name', False),), False), ('Directive', 'attr-dict-with-keyword', False), ('Custom', 'SingleBlockRegion', (('Var', 'body', False),), False)),
}
