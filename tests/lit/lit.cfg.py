# lit configuration: `.mlir` tests run with irdl-opt and FileCheck, as MLIR's own tests do.
# `irdl-opt` runs the checked-out package; `FileCheck` is the `filecheck` Python port.
import os
import shutil
import sys

import lit.formats

config.name = "irdl-opt"  # noqa: F821  (lit injects `config`)
config.test_format = lit.formats.ShTest(execute_external=False)  # noqa: F821
config.suffixes = [".mlir"]  # noqa: F821
config.test_source_root = os.path.dirname(__file__)  # noqa: F821
config.excludes = ["Inputs"]  # noqa: F821

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
python = sys.executable
config.environment["PYTHONPATH"] = root + os.pathsep + os.environ.get("PYTHONPATH", "")  # noqa: F821
filecheck = shutil.which("filecheck") or f"{python} -m filecheck"
config.substitutions.append(("irdl-opt", f"{python} -m irdl"))  # noqa: F821
config.substitutions.append(("FileCheck", filecheck))  # noqa: F821
