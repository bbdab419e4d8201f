"""MkDocs hooks of the Rule Lab and the casebook, for both languages.

Listed after docs/hooks.py in mkdocs.yml (mkdocs.en.yml inherits the list). They:

* generate the **casebook**: one page per chapter folder of ``cases/`` (``casebook/<chapter>/``)
  and an index (``casebook/``), in the build's language. Nothing is committed: the pages are
  made from the case files at every build, and the rulings in them are computed then by
  ``gouji_sim.view.lab`` (the engine itself). The nav entry ``casebook/index.md`` of mkdocs.yml /
  mkdocs.en.yml becomes a section with the chapters, in the order of ``CHAPTERS``.
* load the lab on every page that has a lab element: the page data of
  ``gouji_sim.view.lab.page_data`` (labels from the message catalogue, clauses, presets, the
  seats and the jokers' spellings), the lab's CSS and script from ``docs/shared/lab/``;
  docs/engine_hooks.py adds the site's one engine (the shared worker) that it rules with.

Embedding a mini lab in any page (a Markdown page or a notebook's Markdown cell)::

    <div class="gouji-lab" data-case-file="turns/09-yield"></div>

``data-case-file`` names a case file under ``cases/`` (``.json`` optional; a missing file
fails the build). Instead, ``data-case="…"`` takes the case itself, base64url-encoded as in a
``#case=`` link (the lab's "copy link" gives one). The reader can change the action and it
is judged again on the spot; "Open in the Rule Lab" takes the case to the full lab.
``<div class="gouji-lab" data-mode="full"></div>`` is the full lab (docs/<lang>/lab.md).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from gouji_sim.view import lab, links
from gouji_sim.game.case import Case
from gouji_sim.core.clauses import CLAUSES
from gouji_sim.view.compare import reason_words
from gouji_sim.view.model import OUTCOME_ROWS
from gouji_sim.core.errors import GoujiError
from gouji_sim.core.messages import CATALOGUE, LANGS

DOCS = Path(__file__).resolve().parent
REPO = DOCS.parent
CASES = REPO / "cases"
CASEBOOK = "casebook"
CASEBOOK_INDEX = f"{CASEBOOK}/index.md"
#: Chapter folders of cases/ in reading order; other folders follow alphabetically.
CHAPTERS = ["cards", "plays", "beating", "gouji", "turns", "burning", "headless", "variants",
            "start", "end", "tribute"]

_LAB_ELEMENT = re.compile(r'<div\b[^>]*\bclass="gouji-(?:lab|practice)\b')  # the practice page draws with the lab's script
_CASE_FILE = re.compile(r'\bdata-case-file="([^"]*)"')


def _lang(config) -> str:
    return str(config.theme["language"])


def _s(key: str, lang: str, **params) -> str:
    return CATALOGUE[key][LANGS.index(lang)].format(**params)


# --------------------------------------------------------------------------
# the case files


def chapters() -> list[tuple[str, list[Path]]]:
    """``(chapter, case files)`` for each folder of cases/ holding case files, in order."""
    found = {d.name: sorted(d.glob("*.json")) for d in CASES.iterdir() if d.is_dir()} \
        if CASES.is_dir() else {}
    order = [c for c in CHAPTERS if found.get(c)] + sorted(c for c in found if c not in CHAPTERS and found[c])
    return [(c, found[c]) for c in order]


def chapter_title(chapter: str, lang: str) -> str:
    key = f"lab-chapter-{chapter}"
    return _s(key, lang) if key in CATALOGUE else chapter


def case_file(ref: str) -> Path:
    """The case file ``ref`` names (``turns/09-yield`` or ``turns/09-yield.json``), inside cases/."""
    path = (CASES / (ref if ref.endswith(".json") else ref + ".json")).resolve()
    if CASES.resolve() not in path.parents or not path.is_file():
        raise PluginError(f"docs/lab_hooks.py: no case file cases/{ref}(.json)")
    return path


# --------------------------------------------------------------------------
# configuration: the casebook in the nav


def on_config(config):
    nav = config.get("nav")
    if nav:
        lang = _lang(config)
        config["nav"] = _expand_nav(nav, lang)
    return config


def _expand_nav(items, lang: str):
    out = []
    for item in items:
        if isinstance(item, dict):
            (title, value), = item.items()
            if value == CASEBOOK_INDEX:
                value = [CASEBOOK_INDEX] + [
                    {chapter_title(c, lang): f"{CASEBOOK}/{c}.md"} for c, _ in chapters()]
            elif isinstance(value, list):
                value = _expand_nav(value, lang)
            item = {title: value}
        out.append(item)
    return out


# --------------------------------------------------------------------------
# files: the generated casebook pages


def on_files(files: Files, config) -> Files:
    lang = _lang(config)
    listed = chapters()
    index = [f"# {_s('lab-casebook', lang)}", "", _s("lab-casebook-intro", lang), ""]
    for chapter, paths in listed:
        title = chapter_title(chapter, lang)
        index.append(f"## [{_md(title)}]({chapter}.md)")
        index.append("")
        index.append(_s("lab-casebook-count", lang, n=len(paths)))
        index.append("")
        for path in paths:
            data = _load(path.read_text(encoding="utf-8"))
            index.append(f"- [{_md(_title(data, path, lang))}]({chapter}.md#{_anchor(data, path)})")
        index.append("")
        files.append(File.generated(config, f"{CASEBOOK}/{chapter}.md",
                                    content=_chapter_page(chapter, paths, lang)))
    files.append(File.generated(config, CASEBOOK_INDEX, content="\n".join(index)))
    return files


def _load(text: str):
    """A case file's JSON, or None when it is not JSON (its page then shows the error)."""
    try:
        return json.loads(text)
    except ValueError:
        return None


