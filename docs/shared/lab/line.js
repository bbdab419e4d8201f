// The full lab's one line: the table said as players say it ("座位1出 五个10，2过，…" or "Can
// a big joker and two 8s beat three 9s?"). What is typed, pasted or dictated goes, a moment
// after the last key, to the engine (the call "lab.ask", gouji_sim/view/lab_line.py), which
// reads it with gouji_sim.game.notation — this script never reads a line itself — and rules it. A
// line that cannot be read yet is said beside it, in the reader's language (what was
// understood, what is missing), never as an error of the Lab.
//
// LineBox(onLine, onEmpty): onLine(text) after a pause in the typing; onEmpty() for the
// "Empty table" button. Elements: input[data-role=line]; div[data-role=line-note] with
// data-state reading | read | unread: a question read shows its answer there first, in
// large plain words, then the line understood (answer.js, Python's view of the answer); a
// line not read, what was understood, what is missing and the nearest questions, each one
// tap away (asked as if typed).
import { S, el, clear, add } from "./core.js";
import { answerBody, unreadBody } from "./answer.js";

var PAUSE_MS = 300;   // the typing's pause before the line is read
var EXAMPLES = ["lab-line-example-4", "lab-line-example-1", "lab-line-example-2", "lab-line-example-3"];

export function LineBox(onLine, onEmpty) {
  var timer = null;
  var input = el("textarea", { class: "glab-line", "data-role": "line", rows: 2, "aria-label": S("lab-line-label"),
    placeholder: S("lab-line-placeholder"), autocomplete: "off", spellcheck: "false", enterkeyhint: "done" });
  var note = el("div", { class: "glab-line-note glab-muted", "data-role": "line-note", "aria-live": "polite" });
  function typed() {
    clearTimeout(timer);
    var text = input.value;
    if (!text.trim()) { say(null); return; }
    say("reading", S("lab-line-reading"));
    timer = setTimeout(function () { onLine(text); }, PAUSE_MS);
  }
  // "input" comes for keys, a paste, a drop and dictation alike
  input.addEventListener("input", function () { shown = false; typed(); });
  // A line the lab wrote (the situation the editors hold) is taken whole by the first tap, so
  // that what is typed next replaces it; a second tap places the caret. (The tap's mouseup
  // would undo the selection: it is kept from doing so.)
  var shown = false;
  var keepSelection = false;
  input.addEventListener("focus", function () {
    if (!shown || !input.value) return;
    input.select();
    keepSelection = true;
  });
  input.addEventListener("mouseup", function (event) {
    if (keepSelection) { event.preventDefault(); keepSelection = false; }
  });
  input.addEventListener("blur", function () { keepSelection = false; });
  input.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && !event.shiftKey) { event.preventDefault(); clearTimeout(timer); if (input.value.trim()) onLine(input.value); }
  });

  function say(state, text) {
    if (!state) { note.removeAttribute("data-state"); clear(note); return; }
    note.setAttribute("data-state", state);
    clear(note).appendChild(document.createTextNode(text));
  }

  var examples = el("p", { class: "glab-line-examples" }, el("span", { class: "glab-muted", text: S("lab-line-examples") + " " }),
    EXAMPLES.map(function (key) {
      return el("button", { type: "button", class: "glab-small-button glab-line-example", "data-role": "line-example", onclick: function () {
        input.value = S(key);
        shown = false;
        clearTimeout(timer);
        onLine(input.value);
      } }, S(key));
    }));

  this.element = el("div", { class: "glab-line-box" },
    el("label", { class: "glab-line-label", text: S("lab-line-label") }),
    input,
    el("div", { class: "glab-row glab-line-tools" },
      el("button", { type: "button", class: "glab-small-button", "data-role": "empty-table", onclick: function () {
        clearTimeout(timer);
        input.value = "";
        say(null);
        onEmpty();
      } }, S("lab-reset"))),
    note,
    el("p", { class: "glab-muted glab-line-hint", text: S("lab-line-hint") }),
    examples);
  input.id = "glab-line";
  this.element.querySelector("label").setAttribute("for", "glab-line");

  // the text in the line (a #q= link's question)
  this.set = function (text) { input.value = text; shown = false; };
  // the line of the situation the editors hold (not while the reader is typing in it)
  this.follow = function (text) {
    if (document.activeElement === input || typeof text !== "string") return;
    input.value = text;
    shown = true;
    say(null);
  };
  // an answer (gouji_sim.view.answer_view.answer_view): the answer first, then why
  this.answer = function (reply, onPanel) {
    note.setAttribute("data-state", "read");
    add(clear(note), answerBody(reply, onPanel));
  };
  // a line not read: reply is gouji_sim.view.answer_view.unread_view; a suggestion tapped is
  // put in the line and asked; onPanel(panel) opens the panel that fills in what is missing
  this.unread = function (reply, onPanel) {
    note.setAttribute("data-state", "unread");
    add(clear(note), unreadBody(reply, function (text) {
      input.value = text;
      shown = false;
      clearTimeout(timer);
      onLine(text);
    }, onPanel));
  };
  this.clearNote = function () { say(null); };
}
