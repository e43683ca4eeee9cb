# A user's lit suite for the cmath dialect (../cmath.irdl.mlir), as docs/lit.md describes:
# run it with `lit -v examples/lit` (needs `pip install lit filecheck`).
import os

import irdl.tool.lit_config

config.name = "cmath"  # noqa: F821  (lit injects `config`)
config.test_source_root = os.path.dirname(__file__)  # noqa: F821
irdl.tool.lit_config.configure(config, irdl_files=["../cmath.irdl.mlir"])  # noqa: F821
