"""``python -m tutor``: the command line (each browser session of ``tutor serve`` starts so)."""

import sys

from .cli import main

sys.exit(main())
