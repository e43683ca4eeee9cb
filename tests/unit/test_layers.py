"""The layers stay layers: import-linter's contracts (pyproject.toml, [tool.importlinter])
hold, and the contract that keeps dialect plug-ins independent names every one of them."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _contracts() -> list[dict[str, object]]:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    return list(config["tool"]["importlinter"]["contracts"])


def test_import_contracts_hold() -> None:
    lint = shutil.which("lint-imports") or str(Path(sys.executable).parent / "lint-imports")
    done = subprocess.run([lint, "--no-cache"], cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_every_dialect_plugin_is_in_the_independence_contract() -> None:
    plugins = {
        f"dialects_irdl.{p.parent.name}" for p in (REPO / "dialects_irdl").glob("*/__init__.py")
    }
    independent = next(c for c in _contracts() if c["type"] == "independence")
    assert set(independent["modules"]) == plugins  # type: ignore[arg-type]


def test_no_module_of_irdl_is_named_after_a_dialect_but_irdl() -> None:
    bundled = {p.parent.name for p in (REPO / "dialects_irdl").glob("*/*.irdl.mlir")}
    named = [
        str(path.relative_to(REPO))
        for path in (REPO / "irdl").rglob("*.py")
        if (set(path.stem.split("_")) | set(path.parent.relative_to(REPO).parts))
        & bundled - {"irdl"}
    ]
    assert named == []


def test_the_bundled_plugins_use_nothing_private() -> None:
    """What the standard library's plug-ins import from core and irdl is public: a user's
    plug-in can do all they do."""
    private = []
    for path in sorted((REPO / "dialects_irdl").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in (
                "core",
                "irdl",
            ):
                private += [
                    f"{path.relative_to(REPO)}: {node.module}.{a.name}"
                    for a in node.names
                    if a.name.startswith("_")
                ]
    assert private == []


def test_the_contracts_name_the_promised_rules() -> None:
    kinds = {c["type"] for c in _contracts()}
    assert {"forbidden", "layers", "independence", "acyclic_siblings"} <= kinds


def test_the_library_registers_all_its_pieces_when_used() -> None:
    """Every module of irdl.format and irdl.checks that registers pieces is imported once a
    context exists, so what a declaration may name does not depend on which plug-in ran
    first (irdl-import-ods decides with it what a generated file may use)."""
    import pkgutil
    import sys

    import irdl.checks
    import irdl.format
    from irdl.runtime.library import Context

    Context()
    for package in (irdl.format, irdl.checks):
        for module in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
            path = Path(package.__path__[0]) / (module.name.rsplit(".", 1)[1] + ".py")
            if "Plugin(" in path.read_text(encoding="utf-8"):
                assert module.name in sys.modules, module.name
