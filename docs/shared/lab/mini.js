// A mini lab (a case embedded in a page, editable) and a casebook drawing (ruled when the
// site was built: no Python on the page).
import { DATA, S, PREFIX, el, add, clear, copy, engine, encodeCase } from "./core.js";
import { drawTable, verdictBody, errorBody, compareTable } from "./draw.js";
import { Rack, actionEditor } from "./editors.js";

// ------------------------------------------------------------------ a mini lab

export function MiniLab(root) {
  var fragment = PREFIX + (root.getAttribute("data-case") || "");
  var state = null;
  var timer = null;
  var drawing = el("div", { class: "glab-drawing" });
  var editor = el("div", { class: "glab-mini-editor" });
  var verdict = el("div", { class: "glab-verdict gouji-lab-verdict", "data-state": "loading" },
    el("p", { class: "glab-muted", text: S("lab-loading") }));
  var open = el("a", { class: "md-button glab-open", href: DATA.lab + fragment }, S("lab-open"));
  var title = el("p", { class: "glab-title" });
  var rack = new Rack(root, true);
  clear(root).appendChild(el("div", { class: "glab-mini" }, title, drawing,
    el("p", { class: "glab-muted", text: S("lab-mini-hint") }), editor, rack.element, verdict, open));

  function render(result) {
    clear(verdict);
    if (result.ok && !result.verdict) {      // the action's cards not given yet
      verdict.setAttribute("data-state", "waiting");
      verdict.removeAttribute("data-verdict");
      verdict.appendChild(el("p", { class: "glab-waiting", text: result.waiting[DATA.lang] }));
      clear(drawing).appendChild(drawTable(result.view.table, null, null));
    } else if (result.ok) {
      verdict.setAttribute("data-state", "ready");
      verdict.setAttribute("data-verdict", JSON.stringify(result.verdict));
      add(verdict, verdictBody(result.view.verdict, null));
      clear(drawing).appendChild(drawTable(result.view.table, state.action, null));
    } else {
      verdict.setAttribute("data-state", "error");
      verdict.removeAttribute("data-verdict");
      add(verdict, errorBody(result.error, null));
    }
  }

  var asked = 0;
  function rerun(eng, structuralChange) {
    delete state.expect;
    if (structuralChange) renderEditor();
    open.setAttribute("href", DATA.lab + encodeCase(state));
    var mine = ++asked;
    eng.rule(state).then(function (result) { if (mine === asked) render(result); }, failed);
  }

  function failed(err) {
    clear(verdict).appendChild(el("p", { text: S("lab-load-failed", { detail: String(err && err.message || err) }) }));
    verdict.setAttribute("data-state", "error");
  }

  function renderEditor() {
    if (state.moment) return;        // a case of a whole hand: no trick to edit
    engine().then(function (eng) {
      clear(editor).appendChild(actionEditor(state,
        function () { clearTimeout(timer); timer = setTimeout(function () { rerun(eng, false); }, 150); },
        function () { rerun(eng, true); }));
    });
  }

  engine().then(function (eng) { return eng.ruleFragment(fragment); }).then(function (result) {
    if (result.ok) {
      state = copy(result.case);
      var t = state.title && typeof state.title === "object" ? state.title[DATA.lang] : null;
      title.textContent = typeof t === "string" ? t : "";
      renderEditor();
    }
    render(result);
  }, failed);
}

// ------------------------------------------------------------------ a casebook drawing (no Python)

export function StaticCase(root) {
  var ruling;
  try { ruling = JSON.parse(root.getAttribute("data-ruling") || "{}"); } catch (e) { return; }
  var box = el("div", { class: "glab-static" });
  if (ruling.ok) {
    box.appendChild(drawTable(ruling.view.table, ruling.action || null, null));
    box.appendChild(compareTable(ruling.view.compare, ruling.view.overrides));
  } else if (ruling.error) {
    add(box, errorBody(ruling.error, null));
  }
  clear(root).appendChild(box);
}
