// The full lab's editors of the situation: the rules (preset and switches, in the house-rules
// card's words), the seats (hand, count, finished) and the trick so far. Each draws into its
// box from the case object it edits; changed() re-rules, structural() redraws and re-rules.
import { DATA, S, el, clear, seatInfo } from "./core.js";
import { cardsInput, seatSelect, kindSelect } from "./editors.js";

export function drawRules(rulesBox, state, structural) {
  var rules = state.rules || (state.rules = { preset: "outline" });
  var preset = typeof rules.preset === "string" && DATA.presets[rules.preset] ? rules.preset : "outline";
  var switches = rules.switches && typeof rules.switches === "object" ? rules.switches : {};
  var base = DATA.presets[preset];
  clear(rulesBox).appendChild(el("div", { class: "glab-row" },
    el("label", { text: S("lab-preset") }),
    el("select", { "aria-label": S("lab-preset"), "data-role": "preset", onchange: function (e) {
      rules.preset = e.target.value; structural();
    } }, Object.keys(DATA.presets).map(function (p) {
      return el("option", { value: p, selected: p === preset, title: S("preset-about-" + p) }, S("w-preset-" + p));
    }))));
  // the chosen preset's one-line meaning (RULEBOOK §12)
  rulesBox.appendChild(el("p", { class: "glab-muted", "data-role": "preset-about", text: S("preset-about-" + preset) }));
  var list = el("div", { class: "glab-switches" });
  Object.keys(DATA.switches).forEach(function (name) {
    var sw = DATA.switches[name];
    var current = Object.prototype.hasOwnProperty.call(switches, name) ? switches[name] : base[name];
    var changedHere = Object.prototype.hasOwnProperty.call(switches, name) && switches[name] !== base[name];
    // the house-rules card's question and answers (no switch names, no true/false)
    list.appendChild(el("label", { class: "glab-switch" + (changedHere ? " glab-changed" : "") },
      el("span", { class: "glab-switch-q", text: sw.question + " " }),
      el("small", { class: "glab-muted", text: sw.clause + " " }),
      el("select", { "aria-label": sw.question, "data-switch": name, onchange: function (e) {
        var value = sw.values[Number(e.target.value)];
        var next = Object.assign({}, switches);
        if (value === base[name]) delete next[name]; else next[name] = value;
        if (Object.keys(next).length) rules.switches = next; else delete rules.switches;
        structural();
      } }, sw.values.map(function (v, i) { return el("option", { value: i, selected: v === current }, sw.answers[i]); })),
      changedHere ? el("small", { text: " " + S("lab-switch-changed") }) : null));
  });
  rulesBox.appendChild(el("details", { open: Object.keys(switches).length ? true : null },
    el("summary", { text: S("lab-switches") }), list));
}

export function drawSeats(seatsBox, state, changed, structural) {
  var hands = state.hands || {};
  var counts = state.counts || {};
  var finished = Array.isArray(state.finished) ? state.finished : [];
  clear(seatsBox);
  DATA.seats.forEach(function (seat) {
    var key = String(seat);
    var mode = Object.prototype.hasOwnProperty.call(hands, key) ? "hand" : Object.prototype.hasOwnProperty.call(counts, key) ? "count" : "unknown";
    var place = finished.indexOf(seat) + 1;
    var input = null;
    if (mode === "hand") {
      input = cardsInput(hands[key], S("w-seat", { seat: seat }) + " · " + S("lab-mode-hand"), function (v) { hands[key] = v; changed(); });
    } else if (mode === "count") {
      input = el("input", { type: "number", min: 0, max: 40, class: "glab-count-input", value: counts[key], "aria-label": S("lab-count"),
        oninput: function (e) {
          var raw = e.target.value;
          counts[key] = /^\d+$/.test(raw) ? Number(raw) : raw;
          changed();
        } });
    }
    var info = seatInfo(seat);
    seatsBox.appendChild(el("div", { class: "glab-seat-row glab-team-" + info.team, "data-seat": seat },
      el("strong", { class: "glab-seat-label", text: S("w-seat", { seat: seat }) }),
      el("span", { class: "glab-muted", text: S("lab-team-" + info.team) + " · " + S("w-opposite", { seat: info.opposite }) }),
      el("select", { "aria-label": S("lab-hand-mode"), "data-role": "mode", onchange: function (e) {
        var m = e.target.value;
        state.hands = hands; state.counts = counts;
        delete hands[key]; delete counts[key];
        if (m === "hand") hands[key] = "";
        if (m === "count") counts[key] = 10;
        if (!Object.keys(hands).length) delete state.hands;
        if (!Object.keys(counts).length) delete state.counts;
        structural();
      } }, [["unknown", "lab-mode-unknown"], ["count", "lab-mode-count"], ["hand", "lab-mode-hand"]].map(function (o) {
        return el("option", { value: o[0], selected: o[0] === mode }, S(o[1]));
      })),
      input,
      el("label", { class: "glab-check-label" },
        el("input", { type: "checkbox", checked: place > 0, "data-role": "finished", onchange: function (e) {
          var list = finished.filter(function (s) { return s !== seat; });
          if (e.target.checked) list.push(seat);
          if (list.length) state.finished = list; else delete state.finished;
          structural();
        } }),
        " " + S("lab-finished") + (place ? " (" + S("lab-place", { place: place }) + ")" : ""))));
  });
}

export function drawTrick(trickBox, state, changed, structural) {
  var trick = Array.isArray(state.trick) ? state.trick : [];
  clear(trickBox);
  if (!trick.length) trickBox.appendChild(el("p", { class: "glab-muted", text: S("lab-trick-empty") }));
  var kinds = [["play", "w-act-play"], ["pass", "w-entry-pass"], ["yield", "w-entry-yield"], ["burn", "lab-kind-burn-first"]];
  trick.forEach(function (entry, i) {
    var kind = entry.pass === true ? "pass" : entry.yield === true ? "yield" : entry.burn === true ? "burn" : "play";
    trickBox.appendChild(el("div", { class: "glab-row glab-trick-row", "data-index": i },
      el("span", { class: "glab-step", text: String(i + 1) + "." }),
      seatSelect(entry.seat, function (s) { entry.seat = s; structural(); }),
      kindSelect(kind, kinds, function (k) {
        var e = { seat: entry.seat };
        if (k === "play" || k === "burn") e.play = typeof entry.play === "string" ? entry.play : "";
        if (k === "burn") e.burn = true;
        if (k === "pass" || k === "yield") e[k] = true;
        trick[i] = e;
        structural();
      }),
      kind === "play" || kind === "burn"
        ? cardsInput(entry.play, String(i + 1) + ". " + S("w-seat", { seat: entry.seat }), function (v) { entry.play = v; changed(); })
        : null,
      el("button", { type: "button", class: "glab-small-button", "aria-label": S("lab-remove"), onclick: function () {
        trick.splice(i, 1);
        if (!trick.length) delete state.trick;
        structural();
      } }, "✕")));
  });
  trickBox.appendChild(el("button", { type: "button", class: "glab-small-button", "data-role": "add-entry", onclick: function () {
    var last = trick[trick.length - 1];
    trick.push({ seat: last ? seatInfo(last.seat).next : DATA.seats[0], play: "" });
    state.trick = trick;
    structural();
    var inputs = trickBox.querySelectorAll(".glab-cards-input");
    if (inputs.length) inputs[inputs.length - 1].focus();
  } }, "+ " + S("lab-add-entry")));
}
