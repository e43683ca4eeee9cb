"""The wheel works outside the checkout.

A wheel built from the checkout holds every module of ``core``, ``irdl`` and ``dialects_irdl``
(all sub-packages), every ``dialects_irdl/*/*.irdl.mlir``, the grammar caches
``dialects_irdl/*.json`` and the ``py.typed`` markers.
Installed into a fresh virtual environment outside the checkout, and run from another
directory, its ``irdl-opt --show-dialects`` and the README's example print what the editable
install prints (stdout, stderr and exit code).
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import venv
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGES = ("core", "irdl", "dialects_irdl")
# Left out of the copy the wheel is built from: VCS data, caches, earlier build output.
_NOT_COPIED = shutil.ignore_patterns(
    ".git", "__pycache__", "*.pyc", "*.egg-info", "build", "dist", "Output", "bench-data",
    ".pytest_cache", ".mypy_cache", ".ruff_cache", ".venv", "venv", ".tox", ".nox",
)  # fmt: skip
_TIMEOUT = 300  # seconds, for each pip / build step


@dataclass(frozen=True)
class Installed:
    """A wheel built from the checkout and the fresh venv it is installed in."""

    wheel: Path
    venv: Path
    elsewhere: Path  # a working directory outside the checkout

    @property
    def bin(self) -> Path:
        return self.venv / ("Scripts" if os.name == "nt" else "bin")


def _env() -> dict[str, str]:
    """The environment of every child: nothing points Python at the checkout or user site."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSAFEPATH", "PYTHONSTARTUP")
    }
    env["PYTHONNOUSERSITE"] = "1"
    return env


def _run(cmd: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cmd, cwd=cwd, env=_env(), capture_output=True, text=True, timeout=_TIMEOUT, check=False
    )


def _index_reachable(dest: Path) -> bool:
    """Whether pip can fetch from its configured index (the build's setuptools comes from it)."""
    probe = [sys.executable, "-m", "pip", "download", "--no-deps", "--retries", "0"]
    probe += ["--timeout", "15", "--dest", str(dest), "setuptools>=68"]
    return _run(probe, dest).returncode == 0


def _run_from_index(step: str, cmd: list[str], scratch: Path) -> None:
    """Run a step that needs the package index: skip if pip cannot reach one, else it must pass."""
    proc = _run(cmd, scratch)
    if proc.returncode != 0:
        if not _index_reachable(scratch):
            pytest.skip(f"pip cannot reach a package index, needed for {step}")
        pytest.fail(f"{shlex.join(cmd)} exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}")


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """Build the wheel from a copy of the checkout, install it (and its dependencies) in a venv."""
    root = tmp_path_factory.mktemp("wheel")
    assert not root.resolve().is_relative_to(REPO), f"{root} is inside the checkout"
    # A copy, so the build leaves nothing in the working tree and no stale build/ leaks in.
    src = root / "src"
    shutil.copytree(REPO, src, ignore=_NOT_COPIED)
    dist, scratch, elsewhere = root / "dist", root / "scratch", root / "elsewhere"
    scratch.mkdir()
    elsewhere.mkdir()
    build = [sys.executable, "-m", "build", "--wheel", "--outdir", str(dist), str(src)]
    _run_from_index("building the wheel (setuptools)", build, scratch)
    (wheel,) = dist.glob("*.whl")
    env_dir = root / "venv"
    venv.create(env_dir, with_pip=False, clear=True)  # no system site packages
    python = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    install = [sys.executable, "-m", "pip", "--python", str(python), "install", str(wheel)]
    _run_from_index("installing the wheel's dependencies", install, scratch)
    return Installed(wheel=wheel, venv=env_dir, elsewhere=elsewhere)


def test_wheel_holds_every_module_and_dialect_file(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = set(wheel.namelist())
    expected = {
        path.relative_to(REPO).as_posix()
        for package in PACKAGES
        for path in (REPO / package).rglob("*")
        if "__pycache__" not in path.parts
        and (path.suffix in (".py", ".pyi") or path.name == "py.typed")
    }
    expected |= {p.relative_to(REPO).as_posix() for p in REPO.glob("dialects_irdl/*/*.irdl.mlir")}
    # the grammar caches of the bundled dialects (irdl.format.grammar_cache)
    expected |= {p.relative_to(REPO).as_posix() for p in REPO.glob("dialects_irdl/*.json")}
    assert {"core/py.typed", "irdl/py.typed", "dialects_irdl/builtin/builtin.irdl.mlir"} <= expected
    assert not expected - names, f"missing from {installed.wheel.name}: {sorted(expected - names)}"
    stray = sorted(n for n in names if n.split("/")[0] not in (*PACKAGES, _dist_info(installed)))
    assert not stray, f"{installed.wheel.name} holds files outside the packages: {stray}"


def _dist_info(installed: Installed) -> str:
    name, version = installed.wheel.name.split("-")[:2]
    return f"{name}-{version}.dist-info"


def test_venv_imports_the_installed_wheel(installed: Installed) -> None:
    code = "import core, irdl, dialects_irdl; print(core.__file__, irdl.__file__)"
    proc = _run([str(installed.bin / "python"), "-c", code], installed.elsewhere)
    assert proc.returncode == 0, proc.stderr
    for file in proc.stdout.split():
        assert Path(file).resolve().is_relative_to(installed.venv.resolve()), proc.stdout


def _same_as_editable(installed: Installed, args: list[str]) -> None:
    """``irdl-opt ARGS`` from the venv, run elsewhere, behaves as the editable install does."""
    editable = _run([sys.executable, "-m", "irdl", *args], REPO)
    assert editable.returncode == 0, f"editable irdl-opt {shlex.join(args)}:\n{editable.stderr}"
    wheel = _run([str(installed.bin / "irdl-opt"), *args], installed.elsewhere)
    got = (wheel.stdout, wheel.stderr, wheel.returncode)
    assert got == (editable.stdout, editable.stderr, editable.returncode)


def test_show_dialects(installed: Installed) -> None:
    _same_as_editable(installed, ["--show-dialects"])


def _readme_example() -> list[str]:
    """The arguments of the README's example: the first ```sh block's ``... && irdl-opt ARGS``,
    with the paths it names made absolute against the checkout."""
    block = re.search(r"^```sh\n(.*?)^```", (REPO / "README.md").read_text(), re.M | re.S)
    assert block, "README.md has no ```sh block"
    command = block.group(1).strip().split("&& ")[-1]
    program, *args = shlex.split(command)
    assert program == "irdl-opt", command

    def absolute(arg: str) -> str:
        flag, eq, value = arg.rpartition("=") if arg.startswith("-") else ("", "", arg)
        path = REPO / value
        return f"{flag}{eq}{path}" if value and not value.startswith("-") and path.exists() else arg

    return [absolute(arg) for arg in args]


def test_readme_example(installed: Installed) -> None:
    args = _readme_example()
    assert any(str(REPO) in arg for arg in args), f"the example names no file: {args}"
    _same_as_editable(installed, args)
