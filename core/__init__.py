"""The IR kernel: lexer, parser, IR, printer, diagnostics and structural verifier."""
