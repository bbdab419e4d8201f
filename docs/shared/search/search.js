// The search box that answers (every page of the site): a question typed, pasted or dictated
// into the theme's search as a table says it ("上家出了五个10，我能烧吗", "大王 8 8 能管 9 9 9
// 吗？", "who leads next?", "我们记几分？") gets its answer above the results, drawn as the Rule
// Lab draws it (answer.js: the answer first, in large plain words, then why), in the
// question's language, with a link that opens it in the Lab (#q=<the text, URL-encoded>) and,
// for a question that names no play, one that opens the Lab's panel filled in. A question that
// cannot be read says what was understood, what is missing, and offers the nearest questions,
// each one tap away — and, for a points question with no places, the Lab's score panel to fill in.
//
// This script decides no rule and reads no situation. Python does both, in the site's one
// engine (docs/shared/engine/engine.js, the visit's shared worker): the call "lab.ask"
// (gouji_sim.view.lab_line.ask) reads the text with the notation (gouji_sim.game.notation) and rules the
// case with the judge, as `gouji ask` does. The drawing is the Lab's own (lab.js's
// verdictBody / errorBody), with the Lab's labels: embedded in the Lab's and the practice
// page, else asked of Python once ("lab.page_strings") and put where lab.js reads them.
//
// What arrives without key events (pasted, dictated, filled by a script) is heard too: the
// theme's search reads its box on keyup, so each `input` event is passed on to it as one.
// Python is asked only about a text that may name cards (a digit or a joker's name) or asks as
// a table asks (a seat, a question word); whether it is a question it answers is Python's to
// say. Nothing is shown for a text that is none; for one read in part, what was understood,
// what is missing and the nearest questions. A
// question is ruled under the house rules the table chose on the house-rules page, if it did
// (../house/chosen.js), and the ruling says so.
//
// Elements: <div class="gouji-search-ruling"> as the first child of the theme's
// .md-search-result, with data-state loading | ready | unread, data-q (the text answered),
// data-verdict (the answer's JSON: the verdict's fields and `answer`, `understood` …) and
// a.gouji-search-open (the Lab's link).

import { chosenRules } from "../house/chosen.js";

const here = new URL(import.meta.url);
const DELAY = 250;        // ms after the last change before Python is asked
// may name cards: a digit (full-width too), a joker's name, or a lone J, Q, K, A
const CARDISH = /[0-9\uff10-\uff19]|[王鬼]|joker|(?:^|[^A-Za-z])[JQKA](?![A-Za-z])/i;
// ... or asks as a table asks: a seat said relative to the asker, a question word, a word of
// a hand's start or end (places, points, tribute)
const ASKISH = new RegExp("[吗么谁几？?]|[上下]家|对[头家门]|能不能|可以|怎么|多少|还不还|[头二三四五]科|大落|[点进还]贡|开点|革命"
  + "|\\b(?:can|may|who|how|what|whose|does|is|my|I|points?|score|tribute|revolt)\\b", "i");

function lang() {
  return (document.documentElement.lang || "zh").toLowerCase().indexOf("en") === 0 ? "en" : "zh";
}

// the language root of this page (the theme's config: its "base"), where the Lab is
function labUrl(question, fragment) {
  let base = ".";
  const config = document.getElementById("__config");
  try { base = JSON.parse(config.textContent).base || "."; } catch (e) { /* keep "." */ }
  const lab = new URL(base.replace(/\/?$/, "/") + "lab/", window.location.href).href;
  return lab + (fragment || "#q=" + encodeURIComponent(question));
}

let engineP = null;
function engine() {
  if (!engineP) engineP = import(new URL("../engine/engine.js", here).href).then(m => m.default);
  return engineP;
}

// The Lab's drawing, with its labels in this page's language (lab.js reads them from
// #gouji-lab-data as it starts; a page without the Lab gets them from Python once).
let labP = null;
function lab(E) {
  if (!labP) {
    const ready = document.getElementById("gouji-lab-data") ? Promise.resolve()
      : E.call("lab.page_strings", { lang: lang() }).then(function (data) {
        if (document.getElementById("gouji-lab-data")) return;
        const element = document.createElement("script");
        element.type = "application/json";
        element.id = "gouji-lab-data";
        element.textContent = JSON.stringify(data);
        document.body.appendChild(element);
      });
    labP = ready.then(function () {
      if (!document.querySelector('link[href$="shared/lab/lab.css"]')) {
        const css = document.createElement("link");
        css.rel = "stylesheet";
        css.href = new URL("../lab/lab.css", here).href;
        document.head.appendChild(css);
      }
      return import(new URL("../lab/lab.js", here).href);
    }).then(m => m.default, function (err) { labP = null; throw err; });
  }
  return labP;
}

