"""``python -m gouji_sim.simulation --check N [--seed S] [--workers K]``."""

import sys

from .check import main

sys.exit(main())
