// The practice page's verdicts and hints: the judge's verdict on the reader's attempt, what
// became of a wrong follow, what a decision teaches, the hints, and keeping the verdict in view.
// An ES module imported by practice.js: advice(ctx) returns the drawing functions over the
// page's parts (ctx.box) with its helpers (ctx: el, clear, W, T, G). Every word is Python's
// (gouji_sim.view.practice_page) or the catalogue's; nothing is decided here.
export default function advice(ctx) {
  var el = ctx.el, clear = ctx.clear, W = ctx.W, T = ctx.T, G = ctx.G, box = ctx.box;

  function showVerdict(v) {
    clear(box.verdict);
    box.verdict.setAttribute("data-legal", v.legal ? "true" : "false");
    box.verdict.setAttribute("data-reason", v.reason || "");
    G.add(box.verdict, [
      el("p", { class: "glab-badge " + (v.legal ? "glab-legal" : "glab-illegal"), text: T("practice-verdict-title") + ": " + W(v.badge_words) }),
      el("p", { class: "glab-message", text: W(v.message) }),
      G.clauseList(v.clauses),
    ]);
  }


  // a wrong follow (PLAY-6): taken as a real table takes it, or, in learner mode, refused so
  // that the reader may try again (Python's practice_page.follow_words says which)
  function showFollow(f) {
    if (!f) return;
    G.add(box.verdict, [el("p", { class: "gpr-follow", "data-role": "follow", "data-taken": f.taken ? "true" : "false",
      text: W(f.message) }), G.clauseList(f.clauses)]);
  }

  // what a decision teaches beyond the verdict (Python's practice_page.teaching): a legal
  // decision against a habit of chapter 13 with its clause, or, for a refused one, the bot's move
  function showTeaching(out) {
    var d = out.doubt, a = out.advice;
    if (d) G.add(box.verdict, [el("div", { class: "gpr-doubt", "data-role": "doubt", "data-code": d.code },
      el("strong", { text: W(d.title) + " " }), el("span", { text: W(d.message) }), G.clauseList(d.clauses))]);
    if (a) G.add(box.verdict, [el("div", { class: "gpr-advice", "data-role": "advice", "data-rule": a.rule },
      el("span", { text: W(a.message) }), G.clauseList(a.clauses))]);
  }

  // after a move: on a narrow screen (a phone) a refusal's verdict — or what became of a wrong
  // follow — comes to the top, under the sticky header, so that its explanation is read without
  // scrolling; otherwise the trick (the table) does. On a wide screen the verdict is scrolled into
  // view if it is not
  function keepInView() {
    var narrow = window.matchMedia && window.matchMedia("(max-width: 44.9375em)").matches;
    var v = box.verdict;
    var refused = v.getAttribute("data-legal") === "false" || v.getAttribute("data-right") === "false" ||
      !!v.querySelector("[data-role=follow]");
    var target = narrow && !refused ? box.table : v;
    var r = target.getBoundingClientRect();
    if (narrow || r.bottom > window.innerHeight || r.top < 0) target.scrollIntoView({ block: narrow ? "start" : "nearest" });
  }

  // no hint shown (and none claimed by the attributes) until the next one has come back
  function clearHints() {
    clear(box.hints);
    box.hints.removeAttribute("data-plays");
    box.hints.removeAttribute("data-burn");
    box.hints.removeAttribute("data-bot-rule");
  }

  function drawHints(h) {
    clear(box.hints);
    var plays = h.plays;
    var y = h.yield;   // TURN-5: a yield open now and when it helps, or why there is none
    box.hints.setAttribute("data-plays", JSON.stringify(plays.shown));
    box.hints.setAttribute("data-burn", h.burn.possible ? "true" : "false");
    if (h.bot) box.hints.setAttribute("data-bot-rule", h.bot.rule);
    G.add(box.hints, [
      h.bot ? el("h3", { text: T("practice-hint-bot-title") }) : null,
      h.bot ? el("p", { "data-role": "hint-bot", "data-rule": h.bot.rule, "data-reason": h.bot.reason || null, "data-cards": h.bot.cards || "",
        "data-action": JSON.stringify(h.bot.action),
        text: W(h.bot.message) }) : null,
      h.bot ? G.clauseList(h.bot.clauses) : null,
      h.selection ? el("h3", { text: T("practice-hint-selection-title") }) : null,
      h.selection ? el("p", { "data-role": "hint-selection", "data-legal": String(h.selection.legal),
        text: W(h.selection.message) }) : null,
      h.selection && h.selection.clauses.length ? G.clauseList(h.selection.clauses) : null,
      el("h3", { text: T("practice-hint-plays-title") }),
      el("p", { "data-role": "hint-plays", text: W(plays.message) + (plays.more ? " " + T("practice-hint-more", { n: plays.more }) : "") }),
      el("h3", { text: T("practice-hint-burn-title") }),
      el("p", { "data-role": "hint-burn", text: W(h.burn.message) }),
      h.burn.clauses.length ? G.clauseList(h.burn.clauses) : null,
      y ? el("h3", { text: T("practice-hint-yield-title") }) : null,
      y ? el("p", { "data-role": "hint-yield", "data-possible": y.possible ? "true" : "false",
        "data-helps": y.helps === false ? "false" : null, text: W(y.message) }) : null,
      y ? G.clauseList(y.clauses) : null,
      el("h3", { text: T("practice-hint-next-title") }),
      el("p", { "data-role": "hint-next", text: W(h.next.message) }),
      h.next.why ? el("p", { class: "glab-muted", text: W(h.next.why) }) : null,
    ]);
  }

  return { showVerdict: showVerdict, showFollow: showFollow, showTeaching: showTeaching, keepInView: keepInView,
    clearHints: clearHints, drawHints: drawHints };
}
