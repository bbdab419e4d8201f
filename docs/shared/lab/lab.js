// The Rule Lab build a table situation and an action by clicking, and get the
// ruling of gouji_sim itself, running on Pyodide (served from this site) in the site's one
// engine: the visit's shared worker (docs/shared/engine/engine.js), never on this
// page's thread.
//
// This script decides no rule and knows no seat or card. Every ruling, every check of the
// input and every message comes from Python (gouji_sim/view/lab.py: the calls "lab.rule",
// "lab.rule_fragment"); the labels, the seats (team, opposite, next seat) and the jokers'
// spellings come from the page data that docs/lab_hooks.py embeds in the page
// (<script type="application/json" id="gouji-lab-data">, gouji_sim.view.lab.page_data). All
// text reaches the page through textContent / attributes, never innerHTML.
//
// Elements it drives (docs/lab_hooks.py explains how to embed them):
//   <div class="gouji-lab" data-mode="full">       the full lab (one per page); the
//        ruling's verdict JSON goes into data-verdict of #verdict, with data-state
//        ready | error | waiting | loading, data-fragment = the #case= or #q= it ruled on
//        and data-q = the typed line or question it answers
//   <div class="gouji-lab" data-case="…">           a mini lab preset to a case
//   <div class="gouji-lab" data-mode="static" …>    a casebook drawing (ruled at build time)
//
// An ES module: its default export (null on a page without the Lab's data) is what the
// practice page draws with (practice.js imports it). Its parts, each a module of this folder:
//   core.js          the page data, the element builder, the cards' words, the one engine
//   draw.js          the table, the verdict, an error, the comparison, which house rule decides
//   editors.js       the card rack, the cards fields, the action editor
//   full.js          the full lab, with full-editors.js (rules, seats, trick) and line.js (the
//                    typed line and the #q= link)
//   panels.js        the score and start panels
//   answer.js        an answer to a question asked as a table talks (the line, the search box)
//   mini.js          a mini lab and a casebook drawing
import { DATA, S, W, el, add, clear, fromNow, engine, cardChips, cardName, cardKind, seatInfo } from "./core.js";
import { drawTable, clauseList, verdictBody, errorBody } from "./draw.js";
import { FullLab } from "./full.js";
import { ScorePanel, StartPanel } from "./panels.js";
import { MiniLab, StaticCase } from "./mini.js";
import { answerBody, unreadBody } from "./answer.js";

function start() {
  // For the practice page: the same engine and the same drawing, not a copy.
  // the search box (docs/shared/search/search.js) draws an answer with answerBody and unreadBody
  var exported = { engine: engine, drawTable: drawTable, clauseList: clauseList, cardChips: cardChips,
    verdictBody: verdictBody, errorBody: errorBody, answerBody: answerBody, unreadBody: unreadBody,
    cardName: cardName, cardKind: cardKind, seatInfo: seatInfo, el: el, add: add, clear: clear, S: S, W: W, DATA: DATA };

  var labs = document.querySelectorAll("div.gouji-lab");
  var needEngine = false;
  Array.prototype.forEach.call(labs, function (root) {
    var mode = root.getAttribute("data-mode") || (root.hasAttribute("data-case") ? "mini" : "full");
    if (mode !== "static") needEngine = true;
  });
  if (needEngine) engine();  // start Python at once, while the page draws
  function drawLab(root) {
    var mode = root.getAttribute("data-mode") || (root.hasAttribute("data-case") ? "mini" : "full");
    if (mode === "full") FullLab(root);
    else if (mode === "score") ScorePanel(root);
    else if (mode === "start") StartPanel(root);
    else if (mode === "static") StaticCase(root);
    else MiniLab(root);
  }
  // The static cases (a casebook page's, which need no Python) all now; of the others, the
  // first now and each next one a frame later (the Rule Lab's page has five, each a
  // layout of up to hundreds of new objects on the phone profile).
  function drawLabs() {
    var steps = [];
    Array.prototype.forEach.call(labs, function (root) {
      if (root.getAttribute("data-mode") === "static") drawLab(root);
      else steps.push(function () { drawLab(root); });
    });
    fromNow(steps);
  }
  // The labs are drawn a task after DOMContentLoaded: drawn before it, the theme's
  // DOMContentLoaded handler laid them out with the whole page in one task (230-370 ms on the
  // phone profile); apart, the two tasks are shorter. (A module runs before DOMContentLoaded
  // when the page loads it, after it when another script imports it later.)
  var navigation = window.performance && performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
  if (document.readyState === "complete" || (navigation && navigation.domContentLoadedEventEnd > 0)) drawLabs();
  else document.addEventListener("DOMContentLoaded", function () { setTimeout(drawLabs, 0); }, { once: true });
  return exported;
}

const GoujiLab = DATA ? start() : null;

export default GoujiLab;
