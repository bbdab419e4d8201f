"""Measure the search candidates side by side on the built site (docs/decisions/01-search.md).

Each candidate is an index made from the site's own (its words joined again, the keywords
dropped: what Material's plugin wrote before docs/search_hooks.py), searched by Material's
own worker in Node (tests/browser/search_engine.mjs) for the questions of
tests/data/search-questions.json. Prints, per candidate, how many of the 30 questions and of
the 10 held-out ones find a page that answers them in the first three results, and the
index's bytes.

    python tools/search_candidates.py site

With ``--questions``, the index this checkout's docs/search_hooks.py makes of the site's
(no other candidate): each question of every group with its first three results, whether an
answering page is among them and, for a question marked ``default_first``, whether that page
comes before any house variant's (a page or section of :data:`VARIANT_PAGES`, or a result
whose title the index labels as a house variant); then the counts per group.

    python tools/search_candidates.py site --questions [--hooks OTHER/docs/search_hooks.py]

(``--hooks``: the index another checkout's hook makes, e.g. main's, for the figures before a
change; what counts as a house variant is still this checkout's.) For a question marked
``default_first``, an answering page counts only if it is no house variant and comes before any.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from importlib.util import module_from_spec, spec_from_file_location
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ENGINE = REPO / "tests" / "browser" / "search_engine.mjs"
QUESTIONS = REPO / "tests" / "data" / "search-questions.json"
ROOTS = {"zh": "", "en": "en"}
#: Material's own separators for the two languages (partials/languages/*.html).
MATERIAL_SEPARATOR = {"zh": "[\\s\\u200b\\u3000\\-、。，．？！；]+", "en": "[\\s\\-]+"}


def _hooks():
    spec = spec_from_file_location("search_hooks", REPO / "docs" / "search_hooks.py")
    module = module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _plain(index: dict, zwsp: str) -> dict:
    docs = [{k: (v.replace(zwsp, "") if isinstance(v, str) else v) for k, v in d.items() if k != "keywords"}
            for d in index["docs"]]
    return {**index, "docs": docs}


def candidates(site: Path):
    """(name, {lang: index}) for each candidate."""
    hooks = _hooks()
    import jieba

    material = jieba.Tokenizer()
    material.load_userdict(str(hooks.USERDICT))     # mkdocs.yml's jieba_dict_user, as before

    def material_segment(text: str) -> str:
        return hooks._HAN_RUN.sub(lambda m: hooks.ZWSP + hooks.ZWSP.join(material.cut(m.group(0))) + hooks.ZWSP,
                                  text).strip(hooks.ZWSP)

    built = {lang: json.loads((site / root / "search" / "search_index.json").read_text(encoding="utf-8"))
             for lang, root in ROOTS.items()}
    plain = {lang: _plain(index, hooks.ZWSP) for lang, index in built.items()}

    def material_index(lang: str, separator: str) -> dict:
        index = json.loads(json.dumps(plain[lang]))
        index["config"]["separator"] = separator
        index["config"]["fields"].pop("keywords", None)
        if lang == "zh":
            for doc in index["docs"]:
                doc["title"], doc["text"] = material_segment(doc["title"]), material_segment(doc["text"])
        return index

    def own(lang: str, keywords: int | None) -> dict:
        index = hooks.rewrite(json.loads(json.dumps(plain[lang])), lang)
        if keywords is None:
            index["config"]["fields"].pop("keywords", None)
            for doc in index["docs"]:
                doc.pop("keywords", None)
        else:
            index["config"]["fields"]["keywords"] = {"boost": keywords}
        return index

    yield "Material: jieba + user dictionary, its own separator", {
        lang: material_index(lang, MATERIAL_SEPARATOR[lang]) for lang in ROOTS}
    yield "Material: the same + mkdocs.yml's separator (digits next to Chinese)", {
        lang: material_index(lang, built[lang]["config"]["separator"]) for lang in ROOTS}
    yield "own segmentation (glossary + vocabulary words), no keywords", {lang: own(lang, None) for lang in ROOTS}
    for boost in (100, 300, 1000, 3000):
        yield f"own segmentation + keywords field, boost {boost}", {lang: own(lang, boost) for lang in ROOTS}


def _site_with(tmp: str, site: Path, indexes: dict) -> None:
    """A copy, in ``tmp``, of what the theme's search worker needs of ``site``, with ``indexes``."""
    for lang, root in ROOTS.items():
        folder = Path(tmp) / root
        (folder / "search").mkdir(parents=True, exist_ok=True)
        shutil.copytree(site / root / "assets" / "javascripts", folder / "assets" / "javascripts",
                        dirs_exist_ok=True)
        (folder / "search" / "search_index.json").write_text(
            json.dumps(indexes[lang], ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def _results(tmp: str, root: str, asked: list) -> str:
    """The search worker's results (JSON text) for the questions ``asked`` of one language."""
    return subprocess.run(["node", str(ENGINE), tmp, root], input=json.dumps([q["q"] for q in asked]),
                          capture_output=True, text=True, check=True).stdout


def score(site: Path, indexes: dict) -> tuple[dict[str, int], dict[str, int]]:
    """({"questions": found, "held_out": found}, {lang: index bytes})."""
    data = json.loads(QUESTIONS.read_text(encoding="utf-8"))
    found = {"questions": 0, "held_out": 0}
    with tempfile.TemporaryDirectory() as tmp:
        _site_with(tmp, site, indexes)
        for group in found:
            for lang, root in ROOTS.items():
                asked = [q for q in data[group] if q["lang"] == lang]
                out = _results(tmp, root, asked)
                for q, groups in zip(asked, json.loads(out)):
                    found[group] += any(p in [g["page"] for g in groups[:3]] for p in q["pages"])
        sizes = {lang: len(json.dumps(indexes[lang], ensure_ascii=False, separators=(",", ":")).encode())
                 for lang in ROOTS}
    return found, sizes


#: Pages that hold house variants (a result there is a variant, whatever its title).
VARIANT_PAGES = ("11-variants-and-disputes/", "casebook/variants/", "house-rules/")


def per_question(site: Path, hooks_file: Path | None = None) -> int:
    """Each question's first three results with this checkout's index (or the one that
    ``hooks_file``, another checkout's docs/search_hooks.py, makes); the counts per group. A
    result is a house variant by this checkout's ``is_variant`` (or on a variants page)."""
    hooks = _hooks()
    made_by = hooks
    if hooks_file is not None:
        spec = spec_from_file_location("other_search_hooks", hooks_file)
        made_by = module_from_spec(spec)
        spec.loader.exec_module(made_by)
    data = json.loads(QUESTIONS.read_text(encoding="utf-8"))
    groups = [g for g in ("questions", "held_out", "table_words", "table_words_held_out") if g in data]
    built = {lang: json.loads((site / root / "search" / "search_index.json").read_text(encoding="utf-8"))
             for lang, root in ROOTS.items()}
    indexes = {lang: made_by.rewrite(_plain(index, hooks.ZWSP), lang) for lang, index in built.items()}

    def variant(group: dict, lang: str) -> bool:
        title = group["title"].replace(hooks.ZWSP, "").replace("<mark>", "").replace("</mark>", "")
        title = title.removeprefix(hooks.variant_label(lang))
        return group["page"] in VARIANT_PAGES or hooks.is_variant({"location": group["locations"][0], "title": title}, lang)

    found = {g: [0, 0] for g in groups}
    with tempfile.TemporaryDirectory() as tmp:
        _site_with(tmp, site, indexes)
        for group in groups:
            for lang, root in ROOTS.items():
                asked = [q for q in data[group] if q["lang"] == lang]
                out = _results(tmp, root, asked)
                for q, results in zip(asked, json.loads(out)):
                    top = results[:3]
                    hit = next((i for i, g in enumerate(top) if g["page"] in q["pages"] and not variant(g, lang)), None)
                    if hit is None and not q.get("default_first"):
                        hit = next((i for i, g in enumerate(top) if g["page"] in q["pages"]), None)
                    first_variant = next((i for i, g in enumerate(top) if variant(g, lang)), None)
                    ok = hit is not None and not (q.get("default_first") and first_variant is not None
                                                  and first_variant < hit)
                    found[group][0] += ok
                    found[group][1] += 1
                    shown = " | ".join(f"{g['page']} {g['title'][:30]!r}".replace(hooks.ZWSP, "") for g in top)
                    print(f"{'ok  ' if ok else 'MISS'} [{group}] {q['q']}: {shown}")
    for group, (ok, total) in found.items():
        print(f"{group}: {ok}/{total} in the top 3")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("--questions", action="store_true",
                        help="each question's first three results with this checkout's index")
    parser.add_argument("--hooks", type=Path, help="with --questions: the index another checkout's "
                        "docs/search_hooks.py makes (the figures before a change)")
    args = parser.parse_args(argv)
    if args.questions:
        return per_question(args.site, args.hooks)
    print("| candidate | the 30 questions in the top 3 | the 10 held out | zh index bytes | en index bytes |")
    print("| --- | --- | --- | --- | --- |")
    for name, indexes in candidates(args.site):
        found, sizes = score(args.site, indexes)
        print(f"| {name} | {found['questions']}/30 | {found['held_out']}/10 | {sizes['zh']:,} | {sizes['en']:,} |",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
