// The Rule Lab's score and start panels, each with its own link (#score=…, #start=…).
import GoujiEngine from "../engine/engine.js";
import { DATA, S, W, el, add, clear, copy, engine, seatInfo, carryHash } from "./core.js";
import { clauseList, errorBody } from "./draw.js";
import { cardsInput, seatSelect } from "./editors.js";

// ------------------------------------------------------------------ the score and start panels

// The panels on this page by kind ("score", "start"): openPanel(kind, link, scroll) fills one
// in from its link (#score=…, #start=…: an answer's panel, gouji_sim.view.answer_view.panel_link)
// without writing the address, and brings it into view when scroll says so.
var OPEN = {};
export function openPanel(kind, link, scroll) {
  if (OPEN[kind]) OPEN[kind](link, scroll);
}

// A panel of the lab with its own link (#score=…, #start=…): a form drawn
// by cfg.form, the call cfg.call (and cfg.call + "_fragment" for a link) in Python, the
// answer drawn by cfg.result. Elements: [data-role=<kind>-result] with data-state ready |
// error | loading, data-view (the view JSON) or data-error, data-fragment (the link ruled).
export function Panel(root, cfg) {
  var state = copy(cfg.defaults);
  var seqP = 0;
  var timer = null;
  var written = null; // the link this panel last wrote into the address
  var form = el("div", { class: "glab-panel-form" });
  var result = el("div", { class: "glab-verdict glab-panel-result", "data-role": cfg.kind + "-result", "data-state": "loading", "aria-live": "polite" },
    el("p", { class: "glab-muted", text: S("lab-loading") }));
  var link = el("a", { class: "glab-panel-link", "data-role": cfg.kind + "-link" }, S("lab-panel-link"));
  clear(root).appendChild(el("div", { class: "glab-panel" },
    el("h2", { id: "lab-" + cfg.kind, text: S(cfg.title) }),
    el("p", { class: "glab-muted", text: S(cfg.intro) }),
    form, el("h3", { text: S("lab-verdict") }), result, el("p", null, link)));

  function draw() { clear(form).appendChild(cfg.form(state, changed, structural)); }
  function changed() { ask(null, 150); }
  function structural() { draw(); ask(null, 0); }
  function ask(fragment, delay) {
    clearTimeout(timer);
    timer = setTimeout(function () { run(fragment); }, delay);
  }

  function run(fragment) {
    var mine = ++seqP;
    var here = fragment !== null ? fragment : GoujiEngine.link(cfg.prefix, state);
    if (fragment === null && mine > 1) {   // an edit: the address holds this panel's link
      written = here;
      history.replaceState(history.state, "", here);
      carryHash();
    }
    link.setAttribute("href", here);
    engine().then(function (eng) {
      return fragment !== null ? eng.call(cfg.call + "_fragment", fragment) : eng.call(cfg.call, JSON.stringify(state));
    }).then(function (out) {
      if (mine !== seqP) return;
      clear(result);
      result.setAttribute("data-fragment", here);
      if (out.ok) {
        if (fragment !== null) { state = copy(out.input); draw(); }
        result.setAttribute("data-state", "ready");
        result.setAttribute("data-view", JSON.stringify(out.view));
        result.removeAttribute("data-error");
        add(result, cfg.result(out.view));
      } else {
        result.setAttribute("data-state", "error");
        result.removeAttribute("data-view");
        result.setAttribute("data-error", JSON.stringify(out.error));
        if (fragment !== null) { state = copy(cfg.defaults); draw(); }   // what the note says
        add(result, errorBody(out.error, fragment !== null ? "lab-panel-error-fresh" : null, "lab-panel-error-title"));
      }
    }, function (err) {
      if (mine !== seqP) return;
      result.setAttribute("data-state", "error");
      clear(result).appendChild(el("p", { text: S("lab-load-failed", { detail: String(err && err.message || err) }) }));
    });
  }

  function fromAddress() {
    var hash = window.location.hash;
    if (hash.indexOf(cfg.prefix) !== 0 || hash === written) return false;
    written = hash;
    ask(hash, 0);
    root.scrollIntoView({ block: "start" });
    return true;
  }
  window.addEventListener("hashchange", fromAddress);
  OPEN[cfg.kind] = function (link, scroll) {
    ask(link, 0);
    if (scroll) root.scrollIntoView({ block: "start" });
  };
  draw();
  if (!fromAddress()) ask(null, 0);
}

