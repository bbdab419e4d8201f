"""MkDocs hook of the practice table, for both languages.

Listed after docs/lab_hooks.py in mkdocs.yml (mkdocs.en.yml inherits the list). On a page that
holds ``<div class="gouji-practice"></div>`` (docs/<lang>/practice.md), docs/lab_hooks.py has
already added the Rule Lab's script and its page data (the practice page draws the table with
the lab's drawing of the shared view model; docs/engine_hooks.py adds the site's one engine,
whose calls ``practice.*`` are :mod:`gouji_sim.view.practice_page`). This hook adds the practice page's data — its labels from
the message catalogue (``gouji_sim.view.practice_page.page_data``), presets and drill topics — and
its script and CSS from ``docs/shared/practice/``.
"""

from __future__ import annotations

import json
import re

from gouji_sim.view import practice_page

_PRACTICE_ELEMENT = re.compile(r'<div\b[^>]*\bclass="gouji-practice\b')


def on_page_content(html_text: str, page, config, files) -> str:
    if not _PRACTICE_ELEMENT.search(html_text):
        return html_text
    lang = str(config.theme["language"])
    lang_root = "../" * page.url.count("/")
    # an ES module from the site root, as lab.js (docs/lab_hooks.py): it imports pause.js,
    # lesson.js, lab.js and the engine by the same URLs in both languages
    site_root = lang_root + str(config.extra.get("site_root", ""))
    payload = json.dumps(practice_page.page_data(lang), ensure_ascii=False).replace("<", "\\u003c")
    return (
        html_text
        + f'\n<link rel="stylesheet" href="{lang_root}shared/practice/practice.css">'
        + f'\n<link rel="stylesheet" href="{lang_root}shared/practice/table.css">'
        + f'\n<script type="application/json" id="gouji-practice-data">{payload}</script>'
        + f'\n<script type="module" src="{site_root}shared/practice/practice.js"></script>\n'
    )
