// The end of a practice hand: the places and scores as the record has them, the team scores,
// the hand's seed, the coach's review of the reader's decisions ("Review this hand": Python's
// practice_page.review, the view of gouji_sim.view.review_view), and the record to download. An ES
// module imported by practice.js: end(ctx) returns drawEnd(view), drawing into ctx.box.end with
// the page's helpers (ctx: el, clear, W, T, G, box, call, fail). Every word is Python's or the
// catalogue's.
export default function end(ctx) {
  var el = ctx.el, clear = ctx.clear, W = ctx.W, T = ctx.T, G = ctx.G, box = ctx.box;

  function save(out) {
    var url = URL.createObjectURL(new Blob([out.record], { type: "application/json" }));
    var a = el("a", { href: url, download: out.name, style: "display:none" });
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(url); a.remove(); }, 1000);
  }

  // the review, drawn into its own section (an answer for a hand no longer on the table lands
  // in a section no longer on the page): the headline, each marked decision — which one, what
  // was chosen, the better choice, the expected loss — and why, then the summary
  function drawReview(section, out) {
    var r = out.review;
    clear(section);
    section.setAttribute("data-state", "done");
    section.setAttribute("data-marks", String(r.marks.length));
    G.add(section, [
      el("h3", { text: T("practice-coach-title") }),
      el("p", { class: "gpr-coach-headline", "data-role": "coach-headline", text: W(out.headline) }),
      r.marks.length ? el("ol", { class: "gpr-coach-marks" }, r.marks.map(function (m) {
        // a mark's line is the mark itself in both languages (its "zh" and "en", as gouji review --json has them)
        // numbered as the narration is (its line), with the table as it was then
        return el("li", { "data-role": "coach-mark", "data-reason": m.reason, "data-step": m.step === null ? null : m.step },
          m.step_words ? el("p", { class: "gpr-coach-step", "data-role": "coach-mark-step" },
            el("a", { href: "", onclick: function (e) {
              e.preventDefault();
              var li = box.narration.querySelector("li[data-index='" + (m.step - 1) + "']");
              if (li) { li.scrollIntoView({ block: "center" }); li.classList.add("gpr-flash"); }
            } }, W(m.step_words))) : null,
          el("p", { "data-role": "coach-mark-line", text: W(m) }),
          el("p", { class: "gpr-coach-why" }, el("strong", { text: T("practice-coach-why") + " " }), el("span", { text: W(m.why) })),
          m.table ? el("details", { class: "gpr-coach-table", "data-role": "coach-mark-table" },
            el("summary", { text: W(r.table_words) }), G.drawTable(m.table, null, null)) : null);
      })) : null,
      el("p", { class: "glab-muted", "data-role": "coach-summary", text: W(r.summary) }),
      el("p", { class: "glab-muted", text: T("practice-coach-note") }),
    ]);
  }

  function askReview(button) {
    var section = box.end.querySelector("[data-role=coach]");
    button.disabled = true;
    section.setAttribute("data-state", "busy");
    clear(section).appendChild(el("p", { class: "glab-muted", role: "status", text: T("practice-coach-busy") }));
    return ctx.call("review").then(function (out) {
      button.remove();
      drawReview(section, out);
      section.scrollIntoView({ block: "nearest" });
    }, function (err) {
      button.disabled = false;
      section.setAttribute("data-state", "error");
      clear(section);
      ctx.fail(err);
    });
  }

function drawEnd(view) {
  clear(box.end);
  if (view.state !== "over" || !view.result) return;
  var r = view.result;
  var teams = Object.keys(view.team_scores || {}).map(function (k) { return k + ": " + view.team_scores[k]; }).join(", ");
  G.add(box.end, [
    el("h3", { text: T("practice-places") }),
    el("ol", { class: "gpr-places" }, r.places.map(function (seat, i) {
      var pts = r.scores[String(seat)];
      return el("li", { "data-seat": seat, class: seat === view.seat ? "gpr-mine" : null, text: T("practice-place-row", {
        place: i + 1, seat: seat, you: seat === view.seat ? " (" + T("practice-you") + ")" : "", points: (pts > 0 ? "+" : "") + pts }) });
    })),
    view.team_words ? el("p", { "data-role": "team-scores", text: W(view.team_words) }) :
      teams ? el("p", { text: T("practice-team-scores", { teams: teams }) }) : null,
    view.tribute_words ? el("p", { "data-role": "tribute", text: W(view.tribute_words) }) : null,
    view.hand_seed_words && !view.lesson ? el("p", { class: "glab-muted", "data-role": "hand-seed", "data-hand-seed": view.hand_seed,
      text: W(view.hand_seed_words) }) : null,
  ]);
  if (view.seat !== null && view.record) {
    G.add(box.end, [
      el("button", { type: "button", class: "md-button md-button--primary", "data-role": "coach-ask",
        onclick: function (e) { askReview(e.currentTarget); } }, T("practice-coach")),
      el("section", { class: "gpr-coach", "data-role": "coach", "aria-live": "polite" }),
      el("button", { type: "button", class: "md-button", "data-role": "download", onclick: function () { ctx.call("record").then(save, ctx.fail); } }, T("practice-download")),
      el("p", { class: "glab-muted", text: T("practice-replay-note") }),
    ]);
  }
}

  return drawEnd;
}
