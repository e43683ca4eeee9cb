"""``python -m irdl``: the same as the ``irdl-opt`` command."""

import sys

from irdl.cli import main

sys.exit(main())
