/* House rules card (docs/<lang>/house-rules.md).
 * Everything shown is rendered by gouji_sim.house when the site is built; this script only
 * collects the ticked answers, shows them on the card and builds the Rule Lab link in the Lab's
 * own format, with the pages' one encoder (GoujiEngine.caseLink, docs/shared/engine/engine.js):
 * lab/#case=<base64url of the case's UTF-8 JSON> (gouji_sim.view.lab.encode_fragment).
 * Once the reader ticks an answer or reaches for the link, it starts the site's one engine in
 * the visit's shared worker, so that the Lab finds Python running; not where the
 * browser has no shared workers (a page's own worker would go with the page).
 * The answers ticked are kept in this browser (chosen.js), so that the search box and the
 * Lab's #q= links rule a question under them, and the card shows them again on the next visit.
 * An ES module: it imports the engine. */
import GoujiEngine from "../engine/engine.js";
import { chosenRules, keepRules } from "./chosen.js";

(function () {
  "use strict";
  var E = GoujiEngine;
  function warm() {
    if (E && E.shared) E.start().catch(function () { /* the Lab starts it again */ });
  }
  function setup(form) {
    // once per form: init runs at once and again for each page the theme's document$ announces
    // (it announces the first one too), and a second setup doubled the listeners (the print
    // button printed twice)
    if (form.hasAttribute("data-house-ready")) return;
    form.setAttribute("data-house-ready", "");
    var card = document.querySelector(".gouji-house-card");
    var link = document.querySelector(".gouji-house-link");
    var changedOut = card.querySelector(".gouji-house-names");
    var example = JSON.parse(form.dataset.example);
    // the answers kept from an earlier visit, ticked again
    var kept = chosenRules();
    if (kept) {
      form.querySelectorAll("fieldset[data-switch]").forEach(function (set) {
        if (!(set.dataset.switch in kept.switches)) return;
        var want = JSON.stringify(kept.switches[set.dataset.switch]);
        set.querySelectorAll("input").forEach(function (input) {
          if (JSON.stringify(JSON.parse(input.dataset.value)) === want) input.checked = true;
        });
      });
    }
    function update() {
      var switches = {}, names = [];
      form.querySelectorAll("fieldset[data-switch]").forEach(function (set) {
        var ticked = set.querySelector("input:checked");
        if (!ticked) return;
        var name = set.dataset.switch, value = JSON.parse(ticked.dataset.value);
        if (JSON.stringify(value) !== JSON.stringify(JSON.parse(set.dataset.default))) {
          switches[name] = value;
          names.push(name + " = " + ticked.value);
        }
        card.querySelectorAll('li[data-switch="' + name + '"]').forEach(function (li) {
          li.hidden = li.dataset.value !== ticked.value;
        });
      });
      changedOut.textContent = names.length ? names.join(", ") : changedOut.dataset.none;
      var kase = Object.assign({ rules: { preset: "outline", switches: switches } }, example);
      link.href = form.dataset.lab + E.caseLink(kase);
      return kase.rules;
    }
    form.addEventListener("change", function () { keepRules(update()); });
    form.addEventListener("change", warm, { once: true });
    ["pointerenter", "focus", "touchstart"].forEach(function (type) {
      link.addEventListener(type, warm, { once: true, passive: true });
    });
    var print = document.querySelector(".gouji-house-print");
    if (print) print.addEventListener("click", function () { window.print(); });
    update();
  }
  function init() { document.querySelectorAll("form.gouji-house-form").forEach(setup); }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
  /* mkdocs-material's instant navigation, if ever turned on */
  if (window.document$ && window.document$.subscribe) window.document$.subscribe(init);
})();
