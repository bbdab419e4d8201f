// The Rule Lab's editors shared by the full and the mini lab: the card rack, a cards field,
// the seat and kind pickers and the action editor (a burn's sets and its answers too).
import { DATA, S, KINDS, NARROW, el, cardKind, cardName, shownCards, seatInfo } from "./core.js";

// ------------------------------------------------------------------ the card rack

// Cards fields register themselves; the rack adds to the last one focused.
export function Rack(scope, compact) {
  var target = null;
  var label = el("span", { class: "glab-rack-target", text: S("lab-rack-none") });
  function press(fn) {
    return function (event) {
      event.preventDefault();
      if (!target || !document.body.contains(target)) { label.textContent = S("lab-rack-none"); return; }
      target.value = fn(target.value.trim().split(/\s+/).filter(Boolean)).join(" ");
      target.dispatchEvent(new Event("input", { bubbles: true }));
    };
  }
  var keep = function (event) { event.preventDefault(); }; // keep the focus in the field
  this.element = el("div", { class: "glab-rack" + (compact ? " glab-rack-compact" : ""), "aria-label": S("lab-rack") },
    compact ? null : el("div", { class: "glab-rack-head" }, el("strong", { text: S("lab-rack") }), " ", label),
    el("div", { class: "glab-rack-cards" },
      DATA.rack.map(function (sym) {
        return el("button", { type: "button", class: "glab-card glab-rack-card" + cardKind(sym),
          "data-card": sym, onmousedown: keep, onclick: press(function (cards) { return cards.concat([shownCards(sym)]); }) },
          cardName(sym));
      }),
      el("button", { type: "button", class: "glab-rack-tool", onmousedown: keep, title: S("w-undo-card"), "aria-label": S("w-undo-card"),
        onclick: press(function (cards) { return cards.slice(0, -1); }) }, "⌫"),
      el("button", { type: "button", class: "glab-rack-tool", onmousedown: keep, title: S("w-clear"), "aria-label": S("w-clear"),
        onclick: press(function () { return []; }) }, "✕")));
  var element = this.element;
  var home = null; // where the rack stands when it is not under a field (set by the lab)
  scope.addEventListener("focusin", function (event) {
    var t = event.target;
    if (t && t.classList && t.classList.contains("glab-cards-input")) {
      if (target) target.classList.remove("glab-targeted");
      target = t;
      t.classList.add("glab-targeted");
      label.textContent = S("lab-rack-target", { target: t.getAttribute("data-label") || "" });
      // On a phone the rack is not pinned to the screen's bottom (it covered the verdict):
      // it stands right under the row of the field it fills.
      if (home && !compact && NARROW.matches) {
        var row = t.closest(".glab-row, .glab-seat-row") || t;
        if (row.nextSibling !== element) row.parentNode.insertBefore(element, row.nextSibling);
      }
    }
  });
  // back where it stands by default (before its field's editor is drawn anew, and on a wide screen)
  this.home = function (parent) {
    if (parent) home = parent;
    if (home && element.parentNode !== home) home.appendChild(element);
  };
  NARROW.addEventListener("change", function () { if (!NARROW.matches) element.parentNode && home && home.appendChild(element); });
  this.focus = function (input) {
    if (input) { input.focus(); }
  };
}

export function cardsInput(value, label, onInput) {
  var input = el("input", { type: "text", class: "glab-cards-input", value: shownCards(value), "data-label": label,
    "aria-label": label, placeholder: S("lab-cards-placeholder"), autocomplete: "off", spellcheck: "false" });
  input.addEventListener("input", function () { onInput(input.value); });
  return input;
}

export function seatSelect(value, onChange, label) {
  return el("select", { class: "glab-seat-select", "aria-label": label || S("lab-acting-seat"),
    onchange: function (e) { onChange(Number(e.target.value)); } },
    DATA.seats.map(function (s) { return el("option", { value: s, selected: s === value }, S("w-seat", { seat: s })); }));
}

export function kindSelect(value, kinds, onChange) {
  return el("select", { class: "glab-kind-select", "aria-label": S("w-action"), onchange: function (e) { onChange(e.target.value); } },
    kinds.map(function (k) { return el("option", { value: k[0], selected: k[0] === value }, S(k[1])); }));
}

export function actionKind(action) {
  if (!action) return "play";
  if (Array.isArray(action.burn)) return "burn";
  if (action.pass === true) return "pass";
  if (action.yield === true) return "yield";
  return "play";
}

// The action editor (full and mini labs): seat, kind and its cards; burns with sets and answers.
export function actionEditor(c, changed, structural) {
  var a = c.action || (c.action = { seat: 1, play: "" });
  var kind = actionKind(a);
  function setKind(k) {
    var seat = a.seat;
    var na = { seat: seat };
    if (k === "play") na.play = typeof a.play === "string" ? a.play : Array.isArray(a.burn) ? (a.burn[0] || "") : "";
    else if (k === "burn") na.burn = [typeof a.play === "string" ? a.play : ""];
    else na[k] = true;
    c.action = na;
    if (k !== "burn") delete c.responses;
    structural();
  }
  var box = el("div", { class: "glab-action-editor" },
    el("div", { class: "glab-row" },
      seatSelect(a.seat, function (s) { a.seat = s; structural(); }),
      kindSelect(kind, KINDS, setKind)));
  if (kind === "play") {
    box.appendChild(el("div", { class: "glab-row" }, el("label", { text: S("w-trib-cards") }),
      cardsInput(a.play, S("lab-action"), function (v) { a.play = v; changed(); })));
  } else if (kind === "burn") {
    box.appendChild(el("p", { class: "glab-sub", text: S("lab-burn-sets") }));
    a.burn.forEach(function (set, i) {
      box.appendChild(el("div", { class: "glab-row" },
        el("label", { text: S("lab-set-n", { k: i + 1 }) }),
        cardsInput(set, S("lab-set-n", { k: i + 1 }), function (v) { a.burn[i] = v; changed(); }),
        a.burn.length > 1 ? el("button", { type: "button", class: "glab-small-button", "aria-label": S("lab-remove"),
          onclick: function () { a.burn.splice(i, 1); structural(); } }, "✕") : null));
    });
    box.appendChild(el("button", { type: "button", class: "glab-small-button", onclick: function () { a.burn.push(""); structural(); } }, "+ " + S("lab-add-set")));
    var responses = c.responses || [];
    box.appendChild(el("p", { class: "glab-sub", text: S("lab-responses") }));
    responses.forEach(function (r, i) {
      box.appendChild(el("div", { class: "glab-row" },
        el("label", { text: S("w-after-set") }),
        el("select", { "aria-label": S("w-after-set"), onchange: function (e) { r.after_set = Number(e.target.value); changed(); } },
          a.burn.map(function (_, k) { return el("option", { value: k + 1, selected: r.after_set === k + 1 }, String(k + 1)); })),
        seatSelect(r.seat, function (s) { r.seat = s; changed(); }, S("w-seat", { seat: "" })),
        cardsInput(r.play, S("lab-response", { k: r.after_set, seat: r.seat, play: "" }), function (v) { r.play = v; changed(); }),
        el("button", { type: "button", class: "glab-small-button", "aria-label": S("lab-remove"),
          onclick: function () { responses.splice(i, 1); if (!responses.length) delete c.responses; structural(); } }, "✕")));
    });
    box.appendChild(el("button", { type: "button", class: "glab-small-button", onclick: function () {
      c.responses = responses;
      responses.push({ after_set: 1, seat: seatInfo(a.seat).next, play: "" });
      structural();
    } }, "+ " + S("lab-add-response")));
  }
  return box;
}
