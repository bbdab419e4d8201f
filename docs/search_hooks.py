"""The site's search index, written by the build for players' questions.

Material's search plugin writes ``search/search_index.json`` in its ``on_post_build``; this hook
runs after it (a lower priority) and rewrites that file. The browser side stays Material's own
search worker, configured by the plugin's documented settings in mkdocs.yml (``separator``,
``fields``). What the rewrite does, for each entry (a page or a section):

* **segments the Chinese text itself** (jieba with the site's terms: docs/jieba-userdict.txt,
  every term of the glossary, every phrase of the colloquial vocabulary), so each glossary
  term is one indexed word, three- and four-character terms too (Material's own segmenter,
  replaced here, was patched through a private method before);
* adds a **``keywords`` field** (searched, never shown) to the sections that define a rule:
  the term, its other names and the everyday ways players say it, from
  docs/search/vocabulary.json. A section defines a clause when its text opens with the
  clause id (each chapter quotes the rulebook there), or when its title holds the term;
* on the casebook's pages, keeps the **case title** and its ruling as the result's text, and
  drops what every case repeats (the preset line, the lab button) and the reason codes;
* **labels a house variant as such and ranks it below the default rule**: a case ruled under
  rules other than the default (the Gouji Outline) and a chapter's section on a regional rule
  get "地方玩法 · " / "House variant · " before their title and a lower weight
  (:data:`VARIANT_BOOST`), so that a question phrased like a variant's title ("过了牌还能烧")
  finds the default rule first and the variant, labelled, after it.

Code cells are kept out of the index where they are folded (docs/hooks.py marks them
``data-search-exclude``), and the Chinese API page by its front matter (``search: exclude``).
Digits next to Chinese ("3个10") are split by the ``separator`` of mkdocs.yml, in the index
and in the query alike, except after the characters of terms such as 会3 and 憋3.
docs/decisions/01-search.md has the measured candidates and the choice.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from mkdocs.plugins import event_priority

DOCS = Path(__file__).resolve().parent
CASES = DOCS.parent / "cases"
USERDICT = DOCS / "jieba-userdict.txt"
VOCABULARY = DOCS / "search" / "vocabulary.json"

#: Material's word separator inside Chinese text (its jieba output is joined with it).
ZWSP = "\u200b"
_HAN = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_HAN_RUN = re.compile(f"[{_HAN}]+")
_CLAUSE_START = re.compile(r"^(?:<p>)?\s*([A-Z]+-\d+)\b")
_CASEBOOK_REASON = re.compile(r"\s*\(<code>[a-z0-9-]+</code>\)")
#: A chapter's section on a regional rule, by its title: 红鬼二打一（地方玩法）, "(a regional rule)".
_REGIONAL_TITLE = re.compile(r"（地方(?:玩法|读法)）|\(a regional (?:rule|reading)\)")
#: The weight of a house variant's entry (lunr's document boost; every other entry has 1): a
#: casebook case under house rules, a chapter's section on a regional rule. Measured with
#: tools/search_candidates.py --questions (docs/decisions/01-search.md).
VARIANT_BOOST = {"case": 0.3, "section": 0.7}
#: The weight of a reference page's entries: the engine's readings (the reading the engine
#: chose where the rulebook leaves a rule open: reference, not where a rule is taught) rank
#: below the chapters and the casebook, as the English API page does (its front matter's boost).
REFERENCE_BOOST = {"readings/": 0.3}


def _lang(config) -> str:
    return str(config.theme["language"])


@lru_cache(maxsize=1)
def vocabulary() -> list[dict]:
    """The colloquial vocabulary: one entry per rule term (docs/search/vocabulary.json).

    >>> entry = next(e for e in vocabulary() if e["zh"]["term"] == "革命")
    >>> entry["clause"], "没2没王" in entry["zh"]["say"]
    ('START-4', True)
    """
    return list(json.loads(VOCABULARY.read_text(encoding="utf-8"))["terms"])


def _names(cell: str) -> list[str]:
    """The names in one glossary cell: "下家 / 上家", "小王（小花、小鬼）", "seat (a chair)"."""
    names = (n.strip() for n in re.split(r"\s*/\s*|[（）()、,]", cell.strip("` ")))
    return [n for n in names if n and n != "一套牌的基础点数"]


@lru_cache(maxsize=1)
def glossary_rows() -> list[tuple[list[str], list[str], str]]:
    """Each row of the glossary (docs/en/glossary.md: Chinese, pinyin, English, meaning,
    clause) as (Chinese names, English names, clause id).

    >>> rows = glossary_rows()
    >>> (["下家", "上家"], ["next", "previous player", "downstream", "upstream"], "TABLE-1") in rows
    True
    """
    rows = []
    for line in (DOCS / "en" / "glossary.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 5 and cells[0] not in ("Chinese", "---"):
            rows.append((_names(cells[0]), _names(cells[2]), cells[4].strip("` ")))
    return rows


def glossary_terms() -> list[str]:
    """Every Chinese term of the glossary, with its other names.

    >>> terms = glossary_terms()
    >>> {"小王", "小花", "红鬼二打一", "联邦烧牌优先", "上家", "下家", "会3"} <= set(terms)
    True
    """
    return [name for zh, _, _ in glossary_rows() for name in zh if _HAN_RUN.search(name)]


@lru_cache(maxsize=1)
def _tokenizer():
    """A jieba tokenizer of its own (Material's module-level one is left as it is) that keeps
    the site's terms and the vocabulary's phrases whole."""
    import jieba

    tokenizer = jieba.Tokenizer()
    tokenizer.initialize()
    tokenizer.load_userdict(str(USERDICT))
    words = set(glossary_terms())
    for entry in vocabulary():
        words.add(entry["zh"]["term"])
        words.update(entry["zh"].get("also", []))
        words.update(p for p in entry["zh"]["say"] if len(p) <= 6)
    for word in sorted(words):
        for run in _HAN_RUN.findall(word):   # 会3 -> 会 is no word; the separator keeps 会3
            if len(run) > 1:
                tokenizer.add_word(run, freq=2000)
    return tokenizer


def segment(text: str) -> str:
    """``text`` with its runs of Han characters cut into words by ``ZWSP`` (the index's word
    separator); anything else is left as it is.

    >>> segment("红鬼二打一的时候").split(ZWSP)
    ['红鬼二打一', '的', '时候']
    >>> segment("出 3个10 就是够级牌，会3").replace(ZWSP, "|")   # digits: the separator's work
    '出| 3个10 |就是|够级牌|，|会3'
    """
    def cut(match: re.Match) -> str:
        words = [w for w in _tokenizer().cut(match.group(0), HMM=True) if w]
        # a digit next to the run is left to the separator (it keeps 会3 whole, splits 3个)
        before = "" if text[match.start() - 1 : match.start()].isdigit() else ZWSP
        after = "" if text[match.end() : match.end() + 1].isdigit() else ZWSP
        return before + ZWSP.join(words) + after

    return re.sub(f"{ZWSP}+", ZWSP, _HAN_RUN.sub(cut, text)).strip(ZWSP)


def _stems(words: list[str]) -> list[str]:
    """Each Chinese word of three characters or more without its last character as well:
    Material's worker cuts a typed run of Chinese into the index's words and never lets a
    word reach the run's last character, so 够死级 is looked up as 够死* (a word starting
    with 够死); with 够死 in the index that finds 够死级 whole rather than 够* and 死*."""
    return [w[:-1] for w in words if len(w) >= 3 and _HAN_RUN.fullmatch(w)]


def keywords_for(doc: dict, lang: str) -> list[str]:
    """The words searched for one index entry (empty unless it defines a term): for the
    section that defines a clause (its text opens with the clause id) or whose title holds a
    term, the glossary's names of that clause's terms and the vocabulary's everyday words.

    >>> keywords_for({"location": "x/#y", "title": "革命", "text": "<p>START-4 …"}, "zh")[:2]
    ['革命', 'START-4']
    >>> "上家" in keywords_for({"location": "x/#y", "title": "座位", "text": "<p>TABLE-1 …"}, "zh")
    True
    >>> keywords_for({"location": "x/#y", "title": "Try it", "text": "<p>no clause"}, "en")
    []
    """
    title = doc["title"].replace(ZWSP, "").lower()
    opening = _CLAUSE_START.match(doc["text"].replace(ZWSP, ""))
    clause = opening.group(1) if opening else None
    names: list[str] = []
    said: list[str] = []
    for entry in vocabulary():
        own = entry[lang]
        terms = [own["term"], *own.get("also", [])]
        if entry["clause"] == clause or any(n.lower() in title for n in terms):
            names += [*terms, entry["clause"]]
            said += own["say"]
    for zh, en, row_clause in glossary_rows():
        if row_clause == clause:
            names += zh if lang == "zh" else en
    # the terms' only (see _stems), and only where the rule is defined: a casebook case whose
    # title names a term would otherwise hold each of its words twice (落地生根, 落地生) and
    # outrank the chapter on a lookup by the term's first character
    case = doc["location"].startswith("casebook/") and "#case-" in doc["location"]
    stems = _stems(names) if lang == "zh" and not case else []
    return list(dict.fromkeys([*names, *stems, *said]))


def _plain_title(title: str) -> str:
    return title.replace(ZWSP, "").replace("¶", "").strip()


@lru_cache(maxsize=1)
def variant_case_titles() -> dict[str, frozenset[str]]:
    """The titles, per language, of the casebook's cases ruled under house rules (rules other
    than the default: another preset, or switches that change it).

    >>> titles = variant_case_titles()
    >>> "红鬼二打一：俩大王带俩钱管一个大王带俩 A" in titles["zh"], "死牌" in titles["zh"]
    (True, False)
    """
    from gouji_sim.core.rules import Rules

    default = Rules()
    out: dict[str, set[str]] = {"zh": set(), "en": set()}
    for path in sorted(CASES.rglob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        spec = case.get("rules") or {}
        title = case.get("title")
        if not isinstance(title, dict):
            continue
        if Rules.from_spec(spec.get("preset", "outline"), spec.get("switches") or {}) != default:
            for lang in out:
                if isinstance(title.get(lang), str):
                    out[lang].add(title[lang].strip())
    return {lang: frozenset(titles) for lang, titles in out.items()}


def is_variant(doc: dict, lang: str) -> bool:
    """An entry about a house variant: a casebook case under house rules, or a chapter's
    section titled as a regional rule.

    >>> is_variant({"location": "04-beating/#x", "title": "红鬼二打一（地方玩法）¶"}, "zh")
    True
    >>> is_variant({"location": "04-beating/#x", "title": "死牌¶"}, "zh")
    False
    """
    title = _plain_title(doc["title"])
    if doc["location"].startswith("casebook/") and "#" in doc["location"]:
        return title in variant_case_titles()[lang]
    return bool(_REGIONAL_TITLE.search(title))


def variant_label(lang: str) -> str:
    """What a house variant's result says before its title (the message catalogue's words).

    >>> variant_label("zh"), variant_label("en")
    ('地方玩法 · ', 'House variant · ')
    """
    import gouji_sim.view  # noqa: F401  (the site's words join the message lookup)
    from gouji_sim.core.messages import text

    return text("search-house-variant")[lang] + " · "


def _casebook_text(text: str) -> str:
    """A case's ruling and note, without what every case repeats (its first paragraph is the
    ruling; the preset line and the "open in the Rule Lab" button follow) and reason codes."""
    paragraphs = re.findall(r"<p>.*?</p>|<ul>.*?</ul>", text, re.DOTALL)
    if not paragraphs:
        return text
    kept = [paragraphs[0]] + [p for p in paragraphs[1:] if p.startswith("<ul>")]
    return _CASEBOOK_REASON.sub("", " ".join(kept))


def rewrite(index: dict, lang: str) -> dict:
    """The index as the site serves it: entries re-segmented, ``keywords`` added where a
    section defines a term, casebook entries with their ruling only, house variants labelled
    and weighted below the default rule.

    >>> out = rewrite({"config": {}, "docs": [{"location": "10/#革命", "title": "革命",
    ...     "text": "<p>START-4 没有2也没有王的人不打</p>"}]}, "zh")
    >>> doc = out["docs"][0]
    >>> "不用打" in doc["keywords"].split(ZWSP), doc["text"].count(ZWSP) > 3
    (True, True)
    """
    docs = []
    for doc in index["docs"]:
        doc = dict(doc)
        for field in ("title", "text"):
            doc[field] = doc[field].replace(ZWSP, "")
        if doc["location"].startswith("casebook/") and "#" in doc["location"]:
            doc["text"] = _casebook_text(doc["text"])
        words = keywords_for(doc, lang)
        page = doc["location"].split("#")[0]
        if page in REFERENCE_BOOST:
            doc["boost"] = REFERENCE_BOOST[page]
        if is_variant(doc, lang):
            if not _REGIONAL_TITLE.search(doc["title"]):   # a title that says so already
                doc["title"] = variant_label(lang) + doc["title"]
            doc["boost"] = VARIANT_BOOST["case" if doc["location"].startswith("casebook/") else "section"]
        if lang == "zh":
            doc["title"], doc["text"] = segment(doc["title"]), segment(doc["text"])
            # a term, a phrase or a stem of up to six Han characters is one word as it is
            words = [w if _HAN_RUN.fullmatch(w) and len(w) <= 6 else segment(w) for w in words]
        if words:
            doc["keywords"] = (ZWSP if lang == "zh" else " ").join(words)
        docs.append(doc)
    return {**index, "docs": docs}


@event_priority(-100)   # after the search plugin has written its index
def on_post_build(config):
    path = Path(config.site_dir) / "search" / "search_index.json"
    if not path.is_file():
        return
    index = rewrite(json.loads(path.read_text(encoding="utf-8")), _lang(config))
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