def _title(data, path: Path, lang: str) -> str:
    title = data.get("title") if isinstance(data, dict) else None
    if isinstance(title, dict) and isinstance(title.get(lang), str):
        return title[lang]
    return path.stem


def _anchor(data, path: Path) -> str:
    raw = data.get("id") if isinstance(data, dict) and isinstance(data.get("id"), str) else path.stem
    return "case-" + (re.sub(r"[^a-z0-9-]+", "-", raw.lower()).strip("-") or path.stem)


def _md(text: str) -> str:
    """Plain text for a Markdown line: HTML escaped, Markdown's own characters backslashed."""
    return re.sub(r"([\\`*_{}\[\]()#+!|~])", r"\\\1", html.escape(text, quote=False))


def _rules_line(data, lang: str) -> str:
    """The case's rules: its preset by name with its one-line meaning (RULEBOOK §12), and
    any switches changed from it; empty when the case file says nothing readable."""
    rules = data.get("rules") if isinstance(data, dict) else None
    rules = rules if isinstance(rules, dict) else {}
    name = rules.get("preset", "outline")
    if not isinstance(name, str) or f"w-preset-{name}" not in CATALOGUE:
        return ""
    switches = rules.get("switches")
    switches = switches if isinstance(switches, dict) else {}
    # readers see the preset's name and the house-rules card's questions and answers, never
    # the engine's identifiers (issue 46): those are in the case file the Lab's link opens
    shown = f"{_md(_s(f'w-preset-{name}', lang))} — {_md(_s(f'preset-about-{name}', lang))}"
    said = [_switch_said(k, v, lang) for k, v in switches.items()]
    if said:
        stop, sep = ("。", "；") if lang == "zh" else (".", "; ")
        shown = shown.rstrip(stop) + sep + sep.join(_md(s) for s in said)
    return _s("lab-case-rules", lang, rules=shown)


def _switch_said(name: str, value, lang: str) -> str:
    """A changed switch as the house-rules card says it ("这一轮过了牌，还能烧吗？能"), or as it
    is written when the case names no known switch or value (the Lab reports that case)."""
    from gouji_sim.view.house import answer, question

    try:
        return f"{question(name, lang)}{'' if lang == 'zh' else ' '}{answer(name, value, lang)}"
    except KeyError:
        return f"{name}={json.dumps(value)}"


