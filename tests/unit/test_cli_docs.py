"""docs/cli.md documents every flag of ``irdl-opt --help`` (issue 8), and no flag that is gone."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from irdl.tool.cli import _parser

REPO = Path(__file__).resolve().parents[2]
CLI_MD = REPO / "docs" / "cli.md"


def _options() -> list[argparse.Action]:
    return [a for a in _parser()._actions if a.option_strings]


def _table_flags(text: str) -> set[str]:
    """The flags that head a row of the reference tables (the first cell)."""
    flags: set[str] = set()
    for line in text.splitlines():
        if line.startswith("| `"):
            first_cell = line.split(" | ")[0]
            flags.update(re.findall(r"`(-{1,2}[a-z][a-z-]*)", first_cell))
    return flags


def test_every_option_has_a_row() -> None:
    rows = _table_flags(CLI_MD.read_text())
    missing = []
    for action in _options():
        # One spelling is enough: the two-dash one if any, `-o`/`-j`/`-h` otherwise.
        spellings = [
            s for s in action.option_strings if s.startswith("--")
        ] or action.option_strings
        if not any(s in rows for s in spellings):
            missing.append(spellings[0])
    assert not missing, f"docs/cli.md has no row for {missing}"


def test_every_choice_is_documented() -> None:
    text = CLI_MD.read_text()
    for action in _options():
        for choice in action.choices or ():
            flag = action.option_strings[0]
            assert f"{flag}={choice}" in text or f"`{choice}`" in text, (flag, choice)


def test_no_row_for_a_flag_that_does_not_exist() -> None:
    known = {s for action in _options() for s in action.option_strings}
    stale = _table_flags(CLI_MD.read_text()) - known
    assert not stale, f"docs/cli.md documents unknown flags {sorted(stale)}"


def test_positional_input_is_documented() -> None:
    [positional] = [a for a in _parser()._actions if not a.option_strings]
    assert positional.metavar == "FILE"
    assert "| `FILE ...` |" in CLI_MD.read_text()
