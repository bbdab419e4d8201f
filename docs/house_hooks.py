"""MkDocs hook of the house-rules page, for both languages.

A page holding ``<div class="gouji-house"></div>`` gets, in its place, the questions a table
settles before the first deal, the printable card and the Rule Lab link, all rendered now by
:func:`gouji_sim.view.house.form_html` from the switch catalogue (``gouji_sim.core.rules.SWITCHES``) and
the message catalogue; ``docs/shared/house/house.js`` only collects the ticks and builds the
link in the Lab's own ``#case=`` format (with the pages' one encoder, ``GoujiEngine.caseLink``
of docs/shared/engine/engine.js, which docs/engine_hooks.py adds). While the reader ticks, the
page starts the site's one engine, so that the Lab it links to finds Python running.
"""

from __future__ import annotations

from gouji_sim.view.house import form_html

PLACEHOLDER = '<div class="gouji-house"></div>'


def on_page_content(html_text: str, page, config, files) -> str:
    if PLACEHOLDER not in html_text:
        return html_text
    lang = str(config.theme["language"])
    lang_root = "../" * page.url.count("/")
    site_root = lang_root + str(config.extra.get("site_root", ""))  # the module's one URL (lab_hooks)
    return (
        html_text.replace(PLACEHOLDER, form_html(lang, lang_root + "lab/"))
        + f'\n<link rel="stylesheet" href="{lang_root}shared/house/house.css">'
        + f'\n<script type="module" src="{site_root}shared/house/house.js"></script>\n'
    )
