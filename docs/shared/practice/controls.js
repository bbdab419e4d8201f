// The practice page's settings and its links to the other modes: seed, seat, preset, the bots' level, the
// "ask me at every burn chance" and learner switches, a new hand, watch mode, drills and the
// lessons. An ES module imported by practice.js: controls(ctx) returns the form; a control that
// starts something writes its link into the page's address and calls ctx.go() (practice.js reads
// the address, one place). ctx: el, T, G, P (the page data), settings (the object in use, changed
// by the form), view() (the hand on the table).
export default function controls(ctx) {
  var el = ctx.el, T = ctx.T, G = ctx.G, settings = ctx.settings;
  function go(link) {
    history.replaceState(null, "", link);
    ctx.go();
  }
  var seed = el("input", { type: "text", inputmode: "numeric", value: settings.seed, "data-role": "seed",
    "aria-label": T("practice-seed"), size: 8, onchange: function (e) { settings.seed = e.target.value.trim(); } });
  var seat = el("select", { "data-role": "seat", "aria-label": T("practice-seat"),
    onchange: function (e) { settings.seat = Number(e.target.value); } },
    G.DATA.seats.map(function (s) { return el("option", { value: s, selected: s === Number(settings.seat) }, G.S("w-seat", { seat: s })); }));
  var preset = el("select", { "data-role": "preset", "aria-label": T("practice-preset"),
    onchange: function (e) { settings.preset = e.target.value; } },
    ctx.P.presets.map(function (p) { return el("option", { value: p, selected: p === settings.preset }, G.S("w-preset-" + p)); }));
  var bots = el("select", { "data-role": "bots", "aria-label": T("practice-bots"),
    onchange: function (e) { settings.bots = e.target.value; } },
    // the levels to pick, weakest first: Python's list of bots (gouji_sim.bots.roster.BOTS), each named by the catalogue
    ctx.P.bots.map(function (b) { return el("option", { value: b, selected: b === settings.bots }, T("practice-bots-" + b)); }));
  return el("div", { class: "glab-row gpr-controls" },
    el("label", null, T("practice-seed") + " ", seed),
    el("label", null, T("practice-seat") + " ", seat),
    el("label", null, T("practice-preset") + " ", preset),
    el("label", null, T("practice-bots") + " ", bots),
    el("label", { title: T("practice-ask-every-note") }, el("input", { type: "checkbox", "data-role": "ask-every", checked: settings.every,
      onchange: function (e) { settings.every = e.target.checked; } }), " " + T("practice-ask-every")),
    el("label", { title: T("practice-learner-note") }, el("input", { type: "checkbox", "data-role": "learner", checked: settings.learner,
      onchange: function (e) { settings.learner = e.target.checked; } }), " " + T("practice-learner")),
    el("button", { type: "button", class: "md-button md-button--primary gpr-new", "data-role": "new", onclick: function () {
      // the seed in the box is the seed dealt; only the seed of the (non-lesson) hand on the
      // table, unchanged by the reader, gives way to a new one
      settings.seed = seed.value.trim();
      var view = ctx.view();
      if (view && view.seat !== null && !view.lesson && String(view.seed) === settings.seed) {
        settings.seed = String(Math.floor(Math.random() * 1e6));
        seed.value = settings.seed;
      }
      go("#seed=" + encodeURIComponent(settings.seed) + "&seat=" + settings.seat +
        "&preset=" + settings.preset + "&bots=" + settings.bots + (settings.every ? "&ask=every" : "") +
        (settings.learner ? "&learner=1" : ""));
    } }, T("practice-new")),
    el("a", { class: "gpr-mode-link", "data-role": "watch-link", href: "#", onclick: function (e) {
      e.preventDefault();
      go("#seed=" + encodeURIComponent(settings.seed) + "&watch=1&preset=" + settings.preset);
    } }, T("practice-mode-watch")),
    el("a", { class: "gpr-mode-link", "data-role": "drills-link", href: "#", onclick: function (e) {
      e.preventDefault();
      go("#drill=" + encodeURIComponent(settings.seed) + "&preset=" + settings.preset + "&topics=legal,answer,burn");
    } }, T("practice-mode-drills")),
    // the lessons: a click starts one at once (no reload), and its link can be shared
    (ctx.P.lessons || []).length ? el("span", { class: "gpr-lessons", "data-role": "lessons" }, T("practice-lesson-list") + " ",
      ctx.P.lessons.map(function (l) {
        return el("a", { class: "gpr-mode-link", "data-role": "lesson-link", "data-lesson": l.name, href: "#lesson=" + l.name,
          "data-done-words": l.done_words || null,
          onclick: function (e) { e.preventDefault(); go("#lesson=" + l.name); } }, l.link);
      })) : null);
}
