"""The files a command is given: a folder stands for the ``*.json`` files in it, one holding
none is an error (exit 2), and an empty name is refused rather than read as the current folder.

What is listed is not opened here: each entry is read by
:func:`~gouji_sim.core.inputs.read_bounded`, which refuses anything but a regular file, so that
a sub-folder named ``*.json``, a named pipe or a dangling link is one entry that fails, not
the end of the run.

>>> json_files([""], recursive=False, none_code="replay-no-records")
Traceback (most recent call last):
...
gouji_sim.core.inputs.InputError: 文件名是空的：请给出一个文件或目录。 / The file name is empty: give a file or a folder.
"""

from __future__ import annotations

from pathlib import Path

from ..core.errors import GoujiError
from ..core.inputs import InputError


def json_files(names: list[str], *, recursive: bool, none_code: str) -> list[Path]:
    """The files ``names`` stand for, in order: a folder gives its ``*.json`` entries (with
    ``recursive``, those of its sub-folders too), sorted; a folder with none raises the
    catalogue error ``none_code`` naming it. Any other name is one entry, as it is."""
    out: list[Path] = []
    for name in names:
        if not name:
            raise InputError.from_catalogue("input-empty-path")
        path = Path(name)
        if path.is_dir():
            found = sorted(path.rglob("*.json") if recursive else path.glob("*.json"))
            if not found:
                raise GoujiError.from_catalogue(none_code, path=name)
            out += found
        else:
            out.append(path)
    return out
