"""``python -m gouji_sim`` runs the ``gouji`` command line."""

from .cli import run

run()
