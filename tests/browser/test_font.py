"""Chinese never shows as empty boxes: the site serves Noto Sans SC cut to its
own characters (tools/build_font.py), and site.css names it after the systems' Chinese fonts.

The test makes a machine without Chinese fonts: Chromium is started with a fontconfig that
knows only DejaVu (no CJK glyphs at all). Chromium's DevTools then say which font drew the
text of a Chinese heading: the site's web font — and, on the same site without the font file,
no web font (the control: without the font the characters have nothing to draw them).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from site_helpers import CHROMIUM, CHROMIUM_ARGS, LANGUAGES, REPO

FONT = "shared/fonts/noto-sans-sc-subset.woff2"
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")


@pytest.fixture(scope="module")
def chromium_without_cjk_fonts(browser, tmp_path_factory):
    """A second Chromium (from the session's Playwright) whose fontconfig knows only DejaVu."""
    if not DEJAVU.is_dir():
        pytest.fail(f"{DEJAVU} is missing: Debian's fonts-dejavu-core (a dependency of Chromium)")
    folder = tmp_path_factory.mktemp("fontconfig")
    (folder / "fonts.conf").write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
        f"<dir>{DEJAVU}</dir><cachedir>{folder / 'cache'}</cachedir></fontconfig>", encoding="utf-8")
    bare = browser.browser_type.launch(
        executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
        env={"FONTCONFIG_FILE": str(folder / "fonts.conf"), "HOME": str(folder)})
    yield bare
    bare.close()


def _fonts_of(browser, url: str, selector: str) -> list[dict]:
    """The fonts Chromium drew ``selector``'s text with: [{familyName, isCustomFont, glyphCount}]."""
    page = browser.new_page()
    try:
        page.goto(url, wait_until="load")
        page.evaluate("document.fonts.ready.then(() => true)")
        session = page.context.new_cdp_session(page)
        session.send("DOM.enable")
        session.send("CSS.enable")
        root = session.send("DOM.getDocument")["root"]["nodeId"]
        node = session.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        return session.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    finally:
        page.close()


def test_the_font_is_small_and_holds_the_sites_characters(site):
    from fontTools.ttLib import TTFont

    path = site / FONT
    assert path.is_file(), path
    assert path.stat().st_size < 400_000, f"{path}: {path.stat().st_size} bytes"
    cmap = TTFont(site / FONT).getBestCmap()
    home = (site / "index.html").read_text(encoding="utf-8")
    chinese = set(re.findall(r"[\u4e00-\u9fff]", home)) | set("够级烧牌革命窒息乱缠")
    assert [c for c in chinese if ord(c) not in cmap] == []
    assert 500 < len(cmap) < 3000   # the site's characters, not the 7,000 of the whole font


def test_one_copy_of_the_font_and_its_style_sheet_for_both_languages(site):
    """Issue 48: a visit (and the service worker's precache) downloads one copy of the font: the
    English pages link the root's site.css, whose font is beside it; no English copy is left."""
    for lang in LANGUAGES:
        for page in ("", "lab/", "04-beating/"):
            html = (site / LANGUAGES[lang] / page / "index.html").read_text(encoding="utf-8")
            links = re.findall(r'href="((?:\.\./)*)shared/site\.css"', html)
            depth = (LANGUAGES[lang] + page).count("/")
            assert links == ["../" * depth], (lang, page, links)
    assert not (site / "en" / FONT).exists() and not (site / "en" / "shared" / "site.css").exists()


@pytest.mark.parametrize("lang, path", [("zh", "04-beating/"), ("zh", ""), ("en", "en/10-start-and-tribute/")])
def test_chinese_text_is_drawn_by_the_web_font_on_a_machine_without_chinese_fonts(
        site, base_url, chromium_without_cjk_fonts, lang, path):
    selector = "article h1"   # the English chapter's title names 会3 and 憋3
    fonts = _fonts_of(chromium_without_cjk_fonts, base_url + path, selector)
    custom = [f for f in fonts if f["isCustomFont"]]
    # (the package's Regular carries the name "Noto Sans SC Thin" of its variable source; its
    # weight class is 400 and its strokes are the Regular's)
    assert custom and custom[0]["familyName"].startswith("Noto Sans SC"), fonts
    assert custom[0]["glyphCount"] >= 2, fonts


def test_without_the_font_file_the_same_text_has_no_font(site, site_without, chromium_without_cjk_fonts):
    """The control: the same page, its font file answered with 404, draws no web font (so the
    test above sees the site's font, not a font the machine had after all)."""
    url = site_without("shared/fonts/*", "en/shared/fonts/*")
    fonts = _fonts_of(chromium_without_cjk_fonts, url + "04-beating/", "article h1")
    assert not [f for f in fonts if f["isCustomFont"]], fonts
    assert not [f for f in fonts if "CJK" in f["familyName"] or "Noto Sans SC" in f["familyName"]], fonts


def test_the_css_names_the_systems_chinese_fonts_first():
    css = (REPO / "docs" / "shared" / "site.css").read_text(encoding="utf-8")
    cjk = re.search(r"--gouji-cjk-fonts:([^;]+);", css).group(1)
    names = [n.strip().strip('"') for n in cjk.split(",")]
    assert names[-1] == "Gouji Noto Sans SC" and "Noto Sans CJK SC" in names[:-1]
    assert 'src: url("fonts/noto-sans-sc-subset.woff2")' in css


@pytest.mark.parametrize("lang, path", [("zh", "07-burning/"), ("zh", "05-gouji-plays/")])
def test_a_widgets_chinese_is_drawn_by_the_web_font(site, base_url, chromium_without_cjk_fonts, lang, path):
    """Issue 46: the widgets' drawings (inline styles of gouji_sim.view.html_cards.FONT) use the
    page's font, so their Chinese
    is drawn by the site's web font, not by a system font list that has no CJK glyphs."""
    selector = ".jupyter-widgets .gouji-verdict .gouji-message"
    page = chromium_without_cjk_fonts.new_page()
    try:
        page.goto(base_url + path, wait_until="load")
        page.wait_for_selector(selector, timeout=30_000)     # the snapshot is drawn by a script
        page.evaluate("document.fonts.ready.then(() => true)")
        session = page.context.new_cdp_session(page)
        session.send("DOM.enable")
        session.send("CSS.enable")
        root = session.send("DOM.getDocument", {"depth": -1, "pierce": True})["root"]["nodeId"]
        node = session.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        fonts = session.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    finally:
        page.close()
    custom = [f for f in fonts if f["isCustomFont"]]
    assert custom and custom[0]["familyName"].startswith("Noto Sans SC"), fonts
