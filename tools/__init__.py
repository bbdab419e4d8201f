"""The site's build tools, importable as modules: ``tools.chapters`` and the rest.

Each file is also a script run from the repository's root (``python -m tools.chapters``,
``python tools/build_lite.py``). Importing them needs the repository's root on ``sys.path``:
``python -m`` run from the root puts it there, pytest through ``pythonpath`` in pyproject.toml,
and docs/hooks.py (MkDocs loads hooks by file path) puts it there itself. Not part of the
``gouji_sim`` wheel: these tools build the site, they are not the engine.
"""