def _chapter_page(chapter: str, paths: list[Path], lang: str) -> str:
    lines = [f"# {_md(chapter_title(chapter, lang))}", "",
             _s("lab-casebook-count", lang, n=len(paths)), ""]
    for path in paths:
        text = path.read_text(encoding="utf-8")
        data = _load(text)
        lines += [f"## {_md(_title(data, path, lang))} {{#{_anchor(data, path)}}}", ""]
        ruling = lab.ruling(text)
        fragment = lab.encode_fragment(data if data is not None else text)
        # the drawing and the table of presets: drawn by docs/shared/lab/lab.js from the
        # ruling computed here (no Python in the browser on these pages)
        moment = bool(ruling.get("ok")) and ruling["view"]["table"] is None   # a case of a whole hand
        shown = {k: ruling.get(k) for k in ("ok", "error")}
        shown["action"] = data.get("action") if isinstance(data, dict) else None
        if ruling.get("ok"):   # the view of the table and of the comparison (gouji_sim.view.model)
            view = ruling["view"]
            others = [(_s(f"w-preset-{col['name']}", lang), col["verdict"]["message"][lang])
                      for col in view["compare"]["columns"] if col["name"] in view["compare"]["differing"]] \
                if moment else []
            for col in view["compare"]["columns"]:
                col.pop("verdict", None)   # the drawing shows each column's cells only
            shown["view"] = {k: view[k] for k in ("table", "compare", "overrides")}
        if not moment:   # a whole hand has no table to draw; its presets are said in words below
            lines += [f'<div class="gouji-lab" data-mode="static" data-case="{fragment[len(links.PREFIX):]}" '
                      f'data-ruling="{html.escape(json.dumps(shown, ensure_ascii=False))}"></div>', ""]
        if ruling["ok"]:
            v = ruling["verdict"]
            verdict = _s("lab-legal" if v["legal"] else "lab-illegal", lang)
            # the reason in a few words, never its code (issue 46)
            said = _md(reason_words(v["reason"])[lang]) if v["reason"] else ""
            reason = "" if not said else (f"（{said}）" if lang == "zh" else f" ({said})")
            lines += [f"**{_s('lab-verdict', lang)}: {verdict}**{reason} — {_md(v['message'][lang])}", ""]
            for cid in v["clauses"]:
                summary = CLAUSES.get(cid, {}).get(lang, "")
                lines.append(f"- `{cid}` {_md(summary)}")
            lines.append("")
            shown_verdict = ruling["view"]["verdict"]   # a whole hand's outcome: the view model's rows
            for row in shown_verdict["rows"]:
                if row in OUTCOME_ROWS:
                    lines.append(f"- **{_md(shown_verdict['row_words'][row][lang])}**: "
                                 f"{_md(shown_verdict['row_values'][row][lang])}")
            lines.append("")
            if moment:
                lines += [_s("lab-moment-presets" if others else "lab-moment-presets-same", lang), ""]
                lines += [f"- **{_md(label)}**: {_md(message)}" for label, message in others] + [""]
        else:
            err = ruling["error"]
            lines += [f"**{_s('lab-error-title', lang)}** — {_md(err[lang])}", ""]
        rules_line = _rules_line(data, lang)
        if rules_line:
            lines += [rules_line, ""]
        note = data.get("note") if isinstance(data, dict) else None
        if isinstance(note, dict) and isinstance(note.get(lang), str):
            lines += [f'!!! note "{_s("lab-case-note", lang)}"', "",
                      "    " + _md(" ".join(note[lang].split())), ""]
        # raw HTML: MkDocs would check a Markdown link's #case=… as a heading anchor; a case of
        # a whole hand opens the Lab's score or start panel, where one holds it
        target = (lab.moment_link(text) if isinstance(data, dict) and "moment" in data else None) or fragment
        lines += [f'<p><a class="md-button gouji-open-lab" href="../../lab/{target}">'
                  f'{html.escape(_s("lab-open", lang))}</a></p>', ""]
    return "\n".join(lines)


# --------------------------------------------------------------------------
# pages: load the lab where it is used


def on_page_content(html_text: str, page, config, files) -> str:
    is_casebook = page.file.src_uri.startswith(f"{CASEBOOK}/")
    if not _LAB_ELEMENT.search(html_text) and not is_casebook:
        return html_text
    lang = _lang(config)
    lang_root = "../" * page.url.count("/")
    # the script as an ES module from the site root (one URL for both languages, like the engine
    # it imports: docs/engine_hooks.py)
    site_root = lang_root + str(config.extra.get("site_root", ""))
    html_text = _CASE_FILE.sub(_inline_case, html_text)
    data = lab.page_data(lang)
    data.update(lab=lang_root + "lab/")
    payload = json.dumps(data, ensure_ascii=False).replace("<", "\\u003c")
    return (
        html_text
        + f'\n<link rel="stylesheet" href="{lang_root}shared/lab/lab.css">'
        + f'\n<script type="application/json" id="gouji-lab-data">{payload}</script>'
        + f'\n<script type="module" src="{site_root}shared/lab/lab.js"></script>\n'
    )


def _inline_case(match: re.Match) -> str:
    path = case_file(html.unescape(match.group(1)))
    text = path.read_text(encoding="utf-8")
    try:
        Case.from_json(text)
    except GoujiError as err:
        raise PluginError(f"docs/lab_hooks.py: {path.relative_to(REPO)} is not a valid case: {err}") from None
    return f'data-case="{lab.encode_fragment(json.loads(text))[len(links.PREFIX):]}"'
