// The language switcher keeps the reader on the same page (docs/shared/language-switch.js): each
// alternate link becomes the other language's root + this page's path below its own root.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeElement, installPage, jsonScript } from "./dom.mjs";

// A page at `href` whose theme config says `base`, with the theme's two alternate links.
function page(href, base) {
  const links = [["./", "zh"], ["en/", "en"]].map(([to, lang]) => {
    const a = new FakeElement("a");
    a.setAttribute("class", "md-select__link");
    a.setAttribute("hreflang", lang);
    // the theme writes them relative to the page (extra.alternate, from this language's root)
    a.setAttribute("href", base.replace(/\/?$/, "/") + to);
    return a;
  });
  const window = installPage({ byId: { __config: jsonScript({ base }) }, href });
  window.document.querySelectorAll = (selector) => (selector === "a.md-select__link[hreflang]" ? links : []);
  return links;
}

page("http://127.0.0.1/", ".");
const { default: languageSwitch } = await import("../../docs/shared/language-switch.js");

test("a Chinese chapter's links go to the same chapter in each language", () => {
  const [zh, en] = page("http://127.0.0.1:8000/04-beating/", "..");
  languageSwitch.rewriteAlternateLinks();
  assert.equal(zh.getAttribute("href"), "/04-beating/");
  assert.equal(en.getAttribute("href"), "/en/04-beating/");
});

test("on an English page below a sub-path, the Chinese link drops en/ and keeps the page", () => {
  const links = page("http://127.0.0.1:8000/gouji/en/casebook/burn-7/", "../..");
  links[0].setAttribute("href", "../../../");   // the Chinese root, from en/casebook/burn-7/
  links[1].setAttribute("href", "../../");      // the English root
  languageSwitch.rewriteAlternateLinks();
  assert.equal(links[0].getAttribute("href"), "/gouji/casebook/burn-7/");
  assert.equal(links[1].getAttribute("href"), "/gouji/en/casebook/burn-7/");
});

test("the links keep the click away from the theme's own handler (which would go to the root)", () => {
  const [zh] = page("http://127.0.0.1:8000/lab/", "..");
  languageSwitch.rewriteAlternateLinks();
  assert.equal(zh.fire("click").stopped, true);
});

test("the 404 page (an absolute base) and a page without the theme's config are left alone", () => {
  const [zh, en] = page("http://127.0.0.1:8000/nowhere/", "/");
  languageSwitch.rewriteAlternateLinks();
  assert.equal(zh.getAttribute("href"), "/./");
  assert.equal(en.getAttribute("href"), "/en/");
  installPage({ byId: {} });
  languageSwitch.rewriteAlternateLinks(); // no #__config: nothing to do, nothing thrown
});
