// The Rule Lab's drawings of what Python computed (gouji_sim/view/model.py, sent as the
// ruling's "view"): the table, the verdict, an error, the presets' comparison and which house
// rule decides a ruling. Nothing here knows a rule or the seat layout.
import { DATA, S, W, el, clear, cardChips, describeEntry, encodeCase } from "./core.js";

// ------------------------------------------------------------------ the table

export function drawTable(table, action, onSeat) {
  // a case of a whole hand (a deal, a score, tribute) has no trick to draw: its verdict says it
  if (!table) return el("p", { class: "glab-muted glab-moment", text: S("lab-moment-note") });
  var grid = el("div", { class: "glab-table" });
  table.seats.forEach(function (seat) {
    var cls = "glab-seat glab-team-" + seat.team;
    if (action && action.seat === seat.seat) cls += " glab-acting";
    seat.tags.forEach(function (t) { cls += " glab-is-" + t; });
    if (seat.place) cls += " glab-is-finished";
    var cards;
    if (seat.place) cards = el("span", { class: "glab-place", text: W(seat.place_words) });
    else if (seat.hand !== null) cards = cardChips(seat.hand);
    else if (seat.count !== null) cards = el("span", { class: "glab-count", text: seat.count_words ? W(seat.count_words) : S("w-count", { n: seat.count }) });
    else cards = el("span", { class: "glab-count", text: "?" });
    var box = el("div", { class: cls, "data-seat": seat.seat },
      el("div", { class: "glab-seat-head" },
        el("strong", { text: S("w-seat", { seat: seat.seat }) }),
        el("span", { class: "glab-opp", text: S("w-opposite", { seat: seat.opposite }) })),
      el("div", { class: "glab-seat-cards" }, cards),
      el("div", { class: "glab-tags" }, seat.tags.map(function (t) {
        return el("span", { class: "glab-tag glab-tag-" + t, title: seat.tag_clauses[t] || null, text: W(seat.tag_words[t]) });
      })));
    box.style.gridRow = String(seat.row);
    box.style.gridColumn = String(seat.col);
    if (onSeat) {
      box.setAttribute("role", "button");
      box.setAttribute("tabindex", "0");
      box.addEventListener("click", function () { onSeat(seat.seat); });
      box.addEventListener("keydown", function (event) {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); onSeat(seat.seat); }
      });
    }
    grid.appendChild(box);
  });
  var center = el("div", { class: "glab-center" });
  if (table.trick.length) {
    center.appendChild(el("ol", { class: "glab-trick" }, table.trick.map(function (e) {
      var said = e.set ? S("lab-entry-burn-set", { seat: e.seat, k: e.set, play: "" })
        : describeEntry({ seat: e.seat, kind: e.kind, play: "" });
      return el("li", { class: "glab-entry-" + e.kind + (e.top ? " glab-entry-top" : ""), "data-set": e.set || null },
        el("span", { text: said.replace(/\s*$/, "") + " " }),
        e.play ? cardChips(e.play) : null);
    })));
  } else {
    center.appendChild(el("p", { class: "glab-muted", text: S("lab-trick-empty") }));
  }
  if (table.status_words) center.appendChild(el("p", { class: "glab-muted glab-status-line", text: W(table.status_words) }));
  if (table.melee) center.appendChild(el("p", { class: "glab-tag", text: S("w-melee") }));
  if (action) center.appendChild(el("p", { class: "glab-action-line" }, el("strong", { text: S("w-action") + ": " }), describeEntry(action)));
  grid.appendChild(center);
  return grid;
}


// ------------------------------------------------------------------ the ruling

export function clauseList(clauses) {
  return el("ul", { class: "glab-clauses" }, clauses.map(function (cid) {
    return el("li", null, el("code", { text: cid }), " ", DATA.clauses[cid] || "");
  }));
}

export function verdictBody(view, check) {
  var rows = [];
  function row(label, value) { if (value !== null && value !== undefined) rows.push(el("dt", { text: label }), el("dd", null, value)); }
  view.rows.forEach(function (key) {
    var label = W(view.row_words[key]);
    if (key === "play") row(label, W(view.play_words));
    else if (key === "burn") row(label, W(view.burn_words));
    else if (view.row_values && view.row_values[key]) row(label, W(view.row_values[key]));   // responders, burners, next
  });
  var parts = [
    el("p", { class: "glab-badge glab-" + view.badge, "data-badge": view.badge, text: W(view.badge_words) }),
    el("p", { class: "glab-message", text: view.message[DATA.lang] }),
    el("div", { class: "glab-clauses-box" }, el("strong", { text: S("lab-clauses") }), clauseList(view.clauses)),
    el("dl", { class: "glab-facts" }, rows),
  ];
  // the reason code is the engine's word: folded away, for programmers
  if (view.reason) {
    parts.push(el("details", { class: "glab-programmers" }, el("summary", { text: S("lab-programmers") }),
      el("p", null, S("lab-reason") + ": ", el("code", { text: view.reason }))));
  }
  if (view.burn_steps.length) {
    parts.push(el("ol", { class: "glab-burn-sets" }, view.burn_steps.map(function (b) {
      return el("li", { "data-outcome": b.outcome }, el("strong", { text: S("lab-set-n", { k: b.set }) + " " }), cardChips(b.cards),
        el("ul", null, b.lines.map(function (line) { return el("li", { text: W(line) }); })));
    })));
  }
  if (check) {
    parts.push(el("p", { class: "glab-check " + (check.length ? "glab-check-bad" : "glab-check-ok"),
      text: check.length ? S("lab-expect-bad", { diff: check.join("; ") }) : S("lab-expect-ok") }));
  }
  return parts;
}