// The house rules a panel lets a reader set: the preset, then each of its switches as the
// house-rules card asks it (gouji_sim.view.lab.panel_data).
export function panelRules(rules, switches, onChange) {
  var preset = DATA.presets[rules.preset] ? rules.preset : "outline";
  var base = DATA.presets[preset];
  var set = rules.switches && typeof rules.switches === "object" ? rules.switches : {};
  var box = el("div", { class: "glab-panel-rules" },
    el("label", { class: "glab-row" }, el("span", { text: S("lab-preset") }),
      el("select", { "data-role": "preset", onchange: function (e) { rules.preset = e.target.value; onChange(); } },
        Object.keys(DATA.presets).map(function (p) { return el("option", { value: p, selected: p === preset }, S("w-preset-" + p)); }))));
  switches.forEach(function (sw) {
    var current = Object.prototype.hasOwnProperty.call(set, sw.switch) ? set[sw.switch] : base[sw.switch];
    box.appendChild(el("label", { class: "glab-row glab-panel-switch" },
      el("span", null, sw.question, " ", el("code", { text: sw.clause })),
      el("select", { "data-switch": sw.switch, onchange: function (e) {
        var value = sw.values[Number(e.target.value)].value;
        var next = Object.assign({}, set);
        if (value === base[sw.switch]) delete next[sw.switch]; else next[sw.switch] = value;
        if (Object.keys(next).length) rules.switches = next; else delete rules.switches;
        onChange();
      } }, sw.values.map(function (v, i) { return el("option", { value: i, selected: v.value === current }, v.answer); }))));
  });
  return box;
}

export function ScorePanel(root) {
  Panel(root, {
    kind: "score", prefix: "#score=", call: "lab.score", title: "lab-score-title", intro: "lab-score-intro",
    defaults: { places: [1, 3, 5, 2, 4, 6], rules: { preset: "outline" }, grand_slam: false },
    form: function (state, changed, structural) {
      var places = Array.isArray(state.places) ? state.places : (state.places = [1, 2, 3, 4, 5, 6]);
      return el("div", null,
        el("div", { class: "glab-places" }, DATA.panels.places.map(function (placeTitle, i) {
          return el("label", { class: "glab-row glab-place-row" },
            el("span", { text: S("lab-score-place", { title: placeTitle, place: i + 1 }) }),
            seatSelect(places[i], function (s) { places[i] = s; changed(); }, S("lab-score-place", { title: placeTitle, place: i + 1 })));
        })),
        el("label", { class: "glab-check-label glab-row" },
          el("input", { type: "checkbox", "data-role": "grand-slam", checked: state.grand_slam === true,
            onchange: function (e) { state.grand_slam = e.target.checked; changed(); } }), " " + S("lab-score-slam")),
        panelRules(state.rules || (state.rules = { preset: "outline" }), DATA.panels.score, structural));
    },
    result: function (view) {
      return [
        el("table", { class: "glab-score-table" },
          el("thead", null, el("tr", null, el("th", { scope: "col", text: S("lab-score-place-col") }),
            el("th", { scope: "col", text: S("lab-start-seat") }), el("th", { scope: "col", text: S("lab-score-points") }))),
          el("tbody", null, view.seats.map(function (row) {
            return el("tr", { "data-seat": row.seat, class: "glab-team-" + seatInfo(row.seat).team },
              el("td", { text: W(row.title) }), el("td", { text: S("w-seat", { seat: row.seat }) }),
              el("td", { "data-role": "points", text: (row.points > 0 ? "+" : "") + row.points }));
          }))),
        el("ul", { class: "glab-score-teams" }, view.teams.map(function (t) {
          return el("li", { "data-team": t.team, "data-recorded": t.recorded, text: S("lab-score-sum", { team: t.team, sum: t.sum, recorded: t.recorded }) });
        })),
        el("h4", { text: S("lab-score-why") }),
        el("ul", { class: "glab-score-notes" }, view.notes.map(function (n) { return el("li", { text: W(n) }); })),
        el("h4", { text: S("lab-score-tribute") }),
        el("ul", { class: "glab-score-tribute" }, view.tribute.map(function (n) { return el("li", { text: W(n) }); })),
      ];
    },
  });
}

export function StartPanel(root) {
  Panel(root, {
    kind: "start", prefix: "#start=", call: "lab.start", title: "lab-start-title", intro: "lab-start-intro",
    defaults: { seat: 1, hand: "♠3 ♠3 4 5 6 7 8 9 10 J Q K A", rules: { preset: "outline" }, first_deal: true },
    form: function (state, changed, structural) {
      return el("div", null,
        el("div", { class: "glab-row" }, el("span", { text: S("lab-start-seat") }),
          seatSelect(state.seat, function (s) { state.seat = s; changed(); }, S("lab-start-seat"))),
        el("div", { class: "glab-row" }, el("span", { text: S("lab-start-hand") }),
          cardsInput(typeof state.hand === "string" ? state.hand : "", S("lab-start-hand"), function (v) { state.hand = v; changed(); })),
        el("label", { class: "glab-check-label glab-row" },
          el("input", { type: "checkbox", "data-role": "first-deal", checked: state.first_deal !== false,
            onchange: function (e) { state.first_deal = e.target.checked; changed(); } }), " " + S("lab-start-first")),
        panelRules(state.rules || (state.rules = { preset: "outline" }), DATA.panels.start, structural));
    },
    result: function (view) {
      return view.rows.map(function (row) {
        return el("section", { class: "glab-start-row", "data-topic": row.topic, "data-legal": row.legal === null ? null : String(row.legal) },
          el("h4", null, W(row.title), row.legal === null ? null : el("span", { class: "glab-badge glab-badge-small glab-" + (row.legal ? "legal" : "illegal"),
            text: S(row.legal ? "lab-start-yes" : "lab-start-no") })),
          row.lines.map(function (line) { return el("p", { text: W(line) }); }),
          clauseList(row.clauses));
      });
    },
  });
}
