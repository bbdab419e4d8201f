"""``python -m gouji_sim`` runs the ``gouji`` command line."""

from .cli import run

if __name__ == "__main__":   # not again in a worker process that re-imports it (spawn)
    run()