// note: null, or the catalogue key saying what the editors now hold after a bad link
// ("lab-error-kept": the situation ruled before it; "lab-error-fresh": the lab's example)
export function errorBody(error, note, title) {
  return [
    el("p", { class: "glab-badge glab-error", text: S(title || "lab-error-title") }),
    el("p", { class: "glab-message", text: error[DATA.lang] }),
    error.field ? el("p", { class: "glab-muted", text: S("lab-error-field", { field: error.field }) }) : null,
    note ? el("p", { class: "glab-muted", "data-role": "error-note", "data-note": note, text: S(note) }) : null,
  ];
}

// overrides: the case changes switches that no preset sets (they are kept in every column)
// which column holds the case's own rules is Python's to say (col.current, view/compare.py)
export function compareTable(compare, overrides) {
  var cols = compare.columns;
  var head = el("tr", null, el("th"), cols.map(function (col) {
    var current = col.current === true;
    return el("th", { class: current ? "glab-current" : null, scope: "col", title: W(col.about) || null,
      "data-current": current ? "true" : null },
      W(col.label), current ? el("small", { text: " (" + W(col.current_words) + ")" }) : null);
  }));
  var about = el("tr", { "data-row": "about" }, el("th", { scope: "row", text: S("w-compare-row-about") }), cols.map(function (col) {
    return el("td", { class: "glab-about" }, W(col.about));
  }));
  // the explanation is in the verdict above: the lab's table shows the ruling's fields
  var rows = compare.rows.filter(function (r) { return r.key !== "message"; });
  var body = [about].concat(rows.map(function (r) {
    return el("tr", null, el("th", { scope: "row", text: W(r.label) }), cols.map(function (col) {
      if (!col.cells) return el("td", { class: "glab-differs", text: col.error[DATA.lang] });
      var differs = col.differs.indexOf(r.key) >= 0;
      return el("td", { class: (differs ? "glab-differs" : "") + (col.current ? " glab-current" : "") || null,
        "data-preset": col.name || "current", "data-field": r.key }, W(col.cells[r.key]));
    }));
  }));
  return el("div", { class: "glab-compare" },
    el("div", { class: "glab-scroll" }, el("table", null, el("thead", null, head), el("tbody", null, body))),
    compareCards(compare, rows),
    el("p", { class: "glab-muted", text: W(compare.summary) + (overrides ? " " + S("lab-compare-note") : "") }));
}

// The same comparison as one card per preset (lab.css shows these instead of the table on a
// phone): the preset's name and meaning, then the ruling's fields.
export function compareCards(compare, rows) {
  return el("div", { class: "glab-compare-cards" }, compare.columns.map(function (col) {
    var current = col.current === true;
    var facts = col.cells ? rows.map(function (r) {
      var differs = col.differs.indexOf(r.key) >= 0;
      return [el("dt", { text: W(r.label) }),
        el("dd", { class: differs ? "glab-differs" : null, "data-field": r.key }, W(col.cells[r.key]))];
    }) : [el("dd", { class: "glab-differs" }, col.error[DATA.lang])];
    return el("section", { class: "glab-compare-card" + (current ? " glab-current" : ""), "data-preset": col.name || "current" },
      el("h4", null, W(col.label), current ? el("small", { text: " (" + W(col.current_words) + ")" }) : null),
      W(col.about) ? el("p", { class: "glab-about", text: W(col.about) }) : null,
      el("dl", { class: "glab-facts" }, facts));
  }));
}

// ------------------------------------------------------------------ which house rule decides this

// The view of gouji_sim.view.decides (call "lab.decides"): the sentence, then each switch
// value that changes the ruling, with that ruling and a #case= link to open it.
export function drawDecides(box, out) {
  clear(box);
  if (!out.ok) {
    box.setAttribute("data-state", "error");
    box.appendChild(el("p", { class: "glab-muted", text: out.error[DATA.lang] }));
    return;
  }
  var view = out.view;
  box.setAttribute("data-state", "ready");
  box.setAttribute("data-switches", view.switches.join(" "));
  box.appendChild(el("p", { class: "glab-decide-summary", text: W(view.summary) }));
  if (!view.alternatives.length) return;
  box.appendChild(el("ul", { class: "glab-alternatives" }, view.alternatives.map(function (alt) {
    var legal = alt.verdict.legal;
    return el("li", { "data-switch": alt.switch, "data-value": String(alt.value) },
      el("p", { class: "glab-alt-question" }, el("strong", { text: W(alt.question) }), " ", el("code", { text: alt.clause })),
      el("p", { class: "glab-muted", text: S("lab-decide-today", { answer: W(alt.current) }) }),
      el("p", null, S("decide-if", { answer: W(alt.answer) }), " → ",
        el("span", { class: "glab-badge glab-badge-small glab-" + (legal ? "legal" : "illegal"), text: S(legal ? "lab-legal" : "lab-illegal") })),
      el("p", { class: "glab-alt-message", text: alt.verdict.message[DATA.lang] }),
      el("a", { class: "glab-alt-open", "data-role": "alternative", href: encodeCase(alt.case) }, S("decide-open")));
  })));
  box.appendChild(el("p", { class: "glab-muted", text: S("lab-decide-how") }));
}