function box() {
  let node = document.querySelector(".gouji-search-ruling");
  const result = document.querySelector(".md-search-result");
  if (!node && result) {
    node = document.createElement("div");
    node.className = "gouji-search-ruling";
    node.setAttribute("aria-live", "polite");
    node.hidden = true;
    result.insertBefore(node, result.firstChild);
  }
  return node;
}

function hide() {
  const node = document.querySelector(".gouji-search-ruling");
  if (!node) return;
  node.hidden = true;
  node.replaceChildren();
  ["data-state", "data-q", "data-verdict"].forEach(a => node.removeAttribute(a));
}

// what Python answered, drawn with the Lab's drawing of an answer (answer.js)
function draw(L, out, question, house) {
  const node = box();
  if (!node) return;
  const parts = [];
  const link = L.el("a", { class: "gouji-search-open", href: labUrl(question) }, out.reply.labels["open-lab"]);
  if (out.ok) {
    if (house) {
      parts.push(L.el("p", { class: "glab-muted gouji-search-house", text: L.S("lab-search-house") }));
    }
    parts.push(L.el("div", { class: "glab-verdict" }, L.answerBody(out.reply, null)));
    node.setAttribute("data-state", "ready");
    node.setAttribute("data-verdict", JSON.stringify(out.answer));
  } else {
    // a suggestion tapped is asked as if typed into the box
    parts.push(L.el("div", { class: "glab-verdict" }, L.unreadBody(out.reply, function (text) {
      if (!input) return;
      input.value = text;
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.focus();
    })));
    node.setAttribute("data-state", "unread");
    node.removeAttribute("data-verdict");
  }
  // the Lab's panel: filled in with what was said, or (a points question with no places) to fill in
  const panel = out.reply && out.reply.panel;
  if (panel) {
    parts.push(L.el("p", null, L.el("a", { class: "gouji-search-panel", "data-panel": panel.kind, href: labUrl(question, panel.link) }, panel.label)));
  }
  parts.push(L.el("p", null, link));
  node.setAttribute("data-q", question);
  // a <section>, not a <div>: lab.js draws a Lab into every div.gouji-lab it finds as it starts
  node.replaceChildren(L.el("section", { class: "gouji-lab" }, parts));
  node.hidden = false;
}

let timer = null;
let asked = 0;
function ask(text) {
  clearTimeout(timer);
  const question = text.trim();
  if (!question || !(CARDISH.test(question) || ASKISH.test(question))) { asked++; hide(); return; }
  timer = setTimeout(function () {
    const mine = ++asked;
    const rules = chosenRules();    // the house rules the table chose, if it did
    engine().then(function (E) {
      return E.call("lab.ask", rules ? { text: question, rules: rules } : { text: question }).then(function (out) {
        if (mine !== asked) return null;
        // no question: the pages answer (one with a panel to fill in, a points question with no places, is one)
        if (!out.reply || (!out.ok && !out.understood && !out.reply.panel)) { hide(); return null; }
        return lab(E).then(function (L) { if (mine === asked) draw(L, out, question, rules !== null); });
      });
    }).catch(function () { if (mine === asked) hide(); });   // no engine (yet): the pages answer
  }, DELAY);
}

function watch(input) {
  input.addEventListener("input", function (event) {
    // the theme reads its box on keyup: a text pasted or dictated gets one too
    if (!event.isComposing) input.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
    ask(input.value);
  });
  // the theme's search opened again with the text it had
  input.addEventListener("focus", function () { if (input.value) ask(input.value); });
  // the theme's clear button empties the box without an input event
  if (input.form) input.form.addEventListener("reset", function () { ask(""); });
}

const input = document.querySelector("input.md-search__input");
if (input) watch(input);

export default { ask: ask, labUrl: labUrl };
