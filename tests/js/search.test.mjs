// The search box that answers (docs/shared/search/search.js): what it does without Python —
// the theme's search hears a pasted or dictated text (an `input` event is passed on as a
// keyup), a text that names no card is never sent to Python, and the Lab's link carries the
// question as typed. The ruling itself is Python's (tests/test_search_answers.py) and is drawn
// in a real browser (tests/browser/test_search.py).
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeElement, installPage, jsonScript } from "./dom.mjs";

const input = new FakeElement("input");
input.value = "";
const sent = [];
input.dispatchEvent = (event) => { sent.push(event.type); return true; };
const config = jsonScript({ base: ".." });
const page = installPage({ byId: { __config: config }, href: "http://127.0.0.1/en/glossary/" });
page.document.documentElement.lang = "en";
page.document.querySelector = (selector) => (selector === "input.md-search__input" ? input : null);
globalThis.KeyboardEvent = class { constructor(type, init) { this.type = type; Object.assign(this, init); } };

const { default: search } = await import("../../docs/shared/search/search.js");

test("a text that arrives without key events reaches the theme's search as a keyup", () => {
  input.value = "过了牌还能烧吗";
  input.fire("input", { isComposing: false });
  assert.deepEqual(sent, ["keyup"]);
  input.fire("input", { isComposing: true });          // a Chinese input method still composing
  assert.deepEqual(sent, ["keyup"]);
});

test("a text naming no card and asking nothing is not sent to Python (no engine is loaded for it)", async () => {
  // "can I still burn after I passed" is a table's question now (issue 45): it goes to the reader
  input.value = "the chapter on burning";
  input.fire("input", { isComposing: false });
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.equal(globalThis.window.GoujiEngine, undefined);
});

test("the Lab's link is the language root's Lab with the question URL-encoded", () => {
  assert.equal(search.labUrl("大王 8 8 能管 9 9 9 吗？"),
    "http://127.0.0.1/en/lab/#q=" + encodeURIComponent("大王 8 8 能管 9 9 9 吗？"));
  assert.equal(search.labUrl("seat 1 leads 3 3 & more"), "http://127.0.0.1/en/lab/#q=seat%201%20leads%203%203%20%26%20more");
});
