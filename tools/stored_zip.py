"""A zip archive (a wheel, Pyodide's ``python_stdlib.zip``) rewritten with its members stored
rather than deflated: the site's server sends its brotli sibling (tools/build_offline.py), and
brotli over the whole archive packs it far smaller than each member deflated alone (the
standard library 2.55 → 1.6 MB down the link, the gouji_sim wheel 0.59 → 0.38 MB; see
docs/decisions/05-offline.md). The same members in the same order, with their dates and
modes; a wheel's RECORD hashes its members' contents, which do not change; zipimport and
micropip read stored members.

``python -m tools.stored_zip FILE…`` rewrites each file in place (tools/build_site.sh, on the
gouji_sim wheel as soon as it is built, so that the pages' engine id is the stored wheel's);
tools/build_lite.py copies Pyodide's standard library and the other wheels through it.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import zipfile
from pathlib import Path


def stored(source: Path, dest: Path) -> None:
    """Copy the zip archive ``source`` to ``dest`` with its members stored (see the top).

    >>> src, dst = Path(tempfile.mkdtemp()) / "a.zip", Path(tempfile.mkdtemp()) / "b.zip"
    >>> with zipfile.ZipFile(src, "w", zipfile.ZIP_DEFLATED) as z:
    ...     z.writestr("pkg/x.py", "x = 1; " * 100)
    >>> stored(src, dst)
    >>> [(i.filename, i.compress_type) for i in zipfile.ZipFile(dst).infolist()]
    [('pkg/x.py', 0)]
    >>> zipfile.ZipFile(dst).read("pkg/x.py") == zipfile.ZipFile(src).read("pkg/x.py")
    True
    """
    with zipfile.ZipFile(source) as zin:
        if all(i.compress_type == zipfile.ZIP_STORED for i in zin.infolist()):
            shutil.copy2(source, dest)          # stored already: the same bytes (the same hash)
            return
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(dest, "w", zipfile.ZIP_STORED) as zout:
        for info in zin.infolist():
            member = zipfile.ZipInfo(info.filename, info.date_time)
            member.external_attr = info.external_attr
            member.create_system = info.create_system
            zout.writestr(member, zin.read(info), compress_type=zipfile.ZIP_STORED)
    shutil.copystat(source, dest)


def store_in_place(path: Path) -> None:
    """Rewrite ``path`` with its members stored (see :func:`stored`)."""
    with tempfile.TemporaryDirectory(dir=path.parent) as tmp:
        out = Path(tmp) / path.name
        stored(path, out)
        out.replace(path)


if __name__ == "__main__":
    for name in sys.argv[1:]:
        store_in_place(Path(name))
